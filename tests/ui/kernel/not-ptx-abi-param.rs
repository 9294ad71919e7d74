use ptx_abi_core::kernels;

kernels! {
    pub extern "C" fn greet(name: String, n: u32);
}

fn main() {}
