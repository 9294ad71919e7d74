//! Step 2 of [`CuBuild::build`]: the types the kernels take, imported from the files that
//! declare them, and the layouts the compiler measured otherwise than ptx-abi refused.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::super::{
    checked_type, error, import_kind, select, CuBuild, CuError, CuErrorKind, Refuted, Toolchain,
};
use super::{same_file, Sources};
use crate::import::kernels::CuSource;
use crate::import::{merge, ImportError, ImportErrorKind, ImportOptions, Imported, Skipped};

/// The types the kernels take, imported (step 2).
pub(super) struct Types {
    /// One import per declaring file, each item under its Rust name: what each file's
    /// wrapper asserts.
    pub(super) imports: Vec<Imported>,
    /// Per import, the files whose reads it is where the files read its header differently
    /// (macros they define before including it); `None`: every file including it.
    pub(super) readers: Vec<Option<BTreeSet<PathBuf>>>,
    /// All of them, each definition once: the module's types.
    pub(super) merged: Imported,
    /// Per file, its kernels' types renamed: C++ name -> Rust name.
    pub(super) file_names: Vec<BTreeMap<String, String>>,
}

impl CuBuild {
    /// Step 2: the types the kernels take, imported from the files that declare them (a type the
    /// importer refuses costs only the kernels that take it), one import per declaring file,
    /// each item under its Rust name (a name two files define differently is one type per
    /// definition, `import::merge`), and the kernels' parameters renamed to match.
    pub(super) fn import_types(
        &self,
        toolchain: &Toolchain,
        sources: &mut Sources,
        declared_names: &BTreeSet<String>,
    ) -> Result<Types, Vec<CuError>> {
        let (by_header, specializations) = by_header(sources);
        // Per import, its header and the files it is read for ([`Types::readers`]).
        let mut headers: Vec<(PathBuf, Option<BTreeSet<PathBuf>>)> = Vec::new();
        let mut imports: Vec<Imported> = Vec::new();
        let mut errors = Vec::new();
        for (header, names) in &by_header {
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let mut options = toolchain
                .reading(self.import_options(), &self.archs)
                .types(&names);
            options.skip_refused_asked = true;
            // The header as the files include it, read with their kernels, where those reads
            // agree and import every type asked for; else the header on its own, and where that
            // fails, those reads with their refusals.
            let reads: Vec<Imported> = sources
                .iter()
                .filter_map(|(_, source)| source.types_read.get(header))
                .map(|(_, imported)| imported.clone())
                .collect();
            let read_with_kernels = merge::same_header(reads).filter(|read| {
                names
                    .iter()
                    .all(|n| read.item(n).is_some() || read.skipped.iter().any(|s| s.name == *n))
            });
            if read_with_kernels.is_none() {
                if let Some(variants) = variants(sources, header) {
                    for (readers, imported) in variants {
                        refuse_users_in(sources, header, &imported.skipped, Some(&readers));
                        headers.push((header.clone(), Some(readers)));
                        imports.push(imported);
                    }
                    continue;
                }
            }
            let imported = match read_with_kernels {
                Some(read) if names.iter().all(|n| read.item(n).is_some()) => Ok(read),
                read => import_with_specializations(&options, header, specializations.get(header))
                    .or_else(|e| read.ok_or(e)),
            };
            match imported {
                Ok(mut imported) => {
                    self.refuse_measured_otherwise(header, &mut imported);
                    refuse_users_in(sources, header, &imported.skipped, None);
                    headers.push((header.clone(), None));
                    imports.push(imported);
                }
                // The header cannot be read on its own: its types cost only their kernels.
                Err(e) if e.kind == ImportErrorKind::Header => {
                    let refused: Vec<Skipped> = names
                        .iter()
                        .map(|name| Skipped {
                            name: (*name).to_owned(),
                            error: ImportError {
                                message: format!(
                                    "no read of the header as the files include it imports \
                                     `{name}`, and the header read on its own fails: {}",
                                    e.message
                                ),
                                ..e.clone()
                            },
                        })
                        .collect();
                    refuse_users_in(sources, header, &refused, None);
                }
                Err(e) => errors.push(error(
                    import_kind(&e),
                    Some(Path::new(&e.file)),
                    e.line,
                    format!("importing the kernels' types: {}", e.message),
                )),
            }
        }
        errors.extend(self.check_selection(sources, declared_names));
        if !errors.is_empty() {
            return Err(errors);
        }
        // A header's variant is named after the first file reading it so (`a_Particle`).
        let named_after: Vec<PathBuf> = (headers.iter())
            .map(|(h, readers)| {
                readers
                    .as_ref()
                    .and_then(|r| r.first())
                    .unwrap_or(h)
                    .clone()
            })
            .collect();
        let merge::Merged { imported, renamed } = merge::merge(&mut imports, &named_after);
        let mut file_names = Vec::new();
        for (file, source) in sources.iter_mut() {
            let mine: BTreeMap<String, String> = source
                .types
                .iter()
                .filter_map(|(name, origin)| {
                    let header = headers.iter().position(|(h, readers)| {
                        *h == origin.file && readers.as_ref().is_none_or(|r| r.contains(file))
                    })?;
                    Some((name.clone(), renamed[header].get(name)?.clone()))
                })
                .collect();
            for k in &mut source.kernels {
                for p in &mut k.params {
                    merge::rename_type(&mut p.ty, &mine);
                }
            }
            file_names.push(mine);
        }
        errors.extend(self.check_rust_types(&imported, &renamed));
        if errors.is_empty() {
            Ok(Types {
                imports,
                readers: headers.into_iter().map(|(_, r)| r).collect(),
                merged: imported,
                file_names,
            })
        } else {
            Err(errors)
        }
    }

    /// Removes from `imported` (the import of `header`) the types the compiler measured
    /// otherwise, and what uses them by value, each skipped with what the compiler said.
    fn refuse_measured_otherwise(&self, header: &Path, imported: &mut Imported) {
        for (file, cpp, why) in &self.measured_otherwise {
            if same_file(file) != same_file(header) {
                continue;
            }
            let names: Vec<String> = imported
                .cpp_names
                .iter()
                .filter(|(_, c)| *c == cpp)
                .map(|(name, _)| name.clone())
                .collect();
            for name in names {
                imported.refuse(&name, why);
            }
        }
    }

    /// Each `rust_type` names a type a kernel takes, by its Rust name.
    fn check_rust_types(
        &self,
        merged: &Imported,
        renamed: &[BTreeMap<String, String>],
    ) -> Vec<CuError> {
        let mut errors = Vec::new();
        for name in self.rust_types.keys() {
            if merged.item(name).is_some() {
                continue;
            }
            let definitions: BTreeSet<&str> = renamed
                .iter()
                .filter_map(|r| r.get(name).map(String::as_str))
                .collect();
            let message = if definitions.is_empty() {
                format!(
                    "`rust_type(\"{name}\", ...)`: no kernel takes a type of that name \
                     (the kernels take: {})",
                    merged
                        .items
                        .iter()
                        .map(|i| i.name())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            } else {
                format!(
                    "`rust_type(\"{name}\", ...)`: the files define `{name}` in {} ways, \
                     imported as {}: name one of those",
                    definitions.len(),
                    definitions
                        .iter()
                        .map(|d| format!("`{d}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            };
            errors.push(error(CuErrorKind::Usage, None, 0, message));
        }
        errors
    }
}

/// The types the kernels take by the header declaring them, and the class templates'
/// specializations each header's template gives (`ops::Pair<int>`) with the files whose kernels
/// take them.
#[allow(clippy::type_complexity)]
fn by_header(
    sources: &Sources,
) -> (
    BTreeMap<PathBuf, BTreeSet<String>>,
    BTreeMap<PathBuf, Specializations>,
) {
    let mut by_header: BTreeMap<PathBuf, BTreeSet<String>> = BTreeMap::new();
    let mut specializations: BTreeMap<PathBuf, Specializations> = BTreeMap::new();
    for (file, source) in sources.iter() {
        for (name, origin) in &source.types {
            let names = by_header.entry(origin.file.clone()).or_default();
            names.insert(name.clone());
            if origin.cpp.contains('<') {
                let specs = specializations.entry(origin.file.clone()).or_default();
                specs.spelled.insert((name.clone(), origin.cpp.clone()));
                specs.users.insert(file.clone());
            }
        }
    }
    (by_header, specializations)
}

/// The reads of `header` with the files' kernels where they differ (macros the files define
/// before including it): one import per way of reading it, with the files reading it so, each
/// holding every type those files' kernels take from it; `None` where one does not.
fn variants(sources: &Sources, header: &Path) -> Option<Vec<(BTreeSet<PathBuf>, Imported)>> {
    let mut variants: Vec<(BTreeSet<PathBuf>, Imported)> = Vec::new();
    for (file, source) in sources {
        let Some((_, read)) = source.types_read.get(header) else {
            continue;
        };
        let mut wanted = source.types.iter().filter(|(_, o)| o.file == header);
        if !wanted.all(|(n, _)| read.item(n).is_some()) {
            return None;
        }
        let same = variants.iter().enumerate().find_map(|(i, (_, known))| {
            Some((i, merge::same_header(vec![known.clone(), read.clone()])?))
        });
        match same {
            Some((i, both)) => {
                variants[i].0.insert(file.clone());
                variants[i].1 = both;
            }
            None => variants.push((BTreeSet::from([file.clone()]), read.clone())),
        }
    }
    (variants.len() > 1).then_some(variants)
}

/// Refuses, in every file (or those of `only`), the kernels taking the types of `header` that
/// `skipped` lists (a name another file declares is another type: its refusal is not this
/// file's).
fn refuse_users_in(
    sources: &mut Sources,
    header: &Path,
    skipped: &[Skipped],
    only: Option<&BTreeSet<PathBuf>>,
) {
    for (_, source) in (sources.iter_mut()).filter(|(f, _)| only.is_none_or(|o| o.contains(f))) {
        let mine: Vec<Skipped> = skipped
            .iter()
            .filter(|s| source.types.get(&s.name).is_some_and(|o| o.file == header))
            .cloned()
            .collect();
        select::refuse_users_of(source, &mine);
    }
}

impl Types {
    /// Where every error of `source`'s compilation (`errors`) is a failed layout check of a type
    /// it imports, those types: the file that declares each, its C++ name, what the compiler
    /// said. A type ptx-abi reads otherwise than the compiler lays it out (one laid out by
    /// `#if __CUDA_ARCH__`, or a ptx-abi bug) costs so only the kernels that take it.
    pub(super) fn measured_otherwise(
        &self,
        source: &CuSource,
        errors: &[CuError],
    ) -> Option<Refuted> {
        let included: BTreeSet<PathBuf> = source.files_read.iter().map(|f| same_file(f)).collect();
        errors
            .iter()
            .map(|e| {
                let cpp = checked_type(e)?;
                let import = self
                    .imports
                    .iter()
                    .filter(|i| included.contains(&same_file(Path::new(&i.file))))
                    .find(|i| i.cpp_names.values().any(|c| c == cpp))?;
                Some((
                    PathBuf::from(&import.file),
                    cpp.to_owned(),
                    e.message.clone(),
                ))
            })
            .collect()
    }
}

/// Class templates' specializations a header's templates give the kernels: their Rust names
/// and C++ spellings, and the files whose kernels take them.
#[derive(Default)]
struct Specializations {
    spelled: BTreeSet<(String, String)>,
    users: BTreeSet<PathBuf>,
}

/// Imports `header` with `options`. With `specializations`, libclang must see them
/// instantiated (it gives a specialization never instantiated no members), with arguments the
/// header alone may not declare (`Op<__half>` of a header that does not include `cuda_fp16.h`):
/// the header's text is followed by the files whose kernels take them (which instantiate them
/// in the kernels' declarations, as the compiler does), a `sizeof` of each and a typedef the
/// importer reads it through; where that does not parse, by the `sizeof`s and typedefs alone;
/// else the header is imported as written, and the specializations are refused with the
/// reason, which costs only the kernels that take them.
fn import_with_specializations(
    options: &ImportOptions,
    header: &Path,
    specializations: Option<&Specializations>,
) -> Result<Imported, ImportError> {
    let (Some(specs), Ok(text)) = (specializations, crate::import::source_text(header)) else {
        return options.import_file(header);
    };
    let reads: String = specs
        .spelled
        .iter()
        .enumerate()
        .map(|(i, (_, spec))| {
            format!(
                "static_assert(sizeof({spec}) > 0, \"ptx-abi: instantiate\");\n\
                 typedef {spec} ptx_abi_specialization_{i};\n"
            )
        })
        .collect();
    let users: String = specs
        .users
        .iter()
        .filter(|user| user.as_path() != header)
        .map(|user| {
            let user = std::path::absolute(user).unwrap_or_else(|_| user.clone());
            format!("#include \"{}\"\n", user.display())
        })
        .collect();
    let name = header.to_string_lossy();
    let with = |extra: &str| options.import_source(&name, &format!("{text}\n{extra}"));
    let first = match with(&format!("{users}{reads}")) {
        Ok(imported) => return Ok(imported),
        Err(e) => e,
    };
    if let Ok(imported) = with(&reads) {
        return Ok(imported);
    }
    let mut plain = options.clone();
    plain
        .only
        .retain(|n| !specs.spelled.iter().any(|(name, _)| name == n));
    let mut imported = plain.import_file(header)?;
    for (name, spec) in &specs.spelled {
        imported.skipped.push(Skipped {
            name: name.clone(),
            error: ImportError {
                message: format!(
                    "`{spec}` cannot be instantiated where its template is defined: {}",
                    first.message
                ),
                ..first.clone()
            },
        });
    }
    Ok(imported)
}
