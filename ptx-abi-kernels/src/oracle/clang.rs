//! clang's CUDA mode as a layout oracle for a host platform NVIDIA's compilers here cannot
//! target: Windows (issue 32; `ABI.md` §4). The device layout of C++ `long`, and so of CUDA's
//! `long` vectors, follows the host compiler's; NVRTC and nvcc on this machine are Linux's. clang
//! compiles CUDA device code for any host triple (`--target`, the host of the device
//! compilation), taking `long` and `_WIN32` from it and everything else from the device target
//! (`nvptx64`): `long` is 4 bytes for `x86_64-pc-windows-msvc`, bit-fields are packed by the
//! device target's rules, as NVRTC packs them (measured: `struct { char a : 3; int b : 5; }` is
//! 4 bytes for both triples).
//!
//! The probes are NVRTC's oracle's ([`super::Oracle::source`]): the mirrors of their types, whose
//! `static_assert`s check sizes, alignments and offsets, then per probe a global holding a value
//! and a kernel taking the type. CUDA's own `vector_types.h` (of the CUDA 13 oracle install)
//! declares the vector types, with its `_WIN32` branches. Compared: the kernel parameter's size,
//! alignment and declaration, the global's alignment and byte image. Not compiled: the probes'
//! device functions (`T f(T p)`), whose `.func` declarations clang aligns otherwise than
//! NVIDIA's compilers on either host, and whose by-value returns of some structs clang 14's
//! NVPTX back end cannot select (`Cannot select: NVPTXISD::StoreRetval`, measured).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ptx_abi_build::ptx_parse::Module;
use ptx_abi_core::layout::{Compiler, HostPlatform};

use super::compare::compare;
use super::{batch_source, cpp_type, Disagreement, Probe, Report};
use crate::nvrtc::{Nvrtc, OracleVersion};

/// The oracle's source for the probes `batch` without their device functions (module docs).
fn source(probes: &[Probe], batch: &[usize]) -> String {
    batch_source(probes, batch, false, None, false)
}

/// What the device compilation needs of the CUDA language without CUDA's runtime headers
/// (`-nocudainc`), then CUDA's vector types.
const PRELUDE: &str = "#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __host__ __attribute__((host))
#define __noinline__ __attribute__((noinline))
#include <vector_types.h>
";

/// clang in CUDA mode, compiling device code for one host platform.
#[derive(Clone, Debug)]
pub struct ClangCuda {
    path: PathBuf,
    version: String,
    host: HostPlatform,
    include: PathBuf,
}

impl ClangCuda {
    /// The clang that `PTX_ABI_CLANG` names, else the first of `clang++-18` .. `clang++-14`,
    /// `clang++` on the `PATH` that runs; with the include directory of the CUDA 13 oracle
    /// install (`tools/install-oracle.sh`) for `vector_types.h`. The error says what is missing.
    pub fn find(host: HostPlatform) -> Result<ClangCuda, String> {
        let names: Vec<String> = match std::env::var("PTX_ABI_CLANG") {
            Ok(path) => vec![path],
            Err(_) => (14..=18)
                .rev()
                .map(|v| format!("clang++-{v}"))
                .chain(["clang++".to_owned()])
                .collect(),
        };
        let (path, version) = names
            .iter()
            .find_map(|name| {
                let out = Command::new(name).arg("--version").output().ok()?;
                let text = String::from_utf8_lossy(&out.stdout).into_owned();
                let version = text.lines().next()?.to_owned();
                out.status.success().then(|| (PathBuf::from(name), version))
            })
            .ok_or_else(|| {
                format!(
                    "no clang found (tried {}; Debian: apt-get install clang-14, or set \
                     PTX_ABI_CLANG)",
                    names.join(", ")
                )
            })?;
        let nvrtc = Nvrtc::load(OracleVersion::Cuda13).map_err(|e| e.to_string())?;
        let include = nvrtc
            .include_dir()
            .filter(|d| d.join("vector_types.h").is_file())
            .ok_or("the CUDA 13 oracle install has no vector_types.h")?
            .to_path_buf();
        Ok(ClangCuda {
            path,
            version,
            host,
            include,
        })
    }

    /// The host triple of the device compilation.
    pub fn triple(host: HostPlatform) -> &'static str {
        match host {
            HostPlatform::Lp64 => "x86_64-unknown-linux-gnu",
            HostPlatform::Llp64 => "x86_64-pc-windows-msvc",
        }
    }

    /// `clang version 14.0.6, host x86_64-pc-windows-msvc`.
    pub fn label(&self) -> String {
        format!("{}, host {}", self.version, ClangCuda::triple(self.host))
    }

    /// The directory `vector_types.h` is read from.
    pub fn include_dir(&self) -> &Path {
        &self.include
    }

    /// The PTX of CUDA C++ `source` for `sm_70`, or clang's diagnostics. A prelude before it
    /// defines `__device__`, `__global__`, `__host__` and `__noinline__` and includes
    /// `vector_types.h`.
    pub fn compile(&self, source: &str) -> Result<String, String> {
        // The source goes in on standard input (`-`): clang reads all of it into memory before
        // it parses (so before any diagnostic or PTX), so writing it whole and then reading
        // the output cannot block, and no temporary file is left behind.
        let run = || -> std::io::Result<std::process::Output> {
            let mut child = Command::new(&self.path)
                .args([
                    "-x",
                    "cuda",
                    "--cuda-device-only",
                    "-nocudainc",
                    "-nocudalib",
                ])
                .args(["--cuda-gpu-arch=sm_70", "-std=c++17", "-S", "-o", "-"])
                .arg(format!("--target={}", ClangCuda::triple(self.host)))
                .arg("-I")
                .arg(&self.include)
                .arg("-")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()?;
            let mut stdin = child.stdin.take().expect("stdin is piped");
            stdin.write_all(format!("{PRELUDE}{source}").as_bytes())?;
            drop(stdin);
            child.wait_with_output()
        };
        let out = run().map_err(|e| format!("{}: {e}", self.path.display()))?;
        if out.status.success() {
            Ok(String::from_utf8_lossy(&out.stdout).into_owned())
        } else {
            Err(String::from_utf8_lossy(&out.stderr).into_owned())
        }
    }

    /// Checks `probes` (their layouts for this host platform) against clang: one compilation
    /// of them all, and one per probe if that fails, each failing probe a disagreement.
    pub fn check_types(&self, probes: &[Probe]) -> Report {
        let start = Instant::now();
        let all: Vec<usize> = (0..probes.len()).collect();
        let mut report = Report {
            nvrtc_version: (0, 0),
            compiler: Compiler::Nvrtc,
            probes: probes.len(),
            comparisons: 0,
            compilations: 1,
            ptxas_targets: Vec::new(),
            disagreements: Vec::new(),
            source: source(probes, &all),
            elapsed: Duration::ZERO,
            nvrtc_time: Duration::ZERO,
            ptxas_time: Duration::ZERO,
        };
        let batches: Vec<(Vec<usize>, String)> = match self.compile(&report.source) {
            Ok(ptx) => vec![(all, ptx)],
            Err(_) => all
                .iter()
                .filter_map(|&i| {
                    let source = source(probes, &[i]);
                    report.compilations += 1;
                    match self.compile(&source) {
                        Ok(ptx) => Some((vec![i], ptx)),
                        Err(log) => {
                            report.comparisons += 1;
                            report.disagreements.push(Disagreement {
                                probe: i,
                                type_name: cpp_type(probes[i].layout),
                                aspect: "compile (mirror static_asserts, initialiser)".to_owned(),
                                ours: "the mirror compiles and its static_asserts hold".to_owned(),
                                nvrtc: log,
                                cpp: source,
                            });
                            None
                        }
                    }
                })
                .collect(),
        };
        report.nvrtc_time = start.elapsed();
        for (batch, ptx) in &batches {
            let module = Module::parse(ptx);
            for &i in batch {
                compare(i, &probes[i], &module, &mut report, false);
            }
        }
        report.disagreements.sort_by_key(|d| d.probe);
        report.elapsed = start.elapsed();
        report
    }
}
