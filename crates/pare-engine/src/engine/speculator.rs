//! The door's speculator: what it knows to bet with (each pass's odds, the memory of changes) and
//! the calls it started for queries the pass has not asked yet.
//!
//! Everything here is about *when* a call runs, never about what is committed: the door commits
//! verdicts strictly in the order a sequential run reaches them. The odds learn from committed
//! verdicts only, so [`Speculator::success_likely`], which passes read, is the same for every
//! `--jobs`; the memory also learns from calls that finished but were not used.

use std::collections::HashMap;

use super::odds::{Change, Memory, Odds, stop_probability};
use super::previews::Previews;
use crate::adaptive::Seek;
use crate::cache::Key;
use crate::oracle::Measure;

/// Which pass a query is for: passes differ wildly in how often their candidates are accepted,
/// so each has its own odds.
pub type PassId = usize;

/// A started speculative call and where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prefetched {
    /// Still running; its report will carry `tag`.
    Running {
        /// The call's tag.
        tag: usize,
    },
    /// Finished: `interesting`, and whether the oracle really ran (false: the filter said no).
    Done {
        /// The verdict.
        interesting: bool,
        /// False when the filter rejected the candidate without a judgement.
        ran: bool,
        /// The candidate's parse error count, if the filter measured it.
        errors: Option<Measure>,
    },
}

/// A call started for a hypothetical query, kept aside until a query asks for the same bytes.
#[derive(Clone, Debug)]
pub struct Prefetch {
    /// The candidate's hash: adoption is by identical bytes.
    pub key: Key,
    /// What it changes in the text of the query it was built for, for the memory.
    pub change: Change,
    /// The ends the current query and the ones after it must have for the call to be needed
    /// (see [`crate::adaptive::Query::hint`]).
    pub path: Vec<Option<usize>>,
    /// Where the call stands.
    pub state: Prefetched,
}

/// The speculator's knowledge and its pool of speculative calls.
#[derive(Default)]
pub struct Speculator {
    odds: HashMap<PassId, Odds>,
    memory: Memory,
    prefetched: Vec<Prefetch>,
    /// The calls started for the next pass (speculation across passes).
    previews: Previews,
}

impl Speculator {
    /// The odds of `pass`'s candidates.
    pub fn odds(&self, pass: PassId) -> Odds {
        self.odds.get(&pass).copied().unwrap_or_default()
    }

    /// True when `pass`'s recent candidates were mostly accepted (see
    /// [`crate::adaptive::Evaluator::success_likely`]).
    pub fn success_likely(&self, pass: PassId) -> bool {
        self.odds(pass).success_likely()
    }

    /// Learns from a committed verdict of `pass`.
    pub fn record(&mut self, pass: PassId, seek: Seek, accepted: bool) {
        self.odds.entry(pass).or_default().record(seek, accepted);
    }

    /// Remembers a verdict on a change (committed, or of a call that finished but was not used).
    pub fn remember(&mut self, change: Change, interesting: bool) {
        self.memory.record(change, interesting);
    }

    /// The guessed probability that a candidate making `change` stops a query of `pass` asked
    /// with `seek`, from the given odds (the pass's, or as replayed along a path).
    pub fn guess(&self, odds: &Odds, seek: Seek, change: Change) -> f64 {
        stop_probability(odds, &self.memory, seek, Some(change))
    }

    /// The speculative calls, for the lookahead.
    pub fn prefetched(&self) -> &[Prefetch] {
        &self.prefetched
    }

    /// Keeps a new speculative call.
    pub fn push(&mut self, prefetch: Prefetch) {
        self.prefetched.push(prefetch);
    }

    /// Takes the speculative call on the bytes hashed `key`, if there is one (of this pass's
    /// queries, or a preview: then the flag is true): a query asked for them.
    pub fn adopt(&mut self, key: Key) -> Option<(Prefetched, bool)> {
        let Some(i) = self.prefetched.iter().position(|p| p.key == key) else {
            return self.previews.adopt(key).map(|p| (p, true));
        };
        Some((self.prefetched.swap_remove(i).state, false))
    }

    /// True when a speculative call (of this pass's queries or a preview) was started for the
    /// bytes hashed `key`.
    pub fn has_call(&self, key: Key) -> bool {
        self.prefetched.iter().any(|p| p.key == key) || self.previews.has(key)
    }

    /// How many previews' calls still run: they give way to anything of the current pass.
    pub fn previews_running(&self) -> usize {
        self.previews.running()
    }

    /// The previews of the next pass and their calls.
    pub fn previews(&mut self) -> &mut Previews {
        &mut self.previews
    }

    /// Takes the running speculative call with `tag` out of the pool (to displace it).
    pub fn take_running(&mut self, tag: usize) -> Option<Prefetch> {
        let i = self.prefetched.iter().position(|p| p.state == Prefetched::Running { tag })?;
        Some(self.prefetched.swap_remove(i))
    }

    /// Files the report of speculative call `tag`; false if no such call is waiting.
    pub fn deliver(&mut self, tag: usize, interesting: bool, ran: bool, errors: Option<Measure>) -> bool {
        let change = match self.prefetched.iter_mut().find(|p| p.state == Prefetched::Running { tag }) {
            Some(p) => {
                p.state = Prefetched::Done { interesting, ran, errors };
                p.change
            }
            None => match self.previews.deliver(tag, interesting, ran, errors) {
                Some(change) => change,
                None => return false,
            },
        };
        self.memory.record(change, interesting);
        true
    }

    /// Removes and returns the speculative calls that `keep` rejects.
    pub fn drop_unless(&mut self, keep: impl Fn(&Prefetch) -> bool) -> Vec<Prefetch> {
        let (kept, dropped) = self.prefetched.drain(..).partition(|p| keep(p));
        self.prefetched = kept;
        dropped
    }

    /// The current query ended at `end`: the speculative calls that bet on that end now belong
    /// to the next query (their paths lose their first step); the others are returned, dropped.
    pub fn reanchor(&mut self, end: Option<usize>) -> Vec<Prefetch> {
        let dropped = self.drop_unless(|p| p.path.first() == Some(&end));
        for p in &mut self.prefetched {
            p.path.remove(0);
        }
        dropped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prefetch(key: Key, path: Vec<Option<usize>>, tag: usize) -> Prefetch {
        let change = crate::engine::odds::change(b"", &key.to_le_bytes());
        Prefetch { key, change, path, state: Prefetched::Running { tag } }
    }

    /// Calls that bet on the way the query really ended move on to the next query; the others
    /// are handed back to be cancelled.
    #[test]
    fn reanchoring_keeps_the_bets_on_the_real_end() {
        let mut s = Speculator::default();
        s.push(prefetch(1, vec![Some(0)], 10));
        s.push(prefetch(2, vec![Some(1), Some(3)], 11));
        s.push(prefetch(3, vec![None], 12));
        let dropped = s.reanchor(Some(1));
        let dropped: Vec<Key> = dropped.iter().map(|p| p.key).collect();
        assert_eq!(dropped, vec![1, 3]);
        assert_eq!(s.prefetched().len(), 1);
        assert_eq!(s.prefetched()[0].path, vec![Some(3)]);
    }

    /// A finished speculative call teaches the memory, and is adopted by identical bytes.
    #[test]
    fn a_delivered_call_is_remembered_and_adopted_by_key() {
        let mut s = Speculator::default();
        let call = prefetch(7, vec![Some(0)], 1);
        let change = call.change;
        s.push(call);
        assert!(!s.deliver(2, true, true, None), "no such call");
        assert!(s.deliver(1, false, true, None));
        let odds = Odds::default();
        assert!(s.guess(&odds, Seek::Accepted, change) < 0.1, "a rejected change is guessed rejected again");
        assert_eq!(s.adopt(7), Some((Prefetched::Done { interesting: false, ran: true, errors: None }, false)));
        assert_eq!(s.adopt(7), None);
    }

    /// Odds are per pass: one pass's run of acceptances says nothing about another's.
    #[test]
    fn odds_are_kept_per_pass() {
        let mut s = Speculator::default();
        for _ in 0..20 {
            s.record(0, Seek::Rejected, true);
        }
        assert!(s.success_likely(0));
        assert!(!s.success_likely(1));
    }
}
