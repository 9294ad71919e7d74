// A pointer to a derived type's host layout: the memory holds device images, whose bit-fields,
// bools and offsets are not the Rust layout's. A Rust kernel takes `*const View<T>` instead.
use ptx_abi_core::vector::Float3;
use ptx_abi_core::{device_kernel, DeviceView, PtxAbi};

#[derive(PtxAbi, DeviceView, Clone, Copy)]
#[repr(C)]
pub struct Particle {
    pub pos: Float3,
    #[ptx(bits = 3)]
    pub charge: i8,
    #[ptx(bits = 1)]
    pub alive: bool,
}

#[device_kernel]
pub unsafe fn advance(particles: *const Particle, out: *mut Float3) {
    *out = (*particles).pos;
}

// A derived type without a view, written through `*mut`, and nested in an array.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub struct Counts {
    pub n: u32,
}

#[device_kernel]
pub unsafe fn count(counts: *mut [Counts; 4]) {
    (*counts)[0].n = 1;
}

// What is accepted: views, scalars, vectors, 16-bit floats, void, arrays and pointers of them.
#[device_kernel]
pub unsafe fn fine(
    p: *const ptx_abi_core::device::View<Particle>,
    v: *mut Float3,
    h: *const half::f16,
    raw: *mut core::ffi::c_void,
    rows: *const [f32; 4],
    table: *const *const u32,
) {
    let _ = (p, v, h, raw, rows, table);
}

fn main() {}
