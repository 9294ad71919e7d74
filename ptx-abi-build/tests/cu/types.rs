//! The types kernels take: large parameter blocks, module names and class templates'
//! specializations (classes' own additions: `classes.rs`).

use super::*;

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
    for (what, built) in built_by_both("large-params", || CuBuild::new().file(&file)) {
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
/// `fattn-vec.cu` the module `fattn_vec` (and `fattn_vec.cu` beside it `fattn_vec_2`), files of
/// one name in two folders are named with their folders (`drv/add.cu` is `drv_add`), each
/// file's images are its own, and the generated Rust compiles (checked by the crate in
/// `examples/cu-kernels` for the usual case; here by the names and the images).
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
    let underscore = dir.join("fattn_vec.cu");
    std::fs::write(&underscore, "__global__ void w(float *o) { o[0] = 2; }\n").unwrap();
    let adds = ["drv", "rtc"].map(|folder| {
        let path = dir.join(folder).join("add.cu");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let body = format!(
            "extern \"C\" __global__ void add(int *o) {{ o[0] += {}; }}\n",
            folder.len()
        );
        std::fs::write(&path, body).unwrap();
        path
    });
    // The folder's files given again by `file` (`Foo.cu` twice) are built once.
    let files = [
        foo.clone(),
        hyphen,
        underscore,
        adds[0].clone(),
        adds[1].clone(),
        foo,
    ];
    for (what, built) in built_by_both("names", || {
        files
            .iter()
            .fold(CuBuild::new().dir(&dir), |b, f| b.file(f))
    }) {
        let module = read_module(&built.module);
        for expected in [
            "pub struct Foo {",
            "pub mod Foo_kernels {",
            "pub mod fattn_vec {",
            "pub mod fattn_vec_2 {",
            "pub mod drv_add {",
            "pub mod rtc_add {",
        ] {
            assert!(module.contains(expected), "{what}: {expected} in {module}");
        }
        assert!(
            !module.contains("fattn_vec_3") && !module.contains("Foo_kernels_2"),
            "{what}"
        );
        // Each `add` compared with its own file's three images (sm_75 and sm_90 cubins,
        // compute_75 PTX).
        let adds = (built.report.compared.iter()).filter(|(kernel, _)| kernel == "add");
        assert_eq!(adds.count(), 6, "{what}: {:?}", built.report.compared);
    }
}

/// Class templates' specializations as parameters, in the shapes real kernels pass them: an op
/// over `__half` by value (the template's header does not include `cuda_fp16.h`), one behind a
/// pointer, a specialization through a using-declaration, one over an integer, two over `-1` and
/// `1` (`Dims_neg1_2`, `Dims_1_2`), aligned templates (`alignas`, and an attribute through a
/// macro on one holding an anonymous union), and a template kernel over one. Each is a struct named for its arguments (`ScalarAddKernelOp<__half>` is
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
         template <int N, typename T> struct vec;\n\
         template <typename T> struct vec<3, T> { union { T x, r; }; union { T y, g; }; union { T z, b; }; };\n\
         template <int R, int C> struct Dims { int r; int c[C]; };\n\
         #define OPS_ALIGN(n) __attribute__((aligned(n)))\n\
         template <typename T> struct alignas(16) Aligned { T a; int b; };\n\
         template <typename T, int D> struct OPS_ALIGN(16) Node {\n\
           union { struct { T lo[D]; unsigned count; } open; struct { unsigned offset, count; } done; };\n\
         };\n\
         template <typename P, int N = 2, bool Own = false> struct View { P data; int n[N]; };\n\
         }\n",
    )
    .unwrap();
    // A type only this file's header declares, imported with the specialization over it.
    std::fs::write(
        dir.join("field.cuh"),
        "#pragma once\nnamespace fld { struct fp2 { struct mem_t { float x[2]; }; }; }\n",
    )
    .unwrap();
    let file = dir.join("specializations.cu");
    std::fs::write(
        &file,
        "#include <cuda_fp16.h>\n\
         #include \"ops.cuh\"\n\
         #include \"field.cuh\"\n\
         __global__ void field(ops::ScalarAddKernelOp<fld::fp2::mem_t> op, float *out) { out[0] = op.value.x[1]; }\n\
         using Info64 = ops::TensorInfo<long long, int>;\n\
         __global__ void add_half(ops::ScalarAddKernelOp<__half> op, __half *out) { out[0] = op.value; }\n\
         __global__ void add_float(ops::ScalarAddKernelOp<float> op, const ops::ScalarAddKernelOp<double> *in, float *out) { out[0] = op.value + in->value; }\n\
         __global__ void info(Info64 info, long long *out) { out[0] = info.sizes[0]; }\n\
         __global__ void lists(ops::TensorListMetadata<4> meta, int *out) { out[0] = meta.start; }\n\
         template <typename T, typename C> __global__ void nms(T threshold, C corner, T *out) { out[0] = threshold + corner.x; }\n\
         template __global__ void nms<float, ops::Corner<float>>(float, ops::Corner<float>, float *);\n\
         __global__ void tiles(ops::vec<3, float> v, dim3 grid, float *out) { out[0] = v.y * grid.x; }\n\
         __global__ void aligned(ops::Aligned<float> a, const ops::Node<float, 3> *n, float *out) { out[0] = a.a + n->open.lo[2]; }\n",
    )
    .unwrap();
    // A second file including the templates' header but not `cuda_fp16.h` nor `field.cuh`:
    // the other file's `ScalarAddKernelOp<__half>` and `fld::fp2::mem_t` are not asserted in it
    // (they could not be).
    let other = dir.join("other.cu");
    std::fs::write(
        &other,
        "#include \"ops.cuh\"\n\
         __global__ void short_lists(ops::TensorListMetadata<2> meta, int *out) { out[0] = meta.start; }\n\
         __global__ void dims(ops::Dims<-1, 2> a, ops::Dims<1, 2> b, int *out) { out[0] = a.r + b.r; }\n\
         __global__ void views(ops::View<const float *> v, float *out) { out[0] = v.data[v.n[1]]; }\n",
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
                "field",
                "add_half",
                "add_float",
                "info",
                "lists",
                "tiles",
                "aligned",
                "nms<float, ops::Corner<float>>",
                "short_lists",
                "dims",
                "views"
            ],
            "{what}"
        );
        let module = read_module(&built.module);
        module_holds(what, &module, &[
            "pub struct ScalarAddKernelOp_half {",
            "pub struct ScalarAddKernelOp_float {",
            "pub struct ScalarAddKernelOp_double {",
            "pub struct TensorInfo_long_long_int {",
            "pub struct TensorListMetadata_4 {",
            "pub struct Corner_float {",
            "fn add_half(op: ScalarAddKernelOp_half, out: *mut ptx_abi_core::half::f16);",
            "fn field(op: ScalarAddKernelOp_fld_fp2_mem_t, out: *mut f32);",
            "fn add_float(op: ScalarAddKernelOp_float, r#in: *const ScalarAddKernelOp_double, out: *mut f32);",
            "fn info(info: TensorInfo_long_long_int, out: *mut i64);",
            "fn lists(meta: TensorListMetadata_4, out: *mut i32);",
            "fn dims(a: Dims_neg1_2, b: Dims_1_2, out: *mut i32);",
            "fn short_lists(meta: TensorListMetadata_2, out: *mut i32);",
            "fn nms_corner(threshold: f32, corner: Corner_float, out: *mut f32);",
            "fn tiles(v: vec_3_float, grid: ptx_abi_core::vector::Uint3, out: *mut f32);",
            // An aligned template's instances keep their members (libclang gives them the
            // attribute as their one child).
            "#[ptx(assert(size = 16, align = 16))]\npub struct Aligned_float {\n    #[ptx(assert_offset = 0)]\n    pub a: f32,",
            "#[ptx(assert(size = 16, align = 16))]\npub struct Node_float_3 {\n    #[ptx(assert_offset = 0)]\n    pub _unnamed0: ",
            "fn aligned(a: Aligned_float, n: *const Node_float_3, out: *mut f32);",
            // A member typed by a parameter that is a pointer; defaults left out of the name.
            "pub struct View_const_float {\n    #[ptx(assert_offset = 0)]\n    pub data: ptx_abi_core::DevicePtr<f32>,\n    #[ptx(assert_offset = 8)]\n    pub n: [i32; 2],",
            "fn views(v: View_const_float, out: *mut f32);",
        ]);
        // Every kernel compared with every image.
        assert!(built.report.compared.len() >= 5, "{what}");
    }
}

/// Headers that include each other as a real library's do: `mat.cuh` (`#pragma once`) includes
/// `vecs.cuh` halfway, which includes `mat.cuh` back and declares the vector template that
/// `mat.cuh`'s view then uses in a member's declaration. Read as the compiler reads them, the
/// view's specializations are imported, with both compilers.
#[test]
fn headers_that_include_each_other_are_read_as_compilers_read_them() {
    let dir = out_dir("src-mutual-headers");
    std::fs::write(
        dir.join("mat.cuh"),
        "// A matrix view.\n#pragma once\n\
         #define MAT_HD __host__ __device__\n\
         #include \"vecs.cuh\"\n\
         template <typename T, typename S = unsigned int> struct View {\n\
           T *data; S stride;\n\
           template <int N> MAT_HD tv<float, N> row(S i) const { tv<float, N> r; for (int j = 0; j < N; ++j) r.v[j] = data[i * stride + j]; return r; }\n\
         };\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("vecs.cuh"),
        "#pragma once\n#include \"mat.cuh\"\n\
         template <typename T, int N> struct alignas(sizeof(T) * (N == 4 ? 4 : 1)) tv { T v[N]; };\n",
    )
    .unwrap();
    let file = dir.join("views.cu");
    std::fs::write(
        &file,
        "#include \"mat.cuh\"\n\
         __global__ void rows(View<const float> in, View<float> out) { out.data[0] = in.row<4>(0).v[0]; }\n",
    )
    .unwrap();
    for (what, built) in built_by_both("mutual-headers", || CuBuild::new().file(&file)) {
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let module = read_module(&built.module);
        assert!(
            module.contains(
                "fn rows(r#in: View_const_float_unsigned_int, out: View_float_unsigned_int);"
            ) || module.contains("fn rows(r#in: View_const_float, out: View_float);"),
            "{what}: {module}"
        );
    }
}

/// A type laid out by `#if __CUDA_ARCH__` (a member's type, a typedef chosen per architecture)
/// is laid out otherwise in some images than ptx-abi read it: the compiler's layout check fails
/// there, and the build refuses the kernels taking it (or a type holding it), saying what the
/// compiler said, and builds the rest (a pointer to it untyped), the other file including the
/// same header too.
#[test]
fn a_type_laid_out_per_architecture_costs_only_its_kernels() {
    let dir = out_dir("src-per-arch");
    std::fs::write(
        dir.join("per_arch.cuh"),
        [
            "#pragma once\n",
            PER_ARCH_ODD,
            "\
         #if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900\n\
         typedef float acc_t;\n\
         #else\n\
         typedef double acc_t;\n\
         #endif\n\
         struct Acc { acc_t v; int n; };\n\
         struct Holder { int k; Odd o; };\n\
         struct Fine { float a; int b; };\n",
        ]
        .concat(),
    )
    .unwrap();
    std::fs::write(
        dir.join("use.cu"),
        "#include \"per_arch.cuh\"\n\
         __global__ void take_odd(Odd o, float *out) { out[0] = o.x; }\n\
         __global__ void take_holder(Holder h, float *out) { out[0] = h.o.x + h.k; }\n\
         __global__ void take_acc(Acc a, float *out) { out[0] = a.v; }\n\
         __global__ void point_odd(const Odd *o, float *out) { out[0] = o->x; }\n\
         __global__ void take_fine(Fine f, float *out) { out[0] = f.a; }\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("other.cu"),
        "#include \"per_arch.cuh\"\n\
         __global__ void other_fine(Fine f, int *out) { out[0] = f.b; }\n",
    )
    .unwrap();
    for (what, compiler) in [
        ("per-arch-nvrtc", CompilerChoice::Nvrtc(None)),
        ("per-arch-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let cu = CuBuild::new()
            .file(dir.join("use.cu"))
            .file(dir.join("other.cu"))
            .archs(&[80, 90]);
        let Some(result) = build_with(what, compiler, cu) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let mut names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        names.sort_unstable();
        // A pointer to it is an address all the same: untyped.
        assert_eq!(names, ["other_fine", "point_odd", "take_fine"], "{what}");
        let refused: Vec<(&str, &str)> = built
            .refused
            .iter()
            .map(|k| (k.cpp_name.as_str(), k.reason.as_str()))
            .collect();
        let mut refused_names: Vec<&str> = refused.iter().map(|(n, _)| *n).collect();
        refused_names.sort_unstable();
        assert_eq!(
            refused_names,
            ["take_acc", "take_holder", "take_odd"],
            "{what}"
        );
        for (name, reason) in refused {
            let checked = if name == "take_acc" { "Acc" } else { "Odd" };
            assert!(
                reason.contains(&format!(
                    "the compiler's `sizeof({checked})` is not the layout ptx-abi read"
                )) && reason.contains("static assertion failed"),
                "{what}: {name}: {reason}"
            );
        }
        let module = read_module(&built.module);
        assert!(module.contains("pub struct Fine {"), "{what}: {module}");
        assert!(!module.contains("pub struct Odd {"), "{what}: {module}");
        assert!(
            module.contains("fn point_odd(o: *const core::ffi::c_void, out: *mut f32)")
                && module.contains("/// `o` points to `Odd`, which cannot be imported ("),
            "{what}: {module}"
        );
    }
}

/// A type the kernels take holds records another header declares: an aligned template through
/// that header's macro, a struct under its `#pragma pack`. Their attributes and packing are
/// read from their own header's text (the includer's lines say nothing of them), by both
/// compilers.
#[test]
fn records_of_included_headers_are_read_from_their_own_text() {
    let dir = out_dir("src-included-records");
    std::fs::write(
        dir.join("atoms.cuh"),
        "#pragma once\n\
         #define ATOM_ALIGN(n) __attribute__((aligned(n)))\n\
         template <class T> struct Box3 { T lo[3], hi[3]; };\n\
         template <class B> struct ATOM_ALIGN(8) Atomic { int lo[3]; int hi[3]; };\n\
         #pragma pack(push, 1)\n\
         struct Packed { char tag; int value; };\n\
         #pragma pack(pop)\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("nodes.cuh"),
        "#pragma once\n#include \"atoms.cuh\"\n\n\n\n\
         struct Slot { Packed p; char c; };\n\
         template <class T> struct Temp { Atomic<Box3<T>> bounds; unsigned count; };\n",
    )
    .unwrap();
    let file = dir.join("nodes.cu");
    std::fs::write(
        &file,
        "#include \"nodes.cuh\"\n\
         __global__ void fill(Temp<float> *t, Slot s, int *out) { out[0] = t->count + s.p.value; }\n",
    )
    .unwrap();
    for (what, built) in built_by_both("included-records", || CuBuild::new().file(&file)) {
        assert!(built.refused.is_empty(), "{what}: {:#?}", built.refused);
        let module = read_module(&built.module);
        module_holds(
            &what,
            &module,
            &[
                "#[ptx(assert(size = 24, align = 8))]\npub struct Atomic_Box3_float {",
                "#[ptx(assert(size = 32, align = 8))]\npub struct Temp_float {",
                "#[ptx(assert(size = 5, align = 1))]\npub struct Packed {",
                "#[ptx(assert(size = 6, align = 1))]\npub struct Slot {",
                "fn fill(t: *mut Temp_float, s: Slot, out: *mut i32);",
            ],
        );
    }
}

/// Records a class template declares inside its body, as a BVH library writes its nodes: each
/// instance has its own (`Bvh<float, 3>::Node::Meta` is `Bvh_float_3_Node_Meta`), with a base
/// written with the template's
/// parameters, an alignment, and bit-fields in an anonymous union; two instances in one
/// build, by value and behind a pointer, with both compilers.
#[test]
fn records_inside_class_template_instances_are_their_own() {
    let file = scratch(
        "nested",
        "#include <stdint.h>\n\
         namespace geo {\n\
         template <typename T, int D> struct bounds_pod { T lo[D]; T hi[D]; };\n\
         template <typename T, int D> struct bounds : bounds_pod<T, D> { };\n\
         template <typename T, int D> struct Bvh {\n\
           struct alignas(16) Node {\n\
             enum { count_bits = 16, offset_bits = 64 - count_bits };\n\
             bounds<T, D> box;\n\
             struct Meta { union { struct { uint64_t offset : offset_bits; uint64_t count : count_bits; }; uint64_t raw; }; };\n\
             Meta meta;\n\
           };\n\
           Node *nodes;\n\
           uint32_t count;\n\
         };\n\
         }\n\
         __global__ void refit_f(geo::Bvh<float, 3> bvh, const geo::Bvh<float, 3>::Node *n, float *out) { out[0] = n->box.lo[0] + bvh.count; }\n\
         __global__ void refit_d(geo::Bvh<double, 3> bvh, const geo::Bvh<double, 3>::Node *n, double *out) { out[0] = n->box.hi[2] + bvh.count; }\n",
    );
    for (what, built) in built_by_both("nested", || CuBuild::new().file(&file)) {
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let module = read_module(&built.module);
        module_holds(&what, &module, &[
            "#[ptx(bits = 48, assert_bit_offset = 0)]\n    pub offset: u64,",
            "#[ptx(assert(size = 32, align = 16))]\npub struct Bvh_float_3_Node {\n    #[ptx(assert_offset = 0)]\n    pub r#box: bounds_float_3,\n    #[ptx(assert_offset = 24)]\n    pub meta: Bvh_float_3_Node_Meta,",
            "#[ptx(assert(size = 64, align = 16))]\npub struct Bvh_double_3_Node {",
            "pub meta: Bvh_double_3_Node_Meta,\n}",
            "pub nodes: ptx_abi_core::DevicePtr<Bvh_float_3_Node>,",
            "fn refit_d(bvh: Bvh_double_3, n: *const Bvh_double_3_Node, out: *mut f64);",
        ]);
    }
}

/// A class template's specialization with private members (asserted through templates named
/// after it) that two headers' types hold (`Coord<3>` of `coord.cuh`, and the base of
/// `gemm.cuh`'s `GemmCoord`, as CUTLASS writes them), taken by a kernel and by a template
/// kernel's instances: asserted once in the wrapper, with both compilers.
#[test]
fn a_private_specialization_two_headers_hold_is_asserted_once() {
    let dir = out_dir("src-private-twice");
    std::fs::write(
        dir.join("coord.cuh"),
        "#pragma once\n\
         template <int N> class Coord {\n\
           int idx[N];\n\
         public:\n\
           __host__ __device__ Coord() {}\n\
           __host__ __device__ int at(int i) const { return idx[i]; }\n\
         };\n\
         template <class P> __global__ void run(P p, int *out) { out[0] = p.at(0); }\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("gemm.cuh"),
        "#pragma once\n#include \"coord.cuh\"\n\
         struct GemmCoord : public Coord<3> { __host__ __device__ GemmCoord() {} };\n",
    )
    .unwrap();
    let file = dir.join("gemm.cu");
    std::fs::write(
        &file,
        "#include \"gemm.cuh\"\n\
         __global__ void sizes(GemmCoord g, Coord<3> c, int *out) { out[0] = g.at(0) + c.at(1); }\n\
         template __global__ void run<Coord<3>>(Coord<3>, int *);\n\
         template __global__ void run<GemmCoord>(GemmCoord, int *);\n",
    )
    .unwrap();
    for (what, built) in built_by_both("private-twice", || CuBuild::new().file(&file)) {
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
        let mut names: Vec<&str> = built.kernels.iter().map(|k| k.rust_name.as_str()).collect();
        names.sort_unstable();
        assert_eq!(names, ["run_Coord_3", "run_GemmCoord", "sizes"], "{what}");
        let module = read_module(&built.module);
        assert!(
            module.contains("#[ptx(assert(size = 12, align = 4))]\npub struct Coord_3 {"),
            "{what}: {module}"
        );
    }
}

/// A type an explicit specialization defines, whose arguments it writes relative to its
/// namespace (`template <> struct Mma<gemm::Shape<16, 8>, 4, layout::RowMajor>` inside
/// `lib::arch`, as CUTLASS writes its MMA atoms; enumerators, scoped and not, as its iterators
/// and converters take them; an `int` parameter's argument written as an unscoped enum's
/// enumerator and a class's constant, as a vector index writes its codecs), as an argument of a
/// kernel's parameter and of
/// the class a parameter's type nests in (`Kernel<Op>::Params`): spelled so that the checks name
/// it from outside, with both compilers.
#[test]
fn explicit_specializations_written_in_their_namespace_are_named_from_outside() {
    let file = scratch(
        "relative",
        "namespace lib {\n\
         namespace gemm { template <int M, int N> struct Shape {}; }\n\
         namespace layout { struct RowMajor {}; }\n\
         namespace arch {\n\
         template <class S, int T, class L> struct Mma { int generic; };\n\
         template <> struct Mma<gemm::Shape<16, 8>, 4, layout::RowMajor> { int k[4]; };\n\
         enum class Cache { Always, Global };\n\
         enum Round { Nearest, Zero };\n\
         template <class T, Round R> struct Conv { int generic; };\n\
         template <> struct Conv<float, Zero> { float s[2]; };\n\
         }\n\
         namespace gemm {\n\
         template <class T, arch::Cache C> struct Iter { int generic; };\n\
         template <> struct Iter<float, arch::Cache::Global> { float k[3]; };\n\
         }\n\
         struct Quant { enum Type { Bits8, Fp16 = 4 }; static constexpr int kLanes = 2; };\n\
         namespace arch {\n\
         template <int K, int D> struct Codec { int generic; };\n\
         template <> struct Codec<Quant::Type::Fp16, Quant::kLanes> { float scale[2]; };\n\
         }\n\
         template <class Op> struct Holder { Op op; int n; };\n\
         template <class Op> struct Kernel { struct Params { Op op; float alpha; }; };\n\
         }\n\
         typedef lib::arch::Mma<lib::gemm::Shape<16, 8>, 4, lib::layout::RowMajor> Atom;\n\
         __global__ void run(lib::Holder<Atom> h, lib::Kernel<Atom>::Params p, int *out) { out[0] = h.n + h.op.k[1] + p.op.k[0]; }\n\
         __global__ void load(lib::Holder<lib::gemm::Iter<float, lib::arch::Cache::Global>> h, lib::Holder<lib::arch::Conv<float, lib::arch::Zero>> c, float *out) { out[0] = h.op.k[2] + c.op.s[1]; }\n\
         __global__ void decode(lib::arch::Codec<lib::Quant::Fp16, 2> c, float *out) { out[0] = c.scale[1]; }\n",
    );
    for (what, built) in built_by_both("relative", || CuBuild::new().file(&file)) {
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let module = read_module(&built.module);
        module_holds(&what, &module, &[
            "#[ptx(assert(size = 20, align = 4))]\npub struct Holder_lib_arch_Mma_gemm_Shape_16_8_4_layout_RowMajor {",
            "#[ptx(assert(size = 16, align = 4))]\npub struct Holder_lib_gemm_Iter_float_arch_Cache_Global {",
            "#[ptx(assert(size = 12, align = 4))]\npub struct Holder_lib_arch_Conv_float_Zero {",
            "#[ptx(assert(size = 8, align = 4))]\npub struct Codec_Quant_Type_Fp16_Quant_kLanes {",
            "fn decode(c: Codec_Quant_Type_Fp16_Quant_kLanes, out: *mut f32);",
        ]);
    }
}

/// Types and kernels of one name in two namespaces or classes of one file (a builder's node
/// template and its kernel in two namespaces, as a BVH library writes them; `Params` nested in
/// two kernels' classes; enums, one in an inline namespace, one in an anonymous namespace; a
/// type of the name no kernel takes;
/// overloaded kernels): each named with its namespaces or classes, an overload with its
/// parameters' types, the types by value and behind pointers, their layouts asserted by both
/// compilers.
#[test]
fn names_of_two_namespaces_are_named_with_them() {
    let file = scratch(
        "namespaces",
        "namespace lbvh { template <class T, int D> struct TempNode { T lo[D]; int next; };\n\
           inline namespace v1 { enum class Split { Mid, Sah }; }\n\
           struct Stats { int n; };\n\
           __global__ void build(TempNode<float, 3> *nodes, Split s, int *out) { out[0] = nodes[0].next + (int)s; } }\n\
         namespace sah { template <class T, int D> struct TempNode { T lo[D]; T hi[D]; double cost; };\n\
           enum class Split : char { Best };\n\
           __global__ void build(TempNode<float, 3> node, const TempNode<float, 3> *all, Split s, float *out) { out[0] = node.hi[0] + all->cost + (int)s; } }\n\
         namespace unused { struct Stats { double d; }; }\n\
         namespace rec { namespace { enum class Algo { Max, Recent }; }\n\
           __global__ void update(Algo a, int *out) { out[0] = (int)a; } }\n\
         __global__ void count(lbvh::Stats s, int *out) { out[0] = s.n; }\n\
         struct Radix { struct Params { const unsigned *keys; int bits; }; };\n\
         struct Merge { struct Params { const float *a; const float *b; char order; }; };\n\
         __global__ void radix(Radix::Params p, unsigned *out) { out[0] = p.keys[p.bits]; }\n\
         __global__ void merge(const __grid_constant__ Merge::Params p, float *out) { out[0] = p.a[0] + p.order; }\n\
         __global__ void fill(int *p, int v) { p[0] = v; }\n\
         __global__ void fill(float *p, float v) { p[0] = v; }\n\
         __global__ void fill(int v) { }\n",
    );
    for (what, built) in built_by_both("namespaces", || CuBuild::new().file(&file)) {
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let module = read_module(&built.module);
        module_holds(&what, &module, &[
            "#[ptx(assert(size = 16, align = 4))]\npub struct lbvh_TempNode_float_3 {",
            "#[ptx(assert(size = 32, align = 8))]\npub struct sah_TempNode_float_3 {",
            "pub enum lbvh_Split {",
            "pub enum sah_Split {",
            "pub struct lbvh_Stats {",
            "#[ptx(assert(size = 16, align = 8))]\npub struct Radix_Params {",
            "#[ptx(assert(size = 24, align = 8))]\npub struct Merge_Params {",
            "fn lbvh_build(nodes: *mut lbvh_TempNode_float_3, s: lbvh_Split, out: *mut i32);",
            "fn sah_build(node: sah_TempNode_float_3, all: *const sah_TempNode_float_3, s: sah_Split, out: *mut f32);",
            "fn count(s: lbvh_Stats, out: *mut i32);",
            "fn radix(p: Radix_Params, out: *mut u32);",
            "fn merge(p: Merge_Params, out: *mut f32);",
            "fn fill_int_ptr_int(p: *mut i32, v: i32);",
            "fn fill_float_ptr_float(p: *mut f32, v: f32);",
            "fn fill_int(v: i32);",
            "fn update(a: Algo, out: *mut i32);",
        ]);
    }
}

/// Enums whose enumerators repeat a value (`Mode_MAX = Mode_LAST`, as schema compilers write
/// every enum, and `Last = Clamp` sentinels): no Rust enum can hold them, so each is its
/// underlying integer wherever it is passed, by value to a kernel (unscoped in a namespace of
/// a header, scoped with a fixed type, negative values, a template's instantiation) or as a
/// member of a record, with both compilers.
#[test]
fn enums_that_repeat_a_value_are_passed_as_their_integer() {
    let dir = out_dir("src-repeated-enums");
    std::fs::write(
        dir.join("modes.h"),
        "#pragma once\n\
         namespace fb {\n\
         enum Edge { Edge_Zero = 0, Edge_Clamp = 1, Edge_Min = Edge_Zero, Edge_Max = Edge_Clamp };\n\
         inline const Edge (&EdgeValues())[2] { static const Edge v[] = { Edge_Zero, Edge_Clamp }; return v; }\n\
         enum class Fold : unsigned char { None, Half, Last = Half };\n\
         enum Sign { Neg = -1, Zero, Pos, Any = Zero };\n\
         struct Sampler { Edge edge; Fold fold; float scale; };\n\
         }\n",
    )
    .unwrap();
    let file = dir.join("sample.cu");
    std::fs::write(
        &file,
        "#include \"modes.h\"\n\
         namespace fb { namespace dev {\n\
         __global__ void clamp(int n, Edge e, Fold f, Sign s, float *out) { out[0] = n + (int)e + (int)f + (int)s; }\n\
         template <typename T> __global__ void pick(const T *in, T *out, Edge e) { out[0] = e == Edge_Zero ? T(0) : in[0]; }\n\
         template __global__ void pick<float>(const float *, float *, Edge);\n\
         __global__ void apply(Sampler s, float *out) { out[0] = s.scale * (int)s.edge; }\n\
         }}\n",
    )
    .unwrap();
    for (what, built) in built_by_both("repeated-enums", || CuBuild::new().file(&file)) {
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let module = read_module(&built.module);
        module_holds(
            &what,
            &module,
            &[
                "fn clamp(n: i32, e: u32, f: u8, s: i32, out: *mut f32);",
                "fn pick_float(r#in: *const f32, out: *mut f32, e: u32);",
                "#[ptx(assert(size = 12, align = 4))]\npub struct Sampler {",
                "fn apply(s: Sampler, out: *mut f32);",
            ],
        );
    }
}
