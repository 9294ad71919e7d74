// Source: rust-lang/rust-bindgen bindgen-tests/tests/headers/divide-by-zero-in-struct-layout.h at commit 2048231f45c87cd65d7891f55090aac81cc0d66b (BSD-3-Clause).
// The types are verbatim; bindgen's own test header, whole.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
// bindgen-flags: --no-layout-tests
//
// Unfortunately, we aren't translating the third struct correctly yet. But we
// definitely shouldn't divide-by-zero when we see it...
//
// Once we fix #981 we should remove the `--no-layout-tests`.

struct WithBitfield {
    unsigned : 7;
    unsigned a;
};

struct WithBitfieldAndAttrPacked {
    unsigned : 7;
    unsigned a;
} __attribute__((packed));

#pragma pack(1)
struct WithBitfieldAndPacked {
    unsigned : 7;
    unsigned a;
};
