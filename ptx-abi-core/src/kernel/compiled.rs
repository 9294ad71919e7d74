//! Kernels compiled ahead of time (by a build script, `ptx_abi_build::cu`): the images of one
//! `.cu` file for each architecture, and how to pick and load the one a GPU runs.
//!
//! A cubin built for `sm_XY` runs on GPUs of the same major version `X` and minor version
//! `>= Y`; PTX for `compute_XY` runs on any GPU of compute capability `>= X.Y`, compiled by the
//! driver when loaded (CUDA C++ Programming Guide, "Binary Compatibility" and "PTX
//! Compatibility"). Code for an architecture-specific target (`sm_90a`, `compute_100a`: wgmma,
//! `setmaxnreg`, TMA multicast) runs only on that compute capability, cubin or PTX; code for a
//! family-specific one (`sm_100f`, CUDA 12.9 and later) on the same major version with a minor
//! version `>= Y` (the guide's "Feature Set Compiler Targets"). A fatbin holds cubins and PTX
//! and the driver picks.

use core::fmt;

use crate::prelude::*;

/// An architecture code is compiled for: `sm_90`'s or `compute_90`'s (portable), `90a`
/// (architecture-specific) or `100f` (family-specific).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GpuArch {
    /// The compute capability, as `major * 10 + minor`.
    pub sm: u32,
    /// Which GPUs of that compute capability's family its code runs on.
    pub variant: ArchVariant,
}

/// The suffix of an architecture, and what it means for the GPUs its code runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ArchVariant {
    /// No suffix: the portable feature set.
    Portable,
    /// `f`: the family's features; runs on the same major version, minor version `>=`.
    Family,
    /// `a`: every feature of that compute capability; runs on it alone.
    Specific,
}

impl GpuArch {
    /// `sm_{sm}` / `compute_{sm}`.
    pub const fn portable(sm: u32) -> GpuArch {
        GpuArch {
            sm,
            variant: ArchVariant::Portable,
        }
    }

    /// `sm_{sm}f` / `compute_{sm}f`.
    pub const fn family(sm: u32) -> GpuArch {
        GpuArch {
            sm,
            variant: ArchVariant::Family,
        }
    }

    /// `sm_{sm}a` / `compute_{sm}a`.
    pub const fn specific(sm: u32) -> GpuArch {
        GpuArch {
            sm,
            variant: ArchVariant::Specific,
        }
    }

    /// `90`, `90a`, `100f`, with or without `sm_` or `compute_` before; `None` for anything else.
    pub fn parse(text: &str) -> Option<GpuArch> {
        let text = text.trim();
        let text = text
            .strip_prefix("sm_")
            .or_else(|| text.strip_prefix("compute_"))
            .unwrap_or(text);
        let (digits, variant) = match text.as_bytes().last()? {
            b'a' => (&text[..text.len() - 1], ArchVariant::Specific),
            b'f' => (&text[..text.len() - 1], ArchVariant::Family),
            _ => (text, ArchVariant::Portable),
        };
        if digits.len() < 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(GpuArch {
            sm: digits.parse().ok()?,
            variant,
        })
    }

    /// Whether its cubin runs on a GPU of compute capability `gpu` (`major * 10 + minor`).
    pub fn cubin_runs_on(self, gpu: u32) -> bool {
        match self.variant {
            ArchVariant::Specific => gpu == self.sm,
            ArchVariant::Portable | ArchVariant::Family => {
                gpu / 10 == self.sm / 10 && gpu >= self.sm
            }
        }
    }

    /// Whether its PTX is compiled by the driver for a GPU of compute capability `gpu`.
    pub fn ptx_runs_on(self, gpu: u32) -> bool {
        match self.variant {
            ArchVariant::Portable => gpu >= self.sm,
            _ => self.cubin_runs_on(gpu),
        }
    }
}

/// `90`, `90a`, `100f`: what follows `sm_` or `compute_`.
impl fmt::Display for GpuArch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let suffix = match self.variant {
            ArchVariant::Portable => "",
            ArchVariant::Family => "f",
            ArchVariant::Specific => "a",
        };
        write!(f, "{}{suffix}", self.sm)
    }
}

/// What kind of image.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImageKind {
    /// A fatbin (nvcc's output): cubins and PTX, chosen from by the driver.
    Fatbin,
    /// A cubin for `sm_{arch}`.
    Cubin(GpuArch),
    /// PTX for `compute_{arch}`.
    Ptx(GpuArch),
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
    /// if there is one, else the newest cubin that runs there (architecture-specific before
    /// family-specific before portable, at one compute capability), else the newest PTX that
    /// runs there; `None` if nothing does.
    pub fn image_for(&self, sm: u32) -> Option<&CompiledImage> {
        if let Some(fatbin) = self.images.iter().find(|i| i.kind == ImageKind::Fatbin) {
            return Some(fatbin);
        }
        let newest = |cubin: bool| {
            self.images
                .iter()
                .filter_map(|i| match i.kind {
                    ImageKind::Cubin(a) if cubin && a.cubin_runs_on(sm) => Some((a, i)),
                    ImageKind::Ptx(a) if !cubin && a.ptx_runs_on(sm) => Some((a, i)),
                    _ => None,
                })
                .max_by_key(|(a, _)| *a)
                .map(|(_, i)| i)
        };
        newest(true).or_else(|| newest(false))
    }

    /// What the module holds, for messages: `sm_75 cubin, sm_90a cubin, compute_75 PTX`.
    pub fn describe(&self) -> String {
        let names: Vec<String> = self
            .images
            .iter()
            .map(|i| match i.kind {
                ImageKind::Fatbin => "fatbin".to_owned(),
                ImageKind::Cubin(a) => format!("sm_{a} cubin"),
                ImageKind::Ptx(a) => format!("compute_{a} PTX"),
            })
            .collect();
        names.join(", ")
    }
}

/// Moved to [`crate::gpu::LoadModuleError`].
#[cfg(feature = "cudarc")]
#[deprecated(
    since = "0.2.0",
    note = "moved to `ptx_abi_core::gpu::LoadModuleError`"
)]
pub type LoadModuleError = crate::gpu::LoadModuleError;

#[cfg(test)]
mod tests {
    use super::*;

    const fn image(kind: ImageKind) -> CompiledImage {
        CompiledImage { kind, bytes: b"" }
    }

    const IMAGES: [CompiledImage; 3] = [
        image(ImageKind::Cubin(GpuArch::portable(75))),
        image(ImageKind::Cubin(GpuArch::portable(90))),
        image(ImageKind::Ptx(GpuArch::portable(75))),
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
        assert_eq!(kind(75), Some(ImageKind::Cubin(GpuArch::portable(75))));
        assert_eq!(kind(90), Some(ImageKind::Cubin(GpuArch::portable(90))));
        // sm_86: no sm_8x cubin; the compute_75 PTX, JIT-compiled.
        assert_eq!(kind(86), Some(ImageKind::Ptx(GpuArch::portable(75))));
        assert_eq!(kind(120), Some(ImageKind::Ptx(GpuArch::portable(75))));
        assert_eq!(kind(70), None);
        assert_eq!(
            MODULE.describe(),
            "sm_75 cubin, sm_90 cubin, compute_75 PTX"
        );
    }

    /// Architecture-specific code on its compute capability alone, family-specific code on
    /// later minor versions of the same major one (the guide's "Feature Set Compiler Targets").
    #[test]
    fn arch_and_family_specific_images_run_where_the_guide_says() {
        const SPECIFIC: [CompiledImage; 4] = [
            image(ImageKind::Cubin(GpuArch::portable(90))),
            image(ImageKind::Cubin(GpuArch::specific(90))),
            image(ImageKind::Cubin(GpuArch::family(100))),
            image(ImageKind::Ptx(GpuArch::specific(90))),
        ];
        let module = CompiledModule {
            images: &SPECIFIC,
            ..MODULE
        };
        let kind = |sm| module.image_for(sm).map(|i| i.kind);
        assert_eq!(kind(90), Some(ImageKind::Cubin(GpuArch::specific(90))));
        assert_eq!(kind(100), Some(ImageKind::Cubin(GpuArch::family(100))));
        assert_eq!(kind(103), Some(ImageKind::Cubin(GpuArch::family(100))));
        // An sm_90a cubin and compute_90a PTX run on 9.0 alone; sm_120 has nothing.
        assert_eq!(kind(120), None);
        assert!(GpuArch::specific(90).ptx_runs_on(90) && !GpuArch::specific(90).ptx_runs_on(100));
        assert!(!GpuArch::family(100).cubin_runs_on(120));
        assert!(!GpuArch::family(103).cubin_runs_on(100));
        assert_eq!(
            module.describe(),
            "sm_90 cubin, sm_90a cubin, sm_100f cubin, compute_90a PTX"
        );
    }

    #[test]
    fn architectures_are_parsed_as_nvcc_spells_them() {
        assert_eq!(GpuArch::parse("75"), Some(GpuArch::portable(75)));
        assert_eq!(GpuArch::parse("sm_90a"), Some(GpuArch::specific(90)));
        assert_eq!(GpuArch::parse("compute_100f"), Some(GpuArch::family(100)));
        for bad in ["", "a", "9", "sm_", "90x", "9.0", "sm_90af"] {
            assert_eq!(GpuArch::parse(bad), None, "{bad}");
        }
        assert_eq!(GpuArch::specific(90).to_string(), "90a");
    }
}
