//! Token helpers shared by the derive (`expand.rs`) and `kernels!` (`kernel.rs`): re-spanning
//! generated paths at the user's tokens, the import of the runtime crate's `__private` module
//! that every expansion names things through, and a type as the user wrote it, for messages.

use proc_macro2::{Group, Span, TokenStream, TokenTree};
use quote::{quote, ToTokens};

/// `tokens` with every token (nested ones included) given `span`, so that an error about a path
/// the macro writes (`::ptx_abi_core::__private_0_1::PtxAbi`) points at the user's code instead of at
/// the macro call. Call-site and input spans resolve names alike, so resolution is unchanged.
pub fn respan(tokens: TokenStream, span: Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|mut token| {
            if let TokenTree::Group(g) = &token {
                let mut group = Group::new(g.delimiter(), respan(g.stream(), span));
                group.set_span(span);
                token = TokenTree::Group(group);
            } else {
                token.set_span(span);
            }
            token
        })
        .collect()
}

/// Imports the runtime crate's `__private_0_1` module (versioned: a derive of another version
/// names a module this core does not have, and fails to compile instead of expanding against
/// helpers it does not know) as `__ptx_abi_private`, through which the
/// expansion names everything. `crate_path` is the `#[ptx(crate = "...")]` path with the span of
/// its string, where rustc then reports a path that does not resolve: naming the crate once means
/// a wrong path is one error, at the attribute. (In a `#[no_implicit_prelude]` module a renamed
/// crate is only reachable as `crate = "::name"`: relative paths do not see the extern prelude
/// there.)
pub fn import_private(crate_path: Option<(&impl ToTokens, Span)>) -> TokenStream {
    match crate_path {
        Some((path, span)) => respan(quote!(use #path::__private_0_1 as __ptx_abi_private;), span),
        None => quote!(
            use ::ptx_abi_core::__private_0_1 as __ptx_abi_private;
        ),
    }
}

/// A type as the user wrote it, for messages.
pub fn type_string(ty: &syn::Type) -> String {
    let mut s = quote!(#ty).to_string();
    for (from, to) in [
        (" :: ", "::"),
        (":: ", "::"),
        (" < ", "<"),
        ("< ", "<"),
        (" >", ">"),
    ] {
        s = s.replace(from, to);
    }
    s.replace(" ,", ",")
}
