//! Integrations with the CUDA crates, behind features.
//!
//! Both crates copy values between host and device with `memcpy`, so their marker traits may only
//! be implemented by types whose **host bytes are their device image** ([`crate::is_image_equal`]:
//! `repr(C)`, no padding, no bit-fields, no translated members). A blanket implementation for
//! every such type is impossible (the traits are foreign, and `IMAGE_EQUAL` is a constant, not a
//! bound), so each type opts in with a macro that checks `IMAGE_EQUAL` at compile time:
//!
//! - feature `cust`: `impl_device_copy!(T, ...)` implements
//!   `cust_core::DeviceCopy` (the trait `cust` and Rust-CUDA kernels use);
//! - feature `cudarc`: `impl_device_repr!(T, ...)` implements
//!   `cudarc::driver::DeviceRepr` (kernel arguments with `launch_builder().arg(&v)`, and typed
//!   `CudaSlice<T>` copies). `ptx-abi-core` implements it itself for the CUDA vector types and
//!   [`DevicePtr`](crate::DevicePtr), which only it may (orphan rule).
//!
//! A type whose image differs from its host bytes (padding, bit-fields, `bool` bit-fields, a
//! member-mode union) fails the macro's assertion at compile time. Such types go **through their
//! image**: [`to_device_bytes`](crate::to_device_bytes) and
//! [`slice::to_device_bytes`](crate::slice::to_device_bytes) give the bytes to copy (as `u8`),
//! [`from_device_bytes`](crate::from_device_bytes) and
//! [`slice::from_device_bytes`](crate::slice::from_device_bytes) read them back, checked; by value,
//! `kernels!`'s `args(...)` marshals them into the parameter block. With `cudarc`,
//! `upload_slice` and `download_slice` do this for device buffers of any `PtxAbi` type (one
//! `memcpy` of the slice for image-equal types, member by member otherwise).
//!
//! Reading *back* with the foreign crates' typed copies (`CudaSlice<T>` to `Vec<T>`) also trusts
//! the device to have written valid values of `T`. For types with invalid bit patterns (`bool`,
//! enums: `T::ALL_BITS_VALID` is false) prefer `download_slice` (the `cudarc` feature), which
//! checks every value.
//!
//! ```
//! # #[cfg(feature = "cudarc")] {
//! use ptx_abi_core::{impl_device_repr, vector::Float4, PtxAbi};
//!
//! #[derive(PtxAbi, Clone, Copy)]
//! #[repr(C)]
//! struct Body { pos: Float4, vel: Float4 }   // 32 bytes, no padding: image-equal
//! impl_device_repr!(Body);                     // cudarc: launch_builder(&f).arg(&body)
//! # }
//! ```

#[cfg(feature = "alloc")]
#[allow(unused_imports)]
use crate::prelude::*;
#[cfg(feature = "cust")]
pub use cust_core;

/// The compile-time check both integrations' macros start with: `$t`'s host bytes must be its
/// device image, or the build fails with a message naming the type, the trait and what to do.
#[doc(hidden)]
#[macro_export]
macro_rules! __assert_image_equal {
    ($t:ty, $trait_name:literal, $instead:literal) => {
        const _: () = ::core::assert!(
            <$t as $crate::PtxAbi>::IMAGE_EQUAL,
            ::core::concat!(
                "`",
                ::core::stringify!($t),
                "`'s host bytes are not its device image (padding, ",
                "bit-fields or translated members): it cannot be `",
                $trait_name,
                "`; ",
                $instead
            )
        );
    };
}

/// Implements `cust_core::DeviceCopy` for types whose host bytes are their device image
/// (feature `cust`). Each type must be `Copy` and `T::IMAGE_EQUAL` must hold; otherwise it is a
/// compile error (marshal such types with [`crate::to_device_bytes`] instead).
///
/// ```
/// # #[cfg(feature = "cust")] {
/// #[derive(ptx_abi_core::PtxAbi, Clone, Copy)]
/// #[repr(C)]
/// struct Pair { a: u32, b: f32 }
/// ptx_abi_core::impl_device_copy!(Pair);
/// # }
/// ```
#[cfg(feature = "cust")]
#[macro_export]
macro_rules! impl_device_copy {
    ($($t:ty),+ $(,)?) => {$(
        $crate::__assert_image_equal!(
            $t,
            "DeviceCopy",
            "copy its image (ptx_abi_core::to_device_bytes / slice::to_device_bytes) instead"
        );
        // SAFETY: `IMAGE_EQUAL` (asserted above) means every byte of every value is initialised
        // and the host bytes are the device image, so a `memcpy` to the device is a valid device
        // value; `DeviceCopy: Copy` makes the type free of drop glue and owned resources.
        unsafe impl $crate::integrations::cust_core::DeviceCopy for $t {}
    )+};
}

/// Every CUDA vector type's host bytes are its device image (`repr(C, align(N))`, no padding), so
/// both integrations implement their traits for all of them, from `vector::vector_types!`'s list;
/// but for `long4_32a` and `ulong4_32a` on Windows, where they hold 16 bytes of padding.
#[cfg(any(feature = "cudarc", feature = "cust"))]
mod vector_impls {
    use crate::vector::*;

    macro_rules! for_vector_types {
        ($($name:ident $cuda:literal $scalar:ident $align:literal $(/ $walign:literal $family:ident)? [$($f:ident),+] $t:ty),+ $(,)?) => {
            $(for_vector_types!(@ $name $($family)?);)+
        };
        (@ $name:ident) => { for_vector_types!(@ $name none); };
        (@ $name:ident $family:ident) => {
            crate::vector::where_image_equal! { $family;
                #[cfg(feature = "cudarc")]
                crate::impl_device_repr!($name);
                #[cfg(feature = "cust")]
                crate::impl_device_copy!($name);
            }
        };
    }

    crate::vector::vector_types!(for_vector_types);
}

#[cfg(feature = "cust")]
mod cust_impls {
    // SAFETY: `DevicePtr<T>` is `repr(transparent)` over the `u64` address, `Copy`, and its host
    // bytes are its device image, whatever `T` is.
    unsafe impl<T: ?Sized + 'static> cust_core::DeviceCopy for crate::abi::DevicePtr<T> {}
}

// The cudarc integration moved to `crate::gpu`; its earlier paths, for one release.
#[cfg(feature = "cudarc")]
pub use crate::gpu::{ReadArg, WriteArg};
/// Moved to [`crate::gpu::DeviceImages`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::DeviceImages`")]
pub type DeviceImages<T> = crate::gpu::DeviceImages<T>;
/// Moved to [`crate::gpu::ImageStaging`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::ImageStaging`")]
pub type ImageStaging = crate::gpu::ImageStaging;
/// Moved to [`crate::gpu::TransferError`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::TransferError`")]
pub type TransferError = crate::gpu::TransferError;
/// Moved to [`crate::gpu::ArgGuard`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::ArgGuard`")]
pub type ArgGuard<'a> = crate::gpu::ArgGuard<'a>;
/// Moved to [`crate::gpu::upload_slice`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::upload_slice`")]
pub fn upload_slice<T: crate::abi::PtxAbi + Send + Sync>(
    stream: &std::sync::Arc<cudarc::driver::CudaStream>,
    values: &[T],
) -> Result<crate::gpu::DeviceImages<T>, crate::gpu::TransferError> {
    crate::gpu::upload_slice(stream, values)
}
/// Moved to [`crate::gpu::download_slice`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::download_slice`")]
pub fn download_slice<T: crate::abi::PtxAbi + Send + Sync>(
    stream: &std::sync::Arc<cudarc::driver::CudaStream>,
    images: &crate::gpu::DeviceImages<T>,
) -> Result<Vec<T>, crate::gpu::TransferError> {
    crate::gpu::download_slice(stream, images)
}

#[cfg(all(test, feature = "cudarc"))]
mod tests {
    use crate::vector::Float4;
    use crate::{DevicePtr, PtxAbi};

    #[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
    #[ptx(crate = "crate")]
    #[repr(C)]
    struct Body {
        pos: Float4,
        vel: Float4,
        next: DevicePtr<Body>,
        mass: [f32; 2], // 48 bytes, no padding
    }
    crate::impl_device_repr!(Body);

    fn is_device_repr<T: cudarc::driver::DeviceRepr>() -> bool {
        !core::any::type_name::<T>().is_empty()
    }

    #[test]
    fn image_equal_types_are_device_repr() {
        assert!(is_device_repr::<Body>());
        assert!(is_device_repr::<Float4>());
        assert!(is_device_repr::<DevicePtr<u8>>());
    }

    /// A padded, bit-field type is not `DeviceRepr`, but its view (its device image) is, so
    /// `launch_builder(&f).arg(&view)` passes it by value.
    #[derive(PtxAbi, crate::DeviceView, Clone, Copy, Debug, PartialEq)]
    #[ptx(crate = "crate")]
    #[repr(C)]
    struct Step {
        dt: f32,
        #[ptx(bits = 3)]
        substeps: u8,
        scale: f64,
    }

    #[test]
    fn views_are_device_repr() {
        use crate::device::{DeviceBool, DeviceView, View};
        assert!(is_device_repr::<View<Step>>());
        assert!(is_device_repr::<DeviceBool>());
        let step = Step {
            dt: 0.5,
            substeps: 5,
            scale: 2.0,
        };
        let view = View::<Step>::from_value(&step).unwrap();
        // What the driver copies for `.arg(&view)`: the view's bytes, which are the image.
        assert_eq!(core::mem::size_of_val(&view), Step::LAYOUT.size);
        assert_eq!(core::mem::align_of_val(&view), Step::LAYOUT.align);
        assert_eq!(
            view.as_bytes(),
            crate::image::to_device_bytes(&step).as_slice()
        );
    }
}
