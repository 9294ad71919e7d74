use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
#[ptx(assert(align = 8))]
struct S {
    a: u8,
    b: u32,
}

fn main() {}
