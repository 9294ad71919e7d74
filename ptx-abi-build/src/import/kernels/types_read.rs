//! The types a `.cu` file's kernels take, imported from the kernels' own parse.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clang::Type;

use super::TypeOrigin;
use crate::import::{ImportError, ImportOptions};

/// [`CuSource::types_read`]: `types` imported from `tu`, the parse of `main` (its path and
/// text), grouped by the file that declares them.
pub(super) fn types_read(
    (types, specializations): (&BTreeMap<String, TypeOrigin>, &BTreeMap<String, Type>),
    main: (&str, &str),
    options: &ImportOptions,
    tu: &clang::TranslationUnit,
    errors: &[ImportError],
) -> BTreeMap<PathBuf, (Vec<String>, crate::import::Imported)> {
    let mut by_file: BTreeMap<&Path, Vec<&str>> = BTreeMap::new();
    for (name, origin) in types {
        by_file.entry(&origin.file).or_default().push(name);
    }
    // libclang's errors are placed in the main file's lines: a header's own lines are others.
    let elsewhere: Vec<ImportError> = errors
        .iter()
        .map(|e| ImportError {
            line: 0,
            ..e.clone()
        })
        .collect();
    let mut out = BTreeMap::new();
    for (declaring, names) in by_file {
        let path = declaring.display().to_string();
        let (text, errors) = if path == main.0 {
            (main.1.to_owned(), errors)
        } else {
            match std::fs::read_to_string(declaring) {
                Ok(text) => (text, elsewhere.as_slice()),
                Err(_) => continue,
            }
        };
        let mut typed = options.clone().types(&names);
        typed.skip_refused_asked = true;
        let instantiated: Vec<(String, Type)> = names
            .iter()
            .filter_map(|n| Some(((*n).to_owned(), *specializations.get(*n)?)))
            .collect();
        let read =
            crate::import::parse::read_types(&path, &text, &typed, tu, errors, &instantiated);
        if let Ok(imported) = read {
            let names = names.iter().map(|n| (*n).to_owned()).collect();
            out.insert(declaring.to_path_buf(), (names, imported));
        }
    }
    out
}
