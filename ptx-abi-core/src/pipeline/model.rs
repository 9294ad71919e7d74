//! The host's half of a staged transfer, measurable without a GPU: the pipeline of `gpu`'s
//! staging (the same schedule, the same marshalling) over an [`Engine`] whose copy engine is a
//! thread that copies each chunk between a staging buffer and a "device" buffer in host memory,
//! no faster than a given rate (the pinned copy's, 55 GB/s on the H200 host). What it measures
//! is what the host can feed such an engine: `benches/staging_model.rs` uses it to choose chunk
//! sizes and threads (BENCHMARKS.md §6). Its engine reads and writes host memory where a real
//! copy engine only reads (uploads) or writes (downloads) it, so it asks more of the host's
//! memory than a GPU does and predicts low where memory is the limit.

use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use super::{download, upload, AppendChunk, Engine, Failure, WriteChunk};
use crate::abi::PtxAbi;
use crate::error::Error;
use crate::prelude::*;

/// A copy for the engine thread: `len` bytes from `src` to `dst`, then a word on `done`.
struct Job {
    src: *const u8,
    dst: *mut u8,
    len: usize,
    done: mpsc::SyncSender<()>,
}

// SAFETY: the pointers go to the engine thread, which alone touches their bytes until it sends
// on `done`: the sender ([`Call`]) waits for that word before it touches the staging buffer
// again or returns (and so before the device bytes' borrow ends), and nothing else touches the
// device bytes while the call runs.
unsafe impl Send for Job {}

/// A model of `ImageStaging` without a GPU (`pipeline/model.rs`): its staging buffers,
/// allocated and written once, and the engine thread, which runs until the model is dropped.
pub struct StagingModel {
    buffers: Vec<Vec<u8>>,
    pending: Vec<Option<mpsc::Receiver<()>>>,
    jobs: Option<mpsc::Sender<Job>>,
    engine: Option<thread::JoinHandle<()>>,
}

impl StagingModel {
    /// `buffers` buffers of `chunk` bytes, and an engine that copies at most `rate` bytes a
    /// second.
    pub fn new(chunk: usize, buffers: usize, rate: f64) -> Self {
        assert!(buffers >= 1 && chunk >= 1, "a model needs a buffer");
        let (jobs, queue) = mpsc::channel();
        StagingModel {
            buffers: (0..buffers).map(|_| vec![0; chunk]).collect(),
            pending: (0..buffers).map(|_| None).collect(),
            jobs: Some(jobs),
            engine: Some(thread::spawn(move || engine(queue, rate))),
        }
    }

    /// Uploads `values` into `device` (exactly their images' length), each chunk marshalled on
    /// this thread as `ImageStaging::upload` does, or on every core of rayon's current pool as
    /// `par_upload` does (`parallel`, which needs the feature of that name), while the engine
    /// copies the chunks before it. Returns when every chunk has arrived.
    pub fn upload<T: PtxAbi + Sync>(
        &mut self,
        values: &[T],
        device: &mut [u8],
        parallel: bool,
    ) -> Result<(), Error> {
        assert_eq!(device.len(), values.len() * T::LAYOUT.size);
        let write: WriteChunk<T> = if parallel {
            #[cfg(feature = "parallel")]
            {
                crate::slice::par_write_elements::<T>
            }
            #[cfg(not(feature = "parallel"))]
            panic!("a parallel model needs the `parallel` feature")
        } else {
            super::write_cached::<T>
        };
        let chunk = self.buffers[0].len();
        self.run(device, |call| upload(call, values, chunk, write))
    }

    /// Downloads the images in `device` into `out` (replacing its contents) as
    /// [`upload`](Self::upload) uploads: each chunk read back while the next are copied in.
    pub fn download<T: PtxAbi + Send>(
        &mut self,
        device: &mut [u8],
        out: &mut Vec<T>,
        parallel: bool,
    ) -> Result<(), Error> {
        let append: AppendChunk<T> = if parallel {
            #[cfg(feature = "parallel")]
            {
                crate::slice::par_append_elements::<T>
            }
            #[cfg(not(feature = "parallel"))]
            panic!("a parallel model needs the `parallel` feature")
        } else {
            crate::image::append_elements::<T>
        };
        let (len, chunk) = (device.len(), self.buffers[0].len());
        self.run(device, |call| download(call, len, chunk, out, append))
    }

    /// Runs `work` over `device`, then waits for every copy: nothing the engine was given
    /// outlives the call.
    fn run(
        &mut self,
        device: &mut [u8],
        work: impl FnOnce(&mut Call<'_>) -> Result<(), Failure<()>>,
    ) -> Result<(), Error> {
        let mut call = Call {
            device: device.as_mut_ptr(),
            device_len: device.len(),
            model: self,
        };
        let result = work(&mut call);
        for buf in 0..call.model.buffers.len() {
            // An engine that stopped has nothing in flight.
            let _ = call.wait(buf);
        }
        result.map_err(|failure| match failure {
            Failure::Image(e) => e,
            Failure::Engine(()) => unreachable!("the model's engine does not fail"),
        })
    }
}

impl Drop for StagingModel {
    fn drop(&mut self) {
        // Closing the queue ends the engine thread; every call waited for its copies.
        drop(self.jobs.take());
        if let Some(engine) = self.engine.take() {
            let _ = engine.join();
        }
    }
}

/// One transfer's [`Engine`]: the model's buffers and the "device" bytes of the call.
struct Call<'m> {
    model: &'m mut StagingModel,
    device: *mut u8,
    device_len: usize,
}

impl Call<'_> {
    fn queue(&mut self, buf: usize, src: *const u8, dst: *mut u8, len: usize) {
        let (done, wait) = mpsc::sync_channel(1);
        self.model.pending[buf] = Some(wait);
        let job = Job {
            src,
            dst,
            len,
            done,
        };
        let jobs = self.model.jobs.as_ref().expect("the engine runs");
        jobs.send(job).expect("the engine thread runs");
    }
}

impl Engine for Call<'_> {
    type Error = ();

    fn buffers(&self) -> usize {
        self.model.buffers.len()
    }

    fn capacity(&self) -> usize {
        self.model.buffers[0].len()
    }

    fn wait(&mut self, buf: usize) -> Result<(), ()> {
        if let Some(done) = self.model.pending[buf].take() {
            done.recv().map_err(|_| ())?;
        }
        Ok(())
    }

    fn host(&mut self, buf: usize) -> &mut [u8] {
        assert!(
            self.model.pending[buf].is_none(),
            "buffer {buf} is in flight"
        );
        &mut self.model.buffers[buf]
    }

    fn send(&mut self, buf: usize, len: usize, offset: usize) -> Result<(), ()> {
        assert!(offset + len <= self.device_len && len <= self.capacity());
        let src = self.model.buffers[buf].as_ptr();
        // SAFETY: `offset + len` is within the device bytes (asserted).
        let dst = unsafe { self.device.add(offset) };
        self.queue(buf, src, dst, len);
        Ok(())
    }

    fn fetch(&mut self, buf: usize, len: usize, offset: usize) -> Result<(), ()> {
        assert!(offset + len <= self.device_len && len <= self.capacity());
        let dst = self.model.buffers[buf].as_mut_ptr();
        // SAFETY: as in `send`.
        let src = unsafe { self.device.add(offset) }.cast_const();
        self.queue(buf, src, dst, len);
        Ok(())
    }
}

/// The engine thread: each job copied, then held until `len / rate` seconds from its start.
fn engine(jobs: mpsc::Receiver<Job>, rate: f64) {
    for job in jobs {
        let start = Instant::now();
        // SAFETY: `Job`'s contract: the bytes are this thread's until `done` is sent; the
        // staging buffer and the device bytes are distinct allocations.
        unsafe { core::ptr::copy_nonoverlapping(job.src, job.dst, job.len) };
        let until = start + Duration::from_secs_f64(job.len as f64 / rate);
        while Instant::now() < until {
            core::hint::spin_loop();
        }
        // The sender may have given up (an error): nothing waits.
        let _ = job.done.send(());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vector::Float3;

    #[derive(crate::PtxAbi, Clone, Copy, Debug, PartialEq)]
    #[ptx(crate = "crate")]
    #[repr(C)]
    struct Point {
        at: Float3,
        #[ptx(bits = 3)]
        level: u8,
        seen: bool,
    }

    /// Through a concurrent engine thread, the same bytes and values as `to_device_bytes`, for
    /// rings of 1 to 3 buffers and each way of writing a chunk.
    #[test]
    fn the_model_moves_the_images() {
        let size = <Point as PtxAbi>::LAYOUT.size;
        let values: Vec<Point> = (0..50)
            .map(|i| Point {
                at: Float3::new(i as f32, 1.0, -2.0),
                level: (i % 8) as u8,
                seen: i % 2 == 0,
            })
            .collect();
        let image = crate::slice::to_device_bytes(&values);
        let ways: &[bool] = if cfg!(feature = "parallel") {
            &[false, true]
        } else {
            &[false]
        };
        for buffers in 1..=3 {
            let mut model = StagingModel::new(7 * size, buffers, 1e12);
            for &parallel in ways {
                let what = format!("{buffers} buffers, parallel {parallel}");
                let mut device = vec![0xee; image.len()];
                model.upload(&values, &mut device, parallel).unwrap();
                assert_eq!(device, image, "{what}");
                let mut back = vec![values[3]; 2];
                model.download(&mut device, &mut back, parallel).unwrap();
                assert_eq!(back, values, "{what}");
            }
        }
    }
}
