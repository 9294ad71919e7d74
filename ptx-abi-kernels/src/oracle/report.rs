//! What an oracle run found: [`Report`] and its [`Disagreement`]s.

use std::fmt;
use std::time::Duration;

use ptx_abi_core::layout::Compiler;

use super::compiler_name;

/// One thing NVRTC and we disagree on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    /// The probe's index in the batch.
    pub probe: usize,
    /// The type's C++ name.
    pub type_name: String,
    /// What was compared: `size`, `align`, `image`, `.entry param`, `.func param`, `.func return`,
    /// `compile`, `ptxas sm_90`, ...
    pub aspect: String,
    /// What ptx-abi says.
    pub ours: String,
    /// What NVRTC (or ptxas) says.
    pub nvrtc: String,
    /// The C++ compiled for this probe: the mirror and the probe's declarations.
    pub cpp: String,
}

impl fmt::Display for Disagreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "probe {} `{}`: {} differs",
            self.probe, self.type_name, self.aspect
        )?;
        writeln!(f, "  ptx-abi: {}", self.ours)?;
        writeln!(
            f,
            "  NVRTC:   {}",
            self.nvrtc.replace('\n', "\n           ")
        )?;
        if !self.cpp.is_empty() {
            writeln!(f, "  C++:")?;
            for line in self.cpp.lines() {
                writeln!(f, "    {line}")?;
            }
        }
        Ok(())
    }
}

/// The outcome of [`Oracle::check_types`](super::Oracle::check_types).
#[derive(Clone, Debug)]
pub struct Report {
    /// The front end's `(major, minor)` version.
    pub nvrtc_version: (i32, i32),
    /// The front end: NVRTC or nvcc.
    pub compiler: Compiler,
    /// Number of probes checked.
    pub probes: usize,
    /// Number of individual comparisons made (size, align, image, each declaration, ptxas runs).
    pub comparisons: usize,
    /// Number of NVRTC compilations (more than one when a failing batch is bisected, or for the
    /// extra `ptxas` targets).
    pub compilations: usize,
    /// The `ptxas` targets the PTX was assembled for, each with the `ptxas` release used.
    pub ptxas_targets: Vec<String>,
    /// Everything that differs.
    pub disagreements: Vec<Disagreement>,
    /// The batch's whole source (mirror and probes).
    pub source: String,
    /// Wall time of the check.
    pub elapsed: Duration,
    /// Of which in NVRTC.
    pub nvrtc_time: Duration,
    /// Of which in `ptxas`.
    pub ptxas_time: Duration,
}

impl Report {
    /// Whether NVRTC agreed with us on everything.
    pub fn is_clean(&self) -> bool {
        self.disagreements.is_empty()
    }

    /// `oracle NVRTC 12.9: 57 types checked, 0 disagreements` (or `oracle nvcc 13.5: ...`).
    pub fn summary(&self) -> String {
        format!(
            "oracle {} {}.{}: {} types checked, {} disagreements",
            compiler_name(self.compiler),
            self.nvrtc_version.0,
            self.nvrtc_version.1,
            self.probes,
            self.disagreements.len()
        )
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} ({} comparisons, {} compilations, ptxas: {}; {:.2?}: NVRTC {:.2?}, ptxas {:.2?})",
            self.summary(),
            self.comparisons,
            self.compilations,
            if self.ptxas_targets.is_empty() {
                "none".to_owned()
            } else {
                self.ptxas_targets.join(", ")
            },
            self.elapsed,
            self.nvrtc_time,
            self.ptxas_time
        )?;
        for d in &self.disagreements {
            write!(f, "\n{d}")?;
        }
        Ok(())
    }
}
