//! `ptx-abi-check`: runs the host/device agreement check ([`ptx_abi_kernels::agreement`]) on the
//! fixed corpus and N random types, and prints a table per type and a summary line.
//!
//! ```text
//! ptx-abi-check [--random N] [--seed S] [--compile-only] [--random-only] [--require-gpu]
//!               [--emit DIR] [--quiet]
//! ptx-abi-check --cubin FILE --decls DECLS.ptx      (a cubin, fatbin, or ELF file with fatbins)
//! ptx-abi-check --ptx FILE --decls DECLS.ptx
//! ```
//!
//! The second form checks compiled kernels against their declarations ([`ptx_abi_kernels::cubin`]):
//! `DECLS.ptx` holds the `.entry` headers `kernels!` writes (`Signature::ptx_header`, or
//! `ptx_stub`), and each kernel it declares must be in `FILE` with every parameter at the offset
//! and of the size our layout gives for the cubin's architecture. Each disagreement is printed by
//! kernel, parameter, offset and size; exit status 1 if there is any.
//!
//! Without a GPU (or without the `cudarc` feature) it runs what it can, NVRTC and ptxas, and says
//! that the launch was skipped. With `--require-gpu`, a skipped launch is an error (exit 2).
//! `--emit DIR` also writes the probe module (`DIR/probes.ptx`) and NVIDIA's view
//! (`DIR/nvidia.cu`). Exit status 1 on any mismatch or failure.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use ptx_abi_kernels::agreement::{corpus, nvidia_source, probe_module, run_subjects, CheckConfig};
use ptx_abi_kernels::cubin::{check_images, read_images, Declared};

const USAGE: &str = "usage: ptx-abi-check [--random N] [--seed S] [--compile-only] [--random-only] [--require-gpu] [--emit DIR] [--quiet]\n       ptx-abi-check (--cubin FILE | --ptx FILE) --decls DECLS.ptx";

/// `--cubin`/`--ptx FILE --decls DECLS`: compiled kernels against their declarations.
fn check_compiled(file: &Path, decls: &Path) -> ExitCode {
    let read = |path: &Path| {
        std::fs::read(path).map_err(|e| format!("ptx-abi-check: {}: {e}", path.display()))
    };
    let (bytes, decl_text) = match (read(file), read(decls)) {
        (Ok(b), Ok(d)) => (b, d),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let declared = match Declared::from_ptx(&String::from_utf8_lossy(&decl_text)) {
        Ok(d) if !d.is_empty() => d,
        Ok(_) => {
            eprintln!("ptx-abi-check: {}: no .entry declaration", decls.display());
            return ExitCode::from(2);
        }
        Err(e) => {
            eprintln!("ptx-abi-check: {}: {e}", decls.display());
            return ExitCode::from(2);
        }
    };
    let images = match read_images(&bytes) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("ptx-abi-check: {}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    let report = check_images(&declared, &images);
    for (kernel, image) in &report.compared {
        println!("checked {kernel} in the {image}");
    }
    for d in &report.disagreements {
        println!("MISMATCH: {d}");
    }
    println!(
        "ptx-abi-check: {} kernels declared, {} kernel images compared, {} disagreements",
        declared.len(),
        report.compared.len(),
        report.disagreements.len()
    );
    if report.is_clean() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn main() -> ExitCode {
    let mut config = CheckConfig {
        seed: std::env::var("PTX_ABI_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(1),
        ..CheckConfig::default()
    };
    let mut quiet = false;
    let mut require_gpu = false;
    let mut emit = None;
    let mut compiled: Option<PathBuf> = None;
    let mut decls: Option<PathBuf> = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = |what: &str| -> Option<u64> {
            let v = args.next().and_then(|v| v.parse().ok());
            if v.is_none() {
                eprintln!("{what} needs a number\n{USAGE}");
            }
            v
        };
        match arg.as_str() {
            "--random" => match number("--random") {
                Some(n) => config.random = n as usize,
                None => return ExitCode::from(2),
            },
            "--seed" => match number("--seed") {
                Some(n) => config.seed = n,
                None => return ExitCode::from(2),
            },
            "--compile-only" => config.launch = false,
            "--random-only" => config.random_only = true,
            "--require-gpu" => require_gpu = true,
            "--quiet" => quiet = true,
            "--cubin" | "--ptx" | "--decls" => match args.next() {
                Some(path) if arg == "--decls" => decls = Some(PathBuf::from(path)),
                Some(path) => compiled = Some(PathBuf::from(path)),
                None => {
                    eprintln!("{arg} needs a file\n{USAGE}");
                    return ExitCode::from(2);
                }
            },
            "--emit" => match args.next() {
                Some(dir) => emit = Some(std::path::PathBuf::from(dir)),
                None => {
                    eprintln!("--emit needs a directory\n{USAGE}");
                    return ExitCode::from(2);
                }
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("unknown argument `{other}`\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    match (&compiled, &decls) {
        (Some(file), Some(decls)) => return check_compiled(file, decls),
        (None, None) => {}
        _ => {
            eprintln!("--cubin/--ptx and --decls go together\n{USAGE}");
            return ExitCode::from(2);
        }
    }
    println!(
        "ptx-abi-check: fixed corpus {}, {} random types of seed {} (PTX_ABI_SEED / --seed to replay)",
        if config.random_only { "off" } else { "on" },
        config.random,
        config.seed
    );
    let subjects = match corpus(&config) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("ptx-abi-check: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some(dir) = &emit {
        let written = std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(dir.join("probes.ptx"), probe_module(&subjects)))
            .and_then(|()| std::fs::write(dir.join("nvidia.cu"), nvidia_source(&subjects)));
        match written {
            Ok(()) => println!("wrote {0}/probes.ptx and {0}/nvidia.cu", dir.display()),
            Err(e) => {
                eprintln!("ptx-abi-check: {}: {e}", dir.display());
                return ExitCode::from(2);
            }
        }
    }
    let report = run_subjects(&subjects, config.launch);
    if quiet {
        for n in &report.notes {
            println!("note: {n}");
        }
        for f in &report.failures {
            println!("FAILURE: {f}");
        }
    } else {
        print!("{}", report.table());
    }
    if let Some(why) = &report.launch_skipped {
        println!("LAUNCH SKIPPED: {why}");
    }
    println!("{}", report.summary());
    if !report.is_clean() {
        ExitCode::FAILURE
    } else if require_gpu && !report.launched {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}
