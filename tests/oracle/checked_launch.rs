//! A checked launch's comparison (`ptx_abi_core::kernel::check_args`, what `CheckedLaunch`
//! runs before `cuLaunchKernel`) on kernels in the shapes of driver-API samples (`tests/cu/`),
//! compiled by NVRTC 12.9 and assembled by
//! `ptxas` for sm_75 and sm_90, each kernel's parameters read from its cubin's
//! `EIATTR_KPARAM_INFO` (`Cubin::function_params`: what `CheckedFunction::with_params` takes on
//! a driver before 12.4, and what `cuFuncGetParamInfo` reports on newer ones). The arguments a
//! Rust caller pushes for each kernel's C signature pass; the stale call sites users report
//! (one argument short, one too many, a 32-bit integer for a `size_t`, a handle passed as an
//! `unsigned`) are refused, naming the parameter.

use std::path::Path;

use ptx_abi_build::cubin::read_cubin;
use ptx_abi_build::nvrtc::CudaVersion;
use ptx_abi_core::handles::TextureObject;
use ptx_abi_core::kernel::{
    check_args, ArgKind, ArgShape, ParamDifference, ParamMismatch, ParamSlot,
};
use ptx_abi_core::PtxAbi;

/// The first differing parameter: index, our slot, the argument pushed, the kernel's slot.
fn param(
    e: &ParamMismatch,
) -> (
    usize,
    Option<ParamSlot>,
    Option<ArgShape>,
    Option<ParamSlot>,
) {
    match &e.what {
        ParamDifference::Param {
            index,
            ours,
            pushed,
            theirs,
            ..
        } => (*index, *ours, *pushed, *theirs),
        other => panic!("not a parameter: {other:?}"),
    }
}

fn sample(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cu")
        .join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn sample_kernels_are_checked_against_their_cubins() {
    let Some(oracle) = ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda12) else {
        return;
    };
    let nvrtc = oracle.nvrtc().expect("the oracle's front end is NVRTC");
    let read = ArgShape::pointer::<f32>(ArgKind::Read);
    let write = ArgShape::pointer::<f32>(ArgKind::Write);
    let size_t = ArgShape::of::<usize>();
    let int = ArgShape::of::<i32>();
    // `(file, kernel, the arguments of its C signature, a stale call site's argument: index
    // and shape)`.
    let cases = [
        (
            "gemm_tiles.cu",
            "gemm_tile16",
            // (float *c, float *a, float *b, size_t a_cols, size_t b_cols)
            vec![write, read, read, size_t, size_t],
            (3, ArgShape::of::<u32>()),
        ),
        (
            "vector_sum.cu",
            "vector_sum",
            // (const float *a, const float *b, float *sum, int count)
            vec![read, read, write, int],
            (3, ArgShape::of::<i64>()),
        ),
        (
            "rotate_texture.cu",
            "rotate_texture",
            // (float *out, int width, int height, float angle, CUtexObject image)
            vec![
                write,
                int,
                int,
                ArgShape::of::<f32>(),
                ArgShape::image(&TextureObject::LAYOUT),
            ],
            (4, ArgShape::of::<u32>()),
        ),
    ];
    for (file, kernel, args, (stale_at, stale)) in cases {
        let ptx = nvrtc
            .compile(&sample(file), file, &[])
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        for arch in ["sm_75", "sm_90"] {
            let cubin = oracle
                .ptxas()
                .assemble_to_cubin(&ptx, arch)
                .unwrap_or_else(|e| panic!("{file} for {arch}: {e}"));
            let cubin = read_cubin(&cubin).unwrap_or_else(|e| panic!("{file} {arch}: {e}"));
            let params = cubin
                .function_params(kernel)
                .unwrap_or_else(|| panic!("{kernel} not in the {arch} cubin of {file}"));
            let at = format!("{kernel} ({arch}, {file})");
            assert_eq!(params.params.len(), args.len(), "{at}");
            check_args(kernel, &params, &args).unwrap_or_else(|e| panic!("{at}: {e}"));

            let short = check_args(kernel, &params, &args[..args.len() - 1]).unwrap_err();
            let (index, _, pushed, _) = param(&short);
            assert_eq!((index, pushed), (args.len() - 1, None), "{at}");
            assert!(
                short.to_string().contains("has no argument"),
                "{at}: {short}"
            );

            let mut extra = args.clone();
            extra.push(int);
            let e = check_args(kernel, &params, &extra).unwrap_err();
            let (index, _, _, theirs) = param(&e);
            assert_eq!((index, theirs), (args.len(), None), "{at}");

            let mut stale_args = args.clone();
            stale_args[stale_at] = stale;
            let e = check_args(kernel, &params, &stale_args).unwrap_err();
            let (index, _, _, theirs) = param(&e);
            assert_eq!(index, stale_at, "{at}: {e}");
            assert_eq!(theirs, Some(params.params[stale_at]), "{at}");
            assert!(
                e.to_string().contains(&format!(
                    "parameter {stale_at}: the argument (`{}`",
                    stale.ty
                )),
                "{at}: {e}"
            );
            println!("{at}: {e}");
        }
    }
}
