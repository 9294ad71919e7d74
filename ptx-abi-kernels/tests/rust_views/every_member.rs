// Every kind of member a device view reads: bit-fields signed, unsigned, `bool`, enum
// and 128-bit (wide and narrow), a whole `i128`, a packed struct with bit-fields, nested
// structs, arrays (of structs, of `bool`s, two-dimensional), CUDA vectors, an enum, a 16-bit
// float and a pointer. Compiled twice: into the host test (`rust_views.rs`) and, as a module of a
// `no_std` kernel crate, for nvptx64, whose PTX must call nothing it does not define.

use ptx_abi_core::vector::{Float3, Float4, Int2};
use ptx_abi_core::{DevicePtr, DeviceView, PtxAbi};

#[derive(PtxAbi, DeviceView, Clone, Copy, Debug, PartialEq)]
#[repr(i8)]
pub enum EveryMode {
    Back = -2,
    Fwd = 1,
    Stop = 3,
}

#[derive(PtxAbi, DeviceView, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct EveryBits {
    #[ptx(bits = 5)]
    pub sgn: i32,
    #[ptx(bits = 11)]
    pub uns: u16,
    #[ptx(bits = 1)]
    pub flag: bool,
    #[ptx(bits = 3)]
    pub mode: EveryMode,
    #[ptx(bits = 100)]
    pub wide: i128,
    #[ptx(bits = 7)]
    pub narrow: u128,
    pub whole: i128,
}

#[derive(PtxAbi, DeviceView, Clone, Copy, Debug, PartialEq)]
#[repr(C, packed)]
pub struct EveryPacked {
    pub tag: u8,
    #[ptx(bits = 13)]
    pub a: i32,
    pub b: u64,
    #[ptx(bits = 30)]
    pub c: i64,
}

#[derive(PtxAbi, DeviceView, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct EveryMember {
    pub bits: EveryBits,
    pub packed: [EveryPacked; 2],
    pub pos: Float3,
    pub color: Float4,
    pub cell: Int2,
    pub flags: [bool; 3],
    pub mode: EveryMode,
    pub h: half::f16,
    pub next: DevicePtr<EveryMember>,
    pub grid: [[u16; 3]; 2],
}
