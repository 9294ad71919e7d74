//! What a test of this workspace may skip, in one place. A test that needs something the machine
//! may lack (NVIDIA's compilers, a GPU, the nvptx64 `core`) says on one line what it skipped and
//! why, unless `PTX_ABI_REQUIRE_<NEED>=1` is set, where the same absence fails the test: CI sets
//! `PTX_ABI_REQUIRE_ORACLE=1` and `PTX_ABI_REQUIRE_NVPTX=1`, the GPU proof
//! `PTX_ABI_REQUIRE_GPU=1` (CONTRIBUTING.md, "Environment variables").
//!
//! The published crates never read these variables: their functions return what is missing as
//! an error, and the test side decides here.
//!
//! Beside the rule: the randomised tests' seeds (`seed`), and with the `gpu` feature the GPU
//! found by the rule (`gpu`).

use std::fmt::Display;

/// Something a test needs that a machine may lack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// NVIDIA's compilers (NVRTC 12.9 and 13.5, nvcc 13.5, ptxas, cuobjdump), and libclang for
    /// the importer: `PTX_ABI_REQUIRE_ORACLE`.
    Oracle,
    /// A CUDA driver and device: `PTX_ABI_REQUIRE_GPU`.
    Gpu,
    /// The nightly toolchain's `core` for `nvptx64-nvidia-cuda`: `PTX_ABI_REQUIRE_NVPTX`.
    Nvptx,
    /// The Rust toolchain the machine-code snapshots were taken with (`tests/codegen.rs`), on an
    /// x86-64 host: `PTX_ABI_REQUIRE_CODEGEN`.
    Codegen,
}

impl Need {
    /// The variable that makes the need a requirement.
    pub fn variable(self) -> &'static str {
        match self {
            Need::Oracle => "PTX_ABI_REQUIRE_ORACLE",
            Need::Gpu => "PTX_ABI_REQUIRE_GPU",
            Need::Nvptx => "PTX_ABI_REQUIRE_NVPTX",
            Need::Codegen => "PTX_ABI_REQUIRE_CODEGEN",
        }
    }
}

/// Whether `PTX_ABI_REQUIRE_<NEED>=1` is set: a missing `need` fails the test.
pub fn required(need: Need) -> bool {
    std::env::var(need.variable()).is_ok_and(|v| v == "1")
}

/// `what` cannot run because of `why`: one line on standard error, or a panic when `need` is
/// required.
pub fn skip(need: Need, what: &str, why: impl Display) {
    let variable = need.variable();
    if required(need) {
        panic!("{what}: {why}, and {variable}=1");
    }
    eprintln!("{what}: {why}; skipping (set {variable}=1 to fail instead)");
}

/// The value of `found`, or `None` after [`skip`] with its error.
pub fn found<T, E: Display>(need: Need, what: &str, found: Result<T, E>) -> Option<T> {
    match found {
        Ok(value) => Some(value),
        Err(why) => {
            skip(need, what, why);
            None
        }
    }
}

/// NVIDIA's compilers and processes are foreign code, which Miri cannot run: under Miri every
/// oracle is skipped with a line, whatever the variables say (`tools/miri.sh` runs the suites
/// that use it for their other tests).
pub fn skipped_under_miri(what: &str) -> bool {
    if cfg!(miri) {
        eprintln!("{what}: skipped under Miri (foreign libraries and processes)");
    }
    cfg!(miri)
}

pub mod seed;
pub use seed::{env_u64, fresh_seed, seed};

#[cfg(feature = "gpu")]
pub mod gpu;

#[cfg(feature = "oracle")]
pub mod echo;
#[cfg(feature = "oracle")]
pub mod kernel_oracle;
#[cfg(feature = "oracle")]
pub mod oracle;
#[cfg(feature = "oracle")]
pub mod param_oracle;
#[cfg(feature = "oracle")]
pub mod step;

/// Runs the command-line tool `tool` (`env!("CARGO_BIN_EXE_...")`) with `args`.
pub fn run_tool(tool: &str, args: &[&str]) -> std::process::Output {
    std::process::Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("run {tool}: {e}"))
}

/// A tool's exit status and standard error.
pub fn status_and_stderr(out: &std::process::Output) -> (Option<i32>, String) {
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
