//! The `bits` and `vecs` types of the marshal and transfer benches.

use ptx_abi_core::vector::{Float3, Float4};
use ptx_abi_core::PtxAbi;

/// 32 bytes with 8 bit-fields in three units (a 32-bit, a 16-bit and an 8-bit one).
#[derive(PtxAbi, Clone, Copy, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 32, align = 4))]
pub struct Bits {
    pub x: f32,
    pub y: f32,
    pub z: f32,
    pub id: u32,
    #[ptx(bits = 4)]
    pub kind: u32,
    #[ptx(bits = 6)]
    pub level: u32,
    #[ptx(bits = 12)]
    pub flags: u32,
    #[ptx(bits = 10)]
    pub delta: i32,
    #[ptx(bits = 7)]
    pub lane: u16,
    #[ptx(bits = 9)]
    pub group: u16,
    #[ptx(bits = 3)]
    pub tag: u8,
    #[ptx(bits = 1)]
    pub alive: bool,
    pub weight: f32,
    pub seq: u32,
}

/// CUDA vectors: `float3` (align 4, 4 bytes of padding after it) and `float4` (align 16).
#[derive(PtxAbi, Clone, Copy, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
pub struct Vecs {
    pub pos: Float3,
    pub vel: Float4,
    pub mass: f32,
    pub charge: f32,
    pub id: u32,
}
