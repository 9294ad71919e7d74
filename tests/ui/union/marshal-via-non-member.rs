use ptx_abi_core::PtxAbi;

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = t)]
union U {
    c: i8,
    #[ptx(bits = 8)]
    s: i16,
}

// SAFETY: test.
unsafe impl ptx_abi_core::UnionBytes for U {}

fn main() {}
