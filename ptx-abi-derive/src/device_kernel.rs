//! `#[device_kernel]`: a Rust kernel for `nvptx64-nvidia-cuda` whose parameters are checked.
//!
//! The function is written without an ABI (`pub unsafe fn name(...)`); the expansion gives it
//! `extern "ptx-kernel"` and `#[no_mangle]` when building for nvptx64, and `extern "C-unwind"` (no
//! `no_mangle`: a host symbol of that name could collide) otherwise, so that host builds and
//! tests type-check and run the kernel's code (a panic in a host test unwinds and fails the test). Every parameter is checked at compile time: a by-value
//! one by `ptx_abi_core::device::assert_by_value_param` (or `assert_view_param` for `View<T>`):
//! its type must be a `KernelParam` (a view, a scalar, a vector, a handle; not a derived type's
//! host layout) aligned at most 16 bytes, above which rustc's nvptx64 kernel ABI stops with an
//! internal compiler error (`ABI.md` §12); a raw pointer's pointee by `assert_pointee`: a
//! `DevicePointee` (not a derived type, whose host layout is not the image the pointer points
//! to: `*const View<T>`); a reference is refused. The checks are `const` items: rustc evaluates
//! them before code generation, where the internal error would happen.

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{FnArg, ItemFn, Type};

pub fn expand(attr: TokenStream, item: TokenStream) -> TokenStream {
    if !attr.is_empty() {
        return syn::Error::new(attr.span(), "`#[device_kernel]` takes no arguments")
            .to_compile_error();
    }
    let func: ItemFn = match syn::parse2(item) {
        Ok(f) => f,
        Err(e) => return e.to_compile_error(),
    };
    if let Some(abi) = &func.sig.abi {
        return syn::Error::new(
            abi.span(),
            "write the kernel without an ABI: `#[device_kernel]` makes it `extern \"ptx-kernel\"` \
             on nvptx64 (and `extern \"C-unwind\"` on the host, to type-check and test it)",
        )
        .to_compile_error();
    }
    if let syn::ReturnType::Type(_, ty) = &func.sig.output {
        return syn::Error::new(ty.span(), "a kernel returns nothing (PTX `.entry`)")
            .to_compile_error();
    }
    if !func.sig.generics.params.is_empty() {
        return syn::Error::new(
            func.sig.generics.span(),
            "a kernel cannot be generic: its `.entry` has one symbol",
        )
        .to_compile_error();
    }
    let mut checks = Vec::new();
    for arg in &func.sig.inputs {
        let FnArg::Typed(pat) = arg else { continue };
        match param_check(&pat.ty) {
            Ok(check) => checks.push(check),
            Err(e) => return e.to_compile_error(),
        }
    }
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
        #(#checks)*
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
                const _: () = ::ptx_abi_core::device::assert_pointee::<#pointee>();
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
                const _: () = ::ptx_abi_core::device::assert_view_param::<#viewed>();
            },
            None => quote_spanned! {ty.span()=>
                const _: () = ::ptx_abi_core::device::assert_by_value_param::<#ty>();
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
