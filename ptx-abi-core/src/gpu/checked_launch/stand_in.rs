//! A stand-in CUDA driver for the checked launch: functions are [`FakeKernel`]s behind the
//! `CUfunction` handle; the stand-in reads every byte the real driver would read (each
//! parameter's size from each `kernelParams` pointer), so that a short or dangling argument
//! is a Miri error, and keeps them for the test to compare.

use super::*;
use crate::gpu::driver::{GetParamCount, GetParamInfo};
use crate::kernel::ParamLayout;
use crate::kernel::SmFamily;
use core::ffi::c_int;
use cudarc::driver::sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_BINARY_VERSION;
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
