//! Masked copies (`MARSHALLING.md`, "Masked copies"): a block of a struct whose image is its host
//! bytes with the padding zeroed is written by loading each value's image-sized host bytes,
//! AND-ing them with a constant mask that keeps the members' bytes and zeros the rest, and
//! storing the result: two loads, two ANDs and two stores for a 32-byte image, where assembling
//! it member by member takes a load per member (`padded` of the marshal bench: five).
//!
//! The loads include the host value's padding, which Rust's abstract machine treats as
//! uninitialised, so they are inline assembly, never Rust loads: no uninitialised byte becomes a
//! Rust value, and what the assembly leaves in memory is what a copy of the members' bytes and
//! a store of zeros over the rest would leave (the mask keeps exactly the members' bytes, which
//! are initialised; every other byte stored is a zero). The padding's bytes live only in a
//! vector register, between the load and the AND that clears them; none reaches the image. Under
//! Miri, which runs no assembly, the words are assembled from the members as on other targets
//! (`Table::write_words`).

use core::arch::asm;
use core::arch::x86_64::{__m128i, _mm_load_si128};

use super::stores::prefetch_ahead;
use super::table::{at_host_offsets, Table};

/// The largest image copied masked: four 16-byte pieces, held in registers with their masks
/// (eight of the sixteen `xmm` registers). Larger images keep the word assembly.
const MAX_BYTES: usize = 64;

/// An image's mask: `0xff` where the image holds a copied member's byte, `0` elsewhere; past
/// the image's size, unused. 16-aligned for `movdqa`.
#[repr(C, align(16))]
struct Mask([u8; MAX_BYTES]);

impl Mask {
    /// The mask's four 16-byte pieces, as the registers the assembly ANDs with.
    #[inline(always)]
    fn pieces(&self) -> [__m128i; 4] {
        // SAFETY: the mask is 16-aligned and `MAX_BYTES` (four pieces) long; SSE2 is part of the
        // x86_64 baseline.
        core::array::from_fn(|k| unsafe { _mm_load_si128(self.0.as_ptr().add(16 * k).cast()) })
    }
}

/// Whether the struct of `table` is written by masked copies: its image is its host bytes with
/// the rest zeroed ([`at_host_offsets`]), whole 8-byte words, at most
/// [`MAX_BYTES`] long. A `const fn` of the type's table, chosen with `if const` as
/// `has_many_runs` is.
pub(super) const fn masks(table: Option<&Table>) -> bool {
    at_host_offsets(table)
        && matches!(table, Some(table) if table.size % 8 == 0 && table.size <= MAX_BYTES)
}

/// The mask of the struct of `table` ([`Mask`]); all zeros for a type that is not written by
/// masked copies ([`masks`]).
const fn mask(table: Option<&Table>) -> Mask {
    let mut bytes = [0u8; MAX_BYTES];
    if masks(table) {
        let Some(table) = table else { unreachable!() };
        let mut r = 0;
        while r < table.runs.len() {
            let run = &table.runs[r];
            let mut b = run.at;
            while b < run.at + run.len {
                bytes[b] = 0xff;
                b += 1;
            }
            r += 1;
        }
    }
    Mask(bytes)
}

/// One image of `$size` bytes: each 16-byte piece (`$x` at `$at`, masked by `$m`) and an 8-byte
/// last piece (`$t` at `$tat`, masked by `$tm`) loaded from `$src`, AND-ed with its mask and
/// stored at `$dst`; every load first, then the ANDs, then the stores, so that the loads of the
/// next value are not held behind this one's stores.
macro_rules! masked_image {
    ($src:expr, $dst:expr; [$($x:ident $m:ident = $mv:expr, $at:literal;)*] [$($t:ident $tm:ident = $tmv:expr, $tat:literal)?]) => {
        masked_image!(movdqu $src, $dst; [$($x $m = $mv, $at;)*] [$($t $tm = $tmv, $tat)?])
    };
    ($store:ident $src:expr, $dst:expr; [$($x:ident $m:ident = $mv:expr, $at:literal;)*] [$($t:ident $tm:ident = $tmv:expr, $tat:literal)?]) => {
        asm!(
            $(concat!("movdqu {", stringify!($x), "}, xmmword ptr [{src} + ", $at, "]"),)*
            $(concat!("movq {", stringify!($t), "}, qword ptr [{src} + ", $tat, "]"),)?
            $(concat!("pand {", stringify!($x), "}, {", stringify!($m), "}"),)*
            $(concat!("pand {", stringify!($t), "}, {", stringify!($tm), "}"),)?
            $(concat!(stringify!($store), " xmmword ptr [{dst} + ", $at, "], {", stringify!($x), "}"),)*
            $(concat!("movq qword ptr [{dst} + ", $tat, "], {", stringify!($t), "}"),)?
            src = in(reg) $src,
            dst = in(reg) $dst,
            $($x = out(xmm_reg) _, $m = in(xmm_reg) $mv,)*
            $($t = out(xmm_reg) _, $tm = in(xmm_reg) $tmv,)?
            options(nostack, preserves_flags),
        )
    };
}

/// Writes the images of `values` to `dst`, one after another: each value's first `size` bytes
/// (its image's size) AND-ed with the mask of `T`. With `STREAM`, each 16-byte piece is stored
/// past the cache (`movntdq`) and the values ahead are prefetched (`prefetch_ahead`), for a block
/// larger than the caches (`Table::write_block`, as the word assembly's `Pairs<true>` stores
/// one); the caller then fences after the block.
///
/// # Safety
/// `T` is written by masked copies ([`masks`]: its image is whole words, at most
/// [`MAX_BYTES`] and no longer than the value, and the mask keeps exactly the bytes of its
/// copied members, which are initialised, so that every byte written is); `dst` is valid for
/// writes of `values.len()` images and does not overlap `values`. With `STREAM`, the image is
/// a multiple of 16 bytes and `dst` 16-aligned (`movntdq` needs aligned pieces).
#[inline(always)]
pub(super) unsafe fn write<T: crate::abi::PtxAbi, const STREAM: bool>(values: &[T], dst: *mut u8) {
    let mask: &'static Mask = const { &mask(T::DERIVED) };
    let m = mask.pieces();
    let (size, stride) = (T::LAYOUT.size, size_of::<T>());
    let (mut src, mut dst) = (values.as_ptr().cast::<u8>(), dst);
    for _ in 0..values.len() {
        // SAFETY: each block reads `size` bytes at `src`, within the value (`size <= stride`),
        // uninitialised padding included, only into `xmm` registers, where the AND clears every
        // byte the mask does not keep before the store; it writes `size` bytes at `dst`, within
        // the image (the caller's contract), 16-aligned pieces where it streams them. What it
        // leaves in memory is the members' bytes and zeros, as a copy of each run and a store
        // of zeros would (the module's docs). It uses no stack and leaves the flags as they
        // were.
        unsafe {
            if STREAM {
                prefetch_ahead(src, stride);
                match size {
                    16 => masked_image!(movntdq src, dst; [x0 m0 = m[0], 0;] []),
                    32 => masked_image!(movntdq src, dst; [x0 m0 = m[0], 0; x1 m1 = m[1], 16;] []),
                    48 => masked_image!(movntdq src, dst;
                        [x0 m0 = m[0], 0; x1 m1 = m[1], 16; x2 m2 = m[2], 32;] []),
                    64 => masked_image!(movntdq src, dst;
                        [x0 m0 = m[0], 0; x1 m1 = m[1], 16; x2 m2 = m[2], 32; x3 m3 = m[3], 48;] []),
                    _ => unreachable!("a streamed masked image is 16 to 64 bytes, whole pieces"),
                }
            } else {
                match size {
                    8 => masked_image!(src, dst; [] [t tm = m[0], 0]),
                    16 => masked_image!(src, dst; [x0 m0 = m[0], 0;] []),
                    24 => masked_image!(src, dst; [x0 m0 = m[0], 0;] [t tm = m[1], 16]),
                    32 => masked_image!(src, dst; [x0 m0 = m[0], 0; x1 m1 = m[1], 16;] []),
                    40 => masked_image!(src, dst;
                        [x0 m0 = m[0], 0; x1 m1 = m[1], 16;] [t tm = m[2], 32]),
                    48 => masked_image!(src, dst;
                        [x0 m0 = m[0], 0; x1 m1 = m[1], 16; x2 m2 = m[2], 32;] []),
                    56 => masked_image!(src, dst;
                        [x0 m0 = m[0], 0; x1 m1 = m[1], 16; x2 m2 = m[2], 32;] [t tm = m[3], 48]),
                    64 => masked_image!(src, dst;
                        [x0 m0 = m[0], 0; x1 m1 = m[1], 16; x2 m2 = m[2], 32; x3 m3 = m[3], 48;] []),
                    _ => unreachable!("a masked image is 8 to 64 bytes, whole words"),
                }
            }
        }
        src = src.wrapping_add(stride);
        dst = dst.wrapping_add(size);
    }
}
