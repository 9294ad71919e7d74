//! Needs: NVRTC and ptxas (`tools/install-oracle.sh`); the launch, an sm_90 or newer GPU and
//! `--features cudarc` (without them it stops before the launch and says why).
//!
//! A TMA kernel (Hopper, sm_90) taking `const __grid_constant__ CUtensorMap` by value, declared
//! once with `kernels!` and launched both ways the driver offers: through `kernelParams`, and as a
//! packed parameter buffer (`CU_LAUNCH_PARAM_BUFFER_POINTER`) laid out for the loaded kernel. A
//! tensor map is aligned 64 (CUDA 12's `cuda.h`) or 128 (CUDA 13's), and for parameters aligned
//! above 16 the driver's layout of the block differs from the PTX declarations' (`ABI.md`), which
//! is why a packed buffer is built per GPU family and checked against the loaded kernel.
//!
//! ```sh
//! cargo run --example 05_tma_tile                    # NVRTC (12 and 13, those found), ptxas sm_90, layouts
//! cargo run --example 05_tma_tile --features cudarc  # and, on an sm_90 GPU, cuTensorMapEncodeTiled and both launches
//! ```
//!
//! The kernel (`examples/cuda/tile_sums.cu`) loads 16 x 16 tiles of a 2D float array with
//! `cp.async.bulk.tensor` and writes each row's sum, scaled; the host computes the same sums.

use ptx_abi_build::nvrtc::{CudaVersion, Nvrtc, Ptxas};
use ptx_abi_build::ptx_parse;
use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::kernel::ParamLayout;
use ptx_abi_core::{DevicePtr, PtxAbi};

/// Which tiles to sum, and how to scale the sums. Every bit-field is an `unsigned int`: bit-fields
/// of one type size are laid out alike on Linux and Windows (`ABI.md` §4a).
#[derive(PtxAbi, Clone, Copy, Debug)]
#[repr(C)]
#[ptx(assert(size = 8, align = 4))]
pub struct TileJob {
    scale: f32,
    #[ptx(bits = 12)]
    first_tile_x: u32,
    #[ptx(bits = 12)]
    tile_y: u32,
    #[ptx(bits = 1)]
    negate: u32,
}

/// The kernel as CUDA 12's `cuda.h` declares its tensor map (aligned 64).
mod cuda12 {
    use ptx_abi_core::handles::CuTensorMapCuda12;
    use ptx_abi_core::kernels;
    kernels! {
        pub extern "C" fn tile_sums(map: CuTensorMapCuda12, job: super::TileJob, sums: *mut f32);
    }
}

/// The kernel as CUDA 13's `cuda.h` declares its tensor map (aligned 128).
mod cuda13 {
    use ptx_abi_core::handles::CuTensorMapCuda13;
    use ptx_abi_core::kernels;
    kernels! {
        pub extern "C" fn tile_sums(map: CuTensorMapCuda13, job: super::TileJob, sums: *mut f32);
    }
}

const TILE: usize = 16;

/// The sums each launch wrote, with how it was launched.
type Sums = Vec<(&'static str, Vec<f32>)>;
const WIDTH: usize = 256;
const HEIGHT: usize = 64;

fn data() -> Vec<f32> {
    (0..WIDTH * HEIGHT)
        .map(|i| ((i * 7919) % 1000) as f32 * 0.125)
        .collect()
}

/// The kernel's sums, on the host, in the same order of additions.
fn sums_on_host(data: &[f32], job: &TileJob, tiles: usize) -> Vec<f32> {
    let mut out = Vec::new();
    for t in 0..tiles {
        let x = (job.first_tile_x as usize + t) * TILE;
        let y = job.tile_y as usize * TILE;
        for row in 0..TILE {
            let mut sum = 0.0f32;
            for c in 0..TILE {
                sum += data[(y + row) * WIDTH + x + c];
            }
            sum *= job.scale;
            out.push(if job.negate != 0 { -sum } else { sum });
        }
    }
    out
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let job = TileJob {
        scale: 0.5,
        first_tile_x: 2,
        tile_y: 1,
        negate: 1,
    };
    let header = CudaHeader::new()
        .include_guard("TILE_JOB_H")
        .with::<TileJob>()
        .render();
    let dir = std::env::temp_dir().join(format!("ptx-abi-tma-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    std::fs::write(dir.join("tile_job.h"), &header)?;
    let include = format!("-I{}", dir.display());

    // The declarations: natural offsets (the PTX's), and the packed block sm_90's driver uses.
    for (cuda, signature, bytes) in [
        (
            12,
            &cuda12::tile_sums::SIGNATURE,
            cuda12::tile_sums::PARAM_BYTES,
        ),
        (
            13,
            &cuda13::tile_sums::SIGNATURE,
            cuda13::tile_sums::PARAM_BYTES,
        ),
    ] {
        println!("CUDA {cuda}: {}", signature.cuda_prototype());
        println!(
            "  natural offsets {:?}, {bytes} bytes",
            signature.param_offsets::<3>()
        );
    }
    let args12 = cuda12::tile_sums::args(Default::default(), job, DevicePtr::new(0));
    let args13 = cuda13::tile_sums::args(Default::default(), job, DevicePtr::new(0));
    println!(
        "  packed for sm_90: CUDA 12 {:?}, CUDA 13 {:?}",
        args12.packed(ParamLayout::for_sm(90)).offsets(),
        args13.packed(ParamLayout::for_sm(90)).offsets()
    );

    // NVRTC compiles the kernel with each CUDA found; its .entry must be kernels!'s.
    let mut compiled = Vec::new();
    for (version, ours) in [
        (
            CudaVersion::Cuda12,
            cuda12::tile_sums::SIGNATURE.ptx_header(),
        ),
        (
            CudaVersion::Cuda13,
            cuda13::tile_sums::SIGNATURE.ptx_header(),
        ),
    ] {
        let Ok(nvrtc) = Nvrtc::load(version) else {
            println!("no NVRTC of CUDA {version} here: skipped");
            continue;
        };
        let (major, minor) = nvrtc.version();
        let ptx = nvrtc
            .compile(
                include_str!("cuda/tile_sums.cu"),
                "tile_sums.cu",
                &[&include, "--gpu-architecture=compute_90", "--fmad=false"],
            )
            .map_err(|e| format!("NVRTC {major}.{minor}: {e}"))?;
        let ours = ptx_parse::entry(&format!("{ours}\n{{\n\tret;\n}}\n"), "tile_sums")
            .ok_or("our header parses")?;
        let theirs = ptx_parse::entry(&ptx, "tile_sums").ok_or("NVRTC's PTX has tile_sums")?;
        assert_eq!(theirs.params, ours.params, "NVRTC {major}.{minor}");
        Ptxas::find(version)?.assemble(&ptx, "sm_90")?;
        println!("NVRTC {major}.{minor}: .entry tile_sums as kernels! declares it; ptxas assembled it for sm_90");
        compiled.push((major, ptx));
    }
    if compiled.is_empty() {
        return Err("no NVRTC found: run tools/install-oracle.sh, or set PTX_ABI_NVRTC".into());
    }

    let data = data();
    let tiles = 4;
    let expected = sums_on_host(&data, &job, tiles);
    match launch(&compiled, &data, job, tiles) {
        Ok(results) => {
            for (how, sums) in results {
                assert_eq!(sums, expected, "{how}");
                println!(
                    "launched through {how}: {} row sums, equal to the host's",
                    sums.len()
                );
            }
        }
        Err(why) => {
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

#[cfg(not(feature = "cudarc"))]
fn launch(_: &[(i32, String)], _: &[f32], _: TileJob, _: usize) -> Result<Sums, String> {
    Err(
        "built without the `cudarc` feature (cargo run --example 05_tma_tile --features cudarc)"
            .to_owned(),
    )
}

#[cfg(feature = "cudarc")]
fn launch(
    compiled: &[(i32, String)],
    data: &[f32],
    job: TileJob,
    tiles: usize,
) -> Result<Sums, String> {
    use ptx_abi_core::gpu::cudarc::driver::{sys, DevicePtrMut as _, LaunchConfig};
    use ptx_abi_core::gpu::cudarc::nvrtc::Ptx;
    use ptx_abi_core::handles::{CuTensorMapCuda12, CuTensorMapCuda13};

    // No driver or no device: why, rather than cudarc's panic.
    let context = ptx_abi_core::gpu::open_device(0).map_err(|e| e.to_string())?;
    let (major, _) = context.compute_capability().map_err(|e| format!("{e:?}"))?;
    if major < 9 {
        return Err(format!("TMA needs sm_90 or newer; this GPU is sm_{major}x"));
    }
    let mut driver = 0;
    // SAFETY: `cuDriverGetVersion` writes one int through a valid pointer.
    unsafe { sys::cuDriverGetVersion(&mut driver) }
        .result()
        .map_err(|e| format!("{e:?}"))?;
    let driver_major = driver / 1000;
    // The newest CUDA whose PTX this driver loads, and its tensor map.
    let Some((cuda, ptx)) = compiled.iter().rfind(|(m, _)| *m <= driver_major) else {
        return Err(format!(
            "no PTX of a CUDA this driver ({driver_major}.x) loads"
        ));
    };
    let stream = context.default_stream();
    let run = || -> Result<Sums, Box<dyn std::error::Error>> {
        let module = context.load_module(Ptx::from_src(ptx.as_str()))?;
        let function = module.load_function("tile_sums")?;
        let mut global = stream.clone_htod(data)?;
        let mut sums = stream.alloc_zeros::<f32>(tiles * TILE)?;
        let mut map = sys::CUtensorMap { opaque: [0; 16] };
        {
            let (address, _sync) = global.device_ptr_mut(&stream);
            let dims = [WIDTH as u64, HEIGHT as u64];
            let strides = [(WIDTH * 4) as u64];
            let boxes = [TILE as u32, TILE as u32];
            let element_strides = [1u32, 1];
            // SAFETY: `map` is a tensor map to write; the arrays have `rank` (2) entries
            // (`rank - 1` strides); `address` is a live allocation of WIDTH x HEIGHT floats.
            unsafe {
                sys::cuTensorMapEncodeTiled(
                    &mut map,
                    sys::CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
                    2,
                    address as *mut core::ffi::c_void,
                    dims.as_ptr(),
                    strides.as_ptr(),
                    boxes.as_ptr(),
                    element_strides.as_ptr(),
                    sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
                    sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_NONE,
                    sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_NONE,
                    sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
                )
            }
            .result()?;
        }
        let config = LaunchConfig {
            grid_dim: (tiles as u32, 1, 1),
            block_dim: (32, 1, 1),
            shared_mem_bytes: 0,
        };
        let mut results = Vec::new();
        for packed in [false, true] {
            // The packed launch takes `args(...)`, whose pointers are raw `DevicePtr`s (the
            // unchecked path): the guard of `sums` is held across the launch, and recorded after.
            let (address, _sync) = sums.device_ptr_mut(&stream);
            let out = DevicePtr::new(address);
            // SAFETY: `function` is `tile_sums` of the matching CUDA (its parameters are checked
            // against ours by `check_function`, and a packed buffer against the loaded kernel's
            // offsets by `launch_packed`); `map` describes `global`, live for the launch; `out`
            // holds the `tiles * 16` floats the kernel writes.
            if *cuda >= 13 {
                cuda13::tile_sums::SIGNATURE.check_function(&context, &function)?;
                let args =
                    cuda13::tile_sums::args(CuTensorMapCuda13 { opaque: map.opaque }, job, out);
                if packed {
                    unsafe { args.launch_packed(&stream, &function, config) }?
                } else {
                    unsafe { args.launch(&stream, &function, config) }?
                }
            } else {
                cuda12::tile_sums::SIGNATURE.check_function(&context, &function)?;
                let args =
                    cuda12::tile_sums::args(CuTensorMapCuda12 { opaque: map.opaque }, job, out);
                if packed {
                    unsafe { args.launch_packed(&stream, &function, config) }?
                } else {
                    unsafe { args.launch(&stream, &function, config) }?
                }
            }
            drop(_sync);
            stream.synchronize()?;
            let how = if packed {
                "a packed buffer"
            } else {
                "kernelParams"
            };
            results.push((how, stream.clone_dtoh(&sums)?));
        }
        Ok(results)
    };
    Ok(run().unwrap_or_else(|e| panic!("on the GPU: {e}")))
}
