use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
enum E {
    A,
    B,
}

fn main() {}
