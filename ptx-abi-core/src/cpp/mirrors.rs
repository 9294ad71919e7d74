//! CUDA C++ mirrors: the C++ definitions of `PtxAbi` types, with `static_assert`s of their
//! layout, so one source of truth is checked by both compilers.
//!
//! ```
//! use ptx_abi_core::{cuda::CudaHeader, vector::Float4, PtxAbi};
//!
//! #[derive(PtxAbi)]
//! #[repr(C)]
//! struct Light {
//!     color: Float4,
//!     #[ptx(bits = 3)]
//!     kind: u8,
//! }
//!
//! let header = CudaHeader::new().with::<Light>().render();
//! assert!(header.contains("struct Light {\n    float4 color;\n    unsigned char kind : 3;\n};"));
//! assert!(header.contains("static_assert(sizeof(Light) == 32"));
//!
//! // A type that needs a CUDA header includes it, even with nothing to define.
//! let half2 = CudaHeader::new().with::<ptx_abi_core::vector::Half2>().render();
//! assert!(half2.contains("#include <cuda_fp16.h>"));
//! ```

pub use super::c_declarator;
#[allow(unused_imports)]
use crate::prelude::*;
use alloc::collections::BTreeMap;
use core::fmt::Write;

use crate::abi::PtxAbi;
use crate::layout::{Field, HostPlatform, Kind, Layout, Packing, Scalar};

// Layout records and the checks of hand-written headers (`book/src/headers-from-rust.md`, "Headers
// that cannot go stale"; `ABI.md` §13).
pub use super::records::{
    layout_record, layout_symbol, layout_symbols_in_ptx, probe_symbol, record_symbol,
    records_in_header, records_in_ptx, LayoutDrift, StaleHeader, PROBE_MACRO, RECORD_MACRO,
};
use super::records::{probe_line, record_only};

/// `PTX_ABI_OFFSETOF(member, Type)`, the `offsetof` of the mirrors' `static_assert`s, for NVRTC
/// and nvcc alike: `offsetof` needs `<cstddef>`, which NVRTC lacks; NVRTC 12.9 has no
/// `__builtin_offsetof` either, but its EDG front end has `__INTADDR__` (both evaluate at compile
/// time). The type comes last so that template arguments may hold commas.
pub const OFFSETOF_MACRO: &str = "#ifndef PTX_ABI_OFFSETOF
#if defined(__has_builtin)
#if __has_builtin(__builtin_offsetof)
#define PTX_ABI_OFFSETOF(m, ...) __builtin_offsetof(__VA_ARGS__, m)
#endif
#endif
#ifndef PTX_ABI_OFFSETOF
#define PTX_ABI_OFFSETOF(m, ...) __INTADDR__(&(((__VA_ARGS__ *)0)->m))
#endif
#endif
";

/// A CUDA C++ header declaring a set of types and everything they need, in dependency order.
#[derive(Default)]
pub struct CudaHeader {
    /// Types in the order they are declared (dependencies first).
    ordered: Vec<&'static Layout>,
    /// Types named behind a pointer, declared ahead as `struct Name;` (they may point back),
    /// by C++ name.
    forward: BTreeMap<String, &'static Layout>,
    /// Pointed-to types still to define once the current type is done.
    pending: Vec<&'static Layout>,
    /// Every type added, user type or not, and every non-user type pointed to: a bare `__half2`
    /// or `CUtensorMap` defines nothing but still needs its CUDA header included.
    roots: Vec<&'static Layout>,
    guard: Option<String>,
    /// Whether raised alignments are spelled `__align__(N)` rather than `alignas(N)`.
    cuda_align: bool,
}

/// Whether `layout` is a user type that the header must define.
fn is_user_type(layout: &Layout) -> bool {
    matches!(
        layout.kind,
        Kind::Struct { .. } | Kind::Union { .. } | Kind::Enum { .. }
    )
}

fn keyword(layout: &Layout) -> &'static str {
    match layout.kind {
        Kind::Union { .. } => "union",
        Kind::Enum { .. } => "enum class",
        _ => "struct",
    }
}

impl CudaHeader {
    /// An empty header.
    pub fn new() -> CudaHeader {
        CudaHeader::default()
    }

    /// Uses `#ifndef NAME` / `#define NAME` include guards.
    pub fn include_guard(mut self, name: &str) -> CudaHeader {
        self.guard = Some(name.to_owned());
        self
    }

    /// Spells raised alignments CUDA's way, `__align__(N)` (GNU `aligned`), instead of C++'s
    /// `alignas(N)`. Both compilers agree on both spellings as long as they raise, which is all
    /// `PtxAbi` types do (`ABI.md` §10).
    pub fn cuda_align(mut self, yes: bool) -> CudaHeader {
        self.cuda_align = yes;
        self
    }

    /// Adds `T` and, before it, every type it contains.
    pub fn with<T: PtxAbi>(mut self) -> CudaHeader {
        self.add_layout(&T::LAYOUT);
        self
    }

    /// Adds a type by layout: before it every type it contains, after it the types it points to.
    pub fn add_layout(&mut self, layout: &'static Layout) {
        self.roots.push(layout);
        self.add_contained(layout);
        while let Some(next) = self.pending.pop() {
            self.add_contained(next);
        }
    }

    fn add_contained(&mut self, layout: &'static Layout) {
        match layout.kind {
            Kind::Array { elem, .. } => self.add_contained(elem),
            Kind::Pointer {
                pointee: Some(pointee),
            } => {
                let target = pointee();
                match target.kind {
                    // An enum has no members to recurse into: define it.
                    Kind::Enum { .. } => self.add_contained(target),
                    // A struct may point to itself: declare it ahead, define it afterwards.
                    _ if is_user_type(target) => {
                        self.forward.insert(target.cpp_name(), target);
                        self.pending.push(target);
                    }
                    // CUDA's own types (`__half2 *`, `CUtensorMap *`) define nothing, but the
                    // header must include theirs, as for a root; a pointer may point further.
                    _ => {
                        self.roots.push(target);
                        self.add_contained(target);
                    }
                }
            }
            Kind::Struct { fields, .. } | Kind::Union { fields, .. } => {
                if self.contains(layout) {
                    return;
                }
                for f in fields {
                    self.add_contained(f.layout);
                }
                self.ordered.push(layout);
            }
            Kind::Enum { .. } if !self.contains(layout) => self.ordered.push(layout),
            _ => {}
        }
    }

    fn contains(&self, layout: &Layout) -> bool {
        let name = layout.cpp_name();
        self.ordered.iter().any(|l| l.cpp_name() == name)
    }

    fn needs(&self, pred: impl Fn(&Layout) -> bool) -> bool {
        fn walk(layout: &Layout, pred: &dyn Fn(&Layout) -> bool) -> bool {
            pred(layout)
                || match layout.kind {
                    Kind::Array { elem, .. } => walk(elem, pred),
                    Kind::Struct { fields, .. } | Kind::Union { fields, .. } => {
                        fields.iter().any(|f| walk(f.layout, pred))
                    }
                    _ => false,
                }
        }
        self.ordered
            .iter()
            .chain(&self.roots)
            .any(|l| walk(l, &pred))
    }

    /// The header text.
    pub fn render(&self) -> String {
        let mut out = String::from("// Generated by ptx-abi: CUDA C++ mirrors of Rust types.\n");
        if let Some(guard) = &self.guard {
            let _ = writeln!(out, "#ifndef {guard}\n#define {guard}");
        }
        let uses = |s: Scalar| move |l: &Layout| matches!(l.kind, Kind::Scalar(x) | Kind::Vector { elem: x, .. } if x == s);
        if self.needs(uses(Scalar::F16)) {
            out.push_str("#include <cuda_fp16.h>\n");
        }
        if self.needs(uses(Scalar::Bf16)) {
            out.push_str("#include <cuda_bf16.h>\n");
        }
        if self.needs(|l| matches!(l.kind, Kind::TensorMap(_))) {
            out.push_str("#include <cuda.h>\n");
        }
        out.push_str(OFFSETOF_MACRO);
        out.push_str(RECORD_MACRO);
        out.push_str(PROBE_MACRO);
        out.push('\n');
        // Generic types are explicit specializations of a primary template declared once.
        let mut primaries = BTreeMap::new();
        for layout in self.ordered.iter().chain(self.forward.values()) {
            if let Kind::Struct { type_args, .. } | Kind::Union { type_args, .. } = layout.kind {
                if !type_args.is_empty() {
                    primaries.insert(layout.name, (keyword(layout), type_args.len()));
                }
            }
        }
        for (name, (keyword, arity)) in &primaries {
            let params: Vec<String> = (0..*arity).map(|i| format!("typename T{i}")).collect();
            let _ = writeln!(out, "template <{}> {keyword} {name};", params.join(", "));
        }
        for (name, layout) in &self.forward {
            let _ = writeln!(
                out,
                "{}{} {name};",
                template_prefix(layout),
                keyword(layout)
            );
        }
        for layout in &self.ordered {
            render_definition(&mut out, layout, self.align_keyword());
        }
        if let Some(guard) = &self.guard {
            let _ = writeln!(out, "#endif // {guard}");
        }
        out
    }
}

impl CudaHeader {
    /// The types the header defines (structs, unions, enums), dependencies first.
    pub(crate) fn defined(&self) -> &[&'static Layout] {
        &self.ordered
    }

    /// The include guard, if any.
    pub(crate) fn guard(&self) -> Option<&str> {
        self.guard.as_deref()
    }

    /// `alignas` or `__align__`.
    fn align_keyword(&self) -> &'static str {
        if self.cuda_align {
            "__align__"
        } else {
            "alignas"
        }
    }

    /// Writes the header to `path` unless it already holds exactly this text, so that a
    /// `build.rs` calling it does not make every build recompile the kernels that include it.
    /// The folders on the way are created. Returns whether it wrote.
    ///
    /// ```no_run
    /// // build.rs
    /// # #[derive(ptx_abi_core::PtxAbi)] #[repr(C)] struct Particle { x: f32 }
    /// ptx_abi_core::cuda::CudaHeader::new()
    ///     .include_guard("PARTICLE_TYPES_H")
    ///     .with::<Particle>()
    ///     .write_if_changed("generated/particle_types.h")
    ///     .expect("write generated/particle_types.h");
    /// ```
    #[cfg(feature = "std")]
    pub fn write_if_changed(&self, path: impl AsRef<std::path::Path>) -> std::io::Result<bool> {
        let path = path.as_ref();
        let text = self.render();
        if std::fs::read_to_string(path).is_ok_and(|old| old == text) {
            return Ok(false);
        }
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder)?;
        }
        std::fs::write(path, text)?;
        Ok(true)
    }
}

/// The C++ definition of `T` and the types it contains, with layout `static_assert`s.
pub fn cuda_mirror<T: PtxAbi>() -> String {
    CudaHeader::new().with::<T>().render()
}

fn member(out: &mut String, f: &Field, align_keyword: &str) {
    let decl = super::c_declarator(f.layout, f.name);
    let align = if f.align_attr > f.layout.align {
        format!("{align_keyword}({}) ", f.align_attr)
    } else {
        String::new()
    };
    match f.bits {
        Some(b) if b.named => {
            let _ = writeln!(out, "    {} {} : {};", f.layout.name, f.name, b.width);
        }
        Some(b) => {
            let _ = writeln!(out, "    {} : {};", f.layout.name, b.width);
        }
        None => {
            let _ = writeln!(out, "    {align}{decl};");
        }
    }
}

/// `template <> ` for specializations of generic types, else nothing.
fn template_prefix(layout: &Layout) -> &'static str {
    match layout.kind {
        Kind::Struct { type_args, .. } | Kind::Union { type_args, .. } if !type_args.is_empty() => {
            "template <> "
        }
        _ => "",
    }
}

/// The C++ definition of a struct, union or enum, then its checks and probe.
fn render_definition(out: &mut String, layout: &'static Layout, align_keyword: &str) {
    let cpp_name = layout.cpp_name();
    let name = cpp_name.as_str();
    match layout.kind {
        Kind::Enum { repr, variants } => {
            let _ = writeln!(out, "enum class {name} : {} {{", repr.cuda_name());
            for v in variants {
                let _ = writeln!(
                    out,
                    "    {} = {},",
                    v.name,
                    super::integer_literal(v.value, repr)
                );
            }
            out.push_str("};\n");
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
            // `repr(align(N))` never lowers (a lowering one is refused, ABI.md section 10): write
            // `alignas` where it raises on some host (bit-fields align otherwise on Windows,
            // ABI.md section 4a).
            let natural = HostPlatform::ALL
                .map(|host| crate::layout::natural_align(layout, host))
                .into_iter()
                .min()
                .unwrap_or(1);
            let align = if repr_align > natural {
                format!("{align_keyword}({repr_align}) ")
            } else {
                String::new()
            };
            let gnu_packed = match packing {
                Packing::Gnu => "__attribute__((packed)) ",
                _ => "",
            };
            if let Packing::Pragma(n) = packing {
                let _ = writeln!(out, "#pragma pack(push, {n})");
            }
            let _ = writeln!(
                out,
                "{}{} {gnu_packed}{align}{name} {{",
                template_prefix(layout),
                keyword(layout)
            );
            for f in fields {
                member(out, f, align_keyword);
            }
            out.push_str("};\n");
            if let Packing::Pragma(_) = packing {
                out.push_str("#pragma pack(pop)\n");
            }
        }
        _ => return,
    }
    host_checks(out, layout);
    out.push_str(&probe_line(layout));
    out.push('\n');
}

/// The `static_assert`s and the layout record of `layout`: one set where every host lays it out
/// alike, else one per host under `#if defined(_WIN32)` (bit-fields and `long` vectors differ,
/// `ABI.md` §4a), each host's layout computed by the same engine.
pub(crate) fn host_checks(out: &mut String, layout: &'static Layout) {
    let checks = |out: &mut String, layout: &'static Layout| {
        // `offsetof` does not apply to bit-fields.
        let members = layout.fields().iter().filter(|f| f.bits.is_none());
        layout_asserts(
            out,
            &layout.cpp_name(),
            layout,
            members.map(|f| (f.name, f.offset)),
        );
        out.push_str(&record_only(layout));
    };
    let on = |host| -> &'static Layout {
        if host == HostPlatform::TARGET {
            return layout;
        }
        let swap = |l: &'static Layout| crate::vector::on_host(l, host);
        crate::layout::relayout(layout, &swap, host)
    };
    let (windows, linux) = (on(HostPlatform::Llp64), on(HostPlatform::Lp64));
    if core::ptr::eq(windows, linux) {
        return checks(out, layout);
    }
    out.push_str("#if defined(_WIN32)\n");
    checks(out, windows);
    out.push_str("#else\n");
    checks(out, linux);
    out.push_str("#endif\n");
}

/// Writes the `static_assert`s of a type's size and alignment, and of the offset of each of
/// `members` (its C++ name and offset; bit-fields have none), the type spelled `name`: what the
/// mirrors and the header importer (`ptx_abi_build::import`) check. The offsets use
/// `PTX_ABI_OFFSETOF`, which [`OFFSETOF_MACRO`] defines.
pub fn layout_asserts<'a>(
    out: &mut String,
    name: &str,
    layout: &Layout,
    members: impl IntoIterator<Item = (&'a str, usize)>,
) {
    let _ = writeln!(
        out,
        "static_assert(sizeof({name}) == {}, \"ptx-abi: sizeof({name})\");",
        layout.size
    );
    let _ = writeln!(
        out,
        "static_assert(alignof({name}) == {}, \"ptx-abi: alignof({name})\");",
        layout.align
    );
    for (field, offset) in members {
        let _ = writeln!(
            out,
            "static_assert(PTX_ABI_OFFSETOF({field}, {name}) == {offset}, \"ptx-abi: offsetof({name}, {field})\");",
        );
    }
}
