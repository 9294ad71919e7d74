//! The layout engine: PTX ABI sizes, alignments, offsets and bit positions, as `const fn`.
//!
//! Every rule of the *PTX Writer's Guide to Interoperability* sections 1.1-1.3 lives here and
//! nowhere else. The derive macro only describes a type (its members, in order, with their
//! attributes) as a member table, which `Derived::structure`/`Derived::union` (`derived.rs`)
//! place with `StructBuilder` / `UnionBuilder`; the compiler evaluates the placement while
//! computing `<T as PtxAbi>::LAYOUT`, and [`Layout::with_address_size`] replays the very same
//! builders at run time for 32-bit `.address_size`. Kernel parameter blocks are placed by
//! `kernel::ParamBlock` (natural and device layouts).

/// PTX `.address_size`: the size of generic pointers (spec 1.1: "the size of pointers is 32 bits on
/// a 32-bit host or 64 bits on a 64-bit host").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum AddressSize {
    /// `.address_size 32`: 4-byte pointers.
    Bits32,
    /// `.address_size 64`: 8-byte pointers (the default, and the only size CUDA 12+ supports).
    #[default]
    Bits64,
}

impl AddressSize {
    /// Size (and alignment) of a generic pointer in bytes.
    pub const fn pointer_size(self) -> usize {
        match self {
            AddressSize::Bits32 => 4,
            AddressSize::Bits64 => 8,
        }
    }
}

/// A fundamental PTX type (spec 1.1, table "PTX Type").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    /// C++ `bool`: one byte holding 0 or 1.
    Bool,
    /// `.u8`, C++ `unsigned char`.
    U8,
    /// `.s8`, C++ `signed char`.
    I8,
    /// `.u16`, C++ `unsigned short`.
    U16,
    /// `.s16`, C++ `short`.
    I16,
    /// `.u32`, C++ `unsigned int`.
    U32,
    /// `.s32`, C++ `int`.
    I32,
    /// `.u64`, C++ `unsigned long long`.
    U64,
    /// `.s64`, C++ `long long`.
    I64,
    /// `unsigned __int128` (NVRTC `--device-int128`; nvcc takes it as is): 16 bytes aligned 16,
    /// declared as a `.param .align 16 .b8 p[16]` byte array (`ABI.md` §9).
    U128,
    /// `__int128`, as [`Scalar::U128`].
    I128,
    /// `.f16` storage type, CUDA `__half` (spec 2.3 note C: never a parameter or return value).
    F16,
    /// bfloat16 storage type, CUDA `__nv_bfloat16` (a 16-bit float like `.f16` for the ABI).
    Bf16,
    /// `.f32`, C++ `float`.
    F32,
    /// `.f64`, C++ `double`.
    F64,
}

impl Scalar {
    /// Size in bytes (spec 1.1); alignment equals size for every fundamental type.
    pub const fn size(self) -> usize {
        match self {
            Scalar::Bool | Scalar::U8 | Scalar::I8 => 1,
            Scalar::U16 | Scalar::I16 | Scalar::F16 | Scalar::Bf16 => 2,
            Scalar::U32 | Scalar::I32 | Scalar::F32 => 4,
            Scalar::U64 | Scalar::I64 | Scalar::F64 => 8,
            Scalar::U128 | Scalar::I128 => 16,
        }
    }

    /// Whether the type is a signed integer (bit-fields of it are sign-extended when read).
    pub const fn is_signed_integer(self) -> bool {
        matches!(
            self,
            Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::I64 | Scalar::I128
        )
    }

    /// Whether the type is an integer or `bool`, i.e. may be a bit-field's declared type (spec 1.3).
    pub const fn is_integral(self) -> bool {
        !matches!(self, Scalar::F16 | Scalar::Bf16 | Scalar::F32 | Scalar::F64)
    }

    /// Whether the type is a 128-bit integer, which PTX has no scalar for: parameters and return
    /// values of it are `.b8` arrays, like aggregates (`ABI.md` §9).
    pub const fn is_128bit(self) -> bool {
        matches!(self, Scalar::U128 | Scalar::I128)
    }

    /// Whether the type is a 16-bit float, which spec 2.3 note C forbids as parameter or return.
    pub const fn is_16bit_float(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::Bf16)
    }

    /// The CUDA C++ spelling of the type.
    pub const fn cuda_name(self) -> &'static str {
        match self {
            Scalar::Bool => "bool",
            Scalar::U8 => "unsigned char",
            Scalar::I8 => "signed char",
            Scalar::U16 => "unsigned short",
            Scalar::I16 => "short",
            Scalar::U32 => "unsigned int",
            Scalar::I32 => "int",
            Scalar::U64 => "unsigned long long",
            Scalar::I64 => "long long",
            Scalar::U128 => "unsigned __int128",
            Scalar::I128 => "__int128",
            Scalar::F16 => "__half",
            Scalar::Bf16 => "__nv_bfloat16",
            Scalar::F32 => "float",
            Scalar::F64 => "double",
        }
    }
}

/// The host platform whose C++ compiler CUDA pairs with the device compiler: CUDA hands a value
/// from host to kernel as bytes, so the device lays types out as the host compiler does
/// (`ABI.md` §4a). Two things follow the host:
/// - C++ `long` and `unsigned long`, and so CUDA's `long1` .. `ulong4` vectors: 8 bytes on Linux
///   and every other LP64 host, 4 on Windows (LLP64), whose `vector_types.h` also gives `long2`
///   alignment 8;
/// - bit-fields: Windows builds CUDA with MSVC, whose rules differ from GCC's and NVRTC's on
///   Linux (`struct { char a : 3; int b : 5; }` is 4 bytes on Linux and 8 on Windows; the rules
///   are `ABI.md` §4a's). A Rust program for either Windows target
///   (`x86_64-pc-windows-msvc`, `x86_64-pc-windows-gnu`) gets MSVC's layout.
///
/// Everything else this crate models is laid out the same on both: the C++ it writes spells
/// 64-bit integers `long long` and enums with a fixed underlying type. (Plain `char`, which only
/// the header importer meets, is signed on x86-64 and unsigned on aarch64 Linux hosts: the
/// importer parses with the build target's triple.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostPlatform {
    /// Linux and every other LP64 host: `long` is 8 bytes.
    Lp64,
    /// Windows (LLP64): `long` is 4 bytes.
    Llp64,
}

impl HostPlatform {
    /// The platform this crate is compiled for (`cfg(windows)`: LLP64).
    pub const TARGET: HostPlatform = if cfg!(windows) {
        HostPlatform::Llp64
    } else {
        HostPlatform::Lp64
    };

    /// Both platforms.
    pub const ALL: [HostPlatform; 2] = [HostPlatform::Lp64, HostPlatform::Llp64];

    /// C++ `long` on this platform.
    pub const fn long(self) -> Scalar {
        match self {
            HostPlatform::Lp64 => Scalar::I64,
            HostPlatform::Llp64 => Scalar::I32,
        }
    }

    /// C++ `unsigned long` on this platform.
    pub const fn ulong(self) -> Scalar {
        match self {
            HostPlatform::Lp64 => Scalar::U64,
            HostPlatform::Llp64 => Scalar::U32,
        }
    }

    /// The platform of a Rust target with this `target_os` (`"windows"`: LLP64; any other:
    /// LP64), as a build script reads it from `CARGO_CFG_TARGET_OS`.
    pub fn of_target_os(target_os: &str) -> HostPlatform {
        if target_os == "windows" {
            HostPlatform::Llp64
        } else {
            HostPlatform::Lp64
        }
    }

    /// The platform by name, as the command-line tools take it: `linux` or `lp64`, `windows`
    /// or `llp64`.
    pub fn from_name(name: &str) -> Option<HostPlatform> {
        match name {
            "linux" | "lp64" | "LP64" => Some(HostPlatform::Lp64),
            "windows" | "llp64" | "LLP64" => Some(HostPlatform::Llp64),
            _ => None,
        }
    }

    /// Whether bit-fields are laid out by MSVC's rules (Windows) rather than by GCC's and
    /// NVRTC's (`ABI.md` §4a).
    pub const fn msvc_bit_fields(self) -> bool {
        matches!(self, HostPlatform::Llp64)
    }

    /// A short name: `linux` or `windows`.
    pub const fn name(self) -> &'static str {
        match self {
            HostPlatform::Lp64 => "linux",
            HostPlatform::Llp64 => "windows",
        }
    }
}

impl Scalar {
    /// C++ `long` on the platform this crate is compiled for ([`HostPlatform::TARGET`]).
    pub const LONG: Scalar = HostPlatform::TARGET.long();
    /// C++ `unsigned long` on the platform this crate is compiled for.
    pub const ULONG: Scalar = HostPlatform::TARGET.ulong();
}

/// Kinds of opaque-object handle (spec 1.4, 2.3 note E): all are 64-bit `.b64` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HandleKind {
    /// A texture object (`cudaTextureObject_t`, `.texref` handle).
    Texture,
    /// A surface object (`cudaSurfaceObject_t`, `.surfref` handle).
    Surface,
    /// A sampler (`.samplerref` handle).
    Sampler,
}

/// A CUDA release, by major version: what its headers declare (a `CUtensorMap` aligned 64 by
/// CUDA 12.x and 128 by CUDA 13.x, both 128 bytes, `ABI.md` §5; CUDA 13's explicitly aligned
/// vectors, §4), and which toolkit to find (`ptx_abi_build::nvrtc`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CudaVersion {
    /// CUDA 12.x.
    Cuda12,
    /// CUDA 13.x.
    Cuda13,
}

impl CudaVersion {
    /// Every release modelled, oldest first.
    pub const ALL: [CudaVersion; 2] = [CudaVersion::Cuda12, CudaVersion::Cuda13];

    /// The major version: 12, 13.
    pub const fn major(self) -> u32 {
        match self {
            CudaVersion::Cuda12 => 12,
            CudaVersion::Cuda13 => 13,
        }
    }

    /// The release whose headers a toolkit of major version `major` has, as far as this crate
    /// models them: CUDA 12's before 13, CUDA 13's from 13 on.
    pub const fn of_toolkit(major: u32) -> CudaVersion {
        if major >= 13 {
            CudaVersion::Cuda13
        } else {
            CudaVersion::Cuda12
        }
    }
}

/// The major version: `12`, `13`.
impl core::fmt::Display for CudaVersion {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", self.major())
    }
}

/// How a struct or union is packed (`ABI.md` §10). Packing caps the alignment of every member (and
/// so of the type) at `N`; where the members sit then depends on the spelling only for
/// bit-fields, which NVRTC places differently under the two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Packing {
    /// Not packed.
    #[default]
    None,
    /// `#pragma pack(N)`, Rust `#[repr(C, packed(N))]`: alignments capped at `N`. Bit-fields:
    /// NVRTC moves one that would cross a `sizeof(T)` unit starting at a `min(alignof(T), N)`
    /// boundary to the next such boundary; nvcc (emulating GCC) packs them end to end.
    Pragma(usize),
    /// GNU `__attribute__((packed))`, Rust `#[repr(C, packed)]` with `#[ptx(gnu_packed)]`: every
    /// member aligned to 1, bit-fields end to end, under both compilers.
    Gnu,
}

impl Packing {
    /// The alignment cap: `N`, 1 for GNU packing, 0 for none.
    pub const fn cap(self) -> usize {
        match self {
            Packing::None => 0,
            Packing::Pragma(n) => n,
            Packing::Gnu => 1,
        }
    }
}

/// NVIDIA's two CUDA C++ front ends. They lay out every type alike except a lowering `__align__`
/// (rejected here) and bit-fields under `#pragma pack(N)` (`ABI.md` §10), which the layout
/// engine computes for both, to refuse a type they disagree on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Compiler {
    /// NVRTC, the run-time compiler.
    Nvrtc,
    /// nvcc, the offline compiler (its front end emulates the host GCC).
    Nvcc,
}

/// One variant of a field-less enum: its name and discriminant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Variant {
    /// The variant's name.
    pub name: &'static str,
    /// The discriminant, widened.
    pub value: i128,
}

impl Variant {
    /// A variant `name` with the discriminant `value` (what the derive writes for an enum).
    pub const fn new(name: &'static str, value: i128) -> Variant {
        Variant { name, value }
    }
}

/// Placement of a C bit-field (spec 1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitField {
    /// Position of the field's least significant bit, counted from bit 0 of the enclosing struct or
    /// union (bit `b` is bit `b % 8` of byte `b / 8`: little endian, right to left).
    pub bit_offset: usize,
    /// Declared width in bits; 0 only for an unnamed zero-width bit-field.
    pub width: u32,
    /// Whether the bit-field has a name in C. Unnamed bit-fields are never marshalled and do not
    /// affect the alignment of the enclosing type (spec 1.3).
    pub named: bool,
}

/// A member of a struct or union.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    /// The member's name (the Rust field name; `_0`, `_1`, ... for tuple structs).
    pub name: &'static str,
    /// Byte offset. For a bit-field, the offset of the storage unit that holds it.
    pub offset: usize,
    /// Layout of the member's declared type (for a bit-field, its storage unit type).
    pub layout: &'static Layout,
    /// Alignment requested with `#[ptx(align = N)]`, or 0. It only ever raises the alignment.
    pub align_attr: usize,
    /// Bit-field placement, if the member is a bit-field.
    pub bits: Option<BitField>,
}

impl Field {
    /// An ordinary member placed at `offset`.
    pub const fn plain(
        name: &'static str,
        offset: usize,
        layout: &'static Layout,
        align_attr: usize,
    ) -> Field {
        Field {
            name,
            offset,
            layout,
            align_attr,
            bits: None,
        }
    }

    /// A bit-field member placed at `bits` (see `StructBuilder::bit_field`).
    pub const fn bit_field(name: &'static str, layout: &'static Layout, bits: BitField) -> Field {
        let unit = layout.size;
        Field {
            name,
            // The storage unit is aligned to the declared type (spec 1.3: "a bit field must
            // entirely reside in a storage unit appropriate for its declared type").
            offset: bits.bit_offset / 8 / unit * unit,
            layout,
            align_attr: 0,
            bits: Some(bits),
        }
    }

    /// Whether the member is a bit-field.
    pub const fn is_bit_field(&self) -> bool {
        self.bits.is_some()
    }

    /// First bit of a bit-field member (panics for other members; used by generated code).
    pub const fn bit_offset(&self) -> usize {
        match self.bits {
            Some(b) => b.bit_offset,
            None => panic!("not a bit-field"),
        }
    }

    /// Whether the member has a C name (everything except unnamed bit-fields).
    pub const fn is_named(&self) -> bool {
        match self.bits {
            Some(b) => b.named,
            None => true,
        }
    }
}

/// What a type is, as far as the ABI cares.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// A fundamental type.
    Scalar(Scalar),
    /// A generic-address pointer (spec 2.3 note B); `pointee` is `None` for `void *`.
    Pointer {
        /// Layout of the pointed-to type, behind a function so that recursive types are finite.
        pointee: Option<fn() -> &'static Layout>,
    },
    /// An opaque texture, surface or sampler handle (spec 1.4).
    Handle(HandleKind),
    /// `CUtensorMap`: 128 opaque bytes, alignment per CUDA version.
    TensorMap(CudaVersion),
    /// A CUDA vector type (`float4`, `int3`, ...): members `x`, `y`, `z`, `w` of `elem`.
    Vector {
        /// Element type.
        elem: Scalar,
        /// Number of elements, 1 to 4.
        len: usize,
        /// The oldest CUDA release whose headers declare it (CUDA 13 for `double4_32a`).
        since: CudaVersion,
    },
    /// A fixed-size array `elem[len]`.
    Array {
        /// Element layout; the stride is its size.
        elem: &'static Layout,
        /// Number of elements.
        len: usize,
    },
    /// A C struct, members in declaration order.
    Struct {
        /// The members.
        fields: &'static [Field],
        /// `#[repr(align(N))]`, or 0.
        repr_align: usize,
        /// `#[repr(packed(N))]` and its C++ spelling.
        packing: Packing,
        /// The type arguments of a generic type (`Pair<Float3>`: `float3`), `None` for `()`
        /// (`void`), behind functions so that recursive types are finite. In C++ the type is the
        /// specialization `Pair<float3>`.
        type_args: &'static [Option<fn() -> &'static Layout>],
    },
    /// A C union: every member at offset 0.
    Union {
        /// The members.
        fields: &'static [Field],
        /// `#[repr(align(N))]`, or 0.
        repr_align: usize,
        /// `#[repr(packed(N))]` and its C++ spelling.
        packing: Packing,
        /// Type arguments, as for structs.
        type_args: &'static [Option<fn() -> &'static Layout>],
    },
    /// A C++ scoped enum with a fixed underlying type.
    Enum {
        /// The underlying type.
        repr: Scalar,
        /// The variants in declaration order.
        variants: &'static [Variant],
    },
}

/// The PTX ABI layout of a type: what NVIDIA's compiler computes for the equivalent C++ type.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct Layout {
    /// The CUDA C++ name of the type (`float4`, `int`, or the Rust type's name).
    pub name: &'static str,
    /// `sizeof` in bytes.
    pub size: usize,
    /// `alignof` in bytes: a power of two from 1 to 128 (spec 2.3 note D).
    pub align: usize,
    /// What the type is.
    pub kind: Kind,
}

impl Layout {
    /// A layout of `kind`, named `name` (its C++ name), `size` bytes aligned to `align`: what the
    /// derive writes for an enum, and what a hand-written `PtxAbi` impl writes. The fields stay
    /// readable; building one through this constructor lets a field be added without breaking
    /// such code.
    pub const fn new(name: &'static str, size: usize, align: usize, kind: Kind) -> Layout {
        Layout {
            name,
            size,
            align,
            kind,
        }
    }
}

/// Rounds `x` up to a multiple of `align` (a power of two).
pub(crate) const fn round_up(x: usize, align: usize) -> usize {
    (x + align - 1) & !(align - 1)
}

pub(crate) const fn max(a: usize, b: usize) -> usize {
    if a > b {
        a
    } else {
        b
    }
}

/// The alignment of a struct or union before its own `repr(align)`/`alignas`, as `host` places it:
/// the builders' placement with `repr_align` left out. The mirrors (`cpp/mirrors.rs`) ask it of a
/// placed layout, to write `alignas` only where it raises.
#[cfg(feature = "alloc")]
pub(crate) fn natural_align(layout: &Layout, host: HostPlatform) -> usize {
    match layout.kind {
        Kind::Struct {
            fields, packing, ..
        }
        | Kind::Union {
            fields, packing, ..
        } => {
            let union = matches!(layout.kind, Kind::Union { .. });
            let mut b = AggregateBuilder::new(union, packing, Compiler::Nvrtc, host);
            for f in fields {
                match f.bits {
                    Some(bits) => _ = b.bit_field(f.layout, bits.width, bits.named),
                    None => _ = b.field(f.layout, f.align_attr),
                }
            }
            b.finish(0).1
        }
        _ => layout.align,
    }
}

// Loaded by path: the crate root declares this file as `layout_engine` (`lib.rs`).
#[path = "layout/builders.rs"]
mod builders;

pub(crate) use builders::{AggregateBuilder, StructBuilder, UnionBuilder, LOWERING_REASON};

#[path = "layout/queries.rs"]
mod queries;

#[cfg(feature = "alloc")]
pub(crate) use queries::relayout;

/// Whether two strings are equal, in `const` code (`==` on `str` is not `const`).
pub(crate) const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}
