//! Device arrays: a slice's image is its elements' images at stride `T::LAYOUT.size` (spec 1.2:
//! an array has no padding between elements beyond each element's own). The same four
//! operations, with the same names, as the single-value functions at the crate root.
//!
//! ```
//! use ptx_abi_core::{slice, vector::Float3};
//!
//! let points = [Float3::new(1.0, 2.0, 3.0), Float3::new(4.0, 5.0, 6.0)];
//! let image = slice::to_device_bytes(&points);
//! assert_eq!(image.len(), 24); // float3: 12 bytes, align 4
//! assert_eq!(slice::from_device_bytes::<Float3>(&image).unwrap(), points);
//! ```

#[cfg(feature = "parallel")]
pub(crate) mod parallel;
// The staging pipeline's parallel chunks (`gpu::ImageStaging::par_upload`, and its model).
#[cfg(feature = "parallel")]
pub(crate) use parallel::{par_append_elements, par_write_elements};
#[cfg(feature = "parallel")]
pub use parallel::{
    par_from_device_bytes, par_from_device_bytes_into, par_try_to_device_bytes,
    par_write_device_bytes,
};
/// The rayon the `par_*` functions run on (feature `parallel`): build a pool of the size you
/// want with `rayon::ThreadPoolBuilder` and call them inside its `install`.
#[cfg(feature = "parallel")]
pub use rayon;

use crate::abi::PtxAbi;
use crate::abi::{slice_host_bytes, write_elements_unzeroed};
use crate::error::{Error, ErrorKind};
use crate::image::read_elements;
#[allow(unused_imports)]
use crate::prelude::*;

/// The device image of a slice, as a device array: element `i` at `i * T::LAYOUT.size`.
///
/// # Panics
/// As [`crate::to_device_bytes`], naming the element.
pub fn to_device_bytes<T: PtxAbi>(values: &[T]) -> Vec<u8> {
    try_to_device_bytes(values).unwrap_or_else(|e| panic!("{e}"))
}

/// The device image of a slice, or the error that prevents it.
pub fn try_to_device_bytes<T: PtxAbi>(values: &[T]) -> Result<Vec<u8>, Error> {
    if T::IMAGE_EQUAL {
        return Ok(slice_host_bytes(values).to_vec());
    }
    let mut out = vec![0u8; values.len() * T::LAYOUT.size];
    write_elements_unzeroed(values, &mut out, 0)?;
    Ok(out)
}

/// Writes the device image of a slice into `out` (exactly `values.len() * T::LAYOUT.size` bytes).
pub fn write_device_bytes<T: PtxAbi>(values: &[T], out: &mut [u8]) -> Result<(), Error> {
    let expected = values.len() * T::LAYOUT.size;
    if out.len() != expected {
        return Err(wrong_length::<T>(expected, out.len()));
    }
    write_elements_unzeroed(values, out, 0)
}

/// Reads a device array back: `bytes.len()` must be a multiple of `T::LAYOUT.size`.
///
/// Signed bit-fields are sign-extended; an invalid `bool` or enum discriminant is an error
/// naming the element, the type and the member.
pub fn from_device_bytes<T: PtxAbi>(bytes: &[u8]) -> Result<Vec<T>, Error> {
    let mut values = Vec::new();
    from_device_bytes_into(bytes, &mut values)?;
    Ok(values)
}

/// [`from_device_bytes`] into `values`, replacing its contents and reusing its allocation (so a
/// loop that reads results back allocates once). On an error `values` is left empty.
pub fn from_device_bytes_into<T: PtxAbi>(bytes: &[u8], values: &mut Vec<T>) -> Result<(), Error> {
    if let Err(e) = whole_array::<T>(bytes.len()) {
        values.clear();
        return Err(e);
    }
    read_elements(bytes, values)
}

/// Whether `len` bytes are a whole array of `T` images; the error says how long the array
/// would be with its last element whole.
pub(crate) fn whole_array<T: PtxAbi>(len: usize) -> Result<(), Error> {
    let size = T::LAYOUT.size;
    if len % size == 0 {
        return Ok(());
    }
    Err(wrong_length::<T>(len.div_ceil(size) * size, len))
}

/// A buffer that is not a whole array of `T`, named after the element type (no member: the cut
/// may fall in any element).
pub(crate) fn wrong_length<T: PtxAbi>(expected: usize, actual: usize) -> Error {
    Error::new(ErrorKind::WrongLength { expected, actual }, T::LAYOUT.name)
}
