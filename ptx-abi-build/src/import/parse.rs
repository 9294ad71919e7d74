//! The header, read by libclang: declarations become [`Item`]s, anything ptx-abi cannot express
//! a refusal at its line (the type skipped, or an [`ImportError`]).
//!
//! libclang parses the header as C++ with CUDA's headers and the C and C++ standard headers
//! replaced by [`super::cuda_names::stubs`], which declare names and nothing else: the
//! importer maps CUDA's names to `ptx_abi_core`'s types and never asks libclang for a layout.
//! `#pragma pack` is not in libclang's AST; its directives are read from the header's lines
//! ([`pack_at_lines`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Mutex;

use clang::{Clang, Entity, EntityKind, Index, Type, TypeKind, Unsaved};
use ptx_abi_core::layout::{Compiler, HostPlatform, Packing, Scalar};

use super::attrs::{declared_alignment, Macro, Macros};
use super::checks::{check_layouts, keep_only, uses_skipped_message};
use super::cuda_names::{prelude, stubs, CudaNames, STUB_DIR};
use super::{CType, ImportError, ImportErrorKind, ImportOptions, Imported, Item, Member, Skipped};

mod placement;

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
    let text = std::fs::read_to_string(path).map_err(|e| ImportError {
        file: path.display().to_string(),
        line: 0,
        kind: ImportErrorKind::Unreadable,
        message: format!("cannot read the header: {e}"),
    })?;
    read_source(&path.display().to_string(), &text, options)
}

pub(super) fn read_source(
    file: &str,
    text: &str,
    options: &ImportOptions,
) -> Result<Imported, ImportError> {
    with_translation_unit(file, text, options, |tu| {
        read_types(file, text, options, tu)
    })?
}

/// Parses `text` (named `file`) with libclang as the importer does (C++, the stand-ins for
/// CUDA's and the standard headers, `options`' arguments; function bodies skipped), refuses it
/// if libclang reports an error, and hands the translation unit to `f`.
pub(super) fn with_translation_unit<R>(
    file: &str,
    text: &str,
    options: &ImportOptions,
    f: impl FnOnce(&clang::TranslationUnit) -> R,
) -> Result<R, ImportError> {
    let fail = |line: u32, kind: ImportErrorKind, message: String| ImportError {
        file: file.to_owned(),
        line,
        kind,
        message,
    };
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
    let clang = Clang::new().map_err(|e| {
        fail(
            0,
            ImportErrorKind::LibclangMissing,
            format!("libclang could not be loaded ({e}): install libclang 14 or later (Debian: libclang1-14 or libclang1-19)"),
        )
    })?;
    let index = Index::new(&clang, false, false);
    let tu = match parse(&index, file, text, options) {
        // A file with host code includes the host's headers, which have no stand-ins: nvcc
        // compiles such files, and they are parsed again with the host's own.
        Err(e)
            if e.message.contains("file not found")
                && options.compiler == Some(Compiler::Nvcc)
                && !options.host_headers =>
        {
            let options = ImportOptions {
                host_headers: true,
                ..options.clone()
            };
            parse(&index, file, text, &options)?
        }
        other => other?,
    };
    Ok(f(&tu))
}

/// One parse of `text` with `options`, refused at its first error.
fn parse<'i>(
    index: &'i Index,
    file: &str,
    text: &str,
    options: &ImportOptions,
) -> Result<clang::TranslationUnit<'i>, ImportError> {
    let fail = |line: u32, kind: ImportErrorKind, message: String| ImportError {
        file: file.to_owned(),
        line,
        kind,
        message,
    };
    let prelude_path = format!("{STUB_DIR}/ptx_abi_prelude.h");
    let mut unsaved = vec![
        Unsaved::new(file, text),
        Unsaved::new(
            &prelude_path,
            prelude(
                &CudaNames::new(options.host_platform(), text),
                options.compiler,
            ),
        ),
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
        .parse()
        .map_err(|e| {
            fail(
                0,
                ImportErrorKind::Header,
                format!("libclang failed to parse the header: {e}"),
            )
        })?;
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
            return Err(fail(
                line,
                ImportErrorKind::Header,
                format!("not valid C++{place}: {message}{hint}"),
            ));
        }
    }
    Ok(tu)
}

fn read_types(
    file: &str,
    text: &str,
    options: &ImportOptions,
    tu: &clang::TranslationUnit,
) -> Result<Imported, ImportError> {
    let mut reader = Reader {
        file,
        text,
        options,
        host: options.host_platform(),
        cuda: CudaNames::new(options.host_platform(), text),
        packs: pack_at_lines(text),
        items: Vec::new(),
        anonymous: BTreeMap::new(),
        cpp: BTreeMap::new(),
        failed: BTreeMap::new(),
        resolved: BTreeMap::new(),
        integer_enums: BTreeMap::new(),
        macros: Macros::default(),
        typedef_spans: Vec::new(),
    };
    reader.scope(tu.get_entity());
    let mut imported = Imported {
        file: file.to_owned(),
        items: reader.items,
        cpp_names: reader.cpp,
        skipped: Vec::new(),
        compiler: options.compiler,
        host: reader.host,
        aliases_written_as_their_types: reader.resolved,
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

/// The packing in force at each line of `text` that changes it: `#pragma pack(N)`,
/// `pack(push, N)`, `pack(pop)`, `pack()`. A hand-written reader because libclang keeps no
/// trace of pragmas in its AST; the directive's grammar is this small.
fn pack_at_lines(text: &str) -> Vec<(u32, usize)> {
    let mut stack: Vec<usize> = Vec::new();
    let mut current = 0;
    let mut out = vec![(0, 0)];
    for (i, line) in text.lines().enumerate() {
        let words: String = line.split_whitespace().collect::<Vec<_>>().join(" ");
        let Some(rest) = words
            .strip_prefix("#pragma pack")
            .or_else(|| words.strip_prefix("# pragma pack"))
        else {
            continue;
        };
        let args = rest
            .trim()
            .trim_start_matches('(')
            .trim_end_matches(')')
            .replace(' ', "");
        let parts: Vec<&str> = args.split(',').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            [] => current = 0,
            ["push"] => stack.push(current),
            ["pop"] => current = stack.pop().unwrap_or(0),
            ["push", n] => {
                stack.push(current);
                current = n.parse().unwrap_or(0);
            }
            [n] => current = n.parse().unwrap_or(0),
            _ => {}
        }
        out.push((i as u32 + 1, current));
    }
    out
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
}

pub(super) fn line_of(e: &Entity) -> u32 {
    e.get_location().map_or(0, |l| l.get_file_location().line)
}

/// A comment as documentation lines, without its markers.
fn doc_lines(e: &Entity) -> Vec<String> {
    let Some(comment) = e.get_comment() else {
        return Vec::new();
    };
    comment
        .lines()
        .map(|l| {
            let l = l.trim();
            let l = l
                .trim_start_matches("/**")
                .trim_start_matches("/*!")
                .trim_start_matches("///")
                .trim_start_matches("//!")
                .trim_start_matches("//")
                .trim_start_matches("/*")
                .trim_end_matches("*/");
            let l = l.trim_start();
            let l = l
                .strip_prefix("* ")
                .or_else(|| l.strip_prefix('*'))
                .unwrap_or(l);
            // `///< text`: a comment after the member it documents.
            l.strip_prefix('<').unwrap_or(l).trim().to_owned()
        })
        .filter(|l| !l.is_empty())
        .collect()
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

    /// The byte offset of `e`'s location in the header (the macro's use, for one a macro
    /// writes).
    fn offset(&self, e: &Entity) -> usize {
        e.get_location()
            .map_or(0, |l| l.get_file_location().offset as usize)
            .min(self.text.len())
    }

    /// The byte offsets where `e`'s source range starts and ends in the header.
    fn span(&self, e: &Entity) -> (usize, usize) {
        e.get_range().map_or((0, 0), |r| {
            let clamp = |o: u32| (o as usize).min(self.text.len());
            (
                clamp(r.get_start().get_file_location().offset),
                clamp(r.get_end().get_file_location().offset),
            )
        })
    }

    /// A record's head: from the end of the declaration before it to its `{`.
    fn record_head(&self, e: &Entity) -> String {
        let at = self.offset(e);
        let start = self.text[..at].rfind([';', '}', '{']).map_or(0, |i| i + 1);
        let end = self.text[at..]
            .find('{')
            .map_or(self.text.len(), |i| at + i);
        code_only(&self.text[start..end])
    }

    /// What follows a record's `}` up to the `;` that ends its declaration (its range ends
    /// just past the `}`).
    fn record_tail(&self, e: &Entity) -> String {
        let (_, end) = self.span(e);
        let rest = &self.text[end..];
        code_only(&rest[..rest.find(';').unwrap_or(rest.len())])
    }

    /// A member's declaration: from the end of the one before it to its `;`, or to the `,`
    /// before the next declarator (`int x, y __attribute__((aligned(8)));`: `y`'s attribute is
    /// not `x`'s), not a `,` inside parentheses (`__attribute__((packed, aligned(8)))`).
    fn member_text(&self, e: &Entity) -> String {
        let at = self.offset(e);
        let start = self.text[..at].rfind([';', '{', '}']).map_or(0, |i| i + 1);
        let mut depth = 0usize;
        let end = self.text[at..]
            .char_indices()
            .find(|&(_, c)| {
                match c {
                    '(' => depth += 1,
                    ')' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                c == ';' || (c == ',' && depth == 0)
            })
            .map_or(self.text.len(), |(i, _)| at + i);
        code_only(&self.text[start..end])
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
    /// another type of the same name in another namespace, which one Rust module cannot hold.
    fn same_type(&self, name: &str, spelling: &str, line: u32) -> Result<(), ImportError> {
        match self.cpp.get(name) {
            Some(known) if known != spelling && !spelling.is_empty() => Err(self.error(
                line,
                format!(
                    "`{spelling}` and `{known}` would both be `{name}`: the importer flattens \
                     namespaces into one Rust module; import them from separate headers, or \
                     rename one"
                ),
            )),
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
    fn enumerators_as_constants(&mut self, e: &Entity) {
        for c in e.get_children() {
            if c.get_kind() == EntityKind::EnumConstantDecl {
                let (signed, _) = c.get_enum_constant_value().unwrap_or((0, 0));
                self.items.push(Item::Constant {
                    name: c.get_name().unwrap_or_default(),
                    value: i128::from(signed),
                });
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
            match e.get_kind() {
                // `extern "C" { ... }`: libclang 14 reports it as an unexposed declaration.
                EntityKind::Namespace | EntityKind::LinkageSpec | EntityKind::UnexposedDecl => {
                    self.scope(e)
                }
                EntityKind::StructDecl | EntityKind::UnionDecl | EntityKind::ClassDecl
                    if e.is_definition() && e.get_name().is_some() && !e.is_anonymous() =>
                {
                    let name = e.get_name().unwrap_or_default();
                    self.guarded(&name, |r| r.record(e, None, None, Context::Definition));
                }
                EntityKind::EnumDecl if e.is_definition() => {
                    match e.get_name().filter(|_| !e.is_anonymous()) {
                        Some(name) => self.guarded(&name, |r| r.enumeration(e)),
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
                            "`{name}` is a template: ptx-abi imports concrete types only; \
                             declare the instantiation you pass (`struct PairF {{ ... }};`) \
                             and import that"
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
                self.enumerators_as_constants(&e);
            }
        }
    }

    /// A macro: `#define NAME <integer literal>` (with an optional sign and suffix) becomes a
    /// constant; function-like and other object-like macros are kept to read attributes
    /// spelled through them.
    fn macro_definition(&mut self, e: Entity) {
        if e.is_builtin_macro() {
            return;
        }
        let Some(range) = e.get_range() else { return };
        let tokens: Vec<String> = range.tokenize().iter().map(|t| t.get_spelling()).collect();
        let Some(name) = tokens.first().cloned() else {
            return;
        };
        if e.is_function_like_macro() {
            // NAME ( params ) body
            let Some(close) = tokens.iter().position(|t| t == ")") else {
                return;
            };
            let params = tokens[2.min(close)..close]
                .iter()
                .filter(|t| *t != ",")
                .cloned()
                .collect();
            let body = tokens[close + 1..].join(" ");
            self.macros
                .function_like
                .insert(name, Macro { params, body });
            return;
        }
        self.macros
            .object_like
            .insert(name.clone(), tokens[1..].join(" "));
        let (negative, literal) = match &tokens[1..] {
            [lit] => (false, lit.as_str()),
            [sign, lit] if sign == "-" => (true, lit.as_str()),
            [open, lit, close] if open == "(" && close == ")" => (false, lit.as_str()),
            [open, sign, lit, close] if open == "(" && sign == "-" && close == ")" => {
                (true, lit.as_str())
            }
            _ => return,
        };
        let digits = literal.trim_end_matches(['u', 'U', 'l', 'L']);
        let value = match digits
            .strip_prefix("0x")
            .or_else(|| digits.strip_prefix("0X"))
        {
            Some(hex) => i128::from_str_radix(hex, 16).ok(),
            None => digits.parse::<i128>().ok(),
        };
        if let Some(v) = value {
            let value = if negative { -v } else { v };
            // C allows a macro to be defined again (identically, or after `#undef`): one
            // constant, the last definition's value.
            self.items
                .retain(|i| !matches!(i, Item::Constant { name: n, .. } if *n == name));
            self.items.push(Item::Constant { name, value });
        }
    }

    fn alias(&mut self, e: Entity) -> Result<(), ImportError> {
        let name = e.get_name().unwrap_or_default();
        let line = line_of(&e);
        let Some(ty) = e.get_typedef_underlying_type() else {
            return Ok(());
        };
        // `typedef struct { ... } Name;`: the record takes the name.
        if let Some(decl) = record_declaration(&ty) {
            if decl.get_name().is_none() || decl.is_anonymous() {
                if let Some(first) = self.anonymous.get(&position(&decl)).cloned() {
                    // `typedef struct { ... } A, B;`: `B` is another name of `A`.
                    if first != name {
                        self.cpp.insert(name.clone(), spelling_of(&e));
                        self.items.push(Item::Alias {
                            name,
                            ty: CType::Named(first),
                            doc: doc_lines(&e),
                        });
                    }
                    return Ok(());
                }
                self.anonymous.insert(position(&decl), name.clone());
                return match decl.get_kind() {
                    EntityKind::EnumDecl => {
                        self.cpp.insert(name.clone(), spelling_of(&e));
                        self.enumeration_named(decl, name)
                    }
                    _ => self.record(decl, Some(name), Some(spelling_of(&e)), Context::Typedef),
                };
            }
        }
        // `typedef struct { ... } Name[4];` / `*Name`: the anonymous record is named after the
        // typedef (`Name_elem`), which C++ spells through the typedef.
        if let Some(decl) = anonymous_inside(&ty) {
            if let std::collections::btree_map::Entry::Vacant(slot) =
                self.anonymous.entry(position(&decl))
            {
                let record = format!("{name}_elem");
                slot.insert(record.clone());
                let spelling = format!("ptx_abi_inner<{}>::type", spelling_of(&e));
                self.record(decl, Some(record), Some(spelling), Context::Typedef)?;
            }
        }
        let ctype = self.c_type(ty, line)?;
        // `typedef struct box { ... } box;`: C's idiom names the record twice; in C++ and in
        // Rust it is one type.
        if matches!(&ctype, CType::Named(target) if *target == name) {
            return Ok(());
        }
        if written_as_its_type(&ctype) {
            // A typedef of a fundamental or CUDA type (`typedef uint32_t u32;`) is written as
            // that type where it is used, so that two imported headers never define one alias
            // twice (or `pub type u8 = u8;`).
            let rust = super::render::rust_type(&self.items, &ctype);
            self.resolved.insert(name, rust);
            return Ok(());
        }
        self.cpp.insert(name.clone(), spelling_of(&e));
        self.items.push(Item::Alias {
            name,
            ty: ctype,
            doc: doc_lines(&e),
        });
        Ok(())
    }

    fn enumeration(&mut self, e: Entity) -> Result<(), ImportError> {
        let Some(name) = e.get_name().filter(|_| !e.is_anonymous()) else {
            return Ok(());
        };
        if self.items.iter().any(|i| i.name() == name) {
            return self.same_type(&name, &spelling_of(&e), line_of(&e));
        }
        self.cpp.insert(name.clone(), spelling_of(&e));
        self.enumeration_named(e, name)
    }

    fn enumeration_named(&mut self, e: Entity, name: String) -> Result<(), ImportError> {
        let line = line_of(&e);
        let mut repr = match e
            .get_enum_underlying_type()
            .map(|t| scalar_of(&t, self.host))
        {
            Some(Some(s)) if s.is_integral() && !s.is_128bit() && s != Scalar::Bool => s,
            // `enum E : bool`: one byte holding 0 or 1, an enum of `u8` whose other bytes are no
            // variant (and so an error when read back, as a `bool`'s would be).
            Some(Some(Scalar::Bool)) => Scalar::U8,
            _ => {
                return Err(self.error(
                    line,
                    format!(
                        "enum `{name}`: its underlying type is not an integer of 8 to 64 bits; \
                         give it one (`enum {name} : int {{ ... }}`)"
                    ),
                ))
            }
        };
        let mut variants: Vec<(String, i128)> = Vec::new();
        for c in e.get_children() {
            if c.get_kind() != EntityKind::EnumConstantDecl {
                continue;
            }
            let (signed, unsigned) = c.get_enum_constant_value().unwrap_or((0, 0));
            let value = if repr.is_signed_integer() {
                i128::from(signed)
            } else {
                i128::from(unsigned)
            };
            variants.push((c.get_name().unwrap_or_default(), value));
        }
        if variants.is_empty() {
            return Err(self.error(
                line,
                format!(
                    "enum `{name}` has no enumerators, so no value of it can be passed: give \
                     the members that hold it its underlying type instead"
                ),
            ));
        }
        // `enum E { ... } __attribute__((packed));`: libclang (like nvcc) makes `E` its
        // smallest integer; NVRTC ignores the attribute there (`ABI.md` §10a).
        if let Some(attr) = e
            .get_children()
            .into_iter()
            .find(|c| c.get_kind() == EntityKind::PackedAttr)
        {
            if self.place(&e, &attr)? == Place::Trailing {
                let unpacked = if variants.iter().any(|(_, v)| *v < 0) {
                    Scalar::I32
                } else if variants.iter().all(|(_, v)| *v <= i128::from(u32::MAX)) {
                    Scalar::U32
                } else {
                    repr
                };
                match self.options.compiler {
                    Some(Compiler::Nvcc) => {}
                    Some(Compiler::Nvrtc) => repr = unpacked,
                    None => {
                        return Err(self.trailing_refusal(
                            &name,
                            line_of(&attr),
                            "packed",
                            &format!("size {0}, align {0}", unpacked.size()),
                            &format!("size {0}, align {0}", repr.size()),
                            &format!("enum __attribute__((packed)) {name} {{ ... }};"),
                        ))
                    }
                }
            }
        }
        let distinct: BTreeSet<i128> = variants.iter().map(|(_, v)| *v).collect();
        if distinct.len() < variants.len() {
            // A Rust enum cannot give two variants one value: the enum becomes its
            // underlying integer, and each enumerator a constant (`Name_A`).
            self.integer_enums.insert(name.clone(), repr);
            self.resolved
                .insert(name.clone(), crate::rust::scalar(repr).to_owned());
            for (v, value) in &variants {
                self.items.push(Item::Constant {
                    name: format!("{name}_{v}"),
                    value: *value,
                });
            }
            return Ok(());
        }
        self.items.push(Item::Enum {
            name,
            repr,
            variants,
            doc: doc_lines(&e),
        });
        Ok(())
    }

    /// Where `attr`, an attribute of the record or enum `e`, stands: before its `{` or after
    /// its `}`. A record whose braces come from a macro cannot be told: refused.
    fn place(&self, e: &Entity, attr: &Entity) -> Result<Place, ImportError> {
        // The range ends just past the record's `}`.
        let (_, end) = self.span(e);
        if end == 0 || self.text.as_bytes().get(end - 1) != Some(&b'}') {
            return Err(self.error(
                line_of(e),
                format!(
                    "`{}` is defined by a macro that also gives it an alignment or packing \
                     attribute: the importer cannot tell whether the attribute comes before \
                     its name (both NVRTC and nvcc honour it) or after its closing brace (NVRTC \
                     ignores it; ABI.md section 10a); write the definition out in the header",
                    e.get_name().unwrap_or_default()
                ),
            ));
        }
        Ok(if self.offset(attr) >= end {
            Place::Trailing
        } else {
            Place::Head
        })
    }

    /// A struct or union definition, named `name` (or its own name); its nested and anonymous
    /// records first.
    fn record(
        &mut self,
        e: Entity,
        name: Option<String>,
        spelling: Option<String>,
        context: Context,
    ) -> Result<(), ImportError> {
        let line = line_of(&e);
        let name = match name.or_else(|| e.get_name().filter(|_| !e.is_anonymous())) {
            Some(n) => n,
            None => return Ok(()),
        };
        let spelling = spelling.unwrap_or_else(|| spelling_of(&e));
        if self.items.iter().any(|i| i.name() == name) {
            return self.same_type(&name, &spelling, line);
        }
        if let Some(error) = self.failed.get(&name) {
            return Err(error.clone());
        }
        // A definition inside a typedef (`typedef struct S { ... } attr T;`) takes the
        // typedef's rules for what follows its brace.
        let (start, end) = self.span(&e);
        let context = match context {
            Context::Definition
                if self
                    .typedef_spans
                    .iter()
                    .any(|&(s, t)| s <= start && end <= t) =>
            {
                Context::Typedef
            }
            c => c,
        };
        // NVRTC rejects `__extension__` before a member ("this declaration has no storage class
        // or type specifier"), which GCC and nvcc accept (`ABI.md` §10a), unless the build
        // defines it away (`-D__extension__=`).
        let extension = self.in_header(&e)
            && !self
                .options
                .defines
                .iter()
                .any(|(n, _)| n == "__extension__")
            && self.text[start..end]
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .any(|token| token == "__extension__");
        if extension && self.options.compiler != Some(Compiler::Nvcc) {
            return Err(self.error(
                line,
                format!(
                    "`{name}` has `__extension__` before a member, which NVRTC rejects (\"this \
                     declaration has no storage class or type specifier\"; nvcc accepts it, \
                     ABI.md section 10a): remove it, or say that nvcc builds your kernels \
                     (`--compiler nvcc`, `ImportOptions::compiler`)"
                ),
            ));
        }
        self.cpp.insert(name.clone(), spelling.clone());
        let union = e.get_kind() == EntityKind::UnionDecl;
        let mut members = Vec::new();
        let mut align = 0;
        let mut trailing_align = 0;
        let mut gnu_packed = false;
        let mut trailing_packed = false;
        let mut anonymous_members = 0;
        let children = e.get_children();
        for (k, c) in children.iter().enumerate() {
            let cline = line_of(c);
            match c.get_kind() {
                EntityKind::AlignedAttr => {
                    let place = self.place(&e, c)?;
                    let text = match place {
                        Place::Head => self.record_head(&e),
                        Place::Trailing => self.record_tail(&e),
                    };
                    let value = self.alignment_in(&text).map_err(|m| self.error(cline, m))?;
                    let value = match value {
                        Some(v) => v,
                        None => self.alignment_from_libclang(&e).ok_or_else(|| {
                            self.error(
                                cline,
                                format!(
                                    "`{name}`: an alignment attribute the importer cannot read \
                                     (`{}`): spell it alignas(N), __align__(N), \
                                     __attribute__((aligned(N))) or __attribute__((__aligned__(N))) \
                                     with N an integer or a #define'd integer",
                                    text.trim()
                                ),
                            )
                        })?,
                    };
                    match place {
                        Place::Head => align = align.max(value),
                        Place::Trailing => trailing_align = trailing_align.max(value),
                    }
                }
                EntityKind::PackedAttr => match self.place(&e, c)? {
                    Place::Head => gnu_packed = true,
                    Place::Trailing => trailing_packed = true,
                },
                EntityKind::BaseSpecifier => {
                    return Err(self.error(
                        cline,
                        format!(
                            "`{name}` derives from a base class: declare the base's members in \
                             it instead (a C layout has no bases)"
                        ),
                    ))
                }
                EntityKind::Method | EntityKind::Destructor if c.is_virtual_method() => {
                    return Err(self.error(
                        cline,
                        format!(
                            "`{name}` has a virtual member function: its objects hold a vtable \
                             pointer, a host address no kernel can use; pass a struct of its \
                             data members instead"
                        ),
                    ))
                }
                EntityKind::EnumDecl if c.is_definition() => {
                    match c.get_name().filter(|_| !c.is_anonymous()) {
                        // A nested enum: imported under its own name, used or not.
                        Some(enum_name) => {
                            if !self.items.iter().any(|i| i.name() == enum_name) {
                                let outer = self.cpp.get(&name).cloned().unwrap_or_default();
                                self.cpp
                                    .insert(enum_name.clone(), nested_spelling(&outer, c));
                                self.enumeration_named(*c, enum_name)?;
                            }
                        }
                        // `enum { A, B } member;`: the member's type, named `{name}_{member}`;
                        // `enum { A, B };`: constants.
                        None => match self.declared_with(&children[k + 1..], c) {
                            Some((field, member)) => {
                                let nested = format!("{name}_{member}");
                                let outer = self.cpp.get(&name).cloned().unwrap_or_default();
                                let spelling = member_type_spelling(&outer, &member, field, c);
                                self.anonymous.insert(position(c), nested.clone());
                                self.cpp.insert(nested.clone(), spelling);
                                self.enumeration_named(*c, nested)?;
                            }
                            None => self.enumerators_as_constants(c),
                        },
                    }
                }
                EntityKind::StructDecl | EntityKind::UnionDecl | EntityKind::ClassDecl
                    if c.is_definition() =>
                {
                    // A nested record: named, it is imported under its own name; anonymous, it
                    // is the type of the members declared with it (`struct { int a; } inner;`,
                    // `... arr[2];`, `... *p;`: named `{name}_{member}`) or an anonymous member
                    // (`union { ... };`, named `_anonN`).
                    if !c.is_anonymous() && c.get_name().is_some() {
                        // Named from the enclosing type's spelling: inside an anonymous
                        // member's type it is `decltype(S::u)::inner`, not `S::inner`.
                        let outer = self.cpp.get(&name).cloned().unwrap_or_default();
                        let spelling = nested_spelling(&outer, c);
                        self.record(*c, None, Some(spelling), Context::Definition)?;
                        continue;
                    }
                    let (member, nested_spelling, nested_context) =
                        match self.declared_with(&children[k + 1..], c) {
                            Some((field, member)) => {
                                let outer = self.cpp.get(&name).cloned().unwrap_or_default();
                                let spelling = member_type_spelling(&outer, &member, field, c);
                                (member, spelling, Context::Member)
                            }
                            None => {
                                anonymous_members += 1;
                                let member = format!("_anon{anonymous_members}");
                                members.push(Member {
                                    name: member.clone(),
                                    ty: CType::Named(format!("{name}_{member}")),
                                    bits: None,
                                    unnamed: false,
                                    align: 0,
                                    doc: doc_lines(c),
                                    line: cline,
                                });
                                (member, String::new(), Context::Member)
                            }
                        };
                    let nested = format!("{name}_{member}");
                    self.anonymous.insert(position(c), nested.clone());
                    self.record(*c, Some(nested), Some(nested_spelling), nested_context)?;
                }
                EntityKind::FieldDecl => {
                    let member = self.member(c, &name, members.len())?;
                    members.push(member);
                }
                _ => {}
            }
        }
        // Attributes after the closing brace (`ABI.md` §10a).
        let (packing, align) = self.after_brace(
            &name,
            &members,
            union,
            context,
            line,
            (gnu_packed, align),
            (trailing_packed, trailing_align),
        )?;
        if members.is_empty() {
            // `struct E {};` is one byte, aligned 1, under both compilers: an unnamed 8-bit
            // bit-field has that layout, and its byte is written as zero.
            members.push(Member {
                name: "_empty".to_owned(),
                ty: CType::Scalar(Scalar::U8),
                bits: Some(8),
                unnamed: true,
                align: 0,
                doc: Vec::new(),
                line,
            });
        }
        if packing != Packing::None && align != 0 {
            return Err(self.error(
                line,
                format!(
                    "`{name}` is both packed and aligned, which Rust refuses (E0587): drop one, \
                     or wrap the packed struct in an aligned one"
                ),
            ));
        }
        let mut doc = doc_lines(&e);
        if members.len() == 1 && members[0].name == "_empty" {
            doc.push("C++ declares this struct empty: one byte, written as zero.".to_owned());
        }
        self.items.push(Item::Record {
            name,
            union,
            members,
            align,
            packing,
            doc,
            line,
        });
        Ok(())
    }

    /// The items imported so far, to lay types out with (for messages and checks).
    fn probe(&self) -> Imported {
        Imported {
            file: String::new(),
            items: self.items.clone(),
            cpp_names: BTreeMap::new(),
            skipped: Vec::new(),
            compiler: None,
            host: self.host,
            aliases_written_as_their_types: BTreeMap::new(),
        }
    }

    /// The alignment clang gives record `e` when an aligned attribute raises it above what
    /// its members ask (a number the attribute's text did not say, as with a macro the
    /// importer cannot expand); `None` if it does not raise it (then a lowering attribute,
    /// which NVRTC applies and nvcc ignores, cannot be ruled out).
    fn alignment_from_libclang(&self, e: &Entity) -> Option<usize> {
        let clang = e.get_type()?.get_alignof().ok()?;
        let mut natural = 1;
        for c in e.get_children() {
            if c.get_kind() == EntityKind::FieldDecl {
                natural = natural.max(c.get_type()?.get_alignof().ok()?);
            }
        }
        (clang > natural).then_some(clang)
    }

    fn member(&mut self, f: &Entity, record: &str, index: usize) -> Result<Member, ImportError> {
        let line = line_of(f);
        let ty = f.get_type().expect("a member has a type");
        let name = f.get_name().unwrap_or_else(|| format!("_unnamed{index}"));
        if ty.get_kind() == TypeKind::IncompleteArray {
            return Err(self.error(
                line,
                format!(
                    "`{record}::{name}` is a flexible array member: its length is not in the \
                     type; pass the elements in a device buffer (`DevicePtr<T>`) instead"
                ),
            ));
        }
        let bits = f.get_bit_field_width().map(|w| w as u32);
        let unnamed = f.get_name().is_none();
        let mut align = 0;
        let attributes = f.get_children();
        if attributes
            .iter()
            .any(|c| c.get_kind() == EntityKind::AlignedAttr)
        {
            let text = self.member_text(f);
            align = self
                .alignment_in(&text)
                .map_err(|m| self.error(line, format!("`{record}::{name}`: {m}")))?
                .ok_or_else(|| {
                    self.error(
                        line,
                        format!(
                            "`{record}::{name}`: an alignment attribute the importer cannot \
                             read (`{}`): spell it alignas(N), __align__(N), \
                             __attribute__((aligned(N))) or __attribute__((__aligned__(N))) with N \
                             an integer or a #define'd integer",
                            text.trim()
                        ),
                    )
                })?;
        }
        let ctype = self.c_type(ty, line)?;
        if attributes
            .iter()
            .any(|c| c.get_kind() == EntityKind::PackedAttr)
        {
            // `int i __attribute__((packed));`: both compilers place this one member at any
            // byte (measured: ABI.md section 10a). The derive packs whole types only.
            let own = self.probe().layout_of(&ctype).align;
            let packed_record = self.pack_at(line) == 1;
            if own > 1 && bits.is_none() && !packed_record {
                return Err(self.error(
                    line,
                    format!(
                        "`{record}::{name}` is packed on its own (`__attribute__((packed))` on \
                         the member): both compilers place it at any byte, and ptx-abi packs \
                         whole types only; pack `{record}` (`struct __attribute__((packed)) \
                         {record}`) if that is the layout meant, or drop the attribute"
                    ),
                ));
            }
        }
        Ok(Member {
            name,
            ty: ctype,
            bits,
            unnamed: unnamed && bits.is_some(),
            align,
            doc: doc_lines(f),
            line,
        })
    }

    /// The importer's view of a clang type.
    fn c_type(&mut self, ty: Type, line: u32) -> Result<CType, ImportError> {
        // libclang 16 and later wrap every type written with a name in an elaborated type
        // (`cudaTextureObject_t` is Elaborated(Typedef)); earlier ones only `struct S`. Unwrapped
        // first, so that every libclang sees the typedef below.
        if ty.get_kind() == TypeKind::Elaborated {
            if let Some(inner) = ty.get_elaborated_type() {
                return self.c_type(inner, line);
            }
        }
        // A typedef keeps its name when it names a type of the header (`Mat2`) or one of
        // CUDA's (`cudaTextureObject_t` is `TextureObject`, not `u64`); one of a fundamental
        // type is followed to it, one typedef at a time, so that CUDA's names on the way are
        // seen (`typedef cudaTextureObject_t Tex;`).
        if ty.get_kind() == TypeKind::Typedef {
            let decl = ty.get_declaration().expect("a typedef has a declaration");
            let name = decl.get_name().unwrap_or_default();
            if let Some((rust, layout)) = self.cuda.ty(&name) {
                return Ok(CType::Cuda { rust, layout });
            }
            if self.in_header(&decl) && self.items.iter().any(|i| i.name() == name) {
                return Ok(CType::Named(name));
            }
            if let Some(error) = self.failed.get(&name) {
                return Err(self.uses_skipped(line, &name, error));
            }
            if let Some(underlying) = decl.get_typedef_underlying_type() {
                return self.c_type(underlying, line);
            }
        }
        if let Some(s) = scalar_of(&ty, self.host) {
            return Ok(CType::Scalar(s));
        }
        match ty.get_kind() {
            TypeKind::Elaborated => {
                self.c_type(ty.get_elaborated_type().expect("elaborated"), line)
            }
            TypeKind::Typedef => self.c_type(ty.get_canonical_type(), line),
            TypeKind::Record | TypeKind::Enum => {
                let decl = ty.get_declaration().expect("a record has a declaration");
                let name = match self.anonymous.get(&position(&decl)) {
                    Some(n) => n.clone(),
                    None => decl.get_name().unwrap_or_default(),
                };
                if let Some(cuda) = self.cuda.named(&name) {
                    return Ok(cuda);
                }
                if let Some(error) = self.failed.get(&name) {
                    return Err(self.uses_skipped(line, &name, error));
                }
                let known = self.items.iter().any(|i| i.name() == name)
                    || self.integer_enums.contains_key(&name);
                if !known {
                    match decl.get_kind() {
                        EntityKind::EnumDecl => self.enumeration_named(decl, name.clone())?,
                        _ if decl.is_definition() => {
                            self.record(decl, Some(name.clone()), None, Context::Definition)?
                        }
                        _ => {
                            return Err(self.error(
                                line,
                                format!(
                                    "`{name}` is declared but not defined in the header: \
                                     include the header that defines it, or pass a pointer \
                                     to it"
                                ),
                            ))
                        }
                    }
                }
                // An enum imported as its underlying integer (enumerators sharing a value).
                match self.integer_enums.get(&name) {
                    Some(&repr) => Ok(CType::Scalar(repr)),
                    None => Ok(CType::Named(name)),
                }
            }
            TypeKind::Pointer => {
                let pointee = ty.get_pointee_type().expect("a pointer has a pointee");
                match pointee.get_kind() {
                    TypeKind::Void => Ok(CType::Pointer(None)),
                    // A function pointer is an address of the pointer's size: an opaque
                    // device address (`DevicePtr<()>`), as a `void *` is.
                    TypeKind::FunctionPrototype | TypeKind::FunctionNoPrototype => {
                        Ok(CType::Pointer(None))
                    }
                    _ => match record_declaration(&pointee) {
                        // A pointee is named, not placed: `Node *next` inside `Node` must not
                        // import `Node` again (render writes `DevicePtr<()>` for a pointee the
                        // header never defines).
                        Some(decl) => {
                            let name = match self.anonymous.get(&position(&decl)) {
                                Some(n) => n.clone(),
                                None => decl.get_name().unwrap_or_default(),
                            };
                            let target = self.cuda.named(&name).unwrap_or(CType::Named(name));
                            Ok(CType::Pointer(Some(Box::new(target))))
                        }
                        None => Ok(CType::Pointer(Some(Box::new(self.c_type(pointee, line)?)))),
                    },
                }
            }
            TypeKind::ConstantArray => {
                let elem =
                    self.c_type(ty.get_element_type().expect("an array has elements"), line)?;
                let len = ty.get_size().unwrap_or(0);
                if len == 0 {
                    return Err(self.error(
                        line,
                        "a zero-length array has no C++ layout (GNU's `[0]`): pass the elements \
                         in a device buffer (`DevicePtr<T>`) instead",
                    ));
                }
                Ok(CType::Array(Box::new(elem), len))
            }
            kind => {
                let why = match kind {
                    TypeKind::LongDouble => "`long double` has none on the device",
                    TypeKind::FunctionPrototype | TypeKind::FunctionNoPrototype => {
                        "a function is code, not data: pass an index or a `void *`"
                    }
                    TypeKind::Void => "`void` has no size: use it behind a pointer",
                    _ => {
                        "see the guide's list of what the importer refuses (\"Importing a \
                         CUDA header\", \"Skipped, refused, and why\")"
                    }
                };
                Err(self.error(
                    line,
                    format!(
                        "`{}` has no PTX ABI layout ptx-abi can express ({why})",
                        // The canonical spelling: libclang 16 and later print a type as
                        // written (`Record<EmptyData>`), earlier ones partly qualified.
                        ty.get_canonical_type().get_display_name()
                    ),
                ))
            }
        }
    }
}

/// `text` without its comments and preprocessor lines (a `#define` before a declaration is
/// not part of it).
fn code_only(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("//") {
            rest = after.find('\n').map_or("", |i| &after[i..]);
        } else if let Some(after) = rest.strip_prefix("/*") {
            rest = after.find("*/").map_or("", |i| &after[i + 2..]);
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    let mut lines = Vec::new();
    let mut continued = false;
    for line in out.lines() {
        let directive = continued || line.trim_start().starts_with('#');
        continued = directive && line.trim_end().ends_with('\\');
        if !directive {
            lines.push(line);
        }
    }
    lines.join("\n")
}

/// Whether a typedef of `ty` is written as `ty` where used rather than emitted.
fn written_as_its_type(ty: &CType) -> bool {
    match ty {
        CType::Scalar(_) | CType::Cuda { .. } | CType::Pointer(None) => true,
        CType::Pointer(Some(t)) => written_as_its_type(t),
        CType::Named(_) | CType::Array(..) => false,
    }
}

/// How C++ spells a type `e` declared inside the record C++ spells `outer`.
fn nested_spelling(outer: &str, e: &Entity) -> String {
    match (outer.is_empty(), e.get_name()) {
        (false, Some(name)) => format!("{outer}::{name}"),
        _ => spelling_of(e),
    }
}

/// How C++ spells the anonymous type `decl` that `member` (`field`) of the record `outer` is
/// declared with: `decltype(S::inner)`, or for an array's element or a pointer's target
/// `ptx_abi_inner<decltype(S::arr)>::type` (`Imported::verification_source` defines it);
/// empty when `outer` has no spelling.
fn member_type_spelling(outer: &str, member: &str, field: Entity, decl: &Entity) -> String {
    let direct = field
        .get_type()
        .is_some_and(|t| record_declaration(&t).is_some_and(|d| position(&d) == position(decl)));
    if outer.is_empty() {
        String::new()
    } else if direct {
        format!("decltype({outer}::{member})")
    } else {
        format!("ptx_abi_inner<decltype({outer}::{member})>::type")
    }
}

/// How C++ spells the type `e` declares, namespaces included (`sim::Particle`).
fn spelling_of(e: &Entity) -> String {
    e.get_type()
        .map(|t| t.get_display_name())
        .unwrap_or_default()
}

/// Where a declaration is: its line and column (anonymous records have no name to key on).
/// What tells one declaration from another (the key of anonymous records): its line and column,
/// and libclang's hash of the declaration. Libclang before 15 gives a declaration inside a macro
/// expansion the macro's invocation as its spelling location (measured with libclang 14: both
/// anonymous structs of the Linux kernel's `__struct_group` were at one place), so the place
/// alone cannot tell them apart; the hash is the declaration's own.
fn position(e: &Entity) -> (u32, u32, u64) {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    e.hash(&mut hasher);
    e.get_location().map_or((0, 0, hasher.finish()), |l| {
        let s = l.get_spelling_location();
        (s.line, s.column, hasher.finish())
    })
}

/// The record or enum declaration a type names, through elaboration.
fn record_declaration<'tu>(ty: &Type<'tu>) -> Option<Entity<'tu>> {
    let ty = match ty.get_kind() {
        TypeKind::Elaborated => ty.get_elaborated_type()?,
        _ => *ty,
    };
    match ty.get_kind() {
        TypeKind::Record | TypeKind::Enum => ty.get_declaration(),
        _ => None,
    }
}

/// An anonymous record inside arrays and pointers of `ty` (`struct { ... } [4]`, `*`).
fn anonymous_inside<'tu>(ty: &Type<'tu>) -> Option<Entity<'tu>> {
    let mut ty = *ty;
    let mut wrapped = false;
    loop {
        ty = match ty.get_kind() {
            TypeKind::Elaborated => ty.get_elaborated_type()?,
            TypeKind::ConstantArray => {
                wrapped = true;
                ty.get_element_type()?
            }
            TypeKind::Pointer => {
                wrapped = true;
                ty.get_pointee_type()?
            }
            TypeKind::Record if wrapped => {
                let decl = ty.get_declaration()?;
                return (decl.get_name().is_none() || decl.is_anonymous()).then_some(decl);
            }
            _ => return None,
        };
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
