use ptx_abi_core::PtxAbi;

// `__align__(4)` on a struct holding a `u64`: aligned 4 under NVRTC, 8 under nvcc and rustc.
#[derive(PtxAbi)]
#[repr(C, align(4))]
struct S {
    x: u64,
    c: u8,
}

fn main() {}
