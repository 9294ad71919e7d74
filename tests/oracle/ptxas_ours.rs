//! ptxas assembles the PTX that ptx-abi itself writes: every `.entry`/`.func` declaration (kernel
//! parameters, device-function parameters and return values) and the echo probe kernels of
//! `ptx-abi-kernels`, for `sm_70` (CUDA 12's ptxas; CUDA 13 dropped it) and `sm_90` (both).
//!
//! Skips visibly without ptxas; fails instead with `PTX_ABI_REQUIRE_ORACLE=1` (CONTRIBUTING.md,
//! "Checked against NVRTC and nvcc").

use std::fmt::Write;

use half::f16;
use ptx_abi_build::nvrtc::CudaVersion;
use ptx_abi_core::handles::{
    CuTensorMapCuda12, CuTensorMapCuda13, SamplerObject, SurfaceObject, TextureObject,
};
use ptx_abi_core::ptx::{param_decl, ParamSpace};
use ptx_abi_core::vector::*;
use ptx_abi_core::{AddressSize, DevicePtr, Layout, PtxAbi};
use ptx_abi_kernels::agreement::PTX_HEADER;
use ptx_abi_testenv::echo::echo_kernel_ptx;

use crate::figures;
// The spec's figure "boundary alignment" (`ABI.md` §2).
use figures::BoundaryAlignment as Boundary;

#[derive(PtxAbi, Clone, Copy)]
#[repr(u8)]
enum Mode {
    Off = 0,
    On = 1,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(i16)]
enum Level {
    Low = -2,
    High = 3,
}

#[derive(PtxAbi)]
#[repr(C, align(128))]
struct Wide {
    v: [Double4_32a; 2],
    mode: Mode,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union Bits {
    f: f32,
    u: u32,
}
// SAFETY: only the layout is used here.
unsafe impl ptx_abi_core::UnionBytes for Bits {}

#[derive(PtxAbi)]
#[repr(C)]
struct HalfHolder {
    h: f16,
    pair: Half2,
}

fn layouts() -> Vec<&'static Layout> {
    vec![
        &<bool as PtxAbi>::LAYOUT,
        &<i8 as PtxAbi>::LAYOUT,
        &<u8 as PtxAbi>::LAYOUT,
        &<i16 as PtxAbi>::LAYOUT,
        &<u16 as PtxAbi>::LAYOUT,
        &<i32 as PtxAbi>::LAYOUT,
        &<u32 as PtxAbi>::LAYOUT,
        &<i64 as PtxAbi>::LAYOUT,
        &<u64 as PtxAbi>::LAYOUT,
        &<f32 as PtxAbi>::LAYOUT,
        &<f64 as PtxAbi>::LAYOUT,
        &<Mode as PtxAbi>::LAYOUT,
        &<Level as PtxAbi>::LAYOUT,
        &<DevicePtr<f32> as PtxAbi>::LAYOUT,
        &<DevicePtr<()> as PtxAbi>::LAYOUT,
        &<TextureObject as PtxAbi>::LAYOUT,
        &<SurfaceObject as PtxAbi>::LAYOUT,
        &<SamplerObject as PtxAbi>::LAYOUT,
        &<Char3 as PtxAbi>::LAYOUT,
        &<Short4 as PtxAbi>::LAYOUT,
        &<Float3 as PtxAbi>::LAYOUT,
        &<Float4 as PtxAbi>::LAYOUT,
        &<Double2 as PtxAbi>::LAYOUT,
        &<Longlong4 as PtxAbi>::LAYOUT,
        &<Half2 as PtxAbi>::LAYOUT,
        &<[Float3; 5] as PtxAbi>::LAYOUT,
        &<[[u16; 3]; 2] as PtxAbi>::LAYOUT,
        &<Boundary as PtxAbi>::LAYOUT,
        &<Wide as PtxAbi>::LAYOUT,
        &<Bits as PtxAbi>::LAYOUT,
        &<HalfHolder as PtxAbi>::LAYOUT,
        &<CuTensorMapCuda12 as PtxAbi>::LAYOUT,
        &<CuTensorMapCuda13 as PtxAbi>::LAYOUT,
    ]
}

/// A module declaring, for each type, a kernel taking it and a device function taking and
/// returning it, with our declarations and empty bodies.
fn declarations_module(layouts: &[&'static Layout]) -> String {
    let mut ptx = String::from(PTX_HEADER);
    for (i, layout) in layouts.iter().enumerate() {
        let entry = param_decl(
            layout,
            &format!("k{i}_param_0"),
            ParamSpace::Entry,
            AddressSize::Bits64,
        )
        .expect("every corpus type is a valid kernel parameter");
        let _ = writeln!(ptx, "\n.visible .entry k{i}(\n\t{entry}\n)\n{{\n\tret;\n}}");
        let param = param_decl(
            layout,
            &format!("f{i}_param_0"),
            ParamSpace::Func,
            AddressSize::Bits64,
        );
        let ret = param_decl(
            layout,
            "func_retval0",
            ParamSpace::Func,
            AddressSize::Bits64,
        );
        // Types holding __half2 have no by-value .func declaration (ParamTypeError::PassedIndirectly).
        if let (Ok(param), Ok(ret)) = (param, ret) {
            let _ = writeln!(
                ptx,
                "\n.visible .func ({ret}) f{i}(\n\t{param}\n)\n{{\n\tret;\n}}"
            );
        }
    }
    ptx
}

fn assemble(version: CudaVersion, arch: &str, modules: &[(String, String)]) {
    let Some(ptxas) = ptx_abi_testenv::oracle::ptxas(version) else {
        return;
    };
    for (what, ptx) in modules {
        if let Err(e) = ptxas.assemble(ptx, arch) {
            panic!("ptxas {arch} rejected {what}: {e}\n{ptx}");
        }
    }
    println!(
        "ptxas {}.{} {arch}: assembled {} modules of ptx-abi's own PTX",
        ptxas.version().0,
        ptxas.version().1,
        modules.len()
    );
}

fn modules() -> Vec<(String, String)> {
    let layouts = layouts();
    let mut modules = vec![(
        "the declarations module".to_owned(),
        declarations_module(&layouts),
    )];
    macro_rules! echo {
        ($($t:ty),*) => {$(
            modules.push((
                format!("the echo kernel of {}", stringify!($t)),
                echo_kernel_ptx::<$t>("echo"),
            ));
        )*};
    }
    echo!(
        u8,
        i16,
        u32,
        f32,
        f64,
        Mode,
        Level,
        DevicePtr<f32>,
        TextureObject,
        Char3,
        Float3,
        Float4,
        Double2,
        Half2,
        [Float3; 5],
        Boundary,
        Wide,
        Bits,
        HalfHolder,
        CuTensorMapCuda13
    );
    modules
}

#[test]
fn ptxas_12_assembles_our_ptx_for_sm_70_and_sm_90() {
    let modules = modules();
    assemble(CudaVersion::Cuda12, "sm_70", &modules);
    assemble(CudaVersion::Cuda12, "sm_90", &modules);
}

#[test]
fn ptxas_13_assembles_our_ptx_for_sm_90() {
    assemble(CudaVersion::Cuda13, "sm_90", &modules());
}

/// Every type of this file, checked against NVRTC 12 and 13 by the oracle (skips visibly without
/// it; CONTRIBUTING.md, "Checked against NVRTC and nvcc"): size, alignment, device image, `.param`
/// declarations, mirror. `Wide` holds CUDA 13's `double4_32a`, so only NVRTC 13 checks it.
#[test]
fn nvrtc_agrees_on_every_type_here() {
    use ptx_abi_kernels::oracle::Probe;
    use ptx_abi_testenv::oracle::assert_agrees;
    let mut bits = Bits::zeroed();
    bits.u = f32::MAX.to_bits();
    let (h, x, y) = (f16::MIN, f16::from_bits(1), f16::from_bits(0x8000));
    assert_agrees(
        "test_ptxas_ours",
        &[
            Probe::auto(&Boundary {
                s: -256,
                j: 255,
                c: i8::MIN,
                t: -1,
                u: 255,
                d: i8::MAX,
            }),
            Probe::auto(&Mode::On),
            Probe::auto(&Level::Low),
            Probe::auto(&Wide {
                v: [
                    Double4_32a::new(f64::MIN, -0.0, f64::from_bits(1), f64::MAX),
                    Double4_32a::new(-1.5, 0.1, 1e300, -1e-300),
                ],
                mode: Mode::On,
            }),
            Probe::auto(&bits),
            Probe::of(
                &HalfHolder {
                    h,
                    pair: Half2::new(x, y),
                },
                format!(
                    "{{__half_raw{{{:#06x}}}, {{__half_raw{{{:#06x}}}, __half_raw{{{:#06x}}}}}}}",
                    h.to_bits(),
                    x.to_bits(),
                    y.to_bits()
                ),
            ),
        ],
    );
}
