//! Where a kernel's parameters sit: in the PTX declarations (the *natural* layout) and in the
//! GPU's constant bank (the *device* layout, which `ptxas` chooses per architecture).
//!
//! `ABI.md` §6 (the measurements: `tools/oracle-facts.md` §4): `ptxas` places the parameter
//! block in constant bank 0 after the driver's own data and aligns each parameter's *bank
//! address* to the parameter's alignment. The block sits at bank offset 0x160 on sm_70 to sm_89
//! (0x1a80 when its natural size exceeds 4,352 bytes), 0x210 on sm_90 and 0x380 from sm_100 on
//! (`EIATTR_PARAM_CBANK`). 0x1a80 and 0x380 are multiples of 128, so those blocks have the
//! natural offsets; 0x160 is a multiple of 32 but not of 64, and 0x210 of 16 but not of 32, so
//! a parameter aligned 64 or 128 (sm_70 to sm_89) or 32 and above (sm_90) can move, up or down.
//! sm_50 to sm_62 (block at 0x140) keep the natural offsets. Measured with `ptxas -arch=sm_XX`
//! (12.9 for sm_50 to sm_121, 13.5 for sm_75 to sm_121) and `cuobjdump -elf`
//! (`EIATTR_KPARAM_INFO`, `EIATTR_PARAM_CBANK`); `tests/oracle/param_layout.rs` checks it
//! on every CI run.
//!
//! Which one an API uses:
//! - the natural layout: the PTX `.param` list, NVRTC's declarations, `ptxas`'s parameter-space
//!   count (the 4,096/32,764-byte limits), the TileIR argument-change block (a C argument list
//!   read through a pointer, never the constant bank);
//! - the device layout: a packed buffer (`CU_LAUNCH_PARAM_BUFFER_POINTER`), what
//!   `cuFuncGetParamInfo` reports, `EIATTR_KPARAM_INFO` in a cubin;
//! - neither: `kernelParams` (one pointer per parameter; the driver places them itself).

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;

use crate::layout::{round_up, Layout};

/// The natural block size above which `ptxas` moves an sm_70-sm_89 block from bank offset 0x160
/// to 0x1a80: 4,352 bytes, the limit before large kernel parameters (measured: `(u8, A64,
/// char[4224])` is at 0x160, `(u8, A64, char[4225])` at 0x1a80, also when the device block at
/// 0x160 would be larger than the natural one).
pub const LARGE_BLOCK: usize = 4352;

/// A family of GPU architectures that `ptxas` gives one device parameter layout.
///
/// New architectures fall into the newest family ([`SmFamily::of_sm`]) until a measurement says
/// otherwise; the enum is `non_exhaustive` so that a family can be added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum SmFamily {
    /// sm_50 to sm_62 (Maxwell, Pascal): block at bank offset 0x140, offsets natural.
    Sm50,
    /// sm_70 to sm_89 (Volta, Turing, Ampere, Ada): block at bank offset 0x160, bank addresses
    /// aligned.
    Sm70,
    /// sm_90 and sm_90a (Hopper): block at bank offset 0x210, bank addresses aligned.
    Sm90,
    /// sm_100 and newer (Blackwell: sm_100, 101, 103, 110, 120, 121): offsets natural.
    Sm100,
}

impl SmFamily {
    /// Every family, oldest first.
    pub const ALL: [SmFamily; 4] = [
        SmFamily::Sm50,
        SmFamily::Sm70,
        SmFamily::Sm90,
        SmFamily::Sm100,
    ];

    /// The family of `sm_XY` given as `XY` (`90` for sm_90 and sm_90a, `120` for sm_120).
    pub const fn of_sm(sm: u32) -> SmFamily {
        match sm {
            0..=69 => SmFamily::Sm50,
            70..=89 => SmFamily::Sm70,
            90..=99 => SmFamily::Sm90,
            _ => SmFamily::Sm100,
        }
    }

    /// The constant-bank address the offsets of a block whose natural size is `natural_size`
    /// are aligned from: the block's bank offset (`EIATTR_PARAM_CBANK`), which `ptxas` aligns
    /// each parameter's bank address from. sm_50 to sm_62 do not align bank addresses (their
    /// block is at 0x140, their offsets natural): 0 there.
    pub const fn aligned_from(self, natural_size: usize) -> usize {
        match self {
            SmFamily::Sm50 => 0,
            SmFamily::Sm70 if natural_size > LARGE_BLOCK => 0x1a80,
            SmFamily::Sm70 => 0x160,
            SmFamily::Sm90 => 0x210,
            SmFamily::Sm100 => 0x380,
        }
    }

    /// The range of `sm_XY` numbers, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            SmFamily::Sm50 => "sm_50-sm_62",
            SmFamily::Sm70 => "sm_70-sm_89",
            SmFamily::Sm90 => "sm_90",
            SmFamily::Sm100 => "sm_100+",
        }
    }
}

impl fmt::Display for SmFamily {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which layout of a kernel's parameter block: the declarations' or a GPU family's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParamLayout {
    /// Each parameter at the next multiple of its alignment from 0: the PTX declarations.
    Natural,
    /// Where `ptxas` puts the parameters for this family: what a packed buffer must follow.
    Device(SmFamily),
}

impl ParamLayout {
    /// The device layout of `sm_XY` given as `XY`.
    pub const fn for_sm(sm: u32) -> ParamLayout {
        ParamLayout::Device(SmFamily::of_sm(sm))
    }

    /// Every device layout, oldest family first.
    pub const DEVICES: [ParamLayout; 4] = [
        ParamLayout::Device(SmFamily::Sm50),
        ParamLayout::Device(SmFamily::Sm70),
        ParamLayout::Device(SmFamily::Sm90),
        ParamLayout::Device(SmFamily::Sm100),
    ];

    /// The bank address offsets are aligned from ([`SmFamily::aligned_from`]); 0 for the
    /// natural layout.
    pub const fn aligned_from(self, natural_size: usize) -> usize {
        match self {
            ParamLayout::Natural => 0,
            ParamLayout::Device(f) => f.aligned_from(natural_size),
        }
    }
}

impl fmt::Display for ParamLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamLayout::Natural => f.write_str("natural (declaration) layout"),
            ParamLayout::Device(family) => write!(f, "{family} device layout"),
        }
    }
}

/// Places kernel parameters in a parameter block of one [`ParamLayout`].
///
/// Natural: each parameter at the next multiple of its alignment (a scalar's size, an
/// aggregate's alignment, spec 2.3 note D). `ptxas` counts the limit this way: `.param .u8 a,
/// .param .align 4 .b8 b[32761]` "uses too much parameter space (0x7ffd bytes, 0x7ffc max)",
/// 4 + 32,761 bytes, and it does so for every architecture, also where the device layout is
/// larger (`ABI.md` §7).
///
/// Device: the bank address `from + offset` is aligned instead ([`SmFamily::aligned_from`]),
/// which depends on the block's natural size: place every parameter in a natural block first.
#[derive(Clone, Copy, Debug)]
pub struct ParamBlock {
    from: usize,
    end: usize,
}

impl Default for ParamBlock {
    fn default() -> Self {
        ParamBlock::new()
    }
}

impl ParamBlock {
    /// An empty block of the natural layout.
    pub const fn new() -> ParamBlock {
        ParamBlock { from: 0, end: 0 }
    }

    /// An empty block of `layout`, for parameters whose natural block is `natural_size` bytes.
    pub const fn of(layout: ParamLayout, natural_size: usize) -> ParamBlock {
        ParamBlock {
            from: layout.aligned_from(natural_size),
            end: 0,
        }
    }

    /// Places a parameter of type `layout`; returns the block and the parameter's offset.
    pub const fn place(self, layout: &Layout) -> (ParamBlock, usize) {
        self.place_raw(layout.size, layout.align)
    }

    /// Places a parameter of `size` bytes aligned `align` (a power of two).
    pub const fn place_raw(self, size: usize, align: usize) -> (ParamBlock, usize) {
        let offset = round_up(self.from + self.end, align) - self.from;
        (
            ParamBlock {
                from: self.from,
                end: offset + size,
            },
            offset,
        )
    }

    /// The bytes used: the end of the last parameter (not rounded up: `ptxas` does not).
    pub const fn size(self) -> usize {
        self.end
    }
}

/// The offsets of parameters `(size, align)` in `layout`, and the block's size.
pub fn place_all(params: &[(usize, usize)], layout: ParamLayout) -> (Vec<usize>, usize) {
    let mut offsets = Vec::with_capacity(params.len());
    let size = place_each(params.iter().copied(), layout, |_, offset| {
        offsets.push(offset)
    });
    (offsets, size)
}

/// Places parameters `(size, align)` in `layout`, giving `each` every parameter's index and
/// offset in order, and returns the block's size; no allocation (a checked launch's check runs
/// it on every launch). The device layout aligns bank addresses from a point that depends on
/// the block's natural size ([`ParamBlock::of`]), so the natural block is placed first.
pub(crate) fn place_each(
    params: impl Iterator<Item = (usize, usize)> + Clone,
    layout: ParamLayout,
    mut each: impl FnMut(usize, usize),
) -> usize {
    let natural = params.clone().fold(ParamBlock::new(), |b, (size, align)| {
        b.place_raw(size, align).0
    });
    let mut block = ParamBlock::of(layout, natural.size());
    for (index, (size, align)) in params.enumerate() {
        let (next, offset) = block.place_raw(size, align);
        block = next;
        each(index, offset);
    }
    block.size()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offsets(layout: ParamLayout, params: &[(usize, usize)]) -> Vec<usize> {
        place_all(params, layout).0
    }

    /// The three kernels of the ABI document's table: `(A32 s, int *out)`, `(unsigned a, A64 s,
    /// int *out)`, `(char c, A128 s, int *out)`, read from `EIATTR_KPARAM_INFO`.
    #[test]
    fn the_measured_table() {
        let k32 = [(32, 32), (8, 8)];
        let k64 = [(4, 4), (64, 64), (8, 8)];
        let k128 = [(1, 1), (128, 128), (8, 8)];
        let sm = |n| ParamLayout::for_sm(n);
        for n in [70, 75, 80, 86, 89] {
            assert_eq!(offsets(sm(n), &k32), [0, 32]);
            assert_eq!(offsets(sm(n), &k64), [0, 32, 96]);
            assert_eq!(offsets(sm(n), &k128), [0, 32, 160]);
        }
        assert_eq!(offsets(sm(90), &k32), [16, 48]);
        assert_eq!(offsets(sm(90), &k64), [0, 48, 112]);
        assert_eq!(offsets(sm(90), &k128), [0, 112, 240]);
        for layout in [ParamLayout::Natural, sm(50), sm(61), sm(100), sm(120)] {
            assert_eq!(offsets(layout, &k32), [0, 32]);
            assert_eq!(offsets(layout, &k64), [0, 64, 128]);
            assert_eq!(offsets(layout, &k128), [0, 128, 256]);
        }
    }

    #[test]
    fn natural_places_at_aligned_offsets() {
        let (b, o) = ParamBlock::new().place_raw(1, 1);
        assert_eq!(o, 0);
        let (b, o) = b.place_raw(8, 8);
        assert_eq!(o, 8);
        let (b, o) = b.place_raw(2, 2);
        assert_eq!((o, b.size()), (16, 18));
    }

    /// `(u8, A64, char[X])` and `(char[40] align 4, A64, char[X])` around 4,352 bytes, sm_80.
    #[test]
    fn sm70_blocks_over_4352_bytes_are_natural() {
        let sm80 = ParamLayout::for_sm(80);
        assert_eq!(offsets(sm80, &[(1, 1), (64, 64), (4224, 4)]), [0, 32, 96]);
        assert_eq!(offsets(sm80, &[(1, 1), (64, 64), (4225, 4)]), [0, 64, 128]);
        assert_eq!(offsets(sm80, &[(40, 4), (64, 64), (4224, 4)]), [0, 96, 160]);
        assert_eq!(offsets(sm80, &[(40, 4), (64, 64), (4225, 4)]), [0, 64, 128]);
        // sm_90 keeps its base.
        let sm90 = ParamLayout::for_sm(90);
        assert_eq!(offsets(sm90, &[(1, 1), (64, 64), (16000, 4)]), [0, 48, 112]);
    }

    #[test]
    fn alignment_up_to_16_is_natural_everywhere() {
        let params = [(1, 1), (16, 16), (2, 2), (12, 4), (8, 8), (3, 1), (16, 16)];
        let natural = offsets(ParamLayout::Natural, &params);
        for layout in ParamLayout::DEVICES {
            assert_eq!(offsets(layout, &params), natural, "{layout}");
        }
    }
}
