use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    #[ptx(offset = 4)]
    a: u32,
}

fn main() {}
