//! Several imports as one ([`ImportOptions::import_files`], and `ptx_abi_build::cu`'s `.cu`
//! files, each its own translation unit): types are identified by their definitions, not their
//! names.
//!
//! A name every import that declares it declares the same way (the same members of the same
//! types, in the same order, with the same bit-fields, alignment and packing; the same
//! enumerators; the same aliased type; through every type it names, pointees included) is one
//! Rust type under its C++ name. A name declared in two different ways is one Rust type per
//! definition, each named after the first file that declares it that way: `Op` of `a.cu` and
//! of `b.cu` are `a_Op` and `b_Op` (then the file's name with its extension, `a_cu_Op`, then a
//! number, where that name is taken). C++ allows it: each translation unit has its own `Op`.
//! Merging by name instead would give one of them the other's layout.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::{CxxType, Imported, Item};

/// The imports as one ([`union`]), and for each import the Rust names its items were given
/// where they differ from their C++ names.
pub(crate) struct Merged {
    /// Every item of every import, each definition once.
    pub imported: Imported,
    /// Per import, in the order given: C++ name -> Rust name, for the items renamed.
    #[cfg_attr(not(feature = "cu"), allow(dead_code))]
    pub renamed: Vec<BTreeMap<String, String>>,
}

/// Renames, in each of `imports`, the items whose name another import defines differently
/// (see the module documentation), each after the file of `named_after` in its place, then
/// unites them.
pub(crate) fn merge(imports: &mut [Imported], named_after: &[std::path::PathBuf]) -> Merged {
    let renamed = identify(imports, named_after);
    for (imported, names) in imports.iter_mut().zip(&renamed) {
        imported.rename(names);
    }
    Merged {
        imported: union(imports.to_vec()),
        renamed,
    }
}

/// Reads of one header in several translation units (each `.cu` file's) as one import, where
/// each name is defined the same way, or refused for the same reason, in every read that has
/// it; `None` where two reads differ (macros the files define before including it).
#[cfg(feature = "cu")]
pub(crate) fn same_header(reads: Vec<Imported>) -> Option<Imported> {
    let files: Vec<std::path::PathBuf> = reads.iter().map(|r| r.file.clone().into()).collect();
    if identify(&reads, &files)
        .iter()
        .any(|renamed| !renamed.is_empty())
    {
        return None;
    }
    let file = reads.first()?.file.clone();
    let mut out = union(reads);
    if out.skipped.iter().any(|s| {
        out.item(&s.name).is_some() || out.skipped.iter().any(|t| t.name == s.name && t != s)
    }) {
        return None;
    }
    out.file = file;
    Some(out)
}

/// Per import: the new names of its items whose names are defined differently elsewhere.
fn identify(
    imports: &[Imported],
    named_after: &[std::path::PathBuf],
) -> Vec<BTreeMap<String, String>> {
    // Per name, its distinct definitions in order of appearance, each with the imports that
    // hold it.
    let mut definitions: BTreeMap<&str, Vec<(String, Vec<usize>)>> = BTreeMap::new();
    for (index, imported) in imports.iter().enumerate() {
        let mut keys = Keys::new(imported);
        for item in &imported.items {
            let key = keys.item(item);
            let defs = definitions.entry(item.name()).or_default();
            match defs.iter_mut().find(|(k, _)| *k == key) {
                Some((_, holders)) => holders.push(index),
                None => defs.push((key, vec![index])),
            }
        }
    }
    let mut taken: BTreeSet<String> = definitions.keys().map(|n| (*n).to_owned()).collect();
    let mut renamed = vec![BTreeMap::new(); imports.len()];
    for (name, defs) in &definitions {
        if defs.len() < 2 {
            continue;
        }
        for (_, holders) in defs {
            let new = qualified(name, &named_after[holders[0]], &taken);
            taken.insert(new.clone());
            for &h in holders {
                renamed[h].insert((*name).to_owned(), new.clone());
            }
        }
    }
    renamed
}

/// `name` qualified by `file`: its stem (`a_Op`), else its name (`a_cu_Op`), else the stem and
/// a number (`a2_Op`), whichever is not `taken` (`_` before a leading digit).
fn qualified(name: &str, file: &Path, taken: &BTreeSet<String>) -> String {
    let part = |s: Option<&std::ffi::OsStr>| {
        crate::rust::identifier_from(s.and_then(|s| s.to_str()).unwrap_or(""))
    };
    let stem = part(file.file_stem());
    let mut candidate = 0;
    loop {
        let qualifier = match candidate {
            0 => stem.clone(),
            1 => part(file.file_name()),
            n => format!("{stem}{n}"),
        };
        let new = format!("{qualifier}_{name}");
        if !taken.contains(&new) {
            return new;
        }
        candidate += 1;
    }
}

/// Every item of `imports`, each name once (the first import's item under a name: after
/// [`identify`]'s renaming, the same definition as the others'), in dependency order; the
/// other fields united.
fn union(imports: Vec<Imported>) -> Imported {
    let mut imports = imports.into_iter();
    let Some(mut out) = imports.next() else {
        return Imported {
            file: String::new(),
            items: Vec::new(),
            cpp_names: BTreeMap::new(),
            skipped: Vec::new(),
            compiler: None,
            host: ptx_abi_core::layout::HostPlatform::TARGET,
            aliases_written_as_their_types: BTreeMap::new(),
            non_public: Default::default(),
        };
    };
    for imported in imports {
        out.file = format!("{}, {}", out.file, imported.file);
        for item in imported.items {
            if out.item(item.name()).is_none() {
                out.items.push(item);
            }
        }
        for (name, cpp) in imported.cpp_names {
            out.cpp_names.entry(name).or_insert(cpp);
        }
        out.non_public.extend(imported.non_public);
        for s in imported.skipped {
            if !out.skipped.contains(&s) {
                out.skipped.push(s);
            }
        }
        for (name, rust) in imported.aliases_written_as_their_types {
            out.aliases_written_as_their_types
                .entry(name)
                .or_insert(rust);
        }
        out.compiler = out.compiler.or(imported.compiler);
    }
    out
}

impl Imported {
    /// Renames items: every declaration and every use (members, aliases, pointees) of each
    /// name `names` maps.
    pub(crate) fn rename(&mut self, names: &BTreeMap<String, String>) {
        if names.is_empty() {
            return;
        }
        let new = |name: &mut String| {
            if let Some(n) = names.get(name.as_str()) {
                *name = n.clone();
            }
        };
        for item in &mut self.items {
            match item {
                Item::Record { name, members, .. } => {
                    new(name);
                    for m in members {
                        rename_type(&mut m.ty, names);
                    }
                }
                Item::Alias { name, ty, .. } => {
                    new(name);
                    rename_type(ty, names);
                }
                Item::Enum { name, .. } | Item::Constant { name, .. } => new(name),
            }
        }
        for (old, renamed) in names {
            if let Some(cpp) = self.cpp_names.remove(old) {
                self.cpp_names.insert(renamed.clone(), cpp);
            }
            if self.non_public.remove(old) {
                self.non_public.insert(renamed.clone());
            }
        }
    }
}

/// `ty` with every name `names` maps renamed.
pub(crate) fn rename_type(ty: &mut CxxType, names: &BTreeMap<String, String>) {
    match ty {
        CxxType::Named(name) => {
            if let Some(n) = names.get(name.as_str()) {
                *name = n.clone();
            }
        }
        CxxType::Pointer(Some(inner)) | CxxType::Array(inner, _) => rename_type(inner, names),
        CxxType::Scalar(_) | CxxType::Cuda { .. } | CxxType::Pointer(None) => {}
    }
}

/// The definitions of one import's items as text, equal for equal definitions (documentation
/// and lines left out): what [`identify`] compares.
struct Keys<'a> {
    imported: &'a Imported,
    /// The names being described, outermost first: a name met again is a back reference.
    stack: Vec<String>,
    /// The keys found with no back reference, which are the same wherever they are met.
    done: BTreeMap<String, String>,
}

impl<'a> Keys<'a> {
    fn new(imported: &'a Imported) -> Keys<'a> {
        Keys {
            imported,
            stack: Vec::new(),
            done: BTreeMap::new(),
        }
    }

    fn item(&mut self, item: &Item) -> String {
        match item {
            Item::Record {
                union,
                members,
                align,
                packing,
                ..
            } => {
                let mut key = format!("{}{align}{packing:?}(", if *union { 'U' } else { 'S' });
                for m in members {
                    let ty = self.ty(&m.ty);
                    key.push_str(&format!(
                        "{}:{ty}:{:?}:{}:{};",
                        m.name, m.bits, m.unnamed, m.align
                    ));
                }
                key.push(')');
                key
            }
            Item::Enum { repr, variants, .. } => format!("E{repr:?}{variants:?}"),
            Item::Alias { ty, .. } => format!("A{}", self.ty(ty)),
            Item::Constant { value, .. } => format!("C{value}"),
        }
    }

    fn ty(&mut self, ty: &CxxType) -> String {
        match ty {
            CxxType::Scalar(s) => format!("{s:?}"),
            CxxType::Cuda { rust, .. } => rust.clone(),
            CxxType::Pointer(None) => "*void".to_owned(),
            CxxType::Pointer(Some(inner)) => format!("*{}", self.ty(inner)),
            CxxType::Array(elem, len) => format!("[{};{len}]", self.ty(elem)),
            CxxType::Named(name) => {
                if let Some(key) = self.done.get(name) {
                    return key.clone();
                }
                if self.stack.contains(name) {
                    return format!("@{name}");
                }
                let Some(item) = self.imported.item(name) else {
                    return format!("?{name}");
                };
                self.stack.push(name.clone());
                let key = format!("{name}{{{}}}", self.item(item));
                self.stack.pop();
                if !key.contains('@') {
                    self.done.insert(name.clone(), key.clone());
                }
                key
            }
        }
    }
}
