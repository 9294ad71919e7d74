//! `kernels!` without NVRTC: headers, prototypes, mangled names and parameter blocks against
//! facts read off NVRTC 12.9.86 and 13.5.37 (identical for all of these), and the marshalled
//! argument block. `tests/oracle/signatures.rs` checks many more against NVRTC itself.
//!
//! Mangled names: NVRTC's PTX for this C++ (both versions, `-rdc=true`, `compute_90`), with
//! `#include <cuda.h>`, `struct S { int a; }; enum class E : unsigned char { A };` and
//! `template <> struct Pair<float3> { float3 x; };`:
//!
//! ```text
//! __global__ void test(int *p) {}                                 _Z4testPi
//! __global__ void t2(const float *a, const float *b, float *c, float *d, S s, S *sp,
//!                    const S *csp, E e, E *ep) {}                 _Z2t2PKfS0_PfS1_1SPS2_PKS2_1EPS6_
//! __global__ void t3(float4 a, float4 *b, const float4 *c, cudaTextureObject_t t,
//!                    cudaSurfaceObject_t s, unsigned long long u) {}   _Z2t36float4PS_PKS_yyy
//! __global__ void t4(const __grid_constant__ CUtensorMap m, const CUtensorMap *pm,
//!                    CUtensorMap *m2) {}                          _Z2t414CUtensorMap_stPKS_PS_
//! __global__ void t5(Pair<float3> p, Pair<float3> *pp, void *v, const void *cv, float **pp2,
//!                    const float * const *pp3) {}                 _Z2t54PairI6float3EPS1_PvPKvPPfPKPKf
//! __global__ void t6() {}                                         _Z2t6v
//! __global__ void t7(signed char a, unsigned char b, short c, unsigned short d, unsigned e,
//!                    long long f, double g, bool h, double4 i, long4 j) {}
//!                                                                 _Z2t7ahstjxdb7double45long4
//! __device__ float d1(float3 a, float3 b) { return 0; }           _Z2d16float3S_
//! ```
#![allow(dead_code)]

use ptx_abi_core::handles::{CuTensorMapCuda12, CuTensorMapCuda13, SurfaceObject, TextureObject};
use ptx_abi_core::kernel::{
    Extension, FunctionKind, LaunchExtra, Linkage, ObservedParams, ParamLayout, ParamLimit,
};
use ptx_abi_core::vector::{Double4, Float3, Float4, Long4};
use ptx_abi_core::{kernels, DevicePtr, PtxAbi};

/// `struct S12 { int a, b, c; };` (oracle-facts section 3).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct S12 {
    a: i32,
    b: i32,
    c: i32,
}

/// `struct S { int a; };`
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct S {
    a: i32,
}

/// `enum class E : unsigned char { A };`
#[derive(PtxAbi, Clone, Copy)]
#[repr(u8)]
enum E {
    A,
}

/// `template <> struct Pair<float3> { float3 x; };`
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Pair<T> {
    x: T,
}

use crate::figures;
// The spec's figure "boundary alignment" (`ABI.md` §2): bit-fields and padding.
use figures::BoundaryAlignment;

/// 32,760 bytes, aligned 4.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(4))]
struct Huge {
    bytes: [u8; 32760],
}

kernels! {
    // oracle-facts section 3, "Three-parameter example".
    pub extern "C" fn k3(a: i32, b: *const f32, c: S12);
    #[ptx(device)]
    pub extern "C" fn f3(a: i32, b: *const f32, c: S12) -> Float4;
    #[ptx(device)]
    pub extern "C" fn fv3(a: i32, b: *const f32, c: S12);
    #[ptx(device)]
    pub extern "C" fn fv0();
    pub extern "C" fn k0();

    // The mangling facts above.
    pub extern "C++" fn test(p: *mut i32);
    pub extern "C++" fn t2(
        a: *const f32, b: *const f32, c: *mut f32, d: *mut f32, s: S, sp: *mut S, csp: *const S,
        e: E, ep: *mut E,
    );
    pub extern "C++" fn t3(
        a: Float4, b: *mut Float4, c: *const Float4, t: TextureObject, s: SurfaceObject, u: u64,
    );
    pub extern "C++" fn t4(m: CuTensorMapCuda13, pm: *const CuTensorMapCuda13, m2: *mut CuTensorMapCuda13);
    pub extern "C++" fn t5(
        p: Pair<Float3>, pp: *mut Pair<Float3>, v: *mut (), cv: *const (), pp2: *mut *mut f32,
        pp3: *const *const f32,
    );
    pub extern "C++" fn t6();
    pub extern "C++" fn t7(
        a: i8, b: u8, c: i16, d: u16, e: u32, f: i64, g: f64, h: bool, i: Double4, j: Long4,
    );
    #[ptx(device)]
    pub extern "C++" fn d1(a: Float3, b: Float3) -> f32;

    // Marshalling.
    pub extern "C" fn marshal(a: u8, f: BoundaryAlignment, p: *const f32, d: f64);
    #[ptx(large_params)]
    pub extern "C" fn at_the_limit(tag: u8, huge: Huge);
    pub extern "C" fn tma(m: CuTensorMapCuda12, n: u32, _: *const f32);
    // Parameters named like other declared items, or not in snake case.
    pub extern "C" fn shadow(k3: u32, test: f32, Big: u8);
    #[ptx(device)]
    pub extern "C" fn narrow(a: i8, b: u8, c: i16, d: u16, e: bool, f: E, g: i32, h: *mut u8) -> u16;
}

#[test]
fn headers_are_nvrtcs() {
    // oracle-facts section 3, the complete PTX of EX3.cu (tabs are real tabs).
    assert_eq!(
        k3::SIGNATURE.ptx_header(),
        ".visible .entry k3(\n\t.param .u32 k3_param_0,\n\t.param .u64 k3_param_1,\n\t.param \
         .align 4 .b8 k3_param_2[12]\n)"
    );
    assert_eq!(
        f3::SIGNATURE.ptx_header(),
        ".visible .func  (.param .align 16 .b8 func_retval0[16]) f3(\n\t.param .b32 \
         f3_param_0,\n\t.param .b64 f3_param_1,\n\t.param .align 4 .b8 f3_param_2[12]\n)"
    );
    assert_eq!(
        fv3::SIGNATURE.ptx_header(),
        ".visible .func fv3(\n\t.param .b32 fv3_param_0,\n\t.param .b64 fv3_param_1,\n\t.param \
         .align 4 .b8 fv3_param_2[12]\n)"
    );
    assert_eq!(fv0::SIGNATURE.ptx_header(), ".visible .func fv0()");
    assert_eq!(k0::SIGNATURE.ptx_header(), ".visible .entry k0()");
    assert_eq!(
        k3::SIGNATURE.ptx_stub(),
        format!("{}\n{{\n\tret;\n}}\n", k3::SIGNATURE.ptx_header())
    );
    // C++ linkage: the parameters are named after the mangled symbol.
    assert_eq!(
        test::SIGNATURE.ptx_header(),
        ".visible .entry _Z4testPi(\n\t.param .u64 _Z4testPi_param_0\n)"
    );
}

#[test]
fn prototypes() {
    assert_eq!(
        k3::SIGNATURE.cuda_prototype(),
        "extern \"C\" __global__ void k3(int a, const float *b, S12 c)"
    );
    assert_eq!(
        f3::SIGNATURE.cuda_prototype(),
        "extern \"C\" __device__ float4 f3(int a, const float *b, S12 c)"
    );
    assert_eq!(
        fv0::SIGNATURE.cuda_prototype(),
        "extern \"C\" __device__ void fv0()"
    );
    assert_eq!(
        t5::SIGNATURE.cuda_prototype(),
        "__global__ void t5(Pair<float3> p, Pair<float3> *pp, void *v, const void *cv, float \
         **pp2, const float *const *pp3)"
    );
    // Tensor maps are `__grid_constant__` kernel parameters (NVRTC: `.param .align 64` with
    // CUDA 12's cuda.h, fact TM); unnamed parameters stay unnamed.
    assert_eq!(
        tma::SIGNATURE.cuda_prototype(),
        "extern \"C\" __global__ void tma(const __grid_constant__ CUtensorMap m, unsigned int n, \
         const float *)"
    );
    assert_eq!(
        tma::SIGNATURE.param_decl(0),
        ".param .align 64 .b8 tma_param_0[128]"
    );
    assert_eq!(
        t4::SIGNATURE.param_decl(0),
        ".param .align 128 .b8 _Z2t414CUtensorMap_stPKS_PS__param_0[128]"
    );
    let decls = ptx_abi_core::kernel::cuda_declarations(&[&tma::SIGNATURE, &k3::SIGNATURE]);
    let include = decls
        .find("#include <cuda.h>\n")
        .expect("CUtensorMap needs cuda.h");
    assert!(include < decls.find("__global__").unwrap(), "{decls}");
    assert!(
        decls.contains("struct S12 {\n    int a;\n    int b;\n    int c;\n};"),
        "{decls}"
    );
    assert!(decls.ends_with(
        "extern \"C\" __global__ void tma(const __grid_constant__ CUtensorMap m, unsigned int \
         n, const float *);\nextern \"C\" __global__ void k3(int a, const float *b, S12 c);\n"
    ));
}

#[test]
fn mangled_names_are_nvrtcs() {
    assert_eq!(test::SIGNATURE.symbol(), "_Z4testPi");
    assert_eq!(t2::SIGNATURE.symbol(), "_Z2t2PKfS0_PfS1_1SPS2_PKS2_1EPS6_");
    assert_eq!(t3::SIGNATURE.symbol(), "_Z2t36float4PS_PKS_yyy");
    assert_eq!(t4::SIGNATURE.symbol(), "_Z2t414CUtensorMap_stPKS_PS_");
    assert_eq!(
        t5::SIGNATURE.symbol(),
        "_Z2t54PairI6float3EPS1_PvPKvPPfPKPKf"
    );
    assert_eq!(t6::SIGNATURE.symbol(), "_Z2t6v");
    assert_eq!(t7::SIGNATURE.symbol(), "_Z2t7ahstjxdb7double45long4");
    assert_eq!(d1::SIGNATURE.symbol(), "_Z2d16float3S_");
    // `extern "C"`: the symbol is the name, the mangled name is still available.
    assert_eq!(k3::SIGNATURE.symbol(), "k3");
    assert_eq!(k3::SIGNATURE.mangled_name(), "_Z2k3iPKf3S12");
    assert_eq!(k3::SIGNATURE.linkage, Linkage::C);
    assert_eq!(d1::SIGNATURE.kind, FunctionKind::Device);
}

#[test]
fn parameter_blocks() {
    // `int` at 0, the pointer at 8 (aligned 8), `S12` at 16: 28 bytes.
    assert_eq!(k3::SIGNATURE.param_offsets::<3>(), [0, 8, 16]);
    assert_eq!(k3::PARAM_BYTES, 28);
    assert_eq!(k0::PARAM_BYTES, 0);
    // `u8` at 0, the figure (align 4) at 4, the pointer at 16, the double at 24.
    assert_eq!(marshal::SIGNATURE.param_offsets::<4>(), [0, 4, 16, 24]);
    assert_eq!(marshal::PARAM_BYTES, 32);
    // A tensor map first (align 64), then 4 and 8 bytes.
    assert_eq!(tma::SIGNATURE.param_offsets::<3>(), [0, 128, 136]);
    assert_eq!(tma::PARAM_BYTES, 144);
    assert_eq!(tma::SIGNATURE.limit, ParamLimit::Classic);
}

#[test]
fn exactly_32764_bytes_is_accepted_with_large_params() {
    // `tag` at 0, `huge` (align 4) at 4: the block ends at exactly 32,764.
    const _: () = assert!(at_the_limit::PARAM_BYTES == 32764);
    assert_eq!(at_the_limit::SIGNATURE.limit, ParamLimit::Large);
    assert_eq!(ParamLimit::Large.bytes(), 32764);
    assert!(at_the_limit::SIGNATURE.fits_param_limit());
    let args = at_the_limit::args(7, Huge { bytes: [1; 32760] });
    assert_eq!(args.natural_bytes().len(), 32764);
    assert_eq!(&args.natural_bytes()[..5], &[7, 0, 0, 0, 1]);
    assert_eq!(args.natural_bytes()[32763], 1);
}

#[test]
fn arguments_are_marshalled_at_their_offsets() {
    // The figure's image for `{ -3, 100, 7, 255, -1, 9 }`, read off NVRTC (ABI.md §2).
    let figure = BoundaryAlignment::SAMPLE;
    let args = marshal::args(0xab, figure, DevicePtr::new(0x0102_0304_0506_0708), -2.0);
    let mut expected = vec![0xab, 0, 0, 0];
    expected.extend([
        0xfd, 0xc9, 0x00, 0x07, 0xff, 0x00, 0xff, 0x01, 0x09, 0x00, 0x00, 0x00,
    ]);
    expected.extend(0x0102_0304_0506_0708u64.to_le_bytes());
    expected.extend((-2.0f64).to_le_bytes());
    assert_eq!(args.natural_bytes().as_slice(), expected.as_slice());
    assert_eq!(args.param_bytes(1), &expected[4..16]);
    assert_eq!(args.offsets(), &[0, 4, 16, 24]);
    assert_eq!(args.signature().name, "marshal");

    // kernelParams: one pointer per parameter, into the block.
    let mut params = args.kernel_params();
    let base = args.natural_bytes().as_ptr() as usize;
    let addresses: Vec<usize> = params.as_slice().iter().map(|p| *p as usize).collect();
    assert_eq!(addresses, [base, base + 4, base + 16, base + 24]);
    assert!(!params.as_mut_ptr().is_null());

    // The packed buffer for CU_LAUNCH_PARAM_BUFFER_POINTER (sm_90: nothing aligned above 16,
    // so the device layout is the natural one).
    let packed = args.packed(ParamLayout::for_sm(90));
    assert_eq!(packed.as_bytes(), expected.as_slice());
    // Built for the kernel's own offsets (`cuFuncGetParamInfo`'s, or a cubin's); another
    // kernel's are refused.
    let sm90 = ParamLayout::for_sm(90);
    let kernel = ObservedParams::given(sm90, [(0, 1), (4, 12), (16, 8), (24, 8)]);
    let extra = packed.launch_extra(&kernel).expect("the kernel's offsets");
    let other = ObservedParams::given(sm90, [(0, 1), (8, 12), (16, 8), (24, 8)]);
    assert!(packed.launch_extra(&other).is_err());
    let e = extra.as_slice();
    assert_eq!(e[0], LaunchExtra::BUFFER_POINTER);
    assert_eq!(e[1] as usize, packed.as_bytes().as_ptr() as usize);
    assert_eq!(e[2], LaunchExtra::BUFFER_SIZE);
    // SAFETY: `e[3]` points to the block's size inside `args`, which is alive.
    assert_eq!(unsafe { *(e[3] as *const usize) }, 32);
    assert!(e[4].is_null());
}

#[test]
fn a_bit_field_that_does_not_fit_names_the_kernel_and_parameter() {
    let figure = BoundaryAlignment {
        s: 300, // 9-bit signed: -256..=255
        j: 0,
        c: 0,
        t: 0,
        u: 0,
        d: 0,
    };
    let err = marshal::try_args(0, figure, DevicePtr::null(), 0.0).unwrap_err();
    assert_eq!(err.path(), "marshal.f.s");
    assert_eq!(err.type_name(), "BoundaryAlignment");
    let text = err.to_string();
    assert!(
        text.contains("value 300 does not fit a 9-bit signed bit-field"),
        "{text}"
    );
    let panic =
        std::panic::catch_unwind(|| marshal::args(0, figure, DevicePtr::null(), 0.0)).unwrap_err();
    let message = panic.downcast_ref::<String>().unwrap();
    assert!(message.contains("marshal.f.s"), "{message}");
}

thread_local! {
    static PANIC_LINE: std::cell::Cell<Option<(String, u32)>> = const { std::cell::Cell::new(None) };
}

#[test]
fn a_panic_in_args_is_reported_at_the_callers_line() {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let at = info.location().map(|l| (l.file().to_owned(), l.line()));
            PANIC_LINE.with(|cell| cell.set(at));
            previous(info);
        }));
    });
    let figure = BoundaryAlignment {
        s: 300,
        j: 0,
        c: 0,
        t: 0,
        u: 0,
        d: 0,
    };
    let line = line!() + 1;
    let result = std::panic::catch_unwind(|| marshal::args(0, figure, DevicePtr::null(), 0.0));
    assert!(result.is_err());
    let (file, at) = PANIC_LINE
        .with(|cell| cell.take())
        .expect("the hook saw the panic");
    assert!(file.ends_with("signatures.rs"), "{file}");
    assert_eq!(at, line, "reported at the call of `args` (#[track_caller])");
}

#[test]
fn device_function_slots_extend_narrow_integers() {
    // Spec 2.3 note A: narrower than 32 bits, sign- or zero-extended into a `.b32` slot.
    let ext: Vec<Extension> = narrow::SIGNATURE
        .params
        .iter()
        .map(|p| p.ty.func_extension())
        .collect();
    use Extension::{None as N, Sign, Zero};
    assert_eq!(ext, [Sign, Zero, Sign, Zero, Zero, Zero, N, N]);
    assert_eq!(narrow::SIGNATURE.ret.unwrap().func_extension(), Zero);
    assert_eq!(
        narrow::SIGNATURE.ptx_header(),
        ".visible .func  (.param .b32 func_retval0) narrow(\n\t.param .b32 narrow_param_0,\n\t\
         .param .b32 narrow_param_1,\n\t.param .b32 narrow_param_2,\n\t.param .b32 \
         narrow_param_3,\n\t.param .b32 narrow_param_4,\n\t.param .b32 narrow_param_5,\n\t\
         .param .b32 narrow_param_6,\n\t.param .b64 narrow_param_7\n)"
    );
    // Device functions have no parameter block, hence no `args`: only kernels are launched.
    assert!(narrow::SIGNATURE.fits_param_limit());
}

#[test]
fn a_kernel_without_parameters() {
    let args = k0::args();
    assert!(args.natural_bytes().is_empty());
    assert!(args.kernel_params().as_slice().is_empty());
    assert_eq!(
        k0::SIGNATURE.cuda_prototype(),
        "extern \"C\" __global__ void k0()"
    );
}

#[test]
fn tensor_maps_of_both_versions() {
    assert_eq!(<CuTensorMapCuda12 as PtxAbi>::LAYOUT.align, 64);
    assert_eq!(<CuTensorMapCuda13 as PtxAbi>::LAYOUT.align, 128);
    let map = CuTensorMapCuda12 { opaque: [7; 16] };
    let args = tma::args(map, 3, DevicePtr::null());
    assert_eq!(&args.param_bytes(0)[..8], &7u64.to_le_bytes());
    assert_eq!(args.param_bytes(1), &3u32.to_le_bytes());
    assert!(tma::SIGNATURE.tensor_maps_agree());
}

#[test]
fn declared_items_do_not_take_value_names() {
    // The structs are braced (`pub struct k3 {}`): not values, so `k3` may name a parameter or
    // a local.
    let k3 = 5u32;
    let args = shadow::args(k3, 1.0, 2);
    assert_eq!(args.natural_bytes(), &[5, 0, 0, 0, 0, 0, 0x80, 0x3f, 2]);
    assert_eq!(
        shadow::SIGNATURE.cuda_prototype(),
        "extern \"C\" __global__ void shadow(unsigned int k3, float test, unsigned char Big)"
    );
}

// A template instantiation's symbol, which `kernels!` does not compute, given as NVRTC and nvcc
// write it: `template <typename T, int B> __global__ void scale(T *, T, unsigned long long);`
// instantiated at `<float, 128>` is `_Z5scaleIfLi128EEvPT_S0_y` in both compilers' PTX
// (`tools/cu-drift.sh` and `examples/cu-kernels`, which compile it).
kernels! {
    #[ptx(symbol = "_Z5scaleIfLi128EEvPT_S0_y")]
    pub extern "C++" fn scale_f32(data: *mut f32, factor: f32, n: u64);
}

#[test]
fn a_given_symbol_names_the_entry_and_its_parameters() {
    let sig = scale_f32::SIGNATURE;
    assert_eq!(sig.symbol(), "_Z5scaleIfLi128EEvPT_S0_y");
    assert_eq!(
        sig.ptx_header(),
        ".visible .entry _Z5scaleIfLi128EEvPT_S0_y(\n\
         \t.param .u64 _Z5scaleIfLi128EEvPT_S0_y_param_0,\n\
         \t.param .f32 _Z5scaleIfLi128EEvPT_S0_y_param_1,\n\
         \t.param .u64 _Z5scaleIfLi128EEvPT_S0_y_param_2\n)"
    );
}
