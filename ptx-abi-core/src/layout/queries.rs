//! What a [`Layout`] answers once built: its members by name or index, offsets, padding, whether
//! it is placed alike on every host and by both compilers, and its size at another address size.
//! The placement itself is `builders.rs`'s.

use super::*;

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

    /// Whether the headers of `cuda` declare every type this layout names: CUDA 13's explicitly
    /// aligned vectors (`double4_32a`) only from 13 on, each `CUtensorMap` only in its own
    /// version (`ABI.md` §4, §5).
    pub fn declared_by_cuda(&self, cuda: CudaVersion) -> bool {
        match self.kind {
            Kind::TensorMap(v) => v == cuda,
            Kind::Vector { since, .. } => since <= cuda,
            Kind::Array { elem, .. } => elem.declared_by_cuda(cuda),
            Kind::Struct { fields, .. } | Kind::Union { fields, .. } => {
                fields.iter().all(|f| f.layout.declared_by_cuda(cuda))
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
