//! CUDA vector types (`vector_types.h`) with CUDA's names, sizes and alignments.
//!
//! Spec 1.2 defines the *native* vectors: 1 to 4 elements of a type of at most 4 bytes, 1 or 2
//! elements of an 8-byte type; an odd-length vector is aligned like its element, an even-length
//! one to `n * alignof(element)`. CUDA's 3- and 4-element vectors of 8-byte types are not native
//! vectors; `vector_types.h` gives them alignment 8 (`longlong3`, `double3`) and 16 (`longlong4`,
//! `double4`), and CUDA 13 adds `double4_16a` (align 16) and `double4_32a` (align 32), likewise
//! for `long4`, `ulong4`, `longlong4`, `ulonglong4` (`ABI.md` §4).
//! `long` is 8 bytes, as on Linux hosts.
//!
//! Every vector's host layout is its device layout (`repr(C, align(N))`), so vectors and slices
//! of them marshal with `memcpy`.

use crate::abi::PtxAbi;
use crate::error::Error;
use crate::layout::{Kind, Layout, Scalar};

macro_rules! vector {
    ($(#[$doc:meta])* $name:ident, $cuda:literal, $t:ty, $scalar:ident, $align:literal, [$($f:ident),+]) => {
        $(#[$doc])*
        #[doc = concat!("CUDA `", $cuda, "`.")]
        #[repr(C, align($align))]
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
            const LAYOUT: Layout = Layout {
                name: $cuda,
                size: Scalar::$scalar.size() * [$(stringify!($f)),+].len(),
                align: $align,
                kind: Kind::Vector { elem: Scalar::$scalar, len: [$(stringify!($f)),+].len() },
            };
            const IMAGE_EQUAL: bool = <$t as PtxAbi>::IMAGE_EQUAL
                && size_of::<$name>() == Self::LAYOUT.size;
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

        // SAFETY: the vector's Rust layout is its device layout on every target (checked just
        // above, also when building for nvptx64), and every bit pattern is a valid value.
        unsafe impl crate::device::HasView for $name {
            type View = $name;
        }

        impl crate::device::KernelParam for $name {}
    };
}

macro_rules! family {
    ($t:ty, $scalar:ident, $elem_align:literal,
     $n1:ident $c1:literal, $n2:ident $c2:literal $a2:literal,
     $n3:ident $c3:literal, $n4:ident $c4:literal $a4:literal) => {
        vector!($n1, $c1, $t, $scalar, $elem_align, [x]);
        vector!($n2, $c2, $t, $scalar, $a2, [x, y]);
        vector!($n3, $c3, $t, $scalar, $elem_align, [x, y, z]);
        vector!($n4, $c4, $t, $scalar, $a4, [x, y, z, w]);
    };
}

// Native vectors (spec 1.2): odd lengths aligned like the element, even lengths n * element.
family!(i8, I8, 1, Char1 "char1", Char2 "char2" 2, Char3 "char3", Char4 "char4" 4);
family!(u8, U8, 1, Uchar1 "uchar1", Uchar2 "uchar2" 2, Uchar3 "uchar3", Uchar4 "uchar4" 4);
family!(i16, I16, 2, Short1 "short1", Short2 "short2" 4, Short3 "short3", Short4 "short4" 8);
family!(u16, U16, 2, Ushort1 "ushort1", Ushort2 "ushort2" 4, Ushort3 "ushort3", Ushort4 "ushort4" 8);
family!(i32, I32, 4, Int1 "int1", Int2 "int2" 8, Int3 "int3", Int4 "int4" 16);
family!(u32, U32, 4, Uint1 "uint1", Uint2 "uint2" 8, Uint3 "uint3", Uint4 "uint4" 16);
family!(f32, F32, 4, Float1 "float1", Float2 "float2" 8, Float3 "float3", Float4 "float4" 16);
// 8-byte elements: 1 and 2 are native; 3 (align 8) and 4 (align 16) are CUDA's own choice.
family!(i64, I64, 8, Long1 "long1", Long2 "long2" 16, Long3 "long3", Long4 "long4" 16);
family!(u64, U64, 8, Ulong1 "ulong1", Ulong2 "ulong2" 16, Ulong3 "ulong3", Ulong4 "ulong4" 16);
family!(i64, I64, 8, Longlong1 "longlong1", Longlong2 "longlong2" 16, Longlong3 "longlong3", Longlong4 "longlong4" 16);
family!(u64, U64, 8, Ulonglong1 "ulonglong1", Ulonglong2 "ulonglong2" 16, Ulonglong3 "ulonglong3", Ulonglong4 "ulonglong4" 16);
family!(f64, F64, 8, Double1 "double1", Double2 "double2" 16, Double3 "double3", Double4 "double4" 16);

// CUDA 13's explicitly aligned 4-element 8-byte vectors.
vector!(Long4_16a, "long4_16a", i64, I64, 16, [x, y, z, w]);
vector!(Long4_32a, "long4_32a", i64, I64, 32, [x, y, z, w]);
vector!(Ulong4_16a, "ulong4_16a", u64, U64, 16, [x, y, z, w]);
vector!(Ulong4_32a, "ulong4_32a", u64, U64, 32, [x, y, z, w]);
vector!(Longlong4_16a, "longlong4_16a", i64, I64, 16, [x, y, z, w]);
vector!(Longlong4_32a, "longlong4_32a", i64, I64, 32, [x, y, z, w]);
vector!(Ulonglong4_16a, "ulonglong4_16a", u64, U64, 16, [x, y, z, w]);
vector!(Ulonglong4_32a, "ulonglong4_32a", u64, U64, 32, [x, y, z, w]);
vector!(Double4_16a, "double4_16a", f64, F64, 16, [x, y, z, w]);
vector!(Double4_32a, "double4_32a", f64, F64, 32, [x, y, z, w]);

// 16-bit float pairs (`cuda_fp16.h`, `cuda_bf16.h`): 4 bytes, aligned 4.
vector!(
    /// Two `__half`s, as `cuda_fp16.h` declares them.
    Half2, "__half2", half::f16, F16, 4, [x, y]
);
vector!(
    /// Two `__nv_bfloat16`s, as `cuda_bf16.h` declares them.
    Bfloat162, "__nv_bfloat162", half::bf16, Bf16, 4, [x, y]
);
