use ptx_abi_core::PtxAbi;

#[derive(PtxAbi, Clone, Copy)]
#[repr(C, packed(2))]
struct S {
    a: u8,
    #[ptx(align = 8)]
    b: u32,
}

fn main() {}
