//! Thousands of random types checked against NVIDIA's compiler (NVRTC 12 and 13): the C++
//! mirror's `static_assert`s (sizes, alignments, offsets), the `.entry` and `.func` parameter
//! declarations, the global's alignment and the exact device image of a random value, as
//! `ptx_abi_kernels::oracle` compares them, and `ptxas` assembling the PTX.
//!
//! The types come from `ptx_abi_kernels::random`: structs, unions, scoped enums,
//! multi-dimensional arrays, CUDA vector types (CUDA 13's `*4_16a`/`*4_32a` for NVRTC 13),
//! `void *`, bit-fields of every integer type, `bool` and enums, unnamed and zero-width
//! bit-fields, `alignas` on types and members, nested three levels. Environment:
//! - `PTX_ABI_SEED`: the seed (decimal or `0x` hex); by default one from the clock, printed, so
//!   that every run explores new types and any run can be replayed;
//! - `PTX_ABI_RANDOM_TYPES`: types per front end (default [`DEFAULT_TYPES`]);
//! - `PTX_ABI_RANDOM_BATCH`: types per NVRTC compilation (default [`DEFAULT_BATCH`]);
//! - `PTX_ABI_REQUIRE_ORACLE=1`: fail, instead of skipping, when NVRTC is not installed.
//!
//! A disagreement is shrunk to a minimal type and printed as C++ and as a Rust regression test.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use ptx_abi_build::nvrtc::CudaVersion;
use ptx_abi_core::dynamic::{cpp_initializer, dyn_to_device_bytes, DynType, DynValue};
use ptx_abi_core::Layout;
use ptx_abi_kernels::oracle::{Disagreement, Oracle, Probe};
use ptx_abi_kernels::random::{cpp_case, rust_case, shrink, Case, Config, RandomTypes};

/// Types per NVRTC compilation. Measured on the 2-core CI machine (debug build, NVRTC 12.9 and
/// 13.5, seconds per 100 types for both compilations and both `ptxas` runs): batches of 10:
/// 3.3 s, 25: 2.8 s, 50: 2.3 s, 100: 1.7 s, 200: 2.2 s, 500: 3.6 s, 1000: 4.4 s, 2500: 8.6 s.
/// `ptxas` dominates and grows faster than linearly with the module: 100 is the sweet spot.
const DEFAULT_BATCH: usize = 100;

/// Types that disagree after which no more batches are checked (they are all reported; when the
/// engine is broken, checking the rest would only take longer to say so).
const STOP_AFTER_FAILING_TYPES: usize = 20;

/// Failing types shrunk per version: the first of each kind of failure, at most this many.
const MAX_SHRUNK: usize = 3;

/// Most candidates tried per shrink: for compile failures (one NVRTC front-end run each, about
/// 0.1 s), and for the rest (a whole check: two compilations and two `ptxas` runs, about 0.4 s).
const MAX_SHRINK_TRIES: (usize, usize) = (300, 120);

/// The number in an environment variable (decimal or `0x` hex), if set; a value that is not a
/// number panics, naming it, rather than being ignored.
pub(crate) use ptx_abi_testenv::env_u64;

/// Types per front end by default. 1,000 keeps `cargo test --workspace` under six minutes on the
/// 2-core CI machine: 5,000 took 62 to 71 s per front end there and the whole oracle binary
/// 336 s, 2,000 still 220 s of a 6-minute run. Every run draws new types from the clock's seed,
/// so runs add up to more, and `PTX_ABI_RANDOM_TYPES=20000` checks more in one.
pub(crate) const DEFAULT_TYPES: u64 = 1000;

/// The run's seed (`PTX_ABI_SEED`, or one from the clock), the same for every front end and for
/// the importer's random suite (`import_random.rs`).
pub(crate) fn seed() -> u64 {
    ptx_abi_testenv::fresh_seed("PTX_ABI_SEED")
}

fn probe(layout: &'static Layout, value: &DynValue) -> Probe {
    let init = cpp_initializer(layout, value).expect("random values have C++ initialisers");
    let image = dyn_to_device_bytes(layout, value).expect("random values are valid");
    Probe::new(layout, init, image)
}

/// Whether a disagreement is about a whole batch (the mirror as generated, `ptxas`) rather than
/// one probe.
fn is_batch_level(d: &Disagreement) -> bool {
    d.type_name.starts_with("batch of")
}

/// The kind of a compile error: its first `error:` line, every name with a digit in it (our type
/// and member names, numbers) replaced by `#`, so that shrinking keeps the same failure.
fn error_signature(text: &str) -> String {
    let line = text
        .lines()
        .find_map(|l| l.split_once("error:").map(|(_, rest)| rest.trim()))
        .unwrap_or(text.lines().next().unwrap_or(""));
    let mut out = String::new();
    let mut word = String::new();
    for c in line.chars().chain([' ']) {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        if word.chars().any(|c| c.is_ascii_digit()) {
            out.push('#');
        } else {
            out.push_str(&word);
        }
        word.clear();
        out.push(c);
    }
    out.trim_end().to_owned()
}

/// What a failure is, for deciding that a smaller case still fails the same way.
fn kind_of(d: &Disagreement) -> (String, String) {
    let signature = if d.aspect.starts_with("compile") {
        error_signature(&d.nvrtc)
    } else {
        String::new()
    };
    (d.aspect.clone(), signature)
}

/// Whether `ty` with `value` still fails as `kind` says. Compile failures need only NVRTC's
/// front end (one compilation, with the oracle's `offsetof` shim as the oracle bisects with);
/// the rest need the whole check.
fn still_fails(oracle: &Oracle, kind: &(String, String), ty: &DynType, value: &DynValue) -> bool {
    let p = probe(ty.layout(), value);
    if kind.0.starts_with("compile") {
        let source = Oracle::source(&[p]);
        match oracle.compile_source(&source, "shrink.cu", &[]) {
            Ok(_) => false,
            Err(e) => error_signature(&e.log) == kind.1,
        }
    } else {
        let report = oracle.check_types(&[p]);
        report
            .disagreements
            .iter()
            .any(|d| !is_batch_level(d) && d.aspect == kind.0)
    }
}

fn describe(case: &Case, found: &[Disagreement]) -> String {
    let mut text = format!(
        "=== random type {} (seed {}, case {}):\n",
        case.name(),
        case.seed,
        case.index
    );
    for d in found {
        let nvrtc = d
            .nvrtc
            .lines()
            .find(|l| l.contains("error"))
            .unwrap_or_else(|| d.nvrtc.lines().next().unwrap_or(""));
        text.push_str(&format!(
            "  {}: ptx-abi {} / NVRTC {}\n",
            d.aspect,
            d.ours,
            nvrtc.trim()
        ));
    }
    text
}

fn shrunk_report(oracle: &Oracle, case: &Case, kind: &(String, String)) -> String {
    let t = Instant::now();
    let mut tries = 0;
    let max_tries = if kind.0.starts_with("compile") {
        MAX_SHRINK_TRIES.0
    } else {
        MAX_SHRINK_TRIES.1
    };
    let (ty, value) = shrink(&case.ty, &case.value, max_tries, |t, v| {
        tries += 1;
        still_fails(oracle, kind, t, v)
    });
    let layout = ty.layout();
    let minimal = oracle.check_types(&[probe(layout, &value)]);
    let mut text = format!(
        "--- minimal case of {} ({}{}; {tries} tries, {:.1} s), {} {}.{} says:\n",
        case.name(),
        kind.0,
        if kind.1.is_empty() {
            String::new()
        } else {
            format!(": {}", kind.1)
        },
        t.elapsed().as_secs_f64(),
        ptx_abi_kernels::oracle::compiler_name(minimal.compiler),
        minimal.nvrtc_version.0,
        minimal.nvrtc_version.1
    );
    for d in minimal.disagreements.iter().filter(|d| !is_batch_level(d)) {
        text.push_str(&format!("{d}\n"));
    }
    text.push_str(&format!(
        "--- C++ (minimal):\n{}\n--- Rust (minimal):\n{}\n--- DynType (minimal): {ty:?}\n\
         --- value: {value:?}\n\n",
        cpp_case(layout, &value),
        rust_case(&ty, &value)
    ));
    text
}

fn check_version(oracle: Option<Oracle>, cuda13_vectors: bool, prefix: &str) {
    let Some(mut oracle) = oracle else {
        return;
    };
    let label = oracle.label();
    let seed = seed();
    let count = env_u64("PTX_ABI_RANDOM_TYPES").unwrap_or(DEFAULT_TYPES) as usize;
    let batch = (env_u64("PTX_ABI_RANDOM_BATCH").unwrap_or(DEFAULT_BATCH as u64) as usize).max(1);
    println!(
        "oracle {label}: {count} random types, seed {seed} \
         (replay: PTX_ABI_SEED={seed}), batches of {batch}"
    );
    let start = Instant::now();
    let gen = RandomTypes::with_config(
        seed,
        Config {
            prefix: prefix.to_owned(),
            cuda13_vectors,
            ..Config::default()
        },
    );
    let mut failures: BTreeMap<u64, (Case, Vec<Disagreement>)> = BTreeMap::new();
    // Batch-level disagreements, by aspect: the first one and how many batches had it.
    let mut batch_failures: BTreeMap<String, (Disagreement, u64, usize)> = BTreeMap::new();
    let (mut compilations, mut comparisons, mut checked) = (0, 0, 0);
    let (mut generation, mut nvrtc_time, mut ptxas_time) =
        (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    for first in (0..count).step_by(batch) {
        if failures.len() >= STOP_AFTER_FAILING_TYPES {
            break;
        }
        let t = Instant::now();
        let cases: Vec<Case> = (first..(first + batch).min(count))
            .map(|i| gen.case(i as u64))
            .collect();
        let probes: Vec<Probe> = cases.iter().map(|c| probe(c.layout, &c.value)).collect();
        generation += t.elapsed();
        // Raised alignments spelled both ways, batch by batch: `alignas(N)` and CUDA's
        // `__align__(N)` (ABI.md section 10: the two compilers agree on both when they raise).
        oracle.set_cuda_align((first / batch) % 2 == 1);
        let report = oracle.check_types(&probes);
        checked += cases.len();
        compilations += report.compilations;
        comparisons += report.comparisons;
        nvrtc_time += report.nvrtc_time;
        ptxas_time += report.ptxas_time;
        for d in report.disagreements {
            if is_batch_level(&d) {
                batch_failures
                    .entry(d.aspect.clone())
                    .or_insert_with(|| (d, cases[0].index, 0))
                    .2 += 1;
                continue;
            }
            let case = &cases[d.probe];
            failures
                .entry(case.index)
                .or_insert_with(|| (case.clone(), Vec::new()))
                .1
                .push(d);
        }
    }
    let checked_in = start.elapsed();
    let batches_failed: usize = batch_failures.values().map(|(_, _, n)| n).sum();
    let disagreements = failures.len() + batches_failed;
    println!(
        "oracle {label}: {checked} random types checked, {disagreements} disagreements \
         in {:.1} s ({} types, {batches_failed} batch-level; {compilations} compilations, \
         {comparisons} comparisons; front end {:.1} s, ptxas {:.1} s, generation {:.2} s; seed {seed})",
        checked_in.as_secs_f64(),
        failures.len(),
        nvrtc_time.as_secs_f64(),
        ptxas_time.as_secs_f64(),
        generation.as_secs_f64()
    );
    if disagreements == 0 {
        return;
    }
    let mut text = String::new();
    for (aspect, (d, first, n)) in &batch_failures {
        text.push_str(&format!(
            "=== {aspect}: {n} batch(es), the first from case {first}:\n{d}\n"
        ));
    }
    if checked < count {
        text.push_str(&format!(
            "(stopped after {checked} of {count} types: {} failed)\n",
            failures.len()
        ));
    }
    // Shrink the first case of each kind of failure.
    let mut kinds: Vec<(String, String)> = Vec::new();
    let mut shrunk = String::new();
    for (case, found) in failures.values() {
        text.push_str(&describe(case, found));
        let kind = kind_of(&found[0]);
        if !kinds.contains(&kind) && kinds.len() < MAX_SHRUNK {
            shrunk.push_str(&shrunk_report(&oracle, case, &kind));
            kinds.push(kind);
        }
    }
    panic!(
        "{label} disagrees with ptx-abi on {} random type(s) and {batches_failed} \
         batch(es) (seed {seed}; replay with PTX_ABI_SEED={seed}):\n{text}\n{shrunk}",
        failures.len()
    );
}

#[test]
fn random_types_agree_with_nvrtc_12() {
    check_version(
        ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda12),
        false,
        "Ra",
    );
}

#[test]
fn random_types_agree_with_nvrtc_13() {
    check_version(
        ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda13),
        true,
        "Rb",
    );
}

#[test]
fn random_types_agree_with_nvcc_13() {
    check_version(ptx_abi_testenv::oracle::nvcc(), true, "Rc");
}
