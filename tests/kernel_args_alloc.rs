//! Building a kernel's argument block allocates nothing: the block is a fixed-size array whose
//! size the compiler computed, and each argument is written in place (a bit-field struct
//! included). Checked with a global allocator that counts this thread's allocations.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use ptx_abi_core::kernel::{ObservedParams, ParamLayout};
use ptx_abi_core::vector::{Float2, Float4};
use ptx_abi_core::DevicePtr;
// The `step` kernel of the benches: 48 bytes of `SimParams` with bit-fields, marshalled member by
// member, not copied.
use ptx_abi_testenv::step::{step, SimParams};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: every call is forwarded to `System` unchanged; the counter is a const-initialised
// thread-local `Cell`, which neither allocates nor re-enters the allocator.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

#[test]
fn building_the_argument_block_does_not_allocate() {
    let params = SimParams {
        gravity: Float4::new(0.0, -9.81, 0.0, 0.0),
        dt: 0.016,
        steps: 4,
        mode: 3,
        flags: 0x5a5,
        wrap: true,
        bounds: Float2::new(-1.0, 1.0),
        seed: 99,
    };
    assert!(!ptx_abi_core::is_image_equal::<SimParams>());
    // The kernel's (offset, size)s for sm_90, as a launch would get them from the driver.
    let kernel = ObservedParams::given(
        ParamLayout::for_sm(90),
        (0..6).map(|i| {
            (
                step::SIGNATURE.param_offset_in(i, ParamLayout::for_sm(90)),
                step::SIGNATURE.params[i].ty.layout.size,
            )
        }),
    );
    let before = allocations();
    let mut checksum = 0usize;
    for i in 0..1000u32 {
        let args = step::args(
            DevicePtr::new(0x7f00_0000_0000),
            i,
            params,
            0.5,
            DevicePtr::new(0x7f00_1000_0000),
            u64::from(i),
        );
        let mut kernel_params = args.kernel_params();
        checksum += kernel_params.as_mut_slice().len() + args.natural_bytes()[8] as usize;
        let packed = args.packed(ParamLayout::for_sm(90));
        let extra = packed.launch_extra(&kernel).expect("the kernel's offsets");
        checksum += extra.as_slice().len();
    }
    let after = allocations();
    assert_eq!(
        after - before,
        0,
        "allocations while building argument blocks"
    );
    assert!(checksum > 0);
    // The counter works.
    let v = std::hint::black_box(vec![1u8; 3]);
    assert_eq!(allocations() - after, 1);
    drop(v);
}
