//! NVIDIA's command-line tools the oracle runs: `ptxas` (assembles PTX, reports the
//! parameter-space limit) and `cuobjdump` (prints a cubin's ELF sections). Found in the same
//! places as NVRTC (see [`super`]); NVRTC itself, a library, is loaded in the parent module.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::{find_files, oracle_dir, toolkit_roots, LoadError, OracleVersion, TempDir};

pub(super) fn find_ptxas_under(root: &Path) -> Option<PathBuf> {
    find_program_under(root, "ptxas")
}

/// `program` in an installation rooted at `root`: `root/bin/program`, else anywhere below
/// `root` (the wheels put it under `nvidia/.../bin`).
fn find_program_under(root: &Path, program: &str) -> Option<PathBuf> {
    let direct = root.join("bin").join(program);
    if direct.is_file() {
        return Some(direct);
    }
    find_files(root, &|n| n == program).into_iter().next()
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
        out.push(root.join("bin").join(program));
    }
    let oracle = oracle_dir();
    for dir in wheel_dirs {
        let root = oracle.join(dir);
        out.push(
            find_program_under(&root, program)
                .unwrap_or_else(|| root.join(format!("(no {program})"))),
        );
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

impl Ptxas {
    /// The `ptxas` at `path`; runs `ptxas --version` to learn its release.
    pub fn at(path: &Path) -> Result<Ptxas, String> {
        let out = Command::new(path)
            .arg("--version")
            .output()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let text = String::from_utf8_lossy(&out.stdout);
        // "Cuda compilation tools, release 12.9, V12.9.86"
        let version = text
            .split("release ")
            .nth(1)
            .and_then(|rest| rest.split(',').next())
            .and_then(|v| {
                let (a, b) = v.trim().split_once('.')?;
                Some((a.parse().ok()?, b.parse().ok()?))
            })
            .ok_or_else(|| format!("{}: no version in `ptxas --version`", path.display()))?;
        Ok(Ptxas {
            path: path.to_path_buf(),
            version,
        })
    }

    /// Finds `ptxas` of `version`: `PTX_ABI_PTXAS`, then `$CUDA_PATH/bin`, `/usr/local/cuda/bin`,
    /// then the wheels under `.oracle/cu12` / `.oracle/cu13`. Candidates of another major
    /// version are skipped.
    pub fn find(version: OracleVersion) -> Result<Ptxas, LoadError> {
        let candidates = candidates("PTX_ABI_PTXAS", "ptxas", version.wheel_dirs());
        let mut tried = Vec::new();
        for path in candidates {
            if !path.is_file() {
                tried.push(format!("{}: not found", path.display()));
                continue;
            }
            match Ptxas::at(&path) {
                Ok(p) if version.accepts(p.version.0) => return Ok(p),
                Ok(p) => tried.push(format!(
                    "{}: ptxas {}.{}, not {}",
                    path.display(),
                    p.version.0,
                    p.version.1,
                    version
                )),
                Err(e) => tried.push(e),
            }
        }
        Err(LoadError { version, tried })
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

    /// Assembles `ptx` for `arch` (`sm_90`) with `--compile-only`; the error is ptxas's output.
    ///
    /// The PTX's `.target` must not be newer than `arch`: compile for `compute_XX` first.
    pub fn assemble(&self, ptx: &str, arch: &str) -> Result<(), String> {
        self.assemble_to_cubin(ptx, arch).map(drop)
    }

    /// Assembles `ptx` for `arch` with `--compile-only` and returns the cubin's bytes.
    pub fn assemble_to_cubin(&self, ptx: &str, arch: &str) -> Result<Vec<u8>, String> {
        let dir = TempDir::new("ptxas").map_err(|e| format!("temporary directory: {e}"))?;
        let src = dir.path().join("module.ptx");
        let out = dir.path().join("module.cubin");
        std::fs::write(&src, ptx).map_err(|e| format!("{}: {e}", src.display()))?;
        let result = Command::new(&self.path)
            .arg(format!("-arch={arch}"))
            .arg("--compile-only")
            .arg(&src)
            .arg("-o")
            .arg(&out)
            .output()
            .map_err(|e| format!("{}: {e}", self.path.display()))?;
        if result.status.success() {
            std::fs::read(&out).map_err(|e| format!("{}: {e}", out.display()))
        } else {
            Err(format!(
                "ptxas {}.{} -arch={arch} failed ({}):\n{}{}",
                self.version.0,
                self.version.1,
                result.status,
                String::from_utf8_lossy(&result.stdout),
                String::from_utf8_lossy(&result.stderr)
            ))
        }
    }
}

/// NVIDIA's `cuobjdump`, run as a program: what it prints of a cubin's ELF sections is the
/// oracle for our cubin reader (`crate::cubin`). CUDA 13's reads CUDA 12's cubins too.
#[derive(Clone, Debug)]
pub struct Cuobjdump {
    path: PathBuf,
}

impl Cuobjdump {
    /// Finds `cuobjdump`: `PTX_ABI_CUOBJDUMP`, then `$CUDA_PATH/bin`, `/usr/local/cuda/bin`,
    /// then the wheels under `.oracle/cu13` and `.oracle/cu12` (`tools/install-oracle.sh`
    /// installs `nvidia-cuda-cuobjdump` into `cu13`).
    pub fn find() -> Result<Cuobjdump, String> {
        let candidates = candidates("PTX_ABI_CUOBJDUMP", "cuobjdump", &["cu13", "cu12"]);
        candidates
            .iter()
            .find(|p| p.is_file())
            .map(|p| Cuobjdump { path: p.clone() })
            .ok_or_else(|| {
                let tried: Vec<String> =
                    candidates.iter().map(|p| p.display().to_string()).collect();
                format!("no cuobjdump (tried: {})", tried.join(", "))
            })
    }

    /// The program's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `cuobjdump -elf` of `cubin`: the text it prints.
    pub fn elf(&self, cubin: &[u8]) -> Result<String, String> {
        let dir = TempDir::new("cuobjdump").map_err(|e| format!("temporary directory: {e}"))?;
        let file = dir.path().join("module.cubin");
        std::fs::write(&file, cubin).map_err(|e| format!("{}: {e}", file.display()))?;
        let result = Command::new(&self.path)
            .arg("-elf")
            .arg(&file)
            .output()
            .map_err(|e| format!("{}: {e}", self.path.display()))?;
        if result.status.success() {
            Ok(String::from_utf8_lossy(&result.stdout).into_owned())
        } else {
            Err(format!(
                "cuobjdump -elf failed ({}): {}",
                result.status,
                String::from_utf8_lossy(&result.stderr)
            ))
        }
    }
}

/// Assembles `ptx` for `arch` (`sm_90`) with the first `ptxas` that supports it: CUDA 12's for
/// targets before `sm_75`, which CUDA 13 dropped, any release otherwise (`PTX_ABI_PTXAS` first).
pub fn ptxas(ptx: &str, arch: &str) -> Result<(), String> {
    let version = match sm_number(arch) {
        Some(n) if n < 75 => OracleVersion::Cuda12,
        Some(_) => OracleVersion::Any,
        None => return Err(format!("`{arch}` is not an `sm_XX` target")),
    };
    let ptxas = Ptxas::find(version).map_err(|e| format!("no ptxas for {arch}: {e}"))?;
    ptxas.assemble(ptx, arch)
}
