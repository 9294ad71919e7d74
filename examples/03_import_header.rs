//! Needs: libclang 14 or later (`libclang1-14`) and NVRTC (`tools/install-oracle.sh`).
//!
//! The header importer: a CUDA C++ header's types become `#[derive(PtxAbi)]` Rust, each with its
//! layout assertions, and NVRTC compiles the original header with a `static_assert` of every size,
//! alignment and member offset of the import, so that the Rust and the C++ are shown to agree.
//!
//! ```sh
//! cargo run --example 03_import_header                                  # examples/cuda/particles_import.cuh
//! cargo run --example 03_import_header -- kernels/particles.cuh Particle  # a header of yours, some types
//! ```
//!
//! Needs libclang at run time (Debian: `apt-get install libclang1-14`) and NVRTC
//! (`tools/install-oracle.sh`, `PTX_ABI_NVRTC`, or a CUDA toolkit).

use ptx_abi_build::import::import_file;
use ptx_abi_build::nvrtc::{CudaVersion, Nvrtc};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let header = args.next().unwrap_or_else(|| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/examples/cuda/particles_import.cuh"
        )
        .to_owned()
    });
    let only: Vec<String> = args.collect();
    let only: Vec<&str> = only.iter().map(String::as_str).collect();

    // 1. libclang parses the header; ptx-abi's engine lays the types out.
    let imported = import_file(&header, &only)?;
    println!("{}", imported.rust());

    // 2. NVRTC compiles the original header with the import's static_asserts.
    // The error says where it looked and how to point at NVRTC.
    let nvrtc = Nvrtc::load(None)?;
    let (major, minor) = nvrtc.version();
    let text = std::fs::read_to_string(&header)?;
    let cuda = CudaVersion::of_toolkit(major.unsigned_abs());
    let source = imported.verification_source(&text, cuda);
    let asserts = source.matches("static_assert").count();
    nvrtc
        .compile(&source, "verify.cu", &[])
        .map_err(|e| format!("NVRTC {major}.{minor} disagrees with the import: {e}"))?;
    println!(
        "// NVRTC {major}.{minor} compiled {header} with the import's {asserts} static_asserts: \
         every size, alignment and offset agrees"
    );
    Ok(())
}
