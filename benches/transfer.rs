//! Uploads and downloads between host and GPU (BENCHMARKS.md, section 6), side by side in one
//! run, for `padded`, `vecs` and `bits` at 1, 16, 256 and 1024 MiB of images:
//! - `pinned`: the limit, `cuMemcpyHtoDAsync` / `cuMemcpyDtoHAsync` of the bytes already
//!   marshalled, in pinned memory, then a stream synchronisation;
//! - `cudarc`: what a cudarc user without ptx-abi writes, `clone_htod` / `clone_dtoh` (once `memcpy_stod` / `memcpy_dtov`) of a
//!   `#[repr(C)]` slice of the same bytes (the image, as `u8`s), from and into pageable memory;
//! - `default`: `upload_slice` / `download_slice` (new device buffer and new vector, as cudarc's);
//!   `into`: `DeviceImages::download_into` a vector kept from the last call;
//! - `one thread`: `ImageStaging::upload` / `download` (8 MiB buffers, one thread), against
//!   `copy 1 thread`: one thread's `copy_from_slice` of the image into (and out of) pinned
//!   buffers of the same size, chunk by chunk: its limit without a copy engine; `copy+send`
//!   (`fetch+copy` down): that copy, each chunk then sent (fetched first) and waited for, nothing
//!   overlapped, which against `copy 1 thread` plus `pinned` prices the copy engine's transfer
//!   of bytes the host has just written (or reads at once).
//!
//! Each figure is the median of the runs (10 from 256 MiB, more below: small transfers are
//! noisy), after one warm-up, in GB/s of image; `>= 0.8x in k/n` counts the default's runs at
//! 0.8x of the pinned copy's median or more. Every path's bytes are compared with `to_device_bytes`,
//! every download's values with the values uploaded.
//!
//! Knobs (comma-separated lists): `PTX_ABI_TRANSFER_SIZES` (MiB, default 1,16,256,1024);
//! `PTX_ABI_TRANSFER_GRID`, other stagings to measure beside the default, each
//! `s:CHUNK_MIB:BUFFERS` (one thread) or `p:CHUNK_MIB:BUFFERS` (`par_upload`/`par_download`,
//! feature `parallel`); chunk sizes may be fractions (`0.25`); `PTX_ABI_STREAM_BYTES=N` (blocks
//! from N bytes written past the cache, default 4 MiB); `RAYON_NUM_THREADS`.
//!
//! Needs a GPU and the `cudarc` feature: `cargo bench --features cudarc,parallel --bench
//! transfer`. Without a CUDA driver or device it says so and exits 0, or 1 with
//! `PTX_ABI_REQUIRE_GPU=1`.

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

#[path = "support/bulk_types.rs"]
mod bulk_types;

#[path = "support/indexed_values.rs"]
mod indexed_values;
use indexed_values::{bits, padded, vecs};

type Error = Box<dyn std::error::Error>;

/// The seconds of each of `runs` runs of `f`, after one warm-up.
fn times(runs: usize, mut f: impl FnMut()) -> Vec<f64> {
    f();
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64()
        })
        .collect()
}

fn median(times: &[f64]) -> f64 {
    let mut sorted = times.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted[sorted.len() / 2]
}

/// `len` bytes of pinned memory, zeroed through its pointer before any slice is made of it (the
/// allocation's bytes are uninitialised), as `ImageStaging` zeroes its buffers.
fn pinned_zeroed(context: &Arc<CudaContext>, len: usize) -> Result<PinnedHostSlice<u8>, Error> {
    // SAFETY: the memory is uninitialised after the call (`alloc_pinned`'s contract); it is
    // zeroed below before a slice is made of it.
    let mut pinned = unsafe { context.alloc_pinned_with_flags::<u8>(len, 0) }?;
    // No copy has used the buffer, so this returns at once.
    let ptr = pinned.as_mut_ptr()?;
    // SAFETY: `ptr` is the allocation's `len` bytes.
    unsafe { ptr.write_bytes(0, len) };
    Ok(pinned)
}

/// `text`, a number given in the environment variable `name`; anything else stops the bench: a
/// mistyped knob must not measure something other than what was asked.
fn env_number(name: &str, text: &str) -> f64 {
    text.trim()
        .parse()
        .unwrap_or_else(|_| panic!("{name}: {text:?} is not a number"))
}

/// The sizes to measure, in bytes.
fn sizes() -> Vec<usize> {
    match std::env::var("PTX_ABI_TRANSFER_SIZES") {
        Ok(list) => list
            .split(',')
            .map(|c| (env_number("PTX_ABI_TRANSFER_SIZES", c) * (1 << 20) as f64) as usize)
            .collect(),
        Err(_) => vec![1 << 20, 16 << 20, 256 << 20, 1 << 30],
    }
}

/// A staging measured beside the default (`PTX_ABI_TRANSFER_GRID`).
struct Staging {
    parallel: bool,
    chunk: usize,
    buffers: usize,
}

fn grid() -> Vec<Staging> {
    let Ok(list) = std::env::var("PTX_ABI_TRANSFER_GRID") else {
        return Vec::new();
    };
    list.split(',')
        .map(|item| {
            let parts: Vec<&str> = item.split(':').collect();
            let [kind, chunk, buffers] = parts[..] else {
                panic!("PTX_ABI_TRANSFER_GRID: {item:?} is not KIND:CHUNK_MIB:BUFFERS")
            };
            let parallel = match kind {
                "s" => false,
                "p" if cfg!(feature = "parallel") => true,
                _ => panic!("PTX_ABI_TRANSFER_GRID: {kind:?}: `s`, or `p` with `parallel`"),
            };
            Staging {
                parallel,
                chunk: (env_number("PTX_ABI_TRANSFER_GRID", chunk) * (1 << 20) as f64) as usize,
                buffers: env_number("PTX_ABI_TRANSFER_GRID", buffers) as usize,
            }
        })
        .collect()
}

/// One line of figures: `name`, and each `(label, seconds)` as GB/s with its ratio to the first.
fn report(bytes: usize, name: &str, direction: &str, figures: &[(String, f64)], extra: &str) {
    let gbs = |s: f64| bytes as f64 / s / 1e9;
    let limit = figures[0].1;
    let mut line = format!(
        "{direction:<4} {name:<6} {:>4} MiB  {} {:6.2}",
        bytes >> 20,
        figures[0].0,
        gbs(limit)
    );
    for (label, s) in &figures[1..] {
        line += &format!("  {label} {:6.2} ({:.2}x)", gbs(*s), limit / s);
    }
    println!("{line}{extra}");
}

fn main() {
    let Some(context) = gpu::context_or_skip("transfer") else {
        return;
    };
    println!(
        "== transfer: device {:?}, {} threads; GB/s of image, (ratio to pinned)",
        context.name().unwrap_or_default(),
        ptx_abi_testenv_threads(),
    );
    // `PTX_ABI_STREAM_BYTES=N`: blocks from N bytes are written past the cache (default 4 MiB,
    // MARSHALLING.md, "Staged uploads and downloads").
    if let Ok(bytes) = std::env::var("PTX_ABI_STREAM_BYTES") {
        let n = env_number("PTX_ABI_STREAM_BYTES", &bytes) as usize;
        ptx_abi_core::__testing::set_stream_bytes(n);
    }
    let grid = grid();
    for bytes in sizes() {
        one(&context, "padded", padded, bytes, &grid).expect("padded");
        one(&context, "vecs", vecs, bytes, &grid).expect("vecs");
        one(&context, "bits", bits, bytes, &grid).expect("bits");
    }
}

/// The threads a parallel path runs on.
fn ptx_abi_testenv_threads() -> usize {
    #[cfg(feature = "parallel")]
    return slice::rayon::current_num_threads();
    #[cfg(not(feature = "parallel"))]
    return 1;
}

/// One type at one size: its values, their image, a device buffer of it, and how many runs.
struct Case<'a, T: PtxAbi> {
    context: &'a Arc<CudaContext>,
    stream: Arc<CudaStream>,
    name: &'a str,
    values: Vec<T>,
    image: Vec<u8>,
    device: DeviceImages<T>,
    runs: usize,
}

impl<T: PtxAbi + Send + Sync + PartialEq> Case<'_, T> {
    fn same_bytes(&self, what: &str) {
        let back = self.stream.clone_dtoh(self.device.as_bytes()).unwrap();
        assert!(
            back == self.image,
            "{}, {what}: the device image differs",
            self.name
        );
    }

    /// The limit, up and down: the image, already marshalled, copied from and into pinned memory.
    fn pinned(&mut self) -> Result<[Vec<f64>; 2], Error> {
        let (stream, runs) = (&self.stream, self.runs);
        let mut pinned = pinned_zeroed(self.context, self.image.len())?;
        pinned.as_mut_slice()?.copy_from_slice(&self.image);
        let cu_stream = stream.cu_stream();
        let (dptr, _sync) = self.device.as_bytes().device_ptr(stream);
        let up = times(runs, || {
            let src = pinned.as_slice().unwrap();
            // SAFETY: `dptr` is the image's length of device memory and `src` as much pinned
            // memory, neither freed before the synchronisation below.
            unsafe { result::memcpy_htod_async(dptr, src, cu_stream) }.unwrap();
            stream.synchronize().unwrap();
        });
        let down = times(runs, || {
            let dst = pinned.as_mut_slice().unwrap();
            // SAFETY: as above.
            unsafe { result::memcpy_dtoh_async(dst, dptr, cu_stream) }.unwrap();
            stream.synchronize().unwrap();
        });
        Ok([up, down])
    }

    /// cudarc's own copies of the same bytes, pageable, up and down.
    fn cudarc(&self) -> Result<[Vec<f64>; 2], Error> {
        let (stream, image) = (&self.stream, &self.image);
        let up = times(self.runs, || {
            let d = stream.clone_htod(image).unwrap();
            stream.synchronize().unwrap();
            drop(d);
        });
        let uploaded = stream.clone_htod(image)?;
        let down = times(self.runs, || {
            let v: Vec<u8> = stream.clone_dtoh(&uploaded).unwrap();
            assert_eq!(v.len(), image.len());
        });
        Ok([up, down])
    }

    /// The default calls: up, down into a new vector, and down into a kept one.
    fn defaults(&self) -> Result<[Vec<f64>; 3], Error> {
        let (stream, values, device) = (&self.stream, &self.values, &self.device);
        let up = times(self.runs, || {
            let d = upload_slice(stream, values).unwrap();
            stream.synchronize().unwrap();
            drop(d);
        });
        let uploaded = upload_slice(stream, values)?;
        let back = stream.clone_dtoh(uploaded.as_bytes())?;
        assert!(back == self.image, "{}: upload_slice", self.name);
        let down = times(self.runs, || {
            let v: Vec<T> = download_slice(stream, device).unwrap();
            assert_eq!(v.len(), values.len());
        });
        assert!(download_slice(stream, device)? == *values, "{}", self.name);
        // Into a vector kept from the warm-up: no page of it is new.
        let mut reused: Vec<T> = Vec::new();
        let into = times(self.runs, || {
            device.download_into(stream, &mut reused).unwrap();
        });
        assert!(reused == *values, "{}: download_into", self.name);
        Ok([up, down, into])
    }

    /// Through `staging`, up and down, in parallel or on this thread.
    fn staged(&mut self, staging: &mut ImageStaging, parallel: bool) -> [Vec<f64>; 2] {
        let (stream, values, device) = (&self.stream, &self.values, &mut self.device);
        let up = times(self.runs, || {
            #[cfg(feature = "parallel")]
            if parallel {
                staging.par_upload(stream, values, device).unwrap();
                stream.synchronize().unwrap();
                return;
            }
            assert!(!parallel, "parallel staging needs the `parallel` feature");
            staging.upload(stream, values, device).unwrap();
            stream.synchronize().unwrap();
        });
        let mut back: Vec<T> = Vec::new();
        let down = times(self.runs, || {
            #[cfg(feature = "parallel")]
            if parallel {
                staging.par_download(stream, device, &mut back).unwrap();
                return;
            }
            staging.download(stream, device, &mut back).unwrap();
        });
        assert!(back == *values, "{}: a staged download", self.name);
        self.same_bytes("a staged upload");
        [up, down]
    }

    /// One thread's `copy_from_slice` of the image into and out of a pinned buffer of `chunk`
    /// bytes, chunk by chunk; and the same copies each followed (up) or preceded (down) by the
    /// chunk's pinned copy to or from the device and a synchronisation, nothing overlapped: set
    /// beside `copy 1 thread` plus `pinned`, it says what a copy engine's transfer of bytes the
    /// host has just written (or will read at once) costs beyond the two apart.
    fn one_thread_copy(&self, chunk: usize) -> Result<[Vec<f64>; 4], Error> {
        let (image, stream) = (&self.image, &self.stream);
        let mut buffer = pinned_zeroed(self.context, chunk.min(image.len()).max(1))?;
        let buffer = buffer.as_mut_slice()?;
        let copy_in = times(self.runs, || {
            for part in image.chunks(buffer.len()) {
                buffer[..part.len()].copy_from_slice(part);
            }
        });
        let mut out = vec![0u8; image.len()];
        let copy_out = times(self.runs, || {
            for part in out.chunks_mut(buffer.len()) {
                let len = part.len();
                part.copy_from_slice(&buffer[..len]);
            }
        });
        let (base, _sync) = self.device.as_bytes().device_ptr(stream);
        let cu_stream = stream.cu_stream();
        let copy_sent = times(self.runs, || {
            for (k, part) in image.chunks(buffer.len()).enumerate() {
                buffer[..part.len()].copy_from_slice(part);
                let at = base + (k * buffer.len()) as u64;
                // SAFETY: `at .. + part.len()` lies in the device buffer of the image's length,
                // and the pinned source is neither written nor freed before the
                // synchronisation that follows.
                unsafe { result::memcpy_htod_async(at, &buffer[..part.len()], cu_stream) }.unwrap();
                stream.synchronize().unwrap();
            }
        });
        self.same_bytes("copied and sent");
        let fetched_copy = times(self.runs, || {
            for (k, part) in out.chunks_mut(buffer.len()).enumerate() {
                let len = part.len();
                let at = base + (k * buffer.len()) as u64;
                // SAFETY: as above, from the device into the pinned buffer, read only after the
                // synchronisation.
                unsafe { result::memcpy_dtoh_async(&mut buffer[..len], at, cu_stream) }.unwrap();
                stream.synchronize().unwrap();
                part.copy_from_slice(&buffer[..len]);
            }
        });
        assert!(out == *image, "{}: fetched and copied", self.name);
        Ok([copy_in, copy_out, copy_sent, fetched_copy])
    }
}

/// Every path for one type at one size, printed as two lines (up, down).
fn one<T: PtxAbi + Send + Sync + PartialEq>(
    context: &Arc<CudaContext>,
    name: &str,
    make: fn(usize) -> T,
    bytes: usize,
    grid: &[Staging],
) -> Result<(), Error> {
    let stream: Arc<CudaStream> = context.new_stream()?;
    let n = bytes / T::LAYOUT.size;
    let values: Vec<T> = (0..n).map(make).collect();
    let image = slice::to_device_bytes(&values);
    // SAFETY: every byte is written (by the pinned copy, first) before anything reads it.
    let device = DeviceImages::<T>::from_bytes(unsafe { stream.alloc::<u8>(image.len()) }?)?;
    let mut case = Case {
        context,
        stream,
        name,
        runs: ((256usize << 20) / image.len().max(1)).clamp(10, 200),
        values,
        image,
        device,
    };
    let [pinned_up, pinned_down] = case.pinned()?;
    let [cudarc_up, cudarc_down] = case.cudarc()?;
    let [default_up, default_down, into_down] = case.defaults()?;
    // One thread through `ImageStaging` (8 MiB buffers), and one thread's copy of the same
    // bytes into and out of pinned buffers of that size.
    let chunk = 8 << 20;
    let [one_up, one_down] = case.staged(&mut ImageStaging::new(context, chunk)?, false);
    let [copy_in, copy_out, copy_sent, fetched_copy] = case.one_thread_copy(chunk)?;
    let mut up = vec![
        ("pinned".to_string(), median(&pinned_up)),
        ("cudarc".to_string(), median(&cudarc_up)),
        ("default".to_string(), median(&default_up)),
        ("one thread".to_string(), median(&one_up)),
        ("copy 1 thread".to_string(), median(&copy_in)),
        ("copy+send".to_string(), median(&copy_sent)),
    ];
    let mut down = vec![
        ("pinned".to_string(), median(&pinned_down)),
        ("cudarc".to_string(), median(&cudarc_down)),
        ("default".to_string(), median(&default_down)),
        ("into".to_string(), median(&into_down)),
        ("one thread".to_string(), median(&one_down)),
        ("copy 1 thread".to_string(), median(&copy_out)),
        ("fetch+copy".to_string(), median(&fetched_copy)),
    ];
    for s in grid {
        let kind = if s.parallel { "par" } else { "seq" };
        let label = format!("{kind} {}K x{}", s.chunk >> 10, s.buffers);
        let mut staging = ImageStaging::with_buffers(context, s.chunk, s.buffers)?;
        let [t_up, t_down] = case.staged(&mut staging, s.parallel);
        up.push((label.clone(), median(&t_up)));
        down.push((label, median(&t_down)));
    }
    // How many of the default's runs reach 0.8x of the pinned copy's median, and its speed
    // against cudarc's copy.
    let met = |ts: &[f64], limit: f64| {
        let k = ts.iter().filter(|t| limit / **t >= 0.8).count();
        format!("{k}/{}", ts.len())
    };
    let bytes = case.image.len();
    let extra = format!(
        "  | default: >= 0.8x of pinned in {}, {:.2}x of cudarc's speed",
        met(&default_up, up[0].1),
        median(&cudarc_up) / median(&default_up)
    );
    report(bytes, name, "up", &up, &extra);
    let extra = format!(
        "  | default: >= 0.8x of pinned in {}, {:.2}x of cudarc's speed; into: >= 0.8x in {}",
        met(&default_down, down[0].1),
        median(&cudarc_down) / median(&default_down),
        met(&into_down, down[0].1),
    );
    report(bytes, name, "down", &down, &extra);
    Ok(())
}
