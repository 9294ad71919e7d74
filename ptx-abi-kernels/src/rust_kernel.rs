//! Builds a Rust kernel crate for `nvptx64-nvidia-cuda` and returns PTX a driver can load
//! (`book/src/rust-kernels.md`, "A kernel crate, as you copy it"; `ABI.md` §12).
//!
//! rustc has no PTX linker step for an `rlib`: `--emit=asm` writes the crate's own module, and a
//! call into another crate that was not inlined stays an `.extern .func`, which `ptxas` and the
//! driver's JIT (`cuModuleLoadData`) refuse ("Unresolved extern function"). [`KernelCrate::build`]
//! refuses such PTX itself, naming the functions and the usual cause.
//!
//! It runs `cargo +nightly rustc --release --lib --target nvptx64-nvidia-cuda -Zbuild-std=core
//! -- -C target-cpu=sm_NN --emit=asm=FILE` (the nightly toolchain with `rust-src`: the target
//! has no prebuilt `core`). cargo skips a crate it finds up to date, and then rustc writes no
//! file: the PTX of the last build is kept beside the build and still current (the emit path is
//! part of what cargo compares); if it is gone, the crate is cleaned and built again, so the PTX
//! returned is always the crate's as it is now.
//!
//! ```no_run
//! use ptx_abi_kernels::rust_kernel::KernelCrate;
//!
//! let ptx = KernelCrate::new("kernels/particle-kernels").arch("sm_70").build()?;
//! assert!(ptx.contains(".entry advance"));
//! # Ok::<(), ptx_abi_kernels::rust_kernel::BuildError>(())
//! ```

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A kernel crate to build for nvptx64 (see the [module](self)).
#[derive(Clone, Debug)]
pub struct KernelCrate {
    dir: PathBuf,
    target_dir: Option<PathBuf>,
    arch: String,
    offline: bool,
    toolchain: String,
}

/// Why a kernel crate gave no loadable PTX.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The crate's `Cargo.toml` could not be read, or names no package.
    Manifest(String),
    /// cargo or rustc failed (their output), or could not be run.
    Cargo(String),
    /// The PTX calls functions it does not define: no driver can load it.
    Unresolved {
        /// The PTX file.
        ptx: PathBuf,
        /// The `.extern .func` names.
        functions: Vec<String>,
    },
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Manifest(why) | BuildError::Cargo(why) => f.write_str(why),
            BuildError::Unresolved { ptx, functions } => write!(
                f,
                "{}: the PTX calls functions it does not define ({}), which no driver can load \
                 (\"Unresolved extern function\"): the usual cause is a panicking path in a \
                 kernel (slice indexing, `unwrap`, `clamp`, arithmetic overflow checks) or a \
                 function of another crate that is not `#[inline]`; use `get`/`get_unchecked`, \
                 wrapping arithmetic and `#[inline]` helpers",
                ptx.display(),
                functions.join(", ")
            ),
        }
    }
}

impl std::error::Error for BuildError {}

impl KernelCrate {
    /// The kernel crate in `dir` (holding its `Cargo.toml`), for `sm_70`, with the `nightly`
    /// toolchain, its build under `dir/target`.
    pub fn new(dir: impl AsRef<Path>) -> KernelCrate {
        KernelCrate {
            dir: dir.as_ref().to_path_buf(),
            target_dir: None,
            arch: "sm_70".to_owned(),
            offline: false,
            toolchain: "nightly".to_owned(),
        }
    }

    /// The GPU architecture rustc targets (`-C target-cpu`): PTX for `sm_70` loads on Volta and
    /// every later GPU.
    pub fn arch(mut self, arch: &str) -> KernelCrate {
        self.arch = arch.to_owned();
        self
    }

    /// Where cargo builds (`--target-dir`); a `build.rs` passes a directory under `OUT_DIR`.
    pub fn target_dir(mut self, dir: impl AsRef<Path>) -> KernelCrate {
        self.target_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Builds without the network (`--offline`).
    pub fn offline(mut self, yes: bool) -> KernelCrate {
        self.offline = yes;
        self
    }

    /// The toolchain (`rustup run TOOLCHAIN cargo`), `nightly` unless told otherwise.
    pub fn toolchain(mut self, name: &str) -> KernelCrate {
        self.toolchain = name.to_owned();
        self
    }

    /// The crate's package name, from its `Cargo.toml`.
    pub fn package_name(&self) -> Result<String, BuildError> {
        let manifest = self.dir.join("Cargo.toml");
        let text = std::fs::read_to_string(&manifest)
            .map_err(|e| BuildError::Manifest(format!("{}: {e}", manifest.display())))?;
        package_name(&text).ok_or_else(|| {
            BuildError::Manifest(format!(
                "{}: no `name` under `[package]`",
                manifest.display()
            ))
        })
    }

    /// Builds the crate and returns its PTX, refusing PTX with unresolved calls
    /// ([`BuildError::Unresolved`]).
    pub fn build(&self) -> Result<String, BuildError> {
        let name = self.package_name()?;
        let dir = std::path::absolute(&self.dir)
            .map_err(|e| BuildError::Manifest(format!("{}: {e}", self.dir.display())))?;
        let target = match &self.target_dir {
            Some(t) => std::path::absolute(t)
                .map_err(|e| BuildError::Manifest(format!("{}: {e}", t.display())))?,
            None => dir.join("target"),
        };
        let ptx_dir = target.join("ptx-abi");
        std::fs::create_dir_all(&ptx_dir)
            .map_err(|e| BuildError::Cargo(format!("{}: {e}", ptx_dir.display())))?;
        let ptx = ptx_dir.join(format!("{name}.{}.ptx", self.arch));
        self.cargo_rustc(&dir, &target, &ptx)?;
        if !ptx.is_file() {
            // cargo found the crate up to date and rustc wrote nothing, but the PTX of that
            // build is gone: clean the crate (its dependencies stay built) and build it again.
            self.cargo_clean(&dir, &target, &name)?;
            self.cargo_rustc(&dir, &target, &ptx)?;
        }
        let text = std::fs::read_to_string(&ptx)
            .map_err(|e| BuildError::Cargo(format!("{}: {e}", ptx.display())))?;
        let functions = extern_functions(&text);
        if functions.is_empty() {
            Ok(text)
        } else {
            Err(BuildError::Unresolved { ptx, functions })
        }
    }

    fn cargo(&self) -> Command {
        let mut cargo = Command::new("rustup");
        cargo.args(["run", &self.toolchain, "cargo"]);
        clean_env(&mut cargo);
        cargo
    }

    fn cargo_rustc(&self, dir: &Path, target: &Path, ptx: &Path) -> Result<(), BuildError> {
        let mut cargo = self.cargo();
        cargo.args(["rustc", "--quiet", "--release", "--lib"]);
        if self.offline {
            cargo.arg("--offline");
        }
        cargo
            .args(["--target", "nvptx64-nvidia-cuda", "-Zbuild-std=core"])
            .arg("--manifest-path")
            .arg(dir.join("Cargo.toml"))
            .arg("--target-dir")
            .arg(target)
            .args(["--", "-C"])
            .arg(format!("target-cpu={}", self.arch))
            .arg(format!("--emit=asm={}", ptx.display()));
        run(&mut cargo, "cargo rustc --target nvptx64-nvidia-cuda")
    }

    fn cargo_clean(&self, dir: &Path, target: &Path, name: &str) -> Result<(), BuildError> {
        let mut cargo = self.cargo();
        cargo
            .args(["clean", "--quiet", "--release", "-p", name])
            .args(["--target", "nvptx64-nvidia-cuda"])
            .arg("--manifest-path")
            .arg(dir.join("Cargo.toml"))
            .arg("--target-dir")
            .arg(target);
        if self.offline {
            cargo.arg("--offline");
        }
        run(&mut cargo, "cargo clean")
    }
}

/// Clears the outer cargo's settings (a build script's, a test's), which are not this build's.
pub(crate) fn clean_env(command: &mut Command) {
    for var in [
        "RUSTC",
        "RUSTDOC",
        "RUSTC_WRAPPER",
        "RUSTFLAGS",
        "CARGO_ENCODED_RUSTFLAGS",
        "CARGO_TARGET_DIR",
        "CARGO_BUILD_TARGET",
        "RUSTUP_TOOLCHAIN",
        "CARGO",
    ] {
        command.env_remove(var);
    }
}

fn run(command: &mut Command, what: &str) -> Result<(), BuildError> {
    let out = command.output().map_err(|e| {
        BuildError::Cargo(format!(
            "{what}: {e} (the nightly toolchain is needed: rustup toolchain install nightly; \
             rustup component add rust-src --toolchain nightly)"
        ))
    })?;
    if out.status.success() {
        Ok(())
    } else {
        Err(BuildError::Cargo(format!(
            "{what} failed ({}):\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )))
    }
}

/// `name` under `[package]` in a `Cargo.toml`.
fn package_name(manifest: &str) -> Option<String> {
    let mut in_package = false;
    for line in manifest.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.starts_with('[') {
            in_package = line == "[package]";
        } else if in_package {
            if let Some((key, value)) = line.split_once('=') {
                if key.trim() == "name" {
                    return Some(value.trim().trim_matches('"').to_owned());
                }
            }
        }
    }
    None
}

/// The functions a PTX module declares `.extern` (calls it cannot resolve on its own; a
/// `.extern .shared` array is dynamic shared memory, not one of them).
pub fn extern_functions(ptx: &str) -> Vec<String> {
    ptx.lines()
        .filter_map(|l| l.trim_start().strip_prefix(".extern .func"))
        .map(|rest| {
            let rest = rest.trim_start();
            // `.extern .func (.param ...) name(` or `.extern .func name(`.
            let rest = match rest.strip_prefix('(') {
                Some(r) => r.split_once(')').map_or(r, |(_, after)| after),
                None => rest,
            };
            rest.trim_start()
                .split(|c: char| c == '(' || c.is_whitespace() || c == ';')
                .next()
                .unwrap_or("")
                .to_owned()
        })
        .collect()
}

/// Why the nightly toolchain cannot build for nvptx64 here, if it cannot: it needs `cargo
/// +nightly` and the `rust-src` component (`rustup component add rust-src --toolchain
/// nightly`): the target has no prebuilt standard library.
pub fn nvptx_unavailable() -> Option<String> {
    let sysroot = match nightly(&["rustc", "--print", "sysroot"]) {
        Ok(s) => s,
        Err(e) => return Some(format!("no nightly toolchain ({e})")),
    };
    let src = Path::new(sysroot.trim()).join("lib/rustlib/src/rust/library/core");
    if !src.is_dir() {
        return Some(
            "the nightly toolchain has no rust-src (rustup component add rust-src --toolchain \
             nightly)"
                .to_owned(),
        );
    }
    None
}

/// `rustup run nightly PROGRAM ARGS`, its standard output.
fn nightly(args: &[&str]) -> Result<String, String> {
    stdout_of(
        Command::new("rustup").args(["run", "nightly"]).args(args),
        "rustup run nightly",
    )
}

/// Runs `command`, its standard output, or an error with its standard error.
pub(crate) fn stdout_of(command: &mut Command, what: &str) -> Result<String, String> {
    let out = command.output().map_err(|e| format!("{what}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{what} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// A pointer parameter's declaration without rustc's `.ptr .align N` attribute: it states the
/// pointee's alignment to ptxas and changes nothing in the parameter's own layout (`ABI.md`
/// §12). Every other declaration is compared as written.
pub fn without_pointer_attribute(decl: &str) -> String {
    let words: Vec<&str> = decl.split_whitespace().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if words[i] == ".ptr" {
            i += 1;
            if words.get(i) == Some(&".align") {
                i += 2;
            }
            continue;
        }
        out.push(words[i]);
        i += 1;
    }
    out.join(" ")
}

#[cfg(test)]
mod tests {
    use super::{extern_functions, package_name};

    #[test]
    fn extern_functions_are_named_and_shared_memory_is_not_one() {
        let ptx = "\
.extern .func  (.param .b32 func_retval0) _ZN4core5slice5index16slice_index_fail17h1E(
\t.param .b64 p0
)
;
.extern .func _ZN11ptx_abi_core6layout5Field10bit_offset17h2E(
.extern .shared .align 16 .b8 smem[];
.visible .entry k() { ret; }
";
        assert_eq!(
            extern_functions(ptx),
            [
                "_ZN4core5slice5index16slice_index_fail17h1E",
                "_ZN11ptx_abi_core6layout5Field10bit_offset17h2E"
            ]
        );
    }

    #[test]
    fn the_package_name_is_read_from_the_package_section() {
        let manifest = "[workspace]\nname = \"no\"\n\n[package]\n# a comment\nname = \"particle-kernels\" # trailing\nversion = \"0.1.0\"\n";
        assert_eq!(package_name(manifest).as_deref(), Some("particle-kernels"));
        assert_eq!(package_name("[dependencies]\nname = \"x\"\n"), None);
    }
}
