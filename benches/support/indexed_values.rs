//! The values the transfer benches move: value `i` of each type, made from its index (so that
//! every run moves the same values, and a wrong one names its place).

use super::bulk_types::{Bits, Vecs};
use super::padded_type::Padded;
use ptx_abi_core::vector::{Float3, Float4};

pub fn padded(i: usize) -> Padded {
    Padded {
        a: i as u8,
        b: i as f64 * 0.5,
        c: (i >> 3) as u16,
        d: i as u32,
        e: (i >> 11) as u8,
    }
}

pub fn vecs(i: usize) -> Vecs {
    let f = i as f32;
    Vecs {
        pos: Float3::new(f, f + 1.0, f + 2.0),
        vel: Float4::new(f * 0.5, 1.0, 2.0, 0.0),
        mass: f * 0.25,
        charge: -f,
        id: i as u32,
    }
}

pub fn bits(i: usize) -> Bits {
    Bits {
        x: i as f32,
        y: 1.0,
        z: 2.0,
        id: i as u32,
        kind: (i & 0xf) as u32,
        level: ((i >> 4) & 0x3f) as u32,
        flags: ((i >> 10) & 0xfff) as u32,
        delta: (i & 0x3ff) as i32 - 512,
        lane: (i & 0x7f) as u16,
        group: ((i >> 7) & 0x1ff) as u16,
        tag: (i & 7) as u8,
        alive: i % 3 == 0,
        weight: 0.5,
        seq: !(i as u32),
    }
}
