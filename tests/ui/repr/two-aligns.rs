use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C, align(8), align(16))]
struct S {
    a: u32,
}

fn main() {}
