//! One check shared by the property tests of the parallel paths (`tests/layouts/random_fast_paths.rs`
//! on random types, `tests/oracle/imported_real.rs` on real headers' types), which are in two test
//! binaries: each includes this file with `#[path]`.

use ptx_abi_core::slice::{self, rayon};
use ptx_abi_core::PtxAbi;

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
