//! PTX parameter declarations (spec 2.3), exactly as NVRTC writes them.
//!
//! Kernels (`.entry`) and device functions (`.func`) declare scalars differently
//! (`ABI.md` §3): a kernel parameter keeps its width
//! (`.u8`, `.u16`, `.u32`, `.u64`, `.f32`, `.f64`); a device-function parameter or return value is
//! an untyped 32- or 64-bit slot (`.b32`, `.b64`), integers narrower than 32 bits being sign- or
//! zero-extended into it (spec 2.3 note A). The spec's table writes `.u32`/`.s32`/`.f32` for
//! those slots; they are the same 32-bit slots and link together, and we emit NVVM's `.b32` form.
//! Aggregates, unions and CUDA vector types are byte arrays `.param .align A .b8 name[size]` in
//! both (spec 2.3 note D).

pub mod globals;

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;

use crate::abi::PtxAbi;
use crate::layout::{AddressSize, Kind, Layout, Scalar};

/// Which kind of function a parameter belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParamSpace {
    /// A kernel (`.entry`) parameter.
    Entry,
    /// A device function (`.func`) parameter.
    Func,
    /// A device function's return value (`func_retval0`).
    Return,
}

/// A type that cannot be declared as a parameter or return value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamTypeError {
    /// A type that device functions take by reference: CUDA's `__half2` and `__nv_bfloat162`
    /// have a user-provided copy constructor, so NVRTC passes them, and aggregates containing
    /// them, to a `.func` as a `.b64` pointer (and returns them through a hidden pointer
    /// parameter), not as a `.param` byte array. Kernels take them by value.
    PassedIndirectly {
        /// The CUDA name of the type.
        ty: &'static str,
    },
}

impl fmt::Display for ParamTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamTypeError::PassedIndirectly { ty } => write!(
                f,
                "`{ty}` holds a __half2 or __nv_bfloat162, which CUDA passes to device functions \
                 by reference (a .b64 pointer), not as a .param byte array"
            ),
        }
    }
}

impl core::error::Error for ParamTypeError {}

fn scalar_ptx_type(scalar: Scalar, space: ParamSpace) -> &'static str {
    match (space, scalar) {
        (ParamSpace::Entry, Scalar::Bool | Scalar::U8 | Scalar::I8) => ".u8",
        (ParamSpace::Entry, Scalar::U16 | Scalar::I16) => ".u16",
        (ParamSpace::Entry, Scalar::U32 | Scalar::I32) => ".u32",
        (ParamSpace::Entry, Scalar::U64 | Scalar::I64) => ".u64",
        (ParamSpace::Entry, Scalar::F32) => ".f32",
        (ParamSpace::Entry, Scalar::F64) => ".f64",
        (ParamSpace::Func | ParamSpace::Return, s) if s.size() <= 4 => ".b32",
        (ParamSpace::Func | ParamSpace::Return, _) => ".b64",
        (ParamSpace::Entry, Scalar::F16 | Scalar::Bf16) => unreachable!("rejected by the caller"),
        (_, Scalar::U128 | Scalar::I128) => unreachable!("declared as a byte array by the caller"),
    }
}

fn address_ptx_type(space: ParamSpace, address_size: AddressSize) -> &'static str {
    match (space, address_size) {
        (ParamSpace::Entry, AddressSize::Bits64) => ".u64",
        (ParamSpace::Entry, AddressSize::Bits32) => ".u32",
        (ParamSpace::Func | ParamSpace::Return, AddressSize::Bits64) => ".b64",
        (ParamSpace::Func | ParamSpace::Return, AddressSize::Bits32) => ".b32",
    }
}

/// The declaration of a parameter `name` of type `layout` (without a trailing comma).
///
/// Errors for a type holding `__half2` or `__nv_bfloat162` in a device function's space
/// ([`ParamTypeError::PassedIndirectly`]).
pub fn param_decl(
    layout: &Layout,
    name: &str,
    space: ParamSpace,
    address_size: AddressSize,
) -> Result<String, ParamTypeError> {
    let ty = match layout.kind {
        Kind::Scalar(s) | Kind::Enum { repr: s, .. } => {
            if s.is_16bit_float() {
                // CUDA's `__half` and `__nv_bfloat16` are C++ structs of two bytes: NVRTC and
                // nvcc pass them by value as 2-byte aggregates in every space (`ABI.md` §3).
                // Spec 2.3 note C, which forbids 16-bit floats as parameters, is about PTX's
                // `.f16` type, which no CUDA C++ parameter has.
                return Ok(format!(".param .align 2 .b8 {name}[2]"));
            }
            if s.is_128bit() {
                // PTX has no 128-bit scalar: NVRTC (`--device-int128`) and nvcc declare
                // `__int128` as 16 bytes aligned 16, in every space (`ABI.md` §9).
                return Ok(format!(".param .align 16 .b8 {name}[16]"));
            }
            scalar_ptx_type(s, space)
        }
        Kind::Pointer { .. } => address_ptx_type(space, address_size),
        // Handles are 64-bit values (spec 2.3 note E); as `unsigned long long` typedefs they are
        // `.u64` kernel parameters and `.b64` function slots.
        Kind::Handle(_) => scalar_ptx_type(Scalar::U64, space),
        Kind::Vector { .. }
        | Kind::Array { .. }
        | Kind::Struct { .. }
        | Kind::Union { .. }
        | Kind::TensorMap(_) => {
            if space != ParamSpace::Entry && layout.has_half_pair() {
                return Err(ParamTypeError::PassedIndirectly { ty: layout.name });
            }
            let (size, mut align) = layout.with_address_size(address_size);
            // Not in the spec, read off NVRTC 12.9 and 13.5: a device function's by-value
            // aggregate parameter of more than 128 bytes is aligned to at least 4
            // (`struct { short m[8][9]; }`: `.param .align 4 .b8 f_param_0[144]`; its return
            // value and kernel parameter stay `.align 2`). NVVM passes such aggregates `byval`,
            // and LLVM's NVPTX backend aligns `byval` parameters to at least 4 bytes.
            if space == ParamSpace::Func && size > 128 {
                align = align.max(4);
            }
            return Ok(format!(".param .align {align} .b8 {name}[{size}]"));
        }
    };
    Ok(format!(".param {ty} {name}"))
}

const fn assert_function_parameter_type<T: PtxAbi>() {
    if T::LAYOUT.has_half_pair() {
        panic!(
            "CUDA passes __half2 / __nv_bfloat162 (and aggregates holding them) to device \
             functions by reference, not as a .param byte array: no by-value declaration exists"
        );
    }
}

/// The `.entry` (kernel) declaration of a parameter of type `T` named `name`, as NVRTC writes it:
/// `.param .u16 k_param_0`, `.param .align 4 .b8 k_param_0[12]`.
///
/// `half::f16` and `half::bf16` are CUDA's `__half` and `__nv_bfloat16`, 2-byte structs:
/// `.param .align 2 .b8 k_param_0[2]`.
pub fn entry_param_decl<T: PtxAbi>(name: &str) -> String {
    param_decl(&T::LAYOUT, name, ParamSpace::Entry, AddressSize::Bits64)
        .expect("every type has a kernel parameter declaration")
}

/// The `.func` (device function) declaration of a parameter of type `T` named `name`, as NVRTC
/// writes it: `.param .b32 f_param_0`.
///
/// A type holding `__half2` or `__nv_bfloat162`, which device functions take by reference, is a
/// compile error ([`ParamTypeError`]).
pub fn func_param_decl<T: PtxAbi>(name: &str) -> String {
    const { assert_function_parameter_type::<T>() };
    param_decl(&T::LAYOUT, name, ParamSpace::Func, AddressSize::Bits64)
        .expect("rejected at compile time")
}

/// The declaration of a device function's return value of type `T`:
/// `.param .b32 func_retval0`, `.param .align 8 .b8 func_retval0[16]`.
///
/// A type holding `__half2` or `__nv_bfloat162` is a compile error, as for
/// [`func_param_decl`].
pub fn func_return_decl<T: PtxAbi>() -> String {
    const { assert_function_parameter_type::<T>() };
    param_decl(
        &T::LAYOUT,
        "func_retval0",
        ParamSpace::Return,
        AddressSize::Bits64,
    )
    .expect("rejected at compile time")
}
