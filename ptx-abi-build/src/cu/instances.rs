//! Template kernels the file instantiates itself (explicit instantiations, `<<<...>>>` launches
//! in its host code, the macros real files write them with): libclang cannot tell which they
//! are, the compiled images can. Each symbol of an image that demangles to an instance of one of
//! the template kernels of the file or of the project's headers it includes (not the toolkit's)
//! none of whose instances the build was asked for is read as if
//! `instantiate` had named it, under the name `rust::instance_name` gives it (`fill<int>` ->
//! `fill_int`), so that every kernel in the images gets a launcher or a warning.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

mod spelling;
use spelling::{as_written, demangled};
pub(super) use spelling::{written, written_with_parameters};

use super::{error, CuBuild, CuError, CuErrorKind, Toolchain};
use crate::import::kernels::{
    read_kernels_as, split_parameters, CuSource, Kernel, RefusedKernel, TEMPLATE_KERNEL,
};
use crate::import::{merge, ImportError};

/// The instances `symbols` hold of `source`'s template kernels that no kernel of `source`
/// declares yet, as
/// `(C++ expression, Rust name)`: the expression as the demangler spells it (`fill<int>`,
/// `ns::scale<float, 128u>`), a Rust name not taken by another kernel of the file.
pub(super) fn in_images(source: &CuSource, symbols: &BTreeSet<String>) -> Vec<(String, String)> {
    // The templates none of whose instances was asked for, and those of the instances asked
    // for or specialized (others of theirs may be in the images too).
    // One entry per name: an overloaded template is refused, or read from a header, once per
    // overload.
    let refused = (source.refused.iter())
        .filter(|r| r.reason.starts_with(TEMPLATE_KERNEL))
        .map(|r| r.cpp_name.clone());
    let headers = source.header_templates.iter().map(|(cpp, _)| cpp.clone());
    let instances = (source.kernels.iter())
        .filter(|k| k.cpp_name.contains('<'))
        .map(|k| template_of(&k.cpp_name));
    let mut templates: Vec<String> = Vec::new();
    for cpp in refused.chain(headers).chain(instances) {
        if !templates.contains(&cpp) {
            templates.push(cpp);
        }
    }
    if templates.is_empty() {
        return Vec::new();
    }
    let mut taken: BTreeSet<String> = source.kernels.iter().map(|k| k.rust_name.clone()).collect();
    // Explicit specializations are read as kernels of their own already.
    let declared: BTreeSet<&str> = source
        .kernels
        .iter()
        .flat_map(|k| [k.symbol.as_str(), k.cpp_name.as_str()])
        .collect();
    let mut out = Vec::new();
    for symbol in symbols.iter().filter(|s| !declared.contains(s.as_str())) {
        let Some(expr) = written(symbol) else {
            continue;
        };
        for cpp in &templates {
            let Some((expr, rust)) = instance_names(symbol, &expr, cpp, spelling(source, cpp))
            else {
                continue;
            };
            // An explicit specialization the reader declared, under another symbol's spelling.
            if declared.contains(expr.as_str()) {
                continue;
            }
            out.push((expr, untaken(rust, &mut taken)));
        }
    }
    out
}

/// How a template kernel's instances are written and named ([`instance_names`]).
#[derive(Clone, Copy, PartialEq)]
enum Spelling {
    /// `fill<int>`, `fill_int`.
    Plain,
    /// With the parameter types, named without them: `gather<float>(const long*, const
    /// float*, float*)`, `gather_float` (a function template that is not a kernel shares the
    /// name).
    Shadowed,
    /// With the parameter types, named with them: `gelu<float>(float*, int)`,
    /// `gelu_float_float_ptr_int` (one of overloaded template kernels).
    Overload,
}

/// How `source`'s instances of template kernel `cpp` are spelled.
fn spelling(source: &CuSource, cpp: &str) -> Spelling {
    if source.overloaded_templates.contains(cpp) {
        Spelling::Overload
    } else if source.shadowed_templates.contains(cpp) {
        Spelling::Shadowed
    } else {
        Spelling::Plain
    }
}

/// How the instance `symbol` (`written` as the file writes it) of template `cpp` is written
/// and named (after the template's name without its namespaces), as `spelling` says. `None` if
/// it is not an instance of that template.
fn instance_names(
    symbol: &str,
    written: &str,
    cpp: &str,
    spelling: Spelling,
) -> Option<(String, String)> {
    let name = cpp.rsplit("::").next().unwrap_or(cpp);
    let args =
        (written.strip_prefix(cpp)).and_then(|rest| rest.strip_prefix('<')?.strip_suffix('>'))?;
    if spelling == Spelling::Plain {
        return Some((written.to_owned(), crate::rust::instance_name(name, args)));
    }
    let full = written_with_parameters(symbol)?;
    let rust = match spelling {
        Spelling::Overload => {
            let params = split_parameters(&full).1.unwrap_or_default();
            let params = params.replace('*', " ptr ").replace('&', " ref ");
            crate::rust::instance_name(name, &format!("{args}, {params}"))
        }
        _ => crate::rust::instance_name(name, args),
    };
    Some((full, rust))
}

/// `base`, or `base_2`, `base_3`, ... where `taken` holds it; added to `taken`.
fn untaken(base: String, taken: &mut BTreeSet<String>) -> String {
    let (mut rust, mut n) = (base.clone(), 2);
    while !taken.insert(rust.clone()) {
        rust = format!("{base}_{n}");
        n += 1;
    }
    rust
}

/// Files read again at the instances found in their images, by file and instantiations: the
/// passes of a build read a file so once.
pub(super) type InstanceReads = BTreeMap<ReadKey, Result<CuSource, ImportError>>;

/// A read's file and the instantiations it is read at.
pub(super) type ReadKey = (PathBuf, Instances);

/// Instantiations, each as `(C++ expression, Rust name)`.
type Instances = Vec<(String, String)>;

/// Whether the build imported a type, by its Rust name.
pub(super) type IsImported<'a> = &'a dyn Fn(&str) -> bool;

/// The instances of `found` (from [`in_images`]) whose template arguments C++ can write, and
/// the others: a lambda's closure type, an unnamed type and a class local to a function
/// (`f(int)::Op`) have no name C++ can write outside.
fn nameable(found: Instances) -> (Instances, Instances) {
    found.into_iter().partition(|(expr, _)| {
        !["{lambda(", "{unnamed type#", ")::"]
            .iter()
            .any(|c| expr.contains(c))
    })
}

/// A refusal in `source` of each instance of `unnameable` ([`nameable`]).
fn refuse_unnameable(file: &Path, unnameable: Instances, source: &mut CuSource) {
    for (cpp_name, rust_name) in unnameable {
        source.refused.push(RefusedKernel {
            cpp_name,
            rust_name,
            file: file.to_path_buf(),
            line: 0,
            defined: true,
            symbol: None,
            reason: "its template arguments hold a lambda's closure type, an unnamed type or a \
                     class local to a function, which no C++ outside can name, so no \
                     declaration can be written for it: launch it from the code that defines \
                     that type, or by its symbol with a checked launch"
                .to_owned(),
        });
    }
}

/// Adds to `source` the kernels `again` (`file` read again with `found` among its
/// instantiations) read for `found` whose types the build imported (`imported`, by Rust
/// name; `mine` renames this file's: C++ name -> Rust name); a template none of whose instances
/// is declared stays refused. An instance that takes a type the build did not import is left
/// out with a warning naming what to add (`instantiate` imports its types), and returned: the
/// build asks for it and builds again.
fn declare(
    file: &Path,
    found: &[(String, String)],
    again: &CuSource,
    (mine, imported): (&BTreeMap<String, String>, IsImported<'_>),
    source: &mut CuSource,
    warnings: &mut Vec<String>,
) -> Vec<(String, String)> {
    let mut declared_templates = BTreeSet::new();
    let mut pending = Vec::new();
    for (expr, rust) in found {
        let Some(mut kernel) = again
            .kernels
            .iter()
            .find(|k| k.cpp_name == *expr && k.rust_name == *rust)
            .cloned()
        else {
            // Refused as an instantiation (libclang cannot read it): the instance's refusal,
            // with why, is the file's.
            source.refused.extend(
                again
                    .refused
                    .iter()
                    .filter(|r| r.cpp_name == *expr && r.rust_name == *rust)
                    .cloned(),
            );
            continue;
        };
        let unknown: Vec<String> = kernel
            .params
            .iter()
            .flat_map(|p| super::select::named_types(&p.ty, true))
            .filter(|name| !imported(mine.get(name).unwrap_or(name)))
            .collect();
        if !unknown.is_empty() {
            pending.push((expr.clone(), rust.clone()));
            warnings.push(format!(
                "{}:{}: the instance `{expr}` is in the images but takes `{}`, which the \
                 build could not import for it: `.instantiate({:?}, {expr:?}, {rust:?})` \
                 declares it, or says why it cannot",
                file.display(),
                kernel.line,
                unknown.join("`, `"),
                file.display().to_string(),
            ));
            continue;
        }
        for p in &mut kernel.params {
            merge::rename_type(&mut p.ty, mine);
        }
        declared_templates.insert(template_of(expr));
        source.kernels.push(kernel);
    }
    source.refused.retain(|r| {
        !(r.reason.starts_with(TEMPLATE_KERNEL) && declared_templates.contains(&r.cpp_name))
    });
    pending
}

/// A warning for each kernel `symbols` (a file's images) hold that none of `kernels` (the
/// file's, under the symbols the compiler gave them) declares, that `refused` does not name nor
/// `warnings` (a template kernel of the toolkit's headers instantiated by the file,
/// a construct the reader does not see), and that `skip` does not leave out, and one naming
/// every kernel of CUDA's libraries (CUB's, which their host calls launch): no kernel in the
/// images goes without a launcher or a word.
pub(super) fn unaccounted(
    file: &Path,
    symbols: &BTreeSet<String>,
    (kernels, refused): (&[Kernel], &[RefusedKernel]),
    skip: &[String],
    warnings: &[String],
) -> Vec<String> {
    let mut out = Vec::new();
    let mut library = Vec::new();
    let declared: BTreeSet<&String> = kernels.iter().map(|k| &k.symbol).collect();
    // Only this file's warnings account for its kernels: another file's images may hold a
    // kernel of the same name (CUB's, a shared header's template), which its warning names.
    let this_file = format!("{}:", file.display());
    let warnings: Vec<&String> = warnings
        .iter()
        .filter(|w| w.starts_with(&this_file))
        .collect();
    for symbol in symbols {
        if declared.contains(symbol) {
            continue;
        }
        let name = demangled(symbol).unwrap_or_else(|| symbol.clone());
        // Refusals and warnings name an instance as the file writes it.
        let written = as_written(&name);
        // An instance of overloaded templates is named with its parameter types.
        let full = written_with_parameters(symbol).unwrap_or_default();
        let template = template_of(&written);
        let named = |n: &str| n == name || n == written || n == template || n == full;
        // A template's refusal does not account for its instances in the images: each is
        // declared, refused or warned of by itself.
        if refused.iter().any(|r| {
            [&r.cpp_name, &r.rust_name]
                .iter()
                .any(|n| **n == name || **n == written || **n == full)
        }) || skip.iter().any(|s| named(s))
            || warnings
                .iter()
                .any(|w| w.contains(&format!("`{name}`")) || w.contains(&format!("`{written}`")))
        {
            continue;
        }
        if LIBRARIES.iter().any(|l| name.starts_with(l)) {
            library.push(written);
            continue;
        }
        out.push(format!(
            "{}: the kernel `{written}` (symbol `{symbol}`) is in the images but has no launcher: \
             libclang's reading of this file declares no kernel it is an instance of (a \
             template kernel of the toolkit's headers, a construct the reader does not see, or \
             a declaration libclang's errors in the file hid); `.instantiate(...)` with its \
             expression, or a checked launch by its name, reaches it",
            file.display()
        ));
    }
    if !library.is_empty() {
        out.push(format!(
            "{}: {} kernels of CUDA's libraries, which their host calls launch (CUB's and \
             Thrust's algorithms), are in the images without launchers: `{}`",
            file.display(),
            library.len(),
            library.join("`, `")
        ));
    }
    out
}

/// The namespaces of CUDA's libraries whose kernels their own host code launches.
const LIBRARIES: [&str; 3] = ["cub::", "thrust::", "cuda::"];

/// Instances found in the images: those declared (remembered for the next build), and those
/// taking types not imported (asked for, and the build run again, once, so that their types
/// are imported and asserted too).
#[derive(Default)]
pub(super) struct FoundInstances {
    pub(super) declared: Vec<(PathBuf, String, String)>,
    pub(super) wanted: Vec<(PathBuf, String, String)>,
}

impl FoundInstances {
    /// What the build asks for when it runs again: the instances wanted, and the others found
    /// in their files, which are then read once more at all of them, with nothing left to
    /// read again.
    pub(super) fn into_ask(self) -> Vec<(PathBuf, String, String)> {
        let wanted = self.wanted;
        let mut ask: Vec<_> = (self.declared.into_iter())
            .filter(|(f, _, _)| wanted.iter().any(|(w, _, _)| w == f))
            .collect();
        ask.extend(wanted);
        ask
    }
}

impl CuBuild {
    /// Step 4's instances of one file: those its images hold of the template kernels it reads
    /// (its own and its project headers'), declared in `source`, or, taking types the build did
    /// not import, wanted; into `found`.
    pub(super) fn declare_found(
        &self,
        (toolchain, reads): (&Toolchain, &mut InstanceReads),
        (file, source): (&Path, &mut CuSource),
        symbols: &BTreeSet<String>,
        types: (&BTreeMap<String, String>, IsImported<'_>),
        warnings: &mut Vec<String>,
        found: &mut FoundInstances,
    ) -> Result<(), CuError> {
        let in_images = in_images(source, symbols);
        if in_images.is_empty() || !self.only.is_empty() {
            return Ok(());
        }
        let (nameable, unnameable) = nameable(in_images.clone());
        refuse_unnameable(file, unnameable, source);
        let key = self.instances_key(file, &nameable);
        let again = (reads.entry(key))
            .or_insert_with_key(|key| self.read_at(toolchain, key, source.read_with_host_headers));
        let again = again.as_ref().map_err(|e| {
            error(
                CuErrorKind::Import,
                Some(file),
                e.line,
                format!("reading the instances in the images: {}", e.message),
            )
        })?;
        let pending = declare(file, &nameable, again, types, source, warnings);
        // Those declared now are remembered too: asked for from the start, the next build
        // reads the file once.
        let declared = |(e, r): &&(String, String)| {
            source
                .kernels
                .iter()
                .any(|k| k.cpp_name == *e && k.rust_name == *r)
        };
        found.declared.extend(
            in_images
                .iter()
                .filter(declared)
                .map(|(e, r)| (file.to_path_buf(), e.clone(), r.clone())),
        );
        found
            .wanted
            .extend(pending.into_iter().map(|(e, r)| (file.to_path_buf(), e, r)));
        Ok(())
    }

    /// The read [`CuBuild::declare_found`] makes of `file` at the instances its `images` hold,
    /// made ahead (beside the compilations of other files), with its key; `None` where it
    /// reads nothing or `done` has it (an earlier pass's).
    pub(super) fn read_instances_ahead(
        &self,
        (toolchain, done): (&Toolchain, &InstanceReads),
        (file, source): (&Path, &CuSource),
        images: &[crate::cubin::Image],
    ) -> Option<(ReadKey, Result<CuSource, ImportError>)> {
        if !self.only.is_empty() {
            return None;
        }
        let in_images = in_images(source, &super::select::ImageSymbols::of(images).all);
        if in_images.is_empty() {
            return None;
        }
        let key = self.instances_key(file, &nameable(in_images).0);
        if done.contains_key(&key) {
            return None;
        }
        let again = self.read_at(toolchain, &key, source.read_with_host_headers);
        Some((key, again))
    }

    /// What `file` is read again at: its instantiations asked for, then the instances `found`.
    fn instances_key(&self, file: &Path, found: &[(String, String)]) -> ReadKey {
        let mut all = self.asked_instantiations(file);
        all.extend(found.iter().cloned());
        (file.to_path_buf(), all)
    }

    /// `file` read at the instantiations of `key`, as its kernels were: with the host's
    /// headers where those were taken (`host_headers`).
    fn read_at(
        &self,
        toolchain: &Toolchain,
        (file, all): &ReadKey,
        host_headers: bool,
    ) -> Result<CuSource, ImportError> {
        let options = toolchain.reading(self.import_options(), &self.archs);
        read_kernels_as(file, &options, all, Some(host_headers))
    }
}

/// The file in the images' directory where a build remembers the instances it found and asked
/// for: [`REMEMBERED_BY`], then a line each, `file`, expression and Rust name separated by tabs.
const REMEMBERED: &str = "instances.found";

/// The first line of [`REMEMBERED`]: another version of this crate may write or name the
/// instances otherwise, so it finds them again rather than take these.
const REMEMBERED_BY: &str = concat!("ptx-abi-build ", env!("CARGO_PKG_VERSION"));

/// The instances remembered in `dir` ([`remember`]) of the files still built.
pub(super) fn remembered(dir: &Path, files: &[PathBuf]) -> Vec<(PathBuf, String, String)> {
    let Ok(text) = std::fs::read_to_string(dir.join(REMEMBERED)) else {
        return Vec::new();
    };
    let mut lines = text.lines();
    if lines.next() != Some(REMEMBERED_BY) {
        return Vec::new();
    }
    lines
        .filter_map(|line| {
            let mut parts = line.split('\t');
            let (file, expr, rust) = (parts.next()?, parts.next()?, parts.next()?);
            let file = PathBuf::from(file);
            files
                .contains(&file)
                .then(|| (file, expr.to_owned(), rust.to_owned()))
        })
        .collect()
}

/// Remembers `found` in `dir` for the next build (none: the file removed).
pub(super) fn remember(dir: &Path, found: &[(PathBuf, String, String)]) {
    let path = dir.join(REMEMBERED);
    if found.is_empty() {
        let _ = std::fs::remove_file(path);
        return;
    }
    let text: String = std::iter::once(format!("{REMEMBERED_BY}\n"))
        .chain(
            (found.iter())
                .map(|(file, expr, rust)| format!("{}\t{expr}\t{rust}\n", file.display())),
        )
        .collect();
    // Only a cost if lost: the next build finds them again.
    if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
        let _ = std::fs::write(path, text);
    }
}

/// The start of the Rust names of the kernels read at [`explicit_in`]'s expressions, until
/// [`name_detected`] names them.
pub(super) const DETECTED: &str = "ptx_abi_explicit_";

/// Names the kernels `source` read at the file's explicit instantiations ([`DETECTED`]) as the
/// instances found in the images are named ([`in_images`]): the expression as the demangler
/// spells it, the Rust name from its arguments. One with another kernel's symbol, or whose
/// symbol does not demangle, is dropped, and so is every refusal of one (the images say
/// whether it exists); the explicit specializations of overloaded templates are named too
/// (`name_specializations`), not the instantiations `asked` for. Returns the names given,
/// `(C++, Rust)`.
pub(super) fn name_detected(
    source: &mut CuSource,
    asked: &[(String, String)],
) -> Vec<(String, String)> {
    source
        .refused
        .retain(|r| !r.rust_name.starts_with(DETECTED));
    let (detected, mut kernels): (Vec<Kernel>, Vec<Kernel>) = source
        .kernels
        .drain(..)
        .partition(|k| k.rust_name.starts_with(DETECTED));
    let mut taken: BTreeSet<String> = kernels.iter().map(|k| k.rust_name.clone()).collect();
    let mut named = Vec::new();
    for mut k in detected {
        if kernels.iter().any(|other| other.symbol == k.symbol) {
            continue;
        }
        let Some(expr) = written(&k.symbol) else {
            continue;
        };
        let template = template_of(&expr);
        let spelled = spelling(source, &template);
        let Some((cpp, base)) = instance_names(&k.symbol, &expr, &template, spelled) else {
            continue;
        };
        k.rust_name = untaken(base, &mut taken);
        k.cpp_name = cpp;
        named.push((k.cpp_name.clone(), k.rust_name.clone()));
        kernels.push(k);
    }
    source.kernels = kernels;
    name_specializations(source, asked);
    named
}

/// The explicit specializations of overloaded templates among `source`'s kernels (read as
/// `k<float>`, `k_float`, which two overloads' would both be), written and named with their
/// parameter types as their instances are ([`instance_names`]); not the instantiations `asked`
/// for, named by the build.
fn name_specializations(source: &mut CuSource, asked: &[(String, String)]) {
    let mut taken: BTreeSet<String> = (source.kernels.iter())
        .map(|k| k.rust_name.clone())
        .collect();
    for k in &mut source.kernels {
        let template = template_of(&k.cpp_name);
        let specialization = k.cpp_name.ends_with('>')
            && source.overloaded_templates.contains(&template)
            && !asked
                .iter()
                .any(|(e, r)| *e == k.cpp_name && *r == k.rust_name);
        let names = specialization
            .then(|| instance_names(&k.symbol, &k.cpp_name, &template, Spelling::Overload))
            .flatten();
        let Some((cpp, base)) = names else {
            continue;
        };
        k.cpp_name = cpp;
        k.rust_name = untaken(base, &mut taken);
    }
}

/// The kernel instances `text` (a `.cu` file) instantiates explicitly and writes out, as
/// expressions (`template __global__ void ns::k<float, 4>(float *);` is `ns::k<float, 4>`): the
/// build reads them with the file's own kernels, so that the types only they take are imported
/// and asserted in the first compilation. Those a macro writes, and those whose arguments are
/// deduced, are found in the images as before. A scan of the text, not a parse: it skips
/// comments, literals and preprocessor lines, and follows namespaces; what it gets wrong only
/// costs a read (an expression that names no kernel is dropped).
pub(super) fn explicit_in(text: &str) -> Vec<String> {
    let tokens = tokens(text);
    let mut out = Vec::new();
    // The braces open: a namespace's name (empty when anonymous), or `None` for any other.
    let mut scopes: Vec<Option<String>> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i] {
            "{" => {
                let namespace = match &tokens[..i] {
                    [.., "namespace"] => Some(String::new()),
                    [.., "namespace", name] => Some((*name).to_owned()),
                    _ => None,
                };
                scopes.push(namespace);
            }
            "}" => {
                scopes.pop();
            }
            "template" if scopes.iter().all(Option::is_some) => {
                let explicit = tokens.get(i + 1).is_some_and(|t| *t != "<")
                    && (i == 0 || tokens[i - 1] != "extern");
                let end = tokens[i..].iter().position(|t| *t == ";").map(|e| i + e);
                if let (true, Some(end)) = (explicit, end) {
                    let statement = &tokens[i + 1..end];
                    if statement.contains(&"__global__") {
                        if let Some(expr) = instance_of(statement) {
                            let mut scope: Vec<&str> = scopes
                                .iter()
                                .flatten()
                                .map(String::as_str)
                                .filter(|n| !n.is_empty())
                                .collect();
                            scope.push(&expr);
                            out.push(scope.join("::"));
                        }
                    }
                    i = end;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The `name<arguments>` before the parameter list of an explicit instantiation's tokens (the
/// first `(` after a `>`: `__launch_bounds__(256)` may come first).
fn instance_of(statement: &[&str]) -> Option<String> {
    let open = (1..statement.len()).find(|&i| statement[i] == "(" && statement[i - 1] == ">")?;
    let before = &statement[..open];
    // Back to the `<` that opens the arguments.
    let mut depth = 0;
    let mut at = before.len();
    while at > 0 {
        at -= 1;
        match before[at] {
            ">" => depth += 1,
            "<" => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            break;
        }
    }
    // The name, and the namespaces before it (`void ::g` is `::g`: a return type is no scope).
    let mut start = at;
    while start > 0
        && is_identifier(before[start - 1])
        && !RETURN_TYPES.contains(&before[start - 1])
    {
        start -= 1;
        if start > 0 && before[start - 1] == "::" {
            start -= 1;
        } else {
            break;
        }
    }
    if start == at || before[start..at] == ["::"] {
        return None;
    }
    let mut expr = String::new();
    for (n, token) in before[start..].iter().enumerate() {
        let previous = (n > 0).then(|| before[start + n - 1]);
        if previous.is_some_and(is_identifier) && is_identifier(token) || previous == Some(",") {
            expr.push(' ');
        }
        expr.push_str(token);
    }
    Some(expr)
}

/// What a kernel's explicit instantiation may write before its name.
const RETURN_TYPES: [&str; 4] = ["void", "__global__", "static", "inline"];

fn is_identifier(token: &str) -> bool {
    token.starts_with(|c: char| c == '_' || c.is_ascii_alphanumeric())
}

/// `text`'s tokens: identifiers and numbers whole, `::`, every other character alone; comments,
/// string and character literals and preprocessor lines left out.
fn tokens(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line_start) = (0, true);
    while i < bytes.len() {
        let c = bytes[i];
        let rest = &text[i..];
        if c == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let skip_to = |pattern: &str, from: usize| rest[from..].find(pattern).map(|e| i + from + e);
        if line_start && c == b'#' {
            // To the end of the line, and of each line a backslash continues.
            let mut end = i;
            while let Some(e) = text[end..].find('\n').map(|e| end + e) {
                end = e + 1;
                if !text[..e].trim_end_matches('\r').ends_with('\\') {
                    break;
                }
            }
            i = if end == i { bytes.len() } else { end };
            continue;
        }
        line_start = false;
        if rest.starts_with("//") {
            i = skip_to("\n", 0).unwrap_or(bytes.len());
        } else if rest.starts_with("/*") {
            i = skip_to("*/", 2).map_or(bytes.len(), |e| e + 2);
        } else if c == b'"' || c == b'\'' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != c && bytes[j] != b'\n' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            i = j + 1;
        } else if c == b'_' || c.is_ascii_alphanumeric() {
            let len = rest
                .find(|ch: char| !(ch == '_' || ch.is_ascii_alphanumeric()))
                .unwrap_or(rest.len());
            out.push(&rest[..len]);
            i += len;
        } else if rest.starts_with("::") {
            out.push("::");
            i += 2;
        } else {
            let len = rest.chars().next().map_or(1, char::len_utf8);
            out.push(&rest[..len]);
            i += len;
        }
    }
    out
}

/// The template an instance's expression names (`ns::fill<int>` -> `ns::fill`).
fn template_of(expr: &str) -> String {
    expr.split_once('<').map_or(expr, |(t, _)| t).to_owned()
}

#[cfg(test)]
mod tests {
    use super::template_of;
    use std::collections::BTreeSet;
    use std::path::Path;

    #[test]
    fn another_files_warning_does_not_account_for_a_kernel() {
        // `cub::detail::EmptyKernel<void>()` and `axpy(float *)`, in the images of two files.
        let symbols: BTreeSet<String> = ["_ZN3cub6detail11EmptyKernelIvEEvv", "_Z4axpyPf"]
            .map(String::from)
            .into();
        let (a, b) = (Path::new("kernels/a.cu"), Path::new("kernels/b.cu"));
        let warned_a = super::unaccounted(a, &symbols, (&[], &[]), &[], &[]);
        assert_eq!(warned_a.len(), 2, "{warned_a:?}");
        assert!(warned_a.iter().all(|w| w.starts_with("kernels/a.cu: ")));
        // b's images hold the same kernels: a's warnings name them, yet b is warned of too.
        let warned_b = super::unaccounted(b, &symbols, (&[], &[]), &[], &warned_a);
        assert_eq!(warned_b.len(), 2, "{warned_b:?}");
        assert!(warned_b.iter().all(|w| w.starts_with("kernels/b.cu: ")));
        assert!(warned_b.iter().any(|w| w.contains("`axpy`")));
        assert!(warned_b
            .iter()
            .any(|w| w.contains("`cub::detail::EmptyKernel<void>`")));
        // A file's own warning naming a kernel accounts for it.
        let own = vec!["kernels/b.cu:3: the instance `axpy` ...".to_owned()];
        assert_eq!(
            super::unaccounted(b, &symbols, (&[], &[]), &[], &own).len(),
            1
        );
    }

    #[test]
    fn explicit_instantiations_are_read_from_the_text() {
        let text = "#include \"a.h\"\n\
            #define INST(T) template __global__ void k<T>(T *);\n\
            // template __global__ void commented<float>(float *);\n\
            template <typename T> __global__ void k(T *p) { const char *s = \"template\"; }\n\
            template __global__ void k<float>(float *);\n\
            template __global__ void __launch_bounds__(256) k<long>(long *);\n\
            extern template __global__ void k<int>(int *);\n\
            INST(double)\n\
            template __global__ void k(short *);\n\
            template struct Box<int>;\n\
            template __device__ float f<float>(float);\n\
            namespace ops { namespace {\n\
            template __global__ void tile< unsigned  int, 128 >(const Pair<int, 2> *, int);\n\
            } }\n\
            struct S { template <class T> void m(); };\n\
            template __global__ void ::g<Pair<int, 2>>(Pair<int, 2>);\n";
        assert_eq!(
            super::explicit_in(text),
            [
                "k<float>",
                "k<long>",
                "ops::tile<unsigned int, 128>",
                "::g<Pair<int, 2>>"
            ]
        );
    }

    #[test]
    fn an_instance_names_its_template() {
        assert_eq!(template_of("ns::fill<int>"), "ns::fill");
        assert_eq!(template_of("scale<float, 128u>"), "scale");
    }
}
