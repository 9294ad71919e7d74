//! The layout engine: PTX ABI sizes, alignments, offsets and bit positions, as `const fn`.
//!
//! Every rule of the *PTX Writer's Guide to Interoperability* sections 1.1-1.3 lives here and
//! nowhere else. The derive macro only describes a type (its members, in order, with their
//! attributes) as a member table, which `Derived::structure`/`Derived::union` (`derived.rs`)
//! place with `StructBuilder` / `UnionBuilder`; the compiler evaluates the placement while
//! computing `<T as PtxAbi>::LAYOUT`, and [`Layout::with_address_size`] replays the very same
//! builders at run time for 32-bit `.address_size`. Kernel parameter blocks are placed by
//! `kernel::ParamBlock` (natural and device layouts).

#[cfg(feature = "alloc")]
pub use crate::map::{layout_map, render_layout_map};
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

/// The CUDA release a `CUtensorMap` is declared by (`ABI.md` §5): CUDA 12.x
/// declares it `alignas(64)`, CUDA 13.x `alignas(128)`; both are 128 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CudaVersion {
    /// CUDA 12.x headers.
    Cuda12,
    /// CUDA 13.x headers.
    Cuda13,
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

mod builders;

pub(crate) use builders::{AggregateBuilder, StructBuilder, UnionBuilder, LOWERING_REASON};

impl Layout {
    /// The layout of a fundamental type.
    pub const fn scalar(scalar: Scalar) -> Layout {
        Layout {
            name: scalar.cuda_name(),
            size: scalar.size(),
            align: scalar.size(),
            kind: Kind::Scalar(scalar),
        }
    }

    /// The layout of an array `elem[len]`: `len` elements at stride `elem.size`, aligned as one.
    pub const fn array(elem: &'static Layout, len: usize) -> Layout {
        if len == 0 {
            panic!("zero-length arrays have no PTX ABI layout (C++ forbids them)");
        }
        Layout {
            name: elem.name,
            size: elem.size * len,
            align: elem.align,
            kind: Kind::Array { elem, len },
        }
    }

    /// The C++ spelling of the type: its name, with template arguments for generic types
    /// (`Pair<float3>`), `T *` for pointers.
    #[cfg(feature = "alloc")]
    pub fn cpp_name(&self) -> alloc::string::String {
        crate::cpp::type_name(self)
    }

    /// The members, for a struct or union; empty otherwise.
    pub const fn fields(&self) -> &'static [Field] {
        match self.kind {
            Kind::Struct { fields, .. } | Kind::Union { fields, .. } => fields,
            _ => &[],
        }
    }

    /// The `i`-th member of a struct or union (panics otherwise; used by generated code).
    pub const fn field_at(&self, i: usize) -> &'static Field {
        &self.fields()[i]
    }

    /// The member called `name`, if any.
    pub const fn field_named(&self, name: &str) -> Option<&'static Field> {
        let fields = self.fields();
        let mut i = 0;
        while i < fields.len() {
            if str_eq(fields[i].name, name) {
                return Some(&fields[i]);
            }
            i += 1;
        }
        None
    }

    /// Byte offset of the member called `name`; panics (a compile error in `const`) if absent.
    pub const fn offset_of(&self, name: &str) -> usize {
        match self.field_named(name) {
            Some(f) => f.offset,
            None => panic!("no such member"),
        }
    }

    /// First bit of the bit-field called `name`; panics (a compile error in `const`) if there is
    /// no such bit-field.
    pub const fn bit_offset_of(&self, name: &str) -> usize {
        match self.field_named(name) {
            Some(Field { bits: Some(b), .. }) => b.bit_offset,
            _ => panic!("no such bit-field"),
        }
    }

    /// The scalar a value of this type is passed as, for fundamental types and enums.
    pub const fn as_scalar(&self) -> Option<Scalar> {
        match self.kind {
            Kind::Scalar(s) => Some(s),
            Kind::Enum { repr, .. } => Some(repr),
            _ => None,
        }
    }

    /// Whether this is a 16-bit float scalar (forbidden as a parameter, spec 2.3 note C).
    pub const fn is_16bit_float(&self) -> bool {
        match self.as_scalar() {
            Some(s) => s.is_16bit_float(),
            None => false,
        }
    }

    /// Whether the type is or holds a `__half2` / `__nv_bfloat162` (a vector of 16-bit floats),
    /// which CUDA C++ gives a user-provided copy constructor.
    pub const fn has_half_pair(&self) -> bool {
        match self.kind {
            Kind::Vector { elem, .. } => elem.is_16bit_float(),
            Kind::Array { elem, .. } => elem.has_half_pair(),
            Kind::Struct { fields, .. } | Kind::Union { fields, .. } => {
                let mut i = 0;
                while i < fields.len() {
                    if fields[i].layout.has_half_pair() {
                        return true;
                    }
                    i += 1;
                }
                false
            }
            _ => false,
        }
    }

    /// Whether the device image has bytes that belong to no member (holes, tail padding, unused
    /// bits of bit-field units, union bytes past a shorter member) at this level or any nested one.
    pub const fn has_padding(&self) -> bool {
        match self.kind {
            Kind::Scalar(_) | Kind::Pointer { .. } | Kind::Handle(_) | Kind::TensorMap(_) => false,
            Kind::Enum { .. } | Kind::Vector { .. } => false,
            Kind::Array { elem, .. } => elem.has_padding(),
            Kind::Struct { fields, .. } => Layout::fields_have_padding(fields, self.size, false),
            Kind::Union { fields, .. } => Layout::fields_have_padding(fields, self.size, true),
        }
    }

    /// [`Layout::has_padding`] of a struct or union of `size` bytes with members `fields`.
    pub(crate) const fn fields_have_padding(fields: &[Field], size: usize, is_union: bool) -> bool {
        let mut covered = 0;
        let mut i = 0;
        while i < fields.len() {
            let f = &fields[i];
            if f.bits.is_some() || f.layout.has_padding() || (is_union && f.layout.size != size) {
                return true;
            }
            covered += f.layout.size;
            i += 1;
        }
        !is_union && covered != size
    }

    /// Whether the headers of CUDA `major` (12, 13, ...) declare every type this layout names:
    /// CUDA 13's explicitly aligned vectors (`double4_32a`) only from 13 on, each `CUtensorMap`
    /// only in its own version (`ABI.md` §4, §5).
    pub fn declared_by_cuda(&self, major: u32) -> bool {
        match self.kind {
            Kind::TensorMap(CudaVersion::Cuda12) => major == 12,
            Kind::TensorMap(CudaVersion::Cuda13) => major == 13,
            Kind::Vector { .. } => {
                crate::vector::by_cuda_name(self.name).is_none_or(|v| v.since_cuda() <= major)
            }
            Kind::Array { elem, .. } => elem.declared_by_cuda(major),
            Kind::Struct { fields, .. } | Kind::Union { fields, .. } => {
                fields.iter().all(|f| f.layout.declared_by_cuda(major))
            }
            _ => true,
        }
    }

    /// Whether `other` places everything where `self` does: the same size and alignment, and
    /// recursively the same member offsets and bit offsets (names and scalar kinds aside). How
    /// two compilers' layouts of one type are compared (NVRTC's and nvcc's, `ABI.md` §10a).
    pub fn same_placement(&self, other: &Layout) -> bool {
        if self.size != other.size || self.align != other.align {
            return false;
        }
        match (self.kind, other.kind) {
            (Kind::Array { elem: x, .. }, Kind::Array { elem: y, .. }) => x.same_placement(y),
            (Kind::Struct { fields: x, .. }, Kind::Struct { fields: y, .. })
            | (Kind::Union { fields: x, .. }, Kind::Union { fields: y, .. }) => {
                x.len() == y.len()
                    && x.iter().zip(y).all(|(f, g)| {
                        f.offset == g.offset
                            && f.bits.map(|b| b.bit_offset) == g.bits.map(|b| b.bit_offset)
                            && f.layout.same_placement(g.layout)
                    })
            }
            _ => true,
        }
    }

    /// Whether a program built for `host` places this type as this build does (for
    /// [`HostPlatform::TARGET`]): the same size and alignment, and every member at the same offset
    /// and bit, at every level. Only bit-fields (MSVC's rules on Windows) and CUDA's `long` vectors
    /// can differ (`ABI.md` §4a). A `const fn`: a device view checks it at compile time, since a
    /// Rust kernel (`nvptx64`) lays its types out as Linux does.
    pub const fn placed_alike_on(&self, host: HostPlatform) -> bool {
        match self.kind {
            Kind::Array { elem, .. } => elem.placed_alike_on(host),
            Kind::Vector { .. } => {
                !names_long_vector(self.name) || host.long().size() == Scalar::LONG.size()
            }
            Kind::Struct {
                fields,
                repr_align,
                packing,
                ..
            } => {
                let mut b = StructBuilder::packed(packing, Compiler::Nvrtc, host);
                let mut i = 0;
                while i < fields.len() {
                    let f = &fields[i];
                    if !f.layout.placed_alike_on(host) {
                        return false;
                    }
                    let alike;
                    (b, alike) = match f.bits {
                        Some(bits) => {
                            let (next, placed) = b.bit_field(f.layout, bits.width, bits.named);
                            (next, placed.bit_offset == bits.bit_offset)
                        }
                        None => {
                            let (next, offset) = b.field(f.layout, f.align_attr);
                            (next, offset == f.offset)
                        }
                    };
                    if !alike {
                        return false;
                    }
                    i += 1;
                }
                self.finished_alike(b.finish(0), repr_align)
            }
            Kind::Union {
                fields,
                repr_align,
                packing,
                ..
            } => {
                let mut b = UnionBuilder::packed(packing, Compiler::Nvrtc, host);
                let mut i = 0;
                while i < fields.len() {
                    let f = &fields[i];
                    if !f.layout.placed_alike_on(host) {
                        return false;
                    }
                    b = match f.bits {
                        Some(bits) => b.bit_field(f.layout, bits.width, bits.named).0,
                        None => b.field(f.layout, f.align_attr).0,
                    };
                    i += 1;
                }
                self.finished_alike(b.finish(0), repr_align)
            }
            _ => true,
        }
    }

    /// Whether an aggregate whose members give `(size, align)` (before its own alignment) is, with
    /// `repr_align` (0 for none), as large and as aligned as this one.
    const fn finished_alike(&self, (size, natural): (usize, usize), repr_align: usize) -> bool {
        let align = max(natural, repr_align);
        round_up(size, align) == self.size && align == self.align
    }

    /// Recomputes `(size, align)` for another `.address_size`, replaying the same placement rules
    /// with pointers of `address_size.pointer_size()` bytes. Types without pointers are unchanged.
    pub fn with_address_size(&self, address_size: AddressSize) -> (usize, usize) {
        if address_size == AddressSize::Bits64 {
            // Every layout is placed for 64-bit pointers (by whichever compiler's rules it was
            // placed with, `DynType::layout_as`): nothing to replay.
            return (self.size, self.align);
        }
        match self.kind {
            Kind::Pointer { .. } => (address_size.pointer_size(), address_size.pointer_size()),
            Kind::Array { elem, len } => {
                let (size, align) = elem.with_address_size(address_size);
                (size * len, align)
            }
            Kind::Struct {
                fields,
                repr_align,
                packing,
                ..
            }
            | Kind::Union {
                fields,
                repr_align,
                packing,
                ..
            } => {
                // The two compilers agree on every layout that exists (`derived.rs` refuses the
                // others), so either one's rules replay it.
                let union = matches!(self.kind, Kind::Union { .. });
                let host = HostPlatform::TARGET;
                let mut b = AggregateBuilder::new(union, packing, Compiler::Nvrtc, host);
                for f in fields {
                    match f.bits {
                        Some(bits) => _ = b.bit_field(f.layout, bits.width, bits.named),
                        None => _ = b.field(&sized(f.layout, address_size), f.align_attr),
                    }
                }
                b.finish(repr_align)
            }
            _ => (self.size, self.align),
        }
    }
}

/// `layout` laid out again for `host`, with `swap`'s layouts in place of the leaves it swaps (the
/// lockfile's other CUDA versions, the `long` vectors of another host): the same pointer when
/// nothing in it moves, else a new tree (leaked, as `DynType`'s are), placed by the builders.
#[cfg(feature = "alloc")]
pub(crate) fn relayout(
    layout: &'static Layout,
    swap: &dyn Fn(&'static Layout) -> Option<Layout>,
    host: HostPlatform,
) -> &'static Layout {
    if let Some(l) = swap(layout) {
        return alloc::boxed::Box::leak(alloc::boxed::Box::new(l));
    }
    let leak =
        |l: Layout| -> &'static Layout { alloc::boxed::Box::leak(alloc::boxed::Box::new(l)) };
    match layout.kind {
        Kind::Array { elem, len } => {
            let moved = relayout(elem, swap, host);
            if core::ptr::eq(moved, elem) {
                layout
            } else {
                leak(Layout::array(moved, len))
            }
        }
        Kind::Struct {
            fields,
            repr_align,
            packing,
            ..
        }
        | Kind::Union {
            fields,
            repr_align,
            packing,
            ..
        } => {
            let members: alloc::vec::Vec<&'static Layout> = fields
                .iter()
                .map(|f| relayout(f.layout, swap, host))
                .collect();
            let same_leaves = members
                .iter()
                .zip(fields)
                .all(|(m, f)| core::ptr::eq(*m, f.layout));
            if same_leaves && layout.placed_alike_on(host) {
                return layout;
            }
            let union = matches!(layout.kind, Kind::Union { .. });
            let mut b = AggregateBuilder::new(union, packing, Compiler::Nvrtc, host);
            let placed: alloc::vec::Vec<Field> = fields
                .iter()
                .zip(members)
                .map(|(f, member)| match f.bits {
                    Some(bits) => Field::bit_field(
                        f.name,
                        member,
                        b.bit_field(member, bits.width, bits.named),
                    ),
                    None => {
                        // A member alignment below the member's on `host`: ignored, as below.
                        let attr = if f.align_attr < member.align {
                            0
                        } else {
                            f.align_attr
                        };
                        Field::plain(f.name, b.field(member, attr), member, attr)
                    }
                })
                .collect();
            // An alignment below what `host` gives the members is refused by the derive on that
            // host; here it is ignored (a member's too, above), as nvcc and rustc ignore a lowering one (`ABI.md` §10),
            // rather than a panic in a lockfile or header written on another host.
            let (size, natural) = b.finish(0);
            let align = max(natural, repr_align);
            let size = round_up(size, align);
            let fields: &'static [Field] = placed.leak();
            let kind = match layout.kind {
                Kind::Union { type_args, .. } => Kind::Union {
                    fields,
                    repr_align,
                    packing,
                    type_args,
                },
                Kind::Struct { type_args, .. } => Kind::Struct {
                    fields,
                    repr_align,
                    packing,
                    type_args,
                },
                _ => unreachable!(),
            };
            leak(Layout {
                size,
                align,
                kind,
                ..*layout
            })
        }
        _ => layout,
    }
}

/// A copy of `layout` with size and alignment recomputed for `address_size`.
fn sized(layout: &Layout, address_size: AddressSize) -> Layout {
    let (size, align) = layout.with_address_size(address_size);
    Layout {
        size,
        align,
        ..*layout
    }
}

/// Whether `name` is one of CUDA's `long` vectors (`long2`, `ulong4_32a`; not `longlong2`), whose
/// layout follows the host's `long`.
const fn names_long_vector(name: &str) -> bool {
    let b = name.as_bytes();
    let at = if b.len() > 1 && b[0] == b'u' { 1 } else { 0 };
    b.len() > at + 4
        && b[at] == b'l'
        && b[at + 1] == b'o'
        && b[at + 2] == b'n'
        && b[at + 3] == b'g'
        && b[at + 4].is_ascii_digit()
}

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
