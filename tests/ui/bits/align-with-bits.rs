use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    #[ptx(bits = 3, align = 8)]
    a: u32,
}

fn main() {}
