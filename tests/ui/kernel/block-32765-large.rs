use ptx_abi_core::{kernels, PtxAbi};

#[derive(PtxAbi)]
#[repr(C)]
struct Block {
    bytes: [u8; 32764],
}

kernels! {
    // 32,764 + 1 bytes: over the CUDA 12.1+ limit.
    #[ptx(large_params)]
    pub extern "C" fn too_big(block: Block, flag: bool);
}

fn main() {}
