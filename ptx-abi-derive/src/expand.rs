//! Code generation. Everything is named by absolute path through the runtime crate's
//! `__private` module, and wrapped in `const _: () = { ... };`.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{DeriveInput, Ident, WherePredicate};

use crate::ast::{Body, Input, Member, Variant};
use crate::attr::Prim;
use crate::check;
use crate::ctxt::Ctxt;

pub fn derive(input: &DeriveInput) -> TokenStream {
    let cx = Ctxt::default();
    let ast = Input::from_syn(&cx, input);
    check::check(&cx, &ast);
    let private = private_path(&ast);
    if let Err(error) = cx.check() {
        return fallback(input, &private, error);
    }
    let body = match &ast.body {
        Body::Struct(members) => expand_aggregate(&ast, &private, members, false),
        Body::Union(members) => expand_aggregate(&ast, &private, members, true),
        Body::Enum(variants) => expand_enum(&ast, &private, variants),
    };
    quote! {
        #[allow(non_upper_case_globals, unused_qualifications, clippy::all)]
        const _: () = {
            #body
        };
    }
}

fn private_path(ast: &Input) -> TokenStream {
    match &ast.attrs.crate_path {
        Some(path) => quote!(#path::__private),
        None => quote!(::ptx_abi_core::__private),
    }
}

/// On invalid input: the errors, plus an impl so that uses of the type elsewhere do not add a
/// cascade of "`T: PtxAbi` is not satisfied" errors. It never reaches a binary: the build fails.
fn fallback(input: &DeriveInput, p: &TokenStream, error: syn::Error) -> TokenStream {
    let errors = error.to_compile_error();
    let ident = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    quote! {
        #errors
        const _: () = {
            unsafe impl #impl_generics #p::PtxAbi for #ident #ty_generics #where_clause {
                const LAYOUT: #p::Layout = #p::Layout::scalar(#p::Scalar::U8);
                const IMAGE_EQUAL: bool = false;
                const ALL_BITS_VALID: bool = false;
                fn write_image(&self, _: &mut [u8]) -> #p::Result<(), #p::Error> {
                    #p::core::panic!("#[derive(PtxAbi)] reported an error")
                }
                fn read_image(_: &[u8]) -> #p::Result<Self, #p::Error> {
                    #p::core::panic!("#[derive(PtxAbi)] reported an error")
                }
            }
        };
    }
}

/// `impl` generics with the bounds every member type needs, spanned at the member so that a
/// member whose type is not `PtxAbi` (or not a valid bit-field type) is reported there.
fn bounded_generics(ast: &Input, p: &TokenStream) -> syn::Generics {
    let mut generics = ast.original.generics.clone();
    let where_clause = generics.make_where_clause();
    for m in ast.members() {
        let ty = m.ty;
        let bound: WherePredicate = if m.is_bit_field() {
            syn::parse_quote_spanned!(ty.span()=> #ty: #p::BitFieldType)
        } else {
            syn::parse_quote_spanned!(ty.span()=> #ty: #p::PtxAbi)
        };
        where_clause.predicates.push(bound);
    }
    generics
}

fn expand_aggregate(ast: &Input, p: &TokenStream, members: &[Member], is_union: bool) -> TokenStream {
    let ident = ast.ident;
    let name = ident.to_string();
    let via = ast.attrs.marshal_via.as_ref().map(|v| &v.value);
    let mut generics = bounded_generics(ast, p);
    if is_union {
        let (_, ty_generics, _) = ast.original.generics.split_for_impl();
        let bound: WherePredicate =
            syn::parse_quote_spanned!(ident.span()=> #ident #ty_generics: #p::UnionBytes);
        generics.make_where_clause().predicates.push(bound);
    }
    let (impl_generics, ty_generics, where_clause) = generics.split_for_impl();
    let layout = aggregate_layout(ast, p, members, is_union);
    let has_bits = members.iter().any(Member::is_bit_field);
    let tys: Vec<_> = members.iter().map(|m| m.ty).collect();

    let (image_equal, all_bits_valid, write, read) = if is_union {
        match via.and_then(|v| members.iter().position(|m| m.name == v.to_string())) {
            Some(i) => {
                let m = &members[i];
                let access = &m.access;
                let write = write_member(p, &name, m, i, quote!(__value));
                let read = read_member(p, &name, m, i);
                (
                    quote!(false),
                    quote!(false),
                    quote! {
                        // The `UnionBytes` contract: the `marshal_via` member is initialised.
                        let __value = unsafe { &self.#access };
                        #write
                    },
                    quote! {{
                        let mut __union = #p::zeroed_union::<Self>();
                        __union.#access = #read;
                        __union
                    }},
                )
            }
            None => (
                quote!(#(<#tys as #p::PtxAbi>::IMAGE_EQUAL &&)*
                    #p::core::mem::size_of::<Self>() == <Self as #p::PtxAbi>::LAYOUT.size),
                quote!(#(<#tys as #p::PtxAbi>::ALL_BITS_VALID)&&*),
                quote!(__out.copy_from_slice(#p::union_bytes(self));),
                quote!(#p::union_from_bytes::<Self>(__bytes)),
            ),
        }
    } else {
        let writes = members
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let access = &m.access;
                write_member(p, &name, m, i, quote!(&self.#access))
            });
        let reads = members.iter().enumerate().map(|(i, m)| {
            let access = &m.access;
            let read = read_member(p, &name, m, i);
            quote!(#access: #read)
        });
        let image_equal = if has_bits {
            quote!(false)
        } else {
            let offsets = members.iter().enumerate().map(|(i, m)| {
                let access = &m.access;
                quote! {
                    && #p::core::mem::offset_of!(Self, #access)
                        == <Self as #p::PtxAbi>::LAYOUT.field_at(#i).offset
                }
            });
            quote! {
                #(<#tys as #p::PtxAbi>::IMAGE_EQUAL &&)*
                #p::core::mem::size_of::<Self>() == <Self as #p::PtxAbi>::LAYOUT.size
                #(#offsets)*
                && !<Self as #p::PtxAbi>::LAYOUT.has_padding()
            }
        };
        (
            image_equal,
            quote!(<Self as #p::PtxAbi>::IMAGE_EQUAL #(&& <#tys as #p::PtxAbi>::ALL_BITS_VALID)*),
            quote!(#(#writes)*),
            quote!(Self { #(#reads,)* }),
        )
    };

    let union_items = is_union.then(|| {
        let (impl_generics, ty_generics, where_clause) = ast.original.generics.split_for_impl();
        quote! {
            // SAFETY: `Self` is a union (the derive only implements this for unions).
            unsafe impl #impl_generics #p::DerivedUnion for #ident #ty_generics #where_clause {}

            impl #impl_generics #ident #ty_generics #where_clause {
                /// A value whose bytes are all zero: the safe start for building a union to
                /// marshal (write a member next).
                #[allow(dead_code)]
                pub fn zeroed() -> Self {
                    #p::zeroed_union::<Self>()
                }
            }
        }
    });

    let force = force_evaluation(ast, p);
    quote! {
        #[automatically_derived]
        unsafe impl #impl_generics #p::PtxAbi for #ident #ty_generics #where_clause {
            const LAYOUT: #p::Layout = #layout;
            const IMAGE_EQUAL: bool = #image_equal;
            const ALL_BITS_VALID: bool = #all_bits_valid;

            #[inline]
            fn write_image(&self, __out: &mut [u8]) -> #p::Result<(), #p::Error> {
                #write
                #p::Ok(())
            }

            #[inline]
            fn read_image(__bytes: &[u8]) -> #p::Result<Self, #p::Error> {
                #p::Ok(#read)
            }
        }
        #union_items
        #force
    }
}

/// For a non-generic type, evaluates its layout where it is defined, so that layout errors and
/// assertions fire even if the type is never used.
fn force_evaluation(ast: &Input, p: &TokenStream) -> Option<TokenStream> {
    if !ast.original.generics.params.is_empty() {
        return None;
    }
    let ident = ast.ident;
    Some(quote! {
        const _: () = assert!(<#ident as #p::PtxAbi>::LAYOUT.size > 0);
    })
}

fn aggregate_layout(ast: &Input, p: &TokenStream, members: &[Member], is_union: bool) -> TokenStream {
    let name = ast.ident.to_string();
    let builder = if is_union {
        quote!(#p::UnionBuilder)
    } else {
        quote!(#p::StructBuilder)
    };
    let repr_align = ast.repr.align.as_ref().map_or(0, |a| a.value);
    let mut place = Vec::new();
    let mut fields = Vec::new();
    let mut checks = Vec::new();
    for m in members {
        let (ty, local, field_name) = (m.ty, &m.local, &m.name);
        let type_layout = quote!(&<#ty as #p::PtxAbi>::LAYOUT);
        match &m.attrs.bits {
            Some(bits) => {
                let (width, named) = (bits.value, !m.is_unnamed());
                let message = format!(
                    "bit-field `{name}::{field_name}` is wider than its declared type (spec 1.3)"
                );
                checks.push(quote_spanned! {bits.span=>
                    assert!(#width <= <#ty as #p::BitFieldType>::BITS, #message);
                });
                place.push(quote! {
                    let (__b, #local) = __b.bit_field(#type_layout, #width, #named);
                });
                fields.push(quote!(#p::Field::bit_field(#field_name, #type_layout, #local)));
                if let Some(expected) = &m.attrs.assert_bit_offset {
                    let n = expected.value;
                    let message = format!(
                        "layout assertion failed: bit-field `{name}::{field_name}` does not start \
                         at bit {n}"
                    );
                    checks.push(quote_spanned!(expected.span=> assert!(#local.bit_offset == #n, #message);));
                }
            }
            None => {
                let align = m.attrs.align.as_ref().map_or(0, |a| a.value);
                place.push(quote! {
                    let (__b, #local) = __b.field(#type_layout, #align);
                });
                fields.push(quote!(#p::Field::plain(#field_name, #local, #type_layout, #align)));
                if let Some(expected) = &m.attrs.assert_offset {
                    let n = expected.value;
                    let message = format!(
                        "layout assertion failed: `{name}::{field_name}` is not at offset {n}"
                    );
                    checks.push(quote_spanned!(expected.span=> assert!(#local == #n, #message);));
                }
            }
        }
    }
    if let Some(size) = &ast.attrs.assert_size {
        let n = size.value;
        let message = format!("layout assertion failed: `{name}` is not {n} bytes");
        checks.push(quote_spanned!(size.span=> assert!(__size == #n, #message);));
    }
    if let Some(align) = &ast.attrs.assert_align {
        let n = align.value;
        let message = format!("layout assertion failed: `{name}` is not aligned to {n} bytes");
        checks.push(quote_spanned!(align.span=> assert!(__align == #n, #message);));
    }
    if is_union && ast.attrs.marshal_via.is_none() {
        let tys = members.iter().map(|m| m.ty);
        let message = format!(
            "union `{name}` is marshalled from its bytes, so every member's host bytes must be its \
             device image (no padding, no bit-fields); otherwise choose the member to marshal \
             with #[ptx(marshal_via = member)]"
        );
        checks.push(quote_spanned! {ast.ident.span()=>
            assert!(#(<#tys as #p::PtxAbi>::IMAGE_EQUAL)&&*, #message);
        });
    }
    let kind = if is_union {
        quote!(Union)
    } else {
        quote!(Struct)
    };
    quote! {{
        let __b = #builder::new();
        #(#place)*
        let (__size, __align) = __b.finish(#repr_align);
        #(#checks)*
        #p::Layout {
            name: #name,
            size: __size,
            align: __align,
            kind: #p::Kind::#kind {
                fields: &[#(#fields),*],
                repr_align: #repr_align,
            },
        }
    }}
}

/// Writes member `m` (the `i`-th) of a value into `__out`; `value` is a `&` to the member.
fn write_member(p: &TokenStream, name: &str, m: &Member, i: usize, value: TokenStream) -> TokenStream {
    let (ty, field_name) = (m.ty, &m.name);
    match &m.attrs.bits {
        // Unnamed bit-fields are never marshalled: their bits are padding (zero).
        Some(_) if m.is_unnamed() => quote!(),
        Some(bits) => {
            let width = bits.value;
            quote! {
                #p::write_bit_field::<#ty>(
                    #value,
                    __out,
                    const { <Self as #p::PtxAbi>::LAYOUT.field_at(#i).bit_offset() },
                    #width,
                )
                .map_err(|kind| #p::Error::at(kind, #name, #field_name))?;
            }
        }
        None => quote! {
            {
                let __offset = const { <Self as #p::PtxAbi>::LAYOUT.field_at(#i).offset };
                let __size = const { <#ty as #p::PtxAbi>::LAYOUT.size };
                #p::write_value::<#ty>(#value, &mut __out[__offset..__offset + __size])
                    .map_err(|error| error.within(#name, #field_name))?;
            }
        },
    }
}

/// An expression reading member `m` (the `i`-th) from `__bytes`.
fn read_member(p: &TokenStream, name: &str, m: &Member, i: usize) -> TokenStream {
    let (ty, field_name) = (m.ty, &m.name);
    match &m.attrs.bits {
        Some(_) if m.is_unnamed() => quote!(<#ty as #p::BitFieldType>::unnamed_value()),
        Some(bits) => {
            let width = bits.value;
            quote! {
                #p::read_bit_field::<#ty>(
                    __bytes,
                    const { <Self as #p::PtxAbi>::LAYOUT.field_at(#i).bit_offset() },
                    #width,
                )
                .map_err(|kind| #p::Error::at(kind, #name, #field_name))?
            }
        }
        None => quote! {{
            let __offset = const { <Self as #p::PtxAbi>::LAYOUT.field_at(#i).offset };
            let __size = const { <#ty as #p::PtxAbi>::LAYOUT.size };
            #p::read_value::<#ty>(&__bytes[__offset..__offset + __size])
                .map_err(|error| error.within(#name, #field_name))?
        }},
    }
}

fn scalar_of(prim: Prim) -> Ident {
    let name = match prim {
        Prim::U8 => "U8",
        Prim::I8 => "I8",
        Prim::U16 => "U16",
        Prim::I16 => "I16",
        Prim::U32 => "U32",
        Prim::I32 => "I32",
        Prim::U64 => "U64",
        Prim::I64 => "I64",
    };
    Ident::new(name, proc_macro2::Span::call_site())
}

fn expand_enum(ast: &Input, p: &TokenStream, variants: &[Variant]) -> TokenStream {
    let ident = ast.ident;
    let name = ident.to_string();
    let prim = ast.repr.prim.as_ref().expect("checked").value;
    let repr = Ident::new(prim.rust(), proc_macro2::Span::call_site());
    let scalar = scalar_of(prim);
    let vs: Vec<_> = variants.iter().map(|v| v.ident).collect();
    let names: Vec<_> = vs.iter().map(|v| v.to_string()).collect();
    let first = vs[0];
    let force = force_evaluation(ast, p);
    quote! {
        #[automatically_derived]
        // SAFETY: a `#[repr(prim)]` field-less enum is its discriminant, a `prim`, on the host as
        // on the device; not every `prim` is a discriminant, hence `ALL_BITS_VALID = false`.
        unsafe impl #p::PtxAbi for #ident {
            const LAYOUT: #p::Layout = #p::Layout {
                name: #name,
                size: <#repr as #p::PtxAbi>::LAYOUT.size,
                align: <#repr as #p::PtxAbi>::LAYOUT.align,
                kind: #p::Kind::Enum {
                    repr: #p::Scalar::#scalar,
                    variants: &[#(#p::Variant { name: #names, value: #ident::#vs as i128 }),*],
                },
            };
            const IMAGE_EQUAL: bool = <#repr as #p::PtxAbi>::IMAGE_EQUAL;
            const ALL_BITS_VALID: bool = false;

            #[inline]
            fn write_image(&self, __out: &mut [u8]) -> #p::Result<(), #p::Error> {
                let __value: #repr = match self { #(#ident::#vs => #ident::#vs as #repr,)* };
                #p::PtxAbi::write_image(&__value, __out)
            }

            #[inline]
            fn read_image(__bytes: &[u8]) -> #p::Result<Self, #p::Error> {
                let __value = <#repr as #p::PtxAbi>::read_image(__bytes)?;
                <Self as #p::BitFieldType>::from_bit_value(__value as i128)
                    .map_err(|kind| #p::Error::new(kind, #name))
            }
        }

        #[automatically_derived]
        impl #p::BitFieldType for #ident {
            const BITS: u32 = <#repr as #p::BitFieldType>::BITS;
            const SIGNED: bool = <#repr as #p::BitFieldType>::SIGNED;

            #[inline]
            fn to_bit_value(&self) -> i128 {
                match self { #(#ident::#vs => #ident::#vs as i128,)* }
            }

            #[inline]
            fn from_bit_value(__value: i128) -> #p::Result<Self, #p::ErrorKind> {
                #(if __value == #ident::#vs as i128 {
                    return #p::Ok(#ident::#vs);
                })*
                #p::Err(#p::ErrorKind::InvalidDiscriminant { value: __value })
            }

            #[inline]
            fn unnamed_value() -> Self {
                #ident::#first
            }
        }
        #force
    }
}
