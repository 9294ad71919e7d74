//! The checks shared by the property tests of the parallel paths (`tests/layouts/random_fast_paths.rs`
//! on random types, `tests/oracle/imported_corpus.rs` on the header corpus's types), which are in two test
//! binaries: each includes this file with `#[path]`.

use ptx_abi_core::slice::{self, rayon};
use ptx_abi_core::PtxAbi;
use ptx_abi_kernels::random::{random_bytes, ChaCha8Rng};
use rand::Rng;

/// A rayon pool of each of these sizes.
pub fn pools(threads: &[usize]) -> Vec<rayon::ThreadPool> {
    threads
        .iter()
        .map(|&n| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .build()
                .unwrap()
        })
        .collect()
}

/// On the current rayon pool: `values` written in parallel over garbage give `image` (their
/// sequential image); `image` reads as in sequence, without an error; and `garbled` times (at
/// most one per element), `image` with two elements, drawn anywhere (any tasks, or the same
/// element twice), replaced by random bytes reads as in sequence: the same values, or the same
/// error naming the first. Returns how many garbled images read as errors.
pub fn check_on_current_pool<T: PtxAbi + Copy + Send + Sync>(
    rng: &mut ChaCha8Rng,
    values: &[T],
    image: &[u8],
    garbled: usize,
) -> usize {
    let (n, size) = (values.len(), T::LAYOUT.size);
    let name = T::LAYOUT.name;
    let threads = rayon::current_num_threads();
    let mut written = random_bytes(rng, n * size);
    slice::par_write_device_bytes(values, &mut written).expect("a parallel write of valid values");
    assert!(
        written == image,
        "{name}, {threads} threads, {n} values: the images differ"
    );
    assert!(!read_in_sequence_and_in_parallel::<T>(
        image,
        &format!("{n} values")
    ));
    let mut errors = 0;
    for _ in 0..garbled.min(n) {
        let bad = [rng.gen_range(0..n), rng.gen_range(0..n)];
        let mut garbled = image.to_vec();
        for e in bad {
            garbled[e * size..(e + 1) * size].copy_from_slice(&random_bytes(rng, size));
        }
        let what = format!("{n} values, elements {bad:?} garbled");
        errors += usize::from(read_in_sequence_and_in_parallel::<T>(&garbled, &what));
    }
    errors
}

/// Reads `image` in sequence (`slice::from_device_bytes`) and on the current rayon pool
/// (`slice::par_from_device_bytes_into`): both must read the same values (compared by the images
/// they write, since values with padding have no equality) or fail with the same error, naming
/// the same element and member, and leave no values behind. Returns whether it was an error.
pub fn read_in_sequence_and_in_parallel<T: PtxAbi + Copy + Send>(image: &[u8], what: &str) -> bool {
    let sequential = slice::from_device_bytes::<T>(image);
    let mut parallel: Vec<T> = Vec::new();
    let result = slice::par_from_device_bytes_into(image, &mut parallel);
    let name = T::LAYOUT.name;
    let threads = rayon::current_num_threads();
    match (sequential, result) {
        (Ok(values), Ok(())) => {
            assert!(
                slice::to_device_bytes(&parallel) == slice::to_device_bytes(&values),
                "{name}, {threads} threads, {what}: the values read differ"
            );
            false
        }
        (Err(sequential), Err(error)) => {
            assert_eq!(error, sequential, "{name}, {threads} threads, {what}");
            assert!(parallel.is_empty(), "{name}: values left after an error");
            true
        }
        (sequential, parallel) => panic!(
            "{name}, {threads} threads, {what}: in sequence {:?}, in parallel {:?}",
            sequential.err(),
            parallel.err()
        ),
    }
}
