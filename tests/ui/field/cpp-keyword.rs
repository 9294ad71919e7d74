// A member named like a C++ keyword cannot be named in the CUDA C++ mirror: `short signed : 9;`
// would even compile, as an unnamed bit-field of type `signed short`.
use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct Flags {
    #[ptx(bits = 9)]
    signed: i16,
    tail: u8,
}

fn main() {}
