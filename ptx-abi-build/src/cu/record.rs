//! What `emit` printed for a successful build, kept in `OUT_DIR` with everything the build's
//! output depends on, so that a build script cargo runs again with nothing changed (a file
//! touched, its text the same) prints the same lines without reading or compiling anything.
//!
//! The record holds: a key (the builder's settings, the environment cargo watches, the target
//! platform, the working directory), the size and modification time of each program the build
//! ran or loaded (the compiler, ptxas, the build script itself: a rebuilt build script, or
//! ptx-abi updated, is another program), and the hash of the text of every file read (each
//! `.cu` file and all it includes), of the module and of every file in the images' folder. Any
//! difference, and any file that cannot be read, makes the build run in full; a record written
//! only after the module and the images, and renamed into place, vouches for nothing a killed
//! build left.

use std::path::{Path, PathBuf};

use super::compile::{content_hash, read_sealed, write_sealed};
use super::{CuBuild, ENVIRONMENT};

/// The record's file name inside the images' folder (`OUT_DIR/ptx_abi_cu`).
pub(super) const RECORD: &str = "emitted";

impl CuBuild {
    /// What the record's first line must be for this builder, here and now.
    pub(super) fn record_key(&self) -> String {
        let mut key = format!("{self:?}");
        // The target's platform decides C++ `long` (`ImportOptions::host`).
        let target = ["CARGO_CFG_TARGET_OS", "CARGO_CFG_TARGET_ARCH"];
        for var in ENVIRONMENT.iter().chain(&target) {
            key.push_str(&format!("\n{var}={:?}", std::env::var_os(var)));
        }
        key.push_str(&format!("\ncwd={:?}", std::env::current_dir().ok()));
        content_hash(key.as_bytes())
    }
}

/// The lines `record` says an earlier build printed, if it was written for `key` and nothing it
/// depends on has changed since.
pub(super) fn replay(record: &Path, key: &str) -> Option<Vec<String>> {
    let lines = read_sealed(record, |first| first == key)?;
    let mut printed = Vec::new();
    for line in lines.lines() {
        let (tag, rest) = line.split_once(' ')?;
        match tag {
            "program" => {
                let (stamp, path) = rest.split_once(' ')?;
                if program_stamp(Path::new(path))? != stamp {
                    return None;
                }
            }
            "file" => {
                let (hash, path) = rest.split_once(' ')?;
                if content_hash(&std::fs::read(path).ok()?) != hash {
                    return None;
                }
            }
            "printed" => printed.push(rest.to_owned()),
            _ => return None,
        }
    }
    Some(printed)
}

/// Writes the record of a build that printed `printed`, ran `programs` and read `files_read`;
/// the module is `module` and the images are in `images_dir`. A record that cannot be written
/// (or a file that cannot be read back) only costs the next build a full run.
pub(super) fn write(
    images_dir: &Path,
    key: &str,
    programs: &[PathBuf],
    files_read: &[PathBuf],
    module: &Path,
    printed: &[String],
) {
    let record = images_dir.join(RECORD);
    let _ = std::fs::remove_file(&record);
    let mut text = key.to_owned();
    let this_program = std::env::current_exe().ok();
    for program in programs.iter().chain(&this_program) {
        let Some(stamp) = program_stamp(program) else {
            return;
        };
        text.push_str(&format!("\nprogram {stamp} {}", program.display()));
    }
    let Ok(entries) = std::fs::read_dir(images_dir) else {
        return;
    };
    let mut outputs: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            name != RECORD && !name.ends_with(".partial")
        })
        .collect();
    outputs.sort();
    for file in files_read
        .iter()
        .chain([&module.to_path_buf()])
        .chain(&outputs)
    {
        // A path that a line cannot hold is not recorded: the build runs in full next time.
        let Ok(bytes) = std::fs::read(file) else {
            return;
        };
        if file.to_string_lossy().contains('\n') {
            return;
        }
        text.push_str(&format!(
            "\nfile {} {}",
            content_hash(&bytes),
            file.display()
        ));
    }
    for line in printed {
        text.push_str(&format!("\nprinted {line}"));
    }
    write_sealed(&record, text);
}

/// A program's size and modification time (`size:nanoseconds`), which change when it is
/// rebuilt, reinstalled or replaced.
fn program_stamp(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    let modified = meta
        .modified()
        .ok()?
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?;
    Some(format!("{}:{}", meta.len(), modified.as_nanos()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record replays while everything it names is as it was (a file rewritten with the same
    /// text included, as `touch` leaves it), and never once one thing differs: a file's text,
    /// an image, a program, the key, or the record itself cut short.
    #[test]
    fn a_record_replays_only_what_nothing_has_changed() {
        let dir = std::env::temp_dir().join(format!("ptx-abi-record-{}", std::process::id()));
        let images = dir.join("ptx_abi_cu");
        std::fs::create_dir_all(&images).unwrap();
        let (source, module, image) = (dir.join("a.cu"), dir.join("m.rs"), images.join("a.fatbin"));
        let program = dir.join("nvcc");
        for (path, text) in [
            (&source, "k"),
            (&module, "m"),
            (&image, "i"),
            (&program, "p"),
        ] {
            std::fs::write(path, text).unwrap();
        }
        let printed = vec!["cargo:warning=a.cu:1: w".to_owned()];
        let programs = [program.clone()];
        let write = || {
            write(
                &images,
                "key",
                &programs,
                std::slice::from_ref(&source),
                &module,
                &printed,
            )
        };
        let record = images.join(RECORD);
        write();
        assert_eq!(replay(&record, "key"), Some(printed.clone()));
        std::fs::write(&source, "k").unwrap();
        assert_eq!(
            replay(&record, "key"),
            Some(printed.clone()),
            "the same text"
        );
        assert_eq!(replay(&record, "other key"), None);

        let changes: [(&Path, &str); 3] = [(&source, "j"), (&image, "x"), (&module, "n")];
        for (path, text) in changes {
            let before = std::fs::read(path).unwrap();
            std::fs::write(path, text).unwrap();
            assert_eq!(replay(&record, "key"), None, "{} changed", path.display());
            std::fs::write(path, before).unwrap();
            assert!(replay(&record, "key").is_some());
        }
        std::fs::write(&program, "another program").unwrap();
        assert_eq!(replay(&record, "key"), None, "another compiler");

        write();
        let text = std::fs::read_to_string(&record).unwrap();
        std::fs::write(&record, &text[..text.len() / 2]).unwrap();
        assert_eq!(replay(&record, "key"), None, "cut short");
        std::fs::remove_file(&source).unwrap();
        write();
        assert!(
            !record.exists(),
            "a file that cannot be read is not vouched for"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
