//! The data of a derived struct's or union's marshalling: the [`Table`] of its members
//! ([`Marshal`]) and runs of copied members ([`Run`]), and the state the loops carry ([`Writer`],
//! and on x86-64 [`Quad`]). Only types and the questions a table answers by itself live here;
//! the loops that walk a table are in `blocks.rs`, `quads.rs` and `masked.rs`, so that the
//! trait (`abi.rs`), which names `Table`, imports nothing that imports it.

#[cfg(target_arch = "x86_64")]
use core::arch::x86_64::__m128i;

use crate::error::{Error, ErrorKind};
use crate::layout::Field;

/// Why a member failed to marshal: a bit-field value (which knows nothing of where it is), or a
/// nested value's own error.
pub(in crate::derived) enum Fault {
    /// A bit-field's value or image was out of range or invalid.
    Bits(ErrorKind),
    /// A member's type reported an error of its own.
    Value(Error),
}

/// Writes one member into `w.out`, the containing type's image (exactly its size). `src` points
/// to the member in the host value; `at` is its byte offset in the image, or its bit offset for
/// a bit-field, whose range-checked bits go to `w.pending`, to be stored with the other
/// bit-fields of its unit (`blocks.rs`). Returns `false` after leaving the fault in `w.fault`.
pub(in crate::derived) type WriteFn =
    unsafe fn(src: *const u8, w: &mut Writer<'_>, at: usize, width: u32) -> bool;

/// Reads one member from `bytes` (the containing type's image, exactly its size) and writes it,
/// valid, to `dst`, the member's place in an uninitialised host value. Returns `false` after
/// leaving the fault in `fault`.
pub(in crate::derived) type ReadFn =
    unsafe fn(bytes: &[u8], at: usize, width: u32, dst: *mut u8, fault: &mut Option<Fault>) -> bool;

/// The state of one image being written: the image, the bit-fields not yet stored, and where
/// to leave a fault. The fault lives outside: the functions that record one take its address,
/// and the rest of the state must not have its address taken, so that the optimiser keeps it
/// in registers (the image's length, known, then makes every window offset a constant).
pub(in crate::derived) struct Writer<'a> {
    pub(in crate::derived) out: &'a mut [u8],
    pub(in crate::derived) pending: Pending,
    pub(in crate::derived) fault: &'a mut Option<Fault>,
    /// Non-zero if a bit-field's value did not fit its width. Bit-fields are range-checked
    /// without a branch each (a number per field, zero when it fits, OR-ed here); the members
    /// are walked again, `checking`, to name the first that failed, only when one did.
    pub(in crate::derived) excess: u128,
    /// Whether a bit-field that does not fit stops the walk with its fault (the second walk).
    pub(in crate::derived) checking: bool,
}

/// Bit-fields waiting to be stored: the window of the image they fall in (its first byte; the
/// window is 8 bytes long, or the whole image if that is shorter) and their bits in it.
pub(in crate::derived) struct Pending {
    pub(in crate::derived) start: usize,
    pub(in crate::derived) word: u64,
}

/// How to marshal one member, kept at run time (the layout record is in `Derived::fields`).
#[derive(Clone, Copy)]
pub(in crate::derived) struct Marshal {
    /// `offset_of!` the member in the host type.
    pub(in crate::derived) host: usize,
    /// Where the member starts in the image: its byte offset, or its bit offset for a bit-field.
    pub(in crate::derived) at: usize,
    /// A bit-field's width (0 for other members).
    pub(in crate::derived) width: u32,
    /// Whether the member's host bytes are its image (`MARSHALLING.md`, "Word assembly"),
    /// wherever it sits in the host value and in the image: such members are copied, as runs of
    /// bytes assembled into the image's words, never written member by member (`blocks.rs`).
    pub(in crate::derived) copied: bool,
    /// The member type's `ALL_BITS_VALID`: a copied member without it (a `bool`, an enum, or a
    /// type holding one) is checked when read back, after the copy.
    pub(in crate::derived) all_bits_valid: bool,
    /// The member's image size: for a copied member, the bytes copied (kept here rather than
    /// read through the layout, so that the copy's size is a constant of the table's array).
    pub(in crate::derived) size: usize,
    /// For a bit-field of a struct packed four values at a time (`quads.rs`): its host bytes
    /// (1, 2 or 4: its type's `BitFieldType::LANE_BYTES`); 0 for every other member.
    pub(in crate::derived) lane: u8,
    /// For a bit-field, whether its type is signed.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    pub(in crate::derived) signed: bool,
    /// For a lane bit-field, whether the image window its bits are stored in (`quads.rs`) holds
    /// bytes of members that are not bit-fields, so that it is OR-ed in rather than stored.
    pub(in crate::derived) shared: bool,
    /// Whether this lane bit-field and the next three are 32-bit ones at consecutive host
    /// offsets: loaded as one 16-byte row per value and transposed (`quads.rs`).
    pub(in crate::derived) quad: bool,
    /// For a lane bit-field, how its four values are loaded (`quads.rs`): `load` host bytes (1,
    /// 2 or 4) at `host`, or 0 when the previous lane bit-field's load holds them too,
    /// `load_shift` bits up.
    pub(in crate::derived) load: u8,
    pub(in crate::derived) load_shift: u8,
    /// Packs a lane bit-field of four values (`quads.rs`); nothing for other members. A pointer,
    /// as `write` is, so that the loop over the members stays short enough to be unrolled before
    /// it is inlined.
    #[cfg(target_arch = "x86_64")]
    pub(in crate::derived) pack: PackFn,
    pub(in crate::derived) write: WriteFn,
    pub(in crate::derived) read: ReadFn,
}

/// A run of copied members that follow one another without a gap in the image and in the host
/// value: written as one range of bytes (`blocks.rs`, `Table::write_words`). Kept apart from
/// the members so that the loop over them is as short as the runs are few, which lets the
/// optimiser unroll it whatever the number of members.
#[derive(Clone, Copy)]
pub(in crate::derived) struct Run {
    /// The run's first byte in the image.
    pub(in crate::derived) at: usize,
    /// Its first byte in the host value: `at` where the members sit at the same offsets in
    /// both, elsewhere where the host puts them elsewhere (members before them laid out
    /// differently, a `repr(Rust)` order).
    pub(in crate::derived) host: usize,
    /// Its length in bytes (more than zero).
    pub(in crate::derived) len: usize,
}

/// A derived struct's marshalling table without its member count, so that the trait's bulk
/// paths reach it through one associated constant (`PtxAbi::DERIVED`) instead of two methods
/// per derived type (which cost a fifth more build time, BENCHMARKS.md section 7). Built from the
/// type's `'static` [`Derived`], its slices point into it: once inlined, the loops over them see
/// constant members, as over the array.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Table {
    pub(in crate::derived) marshal: &'static [Marshal],
    pub(in crate::derived) runs: &'static [Run],
    pub(in crate::derived) fields: &'static [Field],
    pub(in crate::derived) name: &'static str,
    pub(in crate::derived) size: usize,
    pub(in crate::derived) host_size: usize,
    pub(in crate::derived) image_equal: bool,
    pub(in crate::derived) all_bits_valid: bool,
    pub(in crate::derived) quads: bool,
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    pub(in crate::derived) others: bool,
}

impl Table {
    /// The struct's `IMAGE_EQUAL`.
    pub const fn image_equal(&self) -> bool {
        self.image_equal
    }

    /// The struct's `ALL_BITS_VALID`.
    pub const fn all_bits_valid(&self) -> bool {
        self.all_bits_valid
    }

    /// Whether every member is copied: each image is its words ([`Table::write_words`]), with
    /// nothing written over them.
    #[inline(always)]
    pub(in crate::derived) const fn all_copied(&self) -> bool {
        let mut all_copied = true;
        let mut i = 0;
        while i < self.marshal.len() {
            all_copied &= self.marshal[i].copied;
            i += 1;
        }
        all_copied
    }

    /// Whether blocks of the struct are written four values at a time, bit-fields packed in SIMD
    /// registers (`quads.rs`) on `x86_64` (for the tests).
    pub const fn writes_in_quads(&self) -> bool {
        self.quads
    }
}

/// Whether the image of the struct of `table` is its host bytes with every other byte zero:
/// every member copied, each run of members at the same offset in the host value and in the
/// image, and an image no longer than the host value. Such a struct's images are written by
/// masked copies where they can be (`masked.rs`); where the host value is as long as its image,
/// a block of them is read back as one copy (the images' zeros landing in the host's padding)
/// before the members that need it are checked. A `const fn` of the type's table, chosen with
/// `if const` as [`has_many_runs`] is.
pub(in crate::derived) const fn at_host_offsets(table: Option<&Table>) -> bool {
    let Some(table) = table else {
        return false;
    };
    if table.size > table.host_size || !table.all_copied() {
        return false;
    }
    let mut r = 0;
    while r < table.runs.len() {
        if table.runs[r].host != table.runs[r].at {
            return false;
        }
        r += 1;
    }
    true
}

#[cfg(target_arch = "x86_64")]
/// One window's bits for four values: its first byte and length in the image, whether it
/// holds other members' bytes, and its two slots' lanes.
pub(in crate::derived) struct Window {
    pub(in crate::derived) start: usize,
    pub(in crate::derived) len: usize,
    pub(in crate::derived) shared: bool,
    pub(in crate::derived) lo: __m128i,
    pub(in crate::derived) hi: __m128i,
}

#[cfg(target_arch = "x86_64")]
/// The state of four values being written: where they are, and the bit-fields not yet
/// stored.
pub(in crate::derived) struct Quad {
    pub(in crate::derived) src: *const u8,
    pub(in crate::derived) dst: *mut u8,
    pub(in crate::derived) stride: usize,
    pub(in crate::derived) size: usize,
    /// Non-zero where a value did not fit its bit-field.
    pub(in crate::derived) bad: __m128i,
    pub(in crate::derived) open: Window,
    /// The rows of the last transposed group of four members ([`transpose`]), and the next
    /// member's (4: none left).
    pub(in crate::derived) rows: [__m128i; 4],
    pub(in crate::derived) next_row: usize,
    /// The last lane bit-field's load ([`gather`]), which the next may share.
    pub(in crate::derived) last: __m128i,
    /// Whether windows are kept in `words` (to be merged into the words of the images as
    /// they are stored: [`Merged`]) rather than stored over the images.
    pub(in crate::derived) merging: bool,
    /// The bit-fields' bits of each 8-byte word of the images (`merging`): word `j`'s of
    /// values 0 and 1 in the two 64-bit lanes of `words[j][0]`, of values 2 and 3 in
    /// `words[j][1]`; zero in words without bit-fields.
    pub(in crate::derived) words: [[__m128i; 2]; MERGED_WORDS],
}

#[cfg(target_arch = "x86_64")]
/// [`pack`] as a [`Marshal`] holds it.
pub(in crate::derived) type PackFn = unsafe fn(&Marshal, &mut Quad);

#[cfg(target_arch = "x86_64")]
/// Images of up to this many 8-byte words (128 bytes) whose size is a multiple of 16 have
/// their bit-fields merged into their words ([`Merged`]).
pub(in crate::derived) const MERGED_WORDS: usize = 16;
