//! CUDA vector types (`ptx_abi_core::vector`) against `tools/oracle-facts.md` section 2 (every row
//! of its table, NVRTC 12.9.86 = 13.5.37; the `_16a`/`_32a` rows are NVRTC 13.5.37 only) and
//! `ABI.md` §4: size, alignment, CUDA name, the kernel's `.param` line and
//! the image of the global initialised `{1, 2, 3, 4}` (first n).

use half::{bf16, f16};
use ptx_abi_core::ptx::param_decl;
use ptx_abi_core::ptx::{
    entry_param_decl, func_param_decl, func_return_decl, ParamSpace, ParamTypeError,
};
use ptx_abi_core::vector::*;
use ptx_abi_core::{from_device_bytes, to_device_bytes, AddressSize, PtxAbi};
use std::ffi::{c_long, c_ulong};

/// The image of a `__device__` global as NVRTC prints it, trailing zeros restored.
fn listed(bytes: &[u8], size: usize) -> Vec<u8> {
    assert!(bytes.len() <= size);
    let mut v = bytes.to_vec();
    v.resize(size, 0);
    v
}

/// One row of oracle-facts section 2: type, CUDA name, size, align, the `.param` line of kernel
/// `k_<name>`, the printed initialiser of `g_<name>` (trailing zeros omitted, as in the PTX), and
/// the value it was initialised with.
macro_rules! row {
    ($t:ty, $cuda:literal, $size:expr, $align:expr, $param:literal, [$($b:expr),* $(,)?], $value:expr) => {{
        let layout = &<$t as PtxAbi>::LAYOUT;
        assert_eq!(layout.name, $cuda, "CUDA name of {}", stringify!($t));
        assert_eq!((layout.size, layout.align), ($size, $align), "size/align of {}", $cuda);
        assert_eq!(
            entry_param_decl::<$t>(concat!("k_", $cuda, "_param_0")),
            $param,
            ".param line of k_{}",
            $cuda
        );
        let value: $t = $value;
        let image = listed(&[$($b),*], $size);
        assert_eq!(to_device_bytes(&value), image, "image of g_{}", $cuda);
        assert_eq!(from_device_bytes::<$t>(&image).unwrap(), value, "read back g_{}", $cuda);
    }};
}

#[test]
fn char_and_uchar() {
    // oracle-facts section 2 (V.cu), rows char1..uchar4
    row!(
        Char1,
        "char1",
        1,
        1,
        ".param .align 1 .b8 k_char1_param_0[1]",
        [1],
        Char1::new(1)
    );
    row!(
        Char2,
        "char2",
        2,
        2,
        ".param .align 2 .b8 k_char2_param_0[2]",
        [1, 2],
        Char2::new(1, 2)
    );
    row!(
        Char3,
        "char3",
        3,
        1,
        ".param .align 1 .b8 k_char3_param_0[3]",
        [1, 2, 3],
        Char3::new(1, 2, 3)
    );
    row!(
        Char4,
        "char4",
        4,
        4,
        ".param .align 4 .b8 k_char4_param_0[4]",
        [1, 2, 3, 4],
        Char4::new(1, 2, 3, 4)
    );
    row!(
        Uchar1,
        "uchar1",
        1,
        1,
        ".param .align 1 .b8 k_uchar1_param_0[1]",
        [1],
        Uchar1::new(1)
    );
    row!(
        Uchar2,
        "uchar2",
        2,
        2,
        ".param .align 2 .b8 k_uchar2_param_0[2]",
        [1, 2],
        Uchar2::new(1, 2)
    );
    row!(
        Uchar3,
        "uchar3",
        3,
        1,
        ".param .align 1 .b8 k_uchar3_param_0[3]",
        [1, 2, 3],
        Uchar3::new(1, 2, 3)
    );
    row!(
        Uchar4,
        "uchar4",
        4,
        4,
        ".param .align 4 .b8 k_uchar4_param_0[4]",
        [1, 2, 3, 4],
        Uchar4::new(1, 2, 3, 4)
    );
}

#[test]
fn short_and_ushort() {
    // oracle-facts section 2 (V.cu), rows short1..ushort4
    row!(
        Short1,
        "short1",
        2,
        2,
        ".param .align 2 .b8 k_short1_param_0[2]",
        [1],
        Short1::new(1)
    );
    row!(
        Short2,
        "short2",
        4,
        4,
        ".param .align 4 .b8 k_short2_param_0[4]",
        [1, 0, 2],
        Short2::new(1, 2)
    );
    row!(
        Short3,
        "short3",
        6,
        2,
        ".param .align 2 .b8 k_short3_param_0[6]",
        [1, 0, 2, 0, 3],
        Short3::new(1, 2, 3)
    );
    row!(
        Short4,
        "short4",
        8,
        8,
        ".param .align 8 .b8 k_short4_param_0[8]",
        [1, 0, 2, 0, 3, 0, 4],
        Short4::new(1, 2, 3, 4)
    );
    row!(
        Ushort1,
        "ushort1",
        2,
        2,
        ".param .align 2 .b8 k_ushort1_param_0[2]",
        [1],
        Ushort1::new(1)
    );
    row!(
        Ushort2,
        "ushort2",
        4,
        4,
        ".param .align 4 .b8 k_ushort2_param_0[4]",
        [1, 0, 2],
        Ushort2::new(1, 2)
    );
    row!(
        Ushort3,
        "ushort3",
        6,
        2,
        ".param .align 2 .b8 k_ushort3_param_0[6]",
        [1, 0, 2, 0, 3],
        Ushort3::new(1, 2, 3)
    );
    row!(
        Ushort4,
        "ushort4",
        8,
        8,
        ".param .align 8 .b8 k_ushort4_param_0[8]",
        [1, 0, 2, 0, 3, 0, 4],
        Ushort4::new(1, 2, 3, 4)
    );
}

#[test]
fn int_and_uint() {
    // oracle-facts section 2 (V.cu), rows int1..uint4
    row!(
        Int1,
        "int1",
        4,
        4,
        ".param .align 4 .b8 k_int1_param_0[4]",
        [1],
        Int1::new(1)
    );
    row!(
        Int2,
        "int2",
        8,
        8,
        ".param .align 8 .b8 k_int2_param_0[8]",
        [1, 0, 0, 0, 2],
        Int2::new(1, 2)
    );
    row!(
        Int3,
        "int3",
        12,
        4,
        ".param .align 4 .b8 k_int3_param_0[12]",
        [1, 0, 0, 0, 2, 0, 0, 0, 3],
        Int3::new(1, 2, 3)
    );
    row!(
        Int4,
        "int4",
        16,
        16,
        ".param .align 16 .b8 k_int4_param_0[16]",
        [1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4],
        Int4::new(1, 2, 3, 4)
    );
    row!(
        Uint1,
        "uint1",
        4,
        4,
        ".param .align 4 .b8 k_uint1_param_0[4]",
        [1],
        Uint1::new(1)
    );
    row!(
        Uint2,
        "uint2",
        8,
        8,
        ".param .align 8 .b8 k_uint2_param_0[8]",
        [1, 0, 0, 0, 2],
        Uint2::new(1, 2)
    );
    row!(
        Uint3,
        "uint3",
        12,
        4,
        ".param .align 4 .b8 k_uint3_param_0[12]",
        [1, 0, 0, 0, 2, 0, 0, 0, 3],
        Uint3::new(1, 2, 3)
    );
    row!(
        Uint4,
        "uint4",
        16,
        16,
        ".param .align 16 .b8 k_uint4_param_0[16]",
        [1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4],
        Uint4::new(1, 2, 3, 4)
    );
}

/// The `long` vectors on each host platform. LP64: oracle-facts section 2 (V.cu, NVRTC on
/// Linux). LLP64: CUDA 13's `vector_types.h` under `_WIN32` (`long` is 4 bytes; `long2` is
/// `__cuda_builtin_vector_align8`, so 8 aligned 8; `long1` and `long3` aligned as `long`;
/// `long4` and `long4_16a` `__builtin_align__(16)`; `long4_32a` `__builtin_align__(32)`, 16
/// bytes of components padded to 32), checked against clang's CUDA mode with a Windows host by
/// `tests/oracle/windows.rs`. On the platform the test runs on, the types are these layouts.
#[test]
fn long_vectors_follow_the_host_platform() {
    use ptx_abi_core::layout::{HostPlatform, Kind, Scalar};
    // name, (size, align) on LP64, (size, align) on LLP64
    let rows = [
        ("long1", (8, 8), (4, 4)),
        ("long2", (16, 16), (8, 8)),
        ("long3", (24, 8), (12, 4)),
        ("long4", (32, 16), (16, 16)),
        ("ulong1", (8, 8), (4, 4)),
        ("ulong2", (16, 16), (8, 8)),
        ("ulong3", (24, 8), (12, 4)),
        ("ulong4", (32, 16), (16, 16)),
        ("long4_16a", (32, 16), (16, 16)),
        ("long4_32a", (32, 32), (32, 32)),
        ("ulong4_16a", (32, 16), (16, 16)),
        ("ulong4_32a", (32, 32), (32, 32)),
    ];
    for (name, lp64, llp64) in rows {
        for (host, (size, align)) in [(HostPlatform::Lp64, lp64), (HostPlatform::Llp64, llp64)] {
            let l = long_vector(name, host).unwrap();
            assert_eq!(
                (l.name, l.size, l.align),
                (name, size, align),
                "{name} on {host:?}"
            );
            let Kind::Vector { elem, .. } = l.kind else {
                panic!("{name}: {:?}", l.kind)
            };
            let long = if name.starts_with('u') {
                host.ulong()
            } else {
                host.long()
            };
            assert_eq!(elem, long, "{name} on {host:?}");
        }
        let ours = by_cuda_name(name).unwrap().layout;
        let model = long_vector(name, HostPlatform::TARGET).unwrap();
        assert!(
            ours.same_placement(&model)
                && format!("{:?}", ours.kind) == format!("{:?}", model.kind),
            "{name}"
        );
    }
    assert_eq!(
        long_vector("longlong2", HostPlatform::Llp64).map(|l| l.size),
        None
    );
    assert_eq!(Scalar::LONG, HostPlatform::TARGET.long());
    assert_eq!(HostPlatform::of_target_os("windows"), HostPlatform::Llp64);
    assert_eq!(HostPlatform::of_target_os("linux"), HostPlatform::Lp64);
    // `long4_32a` is padded only where `long` is 4 bytes; only there is it not image-equal.
    assert_eq!(
        ptx_abi_core::is_image_equal::<Long4_32a>(),
        HostPlatform::TARGET == HostPlatform::Lp64
    );
}

// The LP64 rows: on Windows `long` is 4 bytes (`long_vectors_follow_the_host_platform`).
#[cfg(not(windows))]
#[test]
fn long_and_ulong() {
    // oracle-facts section 2 (V.cu), rows long1..ulong4 (`long` is 8 bytes, LP64)
    row!(
        Long1,
        "long1",
        8,
        8,
        ".param .align 8 .b8 k_long1_param_0[8]",
        [1],
        Long1::new(1)
    );
    row!(
        Long2,
        "long2",
        16,
        16,
        ".param .align 16 .b8 k_long2_param_0[16]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2],
        Long2::new(1, 2)
    );
    row!(
        Long3,
        "long3",
        24,
        8,
        ".param .align 8 .b8 k_long3_param_0[24]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3],
        Long3::new(1, 2, 3)
    );
    row!(
        Long4,
        "long4",
        32,
        16,
        ".param .align 16 .b8 k_long4_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Long4::new(1, 2, 3, 4)
    );
    row!(
        Ulong1,
        "ulong1",
        8,
        8,
        ".param .align 8 .b8 k_ulong1_param_0[8]",
        [1],
        Ulong1::new(1)
    );
    row!(
        Ulong2,
        "ulong2",
        16,
        16,
        ".param .align 16 .b8 k_ulong2_param_0[16]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2],
        Ulong2::new(1, 2)
    );
    row!(
        Ulong3,
        "ulong3",
        24,
        8,
        ".param .align 8 .b8 k_ulong3_param_0[24]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3],
        Ulong3::new(1, 2, 3)
    );
    row!(
        Ulong4,
        "ulong4",
        32,
        16,
        ".param .align 16 .b8 k_ulong4_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Ulong4::new(1, 2, 3, 4)
    );
}

#[test]
fn longlong_and_ulonglong() {
    // oracle-facts section 2 (V.cu), rows longlong1..ulonglong4
    row!(
        Longlong1,
        "longlong1",
        8,
        8,
        ".param .align 8 .b8 k_longlong1_param_0[8]",
        [1],
        Longlong1::new(1)
    );
    row!(
        Longlong2,
        "longlong2",
        16,
        16,
        ".param .align 16 .b8 k_longlong2_param_0[16]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2],
        Longlong2::new(1, 2)
    );
    row!(
        Longlong3,
        "longlong3",
        24,
        8,
        ".param .align 8 .b8 k_longlong3_param_0[24]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3],
        Longlong3::new(1, 2, 3)
    );
    row!(
        Longlong4,
        "longlong4",
        32,
        16,
        ".param .align 16 .b8 k_longlong4_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Longlong4::new(1, 2, 3, 4)
    );
    row!(
        Ulonglong1,
        "ulonglong1",
        8,
        8,
        ".param .align 8 .b8 k_ulonglong1_param_0[8]",
        [1],
        Ulonglong1::new(1)
    );
    row!(
        Ulonglong2,
        "ulonglong2",
        16,
        16,
        ".param .align 16 .b8 k_ulonglong2_param_0[16]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2],
        Ulonglong2::new(1, 2)
    );
    row!(
        Ulonglong3,
        "ulonglong3",
        24,
        8,
        ".param .align 8 .b8 k_ulonglong3_param_0[24]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3],
        Ulonglong3::new(1, 2, 3)
    );
    row!(
        Ulonglong4,
        "ulonglong4",
        32,
        16,
        ".param .align 16 .b8 k_ulonglong4_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Ulonglong4::new(1, 2, 3, 4)
    );
}

#[test]
fn float_and_double() {
    // oracle-facts section 2 (V.cu), rows float1..double4
    row!(
        Float1,
        "float1",
        4,
        4,
        ".param .align 4 .b8 k_float1_param_0[4]",
        [0, 0, 128, 63],
        Float1::new(1.0)
    );
    row!(
        Float2,
        "float2",
        8,
        8,
        ".param .align 8 .b8 k_float2_param_0[8]",
        [0, 0, 128, 63, 0, 0, 0, 64],
        Float2::new(1.0, 2.0)
    );
    row!(
        Float3,
        "float3",
        12,
        4,
        ".param .align 4 .b8 k_float3_param_0[12]",
        [0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64],
        Float3::new(1.0, 2.0, 3.0)
    );
    row!(
        Float4,
        "float4",
        16,
        16,
        ".param .align 16 .b8 k_float4_param_0[16]",
        [0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 128, 64],
        Float4::new(1.0, 2.0, 3.0, 4.0)
    );
    row!(
        Double1,
        "double1",
        8,
        8,
        ".param .align 8 .b8 k_double1_param_0[8]",
        [0, 0, 0, 0, 0, 0, 240, 63],
        Double1::new(1.0)
    );
    row!(
        Double2,
        "double2",
        16,
        16,
        ".param .align 16 .b8 k_double2_param_0[16]",
        [0, 0, 0, 0, 0, 0, 240, 63, 0, 0, 0, 0, 0, 0, 0, 64],
        Double2::new(1.0, 2.0)
    );
    row!(
        Double3,
        "double3",
        24,
        8,
        ".param .align 8 .b8 k_double3_param_0[24]",
        [0, 0, 0, 0, 0, 0, 240, 63, 0, 0, 0, 0, 0, 0, 0, 64, 0, 0, 0, 0, 0, 0, 8, 64],
        Double3::new(1.0, 2.0, 3.0)
    );
    row!(
        Double4,
        "double4",
        32,
        16,
        ".param .align 16 .b8 k_double4_param_0[32]",
        [
            0, 0, 0, 0, 0, 0, 240, 63, 0, 0, 0, 0, 0, 0, 0, 64, 0, 0, 0, 0, 0, 0, 8, 64, 0, 0, 0,
            0, 0, 0, 16, 64
        ],
        Double4::new(1.0, 2.0, 3.0, 4.0)
    );
}

#[test]
fn cuda13_explicitly_aligned_vectors() {
    // oracle-facts section 2 (V13.cu), NVRTC 13.5.37 only
    const D: [u8; 32] = [
        0, 0, 0, 0, 0, 0, 240, 63, 0, 0, 0, 0, 0, 0, 0, 64, 0, 0, 0, 0, 0, 0, 8, 64, 0, 0, 0, 0, 0,
        0, 16, 64,
    ];
    row!(
        Double4_16a,
        "double4_16a",
        32,
        16,
        ".param .align 16 .b8 k_double4_16a_param_0[32]",
        [
            D[0], D[1], D[2], D[3], D[4], D[5], D[6], D[7], D[8], D[9], D[10], D[11], D[12], D[13],
            D[14], D[15], D[16], D[17], D[18], D[19], D[20], D[21], D[22], D[23], D[24], D[25],
            D[26], D[27], D[28], D[29], D[30], D[31]
        ],
        Double4_16a::new(1.0, 2.0, 3.0, 4.0)
    );
    row!(
        Double4_32a,
        "double4_32a",
        32,
        32,
        ".param .align 32 .b8 k_double4_32a_param_0[32]",
        [
            D[0], D[1], D[2], D[3], D[4], D[5], D[6], D[7], D[8], D[9], D[10], D[11], D[12], D[13],
            D[14], D[15], D[16], D[17], D[18], D[19], D[20], D[21], D[22], D[23], D[24], D[25],
            D[26], D[27], D[28], D[29], D[30], D[31]
        ],
        Double4_32a::new(1.0, 2.0, 3.0, 4.0)
    );
    row!(
        Long4_16a,
        "long4_16a",
        32,
        16,
        ".param .align 16 .b8 k_long4_16a_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Long4_16a::new(1, 2, 3, 4)
    );
    row!(
        Long4_32a,
        "long4_32a",
        32,
        32,
        ".param .align 32 .b8 k_long4_32a_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Long4_32a::new(1, 2, 3, 4)
    );
    row!(
        Ulong4_16a,
        "ulong4_16a",
        32,
        16,
        ".param .align 16 .b8 k_ulong4_16a_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Ulong4_16a::new(1, 2, 3, 4)
    );
    row!(
        Ulong4_32a,
        "ulong4_32a",
        32,
        32,
        ".param .align 32 .b8 k_ulong4_32a_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Ulong4_32a::new(1, 2, 3, 4)
    );
    row!(
        Longlong4_16a,
        "longlong4_16a",
        32,
        16,
        ".param .align 16 .b8 k_longlong4_16a_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Longlong4_16a::new(1, 2, 3, 4)
    );
    row!(
        Longlong4_32a,
        "longlong4_32a",
        32,
        32,
        ".param .align 32 .b8 k_longlong4_32a_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Longlong4_32a::new(1, 2, 3, 4)
    );
    row!(
        Ulonglong4_16a,
        "ulonglong4_16a",
        32,
        16,
        ".param .align 16 .b8 k_ulonglong4_16a_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Ulonglong4_16a::new(1, 2, 3, 4)
    );
    row!(
        Ulonglong4_32a,
        "ulonglong4_32a",
        32,
        32,
        ".param .align 32 .b8 k_ulonglong4_32a_param_0[32]",
        [1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4],
        Ulonglong4_32a::new(1, 2, 3, 4)
    );
}

#[test]
fn half_pairs() {
    // oracle-facts section 2 (H.cu): __half2 = (0x3C00, 0xC000), __nv_bfloat162 = (0x3F80, 0xC000)
    row!(
        Half2,
        "__half2",
        4,
        4,
        ".param .align 4 .b8 k___half2_param_0[4]",
        [0, 60, 0, 192],
        Half2::new(f16::from_bits(0x3C00), f16::from_bits(0xC000))
    );
    row!(
        Bfloat162,
        "__nv_bfloat162",
        4,
        4,
        ".param .align 4 .b8 k___nv_bfloat162_param_0[4]",
        [128, 63, 0, 192],
        Bfloat162::new(bf16::from_bits(0x3F80), bf16::from_bits(0xC000))
    );
}

#[test]
fn half_scalars_layout_and_image() {
    // oracle-facts section 2 (H.cu): __half 2/2, image of 0x3C00 = {0, 60}
    let layout = &<f16 as PtxAbi>::LAYOUT;
    assert_eq!((layout.name, layout.size, layout.align), ("__half", 2, 2));
    let h = f16::from_bits(0x3C00);
    assert_eq!(to_device_bytes(&h), [0, 60]);
    assert_eq!(from_device_bytes::<f16>(&[0, 60]).unwrap(), h);
    // oracle-facts section 2 (H.cu): __nv_bfloat16 2/2, image of 0x3F80 = {128, 63}
    let layout = &<bf16 as PtxAbi>::LAYOUT;
    assert_eq!(
        (layout.name, layout.size, layout.align),
        ("__nv_bfloat16", 2, 2)
    );
    let b = bf16::from_bits(0x3F80);
    assert_eq!(to_device_bytes(&b), [128, 63]);
    assert_eq!(from_device_bytes::<bf16>(&[128, 63]).unwrap(), b);
}

/// `__half` and `__nv_bfloat16` are structs in CUDA C++ (`cuda_fp16.h`, `cuda_bf16.h`): NVRTC
/// passes them by value as 2-byte aggregates in kernels and device functions, parameter and
/// return value (oracle-facts "Surprises" 2 and 3, section 2 H.cu and section 3 HALF.cu; checked
/// against NVRTC on every run by `tests/oracle/signatures.rs`). Spec 2.3 note C, which forbids
/// 16-bit floats as parameters, is about PTX's `.f16` type. A struct holding one declares the same.
#[derive(PtxAbi)]
#[repr(C)]
struct HalfArg(f16);

#[test]
fn half_scalars_are_passed_as_cudas_two_byte_structs() {
    for layout in [
        &<f16 as PtxAbi>::LAYOUT,
        &<bf16 as PtxAbi>::LAYOUT,
        &<HalfArg as PtxAbi>::LAYOUT,
    ] {
        for (space, name) in [
            (ParamSpace::Entry, "k___half_param_0"),
            (ParamSpace::Func, "fh_param_0"),
            (ParamSpace::Return, "func_retval0"),
        ] {
            assert_eq!(
                param_decl(layout, name, space, AddressSize::Bits64).as_deref(),
                Ok(format!(".param .align 2 .b8 {name}[2]").as_str()),
                "{}",
                layout.name
            );
        }
    }
    assert_eq!(
        entry_param_decl::<f16>("k_param_0"),
        ".param .align 2 .b8 k_param_0[2]"
    );
    assert_eq!(
        func_return_decl::<bf16>(),
        ".param .align 2 .b8 func_retval0[2]"
    );
}

#[test]
fn half_pairs_are_passed_indirectly_to_device_functions() {
    // oracle-facts "Surprises" 2: `__half2 f(__half2)` is `.func f(.param .b64, .param .b64)`, a
    // hidden return pointer and a pointer to the argument, because __half2 has a user-written copy
    // constructor; as kernel parameters they are `.param .align 4 .b8 p[4]`.
    for layout in [&<Half2 as PtxAbi>::LAYOUT, &<Bfloat162 as PtxAbi>::LAYOUT] {
        assert_eq!(
            param_decl(layout, "k_param_0", ParamSpace::Entry, AddressSize::Bits64).as_deref(),
            Ok(".param .align 4 .b8 k_param_0[4]")
        );
        assert_eq!(
            param_decl(layout, "f_param_0", ParamSpace::Func, AddressSize::Bits64),
            Err(ParamTypeError::PassedIndirectly { ty: layout.name })
        );
    }
}

#[test]
fn abi_notes_vector_table() {
    // ABI.md §4: size/align pairs as listed there.
    let cases: [(&str, usize, usize, usize, usize); 24] = [
        ("char1", Char1::LAYOUT.size, Char1::LAYOUT.align, 1, 1),
        ("char2", Char2::LAYOUT.size, Char2::LAYOUT.align, 2, 2),
        ("char3", Char3::LAYOUT.size, Char3::LAYOUT.align, 3, 1),
        ("char4", Char4::LAYOUT.size, Char4::LAYOUT.align, 4, 4),
        ("short1", Short1::LAYOUT.size, Short1::LAYOUT.align, 2, 2),
        ("short2", Short2::LAYOUT.size, Short2::LAYOUT.align, 4, 4),
        ("short3", Short3::LAYOUT.size, Short3::LAYOUT.align, 6, 2),
        ("short4", Short4::LAYOUT.size, Short4::LAYOUT.align, 8, 8),
        ("int1", Int1::LAYOUT.size, Int1::LAYOUT.align, 4, 4),
        ("int2", Int2::LAYOUT.size, Int2::LAYOUT.align, 8, 8),
        ("int3", Int3::LAYOUT.size, Int3::LAYOUT.align, 12, 4),
        ("int4", Int4::LAYOUT.size, Int4::LAYOUT.align, 16, 16),
        (
            "longlong1",
            Longlong1::LAYOUT.size,
            Longlong1::LAYOUT.align,
            8,
            8,
        ),
        (
            "longlong2",
            Longlong2::LAYOUT.size,
            Longlong2::LAYOUT.align,
            16,
            16,
        ),
        (
            "longlong3",
            Longlong3::LAYOUT.size,
            Longlong3::LAYOUT.align,
            24,
            8,
        ),
        (
            "longlong4",
            Longlong4::LAYOUT.size,
            Longlong4::LAYOUT.align,
            32,
            16,
        ),
        ("double1", Double1::LAYOUT.size, Double1::LAYOUT.align, 8, 8),
        (
            "double2",
            Double2::LAYOUT.size,
            Double2::LAYOUT.align,
            16,
            16,
        ),
        (
            "double3",
            Double3::LAYOUT.size,
            Double3::LAYOUT.align,
            24,
            8,
        ),
        (
            "double4",
            Double4::LAYOUT.size,
            Double4::LAYOUT.align,
            32,
            16,
        ),
        (
            "double4_16a",
            Double4_16a::LAYOUT.size,
            Double4_16a::LAYOUT.align,
            32,
            16,
        ),
        (
            "double4_32a",
            Double4_32a::LAYOUT.size,
            Double4_32a::LAYOUT.align,
            32,
            32,
        ),
        ("long2", Long2::LAYOUT.size, Long2::LAYOUT.align, 16, 16),
        ("__half2", Half2::LAYOUT.size, Half2::LAYOUT.align, 4, 4),
    ];
    for (name, size, align, want_size, want_align) in cases {
        assert_eq!((size, align), (want_size, want_align), "ABI.md §4: {name}");
    }
}

#[test]
fn host_layout_equals_device_layout() {
    // Vectors marshal with memcpy: the Rust type's size and alignment are CUDA's (oracle-facts
    // section 2: float3 12/4, float4 16/16, double3 24/8, long4_32a 32/32).
    assert_eq!((size_of::<Float3>(), align_of::<Float3>()), (12, 4));
    assert_eq!((size_of::<Float4>(), align_of::<Float4>()), (16, 16));
    assert_eq!((size_of::<Double3>(), align_of::<Double3>()), (24, 8));
    assert_eq!((size_of::<Long4_32a>(), align_of::<Long4_32a>()), (32, 32));
    assert!(ptx_abi_core::is_image_equal::<Float4>());
    assert!(ptx_abi_core::is_image_equal::<Int3>());
}

#[test]
fn vector_func_params() {
    // oracle-facts section 3 (PARAMS.cu), f_float4 / f_double2 (uncalled visible functions)
    assert_eq!(
        func_param_decl::<Float4>("f_float4_param_0"),
        ".param .align 16 .b8 f_float4_param_0[16]"
    );
    assert_eq!(
        func_return_decl::<Float4>(),
        ".param .align 16 .b8 func_retval0[16]"
    );
    assert_eq!(
        func_param_decl::<Double2>("f_double2_param_0"),
        ".param .align 16 .b8 f_double2_param_0[16]"
    );
    assert_eq!(
        func_return_decl::<Double2>(),
        ".param .align 16 .b8 func_retval0[16]"
    );
}

/// oracle-facts P: `struct P { float3 pos; float4 col; float m; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct P {
    pos: Float3,
    col: Float4,
    m: f32,
}

#[test]
fn struct_embedding_p() {
    let l = &P::LAYOUT;
    assert_eq!((l.size, l.align), (48, 16)); // oracle-facts P
    assert_eq!(l.offset_of("pos"), 0); // oracle-facts P: pos bytes 0-11
    assert_eq!(l.offset_of("col"), 16); // oracle-facts P: col 16-31 (4 bytes padding before)
    assert_eq!(l.offset_of("m"), 32); // oracle-facts P: m 32-35, 12 bytes tail padding
    assert_eq!(
        entry_param_decl::<P>("k_param_0"),
        ".param .align 16 .b8 k_param_0[48]"
    ); // oracle-facts P
    let p = P {
        pos: Float3::new(1.0, 2.0, 3.0),
        col: Float4::new(4.0, 5.0, 6.0, 7.0),
        m: 8.0,
    };
    // oracle-facts P: 36 bytes listed, 48 in all
    let image = listed(
        &[
            0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 0, 0, 0, 0, 128, 64, 0, 0, 160, 64, 0,
            0, 192, 64, 0, 0, 224, 64, 0, 0, 0, 65,
        ],
        48,
    );
    assert_eq!(to_device_bytes(&p), image);
    assert_eq!(from_device_bytes::<P>(&image).unwrap(), p);
    assert!(!ptx_abi_core::is_image_equal::<P>()); // padding at 12..16 and 36..48
}

/// A probe of every vector type of `ptx_abi_core::vector`, each component a different extreme.
macro_rules! vector_probes {
    ($($t:ident($($v:expr),+)),* $(,)?) => {
        vec![$(Probe::auto(&$t::new($($v),+))),*]
    };
}

/// `__half_raw{0x....}` / `__nv_bfloat16_raw{0x....}`: `Probe::auto` writes no 16-bit floats,
/// whose C++ types have no constexpr conversion from `float`.
fn raw16(kind: &str, bits: u16) -> String {
    format!("{kind}{{{bits:#06x}}}")
}

/// Every vector type (`ptx_abi_core::vector::*`: the 48 of 12 element types times 1-4, the 10 `_16a`/
/// `_32a`, checked against NVRTC 13 only, `__half2` and `__nv_bfloat162`) and every derived type
/// of this file, checked against NVRTC 12 and 13 by the oracle (skips visibly without it;
/// CONTRIBUTING.md, "Checked against NVRTC and nvcc"): size, alignment, device image, `.param`
/// declarations, mirror.
#[test]
fn nvrtc_agrees_on_every_type_here() {
    use ptx_abi_kernels::oracle::Probe;
    use ptx_abi_testenv::oracle::assert_agrees;
    let (f32_tiny, f64_tiny) = (f32::from_bits(1), f64::from_bits(1));
    let mut probes = vector_probes![
        Char1(i8::MIN),
        Char2(i8::MIN, i8::MAX),
        Char3(-1, i8::MIN, i8::MAX),
        Char4(i8::MIN, -1, 0, i8::MAX),
        Uchar1(u8::MAX),
        Uchar2(u8::MAX, 1),
        Uchar3(0, u8::MAX, 0x80),
        Uchar4(u8::MAX, 0, 0x7F, 0x80),
        Short1(i16::MIN),
        Short2(i16::MIN, i16::MAX),
        Short3(-1, i16::MIN, i16::MAX),
        Short4(i16::MIN, -1, 0, i16::MAX),
        Ushort1(u16::MAX),
        Ushort2(u16::MAX, 1),
        Ushort3(0, u16::MAX, 0x8000),
        Ushort4(u16::MAX, 0, 0x7FFF, 0x8000),
        Int1(i32::MIN),
        Int2(i32::MIN, i32::MAX),
        Int3(-1, i32::MIN, i32::MAX),
        Int4(i32::MIN, -1, 0, i32::MAX),
        Uint1(u32::MAX),
        Uint2(u32::MAX, 1),
        Uint3(0, u32::MAX, 0x8000_0000),
        Uint4(u32::MAX, 0, 0x7FFF_FFFF, 0x8000_0000),
        Float1(f32::MIN),
        Float2(-0.0, f32::MAX),
        Float3(f32_tiny, -1.5, f32::MIN_POSITIVE),
        Float4(f32::MIN, -0.0, f32_tiny, f32::MAX),
        Long1(c_long::MIN),
        Long2(c_long::MIN, c_long::MAX),
        Long3(-1, c_long::MIN, c_long::MAX),
        Long4(c_long::MIN, -1, 0, c_long::MAX),
        Ulong1(c_ulong::MAX),
        Ulong2(c_ulong::MAX, 1),
        Ulong3(0, c_ulong::MAX, 1 << (c_ulong::BITS - 1)),
        Ulong4(
            c_ulong::MAX,
            0,
            c_long::MAX as c_ulong,
            1 << (c_ulong::BITS - 1)
        ),
        Longlong1(i64::MIN),
        Longlong2(i64::MIN, i64::MAX),
        Longlong3(-1, i64::MIN, i64::MAX),
        Longlong4(i64::MIN, -1, 0, i64::MAX),
        Ulonglong1(u64::MAX),
        Ulonglong2(u64::MAX, 1),
        Ulonglong3(0, u64::MAX, 1 << 63),
        Ulonglong4(u64::MAX, 0, i64::MAX as u64, 1 << 63),
        Double1(f64::MIN),
        Double2(-0.0, f64::MAX),
        Double3(f64_tiny, -1.5, f64::MIN_POSITIVE),
        Double4(f64::MIN, -0.0, f64_tiny, f64::MAX),
        Long4_16a(c_long::MIN, -1, 0, c_long::MAX),
        Long4_32a(c_long::MAX, 0, -1, c_long::MIN),
        Ulong4_16a(
            c_ulong::MAX,
            0,
            c_long::MAX as c_ulong,
            1 << (c_ulong::BITS - 1)
        ),
        Ulong4_32a(
            1 << (c_ulong::BITS - 1),
            c_long::MAX as c_ulong,
            0,
            c_ulong::MAX
        ),
        Longlong4_16a(i64::MIN, -1, 0, i64::MAX),
        Longlong4_32a(i64::MAX, 0, -1, i64::MIN),
        Ulonglong4_16a(u64::MAX, 0, i64::MAX as u64, 1 << 63),
        Ulonglong4_32a(1 << 63, i64::MAX as u64, 0, u64::MAX),
        Double4_16a(f64::MIN, -0.0, f64_tiny, f64::MAX),
        Double4_32a(f64::MAX, f64_tiny, -0.0, f64::MIN),
    ];
    assert_eq!(probes.len(), 48 + 10);
    // 16-bit float pairs: the largest, -0.0, the smallest subnormal and -1.
    let (h_max, h_neg_zero) = (f16::MAX, f16::from_bits(0x8000));
    let (b_tiny, b_min) = (bf16::from_bits(1), bf16::MIN);
    probes.extend([
        Probe::of(
            &Half2::new(h_max, h_neg_zero),
            format!(
                "{{{}, {}}}",
                raw16("__half_raw", h_max.to_bits()),
                raw16("__half_raw", h_neg_zero.to_bits())
            ),
        ),
        Probe::of(
            &Bfloat162::new(b_tiny, b_min),
            format!(
                "{{{}, {}}}",
                raw16("__nv_bfloat16_raw", b_tiny.to_bits()),
                raw16("__nv_bfloat16_raw", b_min.to_bits())
            ),
        ),
        // The derived types of this file.
        Probe::of(
            &HalfArg(f16::MIN),
            format!("{{{}}}", raw16("__half_raw", f16::MIN.to_bits())),
        ),
        Probe::auto(&P {
            pos: Float3::new(-1.0, f32::MAX, -0.0),
            col: Float4::new(f32::MIN, 0.5, f32_tiny, 1e-30),
            m: -8.0,
        }),
    ]);
    assert_agrees("test_vector_types", &probes);
}

/// A Rust type checked against a header's (`rust_type` of a `.cu` build) with `[f32; 4]` where
/// the header has `float4`: the message names the member that moved, the cause (alignment 16
/// against 4) and the fix (the vector type).
#[test]
fn an_array_for_a_vector_type_names_the_alignment_and_the_fix() {
    #[derive(PtxAbi, Clone, Copy)]
    #[repr(C)]
    #[allow(dead_code)]
    struct Header {
        flag: u32,
        colour: Float4,
        weight: f32,
    }
    #[derive(PtxAbi, Clone, Copy)]
    #[repr(C)]
    #[allow(dead_code)]
    struct Mine {
        flag: u32,
        colour: [f32; 4],
        weight: f32,
    }
    let message = std::panic::catch_unwind(|| {
        ptx_abi_core::__private_0_1::check_same_as_header(
            &<Mine as PtxAbi>::LAYOUT,
            "crate::Mine",
            &<Header as PtxAbi>::LAYOUT,
            "kernels/k.cuh:3",
        )
    })
    .expect_err("the layouts differ");
    let message = message.downcast_ref::<String>().expect("a formatted panic");
    assert_eq!(
        message,
        "crate::Mine does not match the header's type (kernels/k.cuh:3): member `colour`: the \
         header puts it at byte 16 bit 0 (size 16), the Rust type at byte 4 bit 0 (size 16); the \
         cause: member `colour` is aligned to 16 in the header, to 4 in the Rust type (`float4` \
         is CUDA's vector type, aligned to its size: give the member the type of \
         `ptx_abi_core::vector` of that name)"
    );
}
