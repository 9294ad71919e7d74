//! The cubin reader on any bytes: ELF files, fatbins, and the `EIATTR_KPARAM_INFO` records of
//! their `.nv.info` sections. Every input must give a result or an error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ptx_abi_build::cubin::{read_cubin, read_fatbin, read_images};

fuzz_target!(|data: &[u8]| {
    if let Ok(cubin) = read_cubin(data) {
        for kernel in &cubin.kernels {
            let _ = cubin.kernel(&kernel.name);
        }
        let _ = cubin.layout();
    }
    let _ = read_fatbin(data);
    let _ = read_images(data);
});
