// Source: rust-lang/rust-bindgen bindgen-tests/tests/headers/packed-bitfield.h at commit 2048231f45c87cd65d7891f55090aac81cc0d66b (BSD-3-Clause).
// The types are verbatim; bindgen's own test header, whole.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
struct Date {
    unsigned char day: 5;
    unsigned char month: 4;
    signed short year: 15;
} __attribute__((packed));
