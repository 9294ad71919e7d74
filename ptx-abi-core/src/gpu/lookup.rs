//! A kernel found by the name its source gives it (feature `cudarc`): `scale`, `sim::step`,
//! `scale<float, 128>`, rather than the symbol the compiler wrote (`_Z5scaleIfLi128EEvPT_S0_y`),
//! which is what `cuModuleGetFunction` (cudarc's `load_function`) takes.
//!
//! The symbols come from the image the module was loaded from: a PTX module's `.entry`
//! directives ([`entry_symbols`]), or a cubin's kernels (`ptx_abi_build::cubin::Cubin::kernels`).
//! Each is demangled (Itanium C++ ABI, as NVRTC and nvcc mangle: `cpp_demangle`) and matched
//! on its qualified name, with or without template arguments, or on its last component.

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;

use cudarc::driver::{CudaContext, CudaModule};

use super::checked_launch::{CheckedFunction, ParamsError};

/// The `.entry` symbols of a PTX module, in its order, each once (a kernel may be declared
/// before it is defined).
pub fn entry_symbols(ptx: &str) -> Vec<&str> {
    let mut seen = Vec::new();
    let entries = ptx.lines().filter_map(|line| {
        let line = line.trim_start();
        // `.entry name(` or `.visible .entry name(`, `.weak .entry`; comments are not entries.
        let at = line.find(".entry ")?;
        if line[..at].contains("//") {
            return None;
        }
        let rest = line[at + ".entry ".len()..].trim_start();
        let end = rest
            .find(|c: char| c == '(' || c.is_whitespace())
            .unwrap_or(rest.len());
        (end > 0).then(|| &rest[..end])
    });
    for entry in entries {
        if !seen.contains(&entry) {
            seen.push(entry);
        }
    }
    seen
}

/// The symbol among `symbols` of the kernel the source calls `name`: `scale` (every
/// instantiation and overload of that name, in any namespace), `sim::step` (qualified), or
/// `scale<float, 128>` (one instantiation; spaces as the demangler writes them, after commas).
/// `extern "C"` kernels are their symbols.
pub fn find_kernel<'a>(
    symbols: impl IntoIterator<Item = &'a str>,
    name: &str,
) -> Result<&'a str, KernelLookupError> {
    let symbols: Vec<&str> = symbols.into_iter().collect();
    if let Some(exact) = symbols.iter().find(|s| **s == name) {
        return Ok(exact);
    }
    let wanted: String = name.split_whitespace().collect();
    let found: Vec<(&str, String)> = symbols
        .iter()
        .filter_map(|s| Some((*s, demangled(s)?)))
        .filter(|(_, d)| names_of(d).contains(&wanted))
        .collect();
    match found.as_slice() {
        [(symbol, _)] => Ok(symbol),
        [] => Err(KernelLookupError::NotFound {
            name: name.to_owned(),
            kernels: symbols
                .iter()
                .map(|s| demangled(s).unwrap_or_else(|| (*s).to_owned()))
                .collect(),
        }),
        _ => Err(KernelLookupError::Ambiguous {
            name: name.to_owned(),
            candidates: found
                .into_iter()
                .map(|(s, d)| format!("{d} ({s})"))
                .collect(),
        }),
    }
}

/// `symbol` demangled, where it is a C++ symbol: its qualified name with template arguments,
/// without the return type and the parameters, which the name lookup does not use (and which
/// cpp_demangle 0.5.1 writes or leaves out by default, measured: natively it writes them,
/// under Miri it does not).
fn demangled(symbol: &str) -> Option<String> {
    let parsed = cpp_demangle::Symbol::new(symbol).ok()?;
    let options = cpp_demangle::DemangleOptions::new()
        .no_params()
        .no_return_type();
    parsed.demangle_with_options(&options).ok()
}

/// The names a demangled kernel answers to ([`demangled`]: no return type, no parameters),
/// spaces removed: its qualified name with template arguments, without them, and its last
/// component with and without them. `scale<float, 128>` gives `scale<float,128>` and `scale`;
/// `sim::step` gives `sim::step` and `step`. A kernel in an anonymous namespace answers to the
/// names it has without it.
fn names_of(demangled: &str) -> Vec<String> {
    let qualified: String = demangled
        .replace("(anonymous namespace)::", "")
        .split_whitespace()
        .collect();
    let without_args = strip_template_args(&qualified);
    let mut names = vec![
        last_component(&qualified),
        last_component(&without_args),
        without_args,
        qualified,
    ];
    names.sort();
    names.dedup();
    names
}

/// What follows the last `::` outside template arguments (`sim::step` is `step`).
fn last_component(s: &str) -> String {
    let b = s.as_bytes();
    let mut depth = 0i32;
    let mut start = 0;
    for i in 0..b.len() {
        match b[i] {
            b'<' => depth += 1,
            b'>' => depth -= 1,
            b':' if depth == 0 && b.get(i + 1) == Some(&b':') => start = i + 2,
            _ => {}
        }
    }
    s[start..].to_owned()
}

/// `s` less its trailing template argument list (`scale<float, 128>` is `scale`).
fn strip_template_args(s: &str) -> String {
    if !s.ends_with('>') {
        return s.to_owned();
    }
    let mut depth = 0i32;
    for (i, c) in s.char_indices().rev() {
        match c {
            '>' => depth += 1,
            '<' => {
                depth -= 1;
                if depth == 0 {
                    return s[..i].to_owned();
                }
            }
            _ => {}
        }
    }
    s.to_owned()
}

/// Why no one kernel answers to a name.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum KernelLookupError {
    /// No kernel of the image has that name.
    NotFound {
        /// The name asked for.
        name: String,
        /// The image's kernels, demangled.
        kernels: Vec<String>,
    },
    /// Several do (overloads, instantiations, namespaces): name one of them.
    Ambiguous {
        /// The name asked for.
        name: String,
        /// Each candidate, demangled, with its symbol.
        candidates: Vec<String>,
    },
}

impl fmt::Display for KernelLookupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KernelLookupError::NotFound { name, kernels } => write!(
                f,
                "no kernel named `{name}`; the image's kernels: {}",
                kernels.join("; ")
            ),
            KernelLookupError::Ambiguous { name, candidates } => write!(
                f,
                "`{name}` names {} kernels, name one of them: {}",
                candidates.len(),
                candidates.join("; ")
            ),
        }
    }
}

impl core::error::Error for KernelLookupError {}

impl CheckedFunction {
    /// The kernel the source calls `name` ([`find_kernel`] among `symbols`: the
    /// [`entry_symbols`] of the PTX `module` was loaded from, or its cubin's kernels), loaded
    /// from `module` and with its parameters learnt as [`CheckedFunction::new`] does.
    pub fn find<'a>(
        context: &CudaContext,
        module: &alloc::sync::Arc<CudaModule>,
        symbols: impl IntoIterator<Item = &'a str>,
        name: &str,
    ) -> Result<CheckedFunction, ParamsError> {
        let symbol = find_kernel(symbols, name).map_err(ParamsError::Lookup)?;
        let function = module
            .load_function(symbol)
            .map_err(|error| ParamsError::Driver {
                kernel: name.to_owned(),
                error,
            })?;
        CheckedFunction::new(context, function, name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `.entry` and `.globl` lines, in order, of the PTX NVRTC 13.5 wrote for this file
    /// (`nvrtcCompileProgram`, `--gpu-architecture=compute_75`), each followed in the PTX by
    /// its parameters and body; the first is a declaration (no parameter list).
    ///
    /// ```text
    /// namespace sim { struct P { float x; }; __global__ void step(P *p, int n) {} }
    /// extern "C" __global__ void kinetic_energy(float *e) {}
    /// template <typename T, int B> __global__ void scale(T *d, T f, unsigned long long n) {}
    /// template __global__ void scale<float, 128>(float *, float, unsigned long long);
    /// [[maybe_unused]] static constexpr auto i1 = &scale<double, 64>;
    /// namespace { __global__ void anon_k(int *x) {} }
    /// __global__ void fill(float *p) {}
    /// __global__ void fill(int *p) {}
    /// ```
    const PTX: &str = "\
.weak .entry _Z5scaleIdLi64EEvPT_S0_y
;
.weak .entry _Z5scaleIdLi64EEvPT_S0_y(
)
\t// .globl\tkinetic_energy
.visible .entry kinetic_energy(
)
.weak .entry _Z5scaleIfLi128EEvPT_S0_y(
)
\t// .globl\t_Z4fillPf
.visible .entry _Z4fillPf(
)
\t// .globl\t_Z4fillPi
.visible .entry _Z4fillPi(
)
\t// .globl\t_ZN3sim4stepEPNS_1PEi
.visible .entry _ZN3sim4stepEPNS_1PEi(
)
.entry _ZN39_GLOBAL__N__00000000_7_look_cu_20cac8ad6anon_kEPi(
)
";

    #[test]
    fn entries_are_read_from_ptx() {
        assert_eq!(
            entry_symbols(PTX),
            [
                "_Z5scaleIdLi64EEvPT_S0_y",
                "kinetic_energy",
                "_Z5scaleIfLi128EEvPT_S0_y",
                "_Z4fillPf",
                "_Z4fillPi",
                "_ZN3sim4stepEPNS_1PEi",
                "_ZN39_GLOBAL__N__00000000_7_look_cu_20cac8ad6anon_kEPi",
            ]
        );
    }

    #[test]
    fn kernels_are_found_by_their_source_names() {
        let find = |name: &str| find_kernel(entry_symbols(PTX), name);
        let step = "_ZN3sim4stepEPNS_1PEi";
        assert_eq!(find("sim::step"), Ok(step));
        assert_eq!(find("step"), Ok(step));
        assert_eq!(find("kinetic_energy"), Ok("kinetic_energy"));
        assert_eq!(find("scale<float, 128>"), Ok("_Z5scaleIfLi128EEvPT_S0_y"));
        assert_eq!(find("scale<double,64>"), Ok("_Z5scaleIdLi64EEvPT_S0_y"));
        assert_eq!(
            find("anon_k"),
            Ok("_ZN39_GLOBAL__N__00000000_7_look_cu_20cac8ad6anon_kEPi")
        );
        let Err(KernelLookupError::Ambiguous { candidates, .. }) = find("scale") else {
            panic!("two instantiations of scale");
        };
        assert_eq!(
            candidates,
            [
                "scale<double, 64> (_Z5scaleIdLi64EEvPT_S0_y)",
                "scale<float, 128> (_Z5scaleIfLi128EEvPT_S0_y)",
            ]
        );
        let overloads = find("fill").unwrap_err().to_string();
        assert!(
            overloads.starts_with(
                "`fill` names 2 kernels, name one of them: fill (_Z4fillPf); fill (_Z4fillPi)"
            ),
            "{overloads}"
        );
        let missing = find("stepp").unwrap_err().to_string();
        assert!(
            missing.starts_with(
                "no kernel named `stepp`; the image's kernels: scale<double, 64>; kinetic_energy"
            ),
            "{missing}"
        );
    }
}
