//! Where the derived loops put an image's words ([`Sink`]: ordinary stores, or pairs of words
//! stored past the cache on x86-64) and the prefetches ahead of a large block: the stores every
//! loop of `blocks.rs`, `quads.rs` and `masked.rs` shares, which know nothing of a table.

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
pub(in crate::derived) struct Cached;

// SAFETY: each method writes exactly the bytes its contract names.
unsafe impl Sink for Cached {
    const IN_PLACE: bool = true;

    #[inline(always)]
    unsafe fn store_word(&mut self, dst: *mut u8, start: usize, word: u64, size: usize) {
        let len = (size - start).min(8);
        // SAFETY: the caller's contract: `start .. start + len` is within the image.
        unsafe { core::ptr::copy_nonoverlapping(word.to_le_bytes().as_ptr(), dst.add(start), len) };
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
pub(in crate::derived) struct Pairs<const STREAM: bool> {
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
pub(in crate::derived) unsafe fn store_pair<const STREAM: bool>(
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
    pub(in crate::derived) fn fence() {
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
pub(in crate::derived) const PREFETCH_AHEAD: usize = 8192;

/// Asks for the `len` bytes (a value, or four) [`PREFETCH_AHEAD`] bytes past `at` to be brought
/// into the cache (`prefetchnta`: they are read once), a line at a time. Never faults, whatever
/// the address: past the end of the values it is a hint that goes nowhere.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(in crate::derived) fn prefetch_ahead(at: *const u8, len: usize) {
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

/// Copies `len` bytes from `src` to `dst` with non-temporal stores (`movntdq`), as `memcpy`
/// copies a large block; the caller fences ([`Pairs::fence`]).
///
/// # Safety
/// `src` is valid for reads of `len` initialised bytes and 16-aligned, `dst` for writes of
/// `len` bytes and 16-aligned, `len` a multiple of 16; they do not overlap.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(in crate::derived) unsafe fn stream_copy(src: *const u8, dst: *mut u8, len: usize) {
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
