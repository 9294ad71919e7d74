//! The hand-written `#[repr(C)]` twin of `SimParams` a cudarc user would pass instead (bit-fields
//! packed by hand), beside the shared `step` kernel (`ptx_abi_testenv::step`) the benches time.

pub use ptx_abi_testenv::step::{params, step, SimParams};

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
