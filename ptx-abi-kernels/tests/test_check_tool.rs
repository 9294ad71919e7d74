//! The `ptx-abi-check` tool in compile-only mode (no GPU needed): the fixed corpus and a few
//! random types. Our probe module must assemble with ptxas (`sm_90`, `sm_70`), NVIDIA's view must
//! compile with every NVRTC found and declare every kernel parameter as we do, and the probe's
//! loads, run on the host image, must read what `read_dyn` reads. Without NVRTC/ptxas the tool
//! still runs (and says what it skipped); with `PTX_ABI_REQUIRE_ORACLE=1` (CI) they must be there.

use std::process::Command;

use ptx_abi_kernels::agreement::{run, CheckConfig, Verdict};

fn oracle_required() -> bool {
    std::env::var("PTX_ABI_REQUIRE_ORACLE").is_ok_and(|v| v == "1")
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
    assert!(stdout.contains("\nFigBoundaryAlignment "), "{stdout}");
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
    use ptx_abi_core::layout::{Field, Kind, Layout};
    use ptx_abi_kernels::agreement::{run_subjects, Subject};
    use ptx_abi_kernels::nvrtc::{Nvrtc, OracleVersion};

    if Nvrtc::load(OracleVersion::Any).is_err() {
        assert!(!oracle_required(), "NVRTC is required");
        println!("no NVRTC; skipping");
        return;
    }
    static U8: Layout = Layout::scalar(ptx_abi_core::layout::Scalar::U8);
    static U32: Layout = Layout::scalar(ptx_abi_core::layout::Scalar::U32);
    // `struct Wrong { unsigned char a; unsigned int b; }` claimed at offset 1, size 5.
    static FIELDS: [Field; 2] = [Field::plain("a", 0, &U8, 0), Field::plain("b", 1, &U32, 0)];
    static WRONG: Layout = Layout {
        name: "WrongLayout",
        size: 5,
        align: 1,
        kind: Kind::Struct {
            fields: &FIELDS,
            repr_align: 0,
            type_args: &[],
        },
    };
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
