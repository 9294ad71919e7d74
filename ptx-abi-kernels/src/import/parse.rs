//! The header, read by libclang: declarations become [`Item`]s, anything ptx-abi cannot express
//! an [`ImportError`] at its line.
//!
//! libclang parses the header as C++17 with CUDA's headers replaced by [`STUBS`], which declare
//! CUDA's type names and keywords and nothing else: the importer maps those names to
//! `ptx_abi_core`'s types and never asks libclang for a layout. `#pragma pack` is not in
//! libclang's AST; its directives are read from the header's lines ([`pack_at_lines`]).

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Mutex;

use clang::{Clang, Entity, EntityKind, Index, Type, TypeKind, Unsaved};
use ptx_abi_core::layout::{Packing, Scalar};

use super::checks::{check_layouts, keep_only};
use super::cuda_names::{cuda_named, cuda_type, prelude, STDINT, STUBS, STUB_DIR};
use super::{CType, ImportError, Imported, Item, Member};

/// libclang admits one `Clang` per process at a time: imports take turns.
static CLANG: Mutex<()> = Mutex::new(());

/// Imports every type the header at `path` declares, or those named in `only` and what they
/// use (see the module documentation).
pub fn import_file(path: impl AsRef<Path>, only: &[&str]) -> Result<Imported, ImportError> {
    let path = path.as_ref();
    let text = std::fs::read_to_string(path).map_err(|e| ImportError {
        file: path.display().to_string(),
        line: 0,
        message: format!("cannot read the header: {e}"),
    })?;
    import_source(&path.display().to_string(), &text, only)
}

/// Imports the header `text` (named `file` in messages and for relative `#include`s).
pub fn import_source(file: &str, text: &str, only: &[&str]) -> Result<Imported, ImportError> {
    let fail = |line: u32, message: String| ImportError {
        file: file.to_owned(),
        line,
        message,
    };
    // A NUL byte cannot be in a C++ source, nor in the C strings libclang takes: refused here
    // (the `clang` crate would panic on it; found by the `import` fuzz target).
    if let Some(at) = text.find('\0') {
        let line = text[..at].matches('\n').count() as u32 + 1;
        return Err(fail(line, "the header holds a NUL byte".to_owned()));
    }
    if file.contains('\0') {
        return Err(fail(0, "the file name holds a NUL byte".to_owned()));
    }
    let _turn = CLANG.lock().unwrap_or_else(|e| e.into_inner());
    let clang = Clang::new().map_err(|e| {
        fail(
            0,
            format!("libclang could not be loaded ({e}): install libclang (Debian: libclang1-14)"),
        )
    })?;
    let index = Index::new(&clang, false, false);
    let prelude_path = format!("{STUB_DIR}/ptx_abi_prelude.h");
    let mut unsaved = vec![
        Unsaved::new(file, text),
        Unsaved::new(&prelude_path, prelude()),
    ];
    for stub in STUBS {
        let body = if stub.contains("stdint") {
            format!("#pragma once\n{STDINT}")
        } else {
            "#pragma once\n".to_owned()
        };
        unsaved.push(Unsaved::new(format!("{STUB_DIR}/{stub}"), body));
    }
    let include = format!("-I{STUB_DIR}");
    let tu = index
        .parser(file)
        .arguments(&[
            "-x",
            "c++",
            "-std=c++17",
            "-nostdinc",
            "-nostdinc++",
            &include,
            "-include",
            &prelude_path,
        ])
        .unsaved(&unsaved)
        .detailed_preprocessing_record(true)
        .skip_function_bodies(true)
        .parse()
        .map_err(|e| fail(0, format!("libclang failed to parse the header: {e}")))?;
    for d in tu.get_diagnostics() {
        // The header's own `static_assert`s are evaluated by libclang with its host's layout
        // rules, which are not NVIDIA's (`tests/oracle/import_random.rs` met types where they
        // differ); NVRTC and nvcc evaluate them when the import is checked.
        let text = d.get_text();
        if text.starts_with("static_assert failed") || text.starts_with("static assertion failed") {
            continue;
        }
        if d.get_severity() >= clang::diagnostic::Severity::Error {
            let line = d.get_location().get_spelling_location().line;
            return Err(fail(line, format!("not valid C++: {text}")));
        }
    }
    let mut reader = Reader {
        file,
        text,
        packs: pack_at_lines(text),
        items: Vec::new(),
        anonymous: BTreeMap::new(),
        cpp: BTreeMap::new(),
    };
    reader.scope(tu.get_entity())?;
    let mut imported = Imported {
        file: file.to_owned(),
        items: reader.items,
        cpp_names: reader.cpp,
    };
    if !only.is_empty() {
        keep_only(&mut imported, only).map_err(|m| fail(0, m))?;
    }
    check_layouts(&imported)?;
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

struct Reader<'a> {
    file: &'a str,
    /// The header's text, for the spelling of alignment attributes.
    text: &'a str,
    packs: Vec<(u32, usize)>,
    items: Vec<Item>,
    /// Names given to anonymous records, by their location.
    anonymous: BTreeMap<(u32, u32), String>,
    /// How C++ spells each imported type (`sim::Particle`, `decltype(sim::Particle::inner)`;
    /// empty for an anonymous member's type, which C++ cannot name), by Rust name.
    cpp: BTreeMap<String, String>,
}

fn line_of(e: &Entity) -> u32 {
    e.get_location()
        .map_or(0, |l| l.get_spelling_location().line)
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

/// The alignment an attribute in `text` asks for: `alignas(N)`, `__align__(N)` or
/// `aligned(N)` (in `__attribute__((...))`), `N` an integer literal or a `#define`d constant;
/// `Ok(None)` without one. libclang's AST records that an attribute is there but not its
/// argument, and its token ranges run into the macro that spelled it, so the declaration's own
/// text is read; [`Reader::cross_check`] catches an alignment spelled some other way.
fn declared_alignment(text: &str, constants: &[Item]) -> Result<Option<usize>, String> {
    let mut found = None;
    for keyword in ["alignas", "__align__", "aligned"] {
        let mut rest = text;
        while let Some(at) = rest.find(keyword) {
            let before_ok = at == 0
                || !rest[..at]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_');
            rest = &rest[at + keyword.len()..];
            let after = rest.trim_start();
            if !before_ok || !after.starts_with('(') {
                continue;
            }
            let Some(close) = after.find(')') else {
                continue;
            };
            let arg = after[1..close].trim();
            let value = arg
                .trim_end_matches(['u', 'U', 'l', 'L'])
                .parse::<usize>()
                .ok()
                .or_else(|| {
                    constants.iter().find_map(|c| match c {
                        Item::Constant { name, value } if name == arg => usize::try_from(*value).ok(),
                        _ => None,
                    })
                })
                .ok_or_else(|| {
                    format!("`{keyword}({arg})`: the importer reads alignments that are integer literals or #define'd integers")
                })?;
            found = Some(found.map_or(value, |f: usize| f.max(value)));
        }
    }
    Ok(found)
}

impl Reader<'_> {
    /// The byte offset of `e`'s location in the header.
    fn offset(&self, e: &Entity) -> usize {
        e.get_location()
            .map_or(0, |l| l.get_file_location().offset as usize)
            .min(self.text.len())
    }

    /// A record's head: from the end of the declaration before it to its `{`.
    fn record_head(&self, e: &Entity) -> String {
        let at = self.offset(e);
        let start = self.text[..at].rfind([';', '}', '{']).map_or(0, |i| i + 1);
        let end = self.text[at..]
            .find('{')
            .map_or(self.text.len(), |i| at + i);
        self.text[start..end].to_owned()
    }

    /// A member's declaration: from the end of the one before it to its `;`.
    fn member_text(&self, e: &Entity) -> String {
        let at = self.offset(e);
        let start = self.text[..at].rfind([';', '{', '}']).map_or(0, |i| i + 1);
        let end = self.text[at..]
            .find(';')
            .map_or(self.text.len(), |i| at + i);
        self.text[start..end].to_owned()
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
            message: message.into(),
        }
    }

    fn pack_at(&self, line: u32) -> usize {
        self.packs
            .iter()
            .take_while(|(l, _)| *l <= line)
            .last()
            .map_or(0, |(_, n)| *n)
    }

    /// The declarations of a translation unit or namespace.
    fn scope(&mut self, scope: Entity) -> Result<(), ImportError> {
        for e in scope.get_children() {
            if !e.is_in_main_file() {
                continue;
            }
            let line = line_of(&e);
            match e.get_kind() {
                EntityKind::Namespace => self.scope(e)?,
                EntityKind::StructDecl | EntityKind::UnionDecl | EntityKind::ClassDecl
                    if e.is_definition() && e.get_name().is_some() =>
                {
                    self.record(e, None, None)?;
                }
                EntityKind::EnumDecl if e.is_definition() => self.enumeration(e)?,
                EntityKind::TypedefDecl | EntityKind::TypeAliasDecl => self.alias(e)?,
                EntityKind::MacroDefinition => self.constant(e),
                EntityKind::ClassTemplate
                | EntityKind::ClassTemplatePartialSpecialization
                | EntityKind::TypeAliasTemplateDecl => {
                    return Err(self.error(
                        line,
                        format!(
                            "`{}` is a template: ptx-abi imports concrete types only; declare \
                             the instantiation you pass (`struct PairF {{ ... }};`) and import that",
                            e.get_name().unwrap_or_default()
                        ),
                    ))
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// `#define NAME <integer literal>` (with an optional sign and suffix); other macros are
    /// not types and are left alone.
    fn constant(&mut self, e: Entity) {
        if e.is_builtin_macro() || e.is_function_like_macro() {
            return;
        }
        let Some(range) = e.get_range() else { return };
        let tokens: Vec<String> = range.tokenize().iter().map(|t| t.get_spelling()).collect();
        let (negative, literal) = match tokens.as_slice() {
            [_, lit] => (false, lit.as_str()),
            [_, sign, lit] if sign == "-" => (true, lit.as_str()),
            [_, open, lit, close] if open == "(" && close == ")" => (false, lit.as_str()),
            [_, open, sign, lit, close] if open == "(" && sign == "-" && close == ")" => {
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
            self.items.push(Item::Constant {
                name: e.get_name().unwrap_or_default(),
                value: if negative { -v } else { v },
            });
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
                if self.anonymous.contains_key(&position(&decl)) {
                    return Ok(());
                }
                self.anonymous.insert(position(&decl), name.clone());
                return match decl.get_kind() {
                    EntityKind::EnumDecl => {
                        self.cpp.insert(name.clone(), spelling_of(&e));
                        self.enumeration_named(decl, name)
                    }
                    _ => self.record(decl, Some(name), Some(spelling_of(&e))),
                };
            }
        }
        let ty = self.c_type(ty, line)?;
        self.cpp.insert(name.clone(), spelling_of(&e));
        self.items.push(Item::Alias {
            name,
            ty,
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
        let repr = match e.get_enum_underlying_type().map(|t| scalar(&t)) {
            Some(Some(s)) if s.is_integral() && !s.is_128bit() && s != Scalar::Bool => s,
            _ => {
                return Err(self.error(
                    line,
                    format!("enum `{name}`: its underlying type is not an integer of 8 to 64 bits"),
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
            let cname = c.get_name().unwrap_or_default();
            if let Some((other, _)) = variants.iter().find(|(_, v)| *v == value) {
                return Err(self.error(
                    line_of(&c),
                    format!(
                        "enum `{name}`: `{cname}` and `{other}` are both {value}, and a Rust enum \
                         cannot give two variants one value: import it as its underlying type, \
                         or give `{cname}` a value of its own"
                    ),
                ));
            }
            variants.push((cname, value));
        }
        if variants.is_empty() {
            return Err(self.error(line, format!("enum `{name}` has no enumerators")));
        }
        self.items.push(Item::Enum {
            name,
            repr,
            variants,
            doc: doc_lines(&e),
        });
        Ok(())
    }

    /// A struct or union definition, named `name` (or its own name); its nested and anonymous
    /// records first.
    fn record(
        &mut self,
        e: Entity,
        name: Option<String>,
        spelling: Option<String>,
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
        self.cpp.insert(name.clone(), spelling.clone());
        let union = e.get_kind() == EntityKind::UnionDecl;
        let mut members = Vec::new();
        let mut align = 0;
        let mut gnu_packed = false;
        let mut anonymous_members = 0;
        let children = e.get_children();
        for (k, c) in children.iter().enumerate() {
            let cline = line_of(c);
            match c.get_kind() {
                EntityKind::AlignedAttr => {
                    let head = self.record_head(&e);
                    align = declared_alignment(&head, &self.items)
                        .map_err(|m| self.error(cline, m))?
                        .ok_or_else(|| {
                            self.error(cline, format!("`{name}`: an alignment attribute the importer cannot read (spell it alignas(N), __align__(N) or __attribute__((aligned(N))))"))
                        })?;
                }
                EntityKind::PackedAttr => gnu_packed = true,
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
                             pointer, a host address no kernel can use"
                        ),
                    ))
                }
                EntityKind::StructDecl | EntityKind::UnionDecl | EntityKind::ClassDecl
                    if c.is_definition() =>
                {
                    // A nested record: named, it is imported under its own name; anonymous, it
                    // is a member's type (`struct { int a; } inner;`, named `{name}_{member}`)
                    // or an anonymous member (`union { ... };`, named `_anonN`).
                    if !c.is_anonymous() && c.get_name().is_some() {
                        self.record(*c, None, None)?;
                        continue;
                    }
                    let field = children.get(k + 1).filter(|f| {
                        f.get_kind() == EntityKind::FieldDecl
                            && f.get_type()
                                .and_then(|t| record_declaration(&t))
                                .map(|d| position(&d))
                                == Some(position(c))
                    });
                    let (member, nested_spelling) = match field.and_then(|f| f.get_name()) {
                        Some(member) => {
                            let outer = self.cpp.get(&name).cloned().unwrap_or_default();
                            let spelling = format!("decltype({outer}::{member})");
                            (member, spelling)
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
                            (member, String::new())
                        }
                    };
                    let nested = format!("{name}_{member}");
                    self.anonymous.insert(position(c), nested.clone());
                    self.record(*c, Some(nested), Some(nested_spelling))?;
                }
                EntityKind::FieldDecl => members.push(self.member(c, &name, members.len())?),
                _ => {}
            }
        }
        if members.is_empty() {
            return Err(self.error(
                line,
                format!("`{name}` has no members: an empty C++ struct has no Rust twin"),
            ));
        }
        let packing = if gnu_packed {
            Packing::Gnu
        } else {
            match self.pack_at(line) {
                0 => Packing::None,
                n => Packing::Pragma(n),
            }
        };
        if packing != Packing::None && align != 0 {
            return Err(self.error(
                line,
                format!("`{name}` is both packed and aligned, which Rust refuses (E0587)"),
            ));
        }
        self.items.push(Item::Record {
            name,
            union,
            members,
            align,
            packing,
            doc: doc_lines(&e),
            line,
        });
        Ok(())
    }

    fn member(&mut self, f: &Entity, record: &str, index: usize) -> Result<Member, ImportError> {
        let line = line_of(f);
        let ty = f.get_type().expect("a member has a type");
        if ty.get_kind() == TypeKind::IncompleteArray {
            return Err(self.error(
                line,
                format!(
                    "`{record}::{}` is a flexible array member: its length is not in the type; \
                     pass the elements in a device buffer (`DevicePtr<T>`) instead",
                    f.get_name().unwrap_or_default()
                ),
            ));
        }
        let bits = f.get_bit_field_width().map(|w| w as u32);
        let unnamed = f.get_name().is_none();
        let name = f.get_name().unwrap_or_else(|| format!("_unnamed{index}"));
        let mut align = 0;
        if f.get_children()
            .iter()
            .any(|c| c.get_kind() == EntityKind::AlignedAttr)
        {
            let text = self.member_text(f);
            align = declared_alignment(&text, &self.items)
                .map_err(|m| self.error(line, m))?
                .ok_or_else(|| {
                    self.error(line, format!("`{record}::{name}`: an alignment attribute the importer cannot read (spell it alignas(N), __align__(N) or __attribute__((aligned(N))))"))
                })?;
        }
        Ok(Member {
            name,
            ty: self.c_type(ty, line)?,
            bits,
            unnamed: unnamed && bits.is_some(),
            align,
            doc: doc_lines(f),
            line,
        })
    }

    /// The importer's view of a clang type.
    fn c_type(&mut self, ty: Type, line: u32) -> Result<CType, ImportError> {
        // A typedef keeps its name, even of a fundamental type: CUDA's (`cudaTextureObject_t` is
        // `TextureObject`, not `u64`) and the header's (`Id`, not `u32`).
        if ty.get_kind() == TypeKind::Typedef {
            let decl = ty.get_declaration().expect("a typedef has a declaration");
            let name = decl.get_name().unwrap_or_default();
            if let Some((rust, layout)) = cuda_type(&name) {
                return Ok(CType::Cuda { rust, layout });
            }
            if decl.is_in_main_file() && self.items.iter().any(|i| i.name() == name) {
                return Ok(CType::Named(name));
            }
        }
        if let Some(s) = scalar(&ty) {
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
                if let Some(cuda) = cuda_named(&name) {
                    return Ok(cuda);
                }
                if !self.items.iter().any(|i| i.name() == name) {
                    match decl.get_kind() {
                        EntityKind::EnumDecl => self.enumeration_named(decl, name.clone())?,
                        _ if decl.is_definition() => self.record(decl, Some(name.clone()), None)?,
                        _ => {
                            return Err(self.error(
                                line,
                                format!("`{name}` is declared but not defined in the header"),
                            ))
                        }
                    }
                }
                Ok(CType::Named(name))
            }
            TypeKind::Pointer => {
                let pointee = ty.get_pointee_type().expect("a pointer has a pointee");
                match pointee.get_kind() {
                    TypeKind::Void => Ok(CType::Pointer(None)),
                    TypeKind::FunctionPrototype | TypeKind::FunctionNoPrototype => Err(self.error(
                        line,
                        "a function pointer is a host or device code \
                            address ptx-abi cannot describe: pass an index or a `void *`",
                    )),
                    _ => match record_declaration(&pointee) {
                        // A pointee is named, not placed: `Node *next` inside `Node` must not
                        // import `Node` again (render writes `DevicePtr<()>` for a pointee the
                        // header never defines).
                        Some(decl) => {
                            let name = match self.anonymous.get(&position(&decl)) {
                                Some(n) => n.clone(),
                                None => decl.get_name().unwrap_or_default(),
                            };
                            let target = cuda_named(&name).unwrap_or(CType::Named(name));
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
                    return Err(self.error(line, "a zero-length array has no C++ layout"));
                }
                Ok(CType::Array(Box::new(elem), len))
            }
            _ => Err(self.error(
                line,
                format!(
                    "`{}` has no PTX ABI layout ptx-abi can express",
                    ty.get_display_name()
                ),
            )),
        }
    }
}

/// How C++ spells the type `e` declares, namespaces included (`sim::Particle`).
fn spelling_of(e: &Entity) -> String {
    e.get_type()
        .map(|t| t.get_display_name())
        .unwrap_or_default()
}

/// Where a declaration is: its line and column (anonymous records have no name to key on).
fn position(e: &Entity) -> (u32, u32) {
    e.get_location().map_or((0, 0), |l| {
        let s = l.get_spelling_location();
        (s.line, s.column)
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

/// A fundamental type (LP64: `long` is 8 bytes, as on every CUDA host but Windows).
fn scalar(ty: &Type) -> Option<Scalar> {
    Some(match ty.get_canonical_type().get_kind() {
        TypeKind::Bool => Scalar::Bool,
        TypeKind::CharS | TypeKind::SChar => Scalar::I8,
        TypeKind::CharU | TypeKind::UChar => Scalar::U8,
        TypeKind::Short => Scalar::I16,
        TypeKind::UShort => Scalar::U16,
        TypeKind::Int => Scalar::I32,
        TypeKind::UInt => Scalar::U32,
        TypeKind::Long | TypeKind::LongLong => Scalar::I64,
        TypeKind::ULong | TypeKind::ULongLong => Scalar::U64,
        TypeKind::Int128 => Scalar::I128,
        TypeKind::UInt128 => Scalar::U128,
        TypeKind::Float => Scalar::F32,
        TypeKind::Double => Scalar::F64,
        _ => return None,
    })
}
