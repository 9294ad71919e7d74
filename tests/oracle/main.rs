//! The oracle suites: our layouts, declarations and parameter blocks against NVRTC, `ptxas` and
//! `cuobjdump` (`tools/install-oracle.sh`; `PTX_ABI_REQUIRE_ORACLE=1` turns a skip into a failure).
//!
//! One test binary per area (each binary is a link step); one module per topic.

use ptx_abi_kernels::figures;

mod attribute_positions;
mod checked_launch;
mod header_checks;

mod import_corpus;
mod import_headers;
mod import_random;
// The importer's output for a Linux host (`ptx-abi-build/tests/import/*.rs`), whose layout assertions fail on
// Windows by design: there the importer writes Windows' layouts (`--host windows`).
#[cfg(not(windows))]
mod imported;
#[cfg(not(windows))]
mod imported_corpus;
mod layouts_nvrtc;
mod mirrors;
mod mutations;
mod packed;
#[cfg(not(windows))]
#[path = "../shared/parallel_paths.rs"]
mod parallel_paths;
mod param_layout;
mod param_mutations;
mod ptxas_ours;
mod random;
mod signatures;
mod windows;

/// Whether an import failed for want of libclang: then one line says the test is skipped, or,
/// with `PTX_ABI_REQUIRE_ORACLE=1`, the test fails.
fn libclang_missing(e: &ptx_abi_build::import::ImportError) -> bool {
    if !e.is_libclang_missing() {
        return false;
    }
    assert!(
        !ptx_abi_testenv::required(ptx_abi_testenv::Need::Oracle),
        "{e}, and PTX_ABI_REQUIRE_ORACLE=1"
    );
    eprintln!("import: {e}; skipping");
    true
}
