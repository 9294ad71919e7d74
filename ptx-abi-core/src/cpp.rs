//! C++ literals, shared by the CUDA C++ mirrors (`cuda.rs`: enumerator values) and the run-time
//! initialisers (`dynamic.rs`): one spelling of each integer wherever ptx-abi writes C++.

use crate::layout::Scalar;

/// `value` as a C++ literal of type `s`: `true`/`false`, `5U`, `5LL`, `5ULL`. `i64::MIN` is
/// `(-9223372036854775807LL - 1)`: `-9223372036854775808LL` would be the negation of a literal
/// too large for `long long`.
pub(crate) fn integer_literal(value: i128, s: Scalar) -> String {
    match s {
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
        assert_eq!(integer_literal(1, Scalar::Bool), "true");
    }
}
