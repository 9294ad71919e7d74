//! The corpus of `benches/cu-corpus/` (20 files in the shapes of real projects, written here:
//! BENCHMARKS.md times it) built whole by nvcc and by NVRTC 13 with CCCL: every kernel in the
//! images declared, nothing refused, no warning.

use super::*;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches/cu-corpus")
}

/// The kernels of the corpus's images: every `.visible .entry` of the compute_80 PTX.
fn entries(built: &Built) -> std::collections::BTreeSet<String> {
    let images = built.module.parent().unwrap().join("ptx_abi_cu");
    let mut out = std::collections::BTreeSet::new();
    for path in std::fs::read_dir(images)
        .unwrap()
        .map(|e| e.unwrap().path())
    {
        let bytes = std::fs::read(&path).unwrap();
        if path.extension().is_some_and(|e| e == "inputs") {
            continue;
        }
        for image in ptx_abi_build::cubin::read_images(&bytes).unwrap_or_default() {
            if let ptx_abi_build::cubin::Image::Cubin(cubin) = image {
                out.extend(cubin.kernels.into_iter().map(|k| k.name));
            }
        }
    }
    out
}

#[test]
fn the_corpus_builds_whole_with_both_compilers() {
    let nvrtc13 = ptx_abi_build::nvrtc::Nvrtc::load(ptx_abi_build::nvrtc::CudaVersion::Cuda13)
        .ok()
        .and_then(|n| Some((n.path().to_path_buf(), n.include_dir()?.to_path_buf())))
        .filter(|(_, include)| include.join("cccl").is_dir());
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
        let compiled = entries(&built);
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
