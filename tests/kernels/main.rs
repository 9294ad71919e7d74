//! Kernel signatures: `kernels!` prototypes, symbols, `.param` declarations, argument blocks,
//! launches (on a GPU with `--features cudarc`).
//!
//! One test binary per area (each binary is a link step); one module per topic.

use ptx_abi_kernels::figures;

mod launch;
mod param_decls;
mod signatures;
#[cfg(feature = "cudarc")]
mod transfers;
