//! Workspace-level tests and examples of ptx-abi; the library is `ptx-abi-core`.
//!
//! The README's code blocks, and every chapter's of the guide (`book/src/`), are compiled and
//! run as doctests of this crate (`cargo test -p ptx-abi --doc`).
#![doc = include_str!("../README.md")]

/// The guide's chapters, one item each, so that their code blocks are doctests.
#[cfg(doctest)]
pub mod guide {
    #[doc = include_str!("../book/src/getting-started.md")]
    pub struct GettingStarted;
    #[doc = include_str!("../book/src/deriving.md")]
    pub struct Deriving;
    #[doc = include_str!("../book/src/marshalling.md")]
    pub struct Marshalling;
    #[doc = include_str!("../book/src/hosts.md")]
    pub struct Hosts;
    #[doc = include_str!("../book/src/launching.md")]
    pub struct Launching;
    #[doc = include_str!("../book/src/cu-files.md")]
    pub struct CuFiles;
    #[doc = include_str!("../book/src/headers-from-rust.md")]
    pub struct HeadersFromRust;
    #[doc = include_str!("../book/src/importing.md")]
    pub struct Importing;
    #[doc = include_str!("../book/src/kernels.md")]
    pub struct Kernels;
    #[doc = include_str!("../book/src/rust-kernels.md")]
    pub struct RustKernels;
    #[doc = include_str!("../book/src/troubleshooting.md")]
    pub struct Troubleshooting;
}
