//! Which build of the four-at-a-time loop runs ([`Simd`]: SSE2, SSE4.1, AVX2, chosen once from
//! `cpuid`), the builds themselves, and the size from which blocks are written past the cache:
//! the run-time choices of the derived fast paths, and their test knobs (`set_simd`,
//! `set_stream_bytes`).

use super::table::Table;
use crate::abi::PtxAbi;
use crate::error::Error;

/// Blocks of images at least this large are written past the cache where they can be
/// ([`Table::write_block`]): larger than the L2 of any x86-64 core (512 KiB to 2 MiB) and a
/// small part of an L3, so that a block that will be read again soon by this core (a kernel
/// argument, a small upload) stays cached, and one that will not (a bulk upload through a
/// staging buffer, read by the GPU's copy engine) does not push the rest out.
#[cfg(target_arch = "x86_64")]
const STREAM_BYTES: usize = 4 << 20;

/// The threshold in force: [`STREAM_BYTES`], lowered only by the tests
/// ([`set_stream_bytes`]) so that the streaming path runs at the small sizes Miri can afford.
#[cfg(target_arch = "x86_64")]
pub(super) static STREAM_BYTES_NOW: core::sync::atomic::AtomicUsize =
    core::sync::atomic::AtomicUsize::new(STREAM_BYTES);

/// Sets the size from which blocks are written past the cache (tests only: every image is the
/// same either way, which is what they check). Does nothing where there is no such path.
pub fn set_stream_bytes(bytes: usize) {
    #[cfg(target_arch = "x86_64")]
    STREAM_BYTES_NOW.store(bytes, core::sync::atomic::Ordering::Relaxed);
    #[cfg(not(target_arch = "x86_64"))]
    let _ = bytes;
}

/// The builds of the four-at-a-time loop (`quads.rs`), by the instructions they may use; each
/// runs only where the core has them (`simd`). The same Rust code in each: what differs is
/// what the compiler may emit for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[repr(u8)]
pub enum Simd {
    /// x86-64's baseline (SSE2), and every other target.
    Baseline = 0,
    /// SSE4.1: `pinsrd`/`pinsrq` load a bit-field of four values, `ptest` tests them, where
    /// SSE2 needs longer sequences (`write_block_sse41`).
    Sse41 = 1,
    /// AVX2: the same operations in the VEX encoding, whose three operands spare the register
    /// copies SSE's two-operand forms need (`write_block_avx2`).
    Avx2 = 2,
}

impl Simd {
    /// Every build, indexed by its number (`Simd::X as u8`), as the atomics below keep them.
    #[cfg(all(target_arch = "x86_64", not(miri)))]
    const ALL: [Simd; 3] = [Simd::Baseline, Simd::Sse41, Simd::Avx2];
}

/// The best build this core runs, asked once: `cpuid` leaf 1 (`ecx` bit 19) for SSE4.1, which
/// every x86-64 core since 2008-2011 has but the x86-64 baseline Rust compiles for does not
/// assume; AVX2 (Intel since 2013, AMD since 2015) only with `std`, whose
/// `is_x86_feature_detected!` also asks the operating system whether it saves the registers.
/// Miri runs no `cpuid`, and there the baseline build runs.
#[cfg(all(target_arch = "x86_64", not(miri)))]
fn detected() -> Simd {
    use core::sync::atomic::{AtomicU8, Ordering};
    /// 0: not asked yet; otherwise 1 + the build.
    static DETECTED: AtomicU8 = AtomicU8::new(0);
    match DETECTED.load(Ordering::Relaxed) {
        0 => {
            #[cfg(feature = "std")]
            let avx2 = std::is_x86_feature_detected!("avx2");
            #[cfg(not(feature = "std"))]
            let avx2 = false;
            let sse41 = cfg!(target_feature = "sse4.1") || {
                // SAFETY: `cpuid` exists on every x86-64 core, and leaf 1 on every one (its
                // safety was only a question on 32-bit x86).
                #[allow(unused_unsafe)]
                let ecx = unsafe { core::arch::x86_64::__cpuid(1) }.ecx;
                ecx & (1 << 19) != 0
            };
            let best = match (avx2, sse41) {
                (true, _) => Simd::Avx2,
                (false, true) => Simd::Sse41,
                (false, false) => Simd::Baseline,
            };
            DETECTED.store(1 + best as u8, Ordering::Relaxed);
            best
        }
        known => Simd::ALL[usize::from(known - 1)],
    }
}

/// The build the four-at-a-time loop runs: the best the core has, up to what [`set_simd`]
/// allows.
#[cfg(all(target_arch = "x86_64", not(miri)))]
pub(crate) fn simd() -> Simd {
    let allowed = SIMD_ALLOWED.load(core::sync::atomic::Ordering::Relaxed);
    detected().min(Simd::ALL[usize::from(allowed)])
}

/// The best build [`simd`] may choose: lowered only by the tests ([`set_simd`]), so that the
/// other builds run on cores that have the best one too.
#[cfg(target_arch = "x86_64")]
static SIMD_ALLOWED: core::sync::atomic::AtomicU8 =
    core::sync::atomic::AtomicU8::new(Simd::Avx2 as u8);

/// Lets the four-at-a-time loop run builds up to `best` where the core has them
/// ([`Simd::Avx2`], the default, allows every build), or only lower ones (tests only: every
/// image is the same in each build, which is what they check). Does nothing where there are no
/// such builds.
pub fn set_simd(best: Simd) {
    #[cfg(target_arch = "x86_64")]
    SIMD_ALLOWED.store(best as u8, core::sync::atomic::Ordering::Relaxed);
    #[cfg(not(target_arch = "x86_64"))]
    let _ = best;
}

/// Defines `$name`, [`PtxAbi::write_block`](crate::PtxAbi::write_block) of a derived struct
/// compiled with the instructions of `$feature`: the same code in each build ([`Simd`]).
macro_rules! write_block_with {
    ($(#[$doc:meta])* $name:ident, $feature:literal) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// As `write_block`; `T` is a derived struct (`T::DERIVED` is set), and the core has
        #[doc = concat!("`", $feature, "` ([`simd`]).")]
        #[cfg(all(target_arch = "x86_64", not(miri)))]
        #[target_feature(enable = $feature)]
        pub(crate) unsafe fn $name<T: PtxAbi>(
            values: &[T],
            stage: *mut u8,
            first: usize,
        ) -> Result<(), Error> {
            let table = T::DERIVED.expect("a derived struct's table");
            // SAFETY: the caller's contract; `DERIVED` is only set by the derive, to `T`'s own
            // table.
            unsafe { table.write_block(values, stage, first) }
        }
    };
}

write_block_with!(
    /// The SSE4.1 build: the compiler loads bit-fields of four values with `pinsrd`/`pinsrq`
    /// and tests them with `ptest` rather than with SSE2's longer sequences. `bits` of the
    /// marshal bench in cache: 0.36x of `copy_from_slice` to 0.41x on an AMD Zen 3 core
    /// (`MARSHALLING.md`, "SSE4.1 and AVX2").
    write_block_sse41,
    "sse4.1"
);

write_block_with!(
    /// The AVX2 build: the SSE4.1 build's instructions in the VEX encoding, with a third
    /// operand, so that the register copies before each shift, mask and unpack go: `bits` in
    /// cache 13 % faster on an AMD Zen 3 core (`MARSHALLING.md`, "SSE4.1 and AVX2").
    write_block_avx2,
    "avx2"
);

impl Table {
    /// [`PtxAbi::write_block`] of a derived struct: [`Table::write_block`] in the best build the
    /// core runs ([`Simd`]) where the struct is written four values at a time. The condition is
    /// a constant, so other types do not instantiate those builds of the loop.
    ///
    /// # Safety
    /// As [`Table::write_block`]; `self` is `T::DERIVED`'s table.
    #[inline(always)]
    pub unsafe fn write_values<T: PtxAbi>(
        &self,
        values: &[T],
        stage: *mut u8,
        first: usize,
    ) -> Result<(), Error> {
        #[cfg(all(target_arch = "x86_64", not(miri)))]
        if const { matches!(T::DERIVED, Some(table) if table.writes_in_quads()) } {
            match simd() {
                // SAFETY: the caller's contract; the core has AVX2.
                Simd::Avx2 => return unsafe { write_block_avx2(values, stage, first) },
                // SAFETY: the caller's contract; the core has SSE4.1.
                Simd::Sse41 => return unsafe { write_block_sse41(values, stage, first) },
                Simd::Baseline => {}
            }
        }
        // SAFETY: the caller's contract.
        unsafe { self.write_block(values, stage, first) }
    }
}
