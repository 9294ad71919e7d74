//! Launching through cudarc (feature `cudarc`): the driver is loaded at run time, so building
//! needs no CUDA.
//!
//! A packed launch (`CU_LAUNCH_PARAM_BUFFER_POINTER`) sends the block exactly as it is, so it
//! must follow the device layout of the loaded kernel ([`ParamLayout`]): the functions here learn
//! that layout from the loaded function itself (`cuFuncGetParamInfo`, drivers from CUDA 12.4),
//! or else from the architecture its binary was built for (`CU_FUNC_ATTRIBUTE_BINARY_VERSION`),
//! and refuse a buffer of another layout.

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;

use cudarc::driver::sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_BINARY_VERSION;
use cudarc::driver::{
    result, sys, CudaContext, CudaFunction, CudaStream, DriverError, LaunchConfig,
};

use super::driver::{cu_launch_kernel, get_param_count, DriverApi};
use crate::kernel::params::compare_slots;
use crate::kernel::{
    KernelArgs, ObservedParams, PackedArgs, ParamDifference, ParamLayout, ParamMismatch, ParamSlot,
    ParamsSource, Signature,
};

impl<const SIZE: usize, const N: usize, const PACKED: usize> KernelArgs<SIZE, N, PACKED> {
    /// Launches `function` on `stream` with these arguments, passed as the `kernelParams` array
    /// (`cuLaunchKernel`). Right for any GPU: the driver places each parameter itself.
    ///
    /// # Safety
    ///
    /// `function` must be the kernel these arguments were built for (its symbol is
    /// `self.signature().symbol()`; [`Signature::check_function`] compares its parameters), and
    /// the kernel must do nothing undefined with them: every device pointer valid for what it
    /// reads and writes, and alive (not freed, not written by another stream) until it is done.
    pub unsafe fn launch(
        &self,
        stream: &CudaStream,
        function: &CudaFunction,
        config: LaunchConfig,
    ) -> Result<(), DriverError> {
        stream.context().bind_to_thread()?;
        let mut params = self.kernel_params();
        // SAFETY: `params` holds one pointer per kernel parameter, each to that parameter's
        // device image inside `self` (the block of the kernel's signature, so the driver reads
        // exactly the size the kernel declares from each); `self` outlives the call, and the
        // driver copies the parameters before `cuLaunchKernel` returns. The caller vouches for
        // the function and for what the kernel does (this function's contract).
        unsafe {
            result::launch_kernel(
                function.cu_function(),
                config.grid_dim,
                config.block_dim,
                config.shared_mem_bytes,
                stream.cu_stream(),
                params.as_mut_slice(),
            )
        }
    }

    /// Launches `function` on `stream` with these arguments passed as one packed buffer
    /// (`CU_LAUNCH_PARAM_BUFFER_POINTER`), laid out for the loaded kernel: its device layout is
    /// read from the function ([`loaded_layout`]), the buffer built for it, and checked against
    /// the driver's offsets where the driver reports them.
    ///
    /// # Safety
    ///
    /// As [`KernelArgs::launch`].
    pub unsafe fn launch_packed(
        &self,
        stream: &CudaStream,
        function: &CudaFunction,
        config: LaunchConfig,
    ) -> Result<(), LaunchError> {
        stream.context().bind_to_thread()?;
        let packed = self.packed(loaded_layout(function)?);
        // SAFETY: this function's contract is `PackedArgs::launch`'s.
        unsafe { packed.launch(stream, function, config) }
    }
}

impl<const CAP: usize, const N: usize> PackedArgs<CAP, N> {
    /// Launches `function` on `stream` with this buffer (`CU_LAUNCH_PARAM_BUFFER_POINTER`),
    /// after checking that the loaded kernel's parameters are where the buffer has them: the
    /// driver's `cuFuncGetParamInfo` offsets where it has them (CUDA 12.4 drivers and newer),
    /// else the device layout of the function's binary architecture. A buffer of another
    /// layout is [`LaunchError::Mismatch`], naming the kernel, the parameter and both offsets.
    ///
    /// # Safety
    ///
    /// As [`KernelArgs::launch`].
    pub unsafe fn launch(
        &self,
        stream: &CudaStream,
        function: &CudaFunction,
        config: LaunchConfig,
    ) -> Result<(), LaunchError> {
        stream.context().bind_to_thread()?;
        match loaded_params::<N>(function)? {
            LoadedParams::Driver { params, count } => {
                self.check_slots(&params, count, driver_source(count))?
            }
            LoadedParams::Layout(layout) => {
                // No allocation and one pass: this is the launch path on drivers before 12.4.
                let offsets = self.signature().param_offsets_in::<N>(layout);
                let expected: [ParamSlot; N] = core::array::from_fn(|i| {
                    ParamSlot::new(offsets[i], self.signature().params[i].ty.layout.size)
                });
                self.check_slots(&expected, None, ParamsSource::Architecture)?;
            }
        }
        let mut extra = self.unchecked_launch_extra();
        // SAFETY: `extra` is the five-pointer list `cuLaunchKernel` documents (buffer pointer,
        // buffer size pointer, end), pointing into `self`, which outlives the call; the buffer
        // holds every parameter at the offset the loaded kernel has it (checked just above),
        // and the driver copies it before returning. `kernelParams` is null, as required with
        // `extra`. The caller vouches for the function and the kernel (this function's
        // contract).
        unsafe {
            cu_launch_kernel(
                function.cu_function(),
                config,
                stream.cu_stream(),
                core::ptr::null_mut(),
                extra.as_mut_ptr(),
            )
        }
        .result()?;
        Ok(())
    }
}

/// Why a launch did not happen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LaunchError {
    /// The driver failed.
    Driver(DriverError),
    /// The buffer's layout is not the loaded kernel's (a packed launch).
    Mismatch(Box<ParamMismatch>),
    /// An argument could not be marshalled (a bit-field value out of range): the error names
    /// the kernel, the parameter and the member (`integrate.params.substeps`).
    Marshal(crate::error::Error),
    /// The arguments of a checked launch are not the loaded kernel's parameters.
    Args(Box<ParamMismatch>),
}

impl From<DriverError> for LaunchError {
    fn from(e: DriverError) -> Self {
        LaunchError::Driver(e)
    }
}

/// A packed buffer's mismatch ([`LaunchError::Mismatch`]).
impl From<Box<ParamMismatch>> for LaunchError {
    fn from(e: Box<ParamMismatch>) -> Self {
        LaunchError::Mismatch(e)
    }
}

impl fmt::Display for LaunchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LaunchError::Driver(e) => write!(f, "CUDA driver: {e:?}"),
            LaunchError::Mismatch(m) => write!(
                f,
                "{m}; build the buffer for the kernel's architecture (`KernelArgs::packed`)"
            ),
            LaunchError::Marshal(e) => e.fmt(f),
            LaunchError::Args(m) => m.fmt(f),
        }
    }
}

impl core::error::Error for LaunchError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            LaunchError::Marshal(e) => Some(e),
            LaunchError::Args(m) | LaunchError::Mismatch(m) => Some(&**m),
            _ => None,
        }
    }
}

impl From<crate::error::Error> for LaunchError {
    fn from(e: crate::error::Error) -> Self {
        LaunchError::Marshal(e)
    }
}

/// The device parameter layout of a loaded kernel: that of the architecture its binary was
/// built for (`CU_FUNC_ATTRIBUTE_BINARY_VERSION`, 90 for sm_90; a PTX module JIT-compiled for
/// the device reports the device's).
pub fn loaded_layout(function: &CudaFunction) -> Result<ParamLayout, DriverError> {
    let version = function.get_attribute(CU_FUNC_ATTRIBUTE_BINARY_VERSION)?;
    Ok(ParamLayout::for_sm(version.max(0) as u32))
}

/// What the driver says of a loaded kernel's parameters.
enum LoadedParams<const N: usize> {
    /// `cuFuncGetParamInfo` for the first `N` parameters, and `cuFuncGetParamCount` where the
    /// driver has it (CUDA 13.2).
    Driver {
        params: [ParamSlot; N],
        count: Option<usize>,
    },
    /// The driver cannot tell (before CUDA 12.4): the layout of the binary's architecture.
    Layout(ParamLayout),
}

/// Fills `out` with the slots of the loaded kernel's first parameters, from
/// `cuFuncGetParamInfo`; returns `None` when the driver lacks it (before CUDA 12.4), else the
/// kernel's parameter count where the driver reports it (`cuFuncGetParamCount`, CUDA 13.2).
/// Never asks for a parameter past the last one the kernel has: with a count it asks for
/// `min(out.len(), count)`, without one for `out.len()` (a kernel with fewer is then a driver
/// error on the first missing one, `CUDA_ERROR_INVALID_VALUE`).
fn fill_params(
    function: &CudaFunction,
    out: &mut [ParamSlot],
) -> Result<Option<Option<usize>>, DriverError> {
    let api = DriverApi::cuda();
    let Some(info) = api.param_info else {
        return Ok(None);
    };
    // SAFETY: a live function handle (`function` is borrowed).
    let count = unsafe { api.count(function.cu_function()) }?;
    let asked = count.map_or(out.len(), |c| c.min(out.len()));
    for (index, slot) in out.iter_mut().enumerate().take(asked) {
        // SAFETY: a live function handle, an index below the kernel's parameter count (or, with
        // no count from the driver, below the count the caller declares: past the kernel's last
        // it is an error return, not undefined behaviour), and two valid out-pointers.
        unsafe {
            info(
                function.cu_function(),
                index,
                &mut slot.offset,
                &mut slot.size,
            )
        }
        .result()?;
    }
    Ok(Some(count))
}

/// Where a driver's answer came from: counted where it has `cuFuncGetParamCount`.
pub(super) fn driver_source(count: Option<usize>) -> ParamsSource {
    match count {
        Some(_) => ParamsSource::DriverCounted,
        None => ParamsSource::DriverProbed,
    }
}

fn loaded_params<const N: usize>(function: &CudaFunction) -> Result<LoadedParams<N>, DriverError> {
    let mut params = [ParamSlot::default(); N];
    match fill_params(function, &mut params)? {
        Some(count) => Ok(LoadedParams::Driver { params, count }),
        None => Ok(LoadedParams::Layout(loaded_layout(function)?)),
    }
}

/// The driver's slots of a loaded kernel's first `n` parameters, in its device layout
/// ([`loaded_layout`]), and its parameter count where the driver has `cuFuncGetParamCount`;
/// `None` when the driver has no `cuFuncGetParamInfo` (before CUDA 12.4). Asks for no
/// parameter past the kernel's last when the driver reports the count.
pub fn driver_params(
    function: &CudaFunction,
    n: usize,
) -> Result<Option<ObservedParams>, DriverError> {
    let mut params = vec![ParamSlot::default(); n];
    let Some(count) = fill_params(function, &mut params)? else {
        return Ok(None);
    };
    params.truncate(count.map_or(n, |c| c.min(n)));
    Ok(Some(ObservedParams {
        layout: loaded_layout(function)?,
        params,
        count,
        source: driver_source(count),
    }))
}

impl Signature {
    /// Compares the parameters of a loaded kernel (offsets and sizes from the driver's
    /// `cuFuncGetParamInfo`, CUDA 12.4 and newer) with this signature's parameter block in the
    /// device layout of the function's binary architecture ([`loaded_layout`]).
    ///
    /// The count is compared where the driver reports it (`cuFuncGetParamCount`, CUDA 13.2);
    /// no parameter past the signature's last is ever asked for (an out-of-range
    /// `cuFuncGetParamInfo` is an API error that compute-sanitizer reports). A driver that
    /// cannot tell is [`ParamDifference::Unobserved`].
    ///
    /// The driver reports an offset and a size per parameter, not a type: a parameter retyped
    /// to one of the same size, or two of one size swapped, pass (out of this check's scope;
    /// declarations regenerated from the `.cu` file by `ptx_abi_build::cu` catch them).
    pub fn check_function(
        &self,
        context: &CudaContext,
        function: &CudaFunction,
    ) -> Result<(), Box<ParamMismatch>> {
        let n = self.params.len();
        let mismatch = |what| {
            let source = driver_source(get_param_count().map(|_| n));
            Box::new(ParamMismatch {
                kernel: self.name.to_owned(),
                source,
                what,
            })
        };
        let failed = |e: DriverError| {
            mismatch(ParamDifference::Unobserved(format!(
                "cuFuncGetParamInfo failed: {e:?}"
            )))
        };
        context.bind_to_thread().map_err(failed)?;
        let observed = match driver_params(function, n) {
            Ok(Some(observed)) => observed,
            Ok(None) => return Err(failed(DriverError(sys::CUresult::CUDA_ERROR_NOT_SUPPORTED))),
            // Without a count from the driver, asking for a parameter the kernel lacks.
            Err(DriverError(sys::CUresult::CUDA_ERROR_INVALID_VALUE)) => {
                return Err(mismatch(ParamDifference::Count {
                    ours: n,
                    theirs: None,
                }))
            }
            Err(e) => return Err(failed(e)),
        };
        let layout = observed.layout;
        let ours: Vec<ParamSlot> = (0..n)
            .map(|i| {
                ParamSlot::new(
                    self.param_offset_in(i, layout),
                    self.params[i].ty.layout.size,
                )
            })
            .collect();
        let theirs = (&observed.params[..], observed.count, observed.source);
        compare_slots(self.name, layout, &ours, theirs, |i| {
            self.params[i].name.to_owned()
        })
    }
}
