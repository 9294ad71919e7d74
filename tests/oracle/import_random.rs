//! The importer on the randomized suite's types: each batch of random types is rendered as a
//! CUDA header (their mirrors), imported back, and
//! - every imported type must have the layout of the type it was rendered from (sizes,
//!   alignments, member offsets and bit offsets, at every level: the importer reads the header
//!   faithfully);
//! - NVRTC 12.9, NVRTC 13.5 and nvcc 13.5 compile that header with the import's
//!   `static_assert`s, a random value of each type and kernels taking each by value
//!   (`Imported::verification_source`), as in `import_headers.rs`.
//!
//! `PTX_ABI_IMPORT_RANDOM_TYPES` sets the number of types (default 5000, as many as the random
//! suite checks per front end), `PTX_ABI_SEED` the seed. `ptxas` is not run here: the random
//! suite assembles the same kinds of types.

use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::dynamic::{cpp_initializer, dyn_to_device_bytes};
use ptx_abi_kernels::import::import_source;
use ptx_abi_kernels::oracle::{Oracle, Probe};
use ptx_abi_kernels::random::{compilers_agree, Case, Config, RandomTypes};

const BATCH: usize = 100;

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.trim().parse().ok())
}

#[test]
fn random_types_survive_header_import_and_agree_with_the_compilers() {
    let oracles = Oracle::all_from_env();
    if oracles.is_empty() {
        return;
    }
    let count = env_u64("PTX_ABI_IMPORT_RANDOM_TYPES").unwrap_or(5000) as usize;
    let seed = env_u64("PTX_ABI_SEED").unwrap_or(0x1b9057);
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
            Err(e) if e.is_libclang_missing() => {
                assert!(
                    std::env::var("PTX_ABI_REQUIRE_ORACLE").map_or(true, |v| v != "1"),
                    "{e}, and PTX_ABI_REQUIRE_ORACLE=1"
                );
                eprintln!("import: {e}; skipping");
                return;
            }
            Err(e) => panic!("{e}\n--- header (seed {seed}):\n{header}"),
        };
        for c in &cases {
            let ours = imported
                .layout(c.name())
                .unwrap_or_else(|| panic!("{} not imported (seed {seed})", c.name()));
            assert!(
                compilers_agree(ours, c.layout),
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
            let major = oracle.version().0;
            oracle.set_header(Some(imported.verification_source(&header, major)));
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
