use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(Rust)]
struct S {
    a: u8,
    b: u32,
}

fn main() {}
