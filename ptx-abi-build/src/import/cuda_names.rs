//! CUDA's names for the importer: the stand-in headers libclang reads instead of CUDA's, and the
//! map from CUDA's type names to `ptx_abi_core`'s types.

use std::sync::OnceLock;

use ptx_abi_core::layout::{Compiler, HostPlatform, Layout, Scalar};
use ptx_abi_core::{vector, PtxAbi};

use super::CxxType;

/// The directory the stand-ins live in (never on disk: libclang reads them from memory).
pub(super) const STUB_DIR: &str = "/ptx-abi-import-stubs";

/// CUDA's keywords and the typedefs of its type names, for libclang only ([`prelude`] adds the
/// records).
const KEYWORDS: &str = "#pragma once
#define _PxMain (__INCLUDE_LEVEL__ == 0)
#define __align__(n) __attribute__((aligned(n)))
#define __CUDA_ALIGN__(n) __align__(n)
#define __host__
#define __device__
#define __global__ __attribute__((annotate(\"ptx_abi_global\")))
#define __grid_constant__
#define __launch_bounds__(...)
#define __cluster_dims__(...)
#define __maxnreg__(...)
#define __local_maxnreg__(...)
#define __block_size__(...)
#define __inline_hint__
#define __no_return__ __attribute__((noreturn))
#define __nv_pure__
#define __constant__
#define __shared__
#define __managed__
#define __forceinline__ inline
#define __noinline__
#define __restrict__
#ifndef __CUDA_ARCH__
#define __CUDA_ARCH__ 900
#endif
#define __CUDACC__ 1
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 0
#define __CUDACC_VER_BUILD__ 0
#endif
#define CUDA_VERSION (__CUDACC_VER_MAJOR__ * 1000 + __CUDACC_VER_MINOR__ * 10)
#define CUDART_VERSION CUDA_VERSION
#define CUDART_CB
#define CUDAAPI
#define CUDARTAPI
#define __device_builtin__
#define __cudart_builtin__
#define __builtin_align__(n) __attribute__((aligned(n)))
#define NULL 0
typedef struct CUtensorMap_st CUtensorMap;
#ifdef _WIN32
typedef unsigned long long size_t;
typedef long long ptrdiff_t;
#else
typedef unsigned long size_t;
typedef long ptrdiff_t;
#endif
typedef long clock_t;
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
typedef unsigned long long CUtexObject;
typedef unsigned long long CUsurfObject;
typedef struct __half half;
typedef struct __half2 half2;
typedef struct __nv_bfloat16 nv_bfloat16;
typedef struct __nv_bfloat162 nv_bfloat162;
struct dim3 { unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
    : x(vx), y(vy), z(vz) {} };
typedef struct dim3 dim3;
";

/// The runtime API's types that host code's declarations name (launchers returning
/// `cudaError_t`, taking a `cudaStream_t`), as nvcc's implicit `cuda_runtime.h` declares them:
/// names for libclang, which does not read the bodies that call the API.
const RUNTIME_API: &str = "enum cudaError { cudaSuccess = 0 }; typedef enum cudaError cudaError_t;
struct CUstream_st; typedef struct CUstream_st *cudaStream_t;
struct CUevent_st; typedef struct CUevent_st *cudaEvent_t;
struct CUgraph_st; typedef struct CUgraph_st *cudaGraph_t;
struct CUgraphExec_st; typedef struct CUgraphExec_st *cudaGraphExec_t;
enum cudaMemcpyKind { cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2, cudaMemcpyDeviceToDevice = 3, cudaMemcpyDefault = 4 };
struct cudaDeviceProp;
typedef unsigned long long cudaGraphConditionalHandle;
";

/// What `cuda.h` declares that device code and the headers it includes name (CUTLASS's and
/// CuTe's tensor-map and launch code: enumerators in `constexpr` bodies, members of host
/// structs), and `<stdint.h>` and `<stdlib.h>`, which it includes. Its enums are 4-byte
/// unsigned integers here, their enumerators counted from 0 as `cuda.h`'s are: a toolkit adds
/// enumerators, so a member of such a type is read as the integer the device sees, never
/// refused for a value these lack. The launch attribute's value is 64 bytes aligned to 8, as
/// its union of pointers and padding is (its layout checked by the compiler, like every
/// imported type's).
const DRIVER_API: &str = "#include <stdint.h>\n#include <stdlib.h>
typedef uint32_t cuuint32_t; typedef uint64_t cuuint64_t;
typedef unsigned long long CUdeviceptr_v2; typedef CUdeviceptr_v2 CUdeviceptr;
typedef int CUdevice_v1; typedef CUdevice_v1 CUdevice;
typedef struct CUctx_st *CUcontext; typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction; typedef struct CUkern_st *CUkernel;
typedef struct CUlib_st *CUlibrary; typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent; typedef cuuint64_t CUgraphConditionalHandle;
typedef unsigned int CUresult; enum { CUDA_SUCCESS = 0 };
typedef unsigned int CUtensorMapDataType; enum { CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0,
  CU_TENSOR_MAP_DATA_TYPE_UINT16, CU_TENSOR_MAP_DATA_TYPE_UINT32, CU_TENSOR_MAP_DATA_TYPE_INT32,
  CU_TENSOR_MAP_DATA_TYPE_UINT64, CU_TENSOR_MAP_DATA_TYPE_INT64, CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
  CU_TENSOR_MAP_DATA_TYPE_FLOAT32, CU_TENSOR_MAP_DATA_TYPE_FLOAT64,
  CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ,
  CU_TENSOR_MAP_DATA_TYPE_TFLOAT32, CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ,
  CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B, CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B,
  CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B };
typedef unsigned int CUtensorMapInterleave; enum { CU_TENSOR_MAP_INTERLEAVE_NONE = 0,
  CU_TENSOR_MAP_INTERLEAVE_16B, CU_TENSOR_MAP_INTERLEAVE_32B };
typedef unsigned int CUtensorMapSwizzle; enum { CU_TENSOR_MAP_SWIZZLE_NONE = 0,
  CU_TENSOR_MAP_SWIZZLE_32B, CU_TENSOR_MAP_SWIZZLE_64B, CU_TENSOR_MAP_SWIZZLE_128B,
  CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B, CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B,
  CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B };
typedef unsigned int CUtensorMapL2promotion; enum { CU_TENSOR_MAP_L2_PROMOTION_NONE = 0,
  CU_TENSOR_MAP_L2_PROMOTION_L2_64B, CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
  CU_TENSOR_MAP_L2_PROMOTION_L2_256B };
typedef unsigned int CUtensorMapFloatOOBfill; enum { CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0,
  CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA };
typedef unsigned int CUlaunchAttributeID; enum { CU_LAUNCH_ATTRIBUTE_IGNORE = 0 };
typedef union __attribute__((aligned(8))) CUlaunchAttributeValue_union { char pad[64]; }
  CUlaunchAttributeValue;
typedef struct CUlaunchAttribute_st { CUlaunchAttributeID id;
  char pad[8 - sizeof(CUlaunchAttributeID)]; CUlaunchAttributeValue value; } CUlaunchAttribute;
";

/// The runtime API's structs kernels take by value (3D copies' pitched pointer, extent and
/// position), with their members as `driver_types.h` defines them: imported like the file's
/// own structs, their layouts checked by the compiler like theirs.
pub(super) const RUNTIME_STRUCTS: [(&str, &str); 3] = [
    (
        "cudaPitchedPtr",
        "void *ptr; size_t pitch; size_t xsize; size_t ysize;",
    ),
    ("cudaExtent", "size_t width; size_t height; size_t depth;"),
    ("cudaPos", "size_t x; size_t y; size_t z;"),
];

/// CUDA's record types the stand-ins declare besides the vectors (`vector::ALL`).
const RECORDS: [&str; 3] = ["__half", "__nv_bfloat16", "CUtensorMap_st"];

/// The stand-in prelude: [`KEYWORDS`], then each of CUDA's records as opaque bytes of its size
/// and alignment (`struct alignas(16) float4 { unsigned char ptx_abi_storage[16]; };`), so that
/// what libclang evaluates in the header itself (its `static_assert`s) sees CUDA's sizes. The
/// importer never reads a layout from libclang.
///
/// The compiler's own macros as it defines them (`__NVCC__` for nvcc, `__CUDACC_RTC__` for
/// NVRTC: headers choose their host-only or device branch by them). A record the parsed file
/// defines itself (`CUtensorMap_st`, as code for NVRTC must) is declared, not defined.
pub(super) fn prelude(cuda: &CudaNames, options: &super::ImportOptions) -> String {
    let compiler = options.compiler;
    let mut out = KEYWORDS.to_owned();
    // The real headers of CUDA's keywords and vector types, reached by a quoted include from a
    // toolkit header that has no stand-in (`cuComplex.h` includes "vector_types.h", which
    // includes "crt/host_defines.h"), are read as included already, as nvcc's preinclude of
    // `cuda_runtime.h` has them: else they define `__global__` again, and the kernels after
    // them are not seen.
    out.push_str("#define __HOST_DEFINES_H__\n#define __VECTOR_TYPES_H__\n");
    match compiler {
        Some(Compiler::Nvcc) => out.push_str("#define __NVCC__ 1\n"),
        // libcu++ (CCCL) treats NVRTC as freestanding, no host standard library, by its
        // compiler's macros; libclang is clang to it, so it is told so (else `cuda::std::
        // complex` refers to `::std::complex`, which the stand-ins do not declare).
        Some(Compiler::Nvrtc) => {
            out.push_str("#define __CUDACC_RTC__ 1\n#define _CCCL_ENABLE_FREESTANDING 1\n")
        }
        None => {}
    }
    if compiler != Some(Compiler::Nvrtc) {
        // nvcc includes the runtime API in every file: host launchers' signatures name it.
        out.push_str(RUNTIME_API);
        for (name, members) in RUNTIME_STRUCTS {
            out.push_str(&format!("struct {name} {{ {members} }};\n"));
        }
    }
    if compiler == Some(Compiler::Nvcc) && options.host_headers {
        // And with it the host's `<utility>` and `<functional>` (C++11 and later), whose
        // names (`std::enable_if_t`, `std::is_same_v`) files use without including them.
        out.push_str("#include <utility>\n#include <functional>\n");
    }
    let vectors = vector::ALL.iter().map(|v| v.cuda);
    for name in vectors.chain(RECORDS) {
        if cuda.own.contains(&name) {
            // The file defines it: declared here, defined there, or, where the definition is
            // in a branch the preprocessor leaves out, by CUDA's headers ([`own_types`]).
            out.push_str(&format!("struct {name};\n"));
            continue;
        }
        out.push_str(&stand_in(name, cuda.host));
    }
    out
}

/// CUDA's record `name` as the stand-ins define it: opaque bytes of its size and alignment.
fn stand_in(name: &str, host: HostPlatform) -> String {
    let Some(CxxType::Cuda { layout, .. }) = cuda_named(name, host) else {
        unreachable!("every record of the list is one of CUDA's types")
    };
    format!(
        "struct alignas({}) {name} {{ unsigned char ptx_abi_storage[{}]; }};\n",
        layout.align, layout.size
    )
}

/// The header CUDA's header stand-ins include (`OWN_TYPES`): the records the file defines
/// itself, as CUDA defines them. A file that defines `float3` in one branch of an `#ifdef` and
/// includes `<vector_types.h>` in the other gets CUDA's wherever its own is left out.
pub(super) fn own_types(cuda: &CudaNames) -> String {
    let mut out = String::from("#pragma once\n");
    for name in &cuda.own {
        if vector::ALL.iter().any(|v| v.cuda == *name) || RECORDS.contains(name) {
            out.push_str(&stand_in(name, cuda.host));
        }
    }
    out
}

/// The name of [`own_types`]'s header among the stand-ins.
pub(super) const OWN_TYPES: &str = "ptx_abi_own_types.h";

/// CUDA's names as one parsed file sees them: the stand-ins' types, less those the file defines
/// itself (a `CUtensorMap_st` written out for NVRTC is the file's, with the file's layout).
pub(super) struct CudaNames {
    host: HostPlatform,
    /// The names the file's own definitions take from the stand-ins (a record, its typedefs).
    own: Vec<&'static str>,
}

impl CudaNames {
    pub(super) fn new(host: HostPlatform, text: &str) -> CudaNames {
        let aliases = |record: &'static str| -> &'static [&'static str] {
            match record {
                "CUtensorMap_st" => &["CUtensorMap_st", "CUtensorMap"],
                "__half" => &["__half", "half"],
                "__nv_bfloat16" => &["__nv_bfloat16", "nv_bfloat16"],
                _ => &[],
            }
        };
        let mut own = Vec::new();
        for record in vector::ALL.iter().map(|v| v.cuda).chain(RECORDS) {
            if defines_record(text, record) {
                own.push(record);
                own.extend(aliases(record));
            }
        }
        CudaNames { host, own }
    }

    /// [`cuda_named`], unless the file defines it.
    pub(super) fn named(&self, name: &str) -> Option<CxxType> {
        (!self.own.contains(&name))
            .then(|| cuda_named(name, self.host))
            .flatten()
    }

    /// [`cuda_type`], unless the file defines it.
    pub(super) fn ty(&self, name: &str) -> Option<(String, &'static Layout)> {
        (!self.own.contains(&name))
            .then(|| cuda_type(name, self.host))
            .flatten()
    }
}

/// Whether `text` defines the record `name`: `struct name {`, with attributes between
/// (`struct alignas(64) CUtensorMap_st {`).
fn defines_record(text: &str, name: &str) -> bool {
    let ident = |c: char| c == '_' || c.is_ascii_alphanumeric();
    text.match_indices(name).any(|(at, _)| {
        let after = &text[at + name.len()..];
        let whole = !text[..at].ends_with(ident) && !after.starts_with(ident);
        // The declaration's head: back to the end of the one before it.
        let head = &text[text[..at].rfind([';', '}', '{']).map_or(0, |i| i + 1)..at];
        whole
            && after.trim_start().starts_with('{')
            && head
                .split(|c: char| !ident(c))
                .any(|token| token == "struct")
    })
}

/// CUDA's headers a header may include for its types, all standing for [`prelude`] (`cuda.h`
/// also for [`DRIVER_API`], and `cudaTypedefs.h`, the driver API's function pointer types, for
/// `cuda.h`: no kernel takes one).
const CUDA_HEADERS: [&str; 20] = [
    "cuda_runtime.h",
    "cuda_runtime_api.h",
    "driver_types.h",
    "driver_functions.h",
    "library_types.h",
    "channel_descriptor.h",
    "cuda_device_runtime_api.h",
    "crt/host_config.h",
    "vector_types.h",
    "vector_functions.h",
    "device_launch_parameters.h",
    "cuda_fp16.h",
    "cuda_fp16.hpp",
    "cuda_bf16.h",
    "cuda_bf16.hpp",
    "cuda.h",
    "cudaTypedefs.h",
    "builtin_types.h",
    "host_defines.h",
    "crt/host_defines.h",
];

/// `<stdint.h>`'s types for libclang: as MinGW-w64 declares them on Windows (LLP64: 64-bit
/// types are `long long`) and as NVRTC's do (its stand-ins' and libcu++'s: `long long`, which
/// the mangled symbol shows: `_Z1kPy`, not `_Z1kPm`), as glibc does elsewhere (LP64: `long`);
/// the limits come from [`crate::std_headers::STDINT_LIMITS`].
const STDINT_TYPES: &str = "#if defined(_WIN32) || defined(__CUDACC_RTC__)
typedef signed char int8_t; typedef short int16_t; typedef int int32_t;
typedef long long int64_t; typedef unsigned char uint8_t; typedef unsigned short uint16_t;
typedef unsigned int uint32_t; typedef unsigned long long uint64_t;
typedef signed char int_least8_t; typedef short int_least16_t; typedef int int_least32_t;
typedef long long int_least64_t; typedef unsigned char uint_least8_t;
typedef unsigned short uint_least16_t; typedef unsigned int uint_least32_t;
typedef unsigned long long uint_least64_t;
typedef signed char int_fast8_t; typedef short int_fast16_t; typedef int int_fast32_t;
typedef long long int_fast64_t; typedef unsigned char uint_fast8_t;
typedef unsigned short uint_fast16_t; typedef unsigned int uint_fast32_t;
typedef unsigned long long uint_fast64_t;
typedef long long intptr_t; typedef unsigned long long uintptr_t;
typedef long long intmax_t; typedef unsigned long long uintmax_t;
#else
typedef signed char int8_t; typedef short int16_t; typedef int int32_t;
typedef long int64_t; typedef unsigned char uint8_t; typedef unsigned short uint16_t;
typedef unsigned int uint32_t; typedef unsigned long uint64_t;
typedef signed char int_least8_t; typedef short int_least16_t; typedef int int_least32_t;
typedef long int_least64_t; typedef unsigned char uint_least8_t;
typedef unsigned short uint_least16_t; typedef unsigned int uint_least32_t;
typedef unsigned long uint_least64_t;
typedef signed char int_fast8_t; typedef long int_fast16_t; typedef long int_fast32_t;
typedef long int_fast64_t; typedef unsigned char uint_fast8_t; typedef unsigned long uint_fast16_t;
typedef unsigned long uint_fast32_t; typedef unsigned long uint_fast64_t;
typedef long intptr_t; typedef unsigned long uintptr_t;
typedef long intmax_t; typedef unsigned long uintmax_t;
#endif
";

/// The stand-in headers libclang reads instead of the real ones (never on disk: from memory,
/// under [`STUB_DIR`]): CUDA's, standing for [`prelude`], and the C and C++ standard headers
/// CUDA code includes for its types ([`crate::std_headers`]).
pub(super) fn stubs(host_headers: bool) -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, String)> = CUDA_HEADERS
        .iter()
        .map(|h| {
            let driver = match *h {
                "cuda.h" => DRIVER_API,
                "cudaTypedefs.h" => "#include <cuda.h>\n",
                _ => "",
            };
            (
                *h,
                format!("#pragma once\n#include <{OWN_TYPES}>\n{driver}"),
            )
        })
        .collect();
    out.extend(
        DEVICE_LIBRARIES
            .iter()
            .map(|(h, text)| (*h, format!("#pragma once\n{text}"))),
    );
    if !host_headers {
        out.extend(crate::std_headers::stubs_with_stdint(STDINT_TYPES));
    }
    out
}

/// CUDA's device libraries, declared as far as kernels' and device functions' declarations use
/// them (their bodies are not parsed): the names, not the contents.
const DEVICE_LIBRARIES: [(&str, &str); 19] = [
    ("cooperative_groups.h", COOPERATIVE_GROUPS),
    // Each of the group's own headers is the group's header, once whichever comes first.
    (
        "cooperative_groups/reduce.h",
        "#include <cooperative_groups.h>\n",
    ),
    (
        "cooperative_groups/scan.h",
        "#include <cooperative_groups.h>\n",
    ),
    (
        "cooperative_groups/memcpy_async.h",
        "#include <cooperative_groups.h>\n",
    ),
    ("curand_kernel.h", CURAND),
    ("curand.h", CURAND),
    ("cuda/barrier", CUDA_BARRIER),
    ("cuda/pipeline", CUDA_PIPELINE),
    ("cuda_pipeline.h", ""),
    ("cuda_awbarrier.h", ""),
    (
        "mma.h",
        "namespace nvcuda { namespace wmma { struct row_major {}; struct col_major {}; \
      struct matrix_a {}; struct matrix_b {}; struct accumulator {}; \
      template <class U, int M, int N, int K, class T, class L = void> class fragment {}; } }\n",
    ),
    ("cuda_fp8.h", FP8),
    ("cuda_fp8.hpp", FP8),
    ("cuda_fp6.h", FP6),
    ("cuda_fp6.hpp", FP6),
    ("cuda_fp4.h", FP4),
    ("cuda_fp4.hpp", FP4),
    ("math_constants.h", ""),
    (
        "cuda/std/limits",
        "namespace cuda { namespace std { template <class T> class numeric_limits; } }\n",
    ),
];

/// Cooperative groups' types, complete (a device function takes a group by value) and empty:
/// what a declaration names, not what the group holds.
const COOPERATIVE_GROUPS: &str = "#pragma once
namespace cooperative_groups {
class thread_group {}; class thread_block {}; class grid_group {}; class coalesced_group {};
class cluster_group {}; class multi_grid_group {};
template <unsigned int Size, class Parent = void> class thread_block_tile {};
template <class T> struct plus {}; template <class T> struct less {};
template <class T> struct greater {};
}
";

/// The scopes libcu++'s `cuda::barrier` and `cuda::pipeline` take, declared once whichever
/// is included first.
macro_rules! thread_scope {
    () => {
        "#ifndef PTX_ABI_CUDA_THREAD_SCOPE
#define PTX_ABI_CUDA_THREAD_SCOPE
namespace cuda { enum thread_scope { thread_scope_system, thread_scope_device,
  thread_scope_block, thread_scope_thread }; }
#endif
"
    };
}
const CUDA_BARRIER: &str = concat!(
    thread_scope!(),
    "namespace cuda { template <thread_scope Scope, class F = void> class barrier {};\n",
    "  template <unsigned long N> struct aligned_size_t { unsigned long value; };\n",
    "  namespace device { namespace experimental {} } namespace ptx {} namespace std {} }\n"
);
const CUDA_PIPELINE: &str = concat!(
    thread_scope!(),
    "namespace cuda { template <thread_scope Scope> class pipeline {};\n",
    "  template <thread_scope Scope, unsigned char Stages> class pipeline_shared_state {}; }\n"
);

/// cuRAND's device generators' states, which kernels take behind pointers: declared, not
/// defined (a pointer to one is an address; their layout is cuRAND's).
const CURAND: &str = "#pragma once
struct curandStateXORWOW; typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef curandStateXORWOW_t curandState_t; typedef curandState_t curandState;
struct curandStatePhilox4_32_10; typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
struct curandStateMRG32k3a; typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;
struct curandStateSobol32; typedef struct curandStateSobol32 curandStateSobol32_t;
struct curandStateScrambledSobol32;
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;
struct curandStateSobol64; typedef struct curandStateSobol64 curandStateSobol64_t;
struct curandStateScrambledSobol64;
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;
struct curandStateMtgp32; typedef struct curandStateMtgp32 curandStateMtgp32_t;
";

/// CUDA's 8-, 6- and 4-bit floating-point types (`cuda_fp8.h`, `cuda_fp6.h`, `cuda_fp4.h`): each
/// a struct of one storage integer, which Rust takes as that integer (the value's bits), with
/// its size and alignment: 1, 2 or 4 bytes (measured with nvcc 13.5: every `x2` type is 2
/// bytes but `__nv_fp4x2_e2m1`, 1; every `x4` 4 bytes but `__nv_fp4x4_e2m1`, 2).
fn low_precision_bits(name: &str) -> Option<Scalar> {
    Some(match name {
        "__nv_fp8_e4m3" | "__nv_fp8_e5m2" | "__nv_fp8_e8m0" | "__nv_fp6_e2m3" | "__nv_fp6_e3m2"
        | "__nv_fp4_e2m1" | "__nv_fp4x2_e2m1" => Scalar::U8,
        "__nv_fp8x2_e4m3" | "__nv_fp8x2_e5m2" | "__nv_fp8x2_e8m0" | "__nv_fp6x2_e2m3"
        | "__nv_fp6x2_e3m2" | "__nv_fp4x4_e2m1" => Scalar::U16,
        "__nv_fp8x4_e4m3" | "__nv_fp8x4_e5m2" | "__nv_fp8x4_e8m0" | "__nv_fp6x4_e2m3"
        | "__nv_fp6x4_e3m2" => Scalar::U32,
        _ => return None,
    })
}

/// `cuda_fp8.h`'s types for libclang: their storage ([`low_precision_bits`] gives the layout).
const FP8: &str = "typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
struct __nv_fp8_e4m3 { unsigned char __x; }; struct __nv_fp8_e5m2 { unsigned char __x; };
struct __nv_fp8_e8m0 { unsigned char __x; };
struct __nv_fp8x2_e4m3 { unsigned short __x; }; struct __nv_fp8x2_e5m2 { unsigned short __x; };
struct __nv_fp8x2_e8m0 { unsigned short __x; };
struct __nv_fp8x4_e4m3 { unsigned int __x; }; struct __nv_fp8x4_e5m2 { unsigned int __x; };
struct __nv_fp8x4_e8m0 { unsigned int __x; };
";

/// `cuda_fp6.h`'s types for libclang.
const FP6: &str = "typedef unsigned char __nv_fp6_storage_t;
typedef unsigned short __nv_fp6x2_storage_t;
typedef unsigned int __nv_fp6x4_storage_t;
struct __nv_fp6_e2m3 { unsigned char __x; }; struct __nv_fp6_e3m2 { unsigned char __x; };
struct __nv_fp6x2_e2m3 { unsigned short __x; }; struct __nv_fp6x2_e3m2 { unsigned short __x; };
struct __nv_fp6x4_e2m3 { unsigned int __x; }; struct __nv_fp6x4_e3m2 { unsigned int __x; };
";

/// `cuda_fp4.h`'s types for libclang.
const FP4: &str = "typedef unsigned char __nv_fp4_storage_t;
typedef unsigned char __nv_fp4x2_storage_t;
typedef unsigned short __nv_fp4x4_storage_t;
struct __nv_fp4_e2m1 { unsigned char __x; }; struct __nv_fp4x2_e2m1 { unsigned char __x; };
struct __nv_fp4x4_e2m1 { unsigned short __x; };
";

/// The names of the stand-in headers, for `--help` (the guide lists them too:
/// `book/src/importing.md`, "Stand-in headers").
pub fn stand_in_headers() -> Vec<&'static str> {
    stubs(false).into_iter().map(|(name, _)| name).collect()
}

/// CUDA's types by name: the Rust path under `ptx_abi_core` and the layout on `host` (the
/// `long` vectors' follow it, [`vector::long_vector`]).
pub(super) fn cuda_type(name: &str, host: HostPlatform) -> Option<(String, &'static Layout)> {
    // `dim3` is three `unsigned int`s, as `uint3` (its constructors add no data).
    let name = if name == "dim3" { "uint3" } else { name };
    if let Some(v) = vector::by_cuda_name(name) {
        let layout = long_vector_layout(name, host).unwrap_or(v.layout);
        return Some((format!("vector::{}", v.rust), layout));
    }
    let (rust, layout): (&str, &'static Layout) = match name {
        "CUtensorMap" | "CUtensorMap_st" => (
            "handles::CuTensorMap",
            &<ptx_abi_core::handles::CuTensorMap as PtxAbi>::LAYOUT,
        ),
        "cudaTextureObject_t" | "CUtexObject" => (
            "handles::TextureObject",
            &<ptx_abi_core::handles::TextureObject as PtxAbi>::LAYOUT,
        ),
        "cudaSurfaceObject_t" | "CUsurfObject" => (
            "handles::SurfaceObject",
            &<ptx_abi_core::handles::SurfaceObject as PtxAbi>::LAYOUT,
        ),
        _ => return None,
    };
    Some((rust.to_owned(), layout))
}

/// [`vector::long_vector`]'s layouts, made once per platform (the importer's types hold
/// `'static` layouts).
fn long_vector_layout(name: &str, host: HostPlatform) -> Option<&'static Layout> {
    static TABLES: OnceLock<[Vec<Layout>; 2]> = OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        HostPlatform::ALL.map(|host| {
            vector::ALL
                .iter()
                .filter_map(|v| vector::long_vector(v.cuda, host))
                .collect()
        })
    });
    let table = &tables[HostPlatform::ALL.iter().position(|h| *h == host)?];
    table.iter().find(|l| l.name == name)
}

static F16: Layout = Layout::scalar(Scalar::F16);
static BF16: Layout = Layout::scalar(Scalar::Bf16);

/// CUDA's type `name` (vectors, `__half`, `__nv_bfloat16`, `CUtensorMap`, handles), if it is
/// one, laid out for `host`.
pub(super) fn cuda_named(name: &str, host: HostPlatform) -> Option<CxxType> {
    if let Some(bits) = low_precision_bits(name) {
        return Some(CxxType::Scalar(bits));
    }
    let (rust, layout) = match name {
        "__half" => ("half::f16".to_owned(), &F16),
        "__nv_bfloat16" => ("half::bf16".to_owned(), &BF16),
        _ => cuda_type(name, host)?,
    };
    Some(CxxType::Cuda { rust, layout })
}

/// `text` for libclang to parse as its main file: clang ignores `#pragma once` there, so a
/// header that includes itself back (`common.h` includes `vec.h`, which includes `common.h`
/// and then declares what `common.h` uses next) would be read twice, the second time before
/// what it needs, as no compiler reads it. Where `#pragma once` is the file's first directive,
/// its line becomes `#if` of [`KEYWORDS`]' `_PxMain` (true at include depth 0), padded to the
/// same length so that every offset and line stays where it was, and `#endif` ends the text.
pub(super) fn once_as_main_file(text: &str) -> std::borrow::Cow<'_, str> {
    let mut in_comment = false;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let mut code = line.trim();
        if in_comment {
            match code.find("*/") {
                Some(end) => {
                    in_comment = false;
                    code = code[end + 2..].trim();
                }
                None => continue,
            }
        }
        if code.starts_with("/*") && !code.contains("*/") {
            in_comment = true;
            continue;
        }
        if code.is_empty()
            || code.starts_with("//")
            || (code.starts_with("/*") && code.ends_with("*/"))
        {
            continue;
        }
        let directive: Vec<&str> = code.trim_start_matches('#').split_whitespace().collect();
        if !code.starts_with('#') || directive != ["pragma", "once"] {
            return text.into();
        }
        let width = line.trim_end_matches(['\r', '\n']).len();
        let guard = format!("{:<width$}", "#if _PxMain");
        let rest = &text[start + width..];
        return format!("{}{guard}{rest}\n#endif\n", &text[..start]).into();
    }
    text.into()
}

#[cfg(test)]
mod tests {
    use super::once_as_main_file;

    #[test]
    fn pragma_once_holds_in_the_main_file_with_every_offset_kept() {
        let text = "/* licence\n   text */\n// note\n#pragma once\nstruct A { int a; };\n";
        let read = once_as_main_file(text);
        assert_eq!(
            read,
            "/* licence\n   text */\n// note\n#if _PxMain \nstruct A { int a; };\n\n#endif\n"
        );
        assert_eq!(read.find("struct A"), text.find("struct A"));
        // Not the first directive: left as it is.
        let guarded = "#ifndef A_H\n#define A_H\n#pragma once\n#endif\n";
        assert_eq!(once_as_main_file(guarded), guarded);
        assert_eq!(once_as_main_file("struct B {};\n"), "struct B {};\n");
    }
}
