//! `ptx-abi-check`: runs the host/device agreement check ([`ptx_abi_kernels::agreement`]) on the
//! fixed corpus and N random types, and prints a table per type and a summary line.
//!
//! ```text
//! ptx-abi-check [--random N] [--seed S] [--compile-only] [--random-only] [--require-gpu]
//!               [--jobs N] [--format table|json] [--emit DIR] [--rust DIR | --rust-prebuilt DIR]
//!               [--quiet]
//! ptx-abi-check --cubin FILE --decls DECLS.ptx      (a cubin, fatbin, or ELF file with fatbins)
//! ptx-abi-check --ptx FILE --decls DECLS.ptx
//! ```
//!
//! The second form checks compiled kernels against their declarations ([`ptx_abi_build::cubin`]):
//! `DECLS.ptx` holds the `.entry` headers `kernels!` writes (`Signature::ptx_header`, or
//! `ptx_stub`), and each kernel it declares must be in `FILE` with every parameter at the offset
//! and of the size our layout gives for the cubin's architecture. Each disagreement is printed by
//! kernel, parameter, offset and size.
//!
//! Without a GPU (or without the `cudarc` feature) it runs what it can, NVRTC and ptxas, and says
//! that the launch was skipped. `--jobs N` (default: the machine's cores) compiles and assembles
//! batches of types on N threads; on a terminal a progress bar shows the types done (runs of
//! more than a second; nothing is drawn when standard error is not a terminal). `--format json`
//! prints one JSON object per line: a `"type"` record per type, then a `"summary"` record
//! (`book/src/troubleshooting.md`, "The check tool's JSON"). `--emit DIR` also writes the probe
//! module (`DIR/probes.ptx`) and NVIDIA's view (`DIR/nvidia.cu`).
//!
//! `--rust DIR` adds the fourth view, the `rust` column (`ABI.md` §12): every type's Rust source
//! (the corpus's own files, the random types' generated `#[derive(PtxAbi, DeviceView)]` items)
//! and Rust kernels reading every leaf through the device view, compiled by rustc at run time
//! for nvptx64 (nightly with `rust-src`; crates and their build directories under `DIR`, kept so
//! that `core` is built once), their `.entry` declarations compared with ours, assembled by
//! ptxas, run on the host, and launched on a GPU when the others are. The PTX is kept as
//! `DIR/check_views.ptx`. `--rust-prebuilt DIR` takes that PTX instead of running rustc (a GPU
//! machine without Rust: `tools/gpu-proof.sh`), if it was built for the same types (the same
//! `--random`, `--seed` and ptx-abi), and checks and launches it; the host run was done where it
//! was built.
//!
//! Exit status: 0 every type agrees; 1 a mismatch (some type, or some kernel of `--cubin`, does
//! not agree); 2 a usage error; 3 a tool failure (a compiler or assembler failed, a file could
//! not be read or written); 4 the launch was skipped and `--require-gpu` asked for it. Under
//! `--require-gpu`, a machine where nothing can launch (no `cudarc` feature, driver or device,
//! or `--compile-only`) gets status 4 at once, before any type is compiled.

use std::io::IsTerminal as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use ptx_abi_build::cubin::{check_images, read_images, Declared};
use ptx_abi_kernels::agreement::rust_views::{self, RustPtx};
use ptx_abi_kernels::agreement::{
    corpus, nvidia_source, probe_module, run_batched, CheckConfig, CheckReport, Subject,
};

const USAGE: &str = "usage: ptx-abi-check [--random N] [--seed S] [--compile-only] [--random-only] [--require-gpu] [--jobs N] [--format table|json] [--emit DIR] [--rust DIR | --rust-prebuilt DIR] [--quiet]\n       ptx-abi-check (--cubin FILE | --ptx FILE) --decls DECLS.ptx\n\nDECLS.ptx holds your kernels' .entry headers as kernels! declares them: write each kernel's\n`my_kernels::NAME::SIGNATURE.ptx_header()` (or `.ptx_stub()`) into it from Rust.";

/// A mismatch: some type or kernel does not agree.
const MISMATCH: u8 = 1;
/// A usage error.
const USAGE_ERROR: u8 = 2;
/// A tool failure: a compiler failed, a file could not be read or written.
const TOOL_FAILURE: u8 = 3;
/// `--require-gpu`, and the launch was skipped.
const LAUNCH_SKIPPED: u8 = 4;

/// `--cubin`/`--ptx FILE --decls DECLS`: compiled kernels against their declarations.
fn check_compiled(file: &Path, decls: &Path) -> ExitCode {
    let read = |path: &Path| {
        std::fs::read(path).map_err(|e| format!("ptx-abi-check: {}: {e}", path.display()))
    };
    let (bytes, decl_text) = match (read(file), read(decls)) {
        (Ok(b), Ok(d)) => (b, d),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("{e}");
            return ExitCode::from(TOOL_FAILURE);
        }
    };
    let declared = match Declared::from_ptx(&String::from_utf8_lossy(&decl_text)) {
        Ok(d) if !d.is_empty() => d,
        Ok(_) => {
            eprintln!("ptx-abi-check: {}: no .entry declaration", decls.display());
            return ExitCode::from(TOOL_FAILURE);
        }
        Err(e) => {
            eprintln!("ptx-abi-check: {}: {e}", decls.display());
            return ExitCode::from(TOOL_FAILURE);
        }
    };
    let images = match read_images(&bytes) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("ptx-abi-check: {}: {e}", file.display());
            return ExitCode::from(TOOL_FAILURE);
        }
    };
    let report = check_images(&declared, &images);
    for (kernel, image) in &report.compared {
        println!("checked {kernel} in the {image}");
    }
    for d in &report.mismatches {
        println!("MISMATCH: {d}");
    }
    println!(
        "ptx-abi-check: {}, {}, {}",
        counted(declared.len(), "kernel declared", "kernels declared"),
        counted(
            report.compared.len(),
            "kernel image compared",
            "kernel images compared"
        ),
        counted(report.mismatches.len(), "disagreement", "disagreements")
    );
    if report.is_clean() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(MISMATCH)
    }
}

/// `1 kernel declared`, `2 kernels declared`.
fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// What the command line asked for.
enum Command {
    /// `--cubin`/`--ptx FILE --decls DECLS`: [`check_compiled`].
    Compiled { file: PathBuf, decls: PathBuf },
    /// The agreement check, with its options.
    Agreement(Options),
}

/// The agreement check's options.
struct Options {
    config: CheckConfig,
    quiet: bool,
    json: bool,
    jobs: usize,
    require_gpu: bool,
    emit: Option<PathBuf>,
    rust: Option<(PathBuf, RustPtx)>,
}

/// Reads the command line: the command to run, or the status to exit with at once (a usage
/// error, said on standard error; `--help`, printed).
fn parse_args() -> Result<Command, ExitCode> {
    let mut config = CheckConfig {
        seed: std::env::var("PTX_ABI_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(1),
        ..CheckConfig::default()
    };
    let mut quiet = false;
    let mut json = false;
    let mut jobs = std::thread::available_parallelism().map_or(1, usize::from);
    let mut require_gpu = false;
    let mut emit = None;
    let mut rust: Option<(PathBuf, RustPtx)> = None;
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
                None => return Err(ExitCode::from(USAGE_ERROR)),
            },
            "--seed" => match number("--seed") {
                Some(n) => config.seed = n,
                None => return Err(ExitCode::from(USAGE_ERROR)),
            },
            "--jobs" => match number("--jobs") {
                Some(n) if n > 0 => jobs = n as usize,
                Some(_) => return Err(usage_error("--jobs needs at least 1")),
                None => return Err(ExitCode::from(USAGE_ERROR)),
            },
            "--format" => match args.next().as_deref() {
                Some("table") => json = false,
                Some("json") => json = true,
                _ => return Err(usage_error("--format takes `table` or `json`")),
            },
            "--compile-only" => config.launch = false,
            "--random-only" => config.random_only = true,
            "--require-gpu" => require_gpu = true,
            "--quiet" => quiet = true,
            "--cubin" | "--ptx" | "--decls" => match args.next() {
                Some(path) if arg == "--decls" => decls = Some(PathBuf::from(path)),
                // One compiled file per run: a second would silently replace the first.
                Some(_) if compiled.is_some() => {
                    return Err(usage_error("--cubin and --ptx name one file, once"));
                }
                Some(path) => compiled = Some(PathBuf::from(path)),
                None => return Err(usage_error(&format!("{arg} needs a file"))),
            },
            "--emit" | "--rust" | "--rust-prebuilt" => match args.next() {
                Some(dir) if arg == "--rust" => rust = Some((PathBuf::from(dir), RustPtx::Build)),
                Some(dir) if arg == "--rust-prebuilt" => {
                    rust = Some((PathBuf::from(dir), RustPtx::Prebuilt));
                }
                Some(dir) => emit = Some(PathBuf::from(dir)),
                None => return Err(usage_error(&format!("{arg} needs a directory"))),
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return Err(ExitCode::SUCCESS);
            }
            other => return Err(usage_error(&format!("unknown argument `{other}`"))),
        }
    }
    match (compiled, decls) {
        (Some(file), Some(decls)) => Ok(Command::Compiled { file, decls }),
        (None, None) => Ok(Command::Agreement(Options {
            config,
            quiet,
            json,
            jobs,
            require_gpu,
            emit,
            rust,
        })),
        _ => Err(usage_error("--cubin/--ptx and --decls go together")),
    }
}

/// Says `what` and the usage on standard error: the usage error's status.
fn usage_error(what: &str) -> ExitCode {
    eprintln!("{what}\n{USAGE}");
    ExitCode::from(USAGE_ERROR)
}

/// Runs the command the arguments name (see the module docs for the exit statuses).
fn main() -> ExitCode {
    match parse_args() {
        Ok(Command::Compiled { file, decls }) => check_compiled(&file, &decls),
        Ok(Command::Agreement(options)) => check_agreement(&options).unwrap_or_else(|code| code),
        Err(code) => code,
    }
}

/// The agreement check on the corpus and the random types: the report printed, and the exit
/// status it gives; `Err` holds the status of a run that stopped early (nothing to launch under
/// `--require-gpu`, a tool failure before the check).
fn check_agreement(options: &Options) -> Result<ExitCode, ExitCode> {
    let config = &options.config;
    if options.require_gpu {
        require_launch(config)?;
    }
    // With --format json, standard output holds only the records.
    let header = format!(
        "ptx-abi-check: fixed corpus {}, {} random types of seed {} (PTX_ABI_SEED / --seed to replay)",
        if config.random_only { "off" } else { "on" },
        config.random,
        config.seed
    );
    if options.json {
        eprintln!("{header}");
    } else {
        println!("{header}");
    }
    let subjects = corpus(config).map_err(|e| {
        eprintln!("ptx-abi-check: {e}");
        ExitCode::from(TOOL_FAILURE)
    })?;
    if let Some(dir) = &options.emit {
        emit_sources(dir, &subjects)?;
    }
    let bar = progress_bar(subjects.len());
    let mut report = run_batched(&subjects, config.launch, options.jobs, &|done| {
        bar.set_position(done as u64);
    });
    bar.finish_and_clear();
    if let Some((dir, source)) = &options.rust {
        let start = std::time::Instant::now();
        rust_views::check(config, &subjects, dir, *source, config.launch, &mut report);
        report.elapsed += start.elapsed();
    }
    print_report(&report, options);
    Ok(if report.mismatches() > 0 {
        ExitCode::from(MISMATCH)
    } else if !report.failures.is_empty() {
        ExitCode::from(TOOL_FAILURE)
    } else if options.require_gpu && !report.launched {
        ExitCode::from(LAUNCH_SKIPPED)
    } else {
        ExitCode::SUCCESS
    })
}

/// `--require-gpu` where nothing can launch: says so at once, not after compiling every type
/// (minutes for `--random 1000`) to report the same skip.
fn require_launch(config: &CheckConfig) -> Result<(), ExitCode> {
    let why = if config.launch {
        ptx_abi_kernels::agreement::launch_unavailable()
    } else {
        Some(ptx_abi_kernels::agreement::NOT_REQUESTED.to_owned())
    };
    match why {
        Some(why) => {
            println!("LAUNCH SKIPPED: {why}");
            eprintln!("ptx-abi-check: --require-gpu, and no launch is possible: nothing checked");
            Err(ExitCode::from(LAUNCH_SKIPPED))
        }
        None => Ok(()),
    }
}

/// `--emit DIR`: the probe module and NVIDIA's view of `subjects`, written under `dir`.
fn emit_sources(dir: &Path, subjects: &[Subject]) -> Result<(), ExitCode> {
    let written = std::fs::create_dir_all(dir)
        .and_then(|()| std::fs::write(dir.join("probes.ptx"), probe_module(subjects)))
        .and_then(|()| std::fs::write(dir.join("nvidia.cu"), nvidia_source(subjects)));
    match written {
        Ok(()) => {
            eprintln!("wrote {0}/probes.ptx and {0}/nvidia.cu", dir.display());
            Ok(())
        }
        Err(e) => {
            eprintln!("ptx-abi-check: {}: {e}", dir.display());
            Err(ExitCode::from(TOOL_FAILURE))
        }
    }
}

/// The report on standard output: JSON records, or the table (with `--quiet`, only the notes
/// and failures), the launch skip and the summary line.
fn print_report(report: &CheckReport, options: &Options) {
    if options.json {
        print!("{}", report.json_lines());
        return;
    }
    if options.quiet {
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
}

/// Types done out of `total`, on standard error when it is a terminal and the run has taken more
/// than a second (a bar that flashes by is noise; a pipe or a CI log gets none).
fn progress_bar(total: usize) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::hidden());
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} types, {elapsed} (eta {eta})")
            .expect("a valid template"),
    );
    if std::io::stderr().is_terminal() {
        let shown = bar.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(1));
            if !shown.is_finished() {
                shown.set_draw_target(ProgressDrawTarget::stderr());
                shown.enable_steady_tick(Duration::from_millis(250));
            }
        });
    }
    bar
}
