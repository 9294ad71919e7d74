//! The kernel crate of the `06_rust_kernel` example: `particle.rs` and `kernel.rs`, which the host
//! program compiles too, as modules of a `no_std` crate for `nvptx64-nvidia-cuda`.
#![no_std]
#![cfg_attr(target_arch = "nvptx64", feature(abi_ptx, stdarch_nvptx))]

pub mod particle;
pub use particle::Particle;
pub mod kernel;

#[cfg(target_arch = "nvptx64")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}
