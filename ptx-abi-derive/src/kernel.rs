//! `kernels! { ... }`: typed declarations of kernels and device functions.
//!
//! Like the derive, this macro does no layout arithmetic: it describes each declaration to
//! `ptx-abi-core` as a `Signature` constant (parameter types by their `PtxAbi` layouts, plus the
//! C++ spelling of pointers, which a layout cannot carry) and emits `const` assertions that call
//! the core's `const fn`s, each spanned at the parameter or attribute at fault. The generated
//! `args` functions write each argument at the offset the core computed.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned, ToTokens};
use syn::ext::IdentExt as _;
use syn::parse::{Parse, ParseStream};
use syn::spanned::Spanned as _;
use syn::{Attribute, FnArg, Ident, LitStr, Pat, Path, ReturnType, Token, Type, Visibility};

use crate::ctxt::Ctxt;
use crate::tokens::{import_private, respan};

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
}

fn parse_options(cx: &Ctxt, attrs: &[Attribute], inner: bool, out: &mut Options) {
    for attr in attrs.iter().filter(|a| a.path().is_ident("ptx")) {
        let result = attr.parse_nested_meta(|meta| {
            let span = meta.path.span();
            if meta.path.is_ident("crate") {
                // An item's `crate` overrides the block's.
                let lit: LitStr = meta.value()?.parse()?;
                out.crate_path = Some((lit.parse()?, lit.span()));
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
                     `large_params` and `crate = \"...\"`",
                ));
            }
            Ok(())
        });
        if let Err(e) = result {
            cx.syn_error(e);
        }
    }
}

/// A parameter or return type, as the declaration spells it.
enum PType {
    /// `*const T` / `*mut T`.
    Pointer { pointee: Box<PType>, is_const: bool },
    /// `()` or `c_void` (the path as written, to check that it is `core::ffi::c_void`), behind
    /// a pointer.
    Void(Option<Type>),
    /// Any other type: a `PtxAbi` type by value.
    Value(Type),
}

fn classify(ty: &Type) -> PType {
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

fn classify_pointee(ty: &Type) -> PType {
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
    fn void_checks(&self, p: &TokenStream, out: &mut Vec<TokenStream>) {
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
    fn arg_type(&self, p: &TokenStream) -> TokenStream {
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
    fn ctype(&self, p: &TokenStream, span: Span) -> TokenStream {
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

struct ParamInfo {
    /// The name in the C++ prototype; empty for `_`.
    cpp_name: String,
    /// The Rust argument name in generated functions.
    ident: Ident,
    ty: Type,
    ptype: PType,
}

struct Checked<'a> {
    decl: &'a Decl,
    options: Options,
    linkage: Ident,
    params: Vec<ParamInfo>,
    ret: Option<(PType, Type)>,
}

/// `decl`'s options: the block's, then its own `#[ptx(...)]` (errors recorded in `cx`).
fn decl_options(cx: &Ctxt, block_options: &Options, decl: &Decl) -> Options {
    let mut options = block_options.clone();
    parse_options(cx, &decl.attrs, false, &mut options);
    options
}

fn check_decl<'a>(cx: &Ctxt, options: Options, decl: &'a Decl) -> Option<Checked<'a>> {
    let sig = &decl.sig;
    let name = sig.ident.unraw().to_string();
    let what = if options.device.is_some() {
        "device function"
    } else {
        "kernel"
    };
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
    if crate::check::is_cpp_keyword(&name) {
        cx.error_spanned_by(
            &sig.ident,
            format!("`{name}` is a C++ keyword: it cannot name a {what}"),
        );
    }
    let linkage = match &sig.abi {
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
    };
    if let (Some(span), Some(_)) = (options.large_params, options.device) {
        cx.syn_error(syn::Error::new(
            span,
            "`large_params` is a kernel's parameter-space limit: a device function has none",
        ));
    }

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
                if crate::check::is_cpp_keyword(&n) {
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
        check_type(cx, &ty, what, &name, &cpp_name, i);
        params.push(ParamInfo {
            cpp_name,
            ident,
            ptype: classify(&ty),
            ty,
        });
    }

    let ret = match &sig.output {
        ReturnType::Default => None,
        ReturnType::Type(_, ty) if matches!(&**ty, Type::Tuple(t) if t.elems.is_empty()) => None,
        ReturnType::Type(arrow, ty) => {
            if options.device.is_none() {
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
            check_type(cx, ty, what, &name, "return value", usize::MAX);
            Some((classify(ty), (**ty).clone()))
        }
    };
    Some(Checked {
        decl,
        options,
        linkage,
        params,
        ret,
    })
}

/// Errors the macro can see in the syntax: references and arrays by value.
fn check_type(cx: &Ctxt, ty: &Type, what: &str, name: &str, param: &str, index: usize) {
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

/// Attributes passed on to the generated struct: everything but `#[ptx]`.
fn passed_attrs(decl: &Decl) -> (Vec<&Attribute>, Vec<&Attribute>) {
    let kept: Vec<&Attribute> = decl
        .attrs
        .iter()
        .filter(|a| !a.path().is_ident("ptx"))
        .collect();
    let cfgs = kept
        .iter()
        .copied()
        .filter(|a| a.path().is_ident("cfg"))
        .collect();
    (kept, cfgs)
}

fn fallback(decl: &Decl, options: &Options) -> TokenStream {
    let ident = &decl.sig.ident;
    let vis = &decl.vis;
    let (kept, cfgs) = passed_attrs(decl);
    let import = import_private(options.crate_path.as_ref().map(|(p, s)| (p, *s)));
    let name = ident.unraw().to_string();
    quote! {
        #(#kept)*
        #[allow(non_camel_case_types)]
        #vis struct #ident {}
        #(#cfgs)*
        #[allow(unused_qualifications, clippy::all)]
        const _: () = {
            #import
            impl #ident {
                /// The declaration's signature (the declaration has errors).
                #[allow(dead_code)]
                pub const SIGNATURE: __ptx_abi_private::Signature = __ptx_abi_private::Signature {
                    name: #name,
                    kind: __ptx_abi_private::FunctionKind::Kernel,
                    linkage: __ptx_abi_private::Linkage::C,
                    params: &[],
                    ret: __ptx_abi_private::None,
                    limit: __ptx_abi_private::ParamLimit::Classic,
                };
            }
        };
    }
}

fn expand_decl(c: &Checked) -> TokenStream {
    let p = quote!(__ptx_abi_private);
    let decl = c.decl;
    let ident = &decl.sig.ident;
    let vis = &decl.vis;
    let name = ident.unraw().to_string();
    let (kept, cfgs) = passed_attrs(decl);
    let import = import_private(c.options.crate_path.as_ref().map(|(p, s)| (p, *s)));
    let is_kernel = c.options.device.is_none();
    let what = if is_kernel {
        "kernel"
    } else {
        "device function"
    };
    let kind = if is_kernel {
        quote!(Kernel)
    } else {
        quote!(Device)
    };
    let linkage = &c.linkage;
    let limit = if c.options.large_params.is_some() {
        quote!(Large)
    } else {
        quote!(Classic)
    };

    let mut params = Vec::new();
    let mut checks = Vec::new();
    for (i, prm) in c.params.iter().enumerate() {
        let span = prm.ty.span();
        let arg_ty = prm.ptype.arg_type(&p);
        let bound = respan(quote!(#p::PtxAbi), span);
        let ctype = prm.ptype.ctype(&p, span);
        let cpp_name = &prm.cpp_name;
        params.push(quote_spanned! {span=>
            #p::Param {
                name: #cpp_name,
                ty: #p::ParamType { layout: &<#arg_ty as #bound>::LAYOUT, ctype: #ctype },
            }
        });
        let which = if cpp_name.is_empty() {
            format!("parameter {i}")
        } else {
            format!("parameter `{cpp_name}`")
        };
        let layout = quote!(__PTX_SIGNATURE.params[#i].ty.layout);
        checks.extend(type_checks(
            &p, &layout, span, what, &name, &which, is_kernel,
        ));
        prm.ptype.void_checks(&p, &mut checks);
    }
    let ret = match &c.ret {
        None => quote!(#p::None),
        Some((ptype, ty)) => {
            let span = ty.span();
            let arg_ty = ptype.arg_type(&p);
            let bound = respan(quote!(#p::PtxAbi), span);
            let ctype = ptype.ctype(&p, span);
            ptype.void_checks(&p, &mut checks);
            let layout = quote!(match __PTX_SIGNATURE.ret {
                #p::Some(r) => r.layout,
                #p::None => #p::core::unreachable!(),
            });
            checks.extend(type_checks(
                &p,
                &layout,
                span,
                what,
                &name,
                "the return value",
                false,
            ));
            quote_spanned! {span=>
                #p::Some(#p::ParamType { layout: &<#arg_ty as #bound>::LAYOUT, ctype: #ctype })
            }
        }
    };
    let n = c.params.len();
    let name_span = ident.span();
    let assert = respan(quote!(#p::core::assert), name_span);
    let maps_message = format!(
        "{what} `{name}` names tensor maps of two CUDA versions (CuTensorMapCuda12, alignment \
         64, and CuTensorMapCuda13, alignment 128): it is compiled against one cuda.h"
    );
    checks.push(quote_spanned! {name_span=>
        const _: () = #assert!(__PTX_SIGNATURE.tensor_maps_agree(), #maps_message);
    });

    let kernel_items = is_kernel.then(|| {
        let (limit_span, limit_bytes, limit_text) = match c.options.large_params {
            Some(span) => (
                span,
                32764usize,
                "32,764 bytes, the limit with #[ptx(large_params)]",
            ),
            None => (
                name_span,
                4096usize,
                "4,096 bytes, the limit before CUDA 12.1 (with CUDA 12.1+ on Volta or newer, \
                 #[ptx(large_params)] raises it to 32,764)",
            ),
        };
        let message = format!(
            "kernel `{name}`: its parameters take more than {limit_text}; the error below shows \
             `limit - size`"
        );
        let assert = respan(quote!(#p::core::assert), limit_span);
        // When the block is too big, rustc reports the subtraction with both numbers: "attempt
        // to compute `4096_usize - 4097_usize`, which would overflow".
        let limit_checks = respan(
            quote! {
                const _: () = #assert!(__PTX_PARAM_BYTES <= #limit_bytes, #message);
                const _: usize = #limit_bytes - __PTX_PARAM_BYTES;
            },
            limit_span,
        );
        // Named at the declaration, where "function defined here" notes then point.
        let args_fn = Ident::new("args", name_span);
        let try_fn = Ident::new("try_args", name_span);
        let launch_fn = Ident::new("launch", name_span);
        let args = &c.params.iter().map(|prm| &prm.ident).collect::<Vec<_>>();
        // Pointers are `DevicePtr`s, spanned at the declared type for diagnostics.
        let arg_tys: Vec<TokenStream> = c
            .params
            .iter()
            .map(|prm| match prm.ptype {
                PType::Value(_) => prm.ptype.arg_type(&p),
                _ => respan(prm.ptype.arg_type(&p), prm.ty.span()),
            })
            .collect();
        let writes = c.params.iter().enumerate().map(|(i, prm)| {
            let arg = &prm.ident;
            let ty = &arg_tys[i];
            let pname = if prm.cpp_name.is_empty() {
                format!("{i}")
            } else {
                prm.cpp_name.clone()
            };
            quote! {
                __ptx_abi_args
                    .write_param::<#ty>(__PTX_OFFSETS[#i], &#arg)
                    .map_err(|e| e.within(#name, #pname))?;
            }
        });
        // The typed launch's own parameters, renamed if a kernel parameter has their name.
        let taken = |s: &str| c.params.iter().any(|prm| prm.cpp_name == s);
        let own = |s: &str| {
            if taken(s) {
                format_ident!("__ptx_{}", s)
            } else {
                format_ident!("{}", s)
            }
        };
        let (stream, function, config) = (own("stream"), own("function"), own("config"));
        let launch_doc = format!(
            "Launches `{name}` on `stream`: [`{ident}::args`], then `KernelArgs::launch`.\n\n\
             # Safety\n\n`function` must be the kernel `{name}` (load it by \
             `{ident}::SIGNATURE.symbol()`), and every device pointer must be valid for what the \
             kernel does with it until it completes.\n\n# Panics\n\nAs [`{ident}::args`]."
        );
        let args_doc = format!(
            "The arguments of `{name}`, marshalled: each parameter's device image at its offset \
             in the {n}-parameter block.\n\n# Panics\n\nIf a bit-field value does not fit its \
             width; [`{ident}::try_args`] returns the error instead."
        );
        quote! {
            const __PTX_PARAM_BYTES: usize = __PTX_SIGNATURE.param_block_size();
            const __PTX_PACKED_BYTES: usize = __PTX_SIGNATURE.packed_capacity();
            const __PTX_OFFSETS: [usize; #n] = __PTX_SIGNATURE.param_offsets::<#n>();
            #limit_checks

            /// Writes every argument's image at its offset (into a zeroed block).
            #[inline(always)]
            #[allow(clippy::too_many_arguments, non_snake_case)]
            fn __ptx_write(
                __ptx_abi_args: &mut #p::KernelArgs<__PTX_PARAM_BYTES, #n, __PTX_PACKED_BYTES>,
                #(#args: #arg_tys),*
            ) -> #p::Result<(), #p::Error> {
                #(#writes)*
                #p::Ok(())
            }

            impl #ident {
                /// Bytes of the kernel's parameter block in the natural (declaration) layout:
                /// the end of its last parameter, as `ptxas` counts it against the limit.
                pub const PARAM_BYTES: usize = __PTX_PARAM_BYTES;

                /// The most bytes the block takes in any GPU's device layout or the natural
                /// one: the capacity of its packed buffers (`KernelArgs::packed`).
                pub const PACKED_BYTES: usize = __PTX_PACKED_BYTES;

                #[doc = #args_doc]
                #[inline]
                #[allow(clippy::too_many_arguments, non_snake_case)]
                pub fn #args_fn(#(#args: #arg_tys),*) -> #p::KernelArgs<__PTX_PARAM_BYTES, #n, __PTX_PACKED_BYTES> {
                    let mut __ptx_abi_args = #p::KernelArgs::<__PTX_PARAM_BYTES, #n, __PTX_PACKED_BYTES>::zeroed(
                        &__PTX_SIGNATURE,
                        __PTX_OFFSETS,
                    );
                    if let #p::Err(e) = __ptx_write(&mut __ptx_abi_args, #(#args),*) {
                        #p::marshal_failed(e)
                    }
                    __ptx_abi_args
                }

                /// As `args`, returning the error of a bit-field value that does not fit its
                /// width (naming the kernel, parameter and member) instead of panicking.
                #[inline]
                #[allow(clippy::too_many_arguments, non_snake_case)]
                pub fn #try_fn(
                    #(#args: #arg_tys),*
                ) -> #p::Result<#p::KernelArgs<__PTX_PARAM_BYTES, #n, __PTX_PACKED_BYTES>, #p::Error> {
                    let mut __ptx_abi_args = #p::KernelArgs::<__PTX_PARAM_BYTES, #n, __PTX_PACKED_BYTES>::zeroed(
                        &__PTX_SIGNATURE,
                        __PTX_OFFSETS,
                    );
                    match __ptx_write(&mut __ptx_abi_args, #(#args),*) {
                        #p::Ok(()) => #p::Ok(__ptx_abi_args),
                        #p::Err(e) => #p::Err(e),
                    }
                }

                #p::launch_fn! {
                    #[doc = #launch_doc]
                    #[allow(clippy::too_many_arguments, non_snake_case)]
                    pub unsafe fn #launch_fn(
                        #stream: &#p::cudarc::driver::CudaStream,
                        #function: &#p::cudarc::driver::CudaFunction,
                        #config: #p::cudarc::driver::LaunchConfig,
                        #(#args: #arg_tys),*
                    ) -> #p::Result<(), #p::cudarc::driver::DriverError> {
                        let __ptx_abi_args = Self::#args_fn(#(#args),*);
                        // SAFETY: the caller upholds `KernelArgs::launch`'s contract (this
                        // function's), and `__ptx_abi_args` are this kernel's.
                        unsafe { __ptx_abi_args.launch(#stream, #function, #config) }
                    }
                }
            }
        }
    });

    let struct_doc = format!(
        "The {what} `{name}` (`{}`), declared with `kernels!`: see [`{ident}::SIGNATURE`].",
        if c.linkage == "C" {
            "extern \"C\""
        } else {
            "C++ linkage"
        }
    );
    let signature_doc = format!(
        "The signature of `{name}`: its PTX header, CUDA C++ prototype, symbol and parameter \
         layout."
    );
    quote! {
        #(#kept)*
        #[doc = #struct_doc]
        #[allow(non_camel_case_types)]
        #[derive(
            ::core::clone::Clone,
            ::core::marker::Copy,
            ::core::fmt::Debug,
            ::core::default::Default,
            ::core::cmp::PartialEq,
            ::core::cmp::Eq,
            ::core::hash::Hash,
        )]
        #vis struct #ident {}

        #(#cfgs)*
        #[allow(
            non_upper_case_globals,
            unused_qualifications,
            clippy::all
        )]
        const _: () = {
            #import

            const __PTX_SIGNATURE: #p::Signature = #p::Signature {
                name: #name,
                kind: #p::FunctionKind::#kind,
                linkage: #p::Linkage::#linkage,
                params: &[#(#params),*],
                ret: #ret,
                limit: #p::ParamLimit::#limit,
            };
            #(#checks)*

            impl #ident {
                #[doc = #signature_doc]
                pub const SIGNATURE: #p::Signature = __PTX_SIGNATURE;
            }

            #kernel_items
        };
    }
}

/// The `const` checks of one parameter or return type the macro cannot make itself (the type's
/// layout is the core's to compute), spanned at the type.
fn type_checks(
    p: &TokenStream,
    layout: &TokenStream,
    span: Span,
    what: &str,
    name: &str,
    which: &str,
    is_kernel: bool,
) -> Vec<TokenStream> {
    let assert = respan(quote!(#p::core::assert), span);
    let mut out = Vec::new();
    let half = format!(
        "{what} `{name}`, {which}: a 16-bit float (half::f16, half::bf16) is a storage type \
         only and cannot be a parameter or return value (spec 2.3 note C); pass it inside a \
         #[repr(C)] struct, or as f32"
    );
    out.push(quote_spanned! {span=>
        const _: () = #assert!(!#layout.is_16bit_float(), #half);
    });
    let array = format!(
        "{what} `{name}`, {which}: an array type; C++ passes no array by value (an array \
         parameter is a pointer): wrap it in a #[repr(C)] struct, or declare a pointer"
    );
    out.push(quote_spanned! {span=>
        const _: () = #assert!(!#p::is_array(#layout), #array);
    });
    if !is_kernel {
        let indirect = format!(
            "device function `{name}`, {which}: the type is or holds a __half2 or \
             __nv_bfloat162, which CUDA passes to and returns from device functions by \
             reference (a hidden .b64 pointer), not as a .param value, so no by-value \
             declaration exists; kernels take it by value"
        );
        out.push(quote_spanned! {span=>
            const _: () = #assert!(!#layout.has_half_pair(), #indirect);
        });
    }
    out
}
