//! A record's attributes: the alignment each asks, by where it stands, and records with
//! attributes after their closing brace (`ABI.md` §10a): how NVRTC (which ignores them) and nvcc
//! (which honours them) place the members, and the Rust twin of a record both place alike by
//! different rules.

use clang::{Entity, EntityKind};
use ptx_abi_core::layout::{Compiler, Packing};

use super::super::{CxxType, ImportError, Item, Member};

use super::{line_of, Context, Place, Reader};

/// What a record's attributes ask, by where they stand (`ABI.md` §10a): before its `{`
/// (`align`, `gnu_packed`) or after its `}` (`trailing_align`, `trailing_packed`).
#[derive(Default)]
pub(super) struct RecordAttributes {
    pub(super) align: usize,
    pub(super) trailing_align: usize,
    pub(super) gnu_packed: bool,
    pub(super) trailing_packed: bool,
}

/// Where a record's members sit: its size, its alignment, the members' alignment where an
/// `aligned(N)` lowered it below theirs (NVRTC), and each member's byte offset and bit offset.
#[derive(Debug)]
pub(super) struct Placement {
    pub(super) size: usize,
    pub(super) align: usize,
    pub(super) lowered_from: Option<usize>,
    places: Vec<(usize, Option<usize>)>,
}

impl Placement {
    /// The same size, alignment and member offsets, by whatever rule.
    fn same_places(&self, other: &Placement) -> bool {
        (self.size, self.align, &self.places) == (other.size, other.align, &other.places)
    }
}

impl Reader<'_> {
    /// The alignment that attribute `c` of record `e` (`name`) asks, read from the attribute's
    /// text (or, for a number the text does not say, from libclang), added to `attrs` as
    /// before the `{` or after the `}`.
    pub(super) fn record_alignment(
        &self,
        e: &Entity,
        c: &Entity,
        name: &str,
        attrs: &mut RecordAttributes,
    ) -> Result<(), ImportError> {
        let cline = line_of(c);
        let place = self.place(e, c)?;
        let text = match place {
            Place::Head => self.record_head(e),
            Place::Trailing => self.record_tail(e),
        };
        let value = match self.alignment_in(&text) {
            Ok(value) => value,
            // An argument that is an expression (`alignas(sizeof(T) * 2)`, a class template's
            // own member type): libclang evaluates it for the record at hand, and the compiler
            // asserts the alignment it gives like every layout.
            Err(message) => Some(
                e.get_type()
                    .and_then(|t| t.get_alignof().ok())
                    .ok_or_else(|| self.error(cline, message))?,
            ),
        };
        let value = match value {
            Some(v) => v,
            None => self.alignment_from_libclang(e).ok_or_else(|| {
                self.error(
                    cline,
                    format!(
                        "`{name}`: an alignment attribute the importer cannot read \
                         (`{}`): spell it alignas(N), __align__(N), \
                         __attribute__((aligned(N))) or __attribute__((__aligned__(N))) \
                         with N an integer or a #define'd integer",
                        text.trim()
                    ),
                )
            })?,
        };
        match place {
            Place::Head => attrs.align = attrs.align.max(value),
            Place::Trailing => attrs.trailing_align = attrs.trailing_align.max(value),
        }
        Ok(())
    }

    /// The alignment clang gives record `e` when an aligned attribute raises it above what
    /// its members ask (a number the attribute's text did not say, as with a macro the
    /// importer cannot expand); `None` if it does not raise it (then a lowering attribute,
    /// which NVRTC applies and nvcc ignores, cannot be ruled out).
    pub(super) fn alignment_from_libclang(&self, e: &Entity) -> Option<usize> {
        let clang = e.get_type()?.get_alignof().ok()?;
        let mut natural = 1;
        for c in e.get_children() {
            if c.get_kind() == EntityKind::FieldDecl {
                natural = natural.max(c.get_type()?.get_alignof().ok()?);
            }
        }
        (clang > natural).then_some(clang)
    }

    /// The packing and alignment record `name` is imported with, from its attributes before
    /// its name (`head`: packed, aligned N) and after its closing brace (`trailing`), for the
    /// compiler the import is for (`ImportOptions::compiler`): nvcc honours the trailing ones,
    /// NVRTC ignores them after a definition's brace and `packed` after a typedef's. With no
    /// compiler named, a record the two place alike is imported with the `#pragma pack` that
    /// places it so ([`Reader::placed_alike`]); one they place differently is refused.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn after_brace(
        &self,
        name: &str,
        members: &[Member],
        union: bool,
        context: Context,
        line: u32,
        head: (bool, usize),
        trailing: (bool, usize),
    ) -> Result<(Packing, usize), ImportError> {
        let ((packed, align), (trailing_packed, trailing_align)) = (head, trailing);
        let honoured = |packed: bool, align: usize| (self.packing_at(packed, line), align);
        if !trailing_packed && trailing_align == 0 {
            return Ok(honoured(packed, align));
        }
        let attribute = if trailing_packed { "packed" } else { "aligned" };
        match (self.options.compiler, context) {
            (Some(Compiler::Nvcc), _) => {
                let (packing, align) =
                    honoured(packed || trailing_packed, align.max(trailing_align));
                // Packed and aligned (E0587 in Rust): the `#pragma pack` that places it so.
                let twin = (packing != Packing::None && align != 0)
                    .then(|| {
                        let placed = self.placement(members, union, packing, align, line);
                        self.pack_twin(members, union, &placed, line)
                    })
                    .flatten();
                return Ok(twin.map_or((packing, align), |p| (p, 0)));
            }
            // Measured: NVRTC ignores both after a definition's brace, and `packed` after a
            // typedef's.
            (Some(Compiler::Nvrtc), Context::Definition) => return Ok(honoured(packed, align)),
            (Some(Compiler::Nvrtc), Context::Typedef) if trailing_align == 0 => {
                return Ok(honoured(packed, align))
            }
            (Some(Compiler::Nvrtc), _) => {
                let what = match context {
                    Context::Member => {
                        "NVRTC applies it to the member declared after the brace (a packed \
                         or aligned member), which ptx-abi cannot express"
                    }
                    _ => {
                        "NVRTC gives the typedef an alignment above its size, which no \
                         array of it can have and ptx-abi cannot express"
                    }
                };
                return Err(self.error(
                    line,
                    format!(
                        "`{name}`: `__attribute__(({attribute}))` after the closing brace: \
                         {what} (ABI.md section 10a); write it before the name, which both \
                         compilers honour"
                    ),
                ));
            }
            (None, _) => {}
        }
        let alike = match context {
            Context::Definition => self.placed_alike(members, union, head, trailing, line),
            Context::Typedef if trailing_align == 0 => {
                self.placed_alike(members, union, head, trailing, line)
            }
            _ => None,
        };
        if let Some(packing) = alike {
            return Ok((packing, 0));
        }
        let describe = |packed: bool, align: usize| {
            let p = self.placement(members, union, self.packing_at(packed, line), align, line);
            match p.lowered_from {
                None => format!("size {}, align {}", p.size, p.align),
                Some(members) => format!(
                    "size {}, align {}, an alignment below its members' {members} (ABI.md \
                     section 10)",
                    p.size, p.align
                ),
            }
        };
        let nvrtc = describe(packed, align);
        let nvcc = describe(packed || trailing_packed, align.max(trailing_align));
        let keyword = if union { "union" } else { "struct" };
        let attr = if trailing_packed {
            "__attribute__((packed))".to_owned()
        } else {
            format!("__attribute__((aligned({trailing_align})))")
        };
        let fix = match context {
            Context::Member => format!("{keyword} {attr} {{ ... }} member;"),
            _ => format!("{keyword} {attr} {name} {{ ... }};"),
        };
        let what = match context {
            Context::Member => {
                format!("{nvrtc} for the member's type, the attribute going to the member instead")
            }
            // NVRTC gives a typedef's `aligned` to the typedef: the alignment rises, the size
            // does not (measured: `ABI.md` section 10a).
            Context::Typedef if trailing_align > 0 && !trailing_packed => {
                let plain =
                    self.placement(members, union, self.packing_at(packed, line), align, line);
                format!(
                    "size {}, align {} for the typedef",
                    plain.size,
                    trailing_align.max(align)
                )
            }
            _ => nvrtc,
        };
        Err(self.trailing_refusal(name, line, attribute, &what, &nvcc, &fix))
    }

    /// The placement of `members` laid out with the given attributes, as GCC rules (nvcc) and
    /// NVRTC agree on them in the head position: `packed` with `aligned(N)` packs, then aligns
    /// to N; an `aligned(N)` below the members' alignment lowers it (NVRTC; `ABI.md` §10): the
    /// members stay where they are and the end rounds up to N.
    pub(super) fn placement(
        &self,
        members: &[Member],
        union: bool,
        packing: Packing,
        align: usize,
        line: u32,
    ) -> Placement {
        if members.is_empty() {
            return Placement {
                size: 1,
                align: align.max(1),
                lowered_from: None,
                places: Vec::new(),
            };
        }
        let mut probe = self.probe();
        let mut members = members.to_vec();
        for m in &mut members {
            // A lowering member alignment is refused later with its own message.
            // A type not imported is refused by `check_layouts`; alignment 0 keeps `m.align`.
            let own = probe.layout_of(&m.ty).map_or(0, |l| l.align);
            if packing != Packing::None || m.align < own {
                m.align = 0;
            }
        }
        probe.items.push(Item::Record {
            name: "ptx_abi_probe".to_owned(),
            union,
            members,
            align: 0,
            packing,
            doc: Vec::new(),
            line,
        });
        let Some(l) = probe.layout_of(&CxxType::Named("ptx_abi_probe".to_owned())) else {
            // A member of a type not imported: `check_layouts` refuses the record.
            return Placement {
                size: 0,
                align: 0,
                lowered_from: None,
                places: Vec::new(),
            };
        };
        let places = l
            .fields()
            .iter()
            .map(|f| (f.offset, f.bits.map(|b| b.bit_offset)))
            .collect();
        let (size, align, lowered_from) = match align {
            0 => (l.size, l.align, None),
            n if n < l.align && packing == Packing::None => {
                // NVRTC keeps the members where they are and rounds the end of the last one
                // up to the lowered alignment (measured: `{ u8, u8, u16, u32, u16 }` aligned(2)
                // is 10 bytes, not 12).
                let end = l
                    .fields()
                    .iter()
                    .map(|f| match f.bits {
                        Some(b) => (b.bit_offset + b.width as usize).div_ceil(8),
                        None => f.offset + f.layout.size,
                    })
                    .max()
                    .unwrap_or(0);
                (end.div_ceil(n) * n, n, Some(l.align))
            }
            n => {
                let align = n.max(l.align);
                (l.size.div_ceil(align) * align, align, None)
            }
        };
        Placement {
            size,
            align,
            lowered_from,
            places,
        }
    }

    /// The packing a record's members get from `packed` (GNU) or the `#pragma pack` at `line`.
    pub(super) fn packing_at(&self, packed: bool, line: u32) -> Packing {
        if packed {
            return Packing::Gnu;
        }
        match self.pack_at(line) {
            0 => Packing::None,
            n => Packing::Pragma(n),
        }
    }

    /// The Rust twin of a record with an attribute after its brace that NVRTC and nvcc place
    /// alike by different rules: NVRTC without the attribute, nvcc with it, the same size,
    /// alignment and member offsets, and a `#pragma pack(n)` (`repr(C, packed(n))`) that
    /// places it so too. DPDK's IPv4 header shape, `struct __attribute__((aligned(2))) h {
    /// u8, u8, u16, u32, ... } __attribute__((packed));`, is 20 bytes aligned 2 under both
    /// (NVRTC: natural places, a lowering alignment; nvcc: packed, then aligned to 2), and
    /// `pack(2)` places it so. `None` where they differ, or no pack matches.
    pub(super) fn placed_alike(
        &self,
        members: &[Member],
        union: bool,
        head: (bool, usize),
        trailing: (bool, usize),
        line: u32,
    ) -> Option<Packing> {
        let (packed, align) = head;
        let nvrtc = self.placement(members, union, self.packing_at(packed, line), align, line);
        let nvcc = self.placement(
            members,
            union,
            self.packing_at(packed || trailing.0, line),
            align.max(trailing.1),
            line,
        );
        if !nvrtc.same_places(&nvcc) {
            return None;
        }
        self.pack_twin(members, union, &nvcc, line)
    }

    /// The `#pragma pack(n)` that places `members` as `placed` says: the Rust twin
    /// (`repr(C, packed(n))`) of a record C++ both packs and aligns. `None` with bit-fields
    /// (the compilers pack those by different rules, `ABI.md` §10) or where no pack matches.
    fn pack_twin(
        &self,
        members: &[Member],
        union: bool,
        placed: &Placement,
        line: u32,
    ) -> Option<Packing> {
        if members.iter().any(|m| m.bits.is_some()) {
            return None;
        }
        [1, 2, 4, 8, 16, 32, 64, 128]
            .into_iter()
            .map(Packing::Pragma)
            .find(|&p| {
                self.placement(members, union, p, 0, line)
                    .same_places(placed)
            })
    }

    /// The refusal of an attribute after a closing brace, where NVRTC and nvcc differ.
    pub(super) fn trailing_refusal(
        &self,
        name: &str,
        line: u32,
        attribute: &str,
        nvrtc: &str,
        nvcc: &str,
        fix: &str,
    ) -> ImportError {
        self.error(
            line,
            format!(
                "`{name}`: NVRTC ignores an attribute after the closing brace \
                 (`}} __attribute__(({attribute}))`, its warning #1866-D or #1835-D) and nvcc \
                 honours it, so the two lay `{name}` out differently (NVRTC: {nvrtc}; nvcc: \
                 {nvcc}; ABI.md section 10a). Write it before the name (`{fix}`), which both \
                 honour, or say which compiler builds your kernels (`--compiler nvcc` or \
                 `--compiler nvrtc`, `ImportOptions::compiler`)"
            ),
        )
    }
}
