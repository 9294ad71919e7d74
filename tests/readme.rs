//! The README's Rust-kernel recipe is the crate `examples/kernel-crate`, which
//! `cargo run --example rust_kernel_crate` builds on every CI run: its `Cargo.toml` and
//! `src/lib.rs` appear in the README whole, as a user copies them.

use std::path::Path;

fn read(path: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_readme_holds_the_kernel_crate_as_it_is() {
    let readme = read("README.md");
    for (file, fence) in [
        ("examples/kernel-crate/Cargo.toml", "```toml\n"),
        ("examples/kernel-crate/src/lib.rs", "```rust,ignore\n"),
    ] {
        let block = format!("{fence}{}```\n", read(file));
        assert!(
            readme.contains(&block),
            "README.md does not hold {file} as it is: copy the file into its block"
        );
    }
}
