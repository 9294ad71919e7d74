//! Proves that host and device agree on your types, with NVIDIA's compilers as the oracle, and
//! builds Rust kernels for `nvptx64-nvidia-cuda`.
//!
//! What a user runs:
//!
//! - [`oracle`]: checks your types' layouts, device images and `.param` declarations against
//!   NVRTC 12 or 13 or nvcc ([`oracle::Oracle::check_types`] on [`oracle::Probe`]s), on any
//!   machine: NVIDIA's compilers are loaded at run time (`ptx_abi_build::nvrtc`), no GPU needed.
//! - [`agreement`]: the host/device agreement check that the `ptx-abi-check` tool runs: probe
//!   kernels generated from our layouts and NVIDIA's own view of each type, compared leaf by
//!   leaf, emulated on the host, or launched on a GPU with the `cudarc` feature. It runs on your
//!   types ([`agreement::run_subjects`]), on a fixed corpus ([`agreement::corpus`](mod@agreement::corpus)) and on
//!   random types.
//! - [`rust_kernel`]: builds a Rust kernel crate into PTX a driver can load
//!   ([`rust_kernel::KernelCrate`]).
//!
//! The oracle suites, fixtures and kernels that only the workspace's own tests use live in its
//! unpublished test support (`ptx-abi-testenv`).
#![deny(clippy::undocumented_unsafe_blocks)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod agreement;
// The spec's figures and the random types: the check's fixtures and generator, public for
// `ptx-abi-check` and the workspace's tests, hidden from the documented API.
#[doc(hidden)]
pub mod figures;
pub mod oracle;
#[doc(hidden)]
pub mod random;
pub mod rust_kernel;

/// Moved to `ptx_abi_build::nvrtc`.
#[doc(hidden)]
#[deprecated(since = "0.1.0", note = "moved to `ptx_abi_build::nvrtc`")]
pub mod nvrtc {
    pub use ptx_abi_build::nvrtc::*;
}

/// Moved to `ptx_abi_build::ptx_parse`.
#[doc(hidden)]
#[deprecated(since = "0.1.0", note = "moved to `ptx_abi_build::ptx_parse`")]
pub mod ptx_parse {
    pub use ptx_abi_build::ptx_parse::*;
}

/// Moved to `ptx_abi_build::cubin`.
#[doc(hidden)]
#[deprecated(since = "0.1.0", note = "moved to `ptx_abi_build::cubin`")]
pub mod cubin {
    pub use ptx_abi_build::cubin::*;
}

/// Moved to [`agreement::corpus`](mod@agreement::corpus).
#[deprecated(
    since = "0.1.0",
    note = "moved to `ptx_abi_kernels::agreement::corpus`"
)]
pub mod corpus {
    pub use crate::agreement::corpus::*;
}
