//! The checked launch against the stand-in driver (`stand_in.rs`): arguments checked, pointer
//! arrays read as the driver reads them, counts learnt each way a driver reports them.

use super::stand_in::{self, FakeKernel, SM90, SM90_LAYOUT};
use super::*;
use crate::kernel::checked::tests::param;
use crate::kernel::{ParamMismatch, ParamsSource};
use crate::vector::Float4;
use crate::PtxAbi; // the trait and its derive macro

const CONFIG: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

/// A by-value struct as the Rust side declares it: 16 bytes aligned 8.
#[derive(PtxAbi, Clone, Copy)]
#[ptx(crate = "crate")]
#[repr(C)]
struct Pair {
    a: f32,
    b: f64,
}

/// Padding and bit-fields: the image is not the host bytes.
#[derive(PtxAbi, Clone, Copy)]
#[ptx(crate = "crate")]
#[repr(C)]
struct Flags {
    tag: u8,
    #[ptx(bits = 3)]
    level: u32,
    weight: f32,
}

fn launch(l: &mut CheckedLaunch<'_>) -> Result<(), LaunchError> {
    // SAFETY: the stand-in driver runs no kernel.
    unsafe { l.launch(CONFIG) }
}

/// `__global__ void k(int n, Pair p, float4 v, float *out)`, as `ptxas` places it for
/// sm_90 (the block at bank 0x210, bank addresses aligned: `float4` at 32, `ABI.md` §6).
fn kernel_k() -> FakeKernel {
    FakeKernel::new(SM90, &[(0, 4), (8, 16), (32, 16), (48, 8)])
}

#[test]
fn a_matching_launch_hands_the_driver_every_byte() {
    let k = kernel_k();
    for (counted, source) in [
        (true, ParamsSource::DriverCounted),
        (false, ParamsSource::DriverProbed),
    ] {
        let f = stand_in::function(&k, "k", stand_in::driver(counted, true)).unwrap();
        assert_eq!(f.params().source, source);
        assert_eq!(f.params().layout, SM90_LAYOUT);
        assert_eq!(
            f.params().params,
            slots(&[(0, 4), (8, 16), (32, 16), (48, 8)])
        );
    }
    // Probing asked for one index past the last, and no further.
    assert_eq!(stand_in::asked(&k)[4..], [0, 1, 2, 3, 4]);

    let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
    let n = 7i32;
    let v = Float4::new(1.0, 2.0, 3.0, 4.0);
    let pair = Pair { a: 1.5, b: -2.0 };
    let mut l = f.builder(Stream::StandIn);
    l.arg(&n)
        .value(&pair)
        .value(&v)
        .address(DevicePtr::<f32>::new(0x1122_3344_5566_7788));
    launch(&mut l).unwrap();
    let launched = stand_in::launches(&k);
    assert_eq!(launched.len(), 1);
    assert_eq!(launched[0][0], 7i32.to_le_bytes());
    let mut pair_image = vec![0u8; 16];
    pair.write_image(&mut pair_image).unwrap();
    assert_eq!(launched[0][1], pair_image);
    assert_eq!(launched[0][2][..4], 1.0f32.to_le_bytes());
    assert_eq!(launched[0][3], 0x1122_3344_5566_7788u64.to_le_bytes());
}

/// Pushes `k`'s arguments as a caller of `k(int n, Pair p, float4 v, float *out)` would,
/// with `n` for the first: `(n, Pair, Float4, null)`.
fn push_k<'a, N: DeviceRepr>(l: &mut CheckedLaunch<'a>, n: &'a N) {
    l.arg(n)
        .value(&Pair { a: 0.0, b: 0.0 })
        .value(&Float4::default())
        .address(DevicePtr::<f32>::null());
}

fn slots(pairs: &[(usize, usize)]) -> Vec<ParamSlot> {
    pairs.iter().map(|&p| p.into()).collect()
}

fn refused(l: &mut CheckedLaunch<'_>, k: &FakeKernel) -> ParamMismatch {
    let before = stand_in::launch_count(k);
    let e = match launch(l) {
        Err(LaunchError::Args(m)) => m,
        other => panic!("not refused: {other:?}"),
    };
    assert_eq!(stand_in::launch_count(k), before, "the driver was called");
    *e
}

#[test]
fn a_missing_argument_is_refused() {
    let k = kernel_k();
    let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
    let (n, v) = (7i32, Float4::default());
    let mut l = f.builder(Stream::StandIn);
    l.arg(&n).value(&Pair { a: 0.0, b: 0.0 }).value(&v);
    let e = refused(&mut l, &k);
    assert_eq!(param(&e), (3, None, None, Some(ParamSlot::new(48, 8))));
    assert_eq!(
        e.to_string(),
        "kernel `k`: parameter 3 (8 bytes at offset 48 of the sm_90 device layout) has no \
         argument; 3 arguments pushed, the kernel has 4 parameters"
    );
}

#[test]
fn an_extra_argument_is_refused() {
    let k = kernel_k();
    let f = stand_in::function(&k, "k", stand_in::driver(false, true)).unwrap();
    let (n, extra) = (7i32, 1u32);
    let mut l = f.builder(Stream::StandIn);
    push_k(&mut l, &n);
    l.arg(&extra);
    let e = refused(&mut l, &k);
    let (index, ours, _, theirs) = param(&e);
    assert_eq!((index, theirs, ours.map(|o| o.offset)), (4, None, Some(56)));
    assert_eq!(e.source, ParamsSource::DriverProbed);
    assert!(e.to_string().starts_with(
        "kernel `k`: argument 4 (`u32`, 4 bytes aligned 4, at offset 56 of the sm_90 device \
         layout) has no parameter; 5 arguments pushed, the kernel has 4"
    ));
}

#[test]
fn a_wrong_size_is_refused() {
    let k = kernel_k();
    let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
    // A `long long` for the `int`.
    let n = 7i64;
    let mut l = f.builder(Stream::StandIn);
    push_k(&mut l, &n);
    let e = refused(&mut l, &k);
    let (index, ours, _, theirs) = param(&e);
    assert_eq!(
        (index, ours, theirs),
        (0, Some(ParamSlot::new(0, 8)), Some(ParamSlot::new(0, 4)))
    );
    assert!(e
        .to_string()
        .contains("`i64`, 8 bytes aligned 8) is 8 bytes at offset 0"));
}

#[test]
fn a_wrong_alignment_is_refused() {
    let k = kernel_k();
    let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
    // Four floats aligned 4 for the `float4` (aligned 16): 16 bytes at 24, not 32.
    let (n, v) = (7i32, [1.0f32; 4]);
    let mut l = f.builder(Stream::StandIn);
    l.arg(&n)
        .value(&Pair { a: 0.0, b: 0.0 })
        .arg(&v)
        .address(DevicePtr::<f32>::null());
    let e = refused(&mut l, &k);
    let (index, ours, _, theirs) = param(&e);
    assert_eq!(
        (index, ours.map(|o| o.offset), theirs),
        (2, Some(24), Some(ParamSlot::new(32, 16)))
    );
    assert!(e.to_string().contains("an alignment differs"), "{e}");
}

#[test]
fn a_by_value_struct_of_another_layout_is_refused() {
    // `struct Pair { float a; float b; }` in the kernel: 8 bytes aligned 4 at offset 4.
    let k = FakeKernel::new(SM90, &[(0, 4), (4, 8), (16, 16), (32, 8)]);
    let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
    let n = 7i32;
    let mut l = f.builder(Stream::StandIn);
    push_k(&mut l, &n);
    let e = refused(&mut l, &k);
    let (index, ours, pushed, theirs) = param(&e);
    assert_eq!(
        (
            index,
            pushed.map(|p| (p.ty, p.size)),
            ours.map(|o| o.offset),
            theirs
        ),
        (1, Some(("Pair", 16)), Some(8), Some(ParamSlot::new(4, 8)))
    );
    assert!(
        e.to_string()
            .contains("parameter 1: the argument (`Pair`, 16 bytes aligned 8)"),
        "{e}"
    );
}

#[test]
fn a_value_that_cannot_be_marshalled_is_the_launch_error() {
    // `struct Flags { unsigned char tag; unsigned level : 3; float weight; }`: the bit-field
    // shares the first `unsigned` with `tag` (C's packing, `ABI.md` §2), 8 bytes.
    let k = FakeKernel::new(SM90, &[(0, 8)]);
    let f = stand_in::function(&k, "k", stand_in::driver(true, true)).unwrap();
    let mut l = f.builder(Stream::StandIn);
    l.value(&Flags {
        tag: 1,
        level: 9,
        weight: 0.5,
    });
    match launch(&mut l) {
        Err(LaunchError::Marshal(e)) => {
            assert!(e.to_string().contains("level"), "{e}")
        }
        other => panic!("not a marshalling error: {other:?}"),
    }
    assert_eq!(stand_in::launch_count(&k), 0);
    // In range, the image goes through.
    let mut l = f.builder(Stream::StandIn);
    let flags = Flags {
        tag: 1,
        level: 5,
        weight: 0.5,
    };
    l.value(&flags);
    launch(&mut l).unwrap();
    let mut image = vec![0u8; 8];
    flags.write_image(&mut image).unwrap();
    assert_eq!(stand_in::launches(&k)[0][0], image);
}

#[test]
fn without_param_info_the_parameters_are_given() {
    let k = kernel_k();
    let e = stand_in::function(&k, "k", stand_in::driver(false, false)).unwrap_err();
    assert_eq!(e, ParamsError::NoParamInfo { kernel: "k".into() });
    assert!(e.to_string().contains("with_params"));
}
