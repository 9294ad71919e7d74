// Source: rust-lang/rust-bindgen bindgen-tests/tests/headers/union_bitfield.h at commit 2048231f45c87cd65d7891f55090aac81cc0d66b (BSD-3-Clause).
// The types are verbatim; bindgen's own test header, whole.
// ptx-abi-import:
// expect-skipped:
// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --impl-partialeq

union U4 {
	unsigned int               derp:1;             /*     0: 0  4 */
};

union B {
	unsigned int               foo:31;             /*     0: 0  4 */
	unsigned char              bar:1;              /*     0: 0  1 */
};
