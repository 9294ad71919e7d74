use ptx_abi_core::{kernels, PtxAbi};

#[derive(PtxAbi)]
#[repr(C)]
struct Page {
    bytes: [u8; 4096],
}

kernels! {
    // 4,096 + 1 bytes: over the default 4 KB limit.
    pub extern "C" fn too_big(page: Page, flag: u8);
}

fn main() {}
