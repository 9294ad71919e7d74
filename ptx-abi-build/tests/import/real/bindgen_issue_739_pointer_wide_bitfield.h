// Source: rust-lang/rust-bindgen bindgen-tests/tests/headers/issue-739-pointer-wide-bitfield.h at commit 2048231f45c87cd65d7891f55090aac81cc0d66b (BSD-3-Clause).
// The types are verbatim; bindgen's own test header, whole.
// ptx-abi-import:
// expect-skipped:
// bindgen-flags: --raw-line '#![cfg(not(target_os="windows"))]'
#define POINTER_WIDTH (sizeof(void*) * 8)

struct Foo {
  unsigned long m_bitfield: POINTER_WIDTH;
  unsigned long m_bar: POINTER_WIDTH;
  unsigned long foo: 1;
  unsigned long bar: POINTER_WIDTH;
};
