//! What is checked once a header is read: the types asked for (and what they use), and layouts
//! the two compilers would not agree on (`ABI.md` §10).

use ptx_abi_core::dynamic::DynType;
use ptx_abi_core::layout::{Compiler, Layout, Packing};

use crate::random::compilers_agree;

use super::{CType, ImportError, Imported, Item};

/// Keeps the items named in `only` and everything they use.
pub(super) fn keep_only(imported: &mut Imported, only: &[&str]) -> Result<(), String> {
    fn uses(ty: &CType, out: &mut Vec<String>) {
        match ty {
            CType::Named(n) => out.push(n.clone()),
            CType::Pointer(Some(t)) | CType::Array(t, _) => uses(t, out),
            _ => {}
        }
    }
    let mut wanted: Vec<String> = only.iter().map(|s| (*s).to_owned()).collect();
    for name in &wanted {
        if imported.item(name).is_none() {
            return Err(format!("the header declares no `{name}`"));
        }
    }
    let mut i = 0;
    while i < wanted.len() {
        let mut more = Vec::new();
        match imported.item(&wanted[i]) {
            Some(Item::Record { members, .. }) => {
                members.iter().for_each(|m| uses(&m.ty, &mut more));
            }
            Some(Item::Alias { ty, .. }) => uses(ty, &mut more),
            _ => {}
        }
        for m in more {
            if !wanted.contains(&m) {
                wanted.push(m);
            }
        }
        i += 1;
    }
    imported
        .items
        .retain(|it| wanted.iter().any(|w| w == it.name()));
    Ok(())
}

/// Refuses what the two compilers would lay out differently, or what has no layout: a bit-field
/// wider than its type, a lowering alignment, `#pragma pack` bit-fields placed differently
/// (`ABI.md` §10).
pub(super) fn check_layouts(imported: &Imported) -> Result<(), ImportError> {
    let error = |line: u32, message: String| ImportError {
        file: imported.file.clone(),
        line,
        message,
    };
    for item in &imported.items {
        let Item::Record {
            name,
            members,
            align,
            packing,
            line,
            ..
        } = item
        else {
            continue;
        };
        for m in members {
            let own_layout = imported.dyn_type(&m.ty).layout();
            // C++ lets a bit-field be wider than its type (the extra bits are padding; clang
            // only warns); spec 1.3 and the derive do not (found by the `import` fuzz target).
            if let Some(width) = m.bits.filter(|&w| w as usize > own_layout.size * 8) {
                return Err(error(
                    m.line,
                    format!(
                        "`{name}::{}`: a bit-field of {width} bits is wider than its type ({} bits): \
                         make the type wide enough, or split the padding into an unnamed \
                         bit-field (spec 1.3)",
                        m.name,
                        own_layout.size * 8
                    ),
                ));
            }
            let own = own_layout.align;
            if m.align != 0 && m.align < own {
                return Err(error(
                    m.line,
                    format!(
                        "`{name}::{}`: aligned({}) is below the alignment of its type ({own}): \
                         NVRTC would lower it to {}, nvcc (like GCC) keeps {own}, so the two \
                         compilers lay `{name}` out differently (ABI.md section 10)",
                        m.name, m.align, m.align
                    ),
                ));
            }
        }
        let mut ty = imported.dyn_type(&CType::Named(name.clone()));
        if let DynType::Struct(agg) | DynType::Union(agg) = &mut ty {
            // The engine's alignment of the members (named bit-fields included, spec 1.3):
            // what the type's own alignment must not go below.
            agg.repr_align = 0;
        }
        let natural = ty.layout().align;
        if *align != 0 && *align < natural {
            return Err(error(
                *line,
                format!(
                    "`{name}`: aligned({align}) is below the alignment of its members ({natural}): \
                     NVRTC would align `{name}` to {align}, nvcc (like GCC) to {natural} (ABI.md \
                     section 10)"
                ),
            ));
        }
        if matches!(packing, Packing::Pragma(_)) {
            let (nvrtc, nvcc) = (ty.layout(), ty.layout_as(Compiler::Nvcc));
            if compilers_agree(nvrtc, nvcc) {
                continue;
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
            return Err(error(
                *line,
                format!(
                    "`{name}` under #pragma pack: NVRTC and nvcc lay it out differently. NVRTC: \
                     {}. nvcc: {} (ABI.md section 10); use __attribute__((packed)) for packed \
                     bit-fields, or reorder them",
                    describe(nvrtc),
                    describe(nvcc)
                ),
            ));
        }
    }
    Ok(())
}
