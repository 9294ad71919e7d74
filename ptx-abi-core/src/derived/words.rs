//! An image's words assembled from the runs of copied members ([`Table::write_words`], word
//! assembly in `MARSHALLING.md`), and the same runs copied back when an image is read.

use core::mem::MaybeUninit;

#[cfg(target_arch = "x86_64")]
use super::stores::Pairs;
use super::stores::{Cached, Sink};
use super::table::Table;
use crate::abi::PtxAbi;

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
pub(super) const fn writes_in_place(table: Option<&Table>) -> bool {
    has_many_runs(table) && !assembles(table)
}

impl Table {
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
    pub(super) unsafe fn copy_members(&self, image: *const u8, value: *mut u8) {
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
}
