use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(u8)]
enum Kind {
    A,
    B,
}

// The enum is not `Copy`: a packed struct's members are copied out unaligned.
#[derive(PtxAbi)]
#[repr(C, packed)]
#[ptx(gnu_packed)]
struct Header {
    version: u8,
    #[ptx(bits = 2)]
    kind: Kind,
}

fn main() {}
