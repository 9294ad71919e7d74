//! Bit-fields packed four values at a time: a block of values of a struct with bit-fields is
//! written in groups of four, each bit-field's four values loaded into the four 32-bit lanes of
//! an SSE2 register, range-checked, masked and shifted into place there, and each image window
//! holding bit-fields stored once per value (`MARSHALLING.md`, "Bit-fields four at a time").
//!
//! Packed one value at a time, a bit-field costs a load, a shift, an OR and a range check of two
//! or three instructions, and `bits` of the marshal bench (eight bit-fields) took about 55
//! instructions per value, a fifth of `copy_from_slice`'s speed in cache on an AMD Zen 3 core.
//! Here the same work is shared by four values: the shifts and masks are the same for all four
//! (the field's), so SSE2's whole-register shifts do them, and only the loads and the stores are
//! per value. Four 32-bit bit-fields at consecutive host offsets (`unsigned a : 4, b : 6, ...`
//! mirrored as `u32` members, the common case) are loaded as one 16-byte row per value and
//! transposed (eight shuffles for sixteen values).
//!
//! A type is written so when every member is copied, an unnamed bit-field, a member written as
//! usual (`write_others`), or a named bit-field whose host bytes are its integer (integers of 8
//! to 32 bits and `bool`: [`BitFieldType::LANE_BYTES`](crate::BitFieldType)) and whose bits lie
//! within one aligned 32-bit slot of the image ([`plan`]). Range checks are OR-ed over the four
//! values and tested once; a value out of range sends the four back through the one-at-a-time
//! path, which names the first failing value and field as it always does.

use super::table::Marshal;
#[cfg(target_arch = "x86_64")]
use super::table::PackFn;
use crate::layout::Field;

/// The image's aligned 4-byte slot that holds the bits of a bit-field at `bit_offset`.
const fn slot(bit_offset: usize) -> usize {
    bit_offset / 32 * 4
}

/// The window of an image of `size` bytes that a slot's bits are stored with: its aligned 8-byte
/// word (two slots, one store per value), or the last 4 bytes where no such word fits.
const fn window(slot: usize, size: usize) -> (usize, usize) {
    let start = slot & !7;
    if start + 8 <= size {
        (start, 8)
    } else {
        (start, 4)
    }
}

/// Whether host byte `at` of a value is initialised by being a byte of a lane bit-field or of a
/// copied member (neither has padding: a copied member's host bytes are its image).
const fn initialised<const N: usize>(marshal: &[Marshal; N], at: usize) -> bool {
    let mut j = 0;
    while j < N {
        let m = &marshal[j];
        let bytes = if m.lane != 0 {
            m.lane as usize
        } else if m.copied {
            m.size
        } else {
            0
        };
        if m.host <= at && at < m.host + bytes {
            return true;
        }
        j += 1;
    }
    false
}

/// The widest load (4 or 2 host bytes; else the bit-field's own `lane` bytes at `h`) that holds
/// the lane bit-field at host byte `h` and reads only initialised bytes ([`initialised`]): its
/// first host byte and length, the one that begins at the bit-field first. Four bytes cost one
/// `movd` from memory per value, and one or two bytes a `pinsrw` each (two operations on AMD
/// Zen 3); `bits` of the marshal bench (`u16` and `u8` bit-fields side by side) took 24 of them
/// for three loads, 15 for two (`MARSHALLING.md`, "Stores in pairs").
const fn widest_load<const N: usize>(
    marshal: &[Marshal; N],
    h: usize,
    lane: usize,
) -> (usize, usize) {
    let mut bytes = 4;
    while bytes > lane {
        let mut back = 0;
        while back + lane <= bytes && back <= h {
            let from = h - back;
            let mut at = from;
            while at < from + bytes && initialised(marshal, at) {
                at += 1;
            }
            if at == from + bytes {
                return (from, bytes);
            }
            back += 1;
        }
        bytes /= 2;
    }
    (h, lane)
}

/// The low `bits` bits set (`bits <= 32`).
#[cfg(target_arch = "x86_64")]
const fn low_mask(bits: u32) -> u32 {
    if bits >= 32 {
        u32::MAX
    } else {
        (1 << bits) - 1
    }
}

/// Whether a struct's blocks are written four values at a time, and its members' marks (see
/// [`Marshal`]): `const`, once per derived type, from its placed members. Returns the members
/// with their marks, whether, and whether a member is neither copied nor a bit-field (so that
/// `write_others` has something to write: a loop over every member for nothing cost 30 ns a
/// value in a struct of 20 bit-fields, where LLVM did not unroll it).
pub(super) const fn plan<const N: usize>(
    mut marshal: [Marshal; N],
    fields: &[Field; N],
    size: usize,
) -> ([Marshal; N], bool, bool) {
    let (mut lanes, mut others) = (false, false);
    let mut i = 0;
    while i < N {
        let m = &marshal[i];
        if let Some(bits) = fields[i].bits {
            if bits.named {
                let (at, width) = (m.at, m.width);
                let fits_a_slot = (at % 32) + width as usize <= 32 && slot(at) + 4 <= size;
                if m.lane == 0 || !fits_a_slot {
                    return (marshal, false, false);
                }
                lanes = true;
                #[cfg(target_arch = "x86_64")]
                {
                    marshal[i].pack = PACK;
                }
            }
        } else if !m.copied {
            others = true;
        }
        i += 1;
    }
    if !lanes {
        return (marshal, false, false);
    }
    let mut i = 0;
    while i < N {
        if marshal[i].lane != 0 {
            let (start, len) = window(slot(marshal[i].at), size);
            let mut j = 0;
            while j < N {
                let f = &fields[j];
                if f.bits.is_none()
                    && f.layout.size != 0
                    && f.offset < start + len
                    && f.offset + f.layout.size > start
                {
                    marshal[i].shared = true;
                }
                j += 1;
            }
        }
        i += 1;
    }
    // Loads: each lane bit-field whose bytes the previous lane bit-field's load holds takes them
    // from it; the others are loaded as widely as initialised host bytes around them allow
    // ([`widest_load`]), so that the bit-fields after them can share the load.
    // The previous lane bit-field's load: its first host byte and length (none yet: no bytes).
    let mut last_read = (0, 0);
    let mut i = 0;
    while i < N {
        let lane = marshal[i].lane as usize;
        if lane != 0 {
            let h = marshal[i].host;
            let (from, bytes) = last_read;
            if from <= h && h + lane <= from + bytes {
                marshal[i].load = 0;
                marshal[i].load_shift = (8 * (h - from)) as u8;
            } else {
                let (from, bytes) = widest_load(&marshal, h, lane);
                marshal[i].load = bytes as u8;
                marshal[i].load_shift = (8 * (h - from)) as u8;
                last_read = (from, bytes);
            }
        }
        i += 1;
    }
    let mut i = 0;
    while i + 3 < N {
        let h = marshal[i].host;
        let mut k = 0;
        while k < 4 && marshal[i + k].lane == 4 && marshal[i + k].host == h + 4 * k {
            k += 1;
        }
        if k == 4 {
            marshal[i].quad = true;
            i += 4;
        } else {
            i += 1;
        }
    }
    (marshal, true, others)
}

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use core::arch::x86_64::*;

    use super::super::stores::{store_pair, Cached, Sink};
    use super::super::table::{Marshal, Quad, Table, Window, MERGED_WORDS};
    use super::{low_mask, slot, window};

    /// The `m.load` bytes at `m.host - m.load_shift / 8` of the four values at `src` (stride
    /// `stride`), as unsigned integers in the four lanes.
    ///
    /// # Safety
    /// The four values are valid for reads, and those bytes initialised (`widest_load`: lane
    /// bit-fields' or copied members' bytes).
    #[inline(always)]
    unsafe fn gather(src: *const u8, stride: usize, m: &Marshal) -> __m128i {
        let from = m.host - usize::from(m.load_shift / 8);
        let at = |k: usize| src.wrapping_add(k * stride + from);
        // SAFETY: the caller's contract: initialised bytes (integers, `bool`s, copied members)
        // read as the unsigned integers they make, of every pattern; unaligned loads.
        unsafe {
            if m.load == 4 {
                return lanes_of(|k| at(k).cast::<i32>().read_unaligned());
            }
            let one = |k| {
                i32::from(if m.load == 2 {
                    at(k).cast::<u16>().read_unaligned()
                } else {
                    u16::from(at(k).read())
                })
            };
            let v = _mm_insert_epi16::<0>(_mm_setzero_si128(), one(0));
            let v = _mm_insert_epi16::<2>(v, one(1));
            let v = _mm_insert_epi16::<4>(v, one(2));
            _mm_insert_epi16::<6>(v, one(3))
        }
    }

    /// The 32-bit values `one(0)` to `one(3)` in the four lanes of a register.
    #[inline(always)]
    fn lanes_of(one: impl Fn(usize) -> i32) -> __m128i {
        // SAFETY: SSE2 (see `excess`).
        unsafe {
            let lane = |k| _mm_cvtsi32_si128(one(k));
            _mm_unpacklo_epi64(
                _mm_unpacklo_epi32(lane(0), lane(1)),
                _mm_unpacklo_epi32(lane(2), lane(3)),
            )
        }
    }

    /// The 16-byte rows at `host` of the four values at `src` (stride `stride`), transposed:
    /// lane `k` of row `j` is the 32-bit member at `host + 4 * j` of value `k`.
    ///
    /// # Safety
    /// The four values are valid for reads of 16 initialised bytes at `host` (four 32-bit
    /// members).
    #[inline(always)]
    unsafe fn transpose(src: *const u8, stride: usize, host: usize) -> [__m128i; 4] {
        // SAFETY: the caller's contract; `loadu` takes any alignment; SSE2 (see `excess`).
        unsafe {
            let row = |k: usize| _mm_loadu_si128(src.add(k * stride + host).cast());
            let (r0, r1, r2, r3) = (row(0), row(1), row(2), row(3));
            let (t0, t1) = (_mm_unpacklo_epi32(r0, r1), _mm_unpacklo_epi32(r2, r3));
            let (t2, t3) = (_mm_unpackhi_epi32(r0, r1), _mm_unpackhi_epi32(r2, r3));
            [
                _mm_unpacklo_epi64(t0, t1),
                _mm_unpackhi_epi64(t0, t1),
                _mm_unpacklo_epi64(t2, t3),
                _mm_unpackhi_epi64(t2, t3),
            ]
        }
    }

    /// Non-zero in a lane whose value does not fit the bit-field's width (spec 1.3): an unsigned
    /// value with a bit at or above the width, a signed one whose bits from the width less one
    /// up to its type's top are not all equal (bit `k` of `v ^ v << 1` is set where bits `k` and
    /// `k - 1` differ). The lanes hold the values zero-extended from their host bytes.
    #[inline(always)]
    fn excess(v: __m128i, m: &Marshal) -> __m128i {
        let width = m.width;
        // SAFETY: SSE2, part of the x86_64 baseline (so, too, in every block below that calls
        // only intrinsics).
        unsafe {
            if m.signed {
                let top = low_mask(8 * u32::from(m.lane));
                let changes = _mm_xor_si128(v, _mm_add_epi32(v, v));
                _mm_and_si128(changes, _mm_set1_epi32((top & !low_mask(width)) as i32))
            } else {
                _mm_and_si128(v, _mm_set1_epi32(!low_mask(width) as i32))
            }
        }
    }

    /// The bit-field's bits, in place in its 32-bit slot of the image (a signed value's sign
    /// extension cut off; an unsigned value that fits is its bits).
    #[inline(always)]
    fn place(v: __m128i, m: &Marshal) -> __m128i {
        // SAFETY: SSE2 (see `excess`).
        unsafe {
            let bits = if m.signed {
                _mm_and_si128(v, _mm_set1_epi32(low_mask(m.width) as i32))
            } else {
                v
            };
            _mm_sll_epi32(bits, _mm_cvtsi32_si128((m.at % 32) as i32))
        }
    }

    impl Window {
        const NONE: usize = usize::MAX;

        /// Stores the window into the four images at `dst` (stride `size`): OR-ed into the bytes
        /// there if it holds other members' bytes, else over the zeros `write_words` left.
        ///
        /// # Safety
        /// The four images at `dst` are valid for reads and writes of `size` initialised bytes,
        /// and the window is within them.
        #[inline(always)]
        unsafe fn store(&self, dst: *mut u8, size: usize) {
            if self.start == Window::NONE {
                return;
            }
            let at = |k: usize| dst.wrapping_add(k * size + self.start);
            // SAFETY: the caller's contract; every access is of the window's bytes of an image,
            // unaligned (`loadl`/`storel` and `read_unaligned`/`write_unaligned` take any
            // alignment).
            unsafe {
                if self.len == 8 {
                    let mut w01 = _mm_unpacklo_epi32(self.lo, self.hi);
                    let mut w23 = _mm_unpackhi_epi32(self.lo, self.hi);
                    if self.shared {
                        let old = |k: usize| _mm_loadl_epi64(at(k).cast::<__m128i>());
                        w01 = _mm_or_si128(w01, _mm_unpacklo_epi64(old(0), old(1)));
                        w23 = _mm_or_si128(w23, _mm_unpacklo_epi64(old(2), old(3)));
                    }
                    _mm_storel_epi64(at(0).cast(), w01);
                    _mm_storel_epi64(at(1).cast(), _mm_unpackhi_epi64(w01, w01));
                    _mm_storel_epi64(at(2).cast(), w23);
                    _mm_storel_epi64(at(3).cast(), _mm_unpackhi_epi64(w23, w23));
                } else {
                    let mut w = self.lo;
                    if self.shared {
                        w = _mm_or_si128(w, lanes_of(|k| at(k).cast::<i32>().read_unaligned()));
                    }
                    let put = |k: usize, lane: __m128i| {
                        at(k).cast::<i32>().write_unaligned(_mm_cvtsi128_si32(lane))
                    };
                    put(0, w);
                    put(1, _mm_shuffle_epi32::<0x55>(w));
                    put(2, _mm_shuffle_epi32::<0xAA>(w));
                    put(3, _mm_shuffle_epi32::<0xFF>(w));
                }
            }
        }
    }

    /// Packs nothing: the [`PackFn`] of a member that is not a lane bit-field.
    ///
    /// # Safety
    /// None; `unsafe` to be a [`PackFn`].
    #[inline(always)]
    pub(in crate::derived) unsafe fn pack_nothing(_: &Marshal, _: &mut Quad) {}

    /// Adds the lane bit-field `m` of the four values to their images' open window (storing the
    /// previous window first if `m`'s is another), and its range check to `q.bad`.
    ///
    /// # Safety
    /// `m` is a lane bit-field of the table of the four values and images of `q` (as
    /// [`Table::write_quad`]'s).
    #[inline(always)]
    pub(in crate::derived) unsafe fn pack(m: &Marshal, q: &mut Quad) {
        if m.quad {
            // SAFETY: the caller's contract; `quad` marks four 32-bit members at
            // `host .. host + 16` (`plan`).
            q.rows = unsafe { transpose(q.src, q.stride, m.host) };
            q.next_row = 0;
        }
        let v = if q.next_row < q.rows.len() {
            q.next_row += 1;
            q.rows[q.next_row - 1]
        } else {
            if m.load != 0 {
                // SAFETY: the caller's contract; `m` is a lane bit-field.
                q.last = unsafe { gather(q.src, q.stride, m) };
            }
            // SAFETY: SSE2 (see `excess`).
            unsafe {
                let v = _mm_srl_epi32(q.last, _mm_cvtsi32_si128(i32::from(m.load_shift)));
                if m.load as usize == m.lane as usize {
                    v
                } else {
                    _mm_and_si128(v, _mm_set1_epi32(low_mask(8 * u32::from(m.lane)) as i32))
                }
            }
        };
        let bits = place(v, m);
        let slot = slot(m.at);
        let (start, len) = window(slot, q.size);
        // SAFETY: SSE2 (see `excess`).
        let zero = unsafe { _mm_setzero_si128() };
        if start != q.open.start {
            // SAFETY: the caller's contract; the window is within the images (`plan`).
            unsafe { q.close() };
            q.open = Window {
                start,
                len,
                shared: m.shared,
                lo: zero,
                hi: zero,
            };
        }
        // SAFETY: SSE2 (see `excess`).
        unsafe {
            q.bad = _mm_or_si128(q.bad, excess(v, m));
            if slot == start {
                q.open.lo = _mm_or_si128(q.open.lo, bits);
            } else {
                q.open.hi = _mm_or_si128(q.open.hi, bits);
            }
        }
    }

    impl Quad {
        /// Ends the open window: kept in `words` if `merging`, else stored over the images.
        ///
        /// # Safety
        /// As [`Window::store`] for the four images at `self.dst`.
        #[inline(always)]
        unsafe fn close(&mut self) {
            let open = &self.open;
            if open.start == Window::NONE {
                return;
            }
            if self.merging {
                // SAFETY: SSE2 (see `excess`).
                unsafe {
                    let word = &mut self.words[open.start / 8];
                    word[0] = _mm_or_si128(word[0], _mm_unpacklo_epi32(open.lo, open.hi));
                    word[1] = _mm_or_si128(word[1], _mm_unpackhi_epi32(open.lo, open.hi));
                }
            } else {
                // SAFETY: the caller's contract.
                unsafe { open.store(self.dst, self.size) };
            }
        }
    }

    /// The words of image `k` of a [`Quad`] stored in 16-byte pairs
    /// ([`Pairs`](super::super::stores::Pairs)) with its bit-fields' bits OR-ed in: every byte of
    /// the image stored once, in half as many stores as a word at a time and the windows over
    /// them (`bits` of the marshal bench, 3 stores per value to 2: `MARSHALLING.md`, "Stores in
    /// pairs"); past the cache if `STREAM` (each pair 16-aligned), as
    /// [`Pairs`](super::super::stores::Pairs) stores them.
    struct Merged<'a, const STREAM: bool> {
        /// The first word of the pair being assembled, in the low lane.
        low: __m128i,
        words: &'a [[__m128i; 2]; MERGED_WORDS],
        k: usize,
    }

    impl<const STREAM: bool> Merged<'_, STREAM> {
        /// Image `k`'s bit-field bits in the word at `at`, in the low lane (the high lane holds
        /// anything).
        #[inline(always)]
        fn bits(&self, at: usize) -> __m128i {
            let pair = self.words[at / 8][self.k / 2];
            if self.k % 2 == 0 {
                pair
            } else {
                // SAFETY: SSE2 (see `excess`).
                unsafe { _mm_unpackhi_epi64(pair, pair) }
            }
        }

        /// Takes the word at `dst + at` (its low lane): the first of a pair waits, the second
        /// stores both.
        ///
        /// # Safety
        /// `at` is a multiple of 8, and when it is not one of 16, `dst + at - 8` is valid for a
        /// 16-byte write (and 16-aligned if `STREAM`).
        #[inline(always)]
        unsafe fn put(&mut self, dst: *mut u8, at: usize, word: __m128i) {
            let word = _mm_or_si128(word, self.bits(at));
            if at % 16 == 0 {
                self.low = word;
                return;
            }
            // SAFETY: the caller's contract; SSE2 (see `excess`).
            unsafe {
                store_pair::<STREAM>(dst.add(at - 8).cast(), _mm_unpacklo_epi64(self.low, word))
            }
        }
    }

    // SAFETY: each method writes exactly the bytes its contract names, in whole pairs of words
    // (the caller's: an image whose size is a multiple of 16, its words in order; each pair
    // 16-aligned if `STREAM`).
    unsafe impl<const STREAM: bool> Sink for Merged<'_, STREAM> {
        // The bit-fields are merged into the words as they pass.
        const IN_PLACE: bool = false;

        #[inline(always)]
        unsafe fn store_word(&mut self, dst: *mut u8, start: usize, word: u64, _: usize) {
            // SAFETY: the caller's contract; SSE2 (see `excess`).
            unsafe { self.put(dst, start, _mm_cvtsi64_si128(word as i64)) }
        }

        #[inline(always)]
        unsafe fn zero_words(&mut self, dst: *mut u8, from: usize, to: usize) {
            let mut at = from;
            while at < to {
                // SAFETY: the caller's contract; SSE2 (see `excess`).
                unsafe { self.put(dst, at, _mm_setzero_si128()) };
                at += 8;
            }
        }

        #[inline(always)]
        unsafe fn copy_words(&mut self, src: *const u8, dst: *mut u8, from: usize, to: usize) {
            let mut at = from;
            while at < to {
                // SAFETY: the caller's contract: 8 initialised bytes at `src + at - from`
                // (`loadl` takes any alignment).
                unsafe { self.put(dst, at, _mm_loadl_epi64(src.add(at - from).cast())) };
                at += 8;
            }
        }
    }

    impl Table {
        /// Whether four values' bit-fields are packed first and merged into the images' words as
        /// they are stored ([`Merged`]): whole pairs of words, few enough to keep in registers.
        /// Else the words are stored first and the windows over them.
        #[inline(always)]
        pub(in crate::derived) fn merges(&self) -> bool {
            self.size % 16 == 0 && self.size <= 8 * MERGED_WORDS
        }

        /// Writes image `k` of the four at `dst` from value `k` of the four at `src`: its words
        /// through `sink` ([`Table::write_words`]), then its other members
        /// ([`Table::write_others`]); `false` if one of those failed.
        ///
        /// # Safety
        /// As [`Table::write_quad`], and as `S`'s contract requires of the image.
        #[inline(always)]
        unsafe fn write_image_of_quad<S: Sink, T: crate::abi::PtxAbi>(
            &self,
            sink: &mut S,
            src: *const u8,
            dst: *mut u8,
            k: usize,
        ) -> bool {
            // SAFETY: the caller's contract: value `k` and image `k` are in bounds; after
            // `write_words` every byte of the image is initialised.
            unsafe {
                let (value, image) = (src.add(k * self.host_size), dst.add(k * self.size));
                self.write_words::<S, T>(sink, value, image);
                !self.others
                    || self.write_others(value, core::slice::from_raw_parts_mut(image, self.size))
            }
        }

        /// Writes the images of the four values at `src` into `dst`: each value's copied members
        /// and zeros ([`Table::write_words`]) and its other members but the lane bit-fields
        /// ([`Table::write_others`]), then the bit-fields of all four ([`pack`]). `false` if a
        /// value failed (a bit-field out of range, a member's own error): the images are then
        /// partly written, and the caller writes the four again one at a time, which finds the
        /// failure.
        ///
        /// With `STREAM`, the images are stored past the cache (`movntdq`), as a large block's
        /// ([`Table::streams_quads`]); the caller fences.
        ///
        /// # Safety
        /// `self.quads`; `src` points to four values of the struct this table was derived for,
        /// `dst` is valid for writes of four images (any contents). If `STREAM`,
        /// [`Table::merges`] holds and `dst` is 16-aligned.
        #[inline(always)]
        pub(in crate::derived) unsafe fn write_quad<const STREAM: bool, T: crate::abi::PtxAbi>(
            &self,
            src: *const u8,
            dst: *mut u8,
        ) -> bool {
            let (size, stride) = (self.size, self.host_size);
            let merging = self.merges();
            let mut ok = true;
            if !merging {
                let mut k = 0;
                while k < 4 {
                    // SAFETY: the caller's contract.
                    ok &= unsafe { self.write_image_of_quad::<_, T>(&mut Cached, src, dst, k) };
                    k += 1;
                }
            }
            // SAFETY: SSE2 (see `excess`).
            let zero = unsafe { _mm_setzero_si128() };
            let mut q = Quad {
                src,
                dst,
                stride,
                size,
                bad: zero,
                open: Window {
                    start: Window::NONE,
                    len: 0,
                    shared: false,
                    lo: zero,
                    hi: zero,
                },
                rows: [zero; 4],
                next_row: 4,
                last: zero,
                merging,
                words: [[zero; 2]; MERGED_WORDS],
            };
            // The loop stays a call per member, as `write_members`'s (`blocks.rs`), walked in
            // loops short enough to be unrolled (`each_member!`).
            each_member!(self, |m| {
                // Every member has a `pack`, which does nothing for members other than lane
                // bit-fields: without a test in it, the loop stays short (a test per member kept
                // a walk of 30 members rolled, and the write was 12 times slower).
                // SAFETY: the caller's contract; unless `merging`, the images are initialised,
                // zero where the bit-fields go (`write_words`).
                unsafe { (m.pack)(m, &mut q) };
                true
            });
            // SAFETY: as above.
            unsafe { q.close() };
            if merging {
                let mut k = 0;
                while k < 4 {
                    let mut sink = Merged::<STREAM> {
                        low: zero,
                        words: &q.words,
                        k,
                    };
                    // SAFETY: the caller's contract; the image's size is a multiple of 16
                    // (`merging`), as `Pairs` needs.
                    ok &= unsafe { self.write_image_of_quad::<_, T>(&mut sink, src, dst, k) };
                    k += 1;
                }
            }
            // SAFETY: SSE2 (see `excess`).
            ok & unsafe { _mm_movemask_epi8(_mm_cmpeq_epi32(q.bad, zero)) == 0xFFFF }
        }
    }
}

/// The [`PackFn`] of a lane bit-field.
#[cfg(target_arch = "x86_64")]
pub(super) const PACK: PackFn = sse2::pack;

/// The [`PackFn`] of every other member.
#[cfg(target_arch = "x86_64")]
pub(super) const PACK_NOTHING: PackFn = sse2::pack_nothing;
