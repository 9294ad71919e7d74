use ptx_abi_core::{assert_layout, PtxAbi};

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    a: u8,
    b: u32,
    c: u8,
}

assert_layout!(S, size = 8, align = 4);

fn main() {}
