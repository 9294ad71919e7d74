// Source: rust-lang/rust-bindgen bindgen-tests/tests/headers/struct_with_packing.h at commit 2048231f45c87cd65d7891f55090aac81cc0d66b (BSD-3-Clause).
// The types are verbatim; bindgen's own test header, whole.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq
//
struct a {
    char b;
    short c;
} __attribute__((packed));
