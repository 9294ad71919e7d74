//! `from_device_bytes` on bytes a kernel could have written: derived types holding every kind of
//! member (bit-fields signed and unsigned, of `bool` and of enums, unnamed bit-fields, `bool`s,
//! enums with unsigned and signed underlying types, unions by bytes and through a member, CUDA
//! vectors, nested arrays, 128-bit integers, pointers). Bytes that are not a value must be an
//! error, never a panic; a value read must write back to an image that reads back to the same
//! image (the padding zeroed once, then stable).
#![no_main]

use libfuzzer_sys::fuzz_target;
use ptx_abi_core::vector::{Float3, Float4, Half2, Short2};
use ptx_abi_core::{from_device_bytes, slice, try_to_device_bytes, DevicePtr, PtxAbi, UnionBytes};

/// `enum class Mode : unsigned char { Off = 0, On = 1, Auto = 5 };`
#[derive(PtxAbi, Debug, Clone, Copy)]
#[repr(u8)]
enum Mode {
    Off = 0,
    On = 1,
    Auto = 5,
}

/// `enum class Level : short { Low = -2, High = 3 };`
#[derive(PtxAbi, Debug, Clone, Copy)]
#[repr(i16)]
enum Level {
    Low = -2,
    High = 3,
}

/// Bit-fields of every kind, an unnamed one among them.
#[derive(PtxAbi, Debug, Clone, Copy)]
#[repr(C)]
struct Flags {
    #[ptx(bits = 5)]
    small: i32,
    #[ptx(bits = 9)]
    count: u16,
    #[ptx(bits = 1)]
    on: bool,
    #[ptx(bits = 3, unnamed)]
    _gap: u8,
    #[ptx(bits = 3)]
    mode: Mode,
    #[ptx(bits = 3)]
    level: Level,
    #[ptx(bits = 40)]
    wide: i64,
    #[ptx(bits = 70)]
    huge: u128,
}

/// `union { float f; unsigned u; unsigned char b[4]; }`, marshalled by bytes.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union Word {
    f: f32,
    u: u32,
    b: [u8; 4],
}
// SAFETY: every value here is read from an image (all four bytes initialised).
unsafe impl UnionBytes for Word {}

/// `union { char c; short s:8; }`, marshalled through `s`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = s)]
union ViaBits {
    c: i8,
    #[ptx(bits = 8)]
    s: i16,
}
// SAFETY: every value here is read from an image through `s`, which covers both bytes.
unsafe impl UnionBytes for ViaBits {}

/// Everything else, and the above as members and array elements.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Everything {
    tag: u8,
    pos: Float3,
    vel: Float4,
    alive: bool,
    mode: Mode,
    level: Level,
    flags: [Flags; 2],
    grid: [[Short2; 2]; 3],
    half: Half2,
    word: Word,
    via: [ViaBits; 3],
    id: i128,
    next: DevicePtr<f32>,
    #[ptx(align = 16)]
    last: u16,
}

/// Reads `bytes` as a `T`; a value read writes back to an image that reads back unchanged.
fn check<T: PtxAbi>(bytes: &[u8]) {
    let size = T::LAYOUT.size;
    if bytes.len() >= size {
        if let Ok(value) = from_device_bytes::<T>(&bytes[..size]) {
            let image = try_to_device_bytes(&value).expect("a value read writes back");
            let again: T = from_device_bytes(&image).expect("its image reads back");
            let image_again = try_to_device_bytes(&again).expect("and writes back again");
            assert_eq!(image, image_again, "{}", T::LAYOUT.name);
        }
    }
    // Whole slices, of any length (a length that is not a multiple of the size is an error).
    if let Ok(values) = slice::from_device_bytes::<T>(bytes) {
        assert_eq!(values.len() * size, bytes.len());
        let image = slice::try_to_device_bytes(&values).expect("values read write back");
        let again = slice::from_device_bytes::<T>(&image).expect("their images read back");
        let image_again = slice::try_to_device_bytes(&again).expect("and write back again");
        assert_eq!(image, image_again, "[{}]", T::LAYOUT.name);
    }
}

fuzz_target!(|data: &[u8]| {
    // The first byte picks the type, so that the input's length can fit it exactly.
    let Some((&which, bytes)) = data.split_first() else {
        return;
    };
    match which % 6 {
        0 => check::<Everything>(bytes),
        1 => check::<Flags>(bytes),
        2 => check::<Word>(bytes),
        3 => check::<ViaBits>(bytes),
        4 => check::<[Mode; 3]>(bytes),
        _ => check::<[[Level; 2]; 2]>(bytes),
    }
});
