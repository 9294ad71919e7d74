//! The procedural macros of [ptx-abi-core]: `#[derive(PtxAbi)]`, `#[derive(DeviceView)]`,
//! `kernels!` and `#[device_kernel]`. Use them through ptx-abi-core, which re-exports and
//! documents them (its crate page lists every `#[ptx(...)]` attribute): the code they generate
//! names `ptx_abi_core`, or the path given by `#[ptx(crate = "...")]`.
//!
//! ```toml
//! [dependencies]
//! ptx-abi-core = "0.1"
//! ```
//!
//! [ptx-abi-core]: https://docs.rs/ptx-abi-core
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

// How the macros work. The derive does no layout arithmetic: it cannot see the size of a
// member's type. It emits a `const` member table that the engine's `const fn`s place
// (`ptx_abi_core`'s `Derived`), so the compiler computes (and checks) the layout, and marshalling
// runs over that table.
//
// Derive pipeline: `ast.rs` (a borrowing model of the input) → `attr.rs` (`#[ptx]` and `#[repr]`)
// → `check.rs` (rules, all errors collected in `ctxt.rs`) → `expand.rs` (code generation).
// `kernel.rs` is `kernels!`: parsing, options, checks and the expansion into a `Signature`
// constant, `args`/`try_args`, and the cudarc `launch`; it computes no offsets either (the
// core's `const fn`s do, natural and per GPU family).

mod ast;
mod attr;
mod check;
mod cpp_names;
mod ctxt;
mod device_kernel;
mod expand;
mod kernel;
mod tokens;
mod view;

#[cfg(test)]
mod snapshots;

use proc_macro::TokenStream;
use syn::{parse_macro_input, DeriveInput};

/// See `ptx_abi_core::PtxAbi` for the attributes.
#[proc_macro_derive(PtxAbi, attributes(ptx))]
pub fn derive_ptx_abi(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand::derive(&input).into()
}

/// See `ptx_abi_core::device`.
#[proc_macro_derive(DeviceView, attributes(ptx))]
pub fn derive_device_view(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    view::derive(&input).into()
}

/// See `ptx_abi_core::device_kernel`.
#[proc_macro_attribute]
pub fn device_kernel(attr: TokenStream, item: TokenStream) -> TokenStream {
    device_kernel::expand(attr.into(), item.into()).into()
}

/// See `ptx_abi_core::kernels`.
#[proc_macro]
pub fn kernels(input: TokenStream) -> TokenStream {
    kernel::expand(input.into()).into()
}
