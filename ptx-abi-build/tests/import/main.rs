//! The header importer's tests (feature `import`), beside the headers they import: every header
//! here and under `real/` imports as the `.rs` committed next to it, one test per construct the
//! importer refuses (`constructs`), and `ptx-abi-import`'s exit statuses (`tool`). The root
//! package's oracle suites (`tests/oracle/import_*.rs`, `imported*.rs`) compile the same
//! committed `.rs` files with NVRTC and nvcc. libclang is loaded at run time: without it these
//! tests print one line and skip, unless `PTX_ABI_REQUIRE_ORACLE=1` (CI installs it).
#![cfg(feature = "import")]

mod constructs;
mod corpus;
mod tool;
