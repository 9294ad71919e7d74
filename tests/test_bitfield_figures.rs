//! The five bit-field figures of spec 1.3, as reconstructed in `ABI.md` §2 (the i386 SysV
//! supplement's figures, confirmed with NVRTC 12.9.86 and 13.x; see `tools/oracle-facts.md`).

use ptx_abi_core::{assert_layout, from_device_bytes, layout_map, to_device_bytes, PtxAbi};

/// Figure "Bit-field allocation" (right to left): `struct { int j:5; int k:6; int m:7; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
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
assert_layout!(BoundaryAlignment, size = 12, align = 4, offsets { c = 3, d = 8 }, bits { s = 0, j = 9, t = 32, u = 48 });

/// Figure "Storage unit sharing": `struct { char c; short s:8; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
#[repr(C)]
pub struct StorageUnitSharing {
    pub c: i8,
    #[ptx(bits = 8)]
    pub s: i16,
}
assert_layout!(StorageUnitSharing, size = 2, align = 2, offsets { c = 0 }, bits { s = 8 });

/// Figure "Union allocation": `union { char c; short s:8; }`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = s)]
pub union UnionAllocation {
    pub c: i8,
    #[ptx(bits = 8)]
    pub s: i16,
}
// SAFETY: the tests build values with `zeroed()` and then write `s`, the marshalled member.
unsafe impl ptx_abi_core::UnionBytes for UnionAllocation {}
assert_layout!(UnionAllocation, size = 2, align = 2, offsets { c = 0 }, bits { s = 0 });

/// Figure "Unnamed bit-fields": `struct { char c; int :0; char d; short :9; char e; char :0; }`.
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
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
assert_layout!(UnnamedBitFields, size = 9, align = 1, offsets { c = 0, d = 4, e = 8 }, bits { _u9 = 48 });

/// The same with the `:9` named: size 10, align 2 (`ABI.md` §2).
#[derive(PtxAbi, Debug, PartialEq, Clone, Copy)]
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
assert_layout!(NamedNine, size = 10, align = 2, offsets { c = 0, d = 4, e = 8 }, bits { nine = 48 });

#[test]
fn boundary_alignment_image_matches_nvrtc() {
    // ABI.md §2, NVRTC 12.9 and 13.5: `{ -3, 100, 7, 255, -1, 9 }` is these 12 bytes.
    let v = BoundaryAlignment {
        s: -3,
        j: 100,
        c: 7,
        t: 255,
        u: -1,
        d: 9,
    };
    let image = to_device_bytes(&v);
    assert_eq!(
        image,
        [0xfd, 0xc9, 0x00, 0x07, 0xff, 0x00, 0xff, 0x01, 0x09, 0x00, 0x00, 0x00]
    );
    assert_eq!(from_device_bytes::<BoundaryAlignment>(&image).unwrap(), v);
}

#[test]
fn union_allocation_marshals_through_its_bit_field() {
    let mut u = UnionAllocation::zeroed();
    u.s = -3;
    let image = to_device_bytes(&u);
    // s:8 holds -3 in bits 0-7; byte 1 is padding of the union.
    assert_eq!(image, [0xfd, 0x00]);
    let back = from_device_bytes::<UnionAllocation>(&image).unwrap();
    // SAFETY: `from_device_bytes` writes the `marshal_via` member `s`.
    assert_eq!(unsafe { back.s }, -3);
}

#[test]
fn maps_print() {
    println!("{}", layout_map::<BoundaryAlignment>());
    println!("{}", layout_map::<UnnamedBitFields>());
    println!("{}", layout_map::<UnionAllocation>());
}

/// Every type of this file, checked against NVRTC 12 and 13 by the oracle (skips visibly without
/// it; see README): size, alignment, device image, `.param` declarations, mirror.
#[test]
fn nvrtc_agrees_on_every_type_here() {
    use ptx_abi_kernels::oracle::{assert_agrees, Probe};
    let mut union = UnionAllocation::zeroed();
    union.s = -7;
    assert_agrees(
        "test_bitfield_figures",
        &[
            Probe::auto(&RightToLeft {
                j: -16,
                k: 31,
                m: -1,
            }),
            Probe::auto(&BoundaryAlignment {
                s: -3,
                j: 100,
                c: 7,
                t: 255,
                u: -1,
                d: 9,
            }),
            Probe::auto(&StorageUnitSharing { c: -128, s: 127 }),
            Probe::auto(&union),
            Probe::auto(&UnnamedBitFields {
                c: 1,
                _z0: 0,
                d: 2,
                _u9: 0,
                e: 3,
                _z1: 0,
            }),
            Probe::auto(&NamedNine {
                c: 1,
                _z0: 0,
                d: 2,
                nine: -256,
                e: 3,
                _z1: 0,
            }),
        ],
    );
}
