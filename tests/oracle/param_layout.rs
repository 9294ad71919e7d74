//! The device parameter layout, against `ptxas` 12.9 and 13.5 and `cuobjdump -elf` (CPU only):
//!
//! - 500 random kernel declarations per run and per `ptxas` release (random counts, sizes,
//!   alignments 1 to 128, an eighth of them `large_params` blocks near 32,764 bytes), assembled
//!   for every architecture the release supports: our device layout, `cuobjdump`'s
//!   `EIATTR_KPARAM_INFO` and our cubin reader must agree on every parameter;
//! - the parameter-space limit: `ptxas` accepts a block exactly when its natural size fits,
//!   whatever its device layout;
//! - packed buffers of kernels taking an `align(64)` struct, an `align(128)` one and a
//!   `CUtensorMap` (CUDA 12 and 13): the bytes sit at the offsets `ptxas` chose for sm_80 and
//!   sm_90 (read from the cubin of the kernel's own header), and a buffer of the natural layout
//!   is refused with an error naming the kernel, the parameter and both offsets.
//!
//! `PTX_ABI_PARAM_SEED` replays a seed (the default changes nothing run to run: 1);
//! `PTX_ABI_PARAM_KERNELS` sets the number of declarations (default [`KERNELS`]).
//! Without the oracle the tests print one line and pass; `PTX_ABI_REQUIRE_ORACLE=1` fails them.

use ptx_abi_build::cubin::{read_cubin, Declared};
use ptx_abi_build::nvrtc::{CudaVersion, Ptxas};
use ptx_abi_core::handles::{CuTensorMapCuda12, CuTensorMapCuda13};
use ptx_abi_core::kernel::{ParamDifference, ParamLayout, ParamSlot};
use ptx_abi_core::{kernels, DevicePtr, PtxAbi};
use ptx_abi_testenv::kernel_oracle::stub_module;
use ptx_abi_testenv::param_oracle::{
    archs, check_device_layouts, check_limits, entry_module, random_declared,
};

/// Random declarations per `ptxas` release by default. 1,000 took 42 to 50 s per release on the
/// 2-core CI machine, for 11 architectures each; 500 keeps `cargo test --workspace` under six
/// minutes there, and still compares about 45,000 parameters per release, 15,000 of them off
/// their natural offset.
const KERNELS: usize = 500;

fn random_signatures(version: CudaVersion) {
    let (Some(ptxas), Some(cuobjdump)) = (
        ptx_abi_testenv::oracle::ptxas(version),
        ptx_abi_testenv::oracle::cuobjdump(),
    ) else {
        return;
    };
    let seed = ptx_abi_testenv::seed("PTX_ABI_PARAM_SEED", 1) * 100 + ptxas.version().0 as u64;
    let count = crate::random::env_u64("PTX_ABI_PARAM_KERNELS").map_or(KERNELS, |n| n as usize);
    let declared = random_declared(seed, count);
    let started = std::time::Instant::now();
    let report = check_device_layouts(
        &ptxas,
        &cuobjdump,
        &declared,
        archs(ptxas.version().0),
        &entry_module,
    );
    println!(
        "random signatures (seed {seed}, PTX_ABI_PARAM_SEED={}): {report} [{:.1} s]",
        seed / 100,
        started.elapsed().as_secs_f64()
    );
    assert!(report.is_clean(), "{report}");
    // Every kernel on sm_70 and newer; before sm_70 those that fit 4,352 bytes.
    assert!(report.kernels >= count * 9, "{report}");
    // The sample must exercise what differs: parameters that move (about 3 in 10).
    assert!(report.moved > count, "{report}");
}

#[test]
fn random_signatures_agree_with_ptxas_12() {
    random_signatures(CudaVersion::Cuda12);
}

#[test]
fn random_signatures_agree_with_ptxas_13() {
    random_signatures(CudaVersion::Cuda13);
}

fn limits(version: CudaVersion) {
    let Some(ptxas) = ptx_abi_testenv::oracle::ptxas(version) else {
        return;
    };
    let (disagreements, assembled) = check_limits(&ptxas, archs(ptxas.version().0));
    println!(
        "parameter-space limit, ptxas {}.{}: {assembled} (kernel, architecture) pairs, {} \
         disagreements",
        ptxas.version().0,
        ptxas.version().1,
        disagreements.len()
    );
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}

#[test]
fn limits_agree_with_ptxas_12() {
    limits(CudaVersion::Cuda12);
}

#[test]
fn limits_agree_with_ptxas_13() {
    limits(CudaVersion::Cuda13);
}

// =============================================================================================
// Packed buffers of over-aligned parameters.
// =============================================================================================

/// 64 bytes aligned 64.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(64))]
struct A64 {
    v: [u32; 16],
}

/// 128 bytes aligned 128.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(128))]
struct A128 {
    v: [u8; 128],
}

kernels! {
    /// `(unsigned a, A64 s, int *out)` of the measured table.
    pub extern "C" fn k64(a: u32, s: A64, out: *mut i32);
    /// `(char c, A128 s, int *out)` of the measured table.
    pub extern "C" fn k128(c: u8, s: A128, out: *mut i32);
    /// A TMA kernel of CUDA 12 (`CUtensorMap` aligned 64) after a 4-byte parameter.
    pub extern "C" fn tma12(n: u32, map: CuTensorMapCuda12, out: *mut f32);
    /// A TMA kernel of CUDA 13 (`CUtensorMap` aligned 128) after a 1-byte parameter.
    pub extern "C" fn tma13(flag: u8, map: CuTensorMapCuda13, out: *mut f32);
}

const OUT: u64 = 0x0102_0304_0506_0708;

fn a64() -> A64 {
    A64 {
        v: core::array::from_fn(|i| 0x1000 + i as u32),
    }
}

fn a128() -> A128 {
    A128 {
        v: core::array::from_fn(|i| 0x80 | i as u8),
    }
}

fn map<T>(make: impl Fn([u64; 16]) -> T) -> T {
    make(core::array::from_fn(|i| 0xAA00_0000_0000_0000 | i as u64))
}

/// The expected packed block: each parameter's bytes at the offset the measured table gives
/// (`ABI.md` §6; the measurements: `tools/oracle-facts.md` §4), zero elsewhere.
fn expected(size: usize, parts: &[(usize, Vec<u8>)]) -> Vec<u8> {
    let mut out = vec![0u8; size];
    for (at, bytes) in parts {
        out[*at..*at + bytes.len()].copy_from_slice(bytes);
    }
    out
}

fn words<const N: usize, T: Copy + Into<u64>>(v: [T; N], width: usize) -> Vec<u8> {
    v.iter()
        .flat_map(|&x| x.into().to_le_bytes()[..width].to_vec())
        .collect()
}

#[test]
fn packed_buffers_put_the_bytes_where_the_table_says() {
    let s = words(a64().v, 4);
    let m = words(map(|opaque| opaque), 8);
    let o = OUT.to_le_bytes().to_vec();
    let k64 = k64::args(7, a64(), DevicePtr::new(OUT));
    // (unsigned a, A64 s, int *out): sm_70-sm_89 0, 32, 96; sm_90 0, 48, 112; natural 0, 64, 128.
    let seven = 7u32.to_le_bytes().to_vec();
    for (sm, at) in [(80, [0, 32, 96]), (90, [0, 48, 112]), (100, [0, 64, 128])] {
        let packed = k64.packed(ParamLayout::for_sm(sm));
        let parts = [
            (at[0], seven.clone()),
            (at[1], s.clone()),
            (at[2], o.clone()),
        ];
        assert_eq!(packed.as_bytes(), expected(at[2] + 8, &parts), "sm_{sm}");
        assert_eq!(packed.offsets(), &at);
    }
    // (char c, A128 s, int *out): sm_70-sm_89 0, 32, 160; sm_90 0, 112, 240.
    let k128 = k128::args(9, a128(), DevicePtr::new(OUT));
    let t = a128().v.to_vec();
    for (sm, at) in [(80, [0, 32, 160]), (90, [0, 112, 240])] {
        let packed = k128.packed(ParamLayout::for_sm(sm));
        let parts = [(0, vec![9u8]), (at[1], t.clone()), (at[2], o.clone())];
        assert_eq!(packed.as_bytes(), expected(at[2] + 8, &parts), "sm_{sm}");
    }
    // CUtensorMap: CUDA 12's (align 64) after a u32 moves like A64; CUDA 13's (align 128)
    // after a u8 like A128.
    let tma12 = tma12::args(
        5,
        map(|opaque| CuTensorMapCuda12 { opaque }),
        DevicePtr::new(OUT),
    );
    let five = 5u32.to_le_bytes().to_vec();
    for (sm, at) in [(80, [0, 32, 160]), (90, [0, 48, 176])] {
        let packed = tma12.packed(ParamLayout::for_sm(sm));
        let parts = [(0, five.clone()), (at[1], m.clone()), (at[2], o.clone())];
        assert_eq!(packed.as_bytes(), expected(at[2] + 8, &parts), "sm_{sm}");
    }
    let tma13 = tma13::args(
        1,
        map(|opaque| CuTensorMapCuda13 { opaque }),
        DevicePtr::new(OUT),
    );
    for (sm, at) in [(80, [0, 32, 160]), (90, [0, 112, 240])] {
        let packed = tma13.packed(ParamLayout::for_sm(sm));
        let parts = [(0, vec![1u8]), (at[1], m.clone()), (at[2], o.clone())];
        assert_eq!(packed.as_bytes(), expected(at[2] + 8, &parts), "sm_{sm}");
    }
}

/// Our buffers against the cubins `ptxas` builds from the kernels' own headers: the device
/// layout's buffer matches the compiled kernel, the natural one is refused by name.
fn packed_against_cubins(version: CudaVersion, ptxas: &Ptxas) {
    let signatures = match version {
        CudaVersion::Cuda12 => [&k64::SIGNATURE, &k128::SIGNATURE, &tma12::SIGNATURE],
        _ => [&k64::SIGNATURE, &k128::SIGNATURE, &tma13::SIGNATURE],
    };
    let module = stub_module(&signatures, "sm_75");
    let k64 = k64::args(7, a64(), DevicePtr::new(OUT));
    let k128 = k128::args(9, a128(), DevicePtr::new(OUT));
    let tma12 = tma12::args(
        5,
        map(|opaque| CuTensorMapCuda12 { opaque }),
        DevicePtr::new(OUT),
    );
    let tma13 = tma13::args(
        1,
        map(|opaque| CuTensorMapCuda13 { opaque }),
        DevicePtr::new(OUT),
    );
    for arch in ["sm_80", "sm_90"] {
        let cubin = ptxas
            .assemble_to_cubin(&module, arch)
            .unwrap_or_else(|e| panic!("{e}"));
        let cubin = read_cubin(&cubin).expect("read the cubin");
        let layout = cubin.layout();
        let params = |name: &str| cubin.function_params(name).expect("kernel in the cubin");
        k64.packed(layout).check_against(&params("k64")).unwrap();
        k128.packed(layout).check_against(&params("k128")).unwrap();
        let err = k64
            .packed(ParamLayout::Natural)
            .check_against(&params("k64"))
            .expect_err("a natural buffer for an over-aligned kernel");
        let kernel_offset = if arch == "sm_80" { 32 } else { 48 };
        assert_eq!(err.kernel, "k64");
        assert_eq!(
            err.what,
            ParamDifference::Param {
                index: 1,
                name: "s".to_owned(),
                layout: ParamLayout::Natural,
                ours: Some(ParamSlot::new(64, 64)),
                pushed: None,
                theirs: Some(ParamSlot::new(kernel_offset, 64)),
                our_count: 3,
                their_count: 3,
            }
        );
        let message = err.to_string();
        assert!(
            message.contains("kernel `k64`: parameter 1 `s`")
                && message.contains("at offset 64")
                && message.contains(&format!("at offset {kernel_offset}")),
            "{message}"
        );
        // A buffer for the other architecture is refused too.
        let other = ParamLayout::for_sm(if arch == "sm_80" { 90 } else { 80 });
        assert!(k64.packed(other).check_against(&params("k64")).is_err());
        match version {
            CudaVersion::Cuda12 => {
                tma12
                    .packed(layout)
                    .check_against(&params("tma12"))
                    .unwrap();
                assert!(tma12
                    .packed(ParamLayout::Natural)
                    .check_against(&params("tma12"))
                    .is_err());
            }
            _ => {
                tma13
                    .packed(layout)
                    .check_against(&params("tma13"))
                    .unwrap();
                assert!(tma13
                    .packed(ParamLayout::Natural)
                    .check_against(&params("tma13"))
                    .is_err());
            }
        }
    }
    // The declarations, as a PTX file would give them, name the same kernels.
    let declared = Declared::from_ptx(&module).expect("our headers");
    assert_eq!(declared.len(), 3);
}

#[test]
fn packed_buffers_match_cubins_of_ptxas_12() {
    if let Some(ptxas) = ptx_abi_testenv::oracle::ptxas(CudaVersion::Cuda12) {
        packed_against_cubins(CudaVersion::Cuda12, &ptxas);
    }
}

#[test]
fn packed_buffers_match_cubins_of_ptxas_13() {
    if let Some(ptxas) = ptx_abi_testenv::oracle::ptxas(CudaVersion::Cuda13) {
        packed_against_cubins(CudaVersion::Cuda13, &ptxas);
    }
}

// =============================================================================================
// The build.rs check: compiled kernels against `kernels!` signatures.
// =============================================================================================

mod wrong {
    use super::*;

    /// 64 bytes aligned 16: what a Rust twin that lost the `__align__(64)` would say.
    #[derive(PtxAbi, Clone, Copy)]
    #[repr(C, align(16))]
    pub struct A64Lost {
        v: [u32; 16],
    }

    kernels! {
        /// `k64` with the struct's alignment lost.
        pub extern "C" fn k64(a: u32, s: A64Lost, out: *mut i32);
    }
}

/// `cubin::check_file` on a cubin, and on a zstd-compressed fatbin made by CUDA 13's
/// `fatbinary` holding cubins for sm_80 and sm_90 and the PTX: clean for the right signatures,
/// a disagreement naming the parameter for the wrong ones.
#[test]
fn check_file_reads_cubins_and_fatbins() {
    use ptx_abi_build::cubin::check_file;

    let Some(ptxas) = ptx_abi_testenv::oracle::ptxas(CudaVersion::Cuda13) else {
        return;
    };
    let module = stub_module(&[&k64::SIGNATURE, &k128::SIGNATURE], "sm_75");
    let dir = std::env::temp_dir().join(format!("ptx-abi-fatbin-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let mut images = Vec::new();
    for arch in ["sm_80", "sm_90"] {
        let path = dir.join(format!("k.{arch}.cubin"));
        let cubin = ptxas
            .assemble_to_cubin(&module, arch)
            .unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(&path, cubin).expect("write");
        images.push(format!(
            "--image3=kind=elf,sm={},file={}",
            &arch[3..],
            path.display()
        ));
    }
    let ptx = dir.join("k.ptx");
    std::fs::write(&ptx, &module).expect("write");
    images.push(format!("--image3=kind=ptx,sm=75,file={}", ptx.display()));
    let right = [&k64::SIGNATURE, &k128::SIGNATURE];
    let lost = [&wrong::k64::SIGNATURE];

    let cubin = dir.join("k.sm_90.cubin");
    let report = check_file(&cubin, &right).expect("read the cubin");
    assert!(report.is_clean(), "{report}");
    let report = check_file(&cubin, &lost).expect("read the cubin");
    assert!(!report.is_clean());
    assert!(
        report.to_string().contains(
            "k64 (sm_90 cubin): parameter 1 `s`: declared at offset 16 size 64 (sm_90 device \
             layout), compiled at offset 48 size 64"
        ),
        "{report}"
    );

    let fatbinary = ptxas.path().with_file_name("fatbinary");
    if !fatbinary.is_file() {
        // The CUDA 13 nvcc wheel ships fatbinary beside ptxas; a toolkit found elsewhere may not.
        assert!(
            !ptx_abi_testenv::required(ptx_abi_testenv::Need::Oracle),
            "no fatbinary beside {}",
            ptxas.path().display()
        );
        println!("no fatbinary beside ptxas; skipping the fatbin half");
        return;
    }
    let fatbin = dir.join("k.fatbin");
    let status = std::process::Command::new(&fatbinary)
        .arg("-64")
        .arg("--compress-all")
        .arg(format!("--create={}", fatbin.display()))
        .args(&images)
        .status()
        .expect("run fatbinary");
    assert!(status.success());
    let report = check_file(&fatbin, &right).expect("read the fatbin");
    println!("{report}");
    assert!(report.is_clean(), "{report}");
    // Two kernels in two cubins and the PTX.
    assert_eq!(report.compared.len(), 6, "{report}");
    let report = check_file(&fatbin, &lost).expect("read the fatbin");
    let text = report.to_string();
    assert!(
        text.contains("k64 (sm_80 cubin): parameter 1 `s`"),
        "{text}"
    );
    assert!(
        text.contains("k64 (sm_90 cubin): parameter 1 `s`"),
        "{text}"
    );
    assert!(
        text.contains(
            "k64 (compute_75 PTX): parameter 1 `s`: declared aligned 16, compiled aligned 64"
        ),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
