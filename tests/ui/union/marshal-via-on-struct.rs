use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
#[ptx(marshal_via = a)]
struct S {
    a: u32,
}

fn main() {}
