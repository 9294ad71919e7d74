//! A stand-in NVRTC written in Rust, behind the same C signatures: the tests below run
//! [`Nvrtc::compile`]'s `unsafe` calls (the strings and pointer arrays handed over, the program
//! handle's life, the sized reads of the log and the PTX) where Miri can check them, since Miri
//! cannot call into the real library (`tools/miri.sh`). The stand-in reads everything NVRTC would
//! read, so that a dangling or short argument is a Miri error, and Miri's leak check proves that
//! every program created is destroyed.

use std::ffi::{c_char, c_int, c_void, CStr};
use std::path::PathBuf;

use super::{Api, Nvrtc, Program};

/// `NVRTC_ERROR_COMPILATION`.
const COMPILATION_FAILED: c_int = 6;

struct FakeProgram {
    ptx: Vec<u8>,
    log: Vec<u8>,
}

/// Reads a C string NVRTC is handed, to its NUL.
///
/// # Safety
/// `p` is a valid NUL-terminated string.
unsafe fn string(p: *const c_char) -> String {
    // SAFETY: the caller's contract.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

/// Reads `n` C strings from the array `p`.
///
/// # Safety
/// `p` holds `n` valid NUL-terminated strings.
unsafe fn strings(n: c_int, p: *const *const c_char) -> Vec<String> {
    (0..n as usize)
        // SAFETY: the caller's contract: element `i < n` is a valid string.
        .map(|i| unsafe { string(*p.add(i)) })
        .collect()
}

unsafe extern "C" fn version(major: *mut c_int, minor: *mut c_int) -> c_int {
    // SAFETY: NVRTC's contract: two valid out-pointers.
    unsafe { (major.write(12), minor.write(9)) };
    0
}

unsafe extern "C" fn create_program(
    program: *mut Program,
    source: *const c_char,
    name: *const c_char,
    headers: c_int,
    header_sources: *const *const c_char,
    header_names: *const *const c_char,
) -> c_int {
    // SAFETY: NVRTC's contract for `nvrtcCreateProgram`: live strings, `headers` of each.
    let (source, name, sources, names) = unsafe {
        (
            string(source),
            string(name),
            strings(headers, header_sources),
            strings(headers, header_names),
        )
    };
    assert_eq!(sources.len(), names.len());
    // The program "compiles" to a PTX comment naming what it was given, or fails on `#error`.
    let fake = FakeProgram {
        ptx: format!(
            "// {name}: {} bytes, {} headers\n",
            source.len(),
            names.len()
        )
        .into_bytes(),
        log: if source.contains("#error") {
            format!("{name}(1): error: #error directive").into_bytes()
        } else {
            Vec::new()
        },
    };
    // SAFETY: a valid out-pointer (the contract).
    unsafe { program.write(Box::into_raw(Box::new(fake)).cast::<c_void>()) };
    0
}

/// The program behind a handle.
///
/// # Safety
/// `program` came from `create_program` and is not destroyed.
unsafe fn fake<'a>(program: Program) -> &'a FakeProgram {
    // SAFETY: the caller's contract.
    unsafe { &*program.cast::<FakeProgram>() }
}

unsafe extern "C" fn compile_program(
    program: Program,
    options: c_int,
    option_ptrs: *const *const c_char,
) -> c_int {
    // SAFETY: NVRTC's contract: a live program (not borrowed elsewhere during the call) and
    // `options` live strings.
    let (fake, options) = unsafe {
        (
            &mut *program.cast::<FakeProgram>(),
            strings(options, option_ptrs),
        )
    };
    // The PTX says which options arrived, last to first.
    for option in options.iter().rev() {
        fake.ptx
            .extend_from_slice(format!("// {option}\n").as_bytes());
    }
    if fake.log.is_empty() {
        0
    } else {
        COMPILATION_FAILED
    }
}

/// Writes the size of `text` with its NUL, or `text` and a NUL.
///
/// # Safety
/// `out` is valid for writes of `text.len() + 1` bytes.
unsafe fn put(text: &[u8], out: *mut c_char) {
    // SAFETY: the caller's contract.
    unsafe {
        core::ptr::copy_nonoverlapping(text.as_ptr(), out.cast::<u8>(), text.len());
        out.add(text.len()).write(0);
    }
}

unsafe extern "C" fn ptx_size(program: Program, len: *mut usize) -> c_int {
    // SAFETY: NVRTC's contract: a live program, a valid out-pointer.
    unsafe { len.write(fake(program).ptx.len() + 1) };
    0
}

unsafe extern "C" fn ptx(program: Program, out: *mut c_char) -> c_int {
    // SAFETY: NVRTC's contract: a live program, and `out` of the size `ptx_size` gave.
    unsafe { put(&fake(program).ptx, out) };
    0
}

unsafe extern "C" fn log_size(program: Program, len: *mut usize) -> c_int {
    // SAFETY: as `ptx_size`.
    unsafe { len.write(fake(program).log.len() + 1) };
    0
}

unsafe extern "C" fn log(program: Program, out: *mut c_char) -> c_int {
    // SAFETY: as `ptx`.
    unsafe { put(&fake(program).log, out) };
    0
}

unsafe extern "C" fn destroy_program(program: *mut Program) -> c_int {
    // SAFETY: NVRTC's contract: a valid pointer to a live program, destroyed once.
    unsafe {
        drop(Box::from_raw((*program).cast::<FakeProgram>()));
        program.write(core::ptr::null_mut());
    }
    0
}

unsafe extern "C" fn error_string(rc: c_int) -> *const c_char {
    match rc {
        COMPILATION_FAILED => c"NVRTC_ERROR_COMPILATION".as_ptr(),
        _ => core::ptr::null(),
    }
}

unsafe extern "C" fn num_supported_archs(n: *mut c_int) -> c_int {
    // SAFETY: NVRTC's contract: `n` points to one writable int.
    unsafe { n.write(2) };
    0
}

unsafe extern "C" fn supported_archs(archs: *mut c_int) -> c_int {
    // SAFETY: NVRTC's contract: `archs` has room for `nvrtcGetNumSupportedArchs` (2) ints.
    unsafe {
        archs.write(90);
        archs.add(1).write(50);
    }
    0
}

/// An [`Nvrtc`] whose library is the stand-in above.
fn stand_in() -> Nvrtc {
    Nvrtc {
        api: Api {
            version,
            create_program,
            compile_program,
            get_ptx_size: ptx_size,
            get_ptx: ptx,
            get_log_size: log_size,
            get_log: log,
            destroy_program,
            error_string,
            num_supported_archs,
            supported_archs,
        },
        version: (12, 9),
        path: PathBuf::from("stand-in"),
        root: None,
        include_dir: None,
        _lib: None,
    }
}

#[test]
fn a_compilation_hands_nvrtc_live_strings_and_reads_back_the_ptx() {
    let nvrtc = stand_in();
    let ptx = nvrtc
        .compile("__global__ void k() {}", "k.cu", &["-arch=compute_90"])
        .expect("the stand-in compiles anything without #error");
    let mut lines = ptx.lines();
    // Every stand-in header (`<stdint.h>`, `<stddef.h>`, ... under each of their names).
    let headers = crate::std_headers::for_nvrtc(&[]).len();
    assert_eq!(
        lines.next(),
        Some(format!("// k.cu: 22 bytes, {headers} headers").as_str())
    );
    // The caller's option comes last, after the defaults it does not override.
    assert_eq!(lines.next(), Some("// -arch=compute_90"));
    let options = nvrtc.effective_options(&["-arch=compute_90"]);
    assert_eq!(lines.count(), options.len() - 1);
}

#[test]
fn a_failed_compilation_reports_the_log_and_the_result_string() {
    let nvrtc = stand_in();
    let error = nvrtc
        .compile("#error no", "bad.cu", &[])
        .expect_err("#error fails");
    assert_eq!(error.result, COMPILATION_FAILED);
    assert_eq!(error.message, "NVRTC_ERROR_COMPILATION");
    assert_eq!(error.log, "bad.cu(1): error: #error directive");
    assert_eq!(nvrtc.error_string(99), "nvrtcResult 99");
}

#[test]
fn your_kernels_get_the_oldest_supported_architecture_and_no_rdc() {
    let nvrtc = stand_in();
    // The stand-in lists 90 before 50: the oldest, not the first listed.
    assert_eq!(nvrtc.supported_archs(), [50, 90]);
    assert_eq!(nvrtc.default_arch(), "compute_50");
    let options = nvrtc.effective_options(&[]);
    assert_eq!(
        options,
        [
            "--gpu-architecture=compute_50",
            "-default-device",
            "--device-int128"
        ]
    );
    let named = nvrtc.effective_options(&["-arch=compute_80"]);
    assert_eq!(
        named,
        ["-default-device", "--device-int128", "-arch=compute_80"]
    );
    // The oracle keeps its own settings.
    let oracle = nvrtc.oracle_options(&[]);
    assert!(oracle.iter().any(|o| o == "-rdc=true"), "{oracle:?}");
    assert!(oracle.iter().any(|o| o == "--gpu-architecture=compute_90"));
}

#[test]
fn a_load_error_says_how_to_point_at_nvrtc() {
    let error = super::LoadError {
        tool: "NVRTC",
        version: Some(super::CudaVersion::Cuda13),
        tried: vec!["/usr/local/cuda: no libnvrtc.so*".to_owned()],
    };
    let text = error.to_string();
    for needle in [
        "NVRTC 13 not found",
        "/usr/local/cuda: no libnvrtc.so*",
        "PTX_ABI_NVRTC",
        "CUDA_PATH",
        "tools/install-oracle.sh",
        "PTX_ABI_ORACLE_DIR",
    ] {
        assert!(text.contains(needle), "{needle:?} missing from: {text}");
    }
}
