//! The placement state machines of the layout engine: [`StructBuilder`] and [`UnionBuilder`]
//! (spec 1.2 and 1.3, packing and the two compilers' bit-field rules of `ABI.md` §10, MSVC's
//! bit-field rules on a Windows host, `ABI.md` §4a), and [`AggregateBuilder`], which picks one at
//! run time. Nothing here knows C++ spellings or CUDA's type lists.

use super::{max, round_up, BitField, Compiler, HostPlatform, Kind, Layout, Packing};

/// Checks an alignment given by the user (`repr(align)`, `#[ptx(align)]`): 0 means "none".
/// Spec 2.3 note D: "The alignment must be 1, 2, 4, 8, 16, 32, 64, or 128 bytes."
const fn check_align_attr(align: usize) {
    if align != 0 && (!align.is_power_of_two() || align > 128) {
        panic!("PTX alignment must be a power of two from 1 to 128 (spec 2.3 note D)");
    }
}

/// Why an alignment attribute below the alignment it would change is refused: NVRTC applies a
/// lowering `__align__`, nvcc (like GCC) and rustc ignore it, so the type would have two device
/// layouts (`ABI.md` §10). A macro, so that the messages below are one literal each.
macro_rules! lowering_reason {
    () => {
        "a lowering __align__: NVRTC would apply it, nvcc (like GCC) and rustc would not, so the \
         two compilers would lay the type out differently (ABI.md section 10); remove it, or \
         raise it"
    };
}

/// [`lowering_reason!`], for messages that say first what was lowered (the derive's).
pub(crate) const LOWERING_REASON: &str = lowering_reason!();

/// The builders' own message, for run-time `DynType`s (the derive checks first, naming the type
/// and member).
pub(crate) const LOWERING_ALIGN: &str =
    concat!("an alignment below the type's own is ", lowering_reason!());

const fn bit_field_unit(unit: &Layout, width: u32, named: bool) -> usize {
    let scalar = match unit.kind {
        Kind::Scalar(s) => s,
        Kind::Enum { repr, .. } => repr,
        _ => panic!("a bit-field's type must be an integer, bool or enum (spec 1.3)"),
    };
    if !scalar.is_integral() {
        panic!("a bit-field's type must be an integer, bool or enum (spec 1.3)");
    }
    if width as usize > unit.size * 8 {
        panic!("a bit-field cannot be wider than its declared type (spec 1.3)");
    }
    if width == 0 && named {
        panic!("a zero-width bit-field must be unnamed (C11 6.7.2.1)");
    }
    unit.size * 8
}

/// Places the members of a struct one by one (spec 1.2 and 1.3).
///
/// A `const` state machine: each call returns the builder advanced past the member and the
/// member's placement, so the derive can thread it through a `const` block.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StructBuilder {
    /// Next free bit.
    bit: usize,
    /// Alignment so far (of the named members only, spec 1.3).
    align: usize,
    /// The packing's alignment cap, 0 for none.
    cap: usize,
    /// Whether bit-fields are packed end to end, never moved to avoid crossing a unit, and
    /// unnamed ones align the struct like named ones: GNU packing under both compilers,
    /// `#pragma pack` under nvcc (`ABI.md` §10; GCC skips its bit-field rules under a pack).
    end_to_end: bool,
    /// Whether a zero-width bit-field is ignored: GNU packing, under both compilers.
    ignores_zero_width: bool,
    /// Whether bit-fields follow MSVC's rules (a Windows host, `ABI.md` §4a): see
    /// [`StructBuilder::msvc_bit_field`].
    msvc: bool,
    /// Under MSVC's rules, the size in bytes of the declared type of the open storage unit, 0
    /// when the last member was not a bit-field of nonzero width.
    unit_size: usize,
    /// Under MSVC's rules, the bit where the open storage unit ends (0 when none is open): the
    /// next member that does not share the unit starts after it.
    unit_end: usize,
}

impl StructBuilder {
    /// An empty struct packed by `packing` (`Packing::None` for none), laid out as `compiler`
    /// does on `host` (on Windows both compilers follow MSVC's bit-field rules).
    pub const fn packed(packing: Packing, compiler: Compiler, host: HostPlatform) -> Self {
        StructBuilder {
            bit: 0,
            align: 1,
            cap: packing.cap(),
            end_to_end: match packing {
                Packing::None => false,
                Packing::Pragma(_) => matches!(compiler, Compiler::Nvcc),
                Packing::Gnu => true,
            },
            ignores_zero_width: matches!(packing, Packing::Gnu),
            msvc: host.msvc_bit_fields(),
            unit_size: 0,
            unit_end: 0,
        }
    }

    /// Places an ordinary member of type `layout` and returns its byte offset.
    ///
    /// Spec 1.2: "Each member is assigned to the lowest available offset with the appropriate
    /// alignment." `align_attr` (from `#[ptx(align = N)]`, 0 for none) raises the member's
    /// alignment, like C++ `alignas`; one below the member's own panics ([`LOWERING_ALIGN`]).
    /// Packing caps the result.
    // `div_ceil` is written out: it is a call, see below.
    #[allow(clippy::manual_div_ceil)]
    pub const fn field(self, layout: &Layout, align_attr: usize) -> (Self, usize) {
        // No helper calls on the common path: `const` evaluation runs this for every member of
        // every derived type, and each call is an interpreter frame (BENCHMARKS.md, section 7).
        let mut align = layout.align;
        if align_attr != 0 {
            check_align_attr(align_attr);
            if align_attr < align {
                panic!("{}", LOWERING_ALIGN);
            }
            align = align_attr;
        }
        if self.cap != 0 && align > self.cap {
            align = self.cap;
        }
        // Under MSVC's rules a storage unit still open takes its whole declared size; it is
        // closed by this member. (`unit_end` is 0 under the other rules.)
        let end = if self.unit_end > self.bit {
            self.unit_end
        } else {
            self.bit
        };
        let offset = ((end + 7) / 8 + align - 1) & !(align - 1);
        (
            StructBuilder {
                bit: (offset + layout.size) * 8,
                align: if align > self.align {
                    align
                } else {
                    self.align
                },
                unit_size: 0,
                unit_end: 0,
                ..self
            },
            offset,
        )
    }

    /// Places a bit-field of declared type `unit` and `width` bits.
    ///
    /// Spec 1.3: bits are allocated right to left; a bit-field never crosses a boundary of a
    /// storage unit of its declared type (it moves to the next unit instead); it shares a unit with
    /// whatever precedes it when it fits; a zero-width bit-field moves the next member to the next
    /// boundary of its type; unnamed bit-fields do not affect the struct's alignment.
    #[allow(clippy::manual_div_ceil)]
    pub const fn bit_field(self, unit: &Layout, width: u32, named: bool) -> (Self, BitField) {
        if self.msvc {
            return self.msvc_bit_field(unit, width, named);
        }
        // As in `field`, no helper calls beyond the checks.
        let unit_bits = bit_field_unit(unit, width, named);
        let mut bit = self.bit;
        let mut unit_align = unit.align;
        if self.cap == 0 {
            // A zero-width bit-field, or one that would straddle two units: start a new unit.
            if width == 0 || bit / unit_bits != (bit + width as usize - 1) / unit_bits {
                bit = (bit + unit_bits - 1) / unit_bits * unit_bits;
            }
        } else {
            // Packed (ABI.md section 10): units start at `min(alignof(T), N)` boundaries. A
            // zero-width bit-field moves to the next one (GNU packing ignores it); NVRTC under
            // `#pragma pack` moves a field that would leave the `sizeof(T)` unit starting at the
            // boundary below it.
            if unit_align > self.cap {
                unit_align = self.cap;
            }
            let boundary = unit_align * 8;
            let unit_start = bit / boundary * boundary;
            let moves = if width == 0 {
                !self.ignores_zero_width
            } else {
                !self.end_to_end && bit + width as usize > unit_start + unit_bits
            };
            if moves {
                bit = (bit + boundary - 1) / boundary * boundary;
            }
        }
        let counts = width > 0 && (named || self.end_to_end);
        let align = if counts && unit_align > self.align {
            unit_align
        } else {
            self.align
        };
        (
            StructBuilder {
                bit: bit + width as usize,
                align,
                ..self
            },
            BitField {
                bit_offset: bit,
                width,
                named,
            },
        )
    }

    /// Places a bit-field by MSVC's rules (`ABI.md` §4a, measured with clang 19's CUDA mode for
    /// an `x86_64-pc-windows-msvc` host): a bit-field shares the open storage unit only if its
    /// declared type has the unit's size and it fits in what is left; otherwise it opens a unit
    /// of its declared type's size at the next multiple of that type's alignment (capped by the
    /// packing), so units never straddle and a unit is always whole. Every unit opened, named or
    /// not, aligns the struct. A zero-width bit-field right after a bit-field of nonzero width
    /// closes the unit, moves to the next multiple of its type's (capped) alignment and aligns the
    /// struct; anywhere else it is ignored. GNU packing is `#pragma pack(1)` here.
    const fn msvc_bit_field(self, unit: &Layout, width: u32, named: bool) -> (Self, BitField) {
        let unit_bits = bit_field_unit(unit, width, named);
        let mut unit_align = unit.align;
        if self.cap != 0 && unit_align > self.cap {
            unit_align = self.cap;
        }
        let boundary = unit_align * 8;
        let open = self.unit_size != 0;
        let end = if open { self.unit_end } else { self.bit };
        if width == 0 {
            if !open {
                let placed = BitField {
                    bit_offset: end,
                    width,
                    named,
                };
                return (self, placed);
            }
            let bit = round_up(end, boundary);
            let next = StructBuilder {
                bit,
                align: max(self.align, unit_align),
                unit_size: 0,
                unit_end: 0,
                ..self
            };
            let placed = BitField {
                bit_offset: bit,
                width,
                named,
            };
            return (next, placed);
        }
        if open && self.unit_size == unit.size && self.bit + width as usize <= self.unit_end {
            let next = StructBuilder {
                bit: self.bit + width as usize,
                ..self
            };
            let placed = BitField {
                bit_offset: self.bit,
                width,
                named,
            };
            return (next, placed);
        }
        let start = round_up(round_up(end, 8), boundary);
        let next = StructBuilder {
            bit: start + width as usize,
            align: max(self.align, unit_align),
            unit_size: unit.size,
            unit_end: start + unit_bits,
            ..self
        };
        let placed = BitField {
            bit_offset: start,
            width,
            named,
        };
        (next, placed)
    }

    /// The struct's `(size, align)`: spec 1.2, the alignment of its most strictly aligned member
    /// (raised to `repr_align`, 0 for none) and the size rounded up to a multiple of it. A struct
    /// whose members take no bytes (only zero-width bit-fields) still has size 1, as every C++
    /// object has a nonzero size ([intro.object]).
    pub const fn finish(self, repr_align: usize) -> (usize, usize) {
        let align = aggregate_align(self.align, repr_align);
        let end = max(self.bit, self.unit_end);
        (round_up(max(round_up(end, 8) / 8, 1), align), align)
    }
}

/// The alignment of an aggregate whose members ask for `natural`, with `repr_align` (0 for none):
/// raised, never lowered (a lowering one panics, see [`LOWERING_ALIGN`]).
const fn aggregate_align(natural: usize, repr_align: usize) -> usize {
    check_align_attr(repr_align);
    if repr_align != 0 && repr_align < natural {
        panic!("{}", LOWERING_ALIGN);
    }
    max(natural, repr_align)
}

/// Places the members of a union: all at offset 0 (spec 1.2, figure "union allocation").
#[derive(Clone, Copy, Debug)]
pub(crate) struct UnionBuilder {
    size: usize,
    align: usize,
    /// The packing's alignment cap, 0 for none.
    cap: usize,
    /// Whether unnamed bit-fields align the union (nvcc under `#pragma pack`, as in
    /// [`StructBuilder`]).
    unnamed_bits_align: bool,
    /// Whether bit-fields follow MSVC's rules: see [`UnionBuilder::bit_field`].
    msvc: bool,
    /// Under MSVC's rules, whether the last member was a bit-field of nonzero width.
    after_bits: bool,
}

impl UnionBuilder {
    /// An empty union packed by `packing` (`Packing::None` for none), laid out as `compiler`
    /// does on `host`: every member is at offset 0, but under `#pragma pack` nvcc lets unnamed
    /// bit-fields align the union, and on Windows bit-fields follow MSVC's rules.
    pub const fn packed(packing: Packing, compiler: Compiler, host: HostPlatform) -> Self {
        UnionBuilder {
            size: 0,
            align: 1,
            cap: packing.cap(),
            unnamed_bits_align: matches!(packing, Packing::Pragma(_))
                && matches!(compiler, Compiler::Nvcc),
            msvc: host.msvc_bit_fields(),
            after_bits: false,
        }
    }

    const fn capped(&self, align: usize) -> usize {
        if self.cap != 0 && align > self.cap {
            self.cap
        } else {
            align
        }
    }

    /// Adds an ordinary member; its offset is 0.
    pub const fn field(self, layout: &Layout, align_attr: usize) -> (Self, usize) {
        check_align_attr(align_attr);
        if align_attr != 0 && align_attr < layout.align {
            panic!("{}", LOWERING_ALIGN);
        }
        (
            UnionBuilder {
                size: max(self.size, layout.size),
                align: max(self.align, self.capped(max(layout.align, align_attr))),
                after_bits: false,
                ..self
            },
            0,
        )
    }

    /// Adds a bit-field member: bits `0..width` of a unit of its type at offset 0. A named one
    /// aligns the union like its type; an unnamed one does not (spec 1.3).
    ///
    /// Under MSVC's rules (`ABI.md` §4a) no bit-field aligns the union, and one of nonzero width
    /// makes it at least as large as its declared type, as does a zero-width one right after it
    /// (any other zero-width bit-field is ignored).
    pub const fn bit_field(self, unit: &Layout, width: u32, named: bool) -> (Self, BitField) {
        bit_field_unit(unit, width, named);
        if self.msvc {
            let counts = width > 0 || self.after_bits;
            let next = UnionBuilder {
                size: if counts {
                    max(self.size, unit.size)
                } else {
                    self.size
                },
                after_bits: width > 0,
                ..self
            };
            let placed = BitField {
                bit_offset: 0,
                width,
                named,
            };
            return (next, placed);
        }
        let align = if width > 0 && (named || self.unnamed_bits_align) {
            max(self.align, self.capped(unit.align))
        } else {
            self.align
        };
        (
            UnionBuilder {
                size: max(self.size, (width as usize).div_ceil(8)),
                align,
                ..self
            },
            BitField {
                bit_offset: 0,
                width,
                named,
            },
        )
    }

    /// The union's `(size, align)`; at least 1 byte, as for structs.
    pub const fn finish(self, repr_align: usize) -> (usize, usize) {
        let align = aggregate_align(self.align, repr_align);
        (round_up(max(self.size, 1), align), align)
    }
}

/// A struct's or a union's builder, chosen at run time: for the callers that place either kind
/// with one loop (`dynamic::DynType`, [`Layout::with_address_size`]). The derive's
/// `const` tables call the two builders directly, where every step of the evaluator counts.
#[derive(Clone, Copy, Debug)]
pub(crate) enum AggregateBuilder {
    Struct(StructBuilder),
    Union(UnionBuilder),
}

impl AggregateBuilder {
    /// An empty union if `is_union`, else an empty struct, packed by `packing` and laid out as
    /// `compiler` does on `host`.
    pub fn new(is_union: bool, packing: Packing, compiler: Compiler, host: HostPlatform) -> Self {
        if is_union {
            AggregateBuilder::Union(UnionBuilder::packed(packing, compiler, host))
        } else {
            AggregateBuilder::Struct(StructBuilder::packed(packing, compiler, host))
        }
    }

    /// Adds an ordinary member ([`StructBuilder::field`], [`UnionBuilder::field`]); returns its
    /// offset.
    pub fn field(&mut self, layout: &Layout, align_attr: usize) -> usize {
        let offset;
        (*self, offset) = match *self {
            AggregateBuilder::Struct(b) => {
                let (b, offset) = b.field(layout, align_attr);
                (AggregateBuilder::Struct(b), offset)
            }
            AggregateBuilder::Union(b) => {
                let (b, offset) = b.field(layout, align_attr);
                (AggregateBuilder::Union(b), offset)
            }
        };
        offset
    }

    /// Adds a bit-field member ([`StructBuilder::bit_field`], [`UnionBuilder::bit_field`]).
    pub fn bit_field(&mut self, unit: &Layout, width: u32, named: bool) -> BitField {
        let placed;
        (*self, placed) = match *self {
            AggregateBuilder::Struct(b) => {
                let (b, placed) = b.bit_field(unit, width, named);
                (AggregateBuilder::Struct(b), placed)
            }
            AggregateBuilder::Union(b) => {
                let (b, placed) = b.bit_field(unit, width, named);
                (AggregateBuilder::Union(b), placed)
            }
        };
        placed
    }

    /// The aggregate's `(size, align)`.
    pub fn finish(self, repr_align: usize) -> (usize, usize) {
        match self {
            AggregateBuilder::Struct(b) => b.finish(repr_align),
            AggregateBuilder::Union(b) => b.finish(repr_align),
        }
    }
}
