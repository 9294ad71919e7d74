//! The seeds of the randomised tests: a fixed default a variable may replace, or one drawn from
//! the clock once per run (printed by the test, replayed through the variable).

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};
use std::time::{SystemTime, UNIX_EPOCH};

/// The decimal number in `variable`, or `default` when it is unset or not one: a test whose types
/// are the same every run unless asked otherwise.
pub fn seed(variable: &str, default: u64) -> u64 {
    std::env::var(variable)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// The number in `variable` (decimal or `0x` hex, surrounding blanks ignored); `None` when it is
/// unset, a panic naming it when it is not a number.
pub fn env_u64(variable: &str) -> Option<u64> {
    let v = std::env::var(variable).ok()?;
    let v = v.trim();
    let parsed = match v.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => v.parse(),
    };
    Some(parsed.unwrap_or_else(|e| panic!("{variable}={v}: not a number ({e})")))
}

/// The run's seed for `variable`: its number ([`env_u64`]), or else one from the clock. Drawn
/// once per process and variable, so that every suite of a run that reads it gets the same one,
/// and the seed one of them prints replays all of them.
pub fn fresh_seed(variable: &'static str) -> u64 {
    static SEEDS: Mutex<BTreeMap<&str, u64>> = Mutex::new(BTreeMap::new());
    // A panic while drawing (a variable that is not a number) inserts nothing: the next caller
    // reads the variable again, and panics the same way.
    let mut seeds = SEEDS.lock().unwrap_or_else(PoisonError::into_inner);
    *seeds.entry(variable).or_insert_with(|| {
        env_u64(variable).unwrap_or_else(|| {
            let nanos = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos());
            // Short enough to type back in.
            (nanos % 1_000_000_007) as u64
        })
    })
}
