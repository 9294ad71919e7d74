use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct Inner {
    x: u32,
}

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    #[ptx(bits = 4)]
    a: Inner,
}

fn main() {}
