//! The kernel-parameter mutation matrix: each check that compares a kernel's Rust declaration
//! (`kernels!`) with a compiled image against each way the image goes stale (compiled from the
//! `.cu` file before or after a parameter changed), judged by NVRTC 13 and `ptxas`. A cell is
//! caught, or out of the check's scope as its documentation says (the table in
//! `book/src/troubleshooting.md`, "Which check catches which mistake"); any other cell fails.
//!
//! The checks: `check_images` on the PTX and on the sm_75 and sm_90 cubins; a checked launch's
//! `check_args` (the arguments the declaration pushes against the cubin's `EIATTR_KPARAM_INFO`,
//! which is what the driver's `cuFuncGetParamInfo` reports); a packed launch's
//! `PackedArgs::check_against` (the comparison `Signature::check_function` makes with the
//! driver's figures).

use ptx_abi_build::cubin::{check_images, read_cubin, Declared, Image};
use ptx_abi_build::nvrtc::CudaVersion;
use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::kernel::{check_args, ArgKind, ArgShape};
use ptx_abi_core::vector::Float4;
use ptx_abi_core::{kernels, DevicePtr, PtxAbi};

use crate::mutations::{definition, MxParams};

kernels! {
    pub extern "C" fn k(input: *const f32, out: *mut f32, p: MxParams, n: i32);
}

/// An empty body: the image declares every parameter all the same, and no edit breaks it.
const KERNEL: &str =
    "extern \"C\" __global__ void k(const float *in, float *out, MxParams p, int n) {}\n";

/// The stale images: a name, and the edit of the kernel's source the image was compiled from.
const MISTAKES: [(&str, &str, &str); 9] = [
    ("a parameter added last", "int n)", "int n, int extra)"),
    (
        "a parameter added first",
        "(const float *in",
        "(int extra, const float *in",
    ),
    ("the last parameter removed", ", int n)", ")"),
    ("a pointer parameter removed", "float *out, ", ""),
    (
        "a parameter retyped wider (`long long`)",
        "int n)",
        "long long n)",
    ),
    (
        "a parameter retyped, same size (`float` for `int`)",
        "int n)",
        "float n)",
    ),
    (
        "two parameters of one size swapped",
        "const float *in, float *out",
        "float *out, const float *in",
    ),
    (
        "a struct by pointer where it was by value",
        "MxParams p,",
        "const MxParams *p,",
    ),
    (
        "a member added to the struct",
        "    int count;\n",
        "    int count;\n    int extra;\n",
    ),
];

/// Those the compiled parameters cannot show: an offset and a size per parameter is all an
/// image and the driver hold, so these are out of scope of every check here; the declarations
/// regenerated from the `.cu` file (`CuBuild`) and an `extern "C++"` kernel's mangled symbol
/// catch them (the table).
const SAME_SLOTS: [&str; 2] = [
    "a parameter retyped, same size (`float` for `int`)",
    "two parameters of one size swapped",
];

#[test]
fn every_kernel_check_against_every_stale_image() {
    let (Some(oracle), Some(ptxas)) = (
        ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda13),
        ptx_abi_testenv::oracle::ptxas(CudaVersion::Cuda13),
    ) else {
        return;
    };
    let nvrtc = oracle.nvrtc().expect("an NVRTC oracle");
    // The definition alone: the image is compiled without the header's assertions, as a `.cu`
    // file that defines the struct itself.
    let header = definition(&CudaHeader::new().with::<MxParams>().render());
    let declared = [Declared::of(&k::SIGNATURE)];
    let value = MxParams {
        flag: 1,
        colour: Float4::new(0.0, 1.0, 2.0, 3.0),
        mode: 2,
        wrap: true,
        weight: 0.5,
        count: 3,
        alive: true,
    };
    let args = k::args(DevicePtr::new(16), DevicePtr::new(32), value, 3);
    let pushed = [
        ArgShape::pointer::<f32>(ArgKind::Read),
        ArgShape::pointer::<f32>(ArgKind::Write),
        ArgShape::image(&MxParams::LAYOUT),
        ArgShape::of::<i32>(),
    ];
    let (mut cells, mut out_of_scope, mut uncaught) = (0, 0, Vec::new());
    // The unedited source first: every check passes on it.
    let unedited = ("the image of today's source", "", "");
    for (mistake, from, to) in std::iter::once(unedited).chain(MISTAKES) {
        let source = format!("{header}{KERNEL}");
        assert!(source.contains(from), "`{from}` not in the source");
        let source = source.replacen(from, to, 1);
        let ptx = nvrtc
            .compile(&source, "k.cu", &[])
            .unwrap_or_else(|e| panic!("{mistake}: {e}"));
        let mut verdicts = vec![(
            "check_images (PTX)".to_owned(),
            !check_images(
                &declared,
                &[Image::Ptx {
                    sm: 75,
                    text: ptx.clone(),
                }],
            )
            .mismatches
            .is_empty(),
        )];
        for arch in ["sm_75", "sm_90"] {
            let bytes = ptxas
                .assemble_to_cubin(&ptx, arch)
                .unwrap_or_else(|e| panic!("{mistake} for {arch}: {e}"));
            let cubin = read_cubin(&bytes).unwrap_or_else(|e| panic!("{mistake}: {e}"));
            let observed = cubin.function_params("k").expect("k in the cubin");
            let layout = cubin.layout();
            verdicts.extend([
                (
                    format!("check_images ({arch} cubin)"),
                    !check_images(&declared, &[Image::Cubin(cubin)])
                        .mismatches
                        .is_empty(),
                ),
                (
                    format!("checked launch ({arch})"),
                    check_args("k", &observed, &pushed).is_err(),
                ),
                (
                    format!("packed launch, check_function's comparison ({arch})"),
                    args.packed(layout).check_against(&observed).is_err(),
                ),
            ]);
        }
        for (check, caught) in verdicts {
            if mistake == unedited.0 {
                assert!(!caught, "{check} refuses the image of the declared source");
                continue;
            }
            cells += 1;
            match (caught, SAME_SLOTS.contains(&mistake)) {
                (true, false) => {}
                (false, true) => out_of_scope += 1,
                (true, true) => uncaught.push(format!("{check}: {mistake}: caught, said not")),
                (false, false) => uncaught.push(format!("{check}: {mistake}")),
            }
        }
    }
    println!(
        "kernel-parameter mutation matrix: 7 checks x {} stale images = {cells} cells, \
         {out_of_scope} out of scope as documented ({}), {} uncaught",
        MISTAKES.len(),
        SAME_SLOTS.join(", "),
        uncaught.len()
    );
    assert!(uncaught.is_empty(), "uncaught: {uncaught:#?}");
}
