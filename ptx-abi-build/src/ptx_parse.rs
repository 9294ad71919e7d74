//! Reading what NVRTC wrote: the byte images of `.global` variables (`ptx_abi_core::ptx::globals`,
//! re-exported here: the layout checks of CUDA headers read them too) and the parameter lines of
//! kernels and device functions.

use ptx_abi_core::kernel::{
    self,
    FunctionKind::{Device, Kernel},
};
use ptx_abi_core::ptx::globals::{self, declared_name, global_statements, is_ident_char};

// The `.global` readers live in `ptx_abi_core::ptx::globals`; their earlier paths here, for one
// release.
/// Moved to `ptx_abi_core::ptx::globals::GlobalImage`.
#[deprecated(
    since = "0.2.0",
    note = "use `ptx_abi_core::ptx::globals::GlobalImage`"
)]
pub type GlobalImage = globals::GlobalImage;
/// Moved to `ptx_abi_core::ptx::globals::ParseError`.
#[deprecated(since = "0.2.0", note = "use `ptx_abi_core::ptx::globals::ParseError`")]
pub type ParseError = globals::ParseError;
/// Moved to `ptx_abi_core::ptx::globals::global_images`.
#[deprecated(
    since = "0.2.0",
    note = "use `ptx_abi_core::ptx::globals::global_images`"
)]
pub fn global_images(ptx: &str) -> Vec<Result<globals::GlobalImage, globals::ParseError>> {
    globals::global_images(ptx)
}
/// Moved to `ptx_abi_core::ptx::globals::global_image`.
#[deprecated(
    since = "0.2.0",
    note = "use `ptx_abi_core::ptx::globals::global_image`"
)]
pub fn global_image(
    ptx: &str,
    name: &str,
) -> Option<Result<globals::GlobalImage, globals::ParseError>> {
    globals::global_image(ptx, name)
}
/// Moved to `ptx_abi_core::ptx::globals::parse_global`.
#[deprecated(
    since = "0.2.0",
    note = "use `ptx_abi_core::ptx::globals::parse_global`"
)]
pub fn parse_global(stmt: &str) -> Option<Result<globals::GlobalImage, globals::ParseError>> {
    globals::parse_global(stmt)
}
/// Moved to `ptx_abi_core::ptx::globals::ptx_type_size`.
#[deprecated(
    since = "0.2.0",
    note = "use `ptx_abi_core::ptx::globals::ptx_type_size`"
)]
pub fn ptx_type_size(ty: &str) -> Option<usize> {
    globals::ptx_type_size(ty)
}

/// Merged into `ptx_abi_core::kernel::FunctionKind`: `.entry` is its `Kernel`, `.func` its
/// `Device`.
#[deprecated(since = "0.2.0", note = "use `ptx_abi_core::kernel::FunctionKind`")]
pub type FunctionKind = kernel::FunctionKind;

/// A function's declaration: its parameters and return value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionDecl {
    /// `.entry` (a kernel) or `.func` (a device function).
    pub kind: kernel::FunctionKind,
    /// The function's name.
    pub name: String,
    /// Whether it is `.visible`.
    pub visible: bool,
    /// Whether this is a definition (a body follows) rather than a prototype (`;`).
    pub defined: bool,
    /// The parameter declarations, trimmed, without the separating commas:
    /// `.param .align 4 .b8 k_param_0[12]`.
    pub params: Vec<String>,
    /// The return value's declaration (`.param .b32 func_retval0`), for `.func`s that have one.
    pub ret: Option<String>,
}

/// The text inside the parentheses that open at `s[0]`, and the rest after the `)`.
fn parenthesised(s: &str) -> Option<(&str, &str)> {
    let inner = s.strip_prefix('(')?;
    let mut depth = 1;
    for (i, c) in inner.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some((&inner[..i], &inner[i + 1..]));
                }
            }
            _ => {}
        }
    }
    None
}

fn split_params(list: &str) -> Vec<String> {
    list.split(',')
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect()
}

/// Reads the function header that starts at `text` (a line starting with a linkage directive,
/// `.entry` or `.func`); `None` if it is not one.
fn parse_function_at(text: &str) -> Option<FunctionDecl> {
    let mut rest = text.trim_start();
    let mut visible = false;
    loop {
        let word_end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        match &rest[..word_end] {
            ".visible" => visible = true,
            ".extern" | ".weak" => {}
            _ => break,
        }
        rest = rest[word_end..].trim_start();
    }
    let (kind, after) = if let Some(r) = rest.strip_prefix(".entry") {
        (Kernel, r)
    } else if let Some(r) = rest.strip_prefix(".func") {
        (Device, r)
    } else {
        return None;
    };
    if !after.starts_with(char::is_whitespace) {
        return None;
    }
    let mut rest = after.trim_start();
    let mut ret = None;
    if rest.starts_with('(') {
        let (inner, r) = parenthesised(rest)?;
        ret = Some(inner.split_whitespace().collect::<Vec<_>>().join(" "));
        rest = r.trim_start();
    }
    let name_end = rest
        .find(|c: char| !is_ident_char(c) && c != '%')
        .unwrap_or(rest.len());
    let name = rest[..name_end].to_owned();
    if name.is_empty() {
        return None;
    }
    rest = rest[name_end..].trim_start();
    let mut params = Vec::new();
    if rest.starts_with('(') {
        let (inner, r) = parenthesised(rest)?;
        params = split_params(inner);
        rest = r.trim_start();
    }
    // Skip performance directives (`.maxntid 256, 1, 1`, `.noreturn`) before `{` or `;`.
    let defined = loop {
        match rest.chars().next() {
            Some('{') => break true,
            Some(';') | None => break false,
            Some(_) => {
                let next = rest.find(['{', ';']).unwrap_or(rest.len());
                rest = &rest[next..];
            }
        }
    };
    Some(FunctionDecl {
        kind,
        name,
        visible,
        defined,
        params,
        ret,
    })
}

/// Every kernel and device function header in `ptx` (definitions and prototypes).
pub fn functions(ptx: &str) -> Vec<FunctionDecl> {
    let mut out = Vec::new();
    let mut offset = 0;
    for line in ptx.split_inclusive('\n') {
        let t = line.trim_start();
        if [".visible", ".extern", ".weak", ".entry", ".func"]
            .iter()
            .any(|p| t.starts_with(p))
        {
            if let Some(f) = parse_function_at(&ptx[offset..]) {
                out.push(f);
            }
        }
        offset += line.len();
    }
    out
}

/// The definition of the function `name` of `kind` in `ptx`.
pub fn function(ptx: &str, kind: kernel::FunctionKind, name: &str) -> Option<FunctionDecl> {
    functions(ptx)
        .into_iter()
        .find(|f| f.kind == kind && f.name == name && f.defined)
}

/// The definition of the kernel `name`.
pub fn entry(ptx: &str, name: &str) -> Option<FunctionDecl> {
    function(ptx, Kernel, name)
}

/// The definition of the device function `name`.
pub fn func(ptx: &str, name: &str) -> Option<FunctionDecl> {
    function(ptx, Device, name)
}

/// What a parameter declaration says about its size and alignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamShape {
    /// The size in bytes: `S` of `.b8 name[S]`, the width of a scalar type.
    pub size: usize,
    /// `.align A`, or the scalar's width.
    pub align: usize,
    /// Whether it is a byte array (an aggregate) rather than a scalar slot.
    pub aggregate: bool,
}

/// Reads `.param .align 4 .b8 k_param_0[12]` (size 12, align 4) or `.param .u16 k_param_0`
/// (size 2, align 2).
pub fn param_shape(decl: &str) -> Option<ParamShape> {
    let words: Vec<&str> = decl.split_whitespace().collect();
    if words.first() != Some(&".param") {
        return None;
    }
    let mut align = None;
    let mut i = 1;
    if words.get(1) == Some(&".align") {
        align = Some(words.get(2)?.parse().ok()?);
        i = 3;
    }
    let ty = words.get(i)?;
    let elem = globals::ptx_type_size(ty)?;
    let declarator = words.get(i + 1..)?.concat();
    match declarator.split_once('[') {
        Some((_, dims)) => {
            let n: usize = dims.strip_suffix(']')?.parse().ok()?;
            Some(ParamShape {
                size: elem * n,
                align: align.unwrap_or(elem),
                aggregate: true,
            })
        }
        None => Some(ParamShape {
            size: elem,
            align: align.unwrap_or(elem),
            aggregate: false,
        }),
    }
}

/// A PTX module read once: its functions and `.global` variables, for repeated lookups.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// Every kernel and device function header (definitions and prototypes).
    pub functions: Vec<FunctionDecl>,
    /// Every `.global` variable, by name, each read or an error.
    pub globals: Vec<(String, Result<globals::GlobalImage, globals::ParseError>)>,
}

impl Module {
    /// Reads `ptx`.
    pub fn parse(ptx: &str) -> Module {
        let globals = global_statements(ptx)
            .iter()
            .filter_map(|s| globals::parse_global(s))
            .map(|g| {
                let name = match &g {
                    Ok(g) => g.name.clone(),
                    Err(e) => declared_name(&e.text).unwrap_or_default().to_owned(),
                };
                (name, g)
            })
            .collect();
        Module {
            functions: functions(ptx),
            globals,
        }
    }

    /// The definition of the function `name` of `kind`.
    pub fn function(&self, kind: kernel::FunctionKind, name: &str) -> Option<&FunctionDecl> {
        self.functions
            .iter()
            .find(|f| f.kind == kind && f.name == name && f.defined)
    }

    /// The definition of the kernel `name`.
    pub fn entry(&self, name: &str) -> Option<&FunctionDecl> {
        self.function(Kernel, name)
    }

    /// The definition of the device function `name`.
    pub fn func(&self, name: &str) -> Option<&FunctionDecl> {
        self.function(Device, name)
    }

    /// The `.global` variable `name`.
    pub fn global(&self, name: &str) -> Option<&Result<globals::GlobalImage, globals::ParseError>> {
        self.globals.iter().find(|(n, _)| n == name).map(|(_, g)| g)
    }
}

#[cfg(test)]
mod tests;
