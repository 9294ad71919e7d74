//! Bulk and single-value marshalling, side by side with what users would use instead.
//!
//! - `bulk_<type>/*`: a slice of values (about 256 MiB of device image) into one preallocated
//!   buffer, in GB/s of image written: ptx-abi's `slice::write_device_bytes`, `copy_from_slice` of
//!   the same number of bytes (the limit), `bytemuck::cast_slice` + copy (padding-free type only),
//!   and encase's `StorageBuffer::write` of the closest type encase can express.
//! - `read_<type>/*`: the same images read back into a reused `Vec` of values: ptx-abi's
//!   `slice::from_device_bytes_into` (with its checks: `bool`s, enums, sign extension), beside a
//!   `copy_from_slice` of the same bytes (the limit) and encase's `StorageBuffer::read`.
//! - `l2_<type>/*`: the bulk write of a slice whose values and image fit in L2 (256 KiB of image),
//!   where the cost of marshalling shows rather than memory bandwidth.
//! - `single_<type>`: `write_device_bytes` of one value into a caller-provided buffer, in ns.
//!
//! - with the `parallel` feature, `scaling`: `slice::par_write_device_bytes` and
//!   `par_from_device_bytes_into` on rayon pools of 1, 2 and all the machine's threads, against
//!   a parallel `copy_from_slice` of the same bytes on as many threads, in cache (256 KiB of
//!   image per thread; the thread counts interleaved round by round, so that the counts compared
//!   see the same moments of the machine) and in bulk (256 MiB); `PTX_ABI_MARSHAL=scaling` runs
//!   only these.
//!
//! - paired: the bulk and cache-resident writes timed in alternation with the copy, round by
//!   round, so that both see the same load on the machine ([`paired`]); printed with the targets.
//!
//! Run with `cargo bench --bench marshal`; a summary with the ratios is printed last. The
//! figures and the targets are in BENCHMARKS.md.

// encase's derive emits a helper that rustc reports as unused.
#![allow(dead_code)]

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId, Criterion, SamplingMode, Throughput};
use ptx_abi_core::vector::{Float3, Float4};
use ptx_abi_core::{is_image_equal, slice, write_device_bytes, PtxAbi};

#[path = "support/summary.rs"]
mod summary;

#[path = "support/placed.rs"]
mod placed;
use placed::{Placed, DISTANCE};

/// About this many bytes of device image per bulk benchmark.
const BULK_BYTES: usize = 256 << 20;

/// About this many bytes of device image per cache-resident benchmark.
const L2_BYTES: usize = 256 << 10;

/// Padding-free `repr(C)`: its host bytes are its image (image-equal, one `memcpy`).
#[derive(PtxAbi, Clone, Copy, bytemuck::Pod, bytemuck::Zeroable, encase::ShaderType)]
#[repr(C)]
#[ptx(assert(size = 32, align = 4))]
pub struct Plain {
    pos: [f32; 4],
    vel: [f32; 3],
    id: u32,
}

#[path = "support/padded.rs"]
mod padded_type;
use padded_type::Padded;

#[path = "support/bulk_types.rs"]
mod bulk_types;
use bulk_types::{Bits, Vecs};

/// encase's closest to `Padded`: WGSL has no 8/16-bit integers or f64, so 32-bit members, and
/// a `vec2<u32>` (align 8) where the `f64` is; same offsets 0/8/16/20/24 and size 32.
#[derive(Clone, Copy, encase::ShaderType)]
pub struct EncasePadded {
    a: u32,
    b: mint::Vector2<u32>,
    c: u32,
    d: u32,
    e: u32,
}

/// encase's closest to `Bits`: WGSL has no bit-fields, so the units are packed by hand before
/// the benchmark (the packing is not timed).
#[derive(Clone, Copy, encase::ShaderType)]
pub struct EncaseBits {
    x: f32,
    y: f32,
    z: f32,
    id: u32,
    unit0: u32,
    unit1: u32,
    weight: f32,
    seq: u32,
}

/// encase's equivalent of `Vecs`: `vec3<f32>` (align 16) and `vec4<f32>`; the same layout.
#[derive(Clone, Copy, encase::ShaderType)]
pub struct EncaseVecs {
    pos: mint::Vector3<f32>,
    vel: mint::Vector4<f32>,
    mass: f32,
    charge: f32,
    id: u32,
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn f32(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32
    }
}

fn plain(r: &mut Rng) -> Plain {
    Plain {
        pos: [r.f32(), r.f32(), r.f32(), 1.0],
        vel: [r.f32(), r.f32(), r.f32()],
        id: r.next() as u32,
    }
}

fn padded(r: &mut Rng) -> Padded {
    Padded {
        a: r.next() as u8,
        b: r.f32().into(),
        c: r.next() as u16,
        d: r.next() as u32,
        e: r.next() as u8,
    }
}

fn bits(r: &mut Rng) -> Bits {
    let v = r.next();
    Bits {
        x: r.f32(),
        y: r.f32(),
        z: r.f32(),
        id: v as u32,
        kind: (v & 0xf) as u32,
        level: ((v >> 4) & 0x3f) as u32,
        flags: ((v >> 10) & 0xfff) as u32,
        delta: ((v >> 22) & 0x3ff) as i32 - 512,
        lane: ((v >> 32) & 0x7f) as u16,
        group: ((v >> 39) & 0x1ff) as u16,
        tag: ((v >> 48) & 0x7) as u8,
        alive: v >> 63 == 1,
        weight: r.f32(),
        seq: (v >> 13) as u32,
    }
}

fn vecs(r: &mut Rng) -> Vecs {
    Vecs {
        pos: Float3::new(r.f32(), r.f32(), r.f32()),
        vel: Float4::new(r.f32(), r.f32(), r.f32(), 0.0),
        mass: r.f32(),
        charge: r.f32(),
        id: r.next() as u32,
    }
}

fn encase_padded(p: &Padded) -> EncasePadded {
    let b = p.b.to_bits();
    EncasePadded {
        a: p.a.into(),
        b: mint::Vector2 {
            x: b as u32,
            y: (b >> 32) as u32,
        },
        c: p.c.into(),
        d: p.d,
        e: p.e.into(),
    }
}

fn encase_bits(b: &Bits) -> EncaseBits {
    let unit0 = b.kind | b.level << 4 | b.flags << 10 | ((b.delta as u32) & 0x3ff) << 22;
    let unit1 = u32::from(b.lane)
        | u32::from(b.group) << 7
        | u32::from(b.tag) << 16
        | u32::from(b.alive) << 19;
    EncaseBits {
        x: b.x,
        y: b.y,
        z: b.z,
        id: b.id,
        unit0,
        unit1,
        weight: b.weight,
        seq: b.seq,
    }
}

fn encase_vecs(v: &Vecs) -> EncaseVecs {
    EncaseVecs {
        pos: mint::Vector3 {
            x: v.pos.x,
            y: v.pos.y,
            z: v.pos.z,
        },
        vel: mint::Vector4 {
            x: v.vel.x,
            y: v.vel.y,
            z: v.vel.z,
            w: v.vel.w,
        },
        mass: v.mass,
        charge: v.charge,
        id: v.id,
    }
}

/// A group of bulk benchmarks over `bytes` bytes: 10 flat samples of one iteration each (one
/// iteration moves about 256 MiB).
fn bulk_group(c: &mut Criterion, name: String, bytes: usize) -> BenchmarkGroup<'_, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .throughput(Throughput::Bytes(bytes as u64));
    group
}

/// A slice copied into a byte buffer another way (bytemuck).
type CopyFn<T> = fn(&[T], &mut [u8]);

/// The paired ratios of every type ([`paired`]): the group (`bulk`, `l2`), the type, and the
/// median, lowest and highest ratio.
type PairedRatios = (&'static str, String, f64, f64, f64);
static PAIRED: std::sync::Mutex<Vec<PairedRatios>> = std::sync::Mutex::new(Vec::new());

/// The write's throughput over the copy's, measured in alternation: `rounds` rounds, each
/// timing `reps` copies and `reps` writes back to back (in turn first), the ratio of the two
/// times per round; records the median, lowest and highest ratio under `group` and `name`
/// ([`PAIRED`]).
///
/// Why beside criterion's groups: those time the copy, then the write, each for a second or
/// two, so a change in the machine's other load between the two (a shared VM's neighbours)
/// moves the ratio; here both see the same load, round by round.
fn paired(
    group: &'static str,
    name: &str,
    reps: usize,
    rounds: usize,
    out: &mut [u8],
    copy: impl FnMut(&mut [u8]),
    write: impl FnMut(&mut [u8]),
) {
    let (median, lo, hi) = alternate(reps, rounds, out, copy, write);
    PAIRED
        .lock()
        .unwrap()
        .push((group, name.to_string(), median, lo, hi));
}

/// `second`'s throughput over `first`'s (`first`'s time over `second`'s), in `rounds` rounds of
/// `reps` calls of each back to back (in turn first), after one warm-up round: the median
/// ratio, the lowest and the highest. The callers pass the copy and the write, the copy and
/// the no-work loop, or the no-work loop and the write.
fn alternate(
    reps: usize,
    rounds: usize,
    out: &mut [u8],
    mut first: impl FnMut(&mut [u8]),
    mut second: impl FnMut(&mut [u8]),
) -> (f64, f64, f64) {
    let time = |f: &mut dyn FnMut(&mut [u8]), out: &mut [u8]| {
        let start = std::time::Instant::now();
        for _ in 0..reps {
            f(out);
        }
        start.elapsed().as_secs_f64()
    };
    time(&mut first, out);
    time(&mut second, out);
    let mut ratios: Vec<f64> = (0..rounds)
        .map(|round| {
            let (a, b) = if round % 2 == 0 {
                let a = time(&mut first, out);
                (a, time(&mut second, out))
            } else {
                let b = time(&mut second, out);
                (time(&mut first, out), b)
            };
            a / b
        })
        .collect();
    ratios.sort_by(f64::total_cmp);
    (ratios[rounds / 2], ratios[0], ratios[rounds - 1])
}

/// The bytes a bulk write moves, moved with no work ([`traffic::moved`]), in alternation with
/// the copy and with the write: per type, the no-work loop's throughput over the copy's and
/// the write's over the no-work loop's, each as [`alternate`] gives it.
type TrafficRatios = (String, (f64, f64, f64), (f64, f64, f64));
static TRAFFIC: std::sync::Mutex<Vec<TrafficRatios>> = std::sync::Mutex::new(Vec::new());

#[cfg(target_arch = "x86_64")]
mod traffic {
    //! What a bulk write of a type whose host value is longer than its image moves, with no
    //! work: the ceiling of that write where one core's memory traffic is the limit.
    use std::arch::x86_64::{
        _mm_loadu_si128, _mm_prefetch, _mm_sfence, _mm_stream_si128, _mm_xor_si128, _MM_HINT_NTA,
    };

    /// As far ahead as the library prefetches a large block's values (`derived/blocks.rs`,
    /// `PREFETCH_AHEAD`), four values at a time as its loops do.
    const AHEAD: usize = 8192;

    /// Per element of `dst` (`IMAGE` bytes each), the `HOST` bytes of its element in `src`
    /// read 16 at a time, the pieces past the image folded into the first, and `IMAGE` bytes
    /// stored past the cache (`movntdq`, as the library's large blocks are); `src` prefetched
    /// as the library prefetches values. `src` is plain bytes (not values with padding), so
    /// every byte loaded is initialised.
    pub fn moved<const HOST: usize, const IMAGE: usize>(src: &[u8], dst: &mut [u8]) {
        assert!(HOST >= IMAGE && HOST % 16 == 0 && IMAGE % 16 == 0);
        let n = dst.len() / IMAGE;
        assert!(src.len() >= n * HOST && (dst.as_ptr() as usize) % 16 == 0);
        let (s, d) = (src.as_ptr(), dst.as_mut_ptr());
        for e in 0..n {
            // SAFETY: element `e`'s `HOST` bytes lie within `src` and its `IMAGE` bytes within
            // `dst` (asserted above), `dst` 16-aligned as are `IMAGE` and so each store; SSE2
            // is part of x86_64. A prefetch never faults, and its address is only computed
            // (`wrapping_add`), not dereferenced.
            unsafe {
                if e % 4 == 0 {
                    let ahead = s.wrapping_add(e * HOST + AHEAD);
                    for line in (0..4 * HOST).step_by(64) {
                        _mm_prefetch::<_MM_HINT_NTA>(ahead.wrapping_add(line).cast());
                    }
                }
                let at = s.add(e * HOST);
                let mut first = _mm_loadu_si128(at.cast());
                for piece in IMAGE / 16..HOST / 16 {
                    first = _mm_xor_si128(first, _mm_loadu_si128(at.add(16 * piece).cast()));
                }
                let to = d.add(e * IMAGE);
                _mm_stream_si128(to.cast(), first);
                for piece in 1..IMAGE / 16 {
                    let word = _mm_loadu_si128(at.add(16 * piece).cast());
                    _mm_stream_si128(to.add(16 * piece).cast(), word);
                }
            }
        }
        // SAFETY: a store fence; orders the streamed stores before what follows.
        unsafe { _mm_sfence() };
    }
}

/// Benchmarks one type's bulk marshalling and returns the summary rows.
fn bulk<
    T: PtxAbi + Copy,
    E: encase::ShaderType
        + encase::internal::WriteInto
        + encase::internal::ReadFrom
        + encase::internal::CreateFrom
        + encase::ShaderSize
        + Copy,
>(
    c: &mut Criterion,
    name: &str,
    make: fn(&mut Rng) -> T,
    to_encase: Option<fn(&T) -> E>,
    bytemuck_copy: Option<CopyFn<T>>,
) -> Vec<summary::Row> {
    let size = T::LAYOUT.size;
    let n = BULK_BYTES / size;
    let bytes = n * size;
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ size as u64);
    // Every buffer placed (`placed`): sources at the start of a page, destinations `DISTANCE`
    // bytes after them; each touched once up front, so no benchmark pays for page faults.
    let values = Placed::new(n, 0, |_| make(&mut rng));
    let source = Placed::new(bytes, 0, |_| 0x5au8);
    let mut out = Placed::after(values.as_ptr(), DISTANCE, bytes, |_| 0xa5u8);

    let mut group = bulk_group(c, format!("bulk_{name}"), bytes);
    let mut rows = Vec::new();
    let mut row = |id: &str| {
        rows.push(summary::Row {
            id: format!("bulk_{name}/{id}"),
            bytes: Some(bytes as u64),
        })
    };

    // The limit and ptx-abi's write, timed by criterion and then in alternation (`paired`).
    let copy = |out: &mut [u8]| {
        out.copy_from_slice(black_box(&source));
        black_box(out);
    };
    let write = |out: &mut [u8]| {
        slice::write_device_bytes(black_box(&values), out).unwrap();
        black_box(out);
    };
    group.bench_function(BenchmarkId::from_parameter("copy_from_slice"), |b| {
        b.iter(|| copy(&mut out))
    });
    row("copy_from_slice");
    group.bench_function(BenchmarkId::from_parameter("ptx_abi"), |b| {
        b.iter(|| write(&mut out))
    });
    row("ptx_abi");
    paired("bulk", name, 1, 15, &mut out, copy, write);
    // Where the host value is longer than the image (`bits`: 48 bytes read per 32 written), the
    // same bytes moved with no work (`traffic`), against the copy and against the write.
    #[cfg(target_arch = "x86_64")]
    if let (48, 32) = (size_of::<T>(), size) {
        let host = Placed::new(n * size_of::<T>(), 0, |i| i as u8);
        let moved = |out: &mut [u8]| {
            traffic::moved::<48, 32>(black_box(&host), out);
            black_box(out);
        };
        let ceiling = alternate(1, 15, &mut out, copy, moved);
        let write = alternate(1, 15, &mut out, moved, write);
        TRAFFIC
            .lock()
            .unwrap()
            .push((name.to_string(), ceiling, write));
    }
    if let Some(copy) = bytemuck_copy {
        group.bench_function(BenchmarkId::from_parameter("bytemuck"), |b| {
            b.iter(|| {
                copy(black_box(&values), &mut out);
                black_box(&out);
            })
        });
        row("bytemuck");
    }
    if let Some(convert) = to_encase {
        drop(source);
        let evalues = Placed::new(n, 0, |i| convert(&values[i]));
        assert_eq!(
            E::SHADER_SIZE.get() as usize,
            size,
            "encase's {name} differs in size"
        );
        group.bench_function(BenchmarkId::from_parameter("encase"), |b| {
            b.iter(|| {
                let mut buffer = encase::StorageBuffer::new(&mut out[..]);
                buffer.write(black_box(&evalues[..])).unwrap();
                black_box(&out);
            })
        });
        row("encase");
    }
    group.finish();

    // Not a benchmark: the bytes just written are the values' images.
    slice::write_device_bytes(&values, &mut out).unwrap();
    for i in [0, n / 2, n - 1] {
        let mut one = vec![0u8; size];
        write_device_bytes(&values[i], &mut one).unwrap();
        assert_eq!(one, out[i * size..(i + 1) * size]);
    }

    // Reading the images back into a vector allocated (and touched) once, from a copy of them
    // placed `DISTANCE` bytes before it.
    let mut back: Vec<T> = Vec::with_capacity(n);
    slice::from_device_bytes_into(&out, &mut back).unwrap();
    let back_at = back.as_ptr();
    let image = Placed::before(back_at, DISTANCE, bytes, |i| out[i]);
    drop(out);
    let mut group = bulk_group(c, format!("read_{name}"), bytes);
    let mut copy = Placed::after(image.as_ptr(), DISTANCE, bytes, |_| 0u8);
    group.bench_function(BenchmarkId::from_parameter("copy_from_slice"), |b| {
        b.iter(|| {
            copy.copy_from_slice(black_box(&image));
            black_box(&copy);
        })
    });
    rows.push(summary::Row {
        id: format!("read_{name}/copy_from_slice"),
        bytes: Some(bytes as u64),
    });
    drop(copy);
    group.bench_function(BenchmarkId::from_parameter("ptx_abi"), |b| {
        b.iter(|| {
            slice::from_device_bytes_into(black_box(&image), &mut back).unwrap();
            black_box(&back);
        })
    });
    assert_eq!(
        back.as_ptr(),
        back_at,
        "the values read stay where they were placed"
    );
    rows.push(summary::Row {
        id: format!("read_{name}/ptx_abi"),
        bytes: Some(bytes as u64),
    });
    // Not a benchmark: the values read back are the values written.
    for i in [0, n / 2, n - 1] {
        assert_eq!(
            ptx_abi_core::to_device_bytes(&back[i]),
            ptx_abi_core::to_device_bytes(&values[i])
        );
    }
    drop(back);
    if let Some(convert) = to_encase {
        let mut eback: Vec<E> = values.iter().map(convert).collect();
        let eimage = Placed::before(eback.as_ptr(), DISTANCE, bytes, |i| image[i]);
        group.bench_function(BenchmarkId::from_parameter("encase"), |b| {
            b.iter(|| {
                let buffer = encase::StorageBuffer::new(black_box(&eimage[..]));
                buffer.read(&mut eback).unwrap();
                black_box(&eback);
            })
        });
        rows.push(summary::Row {
            id: format!("read_{name}/encase"),
            bytes: Some(bytes as u64),
        });
    }
    group.finish();

    // The bulk write again, on a slice small enough that values and image stay in L2.
    let small = (L2_BYTES / size).min(n);
    let small_bytes = small * size;
    let mut group = c.benchmark_group(format!("l2_{name}"));
    group
        .sample_size(20)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .throughput(Throughput::Bytes(small_bytes as u64));
    // Placed as the bulk buffers are: the values (a prefix of the bulk values) and the copy's
    // source at the start of a page, the image `DISTANCE` bytes after.
    let source = Placed::new(small_bytes, 0, |_| 0x5au8);
    let mut out = Placed::after(values.as_ptr(), DISTANCE, small_bytes, |_| 0xa5u8);
    let copy = |out: &mut [u8]| {
        out.copy_from_slice(black_box(&source));
        black_box(out);
    };
    let write = |out: &mut [u8]| {
        slice::write_device_bytes(black_box(&values[..small]), out).unwrap();
        black_box(out);
    };
    group.bench_function(BenchmarkId::from_parameter("copy_from_slice"), |b| {
        b.iter(|| copy(&mut out))
    });
    group.bench_function(BenchmarkId::from_parameter("ptx_abi"), |b| {
        b.iter(|| write(&mut out))
    });
    let mut l2_ids = vec!["copy_from_slice", "ptx_abi"];
    if let Some(convert) = to_encase {
        let evalues = Placed::new(small, 0, |i| convert(&values[i]));
        group.bench_function(BenchmarkId::from_parameter("encase"), |b| {
            b.iter(|| {
                let mut buffer = encase::StorageBuffer::new(&mut out[..]);
                buffer.write(black_box(&evalues[..])).unwrap();
                black_box(&out);
            })
        });
        l2_ids.push("encase");
    }
    group.finish();
    paired("l2", name, 100, 31, &mut out, copy, write);
    for id in l2_ids {
        rows.push(summary::Row {
            id: format!("l2_{name}/{id}"),
            bytes: Some(small_bytes as u64),
        });
    }

    let single = format!("single_{name}");
    let value = values[n / 3];
    let mut one = vec![0u8; size];
    c.bench_function(&single, |b| {
        b.iter(|| {
            write_device_bytes(black_box(&value), &mut one).unwrap();
            black_box(&one);
        })
    });
    rows.push(summary::Row {
        id: single,
        bytes: None,
    });
    rows
}

fn bytemuck_plain(values: &[Plain], out: &mut [u8]) {
    out.copy_from_slice(bytemuck::cast_slice(values));
}

fn main() {
    assert!(is_image_equal::<Plain>());
    assert!(!is_image_equal::<Padded>() && !is_image_equal::<Bits>());
    assert!(!is_image_equal::<Vecs>());

    if std::env::var("PTX_ABI_MARSHAL").as_deref() == Ok("scaling") {
        #[cfg(feature = "parallel")]
        scaling::run();
        #[cfg(not(feature = "parallel"))]
        println!("marshal: scaling needs the `parallel` feature (cargo bench --features parallel)");
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    let mut rows = Vec::new();
    rows.extend(bulk::<Plain, Plain>(
        &mut c,
        "plain",
        plain,
        Some(|p| *p),
        Some(bytemuck_plain),
    ));
    rows.extend(bulk(&mut c, "padded", padded, Some(encase_padded), None));
    rows.extend(bulk(&mut c, "bits", bits, Some(encase_bits), None));
    rows.extend(bulk(&mut c, "vecs", vecs, Some(encase_vecs), None));
    c.final_summary();

    summary::print("marshal", &rows);
    targets();
    #[cfg(feature = "parallel")]
    scaling::run();
}

#[cfg(feature = "parallel")]
mod scaling {
    //! Thread scaling of the bulk paths (module docs above).
    use super::*;
    use ptx_abi_core::slice::rayon;
    use rayon::prelude::*;
    use std::time::Instant;

    /// The timed rounds of each figure (after one warm-up round), of which the median is taken.
    const ROUNDS: usize = 7;

    /// One figure: GB/s of image, and the ratio to the parallel copy of as many threads.
    pub struct Figure {
        pub what: &'static str,
        pub name: &'static str,
        pub threads: usize,
        pub write: f64,
        pub read: f64,
        pub copy: f64,
    }

    /// The buffers of one figure: values, their image, a destination for the writes and an
    /// image to read from, placed as in `bulk` (sources at the start of a page, destinations
    /// `DISTANCE` bytes after them).
    struct Case<T: Copy> {
        values: Placed<T>,
        image: Placed<u8>,
        dst: Placed<u8>,
        read_image: Placed<u8>,
        back: Vec<T>,
        threads: usize,
        reps: usize,
    }

    impl<T: PtxAbi + Copy + Send + Sync> Case<T> {
        fn new(bytes: usize, reps: usize, threads: usize, make: fn(&mut Rng) -> T) -> Self {
            let mut r = Rng(7);
            let n = bytes / T::LAYOUT.size;
            let values = Placed::new(n, 0, |_| make(&mut r));
            let image = Placed::new(n * T::LAYOUT.size, 0, {
                let bytes = slice::to_device_bytes(&values);
                move |i| bytes[i]
            });
            let dst = Placed::after(values.as_ptr(), DISTANCE, image.len(), |_| 0u8);
            let back: Vec<T> = Vec::with_capacity(n);
            let read_image = Placed::before(back.as_ptr(), DISTANCE, image.len(), |i| image[i]);
            Case {
                values,
                image,
                dst,
                read_image,
                back,
                threads,
                reps,
            }
        }

        /// Seconds of one round of `reps` calls each: the parallel copy, the write, the read.
        fn round(&mut self) -> [f64; 3] {
            let reps = self.reps;
            // The copy split as the marshalling is (`slice::parallel`'s `task_len`): about four
            // tasks per thread, none under 256 KiB, one task on one thread.
            let task = match self.threads {
                1 => self.image.len(),
                threads => self.image.len().div_ceil(threads * 4).max(256 << 10),
            };
            let start = Instant::now();
            for _ in 0..reps {
                self.dst
                    .par_chunks_mut(task)
                    .zip(self.image.par_chunks(task))
                    .for_each(|(d, s)| d.copy_from_slice(s));
                black_box(&mut self.dst);
            }
            let copy = start.elapsed().as_secs_f64();
            let start = Instant::now();
            for _ in 0..reps {
                slice::par_write_device_bytes(black_box(&self.values), &mut self.dst).unwrap();
                black_box(&mut self.dst);
            }
            let write = start.elapsed().as_secs_f64();
            assert!(self.dst[..] == self.image[..], "the parallel image");
            let start = Instant::now();
            for _ in 0..reps {
                slice::par_from_device_bytes_into(black_box(&self.read_image), &mut self.back)
                    .unwrap();
                black_box(&mut self.back);
            }
            let read = start.elapsed().as_secs_f64();
            [copy, write, read]
        }
    }

    /// The figures of the cases, each run in its pool: every case's round in turn, one warm-up
    /// round and `ROUNDS` timed ones, so that the thread counts compared see the same moments of
    /// the machine; each figure is the median of its rounds.
    fn interleaved<T: PtxAbi + Copy + Send + Sync>(
        what: &'static str,
        name: &'static str,
        cases: &mut [Case<T>],
        pools: &[rayon::ThreadPool],
        out: &mut Vec<Figure>,
    ) {
        let mut times = vec![[vec![], vec![], vec![]]; cases.len()];
        for round in 0..=ROUNDS {
            for (case, (pool, times)) in cases.iter_mut().zip(pools.iter().zip(&mut times)) {
                let t = pool.install(|| case.round());
                if round > 0 {
                    for (all, t) in times.iter_mut().zip(t) {
                        all.push(t);
                    }
                }
            }
        }
        for (case, times) in cases.iter().zip(&mut times) {
            let gbs = |t: &mut Vec<f64>| {
                t.sort_by(f64::total_cmp);
                (case.image.len() * case.reps) as f64 / t[t.len() / 2] / 1e9
            };
            let [copy, write, read] = times;
            out.push(Figure {
                what,
                name,
                threads: case.threads,
                write: gbs(write),
                read: gbs(read),
                copy: gbs(copy),
            });
        }
    }

    /// In cache (`L2_BYTES` of image per thread, so each thread's share stays in its core's
    /// caches), every thread count interleaved round by round; in bulk (256 MiB) one thread count
    /// after another, each case's buffers freed before the next (1.25 GiB each).
    fn measure<T: PtxAbi + Copy + Send + Sync>(
        name: &'static str,
        make: fn(&mut Rng) -> T,
        pools: &[rayon::ThreadPool],
        out: &mut Vec<Figure>,
    ) {
        let threads = |pool: &rayon::ThreadPool| pool.current_num_threads();
        let mut cached: Vec<Case<T>> = pools
            .iter()
            .map(|p| Case::new(L2_BYTES * threads(p), 1000, threads(p), make))
            .collect();
        interleaved("cache", name, &mut cached, pools, out);
        drop(cached);
        for pool in pools {
            let mut bulk = [Case::new(BULK_BYTES, 1, threads(pool), make)];
            interleaved("bulk", name, &mut bulk, std::slice::from_ref(pool), out);
        }
    }

    pub fn run() {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let mut counts = vec![1, 2, cores];
        counts.sort_unstable();
        counts.dedup();
        let pools: Vec<rayon::ThreadPool> = counts
            .iter()
            .map(|&threads| {
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .unwrap()
            })
            .collect();
        let mut figures = Vec::new();
        measure("padded", padded, &pools, &mut figures);
        measure("vecs", vecs, &pools, &mut figures);
        measure("bits", bits, &pools, &mut figures);
        println!(
            "\n== scaling: par_write_device_bytes / par_from_device_bytes_into, GB/s of image \
             (median of 7), ratio to a parallel copy_from_slice on as many threads, speed-up \
             over 1 thread"
        );
        for f in &figures {
            let one = figures
                .iter()
                .find(|g| g.what == f.what && g.name == f.name && g.threads == 1)
                .unwrap();
            println!(
                "{:<5} {:<6} {:>2} threads  write {:7.2} GB/s ({:.2}x copy, {:.2}x 1 thread)  \
                 read {:7.2} GB/s ({:.2}x copy, {:.2}x 1 thread)  copy {:7.2} GB/s",
                f.what,
                f.name,
                f.threads,
                f.write,
                f.write / f.copy,
                f.write / one.write,
                f.read,
                f.read / f.copy,
                f.read / one.read,
                f.copy
            );
        }
        if let Some(pool) = pools.iter().find(|p| p.current_num_threads() == 2) {
            hand_off(pool);
        }
    }

    /// Whether the second thread takes part, call by call: the in-cache `padded` write of two
    /// 256 KiB halves joined on a pool of 2 threads (`rayon::join`, as the library's two tasks
    /// are), `ROUNDS` rounds of 1,000 calls, each beside one thread writing both halves. Per
    /// round: the share of calls whose second half ran on the other thread, when the second half
    /// started (median), and the calls' speed-up over the one thread. A worker that has gone to
    /// sleep between calls wakes too late to take its half (BENCHMARKS.md, "What limits each
    /// path"; MARSHALLING.md, "Parallel paths").
    fn hand_off(pool: &rayon::ThreadPool) {
        let half = L2_BYTES / Padded::LAYOUT.size;
        let mut r = Rng(7);
        let values = Placed::new(2 * half, 0, |_| padded(&mut r));
        let mut dst = Placed::after(
            values.as_ptr(),
            DISTANCE,
            2 * half * Padded::LAYOUT.size,
            |_| 0u8,
        );
        let (reps, bytes) = (1000, half * Padded::LAYOUT.size);
        println!(
            "\n== hand-off: padded in cache, two 256 KiB halves joined on 2 threads, rounds of \
             {reps} calls"
        );
        pool.install(|| {
            let caller = rayon::current_thread_index();
            for round in 1..=ROUNDS {
                let start = Instant::now();
                for _ in 0..reps {
                    slice::write_device_bytes(black_box(&values), &mut dst).unwrap();
                    black_box(&mut dst);
                }
                let one = start.elapsed().as_secs_f64();
                let (left, right) = values.split_at(half);
                let (to_left, to_right) = dst.split_at_mut(bytes);
                let (mut taken, mut starts) = (0, Vec::with_capacity(reps));
                let start = Instant::now();
                for _ in 0..reps {
                    let call = Instant::now();
                    let ((), (second, other)) = rayon::join(
                        || slice::write_device_bytes(black_box(left), to_left).unwrap(),
                        || {
                            let second = call.elapsed();
                            slice::write_device_bytes(black_box(right), to_right).unwrap();
                            (second, rayon::current_thread_index() != caller)
                        },
                    );
                    taken += usize::from(other);
                    starts.push(second.as_secs_f64() * 1e6);
                }
                let two = start.elapsed().as_secs_f64();
                starts.sort_by(f64::total_cmp);
                println!(
                    "round {round}: second half on the other thread in {:5.1}% of calls, starting \
                     at {:5.2} us (median); {:.2}x one thread ({:.1} GB/s)",
                    100.0 * taken as f64 / reps as f64,
                    starts[reps / 2],
                    one / two,
                    (2 * bytes * reps) as f64 / two / 1e9
                );
            }
        });
    }
}

/// The write targets (BENCHMARKS.md, "Targets"): throughput over `copy_from_slice`'s, by group
/// (`bulk`, `l2`) and type, for criterion's medians and the paired ratios alike.
fn write_target(group: &str, name: &str) -> f64 {
    match (group, name) {
        ("bulk", "bits") => 0.75,
        ("l2", "bits") => 0.4,
        ("l2", "padded" | "vecs") => 0.6,
        _ => 0.95,
    }
}

/// A verdict on one target.
fn verdict(met: bool) -> &'static str {
    if met {
        "met"
    } else {
        "MISSED"
    }
}

/// The ratios behind the targets of BENCHMARKS.md, each with its verdict: throughput over the
/// limit's (medians; fastest samples in brackets), ptx-abi over encase, and single values in ns.
/// The read targets guard against regressions.
fn targets() {
    let types = ["plain", "padded", "vecs", "bits"];
    let line = |group: &str, name: &str, target: f64| {
        let base = format!("{group}_{name}/copy_from_slice");
        let mut text = format!("  {group:<5} {name:<7}");
        for other in ["ptx_abi", "bytemuck", "encase"] {
            let id = format!("{group}_{name}/{other}");
            if let (Some(r), Some(b)) =
                (summary::ratio(&base, &id), summary::best_ratio(&base, &id))
            {
                text += &format!("  {other} {r:.2}x [{b:.2}x]");
            }
        }
        if let Some(r) = summary::ratio(&base, &format!("{group}_{name}/ptx_abi")) {
            text += &format!("   (target >= {target}x: {})", verdict(r >= target));
        }
        println!("{text}");
    };
    println!(
        "\nwrite, throughput / copy_from_slice throughput (medians; fastest samples in brackets):"
    );
    for name in types {
        line("bulk", name, write_target("bulk", name));
    }
    println!("read into a reused Vec, throughput / copy_from_slice throughput:");
    for (name, target) in types.iter().zip([0.95, 0.7, 0.7, 0.4]) {
        line("read", name, target);
    }
    println!("write, cache-resident (256 KiB of image), throughput / copy_from_slice throughput:");
    for name in types {
        line("l2", name, write_target("l2", name));
    }
    println!(
        "write / copy_from_slice measured in alternation (paired rounds: median [lowest .. \
         highest]):"
    );
    for (group, name, median, lo, hi) in PAIRED.lock().unwrap().iter() {
        let target = write_target(group, name);
        println!(
            "  {:<12} {median:.2}x [{lo:.2}x .. {hi:.2}x]   (target >= {target}x: {})",
            format!("{group}_{name}"),
            verdict(*median >= target)
        );
    }
    for (name, (c, c_lo, c_hi), (w, w_lo, w_hi)) in TRAFFIC.lock().unwrap().iter() {
        println!(
            "  bulk_{name}: the same bytes moved with no work (host bytes read, image bytes \
             streamed) run at {c:.2}x of the copy [{c_lo:.2}x .. {c_hi:.2}x]; the write at \
             {w:.2}x of that [{w_lo:.2}x .. {w_hi:.2}x]"
        );
    }
    println!("ptx-abi throughput / encase throughput (targets: bulk and read > 1x, l2 >= 2x):");
    for name in ["padded", "vecs", "bits"] {
        let mut text = format!("  {name:<7}");
        for (group, target) in [("bulk", 1.0), ("l2", 2.0), ("read", 1.0)] {
            let ptx = format!("{group}_{name}/ptx_abi");
            let encase = format!("{group}_{name}/encase");
            if let Some(r) = summary::ratio(&encase, &ptx) {
                let met = if group == "l2" {
                    r >= target
                } else {
                    r > target
                };
                text += &format!("  {group} {r:.2}x ({})", verdict(met));
            }
        }
        println!("{text}");
    }
    println!("single values (target: no slower than 2.6 / 2.8 / 4.6 ns, BENCHMARKS.md before):");
    for (name, target) in [("padded", 2.6), ("vecs", 2.8), ("bits", 4.6)] {
        if let Some((median, _, _)) = summary::stats(&format!("single_{name}")) {
            println!("  {name:<7} {median:.2} ns ({})", verdict(median <= target));
        }
    }
}
