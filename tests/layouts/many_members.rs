//! Structs of many members, past the length at which the loop over a derived table's members
//! stops being unrolled in one loop (`each_member!` in `ptx-abi-core/src/derived.rs`: loops of
//! 16 members, then one loop past 64), and of many runs of copied members: the images, the values
//! read back and the errors must not depend on which loop a member falls in. The values are made
//! from their expected images (every member of these types takes any bits, so a host value read
//! from image bytes is valid), and the images follow C's layout rules by hand: a `u8` then a
//! `u32` at the next multiple of 4, one-bit bit-fields at consecutive bits after a 2-bit one, no
//! unit straddled.

use super::fast_paths::{self, rng, write_skewed, Mode};
use ptx_abi_core::__testing::{set_simd, Simd};
use ptx_abi_core::{slice, to_device_bytes, PtxAbi};

/// 2 pairs of a `u8` and a `u32`: 3 runs of copied members (`a0`, each `u32` with the next
/// `u8`, the last `u32`), padding between them: the most the one loop over the runs takes
/// (`RUNS_ADDED` in `blocks.rs`).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 16, align = 4))]
struct Runs2 {
    a0: u8,
    b0: u32,
    a1: u8,
    b1: u32,
}

/// 3 pairs of a `u8` and a `u32`: 4 runs of copied members (`a0`, each `u32` with the next
/// `u8`, the last `u32`), padding between them.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 24, align = 4))]
struct Runs3 {
    a0: u8,
    b0: u32,
    a1: u8,
    b1: u32,
    a2: u8,
    b2: u32,
}

/// 5 pairs of a `u8` and a `u32`: 6 runs of copied members (`a0`, each `u32` with the next
/// `u8`, the last `u32`), padding between them.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 40, align = 4))]
struct Runs5 {
    a0: u8,
    b0: u32,
    a1: u8,
    b1: u32,
    a2: u8,
    b2: u32,
    a3: u8,
    b3: u32,
    a4: u8,
    b4: u32,
}

/// 17 pairs of a `u8` and a `u32`: 18 runs of copied members (`a0`, each `u32` with the next
/// `u8`, the last `u32`), padding between them.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 136, align = 4))]
struct Runs17 {
    a0: u8,
    b0: u32,
    a1: u8,
    b1: u32,
    a2: u8,
    b2: u32,
    a3: u8,
    b3: u32,
    a4: u8,
    b4: u32,
    a5: u8,
    b5: u32,
    a6: u8,
    b6: u32,
    a7: u8,
    b7: u32,
    a8: u8,
    b8: u32,
    a9: u8,
    b9: u32,
    a10: u8,
    b10: u32,
    a11: u8,
    b11: u32,
    a12: u8,
    b12: u32,
    a13: u8,
    b13: u32,
    a14: u8,
    b14: u32,
    a15: u8,
    b15: u32,
    a16: u8,
    b16: u32,
}

/// 40 pairs of a `u8` and a `u32`: 41 runs of copied members (`a0`, each `u32` with the next
/// `u8`, the last `u32`), padding between them.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 320, align = 4))]
struct Runs40 {
    a0: u8,
    b0: u32,
    a1: u8,
    b1: u32,
    a2: u8,
    b2: u32,
    a3: u8,
    b3: u32,
    a4: u8,
    b4: u32,
    a5: u8,
    b5: u32,
    a6: u8,
    b6: u32,
    a7: u8,
    b7: u32,
    a8: u8,
    b8: u32,
    a9: u8,
    b9: u32,
    a10: u8,
    b10: u32,
    a11: u8,
    b11: u32,
    a12: u8,
    b12: u32,
    a13: u8,
    b13: u32,
    a14: u8,
    b14: u32,
    a15: u8,
    b15: u32,
    a16: u8,
    b16: u32,
    a17: u8,
    b17: u32,
    a18: u8,
    b18: u32,
    a19: u8,
    b19: u32,
    a20: u8,
    b20: u32,
    a21: u8,
    b21: u32,
    a22: u8,
    b22: u32,
    a23: u8,
    b23: u32,
    a24: u8,
    b24: u32,
    a25: u8,
    b25: u32,
    a26: u8,
    b26: u32,
    a27: u8,
    b27: u32,
    a28: u8,
    b28: u32,
    a29: u8,
    b29: u32,
    a30: u8,
    b30: u32,
    a31: u8,
    b31: u32,
    a32: u8,
    b32: u32,
    a33: u8,
    b33: u32,
    a34: u8,
    b34: u32,
    a35: u8,
    b35: u32,
    a36: u8,
    b36: u32,
    a37: u8,
    b37: u32,
    a38: u8,
    b38: u32,
    a39: u8,
    b39: u32,
}

/// 4 pairs of a `u8` and a `u32`: 5 runs, the fewest past the one loop over the runs
/// (`RUNS_ADDED` in `blocks.rs`), assembled on the stack; whole 16-byte pairs, so streamed in
/// large blocks.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 32, align = 4))]
struct Runs4 {
    a0: u8,
    b0: u32,
    a1: u8,
    b1: u32,
    a2: u8,
    b2: u32,
    a3: u8,
    b3: u32,
}

/// 24 pairs: 25 runs, the largest image assembled on the stack (`ASSEMBLED_BYTES`), streamed
/// in large blocks.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 192, align = 4))]
struct Runs24 {
    a0: u8,
    b0: u32,
    a1: u8,
    b1: u32,
    a2: u8,
    b2: u32,
    a3: u8,
    b3: u32,
    a4: u8,
    b4: u32,
    a5: u8,
    b5: u32,
    a6: u8,
    b6: u32,
    a7: u8,
    b7: u32,
    a8: u8,
    b8: u32,
    a9: u8,
    b9: u32,
    a10: u8,
    b10: u32,
    a11: u8,
    b11: u32,
    a12: u8,
    b12: u32,
    a13: u8,
    b13: u32,
    a14: u8,
    b14: u32,
    a15: u8,
    b15: u32,
    a16: u8,
    b16: u32,
    a17: u8,
    b17: u32,
    a18: u8,
    b18: u32,
    a19: u8,
    b19: u32,
    a20: u8,
    b20: u32,
    a21: u8,
    b21: u32,
    a22: u8,
    b22: u32,
    a23: u8,
    b23: u32,
}

/// 26 pairs: 27 runs, an image past `ASSEMBLED_BYTES`, written in place (never streamed).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 208, align = 4))]
struct Runs26 {
    a0: u8,
    b0: u32,
    a1: u8,
    b1: u32,
    a2: u8,
    b2: u32,
    a3: u8,
    b3: u32,
    a4: u8,
    b4: u32,
    a5: u8,
    b5: u32,
    a6: u8,
    b6: u32,
    a7: u8,
    b7: u32,
    a8: u8,
    b8: u32,
    a9: u8,
    b9: u32,
    a10: u8,
    b10: u32,
    a11: u8,
    b11: u32,
    a12: u8,
    b12: u32,
    a13: u8,
    b13: u32,
    a14: u8,
    b14: u32,
    a15: u8,
    b15: u32,
    a16: u8,
    b16: u32,
    a17: u8,
    b17: u32,
    a18: u8,
    b18: u32,
    a19: u8,
    b19: u32,
    a20: u8,
    b20: u32,
    a21: u8,
    b21: u32,
    a22: u8,
    b22: u32,
    a23: u8,
    b23: u32,
    a24: u8,
    b24: u32,
    a25: u8,
    b25: u32,
}

/// 7 pairs (8 runs), then two bit-fields in a 32-bit unit and a `u32`: written four values at
/// a time, the bit-fields merged into the words as they are stored (whole 16-byte pairs, at
/// most 128 bytes), so the assembled words go through that sink; streamed in large blocks.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 64, align = 4))]
struct RunsBits7 {
    a0: u8,
    b0: u32,
    a1: u8,
    b1: u32,
    a2: u8,
    b2: u32,
    a3: u8,
    b3: u32,
    a4: u8,
    b4: u32,
    a5: u8,
    b5: u32,
    a6: u8,
    b6: u32,
    #[ptx(bits = 5)]
    k: u32,
    #[ptx(bits = 7)]
    l: u32,
    tail: u32,
}

/// 30 pairs (31 runs), then the same bit-fields and `u32`: written four values at a time, its
/// image past `ASSEMBLED_BYTES`, so written in place before the bit-fields are packed over it.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 248, align = 4))]
struct RunsBits30 {
    a0: u8,
    b0: u32,
    a1: u8,
    b1: u32,
    a2: u8,
    b2: u32,
    a3: u8,
    b3: u32,
    a4: u8,
    b4: u32,
    a5: u8,
    b5: u32,
    a6: u8,
    b6: u32,
    a7: u8,
    b7: u32,
    a8: u8,
    b8: u32,
    a9: u8,
    b9: u32,
    a10: u8,
    b10: u32,
    a11: u8,
    b11: u32,
    a12: u8,
    b12: u32,
    a13: u8,
    b13: u32,
    a14: u8,
    b14: u32,
    a15: u8,
    b15: u32,
    a16: u8,
    b16: u32,
    a17: u8,
    b17: u32,
    a18: u8,
    b18: u32,
    a19: u8,
    b19: u32,
    a20: u8,
    b20: u32,
    a21: u8,
    b21: u32,
    a22: u8,
    b22: u32,
    a23: u8,
    b23: u32,
    a24: u8,
    b24: u32,
    a25: u8,
    b25: u32,
    a26: u8,
    b26: u32,
    a27: u8,
    b27: u32,
    a28: u8,
    b28: u32,
    a29: u8,
    b29: u32,
    #[ptx(bits = 5)]
    k: u32,
    #[ptx(bits = 7)]
    l: u32,
    tail: u32,
}

/// A `u8` and a `u32` with 3 bytes of padding between: not image-equal, so each member of a
/// struct of them is written on its own (a member walk, not a run).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 8, align = 4))]
struct Pair {
    x: u8,
    y: u32,
}

/// 17 members written one by one (`Pair`s).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 136, align = 4))]
struct Pairs17 {
    p0: Pair,
    p1: Pair,
    p2: Pair,
    p3: Pair,
    p4: Pair,
    p5: Pair,
    p6: Pair,
    p7: Pair,
    p8: Pair,
    p9: Pair,
    p10: Pair,
    p11: Pair,
    p12: Pair,
    p13: Pair,
    p14: Pair,
    p15: Pair,
    p16: Pair,
}

/// 130 members written one by one (`Pair`s).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 1040, align = 4))]
struct Pairs130 {
    p0: Pair,
    p1: Pair,
    p2: Pair,
    p3: Pair,
    p4: Pair,
    p5: Pair,
    p6: Pair,
    p7: Pair,
    p8: Pair,
    p9: Pair,
    p10: Pair,
    p11: Pair,
    p12: Pair,
    p13: Pair,
    p14: Pair,
    p15: Pair,
    p16: Pair,
    p17: Pair,
    p18: Pair,
    p19: Pair,
    p20: Pair,
    p21: Pair,
    p22: Pair,
    p23: Pair,
    p24: Pair,
    p25: Pair,
    p26: Pair,
    p27: Pair,
    p28: Pair,
    p29: Pair,
    p30: Pair,
    p31: Pair,
    p32: Pair,
    p33: Pair,
    p34: Pair,
    p35: Pair,
    p36: Pair,
    p37: Pair,
    p38: Pair,
    p39: Pair,
    p40: Pair,
    p41: Pair,
    p42: Pair,
    p43: Pair,
    p44: Pair,
    p45: Pair,
    p46: Pair,
    p47: Pair,
    p48: Pair,
    p49: Pair,
    p50: Pair,
    p51: Pair,
    p52: Pair,
    p53: Pair,
    p54: Pair,
    p55: Pair,
    p56: Pair,
    p57: Pair,
    p58: Pair,
    p59: Pair,
    p60: Pair,
    p61: Pair,
    p62: Pair,
    p63: Pair,
    p64: Pair,
    p65: Pair,
    p66: Pair,
    p67: Pair,
    p68: Pair,
    p69: Pair,
    p70: Pair,
    p71: Pair,
    p72: Pair,
    p73: Pair,
    p74: Pair,
    p75: Pair,
    p76: Pair,
    p77: Pair,
    p78: Pair,
    p79: Pair,
    p80: Pair,
    p81: Pair,
    p82: Pair,
    p83: Pair,
    p84: Pair,
    p85: Pair,
    p86: Pair,
    p87: Pair,
    p88: Pair,
    p89: Pair,
    p90: Pair,
    p91: Pair,
    p92: Pair,
    p93: Pair,
    p94: Pair,
    p95: Pair,
    p96: Pair,
    p97: Pair,
    p98: Pair,
    p99: Pair,
    p100: Pair,
    p101: Pair,
    p102: Pair,
    p103: Pair,
    p104: Pair,
    p105: Pair,
    p106: Pair,
    p107: Pair,
    p108: Pair,
    p109: Pair,
    p110: Pair,
    p111: Pair,
    p112: Pair,
    p113: Pair,
    p114: Pair,
    p115: Pair,
    p116: Pair,
    p117: Pair,
    p118: Pair,
    p119: Pair,
    p120: Pair,
    p121: Pair,
    p122: Pair,
    p123: Pair,
    p124: Pair,
    p125: Pair,
    p126: Pair,
    p127: Pair,
    p128: Pair,
    p129: Pair,
}

/// A 2-bit enum (`fast_paths::Mode`, 0 or 3) and 40 one-bit fields: bits 0-1, then bit `2 + k`
/// for `f{k}` (30 in the first 32-bit unit, 10 in the second). The enum keeps the struct on the
/// one-at-a-time path (`quads.rs` packs integers and `bool`s only). (On Windows the byte-sized
/// enum opens a unit of its own, MSVC's rule: `ABI.md` §4a.)
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[cfg_attr(not(windows), ptx(assert(size = 8, align = 4)))]
struct Flags40 {
    #[ptx(bits = 2)]
    mode: Mode,
    #[ptx(bits = 1)]
    f0: u32,
    #[ptx(bits = 1)]
    f1: u32,
    #[ptx(bits = 1)]
    f2: u32,
    #[ptx(bits = 1)]
    f3: u32,
    #[ptx(bits = 1)]
    f4: u32,
    #[ptx(bits = 1)]
    f5: u32,
    #[ptx(bits = 1)]
    f6: u32,
    #[ptx(bits = 1)]
    f7: u32,
    #[ptx(bits = 1)]
    f8: u32,
    #[ptx(bits = 1)]
    f9: u32,
    #[ptx(bits = 1)]
    f10: u32,
    #[ptx(bits = 1)]
    f11: u32,
    #[ptx(bits = 1)]
    f12: u32,
    #[ptx(bits = 1)]
    f13: u32,
    #[ptx(bits = 1)]
    f14: u32,
    #[ptx(bits = 1)]
    f15: u32,
    #[ptx(bits = 1)]
    f16: u32,
    #[ptx(bits = 1)]
    f17: u32,
    #[ptx(bits = 1)]
    f18: u32,
    #[ptx(bits = 1)]
    f19: u32,
    #[ptx(bits = 1)]
    f20: u32,
    #[ptx(bits = 1)]
    f21: u32,
    #[ptx(bits = 1)]
    f22: u32,
    #[ptx(bits = 1)]
    f23: u32,
    #[ptx(bits = 1)]
    f24: u32,
    #[ptx(bits = 1)]
    f25: u32,
    #[ptx(bits = 1)]
    f26: u32,
    #[ptx(bits = 1)]
    f27: u32,
    #[ptx(bits = 1)]
    f28: u32,
    #[ptx(bits = 1)]
    f29: u32,
    #[ptx(bits = 1)]
    f30: u32,
    #[ptx(bits = 1)]
    f31: u32,
    #[ptx(bits = 1)]
    f32: u32,
    #[ptx(bits = 1)]
    f33: u32,
    #[ptx(bits = 1)]
    f34: u32,
    #[ptx(bits = 1)]
    f35: u32,
    #[ptx(bits = 1)]
    f36: u32,
    #[ptx(bits = 1)]
    f37: u32,
    #[ptx(bits = 1)]
    f38: u32,
    #[ptx(bits = 1)]
    f39: u32,
}

/// Reads a `T` from `bytes`, which are the host bytes of a valid `T` (checked by the caller).
fn value_from<T: Copy>(bytes: &[u8]) -> T {
    assert_eq!(bytes.len(), size_of::<T>());
    // SAFETY: `bytes` holds `size_of::<T>()` initialised bytes; the caller's types accept any
    // bits in every member (`u8`, `u32`), or are given valid ones (`Mode`, 0 or 3; the one-bit
    // fields' `u32`s, 0 or 1); `read_unaligned` takes any alignment.
    unsafe { bytes.as_ptr().cast::<T>().read_unaligned() }
}

/// The image of pairs of a `u8` and a `u32` (the first at `8 * k`, the second at `8 * k + 4`),
/// random, with zeros in the padding; the host bytes of the `Runs` and `Pairs` types are the
/// same (`repr(C)` lays them out as C does).
fn pairs_image(pairs: usize, seed: u64) -> Vec<u8> {
    let mut state = seed | 1;
    let mut image = vec![0u8; 8 * pairs];
    for k in 0..pairs {
        let r = rng(&mut state);
        image[8 * k] = r as u8;
        image[8 * k + 4..8 * k + 8].copy_from_slice(&((r >> 32) as u32).to_le_bytes());
    }
    image
}

/// Writes `n` values made by `make` (value `i` and its image) in bulk, in each build of the
/// four-at-a-time loop ([`fast_paths::builds`]), against the images, reads them back, and
/// writes each alone.
fn check_bulk<T: PtxAbi + Copy + PartialEq + std::fmt::Debug>(
    n: usize,
    make: impl Fn(usize) -> (T, Vec<u8>),
) {
    let (values, images): (Vec<T>, Vec<Vec<u8>>) = (0..n).map(make).unzip();
    let expected: Vec<u8> = images.concat();
    let size = T::LAYOUT.size;
    for &build in fast_paths::builds() {
        set_simd(build);
        for len in [0, 1, 3, 4, 5, n] {
            let len = len.min(n);
            let mut out = vec![0xa5u8; len * size];
            slice::write_device_bytes(&values[..len], &mut out).unwrap();
            assert!(
                out == expected[..len * size],
                "{}: {len} values in bulk",
                T::LAYOUT.name
            );
            assert_eq!(
                slice::from_device_bytes::<T>(&out).unwrap(),
                values[..len],
                "{}: {len} values read back",
                T::LAYOUT.name
            );
        }
    }
    set_simd(Simd::Avx2);
    for (value, image) in values.iter().zip(&images) {
        assert!(to_device_bytes(value) == *image, "{}", T::LAYOUT.name);
    }
}

/// Value `i` of a type whose host bytes are the pairs' image ([`pairs_image`]), and the image.
fn from_pairs<T: Copy>(pairs: usize) -> impl Fn(usize) -> (T, Vec<u8>) {
    move |i| {
        let image = pairs_image(pairs, i as u64);
        (value_from(&image), image)
    }
}

#[test]
fn structs_of_many_runs_match_hand_built_images() {
    let n = if cfg!(miri) { 5 } else { 67 };
    check_bulk::<Runs2>(n, from_pairs(2));
    check_bulk::<Runs3>(n, from_pairs(3));
    check_bulk::<Runs4>(n, from_pairs(4));
    check_bulk::<Runs5>(n, from_pairs(5));
    check_bulk::<Runs17>(n, from_pairs(17));
    check_bulk::<Runs24>(n, from_pairs(24));
    check_bulk::<Runs26>(n, from_pairs(26));
    check_bulk::<Runs40>(n, from_pairs(40));
    check_bulk::<RunsBits7>(n, runs_bits(7));
    check_bulk::<RunsBits30>(n, runs_bits(30));
}

/// Value `i` of a `RunsBits{pairs}` and its image: the pairs as in [`pairs_image`], then `k`
/// (5 bits) and `l` (7 bits) in one 32-bit unit, then `tail`; on the host, `k`, `l` and `tail`
/// are `u32`s after the pairs.
fn runs_bits<T: Copy>(pairs: usize) -> impl Fn(usize) -> (T, Vec<u8>) {
    move |i| {
        let mut image = pairs_image(pairs, i as u64);
        let mut host = image.clone();
        let mut state = (i as u64) << 8 | 0x5a;
        let r = rng(&mut state);
        let (k, l, tail) = (r as u32 & 0x1f, (r >> 5) as u32 & 0x7f, (r >> 32) as u32);
        for word in [k, l, tail] {
            host.extend_from_slice(&word.to_le_bytes());
        }
        image.extend_from_slice(&(k | l << 5).to_le_bytes());
        image.extend_from_slice(&tail.to_le_bytes());
        (value_from(&host), image)
    }
}

/// Large blocks of structs of many runs, on a 16-aligned destination (streamed past the cache
/// where the image is whole 16-byte pairs assembled in order: `Runs4`, `Runs24`, `RunsBits7`)
/// and 8 bytes past one (through the cache): the same images. A bit-field out of range in such
/// a block, written four values at a time, is named.
#[test]
fn large_blocks_of_many_runs_match_hand_built_images() {
    let bytes = if cfg!(miri) {
        ptx_abi_core::__testing::set_stream_bytes(256);
        512
    } else {
        (4 << 20) + 1000
    };
    large_block::<Runs4>(bytes, from_pairs(4));
    large_block::<Runs24>(bytes, from_pairs(24));
    large_block::<Runs26>(bytes, from_pairs(26));
    large_block::<RunsBits7>(bytes, runs_bits(7));
    large_block::<RunsBits30>(bytes, runs_bits(30));
    let n = bytes / 64 + 3;
    let mut values: Vec<RunsBits7> = (0..n).map(|i| runs_bits(7)(i).0).collect();
    let bad = n - 2;
    values[bad].k = 32;
    let mut out = vec![0u8; n * 64];
    let text = slice::write_device_bytes(&values, &mut out)
        .unwrap_err()
        .to_string();
    assert!(text.contains(&format!("[{bad}].k`")), "{text}");
}

/// At least `bytes` of images of values made by `make`, written at two offsets from a 16-byte
/// boundary (see [`large_blocks_of_many_runs_match_hand_built_images`]).
fn large_block<T: PtxAbi + Copy>(bytes: usize, make: impl Fn(usize) -> (T, Vec<u8>)) {
    let size = T::LAYOUT.size;
    let (values, images): (Vec<T>, Vec<Vec<u8>>) = (0..bytes / size + 3).map(make).unzip();
    let expected = images.concat();
    for skew in [0, 8] {
        write_skewed(&values, &expected, skew);
    }
}

#[test]
fn structs_of_many_members_match_hand_built_images() {
    let n = if cfg!(miri) { 5 } else { 67 };
    check_bulk::<Pairs17>(n, from_pairs(17));
    check_bulk::<Pairs130>(n, from_pairs(130));
}

/// The host bytes of a `Flags40` (`mode` at 0, `f{k}` at `4 + 4 * k`) and its image, from 42
/// random bits (the mode's two bits 0 or 3).
fn flags40(seed: u64) -> (Vec<u8>, Vec<u8>) {
    let mut state = seed | 1;
    let r = rng(&mut state);
    let mode: u64 = if r & 1 == 0 { 0 } else { 3 };
    let mut host = vec![0u8; 4 + 4 * 40];
    host[0] = mode as u8;
    let mut bits = mode;
    for k in 0..40 {
        let bit = (r >> (k + 8)) & 1;
        host[4 + 4 * k] = bit as u8;
        bits |= bit << (2 + k);
    }
    (host, bits.to_le_bytes().to_vec())
}

#[test]
fn many_bit_fields_one_at_a_time_match_hand_built_images_and_name_the_failure() {
    assert!(!<Flags40 as PtxAbi>::DERIVED
        .expect("a derived struct")
        .writes_in_quads());
    let n = if cfg!(miri) { 5 } else { 67 };
    let make = |i: usize| {
        let (host, image) = flags40(i as u64);
        (value_from::<Flags40>(&host), image)
    };
    check_bulk::<Flags40>(n, make);
    // A value out of range in member 1 (`f0`), in the last and first members of the loops of 16
    // (15 and 16: `f14`, `f15`; 31 and 32: `f30`, `f31`), on both sides of the 32-bit units'
    // boundary (`f29`, `f30`) and in the last member (`f39`): the error names it, at every
    // position of a short slice.
    for k in [0, 14, 15, 29, 30, 31, 39] {
        for bad in 0..6 {
            let mut host: Vec<Vec<u8>> = (0..6).map(|i| flags40(i as u64).0).collect();
            host[bad][4 + 4 * k] = 2;
            let broken: Vec<Flags40> = host.iter().map(|bytes| value_from(bytes)).collect();
            let mut out = vec![0u8; broken.len() * 8];
            let text = slice::write_device_bytes(&broken, &mut out)
                .unwrap_err()
                .to_string();
            assert!(
                text.contains(&format!("[{bad}].f{k}`")),
                "f{k}, value {bad}: {text}"
            );
        }
    }
}
