//! Imports a CUDA C++ header and prints the `#[derive(PtxAbi)]` Rust for its types:
//! `cargo run --example import_header [HEADER [TYPE...]]` (default: `tests/import/particles.cuh`).
//! Needs libclang at run time (Debian: `apt-get install libclang1-14`).

fn main() {
    let mut args = std::env::args().skip(1);
    let header = args.next().unwrap_or_else(|| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/import/particles.cuh").to_owned()
    });
    let only: Vec<String> = args.collect();
    let only: Vec<&str> = only.iter().map(String::as_str).collect();
    match ptx_abi_kernels::import::import_file(&header, &only) {
        Ok(imported) => print!("{}", imported.rust()),
        Err(e) => {
            eprintln!("import_header: {e}");
            std::process::exit(1);
        }
    }
}
