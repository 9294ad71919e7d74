use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    a: u8,
    #[ptx(assert_offset = 2)]
    b: u32,
}

fn main() {}
