// A view aligned above 16 bytes by value in a Rust kernel: rustc's nvptx64 kernel ABI would stop
// with an internal compiler error, so `#[device_kernel]` refuses it (ABI.md §12).
use ptx_abi_core::device::View;
use ptx_abi_core::{device_kernel, DeviceView, PtxAbi};

#[derive(PtxAbi, DeviceView)]
#[repr(C, align(32))]
pub struct Wide {
    a: u64,
}

#[device_kernel]
pub unsafe fn k(w: View<Wide>, out: *mut u64) {
    *out = w.a();
}

// Through a pointer it is fine.
#[device_kernel]
pub unsafe fn k2(w: *const View<Wide>, out: *mut u64) {
    *out = (*w).a();
}

fn main() {}
