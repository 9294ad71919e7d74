use ptx_abi_core::{kernels, CuTensorMapCuda12, CuTensorMapCuda13};

kernels! {
    pub extern "C" fn copy(src: CuTensorMapCuda12, dst: *const CuTensorMapCuda13);
}

fn main() {}
