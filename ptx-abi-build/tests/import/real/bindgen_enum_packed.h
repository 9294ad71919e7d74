// Source: rust-lang/rust-bindgen bindgen-tests/tests/headers/enum_packed.h at commit 2048231f45c87cd65d7891f55090aac81cc0d66b (BSD-3-Clause).
// The types are verbatim; bindgen's own test header, whole.
// ptx-abi-import:
// expect-skipped:
// bindgen-flags: --rustified-enum ".*"

enum __attribute__((packed)) Foo {
    Bar = 0,
    Qux
};

enum __attribute__((packed)) Neg {
    MinusOne = -1,
    One = 1,
};

enum __attribute__((packed)) Bigger {
    Much = 255,
    Larger
};
