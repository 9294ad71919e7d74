//! [`Member`]: one member of a derived struct or union as the derive declares it (its type's
//! layout and marshalling functions, its name, its bit width or alignment), before `const`
//! evaluation places it ([`super::Derived::structure`], [`super::Derived::union`]).

use super::member_fns::{
    read_bit_member, read_member, read_unnamed, write_bits, write_bits_unaligned, write_nothing,
    write_plain, write_unaligned,
};
use super::message::ConstMessage;
use super::table::{Marshal, ReadFn, WriteFn};
use crate::abi::{BitFieldType, PtxAbi};
use crate::layout::{BitField, Field};

/// A stand-in for array slots not yet filled; never called.
pub(super) const MARSHAL_PLACEHOLDER: Marshal = Marshal {
    host: 0,
    at: 0,
    width: 0,
    copied: false,
    all_bits_valid: false,
    size: 0,
    lane: 0,
    signed: false,
    shared: false,
    quad: false,
    load: 0,
    load_shift: 0,
    #[cfg(target_arch = "x86_64")]
    pack: super::quads::PACK_NOTHING,
    write: write_nothing,
    read: read_unnamed::<u8>,
};

/// One member of a derived struct or union, as the derive declares it (consumed by the `const`
/// evaluation of [`Derived::structure`] or [`Derived::union`], not kept).
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Member {
    /// The member's layout record; the derive gives everything but its placement.
    pub(super) field: Field,
    /// `size_of` and `align_of` the member's host type, which place it in the `#[repr(C)]` host
    /// type (see [`Derived::structure`]).
    pub(super) host_size: usize,
    pub(super) host_align: usize,
    /// The member type's `IMAGE_EQUAL` (false for bit-fields).
    pub(super) image_equal: bool,
    /// The member type's `ALL_BITS_VALID`.
    pub(super) all_bits_valid: bool,
    /// For a named bit-field of an aligned member, `BitFieldType::LANE_BYTES` of its type (its
    /// host bytes are its integer); 0 otherwise.
    pub(super) lane: u8,
    /// For a bit-field, its type's `BitFieldType::SIGNED`.
    pub(super) signed: bool,
    pub(super) write: WriteFn,
    pub(super) read: ReadFn,
}

impl Member {
    /// An ordinary member of type `T`, with `#[ptx(align = align_attr)]` (0 for none).
    pub const fn plain<T: PtxAbi>(name: &'static str, align_attr: usize) -> Member {
        Member {
            field: Field {
                name,
                offset: 0,
                layout: &T::LAYOUT,
                align_attr,
                bits: None,
            },
            host_size: size_of::<T>(),
            host_align: align_of::<T>(),
            image_equal: T::IMAGE_EQUAL,
            all_bits_valid: T::ALL_BITS_VALID,
            lane: 0,
            signed: false,
            write: write_plain::<T>,
            read: read_member::<T, false>,
        }
    }

    /// A member of type `T` with `#[ptx(align = align_attr)]`. An alignment below `T`'s own
    /// panics, at the caller's location (the derive places the call at the `align` attribute),
    /// with `lowered` (what was lowered, the derive's words) and why it is refused: NVRTC would
    /// lower the alignment, nvcc and rustc would not (`ABI.md` §10).
    #[track_caller]
    pub const fn aligned<T: PtxAbi>(
        name: &'static str,
        align_attr: usize,
        lowered: &'static str,
    ) -> Member {
        if align_attr < T::LAYOUT.align {
            let message = ConstMessage::new()
                .text(lowered)
                .text(": that is ")
                .text(crate::layout::LOWERING_REASON);
            panic!("{}", message.as_str());
        }
        Member::plain::<T>(name, align_attr)
    }

    /// A member of type `T` of a packed struct or union: it may sit at any address in the host
    /// value, so it is copied out and in with unaligned accesses, never through a reference
    /// (hence `Copy`).
    pub const fn packed<T: PtxAbi + Copy>(name: &'static str) -> Member {
        Member {
            write: write_unaligned::<T>,
            read: read_member::<T, true>,
            ..Member::plain::<T>(name, 0)
        }
    }

    /// A bit-field of declared type `T` in a packed struct or union: [`Member::bits`], with the
    /// unaligned accesses of [`Member::packed`].
    #[track_caller]
    pub const fn packed_bits<T: BitFieldType + Copy>(
        name: &'static str,
        width: u32,
        named: bool,
        too_wide: &'static str,
    ) -> Member {
        let member = Member::bits::<T>(name, width, named, too_wide);
        if !named {
            return member;
        }
        Member {
            write: write_bits_unaligned::<T>,
            read: read_bit_member::<T, true>,
            // Perhaps unaligned: packed one at a time, never loaded four at a time.
            lane: 0,
            ..member
        }
    }

    /// A bit-field of declared type `T` and `width` bits. An unnamed one (`named == false`) is
    /// padding: never written, and read back as `T::unnamed_value()`.
    ///
    /// A `width` wider than `T` (spec 1.3) panics with `too_wide`, at the caller's location (the
    /// derive places the call at the `bits` attribute): checked here, before the placement would
    /// fail inside ptx-abi-core with a message that names neither the type nor the member.
    #[track_caller]
    pub const fn bits<T: BitFieldType>(
        name: &'static str,
        width: u32,
        named: bool,
        too_wide: &'static str,
    ) -> Member {
        if width > T::BITS {
            panic!("{}", too_wide);
        }
        let bits = BitField {
            bit_offset: 0,
            width,
            named,
        };
        Member {
            field: Field::bit_field(name, &T::LAYOUT, bits),
            host_size: size_of::<T>(),
            host_align: align_of::<T>(),
            image_equal: false,
            all_bits_valid: T::ALL_BITS_VALID,
            lane: if named { T::LANE_BYTES as u8 } else { 0 },
            signed: T::SIGNED,
            write: if named {
                write_bits::<T>
            } else {
                write_nothing
            },
            read: if named {
                read_bit_member::<T, false>
            } else {
                read_unnamed::<T>
            },
        }
    }

    /// How to marshal the member once placed as `field` in the image and at `host` in the host
    /// value; `in_struct` is false in a union, whose members are never copied (only the active
    /// one may be read).
    pub(super) const fn marshal(&self, field: &Field, host: usize, in_struct: bool) -> Marshal {
        let (at, width) = match field.bits {
            Some(bits) => (bits.bit_offset, bits.width),
            None => (field.offset, 0),
        };
        let copied = in_struct && field.bits.is_none() && self.image_equal;
        Marshal {
            host,
            at,
            width,
            copied,
            all_bits_valid: self.all_bits_valid,
            size: field.layout.size,
            lane: if in_struct { self.lane } else { 0 },
            signed: self.signed,
            write: self.write,
            read: self.read,
            // The four-at-a-time marks, set by `quads::plan` once every member is placed.
            ..MARSHAL_PLACEHOLDER
        }
    }
}
