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
//!   types.
//!
//! [cudarc]: https://docs.rs/cudarc/0.19

mod checked_launch;
mod device_images;
mod driver;
mod launch;
mod load;
mod lookup;
mod repr;

/// The cudarc this crate launches with, for naming its types.
pub use cudarc;

pub use checked_launch::{CheckedFunction, CheckedLaunch, ParamsError};
pub use device_images::{
    download_slice, upload_slice, ArgGuard, DeviceImages, ImageStaging, ReadArg, TransferError,
    WriteArg,
};
pub use launch::{driver_params, loaded_layout, LaunchError};
pub use load::LoadModuleError;
pub use lookup::{entry_symbols, find_kernel, KernelLookupError};
