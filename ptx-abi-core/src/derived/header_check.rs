//! The check that a type defined in Rust is the type a CUDA header declares under the same
//! name (`ptx_abi_build::cu`; `book/src/cu-files.md`, "Drift: what `cargo build` says"): member by
//! member, in `const` evaluation, so a header edited under the Rust type fails `cargo build` with
//! the member and both positions.

use super::message::ConstMessage;
use crate::layout::{str_eq, Field, Kind, Layout};

/// A Rust field name as C++ spells it (`r#type` is `type`).
const fn unraw(name: &str) -> &str {
    let bytes = name.as_bytes();
    if bytes.len() > 2 && bytes[0] == b'r' && bytes[1] == b'#' {
        let (_, rest) = bytes.split_at(2);
        match core::str::from_utf8(rest) {
            Ok(s) => s,
            Err(_) => name,
        }
    } else {
        name
    }
}

/// The index of the Rust member C++ calls `name`, or `ours.len()`.
const fn position_of(ours: &[Field], name: &str) -> usize {
    let mut j = 0;
    while j < ours.len() && !str_eq(unraw(ours[j].name), name) {
        j += 1;
    }
    j
}

/// `rust` (the layout of the Rust type `rust_name`) against `header` (the layout ptx-abi gives
/// the header's type, which NVIDIA's compiler checked when the build script compiled the
/// kernels), declared at `header_at` (`kernels/particles.cuh:21`): the same size and alignment,
/// and every member of the header at the same byte (and bit) in the Rust type, under the same
/// name, in the same order, of the same fundamental or vector type. Panics, naming the member and both positions, otherwise.
pub const fn check_same_as_header(
    rust: &Layout,
    rust_name: &str,
    header: &Layout,
    header_at: &str,
) {
    let lead = ConstMessage::new()
        .text(rust_name)
        .text(" does not match the header's type (")
        .text(header_at)
        .text("): ");
    let theirs = header.fields();
    let ours = rust.fields();
    let mut i = 0;
    while i < theirs.len() {
        let h = &theirs[i];
        let j = position_of(ours, h.name);
        if j == ours.len() {
            let m = lead
                .text("the header's member `")
                .text(h.name)
                .text("` (byte ")
                .number(h.offset)
                .text(") is not in the Rust type");
            panic!("{}", m.as_str());
        }
        let r = &ours[j];
        let header_bit = match h.bits {
            Some(b) => b.bit_offset,
            None => h.offset * 8,
        };
        let rust_bit = match r.bits {
            Some(b) => b.bit_offset,
            None => r.offset * 8,
        };
        if header_bit != rust_bit || h.layout.size != r.layout.size {
            let m = lead
                .text("member `")
                .text(h.name)
                .text("`: the header puts it at byte ")
                .number(header_bit / 8)
                .text(" bit ")
                .number(header_bit % 8)
                .text(" (size ")
                .number(h.layout.size)
                .text("), the Rust type at byte ")
                .number(rust_bit / 8)
                .text(" bit ")
                .number(rust_bit % 8)
                .text(" (size ")
                .number(r.layout.size)
                .text(")");
            let m = with_alignment_cause(m, theirs, ours, i);
            panic!("{}", m.as_str());
        }
        // The same place and size, another fundamental type (`int` where Rust has `f32`):
        // the bytes would be read as another kind of value.
        let other_type = match (h.layout.kind, r.layout.kind) {
            (Kind::Scalar(a), Kind::Scalar(b)) => a as u8 != b as u8,
            (Kind::Vector { .. }, Kind::Vector { .. }) => !str_eq(h.layout.name, r.layout.name),
            _ => false,
        };
        if other_type {
            let m = lead
                .text("member `")
                .text(h.name)
                .text("`: the header's is `")
                .text(h.layout.name)
                .text("`, the Rust type's `")
                .text(r.layout.name)
                .text("` (the same size, another type)");
            panic!("{}", m.as_str());
        }
        let widths = match (h.bits, r.bits) {
            (Some(a), Some(b)) => a.width == b.width,
            (None, None) => true,
            _ => false,
        };
        if !widths {
            let m = lead
                .text("member `")
                .text(h.name)
                .text("`: a bit-field on one side only, or of another width");
            panic!("{}", m.as_str());
        }
        if i != j {
            let m = lead
                .text("member `")
                .text(h.name)
                .text("` is member ")
                .number(i)
                .text(" in the header, ")
                .number(j)
                .text(" in the Rust type");
            panic!("{}", m.as_str());
        }
        i += 1;
    }
    if ours.len() != theirs.len() {
        let m = lead
            .text("the Rust type has ")
            .number(ours.len())
            .text(" members, the header's ")
            .number(theirs.len());
        panic!("{}", m.as_str());
    }
    if rust.size != header.size || rust.align != header.align {
        let m = lead
            .text("size ")
            .number(header.size)
            .text(" align ")
            .number(header.align)
            .text(" in the header, size ")
            .number(rust.size)
            .text(" align ")
            .number(rust.align)
            .text(" in Rust");
        panic!("{}", m.as_str());
    }
}

/// `m` with why a member moved where it did: the first member up to `theirs[last]` whose
/// alignment differs between the header and the Rust type (its size being the same), and the fix
/// when the header's is a CUDA vector type (aligned to its size: `float4` is 16-byte aligned, an
/// array of four `f32` 4-byte).
const fn with_alignment_cause(
    m: ConstMessage,
    theirs: &[Field],
    ours: &[Field],
    last: usize,
) -> ConstMessage {
    let mut k = 0;
    while k <= last {
        let h = &theirs[k];
        let j = position_of(ours, h.name);
        if j < ours.len() && h.layout.align != ours[j].layout.align {
            let m = m
                .text("; the cause: member `")
                .text(h.name)
                .text("` is aligned to ")
                .number(h.layout.align)
                .text(" in the header, to ")
                .number(ours[j].layout.align)
                .text(" in the Rust type");
            return if matches!(h.layout.kind, Kind::Vector { .. }) {
                m.text(" (`").text(h.layout.name).text(
                    "` is CUDA's vector type, aligned to its size: give the member the type \
                           of `ptx_abi_core::vector` of that name)",
                )
            } else {
                m
            };
        }
        k += 1;
    }
    m
}
