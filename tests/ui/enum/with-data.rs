use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(u8)]
enum E {
    A,
    B(u32),
}

fn main() {}
