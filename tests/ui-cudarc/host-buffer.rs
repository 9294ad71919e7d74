// A host buffer where a kernel takes a device pointer is a compile error, for a `kernels!` launch
// and for a checked launch's `buffer`: no runtime check could tell (a pointer is 8 bytes either
// way).
use ptx_abi_core::gpu::cudarc::driver::{CudaFunction, CudaSlice, CudaStream, LaunchConfig};
use ptx_abi_core::gpu::CheckedFunction;
use ptx_abi_core::kernels;

kernels! {
    pub extern "C" fn scale(data: *mut f32, weights: *const f32, n: u32);
}

unsafe fn run(
    stream: &CudaStream,
    function: &CudaFunction,
    checked: &CheckedFunction,
    device: &mut CudaSlice<f32>,
    host: &mut Vec<f32>,
) {
    let config = LaunchConfig::for_num_elems(1);
    // A host vector where `float *` and `const float *` are declared.
    let _ = scale::launch(stream, function, config, host, &*host, 1);
    // The same through a checked launch.
    let _ = checked.launch_builder(stream).buffer_mut(host).buffer(device);
}

fn main() {}
