//! Rust kernels reading device views, compiled by rustc for nvptx64 (`ABI.md` §12): every corpus
//! type and a batch of random types, by value and through a pointer. rustc's `.entry`
//! declarations are compared with ours (`param_decl`) and with NVRTC's for the same C++ types,
//! and the PTX is assembled by ptxas for sm_70 (CUDA 12.9) and sm_90 (CUDA 13.5).
//!
//! Needs the nightly toolchain with `rust-src`; without it each test prints one line and skips,
//! unless `PTX_ABI_REQUIRE_NVPTX=1` (CI), which makes that a failure.
//!
//! Not on Windows: a Rust kernel lays bit-fields out as Linux does, so the corpus's bit-field
//! types have no device views on a Windows host (`ABI.md` §4a).
#![cfg(not(windows))]

use std::path::PathBuf;

use ptx_abi_build::nvrtc::CudaVersion;
use ptx_abi_build::ptx_parse::Module;
use ptx_abi_core::kernel::FunctionKind;
use ptx_abi_core::vector::{Float3, Float4, Int2};
use ptx_abi_core::{DevicePtr, Layout, PtxAbi};
use ptx_abi_kernels::agreement::rust_views::{
    build_ptx, by_value_in_rust, by_value_name, corpus_items, entry_differences, host_runner_main,
    kernel_crate_lib, run_on_host, rust_kernels, slot_mismatches,
};
use ptx_abi_kernels::agreement::{corpus, nvidia_name, nvidia_source, CheckConfig, Subject};
use ptx_abi_kernels::rust_kernel::{nvptx_unavailable, without_pointer_attribute};

/// Where the kernel crates are built: `target/rust-views`, kept between runs and shared with the
/// guide's `ptx-abi-check --rust target/rust-views` and `tools/gpu-proof.sh`, so that `core` for
/// nvptx64 is built once for all of them.
fn work_dir() -> PathBuf {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    tmp.parent().unwrap_or(&tmp).join("rust-views")
}

fn nvptx_or_skip(test: &str) -> bool {
    if cfg!(miri) {
        eprintln!("{test}: skipped under Miri (runs rustc and ptxas)");
        return false;
    }
    match nvptx_unavailable() {
        None => true,
        Some(why) if ptx_abi_testenv::required(ptx_abi_testenv::Need::Nvptx) => {
            panic!("{test}: {why}, and PTX_ABI_REQUIRE_NVPTX=1")
        }
        Some(why) => {
            eprintln!("{test}: {why}; skipping (set PTX_ABI_REQUIRE_NVPTX=1 to fail instead)");
            false
        }
    }
}

/// The kernel crate of `config`'s corpus (the fixed corpus's files, or random types' source),
/// its subjects, and each subject's Rust type with its layout.
fn crate_of(config: &CheckConfig) -> (String, Vec<Subject>, Vec<(String, &'static Layout)>) {
    let (items, types) = corpus_items(config);
    let subjects = corpus(config).expect("the corpus");
    let pairs: Vec<(String, &'static Layout)> = types
        .into_iter()
        .zip(subjects.iter().map(|s| s.layout))
        .collect();
    (
        kernel_crate_lib(&items, &rust_kernels(&pairs)),
        subjects,
        pairs,
    )
}

/// Builds `config`'s kernel crate for nvptx64: rustc's `.entry` declarations equal ours, ptxas
/// assembles the PTX, NVRTC declares each by-value type as rustc does, and the same kernels run
/// on the host read every leaf as `read_dyn` does. Returns the subjects, the PTX and how many
/// by-value declarations were compared with NVRTC's (`None` without NVRTC: skipped, said on a line).
fn check_crate(name: &str, config: &CheckConfig) -> (Vec<Subject>, String, Option<usize>) {
    let (lib, subjects, pairs) = crate_of(config);
    let (ptx, compared) = check_kernels(name, &lib, &subjects, &pairs);
    (subjects, ptx, compared)
}

/// [`check_crate`] for a kernel crate `lib` reading `subjects` (each with its Rust type).
fn check_kernels(
    name: &str,
    lib: &str,
    subjects: &[Subject],
    pairs: &[(String, &Layout)],
) -> (String, Option<usize>) {
    let ptx = build_ptx(&work_dir(), name, lib).unwrap_or_else(|e| panic!("{e}"));
    let layouts: Vec<&Layout> = subjects.iter().map(|s| s.layout).collect();
    let differences = entry_differences(&ptx, &layouts);
    assert!(
        differences.is_empty(),
        "rustc's declarations differ from ours: {differences:#?}"
    );
    assemble(&ptx);
    let compared = compare_with_nvrtc(&ptx, subjects);
    run_and_compare_on_host(&format!("{name}_host"), lib, pairs, subjects);
    (ptx, compared)
}

/// Assembles `ptx` with ptxas 12.9 for sm_70 and 13.5 for sm_90, as whole programs (as the
/// driver loads PTX); `build_ptx` has already refused a `.extern .func` (checked again here).
fn assemble(ptx: &str) {
    assert_eq!(
        ptx_abi_kernels::rust_kernel::extern_functions(ptx),
        Vec::<String>::new()
    );
    for (version, arch) in [
        (CudaVersion::Cuda12, "sm_70"),
        (CudaVersion::Cuda13, "sm_90"),
    ] {
        if let Some(ptxas) = ptx_abi_testenv::oracle::ptxas(version) {
            ptxas
                .assemble(ptx, arch)
                .unwrap_or_else(|e| panic!("ptxas {version} {arch}: {e}"));
        }
    }
}

/// The same kernels built for the host and run on each subject's image: every slot they write
/// (read through the views' accessors) equals the host's `read_dyn` of the image.
fn run_and_compare_on_host(
    name: &str,
    lib: &str,
    pairs: &[(String, &Layout)],
    subjects: &[Subject],
) {
    let main = host_runner_main(name, pairs);
    let images: Vec<Vec<u8>> = subjects.iter().map(|s| s.image.clone()).collect();
    let results =
        run_on_host(&work_dir(), name, lib, &main, &images).unwrap_or_else(|e| panic!("{e}"));
    let mismatches = slot_mismatches(&results, subjects);
    assert!(
        mismatches.is_empty(),
        "the Rust kernels' slots differ: {mismatches:#?}"
    );
    eprintln!(
        "{name}: {} kernel calls on the host, every slot as read_dyn reads it",
        results.len()
    );
}

/// rustc's declaration of each by-value parameter against NVRTC's for the C++ mirror (renamed:
/// `nv{i}_param_0` is `rv{i}_param_0`).
fn compare_with_nvrtc(ptx: &str, subjects: &[Subject]) -> Option<usize> {
    let oracle = ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda13)?;
    let nvidia = oracle
        .compile_source(&nvidia_source(subjects), "views.cu", &[])
        .unwrap_or_else(|e| panic!("NVRTC: {e}"));
    let (ours, theirs) = (Module::parse(ptx), Module::parse(&nvidia));
    let mut compared = 0;
    for (i, s) in subjects.iter().enumerate() {
        if !by_value_in_rust(s.layout) {
            continue;
        }
        let rust = &ours.entry(&by_value_name(i)).expect("rv kernel").params[0];
        let nv = &theirs.entry(&nvidia_name(i)).expect("nv kernel").params[0];
        let nv = nv.replace(
            &format!("{}_param_0", nvidia_name(i)),
            &format!("{}_param_0", by_value_name(i)),
        );
        assert_eq!(
            without_pointer_attribute(rust),
            nv,
            "`{}`: rustc declares {rust}, NVRTC {nv}",
            s.layout.name
        );
        compared += 1;
    }
    Some(compared)
}

#[test]
fn corpus_views_are_declared_as_nvrtc_declares_the_types() {
    if !nvptx_or_skip("corpus_views_are_declared_as_nvrtc_declares_the_types") {
        return;
    }
    let config = CheckConfig {
        random: 0,
        ..CheckConfig::default()
    };
    let (subjects, ptx, compared) = check_crate("corpus_views", &config);
    assert_eq!(subjects.len(), corpus::subjects().len());
    // Every corpus type is read through a pointer; all but the one aligned above 16 by value.
    let by_value = subjects
        .iter()
        .filter(|s| by_value_in_rust(s.layout))
        .count();
    assert_eq!(
        by_value,
        subjects.len() - 1,
        "AgreeAligned (align 32) alone is pointer-only"
    );
    let entries = Module::parse(&ptx)
        .functions
        .iter()
        .filter(|f| f.defined && f.kind == FunctionKind::Kernel)
        .count();
    assert_eq!(entries, subjects.len() + by_value);
    if let Some(compared) = compared {
        assert_eq!(compared, by_value);
        eprintln!("{entries} kernels; {compared} by-value declarations equal to NVRTC's");
    }
}

#[test]
fn random_views_are_declared_as_ours() {
    if !nvptx_or_skip("random_views_are_declared_as_ours") {
        return;
    }
    let config = CheckConfig {
        random: 40,
        seed: 0x5eed_0018,
        random_only: true,
        ..CheckConfig::default()
    };
    let (subjects, _, compared) = check_crate("random_views", &config);
    if let Some(compared) = compared {
        eprintln!(
            "{} random types; {compared} by-value declarations equal to NVRTC's",
            subjects.len()
        );
    }
}

#[path = "rust_views/every_member.rs"]
mod every_member;
use every_member::{EveryBits, EveryMember, EveryMode, EveryPacked};

/// A kernel reading every kind of member (`rust_views/every_member.rs`) builds to PTX without a
/// `.extern`, which whole-program ptxas assembles for sm_70 and sm_90; rustc declares each view as
/// we and NVRTC do, and the kernels run on the host read every leaf as `read_dyn` does.
#[test]
fn a_kernel_reading_every_member_kind_has_no_unresolved_calls() {
    if !nvptx_or_skip("a_kernel_reading_every_member_kind_has_no_unresolved_calls") {
        return;
    }
    let bits = EveryBits {
        sgn: -16,
        uns: 0x7ff,
        flag: true,
        mode: EveryMode::Back,
        wide: -(1i128 << 98) + 12345,
        narrow: 0x55,
        whole: i128::MIN + 7,
    };
    let packed = |k: i32| EveryPacked {
        tag: 0xA5,
        a: -4000 + k,
        b: u64::MAX - k as u64,
        c: -(1 << 28) + i64::from(k),
    };
    let every = EveryMember {
        bits,
        packed: [packed(1), packed(2)],
        pos: Float3::new(1.5, -2.25, 3.0),
        color: Float4::new(0.25, 0.5, 0.75, 1.0),
        cell: Int2::new(-7, 9),
        flags: [true, false, true],
        mode: EveryMode::Stop,
        h: half::f16::from_f32(-0.5),
        next: DevicePtr::new(0x7000_1000),
        grid: [[1, 2, 3], [0xfffe, 5, 6]],
    };
    let subjects = vec![
        Subject::of(&bits),
        Subject::of(&packed(3)),
        Subject::of(&every),
    ];
    let pairs: Vec<(String, &Layout)> = [
        ("EveryBits", &EveryBits::LAYOUT),
        ("EveryPacked", &EveryPacked::LAYOUT),
        ("EveryMember", &EveryMember::LAYOUT),
    ]
    .into_iter()
    .map(|(name, layout)| (name.to_owned(), layout))
    .collect();
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rust_views/every_member.rs");
    let items = format!(
        "#[path = {:?}]\npub mod every_member;\npub use every_member::*;\n",
        path.display().to_string()
    );
    let lib = kernel_crate_lib(&items, &rust_kernels(&pairs));
    let (ptx, compared) = check_kernels("every_member", &lib, &subjects, &pairs);
    eprintln!(
        "every member kind: {} lines of PTX, no .extern; {} by-value declarations equal to NVRTC's",
        ptx.lines().count(),
        compared.map_or("(no NVRTC)".to_owned(), |n| n.to_string())
    );
}
