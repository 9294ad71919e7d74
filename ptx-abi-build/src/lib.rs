//! ptx-abi for build scripts: what a `build.rs` does with kernels it compiled and headers it
//! shares with them, with no compiler, GPU or test machinery in its dependencies (the core,
//! `object`, `ruzstd`, and with `import` libclang's bindings, loaded at run time).
//!
//! Features: `import` (the header importer; libclang is loaded at run time), `compile` (NVRTC
//! loaded at run time, nvcc, ptxas and cuobjdump found on the machine: `nvrtc`) and `cu`
//! (both, and `cu::CuBuild`). None needs CUDA or LLVM to build.
//!
//! # Kernels from `.cu` files: `cu::CuBuild` (feature `cu`)
//!
//! In `build.rs`: compiles each file with nvcc or NVRTC, imports the types its kernels take,
//! checks every compiled image against the kernels' signatures, and writes one module for the
//! crate to `include!`. Running it needs libclang and a CUDA compiler, hence `no_run`:
//!
//! ```no_run
//! # #[cfg(feature = "cu")] {
//! // build.rs
//! ptx_abi_build::cu::CuBuild::new()
//!     .file("kernels/step.cu")
//!     .include_dir("kernels/include")
//!     .emit(); // `cargo:rerun-if-changed` for each file read; errors as `cargo::error=`
//! # }
//! ```
//!
//! ```text
//! // src/main.rs
//! mod kernels {
//!     include!(concat!(env!("OUT_DIR"), "/ptx_abi_cu.rs"));
//! }
//! ```
//!
//! # Rust twins of a CUDA header: `import` (feature `import`)
//!
//! `#[derive(PtxAbi)]` Rust for the types a header declares, with their layouts asserted; the
//! `ptx-abi-import` command line does the same. Running it needs libclang, hence `no_run`:
//!
//! ```no_run
//! # #[cfg(feature = "import")] {
//! let imported = ptx_abi_build::import::import_source(
//!     "params.cuh",
//!     "struct Params { float scale; int level : 4; };",
//!     &["Params"],
//! )
//! .unwrap();
//! std::fs::write("src/params.rs", imported.rust()).unwrap();
//! # }
//! ```
//!
//! # Compiled kernels checked: [`cubin`]
//!
//! Reads cubins, fatbins, host executables holding fatbins, or PTX, and compares each kernel's
//! parameters, as the compiler placed them, with its `kernels!` signature
//! ([`cubin::check_file`] in a `build.rs`, after nvcc). Here against the PTX a compiler wrote
//! for `scale(unsigned int n, float *x)`:
//!
//! ```
//! use ptx_abi_build::cubin::{check_images, read_images, Declared};
//!
//! ptx_abi_core::kernels! {
//!     pub extern "C" fn scale(n: u32, x: *mut f32);
//! }
//!
//! let ptx = "
//! .version 8.0
//! .target sm_70
//! .address_size 64
//! .visible .entry scale(
//!     .param .u32 scale_param_0,
//!     .param .u64 scale_param_1
//! )
//! { ret; }
//! ";
//! let images = read_images(ptx.as_bytes()).unwrap();
//! let report = check_images(&[Declared::of(&scale::SIGNATURE)], &images);
//! assert!(report.is_clean(), "{report}");
//! ```
//!
//! # Modules
//!
//! - [`cubin`] reads compiled kernels (cubins, fatbins, PTX) and checks each kernel's parameter
//!   offsets, as `ptxas` placed them, against its `kernels!` signature: the library side of
//!   `ptx-abi-check --cubin`.
//! - [`ptx_parse`] reads the declarations of a PTX module (`.entry`, `.func`, globals).
//! - `import` (feature `import`) writes `#[derive(PtxAbi)]` Rust twins of the types a CUDA
//!   header declares; `ptx-abi-import` is its command line.
//! - `cu` (feature `cu`) builds `.cu` files in a build script.
//! - `nvrtc` (feature `compile`) finds and runs NVIDIA's compilers: NVRTC, nvcc, ptxas,
//!   cuobjdump.
//! - [`rust`] is how generated Rust is written: items, types and identifiers, for the importer
//!   and for every other crate of the workspace that prints Rust.
//! - [`std_headers`] holds the stand-ins for the C and C++ standard headers that CUDA code
//!   includes for its types (the importer's libclang and NVRTC read them instead of the host's).
#![deny(clippy::undocumented_unsafe_blocks)]
#![cfg_attr(docsrs, feature(doc_cfg))]

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
