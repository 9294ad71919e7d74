//! The GPU the launch tests and the GPU benches run on: a context on device 0, or why there is
//! none (no CUDA driver, no device), and the tests' skip-or-fail rule applied to it.

use std::sync::Arc;

use cuda::driver::{sys, CudaContext};

use crate::{found, skipped_under_miri, Need};

/// A context on device 0, or why not: the benches print the reason their own way.
pub fn context() -> Result<Arc<CudaContext>, String> {
    // SAFETY: `is_culib_present` only tries to open the driver library (and closes it); opening
    // libcuda runs no code of ours.
    if !unsafe { sys::is_culib_present() } {
        return Err(
            "no CUDA driver (libcuda.so; nvcuda.dll on Windows) on this machine".to_owned(),
        );
    }
    CudaContext::new(0).map_err(|e| format!("no CUDA device ({e:?})"))
}

/// A context on device 0 for the test `what`, or `None` after one line saying why not: under
/// Miri (the driver is foreign code), or without a driver or a device, which fails the test
/// under `PTX_ABI_REQUIRE_GPU=1` ([`crate::skip`]).
pub fn context_or_skip(what: &str) -> Option<Arc<CudaContext>> {
    if skipped_under_miri(what) {
        return None;
    }
    found(Need::Gpu, what, context())
}
