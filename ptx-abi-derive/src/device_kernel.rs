//! `#[device_kernel]`: a Rust kernel for `nvptx64-nvidia-cuda` whose parameters are checked.
//!
//! The function is written without an ABI (`pub unsafe fn name(...)`); the expansion gives it
//! `extern "ptx-kernel"` and `#[no_mangle]` when building for nvptx64, and `extern "C"` (no
//! `no_mangle`: a host symbol of that name could collide) otherwise, so that host builds and
//! tests type-check the kernel's code. Every parameter that is not a raw pointer is checked at
//! compile time by `ptx_abi_core::device::assert_by_value_param`: its type must be a
//! `KernelParam` (a view, a scalar, a vector, a handle; not a derived type's host layout) aligned
//! at most 16 bytes, above which rustc's nvptx64 kernel ABI stops with an internal compiler error
//! (`ABI.md` §12). The check is a `const` item: rustc evaluates it before code generation, where
//! the internal error would happen.

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
             on nvptx64 (and `extern \"C\"` on the host, to type-check it)",
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
    let checks = func.sig.inputs.iter().filter_map(|arg| match arg {
        FnArg::Typed(pat) if !matches!(*pat.ty, Type::Ptr(_)) => {
            let ty = &pat.ty;
            Some(quote_spanned! {ty.span()=>
                const _: () = ::ptx_abi_core::device::assert_by_value_param::<#ty>();
            })
        }
        _ => None,
    });
    let checks: Vec<TokenStream> = checks.collect();
    let attrs = &func.attrs;
    let vis = &func.vis;
    let body = &func.block;
    let mut device = func.sig.clone();
    device.abi = Some(syn::parse_quote_spanned!(Span::call_site()=> extern "ptx-kernel"));
    let mut host = func.sig.clone();
    host.abi = Some(syn::parse_quote_spanned!(Span::call_site()=> extern "C"));
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
