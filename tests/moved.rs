//! Code written against the earlier paths still compiles, with a deprecation warning naming the
//! new path (`CHANGELOG.md`, "Moved"), and gets what the new path gives.
#![allow(deprecated)]

use ptx_abi_core::vector::Float4;
use ptx_abi_core::{AddressSize, PtxAbi};

#[derive(PtxAbi)]
#[repr(C)]
struct Moved {
    a: Float4,
    #[ptx(bits = 3)]
    b: u8,
}

#[test]
fn the_cores_earlier_root_paths_give_what_the_new_ones_give() {
    use ptx_abi_core::ptx;
    let layout = &<Moved as PtxAbi>::LAYOUT;
    assert_eq!(
        ptx_abi_core::entry_param_decl::<Moved>("p"),
        ptx::entry_param_decl::<Moved>("p")
    );
    assert_eq!(
        ptx_abi_core::func_param_decl::<Moved>("p"),
        ptx::func_param_decl::<Moved>("p")
    );
    assert_eq!(
        ptx_abi_core::func_return_decl::<Moved>(),
        ptx::func_return_decl::<Moved>()
    );
    let space: ptx_abi_core::ParamSpace = ptx_abi_core::ParamSpace::Entry;
    assert_eq!(
        ptx_abi_core::param_decl(layout, "p", space, AddressSize::Bits64),
        ptx::param_decl(layout, "p", ptx::ParamSpace::Entry, AddressSize::Bits64)
    );
    assert_eq!(
        ptx_abi_core::layout_map::<Moved>(),
        ptx_abi_core::layout::layout_map::<Moved>()
    );
    assert_eq!(
        ptx_abi_core::render_layout_map(layout),
        ptx_abi_core::layout::render_layout_map(layout)
    );
    assert_eq!(
        ptx_abi_core::c_declarator(layout, "m"),
        ptx_abi_core::cuda::c_declarator(layout, "m")
    );
}

#[test]
fn the_kernels_crates_earlier_modules_are_the_build_crates() {
    let ptx = ".version 7.0\n.target sm_70\n.address_size 64\n.visible .entry k(\n\t.param .u32 k_param_0\n)\n{\n\tret;\n}\n";
    let old = ptx_abi_kernels::ptx_parse::Module::parse(ptx);
    let new = ptx_abi_build::ptx_parse::Module::parse(ptx);
    assert_eq!(
        old.entry("k").map(|e| &e.params),
        new.entry("k").map(|e| &e.params)
    );
    let _: Option<ptx_abi_kernels::nvrtc::OracleVersion> =
        Some(ptx_abi_build::nvrtc::OracleVersion::Any);
    let _: fn(&[u8]) -> _ = ptx_abi_kernels::cubin::read_cubin;
    assert_eq!(
        ptx_abi_kernels::corpus::subjects().len(),
        ptx_abi_kernels::agreement::corpus::subjects().len()
    );
}

#[test]
fn the_parameter_models_earlier_names_are_the_merged_types() {
    use ptx_abi_build::{cubin, ptx_parse};
    use ptx_abi_core::kernel::{self, ObservedParams, ParamLayout, ParamMismatch};
    let old: kernel::FunctionParams = kernel::FunctionParams::given(ParamLayout::Natural, [(0, 4)]);
    assert_eq!(old, ObservedParams::given(ParamLayout::Natural, [(0, 4)]));
    let _: fn(&kernel::ArgMismatch) -> &ParamMismatch = |m| m;
    let _: fn(&kernel::PackedMismatch) -> &ParamMismatch = |m| m;
    #[cfg(feature = "cudarc")]
    let _: Option<kernel::DriverParams> = None::<ObservedParams>;
    let report: cubin::CheckReport = cubin::CubinReport::default();
    assert!(!report.is_clean());
    let _: Option<cubin::Disagreement> = None::<cubin::CubinMismatch>;
    let ptx = ".visible .entry k(\n\t.param .u32 k_param_0\n)\n{\n\tret;\n}\n";
    let kind: ptx_parse::FunctionKind = kernel::FunctionKind::Kernel;
    assert_eq!(
        ptx_parse::function(ptx, kind, "k"),
        ptx_parse::entry(ptx, "k")
    );
}

#[test]
fn the_importers_and_toolchains_earlier_names_are_the_new_types() {
    use ptx_abi_core::layout::CudaVersion;
    let ty: ptx_abi_build::import::CType = ptx_abi_build::import::CxxType::Named("T".to_owned());
    assert!(matches!(ty, ptx_abi_build::import::CxxType::Named(n) if n == "T"));
    let _: Option<ptx_abi_build::import::kernels::KernelParam> =
        None::<ptx_abi_build::import::kernels::ImportedParam>;
    for (old, new) in [
        (
            ptx_abi_build::nvrtc::OracleVersion::Cuda12,
            Some(CudaVersion::Cuda12),
        ),
        (
            ptx_abi_build::nvrtc::OracleVersion::Cuda13,
            Some(CudaVersion::Cuda13),
        ),
        (ptx_abi_build::nvrtc::OracleVersion::Any, None),
    ] {
        assert_eq!(Option::<CudaVersion>::from(old), new);
    }
    let _: fn(&ptx_abi_kernels::oracle::Oracle) -> u32 =
        ptx_abi_kernels::oracle::Oracle::cuda_major;
}

#[test]
fn the_ptx_readers_earlier_paths_are_the_cores_globals() {
    use ptx_abi_build::ptx_parse;
    use ptx_abi_core::ptx::globals;
    let ptx = ".visible .global .align 4 .u32 x = 7;\n";
    assert_eq!(ptx_parse::global_images(ptx), globals::global_images(ptx));
    assert_eq!(
        ptx_parse::global_image(ptx, "x"),
        globals::global_image(ptx, "x")
    );
    let image: ptx_parse::GlobalImage = globals::global_image(ptx, "x").unwrap().unwrap();
    assert_eq!(image.name, "x");
    let _: Option<ptx_parse::ParseError> = None::<globals::ParseError>;
    assert_eq!(ptx_parse::ptx_type_size(".u32"), Some(4));
    assert_eq!(
        ptx_parse::parse_global(".global .u32 y;"),
        globals::parse_global(".global .u32 y;")
    );
}

/// The launches' earlier paths (`kernel::`, `integrations::`) name the `gpu` module's items.
#[cfg(feature = "cudarc")]
#[test]
fn the_launches_earlier_paths_are_the_gpu_modules() {
    use ptx_abi_core::{gpu, integrations, kernel};
    let ptx = ".visible .entry k(\n\t.param .u32 k_param_0\n)\n{\n\tret;\n}\n";
    assert_eq!(kernel::entry_symbols(ptx), gpu::entry_symbols(ptx));
    assert_eq!(
        kernel::find_kernel(["k"], "k").ok(),
        gpu::find_kernel(["k"], "k").ok()
    );
    let _: Option<kernel::CheckedFunction> = None::<gpu::CheckedFunction>;
    let _: Option<kernel::CheckedLaunch<'_>> = None::<gpu::CheckedLaunch<'_>>;
    let _: Option<kernel::ParamsError> = None::<gpu::ParamsError>;
    let _: Option<kernel::LaunchError> = None::<gpu::LaunchError>;
    let _: Option<kernel::KernelLookupError> = None::<gpu::KernelLookupError>;
    let _: Option<kernel::compiled::LoadModuleError> = None::<gpu::LoadModuleError>;
    let _: Option<integrations::DeviceImages<u32>> = None::<gpu::DeviceImages<u32>>;
    let _: Option<integrations::ImageStaging> = None::<gpu::ImageStaging>;
    let _: Option<integrations::TransferError> = None::<gpu::TransferError>;
    let _: Option<integrations::ArgGuard<'_>> = None::<gpu::ArgGuard<'_>>;
    let _ = integrations::upload_slice::<u32>;
    let _ = integrations::download_slice::<u32>;
    let _ = kernel::driver_params;
    let _ = kernel::loaded_layout;
}
