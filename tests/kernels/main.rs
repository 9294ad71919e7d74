//! Kernel signatures: `kernels!` prototypes, symbols, `.param` declarations, argument blocks,
//! launches (on a GPU with `--features cudarc`).
//!
//! One test binary per area (each binary is a link step); one module per topic.

#[path = "../support/figures.rs"]
mod figures;
mod launch;
mod param_decls;
mod signatures;
