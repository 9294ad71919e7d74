use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C, align(256))]
struct S {
    a: u32,
}

fn main() {}
