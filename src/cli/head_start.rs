//! The reduction's head start: with `-j 3` or more it begins while the test's first runs (on
//! the original, and on an empty input) still go on, its first calls in the slots those leave,
//! instead of one whole test time later with every slot empty.
//!
//! Its oracle holds every verdict until the first runs pass (`ProcessOracle::held`), and what
//! must come before the first write (the backup, the output's copy, the report page) is done
//! before they are given. So the reduction commits nothing before the original is judged, and
//! it sees the verdicts it would have seen had it waited: the result is the same. It starts
//! assuming what nearly every first run finds, that an empty input is not interesting; when
//! the empty run says otherwise (or says nothing), it is stopped and the reduction runs again
//! from the start knowing. When the first runs fail, it is stopped and their error is the run's.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use super::failure::Failure;
use pare::process::ProcessOracle;

/// What the signal flag holds while a reduction that started ahead is being stopped: no
/// signal's number, so a real signal that arrives meanwhile is not lost.
const STOPPING: usize = usize::MAX;

/// How many tests a reduction of `original` with `jobs` slots may run before the first runs
/// end (they take two slots); `None` when that leaves none and it waits for them, or when
/// there is nothing to start early (an empty original has no empty run to take its verdict
/// from, and nothing to reduce).
pub fn permits(jobs: usize, original: &[u8]) -> Option<usize> {
    (jobs > 2 && !original.is_empty()).then(|| jobs - 2)
}

/// Runs `checks` (the first runs, and what must precede the first write; they return the
/// verdict on an empty input) and `reduce` (given that verdict), with the reduction's head
/// start when `oracle` holds its verdicts (see [`permits`]), else one after the other. Returns
/// what `reduce` returns, or the failure of `checks`. `signal` is the reduction's interrupt
/// flag, raised to stop a reduction that started ahead in vain.
pub fn reduce_after_checks<T>(
    oracle: &ProcessOracle,
    signal: &AtomicUsize,
    held: bool,
    checks: impl FnOnce() -> Result<Option<bool>, Failure> + Send,
    mut reduce: impl FnMut(Option<bool>) -> Result<T, Failure>,
) -> Result<T, Failure> {
    if !held {
        let empty = checks()?;
        return reduce(empty);
    }
    std::thread::scope(|s| {
        let checked = s.spawn(|| {
            // Until the checks pass, the reduction is to stop: also when they panic, or its
            // calls would wait at the gate for ever.
            let stop = Stop { oracle, signal };
            let checked = checks();
            if matches!(checked, Ok(Some(false))) {
                std::mem::forget(stop);
                oracle.open();
            }
            checked
        });
        let ahead = reduce(Some(false));
        let checked = checked.join().expect("the first runs do not panic");
        let _ = signal.compare_exchange(STOPPING, 0, Ordering::SeqCst, Ordering::SeqCst);
        match checked? {
            Some(false) => ahead,
            empty => {
                oracle.open();
                reduce(empty)
            }
        }
    })
}

/// Stops a reduction that started ahead when dropped: the gate closed first, so that no held
/// verdict can let it commit while it stops, then its interrupt flag raised.
struct Stop<'a> {
    oracle: &'a ProcessOracle,
    signal: &'a AtomicUsize,
}

impl Drop for Stop<'_> {
    fn drop(&mut self) {
        self.oracle.close();
        let _ = self.signal.compare_exchange(0, STOPPING, Ordering::SeqCst, Ordering::SeqCst);
    }
}

/// What the checks make once the first runs pass (the output's copy, the report page) and the
/// reduction's callbacks use: empty before then, when no callback needs it.
pub type Later<T> = Arc<OnceLock<T>>;
