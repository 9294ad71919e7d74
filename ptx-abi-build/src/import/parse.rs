//! The header, read by libclang: declarations become [`Item`]s, anything ptx-abi cannot express
//! a refusal at its line (the type skipped, or an [`ImportError`]).
//!
//! libclang parses the header as C++ with CUDA's headers and the C and C++ standard headers
//! replaced by [`super::cuda_names::stubs`], which declare names and nothing else: the
//! importer maps CUDA's names to `ptx_abi_core`'s types and never asks libclang for a layout.
//! `#pragma pack` is not in libclang's AST; its directives are read from the header's lines
//! (`text::pack_at_lines`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Mutex;

use clang::{Accessibility, Clang, Entity, EntityKind, Index, Type, TypeKind, Unsaved};
use ptx_abi_core::layout::{Compiler, HostPlatform, Scalar};

use super::attrs::{declared_alignment, Macro, Macros};
use super::checks::{check_layouts, keep_only, uses_skipped_message};
use super::cuda_names::{cuda_named, own_types, prelude, stubs, CudaNames, OWN_TYPES, STUB_DIR};
use super::{
    CxxType, ImportError, ImportErrorKind, ImportOptions, Imported, Item, Member, Skipped,
};

mod bases;
mod classes;
mod declarations;
mod placement;
mod records;
mod text;

pub(super) use bases::read_source;
pub(crate) use bases::DependentBase;
#[cfg(feature = "cu")]
pub(super) use bases::BASE_READS;
pub(crate) use classes::Learned;
#[cfg(feature = "cu")]
pub(crate) use classes::{
    clash, namespaced, qualified_name, specialization_name, written_spelling,
};
#[cfg(feature = "cu")]
pub(crate) use declarations::integer_enum;
use records::*;
pub(crate) use text::source_text;
use text::{doc_lines, pack_at_lines};

/// libclang admits one `Clang` per process at a time: imports take turns.
static CLANG: Mutex<()> = Mutex::new(());

/// Imports every type the header at `path` declares, or those named in `only` and what they
/// use, with the default [`ImportOptions`].
pub fn import_file(path: impl AsRef<Path>, only: &[&str]) -> Result<Imported, ImportError> {
    ImportOptions::new().types(only).import_file(path)
}

/// Imports the header `text` (named `file` in messages and for relative `#include`s), with the
/// default [`ImportOptions`].
pub fn import_source(file: &str, text: &str, only: &[&str]) -> Result<Imported, ImportError> {
    ImportOptions::new().types(only).import_source(file, text)
}

pub(super) fn read_file(path: &Path, options: &ImportOptions) -> Result<Imported, ImportError> {
    let text = source_text(path).map_err(|e| ImportError {
        file: path.display().to_string(),
        line: 0,
        kind: ImportErrorKind::Unreadable,
        message: format!("cannot read the header: {e}"),
    })?;
    read_source(&path.display().to_string(), &text, options)
}

/// Parses `text` (named `file`) with libclang as the importer does (C++, the stand-ins for
/// CUDA's and the standard headers, `options`' arguments; function bodies skipped), refuses it
/// if libclang reports an error (unless [`ImportOptions::tolerate_errors`]), and hands the
/// translation unit, the errors tolerated and whether the host's headers were read to `f`:
/// `headers` chooses those (`Some(true)`) or the stand-ins alone (`Some(false)`).
pub(super) fn with_translation_unit<R>(
    file: &str,
    text: &str,
    (options, headers): (&ImportOptions, Option<bool>),
    f: impl FnOnce(&clang::TranslationUnit, &[ImportError], bool) -> R,
) -> Result<R, ImportError> {
    let fail = failure(file);
    // A NUL byte cannot be in a C++ source, nor in the C strings libclang takes: refused here
    // (the `clang` crate would panic on it; found by the `import` fuzz target).
    if let Some(at) = text.find('\0') {
        let line = text[..at].matches('\n').count() as u32 + 1;
        return Err(fail(
            line,
            ImportErrorKind::Header,
            "the header holds a NUL byte".to_owned(),
        ));
    }
    if file.contains('\0') {
        return Err(fail(
            0,
            ImportErrorKind::Header,
            "the file name holds a NUL byte".to_owned(),
        ));
    }
    let args = options.clang_arguments();
    if let Some(bad) = args.iter().find(|a| a.contains('\0')) {
        return Err(fail(
            0,
            ImportErrorKind::Header,
            format!("a compiler argument holds a NUL byte: {bad:?}"),
        ));
    }
    let _turn = CLANG.lock().unwrap_or_else(|e| e.into_inner());
    // The `clang` crate panics on some answers of libclang's (`File::get_contents` on a file
    // that is not UTF-8): a panic while reading costs this read, as an error, not the build.
    let read = std::panic::AssertUnwindSafe(|| read_with_clang(file, text, (options, headers), f));
    std::panic::catch_unwind(read).unwrap_or_else(|panic| {
        let why = (panic.downcast_ref::<&str>().map(|s| s.to_string()))
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Err(fail(
            0,
            ImportErrorKind::Header,
            format!("libclang's bindings failed reading it ({why}): please report this"),
        ))
    })
}

/// [`with_translation_unit`], its checks made and libclang's turn taken.
fn read_with_clang<R>(
    file: &str,
    text: &str,
    (options, headers): (&ImportOptions, Option<bool>),
    f: impl FnOnce(&clang::TranslationUnit, &[ImportError], bool) -> R,
) -> Result<R, ImportError> {
    let fail = failure(file);
    let clang = Clang::new().map_err(|e| {
        fail(
            0,
            ImportErrorKind::LibclangMissing,
            format!("libclang could not be loaded ({e}): install libclang 14 or later (Debian: libclang1-14 or libclang1-19)"),
        )
    })?;
    let index = Index::new(&clang, false, false);
    // A file with host code includes the host's headers, which have no stand-ins (and so do
    // libcu++'s headers under nvcc): nvcc compiles such files, and they are parsed again with
    // the host's own; unless the caller chose (a file read again as it was read).
    let with_host = || ImportOptions {
        host_headers: true,
        ..options.clone()
    };
    let host_code =
        headers.is_none() && options.compiler == Some(Compiler::Nvcc) && !options.host_headers;
    let not_found = |e: &ImportError| e.message.contains("file not found");
    let text = &super::cuda_names::once_as_main_file(text);
    let host = |(tu, errors)| (tu, errors, true);
    let host_read = || parse(&index, file, text, &with_host());
    let first = match headers {
        Some(true) => with_host(),
        _ => options.clone(),
    };
    let (tu, errors, host_headers) = match parse(&index, file, text, &first) {
        Err(e) if host_code && not_found(&e) => host(host_read()?),
        Ok((_, errors)) if host_code && errors.iter().any(not_found) => host(host_read()?),
        // Other errors may be names nvcc's implicit `cuda_runtime.h` brings with the host's
        // `<utility>` and `<functional>` (`std::enable_if_t`, `int32_t`), which the stand-ins
        // lack, and which hide the declarations after them: read as nvcc reads it, the file
        // is taken so where that leaves fewer errors.
        Ok((tu, errors)) if host_code && !errors.is_empty() => match host_read() {
            Ok((host_tu, host_errors)) if host_errors.len() < errors.len() => {
                (host_tu, host_errors, true)
            }
            _ => (tu, errors, false),
        },
        other => other.map(|(tu, errors)| (tu, errors, first.host_headers))?,
    };
    Ok(f(&tu, &errors, host_headers))
}

/// An error of reading `file`: `fail(line, kind, message)`.
fn failure(file: &str) -> impl Fn(u32, ImportErrorKind, String) -> ImportError + '_ {
    move |line, kind, message| ImportError {
        file: file.to_owned(),
        line,
        kind,
        message,
    }
}

#[cfg(test)]
thread_local! {
    /// How many parses this thread made: the tests hold the build to one read per file.
    pub(crate) static PARSES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// One parse of `text` with `options`, refused at its first error, or with
/// [`ImportOptions::tolerate_errors`] the errors (each with where it is).
fn parse<'i>(
    index: &'i Index,
    file: &str,
    text: &str,
    options: &ImportOptions,
) -> Result<(clang::TranslationUnit<'i>, Vec<ImportError>), ImportError> {
    #[cfg(test)]
    PARSES.with(|n| n.set(n.get() + 1));
    let fail = failure(file);
    let prelude_path = format!("{STUB_DIR}/ptx_abi_prelude.h");
    let cuda = CudaNames::new(options.host_platform(), text);
    let mut unsaved = vec![
        Unsaved::new(file, text),
        Unsaved::new(&prelude_path, prelude(&cuda, options)),
        Unsaved::new(format!("{STUB_DIR}/{OWN_TYPES}"), own_types(&cuda)),
    ];
    for (name, body) in stubs(options.host_headers) {
        unsaved.push(Unsaved::new(format!("{STUB_DIR}/{name}"), body));
    }
    let mut arguments: Vec<String> = vec![
        "-x".into(),
        "c++".into(),
        format!("-std={}", options.std.as_deref().unwrap_or("c++17")),
        format!("-I{STUB_DIR}"),
        "-include".into(),
        prelude_path.clone(),
    ];
    if options.tolerate_errors {
        // Past clang's 20 errors, "too many errors" is fatal, and a fatal error stops template
        // instantiation: the instances a file's kernels need would be lost to errors elsewhere.
        arguments.push("-ferror-limit=0".to_owned());
    }
    if !options.host_headers {
        arguments.extend(["-nostdinc".to_owned(), "-nostdinc++".to_owned()]);
    }
    arguments.extend(options.clang_arguments());
    let tu = index
        .parser(file)
        .arguments(&arguments)
        .unsaved(&unsaved)
        .detailed_preprocessing_record(true)
        .skip_function_bodies(true)
        .keep_going(options.tolerate_errors)
        .parse()
        .map_err(|e| {
            fail(
                0,
                ImportErrorKind::Header,
                format!("libclang failed to parse the header: {e}"),
            )
        })?;
    let mut tolerated = Vec::new();
    let appended =
        (text.rfind(bases::BASES_MARKER)).map(|at| text[..at].matches('\n').count() as u32 + 1);
    for d in tu.get_diagnostics() {
        // The header's own `static_assert`s are evaluated by libclang with its host's layout
        // rules, which are not NVIDIA's (`tests/oracle/import_random.rs` met types where they
        // differ); NVRTC and nvcc evaluate them when the import is checked.
        let message = d.get_text();
        if message.starts_with("static_assert failed")
            || message.starts_with("static assertion failed")
        {
            continue;
        }
        if d.get_severity() >= clang::diagnostic::Severity::Error {
            let location = d.get_location().get_spelling_location();
            let in_header = location
                .file
                .is_none_or(|f| f.get_path() == Path::new(file));
            if in_header && appended.is_some_and(|a| location.line >= a) {
                continue;
            }
            let line = if in_header { location.line } else { 0 };
            let place = match (in_header, location.file) {
                (false, Some(f)) => format!(" (in {}:{})", f.get_path().display(), location.line),
                _ => String::new(),
            };
            let hint = match options.compiler {
                _ if !message.contains("file not found") => "",
                Some(Compiler::Nvrtc) => {
                    ": add its directory with -I (`include_dir`); if it is a host header, \
                     the file has host code, which NVRTC cannot compile: build it with nvcc, \
                     or put the host code under `#ifndef __CUDACC_RTC__`"
                }
                _ => {
                    ": add its directory with -I (`ImportOptions::include_dir`); the importer \
                     stands in for CUDA's headers and the C and C++ standard headers the guide \
                     lists (\"Importing a CUDA header\", \"Stand-in headers\")"
                }
            };
            let error = fail(
                line,
                ImportErrorKind::Header,
                format!("not valid C++{place}: {message}{hint}"),
            );
            if !options.tolerate_errors {
                return Err(error);
            }
            tolerated.push(error);
        }
    }
    Ok((tu, tolerated))
}

/// Why libclang marked declaration `e` invalid (its type, or a type it names, is not valid
/// C++ to libclang), or `None` where it did not: the first error libclang reported in the lines
/// of the declaration it marked (`e`, or the type's in its own header), else the first in that
/// declaration's file, else its first error (a name undeclared because a header was not found).
/// A declaration libclang recovered from an error is never read: it substitutes `int` for a
/// type it could not read.
pub(super) fn invalid_reason<'tu>(e: &Entity<'tu>, errors: &[ImportError]) -> Option<String> {
    fn declaration_invalid<'tu>(d: &Entity<'tu>) -> Option<Entity<'tu>> {
        d.is_invalid_declaration().then_some(*d)
    }
    let culprit = declaration_invalid(e)
        .or_else(|| {
            e.get_arguments().unwrap_or_default().iter().find_map(|a| {
                declaration_invalid(a).or_else(|| a.get_type().and_then(|t| type_invalid(&t, 0)))
            })
        })
        .or_else(|| e.get_type().and_then(|t| type_invalid(&t, 0)))?;
    let why = match errors_in(&culprit, errors).or(errors.first()) {
        Some(err) if err.line > 0 => format!("{} (line {})", err.message, err.line),
        Some(err) => err.message.clone(),
        None => "libclang marked it invalid".to_owned(),
    };
    // A name of CUDA's runtime or driver API the stand-ins lack is no include the user missed.
    let remedy = match why.contains("'cuda") || why.contains("'CU") {
        true => "a name of CUDA's headers ptx-abi's stand-ins lack: please report it",
        false => "add the include directory or macro it lacks with `include_dir`/`define`",
    };
    Some(format!(
        "libclang could not read its declaration: {why}; the compiler accepts the file, but \
         what libclang cannot read is not declared ({remedy})"
    ))
}

/// The first of `errors` in declaration `d`'s lines, else in its file.
fn errors_in<'e>(d: &Entity, errors: &'e [ImportError]) -> Option<&'e ImportError> {
    let range = d.get_range()?;
    let (start, end) = (
        range.get_start().get_file_location(),
        range.get_end().get_file_location(),
    );
    let path = start.file?.get_path();
    let lines = start.line..=end.line;
    errors
        .iter()
        .find(|err| line_in(err, &path).is_some_and(|l| lines.contains(&l)))
        .or_else(|| errors.iter().find(|err| line_in(err, &path).is_some()))
}

/// The line of `path` that libclang's error `err` is at, if it is in that file: the parsed
/// file's errors have their line, another file's are written `(in PATH:LINE)` ([`parse`]).
pub(super) fn line_in(err: &ImportError, path: &Path) -> Option<u32> {
    if Path::new(&err.file) == path {
        return (err.line > 0).then_some(err.line);
    }
    let marker = format!(" (in {}:", path.display());
    let (_, rest) = err.message.split_once(&marker)?;
    rest.split_once(')')?.0.parse().ok()
}

/// The declaration libclang marked invalid that declares `ty` or a type it is made of (through
/// typedefs, pointers, arrays, template arguments), if any.
fn type_invalid<'tu>(ty: &Type<'tu>, depth: usize) -> Option<Entity<'tu>> {
    if depth > 16 {
        return None;
    }
    if let Some(d) = ty.get_declaration() {
        if d.is_invalid_declaration() {
            return Some(d);
        }
        if let Some(under) = d.get_typedef_underlying_type() {
            if let Some(found) = type_invalid(&under, depth + 1) {
                return Some(found);
            }
        }
    }
    let parts = [
        ty.get_pointee_type(),
        ty.get_element_type(),
        ty.get_elaborated_type(),
    ];
    parts
        .iter()
        .flatten()
        .chain(
            ty.get_template_argument_types()
                .unwrap_or_default()
                .iter()
                .flatten(),
        )
        .find_map(|t| type_invalid(t, depth + 1))
}

/// The types of `file` (its `text`) in `tu`, and the class templates' `specializations` (by
/// Rust name) as `tu` instantiated them. `learned`: what the reads before learned (the dependent
/// bases `tu`'s appended lines name, [`DependentBase::declarations`]), to which what this read
/// needs and lacks is added.
pub(super) fn read_types(
    file: &str,
    text: &str,
    options: &ImportOptions,
    tu: &clang::TranslationUnit,
    errors: &[ImportError],
    specializations: &[(String, Type)],
    learned: &mut Learned,
) -> Result<Imported, ImportError> {
    let mut reader = Reader {
        file,
        text,
        errors,
        options,
        host: options.host_platform(),
        cuda: CudaNames::new(options.host_platform(), text),
        packs: pack_at_lines(text),
        sources: Default::default(),
        items: Vec::new(),
        anonymous: BTreeMap::new(),
        cpp: BTreeMap::new(),
        failed: BTreeMap::new(),
        resolved: BTreeMap::new(),
        integer_enums: BTreeMap::new(),
        macros: Macros::default(),
        typedef_spans: Vec::new(),
        non_public: BTreeSet::new(),
        bases: bases::Bases::new(tu, &mut learned.bases),
        clashing: &learned.clashing,
        met: &mut learned.met,
    };
    reader.scope(tu.get_entity());
    for (name, ty) in specializations {
        reader.guarded(name, |r| r.c_type(*ty, 0).map(drop));
    }
    let mut imported = Imported {
        file: file.to_owned(),
        items: reader.items,
        cpp_names: reader.cpp,
        skipped: Vec::new(),
        compiler: options.compiler,
        host: reader.host,
        aliases_written_as_their_types: reader.resolved,
        non_public: reader.non_public,
    };
    let mut failed = reader.failed;
    check_layouts(&mut imported, &mut failed);
    if !options.only.is_empty() {
        let only: Vec<&str> = options.only.iter().map(String::as_str).collect();
        keep_only(&mut imported, &only, &failed, options.skip_refused_asked)?;
        return Ok(imported);
    }
    let mut skipped: Vec<Skipped> = failed
        .into_iter()
        .map(|(name, error)| Skipped { name, error })
        .collect();
    skipped.sort_by(|a, b| (a.error.line, &a.name).cmp(&(b.error.line, &b.name)));
    if options.strict {
        if let Some(first) = skipped.into_iter().next() {
            return Err(first.error);
        }
    } else {
        imported.skipped = skipped;
    }
    Ok(imported)
}

/// Where a record's packed or aligned attribute stands, which decides whether NVRTC sees it
/// (`ABI.md` §10a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// Before the record's `{` (`struct __attribute__((packed)) S {`): both compilers.
    Head,
    /// After its `}` (`} __attribute__((packed));`): nvcc honours it, NVRTC ignores it or
    /// gives it to the declarator that follows.
    Trailing,
}

/// What declares a record, for the attributes after its `}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Context {
    /// `struct S { ... } attr;`
    Definition,
    /// `typedef struct { ... } attr Name;`
    Typedef,
    /// `struct { ... } attr member;` inside another record.
    Member,
}

struct Reader<'a> {
    file: &'a str,
    /// libclang's errors, tolerated ([`ImportOptions::tolerate_errors`]): a declaration they
    /// made invalid is refused ([`invalid_reason`]).
    errors: &'a [ImportError],
    /// The header's text, for the spelling of alignment attributes.
    text: &'a str,
    options: &'a ImportOptions,
    /// `options.host_platform()`, read once (it may read the environment).
    host: HostPlatform,
    /// CUDA's names, less those the header defines itself.
    cuda: CudaNames,
    packs: Vec<(u32, usize)>,
    items: Vec<Item>,
    /// Names given to anonymous records, by their location.
    anonymous: BTreeMap<(u32, u32, u64), String>,
    /// How C++ spells each imported type (`sim::Particle`, `decltype(sim::Particle::inner)`;
    /// empty for an anonymous member's type, which C++ cannot name), by Rust name.
    cpp: BTreeMap<String, String>,
    /// The types that cannot be imported, with why.
    failed: BTreeMap<String, ImportError>,
    /// Typedefs of fundamental and CUDA types (and enums imported as integers), written as
    /// their types where used: name -> Rust.
    resolved: BTreeMap<String, String>,
    /// Enums whose enumerators share a value, imported as their underlying integer.
    integer_enums: BTreeMap<String, Scalar>,
    macros: Macros,
    /// The byte ranges of the header's typedefs, to tell a record declared inside one.
    typedef_spans: Vec<(usize, usize)>,
    /// The records with non-public data members, by Rust name ([`Imported::non_public`]).
    non_public: BTreeSet<String>,
    /// The bases class templates write with their parameters, as the compiler substitutes them.
    bases: bases::Bases<'a>,
    /// The names two types take, which each takes with its namespaces ([`Learned`]), and
    /// those this read met.
    clashing: &'a BTreeSet<String>,
    met: &'a mut BTreeSet<String>,
    /// The text of the included files records are read from ([`Reader::text_of`]).
    sources: std::cell::RefCell<BTreeMap<std::path::PathBuf, std::rc::Rc<text::Source>>>,
}

pub(super) fn line_of(e: &Entity) -> u32 {
    e.get_location().map_or(0, |l| l.get_file_location().line)
}

impl Reader<'_> {
    /// Whether `e` is written in the header itself (its expansion, for a declaration a macro
    /// of the header writes: `DECLARE(Foo)`), not in an included file.
    fn in_header(&self, e: &Entity) -> bool {
        e.get_location().is_some_and(|l| {
            l.get_file_location()
                .file
                .is_some_and(|f| f.get_path() == Path::new(self.file))
        })
    }

    fn constant_value(&self, name: &str) -> Option<i128> {
        self.items.iter().find_map(|c| match c {
            Item::Constant { name: n, value } if n == name => Some(*value),
            _ => None,
        })
    }

    fn alignment_in(&self, text: &str) -> Result<Option<usize>, String> {
        declared_alignment(text, &self.macros, &|n| self.constant_value(n))
    }

    /// `Ok` if the imported `name` is the C++ type `spelling` (met again); an error if it is
    /// another type of the same name in another namespace or class, which the next read names
    /// apart ([`classes::clash`]).
    fn same_type(&mut self, name: &str, spelling: &str, line: u32) -> Result<(), ImportError> {
        match self.cpp.get(name) {
            Some(known) if known != spelling && !spelling.is_empty() => {
                let why = classes::clash((spelling, known, name), self.clashing, self.met);
                Err(self.error(line, why))
            }
            _ => Ok(()),
        }
    }

    fn error(&self, line: u32, message: impl Into<String>) -> ImportError {
        ImportError {
            file: self.file.to_owned(),
            line,
            kind: ImportErrorKind::Header,
            message: message.into(),
        }
    }

    /// The first of `siblings` that is a member declared with the anonymous type `decl`
    /// (`struct { ... } inner;`, `... arr[2];`, `... *p;`), and its name.
    fn declared_with<'tu>(
        &self,
        siblings: &[Entity<'tu>],
        decl: &Entity<'tu>,
    ) -> Option<(Entity<'tu>, String)> {
        siblings
            .iter()
            .find(|f| {
                f.get_kind() == EntityKind::FieldDecl
                    && f.get_children().iter().any(|d| {
                        matches!(
                            d.get_kind(),
                            EntityKind::StructDecl
                                | EntityKind::UnionDecl
                                | EntityKind::ClassDecl
                                | EntityKind::EnumDecl
                        ) && position(d) == position(decl)
                    })
            })
            .and_then(|f| Some((*f, f.get_name()?)))
    }

    /// `enum { A = 1, B };`: each enumerator an integer constant.
    /// The enumerators of anonymous enum `e` as constants of their names; one inside record
    /// `owner` (its Rust name) is `{owner}_{name}` where `owner` is a class template's instance
    /// (each instance has its own) or another value has the name. A name met again with its
    /// value is one constant.
    fn enumerators_as_constants(&mut self, e: &Entity, owner: Option<&str>) {
        let instance = e
            .get_semantic_parent()
            .is_some_and(|p| p.get_template().is_some());
        for c in e.get_children() {
            if c.get_kind() == EntityKind::EnumConstantDecl {
                let (signed, _) = c.get_enum_constant_value().unwrap_or((0, 0));
                let value = i128::from(signed);
                let mut name = c.get_name().unwrap_or_default();
                let known = self.constant_value(&name);
                if let Some(owner) = owner.filter(|_| instance || known.is_some_and(|v| v != value))
                {
                    name = format!("{owner}_{name}");
                }
                if self.constant_value(&name).is_none() {
                    self.items.push(Item::Constant { name, value });
                }
            }
        }
    }

    /// The refusal of a type that uses the skipped `name`.
    fn uses_skipped(&self, line: u32, name: &str, error: &ImportError) -> ImportError {
        self.error(line, uses_skipped_message(name, error))
    }

    fn pack_at(&self, line: u32) -> usize {
        self.packs
            .iter()
            .take_while(|(l, _)| *l <= line)
            .last()
            .map_or(0, |(_, n)| *n)
    }

    /// Runs `f`, which imports the declaration `name`; if it fails, the declaration is
    /// recorded as skipped with its reason, and whatever it had added is taken back (named
    /// records nested in it are skipped too, saying why).
    fn guarded(&mut self, name: &str, f: impl FnOnce(&mut Self) -> Result<(), ImportError>) {
        let before = self.items.len();
        if let Err(e) = f(self) {
            // (`f` may have removed an item before those it added: `aligned_alias`.)
            let before = before.min(self.items.len());
            for nested in self.items.drain(before..) {
                if matches!(nested, Item::Constant { .. }) {
                    continue;
                }
                let nested_name = nested.name().to_owned();
                if nested_name != name && !self.cpp.get(&nested_name).is_some_and(|c| c.is_empty())
                {
                    self.failed
                        .entry(nested_name)
                        .or_insert_with(|| ImportError {
                            message: format!(
                                "declared inside `{name}`, which is skipped: {}",
                                e.message
                            ),
                            ..e.clone()
                        });
                }
            }
            self.failed.entry(name.to_owned()).or_insert(e);
        }
    }

    /// The declarations of a translation unit, namespace or `extern "C"` block.
    fn scope(&mut self, scope: Entity) {
        let children = scope.get_children();
        // Typedefs first: a record declared inside one (`typedef struct { ... } attr T;`) is
        // read in its typedef's context.
        for e in &children {
            if matches!(e.get_kind(), EntityKind::TypedefDecl) && self.in_header(e) {
                self.typedef_spans.push(self.span(e));
            }
        }
        let mut anonymous_enums = Vec::new();
        for e in children {
            if !self.in_header(&e) {
                continue;
            }
            let line = line_of(&e);
            if e.get_name().as_deref() == Some(bases::BASES_NAMESPACE) {
                continue;
            }
            let scope = matches!(
                e.get_kind(),
                EntityKind::Namespace | EntityKind::LinkageSpec | EntityKind::UnexposedDecl
            );
            if let Some(why) = invalid_reason(&e, self.errors).filter(|_| !scope) {
                if let Some(name) = e.get_name() {
                    let error = self.error(line, why);
                    // A typedef of a class template's specialization: the specialization,
                    // asked for by its own name, fails for the same reason.
                    let specialization = e
                        .get_typedef_underlying_type()
                        .filter(|t| t.get_canonical_type().get_display_name().contains('<'))
                        .map(|t| classes::specialization_name(&t));
                    if let Some(spec) = specialization {
                        self.failed.entry(spec).or_insert_with(|| error.clone());
                    }
                    self.failed.entry(name).or_insert(error);
                }
                continue;
            }
            match e.get_kind() {
                // `extern "C" { ... }`: libclang 14 reports it as an unexposed declaration.
                EntityKind::Namespace | EntityKind::LinkageSpec | EntityKind::UnexposedDecl => {
                    self.scope(e)
                }
                EntityKind::StructDecl | EntityKind::UnionDecl | EntityKind::ClassDecl
                    if e.is_definition() && e.get_name().is_some() && !e.is_anonymous() =>
                {
                    let name = e.get_name().unwrap_or_default();
                    let name = classes::namespaced(&e, name, self.clashing);
                    self.guarded(&name, |r| r.record(e, None, None, Context::Definition));
                }
                EntityKind::EnumDecl if e.is_definition() => {
                    match e.get_name().filter(|_| !e.is_anonymous()) {
                        Some(name) => {
                            let name = classes::namespaced(&e, name, self.clashing);
                            self.guarded(&name, |r| r.enumeration(e))
                        }
                        None => anonymous_enums.push(e),
                    }
                }
                EntityKind::TypedefDecl | EntityKind::TypeAliasDecl => {
                    let name = e.get_name().unwrap_or_default();
                    self.guarded(&name, |r| r.alias(e));
                }
                EntityKind::MacroDefinition => self.macro_definition(e),
                EntityKind::ClassTemplate
                | EntityKind::ClassTemplatePartialSpecialization
                | EntityKind::TypeAliasTemplateDecl => {
                    let name = e.get_name().unwrap_or_default();
                    let error = self.error(
                        line,
                        format!(
                            "`{name}` is a template, which has no layout: its specializations \
                             the header instantiates are imported, each named for its \
                             arguments (`{name}<float>` is `{name}_float`)"
                        ),
                    );
                    self.failed.entry(name).or_insert(error);
                }
                _ => {}
            }
        }
        // `enum { A = 1, B };` names integer constants, not a type (unless a typedef gave it
        // a name above).
        for e in anonymous_enums {
            if !self.anonymous.contains_key(&position(&e)) {
                self.enumerators_as_constants(&e, None);
            }
        }
    }
}

/// A fundamental type; `long` as `host` has it (8 bytes on Linux, 4 on Windows).
pub(super) fn scalar_of(ty: &Type, host: HostPlatform) -> Option<Scalar> {
    Some(match ty.get_canonical_type().get_kind() {
        TypeKind::Bool => Scalar::Bool,
        TypeKind::CharS | TypeKind::SChar => Scalar::I8,
        TypeKind::CharU | TypeKind::UChar => Scalar::U8,
        TypeKind::Short => Scalar::I16,
        TypeKind::UShort => Scalar::U16,
        TypeKind::Int => Scalar::I32,
        TypeKind::UInt => Scalar::U32,
        TypeKind::Long => host.long(),
        TypeKind::ULong => host.ulong(),
        TypeKind::LongLong => Scalar::I64,
        TypeKind::ULongLong => Scalar::U64,
        TypeKind::Int128 => Scalar::I128,
        TypeKind::UInt128 => Scalar::U128,
        TypeKind::Float => Scalar::F32,
        TypeKind::Double => Scalar::F64,
        _ => return None,
    })
}

/// Whether a pointer to `pointee` is an untyped device address (`DevicePtr<()>`): `void *`,
/// and a device function's address (a callback, `uchar (*)(uchar, float)`), which the PTX
/// passes as `.param .u64` like any address and the host only copies.
pub(super) fn untyped_pointee(pointee: &Type) -> bool {
    matches!(
        pointee.get_canonical_type().get_kind(),
        TypeKind::Void | TypeKind::FunctionPrototype | TypeKind::FunctionNoPrototype
    )
}
