//! Code generation. Everything is wrapped in `const _: () = { ... };`, which imports the runtime
//! crate's `__private` module by absolute path (or the `crate = "..."` path) and names every item
//! through it, macros included (`core::assert!`): the expansion needs no prelude.
//!
//! Errors are spanned at the user's tokens: a member's type for a trait bound it fails, the
//! attribute for a failed layout assertion (`respan`, `assert_at`).

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::ext::IdentExt;
use syn::spanned::Spanned;
use syn::{DeriveInput, Ident, WherePredicate};

use crate::ast::{Body, Input, Member, Variant};
use crate::attr::Prim;
use crate::check;
use crate::ctxt::Ctxt;
use crate::tokens::{import_private, respan};

pub fn derive(input: &DeriveInput) -> TokenStream {
    let cx = Ctxt::default();
    let ast = Input::from_syn(&cx, input);
    check::check(&cx, &ast);
    let import = import_private(ast.attrs.crate_path.as_ref().map(|p| (p, p.span())));
    // An `Ident`, not a `TokenStream`: it is interpolated dozens of times, and in a proc macro
    // each interpolated `TokenStream` is a round trip to the compiler, while an `Ident` is one
    // more token in the batch (BENCHMARKS.md, section 7).
    let private = Ident::new("__ptx_abi_private", Span::call_site());
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

/// On invalid input: the errors, plus an impl so that uses of the type elsewhere do not add a
/// cascade of "`T: PtxAbi` is not satisfied" errors. It never reaches a binary: the build fails.
///
/// `error` is `None` where rustc itself reports the problem (see `Ctxt::rustc_reports`).
fn fallback(
    input: &DeriveInput,
    import: &TokenStream,
    p: &Ident,
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

/// `impl` generics of a generic type with the bounds every member type needs, spanned at the
/// member so that a member whose type is not `PtxAbi` (or not a valid bit-field type) is
/// reported there.
///
/// A type without generic parameters gets no bounds: its marshalling code names no member type
/// (it walks the `Derived` table), so the one error for a member type that is not `PtxAbi` comes
/// from the table constant, spanned at the member.
fn bounded_generics(ast: &Input, p: &Ident) -> syn::Generics {
    let mut generics = ast.original.generics.clone();
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
        let trait_ = if m.is_bit_field() {
            quote!(#p::BitFieldType)
        } else {
            quote!(#p::PtxAbi)
        };
        // A packed type's members are copied out unaligned (`Member::packed`).
        let bound = if ast.repr.packed.is_some() {
            respan(quote!(#trait_ + #p::core::marker::Copy), span)
        } else {
            respan(trait_, span)
        };
        let bound: WherePredicate = syn::parse_quote_spanned!(span=> #ty: #bound);
        where_clause.predicates.push(bound);
    }
    generics
}

/// A struct's or union's `PtxAbi` impl, with its `Derived` table (see [`table_item`]); a
/// union's `DerivedUnion` impl and `zeroed` too.
fn expand_aggregate(ast: &Input, p: &Ident, members: &[Member], is_union: bool) -> TokenStream {
    let ident = ast.ident;
    let generic = !ast.original.generics.params.is_empty();
    let via = ast.attrs.marshal_via.as_ref().map(|v| &v.value);
    let via = via.and_then(|v| members.iter().position(|m| *v == m.name));
    let mut generics = if generic {
        bounded_generics(ast, p)
    } else {
        ast.original.generics.clone()
    };
    let (table_item, table) = table_item(ast, p, members, is_union, &generics);
    if is_union && via.is_none() {
        // A plain bound: if the `unsafe impl UnionBytes` is missing, this is the one error, at the
        // union's name, with the trait's `on_unimplemented` text saying what to write.
        let (_, ty_generics, _) = ast.original.generics.split_for_impl();
        let union_bytes = respan(quote!(#p::UnionBytes), ident.span());
        let bound: WherePredicate =
            syn::parse_quote_spanned!(ident.span()=> #ident #ty_generics: #union_bytes);
        generics.make_where_clause().predicates.push(bound);
    }
    let (impl_generics, ty_generics, where_clause) = generics.split_for_impl();
    let type_args = ast
        .original
        .generics
        .type_params()
        .map(|tp| &tp.ident)
        .map(|tp| quote!(<#tp as #p::Pointee>::POINTEE));
    let layout = quote!(#table.layout(&[#(#type_args),*]));
    let (consts, methods) = trait_body(p, &table, is_union, via);
    let union_items = is_union.then(|| union_items(ast, p));
    quote! {
        #table_item

        #[automatically_derived]
        unsafe impl #impl_generics #p::PtxAbi for #ident #ty_generics #where_clause {
            const LAYOUT: #p::Layout = #layout;
            #consts
            #methods
        }
        #union_items
    }
}

/// The item that holds the type's `Derived` table, and the expression that names it.
///
/// Without generics, the table is a free constant (see `bounded_generics`), evaluated where the
/// type is defined, so that layout errors and assertions fire even if it is unused; a generic
/// type's is an inherent associated constant of the impl with `generics`, evaluated per
/// instantiation. Either is a `&'static` reference, so every use shares the one evaluated table:
/// a `&TABLE` at each use would be a promoted copy of it, evaluated and interned again
/// (BENCHMARKS.md, section 7). Not a `static`: rustc generates code for every static (and so
/// for every member function the table points to), used or not.
fn table_item(
    ast: &Input,
    p: &Ident,
    members: &[Member],
    is_union: bool,
    generics: &syn::Generics,
) -> (TokenStream, TokenStream) {
    let ident = ast.ident;
    let generic = !ast.original.generics.params.is_empty();
    let table_name = format_ident!("PTX_ABI_LAYOUT_OF_{}", ident, span = Span::call_site());
    let (table_init, assertions) = derived_table(ast, p, members, is_union, generic);
    let n = members.len();
    if generic {
        let (impl_generics, ty_generics, where_clause) = generics.split_for_impl();
        (
            quote! {
                impl #impl_generics #ident #ty_generics #where_clause {
                    const #table_name: &'static #p::Derived<#n> = &#table_init;
                }
            },
            quote!(Self::#table_name),
        )
    } else {
        let checks = assertion_consts(p, &table_name, &assertions);
        (
            quote! {
                const #table_name: &#p::Derived<#n> = &#table_init;
                #checks
            },
            quote!(#table_name),
        )
    }
}

/// The `PtxAbi` impl's items past `LAYOUT`, for the type whose table `table` names: its
/// constants, and a union's `write_image` and `read_image` (through member `via`, or its bytes).
fn trait_body(
    p: &Ident,
    table: &TokenStream,
    is_union: bool,
    via: Option<usize>,
) -> (TokenStream, Option<TokenStream>) {
    // SAFETY (of the `unsafe` blocks below): the table was derived from this type's own members,
    // each with its declared type, in declaration order (host offsets follow from `#[repr(C)]`).
    // A struct gives the trait its table (`Derived::table`), from which the trait's defaults
    // take `IMAGE_EQUAL`, `ALL_BITS_VALID` and the bulk paths: one constant rather than two
    // constants and two methods, for build time (BENCHMARKS.md, section 7). A union states its
    // flags and keeps the value-by-value bulk defaults.
    let flags = |image_equal: TokenStream, all_bits_valid: TokenStream| {
        quote! {
            const IMAGE_EQUAL: bool = #image_equal;
            const ALL_BITS_VALID: bool = #all_bits_valid;
        }
    };
    let (consts, write, read) = match (is_union, via) {
        (true, Some(i)) => (
            flags(quote!(false), quote!(false)),
            // The `UnionBytes` contract: the `marshal_via` member is initialised.
            quote!(unsafe { #p::Derived::write_via(#table, #i, self, __out) }),
            quote!(unsafe { #p::Derived::read_via::<Self>(#table, #i, __bytes) }),
        ),
        (true, None) => (
            flags(quote!(#table.image_equal), quote!(#table.all_bits_valid)),
            quote! {
                __out.copy_from_slice(#p::union_bytes(self));
                #p::Ok(())
            },
            quote!(#p::Ok(#p::union_from_bytes::<Self>(__bytes))),
        ),
        (false, _) => (
            quote!(const DERIVED: #p::Option<&'static #p::DerivedTable> = #p::Some(&#table.table());),
            TokenStream::new(),
            TokenStream::new(),
        ),
    };
    // A struct's `write_image` and `read_image` are the trait's defaults, which run the table
    // of `DERIVED`; a union's are written here.
    let methods = is_union.then(|| {
        quote! {
            #[inline(always)]
            fn write_image(&self, __out: &mut [u8]) -> #p::Result<(), #p::Error> {
                #write
            }

            #[inline(always)]
            fn read_image(__bytes: &[u8]) -> #p::Result<Self, #p::Error> {
                #read
            }
        }
    });
    (consts, methods)
}

/// A union's items beside its `PtxAbi` impl: `DerivedUnion`, and the inherent `zeroed`.
fn union_items(ast: &Input, p: &Ident) -> TokenStream {
    let ident = ast.ident;
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
}

/// The initialiser of the type's `Derived` table: each member's type, name, and bit width or
/// alignment, placed by `Derived::structure` or `Derived::union` (spec 1.2, 1.3) in one `const`
/// evaluation, which also computes the host offsets. A bit-field wider than its type is caught by
/// `Member::bits`, at the `bits` attribute; a union member whose bytes are not its image is
/// checked before the table, spanned at the member's type; layout assertions
/// (`#[ptx(assert(..))]`, `assert_offset`, `assert_bit_offset`) come after it.
fn derived_table(
    ast: &Input,
    p: &Ident,
    members: &[Member],
    is_union: bool,
    generic: bool,
) -> (TokenStream, Vec<Assertion>) {
    let name = ast.ident.unraw().to_string();
    let host = if generic {
        quote!(Self)
    } else {
        let ident = ast.ident;
        quote!(#ident)
    };
    let packed = ast.repr.packed.is_some();
    let mut asserts = Vec::new();
    let entries: Vec<TokenStream> = (members.iter().enumerate())
        .map(|(i, m)| member_entry(p, &name, i, m, packed, &mut asserts))
        .collect();
    if let Some(size) = &ast.attrs.assert_size {
        asserts.push(Assertion::new(size, quote!(.size), |n| {
            format!("`{name}` is not {n} bytes")
        }));
    }
    if let Some(align) = &ast.attrs.assert_align {
        asserts.push(Assertion::new(align, quote!(.align), |n| {
            format!("`{name}` is not aligned to {n} bytes")
        }));
    }
    let before = if is_union && ast.attrs.marshal_via.is_none() {
        union_image_checks(p, &name, members)
    } else {
        Vec::new()
    };
    let table = place_members(ast, p, &name, &host, &entries, is_union);
    // A generic type's assertions run inside its table (evaluated per instantiation); another
    // type's run as constants of their own after it, which can also show the actual value.
    let (inside, outside) = if generic {
        let inside: Vec<TokenStream> = asserts
            .iter()
            .map(|a| {
                let (assert, actual, n, message) =
                    (assert_at(p, a.span), &a.actual, a.expected, &a.message);
                quote_spanned!(a.span=> #assert!(__table #actual == #n, #message);)
            })
            .collect();
        (inside, Vec::new())
    } else {
        (Vec::new(), asserts)
    };
    let table = if before.is_empty() && inside.is_empty() {
        table
    } else {
        quote! {{
            #(#before)*
            let __table = #table;
            #(#inside)*
            __table
        }}
    };
    (table, outside)
}

/// A member's `Member` constructor in the table (`#[ptx(bits)]`, `align`, packed or plain), and
/// its `assert_offset` or `assert_bit_offset` added to `asserts`.
fn member_entry(
    p: &Ident,
    name: &str,
    i: usize,
    m: &Member,
    packed: bool,
    asserts: &mut Vec<Assertion>,
) -> TokenStream {
    let (ty, field_name) = (m.ty, &m.name);
    match &m.attrs.bits {
        Some(bits) => {
            let (width, named) = (bits.value, !m.is_unnamed());
            let message = check::too_wide_message(name, field_name, width, ty);
            // Spanned at the attribute: `Member::bits` reports a width wider than the type
            // at its caller's location. A packed type's members are read unaligned, which
            // needs `Copy`.
            let bits_fn = if packed {
                respan(quote!(#p::Member::packed_bits), bits.span)
            } else {
                respan(quote!(#p::Member::bits), bits.span)
            };
            if let Some(expected) = &m.attrs.assert_bit_offset {
                asserts.push(Assertion::new(
                    expected,
                    quote!(.fields[#i].bit_offset()),
                    |n| format!("bit-field `{name}::{field_name}` does not start at bit {n}"),
                ));
            }
            quote_spanned! {bits.span=>
                #bits_fn::<#ty>(#field_name, #width, #named, #message)
            }
        }
        None => {
            let entry = match &m.attrs.align {
                // Spanned at the member's type, where a missing `Copy` is reported.
                _ if packed => {
                    let packed_fn = respan(quote!(#p::Member::packed), ty.span());
                    quote_spanned!(ty.span()=> #packed_fn::<#ty>(#field_name))
                }
                // Spanned at the attribute, where a lowering alignment is reported.
                Some(align) => {
                    let (n, span) = (align.value, align.span);
                    // `Member::aligned` says why after this (ABI.md section 10).
                    let message = format!(
                        "`{name}::{field_name}`: #[ptx(align = {n})] is below the alignment \
                         of `{}`",
                        crate::tokens::type_string(ty)
                    );
                    let aligned_fn = respan(quote!(#p::Member::aligned), span);
                    quote_spanned!(span=> #aligned_fn::<#ty>(#field_name, #n, #message))
                }
                None => {
                    let no_align = 0usize;
                    quote!(#p::Member::plain::<#ty>(#field_name, #no_align))
                }
            };
            if let Some(expected) = &m.attrs.assert_offset {
                asserts.push(Assertion::new(expected, quote!(.fields[#i].offset), |n| {
                    format!("`{name}::{field_name}` is not at offset {n}")
                }));
            }
            entry
        }
    }
}

/// A union marshalled from its bytes: one check per member that its host bytes are its image,
/// spanned at the member's type.
fn union_image_checks(p: &Ident, name: &str, members: &[Member]) -> Vec<TokenStream> {
    let mut checks = Vec::new();
    for m in members {
        let (ty, field_name) = (m.ty, &m.name);
        let message = format!(
            "union `{name}` is marshalled from its bytes, but the host bytes of member \
             `{field_name}` (`{}`) are not its device image: it has padding or bit-fields; \
             remove them, or name the member to marshal with #[ptx(marshal_via = member)] on \
             the union",
            crate::tokens::type_string(ty)
        );
        let span = ty.span();
        let assert = assert_at(p, span);
        checks.push(quote_spanned! {span=>
            #assert!(<#ty as #p::PtxAbi>::IMAGE_EQUAL, #message);
        });
    }
    checks
}

/// The call that places the members: `Derived::structure` or `union`, or their `_packed` forms.
fn place_members(
    ast: &Input,
    p: &Ident,
    name: &str,
    host: &TokenStream,
    entries: &[TokenStream],
    is_union: bool,
) -> TokenStream {
    let repr_align = ast.repr.align.as_ref().map_or(0, |a| a.value);
    match ast.repr.packed.as_ref() {
        // Spanned at the `packed` hint, where a struct NVRTC and nvcc lay out differently is
        // reported.
        Some(packed) => {
            let packing = if ast.attrs.gnu_packed.is_some() {
                quote!(#p::Packing::Gnu)
            } else {
                let n = packed.value;
                quote!(#p::Packing::Pragma(#n))
            };
            let place = if is_union {
                respan(quote!(#p::Derived::union_packed), packed.span)
            } else {
                respan(quote!(#p::Derived::structure_packed), packed.span)
            };
            quote_spanned! {packed.span=>
                #place(#name, #packing, #p::core::mem::size_of::<#host>(), [#(#entries),*])
            }
        }
        None => {
            let placement = if is_union {
                quote!(union)
            } else {
                quote!(structure)
            };
            // Spanned at `align(N)`, where one below the members' alignment is reported.
            let span = ast
                .repr
                .align
                .as_ref()
                .map_or(Span::call_site(), |a| a.span);
            let place = respan(quote!(#p::Derived::#placement), span);
            quote_spanned! {span=>
                #place(
                    #name,
                    #repr_align,
                    #p::core::mem::size_of::<#host>(),
                    [#(#entries),*],
                )
            }
        }
    }
}

/// A `#[ptx(assert...)]` on a type or member: the table's `actual` value (a field access such as
/// `.size`) must equal `expected`.
struct Assertion {
    span: Span,
    actual: TokenStream,
    expected: usize,
    message: String,
}

impl Assertion {
    /// The assertion that the table's `actual` is the attribute's value, with the message
    /// `what(expected)` says went wrong.
    fn new(
        expected: &crate::attr::Spanned<usize>,
        actual: TokenStream,
        what: impl FnOnce(usize) -> String,
    ) -> Assertion {
        Assertion {
            span: expected.span,
            actual,
            expected: expected.value,
            message: format!("layout assertion failed: {}", what(expected.value)),
        }
    }
}

/// The constants that check `asserts` against the table constant `table` of a non-generic type:
/// one error per failed assertion, its message with the actual value ("layout assertion failed:
/// `S` is not 8 bytes (it is 12)").
fn assertion_consts(p: &Ident, table: &Ident, asserts: &[Assertion]) -> TokenStream {
    asserts
        .iter()
        .map(|a| {
            let (actual, n, message) = (&a.actual, a.expected, &a.message);
            let panic = respan(quote!(#p::core::panic), a.span);
            quote_spanned! {a.span=>
                const _: () = {
                    let actual: usize = #table #actual;
                    if actual != #n {
                        #panic!(
                            "{}",
                            #p::ConstMessage::with_actual(#message, actual).as_str()
                        );
                    }
                };
            }
        })
        .collect()
}

/// `core::assert`, spanned at `span`: a failing assertion in a `const` is reported at the span of
/// the macro call, which should be the attribute that asked for the check.
fn assert_at(p: &Ident, span: Span) -> TokenStream {
    respan(quote!(#p::core::assert), span)
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

fn expand_enum(ast: &Input, p: &Ident, variants: &[Variant]) -> TokenStream {
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
            const LAYOUT: #p::Layout = #p::Layout::new(
                #name,
                <#repr as #p::PtxAbi>::LAYOUT.size,
                <#repr as #p::PtxAbi>::LAYOUT.align,
                #p::Kind::Enum {
                    repr: #p::Scalar::#scalar,
                    variants: &[#(#p::Variant::new(#names, #ident::#vs as i128)),*],
                },
            );
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
