use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    #[ptx(bits = 3, bits = 4)]
    a: u32,
}

fn main() {}
