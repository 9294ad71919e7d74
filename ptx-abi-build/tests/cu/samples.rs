//! Kernels in the shapes of driver-API samples (`tests/cu/`), what cannot be passed and what a
//! refusal costs, symbols, and the architectures built.

use super::*;

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

#[test]
fn what_cannot_be_passed_is_refused_with_the_reason() {
    let member = scratch(
        "member",
        "struct P { float x; };\n__global__ void k(float P::*m, P *p) { p->*m = 1.f; }\n",
    );
    let Some(result) = build("member", CuBuild::new().file(&member).strict(true)) else {
        return;
    };
    let errors = result.expect_err("a pointer to member parameter, strict");
    assert_eq!(errors[0].kind, CuErrorKind::Import, "{errors:?}");
    assert_eq!(errors[0].line, 2, "{errors:?}");
    assert!(
        errors[0].message.contains(
            "kernel `k` cannot be declared: parameter 0 `m` (float P::*): `float P::*` is not a \
             type ptx-abi passes to a kernel"
        ),
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

/// A build script's nvcc flags (`-O3`, `-Xcompiler -fPIC`, `--expt-relaxed-constexpr`,
/// `--extended-lambda`, as Rust crates pass them to nvcc) given with `nvcc_option` build with
/// either compiler; given with `option`, NVRTC rejects them, and the error says where they go.
#[test]
fn nvcc_options_reach_nvcc_alone() {
    let file = scratch(
        "nvcc_flags",
        "__global__ void scale(float *p, float s) { p[threadIdx.x] *= s; }\n",
    );
    let flags = [
        "-O3",
        "-Xcompiler",
        "-fPIC",
        "--expt-relaxed-constexpr",
        "--extended-lambda",
    ];
    for (what, built) in built_by_both("nvcc-flags", || {
        let build = CuBuild::new().file(&file).option("--use_fast_math");
        flags.iter().fold(build, |b, f| b.nvcc_option(f))
    }) {
        assert_eq!(built.kernels.len(), 1, "{what}");
    }
    let build = CuBuild::new()
        .file(&file)
        .option("--expt-relaxed-constexpr");
    let Some(result) = build_with("nvcc-flag-nvrtc", CompilerChoice::Nvrtc(None), build) else {
        return;
    };
    let errors = result.expect_err("NVRTC has no --expt-relaxed-constexpr");
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("unrecognized option")
                && e.message.contains("give it with `nvcc_option`")),
        "{errors:?}"
    );
}

/// CUDA's function attributes as kernels write them between `void` and the name
/// (`__maxnreg__`, `__launch_bounds__`, `__cluster_dims__`, `__block_size__`) and device
/// functions' (`__inline_hint__`, `__no_return__`): every kernel is read, with both compilers.
#[test]
fn kernel_attributes_are_read() {
    let file = scratch(
        "attributes",
        "__device__ __inline_hint__ float twice(float x) { return 2.f * x; }\n\
         __device__ __noinline__ __no_return__ void stop() { __trap(); }\n\
         __global__ void __maxnreg__(32) capped(float *p) { p[0] = twice(1.f); }\n\
         __global__ void __launch_bounds__(128, 2) bounded(float *p) { if (!p) stop(); p[0] = 2.f; }\n\
         __global__ void __cluster_dims__(2, 1, 1) clustered(float *p) { p[0] = 3.f; }\n\
         __global__ void __block_size__((128, 1, 1)) sized(float *p) { p[0] = 4.f; }\n",
    );
    for (what, built) in built_by_both("attributes", || CuBuild::new().file(&file).archs(&[90])) {
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(names, ["capped", "bounded", "clustered", "sized"], "{what}");
        assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
    }
}

/// A type the device and the host define differently (`#ifdef __CUDA_ARCH__`, as a field
/// library's device and host arithmetic types are): the kernel's parameter is the device's, and
/// so is the layout asserted (nvcc's host pass compiles the host's, which the launch never sees).
#[test]
fn a_type_the_device_defines_its_own_way_is_the_devices() {
    let file = scratch(
        "device_view",
        "#ifdef __CUDA_ARCH__\nstruct Lanes { float v[4]; };\n#else\nstruct Lanes { double v[4]; };\n#endif\n\
         __global__ void lanes(Lanes l, float *o) { o[0] = l.v[3]; }\n",
    );
    for (what, built) in built_by_both("device-view", || CuBuild::new().file(&file)) {
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let module = read_module(&built.module);
        module_holds(
            &what,
            &module,
            &[
                "#[ptx(assert(size = 16, align = 4))]\npub struct Lanes {",
                "fn lanes(l: Lanes, o: *mut f32);",
            ],
        );
        assert_eq!(built.report.compared.len(), 3, "{what}");
    }
}

/// Parameters declared as arrays, as older samples write them (`const unsigned char salt[16]`,
/// `double c[][N][N]`, a typedef of an array, an array of CUDA's or the file's types, a
/// template's array of dependent length): each is a pointer to its element, as C++ adjusts it,
/// `const` where the innermost element is, and compared with every image; a function pointer
/// is a device address.
#[test]
fn array_parameters_are_pointers_to_their_elements() {
    let file = scratch(
        "arrays",
        "struct Pt { float x; int id; };\n\
         typedef float vec3[3];\n\
         __global__ void salt(const unsigned char s[16], unsigned int *out) { out[0] = s[0]; }\n\
         __global__ void grid(const double c[][8][8], double cnew[][8][8], int n) {\n\
           cnew[n][0][0] = c[n][1][1];\n}\n\
         __global__ void mixed(vec3 p, float4 q[2], Pt pts[], const Pt fixed[4]) {\n\
           p[0] = q[1].x + pts[0].x + fixed[3].x;\n}\n\
         template <int N> __global__ void taps(float a[N], const float w[N]) { a[0] = w[N - 1]; }\n\
         template __global__ void taps<4>(float *, const float *);\n\
         typedef unsigned char (*point_fn)(unsigned char, float);\n\
         __global__ void apply(unsigned char *p, point_fn f, float (*g)(float)) { p[0] = f(p[0], g(1.f)); }\n\
         typedef float op_fn(float);\n\
         __global__ void dispatch(const point_fn *ops, op_fn **fs, unsigned char *p) {\n\
           p[0] = ops[0](p[0], fs[0](1.f));\n}\n",
    );
    for (what, built) in built_by_both("arrays", || CuBuild::new().file(&file)) {
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let module = read_module(&built.module);
        module_holds(
            &what,
            &module,
            &[
                "fn salt(s: *const u8, out: *mut u32);",
                "fn grid(c: *const [[f64; 8]; 8], cnew: *mut [[f64; 8]; 8], n: i32);",
                "fn mixed(p: *mut f32, q: *mut ptx_abi_core::vector::Float4, pts: *mut Pt, fixed: \
             *const Pt);",
                "fn taps_4(a: *mut f32, w: *const f32);",
                // Device functions' addresses, as the PTX passes them (`.param .u64`).
                "fn apply(p: *mut u8, f: *mut core::ffi::c_void, g: *mut core::ffi::c_void);",
                // A table of them in device memory: addresses held there.
                "fn dispatch(ops: *const ptx_abi_core::DevicePtr<()>, fs: *mut \
             ptx_abi_core::DevicePtr<()>, p: *mut u8);",
            ],
        );
        // Three images (sm_75 and sm_90 cubins, compute_75 PTX) for each of the six kernels.
        assert_eq!(
            built.report.compared.len(),
            18,
            "{what}: {:?}",
            built.report.compared
        );
    }
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
         __global__ void member(float P::*m, P *p) { p->*m = 1.f; }\n\
         __global__ void lowered(Lowered l, double *out) { out[0] = l.d; }\n\
         __global__ void fine(P p, float *out) { out[0] = p.x; }\n\
         __global__ void by_reference(const P &p, P &q) { q.x = p.x; }\n\
         extern \"C\" __global__ void also_fine(const float *in, float *out) { out[0] = in[0]; }\n\
         #include <cuda_fp8.h>\n\
         extern \"C\" __global__ void fp8_value(__nv_fp8_e4m3 v, __nv_fp8_e4m3 *out) { *out = v; }\n\
         extern \"C\" __global__ void fp8_pointer(const __nv_fp8_e4m3 *in, __nv_fp8_e4m3 *out) \
         { *out = *in; }\n\
         struct Shape { __device__ virtual float area() const { return 1.f; } };\n\
         __global__ void paint(Shape **world, const Lowered *l, float *out) \
         { out[0] = world[0]->area() + float(l->d); }\n",
    );
    let both = built_by_both("mixed", || CuBuild::new().file(&file));
    for (_, built) in &both {
        let symbols: Vec<&str> = built.kernels.iter().map(|k| k.symbol.as_str()).collect();
        // CUDA's FP8 types are their storage bits, by value and behind pointers.
        assert_eq!(
            symbols,
            [
                "_Z4fine1PPf",
                "_Z12by_referenceRK1PRS_",
                "also_fine",
                "fp8_value",
                "fp8_pointer",
                "_Z5paintPP5ShapePK7LoweredPf"
            ]
        );
        let refused: Vec<(&str, u32)> = built
            .refused
            .iter()
            .map(|k| (k.cpp_name.as_str(), k.line))
            .collect();
        // Refused as read, then as imported.
        assert_eq!(refused, [("member", 3), ("lowered", 4)]);
        assert!(
            built.refused[0]
                .reason
                .contains("is not a type ptx-abi passes"),
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
            && module.contains("fn fp8_pointer(r#in: *const u8, out: *mut u8)")
            // A reference is the device address it binds, as nvcc's PTX passes it.
            && module.contains("fn by_reference(p: *const P, q: *mut P)")
            // A pointer to a type that cannot be imported is an address all the same: untyped,
            // and the launcher says why.
            && module.contains(
                "fn paint(world: *mut ptx_abi_core::DevicePtr<()>, l: *const core::ffi::c_void, \
                 out: *mut f32)",
            )
            && module.contains("/// `world` points to `Shape`, which cannot be imported (")
            && module.contains("/// `l` points to `Lowered`, which cannot be imported ("),
        "{module}"
    );
    }
    if both.is_empty() {
        return;
    }

    let Some(result) = build(
        "mixed-skip",
        CuBuild::new()
            .file(&file)
            .skip(&["member", "lowered", "fp8_value"]),
    ) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{e:?}"));
    assert!(built.refused.is_empty(), "{:?}", built.refused);
    assert_eq!(built.kernels.len(), 5);

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

/// Kernels inside `#if __CUDA_ARCH__` (read for the newest architecture built, and again for
/// the others where the preprocessor skipped a kernel): built for sm_80 alone, a kernel for
/// sm_89 and newer is in no image and not declared, and the file's other kernels build; built
/// for sm_75 and sm_90, it is declared for sm_90, the kernel for older architectures for sm_75,
/// each launcher saying which images hold it, and a kernel declared differently for the two
/// is declared once (the newest) and its other declaration refused by name, with NVRTC and nvcc.
#[test]
fn kernels_for_some_architectures_are_declared_for_those() {
    let file = scratch(
        "arch_guarded",
        "__global__ void everywhere(float *p) { p[0] = 1.0f; }\n\
         #if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 890\n\
         __global__ void newer(float *p) { p[0] = 2.0f; }\n\
         #endif\n\
         #if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ < 800\n\
         __global__ void older(float *p) { p[0] = 3.0f; }\n\
         #endif\n\
         #if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800\n\
         __global__ void twice(float *p) { p[0] = 4.0f; }\n\
         #else\n\
         __global__ void twice(double *p) { p[0] = 4.0; }\n\
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
        assert_eq!(names, ["everywhere", "twice"], "{what}: sm_80");
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let Some(result) = build_with(what, compiler, CuBuild::new().file(&file).archs(&[75, 90]))
        else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(
            names,
            ["everywhere", "newer", "twice", "older"],
            "{what}: sm_75, sm_90"
        );
        let twice = built
            .kernels
            .iter()
            .find(|k| k.cpp_name == "twice")
            .unwrap();
        assert_eq!(twice.symbol, "_Z5twicePd", "{what}: the newest declaration");
        let refused: Vec<_> = built
            .refused
            .iter()
            .map(|r| (&r.cpp_name, &r.reason))
            .collect();
        assert!(
            matches!(&refused[..], [(name, reason)] if *name == "twice"
                && reason.starts_with("declared differently for sm_75 (symbol `_Z5twicePf`)")),
            "{what}: {refused:?}"
        );
        assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
        // Each launcher says which images hold it.
        let module = read_module(&built.module);
        let only: Vec<&str> = module
            .lines()
            .filter_map(|l| l.trim().strip_prefix("/// Only in the images for "))
            .map(|l| l.split(':').next().unwrap_or(l))
            .collect();
        let (older, newer) = (["compute_75, sm_75", "sm_75, compute_75"], "sm_90");
        assert!(
            only.len() == 3
                && only.iter().filter(|o| **o == newer).count() == 2
                && only.iter().any(|o| older.contains(o)),
            "{what}: {only:?} in\n{module}"
        );
    }
}
