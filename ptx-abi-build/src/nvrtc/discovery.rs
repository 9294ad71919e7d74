//! Where NVIDIA's compilers are looked for (the crate's documentation of `nvrtc` lists the order):
//! `PTX_ABI_NVRTC`, CUDA toolkits, and the `.oracle` installations of `tools/install-oracle.sh`.

use std::path::{Path, PathBuf};

use super::CudaVersion;

/// A CUDA installation: where a `libnvrtc.so*` was found, and what lies beside it.
#[derive(Clone, Debug)]
pub(super) struct Install {
    /// Human-readable origin (`PTX_ABI_NVRTC`, `/usr/local/cuda`, `.oracle/cu12`).
    pub(super) origin: String,
    /// The root to search for `ptxas` and headers, if known.
    pub(super) root: Option<PathBuf>,
    /// Candidate `libnvrtc.so*` files.
    pub(super) libs: Vec<PathBuf>,
}

/// The `.oracle` directories that may hold the `cu12`/`cu13` wheel installations, in the order
/// they are searched: the one `PTX_ABI_ORACLE_DIR` names (or the `.oracle` inside it) alone if
/// it is set; else the nearest `.oracle` in the current directory or a parent (where
/// `tools/install-oracle.sh` puts it: the workspace root, above every package's directory, which
/// is where cargo runs tests, examples and build scripts), then the one of the ptx-abi checkout
/// this crate was built from, if it was built from a checkout (a path dependency) that has one.
pub fn oracle_dirs() -> Vec<PathBuf> {
    let checkout = Path::new(env!("CARGO_MANIFEST_DIR")).parent();
    oracle_dirs_from(
        std::env::var_os("PTX_ABI_ORACLE_DIR").map(PathBuf::from),
        std::env::current_dir().ok().as_deref(),
        checkout,
    )
}

/// [`oracle_dirs`] for the variable's value `named`, the current directory `cwd` and the
/// directory above this crate's manifest, `checkout`.
pub(super) fn oracle_dirs_from(
    named: Option<PathBuf>,
    cwd: Option<&Path>,
    checkout: Option<&Path>,
) -> Vec<PathBuf> {
    if let Some(dir) = named {
        let nested = dir.join(".oracle");
        return vec![if nested.is_dir() { nested } else { dir }];
    }
    let nearest = cwd.and_then(|cwd| {
        cwd.ancestors()
            .map(|a| a.join(".oracle"))
            .find(|d| d.is_dir())
    });
    let own = checkout.map(|c| c.join(".oracle")).filter(|d| d.is_dir());
    let mut out: Vec<PathBuf> = nearest.into_iter().collect();
    out.extend(own.filter(|own| !out.contains(own)));
    out
}

/// Files under `root` (recursively, not following links to directories) whose name passes `pred`,
/// sorted.
pub(super) fn find_files(root: &Path, pred: &dyn Fn(&str) -> bool) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let Ok(ty) = entry.file_type() else { continue };
            let path = entry.path();
            if ty.is_dir() {
                stack.push(path);
            } else if entry.file_name().to_str().is_some_and(pred) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// NVRTC's library on the platform this crate runs on ([`is_libnvrtc_on`]).
pub(super) fn is_libnvrtc(name: &str) -> bool {
    is_libnvrtc_on(name, cfg!(windows))
}

/// NVRTC's library: on Linux `libnvrtc.so`, `libnvrtc.so.12`, `libnvrtc.so.12.9.86`, but not
/// `libnvrtc.alt.so.12` nor the builtins library; on Windows `nvrtc64_120_0.dll`,
/// `nvrtc64_130_0.dll` (any case), but not `nvrtc-builtins64_129.dll`.
pub(super) fn is_libnvrtc_on(name: &str, windows: bool) -> bool {
    if windows {
        let name = name.to_ascii_lowercase();
        name.starts_with("nvrtc64_") && name.ends_with(".dll")
    } else {
        name.starts_with("libnvrtc.so")
    }
}

/// Where a toolkit rooted at `root` keeps NVRTC's library: `lib64` on Linux; `bin` (CUDA 12)
/// and `bin/x64` (CUDA 13) on Windows.
pub(super) fn library_dirs(root: &Path) -> Vec<PathBuf> {
    if cfg!(windows) {
        vec![root.join("bin"), root.join("bin").join("x64")]
    } else {
        vec![root.join("lib64")]
    }
}

pub(super) fn toolkit_roots() -> Vec<PathBuf> {
    let mut roots = Vec::new();
    if let Some(p) = std::env::var_os("CUDA_PATH") {
        roots.push(PathBuf::from(p));
    }
    roots.push(PathBuf::from("/usr/local/cuda"));
    roots
}

/// Installations to try, in order, for `version`.
pub(super) fn installs(version: Option<CudaVersion>) -> Vec<Install> {
    let mut out = Vec::new();
    if let Some(p) = std::env::var_os("PTX_ABI_NVRTC") {
        let lib = PathBuf::from(p);
        let root = root_of_lib(&lib);
        out.push(Install {
            origin: "PTX_ABI_NVRTC".into(),
            root,
            libs: vec![lib],
        });
    }
    for root in toolkit_roots() {
        let libs = library_dirs(&root)
            .iter()
            .flat_map(|dir| find_files_flat(dir, is_libnvrtc))
            .collect();
        out.push(Install {
            origin: root.display().to_string(),
            root: Some(root),
            libs,
        });
    }
    for oracle in oracle_dirs() {
        for dir in super::wheel_dirs(version) {
            let root = oracle.join(dir);
            let libs = find_files(&root, &is_libnvrtc);
            out.push(Install {
                origin: root.display().to_string(),
                root: Some(root),
                libs,
            });
        }
    }
    out
}

impl super::Nvrtc {
    /// Loads the NVRTC library at `path` with the headers and `ptxas` of the installation it
    /// belongs to (a CUDA toolkit, or NVIDIA's PyPI wheels), as [`Nvrtc::load`](super::Nvrtc::load)
    /// finds them for `PTX_ABI_NVRTC`.
    pub fn open_installed(path: &Path) -> Result<super::Nvrtc, super::ToolError> {
        super::Nvrtc::open(path, root_of_lib(path).as_deref())
    }
}

/// The installation root of a `libnvrtc.so*` named by `PTX_ABI_NVRTC`: `<root>/lib64/libnvrtc.so`
/// (toolkit), `cu13/lib/libnvrtc.so.13` (CUDA 13 wheel, headers in `cu13/include`), or the
/// `nvidia` directory of a CUDA 12 wheel (`nvidia/cuda_nvrtc/lib/libnvrtc.so.12`, headers in
/// `nvidia/cuda_runtime/include`, `ptxas` in `nvidia/cuda_nvcc/bin`).
pub(super) fn root_of_lib(lib: &Path) -> Option<PathBuf> {
    let grandparent = lib.parent()?.parent()?;
    // Windows toolkits keep the library in `bin` (CUDA 12) or `bin/x64` (CUDA 13).
    let toolkit = lib.ancestors().skip(2).take(2).find(|root| {
        root.join("include").join("cuda.h").is_file()
            || root
                .join("bin")
                .join(format!("ptxas{}", std::env::consts::EXE_SUFFIX))
                .is_file()
    });
    if let Some(root) = toolkit {
        return Some(root.to_path_buf());
    }
    lib.ancestors()
        .find(|a| a.file_name().is_some_and(|n| n == "nvidia"))
        .map_or(Some(grandparent.to_path_buf()), |a| Some(a.to_path_buf()))
}

/// Files directly in `dir` whose name passes `pred`, sorted (unversioned names sort first).
pub(super) fn find_files_flat(dir: &Path, pred: fn(&str) -> bool) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = entries
        .flatten()
        .filter(|e| e.file_name().to_str().is_some_and(pred))
        .map(|e| e.path())
        .collect();
    out.sort();
    out
}

/// The directory holding `cuda.h` (and `cuda_fp16.h`, ...) under `root`: `include` for a
/// toolkit, found by search in a wheel installation.
pub(super) fn include_dir_under(root: &Path) -> Option<PathBuf> {
    let direct = root.join("include");
    if direct.join("cuda.h").is_file() || direct.join("cuda_fp16.h").is_file() {
        return Some(direct);
    }
    let mut hits = find_files(root, &|n| n == "cuda.h");
    if hits.is_empty() {
        hits = find_files(root, &|n| n == "cuda_fp16.h");
    }
    hits.first().and_then(|p| p.parent()).map(Path::to_path_buf)
}
