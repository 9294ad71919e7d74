//! The fixed corpus of the agreement check ([`crate::agreement`]): the five bit-field figures of
//! spec 1.3 ([`crate::figures`]), then types covering each kind of leaf (CUDA vectors, 16-bit floats, nested arrays,
//! enums and enum bit-fields, signed and 64-bit bit-fields, explicit alignment, pointers, a union
//! of each marshalling mode), each with a value chosen to catch sign-extension and offset errors
//! (negative bit-fields, all-ones fields, distinct bytes).

use ptx_abi_core::vector::{Bfloat162, Double3, Float3, Float4, Half2, Int2, Long3, Uchar3};
use ptx_abi_core::{DevicePtr, PtxAbi, UnionBytes};

use super::Subject;
use crate::figures::{
    BoundaryAlignment, RightToLeft, StorageUnitSharing, UnionAllocation, UnnamedBitFields,
};

/// A scoped enum with a signed underlying type.
#[derive(PtxAbi, Clone, Copy)]
#[repr(i8)]
pub enum AgreeMode {
    /// -2.
    Back = -2,
    /// 1.
    Fwd = 1,
    /// 3.
    Both = 3,
}

/// An enum of a 64-bit underlying type.
#[derive(PtxAbi, Clone, Copy)]
#[repr(u64)]
pub enum AgreeBig {
    /// Small.
    Small = 1,
    /// Huge.
    Huge = 0xF000_0000_0000_0001,
}

/// CUDA vectors, a float, and bit-fields of `unsigned char`, `bool` and a signed enum.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub struct AgreeParticle {
    position: Float3,
    color: Float4,
    mass: f32,
    #[ptx(bits = 3)]
    species: u8,
    #[ptx(bits = 1)]
    alive: bool,
    #[ptx(bits = 3)]
    mode: AgreeMode,
}

/// 64-bit bit-fields, signed and unsigned, straddling no unit; a full-width one.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub struct AgreeWide {
    tag: u8,
    #[ptx(bits = 33)]
    a: i64,
    #[ptx(bits = 30)]
    b: u64,
    #[ptx(bits = 64)]
    full: i64,
    #[ptx(bits = 1)]
    sign: i32,
    big: AgreeBig,
}

/// Nested arrays of structs and vectors, a tuple of distinct widths.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub struct AgreeCell {
    id: u16,
    #[ptx(bits = 4)]
    level: i8,
    offset: Int2,
}

/// Arrays of arrays, of structs and of vectors.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub struct AgreeGrid {
    cells: [[AgreeCell; 2]; 2],
    rgb: [Uchar3; 3],
    weights: [f64; 2],
    count: u32,
}

/// Explicit member and type alignment, doubles and 64-bit integers, pointers.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(32))]
pub struct AgreeAligned {
    flag: bool,
    #[ptx(align = 16)]
    value: f32,
    d3: Double3,
    l3: Long3,
    next: DevicePtr<AgreeAligned>,
    raw: DevicePtr<u8>,
}

/// 16-bit floats, alone and in CUDA pairs.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub struct AgreeHalves {
    h: half::f16,
    b: half::bf16,
    h2: Half2,
    b2: Bfloat162,
    tail: i16,
}

/// A union in byte mode, with members of several sizes.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub union AgreeWord {
    c: u8,
    i: u32,
    f: f32,
    pair: [u16; 3],
}
// SAFETY: values are built with `zeroed()`, then a member is written.
unsafe impl UnionBytes for AgreeWord {}

/// A struct holding a union between two members.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub struct AgreeTagged {
    kind: i8,
    word: AgreeWord,
    after: i16,
}

/// A tuple struct.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub struct AgreeTuple(i8, u64, i16, #[ptx(bits = 7)] u32);

/// The fixed corpus, one value of each type.
pub fn subjects() -> Vec<Subject> {
    let mut u = UnionAllocation::zeroed();
    u.s = -7;
    let mut w = AgreeWord::zeroed();
    w.pair = [0x1234, 0xBEEF, 0x0102];
    let mut w2 = AgreeWord::zeroed();
    w2.f = -1.5;
    vec![
        Subject::of(&RightToLeft {
            j: -16,
            k: 31,
            m: -1,
        }),
        Subject::of(&BoundaryAlignment {
            s: -3,
            j: 100,
            c: 7,
            t: 255,
            u: -1,
            d: 9,
        }),
        Subject::of(&StorageUnitSharing { c: -128, s: -2 }),
        Subject::of(&u),
        Subject::of(&UnnamedBitFields {
            c: 1,
            _z0: 0,
            d: -2,
            _u9: 0,
            e: 3,
            _z1: 0,
        }),
        Subject::of(&AgreeParticle {
            position: Float3::new(1.0, -2.0, 3.5),
            color: Float4::new(1.0, 0.5, 0.25, -0.0),
            mass: 2.5,
            species: 5,
            alive: true,
            mode: AgreeMode::Back,
        }),
        Subject::of(&AgreeWide {
            tag: 0xFE,
            a: -(1 << 32),
            b: (1 << 30) - 1,
            full: i64::MIN + 5,
            sign: -1,
            big: AgreeBig::Huge,
        }),
        Subject::of(&AgreeGrid {
            cells: [
                [
                    AgreeCell {
                        id: 1,
                        level: -8,
                        offset: Int2::new(-1, 2),
                    },
                    AgreeCell {
                        id: 0xFFFF,
                        level: 7,
                        offset: Int2::new(i32::MIN, i32::MAX),
                    },
                ],
                [
                    AgreeCell {
                        id: 3,
                        level: -1,
                        offset: Int2::new(5, -6),
                    },
                    AgreeCell {
                        id: 4,
                        level: 0,
                        offset: Int2::new(7, 8),
                    },
                ],
            ],
            rgb: [
                Uchar3::new(1, 2, 3),
                Uchar3::new(4, 5, 6),
                Uchar3::new(255, 0, 128),
            ],
            weights: [-0.125, 1e300],
            count: 0xDEAD_BEEF,
        }),
        Subject::of(&AgreeAligned {
            flag: true,
            value: -3.25,
            d3: Double3::new(1.0, -1.0, 0.1),
            l3: Long3::new(-1, i64::MAX, 42),
            next: DevicePtr::new(0x7f00_1234_5678),
            raw: DevicePtr::null(),
        }),
        Subject::of(&AgreeHalves {
            h: half::f16::from_f32(-1.5),
            b: half::bf16::from_f32(3.0),
            h2: Half2::new(half::f16::from_f32(0.25), half::f16::from_f32(-8.0)),
            b2: Bfloat162::new(half::bf16::from_f32(-0.5), half::bf16::from_f32(100.0)),
            tail: -300,
        }),
        Subject::of(&w),
        Subject::of(&AgreeTagged {
            kind: -1,
            word: w2,
            after: -2,
        }),
        Subject::of(&AgreeTuple(-5, u64::MAX - 1, i16::MIN, 100)),
        Subject::of(&Float4::new(1.0, 2.0, -3.0, 4.5)),
        Subject::of(&-12345i32),
        Subject::of(&AgreeMode::Both),
    ]
}
