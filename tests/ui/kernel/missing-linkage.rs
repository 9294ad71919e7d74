use ptx_abi_core::kernels;

kernels! {
    pub fn saxpy(n: u32, a: f32, x: *const f32, y: *mut f32);
    pub extern "system" fn other(n: u32);
}

fn main() {}
