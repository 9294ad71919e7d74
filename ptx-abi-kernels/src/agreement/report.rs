//! The outcome of a check: a [`Verdict`] per view, a [`Row`] per subject, and the
//! [`CheckReport`] with its table and summary line.

use std::fmt::{self, Write};
use std::time::Duration;

use super::leaves::Leaf;

/// The outcome of one view of one subject.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Agrees with the host (what was checked is in the text: `ptxas+emulated`, `launched`).
    Ok(String),
    /// Disagrees: the first differing leaf and both values.
    Mismatch(String),
    /// Not checked, and why.
    Skipped(String),
}

impl Verdict {
    /// Whether this is a mismatch.
    pub fn is_mismatch(&self) -> bool {
        matches!(self, Verdict::Mismatch(_))
    }

    /// The short form in the table: `ok`, `MISMATCH`, `-`.
    pub fn short(&self) -> &'static str {
        match self {
            Verdict::Ok(_) => "ok",
            Verdict::Mismatch(_) => "MISMATCH",
            Verdict::Skipped(_) => "-",
        }
    }
}

/// The first slot where `got` differs from `expected`, described with the leaf's path.
pub fn first_difference(leaves: &[Leaf], expected: &[u64], got: &[u64]) -> Option<String> {
    if expected.len() != got.len() {
        return Some(format!(
            "{} slots expected, {} read",
            expected.len(),
            got.len()
        ));
    }
    let k = expected.iter().zip(got).position(|(e, g)| e != g)?;
    let path = leaves.get(k).map_or("?", |l| l.path.as_str());
    Some(format!(
        "{}: host {:#x}, device {:#x}",
        if path.is_empty() { "value" } else { path },
        expected[k],
        got[k]
    ))
}

/// One subject's row of the table.
#[derive(Clone, Debug)]
pub struct Row {
    /// The type.
    pub name: String,
    /// Our size and alignment.
    pub size: usize,
    /// Our alignment.
    pub align: usize,
    /// Number of leaves compared.
    pub leaves: usize,
    /// The by-value view through our probe, launched with `kernelParams`.
    pub param: Verdict,
    /// The by-value view through our probe, launched with a packed buffer
    /// (`CU_LAUNCH_PARAM_BUFFER_POINTER`) laid out for the kernel's architecture.
    pub packed: Verdict,
    /// The global-array view through our probe.
    pub buffer: Verdict,
    /// NVIDIA's view (sizeof, alignof, every leaf, both by value and in the buffer).
    pub nvidia: Verdict,
    /// The Rust view (`--rust`, [`super::rust_views`]): Rust kernels reading every leaf through
    /// the type's device view, compiled by rustc for nvptx64 (their `.entry` declarations
    /// compared with ours), run on the host, and launched on a GPU.
    pub rust: Verdict,
}

impl Row {
    /// Each view's name and verdict, in the table's order.
    pub fn views(&self) -> [(&'static str, &Verdict); 5] {
        [
            ("param", &self.param),
            ("packed", &self.packed),
            ("buffer", &self.buffer),
            ("nvidia", &self.nvidia),
            ("rust", &self.rust),
        ]
    }
}

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct CheckReport {
    /// One row per subject.
    pub rows: Vec<Row>,
    /// Module-level checks (ptxas targets, NVRTC versions, parameter-info checks), one line each.
    pub notes: Vec<String>,
    /// Module-level failures (ptxas or NVRTC errors), one entry each.
    pub failures: Vec<String>,
    /// Whether kernels were launched on a GPU.
    pub launched: bool,
    /// Why not, when they were not.
    pub launch_skipped: Option<String>,
    /// Wall time.
    pub elapsed: Duration,
}

impl CheckReport {
    /// Number of rows with a mismatch in any view.
    pub fn mismatches(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| r.views().iter().any(|(_, v)| v.is_mismatch()))
            .count()
    }

    /// Whether nothing disagreed and nothing failed.
    pub fn is_clean(&self) -> bool {
        self.mismatches() == 0 && self.failures.is_empty()
    }

    /// The one-line summary.
    pub fn summary(&self) -> String {
        let leaves: usize = self.rows.iter().map(|r| r.leaves).sum();
        let mode = if self.launched {
            "launched on the GPU".to_owned()
        } else {
            format!(
                "compile-only; launch skipped: {}",
                self.launch_skipped.as_deref().unwrap_or("not requested")
            )
        };
        format!(
            "ptx-abi-check: {} types, {leaves} leaves, {} mismatches, {} module failures ({mode}) in {:.2} s",
            self.rows.len(),
            self.mismatches(),
            self.failures.len(),
            self.elapsed.as_secs_f64()
        )
    }

    /// The table: one line per type, then details of every mismatch, notes and failures.
    pub fn table(&self) -> String {
        let width = self
            .rows
            .iter()
            .map(|r| r.name.len())
            .max()
            .unwrap_or(4)
            .max(4);
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{:<width$} {:>5} {:>5} {:>6}  {:<8} {:<8} {:<8} {:<8} {:<8}",
            "type", "size", "align", "leaves", "param", "packed", "buffer", "nvidia", "rust"
        );
        for r in &self.rows {
            let _ = writeln!(
                out,
                "{:<width$} {:>5} {:>5} {:>6}  {:<8} {:<8} {:<8} {:<8} {:<8}",
                r.name,
                r.size,
                r.align,
                r.leaves,
                r.param.short(),
                r.packed.short(),
                r.buffer.short(),
                r.nvidia.short(),
                r.rust.short()
            );
            for (view, v) in r.views() {
                if let Verdict::Mismatch(why) = v {
                    let _ = writeln!(out, "    {view} view mismatch: {why}");
                }
            }
        }
        if let Some(r) = self.rows.first() {
            for (view, v) in r.views() {
                if let Verdict::Ok(what) | Verdict::Skipped(what) = v {
                    let _ = writeln!(out, "{view} view checked by: {what}");
                }
            }
        }
        for n in &self.notes {
            let _ = writeln!(out, "note: {n}");
        }
        for f in &self.failures {
            let _ = writeln!(out, "FAILURE: {f}");
        }
        out
    }
}

impl Verdict {
    /// `{"verdict": "ok" | "mismatch" | "skipped", "detail": "..."}`.
    fn json(&self) -> serde_json::Value {
        let (verdict, detail) = match self {
            Verdict::Ok(d) => ("ok", d),
            Verdict::Mismatch(d) => ("mismatch", d),
            Verdict::Skipped(d) => ("skipped", d),
        };
        serde_json::json!({ "verdict": verdict, "detail": detail })
    }
}

impl CheckReport {
    /// `ptx-abi-check --format json`: one JSON object per line, a `"type"` record per subject,
    /// then one `"summary"` record (`book/src/troubleshooting.md`, "The check tool's JSON").
    pub fn json_lines(&self) -> String {
        let mut out = String::new();
        for r in &self.rows {
            let record = serde_json::json!({
                "record": "type",
                "name": r.name,
                "size": r.size,
                "align": r.align,
                "leaves": r.leaves,
                "views": {
                    "param": r.param.json(),
                    "packed": r.packed.json(),
                    "buffer": r.buffer.json(),
                    "nvidia": r.nvidia.json(),
                    "rust": r.rust.json(),
                },
            });
            let _ = writeln!(out, "{record}");
        }
        let summary = serde_json::json!({
            "record": "summary",
            "types": self.rows.len(),
            "leaves": self.rows.iter().map(|r| r.leaves).sum::<usize>(),
            "mismatches": self.mismatches(),
            "failures": self.failures,
            "notes": self.notes,
            "launched": self.launched,
            "launch_skipped": self.launch_skipped,
            "seconds": self.elapsed.as_secs_f64(),
        });
        let _ = writeln!(out, "{summary}");
        out
    }
}

impl fmt::Display for CheckReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.table())?;
        f.write_str(&self.summary())
    }
}
