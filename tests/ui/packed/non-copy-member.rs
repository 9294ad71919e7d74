use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct Inner {
    a: u32,
}

// Members of a packed struct are copied out unaligned, never borrowed: they must be `Copy`.
#[derive(PtxAbi)]
#[repr(C, packed)]
struct Wire {
    tag: u8,
    inner: Inner,
}

fn main() {}
