//! A layout lockfile: what every listed type and kernel looks like to the device, for each CUDA
//! version and host platform selected, written once and checked on every run. A change of the
//! code (a member added, reordered, retyped), of the CUDA version the kernels are built with
//! (`CUtensorMap` is aligned 64 by CUDA 12 and 128 by CUDA 13), or of the host platform (`long`
//! and the `long` vectors, bit-fields by MSVC's rules on Windows: `ABI.md` §4a) that moves anything
//! fails the check, naming what moved.
//!
//! ```no_run
//! use ptx_abi_core::layout::{CudaVersion, HostPlatform};
//! use ptx_abi_core::lock::Lock;
//! use ptx_abi_core::PtxAbi;
//!
//! #[derive(PtxAbi)]
//! #[repr(C)]
//! struct Particle {
//!     pos: ptx_abi_core::vector::Float4,
//!     id: u32,
//! }
//!
//! // In a test: `cargo test` fails when a layout moved; `PTX_ABI_BLESS=1 cargo test` rewrites
//! // the file after a deliberate change (review its diff).
//! Lock::new()
//!     .cuda(&[CudaVersion::Cuda12, CudaVersion::Cuda13])
//!     .hosts(&[HostPlatform::Lp64, HostPlatform::Llp64])
//!     .ty::<Particle>()
//!     .check("ptx-abi.lock")
//!     .unwrap_or_else(|e| panic!("{e}"));
//! ```
//!
//! For each selected `(CUDA version, host)` the types are laid out again with that version's
//! `CUtensorMap`, that host's `long` vectors in place of the ones they were compiled with, and
//! that host's bit-field rules (the same engine, `crate::dynamic`). A member declared `c_long` is resolved by Rust to the
//! platform the crate is compiled for and is recorded as that.

use core::fmt::{self, Write};
use std::collections::BTreeMap;
use std::path::Path;

#[allow(unused_imports)]
use crate::prelude::*;

use crate::abi::PtxAbi;
use crate::cpp::records::{record_changes, record_entries, Spelling};
use crate::handles::{CuTensorMapCuda12, CuTensorMapCuda13};
use crate::kernel::{ParamBlock, ParamLayout, Signature, SmFamily};
use crate::layout::relayout;
use crate::layout::AddressSize;
use crate::layout::{CudaVersion, HostPlatform, Kind, Layout};
use crate::ptx::{param_decl, ParamSpace};

/// The types and kernels to lock, and the CUDA versions and host platforms to lock them for.
#[derive(Clone, Debug)]
pub struct Lock {
    cuda: Vec<CudaVersion>,
    hosts: Vec<HostPlatform>,
    types: Vec<&'static Layout>,
    kernels: Vec<&'static Signature>,
}

impl Default for Lock {
    fn default() -> Lock {
        Lock::new()
    }
}

impl Lock {
    /// Nothing to lock yet, for CUDA 13 and the host platform being compiled for.
    pub fn new() -> Lock {
        Lock {
            cuda: vec![CudaVersion::Cuda13],
            hosts: vec![HostPlatform::TARGET],
            types: Vec::new(),
            kernels: Vec::new(),
        }
    }

    /// The CUDA versions to lock the layouts for.
    pub fn cuda(mut self, versions: &[CudaVersion]) -> Lock {
        self.cuda = versions.to_vec();
        self
    }

    /// The host platforms to lock the layouts for.
    pub fn hosts(mut self, hosts: &[HostPlatform]) -> Lock {
        self.hosts = hosts.to_vec();
        self
    }

    /// Adds the type `T`.
    pub fn ty<T: PtxAbi>(self) -> Lock {
        self.layout(&T::LAYOUT)
    }

    /// Adds a type by its layout.
    pub fn layout(mut self, layout: &'static Layout) -> Lock {
        self.types.push(layout);
        self
    }

    /// Adds a kernel or device function declared with [`kernels!`](crate::kernels).
    pub fn kernel(mut self, signature: &'static Signature) -> Lock {
        self.kernels.push(signature);
        self
    }

    /// The lockfile's text: a section per `(CUDA version, host)`, in it a block per type (size,
    /// alignment, kernel parameter declaration, then each member's offset, size and alignment,
    /// or bit range) and per kernel (each parameter's declaration and offset in the parameter
    /// block).
    pub fn render(&self) -> String {
        let mut out = String::from(
            "# ptx-abi layout lockfile: `PTX_ABI_BLESS=1` rewrites it after a deliberate change.\n",
        );
        for &cuda in &self.cuda {
            for &host in &self.hosts {
                let _ = writeln!(out, "\n[cuda{} {}]", cuda.major(), host.name());
                if host != HostPlatform::TARGET {
                    // Rust resolved `c_long` before the derive saw it (module docs).
                    let _ = writeln!(
                        out,
                        "# computed on {}: members declared `c_long`/`c_ulong` have its `long`",
                        HostPlatform::TARGET.name()
                    );
                }
                let swap = |l: &'static Layout| substitute(l, cuda, host);
                for &ty in &self.types {
                    render_type(&mut out, relayout(ty, &swap, host));
                }
                for sig in &self.kernels {
                    render_kernel(&mut out, sig, &swap, host);
                }
            }
        }
        out
    }

    /// Checks the lockfile at `path` against [`Lock::render`]: `Ok` when they are the same;
    /// with `PTX_ABI_BLESS=1` in the environment, writes it (and returns `Ok`); else an error
    /// naming every line that moved, appeared or went away, under its section and type.
    pub fn check(&self, path: impl AsRef<Path>) -> Result<(), LockError> {
        let path = path.as_ref();
        let now = self.render();
        if std::env::var_os("PTX_ABI_BLESS").is_some_and(|v| v == "1") {
            std::fs::write(path, &now).map_err(|e| LockError::Io(path.display().to_string(), e))?;
            return Ok(());
        }
        let then = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(LockError::Missing(path.display().to_string()))
            }
            Err(e) => return Err(LockError::Io(path.display().to_string(), e)),
        };
        let moved = differences(&then, &now);
        if moved.is_empty() {
            Ok(())
        } else {
            Err(LockError::Moved {
                path: path.display().to_string(),
                moved,
            })
        }
    }
}

/// Why [`Lock::check`] failed.
#[derive(Debug)]
pub enum LockError {
    /// No lockfile yet.
    Missing(String),
    /// The lockfile could not be read or written.
    Io(String, std::io::Error),
    /// Layouts moved: one line per difference (`[cuda13 linux] Particle.pos: offset 0 -> 16`).
    Moved {
        /// The lockfile.
        path: String,
        /// What moved.
        moved: Vec<String>,
    },
}

impl fmt::Display for LockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LockError::Missing(path) => write!(
                f,
                "no layout lockfile at {path}: run with PTX_ABI_BLESS=1 once to write it, and \
                 commit it"
            ),
            LockError::Io(path, e) => write!(f, "layout lockfile {path}: {e}"),
            LockError::Moved { path, moved } => {
                writeln!(
                    f,
                    "layouts moved against the lockfile {path} (if the change is deliberate, \
                     rerun with PTX_ABI_BLESS=1 and commit the file):"
                )?;
                for m in moved {
                    writeln!(f, "  {m}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for LockError {}

/// The layout a leaf type has for `cuda` and `host`, where it differs from its own: a
/// `CUtensorMap` of the other CUDA version, a `long` vector of the other platform.
fn substitute(l: &'static Layout, cuda: CudaVersion, host: HostPlatform) -> Option<Layout> {
    match l.kind {
        Kind::TensorMap(v) if v != cuda => Some(match cuda {
            CudaVersion::Cuda12 => CuTensorMapCuda12::LAYOUT,
            CudaVersion::Cuda13 => CuTensorMapCuda13::LAYOUT,
        }),
        Kind::Vector { .. } => crate::vector::on_host(l, host),
        _ => None,
    }
}

/// A type's block: its record's lines (`crate::cpp::records`), the type's with its kernel
/// parameter declaration.
fn render_type(out: &mut String, layout: &'static Layout) {
    let entry = param_decl(layout, "p", ParamSpace::Entry, AddressSize::Bits64)
        .unwrap_or_else(|e| format!("not a parameter ({e})"));
    for (i, (key, text)) in record_entries(layout, Spelling::Lock).iter().enumerate() {
        let _ = match i {
            0 => writeln!(out, "{key}: {text}; entry {entry}"),
            _ => writeln!(out, "  {key}: {text}"),
        };
    }
}

fn render_kernel(
    out: &mut String,
    sig: &Signature,
    swap: &dyn Fn(&'static Layout) -> Option<Layout>,
    host: HostPlatform,
) {
    let layouts: Vec<Layout> = sig
        .params
        .iter()
        .map(|p| *relayout(p.ty.layout, swap, host))
        .collect();
    // The natural block (the PTX declarations), then each SM family's device block (`ptxas`'s
    // placement, `ABI.md` §6), from the natural block's size.
    let offsets_in = |layout: ParamLayout| {
        let natural = layouts
            .iter()
            .fold(ParamBlock::new(), |b, l| b.place(l).0)
            .size();
        let mut block = ParamBlock::of(layout, natural);
        layouts
            .iter()
            .map(|l| {
                let (next, at) = block.place(l);
                block = next;
                at
            })
            .collect::<Vec<usize>>()
    };
    let natural = offsets_in(ParamLayout::Natural);
    let devices: Vec<(SmFamily, Vec<usize>)> = SmFamily::ALL
        .iter()
        .map(|&f| (f, offsets_in(ParamLayout::Device(f))))
        .collect();
    let _ = writeln!(out, "kernel {}", sig.symbol());
    for (i, (p, layout)) in sig.params.iter().zip(&layouts).enumerate() {
        let decl = param_decl(
            layout,
            &format!("{}_param_{i}", sig.symbol()),
            ParamSpace::Entry,
            AddressSize::Bits64,
        )
        .unwrap_or_else(|e| format!("not a parameter ({e})"));
        let name = if p.name.is_empty() { "_" } else { p.name };
        let mut line = format!(
            "  {}({name}): offset {} size {}",
            sig.symbol(),
            natural[i],
            layout.size
        );
        for (family, offsets) in &devices {
            let _ = write!(line, ", {} {}", family.name(), offsets[i]);
        }
        let _ = writeln!(out, "{line}; {decl}");
    }
}

/// A lockfile's lines by section (`[cuda13 linux]`), then by what each describes (`type X`,
/// `X.member`, `kernel k`, `k(param)`), with the rest of the line.
fn sections(text: &str) -> BTreeMap<String, BTreeMap<String, String>> {
    let mut out: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    let mut section = String::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with('[') {
            section = line.to_string();
            out.entry(section.clone()).or_default();
            continue;
        }
        let (key, value) = line.split_once(": ").unwrap_or((line, ""));
        out.entry(section.clone())
            .or_default()
            .insert(key.to_string(), value.to_string());
    }
    out
}

/// A section's name without its brackets: `cuda13 linux`.
fn bare(section: &str) -> &str {
    section.trim_matches(|c| c == '[' || c == ']')
}

/// A section's CUDA version and host: `[cuda13 linux]`: (`cuda13`, `linux`).
fn parts(section: &str) -> (&str, &str) {
    bare(section).split_once(' ').unwrap_or((bare(section), ""))
}

/// What differs between two sections, a line each, under `label`.
fn section_differences(
    label: &str,
    then: &BTreeMap<String, String>,
    now: &BTreeMap<String, String>,
    out: &mut Vec<String>,
) {
    let entries = |lines: &BTreeMap<String, String>| -> Vec<(String, String)> {
        lines.iter().map(|(k, v)| (k.clone(), v.clone())).collect()
    };
    let (then, now) = (entries(then), entries(now));
    for (key, old, new) in record_changes(&then, &now) {
        out.push(match (old, new) {
            (Some(old), Some(new)) => format!("{label} {key}: {old} -> {new}"),
            (Some(old), None) => format!("{label} {key}: gone (was {old})"),
            (_, new) => format!("{label} {key}: new ({})", new.unwrap_or_default()),
        });
    }
}

/// What differs between two lockfile texts, a line each. A section present only in the old
/// text is compared with one present only in the new for the same host (`[cuda12 linux]`,
/// `[cuda13 linux]`: the CUDA version switched), else for the same CUDA version (the host
/// platform switched).
fn differences(then: &str, now: &str) -> Vec<String> {
    let (then, now) = (sections(then), sections(now));
    let mut out = Vec::new();
    let mut new_only: Vec<&String> = now.keys().filter(|s| !then.contains_key(*s)).collect();
    for (section, old) in &then {
        if let Some(new) = now.get(section) {
            section_differences(section, old, new, &mut out);
            continue;
        }
        // The same host under another CUDA version, else the same version on another host.
        let (cuda, host) = parts(section);
        let pair = new_only
            .iter()
            .position(|s| parts(s).1 == host)
            .or_else(|| new_only.iter().position(|s| parts(s).0 == cuda));
        match pair {
            Some(i) => {
                let replacement = new_only.remove(i);
                let label = format!("[{} -> {}]", bare(section), bare(replacement));
                section_differences(&label, old, &now[replacement], &mut out);
            }
            None => out.push(format!("{section}: gone")),
        }
    }
    for section in new_only {
        out.push(format!("{section}: new"));
    }
    out
}
