//! The check of compiled kernels against their declarations: each kernel's parameters as an
//! image holds them ([`super::read_images`]) compared with the declared ones, per architecture.

use std::fmt;
use std::path::Path;

use ptx_abi_core::kernel::{
    place_all, FunctionKind, ObservedParams, ParamDifference, ParamLayout, ParamMismatch,
    ParamSlot, ParamsSource, Signature,
};

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
            // An external prototype (`.extern .entry k(...);`, a kernel relocatable code
            // launches and another file defines) is no kernel of this image; a `.visible`
            // declaration without a body (`Signature::ptx_header`'s) is one.
            if f.kind != FunctionKind::Kernel || (!f.defined && !f.visible) {
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

    /// Each parameter's slot in `layout`, and the block's size there.
    pub fn block(&self, layout: ParamLayout) -> (Vec<ParamSlot>, usize) {
        let shapes: Vec<(usize, usize)> = self.params.iter().map(|p| (p.1, p.2)).collect();
        let (offsets, size) = place_all(&shapes, layout);
        let params = offsets
            .into_iter()
            .zip(shapes.iter().map(|s| s.0))
            .map(|(offset, size)| ParamSlot::new(offset, size))
            .collect();
        (params, size)
    }

    /// Each parameter's slot in `layout`.
    pub fn offsets(&self, layout: ParamLayout) -> Vec<ParamSlot> {
        self.block(layout).0
    }

    /// The block's size in `layout`: the end of its last parameter.
    pub fn block_size(&self, layout: ParamLayout) -> usize {
        self.block(layout).1
    }
}

/// Why a declared kernel that no image holds is [`ParamDifference::Unobserved`].
pub const NOT_IN_ANY_IMAGE: &str = "declared, but in no image";

/// Where a compiled kernel and its declaration disagree: in which image of the file, and what
/// differs (its `kernel` is the symbol).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubinMismatch {
    /// The file the images were read from ([`check_file`]); `None` for images checked from
    /// memory ([`check_images`]).
    pub file: Option<std::path::PathBuf>,
    /// The image and its architecture: `sm_90 cubin`, `PTX`, `compute_90 PTX`; `all images`
    /// for a kernel in none.
    pub image: String,
    /// What differs.
    pub mismatch: ParamMismatch,
}

impl fmt::Display for CubinMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = &self.mismatch;
        write!(f, "{} ({}): {}", m.kernel, self.image, m.detail())
    }
}

impl std::error::Error for CubinMismatch {}

/// Renamed [`CubinMismatch`] (its kernel and what differs are its `mismatch`'s).
#[deprecated(since = "0.2.0", note = "use `ptx_abi_build::cubin::CubinMismatch`")]
pub type Disagreement = CubinMismatch;

/// The result of a check: what was compared, and every mismatch.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CubinReport {
    /// `(kernel, image)` pairs compared.
    pub compared: Vec<(String, String)>,
    /// Every mismatch.
    pub mismatches: Vec<CubinMismatch>,
}

/// Renamed [`CubinReport`] (its `disagreements` are its `mismatches`).
#[deprecated(since = "0.2.0", note = "use `ptx_abi_build::cubin::CubinReport`")]
pub type CheckReport = CubinReport;

impl CubinReport {
    /// Whether nothing disagrees (and something was compared).
    pub fn is_clean(&self) -> bool {
        self.mismatches.is_empty() && !self.compared.is_empty()
    }

    fn push(&mut self, image: &str, kernel: &str, source: ParamsSource, what: ParamDifference) {
        let mismatch = ParamMismatch {
            kernel: kernel.to_owned(),
            source,
            what,
        };
        self.mismatches.push(CubinMismatch {
            file: None,
            image: image.to_owned(),
            mismatch,
        });
    }
}

impl fmt::Display for CubinReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} kernel images compared, {} disagreements",
            self.compared.len(),
            self.mismatches.len()
        )?;
        for d in &self.mismatches {
            writeln!(f, "  {d}")?;
        }
        Ok(())
    }
}

/// Compares one kernel's declaration with its parameters as `image` holds them, in their
/// layout: the count, the first parameter that differs, then in one line the later ones it
/// moved.
pub(super) fn compare(
    d: &Declared,
    image: &str,
    theirs: &ObservedParams,
    report: &mut CubinReport,
) {
    report.compared.push((d.symbol.clone(), image.to_owned()));
    let layout = theirs.layout;
    let ours = d.offsets(layout);
    let (our_count, their_count) = (ours.len(), theirs.params.len());
    let mut push = |what| report.push(image, &d.symbol, theirs.source, what);
    if our_count != their_count {
        push(ParamDifference::Count {
            ours: our_count,
            theirs: Some(their_count),
        });
    }
    // A parameter of another size moves every later one: those are the consequence, said in
    // one line after the cause, not a mismatch each.
    let mut cause_seen = false;
    let mut moved = Vec::new();
    for (index, (&o, &t)) in ours.iter().zip(&theirs.params).enumerate() {
        let name = d.params[index].0.clone();
        if o == t {
            continue;
        }
        let difference = ParamDifference::Param {
            index,
            name,
            layout,
            ours: Some(o),
            pushed: None,
            theirs: Some(t),
            our_count,
            their_count,
        };
        if cause_seen && o.size == t.size {
            moved.push(difference);
            continue;
        }
        cause_seen = true;
        push(difference);
    }
    if !moved.is_empty() {
        push(ParamDifference::Moved(moved));
    }
}

/// Compares every declared kernel with `images`: in each cubin, its `EIATTR_KPARAM_INFO` with
/// the declaration's device layout for the cubin's architecture; in each PTX image, its
/// `.entry` declaration (sizes and alignments, so every layout) with ours. A declared kernel
/// found in no image is a disagreement; kernels that are not declared are left alone.
///
/// An image holds each parameter's offset and size (and, in PTX, alignment), not its type: a
/// parameter retyped to one of the same size, two of one size swapped, or a struct's members
/// rearranged within the same size and alignment are out of this check's scope. The layout
/// checks of the types (`CudaHeader::check_header_text`, `render_checks`, `rust_type`) and
/// declarations regenerated from the `.cu` file (`crate::cu`) catch those (the guide's
/// troubleshooting chapter, "Which check catches which mistake").
pub fn check_images(declared: &[Declared], images: &[Image]) -> CubinReport {
    let mut report = CubinReport::default();
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
                    if let Some(theirs) = cubin.function_params(&d.symbol) {
                        found = true;
                        let name = format!("sm_{} cubin", cubin.sm);
                        compare(d, &name, &theirs, &mut report);
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
                        let natural = e.offsets(ParamLayout::Natural);
                        let theirs =
                            ObservedParams::new(ParamLayout::Natural, natural, ParamsSource::Ptx);
                        compare(d, &name, &theirs, &mut report);
                        for (index, (a, b)) in d.params.iter().zip(&e.params).enumerate() {
                            if a.2 != b.2 {
                                let what = ParamDifference::Align {
                                    index,
                                    name: a.0.clone(),
                                    ours: a.2,
                                    theirs: b.2,
                                };
                                report.push(&name, &d.symbol, ParamsSource::Ptx, what);
                            }
                        }
                    }
                }
            }
        }
        if !found {
            let what = ParamDifference::Unobserved(NOT_IN_ANY_IMAGE.to_owned());
            report.push("all images", &d.symbol, ParamsSource::Cubin, what);
        }
    }
    report
}

/// Reads `path` (a cubin, fatbin, host ELF file with fatbins, or PTX) and checks the kernels
/// of `signatures` against it ([`check_images`]). Device functions are skipped.
pub fn check_file(path: &Path, signatures: &[&Signature]) -> Result<CubinReport, ReadError> {
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
    let mut report = check_images(&declared, &images);
    for mismatch in &mut report.mismatches {
        mismatch.file = Some(path.to_path_buf());
    }
    Ok(report)
}
