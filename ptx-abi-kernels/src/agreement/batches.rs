//! The check in batches on several threads (`ptx-abi-check --jobs N`): each batch of subjects is
//! one probe module and one NVIDIA source, compiled and assembled by every front end as
//! [`run_subjects`] does, so that the compilers' work (most of a compile-only run) spreads over
//! the machine's cores. The reports are merged in subject order.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use super::{run_subjects, CheckReport, Subject};

/// Subjects per batch for `count` subjects on `jobs` threads: about two batches per thread, so
/// that a slow batch does not leave the others idle, and at least 20 (each batch starts every
/// compiler once: nvcc alone takes about a second) and at most 200 (one NVRTC compilation of a
/// module that size takes seconds).
pub fn batch_size(count: usize, jobs: usize) -> usize {
    count.div_ceil(jobs.max(1) * 2).clamp(20, 200)
}

/// Runs [`run_subjects`] over batches of `subjects` on `jobs` threads, calling `progress` with
/// the number of subjects done after each batch (from the worker threads). GPU launches, when
/// `launch`, run one batch at a time (`launch_all`).
pub fn run_batched(
    subjects: &[Subject],
    launch: bool,
    jobs: usize,
    progress: &(dyn Fn(usize) + Sync),
) -> CheckReport {
    if subjects.is_empty() {
        return run_subjects(subjects, launch);
    }
    let start = Instant::now();
    let batches: Vec<&[Subject]> = subjects.chunks(batch_size(subjects.len(), jobs)).collect();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let reports: Mutex<Vec<Option<CheckReport>>> = Mutex::new(vec![None; batches.len()]);
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, batches.len()) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(batch) = batches.get(i) else {
                    break;
                };
                let report = run_subjects(batch, launch);
                reports.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(report);
                progress(done.fetch_add(batch.len(), Ordering::Relaxed) + batch.len());
            });
        }
    });
    // Every batch ran: a worker that panicked would have ended the scope with its panic.
    let reports = reports.into_inner().unwrap_or_else(|e| e.into_inner());
    let reports = reports.into_iter().map(|r| r.expect("every batch ran"));
    let mut merged = merge(&batches, reports);
    merged.elapsed = start.elapsed();
    merged
}

/// One report of the batches' reports (in the batches' order): rows in order, each note once,
/// failures naming their batch when there are several.
fn merge(batches: &[&[Subject]], reports: impl Iterator<Item = CheckReport>) -> CheckReport {
    let mut merged = CheckReport {
        launched: true,
        ..CheckReport::default()
    };
    let several = batches.len() > 1;
    let mut first = 0;
    for (batch, report) in batches.iter().zip(reports) {
        for note in report.notes {
            if !merged.notes.contains(&note) {
                merged.notes.push(note);
            }
        }
        for failure in report.failures {
            merged.failures.push(if several {
                let last = first + batch.len() - 1;
                format!("batch of types {first}..={last}: {failure}")
            } else {
                failure
            });
        }
        merged.rows.extend(report.rows);
        merged.launched &= report.launched;
        if merged.launch_skipped.is_none() {
            merged.launch_skipped = report.launch_skipped;
        }
        first += batch.len();
    }
    merged
}

#[cfg(test)]
mod tests {
    use super::batch_size;

    #[test]
    fn batches_are_two_per_thread_within_bounds() {
        assert_eq!(batch_size(2000, 16), 63);
        assert_eq!(batch_size(2000, 2), 200);
        assert_eq!(batch_size(2000, 1), 200);
        assert_eq!(batch_size(40, 16), 20);
        assert_eq!(batch_size(1, 1), 20);
    }
}
