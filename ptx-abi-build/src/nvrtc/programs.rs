//! NVIDIA's command-line tools the oracle runs: `ptxas` (assembles PTX, reports the
//! parameter-space limit), `cuobjdump` (prints a cubin's ELF sections) and `nvcc` (the offline
//! compiler, the second front end). Found in the same places as NVRTC (see [`super`]); NVRTC
//! itself, a library, is loaded in the parent module.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::{
    accepts, find_files, option_key, oracle_dirs, toolkit_roots, version_name, wheel_dirs,
    CompileError, CudaVersion, LoadError, TempDir, ToolError,
};

pub(super) fn find_ptxas_under(root: &Path) -> Option<PathBuf> {
    find_program_under(root, "ptxas")
}

/// `program` in an installation rooted at `root`: `root/bin/program`, else anywhere below
/// `root` (the wheels put it under `nvidia/.../bin`); `program.exe` on Windows.
fn find_program_under(root: &Path, program: &str) -> Option<PathBuf> {
    let program = &executable(program);
    let direct = root.join("bin").join(program);
    if direct.is_file() {
        return Some(direct);
    }
    find_files(root, &|n| n == program).into_iter().next()
}

/// `program` as the platform names its executable: `ptxas`, or `ptxas.exe` on Windows.
fn executable(program: &str) -> String {
    format!("{program}{}", std::env::consts::EXE_SUFFIX)
}

/// Where to look for `program`, in order: the path in `env`, the CUDA toolkits' `bin/`, then the
/// wheels under `.oracle/<dir>` for each of `wheel_dirs`. A wheel directory without it stands as
/// `<dir>/(no program)`, so that the list of what was tried says where it was looked for.
fn candidates(env: &str, program: &str, wheel_dirs: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Some(p) = std::env::var_os(env) {
        out.push(PathBuf::from(p));
    }
    for root in toolkit_roots() {
        out.push(root.join("bin").join(executable(program)));
    }
    for oracle in oracle_dirs() {
        for dir in wheel_dirs {
            let root = oracle.join(dir);
            out.push(
                find_program_under(&root, program)
                    .unwrap_or_else(|| root.join(format!("(no {program})"))),
            );
        }
    }
    out
}

/// NVIDIA's PTX assembler, run as a program.
#[derive(Clone, Debug)]
pub struct Ptxas {
    path: PathBuf,
    version: (i32, i32),
}

/// `sm_70` → 70.
pub(super) fn sm_number(arch: &str) -> Option<u32> {
    let digits: String = arch
        .strip_prefix("sm_")?
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

fn io(path: &Path, error: std::io::Error) -> ToolError {
    ToolError::Io {
        path: path.to_path_buf(),
        error,
    }
}

/// A program's failure: `command`, its status and what it printed.
fn failed(command: String, result: &std::process::Output) -> ToolError {
    ToolError::Failed {
        command,
        status: result.status,
        output: format!(
            "{}{}",
            String::from_utf8_lossy(&result.stdout),
            String::from_utf8_lossy(&result.stderr)
        ),
    }
}

impl Ptxas {
    /// The `ptxas` at `path`; runs `ptxas --version` to learn its release.
    pub fn at(path: &Path) -> Result<Ptxas, ToolError> {
        Ok(Ptxas {
            path: path.to_path_buf(),
            version: release_of(path)?,
        })
    }

    /// Finds `ptxas` of `version`: `PTX_ABI_PTXAS`, then `$CUDA_PATH/bin`, `/usr/local/cuda/bin`,
    /// then the wheels under `.oracle/cu12` / `.oracle/cu13`. Candidates of another major
    /// version are skipped.
    pub fn find(version: impl Into<Option<CudaVersion>>) -> Result<Ptxas, LoadError> {
        let version = version.into();
        let (path, version) = find_release("PTX_ABI_PTXAS", "ptxas", wheel_dirs(version), version)?;
        Ok(Ptxas { path, version })
    }

    /// The program's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The `(major, minor)` release, e.g. `(12, 9)`.
    pub fn version(&self) -> (i32, i32) {
        self.version
    }

    /// Whether this release assembles for `arch` (`sm_XX`): CUDA 13 dropped everything before
    /// `sm_75` (`ptxas fatal: Value 'sm_70' is not defined for option 'gpu-name'`).
    pub fn supports(&self, arch: &str) -> bool {
        match sm_number(arch) {
            Some(n) => self.version.0 < 13 || n >= 75,
            None => false,
        }
    }

    /// Assembles `ptx` for `arch` (`sm_90`) as a whole program, as the driver's JIT loads PTX
    /// (`cuModuleLoadData`): an unresolved `.extern .func` is an error ("Unresolved extern
    /// function"), which `--compile-only` would have accepted. The error is ptxas's output.
    ///
    /// The PTX's `.target` must not be newer than `arch`: compile for `compute_XX` first.
    pub fn assemble(&self, ptx: &str, arch: &str) -> Result<(), ToolError> {
        self.assemble_to_cubin(ptx, arch).map(drop)
    }

    /// Assembles `ptx` for `arch` as a whole program (see [`Ptxas::assemble`]) and returns the
    /// cubin's bytes.
    pub fn assemble_to_cubin(&self, ptx: &str, arch: &str) -> Result<Vec<u8>, ToolError> {
        self.assemble_with(ptx, arch, &[])
    }

    /// Assembles relocatable `ptx` (NVRTC's `-rdc=true`) for `arch` into a relocatable cubin
    /// (`--compile-only`): its `.extern` functions and variables are resolved when `nvlink`
    /// links it with the cubins that define them ([`Ptxas::nvlink`]).
    pub fn assemble_relocatable(&self, ptx: &str, arch: &str) -> Result<Vec<u8>, ToolError> {
        self.assemble_with(ptx, arch, &["--compile-only"])
    }

    /// The device linker of this installation (`nvlink` beside `ptxas`), else the first of
    /// `PTX_ABI_NVLINK`, the CUDA toolkits' `bin/` and the oracle's wheels (only CUDA 13's
    /// carries one) that exists.
    pub fn nvlink(&self) -> Option<PathBuf> {
        let beside = self.path.with_file_name(executable("nvlink"));
        std::iter::once(beside)
            .chain(candidates("PTX_ABI_NVLINK", "nvlink", &["cu13", "cu12"]))
            .find(|p| p.is_file())
    }

    fn assemble_with(&self, ptx: &str, arch: &str, extra: &[&str]) -> Result<Vec<u8>, ToolError> {
        let dir = TempDir::new("ptxas").map_err(|e| io(&std::env::temp_dir(), e))?;
        let src = dir.path().join("module.ptx");
        let out = dir.path().join("module.cubin");
        std::fs::write(&src, ptx).map_err(|e| io(&src, e))?;
        let result = Command::new(&self.path)
            .arg(format!("-arch={arch}"))
            .args(extra)
            .arg(&src)
            .arg("-o")
            .arg(&out)
            .output()
            .map_err(|e| io(&self.path, e))?;
        if result.status.success() {
            std::fs::read(&out).map_err(|e| io(&out, e))
        } else {
            Err(failed(
                format!("ptxas {}.{} -arch={arch}", self.version.0, self.version.1),
                &result,
            ))
        }
    }
}

/// The first of [`candidates`] for `program` whose release is of `version`: its path and
/// release; the error lists every candidate tried and why it was not taken.
fn find_release(
    env: &str,
    program: &'static str,
    wheel_dirs: &[&str],
    version: Option<CudaVersion>,
) -> Result<(PathBuf, (i32, i32)), LoadError> {
    let mut tried = Vec::new();
    for path in candidates(env, program, wheel_dirs) {
        if !path.is_file() {
            tried.push(format!("{}: not found", path.display()));
            continue;
        }
        match release_of(&path) {
            Ok(release) if accepts(version, release.0) => return Ok((path, release)),
            Ok((major, minor)) => tried.push(format!(
                "{}: {program} {major}.{minor}, not {}",
                path.display(),
                version_name(version)
            )),
            Err(e) => tried.push(e.to_string()),
        }
    }
    Err(LoadError {
        tool: program,
        version,
        tried,
    })
}

/// The `(major, minor)` release `program --version` prints: "Cuda compilation tools, release
/// 12.9, V12.9.86" (ptxas and nvcc alike).
fn release_of(program: &Path) -> Result<(i32, i32), ToolError> {
    let out = Command::new(program)
        .arg("--version")
        .output()
        .map_err(|e| io(program, e))?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.split("release ")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .and_then(|v| {
            let (a, b) = v.trim().split_once('.')?;
            Some((a.parse().ok()?, b.parse().ok()?))
        })
        .ok_or_else(|| ToolError::NoVersion {
            path: program.to_path_buf(),
        })
}

/// NVIDIA's offline compiler, run as a program: the oracle's second front end (`ABI.md` §10: it
/// lays out a lowering `__align__` and bit-fields under `#pragma pack` differently from NVRTC).
///
/// The `nvidia-cuda-nvcc` 13.x wheel carries nvcc with `cudafe++` and `cicc`, so with the
/// machine's `g++` (nvcc's host compiler) it compiles device code to PTX on any machine
/// (`tools/oracle-facts.md`, section 5).
#[derive(Clone, Debug)]
pub struct Nvcc {
    path: PathBuf,
    version: (i32, i32),
}

impl Nvcc {
    /// The `nvcc` at `path`; runs `nvcc --version` to learn its release.
    pub fn at(path: &Path) -> Result<Nvcc, ToolError> {
        Ok(Nvcc {
            path: path.to_path_buf(),
            version: release_of(path)?,
        })
    }

    /// Finds `nvcc` of `version`: `PTX_ABI_NVCC`, then `$CUDA_PATH/bin`, `/usr/local/cuda/bin`,
    /// then the wheels under `.oracle/cu13` (the 12.x wheel has no front end). Candidates of
    /// another major version are skipped.
    pub fn find(version: impl Into<Option<CudaVersion>>) -> Result<Nvcc, LoadError> {
        let (path, version) = find_release("PTX_ABI_NVCC", "nvcc", &["cu13"], version.into())?;
        Ok(Nvcc { path, version })
    }

    /// The program's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The `(major, minor)` release, e.g. `(13, 5)`.
    pub fn version(&self) -> (i32, i32) {
        self.version
    }

    /// The host compiler nvcc will run (`g++` on `PATH`, which nvcc uses unless told otherwise):
    /// its `--version` line, or why there is none.
    pub fn host_compiler(&self) -> Result<String, ToolError> {
        let out = Command::new("g++").arg("--version").output();
        match out {
            Ok(out) if out.status.success() => Ok(String::from_utf8_lossy(&out.stdout)
                .lines()
                .next()
                .unwrap_or("g++")
                .to_owned()),
            _ => Err(ToolError::NoHostCompiler {
                nvcc: self.path.clone(),
                version: self.version,
            }),
        }
    }

    /// The virtual architecture [`Nvcc::compile`] targets unless told otherwise: the oldest that
    /// `nvcc --list-gpu-arch` names (`compute_75` for nvcc 13.x, `compute_50` for 12.x), so that
    /// the PTX loads on every GPU this nvcc supports, as [`super::Nvrtc::compile`]'s does.
    pub fn default_arch(&self) -> String {
        let listed = Command::new(&self.path)
            .arg("--list-gpu-arch")
            .output()
            .ok();
        listed
            .and_then(|out| {
                String::from_utf8_lossy(&out.stdout)
                    .lines()
                    .map(str::trim)
                    .filter(|l| l.starts_with("compute_"))
                    .min_by_key(|l| l["compute_".len()..].parse::<u32>().unwrap_or(u32::MAX))
                    .map(str::to_owned)
            })
            .unwrap_or_else(|| {
                if self.version.0 >= 13 {
                    "compute_75"
                } else {
                    "compute_50"
                }
                .to_owned()
            })
    }

    /// The `nvcc` arguments for NVRTC-style `options` as [`Nvcc::compile`] passes them: the
    /// oldest supported architecture ([`Nvcc::default_arch`]) unless `options` name one, no
    /// `-rdc` (pass `-rdc=true`), nvcc's own C++ standard unless `options` name one; NVRTC-only
    /// options (`-default-device`, `--device-int128`: nvcc has `__int128` on the device as is)
    /// dropped.
    pub fn arguments(&self, options: &[&str]) -> Vec<String> {
        self.arguments_with(
            options,
            &[(
                "--gpu-architecture",
                format!("-arch={}", self.default_arch()),
            )],
            false,
        )
    }

    /// The `nvcc` arguments of the oracle ([`Nvcc::compile_as_oracle`]): NVRTC's oracle defaults
    /// (`-rdc=true`, `compute_90`, C++20), less those `options` override.
    pub fn oracle_arguments(&self, options: &[&str]) -> Vec<String> {
        let defaults = [
            ("--gpu-architecture", "-arch=compute_90".to_owned()),
            ("--std", "-std=c++20".to_owned()),
        ];
        self.arguments_with(options, &defaults, true)
    }

    /// `defaults` (option key, nvcc argument) not overridden by `options`, `-rdc=true` with
    /// `rdc`, then `options` in nvcc's spelling.
    fn arguments_with(
        &self,
        options: &[&str],
        defaults: &[(&str, String)],
        rdc: bool,
    ) -> Vec<String> {
        let overridden: Vec<&str> = options.iter().map(|o| option_key(o)).collect();
        let mut out = Vec::new();
        for (key, default) in defaults {
            if !overridden.contains(key) {
                out.push(default.clone());
            }
        }
        if rdc {
            out.push("-rdc=true".to_owned());
        }
        for option in options {
            match option_key(option) {
                "-default-device" | "--device-int128" => {}
                "--relocatable-device-code" => {
                    let value = option.split_once('=').map_or("true", |(_, v)| v);
                    if !rdc {
                        out.push(format!("-rdc={value}"));
                    }
                }
                "--gpu-architecture" => {
                    let arch = option.split_once('=').map_or("compute_90", |(_, a)| a);
                    out.push(format!("-arch={arch}"));
                }
                "--std" => {
                    let std = option.split_once('=').map_or("c++20", |(_, s)| s);
                    out.push(format!("-std={std}"));
                }
                _ => out.push((*option).to_owned()),
            }
        }
        out
    }

    /// Compiles your CUDA C++ `source` (file `name`) to PTX that every GPU this nvcc supports
    /// can load, as [`super::Nvrtc::compile`] does ([`Nvcc::arguments`]); the error's log is
    /// nvcc's output.
    pub fn compile(
        &self,
        source: &str,
        name: &str,
        options: &[&str],
    ) -> Result<String, CompileError> {
        self.compile_with(source, name, self.arguments(options))
    }

    /// Compiles `source` as the oracle does ([`Nvcc::oracle_arguments`]: `-rdc=true`,
    /// `compute_90`, C++20), as [`super::Nvrtc::compile_as_oracle`] does.
    pub fn compile_as_oracle(
        &self,
        source: &str,
        name: &str,
        options: &[&str],
    ) -> Result<String, CompileError> {
        self.compile_with(source, name, self.oracle_arguments(options))
    }

    fn compile_with(
        &self,
        source: &str,
        name: &str,
        arguments: Vec<String>,
    ) -> Result<String, CompileError> {
        let fail = |result: i32, message: &str, log: String| CompileError {
            result,
            message: message.to_owned(),
            log,
            options: arguments.clone(),
        };
        let dir =
            TempDir::new("nvcc").map_err(|e| fail(-1, "temporary directory", e.to_string()))?;
        let src = dir.path().join(name);
        let ptx = dir.path().join("out.ptx");
        std::fs::write(&src, source).map_err(|e| fail(-1, "write the source", e.to_string()))?;
        let result = Command::new(&self.path)
            .args(&arguments)
            .arg("-ptx")
            .arg(&src)
            .arg("-o")
            .arg(&ptx)
            .output()
            .map_err(|e| fail(-1, "run nvcc", format!("{}: {e}", self.path.display())))?;
        let log = format!(
            "{}{}",
            String::from_utf8_lossy(&result.stdout),
            String::from_utf8_lossy(&result.stderr)
        );
        if !result.status.success() {
            return Err(fail(
                result.status.code().unwrap_or(-1),
                "nvcc compilation failed",
                log,
            ));
        }
        std::fs::read_to_string(&ptx).map_err(|e| fail(-1, "read the PTX", e.to_string()))
    }
}

/// NVIDIA's `cuobjdump`, run as a program: what it prints of a cubin's ELF sections is the
/// oracle for our cubin reader ([`crate::cubin`]). CUDA 13's reads CUDA 12's cubins too.
#[derive(Clone, Debug)]
pub struct Cuobjdump {
    path: PathBuf,
}

impl Cuobjdump {
    /// Finds `cuobjdump`: `PTX_ABI_CUOBJDUMP`, then `$CUDA_PATH/bin`, `/usr/local/cuda/bin`,
    /// then the wheels under `.oracle/cu13` and `.oracle/cu12` (`tools/install-oracle.sh`
    /// installs `nvidia-cuda-cuobjdump` into `cu13`).
    pub fn find() -> Result<Cuobjdump, ToolError> {
        let candidates = candidates("PTX_ABI_CUOBJDUMP", "cuobjdump", &["cu13", "cu12"]);
        candidates
            .iter()
            .find(|p| p.is_file())
            .map(|p| Cuobjdump { path: p.clone() })
            .ok_or_else(|| {
                ToolError::NotFound(LoadError {
                    tool: "cuobjdump",
                    version: None,
                    tried: candidates
                        .iter()
                        .map(|p| format!("{}: not found", p.display()))
                        .collect(),
                })
            })
    }

    /// The program's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `cuobjdump -elf` of `cubin`: the text it prints.
    pub fn elf(&self, cubin: &[u8]) -> Result<String, ToolError> {
        let dir = TempDir::new("cuobjdump").map_err(|e| io(&std::env::temp_dir(), e))?;
        let file = dir.path().join("module.cubin");
        std::fs::write(&file, cubin).map_err(|e| io(&file, e))?;
        let result = Command::new(&self.path)
            .arg("-elf")
            .arg(&file)
            .output()
            .map_err(|e| io(&self.path, e))?;
        if result.status.success() {
            Ok(String::from_utf8_lossy(&result.stdout).into_owned())
        } else {
            Err(failed("cuobjdump -elf".to_owned(), &result))
        }
    }
}

/// Assembles `ptx` for `arch` (`sm_90`) with the first `ptxas` that supports it: CUDA 12's for
/// targets before `sm_75`, which CUDA 13 dropped, any release otherwise (`PTX_ABI_PTXAS` first).
pub fn ptxas(ptx: &str, arch: &str) -> Result<(), ToolError> {
    let version = match sm_number(arch) {
        Some(n) if n < 75 => Some(CudaVersion::Cuda12),
        Some(_) => None,
        None => return Err(ToolError::NotAnArch(arch.to_owned())),
    };
    let ptxas = Ptxas::find(version).map_err(ToolError::NotFound)?;
    ptxas.assemble(ptx, arch)
}
