//! The importer on the header corpus, `ptx-abi-build/tests/import/shapes/`: headers written here in
//! the shapes real projects' headers take (packet headers, OS network headers, a bindings
//! generator's layout edge cases, GPU projects' parameters; its README lists the constructs each
//! covers), each imported with the options its `// ptx-abi-import:` line gives, then
//! - the types it skips must be exactly those its `// expect-skipped:` line lists (a refusal
//!   nobody expected, or one that went away, fails);
//! - NVRTC 12.9, NVRTC 13.5 and nvcc 13.5 (only the chosen one's front ends for a header
//!   imported `--compiler nvcc` or `--compiler nvrtc`) compile the original header with the
//!   import's `static_assert`s of every size, alignment and member offset, a sample value of
//!   every type (its exact image) and kernels taking each by value, as `import_headers.rs` does;
//! - a header imported for one compiler must be refused without it, each type that needed the
//!   choice saying that NVRTC ignores the attribute after its closing brace.
//!
//!
//! A `// ptx-abi-check:` line narrows the check where the header itself cannot be compiled as
//! the full check compiles it, saying why: `nvcc-only` (NVRTC rejects something in the header,
//! such as a flexible array member in C++), `static-asserts-only` (a type C++ cannot copy, so no
//! kernel can take it by value: only the sizes, alignments and offsets are compiled).
//!
//! `PTX_ABI_IMPORT_CORPUS=DIR` runs the same check on another directory of headers (`*.h`,
//! `*.cuh`, `*.hpp`): the way to try the importer on real code, kept outside the repository
//! (CONTRIBUTING.md, "Real code").

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use ptx_abi_build::import::{ImportOptions, Imported};
use ptx_abi_core::layout::Compiler;
use ptx_abi_kernels::oracle::Probe;
use ptx_abi_kernels::random::RandomTypes;

/// One header of the corpus with what its comments say.
pub struct Entry {
    pub path: PathBuf,
    pub text: String,
    pub options: ImportOptions,
    pub expect_skipped: BTreeSet<String>,
    /// `nvcc-only`: NVRTC cannot compile the header.
    pub nvcc_only: bool,
    /// `static-asserts-only`: no sample values or kernels.
    pub static_asserts_only: bool,
}

/// The corpus directory's headers, sorted.
pub fn entries(dir: &Path) -> Vec<Entry> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension()
                .is_some_and(|e| e == "h" || e == "cuh" || e == "hpp")
        })
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let mut args: Vec<String> = Vec::new();
            let mut expect_skipped = BTreeSet::new();
            let (mut nvcc_only, mut static_asserts_only) = (false, false);
            for line in text.lines() {
                if let Some(rest) = line.strip_prefix("// ptx-abi-check:") {
                    nvcc_only |= rest.trim_start().starts_with("nvcc-only");
                    static_asserts_only |= rest.trim_start().starts_with("static-asserts-only");
                }
                if let Some(rest) = line.strip_prefix("// ptx-abi-import:") {
                    args.extend(rest.split_whitespace().map(str::to_owned));
                }
                if let Some(rest) = line.strip_prefix("// expect-skipped:") {
                    expect_skipped.extend(rest.split_whitespace().map(str::to_owned));
                }
            }
            let (options, rest) = ImportOptions::from_args(&args)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert!(
                rest.is_empty(),
                "{}: stray arguments {rest:?}",
                path.display()
            );
            Entry {
                path,
                text,
                options,
                expect_skipped,
                nvcc_only,
                static_asserts_only,
            }
        })
        .collect()
}

/// The header as the compilers see it: its `-D` options as `#define`s, then its text.
pub fn with_defines(entry: &Entry) -> String {
    let mut out = String::new();
    for (name, value) in &entry.options.defines {
        out.push_str(&format!(
            "#define {name} {}\n",
            value.as_deref().unwrap_or("1")
        ));
    }
    out.push_str(&entry.text);
    out
}

fn import(entry: &Entry, options: &ImportOptions) -> Imported {
    options
        .import_file(&entry.path)
        .unwrap_or_else(|e| panic!("{}: {e}", entry.path.display()))
}

#[test]
fn corpus_headers_import_and_agree_with_the_compilers() {
    let oracles = ptx_abi_testenv::oracle::all();
    if oracles.is_empty() {
        return;
    }
    let dir = std::env::var_os("PTX_ABI_IMPORT_CORPUS").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-abi-build/tests/import/shapes"),
        PathBuf::from,
    );
    let entries = entries(&dir);
    let mut oracles = oracles;
    let (mut types, mut with_bits, mut skipped, mut checks) = (0, 0, 0, 0);
    let mut checks_per: Vec<usize> = vec![0; oracles.len()];
    let mut failures = Vec::new();
    for (n, entry) in entries.iter().enumerate() {
        let name = entry.path.display();
        let imported = match entry.options.import_file(&entry.path) {
            Ok(i) => i,
            Err(e) if crate::libclang_missing(&e) => return,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let got: BTreeSet<String> = imported.skipped.iter().map(|s| s.name.clone()).collect();
        if got != entry.expect_skipped {
            failures.push(format!(
                "{name}: skipped {got:?}, expected {:?}:\n{}",
                entry.expect_skipped,
                imported
                    .skipped
                    .iter()
                    .map(|s| format!("  {}: {}", s.name, s.error))
                    .collect::<Vec<_>>()
                    .join("\n")
            ));
        }
        skipped += got.len();
        if let Some(compiler) = entry.options.compiler {
            // Without the choice, the types that needed it are refused for the trailing
            // attribute or for `__extension__` before a member, which NVRTC rejects (and
            // nothing else changes).
            let both = import(
                entry,
                &ImportOptions {
                    compiler: None,
                    ..entry.options.clone()
                },
            );
            let refused: Vec<_> = both
                .skipped
                .iter()
                .filter(|s| !entry.expect_skipped.contains(&s.name))
                .collect();
            if refused.is_empty() {
                failures.push(format!(
                    "{name}: imported for {compiler:?}, but needs no choice"
                ));
            }
            for s in refused {
                let trailing = s.error.message.contains("after the closing brace")
                    || s.error.message.contains("`__extension__` before a member")
                    || s.error.message.contains("which is skipped");
                if !trailing {
                    failures.push(format!(
                        "{name}: {} refused without a compiler: {}",
                        s.name, s.error
                    ));
                }
            }
        }
        let text = with_defines(entry);
        let layouts: Vec<_> = imported
            .checkable()
            .filter_map(|t| imported.layout(t))
            .collect();
        types += layouts.len();
        with_bits += layouts
            .iter()
            .filter(|l| l.fields().iter().any(|f| f.bits.is_some()))
            .count();
        let mut rng = RandomTypes::case_rng(0x4ea1, n as u64);
        for (k, oracle) in oracles.iter_mut().enumerate() {
            if entry
                .options
                .compiler
                .is_some_and(|c: Compiler| c != oracle.compiler())
                || (entry.nvcc_only && oracle.compiler() != Compiler::Nvcc)
            {
                continue;
            }
            let cuda = oracle.cuda();
            if entry.static_asserts_only {
                let source = imported.verification_source(&text, cuda);
                if let Err(e) = oracle.compile_source(&source, "imported.cu", &[]) {
                    failures.push(format!("{name}, {}: static_asserts: {e}", oracle.label()));
                }
                let n = layouts.iter().filter(|l| l.declared_by_cuda(cuda)).count();
                checks += n;
                checks_per[k] += n;
                continue;
            }
            let probes: Vec<Probe> = layouts
                .iter()
                .filter(|l| l.declared_by_cuda(cuda))
                .map(|layout| Probe::random(layout, &mut rng))
                .collect();
            oracle.set_header(Some(imported.verification_source(&text, cuda)));
            let report = oracle.check_types(&probes);
            if !report.is_clean() {
                failures.push(format!("{name}, {}:\n{report}", oracle.label()));
            }
            checks += probes.len();
            checks_per[k] += probes.len();
        }
    }
    for (oracle, n) in oracles.iter().zip(&checks_per) {
        println!("header corpus, {}: {n} type checks", oracle.label());
    }
    println!(
        "header corpus: {} files, {types} types imported ({with_bits} with bit-fields), {skipped} \
         skipped as each file expects, {checks} type checks, {} disagreements",
        entries.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    if std::env::var_os("PTX_ABI_IMPORT_CORPUS").is_none() {
        // At least what the corpus of copied headers it replaced had: 70 files, 295 types.
        assert!(
            entries.len() >= 90 && types >= 295,
            "{} headers, {types} types in the corpus",
            entries.len()
        );
    }
}
