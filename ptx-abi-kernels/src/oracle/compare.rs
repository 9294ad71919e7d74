//! One probe against the PTX of the batch that holds it: the declarations each probe adds to the
//! source, and the comparisons of sizes, alignments, images and `.param` declarations.

use std::fmt::Write;

use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::ptx::{param_decl, ParamSpace, ParamTypeError};
use ptx_abi_core::AddressSize;

use super::{cpp_type, Disagreement, Probe, Report};
use crate::random::hex;
use ptx_abi_build::ptx_parse::{param_shape, Module};

/// The probe's declarations: global, kernel, and with `funcs` device function.
pub(super) fn probe_decls(i: usize, p: &Probe, funcs: bool) -> String {
    let t = cpp_type(p.layout);
    let init = p.init.trim();
    let mut out = String::new();
    if init.is_empty() {
        let _ = writeln!(out, "__device__ {t} g{i};");
    } else {
        let _ = writeln!(out, "__device__ {t} g{i} = {init};");
    }
    let _ = writeln!(out, "extern \"C\" __global__ void k{i}({t} p) {{}}");
    if funcs {
        let _ = writeln!(
            out,
            "extern \"C\" __device__ __noinline__ {t} f{i}({t} p) {{ return p; }}"
        );
    }
    out
}

/// Compares probe `i` with the PTX of a batch that contains it. With `funcs` (NVIDIA's PTX), the
/// device function's declarations too, and the kernel parameter's declared alignment: clang's
/// NVPTX back end declares its own (clang 19 gives packed aggregates' parameters a larger
/// `.align` than NVRTC, measured), which is not the layout the clang oracle checks.
pub(super) fn compare(i: usize, probe: &Probe, module: &Module, report: &mut Report, funcs: bool) {
    let layout = probe.layout;
    let type_name = cpp_type(layout);
    let cpp = || {
        let mut header = CudaHeader::new();
        header.add_layout(layout);
        format!("{}{}", header.render(), probe_decls(i, probe, funcs))
    };
    let mut disagree = |aspect: &str, ours: String, nvrtc: String| {
        report.disagreements.push(Disagreement {
            probe: i,
            type_name: type_name.clone(),
            aspect: aspect.to_owned(),
            ours,
            nvrtc,
            cpp: cpp(),
        });
    };
    let mut comparisons = 0;
    let mut check = |aspect: &str, ours: String, nvrtc: String| {
        comparisons += 1;
        if ours != nvrtc {
            disagree(aspect, ours, nvrtc);
        }
    };
    let ours_decl = |name: &str, space: ParamSpace| {
        param_decl(layout, name, space, AddressSize::Bits64)
            .unwrap_or_else(|e| format!("error: {e}"))
    };

    // The kernel parameter: size, alignment and the exact line.
    let (k, f, g) = (format!("k{i}"), format!("f{i}"), format!("g{i}"));
    match module.entry(&k) {
        Some(entry) => {
            let nvrtc_param = entry.params.join(", ");
            match param_shape(&nvrtc_param) {
                Some(shape) if entry.params.len() == 1 => {
                    check("size", layout.size.to_string(), shape.size.to_string());
                    if funcs {
                        check("align", layout.align.to_string(), shape.align.to_string());
                    }
                }
                _ => check(
                    "size and align",
                    format!("{} and {}", layout.size, layout.align),
                    format!("unreadable from `{nvrtc_param}`"),
                ),
            }
            if funcs {
                check(
                    ".entry param",
                    ours_decl(&format!("{k}_param_0"), ParamSpace::Entry),
                    nvrtc_param,
                );
            }
        }
        None => check(
            ".entry param",
            ours_decl(&format!("{k}_param_0"), ParamSpace::Entry),
            format!("no `.visible .entry {k}` in the PTX"),
        ),
    }

    // The device function: parameter and return value. A type we say is passed indirectly
    // (`ParamTypeError::PassedIndirectly`) must be: `T f(T p)` becomes `f(.param .b64 f_param_0,
    // .param .b64 f_param_1)`, the hidden return-slot pointer and the argument's address.
    let (ours_params, ours_ret) = match param_decl(
        layout,
        "func_retval0",
        ParamSpace::Func,
        AddressSize::Bits64,
    ) {
        Err(ParamTypeError::PassedIndirectly { .. }) => (
            format!(".param .b64 {f}_param_0, .param .b64 {f}_param_1"),
            // Returned through the hidden pointer `f_param_0`: no `func_retval0`.
            "none".to_owned(),
        ),
        _ => (
            ours_decl(&format!("{f}_param_0"), ParamSpace::Func),
            ours_decl("func_retval0", ParamSpace::Return),
        ),
    };
    match module.func(&f) {
        _ if !funcs => {}
        Some(func) => {
            check(".func param", ours_params, func.params.join(", "));
            check(
                ".func return",
                ours_ret,
                func.ret.clone().unwrap_or_else(|| "none".to_owned()),
            );
        }
        None => check(
            ".func param",
            ours_params,
            format!("no `.func {f}` in the PTX"),
        ),
    }

    // The sample value's image, and the global's alignment.
    match module.global(&g) {
        Some(Ok(global)) => {
            check(
                "global .align",
                layout.align.to_string(),
                global.align.to_string(),
            );
            check(
                "image",
                format!("{} bytes: {}", probe.image.len(), hex(&probe.image)),
                {
                    let image = global.image();
                    format!("{} bytes: {}", image.len(), hex(&image))
                },
            );
        }
        Some(Err(e)) => check(
            "image",
            hex(&probe.image),
            format!("unreadable global: {e}"),
        ),
        None => check(
            "image",
            hex(&probe.image),
            format!("no `.global` {g} in the PTX"),
        ),
    }
    report.comparisons += comparisons;
}
