//! A module compiled ahead of time ([`CompiledModule`]) loaded for the GPU at hand: the image
//! its compute capability runs, handed to the driver.

use crate::kernel::compiled::{CompiledModule, ImageKind};
use crate::prelude::*;

/// Why a compiled module could not be loaded.
#[derive(Debug)]
pub enum LoadModuleError {
    /// No image runs on the GPU: its compute capability and what the module holds.
    NoImage {
        /// The source file.
        source: &'static str,
        /// The GPU's compute capability, `major * 10 + minor`.
        sm: u32,
        /// What the module holds.
        available: String,
    },
    /// The driver refused.
    Driver(cudarc::driver::DriverError),
}

impl core::fmt::Display for LoadModuleError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            LoadModuleError::NoImage {
                source,
                sm,
                available,
            } => write!(
                f,
                "{source}: nothing compiled runs on this GPU (sm_{sm}); it holds {available}: \
                 add the architecture to the build script's list"
            ),
            LoadModuleError::Driver(e) => write!(f, "the driver refused the module: {e}"),
        }
    }
}

impl std::error::Error for LoadModuleError {}

impl CompiledModule {
    /// Loads the image for `ctx`'s GPU ([`CompiledModule::image_for`]) as a cudarc module.
    pub fn load(
        &self,
        ctx: &std::sync::Arc<cudarc::driver::CudaContext>,
    ) -> Result<std::sync::Arc<cudarc::driver::CudaModule>, LoadModuleError> {
        use cudarc::driver::sys::CUdevice_attribute as A;
        let major = ctx
            .attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)
            .map_err(LoadModuleError::Driver)?;
        let minor = ctx
            .attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)
            .map_err(LoadModuleError::Driver)?;
        let sm = (major * 10 + minor) as u32;
        let image = self.image_for(sm).ok_or_else(|| LoadModuleError::NoImage {
            source: self.source,
            sm,
            available: self.describe(),
        })?;
        let ptx = match image.kind {
            ImageKind::Ptx(_) => {
                cudarc::nvrtc::Ptx::from_src(String::from_utf8_lossy(image.bytes).into_owned())
            }
            _ => cudarc::nvrtc::Ptx::from_binary(image.bytes.to_vec()),
        };
        ctx.load_module(ptx).map_err(LoadModuleError::Driver)
    }
}
