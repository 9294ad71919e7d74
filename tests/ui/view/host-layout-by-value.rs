// A derived type's host layout is not its image: a Rust kernel takes its view.
use ptx_abi_core::{device_kernel, PtxAbi};

#[derive(PtxAbi)]
#[repr(C)]
pub struct Params {
    #[ptx(bits = 3)]
    mode: u8,
}

#[device_kernel]
pub unsafe fn k(p: Params, out: *mut u8) {
    *out = p.mode;
}

fn main() {}
