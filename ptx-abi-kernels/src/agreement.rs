//! Host/device agreement: two independent device-side views of a type, compared with the host's.
//!
//! For each [`Subject`] (a type's layout and the device image the host marshals for one value):
//!
//! 1. **Our view** ([`probe_ptx`]): a PTX kernel generated from *our* layout. It takes the value by
//!    value (`.param .align A .b8 p[size]`, exactly our declaration) and a pointer to a global
//!    array of two elements, loads every leaf at the offset our layout gives it (`ld.param` /
//!    `ld.global` of 1, 2, 4 or 8 bytes, sign- or zero-extended; bit-fields with `bfe.s64` /
//!    `bfe.u64` on their storage unit; byte by byte where the address may be misaligned (packed
//!    types) and for the two 64-bit halves of a 128-bit integer, [`Load::Window`]), and stores
//!    each into an output buffer.
//! 2. **NVIDIA's view** ([`nvidia_source`]): the type's CUDA C++ mirror
//!    ([`CudaHeader`](ptx_abi_core::cuda::CudaHeader)) compiled by NVRTC into a kernel that writes `sizeof`, `alignof` and every
//!    leaf, read through C++ member access (`p.a`, `p.v.x`, `p.arr[1][2]`, bit-fields included).
//!
//! Both write leaves in the same **canonical form** ([`leaves()`]): one little-endian 64-bit slot
//! per named leaf (scalars, vector components, array elements, bit-fields), in declaration order.
//! A 128-bit integer (member or bit-field wider than 64 bits) is two slots, its low 64 bits and
//! the rest. Integers, `bool`s and enums are sign- or zero-extended as their type says (a bit-field as its
//! declared type says), `float`/`double`/16-bit floats are their bits, zero-extended, pointers and
//! handles their 64 bits. **Unions** (and `CUtensorMap`s) are compared through their bytes, one
//! slot per byte: a union does not say which member is active, and its image is what the host
//! marshals. The host's expected slots come from [`ptx_abi_core::dynamic::read_dyn`] of the image
//! ([`expected_slots`]), an independent walk of the same layout.
//!
//! Without a GPU, [`run`] does everything but the launch: it generates and assembles the probe
//! module with `ptxas` (`sm_90` with CUDA 12's and 13's, `sm_70` with CUDA 12's), compiles NVIDIA's view with every
//! front end found (NVRTC 12 and 13, nvcc 13) and assembles it for `sm_90`, compares each one's
//! `.entry` declaration of each kernel with ours, and *emulates* the probe's loads on the host image ([`emulate`]) against
//! `read_dyn`. With the `cudarc` feature and a GPU it also launches both kernels (see the
//! `gpu` module, built with that feature).

use std::time::Instant;

use ptx_abi_core::ptx::{param_decl, ParamSpace};
use ptx_abi_core::AddressSize;

use crate::oracle::Oracle;
use crate::random::{Config, RandomTypes};
use ptx_abi_build::nvrtc::{CudaVersion, Ptxas};
use ptx_abi_build::ptx_parse::Module;
use ptx_abi_core::layout::Compiler;

mod batches;
pub mod corpus;
// The check's machinery below is public for `ptx-abi-check` and the workspace's tests, and hidden
// from the documented API: it changes with the check.
#[cfg(feature = "cudarc")]
#[doc(hidden)]
pub mod gpu;
mod leaves;
mod probes;
mod report;
#[doc(hidden)]
pub mod rust_views;

#[doc(hidden)]
pub use batches::{batch_size, run_batched};
#[doc(hidden)]
pub use leaves::{emulate, expected_slots, leaves, load_slot, Leaf, Load};
pub use probes::Subject;
#[doc(hidden)]
pub use probes::{
    nvidia_name, nvidia_source, ours_name, param_block, passed_by_value, probe_module, probe_ptx,
    PTX_HEADER,
};
#[doc(hidden)]
pub use report::first_difference;
pub use report::{CheckReport, Row, Verdict};

/// What [`run`] does.
#[derive(Clone, Debug)]
pub struct CheckConfig {
    /// Number of random types to add to the fixed corpus.
    pub random: usize,
    /// Their seed.
    pub seed: u64,
    /// Whether to launch on a GPU (needs the `cudarc` feature and a CUDA driver).
    pub launch: bool,
    /// Whether to leave out the fixed corpus ([`crate::corpus::subjects`]).
    pub random_only: bool,
}

impl Default for CheckConfig {
    fn default() -> Self {
        CheckConfig {
            random: 100,
            seed: 1,
            launch: true,
            random_only: false,
        }
    }
}

/// The corpus of `config`: the fixed types, then `config.random` random types of its seed.
pub fn corpus(config: &CheckConfig) -> Result<Vec<Subject>, String> {
    let mut out = if config.random_only {
        Vec::new()
    } else {
        crate::corpus::subjects()
    };
    for case in random_cases(config) {
        out.push(Subject::dynamic(case.layout, &case.value)?);
    }
    Ok(out)
}

/// The random cases of `config`, in order (the same on every call).
pub fn random_cases(config: &CheckConfig) -> impl Iterator<Item = crate::random::Case> {
    let gen = RandomTypes::with_config(
        config.seed,
        Config {
            prefix: "RandomAgree".to_owned(),
            ..Config::default()
        },
    );
    gen.take(config.random)
}

/// The compiled modules a launch needs.
#[derive(Clone, Debug)]
pub struct Modules {
    /// Our probe module (PTX).
    pub ours: String,
    /// NVIDIA's view compiled by each NVRTC found (nvcc's is only checked statically):
    /// `(major, minor)`, the PTX (for `compute_70`
    /// with CUDA 12, `compute_75` with CUDA 13, so that any supported GPU can load it).
    pub nvidia: Vec<((i32, i32), String)>,
}

/// Runs the whole check on `subjects` (see the module documentation).
pub fn run_subjects(subjects: &[Subject], launch: bool) -> CheckReport {
    let start = Instant::now();
    let mut report = CheckReport::default();
    let ours = probe_module(subjects);
    // ptxas on our probes.
    let targets = [
        (CudaVersion::Cuda12, "sm_90"),
        (CudaVersion::Cuda13, "sm_90"),
        (CudaVersion::Cuda12, "sm_70"),
    ];
    let ptxas_ok = assemble_with(&ours, "probe module", &targets, &mut report);
    if !ptxas_ok.is_empty() {
        report
            .notes
            .push(format!("probe module assembled by {}", ptxas_ok.join(", ")));
    }
    // NVIDIA's view.
    let source = nvidia_source(subjects);
    let mut modules = Modules {
        ours,
        nvidia: Vec::new(),
    };
    // NVRTC 12 and 13, then nvcc 13: the front ends every oracle suite checks against. Only
    // NVRTC's PTX is launched (the newest that loads, `gpu.rs`); nvcc's is checked statically.
    let mut front_ends_ok = Vec::new();
    let oracles = [
        Oracle::load(CudaVersion::Cuda12),
        Oracle::load(CudaVersion::Cuda13),
        Oracle::load_nvcc(),
    ];
    for oracle in oracles.iter().flatten() {
        let label = oracle.label();
        match check_nvidia(oracle, &source, subjects, launch) {
            Ok((ptx, launchable)) => {
                front_ends_ok.push(label);
                report.notes.extend(ptx);
                if let Some(launchable) = launchable {
                    modules.nvidia.push((oracle.version(), launchable));
                }
            }
            Err(e) => report.failures.push(format!("{label}: {e}")),
        }
    }
    let nvidia_failed = report
        .failures
        .iter()
        .any(|f| f.starts_with("NVRTC") || f.starts_with("nvcc"));
    let nvidia_static = if nvidia_failed {
        Verdict::Mismatch("NVIDIA's compiler rejected its view: see the FAILURE lines".to_owned())
    } else if front_ends_ok.is_empty() {
        Verdict::Skipped("no NVRTC or nvcc found (tools/install-oracle.sh)".to_owned())
    } else {
        Verdict::Ok(format!(
            "{} compile (mirror static_asserts of size, align, offsets) and ptxas sm_90; .entry declarations equal ours",
            front_ends_ok.join(", ")
        ))
    };
    for s in subjects {
        let leaves = leaves(s.layout);
        let mut row = Row {
            name: s.name.clone(),
            size: s.layout.size,
            align: s.layout.align,
            leaves: leaves.len(),
            param: Verdict::Skipped("not a kernel parameter".to_owned()),
            packed: Verdict::Skipped("not launched".to_owned()),
            buffer: Verdict::Skipped(String::new()),
            nvidia: nvidia_static.clone(),
            rust: Verdict::Skipped("not requested (--rust)".to_owned()),
        };
        match expected_slots(s.layout, &s.image) {
            Ok(expected) => {
                let what = if ptxas_ok.is_empty() {
                    "probe loads emulated on the host image".to_owned()
                } else {
                    format!(
                        "probe PTX assembled ({}), its loads emulated on the host image",
                        ptxas_ok.join(", ")
                    )
                };
                let emulated = emulate(&leaves, &s.image);
                let verdict = match first_difference(&leaves, &expected, &emulated) {
                    None => Verdict::Ok(what),
                    Some(d) => Verdict::Mismatch(format!("emulated: {d}")),
                };
                if s.by_value() {
                    row.param = verdict.clone();
                }
                let buffer = s.buffer();
                let emulated = emulate(&leaves, &buffer[s.layout.size..]);
                row.buffer = match first_difference(&leaves, &expected, &emulated) {
                    None => verdict,
                    Some(d) => Verdict::Mismatch(format!("emulated: {d}")),
                };
            }
            Err(e) => {
                row.param = Verdict::Mismatch(format!("host image does not read back: {e}"));
                row.buffer = row.param.clone();
            }
        }
        report.rows.push(row);
    }
    if launch {
        launch_all(subjects, &modules, &mut report);
    } else {
        report.launch_skipped = Some(NOT_REQUESTED.to_owned());
    }
    report.elapsed = start.elapsed();
    report
}

/// Why the launch is skipped when the check was asked for none (`CheckConfig::launch` false:
/// `ptx-abi-check --compile-only`).
pub const NOT_REQUESTED: &str = "not requested (--compile-only)";

/// Why nothing could be launched on this machine (no `cudarc` feature, no CUDA driver, no
/// device), asked before any work: `None` when a context opens on device 0. `ptx-abi-check
/// --require-gpu` stops at once with this reason rather than compile every type first.
pub fn launch_unavailable() -> Option<String> {
    #[cfg(feature = "cudarc")]
    return gpu::unavailable();
    #[cfg(not(feature = "cudarc"))]
    return Some(NO_CUDARC.to_owned());
}

/// Why the launch is skipped in a build without the `cudarc` feature.
#[cfg(not(feature = "cudarc"))]
const NO_CUDARC: &str =
    "built without the `cudarc` feature (cargo run -p ptx-abi-kernels --features cudarc --bin ptx-abi-check)";

#[cfg(feature = "cudarc")]
fn launch_all(subjects: &[Subject], modules: &Modules, report: &mut CheckReport) {
    // One batch on the GPU at a time (`run_batched` compiles batches on several threads): the
    // launches' timings and the device's memory stay those of one module.
    static GPU: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _turn = GPU.lock().unwrap_or_else(|e| e.into_inner());
    gpu::launch_all(subjects, modules, report);
}

#[cfg(not(feature = "cudarc"))]
fn launch_all(_: &[Subject], _: &Modules, report: &mut CheckReport) {
    report.launch_skipped = Some(NO_CUDARC.to_owned());
}

/// Assembles `ptx` (`what`, in messages) with the ptxas of each `(version, arch)` found that
/// supports `arch`; returns the `ptxas X.Y sm_NN` that assembled it. An assembler error is a
/// failure of `report`, a missing ptxas a note.
fn assemble_with(
    ptx: &str,
    what: &str,
    targets: &[(CudaVersion, &str)],
    report: &mut CheckReport,
) -> Vec<String> {
    let mut assembled = Vec::new();
    for &(version, arch) in targets {
        match Ptxas::find(version) {
            Ok(ptxas) if ptxas.supports(arch) => match ptxas.assemble(ptx, arch) {
                Ok(()) => {
                    let (a, b) = ptxas.version();
                    assembled.push(format!("ptxas {a}.{b} {arch}"));
                }
                Err(e) => report.failures.push(format!("{what}: {e}")),
            },
            Ok(_) => {}
            Err(e) => report.notes.push(format!(
                "{what}: no CUDA {} ptxas for {arch}: {e}",
                version.major()
            )),
        }
    }
    assembled
}

/// Compiles NVIDIA's view with `oracle`'s front end, assembles it for `sm_90`, compares every
/// `.entry` declaration with ours; returns notes and, from NVRTC when `launch`, the PTX to launch.
fn check_nvidia(
    oracle: &Oracle,
    source: &str,
    subjects: &[Subject],
    launch: bool,
) -> Result<(Vec<String>, Option<String>), String> {
    let label = oracle.label();
    let ptx = oracle
        .compile_source(source, "agreement.cu", &[])
        .map_err(|e| e.to_string())?;
    let module = Module::parse(&ptx);
    for (i, s) in subjects.iter().enumerate() {
        let name = nvidia_name(i);
        let entry = module
            .entry(&name)
            .ok_or_else(|| format!("no .entry {name} in {label}'s PTX"))?;
        if s.by_value() {
            let ours = param_decl(
                s.layout,
                &format!("{name}_param_0"),
                ParamSpace::Entry,
                AddressSize::Bits64,
            )
            .map_err(|e| e.to_string())?;
            if entry.params.first() != Some(&ours) {
                return Err(format!(
                    "{}: {label} declares {:?}, ours is {ours:?}",
                    s.name,
                    entry.params.first()
                ));
            }
        }
    }
    oracle
        .ptxas()
        .assemble(&ptx, "sm_90")
        .map_err(|e| e.to_string())?;
    let notes = vec![format!(
        "NVIDIA's view compiled by {label}, assembled by ptxas sm_90, {} .entry declarations equal ours",
        subjects.len()
    )];
    if !launch || oracle.compiler() != Compiler::Nvrtc {
        return Ok((notes, None));
    }
    // The PTX to launch: the oldest target the release supports.
    let arch = if oracle.version().0 >= 13 {
        "--gpu-architecture=compute_75"
    } else {
        "--gpu-architecture=compute_70"
    };
    let launchable = oracle
        .compile_source(source, "agreement.cu", &[arch])
        .map_err(|e| e.to_string())?;
    Ok((notes, Some(launchable)))
}

/// Runs the check of `config`: the corpus, then [`run_subjects`].
pub fn run(config: &CheckConfig) -> Result<CheckReport, String> {
    let subjects = corpus(config)?;
    Ok(run_subjects(&subjects, config.launch))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ptx_abi_core::vector::Float3;
    use ptx_abi_core::PtxAbi;

    #[derive(ptx_abi_core::PtxAbi)]
    #[repr(C)]
    struct T1 {
        a: i8,
        v: Float3,
        #[ptx(bits = 5)]
        b: i32,
        #[ptx(bits = 3)]
        c: u16,
        arr: [[u16; 2]; 2],
    }

    #[test]
    fn leaves_walk_fields_components_elements_and_bit_fields() {
        let l = leaves(&<T1 as PtxAbi>::LAYOUT);
        let paths: Vec<&str> = l.iter().map(|l| l.path.as_str()).collect();
        assert_eq!(
            paths,
            [
                ".a",
                ".v.x",
                ".v.y",
                ".v.z",
                ".b",
                ".c",
                ".arr[0][0]",
                ".arr[0][1]",
                ".arr[1][0]",
                ".arr[1][1]"
            ]
        );
        assert_eq!(l[0].cpp, "(unsigned long long)(long long)($.a)");
        assert_eq!(l[1].cpp, "(unsigned long long)__float_as_uint($.v.x)");
        assert_eq!(
            l[4].load,
            Load::Bits {
                unit_offset: 16,
                unit_size: 4,
                shift: 0,
                width: 5,
                signed: true
            }
        );
    }

    #[test]
    fn emulated_probe_agrees_with_read_dyn() {
        let v = T1 {
            a: -3,
            v: Float3::new(1.0, -2.0, 0.5),
            b: -11,
            c: 6,
            arr: [[1, 65535], [3, 4]],
        };
        let s = Subject::of(&v);
        let expected = expected_slots(s.layout, &s.image).unwrap();
        assert_eq!(expected[0], (-3i64) as u64);
        assert_eq!(expected[4], (-11i64) as u64);
        assert_eq!(expected[7], 65535);
        assert_eq!(emulate(&leaves(s.layout), &s.image), expected);
        let ptx = probe_ptx(0, &s);
        assert!(ptx.contains("bfe.s64 %rd3, %rd4, 0, 5;"), "{ptx}");
        assert!(
            ptx.contains("ld.param.s8 %rd3, [ours0_param_0+0];"),
            "{ptx}"
        );
        assert!(ptx.contains("ld.global.u16 %rd3, [%rd1+20];"), "{ptx}");
    }
}
