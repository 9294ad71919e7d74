//! The importer on the randomized suite's types: each batch of random types is rendered as a
//! CUDA header (their mirrors), imported back, and
//! - every imported type must have the layout of the type it was rendered from (sizes,
//!   alignments, member offsets and bit offsets, at every level: the importer reads the header
//!   faithfully);
//! - NVRTC 12.9, NVRTC 13.5 and nvcc 13.5 compile that header with the import's
//!   `static_assert`s, a random value of each type and kernels taking each by value
//!   (`Imported::verification_source`), as in `import_headers.rs`.
//!
//! `PTX_ABI_IMPORT_RANDOM_TYPES` sets the number of types (default: as many as the random suite
//! checks per front end), `PTX_ABI_SEED` the seed (default: the random suite's, from the clock,
//! so that every run imports new types). `ptxas` is not run here: the random
//! suite assembles the same kinds of types.

use ptx_abi_build::import::{import_source, ImportOptions};
use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::dynamic::{cpp_initializer, dyn_to_device_bytes};
use ptx_abi_core::layout::Compiler;
use ptx_abi_kernels::oracle::{Oracle, Probe};
use ptx_abi_kernels::random::{Case, Config, RandomTypes};

const BATCH: usize = 100;

#[test]
fn random_types_survive_header_import_and_agree_with_the_compilers() {
    let oracles = ptx_abi_testenv::oracle::all();
    if oracles.is_empty() {
        return;
    }
    let count = crate::random::env_u64("PTX_ABI_IMPORT_RANDOM_TYPES")
        .unwrap_or(crate::random::DEFAULT_TYPES) as usize;
    let seed = crate::random::seed();
    let gen = RandomTypes::with_config(
        seed,
        Config {
            prefix: "Ri".to_owned(),
            ..Config::default()
        },
    );
    let mut oracles = oracles;
    let mut checks = vec![0usize; oracles.len()];
    for first in (0..count).step_by(BATCH) {
        let cases: Vec<Case> = (first..(first + BATCH).min(count))
            .map(|i| gen.case(i as u64))
            .collect();
        let mut mirror = CudaHeader::new().cuda_align(first / BATCH % 2 == 1);
        for c in &cases {
            mirror.add_layout(c.layout);
        }
        let header = mirror.render();
        let imported = match import_source("random.cuh", &header, &[]) {
            Ok(i) => i,
            Err(e) if crate::libclang_missing(&e) => return,
            Err(e) => panic!("{e}\n--- header (seed {seed}):\n{header}"),
        };
        for c in &cases {
            let ours = imported
                .layout(c.name())
                .unwrap_or_else(|| panic!("{} not imported (seed {seed})", c.name()));
            assert!(
                ours.same_placement(c.layout),
                "{}: imported as {ours:#?}\nrendered from {:#?}\n(seed {seed})\n{}",
                c.name(),
                c.layout,
                c.cpp()
            );
        }
        let probes: Vec<Probe> = cases
            .iter()
            .map(|c| {
                let init = cpp_initializer(c.layout, &c.value).expect("random values have one");
                let image = dyn_to_device_bytes(c.layout, &c.value).expect("a valid value");
                Probe::new(c.layout, init, image)
            })
            .collect();
        for (k, oracle) in oracles.iter_mut().enumerate() {
            let cuda = oracle.cuda();
            oracle.set_header(Some(imported.verification_source(&header, cuda)));
            // The random suite assembles these types already; here the compilers' front ends
            // are what is asked.
            oracle.set_assemble(false);
            let report = oracle.check_types(&probes);
            assert!(report.is_clean(), "seed {seed}, batch {first}:\n{report}");
            checks[k] += probes.len();
        }
    }
    for (oracle, n) in oracles.iter().zip(&checks) {
        println!(
            "random types through the importer, {}: {n} types checked, 0 disagreements (seed {seed})",
            oracle.label()
        );
    }
}

/// A random batch's mirror as definitions: (line of the head, name, keyword, attributes, body
/// lines), for the structs and unions the mirror writes without `#pragma pack` (the mirror
/// writes `struct __attribute__((packed)) __align__(N) Name {`, members one a line, `};`).
struct Definition {
    name: String,
    keyword: String,
    attributes: String,
    body: Vec<String>,
}

fn definitions(header: &str) -> Vec<Definition> {
    let lines: Vec<&str> = header.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let packed_by_pragma = i > 0 && lines[i - 1].starts_with("#pragma pack(push");
        let head = line
            .strip_suffix(" {")
            .filter(|h| h.starts_with("struct ") || h.starts_with("union "));
        if let (Some(head), false) = (head, packed_by_pragma) {
            let (keyword, rest) = head.split_once(' ').unwrap();
            let (attributes, name) = match rest.rfind(' ') {
                Some(at) => (&rest[..at + 1], &rest[at + 1..]),
                None => ("", rest),
            };
            let end = (i..lines.len()).find(|&k| lines[k] == "};").unwrap();
            out.push(Definition {
                name: name.to_owned(),
                keyword: keyword.to_owned(),
                attributes: attributes.to_owned(),
                body: lines[i + 1..end].iter().map(|l| (*l).to_owned()).collect(),
            });
            i = end;
        }
        i += 1;
    }
    out
}

/// The mirror without its own `static_assert`s (the import's are checked instead).
fn without_static_asserts(header: &str) -> String {
    header
        .lines()
        .filter(|l| !l.starts_with("static_assert("))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Checks `imported` against every oracle of `compilers` compiling `header` with the import's
/// `static_assert`s, sample values and kernels; returns the number of type checks.
fn check_with(
    oracles: &mut [Oracle],
    compilers: &[Compiler],
    imported: &ptx_abi_build::import::Imported,
    header: &str,
    rng: &mut impl rand::Rng,
    what: &str,
) -> usize {
    let mut checks = 0;
    for oracle in oracles.iter_mut() {
        if !compilers.contains(&oracle.compiler()) {
            continue;
        }
        let cuda = oracle.cuda();
        let probes: Vec<Probe> = imported
            .checkable()
            .filter_map(|n| imported.layout(n))
            .filter(|l| l.declared_by_cuda(cuda))
            .map(|l| Probe::random(l, rng))
            .collect();
        oracle.set_header(Some(imported.verification_source(header, cuda)));
        oracle.set_assemble(false);
        let report = oracle.check_types(&probes);
        assert!(report.is_clean(), "{what}, {}:\n{report}", oracle.label());
        checks += probes.len();
    }
    checks
}

/// The random suite's structs and unions (a) as the types of members declared with them,
/// anonymous, directly, in arrays and behind pointers (`struct { ... } direct, arr[2], *p;`),
/// and (b) with their `packed`/`__align__` attributes moved after the closing brace, where
/// NVRTC ignores them and nvcc honours them (`ABI.md` §10a). (a): every anonymous member type
/// must have the layout of the named type it copies, and the wrappers must agree with NVRTC
/// 12.9, 13.5 and nvcc 13.5. (b): imported as nvcc lays them out, every moved type keeps its
/// layout and agrees with nvcc; imported as NVRTC does, it agrees with both NVRTCs; imported
/// for both, each moved type the two place differently is refused.
/// `PTX_ABI_IMPORT_RANDOM_POSITIONS` sets the number of random types (default 200).
#[test]
fn random_types_as_anonymous_members_and_with_trailing_attributes() {
    let oracles = ptx_abi_testenv::oracle::all();
    if oracles.is_empty() {
        return;
    }
    let mut oracles = oracles;
    let count = crate::random::env_u64("PTX_ABI_IMPORT_RANDOM_POSITIONS").unwrap_or(200) as usize;
    let seed = crate::random::env_u64("PTX_ABI_SEED").unwrap_or(0xa10);
    let gen = RandomTypes::with_config(
        seed,
        Config {
            prefix: "Rp".to_owned(),
            ..Config::default()
        },
    );
    let mut rng = RandomTypes::case_rng(seed, 1);
    let (mut anonymous, mut moved, mut refused, mut checks) = (0, 0, 0, 0);
    for first in (0..count).step_by(BATCH) {
        let cases: Vec<Case> = (first..(first + BATCH).min(count))
            .map(|i| gen.case(i as u64))
            .collect();
        let mut mirror = CudaHeader::new().cuda_align(true);
        for c in &cases {
            mirror.add_layout(c.layout);
        }
        let header = without_static_asserts(&mirror.render());
        let defs = definitions(&header);

        // (a) Anonymous member types in every position.
        let mut wrapped = header.clone();
        for (k, d) in defs.iter().enumerate() {
            let body = d.body.join("\n");
            let ty = format!("{} {}{{\n{body}\n}}", d.keyword, d.attributes);
            wrapped.push_str(&format!(
                "struct RpW{k} {{\n  char c;\n  {ty} direct, arr[2], *p;\n  {ty} grid[2][3];\n}};\n"
            ));
        }
        let imported = match import_source("anonymous.cuh", &wrapped, &[]) {
            Ok(i) => i,
            Err(e) if crate::libclang_missing(&e) => return,
            Err(e) => panic!("{e}\n{wrapped}"),
        };
        assert!(imported.skipped.is_empty(), "{:?}", imported.skipped);
        for (k, d) in defs.iter().enumerate() {
            let original = imported.layout(&d.name).unwrap();
            for member in ["direct", "grid"] {
                let anon = imported
                    .layout(&format!("RpW{k}_{member}"))
                    .unwrap_or_else(|| panic!("RpW{k}_{member} not imported (seed {seed})"));
                assert!(
                    anon.same_placement(original),
                    "RpW{k}.{member}: {anon:#?} is not {}'s {original:#?} (seed {seed})",
                    d.name
                );
            }
            anonymous += 1;
        }
        let all = [Compiler::Nvrtc, Compiler::Nvcc];
        checks += check_with(
            &mut oracles,
            &all,
            &imported,
            &wrapped,
            &mut rng,
            "anonymous",
        );

        // (b) The same attributes after the closing brace.
        let mut trailing = String::new();
        let mut moved_here: Vec<&Definition> = Vec::new();
        let mut open: Option<&Definition> = None;
        for line in header.lines() {
            let def = defs.iter().find(|d| {
                !d.attributes.is_empty()
                    && line == format!("{} {}{} {{", d.keyword, d.attributes, d.name)
            });
            if let Some(d) = def {
                trailing.push_str(&format!("{} {} {{\n", d.keyword, d.name));
                moved_here.push(d);
                open = Some(d);
            } else if let (Some(d), "};") = (open, line) {
                trailing.push_str(&format!("}} {};\n", d.attributes.trim()));
                open = None;
            } else {
                trailing.push_str(line);
                trailing.push('\n');
            }
        }
        let nvcc = ImportOptions::new()
            .compiler(Compiler::Nvcc)
            .import_source("trailing.cuh", &trailing)
            .unwrap_or_else(|e| panic!("{e}\n{trailing}"));
        for d in &moved_here {
            // The type as the mirror wrote it, attributes before the name (imported in (a)).
            let (ours, original) = (
                nvcc.layout(&d.name).unwrap(),
                imported.layout(&d.name).unwrap(),
            );
            assert!(
                ours.same_placement(original),
                "{} with its attributes after the brace, as nvcc: {ours:#?}, not {original:#?}",
                d.name
            );
        }
        checks += check_with(
            &mut oracles,
            &[Compiler::Nvcc],
            &nvcc,
            &trailing,
            &mut rng,
            "trailing, nvcc",
        );
        let nvrtc = ImportOptions::new()
            .compiler(Compiler::Nvrtc)
            .import_source("trailing.cuh", &trailing)
            .unwrap_or_else(|e| panic!("{e}\n{trailing}"));
        checks += check_with(
            &mut oracles,
            &[Compiler::Nvrtc],
            &nvrtc,
            &trailing,
            &mut rng,
            "trailing, NVRTC",
        );
        let both = import_source("trailing.cuh", &trailing, &[]).unwrap();
        for d in &moved_here {
            let differ = !nvcc
                .layout(&d.name)
                .unwrap()
                .same_placement(nvrtc.layout(&d.name).unwrap());
            let skipped = both.skipped.iter().find(|s| s.name == d.name);
            if differ {
                let s = skipped.unwrap_or_else(|| panic!("{} imported for both", d.name));
                assert!(
                    s.error.message.contains("after the closing brace"),
                    "{}: {}",
                    d.name,
                    s.error
                );
                refused += 1;
            }
        }
        moved += moved_here.len();
    }
    println!(
        "random types in other positions: {anonymous} as anonymous member types (direct, in \
         arrays, behind pointers), {moved} with their attributes after the brace ({refused} \
         refused for both compilers), {checks} type checks, 0 disagreements (seed {seed})"
    );
}
