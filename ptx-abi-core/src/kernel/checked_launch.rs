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
use core::ffi::{c_int, c_void};
use core::fmt;

use cudarc::driver::sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_BINARY_VERSION;
use cudarc::driver::DriverError;
use cudarc::driver::{sys, CudaContext, CudaFunction, CudaStream, DeviceRepr, LaunchConfig};

use super::checked::{check_args, ArgKind, ArgShape, FunctionParams, ParamsSource};
use super::launch::{
    cu_launch_kernel, get_param_count, get_param_info, GetParamCount, GetParamInfo, LaunchError,
};
use super::ParamLayout;
use crate::integrations::{ArgGuard, ReadArg, WriteArg};
use crate::{DevicePtr, PtxAbi};

/// The most parameters a kernel can have: its block is at most 32,764 bytes (`ABI.md` §7) and
/// a parameter at least one byte. Probing for the count stops here whatever the driver says.
const MAX_PARAMS: usize = 32_764;

/// The driver entry points a checked launch calls: the real driver's, or a stand-in's in tests.
#[derive(Clone, Copy)]
pub(crate) struct DriverApi {
    /// `cuFuncGetParamInfo`, where the driver has it (CUDA 12.4).
    pub(super) param_info: Option<GetParamInfo>,
    /// `cuFuncGetParamCount`, where the driver has it (CUDA 13.2).
    param_count: Option<GetParamCount>,
    /// `cuFuncGetAttribute`.
    attribute: unsafe fn(*mut c_int, sys::CUfunction_attribute, sys::CUfunction) -> sys::CUresult,
    /// `cuLaunchKernel` with `kernelParams` (no `extra`).
    launch:
        unsafe fn(sys::CUfunction, LaunchConfig, sys::CUstream, *mut *mut c_void) -> sys::CUresult,
}

/// `cuLaunchKernel` with a `kernelParams` array.
///
/// # Safety
/// `cuLaunchKernel`'s contract: a live function, stream and parameter array.
unsafe fn launch_kernel(
    function: sys::CUfunction,
    config: LaunchConfig,
    stream: sys::CUstream,
    params: *mut *mut c_void,
) -> sys::CUresult {
    // SAFETY: the caller's contract, passed on; `extra` is null.
    unsafe { cu_launch_kernel(function, config, stream, params, core::ptr::null_mut()) }
}

/// `cuFuncGetAttribute`, as a function pointer of the table's type.
///
/// # Safety
/// `cuFuncGetAttribute`'s contract: a valid out-pointer and a live function.
unsafe fn func_attribute(
    value: *mut c_int,
    attribute: sys::CUfunction_attribute,
    function: sys::CUfunction,
) -> sys::CUresult {
    // SAFETY: the caller's contract, passed on.
    unsafe { sys::cuFuncGetAttribute(value, attribute, function) }
}

impl DriverApi {
    /// The CUDA driver's entry points (`cuFuncGetParamInfo`/`Count` looked up by version, so
    /// that an older driver is a `None`, not an error return).
    pub(super) fn cuda() -> DriverApi {
        DriverApi {
            param_info: get_param_info(),
            param_count: get_param_count(),
            attribute: func_attribute,
            launch: launch_kernel,
        }
    }

    /// The device layout of the function's binary architecture (`CU_FUNC_ATTRIBUTE_BINARY_VERSION`).
    ///
    /// # Safety
    /// `function` is a live function handle of the current context.
    unsafe fn layout(&self, function: sys::CUfunction) -> Result<ParamLayout, DriverError> {
        let mut version: c_int = 0;
        // SAFETY: a valid out-pointer; the function is live (the caller's contract).
        unsafe { (self.attribute)(&mut version, CU_FUNC_ATTRIBUTE_BINARY_VERSION, function) }
            .result()?;
        Ok(ParamLayout::for_sm(version.max(0) as u32))
    }

    /// The function's parameter count (`cuFuncGetParamCount`), where the driver has it (CUDA
    /// 13.2).
    ///
    /// # Safety
    /// `function` is a live function handle of the current context.
    pub(super) unsafe fn count(
        &self,
        function: sys::CUfunction,
    ) -> Result<Option<usize>, DriverError> {
        let Some(get_count) = self.param_count else {
            return Ok(None);
        };
        let mut count = 0usize;
        // SAFETY: a live function handle (the caller's contract) and a valid out-pointer.
        unsafe { get_count(function, &mut count) }.result()?;
        Ok(Some(count))
    }

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
    ) -> Result<FunctionParams, ParamsError> {
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
            let (mut offset, mut size) = (0usize, 0usize);
            // SAFETY: a live function handle and two valid out-pointers; `index` is below the
            // driver's count, or, without one, a probe: past the kernel's last parameter the
            // driver returns `CUDA_ERROR_INVALID_VALUE` (documented for `cuFuncGetParamInfo`),
            // it reads and writes nothing.
            let status = unsafe { info(function, index, &mut offset, &mut size) };
            match status {
                sys::CUresult::CUDA_SUCCESS => params.push((offset, size)),
                sys::CUresult::CUDA_ERROR_INVALID_VALUE if count.is_none() => break,
                other => return Err(driver(DriverError(other))),
            }
        }
        Ok(FunctionParams {
            layout,
            params,
            source: match count {
                Some(_) => ParamsSource::DriverCounted,
                None => ParamsSource::DriverProbed,
            },
        })
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
    params: FunctionParams,
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
    /// ([`ParamsSource::DriverProbed`]); on older drivers [`ParamsError::NoParamInfo`]
    /// (then [`CheckedFunction::with_params`]).
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
        params: FunctionParams,
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
    pub fn params(&self) -> &FunctionParams {
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
    marshal: Option<crate::Error>,
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
        check_args(&function.name, &function.params, &self.shapes)?;
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
mod stand_in {
    //! A stand-in CUDA driver for the checked launch: functions are [`FakeKernel`]s behind the
    //! `CUfunction` handle; the stand-in reads every byte the real driver would read (each
    //! parameter's size from each `kernelParams` pointer), so that a short or dangling argument
    //! is a Miri error, and keeps them for the test to compare.

    use super::*;
    use crate::kernel::SmFamily;
    use std::cell::{Cell, RefCell};

    pub(super) struct FakeKernel {
        sm: c_int,
        params: Vec<(usize, usize)>,
        /// The parameter bytes of each launch.
        launched: RefCell<Vec<Vec<Vec<u8>>>>,
        /// The indices `cuFuncGetParamInfo` was asked for.
        asked: RefCell<Vec<usize>>,
        /// Counts launches refused by the check, for the tests' assertion that none reached
        /// the driver.
        counted: Cell<usize>,
    }

    impl FakeKernel {
        pub(super) fn new(sm: c_int, params: &[(usize, usize)]) -> FakeKernel {
            FakeKernel {
                sm,
                params: params.to_vec(),
                launched: RefCell::new(Vec::new()),
                asked: RefCell::new(Vec::new()),
                counted: Cell::new(0),
            }
        }

        fn handle(&self) -> sys::CUfunction {
            (self as *const FakeKernel)
                .cast_mut()
                .cast::<sys::CUfunc_st>()
        }
    }

    /// # Safety
    /// `f` is a handle made by [`FakeKernel::handle`] of a live kernel.
    unsafe fn kernel<'k>(f: sys::CUfunction) -> &'k FakeKernel {
        // SAFETY: the caller's contract.
        unsafe { &*f.cast::<FakeKernel>() }
    }

    unsafe extern "C" fn param_info(
        f: sys::CUfunction,
        index: usize,
        offset: *mut usize,
        size: *mut usize,
    ) -> sys::CUresult {
        // SAFETY: the driver's contract: a live function.
        let k = unsafe { kernel(f) };
        k.asked.borrow_mut().push(index);
        match k.params.get(index) {
            // SAFETY: the driver's contract: valid out-pointers.
            Some(&(o, s)) => unsafe {
                offset.write(o);
                size.write(s);
                sys::CUresult::CUDA_SUCCESS
            },
            None => sys::CUresult::CUDA_ERROR_INVALID_VALUE,
        }
    }

    unsafe extern "C" fn param_count(f: sys::CUfunction, count: *mut usize) -> sys::CUresult {
        // SAFETY: the driver's contract: a live function, a valid out-pointer.
        unsafe { count.write(kernel(f).params.len()) };
        sys::CUresult::CUDA_SUCCESS
    }

    unsafe fn attribute(
        value: *mut c_int,
        attribute: sys::CUfunction_attribute,
        f: sys::CUfunction,
    ) -> sys::CUresult {
        assert_eq!(attribute, CU_FUNC_ATTRIBUTE_BINARY_VERSION);
        // SAFETY: the driver's contract: a live function, a valid out-pointer.
        unsafe { value.write(kernel(f).sm) };
        sys::CUresult::CUDA_SUCCESS
    }

    unsafe fn launch(
        f: sys::CUfunction,
        _: LaunchConfig,
        _: sys::CUstream,
        params: *mut *mut c_void,
    ) -> sys::CUresult {
        // SAFETY: the driver's contract: a live function, and one pointer per parameter, each
        // to as many bytes as the parameter's size.
        let k = unsafe { kernel(f) };
        let bytes = k
            .params
            .iter()
            .enumerate()
            .map(|(i, &(_, size))| {
                // SAFETY: as above.
                unsafe { core::slice::from_raw_parts((*params.add(i)).cast::<u8>(), size) }.to_vec()
            })
            .collect();
        k.launched.borrow_mut().push(bytes);
        k.counted.set(k.counted.get() + 1);
        sys::CUresult::CUDA_SUCCESS
    }

    /// A stand-in driver: `count` says whether it has `cuFuncGetParamCount` (13.2),
    /// `info` whether it has `cuFuncGetParamInfo` (12.4).
    pub(super) fn driver(count: bool, info: bool) -> DriverApi {
        DriverApi {
            param_info: info.then_some(param_info as GetParamInfo),
            param_count: count.then_some(param_count as GetParamCount),
            attribute,
            launch,
        }
    }

    /// A checked function of the stand-in kernel `k`.
    pub(super) fn function(
        k: &FakeKernel,
        name: &str,
        api: DriverApi,
    ) -> Result<CheckedFunction, ParamsError> {
        // SAFETY: `k` outlives the function made here (the tests keep both in one scope).
        let params = unsafe { api.params(name, k.handle()) }?;
        Ok(CheckedFunction {
            function: Function::StandIn(k.handle()),
            name: name.to_owned(),
            params,
            api,
        })
    }

    pub(super) fn launches(k: &FakeKernel) -> Vec<Vec<Vec<u8>>> {
        k.launched.borrow().clone()
    }

    pub(super) fn asked(k: &FakeKernel) -> Vec<usize> {
        k.asked.borrow().clone()
    }

    pub(super) fn launch_count(k: &FakeKernel) -> usize {
        k.counted.get()
    }

    pub(super) const SM90: c_int = 90;
    pub(super) const SM90_LAYOUT: ParamLayout = ParamLayout::Device(SmFamily::Sm90);
}

#[cfg(test)]
mod tests {
    use super::stand_in::{self, FakeKernel, SM90, SM90_LAYOUT};
    use super::*;
    use crate::vector::Float4;

    const CONFIG: LaunchConfig = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };

    /// A by-value struct as the Rust side declares it: 16 bytes aligned 8.
    #[derive(PtxAbi, Clone, Copy)]
    #[ptx(crate = "crate")]
    #[repr(C)]
    struct Pair {
        a: f32,
        b: f64,
    }

    /// Padding and bit-fields: the image is not the host bytes.
    #[derive(PtxAbi, Clone, Copy)]
    #[ptx(crate = "crate")]
    #[repr(C)]
    struct Flags {
        tag: u8,
        #[ptx(bits = 3)]
        level: u32,
        weight: f32,
    }

    fn launch(l: &mut CheckedLaunch<'_>) -> Result<(), LaunchError> {
        // SAFETY: the stand-in driver runs no kernel.
        unsafe { l.launch(CONFIG) }
    }

    /// `__global__ void k(int n, Pair p, float4 v, float *out)`, as `ptxas` places it for
    /// sm_90 (the block at bank 0x210, bank addresses aligned: `float4` at 32, `ABI.md` §6).
    fn kernel_k() -> FakeKernel {
        FakeKernel::new(SM90, &[(0, 4), (8, 16), (32, 16), (48, 8)])
    }

    #[test]
    fn a_matching_launch_hands_the_driver_every_byte() {
        let k = kernel_k();
        for (counted, source) in [
            (true, ParamsSource::DriverCounted),
            (false, ParamsSource::DriverProbed),
        ] {
            let f = stand_in::function(&k, "k", stand_in::driver(counted, true)).unwrap();
            assert_eq!(f.params().source, source);
            assert_eq!(f.params().layout, SM90_LAYOUT);
            assert_eq!(f.params().params, [(0, 4), (8, 16), (32, 16), (48, 8)]);
        }
        // Probing asked for one index past the last, and no further.
        assert_eq!(stand_in::asked(&k)[4..], [0, 1, 2, 3, 4]);

        let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
        let n = 7i32;
        let v = Float4::new(1.0, 2.0, 3.0, 4.0);
        let pair = Pair { a: 1.5, b: -2.0 };
        let mut l = f.builder(Stream::StandIn);
        l.arg(&n)
            .value(&pair)
            .value(&v)
            .address(DevicePtr::<f32>::new(0x1122_3344_5566_7788));
        launch(&mut l).unwrap();
        let launched = stand_in::launches(&k);
        assert_eq!(launched.len(), 1);
        assert_eq!(launched[0][0], 7i32.to_le_bytes());
        let mut pair_image = vec![0u8; 16];
        pair.write_image(&mut pair_image).unwrap();
        assert_eq!(launched[0][1], pair_image);
        assert_eq!(launched[0][2][..4], 1.0f32.to_le_bytes());
        assert_eq!(launched[0][3], 0x1122_3344_5566_7788u64.to_le_bytes());
    }

    /// Pushes `k`'s arguments as a caller of `k(int n, Pair p, float4 v, float *out)` would,
    /// with `n` for the first: `(n, Pair, Float4, null)`.
    fn push_k<'a, N: DeviceRepr>(l: &mut CheckedLaunch<'a>, n: &'a N) {
        l.arg(n)
            .value(&Pair { a: 0.0, b: 0.0 })
            .value(&Float4::default())
            .address(DevicePtr::<f32>::null());
    }

    fn refused(l: &mut CheckedLaunch<'_>, k: &FakeKernel) -> crate::kernel::ArgMismatch {
        let before = stand_in::launch_count(k);
        let e = match launch(l) {
            Err(LaunchError::Args(m)) => m,
            other => panic!("not refused: {other:?}"),
        };
        assert_eq!(stand_in::launch_count(k), before, "the driver was called");
        *e
    }

    #[test]
    fn a_missing_argument_is_refused() {
        let k = kernel_k();
        let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
        let (n, v) = (7i32, Float4::default());
        let mut l = f.builder(Stream::StandIn);
        l.arg(&n).value(&Pair { a: 0.0, b: 0.0 }).value(&v);
        let e = refused(&mut l, &k);
        assert_eq!((e.index, e.pushed, e.loaded), (3, None, Some((48, 8))));
        assert_eq!(
            e.to_string(),
            "kernel `k`: parameter 3 (8 bytes at offset 48 of the sm_90 device layout) has no \
             argument; 3 arguments pushed, the kernel has 4 parameters"
        );
    }

    #[test]
    fn an_extra_argument_is_refused() {
        let k = kernel_k();
        let f = stand_in::function(&k, "k", stand_in::driver(false, true)).unwrap();
        let (n, extra) = (7i32, 1u32);
        let mut l = f.builder(Stream::StandIn);
        push_k(&mut l, &n);
        l.arg(&extra);
        let e = refused(&mut l, &k);
        assert_eq!(
            (e.index, e.loaded, e.pushed.map(|p| p.1)),
            (4, None, Some(56))
        );
        assert_eq!(e.source, ParamsSource::DriverProbed);
        assert!(e.to_string().starts_with(
            "kernel `k`: argument 4 (`u32`, 4 bytes aligned 4, at offset 56 of the sm_90 device \
             layout) has no parameter; 5 arguments pushed, the kernel has 4"
        ));
    }

    #[test]
    fn a_wrong_size_is_refused() {
        let k = kernel_k();
        let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
        // A `long long` for the `int`.
        let n = 7i64;
        let mut l = f.builder(Stream::StandIn);
        push_k(&mut l, &n);
        let e = refused(&mut l, &k);
        assert_eq!(
            (e.index, e.pushed.map(|p| (p.0.size, p.1)), e.loaded),
            (0, Some((8, 0)), Some((0, 4)))
        );
        assert!(e
            .to_string()
            .contains("`i64`, 8 bytes aligned 8) is 8 bytes at offset 0"));
    }

    #[test]
    fn a_wrong_alignment_is_refused() {
        let k = kernel_k();
        let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
        // Four floats aligned 4 for the `float4` (aligned 16): 16 bytes at 24, not 32.
        let (n, v) = (7i32, [1.0f32; 4]);
        let mut l = f.builder(Stream::StandIn);
        l.arg(&n)
            .value(&Pair { a: 0.0, b: 0.0 })
            .arg(&v)
            .address(DevicePtr::<f32>::null());
        let e = refused(&mut l, &k);
        assert_eq!(
            (e.index, e.pushed.map(|p| p.1), e.loaded),
            (2, Some(24), Some((32, 16)))
        );
        assert!(e.to_string().contains("an alignment differs"), "{e}");
    }

    #[test]
    fn a_by_value_struct_of_another_layout_is_refused() {
        // `struct Pair { float a; float b; }` in the kernel: 8 bytes aligned 4 at offset 4.
        let k = FakeKernel::new(SM90, &[(0, 4), (4, 8), (16, 16), (32, 8)]);
        let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
        let n = 7i32;
        let mut l = f.builder(Stream::StandIn);
        push_k(&mut l, &n);
        let e = refused(&mut l, &k);
        assert_eq!(
            (e.index, e.pushed.map(|p| (p.0.ty, p.0.size, p.1)), e.loaded),
            (1, Some(("Pair", 16, 8)), Some((4, 8)))
        );
        assert!(
            e.to_string()
                .contains("parameter 1: the argument (`Pair`, 16 bytes aligned 8)"),
            "{e}"
        );
    }

    #[test]
    fn a_value_that_cannot_be_marshalled_is_the_launch_error() {
        // `struct Flags { unsigned char tag; unsigned level : 3; float weight; }`: the bit-field
        // shares the first `unsigned` with `tag` (C's packing, `ABI.md` §2), 8 bytes.
        let k = FakeKernel::new(SM90, &[(0, 8)]);
        let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
        let mut l = f.builder(Stream::StandIn);
        l.value(&Flags {
            tag: 1,
            level: 9,
            weight: 0.5,
        });
        match launch(&mut l) {
            Err(LaunchError::Marshal(e)) => {
                assert!(e.to_string().contains("level"), "{e}")
            }
            other => panic!("not a marshalling error: {other:?}"),
        }
        assert_eq!(stand_in::launch_count(&k), 0);
        // In range, the image goes through.
        let mut l = f.builder(Stream::StandIn);
        let flags = Flags {
            tag: 1,
            level: 5,
            weight: 0.5,
        };
        l.value(&flags);
        launch(&mut l).unwrap();
        let mut image = vec![0u8; 8];
        flags.write_image(&mut image).unwrap();
        assert_eq!(stand_in::launches(&k)[0][0], image);
    }

    #[test]
    fn without_param_info_the_parameters_are_given() {
        let k = kernel_k();
        let e = stand_in::function(&k, "k", stand_in::driver(false, false)).unwrap_err();
        assert_eq!(e, ParamsError::NoParamInfo { kernel: "k".into() });
        assert!(e.to_string().contains("with_params"));
    }
}
