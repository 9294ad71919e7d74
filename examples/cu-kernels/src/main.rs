//! Kernels written in CUDA C++ (`kernels/*.cu`), compiled by the build script, launched from
//! Rust with their declarations and types imported and checked: nothing is declared twice.

use ptx_abi_core::vector::{Float3, Float4};
use ptx_abi_core::{to_device_bytes, PtxAbi};

/// The step's parameters, defined here in Rust; the build script checks them member by member
/// against `sim::SimParams` in `kernels/particles.cuh` (a difference fails `cargo build`).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct SimParams {
    pub gravity: Float4,
    pub dt: f32,
    #[ptx(bits = 3)]
    pub mode: u32,
    #[ptx(bits = 1)]
    pub wrap: bool,
    #[ptx(bits = 4)]
    pub substeps: u32,
}

mod kernels {
    include!(concat!(env!("OUT_DIR"), "/ptx_abi_cu.rs"));
}

use kernels::{attend, step, tile, Boundary, Particle};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("compiled by {}:", step::MODULE.compiler);
    for module in [&attend::MODULE, &step::MODULE, &tile::MODULE] {
        println!("  {}: {}", module.source, module.describe());
    }
    for sig in [
        step::step::SIGNATURE,
        step::kinetic_energy::SIGNATURE,
        step::scale_f32::SIGNATURE,
        step::scale_f64::SIGNATURE,
        tile::tile_info::SIGNATURE,
        attend::attend::SIGNATURE,
    ] {
        println!("{}", sig.ptx_header());
    }

    let params = SimParams {
        gravity: Float4::new(0.0, -9.8, 0.0, 0.0),
        dt: 0.01,
        mode: 2,
        wrap: true,
        substeps: 3,
    };
    let particles: Vec<Particle> = (0..256)
        .map(|i| Particle {
            pos: Float3::new(i as f32, 10.0, 0.0),
            vel: Float3::new(0.0, 0.0, 1.0),
            mass: 1.0,
            id: i,
        })
        .collect();
    // The argument block as the kernel receives it: marshalled by the imported declaration.
    let args = step::step::args(
        ptx_abi_core::DevicePtr::new(0x7f00_0000_0000),
        particles.len() as i32,
        params,
        Boundary::Wall,
    );
    println!(
        "step's parameter block: {} bytes; params image: {:02x?}",
        args.natural_bytes().len(),
        to_device_bytes(&params)
    );
    launch(&particles, params)
}

#[cfg(not(feature = "cudarc"))]
fn launch(_: &[Particle], _: SimParams) -> Result<(), Box<dyn std::error::Error>> {
    println!("launch skipped: built without the `cudarc` feature");
    Ok(())
}

#[cfg(feature = "cudarc")]
fn launch(particles: &[Particle], params: SimParams) -> Result<(), Box<dyn std::error::Error>> {
    use ptx_abi_core::gpu::cudarc::driver::LaunchConfig;
    use ptx_abi_core::gpu::{download_slice, upload_slice, CheckedFunction};
    // No driver or no device: why, rather than cudarc's panic.
    let ctx = match ptx_abi_core::gpu::open_device(0) {
        Ok(ctx) => ctx,
        // The GPU proof runs this with PTX_ABI_REQUIRE_GPU=1: there, no GPU is a failure.
        Err(why) if std::env::var("PTX_ABI_REQUIRE_GPU").is_ok_and(|v| v == "1") => {
            return Err(format!("PTX_ABI_REQUIRE_GPU=1, and the launch was skipped: {why}").into());
        }
        Err(why) => {
            println!("launch skipped: {why}");
            return Ok(());
        }
    };
    let stream = ctx.default_stream();
    let module = step::MODULE.load(&ctx)?;
    let function = module.load_function(&step::step::SIGNATURE.symbol())?;
    step::step::SIGNATURE.check_function(&ctx, &function)?;
    // `DeviceImages<Particle>`: the `Particle *` parameter takes it by `&mut`.
    let mut device = upload_slice(&stream, particles)?;
    let n = particles.len();
    // SAFETY: `function` is `step` from the module its declaration was imported from
    // (checked against every image at build time, and just above against the loaded
    // function); `device` holds the `n` particle images the kernel reads and writes.
    unsafe {
        step::step::launch(
            &stream,
            &function,
            LaunchConfig::for_num_elems(n as u32),
            &mut device,
            n as i32,
            params,
            Boundary::Wall,
        )?;
    }
    stream.synchronize()?;
    let back: Vec<Particle> = download_slice(&stream, &device)?;
    let dt = params.dt;
    let steps = params.substeps + 1;
    let mut vy = 0.0f32;
    let mut y = 10.0f32;
    for _ in 0..steps {
        vy += params.gravity.y * dt;
        y += vy * dt;
    }
    let worst = back
        .iter()
        .map(|p| (p.pos.y - y).abs().max((p.vel.y - vy).abs()))
        .fold(0.0f32, f32::max);
    println!("launched `step` on {n} particles: largest difference from the host's step {worst:e}");
    if worst > 1e-5 {
        return Err(format!("the GPU's step differs from the host's by {worst}").into());
    }

    // The same module's `kinetic_energy` launched checked, as a kernel no declaration covers
    // would be: each argument compared with the parameters the driver reports for it.
    let symbol = step::kinetic_energy::SIGNATURE.symbol();
    let kinetic = CheckedFunction::new(&ctx, module.load_function(&symbol)?, "kinetic_energy")?;
    let mut energy = stream.alloc_zeros::<f32>(n)?;
    let count = n as i32;
    // SAFETY: `kinetic_energy` reads `count` particle images of `device` and writes as many
    // floats of `energy`.
    unsafe {
        kinetic
            .launch_builder(&stream)
            .buffer(&device)
            .arg(&count)
            .buffer_mut(&mut energy)
            .launch(LaunchConfig::for_num_elems(n as u32))?;
    }
    let energy = stream.clone_dtoh(&energy)?;
    let worst = back
        .iter()
        .zip(&energy)
        .map(|(p, e)| {
            let v = p.vel;
            (0.5 * p.mass * (v.x * v.x + v.y * v.y + v.z * v.z) - e).abs()
        })
        .fold(0.0f32, f32::max);
    println!(
        "launched `kinetic_energy` checked ({} parameters from the driver): largest difference \
         from the host's {worst:e}",
        kinetic.params().params.len()
    );
    if worst > 1e-5 {
        return Err(format!("the GPU's energies differ from the host's by {worst}").into());
    }
    launch_attention(&ctx)
}

/// `attend` and `attend_copy`: a params struct that derives from a base (`FwdParams :
/// QkvParams`, its base the member `base_QkvParams`), by value as `__grid_constant__` and as a
/// copy, through the generated launchers; each row's result compared with the host's.
#[cfg(feature = "cudarc")]
fn launch_attention(
    ctx: &std::sync::Arc<ptx_abi_core::gpu::cudarc::driver::CudaContext>,
) -> Result<(), Box<dyn std::error::Error>> {
    use kernels::{FwdParams, QkvParams};
    use ptx_abi_core::gpu::cudarc::driver::{DevicePtr as _, DevicePtrMut as _, LaunchConfig};
    use ptx_abi_core::DevicePtr;
    let (rows, dim) = (300usize, 8usize);
    let q: Vec<f32> = (0..rows * dim).map(|i| (i % 7) as f32 * 0.5).collect();
    let k: Vec<f32> = (0..rows * dim).map(|i| (i % 5) as f32 - 1.0).collect();
    let scale = 0.25f32;
    let expected: Vec<f32> = (0..rows)
        .map(|r| {
            scale
                * (0..dim)
                    .map(|i| q[r * dim + i] * k[r * dim + i])
                    .sum::<f32>()
        })
        .collect();
    let stream = ctx.default_stream();
    let module = attend::MODULE.load(ctx)?;
    let (q_dev, k_dev) = (stream.clone_htod(&q)?, stream.clone_htod(&k)?);
    for (name, signature) in [
        ("attend", &attend::attend::SIGNATURE),
        ("attend_copy", &attend::attend_copy::SIGNATURE),
    ] {
        let function = module.load_function(&signature.symbol())?;
        signature.check_function(ctx, &function)?;
        let mut out = stream.alloc_zeros::<f32>(rows)?;
        {
            // The struct holds raw addresses (the unchecked path): the buffers' guards are
            // held across the launch.
            let (q_at, _q) = q_dev.device_ptr(&stream);
            let (k_at, _k) = k_dev.device_ptr(&stream);
            let (out_at, _out) = out.device_ptr_mut(&stream);
            let params = FwdParams {
                base_QkvParams: QkvParams {
                    q: DevicePtr::new(q_at),
                    k: DevicePtr::new(k_at),
                    dim: dim as i32,
                },
                out: DevicePtr::new(out_at),
                scale,
                rows: rows as i32,
            };
            let config = LaunchConfig::for_num_elems(rows as u32);
            // SAFETY: `function` is the kernel `signature` declares (checked just above);
            // `q` and `k` hold `rows * dim` floats, `out` `rows`, all live for the launch.
            unsafe {
                if name == "attend" {
                    attend::attend::launch(&stream, &function, config, params)?;
                } else {
                    attend::attend_copy::launch(&stream, &function, config, params)?;
                }
            }
        }
        let got = stream.clone_dtoh(&out)?;
        let worst = got
            .iter()
            .zip(&expected)
            .map(|(g, e)| (g - e).abs())
            .fold(0.0f32, f32::max);
        println!(
            "launched `{name}` (FwdParams with its base QkvParams, 40 bytes by value): largest \
             difference from the host's {worst:e}"
        );
        if worst > 1e-4 {
            return Err(format!("`{name}` differs from the host's by {worst}").into());
        }
    }
    Ok(())
}
