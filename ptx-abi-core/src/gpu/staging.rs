//! Overlapped transfers through pinned staging buffers ([`ImageStaging`]), and the shared staging
//! behind the one-shot calls ([`upload_slice`](super::upload_slice),
//! [`download_slice`](super::download_slice)): each call of those takes a staging of its
//! context from a pool, cuts its transfer by [`plan`], and puts the staging back, so that no
//! call pins memory (`cuMemHostAlloc`, slow) after the first.

#[allow(unused_imports)]
use crate::prelude::*;
use std::sync::{Arc, Mutex, PoisonError};

use cudarc::driver::{
    result, sys, CudaContext, CudaEvent, CudaStream, DevicePtr as _, DevicePtrMut as _,
    DriverError, PinnedHostSlice,
};

use super::{DeviceImages, TransferError};
use crate::abi::PtxAbi;
use crate::pipeline::{self, Engine, Failure};
use crate::slice;

/// A ring of pinned (page-locked) staging buffers for uploads and downloads that overlap the
/// host's marshalling with the copy engine: chunk `k + 1` is marshalled into one buffer while the
/// chunks before it are copied from the others with `cuMemcpyHtoDAsync` on the stream
/// (downloads: the next chunks are fetched with `cuMemcpyDtoHAsync` into the others while chunk
/// `k` is read back, checked). An event per buffer says when its last copy is done; nothing
/// touches a buffer before that.
///
/// Create one per stream and reuse it: pinning memory is slow (`cuMemHostAlloc`); the one-shot
/// [`upload_slice`](super::upload_slice) and [`download_slice`](super::download_slice) keep
/// their own between calls ([`release_staging`]). On every core (`par_upload`), three buffers
/// of 32 MiB ran fastest from 16 MiB on an H200 host (`BENCHMARKS.md` §6); the buffers are
/// ordinary (cached) pinned memory, not write-combined, because bit-fields are packed by
/// reading back their 8-byte window.
pub struct ImageStaging {
    context: Arc<CudaContext>,
    buffers: Vec<PinnedHostSlice<u8>>,
    /// Recorded on the stream after each copy from or into the buffer of the same index.
    events: Vec<CudaEvent>,
    /// The largest chunk a transfer cuts (the buffers' capacity, unless the shared staging of
    /// the one-shot calls cuts smaller ones for a short transfer).
    chunk: usize,
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
        // Events that wait as the context schedules its synchronisations (as cudarc's stream
        // waits do), without timing, which they do not need.
        let event = || context.new_event(Some(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING));
        Ok(ImageStaging {
            context: context.clone(),
            buffers: (0..buffers).map(|_| buffer()).collect::<Result<_, _>>()?,
            events: (0..buffers).map(|_| event()).collect::<Result<_, _>>()?,
            chunk: usize::MAX,
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
        self.upload_with(stream, values, dst, pipeline::write_cached::<T>)
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
        if dst.as_bytes().len() != expected {
            return Err(slice::wrong_length::<T>(expected, dst.as_bytes().len()).into());
        }
        let chunk = self.chunk.min(self.chunk_bytes());
        let (base, _written) = dst.as_bytes_mut().device_ptr_mut(stream);
        let mut engine = Copies {
            staging: self,
            stream,
            device: base,
        };
        pipeline::upload(&mut engine, values, chunk, write).map_err(TransferError::from)
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
        let chunk = self.chunk.min(self.chunk_bytes());
        let (base, _read) = images.as_bytes().device_ptr(stream);
        let mut engine = Copies {
            staging: self,
            stream,
            device: base,
        };
        let len = images.as_bytes().len();
        let result = pipeline::download(&mut engine, len, chunk, out, append);
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

/// How a one-shot transfer of `bytes` bytes is cut: `(chunk, buffers)`, three buffers of
/// 256 KiB up to 4 MiB, of 32 MiB above. On the H200 host of BENCHMARKS.md §6, every chunk
/// size from 2 to 32 MiB was tried at 16 MiB to 1 GiB: each chunk costs a hand-off to the
/// copy engine and to the marshalling threads, and the fewest, largest chunks were fastest
/// at every size (the pipeline still starts with a quarter chunk, then a half, so that the
/// copy engine starts early); three buffers ran ahead of two at 16 and 256 MiB. Below 4 MiB
/// the images stay in cache and 256 KiB chunks overlap marshalling with the copy.
pub(super) fn plan(bytes: usize) -> (usize, usize) {
    if bytes <= 4 << 20 {
        (256 << 10, 3)
    } else {
        (32 << 20, 3)
    }
}

/// The stagings the one-shot calls keep for the next call: at most one per context and
/// concurrent caller, holding that context (and its pinned buffers) until
/// [`release_staging`].
static SHARED: Mutex<Vec<ImageStaging>> = Mutex::new(Vec::new());

/// Frees the pinned staging buffers that [`upload_slice`](super::upload_slice) and
/// [`download_slice`](super::download_slice) keep between calls (per context and concurrent
/// caller: three of 256 KiB, or of 32 MiB once a transfer was larger than 4 MiB), and the
/// contexts they hold.
/// The next call pins new ones.
pub fn release_staging() {
    let kept = core::mem::take(&mut *SHARED.lock().unwrap_or_else(PoisonError::into_inner));
    // Each waits for its copies in flight as it drops, outside the lock.
    drop(kept);
}

/// Runs `f` with a staging of `stream`'s context cut for `bytes` bytes: one from the pool if it
/// has one large enough, else a new one (replacing a smaller one); put back after.
pub(super) fn with_shared<R>(
    stream: &Arc<CudaStream>,
    bytes: usize,
    f: impl FnOnce(&mut ImageStaging) -> Result<R, TransferError>,
) -> Result<R, TransferError> {
    let context = stream.context();
    let (chunk, buffers) = plan(bytes);
    let fits = |s: &ImageStaging| s.chunk_bytes() >= chunk && s.buffers() >= buffers;
    let taken = {
        let mut pool = SHARED.lock().unwrap_or_else(PoisonError::into_inner);
        let ours = |s: &ImageStaging| Arc::ptr_eq(&s.context, context);
        let found = pool.iter().position(|s| ours(s) && fits(s));
        let found = found.or_else(|| pool.iter().position(ours));
        found.map(|i| pool.swap_remove(i))
    };
    let mut staging = match taken {
        Some(staging) if fits(&staging) => staging,
        // A smaller one is dropped (after its copies) and a larger one pinned.
        _ => ImageStaging::with_buffers(context, chunk, buffers)?,
    };
    staging.chunk = chunk;
    let result = f(&mut staging);
    staging.chunk = usize::MAX;
    SHARED
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(staging);
    result
}

/// Uploads `values` into `dst` through the shared staging, marshalling on every core with the
/// `parallel` feature.
pub(super) fn upload_shared<T: PtxAbi + Sync>(
    stream: &Arc<CudaStream>,
    values: &[T],
    dst: &mut DeviceImages<T>,
) -> Result<(), TransferError> {
    with_shared(stream, dst.as_bytes().len(), |staging| {
        #[cfg(feature = "parallel")]
        return staging.par_upload(stream, values, dst);
        #[cfg(not(feature = "parallel"))]
        return staging.upload(stream, values, dst);
    })
}

/// Downloads `images` into `out` through the shared staging, reading on every core with the
/// `parallel` feature.
pub(super) fn download_shared<T: PtxAbi + Send>(
    stream: &Arc<CudaStream>,
    images: &DeviceImages<T>,
    out: &mut Vec<T>,
) -> Result<(), TransferError> {
    with_shared(stream, images.as_bytes().len(), |staging| {
        #[cfg(feature = "parallel")]
        return staging.par_download(stream, images, out);
        #[cfg(not(feature = "parallel"))]
        return staging.download(stream, images, out);
    })
}

#[cfg(test)]
mod tests {
    use super::plan;

    #[test]
    fn small_transfers_go_in_small_chunks_large_ones_in_32_mib() {
        let mib = 1 << 20;
        assert_eq!(plan(0), (256 << 10, 3));
        assert_eq!(plan(4 * mib), (256 << 10, 3));
        assert_eq!(plan(4 * mib + 1), (32 * mib, 3));
        assert_eq!(plan(1024 * mib), (32 * mib, 3));
    }
}
