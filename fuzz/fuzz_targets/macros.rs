//! `#[derive(PtxAbi)]` and `kernels!` on token streams built from the input, through their
//! `proc_macro2` entry points (`expand::derive`, `kernel::expand`): whatever the tokens, the
//! expansion is code or `compile_error!`s, never a panic (a panic in a macro is an internal
//! compiler error for the user).
//!
//! A proc-macro crate exports only its macros, so the derive's sources are compiled here as
//! modules of this crate (the same files, at the paths below).
#![no_main]
#![allow(dead_code)]

use std::str::FromStr;

use libfuzzer_sys::fuzz_target;
use proc_macro2::TokenStream;

#[path = "../../ptx-abi-derive/src/ast.rs"]
mod ast;
#[path = "../../ptx-abi-derive/src/attr.rs"]
mod attr;
#[path = "../../ptx-abi-derive/src/check.rs"]
mod check;
#[path = "../../ptx-abi-derive/src/cpp_names.rs"]
mod cpp_names;
#[path = "../../ptx-abi-derive/src/ctxt.rs"]
mod ctxt;
#[path = "../../ptx-abi-derive/src/device_kernel.rs"]
mod device_kernel;
#[path = "../../ptx-abi-derive/src/expand.rs"]
mod expand;
#[path = "../../ptx-abi-derive/src/kernel.rs"]
mod kernel;
#[path = "../../ptx-abi-derive/src/tokens.rs"]
mod tokens;
#[path = "../../ptx-abi-derive/src/view.rs"]
mod view;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // `TokenStream::from_str` is the lexer rustc would run; input it rejects never reaches a
    // macro.
    let Ok(tokens) = TokenStream::from_str(text) else {
        return;
    };
    if let Ok(input) = syn::parse2::<syn::DeriveInput>(tokens.clone()) {
        let _ = expand::derive(&input);
        let _ = view::derive(&input);
    }
    let _ = device_kernel::expand(TokenStream::new(), tokens.clone());
    let _ = kernel::expand(tokens);
});
