//! C++ brace initialisers of run-time values ([`DynValue`]) and of device images: how the oracle
//! writes a value for NVIDIA's compiler to lay out. Literals are `mod.rs`'s.

use super::integer_literal;
use crate::dynamic::{read_dyn, DynValue};
use crate::layout::{Kind, Layout};
#[allow(unused_imports)]
use crate::prelude::*;

/// A C++ initialiser that produces exactly `image` (a device image of type `layout`), read back
/// through the layout: the way to write any value's initialiser without spelling it by hand. A
/// union is initialised through its largest ordinary member (designated initialiser), which works
/// when the bytes past that member are zero. `None` when no initialiser can produce the image:
/// invalid bytes, a non-null pointer (C++ has no constant for it), a union whose image needs more
/// than one member, or non-finite floats.
pub fn cpp_initializer_from_image(layout: &Layout, image: &[u8]) -> Option<String> {
    fn value_of(layout: &Layout, bytes: &[u8]) -> Option<DynValue> {
        match layout.kind {
            Kind::Union { fields, .. } => {
                let (i, f) = fields
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| f.bits.is_none())
                    .max_by_key(|(i, f)| (f.layout.size, usize::MAX - i))?;
                if bytes[f.layout.size..].iter().any(|&b| b != 0) {
                    return None;
                }
                let member = value_of(f.layout, &bytes[..f.layout.size])?;
                Some(DynValue::Member(i, Box::new(member)))
            }
            Kind::Array { elem, len } => (0..len)
                .map(|i| value_of(elem, &bytes[i * elem.size..(i + 1) * elem.size]))
                .collect::<Option<_>>()
                .map(DynValue::Items),
            Kind::Struct { fields, .. } => {
                let read = read_dyn(layout, bytes).ok()?;
                let DynValue::Items(items) = read else {
                    return None;
                };
                // Members that are unions or contain them are re-read through `value_of`.
                fields
                    .iter()
                    .zip(items)
                    .map(|(f, item)| match f.bits {
                        None => value_of(f.layout, &bytes[f.offset..f.offset + f.layout.size]),
                        Some(_) => Some(item),
                    })
                    .collect::<Option<_>>()
                    .map(DynValue::Items)
            }
            _ => read_dyn(layout, bytes).ok(),
        }
    }
    cpp_initializer(layout, &value_of(layout, image)?)
}

/// `value` of type `layout` as a C++ brace initialiser (C++20: unions use designated
/// initialisers). Floats print as the shortest decimal that round-trips, which C++ reads back to
/// the same bits. Pointers other than null have no constant initialiser and are refused.
pub fn cpp_initializer(layout: &Layout, value: &DynValue) -> Option<String> {
    Some(match (&layout.kind, value) {
        (Kind::Scalar(s), DynValue::Int(i)) => integer_literal(*i, *s),
        (Kind::Enum { repr, .. }, DynValue::Int(i)) => {
            format!(
                "static_cast<{}>({})",
                layout.name,
                integer_literal(*i, *repr)
            )
        }
        (_, DynValue::F32(x)) if x.is_finite() => format!("{x:e}f"),
        (_, DynValue::F64(x)) if x.is_finite() => format!("{x:e}"),
        (Kind::Pointer { .. }, DynValue::Address(0)) => "nullptr".to_owned(),
        (Kind::Handle(_), DynValue::Address(a)) => format!("{a}ULL"),
        (Kind::Vector { elem, .. }, DynValue::Items(items)) => {
            let scalar = Layout::scalar(*elem);
            let parts: Option<Vec<_>> = items.iter().map(|v| cpp_initializer(&scalar, v)).collect();
            format!("{{{}}}", parts?.join(", "))
        }
        (Kind::Array { elem, .. }, DynValue::Items(items)) => {
            let parts: Option<Vec<_>> = items.iter().map(|v| cpp_initializer(elem, v)).collect();
            format!("{{{}}}", parts?.join(", "))
        }
        (Kind::Struct { fields, .. }, DynValue::Items(items)) => {
            // Unnamed bit-fields are not members for initialisation (C++ [dcl.init.aggr]).
            let parts: Option<Vec<_>> = fields
                .iter()
                .zip(items)
                .filter(|(f, _)| f.is_named())
                .map(|(f, v)| cpp_initializer(f.layout, v))
                .collect();
            format!("{{{}}}", parts?.join(", "))
        }
        (Kind::Union { fields, .. }, DynValue::Member(i, v)) => {
            let f = fields.get(*i)?;
            // NVRTC 12.9/13.5 stop on a union initialised through a bit-field ("initialization
            // of bit-field in union not supported", an internal error): no literal.
            if f.bits.is_some() {
                return None;
            }
            let value = cpp_initializer(f.layout, v)?;
            if fields.iter().position(|g| g.is_named()) == Some(*i) {
                // The first member needs no designator, and an anonymous one (an imported
                // header's `union { struct { ... }; ... }`, named `_anonN`) cannot have one.
                format!("{{{value}}}")
            } else if f.name.starts_with("_anon") {
                return None;
            } else {
                format!("{{.{} = {value}}}", f.name)
            }
        }
        _ => return None,
    })
}
