//! The check of compiled kernels against their declarations: each kernel's parameters as an
//! image holds them ([`super::read_images`]) compared with the declared ones, per architecture.

use std::fmt;
use std::path::Path;

use ptx_abi_core::kernel::{place_all, FunctionKind, ParamLayout, Signature};

use super::{err, read_images, Image, ReadError};
use crate::ptx_parse;

/// A declared kernel: its symbol and each parameter's name, size and alignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Declared {
    /// The symbol (`Signature::symbol`).
    pub symbol: String,
    /// `(name, size, align)` of each parameter.
    pub params: Vec<(String, usize, usize)>,
}

impl Declared {
    /// From a `kernels!` signature.
    pub fn of(signature: &Signature) -> Declared {
        Declared {
            symbol: signature.symbol(),
            params: signature
                .params
                .iter()
                .map(|p| (p.name.to_owned(), p.ty.layout.size, p.ty.layout.align))
                .collect(),
        }
    }

    /// Every `.entry` of a PTX text (such as the headers `Signature::ptx_header` writes),
    /// parameters named by their PTX names.
    pub fn from_ptx(text: &str) -> Result<Vec<Declared>, ReadError> {
        let mut out = Vec::new();
        for f in ptx_parse::functions(text) {
            if f.kind != ptx_parse::FunctionKind::Entry {
                continue;
            }
            let mut params = Vec::new();
            for p in &f.params {
                let Some(shape) = ptx_parse::param_shape(p) else {
                    return err(format!("`{}`: cannot read `{p}`", f.name));
                };
                let name = p
                    .split_whitespace()
                    .last()
                    .unwrap_or("")
                    .split('[')
                    .next()
                    .unwrap_or("")
                    .to_owned();
                params.push((name, shape.size, shape.align));
            }
            if !out.iter().any(|d: &Declared| d.symbol == f.name) {
                out.push(Declared {
                    symbol: f.name,
                    params,
                });
            }
        }
        Ok(out)
    }

    /// `(offset, size)` of each parameter in `layout`, and the block's size there.
    pub fn block(&self, layout: ParamLayout) -> (Vec<(usize, usize)>, usize) {
        let shapes: Vec<(usize, usize)> = self.params.iter().map(|p| (p.1, p.2)).collect();
        let (offsets, size) = place_all(&shapes, layout);
        let params = offsets
            .into_iter()
            .zip(shapes.iter().map(|s| s.0))
            .collect();
        (params, size)
    }

    /// `(offset, size)` of each parameter in `layout`.
    pub fn offsets(&self, layout: ParamLayout) -> Vec<(usize, usize)> {
        self.block(layout).0
    }

    /// The block's size in `layout`: the end of its last parameter.
    pub fn block_size(&self, layout: ParamLayout) -> usize {
        self.block(layout).1
    }
}

/// [`Disagreement::what`] of a declared kernel that no image holds.
pub const NOT_IN_ANY_IMAGE: &str = "declared, but in no image";

/// Where a compiled kernel and its declaration disagree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    /// The kernel's symbol.
    pub kernel: String,
    /// The image: `sm_90 cubin`, `PTX`, `compute_90 PTX`.
    pub image: String,
    /// What differs.
    pub what: String,
}

impl fmt::Display for Disagreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}): {}", self.kernel, self.image, self.what)
    }
}

/// The result of a check: what was compared, and every disagreement.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckReport {
    /// `(kernel, image)` pairs compared.
    pub compared: Vec<(String, String)>,
    /// Every disagreement.
    pub disagreements: Vec<Disagreement>,
}

impl CheckReport {
    /// Whether nothing disagrees (and something was compared).
    pub fn is_clean(&self) -> bool {
        self.disagreements.is_empty() && !self.compared.is_empty()
    }
}

impl fmt::Display for CheckReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} kernel images compared, {} disagreements",
            self.compared.len(),
            self.disagreements.len()
        )?;
        for d in &self.disagreements {
            writeln!(f, "  {d}")?;
        }
        Ok(())
    }
}

pub(super) fn describe(d: &Declared, i: usize) -> String {
    if d.params[i].0.is_empty() {
        format!("parameter {i}")
    } else {
        format!("parameter {i} `{}`", d.params[i].0)
    }
}

/// Compares `(offset, size)` lists of one kernel: ours in `layout`, theirs from `image`.
pub(super) fn compare(
    d: &Declared,
    image: &str,
    layout: ParamLayout,
    theirs: &[(usize, usize)],
    report: &mut CheckReport,
) {
    report.compared.push((d.symbol.clone(), image.to_owned()));
    let ours = d.offsets(layout);
    let mut push = |what: String| {
        report.disagreements.push(Disagreement {
            kernel: d.symbol.clone(),
            image: image.to_owned(),
            what,
        })
    };
    if ours.len() != theirs.len() {
        push(format!(
            "{} parameters declared, {} compiled",
            ours.len(),
            theirs.len()
        ));
    }
    // A parameter of another size moves every later one: those are the consequence, said in
    // one line after the cause, not a disagreement each.
    let mut cause_seen = false;
    let mut shifted = Vec::new();
    for (i, (o, t)) in ours.iter().zip(theirs).enumerate() {
        if o == t {
            continue;
        }
        if cause_seen && o.1 == t.1 {
            shifted.push(format!("{} ({} -> {})", describe(d, i), o.0, t.0));
            continue;
        }
        cause_seen = true;
        push(format!(
            "{}: declared at offset {} size {} ({layout}), compiled at offset {} size {}",
            describe(d, i),
            o.0,
            o.1,
            t.0,
            t.1
        ));
    }
    if !shifted.is_empty() {
        push(format!(
            "and so {} later parameter{} at other offsets (declared -> compiled): {}",
            shifted.len(),
            if shifted.len() == 1 { "" } else { "s" },
            shifted.join(", ")
        ));
    }
}

/// Compares every declared kernel with `images`: in each cubin, its `EIATTR_KPARAM_INFO` with
/// the declaration's device layout for the cubin's architecture; in each PTX image, its
/// `.entry` declaration (sizes and alignments, so every layout) with ours. A declared kernel
/// found in no image is a disagreement; kernels that are not declared are left alone.
pub fn check_images(declared: &[Declared], images: &[Image]) -> CheckReport {
    let mut report = CheckReport::default();
    // Each PTX image's `.entry` declarations, read once (not once per declared kernel).
    let ptx_entries: Vec<Option<Vec<Declared>>> = images
        .iter()
        .map(|image| match image {
            Image::Ptx { text, .. } => Declared::from_ptx(text).ok(),
            Image::Cubin(_) => None,
        })
        .collect();
    for d in declared {
        let mut found = false;
        for (image, entries) in images.iter().zip(&ptx_entries) {
            match image {
                Image::Cubin(cubin) => {
                    if let Some(k) = cubin.kernel(&d.symbol) {
                        found = true;
                        let name = format!("sm_{} cubin", cubin.sm);
                        compare(d, &name, cubin.layout(), &k.params, &mut report);
                    }
                }
                Image::Ptx { sm, .. } => {
                    let Some(entries) = entries else { continue };
                    if let Some(e) = entries.iter().find(|e| e.symbol == d.symbol) {
                        found = true;
                        let name = if *sm == 0 {
                            "PTX".to_owned()
                        } else {
                            format!("compute_{sm} PTX")
                        };
                        // The declarations decide every layout: compare the natural one, and the
                        // alignments, which decide the device layouts.
                        let theirs = e.offsets(ParamLayout::Natural);
                        compare(d, &name, ParamLayout::Natural, &theirs, &mut report);
                        for (i, (a, b)) in d.params.iter().zip(&e.params).enumerate() {
                            if a.2 != b.2 {
                                report.disagreements.push(Disagreement {
                                    kernel: d.symbol.clone(),
                                    image: name.clone(),
                                    what: format!(
                                        "{}: declared aligned {}, compiled aligned {}",
                                        describe(d, i),
                                        a.2,
                                        b.2
                                    ),
                                });
                            }
                        }
                    }
                }
            }
        }
        if !found {
            report.disagreements.push(Disagreement {
                kernel: d.symbol.clone(),
                image: "all images".to_owned(),
                what: NOT_IN_ANY_IMAGE.to_owned(),
            });
        }
    }
    report
}

/// Reads `path` (a cubin, fatbin, host ELF file with fatbins, or PTX) and checks the kernels
/// of `signatures` against it ([`check_images`]). Device functions are skipped.
pub fn check_file(path: &Path, signatures: &[&Signature]) -> Result<CheckReport, ReadError> {
    let in_file = |error: ReadError| ReadError::File {
        path: path.to_path_buf(),
        error: Box::new(error),
    };
    let bytes = std::fs::read(path).map_err(|e| in_file(ReadError::Io(e.to_string())))?;
    let images = read_images(&bytes).map_err(in_file)?;
    let declared: Vec<Declared> = signatures
        .iter()
        .filter(|s| s.kind == FunctionKind::Kernel)
        .map(|s| Declared::of(s))
        .collect();
    Ok(check_images(&declared, &images))
}
