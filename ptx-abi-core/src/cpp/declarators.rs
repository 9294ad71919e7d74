//! C++ types and their declarators: [`Ty`], resolved from a kernel parameter's [`CType`] or a
//! [`Layout`], spelled as a declaration (`const float *x`, `float (*m)[4]`, `float *const *p`).
//! The members of the mirrors and the parameters of the prototypes are declared here; names of
//! types are [`Layout::cpp_name`]'s, mangling is in `mangling.rs`.

use crate::layout::{Kind, Layout};
#[allow(unused_imports)]
use crate::prelude::*;

/// The template arguments of a generic struct or union (`Pair<float3>`), resolved.
pub(crate) fn type_args(layout: &Layout) -> Vec<Ty> {
    match layout.kind {
        Kind::Struct { type_args, .. } | Kind::Union { type_args, .. } => type_args
            .iter()
            .map(|a| a.map_or(Ty::Void, |l| Ty::of_layout(l())))
            .collect(),
        _ => Vec::new(),
    }
}

/// The C++ type of a parameter, as far as spelling and mangling need it: what the Rust type's
/// [`Layout`] cannot say is whether a pointee is `const`.
#[derive(Clone, Copy, Debug)]
pub enum CType {
    /// A [`PtxAbi`](crate::PtxAbi) type by value (a [`crate::DevicePtr`] is a non-`const` `T *`).
    Value(&'static Layout),
    /// `void`, as a pointee only.
    Void,
    /// `T *` (`is_const: false`) or `const T *` (`is_const: true`).
    Pointer {
        /// The pointed-to type.
        pointee: &'static CType,
        /// Whether the pointee is `const` (Rust `*const T`).
        is_const: bool,
    },
}

/// A C++ type, resolved from a [`CType`] or a [`Layout`] (pointees and template arguments
/// included), for spelling and mangling.
#[derive(Clone, Debug)]
pub(crate) enum Ty {
    /// A fundamental type or a typedef of one (`int`, `cudaTextureObject_t`).
    Builtin(&'static Layout),
    /// A class or enum type (`float4`, `Particle`, `CUtensorMap`, `Pair<float3>`).
    Named(&'static Layout),
    Void,
    Pointer(Box<Ty>),
    Const(Box<Ty>),
    Array(Box<Ty>, usize),
}

impl Ty {
    pub(crate) fn of(ctype: &CType) -> Ty {
        match ctype {
            CType::Value(l) => Ty::of_layout(l),
            CType::Void => Ty::Void,
            CType::Pointer { pointee, is_const } => {
                let inner = Ty::of(pointee);
                Ty::Pointer(Box::new(if *is_const {
                    Ty::constant(inner)
                } else {
                    inner
                }))
            }
        }
    }

    pub(crate) fn of_layout(layout: &'static Layout) -> Ty {
        match layout.kind {
            Kind::Scalar(s) if !s.is_16bit_float() => Ty::Builtin(layout),
            Kind::Handle(_) => Ty::Builtin(layout),
            Kind::Pointer { pointee } => {
                Ty::Pointer(Box::new(pointee.map_or(Ty::Void, |p| Ty::of_layout(p()))))
            }
            Kind::Array { elem, len } => Ty::Array(Box::new(Ty::of_layout(elem)), len),
            _ => Ty::Named(layout),
        }
    }

    /// `const T`; a `const` array is an array of `const` elements ([basic.type.qualifier]).
    fn constant(inner: Ty) -> Ty {
        match inner {
            Ty::Array(elem, len) => Ty::Array(Box::new(Ty::constant(*elem)), len),
            other => Ty::Const(Box::new(other)),
        }
    }

    /// The C++ spelling of a declaration of `name` with this type (`const float *x`,
    /// `float (*m)[4]`, `float *const *p`); `name` may be empty.
    pub(crate) fn declare(&self, name: &str) -> String {
        fn join(base: &str, inner: &str) -> String {
            if inner.is_empty() {
                base.to_owned()
            } else {
                format!("{base} {inner}")
            }
        }
        match self {
            Ty::Builtin(l) | Ty::Named(l) => join(&l.cpp_name(), name),
            Ty::Void => join("void", name),
            Ty::Const(inner) => match &**inner {
                // `T *const`: the pointer itself is const.
                Ty::Pointer(target) => {
                    let inner_name = if name.is_empty() {
                        "*const".to_owned()
                    } else {
                        format!("*const {name}")
                    };
                    target.declare(&inner_name)
                }
                other => format!("const {}", other.declare(name)),
            },
            Ty::Pointer(target) => target.declare(&format!("*{name}")),
            Ty::Array(elem, len) => {
                let inner = if name.starts_with('*') {
                    format!("({name})[{len}]")
                } else {
                    format!("{name}[{len}]")
                };
                elem.declare(&inner)
            }
        }
    }
}

/// The C declarator of a member: `float pos`, `int m[2][3]`, `float *p`, `float (*m)[4]`.
pub fn c_declarator(layout: &'static Layout, name: &str) -> String {
    Ty::of_layout(layout).declare(name)
}
