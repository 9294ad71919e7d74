//! `#[device_kernel]`: a Rust kernel for `nvptx64-nvidia-cuda` whose parameters are checked.
//!
//! The function is written without an ABI (`pub unsafe fn name(...)`); the expansion gives it
//! `extern "ptx-kernel"` and `#[no_mangle]` when building for nvptx64, and `extern "C-unwind"` (no
//! `no_mangle`: a host symbol of that name could collide) otherwise, so that host builds and
//! tests type-check and run the kernel's code (a panic in a host test unwinds and fails the test). Every parameter is checked at compile time: a by-value
//! one by `assert_by_value_param` (`__private_0_1::view`) (or `assert_view_param` for `View<T>`):
//! its type must be a `KernelParam` (a view, a scalar, a vector, a handle; not a derived type's
//! host layout) aligned at most 16 bytes, above which rustc's nvptx64 kernel ABI stops with an
//! internal compiler error (`ABI.md` §12); a raw pointer's pointee by `assert_pointee`: a
//! `DevicePointee` (not a derived type, whose host layout is not the image the pointer points
//! to: `*const View<T>`); a reference is refused. The checks are `const` items: rustc evaluates
//! them before code generation, where the internal error would happen.

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;
use syn::{FnArg, ItemFn, Type};

use crate::ctxt::Ctxt;
use crate::tokens::import_private;

/// The attribute's arguments: `crate = "path"` (where `ptx_abi_core` is, as the derive's
/// `#[ptx(crate = "...")]`).
fn parse_args(cx: &Ctxt, attr: TokenStream) -> Option<syn::Path> {
    let mut crate_path = None;
    let parser = syn::meta::parser(|meta| {
        if meta.path.is_ident("crate") {
            let lit: syn::LitStr = meta.value()?.parse()?;
            if crate_path.is_some() {
                return Err(meta.error("`crate` given twice"));
            }
            crate_path = Some(lit.parse::<syn::Path>()?);
            Ok(())
        } else {
            Err(meta.error(
                "`#[device_kernel]` takes only `crate = \"path\"` (where `ptx_abi_core` is)",
            ))
        }
    });
    if let Err(e) = syn::parse::Parser::parse2(parser, attr) {
        cx.syn_error(e);
    }
    crate_path
}

pub fn expand(attr: TokenStream, item: TokenStream) -> TokenStream {
    let cx = Ctxt::default();
    let crate_path = parse_args(&cx, attr);
    let func: ItemFn = match syn::parse2(item.clone()) {
        Ok(f) => f,
        // Not a function: the error, and the item as written (rustc reports what else is wrong).
        Err(e) => {
            let mut out = e.to_compile_error();
            out.extend(item);
            return out;
        }
    };
    if let Some(abi) = &func.sig.abi {
        cx.error_spanned_by(
            abi,
            "write the kernel without an ABI: `#[device_kernel]` makes it `extern \"ptx-kernel\"` \
             on nvptx64 (and `extern \"C-unwind\"` on the host, to type-check and test it)",
        );
    }
    if let syn::ReturnType::Type(_, ty) = &func.sig.output {
        cx.error_spanned_by(ty, "a kernel returns nothing (PTX `.entry`)");
    }
    if !func.sig.generics.params.is_empty() {
        cx.error_spanned_by(
            &func.sig.generics,
            "a kernel cannot be generic: its `.entry` has one symbol",
        );
    }
    let mut checks = Vec::new();
    for arg in &func.sig.inputs {
        let FnArg::Typed(pat) = arg else { continue };
        match param_check(&pat.ty) {
            Ok(check) => checks.push(check),
            Err(e) => cx.syn_error(e),
        }
    }
    if let Err(error) = cx.check() {
        // Every error at once, and the function as written, so that its callers and its body
        // are still checked (and report nothing that only follows from the refusal).
        let mut out = error.map_or_else(TokenStream::new, |e| e.to_compile_error());
        func.to_tokens(&mut out);
        return out;
    }
    let import = import_private(crate_path.as_ref().map(|p| (p, p.span())));
    let attrs = &func.attrs;
    let vis = &func.vis;
    let body = &func.block;
    let mut device = func.sig.clone();
    device.abi = Some(syn::parse_quote_spanned!(Span::call_site()=> extern "ptx-kernel"));
    let mut host = func.sig.clone();
    // "C-unwind": a panic in a host test of the kernel unwinds to the test harness (it fails
    // the test) rather than aborting the test binary at the `extern "C"` boundary.
    host.abi = Some(syn::parse_quote_spanned!(Span::call_site()=> extern "C-unwind"));
    quote! {
        const _: () = {
            #import
            #(#checks)*
        };
        // The lint flags the views' zero-sized alignment markers; what rustc declares for a view
        // is checked against NVRTC's declaration instead (ABI.md §12).
        #[cfg(target_arch = "nvptx64")]
        #[allow(improper_ctypes_definitions)]
        #(#attrs)*
        #[unsafe(no_mangle)]
        #vis #device #body
        // The host function exists to type-check the kernel (and run it in tests), not to be
        // called from C: views hold zero-sized alignment markers, which the FFI lint flags.
        #[cfg(not(target_arch = "nvptx64"))]
        #[allow(improper_ctypes_definitions)]
        #(#attrs)*
        #vis #host #body
    }
}

/// The compile-time check of one parameter's type: a pointer's pointee must be a
/// `DevicePointee`, a by-value parameter a `KernelParam` aligned at most 16 bytes (written
/// `View<T>`, the check names `T`); a reference is refused here, naming the pointer to take.
fn param_check(ty: &Type) -> syn::Result<TokenStream> {
    match ty {
        Type::Ptr(ptr) => {
            let pointee = &ptr.elem;
            Ok(quote_spanned! {pointee.span()=>
                const _: () = __ptx_abi_private::view::assert_pointee::<#pointee>();
            })
        }
        Type::Reference(r) => {
            let pointee = &r.elem;
            let (mutability, access) = if r.mutability.is_some() {
                ("mut", "`.read()` and `.write()` through it")
            } else {
                ("const", "`.read()` it")
            };
            let spelled = crate::tokens::type_string(pointee);
            let prefix = if r.mutability.is_some() { "&mut " } else { "&" };
            Err(syn::Error::new(
                ty.span(),
                format!(
                    "a Rust kernel cannot take a reference (`{prefix}{spelled}`): the host passes \
                     a device address that rustc would have to trust as non-null, aligned and \
                     valid; take `*{mutability} {spelled}` and {access}"
                ),
            ))
        }
        Type::Paren(p) => param_check(&p.elem),
        Type::Group(g) => param_check(&g.elem),
        _ => Ok(match view_argument(ty) {
            Some(viewed) => quote_spanned! {ty.span()=>
                const _: () = __ptx_abi_private::view::assert_view_param::<#viewed>();
            },
            None => quote_spanned! {ty.span()=>
                const _: () = __ptx_abi_private::view::assert_by_value_param::<#ty>();
            },
        }),
    }
}

/// `T` of a parameter written `View<T>` (or `path::View<T>`), so that a refusal names `T`
/// rather than the view's generated type.
fn view_argument(ty: &Type) -> Option<&Type> {
    let Type::Path(path) = ty else { return None };
    let last = path.path.segments.last()?;
    if last.ident != "View" || path.qself.is_some() {
        return None;
    }
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    match args.args.iter().collect::<Vec<_>>().as_slice() {
        [syn::GenericArgument::Type(t)] => Some(t),
        _ => None,
    }
}
