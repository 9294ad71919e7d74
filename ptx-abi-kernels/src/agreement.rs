//! Host/device agreement: two independent device-side views of a type, compared with the host's.
//!
//! For each [`Subject`] (a type's layout and the device image the host marshals for one value):
//!
//! 1. **Our view** ([`probe_ptx`]): a PTX kernel generated from *our* layout. It takes the value by
//!    value (`.param .align A .b8 p[size]`, exactly our declaration) and a pointer to a global
//!    array of two elements, loads every leaf at the offset our layout gives it (`ld.param` /
//!    `ld.global` of 1, 2, 4 or 8 bytes, sign- or zero-extended; bit-fields with `bfe.s64` /
//!    `bfe.u64` on their storage unit), and stores each into an output buffer.
//! 2. **NVIDIA's view** ([`nvidia_source`]): the type's CUDA C++ mirror
//!    ([`CudaHeader`]) compiled by NVRTC into a kernel that writes `sizeof`, `alignof` and every
//!    leaf, read through C++ member access (`p.a`, `p.v.x`, `p.arr[1][2]`, bit-fields included).
//!
//! Both write leaves in the same **canonical form** ([`leaves`]): one little-endian 64-bit slot
//! per named leaf (scalars, vector components, array elements, bit-fields), in declaration order.
//! Integers, `bool`s and enums are sign- or zero-extended as their type says (a bit-field as its
//! declared type says), `float`/`double`/16-bit floats are their bits, zero-extended, pointers and
//! handles their 64 bits. **Unions** (and `CUtensorMap`s) are compared through their bytes, one
//! slot per byte: a union does not say which member is active, and its image is what the host
//! marshals. The host's expected slots come from [`ptx_abi_core::dynamic::read_dyn`] of the image
//! ([`expected_slots`]), an independent walk of the same layout.
//!
//! Without a GPU, [`run`] does everything but the launch: it generates and assembles the probe
//! module with `ptxas` (`sm_90` with CUDA 12's and 13's, `sm_70` with CUDA 12's), compiles NVIDIA's view with every
//! NVRTC found (and assembles it for `sm_90`), compares NVRTC's `.entry` declaration of each
//! kernel with ours, and *emulates* the probe's loads on the host image ([`emulate`]) against
//! `read_dyn`. With the `cudarc` feature and a GPU it also launches both kernels (see
//! [`crate::agreement::gpu`]).

use std::fmt::{self, Write};
use std::time::{Duration, Instant};

use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::dynamic::{dyn_to_device_bytes, read_dyn, DynValue};
use ptx_abi_core::kernel::ParamLayout;
use ptx_abi_core::layout::{Kind, Scalar};
use ptx_abi_core::{param_decl, to_device_bytes, AddressSize, Layout, ParamSpace, PtxAbi};

use crate::nvrtc::{Nvrtc, OracleVersion, Ptxas};
use crate::ptx_parse::Module;
use crate::random::{Config, RandomTypes};

#[cfg(feature = "cudarc")]
pub mod gpu;

/// How a probe reads one leaf from the value's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Load {
    /// `size` bytes (1, 2, 4 or 8) at `offset`, sign-extended if `signed`.
    Int {
        /// Byte offset from the start of the value.
        offset: usize,
        /// Width in bytes.
        size: usize,
        /// Whether to sign-extend.
        signed: bool,
    },
    /// A bit-field: the storage unit of `unit_size` bytes at `unit_offset`, bits
    /// `shift..shift + width` of it, sign-extended if `signed`.
    Bits {
        /// Byte offset of the storage unit.
        unit_offset: usize,
        /// Size of the storage unit (the declared type) in bytes.
        unit_size: usize,
        /// First bit within the unit.
        shift: u32,
        /// Width in bits (at least 1).
        width: u32,
        /// Whether to sign-extend (the declared type is signed).
        signed: bool,
    },
}

/// One named leaf of a type, in canonical order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// Where it is, from the value: `.pos.x`, `.items[1].flag`, `.u<byte 3>` (empty for a
    /// scalar type).
    pub path: String,
    /// The C++ expression of its canonical slot, with `$` standing for the value
    /// (`(unsigned long long)__float_as_uint($.pos.x)`).
    pub cpp: String,
    /// How our probe loads it.
    pub load: Load,
}

fn int_cpp(expr: &str) -> String {
    format!("(unsigned long long)(long long)({expr})")
}

fn scalar_leaf(s: Scalar, offset: usize, path: String, expr: &str) -> Leaf {
    let cpp = match s {
        Scalar::F32 => format!("(unsigned long long)__float_as_uint({expr})"),
        Scalar::F64 => format!("(unsigned long long)__double_as_longlong({expr})"),
        Scalar::F16 => format!("(unsigned long long)__half_as_ushort({expr})"),
        Scalar::Bf16 => format!("(unsigned long long)__bfloat16_as_ushort({expr})"),
        _ => int_cpp(expr),
    };
    Leaf {
        path,
        cpp,
        load: Load::Int {
            offset,
            size: s.size(),
            signed: s.is_signed_integer(),
        },
    }
}

fn byte_leaves(layout: &Layout, base: usize, path: &str, expr: &str, out: &mut Vec<Leaf>) {
    for i in 0..layout.size {
        out.push(Leaf {
            path: format!("{path}<byte {i}>"),
            cpp: format!("(unsigned long long)((const unsigned char *)&({expr}))[{i}]"),
            load: Load::Int {
                offset: base + i,
                size: 1,
                signed: false,
            },
        });
    }
}

fn walk(layout: &Layout, base: usize, path: &str, expr: &str, out: &mut Vec<Leaf>) {
    const COMPONENTS: [&str; 4] = ["x", "y", "z", "w"];
    match layout.kind {
        Kind::Scalar(s) | Kind::Enum { repr: s, .. } => {
            out.push(scalar_leaf(s, base, path.to_owned(), expr));
        }
        Kind::Pointer { .. } | Kind::Handle(_) => out.push(Leaf {
            path: path.to_owned(),
            cpp: format!("(unsigned long long)({expr})"),
            load: Load::Int {
                offset: base,
                size: layout.size,
                signed: false,
            },
        }),
        Kind::Vector { elem, len } => {
            for (i, c) in COMPONENTS.iter().take(len).enumerate() {
                out.push(scalar_leaf(
                    elem,
                    base + i * elem.size(),
                    format!("{path}.{c}"),
                    &format!("{expr}.{c}"),
                ));
            }
        }
        Kind::Array { elem, len } => {
            for i in 0..len {
                walk(
                    elem,
                    base + i * elem.size,
                    &format!("{path}[{i}]"),
                    &format!("{expr}[{i}]"),
                    out,
                );
            }
        }
        Kind::Struct { fields, .. } => {
            for f in fields.iter().filter(|f| f.is_named()) {
                let path = format!("{path}.{}", f.name);
                let expr = format!("{expr}.{}", f.name);
                match f.bits {
                    Some(bits) => {
                        let signed = match f.layout.kind {
                            Kind::Scalar(s) | Kind::Enum { repr: s, .. } => s.is_signed_integer(),
                            _ => false,
                        };
                        out.push(Leaf {
                            path,
                            cpp: int_cpp(&expr),
                            load: Load::Bits {
                                unit_offset: base + f.offset,
                                unit_size: f.layout.size,
                                shift: (bits.bit_offset - f.offset * 8) as u32,
                                width: bits.width,
                                signed,
                            },
                        });
                    }
                    None => walk(f.layout, base + f.offset, &path, &expr, out),
                }
            }
        }
        Kind::Union { .. } | Kind::TensorMap(_) => byte_leaves(layout, base, path, expr, out),
    }
}

/// The named leaves of `layout` in canonical order (see the module documentation).
pub fn leaves(layout: &Layout) -> Vec<Leaf> {
    let mut out = Vec::new();
    walk(layout, 0, "", "$", &mut out);
    out
}

fn expected_into(layout: &Layout, value: &DynValue, out: &mut Vec<u64>) -> Result<(), String> {
    let mismatch = || format!("value does not match type `{}`", layout.name);
    match (&layout.kind, value) {
        (_, DynValue::Int(i)) => out.push(*i as u64),
        (_, DynValue::F32(x)) => out.push(u64::from(x.to_bits())),
        (_, DynValue::F64(x)) => out.push(x.to_bits()),
        (_, DynValue::Half(h)) => out.push(u64::from(*h)),
        (_, DynValue::Address(a)) => out.push(*a),
        (_, DynValue::Bytes(b)) => out.extend(b.iter().map(|&b| u64::from(b))),
        (Kind::Vector { elem, .. }, DynValue::Items(items)) => {
            let elem = Layout::scalar(*elem);
            for item in items {
                expected_into(&elem, item, out)?;
            }
        }
        (Kind::Array { elem, .. }, DynValue::Items(items)) => {
            for item in items {
                expected_into(elem, item, out)?;
            }
        }
        (Kind::Struct { fields, .. }, DynValue::Items(items)) => {
            for (f, item) in fields.iter().zip(items).filter(|(f, _)| f.is_named()) {
                expected_into(f.layout, item, out)?;
            }
        }
        _ => return Err(mismatch()),
    }
    Ok(())
}

/// The host's canonical slots for `image` (a device image of `layout`): `read_dyn` of the image,
/// flattened in leaf order.
pub fn expected_slots(layout: &Layout, image: &[u8]) -> Result<Vec<u64>, String> {
    let value = read_dyn(layout, image).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    expected_into(layout, &value, &mut out)?;
    Ok(out)
}

fn sign_extend(raw: u64, bits: u32) -> u64 {
    if bits >= 64 {
        raw
    } else {
        let s = 64 - bits;
        (((raw << s) as i64) >> s) as u64
    }
}

fn le(bytes: &[u8]) -> u64 {
    let mut raw = [0u8; 8];
    raw[..bytes.len()].copy_from_slice(bytes);
    u64::from_le_bytes(raw)
}

/// What the probe kernel computes for one leaf from the value's bytes, on the host.
pub fn load_slot(load: Load, bytes: &[u8]) -> u64 {
    match load {
        Load::Int {
            offset,
            size,
            signed,
        } => {
            let raw = le(&bytes[offset..offset + size]);
            if signed {
                sign_extend(raw, size as u32 * 8)
            } else {
                raw
            }
        }
        Load::Bits {
            unit_offset,
            unit_size,
            shift,
            width,
            signed,
        } => {
            let unit = le(&bytes[unit_offset..unit_offset + unit_size]);
            let raw = (unit >> shift) & (u64::MAX >> (64 - width));
            if signed {
                sign_extend(raw, width)
            } else {
                raw
            }
        }
    }
}

/// The probe's loads run on the host: what the probe kernel writes for `bytes`.
pub fn emulate(leaves: &[Leaf], bytes: &[u8]) -> Vec<u64> {
    leaves.iter().map(|l| load_slot(l.load, bytes)).collect()
}

/// One type to check: its layout and the device image of one value of it.
#[derive(Clone, Debug)]
pub struct Subject {
    /// Display name (the C++ type).
    pub name: String,
    /// The type.
    pub layout: &'static Layout,
    /// The host's device image of the value.
    pub image: Vec<u8>,
}

impl Subject {
    /// A subject of `T`: `value`'s image from [`to_device_bytes`].
    pub fn of<T: PtxAbi>(value: &T) -> Subject {
        Subject {
            name: T::LAYOUT.cpp_name(),
            layout: &T::LAYOUT,
            image: to_device_bytes(value),
        }
    }

    /// A subject of a run-time type and value (e.g. a [`crate::random::Case`]).
    pub fn dynamic(layout: &'static Layout, value: &DynValue) -> Result<Subject, String> {
        Ok(Subject {
            name: layout.cpp_name(),
            layout,
            image: dyn_to_device_bytes(layout, value).map_err(|e| e.to_string())?,
        })
    }

    /// Whether the type can be a kernel parameter (not an array, not a 16-bit float).
    pub fn by_value(&self) -> bool {
        !matches!(self.layout.kind, Kind::Array { .. })
            && param_decl(self.layout, "p", ParamSpace::Entry, AddressSize::Bits64).is_ok()
    }

    /// The array the buffer view reads, two elements: a filler (`0xA5` bytes, never read) then
    /// the value, so that the probe must use the stride.
    pub fn buffer(&self) -> Vec<u8> {
        let mut out = vec![0xA5; self.layout.size];
        out.extend_from_slice(&self.image);
        out
    }
}

/// Name of our probe kernel for subject `i`.
pub fn ours_name(i: usize) -> String {
    format!("ours{i}")
}

/// Name of NVIDIA's-view kernel for subject `i`.
pub fn nvidia_name(i: usize) -> String {
    format!("nv{i}")
}

/// Byte offsets of the three parameters `(T p, const T *in, unsigned long long *out)` and their
/// sizes in `block` (the device layout of the loaded kernel's architecture): what
/// `cuFuncGetParamInfo` must report for both kernels, and where a packed buffer puts them.
pub fn param_block(layout: &Layout, block: ParamLayout) -> [(usize, usize); 3] {
    let shapes = [(layout.size, layout.align), (8, 8), (8, 8)];
    let (offsets, _) = ptx_abi_core::kernel::place_all(&shapes, block);
    [(offsets[0], layout.size), (offsets[1], 8), (offsets[2], 8)]
}

fn ptx_ld_type(size: usize, signed: bool) -> String {
    format!("{}{}", if signed { "s" } else { "u" }, size * 8)
}

/// Our probe kernel for subject `i` (`ours{i}(T p, const T *in, unsigned long long *out)`):
/// `out[k]` is leaf `k` read from `p`, `out[L + k]` leaf `k` read from `in[1]`. For a type that
/// is not a kernel parameter, the first parameter is a `.u64` that is not read and `out[..L]` is
/// not written.
pub fn probe_ptx(i: usize, subject: &Subject) -> String {
    let name = ours_name(i);
    let layout = subject.layout;
    let leaves = leaves(layout);
    let p = format!("{name}_param_0");
    let decl = if subject.by_value() {
        param_decl(layout, &p, ParamSpace::Entry, AddressSize::Bits64).unwrap_or_default()
    } else {
        format!(".param .u64 {p}")
    };
    let mut body = String::new();
    let _ = writeln!(body, "\tld.param.u64 %rd1, [{name}_param_1];");
    let _ = writeln!(body, "\tcvta.to.global.u64 %rd1, %rd1;");
    let _ = writeln!(body, "\tadd.s64 %rd1, %rd1, {};", layout.size);
    let _ = writeln!(body, "\tld.param.u64 %rd2, [{name}_param_2];");
    let _ = writeln!(body, "\tcvta.to.global.u64 %rd2, %rd2;");
    let n = leaves.len();
    let views: Vec<(&str, String, usize)> = if subject.by_value() {
        vec![("param", p.clone(), 0), ("global", "%rd1".to_owned(), n)]
    } else {
        vec![("global", "%rd1".to_owned(), n)]
    };
    for (space, base, first) in &views {
        for (k, leaf) in leaves.iter().enumerate() {
            let _ = writeln!(
                body,
                "\t// {}",
                if leaf.path.is_empty() {
                    "value"
                } else {
                    &leaf.path
                }
            );
            match leaf.load {
                Load::Int {
                    offset,
                    size,
                    signed,
                } => {
                    let ty = ptx_ld_type(size, signed);
                    let _ = writeln!(body, "\tld.{space}.{ty} %rd3, [{base}+{offset}];");
                }
                Load::Bits {
                    unit_offset,
                    unit_size,
                    shift,
                    width,
                    signed,
                } => {
                    let ty = ptx_ld_type(unit_size, false);
                    let _ = writeln!(body, "\tld.{space}.{ty} %rd4, [{base}+{unit_offset}];");
                    let bfe = if signed { "s64" } else { "u64" };
                    let _ = writeln!(body, "\tbfe.{bfe} %rd3, %rd4, {shift}, {width};");
                }
            }
            let _ = writeln!(body, "\tst.global.u64 [%rd2+{}], %rd3;", (first + k) * 8);
        }
    }
    format!(
        ".visible .entry {name}(\n\t{decl},\n\t.param .u64 {name}_param_1,\n\t.param .u64 {name}_param_2\n)\n{{\n\t.reg .b64 %rd<5>;\n{body}\tret;\n}}\n"
    )
}

/// The probe module: [`crate::PTX_HEADER`] then [`probe_ptx`] of every subject.
pub fn probe_module(subjects: &[Subject]) -> String {
    let mut out = String::from(crate::PTX_HEADER);
    for (i, s) in subjects.iter().enumerate() {
        out.push('\n');
        out.push_str(&probe_ptx(i, s));
    }
    out
}

/// NVIDIA's view of every subject, as CUDA C++: the mirrors of all types, then per subject
/// `nv{i}(T p, const T *in, unsigned long long *out)` writing `out[0] = sizeof(T)`,
/// `out[1] = alignof(T)`, `out[2 + k]` = leaf `k` of `p` and `out[2 + L + k]` = leaf `k` of
/// `in[1]`, all through member access. Types that are not kernel parameters take `void *p`.
pub fn nvidia_source(subjects: &[Subject]) -> String {
    let mut header = CudaHeader::new();
    for s in subjects {
        header.add_layout(s.layout);
    }
    let mut out = header.render();
    out.push_str("#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n\n");
    for (i, s) in subjects.iter().enumerate() {
        let t = s.layout.cpp_name();
        let leaves = leaves(s.layout);
        let n = leaves.len();
        let first = if s.by_value() {
            format!("{t} p")
        } else {
            "void *p".to_owned()
        };
        let _ = writeln!(
            out,
            "extern \"C\" __global__ void {}({first}, const {t} *in, unsigned long long *out) {{",
            nvidia_name(i)
        );
        let _ = writeln!(out, "    out[0] = sizeof({t});\n    out[1] = alignof({t});");
        if s.by_value() {
            for (k, l) in leaves.iter().enumerate() {
                let _ = writeln!(out, "    out[{}] = {};", 2 + k, l.cpp.replace('$', "p"));
            }
        }
        for (k, l) in leaves.iter().enumerate() {
            let _ = writeln!(
                out,
                "    out[{}] = {};",
                2 + n + k,
                l.cpp.replace('$', "in[1]")
            );
        }
        out.push_str("}\n");
    }
    out
}

/// The outcome of one view of one subject.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Agrees with the host (what was checked is in the text: `ptxas+emulated`, `launched`).
    Ok(String),
    /// Disagrees: the first differing leaf and both values.
    Mismatch(String),
    /// Not checked, and why.
    Skipped(String),
}

impl Verdict {
    /// Whether this is a mismatch.
    pub fn is_mismatch(&self) -> bool {
        matches!(self, Verdict::Mismatch(_))
    }

    /// The short form in the table: `ok`, `MISMATCH`, `-`.
    pub fn short(&self) -> &'static str {
        match self {
            Verdict::Ok(_) => "ok",
            Verdict::Mismatch(_) => "MISMATCH",
            Verdict::Skipped(_) => "-",
        }
    }
}

/// The first slot where `got` differs from `expected`, described with the leaf's path.
pub fn first_difference(leaves: &[Leaf], expected: &[u64], got: &[u64]) -> Option<String> {
    if expected.len() != got.len() {
        return Some(format!(
            "{} slots expected, {} read",
            expected.len(),
            got.len()
        ));
    }
    let k = expected.iter().zip(got).position(|(e, g)| e != g)?;
    let path = leaves.get(k).map_or("?", |l| l.path.as_str());
    Some(format!(
        "{}: host {:#x}, device {:#x}",
        if path.is_empty() { "value" } else { path },
        expected[k],
        got[k]
    ))
}

/// One subject's row of the table.
#[derive(Clone, Debug)]
pub struct Row {
    /// The type.
    pub name: String,
    /// Our size and alignment.
    pub size: usize,
    /// Our alignment.
    pub align: usize,
    /// Number of leaves compared.
    pub leaves: usize,
    /// The by-value view through our probe, launched with `kernelParams`.
    pub param: Verdict,
    /// The by-value view through our probe, launched with a packed buffer
    /// (`CU_LAUNCH_PARAM_BUFFER_POINTER`) laid out for the kernel's architecture.
    pub packed: Verdict,
    /// The global-array view through our probe.
    pub buffer: Verdict,
    /// NVIDIA's view (sizeof, alignof, every leaf, both by value and in the buffer).
    pub nvidia: Verdict,
}

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct CheckReport {
    /// One row per subject.
    pub rows: Vec<Row>,
    /// Module-level checks (ptxas targets, NVRTC versions, parameter-info checks), one line each.
    pub notes: Vec<String>,
    /// Module-level failures (ptxas or NVRTC errors), one entry each.
    pub failures: Vec<String>,
    /// Whether kernels were launched on a GPU.
    pub launched: bool,
    /// Why not, when they were not.
    pub launch_skipped: Option<String>,
    /// Wall time.
    pub elapsed: Duration,
}

impl CheckReport {
    /// Number of rows with a mismatch in any view.
    pub fn mismatches(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| {
                r.param.is_mismatch()
                    || r.packed.is_mismatch()
                    || r.buffer.is_mismatch()
                    || r.nvidia.is_mismatch()
            })
            .count()
    }

    /// Whether nothing disagreed and nothing failed.
    pub fn is_clean(&self) -> bool {
        self.mismatches() == 0 && self.failures.is_empty()
    }

    /// The one-line summary.
    pub fn summary(&self) -> String {
        let leaves: usize = self.rows.iter().map(|r| r.leaves).sum();
        let mode = if self.launched {
            "launched on the GPU".to_owned()
        } else {
            format!(
                "compile-only; launch skipped: {}",
                self.launch_skipped.as_deref().unwrap_or("not requested")
            )
        };
        format!(
            "ptx-abi-check: {} types, {leaves} leaves, {} mismatches, {} module failures ({mode}) in {:.2} s",
            self.rows.len(),
            self.mismatches(),
            self.failures.len(),
            self.elapsed.as_secs_f64()
        )
    }

    /// The table: one line per type, then details of every mismatch, notes and failures.
    pub fn table(&self) -> String {
        let width = self
            .rows
            .iter()
            .map(|r| r.name.len())
            .max()
            .unwrap_or(4)
            .max(4);
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{:<width$} {:>5} {:>5} {:>6}  {:<8} {:<8} {:<8} {:<8}",
            "type", "size", "align", "leaves", "param", "packed", "buffer", "nvidia"
        );
        for r in &self.rows {
            let _ = writeln!(
                out,
                "{:<width$} {:>5} {:>5} {:>6}  {:<8} {:<8} {:<8} {:<8}",
                r.name,
                r.size,
                r.align,
                r.leaves,
                r.param.short(),
                r.packed.short(),
                r.buffer.short(),
                r.nvidia.short()
            );
            for (view, v) in [
                ("param", &r.param),
                ("packed", &r.packed),
                ("buffer", &r.buffer),
                ("nvidia", &r.nvidia),
            ] {
                if let Verdict::Mismatch(why) = v {
                    let _ = writeln!(out, "    {view} view mismatch: {why}");
                }
            }
        }
        if let Some(r) = self.rows.first() {
            for (view, v) in [
                ("param", &r.param),
                ("packed", &r.packed),
                ("buffer", &r.buffer),
                ("nvidia", &r.nvidia),
            ] {
                if let Verdict::Ok(what) | Verdict::Skipped(what) = v {
                    let _ = writeln!(out, "{view} view checked by: {what}");
                }
            }
        }
        for n in &self.notes {
            let _ = writeln!(out, "note: {n}");
        }
        for f in &self.failures {
            let _ = writeln!(out, "FAILURE: {f}");
        }
        out
    }
}

impl fmt::Display for CheckReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.table())?;
        f.write_str(&self.summary())
    }
}

/// What [`run`] does.
#[derive(Clone, Debug)]
pub struct CheckConfig {
    /// Number of random types to add to the fixed corpus.
    pub random: usize,
    /// Their seed.
    pub seed: u64,
    /// Whether to launch on a GPU (needs the `cudarc` feature and a CUDA driver).
    pub launch: bool,
    /// Whether to leave out the fixed corpus ([`crate::corpus::subjects`]).
    pub random_only: bool,
}

impl Default for CheckConfig {
    fn default() -> Self {
        CheckConfig {
            random: 100,
            seed: 1,
            launch: true,
            random_only: false,
        }
    }
}

/// The corpus of `config`: the fixed types, then `config.random` random types of its seed.
pub fn corpus(config: &CheckConfig) -> Result<Vec<Subject>, String> {
    let mut out = if config.random_only {
        Vec::new()
    } else {
        crate::corpus::subjects()
    };
    let gen = RandomTypes::with_config(
        config.seed,
        Config {
            prefix: "RandomAgree".to_owned(),
            ..Config::default()
        },
    );
    for case in gen.take(config.random) {
        out.push(Subject::dynamic(case.layout, &case.value)?);
    }
    Ok(out)
}

/// The compiled modules a launch needs.
#[derive(Clone, Debug)]
pub struct Modules {
    /// Our probe module (PTX).
    pub ours: String,
    /// NVIDIA's view compiled by each NVRTC found: `(major, minor)`, the PTX (for `compute_70`
    /// with CUDA 12, `compute_75` with CUDA 13, so that any supported GPU can load it).
    pub nvidia: Vec<((i32, i32), String)>,
}

/// Runs the whole check on `subjects` (see the module documentation).
pub fn run_subjects(subjects: &[Subject], launch: bool) -> CheckReport {
    let start = Instant::now();
    let mut report = CheckReport::default();
    let ours = probe_module(subjects);
    // ptxas on our probes.
    let mut ptxas_ok = Vec::new();
    let targets = [
        (OracleVersion::Cuda12, "sm_90"),
        (OracleVersion::Cuda13, "sm_90"),
        (OracleVersion::Cuda12, "sm_70"),
    ];
    for (version, arch) in targets {
        match Ptxas::find(version) {
            Ok(ptxas) if ptxas.supports(arch) => match ptxas.assemble(&ours, arch) {
                Ok(()) => {
                    let (a, b) = ptxas.version();
                    ptxas_ok.push(format!("ptxas {a}.{b} {arch}"));
                }
                Err(e) => report.failures.push(format!("probe module: {e}")),
            },
            Ok(_) => {}
            Err(e) => report
                .notes
                .push(format!("no CUDA {version} ptxas for {arch}: {e}")),
        }
    }
    if !ptxas_ok.is_empty() {
        report
            .notes
            .push(format!("probe module assembled by {}", ptxas_ok.join(", ")));
    }
    // NVIDIA's view.
    let source = nvidia_source(subjects);
    let mut modules = Modules {
        ours,
        nvidia: Vec::new(),
    };
    let mut nvrtc_ok = Vec::new();
    for version in [OracleVersion::Cuda12, OracleVersion::Cuda13] {
        let Ok(nvrtc) = Nvrtc::load(version) else {
            continue;
        };
        let (a, b) = nvrtc.version();
        match check_nvidia(&nvrtc, &source, subjects, launch) {
            Ok((ptx, launchable)) => {
                nvrtc_ok.push(format!("NVRTC {a}.{b}"));
                report.notes.extend(ptx);
                modules.nvidia.push(((a, b), launchable));
            }
            Err(e) => report.failures.push(format!("NVRTC {a}.{b}: {e}")),
        }
    }
    let nvrtc_failed = report.failures.iter().any(|f| f.starts_with("NVRTC"));
    let nvidia_static = if nvrtc_failed {
        Verdict::Mismatch("NVRTC rejected NVIDIA's view: see the FAILURE lines".to_owned())
    } else if nvrtc_ok.is_empty() {
        Verdict::Skipped("no NVRTC found (tools/install-oracle.sh)".to_owned())
    } else {
        Verdict::Ok(format!(
            "{} compile (mirror static_asserts of size, align, offsets) and ptxas sm_90; .entry declarations equal ours",
            nvrtc_ok.join(", ")
        ))
    };
    for s in subjects {
        let leaves = leaves(s.layout);
        let mut row = Row {
            name: s.name.clone(),
            size: s.layout.size,
            align: s.layout.align,
            leaves: leaves.len(),
            param: Verdict::Skipped("not a kernel parameter".to_owned()),
            packed: Verdict::Skipped("not launched".to_owned()),
            buffer: Verdict::Skipped(String::new()),
            nvidia: nvidia_static.clone(),
        };
        match expected_slots(s.layout, &s.image) {
            Ok(expected) => {
                let what = if ptxas_ok.is_empty() {
                    "probe loads emulated on the host image".to_owned()
                } else {
                    format!(
                        "probe PTX assembled ({}), its loads emulated on the host image",
                        ptxas_ok.join(", ")
                    )
                };
                let emulated = emulate(&leaves, &s.image);
                let verdict = match first_difference(&leaves, &expected, &emulated) {
                    None => Verdict::Ok(what),
                    Some(d) => Verdict::Mismatch(format!("emulated: {d}")),
                };
                if s.by_value() {
                    row.param = verdict.clone();
                }
                let buffer = s.buffer();
                let emulated = emulate(&leaves, &buffer[s.layout.size..]);
                row.buffer = match first_difference(&leaves, &expected, &emulated) {
                    None => verdict,
                    Some(d) => Verdict::Mismatch(format!("emulated: {d}")),
                };
            }
            Err(e) => {
                row.param = Verdict::Mismatch(format!("host image does not read back: {e}"));
                row.buffer = row.param.clone();
            }
        }
        report.rows.push(row);
    }
    if launch {
        launch_all(subjects, &modules, &mut report);
    } else {
        report.launch_skipped = Some("not requested (--compile-only)".to_owned());
    }
    report.elapsed = start.elapsed();
    report
}

#[cfg(feature = "cudarc")]
fn launch_all(subjects: &[Subject], modules: &Modules, report: &mut CheckReport) {
    gpu::launch_all(subjects, modules, report);
}

#[cfg(not(feature = "cudarc"))]
fn launch_all(_: &[Subject], _: &Modules, report: &mut CheckReport) {
    report.launch_skipped = Some(
        "built without the `cudarc` feature (cargo run -p ptx-abi-kernels --features cudarc --bin ptx-abi-check)"
            .to_owned(),
    );
}

/// Compiles NVIDIA's view with `nvrtc`, assembles it for `sm_90`, compares every `.entry`
/// declaration with ours; returns notes and the PTX to launch (empty unless `launch`).
fn check_nvidia(
    nvrtc: &Nvrtc,
    source: &str,
    subjects: &[Subject],
    launch: bool,
) -> Result<(Vec<String>, String), String> {
    let (major, minor) = nvrtc.version();
    let ptx = nvrtc
        .compile(source, "agreement.cu", &[])
        .map_err(|e| e.to_string())?;
    let module = Module::parse(&ptx);
    let mut notes = Vec::new();
    for (i, s) in subjects.iter().enumerate() {
        let name = nvidia_name(i);
        let entry = module
            .entry(&name)
            .ok_or_else(|| format!("no .entry {name} in NVRTC's PTX"))?;
        if s.by_value() {
            let ours = param_decl(
                s.layout,
                &format!("{name}_param_0"),
                ParamSpace::Entry,
                AddressSize::Bits64,
            )
            .map_err(|e| e.to_string())?;
            if entry.params.first() != Some(&ours) {
                return Err(format!(
                    "{}: NVRTC declares {:?}, ours is {ours:?}",
                    s.name,
                    entry.params.first()
                ));
            }
        }
    }
    match nvrtc.ptxas() {
        Some(ptxas) => {
            ptxas.assemble(&ptx, "sm_90")?;
            notes.push(format!(
                "NVIDIA's view compiled by NVRTC {major}.{minor}, assembled by ptxas sm_90, {} .entry declarations equal ours",
                subjects.len()
            ));
        }
        None => notes.push(format!(
            "NVIDIA's view compiled by NVRTC {major}.{minor} (no ptxas beside it)"
        )),
    }
    if !launch {
        return Ok((notes, String::new()));
    }
    // The PTX to launch: the oldest target the release supports.
    let arch = if major >= 13 {
        "--gpu-architecture=compute_75"
    } else {
        "--gpu-architecture=compute_70"
    };
    let launchable = nvrtc
        .compile(source, "agreement.cu", &[arch])
        .map_err(|e| e.to_string())?;
    Ok((notes, launchable))
}

/// Runs the check of `config`: the corpus, then [`run_subjects`].
pub fn run(config: &CheckConfig) -> Result<CheckReport, String> {
    let subjects = corpus(config)?;
    Ok(run_subjects(&subjects, config.launch))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ptx_abi_core::vector::Float3;

    #[derive(ptx_abi_core::PtxAbi)]
    #[repr(C)]
    struct T1 {
        a: i8,
        v: Float3,
        #[ptx(bits = 5)]
        b: i32,
        #[ptx(bits = 3)]
        c: u16,
        arr: [[u16; 2]; 2],
    }

    #[test]
    fn leaves_walk_fields_components_elements_and_bit_fields() {
        let l = leaves(&<T1 as PtxAbi>::LAYOUT);
        let paths: Vec<&str> = l.iter().map(|l| l.path.as_str()).collect();
        assert_eq!(
            paths,
            [
                ".a",
                ".v.x",
                ".v.y",
                ".v.z",
                ".b",
                ".c",
                ".arr[0][0]",
                ".arr[0][1]",
                ".arr[1][0]",
                ".arr[1][1]"
            ]
        );
        assert_eq!(l[0].cpp, "(unsigned long long)(long long)($.a)");
        assert_eq!(l[1].cpp, "(unsigned long long)__float_as_uint($.v.x)");
        assert_eq!(
            l[4].load,
            Load::Bits {
                unit_offset: 16,
                unit_size: 4,
                shift: 0,
                width: 5,
                signed: true
            }
        );
    }

    #[test]
    fn emulated_probe_agrees_with_read_dyn() {
        let v = T1 {
            a: -3,
            v: Float3::new(1.0, -2.0, 0.5),
            b: -11,
            c: 6,
            arr: [[1, 65535], [3, 4]],
        };
        let s = Subject::of(&v);
        let expected = expected_slots(s.layout, &s.image).unwrap();
        assert_eq!(expected[0], (-3i64) as u64);
        assert_eq!(expected[4], (-11i64) as u64);
        assert_eq!(expected[7], 65535);
        assert_eq!(emulate(&leaves(s.layout), &s.image), expected);
        let ptx = probe_ptx(0, &s);
        assert!(ptx.contains("bfe.s64 %rd3, %rd4, 0, 5;"), "{ptx}");
        assert!(
            ptx.contains("ld.param.s8 %rd3, [ours0_param_0+0];"),
            "{ptx}"
        );
        assert!(ptx.contains("ld.global.u16 %rd3, [%rd1+20];"), "{ptx}");
    }
}
