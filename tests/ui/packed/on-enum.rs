use ptx_abi_core::PtxAbi;

#[derive(PtxAbi, Clone, Copy)]
#[repr(u8)]
#[ptx(gnu_packed)]
enum E {
    A,
}

fn main() {}
