//! What the code `#[derive(DeviceView)]` and `#[device_kernel]` generate calls: reachable only
//! through `__private_0_1::view`, so that `device`'s own surface is what a kernel
//! author uses.

use super::*;
use crate::image::{bit_field_value, mask128, unpack_bits_wide};

/// A view a bit-field's bits convert to: the declared type's view, from the bits sign- or
/// zero-extended to 128 bits (as the declared type says) and truncated to the type's width.
#[doc(hidden)]
pub trait FromBits: Copy {
    /// The view of the bit-field value `value`.
    fn from_bits(value: i128) -> Self;
}

macro_rules! from_bits_int {
    ($($t:ty),*) => {$(
        impl FromBits for $t {
            #[inline(always)]
            fn from_bits(value: i128) -> Self {
                // The value fits: it was extracted from at most `BITS` bits and extended as the
                // type's signedness says.
                value as $t
            }
        }
    )*};
}

from_bits_int!(u8, i8, u16, i16, u32, i32, u64, i64, u128, i128);

impl FromBits for DeviceBool {
    #[inline(always)]
    fn from_bits(value: i128) -> Self {
        DeviceBool(value as u8)
    }
}

impl<E: ViewedEnum> FromBits for EnumView<E>
where
    E::Repr: FromBits,
{
    #[inline(always)]
    fn from_bits(value: i128) -> Self {
        EnumView::from_raw(E::Repr::from_bits(value))
    }
}

/// Reads the view of a member of type `T` at byte `offset` of a view's `bytes`. Used by the
/// derive's accessors, with `offset` a constant.
///
/// # Safety
/// `offset + size_of::<View<T>>() <= bytes.len()` (the derive's offsets come from the layout).
#[doc(hidden)]
#[inline(always)]
pub unsafe fn read_member<T: HasView>(bytes: &[u8], offset: usize, view_align: usize) -> View<T> {
    let ptr = bytes.as_ptr().wrapping_add(offset).cast::<View<T>>();
    // Aligned when the view's alignment and the offset allow it (both constants: the branch
    // folds away); a packed type's members may sit anywhere.
    let aligned = core::mem::align_of::<View<T>>();
    if offset % aligned == 0 && view_align % aligned == 0 {
        // SAFETY: in bounds (the caller's contract); `bytes` starts at a multiple of
        // `view_align` (it is the first field of a view of that alignment), so `ptr` is
        // aligned; any bytes are a valid view (`HasView`'s contract).
        unsafe { ptr.read() }
    } else {
        // SAFETY: as above, without the alignment.
        unsafe { ptr.read_unaligned() }
    }
}

/// Extracts a bit-field from a view's bytes: `width` bits from bit `bit_offset` (spec 1.3:
/// little endian, right to left), sign-extended if `signed`. `unit` is the declared type's size:
/// when the field lies inside one aligned unit (every non-packed type), that unit is loaded as
/// one integer; otherwise the bytes it covers are read one by one. All arguments but `bytes` are
/// constants in the derive's accessors, so the branches fold away.
#[doc(hidden)]
#[inline(always)]
pub fn read_bits(
    bytes: &[u8],
    view_align: usize,
    bit_offset: usize,
    width: u32,
    signed: bool,
    unit: usize,
) -> i128 {
    if width == 0 {
        return 0;
    }
    let first = bit_offset / 8 / unit * unit;
    let end_bit = bit_offset + width as usize;
    let in_one_unit = end_bit <= (first + unit) * 8 && view_align % unit == 0;
    let raw = if in_one_unit && unit <= 8 {
        let shift = bit_offset - first * 8;
        u128::from(load_unit(bytes, first, unit) >> shift) & mask128(width)
    } else {
        // A packed type's field, or a 128-bit unit: the marshalling's own reader.
        unpack_bits_wide(bytes, bit_offset, width)
    };
    bit_field_value(raw, width, signed)
}

/// The aligned storage unit of `unit` bytes at `first`, as a little-endian integer.
#[inline(always)]
fn load_unit(bytes: &[u8], first: usize, unit: usize) -> u64 {
    let at = &bytes[first..first + unit];
    // The reads below: `at` is `unit` bytes inside the view, whose start is aligned to
    // `view_align`, a multiple of `unit` (the caller's `in_one_unit`), as is `first` (a multiple
    // of `unit`): each read is in bounds and aligned.
    match unit {
        1 => at[0] as u64,
        // SAFETY: see above.
        2 => u16::from_le(unsafe { at.as_ptr().cast::<u16>().read() }) as u64,
        // SAFETY: see above.
        4 => u32::from_le(unsafe { at.as_ptr().cast::<u32>().read() }) as u64,
        // SAFETY: see above.
        8 => u64::from_le(unsafe { at.as_ptr().cast::<u64>().read() }),
        _ => unreachable!("a bit-field's declared type is 1, 2, 4, 8 or 16 bytes"),
    }
}

/// The zero-sized type that gives a view its alignment: `[AlignMarker<N>; 0]` as its first field.
#[doc(hidden)]
pub struct AlignTo<const N: usize>;

/// Maps [`AlignTo<N>`] to a zero-sized type of alignment `N`.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "no device view for an alignment of {Self}",
    note = "views exist for alignments 1 to 4096"
)]
pub trait Alignment {
    /// A zero-sized `Copy` type of that alignment.
    type Marker: Copy;
}

macro_rules! alignments {
    ($($name:ident $n:literal),* $(,)?) => {$(
        #[doc(hidden)]
        #[repr(align($n))]
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;

        impl Alignment for AlignTo<$n> {
            type Marker = $name;
        }
    )*};
}

alignments!(
    Align1 1, Align2 2, Align4 4, Align8 8, Align16 16, Align32 32, Align64 64, Align128 128,
    Align256 256, Align512 512, Align1024 1024, Align2048 2048, Align4096 4096,
);

/// The marker type of alignment `N`.
#[doc(hidden)]
pub type AlignMarker<const N: usize> = <AlignTo<N> as Alignment>::Marker;

/// Checks, at compile time, that a view can be a by-value kernel parameter of a Rust kernel:
/// rustc's nvptx64 kernel ABI casts an aggregate argument to an array of integers as wide as its
/// alignment and has no integer wider than 16 bytes; a parameter aligned above 16 stops rustc
/// with an internal compiler error (`ABI.md` §12). Used by `#[device_kernel]`.
#[doc(hidden)]
pub const fn assert_by_value_param<T: KernelParam>() {
    assert!(
        core::mem::align_of::<T>() <= 16,
        "a kernel parameter aligned above 16 bytes cannot be passed by value to a Rust kernel: \
         rustc's nvptx64 kernel ABI has no integer that wide and stops with an internal \
         compiler error (ABI.md section 12); pass a pointer to it (`*const View<T>`) instead"
    );
}

/// Checks, at compile time, that `View<T>` can be a by-value parameter of a Rust kernel (as
/// [`assert_by_value_param`], for a parameter written `View<T>`: the message names `T`, not the
/// view's generated type).
#[doc(hidden)]
pub const fn assert_view_param<T: HasView>()
where
    View<T>: KernelParam,
{
    assert!(
        core::mem::align_of::<View<T>>() <= 16,
        "a view aligned above 16 bytes cannot be passed by value to a Rust kernel: rustc's \
         nvptx64 kernel ABI has no integer that wide and stops with an internal compiler error \
         (ABI.md section 12); take `*const View<T>` instead"
    );
}

/// Checks, at compile time, that a Rust kernel may read `T` through a pointer parameter (`*const
/// T`, `*mut T`). Used by `#[device_kernel]`.
#[doc(hidden)]
pub const fn assert_pointee<T: DevicePointee + ?Sized>() {}

/// Checks, at compile time, a view generated by `#[derive(DeviceView)]`: its size and alignment
/// are the image's (`HasView`'s contract, which the accessors' reads rely on).
#[doc(hidden)]
pub const fn check_view_layout<V>(size: usize, align: usize) {
    assert!(
        core::mem::size_of::<V>() == size,
        "a device view's size is not its image's"
    );
    assert!(
        core::mem::align_of::<V>() == align,
        "a device view's alignment is not its image's"
    );
}

/// Checks, at compile time, that a Rust kernel lays the viewed type out as this build's host
/// does: a kernel is compiled for `nvptx64`, which lays bit-fields out as Linux does, while a
/// Windows host lays them out by MSVC's rules (`ABI.md` §4a). Where they differ, `message` (the
/// derive's, naming the type) is the compile error.
#[doc(hidden)]
pub const fn check_view_host(layout: &crate::layout::Layout, message: &'static str) {
    use crate::layout::HostPlatform;
    if !matches!(HostPlatform::TARGET, HostPlatform::Lp64)
        && !layout.placed_alike_on(HostPlatform::Lp64)
    {
        panic!("{}", message);
    }
}

/// Checks, at compile time, that the view of a member of type `T` at `offset` lies inside an
/// image of `size` bytes and is as long as `T`'s image.
#[doc(hidden)]
pub const fn check_member_view<T: HasView>(offset: usize, size: usize) {
    let len = core::mem::size_of::<View<T>>();
    assert!(
        len == T::LAYOUT.size,
        "a member's view is not as long as its image"
    );
    assert!(
        offset + len <= size,
        "a member's view lies outside the image"
    );
}

/// A view's `Debug`: its type and bytes.
#[doc(hidden)]
pub fn debug_view(f: &mut core::fmt::Formatter<'_>, name: &str, bytes: &[u8]) -> core::fmt::Result {
    write!(f, "View<{name}>(")?;
    for (i, b) in bytes.iter().enumerate() {
        let sep = if i == 0 { "" } else { " " };
        write!(f, "{sep}{b:02x}")?;
    }
    f.write_str(")")
}
