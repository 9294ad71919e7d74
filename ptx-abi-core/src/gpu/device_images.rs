//! Device buffers of images through cudarc: buffers that know their element type
//! ([`DeviceImages`]), one-shot copies ([`upload_slice`], [`download_slice`], overlapped through
//! pinned staging buffers kept between calls: `staging.rs`), and the pointer arguments of
//! `kernels!` launches ([`ReadArg`], [`WriteArg`]).
//!
//! A `*const T` parameter of a `kernels!` kernel takes a [`ReadArg<T>`], a `*mut T` (or
//! `DevicePtr<T>`) parameter a [`WriteArg<T>`]: a reference to a [`DeviceImages<T>`], to a
//! cudarc `CudaSlice<T>`/`CudaView<T>` (cudarc allocates those only for `DeviceRepr` types,
//! which `impl_device_repr!` allows only for image-equal ones), or, unchecked, a raw
//! [`DevicePtr<T>`]. Through a reference the launch keeps cudarc's stream synchronisation: it
//! takes the buffer's address with `device_ptr(stream)` (reads) or `device_ptr_mut(stream)`
//! (writes), which makes the stream wait for the buffer's earlier writes (and, for a write, its
//! reads), and holds the returned guard until the kernel is queued, when the guard records the
//! buffer's read or write event: what cudarc's `launch_builder().arg(&slice)` does.

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;
use std::sync::Arc;

use core::marker::PhantomData;

use cudarc::driver::{
    CudaSlice, CudaStream, DevicePtr as CudarcPtr, DevicePtrMut as CudarcPtrMut, DeviceSlice,
    DriverError, LaunchArgs, PushKernelArg, SyncOnDrop,
};

use super::staging;
use crate::abi::{slice_host_bytes, DevicePtr, PtxAbi};
use crate::error::Error;
use crate::slice;

/// A device transfer through images failed.
#[derive(Debug)]
pub enum TransferError {
    /// The driver failed.
    Driver(DriverError),
    /// A value could not be marshalled (a bit-field out of range) or the bytes read back
    /// are not valid values (an invalid `bool` or enum discriminant, a wrong length).
    Image(Error),
}

impl fmt::Display for TransferError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TransferError::Driver(e) => write!(f, "CUDA driver: {e:?}"),
            TransferError::Image(e) => write!(f, "device image: {e}"),
        }
    }
}

impl core::error::Error for TransferError {}

impl From<DriverError> for TransferError {
    fn from(e: DriverError) -> Self {
        TransferError::Driver(e)
    }
}

impl From<Error> for TransferError {
    fn from(e: Error) -> Self {
        TransferError::Image(e)
    }
}

/// Copies `values` to a new device buffer as their device images, element `i` at
/// `i * T::LAYOUT.size` (what a kernel taking `T *` reads), for any `PtxAbi` type
/// ([`DeviceImages::upload`]).
pub fn upload_slice<T: PtxAbi + Send + Sync>(
    stream: &Arc<CudaStream>,
    values: &[T],
) -> Result<DeviceImages<T>, TransferError> {
    DeviceImages::upload(stream, values)
}

/// Copies a device buffer of `T` images back and reads every value, checked (sign extension
/// of bit-fields, valid `bool`s and enum discriminants; [`DeviceImages::download`]).
pub fn download_slice<T: PtxAbi + Send + Sync>(
    stream: &Arc<CudaStream>,
    images: &DeviceImages<T>,
) -> Result<Vec<T>, TransferError> {
    images.download(stream)
}

/// What a pointer argument holds until its kernel is queued: cudarc's guard, which records the
/// buffer's read or write event on the stream when dropped, or nothing for a raw pointer.
#[must_use = "dropping the guard before the launch records the buffer's event too early"]
pub struct ArgGuard<'a>(Option<SyncOnDrop<'a>>);

impl ArgGuard<'_> {
    /// No guard: a raw pointer, whose synchronisation is the caller's.
    pub fn none() -> Self {
        ArgGuard(None)
    }
}

impl<'a> From<SyncOnDrop<'a>> for ArgGuard<'a> {
    fn from(guard: SyncOnDrop<'a>) -> Self {
        ArgGuard(Some(guard))
    }
}

impl fmt::Debug for ArgGuard<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            None => "ArgGuard(none)",
            Some(_) => "ArgGuard(cudarc)",
        })
    }
}

/// What a `const T *` kernel parameter takes: a buffer of `T` the kernel reads.
///
/// Implemented for `&B` and `&mut B` where `B` is a cudarc buffer of `T` (`CudaSlice<T>`,
/// `CudaView<T>`, `CudaViewMut<T>`, [`DeviceImages<T>`]), and for a raw [`DevicePtr<T>`] (the
/// unchecked path: nothing ties it to a live buffer or synchronises it).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a device buffer of `{T}`",
    label = "this `const {T} *` parameter takes a device buffer of `{T}`",
    note = "pass `&DeviceImages<{T}>` (`DeviceImages::upload`), a `&CudaSlice<{T}>` of an image-equal type, \
            or, unchecked, a `DevicePtr<{T}>`"
)]
pub trait ReadArg<'a, T> {
    /// The pointer, and the guard to hold until the kernel is queued.
    fn read_ptr(self, stream: &'a CudaStream) -> (DevicePtr<T>, ArgGuard<'a>);
}

/// What a `T *` kernel parameter takes: a buffer of `T` the kernel may write, by `&mut`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a writable device buffer of `{T}`",
    label = "this `{T} *` parameter takes a device buffer of `{T}` by `&mut`",
    note = "pass `&mut DeviceImages<{T}>` (`DeviceImages::upload`), a `&mut CudaSlice<{T}>` of an \
            image-equal type, or, unchecked, a `DevicePtr<{T}>`"
)]
pub trait WriteArg<'a, T> {
    /// The pointer, and the guard to hold until the kernel is queued.
    fn write_ptr(self, stream: &'a CudaStream) -> (DevicePtr<T>, ArgGuard<'a>);
}

impl<'a, T, B: CudarcPtr<T>> ReadArg<'a, T> for &'a B {
    #[inline]
    fn read_ptr(self, stream: &'a CudaStream) -> (DevicePtr<T>, ArgGuard<'a>) {
        let (address, guard) = self.device_ptr(stream);
        (DevicePtr::new(address), guard.into())
    }
}

impl<'a, T, B: CudarcPtr<T>> ReadArg<'a, T> for &'a mut B {
    #[inline]
    fn read_ptr(self, stream: &'a CudaStream) -> (DevicePtr<T>, ArgGuard<'a>) {
        let (address, guard) = self.device_ptr(stream);
        (DevicePtr::new(address), guard.into())
    }
}

impl<'a, T, B: CudarcPtrMut<T>> WriteArg<'a, T> for &'a mut B {
    #[inline]
    fn write_ptr(self, stream: &'a CudaStream) -> (DevicePtr<T>, ArgGuard<'a>) {
        let (address, guard) = self.device_ptr_mut(stream);
        (DevicePtr::new(address), guard.into())
    }
}

impl<'a, T> ReadArg<'a, T> for DevicePtr<T> {
    #[inline]
    fn read_ptr(self, _: &'a CudaStream) -> (DevicePtr<T>, ArgGuard<'a>) {
        (self, ArgGuard::none())
    }
}

impl<'a, T> WriteArg<'a, T> for DevicePtr<T> {
    #[inline]
    fn write_ptr(self, _: &'a CudaStream) -> (DevicePtr<T>, ArgGuard<'a>) {
        (self, ArgGuard::none())
    }
}

/// A device buffer of `T` values as their device images (`T::LAYOUT.size` bytes each, what a
/// kernel taking `T *` reads), over a `CudaSlice<u8>`: it keeps the element type, so a kernel
/// parameter of another type refuses it at compile time, and reads back checked.
///
/// As a `kernels!` argument pass `&images` to a `const T *` parameter and `&mut images` to a
/// `T *`; with cudarc's own builder, `launch_builder(&f).arg(&images)` (or `&mut images`) pushes
/// its pointer and records its events as for a `CudaSlice`.
pub struct DeviceImages<T: PtxAbi> {
    bytes: CudaSlice<u8>,
    // `fn() -> T`: the buffer owns no `T` on the host (no drop check, `Send`/`Sync` as the bytes).
    _element: PhantomData<fn() -> T>,
}

impl<T: PtxAbi> DeviceImages<T> {
    /// Copies `values` to a new device buffer as their images. An image-equal type's bytes go
    /// as they are, in one copy from `values` (cudarc's `memcpy_htod`); any other type's are
    /// marshalled chunk by chunk into pinned staging buffers kept between calls (per context;
    /// [`release_staging`](super::release_staging) frees them), each chunk copied while the
    /// next is marshalled, on every core with the `parallel` feature (`BENCHMARKS.md` §6). A
    /// bit-field out of range is the error, naming the element and member.
    pub fn upload(stream: &Arc<CudaStream>, values: &[T]) -> Result<Self, TransferError>
    where
        T: Send + Sync,
    {
        let len = values.len() * T::LAYOUT.size;
        // SAFETY: every byte is written below (by the copy, or by the staged chunks, which
        // cover `len` bytes) before the buffer is returned; on an error it is dropped unread.
        let bytes = unsafe { stream.alloc::<u8>(len) }?;
        let mut images = DeviceImages {
            bytes,
            _element: PhantomData,
        };
        if T::IMAGE_EQUAL {
            stream.memcpy_htod(slice_host_bytes(values), &mut images.bytes)?;
        } else {
            staging::upload_shared(stream, values, &mut images)?;
        }
        Ok(images)
    }

    /// A buffer of `len` zeroed images (all-zero bytes, which are valid values of every
    /// `PtxAbi` type but enums without a zero discriminant; `download` checks).
    pub fn zeroed(stream: &Arc<CudaStream>, len: usize) -> Result<Self, TransferError> {
        Ok(DeviceImages {
            bytes: stream.alloc_zeros::<u8>(len * T::LAYOUT.size)?,
            _element: PhantomData,
        })
    }

    /// Takes a buffer of `T` images written by other code; its length must be a whole number of
    /// images.
    pub fn from_bytes(bytes: CudaSlice<u8>) -> Result<Self, TransferError> {
        let size = T::LAYOUT.size;
        // The whole images the bytes hold (none of a zero-sized type, which has no images).
        let whole = bytes.len().checked_div(size).map_or(0, |n| n * size);
        if size == 0 || whole != bytes.len() {
            return Err(slice::wrong_length::<T>(whole, bytes.len()).into());
        }
        Ok(DeviceImages {
            bytes,
            _element: PhantomData,
        })
    }

    /// Copies the buffer back and reads every value, checked (sign extension of bit-fields,
    /// valid `bool`s and enum discriminants: an invalid one is an error naming the element and
    /// member), through the pinned staging buffers of [`upload`](Self::upload): each chunk is
    /// read while the next is copied. A new vector's pages are first written here, which the
    /// kernel pays for (`BENCHMARKS.md` §6): to read back again and again, reuse one vector
    /// with [`download_into`](Self::download_into).
    pub fn download(&self, stream: &Arc<CudaStream>) -> Result<Vec<T>, TransferError>
    where
        T: Send + Sync,
    {
        let mut out = Vec::new();
        self.download_into(stream, &mut out)?;
        Ok(out)
    }

    /// [`download`](Self::download) into `out`, replacing its contents and reusing its
    /// allocation. On an error `out` is empty.
    pub fn download_into(
        &self,
        stream: &Arc<CudaStream>,
        out: &mut Vec<T>,
    ) -> Result<(), TransferError>
    where
        T: Send + Sync,
    {
        staging::download_shared(stream, self, out)
    }

    /// The number of values.
    pub fn len(&self) -> usize {
        self.bytes.len() / T::LAYOUT.size
    }

    /// Whether it holds no value.
    pub fn is_empty(&self) -> bool {
        self.bytes.len() == 0
    }

    /// The images' bytes.
    pub fn as_bytes(&self) -> &CudaSlice<u8> {
        &self.bytes
    }

    /// The images' bytes, to write (a download still checks what they hold).
    pub fn as_bytes_mut(&mut self) -> &mut CudaSlice<u8> {
        &mut self.bytes
    }

    /// The bytes, without the element type.
    pub fn into_bytes(self) -> CudaSlice<u8> {
        self.bytes
    }
}

impl<T: PtxAbi> fmt::Debug for DeviceImages<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "DeviceImages<{}>({} values, {} bytes)",
            core::any::type_name::<T>(),
            self.len(),
            self.bytes.len()
        )
    }
}

impl<T: PtxAbi> DeviceSlice<T> for DeviceImages<T> {
    fn len(&self) -> usize {
        DeviceImages::len(self)
    }
    // cudarc's default is `len * size_of::<T>()`: the host size, not the image's.
    fn num_bytes(&self) -> usize {
        self.bytes.len()
    }
    fn stream(&self) -> &Arc<CudaStream> {
        self.bytes.stream()
    }
}

impl<T: PtxAbi> CudarcPtr<T> for DeviceImages<T> {
    fn device_ptr<'a>(
        &'a self,
        stream: &'a CudaStream,
    ) -> (cudarc::driver::sys::CUdeviceptr, SyncOnDrop<'a>) {
        self.bytes.device_ptr(stream)
    }
}

impl<T: PtxAbi> CudarcPtrMut<T> for DeviceImages<T> {
    fn device_ptr_mut<'a>(
        &'a mut self,
        stream: &'a CudaStream,
    ) -> (cudarc::driver::sys::CUdeviceptr, SyncOnDrop<'a>) {
        self.bytes.device_ptr_mut(stream)
    }
}

// SAFETY: pushes what cudarc pushes for the `CudaSlice<u8>` of the images (the address of its
// device pointer, which lives as long as the borrow, and its read event and earlier write), which
// is the `T *` the kernel takes.
unsafe impl<'a, 'b: 'a, T: PtxAbi> PushKernelArg<&'b DeviceImages<T>> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b DeviceImages<T>) -> &mut Self {
        self.arg(&arg.bytes)
    }
}

// SAFETY: as above, with cudarc's write events of a `&mut CudaSlice<u8>`.
unsafe impl<'a, 'b: 'a, T: PtxAbi> PushKernelArg<&'b mut DeviceImages<T>> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b mut DeviceImages<T>) -> &mut Self {
        self.arg(&mut arg.bytes)
    }
}
