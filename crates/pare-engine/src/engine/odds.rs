//! What a parallel door bets on (speculative parallel evaluation): how likely each candidate
//! is to stop its query, and the probability that the sequential order will need each possible
//! call.
//!
//! Every bet is only about *when* a call runs, never about what is committed: the door commits
//! verdicts strictly in the order a sequential run would reach them, so the result does not
//! depend on `--jobs`. The odds learn from committed verdicts only; the memory also from the
//! verdicts of calls that finished but were not used (they say as much about a change).

use std::collections::HashMap;

use crate::adaptive::Seek;
use crate::cache::{self, Key};

/// A call is started only if the sequential order needs its verdict with at least this
/// probability: every slot is busy while verdicts are predictable, and a slot whose call would
/// more likely be thrown away than used stays free (the measurements behind the value are in
/// docs/benchmarks.md, "Where the speculation's constants come from").
pub const BET: f64 = 0.5;

/// The least probability of being needed that a call must have to take a free slot, with `busy`
/// of `jobs` slots held: [`BET`], or half of it while more than half of a wide door's slots are
/// free. A slot of a wide door (tests that run elsewhere, or many cores) is cheap while most
/// are idle; on a narrow one every wasted call competes with a needed one for a core. Only
/// when a call runs depends on it, never what is committed.
pub fn bet(busy: usize, jobs: usize) -> f64 {
    if jobs > 4 && 2 * busy < jobs { BET / 2.0 } else { BET }
}

/// Rates of committed verdicts, for one pass.
///
/// The stop rates blend a fast and a slow average, both starting from even odds: a pass's
/// verdicts come in runs, which the fast one follows, but alone it swings to near
/// certainty after a few alike verdicts, and the runs end (docs/benchmarks.md, "Where the
/// speculation's constants come from", has the measurements).
#[derive(Clone, Copy, Debug)]
pub struct Odds {
    /// How often a verdict stopped a query asked with [`Seek::Rejected`], [`Seek::Accepted`], recently.
    fast: [f64; 2],
    /// The same over a longer window.
    slow: [f64; 2],
    /// How often a candidate was accepted, over every committed verdict.
    accepted: f64,
}

impl Default for Odds {
    fn default() -> Odds {
        Odds { fast: [0.5; 2], slow: [0.5; 2], accepted: 0.0 }
    }
}

impl Odds {
    /// The probability that the next verdict of a query with this `seek` stops it.
    pub fn stop(&self, seek: Seek) -> f64 {
        let i = usize::from(seek.wanted());
        0.5 * (self.fast[i] + self.slow[i])
    }

    /// True when recent candidates were mostly accepted (see [`crate::adaptive::Evaluator::success_likely`]).
    pub fn success_likely(&self) -> bool {
        self.accepted >= 0.5
    }

    /// Records one committed verdict.
    pub fn record(&mut self, seek: Seek, accepted: bool) {
        let i = usize::from(seek.wanted());
        let stopped = f64::from(u8::from(seek.stops(accepted)));
        self.fast[i] = 0.8 * self.fast[i] + 0.2 * stopped;
        self.slow[i] = 0.97 * self.slow[i] + 0.03 * stopped;
        self.accepted = 0.9 * self.accepted + 0.1 * f64::from(u8::from(accepted));
    }
}

/// What a candidate changes in the text it was built from: the hash of the removed bytes and of
/// the bytes put in their place (after the common prefix and suffix). A type of its own, not a
/// [`Key`]: a key names a whole candidate, a change only the difference, and mixing them up
/// would look verdicts up under the wrong name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Change(Key);

/// The change that turns `base` into `candidate`.
pub fn change(base: &[u8], candidate: &[u8]) -> Change {
    let (prefix, suffix) = crate::edits::common_ends(base, candidate);
    let removed = cache::key(&base[prefix..base.len() - suffix]);
    let inserted = cache::key(&candidate[prefix..candidate.len() - suffix]);
    Change(removed ^ inserted.rotate_left(64).wrapping_mul(3))
}

/// The verdicts of earlier changes. Passes retry the same change on a text that has changed
/// elsewhere (HDD's later sweeps and levels, the next round of a pass), and such a retry
/// usually gets the verdict it got before: deleting a declaration the bug needs stays rejected.
/// An accepted change is a weaker sign: what made it deletable was often something deleted
/// since.
#[derive(Default)]
pub struct Memory {
    verdicts: HashMap<Change, bool, ahash::RandomState>,
}

impl Memory {
    /// The probability that a candidate making `change` is interesting; `fallback` when the
    /// change was never judged.
    pub fn interesting(&self, change: Change, fallback: f64) -> f64 {
        match self.verdicts.get(&change) {
            Some(true) => 0.6,
            Some(false) => 0.05,
            None => fallback,
        }
    }

    /// Records a verdict: committed, or of a call that finished but was not used.
    pub fn record(&mut self, change: Change, interesting: bool) {
        self.verdicts.insert(change, interesting);
    }
}

/// The probability that a candidate stops a query asked with `seek`, given the pass's odds and
/// what the memory says about the candidate's change (if it was computed).
pub fn stop_probability(odds: &Odds, memory: &Memory, seek: Seek, change: Option<Change>) -> f64 {
    let accepted = match seek {
        Seek::Accepted => odds.stop(Seek::Accepted),
        Seek::Rejected => 1.0 - odds.stop(Seek::Rejected),
    };
    let accepted = change.map_or(accepted, |c| memory.interesting(c, accepted));
    if seek.wanted() { accepted } else { 1.0 - accepted }
}

/// The probabilities that the sequential order reaches each place of a query whose uncommitted
/// entries stop it with the given probabilities (1 or 0 once decided, a guess otherwise).
pub struct Reach {
    /// `needs[i]`: the probability that the query gets to entry `i` at all.
    pub needs: Vec<f64>,
    /// `ends[i]`: the probability that the query ends at entry `i`.
    pub ends: Vec<f64>,
    /// The probability that it gets past every entry.
    pub beyond: f64,
}

impl Reach {
    /// Walks the entries' stop probabilities in sequence order, from a query reached with
    /// probability `reached`.
    pub fn new(reached: f64, stops: impl Iterator<Item = f64>) -> Reach {
        let mut beyond = reached;
        let (mut needs, mut ends) = (Vec::new(), Vec::new());
        for p in stops {
            needs.push(beyond);
            ends.push(beyond * p);
            beyond *= 1.0 - p;
        }
        Reach { needs, ends, beyond }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_is_the_same_wherever_it_is_made() {
        let a = change(b"fn a() {}\npub fn b() {}\n", b"fn a() {}\nfn b() {}\n");
        let b = change(b"pub fn b() {}\nfn c() {}\n", b"fn b() {}\nfn c() {}\n");
        assert_eq!(a, b);
        assert_ne!(a, change(b"pub fn b() {}\n", b"pub b() {}\n"));
        // Removing and inserting the same bytes are different changes.
        assert_ne!(change(b"ab", b"a"), change(b"a", b"ab"));
    }

    /// A pass starts at even odds, follows a run of alike verdicts, but a short run does not
    /// make it nearly certain: the runs end (the blend of a fast and a slow average).
    #[test]
    fn odds_follow_runs_without_becoming_certain() {
        let mut odds = Odds::default();
        assert_eq!(odds.stop(Seek::Accepted), 0.5);
        assert_eq!(odds.stop(Seek::Rejected), 0.5);
        for _ in 0..10 {
            odds.record(Seek::Accepted, false);
        }
        let after_misses = odds.stop(Seek::Accepted);
        assert!((0.15..0.3).contains(&after_misses), "{after_misses}");
        assert_eq!(odds.stop(Seek::Rejected), 0.5, "the other kind of query learns nothing");
        for _ in 0..3 {
            odds.record(Seek::Accepted, true);
        }
        assert!(odds.stop(Seek::Accepted) > after_misses + 0.2, "a new run shows at once");
    }

    #[test]
    fn reach_multiplies_along_the_sequence() {
        let r = Reach::new(0.5, [0.5, 1.0, 0.2].into_iter());
        assert_eq!(r.needs, vec![0.5, 0.25, 0.0]);
        assert_eq!(r.ends, vec![0.25, 0.25, 0.0]);
        assert_eq!(r.beyond, 0.0);
    }
}
