//! Which kernels of a file a build declares: the names asked for (`kernels`) and left out
//! (`skip`), applied before anything is refused; the kernels refused alone (a parameter type
//! ptx-abi cannot express, a type the importer refuses), which the build reports as warnings or,
//! with `strict`, as errors; and each kernel's symbol as the compiler wrote it into the images.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use ptx_abi_core::kernel::{ParamDifference, ParamLayout, ParamLimit};
use ptx_abi_core::layout::{CudaVersion, Layout};

use super::{error, CuBuild, CuError, CuErrorKind, Toolchain};
use crate::cubin::{self, Declared, Image};
use crate::import::kernels::{CuSource, Kernel, RefusedKernel};
use crate::import::{CxxType, Skipped};

/// Adds to `source` (read for the newest architecture built) what `other` (the same file read
/// with `__CUDA_ARCH__` for `sm`) declares and it does not: kernels for older architectures
/// only, the types they take, the files read. A kernel of a name `source` has, declared
/// differently for `sm` (another symbol), is refused: one launcher per name.
pub(super) fn merge_arch_read(source: &mut CuSource, other: CuSource, sm: u32) {
    for k in other.kernels {
        if source.kernels.iter().any(|s| s.symbol == k.symbol) {
            continue;
        }
        let same_name = source.kernels.iter().find(|s| s.rust_name == k.rust_name);
        if let Some(newer) = same_name {
            let reason = format!(
                "declared differently for sm_{sm} (symbol `{}`) than for the newest \
                 architecture (`{}`): one launcher per name; a checked launch by its symbol \
                 reaches it",
                k.symbol, newer.symbol
            );
            source.refused.push(RefusedKernel {
                cpp_name: k.cpp_name,
                rust_name: k.rust_name,
                file: k.file,
                line: k.line,
                reason,
                defined: k.defined,
                symbol: Some(k.symbol),
            });
            continue;
        }
        source.kernels.push(k);
    }
    for r in other.refused {
        let known = |name: &str| name == r.cpp_name || name == r.rust_name;
        let kernels = source.kernels.iter().map(|k| k.cpp_name.as_str());
        if !kernels
            .chain(source.refused.iter().map(|k| k.cpp_name.as_str()))
            .any(known)
        {
            source.refused.push(r);
        }
    }
    for (name, origin) in other.types {
        source.types.entry(name).or_insert(origin);
    }
    for f in other.files_read {
        if !source.files_read.contains(&f) {
            source.files_read.push(f);
        }
    }
    for t in other.header_templates {
        if !source.header_templates.contains(&t) {
            source.header_templates.push(t);
        }
    }
    // Repeats cost nothing: only the names of the types are used.
    source.template_params.extend(other.template_params);
}

impl CuBuild {
    /// Keeps the kernels of `source` (declared and refused) that `kernels` and `skip` select:
    /// the instantiations asked for (`asked`, their C++ expressions) always, else those named
    /// in `kernels` (all when it is empty), less those named in `skip`. Then the types the kept
    /// kernels take, and no others.
    pub(super) fn select(&self, source: &mut CuSource, asked: &[&str]) {
        let named =
            |list: &[String], cpp: &str, rust: &str| list.iter().any(|n| n == cpp || n == rust);
        let wanted = |cpp: &str, rust: &str| {
            (asked.contains(&cpp) || self.only.is_empty() || named(&self.only, cpp, rust))
                && !named(&self.skip, cpp, rust)
        };
        source.kernels.retain(|k| wanted(&k.cpp_name, &k.rust_name));
        source.refused.retain(|k| wanted(&k.cpp_name, &k.rust_name));
        let kept = source
            .kernels
            .iter()
            .map(|k| k.params.iter().map(|p| &p.ty));
        // A template's instances found in the images are declared only without `kernels`.
        let templates = (source.template_params.iter())
            .filter(|(cpp, rust, _)| self.only.is_empty() && wanted(cpp, rust))
            .map(|(_, _, types)| types.iter());
        let used: BTreeSet<String> = (kept.flatten())
            .chain(templates.flatten())
            .flat_map(|ty| named_types(ty, true))
            .collect();
        source.types.retain(|name, _| used.contains(name));
    }

    /// Errors for the names given to `kernels` and `skip` that no file declares (`declared`: the
    /// C++ and Rust names of every kernel read, before [`CuBuild::select`]), and for each kernel
    /// named in `kernels` that is refused (it was asked for by name), or every refused kernel
    /// with `strict`.
    pub(super) fn check_selection(
        &self,
        sources: &[(std::path::PathBuf, CuSource)],
        declared: &BTreeSet<String>,
    ) -> Vec<CuError> {
        let declares = |name: &str| declared.contains(name);
        let mut errors = Vec::new();
        for (option, names) in [("kernels", &self.only), ("skip", &self.skip)] {
            for name in names.iter().filter(|n| !declares(n)) {
                errors.push(error(
                    CuErrorKind::Usage,
                    None,
                    0,
                    format!("`{option}(&[\"{name}\", ...])`: no file declares a __global__ function of that name"),
                ));
            }
        }
        // A kernel a file only declares is decided once every file is built.
        let refused = (sources.iter().flat_map(|(_, s)| &s.refused)).filter(|k| k.defined);
        errors.extend(self.refusal_errors(refused));
        errors
    }

    /// The errors `strict`, or a kernel asked for by name, makes of `refused`.
    pub(super) fn refusal_errors<'k>(
        &self,
        refused: impl IntoIterator<Item = &'k RefusedKernel>,
    ) -> Vec<CuError> {
        let asked =
            |k: &RefusedKernel| (self.only.iter()).any(|n| *n == k.cpp_name || *n == k.rust_name);
        (refused.into_iter())
            .filter(|k| self.strict || asked(k))
            .map(refusal_error)
            .collect()
    }
}

/// A refused kernel as the error `strict` (or asking for it by name) makes it.
pub(super) fn refusal_error(k: &RefusedKernel) -> CuError {
    error(
        CuErrorKind::Import,
        Some(&k.file),
        k.line,
        format!("kernel `{}` cannot be declared: {}", k.cpp_name, k.reason),
    )
}

/// The named types (records, unions, enums, typedefs) `ty` takes by value (itself, or as an
/// array's elements) and, with `through_pointers`, behind pointers.
pub(super) fn named_types(ty: &CxxType, through_pointers: bool) -> Vec<String> {
    match ty {
        CxxType::Named(name) => vec![name.clone()],
        CxxType::Array(inner, _) => named_types(inner, through_pointers),
        CxxType::Pointer(Some(inner)) if through_pointers => named_types(inner, true),
        _ => Vec::new(),
    }
}

/// Makes untyped the outermost pointer in `ty` to a type of `skipped` (`Shape **` becomes a
/// pointer to untyped pointers), returning that type: the kernel only passes the address.
fn untype_pointers<'s>(ty: &mut CxxType, skipped: &'s [Skipped]) -> Option<&'s Skipped> {
    match ty {
        CxxType::Pointer(Some(inner)) => {
            let names = named_types(inner, false);
            match skipped.iter().find(|s| names.contains(&s.name)) {
                Some(s) => {
                    *ty = CxxType::Pointer(None);
                    Some(s)
                }
                None => untype_pointers(inner, skipped),
            }
        }
        CxxType::Array(inner, _) => untype_pointers(inner, skipped),
        _ => None,
    }
}

/// Moves the kernels of `source` that take a type the importer skipped (`skipped`) by value to
/// its refused kernels, each saying which parameter and why. A pointer to such a type is an
/// address the host only passes (a class with virtual functions, whose objects device code
/// makes): it is declared untyped, and the launcher's documentation says why.
pub(super) fn refuse_users_of(source: &mut CuSource, skipped: &[Skipped]) {
    let mut kept = Vec::new();
    for mut k in std::mem::take(&mut source.kernels) {
        let bad = k.params.iter().find_map(|p| {
            let names = named_types(&p.ty, false);
            skipped
                .iter()
                .find(|s| names.contains(&s.name))
                .map(|s| (p, s))
        });
        if let Some((p, s)) = bad {
            source.refused.push(RefusedKernel {
                reason: format!(
                    "parameter `{}`: its type `{}` cannot be imported ({}:{}: {})",
                    p.name, s.name, s.error.file, s.error.line, s.error.message
                ),
                cpp_name: k.cpp_name,
                rust_name: k.rust_name,
                file: k.file,
                line: k.line,
                defined: k.defined,
                symbol: Some(k.symbol),
            });
            continue;
        }
        for p in &mut k.params {
            if let Some(s) = untype_pointers(&mut p.ty, skipped) {
                let note = format!(
                    "`{}` points to `{}`, which cannot be imported ({}:{}: {}): an untyped \
                     pointer here.",
                    p.name, s.name, s.error.file, s.error.line, s.error.message
                );
                source.notes.entry(k.symbol.clone()).or_default().push(note);
            }
        }
        kept.push(k);
    }
    source.kernels = kept;
}

/// The kernels of `kernels` that some of the images hold and others do not (inside an
/// `#if __CUDA_ARCH__ >= ...`), each with the images that hold it (`sm_90`, `compute_90`).
pub(super) fn only_in_some(symbols: &ImageSymbols, kernels: &[Kernel]) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for k in kernels {
        let holding: Vec<&str> = symbols
            .per_image
            .iter()
            .filter(|(_, held)| held.contains(&k.symbol))
            .map(|(label, _)| label.as_str())
            .collect();
        if !holding.is_empty() && holding.len() < symbols.per_image.len() {
            out.insert(k.symbol.clone(), holding.join(", "));
        }
    }
    out
}

/// The kernel symbols of a file's images: of each (labelled `sm_90`, `compute_90`), and of all.
pub(super) struct ImageSymbols {
    pub(super) per_image: Vec<(String, BTreeSet<String>)>,
    pub(super) all: BTreeSet<String>,
}

impl ImageSymbols {
    /// Reads each image's kernels once: the cubins' functions and the PTX `.entry` names.
    pub(super) fn of(images: &[Image]) -> ImageSymbols {
        let per_image: Vec<(String, BTreeSet<String>)> = images
            .iter()
            .map(|image| match image {
                Image::Cubin(cubin) => (
                    format!("sm_{}", cubin.sm),
                    cubin.kernels.iter().map(|k| k.name.clone()).collect(),
                ),
                Image::Ptx { sm, text } => (
                    format!("compute_{sm}"),
                    Declared::from_ptx(text)
                        .map(|entries| entries.into_iter().map(|d| d.symbol).collect())
                        .unwrap_or_default(),
                ),
            })
            .collect();
        let all = per_image
            .iter()
            .flat_map(|(_, s)| s.iter().cloned())
            .collect();
        ImageSymbols { per_image, all }
    }
}

/// The symbol the compiler gave `kernel`, among `symbols` (the images'): libclang's mangled name
/// where the images hold it; else, for internal linkage, what NVRTC and nvcc write instead
/// (measured with NVRTC 13.5 and nvcc 13.5): a `static` kernel has no `L` (`_ZL8reduce_sPf` is
/// `_Z8reduce_sPf`), and an
/// anonymous namespace, `12_GLOBAL__N_1` to libclang, is a name of the compiler's own that
/// begins `_GLOBAL__N__` (`37_GLOBAL__N__00000000_5_st_cu_f33116e7`, with a hash of the file that
/// differs between the two). `None` when no symbol matches (a template the file does not
/// instantiate).
pub(super) fn compiled_symbol(kernel: &Kernel, symbols: &BTreeSet<String>) -> Option<String> {
    if kernel.extern_c || symbols.contains(&kernel.symbol) {
        return Some(kernel.symbol.clone());
    }
    // The `L` that marks internal linkage precedes the function's source name (`_ZL8reduce_sPf`,
    // `_ZN5outerL1fEv`); an `L` followed by a digit may also be part of an identifier
    // (`6L2norm`), so each one is tried, and only a symbol the images hold is taken. nvcc drops
    // a kernel's own mark, and names a `static` function a template argument takes in a scope
    // of its own (`L3one` is `N43_INTERNAL_<hash>_<file>3oneE`), matched as an anonymous
    // namespace is.
    let symbol = &kernel.symbol;
    let marks: Vec<(usize, usize)> = symbol
        .char_indices()
        .filter(|&(i, c)| c == 'L' && symbol[i + 1..].starts_with(|d: char| d.is_ascii_digit()))
        .filter_map(|(i, _)| {
            let digits = symbol[i + 1..].len()
                - symbol[i + 1..]
                    .trim_start_matches(|d: char| d.is_ascii_digit())
                    .len();
            let len: usize = symbol[i + 1..i + 1 + digits].parse().ok()?;
            let end = i + 1 + digits + len;
            (end <= symbol.len()).then_some((i, end))
        })
        .collect();
    // Each mark kept, dropped or made a scope; past four marks, only each dropped alone.
    let mut candidates = vec![symbol.clone()];
    if marks.len() <= 4 {
        for choice in 1..3usize.pow(marks.len() as u32) {
            let mut candidate = symbol.clone();
            let mut c = choice;
            let picks: Vec<usize> = marks
                .iter()
                .map(|_| {
                    let pick = c % 3;
                    c /= 3;
                    pick
                })
                .collect();
            for (&(at, end), pick) in marks.iter().zip(picks).rev() {
                match pick {
                    1 => candidate.replace_range(at..at + 1, ""),
                    2 => {
                        let name = symbol[at + 1..end].to_owned();
                        candidate.replace_range(at..end, &format!("N{ANONYMOUS}{name}E"));
                    }
                    _ => {}
                }
            }
            candidates.push(candidate);
        }
    } else {
        candidates.extend(
            marks
                .iter()
                .map(|&(i, _)| format!("{}{}", &symbol[..i], &symbol[i + 1..])),
        );
    }
    for candidate in candidates {
        let parts: Vec<&str> = candidate.split(ANONYMOUS).collect();
        if let Some(found) = symbols.iter().find(|s| matches_with_anonymous(s, &parts)) {
            return Some(found.clone());
        }
    }
    // An instance found in the images is named by its symbol demangled: where the mangling
    // differs past the name (nvcc's scope around a `static` function shifts the substitutions
    // that follow it), the symbol that demangles to it. Not a kernel that is no instance: its
    // name alone is also its overloads' (`k(float *, int)` beside `k(float *, int, int)`).
    if !kernel.cpp_name.contains('<') {
        return None;
    }
    let template = kernel.cpp_name.split('<').next()?.rsplit("::").next()?;
    let source_name = format!("{}{template}", template.len());
    symbols
        .iter()
        .filter(|s| s.contains(&source_name))
        .find(|s| {
            let name = Some(kernel.cpp_name.as_str());
            super::instances::written(s).as_deref() == name
                || super::instances::written_with_parameters(s).as_deref() == name
        })
        .cloned()
}

/// libclang's mangling of an anonymous namespace.
const ANONYMOUS: &str = "12_GLOBAL__N_1";

/// Whether `symbol` is `parts` joined by anonymous namespaces as the compiler names them: each
/// a length-prefixed source name that begins `_GLOBAL__N__` (or nvcc's `_INTERNAL_`).
fn matches_with_anonymous(symbol: &str, parts: &[&str]) -> bool {
    let Some((first, rest)) = parts.split_first() else {
        return symbol.is_empty();
    };
    let Some(mut tail) = symbol.strip_prefix(first) else {
        return false;
    };
    if rest.is_empty() {
        return tail.is_empty();
    }
    let digits = tail.len() - tail.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let Ok(len) = tail[..digits].parse::<usize>() else {
        return false;
    };
    tail = &tail[digits..];
    match tail.get(..len) {
        Some(name) if name.starts_with("_GLOBAL__N__") || name.starts_with("_INTERNAL_") => {
            matches_with_anonymous(&tail[len..], rest)
        }
        _ => false,
    }
}

/// `ptx` with its file's anonymous namespace named as in `first` (set from the first PTX given).
/// NVRTC names a file's anonymous namespace with a hash that changes from one compilation to
/// the next (measured with NVRTC 13.5: one program compiled three times a second apart in one
/// process gave `..._cu_7d454d44_15518`, `..._cu_d32ddcd5_15518`, `..._cu_5dc7bbef_15518`), and
/// a file is compiled once per architecture: without this, its images would name one kernel
/// differently. The name is internal to the module, so renaming it in every use keeps the PTX
/// what the compiler meant. nvcc names it once per file (cudafe++ runs once for every
/// architecture).
pub(super) fn same_anonymous_namespace(ptx: String, first: &mut Option<String>) -> String {
    let Some(found) = anonymous_namespace(&ptx) else {
        return ptx;
    };
    match first {
        None => {
            *first = Some(found.to_owned());
            ptx
        }
        Some(name) if name.as_str() == found => ptx,
        Some(name) => {
            let found = found.to_owned();
            ptx.replace(&found, name)
        }
    }
}

/// The first anonymous namespace's name in `text` as a mangled name holds it, length prefix
/// included (`51_GLOBAL__N__00000000_12_x_wrapper_cu_2ed424a0_15421`).
fn anonymous_namespace(text: &str) -> Option<&str> {
    const MARK: &str = "_GLOBAL__N__";
    let mut from = 0;
    while let Some(at) = text[from..].find(MARK).map(|i| from + i) {
        let digits = text[..at].len()
            - text[..at]
                .trim_end_matches(|c: char| c.is_ascii_digit())
                .len();
        let start = at - digits;
        if let Ok(len) = text[start..at].parse::<usize>() {
            if let Some(name) = text.get(at..at + len) {
                return Some(&text[start..at + name.len()]);
            }
        }
        from = at + MARK.len();
    }
    None
}

/// The C++ and Rust names of every kernel of `source`, declared or refused.
pub(super) fn kernel_names(source: &CuSource) -> impl Iterator<Item = String> + '_ {
    let declared = source.kernels.iter().map(|k| (&k.cpp_name, &k.rust_name));
    let refused = source.refused.iter().map(|k| (&k.cpp_name, &k.rust_name));
    declared
        .chain(refused)
        .flat_map(|(cpp, rust)| [cpp.clone(), rust.clone()])
}

/// Step 4 for one file: its kernels as compiled into `read` (each under the symbol the compiler
/// wrote: internal linkage is mangled otherwise than libclang does; `CUtensorMap` as the
/// compiler's CUDA version aligns it, 64 for 12.x and 128 for 13.x, ABI.md), and the images
/// checked against them; each disagreement becomes an error in `errors` at the kernel's line.
/// Also the symbols of the kernels whose parameter blocks exceed 4,096 bytes: the compiler
/// built them (CUDA 12.1 or newer, for Volta or newer), so their launchers take up to 32,764
/// (`#[ptx(large_params)]`, ABI.md §7).
pub(super) fn checked_kernels(
    toolchain: &Toolchain,
    (file, source): (&Path, &mut CuSource),
    (read, symbols): (&[Image], &BTreeSet<String>),
    layout_of: &dyn Fn(&str) -> Option<&'static Layout>,
    found_earlier: &BTreeSet<(String, String)>,
    errors: &mut Vec<CuError>,
) -> (Vec<Kernel>, cubin::CubinReport, BTreeSet<String>) {
    let mut kernels: Vec<Kernel> = source
        .kernels
        .iter()
        .cloned()
        .map(|mut k| {
            if let Some(compiled) = compiled_symbol(&k, symbols) {
                k.symbol = compiled;
            }
            for p in &mut k.params {
                p.ty = tensor_map_of(&p.ty, toolchain.cuda());
            }
            k
        })
        .collect();
    let mut declared = Vec::new();
    for k in &kernels {
        let mut params = Vec::new();
        for p in &k.params {
            let (size, align) = size_align(&p.ty, layout_of).unwrap_or_else(|| {
                errors.push(error(
                    CuErrorKind::Import,
                    Some(&k.file),
                    k.line,
                    format!(
                        "kernel `{}`, parameter `{}`: its type was not imported",
                        k.cpp_name, p.name
                    ),
                ));
                (0, 1)
            });
            params.push((p.name.clone(), size, align));
        }
        declared.push(Declared {
            symbol: k.symbol.clone(),
            params,
        });
    }
    let classic = ParamLimit::Classic.bytes();
    let large = declared
        .iter()
        .filter(|d| d.block_size(ParamLayout::Natural) > classic)
        .map(|d| d.symbol.clone())
        .collect();
    let checked = cubin::check_images(&declared, read);
    for d in &checked.mismatches {
        let symbol = &d.mismatch.kernel;
        let kernel = kernels.iter().find(|k| &k.symbol == symbol);
        let (kfile, line, name) = kernel.map_or((file.to_path_buf(), 0, symbol.clone()), |k| {
            (k.file.clone(), k.line, k.cpp_name.clone())
        });
        if let ParamDifference::Unobserved(_) = d.mismatch.what {
            // A kernel no image holds (inside an `#if` the compiler's macros leave out for
            // every architecture built) costs only itself.
            let Some(at) = kernels.iter().position(|k| &k.symbol == symbol) else {
                continue;
            };
            let k = kernels.remove(at);
            if found_earlier.contains(&(k.cpp_name.clone(), k.rust_name.clone())) {
                continue;
            }
            let why = if k.defined {
                "inside an `#if` the compiler's macros leave out for every architecture built \
                 (`__CUDA_ARCH__` is each image's)"
            } else {
                "the file declares it but does not define it, nor does any other file of the \
                 build"
            };
            source.refused.push(RefusedKernel {
                reason: format!("in no compiled image (symbol `{symbol}`): {why}"),
                cpp_name: k.cpp_name,
                rust_name: k.rust_name,
                file: k.file,
                line: k.line,
                defined: k.defined,
                symbol: Some(k.symbol),
            });
            continue;
        }
        let message = format!(
            "kernel `{name}`, {} image: {}",
            d.image,
            d.mismatch.detail()
        );
        errors.push(error(CuErrorKind::Mismatch, Some(&kfile), line, message));
    }
    (kernels, checked, large)
}

/// `ty` with `CUtensorMap` as `cuda` declares it.
fn tensor_map_of(ty: &CxxType, cuda: CudaVersion) -> CxxType {
    match ty {
        CxxType::Cuda { rust, .. }
            if rust == "handles::CuTensorMap" && cuda == CudaVersion::Cuda12 =>
        {
            CxxType::Cuda {
                rust: "handles::CuTensorMapCuda12".to_owned(),
                layout: &<ptx_abi_core::handles::CuTensorMapCuda12 as ptx_abi_core::PtxAbi>::LAYOUT,
            }
        }
        CxxType::Pointer(Some(inner)) => {
            CxxType::Pointer(Some(Box::new(tensor_map_of(inner, cuda))))
        }
        other => other.clone(),
    }
}

/// `(size, align)` of a parameter's type.
fn size_align(
    ty: &CxxType,
    layout_of: &dyn Fn(&str) -> Option<&'static Layout>,
) -> Option<(usize, usize)> {
    match ty {
        CxxType::Scalar(s) => Some((s.size(), s.size())),
        CxxType::Cuda { layout, .. } => Some((layout.size, layout.align)),
        CxxType::Named(name) => layout_of(name).map(|l| (l.size, l.align)),
        CxxType::Pointer(_) => Some((8, 8)),
        CxxType::Array(..) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kernel(symbol: &str) -> Kernel {
        Kernel {
            cpp_name: String::new(),
            rust_name: String::new(),
            extern_c: false,
            symbol: symbol.to_owned(),
            file: Default::default(),
            line: 0,
            params: Vec::new(),
            defined: true,
        }
    }

    /// Two compilations of one file by NVRTC 13.5, for compute_75 and compute_90 a second
    /// apart (their PTX's `.entry` lines): the second takes the first's anonymous namespace.
    #[test]
    fn every_image_of_a_file_names_its_anonymous_namespace_alike() {
        let a = ".entry _ZN51_GLOBAL__N__00000000_12_x_wrapper_cu_7d454d44_155186anon_kEPi(\n\
                 .param .u64 _ZN51_GLOBAL__N__00000000_12_x_wrapper_cu_7d454d44_155186anon_kEPi_param_0";
        let b = a.replace("7d454d44", "d32ddcd5");
        let mut first = None;
        assert_eq!(same_anonymous_namespace(a.to_owned(), &mut first), a);
        assert_eq!(
            first.as_deref(),
            Some("51_GLOBAL__N__00000000_12_x_wrapper_cu_7d454d44_15518")
        );
        assert_eq!(same_anonymous_namespace(b, &mut first), a);
        let plain = ".entry _Z8reduce_sPf(";
        assert_eq!(
            same_anonymous_namespace(plain.to_owned(), &mut first),
            plain
        );
    }

    /// The symbols NVRTC 13.5 and nvcc 13.5 wrote for `static` kernels and kernels in
    /// anonymous namespaces of `st.cu` (their PTX's `.entry` lines), against libclang's.
    #[test]
    fn internal_linkage_symbols_are_found_as_the_compilers_write_them() {
        let nvrtc: BTreeSet<String> = [
            "_Z8reduce_sPf",
            "_Z8reduce_tIfEvPT_",
            "_ZN37_GLOBAL__N__00000000_5_st_cu_f33116e76anon_kEPi",
            "_ZN5outer37_GLOBAL__N__00000000_5_st_cu_f33116e710anon_innerEPi",
        ]
        .map(String::from)
        .into();
        let nvcc: BTreeSet<String> = nvrtc
            .iter()
            .map(|s| s.replace("00000000", "a7ac0bb9"))
            .collect();
        for symbols in [&nvrtc, &nvcc] {
            let find = |libclang: &str| compiled_symbol(&kernel(libclang), symbols);
            assert_eq!(find("_ZL8reduce_sPf").as_deref(), Some("_Z8reduce_sPf"));
            assert_eq!(
                find("_ZL8reduce_tIfEvPT_").as_deref(),
                Some("_Z8reduce_tIfEvPT_")
            );
            let anon = find("_ZN12_GLOBAL__N_16anon_kEPi").unwrap();
            assert!(anon.ends_with("6anon_kEPi") && anon.contains("_GLOBAL__N__"));
            let inner = find("_ZN5outer12_GLOBAL__N_110anon_innerEPi").unwrap();
            assert!(inner.starts_with("_ZN5outer") && inner.ends_with("10anon_innerEPi"));
            assert_eq!(find("_Z8missingPf"), None);
            // A static kernel in a named namespace; an identifier holding `L2`.
            let more: BTreeSet<String> = ["_ZN5outer1fEv", "_Z6L2normPf"].map(String::from).into();
            let more = |libclang: &str| compiled_symbol(&kernel(libclang), &more);
            assert_eq!(more("_ZN5outerL1fEv").as_deref(), Some("_ZN5outer1fEv"));
            assert_eq!(more("_ZL6L2normPf").as_deref(), Some("_Z6L2normPf"));
            // Another kernel of the same shape in the anonymous namespace does not match.
            assert_eq!(find("_ZN12_GLOBAL__N_16anon_jEPi"), None);
        }
    }
}
