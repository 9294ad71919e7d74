//! The GPU benches' first step: a context on device 0, or a one-line skip when there is no
//! driver or device (an exit with status 1 instead under `PTX_ABI_REQUIRE_GPU=1`).

use std::sync::Arc;

use ptx_abi_core::kernel::cudarc::driver::{sys, CudaContext};

/// A context on device 0, or `None` after printing why bench `name` is skipped.
pub fn context_or_skip(name: &str) -> Option<Arc<CudaContext>> {
    let require = ptx_abi_testenv::required(ptx_abi_testenv::Need::Gpu);
    let skip = |why: String| {
        println!("{name}: skipped: {why}");
        if require {
            eprintln!("PTX_ABI_REQUIRE_GPU=1: a GPU is required");
            std::process::exit(1);
        }
        None
    };
    // SAFETY: `is_culib_present` only tries to open the driver library (and closes it).
    if !unsafe { sys::is_culib_present() } {
        return skip(
            "no CUDA driver (libcuda.so; nvcuda.dll on Windows) on this machine".to_owned(),
        );
    }
    match CudaContext::new(0) {
        Ok(context) => Some(context),
        Err(e) => skip(format!("no CUDA device ({e:?})")),
    }
}
