//! The oracle suites: our layouts, declarations and parameter blocks against NVRTC, `ptxas` and
//! `cuobjdump` (`tools/install-oracle.sh`; `PTX_ABI_REQUIRE_ORACLE=1` turns a skip into a failure).
//!
//! One test binary per area (each binary is a link step); one module per topic.

use ptx_abi_kernels::figures;

mod attribute_positions;

mod import_headers;
mod import_random;
mod import_real;
mod imported;
mod imported_real;
mod layouts_nvrtc;
mod mirrors;
mod packed;
mod param_layout;
mod ptxas_ours;
mod random;
mod signatures;
