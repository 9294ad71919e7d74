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
//! The rules applied (spec 2.3 and `ABI.md` §3): kernel scalars keep their width
//! (`.u8`, `.u16`, `.f32`); device-function integers narrower than 32 bits travel in `.b32` slots,
//! sign- or zero-extended (note A, [`Extension`]); 16-bit floats are never parameters (note C);
//! handles are 64-bit values (note E); `CUtensorMap` parameters are `__grid_constant__`, aligned
//! as the selected CUDA version's `cuda.h` says (64 for CUDA 12, 128 for CUDA 13).

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt::Write as _;

use crate::cpp::mirrors::CudaHeader;
use crate::error::Error;
use crate::layout::{AddressSize, CudaVersion, Kind, Layout};
use crate::ptx::{param_decl, ParamSpace};

mod args;
pub(crate) mod checked;
/// Kernels compiled ahead of time, and the image a GPU loads.
#[cfg(feature = "std")]
pub mod compiled;
mod param_layout;
pub(crate) mod params;

pub use crate::cpp::declarators::CType;
use crate::cpp::declarators::Ty;
use crate::cpp::mangling::Mangler;
pub use args::{KernelArgs, KernelParams, LaunchExtra, PackedArgs};
pub use checked::{check_args, ArgKind, ArgShape};
pub use param_layout::{place_all, ParamBlock, ParamLayout, SmFamily, LARGE_BLOCK};
pub use params::{ObservedParams, ParamDifference, ParamMismatch, ParamSlot, ParamsSource};

/// Merged into [`ObservedParams`] (its `params` are [`ParamSlot`]s, and it has a `count`).
#[deprecated(since = "0.2.0", note = "use `ptx_abi_core::kernel::ObservedParams`")]
pub type FunctionParams = ObservedParams;

/// Merged into [`ObservedParams`], which [`crate::gpu::driver_params`] returns.
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "use `ptx_abi_core::kernel::ObservedParams`")]
pub type DriverParams = ObservedParams;

// The launches moved to `crate::gpu` (everything that calls cudarc); their earlier paths, for
// one release.
/// Moved to [`crate::gpu::CheckedFunction`].
#[cfg(feature = "cudarc")]
#[deprecated(
    since = "0.2.0",
    note = "moved to `ptx_abi_core::gpu::CheckedFunction`"
)]
pub type CheckedFunction = crate::gpu::CheckedFunction;
/// Moved to [`crate::gpu::CheckedLaunch`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::CheckedLaunch`")]
pub type CheckedLaunch<'a> = crate::gpu::CheckedLaunch<'a>;
/// Moved to [`crate::gpu::ParamsError`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::ParamsError`")]
pub type ParamsError = crate::gpu::ParamsError;
/// Moved to [`crate::gpu::LaunchError`] (also at the crate root).
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::LaunchError`")]
pub type LaunchError = crate::gpu::LaunchError;
/// Moved to [`crate::gpu::KernelLookupError`].
#[cfg(feature = "cudarc")]
#[deprecated(
    since = "0.2.0",
    note = "moved to `ptx_abi_core::gpu::KernelLookupError`"
)]
pub type KernelLookupError = crate::gpu::KernelLookupError;
/// Moved to [`crate::gpu::driver_params`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::driver_params`")]
pub fn driver_params(
    function: &cudarc::driver::CudaFunction,
    n: usize,
) -> Result<Option<ObservedParams>, cudarc::driver::DriverError> {
    crate::gpu::driver_params(function, n)
}
/// Moved to [`crate::gpu::loaded_layout`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::loaded_layout`")]
pub fn loaded_layout(
    function: &cudarc::driver::CudaFunction,
) -> Result<ParamLayout, cudarc::driver::DriverError> {
    crate::gpu::loaded_layout(function)
}
/// Moved to [`crate::gpu::entry_symbols`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::entry_symbols`")]
pub fn entry_symbols(ptx: &str) -> Vec<&str> {
    crate::gpu::entry_symbols(ptx)
}
/// Moved to [`crate::gpu::find_kernel`].
#[cfg(feature = "cudarc")]
#[deprecated(since = "0.2.0", note = "moved to `ptx_abi_core::gpu::find_kernel`")]
pub fn find_kernel<'a>(
    symbols: impl IntoIterator<Item = &'a str>,
    name: &str,
) -> Result<&'a str, crate::gpu::KernelLookupError> {
    crate::gpu::find_kernel(symbols, name)
}

/// Merged into [`ParamMismatch`] (a checked launch's mismatch is its
/// [`ParamDifference::Param`] with the argument `pushed`).
#[deprecated(since = "0.2.0", note = "use `ptx_abi_core::kernel::ParamMismatch`")]
pub type ArgMismatch = ParamMismatch;

/// Merged into [`ParamMismatch`] (what differs is its [`ParamDifference`]).
#[deprecated(since = "0.2.0", note = "use `ptx_abi_core::kernel::ParamMismatch`")]
pub type PackedMismatch = ParamMismatch;

/// The cudarc this crate launches with: now [`crate::gpu::cudarc`] (this path stays for one
/// release).
#[cfg(feature = "cudarc")]
#[doc(hidden)]
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

/// The type of a parameter or return value: its C++ spelling and the layout of what is passed.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct ParamType {
    /// The layout of the value passed (an 8-byte pointer for pointers).
    pub layout: &'static Layout,
    /// The C++ type.
    pub ctype: CType,
}

impl ParamType {
    /// The type laid out as `layout`, spelled `ctype` in C++.
    pub const fn new(layout: &'static Layout, ctype: CType) -> ParamType {
        ParamType { layout, ctype }
    }

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
#[non_exhaustive]
pub struct Param {
    /// The name in the C++ prototype (the Rust parameter's name); empty for `_`.
    pub name: &'static str,
    /// Its type.
    pub ty: ParamType,
}

impl Param {
    /// A parameter `name` (empty for `_`) of type `ty`.
    pub const fn new(name: &'static str, ty: ParamType) -> Param {
        Param { name, ty }
    }
}

/// A kernel's or device function's signature, as [`kernels!`](crate::kernels) declares it.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
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
    /// The symbol given with `#[ptx(symbol = "...")]` (a template instantiation's, whose
    /// mangled name ptx-abi does not compute), which [`Signature::symbol`] returns instead of
    /// the one the linkage gives.
    pub symbol_override: Option<&'static str>,
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
    /// A signature: what `kernels!` writes for each function it declares.
    pub const fn new(
        name: &'static str,
        kind: FunctionKind,
        linkage: Linkage,
        params: &'static [Param],
        ret: Option<ParamType>,
        limit: ParamLimit,
    ) -> Signature {
        Signature {
            name,
            kind,
            linkage,
            params,
            ret,
            limit,
            symbol_override: None,
        }
    }

    /// The signature with its symbol given (`#[ptx(symbol = "...")]`): what the compiled image
    /// calls the function, where the linkage cannot say it (template instantiations).
    pub const fn with_symbol(mut self, symbol: &'static str) -> Signature {
        self.symbol_override = Some(symbol);
        self
    }

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
    /// and sm_100 alike (`ABI.md` §7).
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
        if let Some(symbol) = self.symbol_override {
            return symbol.to_owned();
        }
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
    /// For a type that cannot be a parameter ([`crate::ptx::ParamTypeError`]), which
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
}

/// A CUDA C++ header declaring `signatures`: the mirrors of every type they name, with the
/// headers those need (`cuda.h` for `CUtensorMap`, `cuda_fp16.h`/`cuda_bf16.h` for
/// `__half2`/`__nv_bfloat162`) and their `static_assert`s ([`CudaHeader`]), then each prototype
/// with a `;`.
pub fn cuda_declarations(signatures: &[&Signature]) -> String {
    let mut header = CudaHeader::new();
    for s in signatures {
        s.add_types_to(&mut header);
    }
    let mut out = header.render();
    out.push_str("\n// Kernels and device functions.\n");
    for s in signatures {
        let _ = writeln!(out, "{};", s.cuda_prototype());
    }
    out
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
