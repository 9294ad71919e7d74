//! Kernel and device-function signatures: one Rust declaration, everything that must agree with
//! the kernel.
//!
//! [`kernels!`](crate::kernels) turns a Rust declaration into a [`Signature`] constant, from which
//! this module derives
//!
//! - the parameter block of a kernel, as `const fn`: in the PTX declarations' (natural) layout,
//!   each parameter at the next multiple of its alignment ([`Signature::param_offset`],
//!   [`Signature::param_block_size`]), so that a block over the limit ([`ParamLimit`]) is a
//!   compile error; and in the device layout `ptxas` gives each GPU family ([`ParamLayout`],
//!   [`Signature::param_offsets_in`]), which a packed launch buffer must follow;
//! - the PTX header NVRTC writes for the equivalent `extern "C"` C++ prototype
//!   ([`Signature::ptx_header`]), its CUDA C++ prototype ([`Signature::cuda_prototype`]) and, for
//!   C++ linkage, its Itanium-mangled name ([`Signature::mangled_name`]);
//! - the marshalled arguments ([`KernelArgs`]): the `kernelParams` pointer array, and packed
//!   buffers (`CU_LAUNCH_PARAM_BUFFER_POINTER`) laid out for one GPU family ([`PackedArgs`]).
//!
//! The rules applied (spec 2.3 and `abi-notes.md`, "Parameters"): kernel scalars keep their width
//! (`.u8`, `.u16`, `.f32`); device-function integers narrower than 32 bits travel in `.b32` slots,
//! sign- or zero-extended (note A, [`Extension`]); 16-bit floats are never parameters (note C);
//! handles are 64-bit values (note E); `CUtensorMap` parameters are `__grid_constant__`, aligned
//! as the selected CUDA version's `cuda.h` says (64 for CUDA 12, 128 for CUDA 13).

use core::ffi::c_void;
use core::fmt;
use core::marker::PhantomData;
use std::fmt::Write as _;

use crate::abi::PtxAbi;
use crate::cuda::CudaHeader;
use crate::error::Error;
use crate::image::write_value;
use crate::layout::{AddressSize, CudaVersion, HandleKind, Kind, Layout, Scalar};
use crate::ptx::{param_decl, ParamSpace};

#[cfg(feature = "cudarc")]
mod launch;
mod param_layout;
#[cfg(feature = "cudarc")]
pub use launch::{driver_params, loaded_layout, DriverParams, LaunchError, ParamMismatch};
pub use param_layout::{
    place_all, PackedDifference, PackedMismatch, ParamBlock, ParamLayout, SmFamily, LARGE_BLOCK,
};

/// The cudarc this crate launches with (feature `cudarc`), for naming its types.
#[cfg(feature = "cudarc")]
pub use cudarc;

/// A kernel (`__global__`, PTX `.entry`) or a device function (`__device__`, PTX `.func`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FunctionKind {
    /// A kernel: launched from the host, returns nothing.
    Kernel,
    /// A device function: called from device code, may return a value.
    Device,
}

/// The linkage of the C++ declaration, which decides the PTX symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Linkage {
    /// `extern "C"`: the symbol is the name.
    C,
    /// C++ linkage: the symbol is the Itanium-mangled name (`_Z4testPi`), as nvcc and NVRTC write it.
    Cxx,
}

/// The most parameter space a kernel may use.
///
/// CUDA allows 4,096 bytes of kernel parameters; CUDA 12.1 raised it to 32,764 bytes on Volta
/// (`sm_70`) and newer GPUs (NVIDIA's "large kernel parameters"). NVRTC 12.9 and 13.5 and their
/// `ptxas` enforce 32,764 (`Formal parameter space overflowed (32765 bytes required, max 32764
/// bytes allowed)`); `ptxas` given PTX older than ISA 8.1 allows 4,352.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ParamLimit {
    /// 4,096 bytes: any CUDA release, any GPU (the default).
    #[default]
    Classic,
    /// 32,764 bytes: CUDA 12.1 or newer (toolkit and driver), Volta or newer GPU.
    Large,
}

impl ParamLimit {
    /// The limit in bytes.
    pub const fn bytes(self) -> usize {
        match self {
            ParamLimit::Classic => 4096,
            ParamLimit::Large => 32764,
        }
    }
}

/// How a device-function parameter narrower than its 32-bit `.b32` slot is widened (spec 2.3
/// note A: "integers narrower than 32 bits are sign- or zero-extended").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Extension {
    /// The value fills its slot (32- and 64-bit scalars, pointers, handles, aggregates).
    None,
    /// Sign-extended to 32 bits (`signed char`, `short`, enums over them).
    Sign,
    /// Zero-extended to 32 bits (`bool`, `unsigned char`, `unsigned short`, enums over them).
    Zero,
}

/// The C++ type of a parameter, as far as spelling and mangling need it: what the Rust type's
/// [`Layout`] cannot say is whether a pointee is `const`.
#[derive(Clone, Copy, Debug)]
pub enum CType {
    /// A [`PtxAbi`] type by value (a [`crate::DevicePtr`] is a non-`const` `T *`).
    Value(&'static Layout),
    /// `void`, as a pointee only.
    Void,
    /// `T *` (`is_const: false`) or `const T *` (`is_const: true`).
    Pointer {
        /// The pointed-to type.
        pointee: &'static CType,
        /// Whether the pointee is `const` (Rust `*const T`).
        is_const: bool,
    },
}

/// The type of a parameter or return value: its C++ spelling and the layout of what is passed.
#[derive(Clone, Copy, Debug)]
pub struct ParamType {
    /// The layout of the value passed (an 8-byte pointer for pointers).
    pub layout: &'static Layout,
    /// The C++ type.
    pub ctype: CType,
}

impl ParamType {
    /// How a device function's `.b32` slot widens this type (spec 2.3 note A).
    pub const fn func_extension(&self) -> Extension {
        match self.layout.as_scalar() {
            Some(s) if s.size() < 4 && s.is_signed_integer() => Extension::Sign,
            Some(s) if s.size() < 4 && s.is_integral() => Extension::Zero,
            _ => Extension::None,
        }
    }

    /// Whether this is a `CUtensorMap` by value (a `__grid_constant__` kernel parameter).
    pub const fn is_tensor_map(&self) -> bool {
        matches!(self.ctype, CType::Value(l) if matches!(l.kind, Kind::TensorMap(_)))
    }
}

/// One parameter of a [`Signature`].
#[derive(Clone, Copy, Debug)]
pub struct Param {
    /// The name in the C++ prototype (the Rust parameter's name); empty for `_`.
    pub name: &'static str,
    /// Its type.
    pub ty: ParamType,
}

/// A kernel's or device function's signature, as [`kernels!`](crate::kernels) declares it.
#[derive(Clone, Copy, Debug)]
pub struct Signature {
    /// The C++ name.
    pub name: &'static str,
    /// Kernel or device function.
    pub kind: FunctionKind,
    /// `extern "C"` or C++ linkage.
    pub linkage: Linkage,
    /// The parameters, in order.
    pub params: &'static [Param],
    /// The return type of a device function; `None` for `void`.
    pub ret: Option<ParamType>,
    /// The parameter-space limit the kernel is checked against.
    pub limit: ParamLimit,
}

const fn tensor_map_version(ctype: &CType) -> Option<CudaVersion> {
    match ctype {
        CType::Value(l) => match l.kind {
            Kind::TensorMap(v) => Some(v),
            _ => None,
        },
        CType::Pointer { pointee, .. } => tensor_map_version(pointee),
        CType::Void => None,
    }
}

const fn same_version(a: CudaVersion, b: CudaVersion) -> bool {
    matches!(
        (a, b),
        (CudaVersion::Cuda12, CudaVersion::Cuda12) | (CudaVersion::Cuda13, CudaVersion::Cuda13)
    )
}

impl Signature {
    /// The byte offset of parameter `i` in the kernel's parameter block, natural layout (the
    /// declarations'; see [`ParamLayout`]).
    pub const fn param_offset(&self, i: usize) -> usize {
        self.param_offset_in(i, ParamLayout::Natural)
    }

    /// The byte offset of parameter `i` in `layout`.
    pub const fn param_offset_in(&self, i: usize, layout: ParamLayout) -> usize {
        let mut block = ParamBlock::of(layout, self.natural_size());
        let mut k = 0;
        loop {
            let (next, offset) = block.place(self.params[k].ty.layout);
            if k == i {
                return offset;
            }
            block = next;
            k += 1;
        }
    }

    /// The natural offsets of all `N` parameters (`N` must be the number of parameters).
    pub const fn param_offsets<const N: usize>(&self) -> [usize; N] {
        self.param_offsets_in::<N>(ParamLayout::Natural)
    }

    /// The offsets of all `N` parameters in `layout`.
    pub const fn param_offsets_in<const N: usize>(&self, layout: ParamLayout) -> [usize; N] {
        assert!(N == self.params.len(), "N is not the number of parameters");
        let mut out = [0; N];
        let mut block = ParamBlock::of(layout, self.natural_size());
        let mut i = 0;
        while i < N {
            let (next, offset) = block.place(self.params[i].ty.layout);
            out[i] = offset;
            block = next;
            i += 1;
        }
        out
    }

    /// The size of the kernel's parameter block, natural layout: the end of its last parameter.
    /// `ptxas` judges the parameter-space limit by this size on every architecture.
    pub const fn param_block_size(&self) -> usize {
        self.natural_size()
    }

    const fn natural_size(&self) -> usize {
        let mut block = ParamBlock::new();
        let mut i = 0;
        while i < self.params.len() {
            block = block.place(self.params[i].ty.layout).0;
            i += 1;
        }
        block.size()
    }

    /// The size of the parameter block in `layout`: the end of its last parameter.
    pub const fn param_block_size_in(&self, layout: ParamLayout) -> usize {
        let mut block = ParamBlock::of(layout, self.natural_size());
        let mut i = 0;
        while i < self.params.len() {
            block = block.place(self.params[i].ty.layout).0;
            i += 1;
        }
        block.size()
    }

    /// The largest size of the block in any layout: what a packed buffer for any GPU needs.
    pub const fn packed_capacity(&self) -> usize {
        let mut max = self.param_block_size();
        let mut i = 0;
        while i < ParamLayout::DEVICES.len() {
            let size = self.param_block_size_in(ParamLayout::DEVICES[i]);
            if size > max {
                max = size;
            }
            i += 1;
        }
        max
    }

    /// Whether the parameter block fits [`Signature::limit`] (device functions always do: their
    /// parameters are separate `.param` variables).
    ///
    /// Judged as `ptxas` judges it, on the natural layout, for every architecture: on sm_90 the
    /// device block of `(A32 s, char b[32732])` ends at 32,780 bytes and `ptxas` 12.9 and 13.5
    /// accept it; `(A32 s, char b[32736])`, 32,768 bytes natural, is refused for sm_70, sm_90
    /// and sm_100 alike (`tools/oracle-facts.md`, section 4).
    pub const fn fits_param_limit(&self) -> bool {
        matches!(self.kind, FunctionKind::Device) || self.param_block_size() <= self.limit.bytes()
    }

    /// Whether all `CUtensorMap`s named by the signature (by value or behind pointers) are of the
    /// same CUDA version: a kernel is compiled against one `cuda.h`.
    pub const fn tensor_maps_agree(&self) -> bool {
        let mut seen: Option<CudaVersion> = None;
        let mut i = 0;
        while i <= self.params.len() {
            let found = if i < self.params.len() {
                tensor_map_version(&self.params[i].ty.ctype)
            } else {
                match &self.ret {
                    Some(r) => tensor_map_version(&r.ctype),
                    None => None,
                }
            };
            if let Some(v) = found {
                if let Some(s) = seen {
                    if !same_version(s, v) {
                        return false;
                    }
                }
                seen = Some(v);
            }
            i += 1;
        }
        true
    }

    /// The PTX symbol: the name for `extern "C"`, the mangled name for C++ linkage.
    pub fn symbol(&self) -> String {
        match self.linkage {
            Linkage::C => self.name.to_owned(),
            Linkage::Cxx => self.mangled_name(),
        }
    }

    /// The Itanium C++ ABI name of the function with C++ linkage (`_Z4testPi`, `_Z1fPKfS0_`), as
    /// nvcc and NVRTC mangle it, whatever [`Signature::linkage`] is.
    pub fn mangled_name(&self) -> String {
        let mut m = Mangler::default();
        let mut out = format!("_Z{}{}", self.name.len(), self.name);
        if self.params.is_empty() {
            out.push('v');
        }
        for p in self.params {
            // Top-level `const` (a `__grid_constant__` tensor map) is not part of the function's
            // type ([dcl.fct]), so it is not mangled.
            out.push_str(&m.mangle(&Ty::of(&p.ty.ctype)));
        }
        out
    }

    fn space(&self) -> ParamSpace {
        match self.kind {
            FunctionKind::Kernel => ParamSpace::Entry,
            FunctionKind::Device => ParamSpace::Func,
        }
    }

    /// Parameter `i`'s declaration, as NVRTC writes it: `.param .u32 saxpy_param_0`.
    ///
    /// # Panics
    /// For a type that cannot be a parameter ([`crate::ParamTypeError`]), which
    /// [`kernels!`](crate::kernels) rejects at compile time.
    pub fn param_decl(&self, i: usize) -> String {
        let name = format!("{}_param_{i}", self.symbol());
        param_decl(
            self.params[i].ty.layout,
            &name,
            self.space(),
            AddressSize::Bits64,
        )
        .unwrap_or_else(|e| panic!("`{}` parameter {i}: {e}", self.name))
    }

    /// The return value's declaration, `.param .b32 func_retval0`; `None` for `void`.
    ///
    /// # Panics
    /// As [`Signature::param_decl`].
    pub fn ret_decl(&self) -> Option<String> {
        self.ret.map(|r| {
            param_decl(
                r.layout,
                "func_retval0",
                ParamSpace::Return,
                AddressSize::Bits64,
            )
            .unwrap_or_else(|e| panic!("`{}` return value: {e}", self.name))
        })
    }

    /// The PTX header, exactly as NVRTC writes it for the C++ prototype (tabs, newlines, two
    /// spaces after `.func` before a return value), without the body:
    ///
    /// `.visible .entry saxpy(\n\t.param .u32 saxpy_param_0,\n\t.param .u64 saxpy_param_1\n)`.
    ///
    /// # Panics
    /// As [`Signature::param_decl`].
    pub fn ptx_header(&self) -> String {
        let symbol = self.symbol();
        let mut out = match (self.kind, self.ret_decl()) {
            (FunctionKind::Kernel, _) => format!(".visible .entry {symbol}("),
            (FunctionKind::Device, None) => format!(".visible .func {symbol}("),
            (FunctionKind::Device, Some(ret)) => format!(".visible .func  ({ret}) {symbol}("),
        };
        if self.params.is_empty() {
            out.push(')');
            return out;
        }
        for i in 0..self.params.len() {
            let sep = if i + 1 < self.params.len() { "," } else { "" };
            let _ = write!(out, "\n\t{}{sep}", self.param_decl(i));
        }
        out.push_str("\n)");
        out
    }

    /// The header with a body that only returns: a definition `ptxas` assembles.
    pub fn ptx_stub(&self) -> String {
        format!("{}\n{{\n\tret;\n}}\n", self.ptx_header())
    }

    /// The CUDA C++ prototype, without a `;`, using the mirrors' type names:
    /// `extern "C" __global__ void saxpy(unsigned int n, float a, const float *x, float *y)`.
    ///
    /// `CUtensorMap` kernel parameters are `const __grid_constant__ CUtensorMap map`.
    pub fn cuda_prototype(&self) -> String {
        let linkage = match self.linkage {
            Linkage::C => "extern \"C\" ",
            Linkage::Cxx => "",
        };
        let (qualifier, ret) = match self.kind {
            FunctionKind::Kernel => ("__global__", "void".to_owned()),
            FunctionKind::Device => (
                "__device__",
                self.ret
                    .map_or_else(|| "void".to_owned(), |r| Ty::of(&r.ctype).declare("")),
            ),
        };
        let params: Vec<String> = self
            .params
            .iter()
            .map(|p| {
                let decl = Ty::of(&p.ty.ctype).declare(p.name);
                if self.kind == FunctionKind::Kernel && p.ty.is_tensor_map() {
                    format!("const __grid_constant__ {decl}")
                } else {
                    decl
                }
            })
            .collect();
        let space = if ret.ends_with('*') { "" } else { " " };
        format!(
            "{linkage}{qualifier} {ret}{space}{}({})",
            self.name,
            params.join(", ")
        )
    }

    /// Adds the types the signature names (parameters, pointees, return value) to `header`.
    pub fn add_types_to(&self, header: &mut CudaHeader) {
        fn add(header: &mut CudaHeader, ctype: &CType) {
            match ctype {
                CType::Value(l) => header.add_layout(l),
                CType::Pointer { pointee, .. } => add(header, pointee),
                CType::Void => {}
            }
        }
        for p in self.params {
            add(header, &p.ty.ctype);
        }
        if let Some(r) = &self.ret {
            add(header, &r.ctype);
        }
    }

    /// Whether any type the signature names (members, pointees and template arguments
    /// included) passes `pred`.
    fn uses(&self, pred: &dyn Fn(&Layout) -> bool) -> bool {
        fn walk(ty: &Ty, pred: &dyn Fn(&Layout) -> bool, seen: &mut Vec<*const Layout>) -> bool {
            match ty {
                Ty::Named(l) | Ty::Builtin(l) => {
                    // Types may point to themselves: visit each layout once.
                    let l: &'static Layout = l;
                    if seen.contains(&(l as *const Layout)) {
                        return false;
                    }
                    seen.push(l);
                    pred(l)
                        || l.fields()
                            .iter()
                            .any(|f| walk(&Ty::of_layout(f.layout), pred, seen))
                        || type_args(l).iter().any(|a| walk(a, pred, seen))
                }
                Ty::Void => false,
                Ty::Pointer(t) | Ty::Const(t) | Ty::Array(t, _) => walk(t, pred, seen),
            }
        }
        let mut seen = Vec::new();
        let ret = self.ret.iter().map(|r| r.ctype);
        self.params
            .iter()
            .map(|p| p.ty.ctype)
            .chain(ret)
            .any(|c| walk(&Ty::of(&c), pred, &mut seen))
    }
}

/// A CUDA C++ header declaring `signatures`: the mirrors of every type they name
/// ([`CudaHeader`], with its `static_assert`s), the headers they need (`cuda.h` for `CUtensorMap`,
/// `cuda_fp16.h`/`cuda_bf16.h` for `__half2`/`__nv_bfloat162`), then each prototype with a `;`.
pub fn cuda_declarations(signatures: &[&Signature]) -> String {
    let mut header = CudaHeader::new();
    let mut includes = String::new();
    let uses_scalar = |s: Scalar| move |l: &Layout| matches!(l.kind, Kind::Scalar(x) | Kind::Vector { elem: x, .. } if x == s);
    let any = |pred: &dyn Fn(&Layout) -> bool| signatures.iter().any(|s| s.uses(pred));
    if any(&|l| matches!(l.kind, Kind::TensorMap(_))) {
        includes.push_str("#include <cuda.h>\n");
    }
    if any(&uses_scalar(Scalar::F16)) {
        includes.push_str("#include <cuda_fp16.h>\n");
    }
    if any(&uses_scalar(Scalar::Bf16)) {
        includes.push_str("#include <cuda_bf16.h>\n");
    }
    for s in signatures {
        s.add_types_to(&mut header);
    }
    let mut out = includes;
    out.push_str(&header.render());
    out.push_str("\n// Kernels and device functions.\n");
    for s in signatures {
        let _ = writeln!(out, "{};", s.cuda_prototype());
    }
    out
}

/// The template arguments of a generic struct or union (`Pair<float3>`), resolved.
fn type_args(layout: &Layout) -> Vec<Ty> {
    match layout.kind {
        Kind::Struct { type_args, .. } | Kind::Union { type_args, .. } => type_args
            .iter()
            .map(|a| a.map_or(Ty::Void, |l| Ty::of_layout(l())))
            .collect(),
        _ => Vec::new(),
    }
}

/// A C++ type, resolved from a [`CType`] or a [`Layout`] (pointees and template arguments
/// included), for spelling and mangling.
#[derive(Clone, Debug)]
enum Ty {
    /// A fundamental type or a typedef of one (`int`, `cudaTextureObject_t`).
    Builtin(&'static Layout),
    /// A class or enum type (`float4`, `Particle`, `CUtensorMap`, `Pair<float3>`).
    Named(&'static Layout),
    Void,
    Pointer(Box<Ty>),
    Const(Box<Ty>),
    Array(Box<Ty>, usize),
}

impl Ty {
    fn of(ctype: &CType) -> Ty {
        match ctype {
            CType::Value(l) => Ty::of_layout(l),
            CType::Void => Ty::Void,
            CType::Pointer { pointee, is_const } => {
                let inner = Ty::of(pointee);
                Ty::Pointer(Box::new(if *is_const {
                    Ty::constant(inner)
                } else {
                    inner
                }))
            }
        }
    }

    fn of_layout(layout: &'static Layout) -> Ty {
        match layout.kind {
            Kind::Scalar(s) if !s.is_16bit_float() => Ty::Builtin(layout),
            Kind::Handle(_) => Ty::Builtin(layout),
            Kind::Pointer { pointee } => {
                Ty::Pointer(Box::new(pointee.map_or(Ty::Void, |p| Ty::of_layout(p()))))
            }
            Kind::Array { elem, len } => Ty::Array(Box::new(Ty::of_layout(elem)), len),
            _ => Ty::Named(layout),
        }
    }

    /// `const T`; a `const` array is an array of `const` elements ([basic.type.qualifier]).
    fn constant(inner: Ty) -> Ty {
        match inner {
            Ty::Array(elem, len) => Ty::Array(Box::new(Ty::constant(*elem)), len),
            other => Ty::Const(Box::new(other)),
        }
    }

    /// The C++ spelling of a declaration of `name` with this type (`const float *x`,
    /// `float (*m)[4]`, `float *const *p`); `name` may be empty.
    fn declare(&self, name: &str) -> String {
        fn join(base: &str, inner: &str) -> String {
            if inner.is_empty() {
                base.to_owned()
            } else {
                format!("{base} {inner}")
            }
        }
        match self {
            Ty::Builtin(l) | Ty::Named(l) => join(&spelling(l), name),
            Ty::Void => join("void", name),
            Ty::Const(inner) => match &**inner {
                // `T *const`: the pointer itself is const.
                Ty::Pointer(target) => {
                    let inner_name = if name.is_empty() {
                        "*const".to_owned()
                    } else {
                        format!("*const {name}")
                    };
                    target.declare(&inner_name)
                }
                other => format!("const {}", other.declare(name)),
            },
            Ty::Pointer(target) => target.declare(&format!("*{name}")),
            Ty::Array(elem, len) => {
                let inner = if name.starts_with('*') {
                    format!("({name})[{len}]")
                } else {
                    format!("{name}[{len}]")
                };
                elem.declare(&inner)
            }
        }
    }
}

/// The C++ name of a non-pointer, non-array type.
fn spelling(layout: &Layout) -> String {
    match layout.kind {
        Kind::TensorMap(_) => "CUtensorMap".to_owned(),
        _ => layout.cpp_name(),
    }
}

/// Itanium C++ ABI mangling of parameter types, with substitutions (`S_`, `S0_`, ...).
#[derive(Default)]
struct Mangler {
    /// Substitution candidates, by their unsubstituted encoding, in order.
    seen: Vec<String>,
}

/// `<seq-id>`: `S_` for the first candidate, then `S0_` .. `S9_`, `SA_` .. `SZ_`, `S10_`, ...
fn substitution(index: usize) -> String {
    if index == 0 {
        return "S_".to_owned();
    }
    let mut n = index - 1;
    let mut digits = Vec::new();
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    format!("S{}_", String::from_utf8(digits).expect("ASCII digits"))
}

/// The `<builtin-type>` code of a fundamental type or typedef of one.
fn builtin_code(layout: &Layout) -> &'static str {
    match layout.kind {
        Kind::Scalar(s) => match s {
            Scalar::Bool => "b",
            Scalar::U8 => "h",
            Scalar::I8 => "a",
            Scalar::U16 => "t",
            Scalar::I16 => "s",
            Scalar::U32 => "j",
            Scalar::I32 => "i",
            Scalar::U64 => "y",
            Scalar::I64 => "x",
            Scalar::F32 => "f",
            Scalar::F64 => "d",
            Scalar::F16 | Scalar::Bf16 => unreachable!("16-bit floats are classes"),
        },
        // `cudaTextureObject_t` and `cudaSurfaceObject_t` are typedefs of `unsigned long long`
        // (a typedef mangles as its type), and so is our sampler handle.
        Kind::Handle(HandleKind::Texture | HandleKind::Surface | HandleKind::Sampler) => "y",
        _ => unreachable!("not a builtin type"),
    }
}

/// The name a class is mangled by: `CUtensorMap` is `typedef struct CUtensorMap_st {...}
/// CUtensorMap;`, `__half` and `__nv_bfloat16` are classes.
fn class_name(layout: &Layout) -> &'static str {
    match layout.kind {
        Kind::TensorMap(_) => "CUtensorMap_st",
        _ => layout.name,
    }
}

impl Mangler {
    /// The encoding of `ty` without substitutions: the identity of a substitution candidate.
    fn plain(ty: &Ty) -> String {
        let mut m = Mangler::default();
        let mut out = String::new();
        m.encode(ty, &mut out, false);
        out
    }

    fn mangle(&mut self, ty: &Ty) -> String {
        let mut out = String::new();
        self.encode(ty, &mut out, true);
        out
    }

    /// Emits `S<seq>_` if `ty` is a candidate already; otherwise encodes it and records it.
    fn encode(&mut self, ty: &Ty, out: &mut String, substitute: bool) {
        if let Ty::Builtin(l) = ty {
            out.push_str(builtin_code(l));
            return;
        }
        if let Ty::Void = ty {
            out.push('v');
            return;
        }
        let key = if substitute {
            let key = Mangler::plain(ty);
            if let Some(i) = self.seen.iter().position(|s| *s == key) {
                out.push_str(&substitution(i));
                return;
            }
            Some(key)
        } else {
            None
        };
        match ty {
            Ty::Named(l) => {
                let name = class_name(l);
                let args = type_args(l);
                let source_name = format!("{}{name}", name.len());
                if args.is_empty() {
                    out.push_str(&source_name);
                } else {
                    // The template name is a candidate of its own, before its arguments.
                    match self.seen.iter().position(|s| *s == source_name) {
                        Some(i) if substitute => out.push_str(&substitution(i)),
                        _ => {
                            out.push_str(&source_name);
                            if substitute {
                                self.seen.push(source_name);
                            }
                        }
                    }
                    out.push('I');
                    for a in &args {
                        self.encode(a, out, substitute);
                    }
                    out.push('E');
                }
            }
            Ty::Pointer(t) => {
                out.push('P');
                self.encode(t, out, substitute);
            }
            Ty::Const(t) => {
                out.push('K');
                self.encode(t, out, substitute);
            }
            Ty::Array(t, len) => {
                let _ = write!(out, "A{len}_");
                self.encode(t, out, substitute);
            }
            Ty::Builtin(_) | Ty::Void => unreachable!("handled above"),
        }
        if let Some(key) = key {
            self.seen.push(key);
        }
    }
}

/// The parameter bytes of a kernel, `N` parameters in `SIZE` bytes (natural layout), ready for
/// the driver; `PACKED` is the most bytes its block takes in any layout
/// ([`Signature::packed_capacity`]).
///
/// Built by the `args`/`try_args` functions [`kernels!`](crate::kernels) generates: a zeroed
/// block with each argument's device image at its natural offset (padding stays zero,
/// bit-fields are packed). It owns its storage (no heap allocation); the forms the driver takes
/// borrow it or copy from it, so no pointer outlives it:
///
/// - [`KernelArgs::kernel_params`]: the `kernelParams` array of `cuLaunchKernel`, one pointer per
///   parameter, to its image inside the block. The driver places each parameter itself, so this
///   form is right for every GPU;
/// - [`KernelArgs::packed`]: the block laid out for one GPU family ([`ParamLayout`]), for
///   `CU_LAUNCH_PARAM_BUFFER_POINTER`. A packed buffer must follow the *device* layout, which
///   differs from the natural one for parameters aligned above 16 on sm_70 to sm_90.
#[derive(Clone)]
pub struct KernelArgs<const SIZE: usize, const N: usize, const PACKED: usize> {
    bytes: AlignedBytes<SIZE>,
    offsets: [usize; N],
    signature: &'static Signature,
}

/// The block's storage, aligned for the widest scalar the driver may read from it.
#[derive(Clone)]
#[repr(C, align(16))]
struct AlignedBytes<const SIZE: usize>([u8; SIZE]);

impl<const SIZE: usize, const N: usize, const PACKED: usize> KernelArgs<SIZE, N, PACKED> {
    /// An all-zero block for `signature` (whose parameters are at `offsets`). Used by generated
    /// code, which then writes every parameter.
    #[doc(hidden)]
    #[inline]
    pub const fn zeroed(signature: &'static Signature, offsets: [usize; N]) -> Self {
        KernelArgs {
            bytes: AlignedBytes([0; SIZE]),
            offsets,
            signature,
        }
    }

    /// Writes the image of `value` at `offset` (into zeroed bytes). Used by generated code.
    #[doc(hidden)]
    #[inline]
    pub fn write_param<T: PtxAbi>(&mut self, offset: usize, value: &T) -> Result<(), Error> {
        write_value(value, &mut self.bytes.0[offset..offset + T::LAYOUT.size])
    }

    /// The signature these arguments are for.
    pub fn signature(&self) -> &'static Signature {
        self.signature
    }

    /// The block in the natural layout, each parameter at its declared offset. Not a packed
    /// buffer for a GPU: use [`KernelArgs::packed`] for that.
    pub fn natural_bytes(&self) -> &[u8; SIZE] {
        &self.bytes.0
    }

    /// The natural offset of each parameter in the block.
    pub fn offsets(&self) -> &[usize; N] {
        &self.offsets
    }

    /// The device image of parameter `i`.
    pub fn param_bytes(&self, i: usize) -> &[u8] {
        let offset = self.offsets[i];
        &self.bytes.0[offset..offset + self.signature.params[i].ty.layout.size]
    }

    /// The `kernelParams` array of `cuLaunchKernel`: pointer `i` points to parameter `i`'s image
    /// in this block. The driver only reads through them.
    #[inline]
    pub fn kernel_params(&self) -> KernelParams<'_, N> {
        let base = self.bytes.0.as_ptr();
        KernelParams {
            pointers: self
                .offsets
                .map(|offset| base.wrapping_add(offset).cast_mut().cast::<c_void>()),
            _args: PhantomData,
        }
    }

    /// The parameter block laid out as `layout` says: for a GPU, its device layout
    /// (`ParamLayout::for_sm(90)`), which a packed launch needs. Each parameter's image is
    /// copied to its offset there; the rest is zero.
    pub fn packed(&self, layout: ParamLayout) -> PackedArgs<PACKED, N> {
        let mut out = PackedArgs {
            bytes: AlignedBytes([0; PACKED]),
            size: 0,
            offsets: [0; N],
            layout,
            signature: self.signature,
        };
        let mut block = ParamBlock::of(layout, SIZE);
        for i in 0..N {
            let (next, offset) = block.place(self.signature.params[i].ty.layout);
            let image = self.param_bytes(i);
            out.bytes.0[offset..offset + image.len()].copy_from_slice(image);
            out.offsets[i] = offset;
            block = next;
        }
        out.size = block.size();
        out
    }
}

impl<const SIZE: usize, const N: usize, const PACKED: usize> fmt::Debug
    for KernelArgs<SIZE, N, PACKED>
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KernelArgs")
            .field("kernel", &self.signature.name)
            .field("size", &SIZE)
            .field(
                "params",
                &describe_params(self.signature, &self.offsets, |i| self.param_bytes(i)),
            )
            .finish()
    }
}

/// `name @offset: hex bytes` for each parameter, for `Debug`.
fn describe_params<'a>(
    signature: &Signature,
    offsets: &[usize],
    bytes: impl Fn(usize) -> &'a [u8],
) -> Vec<String> {
    (0..offsets.len())
        .map(|i| {
            let hex: Vec<String> = bytes(i).iter().map(|b| format!("{b:02x}")).collect();
            format!(
                "{} @{}: {}",
                signature.params[i].name,
                offsets[i],
                hex.join(" ")
            )
        })
        .collect()
}

/// A kernel's parameter block laid out for one [`ParamLayout`]: the buffer of a packed launch
/// (`CU_LAUNCH_PARAM_BUFFER_POINTER`). Built by [`KernelArgs::packed`]; it knows its layout, so
/// a launch can refuse it for a kernel whose offsets differ ([`PackedArgs::check_against`]).
#[derive(Clone)]
pub struct PackedArgs<const CAP: usize, const N: usize> {
    bytes: AlignedBytes<CAP>,
    /// The block's size in this layout (at most `CAP`), where `CU_LAUNCH_PARAM_BUFFER_SIZE` can
    /// point to it.
    size: usize,
    offsets: [usize; N],
    layout: ParamLayout,
    signature: &'static Signature,
}

impl<const CAP: usize, const N: usize> PackedArgs<CAP, N> {
    /// The layout the buffer follows.
    pub fn layout(&self) -> ParamLayout {
        self.layout
    }

    /// The signature these arguments are for.
    pub fn signature(&self) -> &'static Signature {
        self.signature
    }

    /// The packed block: each parameter at its offset in [`PackedArgs::layout`].
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes.0[..self.size]
    }

    /// The offset of each parameter.
    pub fn offsets(&self) -> &[usize; N] {
        &self.offsets
    }

    /// Compares the buffer with a kernel's parameters, `(offset, size)` each (from the driver's
    /// `cuFuncGetParamInfo` or a cubin's `EIATTR_KPARAM_INFO`): the first difference, naming
    /// the kernel, the parameter and both offsets.
    pub fn check_against(&self, kernel: &[(usize, usize)]) -> Result<(), PackedMismatch> {
        let mismatch = |what| PackedMismatch {
            kernel: self.signature.name,
            buffer_layout: self.layout,
            what,
        };
        if kernel.len() != N {
            return Err(mismatch(PackedDifference::Count {
                buffer: N,
                kernel: kernel.len(),
            }));
        }
        for (index, &theirs) in kernel.iter().enumerate() {
            let ours = (
                self.offsets[index],
                self.signature.params[index].ty.layout.size,
            );
            if ours != theirs {
                return Err(mismatch(PackedDifference::Param {
                    index,
                    name: self.signature.params[index].name,
                    buffer: ours,
                    kernel: theirs,
                }));
            }
        }
        Ok(())
    }

    /// The `extra` array of `cuLaunchKernel` that passes the block as one buffer:
    /// `{CU_LAUNCH_PARAM_BUFFER_POINTER, block, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
    /// CU_LAUNCH_PARAM_END}`, for the kernel whose parameters are `kernel`, `(offset, size)`
    /// each (`cuFuncGetParamInfo`, or `EIATTR_KPARAM_INFO` of its cubin): a kernel of another
    /// layout gets the error of [`PackedArgs::check_against`] instead of the wrong bytes.
    #[inline]
    pub fn launch_extra(
        &self,
        kernel: &[(usize, usize)],
    ) -> Result<LaunchExtra<'_>, PackedMismatch> {
        self.check_against(kernel)?;
        Ok(self.unchecked_launch_extra())
    }

    /// [`PackedArgs::launch_extra`] without the check, for a caller that made it.
    #[inline]
    pub(crate) fn unchecked_launch_extra(&self) -> LaunchExtra<'_> {
        LaunchExtra {
            pointers: [
                LaunchExtra::BUFFER_POINTER,
                self.bytes.0.as_ptr().cast_mut().cast::<c_void>(),
                LaunchExtra::BUFFER_SIZE,
                (&self.size as *const usize).cast_mut().cast::<c_void>(),
                LaunchExtra::END,
            ],
            _args: PhantomData,
        }
    }
}

impl<const CAP: usize, const N: usize> fmt::Debug for PackedArgs<CAP, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PackedArgs")
            .field("kernel", &self.signature.name)
            .field("layout", &self.layout)
            .field("size", &self.size)
            .field(
                "params",
                &describe_params(self.signature, &self.offsets, |i| {
                    let at = self.offsets[i];
                    &self.bytes.0[at..at + self.signature.params[i].ty.layout.size]
                }),
            )
            .finish()
    }
}

/// The `kernelParams` array of `cuLaunchKernel` (see [`KernelArgs::kernel_params`]); it borrows
/// the [`KernelArgs`] its pointers point into.
pub struct KernelParams<'a, const N: usize> {
    pointers: [*mut c_void; N],
    _args: PhantomData<&'a [u8]>,
}

impl<const N: usize> KernelParams<'_, N> {
    /// The pointers.
    pub fn as_slice(&self) -> &[*mut c_void] {
        &self.pointers
    }

    /// The pointers, as `cudarc::driver::result::launch_kernel` takes them.
    pub fn as_mut_slice(&mut self) -> &mut [*mut c_void] {
        &mut self.pointers
    }

    /// The array as `cuLaunchKernel`'s `void **kernelParams`.
    pub fn as_mut_ptr(&mut self) -> *mut *mut c_void {
        self.pointers.as_mut_ptr()
    }
}

impl<const N: usize> fmt::Debug for KernelParams<'_, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.pointers.iter()).finish()
    }
}

/// The `extra` array of `cuLaunchKernel` (see [`PackedArgs::launch_extra`]); it borrows the
/// [`PackedArgs`] its pointers point into.
pub struct LaunchExtra<'a> {
    pointers: [*mut c_void; 5],
    _args: PhantomData<&'a [u8]>,
}

impl LaunchExtra<'_> {
    /// `CU_LAUNCH_PARAM_BUFFER_POINTER` (`(void *)0x01`).
    pub const BUFFER_POINTER: *mut c_void = 1 as *mut c_void;
    /// `CU_LAUNCH_PARAM_BUFFER_SIZE` (`(void *)0x02`).
    pub const BUFFER_SIZE: *mut c_void = 2 as *mut c_void;
    /// `CU_LAUNCH_PARAM_END` (`(void *)0x00`).
    pub const END: *mut c_void = core::ptr::null_mut();

    /// The five pointers.
    pub fn as_slice(&self) -> &[*mut c_void; 5] {
        &self.pointers
    }

    /// The array as `cuLaunchKernel`'s `void **extra`.
    pub fn as_mut_ptr(&mut self) -> *mut *mut c_void {
        self.pointers.as_mut_ptr()
    }
}

impl fmt::Debug for LaunchExtra<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.pointers.iter()).finish()
    }
}

/// Panics with a marshalling error (out of the hot path of the generated `args`).
#[doc(hidden)]
#[cold]
#[inline(never)]
#[track_caller]
pub fn marshal_failed(error: Error) -> ! {
    panic!("{error}")
}

/// Whether `layout` is an array (C++ passes arrays to functions as pointers).
#[doc(hidden)]
pub const fn is_array(layout: &Layout) -> bool {
    matches!(layout.kind, Kind::Array { .. })
}

/// Keeps the typed `launch` function that [`kernels!`](crate::kernels) generates when
/// `ptx-abi-core` is built with its `cudarc` feature, and drops it otherwise: the generated code
/// cannot see this crate's features itself.
#[cfg(feature = "cudarc")]
#[doc(hidden)]
#[macro_export]
macro_rules! __ptx_abi_launch_fn {
    ($($item:tt)*) => { $($item)* };
}

/// See above: without the `cudarc` feature, no `launch` function.
#[cfg(not(feature = "cudarc"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __ptx_abi_launch_fn {
    ($($item:tt)*) => {};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn substitution_ids() {
        assert_eq!(substitution(0), "S_");
        assert_eq!(substitution(1), "S0_");
        assert_eq!(substitution(10), "S9_");
        assert_eq!(substitution(11), "SA_");
        assert_eq!(substitution(36), "SZ_");
        assert_eq!(substitution(37), "S10_");
    }
}
