//! The corpus of `benches/cu-corpus/` (20 files in the shapes of real projects, written here:
//! BENCHMARKS.md times it) built whole by nvcc and by NVRTC 13 with CCCL: every kernel in the
//! images declared, nothing refused, no warning.

use super::*;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches/cu-corpus")
}

#[test]
fn the_corpus_builds_whole_with_both_compilers() {
    let nvrtc13 = nvrtc13_with_cccl();
    let mut cases = vec![("corpus-nvcc", CompilerChoice::Nvcc(None), None)];
    match nvrtc13 {
        Some((path, include)) => cases.push((
            "corpus-nvrtc13",
            CompilerChoice::Nvrtc(Some(path)),
            Some(include),
        )),
        None => skip(Need::Oracle, "corpus-nvrtc13", "no NVRTC 13 with CCCL"),
    }
    for (what, compiler, include) in cases {
        // One architecture: the test is about what is read and declared (the bench builds two).
        let mut cu = CuBuild::new()
            .dir(corpus())
            .include_dir(corpus())
            .archs(&[80]);
        if let Some(dir) = include {
            cu = cu.include_dir(dir.join("cccl"));
        }
        let Some(result) = build_with(what, compiler, cu) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:#?}"));
        assert!(built.refused.is_empty(), "{what}: {:#?}", built.refused);
        assert!(built.warnings.is_empty(), "{what}: {:#?}", built.warnings);
        let declared: std::collections::BTreeSet<String> =
            built.kernels.iter().map(|k| k.symbol.clone()).collect();
        let compiled = image_entries(&built.module.parent().unwrap().join("ptx_abi_cu"));
        assert_eq!(declared, compiled, "{what}: declared and compiled kernels");
        println!(
            "{what}: {} kernels from {} files, every one declared and checked",
            declared.len(),
            std::fs::read_dir(corpus())
                .unwrap()
                .filter(|e| e
                    .as_ref()
                    .unwrap()
                    .path()
                    .extension()
                    .is_some_and(|x| x == "cu"))
                .count()
        );
    }
}
