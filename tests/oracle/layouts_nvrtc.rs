//! Every layout case of `tools/oracle-facts.md` section 1, mirrored in Rust and checked against
//! what NVRTC 12.9.86 / 13.5.37 emitted: size and alignment (the kernel's `.param` line), member
//! offsets and bit positions (the probes), and the exact byte image of the sample value (the
//! `__device__` global's initialiser).
//!
//! Every expected value below is copied from the facts file; the comment next to it names the case
//! (`// oracle-facts E3`). The PTX initialisers omit trailing zero bytes, so they are written here
//! as printed and padded back to the type's size by [`listed`].

use core::fmt::Debug;

use ptx_abi_core::handles::{CuTensorMapCuda12, CuTensorMapCuda13};
use ptx_abi_core::ptx::entry_param_decl;
use ptx_abi_core::vector::{Float3, Float4};
use ptx_abi_core::{from_device_bytes, to_device_bytes, PtxAbi, UnionBytes};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// The image of a `__device__` global as NVRTC prints it (`g[size] = {listed...}`, trailing zero
/// bytes omitted), with the omitted zeros restored.
fn listed(bytes: &[u8], size: usize) -> Vec<u8> {
    assert!(bytes.len() <= size, "more bytes listed than the global has");
    let mut v = bytes.to_vec();
    v.resize(size, 0);
    v
}

fn size_align<T: PtxAbi>() -> (usize, usize) {
    (T::LAYOUT.size, T::LAYOUT.align)
}

fn offset<T: PtxAbi>(member: &str) -> usize {
    T::LAYOUT.offset_of(member)
}

fn bit<T: PtxAbi>(member: &str) -> usize {
    T::LAYOUT.bit_offset_of(member)
}

fn width<T: PtxAbi>(member: &str) -> u32 {
    T::LAYOUT
        .field_named(member)
        .and_then(|f| f.bits)
        .map(|b| b.width)
        .unwrap_or_else(|| panic!("`{member}` is not a bit-field"))
}

/// `to_device_bytes(value) == image` and `from_device_bytes(image) == value`.
fn check_image<T: PtxAbi + PartialEq + Debug>(value: &T, image: &[u8]) {
    assert_eq!(to_device_bytes(value), image, "device image of {value:?}");
    assert_eq!(
        &from_device_bytes::<T>(image).expect("read back"),
        value,
        "read back from {image:02x?}"
    );
}

/// The probe of a member: the member set to all ones, everything else zero.
fn check_probe<T: PtxAbi + PartialEq + Debug>(value: &T, image: &[u8]) {
    check_image(value, image);
}

// ---------------------------------------------------------------------------------------------
// F1-F5n: the spec's bit-field figures
// ---------------------------------------------------------------------------------------------

/// `struct F1 { int j:5; int k:6; int m:7; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct F1 {
    #[ptx(bits = 5)]
    j: i32,
    #[ptx(bits = 6)]
    k: i32,
    #[ptx(bits = 7)]
    m: i32,
}

#[test]
fn f1_right_to_left() {
    assert_eq!(size_align::<F1>(), (4, 4)); // oracle-facts F1
    assert_eq!(
        entry_param_decl::<F1>("k_param_0"),
        ".param .align 4 .b8 k_param_0[4]"
    ); // oracle-facts F1
    assert_eq!((bit::<F1>("j"), width::<F1>("j")), (0, 5)); // oracle-facts F1: j bits 0-4
    assert_eq!((bit::<F1>("k"), width::<F1>("k")), (5, 6)); // oracle-facts F1: k bits 5-10
    assert_eq!((bit::<F1>("m"), width::<F1>("m")), (11, 7)); // oracle-facts F1: m bits 11-17
                                                             // oracle-facts F1: g = { 5, -20, 33 } -> {133, 13, 1}
    check_image(
        &F1 {
            j: 5,
            k: -20,
            m: 33,
        },
        &listed(&[133, 13, 1], 4),
    );
    // oracle-facts F1: probes
    check_probe(&F1 { j: -1, k: 0, m: 0 }, &listed(&[31], 4));
    check_probe(&F1 { j: 0, k: -1, m: 0 }, &listed(&[224, 7], 4));
    check_probe(&F1 { j: 0, k: 0, m: -1 }, &listed(&[0, 248, 3], 4));
}

/// `struct F2 { short s:9; int j:9; char c; short t:9; short u:9; char d; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct F2 {
    #[ptx(bits = 9)]
    s: i16,
    #[ptx(bits = 9)]
    j: i32,
    c: i8,
    #[ptx(bits = 9)]
    t: i16,
    #[ptx(bits = 9)]
    u: i16,
    d: i8,
}

#[test]
fn f2_boundary_alignment() {
    assert_eq!(size_align::<F2>(), (12, 4)); // oracle-facts F2
    assert_eq!(
        entry_param_decl::<F2>("k_param_0"),
        ".param .align 4 .b8 k_param_0[12]"
    ); // oracle-facts F2
    assert_eq!(bit::<F2>("s"), 0); // oracle-facts F2: s bits 0-8
    assert_eq!(bit::<F2>("j"), 9); // oracle-facts F2: j bits 9-17
    assert_eq!(offset::<F2>("c"), 3); // oracle-facts F2: c byte 3
    assert_eq!(bit::<F2>("t"), 32); // oracle-facts F2: t bits 32-40
    assert_eq!(bit::<F2>("u"), 48); // oracle-facts F2: u bits 48-56
    assert_eq!(offset::<F2>("d"), 8); // oracle-facts F2: d byte 8
                                      // oracle-facts F2: g = { -3, 100, 7, 255, -1, 9 }
    check_image(
        &F2 {
            s: -3,
            j: 100,
            c: 7,
            t: 255,
            u: -1,
            d: 9,
        },
        &listed(&[253, 201, 0, 7, 255, 0, 255, 1, 9], 12),
    );
    let zero = F2 {
        s: 0,
        j: 0,
        c: 0,
        t: 0,
        u: 0,
        d: 0,
    };
    // oracle-facts F2: probes
    check_probe(&F2 { s: -1, ..zero }, &listed(&[255, 1], 12));
    check_probe(&F2 { j: -1, ..zero }, &listed(&[0, 254, 3], 12));
    check_probe(&F2 { c: -1, ..zero }, &listed(&[0, 0, 0, 255], 12));
    check_probe(&F2 { t: -1, ..zero }, &listed(&[0, 0, 0, 0, 255, 1], 12));
    check_probe(
        &F2 { u: -1, ..zero },
        &listed(&[0, 0, 0, 0, 0, 0, 255, 1], 12),
    );
    check_probe(
        &F2 { d: -1, ..zero },
        &listed(&[0, 0, 0, 0, 0, 0, 0, 0, 255], 12),
    );
}

/// `struct F3 { char c; short s:8; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct F3 {
    c: i8,
    #[ptx(bits = 8)]
    s: i16,
}

#[test]
fn f3_storage_unit_sharing() {
    assert_eq!(size_align::<F3>(), (2, 2)); // oracle-facts F3
    assert_eq!(
        entry_param_decl::<F3>("k_param_0"),
        ".param .align 2 .b8 k_param_0[2]"
    ); // oracle-facts F3
    assert_eq!(offset::<F3>("c"), 0); // oracle-facts F3: c byte 0
    assert_eq!(bit::<F3>("s"), 8); // oracle-facts F3: s byte 1
    check_image(&F3 { c: 0x41, s: -2 }, &listed(&[65, 254], 2)); // oracle-facts F3
    check_probe(&F3 { c: -1, s: 0 }, &listed(&[255], 2)); // oracle-facts F3: probe_c
    check_probe(&F3 { c: 0, s: -1 }, &listed(&[0, 255], 2)); // oracle-facts F3: probe_s
}

/// `union F4 { char c; short s:8; };` NVRTC can only initialise `c` (F4err), so marshal via `c`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = c)]
union F4 {
    c: i8,
    #[ptx(bits = 8)]
    s: i16,
}
// SAFETY: every value marshalled here is built by `zeroed()` and then a write of `c`.
unsafe impl UnionBytes for F4 {}

#[test]
fn f4_union_allocation() {
    assert_eq!(size_align::<F4>(), (2, 2)); // oracle-facts F4
    assert_eq!(
        entry_param_decl::<F4>("k_param_0"),
        ".param .align 2 .b8 k_param_0[2]"
    ); // oracle-facts F4
    assert_eq!(offset::<F4>("c"), 0); // oracle-facts F4: c byte 0
    assert_eq!(bit::<F4>("s"), 0); // spec 1.2 / ABI.md §2 "union allocation": both at offset 0
    for (c, image) in [(0x41, listed(&[65], 2)), (-1, listed(&[255], 2))] {
        // oracle-facts F4: g = { 0x41 } -> {65}; probe_c = { -1 } -> {255}
        let mut u = F4::zeroed();
        u.c = c;
        assert_eq!(to_device_bytes(&u), image);
        let back = from_device_bytes::<F4>(&image).unwrap();
        // SAFETY: `from_device_bytes` writes the `marshal_via` member `c`.
        assert_eq!(unsafe { back.c }, c);
    }
    // F4err: NVRTC cannot initialise the bit-field member of a union; nothing to compare.
}

/// `struct F5 { char c; int :0; char d; short :9; char e; char :0; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct F5 {
    c: i8,
    #[ptx(bits = 0, unnamed)]
    _z0: i32,
    d: i8,
    #[ptx(bits = 9, unnamed)]
    _u9: i16,
    e: i8,
    #[ptx(bits = 0, unnamed)]
    _z1: i8,
}

#[test]
fn f5_unnamed_bit_fields() {
    assert_eq!(size_align::<F5>(), (9, 1)); // oracle-facts F5
    assert_eq!(
        entry_param_decl::<F5>("k_param_0"),
        ".param .align 1 .b8 k_param_0[9]"
    ); // oracle-facts F5
    assert_eq!(offset::<F5>("c"), 0); // oracle-facts F5: c byte 0
    assert_eq!(offset::<F5>("d"), 4); // oracle-facts F5: d byte 4
    assert_eq!(bit::<F5>("_u9"), 48); // oracle-facts F5 / F5n: the :9 lies in bytes 6-7 (bits 48-56)
    assert_eq!(offset::<F5>("e"), 8); // oracle-facts F5: e byte 8
    let v = |c, d, e| F5 {
        c,
        _z0: 0,
        d,
        _u9: 0,
        e,
        _z1: 0,
    };
    check_image(&v(1, 2, 3), &listed(&[1, 0, 0, 0, 2, 0, 0, 0, 3], 9)); // oracle-facts F5
    check_probe(&v(-1, 0, 0), &listed(&[255], 9)); // oracle-facts F5: probe_c
    check_probe(&v(0, -1, 0), &listed(&[0, 0, 0, 0, 255], 9)); // oracle-facts F5: probe_d
    check_probe(&v(0, 0, -1), &listed(&[0, 0, 0, 0, 0, 0, 0, 0, 255], 9)); // oracle-facts F5: probe_e
}

/// `struct F5n { char c; int :0; char d; short n:9; char e; char :0; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct F5n {
    c: i8,
    #[ptx(bits = 0, unnamed)]
    _z0: i32,
    d: i8,
    #[ptx(bits = 9)]
    n: i16,
    e: i8,
    #[ptx(bits = 0, unnamed)]
    _z1: i8,
}

#[test]
fn f5n_named_nine() {
    assert_eq!(size_align::<F5n>(), (10, 2)); // oracle-facts F5n
    assert_eq!(
        entry_param_decl::<F5n>("k_param_0"),
        ".param .align 2 .b8 k_param_0[10]"
    ); // oracle-facts F5n
    assert_eq!(offset::<F5n>("c"), 0); // oracle-facts F5n
    assert_eq!(offset::<F5n>("d"), 4); // oracle-facts F5n
    assert_eq!(bit::<F5n>("n"), 48); // oracle-facts F5n: n bits 48-56
    assert_eq!(offset::<F5n>("e"), 8); // oracle-facts F5n
    let v = |c, d, n, e| F5n {
        c,
        _z0: 0,
        d,
        n,
        e,
        _z1: 0,
    };
    // oracle-facts F5n: g = { 1, 2, -1, 3 }
    check_image(&v(1, 2, -1, 3), &listed(&[1, 0, 0, 0, 2, 0, 255, 1, 3], 10));
    check_probe(&v(-1, 0, 0, 0), &listed(&[255], 10)); // oracle-facts F5n: probe_c
    check_probe(&v(0, -1, 0, 0), &listed(&[0, 0, 0, 0, 255], 10)); // oracle-facts F5n: probe_d
    check_probe(&v(0, 0, -1, 0), &listed(&[0, 0, 0, 0, 0, 0, 255, 1], 10)); // oracle-facts F5n: probe_n
    check_probe(&v(0, 0, 0, -1), &listed(&[0, 0, 0, 0, 0, 0, 0, 0, 255], 10)); // oracle-facts F5n: probe_e
}

// ---------------------------------------------------------------------------------------------
// E1-E22
// ---------------------------------------------------------------------------------------------

/// `struct E1 { unsigned long long a:40; unsigned long long b:30; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E1 {
    #[ptx(bits = 40)]
    a: u64,
    #[ptx(bits = 30)]
    b: u64,
}

#[test]
fn e1_bit_field_moves_to_next_unit() {
    assert_eq!(size_align::<E1>(), (16, 8)); // oracle-facts E1
    assert_eq!(
        entry_param_decl::<E1>("k_param_0"),
        ".param .align 8 .b8 k_param_0[16]"
    ); // oracle-facts E1
    assert_eq!(bit::<E1>("a"), 0); // oracle-facts E1: a bits 0-39
    assert_eq!(bit::<E1>("b"), 64); // oracle-facts E1: b bits 64-93
                                    // oracle-facts E1: g = { 0x123456789AULL, 0x2BCDEF01ULL }
    check_image(
        &E1 {
            a: 0x12_3456_789A,
            b: 0x2BCD_EF01,
        },
        &listed(&[154, 120, 86, 52, 18, 0, 0, 0, 1, 239, 205, 43], 16),
    );
    // oracle-facts E1: probes
    check_probe(
        &E1 {
            a: 0xFF_FFFF_FFFF,
            b: 0,
        },
        &listed(&[255, 255, 255, 255, 255], 16),
    );
    check_probe(
        &E1 {
            a: 0,
            b: 0x3FFF_FFFF,
        },
        &listed(&[0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 63], 16),
    );
}

/// `struct E2 { char a; long long b:40; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E2 {
    a: i8,
    #[ptx(bits = 40)]
    b: i64,
}

#[test]
fn e2_bit_field_shares_unit_with_char() {
    assert_eq!(size_align::<E2>(), (8, 8)); // oracle-facts E2
    assert_eq!(
        entry_param_decl::<E2>("k_param_0"),
        ".param .align 8 .b8 k_param_0[8]"
    ); // oracle-facts E2
    assert_eq!(offset::<E2>("a"), 0); // oracle-facts E2: a byte 0
    assert_eq!(bit::<E2>("b"), 8); // oracle-facts E2: b bits 8-47
                                   // oracle-facts E2: g = { 0x11, -2 }; static_assert(v.b == -2)
    check_image(
        &E2 { a: 0x11, b: -2 },
        &listed(&[17, 254, 255, 255, 255, 255], 8),
    );
    check_probe(&E2 { a: -1, b: 0 }, &listed(&[255], 8)); // oracle-facts E2: probe_a
                                                          // oracle-facts E2: probe_b
    check_probe(
        &E2 { a: 0, b: -1 },
        &listed(&[0, 255, 255, 255, 255, 255], 8),
    );
}

/// `struct E3 { unsigned char a:3; unsigned short b:10; unsigned int c:20; unsigned long long d:50; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E3 {
    #[ptx(bits = 3)]
    a: u8,
    #[ptx(bits = 10)]
    b: u16,
    #[ptx(bits = 20)]
    c: u32,
    #[ptx(bits = 50)]
    d: u64,
}

#[test]
fn e3_mixed_unit_sizes() {
    assert_eq!(size_align::<E3>(), (16, 8)); // oracle-facts E3
    assert_eq!(
        entry_param_decl::<E3>("k_param_0"),
        ".param .align 8 .b8 k_param_0[16]"
    ); // oracle-facts E3
    assert_eq!(bit::<E3>("a"), 0); // oracle-facts E3: a bits 0-2
    assert_eq!(bit::<E3>("b"), 3); // oracle-facts E3: b bits 3-12
    assert_eq!(bit::<E3>("c"), 32); // oracle-facts E3: c bits 32-51
    assert_eq!(bit::<E3>("d"), 64); // oracle-facts E3: d bits 64-113
                                    // oracle-facts E3: g = { 5, 0x2AB, 0xABCDE, 0x3123456789ABCULL }
    check_image(
        &E3 {
            a: 5,
            b: 0x2AB,
            c: 0xABCDE,
            d: 0x3_1234_5678_9ABC,
        },
        &listed(
            &[93, 21, 0, 0, 222, 188, 10, 0, 188, 154, 120, 86, 52, 18, 3],
            16,
        ),
    );
    let zero = E3 {
        a: 0,
        b: 0,
        c: 0,
        d: 0,
    };
    // oracle-facts E3: probes
    check_probe(&E3 { a: 7, ..zero }, &listed(&[7], 16));
    check_probe(&E3 { b: 0x3FF, ..zero }, &listed(&[248, 31], 16));
    check_probe(
        &E3 { c: 0xFFFFF, ..zero },
        &listed(&[0, 0, 0, 0, 255, 255, 15], 16),
    );
    check_probe(
        &E3 {
            d: 0x3_FFFF_FFFF_FFFF,
            ..zero
        },
        &listed(
            &[0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 3],
            16,
        ),
    );
}

/// `struct E4 { bool a:1; bool b:1; int c:3; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E4 {
    #[ptx(bits = 1)]
    a: bool,
    #[ptx(bits = 1)]
    b: bool,
    #[ptx(bits = 3)]
    c: i32,
}

#[test]
fn e4_bool_bit_fields() {
    assert_eq!(size_align::<E4>(), (4, 4)); // oracle-facts E4
    assert_eq!(
        entry_param_decl::<E4>("k_param_0"),
        ".param .align 4 .b8 k_param_0[4]"
    ); // oracle-facts E4
    assert_eq!(bit::<E4>("a"), 0); // oracle-facts E4: a bit 0
    assert_eq!(bit::<E4>("b"), 1); // oracle-facts E4: b bit 1
    assert_eq!(bit::<E4>("c"), 2); // oracle-facts E4: c bits 2-4
                                   // oracle-facts E4: { true, false, -2 } -> {25}; static_assert(v.c == -2)
    check_image(
        &E4 {
            a: true,
            b: false,
            c: -2,
        },
        &listed(&[25], 4),
    );
    check_probe(
        &E4 {
            a: true,
            b: false,
            c: 0,
        },
        &listed(&[1], 4),
    ); // oracle-facts E4: probe_a
    check_probe(
        &E4 {
            a: false,
            b: true,
            c: 0,
        },
        &listed(&[2], 4),
    ); // oracle-facts E4: probe_b
    check_probe(
        &E4 {
            a: false,
            b: false,
            c: -1,
        },
        &listed(&[28], 4),
    ); // oracle-facts E4: probe_c
}

/// `struct E5 { int a:3; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E5 {
    #[ptx(bits = 3)]
    a: i32,
}

#[test]
fn e5_signed_bit_field_sign_extends() {
    assert_eq!(size_align::<E5>(), (4, 4)); // oracle-facts E5
    assert_eq!(
        entry_param_decl::<E5>("k_param_0"),
        ".param .align 4 .b8 k_param_0[4]"
    ); // oracle-facts E5
    assert_eq!(bit::<E5>("a"), 0); // oracle-facts E5: a bits 0-2
                                   // oracle-facts E5: g = { -1 } -> {7}; static_assert(v.a == -1); read_e5 does shl 29 / shr.s32 29
    check_image(&E5 { a: -1 }, &listed(&[7], 4));
    assert_eq!(from_device_bytes::<E5>(&[7, 0, 0, 0]).unwrap().a, -1); // oracle-facts E5
}

/// `struct E6 { char c; int :0; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E6 {
    c: i8,
    #[ptx(bits = 0, unnamed)]
    _z: i32,
}

#[test]
fn e6_zero_width_pads_but_does_not_align() {
    assert_eq!(size_align::<E6>(), (4, 1)); // oracle-facts E6
    assert_eq!(
        entry_param_decl::<E6>("k_param_0"),
        ".param .align 1 .b8 k_param_0[4]"
    ); // oracle-facts E6
    assert_eq!(offset::<E6>("c"), 0); // oracle-facts E6
    check_image(&E6 { c: 7, _z: 0 }, &listed(&[7], 4)); // oracle-facts E6
}

/// `struct E7 { char c; long long :0; char d; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E7 {
    c: i8,
    #[ptx(bits = 0, unnamed)]
    _z: i64,
    d: i8,
}

#[test]
fn e7_zero_width_long_long() {
    assert_eq!(size_align::<E7>(), (9, 1)); // oracle-facts E7
    assert_eq!(
        entry_param_decl::<E7>("k_param_0"),
        ".param .align 1 .b8 k_param_0[9]"
    ); // oracle-facts E7
    assert_eq!(offset::<E7>("c"), 0); // oracle-facts E7: c byte 0
    assert_eq!(offset::<E7>("d"), 8); // oracle-facts E7: d byte 8
    check_image(
        &E7 { c: 1, _z: 0, d: 2 },
        &listed(&[1, 0, 0, 0, 0, 0, 0, 0, 2], 9),
    ); // oracle-facts E7
}

/// `struct E8s { short a; int :0; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E8s {
    a: i16,
    #[ptx(bits = 0, unnamed)]
    _z: i32,
}

#[test]
fn e8_short_then_zero_width_int() {
    assert_eq!(size_align::<E8s>(), (4, 2)); // oracle-facts E8
    assert_eq!(
        entry_param_decl::<E8s>("k_param_0"),
        ".param .align 2 .b8 k_param_0[4]"
    ); // oracle-facts E8
    assert_eq!(offset::<E8s>("a"), 0); // oracle-facts E8: a bytes 0-1
    check_image(&E8s { a: -2, _z: 0 }, &listed(&[254, 255], 4)); // oracle-facts E8
}

/// `struct E9 { char a; short :3; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E9 {
    a: i8,
    #[ptx(bits = 3, unnamed)]
    _p: i16,
}

#[test]
fn e9_unnamed_short_takes_a_byte_but_no_alignment() {
    assert_eq!(size_align::<E9>(), (2, 1)); // oracle-facts E9
    assert_eq!(
        entry_param_decl::<E9>("k_param_0"),
        ".param .align 1 .b8 k_param_0[2]"
    ); // oracle-facts E9
    assert_eq!(offset::<E9>("a"), 0); // oracle-facts E9: a byte 0, `short :3` takes byte 1
    check_image(&E9 { a: 1, _p: 0 }, &listed(&[1], 2)); // oracle-facts E9
}

/// `union E10 { char c; int :20; };`
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = c)]
union E10 {
    c: i8,
    #[ptx(bits = 20, unnamed)]
    _p: i32,
}
// SAFETY: every value marshalled here is built by `zeroed()` and then a write of `c`.
unsafe impl UnionBytes for E10 {}

#[test]
fn e10_union_with_unnamed_bit_field() {
    assert_eq!(size_align::<E10>(), (3, 1)); // oracle-facts E10
    assert_eq!(
        entry_param_decl::<E10>("k_param_0"),
        ".param .align 1 .b8 k_param_0[3]"
    ); // oracle-facts E10
    let mut u = E10::zeroed();
    u.c = 1;
    let image = listed(&[1], 3); // oracle-facts E10
    assert_eq!(to_device_bytes(&u), image);
    let back = from_device_bytes::<E10>(&image).unwrap();
    // SAFETY: `from_device_bytes` writes the `marshal_via` member `c`.
    assert_eq!(unsafe { back.c }, 1);
}

/// `union E11 { unsigned long long x:33; char c; };`
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = c)]
union E11 {
    #[ptx(bits = 33)]
    x: u64,
    c: i8,
}
// SAFETY: every value marshalled here is built by `zeroed()` and then a write of `c`.
unsafe impl UnionBytes for E11 {}

#[test]
fn e11_union_named_bit_field_aligns() {
    assert_eq!(size_align::<E11>(), (8, 8)); // oracle-facts E11
    assert_eq!(
        entry_param_decl::<E11>("k_param_0"),
        ".param .align 8 .b8 k_param_0[8]"
    ); // oracle-facts E11
    assert_eq!(offset::<E11>("c"), 0); // oracle-facts E11: c byte 0
    let mut u = E11::zeroed();
    u.c = 5; // oracle-facts E11: { .c = 5 }
    let image = listed(&[5], 8); // oracle-facts E11
    assert_eq!(to_device_bytes(&u), image);
    let back = from_device_bytes::<E11>(&image).unwrap();
    // SAFETY: `from_device_bytes` writes the `marshal_via` member `c`.
    assert_eq!(unsafe { back.c }, 5);
    // E11err: NVRTC cannot initialise `x` (a bit-field in a union); nothing to compare.
}

/// `union E12 { int a:9; };`
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = a)]
union E12 {
    #[ptx(bits = 9)]
    a: i32,
}
// SAFETY: every value marshalled here is built by `zeroed()` (and `a` written).
unsafe impl UnionBytes for E12 {}

#[test]
fn e12_union_single_bit_field() {
    assert_eq!(size_align::<E12>(), (4, 4)); // oracle-facts E12
    assert_eq!(
        entry_param_decl::<E12>("k_param_0"),
        ".param .align 4 .b8 k_param_0[4]"
    ); // oracle-facts E12
       // oracle-facts E12: no initialiser possible, the global is all zero: `g[4];`
    let u = E12::zeroed();
    let image = listed(&[], 4);
    assert_eq!(to_device_bytes(&u), image);
    let back = from_device_bytes::<E12>(&image).unwrap();
    // SAFETY: `from_device_bytes` writes the `marshal_via` member `a`.
    assert_eq!(unsafe { back.a }, 0);
    // E12err: NVRTC cannot initialise the bit-field of a union; nothing more to compare.
}

/// `struct E13 { unsigned a:31; unsigned b:2; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E13 {
    #[ptx(bits = 31)]
    a: u32,
    #[ptx(bits = 2)]
    b: u32,
}

#[test]
fn e13_does_not_straddle_unit() {
    assert_eq!(size_align::<E13>(), (8, 4)); // oracle-facts E13
    assert_eq!(
        entry_param_decl::<E13>("k_param_0"),
        ".param .align 4 .b8 k_param_0[8]"
    ); // oracle-facts E13
    assert_eq!(bit::<E13>("a"), 0); // oracle-facts E13: a bits 0-30
    assert_eq!(bit::<E13>("b"), 32); // oracle-facts E13: b bits 32-33
                                     // oracle-facts E13: g = { 0x7FFFFFFF, 2 }
    check_image(
        &E13 {
            a: 0x7FFF_FFFF,
            b: 2,
        },
        &listed(&[255, 255, 255, 127, 2], 8),
    );
    // oracle-facts E13: probes
    check_probe(
        &E13 {
            a: 0x7FFF_FFFF,
            b: 0,
        },
        &listed(&[255, 255, 255, 127], 8),
    );
    check_probe(&E13 { a: 0, b: 3 }, &listed(&[0, 0, 0, 0, 3], 8));
}

/// `enum class E8 : unsigned char { A = 0, B = 1, C = 5 };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(u8)]
enum E8 {
    A = 0,
    B = 1,
    C = 5,
}

/// `struct E14 { E8 e:3; unsigned char u:5; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E14 {
    #[ptx(bits = 3)]
    e: E8,
    #[ptx(bits = 5)]
    u: u8,
}

#[test]
fn e14_unsigned_enum_bit_field() {
    assert_eq!(size_align::<E8>(), (1, 1)); // oracle-facts section 3, EU8: `.param .u8` (1 byte)
    assert_eq!(size_align::<E14>(), (1, 1)); // oracle-facts E14
    assert_eq!(
        entry_param_decl::<E14>("k_param_0"),
        ".param .align 1 .b8 k_param_0[1]"
    ); // oracle-facts E14
    assert_eq!(bit::<E14>("e"), 0); // oracle-facts E14: e bits 0-2
    assert_eq!(bit::<E14>("u"), 3); // oracle-facts E14: u bits 3-7
    check_image(&E14 { e: E8::C, u: 17 }, &listed(&[141], 1)); // oracle-facts E14: { E8::C, 17 }
    check_probe(&E14 { e: E8::A, u: 31 }, &listed(&[248], 1)); // oracle-facts E14: probe_u
                                                               // oracle-facts E14: probe_e = { E8(7), 0 } -> {7}: 7 is no variant of the Rust enum, so
                                                               // the bits are right but the value cannot be represented; the read must say so.
    let err = from_device_bytes::<E14>(&[7]).unwrap_err();
    assert_eq!(err.type_name(), "E14");
    assert_eq!(err.field(), "e");
    // The B variant (not in the facts' globals) is the remaining discriminant; placement as e.
    check_image(&E14 { e: E8::B, u: 0 }, &[1]); // oracle-facts E14: e bits 0-2
}

/// `enum class S16 : short { N = -2, P = 3 };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(i16)]
enum S16 {
    N = -2,
    P = 3,
}

/// `struct E15 { S16 s:3; short t:13; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E15 {
    #[ptx(bits = 3)]
    s: S16,
    #[ptx(bits = 13)]
    t: i16,
}

#[test]
fn e15_signed_enum_bit_field() {
    assert_eq!(size_align::<S16>(), (2, 2)); // oracle-facts section 3, ES16: `.param .u16`
    assert_eq!(size_align::<E15>(), (2, 2)); // oracle-facts E15
    assert_eq!(
        entry_param_decl::<E15>("k_param_0"),
        ".param .align 2 .b8 k_param_0[2]"
    ); // oracle-facts E15
    assert_eq!(bit::<E15>("s"), 0); // oracle-facts E15: s bits 0-2
    assert_eq!(bit::<E15>("t"), 3); // oracle-facts E15: t bits 3-15
                                    // oracle-facts E15: { S16::N, -1000 } -> {198, 224}; both read back signed
    check_image(
        &E15 {
            s: S16::N,
            t: -1000,
        },
        &listed(&[198, 224], 2),
    );
    // oracle-facts E15: probe_t = { S16(0), -1 } -> {248, 255}. S16(0) is no Rust variant; with
    // `s = S16::P` (3 = 0b011) the probe's t bits must still be exactly bits 3-15.
    let image = to_device_bytes(&E15 { s: S16::P, t: -1 });
    assert_eq!(image, [248 | 3, 255]); // oracle-facts E15: probe_t, plus s = 3 in bits 0-2
    assert_eq!(
        from_device_bytes::<E15>(&image).unwrap(),
        E15 { s: S16::P, t: -1 }
    );
    // oracle-facts E15: probe_s = { S16(-1), 0 } -> {7}: -1 is no Rust variant.
    let err = from_device_bytes::<E15>(&listed(&[7], 2)).unwrap_err();
    assert_eq!((err.type_name(), err.field()), ("E15", "s"));
}

/// `struct alignas(16) E16 { char c; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C, align(16))]
struct E16 {
    c: i8,
}

#[test]
fn e16_struct_alignas() {
    assert_eq!(size_align::<E16>(), (16, 16)); // oracle-facts E16
    assert_eq!(
        entry_param_decl::<E16>("k_param_0"),
        ".param .align 16 .b8 k_param_0[16]"
    ); // oracle-facts E16
    assert_eq!(offset::<E16>("c"), 0); // oracle-facts E16: c byte 0, 15 bytes tail padding
    check_image(&E16 { c: 1 }, &listed(&[1], 16)); // oracle-facts E16
}

/// `struct E17 { char c; alignas(8) int x; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E17 {
    c: i8,
    #[ptx(align = 8)]
    x: i32,
}

#[test]
fn e17_member_alignas_raises() {
    assert_eq!(size_align::<E17>(), (16, 8)); // oracle-facts E17
    assert_eq!(
        entry_param_decl::<E17>("k_param_0"),
        ".param .align 8 .b8 k_param_0[16]"
    ); // oracle-facts E17
    assert_eq!(offset::<E17>("c"), 0); // oracle-facts E17: c byte 0
    assert_eq!(offset::<E17>("x"), 8); // oracle-facts E17: x bytes 8-11
                                       // oracle-facts E17: g = { 1, 0x01020304 }
    check_image(
        &E17 {
            c: 1,
            x: 0x0102_0304,
        },
        &listed(&[1, 0, 0, 0, 0, 0, 0, 0, 4, 3, 2, 1], 16),
    );
}

// E18err: `struct E18 { char c; alignas(2) int x; };` is a C++ compile error in both NVRTC
// versions ("alignment cannot be set to less than the default alignment"), and
// `__attribute__((aligned(2)))` would lower it under NVRTC only: `#[ptx(align = 2)]` on an `i32`
// is a compile error (`tests/ui/align/member-lowering.rs`, ABI.md section 10).

/// `struct E19 { float a[3]; char b; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E19 {
    a: [f32; 3],
    b: i8,
}

#[test]
fn e19_float_array_then_char() {
    assert_eq!(size_align::<E19>(), (16, 4)); // oracle-facts E19
    assert_eq!(
        entry_param_decl::<E19>("k_param_0"),
        ".param .align 4 .b8 k_param_0[16]"
    ); // oracle-facts E19
    assert_eq!(offset::<E19>("a"), 0); // oracle-facts E19: a bytes 0-11
    assert_eq!(offset::<E19>("b"), 12); // oracle-facts E19: b byte 12
                                        // oracle-facts E19: g = { { 1.0f, 2.0f, 3.0f }, 4 }
    check_image(
        &E19 {
            a: [1.0, 2.0, 3.0],
            b: 4,
        },
        &listed(&[0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 4], 16),
    );
}

/// `struct E20 { int m[2][3]; char z; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct E20 {
    m: [[i32; 3]; 2],
    z: i8,
}

#[test]
fn e20_two_dimensional_array() {
    assert_eq!(size_align::<E20>(), (28, 4)); // oracle-facts E20
    assert_eq!(
        entry_param_decl::<E20>("k_param_0"),
        ".param .align 4 .b8 k_param_0[28]"
    ); // oracle-facts E20
    assert_eq!(offset::<E20>("m"), 0); // oracle-facts E20: m bytes 0-23 row-major
    assert_eq!(offset::<E20>("z"), 24); // oracle-facts E20: z byte 24
                                        // oracle-facts E20: g = { { { 1, 2, 3 }, { 4, 5, 6 } }, 7 }
    check_image(
        &E20 {
            m: [[1, 2, 3], [4, 5, 6]],
            z: 7,
        },
        &listed(
            &[
                1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0, 5, 0, 0, 0, 6, 0, 0, 0, 7,
            ],
            28,
        ),
    );
}

/// `union E21 { float f; unsigned u; unsigned char b[4]; };` (all members' host bytes are their
/// image: marshalled by bytes)
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union E21 {
    f: f32,
    u: u32,
    b: [u8; 4],
}
// SAFETY: every value marshalled here is built by `zeroed()` and then a member write.
unsafe impl UnionBytes for E21 {}

#[test]
fn e21_union_by_bytes() {
    assert_eq!(size_align::<E21>(), (4, 4)); // oracle-facts E21
    assert_eq!(
        entry_param_decl::<E21>("k_param_0"),
        ".param .align 4 .b8 k_param_0[4]"
    ); // oracle-facts E21
    let mut g = E21::zeroed();
    g.f = 1.0; // oracle-facts E21: g = { 1.0f }
    assert_eq!(to_device_bytes(&g), listed(&[0, 0, 128, 63], 4));
    let mut g_u = E21::zeroed();
    g_u.u = 0x0102_0304; // oracle-facts E21: g_u = { .u = 0x01020304u }
    assert_eq!(to_device_bytes(&g_u), listed(&[4, 3, 2, 1], 4));
    let mut g_b = E21::zeroed();
    g_b.b = [1, 2, 3, 4]; // oracle-facts E21: g_b = { .b = { 1, 2, 3, 4 } }
    assert_eq!(to_device_bytes(&g_b), listed(&[1, 2, 3, 4], 4));

    let back = from_device_bytes::<E21>(&listed(&[0, 0, 128, 63], 4)).unwrap();
    // SAFETY: a byte-marshalled union read back has all its bytes initialised.
    unsafe {
        assert_eq!(back.f, 1.0);
        assert_eq!(back.u, 0x3F80_0000);
        assert_eq!(back.b, [0, 0, 128, 63]);
    }
}

/// `union E22 { char c; double d; int i[3]; };`
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union E22 {
    c: i8,
    d: f64,
    i: [i32; 3],
}
// SAFETY: every value marshalled here is built by `zeroed()` and then a member write.
unsafe impl UnionBytes for E22 {}

#[test]
fn e22_union_rounded_to_double() {
    assert_eq!(size_align::<E22>(), (16, 8)); // oracle-facts E22
    assert_eq!(
        entry_param_decl::<E22>("k_param_0"),
        ".param .align 8 .b8 k_param_0[16]"
    ); // oracle-facts E22
    let mut g = E22::zeroed();
    g.c = 1; // oracle-facts E22: g = { 1 }
    assert_eq!(to_device_bytes(&g), listed(&[1], 16));
    let mut g_d = E22::zeroed();
    g_d.d = 1.0; // oracle-facts E22: g_d = { .d = 1.0 }
    assert_eq!(
        to_device_bytes(&g_d),
        listed(&[0, 0, 0, 0, 0, 0, 240, 63], 16)
    );
    let mut g_i = E22::zeroed();
    g_i.i = [1, 2, 3]; // oracle-facts E22: g_i = { .i = { 1, 2, 3 } }
    let image = listed(&[1, 0, 0, 0, 2, 0, 0, 0, 3], 16);
    assert_eq!(to_device_bytes(&g_i), image);

    let back = from_device_bytes::<E22>(&image).unwrap();
    // SAFETY: a byte-marshalled union read back has all its bytes initialised.
    unsafe {
        assert_eq!(back.i, [1, 2, 3]);
        assert_eq!(back.c, 1);
        assert_eq!(back.d.to_bits(), 0x0000_0002_0000_0001);
    }
}

// ---------------------------------------------------------------------------------------------
// P: CUDA vector types as members; TM: CUtensorMap
// ---------------------------------------------------------------------------------------------

/// `struct P { float3 pos; float4 col; float m; };`
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct P {
    pos: Float3,
    col: Float4,
    m: f32,
}

#[test]
fn p_vector_members() {
    assert_eq!(size_align::<P>(), (48, 16)); // oracle-facts P
    assert_eq!(
        entry_param_decl::<P>("k_param_0"),
        ".param .align 16 .b8 k_param_0[48]"
    ); // oracle-facts P
    assert_eq!(offset::<P>("pos"), 0); // oracle-facts P: pos bytes 0-11
    assert_eq!(offset::<P>("col"), 16); // oracle-facts P: col 16-31
    assert_eq!(offset::<P>("m"), 32); // oracle-facts P: m 32-35
                                      // oracle-facts P: g = { { 1, 2, 3 }, { 4, 5, 6, 7 }, 8 }
    check_image(
        &P {
            pos: Float3::new(1.0, 2.0, 3.0),
            col: Float4::new(4.0, 5.0, 6.0, 7.0),
            m: 8.0,
        },
        &listed(
            &[
                0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 0, 0, 0, 0, 128, 64, 0, 0, 160, 64,
                0, 0, 192, 64, 0, 0, 224, 64, 0, 0, 0, 65,
            ],
            48,
        ),
    );
}

#[test]
fn tm_tensor_map_cuda12() {
    // oracle-facts TM, NVRTC 12.9 with CUDA 12.9's cuda.h: align 64.
    assert_eq!(size_align::<CuTensorMapCuda12>(), (128, 64));
    assert_eq!(
        entry_param_decl::<CuTensorMapCuda12>("k_param_0"),
        ".param .align 64 .b8 k_param_0[128]"
    );
    assert_eq!(
        entry_param_decl::<CuTensorMapCuda12>("k_grid_constant_param_0"),
        ".param .align 64 .b8 k_grid_constant_param_0[128]"
    );
    let mut opaque = [0u64; 16];
    opaque[0] = 1;
    opaque[1] = 2; // oracle-facts TM: g = { { 1, 2 } } -> {1, 0, 0, 0, 0, 0, 0, 0, 2}
    check_image(
        &CuTensorMapCuda12 { opaque },
        &listed(&[1, 0, 0, 0, 0, 0, 0, 0, 2], 128),
    );
}

#[test]
fn tm_tensor_map_cuda13() {
    // oracle-facts TM, NVRTC 13.5 with CUDA 13.5's cuda.h (and 12.9 given 13.5's header): align 128.
    assert_eq!(size_align::<CuTensorMapCuda13>(), (128, 128));
    assert_eq!(
        entry_param_decl::<CuTensorMapCuda13>("k_param_0"),
        ".param .align 128 .b8 k_param_0[128]"
    );
    assert_eq!(
        entry_param_decl::<CuTensorMapCuda13>("k_grid_constant_param_0"),
        ".param .align 128 .b8 k_grid_constant_param_0[128]"
    );
    let mut opaque = [0u64; 16];
    opaque[0] = 1;
    opaque[1] = 2; // oracle-facts TM
    check_image(
        &CuTensorMapCuda13 { opaque },
        &listed(&[1, 0, 0, 0, 0, 0, 0, 0, 2], 128),
    );
}

/// Every type of this file, checked against NVRTC 12 and 13 by the oracle (skips visibly without
/// it; CONTRIBUTING.md, "Checked against NVRTC and nvcc"): size, alignment, device image, `.param`
/// declarations, mirror. The sample values push every member to an extreme (bit-field minimums and
/// maximums, negative numbers, `-0.0`, the largest and smallest floats).
#[test]
fn nvrtc_agrees_on_every_type_here() {
    use ptx_abi_kernels::oracle::Probe;
    use ptx_abi_testenv::oracle::assert_agrees;
    let mut f4 = F4::zeroed();
    f4.c = -1;
    let mut e10 = E10::zeroed();
    e10.c = 127;
    let mut e11 = E11::zeroed();
    e11.c = -128;
    let mut e21 = E21::zeroed();
    e21.u = 0xDEAD_BEEF;
    let mut e22 = E22::zeroed();
    e22.i = [-1, i32::MIN, 7];
    // A `CUtensorMap` is opaque: `Probe::auto` has no initialiser for it, so it is written here.
    let mut opaque = [0u64; 16];
    opaque[0] = u64::MAX;
    opaque[15] = 0x0123_4567_89AB_CDEF;
    let map_init = format!(
        "{{{{{}}}}}",
        opaque.map(|x| format!("{x:#x}ULL")).join(", ")
    );
    assert_agrees(
        "test_layouts_nvrtc",
        &[
            Probe::auto(&F1 {
                j: -16,
                k: 31,
                m: -64,
            }),
            Probe::auto(&F2 {
                s: -256,
                j: 255,
                c: -128,
                t: -1,
                u: 255,
                d: 127,
            }),
            Probe::auto(&F3 { c: -128, s: -128 }),
            Probe::auto(&f4),
            Probe::auto(&F5 {
                c: -128,
                _z0: 0,
                d: 127,
                _u9: 0,
                e: -1,
                _z1: 0,
            }),
            Probe::auto(&F5n {
                c: -1,
                _z0: 0,
                d: -128,
                n: -256,
                e: 127,
                _z1: 0,
            }),
            Probe::auto(&E1 {
                a: 0xFF_FFFF_FFFF,
                b: 0x3FFF_FFFF,
            }),
            Probe::auto(&E2 {
                a: -128,
                b: -(1 << 39),
            }),
            Probe::auto(&E3 {
                a: 7,
                b: 0x3FF,
                c: 0xF_FFFF,
                d: 0x3_FFFF_FFFF_FFFF,
            }),
            Probe::auto(&E4 {
                a: true,
                b: true,
                c: -4,
            }),
            Probe::auto(&E5 { a: -4 }),
            Probe::auto(&E6 { c: -128, _z: 0 }),
            Probe::auto(&E7 {
                c: -1,
                _z: 0,
                d: 127,
            }),
            Probe::auto(&E8s { a: i16::MIN, _z: 0 }),
            Probe::auto(&E9 { a: -128, _p: 0 }),
            Probe::auto(&e10),
            Probe::auto(&e11),
            // E12err: no initialiser can set the only member (a bit-field of a union).
            Probe::of(&E12::zeroed(), ""),
            Probe::auto(&E13 {
                a: 0x7FFF_FFFF,
                b: 3,
            }),
            Probe::auto(&E8::C),
            Probe::auto(&E14 { e: E8::C, u: 31 }),
            Probe::auto(&S16::N),
            Probe::auto(&E15 {
                s: S16::N,
                t: -4096,
            }),
            Probe::auto(&E16 { c: -128 }),
            Probe::auto(&E17 { c: -1, x: i32::MIN }),
            Probe::auto(&E19 {
                a: [-0.0, f32::MAX, f32::from_bits(1)],
                b: -128,
            }),
            Probe::auto(&E20 {
                m: [[i32::MIN, -1, 0], [1, i32::MAX, 42]],
                z: -7,
            }),
            Probe::auto(&e21),
            Probe::auto(&e22),
            Probe::auto(&P {
                pos: Float3::new(-1.5, 0.0, 1e30),
                col: Float4::new(f32::MIN, -0.25, 3.0, f32::MAX),
                m: -8.0,
            }),
            Probe::of(&CuTensorMapCuda12 { opaque }, &*map_init),
            Probe::of(&CuTensorMapCuda13 { opaque }, &*map_init),
        ],
    );
}
