//! The types a `.cu` file's kernels take, imported from the kernels' own parse.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clang::Type;

use super::TypeOrigin;
use crate::import::parse::Learned;
use crate::import::{ImportError, ImportOptions};

/// [`CuSource::types_read`]: `types` imported from `tu`, the parse of `main` (its path and
/// text), grouped by the file that declares them; `learned` as [`crate::import::parse::read_types`].
pub(super) fn types_read(
    (types, specializations): (&BTreeMap<String, TypeOrigin>, &BTreeMap<String, Type>),
    main: (&str, &str),
    options: &ImportOptions,
    tu: &clang::TranslationUnit,
    errors: &[ImportError],
    learned: &mut Learned,
) -> BTreeMap<PathBuf, (Vec<String>, crate::import::Imported)> {
    let mut by_file: BTreeMap<&Path, Vec<&str>> = BTreeMap::new();
    for (name, origin) in types {
        by_file.entry(&origin.file).or_default().push(name);
    }
    let mut out = BTreeMap::new();
    for (declaring, names) in by_file {
        let path = declaring.display().to_string();
        let (text, errors) = if path == main.0 {
            (main.1.to_owned(), errors.to_vec())
        } else {
            match crate::import::source_text(declaring) {
                Ok(text) => (text, at_lines_of(errors, &path)),
                Err(_) => continue,
            }
        };
        let mut typed = options.clone().types(&names);
        typed.skip_refused_asked = true;
        let instantiated: Vec<(String, Type)> = names
            .iter()
            .filter_map(|n| Some(((*n).to_owned(), *specializations.get(*n)?)))
            .collect();
        let read = crate::import::parse::read_types(
            &path,
            &text,
            &typed,
            tu,
            &errors,
            &instantiated,
            learned,
        );
        if let Ok(imported) = read {
            let names = names.iter().map(|n| (*n).to_owned()).collect();
            out.insert(declaring.to_path_buf(), (names, imported));
        }
    }
    out
}

/// `errors` (placed in the main file's lines, a header's written `(in PATH:LINE)`) placed in the
/// lines of the header at `path`; those of other files at none.
fn at_lines_of(errors: &[ImportError], path: &str) -> Vec<ImportError> {
    errors
        .iter()
        .map(|e| {
            let line = crate::import::parse::line_in(e, Path::new(path)).unwrap_or(0);
            ImportError { line, ..e.clone() }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::at_lines_of;
    use crate::import::{ImportError, ImportErrorKind, ImportOptions};
    use ptx_abi_core::layout::Compiler;

    /// A file is parsed once for its kernels and types; once more per level of bases a class
    /// template writes with its parameters, where a kernel takes such a specialization.
    #[test]
    fn a_file_is_parsed_once_and_again_only_for_dependent_bases() {
        let dir = std::env::temp_dir().join(format!("ptx-abi-reads-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let cases = [
            (
                "plain.cu",
                "struct P { int a; };\n__global__ void k(P p, int *o) { o[0] = p.a; }\n",
                ("P", 1),
            ),
            (
                "bases.cu",
                "template <class T> struct A { T a; };\n\
                 template <class T> struct B : A<T> { T b; };\n\
                 template <class T> struct C : B<T> { T c; };\n\
                 __global__ void k(C<float> c, float *o) { o[0] = c.a; }\n",
                ("C_float", 3),
            ),
            // A file nvcc builds that includes the host's headers: read with them after the
            // stand-ins fail, and again with them at once.
            (
                "bases_host.cu",
                "#include <vector>\n\
                 template <class T> struct A { T a; };\n\
                 template <class T> struct B : A<T> { T b; };\n\
                 template <class T> struct C : B<T> { T c; };\n\
                 __global__ void k(C<float> c, float *o) { o[0] = c.a; }\n",
                ("C_float", 4),
            ),
            // One whose error the host's headers do not mend: read with the stand-ins, after
            // both were tried, and again with them alone.
            (
                "bases_error.cu",
                "undeclared_t broken;\n\
                 template <class T> struct A { T a; };\n\
                 template <class T> struct B : A<T> { T b; };\n\
                 template <class T> struct C : B<T> { T c; };\n\
                 __global__ void k(C<float> c, float *o) { o[0] = c.a; }\n",
                ("C_float", 4),
            ),
        ];
        for (name, text, (ty, parses)) in cases {
            let path = dir.join(name);
            std::fs::write(&path, text).unwrap();
            crate::import::parse::PARSES.with(|n| n.set(0));
            let mut options = match name {
                "bases_host.cu" | "bases_error.cu" => ImportOptions::new().compiler(Compiler::Nvcc),
                _ => ImportOptions::new(),
            };
            options.tolerate_errors = name == "bases_error.cu";
            let read = match crate::import::kernels::read_kernels(&path, &options, &[]) {
                Err(e) if e.is_libclang_missing() => {
                    return ptx_abi_testenv::skip(ptx_abi_testenv::Need::Oracle, "reads", e);
                }
                read => read.unwrap(),
            };
            assert_eq!(read.kernels.len(), 1, "{name}: {:?}", read.refused);
            let imported = read.types_read.values().find_map(|(_, i)| i.item(ty));
            assert!(imported.is_some(), "{name}: {:?}", read.types_read);
            assert_eq!(
                crate::import::parse::PARSES.with(|n| n.get()),
                parses,
                "{name}"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A panic while libclang's translation unit is read (the `clang` crate panics on some of
    /// libclang's answers) is an error of that read, and the next read works.
    #[test]
    fn a_panic_while_reading_costs_that_read() {
        let read = |f: &dyn Fn()| {
            let options = (&ImportOptions::new(), None);
            crate::import::parse::with_translation_unit("p.cu", "int x;\n", options, |_, _, _| f())
        };
        let panicked = read(&|| panic!("boom"));
        match panicked {
            Err(e) if e.is_libclang_missing() => {
                ptx_abi_testenv::skip(ptx_abi_testenv::Need::Oracle, "panic", e)
            }
            Err(e) => {
                assert!(e.message.contains("(boom): please report this"), "{e:?}");
                assert!(read(&|| ()).is_ok());
            }
            Ok(()) => panic!("the panic was not caught"),
        }
    }

    /// A header's types are judged by the errors in its own lines, not the main file's.
    #[test]
    fn errors_in_a_header_keep_its_lines() {
        let error = |line: u32, message: &str| ImportError {
            file: "k.cu".to_owned(),
            line,
            kind: ImportErrorKind::Header,
            message: message.to_owned(),
        };
        let errors = [
            error(3, "not valid C++: unknown type name 'X'"),
            error(0, "not valid C++ (in /h/v.h:14): unknown type name 'CALL'"),
            error(0, "not valid C++ (in /h/w.h:2): expected ';'"),
        ];
        let lines: Vec<u32> = at_lines_of(&errors, "/h/v.h")
            .iter()
            .map(|e| e.line)
            .collect();
        assert_eq!(lines, [0, 14, 0]);
    }
}
