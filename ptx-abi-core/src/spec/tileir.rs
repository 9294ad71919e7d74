//! The TileIR callback tables (NVIDIA's TileIR callbacks note, "the note"; `ABI.md` §5), declared with
//! `#[derive(PtxAbi)]` and checked at compile time; a validator for a callback vector read from
//! bytes; and the argument block of `__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE`, built from a kernel's
//! [`Signature`].
//!
//! ```
//! use ptx_abi_core::spec::tileir::{validate_callback_vector, CallbackVectorError, ABI_REVISION};
//!
//! let mut slots = [0u64; 9];
//! slots[4] = ABI_REVISION; // 0x40
//! slots[6] = 3; // multiplier A
//! slots[7] = 5; // multiplier B
//! let bytes: Vec<u8> = slots.iter().flat_map(|s| s.to_le_bytes()).collect();
//! let v = validate_callback_vector(&bytes).unwrap();
//! assert_eq!(v.scale_a(7), 21); // slots 6 and 7 multiply; they are not flags
//! slots[8] = 1; // the sentinel must be zero
//! let bytes: Vec<u8> = slots.iter().flat_map(|s| s.to_le_bytes()).collect();
//! assert_eq!(validate_callback_vector(&bytes), Err(CallbackVectorError::Sentinel(1)));
//! ```
//!
//! **Tensor maps.** The note says a TMA argument is a 64-byte descriptor that "matches the SM90+
//! tensor-map descriptor". It does not: `cuda.h` (12.9 and 13.5) declares `CUtensorMap` as
//! `cuuint64_t opaque[16]`, 128 bytes ([`crate::handles::CuTensorMap`]). [`TileirTmaDescriptor`] models the
//! note's 64-byte arena slot as given and is deliberately a different type; a kernel's
//! `CUtensorMap` parameters are 128 bytes in [`arguments_change_block`], as `cuda.h` says.

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;

use crate::kernel::{KernelArgs, ParamBlock, Signature};
use crate::layout::Layout;
use crate::PtxAbi; // the trait and its derive macro

/// The ABI revision in slot 4 of `__CUDA_TILEIR_CALLBACKS` (0x40 = 64).
pub const ABI_REVISION: u64 = 0x40;

/// `__CUDA_TILEIR_CALLBACKS`: the module-level entry vector, nine 64-bit slots (72 bytes),
/// `(isConstant, linkage) = (1, 0)`.
#[derive(PtxAbi, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[ptx(crate = "crate")]
#[repr(C)]
#[ptx(assert(size = 72, align = 8))]
pub struct TileirCallbackVector {
    /// Slot 0: `__cuda_tileir_init`, called on `dlopen`.
    pub init_fn: u64,
    /// Slot 1: `__cuda_tileir_fini`, called on `dlclose`.
    pub fini_fn: u64,
    /// Slot 2: `__cuda_tileir_compile_begin`.
    pub compile_begin_fn: u64,
    /// Slot 3: `__cuda_tileir_compile_end`.
    pub compile_end_fn: u64,
    /// Slot 4: [`ABI_REVISION`], verified at load.
    #[ptx(assert_offset = 32)]
    pub abi_revision: u64,
    /// Slot 5: reserved (zero).
    pub reserved_zero: u64,
    /// Slot 6: multiplier A (`mul i64 %counter, A`): a multiplier, never a flag.
    #[ptx(assert_offset = 48)]
    pub mul_multiplier_a: u64,
    /// Slot 7: multiplier B: a multiplier, never a flag.
    pub mul_multiplier_b: u64,
    /// Slot 8: the sentinel, always zero.
    #[ptx(assert_offset = 64)]
    pub sentinel_zero: u64,
}

impl TileirCallbackVector {
    /// `counter * slot 6`, as the lowered IR computes it (`mul i64`, wrapping).
    pub const fn scale_a(&self, counter: u64) -> u64 {
        counter.wrapping_mul(self.mul_multiplier_a)
    }

    /// `counter * slot 7` (`mul i64`, wrapping).
    pub const fn scale_b(&self, counter: u64) -> u64 {
        counter.wrapping_mul(self.mul_multiplier_b)
    }
}

/// `__CUDA_TILEIR_FUNC_CALLBACKS`: one per kernel, fixed at eight 64-bit slots (64 bytes),
/// `(1, 0)`. The note does not name the slots.
#[derive(PtxAbi, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[ptx(crate = "crate")]
#[repr(C)]
#[ptx(assert(size = 64, align = 8))]
pub struct TileirFuncCallbacks {
    /// The eight slots (`insertvalue` indices 0 to 7).
    pub slots: [u64; 8],
}

/// `__CUDA_TILEIR_CALLBACKS_ON_PRE_LOAD`: the weak, runtime-patched pre-load slot table, seven
/// 64-bit slots (56 bytes), `(0, 7)`.
#[derive(PtxAbi, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[ptx(crate = "crate")]
#[repr(C)]
#[ptx(assert(size = 56, align = 8))]
pub struct TileirOnPreLoadSlot {
    /// `fn`: `void (*)(void *arg_desc, int64_t sm_num, void *tma_arena)`; null means "no hook".
    pub fn_ptr: u64,
    /// The other six slots (not described by the note).
    pub rest: [u64; 6],
}

/// The pre-load callback's argument descriptor: eleven 64-bit slots (88 bytes).
#[derive(PtxAbi, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[ptx(crate = "crate")]
#[repr(C)]
#[ptx(assert(size = 88, align = 8))]
pub struct TileirArgDescriptor {
    /// The eleven slots.
    pub slots: [u64; 11],
}

/// One TMA descriptor of the note's arena: eight 64-bit words, 64-byte aligned. **Not**
/// `CUtensorMap` (128 bytes in `cuda.h`).
#[derive(PtxAbi, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[ptx(crate = "crate")]
#[repr(C, align(64))]
#[ptx(assert(size = 64, align = 64))]
pub struct TileirTmaDescriptor {
    /// The words.
    pub word: [u64; 8],
}

/// The TMA descriptor arena: a two-word header, then eight 64-byte-aligned descriptors.
///
/// The note's C typedef (`uint64_t header[2]; TileirTmaDescriptor descriptor[8];` without
/// `alignas`) would be 528 bytes with `descriptor[0]` at offset 16, which contradicts its own
/// "descriptor storage must be 64-byte aligned". With the descriptors 64-byte aligned, as here,
/// `descriptor[0]` is at 64 and the arena is 576 bytes, aligned to 64.
#[derive(PtxAbi, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[ptx(crate = "crate")]
#[repr(C)]
#[ptx(assert(size = 576, align = 64))]
pub struct TileirTmaArena {
    /// The header words.
    pub header: [u64; 2],
    /// The descriptors.
    #[ptx(assert_offset = 64)]
    pub descriptor: [TileirTmaDescriptor; 8],
}

const _: () = assert!(
    <TileirTmaDescriptor as PtxAbi>::LAYOUT.size
        != <crate::handles::CuTensorMap as PtxAbi>::LAYOUT.size,
    "the note's TMA descriptor is not CUtensorMap"
);

/// Why a callback vector was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallbackVectorError {
    /// Not 72 bytes.
    Length(usize),
    /// Slot 4 is not [`ABI_REVISION`].
    Revision(u64),
    /// Slot 8 is not zero.
    Sentinel(u64),
}

impl fmt::Display for CallbackVectorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallbackVectorError::Length(n) => {
                write!(f, "a TileIR callback vector is 72 bytes, not {n}")
            }
            CallbackVectorError::Revision(r) => {
                write!(
                    f,
                    "TileIR ABI revision {r:#x} in slot 4; expected {ABI_REVISION:#x}"
                )
            }
            CallbackVectorError::Sentinel(s) => {
                write!(
                    f,
                    "TileIR callback vector sentinel (slot 8) is {s:#x}, not zero"
                )
            }
        }
    }
}

impl core::error::Error for CallbackVectorError {}

/// Reads `__CUDA_TILEIR_CALLBACKS` from its 72 little-endian bytes and checks what the runtime
/// checks before installing hooks: revision 0x40 in slot 4 and a zero sentinel in slot 8 (the
/// sentinel first). Slots 6 and 7 are taken as multipliers, whatever their bits: any value is
/// valid, and several set bits are not "several flags".
pub fn validate_callback_vector(bytes: &[u8]) -> Result<TileirCallbackVector, CallbackVectorError> {
    if bytes.len() != 72 {
        return Err(CallbackVectorError::Length(bytes.len()));
    }
    let v: TileirCallbackVector =
        crate::image::from_device_bytes(bytes).expect("72 bytes of u64 slots always read back");
    if v.sentinel_zero != 0 {
        return Err(CallbackVectorError::Sentinel(v.sentinel_zero));
    }
    if v.abi_revision != ABI_REVISION {
        return Err(CallbackVectorError::Revision(v.abi_revision));
    }
    Ok(v)
}

/// The argument block of `__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE`
/// (`int32_t (*)(void *cookie, void *arg_buf, void *tma_arena, <kernel args...>)`): three
/// pointers, then the kernel's arguments in their lowered order, each at the next multiple of its
/// alignment (the kernel parameter-block rule).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgumentsChangeBlock {
    /// The block; padding is zero.
    pub bytes: Vec<u8>,
    /// The offsets of `cookie`, `arg_buf`, `tma_arena`, then of each kernel argument.
    pub offsets: Vec<usize>,
    /// The block's alignment: the largest of its members' (at least 8).
    pub align: usize,
}

/// The offsets of the argument-change callback's arguments for `kernel` (`3 + N` of them), the
/// block's size, and its alignment.
///
/// The natural layout ([`ParamLayout::Natural`](crate::kernel::ParamLayout)), not a GPU's device
/// layout: the block is a C argument list that the callback reads through a pointer, as the
/// TileIR notes lay it out; it never passes through the constant bank, where `ptxas` moves
/// over-aligned parameters.
pub fn arguments_change_layout(kernel: &Signature) -> (Vec<usize>, usize, usize) {
    let ptr: &Layout = &<u64 as PtxAbi>::LAYOUT;
    let mut block = ParamBlock::new();
    let mut offsets = Vec::with_capacity(3 + kernel.params.len());
    let mut align = ptr.align;
    for layout in [ptr; 3]
        .into_iter()
        .chain(kernel.params.iter().map(|p| p.ty.layout))
    {
        let (next, offset) = block.place(layout);
        offsets.push(offset);
        align = align.max(layout.align);
        block = next;
    }
    (offsets, block.size(), align)
}

/// Builds the argument-change callback's block from a kernel's marshalled arguments (from its
/// `kernels!`-generated `args(...)`).
pub fn arguments_change_block<const SIZE: usize, const N: usize, const PACKED: usize>(
    cookie: u64,
    arg_buf: u64,
    tma_arena: u64,
    args: &KernelArgs<SIZE, N, PACKED>,
) -> ArgumentsChangeBlock {
    let (offsets, size, align) = arguments_change_layout(args.signature());
    let mut bytes = vec![0u8; size];
    for (i, p) in [cookie, arg_buf, tma_arena].into_iter().enumerate() {
        bytes[offsets[i]..offsets[i] + 8].copy_from_slice(&p.to_le_bytes());
    }
    for i in 0..N {
        let src = args.param_bytes(i);
        let at = offsets[3 + i];
        bytes[at..at + src.len()].copy_from_slice(src);
    }
    ArgumentsChangeBlock {
        bytes,
        offsets,
        align,
    }
}
