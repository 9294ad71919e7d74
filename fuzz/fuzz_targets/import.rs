//! The header importer on any text: what libclang makes of it becomes items, Rust source and
//! layouts, or an error at a line; never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ptx_abi_build::import::import_source;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(imported) = import_source("fuzz.cuh", &text, &[]) {
        let _ = imported.rust();
        let names: Vec<String> = imported.checkable().map(str::to_owned).collect();
        for name in names {
            let _ = imported.layout(&name);
        }
        let _ = imported.verification_source("fuzz.cuh", ptx_abi_core::layout::CudaVersion::Cuda13);
    }
});
