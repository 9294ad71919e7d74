//! GPU launch latency of the 6-parameter `step` kernel (BENCHMARKS.md, section 5): ptx-abi's
//! marshalling (`step::args(..)`, then `KernelArgs::launch`, which passes the `kernelParams`
//! array to `cuLaunchKernel`) against a raw `cuLaunchKernel` whose six arguments are packed by
//! hand (the `#[repr(C)]` twin of `SimParams`, its bit-fields OR-ed together by the caller).
//!
//! The kernel is `step`'s PTX stub (its `.entry` declaration from `step::SIGNATURE` and a body
//! that only returns), so the time is the launch and nothing else; the driver's own parameter
//! offsets and sizes are compared with the signature first (`Signature::check_function`).
//!
//! A third variant is ptx-abi's packed launch (`KernelArgs::launch_packed`: the block laid out in
//! the device layout of the loaded kernel's architecture, checked against the driver's
//! `cuFuncGetParamInfo` offsets on every launch, then `CU_LAUNCH_PARAM_BUFFER_POINTER`); its
//! ratio is printed for information, the 2% target is the `kernelParams` launch's.
//!
//! Two more variants measure the checked launch of a kernel ptx-abi did not declare
//! (`book/src/launching.md`, "Checked launches"; target within 2% of the unchecked builder):
//! cudarc's own `launch_builder` (the arguments as the raw launch has them: addresses, the
//! `#[repr(C)]` twin by value), and `CheckedFunction::launch_builder` (parameters learnt once from
//! the driver; per launch the shapes pushed, `SimParams` marshalled into its image, the check,
//! `cuLaunchKernel`).
//!
//! Two figures, each the median of 10,000 launches of each variant, the variants rotating
//! launch by launch so that drift in the machine's state falls on all alike:
//! - *submit*: host time of the launch call alone (argument marshalling included), with the
//!   stream synchronised every 64 launches, outside the timed region, so the queue never fills;
//! - *round trip*: host time of the launch call plus `cuStreamSynchronize`, i.e. until the GPU
//!   has run the kernel.
//!
//! Needs a GPU and the `cudarc` feature: `cargo bench --features cudarc --bench launch_latency`.
//! Without a CUDA driver or device it says so and exits 0, or 1 with `PTX_ABI_REQUIRE_GPU=1`.

use std::ffi::c_void;
use std::hint::black_box;
use std::sync::Arc;
use std::time::Instant;

use ptx_abi_core::gpu::cudarc::driver::{
    result, CudaContext, CudaStream, DevicePtr as _, DeviceRepr, DriverError, LaunchConfig,
    PushKernelArg as _,
};
use ptx_abi_core::gpu::cudarc::nvrtc::Ptx;
use ptx_abi_core::gpu::{CheckedFunction, LaunchError};
use ptx_abi_core::DevicePtr;

#[path = "support/gpu.rs"]
mod gpu;
#[path = "support/step.rs"]
mod step_kernel;
use step_kernel::{params, step, SimParamsC};

// SAFETY: `SimParamsC` is the `#[repr(C)]` twin of `SimParams` (48 bytes, no padding the
// kernel reads as a value), a plain value cudarc may pass by reference.
unsafe impl DeviceRepr for SimParamsC {}

const LAUNCHES: usize = 10_000;
const WARMUP: usize = 1_000;
const SYNC_EVERY: usize = 64;

fn main() {
    let Some(context) = gpu::context_or_skip("launch_latency") else {
        return;
    };
    if let Err(e) = run(&context) {
        eprintln!("launch_latency: a driver call failed: {e:?}");
        std::process::exit(1);
    }
}

/// Median, 1st and 99th percentile.
fn summary(samples: &mut [f64]) -> (f64, f64, f64) {
    samples.sort_by(f64::total_cmp);
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.01), at(0.99))
}

fn run(context: &Arc<CudaContext>) -> Result<(), DriverError> {
    let ptx = format!(
        ".version 7.8\n.target sm_75\n.address_size 64\n\n{}",
        step::SIGNATURE.ptx_stub()
    );
    let module = context.load_module(Ptx::from_src(ptx))?;
    let function = module.load_function(&step::SIGNATURE.symbol())?;
    match step::SIGNATURE.check_function(context, &function) {
        Ok(()) => println!("cuFuncGetParamInfo agrees with step::SIGNATURE (88-byte block)"),
        Err(e) => println!("cuFuncGetParamInfo: {e}"),
    }
    let checked = CheckedFunction::new(context, function.clone(), "step")
        .unwrap_or_else(|e| panic!("the driver's parameters of `step`: {e}"));
    println!(
        "CheckedFunction learnt `step`'s {} parameters ({:?})",
        checked.params().params.len(),
        checked.params().source
    );
    let stream = context.default_stream();
    let particles = stream.alloc_zeros::<u8>(32)?;
    let energy = stream.alloc_zeros::<f32>(1)?;
    let (particles_addr, _particles_sync) = particles.device_ptr(&stream);
    let (energy_addr, _energy_sync) = energy.device_ptr(&stream);
    let config = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (32, 1, 1),
        shared_mem_bytes: 0,
    };
    let p = params();

    let marshal = || {
        step::args(
            DevicePtr::new(black_box(particles_addr)),
            black_box(1),
            black_box(p),
            black_box(0.016),
            DevicePtr::new(black_box(energy_addr)),
            black_box(42),
        )
    };
    let ours = |stream: &CudaStream| -> Result<(), DriverError> {
        let args = marshal();
        // SAFETY: `function` is `step` (loaded by its symbol, parameters checked above); the
        // stub kernel only returns, and both device pointers are live allocations anyway.
        unsafe { args.launch(stream, &function, config) }
    };
    let packed = |stream: &CudaStream| -> Result<(), DriverError> {
        let args = marshal();
        // SAFETY: as for `ours`.
        match unsafe { args.launch_packed(stream, &function, config) } {
            Ok(()) => Ok(()),
            Err(LaunchError::Driver(e)) => Err(e),
            Err(e) => panic!("{e}"),
        }
    };
    let raw = |stream: &CudaStream| -> Result<(), DriverError> {
        let mut particles_arg = black_box(particles_addr);
        let mut n: u32 = black_box(1);
        let mut params = SimParamsC::new(black_box(&p));
        let mut dt: f32 = black_box(0.016);
        let mut energy_arg = black_box(energy_addr);
        let mut seed: u64 = black_box(42);
        let mut args: [*mut c_void; 6] = [
            (&mut particles_arg as *mut u64).cast(),
            (&mut n as *mut u32).cast(),
            (&mut params as *mut SimParamsC).cast(),
            (&mut dt as *mut f32).cast(),
            (&mut energy_arg as *mut u64).cast(),
            (&mut seed as *mut u64).cast(),
        ];
        // SAFETY: as above; each pointer is to a value of its parameter's size (`SimParamsC` is
        // the 48-byte twin of `SimParams`), alive until the call returns (the driver copies them).
        unsafe {
            result::launch_kernel(
                function.cu_function(),
                config.grid_dim,
                config.block_dim,
                config.shared_mem_bytes,
                stream.cu_stream(),
                &mut args,
            )
        }
    };
    let builder = |stream: &CudaStream| -> Result<(), DriverError> {
        let particles_arg = black_box(particles_addr);
        let n: u32 = black_box(1);
        let params = SimParamsC::new(black_box(&p));
        let dt: f32 = black_box(0.016);
        let energy_arg = black_box(energy_addr);
        let seed: u64 = black_box(42);
        let mut launch = stream.launch_builder(&function);
        launch
            .arg(&particles_arg)
            .arg(&n)
            .arg(&params)
            .arg(&dt)
            .arg(&energy_arg)
            .arg(&seed);
        // SAFETY: as for `raw`: the same values, pushed by cudarc's builder.
        unsafe { launch.launch(config) }.map(|_| ())
    };
    let checked_launch = |stream: &CudaStream| -> Result<(), DriverError> {
        let n: u32 = black_box(1);
        let dt: f32 = black_box(0.016);
        let seed: u64 = black_box(42);
        let mut launch = checked.launch_builder(stream);
        launch
            .address(DevicePtr::<u8>::new(black_box(particles_addr)))
            .arg(&n)
            .value(&black_box(p))
            .arg(&dt)
            .address(DevicePtr::<f32>::new(black_box(energy_addr)))
            .arg(&seed);
        // SAFETY: as for `ours`; the arguments are checked against the driver's parameters.
        match unsafe { launch.launch(config) } {
            Ok(()) => Ok(()),
            Err(LaunchError::Driver(e)) => Err(e),
            Err(e) => panic!("{e}"),
        }
    };
    // `cuLaunchKernel` acts on the calling thread's context; `KernelArgs::launch` binds it on
    // every call, as cudarc's launch builder does. Bound once here for the raw launches.
    context.bind_to_thread()?;
    for _ in 0..WARMUP {
        ours(&stream)?;
        packed(&stream)?;
        raw(&stream)?;
        builder(&stream)?;
        checked_launch(&stream)?;
    }
    stream.synchronize()?;

    type Launch<'a> = &'a dyn Fn(&CudaStream) -> Result<(), DriverError>;
    // Times `LAUNCHES` launches of each variant, alternating which goes first (so that neither
    // always follows a synchronize); `round_trip` includes the synchronize after each launch,
    // otherwise the stream is synchronized every `SYNC_EVERY` launches, untimed.
    let measure = |round_trip: bool| -> Result<[Vec<f64>; 5], DriverError> {
        let variants: [Launch; 5] = [&ours, &raw, &packed, &builder, &checked_launch];
        let mut samples: [Vec<f64>; 5] = Default::default();
        for i in 0..LAUNCHES {
            for k in (0..5).map(|j| (i + j) % 5) {
                if !round_trip && i % SYNC_EVERY == 0 {
                    stream.synchronize()?;
                }
                let t0 = Instant::now();
                variants[k](&stream)?;
                if round_trip {
                    stream.synchronize()?;
                }
                samples[k].push(t0.elapsed().as_nanos() as f64);
            }
        }
        stream.synchronize()?;
        Ok(samples)
    };
    let submit = measure(false)?;
    let round_trip = measure(true)?;

    println!("\n== summary: launch_latency ({LAUNCHES} launches each; median [p1 .. p99])");
    let mut round_trip_ratio = 0.0;
    let mut checked_ratio = 0.0;
    for (what, [mut ours, mut raw, mut packed, mut builder, mut checked]) in
        [("submit", submit), ("round trip", round_trip)]
    {
        let (om, olo, ohi) = summary(&mut ours);
        let (rm, rlo, rhi) = summary(&mut raw);
        let (pm, plo, phi) = summary(&mut packed);
        println!(
            "{what:<11} ptx-abi {om:>8.0} ns [{olo:.0} .. {ohi:.0}]   raw {rm:>8.0} ns [{rlo:.0} .. {rhi:.0}]   ratio {:.3}x",
            om / rm
        );
        println!(
            "{what:<11} packed  {pm:>8.0} ns [{plo:.0} .. {phi:.0}]   ratio to raw {:.3}x",
            pm / rm
        );
        let (bm, blo, bhi) = summary(&mut builder);
        let (cm, clo, chi) = summary(&mut checked);
        println!(
            "{what:<11} checked {cm:>8.0} ns [{clo:.0} .. {chi:.0}]   cudarc builder {bm:>8.0} ns [{blo:.0} .. {bhi:.0}]   ratio {:.3}x",
            cm / bm
        );
        round_trip_ratio = om / rm;
        checked_ratio = cm / bm;
    }
    println!(
        "launch latency (round trip) ptx-abi / raw: {round_trip_ratio:.3}x (target <= 1.02x: {})",
        if round_trip_ratio <= 1.02 {
            "met"
        } else {
            "MISSED"
        }
    );
    println!(
        "checked launch (round trip) / cudarc builder: {checked_ratio:.3}x (target <= 1.02x: {})",
        if checked_ratio <= 1.02 {
            "met"
        } else {
            "MISSED"
        }
    );
    Ok(())
}
