//! Uploads and downloads of 256 MiB of padded values between host and GPU (BENCHMARKS.md,
//! section 6): ptx-abi's overlapped transfers (`ImageStaging`: chunk `k + 1` marshalled into one
//! pinned buffer while chunk `k` is copied from the other) against
//! - the limit: `cuMemcpyHtoDAsync` / `cuMemcpyDtoHAsync` of the same bytes already marshalled,
//!   in pinned memory, then a stream synchronisation;
//! - marshal, then copy: `upload_slice` (`slice::to_device_bytes`, then cudarc's `clone_htod`)
//!   and `download_slice` (`clone_dtoh`, then `slice::from_device_bytes`).
//!
//! Each figure is the median of 7 runs (after one warm-up), in GB/s of image; the targets are
//! uploads and downloads >= 0.8x of the limit.
//!
//! With the `parallel` feature, also the parallel staging pipeline (`ImageStaging::par_upload`,
//! `par_download`: each chunk marshalled on all the machine's threads while the previous one is
//! copied) for `padded`, `vecs` and `bits` at 256 MiB and 1 GiB, with staging buffers of 8 and
//! 32 MiB, against the pinned copy of the same bytes (target: >= 0.8x); and before
//! each, the host's side alone (`host alone`: the same chunks marshalled into and read from one
//! pinned buffer with no copy engine, against a parallel `copy_from_slice` of the same bytes).
//!
//! Knobs, for measuring other choices on a GPU host (each a comma-separated list):
//! `PTX_ABI_TRANSFER_SIZES` (MiB, default 256,1024), `PTX_ABI_TRANSFER_CHUNKS` (MiB, default
//! 8,32), `PTX_ABI_TRANSFER_BUFFERS` (the ring, default `ImageStaging::BUFFERS`);
//! `PTX_ABI_STREAM_BYTES=N` (blocks from N bytes written past the cache, default 4 MiB);
//! `PTX_ABI_TRANSFER_PARALLEL_ONLY=1` (the parallel part alone); `RAYON_NUM_THREADS`.
//!
//! Needs a GPU and the `cudarc` feature: `cargo bench --features cudarc --bench transfer`.
//! Without a CUDA driver or device it says so and exits 0, or 1 with `PTX_ABI_REQUIRE_GPU=1`.

use std::sync::Arc;
use std::time::Instant;

use ptx_abi_core::gpu::cudarc::driver::{
    result, CudaContext, CudaStream, DevicePtr as _, PinnedHostSlice,
};
use ptx_abi_core::gpu::{download_slice, upload_slice, DeviceImages, ImageStaging};
use ptx_abi_core::{slice, PtxAbi};

#[path = "support/gpu.rs"]
mod gpu;

#[path = "support/padded.rs"]
mod padded_type;
use padded_type::Padded;

#[cfg(feature = "parallel")]
#[path = "support/bulk_types.rs"]
mod bulk_types;

const BYTES: usize = 256 << 20;
const CHUNK: usize = 8 << 20;
const RUNS: usize = 7;

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// The median seconds of `RUNS` runs of `f` (after one warm-up).
fn time(mut f: impl FnMut()) -> f64 {
    f();
    median(
        (0..RUNS)
            .map(|_| {
                let start = Instant::now();
                f();
                start.elapsed().as_secs_f64()
            })
            .collect(),
    )
}

/// `len` bytes of pinned memory, zeroed through its pointer before any slice is made of it (the
/// allocation's bytes are uninitialised, and a `&mut [u8]` over them would claim otherwise), as
/// `ImageStaging::new` zeroes its buffers.
fn pinned_zeroed(
    context: &Arc<CudaContext>,
    len: usize,
) -> Result<PinnedHostSlice<u8>, Box<dyn std::error::Error>> {
    // SAFETY: the memory is uninitialised after the call (`alloc_pinned`'s contract); it is
    // zeroed below before a slice is made of it.
    let mut pinned = unsafe { context.alloc_pinned_with_flags::<u8>(len, 0) }?;
    // No copy has used the buffer, so this returns at once.
    let ptr = pinned.as_mut_ptr()?;
    // SAFETY: `ptr` is the allocation's `len` bytes.
    unsafe { ptr.write_bytes(0, len) };
    Ok(pinned)
}

/// The limit: seconds of a `cuMemcpyHtoDAsync` and of a `cuMemcpyDtoHAsync` (each then a stream
/// synchronisation) of `image`, already marshalled, between pinned memory and `device`.
fn pinned_limits<T: PtxAbi>(
    context: &Arc<CudaContext>,
    stream: &Arc<CudaStream>,
    image: &[u8],
    device: &DeviceImages<T>,
) -> Result<(f64, f64), Box<dyn std::error::Error>> {
    let mut pinned = pinned_zeroed(context, image.len())?;
    pinned.as_mut_slice()?.copy_from_slice(image);
    let cu_stream = stream.cu_stream();
    let (dptr, _sync) = device.as_bytes().device_ptr(stream);
    let up = time(|| {
        let src = pinned.as_slice().unwrap();
        // SAFETY: `dptr` is `image.len()` bytes of device memory and `src` as many of pinned
        // memory, neither freed before the synchronisation below.
        unsafe { result::memcpy_htod_async(dptr, src, cu_stream) }.unwrap();
        stream.synchronize().unwrap();
    });
    let down = time(|| {
        let dst = pinned.as_mut_slice().unwrap();
        // SAFETY: as above.
        unsafe { result::memcpy_dtoh_async(dst, dptr, cu_stream) }.unwrap();
        stream.synchronize().unwrap();
    });
    Ok((up, down))
}

/// Value `i` of the `Padded` values moved.
fn padded(i: usize) -> Padded {
    Padded {
        a: i as u8,
        b: i as f64 * 0.5,
        c: (i >> 3) as u16,
        d: i as u32,
        e: (i >> 11) as u8,
    }
}

/// `text`, a number given in the environment variable `name`; anything else stops the bench.
fn env_number(name: &str, text: &str) -> usize {
    text.trim()
        .parse()
        .unwrap_or_else(|_| panic!("{name}: {text:?} is not a number"))
}

fn main() {
    let Some(context) = gpu::context_or_skip("transfer") else {
        return;
    };
    // `PTX_ABI_STREAM_BYTES=N`: blocks from N bytes are written past the cache (default 4 MiB,
    // MARSHALLING.md, "Staged uploads and downloads"), to measure the other choice on a GPU host.
    if let Ok(bytes) = std::env::var("PTX_ABI_STREAM_BYTES") {
        ptx_abi_core::__testing::set_stream_bytes(env_number("PTX_ABI_STREAM_BYTES", &bytes));
    }
    if std::env::var_os("PTX_ABI_TRANSFER_PARALLEL_ONLY").is_none() {
        run(&context).expect("the transfer benchmark");
    }
    #[cfg(feature = "parallel")]
    parallel::run(&context).expect("the parallel transfer benchmark");
}

#[cfg(feature = "parallel")]
mod parallel {
    //! The parallel staging pipeline against the pinned copy (module docs above).
    use super::*;
    use bulk_types::{Bits, Vecs};
    use ptx_abi_core::vector::{Float3, Float4};

    fn vecs(i: usize) -> Vecs {
        let f = i as f32;
        Vecs {
            pos: Float3::new(f, f + 1.0, f + 2.0),
            vel: Float4::new(f * 0.5, 1.0, 2.0, 0.0),
            mass: f * 0.25,
            charge: -f,
            id: i as u32,
        }
    }

    fn bits(i: usize) -> Bits {
        Bits {
            x: i as f32,
            y: 1.0,
            z: 2.0,
            id: i as u32,
            kind: (i & 0xf) as u32,
            level: ((i >> 4) & 0x3f) as u32,
            flags: ((i >> 10) & 0xfff) as u32,
            delta: (i & 0x3ff) as i32 - 512,
            lane: (i & 0x7f) as u16,
            group: ((i >> 7) & 0x1ff) as u16,
            tag: (i & 7) as u8,
            alive: i % 3 == 0,
            weight: 0.5,
            seq: !(i as u32),
        }
    }

    fn one<T: PtxAbi + Send + Sync + PartialEq>(
        context: &Arc<CudaContext>,
        name: &str,
        make: fn(usize) -> T,
        bytes: usize,
    ) -> Result<(), Box<dyn std::error::Error>> {
        let stream: Arc<CudaStream> = context.new_stream()?;
        let n = bytes / T::LAYOUT.size;
        let bytes = n * T::LAYOUT.size;
        let values: Vec<T> = (0..n).map(make).collect();
        let image = slice::par_try_to_device_bytes(&values)?;
        // SAFETY: every byte is written (by the copies below) before anything reads it.
        let mut device = DeviceImages::<T>::from_bytes(unsafe { stream.alloc::<u8>(bytes) }?)?;
        let (limit_up, limit_down) = pinned_limits(context, &stream, &image, &device)?;
        let gbs = |s: f64| bytes as f64 / s / 1e9;
        // `PTX_ABI_TRANSFER_CHUNKS=8,32,128`: the staging buffers' sizes tried, in MiB.
        for chunk in env_list("PTX_ABI_TRANSFER_CHUNKS", &[8, 32]).map(|mib| mib << 20) {
            host_alone(context, name, &values, &image, chunk)?;
            // `PTX_ABI_TRANSFER_BUFFERS=2,3`: the rings tried, in buffers (default: the one
            // `ImageStaging::new` pins).
            for buffers in env_list("PTX_ABI_TRANSFER_BUFFERS", &[ImageStaging::BUFFERS]) {
                let mut staging = ImageStaging::with_buffers(context, chunk, buffers)?;
                let up = time(|| {
                    staging.par_upload(&stream, &values, &mut device).unwrap();
                    stream.synchronize().unwrap();
                });
                assert!(
                    stream.clone_dtoh(device.as_bytes())? == image,
                    "{name}: the parallel upload's bytes"
                );
                let mut back: Vec<T> = Vec::new();
                let down = time(|| {
                    staging.par_download(&stream, &device, &mut back).unwrap();
                });
                assert!(back == values, "{name}: the parallel download's values");
                for (what, limit, took) in
                    [("upload", limit_up, up), ("download", limit_down, down)]
                {
                    println!(
                        "parallel {what:<8} {name:<6} {:>4} MiB, chunks {:>2} MiB x {buffers}, {} threads: {:6.2} GB/s, pinned copy {:6.2} GB/s: {:.2}x (target >= 0.8x: {})",
                        bytes >> 20,
                        chunk >> 20,
                        ptx_abi_core::slice::rayon::current_num_threads(),
                        gbs(took),
                        gbs(limit),
                        limit / took,
                        if limit / took >= 0.8 { "met" } else { "MISSED" },
                    );
                }
            }
        }
        Ok(())
    }

    /// The numbers in the environment variable `name` (a comma-separated list), else `default`.
    /// An entry that is not a number stops the bench, naming the variable: a mistyped knob must
    /// not measure something other than what was asked.
    fn env_list(name: &str, default: &[usize]) -> impl Iterator<Item = usize> {
        std::env::var(name)
            .ok()
            .map(|v| v.split(',').map(|c| env_number(name, c)).collect())
            .unwrap_or_else(|| default.to_vec())
            .into_iter()
    }

    /// The host's side of the pipeline alone, with no copy engine: every chunk of `values`
    /// marshalled on all threads into one pinned buffer of `chunk` bytes, and read back from it
    /// into vectors as large as the whole transfer, against a parallel copy of the same bytes
    /// between `image` and that buffer, and from it into a buffer of the image's size. Where the
    /// overlapped transfer falls short of the pinned copy, this says whether the host's work is
    /// the limit (BENCHMARKS.md §6).
    fn host_alone<T: PtxAbi + Send + Sync>(
        context: &Arc<CudaContext>,
        name: &str,
        values: &[T],
        image: &[u8],
        chunk: usize,
    ) -> Result<(), Box<dyn std::error::Error>> {
        use ptx_abi_core::slice::rayon::prelude::*;
        let size = T::LAYOUT.size;
        let per = chunk / size;
        let mut pinned = pinned_zeroed(context, per * size)?;
        let buffer = pinned.as_mut_slice()?;
        // The copy's own pieces: as many as the marshalling's tasks, about four per thread.
        let piece = (per * size).div_ceil(slice::rayon::current_num_threads() * 4);
        let copy = |dst: &mut [u8], src: &[u8]| {
            dst.par_chunks_mut(piece)
                .zip(src.par_chunks(piece))
                .for_each(|(d, s)| d.copy_from_slice(s));
        };
        let write = time(|| {
            for part in values.chunks(per) {
                slice::par_write_device_bytes(part, &mut buffer[..part.len() * size]).unwrap();
            }
        });
        let copy_in = time(|| {
            for part in image.chunks(per * size) {
                copy(&mut buffer[..part.len()], part);
            }
        });
        // Read back into memory of the whole transfer's size, as a download fills its vector:
        // a vector per chunk, and the bytes into one buffer of the image's size (both written
        // once by the warm-up run, so that no page is faulted in while timed).
        let mut backs: Vec<Vec<T>> = image
            .chunks(per * size)
            .map(|_| Vec::with_capacity(per))
            .collect();
        let mut bytes_back = vec![0u8; image.len()];
        let read = time(|| {
            for (part, back) in image.chunks(per * size).zip(&mut backs) {
                slice::par_from_device_bytes_into(&buffer[..part.len()], back).unwrap();
            }
        });
        let copy_out = time(|| {
            for out in bytes_back.chunks_mut(per * size) {
                let len = out.len();
                copy(out, &buffer[..len]);
            }
        });
        let gbs = |s: f64| image.len() as f64 / s / 1e9;
        println!(
            "host alone        {name:<6} {:>4} MiB, chunks {:>2} MiB, {} threads: write {:6.2} GB/s (parallel copy {:6.2}: {:.2}x), read {:6.2} GB/s (parallel copy {:6.2}: {:.2}x)",
            image.len() >> 20,
            chunk >> 20,
            slice::rayon::current_num_threads(),
            gbs(write),
            gbs(copy_in),
            copy_in / write,
            gbs(read),
            gbs(copy_out),
            copy_out / read,
        );
        Ok(())
    }

    pub fn run(context: &Arc<CudaContext>) -> Result<(), Box<dyn std::error::Error>> {
        println!("\n== parallel staging (ImageStaging::par_upload / par_download), median of {RUNS} runs");
        // `PTX_ABI_TRANSFER_SIZES=256,1024`: the transfers' sizes, in MiB.
        for bytes in env_list("PTX_ABI_TRANSFER_SIZES", &[256, 1024]).map(|mib| mib << 20) {
            one(context, "padded", padded, bytes)?;
            one(context, "vecs", vecs, bytes)?;
            one(context, "bits", bits, bytes)?;
        }
        Ok(())
    }
}

fn run(context: &Arc<CudaContext>) -> Result<(), Box<dyn std::error::Error>> {
    let stream: Arc<CudaStream> = context.new_stream()?;
    let n = BYTES / Padded::LAYOUT.size;
    let values: Vec<Padded> = (0..n).map(padded).collect();
    let image = slice::to_device_bytes(&values);
    // SAFETY: every byte is written (by the copies below) before anything reads it.
    let mut device = DeviceImages::<Padded>::from_bytes(unsafe { stream.alloc::<u8>(BYTES) }?)?;
    // The limit: the image, already marshalled, in pinned memory.
    let (limit_up, limit_down) = pinned_limits(context, &stream, &image, &device)?;

    let mut staging = ImageStaging::new(context, CHUNK)?;
    let overlapped_up = time(|| {
        staging.upload(&stream, &values, &mut device).unwrap();
        stream.synchronize().unwrap();
    });
    assert_eq!(
        stream.clone_dtoh(device.as_bytes())?,
        image,
        "the overlapped upload's bytes"
    );
    let mut back: Vec<Padded> = Vec::new();
    let overlapped_down = time(|| {
        staging.download(&stream, &device, &mut back).unwrap();
    });
    assert!(back == values, "the overlapped download's values");

    let serial_up = time(|| {
        let d = upload_slice(&stream, &values).unwrap();
        stream.synchronize().unwrap();
        drop(d);
    });
    let serial_down = time(|| {
        let v: Vec<Padded> = download_slice(&stream, &device).unwrap();
        assert_eq!(v.len(), n);
    });

    let gbs = |s: f64| BYTES as f64 / s / 1e9;
    println!("\n== summary: transfer, 256 MiB of `Padded` images, median of {RUNS} runs");
    println!("device: {:?}", context.name()?);
    for (what, limit, overlapped, serial) in [
        ("upload", limit_up, overlapped_up, serial_up),
        ("download", limit_down, overlapped_down, serial_down),
    ] {
        println!(
            "{what:<9} pinned copy (limit) {:6.2} GB/s   overlapped {:6.2} GB/s ({:.2}x, target >= 0.8x: {})   marshal-then-copy {:6.2} GB/s ({:.2}x)",
            gbs(limit),
            gbs(overlapped),
            limit / overlapped,
            if limit / overlapped >= 0.8 { "met" } else { "MISSED" },
            gbs(serial),
            limit / serial,
        );
    }
    Ok(())
}
