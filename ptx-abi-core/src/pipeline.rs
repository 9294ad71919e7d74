//! Overlapped transfers of images through a ring of staging buffers: while the copy engine moves
//! chunk `k` between one buffer and device memory, the host marshals chunk `k + 1` into the next
//! (or reads chunk `k - 1` out of it). The schedule is here, apart from CUDA, so that it is
//! tested on any machine with an engine that checks it (the `tests` module below); the cudarc
//! integration (`gpu::ImageStaging`) drives it with
//! `cuMemcpyHtoDAsync`/`cuMemcpyDtoHAsync` on a stream and an event per buffer.

use crate::abi::write_elements_unzeroed;
#[cfg(all(feature = "std", any(test, feature = "parallel")))]
pub(crate) mod model;

use crate::abi::PtxAbi;
use crate::error::Error;
#[allow(unused_imports)]
use crate::prelude::*;
use crate::slice::{whole_array, wrong_length};

/// A ring of staging buffers and an asynchronous copy engine between them and one device buffer.
pub(crate) trait Engine {
    /// The engine's own error (a driver error).
    type Error;
    /// The number of staging buffers (at least one), used in turn.
    fn buffers(&self) -> usize;
    /// The capacity of each staging buffer, in bytes.
    fn capacity(&self) -> usize;
    /// Blocks until the last transfer issued on buffer `buf` has completed.
    fn wait(&mut self, buf: usize) -> Result<(), Self::Error>;
    /// Buffer `buf`'s bytes (its transfers completed: the caller waited).
    fn host(&mut self, buf: usize) -> &mut [u8];
    /// Issues the copy of buffer `buf`'s first `len` bytes to the device buffer at `offset`.
    fn send(&mut self, buf: usize, len: usize, offset: usize) -> Result<(), Self::Error>;
    /// Issues the copy of `len` bytes of the device buffer at `offset` into buffer `buf`.
    fn fetch(&mut self, buf: usize, len: usize, offset: usize) -> Result<(), Self::Error>;
}

/// A transfer failed: the engine's error, or an image's.
#[derive(Debug)]
pub(crate) enum Failure<E> {
    Engine(E),
    Image(Error),
}

/// How a chunk's images are written: on the calling thread (`write_elements_unzeroed`) or on
/// every core (`slice::par_write_elements`, feature `parallel`); an error names element
/// `first + i` (the third argument).
pub(crate) type WriteChunk<T> = fn(&[T], &mut [u8], usize) -> Result<(), Error>;

/// Writes a chunk's images on this thread with ordinary (cached) stores, in pieces smaller than
/// the blocks the bulk writers stream past the cache (4 MiB): the copy engine reads the chunk
/// next, and on the H200 host of BENCHMARKS.md §6 one core marshalling 8 MiB chunks streamed
/// ran at 0.63x of its own `copy_from_slice` into the same pinned buffers, and cached at 0.93x.
/// The bytes are `write_elements_unzeroed`'s; an error names element `first + i`.
pub(crate) fn write_cached<T: PtxAbi>(
    values: &[T],
    out: &mut [u8],
    first: usize,
) -> Result<(), Error> {
    // The tests cut pieces of an image or two, so that short slices cross their edges.
    const PIECE: usize = if cfg!(test) { 64 } else { 1 << 20 };
    let size = T::LAYOUT.size;
    let per = (PIECE / size).max(1);
    for (k, (part, image)) in values
        .chunks(per)
        .zip(out.chunks_mut(per * size))
        .enumerate()
    {
        write_elements_unzeroed(part, image, first + k * per)?;
    }
    Ok(())
}

/// How a chunk's values are read and appended (`append_elements`, or
/// `slice::par_append_elements`): an error names the element by its index in the output.
pub(crate) type AppendChunk<T> = fn(&[u8], &mut Vec<T>) -> Result<(), Error>;

/// How many values of `T` go in one chunk: as many whole images as `chunk` bytes of a buffer
/// hold (at most its capacity).
fn per_chunk<T: PtxAbi, E: Engine>(engine: &E, chunk: usize) -> Result<usize, Failure<E::Error>> {
    let size = T::LAYOUT.size;
    let room = chunk.min(engine.capacity());
    match room / size {
        0 => Err(Failure::Image(wrong_length::<T>(size, room))),
        n => Ok(n),
    }
}

/// The chunks of `n` values, as `(first, count)`: a quarter of a buffer, then half, then whole
/// buffers. The first chunk is marshalled (or, downloading, the last one read) with no copy to
/// overlap it, so a small first chunk starts the copy engine sooner; with 8 chunks of 32 MiB
/// that unoverlapped part is a quarter of the transfer (BENCHMARKS.md §6).
fn chunks(n: usize, per: usize) -> impl Iterator<Item = (usize, usize)> {
    let mut first = 0;
    let mut k = 0;
    core::iter::from_fn(move || {
        if first >= n {
            return None;
        }
        let want = match k {
            0 => per / 4,
            1 => per / 2,
            _ => per,
        }
        .max(1);
        let chunk = (first, want.min(n - first));
        first += chunk.1;
        k += 1;
        Some(chunk)
    })
}

/// Marshals `values` chunk by chunk (of at most `chunk` bytes) into the buffers, in turn, and sends each chunk to the device
/// at its place (`values.len() * T::LAYOUT.size` bytes from offset 0): before a buffer is written
/// again, the transfer that last read it is waited for, so that chunk `k + 1` is marshalled while
/// chunks `k`, `k - 1`, ... (as many as the other buffers) are copied. Returns with the last
/// transfers still in flight.
pub(crate) fn upload<T: PtxAbi, E: Engine>(
    engine: &mut E,
    values: &[T],
    chunk: usize,
    write: WriteChunk<T>,
) -> Result<(), Failure<E::Error>> {
    let size = T::LAYOUT.size;
    let per = per_chunk::<T, E>(engine, chunk)?;
    let ring = engine.buffers();
    for (k, (first, count)) in chunks(values.len(), per).enumerate() {
        let buf = k % ring;
        engine.wait(buf).map_err(Failure::Engine)?;
        let len = count * size;
        write(
            &values[first..first + count],
            &mut engine.host(buf)[..len],
            first,
        )
        .map_err(Failure::Image)?;
        engine
            .send(buf, len, first * size)
            .map_err(Failure::Engine)?;
    }
    Ok(())
}

/// Fetches `len` bytes of images from the device chunk by chunk (of at most `chunk` bytes) into the buffers, in turn, and
/// appends the values read from each to `out`: while chunk `k` is read, chunks `k + 1` to
/// `k + buffers - 1` are fetched. On an error `out` is left empty.
pub(crate) fn download<T: PtxAbi, E: Engine>(
    engine: &mut E,
    len: usize,
    chunk: usize,
    out: &mut Vec<T>,
    append: AppendChunk<T>,
) -> Result<(), Failure<E::Error>> {
    out.clear();
    let result = download_into(engine, len, chunk, out, append);
    if result.is_err() {
        out.clear();
    }
    result
}

fn download_into<T: PtxAbi, E: Engine>(
    engine: &mut E,
    len: usize,
    chunk: usize,
    out: &mut Vec<T>,
    append: AppendChunk<T>,
) -> Result<(), Failure<E::Error>> {
    let size = T::LAYOUT.size;
    whole_array::<T>(len).map_err(Failure::Image)?;
    let per = per_chunk::<T, E>(engine, chunk)?;
    out.reserve_exact(len / size);
    // `(offset, bytes)` of each chunk of the device buffer.
    let plan: Vec<(usize, usize)> = chunks(len / size, per)
        .map(|(first, count)| (first * size, count * size))
        .collect();
    let ring = engine.buffers();
    debug_assert!(ring >= 1, "an engine has a buffer");
    // Chunk `j` goes into buffer `j % ring`, and is fetched once the chunk before it in that
    // buffer (`j - ring`) has been read: the fetches of the `ring - 1` chunks after the one being
    // read are in flight while it is read. With one buffer, nothing overlaps.
    let fetch = |engine: &mut E, j: usize| -> Result<(), Failure<E::Error>> {
        if let Some(&(offset, bytes)) = plan.get(j) {
            // The buffer's last fetch was waited for before its chunk was read.
            engine.wait(j % ring).map_err(Failure::Engine)?;
            engine
                .fetch(j % ring, bytes, offset)
                .map_err(Failure::Engine)?;
        }
        Ok(())
    };
    for j in 0..ring - 1 {
        fetch(engine, j)?;
    }
    for (k, &(_, bytes)) in plan.iter().enumerate() {
        fetch(engine, k + ring - 1)?;
        let buf = k % ring;
        engine.wait(buf).map_err(Failure::Engine)?;
        append(&engine.host(buf)[..bytes], out).map_err(Failure::Image)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    //! The schedule against an engine that defers every copy until the buffer is waited for,
    //! as an asynchronous copy engine may, and that fails the test if a buffer is touched
    //! while a transfer on it is in flight.
    use super::*;
    use crate::image::append_elements;
    use crate::vector::Float3;

    /// The ways a chunk is marshalled: on this thread, and on every core (feature `parallel`).
    fn modes<T: PtxAbi + Send + Sync>() -> Vec<(&'static str, WriteChunk<T>, AppendChunk<T>)> {
        #[cfg_attr(not(feature = "parallel"), allow(unused_mut))]
        let mut modes: Vec<(&'static str, WriteChunk<T>, AppendChunk<T>)> = vec![
            (
                "sequential",
                write_elements_unzeroed::<T>,
                append_elements::<T>,
            ),
            ("cached", write_cached::<T>, append_elements::<T>),
        ];
        #[cfg(feature = "parallel")]
        modes.push((
            "parallel",
            crate::slice::par_write_elements::<T>,
            crate::slice::par_append_elements::<T>,
        ));
        modes
    }

    #[derive(crate::PtxAbi, Clone, Copy, Debug, PartialEq)]
    #[ptx(crate = "crate")]
    #[repr(C)]
    struct Particle {
        pos: Float3,
        #[ptx(bits = 5)]
        kind: u8,
        #[ptx(bits = 1)]
        alive: bool,
        mass: f64,
    }

    enum Op {
        Send { len: usize, offset: usize },
        Fetch { len: usize, offset: usize },
    }

    struct Deferred {
        buffers: Vec<Vec<u8>>,
        pending: Vec<Option<Op>>,
        device: Vec<u8>,
        sends: usize,
        fetches: usize,
    }

    impl Deferred {
        fn new(capacity: usize, device: Vec<u8>) -> Deferred {
            Deferred::ring(2, capacity, device)
        }

        /// `count` buffers of `capacity` bytes each.
        fn ring(count: usize, capacity: usize, device: Vec<u8>) -> Deferred {
            Deferred {
                // Garbage, as pinned memory holds before its first use.
                buffers: (0..count).map(|b| vec![0xa5 ^ b as u8; capacity]).collect(),
                pending: (0..count).map(|_| None).collect(),
                device,
                sends: 0,
                fetches: 0,
            }
        }
    }

    impl Engine for Deferred {
        type Error = ();
        fn buffers(&self) -> usize {
            self.buffers.len()
        }
        fn capacity(&self) -> usize {
            self.buffers[0].len()
        }
        fn wait(&mut self, buf: usize) -> Result<(), ()> {
            match self.pending[buf].take() {
                Some(Op::Send { len, offset }) => {
                    self.device[offset..offset + len].copy_from_slice(&self.buffers[buf][..len])
                }
                Some(Op::Fetch { len, offset }) => {
                    self.buffers[buf][..len].copy_from_slice(&self.device[offset..offset + len])
                }
                None => {}
            }
            Ok(())
        }
        fn host(&mut self, buf: usize) -> &mut [u8] {
            assert!(
                self.pending[buf].is_none(),
                "buffer {buf} touched while a transfer on it is in flight"
            );
            &mut self.buffers[buf]
        }
        fn send(&mut self, buf: usize, len: usize, offset: usize) -> Result<(), ()> {
            assert!(self.pending[buf].is_none(), "buffer {buf} sent twice");
            self.pending[buf] = Some(Op::Send { len, offset });
            self.sends += 1;
            Ok(())
        }
        fn fetch(&mut self, buf: usize, len: usize, offset: usize) -> Result<(), ()> {
            assert!(
                self.pending[buf].is_none(),
                "buffer {buf} fetched into twice"
            );
            self.pending[buf] = Some(Op::Fetch { len, offset });
            self.fetches += 1;
            Ok(())
        }
    }

    fn particles(n: usize) -> Vec<Particle> {
        (0..n)
            .map(|i| Particle {
                pos: Float3::new(i as f32, -(i as f32), 0.5),
                kind: (i % 32) as u8,
                alive: i % 3 == 0,
                mass: i as f64 * 0.25,
            })
            .collect()
    }

    #[test]
    fn chunks_overlap_and_arrive_whole() {
        let size = <Particle as PtxAbi>::LAYOUT.size;
        for (mode, write, append) in modes::<Particle>() {
            // Rings of 1 to 4 buffers (the engine checks that no buffer is touched while a
            // transfer on it is in flight): every length with two, the default; the empty, a
            // partial and the longest with the others. The schedule is the same whoever writes
            // a chunk, so the parallel writer (slow under Miri, which runs this too) is tried
            // with two.
            let rings = if mode == "parallel" { 2..=2 } else { 1..=4 };
            for ring in rings {
                // Buffers of 10 images and a bit: chunks of 2, 5, then 10 values (a quarter, a
                // half, then whole buffers), so 57 values go in 7 chunks.
                let lengths: &[(usize, usize)] = if ring == 2 {
                    &[(0, 0), (1, 1), (9, 3), (10, 3), (11, 3), (57, 7)]
                } else {
                    &[(0, 0), (11, 3), (57, 7)]
                };
                for &(n, chunk_count) in lengths {
                    let values = particles(n);
                    let mut engine = Deferred::ring(ring, 10 * size + 5, vec![0xee; n * size]);
                    upload(&mut engine, &values, usize::MAX, write).unwrap();
                    for buf in 0..ring {
                        engine.wait(buf).unwrap();
                    }
                    let what = format!("{mode}, {ring} buffers, n = {n}");
                    assert_eq!(engine.sends, chunk_count, "{what}");
                    assert_eq!(
                        engine.device,
                        crate::slice::to_device_bytes(&values),
                        "{what}"
                    );
                    let mut back = vec![values.first().copied().unwrap_or(particles(1)[0]); 3];
                    download(&mut engine, n * size, usize::MAX, &mut back, append).unwrap();
                    assert_eq!(engine.fetches, chunk_count, "{what}");
                    assert_eq!(back, values, "{what}");
                }
            }
        }
    }

    /// A chunk smaller than the buffers: the chunks are cut from it, not from the capacity.
    #[test]
    fn chunks_follow_the_chunk_asked_for() {
        let size = <Particle as PtxAbi>::LAYOUT.size;
        let values = particles(57);
        let mut engine = Deferred::ring(2, 40 * size, vec![0; 57 * size]);
        let write = write_elements_unzeroed::<Particle>;
        upload(&mut engine, &values, 10 * size + 5, write).unwrap();
        for buf in 0..2 {
            engine.wait(buf).unwrap();
        }
        assert_eq!(engine.sends, 7);
        assert_eq!(engine.device, crate::slice::to_device_bytes(&values));
        let mut back = Vec::new();
        let append = append_elements::<Particle>;
        download(&mut engine, 57 * size, 10 * size, &mut back, append).unwrap();
        assert_eq!((engine.fetches, back), (7, values));
    }

    /// With `ring` buffers, a download has the fetches of the `ring - 1` chunks after the one
    /// being read in flight while it is read, and no more; an upload has every other buffer's
    /// send in flight while it marshals a chunk.
    #[test]
    fn a_ring_keeps_its_other_buffers_in_flight() {
        let size = <Particle as PtxAbi>::LAYOUT.size;
        let values = particles(57);
        for ring in 1..=4 {
            // The most transfers in flight while the host touches a buffer.
            let mut engine = Counting {
                inner: Deferred::ring(ring, 10 * size, vec![0; 57 * size]),
                most: 0,
            };
            upload(
                &mut engine,
                &values,
                usize::MAX,
                write_elements_unzeroed::<Particle>,
            )
            .unwrap();
            assert_eq!(engine.most, ring - 1, "upload, {ring} buffers");
            for buf in 0..ring {
                engine.wait(buf).unwrap();
            }
            engine.most = 0;
            let mut back = Vec::new();
            download(
                &mut engine,
                57 * size,
                usize::MAX,
                &mut back,
                append_elements::<Particle>,
            )
            .unwrap();
            assert_eq!(back, values);
            assert_eq!(engine.most, ring - 1, "download, {ring} buffers");
        }
    }

    /// [`Deferred`], counting the transfers in flight whenever the host touches a buffer.
    struct Counting {
        inner: Deferred,
        most: usize,
    }

    impl Engine for Counting {
        type Error = ();
        fn buffers(&self) -> usize {
            self.inner.buffers()
        }
        fn capacity(&self) -> usize {
            self.inner.capacity()
        }
        fn wait(&mut self, buf: usize) -> Result<(), ()> {
            self.inner.wait(buf)
        }
        fn host(&mut self, buf: usize) -> &mut [u8] {
            let in_flight = self.inner.pending.iter().filter(|p| p.is_some()).count();
            self.most = self.most.max(in_flight);
            self.inner.host(buf)
        }
        fn send(&mut self, buf: usize, len: usize, offset: usize) -> Result<(), ()> {
            self.inner.send(buf, len, offset)
        }
        fn fetch(&mut self, buf: usize, len: usize, offset: usize) -> Result<(), ()> {
            self.inner.fetch(buf, len, offset)
        }
    }

    #[test]
    fn errors_name_the_element_of_the_whole_slice() {
        for (mode, write, append) in modes::<Particle>() {
            errors_name_the_element(mode, write, append);
        }
    }

    fn errors_name_the_element(
        mode: &str,
        write: WriteChunk<Particle>,
        append: AppendChunk<Particle>,
    ) {
        let size = <Particle as PtxAbi>::LAYOUT.size;
        let mut values = particles(35);
        values[23].kind = 40; // 5 bits
        let mut engine = Deferred::new(10 * size, vec![0; 35 * size]);
        let Err(Failure::Image(e)) = upload(&mut engine, &values, usize::MAX, write) else {
            panic!("{mode}: a bit-field out of range uploads")
        };
        let text = e.to_string();
        assert!(
            text.contains("23") && text.contains("kind"),
            "{mode}: {text}"
        );

        // A length that is no whole number of images.
        let mut engine = Deferred::new(10 * size, crate::slice::to_device_bytes(&particles(35)));
        let mut out = particles(2);
        assert!(download(&mut engine, 35 * size - 1, usize::MAX, &mut out, append).is_err());
        assert!(out.is_empty());

        // An invalid `bool` in element 27, found in the fifth chunk (2, 5, then 10 values).
        #[derive(crate::PtxAbi, Clone, Copy, Debug, PartialEq)]
        #[ptx(crate = "crate")]
        #[repr(C)]
        struct Flag {
            on: bool,
            weight: f32,
        }
        let flags: Vec<Flag> = (0..35)
            .map(|i| Flag {
                on: i % 2 == 0,
                weight: i as f32,
            })
            .collect();
        let mut image = crate::slice::to_device_bytes(&flags);
        image[27 * 8] = 7;
        let mut engine = Deferred::new(10 * 8, image);
        let mut out = flags.clone();
        let append_flags = modes::<Flag>()
            .into_iter()
            .find(|m| m.0 == mode)
            .map(|m| m.2)
            .unwrap();
        let Err(Failure::Image(e)) =
            download(&mut engine, 35 * 8, usize::MAX, &mut out, append_flags)
        else {
            panic!("{mode}: an invalid bool downloads")
        };
        let text = e.to_string();
        assert!(text.contains("27") && text.contains("on"), "{mode}: {text}");
        assert!(out.is_empty());
    }

    #[test]
    fn a_buffer_smaller_than_one_image_is_an_error() {
        let mut engine = Deferred::new(4, vec![0; 64]);
        assert!(matches!(
            upload(
                &mut engine,
                &particles(2),
                usize::MAX,
                write_elements_unzeroed::<Particle>
            ),
            Err(Failure::Image(_))
        ));
    }
}
