//! The check behind a checked launch of any kernel (`book/src/launching.md`, "Checked launches"):
//! the arguments pushed, each a size and an alignment ([`ArgShape`]), placed in the device
//! parameter layout of the loaded function's architecture ([`ParamLayout`], `ABI.md` §6), against
//! the function's own parameters ([`FunctionParams`]: the driver's `cuFuncGetParamInfo`, or a
//! cubin's `EIATTR_KPARAM_INFO`).
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

/// Where a function's parameters were learnt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParamsSource {
    /// `cuFuncGetParamCount` (CUDA 13.2 drivers and newer), then `cuFuncGetParamInfo` for each.
    DriverCounted,
    /// `cuFuncGetParamInfo` asked for index 0, 1, ... until the driver answered that the kernel
    /// has no such parameter (`CUDA_ERROR_INVALID_VALUE`): drivers from 12.4 to 13.1, which
    /// have no count. That last answer is an API error return, which compute-sanitizer lists.
    DriverProbed,
    /// Given by the caller: a cubin's `EIATTR_KPARAM_INFO` (`ptx_abi_build::cubin`), for
    /// drivers older than 12.4.
    Given,
}

/// The parameters of one compiled kernel: `(offset, size)` of each, in the device layout of
/// the architecture it was compiled for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionParams {
    /// The device layout the offsets are in (that of the function's binary architecture).
    pub layout: ParamLayout,
    /// `(offset, size)` of each parameter, in order.
    pub params: Vec<(usize, usize)>,
    /// Where they come from.
    pub source: ParamsSource,
}

impl FunctionParams {
    /// Parameters given by the caller, for example from a cubin's `EIATTR_KPARAM_INFO`.
    pub fn given(layout: ParamLayout, params: Vec<(usize, usize)>) -> FunctionParams {
        FunctionParams {
            layout,
            params,
            source: ParamsSource::Given,
        }
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

/// The arguments of a launch are not the loaded kernel's parameters: the first parameter that
/// differs, and both counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgMismatch {
    /// The kernel's name.
    pub kernel: String,
    /// The device layout both sides are placed in.
    pub layout: ParamLayout,
    /// The parameter's index.
    pub index: usize,
    /// The argument pushed at `index` and its offset in `layout`; `None`: none was pushed.
    pub pushed: Option<(ArgShape, usize)>,
    /// The kernel's `(offset, size)` at `index`; `None`: the kernel has no such parameter.
    pub loaded: Option<(usize, usize)>,
    /// How many arguments were pushed.
    pub pushed_count: usize,
    /// How many parameters the kernel has.
    pub loaded_count: usize,
    /// Where the kernel's parameters come from.
    pub source: ParamsSource,
}

impl fmt::Display for ArgMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (kernel, index, layout) = (&self.kernel, self.index, self.layout);
        match (self.pushed, self.loaded) {
            (None, Some((offset, size))) => write!(
                f,
                "kernel `{kernel}`: parameter {index} ({size} bytes at offset {offset} of the \
                 {layout}) has no argument"
            )?,
            (Some((shape, offset)), None) => write!(
                f,
                "kernel `{kernel}`: argument {index} ({shape}, at offset {offset} of the \
                 {layout}) has no parameter"
            )?,
            (Some((shape, offset)), Some((loaded_offset, loaded_size))) => {
                write!(
                    f,
                    "kernel `{kernel}`: parameter {index}: the argument ({shape}) is {} bytes at \
                     offset {offset} of the {layout}, the kernel's parameter {loaded_size} bytes \
                     at offset {loaded_offset}",
                    shape.size
                )?;
                if shape.size == loaded_size {
                    f.write_str(
                        " (an alignment differs: this argument's, or an earlier one's with a \
                         size that happens to match)",
                    )?;
                }
            }
            (None, None) => write!(f, "kernel `{kernel}`: parameter {index}")?,
        }
        if self.pushed_count != self.loaded_count {
            write!(
                f,
                "; {} arguments pushed, the kernel has {} parameters",
                self.pushed_count, self.loaded_count
            )?;
        }
        Ok(())
    }
}

impl core::error::Error for ArgMismatch {}

/// Compares the arguments `pushed` with the parameters of `kernel` (named `name`): the same
/// count, and each argument of the parameter's size at the parameter's offset when the
/// arguments are placed in the kernel's device layout. The first parameter that differs is the
/// error (boxed: it is the cold path of a launch).
pub fn check_args(
    name: &str,
    kernel: &FunctionParams,
    pushed: &[ArgShape],
) -> Result<(), Box<ArgMismatch>> {
    let mut first: Option<(usize, usize)> = None;
    let shapes = pushed.iter().map(|arg| (arg.size, arg.align));
    place_each(shapes, kernel.layout, |index, offset| {
        if first.is_none() && kernel.params.get(index) != Some(&(offset, pushed[index].size)) {
            first = Some((index, offset));
        }
    });
    let differs = match first {
        Some((index, offset)) => Some((index, Some((pushed[index], offset)))),
        None if pushed.len() < kernel.params.len() => Some((pushed.len(), None)),
        None => None,
    };
    match differs {
        None => Ok(()),
        Some((index, pushed_at)) => Err(Box::new(ArgMismatch {
            kernel: name.to_owned(),
            layout: kernel.layout,
            index,
            pushed: pushed_at,
            loaded: kernel.params.get(index).copied(),
            pushed_count: pushed.len(),
            loaded_count: kernel.params.len(),
            source: kernel.source,
        })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::SmFamily;

    fn kernel(layout: ParamLayout, params: &[(usize, usize)]) -> FunctionParams {
        FunctionParams::given(layout, params.to_vec())
    }

    const SM90: ParamLayout = ParamLayout::Device(SmFamily::Sm90);

    #[test]
    fn a_match_is_ok_and_each_difference_is_named() {
        // (int, double, float *): offsets 0, 8, 16 in every layout.
        let k = kernel(SM90, &[(0, 4), (8, 8), (16, 8)]);
        let good = [
            ArgShape::of::<i32>(),
            ArgShape::of::<f64>(),
            ArgShape::pointer::<f32>(ArgKind::Write),
        ];
        assert_eq!(check_args("k", &k, &good), Ok(()));

        let missing = check_args("k", &k, &good[..2]).unwrap_err();
        assert_eq!(
            (missing.index, missing.pushed, missing.loaded),
            (2, None, Some((16, 8)))
        );
        assert_eq!(
            missing.to_string(),
            "kernel `k`: parameter 2 (8 bytes at offset 16 of the sm_90 device layout) has \
             no argument; 2 arguments pushed, the kernel has 3 parameters"
        );

        let mut extra = good.to_vec();
        extra.push(ArgShape::of::<u8>());
        let e = check_args("k", &k, &extra).unwrap_err();
        assert_eq!(
            (e.index, e.loaded, e.pushed.map(|p| p.1)),
            (3, None, Some(24))
        );

        let wrong_size = [ArgShape::of::<i32>(), ArgShape::of::<f32>(), good[2]];
        let e = check_args("k", &k, &wrong_size).unwrap_err();
        assert_eq!(
            (e.index, e.pushed.map(|p| p.1), e.loaded),
            (1, Some(4), Some((8, 8)))
        );
        assert!(e
            .to_string()
            .contains("`f32`, 4 bytes aligned 4) is 4 bytes at offset 4"));
    }
}
