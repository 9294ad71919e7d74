//! Rust kernels for `nvptx64-nvidia-cuda` over a type the host shares (`book/src/rust-kernels.md`).
#![no_std]
#![cfg_attr(target_arch = "nvptx64", feature(abi_ptx, stdarch_nvptx))]

use ptx_abi_core::device::{DeviceView, View};
use ptx_abi_core::vector::Float3;
use ptx_abi_core::{device_kernel, DeviceView, PtxAbi};

#[derive(PtxAbi, DeviceView, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct Particle {
    pub pos: Float3,
    pub vel: Float3,
    #[ptx(bits = 3)]
    pub charge: i8,
    #[ptx(bits = 1)]
    pub alive: bool,
}

/// Moves each live particle by `dt`, scaled by its charge. Views are read-only: a kernel reads a
/// member with its accessor, and writes a whole new image, here with `DeviceView::from_value`.
#[device_kernel]
pub unsafe fn advance(particles: *mut View<Particle>, n: u32, dt: f32) {
    let i = thread_index();
    if i >= n {
        return;
    }
    let slot = particles.add(i as usize);
    let p = slot.read();
    if !p.alive().get() {
        return;
    }
    let (pos, vel, k) = (p.pos(), p.vel(), dt * p.charge() as f32);
    let moved = Particle {
        pos: Float3::new(pos.x + vel.x * k, pos.y + vel.y * k, pos.z + vel.z * k),
        vel,
        charge: p.charge(),
        alive: true,
    };
    // `from_value` checks each bit-field's range: a charge outside -4..=3 is an error, not a
    // truncation (the kernel leaves that particle as it was).
    if let Ok(view) = DeviceView::from_value(&moved) {
        slot.write(view);
    }
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

/// On the host, where the crate is type-checked and tested: thread 0.
#[cfg(not(target_arch = "nvptx64"))]
fn thread_index() -> u32 {
    0
}

/// A panic on the GPU stops the kernel with a trap (the launch reports an error).
#[cfg(target_arch = "nvptx64")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    // SAFETY: `trap` aborts the kernel; it has no precondition.
    unsafe { core::arch::nvptx::trap() }
}
