//! What marshalling a kernel's arguments costs: a 6-parameter kernel whose parameters include a
//! 48-byte struct with bit-fields (so not a plain `memcpy`), built into its fixed-size parameter
//! block on the stack (no heap allocation), with and without the `kernelParams` pointer array.
//!
//! Run with `cargo bench --bench kernel_args`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use ptx_abi_core::vector::{Float2, Float4};
use ptx_abi_core::{kernels, DevicePtr, PtxAbi};

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

fn params() -> SimParams {
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

fn bench(c: &mut Criterion) {
    assert_eq!(step::PARAM_BYTES, 88);
    let p = params();
    let particles = DevicePtr::new(0x7f00_0000_0000);
    let energy = DevicePtr::new(0x7f00_0010_0000);
    c.bench_function("kernel_args/step: args (6 params, 88-byte block)", |b| {
        b.iter(|| {
            let args = step::args(
                black_box(particles),
                black_box(1 << 20),
                black_box(p),
                black_box(0.016),
                black_box(energy),
                black_box(42),
            );
            black_box(&args);
        })
    });
    c.bench_function("kernel_args/step: args + kernelParams array", |b| {
        b.iter(|| {
            let args = step::args(
                black_box(particles),
                black_box(1 << 20),
                black_box(p),
                black_box(0.016),
                black_box(energy),
                black_box(42),
            );
            let mut params = args.kernel_params();
            black_box(params.as_mut_ptr());
            black_box(&args);
        })
    });
    c.bench_function("kernel_args/SimParams alone: write_device_bytes", |b| {
        let mut out = [0u8; 48];
        b.iter(|| {
            ptx_abi_core::write_device_bytes(black_box(&p), &mut out).unwrap();
            black_box(&out);
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
