//! The five bit-field figures of spec 1.3, as reconstructed in `ABI.md` §2 (the i386 SysV
//! supplement's figures, confirmed with NVRTC 12.9.86 and 13.x; see `tools/oracle-facts.md`).

use ptx_abi_core::layout::layout_map;
use ptx_abi_core::{from_device_bytes, to_device_bytes};

use crate::figures;
use figures::*;

#[test]
fn boundary_alignment_image_matches_nvrtc() {
    // ABI.md §2, NVRTC 12.9 and 13.5: `{ -3, 100, 7, 255, -1, 9 }` is these 12 bytes.
    let v = BoundaryAlignment::SAMPLE;
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
/// it; CONTRIBUTING.md, "Checked against NVRTC and nvcc"): size, alignment, device image, `.param`
/// declarations, mirror.
#[test]
fn nvrtc_agrees_on_every_type_here() {
    use ptx_abi_kernels::oracle::Probe;
    use ptx_abi_testenv::oracle::assert_agrees;
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
            Probe::auto(&BoundaryAlignment::SAMPLE),
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
