//! A human-readable layout map of a type, in the manner of `pahole`: every member with its
//! offset and size (bit range for bit-fields), and every hole and tail padding.

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt::Write;

use crate::abi::PtxAbi;
use crate::cpp::c_declarator;
use crate::layout::{Kind, Layout};

fn span(lo_bit: usize, hi_bit: usize) -> String {
    let plural = |n: usize, unit: &str| format!("{n} {unit}{}", if n == 1 { "" } else { "s" });
    let first_byte = lo_bit.div_ceil(8);
    let last_byte = hi_bit / 8;
    if first_byte >= last_byte || hi_bit % 8 != 0 {
        return format!(
            "{} at bits {lo_bit}..{hi_bit}",
            plural(hi_bit - lo_bit, "bit")
        );
    }
    let bytes = format!(
        "{} at {first_byte}..{last_byte}",
        plural(last_byte - first_byte, "byte")
    );
    if lo_bit % 8 == 0 {
        bytes
    } else {
        let bits = first_byte * 8 - lo_bit;
        format!(
            "{} at bits {lo_bit}..{}, then {bytes}",
            plural(bits, "bit"),
            first_byte * 8
        )
    }
}

/// A note for an array that CUDA code may mean as a vector type: `[f32; 4]` is `float[4]`
/// (align 4), not `float4` (align 16); the same for 2 and 4 elements of every scalar with a
/// vector type (3 elements have the array's layout: spec 2.3 note B).
fn vector_twin_hint(layout: &Layout) -> Option<String> {
    let Kind::Array { elem, len } = layout.kind else {
        return None;
    };
    let Kind::Scalar(scalar) = elem.kind else {
        return None;
    };
    use crate::layout::Scalar::*;
    let (cuda, rust) = match scalar {
        I8 => ("char", "Char"),
        U8 => ("uchar", "Uchar"),
        I16 => ("short", "Short"),
        U16 => ("ushort", "Ushort"),
        I32 => ("int", "Int"),
        U32 => ("uint", "Uint"),
        I64 => ("longlong", "Longlong"),
        U64 => ("ulonglong", "Ulonglong"),
        F32 => ("float", "Float"),
        F64 => ("double", "Double"),
        _ => return None,
    };
    if len != 2 && len != 4 {
        return None;
    }
    let vector_align = (elem.size * len).min(16);
    (vector_align > elem.align).then(|| {
        format!(
            "an array, not {cuda}{len} (aligned {vector_align}): for that, ptx_abi_core::vector::{rust}{len}"
        )
    })
}

/// The layout map of `layout` (see [`layout_map`]).
pub fn render_layout_map(layout: &Layout) -> String {
    let mut out = String::new();
    let head = match layout.kind {
        Kind::Struct { .. } => "struct",
        Kind::Union { .. } => "union",
        Kind::Enum { .. } => "enum class",
        _ => "type",
    };
    let _ = writeln!(
        out,
        "{head} {} {{ /* size {}, align {} */",
        layout.name, layout.size, layout.align
    );
    let is_union = matches!(layout.kind, Kind::Union { .. });
    let mut end_bit = 0usize;
    for f in layout.fields() {
        let (lo, hi, decl, at) = match f.bits {
            Some(b) => {
                let decl = if b.named {
                    format!("{} {}:{}", f.layout.name, f.name, b.width)
                } else {
                    format!("{} :{} /* unnamed: {} */", f.layout.name, b.width, f.name)
                };
                let at = if b.width == 0 {
                    format!("next member aligned to {} bytes", f.layout.align)
                } else {
                    format!(
                        "offset {}, bits {}..={} (unit {} at {})",
                        b.bit_offset / 8,
                        b.bit_offset,
                        b.bit_offset + b.width as usize - 1,
                        f.layout.name,
                        f.offset
                    )
                };
                (b.bit_offset, b.bit_offset + b.width as usize, decl, at)
            }
            None => {
                let decl = c_declarator(f.layout, f.name);
                let mut at = format!("offset {}, size {}", f.offset, f.layout.size);
                if let Some(hint) = vector_twin_hint(f.layout) {
                    at.push_str("; ");
                    at.push_str(&hint);
                }
                (f.offset * 8, (f.offset + f.layout.size) * 8, decl, at)
            }
        };
        if !is_union && lo > end_bit {
            let _ = writeln!(out, "    /* hole: {} */", span(end_bit, lo));
        }
        let _ = writeln!(out, "    {:<32} /* {} */", format!("{decl};"), at);
        end_bit = if is_union {
            end_bit.max(hi)
        } else {
            hi.max(end_bit)
        };
    }
    if let Kind::Enum { repr, variants } = layout.kind {
        let _ = writeln!(out, "    /* underlying type {} */", repr.cuda_name());
        for v in variants {
            let _ = writeln!(out, "    {} = {},", v.name, v.value);
        }
    }
    let total = layout.size * 8;
    if matches!(layout.kind, Kind::Struct { .. } | Kind::Union { .. }) && end_bit < total {
        let _ = writeln!(out, "    /* tail padding: {} */", span(end_bit, total));
    }
    out.push_str("};\n");
    out
}

/// The layout map of `T`: members with offsets, sizes and bit ranges, holes and tail padding.
///
/// ```
/// use ptx_abi_core::{layout::layout_map, PtxAbi};
///
/// #[derive(PtxAbi)]
/// #[repr(C)]
/// struct Sharing {
///     c: i8,
///     #[ptx(bits = 8)]
///     s: i16,
/// }
///
/// let map = layout_map::<Sharing>();
/// assert!(map.contains("size 2, align 2"));
/// assert!(map.contains("short s:8;"));
/// assert!(map.contains("bits 8..=15"));
/// ```
///
/// An array of 2 or 4 scalars that CUDA has a vector type for says that it is not that type:
///
/// ```
/// use ptx_abi_core::{layout::layout_map, PtxAbi};
///
/// #[derive(PtxAbi)]
/// #[repr(C)]
/// struct Color {
///     rgba: [f32; 4],
/// }
///
/// let map = layout_map::<Color>();
/// assert!(map.contains(
///     "an array, not float4 (aligned 16): for that, ptx_abi_core::vector::Float4"
/// ));
/// ```
pub fn layout_map<T: PtxAbi>() -> String {
    render_layout_map(&T::LAYOUT)
}
