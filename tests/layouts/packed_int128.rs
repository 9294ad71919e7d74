//! Packed structs and unions (`#[repr(C, packed(N))]` as `#pragma pack(N)`, `#[ptx(gnu_packed)]`
//! as `__attribute__((packed))`) and 128-bit integers (`__int128`): layouts, images, round trips
//! through unaligned members, mirrors, and the oracle (NVRTC 12.9 and 13.5, nvcc 13.5).
//!
//! Expected figures: NVRTC's, quoted in the issue and re-measured with `tools/oracle-facts.md`
//! section 5 (`.param .align 1 .b8 p[13]`, `.align 2 .b8 p[14]`, `.align 16 .b8 p[16]`); the
//! exact images are checked by the oracle (`assert_agrees`), not pasted from our output.

use ptx_abi_core::cuda::cuda_mirror;
use ptx_abi_core::ptx::{entry_param_decl, func_return_decl};
use ptx_abi_core::{from_device_bytes, to_device_bytes, try_to_device_bytes, ErrorKind, PtxAbi};
use ptx_abi_kernels::oracle::Probe;
use ptx_abi_testenv::oracle::assert_agrees;

/// `struct __attribute__((packed)) { char c; int i; double d; }`: NVRTC `.param .align 1 .b8
/// p[13]`.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C, packed)]
#[ptx(gnu_packed, assert(size = 13, align = 1))]
struct GnuWire {
    c: i8,
    #[ptx(assert_offset = 1)]
    i: i32,
    #[ptx(assert_offset = 5)]
    d: f64,
}

/// The same members under `#pragma pack(2)`: NVRTC `.param .align 2 .b8 p[14]`.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C, packed(2))]
#[ptx(assert(size = 14, align = 2))]
struct Pack2Wire {
    c: i8,
    #[ptx(assert_offset = 2)]
    i: i32,
    #[ptx(assert_offset = 6)]
    d: f64,
}

/// The bit-fields, GNU-packed: `y` at bit 20 under both compilers (where
/// `#pragma pack(1)` would put it at 24 under NVRTC and 20 under nvcc, refused:
/// `tests/ui/packed/compilers-disagree.rs`).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C, packed)]
#[ptx(gnu_packed, assert(size = 9, align = 1))]
struct GnuBits {
    c: i8,
    #[ptx(bits = 12, assert_bit_offset = 8)]
    x: i32,
    #[ptx(bits = 30, assert_bit_offset = 20)]
    y: i32,
    #[ptx(assert_offset = 7)]
    s: i16,
}

/// Bit-fields both rules place alike under `#pragma pack(2)` (each fits the unit below it).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C, packed(2))]
struct Pack2Bits {
    tag: u8,
    #[ptx(bits = 4)]
    low: u16,
    #[ptx(bits = 4)]
    high: u16,
    wide: u64,
    #[ptx(bits = 3)]
    flag: i8,
}

#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
enum Mode {
    Off = 0,
    On = 1,
    Auto = 2,
}

/// A packed union: every member at offset 0, aligned to at most 2.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, packed(2))]
union Pack2Union {
    word: u64,
    halves: [u16; 4],
}
// SAFETY: values are built with `zeroed()` and then a write of a whole member.
unsafe impl ptx_abi_core::UnionBytes for Pack2Union {}

/// A packed struct nested in an ordinary one: aligned 1, so at offset 1.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 24, align = 8))]
struct Outer {
    lead: u8,
    #[ptx(assert_offset = 1)]
    wire: GnuWire,
    mode: Mode,
    #[ptx(assert_offset = 16)]
    tail: u64,
}

/// 128-bit integers: 16 bytes aligned 16, as members, arrays and bit-fields.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 80, align = 16))]
struct Wide {
    c: u8,
    #[ptx(assert_offset = 16)]
    big: i128,
    #[ptx(assert_offset = 32)]
    ubig: u128,
    #[ptx(bits = 70, assert_bit_offset = 384)]
    b70: i128,
    #[ptx(bits = 60, assert_bit_offset = 512)]
    b60: u128,
    tail: u16,
}

/// `__int128` in a packed struct: at offset 1.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C, packed)]
#[ptx(assert(size = 17, align = 1))]
struct PackedWide {
    c: u8,
    #[ptx(assert_offset = 1)]
    v: u128,
}

/// A generic packed struct: its members must be `Copy` for every instantiation.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C, packed)]
#[ptx(gnu_packed)]
struct Tagged<T> {
    tag: u8,
    value: T,
}

fn wire() -> GnuWire {
    GnuWire {
        c: -3,
        i: 0x1234_5678,
        d: -2.5,
    }
}

fn wide() -> Wide {
    Wide {
        c: 7,
        big: i128::MIN + 5,
        ubig: u128::MAX - 9,
        b70: -(1 << 69),
        b60: (1 << 60) - 1,
        tail: 0xbeef,
    }
}

#[test]
fn packed_members_round_trip_through_unaligned_places() {
    let w = wire();
    let image = to_device_bytes(&w);
    assert_eq!(image.len(), 13);
    assert_eq!(image[0], (-3i8) as u8);
    assert_eq!(image[1..5], 0x1234_5678i32.to_le_bytes());
    assert_eq!(image[5..13], (-2.5f64).to_le_bytes());
    assert_eq!(from_device_bytes::<GnuWire>(&image).unwrap(), w);

    let b = GnuBits {
        c: 1,
        x: -1,
        y: -(1 << 29),
        s: -2,
    };
    assert_eq!(
        from_device_bytes::<GnuBits>(&to_device_bytes(&b)).unwrap(),
        b
    );
    let outer = Outer {
        lead: 9,
        wire: w,
        mode: Mode::Auto,
        tail: u64::MAX,
    };
    assert_eq!(
        from_device_bytes::<Outer>(&to_device_bytes(&outer)).unwrap(),
        outer
    );
    let p = Pack2Bits {
        tag: 1,
        low: 15,
        high: 15,
        wide: 1 << 63,
        flag: -4,
    };
    assert_eq!(
        from_device_bytes::<Pack2Bits>(&to_device_bytes(&p)).unwrap(),
        p
    );
}

#[test]
fn int128_values_round_trip_and_bit_fields_are_range_checked() {
    let w = wide();
    assert_eq!(from_device_bytes::<Wide>(&to_device_bytes(&w)).unwrap(), w);
    let image = to_device_bytes(&w);
    assert_eq!(image[16..32], w.big.to_le_bytes());
    assert_eq!(image[32..48], w.ubig.to_le_bytes());
    let too_big = Wide { b70: 1 << 69, ..w };
    let err = try_to_device_bytes(&too_big).unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::BitFieldOutOfRange { width: 70, .. }),
        "{err}"
    );
    assert_eq!(err.field(), "b70");
    let pw = PackedWide { c: 1, v: u128::MAX };
    assert_eq!(
        from_device_bytes::<PackedWide>(&to_device_bytes(&pw)).unwrap(),
        pw
    );
}

#[test]
fn generic_packed_structs_place_every_instantiation() {
    assert_eq!(
        (Tagged::<u32>::LAYOUT.size, Tagged::<u32>::LAYOUT.align),
        (5, 1)
    );
    assert_eq!(Tagged::<i128>::LAYOUT.size, 17);
    let t = Tagged {
        tag: 3,
        value: -7i128,
    };
    assert_eq!(
        from_device_bytes::<Tagged<i128>>(&to_device_bytes(&t)).unwrap(),
        t
    );
}

#[test]
fn int128_parameters_are_16_byte_arrays() {
    // NVRTC --device-int128 and nvcc: `.param .align 16 .b8 p[16]`, also as a `.func` return.
    assert_eq!(
        entry_param_decl::<i128>("k_param_0"),
        ".param .align 16 .b8 k_param_0[16]"
    );
    assert_eq!(
        func_return_decl::<u128>(),
        ".param .align 16 .b8 func_retval0[16]"
    );
    assert_eq!(
        entry_param_decl::<GnuWire>("k_param_0"),
        ".param .align 1 .b8 k_param_0[13]"
    );
    assert_eq!(
        entry_param_decl::<Pack2Wire>("k_param_0"),
        ".param .align 2 .b8 k_param_0[14]"
    );
}

#[test]
fn mirrors_spell_the_packing() {
    let gnu = cuda_mirror::<GnuBits>();
    assert!(
        gnu.contains("struct __attribute__((packed)) GnuBits {"),
        "{gnu}"
    );
    let pragma = cuda_mirror::<Pack2Wire>();
    assert!(
        pragma.contains("#pragma pack(push, 2)\nstruct Pack2Wire {"),
        "{pragma}"
    );
    assert!(pragma.contains("};\n#pragma pack(pop)\n"), "{pragma}");
    let wide = cuda_mirror::<Wide>();
    assert!(wide.contains("    __int128 big;\n"), "{wide}");
    assert!(wide.contains("    unsigned __int128 b60 : 60;\n"), "{wide}");
}

#[test]
fn packed_and_int128_types_agree_with_nvrtc_and_nvcc() {
    let mut union = Pack2Union::zeroed();
    union.halves = [1, 2, 3, 0xffff];
    let probes = vec![
        Probe::auto(&wire()),
        Probe::auto(&Pack2Wire {
            c: 1,
            i: -1,
            d: 0.5,
        }),
        Probe::auto(&GnuBits {
            c: 1,
            x: -1,
            y: 123_456,
            s: -2,
        }),
        Probe::auto(&Pack2Bits {
            tag: 2,
            low: 9,
            high: 10,
            wide: 7,
            flag: 3,
        }),
        Probe::of(&union, "{.halves = {1, 2, 3, 0xffff}}"),
        Probe::auto(&Outer {
            lead: 4,
            wire: wire(),
            mode: Mode::On,
            tail: 3,
        }),
        Probe::auto(&wide()),
        Probe::auto(&PackedWide { c: 2, v: 1 << 100 }),
        Probe::auto(&Tagged {
            tag: 1,
            value: 0x0102_0304u32,
        }),
        Probe::auto(&i128::MIN),
        Probe::auto(&u128::MAX),
    ];
    assert_agrees("packed and __int128 types", &probes);
}
