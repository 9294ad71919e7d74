// Source: rust-lang/rust-bindgen bindgen-tests/tests/headers/union_with_anon_struct_bitfield.h at commit 2048231f45c87cd65d7891f55090aac81cc0d66b (BSD-3-Clause).
// The types are verbatim; bindgen's own test header, whole.
// ptx-abi-import:
// expect-skipped:
// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq
//
union foo {
    int a;
    struct {
        int b : 7;
        int c : 25;
    };
};
