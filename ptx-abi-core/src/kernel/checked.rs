//! The check behind a checked launch of any kernel (`book/src/launching.md`, "Checked launches"):
//! the arguments pushed, each a size and an alignment ([`ArgShape`]), placed in the device
//! parameter layout of the loaded function's architecture ([`ParamLayout`], `ABI.md` §6), against
//! the function's own parameters as observed ([`ObservedParams`]: the driver's
//! `cuFuncGetParamInfo`, or a cubin's `EIATTR_KPARAM_INFO`). The one model of a parameter's place
//! ([`ParamSlot`]), of a kernel's parameters as observed, and of a difference between them and
//! ours ([`ParamMismatch`]) that every check returns: this one, `Signature::check_function`,
//! packed buffers and `ptx_abi_build::cubin`'s check.
//!
//! The driver and the cubin report an offset and a size per parameter, not an alignment or a
//! type: a wrong size is seen directly, a wrong alignment through the offset it moves (its own
//! or a later parameter's), a missing or extra argument through the count. What neither can
//! show (an `int` passed for a `float`, a first parameter aligned differently at offset 0) is
//! what `kernels!`'s declarations check at compile time.
//!
//! This module has no driver calls, so it runs everywhere (Miri included); the launch that
//! uses it is `CheckedFunction`/`CheckedLaunch` (feature `cudarc`).

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;

use super::param_layout::place_each;
use super::ParamLayout;
use crate::layout::Layout;

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

/// How an argument is passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArgKind {
    /// By value: the bytes of a `DeviceRepr` value, or a `PtxAbi` value's device image.
    Value,
    /// A device buffer the kernel reads (a `const T *` parameter).
    Read,
    /// A device buffer the kernel may write (a `T *` parameter).
    Write,
    /// A raw device address, not tied to a buffer (the unchecked path).
    Address,
}

/// One argument pushed to a checked launch, as the check sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArgShape {
    /// Its size in bytes (8 for a pointer).
    pub size: usize,
    /// Its alignment (8 for a pointer).
    pub align: usize,
    /// The Rust type pushed (the element type for a buffer), or the CUDA C++ name of a
    /// `PtxAbi` type's layout, for messages.
    pub ty: &'static str,
    /// How it is passed.
    pub kind: ArgKind,
}

impl ArgShape {
    /// A value of Rust type `T` passed as its own bytes.
    pub fn of<T>() -> ArgShape {
        ArgShape {
            size: size_of::<T>(),
            align: align_of::<T>(),
            ty: core::any::type_name::<T>(),
            kind: ArgKind::Value,
        }
    }

    /// A value passed as its device image of `layout` (a `PtxAbi` type).
    pub fn image(layout: &Layout) -> ArgShape {
        ArgShape {
            size: layout.size,
            align: layout.align,
            ty: layout.name,
            kind: ArgKind::Value,
        }
    }

    /// A device pointer to `T` (a 64-bit generic address: spec 2.3 note B).
    pub fn pointer<T: ?Sized>(kind: ArgKind) -> ArgShape {
        ArgShape {
            size: 8,
            align: 8,
            ty: core::any::type_name::<T>(),
            kind,
        }
    }
}

impl fmt::Display for ArgShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ty = self.ty;
        match self.kind {
            ArgKind::Value => write!(f, "`{ty}`, {} bytes aligned {}", self.size, self.align),
            ArgKind::Read => write!(f, "a buffer of `{ty}` (`const` pointer, 8 bytes)"),
            ArgKind::Write => write!(f, "a writable buffer of `{ty}` (pointer, 8 bytes)"),
            ArgKind::Address => write!(f, "a raw address of `{ty}` (pointer, 8 bytes)"),
        }
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
        /// Both parameter counts, ours then the kernel's.
        counts: (usize, usize),
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
    /// Later parameters moved by an earlier difference: `(index, name, ours, theirs)` of each.
    Moved(Vec<(usize, String, ParamSlot, ParamSlot)>),
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
                counts,
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
                if launch && counts.0 != counts.1 {
                    write!(
                        f,
                        "; {} arguments pushed, the kernel has {} parameters",
                        counts.0, counts.1
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
                for (i, (index, name, ours, theirs)) in moved.iter().enumerate() {
                    let sep = if i == 0 { "" } else { ", " };
                    let which = which(*index, name);
                    write!(f, "{sep}{which} ({} -> {})", ours.offset, theirs.offset)?;
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
                counts: (ours.len(), count),
            },
        }
    };
    Err(Box::new(ParamMismatch {
        kernel: kernel.to_owned(),
        source,
        what,
    }))
}

/// Compares the arguments `pushed` with the parameters of `kernel` (named `name`; all of its
/// parameters): the same count, and each argument of the parameter's size at the parameter's
/// offset when the arguments are placed in the kernel's layout. The first parameter that
/// differs is the error (boxed: it is the cold path of a launch).
pub fn check_args(
    name: &str,
    kernel: &ObservedParams,
    pushed: &[ArgShape],
) -> Result<(), Box<ParamMismatch>> {
    let mut first: Option<ParamSlot> = None;
    let shapes = pushed.iter().map(|arg| (arg.size, arg.align));
    let mut at = 0;
    place_each(shapes, kernel.layout, |index, offset| {
        let ours = ParamSlot::new(offset, pushed[index].size);
        if first.is_none() && kernel.params.get(index) != Some(&ours) {
            (first, at) = (Some(ours), index);
        }
    });
    let (index, shape) = match first {
        Some(_) => (at, Some(pushed[at])),
        None if pushed.len() < kernel.params.len() => (pushed.len(), None),
        None => return Ok(()),
    };
    Err(Box::new(ParamMismatch {
        kernel: name.to_owned(),
        source: kernel.source,
        what: ParamDifference::Param {
            index,
            name: String::new(),
            layout: kernel.layout,
            ours: first,
            pushed: shape,
            theirs: kernel.params.get(index).copied(),
            counts: (pushed.len(), kernel.params.len()),
        },
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::SmFamily;

    const SM90: ParamLayout = ParamLayout::Device(SmFamily::Sm90);

    /// The first differing parameter: index, our slot, the argument pushed, the kernel's slot.
    pub(crate) fn param(
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

    #[test]
    fn a_match_is_ok_and_each_difference_is_named() {
        // (int, double, float *): offsets 0, 8, 16 in every layout.
        let k = ObservedParams::given(SM90, [(0, 4), (8, 8), (16, 8)]);
        let good = [
            ArgShape::of::<i32>(),
            ArgShape::of::<f64>(),
            ArgShape::pointer::<f32>(ArgKind::Write),
        ];
        assert_eq!(check_args("k", &k, &good), Ok(()));

        let missing = check_args("k", &k, &good[..2]).unwrap_err();
        assert_eq!(
            param(&missing),
            (2, None, None, Some(ParamSlot::new(16, 8)))
        );
        assert_eq!(
            missing.to_string(),
            "kernel `k`: parameter 2 (8 bytes at offset 16 of the sm_90 device layout) has \
             no argument; 2 arguments pushed, the kernel has 3 parameters"
        );

        let mut extra = good.to_vec();
        extra.push(ArgShape::of::<u8>());
        let e = check_args("k", &k, &extra).unwrap_err();
        let (index, ours, _, theirs) = param(&e);
        assert_eq!((index, theirs, ours.map(|o| o.offset)), (3, None, Some(24)));

        let wrong_size = [ArgShape::of::<i32>(), ArgShape::of::<f32>(), good[2]];
        let e = check_args("k", &k, &wrong_size).unwrap_err();
        let (index, ours, _, theirs) = param(&e);
        assert_eq!(
            (index, ours.map(|o| o.offset), theirs),
            (1, Some(4), Some(ParamSlot::new(8, 8)))
        );
        assert!(e
            .to_string()
            .contains("`f32`, 4 bytes aligned 4) is 4 bytes at offset 4"));
    }

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
