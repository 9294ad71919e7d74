//! The header importer (feature `import`): what it writes for a header, and one test per
//! construct it refuses, each naming the header line. libclang is loaded at run time: without
//! it these tests print one line and skip, unless `PTX_ABI_REQUIRE_ORACLE=1` (CI installs it).
#![cfg(feature = "import")]

use ptx_abi_kernels::import::{import_file, import_source, ImportError, Imported, Item};

/// `import_source`, or `None` after one line saying libclang is missing.
fn import(text: &str) -> Option<Result<Imported, ImportError>> {
    match import_source("test.cuh", text, &[]) {
        Err(e) if e.is_libclang_missing() => {
            assert!(
                std::env::var("PTX_ABI_REQUIRE_ORACLE").map_or(true, |v| v != "1"),
                "{e}, and PTX_ABI_REQUIRE_ORACLE=1"
            );
            eprintln!("import: {e}; skipping (set PTX_ABI_REQUIRE_ORACLE=1 to fail instead)");
            None
        }
        r => Some(r),
    }
}

/// The error importing `text` gives: it must name `line` and say `what`.
fn refused(text: &str, line: u32, what: &str) {
    let Some(result) = import(text) else { return };
    let e = result.expect_err("the importer accepted it");
    assert_eq!(e.line, line, "{e}");
    assert!(e.message.contains(what), "{e}");
}

const SAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/import/particles.cuh");

#[test]
fn every_header_imports_as_its_committed_rust() {
    let Some(result) = import("int x;") else {
        return;
    };
    result.unwrap();
    let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/import"));
    let mut headers = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "cuh") {
            continue;
        }
        headers += 1;
        let name = path.file_name().unwrap().to_str().unwrap();
        let imported = import_file(&path, &[]).unwrap_or_else(|e| panic!("{e}"));
        let generated = imported
            .rust()
            .replace(&path.display().to_string(), &format!("tests/import/{name}"));
        let rust = path.with_extension("rs");
        let committed = std::fs::read_to_string(&rust).unwrap_or_default();
        assert!(
            generated == committed,
            "{} is stale: regenerate it with\n  cargo run -p ptx-abi-kernels --features import \
             --bin ptx-abi-import -- tests/import/{name} > {}\n{generated}",
            rust.display(),
            rust.display()
        );
    }
    assert!(headers >= 20, "{headers} headers");
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
        "Id",
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
        "    pub map: ptx_abi_core::CuTensorMap,",
        "    pub id: Id,",
        "pub const NEG: i64 = -3;",
    ] {
        assert!(rust.contains(expected), "{expected:?} not in:\n{rust}");
    }
    // Only what `Big` uses.
    let big = import_file(SAMPLE, &["Big"]).unwrap();
    let names: Vec<&str> = big.items.iter().map(Item::name).collect();
    assert_eq!(names, ["Mat2", "Id", "Big"]);
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
        rust.contains("    pub tex: ptx_abi_core::TextureObject,\n"),
        "{rust}"
    );
    assert!(
        rust.contains("    pub surf: ptx_abi_core::SurfaceObject,\n"),
        "{rust}"
    );
}

#[test]
fn templates_are_refused() {
    refused(
        "struct A { int x; };\ntemplate <typename T> struct Pair { T a, b; };\n",
        2,
        "is a template",
    );
}

#[test]
fn virtual_members_are_refused() {
    refused(
        "struct V {\n  int x;\n  virtual void f();\n};\n",
        3,
        "virtual member function",
    );
}

#[test]
fn base_classes_are_refused() {
    refused(
        "struct B { int x; };\nstruct D : B {\n  int y;\n};\n",
        2,
        "derives from a base class",
    );
}

#[test]
fn flexible_array_members_are_refused() {
    refused(
        "struct F {\n  int n;\n  float data[];\n};\n",
        3,
        "flexible array member",
    );
}

#[test]
fn function_pointers_are_refused() {
    refused(
        "struct H {\n  void (*callback)(int);\n};\n",
        2,
        "function pointer",
    );
}

#[test]
fn long_double_is_refused() {
    refused("struct L {\n  long double x;\n};\n", 2, "no PTX ABI layout");
}

#[test]
fn enumerators_sharing_a_value_are_refused() {
    refused(
        "enum class E : int {\n  A = 1,\n  B = 1,\n};\n",
        3,
        "are both 1",
    );
}

/// Found by the `import` fuzz target: the engine panicked on it.
#[test]
fn a_bit_field_wider_than_its_type_is_refused() {
    refused(
        "struct S { char c; short s : 3; };\nunion U {\n  char c;\n  short s : 80;\n};\n",
        4,
        "a bit-field of 80 bits is wider than its type (16 bits)",
    );
}

#[test]
fn a_lowering_member_alignment_is_refused() {
    refused(
        "struct __attribute__((aligned(64))) A64 { int x; };\n\
         struct S {\n  char c;\n  A64 a __attribute__((aligned(8)));\n};\n",
        4,
        "NVRTC would lower it to 8",
    );
}

#[test]
fn a_lowering_type_alignment_is_refused() {
    refused(
        "struct __align__(4) S {\n  char c;\n  double d;\n};\n",
        1,
        "NVRTC would align `S` to 4, nvcc (like GCC) to 8",
    );
}

#[test]
fn a_type_alignment_below_its_bit_fields_is_refused() {
    // Named bit-fields align the type too (spec 1.3): `int x : 3` makes it 4.
    refused(
        "struct __align__(2) S {\n  int x : 3;\n};\n",
        1,
        "NVRTC would align `S` to 2, nvcc (like GCC) to 4",
    );
}

#[test]
fn pragma_pack_bit_fields_the_compilers_disagree_on_are_refused() {
    refused(
        "#pragma pack(push, 1)\nstruct W { char c; int x : 12; int y : 30; short s; };\n\
         #pragma pack(pop)\n",
        2,
        "NVRTC: c at byte 0, x at bit 8, y at bit 24, s at byte 7, size 9, align 1. nvcc: c at \
         byte 0, x at bit 8, y at bit 20",
    );
}

#[test]
fn one_name_in_two_namespaces_is_refused() {
    refused(
        "namespace a { struct P { int x; }; }\nnamespace b {\nstruct P { float y; };\n}\n",
        3,
        "would both be `P`",
    );
}

#[test]
fn invalid_cpp_is_refused_at_its_line() {
    refused("struct S {\n  int x\n};\n", 2, "not valid C++");
}

#[test]
fn alignments_the_importer_cannot_read_are_refused() {
    refused(
        "struct S {\n  char c;\n  alignas(sizeof(double)) int x;\n};\n",
        3,
        "integer literals or #define'd integers",
    );
}
