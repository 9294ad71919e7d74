//! The rules a derive input must follow. Every violation is recorded, spanned at its cause;
//! rules that need a member type's layout are left to `const` assertions in the expansion.

use syn::{Fields, Type};

use crate::ast::{Body, Input, Member};
use crate::ctxt::Ctxt;

/// The last path segment of a type, if it is a plain path (`u8`, `core::primitive::u8`, `E`).
fn type_name(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(p) if p.qself.is_none() => p.path.segments.last().map(|s| s.ident.to_string()),
        Type::Group(g) => type_name(&g.elem),
        Type::Paren(p) => type_name(&p.elem),
        _ => None,
    }
}

/// Bits of a primitive type a bit-field may be declared with (spec 1.3), `Err` with a reason for
/// primitives that cannot be bit-fields, `Ok(None)` for types known only at compile time (enums).
fn bit_field_type_bits(ty: &Type) -> Result<Option<u32>, &'static str> {
    let Some(name) = type_name(ty) else {
        return Err("bit-fields must have an integer, bool or enum type (spec 1.3)");
    };
    Ok(Some(match name.as_str() {
        "u8" | "i8" | "bool" => 8,
        "u16" | "i16" => 16,
        "u32" | "i32" => 32,
        "u64" | "i64" => 64,
        "f16" | "bf16" | "f32" | "f64" => {
            return Err("a floating-point member cannot be a bit-field: bit-fields have an \
                        integer, bool or enum type (spec 1.3)")
        }
        "u128" | "i128" | "usize" | "isize" | "char" => {
            return Err("this type has no PTX bit-field equivalent: use one of u8, i8, u16, \
                        i16, u32, i32, u64, i64, bool, or a #[repr(u8)]-style enum (spec 1.3)")
        }
        _ => return Ok(None),
    }))
}

fn check_member(cx: &Ctxt, input: &Input, m: &Member) {
    if let Type::Reference(r) = m.ty {
        cx.error_spanned_by(
            r,
            "references have no device image: pass a device address as \
             `ptx_abi_core::DevicePtr<T>` instead",
        );
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
                format!(
                    "bit-field `{}` is {} bits wide, wider than its type ({max} bits): spec 1.3 \
                     allows 1 to {max}",
                    m.name, bits.value
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
    if repr.c.is_none() && repr.transparent.is_none() {
        let message = format!(
            "#[derive(PtxAbi)] needs #[repr(C)] on a {what}: without it rustc may reorder \
             members, and the host layout would not be the C layout the device uses"
        );
        match repr.span {
            Some(span) => cx.syn_error(syn::Error::new(span, message)),
            None => cx.error_spanned_by(input.ident, message),
        }
    }
    if let Some(prim) = &repr.prim {
        cx.syn_error(syn::Error::new(
            prim.span,
            format!("#[repr({})] applies to enums, not to a {what}", prim.value.rust()),
        ));
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
    for m in input.members() {
        check_member(cx, input, m);
    }
}

pub fn check(cx: &Ctxt, input: &Input) {
    if let Some(via) = &input.attrs.marshal_via {
        match &input.body {
            Body::Union(members) => {
                if !members.iter().any(|m| m.name == via.value.to_string()) {
                    cx.error_spanned_by(&via.value, "`marshal_via` must name a member of the union");
                }
            }
            _ => cx.syn_error(syn::Error::new(
                via.span,
                "`marshal_via` applies to unions only",
            )),
        }
    }
    match &input.body {
        Body::Struct(_) => check_struct_or_union(cx, input, "struct"),
        Body::Union(members) => {
            check_struct_or_union(cx, input, "union");
            if input.attrs.marshal_via.is_none() {
                for m in members.iter().filter(|m| m.is_bit_field()) {
                    cx.error_spanned_by(
                        m.original,
                        format!(
                            "union member `{}` is a bit-field, so the union's device image is not \
                             its host bytes: choose the member to marshal with \
                             #[ptx(marshal_via = member)] on the union",
                            m.name
                        ),
                    );
                }
            }
        }
        Body::Enum(variants) => {
            let repr = &input.repr;
            if repr.prim.is_none() {
                let message = "an enum needs a primitive representation such as #[repr(u8)] or \
                               #[repr(i32)]: it is the C++ enum's underlying type";
                match repr.span {
                    Some(span) => cx.syn_error(syn::Error::new(span, message)),
                    None => cx.error_spanned_by(input.ident, message),
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
            if variants.is_empty() {
                cx.error_spanned_by(input.ident, "an enum without variants has no values to pass");
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
                cx.error_spanned_by(
                    &input.original.generics,
                    "a derived enum cannot be generic",
                );
            }
        }
    }
}
