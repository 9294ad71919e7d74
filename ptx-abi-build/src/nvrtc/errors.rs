//! What can go wrong with NVIDIA's compilers: not found ([`LoadError`]), unusable or failed as a
//! program ([`ToolError`]), or a compilation that failed ([`CompileError`], with its log).

use std::fmt;
use std::path::PathBuf;

use super::CudaVersion;

/// NVRTC, or a program of the toolkit (`ptxas`, `nvcc`, `cuobjdump`), could not be found or
/// loaded. Its `Debug` is its message, which names what was tried and the variables that point
/// at an installation: a `main` returning the error with `?` prints that.
#[derive(Clone, PartialEq, Eq)]
pub struct LoadError {
    /// What was looked for: `"NVRTC"`, `"ptxas"`, `"nvcc"`, `"cuobjdump"`.
    pub tool: &'static str,
    /// The version asked for, `None` for any.
    pub version: Option<CudaVersion>,
    /// What was tried, one entry per candidate: `path: why it was not used`.
    pub tried: Vec<String>,
}

impl fmt::Debug for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.version {
            None => write!(f, "{} not found", self.tool)?,
            Some(version) => write!(f, "{} {} not found", self.tool, version.major())?,
        }
        if self.tried.is_empty() {
            f.write_str(" (no candidate)")?;
        } else {
            write!(f, " (tried {})", self.tried.join("; "))?;
        }
        let variable = match self.tool {
            "ptxas" => "PTX_ABI_PTXAS=/path/to/ptxas",
            "nvcc" => "PTX_ABI_NVCC=/path/to/nvcc",
            "cuobjdump" => "PTX_ABI_CUOBJDUMP=/path/to/cuobjdump",
            _ => "PTX_ABI_NVRTC=/path/to/libnvrtc.so",
        };
        write!(
            f,
            ". Point at it with {variable} (or CUDA_PATH=<toolkit>), "
        )?;
        f.write_str(
            "\
             or, without a CUDA toolkit, install NVIDIA's wheels with ptx-abi's \
             tools/install-oracle.sh: into its checkout's .oracle (found by crates built from that \
             checkout), or with ORACLE_DIR=<dir> anywhere, then PTX_ABI_ORACLE_DIR=<dir>",
        )
    }
}

impl std::error::Error for LoadError {}

/// A program of the toolkit (`ptxas`, `nvcc`, `cuobjdump`) or the NVRTC library that could not be
/// used, or that ran and failed.
#[derive(Debug)]
#[non_exhaustive]
pub enum ToolError {
    /// None was found where it was looked for.
    NotFound(LoadError),
    /// A library that could not be loaded, lacks a function, or fails its version query.
    Library {
        /// The library's path.
        path: PathBuf,
        /// The loader's (or the library's) message.
        message: String,
    },
    /// A program that could not be started, or a file it reads or writes that could not be.
    Io {
        /// The program or file.
        path: PathBuf,
        /// Why.
        error: std::io::Error,
    },
    /// `program --version` printed no release (`release 12.9,`).
    NoVersion {
        /// The program's path.
        path: PathBuf,
    },
    /// The program ran and failed.
    Failed {
        /// What ran: `ptxas 12.9 -arch=sm_90`, `cuobjdump -elf`.
        command: String,
        /// Its exit status.
        status: std::process::ExitStatus,
        /// What it printed (standard output, then standard error).
        output: String,
    },
    /// nvcc's host compiler (`g++` on `PATH`) is missing.
    NoHostCompiler {
        /// nvcc's path.
        nvcc: PathBuf,
        /// nvcc's release.
        version: (i32, i32),
    },
    /// An architecture that is not `sm_XX`.
    NotAnArch(String),
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToolError::NotFound(e) => e.fmt(f),
            ToolError::Library { path, message } => write!(f, "{}: {message}", path.display()),
            ToolError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            ToolError::NoVersion { path } => {
                write!(f, "{}: no version in `--version`", path.display())
            }
            ToolError::Failed {
                command,
                status,
                output,
            } => write!(f, "{command} failed ({status}):\n{output}"),
            ToolError::NoHostCompiler { nvcc, version } => write!(
                f,
                "nvcc {}.{} found at {}, but no g++ (its host compiler) on PATH: install g++",
                version.0,
                version.1,
                nvcc.display()
            ),
            ToolError::NotAnArch(arch) => write!(f, "`{arch}` is not an `sm_XX` target"),
        }
    }
}

impl std::error::Error for ToolError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ToolError::NotFound(e) => Some(e),
            ToolError::Io { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// NVRTC rejected a program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    /// The `nvrtcResult` (6 is `NVRTC_ERROR_COMPILATION`).
    pub result: i32,
    /// `nvrtcGetErrorString` of it, e.g. `NVRTC_ERROR_COMPILATION`.
    pub message: String,
    /// The compilation log: the compiler's diagnostics.
    pub log: String,
    /// The options the program was compiled with.
    pub options: Vec<String>,
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "NVRTC compilation failed ({}, result {})",
            self.message, self.result
        )?;
        writeln!(f, "options: {}", self.options.join(" "))?;
        f.write_str(self.log.trim_end())
    }
}

impl std::error::Error for CompileError {}
