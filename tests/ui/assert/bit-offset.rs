use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct S {
    #[ptx(bits = 3)]
    a: u8,
    #[ptx(bits = 4, assert_bit_offset = 4)]
    b: u8,
}

fn main() {}
