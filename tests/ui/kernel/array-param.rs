use ptx_abi_core::kernels;

kernels! {
    pub extern "C" fn sum(v: [f32; 4]);
}

fn main() {}
