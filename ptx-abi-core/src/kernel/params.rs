//! A kernel's parameters as observed and compared: where one sits ([`ParamSlot`]), all of a
//! compiled kernel's as the driver, a cubin or PTX report them ([`ObservedParams`]), and how they
//! differ from ours ([`ParamMismatch`]): what every check returns (a checked launch's
//! `check_args`, `Signature::check_function`, packed buffers, `ptx_abi_build::cubin`'s check).

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;

use super::{ArgShape, ParamLayout};

/// Where one parameter sits in a parameter block: its byte offset and size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ParamSlot {
    /// The byte offset from the start of the block.
    pub offset: usize,
    /// The size in bytes.
    pub size: usize,
}

impl ParamSlot {
    /// `size` bytes at `offset`.
    pub const fn new(offset: usize, size: usize) -> ParamSlot {
        ParamSlot { offset, size }
    }
}

/// `(offset, size)`.
impl From<(usize, usize)> for ParamSlot {
    fn from((offset, size): (usize, usize)) -> ParamSlot {
        ParamSlot { offset, size }
    }
}

impl fmt::Display for ParamSlot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "offset {} size {}", self.offset, self.size)
    }
}

/// Where a kernel's parameters were observed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParamsSource {
    /// `cuFuncGetParamCount` (CUDA 13.2 drivers and newer), then `cuFuncGetParamInfo` for each.
    DriverCounted,
    /// `cuFuncGetParamInfo` without a count (drivers from 12.4 to 13.1 have none): asked for
    /// index 0, 1, ... until the driver answered that the kernel has no such parameter
    /// (`CUDA_ERROR_INVALID_VALUE`; an API error return, which compute-sanitizer lists), or for
    /// the first parameters only (`driver_params`).
    DriverProbed,
    /// Not reported by the driver (before CUDA 12.4): the signature's parameters placed in the
    /// device layout of the function's binary architecture (`CU_FUNC_ATTRIBUTE_BINARY_VERSION`).
    Architecture,
    /// A cubin's `EIATTR_KPARAM_INFO` (`ptx_abi_build::cubin`), in its architecture's layout.
    Cubin,
    /// A PTX `.entry`'s `.param` declarations, in the natural layout.
    Ptx,
    /// Given by the caller ([`ObservedParams::given`]).
    Given,
}

impl ParamsSource {
    /// How messages call the kernel these parameters belong to: `compiled` for a cubin's or
    /// PTX's, `loaded` for a loaded function's.
    const fn word(self) -> &'static str {
        match self {
            ParamsSource::Cubin | ParamsSource::Ptx => "compiled",
            _ => "loaded",
        }
    }
}

/// The parameters of one compiled kernel as observed: where each sits, in the layout of the
/// architecture it was compiled for (the natural layout for PTX), and where they were learnt.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ObservedParams {
    /// The layout the slots are in (that of the function's binary architecture).
    pub layout: ParamLayout,
    /// Each parameter's slot, in order: all of them, or the first ones asked for
    /// (`driver_params`).
    pub params: Vec<ParamSlot>,
    /// The kernel's parameter count, where known (a driver without `cuFuncGetParamCount` asked
    /// for the first parameters only does not tell).
    pub count: Option<usize>,
    /// Where they were learnt.
    pub source: ParamsSource,
}

impl ObservedParams {
    /// All of a kernel's parameters, learnt from `source`.
    pub fn new(layout: ParamLayout, params: Vec<ParamSlot>, source: ParamsSource) -> Self {
        let count = Some(params.len());
        ObservedParams {
            layout,
            params,
            count,
            source,
        }
    }

    /// All of a kernel's parameters, given by the caller as slots or `(offset, size)` pairs.
    pub fn given<P: Into<ParamSlot>>(
        layout: ParamLayout,
        params: impl IntoIterator<Item = P>,
    ) -> ObservedParams {
        let params = params.into_iter().map(Into::into).collect();
        ObservedParams::new(layout, params, ParamsSource::Given)
    }
}

/// A kernel's parameters, as observed ([`ParamMismatch::source`]), are not ours (a signature's,
/// a packed buffer's, the arguments of a checked launch, a declaration's): what every check of
/// them returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamMismatch {
    /// The kernel's name (its symbol in `ptx_abi_build::cubin`'s check).
    pub kernel: String,
    /// Where the kernel's parameters were observed.
    pub source: ParamsSource,
    /// What differs.
    pub what: ParamDifference,
}

/// What differs between our parameters and a kernel's ([`ParamMismatch`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParamDifference {
    /// Another number of parameters: ours, and the kernel's (`None`: fewer than ours, how many
    /// the driver does not tell).
    Count {
        /// Ours.
        ours: usize,
        /// The kernel's.
        theirs: Option<usize>,
    },
    /// Parameter `index` is at another offset or of another size.
    Param {
        /// The parameter's index.
        index: usize,
        /// Its name in the declaration; empty where unnamed or unknown.
        name: String,
        /// The layout both sides are placed in.
        layout: ParamLayout,
        /// Our slot; `None`: no argument was pushed for it (a checked launch).
        ours: Option<ParamSlot>,
        /// The argument pushed at `index` (a checked launch).
        pushed: Option<ArgShape>,
        /// The kernel's slot; `None`: the kernel has no such parameter.
        theirs: Option<ParamSlot>,
        /// How many parameters (or arguments pushed) we have.
        our_count: usize,
        /// How many the kernel has.
        their_count: usize,
    },
    /// Parameter `index` is declared with another alignment (PTX declarations, which decide the
    /// device layouts).
    Align {
        /// The parameter's index.
        index: usize,
        /// Its name in the declaration; empty where unnamed.
        name: String,
        /// Our alignment.
        ours: usize,
        /// The kernel's.
        theirs: usize,
    },
    /// Later parameters moved by an earlier difference: a [`ParamDifference::Param`] each, of
    /// the same size at another offset.
    Moved(Vec<ParamDifference>),
    /// The kernel's parameters could not be observed: why.
    Unobserved(String),
}

fn which(index: usize, name: &str) -> String {
    if name.is_empty() {
        format!("parameter {index}")
    } else {
        format!("parameter {index} `{name}`")
    }
}

impl ParamMismatch {
    /// What differs, without the kernel's name (`ptx_abi_build::cubin` names kernel and image
    /// before it).
    pub fn detail(&self) -> impl fmt::Display + '_ {
        Detail(self)
    }
}

struct Detail<'a>(&'a ParamMismatch);

impl fmt::Display for Detail<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = self.0.source.word();
        match &self.0.what {
            ParamDifference::Count { ours, theirs } => match theirs {
                Some(n) => write!(f, "{ours} parameters declared, the {word} kernel has {n}"),
                None => write!(f, "{ours} parameters declared, the {word} kernel has fewer"),
            },
            ParamDifference::Param {
                index,
                name,
                layout,
                ours,
                pushed,
                theirs,
                our_count,
                their_count,
            } => {
                let index = *index;
                match (ours, pushed, theirs) {
                    (None, _, Some(t)) => write!(
                        f,
                        "parameter {index} ({} bytes at offset {} of the {layout}) has no \
                         argument",
                        t.size, t.offset
                    )?,
                    (Some(o), Some(shape), None) => write!(
                        f,
                        "argument {index} ({shape}, at offset {} of the {layout}) has no \
                         parameter",
                        o.offset
                    )?,
                    (Some(o), Some(shape), Some(t)) => {
                        write!(
                            f,
                            "{}: the argument ({shape}) is {} bytes at offset {} of the \
                             {layout}, the kernel's parameter {} bytes at offset {}",
                            which(index, name),
                            o.size,
                            o.offset,
                            t.size,
                            t.offset
                        )?;
                        if o.size == t.size {
                            f.write_str(
                                " (an alignment differs: this argument's, or an earlier one's \
                                 with a size that happens to match)",
                            )?;
                        }
                    }
                    (Some(o), None, Some(t)) => write!(
                        f,
                        "{}: declared at {o} ({layout}), {word} at {t}",
                        which(index, name)
                    )?,
                    _ => f.write_str(&which(index, name))?,
                }
                let launch = pushed.is_some() || ours.is_none();
                if launch && our_count != their_count {
                    write!(
                        f,
                        "; {our_count} arguments pushed, the kernel has {their_count} parameters"
                    )?;
                }
                Ok(())
            }
            ParamDifference::Align {
                index,
                name,
                ours,
                theirs,
            } => write!(
                f,
                "{}: declared aligned {ours}, {word} aligned {theirs}",
                which(*index, name)
            ),
            ParamDifference::Moved(moved) => {
                let s = if moved.len() == 1 { "" } else { "s" };
                write!(
                    f,
                    "and so {} later parameter{s} at other offsets (declared -> {word}): ",
                    moved.len()
                )?;
                for (i, each) in moved.iter().enumerate() {
                    if let ParamDifference::Param {
                        index,
                        name,
                        ours: Some(ours),
                        theirs: Some(theirs),
                        ..
                    } = each
                    {
                        let sep = if i == 0 { "" } else { ", " };
                        let which = which(*index, name);
                        write!(f, "{sep}{which} ({} -> {})", ours.offset, theirs.offset)?;
                    }
                }
                Ok(())
            }
            ParamDifference::Unobserved(why) => f.write_str(why),
        }
    }
}

impl fmt::Display for ParamMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "kernel `{}`: {}", self.kernel, self.detail())
    }
}

impl core::error::Error for ParamMismatch {}

/// Compares `ours` (slots in `layout`; named by `name(index)`, empty for unnamed) with
/// `theirs`, a kernel's slots (`count` parameters where known, else `theirs.len()`): the first
/// difference. Allocates only for the error (a packed launch runs it on every launch).
pub(crate) fn compare_slots(
    kernel: &str,
    layout: ParamLayout,
    ours: &[ParamSlot],
    theirs: (&[ParamSlot], Option<usize>, ParamsSource),
    name: impl Fn(usize) -> String,
) -> Result<(), Box<ParamMismatch>> {
    let (slots, count, source) = theirs;
    let count = count.unwrap_or(slots.len());
    let what = if count != ours.len() {
        ParamDifference::Count {
            ours: ours.len(),
            theirs: Some(count),
        }
    } else {
        match ours.iter().zip(slots).position(|(o, t)| o != t) {
            None => return Ok(()),
            Some(index) => ParamDifference::Param {
                index,
                name: name(index),
                layout,
                ours: Some(ours[index]),
                pushed: None,
                theirs: Some(slots[index]),
                our_count: ours.len(),
                their_count: count,
            },
        }
    };
    Err(Box::new(ParamMismatch {
        kernel: kernel.to_owned(),
        source,
        what,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::SmFamily;

    const SM90: ParamLayout = ParamLayout::Device(SmFamily::Sm90);

    #[test]
    fn slots_compare_count_then_each_parameter() {
        let theirs = [ParamSlot::new(0, 4), ParamSlot::new(16, 64)];
        let ours = [ParamSlot::new(0, 4), ParamSlot::new(64, 64)];
        let named = |i: usize| ["n", "s"][i].to_owned();
        let e = compare_slots(
            "k",
            SM90,
            &ours,
            (&theirs, None, ParamsSource::Cubin),
            named,
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "kernel `k`: parameter 1 `s`: declared at offset 64 size 64 (sm_90 device layout), \
             compiled at offset 16 size 64"
        );
        let e = compare_slots(
            "k",
            SM90,
            &ours[..1],
            (&theirs, None, ParamsSource::Given),
            named,
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "kernel `k`: 1 parameters declared, the loaded kernel has 2"
        );
        assert!(compare_slots(
            "k",
            SM90,
            &theirs,
            (&theirs, Some(2), ParamsSource::Given),
            named
        )
        .is_ok());
    }
}
