//! The header importer (feature `import`): what it writes for the sample headers and for C++
//! idioms (what it refuses is `constructs`'s), and the helpers both use. libclang is loaded
//! at run time: without it these tests print one line and skip, unless
//! `PTX_ABI_REQUIRE_ORACLE=1` (CI installs it).

use ptx_abi_build::import::{import_file, ImportError, ImportOptions, Imported, Item};
use ptx_abi_core::layout::CudaVersion;

/// `options` importing `text`, or `None` after one line saying libclang is missing.
pub(super) fn import_with(
    options: &ImportOptions,
    text: &str,
) -> Option<Result<Imported, ImportError>> {
    match options.import_source("test.cuh", text) {
        Err(e) if e.is_libclang_missing() => {
            ptx_abi_testenv::skip(ptx_abi_testenv::Need::Oracle, "import", e);
            None
        }
        r => Some(r),
    }
}

pub(super) fn import(text: &str) -> Option<Result<Imported, ImportError>> {
    import_with(&ImportOptions::new(), text)
}

/// The Rust the default import writes for `text`.
pub(super) fn rust_of(text: &str) -> Option<String> {
    import(text).map(|r| r.unwrap_or_else(|e| panic!("{e}")).rust())
}

/// Importing `text` refuses type `name`: with `strict`, an error at `line` whose message says
/// `what` (the reason) and `fix`; by default, `name` is skipped with that error and listed in
/// the generated Rust.
pub(super) fn refused(text: &str, name: &str, line: u32, what: &str, fix: &str) {
    let Some(result) = import_with(&ImportOptions::new().strict(true), text) else {
        return;
    };
    let e = result.expect_err("the importer accepted it");
    assert_eq!(e.line, line, "{e}");
    assert!(e.message.contains(what), "reason {what:?} not in: {e}");
    assert!(e.message.contains(fix), "fix {fix:?} not in: {e}");
    let imported = import(text)
        .unwrap()
        .expect("skipped, not an error, by default");
    let skipped = imported
        .skipped
        .iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("`{name}` not skipped: {:?}", imported.skipped));
    assert_eq!(skipped.error, e);
    // (`a::P` imports; `b::P`, the refused one, has the same Rust name.)
    assert!(imported.item(name).is_none() || e.message.contains("would both be"));
    assert!(
        imported
            .rust()
            .contains(&format!("// Skipped `{name}` (test.cuh:{line}): ")),
        "{}",
        imported.rust()
    );
}

const SAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/import/particles.cuh");

/// The options a corpus header's `// ptx-abi-import:` line gives.
pub(super) fn options_of(text: &str) -> ImportOptions {
    let args: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("// ptx-abi-import:"))
        .flat_map(str::split_whitespace)
        .collect();
    ImportOptions::from_args(&args).unwrap().0
}

/// Every corpus header imports as its committed `.rs`, whichever libclang is loaded (CI runs it
/// with libclang 14 and 19); `PTX_ABI_BLESS=1` rewrites them.
#[test]
fn every_header_imports_as_its_committed_rust() {
    let Some(result) = import("int x;") else {
        return;
    };
    result.unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut headers = 0;
    for dir in ["tests/import", "tests/import/shapes"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "cuh" && e != "h") {
                continue;
            }
            headers += 1;
            let name = format!("{dir}/{}", path.file_name().unwrap().to_str().unwrap());
            let text = std::fs::read_to_string(&path).unwrap();
            let options = options_of(&text);
            let imported = options.import_file(&path).unwrap_or_else(|e| panic!("{e}"));
            let generated = imported.rust().replace(&path.display().to_string(), &name);
            let rust = path.with_extension("rs");
            if std::env::var_os("PTX_ABI_BLESS").is_some_and(|v| v == "1") {
                std::fs::write(&rust, &generated).unwrap();
            }
            let committed = std::fs::read_to_string(&rust).unwrap_or_default();
            let args: Vec<String> = text
                .lines()
                .filter_map(|l| l.strip_prefix("// ptx-abi-import:"))
                .map(str::trim)
                .filter(|a| !a.is_empty())
                .map(|a| format!(" {a}"))
                .collect();
            assert!(
                generated == committed,
                "{} is stale: regenerate it with `PTX_ABI_BLESS=1 cargo test -p ptx-abi-build \
                 --features import --test import corpus`, or in ptx-abi-build/ with\n  cargo run \
                 -p ptx-abi-build --features import --bin ptx-abi-import --{} {name} -o {}\n\
                 {generated}",
                rust.display(),
                args.concat(),
                rust.display()
            );
        }
    }
    assert!(headers >= 90, "{headers} headers");
}

#[test]
fn the_sample_header_has_every_kind_of_declaration() {
    let Some(result) = import("int x;") else {
        return;
    };
    result.unwrap();
    let imported = import_file(SAMPLE, &[]).unwrap();
    let names: Vec<&str> = imported.items.iter().map(Item::name).collect();
    for name in [
        "MAX_PARTICLES",
        "Kind",
        "Particle_inner",
        "Particle__anon1",
        "Particle",
        "Mat2",
        "Wire",
        "Bits",
        "Big",
    ] {
        assert!(names.contains(&name), "{name} missing: {names:?}");
    }
    let rust = imported.rust();
    for expected in [
        "#[repr(C, align(16))]\n#[ptx(assert(size = 80, align = 16))]\npub struct Particle {",
        "    /// position\n    #[ptx(assert_offset = 0)]\n    pub pos: ptx_abi_core::vector::Float3,",
        "    pub next: ptx_abi_core::DevicePtr<Particle>,",
        "    #[ptx(bits = 2, assert_bit_offset = 256)]\n    pub kind: Kind,",
        "    #[ptx(bits = 0, unnamed)]",
        "#[repr(C, packed(1))]",
        "#[repr(C, packed)]\n#[ptx(gnu_packed)]",
        "    pub map: ptx_abi_core::handles::CuTensorMap,",
        "    pub id: u32,",
        "pub const NEG: i64 = -3;",
    ] {
        assert!(rust.contains(expected), "{expected:?} not in:\n{rust}");
    }
    // Only what `Big` uses.
    let big = import_file(SAMPLE, &["Big"]).unwrap();
    let names: Vec<&str> = big.items.iter().map(Item::name).collect();
    assert_eq!(names, ["Mat2", "Big"]);
    assert_eq!(big.aliases_written_as_their_types["Id"], "u32");
}

#[test]
fn cuda_handle_typedefs_are_cuda_handles() {
    let Some(result) = import(
        "#include <cuda_runtime.h>\nstruct T {\n  cudaTextureObject_t tex;\n  \
         cudaSurfaceObject_t surf;\n};\n",
    ) else {
        return;
    };
    let rust = result.unwrap().rust();
    assert!(
        rust.contains("    pub tex: ptx_abi_core::handles::TextureObject,\n"),
        "{rust}"
    );
    assert!(
        rust.contains("    pub surf: ptx_abi_core::handles::SurfaceObject,\n"),
        "{rust}"
    );
}

#[test]
fn attributes_before_the_name_in_every_spelling() {
    let Some(rust) = rust_of(
        "#define __rte_aligned(a) __attribute__((__aligned__(a)))\n\
         #define __rte_packed __attribute__((__packed__))\n\
         struct __attribute__((__aligned__(8))) A8 { char c; };\n\
         struct __attribute__((aligned)) A16 { char c; };\n\
         struct __rte_aligned(4) R4 { char c; };\n\
         struct __rte_packed P { char c; int i; };\n\
         struct __attribute__((__packed__)) Q { char c; short s; };\n\
         struct M { char c; int i __attribute__((aligned)); };\n",
    ) else {
        return;
    };
    for expected in [
        "#[repr(C, align(8))]\n#[ptx(assert(size = 8, align = 8))]\npub struct A8",
        "#[repr(C, align(16))]\n#[ptx(assert(size = 16, align = 16))]\npub struct A16",
        "#[repr(C, align(4))]\n#[ptx(assert(size = 4, align = 4))]\npub struct R4",
        "#[ptx(assert(size = 5, align = 1))]\npub struct P",
        "#[ptx(assert(size = 3, align = 1))]\npub struct Q",
        "#[ptx(assert(size = 32, align = 16))]\npub struct M",
    ] {
        assert!(rust.contains(expected), "{expected:?} not in:\n{rust}");
    }
}

#[test]
fn anonymous_member_types_in_every_position() {
    // NVRTC 12.9/13.5 and nvcc 13.5: S is 20 bytes, T 16, U 10 (`y` at 4).
    let Some(result) = import(
        "struct S { char c; struct { int a; int b; } arr[2]; };\n\
         struct T { char c; struct { int a; double d; } *p; };\n\
         struct U { char c; struct { short a; } x, y[3]; };\n\
         typedef struct { float v[3]; } Vec3s[4];\n\
         struct W { Vec3s corners; };\n",
    ) else {
        return;
    };
    let imported = result.unwrap();
    let layout = |n: &str| {
        let l = imported.layout(n).unwrap_or_else(|| panic!("{n}"));
        (l.size, l.align, l.fields().len())
    };
    assert_eq!(layout("S"), (20, 4, 2));
    assert_eq!(layout("S_arr"), (8, 4, 2));
    assert_eq!(layout("T"), (16, 8, 2));
    assert_eq!(layout("U"), (10, 2, 3));
    assert_eq!(layout("W"), (48, 4, 1));
    let rust = imported.rust();
    assert!(rust.contains("    pub arr: [S_arr; 2],"), "{rust}");
    assert!(
        rust.contains("    pub p: ptx_abi_core::DevicePtr<T_p>,"),
        "{rust}"
    );
    assert!(rust.contains("    pub y: [U_x; 3],"), "{rust}");
    assert!(!rust.contains("_anon"), "a phantom member:\n{rust}");
    assert_eq!(
        imported.cpp_names["S_arr"],
        "ptx_abi_inner<decltype(S::arr)>::type"
    );
    assert_eq!(
        imported.cpp_names["Vec3s_elem"],
        "ptx_abi_inner<Vec3s>::type"
    );
}

#[test]
fn cuda_half_types_and_standard_headers() {
    let Some(rust) = rust_of(
        "#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n#include <stddef.h>\n\
         #include <stdint.h>\n#include <limits.h>\n#include <stdbool.h>\n#include <cstddef>\n\
         #include <cstdint>\n#include <math.h>\n\
         typedef half ggml_half;\ntypedef half2 ggml_half2;\n\
         struct B { ggml_half d; ggml_half2 dm; nv_bfloat16 b; uintptr_t u; intptr_t i; \
         size_t n; ptrdiff_t p; bool ok; unsigned char q[CHAR_BIT]; };\n",
    ) else {
        return;
    };
    for expected in [
        "    pub d: ptx_abi_core::half::f16,",
        "    pub dm: ptx_abi_core::vector::Half2,",
        "    pub b: ptx_abi_core::half::bf16,",
        "    pub u: u64,",
        "    pub i: i64,",
        "    pub q: [u8; 8],",
    ] {
        assert!(rust.contains(expected), "{expected:?} not in:\n{rust}");
    }
    assert!(
        !rust.contains("pub type"),
        "no alias of a CUDA type:\n{rust}"
    );
}

#[test]
fn typedefs_of_fundamental_types_are_written_as_their_types() {
    // Linux-style `u8` would otherwise be `pub type u8 = u8;`; two headers defining `u32`
    // would clash in one module.
    let Some(rust) = rust_of(
        "typedef unsigned char u8;\ntypedef unsigned int u32;\ntypedef u32 be32;\n\
         typedef float mat3[9];\nstruct H { u8 ver; be32 saddr; mat3 m; };\n",
    ) else {
        return;
    };
    assert!(rust.contains("    pub ver: u8,"), "{rust}");
    assert!(rust.contains("    pub saddr: u32,"), "{rust}");
    assert!(rust.contains("pub type mat3 = [f32; 9];"), "{rust}");
    assert!(rust.contains("    pub m: mat3,"), "{rust}");
    assert!(!rust.contains("pub type u8"), "{rust}");
    assert!(
        rust.contains(
            "// Written as their types, with no alias of their own: be32 = u32, u32 = u32, u8 = u8"
        ),
        "{rust}"
    );
}

#[test]
fn enumerators_sharing_a_value_make_an_integer_and_constants() {
    let Some(rust) =
        rust_of("enum class E : int {\n  A = 1,\n  B = 1,\n};\nstruct S { E e; char c; };\n")
    else {
        return;
    };
    assert!(rust.contains("pub const E_A: i64 = 1;"), "{rust}");
    assert!(rust.contains("pub const E_B: i64 = 1;"), "{rust}");
    assert!(rust.contains("    pub e: i32,"), "{rust}");
    assert!(!rust.contains("pub enum E"), "{rust}");
}

#[test]
fn unions_of_bit_fields_and_empty_structs_have_a_translation() {
    let Some(rust) = rust_of(
        "union U { int a : 3; int b : 5; };\nstruct Empty {};\n\
         struct Rec { Empty e; int x; };\n",
    ) else {
        return;
    };
    assert!(
        rust.contains("#[ptx(marshal_via = b)]\npub union U {"),
        "{rust}"
    );
    assert!(
        rust.contains("#[ptx(assert(size = 1, align = 1))]\npub struct Empty {"),
        "{rust}"
    );
    assert!(
        rust.contains("    #[ptx(bits = 8, unnamed)]\n    pub _empty: u8,"),
        "{rust}"
    );
    assert!(
        rust.contains("#[ptx(assert(size = 8, align = 4))]\npub struct Rec {"),
        "{rust}"
    );
}

#[test]
fn nothing_is_dropped_silently() {
    // A struct a macro declares, one in an `extern "C"` block, an anonymous enum's constants,
    // an enum nested in a struct.
    let Some(result) = import(
        "#define DECLARE(name) struct name { struct Other *p; int x; };\n\
         DECLARE(Foo)\n\
         #ifdef __cplusplus\nextern \"C\" {\n#endif\nstruct InC { int a; };\n\
         #ifdef __cplusplus\n}\n#endif\n\
         enum { FLAG_A = 1, FLAG_B = 4 };\n\
         struct Outer { enum Mode { Off, On } mode; enum Unused { X, Y }; int z; };\n",
    ) else {
        return;
    };
    let imported = result.unwrap();
    let names: Vec<&str> = imported.items.iter().map(Item::name).collect();
    for name in ["Foo", "InC", "FLAG_A", "FLAG_B", "Mode", "Unused", "Outer"] {
        assert!(names.contains(&name), "{name} missing: {names:?}");
    }
    assert!(imported
        .rust()
        .contains("    pub p: ptx_abi_core::DevicePtr<()>,"));
    assert!(imported.skipped.is_empty(), "{:?}", imported.skipped);
}

#[test]
fn named_types_ignore_the_rest_of_the_header() {
    let text = "struct Unrelated {};\nstruct Bad { virtual void f(); };\n\
                struct Params { float4 *p; int n; };\n";
    let Some(result) = import_with(&ImportOptions::new().types(&["Params"]), text) else {
        return;
    };
    let imported = result.unwrap();
    let names: Vec<&str> = imported.items.iter().map(Item::name).collect();
    assert_eq!(names, ["Params"]);
    // Asking for a refused type is an error whatever `strict` says.
    let e = import_with(&ImportOptions::new().types(&["Bad"]), text)
        .unwrap()
        .unwrap_err();
    assert!(e.message.contains("virtual member function"), "{e}");
    // What uses a skipped type is skipped, saying why.
    let imported = import(
        "struct Bad { virtual void f(); };\nstruct User { Bad b; };\nstruct Ok { int x; };\n",
    )
    .unwrap()
    .unwrap();
    let user = imported.skipped.iter().find(|s| s.name == "User").unwrap();
    assert!(
        user.error
            .message
            .contains("uses `Bad` (line 1), which is skipped"),
        "{:?}",
        user
    );
    assert!(imported.item("Ok").is_some());
}

#[test]
fn include_paths_defines_and_clang_arguments() {
    let dir = std::env::temp_dir().join(format!("ptx-abi-import-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::write(
        dir.join("inc/common.h"),
        "#pragma once\n#ifdef WIDE\ntypedef double real;\n#else\ntypedef float real;\n#endif\n",
    )
    .unwrap();
    let text = "#include \"common.h\"\nstruct P { real x; int n[LEN]; };\n";
    let Some(result) = import_with(
        &ImportOptions::new()
            .include_dir(dir.join("inc"))
            .define("WIDE", None)
            .define("LEN", Some("3"))
            .std("c++20")
            .clang_arg("-Wno-everything"),
        text,
    ) else {
        return;
    };
    let rust = result.unwrap().rust();
    assert!(rust.contains("    pub x: f64,"), "{rust}");
    assert!(rust.contains("    pub n: [i32; 3],"), "{rust}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// CUDA 13's explicitly aligned vectors come from the core's one list of vector types, as the
/// others do: a member of one is the core's type, and the verification source for CUDA 12 (whose
/// headers do not declare them) leaves the record out.
#[test]
fn cuda13_aligned_vectors_are_the_cores() {
    use ptx_abi_core::PtxAbi;
    let header = "struct Wide { double4_32a d; int n; };\n";
    let Some(imported) = import(header) else {
        return;
    };
    let imported = imported.unwrap_or_else(|e| panic!("{e}"));
    assert!(
        imported
            .rust()
            .contains("pub d: ptx_abi_core::vector::Double4_32a,"),
        "{}",
        imported.rust()
    );
    let layout = imported.layout("Wide").expect("Wide imported");
    assert_eq!(
        layout.align,
        ptx_abi_core::vector::Double4_32a::LAYOUT.align
    );
    assert!(imported
        .verification_source(header, CudaVersion::Cuda13)
        .contains("sizeof(Wide)"));
    assert!(!imported
        .verification_source(header, CudaVersion::Cuda12)
        .contains("sizeof(Wide)"));
}

/// C++ `long`, `unsigned long` and the `long` vectors follow the host platform
/// (`ImportOptions::host`, `--host`): 8 bytes on Linux, 4 on Windows, where `_WIN32` is defined,
/// `long2` is aligned 8 (`vector_types.h`) and the stand-in `<stdint.h>` and `<stddef.h>` spell
/// 64-bit types `long long` (as MinGW-w64 and MSVC do). The sizes and offsets are clang 14's
/// for the same struct (with `int64_t` and `size_t` as each platform's headers declare them),
/// device code for each host: `clang++-14 -x cuda --cuda-device-only -nocudainc -nocudalib
/// --cuda-gpu-arch=sm_70 --target=x86_64-pc-windows-msvc` (and `x86_64-unknown-linux-gnu`)
/// `-I <CUDA 13 include> -S`, reading `sizeof`, `alignof` and `__builtin_offsetof` from a
/// `__device__` array: 80/16 at 0, 8, 16, 32, 48, 56, 64 on Linux; 48/8 at 0, 4, 8, 16, 24, 32,
/// 40 on Windows.
#[test]
fn long_follows_the_host_platform() {
    use ptx_abi_core::layout::HostPlatform;
    let text = "#include <stdint.h>\n#include <stddef.h>\n\
        struct Wide { char c; long l; unsigned long u; long2 v; int64_t i; size_t n; long long ll; };\n\
        #ifdef _WIN32\nstruct OnWindows { int a; };\n#endif\n";
    let rows = [
        // host, size, align, member offsets, the Rust of `l`
        (
            HostPlatform::Lp64,
            80,
            16,
            [0, 8, 16, 32, 48, 56, 64],
            "pub l: i64",
        ),
        (
            HostPlatform::Llp64,
            48,
            8,
            [0, 4, 8, 16, 24, 32, 40],
            "pub l: i32",
        ),
    ];
    for (host, size, align, offsets, rust) in rows {
        let options = ImportOptions::new().host(host).strict(true);
        let Some(result) = import_with(&options, text) else {
            return;
        };
        let imported = result.unwrap_or_else(|e| panic!("{host:?}: {e}"));
        let layout = imported.layout("Wide").unwrap();
        assert_eq!((layout.size, layout.align), (size, align), "{host:?}");
        let found: Vec<usize> = layout.fields().iter().map(|f| f.offset).collect();
        assert_eq!(found, offsets, "{host:?}");
        assert!(
            imported.rust().contains(rust),
            "{host:?}: {}",
            imported.rust()
        );
        let windows = imported.item("OnWindows").is_some();
        assert_eq!(windows, host == HostPlatform::Llp64, "`_WIN32` on {host:?}");
    }
}

/// The layout lockfile of an imported header, as a build script writes and checks it
/// (`ptx_abi_core::lock`; `book/src/hosts.md`, "A layout lockfile: a CI gate for moved layouts"):
/// locked for Linux, the same header imported for Windows reports the `long2` member and the size
/// that moved.
#[test]
fn imported_layouts_are_locked() {
    use ptx_abi_core::layout::{CudaVersion, HostPlatform};
    use ptx_abi_core::lock::Lock;
    let text = "struct Wide { char tag; long2 v; };\n";
    let lock_for = |host: HostPlatform| {
        let options = ImportOptions::new().host(host).strict(true);
        let imported = import_with(&options, text)?.unwrap_or_else(|e| panic!("{e}"));
        Some(
            Lock::new()
                .cuda(&[CudaVersion::Cuda13])
                .hosts(&[host])
                .layout(imported.layout("Wide").unwrap()),
        )
    };
    let Some(linux) = lock_for(HostPlatform::Lp64) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("ptx-abi-import-lock-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ptx-abi.lock");
    std::fs::write(&path, linux.render()).unwrap();
    linux.check(&path).unwrap();
    let windows = lock_for(HostPlatform::Llp64).unwrap();
    let text = windows.check(&path).unwrap_err().to_string();
    assert!(
        text.contains(
            "[cuda13 linux -> cuda13 windows] Wide.v: offset 16 size 16 align 16 long2 -> offset 8 \
             size 8 align 8 long2"
        ),
        "{text}"
    );
    assert!(text.contains("type Wide: size 32 align 16"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A file that defines `CUtensorMap_st` itself (as code for NVRTC, which has no `cuda.h`, must)
/// keeps its own: here CUDA 12's 128 bytes aligned 64, so `P` is 192 bytes aligned 64, as NVRTC
/// 12.9 and 13.5 both compile it (`static_assert(sizeof(P) == 192 && alignof(P) == 64)`), not
/// the stand-in's CUDA 13 handle.
#[test]
fn a_file_defining_cuda_s_record_keeps_its_own() {
    let Some(result) = import(
        "typedef struct CUtensorMap_st { alignas(64) unsigned long long opaque[16]; } CUtensorMap;\n\
         struct P { CUtensorMap m; int x; };\n",
    ) else {
        return;
    };
    let imported = result.unwrap_or_else(|e| panic!("{e}"));
    let p = imported.layout("P").expect("P imported");
    assert_eq!((p.size, p.align), (192, 64));
    let rust = imported.rust();
    assert!(rust.contains("pub m: CUtensorMap,"), "{rust}");
}
