use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    #[ptx(bits = 4)]
    a: half::f16,
}

fn main() {}
