//! The NVRTC oracle for kernel signatures ([`ptx_abi_core::kernel::Signature`], declared with
//! `ptx_abi_core::kernels!`).
//!
//! One CUDA C++ source holds [`cuda_declarations`] of all signatures (the mirrors of their types
//! and their prototypes, exactly as generated), a definition with an empty body of each, and a
//! copy of each `extern "C"` one with C++ linkage, renamed `<name>_cxx`, whose symbol NVRTC
//! mangles. NVRTC compiles it once; from its PTX, for every signature:
//!
//! - the PTX header, character for character ([`Signature::ptx_header`]);
//! - each parameter's offset and size, and the block's total: the offsets NVRTC's `.param` list
//!   implies (each parameter at the next multiple of its `.align`, or of its scalar width);
//! - the mangled name of the C++-linkage copy ([`Signature::mangled_name`]), and its header.
//!
//! Then our own headers, with a body that only returns ([`Signature::ptx_stub`]), are assembled by
//! `ptxas` for `sm_90` (the release's own) and `sm_70` (CUDA 12's: CUDA 13 dropped `sm_70`).

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use ptx_abi_core::kernel::{cuda_declarations, FunctionKind, Linkage, Signature};

use ptx_abi_build::nvrtc::Ptxas;
use ptx_abi_build::ptx_parse::{param_shape, Module};
use ptx_abi_core::layout::Compiler;
use ptx_abi_kernels::oracle::{compiler_name, Disagreement, Oracle};

/// The outcome of [`check_signatures`].
#[derive(Clone, Debug)]
pub struct SignatureReport {
    /// The front end's `(major, minor)` version.
    pub nvrtc_version: (i32, i32),
    /// The front end: NVRTC or nvcc.
    pub compiler: Compiler,
    /// Number of signatures checked.
    pub signatures: usize,
    /// Number of comparisons made.
    pub comparisons: usize,
    /// The `ptxas` runs: `sm_90 (12.9)`.
    pub ptxas_targets: Vec<String>,
    /// Everything that differs (`probe` is the signature's index).
    pub disagreements: Vec<Disagreement>,
    /// The CUDA C++ compiled.
    pub source: String,
    /// The PTX NVRTC wrote (empty if it failed).
    pub ptx: String,
    /// Wall time.
    pub elapsed: Duration,
}

impl SignatureReport {
    /// Whether NVRTC and ptxas agreed with us on everything.
    pub fn is_clean(&self) -> bool {
        self.disagreements.is_empty()
    }

    /// `kernel oracle NVRTC 12.9: 34 signatures, 412 comparisons, 0 disagreements`.
    pub fn summary(&self) -> String {
        format!(
            "kernel oracle {} {}.{}: {} signatures, {} comparisons, {} disagreements \
             (ptxas: {}; {:.2?})",
            compiler_name(self.compiler),
            self.nvrtc_version.0,
            self.nvrtc_version.1,
            self.signatures,
            self.comparisons,
            self.disagreements.len(),
            self.ptxas_targets.join(", "),
            self.elapsed
        )
    }
}

impl std::fmt::Display for SignatureReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{}", self.summary())?;
        for d in &self.disagreements {
            write!(f, "\n{d}")?;
        }
        Ok(())
    }
}

/// The name of the C++-linkage copy of an `extern "C"` signature.
pub fn cxx_copy_name(signature: &Signature) -> String {
    format!("{}_cxx", signature.name)
}

/// `signature`, renamed `name` (leaked: a test's handful of strings), with C++ linkage.
fn cxx_copy(signature: &Signature) -> Signature {
    let mut copy = *signature;
    copy.name = Box::leak(cxx_copy_name(signature).into_boxed_str());
    copy.linkage = Linkage::Cxx;
    copy
}

/// A definition with an empty body: `{}`, or `{ return {}; }` for a device function returning
/// a value (value-initialised).
fn definition(signature: &Signature) -> String {
    let body = if signature.kind == FunctionKind::Device && signature.ret.is_some() {
        "{ return {}; }"
    } else {
        "{}"
    };
    format!("{} {body}\n", signature.cuda_prototype())
}

/// The CUDA C++ source compiled for `signatures`: declarations, definitions, C++-linkage copies.
pub fn source(signatures: &[&Signature]) -> String {
    let copies: Vec<Signature> = signatures
        .iter()
        .filter(|s| s.linkage == Linkage::C)
        .map(|s| cxx_copy(s))
        .collect();
    let mut all: Vec<&Signature> = signatures.to_vec();
    all.extend(copies.iter());
    let mut out = cuda_declarations(&all);
    out.push_str("\n// Definitions.\n");
    for s in &all {
        out.push_str(&definition(s));
    }
    out
}

/// The raw text of the header of function `symbol` in `ptx`: from `.visible .entry`/`.func` to
/// the `)` that closes its parameter list, as NVRTC wrote it (tabs and newlines kept).
pub fn raw_header(ptx: &str, symbol: &str) -> Option<String> {
    let lines: Vec<&str> = ptx.lines().collect();
    let start = lines.iter().position(|l| {
        (l.starts_with(".visible .entry ") || l.starts_with(".visible .func "))
            && (l.ends_with(&format!(" {symbol}(")) || l.ends_with(&format!(" {symbol}()")))
    })?;
    let mut out = lines[start].to_owned();
    if out.ends_with("()") {
        return Some(out);
    }
    for line in &lines[start + 1..] {
        out.push('\n');
        out.push_str(line);
        if *line == ")" {
            return Some(out);
        }
    }
    None
}

/// The symbol NVRTC gave a C++-linkage function named `name`: the `.visible` function whose
/// mangled name starts with `_Z<len><name>`.
fn mangled_symbol(module: &Module, name: &str) -> Option<String> {
    let prefix = format!("_Z{}{name}", name.len());
    module
        .functions
        .iter()
        .find(|f| f.visible && f.defined && f.name.starts_with(&prefix))
        .map(|f| f.name.clone())
}

/// Checks `signatures` against NVRTC and `ptxas` (see the module documentation): our headers are
/// assembled for `sm_90` by the oracle's own ptxas and for `sm_70` by `cuda12_ptxas` (CUDA 13
/// dropped `sm_70`); without one, the summary says `sm_70` was not assembled.
pub fn check_signatures(
    oracle: &Oracle,
    signatures: &[&Signature],
    cuda12_ptxas: Option<&Ptxas>,
) -> SignatureReport {
    let start = Instant::now();
    let source = source(signatures);
    let mut report = SignatureReport {
        nvrtc_version: oracle.version(),
        compiler: oracle.compiler(),
        signatures: signatures.len(),
        comparisons: 0,
        ptxas_targets: Vec::new(),
        disagreements: Vec::new(),
        source: source.clone(),
        ptx: String::new(),
        elapsed: Duration::ZERO,
    };
    match oracle.compile_source(&source, "kernels.cu", &[]) {
        Ok(ptx) => {
            let module = Module::parse(&ptx);
            for (i, s) in signatures.iter().enumerate() {
                compare(i, s, &ptx, &module, &mut report);
            }
            report.ptx = ptx;
        }
        Err(e) => {
            report.comparisons += 1;
            report.disagreements.push(Disagreement {
                probe: 0,
                type_name: format!("{} signatures", signatures.len()),
                aspect: "compile (declarations and definitions)".to_owned(),
                ours: "the generated declarations compile".to_owned(),
                nvrtc: e.to_string(),
                cpp: "(the whole source: `SignatureReport::source`)".to_owned(),
            });
        }
    }
    assemble(oracle, signatures, cuda12_ptxas, &mut report);
    report.elapsed = start.elapsed();
    report
}

fn compare(i: usize, s: &Signature, ptx: &str, module: &Module, report: &mut SignatureReport) {
    let mut check = |aspect: &str, ours: String, nvrtc: String| {
        report.comparisons += 1;
        if ours != nvrtc {
            report.disagreements.push(Disagreement {
                probe: i,
                type_name: s.name.to_owned(),
                aspect: aspect.to_owned(),
                ours,
                nvrtc,
                cpp: s.cuda_prototype(),
            });
        }
    };
    // The header, exactly.
    let symbol = s.symbol();
    let ours = s.ptx_header();
    let nvrtc = raw_header(ptx, &symbol)
        .unwrap_or_else(|| format!("no `.visible` function `{symbol}` in the PTX"));
    check("PTX header", ours, nvrtc);

    // Offsets and sizes, from NVRTC's `.param` list.
    if let Some(f) = module
        .functions
        .iter()
        .find(|f| f.name == symbol && f.defined)
    {
        let mut end = 0usize;
        let mut nvrtc_layout = Vec::new();
        for decl in &f.params {
            match param_shape(decl) {
                Some(shape) => {
                    let offset = end.div_ceil(shape.align) * shape.align;
                    end = offset + shape.size;
                    nvrtc_layout.push(format!("{offset}+{}", shape.size));
                }
                None => nvrtc_layout.push(format!("unreadable `{decl}`")),
            }
        }
        let ours: Vec<String> = (0..s.params.len())
            .map(|k| format!("{}+{}", s.param_offset(k), s.params[k].ty.layout.size))
            .collect();
        if s.kind == FunctionKind::Kernel {
            check(
                "parameter offsets+sizes",
                ours.join(", "),
                nvrtc_layout.join(", "),
            );
            check(
                "parameter block size",
                s.param_block_size().to_string(),
                end.to_string(),
            );
        } else {
            // A device function's parameters are separate `.param` variables; their sizes are
            // the slots (`.b32` for narrow integers), so compare the count only.
            check(
                "parameter count",
                s.params.len().to_string(),
                f.params.len().to_string(),
            );
        }
    }

    // The mangled name, of the C++-linkage copy (or of the signature itself).
    let (copy, copy_name) = match s.linkage {
        Linkage::C => (cxx_copy(s), cxx_copy_name(s)),
        Linkage::Cxx => (*s, s.name.to_owned()),
    };
    let nvrtc_symbol = mangled_symbol(module, &copy_name).unwrap_or_else(|| {
        format!(
            "no `.visible` function `_Z{}{copy_name}...`",
            copy_name.len()
        )
    });
    check("mangled name", copy.mangled_name(), nvrtc_symbol);
    if s.linkage == Linkage::C {
        let nvrtc = raw_header(ptx, &copy.symbol())
            .unwrap_or_else(|| format!("no `.visible` function `{}`", copy.symbol()));
        check("PTX header (C++ linkage)", copy.ptx_header(), nvrtc);
    }
}

/// Our headers as a module of stubs for `.target {arch}`.
pub fn stub_module(signatures: &[&Signature], arch: &str) -> String {
    // PTX ISA 8.1 (CUDA 12.1) is the first with kernel parameters over 4,352 bytes.
    let mut out = format!(".version 8.1\n.target {arch}\n.address_size 64\n\n");
    for s in signatures {
        let _ = writeln!(out, "{}", s.ptx_stub());
    }
    out
}

fn assemble(
    oracle: &Oracle,
    signatures: &[&Signature],
    cuda12_ptxas: Option<&Ptxas>,
    report: &mut SignatureReport,
) {
    let runs: [(&str, Option<&Ptxas>); 2] =
        [("sm_90", Some(oracle.ptxas())), ("sm_70", cuda12_ptxas)];
    for (arch, ptxas) in runs {
        let Some(ptxas) = ptxas else {
            report
                .ptxas_targets
                .push(format!("{arch} (not assembled: no CUDA 12 ptxas)"));
            continue;
        };
        let (major, minor) = ptxas.version();
        report
            .ptxas_targets
            .push(format!("{arch} ({major}.{minor})"));
        report.comparisons += 1;
        if let Err(e) = ptxas.assemble(&stub_module(signatures, arch), arch) {
            report.disagreements.push(Disagreement {
                probe: 0,
                type_name: format!("{} signatures", signatures.len()),
                aspect: format!("ptxas {arch}"),
                ours: "our headers assemble".to_owned(),
                nvrtc: e.to_string(),
                cpp: String::new(),
            });
        }
    }
}
