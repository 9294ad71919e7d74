//! Needs: the nightly toolchain with `rust-src` and ptxas; the launch, a GPU and
//! `--features cudarc` (without them it stops before the launch and says why).
//!
//! One type, a Rust kernel and a host program sharing it (`ABI.md` §12).
//!
//! `rust_kernel/particle.rs` defines `Particle` (`float3`s and two bit-fields) once, with
//! `#[derive(PtxAbi, DeviceView)]`; `rust_kernel/kernel.rs` is a Rust kernel reading the
//! particles through `View<Particle>`. This program compiles the kernel with the nightly
//! toolchain for `nvptx64-nvidia-cuda` (as `cargo +nightly rustc -Zbuild-std=core --target
//! nvptx64-nvidia-cuda -- --emit=asm` would), checks that rustc declared it as the host's
//! `kernels!` declaration says, assembles it with ptxas, and, with the `cudarc` feature and a
//! GPU, launches it on images the host marshalled and compares the results with the host's.
//!
//! ```text
//! rustup component add rust-src --toolchain nightly
//! cargo run --example 06_rust_kernel                      # everything up to the launch
//! cargo run --example 06_rust_kernel --features cudarc    # and the launch, on a GPU
//! ```
//!
//! `-- --emit-ptx FILE` also writes the kernel's PTX; `-- --ptx FILE` takes it from there instead
//! of building it (on a GPU machine without Rust: `tools/gpu-proof.sh`).

#[path = "rust_kernel/kernel.rs"]
#[allow(dead_code)] // type-checked on the host, launched on the device
mod kernel; // type-checked on the host too (`#[device_kernel]` makes it `extern "C"` here)
#[path = "rust_kernel/particle.rs"]
mod particle;

use std::path::PathBuf;

use particle::Particle;
use ptx_abi_build::nvrtc::{CudaVersion, Ptxas};
use ptx_abi_build::ptx_parse::Module;
use ptx_abi_core::kernels;
use ptx_abi_core::vector::Float3;
use ptx_abi_kernels::rust_kernel::{nvptx_unavailable, without_pointer_attribute, KernelCrate};

kernels! {
    /// The host's declaration of the Rust kernel: what it launches.
    pub extern "C" fn advance(particles: *const Particle, n: u32, dt: f32, out: *mut Float3);
}

/// What the kernel computes, on the host.
fn advance_on_host(particles: &[Particle], dt: f32) -> Vec<Float3> {
    particles
        .iter()
        .map(|p| {
            let k = dt * f32::from(p.charge);
            if p.alive {
                Float3::new(
                    p.pos.x + p.vel.x * k,
                    p.pos.y + p.vel.y * k,
                    p.pos.z + p.vel.z * k,
                )
            } else {
                p.pos
            }
        })
        .collect()
}

/// The kernel's PTX: built by rustc, or (`--ptx FILE`) read from a file an earlier run wrote with
/// `--emit-ptx FILE` (`tools/gpu-proof.sh`: the GPU machine has no Rust). `None` after saying
/// why, when rustc cannot build for nvptx64 here (an error under `PTX_ABI_REQUIRE_NVPTX=1`).
fn kernel_ptx(args: &[String]) -> Result<Option<String>, Box<dyn std::error::Error>> {
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .map(|i| {
                args.get(i + 1)
                    .map(PathBuf::from)
                    .ok_or(format!("{name} needs a file"))
            })
            .transpose()
    };
    let (prebuilt, emit) = (flag("--ptx")?, flag("--emit-ptx")?);
    if let Some(file) = prebuilt {
        let ptx = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        println!("the kernel's PTX from {} (built earlier)", file.display());
        return Ok(Some(ptx));
    }
    if let Some(why) = nvptx_unavailable() {
        assert!(
            !std::env::var("PTX_ABI_REQUIRE_NVPTX").is_ok_and(|v| v == "1"),
            "PTX_ABI_REQUIRE_NVPTX=1, and the Rust kernel cannot be built: {why}"
        );
        println!("Rust kernel build skipped: {why}");
        return Ok(None);
    }
    // The kernel crate `examples/rust_kernel` (`lib.rs` over the two shared files).
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let ptx = KernelCrate::new(root.join("examples/rust_kernel"))
        .target_dir(root.join("target/rust-kernel-example"))
        .offline(true)
        .build()?;
    if let Some(file) = emit {
        std::fs::write(&file, &ptx).map_err(|e| format!("{}: {e}", file.display()))?;
    }
    Ok(Some(ptx))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(ptx) = kernel_ptx(&args)? else {
        return Ok(());
    };

    // rustc's declaration against the host's (`kernels!`): the same parameters, pointers apart
    // from rustc's `.ptr .align` hint (ABI.md §12).
    let rustc = Module::parse(&ptx);
    let rustc = rustc
        .entry("advance")
        .ok_or("no `.entry advance` in rustc's PTX")?;
    let ours = Module::parse(&format!("{}\n{{\n}}\n", advance::SIGNATURE.ptx_header()));
    let ours = ours.entry("advance").ok_or("no header")?;
    let rustc_params: Vec<String> = rustc
        .params
        .iter()
        .map(|p| without_pointer_attribute(p))
        .collect();
    assert_eq!(
        rustc_params, ours.params,
        "rustc's .entry and the host's declaration"
    );
    println!("rustc declared the kernel as the host's kernels! does:");
    for p in &rustc.params {
        println!("    {p}");
    }
    // ptxas of any CUDA for sm_90, and CUDA 12's (the last to support it) for sm_70 where found.
    for (version, arch) in [(None, "sm_90"), (Some(CudaVersion::Cuda12), "sm_70")] {
        match Ptxas::find(version) {
            Ok(ptxas) if ptxas.supports(arch) => {
                ptxas.assemble(&ptx, arch)?;
                let (major, minor) = ptxas.version();
                println!("ptxas {major}.{minor} assembled it for {arch}");
            }
            Ok(_) => {}
            Err(e) if version.is_none() => {
                return Err(
                    format!("ptxas: {e} (tools/install-oracle.sh, or set PTX_ABI_PTXAS)").into(),
                )
            }
            Err(e) => println!("no CUDA 12 ptxas, not assembled for {arch}: {e}"),
        }
    }

    let particles: Vec<Particle> = (0..1000)
        .map(|i| Particle {
            pos: Float3::new(i as f32, -(i as f32), 0.5),
            vel: Float3::new(1.0, 2.0, -4.0),
            charge: (i % 8) as i8 - 4,
            alive: i % 3 != 0,
        })
        .collect();
    let dt = 0.25;
    let expected = advance_on_host(&particles, dt);
    match launch(&ptx, &particles, dt) {
        Ok(device) => {
            assert_eq!(device, expected, "the GPU's positions and the host's");
            println!(
                "launched on the GPU: {} particles, equal to the host's",
                particles.len()
            );
        }
        Err(why) => {
            assert!(
                !std::env::var("PTX_ABI_REQUIRE_GPU").is_ok_and(|v| v == "1"),
                "PTX_ABI_REQUIRE_GPU=1, and the launch was skipped: {why}"
            );
            println!("launch skipped: {why}");
        }
    }
    Ok(())
}

#[cfg(not(feature = "cudarc"))]
fn launch(_: &str, _: &[Particle], _: f32) -> Result<Vec<Float3>, String> {
    Err(
        "built without the `cudarc` feature (cargo run --example 06_rust_kernel --features cudarc)"
            .to_owned(),
    )
}

#[cfg(feature = "cudarc")]
fn launch(ptx: &str, particles: &[Particle], dt: f32) -> Result<Vec<Float3>, String> {
    use ptx_abi_core::gpu::cudarc::driver::LaunchConfig;
    use ptx_abi_core::gpu::cudarc::nvrtc::Ptx;
    use ptx_abi_core::gpu::DeviceImages;

    // No driver or no device: why, rather than cudarc's panic.
    let context = ptx_abi_core::gpu::open_device(0).map_err(|e| e.to_string())?;
    let stream = context.default_stream();
    let run = || -> Result<Vec<Float3>, Box<dyn std::error::Error>> {
        let module = context.load_module(Ptx::from_src(ptx))?;
        let function = module.load_function("advance")?;
        advance::SIGNATURE.check_function(&context, &function)?;
        // The device images, padding zeroed and bit-fields packed, as the kernel's view reads
        // them, in buffers that know their element types.
        let images = DeviceImages::upload(&stream, particles)?;
        let mut out = DeviceImages::<Float3>::zeroed(&stream, particles.len())?;
        let n = particles.len() as u32;
        // SAFETY: `function` is `advance` (parameters checked above); `images` holds `n`
        // particle images and `out` room for `n` `float3`s.
        unsafe {
            advance::launch(
                &stream,
                &function,
                LaunchConfig::for_num_elems(n),
                &images,
                n,
                dt,
                &mut out,
            )
        }?;
        Ok(out.download(&stream)?)
    };
    Ok(run().unwrap_or_else(|e| panic!("on the GPU: {e}")))
}
