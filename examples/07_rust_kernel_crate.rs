//! Needs: the nightly toolchain with `rust-src`; ptxas to assemble the result.
//!
//! The guide's Rust-kernel recipe (`book/src/rust-kernels.md`, "A kernel crate, as you copy it"):
//! builds the kernel crate `examples/kernel-crate` for `nvptx64-nvidia-cuda` with
//! `ptx_abi_kernels::rust_kernel::KernelCrate` (refusing PTX with unresolved calls), prints its
//! `.entry` declarations, and has ptxas assemble it as the driver loads PTX (the whole program) for
//! sm_70 and sm_90.
//!
//! ```text
//! rustup component add rust-src --toolchain nightly
//! cargo run --example 07_rust_kernel_crate
//! ```

use std::path::Path;

use ptx_abi_build::nvrtc::{CudaVersion, Ptxas};
use ptx_abi_build::ptx_parse::Module;
use ptx_abi_core::kernel::FunctionKind;
use ptx_abi_kernels::rust_kernel::nvptx_unavailable;
use ptx_abi_kernels::rust_kernel::KernelCrate;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    if let Some(why) = nvptx_unavailable() {
        assert!(
            !std::env::var("PTX_ABI_REQUIRE_NVPTX").is_ok_and(|v| v == "1"),
            "PTX_ABI_REQUIRE_NVPTX=1, and the kernel crate cannot be built: {why}"
        );
        println!("kernel crate build skipped: {why}");
        return Ok(());
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/kernel-crate");
    let ptx = KernelCrate::new(&dir).arch("sm_70").build()?;
    let module = Module::parse(&ptx);
    let entries = module
        .functions
        .iter()
        .filter(|f| f.defined && f.kind == FunctionKind::Kernel);
    for entry in entries {
        println!(".entry {}({})", entry.name, entry.params.join(", "));
    }
    println!("{} lines of PTX, no unresolved calls", ptx.lines().count());
    for (version, arch) in [(Some(CudaVersion::Cuda12), "sm_70"), (None, "sm_90")] {
        match Ptxas::find(version) {
            Ok(ptxas) if ptxas.supports(arch) => {
                ptxas.assemble(&ptx, arch)?;
                let (major, minor) = ptxas.version();
                println!("ptxas {major}.{minor} assembled the whole program for {arch}");
            }
            Ok(_) => println!("no ptxas for {arch} here"),
            Err(e) if std::env::var("PTX_ABI_REQUIRE_ORACLE").is_ok_and(|v| v == "1") => {
                return Err(format!("ptxas: {e}").into())
            }
            Err(e) => println!("ptxas not found, not assembled: {e}"),
        }
    }
    Ok(())
}
