//! NVIDIA's compilers as the test suites find them: each missing one is a line and a skip, or a
//! failure under `PTX_ABI_REQUIRE_ORACLE=1` (the crate's rule), with how to install it.

use ptx_abi_build::nvrtc::{CudaVersion, Cuobjdump, Ptxas};

/// `version` in messages: `12`, `(any version)`.
fn named(version: Option<CudaVersion>) -> String {
    version.map_or("(any version)".to_owned(), |v| v.major().to_string())
}
use ptx_abi_kernels::oracle::{Oracle, Probe};

use crate::{found, skipped_under_miri, Need};

/// NVRTC and `ptxas` of `version` (`Oracle::load`), if found.
pub fn nvrtc(version: impl Into<Option<CudaVersion>>) -> Option<Oracle> {
    let version = version.into();
    if skipped_under_miri("oracle: NVRTC") {
        return None;
    }
    found(
        Need::Oracle,
        &format!("oracle: NVRTC {}", named(version)),
        Oracle::load(version).map_err(|why| {
            format!(
                "not found ({why}); install it with tools/install-oracle.sh, or point \
                 PTX_ABI_NVRTC / PTX_ABI_PTXAS / PTX_ABI_ORACLE_DIR at it"
            )
        }),
    )
}

/// nvcc 13 and `ptxas` 13 (`Oracle::load_nvcc`), if usable.
pub fn nvcc() -> Option<Oracle> {
    if skipped_under_miri("oracle: nvcc") {
        return None;
    }
    found(
        Need::Oracle,
        "oracle: nvcc 13",
        Oracle::load_nvcc().map_err(|why| {
            format!(
                "unusable ({why}); install it with tools/install-oracle.sh (and g++), or point \
                 PTX_ABI_NVCC at it"
            )
        }),
    )
}

/// The three front ends every oracle suite checks against, those found: NVRTC 12, NVRTC 13 and
/// nvcc 13 (NVRTC and nvcc lay out some types differently, `ABI.md` §10).
pub fn all() -> Vec<Oracle> {
    let mut out: Vec<Oracle> = [CudaVersion::Cuda12, CudaVersion::Cuda13]
        .into_iter()
        .filter_map(nvrtc)
        .collect();
    out.extend(nvcc());
    out
}

/// `ptxas` of `version`, if found.
pub fn ptxas(version: impl Into<Option<CudaVersion>>) -> Option<Ptxas> {
    let version = version.into();
    if skipped_under_miri("oracle: ptxas") {
        return None;
    }
    found(
        Need::Oracle,
        &format!("oracle: ptxas {}", named(version)),
        Ptxas::find(version).map_err(|why| {
            format!(
                "not found ({why}); install it with tools/install-oracle.sh, or point \
                 PTX_ABI_PTXAS at it"
            )
        }),
    )
}

/// `cuobjdump`, if found.
pub fn cuobjdump() -> Option<Cuobjdump> {
    if skipped_under_miri("oracle: cuobjdump") {
        return None;
    }
    found(
        Need::Oracle,
        "oracle: cuobjdump",
        Cuobjdump::find().map_err(|why| {
            format!(
                "{why}; install it with tools/install-oracle.sh, or point PTX_ABI_CUOBJDUMP at it"
            )
        }),
    )
}

/// Checks `probes` against every front end found ([`all`]), printing one summary line per front
/// end, and panics on any disagreement. Probes of a type one CUDA version does not declare (a
/// `CUtensorMap` of the other version, CUDA 13's `_16a`/`_32a` vectors) are checked against the
/// versions that do (`Layout::declared_by_cuda`).
pub fn assert_agrees(what: &str, probes: &[Probe]) {
    for oracle in all() {
        let cuda = oracle.cuda();
        let mine: Vec<Probe> = probes
            .iter()
            .filter(|p| p.layout.declared_by_cuda(cuda))
            .cloned()
            .collect();
        let report = oracle.check_types(&mine);
        println!("{what}: {}", report.summary());
        assert!(report.disagreements.is_empty(), "{what}:\n{report}");
    }
}

/// Assembles `ptx` (`Ptxas::assemble`) with each `(version, arch)` whose ptxas supports `arch`,
/// and says which did: `ptxas 12.9 assembled it for sm_70`. CUDA 12's ptxas is found as
/// [`ptxas`] finds it (a line and no assembly where it is missing, a failure under
/// `PTX_ABI_REQUIRE_ORACLE=1`): a GPU machine may have one CUDA toolkit only
/// (`tools/gpu-proof.sh`). Any other missing ptxas is an error.
pub fn assemble_each(ptx: &str, targets: &[(CudaVersion, &str)]) -> Result<Vec<String>, String> {
    let mut lines = Vec::new();
    for &(version, arch) in targets {
        let ptxas = if version == CudaVersion::Cuda12 {
            match ptxas(version) {
                Some(ptxas) => ptxas,
                None => continue,
            }
        } else {
            Ptxas::find(version).map_err(|e| {
                format!("{e}\nptxas is needed: run tools/install-oracle.sh, or set PTX_ABI_PTXAS")
            })?
        };
        if ptxas.supports(arch) {
            ptxas.assemble(ptx, arch).map_err(|e| e.to_string())?;
            let (major, minor) = ptxas.version();
            lines.push(format!("ptxas {major}.{minor} assembled it for {arch}"));
        }
    }
    Ok(lines)
}
