// Source: rust-lang/rust-bindgen bindgen-tests/tests/headers/enum.h at commit 2048231f45c87cd65d7891f55090aac81cc0d66b (BSD-3-Clause).
// The types are verbatim; bindgen's own test header, whole.
// ptx-abi-import:
// expect-skipped:
// A few tests for enum-related issues that should be tested with all the enum
// representations.

struct foo {
  enum {
    FOO_A,
    FOO_B,
  } member;
};

enum Foo {
    Bar = 0,
    Qux
};

enum Neg {
    MinusOne = -1,
    One = 1,
};

/** <div rustbindgen nodebug></div> */
enum NoDebug {
    NoDebug1,
    NoDebug2,
};

/** <div rustbindgen derive="Debug"></div> */
enum Debug {
    Debug1,
    Debug2,
};
