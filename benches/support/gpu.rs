//! The GPU benches' first step: a context on device 0 (`ptx_abi_testenv::gpu`), or a one-line
//! skip when there is no driver or device (an exit with status 1 instead under
//! `PTX_ABI_REQUIRE_GPU=1`).

use std::sync::Arc;

use ptx_abi_core::gpu::cudarc::driver::CudaContext;
use ptx_abi_testenv::{gpu, required, Need};

/// A context on device 0, or `None` after printing why bench `name` is skipped: the GPU proof's
/// report reads that line (`{name}: skipped: ...`) from standard output.
pub fn context_or_skip(name: &str) -> Option<Arc<CudaContext>> {
    match gpu::context() {
        Ok(context) => Some(context),
        Err(why) => {
            println!("{name}: skipped: {why}");
            if required(Need::Gpu) {
                eprintln!("PTX_ABI_REQUIRE_GPU=1: a GPU is required");
                std::process::exit(1);
            }
            None
        }
    }
}
