//! The checks of a header against the Rust types (`book/src/headers-from-rust.md`, "Headers that
//! cannot go stale"; `ABI.md` §13): [`CudaHeader::render_checks`] writes them for a header you
//! write yourself, to include after your definitions: size, alignment and every offset; every
//! member's declared type (`decltype`); its declaration order and every bit-field's width, by
//! `constexpr` probes that build the type with one member set (positional aggregate
//! initialisation follows declaration order, and a bit-field keeps exactly its width's bits);
//! every enumerator's value; and the layout records. With the order, the types and the widths
//! fixed, the compiler's placement rules fix every bit position. (A `constexpr`
//! `__builtin_bit_cast` of a type with bit-fields would read the positions directly; NVRTC 12.9
//! and 13.5 refuse it, #3088-D.) [`CudaHeader::check_ptx`] and its siblings compare the records
//! and probes a kernel or header holds with the Rust types'.

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt::Write;

use super::mirrors::{host_checks, CudaHeader, OFFSETOF_MACRO};
use super::records::{
    drift, layout_record, layout_symbols_in_ptx, probe_drift, probe_line, probe_of, probe_symbol,
    record_only, record_symbol, records_in_header, records_of, stale_if_any, type_id, LayoutDrift,
    Probed, StaleHeader, PROBE_MACRO, RECORD_MACRO, SAME_TYPE_TRAIT,
};
use crate::layout::{Kind, Layout, Scalar};

impl CudaHeader {
    /// Every type the header defines, with its record symbol and record (`ABI.md` §13).
    pub fn records(&self) -> Vec<(String, String)> {
        self.defined()
            .iter()
            .map(|l| (record_symbol(l), layout_record(l)))
            .collect()
    }

    /// Compares `found` (records read from a kernel or header) with the Rust types': every type
    /// of this header must have its record, as the Rust type's.
    pub fn check_records(
        &self,
        found: &[(String, String)],
        checked: &str,
    ) -> Result<(), StaleHeader> {
        stale_if_any(self.record_drifts(found), checked)
    }

    /// The types whose record in `found` is missing or differs, each with its first difference.
    fn record_drifts(&self, found: &[(String, String)]) -> Vec<LayoutDrift> {
        let mut drifts = Vec::new();
        for layout in self.defined() {
            let symbol = record_symbol(layout);
            match found.iter().find(|(s, _)| *s == symbol) {
                None => drifts.push(LayoutDrift {
                    type_name: layout.cpp_name(),
                    member: None,
                    detail: format!(
                        "no layout record `{symbol}`: built without this header, or with one \
                         older than layout records, or written by hand without the header of \
                         CudaHeader::render_checks"
                    ),
                }),
                Some((_, text)) => drifts.extend(drift(layout, text, &layout_record(layout))),
            }
        }
        drifts
    }

    /// Checks a kernel compiled with this header (NVRTC's or nvcc's PTX): the layout records it
    /// holds must be the Rust types', and the compiler's image of each probe value the Rust
    /// layout's (`ABI.md` §13).
    pub fn check_ptx(&self, ptx: &str) -> Result<(), StaleHeader> {
        self.check_compiled(&layout_symbols_in_ptx(ptx), "the kernel's PTX")
    }

    /// [`CudaHeader::check_ptx`] for the layout globals read from a compiled kernel (a PTX
    /// module's, or a cubin's: `ptx_abi_build::cubin::layout_symbols`).
    pub fn check_compiled(
        &self,
        symbols: &[(String, Vec<u8>)],
        checked: &str,
    ) -> Result<(), StaleHeader> {
        let mut drifts = self.record_drifts(&records_of(symbols));
        for layout in self.defined() {
            // One entry per type: a record that differs already names the member.
            if drifts.iter().any(|d| d.type_name == layout.cpp_name()) {
                continue;
            }
            let Some((_, expected)) = probe_of(layout) else {
                continue;
            };
            let symbol = probe_symbol(layout);
            match symbols.iter().find(|(s, _)| *s == symbol) {
                None => drifts.push(LayoutDrift {
                    type_name: layout.cpp_name(),
                    member: None,
                    detail: format!("no layout probe `{symbol}` in the compiled kernel"),
                }),
                Some((_, image)) => drifts.extend(probe_drift(layout, image, &expected)),
            }
        }
        stale_if_any(drifts, checked)
    }

    /// Checks a header file's text (one [`CudaHeader::render`] or
    /// [`CudaHeader::render_checks`] wrote): its layout records must be the Rust types', and
    /// its text what this header renders, so that a definition edited by hand under an
    /// unchanged record (members reordered, a bit-field swapped) is found too, naming the line.
    pub fn check_header_text(&self, text: &str, name: &str) -> Result<(), StaleHeader> {
        self.check_records(&records_in_header(text), name)?;
        let rendered = [self.render(), self.render_checks()];
        if rendered.iter().any(|r| r == text) {
            return Ok(());
        }
        // The rendering the text shares the most first lines with, and where they part.
        let same_lines = |r: &String| {
            r.lines()
                .zip(text.lines())
                .take_while(|(a, b)| a == b)
                .count()
        };
        let closest = rendered
            .iter()
            .max_by_key(|r| same_lines(r))
            .expect("two renderings");
        let at = same_lines(closest);
        let ours = closest.lines().nth(at).unwrap_or("(the end of the header)");
        let theirs = text.lines().nth(at).unwrap_or("(the end of the header)");
        // The type whose definition or checks hold that line: the last one named before it.
        let type_name = closest
            .lines()
            .take(at + 1)
            .filter_map(|l| {
                let l = l.trim_start_matches("// ");
                let words: Vec<&str> = l.split_whitespace().collect();
                match words.as_slice() {
                    ["struct" | "union" | "enum", name, ..] => {
                        Some(name.trim_end_matches(['{', ';', ':']))
                    }
                    [name] if self.defined().iter().any(|t| t.cpp_name() == *name) => Some(name),
                    _ => None,
                }
            })
            .last()
            .unwrap_or("the header")
            .to_owned();
        stale_if_any(
            vec![LayoutDrift {
                type_name,
                member: None,
                detail: format!(
                    "line {} of the header is `{}` where the Rust types give `{}` (a \
                     definition edited under an unchanged layout record)",
                    at + 1,
                    theirs.trim(),
                    ours.trim()
                ),
            }],
            name,
        )
    }

    /// Only checks, for a header you write yourself (`ABI.md` §13): include it after
    /// your definitions of these types, and a definition that differs from the Rust type is a
    /// compile error naming the type and member. The types must be aggregates (no
    /// constructors), as C++ mirrors of `repr(C)` types are.
    pub fn render_checks(&self) -> String {
        let mut out = String::from(
            "// Generated by ptx-abi: layout checks of hand-written CUDA C++ types. Include it\n\
             // after the definitions; each check names the type and member that differ.\n",
        );
        if let Some(guard) = self.guard() {
            let _ = writeln!(out, "#ifndef {guard}\n#define {guard}");
        }
        out.push_str(OFFSETOF_MACRO);
        out.push_str(RECORD_MACRO);
        out.push_str(PROBE_MACRO);
        out.push_str(SAME_TYPE_TRAIT);
        for layout in self.defined() {
            render_checks_of(&mut out, layout);
        }
        if let Some(guard) = self.guard() {
            let _ = writeln!(out, "#endif // {guard}");
        }
        out
    }
}

/// The checks of one type (see [`CudaHeader::render_checks`]).
fn render_checks_of(out: &mut String, layout: &'static Layout) {
    let name = layout.cpp_name();
    let _ = writeln!(out, "// {name}");
    if let Kind::Enum { variants, .. } = layout.kind {
        let _ = writeln!(
            out,
            "static_assert(sizeof({name}) == {}, \"ptx-abi: sizeof({name})\");",
            layout.size
        );
        for v in variants {
            let _ = writeln!(
                out,
                "static_assert(static_cast<long long>({name}::{v}) == {}LL, \"ptx-abi: {name}::{v} is not {}\");",
                v.value,
                v.value,
                v = v.name
            );
        }
        out.push_str(&record_only(layout));
        out.push('\n');
        return;
    }
    host_checks(out, layout);
    // Unnamed bit-fields have no name to check and take no initialiser.
    let named: Vec<_> = layout.fields().iter().filter(|f| f.is_named()).collect();
    for f in &named {
        let ty = match f.bits {
            Some(_) => f.layout.cpp_name(),
            None => type_id(f.layout),
        };
        let _ = writeln!(
            out,
            "static_assert(ptx_abi_same<decltype({name}::{m}), {ty}>::value, \"ptx-abi: {name}::{m} is not declared as {ty} (or an integer of its size and signedness)\");",
            m = f.name
        );
    }
    if matches!(layout.kind, Kind::Struct { .. }) {
        // Positional initialisation: the `k`-th named member gets a value, the ones before it
        // `{}`.
        for (k, f) in named.iter().enumerate() {
            for (value, expected, what) in probes(f.layout, f.bits.map(|b| b.width)) {
                let mut inits: Vec<String> = (0..k).map(|_| "{}".to_owned()).collect();
                inits.push(value);
                let _ = writeln!(
                    out,
                    "static_assert({name}{{{}}}.{m} == {expected}, \"ptx-abi: {name}::{m} {what} (member {} of {})\");",
                    inits.join(", "),
                    k + 1,
                    named.len(),
                    m = f.name
                );
            }
        }
    }
    out.push_str(&probe_line(layout));
    out.push('\n');
}

/// The probe values of a member of `layout` (a bit-field of `width`): `(value, expected read,
/// what a failure means)`. Scalars and enums get a value only that member can hold back; a
/// bit-field also one bit wider than its width, which must wrap.
fn probes(layout: &'static Layout, width: Option<u32>) -> Vec<(String, String, &'static str)> {
    let order = "is not declared where the Rust type declares it";
    let Some(p) = Probed::of(layout, width) else {
        return Vec::new();
    };
    match p.scalar {
        Scalar::Bool => vec![("true".to_owned(), "true".to_owned(), order)],
        Scalar::F32 => vec![("2.5f".to_owned(), "2.5f".to_owned(), order)],
        Scalar::F64 => vec![("2.5".to_owned(), "2.5".to_owned(), order)],
        _ => {
            let top = p.literal(p.top());
            let mut out = vec![(
                top.clone(),
                top,
                if width.is_some() {
                    "is not declared where the Rust type declares it, or is narrower than its width"
                } else {
                    order
                },
            )];
            if width.is_some_and(|w| w < 8 * p.scalar.size() as u32) {
                // One past the width: a member of exactly this width keeps none of it
                // (unsigned: 0) or wraps to its minimum (signed).
                let (value, wrapped) = if p.scalar.is_signed_integer() {
                    (-p.top(), p.top())
                } else {
                    (p.top() << 1, 0)
                };
                out.push((
                    p.literal(value),
                    p.literal(wrapped),
                    "is wider than its width",
                ));
            }
            out
        }
    }
}
