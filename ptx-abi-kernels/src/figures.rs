//! The spec's five bit-field figures (spec 1.3; `ABI.md` §2), defined once for the agreement
//! corpus and every test that uses them. Each carries the layout NVRTC gives it
//! (`assert_layout!`, values from `tools/oracle-facts.md` §1, F1-F5n), so whatever uses a figure
//! also re-checks it. On Windows, where bit-fields follow MSVC's rules (`ABI.md` §4a), the layout
//! clang 19 gives it for an `x86_64-pc-windows-msvc` host (`-fdump-record-layouts-simple`); a
//! figure laid out otherwise there has no device view there (a Rust kernel lays it out as Linux).

use ptx_abi_core::{assert_layout, DeviceView, PtxAbi};

/// Figure "Bit-field allocation" (right to left): `struct { int j:5; int k:6; int m:7; }`.
#[derive(PtxAbi, DeviceView, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
pub struct RightToLeft {
    #[ptx(bits = 5)]
    pub j: i32,
    #[ptx(bits = 6)]
    pub k: i32,
    #[ptx(bits = 7)]
    pub m: i32,
}
assert_layout!(RightToLeft, size = 4, align = 4, bits { j = 0, k = 5, m = 11 });

/// Figure "Boundary alignment":
/// `struct { short s:9; int j:9; char c; short t:9; short u:9; char d; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[cfg_attr(not(windows), derive(DeviceView))]
#[repr(C)]
pub struct BoundaryAlignment {
    #[ptx(bits = 9)]
    pub s: i16,
    #[ptx(bits = 9)]
    pub j: i32,
    pub c: i8,
    #[ptx(bits = 9)]
    pub t: i16,
    #[ptx(bits = 9)]
    pub u: i16,
    pub d: i8,
}
#[cfg(not(windows))]
assert_layout!(BoundaryAlignment, size = 12, align = 4, offsets { c = 3, d = 8 }, bits { s = 0, j = 9, t = 32, u = 48 });
#[cfg(windows)]
assert_layout!(BoundaryAlignment, size = 16, align = 4, offsets { c = 8, d = 14 }, bits { s = 0, j = 32, t = 80, u = 96 });

impl BoundaryAlignment {
    /// The value the tests marshal, `{ -3, 100, 7, 255, -1, 9 }`: NVRTC 12.9 and 13.5 give its
    /// image as `fd c9 00 07 ff 00 ff 01 09 00 00 00` (`ABI.md` §2).
    pub const SAMPLE: BoundaryAlignment = BoundaryAlignment {
        s: -3,
        j: 100,
        c: 7,
        t: 255,
        u: -1,
        d: 9,
    };
}

/// Figure "Storage unit sharing": `struct { char c; short s:8; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[cfg_attr(not(windows), derive(DeviceView))]
#[repr(C)]
pub struct StorageUnitSharing {
    pub c: i8,
    #[ptx(bits = 8)]
    pub s: i16,
}
#[cfg(not(windows))]
assert_layout!(StorageUnitSharing, size = 2, align = 2, offsets { c = 0 }, bits { s = 8 });
#[cfg(windows)]
assert_layout!(StorageUnitSharing, size = 4, align = 2, offsets { c = 0 }, bits { s = 16 });

/// Figure "Union allocation": `union { char c; short s:8; }`.
#[derive(PtxAbi, Clone, Copy)]
#[cfg_attr(not(windows), derive(DeviceView))]
#[repr(C)]
#[ptx(marshal_via = s)]
pub union UnionAllocation {
    pub c: i8,
    #[ptx(bits = 8)]
    pub s: i16,
}
// SAFETY: values are built with `zeroed()`, then `s` (the marshalled member) is written; a
// value is only read through `s`.
unsafe impl ptx_abi_core::UnionBytes for UnionAllocation {}
#[cfg(not(windows))]
assert_layout!(UnionAllocation, size = 2, align = 2, offsets { c = 0 }, bits { s = 0 });
#[cfg(windows)]
assert_layout!(UnionAllocation, size = 2, align = 1, offsets { c = 0 }, bits { s = 0 });

/// Figure "Unnamed bit-fields": `struct { char c; int :0; char d; short :9; char e; char :0; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[cfg_attr(not(windows), derive(DeviceView))]
#[repr(C)]
pub struct UnnamedBitFields {
    pub c: i8,
    #[ptx(bits = 0, unnamed)]
    pub _z0: i32,
    pub d: i8,
    #[ptx(bits = 9, unnamed)]
    pub _u9: i16,
    pub e: i8,
    #[ptx(bits = 0, unnamed)]
    pub _z1: i8,
}
#[cfg(not(windows))]
assert_layout!(UnnamedBitFields, size = 9, align = 1, offsets { c = 0, d = 4, e = 8 }, bits { _u9 = 48 });
#[cfg(windows)]
assert_layout!(UnnamedBitFields, size = 6, align = 2, offsets { c = 0, d = 1, e = 4 }, bits { _u9 = 16 });

/// The same with the `:9` named: size 10, align 2 (`ABI.md` §2).
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[cfg_attr(not(windows), derive(DeviceView))]
#[repr(C)]
pub struct NamedNine {
    pub c: i8,
    #[ptx(bits = 0, unnamed)]
    pub _z0: i32,
    pub d: i8,
    #[ptx(bits = 9)]
    pub nine: i16,
    pub e: i8,
    #[ptx(bits = 0, unnamed)]
    pub _z1: i8,
}
#[cfg(not(windows))]
assert_layout!(NamedNine, size = 10, align = 2, offsets { c = 0, d = 4, e = 8 }, bits { nine = 48 });
#[cfg(windows)]
assert_layout!(NamedNine, size = 6, align = 2, offsets { c = 0, d = 1, e = 4 }, bits { nine = 16 });
