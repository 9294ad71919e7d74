use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
#[ptx(packed)]
struct S {
    a: u32,
}

fn main() {}
