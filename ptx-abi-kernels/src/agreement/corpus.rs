//! The fixed corpus of the agreement check ([`crate::agreement`]): the five bit-field figures of
//! spec 1.3 ([`crate::figures`]), then types covering each kind of leaf (CUDA vectors, 16-bit floats, nested arrays,
//! enums and enum bit-fields, signed and 64-bit bit-fields, explicit alignment, pointers, a union
//! of each marshalling mode), each with a value chosen to catch sign-extension and offset errors
//! (negative bit-fields, all-ones fields, distinct bytes).

use ptx_abi_core::vector::{Bfloat162, Double3, Float3, Float4, Half2, Int2, Longlong3, Uchar3};
use ptx_abi_core::DevicePtr;

use super::Subject;
use crate::figures::{
    BoundaryAlignment, RightToLeft, StorageUnitSharing, UnionAllocation, UnnamedBitFields,
};

mod types;
pub use types::*;

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
        Subject::of(&BoundaryAlignment::SAMPLE),
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
            l3: Longlong3::new(-1, i64::MAX, 42),
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
