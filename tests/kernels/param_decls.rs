//! PTX parameter declarations against `tools/oracle-facts.md` section 3 (PARAMS.cu, EX3.cu; NVRTC
//! 12.9.86 = 13.5.37) and `ABI.md` §3.
//!
//! Every expected line is copied verbatim from the PTX in the facts, parameter names included.
//! `.func` lines come only from visible functions that nothing in their module calls: the facts
//! ("Surprises" 1, "Cloned visible functions") show that a called-and-cloned visible function can
//! lose over-alignment on its own `.param` lines, so those are not compared.

use ptx_abi_core::handles::{CuTensorMapCuda12, CuTensorMapCuda13, SurfaceObject, TextureObject};
use ptx_abi_core::ptx::{
    entry_param_decl, func_param_decl, func_return_decl, param_decl, ParamSpace,
};
use ptx_abi_core::vector::{Double2, Float4};
use ptx_abi_core::{AddressSize, DevicePtr, Layout, PtxAbi};

/// `enum class EU8 : unsigned char { A = 0, B = 1, C = 5 };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(u8)]
#[allow(dead_code)]
enum EU8 {
    A = 0,
    B = 1,
    C = 5,
}

/// `enum class ES16 : short { N = -2, P = 3 };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(i16)]
#[allow(dead_code)]
enum ES16 {
    N = -2,
    P = 3,
}

/// `struct C1 { char c; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct C1 {
    c: i8,
}

/// `struct F2 { short s:9; int j:9; char c; short t:9; short u:9; char d; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct F2 {
    #[ptx(bits = 9)]
    s: i16,
    #[ptx(bits = 9)]
    j: i32,
    c: i8,
    #[ptx(bits = 9)]
    t: i16,
    #[ptx(bits = 9)]
    u: i16,
    d: i8,
}

/// `struct S12 { int a, b, c; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct S12 {
    a: i32,
    b: i32,
    c: i32,
}

/// One row of the section 3 table: `k_<n>(T p)` param, `f_<n>(T p)` param, `f_<n>` return.
macro_rules! row {
    ($t:ty, $n:literal, $entry:literal, $func:literal, $ret:literal) => {
        assert_eq!(
            entry_param_decl::<$t>(concat!("k_", $n, "_param_0")),
            $entry,
            "kernel parameter {}",
            stringify!($t)
        );
        assert_eq!(
            func_param_decl::<$t>(concat!("f_", $n, "_param_0")),
            $func,
            "device-function parameter {}",
            stringify!($t)
        );
        assert_eq!(
            func_return_decl::<$t>(),
            $ret,
            "return value {}",
            stringify!($t)
        );
    };
}

#[test]
fn eight_bit_scalars() {
    // oracle-facts section 3: signed char, unsigned char, bool
    row!(
        i8,
        "schar",
        ".param .u8 k_schar_param_0",
        ".param .b32 f_schar_param_0",
        ".param .b32 func_retval0"
    );
    row!(
        u8,
        "uchar",
        ".param .u8 k_uchar_param_0",
        ".param .b32 f_uchar_param_0",
        ".param .b32 func_retval0"
    );
    row!(
        bool,
        "bool",
        ".param .u8 k_bool_param_0",
        ".param .b32 f_bool_param_0",
        ".param .b32 func_retval0"
    );
}

#[test]
fn sixteen_bit_scalars() {
    // oracle-facts section 3: short, unsigned short
    row!(
        i16,
        "short",
        ".param .u16 k_short_param_0",
        ".param .b32 f_short_param_0",
        ".param .b32 func_retval0"
    );
    row!(
        u16,
        "ushort",
        ".param .u16 k_ushort_param_0",
        ".param .b32 f_ushort_param_0",
        ".param .b32 func_retval0"
    );
}

#[test]
fn thirty_two_bit_scalars() {
    // oracle-facts section 3: int, unsigned, float
    row!(
        i32,
        "int",
        ".param .u32 k_int_param_0",
        ".param .b32 f_int_param_0",
        ".param .b32 func_retval0"
    );
    row!(
        u32,
        "uint",
        ".param .u32 k_uint_param_0",
        ".param .b32 f_uint_param_0",
        ".param .b32 func_retval0"
    );
    row!(
        f32,
        "float",
        ".param .f32 k_float_param_0",
        ".param .b32 f_float_param_0",
        ".param .b32 func_retval0"
    );
}

#[test]
fn sixty_four_bit_scalars() {
    // oracle-facts section 3: long long, unsigned long long (and long/unsigned long, LP64), double
    row!(
        i64,
        "ll",
        ".param .u64 k_ll_param_0",
        ".param .b64 f_ll_param_0",
        ".param .b64 func_retval0"
    );
    row!(
        u64,
        "ull",
        ".param .u64 k_ull_param_0",
        ".param .b64 f_ull_param_0",
        ".param .b64 func_retval0"
    );
    row!(
        i64,
        "long",
        ".param .u64 k_long_param_0",
        ".param .b64 f_long_param_0",
        ".param .b64 func_retval0"
    );
    row!(
        u64,
        "ulong",
        ".param .u64 k_ulong_param_0",
        ".param .b64 f_ulong_param_0",
        ".param .b64 func_retval0"
    );
    row!(
        f64,
        "double",
        ".param .f64 k_double_param_0",
        ".param .b64 f_double_param_0",
        ".param .b64 func_retval0"
    );
}

#[test]
fn pointers() {
    // oracle-facts section 3: int*, const float*, void*
    row!(
        DevicePtr<i32>,
        "intp",
        ".param .u64 k_intp_param_0",
        ".param .b64 f_intp_param_0",
        ".param .b64 func_retval0"
    );
    row!(
        DevicePtr<f32>,
        "cfloatp",
        ".param .u64 k_cfloatp_param_0",
        ".param .b64 f_cfloatp_param_0",
        ".param .b64 func_retval0"
    );
    row!(
        DevicePtr<()>,
        "voidp",
        ".param .u64 k_voidp_param_0",
        ".param .b64 f_voidp_param_0",
        ".param .b64 func_retval0"
    );
}

#[test]
fn texture_and_surface_handles() {
    // oracle-facts section 3: cudaTextureObject_t, cudaSurfaceObject_t
    row!(
        TextureObject,
        "tex",
        ".param .u64 k_tex_param_0",
        ".param .b64 f_tex_param_0",
        ".param .b64 func_retval0"
    );
    row!(
        SurfaceObject,
        "surf",
        ".param .u64 k_surf_param_0",
        ".param .b64 f_surf_param_0",
        ".param .b64 func_retval0"
    );
}

#[test]
fn enums_take_their_underlying_type() {
    // oracle-facts section 3: EU8 (unsigned char), ES16 (short)
    row!(
        EU8,
        "eu8",
        ".param .u8 k_eu8_param_0",
        ".param .b32 f_eu8_param_0",
        ".param .b32 func_retval0"
    );
    row!(
        ES16,
        "es16",
        ".param .u16 k_es16_param_0",
        ".param .b32 f_es16_param_0",
        ".param .b32 func_retval0"
    );
}

#[test]
fn aggregates() {
    // oracle-facts section 3: C1, F2, float4, double2, S12
    row!(
        C1,
        "c1",
        ".param .align 1 .b8 k_c1_param_0[1]",
        ".param .align 1 .b8 f_c1_param_0[1]",
        ".param .align 1 .b8 func_retval0[1]"
    );
    row!(
        F2,
        "f2",
        ".param .align 4 .b8 k_f2_param_0[12]",
        ".param .align 4 .b8 f_f2_param_0[12]",
        ".param .align 4 .b8 func_retval0[12]"
    );
    row!(
        Float4,
        "float4",
        ".param .align 16 .b8 k_float4_param_0[16]",
        ".param .align 16 .b8 f_float4_param_0[16]",
        ".param .align 16 .b8 func_retval0[16]"
    );
    row!(
        Double2,
        "double2",
        ".param .align 16 .b8 k_double2_param_0[16]",
        ".param .align 16 .b8 f_double2_param_0[16]",
        ".param .align 16 .b8 func_retval0[16]"
    );
    row!(
        S12,
        "s12",
        ".param .align 4 .b8 k_s12_param_0[12]",
        ".param .align 4 .b8 f_s12_param_0[12]",
        ".param .align 4 .b8 func_retval0[12]"
    );
}

#[test]
fn tensor_maps() {
    // oracle-facts TM: kernels only (`k`, `k_grid_constant`); 64 with CUDA 12.9's cuda.h,
    // 128 with 13.5's.
    assert_eq!(
        entry_param_decl::<CuTensorMapCuda12>("k_param_0"),
        ".param .align 64 .b8 k_param_0[128]"
    );
    assert_eq!(
        entry_param_decl::<CuTensorMapCuda12>("k_grid_constant_param_0"),
        ".param .align 64 .b8 k_grid_constant_param_0[128]"
    );
    assert_eq!(
        entry_param_decl::<CuTensorMapCuda13>("k_param_0"),
        ".param .align 128 .b8 k_param_0[128]"
    );
    assert_eq!(
        entry_param_decl::<CuTensorMapCuda13>("k_grid_constant_param_0"),
        ".param .align 128 .b8 k_grid_constant_param_0[128]"
    );
}

#[test]
fn param_decl_matches_the_typed_helpers() {
    // oracle-facts section 3: the same lines through the layout-level API.
    let decl = |layout: &Layout, name, space| param_decl(layout, name, space, AddressSize::Bits64);
    assert_eq!(
        decl(
            &<i16 as PtxAbi>::LAYOUT,
            "k_short_param_0",
            ParamSpace::Entry
        )
        .as_deref(),
        Ok(".param .u16 k_short_param_0")
    );
    assert_eq!(
        decl(
            &<i16 as PtxAbi>::LAYOUT,
            "f_short_param_0",
            ParamSpace::Func
        )
        .as_deref(),
        Ok(".param .b32 f_short_param_0")
    );
    assert_eq!(
        decl(&<S12 as PtxAbi>::LAYOUT, "k_s12_param_0", ParamSpace::Entry).as_deref(),
        Ok(".param .align 4 .b8 k_s12_param_0[12]")
    );
    assert_eq!(
        decl(
            &<DevicePtr<i32> as PtxAbi>::LAYOUT,
            "f_intp_param_0",
            ParamSpace::Func
        )
        .as_deref(),
        Ok(".param .b64 f_intp_param_0")
    );
}

#[test]
fn three_parameter_example() {
    // oracle-facts section 3, EX3.cu (no calls inside the module):
    //   .visible .func  (.param .align 16 .b8 func_retval0[16]) f3(
    //   	.param .b32 f3_param_0,
    //   	.param .b64 f3_param_1,
    //   	.param .align 4 .b8 f3_param_2[12]
    //   .visible .entry k3(
    //   	.param .u32 k3_param_0,
    //   	.param .u64 k3_param_1,
    //   	.param .align 4 .b8 k3_param_2[12]
    assert_eq!(
        func_return_decl::<Float4>(),
        ".param .align 16 .b8 func_retval0[16]"
    );
    assert_eq!(
        func_param_decl::<i32>("f3_param_0"),
        ".param .b32 f3_param_0"
    );
    assert_eq!(
        func_param_decl::<DevicePtr<f32>>("f3_param_1"),
        ".param .b64 f3_param_1"
    );
    assert_eq!(
        func_param_decl::<S12>("f3_param_2"),
        ".param .align 4 .b8 f3_param_2[12]"
    );
    assert_eq!(
        func_param_decl::<i32>("fv3_param_0"),
        ".param .b32 fv3_param_0"
    );
    assert_eq!(
        func_param_decl::<DevicePtr<f32>>("fv3_param_1"),
        ".param .b64 fv3_param_1"
    );
    assert_eq!(
        func_param_decl::<S12>("fv3_param_2"),
        ".param .align 4 .b8 fv3_param_2[12]"
    );
    assert_eq!(
        entry_param_decl::<i32>("k3_param_0"),
        ".param .u32 k3_param_0"
    );
    assert_eq!(
        entry_param_decl::<DevicePtr<f32>>("k3_param_1"),
        ".param .u64 k3_param_1"
    );
    assert_eq!(
        entry_param_decl::<S12>("k3_param_2"),
        ".param .align 4 .b8 k3_param_2[12]"
    );
}

#[test]
fn kernel_parameter_alignment_is_never_lowered() {
    // oracle-facts "Cloned visible functions": kernels (`.entry`) always keep `.align 16` for
    // float4 and double2 (`k_param_0`, `k_param_2`); only cloned `.func`s showed lower alignment.
    assert_eq!(
        entry_param_decl::<Float4>("k_param_0"),
        ".param .align 16 .b8 k_param_0[16]"
    );
    assert_eq!(
        entry_param_decl::<DevicePtr<f32>>("k_param_1"),
        ".param .u64 k_param_1"
    );
    assert_eq!(
        entry_param_decl::<Double2>("k_param_2"),
        ".param .align 16 .b8 k_param_2[16]"
    );
    assert_eq!(
        entry_param_decl::<DevicePtr<f64>>("k_param_3"),
        ".param .u64 k_param_3"
    );
}

#[test]
fn abi_notes_parameter_table() {
    // ABI.md §3: the PTX type per row, both spaces.
    fn types<T: PtxAbi>() -> (String, String) {
        (entry_param_decl::<T>("p"), func_param_decl::<T>("p"))
    }
    let row = |(e, f): (String, String), entry: &str, func: &str| {
        assert_eq!(e, format!(".param {entry} p"));
        assert_eq!(f, format!(".param {func} p"));
    };
    row(types::<i8>(), ".u8", ".b32");
    row(types::<u8>(), ".u8", ".b32");
    row(types::<bool>(), ".u8", ".b32");
    row(types::<i16>(), ".u16", ".b32");
    row(types::<u16>(), ".u16", ".b32");
    row(types::<i32>(), ".u32", ".b32");
    row(types::<u32>(), ".u32", ".b32");
    row(types::<i64>(), ".u64", ".b64");
    row(types::<u64>(), ".u64", ".b64");
    row(types::<DevicePtr<C1>>(), ".u64", ".b64");
    row(types::<f32>(), ".f32", ".b32");
    row(types::<f64>(), ".f64", ".b64");
    // "any aggregate, union or CUDA vector type: `.param .align A .b8 name[size]`, same"
    let (e, f) = types::<S12>();
    assert_eq!(
        (e.as_str(), f.as_str()),
        (".param .align 4 .b8 p[12]", ".param .align 4 .b8 p[12]")
    );
}

/// A struct with a pointer, for `.address_size 32`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct WithPtr {
    p: DevicePtr<u8>,
    x: i32,
}

#[test]
fn address_size_32() {
    // spec 2.3 table: "Pointers (B) 32 .u32"; spec 1.1: pointers are 32 bits on a 32-bit host.
    assert_eq!(
        param_decl(
            &<DevicePtr<i32> as PtxAbi>::LAYOUT,
            "p",
            ParamSpace::Entry,
            AddressSize::Bits32
        )
        .as_deref(),
        Ok(".param .u32 p")
    );
    // spec 2.3 table: "Pointers (B) 64 .u64".
    assert_eq!(
        param_decl(
            &<DevicePtr<i32> as PtxAbi>::LAYOUT,
            "p",
            ParamSpace::Entry,
            AddressSize::Bits64
        )
        .as_deref(),
        Ok(".param .u64 p")
    );
    // spec 1.1/1.2: with 4-byte pointers, { void* p; int x; } is 8 bytes aligned 4; with 8-byte
    // pointers, 16 bytes aligned 8 (p at 0, x at 8, tail padding to a multiple of 8).
    assert_eq!(
        WithPtr::LAYOUT.with_address_size(AddressSize::Bits32),
        (8, 4)
    );
    assert_eq!(
        WithPtr::LAYOUT.with_address_size(AddressSize::Bits64),
        (16, 8)
    );
    assert_eq!((WithPtr::LAYOUT.size, WithPtr::LAYOUT.align), (16, 8));
    // spec 2.3 table: aggregates `.align align .b8 name[size]` with the 32-bit size/alignment.
    assert_eq!(
        param_decl(
            &WithPtr::LAYOUT,
            "k_param_0",
            ParamSpace::Entry,
            AddressSize::Bits32
        )
        .as_deref(),
        Ok(".param .align 4 .b8 k_param_0[8]")
    );
    // A type without pointers does not change (spec 1.1: only pointer size is host-dependent).
    assert_eq!(S12::LAYOUT.with_address_size(AddressSize::Bits32), (12, 4));
}

/// `struct Chars128 { char c[128]; };`
#[derive(PtxAbi)]
#[repr(C)]
struct Chars128 {
    c: [i8; 128],
}

/// `struct Chars129 { char c[129]; };`
#[derive(PtxAbi)]
#[repr(C)]
struct Chars129 {
    c: [i8; 129],
}

/// `struct Shorts65 { short s[65]; };`
#[derive(PtxAbi)]
#[repr(C)]
struct Shorts65 {
    s: [i16; 65],
}

/// `struct Doubles17 { double d[17]; };`
#[derive(PtxAbi)]
#[repr(C)]
struct Doubles17 {
    d: [f64; 17],
}

/// NVRTC 12.9 and 13.5 (probed while building the random oracle suite; reproduce with
/// `tools/oracle.py` on `struct S { char c[129]; }; extern "C" __device__ __noinline__ S f(S p)
/// { return p; } extern "C" __global__ void k(S p) {}`): a device-function parameter that is an
/// aggregate of more than 128 bytes is aligned to at least 4; kernel parameters and return values
/// keep the type's alignment. The spec does not say so (ABI.md §3 records it).
#[test]
fn large_aggregates_are_aligned_to_4_as_device_function_parameters() {
    // NVRTC: `char c[128]`: 128 bytes, .func param align 1.
    assert_eq!(
        func_param_decl::<Chars128>("f_param_0"),
        ".param .align 1 .b8 f_param_0[128]"
    );
    // NVRTC: `char c[129]`: .func param align 4; kernel param and return value align 1.
    assert_eq!(
        func_param_decl::<Chars129>("f_param_0"),
        ".param .align 4 .b8 f_param_0[129]"
    );
    assert_eq!(
        entry_param_decl::<Chars129>("k_param_0"),
        ".param .align 1 .b8 k_param_0[129]"
    );
    assert_eq!(
        func_return_decl::<Chars129>(),
        ".param .align 1 .b8 func_retval0[129]"
    );
    // NVRTC: `short s[65]` (130 bytes): .func param align 4.
    assert_eq!(
        func_param_decl::<Shorts65>("f_param_0"),
        ".param .align 4 .b8 f_param_0[130]"
    );
    // NVRTC: `double d[17]` (136 bytes): stays align 8 (already at least 4).
    assert_eq!(
        func_param_decl::<Doubles17>("f_param_0"),
        ".param .align 8 .b8 f_param_0[136]"
    );
}

/// Every type of this file, checked against NVRTC 12 and 13 by the oracle (skips visibly without
/// it; CONTRIBUTING.md, "Checked against NVRTC and nvcc"): size, alignment, device image, and the
/// `.entry`/`.func` parameter and return declarations this file compares by hand (the large
/// aggregates included).
#[test]
fn nvrtc_agrees_on_every_type_here() {
    use ptx_abi_kernels::oracle::Probe;
    use ptx_abi_testenv::oracle::assert_agrees;
    assert_agrees(
        "test_param_decls",
        &[
            Probe::auto(&EU8::C),
            Probe::auto(&ES16::N),
            Probe::auto(&C1 { c: i8::MIN }),
            Probe::auto(&F2 {
                s: -256,
                j: 255,
                c: -1,
                t: 255,
                u: -256,
                d: i8::MAX,
            }),
            Probe::auto(&S12 {
                a: i32::MIN,
                b: -1,
                c: i32::MAX,
            }),
            Probe::auto(&WithPtr {
                p: DevicePtr::null(),
                x: i32::MIN,
            }),
            Probe::auto(&Chars128 {
                c: core::array::from_fn(|i| (i as i8).wrapping_mul(-3)),
            }),
            Probe::auto(&Chars129 {
                c: core::array::from_fn(|i| if i == 128 { i8::MIN } else { i as i8 }),
            }),
            Probe::auto(&Shorts65 {
                s: core::array::from_fn(|i| (i as i16 - 32) * 1021),
            }),
            Probe::auto(&Doubles17 {
                d: core::array::from_fn(|i| match i {
                    0 => f64::MIN,
                    16 => f64::MAX,
                    _ => -(i as f64) / 3.0,
                }),
            }),
        ],
    );
}
