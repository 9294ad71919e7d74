//! What is checked once a header is read: the types asked for (and what they use), and layouts
//! the two compilers would not agree on (`ABI.md` §10); and the `static_assert`s by which the
//! compiler checks the imported layouts.

use std::collections::{BTreeMap, BTreeSet};

use ptx_abi_core::cuda::layout_asserts;
use ptx_abi_core::dynamic::DynType;
use ptx_abi_core::layout::{Compiler, CudaVersion, Layout, Packing};

use super::{CxxType, ImportError, ImportErrorKind, Imported, Item};

/// Keeps the items named in `only` and everything they use; an error if the header has no such
/// type, or if one of them (or what it uses by value) was skipped, unless `skip_refused`: then
/// it is listed in `imported.skipped` and left out.
pub(super) fn keep_only(
    imported: &mut Imported,
    only: &[&str],
    failed: &BTreeMap<String, ImportError>,
    skip_refused: bool,
) -> Result<(), ImportError> {
    let not_found = |name: &str| {
        let message = match imported.aliases_written_as_their_types.get(name) {
            Some(rust) => format!(
                "`{name}` is written as `{rust}` where it is used (a typedef, or an enum whose \
                 enumerators repeat a value) and has no Rust type of its own; import the types \
                 that use it"
            ),
            None => {
                let known: Vec<&str> = imported
                    .items
                    .iter()
                    .filter(|i| !matches!(i, Item::Constant { .. }))
                    .map(Item::name)
                    .collect();
                format!(
                    "the header declares no `{name}` (its types: {})",
                    if known.is_empty() {
                        "none".to_owned()
                    } else {
                        known.join(", ")
                    }
                )
            }
        };
        ImportError {
            file: imported.file.clone(),
            line: 0,
            kind: ImportErrorKind::Header,
            message,
        }
    };
    let mut wanted: Vec<String> = Vec::new();
    for name in only {
        if let Some(error) = failed.get(*name) {
            if !skip_refused {
                return Err(error.clone());
            }
            imported.skipped.push(super::Skipped {
                name: (*name).to_owned(),
                error: error.clone(),
            });
            continue;
        }
        if imported.item(name).is_none() {
            return Err(not_found(name));
        }
        wanted.push((*name).to_owned());
    }
    let mut i = 0;
    while i < wanted.len() {
        let more = imported
            .item(&wanted[i])
            .map(|item| names_used(item, true))
            .unwrap_or_default();
        for m in more {
            if let Some(error) = failed.get(&m) {
                // A pointer's target is written `DevicePtr<()>` (its layout is not needed); a
                // type used by value would have failed its user already.
                imported.skipped.push(super::Skipped {
                    name: m.clone(),
                    error: error.clone(),
                });
                continue;
            }
            if !wanted.contains(&m) {
                wanted.push(m);
            }
        }
        i += 1;
    }
    imported
        .items
        .retain(|it| wanted.iter().any(|w| w == it.name()));
    imported.skipped.sort_by(|a, b| a.name.cmp(&b.name));
    imported.skipped.dedup_by(|a, b| a.name == b.name);
    Ok(())
}

/// The types `item` names: by value (arrays of them included), and with `through_pointers`
/// also the targets of its pointers.
fn names_used(item: &Item, through_pointers: bool) -> BTreeSet<String> {
    fn walk(ty: &CxxType, through_pointers: bool, out: &mut BTreeSet<String>) {
        match ty {
            CxxType::Named(n) => {
                out.insert(n.clone());
            }
            CxxType::Array(t, _) => walk(t, through_pointers, out),
            CxxType::Pointer(Some(t)) if through_pointers => walk(t, through_pointers, out),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    match item {
        Item::Record { members, .. } => members
            .iter()
            .for_each(|m| walk(&m.ty, through_pointers, &mut out)),
        Item::Alias { ty, .. } => walk(ty, through_pointers, &mut out),
        _ => {}
    }
    out
}

/// Why a type that uses the skipped `name` is skipped too.
pub(super) fn uses_skipped_message(name: &str, error: &ImportError) -> String {
    format!(
        "uses `{name}` (line {}), which is skipped: {}",
        error.line, error.message
    )
}

/// Removes every item that uses a skipped one by value, saying so, until none is left.
fn skip_dependents(imported: &mut Imported, failed: &mut BTreeMap<String, ImportError>) {
    loop {
        let mut removed = false;
        let mut i = 0;
        while i < imported.items.len() {
            let item = &imported.items[i];
            let dead = names_used(item, false)
                .into_iter()
                .find(|u| failed.contains_key(u) || imported.item(u).is_none());
            match dead {
                Some(u) => {
                    let line = match item {
                        Item::Record { line, .. } => *line,
                        _ => failed.get(&u).map_or(0, |e| e.line),
                    };
                    let reason = failed.get(&u).map_or_else(
                        || format!("uses `{u}`, which the header does not define"),
                        |e| uses_skipped_message(&u, e),
                    );
                    let name = item.name().to_owned();
                    failed.entry(name).or_insert(ImportError {
                        file: imported.file.clone(),
                        line,
                        kind: ImportErrorKind::Header,
                        message: reason,
                    });
                    imported.items.remove(i);
                    removed = true;
                }
                None => i += 1,
            }
        }
        if !removed {
            return;
        }
    }
}

/// Skips what the two compilers would lay out differently, or what has no layout: a bit-field
/// wider than its type, a lowering alignment, `#pragma pack` bit-fields placed differently
/// (`ABI.md` §10). Items are checked in order (what a type uses comes before it), so that a
/// type using a skipped one is skipped too.
pub(super) fn check_layouts(imported: &mut Imported, failed: &mut BTreeMap<String, ImportError>) {
    skip_dependents(imported, failed);
    let mut i = 0;
    while i < imported.items.len() {
        if let Some(problem) = check_item(imported, i) {
            let name = imported.items[i].name().to_owned();
            failed.entry(name).or_insert(problem);
            imported.items.remove(i);
            skip_dependents(imported, failed);
            // Items before `i` use nothing after it: the next to check is at `i` or before.
            i = i.min(imported.items.len());
            continue;
        }
        i += 1;
    }
}

fn check_item(imported: &Imported, index: usize) -> Option<ImportError> {
    let error = |line: u32, message: String| {
        Some(ImportError {
            file: imported.file.clone(),
            line,
            kind: ImportErrorKind::Header,
            message,
        })
    };
    let Item::Record {
        name,
        members,
        align,
        packing,
        line,
        ..
    } = &imported.items[index]
    else {
        return None;
    };
    for m in members {
        let Some(own_layout) = imported.layout_of(&m.ty) else {
            return error(
                m.line,
                format!("`{name}::{}`: its type was not imported", m.name),
            );
        };
        // C++ lets a bit-field be wider than its type (the extra bits are padding; clang
        // only warns); spec 1.3 and the derive do not (found by the `import` fuzz target).
        if let Some(width) = m.bits.filter(|&w| w as usize > own_layout.size * 8) {
            return error(
                m.line,
                format!(
                    "`{name}::{}`: a bit-field of {width} bits is wider than its type ({} bits): \
                     make the type wide enough, or split the padding into an unnamed \
                     bit-field (spec 1.3)",
                    m.name,
                    own_layout.size * 8
                ),
            );
        }
        let own = own_layout.align;
        if m.align != 0 && m.align < own {
            return error(
                m.line,
                format!(
                    "`{name}::{}`: aligned({}) is below the alignment of its type ({own}): \
                     NVRTC would lower it to {}, nvcc (like GCC) keeps {own}, so the two \
                     compilers lay `{name}` out differently (ABI.md section 10); remove the \
                     attribute, or raise it to {own} or more",
                    m.name, m.align, m.align
                ),
            );
        }
    }
    let Some(mut ty) = imported.dyn_type(&CxxType::Named(name.clone())) else {
        return error(*line, format!("`{name}`: a member's type was not imported"));
    };
    if let DynType::Struct(agg) | DynType::Union(agg) = &mut ty {
        // The engine's alignment of the members (named bit-fields included, spec 1.3):
        // what the type's own alignment must not go below.
        agg.repr_align = 0;
    }
    let natural = ty.layout_on(imported.host, Compiler::Nvrtc).align;
    if *align != 0 && *align < natural {
        return error(
            *line,
            format!(
                "`{name}`: aligned({align}) is below the alignment of its members ({natural}): \
                 NVRTC would align `{name}` to {align}, nvcc (like GCC) to {natural} (ABI.md \
                 section 10); remove the attribute, or raise it to {natural} or more"
            ),
        );
    }
    // On Windows both compilers follow MSVC's rules (`ABI.md` §4a): nothing to compare.
    if matches!(packing, Packing::Pragma(_)) && !imported.host.msvc_bit_fields() {
        let nvrtc = ty.layout_on(imported.host, Compiler::Nvrtc);
        let nvcc = ty.layout_on(imported.host, Compiler::Nvcc);
        if nvrtc.same_placement(nvcc) {
            return None;
        }
        let describe = |l: &Layout| {
            let places: Vec<String> = l
                .fields()
                .iter()
                .map(|f| match f.bits {
                    Some(b) => format!("{} at bit {}", f.name, b.bit_offset),
                    None => format!("{} at byte {}", f.name, f.offset),
                })
                .collect();
            format!("{}, size {}, align {}", places.join(", "), l.size, l.align)
        };
        return error(
            *line,
            format!(
                "`{name}` under #pragma pack: NVRTC and nvcc lay it out differently. NVRTC: \
                 {}. nvcc: {} (ABI.md section 10); use __attribute__((packed)) for packed \
                 bit-fields, or reorder them",
                describe(nvrtc),
                describe(nvcc)
            ),
        );
    }
    None
}

impl Imported {
    /// Removes the item `name` (a layout the compiler measured otherwise, `why`) and every item
    /// using it by value, each listed in [`Imported::skipped`] with the reason.
    #[cfg(feature = "cu")]
    pub(crate) fn refuse(&mut self, name: &str, why: &str) {
        let Some(index) = self.items.iter().position(|i| i.name() == name) else {
            return;
        };
        let line = match &self.items[index] {
            Item::Record { line, .. } => *line,
            _ => 0,
        };
        self.items.remove(index);
        let error = ImportError {
            file: self.file.clone(),
            line,
            kind: ImportErrorKind::Header,
            message: why.to_owned(),
        };
        let mut failed = BTreeMap::from([(name.to_owned(), error)]);
        skip_dependents(self, &mut failed);
        self.skipped.extend(
            failed
                .into_iter()
                .map(|(name, error)| super::Skipped { name, error }),
        );
    }

    /// The `static_assert`s of the types `keep` keeps, each spelled by `spell` (the names of
    /// those [`Imported::non_public`] holds as C++ spells them), into `out`.
    pub(super) fn push_asserts(
        &self,
        out: &mut String,
        cuda: CudaVersion,
        keep: &dyn Fn(&str) -> bool,
        spell: impl Fn(&str) -> String,
    ) {
        for name in self.checkable().filter(|name| keep(name)) {
            let Some(layout) = self.layout(name).filter(|l| l.declared_by_cuda(cuda)) else {
                continue;
            };
            let members = match self.item(name) {
                Some(Item::Record { members, .. }) => members.as_slice(),
                _ => &[],
            };
            // Anonymous members have no name in C++ (`_anonN`, and a specialization's anonymous
            // union, read from its fields, `_unnamedN`); bit-fields have no offsetof.
            let offsets = members
                .iter()
                .zip(layout.fields())
                .filter(|(m, f)| {
                    let nameless = ["_anon", "_unnamed"].iter().any(|p| m.name.starts_with(p));
                    f.bits.is_none() && !nameless && !m.base
                })
                .map(|(m, f)| (m.name.as_str(), f.offset));
            if !self.non_public.contains(name) {
                layout_asserts(out, &spell(name), layout, offsets);
                continue;
            }
            // C++ checks no access for names in an explicit instantiation's declaration
            // ([temp.spec.general]; nvcc, NVRTC 12.9 and 13.5, g++ and clang accept `sizeof` of
            // a private nested type and `offsetof` of a private member there): each value is
            // the argument of an instantiation of a template of its own that asserts it, with
            // the message a plain assertion would have.
            let cpp = &self.cpp_names[name];
            let probe = crate::rust::identifier_from(&format!("ptx_abi_check_{name}"));
            let checks = [
                (
                    format!("sizeof({cpp})"),
                    layout.size,
                    format!("sizeof({cpp})"),
                ),
                (
                    format!("alignof({cpp})"),
                    layout.align,
                    format!("alignof({cpp})"),
                ),
            ]
            .into_iter()
            .chain(offsets.map(|(field, offset)| {
                (
                    format!("PTX_ABI_OFFSETOF({field}, {cpp})"),
                    offset,
                    format!("offsetof({cpp}, {field})"),
                )
            }));
            for (i, (value, expected, what)) in checks.enumerate() {
                // One line, which names `what` wherever the compiler places an error in it.
                out.push_str(&format!(
                    "template <unsigned long long ptx_abi_value> struct {probe}_{i} {{ \
                     static_assert(ptx_abi_value == {expected}, \"ptx-abi: {what}\"); }}; \
                     template struct {probe}_{i}<{value}>;\n"
                ));
            }
        }
    }
}
