//! Bulk marshalling on every core (feature `parallel`): the elements split into tasks run on
//! rayon's current pool (the global one, or the caller's inside `ThreadPool::install`, whose size
//! the caller chooses). Each task writes or reads its own elements' images with the same code as
//! one thread ([`write_elements_unzeroed`], [`PtxAbi::read_block`]), so the bytes are those of
//! the sequential functions whatever the pool; an error names the first failing element of the
//! whole slice, as sequentially (each task stops at its own first, and the lowest task's wins).

use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicUsize, Ordering};

use super::{whole_array, wrong_length};
use crate::abi::write_elements_unzeroed;
use crate::abi::PtxAbi;
use crate::error::Error;
use crate::image::read_values;
#[allow(unused_imports)]
use crate::prelude::*;

/// The smallest task, in image bytes: below it a task costs more to hand to another thread
/// than to run. Each task beyond the first is a hand-off, which costs 1.4 to 1.9 µs when the
/// other thread is awake, and more once it has gone to sleep (rayon's workers sleep after a
/// few µs without work), while 256 KiB of padded images take 6 to 20 µs on one core. On the
/// 2-core VM of BENCHMARKS.md, 512 KiB written by 2 threads ran at 1.23x to 1.61x of one thread
/// as 2 tasks and 1.02x to 1.49x as 8 tasks of 64 KiB, 2 tasks ahead in 9 of 9 processes
/// (MARSHALLING.md, "Parallel paths").
const MIN_TASK_BYTES: usize = 256 << 10;

/// The smallest task in force: [`MIN_TASK_BYTES`], or what the tests set
/// ([`set_min_task_bytes`]). The core's own tests start at one byte, so that tasks are one
/// element and up and short slices cross task edges.
static MIN_TASK_BYTES_NOW: AtomicUsize =
    AtomicUsize::new(if cfg!(test) { 1 } else { MIN_TASK_BYTES });

/// Sets the smallest task of the parallel paths, in image bytes (at least 1): for tests, so that
/// slices short enough for Miri still split into tasks on every thread. The bytes, values and
/// errors are the same whatever the tasks, which is what such tests check. Not an API.
#[doc(hidden)]
pub fn set_min_task_bytes(bytes: usize) {
    MIN_TASK_BYTES_NOW.store(bytes.max(1), Ordering::Relaxed);
}

/// Elements per task: about four tasks per thread (so that a slow thread is caught up by the
/// others), none under [`MIN_TASK_BYTES`]; all of them in one task on a pool of one thread,
/// which then runs them on the caller's thread without rayon's splitting.
fn task_len(n: usize, size: usize) -> usize {
    let threads = rayon::current_num_threads();
    if threads == 1 {
        return n.max(1);
    }
    n.div_ceil(threads * 4)
        .max(MIN_TASK_BYTES_NOW.load(Ordering::Relaxed).div_ceil(size))
        .max(1)
}

/// `work(a, b, first)` on tasks of `per` elements, an element being `per_element.0` items of
/// `a` and `per_element.1` of `b`, and `first` the index of the task's first element (`first`
/// names `a`'s first). The elements are split in two halves of whole tasks by `rayon::join`
/// until one task is left, so each half may run on another thread of the current pool. The
/// lower half's error wins: it names a lower element than any of the upper half's, so the
/// error is the first failing element's, as one thread would report it.
///
/// A `join` per split rather than a parallel iterator over the tasks (`par_chunks_mut`, `zip`,
/// `enumerate`, `min_by_key`, as before): 512 KiB of `padded` in cache on 2 threads, written
/// this way and through the iterator in turn, ran ahead in 8 of 10 processes, by 0.02x to 0.10x
/// of one thread's speed (`MARSHALLING.md`, "Parallel paths").
fn in_tasks<A: Sync, B: Send, F>(
    a: &[A],
    b: &mut [B],
    per_element: (usize, usize),
    per: usize,
    first: usize,
    work: &F,
) -> Result<(), Error>
where
    F: Fn(&[A], &mut [B], usize) -> Result<(), Error> + Sync,
{
    let n = a.len() / per_element.0;
    if n <= per {
        return work(a, b, first);
    }
    // At least two tasks: `mid` is a whole number of them, at least one, fewer than all.
    let mid = n.div_ceil(per) / 2 * per;
    let (a_low, a_high) = a.split_at(mid * per_element.0);
    let (b_low, b_high) = b.split_at_mut(mid * per_element.1);
    let (low, high) = rayon::join(
        || in_tasks(a_low, b_low, per_element, per, first, work),
        || in_tasks(a_high, b_high, per_element, per, first + mid, work),
    );
    low.and(high)
}

/// [`crate::slice::write_device_bytes`] on every core of the current rayon pool: `out` is
/// exactly `values.len() * T::LAYOUT.size` bytes, and receives the same bytes.
pub fn par_write_device_bytes<T: PtxAbi + Sync>(values: &[T], out: &mut [u8]) -> Result<(), Error> {
    let expected = values.len() * T::LAYOUT.size;
    if out.len() != expected {
        return Err(wrong_length::<T>(expected, out.len()));
    }
    par_write_elements(values, out, 0)
}

/// [`crate::slice::try_to_device_bytes`] on every core of the current rayon pool.
pub fn par_try_to_device_bytes<T: PtxAbi + Sync>(values: &[T]) -> Result<Vec<u8>, Error> {
    let mut out = vec![0u8; values.len() * T::LAYOUT.size];
    par_write_elements(values, &mut out, 0)?;
    Ok(out)
}

/// Writes `values`' images into `out` (exactly their size) in parallel; an error names element
/// `first + i`.
pub(crate) fn par_write_elements<T: PtxAbi + Sync>(
    values: &[T],
    out: &mut [u8],
    first: usize,
) -> Result<(), Error> {
    let size = T::LAYOUT.size;
    debug_assert_eq!(out.len(), values.len() * size);
    let per = task_len(values.len(), size);
    in_tasks(values, out, (1, size), per, first, &|values, out, first| {
        write_elements_unzeroed(values, out, first)
    })
}

/// [`crate::slice::from_device_bytes_into`] on every core of the current rayon pool: the same
/// values, the same errors; on an error `values` is left empty.
pub fn par_from_device_bytes_into<T: PtxAbi + Send>(
    bytes: &[u8],
    values: &mut Vec<T>,
) -> Result<(), Error> {
    values.clear();
    whole_array::<T>(bytes.len())?;
    par_append_elements(bytes, values)
}

/// [`crate::slice::from_device_bytes`] on every core of the current rayon pool.
pub fn par_from_device_bytes<T: PtxAbi + Send>(bytes: &[u8]) -> Result<Vec<T>, Error> {
    let mut values = Vec::new();
    par_from_device_bytes_into(bytes, &mut values)?;
    Ok(values)
}

/// Appends the values of `images` (a whole number of images) to `out` in parallel; an error
/// names the failing element by its index in `out`, and leaves `out` as it was.
pub(crate) fn par_append_elements<T: PtxAbi + Send>(
    images: &[u8],
    out: &mut Vec<T>,
) -> Result<(), Error> {
    let size = T::LAYOUT.size;
    debug_assert_eq!(images.len() % size, 0);
    let (first, n) = (out.len(), images.len() / size);
    let per = task_len(n, size);
    if per >= n {
        return crate::image::append_elements(images, out);
    }
    out.reserve(n);
    in_tasks(
        images,
        &mut out.spare_capacity_mut()[..n],
        (size, 1),
        per,
        first,
        &|images, dst, first| read_into(images, dst, first),
    )?;
    // SAFETY: every task returned `Ok`, so the `n` values after the `first` ones are valid:
    // copied (any bytes are a value) or read (`read_block` returned `Ok`).
    unsafe { out.set_len(first + n) };
    Ok(())
}

/// Reads the values of `images` into `dst` (as many), naming element `first + i` on an error.
fn read_into<T: PtxAbi>(
    images: &[u8],
    dst: &mut [MaybeUninit<T>],
    first: usize,
) -> Result<(), Error> {
    debug_assert_eq!(images.len(), dst.len() * T::LAYOUT.size);
    // SAFETY: `images.len()` is `dst.len()` whole images, and `dst` is valid for writes of that
    // many values (`MaybeUninit` drops none), a buffer of its own.
    unsafe { read_values(images, dst.as_mut_ptr().cast::<T>(), first) }
}

#[cfg(test)]
mod tests {
    //! The parallel paths against the sequential ones, on pools of 1, 2, 3 and 8 threads, at
    //! every length up to a few tasks per thread, with a failing element in every position:
    //! the same bytes, the same values, the same error (the first failing element). Small
    //! enough for Miri (`tools/miri.sh`, suite `core-lib-parallel`).
    use super::*;
    use crate::slice;

    #[derive(crate::PtxAbi, Clone, Copy, Debug, PartialEq)]
    #[ptx(crate = "crate")]
    #[repr(C)]
    struct Cell {
        on: bool,
        #[ptx(bits = 3)]
        level: u8,
        weight: f64,
    }

    fn cells(n: usize) -> Vec<Cell> {
        (0..n)
            .map(|i| Cell {
                on: i % 3 == 0,
                level: (i % 8) as u8,
                weight: i as f64 * 0.5,
            })
            .collect()
    }

    /// Every member at its host offset, padding at 1..8 and 18..24: written by masked copies
    /// on `x86_64` (outside Miri), read back a block at a time and its `bool` checked after.
    #[derive(crate::PtxAbi, Clone, Copy, Debug, PartialEq)]
    #[ptx(crate = "crate")]
    #[repr(C)]
    struct Gap {
        on: bool,
        weight: f64,
        id: u16,
    }

    fn gaps(n: usize) -> Vec<Gap> {
        (0..n)
            .map(|i| Gap {
                on: i % 2 == 1,
                weight: i as f64 * 0.25,
                id: i as u16,
            })
            .collect()
    }

    fn pools() -> Vec<rayon::ThreadPool> {
        let threads: &[usize] = if cfg!(miri) { &[1, 3] } else { &[1, 2, 3, 8] };
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

    /// The parallel paths on `make(n)` give the sequential ones' image and values, and append
    /// after values already there (which names elements by their index in the vector).
    fn equal_to_sequential<T: PtxAbi + Send + Sync + PartialEq + core::fmt::Debug>(
        make: fn(usize) -> Vec<T>,
        n: usize,
        threads: usize,
    ) {
        let values = make(n);
        let image = slice::to_device_bytes(&values);
        assert_eq!(
            par_try_to_device_bytes(&values).unwrap(),
            image,
            "{threads} threads, n = {n}"
        );
        let mut out = vec![0xaa; image.len()];
        par_write_device_bytes(&values, &mut out).unwrap();
        assert_eq!(out, image, "{threads} threads, n = {n}");
        let mut back = make(2);
        par_from_device_bytes_into(&image, &mut back).unwrap();
        assert_eq!(back, values, "{threads} threads, n = {n}");
        let mut appended = make(3);
        par_append_elements(&image, &mut appended).unwrap();
        assert_eq!(appended[3..], values[..], "{threads} threads, n = {n}");
    }

    /// An invalid `bool` (each type here starts with one) in the image of element `bad` of
    /// `make(n)`, and another five later (in another task): the parallel read fails as the
    /// sequential one does, naming element `bad`, and leaves the vector empty.
    fn a_bad_bool_is_the_first_error<T: PtxAbi + Send + PartialEq + core::fmt::Debug>(
        make: fn(usize) -> Vec<T>,
        n: usize,
        bad: usize,
        threads: usize,
    ) {
        let mut image = slice::to_device_bytes(&make(n));
        let size = T::LAYOUT.size;
        image[bad * size] = 2;
        if bad + 5 < n {
            image[(bad + 5) * size] = 3;
        }
        let sequential = slice::from_device_bytes::<T>(&image).unwrap_err();
        let mut out = make(4);
        let parallel = par_from_device_bytes_into(&image, &mut out).unwrap_err();
        assert_eq!(parallel, sequential, "{threads} threads, element {bad}");
        let name = format!("{}[{bad}]", T::LAYOUT.name);
        assert!(sequential.to_string().contains(&name), "{sequential}");
        assert!(out.is_empty());
    }

    #[test]
    fn parallel_writes_and_reads_equal_the_sequential_ones() {
        let lengths: Vec<usize> = if cfg!(miri) {
            vec![0, 1, 5, 13]
        } else {
            (0..70).collect()
        };
        for pool in pools() {
            let threads = pool.current_num_threads();
            pool.install(|| {
                for &n in &lengths {
                    equal_to_sequential(cells, n, threads);
                }
            });
        }
    }

    #[test]
    fn the_first_failing_element_is_the_error_in_every_task() {
        let n = if cfg!(miri) { 9 } else { 41 };
        for pool in pools() {
            let threads = pool.current_num_threads();
            pool.install(|| {
                for bad in 0..n {
                    // A bit-field out of range at `bad`, and another later (in another task).
                    let mut values = cells(n);
                    values[bad].level = 9;
                    if bad + 5 < n {
                        values[bad + 5].level = 12;
                    }
                    let sequential = slice::try_to_device_bytes(&values).unwrap_err();
                    let parallel = par_try_to_device_bytes(&values).unwrap_err();
                    assert_eq!(parallel, sequential, "{threads} threads, element {bad}");
                    assert!(parallel.to_string().contains(&bad.to_string()));

                    // An invalid `bool` at `bad` (and later) on the way back.
                    a_bad_bool_is_the_first_error(cells, n, bad, threads);
                }
            });
        }
    }

    #[test]
    fn masked_copies_split_across_tasks_equal_the_sequential_ones() {
        let n = if cfg!(miri) { 9 } else { 41 };
        for pool in pools() {
            let threads = pool.current_num_threads();
            pool.install(|| {
                for len in 0..=n {
                    equal_to_sequential(gaps, len, threads);
                }
                for bad in 0..n {
                    a_bad_bool_is_the_first_error(gaps, n, bad, threads);
                }
            });
        }
    }

    #[test]
    fn a_short_buffer_is_an_error_naming_the_type() {
        let values = cells(4);
        let mut out = vec![0u8; 10];
        let e = par_write_device_bytes(&values, &mut out).unwrap_err();
        assert!(e.to_string().contains("Cell"), "{e}");
        let e = par_from_device_bytes::<Cell>(&[0u8; 17]).unwrap_err();
        assert!(e.to_string().contains("Cell"), "{e}");
    }
}
