//! `CuBuild` on `.cu` fixtures in the shapes of driver-API samples (`tests/cu/`: a template behind
//! `extern "C"` wrappers, `size_t` and `const float *` parameters, a texture handle by value,
//! cooperative groups) and on what it must refuse, with NVRTC: the kernels it reads are checked against the images
//! NVRTC and ptxas compile (the oracle), every architecture. Without NVRTC or libclang these
//! tests print one line and skip, unless `PTX_ABI_REQUIRE_ORACLE=1`.

use std::path::{Path, PathBuf};

use ptx_abi_build::cu::{Built, CompilerChoice, CuBuild, CuError, CuErrorKind};
use ptx_abi_testenv::{skip, Need};

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
        _ => Some(result),
    }
}

#[test]
fn sample_shapes_build_and_their_kernels_match_every_image() {
    for (file, kernels) in [
        (
            "gemm_tiles.cu",
            &["gemm_tile8", "gemm_tile16", "gemm_tile32"][..],
        ),
        ("vector_sum.cu", &["vector_sum"][..]),
        ("rotate_texture.cu", &["rotate_texture"][..]),
    ] {
        let Some(result) = build(file, CuBuild::new().file(fixture(file)).archs(&[75, 90])) else {
            return;
        };
        let built = result.unwrap_or_else(|e| panic!("{file}: {e:?}"));
        let symbols: Vec<&str> = built.kernels.iter().map(|k| k.symbol.as_str()).collect();
        assert_eq!(symbols, kernels, "{file}");
        // Each kernel compared with the compute_75 PTX and the sm_75 and sm_90 cubins.
        for kernel in kernels {
            let images: Vec<&str> = built
                .report
                .compared
                .iter()
                .filter(|(k, _)| k == kernel)
                .map(|(_, image)| image.as_str())
                .collect();
            assert_eq!(
                images,
                ["compute_75 PTX", "sm_75 cubin", "sm_90 cubin"],
                "{file}: {kernel}"
            );
        }
        let module = read_module(&built.module);
        assert!(module.contains("ptx_abi_core::kernels!"), "{module}");
    }
}

#[test]
fn only_the_kernels_named() {
    let file = "gemm_tiles.cu";
    let Some(result) = build(
        "only",
        CuBuild::new().file(fixture(file)).kernels(&["gemm_tile16"]),
    ) else {
        return;
    };
    let built = result.unwrap();
    assert_eq!(
        built
            .kernels
            .iter()
            .map(|k| k.symbol.as_str())
            .collect::<Vec<_>>(),
        ["gemm_tile16"]
    );
    let Some(result) = build(
        "only-missing",
        CuBuild::new().file(fixture(file)).kernels(&["gemm_tile64"]),
    ) else {
        return;
    };
    let errors = result.expect_err("no such kernel");
    assert_eq!(errors[0].kind, CuErrorKind::Usage);
    assert_eq!(
        errors[0].message,
        "`kernels(&[\"gemm_tile64\", ...])`: no file declares a __global__ function of that name"
    );
}

#[test]
fn a_texture_object_handle_is_the_cores_handle() {
    let file = "rotate_texture.cu";
    let Some(result) = build("texture", CuBuild::new().file(fixture(file))) else {
        return;
    };
    let module = std::fs::read_to_string(result.unwrap().module).unwrap();
    // A parameter a line, the location at the end of the name's: what rustc quotes.
    let declaration = format!(
        "pub extern \"C\" fn rotate_texture( // {}:5\n            out: *mut f32,\n            \
         width: i32,\n            height: i32,\n            angle: f32,\n            \
         image: ptx_abi_core::handles::TextureObject,\n        );\n",
        fixture(file).display()
    );
    assert!(module.contains(&declaration), "{module}");
}

/// A file that includes `cooperative_groups.h`: libclang reads it with the stand-in
/// (the group types, complete and empty), nvcc 13.5 compiles it with CUDA's own and every image
/// matches. NVRTC 12.9 from PyPI has no `<nv/target>` (CCCL), which CUDA's cooperative groups
/// include: the compiler's error, at CUDA's header and line, says so.
#[test]
fn a_file_using_cooperative_groups_builds() {
    let file = "block_reduce.cu";
    let what = "cg-nvcc";
    let cu = CuBuild::new().file(fixture(file));
    let Some(result) = build_with(what, CompilerChoice::Nvcc(None), cu) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
    assert_eq!(built.kernels.len(), 2, "{:?}", built.kernels);
    let Some(result) = build("cg-nvrtc", CuBuild::new().file(fixture(file))) else {
        return;
    };
    if let Err(errors) = result {
        assert_eq!(errors[0].kind, CuErrorKind::Compile, "{errors:?}");
        assert!(
            errors[0]
                .message
                .contains("cannot open source file \"nv/target\""),
            "{errors:?}"
        );
    }
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = out_dir(&format!("src-{name}"));
    let path = dir.join(format!("{name}.cu"));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn what_cannot_be_passed_is_refused_with_the_reason() {
    let reference = scratch(
        "reference",
        "struct P { float x; };\n__global__ void k(const P &p, float *out) { out[0] = p.x; }\n",
    );
    let Some(result) = build("reference", CuBuild::new().file(&reference).strict(true)) else {
        return;
    };
    let errors = result.expect_err("a reference parameter, strict");
    assert_eq!(errors[0].kind, CuErrorKind::Import, "{errors:?}");
    assert_eq!(errors[0].line, 2, "{errors:?}");
    assert!(
        errors[0]
            .message
            .contains("kernel `k` cannot be declared: parameter 0 `p` (const P &): a reference"),
        "{errors:?}"
    );

    let template = scratch(
        "template",
        "template <typename T> __global__ void fill(T *p, T v) { p[0] = v; }\n\
         template __global__ void fill<float>(float *, float);\n",
    );
    let Some(result) = build(
        "template",
        CuBuild::new()
            .file(&template)
            .instantiate(&template, "fill<float>", "fill_f32")
            .instantiate(&template, "fill<int>", "fill_i32"),
    ) else {
        return;
    };
    // The file instantiates `fill<float>` itself, not `fill<int>`: the build does, and both
    // are in every image.
    let built = result.expect("fill<int> instantiated by the build");
    assert!(built.refused.is_empty(), "{:?}", built.refused);
    let symbols: Vec<&str> = built.kernels.iter().map(|k| k.symbol.as_str()).collect();
    assert_eq!(symbols, ["_Z4fillIfEvPT_S0_", "_Z4fillIiEvPT_S0_"]);
    for symbol in symbols {
        let images = built.report.compared.iter().filter(|(k, _)| k == symbol);
        assert_eq!(images.count(), 3, "{symbol}: {:?}", built.report.compared);
    }
    // A template kernel no instantiation names: the file's own explicit instantiation is in the
    // images, so it is declared, named from its arguments.
    let Some(result) = build("template-unnamed", CuBuild::new().file(&template)) else {
        return;
    };
    let built = result.expect("a template alone builds");
    let declared: Vec<(&str, &str)> = built
        .kernels
        .iter()
        .map(|k| (k.cpp_name.as_str(), k.rust_name.as_str()))
        .collect();
    assert_eq!(declared, [("fill<float>", "fill_float")]);
    assert!(built.refused.is_empty(), "{:?}", built.refused);
    // An expression that no longer fits the template is an error naming it.
    let Some(result) = build(
        "template-changed",
        CuBuild::new()
            .file(&template)
            .instantiate(&template, "fill<int, 4>", "fill_i32"),
    ) else {
        return;
    };
    let errors = result.expect_err("fill has one template parameter");
    assert_eq!(errors.len(), 1, "{errors:?}");
    // In the user's terms: nothing of the build's own generated code.
    assert!(
        errors[0].message.contains(
            "the instantiation `fill<int, 4>` asked for names no one function: its template \
             arguments fit no template of that name"
        ) && !errors[0].message.contains("'it'")
            && !errors[0].message.contains("ptx_abi_"),
        "{errors:?}"
    );

    let Some(result) = build(
        "rust-type",
        CuBuild::new()
            .file(&template)
            .instantiate(&template, "fill<float>", "fill_f32")
            .rust_type("Params", "crate::Params"),
    ) else {
        return;
    };
    let errors = result.expect_err("no kernel takes Params");
    assert_eq!(errors[0].kind, CuErrorKind::Usage, "{errors:?}");
    assert!(
        errors[0]
            .message
            .starts_with("`rust_type(\"Params\", ...)`: no kernel takes a type of that name"),
        "{errors:?}"
    );
}

/// A kernel that cannot be declared costs only itself: the rest of the file is built, the
/// refusal names the kernel, its line and why ([`Built::refused`], a `cargo:warning` from
/// `emit`); `skip` leaves it out before anything is refused, `strict` and naming it in
/// `kernels` make it an error, and so does a name `skip` or `kernels` gives that no file has.
#[test]
fn a_kernel_that_cannot_be_declared_costs_only_itself() {
    let file = scratch(
        "mixed",
        "struct P { float x; };\n\
         struct __attribute__((aligned(2))) Lowered { double d; };\n\
         __global__ void by_reference(const P &p, float *out) { out[0] = p.x; }\n\
         __global__ void lowered(Lowered l, double *out) { out[0] = l.d; }\n\
         __global__ void fine(P p, float *out) { out[0] = p.x; }\n\
         extern \"C\" __global__ void also_fine(const float *in, float *out) { out[0] = in[0]; }\n\
         #include <cuda_fp8.h>\n\
         extern \"C\" __global__ void fp8_value(__nv_fp8_e4m3 v, __nv_fp8_e4m3 *out) { *out = v; }\n\
         extern \"C\" __global__ void fp8_pointer(const __nv_fp8_e4m3 *in, __nv_fp8_e4m3 *out) \
         { *out = *in; }\n",
    );
    let Some(result) = build("mixed", CuBuild::new().file(&file)) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{e:?}"));
    let symbols: Vec<&str> = built.kernels.iter().map(|k| k.symbol.as_str()).collect();
    // CUDA's FP8 types are their storage bits, by value and behind pointers.
    assert_eq!(
        symbols,
        ["_Z4fine1PPf", "also_fine", "fp8_value", "fp8_pointer"]
    );
    let refused: Vec<(&str, u32)> = built
        .refused
        .iter()
        .map(|k| (k.cpp_name.as_str(), k.line))
        .collect();
    // Refused as read, then as imported.
    assert_eq!(refused, [("by_reference", 3), ("lowered", 4)]);
    assert!(
        built.refused[0].reason.contains("a reference"),
        "{:?}",
        built.refused
    );
    assert!(
        built.refused[1]
            .reason
            .contains("its type `Lowered` cannot be imported")
            && built.refused[1]
                .reason
                .contains("aligned(2) is below the alignment"),
        "{:?}",
        built.refused
    );
    let module = read_module(&built.module);
    assert!(
        module.contains("fn fine(")
            && !module.contains("fn lowered(")
            && module.contains("fn fp8_pointer(r#in: *const u8, out: *mut u8)"),
        "{module}"
    );

    let Some(result) = build(
        "mixed-skip",
        CuBuild::new()
            .file(&file)
            .skip(&["by_reference", "lowered", "fp8_value"]),
    ) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{e:?}"));
    assert!(built.refused.is_empty(), "{:?}", built.refused);
    assert_eq!(built.kernels.len(), 3);

    for (what, b) in [
        ("strict", CuBuild::new().file(&file).strict(true)),
        (
            "named",
            CuBuild::new().file(&file).kernels(&["lowered", "fine"]),
        ),
    ] {
        let Some(result) = build(&format!("mixed-{what}"), b) else {
            return;
        };
        let errors = result.expect_err(what);
        assert!(
            errors.iter().all(|e| e.kind == CuErrorKind::Import)
                && errors
                    .iter()
                    .any(|e| e.line == 4
                        && e.message.starts_with("kernel `lowered` cannot be declared")),
            "{what}: {errors:?}"
        );
    }
    let Some(result) = build("mixed-typo", CuBuild::new().file(&file).skip(&["lowerd"])) else {
        return;
    };
    let errors = result.expect_err("a name no file declares");
    assert_eq!(
        errors[0].message,
        "`skip(&[\"lowerd\", ...])`: no file declares a __global__ function of that name"
    );
}

/// Kernels with internal linkage, as real files declare them (`static __global__`, templates
/// too, and kernels in anonymous namespaces): libclang mangles them otherwise than NVRTC and
/// nvcc do (`_ZL...`, `12_GLOBAL__N_1`), so each takes the symbol the images hold, and is
/// checked against every image under it.
#[test]
fn kernels_with_internal_linkage_take_the_compilers_symbols() {
    let file = scratch(
        "internal",
        "static __global__ void reduce_s(float *x) { x[0] = 1; }\n\
         template <typename T> static __global__ void reduce_t(T *x) { x[0] = 1; }\n\
         template __global__ void reduce_t<float>(float *);\n\
         namespace { __global__ void anon_k(int *x) { x[0] = 2; } }\n\
         namespace outer { namespace { __global__ void anon_inner(int *x) { x[0] = 3; } } }\n\
         namespace outer { static __global__ void named_static(int *x) { x[0] = 4; } }\n",
    );
    for compiler in [CompilerChoice::Nvrtc(None), CompilerChoice::Nvcc(None)] {
        let what = format!("internal-{compiler:?}");
        let cu = CuBuild::new()
            .file(&file)
            .instantiate(&file, "reduce_t<float>", "reduce_t_f32");
        let Some(result) = build_with(&what, compiler, cu) else {
            return;
        };
        internal_linkage_symbols(&result.unwrap_or_else(|e| panic!("{what}: {e:?}")));
    }
}

/// The symbols of the internal-linkage test's kernels, each compared with every image.
fn internal_linkage_symbols(built: &Built) {
    let symbols: Vec<&str> = built.kernels.iter().map(|k| k.symbol.as_str()).collect();
    assert_eq!(symbols.len(), 5, "{symbols:?}");
    assert_eq!(symbols[0], "_Z8reduce_sPf");
    assert!(
        symbols[1].starts_with("_ZN")
            && symbols[1].contains("_GLOBAL__N__")
            && symbols[1].ends_with("6anon_kEPi"),
        "{symbols:?}"
    );
    assert!(
        symbols[2].starts_with("_ZN5outer") && symbols[2].ends_with("10anon_innerEPi"),
        "{symbols:?}"
    );
    assert_eq!(symbols[3], "_ZN5outer12named_staticEPi");
    assert_eq!(symbols[4], "_Z8reduce_tIfEvPT_");
    for symbol in &symbols {
        let images = built
            .report
            .compared
            .iter()
            .filter(|(k, _)| k == symbol)
            .count();
        assert_eq!(images, 3, "{symbol}: {:?}", built.report.compared);
    }
}

/// `__half`, `__nv_bfloat16` and their pairs by value, as inference kernels take them: declared
/// as `half::f16`, `half::bf16`, `Half2`, `Bfloat162`, and checked against every image (NVRTC:
/// `.param .align 2 .b8 p[2]` for the scalars).
#[test]
fn half_floats_by_value_are_declared() {
    let file = scratch(
        "halves",
        "#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n\
         __global__ void scale(__half *x, __half a, __nv_bfloat16 b, half2 p, __nv_bfloat162 q, int n) {\n\
           if (n > 0) x[0] = __hmul(x[0], a);\n}\n",
    );
    let Some(result) = build("halves", CuBuild::new().file(&file)) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{e:?}"));
    assert!(built.refused.is_empty(), "{:?}", built.refused);
    let module = read_module(&built.module);
    assert!(
        module.contains(
            "fn scale(x: *mut ptx_abi_core::half::f16, a: ptx_abi_core::half::f16, b: ptx_abi_core::half::bf16, p: \
             ptx_abi_core::vector::Half2, q: ptx_abi_core::vector::Bfloat162, n: i32);"
        ),
        "{module}"
    );
    assert_eq!(
        built.report.compared.len(),
        3,
        "{:?}",
        built.report.compared
    );
}

/// A kernel whose parameter block exceeds 4,096 bytes, which the compiler builds (CUDA 12.1 or
/// newer), is declared as it was built (`#[ptx(large_params)]`: checked against 32,764 bytes),
/// its neighbour with a small block as before, and both blocks agree with every image.
#[test]
fn a_parameter_block_over_4_kib_is_declared_as_built() {
    let file = scratch(
        "large_params",
        "struct Table { float weights[1100]; int count; };\n\
         __global__ void apply(Table table, float *out) { out[0] = table.weights[table.count]; }\n\
         __global__ void small(int n, float *out) { out[0] = n; }\n",
    );
    for (what, compiler) in [
        ("large-params-nvrtc", CompilerChoice::Nvrtc(None)),
        ("large-params-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let Some(result) = build_with(what, compiler, CuBuild::new().file(&file)) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let module = read_module(&built.module);
        let before = |kernel: &str| {
            let at = module.find(&format!("fn {kernel}(")).expect(kernel);
            module[..at].rsplit("///").next().unwrap().to_owned()
        };
        assert!(
            before("apply").contains("#[ptx(large_params)]"),
            "{what}: {module}"
        );
        assert!(
            !before("small").contains("#[ptx(large_params)]"),
            "{what}: {module}"
        );
        assert!(!built.report.compared.is_empty(), "{what}");
    }
}

/// A file's module never clashes: `Foo.cu` declaring `struct Foo` gives the module `Foo_kernels`,
/// `fattn-vec.cu` the module `fattn_vec`, and the generated Rust compiles (checked by the crate
/// in `examples/cu-kernels` for the usual case; here by the names).
#[test]
fn module_names_never_clash() {
    let dir = out_dir("src-names");
    let foo = dir.join("Foo.cu");
    std::fs::write(
        &foo,
        "struct Foo { int a; };\n__global__ void k(Foo f, int *o) { o[0] = f.a; }\n",
    )
    .unwrap();
    let hyphen = dir.join("fattn-vec.cu");
    std::fs::write(&hyphen, "__global__ void v(float *o) { o[0] = 1; }\n").unwrap();
    let Some(result) = build("names", CuBuild::new().file(&foo).file(&hyphen)) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{e:?}"));
    let module = read_module(&built.module);
    assert!(module.contains("pub struct Foo {"), "{module}");
    assert!(module.contains("pub mod Foo_kernels {"), "{module}");
    assert!(module.contains("pub mod fattn_vec {"), "{module}");
}

/// C's typedef idioms as kernel parameters: `typedef struct { ... } vec4_t;` (the record takes
/// the typedef's name), `typedef struct span { ... } span;` and `typedef struct node_s { ... }
/// node_t;`, imported as the header importer imports them and checked against every image.
#[test]
fn c_typedef_idioms_are_kernel_parameters() {
    let file = scratch(
        "typedefs",
        "typedef struct { float x, y, z, w; } vec4_t;\n\
         typedef struct span { int begin; int end; } span;\n\
         typedef struct node_s { struct node_s *next; int value; } node_t;\n\
         typedef vec4_t color_t;\n\
         __global__ void k(vec4_t v, span s, node_t n, const node_t *list, color_t c, float *out) {\n\
           out[0] = v.x + s.begin + n.value + c.w;\n}\n",
    );
    let Some(result) = build("typedefs", CuBuild::new().file(&file)) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{e:?}"));
    assert!(built.refused.is_empty(), "{:?}", built.refused);
    let module = read_module(&built.module);
    assert!(
        module.contains(
            "fn k(v: vec4_t, s: span, n: node_s, list: *const node_s, c: vec4_t, out: *mut f32);"
        ),
        "{module}"
    );
    assert!(
        module.contains("pub struct vec4_t {") && !module.contains("pub type span"),
        "{module}"
    );
    assert_eq!(
        built.report.compared.len(),
        3,
        "{:?}",
        built.report.compared
    );
}

/// Arch-specific and family-specific targets (`90a`: `setmaxnreg`, which plain `sm_90` rejects;
/// `100f`): a cubin for each, PTX for the oldest portable architecture, every image checked, and
/// the module's images named with their variants, with NVRTC and with nvcc.
#[test]
fn arch_and_family_specific_targets_are_built() {
    let file = scratch(
        "specific",
        "__global__ void regs(float *x) {\n\
         #if defined(__CUDA_ARCH_FEAT_SM90_ALL)\n\
           asm volatile(\"setmaxnreg.inc.sync.aligned.u32 240;\");\n\
         #endif\n\
           x[0] = 1;\n\
         }\n",
    );
    for compiler in [CompilerChoice::Nvrtc(None), CompilerChoice::Nvcc(None)] {
        let what = format!("specific-{compiler:?}");
        let cu = CuBuild::new().file(&file).archs(&["100f", "sm_90a", "80"]);
        let Some(result) = build_with(&what, compiler.clone(), cu) else {
            return;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let module = read_module(&built.module);
        let arch = |a: &str| format!("ptx_abi_core::kernel::compiled::GpuArch::{a}");
        if compiler == CompilerChoice::Nvcc(None) {
            assert!(module.contains("ImageKind::Fatbin"), "{module}");
            // The fatbin's cubins and PTX: sm_80, sm_90a, sm_100f and compute_80.
            assert_eq!(
                built.report.compared.len(),
                4,
                "{:?}",
                built.report.compared
            );
        } else {
            for kind in [
                format!("Ptx({})", arch("portable(80)")),
                format!("Cubin({})", arch("portable(80)")),
                format!("Cubin({})", arch("specific(90)")),
                format!("Cubin({})", arch("family(100)")),
            ] {
                assert!(module.contains(&kind), "{what}: no {kind} in\n{module}");
            }
            assert_eq!(
                built.report.compared.len(),
                4,
                "{:?}",
                built.report.compared
            );
        }
    }
    let Some(result) = build("bad-arch", CuBuild::new().file(&file).archs(&["90b"])) else {
        return;
    };
    let errors = result.expect_err("90b is not an architecture");
    assert!(
        errors[0]
            .message
            .starts_with("`90b` is not an architecture"),
        "{errors:?}"
    );
}

/// A `.cu` file as real projects write it: host code beside the kernels (launchers with
/// `<<<...>>>`, one returning `cudaError_t` and taking a `cudaStream_t` and a `cudaEvent_t`;
/// `<vector>`, `<time.h>`), cooperative groups, `dim3`, a C typedef, a template
/// instantiated only by a launch, and a header branch for hosts without `__CUDACC__`. nvcc
/// builds it (the importer reads it with the host's headers); NVRTC cannot, and the error
/// says why and what to do.
#[test]
fn a_file_with_host_code_builds_with_nvcc() {
    let file = scratch(
        "host_code",
        "#include <vector>\n\
         #include <time.h>\n\
         #include <cooperative_groups.h>\n\
         #include <cuda_runtime.h>\n\
         #ifndef __CUDACC__\n\
         #include <torch/extension.h>\n\
         #endif\n\
         namespace cg = cooperative_groups;\n\
         typedef struct { float x, y; } vec2_t;\n\
         __device__ float tile_sum(cg::thread_block_tile<32> t, float v) { return v; }\n\
         __global__ void scale(vec2_t *v, float s, int n) {\n\
           cg::thread_block b = cg::this_thread_block();\n\
           int i = blockIdx.x * blockDim.x + threadIdx.x;\n\
           if (i < n) { v[i].x *= s; v[i].y *= s; }\n\
           b.sync();\n\
         }\n\
         template <typename T> __global__ void fill(T *p, T x, int n) { p[0] = x; }\n\
         void launch(std::vector<vec2_t> &host, float s) {\n\
           vec2_t *d = nullptr;\n\
           cudaMalloc(&d, host.size() * sizeof(vec2_t));\n\
           scale<<<dim3((host.size() + 255) / 256), 256>>>(d, s, (int)host.size());\n\
           fill<<<1, 32>>>((float *)d, 1.0f, 4);\n\
           (void)time(nullptr);\n\
         }\n\
         cudaError_t launch_async(vec2_t *d, float s, int n, cudaStream_t stream, cudaEvent_t done) {\n\
           scale<<<(n + 255) / 256, 256, 0, stream>>>(d, s, n);\n\
           cudaEventRecord(done, stream);\n\
           return cudaGetLastError();\n\
         }\n",
    );
    let cu = || {
        CuBuild::new()
            .file(&file)
            .instantiate(&file, "fill<float>", "fill_f32")
    };
    let what = "host-code-nvcc";
    let Some(result) = build_with(what, CompilerChoice::Nvcc(None), cu()) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
    let symbols: Vec<&str> = built.kernels.iter().map(|k| k.symbol.as_str()).collect();
    assert_eq!(symbols, ["_Z5scaleP6vec2_tfi", "_Z4fillIfEvPT_S0_i"]);
    let module = read_module(&built.module);
    assert!(module.contains("pub struct vec2_t"), "{module}");

    let Some(result) = build("host-code-nvrtc", cu()) else {
        return;
    };
    let errors = result.expect_err("NVRTC cannot compile host code");
    assert!(
        errors[0].message.contains("'vector' file not found")
            && errors[0]
                .message
                .contains("the file has host code, which NVRTC cannot compile"),
        "{errors:?}"
    );
}

/// A rebuild compiles only the files whose text, includes or options changed (the manifest
/// beside the images), and the compiler's warnings reach the build, at the user's line, from
/// a compilation and from the manifest alike.
#[test]
fn only_changed_files_are_compiled_again_and_warnings_are_kept() {
    let a = scratch(
        "cached_a",
        "#include \"cached_a.cuh\"\n__global__ void a(int *p) { int unused; p[0] = K; }\n",
    );
    std::fs::write(a.with_file_name("cached_a.cuh"), "#define K 1\n").unwrap();
    let b = scratch("cached_b", "__global__ void b(int *p) { p[0] = 2; }\n");
    let what = "cached";
    let dir = out_dir(what);
    let cu = || {
        CuBuild::new()
            .file(&a)
            .file(&b)
            .compiler(CompilerChoice::Nvrtc(None))
            .out_dir(&dir)
    };
    let result = cu().build();
    if matches!(&result, Err(errors) if missing_tools(what, errors)) {
        return;
    }
    let first = result.unwrap_or_else(|e| panic!("{e:?}"));
    let warned = |built: &Built| {
        built
            .warnings
            .iter()
            .any(|w| w.ends_with("cached_a.cu:2: warning #177-D: variable \"unused\" was declared but never referenced"))
    };
    assert!(warned(&first), "{:?}", first.warnings);
    let images = dir.join("ptx_abi_cu");
    let mtime = |stem: &str| {
        std::fs::metadata(images.join(format!("{stem}.compute_75.ptx")))
            .and_then(|m| m.modified())
            .unwrap()
    };
    let (a0, b0) = (mtime("cached_a"), mtime("cached_b"));
    std::thread::sleep(std::time::Duration::from_millis(20));
    let second = cu().build().unwrap_or_else(|e| panic!("{e:?}"));
    assert!(warned(&second), "{:?}", second.warnings);
    assert_eq!(
        (mtime("cached_a"), mtime("cached_b")),
        (a0, b0),
        "nothing changed"
    );
    // The header `cached_a.cu` includes changes: that file alone is compiled again.
    std::fs::write(a.with_file_name("cached_a.cuh"), "#define K 3\n").unwrap();
    cu().build().unwrap_or_else(|e| panic!("{e:?}"));
    assert!(mtime("cached_a") > a0, "the include changed");
    assert_eq!(mtime("cached_b"), b0, "b unchanged");
}

/// The images kept between builds are used only as they were written: an image truncated, edited
/// or replaced by another file's, or a manifest cut short (as a build killed while writing would
/// leave), is compiled again and the build's images are whole.
#[test]
fn a_damaged_cache_is_compiled_again() {
    let file = scratch(
        "cache_faults",
        "__global__ void fill(float *p, float x) { p[0] = x; }\n",
    );
    let other = scratch(
        "cache_other",
        "__global__ void other(int *p) { p[0] = 7; }\n",
    );
    let what = "cache-faults";
    let dir = out_dir(what);
    let cu = || {
        CuBuild::new()
            .file(&file)
            .file(&other)
            .compiler(CompilerChoice::Nvrtc(None))
            .out_dir(&dir)
    };
    let result = cu().build();
    if matches!(&result, Err(errors) if missing_tools(what, errors)) {
        return;
    }
    result.unwrap_or_else(|e| panic!("{e:?}"));
    let images = dir.join("ptx_abi_cu");
    let image = images.join("cache_faults.compute_75.ptx");
    let manifest = images.join("cache_faults.inputs");
    let whole = std::fs::read(&image).unwrap();
    let manifest_text = std::fs::read_to_string(&manifest).unwrap();
    let foreign = std::fs::read(images.join("cache_other.compute_75.ptx")).unwrap();
    let faults: [(&str, &dyn Fn()); 4] = [
        ("a truncated image", &|| {
            std::fs::write(&image, &whole[..whole.len() / 2]).unwrap()
        }),
        ("an edited image", &|| {
            let mut edited = whole.clone();
            edited[whole.len() / 2] ^= 1;
            std::fs::write(&image, edited).unwrap()
        }),
        ("another file's image", &|| {
            std::fs::write(&image, &foreign).unwrap()
        }),
        ("a manifest cut short", &|| {
            let cut = manifest_text.lines().take(2).collect::<Vec<_>>().join("\n");
            std::fs::write(&manifest, cut).unwrap()
        }),
    ];
    for (fault, make) in faults {
        make();
        let built = cu().build().unwrap_or_else(|e| panic!("{fault}: {e:?}"));
        assert!(
            std::fs::read(&image).unwrap() == whole,
            "{fault}: the image"
        );
        assert_eq!(built.kernels.len(), 2, "{fault}");
        assert_eq!(
            std::fs::read_to_string(&manifest).unwrap(),
            manifest_text,
            "{fault}: the manifest written again"
        );
    }
}

/// A helper class as real code writes it (protected data members with default initialisers, a
/// host-only constructor, methods) passed by value: imported, its offsets asserted from a class
/// deriving from it (where protected members may be named), by both compilers. A class with a
/// private data member is refused alone, saying which member and why; the file's other kernels
/// build.
#[test]
fn classes_with_protected_members_are_checked_and_private_ones_refused() {
    let file = scratch(
        "class_members",
        "class Sampler {\n\
         public:\n\
           Sampler(float s) : scale(s) {}\n\
           __device__ float apply(float x) const { return x * scale + offset; }\n\
         protected:\n\
           float scale = 1.0f;\n\
           double offset = 0.0;\n\
           int steps = 4;\n\
         };\n\
         class Hidden { int secret; public: int shown; };\n\
         __global__ void sample(Sampler s, float *out) { out[0] = s.apply(out[0]); }\n\
         __global__ void hidden(Hidden h, int *out) { out[0] = h.shown; }\n",
    );
    for (what, compiler) in [
        ("class-members-nvrtc", CompilerChoice::Nvrtc(None)),
        ("class-members-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let Some(result) = build_with(what, compiler, CuBuild::new().file(&file)) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(names, ["sample"], "{what}");
        assert_eq!(built.refused.len(), 1, "{what}: {:?}", built.refused);
        let reason = &built.refused[0].reason;
        assert!(
            reason.contains("`secret` is private") && reason.contains("make it public"),
            "{what}: {reason}"
        );
        let module = read_module(&built.module);
        assert!(module.contains("pub struct Sampler"), "{what}: {module}");
    }
}

/// No kernel in the images vanishes: the instances a file makes itself (explicit instantiations,
/// written out or through a macro, in a namespace, with a non-type argument; a launch in host
/// code, with nvcc) and explicit specializations each get a launcher named from their arguments,
/// one taking a type no other kernel takes included (the build imports it); a template kernel
/// of an included header that the file instantiates gets a warning naming it.
#[test]
fn every_kernel_in_the_images_gets_a_launcher_or_a_warning() {
    let file = scratch(
        "instances",
        "#include <cuda_fp16.h>\n\
         struct Pair { float a, b; };\n\
         template <typename T> __global__ void fill(T *p, T x) { p[0] = x; }\n\
         template __global__ void fill<int>(int *, int);\n\
         #define INSTANCE(T) template __global__ void fill<T>(T *, T);\n\
         INSTANCE(double)\n\
         INSTANCE(Pair)\n\
         namespace ops {\n\
         template <typename T, int N> __global__ void tile(T *p) { p[N - 1] = p[0]; }\n\
         }\n\
         template __global__ void ops::tile<float, 128>(float *);\n\
         template <typename T> __global__ void scale(T *p, T s);\n\
         template <> __global__ void scale<float>(float *p, float s) { p[0] *= s; }\n\
         template <> __global__ void scale<__half>(__half *p, __half s) { p[0] = __hmul(p[0], s); }\n\
         #include \"header_kernels.cuh\"\n\
         template __global__ void from_header<float>(float *);\n",
    );
    // A template kernel of an included header, instantiated by the file: not the file's own
    // kernel, so not declared, but named in a warning.
    std::fs::write(
        file.with_file_name("header_kernels.cuh"),
        "template <typename T> __global__ void from_header(T *p) { p[0] = T(); }\n",
    )
    .unwrap();
    let host = scratch(
        "launched",
        "template <typename T> __global__ void twice(T *p) { p[0] += p[0]; }\n\
         void run(float *p) { twice<<<1, 1>>>(p); }\n",
    );
    let expected = [
        ("instances", "fill<int>", "fill_int"),
        ("instances", "fill<double>", "fill_double"),
        ("instances", "fill<Pair>", "fill_Pair"),
        ("instances", "ops::tile<float, 128>", "tile_float_128"),
        ("instances", "scale<float>", "scale_float"),
        ("instances", "scale<__half>", "scale_half"),
        ("launched", "twice<float>", "twice_float"),
    ];
    for (what, compiler) in [
        ("instances-nvrtc", CompilerChoice::Nvrtc(None)),
        ("instances-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let nvcc = matches!(compiler, CompilerChoice::Nvcc(_));
        let mut cu = CuBuild::new().file(&file);
        if nvcc {
            cu = cu.file(&host);
        }
        let Some(result) = build_with(what, compiler, cu) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let mut declared: Vec<(String, &str)> = built
            .kernels
            .iter()
            .map(|k| (k.cpp_name.replace(" ", ""), k.rust_name.as_str()))
            .collect();
        declared.sort();
        let mut want: Vec<(String, &str)> = expected
            .iter()
            .filter(|(f, _, _)| nvcc || *f == "instances")
            .map(|(_, cpp, rust)| (cpp.replace(" ", ""), *rust))
            .collect();
        want.sort();
        assert_eq!(declared, want, "{what}");
        assert!(
            built
                .warnings
                .iter()
                .any(|w| w.contains("the kernel `from_header<float>`") && w.contains("no launcher")),
            "{what}: {:?}",
            built.warnings
        );
        // The images hold nothing else: each entry is a declared kernel's or the header's.
        let symbols: Vec<&str> = built.kernels.iter().map(|k| k.symbol.as_str()).collect();
        let entries = image_entries(&built.module.parent().unwrap().join("ptx_abi_cu"));
        assert!(entries.len() >= 6, "{what}: {entries:?}");
        for name in &entries {
            assert!(
                symbols.contains(&name.as_str()) || name == "_Z11from_headerIfEvPT_",
                "{what}: `{name}` in the images has no launcher"
            );
        }
    }
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

/// The C headers kernels include, as they use them: `<math.h>`'s constants in a kernel's body
/// and `<stdio.h>`'s `FILE` in a host function's declaration, with NVRTC and nvcc.
#[test]
fn c_headers_as_kernels_use_them() {
    let file = scratch(
        "c_headers",
        "#include <math.h>\n\
         #include <stdio.h>\n\
         #include <stdlib.h>\n\
         #include <string.h>\n\
         void log_to(FILE *f, const char *what);\n\
         __global__ void gelu(float *x, int n) {\n\
           int i = blockIdx.x * blockDim.x + threadIdx.x;\n\
           if (i >= n) return;\n\
           float v = x[i] * (float)M_SQRT1_2 * (float)M_2_SQRTPI;\n\
           x[i] = isinf(v) ? INFINITY : v + (float)M_PI;\n\
           if (i == 0) printf(\"%f\\n\", x[0]);\n\
         }\n",
    );
    for (what, compiler) in [
        ("c-headers-nvrtc", CompilerChoice::Nvrtc(None)),
        ("c-headers-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let Some(result) = build_with(what, compiler, CuBuild::new().file(&file)) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(names, ["gelu"], "{what}");
    }
}

/// A kernel inside `#if __CUDA_ARCH__ >= 890` (the kernels are read for the newest architecture
/// built): built for sm_80 alone it is in no image and not declared, and the file's other
/// kernel builds (the file failed before, read for sm_90); built for sm_80 and sm_90 it is
/// declared, with NVRTC and nvcc.
#[test]
fn a_kernel_for_newer_architectures_costs_only_itself() {
    let file = scratch(
        "arch_guarded",
        "__global__ void everywhere(float *p) { p[0] = 1.0f; }\n\
         #if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 890\n\
         __global__ void newer(float *p) { p[0] = 2.0f; }\n\
         #endif\n",
    );
    for (what, compiler) in [
        ("arch-guarded-nvrtc", CompilerChoice::Nvrtc(None)),
        ("arch-guarded-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let Some(result) = build_with(
            what,
            compiler.clone(),
            CuBuild::new().file(&file).archs(&[80]),
        ) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(names, ["everywhere"], "{what}: sm_80");
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let Some(result) = build_with(what, compiler, CuBuild::new().file(&file).archs(&[80, 90]))
        else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(names, ["everywhere", "newer"], "{what}: sm_80 and sm_90");
    }
}

/// CUDA's headers as real files include them: cooperative groups with their own headers after
/// the group's, libcu++'s barrier and pipeline with `cuda::device::experimental` named, `mma.h`
/// and `cuda_awbarrier.h` (nvcc: the PyPI NVRTC has no libcu++); a file choosing CUDA's vector
/// types or its own by a macro, with `math_constants.h` (both compilers); cuRAND's states behind
/// pointers (read, as addresses).
#[test]
fn cuda_headers_as_real_files_include_them() {
    let groups = scratch(
        "groups",
        "#include <cooperative_groups.h>\n\
         #include <cooperative_groups/reduce.h>\n\
         #include <cooperative_groups/memcpy_async.h>\n\
         namespace cg = cooperative_groups;\n\
         __device__ float tile_sum(cg::thread_block_tile<32> t, float v) {\n\
           return cg::reduce(t, v, cg::plus<float>());\n\
         }\n\
         __global__ void sum(const float *x, float *out) {\n\
           auto t = cg::tiled_partition<32>(cg::this_thread_block());\n\
           float v = tile_sum(t, x[threadIdx.x]);\n\
           if (t.thread_rank() == 0) atomicAdd(out, v);\n\
         }\n",
    );
    let barrier = scratch(
        "barrier",
        "#include <cuda/barrier>\n\
         #include <cuda/pipeline>\n\
         #include <mma.h>\n\
         #include <cuda_awbarrier.h>\n\
         using block_barrier = cuda::barrier<cuda::thread_scope_block>;\n\
         namespace cde = cuda::device::experimental;\n\
         __global__ void staged(float *out, int n) {\n\
           __shared__ block_barrier bar;\n\
           if (threadIdx.x == 0) init(&bar, blockDim.x);\n\
           __syncthreads();\n\
           out[0] = n;\n\
         }\n",
    );
    let vectors = scratch(
        "vectors",
        "#ifdef OWN_VECTORS\n\
         struct float3 { float x, y, z; };\n\
         #else\n\
         #include <vector_types.h>\n\
         #include <vector_functions.h>\n\
         #endif\n\
         #include <math_constants.h>\n\
         struct Ray { float3 origin; float3 dir; float t; };\n\
         __global__ void trace(Ray r, float *out) { out[0] = r.t * CUDART_PI_F; }\n",
    );
    let rng = scratch(
        "rng",
        "#include <curand_kernel.h>\n\
         __global__ void seed(curandState *states, unsigned long long seed, int n);\n",
    );
    let source = ptx_abi_build::import::kernels::read_kernels(
        &rng,
        &ptx_abi_build::import::ImportOptions::new(),
        &[],
    );
    match source {
        Err(e) if e.kind == ptx_abi_build::import::ImportErrorKind::LibclangMissing => {
            return skip(Need::Oracle, "cuda-headers", e)
        }
        other => {
            let source = other.unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(source.kernels.len(), 1, "{:?}", source.refused);
        }
    }
    // NVRTC 13 with CCCL's directory (the PyPI NVRTC 12.9 has no libcu++): the build's
    // stand-ins must not hide CCCL's own headers.
    let nvrtc13 = ptx_abi_build::nvrtc::Nvrtc::load(ptx_abi_build::nvrtc::CudaVersion::Cuda13)
        .ok()
        .and_then(|n| Some((n.path().to_path_buf(), n.include_dir()?.to_path_buf())))
        .filter(|(_, include)| include.join("cccl").is_dir());
    let mut cases = vec![
        (
            "cuda-headers-nvcc",
            CompilerChoice::Nvcc(None),
            vec![&groups, &barrier, &vectors],
            None,
        ),
        (
            "cuda-headers-nvrtc",
            CompilerChoice::Nvrtc(None),
            vec![&vectors],
            None,
        ),
    ];
    match nvrtc13 {
        Some((path, include)) => cases.push((
            "cuda-headers-nvrtc13",
            CompilerChoice::Nvrtc(Some(path)),
            vec![&groups, &barrier, &vectors],
            Some(include),
        )),
        None => skip(
            Need::Oracle,
            "cuda-headers-nvrtc13",
            "no NVRTC 13 with CCCL",
        ),
    }
    for (what, compiler, files, include) in cases {
        let mut cu = CuBuild::new().archs(&[90]);
        for f in &files {
            cu = cu.file(f);
        }
        if let Some(dir) = include {
            cu = cu.include_dir(dir.join("cccl")).include_dir(dir);
        }
        let Some(result) = build_with(what, compiler, cu) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        assert_eq!(built.kernels.len(), files.len(), "{what}");
        let module = read_module(&built.module);
        assert!(
            module.contains("pub origin: ptx_abi_core::vector::Float3"),
            "{what}: {module}"
        );
    }
}

/// CUDA's 8-, 6- and 4-bit floats by value, behind pointers and as members: each is its storage
/// integer on the Rust side (`u8`, `u16`, `u32` as the compilers size them), checked against
/// every image by both compilers.
#[test]
fn low_precision_floats_are_their_storage_bits() {
    let file = scratch(
        "low_precision",
        "#include <cuda_fp8.h>\n\
         #include <cuda_fp6.h>\n\
         #include <cuda_fp4.h>\n\
         struct Scaled { __nv_fp8_e4m3 value; float scale; __nv_fp8x2_e5m2 pair; };\n\
         __global__ void fill(__nv_fp8_e4m3 *out, __nv_fp8_e4m3 value, __nv_fp8x4_e5m2 four, int n) {\n\
           if (n > 0) out[0] = value;\n\
         }\n\
         __global__ void small(__nv_fp4x2_e2m1 *out, __nv_fp4x4_e2m1 quad, __nv_fp6_e3m2 six, Scaled s) {\n\
           out[0] = __nv_fp4x2_e2m1();\n\
         }\n",
    );
    for (what, compiler) in [
        ("low-precision-nvrtc", CompilerChoice::Nvrtc(None)),
        ("low-precision-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let Some(result) = build_with(what, compiler, CuBuild::new().file(&file)) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let module = read_module(&built.module);
        for declaration in [
            "fn fill(out: *mut u8, value: u8, four: u32, n: i32);",
            "fn small(out: *mut u8, quad: u16, six: u8, s: Scaled);",
            "pub pair: u16,",
        ] {
            assert!(
                module.contains(declaration),
                "{what}: {declaration} in {module}"
            );
        }
        assert!(built.report.compared.len() >= 4, "{what}");
    }
}

/// Params structs that derive from a base, as attention kernels take them (by value,
/// `__grid_constant__`): the base is a member `base_B` placed as the Itanium ABI places it,
/// checked by both compilers (sizes and every own member's offset); an empty base takes no
/// space; two bases each their member; a member in a non-POD base's tail padding is refused
/// alone, saying so.
#[test]
fn structs_with_base_classes_are_imported() {
    let file = scratch(
        "bases",
        "struct QkvParams { const void *q_ptr; const void *k_ptr; int q_batch_stride; int h; };\n\
         struct FwdParams : QkvParams { void *o_ptr; float scale; int seqlen; };\n\
         __global__ void fwd(const __grid_constant__ FwdParams params, float *out) { out[0] = params.scale; }\n\
         struct Empty {};\n\
         struct WithEmpty : Empty { int a; };\n\
         __global__ void with_empty(WithEmpty w, int *out) { out[0] = w.a; }\n\
         struct A { double d; char t; };\n\
         struct B { int i; };\n\
         struct Multi : A, B { char c; };\n\
         __global__ void multi(Multi m, double *out) { out[0] = m.d + m.i + m.c; }\n\
         struct NonPod { NonPod() {} double d; int i; };\n\
         struct Reuse : NonPod { int j; };\n\
         __global__ void reuse(Reuse r, int *out) { out[0] = r.j; }\n",
    );
    for (what, compiler) in [
        ("bases-nvrtc", CompilerChoice::Nvrtc(None)),
        ("bases-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let Some(result) = build_with(what, compiler, CuBuild::new().file(&file)) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(names, ["fwd", "with_empty", "multi"], "{what}");
        let refused: Vec<&str> = built.refused.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(refused, ["reuse"], "{what}");
        assert!(
            built.refused[0]
                .reason
                .contains("tail padding of the base `NonPod`"),
            "{what}: {}",
            built.refused[0].reason
        );
        let module = read_module(&built.module);
        for text in [
            "#[ptx(assert(size = 40, align = 8))]\npub struct FwdParams {",
            "pub base_QkvParams: QkvParams,\n    #[ptx(assert_offset = 24)]\n    pub o_ptr:",
            "pub base_A: A,\n    /// The `B` base class.\n    #[ptx(assert_offset = 16)]\n    pub base_B: B,\n    #[ptx(assert_offset = 20)]\n    pub c: i8,",
            "pub struct WithEmpty {\n    #[ptx(assert_offset = 0)]\n    pub a: i32,",
        ] {
            assert!(module.contains(text), "{what}: {text} in {module}");
        }
    }
}

/// Class templates' specializations as parameters, in the shapes real kernels pass them: an op
/// over `__half` by value (the template's header does not include `cuda_fp16.h`), one behind a
/// pointer, a specialization through a using-declaration, one over an integer, and a template
/// kernel over one. Each is a struct named for its arguments (`ScalarAddKernelOp<__half>` is
/// `ScalarAddKernelOp_half`), its layout asserted in the compiled kernels by both compilers.
#[test]
fn class_template_specializations_are_imported() {
    let dir = out_dir("src-specializations");
    std::fs::write(
        dir.join("ops.cuh"),
        "#pragma once\n\
         namespace ops {\n\
         template <typename T> struct ScalarAddKernelOp { T value; int n; };\n\
         template <typename I, typename S> struct TensorInfo { void *data; I sizes[4]; S strides[4]; int dims; };\n\
         template <int N> struct TensorListMetadata { const void *addresses[N]; long long sizes[N]; int start; };\n\
         template <typename T> struct Corner { T x, y; };\n\
         }\n",
    )
    .unwrap();
    let file = dir.join("specializations.cu");
    std::fs::write(
        &file,
        "#include <cuda_fp16.h>\n\
         #include \"ops.cuh\"\n\
         using Info64 = ops::TensorInfo<long long, int>;\n\
         __global__ void add_half(ops::ScalarAddKernelOp<__half> op, __half *out) { out[0] = op.value; }\n\
         __global__ void add_float(ops::ScalarAddKernelOp<float> op, const ops::ScalarAddKernelOp<double> *in, float *out) { out[0] = op.value + in->value; }\n\
         __global__ void info(Info64 info, long long *out) { out[0] = info.sizes[0]; }\n\
         __global__ void lists(ops::TensorListMetadata<4> meta, int *out) { out[0] = meta.start; }\n\
         template <typename T, typename C> __global__ void nms(T threshold, C corner, T *out) { out[0] = threshold + corner.x; }\n\
         template __global__ void nms<float, ops::Corner<float>>(float, ops::Corner<float>, float *);\n",
    )
    .unwrap();
    // A second file including the templates' header but not `cuda_fp16.h`: the other file's
    // `ScalarAddKernelOp<__half>` is not asserted in it (it could not be).
    let other = dir.join("other.cu");
    std::fs::write(
        &other,
        "#include \"ops.cuh\"\n\
         __global__ void short_lists(ops::TensorListMetadata<2> meta, int *out) { out[0] = meta.start; }\n",
    )
    .unwrap();
    for (what, compiler) in [
        ("specializations-nvrtc", CompilerChoice::Nvrtc(None)),
        ("specializations-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        // The template kernel's instance takes a type no other kernel takes: asked for, so
        // that its types are imported with the others'.
        let build = CuBuild::new().file(&file).file(&other).instantiate(
            &file,
            "nms<float, ops::Corner<float>>",
            "nms_corner",
        );
        let Some(result) = build_with(what, compiler, build) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(
            names,
            [
                "add_half",
                "add_float",
                "info",
                "lists",
                "nms<float, ops::Corner<float>>",
                "short_lists"
            ],
            "{what}"
        );
        let module = read_module(&built.module);
        for text in [
            "pub struct ScalarAddKernelOp_half {",
            "pub struct ScalarAddKernelOp_float {",
            "pub struct ScalarAddKernelOp_double {",
            "pub struct TensorInfo_long_long_int {",
            "pub struct TensorListMetadata_4 {",
            "pub struct Corner_float {",
            "fn add_half(op: ScalarAddKernelOp_half, out: *mut ptx_abi_core::half::f16);",
            "fn add_float(op: ScalarAddKernelOp_float, r#in: *const ScalarAddKernelOp_double, out: *mut f32);",
            "fn info(info: TensorInfo_long_long_int, out: *mut i64);",
            "fn lists(meta: TensorListMetadata_4, out: *mut i32);",
            "fn short_lists(meta: TensorListMetadata_2, out: *mut i32);",
            "fn nms_corner(threshold: f32, corner: Corner_float, out: *mut f32);",
        ] {
            assert!(module.contains(text), "{what}: {text} in\n{module}");
        }
        // Every kernel compared with every image.
        assert!(built.report.compared.len() >= 5, "{what}");
    }
}

/// A variadic template kernel: each pack the file instantiates, or the build names, is a
/// kernel of its own, named for its arguments, the pack's parameters numbered (`xs_0`, `xs_1`).
#[test]
fn variadic_template_kernels_are_declared_per_pack() {
    let file = scratch(
        "variadic",
        "template <typename... Ts> __global__ void store(int *out, Ts... xs) { out[0] = sizeof...(Ts); }\n\
         template __global__ void store<float, int>(int *, float, int);\n\
         template __global__ void store<>(int *);\n",
    );
    for (what, compiler) in [
        ("variadic-nvrtc", CompilerChoice::Nvrtc(None)),
        ("variadic-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let build = CuBuild::new().file(&file).instantiate(
            &file,
            "store<double, char, short>",
            "store_dcs",
        );
        let Some(result) = build_with(what, compiler, build) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
        let module = read_module(&built.module);
        for text in [
            "fn store_dcs(out: *mut i32, xs_0: f64, xs_1: i8, xs_2: i16);",
            "fn store_float_int(out: *mut i32, xs_0: f32, xs_1: i32);",
            "fn store(out: *mut i32);",
        ] {
            assert!(module.contains(text), "{what}: {text} in\n{module}");
        }
    }
}

/// Template kernels the file instantiates itself, taking a params struct by value: one that a
/// plain kernel of the file takes too, one only the instances take, and a class template's
/// specialization only they take (the build asks for them and imports their types): each
/// instance is declared, nothing is left to a warning.
#[test]
fn instances_taking_a_struct_are_declared() {
    let file = scratch(
        "instances-struct",
        "struct Hyper { float lr; long long numel; };\n\
         extern \"C\" __global__ void plain(float *p, Hyper h) { p[0] = h.lr; }\n\
         namespace opt {\n\
         template <typename P> __global__ void step(P *p, const __grid_constant__ Hyper h) { p[0] = (P)h.lr; }\n\
         template __global__ void step<float>(float *, const __grid_constant__ Hyper);\n\
         template __global__ void step<double>(double *, const __grid_constant__ Hyper);\n\
         }\n\
         struct Rope { float theta; int dim; };\n\
         template <typename T> __global__ void rope(T *p, Rope r) { p[0] = (T)r.theta; }\n\
         template __global__ void rope<float>(float *, Rope);\n\
         template <typename T> struct Op { T v; int n; };\n\
         template <typename T> __global__ void apply(T *p, Op<T> op) { p[0] = op.v; }\n\
         template __global__ void apply<float>(float *, Op<float>);\n\
         template __global__ void apply<double>(double *, Op<double>);\n",
    );
    for (what, compiler) in [
        ("instances-struct-nvrtc", CompilerChoice::Nvrtc(None)),
        ("instances-struct-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let Some(result) = build_with(what, compiler, CuBuild::new().file(&file)) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
        let mut names: Vec<&str> = built.kernels.iter().map(|k| k.rust_name.as_str()).collect();
        names.sort_unstable();
        assert_eq!(
            names,
            [
                "apply_double",
                "apply_float",
                "plain",
                "rope_float",
                "step_double",
                "step_float"
            ],
            "{what}"
        );
        let module = read_module(&built.module);
        for text in [
            "fn rope_float(p: *mut f32, r: Rope);",
            "fn apply_float(p: *mut f32, op: Op_float);",
            "pub struct Op_double {",
        ] {
            assert!(module.contains(text), "{what}: {text} in\n{module}");
        }
    }
}
