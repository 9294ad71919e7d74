//! The `step` kernel's signature and its 48-byte bit-field parameter struct, shared by the
//! `kernel_args` and `launch_latency` benches, with the hand-written `#[repr(C)]` twin a cudarc
//! user would pass instead (bit-fields packed by hand).

use ptx_abi_core::vector::{Float2, Float4};
use ptx_abi_core::{kernels, PtxAbi};

/// 48 bytes, aligned 16, with three bit-fields sharing a 16-bit unit.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
pub struct SimParams {
    gravity: Float4,
    dt: f32,
    steps: u32,
    #[ptx(bits = 4)]
    mode: u8,
    #[ptx(bits = 12)]
    flags: u16,
    #[ptx(bits = 1)]
    wrap: bool,
    bounds: Float2,
    seed: u64,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub struct Particle {
    position: Float4,
    velocity: Float4,
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

/// What a cudarc user writes for `SimParams`: the bit-fields `mode:4`, `flags:12` (one 16-bit
/// unit at byte 24) and `wrap:1` (byte 26) packed by hand into `packed`.
#[derive(Clone, Copy)]
#[repr(C)]
pub struct SimParamsC {
    gravity: [f32; 4],
    dt: f32,
    steps: u32,
    packed: u32,
    _pad: u32,
    bounds: [f32; 2],
    seed: u64,
}

impl SimParamsC {
    pub fn new(p: &SimParams) -> Self {
        SimParamsC {
            gravity: [p.gravity.x, p.gravity.y, p.gravity.z, p.gravity.w],
            dt: p.dt,
            steps: p.steps,
            packed: u32::from(p.mode & 0xf)
                | u32::from(p.flags & 0xfff) << 4
                | u32::from(p.wrap) << 16,
            _pad: 0,
            bounds: [p.bounds.x, p.bounds.y],
            seed: p.seed,
        }
    }
}
