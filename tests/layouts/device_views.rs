//! Device views on the host (`ptx_abi_core::device`, `ABI.md` §12): every accessor reads what
//! the image holds, bit-fields extracted and sign-extended by the view itself (packed and
//! 128-bit units included), raw `bool`s and enums kept as written, and the conversions check as
//! `from_device_bytes` does. (On nvptx64 the same accessors are compiled by
//! `ptx-abi-kernels/tests/rust_views.rs`.)

use ptx_abi_core::device::{DeviceBool, DeviceView, EnumView, View};
use ptx_abi_core::vector::Float3;
use ptx_abi_core::{to_device_bytes, DeviceView, ErrorKind, PtxAbi};
use ptx_abi_kernels::agreement::corpus::{AgreeMode, AgreeParticle, AgreeTuple, AgreeWide};

#[derive(PtxAbi, DeviceView, Clone, Copy, Debug, PartialEq)]
#[repr(C, packed)]
struct Packed {
    tag: u8,
    #[ptx(bits = 13)]
    a: i32,
    #[ptx(bits = 30)]
    b: i64,
    v: [i32; 2],
    #[ptx(bits = 100)]
    huge: i128,
    #[ptx(bits = 7)]
    tail: u128,
}

#[derive(PtxAbi, DeviceView, Clone, Copy, Debug, PartialEq)]
#[repr(i8)]
enum Mode {
    Back = -2,
    Fwd = 1,
}

#[derive(PtxAbi, DeviceView, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct Nested {
    items: [Packed; 2],
    flags: [bool; 3],
    mode: Mode,
    pos: Float3,
}

fn packed(k: i32) -> Packed {
    Packed {
        tag: 0xA5,
        a: -4000 + k,
        b: (1 << 28) - i64::from(k),
        v: [-k, k],
        huge: -(1i128 << 98) + i128::from(k),
        tail: (100 + k) as u128,
    }
}

#[test]
fn a_views_size_and_alignment_are_the_images() {
    assert_eq!(size_of::<View<Packed>>(), <Packed as PtxAbi>::LAYOUT.size);
    assert_eq!(align_of::<View<Packed>>(), 1);
    assert_eq!(size_of::<View<Nested>>(), <Nested as PtxAbi>::LAYOUT.size);
    assert_eq!(align_of::<View<Nested>>(), <Nested as PtxAbi>::LAYOUT.align);
    assert_eq!(
        size_of::<View<AgreeWide>>(),
        <AgreeWide as PtxAbi>::LAYOUT.size
    );
}

#[test]
fn accessors_read_every_member_of_a_packed_type() {
    let p = packed(3);
    let view = View::<Packed>::from_value(&p).unwrap();
    let (tag, v) = (p.tag, p.v);
    assert_eq!(view.tag(), tag);
    assert_eq!(view.a(), -3997); // 13 bits across bytes 1 and 2, sign-extended
    assert_eq!(view.b(), (1 << 28) - 3);
    assert_eq!(view.v(), v);
    assert_eq!(view.huge(), -(1i128 << 98) + 3); // 100 bits, not byte-aligned
    assert_eq!(view.tail(), 103);
    assert_eq!(view.as_bytes(), to_device_bytes(&p).as_slice());
    assert_eq!(view.to_value().unwrap(), p);
}

#[test]
fn nested_views_arrays_bools_and_enums() {
    let n = Nested {
        items: [packed(1), packed(-2)],
        flags: [true, false, true],
        mode: Mode::Back,
        pos: Float3::new(1.0, -2.0, 0.5),
    };
    let view = View::<Nested>::from_value(&n).unwrap();
    let items = view.items();
    assert_eq!(items[1].a(), -4002);
    assert_eq!(items[0].huge(), -(1i128 << 98) + 1);
    assert_eq!(view.flags(), [DeviceBool(1), DeviceBool(0), DeviceBool(1)]);
    assert_eq!(view.mode().get(), Some(Mode::Back));
    assert_eq!(view.mode().raw(), -2);
    assert_eq!(view.pos(), Float3::new(1.0, -2.0, 0.5));
    assert_eq!(view.to_value().unwrap(), n);
}

#[test]
fn corpus_bit_fields_of_enums_bools_and_64_bits() {
    let p = AgreeParticle {
        position: Float3::new(1.0, -2.0, 3.5),
        color: ptx_abi_core::vector::Float4::new(1.0, 0.5, 0.25, -0.0),
        mass: 2.5,
        species: 5,
        alive: true,
        mode: AgreeMode::Back,
    };
    let view = View::<AgreeParticle>::from_value(&p).unwrap();
    assert_eq!(
        (view.species(), view.alive(), view.mode().raw()),
        (5, DeviceBool(1), -2)
    );
    let w = AgreeWide {
        tag: 0xFE,
        a: -(1 << 32),
        b: (1 << 30) - 1,
        full: i64::MIN + 5,
        sign: -1,
        big: ptx_abi_kernels::agreement::corpus::AgreeBig::Huge,
    };
    let view = View::<AgreeWide>::from_value(&w).unwrap();
    assert_eq!(
        (view.a(), view.b(), view.full(), view.sign()),
        (-(1 << 32), (1 << 30) - 1, i64::MIN + 5, -1)
    );
    assert_eq!(view.big().raw(), 0xF000_0000_0000_0001);
    let t = View::<AgreeTuple>::from_value(&AgreeTuple(-5, u64::MAX - 1, i16::MIN, 100)).unwrap();
    assert_eq!(
        (t._0(), t._1(), t._2(), t._3()),
        (-5, u64::MAX - 1, i16::MIN, 100)
    );
}

#[test]
fn raw_bytes_a_kernel_wrote_are_read_without_undefined_behaviour_and_checked_on_conversion() {
    let mut image = to_device_bytes(&Nested {
        items: [packed(0), packed(0)],
        flags: [false; 3],
        mode: Mode::Fwd,
        pos: Float3::default(),
    });
    let flags = <Nested as PtxAbi>::LAYOUT.offset_of("flags");
    let mode = <Nested as PtxAbi>::LAYOUT.offset_of("mode");
    image[flags + 1] = 2;
    image[mode] = 7;
    let view = View::<Nested>::from_bytes(&image).unwrap();
    assert_eq!(view.flags()[1], DeviceBool(2));
    assert!(view.flags()[1].get() && view.flags()[1].checked().is_none());
    assert_eq!(view.mode(), EnumView::from_raw(7));
    assert_eq!(view.mode().get(), None);
    let e = view.to_value().unwrap_err();
    assert_eq!(e.kind(), &ErrorKind::InvalidBool { value: 2 });
    assert_eq!(e.path(), "Nested.flags[1]");
}

#[test]
fn wrong_lengths_and_out_of_range_values_are_errors_naming_the_type() {
    let e = View::<Packed>::from_bytes(&[0; 3]).unwrap_err();
    assert_eq!(
        e.kind(),
        &ErrorKind::WrongLength {
            expected: <Packed as PtxAbi>::LAYOUT.size,
            actual: 3
        }
    );
    assert_eq!(e.type_name(), "Packed");
    let mut p = packed(0);
    p.a = 5000; // 13 bits hold -4096..=4095
    let e = View::<Packed>::from_value(&p).unwrap_err();
    assert_eq!((e.type_name(), e.field()), ("Packed", "a"));
}

/// A kernel that panics on the host (an out-of-bounds index here) fails its test: the host twin
/// of a `#[device_kernel]` is `extern "C-unwind"`, so the panic unwinds to the caller instead of
/// aborting the test binary at an `extern "C"` boundary.
#[ptx_abi_core::device_kernel]
pub unsafe fn reads_past_the_end(items: *const [u32; 2], i: u32, out: *mut u32) {
    let items = items.read();
    *out = items[i as usize];
}

#[test]
fn a_kernel_panic_in_a_host_test_unwinds() {
    let items = [1u32, 2];
    let mut out = 0u32;
    // SAFETY: both pointers are valid for the reads and writes the kernel makes.
    unsafe { reads_past_the_end(&items, 1, &mut out) };
    assert_eq!(out, 2);
    let panicked = std::panic::catch_unwind(|| {
        let mut out = 0u32;
        // SAFETY: as above; index 5 panics before anything is written.
        unsafe { reads_past_the_end(&items, 5, &mut out) };
    });
    assert!(panicked.is_err(), "the kernel's panic reached the caller");
}
