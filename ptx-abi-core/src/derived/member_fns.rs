//! The marshalling functions a derived type's table points to, one pair per kind of member:
//! ordinary members, bit-fields and unnamed bit-fields, and the unaligned versions for members of
//! packed types (copied out and in, never borrowed: `ABI.md` §10).

use super::Fault;
use crate::abi::{BitFieldType, PtxAbi};
use crate::image::{read_bit_field, read_value, write_bit_field, write_value};

/// # Safety
/// `src` points to a valid `T`.
pub(super) unsafe fn write_plain<T: PtxAbi>(
    src: *const u8,
    out: &mut [u8],
    at: usize,
    _: u32,
) -> Result<(), Fault> {
    // SAFETY: the caller's contract.
    let value = unsafe { &*src.cast::<T>() };
    write_value(value, &mut out[at..at + T::LAYOUT.size]).map_err(Fault::Value)
}

/// # Safety
/// `src` points to a valid `T`.
pub(super) unsafe fn write_bits<T: BitFieldType>(
    src: *const u8,
    out: &mut [u8],
    at: usize,
    width: u32,
) -> Result<(), Fault> {
    // SAFETY: the caller's contract.
    let value = unsafe { &*src.cast::<T>() };
    write_bit_field(value, out, at, width).map_err(Fault::Bits)
}

/// # Safety
/// `src` points to a valid `T`, perhaps unaligned (a member of a packed type).
pub(super) unsafe fn write_unaligned<T: PtxAbi + Copy>(
    src: *const u8,
    out: &mut [u8],
    at: usize,
    _: u32,
) -> Result<(), Fault> {
    // SAFETY: the caller's contract; `read_unaligned` takes any alignment, and copying a `Copy`
    // value out leaves the original as it was.
    let value = unsafe { src.cast::<T>().read_unaligned() };
    write_value(&value, &mut out[at..at + T::LAYOUT.size]).map_err(Fault::Value)
}

/// # Safety
/// `src` points to a valid `T`, perhaps unaligned (a member of a packed type).
pub(super) unsafe fn write_bits_unaligned<T: BitFieldType + Copy>(
    src: *const u8,
    out: &mut [u8],
    at: usize,
    width: u32,
) -> Result<(), Fault> {
    // SAFETY: as in `write_unaligned`.
    let value = unsafe { src.cast::<T>().read_unaligned() };
    write_bit_field(&value, out, at, width).map_err(Fault::Bits)
}

/// # Safety
/// `dst` is valid for writing a `T`, perhaps unaligned.
pub(super) unsafe fn read_unaligned<T: PtxAbi + Copy>(
    bytes: &[u8],
    at: usize,
    _: u32,
    dst: *mut u8,
) -> Result<(), Fault> {
    let value = read_value::<T>(&bytes[at..at + T::LAYOUT.size]).map_err(Fault::Value)?;
    // SAFETY: the caller's contract; `write_unaligned` takes any alignment.
    unsafe { dst.cast::<T>().write_unaligned(value) };
    Ok(())
}

/// # Safety
/// `dst` is valid for writing a `T`, perhaps unaligned.
pub(super) unsafe fn read_bits_unaligned<T: BitFieldType + Copy>(
    bytes: &[u8],
    at: usize,
    width: u32,
    dst: *mut u8,
) -> Result<(), Fault> {
    let value = read_bit_field::<T>(bytes, at, width).map_err(Fault::Bits)?;
    // SAFETY: as in `read_unaligned`.
    unsafe { dst.cast::<T>().write_unaligned(value) };
    Ok(())
}

/// An unnamed bit-field: its bits are padding, left zero.
pub(super) unsafe fn write_nothing(
    _: *const u8,
    _: &mut [u8],
    _: usize,
    _: u32,
) -> Result<(), Fault> {
    Ok(())
}

/// # Safety
/// `dst` is valid for writing a `T` and aligned for it.
pub(super) unsafe fn read_plain<T: PtxAbi>(
    bytes: &[u8],
    at: usize,
    _: u32,
    dst: *mut u8,
) -> Result<(), Fault> {
    let value = read_value::<T>(&bytes[at..at + T::LAYOUT.size]).map_err(Fault::Value)?;
    // SAFETY: the caller's contract.
    unsafe { dst.cast::<T>().write(value) };
    Ok(())
}

/// # Safety
/// `dst` is valid for writing a `T` and aligned for it.
pub(super) unsafe fn read_bits<T: BitFieldType>(
    bytes: &[u8],
    at: usize,
    width: u32,
    dst: *mut u8,
) -> Result<(), Fault> {
    let value = read_bit_field::<T>(bytes, at, width).map_err(Fault::Bits)?;
    // SAFETY: the caller's contract.
    unsafe { dst.cast::<T>().write(value) };
    Ok(())
}

/// # Safety
/// `dst` is valid for writing a `T` and aligned for it.
pub(super) unsafe fn read_unnamed<T: BitFieldType>(
    _: &[u8],
    _: usize,
    _: u32,
    dst: *mut u8,
) -> Result<(), Fault> {
    // SAFETY: the caller's contract.
    unsafe { dst.cast::<T>().write(T::unnamed_value()) };
    Ok(())
}
