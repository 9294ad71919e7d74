//! The tools' exit statuses for what a user gets wrong first (README, "What bad input does"):
//! 2 for a usage error or a file that cannot be read, 1 for a construct or layout the tool
//! refuses, 0 otherwise; each with a message on standard error. A mismatch found by
//! `ptx-abi-check` (1) is tested in `check_tool.rs`.

use std::process::{Command, Output};

fn run(tool: &str, args: &[&str]) -> Output {
    Command::new(tool)
        .args(args)
        .output()
        .expect("run the tool")
}

fn status_and_stderr(out: &Output) -> (Option<i32>, String) {
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn check_tool_usage_errors_exit_2_with_the_usage() {
    let tool = env!("CARGO_BIN_EXE_ptx-abi-check");
    for args in [
        &["--bogus"][..],
        &["--random"],
        &["--random", "many"],
        &["--seed"],
        &["--emit"],
        &["--cubin"],
        &["--cubin", "a.cubin"],
        &["--decls", "d.ptx"],
    ] {
        let (code, stderr) = status_and_stderr(&run(tool, args));
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("usage: ptx-abi-check"),
            "{args:?}: {stderr}"
        );
    }
    let help = run(tool, &["--help"]);
    assert_eq!(help.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&help.stdout).contains("usage: ptx-abi-check"));
}

#[test]
fn check_tool_files_it_cannot_read_exit_2_naming_them() {
    let tool = env!("CARGO_BIN_EXE_ptx-abi-check");
    let missing = "/nonexistent/ptx-abi/kernels.cubin";
    let (code, stderr) = status_and_stderr(&run(tool, &["--cubin", missing, "--decls", missing]));
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains(missing), "{stderr}");
}

#[test]
fn check_tool_require_gpu_without_a_launch_exits_2() {
    // No subjects (`--random-only --random 0`): nothing to compile, and no launch without a GPU
    // or the `cudarc` feature, which `--require-gpu` makes an error.
    let out = run(
        env!("CARGO_BIN_EXE_ptx-abi-check"),
        &["--random-only", "--random", "0", "--require-gpu"],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    if out.status.code() == Some(0) {
        // A GPU and the driver were there: the launch ran.
        assert!(!stdout.contains("LAUNCH SKIPPED"), "{stdout}");
    } else {
        assert_eq!(out.status.code(), Some(2), "{stdout}");
        assert!(stdout.contains("LAUNCH SKIPPED"), "{stdout}");
    }
}

#[cfg(feature = "import")]
#[test]
fn import_tool_statuses() {
    let tool = env!("CARGO_BIN_EXE_ptx-abi-import");
    let (code, stderr) = status_and_stderr(&run(tool, &[]));
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("usage: ptx-abi-import"), "{stderr}");

    let missing = "/nonexistent/ptx-abi/header.cuh";
    let (code, stderr) = status_and_stderr(&run(tool, &[missing]));
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("cannot read the header"), "{stderr}");

    let dir = std::env::temp_dir().join(format!("ptx-abi-import-status-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let header = dir.join("t.cuh");
    std::fs::write(&header, "template <typename T> struct Box { T v; };\n").expect("write");
    let out = run(tool, &[header.to_str().unwrap()]);
    let (code, stderr) = status_and_stderr(&out);
    if stderr.contains("libclang could not be loaded") {
        assert!(
            std::env::var("PTX_ABI_REQUIRE_ORACLE").map_or(true, |v| v != "1"),
            "{stderr}, and PTX_ABI_REQUIRE_ORACLE=1"
        );
        eprintln!("import: libclang missing; skipping the rest of this test");
        return;
    }
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("t.cuh:1"), "{stderr}");
    std::fs::write(&header, "struct P { float x; int n : 3; };\n").expect("write");
    let out = run(tool, &[header.to_str().unwrap()]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("pub struct P"));
    std::fs::remove_dir_all(&dir).ok();
}
