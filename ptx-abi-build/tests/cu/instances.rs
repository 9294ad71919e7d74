//! Template kernels: the instances in the images, variadic packs, and instances taking structs.

use super::*;

/// No kernel in the images vanishes: the instances a file makes itself (explicit instantiations,
/// written out or through a macro, in a namespace, with a non-type argument; a launch in host
/// code, with nvcc) and explicit specializations each get a launcher named from their arguments,
/// one taking a type no other kernel takes included (the build imports it), and those of a
/// template kernel of the project's header that the file instantiates.
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
    // A template kernel of the project's header, instantiated by the file.
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
        ("instances", "from_header<float>", "from_header_float"),
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
        assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
        // The images hold nothing else: each entry is a declared kernel's.
        let symbols: Vec<&str> = built.kernels.iter().map(|k| k.symbol.as_str()).collect();
        let entries = image_entries(&built.module.parent().unwrap().join("ptx_abi_cu"));
        assert!(entries.len() >= 7, "{what}: {entries:?}");
        for name in &entries {
            assert!(
                symbols.contains(&name.as_str()),
                "{what}: `{name}` in the images has no launcher"
            );
        }
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
        module_holds(
            what,
            &module,
            &[
                "fn store_dcs(out: *mut i32, xs_0: f64, xs_1: i8, xs_2: i16);",
                "fn store_float_int(out: *mut i32, xs_0: f32, xs_1: i32);",
                "fn store(out: *mut i32);",
            ],
        );
    }
}

/// Two template kernels of one name (overloads, as real files write a kernel's variants):
/// `&gelu<float>` names no one function, so each instance in the images is read and named with
/// its parameter types, and an instantiation asked for with its parameter types is declared; an
/// explicit specialization of one overload does not hide the other's instance of its arguments,
/// and is named with its parameter types too (both overloads may specialize one type). A
/// template kernel that a host function template shares its name with (the launcher `gather<T>`
/// beside the kernel `gather<T>`) is one kernel: its instances are read with their parameter
/// types and named without them.
#[test]
fn overloaded_template_kernels_get_a_launcher_per_instance() {
    let file = scratch(
        "overloads",
        "template <typename T> __global__ void gelu(T *out, const T *in, int n) { out[n] = in[n]; }\n\
         template <typename T> __global__ void gelu(T *out, int n) { out[n] = out[0]; }\n\
         template __global__ void gelu<float>(float *, const float *, int);\n\
         template __global__ void gelu<float>(float *, int);\n\
         #define GELU(T) template __global__ void gelu<T>(T *, int);\n\
         GELU(double)\n\
         template <> __global__ void gelu<int>(int *out, int n) { out[n] = 1; }\n\
         template <> __global__ void gelu<int>(int *out, const int *in, int n) { out[n] = in[n]; }\n\
         template <typename T> __global__ void lone(T *out);\n\
         template <typename T> __global__ void lone(T *out) { out[0] = T(); }\n\
         template __global__ void lone<int>(int *);\n\
         template <typename T> __global__ void copy(T *out, const T *in) { out[0] = in[0]; }\n\
         template <typename T> void copy(T *out, const T *in, int n) {}\n\
         template __global__ void copy<float>(float *, const float *);\n",
    );
    // With nvcc: both overloads launched from a host template, for two types.
    let host = scratch(
        "overloads_host",
        "#include <cuda_fp16.h>\n\
         template <typename T> __global__ void bias(T *out, const T *in, int n) { out[n] = in[n]; }\n\
         template <typename T> __global__ void bias(T *out, int n) { out[n] = T(); }\n\
         template <> __global__ void bias<double>(double *out, int n) { out[n] = 1.0; }\n\
         template <typename T> void run(T *out, const T *in, int n, cudaStream_t s) {\n\
           if (in) bias<<<1, 1, 0, s>>>(out, in, n); else bias<<<1, 1, 0, s>>>(out, n);\n\
         }\n\
         template void run(float *, const float *, int, cudaStream_t);\n\
         template void run(__half *, const __half *, int, cudaStream_t);\n\
         template void run(double *, const double *, int, cudaStream_t);\n\
         template <typename T> __global__ void gather(const long *ids, const T *in, T *out) { out[0] = in[ids[0]]; }\n\
         template <typename T> void gather(const long *ids, const T *in, T *out, cudaStream_t s) {\n\
           gather<T><<<1, 1, 0, s>>>(ids, in, out);\n\
         }\n\
         template void gather(const long *, const float *, float *, cudaStream_t);\n",
    );
    for (what, compiler) in [
        ("overloads-nvrtc", CompilerChoice::Nvrtc(None)),
        ("overloads-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let nvcc = matches!(compiler, CompilerChoice::Nvcc(_));
        let mut build = CuBuild::new().file(&file).instantiate(
            &file,
            "gelu<short>(short *, int)",
            "gelu_short",
        );
        if nvcc {
            build = build.file(&host);
        }
        let Some(result) = build_with(what, compiler, build) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
        let module = read_module(&built.module);
        module_holds(what, &module, &[
            "fn gelu_float_float_ptr_float_const_ptr_int(out: *mut f32, r#in: *const f32, n: i32);",
            "fn gelu_float_float_ptr_int(out: *mut f32, n: i32);",
            "fn gelu_double_double_ptr_int(out: *mut f64, n: i32);",
            "fn gelu_short(out: *mut i16, n: i32);",
            "fn lone_int(out: *mut i32);",
            "fn gelu_int_int_ptr_int(out: *mut i32, n: i32);",
            "fn gelu_int_int_ptr_int_const_ptr_int(out: *mut i32, r#in: *const i32, n: i32);",
            "fn copy_float(out: *mut f32, r#in: *const f32);",
        ]);
        let launched = [
            "fn bias_float_float_ptr_float_const_ptr_int(out: *mut f32, r#in: *const f32, n: i32);",
            "fn bias_float_float_ptr_int(out: *mut f32, n: i32);",
            "fn bias_half_half_ptr_half_const_ptr_int(out: *mut ptx_abi_core::half::f16, r#in: \
             *const ptx_abi_core::half::f16, n: i32);",
            "fn bias_half_half_ptr_int(out: *mut ptx_abi_core::half::f16, n: i32);",
            "fn bias_double_double_ptr_double_const_ptr_int(out: *mut f64, r#in: *const f64, n: i32);",
            "fn bias_double_double_ptr_int(out: *mut f64, n: i32);",
            "fn gather_float(ids: *const i64, r#in: *const f32, out: *mut f32);",
        ];
        if nvcc {
            module_holds(what, &module, &launched);
        }
        assert_eq!(built.kernels.len(), if nvcc { 15 } else { 8 }, "{what}");
        let symbols: Vec<&str> = built.kernels.iter().map(|k| k.symbol.as_str()).collect();
        let entries = image_entries(&built.module.parent().unwrap().join("ptx_abi_cu"));
        assert_eq!(entries.len(), built.kernels.len(), "{what}: {entries:?}");
        for name in &entries {
            assert!(symbols.contains(&name.as_str()), "{what}: `{name}`");
        }
    }
}

/// Template kernels the file instantiates itself, taking a params struct by value: one that a
/// plain kernel of the file takes too, one only the instances take, and a class template's
/// specialization only they take: each instance is declared, nothing is left to a warning. Those
/// written out are read with the file's kernels; the one a macro writes is found in the images
/// (the build asks for it, imports its type, and remembers it).
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
         #define ROPE(T) template __global__ void rope<T>(T *, Rope);\n\
         ROPE(float)\n\
         template <typename T> struct Op { T v; int n; };\n\
         template <typename T> __global__ void apply(T *p, Op<T> op) { p[0] = op.v; }\n\
         template __global__ void apply<float>(float *, Op<float>);\n\
         template __global__ void apply<double>(double *, Op<double>);\n",
    );
    for (what, compiler) in [
        ("instances-struct-nvrtc", CompilerChoice::Nvrtc(None)),
        ("instances-struct-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let Some(result) = build_with(what, compiler.clone(), CuBuild::new().file(&file)) else {
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
        module_holds(
            what,
            &module,
            &[
                "fn rope_float(p: *mut f32, r: Rope);",
                "fn apply_float(p: *mut f32, op: Op_float);",
                "pub struct Op_double {",
            ],
        );
        // Built again with nothing changed: the instance found is remembered, so one pass
        // whose every image is the cached one (none rewritten), and the same module.
        let images = built.module.parent().unwrap().join("ptx_abi_cu");
        let remembered = std::fs::read_to_string(images.join("instances.found")).unwrap();
        let (by, remembered) = remembered.split_once('\n').unwrap();
        assert!(by.starts_with("ptx-abi-build "), "{what}: {by}");
        let remembered: Vec<_> = remembered.lines().map(|l| l.split('\t').nth(1)).collect();
        assert_eq!(remembered, [Some("rope<float>")], "{what}");
        let before = written(&images, |_| true);
        let again = CuBuild::new()
            .file(&file)
            .compiler(compiler.clone())
            .out_dir(built.module.parent().unwrap())
            .build()
            .unwrap_or_else(|e| panic!("{what} again: {e:?}"));
        assert_eq!(
            written(&images, |_| true),
            before,
            "{what}: an image was rewritten"
        );
        assert_eq!(read_module(&again.module), module, "{what}");
        // Instances another version of the crate remembered (it may name them otherwise) are
        // found again, not taken.
        let file_name = file.display();
        let other = format!("ptx-abi-build 0.0.0\n{file_name}\trope<float>\trope_older\n");
        std::fs::write(images.join("instances.found"), other).unwrap();
        let again = CuBuild::new()
            .file(&file)
            .compiler(compiler)
            .out_dir(built.module.parent().unwrap())
            .build()
            .unwrap_or_else(|e| panic!("{what} after another version: {e:?}"));
        assert_eq!(read_module(&again.module), module, "{what}");
    }
}

/// Kernels of internal linkage launched by the file's host code (nvcc): a `static` kernel, a
/// plain and a template kernel in an anonymous namespace, a template's instance over the
/// typedef of an anonymous struct, one over a `static` device function's address (nvcc names
/// it in a scope of its own, which shifts the substitutions of the parameters that repeat its
/// types), one over a function template's instance's address (and one over an address within that
/// one's arguments), one with an empty pack, and a
/// kernel taking a pointer to pointers. Each gets a
/// launcher under the compiler's symbol; no warning says otherwise. An instance over a lambda
/// is refused, saying that no C++ can name it.
#[test]
fn internal_linkage_and_host_launched_instances_get_launchers() {
    let file = scratch(
        "host_launched",
        "typedef struct { unsigned int l, a; } LA32;\n\
         static __global__ void scale(float *p) { p[0] *= 2.f; }\n\
         namespace {\n\
         __global__ void zero(float *p) { p[0] = 0.f; }\n\
         template <class T> __global__ void one(T *p) { p[0] = T(1); }\n\
         }\n\
         template <class T> __global__ void swap(T *p) { T t = p[0]; p[0] = p[1]; p[1] = t; }\n\
         __global__ void gather(const float **srcs, float *dst) { dst[threadIdx.x] = srcs[threadIdx.x][0]; }\n\
         struct Blk { int q; };\n\
         static __device__ float twice(const void *v, const Blk *b, const int &i) { return 2.f * i; }\n\
         typedef float (*dot_t)(const void *, const Blk *, const int &);\n\
         template <dot_t F> __global__ void apply(const void *v, const Blk *b, float *o) {\n\
           int i = 1; o[0] = F(v, b, i); }\n\
         template <class T> static __device__ T deq(const void *v, int i) { return T(i); }\n\
         template <float (*D)(const void *, int)> __global__ void rows(const void *v, float *o) { o[0] = D(v, 1); }\n\
         template <float (*D)(const void *, int), int N> static __device__ float blk(const void *v, int i) { return N * D(v, i); }\n\
         template <dot_t F, class T, class... Ps> __global__ void bcast(T *o, Ps... ps) { o[0] = sizeof...(Ps); }\n\
         template <class T> void run(T *p) { swap<T><<<1, 1>>>(p); }\n\
         void go(float *f, LA32 *l) { scale<<<1, 1>>>(f); zero<<<1, 1>>>(f); one<float><<<1, 1>>>(f); run(l);\n\
           apply<twice><<<1, 1>>>(nullptr, nullptr, f); rows<deq<float>><<<1, 1>>>(nullptr, f);\n\
           rows<blk<deq<float>, 4>><<<1, 1>>>(nullptr, f);\n\
           bcast<twice, float><<<1, 1>>>(f); }\n\
         template <class F> __global__ void each(F f, float *p) { p[threadIdx.x] = f(p[threadIdx.x]); }\n\
         void bump(float *p) { each<<<1, 1>>>([] __device__ (float x) { return x + 1.f; }, p); }\n",
    );
    let Some(result) = build_with(
        "host-launched-nvcc",
        CompilerChoice::Nvcc(None),
        CuBuild::new()
            .file(&file)
            .archs(&[80])
            .option("--extended-lambda"),
    ) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{e:?}"));
    let refused: Vec<_> = built
        .refused
        .iter()
        .filter(|r| !r.reason.starts_with("a template kernel"))
        .collect();
    // The instance over a lambda: refused, saying why.
    assert!(
        refused.len() == 1
            && refused.iter().all(|r| r.cpp_name.starts_with("each<")
                && r.reason.contains("which no C++ outside can name")),
        "{refused:?}"
    );
    assert!(built.warnings.is_empty(), "{:?}", built.warnings);
    let mut names: Vec<&str> = built.kernels.iter().map(|k| k.rust_name.as_str()).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "apply_twice",
            "bcast_twice_float",
            "gather",
            "one_float",
            "rows_blk_deq_float_4",
            "rows_deq_float",
            "scale",
            "swap_LA32",
            "zero"
        ]
    );
    let dir = built.module.parent().unwrap().join("ptx_abi_cu");
    let declared: std::collections::BTreeSet<String> =
        built.kernels.iter().map(|k| k.symbol.clone()).collect();
    let entries = image_entries(&dir);
    assert_eq!(
        entries.difference(&declared).count(),
        1,
        "{entries:?} {declared:?}"
    );
    let module = read_module(&built.module);
    assert!(
        module.contains("fn gather(srcs: *mut ptx_abi_core::DevicePtr<f32>, dst: *mut f32);")
            && module.contains("pub struct LA32 {"),
        "{module}"
    );
}

/// Instances the demangler spells as no C++ takes, of overloaded templates made by the file's
/// host code: a null pointer to a nested name's `const` as a template argument (curve
/// arithmetic's point types over their field's storage), and a parameter pointing to a template
/// argument's member type (quantizers' `typename Traits::IType *`). Each gets a launcher.
#[test]
fn instances_the_demangler_misspells_get_launchers() {
    let file = scratch(
        "null_argument",
        "namespace fld { struct f2 { struct mem_t { unsigned v[2]; }; }; }\n\
         template <class F, class H = typename F::mem_t, const H *a4 = nullptr>\n\
         struct xyzz { F x; struct mem_t { H h; }; };\n\
         template <class B> __global__ void add(typename B::mem_t *out, int n) {}\n\
         template <class B> __global__ void add(typename B::mem_t *out, const unsigned *map, int n) {}\n\
         template <class T> struct Traits { typedef T IType; };\n\
         template <class C, int N> __global__ void cast(typename C::IType *in, int n) {}\n\
         template <class C, int N> __global__ void cast(typename C::IType *in, float *s, int n) {}\n\
         void go(xyzz<fld::f2>::mem_t *o, float *f) {\n\
           add<xyzz<fld::f2>><<<1, 1>>>(o, 1); add<xyzz<fld::f2>><<<1, 1>>>(o, nullptr, 1);\n\
           cast<Traits<float>, 0><<<1, 1>>>(f, 1); cast<Traits<float>, 0><<<1, 1>>>(f, f, 1); }\n",
    );
    let cu = CuBuild::new().file(&file).archs(&[80]);
    let Some(result) = build_with("null-argument-nvcc", CompilerChoice::Nvcc(None), cu) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{e:?}"));
    assert!(built.refused.is_empty(), "{:?}", built.refused);
    assert!(built.warnings.is_empty(), "{:?}", built.warnings);
    let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
    assert_eq!(names.len(), 4, "{names:?}");
    assert!(
        names.iter().all(|n| n.contains("(fld::f2::mem_t const*)0")
            || n.starts_with("cast<Traits<float>, 0>(Traits<float>::IType*, ")),
        "{names:?}"
    );
}

/// Instances a file's host code makes (nvcc) of template kernels, the file's and its header's,
/// taking an enum and a struct that no other kernel takes: each gets a launcher, and each file is
/// compiled once on a cold build (the types the templates take whatever their arguments are
/// imported with the file's kernels, not after the instances are found in the images). A type
/// only a template argument brings (`put<Extra>`) is imported after the images are read, and
/// its layout checked by the compiler's front end alone: no second compilation. Counted by a
/// toolkit whose `nvcc` (a shell script) logs its runs.
#[cfg(unix)]
#[test]
fn host_made_instances_cost_one_compilation() {
    let file = scratch(
        "host_made",
        "#include \"host_made.cuh\"\n\
         template <typename T> __global__ void fill(T *p, Tile t) { p[0] = T(t.m); }\n\
         template <int N> void launch(const float *a, float *c, Tile t) {\n\
           mm<Layout::Row, N><<<1, N>>>(a, c, Layout::Row, t); }\n\
         struct Extra { short a; double b; };\n\
         template <typename T> __global__ void put(T v, T *p) { p[0] = v; }\n\
         void run(const float *a, float *c, Tile t, Extra *e) {\n\
           launch<64>(a, c, t); launch<128>(a, c, t); fill<<<1, 1>>>(c, t);\n\
           put<<<1, 1>>>(Extra{1, 2.0}, e); }\n",
    );
    std::fs::write(
        file.with_file_name("host_made.cuh"),
        "enum class Layout : unsigned char { Row, Col };\n\
         struct Tile { int m, n; double scale; };\n\
         template <Layout L, int N> __global__ void mm(const float *a, float *c, Layout l, Tile t) {\n\
           c[threadIdx.x % N] = a[0] * (float)t.scale + (l == L ? 1.f : 0.f); }\n",
    )
    .unwrap();
    let build = || CuBuild::new().file(&file).archs(&[80]);
    let Some(result) = build_with("host-made-nvcc", CompilerChoice::Nvcc(None), build()) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{e:?}"));
    let mut names: Vec<&str> = built.kernels.iter().map(|k| k.rust_name.as_str()).collect();
    names.sort_unstable();
    assert_eq!(
        names,
        [
            "fill_float",
            "mm_Layout_0_128",
            "mm_Layout_0_64",
            "put_Extra"
        ]
    );
    assert!(built.warnings.is_empty(), "{:?}", built.warnings);

    // The same build, cold, through an nvcc that logs each run before running the real one.
    let real = ptx_abi_build::nvrtc::Nvcc::find(None)
        .unwrap()
        .path()
        .to_path_buf();
    let top = out_dir("host-made-toolkit");
    let log = top.join("runs.log");
    std::fs::create_dir_all(top.join("bin")).unwrap();
    let include = real.parent().unwrap().parent().unwrap().join("include");
    std::os::unix::fs::symlink(include, top.join("include")).unwrap();
    let nvcc = top.join("bin/nvcc");
    std::fs::write(
        &nvcc,
        format!(
            "#!/bin/sh\necho \"$*\" >> '{}'\nexec '{}' \"$@\"\n",
            log.display(),
            real.display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&nvcc, std::fs::Permissions::from_mode(0o755)).unwrap();
    let again = build()
        .compiler(CompilerChoice::Nvcc(Some(nvcc)))
        .out_dir(out_dir("host-made-logged"))
        .build()
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(again.kernels.len(), built.kernels.len());
    let runs = std::fs::read_to_string(&log).unwrap();
    let (checks, compilations): (Vec<&str>, Vec<&str>) = (runs.lines())
        .filter(|l| l.contains("-fatbin"))
        .partition(|l| l.contains("-fdevice-syntax-only"));
    assert_eq!((compilations.len(), checks.len()), (1, 1), "{runs}");
}
