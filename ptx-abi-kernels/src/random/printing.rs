//! A failing random case, printed to reproduce it: as C++ ([`cpp_case`], the mirror, a
//! `__device__` global and a kernel) and as Rust ([`rust_case`], `#[derive(PtxAbi)]` items and the
//! value). Drawing and shrinking live beside this module.

use super::*;
use ptx_abi_build::rust;

/// A C++ translation unit for `layout` and `value`: the [`CudaHeader`] mirror (with its
/// `static_assert`s), `__device__ T g_T = {value};`, `extern "C" __global__ void k_T(T p) {}`,
/// and our size, alignment and image in a comment. Compile it with `--std=c++20` (union values are
/// designated initialisers) and `-rdc=true`.
pub fn cpp_case(layout: &'static Layout, value: &DynValue) -> String {
    let mut header = CudaHeader::new();
    header.add_layout(layout);
    let mut out = header.render();
    let name = layout.name;
    let init = cpp_initializer(layout, value).unwrap_or_else(|| "{}".to_owned());
    let _ = writeln!(out, "__device__ {name} g_{name} = {init};");
    let _ = writeln!(out, "extern \"C\" __global__ void k_{name}({name} p) {{}}");
    let _ = writeln!(
        out,
        "// ptx-abi: size {}, align {}; .param .align {} .b8 k_{name}_param_0[{}]",
        layout.size, layout.align, layout.align, layout.size
    );
    if let Ok(image) = dyn_to_device_bytes(layout, value) {
        let _ = writeln!(out, "// ptx-abi image of g_{name}: {}", hex(&image));
    }
    out
}

/// Bytes as `01 ff 00 ...`.
pub fn hex(bytes: &[u8]) -> String {
    let parts: Vec<String> = bytes.iter().map(|b| format!("{b:02x}")).collect();
    parts.join(" ")
}

/// The Rust name of a CUDA vector type (`float4` is `Float4`), which [`rust_case`] imports.
fn rust_vector(layout: &Layout) -> &'static str {
    ptx_abi_core::vector::by_cuda_name(layout.name).map_or(layout.name, |v| v.rust)
}

fn rust_type(ty: &DynType) -> String {
    match ty {
        DynType::Scalar(s) => rust::scalar(*s).to_owned(),
        DynType::Vector(l) => rust_vector(l).to_owned(),
        DynType::Pointer => "DevicePtr".to_owned(),
        DynType::Array(elem, len) => format!("[{}; {len}]", rust_type(elem)),
        DynType::Struct(a) | DynType::Union(a) => a.name.clone(),
        DynType::Enum { name, .. } => name.clone(),
    }
}

fn contains_union(ty: &DynType) -> bool {
    match ty {
        DynType::Union(_) => true,
        DynType::Array(elem, _) => contains_union(elem),
        DynType::Struct(a) => a.fields.iter().any(|f| contains_union(&f.ty)),
        _ => false,
    }
}

/// The member each union is marshalled through in the Rust source: the one `value` initialises
/// (the first value met, for unions in arrays), else the first non-bit-field member.
fn collect_via(ty: &DynType, value: Option<&DynValue>, via: &mut Vec<(String, usize)>) {
    match (ty, value) {
        (DynType::Array(elem, _), Some(DynValue::Items(items))) => {
            for v in items {
                collect_via(elem, Some(v), via);
            }
        }
        (DynType::Array(elem, _), _) => collect_via(elem, None, via),
        (DynType::Struct(a), v) => {
            let items = match v {
                Some(DynValue::Items(items)) if items.len() == a.fields.len() => Some(items),
                _ => None,
            };
            for (i, f) in a.fields.iter().enumerate() {
                collect_via(&f.ty, items.map(|items| &items[i]), via);
            }
        }
        (DynType::Union(a), v) => {
            let active = match v {
                Some(DynValue::Member(i, _)) if *i < a.fields.len() => Some(*i),
                _ => None,
            };
            if !via.iter().any(|(n, _)| *n == a.name) {
                let chosen = active
                    .or_else(|| a.fields.iter().position(|f| f.bits.is_none()))
                    .unwrap_or(0);
                via.push((a.name.clone(), chosen));
            }
            for (i, f) in a.fields.iter().enumerate() {
                let inner = match v {
                    Some(DynValue::Member(j, inner)) if *j == i => Some(&**inner),
                    _ => None,
                };
                collect_via(&f.ty, inner, via);
            }
        }
        _ => {}
    }
}

fn rust_items(ty: &DynType, via: &[(String, usize)], done: &mut Vec<String>, out: &mut String) {
    match ty {
        DynType::Array(elem, _) => rust_items(elem, via, done, out),
        DynType::Enum {
            name,
            repr,
            variants,
        } => {
            if done.contains(name) {
                return;
            }
            done.push(name.clone());
            rust::render_enum(
                out,
                &[],
                "PtxAbi, Clone, Copy, Debug, PartialEq, Eq",
                &[],
                name,
                *repr,
                variants,
            );
        }
        DynType::Struct(a) | DynType::Union(a) => {
            if done.contains(&a.name) {
                return;
            }
            for f in &a.fields {
                rust_items(&f.ty, via, done, out);
            }
            done.push(a.name.clone());
            let union = matches!(ty, DynType::Union(_));
            let derives = if contains_union(ty) {
                "PtxAbi, Clone, Copy"
            } else {
                "PtxAbi, Clone, Copy, Debug, PartialEq"
            };
            let marshal_via = via
                .iter()
                .find(|(n, _)| union && *n == a.name)
                .map(|(_, i)| a.fields[*i].name.clone());
            let fields = a
                .fields
                .iter()
                .map(|f| rust::RecordField {
                    name: f.name.clone(),
                    ty: rust_type(&f.ty),
                    ptx: match f.bits {
                        Some(w) if f.unnamed => vec![format!("bits = {w}"), "unnamed".to_owned()],
                        Some(w) => vec![format!("bits = {w}")],
                        None if f.align > 0 => vec![format!("align = {}", f.align)],
                        None => vec![],
                    },
                    doc: vec![],
                })
                .collect();
            rust::Record {
                name: a.name.clone(),
                union,
                derives: derives.to_owned(),
                packing: a.packing,
                align: a.repr_align,
                marshal_via,
                fields,
                ..rust::Record::default()
            }
            .render(out);
            if union {
                // The impl follows its union directly.
                out.pop();
                let _ = writeln!(
                    out,
                    "// SAFETY: values are built with `zeroed()` and then a write of the \
                     `marshal_via` member.\nunsafe impl UnionBytes for {} {{}}\n",
                    a.name
                );
            }
        }
        _ => {}
    }
}

/// `#[derive(PtxAbi)]` Rust items mirroring `ty` and every user type in it (dependencies first).
/// Unions are marshalled through the first member that is not a bit-field.
pub fn rust_source(ty: &DynType) -> String {
    let mut via = Vec::new();
    collect_via(ty, None, &mut via);
    let mut out = String::new();
    rust_items(ty, &via, &mut Vec::new(), &mut out);
    out
}

fn rust_int(v: i128, s: Scalar) -> String {
    match s {
        Scalar::Bool => (v != 0).to_string(),
        Scalar::I64 if v == i128::from(i64::MIN) => "i64::MIN".to_owned(),
        Scalar::I128 if v == i128::MIN => "i128::MIN".to_owned(),
        // Carried as its two's complement (`bits::bit_range`).
        Scalar::U128 => format!("{}u128", v as u128),
        s => format!("{v}{}", rust::scalar(s)),
    }
}

fn rust_float(v: &DynValue) -> Option<String> {
    match v {
        DynValue::F32(x) => Some(format!("{x:?}f32")),
        DynValue::F64(x) => Some(format!("{x:?}f64")),
        DynValue::Half(h) => Some(format!("half::f16::from_bits({h:#06x})")),
        _ => None,
    }
}

/// A Rust expression for `value` of `ty`, with the types of [`rust_source`].
pub fn rust_value(ty: &DynType, value: &DynValue) -> String {
    match (ty, value) {
        (DynType::Scalar(s), DynValue::Int(v)) => rust_int(*v, *s),
        (DynType::Scalar(_), v) => rust_float(v).unwrap_or_else(|| format!("/* {v:?} */")),
        (DynType::Pointer, DynValue::Address(0)) => "DevicePtr::null()".to_owned(),
        (DynType::Pointer, DynValue::Address(a)) => format!("DevicePtr::new({a:#x})"),
        (DynType::Vector(l), DynValue::Items(items)) => {
            let elem = match l.kind {
                Kind::Vector { elem, .. } => elem,
                _ => Scalar::F32,
            };
            let parts: Vec<String> = items
                .iter()
                .map(|v| match v {
                    DynValue::Int(i) => rust_int(*i, elem),
                    v => rust_float(v).unwrap_or_default(),
                })
                .collect();
            format!("{}::new({})", rust_vector(l), parts.join(", "))
        }
        (DynType::Enum { name, variants, .. }, DynValue::Int(v)) => {
            let variant = variants
                .iter()
                .find(|(_, x)| x == v)
                .map_or("/* no such variant */", |(n, _)| n.as_str());
            format!("{name}::{variant}")
        }
        (DynType::Array(elem, _), DynValue::Items(items)) => {
            let parts: Vec<String> = items.iter().map(|v| rust_value(elem, v)).collect();
            format!("[{}]", parts.join(", "))
        }
        (DynType::Struct(a), DynValue::Items(items)) => {
            let parts: Vec<String> = a
                .fields
                .iter()
                .zip(items)
                .map(|(f, v)| {
                    let v = if f.unnamed {
                        zero_value(&f.ty)
                    } else {
                        rust_value(&f.ty, v)
                    };
                    format!("{}: {v}", f.name)
                })
                .collect();
            format!("{} {{ {} }}", a.name, parts.join(", "))
        }
        (DynType::Union(a), DynValue::Member(i, v)) if *i < a.fields.len() => {
            let f = &a.fields[*i];
            format!(
                "{{ let mut u = {}::zeroed(); u.{} = {}; u }}",
                a.name,
                f.name,
                rust_value(&f.ty, v)
            )
        }
        (ty, v) => format!("/* {} = {v:?} */", rust_type(ty)),
    }
}

/// The value an unnamed bit-field member holds in Rust (never marshalled).
fn zero_value(ty: &DynType) -> String {
    match ty {
        DynType::Scalar(s) => rust_int(0, *s),
        DynType::Enum { name, variants, .. } => format!("{name}::{}", variants[0].0),
        _ => "Default::default()".to_owned(),
    }
}

/// The Rust paths a user type of `ty` names: vector types, `DevicePtr`, `UnionBytes`.
fn rust_uses(ty: &DynType, vectors: &mut Vec<String>, pointer: &mut bool, union: &mut bool) {
    match ty {
        DynType::Vector(l) => {
            let name = rust_vector(l).to_owned();
            if !vectors.contains(&name) {
                vectors.push(name);
            }
        }
        DynType::Pointer => *pointer = true,
        DynType::Array(elem, _) => rust_uses(elem, vectors, pointer, union),
        DynType::Struct(a) | DynType::Union(a) => {
            *union |= matches!(ty, DynType::Union(_));
            for f in &a.fields {
                rust_uses(&f.ty, vectors, pointer, union);
            }
        }
        _ => {}
    }
}

/// The `use` lines [`rust_case`] needs, and no more (so that the test compiles without warnings).
fn rust_imports(ty: &DynType) -> String {
    let (mut vectors, mut pointer, mut union) = (Vec::new(), false, false);
    rust_uses(ty, &mut vectors, &mut pointer, &mut union);
    let mut out = String::new();
    vectors.sort();
    match vectors.len() {
        0 => {}
        1 => {
            let _ = writeln!(out, "use ptx_abi_core::vector::{};", vectors[0]);
        }
        _ => {
            let _ = writeln!(out, "use ptx_abi_core::vector::{{{}}};", vectors.join(", "));
        }
    }
    let mut core = vec!["to_device_bytes", "PtxAbi"];
    if pointer {
        core.insert(1, "DevicePtr");
    }
    if union {
        core.push("UnionBytes");
    }
    let _ = writeln!(out, "use ptx_abi_core::{{{}}};", core.join(", "));
    out
}

/// A Rust regression test body for `ty` and `value`: the [`rust_source`] items, the value, and
/// the layout and image our engine gives (replace them with NVRTC's when they differ).
pub fn rust_case(ty: &DynType, value: &DynValue) -> String {
    let layout = ty.layout();
    let mut via = Vec::new();
    collect_via(ty, Some(value), &mut via);
    let mut out = rust_imports(ty);
    out.push('\n');
    rust_items(ty, &via, &mut Vec::new(), &mut out);
    let name = layout.name;
    let image = dyn_to_device_bytes(layout, value)
        .map(|b| {
            let parts: Vec<String> = b.iter().map(|x| format!("{x:#04x}")).collect();
            parts.join(", ")
        })
        .unwrap_or_else(|e| format!("/* {e:?} */"));
    let _ = writeln!(
        out,
        "#[test]\nfn {}_layout_and_image() {{\n    \
         // ptx-abi says: size {}, align {}\n    \
         assert_eq!((<{name} as PtxAbi>::LAYOUT.size, <{name} as PtxAbi>::LAYOUT.align), ({}, {}));\n    \
         let value = {};\n    \
         assert_eq!(to_device_bytes(&value), [{image}]);\n}}",
        name.to_ascii_lowercase(),
        layout.size,
        layout.align,
        layout.size,
        layout.align,
        rust_value(ty, value),
    );
    out
}
