//! `kernels!`'s checks of one declaration: parameter and return types as spelled ([`PType`]),
//! the rules the macro can see in the syntax, collected into [`Checked`]. Rules that need a
//! type's layout are `const` assertions emitted by `expand.rs`.

use proc_macro2::{Span, TokenStream};
use quote::{quote, ToTokens};
use syn::ext::IdentExt as _;
use syn::spanned::Spanned as _;
use syn::{FnArg, Ident, LitStr, Pat, ReturnType, Type};

use super::{parse_options, Decl, Options};
use crate::ctxt::Ctxt;
use crate::tokens::respan;

/// A parameter or return type, as the declaration spells it.
pub(super) enum PType {
    /// `*const T` / `*mut T`.
    Pointer { pointee: Box<PType>, is_const: bool },
    /// `()` or `c_void` (the path as written, to check that it is `core::ffi::c_void`), behind
    /// a pointer.
    Void(Option<Type>),
    /// Any other type: a `PtxAbi` type by value.
    Value(Type),
}

pub(super) fn classify(ty: &Type) -> PType {
    match ty {
        Type::Paren(p) => classify(&p.elem),
        Type::Group(g) => classify(&g.elem),
        Type::Ptr(p) => PType::Pointer {
            pointee: Box::new(classify_pointee(&p.elem)),
            is_const: p.const_token.is_some(),
        },
        other => PType::Value(other.clone()),
    }
}

pub(super) fn classify_pointee(ty: &Type) -> PType {
    match ty {
        Type::Tuple(t) if t.elems.is_empty() => PType::Void(None),
        Type::Path(p)
            if p.qself.is_none()
                && p.path
                    .segments
                    .last()
                    .is_some_and(|s| s.ident == "c_void" && s.arguments.is_empty()) =>
        {
            PType::Void(Some(ty.clone()))
        }
        other => classify(other),
    }
}

impl PType {
    /// Checks that each `c_void` the type names is `core::ffi::c_void` (and uses the import).
    pub(super) fn void_checks(&self, p: &Ident, out: &mut Vec<TokenStream>) {
        match self {
            PType::Pointer { pointee, .. } => pointee.void_checks(p, out),
            PType::Void(Some(path)) => {
                // Spanned at the path: "expected `c_void`, found `core::ffi::c_void`".
                out.push(respan(
                    quote! {
                        const _: #p::core::marker::PhantomData<#path> =
                            #p::core::marker::PhantomData::<#p::core::ffi::c_void>;
                    },
                    path.span(),
                ));
            }
            PType::Void(None) | PType::Value(_) => {}
        }
    }

    /// The Rust type of the argument: pointers become `DevicePtr`s.
    pub(super) fn arg_type(&self, p: &Ident) -> TokenStream {
        match self {
            PType::Pointer { pointee, .. } => {
                let inner = pointee.arg_type(p);
                quote!(#p::DevicePtr<#inner>)
            }
            PType::Void(_) => quote!(()),
            PType::Value(ty) => ty.to_token_stream(),
        }
    }

    /// A `CType` constant expression.
    pub(super) fn ctype(&self, p: &Ident, span: Span) -> TokenStream {
        match self {
            PType::Pointer { pointee, is_const } => {
                let inner = pointee.ctype(p, span);
                quote!(#p::CType::Pointer { pointee: &#inner, is_const: #is_const })
            }
            PType::Void(_) => quote!(#p::CType::Void),
            PType::Value(ty) => {
                let bound = respan(quote!(#p::PtxAbi), span);
                quote!(#p::CType::Value(&<#ty as #bound>::LAYOUT))
            }
        }
    }
}

pub(super) struct ParamInfo {
    /// The name in the C++ prototype; empty for `_`.
    pub(super) cpp_name: String,
    /// The Rust argument name in generated functions.
    pub(super) ident: Ident,
    pub(super) ty: Type,
    pub(super) ptype: PType,
}

pub(super) struct Checked<'a> {
    pub(super) decl: &'a Decl,
    pub(super) options: Options,
    pub(super) linkage: Ident,
    pub(super) params: Vec<ParamInfo>,
    pub(super) ret: Option<(PType, Type)>,
}

/// `decl`'s options: the block's, then its own `#[ptx(...)]` (errors recorded in `cx`).
pub(super) fn decl_options(cx: &Ctxt, block_options: &Options, decl: &Decl) -> Options {
    let mut options = block_options.clone();
    parse_options(cx, &decl.attrs, false, &mut options);
    options
}

pub(super) fn check_decl<'a>(cx: &Ctxt, options: Options, decl: &'a Decl) -> Option<Checked<'a>> {
    let sig = &decl.sig;
    let name = sig.ident.unraw().to_string();
    let what = if options.device.is_some() {
        "device function"
    } else {
        "kernel"
    };
    check_form(cx, sig, what, &name);
    let linkage = linkage(cx, sig, what, &name);
    if let (Some(span), Some(_)) = (options.large_params, options.device) {
        cx.syn_error(syn::Error::new(
            span,
            "`large_params` is a kernel's parameter-space limit: a device function has none",
        ));
    }

    let params = params(cx, sig, what, &name);
    let ret = return_type(cx, sig, options.device.is_some(), what, &name);
    Some(Checked {
        decl,
        options,
        linkage,
        params,
        ret,
    })
}

/// What a declaration cannot be: `const`, `async`, `unsafe`, generic, variadic, or named by a
/// C++ keyword.
fn check_form(cx: &Ctxt, sig: &syn::Signature, what: &str, name: &str) {
    if let Some(t) = &sig.constness {
        cx.error_spanned_by(t, format!("a {what} declaration cannot be `const`"));
    }
    if let Some(t) = &sig.asyncness {
        cx.error_spanned_by(t, format!("a {what} declaration cannot be `async`"));
    }
    if let Some(t) = &sig.unsafety {
        cx.error_spanned_by(
            t,
            "remove `unsafe`: the generated `launch` is unsafe, the declaration is not",
        );
    }
    if !sig.generics.params.is_empty() || sig.generics.where_clause.is_some() {
        cx.error_spanned_by(
            &sig.generics,
            format!(
                "a {what} declaration cannot be generic: declare one per instantiation (C++ \
                 templates mangle their arguments)"
            ),
        );
    }
    if let Some(v) = &sig.variadic {
        cx.error_spanned_by(v, format!("a {what} cannot be variadic"));
    }
    if crate::cpp_names::is_cpp_keyword(name) {
        cx.error_spanned_by(
            &sig.ident,
            format!("`{name}` is a C++ keyword: it cannot name a {what}"),
        );
    }
}

/// The declaration's linkage, `C` or `Cxx` (an error, and `C`, for any other or none).
fn linkage(cx: &Ctxt, sig: &syn::Signature, what: &str, name: &str) -> Ident {
    match &sig.abi {
        None => {
            cx.error_spanned_by(
                sig.fn_token,
                format!(
                    "say which linkage the {what} has: `extern \"C\" fn {name}` (its symbol is \
                     `{name}`) or `extern \"C++\" fn {name}` (its symbol is the C++-mangled name)"
                ),
            );
            Ident::new("C", Span::call_site())
        }
        Some(abi) => match abi.name.as_ref().map(LitStr::value).as_deref() {
            Some("C") => Ident::new("C", Span::call_site()),
            Some("C++") => Ident::new("Cxx", Span::call_site()),
            _ => {
                cx.error_spanned_by(
                    abi,
                    "the linkage is `extern \"C\"` or `extern \"C++\"`: those are the two a \
                     CUDA C++ declaration can have",
                );
                Ident::new("C", Span::call_site())
            }
        },
    }
}

/// The parameters: each a name or `_`, no keyword or name twice, and a type the macro can pass.
fn params(cx: &Ctxt, sig: &syn::Signature, what: &str, name: &str) -> Vec<ParamInfo> {
    let mut params = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    for (i, input) in sig.inputs.iter().enumerate() {
        let pat_type = match input {
            FnArg::Receiver(r) => {
                cx.error_spanned_by(r, format!("a {what} has no `self` parameter"));
                continue;
            }
            FnArg::Typed(t) => t,
        };
        let (cpp_name, ident) = match &*pat_type.pat {
            Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() => {
                let n = p.ident.unraw().to_string();
                if crate::cpp_names::is_cpp_keyword(&n) {
                    cx.error_spanned_by(
                        &p.ident,
                        format!(
                            "`{n}` is a C++ keyword: the C++ prototype cannot name a parameter \
                             so; rename it"
                        ),
                    );
                }
                if seen.contains(&n) {
                    cx.error_spanned_by(&p.ident, format!("parameter `{n}` is declared twice"));
                }
                seen.push(n.clone());
                (n, p.ident.clone())
            }
            Pat::Wild(w) => (
                String::new(),
                Ident::new(&format!("__ptx_arg{i}"), w.span()),
            ),
            other => {
                cx.error_spanned_by(
                    other,
                    "a parameter is a name or `_` (an unnamed parameter in C++)",
                );
                continue;
            }
        };
        let ty = (*pat_type.ty).clone();
        check_type(cx, &ty, what, name, &cpp_name, i);
        params.push(ParamInfo {
            cpp_name,
            ident,
            ptype: classify(&ty),
            ty,
        });
    }
    params
}

/// The return type: none for a kernel (`__global__` is `void`), a passable type for a device
/// function.
fn return_type(
    cx: &Ctxt,
    sig: &syn::Signature,
    device: bool,
    what: &str,
    name: &str,
) -> Option<(PType, Type)> {
    match &sig.output {
        ReturnType::Default => None,
        ReturnType::Type(_, ty) if matches!(&**ty, Type::Tuple(t) if t.elems.is_empty()) => None,
        ReturnType::Type(arrow, ty) => {
            if !device {
                cx.error_spanned_by(
                    quote!(#arrow #ty),
                    format!(
                        "a kernel returns nothing (`__global__` functions are `void`): remove \
                         `-> {}`, write the result through a pointer parameter, or add \
                         #[ptx(device)] for a device function",
                        ty.to_token_stream()
                    ),
                );
            }
            check_type(cx, ty, what, name, "return value", usize::MAX);
            Some((classify(ty), (**ty).clone()))
        }
    }
}

/// Errors the macro can see in the syntax: references and arrays by value.
pub(super) fn check_type(cx: &Ctxt, ty: &Type, what: &str, name: &str, param: &str, index: usize) {
    let which = if index == usize::MAX {
        format!("the return value of `{name}`")
    } else if param.is_empty() {
        format!("parameter {index} of `{name}`")
    } else {
        format!("parameter `{param}` of `{name}`")
    };
    match ty {
        Type::Reference(_) => cx.error_spanned_by(
            ty,
            format!(
                "{which}: a reference is a host address, which a {what} cannot use; declare a \
                 device pointer, `*const T` or `*mut T`"
            ),
        ),
        Type::Array(_) => cx.error_spanned_by(
            ty,
            format!(
                "{which}: C++ passes no array by value (an array parameter is a pointer); wrap \
                 it in a #[repr(C)] struct, or declare a pointer `*const T`"
            ),
        ),
        Type::Slice(_) => cx.error_spanned_by(
            ty,
            format!("{which}: a slice has no fixed size; declare a pointer `*const T`"),
        ),
        Type::Paren(p) => check_type(cx, &p.elem, what, name, param, index),
        _ => {}
    }
}
