//! The derive's output names everything by absolute path: it compiles in a module without the
//! prelude, with `ptx_abi_core` reachable only under another name (`#[ptx(crate = "...")]`).

#[no_implicit_prelude]
mod hygienic {
    use ::renamed_core::{PtxAbi, UnionBytes};

    #[derive(
        PtxAbi,
        ::core::clone::Clone,
        ::core::marker::Copy,
        ::core::fmt::Debug,
        ::core::cmp::PartialEq,
    )]
    #[repr(u8)]
    #[ptx(crate = "::renamed_core")]
    pub enum Mode {
        Off = 0,
        On = 2,
    }

    #[derive(PtxAbi, ::core::fmt::Debug, ::core::cmp::PartialEq)]
    #[repr(C)]
    #[ptx(crate = "::renamed_core", assert(size = 8))]
    pub struct Flags {
        #[ptx(bits = 3)]
        pub small: u8,
        #[ptx(bits = 2, assert_bit_offset = 3)]
        pub mode: Mode,
        #[ptx(bits = 0, unnamed)]
        pub _gap: u32,
        #[ptx(bits = 9)]
        pub signed_bits: i16,
        #[ptx(assert_offset = 6)]
        pub tail: u8,
    }

    #[derive(PtxAbi, ::core::clone::Clone, ::core::marker::Copy)]
    #[repr(C)]
    #[ptx(crate = "::renamed_core")]
    pub union Word {
        pub i: u32,
        pub f: f32,
    }
    // SAFETY: values are built with `Word::zeroed()` and then a member write.
    unsafe impl UnionBytes for Word {}

    #[derive(PtxAbi, ::core::fmt::Debug, ::core::cmp::PartialEq)]
    #[repr(C)]
    #[ptx(crate = "::renamed_core")]
    pub struct Pair<T> {
        pub tag: u8,
        pub value: T,
    }
}

use hygienic::{Flags, Mode, Pair, Word};
use renamed_core::{assert_layout, from_device_bytes, to_device_bytes, PtxAbi};

// The `:0` after a bit-field aligns the struct on Windows (MSVC's rules, `ABI.md` §4a; clang 19
// with an `x86_64-pc-windows-msvc` host: 8 bytes, align 4, the same offsets).
#[cfg(not(windows))]
assert_layout!(Flags, size = 8, align = 2, offsets { tail = 6 }, bits { small = 0, mode = 3, signed_bits = 32 });
#[cfg(windows)]
assert_layout!(Flags, size = 8, align = 4, offsets { tail = 6 }, bits { small = 0, mode = 3, signed_bits = 32 });
assert_layout!(Mode, size = 1, align = 1);
assert_layout!(Word, size = 4, align = 4);
assert_layout!(Pair<u64>, size = 16, align = 8, offsets { tag = 0, value = 8 });
assert_layout!(Pair<Mode>, size = 2, align = 1, offsets { tag = 0, value = 1 });

#[test]
fn bit_fields_marshal() {
    let flags = Flags {
        small: 5,
        mode: Mode::On,
        _gap: 0,
        signed_bits: -2,
        tail: 9,
    };
    let image = to_device_bytes(&flags);
    assert_eq!(image, [5 | (2 << 3), 0, 0, 0, 0xfe, 0x01, 9, 0]);
    assert_eq!(from_device_bytes::<Flags>(&image).unwrap(), flags);
}

#[test]
fn enum_union_and_generic_marshal() {
    assert_eq!(to_device_bytes(&Mode::On), [2]);
    assert!(from_device_bytes::<Mode>(&[1]).is_err());

    let mut word = Word::zeroed();
    word.f = 1.0;
    assert_eq!(to_device_bytes(&word), 1.0f32.to_le_bytes());
    // SAFETY: `word` was built by `zeroed()`; every bit pattern is a valid `u32`.
    assert_eq!(unsafe { word.i }, 0x3f80_0000);

    let pair = Pair {
        tag: 7,
        value: 0x0102_0304_0506_0708u64,
    };
    let image = to_device_bytes(&pair);
    assert_eq!(image[..8], [7, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(image[8..], 0x0102_0304_0506_0708u64.to_le_bytes());
    assert_eq!(from_device_bytes::<Pair<u64>>(&image).unwrap(), pair);
    assert_eq!(<Pair<Mode> as PtxAbi>::LAYOUT.size, 2);
}

/// Every type of this file (generic `Pair` as `Pair<unsigned long long>` and `Pair<Mode>`),
/// checked against NVRTC 12 and 13 by the oracle (skips visibly without it; CONTRIBUTING.md,
/// "Checked against NVRTC and nvcc"): size, alignment, device image, `.param` declarations, mirror.
#[test]
fn nvrtc_agrees_on_every_type_here() {
    use ptx_abi_kernels::oracle::Probe;
    use ptx_abi_testenv::oracle::assert_agrees;
    let mut word = Word::zeroed();
    word.i = u32::MAX;
    assert_agrees(
        "test_hygiene",
        &[
            Probe::auto(&Mode::On),
            Probe::auto(&Flags {
                small: 7,
                mode: Mode::On,
                _gap: 0,
                signed_bits: -256,
                tail: u8::MAX,
            }),
            Probe::auto(&word),
            Probe::auto(&Pair {
                tag: u8::MAX,
                value: u64::MAX,
            }),
            Probe::auto(&Pair {
                tag: 0x80,
                value: Mode::On,
            }),
        ],
    );
}

/// Raw identifiers are their plain names in C++: `r#type` is the member `type`.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct RawNames {
    r#type: u32,
    #[ptx(bits = 3)]
    r#match: u8,
}

#[test]
fn raw_identifiers_are_plain_names_in_cpp() {
    let header = ptx_abi_core::cuda::cuda_mirror::<RawNames>();
    assert!(header.contains("    unsigned int type;\n"), "{header}");
    assert!(
        header.contains("    unsigned char match : 3;\n"),
        "{header}"
    );
    assert!(
        header.contains("PTX_ABI_OFFSETOF(type, RawNames) == 0"),
        "{header}"
    );
    let v = RawNames {
        r#type: 7,
        r#match: 5,
    };
    let image = ptx_abi_core::to_device_bytes(&v);
    assert_eq!(image, [7, 0, 0, 0, 5, 0, 0, 0]);
    assert_eq!(
        ptx_abi_core::from_device_bytes::<RawNames>(&image).unwrap(),
        v
    );
    ptx_abi_testenv::oracle::assert_agrees(
        "test_hygiene raw identifiers",
        &[ptx_abi_kernels::oracle::Probe::auto(&v)],
    );
}
