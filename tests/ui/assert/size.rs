use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(size = 8))]
struct S {
    a: u8,
    b: u32,
    c: u8,
}

fn main() {}
