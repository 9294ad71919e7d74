use ptx_abi_core::kernels;

kernels! {
    pub extern "C" fn scale(n: u32, factor: half::f16);
}

fn main() {}
