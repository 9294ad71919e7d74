use ptx_abi_core::kernels;

kernels! {
    #[ptx(device)]
    pub extern "C" fn to_bf16(x: f32) -> half::bf16;
}

fn main() {}
