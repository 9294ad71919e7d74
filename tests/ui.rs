//! Compile-fail tests: each file under `tests/ui/<category>/` is one invalid use of
//! `#[derive(PtxAbi)]` or of the compile-time checks, with the expected diagnostic beside it.
//!
//! Regenerate the snapshots with `TRYBUILD=overwrite cargo test --test ui` and review them.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*/*.rs");
    // Also makes trybuild build the cases rather than only check them (see the file).
    t.pass("tests/ui/fixed.rs");
}

/// The cudarc launch's buffer arguments (`kernels!` with the `cudarc` feature).
#[cfg(feature = "cudarc")]
#[test]
fn ui_cudarc() {
    trybuild::TestCases::new().compile_fail("tests/ui-cudarc/*.rs");
}
