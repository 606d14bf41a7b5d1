//! The search for the longest accepted run of units ending at one place (adaptive
//! deletion's change-point search): a linear probe up to [`LINEAR_CAP`], then an exponential probe, then a
//! search with two probes per step between the last accepted and the first rejected length.
//!
//! The search is a small state machine, [`RunSearch`]: each state names the run lengths it asks
//! about in one query (stop at the first rejection) and, given where that query stopped, either
//! the final length or the next state. Keeping the steps as data lets backward deletion tell a
//! parallel door what it will ask next before it asks ([`super::backward`]).

use super::{Evaluator, Seek};
use crate::stop::Stop;

/// The linear probe's length: runs up to this long are tried one by one (adaptive deletion's linear probe).
pub const LINEAR_CAP: usize = 6;

/// Where a search for the longest accepted run (at most `max` units) stands.
#[derive(Clone, Debug)]
pub struct RunSearch {
    max: usize,
    phase: Phase,
}

#[derive(Clone, Debug)]
enum Phase {
    /// Runs `from..=to`, one by one; every run shorter than `from` is known to be accepted.
    Linear { from: usize, to: usize },
    /// Runs `lo`·2, `lo`·4, … up to `max`; run `lo` is accepted.
    Exponential { lo: usize },
    /// Run `lo` is accepted and run `hi` rejected, `hi - lo >= 2`.
    Between { lo: usize, hi: usize },
}

/// Either the length found, or the search still under way.
pub type Outcome = Result<usize, RunSearch>;

impl RunSearch {
    /// A search that does not know whether even one unit may go: probes runs of 1..=6 first.
    /// The length found is 0 if not even one unit goes.
    pub fn probe(max: usize) -> Outcome {
        if max == 0 {
            return Ok(0);
        }
        Err(RunSearch { max, phase: Phase::Linear { from: 1, to: max.min(LINEAR_CAP) } })
    }

    /// A search that knows a run of 1 is accepted (it is already the door's best).
    pub fn expand(max: usize) -> Outcome {
        if max <= 1 {
            return Ok(max);
        }
        Err(RunSearch { max, phase: Phase::Linear { from: 2, to: max.min(LINEAR_CAP) } })
    }

    /// A search that knows a run of `known` units is accepted (a block that just went): probes
    /// longer runs, as [`RunSearch::expand`] does from 1.
    pub fn grow(max: usize, known: usize) -> Outcome {
        if max <= known {
            return Ok(max);
        }
        Err(RunSearch { max, phase: Phase::Linear { from: known + 1, to: max.min(LINEAR_CAP.max(known + 1)) } })
    }

    /// The run lengths this step asks about, in order; the query stops at the first rejection.
    pub fn lengths(&self) -> Vec<usize> {
        match self.phase {
            Phase::Linear { from, to } => (from..=to).collect(),
            Phase::Exponential { lo } => {
                let mut probes = Vec::new();
                let mut k = lo;
                while k < self.max {
                    k = (k * 2).min(self.max);
                    probes.push(k);
                }
                probes
            }
            // Two probes, at a third and two thirds of the interval: sequentially about as many
            // calls per bit as a binary search (one call when the first probe fails, two
            // otherwise, for a three-fold narrowing), but a parallel door runs both at once.
            Phase::Between { lo, hi } if hi - lo == 2 => vec![lo + 1],
            Phase::Between { lo, hi } => vec![lo + (hi - lo) / 3, lo + 2 * (hi - lo) / 3],
        }
    }

    /// The outcome once this step's query ended at `rejected` (the index into [`Self::lengths`]
    /// of the first rejected length, `None` if all were accepted).
    pub fn advance(&self, rejected: Option<usize>) -> Outcome {
        let lengths = self.lengths();
        match (&self.phase, rejected) {
            (Phase::Linear { from, .. }, Some(i)) => Ok(from + i - 1),
            (Phase::Linear { to, .. }, None) if *to == self.max => Ok(self.max),
            (Phase::Linear { to, .. }, None) => Err(RunSearch { max: self.max, phase: Phase::Exponential { lo: *to } }),
            (Phase::Exponential { .. }, None) => Ok(self.max),
            (Phase::Exponential { lo }, Some(0)) => self.between(*lo, lengths[0]),
            (Phase::Exponential { .. }, Some(i)) => self.between(lengths[i - 1], lengths[i]),
            (Phase::Between { lo, .. }, Some(0)) => self.between(*lo, lengths[0]),
            (Phase::Between { .. }, Some(_)) => self.between(lengths[0], lengths[1]),
            (Phase::Between { hi, .. }, None) => self.between(*lengths.last().expect("a probe"), *hi),
        }
    }

    fn between(&self, lo: usize, hi: usize) -> Outcome {
        if hi - lo <= 1 {
            return Ok(lo);
        }
        Err(RunSearch { max: self.max, phase: Phase::Between { lo, hi } })
    }
}

/// Runs a search to its end, sequentially; `make(k)` builds the candidate for a run of `k`.
/// Every accepted run along the way becomes the door's new best.
pub fn run_length<C, D, F>(door: &mut D, mut outcome: Outcome, make: F) -> Result<usize, Stop>
where
    D: Evaluator<C> + ?Sized,
    F: Fn(usize) -> C,
{
    loop {
        match outcome {
            Ok(k) => return Ok(k),
            Err(search) => {
                let lengths = search.lengths();
                let rejected = door.first_with(&mut lengths.iter().map(|&k| make(k)), Seek::Rejected)?;
                outcome = search.advance(rejected);
            }
        }
    }
}

/// Given that deleting a run of 1 unit is accepted, the largest `k <= max` whose run is accepted,
/// assuming rough monotonicity.
pub fn expand<C, D, F>(door: &mut D, max: usize, make: F) -> Result<usize, Stop>
where
    D: Evaluator<C> + ?Sized,
    F: Fn(usize) -> C,
{
    run_length(door, RunSearch::expand(max), make)
}

/// Like [`expand`], without knowing whether a run of 1 is accepted; 0 if not even 1 unit goes.
pub fn probe<C, D, F>(door: &mut D, max: usize, make: F) -> Result<usize, Stop>
where
    D: Evaluator<C> + ?Sized,
    F: Fn(usize) -> C,
{
    run_length(door, RunSearch::probe(max), make)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Drives a search against "runs up to `longest` are accepted" and returns the length found
    /// and the lengths asked about.
    fn search(outcome: Outcome, longest: usize) -> (usize, Vec<usize>) {
        let mut asked = Vec::new();
        let mut outcome = outcome;
        loop {
            match outcome {
                Ok(k) => return (k, asked),
                Err(s) => {
                    let lengths = s.lengths();
                    let rejected = lengths.iter().position(|&k| k > longest);
                    asked.extend(lengths.iter().take(rejected.map_or(lengths.len(), |i| i + 1)));
                    outcome = s.advance(rejected);
                }
            }
        }
    }

    #[test]
    fn finds_the_longest_accepted_run_for_every_length() {
        for max in 0..70 {
            for longest in 0..=max {
                assert_eq!(search(RunSearch::probe(max), longest).0, longest, "probe max {max} longest {longest}");
                if longest >= 1 {
                    assert_eq!(search(RunSearch::expand(max), longest).0, longest, "expand {max} {longest}");
                }
            }
        }
    }

    #[test]
    fn asks_each_length_at_most_once_and_logarithmically_often() {
        let (k, asked) = search(RunSearch::expand(1000), 700);
        assert_eq!(k, 700);
        let mut unique = asked.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), asked.len(), "{asked:?}");
        assert!(asked.len() <= 5 + 8 + 2 * 7, "{} calls: {asked:?}", asked.len());
    }
}
