//! The [`PtxAbi`] trait, [`BitFieldType`], and their implementations for fundamental types,
//! arrays, device pointers, opaque handles and tensor maps.

use core::marker::PhantomData;

use crate::error::{Error, ErrorKind};
use crate::layout::{CudaVersion, HandleKind, Kind, Layout, Scalar};

/// A type with a PTX ABI layout and a device image.
///
/// Implement it with `#[derive(PtxAbi)]`; the derive describes the type to the layout engine
/// ([`crate::layout`]) and generates the marshalling code.
///
/// # Safety
///
/// Marshalling trusts the two flags:
/// - if `IMAGE_EQUAL` is true, `size_of::<Self>() == LAYOUT.size`, every byte of every value of
///   `Self` is initialised (no padding), and those bytes *are* the device image, so a value may be
///   copied to the device with `memcpy`;
/// - if `ALL_BITS_VALID` is also true, any `LAYOUT.size` bytes are a valid `Self`, so a device
///   image may be copied back with `memcpy`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no PTX ABI layout",
    label = "this type cannot be passed to a GPU kernel",
    note = "heap types (String, Vec, Box) and references hold host addresses: copy the data to \
            device memory and pass its address as `ptx_abi_core::DevicePtr<T>` instead",
    note = "for a type of your own, add `#[derive(PtxAbi)]` to a `#[repr(C)]` struct or union, or \
            to a `#[repr(u8)]`-style enum"
)]
pub unsafe trait PtxAbi: Sized {
    /// The type's layout, as NVIDIA's compiler computes it for the equivalent C++ type.
    const LAYOUT: Layout;

    /// Whether the host bytes of every value are exactly its device image (see the trait's
    /// safety section); such types marshal with `memcpy`. A derived struct's comes from its
    /// table; `false` (always safe) unless stated.
    const IMAGE_EQUAL: bool = match Self::DERIVED {
        Some(table) => table.image_equal(),
        None => false,
    };

    /// Whether every byte pattern of `LAYOUT.size` bytes is a valid value (see the trait's safety
    /// section); with `IMAGE_EQUAL`, such types are read back with `memcpy`. As `IMAGE_EQUAL`.
    const ALL_BITS_VALID: bool = match Self::DERIVED {
        Some(table) => table.all_bits_valid(),
        None => false,
    };

    /// Writes the device image of `self` into `out`.
    ///
    /// `out` is exactly `LAYOUT.size` bytes long and **all zero** on entry (bit-fields are OR-ed in
    /// and padding is left untouched). Use [`crate::write_device_bytes`] unless you know both hold.
    ///
    /// A derived struct's runs the loops of its table (`DERIVED`); every other type implements
    /// it (the default refuses to compile for a type without a table: a post-monomorphisation
    /// error, naming this method, where it is used).
    #[inline(always)]
    fn write_image(&self, out: &mut [u8]) -> Result<(), Error> {
        const { assert!(Self::DERIVED.is_some(), "implement `PtxAbi::write_image`") };
        match Self::DERIVED {
            // SAFETY: only the derive sets `DERIVED`, to `Self`'s own table; `out` is zeroed and
            // `LAYOUT.size` long (this method's contract).
            Some(table) => unsafe { table.write(self, out) },
            None => unreachable!("checked at compile time"),
        }
    }

    /// Reads a value from its device image; `bytes` is exactly `LAYOUT.size` bytes long.
    ///
    /// A derived struct's runs the loops of its table, as [`PtxAbi::write_image`].
    #[inline(always)]
    fn read_image(bytes: &[u8]) -> Result<Self, Error> {
        const { assert!(Self::DERIVED.is_some(), "implement `PtxAbi::read_image`") };
        match Self::DERIVED {
            // SAFETY: as in `write_image`.
            Some(table) => unsafe { table.read(bytes) },
            None => unreachable!("checked at compile time"),
        }
    }

    /// A derived struct's marshalling table, which the bulk paths below run when it is there
    /// (`MARSHALLING.md`); `None` for every other type. Only the derive sets it (to the type's own
    /// table: the bulk paths trust it as they trust the two flags).
    #[doc(hidden)]
    const DERIVED: Option<&'static crate::derived::table::Table> = None;

    /// Writes the images of `values` into `stage`, element `e` at `e * LAYOUT.size`; an error
    /// names the failing element as element `first + e` of the caller's slice (`stage` is then
    /// partly written). Never writes an uninitialised byte, so `stage` may be a buffer the
    /// caller lends as `&mut [u8]`. The bulk path of [`crate::slice::write_device_bytes`]: derived
    /// structs copy their host-equal members a block at a time (`MARSHALLING.md`); this default
    /// writes value by value, each into zeroed bytes.
    ///
    /// # Safety
    /// `stage` is valid for writes of `values.len() * LAYOUT.size` bytes, whatever they hold on
    /// entry (even uninitialised); on `Ok`, every one of them is initialised. An implementation
    /// must not write an uninitialised byte (host padding, say) there, even for a moment.
    #[doc(hidden)]
    #[inline]
    unsafe fn write_block(values: &[Self], stage: *mut u8, first: usize) -> Result<(), Error> {
        if let Some(table) = Self::DERIVED {
            // SAFETY: `DERIVED` is only set by the derive, to `Self`'s own table; the caller's
            // contract on `stage`.
            return unsafe { table.write_values(values, stage, first) };
        }
        let size = Self::LAYOUT.size;
        for (e, value) in values.iter().enumerate() {
            // SAFETY: element `e`'s `size` bytes are within `stage` (the caller's contract);
            // zeroed, they are initialised, and nothing else borrows them.
            let out = unsafe {
                let dst = stage.add(e * size);
                dst.write_bytes(0, size);
                core::slice::from_raw_parts_mut(dst, size)
            };
            write_value(value, out)
                .map_err(|error| error.within_element(Self::LAYOUT.name, first + e))?;
        }
        Ok(())
    }

    /// Reads `images.len() / LAYOUT.size` values from their images into `dst`; an error names the
    /// failing element as element `first + e` of the caller's slice (the values at `dst` must
    /// then not be used). The
    /// bulk path of [`crate::slice::from_device_bytes`]: derived structs copy their host-equal
    /// members a block at a time and check the rest; this default reads value by value.
    ///
    /// # Safety
    /// `images.len()` is a multiple of `LAYOUT.size`, and `dst` is valid for writes of that many
    /// values (whatever they hold on entry; none is dropped).
    #[doc(hidden)]
    #[inline]
    unsafe fn read_block(images: &[u8], dst: *mut Self, first: usize) -> Result<(), Error> {
        if let Some(table) = Self::DERIVED {
            // SAFETY: as in `write_block`; the caller's contract on `images` and `dst`.
            return unsafe { table.read_block(images, dst, first) };
        }
        for (e, bytes) in images.chunks_exact(Self::LAYOUT.size).enumerate() {
            let value = read_value::<Self>(bytes)
                .map_err(|error| error.within_element(Self::LAYOUT.name, first + e))?;
            // SAFETY: value `e` is within `dst` (the caller's contract); `write` drops nothing.
            unsafe { dst.add(e).write(value) };
        }
        Ok(())
    }
}

/// A type a C bit-field may be declared with: an integer, `bool`, or a field-less enum (spec 1.3).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the type of a bit-field",
    label = "not an integer, bool or field-less enum",
    note = "spec 1.3: bit-fields have an integral type (char, short, int, long long, signed or \
            unsigned), bool, or an enum",
    note = "declare the member as an integer (u8 to i64), bool, or a `#[derive(PtxAbi)]` \
            `#[repr(u8)]`-style enum, or remove `bits`"
)]
pub trait BitFieldType: PtxAbi {
    /// Width of the declared type in bits: the widest bit-field it allows.
    const BITS: u32;
    /// Whether values are sign-extended when read back.
    const SIGNED: bool;
    /// The value as an integer (an enum's discriminant, `bool` as 0 or 1).
    fn to_bit_value(&self) -> i128;
    /// The value an integer read from a bit-field stands for.
    fn from_bit_value(value: i128) -> Result<Self, ErrorKind>;
    /// The value an unnamed bit-field reads back as: zero, `false`, or the first variant.
    fn unnamed_value() -> Self;
    /// The number of host bytes when they are the value's integer, zero-extended from them for
    /// an unsigned type and sign-extended for a signed one (`to_bit_value` of the bytes read as
    /// such), and the type is at most 4 bytes: integers of 8 to 32 bits and `bool`. 0 for every
    /// other type (enums, which convert by `to_bit_value`, and wider integers). Bit-fields of such
    /// types are packed four values at a time in SIMD registers (`MARSHALLING.md`).
    #[doc(hidden)]
    const LANE_BYTES: usize = 0;
}

/// `PtxAbi` for fundamental integers and floats: host bytes are the little-endian device image.
macro_rules! impl_fundamental {
    ($($t:ty => $scalar:ident;)*) => {$(
        // SAFETY: fundamental integers and IEEE floats have no padding, their host bytes are
        // their little-endian device image (both hosts and GPUs are little endian, spec 1.3), and
        // every bit pattern is a valid value (some float, NaNs included, for the floats).
        unsafe impl PtxAbi for $t {
            const LAYOUT: Layout = Layout::scalar(Scalar::$scalar);
            const IMAGE_EQUAL: bool = cfg!(target_endian = "little");
            const ALL_BITS_VALID: bool = true;
            fn write_image(&self, out: &mut [u8]) -> Result<(), Error> {
                out.copy_from_slice(&self.to_le_bytes());
                Ok(())
            }
            fn read_image(bytes: &[u8]) -> Result<Self, Error> {
                let mut raw = [0u8; core::mem::size_of::<$t>()];
                raw.copy_from_slice(bytes);
                Ok(<$t>::from_le_bytes(raw))
            }
        }
    )*};
}

impl_fundamental! {
    u8 => U8;
    i8 => I8;
    u16 => U16;
    i16 => I16;
    u32 => U32;
    i32 => I32;
    u64 => U64;
    i64 => I64;
    u128 => U128;
    i128 => I128;
    f32 => F32;
    f64 => F64;
    half::f16 => F16;
    half::bf16 => Bf16;
}

/// Integers are bit-field types: any value of `BITS` bits is one.
macro_rules! impl_bit_field_integer {
    ($($t:ty => $signed:expr;)*) => {$(
        impl BitFieldType for $t {
            const BITS: u32 = <$t>::BITS;
            const SIGNED: bool = $signed;
            const LANE_BYTES: usize = if size_of::<$t>() <= 4 { size_of::<$t>() } else { 0 };
            fn to_bit_value(&self) -> i128 {
                *self as i128
            }
            fn from_bit_value(value: i128) -> Result<Self, ErrorKind> {
                // The caller extracted at most `BITS` bits, so the value always fits.
                Ok(value as $t)
            }
            fn unnamed_value() -> Self {
                0
            }
        }
    )*};
}

impl_bit_field_integer! {
    u8 => false;
    i8 => true;
    u16 => false;
    i16 => true;
    u32 => false;
    i32 => true;
    u64 => false;
    i64 => true;
    // `unsigned __int128` values above `i128::MAX` travel as their two's complement
    // (`image::bit_field_bits`), and `value as u128` takes them back.
    u128 => false;
    i128 => true;
}

// SAFETY: `bool` is one byte, 0 or 1 on the host as on the device, so host bytes are the image.
// Not every byte is a valid bool, hence `ALL_BITS_VALID = false` and the check in `read_image`.
unsafe impl PtxAbi for bool {
    const LAYOUT: Layout = Layout::scalar(Scalar::Bool);
    const IMAGE_EQUAL: bool = true;
    const ALL_BITS_VALID: bool = false;
    fn write_image(&self, out: &mut [u8]) -> Result<(), Error> {
        out[0] = u8::from(*self);
        Ok(())
    }
    fn read_image(bytes: &[u8]) -> Result<Self, Error> {
        Self::from_bit_value(i128::from(bytes[0])).map_err(|kind| Error::new(kind, "bool"))
    }
}

impl BitFieldType for bool {
    const BITS: u32 = 8;
    const SIGNED: bool = false;
    // One byte, 0 or 1: its integer.
    const LANE_BYTES: usize = 1;
    fn to_bit_value(&self) -> i128 {
        i128::from(*self)
    }
    fn from_bit_value(value: i128) -> Result<Self, ErrorKind> {
        match value {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(ErrorKind::InvalidBool {
                value: value as u64,
            }),
        }
    }
    fn unnamed_value() -> Self {
        false
    }
}

// SAFETY: `[T; N]` is `N` values of `T` at stride `size_of::<T>()` with no padding between them,
// exactly the C array layout (stride `T::LAYOUT.size`). If `T`'s host bytes are its image (so
// `size_of::<T>() == T::LAYOUT.size`), the array's are too; likewise for `ALL_BITS_VALID`.
unsafe impl<T: PtxAbi, const N: usize> PtxAbi for [T; N] {
    const LAYOUT: Layout = Layout::array(&T::LAYOUT, N);
    const IMAGE_EQUAL: bool = T::IMAGE_EQUAL;
    const ALL_BITS_VALID: bool = T::ALL_BITS_VALID;
    // An array's image is a slice of its elements' images: the elements' bulk paths, which name
    // a failing element by its index.
    fn write_image(&self, out: &mut [u8]) -> Result<(), Error> {
        write_elements_unzeroed(self, out, 0)
    }
    fn read_image(bytes: &[u8]) -> Result<Self, Error> {
        let mut array = core::mem::MaybeUninit::<[T; N]>::uninit();
        // SAFETY: `bytes` is `N` images of `T` (this method's contract) and `array` has room for
        // `N` values of `T`, laid out as a slice of them.
        unsafe { T::read_block(bytes, array.as_mut_ptr().cast::<T>(), 0) }?;
        // SAFETY: `read_block` returned `Ok`, so all `N` elements are valid values.
        Ok(unsafe { array.assume_init() })
    }
}

/// What a [`DevicePtr`] may point to: any [`PtxAbi`] type, or `()` for `void *`.
pub trait Pointee {
    /// The pointee's layout (for the CUDA C++ spelling of the pointer), `None` for `void`.
    const POINTEE: Option<fn() -> &'static Layout>;
}

fn layout_of<T: PtxAbi>() -> &'static Layout {
    &T::LAYOUT
}

impl<T: PtxAbi> Pointee for T {
    const POINTEE: Option<fn() -> &'static Layout> = Some(layout_of::<T>);
}

impl Pointee for () {
    const POINTEE: Option<fn() -> &'static Layout> = None;
}

/// A generic-address device pointer to `T` (`T *` in CUDA C++; `void *` for `DevicePtr<()>`).
///
/// Holds the 64-bit address a CUDA allocation returns (`CUdeviceptr`). Spec 2.3 note B: pointers
/// passed at the PTX level use generic addresses.
#[repr(transparent)]
pub struct DevicePtr<T: ?Sized = ()> {
    /// The device address.
    pub addr: u64,
    _pointee: PhantomData<fn() -> T>,
}

impl<T: ?Sized> DevicePtr<T> {
    /// A pointer to device address `addr`.
    pub const fn new(addr: u64) -> Self {
        DevicePtr {
            addr,
            _pointee: PhantomData,
        }
    }

    /// The null pointer.
    pub const fn null() -> Self {
        Self::new(0)
    }
}

impl<T: ?Sized> Clone for DevicePtr<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: ?Sized> Copy for DevicePtr<T> {}
impl<T: ?Sized> PartialEq for DevicePtr<T> {
    fn eq(&self, other: &Self) -> bool {
        self.addr == other.addr
    }
}
impl<T: ?Sized> Eq for DevicePtr<T> {}
impl<T: ?Sized> Default for DevicePtr<T> {
    fn default() -> Self {
        Self::null()
    }
}
impl<T: ?Sized> core::fmt::Debug for DevicePtr<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "DevicePtr({:#x})", self.addr)
    }
}

// SAFETY: `DevicePtr` is `repr(transparent)` over a `u64`, the 8-byte `.address_size 64` pointer
// image; every address is a valid value.
unsafe impl<T: Pointee> PtxAbi for DevicePtr<T> {
    const LAYOUT: Layout = Layout {
        name: "pointer",
        size: 8,
        align: 8,
        kind: Kind::Pointer {
            pointee: T::POINTEE,
        },
    };
    const IMAGE_EQUAL: bool = <u64 as PtxAbi>::IMAGE_EQUAL;
    const ALL_BITS_VALID: bool = true;
    fn write_image(&self, out: &mut [u8]) -> Result<(), Error> {
        self.addr.write_image(out)
    }
    fn read_image(bytes: &[u8]) -> Result<Self, Error> {
        Ok(Self::new(u64::read_image(bytes)?))
    }
}

macro_rules! handle {
    ($(#[$doc:meta] $name:ident => $kind:ident, $cuda:literal;)*) => {$(
        #[$doc]
        #[repr(transparent)]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name(pub u64);

        // SAFETY: `repr(transparent)` over `u64`, the 64-bit handle of spec 2.3 note E; every
        // bit pattern is a valid handle value.
        unsafe impl PtxAbi for $name {
            const LAYOUT: Layout = Layout {
                name: $cuda,
                size: 8,
                align: 8,
                kind: Kind::Handle(HandleKind::$kind),
            };
            const IMAGE_EQUAL: bool = <u64 as PtxAbi>::IMAGE_EQUAL;
            const ALL_BITS_VALID: bool = true;
            fn write_image(&self, out: &mut [u8]) -> Result<(), Error> {
                self.0.write_image(out)
            }
            fn read_image(bytes: &[u8]) -> Result<Self, Error> {
                Ok($name(u64::read_image(bytes)?))
            }
        }
    )*};
}

handle! {
    /// A texture object handle (`cudaTextureObject_t`), passed as a 64-bit handle (spec 1.4).
    TextureObject => Texture, "cudaTextureObject_t";
    /// A surface object handle (`cudaSurfaceObject_t`), passed as a 64-bit handle (spec 1.4).
    SurfaceObject => Surface, "cudaSurfaceObject_t";
    /// A sampler handle (`.samplerref`), passed as a 64-bit handle (spec 1.4).
    SamplerObject => Sampler, "unsigned long long";
}

macro_rules! tensor_map {
    ($(#[$doc:meta] $name:ident, $align:literal, $version:ident;)*) => {$(
        #[$doc]
        #[repr(C, align($align))]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name {
            /// The descriptor's opaque words, as `cuTensorMapEncode*` fills them.
            pub opaque: [u64; 16],
        }

        impl Default for $name {
            fn default() -> Self {
                $name { opaque: [0; 16] }
            }
        }

        // SAFETY: 16 `u64`s, 128 bytes, no padding (the alignment divides 128); every bit pattern
        // is a valid value of the opaque words.
        unsafe impl PtxAbi for $name {
            const LAYOUT: Layout = Layout {
                name: "CUtensorMap",
                size: 128,
                align: $align,
                kind: Kind::TensorMap(CudaVersion::$version),
            };
            const IMAGE_EQUAL: bool = <u64 as PtxAbi>::IMAGE_EQUAL;
            const ALL_BITS_VALID: bool = true;
            fn write_image(&self, out: &mut [u8]) -> Result<(), Error> {
                self.opaque.write_image(out)
            }
            fn read_image(bytes: &[u8]) -> Result<Self, Error> {
                Ok($name { opaque: <[u64; 16]>::read_image(bytes)? })
            }
        }
    )*};
}

tensor_map! {
    /// `CUtensorMap` as CUDA 12.x's `cuda.h` declares it: 128 bytes, `alignas(64)`.
    CuTensorMapCuda12, 64, Cuda12;
    /// `CUtensorMap` as CUDA 13.x's `cuda.h` declares it: 128 bytes, `alignas(128)`.
    CuTensorMapCuda13, 128, Cuda13;
}

/// `CUtensorMap` of the default CUDA version, 13.x (alignment 128). Kernels compiled against
/// CUDA 12 headers expect [`CuTensorMapCuda12`] (alignment 64) instead.
pub type CuTensorMap = CuTensorMapCuda13;

// The image of a value or a slice as the trait's provided methods write and read it: a copy
// where the host bytes are the image (`IMAGE_EQUAL`), the type's own method elsewhere.

/// The host bytes of an image-equal value.
pub(crate) fn host_bytes<T: PtxAbi>(value: &T) -> &[u8] {
    debug_assert!(T::IMAGE_EQUAL);
    // SAFETY: `T::IMAGE_EQUAL` guarantees (trait contract) that `T` has no padding, so all
    // `size_of::<T>()` bytes behind `value` are initialised; the slice borrows `value`.
    unsafe { core::slice::from_raw_parts((value as *const T).cast::<u8>(), size_of::<T>()) }
}

/// The host bytes of an image-equal slice: `values.len()` images at stride `T::LAYOUT.size`.
pub(crate) fn slice_host_bytes<T: PtxAbi>(values: &[T]) -> &[u8] {
    debug_assert!(T::IMAGE_EQUAL);
    // SAFETY: as in `host_bytes`: no padding in `T`, and a slice has no padding between elements,
    // so all `size_of_val(values)` bytes are initialised.
    unsafe {
        core::slice::from_raw_parts(values.as_ptr().cast::<u8>(), core::mem::size_of_val(values))
    }
}

/// Writes a member's image into `out` (zeroed, exactly its size): `memcpy` when image-equal.
#[inline(always)]
pub(crate) fn write_value<T: PtxAbi>(value: &T, out: &mut [u8]) -> Result<(), Error> {
    if T::IMAGE_EQUAL {
        out.copy_from_slice(host_bytes(value));
        Ok(())
    } else {
        value.write_image(out)
    }
}

/// Reads a member from its image (exactly its size): `memcpy` when every image is a valid value.
#[inline(always)]
pub(crate) fn read_value<T: PtxAbi>(bytes: &[u8]) -> Result<T, Error> {
    if T::IMAGE_EQUAL && T::ALL_BITS_VALID {
        debug_assert_eq!(bytes.len(), size_of::<T>());
        // SAFETY: `bytes` holds `size_of::<T>()` initialised bytes (the image of `T`, whose host
        // size equals its image size under `IMAGE_EQUAL`), and `ALL_BITS_VALID` says any such bytes
        // form a valid `T`; `read_unaligned` needs no alignment.
        Ok(unsafe { core::ptr::read_unaligned(bytes.as_ptr().cast::<T>()) })
    } else {
        T::read_image(bytes)
    }
}

/// Writes the elements of a slice into `out` (`values.len() * T::LAYOUT.size` bytes, any contents).
///
/// Elements are marshalled in place by [`PtxAbi::write_block`] (derived structs write each
/// element's image a word at a time from its runs of host-equal members, zeros in the holes, and
/// write the other members over those zeros, `MARSHALLING.md`), which never writes an
/// uninitialised byte, so `out` stays initialised throughout; padding is never read from the host
/// values. Each element is written whole before the next, in one pass over `out`. A block of at
/// least 4 MiB of a type whose every member is copied is written with non-temporal stores,
/// past the cache, as `memcpy` writes one; staging blocks of elements in L1 to stream them out
/// measured no faster for padded types and a third slower for bit-fields (`MARSHALLING.md`,
/// "Bulk writes past the cache").
///
/// An error names the failing element as element `first + i` (`first`: where `values` begins in
/// the caller's slice).
pub(crate) fn write_elements_unzeroed<T: PtxAbi>(
    values: &[T],
    out: &mut [u8],
    first: usize,
) -> Result<(), Error> {
    if T::IMAGE_EQUAL {
        out.copy_from_slice(slice_host_bytes(values));
        return Ok(());
    }
    debug_assert_eq!(out.len(), values.len() * T::LAYOUT.size);
    // SAFETY: `out` holds exactly `values.len() * T::LAYOUT.size` writable bytes, and
    // `write_block` writes no uninitialised byte there (its contract).
    unsafe { T::write_block(values, out.as_mut_ptr(), first) }
}
