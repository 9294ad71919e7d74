//! The check behind a checked launch of any kernel (`book/src/launching.md`, "Checked launches"):
//! the arguments pushed, each a size and an alignment ([`ArgShape`]), placed in the device
//! parameter layout of the loaded function's architecture
//! ([`ParamLayout`](super::ParamLayout), `ABI.md` §6), against the function's own parameters as
//! observed ([`ObservedParams`]: the driver's `cuFuncGetParamInfo`, or a cubin's
//! `EIATTR_KPARAM_INFO`).
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
use super::{ObservedParams, ParamDifference, ParamMismatch, ParamSlot};
use crate::layout::Layout;

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
            our_count: pushed.len(),
            their_count: kernel.params.len(),
        },
    }))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::kernel::{ParamLayout, SmFamily};

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
}
