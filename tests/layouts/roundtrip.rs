//! Marshalling round trips, zeroed padding, slices and errors.
//!
//! Layout expectations come from `tools/oracle-facts.md` (case ids cited) or are reasoned from the
//! spec (NVIDIA's PTX Interoperability guide, 1.1-1.3: each member at the lowest offset with its
//! alignment, size rounded up to the alignment, bit-fields right to left, plain/signed bit-fields
//! sign-extended, unnamed bit-fields are padding).

use core::fmt::Debug;
use core::mem::MaybeUninit;
use core::ptr::addr_of_mut;
use std::panic::{catch_unwind, AssertUnwindSafe};

use half::{bf16, f16};
use ptx_abi_core::handles::{CuTensorMapCuda12, CuTensorMapCuda13, SurfaceObject, TextureObject};
use ptx_abi_core::vector::*;
use ptx_abi_core::{
    from_device_bytes, is_image_equal, slice, to_device_bytes, try_to_device_bytes,
    write_device_bytes, DevicePtr, ErrorKind, PtxAbi, UnionBytes,
};

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/// `struct { unsigned char c; unsigned x; }`: spec 1.2, x at 4, bytes 1..4 padding, size 8.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Padded {
    c: u8,
    x: u32,
}

/// Spec 1.2: a@0, (1..4 pad), inner@4..12 (its own pad 5..8), b@12..14, tail pad 14..16; 16/4.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Outer {
    a: u8,
    inner: Padded,
    b: u16,
}

/// No padding: `{ float a; unsigned b; }`, 8/4.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct NoPad {
    a: f32,
    b: u32,
}

/// oracle-facts E17: `struct { char c; alignas(8) int x; }`: 16/8, x at 8. The host Rust type is
/// 8 bytes (x at 4): host and device layouts differ.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Raised {
    c: i8,
    #[ptx(align = 8)]
    x: i32,
}

/// oracle-facts E16: `struct alignas(16) { char c; }`: 16/16.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C, align(16))]
struct Align16 {
    c: i8,
}

/// oracle-facts E4: `struct { bool a:1; bool b:1; int c:3; }`: bits 0, 1, 2-4; 4/4.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Bits {
    #[ptx(bits = 1)]
    a: bool,
    #[ptx(bits = 1)]
    b: bool,
    #[ptx(bits = 3)]
    c: i32,
}

/// oracle-facts F1: `struct { int j:5; int k:6; int m:7; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Rtl {
    #[ptx(bits = 5)]
    j: i32,
    #[ptx(bits = 6)]
    k: i32,
    #[ptx(bits = 7)]
    m: i32,
}

/// oracle-facts E5: `struct { int a:3; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Signed3 {
    #[ptx(bits = 3)]
    a: i32,
}

/// `struct { unsigned a:3; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Unsigned3 {
    #[ptx(bits = 3)]
    a: u32,
}

/// oracle-facts E2: `struct { char a; long long b:40; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Long40 {
    a: i8,
    #[ptx(bits = 40)]
    b: i64,
}

/// oracle-facts E9: `struct { char a; short :3; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Unnamed {
    a: i8,
    #[ptx(bits = 3, unnamed)]
    _p: i16,
}

/// oracle-facts F5: `struct { char c; int :0; char d; short :9; char e; char :0; }`.
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

/// `enum class Mode : unsigned char { Off = 0, On = 1, Auto = 5 };` (oracle-facts E14's E8)
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(u8)]
enum Mode {
    Off = 0,
    On = 1,
    Auto = 5,
}

/// `enum class Level : short { Low = -2, High = 3 };` (oracle-facts E15's S16)
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(i16)]
enum Level {
    Low = -2,
    High = 3,
}

/// Spec 1.2: m@0, (1 pad), l@2; 4/2.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct WithEnum {
    m: Mode,
    l: Level,
}

/// oracle-facts E14: `struct { E8 e:3; unsigned char u:5; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct EnumBits {
    #[ptx(bits = 3)]
    m: Mode,
    #[ptx(bits = 5)]
    u: u8,
}

/// `struct { Mode m:2; }`: Auto (5) does not fit 2 unsigned bits.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Enum2 {
    #[ptx(bits = 2)]
    m: Mode,
}

/// `struct { bool flag; unsigned char n; }`: 2/1, no padding.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Flags {
    flag: bool,
    n: u8,
}

/// `struct { bool f:2; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct BoolBits2 {
    #[ptx(bits = 2)]
    f: bool,
}

/// Spec 1.2: x@0, inner@4..6, tail pad; 8/4.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Holder {
    x: u32,
    inner: Flags,
}

/// `struct { Flags arr[2]; }`: 4/1.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct ArrHolder {
    arr: [Flags; 2],
}

/// Spec 1.2: pad@0..4, w@4..8; 8/4.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct NestEnum {
    pad: u32,
    w: WithEnum,
}

/// Spec 1.2: x@0, inner@4 (4 bytes, align 4); 8/4.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct NestBits {
    x: u8,
    inner: Rtl,
}

/// oracle-facts P: `struct { float3 pos; float4 col; float m; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Particle {
    pos: Float3,
    col: Float4,
    m: f32,
}

/// A generic pair: `template <class T> struct Pair { T a, b; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Pair<T> {
    a: T,
    b: T,
}

/// Handles, pointers and a tensor map together: 8+8+8 at 0, 8, 16, then the 64-aligned map at
/// 64 (oracle-facts TM: 128 bytes, align 64 with CUDA 12); 192/64.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Handles {
    tex: TextureObject,
    surf: SurfaceObject,
    p: DevicePtr<f32>,
    map: CuTensorMapCuda12,
}

/// Multi-dimensional arrays: oracle-facts E20 style.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Grid {
    m: [[u16; 3]; 2],
    z: u8,
    cells: [[Padded; 2]; 2],
}

/// 16-bit floats as members (oracle-facts section 2: __half 2/2, __half2 4/4).
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct Halfs {
    h: f16,
    b: bf16,
    h2: Half2,
    b2: Bfloat162,
}

/// oracle-facts E21: `union { float f; unsigned u; unsigned char b[4]; }`, by bytes.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union Word {
    f: f32,
    u: u32,
    b: [u8; 4],
}
// SAFETY: every value marshalled here is built by `zeroed()` and then a member write.
unsafe impl UnionBytes for Word {}

/// oracle-facts F4: `union { char c; short s:8; }`, through `s`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = s)]
union ViaBits {
    c: i8,
    #[ptx(bits = 8)]
    s: i16,
}
// SAFETY: every value marshalled here is built by `zeroed()` and then a write of `s`.
unsafe impl UnionBytes for ViaBits {}

/// A member named by a keyword (`type`, as packet headers name theirs): `marshal_via = r#type`
/// names it, as the importer writes it.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = r#type)]
union ViaKeyword {
    r#type: u8,
    #[ptx(bits = 4)]
    low: u8,
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// Every member at a different offset on the host (`#[repr(C)]`) than in the image, so that each
/// is marshalled from the right host field only if the derive's host offsets are right (it
/// computes them by the `#[repr(C)]` algorithm, not with `offset_of!`).
///
/// Host: a@0, b@2, c@4..7, d@8, e@16, f@20, g@24..36, h@36; size 40.
/// Image (spec 1.2, 1.3): a@0; b@16 (`align = 16`); c@18..21; d@24; e = bits 256..259 (a `u8`
/// unit at byte 32); f = bits 259..279 (fits the `u32` unit at byte 32); g@36..48 (float3, align
/// 4); h@48; alignment 16, size 64.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
struct HostOffsetsDiffer {
    a: u8,
    #[ptx(align = 16)]
    b: u16,
    c: [u8; 3],
    d: f64,
    #[ptx(bits = 3)]
    e: u8,
    #[ptx(bits = 20)]
    f: u32,
    g: Float3,
    h: bool,
}

impl HostOffsetsDiffer {
    /// A distinct value in every member; in C++:
    /// `{0x11, 0x2233, {0x44, 0x55, 0x66}, 1.5, 5, 0xABCDE, {1.0f, 2.0f, 3.0f}, true}`.
    fn sample() -> Self {
        HostOffsetsDiffer {
            a: 0x11,
            b: 0x2233,
            c: [0x44, 0x55, 0x66],
            d: 1.5,
            e: 5,
            f: 0xABCDE,
            g: Float3::new(1.0, 2.0, 3.0),
            h: true,
        }
    }
}

fn roundtrip<T: PtxAbi + PartialEq + Debug>(value: &T) {
    let image = to_device_bytes(value);
    assert_eq!(image.len(), T::LAYOUT.size, "image size of {value:?}");
    assert_eq!(
        &from_device_bytes::<T>(&image).unwrap(),
        value,
        "round trip of {value:?}"
    );
}

/// Fills every byte of `m` with 0xAA, in place (returning a `MaybeUninit` by value may copy it
/// member by member and lose the garbage in its padding).
fn fill_garbage<T>(m: &mut MaybeUninit<T>) {
    // SAFETY: `m.as_mut_ptr()` is valid for writing one `T`; bytes may hold any value in a
    // `MaybeUninit`.
    unsafe { m.as_mut_ptr().write_bytes(0xAA, 1) };
}

/// The host byte at `i` of a `MaybeUninit` filled by `garbage` (padding included).
fn host_byte<T>(m: &MaybeUninit<T>, i: usize) -> u8 {
    assert!(i < size_of::<T>());
    // SAFETY: every byte of `m` was initialised by `fill_garbage` (field writes do not touch padding),
    // and `i` is in bounds.
    unsafe { *m.as_ptr().cast::<u8>().add(i) }
}

fn assert_zero(image: &[u8], range: core::ops::Range<usize>, what: &str) {
    assert!(
        image[range.clone()].iter().all(|&b| b == 0),
        "{what}: padding bytes {range:?} not zero in {image:02x?}"
    );
}

/// `write_device_bytes` into a 0xAA-filled buffer gives exactly `to_device_bytes`.
fn write_over_garbage<T: PtxAbi>(value: &T) -> Vec<u8> {
    let mut buf = vec![0xAA; T::LAYOUT.size];
    write_device_bytes(value, &mut buf).unwrap();
    assert_eq!(buf, to_device_bytes(value));
    buf
}

// ---------------------------------------------------------------------------------------------
// Round trips
// ---------------------------------------------------------------------------------------------

#[test]
fn fundamental_types() {
    roundtrip(&-5i8);
    roundtrip(&200u8);
    roundtrip(&true);
    roundtrip(&false);
    roundtrip(&-30000i16);
    roundtrip(&60000u16);
    roundtrip(&-2_000_000_000i32);
    roundtrip(&4_000_000_000u32);
    roundtrip(&i64::MIN);
    roundtrip(&u64::MAX);
    roundtrip(&1.5f32);
    roundtrip(&-2.25f64);
    roundtrip(&f16::from_bits(0x3C00));
    roundtrip(&bf16::from_bits(0x3F80));
    roundtrip(&Mode::Auto);
    roundtrip(&Level::Low);
    roundtrip(&DevicePtr::<i32>::new(0x7f00_0000_1000));
    roundtrip(&DevicePtr::<()>::null());
    roundtrip(&TextureObject(42));
    roundtrip(&SurfaceObject(7));
    let mut opaque = [0u64; 16];
    opaque
        .iter_mut()
        .enumerate()
        .for_each(|(i, w)| *w = i as u64 * 0x0101);
    roundtrip(&CuTensorMapCuda12 { opaque });
    roundtrip(&CuTensorMapCuda13 { opaque });
}

#[test]
fn vector_types() {
    roundtrip(&Char3::new(-1, 2, -3));
    roundtrip(&Uchar4::new(1, 2, 3, 255));
    roundtrip(&Short3::new(-1, 2, -3));
    roundtrip(&Ushort4::new(1, 2, 3, 65535));
    roundtrip(&Int2::new(-7, 8));
    roundtrip(&Uint3::new(1, 2, 3));
    roundtrip(&Float3::new(1.0, -2.0, 3.5));
    roundtrip(&Float4::new(0.0, 0.5, 1.0, 1.5));
    roundtrip(&Long3::new(-1, 2, -3));
    roundtrip(&Ulong4::new(1, 2, 3, 4));
    roundtrip(&Longlong4_32a::new(1, -2, 3, -4));
    roundtrip(&Ulonglong4_16a::new(1, 2, 3, 4));
    roundtrip(&Double2::new(1.0, 2.0));
    roundtrip(&Double3::new(1.0, 2.0, 3.0));
    roundtrip(&Double4_32a::new(1.0, 2.0, 3.0, 4.0));
    roundtrip(&Half2::new(f16::from_bits(0x3C00), f16::from_bits(0xC000)));
    roundtrip(&Bfloat162::new(
        bf16::from_bits(0x3F80),
        bf16::from_bits(0xC000),
    ));
}

#[test]
fn structs_and_nesting() {
    roundtrip(&Padded {
        c: 1,
        x: 0xDEAD_BEEF,
    });
    roundtrip(&Outer {
        a: 9,
        inner: Padded { c: 1, x: 2 },
        b: 0xBEEF,
    });
    roundtrip(&NoPad { a: 1.25, b: 17 });
    roundtrip(&Raised {
        c: -1,
        x: 0x0102_0304,
    });
    roundtrip(&Align16 { c: 5 });
    roundtrip(&Bits {
        a: true,
        b: false,
        c: -2,
    });
    roundtrip(&Rtl {
        j: -16,
        k: 31,
        m: -64,
    });
    roundtrip(&Signed3 { a: -4 });
    roundtrip(&Unsigned3 { a: 7 });
    roundtrip(&Long40 {
        a: 0x11,
        b: -(1 << 39),
    });
    roundtrip(&Unnamed { a: -3, _p: 0 });
    roundtrip(&F5 {
        c: 1,
        _z0: 0,
        d: 2,
        _u9: 0,
        e: 3,
        _z1: 0,
    });
    roundtrip(&WithEnum {
        m: Mode::On,
        l: Level::High,
    });
    roundtrip(&EnumBits {
        m: Mode::Auto,
        u: 31,
    });
    roundtrip(&Enum2 { m: Mode::On });
    roundtrip(&Flags { flag: true, n: 200 });
    roundtrip(&BoolBits2 { f: true });
    roundtrip(&Holder {
        x: 1,
        inner: Flags { flag: true, n: 2 },
    });
    roundtrip(&ArrHolder {
        arr: [Flags { flag: false, n: 1 }, Flags { flag: true, n: 2 }],
    });
    roundtrip(&NestEnum {
        pad: 3,
        w: WithEnum {
            m: Mode::Off,
            l: Level::Low,
        },
    });
    roundtrip(&NestBits {
        x: 1,
        inner: Rtl { j: 1, k: -2, m: 3 },
    });
    roundtrip(&Particle {
        pos: Float3::new(1.0, 2.0, 3.0),
        col: Float4::new(4.0, 5.0, 6.0, 7.0),
        m: 8.0,
    });
    roundtrip(&Handles {
        tex: TextureObject(1),
        surf: SurfaceObject(2),
        p: DevicePtr::new(0x1000),
        map: CuTensorMapCuda12 { opaque: [3; 16] },
    });
    roundtrip(&Halfs {
        h: f16::from_bits(0x3C00),
        b: bf16::from_bits(0x3F80),
        h2: Half2::new(f16::from_bits(1), f16::from_bits(2)),
        b2: Bfloat162::new(bf16::from_bits(3), bf16::from_bits(4)),
    });
}

#[test]
fn arrays() {
    roundtrip(&[
        Padded { c: 1, x: 2 },
        Padded { c: 3, x: 4 },
        Padded { c: 5, x: 6 },
    ]);
    roundtrip(&[[1u16, 2, 3], [4, 5, 6]]);
    roundtrip(&[
        [Raised { c: 1, x: 2 }, Raised { c: 3, x: 4 }],
        [Raised { c: 5, x: 6 }, Raised { c: 7, x: 8 }],
    ]);
    roundtrip(
        &[Bits {
            a: true,
            b: true,
            c: 3,
        }; 4],
    );
    roundtrip(&[Mode::Off, Mode::On, Mode::Auto]);
    roundtrip(&[Float3::new(1.0, 2.0, 3.0); 3]);
    roundtrip(&Grid {
        m: [[1, 2, 3], [4, 5, 6]],
        z: 7,
        cells: [
            [Padded { c: 1, x: 2 }, Padded { c: 3, x: 4 }],
            [Padded { c: 5, x: 6 }, Padded { c: 7, x: 8 }],
        ],
    });
    // Spec 1.2 / oracle-facts E20: row-major, element stride = element size.
    let grid = to_device_bytes(&[[1u16, 2, 3], [4, 5, 6]]);
    assert_eq!(grid, [1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0]);
    // oracle-facts E17: each Raised is 16 bytes on the device.
    assert_eq!(<[Raised; 3] as PtxAbi>::LAYOUT.size, 48);
    assert_eq!(<[Raised; 3] as PtxAbi>::LAYOUT.align, 8);
}

#[test]
fn generics() {
    // Spec 1.2 with oracle-facts section 2 (float3 12/4, float4 16/16, int2 8/8).
    let p3 = Pair {
        a: Float3::new(1.0, 2.0, 3.0),
        b: Float3::new(4.0, 5.0, 6.0),
    };
    assert_eq!(
        (Pair::<Float3>::LAYOUT.size, Pair::<Float3>::LAYOUT.align),
        (24, 4)
    );
    roundtrip(&p3);
    let p4 = Pair {
        a: Float4::new(1.0, 2.0, 3.0, 4.0),
        b: Float4::new(5.0, 6.0, 7.0, 8.0),
    };
    assert_eq!(
        (Pair::<Float4>::LAYOUT.size, Pair::<Float4>::LAYOUT.align),
        (32, 16)
    );
    roundtrip(&p4);
    assert_eq!((Pair::<u8>::LAYOUT.size, Pair::<u8>::LAYOUT.align), (2, 1));
    roundtrip(&Pair { a: 1u8, b: 2u8 });
    assert_eq!(
        (Pair::<Padded>::LAYOUT.size, Pair::<Padded>::LAYOUT.align),
        (16, 4)
    );
    roundtrip(&Pair {
        a: Padded { c: 1, x: 2 },
        b: Padded { c: 3, x: 4 },
    });
    // oracle-facts E17: Raised is 16/8 on the device, so the pair is 32/8.
    assert_eq!(
        (Pair::<Raised>::LAYOUT.size, Pair::<Raised>::LAYOUT.align),
        (32, 8)
    );
    let pr = Pair {
        a: Raised { c: 1, x: 2 },
        b: Raised { c: 3, x: 4 },
    };
    roundtrip(&pr);
    assert_eq!(
        to_device_bytes(&pr),
        [
            1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0,
            0, 0, 0
        ]
    );
    let nested = Pair {
        a: Pair {
            a: Int2::new(1, 2),
            b: Int2::new(3, 4),
        },
        b: Pair {
            a: Int2::new(5, 6),
            b: Int2::new(7, 8),
        },
    };
    assert_eq!(
        (
            Pair::<Pair<Int2>>::LAYOUT.size,
            Pair::<Pair<Int2>>::LAYOUT.align
        ),
        (32, 8)
    );
    roundtrip(&nested);
    roundtrip(&Pair {
        a: Bits {
            a: true,
            b: false,
            c: 1,
        },
        b: Bits {
            a: false,
            b: true,
            c: -1,
        },
    });
    roundtrip(&Pair {
        a: Mode::On,
        b: Mode::Auto,
    });
}

#[test]
fn unions() {
    let mut w = Word::zeroed();
    w.u = 0xA1B2_C3D4;
    let image = to_device_bytes(&w);
    assert_eq!(image, [0xD4, 0xC3, 0xB2, 0xA1]);
    let back = from_device_bytes::<Word>(&image).unwrap();
    // SAFETY: a byte-marshalled union read back has all its bytes initialised.
    assert_eq!(unsafe { back.u }, 0xA1B2_C3D4);

    let mut v = ViaBits::zeroed();
    v.s = -3;
    let image = to_device_bytes(&v);
    assert_eq!(image, [0xFD, 0]); // oracle-facts F3/F4: s:8 in byte 0 of the union, byte 1 padding
    let back = from_device_bytes::<ViaBits>(&image).unwrap();
    // SAFETY: `from_device_bytes` writes the `marshal_via` member `s`.
    assert_eq!(unsafe { back.s }, -3);
    // The `c` member overlaps `s`' unit (offset 0): reading it is fine for a zeroed union.
    // SAFETY: all bytes of `back` are initialised (zeroed, then `s` written).
    assert_eq!(unsafe { back.c }, -3);

    let v = ViaKeyword { r#type: 0xA5 };
    let image = to_device_bytes(&v);
    assert_eq!(image, [0xA5]);
    let back = from_device_bytes::<ViaKeyword>(&image).unwrap();
    // SAFETY: `from_device_bytes` writes the `marshal_via` member `type`.
    assert_eq!(unsafe { back.r#type }, 0xA5);
}

// ---------------------------------------------------------------------------------------------
// Padding is zero, whatever the host bytes
// ---------------------------------------------------------------------------------------------

#[test]
fn members_come_from_their_host_offsets() {
    let value = HostOffsetsDiffer::sample();
    // The host layout the derive must have assumed, from rustc itself.
    let host: Vec<usize> = vec![
        core::mem::offset_of!(HostOffsetsDiffer, a),
        core::mem::offset_of!(HostOffsetsDiffer, b),
        core::mem::offset_of!(HostOffsetsDiffer, c),
        core::mem::offset_of!(HostOffsetsDiffer, d),
        core::mem::offset_of!(HostOffsetsDiffer, e),
        core::mem::offset_of!(HostOffsetsDiffer, f),
        core::mem::offset_of!(HostOffsetsDiffer, g),
        core::mem::offset_of!(HostOffsetsDiffer, h),
    ];
    assert_eq!(host, [0, 2, 4, 8, 16, 20, 24, 36]);
    assert_eq!(size_of::<HostOffsetsDiffer>(), 40);
    let mut expected = vec![0u8; 64];
    expected[0] = 0x11;
    expected[16..18].copy_from_slice(&0x2233u16.to_le_bytes());
    expected[18..21].copy_from_slice(&[0x44, 0x55, 0x66]);
    expected[24..32].copy_from_slice(&1.5f64.to_le_bytes());
    // e (5) in bits 0..3 and f (0xABCDE) in bits 3..23 of the 32-bit word at byte 32.
    expected[32..36].copy_from_slice(&(5u32 | 0xABCDE << 3).to_le_bytes());
    for (i, x) in [1.0f32, 2.0, 3.0].iter().enumerate() {
        expected[36 + 4 * i..40 + 4 * i].copy_from_slice(&x.to_le_bytes());
    }
    expected[48] = 1;
    assert_eq!(to_device_bytes(&value), expected);
    assert_eq!(write_over_garbage(&value), expected);
    assert_eq!(
        from_device_bytes::<HostOffsetsDiffer>(&expected).unwrap(),
        value
    );
    roundtrip(&value);
}

#[test]
fn padding_zeroed_simple_struct() {
    let mut m = MaybeUninit::<Padded>::uninit();
    fill_garbage(&mut m);
    let p = m.as_mut_ptr();
    // SAFETY: `p` points to the `MaybeUninit`'s storage; each field is written in place.
    unsafe {
        addr_of_mut!((*p).c).write(0x11);
        addr_of_mut!((*p).x).write(0x4433_2211);
    }
    assert_eq!(
        host_byte(&m, 1),
        0xAA,
        "the host padding really holds garbage"
    );
    // SAFETY: every field was written.
    let v = unsafe { m.assume_init_ref() };
    let image = to_device_bytes(v);
    // Spec 1.2: x at 4, bytes 1..4 padding.
    assert_eq!(image, [0x11, 0, 0, 0, 0x11, 0x22, 0x33, 0x44]);
    assert_zero(&image, 1..4, "Padded");
    assert_eq!(write_over_garbage(v), image);
}

#[test]
fn padding_zeroed_nested_struct() {
    let mut m = MaybeUninit::<Outer>::uninit();
    fill_garbage(&mut m);
    let p = m.as_mut_ptr();
    // SAFETY: `p` points to the `MaybeUninit`'s storage; each (nested) field is written in place.
    unsafe {
        addr_of_mut!((*p).a).write(1);
        addr_of_mut!((*p).inner.c).write(2);
        addr_of_mut!((*p).inner.x).write(3);
        addr_of_mut!((*p).b).write(4);
    }
    assert_eq!(host_byte(&m, 5), 0xAA);
    // SAFETY: every field was written.
    let v = unsafe { m.assume_init_ref() };
    let image = to_device_bytes(v);
    // Spec 1.2: a@0, inner@4 (c@4, x@8), b@12, size 16.
    assert_eq!(image, [1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0]);
    for range in [1..4, 5..8, 14..16] {
        assert_zero(&image, range, "Outer");
    }
    assert_eq!(write_over_garbage(v), image);
}

#[test]
fn padding_zeroed_raised_member_alignment() {
    let mut m = MaybeUninit::<Raised>::uninit();
    fill_garbage(&mut m);
    let p = m.as_mut_ptr();
    // SAFETY: `p` points to the `MaybeUninit`'s storage; each field is written in place.
    unsafe {
        addr_of_mut!((*p).c).write(1);
        addr_of_mut!((*p).x).write(0x0102_0304);
    }
    assert_eq!(host_byte(&m, 1), 0xAA);
    // SAFETY: every field was written.
    let v = unsafe { m.assume_init_ref() };
    let image = to_device_bytes(v);
    // oracle-facts E17: `01 00 00 00 00 00 00 00 04 03 02 01 00 00 00 00`
    assert_eq!(image, [1, 0, 0, 0, 0, 0, 0, 0, 4, 3, 2, 1, 0, 0, 0, 0]);
    assert_zero(&image, 1..8, "Raised");
    assert_zero(&image, 12..16, "Raised");
    assert_eq!(write_over_garbage(v), image);
}

#[test]
fn padding_zeroed_vector_members() {
    let mut m = MaybeUninit::<Particle>::uninit();
    fill_garbage(&mut m);
    let p = m.as_mut_ptr();
    // SAFETY: `p` points to the `MaybeUninit`'s storage; each field is written in place.
    unsafe {
        addr_of_mut!((*p).pos).write(Float3::new(1.0, 2.0, 3.0));
        addr_of_mut!((*p).col).write(Float4::new(4.0, 5.0, 6.0, 7.0));
        addr_of_mut!((*p).m).write(8.0);
    }
    assert_eq!(host_byte(&m, 12), 0xAA);
    assert_eq!(host_byte(&m, 40), 0xAA);
    // SAFETY: every field was written.
    let v = unsafe { m.assume_init_ref() };
    let image = to_device_bytes(v);
    // oracle-facts P: (4 padding) at 12..16, (12 padding) at 36..48
    assert_zero(&image, 12..16, "Particle");
    assert_zero(&image, 36..48, "Particle");
    assert_eq!(&image[..12], &[0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64]); // oracle-facts P
    assert_eq!(write_over_garbage(v), image);
}

#[test]
fn padding_zeroed_bit_fields() {
    let mut m = MaybeUninit::<Bits>::uninit();
    fill_garbage(&mut m);
    let p = m.as_mut_ptr();
    // SAFETY: `p` points to the `MaybeUninit`'s storage; each field is written in place.
    unsafe {
        addr_of_mut!((*p).a).write(true);
        addr_of_mut!((*p).b).write(false);
        addr_of_mut!((*p).c).write(-2);
    }
    // SAFETY: every field was written.
    let v = unsafe { m.assume_init_ref() };
    let image = to_device_bytes(v);
    // oracle-facts E4: { true, false, -2 } -> `19 00 00 00`; bits 5..32 belong to no member.
    assert_eq!(image, [0x19, 0, 0, 0]);
    assert_eq!(write_over_garbage(v), image);
}

#[test]
fn padding_zeroed_enum_struct() {
    let mut m = MaybeUninit::<WithEnum>::uninit();
    fill_garbage(&mut m);
    let p = m.as_mut_ptr();
    // SAFETY: `p` points to the `MaybeUninit`'s storage; each field is written in place.
    unsafe {
        addr_of_mut!((*p).m).write(Mode::Auto);
        addr_of_mut!((*p).l).write(Level::Low);
    }
    assert_eq!(host_byte(&m, 1), 0xAA);
    // SAFETY: every field was written.
    let v = unsafe { m.assume_init_ref() };
    let image = to_device_bytes(v);
    // Spec 1.2: m@0, byte 1 padding, l@2 (-2 as short: fe ff).
    assert_eq!(image, [5, 0, 0xFE, 0xFF]);
    assert_eq!(write_over_garbage(v), image);
}

#[test]
fn unnamed_bit_fields_never_marshalled() {
    // Garbage values in the unnamed members must not reach the image (spec 1.3: unnamed bit-fields
    // are padding). oracle-facts F5: `{1, 2, 3}` -> `01 00 00 00 02 00 00 00 03`.
    let v = F5 {
        c: 1,
        _z0: -1,
        d: 2,
        _u9: 0x1FF,
        e: 3,
        _z1: -1,
    };
    let image = to_device_bytes(&v);
    assert_eq!(image, [1, 0, 0, 0, 2, 0, 0, 0, 3]);
    assert_eq!(write_over_garbage(&v), image);
    // oracle-facts E9: `{1}` -> `01 00`
    let image = to_device_bytes(&Unnamed { a: 1, _p: 7 });
    assert_eq!(image, [1, 0]);
}

#[test]
fn padding_zeroed_in_arrays_and_slices() {
    let mut m = MaybeUninit::<[Padded; 3]>::uninit();
    fill_garbage(&mut m);
    let p = m.as_mut_ptr().cast::<Padded>();
    for i in 0..3 {
        // SAFETY: `p.add(i)` is element `i` of the array inside the `MaybeUninit`.
        unsafe {
            addr_of_mut!((*p.add(i)).c).write(i as u8 + 1);
            addr_of_mut!((*p.add(i)).x).write(0x100 * (i as u32 + 1));
        }
    }
    assert_eq!(host_byte(&m, 9), 0xAA);
    // SAFETY: every field of every element was written.
    let v = unsafe { m.assume_init_ref() };
    let image = to_device_bytes(v);
    for i in 0..3 {
        assert_zero(&image, 8 * i + 1..8 * i + 4, "[Padded; 3]");
    }
    assert_eq!(write_over_garbage(v), image);
    assert_eq!(slice::to_device_bytes(&v[..]), image);
    let mut buf = vec![0xAA; 24];
    slice::write_device_bytes(&v[..], &mut buf).unwrap();
    assert_eq!(buf, image);
}

#[test]
fn image_equal_types_overwrite_every_byte() {
    let v = NoPad { a: 1.0, b: 2 };
    assert_eq!(write_over_garbage(&v), [0, 0, 128, 63, 2, 0, 0, 0]);
    let f = Float4::new(1.0, 2.0, 3.0, 4.0);
    // oracle-facts section 2: g_float4
    assert_eq!(
        write_over_garbage(&f),
        [0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 128, 64]
    );
}

// ---------------------------------------------------------------------------------------------
// Slices
// ---------------------------------------------------------------------------------------------

fn slice_case<T: PtxAbi + PartialEq + Debug>(values: [T; 3]) {
    let image = slice::to_device_bytes(&values);
    let expected: Vec<u8> = values.iter().flat_map(to_device_bytes).collect();
    assert_eq!(image.len(), 3 * T::LAYOUT.size);
    assert_eq!(image, expected);
    assert_eq!(slice::from_device_bytes::<T>(&image).unwrap(), values);
    let mut buf = vec![0xAA; image.len()];
    slice::write_device_bytes(&values, &mut buf).unwrap();
    assert_eq!(buf, image);
}

#[test]
fn slices_marshal_with_stride_size() {
    slice_case([
        Padded { c: 1, x: 2 },
        Padded { c: 3, x: 4 },
        Padded { c: 5, x: 6 },
    ]);
    // oracle-facts E17: stride 16 on the device although the host type is 8 bytes.
    assert_eq!(size_of::<Raised>(), 8);
    slice_case([
        Raised { c: 1, x: 2 },
        Raised { c: 3, x: 4 },
        Raised { c: 5, x: 6 },
    ]);
    assert_eq!(
        slice::to_device_bytes(&[Raised { c: 1, x: 2 }; 3]).len(),
        48
    );
    // oracle-facts section 2: float3 is 12 bytes, stride 12.
    slice_case([
        Float3::new(1.0, 2.0, 3.0),
        Float3::new(4.0, 5.0, 6.0),
        Float3::new(7.0, 8.0, 9.0),
    ]);
    slice_case([
        Bits {
            a: true,
            b: false,
            c: -2,
        },
        Bits {
            a: false,
            b: true,
            c: 1,
        },
        Bits {
            a: true,
            b: true,
            c: 3,
        },
    ]);
    slice_case([Mode::Off, Mode::Auto, Mode::On]);
    slice_case([
        NoPad { a: 1.0, b: 2 },
        NoPad { a: 3.0, b: 4 },
        NoPad { a: 5.0, b: 6 },
    ]);
    slice_case([Align16 { c: 1 }, Align16 { c: 2 }, Align16 { c: 3 }]);
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

#[test]
fn bit_field_out_of_range_signed() {
    // Spec 1.3: a 5-bit signed int bit-field holds -16..=15.
    let err = try_to_device_bytes(&Rtl { j: 16, k: 0, m: 0 }).unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::BitFieldOutOfRange {
            width: 5,
            signed: true,
            value: 16
        }
    );
    assert_eq!(err.type_name(), "Rtl");
    assert_eq!(err.field(), "j");
    let msg = err.to_string();
    for part in ["Rtl", "j", "5-bit", "16"] {
        assert!(msg.contains(part), "{msg:?} does not mention {part:?}");
    }
    let err = try_to_device_bytes(&Signed3 { a: -5 }).unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::BitFieldOutOfRange {
            width: 3,
            signed: true,
            value: -5
        }
    );
    assert!(try_to_device_bytes(&Signed3 { a: -4 }).is_ok());
}

#[test]
fn bit_field_out_of_range_unsigned_and_enum() {
    // Spec 1.3: a 3-bit unsigned bit-field holds 0..=7.
    let err = try_to_device_bytes(&Unsigned3 { a: 8 }).unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::BitFieldOutOfRange {
            width: 3,
            signed: false,
            value: 8
        }
    );
    assert_eq!((err.type_name(), err.field()), ("Unsigned3", "a"));
    let msg = err.to_string();
    for part in ["Unsigned3", "a", "3-bit", "8"] {
        assert!(msg.contains(part), "{msg:?} does not mention {part:?}");
    }
    // An unsigned-enum bit-field of 2 bits holds 0..=3: Auto = 5 does not fit.
    let err = try_to_device_bytes(&Enum2 { m: Mode::Auto }).unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::BitFieldOutOfRange {
            width: 2,
            signed: false,
            value: 5
        }
    );
    assert_eq!((err.type_name(), err.field()), ("Enum2", "m"));
    // oracle-facts E14: u:5 holds 0..=31.
    let err = try_to_device_bytes(&EnumBits { m: Mode::On, u: 32 }).unwrap_err();
    assert_eq!((err.type_name(), err.field()), ("EnumBits", "u"));
}

#[test]
fn bit_field_out_of_range_nested_paths() {
    let err = try_to_device_bytes(&NestBits {
        x: 0,
        inner: Rtl { j: 0, k: 40, m: 0 },
    })
    .unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::BitFieldOutOfRange {
            width: 6,
            signed: true,
            value: 40
        }
    );
    assert_eq!((err.type_name(), err.field()), ("Rtl", "k"));
    assert_eq!(err.path(), "NestBits.inner.k");
    let arr = [Rtl { j: 0, k: 0, m: 0 }, Rtl { j: 0, k: 0, m: 100 }];
    let err = try_to_device_bytes(&arr).unwrap_err();
    assert_eq!((err.type_name(), err.field()), ("Rtl", "m"));
    assert_eq!(err.path(), "Rtl[1].m");
    let err = slice::try_to_device_bytes(&arr).unwrap_err();
    assert_eq!((err.type_name(), err.field()), ("Rtl", "m"));
    assert_eq!(err.path(), "Rtl[1].m");
}

#[test]
#[should_panic(expected = "`Rtl` member `j`")]
fn to_device_bytes_panics_on_out_of_range() {
    to_device_bytes(&Rtl { j: 16, k: 0, m: 0 });
}

#[test]
#[should_panic(expected = "does not fit a 5-bit")]
fn slice_to_device_bytes_panics_on_out_of_range() {
    slice::to_device_bytes(&[Rtl { j: 0, k: 0, m: 0 }, Rtl { j: -17, k: 0, m: 0 }]);
}

#[test]
fn panic_message_is_the_error_display() {
    let v = Rtl { j: 0, k: -33, m: 0 };
    let err = try_to_device_bytes(&v).unwrap_err();
    let payload = catch_unwind(AssertUnwindSafe(|| to_device_bytes(&v))).unwrap_err();
    let msg = payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .expect("a string panic payload");
    assert_eq!(msg, err.to_string());
    for part in ["Rtl", "k", "6-bit", "-33"] {
        assert!(msg.contains(part), "{msg:?} does not mention {part:?}");
    }
}

#[test]
fn invalid_bool_in_device_bytes() {
    let err = from_device_bytes::<Flags>(&[2, 0]).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::InvalidBool { value: 2 });
    assert_eq!((err.type_name(), err.field()), ("Flags", "flag"));
    let msg = err.to_string();
    assert!(msg.contains("Flags") && msg.contains("flag"), "{msg}");
    // A bool bit-field of 2 bits holding 0b10.
    let err = from_device_bytes::<BoolBits2>(&[0b10]).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::InvalidBool { value: 2 });
    assert_eq!((err.type_name(), err.field()), ("BoolBits2", "f"));
    // A bare bool.
    let err = from_device_bytes::<bool>(&[2]).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::InvalidBool { value: 2 });
}

#[test]
fn invalid_bool_nested_paths() {
    // Holder { x: u32 @0, inner: Flags @4 }: inner.flag at byte 4.
    let err = from_device_bytes::<Holder>(&[0, 0, 0, 0, 2, 0, 0, 0]).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::InvalidBool { value: 2 });
    assert_eq!((err.type_name(), err.field()), ("Flags", "flag"));
    assert_eq!(err.path(), "Holder.inner.flag");
    let msg = err.to_string();
    assert!(
        msg.contains("Holder.inner.flag") && msg.contains("`Flags`"),
        "{msg}"
    );
    // ArrHolder { arr: [Flags; 2] }: arr[1].flag at byte 2.
    let err = from_device_bytes::<ArrHolder>(&[1, 0, 2, 0]).unwrap_err();
    assert_eq!((err.type_name(), err.field()), ("Flags", "flag"));
    assert_eq!(err.path(), "ArrHolder.arr[1].flag");
    // Slices name the element.
    let err = slice::from_device_bytes::<Flags>(&[1, 0, 0, 0, 3, 0]).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::InvalidBool { value: 3 });
    assert_eq!((err.type_name(), err.field()), ("Flags", "flag"));
    assert_eq!(err.path(), "Flags[2].flag");
}

#[test]
fn invalid_enum_discriminant() {
    let err = from_device_bytes::<Mode>(&[9]).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::InvalidDiscriminant { value: 9 });
    assert_eq!(err.type_name(), "Mode");
    let err = from_device_bytes::<WithEnum>(&[2, 0, 3, 0]).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::InvalidDiscriminant { value: 2 });
    assert_eq!((err.type_name(), err.field()), ("WithEnum", "m"));
    assert!(err.to_string().contains("WithEnum"));
    // Level is signed: 0xFFFF is -1, no variant.
    let err = from_device_bytes::<WithEnum>(&[0, 0, 0xFF, 0xFF]).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::InvalidDiscriminant { value: -1 });
    assert_eq!((err.type_name(), err.field()), ("WithEnum", "l"));
    // Nested: NestEnum { pad @0, w @4 }.
    let err = from_device_bytes::<NestEnum>(&[0, 0, 0, 0, 4, 0, 3, 0]).unwrap_err();
    assert_eq!((err.type_name(), err.field()), ("WithEnum", "m"));
    assert_eq!(err.path(), "NestEnum.w.m");
    // oracle-facts E14: e bits 0-2; 7 is no variant.
    let err = from_device_bytes::<EnumBits>(&[7]).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::InvalidDiscriminant { value: 7 });
    assert_eq!((err.type_name(), err.field()), ("EnumBits", "m"));
}

#[test]
fn wrong_length_short_and_long() {
    let err = from_device_bytes::<Padded>(&[0; 7]).unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::WrongLength {
            expected: 8,
            actual: 7
        }
    );
    assert_eq!(err.type_name(), "Padded");
    assert_eq!(err.field(), "x"); // spec 1.2: x occupies 4..8, the first member cut
    assert!(err.to_string().contains("Padded"));
    let err = from_device_bytes::<Padded>(&[0; 9]).unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::WrongLength {
            expected: 8,
            actual: 9
        }
    );
    assert_eq!((err.type_name(), err.field()), ("Padded", ""));
    assert!(err.to_string().contains("Padded"));
    // Outer: a@0..1, inner@4..12: 5 bytes cut `inner` first.
    let err = from_device_bytes::<Outer>(&[0; 5]).unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::WrongLength {
            expected: 16,
            actual: 5
        }
    );
    assert_eq!((err.type_name(), err.field()), ("Outer", "inner"));
    // oracle-facts E17: Raised is 16 device bytes; its 8 host bytes are too short.
    let err = from_device_bytes::<Raised>(&[0; 8]).unwrap_err();
    assert_eq!(
        err.kind(),
        &ErrorKind::WrongLength {
            expected: 16,
            actual: 8
        }
    );
    assert_eq!((err.type_name(), err.field()), ("Raised", "x"));
    // write_device_bytes checks the output length.
    let mut out = [0u8; 4];
    let err = write_device_bytes(&Padded { c: 1, x: 2 }, &mut out).unwrap_err();
    assert!(matches!(
        err.kind(),
        ErrorKind::WrongLength {
            expected: 8,
            actual: 4
        }
    ));
    assert_eq!(err.type_name(), "Padded");
    // Slices: not a whole number of elements.
    let err = slice::from_device_bytes::<Padded>(&[0; 12]).unwrap_err();
    assert!(matches!(
        err.kind(),
        ErrorKind::WrongLength { actual: 12, .. }
    ));
    assert_eq!(err.type_name(), "Padded");
}

// ---------------------------------------------------------------------------------------------
// Read-back semantics
// ---------------------------------------------------------------------------------------------

#[test]
fn signed_bit_fields_sign_extend() {
    // Spec 1.3: plain bit-fields are signed; oracle-facts E5: `07 00 00 00` reads back as -1.
    assert_eq!(
        from_device_bytes::<Signed3>(&[0b111, 0, 0, 0]).unwrap().a,
        -1
    );
    assert_eq!(
        from_device_bytes::<Signed3>(&[0b100, 0, 0, 0]).unwrap().a,
        -4
    );
    assert_eq!(
        from_device_bytes::<Signed3>(&[0b011, 0, 0, 0]).unwrap().a,
        3
    );
    // The unsigned field with the same bits is 7.
    assert_eq!(
        from_device_bytes::<Unsigned3>(&[0b111, 0, 0, 0]).unwrap().a,
        7
    );
    // oracle-facts F1: `85 0d 01 00` is { 5, -20, 33 }.
    assert_eq!(
        from_device_bytes::<Rtl>(&[0x85, 0x0d, 0x01, 0x00]).unwrap(),
        Rtl {
            j: 5,
            k: -20,
            m: 33
        }
    );
    // oracle-facts E2: `11 fe ff ff ff ff 00 00` is { 0x11, -2 }.
    assert_eq!(
        from_device_bytes::<Long40>(&[0x11, 0xfe, 0xff, 0xff, 0xff, 0xff, 0, 0]).unwrap(),
        Long40 { a: 0x11, b: -2 }
    );
    // oracle-facts E4: probe_c `1c 00 00 00` is c = -1.
    assert_eq!(from_device_bytes::<Bits>(&[0x1c, 0, 0, 0]).unwrap().c, -1);
}

#[test]
fn unnamed_bit_fields_read_back_as_zero() {
    // E9 layout: `short :3` is bits 8-10; fill every byte with ones.
    let v = from_device_bytes::<Unnamed>(&[1, 0xFF]).unwrap();
    assert_eq!(v, Unnamed { a: 1, _p: 0 });
    // F5: the :9 lies in bytes 6-7 (oracle-facts F5/F5n); every padding byte set.
    let v = from_device_bytes::<F5>(&[1, 0xFF, 0xFF, 0xFF, 2, 0xFF, 0xFF, 0xFF, 3]).unwrap();
    assert_eq!(
        v,
        F5 {
            c: 1,
            _z0: 0,
            d: 2,
            _u9: 0,
            e: 3,
            _z1: 0
        }
    );
}

#[test]
fn image_equality() {
    assert!(is_image_equal::<NoPad>());
    assert!(is_image_equal::<Float4>());
    assert!(is_image_equal::<[u32; 4]>());
    assert!(is_image_equal::<[NoPad; 2]>());
    assert!(is_image_equal::<Flags>()); // two bytes, no padding
    assert!(is_image_equal::<Pair<Float3>>()); // 12 + 12, align 4: no padding
    assert!(is_image_equal::<DevicePtr<u8>>());
    assert!(is_image_equal::<u64>());
    assert!(is_image_equal::<Word>()); // oracle-facts E21: every member is the full 4 bytes
    assert!(!is_image_equal::<Padded>());
    assert!(!is_image_equal::<Outer>());
    assert!(!is_image_equal::<[Padded; 2]>());
    assert!(!is_image_equal::<Pair<Padded>>());
    assert!(!is_image_equal::<Raised>());
    assert!(!is_image_equal::<Align16>());
    assert!(!is_image_equal::<Particle>());
    assert!(!is_image_equal::<WithEnum>());
    assert!(!is_image_equal::<Bits>());
    assert!(!is_image_equal::<Rtl>()); // bit-fields: 18 of the 32 bits are used
    assert!(!is_image_equal::<Signed3>());
    assert!(!is_image_equal::<F5>());
    assert!(!is_image_equal::<ViaBits>());
}

/// `__half_raw{0x....}` / `__nv_bfloat16_raw{0x....}`: `Probe::auto` writes no 16-bit floats,
/// whose C++ types have no constexpr conversion from `float`.
fn raw16(kind: &str, bits: u16) -> String {
    format!("{kind}{{{bits:#06x}}}")
}

/// Every type of this file (generic `Pair` as `Pair<Pair<int2>>` and `Pair<Bits>`), checked
/// against NVRTC 12 and 13 by the oracle (skips visibly without it; CONTRIBUTING.md, "Checked
/// against NVRTC and nvcc"): size, alignment, device image, `.param` declarations, mirror.
/// `Handles` holds CUDA 12's `CUtensorMap`, so only NVRTC 12 checks it.
#[test]
fn nvrtc_agrees_on_every_type_here() {
    use ptx_abi_kernels::oracle::Probe;
    use ptx_abi_testenv::oracle::assert_agrees;
    let padded = Padded {
        c: u8::MAX,
        x: 0xDEAD_BEEF,
    };
    let flags = Flags {
        flag: true,
        n: 0x80,
    };
    let rtl = Rtl {
        j: -16,
        k: 31,
        m: -64,
    };
    let with_enum = WithEnum {
        m: Mode::Auto,
        l: Level::Low,
    };
    let bits = Bits {
        a: true,
        b: true,
        c: -4,
    };
    let mut word = Word::zeroed();
    word.u = f32::MIN.to_bits();
    let mut via_bits = ViaBits::zeroed();
    via_bits.s = -128;
    let mut opaque = [0u64; 16];
    opaque[0] = u64::MAX;
    opaque[15] = 1 << 63;
    let handles = Handles {
        tex: TextureObject(u64::MAX),
        surf: SurfaceObject(0x8000_0000_0000_0001),
        p: DevicePtr::null(),
        map: CuTensorMapCuda12 { opaque },
    };
    let handles_init = format!(
        "{{{}ULL, {}ULL, nullptr, {{{{{}}}}}}}",
        handles.tex.0,
        handles.surf.0,
        opaque.map(|x| format!("{x:#x}ULL")).join(", ")
    );
    let (h, b) = (f16::MIN, bf16::MAX);
    let (h2, b2) = (
        Half2::new(f16::from_bits(0x8000), f16::from_bits(1)),
        Bfloat162::new(bf16::MIN_POSITIVE, bf16::from_bits(0x8000)),
    );
    let halfs_init = format!(
        "{{{}, {}, {{{}, {}}}, {{{}, {}}}}}",
        raw16("__half_raw", h.to_bits()),
        raw16("__nv_bfloat16_raw", b.to_bits()),
        raw16("__half_raw", h2.x.to_bits()),
        raw16("__half_raw", h2.y.to_bits()),
        raw16("__nv_bfloat16_raw", b2.x.to_bits()),
        raw16("__nv_bfloat16_raw", b2.y.to_bits()),
    );
    assert_agrees(
        "test_roundtrip",
        &[
            Probe::of(
                &HostOffsetsDiffer::sample(),
                "{0x11, 0x2233, {0x44, 0x55, 0x66}, 1.5, 5, 0xABCDE, {1.0f, 2.0f, 3.0f}, true}",
            ),
            Probe::auto(&padded),
            Probe::auto(&Outer {
                a: 0x80,
                inner: padded,
                b: u16::MAX,
            }),
            Probe::auto(&NoPad {
                a: -f32::MIN_POSITIVE,
                b: u32::MAX,
            }),
            Probe::auto(&Raised { c: -1, x: i32::MIN }),
            Probe::auto(&Align16 { c: i8::MIN }),
            Probe::auto(&bits),
            Probe::auto(&rtl),
            Probe::auto(&Signed3 { a: -4 }),
            Probe::auto(&Unsigned3 { a: 7 }),
            Probe::auto(&Long40 {
                a: i8::MIN,
                b: (1 << 39) - 1,
            }),
            Probe::auto(&Unnamed { a: i8::MAX, _p: 0 }),
            Probe::auto(&F5 {
                c: -1,
                _z0: 0,
                d: i8::MIN,
                _u9: 0,
                e: i8::MAX,
                _z1: 0,
            }),
            Probe::auto(&Mode::Auto),
            Probe::auto(&Level::Low),
            Probe::auto(&with_enum),
            Probe::auto(&EnumBits {
                m: Mode::Auto,
                u: 31,
            }),
            Probe::auto(&Enum2 { m: Mode::On }),
            Probe::auto(&flags),
            Probe::auto(&BoolBits2 { f: true }),
            Probe::auto(&Holder {
                x: u32::MAX,
                inner: flags,
            }),
            Probe::auto(&ArrHolder {
                arr: [
                    flags,
                    Flags {
                        flag: false,
                        n: 255,
                    },
                ],
            }),
            Probe::auto(&NestEnum {
                pad: u32::MAX,
                w: with_enum,
            }),
            Probe::auto(&NestBits { x: 255, inner: rtl }),
            Probe::auto(&Particle {
                pos: Float3::new(-1.0, -0.0, f32::MAX),
                col: Float4::new(f32::MIN, f32::from_bits(1), 0.1, 1e-3),
                m: -8.5,
            }),
            Probe::auto(&Pair {
                a: Pair {
                    a: Int2::new(i32::MIN, -1),
                    b: Int2::new(0, i32::MAX),
                },
                b: Pair {
                    a: Int2::new(-5, 6),
                    b: Int2::new(7, -8),
                },
            }),
            Probe::auto(&Pair {
                a: bits,
                b: Bits {
                    a: false,
                    b: true,
                    c: 3,
                },
            }),
            Probe::of(&handles, handles_init),
            Probe::auto(&Grid {
                m: [[u16::MAX, 0, 1], [2, 0x8000, 0x7FFF]],
                z: u8::MAX,
                cells: [
                    [padded, Padded { c: 0, x: 1 }],
                    [Padded { c: 1, x: 0 }, padded],
                ],
            }),
            Probe::of(&Halfs { h, b, h2, b2 }, halfs_init),
            Probe::auto(&word),
            Probe::auto(&via_bits),
        ],
    );
}
