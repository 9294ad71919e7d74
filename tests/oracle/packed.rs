//! Packed structs and unions with bit-fields, where NVIDIA's two front ends differ (ABI.md
//! section 9): each type is laid out twice by the engine, by NVRTC's rule and by nvcc's
//! (`DynType::layout_as`), and each front end is checked against its own rule: NVRTC 12.9 and 13.5
//! against the first, nvcc 13.5 against the second (mirror `static_assert`s, `.param`
//! declarations, the exact image of a random value). The types the two rules place differently
//! are the ones the derive refuses; that both compilers match their own rule on them is what
//! makes the refusal right, and the count of such types is printed and must not be zero.
//!
//! The `#pragma pack(N)` and `__attribute__((packed))` types here are drawn on purpose with many
//! bit-fields of every integer type (`__int128` included), zero-width and unnamed ones, and a few
//! ordinary members; `PTX_ABI_SEED` replays a run.

use ptx_abi_core::dynamic::{
    cpp_initializer, dyn_to_device_bytes, DynAggregate, DynField, DynType,
};
use ptx_abi_core::layout::{Compiler, Packing, Scalar};
use ptx_abi_kernels::oracle::{compiler_name, Probe};
use ptx_abi_kernels::random::{random_value, ChaCha8Rng, RandomTypes, INTEGERS};
use rand::Rng;

/// Types drawn per run.
const TYPES: u64 = 600;

const PLAIN: [Scalar; 6] = [
    Scalar::U8,
    Scalar::I16,
    Scalar::I32,
    Scalar::F64,
    Scalar::I64,
    Scalar::U128,
];

fn member(rng: &mut ChaCha8Rng, i: usize) -> DynField {
    if rng.gen_range(0..100) < 70 {
        let s = INTEGERS[rng.gen_range(0..INTEGERS.len())];
        let bits = s.size() as u32 * 8;
        let unnamed = rng.gen_range(0..100) < 20;
        let width = if unnamed && rng.gen_range(0..3) == 0 {
            0
        } else {
            match rng.gen_range(0..4) {
                0 => bits,
                _ => rng.gen_range(1..=bits),
            }
        };
        DynField {
            name: if unnamed {
                format!("_u{i}")
            } else {
                format!("m{i}")
            },
            ty: DynType::Scalar(s),
            bits: Some(width),
            unnamed,
            align: 0,
        }
    } else {
        let s = PLAIN[rng.gen_range(0..PLAIN.len())];
        let ty = if rng.gen_range(0..4) == 0 {
            DynType::Array(Box::new(DynType::Scalar(s)), rng.gen_range(1..=3))
        } else {
            DynType::Scalar(s)
        };
        DynField {
            name: format!("m{i}"),
            ty,
            bits: None,
            unnamed: false,
            align: 0,
        }
    }
}

/// Packed type `i` of `seed`: a struct (a union one time in five).
fn packed_type(seed: u64, i: u64) -> DynType {
    let mut rng = RandomTypes::case_rng(seed, i);
    let packing = if rng.gen_range(0..4) == 0 {
        Packing::Gnu
    } else {
        Packing::Pragma(1 << rng.gen_range(0..=3))
    };
    let count = rng.gen_range(2..=7);
    let mut fields: Vec<DynField> = (0..count).map(|k| member(&mut rng, k)).collect();
    let union = rng.gen_range(0..5) == 0;
    if union && fields.iter().all(|f| f.bits.is_some()) {
        // NVVM initialises a union only through an ordinary member.
        fields.push(DynField {
            name: format!("m{count}"),
            ty: DynType::Scalar(Scalar::U8),
            bits: None,
            unnamed: false,
            align: 0,
        });
    }
    if fields.iter().all(|f| f.unnamed) {
        fields[0].unnamed = false;
        fields[0].name = "m0".to_owned();
        if fields[0].bits == Some(0) {
            fields[0].bits = Some(1);
        }
    }
    let agg = DynAggregate {
        name: format!("P{i}"),
        fields,
        repr_align: 0,
        packing,
    };
    if union {
        DynType::Union(agg)
    } else {
        DynType::Struct(agg)
    }
}

#[test]
fn packed_bit_fields_follow_each_compilers_rule() {
    let oracles = ptx_abi_testenv::oracle::all();
    if oracles.is_empty() {
        return;
    }
    let seed = ptx_abi_testenv::seed("PTX_ABI_SEED", 0x9ac4ed);
    let types: Vec<DynType> = (0..TYPES).map(|i| packed_type(seed, i)).collect();
    let differing = types
        .iter()
        .filter(|t| !t.layout().same_placement(t.layout_as(Compiler::Nvcc)))
        .count();
    for oracle in &oracles {
        let mut rng = RandomTypes::case_rng(seed, u64::MAX);
        let probes: Vec<Probe> = types
            .iter()
            .map(|t| {
                let layout = t.layout_as(oracle.compiler());
                let value = random_value(layout, &mut rng);
                let init = cpp_initializer(layout, &value).expect("an initialiser");
                let image = dyn_to_device_bytes(layout, &value).expect("a valid value");
                Probe::new(layout, init, image)
            })
            .collect();
        let report = oracle.check_types(&probes);
        println!(
            "packed types by {}'s rule: {} ({differing} of {TYPES} placed differently by the \
             other compiler; seed {seed})",
            compiler_name(oracle.compiler()),
            report.summary()
        );
        assert!(report.is_clean(), "{report}");
    }
    assert!(
        differing > 0,
        "no drawn type separates NVRTC's rule from nvcc's: the test proves nothing (seed {seed})"
    );
}
