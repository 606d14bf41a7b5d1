//! The re-check of the best before a reduction reports it. A flaky test (a crash near a depth
//! limit that the test sees on most runs but not all) must neither end the run early nor leave
//! a result that does not reproduce.
//!
//! A re-check that fails runs again, up to [`RETRIES`] more times: one failure of a test that
//! usually passes is noise. A best that fails every attempt is marked not interesting (no pass
//! takes it again), and the best falls back to the newest earlier result that passes a re-check,
//! or to the original (it passed at the start) when none does; the reduction then goes on from
//! there (`reduction::rounds`).
//!
//! The first attempt need not wait for the end. With slots that nothing else wants (a batch's
//! slowest calls, a pass's last question), the door re-checks the best it has in one of them
//! ([`Early`]); a new best cancels it, and any call that wants the slot displaces it. When the
//! run ends on that best, the re-check's verdict is in, or on its way, instead of a whole test
//! time after the last verdict. It is the same judgement made sooner (a second run of the
//! test on the best, outside the verdict cache), so the result does not change.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

use super::Engine;
use super::calls::{Check, Evaluation, Priority};
use crate::cache::{self, Key};

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

/// A re-check of the best started before the end, in a slot nothing else wanted.
#[derive(Clone, Copy, Debug)]
pub(super) struct Early {
    /// The best it judges.
    key: Key,
    /// Its call's tag while it runs; its verdict once it reported.
    state: Result<bool, usize>,
}

impl Engine {
    /// Starts the re-check of the best in a free slot, unless it has one already, the best is
    /// the original (never re-checked), or it is young: fewer verdicts than slots were
    /// committed since it became the best, and the run's limit is not in sight. True if it
    /// started. Only where previews start: with fewer slots the current pass's own bets fill
    /// them. A best that a round of verdicts left standing is likelier to be the result, as is
    /// any best when the calls or the time left are less than a round; one re-checked while
    /// the next round replaces it cost a test's start on cores the round's own tests need.
    pub(super) fn start_early_recheck(&mut self) -> bool {
        // A new best drops the re-check of the one before (see `commit`): one that is here is
        // the best's, and the best is hashed only when its re-check starts, not at every step.
        let young = self.since_best < self.calls.jobs() as u64 && !self.limit_in_sight();
        if young || self.early.is_some() || self.state.best().len() == self.original_len {
            return false;
        }
        let best = self.best();
        let key = cache::key(&best);
        self.state.stats.calls += 1;
        let tag = self.calls.spawn(best, Check::Off, Priority::Later);
        self.early = Some(Early { key, state: Err(tag) });
        true
    }

    /// True when the run may end within a round: fewer committed calls left than slots, or
    /// less time before the deadline than a call takes.
    fn limit_in_sight(&self) -> bool {
        let jobs = self.calls.jobs() as u64;
        let calls = self.limits.max_calls.is_some_and(|m| m.saturating_sub(self.state.stats.committed_calls) < jobs);
        let time = match (self.limits.deadline, self.calls.mean_call()) {
            (Some(deadline), Some(call)) => Instant::now() + call >= deadline,
            _ => false,
        };
        calls || time
    }

    /// When the run's limit is in sight, the best's re-check is needed more than a bet on a
    /// query that may never be asked: without a free slot, it takes the newest bet's (or
    /// preview's). True if it started.
    pub(super) fn recheck_before_the_limit(&mut self) -> bool {
        let original = self.state.best().len() == self.original_len;
        if original || self.early.is_some() || !self.wants_previews() || !self.limit_in_sight() {
            return false;
        }
        if self.calls.busy() >= self.calls.jobs() && !self.displace_newest_bet() {
            match self.speculator.previews().give_way() {
                Some(preview) => self.discard(vec![preview]),
                None => return false,
            }
        }
        self.start_early_recheck()
    }

    /// 1 while the early re-check runs and, the run's limit not in sight, gives way like a
    /// preview to any call of the pass.
    pub(super) fn early_recheck_yielding(&self) -> usize {
        usize::from(self.early.is_some_and(|e| e.state.is_err()) && !self.limit_in_sight())
    }

    /// Cancels the early re-check while it runs and yields, for a call of the pass that needs
    /// its slot; true if it did.
    pub(super) fn give_way_early_recheck(&mut self) -> bool {
        self.early_recheck_yielding() == 1 && self.drop_early_recheck()
    }

    /// Forgets the early re-check (the best changed), cancelling it if it runs; a run of the test
    /// that is not used counts as wasted. True if one was running.
    pub(super) fn drop_early_recheck(&mut self) -> bool {
        let Some(early) = self.early.take() else { return false };
        self.state.stats.wasted += 1;
        match early.state {
            Err(tag) => {
                self.calls.cancel(tag);
                true
            }
            Ok(_) => false,
        }
    }

    /// Files the report of call `tag` if it is the early re-check's; false if it is not.
    pub(super) fn deliver_early_recheck(&mut self, tag: usize, interesting: bool) -> bool {
        match self.early.as_mut() {
            Some(early) if early.state == Err(tag) => {
                early.state = Ok(interesting);
                true
            }
            _ => false,
        }
    }

    /// The early re-check's verdict on `candidate`, waiting for it if it still runs; `None`
    /// when there is none (or the run is interrupted while it waits).
    fn early_verdict(&mut self, candidate: &[u8]) -> Option<bool> {
        let key = cache::key(candidate);
        loop {
            let early = self.early?;
            if early.key != key {
                // The best fell back since: that re-check is of no use.
                self.drop_early_recheck();
                return None;
            }
            let tag = match early.state {
                Ok(interesting) => {
                    self.early = None;
                    return Some(interesting);
                }
                Err(tag) => tag,
            };
            if self.interrupt.load(Ordering::SeqCst) != 0 {
                self.drop_early_recheck();
                return None;
            }
            if let Some((reported, evaluation)) = self.calls.wait(super::door::TICK) {
                let interesting = self.record(reported, &evaluation);
                if reported != tag {
                    // A preview's: nothing waits for it any more.
                    let ran = matches!(evaluation, Evaluation::Judged { .. });
                    self.speculator.deliver(reported, interesting, ran, evaluation.errors());
                } else {
                    self.deliver_early_recheck(tag, interesting);
                }
            }
        }
    }

    /// Judges `candidate` again, and up to [`RETRIES`] more times while it fails; true at the
    /// first pass. Every run is counted (`confirmations`, `retries`, `flaky`); the first is the
    /// early re-check's when it judged this candidate.
    pub fn recheck(&mut self, candidate: &[u8]) -> bool {
        let mut early = self.early_verdict(candidate);
        for attempt in 0..=RETRIES {
            self.state.stats.confirmations += 1;
            self.state.stats.retries += u64::from(attempt > 0);
            let interesting = match early.take() {
                Some(interesting) => interesting,
                None => {
                    self.state.stats.calls += 1;
                    self.calls.judge_now(candidate).is_interesting()
                }
            };
            if interesting {
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

#[cfg(test)]
mod tests {
    use std::sync::Mutex;
    use std::sync::atomic::AtomicUsize;
    use std::time::Duration;

    use super::*;
    use crate::adaptive::Evaluator;
    use crate::engine::calls::Calls;
    use crate::engine::state::ReductionState;
    use crate::engine::{Guards, Limits, Observer};
    use crate::oracle::{FnOracle, Oracle};

    /// The original of every test here.
    const ORIGINAL: &[u8] = b"0123456789";

    /// A door of four slots on [`ORIGINAL`], judging with `oracle` within `limits`.
    fn door(oracle: impl Oracle + 'static, limits: Limits) -> Engine {
        let calls = Calls::new(Arc::new(oracle), 4, None).unwrap();
        let state = ReductionState::new(Arc::new(ORIGINAL.to_vec()), Box::new(|_: &[u8]| Ok(())));
        let interrupt = Arc::new(AtomicUsize::new(0));
        Engine::new(state, calls, limits, Guards::default(), interrupt, Observer::default())
    }

    /// With slots to spare, a best that a batch's verdicts left standing is re-checked beside
    /// the batch's slowest call; the run's re-check then takes that verdict and starts no test.
    #[test]
    fn the_best_is_rechecked_in_a_slot_a_batch_left_idle() {
        let asked = Arc::new(Mutex::new(Vec::<Vec<u8>>::new()));
        let log = asked.clone();
        let oracle = FnOracle(move |c: &[u8]| {
            log.lock().unwrap().push(c.to_vec());
            if c.contains(&b'~') {
                std::thread::sleep(Duration::from_millis(300));
            }
            c.contains(&b'!')
        });
        let (original, mut door) = (Arc::new(ORIGINAL.to_vec()), door(oracle, Limits::default()));
        door.set_width(5);
        assert!(door.try_candidate(b"ab!".to_vec()).unwrap());
        let runs_of_best = || asked.lock().unwrap().iter().filter(|c| c.as_slice() == b"ab!").count();
        assert_eq!(runs_of_best(), 1);
        let batch = ["a", "b", "c", "d", "e~"].map(|c| c.as_bytes().to_vec()).to_vec();
        assert_eq!(door.judge_all(batch).unwrap(), [false; 5]);
        assert_eq!(runs_of_best(), 2, "re-checked while e~ ran");
        let calls = door.state().stats.calls;
        assert_eq!(door.final_check(&original), Recheck::Held);
        assert_eq!(runs_of_best(), 2, "the end's re-check started no test");
        assert_eq!((door.state().stats.calls, door.state().stats.confirmations), (calls, 1));
    }

    /// A best replaced before its early re-check reports is re-checked at the end as before.
    #[test]
    fn a_new_best_drops_the_early_recheck() {
        let oracle = FnOracle(|c: &[u8]| c.contains(&b'!'));
        let (original, mut door) = (Arc::new(ORIGINAL.to_vec()), door(oracle, Limits::default()));
        assert!(door.try_candidate(b"ab!".to_vec()).unwrap());
        assert!(!door.start_early_recheck(), "no verdict on this best yet");
        door.since_best = 4;
        assert!(door.start_early_recheck(), "a best with a round of verdicts behind it");
        assert!(!door.start_early_recheck(), "one at a time");
        assert!(door.try_candidate(b"a!".to_vec()).unwrap());
        assert!(door.early.is_none());
        let calls = door.state().stats.calls;
        assert_eq!(door.final_check(&original), Recheck::Held);
        assert_eq!(door.state().stats.calls, calls + 1, "judged at the end");
    }

    /// Near the run's limit any best may be the result: a best with no verdict behind it is
    /// re-checked early when fewer calls are left than slots, and the end takes that verdict.
    #[test]
    fn near_the_limit_a_young_best_is_rechecked() {
        let oracle = FnOracle(|c: &[u8]| c.contains(&b'!'));
        let limits = Limits { max_calls: Some(3), deadline: None };
        let (original, mut door) = (Arc::new(ORIGINAL.to_vec()), door(oracle, limits));
        assert!(door.try_candidate(b"ab!".to_vec()).unwrap());
        assert!(door.start_early_recheck(), "2 calls left, 4 slots");
        let calls = door.state().stats.calls;
        assert_eq!(door.final_check(&original), Recheck::Held);
        assert_eq!(door.state().stats.calls, calls, "the end waited for the early re-check");
    }
}
