// The type the host and the Rust kernel share: compiled into the host program
// (`examples/06_rust_kernel.rs`) and into the kernel crate (`examples/rust_kernel/lib.rs`),
// unchanged. It uses nothing but `ptx_abi_core` without `std`.

use ptx_abi_core::vector::Float3;
use ptx_abi_core::{DeviceView, PtxAbi};

/// A particle as a CUDA C++ kernel would see it: `float3` members (12 bytes, align 4) and two
/// bit-fields sharing one `signed char`.
#[derive(PtxAbi, DeviceView, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 28, align = 4))]
pub struct Particle {
    pub pos: Float3,
    pub vel: Float3,
    /// -4..=3: the sign is extended by the view on the device.
    #[ptx(bits = 3)]
    pub charge: i8,
    #[ptx(bits = 1)]
    pub alive: bool,
}
