//! What a read learns of the files themselves: which it read, whether the preprocessor skipped
//! kernels in them, and whether a kernel's declaration has a body.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clang::Entity;

/// The `.cu` file and every file it includes, transitively (the stand-ins, which are in
/// memory only, left out).
pub(super) fn files_read(tu: &clang::TranslationUnit, main: &Path) -> Vec<PathBuf> {
    let mut out = vec![main.to_path_buf()];
    let mut seen: std::collections::HashSet<PathBuf> = out.iter().cloned().collect();
    let Some(first) = tu.get_file(main) else {
        return out;
    };
    let mut stack = vec![first];
    while let Some(file) = stack.pop() {
        for include in file.get_includes() {
            let Some(included) = include.get_file() else {
                continue;
            };
            let path = included.get_path();
            if path.starts_with(crate::import::cuda_names::STUB_DIR) || !seen.insert(path.clone()) {
                continue;
            }
            out.push(path);
            stack.push(included);
        }
    }
    out
}

/// Whether a skipped range of `files` (not a system header's) holds `__global__`. The
/// translation unit's ranges are listed once: libclang lists a file's by going through them all.
pub(super) fn kernels_skipped(
    tu: &clang::TranslationUnit,
    files: &[PathBuf],
    texts: &mut BTreeMap<PathBuf, String>,
) -> bool {
    let files: std::collections::HashSet<&Path> = files.iter().map(PathBuf::as_path).collect();
    (tu.get_skipped_ranges().iter())
        .filter(|range| !range.is_in_system_header())
        .any(|range| {
            let (start, end) = (
                range.get_start().get_file_location(),
                range.get_end().get_file_location(),
            );
            let Some(file) = start
                .file
                .filter(|f| files.contains(f.get_path().as_path()))
            else {
                return false;
            };
            text_of(texts, file.get_path())
                .get(start.offset as usize..end.offset as usize)
                .is_some_and(|skipped| skipped.contains("__global__"))
        })
}

/// Whether kernel declaration `f` has a body: what follows its last token, past spaces and
/// comments, is `{`. libclang, skipping function bodies, calls none a definition, so the file's
/// text (read once into `texts`) tells. A declaration a macro writes, or followed by anything
/// else (an attribute), counts as having one: a kernel taken for the file's own is refused
/// where no image holds it, never dropped as another file's.
pub(super) fn has_body(f: &Entity, texts: &mut BTreeMap<PathBuf, String>) -> bool {
    let Some(end) = f.get_range().map(|r| r.get_end()) else {
        return true;
    };
    let (at, spelled) = (end.get_file_location(), end.get_spelling_location());
    let Some(file) = at.file.map(|f| f.get_path()) else {
        return true;
    };
    if spelled.file.map(|f| f.get_path()) != Some(file.clone()) || spelled.offset != at.offset {
        return true;
    }
    let mut rest = text_of(texts, file)
        .get(at.offset as usize..)
        .unwrap_or_default();
    loop {
        rest = rest.trim_start();
        if let Some(line) = rest.strip_prefix("//") {
            rest = line.split_once('\n').map_or("", |(_, r)| r);
        } else if let Some(comment) = rest.strip_prefix("/*") {
            rest = comment.split_once("*/").map_or("", |(_, r)| r);
        } else {
            return !rest.starts_with(';');
        }
    }
}

/// The text of `path`, read once per read of a file into `texts`: here, not through libclang's
/// `get_contents`, which panics on a file that is not UTF-8 ([`crate::import::source_text`]
/// keeps its offsets).
fn text_of(texts: &mut BTreeMap<PathBuf, String>, path: PathBuf) -> &str {
    texts
        .entry(path)
        .or_insert_with_key(|path| crate::import::source_text(path).unwrap_or_default())
}
