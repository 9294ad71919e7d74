//! Device images: the exact bytes a value has in GPU memory or in a kernel's parameter space.
//!
//! Padding is always zero, bit-fields are packed little endian right to left (spec 1.3), and
//! types whose host bytes already are their image ([`PtxAbi::IMAGE_EQUAL`]) take a `memcpy` path.

use crate::abi::{read_value, write_value, BitFieldType, PtxAbi};
use crate::error::{bit_range, Error, ErrorKind};
#[cfg(feature = "alloc")]
use crate::prelude::*;

fn wrong_length<T: PtxAbi>(expected: usize, actual: usize) -> Error {
    // Name the first member the buffer cuts short, so that the message says where it ends.
    let cut = T::LAYOUT
        .fields()
        .iter()
        .find(|f| f.offset + f.layout.size > actual);
    let kind = ErrorKind::WrongLength { expected, actual };
    match cut {
        Some(f) if actual < expected => Error::at(kind, T::LAYOUT.name, f.name),
        _ => Error::new(kind, T::LAYOUT.name),
    }
}

#[cfg(feature = "alloc")]
/// Reads `images` (a whole number of `T` images) into `out`, replacing its contents and reusing
/// its allocation. Image-equal types whose every image is valid are one copy; others are read by
/// [`PtxAbi::read_block`] (derived structs copy each value's runs of host-equal members and then
/// check and read the members that need it, `MARSHALLING.md`), value by value. On an error `out` is
/// empty.
pub(crate) fn read_elements<T: PtxAbi>(images: &[u8], out: &mut Vec<T>) -> Result<(), Error> {
    out.clear();
    append_elements(images, out)
}

#[cfg(feature = "alloc")]
/// [`read_elements`] without the clearing: the values are appended to `out`, and an error names
/// the failing element by its index in `out` (and leaves `out` as it was).
pub(crate) fn append_elements<T: PtxAbi>(images: &[u8], out: &mut Vec<T>) -> Result<(), Error> {
    let size = T::LAYOUT.size;
    debug_assert_eq!(images.len() % size, 0);
    let (first, n) = (out.len(), images.len() / size);
    out.reserve(n);
    // SAFETY: `reserve` made room for `n` values after the `first` ones.
    let dst = unsafe { out.as_mut_ptr().add(first) };
    // SAFETY: `dst` has room for the `n` values; `images` is `n` whole images.
    unsafe { read_values(images, dst, first) }?;
    // SAFETY: the `n` values after the `first` ones are valid (`read_values` returned `Ok`).
    unsafe { out.set_len(first + n) };
    Ok(())
}

#[cfg(feature = "alloc")]
/// Reads the values of `images` into `dst`: one copy for image-equal types whose every image is
/// valid, else [`PtxAbi::read_block`]. An error names element `first + i`; on `Ok` every value
/// at `dst` is valid.
///
/// # Safety
/// `images.len()` is a multiple of `T::LAYOUT.size`, and `dst` is valid for writes of that many
/// values (whatever they hold on entry; none is dropped), and does not overlap `images`.
pub(crate) unsafe fn read_values<T: PtxAbi>(
    images: &[u8],
    dst: *mut T,
    first: usize,
) -> Result<(), Error> {
    if T::IMAGE_EQUAL && T::ALL_BITS_VALID {
        // SAFETY: `dst` has room for the values, `size_of::<T>() == LAYOUT.size`
        // (`IMAGE_EQUAL`), so `images.len()` bytes; any bytes are a valid `T`
        // (`ALL_BITS_VALID`); the two buffers are distinct (the caller's contract).
        unsafe { core::ptr::copy_nonoverlapping(images.as_ptr(), dst.cast::<u8>(), images.len()) };
        Ok(())
    } else {
        // SAFETY: the caller's contract.
        unsafe { T::read_block(images, dst, first) }
    }
}

/// Zero if a bit-field value fits its width (spec 1.3's ranges), else not: [`bit_field_bits`]'s
/// test as arithmetic, so that the tests of many fields are OR-ed and tested once. A signed value
/// fits in `width` bits when adding `2^(width-1)` brings it into `0 .. 2^width`; an unsigned one
/// (never negative below 128 bits) when it is below `2^width`; every value of a type of
/// `type_bits` bits fits a field at least that wide.
///
/// For types of at most 64 bits the test runs in 64-bit arithmetic: the sum wraps exactly when
/// the value is below the range (it is then at least `2^63`, above any `2^width` with
/// `width < 64`), and a 128-bit sum and shift cost a signed field three times the instructions.
#[inline(always)]
pub(crate) fn bit_field_excess(value: i128, width: u32, signed: bool, type_bits: u32) -> u128 {
    if width >= type_bits.min(128) {
        0
    } else if type_bits <= 64 {
        let value = value as i64 as u64;
        u128::from(if signed {
            value.wrapping_add(1 << (width - 1)) >> width
        } else {
            value >> width
        })
    } else if signed {
        (value as u128).wrapping_add(1 << (width - 1)) >> width
    } else {
        (value as u128) >> width
    }
}

/// Checks a bit-field value against its width (spec 1.3's ranges) and returns its raw bits.
///
/// Values are `i128`s; an `unsigned __int128` value above `i128::MAX` is carried as its two's
/// complement (`v as i128`), so a 128-bit unsigned bit-field takes every `i128` as its bits.
pub fn bit_field_bits(value: i128, width: u32, signed: bool) -> Result<u128, ErrorKind> {
    if !signed && width == 128 {
        return Ok(value as u128);
    }
    let (lo, hi) = bit_range(width, signed);
    if value < lo || value > hi {
        return Err(ErrorKind::BitFieldOutOfRange {
            width,
            signed,
            value,
        });
    }
    // Two's complement, truncated to `width` bits (the range check makes this lossless).
    Ok((value as u128) & mask128(width))
}

/// The value of raw bit-field bits: sign-extended from `width` bits when `signed` (spec 1.3:
/// plain and signed bit-fields are signed), zero-extended otherwise (a 128-bit unsigned value
/// above `i128::MAX` comes back as its two's complement, see [`bit_field_bits`]). `#[inline]`:
/// device views call it from kernels, where a call into this crate would stay unresolved.
#[inline]
pub fn bit_field_value(raw: u128, width: u32, signed: bool) -> i128 {
    if signed {
        let shift = 128 - width;
        ((raw as i128) << shift) >> shift
    } else {
        raw as i128
    }
}

const fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

#[inline]
pub(crate) const fn mask128(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// [`pack_bits`] for fields of up to 128 bits (`__int128` bit-fields): a field wider than 64
/// bits is packed as two, its low 64 bits first, so the common path stays 64-bit.
#[inline]
pub(crate) fn pack_bits_wide(out: &mut [u8], bit_offset: usize, width: u32, raw: u128) {
    if width <= 64 {
        pack_bits(out, bit_offset, width, raw as u64);
    } else {
        pack_bits(out, bit_offset, 64, raw as u64);
        pack_bits(out, bit_offset + 64, width - 64, (raw >> 64) as u64);
    }
}

/// [`unpack_bits`] for fields of up to 128 bits, as [`pack_bits_wide`].
#[inline]
pub(crate) fn unpack_bits_wide(bytes: &[u8], bit_offset: usize, width: u32) -> u128 {
    if width <= 64 {
        u128::from(unpack_bits(bytes, bit_offset, width))
    } else {
        let low = unpack_bits(bytes, bit_offset, 64);
        let high = unpack_bits(bytes, bit_offset + 64, width - 64);
        u128::from(low) | u128::from(high) << 64
    }
}

/// ORs `width` bits of `raw` into `out` starting at bit `bit_offset` (little endian, right to
/// left: bit `b` is bit `b % 8` of byte `b / 8`, spec 1.3).
#[inline]
pub fn pack_bits(out: &mut [u8], bit_offset: usize, width: u32, raw: u64) {
    let first = bit_offset / 8;
    let shift = bit_offset % 8;
    let nbytes = (shift + width as usize).div_ceil(8);
    let bits = u128::from(raw & mask(width)) << shift;
    // Fast path: the field lies within one 64-bit window of `out` (aligned relative to its start),
    // so one 8-byte load, `or` and store. Fields of one unit share the window, so with the
    // constant offsets of derived code the compiler merges their read-modify-writes.
    let window = bit_offset / 64 * 8;
    let window_shift = bit_offset % 64;
    if window_shift + width as usize <= 64 && window + 8 <= out.len() {
        let bytes: &mut [u8; 8] = (&mut out[window..window + 8]).try_into().unwrap();
        let word = u64::from_le_bytes(*bytes) | (raw & mask(width)) << window_shift;
        *bytes = word.to_le_bytes();
        return;
    }
    for (i, byte) in out[first..first + nbytes].iter_mut().enumerate() {
        *byte |= (bits >> (8 * i)) as u8;
    }
}

/// The first byte of the 8-byte window of an image of `len >= 8` bytes that holds bit
/// `bit_offset`: aligned to 8 from the image's start, or moved back to end with the image.
#[inline(always)]
pub(crate) fn window(bit_offset: usize, len: usize) -> usize {
    (bit_offset / 64 * 8).min(len - 8)
}

/// Reads `width` bits starting at bit `bit_offset`, zero-extended.
#[inline]
pub fn unpack_bits(bytes: &[u8], bit_offset: usize, width: u32) -> u64 {
    // Fast path, as in `pack_bits`: one 8-byte load of the window that holds the field (moved
    // back to end with `bytes` if need be), a shift and a mask. Fields of one unit load the same
    // window, which the compiler loads once for all of them.
    if bytes.len() >= 8 {
        let window = window(bit_offset, bytes.len());
        let shift = bit_offset - window * 8;
        if shift < 64 && shift + width as usize <= 64 {
            let word: [u8; 8] = bytes[window..window + 8].try_into().unwrap();
            return (u64::from_le_bytes(word) >> shift) & mask(width);
        }
    }
    let first = bit_offset / 8;
    let shift = bit_offset % 8;
    let nbytes = (shift + width as usize).div_ceil(8);
    let mut bits = 0u128;
    for (i, byte) in bytes[first..first + nbytes].iter().enumerate() {
        bits |= u128::from(*byte) << (8 * i);
    }
    ((bits >> shift) as u64) & mask(width)
}

/// Reads a bit-field member: extracted, sign-extended for signed types (spec 1.3: plain and
/// signed bit-fields are signed), then validated (bool 0/1, enum discriminants).
#[doc(hidden)]
#[inline]
pub fn read_bit_field<T: BitFieldType>(
    bytes: &[u8],
    bit_offset: usize,
    width: u32,
) -> Result<T, ErrorKind> {
    let raw = unpack_bits_wide(bytes, bit_offset, width);
    let value = bit_field_value(raw, width, T::SIGNED);
    T::from_bit_value(value)
}

/// The device image of `value`: exactly `T::LAYOUT.size` bytes, padding zero.
///
/// # Panics
/// If a bit-field's value does not fit its width; the message names the type, member, width and
/// value. Use [`try_to_device_bytes`] to get the error instead.
#[cfg(feature = "alloc")]
pub fn to_device_bytes<T: PtxAbi>(value: &T) -> Vec<u8> {
    try_to_device_bytes(value).unwrap_or_else(|e| panic!("{e}"))
}

/// The device image of `value`, or the error that prevents it (a bit-field out of range).
#[cfg(feature = "alloc")]
pub fn try_to_device_bytes<T: PtxAbi>(value: &T) -> Result<Vec<u8>, Error> {
    if T::IMAGE_EQUAL {
        return Ok(crate::abi::host_bytes(value).to_vec());
    }
    let mut out = vec![0u8; T::LAYOUT.size];
    value.write_image(&mut out)?;
    Ok(out)
}

/// Writes the device image of `value` into `out`, which must be exactly `T::LAYOUT.size` bytes.
/// Every byte of `out` is written (padding with zero), whatever it held before.
pub fn write_device_bytes<T: PtxAbi>(value: &T, out: &mut [u8]) -> Result<(), Error> {
    if out.len() != T::LAYOUT.size {
        return Err(wrong_length::<T>(T::LAYOUT.size, out.len()));
    }
    // A derived struct's `write_image` writes every byte of its image (`Table::write`); other
    // types' write over zeros (`PtxAbi::write_image`'s contract).
    if !T::IMAGE_EQUAL && T::DERIVED.is_none() {
        out.fill(0);
    }
    write_value(value, out)
}

/// Reads a value back from its device image (`bytes` must be exactly `T::LAYOUT.size` long).
///
/// Signed bit-fields are sign-extended; an invalid `bool` or enum discriminant, or a buffer of
/// the wrong length, is an error naming the type and member.
pub fn from_device_bytes<T: PtxAbi>(bytes: &[u8]) -> Result<T, Error> {
    if bytes.len() != T::LAYOUT.size {
        return Err(wrong_length::<T>(T::LAYOUT.size, bytes.len()));
    }
    read_value(bytes)
}

/// Whether `T` marshals by `memcpy` (its host bytes are its device image).
pub const fn is_image_equal<T: PtxAbi>() -> bool {
    T::IMAGE_EQUAL
}

#[cfg(test)]
mod tests {
    use super::{bit_field_bits, bit_field_excess};

    #[test]
    fn the_arithmetic_range_test_is_the_checked_one() {
        for type_bits in [8u32, 16, 32, 64, 128] {
            for width in 1..=type_bits {
                for signed in [false, true] {
                    // The values of the declared type (`to_bit_value`: unsigned ones never
                    // negative below 128 bits).
                    let (type_lo, type_hi) = crate::error::bit_range(type_bits, signed);
                    let (lo, hi) = crate::error::bit_range(width, signed);
                    let mut probes = vec![0, 1, -1, lo, hi, i128::MIN, i128::MAX, type_lo, type_hi];
                    probes.extend([lo.wrapping_sub(1), hi.wrapping_add(1), lo / 2, hi / 2]);
                    probes.retain(|&v| type_lo <= v && v <= type_hi);
                    for value in probes {
                        assert_eq!(
                            bit_field_excess(value, width, signed, type_bits) == 0,
                            bit_field_bits(value, width, signed).is_ok(),
                            "value {value}, width {width}, signed {signed}, type {type_bits} bits"
                        );
                    }
                }
            }
        }
    }
}
