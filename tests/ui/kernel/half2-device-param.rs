use ptx_abi_core::vector::Half2;
use ptx_abi_core::{kernels, PtxAbi};

#[derive(PtxAbi)]
#[repr(C)]
struct Pixel {
    rg: Half2,
    a: f32,
}

kernels! {
    // Kernels take __half2 by value: fine.
    pub extern "C" fn shade(p: Pixel, h: Half2);

    // Device functions take it by reference: no by-value declaration exists.
    #[ptx(device)]
    pub extern "C" fn blend(p: Pixel, w: f32) -> f32;
}

fn main() {}
