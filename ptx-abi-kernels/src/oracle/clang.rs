//! clang's CUDA mode as a layout oracle for a host platform NVIDIA's compilers here cannot
//! target: Windows (`ABI.md` §4a). CUDA hands a value from host to kernel as bytes, so the device
//! lays types out as the host compiler does: C++ `long` (4 bytes on Windows) and bit-fields
//! (MSVC's rules on Windows). clang compiles CUDA device code for any host triple (`--target`,
//! the host of the device compilation); from clang 19 on (llvm/llvm-project#87651, fixing #51031)
//! it lays device records out as that host does, so `struct { char a : 3; int b : 5; }` is 4
//! bytes with a Linux host and 8 with `x86_64-pc-windows-msvc`. Earlier clangs ignored the host's
//! record layout, which is why [`ClangCuda::find`] refuses them.
//!
//! Two checks: [`ClangCuda::check_types`] compiles the probes of NVRTC's oracle
//! ([`super::Oracle::source`]: the mirrors with their `static_assert`s, then per probe a global
//! holding a value and a kernel taking the type) and compares the kernel parameter's size,
//! alignment and declaration, the global's alignment and byte image;
//! [`ClangCuda::record_layouts`] reads clang's own record layouts (`-fdump-record-layouts-simple`:
//! size, alignment and every member's bit offset, bit-fields included). CUDA's own
//! `vector_types.h` (of the CUDA 13 oracle install) declares the vector types, with its `_WIN32`
//! branches. Not compiled: the probes' device functions (`T f(T p)`), whose `.func` declarations
//! clang aligns otherwise than NVIDIA's compilers on either host.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ptx_abi_build::ptx_parse::Module;
use ptx_abi_core::layout::{Compiler, HostPlatform};

use super::compare::compare;
use super::{batch_source, cpp_type, Disagreement, Probe, Report};
use ptx_abi_build::nvrtc::{CudaVersion, Nvrtc};

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

/// The first clang whose CUDA mode lays device records out as the host does (module docs).
const MIN_MAJOR: u32 = 19;

/// The major version in clang's `--version` line (`Debian clang version 19.1.7 (3~deb12u1)`).
fn major_version(line: &str) -> Option<u32> {
    let rest = &line[line.find("version ")? + "version ".len()..];
    rest.split(['.', ' ']).next()?.parse().ok()
}

/// Which compilation of a source clang runs: device code for the host triple (CUDA mode), or the
/// host's own C++.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// CUDA device code for `sm_70`, its records laid out as the host does (clang 19 and later).
    Device,
    /// The host's C++ for the triple.
    Host,
}

/// clang's layout of one record (`-fdump-record-layouts-simple`), in bits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordLayout {
    /// The record's name (`S1`, without `struct`/`union`).
    pub name: String,
    /// `sizeof` in bits.
    pub size_bits: usize,
    /// `alignof` in bits.
    pub align_bits: usize,
    /// Every member's offset in bits, in declaration order, unnamed and zero-width bit-fields
    /// included.
    pub field_bits: Vec<usize>,
}

/// Parses clang's `-fdump-record-layouts-simple` output.
fn parse_record_layouts(text: &str) -> Vec<RecordLayout> {
    let mut out = Vec::new();
    let mut current: Option<RecordLayout> = None;
    for line in text.lines().map(str::trim) {
        let number = |prefix: &str| line.strip_prefix(prefix).and_then(|v| v.parse().ok());
        if let Some(ty) = line.strip_prefix("Type: ") {
            let name = ty.rsplit(' ').next().unwrap_or(ty).to_owned();
            current = Some(RecordLayout {
                name,
                size_bits: 0,
                align_bits: 0,
                field_bits: Vec::new(),
            });
        } else if let (Some(r), Some(n)) = (current.as_mut(), number("Size:")) {
            r.size_bits = n;
        } else if let (Some(r), Some(n)) = (current.as_mut(), number("Alignment:")) {
            r.align_bits = n;
        } else if let Some(list) = line.strip_prefix("FieldOffsets: [") {
            if let Some(mut r) = current.take() {
                r.field_bits = list
                    .trim_end_matches("]>")
                    .split(',')
                    .filter_map(|v| v.trim().parse().ok())
                    .collect();
                out.push(r);
            }
        }
    }
    out
}

/// clang in CUDA mode, compiling device code for one host platform.
#[derive(Clone, Debug)]
pub struct ClangCuda {
    path: PathBuf,
    version: String,
    /// The host triple of the device compilation.
    triple: String,
    include: PathBuf,
    /// Include directories searched before `include`.
    first: Vec<PathBuf>,
}

impl ClangCuda {
    /// The clang that `PTX_ABI_CLANG` names, else the first of `clang++-25` .. `clang++-19`,
    /// `clang++` on the `PATH` that runs and is clang 19 or later; with the include directory of
    /// the CUDA 13 oracle install (`tools/install-oracle.sh`) for `vector_types.h`. The error
    /// says what is missing (an older clang is refused: module docs).
    pub fn find(host: HostPlatform) -> Result<ClangCuda, String> {
        let names: Vec<String> = match std::env::var("PTX_ABI_CLANG") {
            Ok(path) => vec![path],
            Err(_) => (MIN_MAJOR..=25)
                .rev()
                .map(|v| format!("clang++-{v}"))
                .chain(["clang++".to_owned()])
                .collect(),
        };
        let mut too_old = Vec::new();
        let (path, version) = names
            .iter()
            .find_map(|name| {
                let out = Command::new(name).arg("--version").output().ok()?;
                let text = String::from_utf8_lossy(&out.stdout).into_owned();
                let version = text.lines().next()?.to_owned();
                if !out.status.success() {
                    return None;
                }
                if major_version(&version).is_none_or(|major| major < MIN_MAJOR) {
                    too_old.push(format!("{name} ({version})"));
                    return None;
                }
                Some((PathBuf::from(name), version))
            })
            .ok_or_else(|| {
                let old = if too_old.is_empty() {
                    String::new()
                } else {
                    format!(
                        "; too old, laying device records out without the host's rules: {}",
                        too_old.join(", ")
                    )
                };
                format!(
                    "no clang {MIN_MAJOR} or later found (tried {}{old}; Debian: apt-get install \
                     clang-19, or set PTX_ABI_CLANG)",
                    names.join(", ")
                )
            })?;
        let nvrtc = Nvrtc::load(CudaVersion::Cuda13).map_err(|e| e.to_string())?;
        let include = nvrtc
            .include_dir()
            .filter(|d| d.join("vector_types.h").is_file())
            .ok_or("the CUDA 13 oracle install has no vector_types.h")?
            .to_path_buf();
        Ok(ClangCuda {
            path,
            version,
            triple: ClangCuda::triple(host).to_owned(),
            include,
            first: Vec::new(),
        })
    }

    /// The same clang compiling for another host triple (`aarch64-unknown-linux-gnu`: a Linux
    /// host whose plain `char` is unsigned).
    pub fn with_triple(self, triple: &str) -> ClangCuda {
        ClangCuda {
            triple: triple.to_owned(),
            ..self
        }
    }

    /// The same clang searching `dir` for headers before CUDA's (stand-ins of the standard
    /// headers, which a Windows triple finds nowhere here).
    pub fn with_include_dir(mut self, dir: &Path) -> ClangCuda {
        self.first.push(dir.to_path_buf());
        self
    }

    /// The host triple of the device compilation.
    pub fn triple(host: HostPlatform) -> &'static str {
        match host {
            HostPlatform::Lp64 => "x86_64-unknown-linux-gnu",
            HostPlatform::Llp64 => "x86_64-pc-windows-msvc",
        }
    }

    /// `Debian clang version 19.1.7 (3~deb12u1), host x86_64-pc-windows-msvc`.
    pub fn label(&self) -> String {
        format!("{}, host {}", self.version, self.triple)
    }

    /// The directory `vector_types.h` is read from.
    pub fn include_dir(&self) -> &Path {
        &self.include
    }

    /// The PTX of CUDA C++ `source` for `sm_70`, or clang's diagnostics. A prelude before it
    /// defines `__device__`, `__global__`, `__host__` and `__noinline__` and includes
    /// `vector_types.h`.
    pub fn compile(&self, source: &str) -> Result<String, String> {
        let out = self
            .run(source, &["-S", "-o", "-"], Side::Device)
            .map_err(|e| format!("{}: {e}", self.path.display()))?;
        if out.status.success() {
            Ok(String::from_utf8_lossy(&out.stdout).into_owned())
        } else {
            Err(String::from_utf8_lossy(&out.stderr).into_owned())
        }
    }

    /// Runs clang on the prelude and `source` with `args`: the device compilation for `sm_70`
    /// (`Side::Device`), or the host's C++ for this triple (`Side::Host`: MSVC's front end rules
    /// for a Windows one; the prelude's device attributes are then ignored).
    fn run(
        &self,
        source: &str,
        args: &[&str],
        side: Side,
    ) -> std::io::Result<std::process::Output> {
        // The source goes in on standard input (`-`): clang reads all of it into memory before
        // it parses (so before any diagnostic or output), so writing it whole and then reading
        // the output cannot block, and no temporary file is left behind.
        let mode: &[&str] = match side {
            Side::Device => &[
                "-x",
                "cuda",
                "--cuda-device-only",
                "-nocudainc",
                "-nocudalib",
                "--cuda-gpu-arch=sm_70",
            ],
            Side::Host => &["-x", "c++", "-Wno-unknown-attributes"],
        };
        let mut child = Command::new(&self.path)
            .args(mode)
            .arg("-std=c++17")
            .args(args)
            .arg(format!("--target={}", self.triple))
            .args(self.first.iter().flat_map(|d| [Path::new("-I"), d]))
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
    }

    /// clang's layout of every record of `source` that it lays out (a record is laid out where
    /// something needs its size: a `sizeof`, a variable, a containing record), in the order
    /// clang laid them out, by the device compilation (`Side::Device`) or the host's C++
    /// (`Side::Host`); or clang's diagnostics. `source` follows the prelude of
    /// [`ClangCuda::compile`]; nothing is generated (`-fsyntax-only`).
    pub fn record_layouts(&self, source: &str, side: Side) -> Result<Vec<RecordLayout>, String> {
        let args = ["-fsyntax-only", "-Xclang", "-fdump-record-layouts-simple"];
        let out = self
            .run(source, &args, side)
            .map_err(|e| format!("{}: {e}", self.path.display()))?;
        if out.status.success() {
            Ok(parse_record_layouts(&String::from_utf8_lossy(&out.stdout)))
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
