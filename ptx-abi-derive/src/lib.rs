//! `#[derive(PtxAbi)]`: describes a Rust type to the `ptx-abi-core` layout engine.
//!
//! The macro does no layout arithmetic: it cannot see the size of a member's type. It emits a
//! `const` description that calls the engine's `const fn`s, so the compiler computes (and checks)
//! the layout, plus marshalling code that reads the offsets back from that layout.
//!
//! Pipeline: [`ast`] (a borrowing model of the input) → [`attr`] (`#[ptx]` and `#[repr]`) →
//! [`check`] (rules, all errors collected in [`ctxt`]) → [`expand`] (code generation).
#![forbid(unsafe_code)]

mod ast;
mod attr;
mod check;
mod ctxt;
mod expand;
mod kernel;

use proc_macro::TokenStream;
use syn::{parse_macro_input, DeriveInput};

/// See `ptx_abi_core::PtxAbi` for the attributes.
#[proc_macro_derive(PtxAbi, attributes(ptx))]
pub fn derive_ptx_abi(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand::derive(&input).into()
}

/// See `ptx_abi_core::kernels`.
#[proc_macro]
pub fn kernels(input: TokenStream) -> TokenStream {
    kernel::expand(input.into()).into()
}
