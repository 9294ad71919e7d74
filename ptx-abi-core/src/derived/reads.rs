//! Reading derived structs back from their images (the copied members in one pass, then the
//! members that need a check or a conversion), and a union written or read through one member.

use core::mem::MaybeUninit;

use super::table::{at_host_offsets, Pending, Table, Writer};
use crate::abi::PtxAbi;
use crate::error::Error;

impl Table {
    /// Reads a struct from its image (`bytes`, at least `self.size` long).
    ///
    /// # Safety
    /// `T` is the host type this table was derived for: its members are exactly the table's, at
    /// the `host` offsets and of the types the table names.
    #[inline(always)]
    pub unsafe fn read<T>(&self, bytes: &[u8]) -> Result<T, Error> {
        let mut value = MaybeUninit::<T>::uninit();
        let bytes = &bytes[..self.size];
        let dst = value.as_mut_ptr().cast::<u8>();
        // SAFETY: the caller's contract; `value` has room for one `T` (see `read_block`).
        unsafe {
            self.copy_members(bytes.as_ptr(), dst);
            self.read_members(bytes, dst)?;
        }
        // SAFETY: `read_block` returned `Ok`: every member of `T` holds a valid value, and a
        // struct's padding needs no initialisation.
        Ok(unsafe { value.assume_init() })
    }

    /// Reads `images.len() / self.size` structs from their images into `dst`: the copied
    /// members copied at once (as in [`Table::write_block`]), the copied members that need it
    /// checked, then the other members read (bit-fields extracted and sign-extended, `bool`s and enums checked).
    /// On an error, the failing element's index and the error; the values at `dst` are then
    /// partly written and must not be used.
    ///
    /// # Safety
    /// `T` is the struct this table was derived for (not a union), `images.len()` is a multiple
    /// of `self.size`, and `dst` is valid for writes of that many `T`s (their contents on entry
    /// do not matter).
    #[inline(always)]
    pub unsafe fn read_block<T: PtxAbi>(
        &self,
        images: &[u8],
        dst: *mut T,
        first: usize,
    ) -> Result<(), Error> {
        let dst = dst.cast::<u8>();
        let whole = const { at_host_offsets(T::DERIVED) } && self.size == self.host_size;
        if whole {
            // Every image is its value's bytes, padding zeroed: the block is one copy, whose
            // bytes land in the members and the padding (`at_host_offsets`).
            // SAFETY: `dst` has room for `images.len() / size` values of `size` bytes (the
            // caller's contract), a buffer of its own.
            unsafe { core::ptr::copy_nonoverlapping(images.as_ptr(), dst, images.len()) };
            if self.all_bits_valid {
                return Ok(());
            }
        }
        for (e, bytes) in images.chunks_exact(self.size).enumerate() {
            // SAFETY: value `e` is in bounds (the caller's contract).
            let value = unsafe { dst.add(e * self.host_size) };
            if !whole {
                // SAFETY: the copied members are within the image and the host value (see
                // `write_block`); the bytes land in the copied members, whose images are values
                // (checked below where that is not true of every image).
                unsafe { self.copy_members(bytes.as_ptr(), value) };
            }
            // SAFETY: member `i` of a `T` is at `value + host` (the caller's contract), inside
            // value `e`.
            unsafe { self.read_members(bytes, value) }
                .map_err(|error| error.within_element(self.name, first + e))?;
        }
        Ok(())
    }

    /// Reads the members of a value from `bytes` (its image) into `dst`, all but the copied
    /// members whose every image is a valid value (already in place). A loop as short as
    /// [`Table::write_members`]'s, for the same reason.
    ///
    /// # Safety
    /// `dst` points to a (possibly uninitialised) value of the host type this table was derived
    /// for. On an error the members read so far are not dropped, which is safe (they are leaked,
    /// and derived members own nothing).
    #[inline(always)]
    unsafe fn read_members(&self, bytes: &[u8], dst: *mut u8) -> Result<(), Error> {
        let mut fault = None;
        let i = each_member!(self, |m| {
            let in_place = m.copied && m.all_bits_valid;
            // SAFETY: the caller's contract: member `i`, of the type the table names, is at
            // `dst + host`, in bounds and aligned for it.
            in_place || unsafe { (m.read)(bytes, m.at, m.width, dst.add(m.host), &mut fault) }
        });
        match fault {
            Some(fault) => Err(self.fault(i, fault)),
            None => Ok(()),
        }
    }

    /// Writes a union through its member `i` (`#[ptx(marshal_via = member)]`) into `out` (zeroed,
    /// at least `self.size` bytes).
    ///
    /// # Safety
    /// `U` is the union this table was derived for, and member `i` of `value` is initialised.
    #[inline(always)]
    pub unsafe fn write_via<U>(&self, i: usize, value: &U, out: &mut [u8]) -> Result<(), Error> {
        let src = (value as *const U).cast::<u8>();
        let mut fault = None;
        let mut w = Writer {
            out: &mut out[..self.size],
            pending: Pending::new(),
            fault: &mut fault,
            excess: 0,
            checking: true,
        };
        let m = &self.marshal[i];
        // SAFETY: the caller's contract: member `i`, a valid value, is at `src + host`.
        if unsafe { (m.write)(src.add(m.host), &mut w, m.at, m.width) } {
            w.pending.flush(w.out);
            return Ok(());
        }
        Err(self.fault(i, fault.take().expect("a failed write leaves its fault")))
    }

    /// Reads a union through its member `i` from its image (`bytes`, at least `self.size` long).
    ///
    /// # Safety
    /// `U` is the union this table was derived for.
    #[inline(always)]
    pub unsafe fn read_via<U: crate::unions::DerivedUnion>(
        &self,
        i: usize,
        bytes: &[u8],
    ) -> Result<U, Error> {
        let bytes = &bytes[..self.size];
        let mut value = crate::unions::zeroed_union::<U>();
        let dst = (&mut value as *mut U).cast::<u8>();
        let m = &self.marshal[i];
        let mut fault = None;
        // SAFETY: `value` is a valid `U` (a union: any bytes are), member `i` of it is at
        // `dst + host` (the caller's contract), and writing a valid member keeps it valid.
        if unsafe { (m.read)(bytes, m.at, m.width, dst.add(m.host), &mut fault) } {
            return Ok(value);
        }
        Err(self.fault(i, fault.expect("a failed read leaves its fault")))
    }
}
