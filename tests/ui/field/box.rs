use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    value: Box<u32>,
}

fn main() {}
