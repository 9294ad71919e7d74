//! How generated Rust is written: identifiers, types and `#[derive(PtxAbi)]` items. The header
//! importer, the random types' reproducers and the Rust kernels' views (`ptx-abi-kernels`) all
//! print through this module, so that a spelling fixed here is fixed everywhere.

use std::fmt::Write as _;

use ptx_abi_core::layout::{Kind, Layout, Packing, Scalar};
use ptx_abi_core::vector;

/// Rust's strict and reserved keywords (2021 edition, and `gen` of 2024), which a C++ name may
/// be (`type`, `match`, `override`, `final`): written as raw identifiers.
const KEYWORDS: [&str; 48] = [
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "do", "dyn",
    "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in", "let",
    "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref", "return",
    "static", "struct", "trait", "true", "try", "type", "typeof", "unsafe", "unsized", "use",
    "virtual", "where", "while", "yield",
];

/// Keywords that cannot be raw identifiers: given a trailing underscore (`self_`).
const NOT_RAW: [&str; 4] = ["self", "Self", "super", "crate"];

/// `text` (a file's stem or name) as the start of an identifier: every character that cannot be
/// in one replaced by `_` (`fattn-vec` is `fattn_vec`), and `_` before a leading digit or for
/// nothing at all.
pub fn identifier_from(text: &str) -> String {
    let mut out: String = text
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

/// The Rust name of a template kernel's instance: its name and its template arguments, each
/// run of characters an identifier cannot hold one underscore (`scale<__half>` ->
/// `scale_half`, `scale<float, 128>` -> `scale_float_128`, `fill<unsigned int>` ->
/// `fill_unsigned_int`); a negative number's sign is `neg` (`gl<float, -1>` -> `gl_float_neg1`,
/// another name than `gl<float, 1>`'s).
pub fn instance_name(name: &str, args: &str) -> String {
    let mut signed = String::with_capacity(args.len());
    let mut previous = ' ';
    let mut chars = args.chars().peekable();
    while let Some(c) = chars.next() {
        let unary = c == '-' && !(previous.is_ascii_alphanumeric() || previous == '_');
        if unary && chars.peek().is_some_and(char::is_ascii_digit) {
            signed.push_str("neg");
        } else {
            signed.push(c);
        }
        previous = c;
    }
    let raw = identifier_from(&format!("{name}_{signed}"));
    let mut out = String::with_capacity(raw.len());
    for c in raw.chars() {
        if !(c == '_' && out.ends_with('_') && out.len() > 1) {
            out.push(c);
        }
    }
    while out.len() > 1 && out.ends_with('_') {
        out.pop();
    }
    out
}

/// `name` as a Rust identifier: a keyword raw (`r#type`), one that cannot be raw with a trailing
/// underscore (`self_`).
pub fn ident(name: &str) -> String {
    if NOT_RAW.contains(&name) {
        format!("{name}_")
    } else if KEYWORDS.contains(&name) {
        format!("r#{name}")
    } else {
        name.to_owned()
    }
}

/// How generated code spells a fundamental type: the `half` crate through ptx-abi-core's
/// re-export (`ptx_abi_core::half::f16`), so that the crate using it needs no `half` of its own
/// and a header's own `typedef __half half;` cannot shadow it.
pub fn scalar(s: Scalar) -> &'static str {
    match s {
        Scalar::Bool => "bool",
        Scalar::U8 => "u8",
        Scalar::I8 => "i8",
        Scalar::U16 => "u16",
        Scalar::I16 => "i16",
        Scalar::U32 => "u32",
        Scalar::I32 => "i32",
        Scalar::U64 => "u64",
        Scalar::I64 => "i64",
        Scalar::U128 => "u128",
        Scalar::I128 => "i128",
        Scalar::F16 => "ptx_abi_core::half::f16",
        Scalar::Bf16 => "ptx_abi_core::half::bf16",
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
    }
}

/// The path of a CUDA vector type's Rust twin (`ptx_abi_core::vector::Float4` for `float4`),
/// found by the CUDA name in [`vector::ALL`].
pub fn vector_path(cuda_name: &str) -> Option<String> {
    vector::by_cuda_name(cuda_name).map(|v| format!("ptx_abi_core::vector::{}", v.rust))
}

/// How Rust names a type laid out as `layout`: scalars and vectors by their Rust names, pointers
/// as untyped `DevicePtr`s, records and enums by their names.
pub fn type_of(layout: &Layout) -> String {
    match layout.kind {
        Kind::Scalar(s) => scalar(s).to_owned(),
        Kind::Vector { .. } => vector_path(layout.name).unwrap_or_else(|| ident(layout.name)),
        Kind::Array { elem, len } => format!("[{}; {len}]", type_of(elem)),
        Kind::Pointer { .. } => "ptx_abi_core::DevicePtr".to_owned(),
        _ => ident(layout.name),
    }
}

/// Appends `lines` as `///` lines indented by `indent`.
pub fn doc(out: &mut String, indent: &str, lines: &[String]) {
    for l in lines {
        let _ = writeln!(out, "{indent}/// {l}");
    }
}

/// A `#[derive(PtxAbi)]` struct or union to print.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// The Rust name (printed through [`ident`]).
    pub name: String,
    /// A union rather than a struct.
    pub union: bool,
    /// The derives, in order (`ptx_abi_core::PtxAbi, Clone, Copy`).
    pub derives: String,
    /// Lints allowed on the item (`non_camel_case_types`), none if empty.
    pub allow: Vec<&'static str>,
    /// `repr(C, packed)` and `#[ptx(gnu_packed)]`, `repr(C, packed(N))`, or neither.
    pub packing: Packing,
    /// `repr(C, align(N))` when not 0 (and not packed).
    pub align: usize,
    /// `#[ptx(assert(size = S, align = A))]`.
    pub assert_layout: Option<(usize, usize)>,
    /// `#[ptx(marshal_via = member)]` (unions).
    pub marshal_via: Option<String>,
    /// Documentation lines.
    pub doc: Vec<String>,
    /// The members, in order.
    pub fields: Vec<RecordField>,
}

/// One member of a [`Record`].
#[derive(Clone, Debug, Default)]
pub struct RecordField {
    /// The Rust name (printed through [`ident`]).
    pub name: String,
    /// The Rust type, as printed.
    pub ty: String,
    /// The keys of the member's `#[ptx(...)]` attribute (`bits = 3`, `assert_offset = 8`), none
    /// if empty.
    pub ptx: Vec<String>,
    /// Documentation lines.
    pub doc: Vec<String>,
}

impl Record {
    /// Appends the item to `out`, followed by a blank line.
    pub fn render(&self, out: &mut String) {
        doc(out, "", &self.doc);
        let _ = writeln!(out, "#[derive({})]", self.derives);
        if !self.allow.is_empty() {
            let _ = writeln!(out, "#[allow({})]", self.allow.join(", "));
        }
        match self.packing {
            Packing::Gnu => out.push_str("#[repr(C, packed)]\n#[ptx(gnu_packed)]\n"),
            Packing::Pragma(n) => {
                let _ = writeln!(out, "#[repr(C, packed({n}))]");
            }
            Packing::None if self.align > 0 => {
                let _ = writeln!(out, "#[repr(C, align({}))]", self.align);
            }
            Packing::None => out.push_str("#[repr(C)]\n"),
        }
        if let Some((size, align)) = self.assert_layout {
            let _ = writeln!(out, "#[ptx(assert(size = {size}, align = {align}))]");
        }
        if let Some(via) = &self.marshal_via {
            let _ = writeln!(out, "#[ptx(marshal_via = {})]", ident(via));
        }
        let _ = writeln!(
            out,
            "pub {} {} {{",
            if self.union { "union" } else { "struct" },
            ident(&self.name)
        );
        for f in &self.fields {
            doc(out, "    ", &f.doc);
            if !f.ptx.is_empty() {
                let _ = writeln!(out, "    #[ptx({})]", f.ptx.join(", "));
            }
            let _ = writeln!(out, "    pub {}: {},", ident(&f.name), f.ty);
        }
        out.push_str("}\n\n");
    }
}

/// Appends a `#[derive(PtxAbi)]` C-like enum to `out`, followed by a blank line: `derive` and
/// `allow` as in [`Record`], the discriminants' type `repr`.
pub fn render_enum(
    out: &mut String,
    doc_lines: &[String],
    derives: &str,
    allow: &[&str],
    name: &str,
    repr: Scalar,
    variants: &[(String, i128)],
) {
    doc(out, "", doc_lines);
    let _ = writeln!(out, "#[derive({derives})]");
    if !allow.is_empty() {
        let _ = writeln!(out, "#[allow({})]", allow.join(", "));
    }
    let _ = writeln!(
        out,
        "#[repr({})]\npub enum {} {{",
        scalar(repr),
        ident(name)
    );
    for (v, value) in variants {
        let _ = writeln!(out, "    {} = {value},", ident(v));
    }
    out.push_str("}\n\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_are_raw_or_suffixed() {
        assert_eq!(ident("type"), "r#type");
        assert_eq!(ident("self"), "self_");
        assert_eq!(ident("pos"), "pos");
    }

    #[test]
    fn an_instance_is_named_for_its_arguments() {
        assert_eq!(instance_name("scale", "__half"), "scale_half");
        assert_eq!(instance_name("fill", "unsigned int"), "fill_unsigned_int");
        assert_eq!(
            instance_name("gl", "bf16, 1, 1, -1, -1, st<32, 32>"),
            "gl_bf16_1_1_neg1_neg1_st_32_32"
        );
        assert_eq!(instance_name("k", "N-1, (T)-2"), "k_N_1_T_neg2");
    }

    #[test]
    fn types_are_spelled_by_their_rust_names() {
        use ptx_abi_core::PtxAbi;
        assert_eq!(type_of(&<[f32; 3]>::LAYOUT), "[f32; 3]");
        assert_eq!(
            type_of(&vector::Double4_32a::LAYOUT),
            "ptx_abi_core::vector::Double4_32a"
        );
        assert_eq!(
            type_of(&vector::Half2::LAYOUT),
            "ptx_abi_core::vector::Half2"
        );
        assert_eq!(type_of(&half::f16::LAYOUT), "ptx_abi_core::half::f16");
    }

    #[test]
    fn a_record_renders_its_attributes_in_order() {
        let mut out = String::new();
        Record {
            name: "P".into(),
            derives: "PtxAbi, Clone, Copy".into(),
            packing: Packing::Pragma(2),
            assert_layout: Some((6, 2)),
            fields: vec![RecordField {
                name: "type".into(),
                ty: "u32".into(),
                ptx: vec!["bits = 3".into()],
                doc: vec![],
            }],
            ..Record::default()
        }
        .render(&mut out);
        assert_eq!(
            out,
            "#[derive(PtxAbi, Clone, Copy)]\n#[repr(C, packed(2))]\n\
             #[ptx(assert(size = 6, align = 2))]\npub struct P {\n    #[ptx(bits = 3)]\n    \
             pub r#type: u32,\n}\n\n"
        );
    }
}
