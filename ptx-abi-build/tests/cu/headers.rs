//! CUDA's and the C library's headers as real files include them, host code beside kernels,
//! and CUDA's 16-, 8-, 6- and 4-bit floats.

use super::*;

/// `__half`, `__nv_bfloat16` and their pairs by value, as inference kernels take them: declared
/// as `half::f16`, `half::bf16`, `Half2`, `Bfloat162`, and checked against every image (NVRTC:
/// `.param .align 2 .b8 p[2]` for the scalars). Packs of them aligned with the headers'
/// `__CUDA_ALIGN__`, as inference kernels declare their vectors, keep that alignment.
#[test]
fn half_floats_by_value_are_declared() {
    let file = scratch(
        "halves",
        "#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n\
         __global__ void scale(__half *x, __half a, __nv_bfloat16 b, half2 p, __nv_bfloat162 q, int n) {\n\
           if (n > 0) x[0] = __hmul(x[0], a);\n}\n\
         typedef struct __CUDA_ALIGN__(16) { __half array[8]; } half8;\n\
         typedef struct __CUDA_ALIGN__(8) { __nv_bfloat162 x, y; } bf162_2;\n\
         __global__ void pack(int n, half8 h, bf162_2 q, bf162_2 *out) { out[n] = q; }\n",
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
        ) && module.contains("fn pack(n: i32, h: half8, q: bf162_2, out: *mut bf162_2);"),
        "{module}"
    );
    assert_eq!(
        built.report.compared.len(),
        6,
        "{:?}",
        built.report.compared
    );
}

/// C's typedef idioms as kernel parameters: `typedef struct { ... } vec4_t;` (the record takes
/// the typedef's name), `typedef struct span { ... } span;` and `typedef struct node_s { ... }
/// node_t;`, imported as the header importer imports them and checked against every image; a
/// `volatile` pointer to one is a pointer to the same type.
#[test]
fn c_typedef_idioms_are_kernel_parameters() {
    let file = scratch(
        "typedefs",
        "typedef struct { float x, y, z, w; } vec4_t;\n\
         typedef struct span { int begin; int end; } span;\n\
         typedef struct node_s { struct node_s *next; int value; } node_t;\n\
         typedef vec4_t color_t;\n\
         __global__ void k(vec4_t v, span s, node_t n, const node_t *list, color_t c, float *out) {\n\
           out[0] = v.x + s.begin + n.value + c.w;\n}\n\
         __global__ void link(volatile node_t *a, const volatile node_t *b, node_t c, int *out) { out[0] = a->value + b->value + c.value; }\n",
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
        ) && module
            .contains("fn link(a: *mut node_s, b: *const node_s, c: node_s, out: *mut i32);"),
        "{module}"
    );
    assert!(
        module.contains("pub struct vec4_t {") && !module.contains("pub type span"),
        "{module}"
    );
    assert_eq!(
        built.report.compared.len(),
        6,
        "{:?}",
        built.report.compared
    );
}

/// A `.cu` file as real projects write it: host code beside the kernels (launchers with
/// `<<<...>>>`, one returning `cudaError_t` and taking a `cudaStream_t` and a `cudaEvent_t`;
/// `<vector>`, `<time.h>`), cooperative groups, `dim3`, a C typedef, the runtime's 3D-copy
/// structs by value and a graph's conditional handle (declared by nvcc's implicit
/// `cuda_runtime.h` alone; a struct the stand-ins lack refused, saying so), a template
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
         __global__ void volume(cudaPitchedPtr p, cudaExtent e, cudaPos at) {\n\
           ((char *)p.ptr)[at.z * p.pitch * p.ysize + at.y * p.pitch + at.x] = (char)e.depth;\n\
         }\n\
         __global__ void channel(cudaChannelFormatDesc d, int *out) { out[0] = d.x; }\n\
         __global__ void branch(cudaGraphConditionalHandle h, unsigned long long *out) { *out = h; }\n\
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
    assert_eq!(
        symbols,
        [
            "_Z5scaleP6vec2_tfi",
            "_Z6volume14cudaPitchedPtr10cudaExtent7cudaPos",
            "_Z6branchyPy",
            "_Z4fillIfEvPT_S0_i"
        ]
    );
    let module = read_module(&built.module);
    for ty in ["vec2_t", "cudaPitchedPtr", "cudaExtent", "cudaPos"] {
        assert!(module.contains(&format!("pub struct {ty} ")), "{module}");
    }
    // One of the runtime's structs the stand-ins lack: refused, and the reason says whose.
    let [refused] = &built.refused[..] else {
        panic!("{what}: {:?}", built.refused)
    };
    assert!(
        refused.cpp_name == "channel" && refused.reason.contains("stand-ins lack: please report"),
        "{what}: {refused:?}"
    );

    let Some(result) = build("host-code-nvrtc", cu()) else {
        return;
    };
    let errors = result.expect_err("NVRTC cannot compile host code");
    assert!(
        errors[0]
            .message
            .contains("cannot open source file \"vector\"")
            && errors[0]
                .message
                .contains("the file has host code, which NVRTC cannot compile"),
        "{errors:?}"
    );
}

/// Names of the C++ standard library that nvcc's implicit `cuda_runtime.h` brings (through
/// `<utility>` and `<functional>`) and files use without including them (`int32_t`,
/// `std::enable_if_t` and `std::is_same_v` in a helper's template parameters and a kernel's
/// `if constexpr`, as inference plugins write them): the kernels are read, not lost to
/// libclang's errors. nvcc builds it.
#[test]
fn standard_names_nvcc_includes_are_read() {
    let file = scratch(
        "implicit_std",
        "#include <cuda_fp16.h>\n\
         namespace plugin {\n\
         template <typename T, std::enable_if_t<std::is_same_v<std::decay_t<T>, float>\n\
           || std::is_same_v<std::decay_t<T>, double>, T> *d = nullptr>\n\
         __device__ void add(T &r, const T &a) { r += a; }\n\
         template <typename T = __half, int32_t tTile = 32>\n\
         __global__ void fused(const T *a, T *r, dim3 dims, T f) {\n\
           if constexpr (std::is_same_v<T, float>) { add(r[0], a[dims.x]); }\n\
         #if __CUDA_ARCH__ >= 530\n\
           else { r[0] = __hmul(a[dims.x], f); }\n\
         #endif\n\
         }\n\
         template <typename T, int32_t tTile>\n\
         void run(const T *a, T *r, dim3 dims, T f, cudaStream_t s) {\n\
           fused<T, tTile><<<1, 1, 0, s>>>(a, r, dims, f);\n\
         }\n\
         template void run<float, 64>(const float *, float *, dim3, float, cudaStream_t);\n\
         template void run<__half, 64>(const __half *, __half *, dim3, __half, cudaStream_t);\n\
         }\n",
    );
    let what = "implicit-std-nvcc";
    let cu = CuBuild::new().file(&file);
    let Some(result) = build_with(what, CompilerChoice::Nvcc(None), cu) else {
        return;
    };
    let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
    assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
    let module = read_module(&built.module);
    module_holds(what, &module, &[
        "fn fused_float_64(a: *const f32, r: *mut f32, dims: ptx_abi_core::vector::Uint3, f: f32);",
        "fn fused_half_64(a: *const ptx_abi_core::half::f16, r: *mut ptx_abi_core::half::f16, \
         dims: ptx_abi_core::vector::Uint3, f: ptx_abi_core::half::f16);",
    ]);
}

/// The C headers kernels include, as they use them: `<math.h>`'s constants in a kernel's body
/// and `<stdio.h>`'s `FILE` in a host function's declaration, beside the file's own header
/// named as the C library's `features.h`, which `<stdio.h>` includes (the file's folder is
/// searched for `"..."` only, as the compilers search it); and the names both compilers
/// define without an include (`clock_t`, `size_t`, `ptrdiff_t`: NVRTC's prelude, nvcc's
/// `cuda_runtime.h`), as NVIDIA's runtime-compiled samples use them; with NVRTC and nvcc.
#[test]
fn c_headers_as_kernels_use_them() {
    let file = scratch(
        "c_headers",
        "#include \"features.h\"\n\
         #include <math.h>\n\
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
         }\n\
         __global__ void octaves(Feature f, int *out) { out[0] = f.octave; }\n",
    );
    let own = "#pragma once\nstruct Feature { float x, y; int octave; };\n";
    std::fs::write(file.with_file_name("features.h"), own).unwrap();
    let bare = scratch(
        "no_includes",
        "extern \"C\" __global__ void timed(const float *in, float *out, clock_t *timer,\n\
           size_t n, ptrdiff_t d) { if (threadIdx.x == 0) timer[0] = clock(); out[0] = in[n + d]; }\n",
    );
    for (what, built) in built_by_both("c-headers", || CuBuild::new().file(&file).file(&bare)) {
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(
            names,
            ["gelu", "octaves", "timed"],
            "{what}: {:?}",
            built.refused
        );
        let module = read_module(&built.module);
        module_holds(
            &what,
            &module,
            &["fn timed(r#in: *const f32, out: *mut f32, timer: *mut i64, n: u64, d: i64);"],
        );
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
    let nvrtc13 = nvrtc13_with_cccl();
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
    for (what, built) in built_by_both("low-precision", || CuBuild::new().file(&file)) {
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

/// The toolkit's own libraries and the runtime's macros, as real files include them: libcu++'s
/// `<cuda/std/cstdint>` and `<cstdint>`'s names in their namespaces as parameter types,
/// `<cuda.h>`'s `CUDA_VERSION` and `int32_t`, `NULL`, `CUDART_CB`, `__builtin_align__`,
/// `<driver_types.h>`, `cudaDeviceProp`, `<cuComplex.h>` (a toolkit header without a stand-in,
/// which includes the real `vector_types.h` and `crt/host_defines.h` by quoted paths: the
/// kernels after it are seen), a template kernel's instance in a file reading
/// libcu++'s type traits, and CUB and Thrust included by a file whose kernels do not take their
/// types (nvcc finds them itself; libclang reads them from the compiler's folders), and template
/// kernels' instances over CUB's and Thrust's types (`cub::KeyValuePair`, `thrust::complex` with
/// its private members), whose symbols hold the libraries' inline namespaces
/// (`cub::_V_300500_SM_800`, after `__CUDA_ARCH_LIST__`), and `<cudaTypedefs.h>` with the driver
/// API's names CUTLASS's tensor-map code uses (enumerators in a `constexpr` body, `CUresult`,
/// `CUdeviceptr` and a tensor-map enum as members). Every kernel in the images gets a
/// launcher but CUB's own (`DeviceReduce` in host code), all named in one warning; none is
/// refused.
#[test]
fn toolkit_libraries_and_runtime_macros_as_files_include_them() {
    let names = scratch(
        "lib_names",
        "#include <stdint.h>\n#include <cstdint>\n#include <cuda/std/cstdint>\n\
         #include <cuda.h>\n#include <stdio.h>\n\
         #if CUDA_VERSION < 12000\n#error \"needs CUDA 12\"\n#endif\n\
         __device__ const char *names[] = {\"a\", NULL};\n\
         __global__ void widths(cuda::std::int32_t *a, std::uint32_t b, int32_t c, uint64_t *d) {\n\
           a[0] = c + INT8_MIN; d[0] = UINT64_MAX - b;\n}\n\
         #include <cuda/std/type_traits>\n\
         template <class T> __global__ void fill(T *p) { p[0] = cuda::std::is_same<T, float>::value; }\n\
         template __global__ void fill<float>(float *);\n\
         struct __builtin_align__(8) Pair2 { int a, b; };\n\
         __global__ void pairs(Pair2 p, int *out) { out[0] = p.a + p.b; }\n",
    );
    let host = scratch(
        "lib_host",
        "#include <cuComplex.h>\n\
         #include <cub/cub.cuh>\n#include <thrust/device_ptr.h>\n#include <driver_types.h>\n\
         #include <cuda_runtime.h>\n\
         __global__ void conj_of(cuFloatComplex z, cuDoubleComplex *out) { out[0] = cuComplexFloatToDouble(cuConjf(z)); }\n\
         void CUDART_CB done(cudaStream_t s, cudaError_t e, void *data) {}\n\
         cudaDeviceProp properties;\n\
         __global__ void block_sum(const float *x, float *out) {\n\
           typedef cub::BlockReduce<float, 128> Reduce;\n\
           __shared__ typename Reduce::TempStorage temp;\n\
           float s = Reduce(temp).Sum(x[threadIdx.x]);\n\
           if (threadIdx.x == 0) out[blockIdx.x] = s;\n}\n\
         void total(const float *x, float *out, int n) {\n\
           size_t bytes = 0;\n\
           cub::DeviceReduce::Sum(nullptr, bytes, x, out, n);\n}\n\
         #include <thrust/complex.h>\n\
         template <class P> __global__ void arg_of(P p, float *out) { out[0] = p.value; }\n\
         template __global__ void arg_of<cub::KeyValuePair<int, float>>(cub::KeyValuePair<int, float>, float *);\n\
         template <class C> __global__ void real_of(C c, float *out) { out[0] = c.real(); }\n\
         void reals(float *out) { real_of<<<1, 1>>>(thrust::complex<float>(1.f, 2.f), out); }\n\
         #include <cudaTypedefs.h>\n\
         __host__ __device__ constexpr CUtensorMapDataType tma_type(int bytes) {\n\
           return bytes == 2 ? CU_TENSOR_MAP_DATA_TYPE_FLOAT16 : CU_TENSOR_MAP_DATA_TYPE_FLOAT32; }\n\
         struct launch_attrs { CUlaunchAttribute attrs[2]; int count; };\n\
         struct tma_args { CUdeviceptr base; CUresult last; CUtensorMapSwizzle swizzle; };\n\
         __global__ void tma_base(tma_args a, unsigned long long *out) { out[0] = a.base + tma_type(2); }\n",
    );
    let mut cases = vec![(
        "lib-headers-nvcc",
        CompilerChoice::Nvcc(None),
        vec![&names, &host],
    )];
    match nvrtc13_with_cccl() {
        // No include folder given: the build adds NVRTC's `include/cccl` as nvcc does.
        Some((path, _)) => cases.push((
            "lib-headers-nvrtc13",
            CompilerChoice::Nvrtc(Some(path)),
            vec![&names],
        )),
        None => skip(Need::Oracle, "lib-headers-nvrtc13", "no NVRTC 13 with CCCL"),
    }
    for (what, compiler, files) in cases {
        let mut cu = CuBuild::new().archs(&[80]);
        for f in &files {
            cu = cu.file(f);
        }
        let Some(result) = build_with(what, compiler, cu) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        // CUB's own kernels, which `DeviceReduce` launches: in the images, all named in one
        // warning (templates of the toolkit's headers, not the project's); nothing else.
        let declared: std::collections::BTreeSet<String> =
            built.kernels.iter().map(|k| k.symbol.clone()).collect();
        let dir = built.module.parent().unwrap().join("ptx_abi_cu");
        let entries = image_entries(&dir);
        let undeclared: Vec<&String> = entries.difference(&declared).collect();
        assert_eq!(
            undeclared.is_empty(),
            files.len() == 1,
            "{what}: {undeclared:?}"
        );
        assert!(
            undeclared.iter().all(|s| s.starts_with("_ZN3cub")),
            "{what}: {undeclared:?}"
        );
        if undeclared.is_empty() {
            assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
        } else {
            let library = format!(
                "{} kernels of CUDA's libraries, which their host calls launch",
                undeclared.len()
            );
            assert!(
                built.warnings.len() == 1
                    && built.warnings[0].contains(&library)
                    && built.warnings[0].matches("`cub::").count() == undeclared.len()
                    && !built.warnings[0].contains("::_V_"),
                "{what}: {:?}",
                built.warnings
            );
        }
        let module = read_module(&built.module);
        assert!(
            module.contains("fn widths(a: *mut i32, b: u32, c: i32, d: *mut u64);")
                && module.contains("fn fill_float(p: *mut f32);")
                && module.contains("fn pairs(p: Pair2, out: *mut i32);"),
            "{what}: {module}"
        );
        if files.len() > 1 {
            module_holds(what, &module, &[
                "fn conj_of(z: ptx_abi_core::vector::Float2, out: *mut ptx_abi_core::vector::Double2);",
                "fn arg_of_cub_KeyValuePair_int_float(p: KeyValuePair_int_float, out: *mut f32);",
                "fn real_of_thrust_complex_float(c: complex_float, out: *mut f32);",
                "fn tma_base(a: tma_args, out: *mut u64);",
                "pub struct tma_args {\n    #[ptx(assert_offset = 0)]\n    pub base: u64,\n    #[ptx(assert_offset = 8)]\n    pub last: u32,\n    #[ptx(assert_offset = 12)]\n    pub swizzle: u32,",
            ]);
        }
    }
}

/// libcu++'s class templates by value (`cuda::std::complex<float>`, `array<int, 4>`, `pair<int,
/// double>`, which derives from a base written with its parameters, and with nvcc
/// `optional<int>`, six levels of such bases, the first private, the last chosen by a partial
/// specialization), with nvcc and with NVRTC 13
/// (libcu++ takes NVRTC for a freestanding compiler; libclang reads it so): each a struct named
/// for its arguments, its layout asserted in the compiled kernels.
#[test]
fn libcudacxx_class_templates_are_parameters() {
    let file = scratch(
        "libcudacxx",
        "#include <cuda/std/complex>\n#include <cuda/std/array>\n#include <cuda/std/utility>\n\
         __global__ void scale(cuda::std::complex<float> c, float *out) { out[0] = c.real() * c.imag(); }\n\
         __global__ void pick(cuda::std::array<int, 4> a, int *out) { out[0] = a[1]; }\n\
         __global__ void second(cuda::std::pair<int, double> p, double *out) { out[0] = p.second + p.first; }\n\
         #ifndef __CUDACC_RTC__\n#include <cuda/std/optional>\n\
         __global__ void given(cuda::std::optional<int> o, int *out) { out[0] = o.value_or(-1); }\n\
         #endif\n",
    );
    let mut cases = vec![("libcudacxx-nvcc", CompilerChoice::Nvcc(None))];
    match nvrtc13_with_cccl() {
        Some((path, _)) => cases.push(("libcudacxx-nvrtc13", CompilerChoice::Nvrtc(Some(path)))),
        None => skip(Need::Oracle, "libcudacxx-nvrtc13", "no NVRTC 13 with CCCL"),
    }
    for (what, compiler) in cases {
        let Some(result) = build_with(what, compiler, CuBuild::new().file(&file)) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let module = read_module(&built.module);
        module_holds(
            what,
            &module,
            &[
                "fn scale(c: complex_float, out: *mut f32);",
                "fn pick(a: array_int_4, out: *mut i32);",
                "fn second(p: pair_int_double, out: *mut f64);",
                "#[ptx(assert(size = 8, align = 8))]\npub struct complex_float {",
                "#[ptx(assert(size = 16, align = 4))]\npub struct array_int_4 {",
                "#[ptx(assert(size = 16, align = 8))]\npub struct pair_int_double {",
            ],
        );
        if what.ends_with("nvcc") {
            module_holds(
                what,
                &module,
                &[
                    "fn given(o: optional_int, out: *mut i32);",
                    "#[ptx(assert(size = 8, align = 4))]\npub struct optional_int {",
                ],
            );
        }
    }
}

/// Code libclang cannot read where the compiler can (an intrinsic it does not declare, in a
/// typedef a kernel takes, in a struct's member, and in a device function's default argument):
/// the kernels whose declarations it touches are refused with libclang's error, the others are
/// built, and nothing vanishes.
#[test]
fn what_libclang_cannot_read_costs_only_its_users() {
    let file = scratch(
        "unreadable",
        "__device__ inline float one(float x = __int_as_float(0x3f800000)) { return x; }\n\
         typedef decltype(__int_as_float(0)) real_t;\n\
         __global__ void uses_it(real_t x, float *out) { out[0] = x; }\n\
         struct Holder { real_t v; int n; };\n\
         __global__ void holds(Holder h, float *out) { out[0] = h.v; }\n\
         __global__ void plain(float *out) { out[0] = one(); }\n",
    );
    for (what, built) in built_by_both("unreadable", || CuBuild::new().file(&file)) {
        let names: Vec<&str> = built.kernels.iter().map(|k| k.rust_name.as_str()).collect();
        assert_eq!(names, ["plain"], "{what}");
        let refused: Vec<&str> = built.refused.iter().map(|r| r.cpp_name.as_str()).collect();
        assert_eq!(refused, ["uses_it", "holds"], "{what}: {:?}", built.refused);
        for r in &built.refused {
            assert!(
                r.reason.contains("libclang could not read its declaration")
                    && r.reason.contains("__int_as_float"),
                "{what}: {}",
                r.reason
            );
        }
        assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
    }
}

/// Files that are not UTF-8 (a Latin-1 `©` in a comment, as older samples have it), which the
/// compilers take: the file and its header are read (the header's `#if 0` block too, which
/// libclang's own reading of it would panic on), the header's packing and an alignment written
/// after such a byte on its line are read where they are, and the compiler checks them.
#[test]
fn files_with_latin1_comments_are_read() {
    let dir = out_dir("src-latin1");
    std::fs::write(
        dir.join("latin.cuh"),
        b"// Copyright \xa9 2013\n\
          #pragma pack(push, 1)\n\
          struct Packed { char c; int v; };\n\
          #pragma pack(pop)\n\
          /* \xa9\xa9 */ struct alignas(16) Wide { float x; };\n\
          #if 0\n\
          int unused;\n\
          #endif\n",
    )
    .unwrap();
    let file = dir.join("latin.cu");
    std::fs::write(
        &file,
        b"// \xa9 2013, \xe9t\xe9\n#include \"latin.cuh\"\n\
          __global__ void k(Packed p, Wide w, int *out) { out[0] = p.v + (int)w.x; }\n",
    )
    .unwrap();
    for (what, built) in built_by_both("latin1", || CuBuild::new().file(&file)) {
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let module = read_module(&built.module);
        module_holds(
            &what,
            &module,
            &[
                "fn k(p: Packed, w: Wide, out: *mut i32);",
                "#[ptx(assert(size = 5, align = 1))]\npub struct Packed {",
                "#[ptx(assert(size = 16, align = 16))]\npub struct Wide {",
            ],
        );
    }
}

/// A header that is not whole on its own: it declares its types only under a macro the files
/// define before including it (directly, or through another header), class templates among
/// them. Its types are read as the files include it, from the kernels' own parse. Where two
/// files include it under different macros (a type laid out two ways), each way is a type of
/// its own, named after the first file reading it so (`voxels_Mode`, `narrow_Mode`), asserted
/// in those files only.
#[test]
fn a_header_configured_by_its_includer_is_read_as_included() {
    let dir = out_dir("src-configured");
    std::fs::write(
        dir.join("grid.cuh"),
        "#pragma once\n\
         #if defined(GRID_C)\n\
         typedef struct grid_buf_t { unsigned *data; unsigned long long words; } grid_buf_t;\n\
         typedef struct { int ijk[3]; } grid_coord_t;\n\
         template <class T, int N> struct alignas(sizeof(T) * 2) grid_vec { T v[N]; };\n\
         template <class T> struct grid_array { T *data; int shape[2]; };\n\
         #endif\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("volume.cuh"),
        "#pragma once\n#define GRID_C\n#include \"grid.cuh\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("mode.cuh"),
        "#pragma once\n\
         struct Mode {\n\
         #ifdef MODE_WIDE\n  double v;\n#else\n  float v;\n#endif\n\
           int n;\n\
         };\n",
    )
    .unwrap();
    let files = [
        (
            "leaves.cu",
            "#define GRID_C\n#include \"grid.cuh\"\n\
             __global__ void leaves(grid_buf_t buf, grid_coord_t *out) { out[0].ijk[0] = buf.data[0]; }\n\
             __global__ void cells(grid_array<grid_vec<float, 3>> a, const grid_vec<double, 2> *p, float *out) { out[0] = a.data[0].v[0] + p->v[1]; }\n",
        ),
        (
            "voxels.cu",
            "#include \"volume.cuh\"\n#define MODE_WIDE\n#include \"mode.cuh\"\n\
             __global__ void voxels(const grid_buf_t buf, int *out) { out[0] = (int)buf.words; }\n\
             __global__ void wide(Mode m, double *out) { out[0] = m.v; }\n",
        ),
        (
            "narrow.cu",
            "#include \"mode.cuh\"\n\
             __global__ void narrow(Mode m, float *out) { out[0] = m.v; }\n\
             __global__ void plain(int n, int *out) { out[0] = n; }\n",
        ),
    ];
    let mut cu = CuBuild::new();
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
        cu = cu.file(dir.join(name));
    }
    for (what, built) in built_by_both("configured", || cu.clone()) {
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(
            names,
            ["leaves", "cells", "voxels", "wide", "narrow", "plain"],
            "{what}: {:#?}",
            built.refused
        );
        assert!(built.refused.is_empty(), "{what}: {:#?}", built.refused);
        let module = read_module(&built.module);
        module_holds(&what, &module, &[
            "#[ptx(assert(size = 16, align = 8))]\npub struct voxels_Mode {\n    #[ptx(assert_offset = 0)]\n    pub v: f64,",
            "#[ptx(assert(size = 8, align = 4))]\npub struct narrow_Mode {\n    #[ptx(assert_offset = 0)]\n    pub v: f32,",
            "fn wide(m: voxels_Mode, out: *mut f64);",
            "fn narrow(m: narrow_Mode, out: *mut f32);",
            "pub struct grid_buf_t {",
            "fn leaves(buf: grid_buf_t, out: *mut grid_coord_t);",
            "fn voxels(buf: grid_buf_t, out: *mut i32);",
            // A pointer member to a specialization nothing instantiates: an untyped pointer.
            "pub struct grid_array_grid_vec_float_3 {\n    #[ptx(assert_offset = 0)]\n    pub data: ptx_abi_core::DevicePtr<()>,",
            "#[ptx(assert(size = 16, align = 16))]\npub struct grid_vec_double_2 {",
            "fn cells(a: grid_array_grid_vec_float_3, p: *const grid_vec_double_2, out: *mut f32);",
        ]);
    }
}
