//! Kernel and device-function declarations (`ptx_abi_core::kernels!`) checked against NVIDIA's
//! compiler: the CUDA C++ prototypes we generate are compiled by NVRTC 12.9 and 13.5 in one
//! compilation (kernels `extern "C"`, plus C++-linkage copies for mangling), and the PTX NVRTC
//! writes must be ours: each header character for character, each parameter's offset and size
//! (the offsets NVRTC's `.param` list implies), the block's total, and the mangled names. Our own
//! headers, with a `{ ret; }` body, are assembled by `ptxas` for `sm_90` and `sm_70` (CUDA 12).
//! See `ptx_abi_testenv::kernel_oracle`.
//!
//! Without NVRTC (install it with `tools/install-oracle.sh`) the tests print one line and pass;
//! `PTX_ABI_REQUIRE_ORACLE=1` makes them fail instead.
#![allow(dead_code)]

use core::ffi::c_void;

use ptx_abi_build::nvrtc::CudaVersion;
use ptx_abi_core::handles::{
    CuTensorMapCuda12, CuTensorMapCuda13, SamplerObject, SurfaceObject, TextureObject,
};
use ptx_abi_core::kernel::{
    cuda_declarations, CType, FunctionKind, Linkage, Param, ParamLimit, ParamType, Signature,
};
use ptx_abi_core::vector::{
    Bfloat162, Char2, Double2, Double3, Double4_16a, Double4_32a, Float3, Float4, Half2, Int3,
    Longlong4, Short3, Uchar4,
};
use ptx_abi_core::{kernels, DevicePtr, PtxAbi, UnionBytes};
use ptx_abi_kernels::oracle::Oracle;
use ptx_abi_testenv::kernel_oracle::check_signatures;
// 48 bytes, align 16, with bit-fields.
use ptx_abi_testenv::step::SimParams;

// =============================================================================================
// Types.
// =============================================================================================

#[derive(PtxAbi, Clone, Copy)]
#[repr(u8)]
enum Mode {
    Off = 0,
    On = 1,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(i16)]
enum Sign16 {
    Neg = -2,
    Pos = 3,
}

/// 32 bytes, align 4, with bit-fields.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Particle {
    position: Float3,
    velocity: Float3,
    mass: f32,
    #[ptx(bits = 3)]
    species: u8,
    #[ptx(bits = 1)]
    alive: bool,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(32))]
struct Aligned32 {
    v: [f64; 3],
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(128))]
struct Aligned128 {
    x: u32,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union Word {
    i: u32,
    f: f32,
}
// SAFETY: no value of `Word` is ever marshalled here (only its layout is used).
unsafe impl UnionBytes for Word {}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Pair<T> {
    tag: u8,
    value: T,
}

/// 144 bytes, align 2: a device function's parameter is raised to `.align 4` (over 128 bytes).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Big144 {
    m: [[i16; 9]; 8],
}

/// A struct holding a `__half`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct HalfHolder {
    h: half::f16,
    x: u16,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Node {
    value: f32,
    next: DevicePtr<Node>,
}

/// `#pragma pack(2)` with bit-fields both compilers place alike, and an `__int128`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, packed(2))]
struct Pack2 {
    tag: u8,
    #[ptx(bits = 4)]
    low: u16,
    wide: u128,
}

/// `__attribute__((packed))`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, packed)]
#[ptx(gnu_packed)]
struct GnuPacked {
    c: u8,
    #[ptx(bits = 12)]
    x: i32,
    #[ptx(bits = 30)]
    y: i32,
    d: f64,
}

/// 32,760 bytes aligned 4: after a `u8` it starts at 4 and ends at exactly 32,764.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(4))]
struct Huge {
    bytes: [u8; 32760],
}

// =============================================================================================
// Declarations: every parameter kind, kernels and device functions, both linkages.
// =============================================================================================

kernels! {
    pub extern "C" fn k_saxpy(n: u32, a: f32, x: *const f32, y: *mut f32);
    pub extern "C" fn k_scalars(
        a: i8, b: u8, c: i16, d: u16, e: i32, f: u32, g: i64, h: u64, i: f32, j: f64, k: bool,
    );
    pub extern "C" fn k_enums(m: Mode, s: Sign16, pm: *mut Mode, ps: *const Sign16);
    pub extern "C" fn k_void_ptrs(a: *mut (), b: *const (), c: *mut c_void, d: *const c_void);
    pub extern "C" fn k_ptr_ptrs(
        a: *mut *mut f32, b: *const *const f32, c: *mut *const f32, d: *const *mut f32,
    );
    pub extern "C" fn k_repeated(
        a: *const Float4, b: *const Float4, c: Float4, d: *mut Float4, e: Float4, f: *mut Float4,
    );
    pub extern "C" fn k_vectors(
        a: Char2, b: Short3, c: Int3, d: Float4, e: Double2, f: Longlong4, g: Uchar4, h: Double3,
    );
    pub extern "C" fn k_handles(t: TextureObject, s: SurfaceObject, sm: SamplerObject, n: u64);
    pub extern "C" fn k_particles(ps: *mut Particle, n: u32, p: Particle, params: SimParams);
    pub extern "C" fn k_aligned(a: u8, b: Aligned32, c: u8, d: Aligned128, e: u16);
    pub extern "C" fn k_unions(w: Word, pw: *const Word, b: bool);
    pub extern "C" fn k_generic(p: Pair<Float3>, pp: *const Pair<Float3>, q: Pair<u64>);
    pub extern "C" fn k_arrays_behind(a: *const [f32; 4], b: *mut [[i32; 3]; 2], c: *const f32);
    pub extern "C" fn k_no_params();
    pub extern "C" fn k_nodes(head: *mut Node, n: Node, nn: *const *const Node);
    pub extern "C" fn k_halves(h: Half2, b: Bfloat162, hh: HalfHolder, ph: *const half::f16);
    // `__half` and `__nv_bfloat16` by value: CUDA's 2-byte structs (`ABI.md` §3).
    pub extern "C" fn k_half_scalars(h: half::f16, b: half::bf16, x: f32, hb: half::f16);
    pub extern "C++" fn k_half_cxx(h: half::f16, b: half::bf16, p: *const half::f16);
    pub extern "C" fn k_big144(b: Big144, tail: u8);
    pub extern "C" fn k_unnamed(_: u32, _: *const f32, x: f32);
    #[ptx(large_params)]
    pub extern "C" fn k_large(tag: u8, huge: Huge);
    pub extern "C" fn k_device_ptrs(
        a: DevicePtr<f32>, b: DevicePtr<Particle>, c: DevicePtr<()>, d: DevicePtr<DevicePtr<u8>>,
    );
    pub extern "C++" fn test(p: *mut i32);
    pub extern "C" fn k_int128(a: u8, b: i128, c: u128, d: *mut i128, e: Pack2, f: GnuPacked);
    pub extern "C++" fn k_wide(a: i128, b: *const u128, c: GnuPacked);
    pub extern "C++" fn k_cxx_mixed(
        a: *const f32, b: *const f32, s: Particle, ps: *const Particle, e: Mode, pe: *mut Mode,
    );

    #[ptx(device)]
    pub extern "C" fn d_dot3(a: Float3, b: Float3) -> f32;
    #[ptx(device)]
    pub extern "C" fn d_narrow(a: i8, b: u8, c: i16, d: u16, e: bool, m: Mode, s: Sign16) -> i8;
    #[ptx(device)]
    pub extern "C" fn d_returns_ptr(p: *const Particle, i: u32) -> *const Particle;
    #[ptx(device)]
    pub extern "C" fn d_returns_struct(p: Particle) -> SimParams;
    #[ptx(device)]
    pub extern "C" fn d_void(x: *mut f32, v: Float4);
    #[ptx(device)]
    pub extern "C" fn d_no_params() -> u64;
    #[ptx(device)]
    pub extern "C" fn d_big144(b: Big144) -> Big144;
    #[ptx(device)]
    pub extern "C++" fn lerp3(a: Float3, b: Float3, t: f32) -> Float3;
    #[ptx(device)]
    pub extern "C" fn d_handles(t: TextureObject, s: SurfaceObject) -> TextureObject;
    #[ptx(device)]
    pub extern "C" fn d_aligned(a: Aligned128, w: Word, e: Sign16) -> Aligned32;
    #[ptx(device)]
    pub extern "C" fn d_bool(p: *mut bool) -> bool;
    #[ptx(device)]
    pub extern "C" fn d_int128(a: i128, b: u8, p: Pack2) -> u128;
    #[ptx(device)]
    pub extern "C++" fn d_wide(a: u128, g: GnuPacked) -> i128;
    #[ptx(device)]
    pub extern "C" fn d_half(h: half::f16, b: half::bf16) -> half::f16;
    #[ptx(device)]
    pub extern "C++" fn d_bf16(b: half::bf16, h: half::f16) -> half::bf16;
    #[ptx(device)]
    pub extern "C++" fn d_cxx_ptrs(a: *mut *mut f32, b: *mut *mut f32, n: *const Node) -> u16;

    // CUDA 12's CUtensorMap (alignment 64), for NVRTC 12.
    pub extern "C" fn k_tma12(m: CuTensorMapCuda12, n: u32, pm: *const CuTensorMapCuda12);
    pub extern "C++" fn k_tma12_mixed(a: u8, m: CuTensorMapCuda12, pm: *mut CuTensorMapCuda12);
    #[ptx(device)]
    pub extern "C" fn d_tma12(m: CuTensorMapCuda12, pm: *const CuTensorMapCuda12) -> u32;

    // CUDA 13's CUtensorMap (alignment 128) and vector types, for NVRTC 13.
    pub extern "C" fn k_tma13(m: CuTensorMapCuda13, n: u32, pm: *const CuTensorMapCuda13);
    pub extern "C++" fn k_tma13_mixed(a: u8, m: CuTensorMapCuda13, pm: *mut CuTensorMapCuda13);
    pub extern "C" fn k_double4_aligned(a: Double4_16a, b: Double4_32a, c: *const Double4_32a);
}

/// Signatures NVRTC 12.9 and 13.5 both compile.
fn common() -> Vec<&'static Signature> {
    vec![
        &k_saxpy::SIGNATURE,
        &k_scalars::SIGNATURE,
        &k_enums::SIGNATURE,
        &k_void_ptrs::SIGNATURE,
        &k_ptr_ptrs::SIGNATURE,
        &k_repeated::SIGNATURE,
        &k_vectors::SIGNATURE,
        &k_handles::SIGNATURE,
        &k_particles::SIGNATURE,
        &k_aligned::SIGNATURE,
        &k_unions::SIGNATURE,
        &k_generic::SIGNATURE,
        &k_arrays_behind::SIGNATURE,
        &k_no_params::SIGNATURE,
        &k_nodes::SIGNATURE,
        &k_halves::SIGNATURE,
        &k_half_scalars::SIGNATURE,
        &k_half_cxx::SIGNATURE,
        &d_half::SIGNATURE,
        &d_bf16::SIGNATURE,
        &k_big144::SIGNATURE,
        &k_unnamed::SIGNATURE,
        &k_large::SIGNATURE,
        &k_device_ptrs::SIGNATURE,
        &test::SIGNATURE,
        &k_cxx_mixed::SIGNATURE,
        &d_dot3::SIGNATURE,
        &d_narrow::SIGNATURE,
        &d_returns_ptr::SIGNATURE,
        &d_returns_struct::SIGNATURE,
        &d_void::SIGNATURE,
        &d_no_params::SIGNATURE,
        &d_big144::SIGNATURE,
        &lerp3::SIGNATURE,
        &d_handles::SIGNATURE,
        &d_aligned::SIGNATURE,
        &d_bool::SIGNATURE,
        &d_cxx_ptrs::SIGNATURE,
        &k_int128::SIGNATURE,
        &k_wide::SIGNATURE,
        &d_int128::SIGNATURE,
        &d_wide::SIGNATURE,
    ]
}

fn run(oracle: Option<Oracle>, extra: &[&'static Signature]) {
    let Some(oracle) = oracle else {
        return;
    };
    let mut signatures = common();
    signatures.extend_from_slice(extra);
    assert!(signatures.len() >= 30);
    // `sm_70` needs CUDA 12's ptxas (CUDA 13 dropped it): a missing one is the rule's skip line,
    // or a failure under PTX_ABI_REQUIRE_ORACLE=1.
    let cuda12_ptxas = ptx_abi_testenv::oracle::ptxas(CudaVersion::Cuda12);
    let report = check_signatures(&oracle, &signatures, cuda12_ptxas.as_ref());
    println!("{}", report.summary());
    assert!(report.is_clean(), "{report}\n\nC++:\n{}", report.source);
}

#[test]
fn signatures_agree_with_nvrtc_12() {
    run(
        ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda12),
        &[
            &k_tma12::SIGNATURE,
            &k_tma12_mixed::SIGNATURE,
            &d_tma12::SIGNATURE,
        ],
    );
}

#[test]
fn signatures_agree_with_nvrtc_13() {
    run(
        ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda13),
        CUDA13_EXTRA,
    );
}

#[test]
fn signatures_agree_with_nvcc_13() {
    run(ptx_abi_testenv::oracle::nvcc(), CUDA13_EXTRA);
}

/// The signatures only CUDA 13 declares.
const CUDA13_EXTRA: &[&Signature] = &[
    &k_tma13::SIGNATURE,
    &k_tma13_mixed::SIGNATURE,
    &k_double4_aligned::SIGNATURE,
];

// =============================================================================================
// The parameter block's size, as NVRTC and ptxas count it when it overflows.
// =============================================================================================

/// 32,760 bytes aligned 8.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(8))]
struct Pad8 {
    bytes: [u8; 32760],
}

/// 32,764 bytes aligned 1.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Pad1 {
    bytes: [u8; 32764],
}

const fn param(name: &'static str, layout: &'static ptx_abi_core::Layout) -> Param {
    Param::new(name, ParamType::new(layout, CType::Value(layout)))
}

const fn over(name: &'static str, params: &'static [Param]) -> Signature {
    Signature::new(
        name,
        FunctionKind::Kernel,
        Linkage::C,
        params,
        None,
        ParamLimit::Large,
    )
}

/// Kernels over the 32,764-byte limit, which `kernels!` refuses to declare, written out by hand.
const OVER_LIMIT: [Signature; 4] = [
    // `p` at 8, not 1: 32,768 bytes, though the sizes add up to 32,761.
    over(
        "k_over_aligned",
        &[
            param("a", &<u8 as PtxAbi>::LAYOUT),
            param("p", &<Pad8 as PtxAbi>::LAYOUT),
        ],
    ),
    // 32,765 bytes, the sizes too.
    over(
        "k_over_by_one",
        &[
            param("p", &<Pad1 as PtxAbi>::LAYOUT),
            param("b", &<bool as PtxAbi>::LAYOUT),
        ],
    ),
    // `s` at 2, `p` at 8: 32,768 bytes, the sizes 32,763.
    over(
        "k_over_middle",
        &[
            param("a", &<u8 as PtxAbi>::LAYOUT),
            param("s", &<u16 as PtxAbi>::LAYOUT),
            param("p", &<Pad8 as PtxAbi>::LAYOUT),
        ],
    ),
    // `s` at 32,762, `t` at 32,764: 32,768 bytes, the sizes 32,767.
    over(
        "k_over_tail",
        &[
            param("p", &<Pad8 as PtxAbi>::LAYOUT),
            param("a", &<u8 as PtxAbi>::LAYOUT),
            param("s", &<u16 as PtxAbi>::LAYOUT),
            param("t", &<u32 as PtxAbi>::LAYOUT),
        ],
    ),
];

/// How NVIDIA's tools count a kernel's parameter space, read off their errors: `ptxas` counts
/// what we count (each parameter at its aligned offset: "uses too much parameter space (0x8000
/// bytes, 0x7ffc max)"); NVRTC's front end adds up the sizes without the padding ("Formal
/// parameter space overflowed (32765 bytes required, max 32764 bytes allowed)"), so it compiles
/// kernels whose padding takes them over the limit, and ptxas then refuses its PTX. `kernels!`
/// refuses them at compile time, as ptxas and the driver would.
fn overflow_counts(version: CudaVersion) {
    let Some(oracle) = ptx_abi_testenv::oracle::nvrtc(version) else {
        return;
    };
    let ptxas = oracle.ptxas();
    assert_eq!(
        OVER_LIMIT.map(|s| s.param_block_size()),
        [32768, 32765, 32768, 32768]
    );
    let mut seen = Vec::new();
    for s in &OVER_LIMIT {
        assert!(!s.fits_param_limit());
        let ours = s.param_block_size();
        let sizes: usize = s.params.iter().map(|p| p.ty.layout.size).sum();
        // ptxas, given our header, counts our size.
        let ptxas_says = format!(
            "Entry function '{}' uses too much parameter space ({ours:#x} bytes, 0x7ffc max)",
            s.name
        );
        let stub = ptx_abi_testenv::kernel_oracle::stub_module(&[s], "sm_90");
        let err = ptxas
            .assemble(&stub, "sm_90")
            .expect_err("ptxas accepted it");
        assert!(err.to_string().contains(&ptxas_says), "{ptxas_says}\n{err}");
        // NVRTC, given the prototype, counts the sizes; when they fit, ptxas refuses its PTX
        // with our count.
        let source = format!("{}{} {{}}\n", cuda_declarations(&[s]), s.cuda_prototype());
        match oracle.compile_source(&source, "over.cu", &[]) {
            Err(err) => {
                let nvrtc_says = format!(
                    "Formal parameter space overflowed ({sizes} bytes required, max 32764 bytes \
                     allowed) in function {}",
                    s.name
                );
                assert!(err.log.contains(&nvrtc_says), "{nvrtc_says}\n{err}");
                seen.push(format!("{}: NVRTC {sizes}, ours {ours}", s.name));
            }
            Ok(ptx) => {
                assert!(sizes <= 32764, "NVRTC accepted {sizes} bytes of parameters");
                let err = ptxas
                    .assemble(&ptx, "sm_90")
                    .expect_err("ptxas accepted NVRTC's PTX");
                assert!(err.to_string().contains(&ptxas_says), "{ptxas_says}\n{err}");
                seen.push(format!(
                    "{}: NVRTC compiles ({sizes}), ptxas refuses ({ours})",
                    s.name
                ));
            }
        }
    }
    println!(
        "NVRTC {}.{} and ptxas: {}",
        oracle.version().0,
        oracle.version().1,
        seen.join("; ")
    );
}

#[test]
fn overflow_counts_agree_with_ptxas_12() {
    overflow_counts(CudaVersion::Cuda12);
}

#[test]
fn overflow_counts_agree_with_ptxas_13() {
    overflow_counts(CudaVersion::Cuda13);
}

// =============================================================================================
// The device parameter layout of these signatures, against ptxas and cuobjdump.
// =============================================================================================

/// Every kernel of the signatures above (device functions have no parameter block), CUtensorMap
/// kernels of both CUDA versions included, assembled by `ptxas` of `version` for every
/// architecture it supports: our device layout, `cuobjdump -elf` and our cubin reader agree
/// on every parameter (`ptx_abi_testenv::param_oracle`).
fn device_layouts(version: CudaVersion) {
    use ptx_abi_build::cubin::Declared;
    use ptx_abi_testenv::kernel_oracle::stub_module;
    use ptx_abi_testenv::param_oracle::{archs, check_device_layouts};

    let (Some(ptxas), Some(cuobjdump)) = (
        ptx_abi_testenv::oracle::ptxas(version),
        ptx_abi_testenv::oracle::cuobjdump(),
    ) else {
        return;
    };
    let mut signatures = common();
    signatures.extend([
        &k_tma12::SIGNATURE,
        &k_tma12_mixed::SIGNATURE,
        &k_tma13::SIGNATURE,
        &k_tma13_mixed::SIGNATURE,
        &k_double4_aligned::SIGNATURE,
    ]);
    // The 45 signatures of each NVRTC version: 42 in common, 3 per version (5 distinct kernels
    // and d_tma12, a device function, left out here).
    assert_eq!(signatures.len(), 42 + 5);
    let kernels: Vec<&Signature> = signatures
        .into_iter()
        .filter(|s| s.kind == FunctionKind::Kernel)
        .collect();
    let declared: Vec<Declared> = kernels.iter().map(|s| Declared::of(s)).collect();
    let module = |ds: &[Declared], target: &str| {
        let chosen: Vec<&Signature> = kernels
            .iter()
            .copied()
            .filter(|s| ds.iter().any(|d| d.symbol == s.symbol()))
            .collect();
        stub_module(&chosen, target)
    };
    let report = check_device_layouts(
        &ptxas,
        &cuobjdump,
        &declared,
        archs(ptxas.version().0),
        &module,
    );
    println!("{} kernel signatures: {report}", kernels.len());
    assert!(report.is_clean(), "{report}");
    assert!(
        report.moved > 0,
        "the tensor maps and Aligned32/128 move on sm_70-sm_90"
    );
}

#[test]
fn device_layouts_agree_with_ptxas_12() {
    device_layouts(CudaVersion::Cuda12);
}

#[test]
fn device_layouts_agree_with_ptxas_13() {
    device_layouts(CudaVersion::Cuda13);
}
