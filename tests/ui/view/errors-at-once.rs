// Every refusal of `#[device_kernel]` at once, and the function kept as written: its caller
// compiles and reports nothing that only follows from the refusal.
use ptx_abi_core::device_kernel;

#[device_kernel(crate = "::ptx_abi_core", frobnicate)]
pub unsafe extern "C" fn k<T>(p: &u32, out: *mut u32) -> u32 {
    *out = *p;
    0
}

fn main() {
    let (p, mut out) = (1u32, 0u32);
    let _ = unsafe { k::<u8>(&p, &mut out) };
}
