//! Properties of marshalling, checked on random types and values (proptest drives the seed of
//! `ptx_abi_kernels::random`) and on a few derived types:
//!
//! - `read_dyn(write_dyn(v)) == v` (unions read back as their bytes), and padding is written zero;
//! - `read_dyn` on arbitrary bytes never panics: it errs, or yields a value that writes back the
//!   same bytes, padding and unnamed bit-fields aside; the same for `from_device_bytes` /
//!   `to_device_bytes` of derived types, which agree with the dynamic path on every input;
//! - the C++ mirror renders, `param_decl` declares every type in the tree, and the layout map,
//!   the `.address_size 64` replay and `has_padding` agree with the layout.

use proptest::prelude::*;
use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::dynamic::{cpp_initializer, dyn_to_device_bytes, read_dyn};
use ptx_abi_core::layout::render_layout_map;
use ptx_abi_core::layout::Kind;
use ptx_abi_core::ptx::{param_decl, ParamSpace};
use ptx_abi_core::vector::{Float3, Float4, Short3};
use ptx_abi_core::{
    from_device_bytes, to_device_bytes, AddressSize, DevicePtr, Layout, PtxAbi, UnionBytes,
};
use ptx_abi_kernels::random::{
    covered_mask, meaningful_mask, random_bytes, random_value, read_back_form, rust_source,
    ChaCha8Rng, RandomTypes,
};

/// A source of random bytes.
struct Bytes(ChaCha8Rng);

impl Bytes {
    fn new(seed: u64) -> Bytes {
        Bytes(RandomTypes::case_rng(seed, u64::MAX))
    }

    fn rng(&mut self) -> &mut ChaCha8Rng {
        &mut self.0
    }

    fn byte(&mut self) -> u8 {
        random_bytes(&mut self.0, 1)[0]
    }

    fn fill(&mut self, n: usize) -> Vec<u8> {
        random_bytes(&mut self.0, n)
    }
}

/// `cases` cases (or `PROPTEST_CASES`); failures are printed with their seed, not saved to a file (the root package
/// has no `lib.rs` for proptest to put its regression files beside). Under Miri, 5 cases: each
/// runs thousands of times slower there (`tools/miri.sh`; 8 cases took 2 min of CI), and the
/// paths are the same.
fn config(cases: u32) -> ProptestConfig {
    let cases = if cfg!(miri) { 5 } else { cases };
    ProptestConfig {
        // `PROPTEST_CASES=100000 cargo test --test layouts` for a deeper search.
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(cases),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// `a` and `b` differ only where `mask` is clear.
fn equal_under(mask: &[u8], a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len()
        && mask
            .iter()
            .zip(a.iter().zip(b))
            .all(|(m, (x, y))| (x ^ y) & m == 0)
}

/// Three kinds of input for the readers: bytes at random; a valid image with garbage in every
/// bit that carries no value; a valid image with a few bits flipped anywhere.
fn inputs(layout: &Layout, valid: &[u8], bytes: &mut Bytes) -> [Vec<u8>; 3] {
    let mask = meaningful_mask(layout);
    let noise = bytes.fill(layout.size);
    let garbage_in_padding = valid
        .iter()
        .zip(&noise)
        .zip(&mask)
        .map(|((v, n), m)| (v & m) | (n & !m))
        .collect();
    let mut flipped = valid.to_vec();
    for _ in 0..3.min(layout.size) {
        let i = usize::from(bytes.byte()) * 257 % layout.size;
        flipped[i] ^= 1 << (bytes.byte() % 8);
    }
    [bytes.fill(layout.size), garbage_in_padding, flipped]
}

/// Every layout in the tree of `layout` (members, elements), `layout` first.
fn walk(layout: &'static Layout, out: &mut Vec<&'static Layout>) {
    out.push(layout);
    match layout.kind {
        Kind::Array { elem, .. } => walk(elem, out),
        Kind::Struct { fields, .. } | Kind::Union { fields, .. } => {
            for f in fields {
                walk(f.layout, out);
            }
        }
        _ => {}
    }
}

proptest! {
    #![proptest_config(config(1000))]

    /// Values round-trip through their image, and padding is written zero.
    #[test]
    fn dyn_values_round_trip(seed: u64, index in 0u64..1 << 20) {
        let case = RandomTypes::new(seed).case(index);
        let layout = case.layout;
        let image = dyn_to_device_bytes(layout, &case.value);
        prop_assert!(image.is_ok(), "{:?}\n{}", image, case.cpp());
        let image = image.unwrap();
        prop_assert_eq!(image.len(), layout.size);
        let covered = covered_mask(layout);
        prop_assert!(
            image.iter().zip(&covered).all(|(b, m)| b & !m == 0),
            "padding not zero: {:02x?}\n{}", image, case.cpp()
        );
        let back = read_dyn(layout, &image);
        prop_assert_eq!(back, Ok(read_back_form(layout, &case.value)), "{}", case.cpp());
    }

    /// `read_dyn` never panics; what it reads writes back the same meaningful bits.
    #[test]
    fn dyn_read_of_any_bytes(seed: u64, index in 0u64..1 << 20, noise: u64) {
        let case = RandomTypes::new(seed).case(index);
        let layout = case.layout;
        let valid = dyn_to_device_bytes(layout, &case.value).unwrap();
        let mask = meaningful_mask(layout);
        let mut bytes = Bytes::new(noise);
        let [random, padded, flipped] = inputs(layout, &valid, &mut bytes);
        for (what, input) in [("random", &random), ("garbage padding", &padded), ("flipped", &flipped)] {
            if let Ok(v) = read_dyn(layout, input) {
                let written = dyn_to_device_bytes(layout, &v);
                prop_assert!(written.is_ok(), "{what}: {:?} read from {:02x?} does not write", v, input);
                let written = written.unwrap();
                prop_assert!(
                    equal_under(&mask, &written, input),
                    "{what}: {:02x?} read as {:?}, written as {:02x?}\n{}", input, v, written, case.cpp()
                );
            }
        }
        // Garbage in the padding reads back as the value itself.
        prop_assert_eq!(read_dyn(layout, &padded), Ok(read_back_form(layout, &case.value)));
        // Wrong lengths are errors, not panics.
        if layout.size > 0 {
            prop_assert!(read_dyn(layout, &valid[..layout.size - 1]).is_err());
        }
        let mut longer = valid.clone();
        longer.push(0);
        prop_assert!(read_dyn(layout, &longer).is_err());
    }

    /// The C++ mirror, parameter declarations, layout map and padding report hold together.
    #[test]
    fn mirror_and_declarations(seed: u64, index in 0u64..1 << 20) {
        let case = RandomTypes::new(seed).case(index);
        let layout = case.layout;
        let mut header = CudaHeader::new();
        header.add_layout(layout);
        let text = header.render();
        let name = layout.name;
        let keyword = if matches!(layout.kind, Kind::Union { .. }) { "union" } else { "struct" };
        prop_assert!(text.contains(&format!("{keyword} ")) && text.contains(&format!(" {name} {{")), "{}", text);
        let size_assert = format!("static_assert(sizeof({name}) == {},", layout.size);
        prop_assert!(text.contains(&size_assert), "{}", text);
        prop_assert!(cpp_initializer(layout, &case.value).is_some());
        let rust_item = format!(" {name} {{");
        prop_assert!(rust_source(&case.ty).contains(&rust_item), "{}", rust_item);
        let map_head = format!("size {}, align {}", layout.size, layout.align);
        prop_assert!(render_layout_map(layout).contains(&map_head), "{}", map_head);
        prop_assert_eq!(layout.with_address_size(AddressSize::Bits64), (layout.size, layout.align));
        let mut tree = Vec::new();
        walk(layout, &mut tree);
        for l in tree {
            for space in [ParamSpace::Entry, ParamSpace::Func, ParamSpace::Return] {
                let decl = param_decl(l, "p", space, AddressSize::Bits64);
                prop_assert!(decl.is_ok(), "{:?} for {}", decl, l.name);
                let decl = decl.unwrap();
                if matches!(l.kind, Kind::Struct { .. } | Kind::Union { .. } | Kind::Array { .. } | Kind::Vector { .. }) {
                    // NVRTC aligns a device function's aggregate parameter of more than 128 bytes
                    // to at least 4 (see tests/kernels/param_decls.rs); otherwise the type's own.
                    let align = if space == ParamSpace::Func && l.size > 128 {
                        l.align.max(4)
                    } else {
                        l.align
                    };
                    prop_assert_eq!(decl, format!(".param .align {} .b8 p[{}]", align, l.size));
                }
                prop_assert!(param_decl(l, "p", space, AddressSize::Bits32).is_ok());
            }
            // A bit no named member covers is padding, which `has_padding` must report.
            if covered_mask(l).iter().any(|&m| m != 0xff) {
                prop_assert!(l.has_padding(), "{} has uncovered bits but no padding", l.name);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Derived types
// ---------------------------------------------------------------------------------------------

#[derive(PtxAbi, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i8)]
enum Mode {
    Low = -4,
    Off = 0,
    High = 3,
}

#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct Flags {
    #[ptx(bits = 3)]
    mode: Mode,
    #[ptx(bits = 1)]
    on: bool,
    #[ptx(bits = 5)]
    level: i8,
    #[ptx(bits = 0, unnamed)]
    _z: u32,
    c: u8,
    #[ptx(bits = 9, unnamed)]
    _pad: u16,
    #[ptx(bits = 40)]
    big: u64,
    #[ptx(bits = 23)]
    small: i64,
}

#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C, align(64))]
struct Mixed {
    pos: Float3,
    col: Float4,
    flags: Flags,
    grid: [[Short3; 2]; 2],
    ok: bool,
    #[ptx(align = 32)]
    f: f64,
    p: DevicePtr,
    modes: [Mode; 3],
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union Word {
    c: u8,
    i: u32,
    f: f32,
}
// SAFETY: the tests build `Word`s only from bytes (`from_device_bytes`), which sets all of them.
unsafe impl UnionBytes for Word {}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct WithUnion {
    w: [Word; 2],
    #[ptx(bits = 2)]
    tail: u16,
    e: Mode,
}

/// For any input: the derived reader and `read_dyn` agree on success, and what they read writes
/// back (derived and dynamic alike) the input's meaningful bits.
fn check_derived<T: PtxAbi>(seed: u64) -> Result<(), TestCaseError> {
    let layout = &T::LAYOUT;
    let mask = meaningful_mask(layout);
    let mut bytes = Bytes::new(seed);
    let value = random_value(layout, bytes.rng());
    let valid = dyn_to_device_bytes(layout, &value).unwrap();
    for input in inputs(layout, &valid, &mut bytes).iter().chain([&valid]) {
        let derived = from_device_bytes::<T>(input);
        let dynamic = read_dyn(layout, input);
        prop_assert_eq!(
            derived.is_ok(),
            dynamic.is_ok(),
            "{:02x?}: {:?}",
            input,
            dynamic
        );
        if let (Ok(d), Ok(v)) = (derived, dynamic) {
            let written = to_device_bytes(&d);
            prop_assert!(
                equal_under(&mask, &written, input),
                "{:02x?} written as {:02x?}",
                input,
                written
            );
            prop_assert_eq!(&written, &dyn_to_device_bytes(layout, &v).unwrap());
        }
    }
    // The valid image reads back.
    prop_assert!(from_device_bytes::<T>(&valid).is_ok());
    Ok(())
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn derived_flags(seed: u64) {
        check_derived::<Flags>(seed)?;
    }

    #[test]
    fn derived_mixed(seed: u64) {
        check_derived::<Mixed>(seed)?;
    }

    #[test]
    fn derived_with_union(seed: u64) {
        check_derived::<WithUnion>(seed)?;
    }

    #[test]
    fn derived_any_bytes_never_panic(input in prop::collection::vec(any::<u8>(), 0..200)) {
        let _ = from_device_bytes::<Flags>(&input);
        let _ = from_device_bytes::<Mixed>(&input);
        let _ = from_device_bytes::<WithUnion>(&input);
        let _ = read_dyn(&Mixed::LAYOUT, &input);
    }

    /// Derived values round-trip exactly.
    #[test]
    fn derived_values_round_trip(seed: u64) {
        let mut bytes = Bytes::new(seed);
        for _ in 0..4 {
            let v = random_value(&Mixed::LAYOUT, bytes.rng());
            let image = dyn_to_device_bytes(&Mixed::LAYOUT, &v).unwrap();
            let m = from_device_bytes::<Mixed>(&image).unwrap();
            prop_assert_eq!(to_device_bytes(&m), image);
            prop_assert_eq!(from_device_bytes::<Mixed>(&to_device_bytes(&m)).unwrap(), m);
        }
    }
}

#[test]
fn the_derived_types_have_padding_to_fill() {
    // The masks are not trivial: there is padding for the garbage to go into.
    for layout in [&Flags::LAYOUT, &Mixed::LAYOUT, &WithUnion::LAYOUT] {
        assert!(
            meaningful_mask(layout).iter().any(|&m| m != 0xff),
            "{}",
            layout.name
        );
    }
}

/// Every derived type of this file, checked against NVRTC 12 and 13 by the oracle (skips visibly
/// without it; CONTRIBUTING.md, "Checked against NVRTC and nvcc"): size, alignment, device image,
/// `.param` declarations, mirror.
#[test]
fn nvrtc_agrees_on_every_type_here() {
    use ptx_abi_kernels::oracle::Probe;
    use ptx_abi_testenv::oracle::assert_agrees;
    let flags = Flags {
        mode: Mode::Low,
        on: true,
        level: -16,
        _z: 0,
        c: u8::MAX,
        _pad: 0,
        big: (1 << 40) - 1,
        small: -(1 << 22),
    };
    let mut word = Word::zeroed();
    word.i = 0x8000_0001;
    let mut byte = Word::zeroed();
    byte.c = u8::MAX;
    assert_agrees(
        "test_properties",
        &[
            Probe::auto(&Mode::Low),
            Probe::auto(&flags),
            Probe::auto(&Mixed {
                pos: Float3::new(-0.0, f32::MAX, f32::from_bits(1)),
                col: Float4::new(f32::MIN, -1.5, 0.1, 1e30),
                flags,
                grid: [
                    [Short3::new(i16::MIN, -1, i16::MAX), Short3::new(1, 2, 3)],
                    [Short3::new(-4, -5, -6), Short3::new(i16::MAX, 0, i16::MIN)],
                ],
                ok: true,
                f: f64::MIN,
                p: DevicePtr::null(),
                modes: [Mode::High, Mode::Off, Mode::Low],
            }),
            Probe::auto(&word),
            Probe::auto(&WithUnion {
                w: [word, byte],
                tail: 3,
                e: Mode::High,
            }),
        ],
    );
}
