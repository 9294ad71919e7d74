//! The TileIR callback tables (NVIDIA's TileIR callbacks note, ABI.md §5): sizes from the note's
//! tables (72, 64, 56, 88 bytes, the 64-byte-aligned descriptor arena), the callback-vector
//! validator (revision 0x40 in slot 4, zero sentinel in slot 8, slots 6 and 7 multipliers), and the
//! argument-change callback's block built from a `kernels!` signature.

use core::ffi::c_void;

use ptx_abi_core::handles::CuTensorMapCuda13;
use ptx_abi_core::spec::tileir::{
    arguments_change_block, arguments_change_layout, validate_callback_vector, CallbackVectorError,
    TileirArgDescriptor, TileirCallbackVector, TileirFuncCallbacks, TileirOnPreLoadSlot,
    TileirTmaArena, TileirTmaDescriptor, ABI_REVISION,
};
use ptx_abi_core::{assert_layout, kernels, to_device_bytes, DevicePtr, PtxAbi};

// The note's tables, checked at compile time (a change is a build error).
assert_layout!(TileirCallbackVector, size = 72, align = 8, offsets { abi_revision = 32, sentinel_zero = 64 });
assert_layout!(TileirFuncCallbacks, size = 64, align = 8);
assert_layout!(TileirOnPreLoadSlot, size = 56, align = 8);
assert_layout!(TileirArgDescriptor, size = 88, align = 8);
assert_layout!(TileirTmaDescriptor, size = 64, align = 64);
assert_layout!(TileirTmaArena, size = 576, align = 64, offsets { header = 0, descriptor = 64 });

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Tile {
    rows: i32,
    cols: i32,
    stride: i32,
}

kernels! {
    /// A TileIR-style kernel.
    pub extern "C" fn tile_kernel(
        a: *const f32, n: u32, scale: f64, flag: u8, map: CuTensorMapCuda13, tile: Tile,
    );
    /// The same arguments behind the argument-change callback's three pointers, declared as a
    /// kernel so that the parameter-block machinery lays it out independently.
    pub extern "C" fn on_arguments_change(
        cookie: *mut c_void, arg_buf: *mut c_void, tma_arena: *mut c_void,
        a: *const f32, n: u32, scale: f64, flag: u8, map: CuTensorMapCuda13, tile: Tile,
    );
}

fn vector_bytes(slots: [u64; 9]) -> Vec<u8> {
    slots.iter().flat_map(|s| s.to_le_bytes()).collect()
}

fn good_slots() -> [u64; 9] {
    [0x1000, 0x1008, 0x1010, 0x1018, 0x40, 0, 3, 5, 0]
}

#[test]
fn sizes_are_the_notes() {
    assert_eq!(<TileirCallbackVector as PtxAbi>::LAYOUT.size, 9 * 8);
    assert_eq!(<TileirFuncCallbacks as PtxAbi>::LAYOUT.size, 8 * 8);
    assert_eq!(<TileirOnPreLoadSlot as PtxAbi>::LAYOUT.size, 7 * 8);
    assert_eq!(<TileirArgDescriptor as PtxAbi>::LAYOUT.size, 11 * 8);
    // The note's 64-byte descriptor is not cuda.h's 128-byte CUtensorMap.
    assert_eq!(<CuTensorMapCuda13 as PtxAbi>::LAYOUT.size, 128);
    assert_ne!(
        <TileirTmaDescriptor as PtxAbi>::LAYOUT.size,
        <CuTensorMapCuda13 as PtxAbi>::LAYOUT.size
    );
    assert_eq!(ABI_REVISION, 64);
}

#[test]
fn callback_vector_round_trip() {
    let v = validate_callback_vector(&vector_bytes(good_slots())).unwrap();
    assert_eq!(v.init_fn, 0x1000);
    assert_eq!(v.compile_end_fn, 0x1018);
    assert_eq!(v.abi_revision, 0x40);
    assert_eq!(to_device_bytes(&v), vector_bytes(good_slots()));
}

#[test]
fn validator_refuses_bad_vectors() {
    assert_eq!(
        validate_callback_vector(&[0; 64]),
        Err(CallbackVectorError::Length(64))
    );
    assert_eq!(
        validate_callback_vector(&[0; 80]),
        Err(CallbackVectorError::Length(80))
    );
    let mut s = good_slots();
    s[4] = 0x3f;
    assert_eq!(
        validate_callback_vector(&vector_bytes(s)),
        Err(CallbackVectorError::Revision(0x3f))
    );
    let mut s = good_slots();
    s[8] = 0x40;
    assert_eq!(
        validate_callback_vector(&vector_bytes(s)),
        Err(CallbackVectorError::Sentinel(0x40))
    );
    assert_eq!(
        CallbackVectorError::Revision(0x3f).to_string(),
        "TileIR ABI revision 0x3f in slot 4; expected 0x40"
    );
}

#[test]
fn slots_6_and_7_are_multipliers_not_flags() {
    let mut s = good_slots();
    s[6] = 3; // two bits set: a flag reading would call it "flags 1 and 2"
    s[7] = 0xffff_ffff_ffff_ffff; // any value is valid
    let v = validate_callback_vector(&vector_bytes(s)).unwrap();
    assert_eq!(v.scale_a(5), 15);
    assert_ne!(v.scale_a(5), 5 | 3);
    // mul i64 wraps: counter * -1.
    assert_eq!(v.scale_b(7), 7u64.wrapping_neg());
    // Zero is a multiplier too (it zeroes the product), not "no flags".
    s[6] = 0;
    let v = validate_callback_vector(&vector_bytes(s)).unwrap();
    assert_eq!(v.scale_a(123), 0);
}

#[test]
fn argument_change_block_follows_the_kernel_block() {
    let (offsets, size, align) = arguments_change_layout(&tile_kernel::SIGNATURE);
    // Three pointers, then the kernel's arguments at the next multiple of their alignment:
    // a at 24, n at 32, scale at 40, flag at 48, the 128-aligned CUtensorMap at 128, the tile at
    // 256 (12 bytes).
    assert_eq!(offsets, [0, 8, 16, 24, 32, 40, 48, 128, 256]);
    assert_eq!(size, 268);
    assert_eq!(align, 128);
    // The same as the kernel-signature machinery computes for the explicit declaration.
    assert_eq!(
        offsets,
        on_arguments_change::SIGNATURE.param_offsets::<9>().to_vec()
    );
    assert_eq!(size, on_arguments_change::SIGNATURE.param_block_size());

    let tile = Tile {
        rows: 4,
        cols: 8,
        stride: -16,
    };
    let mut map = CuTensorMapCuda13::default();
    map.opaque[0] = 0xabcd;
    let args = tile_kernel::args(DevicePtr::new(0x7000), 77, 0.5, 1, map, tile);
    let block = arguments_change_block(0xc0, 0xb0, 0xa0, &args);
    assert_eq!(block.offsets, offsets);
    assert_eq!(block.align, 128);
    let expected = on_arguments_change::args(
        DevicePtr::new(0xc0),
        DevicePtr::new(0xb0),
        DevicePtr::new(0xa0),
        DevicePtr::new(0x7000),
        77,
        0.5,
        1,
        map,
        tile,
    );
    assert_eq!(block.bytes, expected.natural_bytes());
    assert_eq!(block.bytes[256..260], 4i32.to_le_bytes());
}

/// The note's C typedefs, compiled by NVRTC: each struct by value in a kernel, read back as
/// `.param .align A .b8 p[S]`. Confirms the 72/64/56/88-byte tables, and that the note's arena
/// typedef taken literally (no `alignas`) is 528 bytes, align 8, while with 64-byte-aligned
/// descriptors it is our 576, align 64. Skips visibly without the oracle.
#[test]
fn the_notes_typedefs_agree_with_nvrtc() {
    use ptx_abi_build::ptx_parse::{entry, param_shape};

    let source = r#"
typedef unsigned long long u64;
struct TileirCallbackVector { u64 init_fn, fini_fn, compile_begin_fn, compile_end_fn,
    abi_revision, reserved_zero, mul_multiplier_a, mul_multiplier_b, sentinel_zero; };
struct TileirFuncCallbacks { u64 slots[8]; };
struct TileirOnPreLoadSlot { u64 fn; u64 rest[6]; };
struct TileirArgDescriptor { u64 slots[11]; };
struct TileirTmaDescriptor { u64 word[8]; };
struct LiteralArena { u64 header[2]; TileirTmaDescriptor descriptor[8]; };
struct alignas(64) AlignedDescriptor { u64 word[8]; };
struct TileirTmaArena { u64 header[2]; AlignedDescriptor descriptor[8]; };
extern "C" __global__ void k_vector(TileirCallbackVector) {}
extern "C" __global__ void k_func(TileirFuncCallbacks) {}
extern "C" __global__ void k_preload(TileirOnPreLoadSlot) {}
extern "C" __global__ void k_argdesc(TileirArgDescriptor) {}
extern "C" __global__ void k_literal_arena(LiteralArena) {}
extern "C" __global__ void k_descriptor(AlignedDescriptor) {}
extern "C" __global__ void k_arena(TileirTmaArena) {}
"#;
    let ours = [
        ("k_vector", <TileirCallbackVector as PtxAbi>::LAYOUT),
        ("k_func", <TileirFuncCallbacks as PtxAbi>::LAYOUT),
        ("k_preload", <TileirOnPreLoadSlot as PtxAbi>::LAYOUT),
        ("k_argdesc", <TileirArgDescriptor as PtxAbi>::LAYOUT),
        ("k_descriptor", <TileirTmaDescriptor as PtxAbi>::LAYOUT),
        ("k_arena", <TileirTmaArena as PtxAbi>::LAYOUT),
    ];
    for oracle in ptx_abi_testenv::oracle::all() {
        let version = oracle.label();
        let ptx = oracle
            .compile_source(source, "tileir.cu", &[])
            .unwrap_or_else(|e| panic!("{version}: {e:?}"));
        let shape = |k: &str| {
            let decl = entry(&ptx, k).unwrap_or_else(|| panic!("no {k}"));
            param_shape(&decl.params[0]).unwrap()
        };
        for (k, layout) in &ours {
            let s = shape(k);
            assert_eq!(
                (s.size, s.align),
                (layout.size, layout.align),
                "{version}: {k}"
            );
        }
        let literal = shape("k_literal_arena");
        assert_eq!((literal.size, literal.align), (528, 8), "{version}");
    }
}
