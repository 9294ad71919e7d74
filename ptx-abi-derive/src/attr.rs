//! Attribute parsing: `#[ptx(...)]` on types and members, and `#[repr(...)]`.
//!
//! Each key is parsed into a typed slot that remembers its span, so later checks can point at the
//! attribute at fault; a key given twice or a combination that cannot hold is an error here.

use proc_macro2::{Span, TokenStream};
use quote::ToTokens as _;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned as _;
use syn::{Attribute, Ident, LitInt, LitStr, Path};

use crate::ctxt::Ctxt;

/// A value from an attribute, with the span of the attribute key that set it.
#[derive(Clone)]
pub struct Spanned<T> {
    pub value: T,
    pub span: Span,
}

fn set<T>(cx: &Ctxt, slot: &mut Option<Spanned<T>>, value: T, span: Span, key: &str) {
    if slot.is_some() {
        cx.syn_error(syn::Error::new(
            span,
            format!("duplicate `{key}` in #[ptx(...)]: give it once"),
        ));
        return;
    }
    *slot = Some(Spanned { value, span });
}

/// Calls `parse_key` on every key of every `#[ptx(...)]` in `attrs`; a syntax error it returns
/// is reported and ends that attribute.
fn each_ptx_key(
    cx: &Ctxt,
    attrs: &[Attribute],
    mut parse_key: impl FnMut(ParseNestedMeta) -> syn::Result<()>,
) {
    for attr in attrs.iter().filter(|a| a.path().is_ident("ptx")) {
        if let Err(e) = attr.parse_nested_meta(&mut parse_key) {
            cx.syn_error(e);
        }
    }
}

/// Parses an alignment (1 to 128, a power of two: spec 2.3 note D).
fn parse_align(cx: &Ctxt, lit: &LitInt) -> Option<usize> {
    match lit.base10_parse::<usize>() {
        Ok(n) if n.is_power_of_two() && n <= 128 => Some(n),
        Ok(n) => {
            cx.error_spanned_by(
                lit,
                format!(
                    "alignment {n} is not a PTX alignment: use 1, 2, 4, 8, 16, 32, 64 or 128 \
                     (spec 2.3 note D)"
                ),
            );
            None
        }
        Err(e) => {
            cx.syn_error(e);
            None
        }
    }
}

/// `#[ptx(...)]` on a struct, union or enum.
#[derive(Default)]
pub struct TypeAttrs {
    /// `crate = "path"`: where `ptx_abi_core` is. In a `#[no_implicit_prelude]` module a crate
    /// renamed by `extern crate ptx_abi_core as name;` must be written `"::name"`.
    pub crate_path: Option<Path>,
    /// `assert(size = N)`.
    pub assert_size: Option<Spanned<usize>>,
    /// `assert(align = N)`.
    pub assert_align: Option<Spanned<usize>>,
    /// `marshal_via = member` (unions only).
    pub marshal_via: Option<Spanned<Ident>>,
    /// `gnu_packed`: C++ `__attribute__((packed))` rather than `#pragma pack(1)` for
    /// `#[repr(C, packed)]`.
    pub gnu_packed: Option<Spanned<()>>,
}

impl TypeAttrs {
    pub fn parse(cx: &Ctxt, attrs: &[Attribute]) -> TypeAttrs {
        let mut out = TypeAttrs::default();
        let mut crate_path: Option<Spanned<Path>> = None;
        each_ptx_key(cx, attrs, |meta| {
            let span = meta.path.span();
            if meta.path.is_ident("crate") {
                let lit: LitStr = meta.value()?.parse()?;
                set(cx, &mut crate_path, lit.parse()?, span, "crate");
            } else if meta.path.is_ident("gnu_packed") {
                set(cx, &mut out.gnu_packed, (), span, "gnu_packed");
            } else if meta.path.is_ident("marshal_via") {
                let ident: Ident = meta.value()?.parse()?;
                // `marshal_via = r#type` names the member `type`, as members' names are kept.
                let ident = syn::ext::IdentExt::unraw(&ident);
                set(cx, &mut out.marshal_via, ident, span, "marshal_via");
            } else if meta.path.is_ident("assert") {
                meta.parse_nested_meta(|inner| {
                    let span = inner.path.span();
                    let lit: LitInt = inner.value()?.parse()?;
                    let n = lit.base10_parse::<usize>()?;
                    if inner.path.is_ident("size") {
                        set(cx, &mut out.assert_size, n, span, "assert(size)");
                    } else if inner.path.is_ident("align") {
                        set(cx, &mut out.assert_align, n, span, "assert(align)");
                    } else {
                        return Err(inner.error(
                            "unknown layout assertion: expected `size = N` or `align = N`",
                        ));
                    }
                    Ok(())
                })?;
            } else if meta.path.is_ident("bits")
                || meta.path.is_ident("align")
                || meta.path.is_ident("unnamed")
            {
                return Err(meta.error(
                    "this #[ptx(...)] key belongs on a member, not on the type; to check the \
                     type's layout write #[ptx(assert(size = N, align = A))]",
                ));
            } else {
                return Err(meta.error(
                    "unknown #[ptx(...)] key on a type: expected `assert(size = N, align = A)`, \
                     `marshal_via = member`, `gnu_packed` or `crate = \"path\"`",
                ));
            }
            Ok(())
        });
        out.crate_path = crate_path.map(|p| p.value);
        out
    }
}

/// `#[ptx(...)]` on a member.
#[derive(Default)]
pub struct FieldAttrs {
    /// `bits = N`: a bit-field of N bits.
    pub bits: Option<Spanned<u32>>,
    /// `unnamed`: an unnamed bit-field.
    pub unnamed: Option<Spanned<()>>,
    /// `align = N`: raise the member's alignment.
    pub align: Option<Spanned<usize>>,
    /// `assert_offset = N`.
    pub assert_offset: Option<Spanned<usize>>,
    /// `assert_bit_offset = N`.
    pub assert_bit_offset: Option<Spanned<usize>>,
}

impl FieldAttrs {
    pub fn parse(cx: &Ctxt, attrs: &[Attribute]) -> FieldAttrs {
        let mut out = FieldAttrs::default();
        each_ptx_key(cx, attrs, |meta| {
            let span = meta.path.span();
            if meta.path.is_ident("bits") {
                let lit: LitInt = meta.value()?.parse()?;
                set(cx, &mut out.bits, lit.base10_parse::<u32>()?, span, "bits");
            } else if meta.path.is_ident("unnamed") {
                set(cx, &mut out.unnamed, (), span, "unnamed");
            } else if meta.path.is_ident("align") {
                let lit: LitInt = meta.value()?.parse()?;
                if let Some(n) = parse_align(cx, &lit) {
                    set(cx, &mut out.align, n, span, "align");
                }
            } else if meta.path.is_ident("assert_offset") {
                let lit: LitInt = meta.value()?.parse()?;
                let n = lit.base10_parse()?;
                set(cx, &mut out.assert_offset, n, span, "assert_offset");
            } else if meta.path.is_ident("assert_bit_offset") {
                let lit: LitInt = meta.value()?.parse()?;
                let n = lit.base10_parse()?;
                set(cx, &mut out.assert_bit_offset, n, span, "assert_bit_offset");
            } else {
                return Err(meta.error(
                    "unknown #[ptx(...)] key on a member: expected `bits = N`, `unnamed`, \
                     `align = N`, `assert_offset = N` or `assert_bit_offset = N`",
                ));
            }
            Ok(())
        });
        out
    }
}

/// A primitive enum representation.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Prim {
    U8,
    I8,
    U16,
    I16,
    U32,
    I32,
    U64,
    I64,
}

impl Prim {
    fn from_ident(ident: &Ident) -> Option<Prim> {
        Some(match ident.to_string().as_str() {
            "u8" => Prim::U8,
            "i8" => Prim::I8,
            "u16" => Prim::U16,
            "i16" => Prim::I16,
            "u32" => Prim::U32,
            "i32" => Prim::I32,
            "u64" => Prim::U64,
            "i64" => Prim::I64,
            _ => return None,
        })
    }

    pub fn rust(self) -> &'static str {
        match self {
            Prim::U8 => "u8",
            Prim::I8 => "i8",
            Prim::U16 => "u16",
            Prim::I16 => "i16",
            Prim::U32 => "u32",
            Prim::I32 => "i32",
            Prim::U64 => "u64",
            Prim::I64 => "i64",
        }
    }
}

/// The parts of `#[repr(...)]` ptx-abi understands; anything else is rejected where it is read.
///
/// Hints that rustc itself rejects (`align(3)`, `C` with `transparent`, `u8` on a struct, ...) are
/// left to rustc: the derive then only refuses to expand ([`Ctxt::rustc_reports`]), so that each
/// mistake is reported once.
#[derive(Default)]
pub struct Repr {
    /// `C`.
    pub c: Option<Span>,
    /// `transparent`.
    pub transparent: Option<Span>,
    /// `align(N)`.
    pub align: Option<Spanned<usize>>,
    /// `packed` (1) or `packed(N)`.
    pub packed: Option<Spanned<usize>>,
    /// `u8`, `i32`, ...
    pub prim: Option<Spanned<Prim>>,
    /// The first `repr(...)`, for errors about what is missing.
    pub tokens: Option<TokenStream>,
    /// Whether a hint was already reported as invalid (by the derive or by rustc): errors about a
    /// missing `C` or primitive would then only add noise.
    pub reported: bool,
}

/// One hint of `#[repr(...)]` as written, before any rule about its combinations is applied.
enum Hint {
    C,
    Transparent,
    /// `align(N)`: the literal, for errors, and its value.
    Align(LitInt, usize),
    /// `packed` (`None`) or `packed(N)`.
    Packed(Option<LitInt>),
    Prim(Prim),
    Rust,
    /// `usize`, `isize`, `u128`, `i128`: integers no C++ enum has as its underlying type.
    WideInt,
    /// Anything else: rustc rejects it (E0552) or gates it (`simd`).
    Other,
}

impl Hint {
    fn parse(meta: &ParseNestedMeta) -> syn::Result<Hint> {
        let is = |name: &str| meta.path.is_ident(name);
        Ok(if is("C") {
            Hint::C
        } else if is("transparent") {
            Hint::Transparent
        } else if is("align") {
            let content;
            syn::parenthesized!(content in meta.input);
            let lit: LitInt = content.parse()?;
            let n = lit.base10_parse::<usize>()?;
            Hint::Align(lit, n)
        } else if is("packed") {
            // `packed` or `packed(N)`: anything else in the parentheses is malformed, for rustc.
            if meta.input.peek(syn::token::Paren) {
                let content;
                syn::parenthesized!(content in meta.input);
                Hint::Packed(Some(content.parse()?))
            } else {
                Hint::Packed(None)
            }
        } else if let Some(prim) = meta.path.get_ident().and_then(Prim::from_ident) {
            Hint::Prim(prim)
        } else if is("Rust") {
            Hint::Rust
        } else if ["usize", "isize", "u128", "i128"]
            .iter()
            .any(|name| is(name))
        {
            Hint::WideInt
        } else {
            if meta.input.peek(syn::token::Paren) {
                let _content;
                syn::parenthesized!(_content in meta.input);
            }
            Hint::Other
        })
    }
}

impl Repr {
    pub fn parse(cx: &Ctxt, attrs: &[Attribute], is_enum: bool) -> Repr {
        let mut out = Repr::default();
        for attr in attrs.iter().filter(|a| a.path().is_ident("repr")) {
            out.tokens
                .get_or_insert_with(|| attr.meta.to_token_stream());
            let result = attr.parse_nested_meta(|meta| {
                let hint = Hint::parse(&meta)?;
                out.add(cx, hint, &meta.path, is_enum);
                Ok(())
            });
            if result.is_err() {
                // Malformed: rustc checks the syntax of `repr` and reports it.
                out.left_to_rustc(cx);
            }
        }
        out
    }

    /// The hint is invalid and rustc says why: the derive only refuses to expand, and reports
    /// nothing about the `repr` itself.
    fn left_to_rustc(&mut self, cx: &Ctxt) {
        cx.rustc_reports();
        self.reported = true;
    }

    /// The hint is valid Rust but has no PTX ABI meaning: the derive says why.
    fn reject(&mut self, cx: &Ctxt, span: Span, message: &str) {
        cx.syn_error(syn::Error::new(span, message));
        self.reported = true;
    }

    fn add(&mut self, cx: &Ctxt, hint: Hint, path: &Path, is_enum: bool) {
        let span = path.span();
        match hint {
            Hint::C => {
                if self.transparent.is_some() {
                    // E0692: transparent struct cannot have other repr hints.
                    self.left_to_rustc(cx);
                }
                self.c = Some(span);
            }
            Hint::Transparent => {
                if self.c.is_some() {
                    self.left_to_rustc(cx);
                }
                self.transparent = Some(span);
            }
            // E0589: invalid `repr(align)` attribute: not a power of two.
            Hint::Align(_, n) if !n.is_power_of_two() => self.left_to_rustc(cx),
            Hint::Align(lit, n) => {
                if let Some(previous) = &self.align {
                    cx.error_spanned_by(
                        path,
                        format!(
                            "#[repr(align(..))] is given twice, as align({}) and align({n}): \
                             keep one",
                            previous.value
                        ),
                    );
                } else if let Some(n) = parse_align(cx, &lit) {
                    self.align = Some(Spanned { value: n, span });
                }
            }
            // E0517: attribute should be applied to a struct or union.
            Hint::Packed(_) if is_enum => self.left_to_rustc(cx),
            Hint::Packed(lit) => {
                let n = match lit.map(|lit| lit.base10_parse::<usize>()) {
                    None => 1,
                    Some(Ok(n)) if n.is_power_of_two() && n <= 128 => n,
                    // E0552 and friends: rustc says what a packing must be.
                    Some(_) => return self.left_to_rustc(cx),
                };
                if self.packed.is_some() {
                    // E0634: conflicting packed representation hints.
                    return self.left_to_rustc(cx);
                }
                self.packed = Some(Spanned { value: n, span });
            }
            // E0517 (attribute should be applied to an enum), or E0566 (conflicting
            // representation hints: `u8, i32`, and `u8, u8` too).
            Hint::Prim(_) if !is_enum || self.prim.is_some() => self.left_to_rustc(cx),
            Hint::Prim(prim) => self.prim = Some(Spanned { value: prim, span }),
            Hint::Rust => self.reject(
                cx,
                span,
                "#[repr(Rust)] lets rustc reorder members, so host bytes would not follow the C \
                 declaration order the device uses: use #[repr(C)]",
            ),
            Hint::WideInt if is_enum => self.reject(
                cx,
                span,
                "a C++ enum's underlying type is an integer of 8 to 64 bits: use #[repr(u8)], \
                 #[repr(i16)], #[repr(u32)], #[repr(i64)], ...",
            ),
            Hint::WideInt | Hint::Other => self.left_to_rustc(cx),
        }
    }
}
