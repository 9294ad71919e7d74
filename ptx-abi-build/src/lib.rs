//! ptx-abi for build scripts: what a `build.rs` does with kernels it compiled and headers it
//! shares with them, with no compiler, GPU or test machinery in its dependencies (the core,
//! `object`, `ruzstd`, and with `import` libclang's bindings, loaded at run time).
//!
//! - [`cubin`] reads compiled kernels (cubins, fatbins, PTX) and checks each kernel's parameter
//!   offsets, as `ptxas` placed them, against its `kernels!` signature: the library side of
//!   `ptx-abi-check --cubin`.
//! - [`ptx_parse`] reads the declarations of a PTX module (`.entry`, `.func`, globals).
//! - `import` (feature `import`) writes `#[derive(PtxAbi)]` Rust twins of the types a CUDA
//!   header declares; `ptx-abi-import` is its command line.
//! - [`rust`] is how generated Rust is written: items, types and identifiers, for the importer
//!   and for every other crate of the workspace that prints Rust.
//! - [`std_headers`] holds the stand-ins for the C and C++ standard headers that CUDA code
//!   includes for its types (the importer's libclang and NVRTC read them instead of the host's).
#![deny(clippy::undocumented_unsafe_blocks)]

#[cfg(feature = "cu")]
pub mod cu;
pub mod cubin;
#[cfg(feature = "import")]
pub mod import;
#[cfg(feature = "compile")]
pub mod nvrtc;
pub mod ptx_parse;
pub mod rust;
pub mod std_headers;
