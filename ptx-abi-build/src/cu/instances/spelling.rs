//! How an instance's symbol is written as the file writes it: demangled, without the scopes no
//! file spells (anonymous and internal-linkage namespaces, CUDA's libraries' inline
//! namespaces), and a function given as a template argument by its address alone.

/// `symbol` demangled without its return type and parameters (`fill<int>`), where it is a C++
/// symbol.
pub(super) fn demangled(symbol: &str) -> Option<String> {
    let options = cpp_demangle::DemangleOptions::new()
        .no_params()
        .no_return_type();
    let parsed = cpp_demangle::Symbol::new(symbol.as_bytes()).ok()?;
    parsed.demangle_with_options(&options).ok()
}

/// The instance `symbol` names, as the file writes it ([`as_written`]), where it is a C++ symbol.
pub(in crate::cu) fn written(symbol: &str) -> Option<String> {
    demangled(symbol).map(|e| as_written(&e))
}

/// [`written`] followed by the instance's parameter types (`gelu<float>(float*, int)`).
pub(in crate::cu) fn written_with_parameters(symbol: &str) -> Option<String> {
    let options = cpp_demangle::DemangleOptions::new().no_return_type();
    let parsed = cpp_demangle::Symbol::new(symbol.as_bytes()).ok()?;
    let text = parsed.demangle_with_options(&options).ok()?;
    Some(as_written(&text))
}

/// A demangled instance as the file writes it: a name of its anonymous namespace, or of
/// internal linkage (nvcc's `_INTERNAL_<hash>_<file>::` around a `static` function), or of one
/// of CUDA's libraries' inline namespaces ([`library_inline_namespace`]) without that scope, and
/// a function given as a template argument by its address alone (`&f(int const&)` is `&f`).
pub(super) fn as_written(demangled: &str) -> String {
    let text = without_library_inline_namespaces(&demangled.replace("(anonymous namespace)::", ""));
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    let identifier = |s: &str| s.chars().all(|c| c == '_' || c.is_ascii_alphanumeric());
    while let Some(at) = rest.find("_INTERNAL_") {
        // Only where it begins a name (not inside one).
        let starts_name = !rest[..at].ends_with(|c: char| c == '_' || c.is_ascii_alphanumeric());
        let scope_end = rest[at..].find("::").map(|i| at + i + 2);
        match scope_end {
            Some(end) if starts_name && identifier(&rest[at..end - 2]) => {
                out.push_str(&rest[..at]);
                rest = &rest[end..];
            }
            _ => {
                out.push_str(&rest[..at + "_INTERNAL_".len()]);
                rest = &rest[at + "_INTERNAL_".len()..];
            }
        }
    }
    out.push_str(rest);
    without_address_parameters(&without_empty_packs(&qualifiers_after_names(&out)))
}

/// `text` with the declarator parts cpp_demangle writes inside a nested name whose prefix is a
/// substitution, written after the whole name as libiberty writes them: a pointer to a member
/// type of a template parameter (`PNT_5ITypeE`: `Traits<float>*::IType` is
/// `Traits<float>::IType*`), and a null pointer to a nested name's `const` as a template
/// argument (`LPKS3_0E`: `(a::f2 const::mem_t*)0` is `(a::f2::mem_t const*)0`). No C++ type
/// has `*`, `&`, `const` or `volatile` before `::`.
fn qualifiers_after_names(text: &str) -> String {
    let mut out = text.to_owned();
    let parts = [" const", " volatile", "*", "&"];
    let mut from = 0;
    while let Some(found) = out[from..].find("::") {
        let at = from + found;
        let mut start = at;
        while let Some(p) = parts.iter().find(|p| out[..start].ends_with(*p)) {
            start -= p.len();
        }
        // Not a declarator but the address of a global name (`<&::f>`).
        let unary = ["<", ", ", "("].iter().any(|b| out[..start].ends_with(b));
        if start == at || unary {
            from = at + 2;
            continue;
        }
        let rest = &out[at + 2..];
        let mut name = 0;
        while let Some(c) = rest[name..].chars().next() {
            name += match c {
                '<' => balanced(&rest[name..], '<', '>'),
                c if c == '_' || c == ':' || c.is_ascii_alphanumeric() => c.len_utf8(),
                _ => break,
            };
        }
        let moved = format!("::{}{}", &rest[..name], &out[start..at]);
        out = format!("{}{moved}{}", &out[..start], &rest[name..]);
        from = start;
    }
    out
}

/// `text` without the empty arguments the demangler writes for an empty pack (`k<&f, int, >`
/// is `k<&f, int>`).
fn without_empty_packs(text: &str) -> String {
    let mut out = text.replace("<, ", "<");
    for (empty, to) in [(", >", ">"), (", ,", ",")] {
        while out.contains(empty) {
            out = out.replace(empty, to);
        }
    }
    out
}

/// `text` without the scopes `ns::` that name one of CUDA's libraries' inline namespaces.
fn without_library_inline_namespaces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("::") {
        let (before, after) = (&rest[..at], &rest[at + 2..]);
        let start = before
            .char_indices()
            .rfind(|(_, c)| !(*c == '_' || c.is_ascii_alphanumeric()))
            .map_or(0, |(i, c)| i + c.len_utf8());
        // A scope nested in another (`cub::_V_...::`), never the outermost name.
        let nested = if start == 0 {
            out.ends_with("::")
        } else {
            before[..start].ends_with("::")
        };
        if nested && library_inline_namespace(&before[start..]) {
            out.push_str(&before[..start]);
        } else {
            out.push_str(before);
            out.push_str("::");
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Whether `name` is one of the inline namespaces CUB, Thrust and libcu++ version their names
/// in, which no file writes: `_V_<version>_SM_<architectures>` (CUB's and Thrust's),
/// `_SM_<architectures>` (libcu++'s architecture-dependent one, both after
/// `__CUDA_ARCH_LIST__`) and `__<n>` (libcu++'s ABI version, `cuda::std::__4`). All are names
/// reserved to the implementation, so none is a project's own.
fn library_inline_namespace(name: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let architectures = |s: &str| {
        s.strip_prefix("_SM_")
            .is_some_and(|l| l.split('_').all(digits))
    };
    match name.strip_prefix("_V_") {
        Some(versioned) => versioned
            .find("_SM_")
            .is_some_and(|i| digits(&versioned[..i]) && architectures(&versioned[i..])),
        None => architectures(name) || name.strip_prefix("__").is_some_and(digits),
    }
}

/// `text` with each template argument `&name(parameters)` (how the demangler spells a
/// function's address) written `&name`.
fn without_address_parameters(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while let Some(c) = text[i..].chars().next() {
        out.push(c);
        i += c.len_utf8();
        if c != '&' || !(out.ends_with("<&") || out.ends_with(", &")) {
            continue;
        }
        // The name and a function template's arguments, then its parenthesized parameters,
        // dropped (`&f<float>(float const*)` is `&f<float>`).
        let name_len = text[i..]
            .find(|c: char| !(c == '_' || c == ':' || c.is_ascii_alphanumeric()))
            .unwrap_or(text.len() - i);
        out.push_str(&text[i..i + name_len]);
        i += name_len;
        if text[i..].starts_with('<') {
            // Written the same way within (`&copy<&deq(void const*), 32>`).
            let arguments = balanced(&text[i..], '<', '>');
            out.push_str(&without_address_parameters(&text[i..i + arguments]));
            i += arguments;
        }
        if text[i..].starts_with('(') {
            i += balanced(&text[i..], '(', ')');
        }
    }
    out
}

/// The length of `text`'s leading `open`...`close` group, nested ones within it; all of `text`
/// where it is not closed.
fn balanced(text: &str, open: char, close: char) -> usize {
    let mut depth = 0;
    for (k, ch) in text.char_indices() {
        depth += (ch == open) as i32 - (ch == close) as i32;
        if depth == 0 {
            return k + ch.len_utf8();
        }
    }
    text.len()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_demangled_instance_is_written_as_the_file_writes_it() {
        for (demangled, written) in [
            (
                "ns::k<256, blk, &_INTERNAL_4f9454e0_19_moe_wrapper_cu_2c4098ac::dot(void const*, \
                 int const&)>",
                "ns::k<256, blk, &dot>",
            ),
            ("(anonymous namespace)::k<float>", "k<float>"),
            ("k<my_INTERNAL_x>", "k<my_INTERNAL_x>"),
            (
                "take<cub::_V_300500_SM_750_900::KeyValuePair<int, float>, \
                 cuda::std::__4::plus<void>, cuda::_SM_800::x, v1::__4::y, _V_1_SM_2::z>",
                "take<cub::KeyValuePair<int, float>, cuda::std::plus<void>, cuda::x, v1::y, \
                 _V_1_SM_2::z>",
            ),
            ("ns::_V_2::k<ns::__x::t>", "ns::_V_2::k<ns::__x::t>"),
            ("k<é::__4::t>", "k<é::t>"),
            // A function template's address, nested ones, a global one, and an empty pack.
            (
                "k<float, &ns::deq<float>(void const*, long, float*), 32>",
                "k<float, &ns::deq<float>, 32>",
            ),
            (
                "k<&copy<&deq(void const*, float2&), 32>(char const*), 32>",
                "k<&copy<&deq, 32>, 32>",
            ),
            ("k<&::op, 1>", "k<&::op, 1>"),
            (
                "k<&op(float, float), __half, float, >",
                "k<&op, __half, float>",
            ),
        ] {
            assert_eq!(super::as_written(demangled), written);
        }
        // A null pointer to a nested name's `const` (cpp_demangle writes the `const` inside).
        let symbol = "_Z1kI1pIN1a2f2ENS2_1mELPKS3_0EEEvPT_";
        assert_eq!(
            super::written(symbol).unwrap(),
            "k<p<a::f2, a::f2::m, (a::f2::m const*)0> >"
        );
        // A pointer to a template parameter's member type (cpp_demangle writes the `*` inside).
        let symbol = "_ZN2ns4castINS_6TraitsIfEELi0EEEvPNT_5ITypeEi";
        assert_eq!(
            super::written_with_parameters(symbol).unwrap(),
            "ns::cast<ns::Traits<float>, 0>(ns::Traits<float>::IType*, int)"
        );
        let empty_pack = super::written("_Z1kIXadL_Z2opffEEfJEEvPT0_").unwrap();
        assert_eq!(empty_pack, "k<&op, float>");
    }
}
