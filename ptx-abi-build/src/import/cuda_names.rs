//! CUDA's names for the importer: the stand-in headers libclang reads instead of CUDA's, and the
//! map from CUDA's type names to `ptx_abi_core`'s types.

use std::sync::OnceLock;

use ptx_abi_core::layout::{HostPlatform, Layout, Scalar};
use ptx_abi_core::{vector, PtxAbi};

use super::CType;

/// The directory the stand-ins live in (never on disk: libclang reads them from memory).
pub(super) const STUB_DIR: &str = "/ptx-abi-import-stubs";

/// CUDA's keywords and the typedefs of its type names, for libclang only ([`prelude`] adds the
/// records).
const KEYWORDS: &str = "#pragma once
#define __align__(n) __attribute__((aligned(n)))
#define __host__
#define __device__
#define __global__ __attribute__((annotate(\"ptx_abi_global\")))
#define __grid_constant__
#define __launch_bounds__(...)
#define __cluster_dims__(...)
#define __constant__
#define __shared__
#define __managed__
#define __forceinline__ inline
#define __noinline__
#define __restrict__
#define __CUDA_ARCH__ 900
typedef struct CUtensorMap_st CUtensorMap;
#ifdef _WIN32
typedef unsigned long long size_t;
typedef long long ptrdiff_t;
#else
typedef unsigned long size_t;
typedef long ptrdiff_t;
#endif
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
typedef unsigned long long CUtexObject;
typedef unsigned long long CUsurfObject;
typedef struct __half half;
typedef struct __half2 half2;
typedef struct __nv_bfloat16 nv_bfloat16;
typedef struct __nv_bfloat162 nv_bfloat162;
";

/// CUDA's record types the stand-ins declare besides the vectors (`vector::ALL`).
const RECORDS: [&str; 3] = ["__half", "__nv_bfloat16", "CUtensorMap_st"];

/// The stand-in prelude: [`KEYWORDS`], then each of CUDA's records as opaque bytes of its size
/// and alignment (`struct alignas(16) float4 { unsigned char ptx_abi_storage[16]; };`), so that
/// what libclang evaluates in the header itself (its `static_assert`s) sees CUDA's sizes. The
/// importer never reads a layout from libclang.
pub(super) fn prelude(host: HostPlatform) -> String {
    let mut out = KEYWORDS.to_owned();
    let vectors = vector::ALL.iter().map(|v| v.cuda);
    for name in vectors.chain(RECORDS) {
        let Some(CType::Cuda { layout, .. }) = cuda_named(name, host) else {
            unreachable!("every record of the list is one of CUDA's types")
        };
        out.push_str(&format!(
            "struct alignas({}) {name} {{ unsigned char ptx_abi_storage[{}]; }};\n",
            layout.align, layout.size
        ));
    }
    out
}

/// CUDA's headers a header may include for its types, all standing for [`prelude`].
const CUDA_HEADERS: [&str; 13] = [
    "cuda_runtime.h",
    "cuda_runtime_api.h",
    "vector_types.h",
    "vector_functions.h",
    "device_launch_parameters.h",
    "cuda_fp16.h",
    "cuda_fp16.hpp",
    "cuda_bf16.h",
    "cuda_bf16.hpp",
    "cuda.h",
    "builtin_types.h",
    "host_defines.h",
    "crt/host_defines.h",
];

/// `<stdint.h>`'s types for libclang: as MinGW-w64 declares them on Windows (LLP64: 64-bit
/// types are `long long`), as glibc does elsewhere (LP64: `long`); the limits come from
/// [`crate::std_headers::STDINT_LIMITS`].
const STDINT_TYPES: &str = "#ifdef _WIN32
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
pub(super) fn stubs() -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, String)> = CUDA_HEADERS
        .iter()
        .map(|h| (*h, "#pragma once\n".to_owned()))
        .collect();
    out.extend(crate::std_headers::stubs_with_stdint(STDINT_TYPES));
    out
}

/// The names of the stand-in headers, for the README and `--help`.
pub fn stand_in_headers() -> Vec<&'static str> {
    stubs().into_iter().map(|(name, _)| name).collect()
}

/// CUDA's types by name: the Rust path under `ptx_abi_core` and the layout on `host` (the
/// `long` vectors' follow it, [`vector::long_vector`]).
pub(super) fn cuda_type(name: &str, host: HostPlatform) -> Option<(String, &'static Layout)> {
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
pub(super) fn cuda_named(name: &str, host: HostPlatform) -> Option<CType> {
    let (rust, layout) = match name {
        "__half" => ("half::f16".to_owned(), &F16),
        "__nv_bfloat16" => ("half::bf16".to_owned(), &BF16),
        _ => cuda_type(name, host)?,
    };
    Some(CType::Cuda { rust, layout })
}
