//! A checked launch of any kernel through cudarc (feature `cudarc`; `book/src/launching.md`,
//! "Checked launches"): a [`CheckedFunction`] learns the loaded kernel's parameters once (the
//! driver's `cuFuncGetParamCount` and `cuFuncGetParamInfo`, or a cubin's), and each
//! [`CheckedLaunch`] compares the arguments pushed with them before `cuLaunchKernel`
//! ([`check_args`]).
//!
//! The driver calls go through a table of entry points ([`DriverApi`]), so that the tests below
//! run the whole path (the query, the check, the `kernelParams` array handed to the launch)
//! against a stand-in driver written in Rust, in CI and under Miri (`tools/miri.sh`, suite
//! `core-lib-cudarc`), as the NVRTC stand-in does for NVRTC.

#[allow(unused_imports)]
use crate::prelude::*;
use core::ffi::c_void;
use core::fmt;

use cudarc::driver::DriverError;
use cudarc::driver::{sys, CudaContext, CudaFunction, CudaStream, DeviceRepr, LaunchConfig};

use super::device_images::{ArgGuard, ReadArg, WriteArg};
use super::driver::DriverApi;
use super::launch::{driver_source, LaunchError};
use crate::abi::{DevicePtr, PtxAbi};
use crate::kernel::{check_args, ArgKind, ArgShape, ObservedParams, ParamSlot};

/// The most parameters a kernel can have: its block is at most 32,764 bytes (`ABI.md` §7) and
/// a parameter at least one byte. Probing for the count stops here whatever the driver says.
const MAX_PARAMS: usize = 32_764;

impl DriverApi {
    /// The function's parameters from the driver: `cuFuncGetParamCount` where it exists, else
    /// `cuFuncGetParamInfo` asked index by index until the driver says there is no such
    /// parameter (`ParamsSource::DriverProbed`).
    ///
    /// # Safety
    /// `function` is a live function handle of the current context.
    unsafe fn params(
        &self,
        name: &str,
        function: sys::CUfunction,
    ) -> Result<ObservedParams, ParamsError> {
        let driver = |e: DriverError| ParamsError::Driver {
            kernel: name.to_owned(),
            error: e,
        };
        let Some(info) = self.param_info else {
            return Err(ParamsError::NoParamInfo {
                kernel: name.to_owned(),
            });
        };
        // SAFETY: the caller's contract.
        let layout = unsafe { self.layout(function) }.map_err(driver)?;
        // SAFETY: the caller's contract.
        let count = unsafe { self.count(function) }
            .map_err(driver)?
            .map(|count| count.min(MAX_PARAMS));
        let mut params = Vec::with_capacity(count.unwrap_or(8));
        for index in 0..count.unwrap_or(MAX_PARAMS) {
            let mut slot = ParamSlot::default();
            // SAFETY: a live function handle and two valid out-pointers; `index` is below the
            // driver's count, or, without one, a probe: past the kernel's last parameter the
            // driver returns `CUDA_ERROR_INVALID_VALUE` (documented for `cuFuncGetParamInfo`),
            // it reads and writes nothing.
            let status = unsafe { info(function, index, &mut slot.offset, &mut slot.size) };
            match status {
                sys::CUresult::CUDA_SUCCESS => params.push(slot),
                sys::CUresult::CUDA_ERROR_INVALID_VALUE if count.is_none() => break,
                other => return Err(driver(DriverError(other))),
            }
        }
        Ok(ObservedParams::new(layout, params, driver_source(count)))
    }
}

/// Why a function's parameters could not be learnt.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParamsError {
    /// The driver has no `cuFuncGetParamInfo` (before CUDA 12.4): give the parameters from
    /// the kernel's cubin ([`CheckedFunction::with_params`]; `ptx_abi_build::cubin` reads
    /// `EIATTR_KPARAM_INFO`).
    NoParamInfo {
        /// The kernel's name.
        kernel: String,
    },
    /// The driver failed.
    Driver {
        /// The kernel's name.
        kernel: String,
        /// The driver's error.
        error: DriverError,
    },
    /// No one kernel of the image has the name asked for ([`CheckedFunction::find`]).
    Lookup(super::KernelLookupError),
}

impl fmt::Display for ParamsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamsError::NoParamInfo { kernel } => write!(
                f,
                "kernel `{kernel}`: this CUDA driver has no cuFuncGetParamInfo (CUDA 12.4): \
                 give the kernel's parameters from its cubin (CheckedFunction::with_params, \
                 ptx_abi_build::cubin)"
            ),
            ParamsError::Driver { kernel, error } => {
                write!(f, "kernel `{kernel}`: the CUDA driver failed: {error:?}")
            }
            ParamsError::Lookup(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for ParamsError {}

/// The function a launch calls: cudarc's, or a stand-in's handle in tests.
enum Function {
    Cudarc(CudaFunction),
    #[cfg(test)]
    StandIn(sys::CUfunction),
}

impl Function {
    fn handle(&self) -> sys::CUfunction {
        match self {
            Function::Cudarc(f) => f.cu_function(),
            #[cfg(test)]
            Function::StandIn(f) => *f,
        }
    }
}

/// A loaded kernel and its parameters, learnt once: what [`CheckedLaunch`] checks arguments
/// against. Any kernel: CUDA C++ compiled by NVRTC or nvcc, hand-written PTX, a cubin.
pub struct CheckedFunction {
    function: Function,
    name: String,
    params: ObservedParams,
    api: DriverApi,
}

impl fmt::Debug for CheckedFunction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CheckedFunction")
            .field("name", &self.name)
            .field("params", &self.params)
            .finish_non_exhaustive()
    }
}

impl CheckedFunction {
    /// `function` (loaded in `context`, named `name` for messages), with its parameters from
    /// the driver: `cuFuncGetParamCount` and `cuFuncGetParamInfo` on CUDA 13.2 drivers;
    /// `cuFuncGetParamInfo` probed up to the first index the kernel lacks on 12.4 to 13.1
    /// ([`ParamsSource::DriverProbed`](crate::kernel::ParamsSource::DriverProbed)); on older drivers
    /// [`ParamsError::NoParamInfo`] (then [`CheckedFunction::with_params`]).
    pub fn new(
        context: &CudaContext,
        function: CudaFunction,
        name: impl Into<String>,
    ) -> Result<CheckedFunction, ParamsError> {
        let name = name.into();
        context
            .bind_to_thread()
            .map_err(|error| ParamsError::Driver {
                kernel: name.clone(),
                error,
            })?;
        let api = DriverApi::cuda();
        // SAFETY: `function` is a live function of `context`, now current.
        let params = unsafe { api.params(&name, function.cu_function()) }?;
        Ok(CheckedFunction {
            function: Function::Cudarc(function),
            name,
            params,
            api,
        })
    }

    /// `function` with parameters given by the caller: from its cubin's `EIATTR_KPARAM_INFO`
    /// (`ptx_abi_build::cubin::Cubin::function_params`), for drivers older than CUDA 12.4.
    /// They must be those of the binary the driver loaded.
    pub fn with_params(
        function: CudaFunction,
        name: impl Into<String>,
        params: ObservedParams,
    ) -> CheckedFunction {
        CheckedFunction {
            function: Function::Cudarc(function),
            name: name.into(),
            params,
            api: DriverApi::cuda(),
        }
    }

    /// The kernel's name, as given.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The kernel's parameters, as learnt.
    pub fn params(&self) -> &ObservedParams {
        &self.params
    }

    /// A launch of this kernel on `stream`: push the arguments in order, then
    /// [`CheckedLaunch::launch`].
    pub fn launch_builder<'a>(&'a self, stream: &'a CudaStream) -> CheckedLaunch<'a> {
        self.builder(Stream::Cudarc(stream))
    }

    fn builder<'a>(&'a self, stream: Stream<'a>) -> CheckedLaunch<'a> {
        let n = self.params.params.len();
        CheckedLaunch {
            function: self,
            stream,
            shapes: Vec::with_capacity(n),
            slots: Vec::with_capacity(n),
            images: Vec::new(),
            guards: Vec::new(),
            marshal: None,
        }
    }
}

/// The stream a launch goes to.
#[derive(Clone, Copy)]
enum Stream<'a> {
    Cudarc(&'a CudaStream),
    #[cfg(test)]
    StandIn,
}

/// Where one argument's bytes are, for the `kernelParams` array.
enum Slot {
    /// A value borrowed for the builder's life (`'a`, which `arg` ties it to).
    Borrowed(*const c_void),
    /// A device address, held here.
    Address(u64),
    /// A device image at this offset of the builder's image bytes.
    Image(usize),
}

/// A launch whose arguments are checked against the loaded kernel's parameters
/// ([`CheckedFunction`]) before the driver is called: count, sizes, and offsets in the
/// kernel's device layout. Arguments are pushed as with cudarc's `launch_builder`:
///
/// - [`arg`](Self::arg): any cudarc `DeviceRepr` value by reference, its own bytes (a
///   `View<T>` of `#[derive(DeviceView)]` is a padded or bit-field type's image);
/// - [`value`](Self::value): a `PtxAbi` value, marshalled into its device image (an error,
///   naming the type and member, is the launch's `Err`);
/// - [`buffer`](Self::buffer) and [`buffer_mut`](Self::buffer_mut): a `const T *` or `T *`
///   parameter, a device buffer by reference (`&DeviceImages<T>`, `&CudaSlice<T>`, ...), whose
///   cudarc guard (read or write events) is held until the builder is dropped;
/// - [`address`](Self::address): a raw [`DevicePtr`], the unchecked path.
pub struct CheckedLaunch<'a> {
    function: &'a CheckedFunction,
    stream: Stream<'a>,
    shapes: Vec<ArgShape>,
    slots: Vec<Slot>,
    /// The device images of values pushed with `value`, one after the other.
    images: Vec<u8>,
    guards: Vec<ArgGuard<'a>>,
    /// The first marshalling error, returned by `launch`.
    marshal: Option<crate::error::Error>,
}

impl<'a> CheckedLaunch<'a> {
    /// Pushes a value passed as its own bytes (cudarc's `DeviceRepr`, as `launch_builder`'s
    /// `arg`).
    pub fn arg<T: DeviceRepr>(&mut self, value: &'a T) -> &mut Self {
        self.shapes.push(ArgShape::of::<T>());
        self.slots
            .push(Slot::Borrowed((value as *const T).cast::<c_void>()));
        self
    }

    /// Pushes a `PtxAbi` value as its device image (`T::LAYOUT`; `ABI.md` §1), marshalled now.
    /// A value that cannot be marshalled (a bit-field out of range) makes the launch's result
    /// `LaunchError::Marshal`, naming the type and member; nothing is launched.
    pub fn value<T: PtxAbi>(&mut self, value: &T) -> &mut Self {
        let layout = T::LAYOUT;
        let at = self.images.len();
        self.images.resize(at + layout.size, 0);
        if let Err(e) = value.write_image(&mut self.images[at..]) {
            self.marshal.get_or_insert(e);
        }
        self.shapes.push(ArgShape::image(&layout));
        self.slots.push(Slot::Image(at));
        self
    }

    /// Pushes a device buffer the kernel reads (a `const T *` parameter): cudarc's read guard
    /// is taken now (the launch waits for the buffer's last write) and held until the builder
    /// is dropped (recording the read after the launch), as `launch_builder().arg(&slice)`.
    pub fn buffer<T, B: ReadArg<'a, T>>(&mut self, buffer: B) -> &mut Self {
        let stream = self.cudarc_stream();
        let (ptr, guard) = buffer.read_ptr(stream);
        self.pointer::<T>(ptr.addr, ArgKind::Read, guard)
    }

    /// Pushes a device buffer the kernel may write (a `T *` parameter), by `&mut`: cudarc's
    /// write guard, held as in [`buffer`](Self::buffer).
    pub fn buffer_mut<T, B: WriteArg<'a, T>>(&mut self, buffer: B) -> &mut Self {
        let stream = self.cudarc_stream();
        let (ptr, guard) = buffer.write_ptr(stream);
        self.pointer::<T>(ptr.addr, ArgKind::Write, guard)
    }

    /// Pushes a raw device address: the unchecked path (nothing ties it to a live buffer or
    /// synchronises it; only its size is checked).
    pub fn address<T: ?Sized>(&mut self, ptr: DevicePtr<T>) -> &mut Self {
        self.pointer::<T>(ptr.addr, ArgKind::Address, ArgGuard::none())
    }

    fn pointer<T: ?Sized>(&mut self, addr: u64, kind: ArgKind, guard: ArgGuard<'a>) -> &mut Self {
        self.shapes.push(ArgShape::pointer::<T>(kind));
        self.slots.push(Slot::Address(addr));
        self.guards.push(guard);
        self
    }

    fn cudarc_stream(&self) -> &'a CudaStream {
        match self.stream {
            Stream::Cudarc(stream) => stream,
            #[cfg(test)]
            Stream::StandIn => unreachable!("the stand-in driver's tests push addresses"),
        }
    }

    /// The shapes pushed so far.
    pub fn shapes(&self) -> &[ArgShape] {
        &self.shapes
    }

    /// Checks the arguments against the kernel's parameters ([`check_args`]), then launches
    /// with `kernelParams` (`cuLaunchKernel`). A marshalling error or a mismatch is an `Err`
    /// and nothing is launched. The buffers' guards stay held until the builder is dropped, so
    /// that every launch of this builder is covered by the events they record.
    ///
    /// # Safety
    ///
    /// As cudarc's `LaunchArgs::launch`: the kernel must do nothing undefined with its
    /// arguments (what the check cannot see: an `int` for a `float` of the same size, what a
    /// pointer's buffer holds and how far the kernel reads it).
    pub unsafe fn launch(&mut self, config: LaunchConfig) -> Result<(), LaunchError> {
        if let Some(e) = self.marshal.clone() {
            return Err(LaunchError::Marshal(e));
        }
        let function = self.function;
        check_args(&function.name, &function.params, &self.shapes).map_err(LaunchError::Args)?;
        let stream = match self.stream {
            Stream::Cudarc(stream) => {
                stream.context().bind_to_thread()?;
                stream.cu_stream()
            }
            #[cfg(test)]
            Stream::StandIn => core::ptr::null_mut(),
        };
        let images = self.images.as_ptr();
        let mut params: Vec<*mut c_void> = self
            .slots
            .iter()
            .map(|slot| match slot {
                Slot::Borrowed(p) => p.cast_mut(),
                Slot::Address(addr) => (addr as *const u64).cast_mut().cast::<c_void>(),
                // SAFETY: `at` is the start of an image written into `images` (`value`), in
                // bounds.
                Slot::Image(at) => unsafe { images.add(*at) }.cast_mut().cast::<c_void>(),
            })
            .collect();
        // SAFETY: `params` holds one pointer per kernel parameter (the count was checked just
        // above), each to as many bytes as the kernel's parameter (sizes checked): a value
        // borrowed for `'a`, an address in `self.slots`, an image in `self.images`, none of
        // which moves or is freed before the driver has copied them (before `cuLaunchKernel`
        // returns). The function and stream are live (borrowed for `'a`). The caller vouches
        // for what the kernel does (this function's contract).
        unsafe {
            (function.api.launch)(
                function.function.handle(),
                config,
                stream,
                params.as_mut_ptr(),
            )
        }
        .result()?;
        Ok(())
    }
}

#[cfg(test)]
mod stand_in;

#[cfg(test)]
mod tests;
