//! The `ptx-abi-check` tool in compile-only mode (no GPU needed): the fixed corpus and a few
//! random types. Our probe module must assemble with ptxas (`sm_90`, `sm_70`), NVIDIA's view must
//! compile with every NVRTC found and declare every kernel parameter as we do, and the probe's
//! loads, run on the host image, must read what `read_dyn` reads. Without NVRTC/ptxas the tool
//! still runs (and says what it skipped); with `PTX_ABI_REQUIRE_ORACLE=1` (CI) they must be there.

use std::process::Command;

use ptx_abi_kernels::agreement::{run, CheckConfig, Verdict};

fn oracle_required() -> bool {
    ptx_abi_testenv::required(ptx_abi_testenv::Need::Oracle)
}

fn random_types() -> usize {
    std::env::var("PTX_ABI_CHECK_RANDOM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40)
}

#[test]
fn the_tool_runs_its_compile_only_corpus() {
    let output = Command::new(env!("CARGO_BIN_EXE_ptx-abi-check"))
        .args([
            "--compile-only",
            "--random",
            &random_types().to_string(),
            "--seed",
            "7",
        ])
        .output()
        .expect("run ptx-abi-check");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}{stderr}");
    assert!(
        output.status.success(),
        "ptx-abi-check failed:\n{stdout}\n{stderr}"
    );
    let summary = stdout.lines().last().expect("a summary line");
    assert!(summary.starts_with("ptx-abi-check: "), "{summary}");
    assert!(
        summary.contains(" 0 mismatches, 0 module failures"),
        "{summary}"
    );
    assert!(summary.contains("compile-only"), "{summary}");
    assert!(
        stdout.contains("LAUNCH SKIPPED: not requested (--compile-only)"),
        "{stdout}"
    );
    // The table has a row per type: the spec figures first.
    assert!(stdout.contains("\nBoundaryAlignment "), "{stdout}");
    assert!(stdout.contains("\nRandomAgree0 "), "{stdout}");
    if oracle_required() {
        assert!(
            stdout.contains("probe module assembled by ptxas 12."),
            "{stdout}"
        );
        assert!(stdout.contains("sm_70"), "{stdout}");
        for v in ["12.", "13."] {
            assert!(
                stdout.contains(&format!("NVIDIA's view compiled by NVRTC {v}")),
                "{stdout}"
            );
        }
    }
}

#[test]
fn the_library_check_agrees_on_every_view() {
    let config = CheckConfig {
        random: 10,
        seed: 11,
        launch: false,
        random_only: false,
    };
    let report = run(&config).expect("corpus");
    println!("{report}");
    assert!(report.is_clean(), "{report}");
    assert!(!report.launched);
    for row in &report.rows {
        assert!(!matches!(row.buffer, Verdict::Skipped(_)), "{}", row.name);
        if oracle_required() {
            assert!(
                matches!(row.nvidia, Verdict::Ok(_)),
                "{}: {:?}",
                row.name,
                row.nvidia
            );
        }
    }
}

/// A layout that is not NVIDIA's is caught: the mirror's `static_assert`s fail to compile.
#[test]
fn a_wrong_layout_is_a_failure() {
    use ptx_abi_build::nvrtc::Nvrtc;
    use ptx_abi_core::layout::{Field, Kind, Layout};
    use ptx_abi_kernels::agreement::{run_subjects, Subject};

    if Nvrtc::load(None).is_err() {
        assert!(!oracle_required(), "NVRTC is required");
        println!("no NVRTC; skipping");
        return;
    }
    static U8: Layout = Layout::scalar(ptx_abi_core::layout::Scalar::U8);
    static U32: Layout = Layout::scalar(ptx_abi_core::layout::Scalar::U32);
    // `struct Wrong { unsigned char a; unsigned int b; }` claimed at offset 1, size 5.
    static FIELDS: [Field; 2] = [Field::plain("a", 0, &U8, 0), Field::plain("b", 1, &U32, 0)];
    static WRONG: Layout = Layout::new(
        "WrongLayout",
        5,
        1,
        Kind::Struct {
            fields: &FIELDS,
            repr_align: 0,
            packing: ptx_abi_core::layout::Packing::None,
            type_args: &[],
        },
    );
    let subject = Subject {
        name: "WrongLayout".to_owned(),
        layout: &WRONG,
        image: vec![1, 2, 0, 0, 0],
    };
    let report = run_subjects(&[subject], false);
    println!("{report}");
    assert!(!report.is_clean());
    assert!(report.rows[0].nvidia.is_mismatch(), "{report}");
    assert!(
        report.failures.iter().any(|f| f.contains("NVRTC")),
        "{report}"
    );
}

/// `ptx-abi-check --cubin`: a cubin `ptxas` built for sm_90 from one declaration, checked
/// against another (the Rust side says `align(16)` where the kernel was compiled with
/// `__align__(64)`), exits 1 and names the parameter with both offsets; against the right
/// declaration it exits 0. `--ptx` reads the PTX file itself.
#[test]
fn the_tool_checks_a_cubin_against_declarations() {
    let Some(ptxas) = ptx_abi_testenv::oracle::ptxas(None) else {
        return;
    };
    let header = |align: usize| {
        format!(
            ".visible .entry scale(\n\t.param .u32 scale_param_0,\n\t.param .align {align} .b8 \
             scale_param_1[64],\n\t.param .u64 scale_param_2\n)"
        )
    };
    let compiled = format!(
        ".version 8.1\n.target sm_75\n.address_size 64\n\n{}\n{{\n\tret;\n}}\n",
        header(64)
    );
    let cubin = ptxas
        .assemble_to_cubin(&compiled, "sm_90")
        .unwrap_or_else(|e| panic!("{e}"));
    let dir = std::env::temp_dir().join(format!("ptx-abi-check-cubin-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.join(name);
        std::fs::write(&path, bytes).expect("write");
        path
    };
    let cubin_path = write("scale.cubin", &cubin);
    let ptx_path = write("scale.ptx", compiled.as_bytes());
    let wrong = write("wrong.ptx", header(16).as_bytes());
    let right = write("right.ptx", header(64).as_bytes());
    let run = |flag: &str, file: &std::path::Path, decls: &std::path::Path| {
        let out = Command::new(env!("CARGO_BIN_EXE_ptx-abi-check"))
            .arg(flag)
            .arg(file)
            .arg("--decls")
            .arg(decls)
            .output()
            .expect("run ptx-abi-check");
        let text = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        println!(
            "{flag} {} --decls {}:\n{text}",
            file.display(),
            decls.display()
        );
        (out.status.code(), text)
    };
    let (code, text) = run("--cubin", &cubin_path, &wrong);
    assert_eq!(code, Some(1), "{text}");
    // sm_90 puts the align-64 parameter at 48; `align 16` declares it at 16 (natural too).
    assert!(
        text.contains(
            "scale (sm_90 cubin): parameter 1 `scale_param_1`: declared at offset 16 size 64 \
             (sm_90 device layout), compiled at offset 48 size 64"
        ),
        "{text}"
    );
    let (code, text) = run("--cubin", &cubin_path, &right);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("checked scale in the sm_90 cubin"), "{text}");
    let (code, text) = run("--ptx", &ptx_path, &wrong);
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("declared aligned 16, compiled aligned 64"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--rust DIR`: the fourth view, in the JSON records (4 random types). Each type's `rust` verdict is `ok`: its
/// Rust kernels were compiled by rustc for nvptx64 with our declarations, assembled, and read
/// every leaf as `read_dyn` does when run on the host. Without the nightly toolchain's `rust-src`
/// the verdicts say so (`skipped`), unless `PTX_ABI_REQUIRE_NVPTX=1` (CI).
#[test]
fn the_rust_view_agrees_in_json() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("check-tool-rust");
    let output = Command::new(env!("CARGO_BIN_EXE_ptx-abi-check"))
        .args([
            "--compile-only",
            "--random",
            "6",
            "--seed",
            "18",
            "--format",
            "json",
            "--rust",
        ])
        .arg(&dir)
        .output()
        .expect("run ptx-abi-check");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let records: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON record"))
        .collect();
    let types: Vec<&serde_json::Value> = records.iter().filter(|r| r["record"] == "type").collect();
    assert_eq!(
        types.len(),
        ptx_abi_kernels::agreement::corpus::subjects().len() + 6
    );
    let require = ptx_abi_testenv::required(ptx_abi_testenv::Need::Nvptx);
    for t in &types {
        let rust = &t["views"]["rust"];
        match rust["verdict"].as_str() {
            Some("ok") => assert!(
                rust["detail"]
                    .as_str()
                    .unwrap()
                    .contains("read every leaf as read_dyn does"),
                "{rust}"
            ),
            Some("skipped") if !require => {}
            _ => panic!("{}: {rust}", t["name"]),
        }
    }
}
