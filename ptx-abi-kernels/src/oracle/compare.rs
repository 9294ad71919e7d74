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
    let mut checker = Checker {
        i,
        probe,
        funcs,
        type_name: cpp_type(probe.layout),
        report,
        comparisons: 0,
    };
    checker.kernel(module);
    checker.device_function(module);
    checker.global(module);
    checker.report.comparisons += checker.comparisons;
}

/// One probe's comparisons with a batch's PTX, each disagreement recorded in the report.
struct Checker<'a> {
    /// The probe's index in the batch: its kernel is `k{i}`, its function `f{i}`, its global
    /// `g{i}`.
    i: usize,
    probe: &'a Probe,
    /// Whether the PTX is NVIDIA's (see [`compare`]).
    funcs: bool,
    /// The probe type's C++ name.
    type_name: String,
    report: &'a mut Report,
    /// The comparisons made so far.
    comparisons: usize,
}

impl Checker<'_> {
    /// One comparison of `aspect`: a disagreement when `ours` and `nvrtc` differ, with the C++
    /// compiled for the probe (written only then).
    fn check(&mut self, aspect: &str, ours: String, nvrtc: String) {
        self.comparisons += 1;
        if ours != nvrtc {
            let mut header = CudaHeader::new();
            header.add_layout(self.probe.layout);
            let cpp = format!(
                "{}{}",
                header.render(),
                probe_decls(self.i, self.probe, self.funcs)
            );
            self.report.disagreements.push(Disagreement {
                probe: self.i,
                type_name: self.type_name.clone(),
                aspect: aspect.to_owned(),
                ours,
                nvrtc,
                cpp,
            });
        }
    }

    /// Our declaration of a parameter `name` of the probe type in `space`, or the error.
    fn ours_decl(&self, name: &str, space: ParamSpace) -> String {
        param_decl(self.probe.layout, name, space, AddressSize::Bits64)
            .unwrap_or_else(|e| format!("error: {e}"))
    }

    /// The kernel parameter: size, alignment and the exact line.
    fn kernel(&mut self, module: &Module) {
        let layout = self.probe.layout;
        let k = format!("k{}", self.i);
        match module.entry(&k) {
            Some(entry) => {
                let nvrtc_param = entry.params.join(", ");
                match param_shape(&nvrtc_param) {
                    Some(shape) if entry.params.len() == 1 => {
                        self.check("size", layout.size.to_string(), shape.size.to_string());
                        if self.funcs {
                            self.check("align", layout.align.to_string(), shape.align.to_string());
                        }
                    }
                    _ => self.check(
                        "size and align",
                        format!("{} and {}", layout.size, layout.align),
                        format!("unreadable from `{nvrtc_param}`"),
                    ),
                }
                if self.funcs {
                    let ours = self.ours_decl(&format!("{k}_param_0"), ParamSpace::Entry);
                    self.check(".entry param", ours, nvrtc_param);
                }
            }
            None => {
                let ours = self.ours_decl(&format!("{k}_param_0"), ParamSpace::Entry);
                self.check(
                    ".entry param",
                    ours,
                    format!("no `.visible .entry {k}` in the PTX"),
                );
            }
        }
    }

    /// The device function: parameter and return value. A type we say is passed indirectly
    /// (`ParamTypeError::PassedIndirectly`) must be: `T f(T p)` becomes `f(.param .b64 f_param_0,
    /// .param .b64 f_param_1)`, the hidden return-slot pointer and the argument's address.
    fn device_function(&mut self, module: &Module) {
        let f = format!("f{}", self.i);
        let (ours_params, ours_ret) = match param_decl(
            self.probe.layout,
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
                self.ours_decl(&format!("{f}_param_0"), ParamSpace::Func),
                self.ours_decl("func_retval0", ParamSpace::Return),
            ),
        };
        match module.func(&f) {
            _ if !self.funcs => {}
            Some(func) => {
                self.check(".func param", ours_params, func.params.join(", "));
                self.check(
                    ".func return",
                    ours_ret,
                    func.ret.clone().unwrap_or_else(|| "none".to_owned()),
                );
            }
            None => self.check(
                ".func param",
                ours_params,
                format!("no `.func {f}` in the PTX"),
            ),
        }
    }

    /// The sample value's image, and the global's alignment.
    fn global(&mut self, module: &Module) {
        let probe = self.probe;
        let g = format!("g{}", self.i);
        match module.global(&g) {
            Some(Ok(global)) => {
                self.check(
                    "global .align",
                    probe.layout.align.to_string(),
                    global.align.to_string(),
                );
                self.check(
                    "image",
                    format!("{} bytes: {}", probe.image.len(), hex(&probe.image)),
                    {
                        let image = global.image();
                        format!("{} bytes: {}", image.len(), hex(&image))
                    },
                );
            }
            Some(Err(e)) => self.check(
                "image",
                hex(&probe.image),
                format!("unreadable global: {e}"),
            ),
            None => self.check(
                "image",
                hex(&probe.image),
                format!("no `.global` {g} in the PTX"),
            ),
        }
    }
}
