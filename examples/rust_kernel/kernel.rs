// The Rust kernel (nvptx64-nvidia-cuda): each thread moves one particle by `dt` and writes its
// new position, or leaves it where it is when it is not alive; the charge scales the velocity.
// It reads the particles through their device view (`View<Particle>`): the accessors read the
// image at NVRTC's offsets and extract the bit-fields, whatever rustc does with `Particle`.

use super::Particle;
use ptx_abi_core::device::View;
use ptx_abi_core::device_kernel;
use ptx_abi_core::vector::Float3;

#[device_kernel]
pub unsafe fn advance(particles: *const View<Particle>, n: u32, dt: f32, out: *mut Float3) {
    let i = thread_index();
    if i >= n {
        return;
    }
    let p = particles.add(i as usize).read();
    let (pos, vel) = (p.pos(), p.vel());
    let k = dt * p.charge() as f32;
    let moved = if p.alive().get() {
        Float3::new(pos.x + vel.x * k, pos.y + vel.y * k, pos.z + vel.z * k)
    } else {
        pos
    };
    out.add(i as usize).write(moved);
}

/// `blockIdx.x * blockDim.x + threadIdx.x`.
#[cfg(target_arch = "nvptx64")]
fn thread_index() -> u32 {
    // SAFETY: reading the special registers has no precondition.
    unsafe {
        (core::arch::nvptx::_block_idx_x() * core::arch::nvptx::_block_dim_x()
            + core::arch::nvptx::_thread_idx_x()) as u32
    }
}

/// On the host (where `#[device_kernel]` type-checks the kernel): thread 0.
#[cfg(not(target_arch = "nvptx64"))]
fn thread_index() -> u32 {
    0
}
