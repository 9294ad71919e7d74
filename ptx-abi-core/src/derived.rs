//! The run-time half of `#[derive(PtxAbi)]`: one constant per derived struct or union describes
//! its members, and the marshalling loops here walk that description.
//!
//! Why a table rather than code per member: every expression the derive writes is type-checked,
//! borrow-checked and lowered by rustc for every derived type, and a body per member made the
//! derive cost about 14 ms of build time per type (BENCHMARKS.md, section 7). Here the derive
//! writes one `const` per type (a list of [`Member`]s: each member's type, name, and bit width or
//! alignment) and two one-line function bodies; the layout (spec 1.2, 1.3) and the host offsets
//! are computed once, by `const` evaluation of [`Derived::structure`] or [`Derived::union`], with
//! the same builders the run-time `dynamic::DynType` uses.
//!
//! At run time nothing is lost: the table is a constant, so once the marshalling loop is inlined
//! into a type's `write_image` the optimiser unrolls it, reads each member's offsets and function
//! pointers as constants and inlines the member functions, as in hand-written member-by-member
//! code (`benches/marshal.rs`; `tests/layouts/fast_paths.rs` and `tests/layouts/roundtrip.rs` check the
//! bytes).

use crate::error::Error;
use crate::layout::{
    Compiler, Field, HostPlatform, Kind, Layout, Packing, Scalar, StructBuilder, UnionBuilder,
};

/// Evaluates `$visit` (a `bool`) with `$m` bound to each member of the table `$table` in order,
/// until it is `false`; the value is the index of the member it stopped at, or the number of
/// members. The first 64 members are visited in four loops of [`MEMBER_CHUNK`] turns each, the
/// rest, if any, in one loop.
///
/// Why: the loops over a derived table's members are fast only unrolled. The table is a
/// constant, so once a loop is unrolled each member's function is called directly, inlined with
/// its offsets as constants; a rolled loop calls the functions through their pointers with the
/// offsets as arguments, ten to twenty-five times slower a value (`MARSHALLING.md`, "Structs
/// of many members"). LLVM unrolls a loop of a constant trip count only while the trip count
/// times the body's size stays under its threshold, about 20 members in one loop. Loops of at
/// most 16 turns stay under it, and the loops past the table's length fold away. Each loop is a
/// copy of the body that every instantiation compiles before the unused ones fold away, so there
/// are only four: eight (128 members) cost a crate deriving 20 types and writing slices of each
/// about a quarter more release build time than the single loop before, four 7 %. A macro, not
/// a function taking a closure: a closure is a function of its own, which LLVM did not inline
/// into the SSE4.1 build of the loop (`write_block_sse41`), and every turn became a call.
macro_rules! each_member {
    ($table:expr, |$m:ident| $visit:expr) => {{
        let table = $table;
        let n = table.marshal.len();
        'walk: {
            each_member!(@loops 'walk, table, n, $m, $visit; 0 1 2 3);
            let mut i = 4 * $crate::derived::MEMBER_CHUNK;
            while i < n {
                let $m = &table.marshal[i];
                if !$visit {
                    break 'walk i;
                }
                i += 1;
            }
            n
        }
    }};
    (@loops $walk:lifetime, $table:ident, $n:ident, $m:ident, $visit:expr; $($c:literal)*) => {$(
        let lo = $c * $crate::derived::MEMBER_CHUNK;
        if lo < $n {
            let hi = if $n < lo + $crate::derived::MEMBER_CHUNK {
                $n
            } else {
                lo + $crate::derived::MEMBER_CHUNK
            };
            let mut i = lo;
            while i < hi {
                let $m = &$table.marshal[i];
                if !$visit {
                    break $walk i;
                }
                i += 1;
            }
        }
    )*};
}

/// Members a loop of `each_member!` visits.
pub(crate) const MEMBER_CHUNK: usize = 16;

mod blocks;
pub(crate) mod header_check;
#[cfg(all(target_arch = "x86_64", not(miri)))]
mod masked;
mod member;
mod member_fns;
pub(crate) mod message;
mod quads;
mod reads;
mod simd;
mod stores;
pub(crate) mod table;
mod words;

pub use member::Member;
pub use simd::{set_simd, set_stream_bytes, Simd};
pub use table::Table;
use table::{Fault, Marshal, Run};

use member::MARSHAL_PLACEHOLDER;
use message::{check_repr_align, ConstMessage, PRAGMA_PACK_ADVICE};

/// A stand-in for array slots not yet filled.
const UNIT: Layout = Layout::scalar(Scalar::U8);
const PLACEHOLDER: Field = Field::plain("", 0, &UNIT, 0);

const RUN_PLACEHOLDER: Run = Run {
    at: 0,
    host: 0,
    len: 0,
};

/// A derived struct or union: its layout and how to marshal each member.
#[doc(hidden)]
pub struct Derived<const N: usize> {
    /// The members' layout records, placed (the `fields` of [`Derived::layout`]).
    pub fields: [Field; N],
    marshal: [Marshal; N],
    /// The runs of copied members, in image order: the first `run_count` entries.
    runs: [Run; N],
    run_count: usize,
    name: &'static str,
    /// `sizeof` of the device type.
    pub size: usize,
    /// `alignof` of the device type.
    pub align: usize,
    repr_align: usize,
    packing: Packing,
    is_union: bool,
    /// Whether the host bytes of every value are its image (see [`PtxAbi::IMAGE_EQUAL`]).
    pub image_equal: bool,
    /// Whether every image is a valid value (see [`PtxAbi::ALL_BITS_VALID`]).
    pub all_bits_valid: bool,
    /// `size_of` the host type.
    host_size: usize,
    /// Whether a block of values is written four at a time (`quads.rs`).
    quads: bool,
    /// Whether, then, some member is neither copied nor a bit-field (written by
    /// `Table::write_others`).
    others: bool,
}

impl Table {
    /// Whether blocks of the struct are written by masked copies: each value's host bytes
    /// loaded whole and AND-ed with a constant mask that zeros its padding (`blocks.rs`,
    /// `masked.rs`; `MARSHALLING.md`, "Masked copies"), on `x86_64` outside Miri (for the tests).
    pub const fn writes_masked(&self) -> bool {
        #[cfg(all(target_arch = "x86_64", not(miri)))]
        return masked::masks(Some(self));
        #[cfg(not(all(target_arch = "x86_64", not(miri))))]
        false
    }

    /// How many runs of copied members the struct's image is assembled from (`blocks.rs`,
    /// `Table::write_words`: more than three take another way), for the tests.
    pub const fn run_count(&self) -> usize {
        self.runs.len()
    }

    /// The error for member `i`, named after the type and member. By value, as
    /// `bit_field_fault` (`blocks.rs`).
    #[cold]
    #[inline(never)]
    fn fault(self, i: usize, fault: Fault) -> Error {
        let field = self.fields[i].name;
        match fault {
            Fault::Bits(kind) => Error::at(kind, self.name, field),
            Fault::Value(error) => error.within(self.name, field),
        }
    }
}

impl<const N: usize> Derived<N> {
    /// The table of a struct's bulk paths (see [`Table`]).
    pub const fn table(&'static self) -> Table {
        Table {
            marshal: &self.marshal,
            runs: self.runs.split_at(self.run_count).0,
            fields: &self.fields,
            name: self.name,
            size: self.size,
            host_size: self.host_size,
            image_equal: self.image_equal,
            all_bits_valid: self.all_bits_valid,
            quads: self.quads,
            others: self.others,
        }
    }

    /// A struct `name` of `host_size` bytes on the host, `#[repr(align(repr_align))]` (0 for
    /// none), with `members` in declaration order: placed by `StructBuilder` (spec 1.2, 1.3).
    ///
    /// The members' host offsets are computed here too, by the `#[repr(C)]` layout algorithm that
    /// the Rust Reference guarantees ("Type layout", "The C Representation": each field, in
    /// declaration order, at the current offset rounded up to its alignment, then the offset
    /// advanced by its size); the derive only accepts `#[repr(C)]` and `#[repr(transparent)]`
    /// (whose one non-zero-sized field is at 0, like the first field here) structs, and
    /// `offset_of!` would be a `const` body per member for rustc to check.
    ///
    /// One pass over the members, each placed and recorded as it comes, into locals: this runs
    /// in rustc's `const` evaluator for every derived type, where every statement and every copy
    /// of the table counts (BENCHMARKS.md, section 7).
    #[track_caller]
    pub const fn structure(
        name: &'static str,
        repr_align: usize,
        host_size: usize,
        members: [Member; N],
    ) -> Self {
        Derived::place_struct(
            name,
            repr_align,
            Packing::None,
            Compiler::Nvrtc,
            host_size,
            &members,
        )
    }

    /// A packed struct (`#[repr(C, packed(N))]`, `packing` saying how C++ spells it), as
    /// [`Derived::structure`], with every alignment capped (`ABI.md` §10) on the host and on the
    /// device.
    ///
    /// Under `#pragma pack(N)` NVRTC and nvcc may place bit-fields differently: the struct is
    /// then placed by both, and a difference panics, at the caller's location (the derive places
    /// the call at the `packed` hint), naming the first member they disagree on and where each
    /// compiler puts it.
    #[track_caller]
    pub const fn structure_packed(
        name: &'static str,
        packing: Packing,
        host_size: usize,
        members: [Member; N],
    ) -> Self {
        let derived = Derived::place_struct(name, 0, packing, Compiler::Nvrtc, host_size, &members);
        // On Windows both compilers follow MSVC's rules (`ABI.md` §4a): nothing to compare.
        if matches!(packing, Packing::Pragma(_)) && !HostPlatform::TARGET.msvc_bit_fields() {
            let nvcc = Derived::place_struct(name, 0, packing, Compiler::Nvcc, host_size, &members);
            derived.check_against(&nvcc);
        }
        derived
    }

    /// The one placement loop of [`Derived::structure`] and [`Derived::structure_packed`], by
    /// `compiler`'s rules.
    #[track_caller]
    const fn place_struct(
        name: &'static str,
        repr_align: usize,
        packing: Packing,
        compiler: Compiler,
        host_size: usize,
        members: &[Member; N],
    ) -> Self {
        let mut fields = [PLACEHOLDER; N];
        let mut marshal = [MARSHAL_PLACEHOLDER; N];
        let (mut runs, mut run_count) = ([RUN_PLACEHOLDER; N], 0);
        let (mut image_equal, mut all_bits_valid) = (true, true);
        // Whether a member is a bit-field that may be packed four values at a time.
        let mut lanes = false;
        let mut builder = StructBuilder::packed(packing, compiler, HostPlatform::TARGET);
        let cap = packing.cap();
        let mut host = 0;
        let mut i = 0;
        while i < N {
            let m = &members[i];
            // `#[repr(packed(N))]` caps the host alignment at N as well (the Rust Reference,
            // "The alignment modifiers").
            let host_align = if cap != 0 && m.host_align > cap {
                cap
            } else {
                m.host_align
            };
            host = (host + host_align - 1) & !(host_align - 1);
            let mut field = m.field;
            match field.bits {
                Some(bits) => {
                    let (next, placed) = builder.bit_field(field.layout, bits.width, bits.named);
                    builder = next;
                    field = Field::bit_field(field.name, field.layout, placed);
                }
                None => {
                    let (next, offset) = builder.field(field.layout, field.align_attr);
                    builder = next;
                    field.offset = offset;
                }
            }
            marshal[i] = m.marshal(&field, host, true);
            let placed = &marshal[i];
            lanes |= placed.lane != 0;
            if placed.copied && placed.size != 0 {
                // Members are placed in image order: a copied member either extends the last
                // run (it follows it in the image and in the host value) or begins one.
                let extends = run_count != 0 && {
                    let last = &runs[run_count - 1];
                    last.at + last.len == placed.at && last.host + last.len == placed.host
                };
                if extends {
                    runs[run_count - 1].len += placed.size;
                } else {
                    runs[run_count] = Run {
                        at: placed.at,
                        host: placed.host,
                        len: placed.size,
                    };
                    run_count += 1;
                }
            }
            image_equal &= m.image_equal && host == field.offset;
            all_bits_valid &= m.all_bits_valid;
            fields[i] = field;
            host += m.host_size;
            i += 1;
        }
        if repr_align != 0 {
            check_repr_align(name, repr_align, builder.finish(0).1);
        }
        let (size, align) = builder.finish(repr_align);
        // A struct's image must have no padding (which the host may leave uninitialised), and
        // reading its bytes back is a copy only if they are its image.
        image_equal =
            image_equal && host_size == size && !Layout::fields_have_padding(&fields, size, false);
        let (mut quads, mut others) = (false, false);
        if lanes {
            (marshal, quads, others) = quads::plan(marshal, &fields, size);
        }
        Derived {
            fields,
            marshal,
            runs,
            run_count,
            name,
            size,
            align,
            repr_align,
            packing,
            is_union: false,
            image_equal,
            all_bits_valid: all_bits_valid && image_equal,
            host_size,
            quads,
            others,
        }
    }

    /// Where each member is: its byte offset, or its bit offset for a bit-field.
    const fn positions(&self) -> [usize; N] {
        let mut out = [0; N];
        let mut i = 0;
        while i < N {
            out[i] = match self.fields[i].bits {
                Some(bits) => bits.bit_offset,
                None => self.fields[i].offset,
            };
            i += 1;
        }
        out
    }

    /// Panics, at the caller's location, if `nvcc` (the same type placed by nvcc's rules) is not
    /// placed as `self` (by NVRTC's), with both layouts in the message.
    #[track_caller]
    const fn check_against(&self, nvcc: &Self) {
        let (nvrtc, size, align) = (self.positions(), nvcc.size, nvcc.align);
        let nvcc = nvcc.positions();
        let mut first = N;
        let mut i = 0;
        while i < N {
            if nvrtc[i] != nvcc[i] && first == N {
                first = i;
            }
            i += 1;
        }
        if first == N && size == self.size && align == self.align {
            return;
        }
        let mut message = ConstMessage::new()
            .text("`")
            .text(self.name)
            .text("` under #[repr(packed(")
            .number(self.packing.cap())
            .text("))], which C++ spells #pragma pack(")
            .number(self.packing.cap())
            .text("): NVRTC and nvcc lay it out differently");
        if first < N {
            message = message
                .text(", first at `")
                .text(self.fields[first].name)
                .text("`");
        }
        message = self
            .describe(message.text(". NVRTC: "), &nvrtc, self.size, self.align)
            .text(". nvcc: ");
        let message = self
            .describe(message, &nvcc, size, align)
            .text(PRAGMA_PACK_ADVICE);
        panic!("{}", message.as_str());
    }

    /// `message` followed by a layout: each member at its `positions` (`x at bit 8`, `s at byte
    /// 7`), then `size S, align A`.
    const fn describe(
        &self,
        mut message: ConstMessage,
        positions: &[usize; N],
        size: usize,
        align: usize,
    ) -> ConstMessage {
        let mut i = 0;
        while i < N {
            let unit = if self.fields[i].bits.is_some() {
                " at bit "
            } else {
                " at byte "
            };
            message = message
                .text(self.fields[i].name)
                .text(unit)
                .number(positions[i])
                .text(", ");
            i += 1;
        }
        message
            .text("size ")
            .number(size)
            .text(", align ")
            .number(align)
    }

    /// A union `name`, as [`Derived::structure`]: every member at offset 0 (`UnionBuilder`).
    #[track_caller]
    pub const fn union(
        name: &'static str,
        repr_align: usize,
        host_size: usize,
        members: [Member; N],
    ) -> Self {
        Derived::place_union(
            name,
            repr_align,
            Packing::None,
            Compiler::Nvrtc,
            host_size,
            &members,
        )
    }

    /// A packed union (`#[repr(C, packed(N))]`): [`Derived::union`] with every alignment capped.
    /// Under `#pragma pack` nvcc lets unnamed bit-fields align it, NVRTC does not: a difference
    /// panics at the caller's location, as in [`Derived::structure_packed`].
    #[track_caller]
    pub const fn union_packed(
        name: &'static str,
        packing: Packing,
        host_size: usize,
        members: [Member; N],
    ) -> Self {
        let derived = Derived::place_union(name, 0, packing, Compiler::Nvrtc, host_size, &members);
        // On Windows both compilers follow MSVC's rules (`ABI.md` §4a): nothing to compare.
        if matches!(packing, Packing::Pragma(_)) && !HostPlatform::TARGET.msvc_bit_fields() {
            // Every member is at offset 0 under both: only the size and alignment can differ.
            let nvcc = Derived::place_union(name, 0, packing, Compiler::Nvcc, host_size, &members);
            derived.check_against(&nvcc);
        }
        derived
    }

    /// The one placement loop of [`Derived::union`] and [`Derived::union_packed`], by
    /// `compiler`'s rules.
    #[track_caller]
    const fn place_union(
        name: &'static str,
        repr_align: usize,
        packing: Packing,
        compiler: Compiler,
        host_size: usize,
        members: &[Member; N],
    ) -> Self {
        let mut fields = [PLACEHOLDER; N];
        let mut marshal = [MARSHAL_PLACEHOLDER; N];
        let (mut image_equal, mut all_bits_valid) = (true, true);
        let mut builder = UnionBuilder::packed(packing, compiler, HostPlatform::TARGET);
        let mut i = 0;
        while i < N {
            let m = &members[i];
            let mut field = m.field;
            match field.bits {
                Some(bits) => {
                    let (next, placed) = builder.bit_field(field.layout, bits.width, bits.named);
                    builder = next;
                    field = Field::bit_field(field.name, field.layout, placed);
                }
                None => builder = builder.field(field.layout, field.align_attr).0,
            }
            // Every member of a union is at offset 0 (the Rust Reference, "Type layout").
            marshal[i] = m.marshal(&field, 0, false);
            image_equal &= m.image_equal;
            all_bits_valid &= m.all_bits_valid;
            fields[i] = field;
            i += 1;
        }
        if repr_align != 0 {
            check_repr_align(name, repr_align, builder.finish(0).1);
        }
        let (size, align) = builder.finish(repr_align);
        Derived {
            fields,
            marshal,
            // A union's members are never copied (`Member::marshal`).
            runs: [RUN_PLACEHOLDER; N],
            run_count: 0,
            name,
            size,
            align,
            repr_align,
            packing,
            is_union: true,
            // A union's host bytes are its image when every member's are, whatever their sizes:
            // the bytes past a shorter member are the union's own (and `UnionBytes` promises
            // they are initialised); read by bytes, it only needs its members' images to be valid
            // values.
            image_equal: image_equal && host_size == size,
            all_bits_valid,
            host_size,
            quads: false,
            others: false,
        }
    }

    /// The type's layout; `type_args` are the type arguments of a generic type. The fields
    /// borrow the derive's constant, hence `&'static self`.
    pub const fn layout(
        &'static self,
        type_args: &'static [Option<fn() -> &'static Layout>],
    ) -> Layout {
        let fields = &self.fields;
        let (repr_align, packing) = (self.repr_align, self.packing);
        Layout {
            name: self.name,
            size: self.size,
            align: self.align,
            kind: if self.is_union {
                Kind::Union {
                    fields,
                    repr_align,
                    packing,
                    type_args,
                }
            } else {
                Kind::Struct {
                    fields,
                    repr_align,
                    packing,
                    type_args,
                }
            },
        }
    }
}

/// A union's `write_image` and `read_image` (the derive's) call these on its `'static` table;
/// they run [`Table`]'s loops.
impl<const N: usize> Derived<N> {
    /// See [`Table::write_via`].
    ///
    /// # Safety
    /// As [`Table::write_via`].
    #[inline(always)]
    pub unsafe fn write_via<U>(
        &'static self,
        i: usize,
        value: &U,
        out: &mut [u8],
    ) -> Result<(), Error> {
        // SAFETY: the caller's contract.
        unsafe { self.table().write_via(i, value, out) }
    }

    /// See [`Table::read_via`].
    ///
    /// # Safety
    /// As [`Table::read_via`].
    #[inline(always)]
    pub unsafe fn read_via<U: crate::unions::DerivedUnion>(
        &'static self,
        i: usize,
        bytes: &[u8],
    ) -> Result<U, Error> {
        // SAFETY: the caller's contract.
        unsafe { self.table().read_via(i, bytes) }
    }
}
