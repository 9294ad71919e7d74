// A reference parameter: rustc would trust the host's device address as a valid reference.
#![allow(unused_imports)] // the refused kernels are not expanded
use ptx_abi_core::device::View;
use ptx_abi_core::{device_kernel, DeviceView, PtxAbi};

#[derive(PtxAbi, DeviceView, Clone, Copy)]
#[repr(C)]
pub struct Params {
    #[ptx(bits = 3)]
    pub mode: u8,
}

#[device_kernel]
pub unsafe fn k(p: &View<Params>, out: *mut u8) {
    *out = p.mode();
}

#[device_kernel]
pub unsafe fn k2(p: *const View<Params>, out: &mut u8) {
    *out = (*p).mode();
}

fn main() {}
