use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(u8)]
struct S {
    a: u32,
}

fn main() {}
