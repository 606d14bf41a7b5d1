//! The re-check of the best before a reduction reports it. A flaky test (a crash near a depth
//! limit that the test sees on most runs but not all) must neither end the run early nor leave
//! a result that does not reproduce.
//!
//! A re-check that fails runs again, up to [`RETRIES`] more times: one failure of a test that
//! usually passes is noise. A best that fails every attempt is marked not interesting (no pass
//! takes it again), and the best falls back to the newest earlier result that passes a re-check,
//! or to the original (it passed at the start) when none does; the reduction then goes on from
//! there (`reduction::rounds`).

use std::sync::Arc;

use super::Engine;
use crate::cache;

/// How many more times a failed re-check runs before the result counts as not reproducing.
pub const RETRIES: u32 = 2;

/// How the re-check of the best went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recheck {
    /// The best passed (or is the original).
    Held,
    /// It did not; the best is now an earlier result, smaller than the original, that passed.
    FellBack,
    /// Nothing smaller than the original passed: the best is the original again.
    Original,
}

impl Engine {
    /// Judges `candidate` again, and up to [`RETRIES`] more times while it fails; true at the
    /// first pass. Every run is counted (`confirmations`, `retries`, `flaky`).
    pub fn recheck(&mut self, candidate: &[u8]) -> bool {
        for attempt in 0..=RETRIES {
            self.state.stats.calls += 1;
            self.state.stats.confirmations += 1;
            self.state.stats.retries += u64::from(attempt > 0);
            if self.calls.judge_now(candidate).is_interesting() {
                return true;
            }
        }
        self.state.stats.flaky += 1;
        false
    }

    /// Judges `text` once, outside the passes (the readable form of a result); the call counts.
    pub fn judge_once(&mut self, text: &[u8]) -> bool {
        self.state.stats.calls += 1;
        self.calls.judge_now(text).is_interesting()
    }

    /// Re-checks the best; when it does not pass, falls back (see the module) to an earlier
    /// result or to `original`.
    pub fn final_check(&mut self, original: &Arc<Vec<u8>>) -> Recheck {
        let best = self.best();
        if best == *original || self.recheck(&best) {
            return Recheck::Held;
        }
        self.state.cache.insert(cache::key(&best), false);
        let earlier: Vec<Arc<Vec<u8>>> = self.state.previous().cloned().collect();
        let mut to = None;
        for candidate in earlier.into_iter().take_while(|c| c != original) {
            let key = cache::key(&candidate);
            // Failed a re-check in an earlier round.
            if self.state.cache.get(&key) == Some(false) {
                continue;
            }
            if self.recheck(&candidate) {
                to = Some(candidate);
                break;
            }
            self.state.cache.insert(key, false);
        }
        self.state.stats.fallbacks += 1;
        let (to, recheck) = match to {
            Some(to) => (to, Recheck::FellBack),
            None => (original.clone(), Recheck::Original),
        };
        if let Err(e) = self.state.fall_back_to(to) {
            self.write_error = Some(format!("cannot write the result: {e}"));
        }
        self.rebase();
        recheck
    }
}
