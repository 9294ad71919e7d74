//! Device buffers of images through cudarc: one-shot copies ([`upload_slice`],
//! [`download_slice`]) and overlapped ones through pinned staging buffers ([`ImageStaging`]).

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;
use std::sync::Arc;

use cudarc::driver::{
    result, sys, CudaContext, CudaEvent, CudaSlice, CudaStream, DevicePtr, DevicePtrMut,
    DriverError, PinnedHostSlice,
};

use crate::pipeline::{self, Engine, Failure};
use crate::{slice, Error, PtxAbi};

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
/// `memcpy` for image-equal types, member by member into a zeroed buffer otherwise.
pub fn upload_slice<T: PtxAbi>(
    stream: &Arc<CudaStream>,
    values: &[T],
) -> Result<CudaSlice<u8>, TransferError> {
    let bytes = slice::try_to_device_bytes(values)?;
    Ok(stream.clone_htod(&bytes)?)
}

/// Copies a device buffer of `T` images back and reads every value, checked (sign extension
/// of bit-fields, valid `bool`s and enum discriminants); its length must be a multiple of
/// `T::LAYOUT.size`.
pub fn download_slice<T: PtxAbi>(
    stream: &Arc<CudaStream>,
    images: &CudaSlice<u8>,
) -> Result<Vec<T>, TransferError> {
    let bytes = stream.clone_dtoh(images)?;
    Ok(slice::from_device_bytes(&bytes)?)
}

/// Two pinned (page-locked) staging buffers for uploads and downloads that overlap the host's
/// marshalling with the copy engine: chunk `k + 1` is marshalled into one buffer while chunk `k`
/// is copied from the other with `cuMemcpyHtoDAsync` on the stream (downloads: chunk `k + 1` is
/// fetched with `cuMemcpyDtoHAsync` while chunk `k` is read back, checked). An event per buffer
/// says when its last copy is done; nothing touches a buffer before that.
///
/// Create one per stream and reuse it: pinning memory is slow (`cuMemHostAlloc`), which is why
/// the one-shot [`upload_slice`] does not. Chunks of 4 to 16 MiB keep the copy engine busy; the
/// buffers are ordinary (cached) pinned memory, not write-combined, because bit-fields are packed
/// by reading back their 8-byte window.
pub struct ImageStaging {
    context: Arc<CudaContext>,
    buffers: [PinnedHostSlice<u8>; 2],
    /// Recorded on the stream after each copy from or into the buffer of the same index.
    events: [CudaEvent; 2],
}

impl ImageStaging {
    /// Two pinned buffers of `chunk_bytes` each (at least one image of the types moved through
    /// them), in `context`.
    pub fn new(context: &Arc<CudaContext>, chunk_bytes: usize) -> Result<Self, DriverError> {
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
            buffers: [buffer()?, buffer()?],
            events: [event()?, event()?],
        })
    }

    /// The capacity of each buffer, in bytes.
    pub fn chunk_bytes(&self) -> usize {
        self.buffers[0].len()
    }

    /// Uploads the images of `values` into `dst` (exactly `values.len() * T::LAYOUT.size` bytes),
    /// overlapping marshalling and copies. Returns with the last copies in flight on `stream`:
    /// work queued on `stream` after them sees the data; the buffers are reused (or freed) only
    /// after their copies complete.
    pub fn upload<T: PtxAbi>(
        &mut self,
        stream: &Arc<CudaStream>,
        values: &[T],
        dst: &mut CudaSlice<u8>,
    ) -> Result<(), TransferError> {
        let expected = values.len() * T::LAYOUT.size;
        if dst.len() != expected {
            return Err(slice::wrong_length::<T>(expected, dst.len()).into());
        }
        let (base, _written) = dst.device_ptr_mut(stream);
        let mut engine = Copies {
            staging: self,
            stream,
            device: base,
        };
        pipeline::upload(&mut engine, values).map_err(TransferError::from)
    }

    /// Downloads `images` (a whole number of `T` images) into `out`, replacing its contents,
    /// overlapping copies and reading back (sign extension, `bool` and enum checks). On an error
    /// `out` is empty.
    pub fn download<T: PtxAbi>(
        &mut self,
        stream: &Arc<CudaStream>,
        images: &CudaSlice<u8>,
        out: &mut Vec<T>,
    ) -> Result<(), TransferError> {
        let (base, _read) = images.device_ptr(stream);
        let mut engine = Copies {
            staging: self,
            stream,
            device: base,
        };
        let result = pipeline::download(&mut engine, images.len(), out);
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
