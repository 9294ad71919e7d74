//! Guards for the fast paths of marshalling (`MARSHALLING.md`; `ABI.md` §11): the
//! image-equal `memcpy` path, the bulk paths for slices of types with padding or bit-fields
//! (runs of host-equal members copied, bit-fields packed in a register, reads checked), and
//! `pack_bits`' and `unpack_bits`' 64-bit windows. Expected images are built by hand here,
//! independently of the library. Under Miri the slices are shorter (`lengths`).

use ptx_abi_core::__testing::{set_simd, Simd};
use ptx_abi_core::vector::{Float3, Float4};
use ptx_abi_core::{
    bits::pack_bits, bits::unpack_bits, is_image_equal, slice, to_device_bytes, write_device_bytes,
    PtxAbi,
};

/// Padding-free: its host bytes are its image.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 32, align = 4))]
struct Plain {
    pos: [f32; 4],
    vel: [f32; 3],
    id: u32,
}

/// Padding at 1..8, 18..20 and 25..32.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 32, align = 8))]
pub(super) struct Padded {
    pub(super) a: u8,
    pub(super) b: f64,
    pub(super) c: u16,
    pub(super) d: u32,
    pub(super) e: u8,
}

/// 8 bit-fields: a 32-bit unit at 16, a 16-bit unit at 20, an 8-bit one at 22.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 32, align = 4))]
struct Bits {
    x: f32,
    y: f32,
    z: f32,
    id: u32,
    #[ptx(bits = 4)]
    kind: u32,
    #[ptx(bits = 6)]
    level: u32,
    #[ptx(bits = 12)]
    flags: u32,
    #[ptx(bits = 10)]
    delta: i32,
    #[ptx(bits = 7)]
    lane: u16,
    #[ptx(bits = 9)]
    group: u16,
    #[ptx(bits = 3)]
    tag: u8,
    #[ptx(bits = 1)]
    alive: bool,
    weight: f32,
    seq: u32,
}

/// `float3` then `float4`: 4 bytes of padding at 12..16 and 4 at the tail.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Vecs {
    pos: Float3,
    vel: Float4,
    mass: f32,
    charge: f32,
    id: u32,
}

/// A big element (4.8 KB): its one run of host-equal members is copied at once.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct Big {
    tag: u8,
    body: [u32; 1200],
}

pub(super) fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn plain(i: usize) -> Plain {
    let f = i as f32;
    Plain {
        pos: [f, f + 0.5, -f, 1.0],
        vel: [f * 2.0, 3.0, -1.5],
        id: i as u32 ^ 0xdead_beef,
    }
}

fn padded(i: usize) -> Padded {
    Padded {
        a: i as u8,
        b: i as f64 * 0.25,
        c: (i * 7) as u16,
        d: (i as u32).wrapping_mul(2_654_435_761),
        e: !(i as u8),
    }
}

fn bits(i: usize) -> Bits {
    let mut s = i as u64 * 0x9e37_79b9 + 1;
    let v = rng(&mut s);
    Bits {
        x: i as f32,
        y: 1.0,
        z: -2.0,
        id: i as u32,
        kind: (v & 0xf) as u32,
        level: (v >> 4 & 0x3f) as u32,
        flags: (v >> 10 & 0xfff) as u32,
        delta: (v >> 22 & 0x3ff) as i32 - 512,
        lane: (v >> 32 & 0x7f) as u16,
        group: (v >> 39 & 0x1ff) as u16,
        tag: (v >> 48 & 7) as u8,
        alive: v >> 63 == 1,
        weight: 0.5,
        seq: (v >> 20) as u32,
    }
}

fn vecs(i: usize) -> Vecs {
    let f = i as f32;
    Vecs {
        pos: Float3::new(f, f + 1.0, f + 2.0),
        vel: Float4::new(-f, 0.5, 0.25, 1.0),
        mass: 2.0,
        charge: -f,
        id: i as u32,
    }
}

fn image_plain(v: &Plain) -> Vec<u8> {
    let mut out = Vec::new();
    v.pos
        .iter()
        .chain(&v.vel)
        .for_each(|f| out.extend(f.to_le_bytes()));
    out.extend(v.id.to_le_bytes());
    out
}

fn image_padded(v: &Padded) -> Vec<u8> {
    let mut out = vec![0u8; 32];
    out[0] = v.a;
    out[8..16].copy_from_slice(&v.b.to_le_bytes());
    out[16..18].copy_from_slice(&v.c.to_le_bytes());
    out[20..24].copy_from_slice(&v.d.to_le_bytes());
    out[24] = v.e;
    out
}

fn image_bits(v: &Bits) -> Vec<u8> {
    let mut out = vec![0u8; 32];
    for (i, f) in [v.x, v.y, v.z].iter().enumerate() {
        out[4 * i..4 * i + 4].copy_from_slice(&f.to_le_bytes());
    }
    out[12..16].copy_from_slice(&v.id.to_le_bytes());
    let unit0 = v.kind | v.level << 4 | v.flags << 10 | (v.delta as u32 & 0x3ff) << 22;
    out[16..20].copy_from_slice(&unit0.to_le_bytes());
    let unit1 = v.lane | v.group << 7;
    out[20..22].copy_from_slice(&unit1.to_le_bytes());
    out[22] = v.tag | u8::from(v.alive) << 3;
    out[24..28].copy_from_slice(&v.weight.to_le_bytes());
    out[28..32].copy_from_slice(&v.seq.to_le_bytes());
    out
}

fn image_vecs(v: &Vecs) -> Vec<u8> {
    let mut out = vec![0u8; 48];
    let floats = [
        (0, v.pos.x),
        (4, v.pos.y),
        (8, v.pos.z),
        (16, v.vel.x),
        (20, v.vel.y),
        (24, v.vel.z),
        (28, v.vel.w),
        (32, v.mass),
        (36, v.charge),
    ];
    for (at, f) in floats {
        out[at..at + 4].copy_from_slice(&f.to_le_bytes());
    }
    out[40..44].copy_from_slice(&v.id.to_le_bytes());
    out
}

/// A slice of `n` values marshals, through every slice entry point, to the hand-built images,
/// whatever `out` held before, and reads back.
fn bulk_case<T: PtxAbi + PartialEq + std::fmt::Debug>(
    n: usize,
    make: fn(usize) -> T,
    image: fn(&T) -> Vec<u8>,
) {
    let values: Vec<T> = (0..n).map(make).collect();
    let expected: Vec<u8> = values.iter().flat_map(image).collect();
    assert_eq!(expected.len(), n * T::LAYOUT.size);
    let mut out = vec![0xa5u8; expected.len()];
    slice::write_device_bytes(&values, &mut out).unwrap();
    assert!(
        out == expected,
        "{}: slice::write_device_bytes",
        T::LAYOUT.name
    );
    assert!(slice::to_device_bytes(&values) == expected);
    assert!(slice::try_to_device_bytes(&values).unwrap() == expected);
    // A second write over the first (each element is zeroed again before it is written).
    slice::write_device_bytes(&values, &mut out).unwrap();
    assert!(out == expected);
    assert!(slice::from_device_bytes::<T>(&out).unwrap() == values);
    for i in [0, n / 2, n - 1] {
        let mut one = vec![0x5au8; T::LAYOUT.size];
        write_device_bytes(&values[i], &mut one).unwrap();
        assert_eq!(one, image(&values[i]));
        assert_eq!(to_device_bytes(&values[i]), one);
    }
}

#[test]
fn image_equal_type_is_one_copy_of_its_host_bytes() {
    assert!(is_image_equal::<Plain>());
    assert_eq!(size_of::<Plain>(), Plain::LAYOUT.size);
    let n = if cfg!(miri) { 103 } else { 100_003 };
    let values: Vec<Plain> = (0..n).map(plain).collect();
    // The image is the host memory itself, byte for byte.
    // SAFETY: `Plain` has no padding (checked by `is_image_equal`), so all its bytes are initialised.
    let host = unsafe {
        std::slice::from_raw_parts(values.as_ptr().cast::<u8>(), size_of_val(&values[..]))
    };
    assert!(slice::to_device_bytes(&values) == host);
    bulk_case(n, plain, image_plain);
}

#[test]
fn types_with_padding_or_bit_fields_are_not_image_equal() {
    assert!(!is_image_equal::<Padded>());
    assert!(!is_image_equal::<Bits>());
    assert!(!is_image_equal::<Vecs>());
    assert!(!is_image_equal::<Big>());
}

#[test]
fn big_slices_marshal_correctly() {
    // Lengths around 4 KiB of images (128 elements of 32 bytes, 85 of 48) and larger; under
    // Miri one element and the two lengths that cross 4 KiB (the other lengths under 130 run
    // the same paths, and took half a minute of CI).
    let (thirty_twos, forty_eights): (&[usize], &[usize]) = if cfg!(miri) {
        (&[1, 128, 129], &[1, 85, 86])
    } else {
        (
            &[1, 3, 127, 128, 129, 511, 512, 513, 1024, 100_003],
            &[1, 84, 85, 86, 340, 341, 342, 300_007],
        )
    };
    for &n in thirty_twos {
        bulk_case(n, padded, image_padded);
        bulk_case(n, bits, image_bits);
    }
    for &n in forty_eights {
        bulk_case(n, vecs, image_vecs);
    }
}

/// The slice lengths a test runs: all of them natively, the short ones under Miri (which runs
/// each element's code a few thousand times slower; the pointer arithmetic is the same).
fn lengths(all: &[usize]) -> Vec<usize> {
    all.iter()
        .copied()
        .filter(|&n| !cfg!(miri) || n <= 130)
        .collect()
}

#[test]
fn big_elements_marshal_in_place() {
    let make = |i: usize| Big {
        tag: i as u8,
        body: std::array::from_fn(|j| (i * 10_000 + j) as u32),
    };
    let image = |v: &Big| {
        let mut out = vec![0u8; 4804];
        out[0] = v.tag;
        for (j, w) in v.body.iter().enumerate() {
            out[4 + 4 * j..8 + 4 * j].copy_from_slice(&w.to_le_bytes());
        }
        out
    };
    bulk_case(if cfg!(miri) { 3 } else { 37 }, make, image);
}

/// 12 bytes: the image's last word is 4 bytes long; runs at 0..1 and 4..10.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 12, align = 4))]
struct ShortTail {
    a: u8,
    b: u32,
    c: u16,
}

fn short_tail(i: usize) -> ShortTail {
    ShortTail {
        a: i as u8 ^ 0x81,
        b: (i as u32).wrapping_mul(0x9e37_79b9),
        c: !(i as u16),
    }
}

fn image_short_tail(v: &ShortTail) -> Vec<u8> {
    let mut out = vec![0u8; 12];
    out[0] = v.a;
    out[4..8].copy_from_slice(&v.b.to_le_bytes());
    out[8..10].copy_from_slice(&v.c.to_le_bytes());
    out
}

/// Packed, 7 bytes: one run shorter than a word, members at odd offsets.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C, packed)]
#[ptx(assert(size = 7, align = 1))]
struct Packed7 {
    a: u8,
    b: u32,
    c: u16,
}

/// A bit-field in the first word beside copied members, a run from byte 2 across two words
/// (2..21), and a run of `c` and `t` (24..33) whose last byte begins the last word.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 40, align = 8))]
struct Straddles {
    a: u8,
    #[ptx(bits = 5)]
    f: u8,
    b: [u8; 19],
    c: f64,
    t: u8,
}

/// A member written by its own type (`Padded`, not copied) between two runs.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 48, align = 8))]
struct Nested {
    x: u32,
    p: Padded,
    y: u16,
}

/// The word-at-a-time writer (`Table::write_words`, `MARSHALLING.md`) at its edges: an image whose
/// last word is short, one shorter than a word, runs that cross words at odd offsets, a
/// bit-field sharing a word with copied members, and a member written by its own type.
#[test]
fn words_are_assembled_at_every_edge() {
    let n = if cfg!(miri) { 5 } else { 1001 };
    bulk_case(n, short_tail, image_short_tail);
    bulk_case(
        n,
        |i| Packed7 {
            a: i as u8 ^ 0x42,
            b: (i as u32).wrapping_mul(0x0101_0107) | 0x8000_0001,
            c: (i as u16).wrapping_mul(31) | 0x8001,
        },
        |v| {
            let (a, b, c) = (v.a, v.b, v.c);
            let mut out = vec![a];
            out.extend(b.to_le_bytes());
            out.extend(c.to_le_bytes());
            out
        },
    );
    bulk_case(
        n,
        |i| Straddles {
            a: i as u8 | 0x80,
            f: (i % 32) as u8,
            b: std::array::from_fn(|j| (i + 3 * j) as u8 | 1),
            c: -(i as f64) - 0.5,
            t: !(i as u8) | 0x10,
        },
        |v| {
            let mut out = vec![0u8; 40];
            out[0] = v.a;
            out[1] = v.f;
            out[2..21].copy_from_slice(&v.b);
            out[24..32].copy_from_slice(&v.c.to_le_bytes());
            out[32] = v.t;
            out
        },
    );
    bulk_case(
        n,
        |i| Nested {
            x: (i as u32) | 0x8000_0000,
            p: padded(i + 1),
            y: (i as u16) | 0x8000,
        },
        |v| {
            let mut out = vec![0u8; 48];
            out[0..4].copy_from_slice(&v.x.to_le_bytes());
            out[8..40].copy_from_slice(&image_padded(&v.p));
            out[40..42].copy_from_slice(&v.y.to_le_bytes());
            out
        },
    );
}

/// Blocks of at least `STREAM_BYTES` (4 MiB) whose images are whole 16-byte pairs are written
/// with non-temporal stores (`MARSHALLING.md`): as they are made for all-copied types, through a
/// 4 KiB buffer for types written four at a time (`bits`); the images are the same, over
/// garbage, and every other block (a 12-byte image, a buffer that is not 16-aligned) takes the
/// cached path. Under Miri the threshold is lowered to 256 bytes, so the same paths run at a few
/// elements.
#[test]
fn large_blocks_are_streamed_past_the_cache() {
    let n = if cfg!(miri) {
        ptx_abi_core::__testing::set_stream_bytes(256);
        11
    } else {
        (4 << 20) / 32 + 5
    };
    bulk_case(n, padded, image_padded);
    bulk_case(n * 2 / 3, vecs, image_vecs);
    bulk_case(n, bits, image_bits);
    bulk_case(n * 2, shared_pairs, image_shared_pairs);
    bulk_case(n, with_inner, image_with_inner);
    bulk_case(n * 8 / 3, short_tail, image_short_tail);
    // A destination on a 16-byte boundary (streamed: `u128`s are 16-aligned), one 4 bytes past
    // it and one 8 bytes past it (16-byte stores cannot be aligned there: not streamed).
    let values: Vec<Padded> = (0..n).map(padded).collect();
    let expected: Vec<u8> = values.iter().flat_map(image_padded).collect();
    for skew in [0, 4, 8] {
        write_skewed(&values, &expected, skew);
    }
}

/// Writes `values` in bulk `skew` bytes past a 16-byte boundary, over garbage, and checks the
/// bytes against `expected` (at a boundary a large block may be streamed; past one it is not).
pub(super) fn write_skewed<T: PtxAbi>(values: &[T], expected: &[u8], skew: usize) {
    let mut buffer = vec![0xa5a5_a5a5u128; (expected.len() + skew) / 16 + 1];
    // SAFETY: `u128`s are 16 bytes with no padding; viewed as bytes, all initialised.
    let bytes = unsafe {
        std::slice::from_raw_parts_mut(buffer.as_mut_ptr().cast::<u8>(), buffer.len() * 16)
    };
    let out = &mut bytes[skew..skew + expected.len()];
    slice::write_device_bytes(values, out).unwrap();
    assert!(*out == *expected, "{}, skew {skew}", T::LAYOUT.name);
}

/// A value out of range in a large block, streamed four values at a time or written through the
/// buffer (128 values a buffer), is named, first or last of its buffer, and the buffers before
/// it are written.
#[test]
fn large_block_errors_name_the_element() {
    let (n, bads) = if cfg!(miri) {
        ptx_abi_core::__testing::set_stream_bytes(256);
        (11, vec![0, 9])
    } else {
        (
            (4 << 20) / 32 + 9,
            vec![128 * 300, 128 * 301 - 1, (4 << 20) / 32 + 8],
        )
    };
    // `bits` streamed four values at a time (`stream_quads`), `WithInner` through the buffer.
    large_block_error(n, &bads, bits, image_bits, ("flags", |v| v.flags = 1 << 12));
    large_block_error(n, &bads, with_inner, image_with_inner, ("b", |v| v.b = 256));
}

/// `n` values of 32-byte images, with the one at each of `bads` spoiled: the error names it,
/// and the buffers before its own (128 values each) are written.
fn large_block_error<T: PtxAbi + Clone>(
    n: usize,
    bads: &[usize],
    make: fn(usize) -> T,
    image: fn(&T) -> Vec<u8>,
    (field, spoil): (&str, fn(&mut T)),
) {
    let values: Vec<T> = (0..n).map(make).collect();
    let expected: Vec<u8> = values.iter().flat_map(image).collect();
    for &bad in bads {
        let mut broken = values.clone();
        spoil(&mut broken[bad]);
        let mut out = vec![0xa5u8; n * 32];
        let text = slice::write_device_bytes(&broken, &mut out)
            .unwrap_err()
            .to_string();
        assert!(text.contains(&format!("[{bad}].{field}`")), "{text}");
        let written = bad / 128 * 128 * 32;
        assert!(out[..written] == expected[..written], "value {bad}");
    }
}

#[test]
fn bulk_error_names_the_element() {
    let (n, bad) = if cfg!(miri) { (50, 43) } else { (5000, 4321) };
    let mut values: Vec<Bits> = (0..n).map(bits).collect();
    values[bad].kind = 16; // 4 bits
    let mut out = vec![0u8; n * 32];
    let err = slice::write_device_bytes(&values, &mut out).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains(&bad.to_string()) && text.contains("kind"),
        "{text}"
    );
}

/// The byte-at-a-time packing `pack_bits` did before its 64-bit fast path.
fn reference_pack(out: &mut [u8], bit_offset: usize, width: u32, raw: u64) {
    for b in 0..width as usize {
        if raw >> b & 1 == 1 {
            let bit = bit_offset + b;
            out[bit / 8] |= 1 << (bit % 8);
        }
    }
}

#[test]
fn pack_bits_matches_a_bitwise_reference() {
    let mut s = 0x1234_5678_9abc_def1u64;
    // Under Miri, every 9th width (1, 10, .., 64: the whole word among them) and offset (the
    // same code paths, about an eightieth of the cases).
    let step = if cfg!(miri) { 9 } else { 1 };
    for len in [1usize, 7, 8, 9, 15, 16, 24, 33] {
        for width in (1..=64u32).step_by(step) {
            for bit_offset in (0..=(len * 8).saturating_sub(width as usize)).step_by(step) {
                if bit_offset + width as usize > len * 8 {
                    continue;
                }
                let raw = rng(&mut s) & (u64::MAX >> (64 - width));
                let mut start = vec![0u8; len];
                start.iter_mut().for_each(|b| *b = rng(&mut s) as u8);
                // Clear the field's bits: `pack_bits` ORs into zeroed bits.
                let mut clear = vec![0xffu8; len];
                for b in bit_offset..bit_offset + width as usize {
                    clear[b / 8] &= !(1 << (b % 8));
                }
                start.iter_mut().zip(&clear).for_each(|(b, c)| *b &= c);
                let mut ours = start.clone();
                let mut theirs = start;
                pack_bits(&mut ours, bit_offset, width, raw);
                reference_pack(&mut theirs, bit_offset, width, raw);
                assert_eq!(ours, theirs, "len {len} offset {bit_offset} width {width}");
                assert_eq!(unpack_bits(&ours, bit_offset, width), raw);
            }
        }
    }
}

/// A `bool` at the same offset on the host and in the image: copied with its run, then checked.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct Flagged {
    on: bool,
    level: i16,
    weight: f32,
}

#[test]
fn bulk_read_checks_copied_members_and_names_the_element() {
    let n = if cfg!(miri) { 40 } else { 3000 };
    let values: Vec<Flagged> = (0..n)
        .map(|i| Flagged {
            on: i % 3 == 0,
            level: -(i as i16),
            weight: i as f32,
        })
        .collect();
    let mut image = slice::to_device_bytes(&values);
    let mut back = vec![values[1]; 7];
    slice::from_device_bytes_into(&image, &mut back).unwrap();
    assert_eq!(back, values);
    // Byte 0 of element `bad` is its `bool`: 2 is no value of it.
    let bad = n - 5;
    image[bad * 8] = 2;
    let err = slice::from_device_bytes_into(&image, &mut back).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains(&bad.to_string()) && text.contains("on"),
        "{text}"
    );
    assert!(back.is_empty(), "a failed read leaves the vector empty");
    assert!(slice::from_device_bytes::<Flagged>(&image).is_err());
}

/// Every kind of lane of the four-at-a-time bit-field path (`quads.rs`): signed and unsigned
/// 8-, 16- and 32-bit bit-fields and a `bool`, units that share an 8-byte window with copied
/// members (OR-ed in), and a member at another offset than on the host (written as usual).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct Lanes {
    a: u8,
    #[ptx(bits = 5)]
    b: i8,
    #[ptx(bits = 3)]
    c: u8,
    #[ptx(bits = 11)]
    d: i16,
    #[ptx(bits = 1)]
    e: bool,
    #[ptx(bits = 20)]
    f: i32,
    #[ptx(bits = 12)]
    g: u32,
    h: u16,
    #[ptx(bits = 2)]
    i: u16,
    #[ptx(bits = 8)]
    j: i8,
    k: f64,
}

/// A 12-byte image whose last bit-field slot has no 8-byte window (stored 4 bytes at a time),
/// after a group of four 32-bit bit-fields at consecutive host offsets (transposed), signed and
/// unsigned, one of them full width (no range to check) and one 1-bit signed.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct Transposed {
    #[ptx(bits = 7)]
    p: i32,
    #[ptx(bits = 1)]
    q: i32,
    #[ptx(bits = 24)]
    r: u32,
    #[ptx(bits = 32)]
    s: u32,
    #[ptx(bits = 30)]
    t: i32,
    #[ptx(bits = 2)]
    u: u32,
}

/// A 12-byte image whose last 4-byte window holds a bit-field and copied members (OR-ed in).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 12, align = 4))]
struct TailShared {
    x: u32,
    y: f32,
    #[ptx(bits = 3)]
    a: u8,
    b: u8,
    c: i16,
}

/// A 16-byte image, written four values at a time with its bit-fields merged into its words as
/// they are stored in pairs: both words hold bit-fields beside copied members, and `y` is
/// copied from another host offset (16, after the mirrored bit-fields) than its image's (12).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 16, align = 4))]
struct SharedPairs {
    #[ptx(bits = 5)]
    a: u8,
    b: u8,
    c: i16,
    x: f32,
    #[ptx(bits = 12)]
    d: u32,
    #[ptx(bits = 4)]
    e: i32,
    y: f32,
}

fn shared_pairs(i: usize) -> SharedPairs {
    let mut state = i as u64 ^ 0x5a17;
    let r = rng(&mut state);
    SharedPairs {
        a: (r % 32) as u8,
        b: (r >> 8) as u8,
        c: (r >> 16) as i16,
        x: i as f32 * 0.5,
        d: (r >> 32) as u32 % 4096,
        e: ((r >> 48) % 16) as i32 - 8,
        y: -(i as f32),
    }
}

fn image_shared_pairs(v: &SharedPairs) -> Vec<u8> {
    let mut out = vec![0u8; 16];
    out[0] = v.a;
    out[1] = v.b;
    out[2..4].copy_from_slice(&v.c.to_le_bytes());
    out[4..8].copy_from_slice(&v.x.to_le_bytes());
    let unit = v.d | (v.e as u32 & 0xf) << 12;
    out[8..12].copy_from_slice(&unit.to_le_bytes());
    out[12..16].copy_from_slice(&v.y.to_le_bytes());
    out
}

#[test]
fn bit_fields_merged_into_pairs_of_words_match_hand_built_images() {
    assert!(<SharedPairs as PtxAbi>::DERIVED
        .expect("a derived struct")
        .writes_in_quads());
    for &build in builds() {
        set_simd(build);
        for n in lengths(&[1, 3, 4, 5, 8, 67, 1027]) {
            bulk_case(n, shared_pairs, image_shared_pairs);
        }
    }
    let n = if cfg!(miri) { 9 } else { 67 };
    matches_single_values(&(0..n).map(shared_pairs).collect::<Vec<_>>());
    assert!(<WithInner as PtxAbi>::DERIVED
        .expect("a derived struct")
        .writes_in_quads());
    for &build in builds() {
        set_simd(build);
        for n in lengths(&[1, 4, 5, 67]) {
            bulk_case(n, with_inner, image_with_inner);
        }
    }
    matches_single_values(&(0..n).map(with_inner).collect::<Vec<_>>());
    let values: Vec<SharedPairs> = (0..n.min(13)).map(shared_pairs).collect();
    names_the_failing_element(&values, "e", |v| v.e = 8, ("a", |v| v.a = 32));
}

/// Padding at 1..4: not image-equal, so written member by member.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 8, align = 4))]
struct Inner {
    x: u8,
    y: u32,
}

/// A 32-byte image written four values at a time whose member `inner` is written on its own
/// (`write_others`): its large blocks go through the L1 buffer (`stream_staged`), not straight
/// past the cache.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 32, align = 8))]
struct WithInner {
    #[ptx(bits = 3)]
    a: u32,
    #[ptx(bits = 9)]
    b: i32,
    inner: Inner,
    c: f64,
    d: u64,
}

fn with_inner(i: usize) -> WithInner {
    let mut state = i as u64 ^ 0x1a2b;
    let r = rng(&mut state);
    WithInner {
        a: (r % 8) as u32,
        b: ((r >> 8) % 512) as i32 - 256,
        inner: Inner {
            x: (r >> 20) as u8,
            y: (r >> 28) as u32,
        },
        c: i as f64 / 3.0,
        d: r,
    }
}

fn image_with_inner(v: &WithInner) -> Vec<u8> {
    let mut out = vec![0u8; 32];
    let unit = v.a | (v.b as u32 & 0x1ff) << 3;
    out[0..4].copy_from_slice(&unit.to_le_bytes());
    out[4] = v.inner.x;
    out[8..12].copy_from_slice(&v.inner.y.to_le_bytes());
    out[16..24].copy_from_slice(&v.c.to_le_bytes());
    out[24..32].copy_from_slice(&v.d.to_le_bytes());
    out
}

/// Byte-sized bit-fields loaded two bytes at a time (`f` with the copied `y`, `a` with `b`, `c`
/// with `e`), the second of a pair taken from the first's load.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 8, align = 2))]
struct BytePairs {
    x: u16,
    #[ptx(bits = 5)]
    f: u8,
    y: u8,
    #[ptx(bits = 3)]
    a: i8,
    #[ptx(bits = 5)]
    b: i8,
    #[ptx(bits = 7)]
    c: u8,
    #[ptx(bits = 1)]
    e: bool,
    z: u16,
}

fn byte_pairs(i: usize) -> BytePairs {
    let mut s = 0x3c6e_f372_fe94_f82b ^ (i as u64 + 1);
    let mut f = |width, signed| fitting(&mut s, width, signed);
    BytePairs {
        x: f(16, false) as u16,
        f: f(5, false) as u8,
        y: f(8, false) as u8,
        a: f(3, true) as i8,
        b: f(5, true) as i8,
        c: f(7, false) as u8,
        e: f(1, false) == 1,
        z: f(16, false) as u16,
    }
}

/// A bit-field whose values are 64-bit: packed one value at a time.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct Wide {
    #[ptx(bits = 40)]
    a: u64,
    #[ptx(bits = 3)]
    b: u32,
}

/// A bit-field of an enum type (converted by `to_bit_value`): packed one value at a time.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub(super) enum Mode {
    Off = 0,
    On = 3,
}

#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct WithEnum {
    #[ptx(bits = 2)]
    mode: Mode,
    #[ptx(bits = 5)]
    n: u8,
}

/// Bit-fields of a packed type (perhaps unaligned on the host): packed one value at a time.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C, packed)]
struct PackedBits {
    a: u8,
    #[ptx(bits = 9)]
    b: u16,
}

/// A value drawn from `state` that fits a `width`-bit field, signed or not.
fn fitting(state: &mut u64, width: u32, signed: bool) -> i64 {
    let raw = (rng(state) & ((1u64 << width) - 1)) as i64;
    if signed && raw >= 1 << (width - 1) {
        raw - (1 << width)
    } else {
        raw
    }
}

fn lanes(i: usize) -> Lanes {
    let mut s = 0x9e37_79b9_7f4a_7c15 ^ (i as u64 + 1);
    let mut f = |width, signed| fitting(&mut s, width, signed);
    Lanes {
        a: f(8, false) as u8,
        b: f(5, true) as i8,
        c: f(3, false) as u8,
        d: f(11, true) as i16,
        e: f(1, false) == 1,
        f: f(20, true) as i32,
        g: f(12, false) as u32,
        h: f(16, false) as u16,
        i: f(2, false) as u16,
        j: f(8, true) as i8,
        k: i as f64 * 0.5,
    }
}

fn transposed(i: usize) -> Transposed {
    let mut s = 0x2545_f491_4f6c_dd1d ^ (i as u64 + 1);
    let mut f = |width, signed| fitting(&mut s, width, signed);
    Transposed {
        p: f(7, true) as i32,
        q: f(1, true) as i32,
        r: f(24, false) as u32,
        s: f(32, false) as u32,
        t: f(30, true) as i32,
        u: f(2, false) as u32,
    }
}

/// A slice of `values` writes, over garbage, the images the single-value path writes (which
/// packs one member at a time), at every length from 0 to all of them (every remainder of four;
/// under Miri, lengths 0, 3, 4, 5 and the whole slice: each remainder, and a group and its tail).
fn matches_single_values<T: PtxAbi>(values: &[T]) {
    for &build in builds() {
        set_simd(build);
        matches_single_values_now(values);
    }
}

/// The builds of the four-at-a-time loop each test runs ([`set_simd`]): every one, the best
/// last, so that the baseline and SSE4.1 builds are checked on cores that have AVX2 too (a build
/// the core lacks runs the best one it has); under Miri, which runs only the baseline, that
/// one. Only the other tests of the process, which never forbid a build, may see either.
pub(crate) fn builds() -> &'static [Simd] {
    if cfg!(miri) {
        &[Simd::Avx2]
    } else {
        &[Simd::Baseline, Simd::Sse41, Simd::Avx2]
    }
}

fn matches_single_values_now<T: PtxAbi>(values: &[T]) {
    let size = T::LAYOUT.size;
    let all: Vec<usize> = if cfg!(miri) {
        vec![0, 3, 4, 5, values.len()]
    } else {
        (0..=values.len()).collect()
    };
    for n in all.into_iter().filter(|&n| n <= values.len()) {
        let mut out = vec![0xa5u8; n * size];
        slice::write_device_bytes(&values[..n], &mut out).unwrap();
        for (e, value) in values[..n].iter().enumerate() {
            let mut one = vec![0x5au8; size];
            write_device_bytes(value, &mut one).unwrap();
            assert_eq!(
                out[e * size..(e + 1) * size],
                one[..],
                "{}: element {e} of {n}",
                T::LAYOUT.name
            );
        }
    }
}

/// With one value out of range at every place of a slice (in every position of a group of four,
/// and in the tail), the error names that element and the member; with two in one group, the
/// first. `spoil` puts member `field`'s value out of range.
fn names_the_failing_element<T: PtxAbi + Clone>(
    values: &[T],
    field: &str,
    spoil: fn(&mut T),
    other: (&str, fn(&mut T)),
) {
    for &build in builds() {
        set_simd(build);
        names_the_failing_element_now(values, field, spoil, other);
    }
}

fn names_the_failing_element_now<T: PtxAbi + Clone>(
    values: &[T],
    field: &str,
    spoil: fn(&mut T),
    other: (&str, fn(&mut T)),
) {
    let size = T::LAYOUT.size;
    let n = values.len();
    for bad in 0..n {
        let mut broken = values.to_vec();
        spoil(&mut broken[bad]);
        let mut out = vec![0u8; n * size];
        let text = slice::write_device_bytes(&broken, &mut out)
            .unwrap_err()
            .to_string();
        assert!(
            text.contains(&format!("[{bad}].{field}`")),
            "{}: value {bad}: {text}",
            T::LAYOUT.name
        );
        if bad + 1 < n {
            (other.1)(&mut broken[bad + 1]);
            let text = slice::write_device_bytes(&broken, &mut out)
                .unwrap_err()
                .to_string();
            assert!(
                text.contains(&format!("[{bad}].{field}`")),
                "{}: values {bad} and {}: {text}",
                T::LAYOUT.name,
                bad + 1
            );
        }
        let mut later = values.to_vec();
        (other.1)(&mut later[bad]);
        let text = slice::write_device_bytes(&later, &mut out)
            .unwrap_err()
            .to_string();
        assert!(
            text.contains(&format!("[{bad}].{}`", other.0)),
            "{}: value {bad}: {text}",
            T::LAYOUT.name
        );
    }
}

/// Which types take the four-at-a-time path (on `x86_64`; elsewhere every block is written one
/// value at a time, and the images are the same).
#[test]
fn bit_fields_of_integers_are_packed_four_at_a_time() {
    let quads = |table: Option<&ptx_abi_core::__private_0_1::DerivedTable>| {
        table.expect("a derived struct").writes_in_quads()
    };
    assert!(quads(<Bits as PtxAbi>::DERIVED));
    assert!(quads(<Lanes as PtxAbi>::DERIVED));
    assert!(quads(<Transposed as PtxAbi>::DERIVED));
    assert!(quads(<Straddles as PtxAbi>::DERIVED));
    assert!(quads(<TailShared as PtxAbi>::DERIVED));
    assert!(quads(<BytePairs as PtxAbi>::DERIVED));
    // Not: 64-bit values, an enum (converted member by member), a packed type, no bit-fields.
    assert!(!quads(<Wide as PtxAbi>::DERIVED));
    assert!(!quads(<WithEnum as PtxAbi>::DERIVED));
    assert!(!quads(<PackedBits as PtxAbi>::DERIVED));
    assert!(!quads(<Padded as PtxAbi>::DERIVED));
}

#[test]
fn bit_fields_four_at_a_time_match_one_at_a_time() {
    let n = if cfg!(miri) { 9 } else { 67 };
    matches_single_values(&(0..n).map(lanes).collect::<Vec<_>>());
    matches_single_values(&(0..n).map(transposed).collect::<Vec<_>>());
    matches_single_values(&(0..n).map(byte_pairs).collect::<Vec<_>>());
    let extreme = |i| BytePairs {
        f: 31,
        y: 0xff,
        a: -4,
        b: -16,
        c: 127,
        e: true,
        ..byte_pairs(i)
    };
    matches_single_values(&(0..9).map(extreme).collect::<Vec<_>>());
    matches_single_values(&(0..n).map(bits).collect::<Vec<_>>());
    matches_single_values(
        &(0..n)
            .map(|i| Wide {
                a: (i as u64) << 30,
                b: i as u32 % 8,
            })
            .collect::<Vec<_>>(),
    );
    matches_single_values(
        &(0..n)
            .map(|i| TailShared {
                x: i as u32,
                y: -(i as f32),
                a: i as u8 % 8,
                b: 0xff - i as u8,
                c: -(i as i16) * 251,
            })
            .collect::<Vec<_>>(),
    );
    matches_single_values(
        &(0..n)
            .map(|i| PackedBits {
                a: i as u8,
                b: i as u16 % 512,
            })
            .collect::<Vec<_>>(),
    );
    matches_single_values(
        &(0..n)
            .map(|i| WithEnum {
                mode: if i % 3 == 0 { Mode::On } else { Mode::Off },
                n: i as u8 % 32,
            })
            .collect::<Vec<_>>(),
    );
    // Every extreme of every lane, in every position of a group of four.
    let extremes = [
        Lanes {
            b: -16,
            c: 7,
            d: -1024,
            e: true,
            f: -(1 << 19),
            g: 4095,
            i: 3,
            j: -128,
            ..lanes(0)
        },
        Lanes {
            b: 15,
            c: 0,
            d: 1023,
            e: false,
            f: (1 << 19) - 1,
            g: 0,
            i: 0,
            j: 127,
            ..lanes(1)
        },
        Lanes {
            b: -1,
            d: -1,
            f: -1,
            j: -1,
            ..lanes(2)
        },
    ];
    for rotation in 0..if cfg!(miri) { 1 } else { 4 } {
        let values: Vec<Lanes> = (0..9).map(|i| extremes[(i + rotation) % 3]).collect();
        matches_single_values(&values);
    }
    matches_single_values(&[
        Transposed {
            p: -64,
            q: -1,
            r: (1 << 24) - 1,
            s: u32::MAX,
            t: -(1 << 29),
            u: 3,
        },
        Transposed {
            p: 63,
            q: 0,
            r: 0,
            s: 0,
            t: (1 << 29) - 1,
            u: 0,
        },
        transposed(5),
        transposed(6),
        transposed(7),
    ]);
}

#[test]
fn bit_fields_four_at_a_time_name_the_failing_element() {
    let n = if cfg!(miri) { 6 } else { 13 };
    let values: Vec<Lanes> = (0..n).map(lanes).collect();
    names_the_failing_element(&values, "b", |v| v.b = 16, ("f", |v| v.f = 1 << 19));
    names_the_failing_element(
        &values,
        "d",
        |v| v.d = -1025,
        ("f", |v| v.f = -(1 << 19) - 1),
    );
    names_the_failing_element(&values, "c", |v| v.c = 8, ("g", |v| v.g = 4096));
    names_the_failing_element(&values, "i", |v| v.i = 4, ("b", |v| v.b = -17));
    let values: Vec<Transposed> = (0..n).map(transposed).collect();
    names_the_failing_element(&values, "p", |v| v.p = 64, ("q", |v| v.q = 1));
    names_the_failing_element(&values, "r", |v| v.r = 1 << 24, ("t", |v| v.t = 1 << 29));
    names_the_failing_element(&values, "u", |v| v.u = 4, ("p", |v| v.p = -65));
    let values: Vec<BytePairs> = (0..n).map(byte_pairs).collect();
    names_the_failing_element(&values, "b", |v| v.b = 16, ("a", |v| v.a = -5));
    names_the_failing_element(&values, "c", |v| v.c = 128, ("f", |v| v.f = 32));
    let values: Vec<Bits> = (0..n).map(bits).collect();
    names_the_failing_element(&values, "delta", |v| v.delta = 512, ("tag", |v| v.tag = 8));
}
