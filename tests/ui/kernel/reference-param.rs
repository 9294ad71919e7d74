use ptx_abi_core::kernels;

kernels! {
    pub extern "C" fn sum(values: &[f32; 4], out: &mut f32);
}

fn main() {}
