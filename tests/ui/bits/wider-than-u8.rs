use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    #[ptx(bits = 9)]
    a: u8,
}

fn main() {}
