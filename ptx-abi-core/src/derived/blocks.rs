//! The marshalling loops of a derived struct or union, which walk its [`Derived`] table.
//!
//! Three things make them run at memory speed (`MARSHALLING.md`; figures: `BENCHMARKS.md` §1):
//! - **Host-equal members are copied, a word at a time.** Members whose host bytes are their
//!   image ([`Marshal::copied`](super::Marshal::copied)), wherever the host puts them, form runs (members adjacent in
//!   the image and in the host value merged by the table's `const` evaluation); each aligned
//!   8-byte word of the image is assembled in a register from the runs' bytes in it, zeros
//!   elsewhere, and stored once ([`Table::write_words`]), in 16-byte pairs where the image's size
//!   is a multiple of 16 ([`Pairs`]). Only the other members (bit-fields, members whose bytes
//!   are not their image) are written member by member, over the zeros of their holes. A block
//!   of images larger than the caches whose members are all copied has its pairs stored past
//!   the cache, as `memcpy` stores a large copy.
//!   Reading back is the same copies the other way, then the checks (`bool`s, enums) and the
//!   other members. No copy carries host padding, so no byte of an image is ever uninitialised.
//! - **Bit-fields are packed in a register.** Each bit-field's bits are OR-ed into a 64-bit word
//!   standing for the 8-byte window of the image that holds its unit, and the word is stored
//!   once, when the bit-fields move to another window or the members end; the range checks are
//!   tests without branches, OR-ed together, and only a failure walks the members again to name
//!   the first that failed. Reading extracts fields from one 8-byte load
//!   ([`crate::bits::unpack_bits`]).
//! - **Everything is constant.** The table is a constant, so once these loops are inlined into a
//!   type's `write_image` or `write_block` the optimiser unrolls them, reading each member's
//!   offsets, flags and function pointers as constants; the loops stay a call and a test per
//!   member so that it does, whatever the number of members.

use core::mem::MaybeUninit;

/// Blocks of images at least this large are written past the cache where they can be
/// ([`Table::write_block`]): larger than the L2 of any x86-64 core (512 KiB to 2 MiB) and a
/// small part of an L3, so that a block that will be read again soon by this core (a kernel
/// argument, a small upload) stays cached, and one that will not (a bulk upload through a
/// staging buffer, read by the GPU's copy engine) does not push the rest out.
#[cfg(target_arch = "x86_64")]
const STREAM_BYTES: usize = 4 << 20;

/// The threshold in force: [`STREAM_BYTES`], lowered only by the tests
/// ([`set_stream_bytes`]) so that the streaming path runs at the small sizes Miri can afford.
#[cfg(target_arch = "x86_64")]
static STREAM_BYTES_NOW: core::sync::atomic::AtomicUsize =
    core::sync::atomic::AtomicUsize::new(STREAM_BYTES);

/// Sets the size from which blocks are written past the cache (tests only: every image is the
/// same either way, which is what they check). Does nothing where there is no such path.
pub fn set_stream_bytes(bytes: usize) {
    #[cfg(target_arch = "x86_64")]
    STREAM_BYTES_NOW.store(bytes, core::sync::atomic::Ordering::Relaxed);
    #[cfg(not(target_arch = "x86_64"))]
    let _ = bytes;
}

/// The builds of the four-at-a-time loop (`quads.rs`), by the instructions they may use; each
/// runs only where the core has them (`simd`). The same Rust code in each: what differs is
/// what the compiler may emit for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[repr(u8)]
pub enum Simd {
    /// x86-64's baseline (SSE2), and every other target.
    Baseline = 0,
    /// SSE4.1: `pinsrd`/`pinsrq` load a bit-field of four values, `ptest` tests them, where
    /// SSE2 needs longer sequences (`write_block_sse41`).
    Sse41 = 1,
    /// AVX2: the same operations in the VEX encoding, whose three operands spare the register
    /// copies SSE's two-operand forms need (`write_block_avx2`).
    Avx2 = 2,
}

impl Simd {
    /// Every build, indexed by its number (`Simd::X as u8`), as the atomics below keep them.
    #[cfg(all(target_arch = "x86_64", not(miri)))]
    const ALL: [Simd; 3] = [Simd::Baseline, Simd::Sse41, Simd::Avx2];
}

/// The best build this core runs, asked once: `cpuid` leaf 1 (`ecx` bit 19) for SSE4.1, which
/// every x86-64 core since 2008-2011 has but the x86-64 baseline Rust compiles for does not
/// assume; AVX2 (Intel since 2013, AMD since 2015) only with `std`, whose
/// `is_x86_feature_detected!` also asks the operating system whether it saves the registers.
/// Miri runs no `cpuid`, and there the baseline build runs.
#[cfg(all(target_arch = "x86_64", not(miri)))]
fn detected() -> Simd {
    use core::sync::atomic::{AtomicU8, Ordering};
    /// 0: not asked yet; otherwise 1 + the build.
    static DETECTED: AtomicU8 = AtomicU8::new(0);
    match DETECTED.load(Ordering::Relaxed) {
        0 => {
            #[cfg(feature = "std")]
            let avx2 = std::is_x86_feature_detected!("avx2");
            #[cfg(not(feature = "std"))]
            let avx2 = false;
            let sse41 = cfg!(target_feature = "sse4.1") || {
                // SAFETY: `cpuid` exists on every x86-64 core, and leaf 1 on every one (its
                // safety was only a question on 32-bit x86).
                #[allow(unused_unsafe)]
                let ecx = unsafe { core::arch::x86_64::__cpuid(1) }.ecx;
                ecx & (1 << 19) != 0
            };
            let best = match (avx2, sse41) {
                (true, _) => Simd::Avx2,
                (false, true) => Simd::Sse41,
                (false, false) => Simd::Baseline,
            };
            DETECTED.store(1 + best as u8, Ordering::Relaxed);
            best
        }
        known => Simd::ALL[usize::from(known - 1)],
    }
}

/// The build the four-at-a-time loop runs: the best the core has, up to what [`set_simd`]
/// allows.
#[cfg(all(target_arch = "x86_64", not(miri)))]
pub(crate) fn simd() -> Simd {
    let allowed = SIMD_ALLOWED.load(core::sync::atomic::Ordering::Relaxed);
    detected().min(Simd::ALL[usize::from(allowed)])
}

/// The best build [`simd`] may choose: lowered only by the tests ([`set_simd`]), so that the
/// other builds run on cores that have the best one too.
#[cfg(target_arch = "x86_64")]
static SIMD_ALLOWED: core::sync::atomic::AtomicU8 =
    core::sync::atomic::AtomicU8::new(Simd::Avx2 as u8);

/// Lets the four-at-a-time loop run builds up to `best` where the core has them
/// ([`Simd::Avx2`], the default, allows every build), or only lower ones (tests only: every
/// image is the same in each build, which is what they check). Does nothing where there are no
/// such builds.
pub fn set_simd(best: Simd) {
    #[cfg(target_arch = "x86_64")]
    SIMD_ALLOWED.store(best as u8, core::sync::atomic::Ordering::Relaxed);
    #[cfg(not(target_arch = "x86_64"))]
    let _ = best;
}

/// Defines `$name`, [`PtxAbi::write_block`](crate::PtxAbi::write_block) of a derived struct
/// compiled with the instructions of `$feature`: the same code in each build ([`Simd`]).
macro_rules! write_block_with {
    ($(#[$doc:meta])* $name:ident, $feature:literal) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// As `write_block`; `T` is a derived struct (`T::DERIVED` is set), and the core has
        #[doc = concat!("`", $feature, "` ([`simd`]).")]
        #[cfg(all(target_arch = "x86_64", not(miri)))]
        #[target_feature(enable = $feature)]
        pub(crate) unsafe fn $name<T: PtxAbi>(
            values: &[T],
            stage: *mut u8,
            first: usize,
        ) -> Result<(), Error> {
            let table = T::DERIVED.expect("a derived struct's table");
            // SAFETY: the caller's contract; `DERIVED` is only set by the derive, to `T`'s own
            // table.
            unsafe { table.write_block(values, stage, first) }
        }
    };
}

write_block_with!(
    /// The SSE4.1 build: the compiler loads bit-fields of four values with `pinsrd`/`pinsrq`
    /// and tests them with `ptest` rather than with SSE2's longer sequences. `bits` of the
    /// marshal bench in cache: 0.36x of `copy_from_slice` to 0.41x on an AMD Zen 3 core
    /// (`MARSHALLING.md`, "SSE4.1 and AVX2").
    write_block_sse41,
    "sse4.1"
);

write_block_with!(
    /// The AVX2 build: the SSE4.1 build's instructions in the VEX encoding, with a third
    /// operand, so that the register copies before each shift, mask and unpack go: `bits` in
    /// cache 13 % faster on an AMD Zen 3 core (`MARSHALLING.md`, "SSE4.1 and AVX2").
    write_block_avx2,
    "avx2"
);

use super::{Derived, Fault, Table};
use crate::abi::PtxAbi;
use crate::error::Error;
use crate::image::{pack_bits_wide, window};

/// The state of one image being written: the image, the bit-fields not yet stored, and where
/// to leave a fault. The fault lives outside: the functions that record one take its address,
/// and the rest of the state must not have its address taken, so that the optimiser keeps it
/// in registers (the image's length, known, then makes every window offset a constant).
pub(super) struct Writer<'a> {
    pub(super) out: &'a mut [u8],
    pub(super) pending: Pending,
    pub(super) fault: &'a mut Option<Fault>,
    /// Non-zero if a bit-field's value did not fit its width. Bit-fields are range-checked
    /// without a branch each (a number per field, zero when it fits, OR-ed here); the members
    /// are walked again, `checking`, to name the first that failed, only when one did.
    pub(super) excess: u128,
    /// Whether a bit-field that does not fit stops the walk with its fault (the second walk).
    pub(super) checking: bool,
}

/// Bit-fields waiting to be stored: the window of the image they fall in (its first byte; the
/// window is 8 bytes long, or the whole image if that is shorter) and their bits in it.
pub(super) struct Pending {
    start: usize,
    word: u64,
}

impl Pending {
    const NONE: usize = usize::MAX;

    const fn new() -> Pending {
        Pending {
            start: Pending::NONE,
            word: 0,
        }
    }

    /// Adds a bit-field of `width` bits at `bit_offset` of `out` (the image): to the word when it
    /// fits in one window (storing the word of the previous window first), else straight into
    /// `out` (a field wider than 64 bits, or one that straddles two windows in a packed type).
    #[inline(always)]
    pub(super) fn add(&mut self, out: &mut [u8], bit_offset: usize, width: u32, raw: u128) {
        let size = out.len();
        let len = size.min(8);
        // The window that holds the field's first bit (the whole image if it is shorter).
        let start = if size >= 8 {
            window(bit_offset, size)
        } else {
            0
        };
        let shift = bit_offset - start * 8;
        if width <= 64 && shift + width as usize <= len * 8 {
            if self.start != start {
                self.flush(out);
                self.start = start;
                self.word = 0;
            }
            // `shift <= 63`: the field has at least one bit, and it ends within 64 bits.
            self.word |= (raw as u64) << shift;
        } else {
            Pending::straddling(out, bit_offset, width, raw);
        }
    }

    /// A field wider than 64 bits, or one that straddles two windows (in a packed type): OR-ed
    /// straight into `out`, out of line (rare, and long).
    #[inline(never)]
    fn straddling(out: &mut [u8], bit_offset: usize, width: u32, raw: u128) {
        pack_bits_wide(out, bit_offset, width, raw);
    }

    /// ORs the word into its window of `out`.
    #[inline(always)]
    fn flush(&self, out: &mut [u8]) {
        if self.start == Pending::NONE {
            return;
        }
        let len = out.len().min(8);
        let window = &mut out[self.start..self.start + len];
        let mut bytes = [0u8; 8];
        bytes[..len].copy_from_slice(window);
        let word = u64::from_le_bytes(bytes) | self.word;
        window.copy_from_slice(&word.to_le_bytes()[..len]);
    }
}

/// Adds the run of copied members at image bytes `first .. first + len` to the word being
/// assembled (image bytes `start .. start + 8`, all before them written; see
/// [`Table::write_words`]), storing the words it completes; returns the new `start` and word.
///
/// # Safety
/// `src` is valid for reads of the run's `len` initialised bytes (its host bytes: copied
/// members, image-equal, so without padding), `dst` for writes of the image's `size` bytes;
/// `first >= start` and `first + len <= size`.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
unsafe fn add_run<S: Sink>(
    sink: &mut S,
    src: *const u8,
    dst: *mut u8,
    size: usize,
    first: usize,
    len: usize,
    mut start: usize,
    mut word: u64,
) -> (usize, u64) {
    let end = first + len;
    // SAFETY: every range read is within the run (`src .. src + len`), every range written
    // within the image (`end <= size`), as the caller promises.
    unsafe {
        if first >= start + 8 {
            // The run begins past this word: store it, and zeros up to the run's word.
            sink.store_word(dst, start, word, size);
            let next = first & !7;
            sink.zero_words(dst, start + 8, next);
            start = next;
            word = 0;
        }
        let here = end.min(start + 8);
        word |= load_word(src, here - first) << (8 * (first - start));
        if end > start + 8 {
            // The run goes on past this word: its whole words are copied, and its last
            // bytes begin the next word.
            sink.store_word(dst, start, word, size);
            let last = end & !7;
            sink.copy_words(src.add(start + 8 - first), dst, start + 8, last);
            start = last;
            word = load_word(src.add(last - first), end - last);
        }
    }
    (start, word)
}

/// The `len` bytes at `src` (at most 8), little-endian, as the low bytes of a word: one load
/// of constant size once inlined.
///
/// # Safety
/// `src` is valid for reads of `len` initialised bytes.
#[inline(always)]
unsafe fn load_word(src: *const u8, len: usize) -> u64 {
    let mut bytes = [0u8; 8];
    // SAFETY: the caller's contract; `len <= 8` fits `bytes`.
    unsafe { core::ptr::copy_nonoverlapping(src, bytes.as_mut_ptr(), len) };
    u64::from_le_bytes(bytes)
}

/// Where [`Table::write_words`] puts an image's words: through the cache ([`Cached`], every
/// write of a block that fits in the caches) or past it ([`Pairs`], a large block's
/// all-copied elements).
///
/// # Safety
/// Implementations write exactly the bytes named, and read only `src`'s bytes named.
pub(super) unsafe trait Sink {
    /// Stores `word` (little-endian) at `dst + start`: 8 bytes, or the `size - start` left in an
    /// image of `size` bytes.
    ///
    /// # Safety
    /// `dst` is valid for writes of `size` bytes, and `start < size`.
    unsafe fn store_word(&mut self, dst: *mut u8, start: usize, word: u64, size: usize);

    /// Writes zeros at `dst + from .. dst + to` (`from <= to`; `from` a multiple of 8, and `to`
    /// too or the image's end).
    ///
    /// # Safety
    /// The range is within the image at `dst`.
    unsafe fn zero_words(&mut self, dst: *mut u8, from: usize, to: usize);

    /// Copies the `to - from` bytes at `src` to `dst + from ..` (whole words, as in
    /// `zero_words`).
    ///
    /// # Safety
    /// `src` holds `to - from` initialised bytes, the range is within the image at `dst`, and
    /// they do not overlap.
    unsafe fn copy_words(&mut self, src: *const u8, dst: *mut u8, from: usize, to: usize);

    /// Whether the image may instead be written with ordinary stores in place, in any order
    /// and any byte twice ([`Table::write_words_direct`]), the sink left unused: true of the
    /// sinks whose stores are ordinary ones of the words alone.
    const IN_PLACE: bool;
}

/// Ordinary stores.
pub(super) struct Cached;

// SAFETY: each method writes exactly the bytes its contract names.
unsafe impl Sink for Cached {
    const IN_PLACE: bool = true;

    #[inline(always)]
    unsafe fn store_word(&mut self, dst: *mut u8, start: usize, word: u64, size: usize) {
        // SAFETY: the caller's contract.
        unsafe { store_word(dst, start, word, size) }
    }

    #[inline(always)]
    unsafe fn zero_words(&mut self, dst: *mut u8, from: usize, to: usize) {
        // SAFETY: the caller's contract.
        unsafe { dst.add(from).write_bytes(0, to - from) }
    }

    #[inline(always)]
    unsafe fn copy_words(&mut self, src: *const u8, dst: *mut u8, from: usize, to: usize) {
        // SAFETY: the caller's contract.
        unsafe { core::ptr::copy_nonoverlapping(src, dst.add(from), to - from) }
    }
}

/// 16-byte pairs of words, for images whose size is a multiple of 16: each pair's first word
/// waits in `low` for its second, and the two are stored at once. Ordinary stores
/// (`Pairs<false>`, `movdqu`) halve the stores of an image assembled a word at a time, which is
/// what limits a write in cache on an AMD Zen 3 core (`vecs` of the marshal bench went from
/// 0.59x to 0.86-0.94x of `copy_from_slice` at 256 KiB: `MARSHALLING.md`, "Stores in
/// pairs"). Non-temporal ones (`Pairs<true>`, `movntdq`; the block 16-aligned too) write
/// a block larger than the caches without first reading each line into the cache, as `memcpy`
/// writes one (`MARSHALLING.md`, "Bulk writes past the cache"); the caller then ends the block
/// with [`Pairs::fence`].
#[cfg(target_arch = "x86_64")]
pub(super) struct Pairs<const STREAM: bool> {
    low: u64,
}

#[cfg(target_arch = "x86_64")]
impl<const STREAM: bool> Pairs<STREAM> {
    #[inline(always)]
    pub(super) fn new() -> Self {
        Pairs { low: 0 }
    }

    /// Takes the word at `dst + at`: the first of a pair waits, the second stores both.
    ///
    /// # Safety
    /// `at` is a multiple of 8, and when it is not one of 16, `dst + at - 8` is valid for a
    /// 16-byte write, and 16-aligned if `STREAM`.
    #[inline(always)]
    pub(super) unsafe fn put(&mut self, dst: *mut u8, at: usize, word: u64) {
        use core::arch::x86_64::{__m128i, _mm_set_epi64x};
        if at % 16 == 0 {
            self.low = word;
            return;
        }
        // SAFETY: the caller's contract; SSE2, part of the x86_64 baseline.
        unsafe {
            store_pair::<STREAM>(
                dst.add(at - 8).cast::<__m128i>(),
                _mm_set_epi64x(word as i64, self.low as i64),
            )
        }
    }
}

/// Stores the 16 bytes `words` at `pair`: an ordinary store, or if `STREAM` a non-temporal one
/// ([`Pairs`]).
///
/// # Safety
/// `pair` is valid for a 16-byte write, and 16-aligned if `STREAM`.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(super) unsafe fn store_pair<const STREAM: bool>(
    pair: *mut core::arch::x86_64::__m128i,
    words: core::arch::x86_64::__m128i,
) {
    if !STREAM {
        // SAFETY: the caller's contract: 16 bytes (`storeu` takes any alignment); SSE2.
        unsafe { core::arch::x86_64::_mm_storeu_si128(pair, words) };
        return;
    }
    // `movntdq` is SSE2, part of the x86_64 baseline; Miri runs no assembly (which
    // `_mm_stream_si128` is), so there the same pair is an ordinary aligned store, and Miri
    // checks its bounds and alignment.
    #[cfg(not(miri))]
    // SAFETY: the caller's contract: 16 bytes, 16-aligned.
    unsafe {
        core::arch::x86_64::_mm_stream_si128(pair, words)
    }
    #[cfg(miri)]
    // SAFETY: as above.
    unsafe {
        assert!(pair as usize % 16 == 0, "a streamed pair is 16-aligned");
        pair.write(words)
    }
}

#[cfg(target_arch = "x86_64")]
impl Pairs<true> {
    /// Orders the block's non-temporal stores before every later store (`sfence`), so that
    /// whoever is told the block is written (another thread, a DMA engine) sees it.
    #[inline(always)]
    fn fence() {
        // SAFETY: `sfence` has no precondition (SSE, part of the x86_64 baseline).
        #[cfg(not(miri))]
        unsafe {
            core::arch::x86_64::_mm_sfence()
        }
    }
}

// SAFETY: each method writes exactly the bytes its contract names, in whole pairs of words (the
// type's contract: the image's size is a multiple of 16, and its words come in order; when
// `STREAM`, each pair is 16-aligned).
#[cfg(target_arch = "x86_64")]
unsafe impl<const STREAM: bool> Sink for Pairs<STREAM> {
    // Streamed pairs must be whole and in order; ordinary ones need not.
    const IN_PLACE: bool = !STREAM;

    #[inline(always)]
    unsafe fn store_word(&mut self, dst: *mut u8, start: usize, word: u64, size: usize) {
        debug_assert!(size % 16 == 0 && size - start >= 8);
        debug_assert!(!STREAM || (dst as usize + start) % 8 == 0);
        // SAFETY: the caller's contract; the pair is whole (and aligned: the type's contract).
        unsafe { self.put(dst, start, word) }
    }

    #[inline(always)]
    unsafe fn zero_words(&mut self, dst: *mut u8, from: usize, to: usize) {
        let mut at = from;
        while at < to {
            // SAFETY: the caller's contract; whole pairs as above.
            unsafe { self.put(dst, at, 0) };
            at += 8;
        }
    }

    #[inline(always)]
    unsafe fn copy_words(&mut self, src: *const u8, dst: *mut u8, from: usize, to: usize) {
        let mut at = from;
        while at < to {
            // SAFETY: the caller's contract: 8 initialised bytes at `src + at - from` (a host
            // value, perhaps less aligned: read unaligned); whole pairs at `dst` as above.
            unsafe {
                let word = src.add(at - from).cast::<u64>().read_unaligned();
                self.put(dst, at, word);
            }
            at += 8;
        }
    }
}

/// How far ahead of the values being written a large block's are prefetched: two pages. The
/// hardware's prefetchers follow the block on their own, but not far enough ahead to keep the
/// loads from waiting on memory while the stores stream out: on the AMD Zen 3 VM of
/// `BENCHMARKS.md` (`MARSHALLING.md`, "Prefetching") a page ahead took the streamed
/// 256 MiB write of `padded` from 0.75-0.82x of `copy_from_slice` to 0.91-1.03x (1 to 16 KiB
/// all helped; 4 KiB was best then). With the masked copies, whose loop is shorter, two pages
/// are better ("Masked copies": `padded` 0.99-1.10x against 0.80-0.93x, and `bits` 0.65-0.86x
/// against 0.62-0.73x, in alternating processes).
#[cfg(target_arch = "x86_64")]
const PREFETCH_AHEAD: usize = 8192;

/// Asks for the `len` bytes (a value, or four) [`PREFETCH_AHEAD`] bytes past `at` to be brought
/// into the cache (`prefetchnta`: they are read once), a line at a time. Never faults, whatever
/// the address: past the end of the values it is a hint that goes nowhere.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(super) fn prefetch_ahead(at: *const u8, len: usize) {
    let ahead = at.wrapping_add(PREFETCH_AHEAD);
    let mut line = 0;
    while line < len {
        // SAFETY: a prefetch reads nothing the program sees and never faults (SSE, part of the
        // x86_64 baseline). Miri runs no prefetches (they change nothing it checks).
        #[cfg(not(miri))]
        unsafe {
            use core::arch::x86_64::{_mm_prefetch, _MM_HINT_NTA};
            _mm_prefetch::<_MM_HINT_NTA>(ahead.wrapping_add(line).cast());
        }
        line += 64;
    }
    #[cfg(miri)]
    let _ = ahead;
}

/// The size of the stack buffer [`Table::stream_staged`] writes images into: a small part of
/// any x86-64 core's L1 data cache (32 KiB or more).
#[cfg(target_arch = "x86_64")]
const STAGED_BYTES: usize = 4096;

/// The most runs of copied members whose image [`Table::write_words`] assembles word by word
/// in one loop over the runs (`add_run`). That loop's body is large, and LLVM unrolls it only up
/// to three runs; rolled, each run costs a `memcpy` call of a length known only at run time (a
/// struct of `u8` and `u32` in turn, 5 runs, wrote at 83 ns a value). Structs of more runs are
/// written as [`Table::write_words_assembled`] and [`Table::write_words_direct`] say, whose
/// loops have a body of one constant-size copy, unrolled for dozens of runs (the same struct at
/// 2 to 4 ns; `MARSHALLING.md`, "Structs of many runs").
const RUNS_ADDED: usize = 3;

/// The largest image of a struct of more than [`RUNS_ADDED`] runs that is assembled in a buffer
/// on the stack ([`Table::write_words_assembled`]); larger ones are written in place
/// ([`Table::write_words_direct`]).
const ASSEMBLED_BYTES: usize = 192;

/// Whether the struct of `table` has more runs of copied members than one loop over them
/// writes fast ([`RUNS_ADDED`]). A `const fn` of the type's table, so that `write_words`
/// chooses with `if const`: the other way is then never compiled for the type, rather than
/// compiled and folded away (which, as a condition on the table at run time, cost a crate
/// deriving 12 structs of few runs 40 % more release build time: `MARSHALLING.md`).
const fn has_many_runs(table: Option<&Table>) -> bool {
    match table {
        Some(table) => table.runs.len() > RUNS_ADDED,
        None => false,
    }
}

/// Whether the struct of `table` has many runs ([`has_many_runs`]) and an image small enough
/// to be assembled on the stack ([`ASSEMBLED_BYTES`]).
const fn assembles(table: Option<&Table>) -> bool {
    has_many_runs(table) && matches!(table, Some(table) if table.size <= ASSEMBLED_BYTES)
}

/// Whether the struct of `table` has many runs ([`has_many_runs`]) and an image too large to be
/// assembled on the stack, so that it is written in place where the sink allows
/// ([`Table::write_words_direct`]).
const fn writes_in_place(table: Option<&Table>) -> bool {
    has_many_runs(table) && !assembles(table)
}

/// Whether the image of the struct of `table` is its host bytes with every other byte zero:
/// every member copied, each run of members at the same offset in the host value and in the
/// image, and an image no longer than the host value. Such a struct's images are written by
/// masked copies where they can be (`masked.rs`); where the host value is as long as its image,
/// a block of them is read back as one copy (the images' zeros landing in the host's padding)
/// before the members that need it are checked. A `const fn` of the type's table, chosen with
/// `if const` as [`has_many_runs`] is.
pub(super) const fn at_host_offsets(table: Option<&Table>) -> bool {
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

/// Copies `len` bytes from `src` to `dst` with non-temporal stores (`movntdq`), as `memcpy`
/// copies a large block; the caller fences ([`Pairs::fence`]).
///
/// # Safety
/// `src` is valid for reads of `len` initialised bytes and 16-aligned, `dst` for writes of
/// `len` bytes and 16-aligned, `len` a multiple of 16; they do not overlap.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn stream_copy(src: *const u8, dst: *mut u8, len: usize) {
    use core::arch::x86_64::__m128i;
    let mut at = 0;
    while at < len {
        // SAFETY: the caller's contract: 16 bytes in bounds at `at` of both, 16-aligned. SSE2,
        // part of the x86_64 baseline; under Miri (which runs no assembly, as in
        // `Pairs::put`) an ordinary aligned copy, whose bounds and alignment Miri checks.
        unsafe {
            let (from, to) = (src.add(at).cast::<__m128i>(), dst.add(at).cast::<__m128i>());
            #[cfg(not(miri))]
            core::arch::x86_64::_mm_stream_si128(to, core::arch::x86_64::_mm_load_si128(from));
            #[cfg(miri)]
            to.write(from.read());
        }
        at += 16;
    }
}

/// Stores `word` (little-endian) at `dst + start`: 8 bytes, or the `size - start` left in an
/// image of `size` bytes.
///
/// # Safety
/// `dst` is valid for writes of `size` bytes, and `start < size`.
#[inline(always)]
unsafe fn store_word(dst: *mut u8, start: usize, word: u64, size: usize) {
    let len = (size - start).min(8);
    // SAFETY: the caller's contract: `start .. start + len` is within the image.
    unsafe { core::ptr::copy_nonoverlapping(word.to_le_bytes().as_ptr(), dst.add(start), len) };
}

impl Table {
    /// Writes every member of the struct `value` into `out` (at least `self.size` bytes): every
    /// byte of the image is written, whatever `out` held ([`Table::write_words`]).
    ///
    /// # Safety
    /// `T` is the host type this table was derived for (its members are at the `host` offsets,
    /// of the types the table names).
    #[inline(always)]
    pub unsafe fn write<T: PtxAbi>(&self, value: &T, out: &mut [u8]) -> Result<(), Error> {
        // One bounds check: with `out` exactly the image's length, the constant member ranges
        // need none of their own once the loop is unrolled.
        let out = &mut out[..self.size];
        let src = (value as *const T).cast::<u8>();
        // SAFETY: the caller's contract; the copied members are within the value and the image (see
        // `write_block`), and `write_words` leaves the other members' bytes zero.
        unsafe {
            self.write_words::<_, T>(&mut Cached, src, out.as_mut_ptr());
            self.write_members(src, out)
        }
    }

    /// Writes the members of the value at `src` into `out` (its image, exactly `self.size`
    /// bytes), all but the copied ones (see [`Table::write_words`]). The bytes the members
    /// written here occupy are zero on entry.
    ///
    /// The loop stays a handful of instructions per member (a call through the table, a test),
    /// so that the optimiser unrolls it and inlines the calls, whatever the number of members.
    ///
    /// # Safety
    /// As [`Table::write`], for the value at `src`.
    #[inline(always)]
    unsafe fn write_members(&self, src: *const u8, out: &mut [u8]) -> Result<(), Error> {
        // SAFETY: the caller's contract.
        let bad = unsafe { self.walk_members(src, out, false, false) }?;
        if bad {
            // SAFETY: as above.
            return Err(unsafe { (*self).bit_field_fault(src, out) });
        }
        Ok(())
    }

    /// The error of the first bit-field of the value at `src` whose value does not fit: a
    /// second walk, `checking` (out of line: only an error takes it).
    ///
    /// # Safety
    /// As [`Table::write_members`].
    /// Takes the table by value: a reference passed to a function that is not inlined would
    /// keep the caller's copy of it in memory, and its loops from being unrolled.
    #[cold]
    #[inline(never)]
    unsafe fn bit_field_fault(self, src: *const u8, out: &mut [u8]) -> Error {
        // SAFETY: the caller's contract.
        match unsafe { self.walk_members(src, out, true, false) } {
            Err(error) => error,
            Ok(_) => unreachable!("a bit-field out of range is found again"),
        }
    }

    /// The walk of [`Table::write_members`]: `Ok(true)` if a bit-field did not fit (when not
    /// `checking`; when `checking`, that is the error). With `skip_lanes`, the lane bit-fields
    /// (written four values at a time, `quads.rs`) are left out too.
    ///
    /// # Safety
    /// As [`Table::write_members`].
    #[inline(always)]
    unsafe fn walk_members(
        &self,
        src: *const u8,
        out: &mut [u8],
        checking: bool,
        skip_lanes: bool,
    ) -> Result<bool, Error> {
        let mut fault = None;
        let mut w = Writer {
            out,
            pending: Pending::new(),
            fault: &mut fault,
            excess: 0,
            checking,
        };
        let i = each_member!(self, |m| {
            // SAFETY: the caller's contract: a valid value of member `i`'s type is at
            // `src + host`.
            m.copied
                || (skip_lanes && m.lane != 0)
                || unsafe { (m.write)(src.add(m.host), &mut w, m.at, m.width) }
        });
        if i < self.marshal.len() {
            return Err(self.fault(i, fault.take().expect("a failed write leaves its fault")));
        }
        w.pending.flush(w.out);
        Ok(w.excess != 0)
    }

    /// Writes the members of the value at `src` into `out` (its image, exactly `self.size`
    /// bytes) that neither [`Table::write_words`] nor the four-at-a-time packing of bit-fields
    /// (`quads.rs`) writes: members that are not copied and not lane bit-fields. `false` if one
    /// failed (its fault is dropped: the caller writes the value again one member at a time,
    /// which finds it).
    ///
    /// # Safety
    /// As [`Table::write_members`].
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    pub(super) unsafe fn write_others(&self, src: *const u8, out: &mut [u8]) -> bool {
        // Only lane bit-fields and unnamed ones (which write nothing) are in a type written four
        // at a time, so no bit-field is range-tested here.
        // SAFETY: the caller's contract.
        let walked = unsafe { self.walk_members(src, out, false, true) };
        matches!(walked, Ok(false))
    }

    /// [`PtxAbi::write_block`] of a derived struct: [`Table::write_block`] in the best build the
    /// core runs ([`Simd`]) where the struct is written four values at a time. The condition is
    /// a constant, so other types do not instantiate those builds of the loop.
    ///
    /// # Safety
    /// As [`Table::write_block`]; `self` is `T::DERIVED`'s table.
    #[inline(always)]
    pub unsafe fn write_values<T: PtxAbi>(
        &self,
        values: &[T],
        stage: *mut u8,
        first: usize,
    ) -> Result<(), Error> {
        #[cfg(all(target_arch = "x86_64", not(miri)))]
        if const { matches!(T::DERIVED, Some(table) if table.writes_in_quads()) } {
            match simd() {
                // SAFETY: the caller's contract; the core has AVX2.
                Simd::Avx2 => return unsafe { write_block_avx2(values, stage, first) },
                // SAFETY: the caller's contract; the core has SSE4.1.
                Simd::Sse41 => return unsafe { write_block_sse41(values, stage, first) },
                Simd::Baseline => {}
            }
        }
        // SAFETY: the caller's contract.
        unsafe { self.write_block(values, stage, first) }
    }

    /// Writes the images of `values` into `stage`, element `e` at `e * self.size`: each
    /// element's copied members and zeros written a word at a time ([`Table::write_words`]),
    /// and the other members written over the zeros. An error names the failing element as
    /// element `first + e` of the caller's slice; `stage` is then partly written.
    ///
    /// Every byte written is initialised (copied members' bytes and zeros, then members'
    /// bytes), as [`PtxAbi::write_block`](crate::PtxAbi::write_block) requires.
    ///
    /// # Safety
    /// `T` is the struct this table was derived for (not a union), and `stage` is valid for
    /// writes of `values.len() * self.size` bytes, with any contents (even uninitialised). On
    /// `Ok`, every one of those bytes is initialised.
    #[inline(always)]
    pub unsafe fn write_block<T: PtxAbi>(
        &self,
        values: &[T],
        stage: *mut u8,
        first: usize,
    ) -> Result<(), Error> {
        #[cfg(target_arch = "x86_64")]
        if self.streams(values.len(), stage) {
            // SAFETY: the caller's contract; `streams` checked `Pairs`'s (every image made
            // of whole, 16-aligned pairs of words), and every member is copied, so
            // `write_words` writes each image whole.
            unsafe { self.stream_block(values, stage) };
            return Ok(());
        }
        #[cfg(target_arch = "x86_64")]
        if self.streams_quads(values.len(), stage) {
            // SAFETY: the caller's contract; `streams_quads` checked `stream_quads`'.
            return unsafe { self.stream_quads(values, stage, first) };
        }
        #[cfg(target_arch = "x86_64")]
        if self.streams_staged(values.len(), stage) {
            // SAFETY: the caller's contract; `streams_staged` checked `stream_staged`'s.
            return unsafe { self.stream_staged(values, stage, first) };
        }
        #[cfg(target_arch = "x86_64")]
        let prefetch = self.is_large(values.len());
        #[cfg(not(target_arch = "x86_64"))]
        let prefetch = false;
        // SAFETY: the caller's contract.
        unsafe { self.write_cached(values, stage, first, prefetch) }
    }

    /// [`Table::write_block`] through the cache: four values at a time where the type allows
    /// (`quads.rs`), then one at a time; the values ahead are prefetched if `prefetch` (in a
    /// large block, [`prefetch_ahead`]).
    ///
    /// # Safety
    /// As [`Table::write_block`].
    #[inline(always)]
    unsafe fn write_cached<T: PtxAbi>(
        &self,
        values: &[T],
        stage: *mut u8,
        first: usize,
        prefetch: bool,
    ) -> Result<(), Error> {
        #[cfg(not(target_arch = "x86_64"))]
        let (done, _) = (0, prefetch);
        #[cfg(target_arch = "x86_64")]
        let mut done = 0;
        #[cfg(target_arch = "x86_64")]
        if self.quads {
            while done + 4 <= values.len() {
                if prefetch {
                    prefetch_ahead(values[done..].as_ptr().cast(), 4 * self.host_size);
                }
                // SAFETY: values `done .. done + 4` are in `values`, and their images within
                // `stage` (the caller's contract); `self.quads`.
                let ok = unsafe {
                    self.write_quad::<false, T>(
                        values.as_ptr().add(done).cast(),
                        stage.add(done * self.size),
                    )
                };
                if !ok {
                    // SAFETY: as above.
                    unsafe { self.write_one_by_one(&values[done..done + 4], stage, first, done) }?;
                }
                done += 4;
            }
        }
        // SAFETY: the caller's contract.
        unsafe { self.write_each(&values[done..], stage, first, done) }
    }

    /// [`Table::write_each`] out of line: four values that failed when written four at a time
    /// (`quads.rs`) are written again one at a time, which names the first that failed.
    ///
    /// # Safety
    /// As [`Table::write_each`].
    #[cfg(target_arch = "x86_64")]
    #[cold]
    #[inline(never)]
    unsafe fn write_one_by_one<T: PtxAbi>(
        self,
        values: &[T],
        stage: *mut u8,
        first: usize,
        skip: usize,
    ) -> Result<(), Error> {
        // SAFETY: the caller's contract.
        unsafe { self.write_each(values, stage, first, skip) }
    }

    /// The loop of [`Table::write_block`] one value at a time: `values` are the elements from
    /// `skip` on of the block at `stage`.
    ///
    /// # Safety
    /// As [`Table::write_block`], for the elements from `skip` on.
    #[inline(always)]
    unsafe fn write_each<T: PtxAbi>(
        &self,
        values: &[T],
        stage: *mut u8,
        first: usize,
        skip: usize,
    ) -> Result<(), Error> {
        let size = self.size;
        #[cfg(all(target_arch = "x86_64", not(miri)))]
        if const { super::masked::masks(T::DERIVED) } {
            // SAFETY: values `skip ..` have their images in `stage` from image `skip` on (the
            // caller's contract), a buffer of the caller's, not the values'.
            unsafe { super::masked::write::<T, false>(values, stage.wrapping_add(skip * size)) };
            return Ok(());
        }
        if self.all_copied() {
            // Every image is its words alone: four at a time, so that the loop's own work (its
            // counter, test and branch) is shared by four values (`padded` of the marshal bench
            // in cache, 0.55x of `copy_from_slice` to 0.59x: `MARSHALLING.md`, "Stores in pairs").
            let (src, dst) = (
                values.as_ptr().cast::<u8>(),
                stage.wrapping_add(skip * size),
            );
            let stride = size_of::<T>();
            let mut e = 0;
            while e + 4 <= values.len() {
                let mut k = e;
                while k < e + 4 {
                    // SAFETY: value `k` is in `values`, its image within `stage` (the caller's
                    // contract); `write_words` writes each of its bytes.
                    unsafe { self.write_words_cached::<T>(src.add(k * stride), dst.add(k * size)) };
                    k += 1;
                }
                e += 4;
            }
            while e < values.len() {
                // SAFETY: as above.
                unsafe { self.write_words_cached::<T>(src.add(e * stride), dst.add(e * size)) };
                e += 1;
            }
            return Ok(());
        }
        for (e, value) in (skip..).zip(values) {
            let src = (value as *const T).cast::<u8>();
            // SAFETY: element `e`'s `size` bytes are within `stage` (the caller's contract), and
            // `write_words` writes every one of them (copied members and zeros), after which
            // they are initialised and nothing else borrows them.
            let out = unsafe {
                let dst = stage.add(e * size);
                self.write_words_cached::<T>(src, dst);
                core::slice::from_raw_parts_mut(dst, size)
            };
            // SAFETY: the caller's contract; every member not copied lies outside the copied ones
            // (members do not overlap in a struct), so its bytes are still zero.
            unsafe { self.write_members(src, out) }
                .map_err(|error| error.within_element(self.name, first + e))?;
        }
        Ok(())
    }

    /// Whether a block of `count` images at `stage` is written with non-temporal stores
    /// ([`Pairs`]): it is at least [`STREAM_BYTES`], every member is copied (so each image
    /// is its words, with nothing written over them), every image is whole 16-aligned pairs
    /// of words (a 16-aligned block, an image size that is a multiple of 16), and its words are
    /// made in order (not a struct of many runs whose image is written in place,
    /// [`Table::write_words_direct`]).
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn streams(&self, count: usize, stage: *mut u8) -> bool {
        self.all_copied() && self.streams_pairs(count, stage) && !writes_in_place(Some(self))
    }

    /// Whether every member is copied: each image is its words ([`Table::write_words`]), with
    /// nothing written over them.
    #[inline(always)]
    const fn all_copied(&self) -> bool {
        let mut all_copied = true;
        let mut i = 0;
        while i < self.marshal.len() {
            all_copied &= self.marshal[i].copied;
            i += 1;
        }
        all_copied
    }

    /// Whether a block of `count` images at `stage` is large ([`Table::is_large`]) and made of
    /// whole 16-aligned pairs of words (a 16-aligned block, an image size that is a multiple of
    /// 16), as non-temporal 16-byte stores need.
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn streams_pairs(&self, count: usize, stage: *mut u8) -> bool {
        self.size % 16 == 0 && (stage as usize) % 16 == 0 && self.is_large(count)
    }

    /// Whether a block of `count` images is at least [`STREAM_BYTES`]: larger than the caches,
    /// so written past them where it can be, and its values prefetched ([`prefetch_ahead`]).
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn is_large(&self, count: usize) -> bool {
        count.saturating_mul(self.size)
            >= STREAM_BYTES_NOW.load(core::sync::atomic::Ordering::Relaxed)
    }

    /// Whether a block of `count` images at `stage` is written four values at a time straight
    /// past the cache ([`Table::stream_quads`]): the type's values are written four at a time with
    /// their bit-fields merged into whole pairs of words ([`Table::merges`]), nothing is written
    /// over those words (no member is written on its own), and the block is large and
    /// 16-aligned.
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn streams_quads(&self, count: usize, stage: *mut u8) -> bool {
        self.quads && self.merges() && !self.others && self.streams_pairs(count, stage)
    }

    /// [`Table::write_block`] four values at a time, each image's pairs of words stored past the
    /// cache as they are made (`movntdq`), its values prefetched, then a fence: no store reads
    /// a destination line first, and no image is written twice (`MARSHALLING.md`, "Stores in
    /// pairs"). Four values that fail are written again one at a time, which names the failing
    /// element; `stage` then holds the images before it. The last values (fewer than four) are
    /// written through the cache.
    ///
    /// # Safety
    /// As [`Table::write_block`], and [`Table::streams_quads`] holds.
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    unsafe fn stream_quads<T: PtxAbi>(
        &self,
        values: &[T],
        stage: *mut u8,
        first: usize,
    ) -> Result<(), Error> {
        let mut done = 0;
        let mut result = Ok(());
        while done + 4 <= values.len() {
            prefetch_ahead(values[done..].as_ptr().cast(), 4 * self.host_size);
            // SAFETY: values `done .. done + 4` are in `values`, their images within `stage`
            // (the caller's contract), 16-aligned (`streams_quads`: an aligned block, a size
            // that is a multiple of 16).
            let ok = unsafe {
                self.write_quad::<true, T>(
                    values.as_ptr().add(done).cast(),
                    stage.add(done * self.size),
                )
            };
            if !ok {
                // SAFETY: as above.
                result =
                    unsafe { self.write_one_by_one(&values[done..done + 4], stage, first, done) };
                if result.is_err() {
                    break;
                }
            }
            done += 4;
        }
        if result.is_ok() {
            // SAFETY: the caller's contract.
            result = unsafe { self.write_each(&values[done..], stage, first, done) };
        }
        Pairs::<true>::fence();
        result
    }

    /// Whether a block of `count` images at `stage` is written through a buffer in L1 and then
    /// past the cache ([`Table::stream_staged`]): the type's values are written four at a time
    /// (its bit-fields are written over its words, so they cannot stream as they are made), the
    /// block is large, whole 16-byte pairs (a 16-aligned block, an image size that is a
    /// multiple of 16), and four images fit the buffer.
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn streams_staged(&self, count: usize, stage: *mut u8) -> bool {
        self.quads && self.size <= STAGED_BYTES / 4 && self.streams_pairs(count, stage)
    }

    /// [`Table::write_block`] through a buffer: the images of as many values as fill
    /// [`STAGED_BYTES`] (a multiple of four) are written through the cache into a buffer on the
    /// stack, which stays in L1, and copied from there past the cache ([`stream_copy`]), so that
    /// the destination's lines are not read first (`MARSHALLING.md`, "Bit-fields four at a time").
    /// An error names the failing element as `write_cached` does; `stage` then holds the images
    /// of the buffers before it.
    ///
    /// # Safety
    /// As [`Table::write_block`], and [`Table::streams_staged`] holds.
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    unsafe fn stream_staged<T: PtxAbi>(
        &self,
        values: &[T],
        stage: *mut u8,
        first: usize,
    ) -> Result<(), Error> {
        /// The buffer, aligned for 16-byte loads.
        #[repr(C, align(64))]
        struct Staged([MaybeUninit<u8>; STAGED_BYTES]);
        let mut staged = Staged([MaybeUninit::uninit(); STAGED_BYTES]);
        let buffer = staged.0.as_mut_ptr().cast::<u8>();
        let per = (STAGED_BYTES / self.size) & !3;
        let mut done = 0;
        let mut result = Ok(());
        while done < values.len() && result.is_ok() {
            let chunk = &values[done..values.len().min(done + per)];
            // SAFETY: the buffer holds `chunk.len() * size <= STAGED_BYTES` bytes of images;
            // the element numbers go on from `first + done`.
            result = unsafe { self.write_cached(chunk, buffer, first + done, true) };
            if result.is_ok() {
                // SAFETY: the buffer's first `chunk.len() * size` bytes are initialised
                // (`write_cached` returned `Ok`) and it is 64-aligned; they go to images
                // `done ..` of `stage` (the caller's contract), 16-aligned, a multiple of 16
                // bytes long (`streams_staged`).
                unsafe {
                    stream_copy(buffer, stage.add(done * self.size), chunk.len() * self.size)
                };
            }
            done += chunk.len();
        }
        Pairs::<true>::fence();
        result
    }

    /// [`Table::write_block`] with non-temporal stores: each image's words (every member is
    /// copied) stored past the cache, then a fence. A struct written by masked copies
    /// (`masked.rs`) streams its masked pieces instead.
    ///
    /// # Safety
    /// As [`Table::write_block`], and [`Table::streams`] holds.
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    unsafe fn stream_block<T: PtxAbi>(&self, values: &[T], stage: *mut u8) {
        #[cfg(not(miri))]
        if const { super::masked::masks(T::DERIVED) } {
            // SAFETY: the caller's contract; `streams` checked that the block is 16-aligned and
            // the image a multiple of 16 bytes, so every piece stored is aligned.
            unsafe { super::masked::write::<T, true>(values, stage) };
            Pairs::<true>::fence();
            return;
        }
        let mut sink = Pairs::<true>::new();
        for (e, value) in values.iter().enumerate() {
            prefetch_ahead((value as *const T).cast(), self.host_size);
            // SAFETY: element `e`'s bytes are within `stage` (the caller's contract), whole
            // 16-aligned pairs of words (`streams`).
            unsafe {
                self.write_words::<_, T>(
                    &mut sink,
                    (value as *const T).cast::<u8>(),
                    stage.add(e * self.size),
                )
            };
        }
        Pairs::<true>::fence();
    }

    /// Writes the bytes of the image at `dst` (exactly `self.size` bytes, any contents): the
    /// copied members' bytes from the value at `src` (their offsets are the same in both), and
    /// zeros everywhere else (padding, and the other members' bytes, written next).
    ///
    /// Each aligned 8-byte word of the image is assembled in a register from the runs of copied
    /// members that fall in it and stored once; the whole words inside a longer run are copied. Zeroing
    /// the image first and then storing each member over the zeros wrote most bytes twice, with
    /// stores of different widths to the same addresses, and ran at a third of this speed on an
    /// AMD Zen 3 core (`MARSHALLING.md`, "Word assembly"). The runs are in
    /// image order (a struct's members are), so one pass over them, unrolled once inlined (the
    /// table is a constant), leaves a store per word and the shifts and ORs between. That holds
    /// up to [`RUNS_ADDED`] runs; a struct of more is assembled on the stack
    /// ([`Table::write_words_assembled`]), or, with a larger image and a sink that allows it,
    /// written in place ([`Table::write_words_direct`]).
    ///
    /// # Safety
    /// `T` is the struct this table was derived for; `src` is valid for reads of every copied
    /// member (a host value of `T`), `dst` for writes of `self.size` bytes, and they do not
    /// overlap.
    #[inline(always)]
    pub(super) unsafe fn write_words<S: Sink, T: PtxAbi>(
        &self,
        sink: &mut S,
        src: *const u8,
        dst: *mut u8,
    ) {
        let size = self.size;
        if const { assembles(T::DERIVED) } {
            // SAFETY: the caller's contract; the image is at most `ASSEMBLED_BYTES` long.
            return unsafe { self.write_words_assembled(sink, src, dst) };
        }
        if const { writes_in_place(T::DERIVED) && S::IN_PLACE } {
            // SAFETY: the caller's contract.
            return unsafe { self.write_words_direct(src, dst) };
        }
        // The word being assembled: image bytes `start .. start + 8` (fewer at the end of the
        // image); every byte before `start` is written.
        let mut start = 0;
        let mut word = 0u64;
        let mut i = 0;
        while i < self.runs.len() {
            let run = &self.runs[i];
            // SAFETY: the caller's contract (the run's bytes are at `src + run.host`); runs are
            // in image order and do not overlap, so `run.at >= start`.
            (start, word) = unsafe {
                add_run(
                    sink,
                    src.add(run.host),
                    dst,
                    size,
                    run.at,
                    run.len,
                    start,
                    word,
                )
            };
            i += 1;
        }
        if start < size {
            // SAFETY: `start .. size` is within the image.
            unsafe {
                sink.store_word(dst, start, word, size);
                if start + 8 < size {
                    sink.zero_words(dst, start + 8, size);
                }
            }
        }
    }

    /// [`Table::write_words`] for a struct of many runs ([`has_many_runs`]) and a small image
    /// ([`assembles`]): the image is assembled in a buffer on the stack (zeros, then each run
    /// copied over them) and its words given to `sink`. Each step is a copy of constant size
    /// once the loops are unrolled, and the optimiser keeps the buffer's words in registers, so
    /// what is left is the words assembled from the runs' loads, as `add_run` assembles them.
    ///
    /// # Safety
    /// As [`Table::write_words`]; `self.size <= ASSEMBLED_BYTES`.
    #[inline(always)]
    unsafe fn write_words_assembled<S: Sink>(&self, sink: &mut S, src: *const u8, dst: *mut u8) {
        let size = self.size;
        let words = size.div_ceil(8);
        let mut assembled = MaybeUninit::<[u64; ASSEMBLED_BYTES / 8]>::uninit();
        let buffer = assembled.as_mut_ptr().cast::<u8>();
        // SAFETY: `words * 8 <= ASSEMBLED_BYTES` (the caller's contract), so every write and
        // read of the buffer is within it, and each word read was zeroed first; each run is
        // within the image (`at + len <= size`) and its bytes within the host value at `src`
        // (the caller's contract), copied members, so initialised.
        unsafe {
            buffer.write_bytes(0, words * 8);
            self.copy_runs(src, buffer);
            let mut w = 0;
            while w < words {
                let word = u64::from_le(buffer.cast::<u64>().add(w).read());
                sink.store_word(dst, 8 * w, word, size);
                w += 1;
            }
        }
    }

    /// [`Table::write_words`] for a struct of many runs ([`has_many_runs`]) whose image is too
    /// large for [`Table::write_words_assembled`]: zeros over the whole image, then each run
    /// copied over them, with ordinary stores in place.
    ///
    /// # Safety
    /// As [`Table::write_words`].
    #[inline(always)]
    unsafe fn write_words_direct(&self, src: *const u8, dst: *mut u8) {
        // SAFETY: the image is `dst .. dst + size`, each run within it and within the host
        // value at `src` (the caller's contract).
        unsafe {
            dst.write_bytes(0, self.size);
            self.copy_runs(src, dst);
        }
    }

    /// Copies each run of copied members from the host value at `src` to the image at `dst`:
    /// one copy of constant size per run once the loop is unrolled, which a body this small
    /// lets LLVM do for dozens of runs ([`RUNS_ADDED`]).
    ///
    /// # Safety
    /// `src` is valid for reads of every copied member (a host value of the type this table was
    /// derived for), `dst` for writes of `self.size` bytes, and they do not overlap.
    #[inline(always)]
    unsafe fn copy_runs(&self, src: *const u8, dst: *mut u8) {
        let mut i = 0;
        while i < self.runs.len() {
            let run = &self.runs[i];
            // SAFETY: the caller's contract; each run is within the image (`at + len <= size`)
            // and its bytes within the host value, copied members, so initialised.
            unsafe { core::ptr::copy_nonoverlapping(src.add(run.host), dst.add(run.at), run.len) };
            i += 1;
        }
    }

    /// [`Table::write_words`] through the cache: in 16-byte pairs of words where the image's
    /// size is a multiple of 16 ([`Pairs`]), else a word at a time ([`Cached`]).
    ///
    /// # Safety
    /// As [`Table::write_words`].
    #[inline(always)]
    pub(super) unsafe fn write_words_cached<T: PtxAbi>(&self, src: *const u8, dst: *mut u8) {
        // SAFETY: the caller's contract; `Pairs` needs whole pairs, which a size that is a
        // multiple of 16 makes.
        unsafe {
            #[cfg(target_arch = "x86_64")]
            if self.size % 16 == 0 {
                return self.write_words::<_, T>(&mut Pairs::<false>::new(), src, dst);
            }
            self.write_words::<_, T>(&mut Cached, src, dst)
        }
    }

    /// Copies every copied member from the image at `image` into the value at `value`: one
    /// copy of constant size each, which the compiler merges where members are adjacent.
    ///
    /// # Safety
    /// `image` is valid for reads of an image, `value` for writes of a host value of the type
    /// this table was derived for, and they do not overlap.
    #[inline(always)]
    unsafe fn copy_members(&self, image: *const u8, value: *mut u8) {
        each_member!(self, |m| {
            if m.copied {
                // SAFETY: the caller's contract; `at .. at + size` is within the image, `host ..
                // host + size` within the value.
                unsafe {
                    core::ptr::copy_nonoverlapping(image.add(m.at), value.add(m.host), m.size)
                };
            }
            true
        });
    }

    /// Reads a struct from its image (`bytes`, at least `self.size` long).
    ///
    /// # Safety
    /// `T` is the host type this table was derived for: its members are exactly the table's, at
    /// the `host` offsets and of the types the table names.
    #[inline(always)]
    pub unsafe fn read<T>(&self, bytes: &[u8]) -> Result<T, Error> {
        let mut value = MaybeUninit::<T>::uninit();
        let bytes = &bytes[..self.size];
        let dst = value.as_mut_ptr().cast::<u8>();
        // SAFETY: the caller's contract; `value` has room for one `T` (see `read_block`).
        unsafe {
            self.copy_members(bytes.as_ptr(), dst);
            self.read_members(bytes, dst)?;
        }
        // SAFETY: `read_block` returned `Ok`: every member of `T` holds a valid value, and a
        // struct's padding needs no initialisation.
        Ok(unsafe { value.assume_init() })
    }

    /// Reads `images.len() / self.size` structs from their images into `dst`: the copied
    /// members copied at once (as in [`Table::write_block`]), the copied members that need it
    /// checked, then the other members read (bit-fields extracted and sign-extended, `bool`s and enums checked).
    /// On an error, the failing element's index and the error; the values at `dst` are then
    /// partly written and must not be used.
    ///
    /// # Safety
    /// `T` is the struct this table was derived for (not a union), `images.len()` is a multiple
    /// of `self.size`, and `dst` is valid for writes of that many `T`s (their contents on entry
    /// do not matter).
    #[inline(always)]
    pub unsafe fn read_block<T: PtxAbi>(
        &self,
        images: &[u8],
        dst: *mut T,
        first: usize,
    ) -> Result<(), Error> {
        let dst = dst.cast::<u8>();
        let whole = const { at_host_offsets(T::DERIVED) } && self.size == self.host_size;
        if whole {
            // Every image is its value's bytes, padding zeroed: the block is one copy, whose
            // bytes land in the members and the padding (`at_host_offsets`).
            // SAFETY: `dst` has room for `images.len() / size` values of `size` bytes (the
            // caller's contract), a buffer of its own.
            unsafe { core::ptr::copy_nonoverlapping(images.as_ptr(), dst, images.len()) };
            if self.all_bits_valid {
                return Ok(());
            }
        }
        for (e, bytes) in images.chunks_exact(self.size).enumerate() {
            // SAFETY: value `e` is in bounds (the caller's contract).
            let value = unsafe { dst.add(e * self.host_size) };
            if !whole {
                // SAFETY: the copied members are within the image and the host value (see
                // `write_block`); the bytes land in the copied members, whose images are values
                // (checked below where that is not true of every image).
                unsafe { self.copy_members(bytes.as_ptr(), value) };
            }
            // SAFETY: member `i` of a `T` is at `value + host` (the caller's contract), inside
            // value `e`.
            unsafe { self.read_members(bytes, value) }
                .map_err(|error| error.within_element(self.name, first + e))?;
        }
        Ok(())
    }

    /// Reads the members of a value from `bytes` (its image) into `dst`, all but the copied
    /// members whose every image is a valid value (already in place). A loop as short as
    /// [`Table::write_members`]'s, for the same reason.
    ///
    /// # Safety
    /// `dst` points to a (possibly uninitialised) value of the host type this table was derived
    /// for. On an error the members read so far are not dropped, which is safe (they are leaked,
    /// and derived members own nothing).
    #[inline(always)]
    unsafe fn read_members(&self, bytes: &[u8], dst: *mut u8) -> Result<(), Error> {
        let mut fault = None;
        let i = each_member!(self, |m| {
            let in_place = m.copied && m.all_bits_valid;
            // SAFETY: the caller's contract: member `i`, of the type the table names, is at
            // `dst + host`, in bounds and aligned for it.
            in_place || unsafe { (m.read)(bytes, m.at, m.width, dst.add(m.host), &mut fault) }
        });
        match fault {
            Some(fault) => Err(self.fault(i, fault)),
            None => Ok(()),
        }
    }

    /// Writes a union through its member `i` (`#[ptx(marshal_via = member)]`) into `out` (zeroed,
    /// at least `self.size` bytes).
    ///
    /// # Safety
    /// `U` is the union this table was derived for, and member `i` of `value` is initialised.
    #[inline(always)]
    pub unsafe fn write_via<U>(&self, i: usize, value: &U, out: &mut [u8]) -> Result<(), Error> {
        let src = (value as *const U).cast::<u8>();
        let mut fault = None;
        let mut w = Writer {
            out: &mut out[..self.size],
            pending: Pending::new(),
            fault: &mut fault,
            excess: 0,
            checking: true,
        };
        let m = &self.marshal[i];
        // SAFETY: the caller's contract: member `i`, a valid value, is at `src + host`.
        if unsafe { (m.write)(src.add(m.host), &mut w, m.at, m.width) } {
            w.pending.flush(w.out);
            return Ok(());
        }
        Err(self.fault(i, fault.take().expect("a failed write leaves its fault")))
    }

    /// Reads a union through its member `i` from its image (`bytes`, at least `self.size` long).
    ///
    /// # Safety
    /// `U` is the union this table was derived for.
    #[inline(always)]
    pub unsafe fn read_via<U: crate::unions::DerivedUnion>(
        &self,
        i: usize,
        bytes: &[u8],
    ) -> Result<U, Error> {
        let bytes = &bytes[..self.size];
        let mut value = crate::unions::zeroed_union::<U>();
        let dst = (&mut value as *mut U).cast::<u8>();
        let m = &self.marshal[i];
        let mut fault = None;
        // SAFETY: `value` is a valid `U` (a union: any bytes are), member `i` of it is at
        // `dst + host` (the caller's contract), and writing a valid member keeps it valid.
        if unsafe { (m.read)(bytes, m.at, m.width, dst.add(m.host), &mut fault) } {
            return Ok(value);
        }
        Err(self.fault(i, fault.expect("a failed read leaves its fault")))
    }
}

/// A union's `write_image` and `read_image` (the derive's) call these on its `'static` table;
/// they run [`Table`]'s loops.
impl<const N: usize> Derived<N> {
    /// See [`Table::write_via`].
    ///
    /// # Safety
    /// As [`Table::write_via`].
    #[inline(always)]
    pub unsafe fn write_via<U>(
        &'static self,
        i: usize,
        value: &U,
        out: &mut [u8],
    ) -> Result<(), Error> {
        // SAFETY: the caller's contract.
        unsafe { self.table().write_via(i, value, out) }
    }

    /// See [`Table::read_via`].
    ///
    /// # Safety
    /// As [`Table::read_via`].
    #[inline(always)]
    pub unsafe fn read_via<U: crate::unions::DerivedUnion>(
        &'static self,
        i: usize,
        bytes: &[u8],
    ) -> Result<U, Error> {
        // SAFETY: the caller's contract.
        unsafe { self.table().read_via(i, bytes) }
    }
}
