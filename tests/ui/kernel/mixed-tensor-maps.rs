use ptx_abi_core::{handles::*, kernels};

kernels! {
    pub extern "C" fn copy(src: CuTensorMapCuda12, dst: *const CuTensorMapCuda13);
}

fn main() {}
