//! Itanium C++ ABI mangling of kernel symbols' parameter types (`_Z4testPi`, with `S_`/`S0_`
//! substitutions), over the types of `declarators.rs`.

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt::Write as _;

use super::declarators::{type_args, Ty};
use crate::layout::{HandleKind, Kind, Layout, Scalar};

/// Itanium C++ ABI mangling of parameter types, with substitutions (`S_`, `S0_`, ...).
#[derive(Default)]
pub(crate) struct Mangler {
    /// Substitution candidates, by their unsubstituted encoding, in order.
    seen: Vec<String>,
}

/// `<seq-id>`: `S_` for the first candidate, then `S0_` .. `S9_`, `SA_` .. `SZ_`, `S10_`, ...
fn substitution(index: usize) -> String {
    if index == 0 {
        return "S_".to_owned();
    }
    let mut n = index - 1;
    let mut digits = Vec::new();
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    format!("S{}_", String::from_utf8(digits).expect("ASCII digits"))
}

/// The `<builtin-type>` code of a fundamental type or typedef of one.
fn builtin_code(layout: &Layout) -> &'static str {
    match layout.kind {
        Kind::Scalar(s) => match s {
            Scalar::Bool => "b",
            Scalar::U8 => "h",
            Scalar::I8 => "a",
            Scalar::U16 => "t",
            Scalar::I16 => "s",
            Scalar::U32 => "j",
            Scalar::I32 => "i",
            Scalar::U64 => "y",
            Scalar::I64 => "x",
            Scalar::U128 => "o",
            Scalar::I128 => "n",
            Scalar::F32 => "f",
            Scalar::F64 => "d",
            Scalar::F16 | Scalar::Bf16 => unreachable!("16-bit floats are classes"),
        },
        // `cudaTextureObject_t` and `cudaSurfaceObject_t` are typedefs of `unsigned long long`
        // (a typedef mangles as its type), and so is our sampler handle.
        Kind::Handle(HandleKind::Texture | HandleKind::Surface | HandleKind::Sampler) => "y",
        _ => unreachable!("not a builtin type"),
    }
}

/// The name a class is mangled by: `CUtensorMap` is `typedef struct CUtensorMap_st {...}
/// CUtensorMap;`, `__half` and `__nv_bfloat16` are classes.
fn class_name(layout: &Layout) -> &'static str {
    match layout.kind {
        Kind::TensorMap(_) => "CUtensorMap_st",
        _ => layout.name,
    }
}

impl Mangler {
    /// The encoding of `ty` without substitutions: the identity of a substitution candidate.
    fn plain(ty: &Ty) -> String {
        let mut m = Mangler::default();
        let mut out = String::new();
        m.encode(ty, &mut out, false);
        out
    }

    pub(crate) fn mangle(&mut self, ty: &Ty) -> String {
        let mut out = String::new();
        self.encode(ty, &mut out, true);
        out
    }

    /// Emits `S<seq>_` if `ty` is a candidate already; otherwise encodes it and records it.
    fn encode(&mut self, ty: &Ty, out: &mut String, substitute: bool) {
        if let Ty::Builtin(l) = ty {
            out.push_str(builtin_code(l));
            return;
        }
        if let Ty::Void = ty {
            out.push('v');
            return;
        }
        let key = if substitute {
            let key = Mangler::plain(ty);
            if let Some(i) = self.seen.iter().position(|s| *s == key) {
                out.push_str(&substitution(i));
                return;
            }
            Some(key)
        } else {
            None
        };
        match ty {
            Ty::Named(l) => {
                let name = class_name(l);
                let args = type_args(l);
                let source_name = format!("{}{name}", name.len());
                if args.is_empty() {
                    out.push_str(&source_name);
                } else {
                    // The template name is a candidate of its own, before its arguments.
                    match self.seen.iter().position(|s| *s == source_name) {
                        Some(i) if substitute => out.push_str(&substitution(i)),
                        _ => {
                            out.push_str(&source_name);
                            if substitute {
                                self.seen.push(source_name);
                            }
                        }
                    }
                    out.push('I');
                    for a in &args {
                        self.encode(a, out, substitute);
                    }
                    out.push('E');
                }
            }
            Ty::Pointer(t) => {
                out.push('P');
                self.encode(t, out, substitute);
            }
            Ty::Const(t) => {
                out.push('K');
                self.encode(t, out, substitute);
            }
            Ty::Array(t, len) => {
                let _ = write!(out, "A{len}_");
                self.encode(t, out, substitute);
            }
            Ty::Builtin(_) | Ty::Void => unreachable!("handled above"),
        }
        if let Some(key) = key {
            self.seen.push(key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn substitution_ids() {
        assert_eq!(substitution(0), "S_");
        assert_eq!(substitution(1), "S0_");
        assert_eq!(substitution(10), "S9_");
        assert_eq!(substitution(11), "SA_");
        assert_eq!(substitution(36), "SZ_");
        assert_eq!(substitution(37), "S10_");
    }
}
