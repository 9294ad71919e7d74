//! cudarc's `DeviceRepr` (kernel arguments with `launch_builder().arg(&v)`, typed
//! `CudaSlice<T>` copies) for the types whose host bytes are their device image: the ones this
//! crate defines, and [`impl_device_repr!`](crate::impl_device_repr) for a user's.

/// Implements cudarc's `DeviceRepr` for types whose host bytes are their device image (feature
/// `cudarc`). `T::IMAGE_EQUAL` must hold; otherwise it is a compile error (use
/// [`upload_slice`](crate::gpu::upload_slice) / [`download_slice`](crate::gpu::download_slice), or `kernels!`'s `args(...)`, which marshal the image).
#[cfg(feature = "cudarc")]
#[macro_export]
macro_rules! impl_device_repr {
    ($($t:ty),+ $(,)?) => {$(
        $crate::__assert_image_equal!(
            $t,
            "DeviceRepr",
            "in device buffers use ptx_abi_core::gpu::upload_slice / download_slice, and \
             as a by-value kernel parameter declare the kernel with ptx_abi_core::kernels! and \
             launch it with its `launch` (or `args` with cudarc's launch_builder), which write the \
             image"
        );
        // SAFETY: `IMAGE_EQUAL` (asserted above): the host bytes of every value are initialised
        // and are exactly its device image, so passing a pointer to a value as a kernel argument,
        // or copying values to the device with `memcpy`, gives the device what it expects.
        unsafe impl $crate::gpu::cudarc::driver::DeviceRepr for $t {}
    )+};
}

mod impls {
    // SAFETY: `DevicePtr<T>` is `repr(transparent)` over the `u64` address: its host bytes are
    // its 8-byte device image (a generic address, spec 2.3 note B), whatever `T` is.
    unsafe impl<T: ?Sized> cudarc::driver::DeviceRepr for crate::abi::DevicePtr<T> {}
    // SAFETY: the views of `bool` and of derived enums are their images (`device`): one byte,
    // and `repr(transparent)` over the enum's `#[repr]` integer. A derived struct's view gets
    // its `DeviceRepr` from `#[derive(DeviceView)]`.
    unsafe impl cudarc::driver::DeviceRepr for crate::device::DeviceBool {}
    // SAFETY: as above.
    unsafe impl<E: crate::device::ViewedEnum> cudarc::driver::DeviceRepr
        for crate::device::EnumView<E>
    {
    }
}
