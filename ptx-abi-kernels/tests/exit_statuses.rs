//! The tools' exit statuses (`book/src/troubleshooting.md`, "What bad input does").
//! `ptx-abi-check`: 0 agreement, 1 a mismatch (tested in `check_tool.rs`), 2 a usage error, 3 a
//! tool failure (a file it cannot read), 4 a skipped launch under `--require-gpu`
//! (`ptx-abi-import`'s are `ptx-abi-build/tests/import/tool.rs`'s). Each failure with a message on
//! standard error. And `--format json`, record by record.

use ptx_abi_testenv::{run_tool as run, status_and_stderr};

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
        &["--jobs", "0"],
        &["--format"],
        &["--format", "yaml"],
        // Two compiled files: the first would be dropped without a word.
        &["--cubin", "a.cubin", "--ptx", "b.ptx", "--decls", "d.ptx"],
        &["--rust-prebuilt"],
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
fn check_tool_files_it_cannot_read_exit_3_naming_them() {
    let tool = env!("CARGO_BIN_EXE_ptx-abi-check");
    let missing = "/nonexistent/ptx-abi/kernels.cubin";
    let (code, stderr) = status_and_stderr(&run(tool, &["--cubin", missing, "--decls", missing]));
    assert_eq!(code, Some(3), "{stderr}");
    assert!(stderr.contains(missing), "{stderr}");
}

#[test]
fn check_tool_require_gpu_without_a_launch_exits_4() {
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
        assert_eq!(out.status.code(), Some(4), "{stdout}");
        assert!(stdout.contains("LAUNCH SKIPPED"), "{stdout}");
        // Said before any work: no run header, no table, no summary.
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("nothing checked"), "{stderr}");
        assert!(!stdout.contains("types,"), "{stdout}");
    }
    // The same with --compile-only, which asks for no launch: status 4 at once, on any machine.
    let out = run(
        env!("CARGO_BIN_EXE_ptx-abi-check"),
        &["--random", "1000", "--compile-only", "--require-gpu"],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(4), "{stdout}");
    assert!(
        stdout.contains("LAUNCH SKIPPED: not requested (--compile-only)"),
        "{stdout}"
    );
}

#[test]
fn check_tool_json_is_a_record_per_type_then_a_summary() {
    let out = run(
        env!("CARGO_BIN_EXE_ptx-abi-check"),
        &[
            "--compile-only",
            "--random-only",
            "--random",
            "25",
            "--seed",
            "3",
            "--jobs",
            "2",
            "--format",
            "json",
        ],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let records: Vec<serde_json::Value> = stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    let (summary, types) = records.split_last().expect("a summary record");
    assert_eq!(types.len(), 25, "{stdout}");
    for t in types {
        assert_eq!(t["record"], "type");
        assert!(t["name"].as_str().is_some_and(|n| !n.is_empty()), "{t}");
        assert!(t["size"].as_u64().is_some_and(|s| s > 0), "{t}");
        assert!(t["align"].as_u64().is_some_and(u64::is_power_of_two), "{t}");
        assert!(t["leaves"].as_u64().is_some(), "{t}");
        for view in ["param", "packed", "buffer", "nvidia"] {
            let verdict = t["views"][view]["verdict"].as_str().unwrap_or("");
            assert!(["ok", "mismatch", "skipped"].contains(&verdict), "{t}");
            assert!(t["views"][view]["detail"].is_string(), "{t}");
        }
    }
    assert_eq!(summary["record"], "summary");
    assert_eq!(summary["types"], 25);
    assert_eq!(summary["launched"], false);
    assert!(summary["launch_skipped"].is_string(), "{summary}");
    assert!(summary["seconds"].as_f64().is_some(), "{summary}");
    let mismatches = summary["mismatches"].as_u64().expect("a count");
    let failures = summary["failures"].as_array().expect("a list").len();
    // The exit status says the same as the summary.
    let expected = if mismatches > 0 {
        1
    } else if failures > 0 {
        3
    } else {
        0
    };
    assert_eq!(out.status.code(), Some(expected), "{summary}");
    if ptx_abi_testenv::required(ptx_abi_testenv::Need::Oracle) {
        assert_eq!((mismatches, failures), (0, 0), "{summary}");
        assert!(
            types
                .iter()
                .all(|t| t["views"]["nvidia"]["verdict"] == "ok"),
            "{stdout}"
        );
    }
}
