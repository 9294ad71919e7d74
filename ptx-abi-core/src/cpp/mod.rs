//! Everything ptx-abi writes as C++, in one place: type names ([`Layout::cpp_name`]) and literals
//! ([`integer_literal`]) here, declarators in `declarators.rs`, brace initialisers in
//! `initializers.rs`, Itanium mangling in `mangling.rs`, and the mirrors built from them
//! (`mirrors.rs`, public as [`crate::cuda`]). What the C++ means for layout (placement, padding)
//! is `layout.rs`'s; the kernel prototypes and `.param` headers assemble these parts in
//! `kernel.rs` and `ptx.rs`.

#[allow(unused_imports)]
use crate::prelude::*;
mod checks;
pub(crate) mod declarators;
#[cfg(feature = "dynamic")]
pub(crate) mod initializers;
pub(crate) mod mangling;
pub mod mirrors;
pub mod records;

pub use declarators::c_declarator;

use crate::layout::{Kind, Layout, Scalar};

impl Layout {
    /// The C++ spelling of the type: its name, with template arguments for generic types
    /// (`Pair<float3, void>`), `T *` for pointers.
    pub fn cpp_name(&self) -> String {
        fn arg(a: &Option<fn() -> &'static Layout>) -> String {
            a.map_or_else(|| "void".to_owned(), |l| l().cpp_name())
        }
        match self.kind {
            Kind::Pointer { pointee } => format!("{} *", arg(&pointee)),
            Kind::Struct { type_args, .. } | Kind::Union { type_args, .. }
                if !type_args.is_empty() =>
            {
                let args: Vec<String> = type_args.iter().map(arg).collect();
                format!("{}<{}>", self.name, args.join(", "))
            }
            _ => self.name.to_owned(),
        }
    }
}

/// `value` as a C++ literal of type `s`: `true`/`false`, `5U`, `5LL`, `5ULL`. `i64::MIN` is
/// `(-9223372036854775807LL - 1)`: `-9223372036854775808LL` would be the negation of a literal
/// too large for `long long`. C++ has no 128-bit literals: a 128-bit value is built from its two
/// 64-bit halves, `((unsigned __int128)HIGHULL << 64 | LOWULL)`, cast to `__int128` when signed
/// (`value` carries an `unsigned __int128` above `i128::MAX` as its two's complement).
pub(crate) fn integer_literal(value: i128, s: Scalar) -> String {
    match s {
        Scalar::U128 | Scalar::I128 => {
            let bits = value as u128;
            let (high, low) = ((bits >> 64) as u64, bits as u64);
            let unsigned = format!("((unsigned __int128){high}ULL << 64 | {low}ULL)");
            if s == Scalar::I128 {
                format!("(__int128){unsigned}")
            } else {
                unsigned
            }
        }
        Scalar::Bool => (if value != 0 { "true" } else { "false" }).to_owned(),
        Scalar::I64 if value == i128::from(i64::MIN) => "(-9223372036854775807LL - 1)".to_owned(),
        Scalar::I64 => format!("{value}LL"),
        Scalar::U64 => format!("{value}ULL"),
        Scalar::U32 => format!("{value}U"),
        _ => value.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals() {
        assert_eq!(
            integer_literal(i128::from(i64::MIN), Scalar::I64),
            "(-9223372036854775807LL - 1)"
        );
        assert_eq!(
            integer_literal(i128::from(u64::MAX), Scalar::U64),
            "18446744073709551615ULL"
        );
        assert_eq!(integer_literal(-3, Scalar::I8), "-3");
        assert_eq!(
            integer_literal(-2, Scalar::I128),
            "(__int128)((unsigned __int128)18446744073709551615ULL << 64 | 18446744073709551614ULL)"
        );
        assert_eq!(integer_literal(1, Scalar::Bool), "true");
    }
}
