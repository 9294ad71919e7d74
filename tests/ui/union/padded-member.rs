use ptx_abi_core::PtxAbi;

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Padded {
    a: u8,
    b: u32,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union U {
    p: Padded,
    raw: [u32; 2],
}

// SAFETY: test.
unsafe impl ptx_abi_core::UnionBytes for U {}

fn main() {}
