//! `ptx-abi-check`: runs the host/device agreement check ([`ptx_abi_kernels::agreement`]) on the
//! fixed corpus and N random types, and prints a table per type and a summary line.
//!
//! ```text
//! ptx-abi-check [--random N] [--seed S] [--compile-only] [--random-only] [--require-gpu]
//!               [--emit DIR] [--quiet]
//! ```
//!
//! Without a GPU (or without the `cudarc` feature) it runs what it can, NVRTC and ptxas, and says
//! that the launch was skipped. With `--require-gpu`, a skipped launch is an error (exit 2).
//! `--emit DIR` also writes the probe module (`DIR/probes.ptx`) and NVIDIA's view
//! (`DIR/nvidia.cu`). Exit status 1 on any mismatch or failure.

use std::process::ExitCode;

use ptx_abi_kernels::agreement::{corpus, nvidia_source, probe_module, run_subjects, CheckConfig};

const USAGE: &str = "usage: ptx-abi-check [--random N] [--seed S] [--compile-only] [--random-only] [--require-gpu] [--emit DIR] [--quiet]";

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
