use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C, packed)]
struct S {
    a: u8,
    b: u32,
}

fn main() {}
