//! The marshalling functions a derived type's table points to, one pair per kind of member:
//! ordinary members, bit-fields and unnamed bit-fields, and the unaligned versions for members of
//! packed types (copied out and in, never borrowed: `ABI.md` §10).
//!
//! Each returns whether it succeeded and leaves its fault, if any, in the caller's state: the
//! loops in `blocks.rs` that call them stay a few instructions per member, which is what lets
//! the optimiser unroll them and inline these functions into them (`MARSHALLING.md`, "The
//! member table").

use super::table::{Fault, Writer};
use crate::abi::{read_value, write_value, BitFieldType, PtxAbi};
use crate::error::Error;
use crate::image::{bit_field_bits, bit_field_excess, mask128, read_bit_field};

/// Records `fault`: kept out of line, so that the common path stays short. The callers return
/// `false` themselves, so that the optimiser sees the loop end there, and every later member's
/// state (the bit-field word, its window) stays a constant of the one path that goes on.
#[cold]
#[inline(never)]
fn record(slot: &mut Option<Fault>, fault: Fault) {
    *slot = Some(fault);
}

/// Records a member's own error, or does nothing.
#[inline(always)]
fn value_result(slot: &mut Option<Fault>, result: Result<(), Error>) -> bool {
    deliver(slot, result.map_err(Fault::Value), |()| {})
}

/// Hands a value read to `put`, or records why it could not be read: the shape of every reader
/// below (and of [`value_result`]).
#[inline(always)]
fn deliver<T>(slot: &mut Option<Fault>, result: Result<T, Fault>, put: impl FnOnce(T)) -> bool {
    match result {
        Ok(value) => {
            put(value);
            true
        }
        Err(fault) => {
            record(slot, fault);
            false
        }
    }
}

/// Adds a bit-field's bits to the unit's word. Whether the value fits its width is computed as a
/// number, zero when it fits, OR-ed into `w.excess` (the fast walk tests it once at the end);
/// when `w.checking` (the second walk, after a failure), a value that does not fit stops the walk
/// with its fault.
#[inline(always)]
fn add_bits<T: BitFieldType>(value: &T, w: &mut Writer<'_>, at: usize, width: u32) -> bool {
    let value = value.to_bit_value();
    let excess = bit_field_excess(value, width, T::SIGNED, T::BITS);
    if w.checking && excess != 0 {
        out_of_range(w.fault, value, width, T::SIGNED);
        return false;
    }
    w.excess |= excess;
    // A value that fits is its bits, but for a negative one's sign extension (an unsigned value
    // that does not fit is an error whatever it adds here).
    let raw = if T::SIGNED {
        (value as u128) & mask128(width)
    } else {
        value as u128
    };
    w.pending.add(w.out, at, width, raw);
    true
}

/// Records a bit-field value out of range: the error built out of line, with the check's
/// message (`bit_field_bits`).
#[cold]
#[inline(never)]
fn out_of_range(slot: &mut Option<Fault>, value: i128, width: u32, signed: bool) {
    let Err(kind) = bit_field_bits(value, width, signed) else {
        unreachable!("`bit_field_excess` and `bit_field_bits` test the same range");
    };
    record(slot, Fault::Bits(kind));
}

/// # Safety
/// `src` points to a valid `T`.
#[inline(always)]
pub(super) unsafe fn write_plain<T: PtxAbi>(
    src: *const u8,
    w: &mut Writer<'_>,
    at: usize,
    _: u32,
) -> bool {
    // SAFETY: the caller's contract.
    let value = unsafe { &*src.cast::<T>() };
    let result = write_value(value, &mut w.out[at..at + T::LAYOUT.size]);
    value_result(w.fault, result)
}

/// A bit-field: its bits range-checked (spec 1.3), then added to the unit's word in a register.
///
/// # Safety
/// `src` points to a valid `T`.
#[inline(always)]
pub(super) unsafe fn write_bits<T: BitFieldType>(
    src: *const u8,
    w: &mut Writer<'_>,
    at: usize,
    width: u32,
) -> bool {
    // SAFETY: the caller's contract.
    add_bits(unsafe { &*src.cast::<T>() }, w, at, width)
}

/// # Safety
/// `src` points to a valid `T`, perhaps unaligned (a member of a packed type).
#[inline(always)]
pub(super) unsafe fn write_unaligned<T: PtxAbi + Copy>(
    src: *const u8,
    w: &mut Writer<'_>,
    at: usize,
    _: u32,
) -> bool {
    // SAFETY: the caller's contract; `read_unaligned` takes any alignment, and copying a `Copy`
    // value out leaves the original as it was.
    let value = unsafe { src.cast::<T>().read_unaligned() };
    let result = write_value(&value, &mut w.out[at..at + T::LAYOUT.size]);
    value_result(w.fault, result)
}

/// [`write_bits`] for a bit-field of a packed type.
///
/// # Safety
/// `src` points to a valid `T`, perhaps unaligned (a member of a packed type).
#[inline(always)]
pub(super) unsafe fn write_bits_unaligned<T: BitFieldType + Copy>(
    src: *const u8,
    w: &mut Writer<'_>,
    at: usize,
    width: u32,
) -> bool {
    // SAFETY: as in `write_unaligned`.
    add_bits(&unsafe { src.cast::<T>().read_unaligned() }, w, at, width)
}

/// An unnamed bit-field, or a member already in place: nothing to write (an unnamed bit-field's
/// bits are padding, left zero).
#[inline(always)]
pub(super) unsafe fn write_nothing(_: *const u8, _: &mut Writer<'_>, _: usize, _: u32) -> bool {
    true
}

/// A member read from its image and written to its place in the host value: aligned for `T`,
/// or, in a packed type (`UNALIGNED`), at any address.
///
/// # Safety
/// `dst` is valid for writing a `T`, and aligned for it unless `UNALIGNED`.
#[inline(always)]
pub(super) unsafe fn read_member<T: PtxAbi, const UNALIGNED: bool>(
    bytes: &[u8],
    at: usize,
    _: u32,
    dst: *mut u8,
    fault: &mut Option<Fault>,
) -> bool {
    let value = read_value::<T>(&bytes[at..at + T::LAYOUT.size]).map_err(Fault::Value);
    // SAFETY: the caller's contract.
    deliver(fault, value, |v| unsafe { put::<T, UNALIGNED>(dst, v) })
}

/// A bit-field read from its image (range-checked as its type's values) and written to its
/// place, as [`read_member`].
///
/// # Safety
/// As [`read_member`].
#[inline(always)]
pub(super) unsafe fn read_bit_member<T: BitFieldType, const UNALIGNED: bool>(
    bytes: &[u8],
    at: usize,
    width: u32,
    dst: *mut u8,
    fault: &mut Option<Fault>,
) -> bool {
    let value = read_bit_field::<T>(bytes, at, width).map_err(Fault::Bits);
    // SAFETY: the caller's contract.
    deliver(fault, value, |v| unsafe { put::<T, UNALIGNED>(dst, v) })
}

/// Writes `value` at `dst`, aligned for `T` or, if `UNALIGNED`, at any address.
///
/// # Safety
/// `dst` is valid for writing a `T`, and aligned for it unless `UNALIGNED`.
#[inline(always)]
unsafe fn put<T, const UNALIGNED: bool>(dst: *mut u8, value: T) {
    let dst = dst.cast::<T>();
    // SAFETY: the caller's contract; `write_unaligned` takes any alignment.
    unsafe {
        if UNALIGNED {
            dst.write_unaligned(value)
        } else {
            dst.write(value)
        }
    }
}

/// # Safety
/// `dst` is valid for writing a `T` and aligned for it.
#[inline(always)]
pub(super) unsafe fn read_unnamed<T: BitFieldType>(
    _: &[u8],
    _: usize,
    _: u32,
    dst: *mut u8,
    _: &mut Option<Fault>,
) -> bool {
    // SAFETY: the caller's contract.
    unsafe { dst.cast::<T>().write(T::unnamed_value()) };
    true
}
