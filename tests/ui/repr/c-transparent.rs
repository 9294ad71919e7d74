use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C, transparent)]
struct S {
    a: u32,
}

fn main() {}
