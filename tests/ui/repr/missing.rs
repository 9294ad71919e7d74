use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
struct S {
    a: u8,
    b: u32,
}

fn main() {}
