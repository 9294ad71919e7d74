//! `kernels! { ... }`: typed declarations of kernels and device functions.
//!
//! Like the derive, this macro does no layout arithmetic: it describes each declaration to
//! `ptx-abi-core` as a `Signature` constant (parameter types by their `PtxAbi` layouts, plus the
//! C++ spelling of pointers, which a layout cannot carry) and emits `const` assertions that call
//! the core's `const fn`s, each spanned at the parameter or attribute at fault. The generated
//! `args` functions write each argument at the offset the core computed.
//!
//! Here: the input's syntax (`Block`, `Decl`) and options (`#[ptx(...)]`), and the entry point.
//! `kernel/check.rs` checks each declaration; `kernel/expand.rs` generates its code.

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::parse::{Parse, ParseStream};
use syn::spanned::Spanned as _;
use syn::{Attribute, LitStr, Path, Token, Visibility};

use crate::ctxt::Ctxt;
// Paths spelled out: the same as the default here, and also right where the fuzz targets compile
// these sources as modules of their own crate (`fuzz/fuzz_targets/macros.rs`), where a file
// loaded by `#[path]` resolves its submodules beside itself.
#[path = "kernel/check.rs"]
mod check;
#[path = "kernel/expand.rs"]
mod expand;

use check::{check_decl, decl_options, Checked};
use expand::{expand_decl, fallback};

/// The macro's input: inner attributes, then declarations.
struct Block {
    attrs: Vec<Attribute>,
    items: Vec<Decl>,
}

/// `#[attrs] vis extern "C" fn name(params) -> ret;`
struct Decl {
    attrs: Vec<Attribute>,
    vis: Visibility,
    sig: syn::Signature,
}

impl Parse for Block {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let attrs = input.call(Attribute::parse_inner)?;
        let mut items = Vec::new();
        while !input.is_empty() {
            let attrs = input.call(Attribute::parse_outer)?;
            let vis: Visibility = input.parse()?;
            let sig: syn::Signature = input.parse()?;
            if input.peek(syn::token::Brace) {
                let body: proc_macro2::Group = input.parse()?;
                return Err(syn::Error::new(
                    body.span(),
                    "a declaration has no body: end it with `;` (the body is CUDA C++ or PTX)",
                ));
            }
            input.parse::<Token![;]>()?;
            items.push(Decl { attrs, vis, sig });
        }
        Ok(Block { attrs, items })
    }
}

/// `#[ptx(...)]` options, on the block (`#![ptx(...)]`) or on one declaration.
#[derive(Default, Clone)]
struct Options {
    crate_path: Option<(Path, Span)>,
    large_params: Option<Span>,
    device: Option<Span>,
    symbol: Option<LitStr>,
}

fn parse_options(cx: &Ctxt, attrs: &[Attribute], inner: bool, out: &mut Options) {
    for attr in attrs.iter().filter(|a| a.path().is_ident("ptx")) {
        let result = attr.parse_nested_meta(|meta| {
            let span = meta.path.span();
            if meta.path.is_ident("crate") {
                // An item's `crate` overrides the block's.
                let lit: LitStr = meta.value()?.parse()?;
                out.crate_path = Some((lit.parse()?, lit.span()));
            } else if meta.path.is_ident("symbol") {
                if inner {
                    return Err(syn::Error::new(
                        span,
                        "`symbol` applies to one declaration: write #[ptx(symbol = \"...\")] on it",
                    ));
                }
                let lit: LitStr = meta.value()?.parse()?;
                let value = lit.value();
                let first_ok = value
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || "_$%".contains(c));
                if !first_ok
                    || !value
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "_$".contains(c))
                {
                    return Err(syn::Error::new(
                        lit.span(),
                        "a PTX symbol is letters, digits, `_` and `$`, not starting with a digit",
                    ));
                }
                out.symbol = Some(lit);
            } else if meta.path.is_ident("large_params") {
                out.large_params = Some(span);
            } else if meta.path.is_ident("device") {
                if inner {
                    return Err(syn::Error::new(
                        span,
                        "`device` applies to one declaration: write #[ptx(device)] on it",
                    ));
                }
                out.device = Some(span);
            } else {
                return Err(meta.error(
                    "unknown key: #[ptx(...)] on a kernel declaration takes `device`, \
                     `large_params`, `symbol = \"...\"` and `crate = \"...\"`",
                ));
            }
            Ok(())
        });
        if let Err(e) = result {
            cx.syn_error(e);
        }
    }
}

pub fn expand(input: TokenStream) -> TokenStream {
    let block: Block = match syn::parse2(input) {
        Ok(b) => b,
        Err(e) => return e.to_compile_error(),
    };
    let cx = Ctxt::default();
    let mut block_options = Options::default();
    for attr in &block.attrs {
        if !attr.path().is_ident("ptx") {
            cx.error_spanned_by(
                attr,
                "only #![ptx(crate = \"...\", large_params)] may open a kernels! block",
            );
        }
    }
    parse_options(&cx, &block.attrs, true, &mut block_options);
    // Parsed once per item: the checks and, on error, the stubs use the same options.
    let options: Vec<Options> = block
        .items
        .iter()
        .map(|d| decl_options(&cx, &block_options, d))
        .collect();
    let checked: Vec<Checked> = block
        .items
        .iter()
        .zip(&options)
        .filter_map(|(d, o)| check_decl(&cx, o.clone(), d))
        .collect();
    match cx.check() {
        Ok(()) => checked.iter().map(expand_decl).collect(),
        // On error: the errors, plus the structs with their `SIGNATURE`, so that uses of the
        // declared items elsewhere do not add errors of their own.
        Err(error) => {
            let errors = error.map(|e| e.to_compile_error());
            let stubs = block
                .items
                .iter()
                .zip(&options)
                .map(|(d, o)| fallback(d, o));
            quote!(#errors #(#stubs)*)
        }
    }
}
