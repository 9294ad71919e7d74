use ptx_abi_core::PtxAbi;

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(gnu_packed)]
struct S {
    a: u8,
    b: u32,
}

fn main() {}
