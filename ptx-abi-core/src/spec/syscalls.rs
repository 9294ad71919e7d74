//! System calls (PTX interoperability guide, chapter 3): the `vprintf`, `malloc`, `free` and
//! `__assertfail` prototypes as PTX text, and a packer for `vprintf`'s argument buffer.
//!
//! ```
//! use ptx_abi_core::spec::syscalls::{pack_vprintf_args, vprintf_prototype, PrintfArg};
//! use ptx_abi_core::AddressSize;
//!
//! assert_eq!(
//!     vprintf_prototype(AddressSize::Bits64),
//!     ".extern .func (.param .s32 status) vprintf (.param .b64 format, .param .b64 valist);"
//! );
//! // printf("%d %f %c", 7, 1.5f, 'x'): the float is promoted to double, the char to int.
//! let va = pack_vprintf_args(&[PrintfArg::I32(7), PrintfArg::F32(1.5), PrintfArg::Char(b'x' as i8)],
//!                            AddressSize::Bits64);
//! assert_eq!(va.offsets, [0, 8, 16]);
//! assert_eq!((va.bytes.len(), va.align), (24, 8));
//! assert_eq!(va.bytes[8..16], 1.5f64.to_le_bytes());
//! ```

use crate::layout::AddressSize;
#[allow(unused_imports)]
use crate::prelude::*;

fn addr(a: AddressSize) -> &'static str {
    match a {
        AddressSize::Bits32 => ".b32",
        AddressSize::Bits64 => ".b64",
    }
}

/// `.extern .func (.param .s32 status) vprintf (.param t1 format, .param t2 valist);`, with
/// `t1`/`t2` the address-size type. The return slot is `.s32` as in the spec (NVRTC writes
/// `.b32`; both are the same 32-bit slot to ptxas).
pub fn vprintf_prototype(a: AddressSize) -> String {
    let t = addr(a);
    format!(".extern .func (.param .s32 status) vprintf (.param {t} format, .param {t} valist);")
}

/// `.extern .func (.param t1 ptr) malloc (.param t2 size);` (`size_t` follows the address size).
pub fn malloc_prototype(a: AddressSize) -> String {
    let t = addr(a);
    format!(".extern .func (.param {t} ptr) malloc (.param {t} size);")
}

/// `.extern .func free (.param t1 ptr);`
pub fn free_prototype(a: AddressSize) -> String {
    format!(".extern .func free (.param {} ptr);", addr(a))
}

/// `.extern .func __assertfail (.param t1 message, .param t1 file, .param .b32 line,
/// .param t1 function, .param t2 charSize);`
pub fn assertfail_prototype(a: AddressSize) -> String {
    let t = addr(a);
    format!(
        ".extern .func __assertfail (.param {t} message, .param {t} file, .param .b32 line, \
         .param {t} function, .param {t} charSize);"
    )
}

/// All four prototypes, one per line.
pub fn all_prototypes(a: AddressSize) -> String {
    format!(
        "{}\n{}\n{}\n{}\n",
        vprintf_prototype(a),
        malloc_prototype(a),
        free_prototype(a),
        assertfail_prototype(a)
    )
}

/// One argument of a `printf` call, before the C default argument promotions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PrintfArg {
    /// `char`/`signed char`: promoted to `int` (sign-extended).
    Char(i8),
    /// `unsigned char`: promoted to `int` (zero-extended).
    UChar(u8),
    /// `short`: promoted to `int`.
    Short(i16),
    /// `unsigned short`: promoted to `int`.
    UShort(u16),
    /// `int`.
    I32(i32),
    /// `unsigned int`.
    U32(u32),
    /// `long long` (and Linux `long`).
    I64(i64),
    /// `unsigned long long`.
    U64(u64),
    /// `float`: promoted to `double`.
    F32(f32),
    /// `double`.
    F64(f64),
    /// A pointer (generic address): 8 bytes, or 4 with 32-bit addresses.
    Ptr(u64),
}

impl PrintfArg {
    /// The promoted value's little-endian bytes (4 or 8; a pointer is the address size).
    fn promoted(self, a: AddressSize) -> Vec<u8> {
        match self {
            PrintfArg::Char(v) => i32::from(v).to_le_bytes().to_vec(),
            PrintfArg::UChar(v) => i32::from(v).to_le_bytes().to_vec(),
            PrintfArg::Short(v) => i32::from(v).to_le_bytes().to_vec(),
            PrintfArg::UShort(v) => i32::from(v).to_le_bytes().to_vec(),
            PrintfArg::I32(v) => v.to_le_bytes().to_vec(),
            PrintfArg::U32(v) => v.to_le_bytes().to_vec(),
            PrintfArg::I64(v) => v.to_le_bytes().to_vec(),
            PrintfArg::U64(v) => v.to_le_bytes().to_vec(),
            PrintfArg::F32(v) => f64::from(v).to_le_bytes().to_vec(),
            PrintfArg::F64(v) => v.to_le_bytes().to_vec(),
            PrintfArg::Ptr(v) => match a {
                AddressSize::Bits32 => (v as u32).to_le_bytes().to_vec(),
                AddressSize::Bits64 => v.to_le_bytes().to_vec(),
            },
        }
    }
}

/// `vprintf`'s argument buffer (`valist`).
#[derive(Clone, Debug, PartialEq)]
pub struct VaList {
    /// The buffer's bytes; padding is zero. Empty when there are no arguments, in which case
    /// NVRTC passes a null `valist`.
    pub bytes: Vec<u8>,
    /// The alignment the buffer needs (8: NVRTC's `__local_depot` is `.align 8`, or 16 when
    /// it happens to vectorise the stores into 16-byte `st.local.v2.u64`).
    pub align: usize,
    /// Where each argument starts.
    pub offsets: Vec<usize>,
}

/// Lays out `args` exactly as NVRTC does for the equivalent `printf` call: after the default
/// argument promotions (`char`/`short` to `int`, `float` to `double`) each argument is placed at
/// the next multiple of its size (4 or 8), and the buffer is padded to a multiple of 8.
///
/// Read off NVRTC 12.9 and 13.5 (see `tests/spec/syscalls.rs`): for
/// `printf("%d %lld %f %p %c %f", int, long long, double, int*, char, float)` NVRTC stores at
/// `[0] u32, [8] u64, [16] f64, [24] u64, [32] u32, [40] f64` into `.local .b8 __local_depot0[48]`.
pub fn pack_vprintf_args(args: &[PrintfArg], a: AddressSize) -> VaList {
    let mut bytes = Vec::new();
    let mut offsets = Vec::with_capacity(args.len());
    for arg in args {
        let v = arg.promoted(a);
        let at = bytes.len().next_multiple_of(v.len());
        bytes.resize(at, 0);
        offsets.push(at);
        bytes.extend_from_slice(&v);
    }
    let size = bytes.len().next_multiple_of(8);
    bytes.resize(size, 0);
    VaList {
        bytes,
        align: 8,
        offsets,
    }
}
