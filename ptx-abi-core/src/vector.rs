//! CUDA vector types (`vector_types.h`) with CUDA's names, sizes and alignments.
//!
//! Spec 1.2 defines the *native* vectors: 1 to 4 elements of a type of at most 4 bytes, 1 or 2
//! elements of an 8-byte type; an odd-length vector is aligned like its element, an even-length
//! one to `n * alignof(element)`. CUDA's 3- and 4-element vectors of 8-byte types are not native
//! vectors; `vector_types.h` gives them alignment 8 (`longlong3`, `double3`) and 16 (`longlong4`,
//! `double4`), and CUDA 13 adds `double4_16a` (align 16) and `double4_32a` (align 32), likewise
//! for `long4`, `ulong4`, `longlong4`, `ulonglong4` (`ABI.md` §4).
//! `long` follows the host platform ([`HostPlatform`]): 8 bytes on Linux, 4 on Windows, where
//! `vector_types.h` also aligns `long2`/`ulong2` to 8. The `Long*`/`Ulong*` vectors here are laid
//! out for the platform the crate is compiled for, with `c_long`/`c_ulong` components;
//! [`long_vector`] gives either platform's layout. They have no device view on Windows: a Rust
//! kernel (nvptx64) has an 8-byte `c_long` whatever the host.
//!
//! Every vector's host layout is its device layout (`repr(C, align(N))`), so vectors and slices
//! of them marshal with `memcpy`.

use crate::abi::PtxAbi;
use crate::error::Error;
use crate::layout::{CudaVersion, HostPlatform, Kind, Layout, Scalar};
use core::ffi::{c_long, c_ulong};

/// Items of a vector type that exist on every host, or (family `lp`: the `long` vectors) only
/// where `long` is 8 bytes on the host as it is in a Rust kernel (not on Windows), or (`lp_pad`:
/// `long4_32a`, `ulong4_32a`, which have 16 bytes of padding on Windows) likewise.
macro_rules! on_hosts {
    (none; $($item:item)*) => { $($item)* };
    ($long:ident; $($item:item)*) => { #[cfg(not(windows))] const _: () = { $($item)* }; };
}

/// Items that need the vector's host bytes to be its image: on every host but for `lp_pad`
/// vectors (padded on Windows).
#[cfg(any(feature = "cudarc", feature = "cust"))]
macro_rules! where_image_equal {
    (none; $($item:item)*) => { $($item)* };
    (lp; $($item:item)*) => { $($item)* };
    (lp_pad; $($item:item)*) => { #[cfg(not(windows))] const _: () = { $($item)* }; };
}
#[cfg(any(feature = "cudarc", feature = "cust"))]
pub(crate) use where_image_equal;

macro_rules! vector {
    ($name:ident, $cuda:literal, $t:ty, $scalar:ident, $align:literal, [$($f:ident),+]) => {
        vector!(@ $name, $cuda, $t, $scalar, $align, $align, none, [$($f),+]);
    };
    ($name:ident, $cuda:literal, $t:ty, $scalar:ident, $align:literal / $walign:literal $family:ident, [$($f:ident),+]) => {
        vector!(@ $name, $cuda, $t, $scalar, $align, $walign, $family, [$($f),+]);
    };
    (@ $name:ident, $cuda:literal, $t:ty, $scalar:ident, $align:literal, $walign:literal, $family:ident, [$($f:ident),+]) => {
        #[doc = concat!("CUDA `", $cuda, "`.")]
        #[cfg_attr(not(windows), repr(C, align($align)))]
        #[cfg_attr(windows, repr(C, align($walign)))]
        #[derive(Clone, Copy, Debug, Default, PartialEq)]
        pub struct $name {
            $(
                #[doc = concat!("Component `", stringify!($f), "`.")]
                pub $f: $t,
            )+
        }

        impl $name {
            #[doc = concat!("A `", $cuda, "` from its components.")]
            pub const fn new($($f: $t),+) -> Self {
                $name { $($f),+ }
            }
        }

        // SAFETY: `repr(C, align(N))` with N the CUDA alignment gives the host exactly the device
        // layout: components at `i * size_of::<elem>()`, and no padding because CUDA's alignment
        // divides the size (checked below at compile time). Every bit pattern of the integer and
        // float components is valid.
        unsafe impl PtxAbi for $name {
            const LAYOUT: Layout = vector_layout(
                $cuda,
                Scalar::$scalar,
                [$(stringify!($f)),+].len(),
                if cfg!(windows) { $walign } else { $align },
            );
            // On Windows `long4_32a` holds 16 bytes of components and 16 of padding.
            const IMAGE_EQUAL: bool = <$t as PtxAbi>::IMAGE_EQUAL
                && size_of::<$name>() == Scalar::$scalar.size() * [$(stringify!($f)),+].len();
            const ALL_BITS_VALID: bool = true;
            fn write_image(&self, out: &mut [u8]) -> Result<(), Error> {
                let size = Scalar::$scalar.size();
                let mut at = 0;
                $(
                    self.$f.write_image(&mut out[at..at + size])?;
                    at += size;
                )+
                let _ = at;
                Ok(())
            }
            fn read_image(bytes: &[u8]) -> Result<Self, Error> {
                let size = Scalar::$scalar.size();
                let mut at = 0;
                $(
                    let $f = <$t>::read_image(&bytes[at..at + size])?;
                    at += size;
                )+
                let _ = at;
                Ok($name { $($f),+ })
            }
        }

        const _: () = assert!(size_of::<$name>() == <$name as PtxAbi>::LAYOUT.size);

        on_hosts! { $family;
            // SAFETY: the vector's Rust layout is its device layout on every target it is
            // declared for (checked just above, also when building for nvptx64), and every bit
            // pattern is a valid value.
            unsafe impl crate::device::HasView for $name {
                type View = $name;
            }

            impl crate::device::KernelParam for $name {}
        }
    };
}

/// The layout of a CUDA vector of `len` `elem`s aligned to `align` (the size rounded up to it:
/// only Windows' `long4_32a`/`ulong4_32a` have padding).
const fn vector_layout(name: &'static str, elem: Scalar, len: usize, align: usize) -> Layout {
    let bytes = elem.size() * len;
    // CUDA 13 added the explicitly aligned `*_16a`/`*_32a` vectors.
    let b = name.as_bytes();
    let since = if b.len() > 4 && b[b.len() - 1] == b'a' && b[b.len() - 4] == b'_' {
        CudaVersion::Cuda13
    } else {
        CudaVersion::Cuda12
    };
    Layout {
        name,
        size: bytes.div_ceil(align) * align,
        align,
        kind: Kind::Vector { elem, len, since },
    }
}

/// The layout CUDA gives the `long` vector `cuda_name` (`long2`, `ulong4_32a`) on `host`; `None`
/// for any other name. On the platform this crate is compiled for it is the type's own
/// [`PtxAbi::LAYOUT`] (`Long2::LAYOUT`); the other platform's is for checking headers and
/// layouts meant for it (the Windows-layout oracle, the lockfile).
pub fn long_vector(cuda_name: &str, host: HostPlatform) -> Option<Layout> {
    let &(name, lp64, llp64) = LONG_VECTOR_ALIGNS.iter().find(|v| v.0 == cuda_name)?;
    let Kind::Vector { elem, len, .. } = by_cuda_name(name)?.layout.kind else {
        unreachable!("`{name}` is a vector")
    };
    let elem = if elem.is_signed_integer() {
        host.long()
    } else {
        host.ulong()
    };
    let align = match host {
        HostPlatform::Lp64 => lp64,
        HostPlatform::Llp64 => llp64,
    };
    Some(vector_layout(name, elem, len, align))
}

/// The layout of the vector `l` on `host`, where it differs from its own: a `long` vector of
/// the other platform ([`long_vector`]); `None` for every other vector. Used by the lockfile and
/// the C++ mirrors, both behind `alloc`.
#[cfg(feature = "alloc")]
pub(crate) fn on_host(l: &Layout, host: HostPlatform) -> Option<Layout> {
    let elem = |k: Kind| match k {
        Kind::Vector { elem, .. } => Some(elem),
        _ => None,
    };
    long_vector(l.name, host)
        .filter(|v| v.size != l.size || v.align != l.align || elem(v.kind) != elem(l.kind))
}

/// The one list of CUDA's vector types (`vector_types.h`, `cuda_fp16.h`, `cuda_bf16.h`): each
/// entry is the Rust name, the CUDA name, the components' `Scalar`, the alignment, the components
/// and their Rust type. Invokes `$m!` with the list, so that the types ([`ALL`], the structs) and the
/// integrations' impls (`integrations.rs`) come from the same entries.
macro_rules! vector_types {
    ($m:path) => {
        $m! {
            // Native vectors (spec 1.2): odd lengths aligned like the element, even lengths
            // n * element.
            Char1 "char1" I8 1 [x] i8, Char2 "char2" I8 2 [x, y] i8,
            Char3 "char3" I8 1 [x, y, z] i8, Char4 "char4" I8 4 [x, y, z, w] i8,
            Uchar1 "uchar1" U8 1 [x] u8, Uchar2 "uchar2" U8 2 [x, y] u8,
            Uchar3 "uchar3" U8 1 [x, y, z] u8, Uchar4 "uchar4" U8 4 [x, y, z, w] u8,
            Short1 "short1" I16 2 [x] i16, Short2 "short2" I16 4 [x, y] i16,
            Short3 "short3" I16 2 [x, y, z] i16, Short4 "short4" I16 8 [x, y, z, w] i16,
            Ushort1 "ushort1" U16 2 [x] u16, Ushort2 "ushort2" U16 4 [x, y] u16,
            Ushort3 "ushort3" U16 2 [x, y, z] u16, Ushort4 "ushort4" U16 8 [x, y, z, w] u16,
            Int1 "int1" I32 4 [x] i32, Int2 "int2" I32 8 [x, y] i32,
            Int3 "int3" I32 4 [x, y, z] i32, Int4 "int4" I32 16 [x, y, z, w] i32,
            Uint1 "uint1" U32 4 [x] u32, Uint2 "uint2" U32 8 [x, y] u32,
            Uint3 "uint3" U32 4 [x, y, z] u32, Uint4 "uint4" U32 16 [x, y, z, w] u32,
            Float1 "float1" F32 4 [x] f32, Float2 "float2" F32 8 [x, y] f32,
            Float3 "float3" F32 4 [x, y, z] f32, Float4 "float4" F32 16 [x, y, z, w] f32,
            // 8-byte elements: 1 and 2 are native; 3 (align 8) and 4 (align 16) are CUDA's own
            // choice.
            // `long` follows the host: alignment on LP64 / on LLP64 hosts (`vector_types.h`:
            // `long2` is `__cuda_builtin_vector_align8` under `_WIN32`, else aligned to
            // `2 * sizeof(long)`; `long1` and `long3` are aligned as `long`; `long4` and `_16a`
            // 16, `_32a` 32).
            Long1 "long1" LONG 8 / 4 lp [x] c_long, Long2 "long2" LONG 16 / 8 lp [x, y] c_long,
            Long3 "long3" LONG 8 / 4 lp [x, y, z] c_long,
            Long4 "long4" LONG 16 / 16 lp [x, y, z, w] c_long,
            Ulong1 "ulong1" ULONG 8 / 4 lp [x] c_ulong,
            Ulong2 "ulong2" ULONG 16 / 8 lp [x, y] c_ulong,
            Ulong3 "ulong3" ULONG 8 / 4 lp [x, y, z] c_ulong,
            Ulong4 "ulong4" ULONG 16 / 16 lp [x, y, z, w] c_ulong,
            Longlong1 "longlong1" I64 8 [x] i64, Longlong2 "longlong2" I64 16 [x, y] i64,
            Longlong3 "longlong3" I64 8 [x, y, z] i64, Longlong4 "longlong4" I64 16 [x, y, z, w] i64,
            Ulonglong1 "ulonglong1" U64 8 [x] u64, Ulonglong2 "ulonglong2" U64 16 [x, y] u64,
            Ulonglong3 "ulonglong3" U64 8 [x, y, z] u64,
            Ulonglong4 "ulonglong4" U64 16 [x, y, z, w] u64,
            Double1 "double1" F64 8 [x] f64, Double2 "double2" F64 16 [x, y] f64,
            Double3 "double3" F64 8 [x, y, z] f64, Double4 "double4" F64 16 [x, y, z, w] f64,
            // CUDA 13's explicitly aligned 4-element 8-byte vectors.
            Long4_16a "long4_16a" LONG 16 / 16 lp [x, y, z, w] c_long,
            Long4_32a "long4_32a" LONG 32 / 32 lp_pad [x, y, z, w] c_long,
            Ulong4_16a "ulong4_16a" ULONG 16 / 16 lp [x, y, z, w] c_ulong,
            Ulong4_32a "ulong4_32a" ULONG 32 / 32 lp_pad [x, y, z, w] c_ulong,
            Longlong4_16a "longlong4_16a" I64 16 [x, y, z, w] i64,
            Longlong4_32a "longlong4_32a" I64 32 [x, y, z, w] i64,
            Ulonglong4_16a "ulonglong4_16a" U64 16 [x, y, z, w] u64,
            Ulonglong4_32a "ulonglong4_32a" U64 32 [x, y, z, w] u64,
            Double4_16a "double4_16a" F64 16 [x, y, z, w] f64,
            Double4_32a "double4_32a" F64 32 [x, y, z, w] f64,
            // 16-bit float pairs (`cuda_fp16.h`, `cuda_bf16.h`): 4 bytes, aligned 4.
            Half2 "__half2" F16 4 [x, y] half::f16,
            Bfloat162 "__nv_bfloat162" Bf16 4 [x, y] half::bf16,
        }
    };
}
// The integrations' impls (`integrations.rs`) read the list too.
#[cfg(any(feature = "cudarc", feature = "cust"))]
pub(crate) use vector_types;

/// One of CUDA's vector types, as [`ALL`] lists it.
#[derive(Clone, Copy, Debug)]
pub struct VectorType {
    /// The Rust name in this module (`Float4`).
    pub rust: &'static str,
    /// The CUDA name (`float4`, `__half2`), also the layout's name.
    pub cuda: &'static str,
    /// The layout.
    pub layout: &'static Layout,
}

impl VectorType {
    /// The oldest CUDA release whose headers declare the type: CUDA 13 for the explicitly
    /// aligned `*_16a`/`*_32a` vectors, CUDA 12 (every release this crate targets) for the others.
    pub fn since_cuda(&self) -> CudaVersion {
        match self.layout.kind {
            Kind::Vector { since, .. } => since,
            _ => unreachable!("`{}` is a vector", self.cuda),
        }
    }
}

macro_rules! define_vectors {
    ($($name:ident $cuda:literal $scalar:ident $align:literal $(/ $walign:literal $family:ident)? [$($f:ident),+] $t:ty),+ $(,)?) => {
        $(vector!($name, $cuda, $t, $scalar, $align $(/ $walign $family)?, [$($f),+]);)+

        /// Every CUDA vector type, in `vector_types.h`'s order, then CUDA 13's aligned ones, then
        /// the 16-bit float pairs.
        pub static ALL: [VectorType; [$($cuda),+].len()] = [
            $(VectorType { rust: stringify!($name), cuda: $cuda, layout: &<$name as PtxAbi>::LAYOUT }),+
        ];

        /// The `long` vectors, whose layout follows the host platform: CUDA name, alignment on
        /// LP64 and on LLP64 hosts (read by [`long_vector`]).
        const LONG_VECTOR_ALIGNS: &[(&str, usize, usize)] = &[$($(($cuda, $align, $walign),)?)+];
    };
}

vector_types!(define_vectors);

/// The vector type CUDA calls `cuda_name` (`float4`, `__half2`, `double4_32a`).
pub fn by_cuda_name(cuda_name: &str) -> Option<&'static VectorType> {
    ALL.iter().find(|v| v.cuda == cuda_name)
}
