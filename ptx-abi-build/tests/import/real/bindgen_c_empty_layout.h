// Source: rust-lang/rust-bindgen bindgen-tests/tests/headers/c-empty-layout.h at commit 2048231f45c87cd65d7891f55090aac81cc0d66b (BSD-3-Clause).
// The types are verbatim; bindgen's own test header, whole.
// ptx-abi-import:
// expect-skipped:
struct Foo {};
