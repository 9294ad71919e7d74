//! The `step` kernel's signature and its 48-byte bit-field parameter struct, `SimParams`: the
//! argument block the benches time (`kernel_args`, `launch_latency`) and the tests build
//! (`kernel_args_alloc`, the oracle's signatures), defined once.

use ptx_abi_core::vector::{Float2, Float4};
use ptx_abi_core::{kernels, PtxAbi};

/// 48 bytes, aligned 16, with three bit-fields sharing a 16-bit unit.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
pub struct SimParams {
    pub gravity: Float4,
    pub dt: f32,
    pub steps: u32,
    #[ptx(bits = 4)]
    pub mode: u8,
    #[ptx(bits = 12)]
    pub flags: u16,
    #[ptx(bits = 1)]
    pub wrap: bool,
    pub bounds: Float2,
    pub seed: u64,
}

/// A particle the `step` kernel moves.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub struct Particle {
    pub position: Float4,
    pub velocity: Float4,
}

kernels! {
    /// `extern "C" __global__ void step(Particle *, unsigned, SimParams, float, float *, unsigned long long)`
    pub extern "C" fn step(
        particles: *mut Particle,
        n: u32,
        params: SimParams,
        dt: f32,
        energy: *mut f32,
        seed: u64,
    );
}

/// The value the benches pass.
pub fn params() -> SimParams {
    SimParams {
        gravity: Float4::new(0.0, -9.81, 0.0, 0.0),
        dt: 0.016,
        steps: 4,
        mode: 3,
        flags: 0x5a5,
        wrap: true,
        bounds: Float2::new(-100.0, 100.0),
        seed: 0x1234_5678_9abc_def0,
    }
}
