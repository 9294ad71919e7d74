//! Kernels from `.cu` files in a build script (feature `cu`): compiled with nvcc or NVRTC, their
//! signatures and the types they take imported, every compiled image checked against them, and
//! one module for the crate to `include!`.
//!
//! ```no_run
//! // build.rs
//! ptx_abi_build::cu::CuBuild::new()
//!     .file("kernels/step.cu")
//!     .include_dir("kernels/include")
//!     .instantiate("kernels/step.cu", "scale<float, 128>", "scale_f32")
//!     .rust_type("SimParams", "crate::SimParams")
//!     .emit();
//! ```
//!
//! ```text
//! // src/main.rs
//! mod kernels {
//!     include!(concat!(env!("OUT_DIR"), "/ptx_abi_cu.rs"));
//! }
//! ```
//!
//! What [`CuBuild::build`] does, for each file:
//!
//! 1. **Reads its kernels** with libclang ([`crate::import::kernels`]): every `__global__`
//!    function that is not a template, and the instantiations asked for ([`CuBuild::instantiate`]:
//!    the wrapper of step 3 takes their addresses, so the file need not instantiate them);
//!    [`CuBuild::kernels`] and
//!    [`CuBuild::skip`] select among them. A kernel that cannot be declared (a parameter type
//!    ptx-abi cannot express, or one the importer refuses in step 2) is left out alone
//!    ([`Built::refused`]; an error with [`CuBuild::strict`]).
//! 2. **Imports the types** they take (by value or behind pointers) from the headers that declare
//!    them ([`crate::import`]), except those the crate defines in Rust ([`CuBuild::rust_type`]):
//!    those are checked member by member against the header when the crate compiles
//!    (`check_same_as_header`: a difference names the member and both positions). Each file is
//!    its own translation unit: a name that files define the same way (a shared header, or
//!    equal definitions) is one Rust type, and a name two files define differently is one type
//!    per definition, named after the first file that defines it so (`a_Op`, `b_Op`; the rule:
//!    `book/src/cu-files.md`, "Types of the same name"), which the file's module also names by
//!    its C++ name (`kernels::b::Op`). Each file's kernels take its own.
//! 3. **Compiles** it with nvcc (a fatbin: a cubin for each architecture, arch-specific `90a`
//!    and family-specific `100f` among them, and PTX for the oldest portable one)
//!    or NVRTC (PTX for each architecture, assembled into cubins by the `ptxas` beside it), the
//!    file included by a wrapper that adds a `static_assert` of every imported type's size,
//!    alignment and member offsets: the compiler itself checks the layouts the Rust side uses.
//!    Its errors are returned with their file and line.
//! 4. **Checks** each image's parameters (offsets and sizes per architecture, from the cubins'
//!    `EIATTR_KPARAM_INFO`; sizes and alignments from the PTX) against the signatures, and that
//!    every kernel is in every image, under the symbol the compiler gave it (internal linkage is
//!    mangled otherwise by libclang than by NVRTC and nvcc: `select.rs`).
//! 5. **Writes** `OUT_DIR/ptx_abi_cu.rs`: the imported types, then one module per file (named
//!    after it) with the `kernels!` declarations and `MODULE`, the compiled images with
//!    `MODULE.load(&ctx)` (feature `cudarc` of `ptx-abi-core`).
//!
//! [`CuBuild::emit`] is the same for `build.rs`: `cargo:rerun-if-changed` for every file the
//! compiler reads, and on failure each error as `cargo::error=` with its file and line.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use ptx_abi_core::kernel::compiled::GpuArch;

use crate::cubin;
use crate::import::kernels::{Kernel, RefusedKernel};
use crate::import::{ImportOptions, Imported};
use crate::nvrtc::{Nvcc, Nvrtc};

mod compile;
use compile::Toolchain;
mod instances;
mod record;
mod render;
mod select;
mod steps;

/// Which compiler builds the kernels.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum CompilerChoice {
    /// nvcc if one is found (`PTX_ABI_NVCC`, `$CUDA_PATH/bin`, `/usr/local/cuda/bin`, the
    /// PyPI wheel under `.oracle/cu13`) with `g++` for its host side, else NVRTC; the
    /// environment variable `PTX_ABI_CU_COMPILER` (`nvcc` or `nvrtc`) decides when set.
    #[default]
    Auto,
    /// nvcc, at this path or found as above.
    Nvcc(Option<PathBuf>),
    /// NVRTC, this `libnvrtc.so*` (with its installation's headers and `ptxas`:
    /// [`Nvrtc::open_installed`](crate::nvrtc::Nvrtc::open_installed)) or found as the oracle
    /// finds it (`PTX_ABI_NVRTC`, `$CUDA_PATH/lib64`, `/usr/local/cuda/lib64`, `.oracle`).
    Nvrtc(Option<PathBuf>),
}

/// What to build: the `.cu` files and how to compile them.
#[derive(Clone, Debug)]
pub struct CuBuild {
    files: Vec<PathBuf>,
    /// The folders given to `dir`, which `emit` watches.
    dirs: Vec<PathBuf>,
    include_dirs: Vec<PathBuf>,
    defines: Vec<(String, Option<String>)>,
    archs: Vec<GpuArch>,
    /// What `archs` was given that is not an architecture: a usage error of `build`.
    bad_archs: Vec<String>,
    std: String,
    instantiations: Vec<(PathBuf, String, String)>,
    rust_types: BTreeMap<String, String>,
    compiler: CompilerChoice,
    out_dir: Option<PathBuf>,
    module_file: String,
    extra_options: Vec<String>,
    /// Options for nvcc alone ([`CuBuild::nvcc_option`]).
    nvcc_options: Vec<String>,
    /// Whether the instances found in the images that take types not yet imported were asked
    /// for already (the build runs again with them once).
    instances_asked: bool,
    /// The types whose layout the compiler measured otherwise than ptx-abi read it. The build
    /// runs again without them, refusing only the kernels that take them.
    measured_otherwise: Refuted,
    /// How many of the last `instantiations` are instances found in the images, not the
    /// user's (remembered in `OUT_DIR` for the next build).
    discovered: usize,
    only: Vec<String>,
    skip: Vec<String>,
    strict: bool,
    /// Whether the files are relocatable device code linked into one program
    /// ([`CuBuild::relocatable`]).
    relocatable: bool,
}

/// Types whose layout checks failed: the file that declares each, its C++ name, what the
/// compiler said.
type Refuted = Vec<(PathBuf, String, String)>;

impl Default for CuBuild {
    fn default() -> Self {
        CuBuild::new()
    }
}

/// One error: where (file and line when known), what kind, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CuError {
    /// The file at fault, if one is.
    pub file: Option<PathBuf>,
    /// Its line (0: none).
    pub line: u32,
    /// What kind of failure.
    pub kind: CuErrorKind,
    /// What is wrong, and what to do where that is known.
    pub message: String,
}

/// What kind of failure a [`CuError`] is: a build script may, for example, fall back to a
/// prebuilt module when the toolchain is missing, and must not when a layout disagrees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CuErrorKind {
    /// The build's own settings: no files, an unknown `PTX_ABI_CU_COMPILER`, a kernel, type or
    /// instantiation named that no file declares, two files of one name, no `OUT_DIR`.
    Usage,
    /// No CUDA compiler (nvcc with its host compiler, or NVRTC) could be found or loaded.
    Toolchain,
    /// A file that could not be read or written.
    Io,
    /// The kernels or their types could not be read (libclang, a construct the importer
    /// refuses, a parameter type it cannot express).
    Import,
    /// The compiler's diagnostics on a file (or `ptxas`'s on its PTX).
    Compile,
    /// The compiler lays out a type the kernels take differently from ptx-abi (a failed
    /// `static_assert` of the generated wrapper).
    Layout,
    /// A compiled image declares a kernel's parameters otherwise than the generated
    /// declaration, lacks the kernel, or cannot be read.
    Mismatch,
}

impl fmt::Display for CuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.file, self.line) {
            (Some(file), 0) => write!(f, "{}: {}", file.display(), self.message),
            (Some(file), line) => write!(f, "{}:{line}: {}", file.display(), self.message),
            (None, _) => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for CuError {}

/// A missing libclang is the toolchain's fault, not the file's.
fn import_kind(e: &crate::import::ImportError) -> CuErrorKind {
    if e.is_libclang_missing() {
        CuErrorKind::Toolchain
    } else {
        CuErrorKind::Import
    }
}

fn error(kind: CuErrorKind, file: Option<&Path>, line: u32, message: impl Into<String>) -> CuError {
    CuError {
        file: file.map(Path::to_path_buf),
        line,
        kind,
        message: message.into(),
    }
}

/// What a build produced.
#[derive(Clone, Debug)]
pub struct Built {
    /// The generated module.
    pub module: PathBuf,
    /// Every file the compiler read (for `cargo:rerun-if-changed`).
    pub files_read: Vec<PathBuf>,
    /// The compiler and its version (`nvcc 13.5`).
    pub compiler: String,
    /// Every kernel declared, each with its file, its symbol in the images and its parameters,
    /// their types by their Rust names.
    pub kernels: Vec<Kernel>,
    /// The types the kernels take, each under its Rust name: a name two files define
    /// differently is one type per definition (`a_Op`, `b_Op`; step 2 of the module
    /// documentation).
    pub types: Imported,
    /// The kernels left out because they cannot be declared, each with its file, line and why
    /// ([`CuBuild::emit`] prints each as a `cargo:warning`; [`CuBuild::strict`] makes them
    /// errors).
    pub refused: Vec<RefusedKernel>,
    /// The images' check: what was compared.
    pub report: cubin::CubinReport,
    /// The compiler's warnings, `file:line: warning ...` ([`CuBuild::emit`] prints each as a
    /// `cargo:warning`); a file not compiled again gives those of its last compilation.
    pub warnings: Vec<String>,
    /// The programs the build ran or loaded (nvcc; NVRTC and ptxas), which `emit`'s record
    /// notes.
    programs: Vec<PathBuf>,
}

/// The environment variables a build reads; [`CuBuild::emit`] reruns the build script when one
/// changes (`cargo:rerun-if-env-changed`):
///
/// - `PTX_ABI_CU_COMPILER`: `nvcc` or `nvrtc`, the compiler ([`CompilerChoice::Auto`]);
/// - `PTX_ABI_NVCC`, `PTX_ABI_NVRTC`, `PTX_ABI_PTXAS`: a compiler's path;
/// - `PTX_ABI_ORACLE_DIR`: a folder `tools/install-oracle.sh` installed NVIDIA's compilers into;
/// - `CUDA_PATH`: a CUDA toolkit; `PATH`, where `g++` (nvcc's host compiler) is found;
/// - `LIBCLANG_PATH`: the folder of the `libclang` that reads the kernels (else the system's).
pub const ENVIRONMENT: [&str; 8] = [
    "PTX_ABI_CU_COMPILER",
    "PTX_ABI_NVCC",
    "PTX_ABI_NVRTC",
    "PTX_ABI_PTXAS",
    "PTX_ABI_ORACLE_DIR",
    "CUDA_PATH",
    "PATH",
    "LIBCLANG_PATH",
];

impl CuBuild {
    /// No files yet; architectures `sm_75` and `sm_90` (cubins) with `compute_75` PTX for the
    /// rest, C++17, the compiler found ([`CompilerChoice::Auto`]), the module
    /// `OUT_DIR/ptx_abi_cu.rs`.
    pub fn new() -> CuBuild {
        CuBuild {
            files: Vec::new(),
            dirs: Vec::new(),
            include_dirs: Vec::new(),
            defines: Vec::new(),
            archs: vec![GpuArch::portable(75), GpuArch::portable(90)],
            bad_archs: Vec::new(),
            std: "c++17".to_owned(),
            instantiations: Vec::new(),
            rust_types: BTreeMap::new(),
            compiler: CompilerChoice::Auto,
            out_dir: None,
            module_file: "ptx_abi_cu.rs".to_owned(),
            extra_options: Vec::new(),
            nvcc_options: Vec::new(),
            instances_asked: false,
            measured_otherwise: Vec::new(),
            discovered: 0,
            only: Vec::new(),
            skip: Vec::new(),
            strict: false,
            relocatable: false,
        }
    }

    /// Declares only these kernels (by C++ name, `sim::step` or `step`), and the instantiations
    /// asked for; by default every `__global__` function of the files. A name no file declares
    /// is an error, and so is a kernel named here that cannot be declared.
    pub fn kernels(mut self, names: &[&str]) -> CuBuild {
        self.only.extend(names.iter().map(|n| (*n).to_owned()));
        self
    }

    /// Leaves these kernels out (by C++ name or Rust name), whatever they take: what is left out
    /// is never refused. A name no file declares is an error.
    pub fn skip(mut self, names: &[&str]) -> CuBuild {
        self.skip.extend(names.iter().map(|n| (*n).to_owned()));
        self
    }

    /// Makes every kernel that cannot be declared an error. By default such a kernel is left
    /// out, with a warning at its file and line saying why ([`Built::refused`]), and the rest
    /// of the file is built.
    pub fn strict(mut self, yes: bool) -> CuBuild {
        self.strict = yes;
        self
    }

    /// Adds a `.cu` file (relative to the package, where build scripts run).
    pub fn file(mut self, path: impl Into<PathBuf>) -> CuBuild {
        self.add_file(path.into());
        self
    }

    /// Adds `path` unless the build has it: a file given twice (by `file` and by a `dir`
    /// holding it) is built once.
    fn add_file(&mut self, path: PathBuf) {
        let real = steps::same_file(&path);
        if !self.files.iter().any(|f| steps::same_file(f) == real) {
            self.files.push(path);
        }
    }

    /// Adds every `.cu` file directly in `dir`, in name order; [`CuBuild::emit`] watches `dir`, so
    /// that a file added, removed or renamed there reruns the build script.
    pub fn dir(mut self, dir: impl AsRef<Path>) -> CuBuild {
        let mut found: Vec<PathBuf> = std::fs::read_dir(dir.as_ref())
            .map(|entries| {
                entries
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "cu"))
                    .collect()
            })
            .unwrap_or_default();
        found.sort();
        found.into_iter().for_each(|f| self.add_file(f));
        self.dirs.push(dir.as_ref().to_path_buf());
        self
    }

    /// Adds an include directory (`-I`); a file's own directory is searched first for its
    /// `#include "..."`, as C++ searches it.
    pub fn include_dir(mut self, dir: impl Into<PathBuf>) -> CuBuild {
        self.include_dirs.push(dir.into());
        self
    }

    /// Defines a macro (`-D NAME` or `-D NAME=VALUE`).
    pub fn define(mut self, name: &str, value: Option<&str>) -> CuBuild {
        self.defines
            .push((name.to_owned(), value.map(ToOwned::to_owned)));
        self
    }

    /// The architectures to build cubins for: `&[75, 90]` for `sm_75` and `sm_90`, or as text
    /// with arch-specific and family-specific targets, `&["80", "90a", "100f"]` (wgmma and TMA
    /// multicast need `90a`; a cubin for `90a` runs on compute capability 9.0 alone, one for
    /// `100f` on 10.x: `ptx_abi_core::kernel::compiled::GpuArch`). PTX is built for the oldest
    /// portable one (the oldest if none is), which the driver compiles for GPUs none of the
    /// cubins runs on. Anything else given is an error of [`CuBuild::build`].
    pub fn archs<A: fmt::Display>(mut self, archs: &[A]) -> CuBuild {
        self.archs.clear();
        self.bad_archs.clear();
        for arch in archs {
            let text = arch.to_string();
            match GpuArch::parse(&text) {
                Some(a) => self.archs.push(a),
                None => self.bad_archs.push(text),
            }
        }
        self.archs.sort_unstable();
        self.archs.dedup();
        self
    }

    /// The C++ standard (`c++17` by default).
    pub fn std(mut self, std: &str) -> CuBuild {
        self.std = std.to_owned();
        self
    }

    /// Declares the instantiation `expr` (`scale<float, 128>`) of a template kernel of `file`
    /// as the Rust kernel `rust_name`, whether or not the file instantiates it itself (real
    /// files instantiate through launches in host code): the compiled wrapper takes its
    /// address, which makes both compilers emit it. One of overloaded templates (two template
    /// kernels of one name) is named with its parameter types after its arguments,
    /// `gelu<float>(float *, int)`. An expression that names no template kernel's
    /// specialisation (a template renamed, or its parameters changed) is an error naming it.
    pub fn instantiate(mut self, file: impl Into<PathBuf>, expr: &str, rust_name: &str) -> CuBuild {
        self.instantiations
            .push((file.into(), expr.to_owned(), rust_name.to_owned()));
        self
    }

    /// The type the headers call `name` (its name without namespaces: `SimParams` for
    /// `sim::SimParams`) is the crate's own `rust_path` (`crate::SimParams`, a
    /// `#[derive(PtxAbi)]` type): not imported, but checked member by member against the header
    /// when the crate compiles.
    pub fn rust_type(mut self, name: &str, rust_path: &str) -> CuBuild {
        self.rust_types
            .insert(name.to_owned(), rust_path.to_owned());
        self
    }

    /// Which compiler ([`CompilerChoice::Auto`] by default).
    pub fn compiler(mut self, compiler: CompilerChoice) -> CuBuild {
        self.compiler = compiler;
        self
    }

    /// Another option for the compiler, as given (nvcc's or NVRTC's spelling): one both take,
    /// such as `-U__CUDA_NO_HALF_OPERATORS__` or `--use_fast_math`.
    pub fn option(mut self, option: &str) -> CuBuild {
        self.extra_options.push(option.to_owned());
        self
    }

    /// An option for nvcc only, left out where the build compiles with NVRTC: `-O3`,
    /// `-Xcompiler`, `--expt-relaxed-constexpr`, `--extended-lambda` and the like, which NVRTC
    /// (device code alone) rejects as unrecognized (12.9 and 13.5). A build script's nvcc
    /// flags go here, so that it builds with either compiler.
    pub fn nvcc_option(mut self, option: &str) -> CuBuild {
        self.nvcc_options.push(option.to_owned());
        self
    }

    /// Compiles the files as relocatable device code (nvcc's and NVRTC's `-rdc=true`, as the
    /// `cc` crate's `cuda(true)` builds more than one file) and links them into one program, a
    /// cubin per architecture (nvcc's device link, or the `nvlink` beside NVRTC's `ptxas`): a
    /// kernel may call a `__device__` function, or use a `__device__` variable, that another
    /// file defines. Each file's `MODULE` is then that program: load it once, and launch every
    /// file's kernels from it (two loads are two copies of its variables). No PTX is kept, so
    /// `archs` must name the GPU's architecture.
    pub fn relocatable(mut self, yes: bool) -> CuBuild {
        self.relocatable = yes;
        self
    }

    /// Where the module and the images are written (`OUT_DIR` by default).
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> CuBuild {
        self.out_dir = Some(dir.into());
        self
    }

    /// Builds as [`CuBuild::build`] does, for `build.rs`: prints `cargo:rerun-if-changed` for
    /// every file read, `cargo:rerun-if-env-changed` for [`ENVIRONMENT`], and each kernel left
    /// out and each compiler warning as a `cargo:warning`; on failure prints each error as
    /// `cargo::error=FILE:LINE: message` (Cargo 1.84 or newer shows them as errors) and exits
    /// with status 1.
    ///
    /// A successful build's lines are recorded in `OUT_DIR` with the hash of every file it read
    /// and wrote: run again with the same settings, environment, compiler and file texts (cargo
    /// reruns a build script when a file is touched), it prints them again and reads nothing
    /// with libclang, runs no compiler. [`CuBuild::build`] always runs in full, and returns
    /// what it found.
    pub fn emit(&self) {
        for line in self.watched() {
            println!("{line}");
        }
        let images_dir = self.out_dir_checked().ok().map(|d| d.join("ptx_abi_cu"));
        let key = self.record_key();
        let record_file = images_dir.as_ref().map(|d| d.join(record::RECORD));
        if let Some(printed) = record_file.and_then(|r| record::replay(&r, &key)) {
            for line in printed {
                println!("{line}");
            }
            return;
        }
        match self.build() {
            Ok(built) => {
                let printed = printed_lines(&built);
                for line in &printed {
                    println!("{line}");
                }
                if let Some(dir) = images_dir {
                    let (files, module) = (&built.files_read, &built.module);
                    record::write(&dir, &key, &built.programs, files, module, &printed);
                }
            }
            Err(errors) => {
                for e in &errors {
                    for (i, line) in e.to_string().lines().enumerate() {
                        if i == 0 {
                            println!("cargo::error={line}");
                        } else {
                            println!("cargo::error=    {line}");
                        }
                    }
                    eprintln!("error: {e}");
                }
                std::process::exit(1);
            }
        }
    }

    /// What `emit` tells cargo to watch before building: the environment, the files, and the
    /// folders given to `dir` (cargo watches a folder's every file: one added, removed or
    /// renamed reruns the build).
    fn watched(&self) -> Vec<String> {
        let mut lines: Vec<String> = ENVIRONMENT
            .iter()
            .map(|var| format!("cargo:rerun-if-env-changed={var}"))
            .collect();
        for path in self.files.iter().chain(&self.dirs) {
            lines.push(format!("cargo:rerun-if-changed={}", path.display()));
        }
        lines
    }

    fn import_options(&self) -> ImportOptions {
        let newest = self.archs.iter().map(|a| a.sm).max();
        self.import_options_for(newest)
    }

    /// [`CuBuild::import_options`] with `__CUDA_ARCH__` for `sm` (unless the build defines it).
    fn import_options_for(&self, sm: Option<u32>) -> ImportOptions {
        let mut options = ImportOptions::new().std(&self.std);
        // The compiler judges the file: libclang's errors cost only what they touch.
        options.tolerate_errors = true;
        for dir in &self.include_dirs {
            options = options.include_dir(dir.clone());
        }
        for (name, value) in &self.defines {
            options = options.define(name, value.as_deref());
        }
        // Read for the newest architecture built, and again for the others where the file
        // tests `__CUDA_ARCH__` (`steps.rs`, `read_sources`): a kernel under `#if
        // __CUDA_ARCH__ >= N` is seen when some image holds it, and declared for those that do.
        if let Some(sm) = sm {
            if !self.defines.iter().any(|(n, _)| n == "__CUDA_ARCH__") {
                options = options.define("__CUDA_ARCH__", Some(&(sm * 10).to_string()));
            }
        }
        options
    }

    fn toolchain(&self) -> Result<Toolchain, CuError> {
        let from_env = std::env::var("PTX_ABI_CU_COMPILER").ok();
        let choice = match (from_env.as_deref(), &self.compiler) {
            (Some("nvcc"), _) => CompilerChoice::Nvcc(None),
            (Some("nvrtc"), _) => CompilerChoice::Nvrtc(None),
            (Some(other), _) if !other.is_empty() => {
                return Err(error(
                    CuErrorKind::Usage,
                    None,
                    0,
                    format!("PTX_ABI_CU_COMPILER is `{other}`: it takes `nvcc` or `nvrtc`"),
                ))
            }
            (_, choice) => choice.clone(),
        };
        let nvcc = |path: &Option<PathBuf>| -> Result<Toolchain, CuError> {
            let nvcc = match path {
                Some(p) => Nvcc::at(p)
                    .map_err(|e| error(CuErrorKind::Toolchain, Some(p), 0, e.to_string()))?,
                None => Nvcc::find(None)
                    .map_err(|e| error(CuErrorKind::Toolchain, None, 0, format!("no nvcc: {e}")))?,
            };
            nvcc.host_compiler()
                .map_err(|e| error(CuErrorKind::Toolchain, None, 0, e.to_string()))?;
            Ok(Toolchain::Nvcc(nvcc))
        };
        let nvrtc = |path: &Option<PathBuf>| -> Result<Toolchain, CuError> {
            let nvrtc = match path {
                Some(p) => Nvrtc::open_installed(p)
                    .map_err(|e| error(CuErrorKind::Toolchain, Some(p), 0, e.to_string()))?,
                None => Nvrtc::load(None).map_err(|e| {
                    error(CuErrorKind::Toolchain, None, 0, format!("no NVRTC: {e}"))
                })?,
            };
            let ptxas = nvrtc.ptxas();
            Ok(Toolchain::Nvrtc(Box::new(nvrtc), ptxas))
        };
        match choice {
            CompilerChoice::Nvcc(p) => nvcc(&p),
            CompilerChoice::Nvrtc(p) => nvrtc(&p),
            CompilerChoice::Auto => nvcc(&None).or_else(|nvcc_error| {
                nvrtc(&None).map_err(|nvrtc_error| {
                    error(
                        CuErrorKind::Toolchain,
                        None,
                        0,
                        format!(
                            "no CUDA compiler: {}; {} (install a CUDA toolkit, or NVIDIA's \
                             PyPI wheels: tools/install-oracle.sh)",
                            nvcc_error.message, nvrtc_error.message
                        ),
                    )
                })
            }),
        }
    }
}

/// A compiler diagnostic line (`/abs/kernels/step.cu(12): error: ...`, nvcc's and NVRTC's
/// format) as an error at its file and line, `wrapper` the text of the file the build compiled
/// for `compiled` (NVRTC names it without its folder); `None` for other lines.
fn compiler_error(line: &str, compiled: &Path, wrapper: &str) -> Option<CuError> {
    let (location, rest) = line.split_once("): ")?;
    let (file, number) = location.rsplit_once('(')?;
    let number: u32 = number.parse().ok()?;
    let severity_and_message = rest.trim();
    if !(severity_and_message.starts_with("error")
        || severity_and_message.starts_with("catastrophic"))
    {
        return None;
    }
    let file = PathBuf::from(file);
    // The wrapper's own lines: the instantiations asked for, and the layout assertions (an
    // error there is ptx-abi's layout of an imported type not being the compiler's).
    let wrapper_line = file.to_string_lossy().ends_with(".wrapper.cu").then(|| {
        let index = number.saturating_sub(1) as usize;
        wrapper.lines().nth(index).unwrap_or_default().to_owned()
    });
    if let Some(expr) = wrapper_line.as_deref().and_then(|l| {
        let (_, rest) = l.split_once(" = &")?;
        rest.strip_suffix(';')
    }) {
        return Some(error(
            CuErrorKind::Compile,
            Some(compiled),
            0,
            format!("the instantiation `{expr}`: {severity_and_message}"),
        ));
    }
    if let Some(line) = wrapper_line {
        // Each check's line names what it checks (`sizeof(Odd)`), which `checked_type` reads
        // back. Only a failed assertion measured a difference; any other error is the check's
        // own.
        let what = line
            .split_once("\"ptx-abi: ")
            .and_then(|(_, rest)| rest.split_once('"'))
            .map(|(what, _)| format!(" `{what}`"))
            .unwrap_or_default();
        let message = if severity_and_message.contains("static assertion failed") {
            format!(
                "the compiler's{what} is not the layout ptx-abi read (a type laid out otherwise \
                 for some architecture, compiler or including file cannot be imported; \
                 otherwise please report this)"
            )
        } else {
            format!("the compiler rejects the layout check{what} (please report this)")
        };
        return Some(error(
            CuErrorKind::Layout,
            Some(compiled),
            0,
            format!("{message}: {severity_and_message}"),
        ));
    }
    let hint = if severity_and_message.contains("cannot open source file") {
        " (add its folder with `include_dir`; if it is a host header, the file has host code, \
         which NVRTC cannot compile: build it with nvcc, or put the host code under \
         `#ifndef __CUDACC_RTC__`)"
    } else {
        ""
    };
    Some(error(
        CuErrorKind::Compile,
        Some(&relative_to_cwd(&file)),
        number,
        format!("{severity_and_message}{hint}"),
    ))
}

/// The C++ name of the type whose layout check failed with `e` (`Odd` of `sizeof(Odd)`,
/// `offsetof(Pair<int, 2>, x)`), if `e` is such a failure.
fn checked_type(e: &CuError) -> Option<&str> {
    if e.kind != CuErrorKind::Layout {
        return None;
    }
    let (_, rest) = e.message.split_once('`')?;
    let (what, _) = rest.split_once('`')?;
    let (_, args) = what.split_once('(')?;
    let args = args.strip_suffix(')')?;
    Some(match what.starts_with("offsetof(") {
        // The member's name has no comma; the type's may (`Pair<int, 2>`).
        true => args.rsplit_once(", ")?.0,
        false => args,
    })
}

/// What `emit` prints for a successful build after the watched paths, one line each: the files
/// read, the kernels left out, the compiler's warnings.
fn printed_lines(built: &Built) -> Vec<String> {
    let mut lines: Vec<String> = built
        .files_read
        .iter()
        .map(|file| format!("cargo:rerun-if-changed={}", file.display()))
        .collect();
    for k in &built.refused {
        lines.push(format!(
            "cargo:warning={}:{}: kernel `{}` left out: {} (`.skip(&[\"{}\"])` says so quietly, \
             `.strict(true)` makes it an error)",
            relative_to_cwd(&k.file).display(),
            k.line,
            k.cpp_name,
            k.reason,
            k.rust_name
        ));
    }
    lines.extend(built.warnings.iter().map(|w| format!("cargo:warning={w}")));
    // One line each, as cargo reads them (and as the record keeps them).
    lines
        .iter()
        .flat_map(|l| l.lines())
        .map(str::to_owned)
        .collect()
}

fn relative_to_cwd(path: &Path) -> PathBuf {
    std::env::current_dir()
        .ok()
        .and_then(|cwd| path.strip_prefix(cwd).ok().map(Path::to_path_buf))
        .unwrap_or_else(|| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder given to `dir` is watched whole: a `.cu` file added to it reruns the build.
    #[test]
    fn a_dir_is_watched_for_new_files() {
        let dir = std::env::temp_dir().join(format!("ptx-abi-cu-watch-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("a.cu"), "__global__ void k() {}\n").unwrap();
        let watched = CuBuild::new().dir(&dir).watched();
        for path in [dir.clone(), dir.join("a.cu")] {
            let line = format!("cargo:rerun-if-changed={}", path.display());
            assert!(watched.contains(&line), "{line} not in {watched:?}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn compiler_errors_keep_their_file_and_line() {
        let e = compiler_error(
            "kernels/step.cu(12): error: identifier \"x\" is undefined",
            Path::new("kernels/step.cu"),
            "",
        )
        .expect("an error line");
        assert_eq!(
            e.to_string(),
            "kernels/step.cu:12: error: identifier \"x\" is undefined"
        );
        assert!(
            compiler_error("1 error detected in the compilation", Path::new("a.cu"), "").is_none()
        );
        assert!(compiler_error("a.cu(3): warning #177-D: unused", Path::new("a.cu"), "").is_none());
    }

    /// A failed layout check names its type, read back from the wrapper line it failed at.
    #[test]
    fn failed_layout_checks_name_their_type() {
        let wrapper = "#include \"a.cu\"\n\
             static_assert(sizeof(Odd) == 8, \"ptx-abi: sizeof(Odd)\");\n\
             static_assert(PTX_ABI_OFFSETOF(x, P<int, 2>) == 4, \"ptx-abi: offsetof(P<int, 2>, x)\");\n";
        let failed = |line: u32, message: &str| {
            let log = format!("/tmp/k.wrapper.cu({line}): error: {message}");
            compiler_error(&log, Path::new("a.cu"), wrapper).expect("an error")
        };
        let size = failed(2, "static assertion failed with \"ptx-abi: sizeof(Odd)\"");
        assert_eq!(size.kind, CuErrorKind::Layout);
        assert_eq!(checked_type(&size), Some("Odd"));
        let offset = failed(3, "incomplete type is not allowed");
        assert!(
            offset
                .message
                .starts_with("the compiler rejects the layout check `offsetof(P<int, 2>, x)`"),
            "{}",
            offset.message
        );
        assert_eq!(checked_type(&offset), Some("P<int, 2>"));
        assert_eq!(checked_type(&failed(1, "no such file")), None);
    }
}
