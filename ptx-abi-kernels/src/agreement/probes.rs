//! What is checked and the kernels that check it: [`Subject`] (a layout and one value's image),
//! our probe ([`probe_ptx`], [`probe_module`]), NVIDIA's view ([`nvidia_source`]) and the
//! parameter block both kernels take ([`param_block`]).

use std::fmt::Write;

use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::dynamic::{dyn_to_device_bytes, DynValue};
use ptx_abi_core::kernel::{ParamLayout, ParamSlot};
use ptx_abi_core::layout::Kind;
use ptx_abi_core::ptx::{param_decl, ParamSpace};
use ptx_abi_core::{to_device_bytes, AddressSize, Layout, PtxAbi};

use super::leaves::{leaves, Load};

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

    /// Whether the type can be a kernel parameter ([`passed_by_value`]).
    pub fn by_value(&self) -> bool {
        passed_by_value(self.layout)
    }

    /// The array the buffer view reads, two elements: a filler (`0xA5` bytes, never read) then
    /// the value, so that the probe must use the stride.
    pub fn buffer(&self) -> Vec<u8> {
        let mut out = vec![0xA5; self.layout.size];
        out.extend_from_slice(&self.image);
        out
    }
}

/// Whether a type can be a kernel parameter: not an array (C++ passes none by value), not a
/// 16-bit float (spec 2.3 note C).
pub fn passed_by_value(layout: &Layout) -> bool {
    !matches!(layout.kind, Kind::Array { .. })
        && param_decl(layout, "p", ParamSpace::Entry, AddressSize::Bits64).is_ok()
}

/// Name of our probe kernel for subject `i`.
pub fn ours_name(i: usize) -> String {
    format!("ours{i}")
}

/// Name of NVIDIA's-view kernel for subject `i`.
pub fn nvidia_name(i: usize) -> String {
    format!("nv{i}")
}

/// The slots of the three parameters `(T p, const T *in, unsigned long long *out)` in `block` (the device layout of the loaded kernel's architecture): what
/// `cuFuncGetParamInfo` must report for both kernels, and where a packed buffer puts them.
pub fn param_block(layout: &Layout, block: ParamLayout) -> [ParamSlot; 3] {
    let shapes = [(layout.size, layout.align), (8, 8), (8, 8)];
    let (offsets, _) = ptx_abi_core::kernel::place_all(&shapes, block);
    [
        ParamSlot::new(offsets[0], layout.size),
        ParamSlot::new(offsets[1], 8),
        ParamSlot::new(offsets[2], 8),
    ]
}

fn ptx_ld_type(size: usize, signed: bool) -> String {
    format!("{}{}", if signed { "s" } else { "u" }, size * 8)
}

/// Whether a load of `size` bytes at `offset` into a value aligned to `align` is aligned: the
/// value's address is a multiple of `align` (a parameter aligned as declared, or the second
/// element of an array whose stride is a multiple of it), so `offset`'s alignment within it is
/// what a packed member may lack.
fn is_aligned(align: usize, offset: usize, size: usize) -> bool {
    offset % size == 0 && align % size == 0
}

/// PTX that reads `width` bits from bit `bit_offset` of the value at `{base}` in `space` into
/// `%rd3`, byte by byte (any alignment): up to nine bytes assembled in `%rd4` (the ninth shifted
/// in above the first `shift` bits), then a bit-field extract.
fn window_load(
    body: &mut String,
    space: &str,
    base: &str,
    bit_offset: usize,
    width: u32,
    signed: bool,
) {
    let (first, shift) = (bit_offset / 8, bit_offset % 8);
    let bytes = (shift + width as usize).div_ceil(8);
    let _ = writeln!(body, "	mov.u64 %rd4, 0;");
    for j in 0..bytes.min(8) {
        let _ = writeln!(body, "	ld.{space}.u8 %rs1, [{base}+{}];", first + j);
        let _ = writeln!(body, "	cvt.u64.u16 %rd5, %rs1;");
        let _ = writeln!(body, "	shl.b64 %rd5, %rd5, {};", 8 * j);
        let _ = writeln!(body, "	or.b64 %rd4, %rd4, %rd5;");
    }
    let mut pos = shift;
    if bytes == 9 {
        let _ = writeln!(body, "	ld.{space}.u8 %rs1, [{base}+{}];", first + 8);
        let _ = writeln!(body, "	cvt.u64.u16 %rd5, %rs1;");
        let _ = writeln!(body, "	shl.b64 %rd5, %rd5, {};", 64 - shift);
        let _ = writeln!(body, "	shr.u64 %rd4, %rd4, {shift};");
        let _ = writeln!(body, "	or.b64 %rd4, %rd4, %rd5;");
        pos = 0;
    }
    let bfe = if signed { "s64" } else { "u64" };
    let _ = writeln!(body, "	bfe.{bfe} %rd3, %rd4, {pos}, {width};");
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
            let aligned = match leaf.load {
                Load::Int { offset, size, .. } => is_aligned(layout.align, offset, size),
                Load::Bits {
                    unit_offset,
                    unit_size,
                    ..
                } => is_aligned(layout.align, unit_offset, unit_size),
                Load::Window { .. } => true,
            };
            let load = if aligned {
                leaf.load
            } else {
                leaf.load.as_window()
            };
            match load {
                Load::Window {
                    bit_offset,
                    width,
                    signed,
                } => window_load(&mut body, space, base, bit_offset, width, signed),
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
        ".visible .entry {name}(\n\t{decl},\n\t.param .u64 {name}_param_1,\n\t.param .u64 {name}_param_2\n)\n{{\n\t.reg .b16 %rs<2>;\n\t.reg .b64 %rd<6>;\n{body}\tret;\n}}\n"
    )
}

/// PTX ISA version and target of generated modules: PTX 7.0 runs on CUDA 11+ drivers and
/// `sm_70` covers every GPU CUDA 12 supports (Volta and newer).
pub const PTX_HEADER: &str = ".version 7.0\n.target sm_70\n.address_size 64\n";

/// The probe module: [`PTX_HEADER`] then [`probe_ptx`] of every subject.
pub fn probe_module(subjects: &[Subject]) -> String {
    let mut out = String::from(PTX_HEADER);
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
