//! The agreement check's launch mode: both probes of every type run on the GPU and must read what
//! the host marshalled. Needs the `cudarc` feature and a CUDA GPU
//! (`cargo test -p ptx-abi-kernels --features cudarc --test gpu_agreement -- --nocapture`);
//! anywhere else it prints why the launch was skipped and passes. `PTX_ABI_REQUIRE_GPU=1` makes
//! a skipped launch a failure. Types passed by value are launched twice: through `kernelParams`
//! and through a packed buffer in the device layout of the kernel's architecture.

use ptx_abi_kernels::agreement::{run, CheckConfig, Verdict};

#[test]
fn host_and_device_agree_on_the_gpu() {
    let config = CheckConfig {
        random: 50,
        seed: 3,
        launch: true,
        random_only: false,
    };
    let report = run(&config).expect("corpus");
    println!("{report}");
    assert!(report.is_clean(), "{report}");
    if !report.launched {
        let why = report.launch_skipped.as_deref().unwrap_or("?");
        println!("SKIPPED (visible): the launch part of the agreement check did not run: {why}");
        assert!(
            !ptx_abi_testenv::required(ptx_abi_testenv::Need::Gpu),
            "PTX_ABI_REQUIRE_GPU=1 but the launch was skipped: {why}"
        );
        return;
    }
    for row in &report.rows {
        assert!(
            matches!(&row.buffer, Verdict::Ok(w) if w.starts_with("launched")),
            "{}: {:?}",
            row.name,
            row.buffer
        );
        // Every type passed by value was launched a second time with a packed buffer in the
        // device layout of the probe's architecture, and the driver's offsets were ours.
        if !matches!(row.param, Verdict::Skipped(_)) {
            assert!(
                matches!(&row.packed, Verdict::Ok(w) if w.starts_with("launched packed")),
                "{}: {:?}",
                row.name,
                row.packed
            );
        }
    }
}
