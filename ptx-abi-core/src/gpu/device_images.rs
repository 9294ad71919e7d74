//! Device buffers of images through cudarc: buffers that know their element type
//! ([`DeviceImages`]), one-shot copies ([`upload_slice`], [`download_slice`]), overlapped ones
//! through pinned staging buffers ([`ImageStaging`]), and the pointer arguments of `kernels!`
//! launches ([`ReadArg`], [`WriteArg`]).
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
    result, sys, CudaContext, CudaEvent, CudaSlice, CudaStream, DevicePtr as CudarcPtr,
    DevicePtrMut as CudarcPtrMut, DeviceSlice, DriverError, LaunchArgs, PinnedHostSlice,
    PushKernelArg, SyncOnDrop,
};

use crate::abi::{DevicePtr, PtxAbi};
use crate::error::Error;
use crate::pipeline::{self, Engine, Failure};
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
/// `i * T::LAYOUT.size` (what a kernel taking `T *` reads), for any `PtxAbi` type: one
/// `memcpy` for image-equal types, member by member into a zeroed buffer otherwise
/// ([`DeviceImages::upload`]).
pub fn upload_slice<T: PtxAbi>(
    stream: &Arc<CudaStream>,
    values: &[T],
) -> Result<DeviceImages<T>, TransferError> {
    DeviceImages::upload(stream, values)
}

/// Copies a device buffer of `T` images back and reads every value, checked (sign extension
/// of bit-fields, valid `bool`s and enum discriminants; [`DeviceImages::download`]).
pub fn download_slice<T: PtxAbi>(
    stream: &Arc<CudaStream>,
    images: &DeviceImages<T>,
) -> Result<Vec<T>, TransferError> {
    images.download(stream)
}

/// A ring of pinned (page-locked) staging buffers for uploads and downloads that overlap the
/// host's marshalling with the copy engine: chunk `k + 1` is marshalled into one buffer while the
/// chunks before it are copied from the others with `cuMemcpyHtoDAsync` on the stream
/// (downloads: the next chunks are fetched with `cuMemcpyDtoHAsync` into the others while chunk
/// `k` is read back, checked). An event per buffer says when its last copy is done; nothing
/// touches a buffer before that.
///
/// Create one per stream and reuse it: pinning memory is slow (`cuMemHostAlloc`), which is why
/// the one-shot [`upload_slice`] does not. Chunks of 4 to 16 MiB keep the copy engine busy for
/// one thread's marshalling, 32 MiB for every core's (`par_upload`, `BENCHMARKS.md` §6); the
/// buffers are ordinary (cached) pinned memory, not write-combined, because bit-fields are
/// packed by reading back their 8-byte window.
pub struct ImageStaging {
    context: Arc<CudaContext>,
    buffers: Vec<PinnedHostSlice<u8>>,
    /// Recorded on the stream after each copy from or into the buffer of the same index.
    events: Vec<CudaEvent>,
}

impl ImageStaging {
    /// The number of buffers [`ImageStaging::new`] pins: two, so that chunk `k + 1` is
    /// marshalled while chunk `k` is copied. On an H100 host with 16 threads, three or four
    /// measured no faster (`BENCHMARKS.md` §6): the host's memory, not the hand-off between
    /// host and copy engine, limits those transfers.
    pub const BUFFERS: usize = 2;

    /// [`ImageStaging::BUFFERS`] pinned buffers of `chunk_bytes` each (at least one image of the
    /// types moved through them), in `context`.
    pub fn new(context: &Arc<CudaContext>, chunk_bytes: usize) -> Result<Self, DriverError> {
        Self::with_buffers(context, chunk_bytes, Self::BUFFERS)
    }

    /// `buffers` pinned buffers of `chunk_bytes` each, in `context`: with one, nothing overlaps;
    /// with two, chunk `k + 1` is marshalled while chunk `k` is copied; each one more lets the
    /// copy engine run a chunk further ahead of a host that is late now and then.
    ///
    /// # Panics
    /// If `buffers` is 0.
    pub fn with_buffers(
        context: &Arc<CudaContext>,
        chunk_bytes: usize,
        buffers: usize,
    ) -> Result<Self, DriverError> {
        assert!(
            buffers >= 1,
            "ImageStaging needs at least one staging buffer"
        );
        let buffer = || -> Result<PinnedHostSlice<u8>, DriverError> {
            // SAFETY: the memory is unset after the call (`alloc_pinned`'s contract); it is
            // zeroed before anything reads it.
            let mut pinned = unsafe { context.alloc_pinned_with_flags::<u8>(chunk_bytes, 0) }?;
            // No copy has used the buffer yet, so this returns at once.
            let ptr = pinned.as_mut_ptr()?;
            // SAFETY: `ptr` is the buffer's `chunk_bytes` bytes, allocated above.
            unsafe { ptr.write_bytes(0, chunk_bytes) };
            Ok(pinned)
        };
        // Blocking events: a host that waits for a copy sleeps instead of spinning.
        let event = || context.new_event(Some(sys::CUevent_flags::CU_EVENT_BLOCKING_SYNC));
        Ok(ImageStaging {
            context: context.clone(),
            buffers: (0..buffers).map(|_| buffer()).collect::<Result<_, _>>()?,
            events: (0..buffers).map(|_| event()).collect::<Result<_, _>>()?,
        })
    }

    /// The number of buffers.
    pub fn buffers(&self) -> usize {
        self.buffers.len()
    }

    /// The capacity of each buffer, in bytes.
    pub fn chunk_bytes(&self) -> usize {
        self.buffers[0].len()
    }

    /// Uploads the images of `values` into `dst` (of exactly `values.len()` images),
    /// overlapping marshalling and copies. Returns with the last copies in flight on `stream`:
    /// work queued on `stream` after them sees the data; the buffers are reused (or freed) only
    /// after their copies complete.
    pub fn upload<T: PtxAbi>(
        &mut self,
        stream: &Arc<CudaStream>,
        values: &[T],
        dst: &mut DeviceImages<T>,
    ) -> Result<(), TransferError> {
        self.upload_with(
            stream,
            values,
            dst,
            crate::abi::write_elements_unzeroed::<T>,
        )
    }

    /// [`upload`](Self::upload), each chunk marshalled on every core of the current rayon pool
    /// (feature `parallel`; `rayon::ThreadPool::install` chooses the pool): chunk `k + 1` on
    /// all cores while chunk `k` is copied. The same bytes arrive.
    #[cfg(feature = "parallel")]
    pub fn par_upload<T: PtxAbi + Sync>(
        &mut self,
        stream: &Arc<CudaStream>,
        values: &[T],
        dst: &mut DeviceImages<T>,
    ) -> Result<(), TransferError> {
        self.upload_with(stream, values, dst, slice::par_write_elements::<T>)
    }

    fn upload_with<T: PtxAbi>(
        &mut self,
        stream: &Arc<CudaStream>,
        values: &[T],
        dst: &mut DeviceImages<T>,
        write: pipeline::WriteChunk<T>,
    ) -> Result<(), TransferError> {
        let expected = values.len() * T::LAYOUT.size;
        if dst.bytes.len() != expected {
            return Err(slice::wrong_length::<T>(expected, dst.bytes.len()).into());
        }
        let (base, _written) = dst.bytes.device_ptr_mut(stream);
        let mut engine = Copies {
            staging: self,
            stream,
            device: base,
        };
        pipeline::upload(&mut engine, values, write).map_err(TransferError::from)
    }

    /// Downloads `images` (a whole number of `T` images) into `out`, replacing its contents,
    /// overlapping copies and reading back (sign extension, `bool` and enum checks). On an error
    /// `out` is empty.
    pub fn download<T: PtxAbi>(
        &mut self,
        stream: &Arc<CudaStream>,
        images: &DeviceImages<T>,
        out: &mut Vec<T>,
    ) -> Result<(), TransferError> {
        self.download_with(stream, images, out, crate::image::append_elements::<T>)
    }

    /// [`download`](Self::download), each chunk read on every core of the current rayon pool
    /// (feature `parallel`) while the next is fetched. The same values, the same errors.
    #[cfg(feature = "parallel")]
    pub fn par_download<T: PtxAbi + Send>(
        &mut self,
        stream: &Arc<CudaStream>,
        images: &DeviceImages<T>,
        out: &mut Vec<T>,
    ) -> Result<(), TransferError> {
        self.download_with(stream, images, out, slice::par_append_elements::<T>)
    }

    fn download_with<T: PtxAbi>(
        &mut self,
        stream: &Arc<CudaStream>,
        images: &DeviceImages<T>,
        out: &mut Vec<T>,
        append: pipeline::AppendChunk<T>,
    ) -> Result<(), TransferError> {
        let (base, _read) = images.bytes.device_ptr(stream);
        let mut engine = Copies {
            staging: self,
            stream,
            device: base,
        };
        let result = pipeline::download(&mut engine, images.bytes.len(), out, append);
        // The last fetch was waited for before its chunk was read; nothing is in flight.
        result.map_err(TransferError::from)
    }
}

impl Drop for ImageStaging {
    fn drop(&mut self) {
        // Copies still in flight read or write the buffers: they finish before the buffers go
        // (an event never recorded is complete at once).
        for event in &self.events {
            self.context.record_err(event.synchronize());
        }
    }
}

/// The [`Engine`] of the pipeline over an [`ImageStaging`] and one device buffer.
struct Copies<'a> {
    staging: &'a mut ImageStaging,
    stream: &'a Arc<CudaStream>,
    device: sys::CUdeviceptr,
}

impl Copies<'_> {
    /// Buffer `buf`'s bytes.
    fn bytes(&mut self, buf: usize) -> &mut [u8] {
        let pinned = &mut self.staging.buffers[buf];
        let len = pinned.len();
        // The buffer's own event is never recorded (its copies are tracked by `events`), so
        // this returns at once.
        let ptr = pinned
            .as_mut_ptr()
            .expect("an unrecorded event synchronizes");
        // SAFETY: `ptr` is the buffer's `len` initialised bytes (zeroed by `new`); the slice
        // borrows `self`, and the pipeline touches a buffer only after waiting for its last copy.
        unsafe { core::slice::from_raw_parts_mut(ptr, len) }
    }
}

impl Engine for Copies<'_> {
    type Error = DriverError;

    fn buffers(&self) -> usize {
        self.staging.buffers()
    }

    fn capacity(&self) -> usize {
        self.staging.chunk_bytes()
    }

    fn wait(&mut self, buf: usize) -> Result<(), DriverError> {
        // An event never recorded is complete.
        self.staging.events[buf].synchronize()
    }

    fn host(&mut self, buf: usize) -> &mut [u8] {
        self.bytes(buf)
    }

    fn send(&mut self, buf: usize, len: usize, offset: usize) -> Result<(), DriverError> {
        let (stream, at) = (self.stream.cu_stream(), self.device + offset as u64);
        let src = &self.bytes(buf)[..len];
        // SAFETY: `device + offset .. + len` lies in the destination buffer (the pipeline sends
        // chunk by chunk within `values.len() * size`, checked against `dst.len()`), which the
        // caller borrows mutably for the call; `src` is pinned and is not written again before
        // the event recorded next has completed.
        unsafe { result::memcpy_htod_async(at, src, stream) }?;
        self.staging.events[buf].record(self.stream)
    }

    fn fetch(&mut self, buf: usize, len: usize, offset: usize) -> Result<(), DriverError> {
        let (stream, at) = (self.stream.cu_stream(), self.device + offset as u64);
        let dst = &mut self.bytes(buf)[..len];
        // SAFETY: `device + offset .. + len` lies in the source buffer (the pipeline fetches
        // within `images.len()`); `dst` is pinned and is not read before the event recorded
        // next has completed.
        unsafe { result::memcpy_dtoh_async(dst, at, stream) }?;
        self.staging.events[buf].record(self.stream)
    }
}

impl From<Failure<DriverError>> for TransferError {
    fn from(failure: Failure<DriverError>) -> Self {
        match failure {
            Failure::Engine(e) => TransferError::Driver(e),
            Failure::Image(e) => TransferError::Image(e),
        }
    }
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
    /// Copies `values` to a new device buffer as their images: one `memcpy` for image-equal
    /// types, member by member into a zeroed buffer otherwise (a bit-field out of range is the
    /// error, naming the element and member).
    pub fn upload(stream: &Arc<CudaStream>, values: &[T]) -> Result<Self, TransferError> {
        let bytes = slice::try_to_device_bytes(values)?;
        Ok(DeviceImages {
            bytes: stream.clone_htod(&bytes)?,
            _element: PhantomData,
        })
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
    /// member).
    pub fn download(&self, stream: &Arc<CudaStream>) -> Result<Vec<T>, TransferError> {
        let bytes = stream.clone_dtoh(&self.bytes)?;
        Ok(slice::from_device_bytes(&bytes)?)
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
