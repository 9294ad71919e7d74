use ptx_abi_core::kernels;

kernels! {
    pub extern "C" fn count(n: u32) -> u32;
}

fn main() {}
