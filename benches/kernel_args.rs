//! What marshalling a kernel's arguments costs: a 6-parameter kernel whose parameters include a
//! 48-byte struct with bit-fields (so not a plain `memcpy`), built into its fixed-size parameter
//! block on the stack (no heap allocation), with and without the `kernelParams` pointer array.
//!
//! Beside it, the CPU side of the same launch through cudarc's launch builder. cudarc's
//! `LaunchArgs` can only be made from a `CudaStream`, which needs a loaded CUDA driver and a
//! device, so the benchmark runs a replica of it: the same struct (`waits`, `records`, `args`
//! vectors and `flags`), created empty as `CudaStream::launch_builder` does, and the same
//! `PushKernelArg::arg` for `DeviceRepr` values (`self.args.push(arg as *const T as *mut _)`),
//! six times. Its `SimParams` is a hand-written `#[repr(C)]` twin whose three bit-fields the caller
//! packs into a `u32` (what a cudarc user has to do), and the packing is timed with it.
//!
//! The checked launch's CPU side (`CheckedLaunch`; `book/src/launching.md`, "Checked launches")
//! without its driver call: the six argument shapes recorded, `SimParams` marshalled into the
//! builder's image bytes, and `check_args` against `step`'s parameters in the sm_90 device layout
//! (what `CheckedFunction` learns once from the driver), with the `kernelParams` array built.
//!
//! Run with `cargo bench --bench kernel_args`; a summary is printed last.

use std::hint::black_box;

use std::ffi::c_void;

use criterion::Criterion;
use ptx_abi_core::kernel::{check_args, ArgKind, ArgShape, ObservedParams, ParamLayout, SmFamily};
use ptx_abi_core::{DevicePtr, PtxAbi};

#[path = "support/summary.rs"]
mod summary;

#[path = "support/step.rs"]
mod step_kernel;
use step_kernel::{params, step, SimParamsC};

/// A replica of cudarc 0.19's `LaunchArgs` (driver/safe/launch.rs), minus the stream and
/// function references, which need a driver.
#[allow(dead_code)]
struct LaunchArgs<'a> {
    waits: Vec<&'a ()>,
    records: Vec<&'a ()>,
    args: Vec<*mut c_void>,
    flags: Option<u32>,
}

impl<'a> LaunchArgs<'a> {
    /// `CudaStream::launch_builder`.
    fn new() -> Self {
        LaunchArgs {
            waits: Vec::new(),
            records: Vec::new(),
            args: Vec::new(),
            flags: None,
        }
    }

    /// `PushKernelArg<&T> for LaunchArgs` with `T: DeviceRepr`.
    #[inline(always)]
    fn arg<T>(&mut self, arg: &'a T) -> &mut Self {
        self.args.push(arg as *const T as *mut _);
        self
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
    c.bench_function("kernel_args/cudarc builder replica (6 args)", |b| {
        b.iter(|| {
            // Device pointers are passed as `&CudaSlice` in cudarc; its `arg` pushes a pointer to
            // the slice's `CUdeviceptr`, which is what is pushed here.
            let particles = black_box(particles).addr;
            let n: u32 = black_box(1 << 20);
            let params = SimParamsC::new(black_box(&p));
            let dt: f32 = black_box(0.016);
            let energy = black_box(energy).addr;
            let seed: u64 = black_box(42);
            let mut builder = LaunchArgs::new();
            builder
                .arg(&particles)
                .arg(&n)
                .arg(&params)
                .arg(&dt)
                .arg(&energy)
                .arg(&seed);
            black_box(builder.args.as_mut_ptr());
            black_box(&builder);
        })
    });
    let sm90 = ParamLayout::Device(SmFamily::Sm90);
    let offsets = step::SIGNATURE.param_offsets_in::<6>(sm90);
    let kernel = ObservedParams::given(
        sm90,
        (0..6).map(|i| (offsets[i], step::SIGNATURE.params[i].ty.layout.size)),
    );
    c.bench_function(
        "kernel_args/checked: shapes + image + check_args (6 args)",
        |b| {
            b.iter(|| {
                let particles = black_box(particles).addr;
                let n: u32 = black_box(1 << 20);
                let dt: f32 = black_box(0.016);
                let energy = black_box(energy).addr;
                let seed: u64 = black_box(42);
                let mut shapes: Vec<ArgShape> = Vec::with_capacity(6);
                let mut slots: Vec<*const c_void> = Vec::with_capacity(6);
                let mut images: Vec<u8> = Vec::new();
                shapes.push(ArgShape::pointer::<u8>(ArgKind::Address));
                slots.push((&particles as *const u64).cast());
                shapes.push(ArgShape::of::<u32>());
                slots.push((&n as *const u32).cast());
                let layout = <step_kernel::SimParams as PtxAbi>::LAYOUT;
                images.resize(layout.size, 0);
                black_box(&p).write_image(&mut images).unwrap();
                shapes.push(ArgShape::image(&layout));
                slots.push(images.as_ptr().cast());
                shapes.push(ArgShape::of::<f32>());
                slots.push((&dt as *const f32).cast());
                shapes.push(ArgShape::pointer::<f32>(ArgKind::Address));
                slots.push((&energy as *const u64).cast());
                shapes.push(ArgShape::of::<u64>());
                slots.push((&seed as *const u64).cast());
                check_args("step", &kernel, &shapes).unwrap();
                let params: Vec<*mut c_void> = slots.iter().map(|p| p.cast_mut()).collect();
                black_box(params.as_ptr());
            })
        },
    );
    c.bench_function("kernel_args/SimParams alone: write_device_bytes", |b| {
        let mut out = [0u8; 48];
        b.iter(|| {
            ptx_abi_core::write_device_bytes(black_box(&p), &mut out).unwrap();
            black_box(&out);
        })
    });
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    bench(&mut c);
    c.final_summary();
    let ids = [
        "kernel_args_step_ args (6 params, 88-byte block)",
        "kernel_args_step_ args + kernelParams array",
        "kernel_args_cudarc builder replica (6 args)",
        "kernel_args_checked_ shapes + image + check_args (6 args)",
        "kernel_args_SimParams alone_ write_device_bytes",
    ];
    let rows: Vec<_> = ids
        .iter()
        .map(|id| summary::Row {
            id: id.to_string(),
            bytes: None,
        })
        .collect();
    summary::print("kernel_args", &rows);
    if let (Some(r), Some(best)) = (
        summary::ratio(ids[1], ids[2]),
        summary::best_ratio(ids[1], ids[2]),
    ) {
        let verdict = if r <= 1.0 { "met" } else { "MISSED" };
        println!(
            "\nargs + kernelParams / cudarc builder replica: {r:.2}x, fastest samples {best:.2}x \
             (target <= 1x: {verdict})"
        );
    }
}
