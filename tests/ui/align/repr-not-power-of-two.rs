use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C, align(3))]
struct S {
    a: u32,
}

fn main() {}
