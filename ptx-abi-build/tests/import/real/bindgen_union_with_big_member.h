// Source: rust-lang/rust-bindgen bindgen-tests/tests/headers/union_with_big_member.h at commit 2048231f45c87cd65d7891f55090aac81cc0d66b (BSD-3-Clause).
// The types are verbatim; bindgen's own test header, whole.
// ptx-abi-import:
// expect-skipped:
// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq
//
union WithBigArray {
  int a;
  int b[33];
};

union WithBigArray2 {
  int a;
  char b[33];
};

union WithBigMember {
  int a;
  union WithBigArray b;
};
