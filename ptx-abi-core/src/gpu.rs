//! Everything that talks to a GPU through [cudarc] (feature `cudarc`): typed and checked
//! launches, the driver's view of a loaded kernel's parameters, kernels found in a loaded
//! module, modules compiled ahead of time loaded for the GPU at hand, device buffers of images
//! and their overlapped transfers, and cudarc's `DeviceRepr` for image-equal types. The rest of
//! the crate builds without cudarc; this module is its one door to the driver, as cudarc's own
//! `safe` layer is to its `sys` bindings.
//!
//! - [`KernelArgs::launch`](crate::kernel::KernelArgs) and `kernels!`'s typed `launch`
//!   (errors: [`LaunchError`]; [`driver_params`] and [`loaded_layout`] read a loaded
//!   kernel's parameters as the driver reports them);
//! - [`CheckedFunction`] and [`CheckedLaunch`]: launches of kernels no `kernels!` declared,
//!   each argument checked against the loaded kernel's parameters;
//! - [`find_kernel`] and [`entry_symbols`]: a kernel by its C++ name in a loaded module;
//! - [`CompiledModule::load`](crate::kernel::compiled::CompiledModule::load): a build
//!   script's images loaded for the GPU ([`LoadModuleError`]);
//! - [`DeviceImages`], [`upload_slice`], [`download_slice`], [`ImageStaging`]: device buffers
//!   of images, written and read member by member where the host bytes are not the image;
//!   [`ReadArg`]/[`WriteArg`] pass them to typed launches with cudarc's events;
//! - [`impl_device_repr!`](crate::impl_device_repr): cudarc's `DeviceRepr` for image-equal
//!   types;
//! - [`open_device`]: a context, or why there is none ([`NoGpu`]) where cudarc would panic.
//!
//! [cudarc]: https://docs.rs/cudarc/0.19

mod checked_launch;
mod device_images;
mod driver;
mod launch;
mod load;
mod lookup;
mod repr;
mod staging;

/// The cudarc this crate launches with, for naming its types.
pub use cudarc;

pub use checked_launch::{CheckedFunction, CheckedLaunch, ParamsError};
pub use device_images::{
    download_slice, upload_slice, ArgGuard, DeviceImages, ReadArg, TransferError, WriteArg,
};
pub use launch::{driver_params, loaded_layout, LaunchError};
pub use load::LoadModuleError;
pub use lookup::{entry_symbols, find_kernel, KernelLookupError};
pub use staging::{release_staging, ImageStaging};

use std::sync::Arc;

use cudarc::driver::{sys, CudaContext, DriverError};

/// Why no GPU can be used here ([`open_device`]).
#[derive(Debug)]
pub enum NoGpu {
    /// No CUDA driver library on this machine (`libcuda.so`; `nvcuda.dll` on Windows).
    NoDriver,
    /// The driver is there, but the device could not be opened (none at that ordinal, or the
    /// driver's error).
    Device(DriverError),
}

impl std::fmt::Display for NoGpu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NoGpu::NoDriver => {
                f.write_str("no CUDA driver (libcuda.so; nvcuda.dll on Windows) on this machine")
            }
            NoGpu::Device(e) => write!(f, "no CUDA device ({e:?})"),
        }
    }
}

impl std::error::Error for NoGpu {}

/// A context on device `ordinal`, or why there is none. cudarc panics where the driver library
/// is missing (`CudaContext::new` on a machine without CUDA); this asks first, so that a
/// program can say "launch skipped" and go on.
pub fn open_device(ordinal: usize) -> Result<Arc<CudaContext>, NoGpu> {
    // SAFETY: `is_culib_present` only tries to open the driver library (and closes it): no code
    // of ours runs, and nothing is called through the library.
    if !unsafe { sys::is_culib_present() } {
        return Err(NoGpu::NoDriver);
    }
    CudaContext::new(ordinal).map_err(NoGpu::Device)
}

// Loading the driver library is foreign code, which Miri does not run.
#[cfg(all(test, not(miri)))]
mod tests {
    use super::{open_device, NoGpu};

    /// No driver, no device or a GPU: an answer, never a panic.
    #[test]
    fn opening_a_device_says_why_not() {
        match open_device(0) {
            Ok(context) => assert!(context.ordinal() == 0),
            Err(e @ NoGpu::NoDriver) => {
                assert_eq!(
                    e.to_string(),
                    "no CUDA driver (libcuda.so; nvcuda.dll on Windows) on this machine"
                )
            }
            Err(e @ NoGpu::Device(_)) => assert!(e.to_string().starts_with("no CUDA device (")),
        }
        // An ordinal no machine has is an error, not a panic.
        assert!(open_device(4096).is_err());
    }
}
