use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
#[ptx(crate = "ptx_abi")]
struct S {
    a: u32,
}

fn main() {}
