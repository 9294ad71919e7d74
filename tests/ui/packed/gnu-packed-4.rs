use ptx_abi_core::PtxAbi;

#[derive(PtxAbi, Clone, Copy)]
#[repr(C, packed(4))]
#[ptx(gnu_packed)]
struct S {
    a: u8,
    b: u64,
}

fn main() {}
