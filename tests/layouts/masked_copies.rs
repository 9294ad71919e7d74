//! Masked copies (`MARSHALLING.md`): a slice of a struct whose image is its host bytes with the
//! padding zeroed is written by loading each value's bytes whole and AND-ing them with a mask.
//! Here every such image size (8 to 64 bytes, whole words) is written from values whose host
//! padding holds `0xaa`, so that a mask keeping one padding byte too many shows as a byte of
//! `0xaa` in the image; the images must equal the single-value path's (which assembles each word
//! from the members, `write_device_bytes` of one value) and the hand-built ones where given.
//! Under Miri, which runs no assembly, the same tests check the word assembly that runs there.

use std::mem::MaybeUninit;
use std::ptr::addr_of_mut;

use ptx_abi_core::vector::Float3;
use ptx_abi_core::{slice, to_device_bytes, PtxAbi};

use super::fast_paths::write_skewed;

/// 8 bytes: padding at 1..4.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 8, align = 4))]
struct Eight {
    a: u8,
    b: u32,
}

/// 16 bytes: padding at 2..8.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 16, align = 8))]
struct Sixteen {
    a: u16,
    b: f64,
}

/// 24 bytes: padding at 1..8 and 20..24.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 24, align = 8))]
struct TwentyFour {
    a: bool,
    b: f64,
    c: u32,
}

/// 32 bytes: padding at 1..8, 18..20 and 25..32 (the marshal bench's `padded`).
use super::fast_paths::Padded as ThirtyTwo;

/// 40 bytes: padding at 1..4 and 37..40 (a `float3` at 4).
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 40, align = 4))]
struct Forty {
    a: u8,
    v: Float3,
    c: [u32; 5],
    d: u8,
}

/// 48 bytes: padding at 2..8 and 42..48.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 48, align = 8))]
struct FortyEight {
    a: i16,
    b: [f64; 4],
    c: u16,
}

/// 56 bytes: padding at 1..2, 4..8 and 49..56.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 56, align = 8))]
struct FiftySix {
    a: u8,
    b: u16,
    c: [u64; 5],
    d: i8,
}

/// 64 bytes: padding at 1..2 only.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 64, align = 4))]
struct SixtyFour {
    a: u8,
    b: u16,
    c: [u32; 15],
}

/// 72 bytes: past the masked copies' 64, so its words are assembled.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 72, align = 8))]
struct SeventyTwo {
    a: u8,
    b: [f64; 8],
}

/// 12 bytes: not whole words, so its words are assembled.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 12, align = 4))]
struct Twelve {
    a: u8,
    b: u32,
    c: u16,
}

/// 16 bytes with a bit-field: not every member is copied, so not masked.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 16, align = 8))]
struct WithBits {
    #[ptx(bits = 3)]
    a: u8,
    b: f64,
}

/// `n` values made by `fill`, which writes each member of the value at its pointer one by one,
/// in memory whose every byte was `0xaa` before: the padding of each value keeps that byte.
fn poisoned<T: Copy>(n: usize, fill: impl Fn(usize, *mut T)) -> Vec<T> {
    let mut values: Vec<MaybeUninit<T>> = Vec::with_capacity(n);
    let base = values.as_mut_ptr().cast::<T>();
    // SAFETY: the vector has room for `n` values; each is `0xaa` bytes, then each of its members
    // is written (`fill`'s contract), so every value is valid and its padding holds `0xaa`.
    unsafe {
        base.cast::<u8>().write_bytes(0xaa, n * size_of::<T>());
        for i in 0..n {
            fill(i, base.add(i));
        }
        values.set_len(n);
    }
    // SAFETY: every value is initialised (above); `MaybeUninit<T>` has `T`'s layout.
    values
        .into_iter()
        .map(|v| unsafe { v.assume_init() })
        .collect()
}

/// Writes each member of `$ty` at `$p` in place (a pointer to uninitialised memory), leaving its
/// padding as it was.
macro_rules! fill {
    ($p:expr, $($member:ident: $value:expr),* $(,)?) => {{
        let p = $p;
        // SAFETY: `p` points to room for a value of its type (`poisoned`); each member is
        // written through a raw pointer, without reading or making a reference to the value.
        unsafe { $(addr_of_mut!((*p).$member).write($value);)* }
    }};
}

/// Whether `T`'s blocks are written by masked copies: every type of 8 to 64 bytes here, on
/// `x86_64` outside Miri.
fn masked<T: PtxAbi>() -> bool {
    T::DERIVED.expect("a derived struct").writes_masked()
}

/// The slice paths write `values`' images over garbage equal to the single-value path's, at
/// every length up to 9 and at a few larger ones, from every start (so that each value is first
/// in some block), and the images read back.
fn case<T: PtxAbi + PartialEq + std::fmt::Debug>(values: &[T], masks: bool) {
    let name = T::LAYOUT.name;
    let on_x86 = cfg!(all(target_arch = "x86_64", not(miri)));
    assert_eq!(masked::<T>(), masks && on_x86, "{name}: masked or not");
    let size = T::LAYOUT.size;
    let singles: Vec<Vec<u8>> = values.iter().map(to_device_bytes).collect();
    let lengths: &[usize] = if cfg!(miri) {
        &[0, 1, 5]
    } else {
        &[0, 1, 2, 3, 4, 5, 9, 64, 257]
    };
    for &n in lengths.iter().filter(|&&n| n <= values.len()) {
        for start in [0, values.len() - n] {
            let block = &values[start..start + n];
            let mut out = vec![0x5au8; n * size];
            slice::write_device_bytes(block, &mut out).unwrap();
            for (e, image) in out.chunks(size.max(1)).enumerate() {
                assert_eq!(image, &singles[start + e][..], "{name}: element {e} of {n}");
            }
            assert!(
                slice::to_device_bytes(block) == out,
                "{name}: to_device_bytes, {n}"
            );
            assert_eq!(
                slice::from_device_bytes::<T>(&out).unwrap(),
                block,
                "{name}: read, {n}"
            );
        }
    }
}

#[test]
fn masked_images_are_the_members_and_zeros_whatever_the_padding_holds() {
    let n = if cfg!(miri) { 6 } else { 300 };
    let eight = poisoned(
        n,
        |i, p: *mut Eight| fill!(p, a: i as u8, b: i as u32 * 3 + 1),
    );
    // Hand-built: the `0xaa` of the host padding never reaches the image.
    let mut expected = vec![0u8; 8];
    expected[0] = 5;
    expected[4..8].copy_from_slice(&16u32.to_le_bytes());
    assert_eq!(slice::to_device_bytes(&eight[5..6]), expected);
    case(&eight, true);

    case(
        &poisoned(
            n,
            |i, p: *mut Sixteen| fill!(p, a: i as u16 ^ 0x7531, b: i as f64 * 0.25),
        ),
        true,
    );
    case(
        &poisoned(
            n,
            |i, p: *mut TwentyFour| fill!(p, a: i % 3 == 1, b: -(i as f64), c: i as u32 | 0x0101_0000),
        ),
        true,
    );
    let thirty_two = poisoned(
        n,
        |i, p: *mut ThirtyTwo| fill!(p, a: i as u8 | 1, b: 1.5, c: 0x1234, d: i as u32, e: 0x77),
    );
    let mut expected = vec![0u8; 32];
    expected[0] = 3;
    expected[8..16].copy_from_slice(&1.5f64.to_le_bytes());
    expected[16..18].copy_from_slice(&0x1234u16.to_le_bytes());
    expected[20..24].copy_from_slice(&2u32.to_le_bytes());
    expected[24] = 0x77;
    assert_eq!(slice::to_device_bytes(&thirty_two[2..3]), expected);
    case(&thirty_two, true);
    case(
        &poisoned(n, |i, p: *mut Forty| {
            fill!(p, a: 9, v: Float3::new(i as f32, 2.0, -3.0),
                c: std::array::from_fn(|k| (i * 7 + k) as u32), d: i as u8 | 0x40)
        }),
        true,
    );
    case(
        &poisoned(
            n,
            |i, p: *mut FortyEight| fill!(p, a: -(i as i16), b: [i as f64, 1.0, 2.0, 3.0], c: 0xbeef),
        ),
        true,
    );
    case(
        &poisoned(
            n,
            |i, p: *mut FiftySix| fill!(p, a: 1, b: i as u16, c: [i as u64; 5], d: -5),
        ),
        true,
    );
    case(
        &poisoned(
            n,
            |i, p: *mut SixtyFour| fill!(p, a: 0x11, b: i as u16, c: std::array::from_fn(|k| (k + i) as u32)),
        ),
        true,
    );
    // The neighbours that keep the word assembly: the same images, from the same poison.
    case(
        &poisoned(n, |i, p: *mut SeventyTwo| fill!(p, a: 3, b: [i as f64; 8])),
        false,
    );
    case(
        &poisoned(n, |i, p: *mut Twelve| fill!(p, a: 1, b: i as u32, c: 2)),
        false,
    );
    case(
        &poisoned(n, |i, p: *mut WithBits| fill!(p, a: (i % 8) as u8, b: 0.5)),
        false,
    );
}

/// A block whose images are read back as one copy (`TwentyFour`: image and host value of one
/// size, every member at its host offset) still checks its `bool` after the copy: an invalid one
/// is an error naming the element and the member, and nothing is returned.
#[test]
fn a_block_read_as_one_copy_still_checks_its_bools() {
    let n = if cfg!(miri) { 6 } else { 40 };
    let values = poisoned(
        n,
        |i, p: *mut TwentyFour| fill!(p, a: i % 2 == 0, b: i as f64, c: 7),
    );
    let mut image = slice::to_device_bytes(&values);
    assert_eq!(
        slice::from_device_bytes::<TwentyFour>(&image).unwrap(),
        values
    );
    let bad = n - 3;
    image[bad * 24] = 2;
    let e = slice::from_device_bytes::<TwentyFour>(&image).unwrap_err();
    let text = e.to_string();
    assert!(text.contains(&format!("`TwentyFour[{bad}].a`")), "{text}");
    assert!(text.contains("invalid bool 2"), "{text}");
    let mut out = values.clone();
    assert!(slice::from_device_bytes_into(&image, &mut out).is_err());
    assert!(out.is_empty());
}

/// Blocks of 4 MiB and more of images whose size is a multiple of 16 are written past the cache
/// (`movntdq`), masked the same way: from values whose padding holds `0xaa`, the images equal
/// the single-value path's, on a 16-aligned destination (streamed) and one 8 bytes past it (not).
#[test]
fn large_masked_blocks_stream_without_their_padding() {
    /// `n` values of `T` past the streaming threshold, checked against single values.
    fn large<T: PtxAbi>(values: &[T]) {
        let expected: Vec<u8> = values.iter().flat_map(to_device_bytes).collect();
        for skew in [0, 8] {
            write_skewed(values, &expected, skew);
        }
    }
    let n = |size: usize| {
        if cfg!(miri) {
            ptx_abi_core::__testing::set_stream_bytes(256);
            256 / size + 3
        } else {
            (4 << 20) / size + 3
        }
    };
    large(&poisoned(
        n(16),
        |i, p: *mut Sixteen| fill!(p, a: i as u16, b: i as f64),
    ));
    large(&poisoned(
        n(32),
        |i, p: *mut ThirtyTwo| fill!(p, a: i as u8, b: 0.5, c: 3, d: i as u32, e: 0x11),
    ));
    large(&poisoned(
        n(48),
        |i, p: *mut FortyEight| fill!(p, a: i as i16, b: [1.0, 2.0, i as f64, 4.0], c: 9),
    ));
    large(&poisoned(
        n(64),
        |i, p: *mut SixtyFour| fill!(p, a: 0x22, b: i as u16, c: [i as u32; 15]),
    ));
}
