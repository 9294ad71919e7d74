use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    a: u8,
    #[ptx(unnamed)]
    b: u32,
}

fn main() {}
