// The derive's assertions against each mistake of the mutation matrix made in the Rust type
// (tests/oracle/mutations.rs): every member and the type carry the figures the compilers give
// the correct type (size 48, align 16; `mode` at bit 256, `wrap` at bit 260). Each mistake that
// moves a figure is an error below; a member retyped in place or renamed moves none (out of the
// assertions' scope: `rust_type`, `check_header_text` and the lockfile catch them).
use ptx_abi_core::vector::Float4;
use ptx_abi_core::PtxAbi;

// members reordered (`count` before `weight`)
#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Reordered {
    #[ptx(assert_offset = 0)]
    flag: u32,
    #[ptx(assert_offset = 16)]
    colour: Float4,
    #[ptx(bits = 4, assert_bit_offset = 256)]
    mode: u32,
    #[ptx(bits = 1, assert_bit_offset = 260)]
    wrap: bool,
    #[ptx(assert_offset = 40)]
    count: i32,
    #[ptx(assert_offset = 36)]
    weight: f32,
    #[ptx(assert_offset = 44)]
    alive: bool,
}

// a member retyped, same size (`i32` for `f32`): nothing moves, nothing is caught
#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Retyped {
    #[ptx(assert_offset = 0)]
    flag: u32,
    #[ptx(assert_offset = 16)]
    colour: Float4,
    #[ptx(bits = 4, assert_bit_offset = 256)]
    mode: u32,
    #[ptx(bits = 1, assert_bit_offset = 260)]
    wrap: bool,
    #[ptx(assert_offset = 36)]
    weight: i32,
    #[ptx(assert_offset = 40)]
    count: i32,
    #[ptx(assert_offset = 44)]
    alive: bool,
}

// a member removed (`count`)
#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Removed {
    #[ptx(assert_offset = 0)]
    flag: u32,
    #[ptx(assert_offset = 16)]
    colour: Float4,
    #[ptx(bits = 4, assert_bit_offset = 256)]
    mode: u32,
    #[ptx(bits = 1, assert_bit_offset = 260)]
    wrap: bool,
    #[ptx(assert_offset = 36)]
    weight: f32,
    #[ptx(assert_offset = 44)]
    alive: bool,
}

// a member added (`extra`)
#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Added {
    #[ptx(assert_offset = 0)]
    flag: u32,
    #[ptx(assert_offset = 16)]
    colour: Float4,
    #[ptx(bits = 4, assert_bit_offset = 256)]
    mode: u32,
    #[ptx(bits = 1, assert_bit_offset = 260)]
    wrap: bool,
    #[ptx(assert_offset = 36)]
    weight: f32,
    #[ptx(assert_offset = 40)]
    count: i32,
    #[ptx()]
    extra: i32,
    #[ptx(assert_offset = 44)]
    alive: bool,
}

// a bit-field resized (`mode`, 4 bits to 3)
#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Resized {
    #[ptx(assert_offset = 0)]
    flag: u32,
    #[ptx(assert_offset = 16)]
    colour: Float4,
    #[ptx(bits = 3, assert_bit_offset = 256)]
    mode: u32,
    #[ptx(bits = 1, assert_bit_offset = 260)]
    wrap: bool,
    #[ptx(assert_offset = 36)]
    weight: f32,
    #[ptx(assert_offset = 40)]
    count: i32,
    #[ptx(assert_offset = 44)]
    alive: bool,
}

// bit-fields swapped (`wrap` before `mode`)
#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Swapped {
    #[ptx(assert_offset = 0)]
    flag: u32,
    #[ptx(assert_offset = 16)]
    colour: Float4,
    #[ptx(bits = 1, assert_bit_offset = 260)]
    wrap: bool,
    #[ptx(bits = 4, assert_bit_offset = 256)]
    mode: u32,
    #[ptx(assert_offset = 36)]
    weight: f32,
    #[ptx(assert_offset = 40)]
    count: i32,
    #[ptx(assert_offset = 44)]
    alive: bool,
}

// a member's alignment raised (`weight` to 8)
#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Aligned {
    #[ptx(assert_offset = 0)]
    flag: u32,
    #[ptx(assert_offset = 16)]
    colour: Float4,
    #[ptx(bits = 4, assert_bit_offset = 256)]
    mode: u32,
    #[ptx(bits = 1, assert_bit_offset = 260)]
    wrap: bool,
    #[ptx(assert_offset = 36, align = 8)]
    weight: f32,
    #[ptx(assert_offset = 40)]
    count: i32,
    #[ptx(assert_offset = 44)]
    alive: bool,
}

// an array for a vector type (`[f32; 4]` for `Float4`)
#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Array {
    #[ptx(assert_offset = 0)]
    flag: u32,
    #[ptx(assert_offset = 16)]
    colour: [f32; 4],
    #[ptx(bits = 4, assert_bit_offset = 256)]
    mode: u32,
    #[ptx(bits = 1, assert_bit_offset = 260)]
    wrap: bool,
    #[ptx(assert_offset = 36)]
    weight: f32,
    #[ptx(assert_offset = 40)]
    count: i32,
    #[ptx(assert_offset = 44)]
    alive: bool,
}

// `bool` for `i32`
#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Boolean {
    #[ptx(assert_offset = 0)]
    flag: u32,
    #[ptx(assert_offset = 16)]
    colour: Float4,
    #[ptx(bits = 4, assert_bit_offset = 256)]
    mode: u32,
    #[ptx(bits = 1, assert_bit_offset = 260)]
    wrap: bool,
    #[ptx(assert_offset = 36)]
    weight: f32,
    #[ptx(assert_offset = 40)]
    count: bool,
    #[ptx(assert_offset = 44)]
    alive: bool,
}

// a member renamed (`count` to `total`): nothing moves, nothing is caught
#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Renamed {
    #[ptx(assert_offset = 0)]
    flag: u32,
    #[ptx(assert_offset = 16)]
    colour: Float4,
    #[ptx(bits = 4, assert_bit_offset = 256)]
    mode: u32,
    #[ptx(bits = 1, assert_bit_offset = 260)]
    wrap: bool,
    #[ptx(assert_offset = 36)]
    weight: f32,
    #[ptx(assert_offset = 40)]
    total: i32,
    #[ptx(assert_offset = 44)]
    alive: bool,
}

fn main() {}
