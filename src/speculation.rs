//! What a parallel door bets on (seed 002, "Pessimistic Concurrency"): the odds that a verdict
//! stops a query, the probability that the sequential order will need each possible next call,
//! and the pool of calls started from a pass's hints before it asked for them.
//!
//! Every bet is only about *when* a call runs, never about what is committed: the door commits
//! verdicts strictly in the order a sequential run would reach them, so the result does not
//! depend on `--jobs`. The odds are updated from committed verdicts only.

use std::sync::Arc;

use crate::cache::Key;
use crate::test_runner::CallHandle;

/// A call is started only if the sequential order needs its verdict with at least this
/// probability: wide while verdicts are predictable, narrow when they are not, so that no more
/// than about half of any speculative call is expected to be thrown away.
pub const BET: f64 = 0.45;

/// Recent rates of committed verdicts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Odds {
    /// How often a verdict stopped a query asked with `stop_on` = false, true.
    stop: [f64; 2],
    /// How often a candidate was accepted, over every committed verdict.
    accepted: f64,
}

impl Odds {
    /// The probability that the next verdict of a query with this `stop_on` stops it.
    pub fn stop(&self, stop_on: bool) -> f64 {
        self.stop[usize::from(stop_on)]
    }

    /// The recent rate of accepted candidates.
    pub fn accepted(&self) -> f64 {
        self.accepted
    }

    /// Records one committed verdict.
    pub fn record(&mut self, stop_on: bool, accepted: bool) {
        let r = &mut self.stop[usize::from(stop_on)];
        *r = 0.85 * *r + 0.15 * f64::from(u8::from(accepted == stop_on));
        self.accepted = 0.9 * self.accepted + 0.1 * f64::from(u8::from(accepted));
    }
}

/// The probabilities that the sequential order reaches each place of a query whose uncommitted
/// entries stop it with the given probabilities (1 or 0 once decided, the odds otherwise).
pub struct Reach {
    /// `ends[i]`: the probability that the query ends at uncommitted entry `i`.
    pub ends: Vec<f64>,
    /// The probability that it gets past every uncommitted entry.
    pub beyond: f64,
}

impl Reach {
    /// Walks the entries' stop probabilities in sequence order.
    pub fn new(stops: impl Iterator<Item = f64>) -> Reach {
        let mut beyond = 1.0;
        let ends = stops
            .map(|p| {
                let end = beyond * p;
                beyond *= 1.0 - p;
                end
            })
            .collect();
        Reach { ends, beyond }
    }
}

/// A started hint call and where it stands.
pub enum Prefetched {
    /// Still running.
    Running { tag: usize, handle: Arc<CallHandle> },
    /// Finished: `interesting`, and whether the test really ran (false: the syntax filter said no).
    Done { interesting: bool, ran: bool },
}

/// A call started from a query's hint, kept aside until a query asks for the same bytes.
pub struct Prefetch {
    /// The candidate's hash: adoption is by identical bytes.
    pub key: Key,
    /// The serial number of the query whose hint it came from.
    pub serial: u64,
    /// The end of that query the hint bet on (see [`crate::adaptive::Query::then`]).
    pub end: Option<usize>,
    /// Where the call stands.
    pub state: Prefetched,
}
