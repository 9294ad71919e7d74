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
//! Needs a GPU and the `cudarc` feature: `cargo bench --features cudarc --bench transfer`.
//! Without a CUDA driver or device it says so and exits 0, or 1 with `PTX_ABI_REQUIRE_GPU=1`.

use std::sync::Arc;
use std::time::Instant;

use ptx_abi_core::integrations::{download_slice, upload_slice, DeviceImages, ImageStaging};
use ptx_abi_core::kernel::cudarc::driver::{result, CudaContext, CudaStream, DevicePtr as _};
use ptx_abi_core::{slice, PtxAbi};

#[path = "support/gpu.rs"]
mod gpu;

#[path = "support/padded.rs"]
mod padded_type;
use padded_type::Padded;

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

fn main() {
    let Some(context) = gpu::context_or_skip("transfer") else {
        return;
    };
    run(&context).expect("the transfer benchmark");
}

fn run(context: &Arc<CudaContext>) -> Result<(), Box<dyn std::error::Error>> {
    let stream: Arc<CudaStream> = context.new_stream()?;
    let n = BYTES / Padded::LAYOUT.size;
    let values: Vec<Padded> = (0..n)
        .map(|i| Padded {
            a: i as u8,
            b: i as f64 * 0.5,
            c: (i >> 3) as u16,
            d: i as u32,
            e: (i >> 11) as u8,
        })
        .collect();
    let image = slice::to_device_bytes(&values);
    // SAFETY: every byte is written (by the copies below) before anything reads it.
    let mut device = DeviceImages::<Padded>::from_bytes(unsafe { stream.alloc::<u8>(BYTES) }?)?;
    // The limit's source and destination: the image, already marshalled, in pinned memory.
    // SAFETY: written in full right away.
    let mut pinned = unsafe { context.alloc_pinned_with_flags::<u8>(BYTES, 0) }?;
    pinned.as_mut_slice()?.copy_from_slice(&image);
    let cu_stream = stream.cu_stream();
    let dptr = device.as_bytes().device_ptr(&stream).0;

    let limit_up = time(|| {
        let src = pinned.as_slice().unwrap();
        // SAFETY: `dptr` is `BYTES` of device memory and `src` `BYTES` of pinned memory,
        // neither freed before the synchronisation below.
        unsafe { result::memcpy_htod_async(dptr, src, cu_stream) }.unwrap();
        stream.synchronize().unwrap();
    });
    let limit_down = time(|| {
        let dst = pinned.as_mut_slice().unwrap();
        // SAFETY: as above.
        unsafe { result::memcpy_dtoh_async(dst, dptr, cu_stream) }.unwrap();
        stream.synchronize().unwrap();
    });

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
