//! Stand-ins for the C and C++ standard headers CUDA code includes for its types, shared by
//! the header importer (libclang reads them instead of the host's) and the NVRTC oracle (NVRTC
//! ships none of them). `<stdint.h>`'s types are each reader's own (NVRTC's in `nvrtc.rs`, the
//! importer's in `import/cuda_names.rs`); its limits are here. Headers that declare only
//! functions (`<math.h>`, `<string.h>`, ...) stand empty: neither reader needs their bodies.

/// The names `<stdint.h>` goes by.
pub const STDINT_NAMES: [&str; 5] = [
    "stdint.h",
    "cstdint",
    "inttypes.h",
    "cinttypes",
    "cuda/std/cstdint",
];

/// `<stdint.h>`'s limit macros: LLP64 where `_WIN32` is defined (the importer for a Windows
/// host) and under NVRTC (whose `int64_t` is `long long`), else LP64.
pub const STDINT_LIMITS: &str = "#if defined(_WIN32) || defined(__CUDACC_RTC__)
#define INT64_MIN (-9223372036854775807LL-1)
#define INT64_MAX 9223372036854775807LL
#define UINT64_MAX 18446744073709551615ULL
#define SIZE_MAX 18446744073709551615ULL
#define INT64_C(c) c ## LL
#define UINT64_C(c) c ## ULL
#else
#define INT64_MIN (-9223372036854775807L-1)
#define INT64_MAX 9223372036854775807L
#define UINT64_MAX 18446744073709551615UL
#define SIZE_MAX 18446744073709551615UL
#define INT64_C(c) c ## L
#define UINT64_C(c) c ## UL
#endif
#define INT8_MIN (-128)
#define INT16_MIN (-32767-1)
#define INT32_MIN (-2147483647-1)
#define INT8_MAX 127
#define INT16_MAX 32767
#define INT32_MAX 2147483647
#define UINT8_MAX 255
#define UINT16_MAX 65535
#define UINT32_MAX 4294967295U
#define INTPTR_MAX INT64_MAX
#define UINTPTR_MAX UINT64_MAX
#define INT8_C(c) c
#define INT16_C(c) c
#define INT32_C(c) c
#define UINT8_C(c) c
#define UINT16_C(c) c
#define UINT32_C(c) c ## U
";

/// `<stddef.h>`: `NULL` and `offsetof` (`size_t` and `ptrdiff_t`: NVRTC has them built in, the
/// importer's prelude declares them). NVRTC 12.9 has no `__builtin_offsetof` (measured).
const STDDEF: &str = "#define NULL 0
#ifdef __CUDACC_RTC__
#define offsetof(t, m) __INTADDR__(&(((t *)0)->m))
#else
#define offsetof(t, m) __builtin_offsetof(t, m)
#endif
#ifdef _WIN32
namespace std { typedef decltype(nullptr) nullptr_t; typedef unsigned long long size_t;
typedef long long ptrdiff_t; }
#else
namespace std { typedef decltype(nullptr) nullptr_t; typedef unsigned long size_t;
typedef long ptrdiff_t; }
#endif
";

/// `<limits.h>`: `long` LLP64 where `_WIN32` is defined, else LP64.
const LIMITS: &str = "#ifdef _WIN32
#define LONG_MIN (-2147483647L-1)
#define LONG_MAX 2147483647L
#define ULONG_MAX 4294967295UL
#else
#define LONG_MIN (-9223372036854775807L-1)
#define LONG_MAX 9223372036854775807L
#define ULONG_MAX 18446744073709551615UL
#endif
#define CHAR_BIT 8
#define SCHAR_MIN (-128)
#define SCHAR_MAX 127
#define UCHAR_MAX 255
#define CHAR_MIN SCHAR_MIN
#define CHAR_MAX SCHAR_MAX
#define SHRT_MIN (-32768)
#define SHRT_MAX 32767
#define USHRT_MAX 65535
#define INT_MIN (-2147483647-1)
#define INT_MAX 2147483647
#define UINT_MAX 4294967295U
#define LLONG_MIN (-9223372036854775807LL-1)
#define LLONG_MAX 9223372036854775807LL
#define ULLONG_MAX 18446744073709551615ULL
";

/// `<float.h>`'s limits of `float` and `double`.
const FLOAT: &str = "#define FLT_MAX 3.402823466e+38F
#define FLT_MIN 1.175494351e-38F
#define FLT_EPSILON 1.192092896e-07F
#define DBL_MAX 1.7976931348623158e+308
#define DBL_MIN 2.2250738585072014e-308
#define DBL_EPSILON 2.2204460492503131e-016
";

/// `<math.h>`'s macros kernels and their declarations use (the functions are the compiler's
/// own in device code): C's `INFINITY`, `NAN`, `HUGE_VAL`, `HUGE_VALF` (under NVRTC, which has
/// no `__builtin_inff`, CUDA's bit casts, which device code has), and the `M_` constants glibc
/// defines, at glibc's values.
const MATH: &str = "#ifndef INFINITY\n#ifdef __CUDACC_RTC__\n\
#define INFINITY __int_as_float(0x7f800000)\n#define NAN __int_as_float(0x7fffffff)\n\
#define HUGE_VAL __longlong_as_double(0x7ff0000000000000LL)\n\
#else\n#define INFINITY __builtin_inff()\n#define NAN __builtin_nanf(\"\")\n\
#define HUGE_VAL __builtin_huge_val()\n#endif\n#define HUGE_VALF INFINITY\n#endif\n\
#ifndef M_PI\n\
#define M_E 2.7182818284590452354\n#define M_LOG2E 1.4426950408889634074\n\
#define M_LOG10E 0.43429448190325182765\n#define M_LN2 0.69314718055994530942\n\
#define M_LN10 2.30258509299404568402\n#define M_PI 3.14159265358979323846\n\
#define M_PI_2 1.57079632679489661923\n#define M_PI_4 0.78539816339744830962\n\
#define M_1_PI 0.31830988618379067154\n#define M_2_PI 0.63661977236758134308\n\
#define M_2_SQRTPI 1.12837916709551257390\n#define M_SQRT2 1.41421356237309504880\n\
#define M_SQRT1_2 0.70710678118654752440\n#endif\n";

/// `<stdio.h>`'s `FILE`, which declarations name (`FILE *` parameters of host functions); the
/// functions are not declared (device code has the compiler's own `printf`).
const STDIO: &str = "typedef struct ptx_abi_FILE FILE;\n";

/// The fixed-width names `<cstdint>` also declares in `std` (and libcu++'s `<cuda/std/cstdint>`
/// in `cuda::std`): those every reader's `<stdint.h>` types declare.
const STDINT_USING: &str = "using ::int8_t; using ::int16_t; using ::int32_t; using ::int64_t; \
using ::uint8_t; using ::uint16_t; using ::uint32_t; using ::uint64_t; using ::intptr_t; \
using ::uintptr_t;";

/// `<stdint.h>`'s types for NVRTC, which has no C library headers (`cuda.h` includes
/// `<stdlib.h>` and `<stdint.h>`).
#[cfg(feature = "compile")]
const NVRTC_STDINT_TYPES: &str = "typedef signed char int8_t; typedef short int16_t;\n\
     typedef int int32_t; typedef long long int64_t;\n\
     typedef unsigned char uint8_t; typedef unsigned short uint16_t;\n\
     typedef unsigned int uint32_t; typedef unsigned long long uint64_t;\n\
     typedef long long intptr_t; typedef unsigned long long uintptr_t;\n";

/// The stand-in headers an NVRTC compilation with `options` gets: (name, text). Those for
/// libcu++'s own (`cuda/std/...`) only where no include directory of `options` holds CCCL's:
/// they would hide them, and CCCL then failed inside itself ("identifier \"nullptr_t\" is
/// undefined). Where one does, `<stdint.h>` and `<limits.h>` are CCCL's `<cuda/std/cstdint>`
/// and `<cuda/std/climits>` (which declare the C names under NVRTC): one definition of each
/// macro, where two spellings made NVRTC warn of every redefinition.
#[cfg(feature = "compile")]
pub(crate) fn for_nvrtc(options: &[String]) -> Vec<(&'static str, String)> {
    let mut stubs = stubs_with_stdint(NVRTC_STDINT_TYPES);
    let cccl = options.iter().any(|o| {
        let dir = o
            .strip_prefix("-I")
            .or_else(|| o.strip_prefix("--include-path="));
        dir.is_some_and(|d| std::path::Path::new(d).join("cuda/std/cstdint").is_file())
    });
    if cccl {
        stubs.retain(|(name, _)| !name.starts_with("cuda/"));
        for (name, text) in &mut stubs {
            let from = match *name {
                "stdint.h" | "inttypes.h" => "cuda/std/cstdint",
                "cstdint" | "cinttypes" => {
                    *text = "#pragma once\n#include <cuda/std/cstdint>\n\
                             namespace std { using namespace cuda::std; }\n"
                        .to_owned();
                    continue;
                }
                "limits.h" | "climits" => "cuda/std/climits",
                _ => continue,
            };
            *text = format!("#pragma once\n#include <{from}>\n");
        }
    }
    stubs
}

/// Every stand-in, `<stdint.h>` (under each of its names) declaring `stdint_types` with
/// [`STDINT_LIMITS`]: (name, text). The C++ names declare them in `std` too, libcu++'s in
/// `cuda::std`.
pub fn stubs_with_stdint(stdint_types: &str) -> Vec<(&'static str, String)> {
    let stdint = format!(
        "#pragma once\n{stdint_types}{}",
        unless_defined(STDINT_LIMITS)
    );
    let mut out: Vec<(&'static str, String)> = STDINT_NAMES
        .iter()
        .map(|name| {
            let scope = match *name {
                "cstdint" | "cinttypes" => format!("namespace std {{ {STDINT_USING} }}\n"),
                "cuda/std/cstdint" => {
                    format!("namespace cuda {{ namespace std {{ {STDINT_USING} }} }}\n")
                }
                _ => String::new(),
            };
            (*name, format!("{stdint}{scope}"))
        })
        .collect();
    out.extend(stubs());
    out
}

/// The stand-ins other than `<stdint.h>`: (name, text).
fn stubs() -> Vec<(&'static str, String)> {
    let table: [(&[&str], &str); 8] = [
        (&["stddef.h", "cstddef", "cuda/std/cstddef"], STDDEF),
        (&["limits.h", "climits", "cuda/std/climits"], LIMITS),
        (&["float.h", "cfloat"], FLOAT),
        (&["assert.h", "cassert"], "#define assert(e) ((void)0)\n"),
        (
            &["stdbool.h", "cstdbool"],
            "#define __bool_true_false_are_defined 1\n",
        ),
        (&["math.h", "cmath", "cuda/std/cmath"], MATH),
        (&["stdio.h", "cstdio"], STDIO),
        (&["string.h", "cstring", "stdlib.h", "cstdlib"], ""),
    ];
    let mut out = Vec::new();
    for (names, body) in table {
        let body = unless_defined(body);
        for name in names {
            out.push((*name, format!("#pragma once\n{body}")));
        }
    }
    out
}

/// `text` with each `#define NAME ...` line kept to where `NAME` is not defined yet: a header
/// of the real library read before a stand-in (CCCL's `<cuda/std/cstdint>`, which cuRAND's
/// headers include) defines some of them, and a second definition is a compiler warning.
fn unless_defined(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let name = line.strip_prefix("#define ").map(|rest| {
            rest.split(|c: char| c == '(' || c.is_whitespace())
                .next()
                .unwrap_or("")
        });
        match name {
            Some(name) if !name.is_empty() => {
                out.push_str(&format!("#ifndef {name}\n{}", line.trim_end_matches('\n')));
                out.push_str("\n#endif\n");
            }
            _ => out.push_str(line),
        }
    }
    out
}
