//! `ptx-abi-import HEADER [TYPE...]`: prints `#[derive(PtxAbi)]` Rust for the types a CUDA C++
//! header declares (all of them, or the named ones and what they use). Exit status 1 on a
//! construct ptx-abi cannot express, with the header line; 2 on a usage error.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((header, types)) = args.split_first() else {
        eprintln!("usage: ptx-abi-import HEADER [TYPE...]");
        return ExitCode::from(2);
    };
    let only: Vec<&str> = types.iter().map(String::as_str).collect();
    match ptx_abi_kernels::import::import_file(header, &only) {
        Ok(imported) => {
            print!("{}", imported.rust());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("ptx-abi-import: {e}");
            ExitCode::from(1)
        }
    }
}
