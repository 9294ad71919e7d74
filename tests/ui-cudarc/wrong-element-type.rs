// A `kernels!` launch refuses a device buffer of another element type at compile time.
use ptx_abi_core::gpu::DeviceImages;
use ptx_abi_core::gpu::cudarc::driver::{CudaFunction, CudaSlice, CudaStream, LaunchConfig};
use ptx_abi_core::{kernels, PtxAbi};

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub struct Particle {
    pub x: f32,
    #[ptx(bits = 3)]
    pub kind: u8,
}

kernels! {
    pub extern "C" fn step(particles: *mut Particle, weights: *const f32, n: u32);
}

unsafe fn run(
    stream: &CudaStream,
    function: &CudaFunction,
    floats: &mut CudaSlice<f32>,
    particles: &DeviceImages<Particle>,
) {
    let config = LaunchConfig::for_num_elems(1);
    // A buffer of `f32` where `Particle *` is declared, and one of `Particle` where
    // `const float *` is.
    let _ = step::launch(stream, function, config, floats, particles, 1);
}

fn main() {}
