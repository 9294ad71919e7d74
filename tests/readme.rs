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

/// The rows of the README's "Workspace" table: (path, description).
fn workspace_table(readme: &str) -> Vec<(String, String)> {
    let table = readme
        .split("\n## Workspace\n")
        .nth(1)
        .expect("README.md has a Workspace section");
    table
        .lines()
        .skip_while(|l| !l.starts_with("| path |"))
        .skip(2)
        .take_while(|l| l.starts_with("| `"))
        .map(|row| {
            let mut cells = row.trim_matches('|').splitn(2, '|');
            let path = cells.next().unwrap().trim().trim_matches('`').to_owned();
            (path, cells.next().unwrap_or("").to_owned())
        })
        .collect()
}

/// The README's workspace table names every tracked top-level directory and every crate of the
/// workspace, names each of a crate's modules (`src/*.rs`, `src/*/` with a `.rs` of its own) in
/// the crate's row, and names nothing that is not there.
#[test]
fn the_workspace_table_matches_the_tree() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = read("README.md");
    let rows = workspace_table(&readme);
    assert!(
        rows.len() >= 10,
        "the Workspace table was not found: {rows:?}"
    );
    for (path, _) in &rows {
        assert!(
            root.join(path).exists(),
            "README's Workspace table names `{path}`, which is not in the tree"
        );
    }
    // Ignored build outputs and scratch directories are not the tree's (`.gitignore`).
    let ignored = read(".gitignore");
    let named = |name: &str| rows.iter().any(|(p, _)| p.trim_end_matches('/') == name);
    for entry in std::fs::read_dir(root).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().into_string().unwrap();
        let is_ignored = ignored.lines().any(|l| l.trim_matches('/') == name)
            || std::fs::read_to_string(root.join(".git/info/exclude"))
                .is_ok_and(|e| e.lines().any(|l| l.trim_matches('/') == name));
        if entry.file_type().unwrap().is_dir() && !name.starts_with('.') && !is_ignored {
            assert!(
                named(&name),
                "README's Workspace table does not name `{name}/`"
            );
        }
    }
    let manifest = read("Cargo.toml");
    for (path, row) in &rows {
        let crate_dir = path.trim_end_matches('/');
        if !crate_dir.starts_with("ptx-abi-") {
            continue;
        }
        assert!(
            manifest.contains(&format!("\"{crate_dir}\"")),
            "`{crate_dir}` is in the table but not a workspace member"
        );
        for entry in std::fs::read_dir(root.join(crate_dir).join("src")).unwrap() {
            let name = entry.unwrap().file_name().into_string().unwrap();
            let Some(module) = name.strip_suffix(".rs") else {
                continue;
            };
            if module == "lib" {
                continue;
            }
            assert!(
                row.contains(&format!("`{module}`")) || row.contains(&format!("`{name}`")),
                "README's Workspace row of `{crate_dir}` does not name its module `{module}`"
            );
        }
    }
    let members = manifest
        .split("members = [")
        .nth(1)
        .and_then(|m| m.split(']').next())
        .expect("the workspace's members");
    for member in members.split('"').skip(1).step_by(2) {
        assert!(
            named(member),
            "README's Workspace table does not name the crate `{member}/`"
        );
    }
}
