//! `ptx-abi-import`'s exit statuses (`book/src/troubleshooting.md`, "What bad input does"): 0
//! (skipped types listed on standard error), 1 a construct it refuses (asked for by name, or any
//! under `--strict`, or no type imported) or a header it cannot read, 2 a usage error. Each failure
//! with a message on standard error. Several headers: a name two define differently is a type per
//! definition.

use ptx_abi_testenv::{run_tool as run, status_and_stderr};

#[test]
fn import_tool_statuses() {
    let tool = env!("CARGO_BIN_EXE_ptx-abi-import");
    let (code, stderr) = status_and_stderr(&run(tool, &[]));
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("usage: ptx-abi-import"), "{stderr}");
    // `--help` is help, not a header path; an unknown option is a usage error.
    let out = run(tool, &["--help"]);
    assert_eq!(out.status.code(), Some(0));
    let help = String::from_utf8_lossy(&out.stdout);
    for option in [
        "-I DIR",
        "-D NAME[=VALUE]",
        "--compiler nvrtc|nvcc",
        "--strict",
        "stddef.h",
    ] {
        assert!(help.contains(option), "{option} not in:\n{help}");
    }
    let (code, stderr) = status_and_stderr(&run(tool, &["--frobnicate", "h.cuh"]));
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("unknown option `--frobnicate`"), "{stderr}");

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
            !ptx_abi_testenv::required(ptx_abi_testenv::Need::Oracle),
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
    // A refused type beside an imported one: skipped with a line (0), an error with --strict.
    std::fs::write(
        &header,
        "struct P { float x; };\nstruct V { virtual void f(); };\n",
    )
    .expect("write");
    let (code, stderr) = status_and_stderr(&run(tool, &[header.to_str().unwrap()]));
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stderr.contains("skipped `V` ("), "{stderr}");
    assert!(
        stderr.contains("t.cuh:2): `V` has a virtual member function"),
        "{stderr}"
    );
    let (code, stderr) = status_and_stderr(&run(tool, &["--strict", header.to_str().unwrap()]));
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stderr.contains("t.cuh:2: `V` has a virtual member function"),
        "{stderr}"
    );

    // Several headers, each its own translation unit: a name two of them define differently is
    // a type per definition, named after its header; one they share through an include is one.
    std::fs::write(
        dir.join("common.cuh"),
        "#pragma once\nstruct In { short s; };\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("a.cuh"),
        "#include \"common.cuh\"\nstruct Op { float a; int b; In in; };\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("b.cuh"),
        "#include \"common.cuh\"\nstruct Op { int b; float a; In in; };\nstruct Only { Op o; };\n",
    )
    .unwrap();
    let [a, b] = ["a.cuh", "b.cuh"].map(|h| dir.join(h).to_str().unwrap().to_owned());
    let out = run(tool, &[&a, &b]);
    let rust = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for declared in ["pub struct a_Op {", "pub struct b_Op {", "pub o: b_Op,"] {
        assert!(rust.contains(declared), "{declared} not in:\n{rust}");
    }
    assert_eq!(rust.matches("pub struct In {").count(), 1, "{rust}");
    assert!(!rust.contains("pub struct Op {"), "{rust}");
    // A type asked for comes from every header that declares it.
    let rust = String::from_utf8_lossy(&run(tool, &[&a, &b, "Op"]).stdout).into_owned();
    assert!(
        rust.contains("pub struct a_Op {") && rust.contains("pub struct b_Op {"),
        "{rust}"
    );
    assert!(!rust.contains("pub struct Only"), "{rust}");
    let (code, stderr) = status_and_stderr(&run(tool, &[&a, &b, "Nope"]));
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("no header declares `Nope`"), "{stderr}");
    std::fs::remove_dir_all(&dir).ok();
}
