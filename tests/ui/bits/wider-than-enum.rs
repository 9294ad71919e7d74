use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(u8)]
enum Mode {
    A,
    B,
}

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    #[ptx(bits = 9)]
    mode: Mode,
}

fn main() {}
