//! `#[derive(DeviceView)]`: a type's device view (`ptx_abi_core::device`).
//!
//! For a struct or union, a `#[repr(C)]` type holding the image's bytes, aligned as the image by a
//! zero-length array of a marker type, with one accessor per named member. Offsets, bit
//! positions and the image size are the `PtxAbi` layout's constants (`LAYOUT.field_at(i)`): the
//! derive computes nothing itself, as `expand.rs` does not. For a field-less enum, `ViewedEnum`
//! (its view is the core's `EnumView`, the raw integer).
//!
//! The view type is declared inside the expansion's `const _` block and named through
//! `View<T>` only: no name is added to the user's module, and the accessors are its inherent
//! methods, while what every view offers (`as_bytes`, `from_value`, ...) lives in the
//! `DeviceView` trait, so a member of any name has its accessor.
//!
//! Invalid input (a bad `#[ptx]` attribute, a missing `#[repr]`) is `#[derive(PtxAbi)]`'s to
//! report: this derive then emits nothing, not a second copy of each error.

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{DeriveInput, Ident};

use crate::ast::{Body, Input, Member, Variant};
use crate::attr::Prim;
use crate::ctxt::Ctxt;
use crate::tokens::import_private;

pub fn derive(input: &DeriveInput) -> TokenStream {
    let cx = Ctxt::default();
    let ast = Input::from_syn(&cx, input);
    if cx.check().is_err() {
        return TokenStream::new();
    }
    if !input.generics.params.is_empty() {
        return syn::Error::new(
            input.generics.span(),
            "`DeviceView` cannot be derived for a generic type: a view holds the image as \
             `[u8; LAYOUT.size]`, and stable Rust cannot name a size that depends on a type \
             parameter",
        )
        .to_compile_error();
    }
    let import = import_private(ast.attrs.crate_path.as_ref().map(|p| (p, p.span())));
    let p = Ident::new("__ptx_abi_private", Span::call_site());
    let body = match &ast.body {
        Body::Struct(members) | Body::Union(members) => view_struct(&ast, &p, members),
        Body::Enum(variants) => match ast.repr.prim.as_ref() {
            Some(prim) => viewed_enum(&ast, &p, prim.value, variants),
            // `#[derive(PtxAbi)]` reports the missing `#[repr]`.
            None => return TokenStream::new(),
        },
    };
    quote! {
        #[allow(non_upper_case_globals, non_snake_case, unused_qualifications, clippy::all)]
        const _: () = {
            #import
            #body
        };
    }
}

fn view_struct(ast: &Input, p: &Ident, members: &[Member]) -> TokenStream {
    let ident = ast.ident;
    // The type's own visibility: the view is as visible as the type it views (the trait impls
    // below name both).
    let vis = &ast.original.vis;
    let this = quote!(<#ident as #p::PtxAbi>);
    // Not derived from the type's name: a member type of that name would resolve to it here.
    let view = Ident::new("__PtxAbiView", Span::call_site());
    let doc = format!(
        "The device view of `{ident}`: its image's bytes, with an accessor per member \
         (`ptx_abi_core::device`)."
    );
    let accessors = members.iter().enumerate().filter(|(_, m)| !m.is_unnamed());
    let accessors = accessors.map(|(i, m)| accessor(p, &this, i, m));
    let name = ident.to_string();
    let host_message = format!(
        "`{ident}` has no device view on Windows: its bit-fields are laid out there by MSVC's \
         rules, and in a Rust kernel (nvptx64) by GCC's, so the kernel would read other bits \
         than the host writes (ABI.md section 4a); give neighbouring bit-fields one type size, \
         or declare the view only for other hosts with #[cfg_attr(not(windows), \
         derive(DeviceView))]"
    );
    quote! {
        #[doc = #doc]
        #[repr(C)]
        #vis struct #view {
            _align: [#p::view::AlignMarker<{ #this::LAYOUT.align }>; 0],
            bytes: [u8; #this::LAYOUT.size],
        }

        const _: () = #p::view::check_view_layout::<#view>(#this::LAYOUT.size, #this::LAYOUT.align);
        const _: () = #p::view::check_view_host(&#this::LAYOUT, #host_message);

        impl #p::core::clone::Clone for #view {
            #[inline(always)]
            fn clone(&self) -> Self {
                *self
            }
        }

        impl #p::core::marker::Copy for #view {}

        // Every function here is `#[inline]`: a kernel crate for nvptx64 must call none that
        // another crate would have to supply (the driver's JIT refuses an unresolved
        // `.extern .func`).
        impl #p::core::cmp::PartialEq for #view {
            #[inline]
            fn eq(&self, other: &Self) -> bool {
                self.bytes == other.bytes
            }
        }

        impl #p::core::fmt::Debug for #view {
            #[inline]
            fn fmt(&self, f: &mut #p::core::fmt::Formatter<'_>) -> #p::core::fmt::Result {
                #p::view::debug_view(f, #name, &self.bytes)
            }
        }

        // SAFETY: `#view` is `#[repr(C)]`: a zero-length array of a marker of the image's
        // alignment, then the image's `LAYOUT.size` bytes (both checked just above); any bytes
        // are a valid view.
        unsafe impl #p::device::HasView for #ident {
            type View = #view;
        }

        #p::with_cudarc! {
            // SAFETY: `#view` is the device image of `#ident` (its size and alignment, checked
            // above), every byte initialised and no padding (the size is a multiple of the
            // alignment): a pointer to it is a by-value kernel argument of `#ident`, as cudarc's
            // `launch_builder().arg(&view)` passes it.
            unsafe impl #p::cudarc::driver::DeviceRepr for #view {}
        }

        // SAFETY: `#ident`'s view is `#view`, whose bytes are all of it.
        unsafe impl #p::device::DeviceView for #view {
            type Value = #ident;

            #[inline(always)]
            fn as_bytes(&self) -> &[u8] {
                &self.bytes
            }

            #[inline]
            fn from_value(value: &#ident) -> #p::Result<Self, #p::Error> {
                let mut view = #view { _align: [], bytes: [0; #this::LAYOUT.size] };
                #p::write_device_bytes(value, &mut view.bytes)?;
                #p::Ok(view)
            }
        }

        impl #view {
            #(#accessors)*
        }
    }
}

/// The accessor of member `i`: the member's view read at its constant offset, or a bit-field's
/// bits, extended as its declared type says.
fn accessor(p: &Ident, this: &TokenStream, i: usize, m: &Member) -> TokenStream {
    let ty = m.ty;
    // A named field's ident as written (`r#type` stays raw); `_0`, `_1`, ... for tuple fields.
    let name = syn::parse2::<Ident>(m.access.clone())
        .unwrap_or_else(|_| Ident::new(&m.name, Span::call_site()));
    let span = ty.span();
    let doc = format!("Member `{}`.", m.name);
    let view_ty = quote_spanned!(span=> #p::device::View<#ty>);
    let body = match &m.attrs.bits {
        Some(bits) => {
            let width = bits.value;
            quote! {
                // A constant, not a call: `bit_offset` evaluated at run time is a function of
                // ptx-abi-core, an unresolved `.extern .func` in a kernel crate's PTX.
                const BIT: usize = #this::LAYOUT.field_at(#i).bit_offset();
                <#view_ty as #p::view::FromBits>::from_bits(#p::view::read_bits(
                    &self.bytes,
                    #this::LAYOUT.align,
                    BIT,
                    #width,
                    <#ty as #p::BitFieldType>::SIGNED,
                    <#ty as #p::PtxAbi>::LAYOUT.size,
                ))
            }
        }
        None => quote! {
            const OFFSET: usize = #this::LAYOUT.field_at(#i).offset;
            const _: () = #p::view::check_member_view::<#ty>(OFFSET, #this::LAYOUT.size);
            // SAFETY: the member's view is `LAYOUT.size` of its type long (checked by
            // `check_member_view`, with the bound) and lies at `OFFSET` inside the image.
            unsafe { #p::view::read_member::<#ty>(&self.bytes, OFFSET, #this::LAYOUT.align) }
        },
    };
    quote! {
        #[doc = #doc]
        #[inline(always)]
        pub fn #name(&self) -> #view_ty {
            #body
        }
    }
}

fn viewed_enum(ast: &Input, p: &Ident, prim: Prim, variants: &[Variant]) -> TokenStream {
    let ident = ast.ident;
    let repr = Ident::new(prim.rust(), Span::call_site());
    let from = variants.iter().map(|v| {
        let v = v.ident;
        quote!(x if x == #ident::#v as #repr => #p::Some(#ident::#v),)
    });
    let to = variants.iter().map(|v| {
        let v = v.ident;
        quote!(#ident::#v => #ident::#v as #repr,)
    });
    quote! {
        impl #p::device::ViewedEnum for #ident {
            type Repr = #repr;

            #[inline(always)]
            fn from_repr(raw: #repr) -> #p::Option<Self> {
                match raw {
                    #(#from)*
                    _ => #p::None,
                }
            }

            #[inline(always)]
            fn to_repr(self) -> #repr {
                match self {
                    #(#to)*
                }
            }
        }

        // SAFETY: `EnumView` is `repr(transparent)` over the `#[repr]` integer, the enum's image
        // (size and alignment of the integer); any integer is a valid view.
        unsafe impl #p::device::HasView for #ident {
            type View = #p::device::EnumView<#ident>;
        }
    }
}
