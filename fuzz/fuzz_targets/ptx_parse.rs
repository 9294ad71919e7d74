//! The PTX reader on any text: `.entry`/`.func` headers, `.param` shapes, `.global` images and
//! the parameter declarations the cubin check compares with. Every input must give a result or
//! an error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ptx_abi_build::cubin::Declared;
use ptx_abi_build::ptx_parse::{self, Module};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let module = Module::parse(&text);
    for f in &module.functions {
        for p in &f.params {
            let _ = ptx_parse::param_shape(p);
        }
    }
    let _ = ptx_abi_core::ptx::globals::global_images(&text);
    let _ = Declared::from_ptx(&text);
});
