//! Kernels compiled ahead of time (by a build script, `ptx_abi_build::cu`): the images of one
//! `.cu` file for each architecture, and how to pick and load the one a GPU runs.
//!
//! A cubin built for `sm_XY` runs on GPUs of the same major version `X` and minor version
//! `>= Y`; PTX for `compute_XY` runs on any GPU of compute capability `>= X.Y`, compiled by the
//! driver when loaded (CUDA C++ Programming Guide, "Binary Compatibility" and "PTX
//! Compatibility"). A fatbin holds both kinds and the driver picks.

use crate::prelude::*;

/// What kind of image.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImageKind {
    /// A fatbin (nvcc's output): cubins and PTX, chosen from by the driver.
    Fatbin,
    /// A cubin for `sm_{sm}` (`sm = 90` for `sm_90`).
    Cubin {
        /// The architecture, as `major * 10 + minor`.
        sm: u32,
    },
    /// PTX for `compute_{arch}`.
    Ptx {
        /// The virtual architecture, as `major * 10 + minor`.
        arch: u32,
    },
}

/// One compiled image and its bytes (PTX with no terminating NUL).
#[derive(Clone, Copy, Debug)]
pub struct CompiledImage {
    /// What it is.
    pub kind: ImageKind,
    /// Its bytes, as the compiler wrote them.
    pub bytes: &'static [u8],
}

/// The images one `.cu` file was compiled to.
#[derive(Clone, Copy, Debug)]
pub struct CompiledModule {
    /// The source file, as the build script was given it.
    pub source: &'static str,
    /// The compiler and its version (`nvcc 13.5`, `NVRTC 13.5`).
    pub compiler: &'static str,
    /// The images.
    pub images: &'static [CompiledImage],
}

impl CompiledModule {
    /// The image to load on a GPU of compute capability `sm` (`major * 10 + minor`): a fatbin
    /// if there is one, else the cubin of the same major version with the highest minor version
    /// not above the GPU's, else the PTX of the highest architecture not above it; `None` if
    /// nothing runs there.
    pub fn image_for(&self, sm: u32) -> Option<&CompiledImage> {
        if let Some(fatbin) = self.images.iter().find(|i| i.kind == ImageKind::Fatbin) {
            return Some(fatbin);
        }
        let cubin = self
            .images
            .iter()
            .filter_map(|i| match i.kind {
                ImageKind::Cubin { sm: s } if s / 10 == sm / 10 && s <= sm => Some((s, i)),
                _ => None,
            })
            .max_by_key(|(s, _)| *s);
        if let Some((_, image)) = cubin {
            return Some(image);
        }
        self.images
            .iter()
            .filter_map(|i| match i.kind {
                ImageKind::Ptx { arch } if arch <= sm => Some((arch, i)),
                _ => None,
            })
            .max_by_key(|(a, _)| *a)
            .map(|(_, i)| i)
    }

    /// What the module holds, for messages: `sm_75 cubin, sm_90 cubin, compute_75 PTX`.
    pub fn describe(&self) -> String {
        let names: Vec<String> = self
            .images
            .iter()
            .map(|i| match i.kind {
                ImageKind::Fatbin => "fatbin".to_owned(),
                ImageKind::Cubin { sm } => format!("sm_{sm} cubin"),
                ImageKind::Ptx { arch } => format!("compute_{arch} PTX"),
            })
            .collect();
        names.join(", ")
    }
}

/// Why a compiled module could not be loaded.
#[cfg(feature = "cudarc")]
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

#[cfg(feature = "cudarc")]
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

#[cfg(feature = "cudarc")]
impl std::error::Error for LoadModuleError {}

#[cfg(feature = "cudarc")]
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
            ImageKind::Ptx { .. } => {
                cudarc::nvrtc::Ptx::from_src(String::from_utf8_lossy(image.bytes).into_owned())
            }
            _ => cudarc::nvrtc::Ptx::from_binary(image.bytes.to_vec()),
        };
        ctx.load_module(ptx).map_err(LoadModuleError::Driver)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const IMAGES: [CompiledImage; 3] = [
        CompiledImage {
            kind: ImageKind::Cubin { sm: 75 },
            bytes: b"",
        },
        CompiledImage {
            kind: ImageKind::Cubin { sm: 90 },
            bytes: b"",
        },
        CompiledImage {
            kind: ImageKind::Ptx { arch: 75 },
            bytes: b"",
        },
    ];
    const MODULE: CompiledModule = CompiledModule {
        source: "k.cu",
        compiler: "NVRTC 13.5",
        images: &IMAGES,
    };

    /// Binary compatibility within a major version, PTX for the rest (the guide's rules).
    #[test]
    fn the_image_for_each_gpu() {
        let kind = |sm| MODULE.image_for(sm).map(|i| i.kind);
        assert_eq!(kind(75), Some(ImageKind::Cubin { sm: 75 }));
        assert_eq!(kind(90), Some(ImageKind::Cubin { sm: 90 }));
        // sm_86: no sm_8x cubin; the compute_75 PTX, JIT-compiled.
        assert_eq!(kind(86), Some(ImageKind::Ptx { arch: 75 }));
        assert_eq!(kind(120), Some(ImageKind::Ptx { arch: 75 }));
        assert_eq!(kind(70), None);
        assert_eq!(
            MODULE.describe(),
            "sm_75 cubin, sm_90 cubin, compute_75 PTX"
        );
    }
}
