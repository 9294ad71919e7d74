//! The docs against the tree. The guide's Rust-kernel chapter holds `examples/kernel-crate`'s
//! files whole (`cargo run --example 07_rust_kernel_crate` builds that crate on every CI run);
//! CONTRIBUTING.md's workspace table names every directory, crate and module; every chapter of
//! the guide is a doctest item of `src/lib.rs`; and every relative link of README.md,
//! CONTRIBUTING.md, CHANGELOG.md and the guide's chapters points to a file that exists, and to a
//! heading of it where the link names one (`#anchor`, by GitHub's and mdBook's rule). No
//! committed file but the project's own licence texts carries a licence or copyright header: the
//! project holds no code of another (CONTRIBUTING.md, "Real code").

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    let path = root().join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The guide's chapters (`book/src/*.md`, but the table of contents), sorted.
fn chapters() -> Vec<String> {
    let mut chapters: Vec<String> = std::fs::read_dir(root().join("book/src"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".md") && name != "SUMMARY.md")
        .collect();
    chapters.sort();
    chapters
}

#[test]
fn the_guide_holds_the_kernel_crate_as_it_is() {
    let chapter = read("book/src/rust-kernels.md");
    for (file, fence) in [
        ("examples/kernel-crate/Cargo.toml", "```toml\n"),
        ("examples/kernel-crate/src/lib.rs", "```rust,ignore\n"),
    ] {
        let block = format!("{fence}{}```\n", read(file));
        assert!(
            chapter.contains(&block),
            "book/src/rust-kernels.md does not hold {file} as it is: copy the file into its block"
        );
    }
}

/// Every chapter is in the table of contents, and its code blocks are doctests (an item of
/// `src/lib.rs` includes it).
#[test]
fn every_chapter_is_listed_and_doctested() {
    let summary = read("book/src/SUMMARY.md");
    let lib = read("src/lib.rs");
    let chapters = chapters();
    assert!(chapters.len() >= 10, "the guide's chapters: {chapters:?}");
    for chapter in &chapters {
        assert!(
            summary.contains(&format!("]({chapter})")),
            "book/src/SUMMARY.md does not list {chapter}"
        );
        assert!(
            lib.contains(&format!("include_str!(\"../book/src/{chapter}\")")),
            "src/lib.rs does not include book/src/{chapter}: its code blocks would not be tested"
        );
    }
}

/// The rows of CONTRIBUTING.md's "Workspace" table: (path, description).
fn workspace_table(text: &str) -> Vec<(String, String)> {
    let table = text
        .split("\n## Workspace\n")
        .nth(1)
        .expect("CONTRIBUTING.md has a Workspace section");
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

/// CONTRIBUTING.md's workspace table names every tracked top-level directory and every crate of
/// the workspace, names each of a crate's modules (`src/*.rs`) in the crate's row, and names
/// nothing that is not there.
#[test]
fn the_workspace_table_matches_the_tree() {
    let root = root();
    let rows = workspace_table(&read("CONTRIBUTING.md"));
    assert!(
        rows.len() >= 10,
        "the Workspace table was not found: {rows:?}"
    );
    for (path, _) in &rows {
        assert!(
            root.join(path).exists(),
            "CONTRIBUTING.md's Workspace table names `{path}`, which is not in the tree"
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
                "CONTRIBUTING.md's Workspace table does not name `{name}/`"
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
                "CONTRIBUTING.md's Workspace row of `{crate_dir}` does not name its module `{module}`"
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
            "CONTRIBUTING.md's Workspace table does not name the crate `{member}/`"
        );
    }
}

/// A markdown text without its fenced code blocks: the prose, block by block (a fence ends a
/// block, so that a code span never runs across one).
fn prose_blocks(text: &str) -> Vec<String> {
    let mut blocks = vec![String::new()];
    let mut fence: Option<String> = None;
    for line in text.lines() {
        let trimmed = line.trim_start();
        let marker: String = trimmed
            .chars()
            .take_while(|&c| c == '`' || c == '~')
            .collect();
        match &fence {
            Some(open) if trimmed.starts_with(open.as_str()) && trimmed.trim() == marker => {
                fence = None;
                blocks.push(String::new());
            }
            Some(_) => {}
            None if marker.len() >= 3
                && marker.chars().all(|c| c == marker.as_bytes()[0] as char) =>
            {
                fence = Some(marker);
                blocks.push(String::new());
            }
            None => {
                let block = blocks.last_mut().unwrap();
                block.push_str(line);
                block.push('\n');
            }
        }
    }
    blocks
}

/// `text` with its code spans (`` `x` ``, ``` ``x`` ```) removed, paragraph by paragraph.
fn without_code_spans(text: &str) -> String {
    let mut out = String::new();
    for paragraph in text.split("\n\n") {
        let chars: Vec<char> = paragraph.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            if chars[i] != '`' {
                out.push(chars[i]);
                i += 1;
                continue;
            }
            let run = chars[i..].iter().take_while(|&&c| c == '`').count();
            // The closing run: the next run of exactly as many backticks.
            let mut j = i + run;
            let mut close = None;
            while j < chars.len() {
                if chars[j] == '`' {
                    let other = chars[j..].iter().take_while(|&&c| c == '`').count();
                    if other == run {
                        close = Some(j + other);
                        break;
                    }
                    j += other;
                } else {
                    j += 1;
                }
            }
            match close {
                Some(end) => i = end,
                None => {
                    // No closing run: the backticks are literal.
                    out.extend(&chars[i..i + run]);
                    i += run;
                }
            }
        }
        out.push_str("\n\n");
    }
    out
}

/// The destinations of a markdown text's links and images, `[text](dest)` and `[label]: dest`,
/// outside code.
fn link_destinations(text: &str) -> Vec<String> {
    let mut links = Vec::new();
    for block in prose_blocks(text) {
        let prose = without_code_spans(&block);
        for line in prose.lines() {
            let trimmed = line.trim_start();
            if let Some(rest) = trimmed.strip_prefix('[') {
                if let Some((_, dest)) = rest.split_once("]: ") {
                    links.push(dest.split_whitespace().next().unwrap_or("").to_owned());
                }
            }
        }
        let mut rest = prose.as_str();
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            let end = rest.find(')').unwrap_or(rest.len());
            let dest = rest[..end].trim();
            let dest = dest.split_whitespace().next().unwrap_or("");
            links.push(dest.trim_matches(|c| c == '<' || c == '>').to_owned());
            rest = &rest[end..];
        }
    }
    links
}

/// A heading's anchor, as GitHub and mdBook make it: lowercase, spaces to `-`, every other
/// character but letters, digits, `-` and `_` dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a markdown file: its headings' slugs (a repeated one numbered `-1`, `-2`, as
/// GitHub numbers them), and the `id`s and `name`s of its HTML anchors.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut anchors = BTreeSet::new();
    for block in prose_blocks(text) {
        for line in block.lines() {
            let hashes = line.chars().take_while(|&c| c == '#').count();
            if (1..=6).contains(&hashes) && line[hashes..].starts_with(' ') {
                let title = line[hashes..].trim().trim_end_matches('#');
                // A link in a heading contributes its text only.
                let mut text = String::new();
                let mut rest = title;
                while let Some(at) = rest.find("](") {
                    text.push_str(&rest[..at]);
                    rest = &rest[at..];
                    rest = rest.find(')').map_or("", |end| &rest[end + 1..]);
                }
                text.push_str(rest);
                let base = slug(&text);
                let mut anchor = base.clone();
                let mut n = 0;
                while anchors.contains(&anchor) {
                    n += 1;
                    anchor = format!("{base}-{n}");
                }
                anchors.insert(anchor);
            }
            for attribute in ["id=\"", "name=\""] {
                let mut rest = line;
                while let Some(at) = rest.find(attribute) {
                    rest = &rest[at + attribute.len()..];
                    if let Some(end) = rest.find('"') {
                        anchors.insert(rest[..end].to_owned());
                    }
                }
            }
        }
    }
    anchors
}

/// The documents whose links are checked: README.md, CONTRIBUTING.md, CHANGELOG.md and the
/// guide's sources.
fn documents() -> Vec<PathBuf> {
    let mut documents: Vec<PathBuf> = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
        .iter()
        .map(PathBuf::from)
        .collect();
    documents.push(PathBuf::from("book/src/SUMMARY.md"));
    documents.extend(chapters().iter().map(|c| Path::new("book/src").join(c)));
    documents
}

/// Each relative link of `document` (a path under `root`) that does not resolve, with why.
fn dead_links(root: &Path, document: &Path) -> Vec<String> {
    let path = root.join(document);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let dir = document.parent().unwrap();
    let mut dead = Vec::new();
    for dest in link_destinations(&text) {
        if dest.is_empty() || dest.contains("://") || dest.starts_with("mailto:") {
            continue;
        }
        let (path, anchor) = match dest.split_once('#') {
            Some((path, anchor)) => (path, Some(anchor)),
            None => (dest.as_str(), None),
        };
        let target = if path.is_empty() {
            document.to_path_buf()
        } else {
            dir.join(path)
        };
        let on_disk = root.join(&target);
        if !on_disk.exists() {
            dead.push(format!(
                "{}: `{dest}`: no file {}",
                document.display(),
                target.display()
            ));
            continue;
        }
        let Some(anchor) = anchor else { continue };
        if on_disk.extension().is_none_or(|e| e != "md") {
            dead.push(format!(
                "{}: `{dest}`: an anchor into a file that is not markdown",
                document.display()
            ));
            continue;
        }
        let target_text = std::fs::read_to_string(&on_disk).unwrap();
        if !anchors(&target_text).contains(anchor) {
            dead.push(format!(
                "{}: `{dest}`: {} has no heading whose anchor is `#{anchor}`",
                document.display(),
                target.display()
            ));
        }
    }
    dead
}

#[test]
fn every_relative_link_resolves() {
    let documents = documents();
    let dead: Vec<String> = documents
        .iter()
        .flat_map(|d| dead_links(root(), d))
        .collect();
    for line in &dead {
        eprintln!("dead link: {line}");
    }
    assert!(
        dead.is_empty(),
        "{} dead links in {} documents:\n{}",
        dead.len(),
        documents.len(),
        dead.join("\n")
    );
}

/// The link checker itself: anchors by GitHub's rule, links outside code only, and a dead link
/// found.
#[test]
fn the_link_checker_finds_what_it_should() {
    assert_eq!(
        slug("§10 Where NVRTC and nvcc disagree: `#pragma pack`"),
        "10-where-nvrtc-and-nvcc-disagree-pragma-pack"
    );
    assert_eq!(
        slug("Host/device agreement, on a GPU: `ptx-abi-check`"),
        "hostdevice-agreement-on-a-gpu-ptx-abi-check"
    );
    assert_eq!(
        slug("The `parallel_paths` feature"),
        "the-parallel_paths-feature"
    );
    let text = "# A\n\n## A\n\n```rust\n// [not](a-link.md)\n# not a heading\n```\n\
                See [b](b.md#x), `[code](c.md)`, ``[code `too`](d.md)`` and [e][f].\n\n[f]: e.md\n";
    assert_eq!(link_destinations(text), ["e.md", "b.md#x"]);
    let anchors = anchors(text);
    assert_eq!(
        anchors.iter().map(String::as_str).collect::<Vec<_>>(),
        ["a", "a-1"]
    );
    // Dead links are reported, each with why; a good one is not.
    let scratch = std::env::temp_dir().join(format!("ptx-abi-docs-{}", std::process::id()));
    std::fs::create_dir_all(scratch.join("sub")).unwrap();
    std::fs::write(scratch.join("top.md"), "# Top\n").unwrap();
    std::fs::write(
        scratch.join("sub/doc.md"),
        "# Here\n\n[there](../top.md#nowhere) [here](#here) [top](../top.md#top) [gone](gone.md)\n",
    )
    .unwrap();
    let dead = dead_links(&scratch, Path::new("sub/doc.md"));
    std::fs::remove_dir_all(&scratch).unwrap();
    assert_eq!(dead.len(), 2, "{dead:?}");
    assert!(
        dead[0].contains("has no heading whose anchor is `#nowhere`"),
        "{dead:?}"
    );
    assert!(dead[1].contains("no file sub/gone.md"), "{dead:?}");
}

/// Every committed file (`git ls-files`; the tree without `target/` and `.git/` where git is
/// missing) is free of licence and copyright headers, but `LICENSE-MIT` and `LICENSE-APACHE`.
#[test]
fn no_committed_file_carries_another_projects_licence() {
    // Lower case, each spelled in two halves so that this file does not hold it.
    let marks = [
        ["spdx-license", "-identifier"],
        ["spdx-file", "copyrighttext"],
        ["copyright (", "c)"],
        ["copyright", "(c)"],
        ["copyright ", "19"],
        ["copyright ", "20"],
        ["all rights ", "reserved"],
        ["permission is hereby ", "granted"],
        ["licensed under the ", "apache license"],
        ["redistribution and use in source ", "and binary forms"],
        ["gnu general public ", "license"],
        ["mozilla public ", "license"],
    ]
    .map(|[a, b]| format!("{a}{b}"));
    let files: Vec<PathBuf> = match std::process::Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root())
        .output()
    {
        Ok(out) if out.status.success() => out
            .stdout
            .split(|&b| b == 0)
            .filter(|p| !p.is_empty())
            .map(|p| root().join(String::from_utf8_lossy(p).as_ref()))
            .collect(),
        _ => {
            fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
                for entry in std::fs::read_dir(dir).unwrap() {
                    let path = entry.unwrap().path();
                    let name = path.file_name().unwrap().to_string_lossy();
                    if path.is_dir() {
                        if !name.starts_with('.') && name != "target" {
                            walk(&path, out);
                        }
                    } else {
                        out.push(path);
                    }
                }
            }
            let mut out = Vec::new();
            walk(root(), &mut out);
            out
        }
    };
    let mut carrying = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy();
        if name == "LICENSE-MIT" || name == "LICENSE-APACHE" {
            continue;
        }
        let Ok(bytes) = std::fs::read(path) else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes).to_lowercase();
        if let Some(mark) = marks.iter().find(|m| text.contains(m.as_str())) {
            carrying.push(format!("{}: `{mark}`", path.display()));
        }
    }
    assert!(files.len() > 100, "{} files found", files.len());
    assert!(
        carrying.is_empty(),
        "committed files with a licence or copyright header (the project holds no code of \
         another):\n{}",
        carrying.join("\n")
    );
}
