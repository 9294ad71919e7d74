// Source: rust-lang/rust-bindgen bindgen-tests/tests/headers/struct_with_nesting.h at commit 2048231f45c87cd65d7891f55090aac81cc0d66b (BSD-3-Clause).
// The types are verbatim; bindgen's own test header, whole.
// ptx-abi-import:
// expect-skipped:
// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq
//
struct foo {
    unsigned int a;
    union {
        unsigned int b;
        struct {
            unsigned short c1;
            unsigned short c2;
        };

        struct {
            unsigned char d1;
            unsigned char d2;
            unsigned char d3;
            unsigned char d4;
        };
    };
};
