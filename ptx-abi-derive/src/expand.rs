//! Code generation. Everything is wrapped in `const _: () = { ... };`, which imports the runtime
//! crate's `__private` module by absolute path (or the `crate = "..."` path) and names every item
//! through it, macros included (`core::assert!`): the expansion needs no prelude.
//!
//! Errors are spanned at the user's tokens: a member's type for a trait bound it fails, the
//! attribute for a failed layout assertion (`respan`, `assert_at`).

use proc_macro2::{Group, Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned};
use syn::ext::IdentExt;
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
    let import = import_private(&ast);
    let private = quote!(__ptx_abi_private);
    if let Err(error) = cx.check() {
        return fallback(input, &import, &private, error.as_ref());
    }
    let body = match &ast.body {
        Body::Struct(members) => expand_aggregate(&ast, &private, members, false),
        Body::Union(members) => expand_aggregate(&ast, &private, members, true),
        Body::Enum(variants) => expand_enum(&ast, &private, variants),
    };
    quote! {
        #[allow(
            non_upper_case_globals,
            unused_qualifications,
            unused_lifetimes,
            single_use_lifetimes,
            clippy::all
        )]
        const _: () = {
            #import
            #body
        };
    }
}

/// `tokens` with every token (nested ones included) given `span`, so that an error about a path
/// the derive writes (`::ptx_abi_core::__private::PtxAbi`) points at the user's code instead of at
/// the `#[derive]`. Call-site and input spans resolve names alike, so resolution is unchanged.
fn respan(tokens: TokenStream, span: Span) -> TokenStream {
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

/// Imports the runtime crate's `__private` module as `__ptx_abi_private`, through which the
/// expansion names everything. Naming the crate once means a wrong `#[ptx(crate = "...")]` is
/// one error, at the attribute. (In a `#[no_implicit_prelude]` module a renamed crate is only
/// reachable as `crate = "::name"`: relative paths do not see the extern prelude there.)
fn import_private(ast: &Input) -> TokenStream {
    match &ast.attrs.crate_path {
        // Spanned at the attribute's string, where rustc reports a path that does not resolve.
        Some(path) => respan(
            quote!(use #path::__private as __ptx_abi_private;),
            path.span(),
        ),
        None => quote!(
            use ::ptx_abi_core::__private as __ptx_abi_private;
        ),
    }
}

/// On invalid input: the errors, plus an impl so that uses of the type elsewhere do not add a
/// cascade of "`T: PtxAbi` is not satisfied" errors. It never reaches a binary: the build fails.
///
/// `error` is `None` where rustc itself reports the problem (see `Ctxt::rustc_reports`).
fn fallback(
    input: &DeriveInput,
    import: &TokenStream,
    p: &TokenStream,
    error: Option<&syn::Error>,
) -> TokenStream {
    let errors = error.map(syn::Error::to_compile_error);
    let ident = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    quote! {
        #errors
        #[allow(unused_qualifications, clippy::all)]
        const _: () = {
            #import
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
///
/// A type without generic parameters gets each bound as `for<'__ptx> Member: PtxAbi`. A bound
/// without generics ("trivial") that fails is an error at the `impl` itself, and evaluating the
/// layout where the type is defined would then fail again on `Self: PtxAbi`; the `for<'__ptx>`
/// form is not checked at the `impl`, so the one error comes from the layout constant, which
/// names each member's type once, spanned at the member (`layout_item`).
/// Whether the type's tokens name `ident` (or `Self`).
fn mentions(ty: &syn::Type, ident: &syn::Ident) -> bool {
    mentions_ident(ty, &ident.to_string()) || mentions_ident(ty, "Self")
}

fn mentions_ident(ty: &syn::Type, name: &str) -> bool {
    fn walk(tokens: TokenStream, name: &str) -> bool {
        tokens.into_iter().any(|tt| match tt {
            proc_macro2::TokenTree::Ident(i) => i == name,
            proc_macro2::TokenTree::Group(g) => walk(g.stream(), name),
            _ => false,
        })
    }
    walk(quote!(#ty), name)
}

fn bounded_generics(ast: &Input, p: &TokenStream) -> syn::Generics {
    let mut generics = ast.original.generics.clone();
    let generic = !generics.params.is_empty();
    let type_params: Vec<syn::Ident> = ast
        .original
        .generics
        .type_params()
        .map(|tp| tp.ident.clone())
        .collect();
    let where_clause = generics.make_where_clause();
    for tp in &type_params {
        where_clause
            .predicates
            .push(syn::parse_quote!(#tp: #p::Pointee));
    }
    for m in ast.members() {
        let ty = m.ty;
        // A member that points back at the type (`next: DevicePtr<Node>`) would make proving
        // `Node: PtxAbi` need `Node: PtxAbi` (through `DevicePtr<T: Pointee>`), which rustc
        // rejects as an overflow. Pointer members need no bound: the layout constant still
        // checks their type.
        if mentions(ty, ast.ident) || mentions_ident(ty, "DevicePtr") {
            continue;
        }
        let span = ty.span();
        let hrtb = (!generic).then(|| quote_spanned!(span=> for<'__ptx>));
        let bound = if m.is_bit_field() {
            respan(quote!(#p::BitFieldType), span)
        } else {
            respan(quote!(#p::PtxAbi), span)
        };
        let bound: WherePredicate = syn::parse_quote_spanned!(span=> #hrtb #ty: #bound);
        where_clause.predicates.push(bound);
    }
    generics
}

fn expand_aggregate(
    ast: &Input,
    p: &TokenStream,
    members: &[Member],
    is_union: bool,
) -> TokenStream {
    let ident = ast.ident;
    let name = ident.unraw().to_string();
    let via = ast.attrs.marshal_via.as_ref().map(|v| &v.value);
    let mut generics = bounded_generics(ast, p);
    if is_union {
        // A plain bound: if the `unsafe impl UnionBytes` is missing, this is the one error, at the
        // union's name, with the trait's `on_unimplemented` text saying what to write.
        let (_, ty_generics, _) = ast.original.generics.split_for_impl();
        let union_bytes = respan(quote!(#p::UnionBytes), ident.span());
        let bound: WherePredicate =
            syn::parse_quote_spanned!(ident.span()=> #ident #ty_generics: #union_bytes);
        generics.make_where_clause().predicates.push(bound);
    }
    let (impl_generics, ty_generics, where_clause) = generics.split_for_impl();
    let layout = aggregate_layout(ast, p, members, is_union);
    // Without generics, the layout is a constant of its own (see `bounded_generics`), evaluated
    // where the type is defined so that layout errors and assertions fire even if it is unused.
    let (layout_item, layout) = if ast.original.generics.params.is_empty() {
        let item = format_ident!("PTX_ABI_LAYOUT_OF_{}", ident, span = Span::call_site());
        (
            Some(quote! {
                const #item: #p::Layout = #layout;
            }),
            quote!(#item),
        )
    } else {
        (None, layout)
    };
    let has_bits = members.iter().any(Member::is_bit_field);
    let tys: Vec<_> = members.iter().map(|m| m.ty).collect();

    let (image_equal, all_bits_valid, write, read) = if is_union {
        match via.and_then(|v| members.iter().position(|m| *v == m.name)) {
            Some(i) => {
                let m = &members[i];
                let at = positions(p, members);
                let access = &m.access;
                let write = write_member(p, &name, m, i, quote!(__value));
                let read = read_member(p, &name, m, i);
                (
                    quote!(false),
                    quote!(false),
                    quote! {
                        // The `UnionBytes` contract: the `marshal_via` member is initialised.
                        let __value = unsafe { &self.#access };
                        let __out = &mut __out[..<Self as #p::PtxAbi>::LAYOUT.size];
                        #at
                        #write
                    },
                    quote! {{
                        #at
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
        let writes = members.iter().enumerate().map(|(i, m)| {
            let access = &m.access;
            write_member(p, &name, m, i, quote!(&self.#access))
        });
        let reads = members.iter().enumerate().map(|(i, m)| {
            let access = &m.access;
            let read = read_member(p, &name, m, i);
            quote!(#access: #read)
        });
        let at = positions(p, members);
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
            quote! {
                // One bounds check: with `__out` exactly the image's length, the constant member
                // ranges below need none of their own.
                let __out = &mut __out[..<Self as #p::PtxAbi>::LAYOUT.size];
                #at
                #(#writes)*
            },
            quote! {{
                #at
                Self { #(#reads,)* }
            }},
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

    quote! {
        #layout_item

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
    }
}

fn aggregate_layout(
    ast: &Input,
    p: &TokenStream,
    members: &[Member],
    is_union: bool,
) -> TokenStream {
    // Type arguments name the C++ specialization of a generic type (`Pair<float3>`).
    let type_params: Vec<_> = ast
        .original
        .generics
        .type_params()
        .map(|tp| &tp.ident)
        .collect();
    let name = ast.ident.unraw().to_string();
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
                    "bit-field `{name}::{field_name}` has {width} bits, more than its declared \
                     type `{}` holds (spec 1.3): lower `bits`, or declare a wider type",
                    type_string(ty)
                );
                // Before the placement, which would panic inside ptx-abi-core instead.
                let assert = assert_at(p, bits.span);
                place.push(quote_spanned! {bits.span=>
                    #assert!(#width <= <#ty as #p::BitFieldType>::BITS, #message);
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
                    let assert = assert_at(p, expected.span);
                    checks.push(quote_spanned! {expected.span=>
                        #assert!(#local.bit_offset == #n, #message);
                    });
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
                    let assert = assert_at(p, expected.span);
                    checks.push(quote_spanned!(expected.span=> #assert!(#local == #n, #message);));
                }
            }
        }
    }
    if let Some(size) = &ast.attrs.assert_size {
        let n = size.value;
        let message = format!("layout assertion failed: `{name}` is not {n} bytes");
        let assert = assert_at(p, size.span);
        checks.push(quote_spanned!(size.span=> #assert!(__size == #n, #message);));
    }
    if let Some(align) = &ast.attrs.assert_align {
        let n = align.value;
        let message = format!("layout assertion failed: `{name}` is not aligned to {n} bytes");
        let assert = assert_at(p, align.span);
        checks.push(quote_spanned!(align.span=> #assert!(__align == #n, #message);));
    }
    if is_union && ast.attrs.marshal_via.is_none() {
        // One check per member, spanned at the member's type.
        for m in members {
            let (ty, field_name) = (m.ty, &m.name);
            let message = format!(
                "union `{name}` is marshalled from its bytes, but the host bytes of member \
                 `{field_name}` (`{}`) are not its device image: it has padding or bit-fields; \
                 remove them, or name the member to marshal with #[ptx(marshal_via = member)] on \
                 the union",
                type_string(ty)
            );
            let span = ty.span();
            let assert = assert_at(p, span);
            checks.push(quote_spanned! {span=>
                #assert!(<#ty as #p::PtxAbi>::IMAGE_EQUAL, #message);
            });
        }
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
                type_args: &[#(<#type_params as #p::Pointee>::POINTEE),*],
            },
        }
    }}
}

/// `core::assert`, spanned at `span`: a failing assertion in a `const` is reported at the span of
/// the macro call, which should be the attribute that asked for the check.
fn assert_at(p: &TokenStream, span: Span) -> TokenStream {
    respan(quote!(#p::core::assert), span)
}

/// A type as the user wrote it, for messages.
fn type_string(ty: &syn::Type) -> String {
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

/// Writes member `m` (the `i`-th) of a value into `__out`; `value` is a `&` to the member.
fn write_member(
    p: &TokenStream,
    name: &str,
    m: &Member,
    i: usize,
    value: TokenStream,
) -> TokenStream {
    // `__at[i]` is the member's byte offset (bit offset for a bit-field), from the one constant
    // array `positions` declares per function; errors are mapped with a `match` rather than a
    // `map_err` closure. Both keep the expansion small: every `const` block and closure is a
    // body of its own for rustc to type- and borrow-check (see BENCHMARKS.md, compile time).
    let (ty, field_name) = (m.ty, &m.name);
    match &m.attrs.bits {
        // Unnamed bit-fields are never marshalled: their bits are padding (zero).
        Some(_) if m.is_unnamed() => quote!(),
        Some(bits) => {
            let width = bits.value;
            quote! {
                if let #p::Err(kind) = #p::write_bit_field::<#ty>(#value, __out, __at[#i], #width) {
                    return #p::Err(#p::Error::at(kind, #name, #field_name));
                }
            }
        }
        None => quote! {
            if let #p::Err(error) = #p::write_value::<#ty>(
                #value,
                &mut __out[__at[#i]..__at[#i] + <#ty as #p::PtxAbi>::LAYOUT.size],
            ) {
                return #p::Err(error.within(#name, #field_name));
            }
        },
    }
}

/// `let __at = const { [..] };`: member `i`'s byte offset, or bit offset for a bit-field (0 for
/// an unnamed one), evaluated at compile time.
fn positions(p: &TokenStream, members: &[Member]) -> TokenStream {
    let n = members.len();
    let at = members
        .iter()
        .enumerate()
        .map(|(i, m)| match &m.attrs.bits {
            Some(_) if m.is_unnamed() => quote!(0),
            Some(_) => quote!(<Self as #p::PtxAbi>::LAYOUT.field_at(#i).bit_offset()),
            None => quote!(<Self as #p::PtxAbi>::LAYOUT.field_at(#i).offset),
        });
    quote! {
        let __at: [usize; #n] = const { [#(#at),*] };
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
                match #p::read_bit_field::<#ty>(__bytes, __at[#i], #width) {
                    #p::Ok(value) => value,
                    #p::Err(kind) => return #p::Err(#p::Error::at(kind, #name, #field_name)),
                }
            }
        }
        None => quote! {
            match #p::read_value::<#ty>(
                &__bytes[__at[#i]..__at[#i] + <#ty as #p::PtxAbi>::LAYOUT.size],
            ) {
                #p::Ok(value) => value,
                #p::Err(error) => return #p::Err(error.within(#name, #field_name)),
            }
        },
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
    let name = ident.unraw().to_string();
    let prim = ast.repr.prim.as_ref().expect("checked").value;
    let repr = Ident::new(prim.rust(), proc_macro2::Span::call_site());
    let scalar = scalar_of(prim);
    let vs: Vec<_> = variants.iter().map(|v| v.ident).collect();
    let names: Vec<_> = vs.iter().map(|v| v.unraw().to_string()).collect();
    let first = vs[0];
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
    }
}
