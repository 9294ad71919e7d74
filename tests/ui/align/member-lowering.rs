use ptx_abi_core::PtxAbi;

// NVRTC would apply `__attribute__((aligned(2)))` to an `int` (offset 2), nvcc and rustc ignore
// it (offset 4): refused.
#[derive(PtxAbi)]
#[repr(C)]
struct S {
    c: i8,
    #[ptx(align = 2)]
    x: i32,
}

fn main() {}
