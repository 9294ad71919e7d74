//! `CuBuild` on `.cu` fixtures, built by NVRTC and by nvcc: the kernels it reads are checked
//! against the images the compilers write (the oracle), every architecture, and what it must
//! refuse is refused alone, with the reason. One module per area. Without NVRTC, nvcc or
//! libclang these tests print one line and skip, unless `PTX_ABI_REQUIRE_ORACLE=1`.

use std::path::{Path, PathBuf};

use ptx_abi_build::cu::{Built, CompilerChoice, CuBuild, CuError, CuErrorKind};
use ptx_abi_testenv::{skip, Need};

mod across_files;
mod cache;
mod classes;
mod corpus;
mod headers;
mod instances;
mod samples;
mod types;

fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/cu")
        .join(path)
}

/// A fresh output directory under Cargo's scratch directory for integration tests
/// (`target/tmp`), not the system's, which nothing would clean.
fn out_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("ptx-abi-cu-test-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether the errors say the machine lacks NVRTC or libclang (then one line, or a failure when
/// required).
fn missing_tools(what: &str, errors: &[CuError]) -> bool {
    let missing = errors.iter().find(|e| e.kind == CuErrorKind::Toolchain);
    if let Some(e) = missing {
        skip(Need::Oracle, what, e);
        return true;
    }
    false
}

/// Asserts that `module` (as [`read_module`] gives it) holds each of `texts`, naming `what`.
fn module_holds(what: &str, module: &str, texts: &[&str]) {
    for text in texts {
        assert!(module.contains(text), "{what}: {text} in\n{module}");
    }
}

/// The generated module's text, each `kernels!` declaration on one line without its location
/// comment (`fn k(a: i32, b: *mut f32);`), for the tests' searches.
fn read_module(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let mut out = String::new();
    let mut params: Option<Vec<&str>> = None;
    for line in text.lines() {
        match (&mut params, line.split_once("( // ")) {
            (None, Some((head, _))) if head.contains(" fn ") => {
                out.push_str(head);
                params = Some(Vec::new());
            }
            (Some(list), _) if line.trim() == ");" => {
                out.push_str(&format!("({});\n", list.join(", ")));
                params = None;
            }
            (Some(list), _) => list.push(line.trim().trim_end_matches(',')),
            (None, _) => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

fn build(what: &str, build: CuBuild) -> Option<Result<Built, Vec<CuError>>> {
    // NVRTC named: the test's expectations are NVRTC's images (compute_75 PTX, cubins).
    build_with(what, CompilerChoice::Nvrtc(None), build)
}

/// `build` with `compiler` into a fresh output directory; `None` (after one line, or a
/// failure when required) when the machine lacks the compiler or libclang.
fn build_with(
    what: &str,
    compiler: CompilerChoice,
    build: CuBuild,
) -> Option<Result<Built, Vec<CuError>>> {
    let result = build.compiler(compiler).out_dir(out_dir(what)).build();
    match &result {
        Err(errors) if missing_tools(what, errors) => None,
        Ok(built) => {
            // One module per file: two kernels of one Rust name there do not compile.
            let mut names = std::collections::BTreeMap::new();
            for k in &built.kernels {
                let other = names.insert((&k.file, &k.rust_name), &k.symbol);
                assert!(
                    other.is_none_or(|s| *s == k.symbol),
                    "{what}: two kernels are `{}`",
                    k.rust_name
                );
            }
            Some(result)
        }
        _ => Some(result),
    }
}

/// `build()` built by NVRTC and by nvcc (`NAME-nvrtc`, `NAME-nvcc` in messages and out
/// folders), those the machine lacks skipped as [`build_with`] skips them; a failed build
/// panics.
fn built_by_both(name: &str, build: impl Fn() -> CuBuild) -> Vec<(String, Built)> {
    let mut out = Vec::new();
    for compiler in [CompilerChoice::Nvrtc(None), CompilerChoice::Nvcc(None)] {
        let what = match compiler {
            CompilerChoice::Nvrtc(_) => format!("{name}-nvrtc"),
            _ => format!("{name}-nvcc"),
        };
        if let Some(result) = build_with(&what, compiler, build()) {
            out.push((
                what.clone(),
                result.unwrap_or_else(|e| panic!("{what}: {e:?}")),
            ));
        }
    }
    out
}

/// The files of `dir` whose names `keep` takes, each with when it was last written, sorted: a
/// build that compiles nothing again leaves them as they were.
fn written(dir: &Path, keep: impl Fn(&str) -> bool) -> Vec<(PathBuf, std::time::SystemTime)> {
    let mut out: Vec<_> = (std::fs::read_dir(dir).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| keep(&p.file_name().unwrap().to_string_lossy()))
        .map(|p| {
            let time = std::fs::metadata(&p).unwrap().modified().unwrap();
            (p, time)
        })
        .collect();
    out.sort();
    out
}

/// A struct laid out by `#if __CUDA_ARCH__`: a `double` from sm_90, a `float` below, so the
/// compiler's layout check refutes one read for either in the images of the other.
const PER_ARCH_ODD: &str = "struct Odd {\n\
     #if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900\n\
       double x;\n\
     #else\n\
       float x;\n\
     #endif\n\
       int n;\n\
     };\n";

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = out_dir(&format!("src-{name}"));
    let path = dir.join(format!("{name}.cu"));
    std::fs::write(&path, text).unwrap();
    path
}

/// The kernels' symbols in every image of `dir` (cubins, fatbins, PTX).
fn image_entries(dir: &Path) -> std::collections::BTreeSet<String> {
    use ptx_abi_build::cubin::{read_images, Image};
    let mut out = std::collections::BTreeSet::new();
    for path in std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()) {
        if path.extension().is_some_and(|e| e == "inputs") {
            continue;
        }
        for image in read_images(&std::fs::read(&path).unwrap()).unwrap_or_default() {
            match image {
                Image::Cubin(cubin) => out.extend(cubin.kernels.into_iter().map(|k| k.name)),
                Image::Ptx { text, .. } => out.extend(text.lines().filter_map(|l| {
                    let entry = l.trim().strip_prefix(".visible .entry ")?;
                    Some(entry.split('(').next()?.to_owned())
                })),
            }
        }
    }
    out
}

/// NVRTC 13 with its CCCL directory (the PyPI NVRTC 12.9 has no libcu++): the library and
/// the CUDA include directory holding `cccl/`.
fn nvrtc13_with_cccl() -> Option<(PathBuf, PathBuf)> {
    ptx_abi_build::nvrtc::Nvrtc::load(ptx_abi_build::nvrtc::CudaVersion::Cuda13)
        .ok()
        .and_then(|n| Some((n.path().to_path_buf(), n.include_dir()?.to_path_buf())))
        .filter(|(_, include)| include.join("cccl").is_dir())
}
