//! The machine code of the hot marshalling loops, checked: the bulk writes of the marshal bench's
//! `padded`, `vecs` and `bits` types (`tests/codegen/probe`), compiled for x86-64 in release with
//! the toolchain the snapshot names, must be the committed snapshot (`tests/codegen/*.s`),
//! instruction for instruction. A change to the loops is then a diff to review, not a sentence in
//! a commit: after a deliberate change, `PTX_ABI_BLESS=1 cargo test --test codegen` writes the
//! new snapshot, and the marshal bench (`cargo bench --bench marshal`) says what it costs.
//!
//! The snapshot is the assembly of every function of the probe crate (the three `#[no_mangle]`
//! writes and everything of ptx-abi-core they instantiate: the member functions, the SSE4.1 and
//! AVX2 block writers), normalised: comments, directives and data left out, local labels and
//! symbol hashes renumbered, so that only the instructions and their order count.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use ptx_abi_testenv::{skip, Need};

/// The toolchain the snapshot was taken with: another rustc emits other (equally good) code.
const TOOLCHAIN: &str = "1.95.0";
const TARGET: &str = "x86_64-unknown-linux-gnu";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The probe's assembly as rustc `TOOLCHAIN` writes it, or why it cannot be had here.
fn assembly() -> Result<String, String> {
    if !cfg!(all(target_arch = "x86_64", target_os = "linux")) {
        return Err("the snapshot is of x86-64 Linux code".to_owned());
    }
    let version = Command::new("rustup")
        .args(["run", TOOLCHAIN, "rustc", "--version"])
        .output()
        .map_err(|e| format!("rustup: {e}"))?;
    if !version.status.success() {
        return Err(format!(
            "no Rust {TOOLCHAIN} toolchain (rustup toolchain install {TOOLCHAIN} --profile minimal)"
        ));
    }
    let out = root().join("target/codegen");
    let asm = out.join("probe.s");
    let status = Command::new("rustup")
        .args([
            "run",
            TOOLCHAIN,
            "cargo",
            "rustc",
            "--quiet",
            "--release",
            "--lib",
        ])
        .args(["--target", TARGET, "--target-dir"])
        .arg(&out)
        .arg("--manifest-path")
        .arg(root().join("tests/codegen/probe/Cargo.toml"))
        .arg("--")
        .arg(format!("--emit=asm={}", asm.display()))
        // The test's own cargo sets these for its own build; the probe is built as a user would.
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("CARGO_BUILD_TARGET")
        .status()
        .map_err(|e| format!("cargo: {e}"))?;
    if !status.success() {
        panic!("the codegen probe does not build ({status})");
    }
    // cargo skips an up-to-date crate and rustc then writes nothing: the last build's file is the
    // current one (the emit path is part of what cargo compares).
    std::fs::read_to_string(&asm).map_err(|e| format!("{}: {e}", asm.display()))
}

/// The functions of `asm`, normalised (see the module documentation), in the order of their
/// text: rustc orders them by their symbols' hashes, which follow the crate's path.
fn normalise(asm: &str) -> String {
    let mut functions: Vec<String> = Vec::new();
    let mut current: Option<String> = None;
    let mut labels: HashMap<String, usize> = HashMap::new();
    for line in asm.lines() {
        let code = strip_comment(line).trim_end();
        if code.is_empty() {
            continue;
        }
        // A function starts at a global label and ends at its `.Lfunc_end` label.
        if !code.starts_with([' ', '\t', '.']) && code.ends_with(':') {
            functions.extend(current.take());
            if !code.starts_with("GCC_except_table") && !code.starts_with("DW.") {
                labels.clear();
                current = Some(format!("{}\n", rename(code, &mut labels)));
            }
            continue;
        }
        if code.starts_with(".Lfunc_end") {
            functions.extend(current.take());
            continue;
        }
        let Some(function) = current.as_mut() else {
            continue;
        };
        let trimmed = code.trim_start();
        // Directives (`.cfi_*`, `.p2align`, `.loc`, ...) and the labels only they use.
        if trimmed.starts_with('.') && !trimmed.starts_with(".LBB") {
            continue;
        }
        let text = rename(trimmed, &mut labels);
        if !text.ends_with(':') {
            function.push('\t');
        }
        function.push_str(&text);
        function.push('\n');
    }
    functions.extend(current);
    functions.sort();
    functions.join("\n")
}

/// `line` without an assembler comment (`#` to the end of the line, outside a string).
fn strip_comment(line: &str) -> &str {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted => return &line[..i],
            _ => {}
        }
    }
    line
}

/// `text` with its local labels (`.LBB3_12`, `.LCPI3_0`, `.LJTI3_0`, `.Lanon.HASH.N`) numbered
/// in the order the function meets them, and the hashes of Rust symbols (`17h...E`) removed: the
/// hashes follow the crate's path, the labels' numbers the functions before.
fn rename(text: &str, labels: &mut HashMap<String, usize>) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(".L") {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let end = tail[2..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .map_or(tail.len(), |e| e + 2);
        let label = tail[..end].trim_end_matches('.');
        let kind: String = label[2..]
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        let next = labels.len();
        let n = *labels.entry(label.to_owned()).or_insert(next);
        out.push_str(&format!(".L{kind}{n}"));
        rest = &tail[label.len()..];
    }
    out.push_str(rest);
    without_hashes(&out)
}

/// `text` without the 16-digit hashes of mangled Rust symbols (`17h0123456789abcdefE` -> `E`).
fn without_hashes(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("17h") {
        let hash = &rest[at + 3..];
        let is_hash = hash.len() > 16
            && hash.as_bytes()[..16].iter().all(u8::is_ascii_hexdigit)
            && hash.as_bytes()[16] == b'E';
        if is_hash {
            out.push_str(&rest[..at]);
            rest = &hash[16..];
        } else {
            out.push_str(&rest[..at + 3]);
            rest = hash;
        }
    }
    out.push_str(rest);
    out
}

fn snapshot_path() -> PathBuf {
    root().join(format!("tests/codegen/{TARGET}-{TOOLCHAIN}.s"))
}

#[test]
fn the_marshalling_loops_compile_to_the_reviewed_machine_code() {
    let asm = match assembly() {
        Ok(asm) => asm,
        Err(why) => return skip(Need::Codegen, "codegen snapshot", why),
    };
    let got = normalise(&asm);
    let path = snapshot_path();
    if std::env::var("PTX_ABI_BLESS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &got).unwrap();
        println!(
            "codegen: wrote {} ({} lines)",
            path.display(),
            got.lines().count()
        );
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (PTX_ABI_BLESS=1 writes it)", path.display()));
    if got != want {
        let first = got
            .lines()
            .zip(want.lines())
            .position(|(g, w)| g != w)
            .unwrap_or_else(|| got.lines().count().min(want.lines().count()));
        let around = |text: &str| -> String {
            let lines: Vec<&str> = text.lines().collect();
            lines[first.saturating_sub(3)..(first + 4).min(lines.len())].join("\n")
        };
        panic!(
            "the marshalling loops' machine code changed ({} lines, the snapshot {}); first \
             difference at line {}:\n--- snapshot\n{}\n--- now\n{}\nIf the change is meant: \
             `PTX_ABI_BLESS=1 cargo test --test codegen`, review the diff of {}, and run the \
             marshal bench (BENCHMARKS.md §1).",
            got.lines().count(),
            want.lines().count(),
            first + 1,
            around(&want),
            around(&got),
            Path::new("tests/codegen")
                .join(path.file_name().unwrap())
                .display(),
        );
    }
    println!("codegen: {} lines, as the snapshot", got.lines().count());
}

#[test]
fn normalising_renumbers_labels_and_drops_hashes_and_directives() {
    let asm = "\t.text\n\
               codegen_x:\n\
               \t.cfi_startproc\n\
               \tcmpq\t%rsi, %rdx # a comment\n\
               \tjne\t.LBB7_4\n\
               \tcallq\t_ZN4core3fmt5write17h0123456789abcdefE\n\
               .LBB7_4:\n\
               \tmovaps\t.LCPI7_0(%rip), %xmm0\n\
               \tretq\n\
               .Lfunc_end7:\n\
               \t.size\tcodegen_x, .Lfunc_end7-codegen_x\n";
    assert_eq!(
        normalise(asm),
        "codegen_x:\n\tcmpq\t%rsi, %rdx\n\tjne\t.LBB0\n\
         \tcallq\t_ZN4core3fmt5writeE\n.LBB0:\n\tmovaps\t.LCPI1(%rip), %xmm0\n\tretq\n"
    );
}
