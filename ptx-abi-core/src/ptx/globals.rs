//! Reading the `.global` variables of PTX that NVRTC or nvcc wrote: their byte images.
//!
//! The forms handled are those NVRTC 12.9 and 13.5 emit (`tools/oracle-facts.md`):
//!
//! - aggregates, unions, vector types, arrays, `__half`:
//!   `.visible .global .align 4 .b8 g[12] = {253, 201, 0, 7, 255, 0, 255, 1, 9};` with the trailing
//!   zero bytes omitted, and `.visible .global .align 4 .b8 g[4];` when all bytes are zero;
//! - scalars, enums, pointers and handles: `.visible .global .align 4 .u32 g = 5;`,
//!   `.align 1 .u8 e = -56;` (two's complement of the width), `.align 4 .f32 f = 0f3FC00000;`,
//!   `.align 8 .f64 d = 0dC000000000000000;`, `.align 8 .u64 p;`;
//! - arrays of other element types (`.u32 a[3] = {1, 2, 3};`), element by element, little endian.
//!
//! An initialiser naming a symbol (`generic(x)`, a relocation) has no fixed bytes: an error.
//! Used by the layout checks of CUDA headers (`cuda::CudaHeader::check_ptx`) and by
//! `ptx-abi-kernels`' oracle, which re-exports it as part of `ptx_parse`.

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;

/// The bytes of a `.global` variable, as its initialiser gives them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalImage {
    /// The variable's name.
    pub name: String,
    /// Whether it is `.visible`.
    pub visible: bool,
    /// `.align A`.
    pub align: usize,
    /// Size in bytes: element size times element count.
    pub size: usize,
    /// The PTX element type (`.b8`, `.u32`, `.f64`, ...).
    pub elem: String,
    /// The initialiser's bytes, at most `size` of them; the rest of the variable is zeros
    /// (NVRTC omits trailing zeros, and a variable without an initialiser is all zeros). Kept
    /// short on purpose: a declaration such as `.b8 buf[1073741824];` must not make the reader
    /// allocate a gigabyte. [`GlobalImage::image`] gives all `size` bytes.
    pub init: Vec<u8>,
}

impl GlobalImage {
    /// All `size` bytes: the initialiser, padded with zeros.
    pub fn image(&self) -> Vec<u8> {
        let mut bytes = self.init.clone();
        bytes.resize(self.size, 0);
        bytes
    }
}

/// A `.global` declaration that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What is wrong.
    pub message: String,
    /// The declaration text.
    pub text: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: `{}`", self.message, self.text)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseError {}

fn error(message: impl Into<String>, text: &str) -> ParseError {
    ParseError {
        message: message.into(),
        text: text.to_owned(),
    }
}

/// Size in bytes of a PTX fundamental type (`.b8`, `.u32`, `.f64`, ...).
pub fn ptx_type_size(ty: &str) -> Option<usize> {
    let ty = ty.strip_prefix('.')?;
    let bits: usize = match ty {
        "pred" => return None,
        _ => ty.get(1..)?.parse().ok()?,
    };
    match (ty.as_bytes()[0], bits) {
        (b'b' | b'u' | b's', 8 | 16 | 32 | 64) | (b'f', 16 | 32 | 64) => Some(bits / 8),
        _ => None,
    }
}

/// Whether `c` may continue a PTX identifier (`[a-zA-Z_$%][a-zA-Z0-9_$]*`; a leading `%` or `$`
/// needs more).
pub fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$'
}

/// One initialiser element as `size` little-endian bytes.
fn element_bytes(token: &str, ty: &str, size: usize, text: &str) -> Result<Vec<u8>, ParseError> {
    let t = token.trim();
    let value: u64 = if let Some(hex) = t.strip_prefix("0f").or_else(|| t.strip_prefix("0F")) {
        // 0fXXXXXXXX: the IEEE bits of a .f32, in hex.
        u64::from(
            u32::from_str_radix(hex, 16)
                .map_err(|_| error(format!("bad .f32 literal `{t}`"), text))?,
        )
    } else if let Some(hex) = t.strip_prefix("0d").or_else(|| t.strip_prefix("0D")) {
        u64::from_str_radix(hex, 16).map_err(|_| error(format!("bad .f64 literal `{t}`"), text))?
    } else if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        let hex = hex.trim_end_matches(['U', 'u']);
        u64::from_str_radix(hex, 16).map_err(|_| error(format!("bad literal `{t}`"), text))?
    } else if let Some(neg) = t.strip_prefix('-') {
        let n: u64 = neg
            .trim_end_matches(['U', 'u'])
            .parse()
            .map_err(|_| error(format!("bad literal `{t}`"), text))?;
        n.wrapping_neg()
    } else if t.starts_with(|c: char| c.is_ascii_digit()) {
        t.trim_end_matches(['U', 'u'])
            .parse()
            .map_err(|_| error(format!("bad literal `{t}`"), text))?
    } else {
        return Err(error(
            format!("initialiser `{t}` of a {ty} element is not a constant (a relocation?)"),
            text,
        ));
    };
    let bytes = value.to_le_bytes();
    // Check the value fits the width (as unsigned, or as negative two's complement).
    if size < 8 {
        let high = value >> (size * 8);
        let sign_ok = high == (u64::MAX >> (size * 8)) && t.starts_with('-');
        if high != 0 && !sign_ok {
            return Err(error(
                format!("`{t}` does not fit a {size}-byte {ty}"),
                text,
            ));
        }
    }
    Ok(bytes[..size].to_vec())
}

/// Reads one `.global` declaration statement (the text up to and including `;`), or `None` if
/// `stmt` does not declare a `.global` variable.
pub fn parse_global(stmt: &str) -> Option<Result<GlobalImage, ParseError>> {
    let text = stmt.trim();
    let (decl, init) = match text.split_once('=') {
        Some((d, i)) => (d.trim(), Some(i.trim().trim_end_matches(';').trim())),
        None => (text.trim_end_matches(';').trim(), None),
    };
    let words: Vec<&str> = decl.split_whitespace().collect();
    let global_at = words.iter().position(|w| *w == ".global")?;
    if words[..global_at]
        .iter()
        .any(|w| !matches!(*w, ".visible" | ".extern" | ".weak" | ".common"))
    {
        return None;
    }
    Some(parse_global_words(
        text,
        &words[..global_at],
        &words[global_at + 1..],
        init,
    ))
}

fn parse_global_words(
    text: &str,
    linkage: &[&str],
    rest: &[&str],
    init: Option<&str>,
) -> Result<GlobalImage, ParseError> {
    let mut align = None;
    let mut i = 0;
    let mut elem = None;
    while i < rest.len() {
        match rest[i] {
            ".align" => {
                let a = rest
                    .get(i + 1)
                    .and_then(|a| a.parse::<usize>().ok())
                    .ok_or_else(|| error("`.align` without a number", text))?;
                align = Some(a);
                i += 2;
            }
            w if w.starts_with('.') && ptx_type_size(w).is_some() => {
                elem = Some(w);
                i += 1;
                break;
            }
            w if w.starts_with('.') => i += 1, // e.g. `.attribute(...)`, `.v4`: not expected
            _ => break,
        }
    }
    let elem = elem.ok_or_else(|| error("no element type", text))?;
    let elem_size = ptx_type_size(elem).expect("checked above");
    let declarator: String = rest[i..].concat();
    let name_end = declarator
        .find(|c: char| !is_ident_char(c) && c != '%')
        .unwrap_or(declarator.len());
    let name = declarator[..name_end].to_owned();
    if name.is_empty() {
        return Err(error("no variable name", text));
    }
    // Dimensions: `[N]`, `[N][M]`, or none for a scalar.
    let mut count = 1usize;
    let mut is_array = false;
    let mut dims = &declarator[name_end..];
    while let Some(inner) = dims.strip_prefix('[') {
        let close = inner.find(']').ok_or_else(|| error("unclosed `[`", text))?;
        let n: usize = inner[..close]
            .parse()
            .map_err(|_| error("array without a constant size", text))?;
        count = count
            .checked_mul(n)
            .ok_or_else(|| error("array size overflows", text))?;
        is_array = true;
        dims = &inner[close + 1..];
    }
    if !dims.trim().is_empty() {
        return Err(error(format!("unexpected `{dims}` after the name"), text));
    }
    let size = elem_size
        .checked_mul(count)
        .ok_or_else(|| error("array size overflows", text))?;
    let mut bytes = Vec::new();
    if let Some(init) = init {
        let list = if is_array {
            init.strip_prefix('{')
                .and_then(|s| s.strip_suffix('}'))
                .ok_or_else(|| error("array initialiser without braces", text))?
        } else {
            init
        };
        for token in list.split(',').map(str::trim).filter(|t| !t.is_empty()) {
            bytes.extend(element_bytes(token, elem, elem_size, text)?);
            if bytes.len() > size {
                break;
            }
        }
        if bytes.len() > size {
            return Err(error(
                format!("an initialiser longer than the variable's {size} bytes"),
                text,
            ));
        }
    }
    Ok(GlobalImage {
        name,
        visible: linkage.contains(&".visible"),
        align: align.unwrap_or(elem_size),
        size,
        elem: elem.to_owned(),
        init: bytes,
    })
}

/// The statements of `ptx` that start on a line beginning with `.global` or a linkage directive
/// and run to the first `;` (possibly several lines).
pub fn global_statements(ptx: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut lines = ptx.lines();
    while let Some(line) = lines.next() {
        let t = line.trim_start();
        let starts = t.starts_with(".global")
            || ([".visible", ".extern", ".weak", ".common"]
                .iter()
                .any(|p| t.starts_with(p))
                && t.split_whitespace().any(|w| w == ".global"));
        if !starts {
            continue;
        }
        let mut stmt = t.to_owned();
        while !stmt.trim_end().ends_with(';') {
            match lines.next() {
                Some(next) => {
                    stmt.push(' ');
                    stmt.push_str(next.trim());
                }
                None => break,
            }
        }
        out.push(stmt);
    }
    out
}

/// Every `.global` variable of `ptx`, each read or an error.
pub fn global_images(ptx: &str) -> Vec<Result<GlobalImage, ParseError>> {
    global_statements(ptx)
        .iter()
        .filter_map(|s| parse_global(s))
        .collect()
}

/// The `.global` variable `name` of `ptx`; `None` if there is none.
pub fn global_image(ptx: &str, name: &str) -> Option<Result<GlobalImage, ParseError>> {
    global_statements(ptx)
        .iter()
        .filter_map(|s| parse_global(s))
        .find(|g| match g {
            Ok(g) => g.name == name,
            Err(e) => declared_name(&e.text) == Some(name),
        })
}

/// The name a `.global` statement declares, read loosely (for statements that failed to parse).
pub fn declared_name(stmt: &str) -> Option<&str> {
    let decl = stmt.split('=').next()?;
    let last = decl
        .trim()
        .trim_end_matches(';')
        .split_whitespace()
        .last()?;
    Some(last.split('[').next().unwrap_or(last))
}
