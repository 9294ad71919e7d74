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

#[cfg(target_arch = "x86_64")]
use core::mem::MaybeUninit;

#[cfg(target_arch = "x86_64")]
use super::simd::STREAM_BYTES_NOW;
use super::stores::Cached;
#[cfg(target_arch = "x86_64")]
use super::stores::{prefetch_ahead, stream_copy, Pairs};
use super::table::{Pending, Table, Writer};
#[cfg(target_arch = "x86_64")]
use super::words::writes_in_place;
use crate::abi::PtxAbi;
use crate::error::Error;
use crate::image::{pack_bits_wide, window};

impl Pending {
    const NONE: usize = usize::MAX;

    pub(super) const fn new() -> Pending {
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
    pub(super) fn flush(&self, out: &mut [u8]) {
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

/// The size of the stack buffer [`Table::stream_staged`] writes images into: a small part of
/// any x86-64 core's L1 data cache (32 KiB or more).
#[cfg(target_arch = "x86_64")]
const STAGED_BYTES: usize = 4096;

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
}
