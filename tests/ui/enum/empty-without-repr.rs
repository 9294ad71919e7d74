use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
enum E {}

fn main() {}
