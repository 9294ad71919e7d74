//! `kernels!`'s code generation for one checked declaration ([`expand_decl`]): the `Signature`
//! constant, its `const` checks, and for kernels `args`, `try_args` and the cudarc `launch`; on
//! invalid input, a stub with an empty signature ([`fallback`]).

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::ext::IdentExt as _;
use syn::spanned::Spanned as _;
use syn::{Attribute, Ident};

use super::check::{Checked, PType};
use super::{Decl, Options};
use crate::tokens::{import_private, respan};

/// Attributes passed on to the generated struct: everything but `#[ptx]`.
pub(super) fn passed_attrs(decl: &Decl) -> (Vec<&Attribute>, Vec<&Attribute>) {
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

pub(super) fn fallback(decl: &Decl, options: &Options) -> TokenStream {
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
                pub const SIGNATURE: __ptx_abi_private::Signature = __ptx_abi_private::Signature::new(
                    #name,
                    __ptx_abi_private::FunctionKind::Kernel,
                    __ptx_abi_private::Linkage::C,
                    &[],
                    __ptx_abi_private::None,
                    __ptx_abi_private::ParamLimit::Classic,
                );
            }
        };
    }
}

pub(super) fn expand_decl(c: &Checked) -> TokenStream {
    // An `Ident`, not a `TokenStream`, as in the derive: interpolated many times, it is one more
    // token each time rather than a round trip to the compiler (BENCHMARKS.md, section 7).
    let p = Ident::new("__ptx_abi_private", Span::call_site());
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

    let (params, ret, mut checks) = signature_items(c, &p, what, &name, is_kernel);
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

    let kernel_items = is_kernel.then(|| kernel_items(c, &p, &name, n));

    let with_symbol = c
        .options
        .symbol
        .as_ref()
        .map(|lit| quote!(.with_symbol(#lit)));
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

            const __PTX_SIGNATURE: #p::Signature = #p::Signature::new(
                #name,
                #p::FunctionKind::#kind,
                #p::Linkage::#linkage,
                &[#(#params),*],
                #ret,
                #p::ParamLimit::#limit,
            )#with_symbol;
            #(#checks)*

            impl #ident {
                #[doc = #signature_doc]
                pub const SIGNATURE: #p::Signature = __PTX_SIGNATURE;
            }

            #kernel_items
        };
    }
}

/// The parameters' `Param`s, the return type, and the `const` checks of each.
fn signature_items(
    c: &Checked,
    p: &Ident,
    what: &str,
    name: &str,
    is_kernel: bool,
) -> (Vec<TokenStream>, TokenStream, Vec<TokenStream>) {
    let mut params = Vec::new();
    let mut checks = Vec::new();
    for (i, prm) in c.params.iter().enumerate() {
        let span = prm.ty.span();
        let arg_ty = prm.ptype.arg_type(p);
        let bound = respan(quote!(#p::PtxAbi), span);
        let ctype = prm.ptype.ctype(p, span);
        let cpp_name = &prm.cpp_name;
        params.push(quote_spanned! {span=>
            #p::Param::new(#cpp_name, #p::ParamType::new(&<#arg_ty as #bound>::LAYOUT, #ctype))
        });
        let which = if cpp_name.is_empty() {
            format!("parameter {i}")
        } else {
            format!("parameter `{cpp_name}`")
        };
        let layout = quote!(__PTX_SIGNATURE.params[#i].ty.layout);
        checks.extend(type_checks(p, &layout, span, what, name, &which, is_kernel));
        prm.ptype.void_checks(p, &mut checks);
    }
    let ret = match &c.ret {
        None => quote!(#p::None),
        Some((ptype, ty)) => {
            let span = ty.span();
            let arg_ty = ptype.arg_type(p);
            let bound = respan(quote!(#p::PtxAbi), span);
            let ctype = ptype.ctype(p, span);
            ptype.void_checks(p, &mut checks);
            let layout = quote!(match __PTX_SIGNATURE.ret {
                #p::Some(r) => r.layout,
                #p::None => #p::core::unreachable!(),
            });
            checks.extend(type_checks(
                p,
                &layout,
                span,
                what,
                name,
                "the return value",
                false,
            ));
            quote_spanned! {span=>
                #p::Some(#p::ParamType::new(&<#arg_ty as #bound>::LAYOUT, #ctype))
            }
        }
    };
    (params, ret, checks)
}

/// A kernel's items: its parameter block's constants and limit checks, `args`, `try_args` and
/// the cudarc `launch`.
fn kernel_items(c: &Checked, p: &Ident, name: &str, n: usize) -> TokenStream {
    let ident = &c.decl.sig.ident;
    let name_span = ident.span();
    let limit_checks = limit_checks(c, p, name);
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
            PType::Value(_) => prm.ptype.arg_type(p),
            _ => respan(prm.ptype.arg_type(p), prm.ty.span()),
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
    let launch = launch_method(c, p, name, &arg_tys, &try_fn, &launch_fn);
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
            // A value that does not fit is reported at the caller's line, not here.
            #[track_caller]
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

            #launch
        }
    }
}

/// The `const` checks that a kernel's parameter block fits its limit (4,096 bytes, or 32,764
/// with `large_params`), spanned at `large_params` or at the kernel's name.
fn limit_checks(c: &Checked, p: &Ident, name: &str) -> TokenStream {
    let name_span = c.decl.sig.ident.span();
    let (limit_span, limit_bytes, limit_text) = match c.options.large_params {
        Some(span) => (
            span,
            quote!(#p::ParamLimit::Large.bytes()),
            "32,764 bytes, the limit with #[ptx(large_params)]",
        ),
        None => (
            name_span,
            quote!(#p::ParamLimit::Classic.bytes()),
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
    respan(
        quote! {
            const _: () = #assert!(__PTX_PARAM_BYTES <= #limit_bytes, #message);
            const _: usize = #limit_bytes - __PTX_PARAM_BYTES;
        },
        limit_span,
    )
}

/// The cudarc `launch` of a kernel (inside `with_cudarc!`: nothing without the feature).
fn launch_method(
    c: &Checked,
    p: &Ident,
    name: &str,
    arg_tys: &[TokenStream],
    try_fn: &Ident,
    launch_fn: &Ident,
) -> TokenStream {
    let ident = &c.decl.sig.ident;
    let args = &c.params.iter().map(|prm| &prm.ident).collect::<Vec<_>>();
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
    // Pointer parameters of the launch take device buffers by reference (or a raw
    // `DevicePtr`): `const T *` a `ReadArg<T>`, `T *` a `WriteArg<T>`. Each buffer's
    // address and cudarc's guard are taken before the launch, and the guards dropped after
    // it, which records the buffers' read and write events on the stream.
    let launch_params: Vec<TokenStream> = c
        .params
        .iter()
        .zip(arg_tys)
        .map(|(prm, ty)| {
            let arg = &prm.ident;
            match &prm.ptype {
                PType::Pointer { pointee, is_const } => {
                    let inner = pointee.arg_type(p);
                    let bound = if *is_const {
                        quote!(#p::ReadArg<'__ptx_stream, #inner>)
                    } else {
                        quote!(#p::WriteArg<'__ptx_stream, #inner>)
                    };
                    let bound = respan(bound, prm.ty.span());
                    quote!(#arg: impl #bound)
                }
                _ => quote!(#arg: #ty),
            }
        })
        .collect();
    let guards: Vec<Ident> = c
        .params
        .iter()
        .enumerate()
        .filter(|(_, prm)| matches!(prm.ptype, PType::Pointer { .. }))
        .map(|(i, _)| format_ident!("__ptx_guard_{}", i))
        .collect();
    let take_pointers = c
        .params
        .iter()
        .filter(|prm| matches!(prm.ptype, PType::Pointer { .. }))
        .zip(&guards)
        .map(|(prm, guard)| {
            let arg = &prm.ident;
            let take = match prm.ptype {
                PType::Pointer { is_const: true, .. } => quote!(#p::ReadArg::read_ptr),
                _ => quote!(#p::WriteArg::write_ptr),
            };
            quote!(let (#arg, #guard) = #take(#arg, #stream);)
        });
    let launch_doc = format!(
        "Launches `{name}` on `stream`: its arguments marshalled as [`{ident}::try_args`] \
         does, then `KernelArgs::launch`. A `const T *` parameter takes a device buffer of \
         `T` by reference (`&DeviceImages<T>`, `&CudaSlice<T>`), a `T *` one by `&mut`, \
         and cudarc's read and write events of each are recorded as cudarc's \
         `launch_builder` records them; a raw `DevicePtr<T>` is the unchecked path.\n\n\
         # Errors\n\n`LaunchError::Marshal` for a value that does not fit (a bit-field out \
         of range: the error names the kernel, parameter and member), \
         `LaunchError::Driver` for the driver's.\n\n\
         # Safety\n\n`function` must be the kernel `{name}` (load it by \
         `{ident}::SIGNATURE.symbol()`; `SIGNATURE.check_function` compares its \
         parameters), and every buffer must hold what the kernel reads and writes."
    );
    quote! {
        #p::with_cudarc! {
            #[doc = #launch_doc]
            #[allow(clippy::too_many_arguments, non_snake_case)]
            pub unsafe fn #launch_fn<'__ptx_stream>(
                #stream: &'__ptx_stream #p::cudarc::driver::CudaStream,
                #function: &#p::cudarc::driver::CudaFunction,
                #config: #p::cudarc::driver::LaunchConfig,
                #(#launch_params),*
            ) -> #p::Result<(), #p::LaunchError> {
                #(#take_pointers)*
                let __ptx_abi_args = match Self::#try_fn(#(#args),*) {
                    #p::Ok(__ptx_abi_ok) => __ptx_abi_ok,
                    #p::Err(e) => return #p::Err(#p::LaunchError::Marshal(e)),
                };
                // SAFETY: the caller upholds `KernelArgs::launch`'s contract (this
                // function's), and `__ptx_abi_args` are this kernel's.
                let __ptx_result = unsafe { __ptx_abi_args.launch(#stream, #function, #config) };
                // After the launch is queued: each guard records its buffer's event.
                #(#p::core::mem::drop(#guards);)*
                match __ptx_result {
                    #p::Ok(()) => #p::Ok(()),
                    #p::Err(e) => #p::Err(#p::LaunchError::Driver(e)),
                }
            }
        }
    }
}

/// The `const` checks of one parameter or return type the macro cannot make itself (the type's
/// layout is the core's to compute), spanned at the type.
pub(super) fn type_checks(
    p: &Ident,
    layout: &TokenStream,
    span: Span,
    what: &str,
    name: &str,
    which: &str,
    is_kernel: bool,
) -> Vec<TokenStream> {
    let assert = respan(quote!(#p::core::assert), span);
    let mut out = Vec::new();
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
