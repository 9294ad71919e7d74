//! The UI cases, corrected as their messages say. Besides checking that the advice works, this
//! passing case makes trybuild `cargo build` the cases instead of `cargo check`ing them: errors
//! raised while monomorphizing (`param/f16-entry-param.rs`) only appear in a build.

use ptx_abi_core::{assert_layout, to_device_bytes, PtxAbi, UnionBytes};
use ptx_abi_core::ptx::entry_param_decl;

#[derive(PtxAbi, Clone, Copy)]
#[repr(u8)]
enum Mode {
    A,
    B,
}

#[derive(PtxAbi)]
#[repr(C, align(8))]
#[ptx(assert(size = 16, align = 8))]
struct Fixed {
    #[ptx(bits = 3)]
    small: u32,
    #[ptx(bits = 0, unnamed)]
    _gap: u32,
    #[ptx(bits = 8)]
    mode: Mode,
    #[ptx(align = 8, assert_offset = 8)]
    len: u64,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union Word {
    a: u32,
    b: f32,
}
// SAFETY: values are built with `Word::zeroed()` and then a member write.
unsafe impl UnionBytes for Word {}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = s)]
union WithBits {
    c: i8,
    #[ptx(bits = 8)]
    s: i16,
}
// SAFETY: values are built with `WithBits::zeroed()` and then `s` is written.
unsafe impl UnionBytes for WithBits {}

assert_layout!(Fixed, size = 16, align = 8, offsets { len = 8 }, bits { small = 0, mode = 32 });

fn main() {
    let fixed = Fixed {
        small: 5,
        _gap: 0,
        mode: Mode::B,
        len: 7,
    };
    let _ = (Mode::A, fixed._gap);
    assert_eq!(
        to_device_bytes(&fixed),
        [5, 0, 0, 0, 1, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0]
    );
    let mut w = Word::zeroed();
    w.a = 0x0102_0304;
    assert_eq!(to_device_bytes(&w), [4, 3, 2, 1]);
    let _ = unsafe { w.b };
    let mut u = WithBits::zeroed();
    u.s = -1;
    assert_eq!(to_device_bytes(&u), [0xff, 0]);
    let _ = unsafe { u.c };
    assert_eq!(entry_param_decl::<u16>("p"), ".param .u16 p");
}
