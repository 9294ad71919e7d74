//! `ptx-abi-import [OPTIONS] HEADER... [TYPE...]`: prints `#[derive(PtxAbi)]` Rust for the types
//! CUDA C++ headers declare (all of them, or the named ones and what they use; a name two headers
//! define differently is a type per definition, `ImportOptions::import_files`). Exit status 0
//! with the Rust printed (types it skipped listed on standard error, one line each); 1 on a
//! header it cannot read, a type asked for that cannot be imported, any skip under `--strict`,
//! or nothing imported; 2 on a usage error.
//!
//! The options are parsed by hand ([`ImportOptions::from_args`]): a few flags in the style of
//! the C compilers users pass them to (`-I DIR`, `-DNAME=VALUE`), which a `build.rs` can reuse,
//! and no dependency added to the library's users for them.

use std::process::ExitCode;

use ptx_abi_build::import::{stand_in_headers, ImportOptions};

const USAGE: &str = "usage: ptx-abi-import [OPTIONS] HEADER... [TYPE...]";

fn help() -> String {
    format!(
        "{USAGE}

Prints #[derive(PtxAbi)] Rust for the types CUDA C++ headers declare: all of them, or the TYPEs
named and what they use. Each type carries its layout as assertions (size, alignment, every
member's offset or bit offset). The HEADERs are the arguments that name files (with a `.`, a `/`,
or an existing file: `./params` for a header without an extension), the TYPEs the others. Each
header is its own translation unit: a name two headers define differently is a type per
definition, named after its header (`a_Op` of a.cuh, `b_Op` of b.cuh); one they define the same
way (a shared include) is one type.

Options:
  -I DIR, -IDIR           add an include directory (searched after the stand-in headers)
  -D NAME[=VALUE], -DNAME define a macro
  -std=STD, --std STD     the C++ standard (default c++17)
  --clang-arg ARG         pass ARG to clang as is (repeatable)
  --compiler nvrtc|nvcc   the compiler that builds your kernels: where NVRTC and nvcc lay a
                          construct out differently (an attribute after a closing brace), import
                          it as that compiler does; without it such constructs are refused
  --strict                a type that cannot be imported is an error, not a skipped type
  --host linux|windows    the host platform CUDA pairs the kernels with: C++ `long` and the
                          `long` vectors are 8 bytes on Linux, 4 on Windows, and bit-fields
                          follow MSVC's rules on Windows (default: this machine's, or the
                          build target's in a build script)
  --arch x86_64|aarch64   the host's architecture: plain `char` is unsigned on aarch64 (default:
                          this machine's, or the build target's in a build script)
  -o FILE                 write the Rust to FILE instead of standard output
  -h, --help              this text

Exit status: 0 with the Rust written (skipped types listed on standard error); 1 for a header
that cannot be read, a TYPE that cannot be imported, a skip under --strict, or no type imported;
2 for a usage error.

Stand-ins replace these headers (CUDA's declare its type names; the standard ones follow the
host platform: LP64 on Linux, LLP64 on Windows):
  {}",
        stand_in_headers().join(" ")
    )
}

struct Args {
    options: ImportOptions,
    headers: Vec<String>,
    output: Option<String>,
}

/// Whether a positional argument is a header rather than a type name.
fn names_a_file(arg: &str) -> bool {
    arg.contains(['.', '/', '\\']) || std::path::Path::new(arg).is_file()
}

/// `Ok(None)` for `--help`.
fn parse(args: &[String]) -> Result<Option<Args>, String> {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        return Ok(None);
    }
    // `-o FILE` is the tool's; the rest are the importer's options.
    let mut output = None;
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i] == "-o" {
            output = Some(args.get(i + 1).cloned().ok_or("-o needs a value")?);
            i += 2;
            continue;
        }
        rest.push(args[i].clone());
        i += 1;
    }
    let (options, positional) = ImportOptions::from_args(&rest)?;
    let split = positional
        .iter()
        .position(|a| !names_a_file(a))
        .unwrap_or(positional.len());
    let (headers, types) = positional.split_at(split);
    if headers.is_empty() {
        return Err("no header given".to_owned());
    }
    let names: Vec<&str> = types.iter().map(String::as_str).collect();
    Ok(Some(Args {
        options: options.types(&names),
        headers: headers.to_vec(),
        output,
    }))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args = match parse(&args) {
        Ok(Some(a)) => a,
        Ok(None) => {
            println!("{}", help());
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("ptx-abi-import: {e}\n{USAGE}\n(--help for the options)");
            return ExitCode::from(2);
        }
    };
    let imported = match args.options.import_files(&args.headers) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("ptx-abi-import: {e}");
            return ExitCode::from(1);
        }
    };
    for s in &imported.skipped {
        eprintln!(
            "ptx-abi-import: skipped `{}` ({}:{}): {}",
            s.name, s.error.file, s.error.line, s.error.message
        );
    }
    let types = imported
        .items
        .iter()
        .filter(|i| !matches!(i, ptx_abi_build::import::Item::Constant { .. }))
        .count();
    let rust = imported.rust();
    match &args.output {
        Some(path) => {
            if let Err(e) = std::fs::write(path, &rust) {
                eprintln!("ptx-abi-import: cannot write {path}: {e}");
                return ExitCode::from(1);
            }
        }
        None => print!("{rust}"),
    }
    if types == 0 && !imported.skipped.is_empty() {
        eprintln!(
            "ptx-abi-import: no type of {} could be imported ({} skipped)",
            args.headers.join(", "),
            imported.skipped.len()
        );
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
