//! The host's half of the staged transfers, without a GPU (BENCHMARKS.md §6, "What the host
//! predicts"): the staging pipeline (`ImageStaging`'s schedule and marshalling) against an
//! engine thread that copies each chunk between the staging buffers and host memory at no more
//! than the pinned copy's rate (`ptx_abi_core::__testing::StagingModel`). For
//! `padded`, `vecs` and `bits`, chunks of 0.25, 1, 8 and 32 MiB, two and three buffers, one
//! thread and every thread: GB/s of image and the ratio to the rate. The model's engine reads
//! and writes host memory where a GPU's copy engine only reads (uploads) or writes (downloads)
//! it, so where memory is the limit it predicts low.
//!
//! Knobs: `PTX_ABI_MODEL_RATE` (GB/s, default 55: the H200 host's pinned copy),
//! `PTX_ABI_TRANSFER_SIZES` (MiB, default 16,256), `PTX_ABI_MODEL_CHUNKS` (MiB, default
//! 0.25,1,8,32), `RAYON_NUM_THREADS`.
//!
//! `cargo bench --features parallel --bench staging_model`.

use std::time::Instant;

use ptx_abi_core::__testing::StagingModel;
use ptx_abi_core::{slice, PtxAbi};

#[path = "support/padded.rs"]
mod padded_type;

#[path = "support/bulk_types.rs"]
mod bulk_types;

#[path = "support/indexed_values.rs"]
mod indexed_values;
use indexed_values::{bits, padded, vecs};

const RUNS: usize = 5;

fn median_secs(mut f: impl FnMut()) -> f64 {
    f();
    let mut times: Vec<f64> = (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[RUNS / 2]
}

/// The numbers in the environment variable `name` (a comma-separated list), else `default`;
/// an entry that is not a number stops the bench, naming the variable.
fn env_list(name: &str, default: &[f64]) -> Vec<f64> {
    match std::env::var(name) {
        Ok(list) => list
            .split(',')
            .map(|c| {
                c.trim()
                    .parse()
                    .unwrap_or_else(|_| panic!("{name}: {c:?} is not a number"))
            })
            .collect(),
        Err(_) => default.to_vec(),
    }
}

fn one<T: PtxAbi + Send + Sync + PartialEq>(
    name: &str,
    make: fn(usize) -> T,
    bytes: usize,
    rate: f64,
) {
    let n = bytes / T::LAYOUT.size;
    let bytes = n * T::LAYOUT.size;
    let values: Vec<T> = (0..n).map(make).collect();
    let image = slice::to_device_bytes(&values);
    let mut device = vec![0u8; bytes];
    let mut back: Vec<T> = Vec::with_capacity(n);
    let gbs = |s: f64| bytes as f64 / s / 1e9;
    let threads = slice::rayon::current_num_threads();
    for chunk in env_list("PTX_ABI_MODEL_CHUNKS", &[0.25, 1.0, 8.0, 32.0]) {
        let chunk = (chunk * (1 << 20) as f64) as usize;
        for buffers in [2, 3] {
            let mut model = StagingModel::new(chunk, buffers, rate);
            for parallel in [false, true] {
                let up = median_secs(|| model.upload(&values, &mut device, parallel).unwrap());
                assert!(device == image, "{name}: the model's upload");
                let down =
                    median_secs(|| model.download(&mut device, &mut back, parallel).unwrap());
                assert!(back == values, "{name}: the model's download");
                println!(
                    "model {name:<6} {:>4} MiB, chunks {:>5} KiB x {buffers}, {:>2} threads: up {:6.2} GB/s ({:.2}x), down {:6.2} GB/s ({:.2}x)",
                    bytes >> 20,
                    chunk >> 10,
                    if parallel { threads } else { 1 },
                    gbs(up),
                    gbs(up) / (rate / 1e9),
                    gbs(down),
                    gbs(down) / (rate / 1e9),
                );
            }
        }
    }
}

fn main() {
    let rate = env_list("PTX_ABI_MODEL_RATE", &[55.0])[0] * 1e9;
    println!(
        "== staging model: engine at {:.0} GB/s, {} threads; GB/s of image (ratio to the engine's rate)",
        rate / 1e9,
        slice::rayon::current_num_threads()
    );
    for mib in env_list("PTX_ABI_TRANSFER_SIZES", &[16.0, 256.0]) {
        let bytes = (mib * (1 << 20) as f64) as usize;
        one("padded", padded, bytes, rate);
        one("vecs", vecs, bytes, rate);
        one("bits", bits, bytes, rate);
    }
}
