use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    bytes: Vec<u8>,
}

fn main() {}
