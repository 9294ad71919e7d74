//! Alignment and packing attributes as the header spells them, and where they stand.
//!
//! libclang's AST records that a declaration carries `aligned` or `packed`, and where the
//! attribute is, but not an alignment's argument; and its host layout rules are not NVIDIA's.
//! So the position comes from libclang (before the record's `{`, or after its `}`: `ABI.md`
//! §10a, where NVRTC and nvcc part ways) and the argument from the declaration's text, with the
//! header's own `#define`s applied once (`__rte_aligned(2)`, `__aligned(8)`).

use std::collections::BTreeMap;

/// A function-like macro of the header: its parameters and its body's text.
#[derive(Clone, Debug)]
pub(super) struct Macro {
    pub params: Vec<String>,
    pub body: String,
}

/// The header's macros, by name: integer constants are read as [`super::Item::Constant`]s;
/// these are the function-like and object-like ones an attribute may be spelled through.
#[derive(Clone, Debug, Default)]
pub(super) struct Macros {
    pub function_like: BTreeMap<String, Macro>,
    pub object_like: BTreeMap<String, String>,
}

/// The alignment keywords both compilers read: C++11 `alignas`, CUDA's `__align__`, GNU
/// `aligned` and its reserved spelling `__aligned__` (inside `__attribute__((...))`).
const KEYWORDS: [&str; 4] = ["alignas", "__align__", "__aligned__", "aligned"];

/// `__attribute__((aligned))` without an argument: "the largest alignment for any type of the
/// target", 16 under both NVRTC 12.9/13.5 and nvcc 13.5 (measured: `ABI.md` §10a).
pub(super) const ALIGNED_WITHOUT_ARGUMENT: usize = 16;

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The text with the header's macros expanded once (enough for `__rte_aligned(2)` ->
/// `__attribute__((__aligned__(2)))` and `__rte_cache_aligned` -> `__rte_aligned(64)` ->
/// ... after a second pass).
pub(super) fn expand(text: &str, macros: &Macros) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| c.is_alphabetic() || c == '_') {
        out.push_str(&rest[..start]);
        let after = &rest[start..];
        let len = after
            .find(|c: char| !is_ident_char(c))
            .unwrap_or(after.len());
        let word = &after[..len];
        let tail = &after[len..];
        if let Some(m) = macros.function_like.get(word) {
            if let Some((args, used)) = call_arguments(tail) {
                let mut body = m.body.clone();
                for (p, a) in m.params.iter().zip(&args) {
                    body = replace_word(&body, p, a);
                }
                out.push_str(&body);
                rest = &tail[used..];
                continue;
            }
        }
        match macros.object_like.get(word) {
            Some(body) => out.push_str(body),
            None => out.push_str(word),
        }
        rest = tail;
    }
    out.push_str(rest);
    out
}

/// `(a, b)` at the start of `text` (after spaces): the arguments and the bytes they took.
fn call_arguments(text: &str) -> Option<(Vec<String>, usize)> {
    let trimmed = text.trim_start();
    let skipped = text.len() - trimmed.len();
    if !trimmed.starts_with('(') {
        return None;
    }
    let mut depth = 0;
    let mut args = Vec::new();
    let mut current = String::new();
    for (i, c) in trimmed.char_indices() {
        match c {
            '(' => {
                depth += 1;
                if depth > 1 {
                    current.push(c);
                }
            }
            ')' => {
                depth -= 1;
                if depth == 0 {
                    args.push(current.trim().to_owned());
                    return Some((args, skipped + i + 1));
                }
                current.push(c);
            }
            ',' if depth == 1 => args.push(std::mem::take(&mut current).trim().to_owned()),
            _ => current.push(c),
        }
    }
    None
}

fn replace_word(text: &str, word: &str, with: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let before_ok = !rest[..at].chars().next_back().is_some_and(is_ident_char);
        let after_ok = !rest[at + word.len()..]
            .chars()
            .next()
            .is_some_and(is_ident_char);
        out.push_str(&rest[..at]);
        out.push_str(if before_ok && after_ok { with } else { word });
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

/// The alignment the attributes in `text` ask for (the largest, as both compilers take it):
/// `alignas(N)`, `__align__(N)`, `aligned(N)`/`__aligned__(N)`, or `aligned` alone (16);
/// `N` an integer literal or a `#define`d integer (`constants`). `Ok(None)` without one;
/// `Err` with the spelling it could not read.
pub(super) fn declared_alignment(
    text: &str,
    macros: &Macros,
    constant: &dyn Fn(&str) -> Option<i128>,
) -> Result<Option<usize>, String> {
    // Twice: a macro may expand to another (`__rte_cache_aligned`).
    let text = expand(&expand(text, macros), macros);
    let mut found: Option<usize> = None;
    for keyword in KEYWORDS {
        let mut rest = text.as_str();
        while let Some(at) = rest.find(keyword) {
            let before_ok = !rest[..at].chars().next_back().is_some_and(is_ident_char);
            rest = &rest[at + keyword.len()..];
            let after_ok = !rest.chars().next().is_some_and(is_ident_char);
            if !before_ok || !after_ok {
                continue;
            }
            let value = match call_arguments(rest) {
                Some((args, _)) if args.len() == 1 && !args[0].is_empty() => {
                    let arg = args[0].as_str();
                    let literal = arg
                        .trim_start_matches('(')
                        .trim_end_matches(')')
                        .trim()
                        .trim_end_matches(['u', 'U', 'l', 'L']);
                    literal
                        .parse::<usize>()
                        .ok()
                        .or_else(|| constant(arg).and_then(|v| usize::try_from(v).ok()))
                        .ok_or_else(|| {
                            format!(
                                "`{keyword}({arg})`: the importer reads alignments that are \
                                 integer literals or #define'd integers; write the number \
                                 (`{keyword}(16)`) or #define it"
                            )
                        })?
                }
                // `__attribute__((aligned))`: GNU's "largest alignment" (measured 16).
                None if keyword == "aligned" || keyword == "__aligned__" => {
                    ALIGNED_WITHOUT_ARGUMENT
                }
                _ => continue,
            };
            found = Some(found.map_or(value, |f| f.max(value)));
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn macros() -> Macros {
        let mut m = Macros::default();
        m.function_like.insert(
            "__rte_aligned".into(),
            Macro {
                params: vec!["a".into()],
                body: "__attribute__((__aligned__(a)))".into(),
            },
        );
        m.object_like
            .insert("__rte_cache_aligned".into(), "__rte_aligned(64)".into());
        m
    }

    #[test]
    fn every_spelling_both_compilers_read() {
        let none = |_: &str| None;
        let read = |t: &str| declared_alignment(t, &macros(), &none).unwrap();
        assert_eq!(read("struct alignas(8) S"), Some(8));
        assert_eq!(read("struct __align__(16) S"), Some(16));
        assert_eq!(read("struct __attribute__((aligned(4))) S"), Some(4));
        assert_eq!(read("struct __attribute__((__aligned__(32))) S"), Some(32));
        assert_eq!(read("struct __attribute__((aligned)) S"), Some(16));
        assert_eq!(
            read("struct __attribute__((packed, aligned(2))) S"),
            Some(2)
        );
        assert_eq!(read("struct __rte_aligned(2) S"), Some(2));
        assert_eq!(read("struct __rte_cache_aligned S"), Some(64));
        assert_eq!(read("struct S"), None);
        assert_eq!(read("struct misaligned_thing"), None);
        let max = |t: &str| {
            declared_alignment(t, &Macros::default(), &|n| (n == "MAX").then_some(8)).unwrap()
        };
        assert_eq!(max("int x __attribute__((aligned(MAX)))"), Some(8));
        assert!(
            declared_alignment("alignas(sizeof(double)) int x", &Macros::default(), &none)
                .unwrap_err()
                .contains("alignas(sizeof(double))")
        );
    }
}
