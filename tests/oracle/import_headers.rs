//! The importer against NVIDIA's compilers compiling the header itself: every header under
//! `ptx-abi-build/tests/import/` is imported, and NVRTC 12.9, NVRTC 13.5 and nvcc 13.5 compile the original
//! header with `static_assert`s of every size, alignment and member offset of the import
//! (`Imported::verification_source`), a sample value of each type in a `__device__` global (its
//! exact image), and kernels and device functions taking each type by value (their `.param`
//! declarations).

use std::path::Path;

use ptx_abi_build::import::import_file;
use ptx_abi_kernels::oracle::Probe;
use ptx_abi_kernels::random::RandomTypes;

#[test]
fn imported_headers_agree_with_nvrtc_and_nvcc_compiling_them() {
    let oracles = ptx_abi_testenv::oracle::all();
    if oracles.is_empty() {
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-abi-build/tests/import");
    let mut headers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cuh"))
        .collect();
    headers.sort();
    let mut checked = 0;
    for path in &headers {
        let imported = match import_file(path, &[]) {
            Ok(i) => i,
            Err(e) if crate::libclang_missing(&e) => return,
            Err(e) => panic!("{e}"),
        };
        let text = std::fs::read_to_string(path).unwrap();
        let mut rng = RandomTypes::case_rng(0x1e4de5, checked as u64);
        let layouts: Vec<_> = imported
            .checkable()
            .filter_map(|n| imported.layout(n))
            .collect();
        for mut oracle in ptx_abi_testenv::oracle::all() {
            let cuda = oracle.cuda();
            let probes: Vec<Probe> = layouts
                .iter()
                .filter(|l| l.declared_by_cuda(cuda))
                .map(|layout| Probe::random(layout, &mut rng))
                .collect();
            oracle.set_header(Some(imported.verification_source(&text, cuda)));
            let report = oracle.check_types(&probes);
            println!("{}: {}", path.display(), report.summary());
            assert!(report.is_clean(), "{}:\n{report}", path.display());
            checked += probes.len();
        }
    }
    println!(
        "imported headers: {} headers, {checked} type checks",
        headers.len()
    );
}
