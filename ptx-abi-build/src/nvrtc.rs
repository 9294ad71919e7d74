//! NVIDIA's run-time compiler (NVRTC) and assembler (`ptxas`), found and loaded at run time.
//!
//! Nothing here is linked against CUDA: `libnvrtc.so` is opened with `dlopen` (through
//! `libloading`) when [`Nvrtc::load`] is called, so this crate builds and its tests run on machines
//! without CUDA. Where NVRTC comes from, first match wins:
//!
//! 1. `PTX_ABI_NVRTC`: the path of a `libnvrtc.so*` file;
//! 2. a CUDA toolkit: `$CUDA_PATH/lib64`, then `/usr/local/cuda/lib64`;
//! 3. NVIDIA's PyPI wheels installed by `tools/install-oracle.sh` under `.oracle/cu12` and
//!    `.oracle/cu13`: the `.oracle` named by `PTX_ABI_ORACLE_DIR` (or a directory holding one),
//!    else the first `.oracle` in the current directory or one of its parents (the user's
//!    workspace, where `cargo run` and `cargo test` start), then this library's own checkout's.
//!
//! A candidate whose major version is not the one asked for is skipped. `ptxas` is looked for in
//! the same places (`PTX_ABI_PTXAS` overrides), and the include directory holding `cuda.h`,
//! `cuda_fp16.h` and `cuda_bf16.h` is taken from the same CUDA installation as the library.
//!
//! [`Nvrtc::compile`], for your kernels, adds only what PTX any GPU of the loaded NVRTC can load
//! needs: `--gpu-architecture=compute_NN` for the oldest architecture that NVRTC supports
//! (`nvrtcGetSupportedArchs`: `compute_50` for NVRTC 12.9, `compute_75` for 13.x) unless you
//! name one, `-default-device` (NVRTC compiles no host code, and `cuda.h`'s unannotated
//! declarations are errors without it), `--device-int128` (generated headers may use
//! `__int128`), `-I` for the CUDA include
//! directory, and in-memory stand-ins for `<stdlib.h>` and `<stdint.h>`, which `cuda.h` includes
//! and NVRTC does not have (`tools/oracle-facts.md`, section 0). No `-rdc`: ask for it.
//!
//! The oracle's own compilations ([`Nvrtc::compile_as_oracle`]) add [`ORACLE_OPTIONS`] instead:
//! `-rdc=true` (without it NVVM deletes uncalled `.visible` device functions, the probes),
//! `--gpu-architecture=compute_90`, `-default-device` and `--std=c++20` (designated initialisers
//! select a union member).

mod discovery;
mod errors;
#[cfg(test)]
mod fake;
mod programs;

pub use discovery::oracle_dirs;
use discovery::{find_files, include_dir_under, installs, toolkit_roots};
#[cfg(test)]
use discovery::{is_libnvrtc, is_libnvrtc_on, oracle_dirs_from};
pub use errors::{CompileError, LoadError, ToolError};

use programs::find_ptxas_under;
#[cfg(test)]
use programs::sm_number;
pub use programs::{ptxas, Cuobjdump, Nvcc, Ptxas};

use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

pub use ptx_abi_core::layout::CudaVersion;

/// Which NVRTC release to load, now an `Option<CudaVersion>` (`None` for any): every function
/// that took one takes either.
#[deprecated(
    since = "0.2.0",
    note = "use `ptx_abi_core::layout::CudaVersion` (`Some(CudaVersion::Cuda12)`), `None` for any"
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OracleVersion {
    /// NVRTC 12.x.
    Cuda12,
    /// NVRTC 13.x.
    Cuda13,
    /// Whichever is found first.
    Any,
}

#[allow(deprecated)]
impl From<OracleVersion> for Option<CudaVersion> {
    fn from(version: OracleVersion) -> Option<CudaVersion> {
        match version {
            OracleVersion::Cuda12 => Some(CudaVersion::Cuda12),
            OracleVersion::Cuda13 => Some(CudaVersion::Cuda13),
            OracleVersion::Any => None,
        }
    }
}

/// Whether a tool of major release `major` is of `version` (`None`: any).
fn accepts(version: Option<CudaVersion>, major: i32) -> bool {
    version.is_none_or(|v| i64::from(v.major()) == i64::from(major))
}

/// `version` in messages: `12`, `(any version)`.
fn version_name(version: Option<CudaVersion>) -> String {
    version.map_or("(any version)".to_owned(), |v| v.major().to_string())
}

/// The wheel directories (`.oracle/cuNN`) to search for `version`, in order.
fn wheel_dirs(version: Option<CudaVersion>) -> &'static [&'static str] {
    match version {
        Some(CudaVersion::Cuda12) => &["cu12"],
        Some(CudaVersion::Cuda13) => &["cu13"],
        None => &["cu12", "cu13"],
    }
}

/// The options every oracle compilation ([`Nvrtc::compile_as_oracle`]) gets unless the caller
/// passes its own of the same kind. `--device-int128` declares `__int128` in device code
/// (`ABI.md` §9). Not for kernels you ship: `compute_90` PTX loads on Hopper and later only
/// ([`Nvrtc::compile`] has the defaults for those).
pub const ORACLE_OPTIONS: [&str; 5] = [
    "-rdc=true",
    "--gpu-architecture=compute_90",
    "-default-device",
    "--std=c++20",
    "--device-int128",
];

type Program = *mut c_void;
type VersionFn = unsafe extern "C" fn(*mut c_int, *mut c_int) -> c_int;
type CreateProgramFn = unsafe extern "C" fn(
    *mut Program,
    *const c_char,
    *const c_char,
    c_int,
    *const *const c_char,
    *const *const c_char,
) -> c_int;
type CompileProgramFn = unsafe extern "C" fn(Program, c_int, *const *const c_char) -> c_int;
type SizeFn = unsafe extern "C" fn(Program, *mut usize) -> c_int;
type TextFn = unsafe extern "C" fn(Program, *mut c_char) -> c_int;
type DestroyProgramFn = unsafe extern "C" fn(*mut Program) -> c_int;
type ErrorStringFn = unsafe extern "C" fn(c_int) -> *const c_char;
type NumArchsFn = unsafe extern "C" fn(*mut c_int) -> c_int;
type ArchsFn = unsafe extern "C" fn(*mut c_int) -> c_int;

/// The NVRTC entry points used, copied out of the library (valid while `_lib` is loaded).
struct Api {
    version: VersionFn,
    create_program: CreateProgramFn,
    compile_program: CompileProgramFn,
    get_ptx_size: SizeFn,
    get_ptx: TextFn,
    get_log_size: SizeFn,
    get_log: TextFn,
    destroy_program: DestroyProgramFn,
    error_string: ErrorStringFn,
    num_supported_archs: NumArchsFn,
    supported_archs: ArchsFn,
}

/// A loaded NVRTC library.
pub struct Nvrtc {
    api: Api,
    version: (i32, i32),
    path: PathBuf,
    root: Option<PathBuf>,
    include_dir: Option<PathBuf>,
    // Declared last: dropped after the function pointers above are gone. `None` only for the
    // tests' stand-in library (`nvrtc/fake.rs`), whose functions are part of this program.
    _lib: Option<libloading::Library>,
}

impl fmt::Debug for Nvrtc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Nvrtc")
            .field("version", &self.version)
            .field("path", &self.path)
            .field("include_dir", &self.include_dir)
            .finish_non_exhaustive()
    }
}

/// The function `name` of `lib`, as a function pointer of type `F`.
///
/// # Safety
/// `F` is the exact C signature of `name`, and the pointer is not called after `lib` is unloaded.
unsafe fn symbol<F: Copy>(
    lib: &libloading::Library,
    name: &str,
    path: &Path,
) -> Result<F, ToolError> {
    let mut c_name = name.as_bytes().to_vec();
    c_name.push(0);
    // SAFETY: the caller promises `F` is the symbol's type and that it outlives no unload.
    let sym = unsafe { lib.get::<F>(&c_name) }.map_err(|e| ToolError::Library {
        path: path.to_path_buf(),
        message: format!("{name}: {e}"),
    })?;
    Ok(*sym)
}

fn cstring(s: &str, what: &str) -> Result<CString, CompileError> {
    CString::new(s).map_err(|_| CompileError {
        result: -1,
        message: format!("{what} contains a NUL byte"),
        log: String::new(),
        options: Vec::new(),
    })
}

/// The part of an option that names what it sets: `--gpu-architecture` of
/// `--gpu-architecture=compute_70`; `-arch` and `--gpu-architecture` are the same option.
fn option_key(option: &str) -> &str {
    let key = option.split('=').next().unwrap_or(option);
    match key {
        "-arch" | "--gpu-architecture" => "--gpu-architecture",
        "-std" | "--std" => "--std",
        "-rdc" | "--relocatable-device-code" => "--relocatable-device-code",
        "-dc" => "--relocatable-device-code",
        _ => key,
    }
}

impl Nvrtc {
    /// Finds and loads NVRTC of `version` (`CudaVersion::Cuda12`, or `None` for whichever is
    /// found first; see the module documentation for where it looks).
    pub fn load(version: impl Into<Option<CudaVersion>>) -> Result<Nvrtc, LoadError> {
        let version = version.into();
        let mut tried = Vec::new();
        for install in installs(version) {
            if install.libs.is_empty() {
                tried.push(format!("{}: no libnvrtc.so*", install.origin));
                continue;
            }
            for lib in &install.libs {
                match Nvrtc::open(lib, install.root.as_deref()) {
                    Ok(nvrtc) if accepts(version, nvrtc.version.0) => return Ok(nvrtc),
                    Ok(nvrtc) => {
                        tried.push(format!(
                            "{}: NVRTC {}.{}, not {}",
                            lib.display(),
                            nvrtc.version.0,
                            nvrtc.version.1,
                            version_name(version)
                        ));
                        // The other names in this installation are the same library.
                        break;
                    }
                    Err(e) => tried.push(e.to_string()),
                }
            }
        }
        Err(LoadError {
            tool: "NVRTC",
            version,
            tried,
        })
    }

    /// Loads the NVRTC library at `path`; `root` is where to look for its headers and `ptxas`
    /// (`None`: none).
    pub fn open(path: &Path, root: Option<&Path>) -> Result<Nvrtc, ToolError> {
        // SAFETY: loading a shared library runs its initialisers. libnvrtc is NVIDIA's library
        // with no initialisers that depend on the loading process's state, and it is only ever
        // called through the C API declared in `nvrtc.h`, whose signatures `Api` copies.
        let lib = unsafe { libloading::Library::new(path) }.map_err(|e| ToolError::Library {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
        macro_rules! sym {
            ($name:literal) => {
                // SAFETY: the symbol is the `nvrtc.h` function of that name, and the function
                // pointer type it is read as (the `Api` field's) is that function's C signature
                // (`nvrtcResult` is a C enum, an `int`; `nvrtcProgram` a pointer). The pointer is
                // only used while `lib` stays loaded: both live in the same `Nvrtc`.
                unsafe { symbol(&lib, $name, path) }?
            };
        }
        let api = Api {
            version: sym!("nvrtcVersion"),
            create_program: sym!("nvrtcCreateProgram"),
            compile_program: sym!("nvrtcCompileProgram"),
            get_ptx_size: sym!("nvrtcGetPTXSize"),
            get_ptx: sym!("nvrtcGetPTX"),
            get_log_size: sym!("nvrtcGetProgramLogSize"),
            get_log: sym!("nvrtcGetProgramLog"),
            destroy_program: sym!("nvrtcDestroyProgram"),
            error_string: sym!("nvrtcGetErrorString"),
            num_supported_archs: sym!("nvrtcGetNumSupportedArchs"),
            supported_archs: sym!("nvrtcGetSupportedArchs"),
        };
        let (mut major, mut minor) = (0, 0);
        // SAFETY: `nvrtcVersion(int *major, int *minor)` writes two ints through valid pointers.
        let rc = unsafe { (api.version)(&mut major, &mut minor) };
        if rc != 0 {
            return Err(ToolError::Library {
                path: path.to_path_buf(),
                message: format!("nvrtcVersion failed ({rc})"),
            });
        }
        let include_dir = root.and_then(include_dir_under);
        Ok(Nvrtc {
            api,
            version: (major, minor),
            path: path.to_path_buf(),
            root: root.map(Path::to_path_buf),
            include_dir,
            _lib: Some(lib),
        })
    }

    /// NVRTC's `(major, minor)` version, e.g. `(12, 9)`.
    pub fn version(&self) -> (i32, i32) {
        self.version
    }

    /// The library file loaded.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The include directory added with `-I` (holding `cuda.h`, `cuda_fp16.h`), if found.
    pub fn include_dir(&self) -> Option<&Path> {
        self.include_dir.as_deref()
    }

    /// The `ptxas` of the same CUDA installation, if it has one.
    pub fn ptxas(&self) -> Option<Ptxas> {
        let root = self.root.as_deref()?;
        find_ptxas_under(root).and_then(|p| Ptxas::at(&p).ok())
    }

    /// The architectures this NVRTC compiles for (`nvrtcGetSupportedArchs`), ascending: `[50,
    /// 52, ..., 120]` for NVRTC 12.9.
    pub fn supported_archs(&self) -> Vec<i32> {
        let mut n: c_int = 0;
        // SAFETY: `nvrtcGetNumSupportedArchs(int *numArchs)` writes one int.
        if unsafe { (self.api.num_supported_archs)(&mut n) } != 0 || n <= 0 {
            return Vec::new();
        }
        let mut archs = vec![0 as c_int; n as usize];
        // SAFETY: `nvrtcGetSupportedArchs(int *archs)` writes `numArchs` ints, the length of
        // `archs`.
        if unsafe { (self.api.supported_archs)(archs.as_mut_ptr()) } != 0 {
            return Vec::new();
        }
        archs.sort_unstable();
        archs
    }

    /// The virtual architecture [`Nvrtc::compile`] targets unless told otherwise: the oldest
    /// this NVRTC supports (`compute_50` for NVRTC 12.9, `compute_75` for 13.x), whose PTX every
    /// GPU that NVRTC knows can load (the driver JIT-compiles it for newer ones).
    pub fn default_arch(&self) -> String {
        let oldest = self.supported_archs().first().copied();
        // Every NVRTC from CUDA 12.0 on supports compute_50 or newer; 75 is 13.x's oldest.
        format!("compute_{}", oldest.unwrap_or(75))
    }

    /// The options [`Nvrtc::compile`] passes for `options`: `--gpu-architecture` (the
    /// [`Nvrtc::default_arch`]), `-default-device` (NVRTC has no host code: without it `cuda.h`'s
    /// declarations are errors) and `--device-int128` unless `options` name their own, `-I` for
    /// the include directory, then `options`.
    pub fn effective_options(&self, options: &[&str]) -> Vec<String> {
        let arch = format!("--gpu-architecture={}", self.default_arch());
        self.options_with(&[&arch, "-default-device", "--device-int128"], options)
    }

    /// The options [`Nvrtc::compile_as_oracle`] passes: [`ORACLE_OPTIONS`] (less those
    /// `options` override), `-I` for the include directory, then `options`.
    pub fn oracle_options(&self, options: &[&str]) -> Vec<String> {
        self.options_with(&ORACLE_OPTIONS, options)
    }

    fn options_with(&self, defaults: &[&str], options: &[&str]) -> Vec<String> {
        let overridden: Vec<&str> = options.iter().map(|o| option_key(o)).collect();
        let mut out: Vec<String> = defaults
            .iter()
            .filter(|d| !overridden.contains(&option_key(d)))
            .map(|d| (*d).to_owned())
            .collect();
        if let Some(dir) = &self.include_dir {
            out.push(format!("-I{}", dir.display()));
        }
        out.extend(options.iter().map(|o| (*o).to_owned()));
        out
    }

    fn error_string(&self, rc: c_int) -> String {
        // SAFETY: `nvrtcGetErrorString` accepts any result code and returns a pointer to a static
        // NUL-terminated string (or NULL, checked).
        let p = unsafe { (self.api.error_string)(rc) };
        if p.is_null() {
            format!("nvrtcResult {rc}")
        } else {
            // SAFETY: non-null, NUL-terminated and static (see above).
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
        }
    }

    /// Compiles your CUDA C++ `source` (file name `name` in diagnostics) to PTX that every GPU
    /// this NVRTC supports can load.
    ///
    /// `options` come after the defaults ([`Nvrtc::effective_options`]: the oldest supported
    /// architecture, `-default-device`, `--device-int128`, `-I` for the CUDA include directory);
    /// one naming the same
    /// option as a default (`--gpu-architecture=compute_80`) replaces it. No `-rdc`: pass
    /// `-rdc=true` for separate compilation. `<stdlib.h>` and `<stdint.h>` stand-ins are always
    /// available.
    pub fn compile(
        &self,
        source: &str,
        name: &str,
        options: &[&str],
    ) -> Result<String, CompileError> {
        self.compile_with_log(source, name, options)
            .map(|(ptx, _)| ptx)
    }

    /// [`Nvrtc::compile`], with the program's log (its warnings) beside the PTX.
    pub fn compile_with_log(
        &self,
        source: &str,
        name: &str,
        options: &[&str],
    ) -> Result<(String, String), CompileError> {
        self.compile_with_options(source, name, self.effective_options(options))
    }

    /// Compiles `source` as the oracle does: [`ORACLE_OPTIONS`] (`-rdc=true`, `compute_90`,
    /// `-default-device`, C++20, `--device-int128`), then `options`.
    pub fn compile_as_oracle(
        &self,
        source: &str,
        name: &str,
        options: &[&str],
    ) -> Result<String, CompileError> {
        self.compile_with_options(source, name, self.oracle_options(options))
            .map(|(ptx, _)| ptx)
    }

    fn compile_with_options(
        &self,
        source: &str,
        name: &str,
        options: Vec<String>,
    ) -> Result<(String, String), CompileError> {
        let fail = |result: c_int, log: String| CompileError {
            result,
            message: self.error_string(result),
            log,
            options: options.clone(),
        };
        let c_source = cstring(source, "the source")?;
        let c_name = cstring(name, "the program name")?;
        let stubs = crate::std_headers::for_nvrtc(&options);
        let header_sources: Vec<CString> = stubs
            .iter()
            .map(|(_, text)| cstring(text, "a header"))
            .collect::<Result<_, _>>()?;
        let header_names: Vec<CString> = stubs
            .iter()
            .map(|(name, _)| cstring(name, "a header name"))
            .collect::<Result<_, _>>()?;
        let header_source_ptrs: Vec<*const c_char> =
            header_sources.iter().map(|s| s.as_ptr()).collect();
        let header_name_ptrs: Vec<*const c_char> =
            header_names.iter().map(|s| s.as_ptr()).collect();
        let c_options: Vec<CString> = options
            .iter()
            .map(|o| cstring(o, "an option"))
            .collect::<Result<_, _>>()?;
        let option_ptrs: Vec<*const c_char> = c_options.iter().map(|s| s.as_ptr()).collect();

        let mut program: Program = std::ptr::null_mut();
        // SAFETY: `nvrtcCreateProgram(&prog, src, name, numHeaders, headers, includeNames)`: every
        // string is a live NUL-terminated `CString`, the two header arrays have `numHeaders`
        // elements each, and NVRTC copies what it keeps.
        let rc = unsafe {
            (self.api.create_program)(
                &mut program,
                c_source.as_ptr(),
                c_name.as_ptr(),
                header_source_ptrs.len() as c_int,
                header_source_ptrs.as_ptr(),
                header_name_ptrs.as_ptr(),
            )
        };
        if rc != 0 {
            return Err(fail(rc, String::new()));
        }
        let program = ProgramGuard {
            nvrtc: self,
            program,
        };
        // SAFETY: `program` is a live program (created above, destroyed by the guard only);
        // `option_ptrs` holds `len` pointers to live NUL-terminated strings.
        let rc = unsafe {
            (self.api.compile_program)(
                program.program,
                option_ptrs.len() as c_int,
                option_ptrs.as_ptr(),
            )
        };
        let log = program.text(self.api.get_log_size, self.api.get_log);
        if rc != 0 {
            return Err(fail(rc, log.unwrap_or_default()));
        }
        let log = log.unwrap_or_default();
        match program.text(self.api.get_ptx_size, self.api.get_ptx) {
            Ok(ptx) => Ok((ptx, log)),
            Err(rc) => Err(fail(rc, log)),
        }
    }
}

/// Destroys an NVRTC program when dropped.
struct ProgramGuard<'a> {
    nvrtc: &'a Nvrtc,
    program: Program,
}

impl ProgramGuard<'_> {
    /// Reads the log or the PTX: `size` gives its length with the terminating NUL, `get` fills a
    /// buffer of that length.
    fn text(&self, size: SizeFn, get: TextFn) -> Result<String, c_int> {
        let mut len = 0usize;
        // SAFETY: `program` is live; `len` is a valid `size_t` to write.
        let rc = unsafe { size(self.program, &mut len) };
        if rc != 0 {
            return Err(rc);
        }
        let mut buf = vec![0u8; len.max(1)];
        // SAFETY: `buf` has the `len` bytes (NUL included) that NVRTC said it writes.
        let rc = unsafe { get(self.program, buf.as_mut_ptr().cast::<c_char>()) };
        if rc != 0 {
            return Err(rc);
        }
        let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
        buf.truncate(end);
        Ok(String::from_utf8_lossy(&buf).into_owned())
    }
}

impl Drop for ProgramGuard<'_> {
    fn drop(&mut self) {
        // SAFETY: `program` was created by `nvrtcCreateProgram` and is destroyed only here.
        unsafe { (self.nvrtc.api.destroy_program)(&mut self.program) };
    }
}

/// A uniquely named directory under the system temporary directory, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> std::io::Result<TempDir> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let path =
            std::env::temp_dir().join(format!("ptx-abi-{tag}-{}-{n}-{nanos}", std::process::id()));
        std::fs::create_dir(&path)?;
        Ok(TempDir(path))
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn oracle_dirs_add_the_checkouts_own_after_the_nearest() {
        let scratch =
            std::env::temp_dir().join(format!("ptx-abi-oracle-dirs-{}", std::process::id()));
        let (user, checkout) = (scratch.join("user/crate"), scratch.join("checkout"));
        std::fs::create_dir_all(&user).unwrap();
        std::fs::create_dir_all(checkout.join(".oracle")).unwrap();
        // A crate outside the checkout, without a `.oracle` of its own: the checkout's.
        let dirs = oracle_dirs_from(None, Some(&user), Some(&checkout));
        assert_eq!(dirs, vec![checkout.join(".oracle")]);
        // With one in the user's workspace: that one first.
        std::fs::create_dir_all(scratch.join("user/.oracle")).unwrap();
        let dirs = oracle_dirs_from(None, Some(&user), Some(&checkout));
        assert_eq!(
            dirs,
            vec![scratch.join("user/.oracle"), checkout.join(".oracle")]
        );
        // Inside the checkout: found once.
        let dirs = oracle_dirs_from(None, Some(&checkout), Some(&checkout));
        assert_eq!(dirs, vec![checkout.join(".oracle")]);
        // The variable alone, whatever else exists.
        let dirs = oracle_dirs_from(
            Some(scratch.join("elsewhere")),
            Some(&user),
            Some(&checkout),
        );
        assert_eq!(dirs, vec![scratch.join("elsewhere")]);
        std::fs::remove_dir_all(&scratch).unwrap();
    }

    use super::*;

    #[test]
    fn options_override_defaults_of_the_same_kind() {
        assert_eq!(
            option_key("--gpu-architecture=compute_70"),
            "--gpu-architecture"
        );
        assert_eq!(option_key("-arch=compute_70"), "--gpu-architecture");
        assert_eq!(option_key("--std=c++17"), "--std");
        assert_eq!(option_key("-default-device"), "-default-device");
    }

    #[test]
    fn sm_numbers() {
        assert_eq!(sm_number("sm_70"), Some(70));
        assert_eq!(sm_number("sm_90a"), Some(90));
        assert_eq!(sm_number("compute_90"), None);
    }

    #[test]
    fn library_names() {
        assert!(is_libnvrtc("libnvrtc.so.12"));
        assert!(is_libnvrtc("libnvrtc.so"));
        assert!(!is_libnvrtc("libnvrtc.alt.so.12"));
        assert!(!is_libnvrtc("libnvrtc-builtins.so.12.9"));
        for (name, linux, windows) in [
            ("libnvrtc.so.13", true, false),
            ("nvrtc64_120_0.dll", false, true),
            ("nvrtc64_130_0.dll", false, true),
            ("NVRTC64_130_0.DLL", false, true),
            ("nvrtc-builtins64_129.dll", false, false),
            ("nvrtc.lib", false, false),
        ] {
            assert_eq!(is_libnvrtc_on(name, false), linux, "{name} on Linux");
            assert_eq!(is_libnvrtc_on(name, true), windows, "{name} on Windows");
        }
    }

    #[test]
    fn missing_library_is_a_load_error() {
        let err = Nvrtc::open(Path::new("/nonexistent/libnvrtc.so.12"), None).unwrap_err();
        assert!(
            matches!(&err, ToolError::Library { path, .. } if path.ends_with("libnvrtc.so.12")),
            "{err}"
        );
        assert!(err.to_string().contains("libnvrtc.so.12"), "{err}");
    }

    /// Compiles and assembles a tiny program with every NVRTC found (nothing if none is).
    #[test]
    fn compiles_with_nvrtc_when_present() {
        for version in [CudaVersion::Cuda12, CudaVersion::Cuda13] {
            let Ok(nvrtc) = Nvrtc::load(version) else {
                continue;
            };
            assert_eq!(nvrtc.version().0 as u32, version.major());
            eprintln!("NVRTC {:?} at {}", nvrtc.version(), nvrtc.path().display());
            let ptx = nvrtc
                .compile(
                    "struct S { char c; int i; };\n\
                     __device__ S g = { 1, 2 };\n\
                     extern \"C\" __global__ void k(S p) {}\n",
                    "t.cu",
                    &[],
                )
                .unwrap();
            // Without -rdc the variable is the module's own (not `.visible`), and kept.
            assert!(
                ptx.contains("\n.global .align 4 .b8 g[8] = {1, 0, 0, 0, 2};"),
                "{ptx}"
            );
            assert!(ptx.contains(".param .align 4 .b8 k_param_0[8]"), "{ptx}");
            let err = nvrtc
                .compile("static_assert(false, \"boom\");", "bad.cu", &[])
                .unwrap_err();
            assert!(err.log.contains("boom"), "{err}");
            // Your kernels: the oldest supported architecture, no -rdc.
            let oldest = if version == CudaVersion::Cuda12 {
                "--gpu-architecture=compute_50"
            } else {
                "--gpu-architecture=compute_75"
            };
            assert!(err.options.iter().any(|o| o == oldest), "{err}");
            assert!(!err.options.iter().any(|o| o.contains("rdc")), "{err}");
            assert!(
                ptx.contains(&format!(
                    ".target {}",
                    &oldest[19..].replace("compute", "sm")
                )),
                "{ptx}"
            );
            let err = nvrtc
                .compile_as_oracle("static_assert(false, \"boom\");", "bad.cu", &[])
                .unwrap_err();
            assert!(err.options.iter().any(|o| o == "-rdc=true"), "{err}");
            if let Some(ptxas) = nvrtc.ptxas() {
                assert_eq!(ptxas.version().0 as u32, version.major());
                ptxas.assemble(&ptx, "sm_90").unwrap();
                assert!(ptxas.assemble(".version 1.0\nnonsense", "sm_90").is_err());
                // A whole program, as the driver loads PTX: an unresolved extern function is an
                // error (`--compile-only` accepted it).
                let unresolved = ".version 8.0\n.target sm_90\n.address_size 64\n\
                                  .extern .func helper();\n\
                                  .visible .entry k() {\n\tcall.uni helper, ();\n\tret;\n}\n";
                let err = ptxas.assemble(unresolved, "sm_90").unwrap_err();
                assert!(
                    matches!(&err, ToolError::Failed { output, .. }
                        if output.contains("Unresolved extern function 'helper'")),
                    "{err}"
                );
            }
            // cuda.h needs the stdlib.h / stdint.h stand-ins and the wheel's include directory.
            if nvrtc.include_dir().is_some() {
                let ptx = nvrtc
                    .compile(
                        "#include <cuda.h>\n#include <cuda_fp16.h>\n\
                         extern \"C\" __global__ void k(CUtensorMap m, __half h) {}\n",
                        "tm.cu",
                        &[],
                    )
                    .unwrap();
                let align = if version == CudaVersion::Cuda12 {
                    64
                } else {
                    128
                };
                assert!(
                    ptx.contains(&format!(".param .align {align} .b8 k_param_0[128]")),
                    "{ptx}"
                );
            }
        }
    }

    /// `Nvcc::compile` defaults as `Nvrtc::compile` does: the oldest architecture this nvcc
    /// supports, no `-rdc`; its PTX assembles for that architecture. The oracle's defaults are
    /// `compile_as_oracle`'s.
    #[test]
    fn nvcc_compiles_your_kernels_for_the_oldest_architecture() {
        let Ok(nvcc) = Nvcc::find(None) else {
            eprintln!("nvcc: not found; skipping");
            return;
        };
        if nvcc.host_compiler().is_err() {
            eprintln!("nvcc: no g++; skipping");
            return;
        }
        let oldest = nvcc.default_arch();
        let source = "__device__ int helper(int x) { return x + 1; }\n\
                      extern \"C\" __global__ void k(int *p) { p[0] = helper(p[0]); }\n";
        let ptx = nvcc.compile(source, "k.cu", &[]).unwrap();
        assert!(
            ptx.contains(&format!(".target {}", oldest.replace("compute", "sm"))),
            "{ptx}"
        );
        let args = nvcc.arguments(&[]);
        assert!(args.contains(&format!("-arch={oldest}")), "{args:?}");
        assert!(!args.iter().any(|a| a.contains("rdc")), "{args:?}");
        let oracle = nvcc.oracle_arguments(&[]);
        assert!(
            oracle.iter().any(|a| a == "-rdc=true")
                && oracle.iter().any(|a| a == "-arch=compute_90"),
            "{oracle:?}"
        );
        let release = if nvcc.version().0 >= 13 {
            CudaVersion::Cuda13
        } else {
            CudaVersion::Cuda12
        };
        if let Ok(ptxas) = Ptxas::find(release) {
            ptxas
                .assemble(&ptx, &oldest.replace("compute", "sm"))
                .unwrap();
        }
    }
}
