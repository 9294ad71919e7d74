//! The `padded` type of the marshal and transfer benches: padding after `a`, inside (`c`..`d`)
//! and at the tail, 16 of its 32 bytes.

use ptx_abi_core::PtxAbi;

/// Padding at 1..8, 18..20 and 25..32: its copied members are written over a zeroed image.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 32, align = 8))]
pub struct Padded {
    pub a: u8,
    pub b: f64,
    pub c: u16,
    pub d: u32,
    pub e: u8,
}
