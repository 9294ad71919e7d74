//! A short summary printed after criterion's own report: each benchmark's median time per
//! iteration with the range of its samples, read back from criterion's `sample.json` files.

use std::path::PathBuf;

/// One line of the summary: a benchmark id (as given to criterion) and, for throughput
/// benchmarks, the bytes one iteration moves.
pub struct Row {
    pub id: String,
    pub bytes: Option<u64>,
}

/// Per-iteration times of every sample of benchmark `id`, in nanoseconds, sorted.
pub fn samples(id: &str) -> Option<Vec<f64>> {
    let dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"));
    let path = dir
        .join("criterion")
        .join(id)
        .join("new")
        .join("sample.json");
    let text = std::fs::read_to_string(path).ok()?;
    let iters = array(&text, "\"iters\":")?;
    let times = array(&text, "\"times\":")?;
    let mut per: Vec<f64> = iters.iter().zip(&times).map(|(i, t)| t / i).collect();
    per.sort_by(f64::total_cmp);
    Some(per)
}

fn array(text: &str, key: &str) -> Option<Vec<f64>> {
    let start = text.find(key)? + key.len();
    let rest = text[start..].trim_start().strip_prefix('[')?;
    let end = rest.find(']')?;
    rest[..end]
        .split(',')
        .map(|s| s.trim().parse().ok())
        .collect()
}

/// Median and range in nanoseconds.
pub fn stats(id: &str) -> Option<(f64, f64, f64)> {
    let s = samples(id)?;
    let n = s.len();
    let median = if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    };
    Some((median, s[0], s[n - 1]))
}

/// Prints one table line per row: ns (and GB/s for throughput rows) as median [min, max].
pub fn print(title: &str, rows: &[Row]) {
    println!("\n== summary: {title} (median [min .. max] over criterion's samples)");
    for row in rows {
        match (stats(&row.id), row.bytes) {
            (Some((med, lo, hi)), Some(bytes)) => {
                let gbs = |ns: f64| bytes as f64 / ns;
                println!(
                    "{:<44} {:>9.2} ms [{:.2} .. {:.2}]  {:>6.2} GB/s [{:.2} .. {:.2}]",
                    row.id,
                    med / 1e6,
                    lo / 1e6,
                    hi / 1e6,
                    gbs(med),
                    gbs(hi),
                    gbs(lo)
                );
            }
            (Some((med, lo, hi)), None) => {
                println!("{:<44} {:>9.2} ns [{:.2} .. {:.2}]", row.id, med, lo, hi);
            }
            (None, _) => println!("{:<44} (not run)", row.id),
        }
    }
}

/// The ratio of two benchmarks' medians (`num` time over `den` time), if both ran.
pub fn ratio(num: &str, den: &str) -> Option<f64> {
    Some(stats(num)?.0 / stats(den)?.0)
}

/// The ratio of two benchmarks' fastest samples: less sensitive to other load on the machine.
pub fn best_ratio(num: &str, den: &str) -> Option<f64> {
    Some(stats(num)?.1 / stats(den)?.1)
}
