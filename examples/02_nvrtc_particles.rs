//! Needs: NVRTC and ptxas (`tools/install-oracle.sh`, or a CUDA toolkit); the launch, a GPU
//! and `--features cudarc` (without them it stops before the launch and says why).
//!
//! The workflow most users have, end to end: a CUDA C++ kernel in its own file
//! (`examples/cuda/particles.cu`) includes the header generated from the Rust types
//! (`CudaHeader`), NVRTC compiles it at run time (found as the oracle finds it: `PTX_ABI_NVRTC`,
//! `/usr/local/cuda`, or `tools/install-oracle.sh`'s `.oracle/`), ptxas assembles it, and the
//! kernel, declared once with `kernels!`, is launched on a slice of particles holding vectors,
//! bit-fields and an enum; the results are read back (checked) and compared with the same step
//! computed on the host.
//!
//! ```sh
//! cargo run --example 02_nvrtc_particles                    # everything up to the launch
//! cargo run --example 02_nvrtc_particles --features cudarc  # and the launch, on a GPU
//! ```
//!
//! Without a GPU (or without the `cudarc` feature) it says on one line that the launch was
//! skipped, and why; with `PTX_ABI_REQUIRE_GPU=1` that is an error.

use ptx_abi_build::cubin::{check_images, read_cubin, Declared, Image};
use ptx_abi_build::nvrtc::{Nvrtc, Ptxas};
use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::vector::{Float3, Float4};
use ptx_abi_core::{kernels, slice, PtxAbi};

#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
enum Species {
    Electron = 1,
    Proton = 2,
    Ion = 3,
}

/// 48 bytes aligned 16 on the device (`float4` is aligned 16); the bit-fields share one
/// `unsigned short` unit (spec 1.3).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Particle {
    pos: Float3,
    /// `w` is the mass.
    vel: Float4,
    #[ptx(bits = 2)]
    species: Species,
    #[ptx(bits = 1)]
    alive: bool,
    #[ptx(bits = 13)]
    age: u16,
    #[ptx(bits = 6)]
    kicks: i8,
}

#[derive(PtxAbi, Clone, Copy, Debug)]
#[repr(C)]
struct StepParams {
    gravity: Float3,
    dt: f32,
    floor: f32,
    #[ptx(bits = 4)]
    substeps: u8,
    #[ptx(bits = 1)]
    kill_below_floor: bool,
}

kernels! {
    /// `examples/cuda/particles.cu`.
    pub extern "C" fn step(particles: *mut Particle, n: u32, params: StepParams);
}

/// The kernel's step, on the host, in the same order of operations (NVRTC compiles with
/// `--fmad=false`, so that no multiply-add is fused and the results are bit for bit the same).
fn step_on_host(p: &mut Particle, params: &StepParams) {
    if !p.alive {
        return;
    }
    for _ in 0..params.substeps {
        p.vel.x += params.gravity.x * params.dt;
        p.vel.y += params.gravity.y * params.dt;
        p.vel.z += params.gravity.z * params.dt;
        p.pos.x += p.vel.x * params.dt;
        p.pos.y += p.vel.y * params.dt;
        p.pos.z += p.vel.z * params.dt;
    }
    p.age += 1;
    if p.species == Species::Ion {
        p.vel.w *= 0.5;
    }
    if params.kill_below_floor && p.pos.y < params.floor {
        p.alive = false;
        p.kicks = -p.kicks;
    }
}

fn particles(n: usize) -> Vec<Particle> {
    (0..n)
        .map(|i| {
            let f = i as f32;
            Particle {
                pos: Float3::new(f * 0.5, 2.0 + (i % 7) as f32, -f),
                vel: Float4::new(1.0, 0.5 * f, -0.25, 1.0 + f),
                species: [Species::Electron, Species::Proton, Species::Ion][i % 3],
                alive: i % 5 != 4,
                age: (i * 37 % 8000) as u16,
                kicks: (i % 61) as i8 - 30,
            }
        })
        .collect()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let params = StepParams {
        gravity: Float3::new(0.0, -9.8, 0.0),
        dt: 0.05,
        floor: 1.0,
        substeps: 4,
        kill_below_floor: true,
    };
    let n = 1000;
    let host = particles(n);

    // 1. The header, from the Rust types, beside the kernel's source.
    let types = CudaHeader::new()
        .include_guard("PARTICLES_H")
        .with::<Particle>()
        .with::<StepParams>();
    let header = types.render();
    let dir = std::env::temp_dir().join(format!("ptx-abi-example-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    std::fs::write(dir.join("particles.h"), &header)?;
    println!(
        "wrote {} ({} lines)",
        dir.join("particles.h").display(),
        header.lines().count()
    );

    // 2. NVRTC compiles the kernel; its static_asserts check every size, alignment and offset.
    // `compile` targets the oldest architecture this NVRTC supports (no -rdc): PTX that every
    // GPU it knows can load.
    // The error says where it looked and how to point at NVRTC.
    let nvrtc = Nvrtc::load(None)?;
    let include = format!("-I{}", dir.display());
    let ptx = nvrtc
        .compile(
            include_str!("cuda/particles.cu"),
            "particles.cu",
            &[&include, "--fmad=false"],
        )
        .map_err(|e| format!("NVRTC: {e}"))?;
    let (major, minor) = nvrtc.version();
    let target = ptx
        .lines()
        .find_map(|l| l.strip_prefix(".target "))
        .unwrap_or("?");
    println!(
        "NVRTC {major}.{minor} compiled particles.cu for {target}: {} lines of PTX",
        ptx.lines().count()
    );

    // The header leaves each type's layout record in the PTX: a kernel built from a header older
    // than the Rust types is reported here, with the member that moved.
    types.check_ptx(&ptx)?;
    println!("the PTX's layout records match the Rust types (the header is current)");

    // 3. The kernel NVRTC compiled takes its parameters as `kernels!` declares them: the PTX's
    //    `.entry` (sizes and alignments) and the cubin ptxas assembles for sm_90 (each
    //    parameter's offset and size in sm_90's layout), against the declaration.
    let ptxas = Ptxas::find(None).map_err(|e| format!("ptxas: {e}"))?;
    let cubin = read_cubin(&ptxas.assemble_to_cubin(&ptx, "sm_90")?)?;
    let report = check_images(
        &[Declared::of(&step::SIGNATURE)],
        &[
            Image::Ptx {
                sm: 0,
                text: ptx.clone(),
            },
            Image::Cubin(cubin),
        ],
    );
    if !report.is_clean() {
        return Err(format!("the compiled kernel is not the declared one:\n{report}").into());
    }
    println!(
        "NVRTC's PTX and ptxas's sm_90 cubin take `step`'s {} parameters as kernels! declares them",
        step::SIGNATURE.params.len()
    );

    // 4. The images the kernel reads: padding zeroed, bit-fields packed and range-checked.
    let images = slice::try_to_device_bytes(&host)?;
    assert_eq!(images.len(), n * 48);
    let mut expected = host.clone();
    for p in &mut expected {
        step_on_host(p, &params);
    }

    // 5. The launch, and the results read back (bools, enums checked; signed bit-fields
    //    sign-extended) and compared with the host's step.
    match launch(&ptx, &host, params) {
        Ok(device) => {
            assert_eq!(device, expected, "the GPU's step and the host's");
            let dead = device.iter().filter(|p| !p.alive).count();
            println!("launched on the GPU: {n} particles stepped, {dead} below the floor or dead; equal to the host's step");
        }
        Err(Skipped(why)) => {
            assert!(
                !std::env::var("PTX_ABI_REQUIRE_GPU").is_ok_and(|v| v == "1"),
                "PTX_ABI_REQUIRE_GPU=1, and the launch was skipped: {why}"
            );
            println!("launch skipped: {why}");
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    Ok(())
}

/// Why the launch did not happen.
struct Skipped(String);

#[cfg(not(feature = "cudarc"))]
fn launch(_: &str, _: &[Particle], _: StepParams) -> Result<Vec<Particle>, Skipped> {
    Err(Skipped(
        "built without the `cudarc` feature (cargo run --example 02_nvrtc_particles --features cudarc)"
            .to_owned(),
    ))
}

#[cfg(feature = "cudarc")]
fn launch(ptx: &str, host: &[Particle], params: StepParams) -> Result<Vec<Particle>, Skipped> {
    use ptx_abi_core::gpu::cudarc::driver::LaunchConfig;
    use ptx_abi_core::gpu::cudarc::nvrtc::Ptx;
    use ptx_abi_core::gpu::{download_slice, upload_slice};

    // No driver or no device: why, rather than cudarc's panic.
    let context = ptx_abi_core::gpu::open_device(0).map_err(|e| Skipped(e.to_string()))?;
    let stream = context.default_stream();
    let failed = |e: &dyn std::fmt::Debug| -> Skipped { panic!("on the GPU: {e:?}") };
    let module = context
        .load_module(Ptx::from_src(ptx))
        .map_err(|e| failed(&e))?;
    let function = module.load_function("step").map_err(|e| failed(&e))?;
    step::SIGNATURE
        .check_function(&context, &function)
        .map_err(|e| failed(&e))?;
    // A buffer of `Particle` images (`DeviceImages<Particle>`): the `Particle *` parameter
    // takes it by `&mut`, and the launch records cudarc's write event for it.
    let mut buffer = upload_slice(&stream, host).map_err(|e| failed(&e))?;
    let n = host.len() as u32;
    // SAFETY: `function` is `step` (its parameters checked just above), and `buffer` holds
    // `n` particle images, all the kernel reads and writes.
    unsafe {
        step::launch(
            &stream,
            &function,
            LaunchConfig::for_num_elems(n),
            &mut buffer,
            n,
            params,
        )
    }
    .map_err(|e| failed(&e))?;
    stream.synchronize().map_err(|e| failed(&e))?;
    download_slice(&stream, &buffer).map_err(|e| failed(&e))
}
