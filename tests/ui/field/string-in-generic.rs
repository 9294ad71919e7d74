use ptx_abi_core::PtxAbi;

#[derive(PtxAbi)]
#[repr(C)]
struct S<T> {
    value: T,
    name: String,
}

fn main() {}
