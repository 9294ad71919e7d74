use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
enum E {
    A,
    B,
}

fn main() {}
