//! The CUDA driver's entry points the launches call beyond cudarc's: `cuLaunchKernel` with a
//! parameter array or an `extra` list, `cuFuncGetParamInfo` and `cuFuncGetParamCount` looked up
//! by version, and the table of them a checked launch calls ([`DriverApi`], a stand-in's in
//! tests). Nothing here knows a signature or an argument.

use core::ffi::{c_char, c_int, c_void};
use std::sync::OnceLock;

use cudarc::driver::sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_BINARY_VERSION;
use cudarc::driver::{sys, DriverError, LaunchConfig};

use crate::kernel::ParamLayout;

/// `cuLaunchKernel` with `config` spelled out: `params` (`kernelParams`) or `extra`, the other
/// null.
///
/// # Safety
/// `cuLaunchKernel`'s contract: a live function and stream, and a parameter array or `extra`
/// list whose pointers are valid for the kernel's parameters until the call returns.
pub(super) unsafe fn cu_launch_kernel(
    function: sys::CUfunction,
    config: LaunchConfig,
    stream: sys::CUstream,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> sys::CUresult {
    // SAFETY: the caller's contract, passed on.
    unsafe {
        sys::cuLaunchKernel(
            function,
            config.grid_dim.0,
            config.grid_dim.1,
            config.grid_dim.2,
            config.block_dim.0,
            config.block_dim.1,
            config.block_dim.2,
            config.shared_mem_bytes,
            stream,
            params,
            extra,
        )
    }
}

pub(super) type GetParamInfo =
    unsafe extern "C" fn(sys::CUfunction, usize, *mut usize, *mut usize) -> sys::CUresult;
pub(super) type GetParamCount = unsafe extern "C" fn(sys::CUfunction, *mut usize) -> sys::CUresult;

/// A driver entry point by name, if this driver has it at `version` (`cuGetProcAddress`, so that
/// an older driver is a `None`, not a missing-symbol panic).
fn driver_entry(name: &'static [u8], version: c_int) -> Option<*mut c_void> {
    // Asking an older driver for a newer entry point is an error return
    // (`CUDA_ERROR_INVALID_VALUE`), which compute-sanitizer reports as an API error in every
    // launch that checks parameters (seen on a CUDA 13.0 driver asked for `cuFuncGetParamCount`
    // of 13.2): ask only a driver that has the version.
    let mut driver: c_int = 0;
    // SAFETY: `driver` is a valid out-pointer, which `cuDriverGetVersion` only writes.
    let known = unsafe { sys::cuDriverGetVersion(&mut driver) };
    if known != sys::CUresult::CUDA_SUCCESS || driver < version {
        return None;
    }
    let mut pfn: *mut c_void = core::ptr::null_mut();
    let mut found = sys::CUdriverProcAddressQueryResult::CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    // SAFETY: `name` is a NUL-terminated C string (the callers' literals end in `\0`); `pfn`
    // and `found` are valid out-pointers, which `cuGetProcAddress_v2` only writes.
    let status = unsafe {
        sys::cuGetProcAddress_v2(
            name.as_ptr().cast::<c_char>(),
            &mut pfn,
            version,
            sys::CUdriverProcAddress_flags::CU_GET_PROC_ADDRESS_DEFAULT as u64,
            &mut found,
        )
    };
    let ok = status == sys::CUresult::CUDA_SUCCESS
        && found == sys::CUdriverProcAddressQueryResult::CU_GET_PROC_ADDRESS_SUCCESS;
    (ok && !pfn.is_null()).then_some(pfn)
}

// The entry points are kept as the function pointers the driver's addresses are (transmuted from
// the pointer `cuGetProcAddress` returned, never from an integer: a pointer made from an integer
// has no provenance, which Miri's strict-provenance mode and CHERI-like targets reject).
pub(super) fn get_param_info() -> Option<GetParamInfo> {
    static ENTRY: OnceLock<Option<GetParamInfo>> = OnceLock::new();
    *ENTRY.get_or_init(|| {
        let address = driver_entry(b"cuFuncGetParamInfo\0", 12040)?;
        // SAFETY: the driver returned this address for `cuFuncGetParamInfo` of the CUDA 12.4
        // API, whose C signature `GetParamInfo` spells.
        Some(unsafe { core::mem::transmute::<*mut c_void, GetParamInfo>(address) })
    })
}

pub(super) fn get_param_count() -> Option<GetParamCount> {
    static ENTRY: OnceLock<Option<GetParamCount>> = OnceLock::new();
    *ENTRY.get_or_init(|| {
        let address = driver_entry(b"cuFuncGetParamCount\0", 13020)?;
        // SAFETY: the driver returned this address for `cuFuncGetParamCount` of the CUDA 13.2
        // API, whose C signature `GetParamCount` spells.
        Some(unsafe { core::mem::transmute::<*mut c_void, GetParamCount>(address) })
    })
}

/// The driver entry points a checked launch calls: the real driver's, or a stand-in's in tests.
#[derive(Clone, Copy)]
pub(crate) struct DriverApi {
    /// `cuFuncGetParamInfo`, where the driver has it (CUDA 12.4).
    pub(super) param_info: Option<GetParamInfo>,
    /// `cuFuncGetParamCount`, where the driver has it (CUDA 13.2).
    pub(super) param_count: Option<GetParamCount>,
    /// `cuFuncGetAttribute`.
    pub(super) attribute:
        unsafe fn(*mut c_int, sys::CUfunction_attribute, sys::CUfunction) -> sys::CUresult,
    /// `cuLaunchKernel` with `kernelParams` (no `extra`).
    pub(super) launch:
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
    pub(super) unsafe fn layout(
        &self,
        function: sys::CUfunction,
    ) -> Result<ParamLayout, DriverError> {
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
}
