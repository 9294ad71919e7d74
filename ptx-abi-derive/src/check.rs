//! The rules a derive input must follow. Every violation is recorded, spanned at its cause;
//! rules that need a member type's layout are left to `const` assertions in the expansion.

use syn::{Fields, Type};

use crate::ast::{Body, Input, Member};
use crate::cpp_names::is_cpp_keyword;
use crate::ctxt::Ctxt;

fn check_cpp_name<T: quote::ToTokens>(cx: &Ctxt, tokens: T, name: &str, what: &str) {
    if is_cpp_keyword(name) {
        cx.error_spanned_by(
            tokens,
            format!(
                "`{name}` is a C++ keyword, so the CUDA C++ mirror of this {what} could not be \
                 named `{name}`: rename it"
            ),
        );
    }
}

/// The last path segment of a type, if it is a plain path (`u8`, `core::primitive::u8`, `E`).
fn type_name(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(p) if p.qself.is_none() => p.path.segments.last().map(|s| s.ident.to_string()),
        Type::Group(g) => type_name(&g.elem),
        Type::Paren(p) => type_name(&p.elem),
        _ => None,
    }
}

/// Bits of a primitive type a bit-field may be declared with (spec 1.3); `Err` with a reason for
/// types that cannot be bit-fields (floats, pointer-sized integers, `char`, anything
/// but a path); `Ok(None)` for types whose width the syntax does not show (enums, aliases).
///
/// A width too wide for a primitive is reported here, at the `bits` attribute, before expansion
/// (for generic types too, whose constants would only be evaluated when used); for the other
/// types `Member::bits` checks it when the layout is evaluated, spanned at the same attribute.
/// Either way the message is [`too_wide_message`]'s, and a member is checked by one of the two.
fn bit_field_type_bits(ty: &Type) -> Result<Option<u32>, &'static str> {
    let Some(name) = type_name(ty) else {
        return Err("bit-fields must have an integer, bool or enum type (spec 1.3)");
    };
    Ok(Some(match name.as_str() {
        "u8" | "i8" | "bool" => 8,
        "u16" | "i16" => 16,
        "u32" | "i32" => 32,
        "u64" | "i64" => 64,
        // `__int128` bit-fields: NVRTC and nvcc accept them, placed by the same rules (ABI.md §9).
        "u128" | "i128" => 128,
        "f16" | "bf16" | "f32" | "f64" => {
            return Err(
                "a floating-point member cannot be a bit-field: bit-fields have an integer, bool \
                 or enum type (spec 1.3); remove `bits`, or declare the member as an integer (u8, \
                 i16, u32, ...)",
            )
        }
        "usize" | "isize" | "char" => {
            return Err(
                "this type has no PTX bit-field equivalent: use one of u8, i8, u16, i16, u32, \
                 i32, u64, i64, bool, or a #[repr(u8)]-style enum (spec 1.3)",
            )
        }
        _ => return Ok(None),
    }))
}

/// The one message for a bit-field wider than its declared type (spec 1.3).
pub fn too_wide_message(type_name: &str, member: &str, width: u32, declared: &Type) -> String {
    format!(
        "bit-field `{type_name}::{member}` has {width} bits, more than its declared type \
         `{}` holds (spec 1.3): lower `bits`, or declare a wider type",
        crate::tokens::type_string(declared)
    )
}

/// Why a primitive type has no PTX ABI layout, with what to use instead.
fn unsupported_primitive(ty: &Type) -> Option<&'static str> {
    let Type::Path(p) = ty else { return None };
    // Only `usize`, `core::primitive::usize` and the like: a user type may be called `char`.
    let plain = p.qself.is_none()
        && (p.path.segments.len() == 1 || p.path.segments.iter().any(|s| s.ident == "primitive"));
    if !plain {
        return None;
    }
    Some(match p.path.segments.last()?.ident.to_string().as_str() {
        "usize" | "isize" => {
            "`usize` and `isize` have no fixed size in the PTX ABI: use u64/i64 (C++ `size_t` \
             under `.address_size 64`) or u32/i32"
        }
        "char" => "`char` has no PTX ABI layout: use u32 (C++ `char32_t`) or u8 (C++ `char`)",
        _ => return None,
    })
}

fn check_member(cx: &Ctxt, input: &Input, m: &Member) {
    check_cpp_name(cx, &m.access, &m.name, "member");
    match m.ty {
        Type::Reference(r) => cx.error_spanned_by(
            r,
            "references have no device image: pass a device address as \
             `ptx_abi_core::DevicePtr<T>` instead",
        ),
        Type::Ptr(r) => cx.error_spanned_by(
            r,
            "raw pointers are host addresses: pass a device address as \
             `ptx_abi_core::DevicePtr<T>` instead",
        ),
        ty if m.attrs.bits.is_none() => {
            if let Some(reason) = unsupported_primitive(ty) {
                cx.error_spanned_by(ty, reason);
            }
        }
        _ => {}
    }
    let attrs = &m.attrs;
    if let Some(unnamed) = &attrs.unnamed {
        if attrs.bits.is_none() {
            cx.syn_error(syn::Error::new(
                unnamed.span,
                "`unnamed` applies to bit-fields: write #[ptx(bits = N, unnamed)]",
            ));
        }
    }
    if let Some(bits) = &attrs.bits {
        if bits.value == 0 && attrs.unnamed.is_none() {
            cx.syn_error(syn::Error::new(
                bits.span,
                "a zero-width bit-field must be unnamed (C11 6.7.2.1): write \
                 #[ptx(bits = 0, unnamed)]",
            ));
        }
        match bit_field_type_bits(m.ty) {
            Err(reason) => cx.error_spanned_by(m.ty, reason),
            Ok(Some(max)) if bits.value > max => cx.syn_error(syn::Error::new(
                bits.span,
                too_wide_message(
                    &syn::ext::IdentExt::unraw(input.ident).to_string(),
                    &m.name,
                    bits.value,
                    m.ty,
                ),
            )),
            Ok(_) => {}
        }
        if let Some(align) = &attrs.align {
            cx.syn_error(syn::Error::new(
                align.span,
                "`align` cannot be combined with `bits`: a bit-field lives in a storage unit of \
                 its type; align the next ordinary member instead",
            ));
        }
        if let Some(a) = &attrs.assert_offset {
            cx.syn_error(syn::Error::new(
                a.span,
                "bit-fields have bit positions: use `assert_bit_offset = N`",
            ));
        }
    } else if let Some(a) = &attrs.assert_bit_offset {
        cx.syn_error(syn::Error::new(
            a.span,
            "`assert_bit_offset` applies to bit-fields: use `assert_offset = N`",
        ));
    }
    if let (Body::Union(_), Some(a)) = (&input.body, &attrs.assert_offset) {
        cx.syn_error(syn::Error::new(
            a.span,
            "every union member is at offset 0 (spec 1.2)",
        ));
    }
}

fn check_struct_or_union(cx: &Ctxt, input: &Input, what: &str) {
    let repr = &input.repr;
    // `reported`: rustc or the attribute parser has already rejected a hint; one error is enough.
    if repr.c.is_none() && repr.transparent.is_none() && !repr.reported {
        let message = format!(
            "#[derive(PtxAbi)] needs #[repr(C)] on a {what}: without it rustc may reorder \
             members, and the host layout would not be the C layout the device uses"
        );
        match &repr.tokens {
            Some(tokens) => cx.error_spanned_by(tokens, message),
            None => cx.error_spanned_by(input.ident, message),
        }
    }
    if input.members().is_empty() {
        cx.error_spanned_by(
            input.ident,
            format!(
                "a zero-sized {what} has no PTX ABI layout (C++ gives an empty struct size 1, \
                 Rust size 0): add a member"
            ),
        );
    }
    if let (Some(_), Some(_)) = (&repr.packed, &repr.align) {
        // E0587: type has conflicting packed and align representation hints.
        cx.rustc_reports();
    }
    if let Some(gnu) = &input.attrs.gnu_packed {
        match &repr.packed {
            Some(p) if p.value == 1 => {}
            Some(p) => cx.syn_error(syn::Error::new(
                gnu.span,
                format!(
                    "`gnu_packed` is C++ __attribute__((packed)), which aligns every member to 1: \
                     it needs #[repr(C, packed)], not packed({})",
                    p.value
                ),
            )),
            None => cx.syn_error(syn::Error::new(
                gnu.span,
                "`gnu_packed` says how C++ spells #[repr(C, packed)] (__attribute__((packed)) \
                 rather than #pragma pack(1)): add #[repr(C, packed)]",
            )),
        }
    }
    for m in input.members() {
        check_member(cx, input, m);
        if let (Some(packed), Some(align)) = (&repr.packed, &m.attrs.align) {
            cx.syn_error(syn::Error::new(
                align.span,
                format!(
                    "`{}` is a member of a packed {what}: packed({}) caps every member's \
                     alignment (#pragma pack), and rustc refuses over-aligned members of packed \
                     types (E0588); remove `align`, or the packing",
                    m.name, packed.value
                ),
            ));
        }
    }
}

pub fn check(cx: &Ctxt, input: &Input) {
    let type_name = syn::ext::IdentExt::unraw(input.ident).to_string();
    check_cpp_name(cx, input.ident, &type_name, "type");
    if let Body::Enum(variants) = &input.body {
        for v in variants {
            let name = syn::ext::IdentExt::unraw(v.ident).to_string();
            check_cpp_name(cx, v.ident, &name, "enumerator");
        }
    }
    if let Some(via) = &input.attrs.marshal_via {
        match &input.body {
            Body::Union(members) => {
                if !members.iter().any(|m| via.value == m.name) {
                    let names: Vec<_> = members.iter().map(|m| format!("`{}`", m.name)).collect();
                    cx.error_spanned_by(
                        &via.value,
                        format!(
                            "`{}` is not a member of union `{}`: `marshal_via` names the member \
                             to marshal, one of {}",
                            via.value,
                            input.ident,
                            names.join(", ")
                        ),
                    );
                }
            }
            _ => cx.syn_error(syn::Error::new(
                via.span,
                "`marshal_via` applies to unions only: remove it (a struct marshals every member)",
            )),
        }
    }
    match &input.body {
        Body::Struct(_) => check_struct_or_union(cx, input, "struct"),
        Body::Union(members) => {
            check_struct_or_union(cx, input, "union");
            if input.attrs.marshal_via.is_none() {
                for m in members.iter() {
                    let Some(bits) = &m.attrs.bits else { continue };
                    cx.syn_error(syn::Error::new(
                        bits.span,
                        format!(
                            "union member `{}` is a bit-field, so the union's device image is not \
                             its host bytes: choose the member to marshal with \
                             #[ptx(marshal_via = member)] on the union",
                            m.name
                        ),
                    ));
                }
            }
        }
        Body::Enum(variants) => {
            let repr = &input.repr;
            if variants.is_empty() {
                if repr.prim.is_some() {
                    // E0084: unsupported representation for zero-variant enum.
                    cx.rustc_reports();
                } else {
                    cx.error_spanned_by(
                        input.ident,
                        format!(
                            "enum `{}` has no variants, so no value of it can be passed: add \
                             variants, and a primitive representation such as #[repr(u8)]",
                            input.ident
                        ),
                    );
                }
                return;
            }
            if repr.prim.is_none() && !repr.reported {
                match repr.c {
                    Some(c) => cx.syn_error(syn::Error::new(
                        c,
                        "#[repr(C)] leaves an enum's size to the host C compiler: name the C++ \
                         enum's underlying type instead, e.g. #[repr(u8)] or #[repr(i32)]",
                    )),
                    None => cx.error_spanned_by(
                        input.ident,
                        "an enum needs a primitive representation such as #[repr(u8)] or \
                         #[repr(i32)]: it is the C++ enum's underlying type",
                    ),
                }
            }
            if let Some(align) = &repr.align {
                cx.syn_error(syn::Error::new(
                    align.span,
                    "an enum's alignment is its underlying type's; remove align(N)",
                ));
            }
            if let Some(t) = repr.transparent {
                cx.syn_error(syn::Error::new(
                    t,
                    "#[repr(transparent)] does not apply to enums",
                ));
            }
            if let Some(gnu) = &input.attrs.gnu_packed {
                cx.syn_error(syn::Error::new(
                    gnu.span,
                    "`gnu_packed` applies to packed structs and unions, not enums",
                ));
            }
            for v in variants {
                if !matches!(v.original.fields, Fields::Unit) {
                    cx.error_spanned_by(
                        &v.original.fields,
                        format!(
                            "variant `{}` carries data: only field-less enums map to C++ enums",
                            v.ident
                        ),
                    );
                }
            }
            if !input.original.generics.params.is_empty() {
                cx.error_spanned_by(&input.original.generics, "a derived enum cannot be generic");
            }
        }
    }
}
