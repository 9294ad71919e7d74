//! Launching through cudarc (feature `cudarc`): the driver is loaded at run time, so building
//! needs no CUDA.

use core::fmt;

use cudarc::driver::{
    result, sys, CudaContext, CudaFunction, CudaStream, DriverError, LaunchConfig,
};

use super::{KernelArgs, Signature};

impl<const SIZE: usize, const N: usize> KernelArgs<SIZE, N> {
    /// Launches `function` on `stream` with these arguments, passed as the `kernelParams` array
    /// (`cuLaunchKernel`).
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
    /// (`CU_LAUNCH_PARAM_BUFFER_POINTER` in `cuLaunchKernel`'s `extra`).
    ///
    /// # Safety
    ///
    /// As [`KernelArgs::launch`].
    pub unsafe fn launch_packed(
        &self,
        stream: &CudaStream,
        function: &CudaFunction,
        config: LaunchConfig,
    ) -> Result<(), DriverError> {
        stream.context().bind_to_thread()?;
        let mut extra = self.launch_extra();
        // SAFETY: `extra` is the five-pointer list `cuLaunchKernel` documents (buffer pointer,
        // buffer size pointer, end), pointing into `self`, which outlives the call; the buffer
        // holds every parameter at the offset the kernel's signature gives it, and the driver
        // copies it before returning. `kernelParams` is null, as required with `extra`. The
        // caller vouches for the function and the kernel (this function's contract).
        unsafe {
            sys::cuLaunchKernel(
                function.cu_function(),
                config.grid_dim.0,
                config.grid_dim.1,
                config.grid_dim.2,
                config.block_dim.0,
                config.block_dim.1,
                config.block_dim.2,
                config.shared_mem_bytes,
                stream.cu_stream(),
                core::ptr::null_mut(),
                extra.as_mut_ptr(),
            )
            .result()
        }
    }
}

/// A loaded kernel whose parameters are not those of the [`Signature`] (see
/// [`Signature::check_function`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamMismatch {
    /// The driver could not tell (`cuFuncGetParamInfo` needs a CUDA 12.4 driver).
    Driver(DriverError),
    /// Parameter `index` is at another offset, or of another size.
    Param {
        /// The parameter's index.
        index: usize,
        /// Our `(offset, size)`.
        ours: (usize, usize),
        /// The loaded function's `(offset, size)`.
        loaded: (usize, usize),
    },
    /// The loaded function has another number of parameters.
    Count {
        /// Ours.
        ours: usize,
        /// Whether the loaded function has more (otherwise: fewer).
        loaded_has_more: bool,
    },
}

impl fmt::Display for ParamMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamMismatch::Driver(e) => write!(f, "cuFuncGetParamInfo failed: {e:?}"),
            ParamMismatch::Param {
                index,
                ours,
                loaded,
            } => write!(
                f,
                "parameter {index}: offset {} size {} declared, offset {} size {} loaded",
                ours.0, ours.1, loaded.0, loaded.1
            ),
            ParamMismatch::Count {
                ours,
                loaded_has_more,
            } => write!(
                f,
                "{ours} parameters declared, the loaded kernel has {}",
                if *loaded_has_more { "more" } else { "fewer" }
            ),
        }
    }
}

impl std::error::Error for ParamMismatch {}

fn param_info(function: &CudaFunction, index: usize) -> Result<(usize, usize), DriverError> {
    let (mut offset, mut size) = (0usize, 0usize);
    // SAFETY: `cu_function` is a live function handle (borrowed from `function`), and the two
    // out-pointers are valid `size_t`s to write; an index past the last parameter is an error
    // return, not undefined behaviour.
    unsafe {
        sys::cuFuncGetParamInfo(function.cu_function(), index, &mut offset, &mut size).result()?;
    }
    Ok((offset, size))
}

impl Signature {
    /// Compares the parameters of a loaded kernel (offsets and sizes from the driver's
    /// `cuFuncGetParamInfo`, CUDA 12.4 and newer) with this signature's parameter block.
    pub fn check_function(
        &self,
        context: &CudaContext,
        function: &CudaFunction,
    ) -> Result<(), ParamMismatch> {
        context.bind_to_thread().map_err(ParamMismatch::Driver)?;
        for (index, p) in self.params.iter().enumerate() {
            let ours = (self.param_offset(index), p.ty.layout.size);
            let loaded = match param_info(function, index) {
                Ok(info) => info,
                Err(DriverError(sys::CUresult::CUDA_ERROR_INVALID_VALUE)) => {
                    return Err(ParamMismatch::Count {
                        ours: self.params.len(),
                        loaded_has_more: false,
                    })
                }
                Err(e) => return Err(ParamMismatch::Driver(e)),
            };
            if ours != loaded {
                return Err(ParamMismatch::Param {
                    index,
                    ours,
                    loaded,
                });
            }
        }
        match param_info(function, self.params.len()) {
            Ok(_) => Err(ParamMismatch::Count {
                ours: self.params.len(),
                loaded_has_more: true,
            }),
            Err(_) => Ok(()),
        }
    }
}
