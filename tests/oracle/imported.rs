//! The importer's output for `tests/import/particles.cuh` (committed as
//! `tests/import/particles.rs`, kept fresh by `ptx-abi-kernels/tests/import.rs`), compiled here:
//! the derive checks its layout assertions, and the mirrors of the generated types, with a random
//! value each, are checked against NVRTC 12.9, NVRTC 13.5 and nvcc 13.5 (header -> Rust -> mirror
//! -> the compilers).

use ptx_abi_core::dynamic::{cpp_initializer, dyn_to_device_bytes};
use ptx_abi_core::{Layout, PtxAbi};
use ptx_abi_kernels::oracle::{assert_agrees, Probe};
use ptx_abi_kernels::random::{random_value, RandomTypes};

#[allow(dead_code, unused_qualifications)]
mod generated {
    include!("../import/particles.rs");
}

#[test]
fn imported_types_agree_with_nvrtc_and_nvcc() {
    let layouts: [&'static Layout; 8] = [
        &<generated::Kind as PtxAbi>::LAYOUT,
        &<generated::Particle_inner as PtxAbi>::LAYOUT,
        &<generated::Particle__anon1 as PtxAbi>::LAYOUT,
        &<generated::Particle as PtxAbi>::LAYOUT,
        &<generated::Mat2 as PtxAbi>::LAYOUT,
        &<generated::Wire as PtxAbi>::LAYOUT,
        &<generated::Bits as PtxAbi>::LAYOUT,
        &<generated::Big as PtxAbi>::LAYOUT,
    ];
    let mut rng = RandomTypes::case_rng(0x1a9f0, 0);
    let probes: Vec<Probe> = layouts
        .iter()
        .map(|&layout| {
            let value = random_value(layout, &mut rng);
            match cpp_initializer(layout, &value) {
                Some(init) => {
                    let image = dyn_to_device_bytes(layout, &value).expect("a valid value");
                    Probe::new(layout, init, image)
                }
                // `__half` and `CUtensorMap` members have no C++ literal: value-initialised,
                // the image is all zero (sizes, alignments, offsets and declarations still
                // checked).
                None => Probe::new(layout, "{}", vec![0; layout.size]),
            }
        })
        .collect();
    assert_eq!(generated::MAX_PARTICLES, 4096);
    assert_agrees("imported from tests/import/particles.cuh", &probes);
}
