//! The corpus's own types (the spec's figures are in `crate::figures`). This file uses nothing
//! but `ptx_abi_core` without `std`: the Rust views' kernel crate compiles it for nvptx64 as it
//! is (`agreement::rust_views`, `tests/rust_views.rs`).

use ptx_abi_core::vector::{Bfloat162, Double3, Float3, Float4, Half2, Int2, Longlong3, Uchar3};
use ptx_abi_core::{DevicePtr, DeviceView, PtxAbi, UnionBytes};

/// A scoped enum with a signed underlying type.
#[derive(PtxAbi, DeviceView, Clone, Copy)]
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
#[derive(PtxAbi, DeviceView, Clone, Copy)]
#[repr(u64)]
pub enum AgreeBig {
    /// Small.
    Small = 1,
    /// Huge.
    Huge = 0xF000_0000_0000_0001,
}

/// CUDA vectors, a float, and bit-fields of `unsigned char`, `bool` and a signed enum.
#[derive(PtxAbi, DeviceView, Clone, Copy)]
#[repr(C)]
pub struct AgreeParticle {
    pub position: Float3,
    pub color: Float4,
    pub mass: f32,
    #[ptx(bits = 3)]
    pub species: u8,
    #[ptx(bits = 1)]
    pub alive: bool,
    #[ptx(bits = 3)]
    pub mode: AgreeMode,
}

/// 64-bit bit-fields, signed and unsigned, straddling no unit; a full-width one.
// Laid out otherwise on Windows (MSVC's bit-fields, `ABI.md` §4a): no device view there.
#[derive(PtxAbi, Clone, Copy)]
#[cfg_attr(not(windows), derive(DeviceView))]
#[repr(C)]
pub struct AgreeWide {
    pub tag: u8,
    #[ptx(bits = 33)]
    pub a: i64,
    #[ptx(bits = 30)]
    pub b: u64,
    #[ptx(bits = 64)]
    pub full: i64,
    #[ptx(bits = 1)]
    pub sign: i32,
    pub big: AgreeBig,
}

/// Nested arrays of structs and vectors, a tuple of distinct widths.
#[derive(PtxAbi, DeviceView, Clone, Copy)]
#[repr(C)]
pub struct AgreeCell {
    pub id: u16,
    #[ptx(bits = 4)]
    pub level: i8,
    pub offset: Int2,
}

/// Arrays of arrays, of structs and of vectors.
#[derive(PtxAbi, DeviceView, Clone, Copy)]
#[repr(C)]
pub struct AgreeGrid {
    pub cells: [[AgreeCell; 2]; 2],
    pub rgb: [Uchar3; 3],
    pub weights: [f64; 2],
    pub count: u32,
}

/// Explicit member and type alignment, doubles and 64-bit integers, pointers.
#[derive(PtxAbi, DeviceView, Clone, Copy)]
#[repr(C, align(32))]
pub struct AgreeAligned {
    pub flag: bool,
    #[ptx(align = 16)]
    pub value: f32,
    pub d3: Double3,
    pub l3: Longlong3,
    pub next: DevicePtr<AgreeAligned>,
    pub raw: DevicePtr<u8>,
}

/// 16-bit floats, alone and in CUDA pairs.
#[derive(PtxAbi, DeviceView, Clone, Copy)]
#[repr(C)]
pub struct AgreeHalves {
    pub h: half::f16,
    pub b: half::bf16,
    pub h2: Half2,
    pub b2: Bfloat162,
    pub tail: i16,
}

/// A union in byte mode, with members of several sizes.
#[derive(PtxAbi, DeviceView, Clone, Copy)]
#[repr(C)]
pub union AgreeWord {
    pub c: u8,
    pub i: u32,
    pub f: f32,
    pub pair: [u16; 3],
}
// SAFETY: values are built with `zeroed()`, then a member is written.
unsafe impl UnionBytes for AgreeWord {}

/// A struct holding a union between two members.
#[derive(PtxAbi, DeviceView, Clone, Copy)]
#[repr(C)]
pub struct AgreeTagged {
    pub kind: i8,
    pub word: AgreeWord,
    pub after: i16,
}

/// A tuple struct.
// Laid out otherwise on Windows (MSVC's bit-fields, `ABI.md` §4a): no device view there.
#[derive(PtxAbi, Clone, Copy)]
#[cfg_attr(not(windows), derive(DeviceView))]
#[repr(C)]
pub struct AgreeTuple(pub i8, pub u64, pub i16, #[ptx(bits = 7)] pub u32);
