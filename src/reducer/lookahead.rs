//! The door's lookahead: which call a free slot should run.
//!
//! The sequential order is a tree of possible futures. The current query's candidates come first;
//! each way the query can end leads to the next query the pass would make, which the pass
//! describes on request ([`Query::then`] along a path of ends), and so on. Every candidate in
//! that tree is needed with some probability: the probability that the queries before it end
//! the way its path says, times the probability that no earlier candidate of its own query stops
//! it. Those come from known verdicts where there are any (committed, or of calls that already
//! finished) and from guesses otherwise: the memory of the same change's earlier verdict, else the
//! pass's recent odds.
//!
//! The door explores the tree best first, down to [`MAX_DEPTH`] queries ahead, and runs the
//! candidate most likely to be needed if that is at least [`BET`]. With every slot busy, that
//! candidate may take the place of a speculative call half as likely to be needed. A sequential
//! door (`-j 1`) skips all of this and just draws the query's next candidate.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

use super::{Entry, Reducer, Slot};
use crate::adaptive::{End, Query, Then};
use crate::cache::{self, Key};
use crate::speculation::{self, BET, Odds, Prefetch, Prefetched, Reach};

/// How the current query and the hypothetical ones after it must end for a query to be reached
/// (see [`Query::then`]).
pub type Path = Vec<End>;

/// How many queries ahead the lookahead goes (it also never goes deeper than `--jobs`).
const MAX_DEPTH: usize = 4;

/// What the door does next.
pub enum Move {
    /// Take the query's next candidate.
    Draw,
    /// Start candidate `index` of the hypothetical query at `path`.
    Prefetch { path: Path, index: usize },
}

/// The hypothetical queries after the current one, by path, built when first needed; `None`
/// where the pass has no hint.
#[derive(Default)]
pub struct Tree {
    nodes: HashMap<Path, Option<Node>>,
}

impl Tree {
    /// Forgets the queries that could only follow the current one ending at `end`: it did not.
    pub fn forget(&mut self, end: Option<usize>) {
        self.nodes.retain(|path, _| path[0].at != end);
    }
}

/// A hypothetical query.
struct Node {
    stop_on: bool,
    /// True when `candidates` is the whole query.
    complete: bool,
    /// The text its candidates change: the last one accepted on the way to it.
    base: Arc<Vec<u8>>,
    candidates: Vec<Candidate>,
}

/// A candidate of a hypothetical query, with what the door needs to bet on it.
struct Candidate {
    bytes: Arc<Vec<u8>>,
    key: Key,
    /// False when it is not better than the current best (it would be rejected without a call).
    better: bool,
    /// The guessed probability that it stops its query.
    guess: f64,
}

/// The pass's odds after a query asked with `stop_on` saw `passed` verdicts that did not stop it
/// and then, if `stopped`, one that did: the door records every committed verdict, so this is
/// what [`crate::adaptive::Door::success_likely`] will say after that query.
fn odds_after(mut odds: Odds, stop_on: bool, passed: usize, stopped: bool) -> Odds {
    for _ in 0..passed {
        odds.record(stop_on, !stop_on);
    }
    if stopped {
        odds.record(stop_on, stop_on);
    }
    odds
}

/// The text the query after one asked with `stop_on` works on, if that query ends at `end`:
/// the candidate that stopped it (`stop_on`), or the last one it accepted on the way.
fn base_after<'a>(
    stop_on: bool,
    end: Option<usize>,
    base: &'a Arc<Vec<u8>>,
    nth: impl Fn(usize) -> &'a Arc<Vec<u8>>,
    len: usize,
) -> Arc<Vec<u8>> {
    let last_accepted = match (stop_on, end) {
        (true, Some(i)) => Some(i),
        (true, None) => None,
        (false, Some(i)) => i.checked_sub(1),
        (false, None) => len.checked_sub(1),
    };
    last_accepted.map_or(base, nth).clone()
}

impl Reducer {
    /// The most useful call to start next, if any is worth it (see the module doc). May cancel a
    /// speculative call to make room.
    pub(super) fn choose(
        &mut self,
        query: &mut dyn Query<Vec<u8>>,
        stop_on: bool,
        entries: &VecDeque<Entry>,
        exhausted: bool,
        pending: &HashMap<Key, usize>,
        tree: &mut Tree,
    ) -> Option<Move> {
        let jobs = self.evaluator.jobs();
        let busy = self.in_flight - self.dying;
        if jobs == 1 {
            return (busy == 0 && !exhausted).then_some(Move::Draw);
        }
        let displaceable = self.prefetched.iter().any(|q| matches!(q.state, Prefetched::Running { .. }));
        if busy >= jobs && !displaceable {
            // Nothing could be started: no slot is free and no speculative call could give one up.
            return None;
        }
        let stops = entries.iter().map(|e| match e.slot {
            Slot::Decided { interesting, .. } => f64::from(u8::from(interesting == stop_on)),
            Slot::NotBetter => f64::from(u8::from(!stop_on)),
            _ => e.guess,
        });
        let reach = Reach::new(1.0, stops);
        let mut best = (if exhausted { 0.0 } else { reach.beyond }, Move::Draw);
        // The probability that each running speculative call is needed, where the tree says.
        let mut needed: HashMap<Key, f64> = HashMap::new();
        let root = self.best();
        let nth = |i: usize| &entries[i].candidate;
        let odds = self.odds();
        let (len, start) = (entries.len(), entries.front().map_or(0, |e| e.position));
        let ends = (0..len).map(|i| (Some(i), reach.ends[i])).chain(exhausted.then_some((None, reach.beyond)));
        let mut frontier: Vec<(Path, f64, Arc<Vec<u8>>, Odds)> = ends
            .map(|(end, p)| {
                let odds = odds_after(odds, stop_on, end.unwrap_or(len), end.is_some());
                let at = end.map(|i| start + i);
                let path = vec![End { at, success_likely: odds.success_likely() }];
                (path, p, base_after(stop_on, end, &root, nth, len), odds)
            })
            .collect();
        let depth = MAX_DEPTH.min(jobs);
        while let Some((path, p, base, odds)) = frontier.pop() {
            if p < BET {
                continue;
            }
            if !tree.nodes.contains_key(&path) {
                let node = query.then(&path, jobs).map(|then| self.node(then, base, &odds));
                tree.nodes.insert(path.clone(), node);
            }
            let Some(node) = &tree.nodes[&path] else { continue };
            let reach = Reach::new(p, node.candidates.iter().map(|c| self.stop_guess(c, node.stop_on)));
            let mut first_new = true;
            for (j, c) in node.candidates.iter().enumerate() {
                if !c.better || self.state.cache.get(&c.key).is_some() || pending.contains_key(&c.key) {
                    continue;
                }
                if self.prefetched.iter().any(|q| q.key == c.key) {
                    let n = needed.entry(c.key).or_default();
                    *n = n.max(reach.needs[j]);
                } else if std::mem::take(&mut first_new) && reach.needs[j] > best.0 {
                    best = (reach.needs[j], Move::Prefetch { path: path.clone(), index: j });
                }
            }
            if path.len() < depth {
                let nth = |i: usize| &node.candidates[i].bytes;
                let len = node.candidates.len();
                let ends = reach.ends.iter().enumerate().map(|(j, &p)| (Some(j), p));
                for (at, p) in ends.chain(node.complete.then_some((None, reach.beyond))) {
                    let odds = odds_after(odds, node.stop_on, at.unwrap_or(len), at.is_some());
                    let end = End { at, success_likely: odds.success_likely() };
                    let child = path.iter().copied().chain([end]).collect();
                    frontier.push((child, p, base_after(node.stop_on, at, &node.base, nth, len), odds));
                }
            }
        }
        let (p, chosen) = best;
        if p < BET {
            return None;
        }
        if busy < jobs {
            return Some(chosen);
        }
        // Every slot is busy: displace the running speculative call least likely to be needed,
        // if the chosen one is at least twice as likely.
        let running = self.prefetched.iter().enumerate().filter_map(|(i, q)| match q.state {
            Prefetched::Running { .. } => Some((needed.get(&q.key).copied().unwrap_or(0.0), i)),
            Prefetched::Done { .. } => None,
        });
        let (q, i) = running.min_by(|a, b| a.0.total_cmp(&b.0))?;
        if q > p / 2.0 {
            return None;
        }
        if let Prefetched::Running { handle, .. } = self.prefetched.swap_remove(i).state {
            self.cancel(&handle);
        }
        Some(chosen)
    }

    /// A hypothetical query from the pass's hint, with its candidates hashed and guessed.
    fn node(&self, then: Then<Vec<u8>>, base: Arc<Vec<u8>>, odds: &Odds) -> Node {
        let candidates = (then.candidates.into_iter())
            .map(|bytes| {
                let better =
                    self.state.is_better(&bytes) && self.guards.protected.as_ref().is_none_or(|p| p.allows(&bytes));
                let change = Some(speculation::change(&base, &bytes));
                let guess = speculation::stop_probability(odds, &self.memory, then.stop_on, change);
                Candidate { key: cache::key(&bytes), bytes: Arc::new(bytes), better, guess }
            })
            .collect();
        Node { stop_on: then.stop_on, complete: then.complete, base, candidates }
    }

    /// The probability that `c` stops its query: certain when its verdict is known (cached, or
    /// from a finished speculative call), else the guess.
    fn stop_guess(&self, c: &Candidate, stop_on: bool) -> f64 {
        if !c.better {
            return f64::from(u8::from(!stop_on));
        }
        let finished = |p: &Prefetch| match p.state {
            Prefetched::Done { interesting, .. } if p.key == c.key => Some(interesting),
            _ => None,
        };
        match self.state.cache.get(&c.key).or_else(|| self.prefetched.iter().find_map(finished)) {
            Some(interesting) => f64::from(u8::from(interesting == stop_on)),
            None => c.guess,
        }
    }

    /// Starts candidate `index` of the hypothetical query at `path` (chosen by [`Self::choose`],
    /// so its verdict is not known, pending or already being found).
    pub(super) fn prefetch(&mut self, tree: &Tree, path: Path, index: usize) {
        let Some(Some(node)) = tree.nodes.get(&path) else { return };
        let c = &node.candidates[index];
        let (key, change) = (c.key, speculation::change(&node.base, &c.bytes));
        let (tag, handle) = self.spawn(c.bytes.clone());
        self.state.stats.hints_started += 1;
        let path = path.iter().map(|e| e.at).collect();
        self.prefetched.push(Prefetch { key, change, path, state: Prefetched::Running { tag, handle } });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The next query works on the last accepted candidate: the one that stopped a `stop_on`
    /// query, or the last one a `!stop_on` query accepted before it stopped (or ran out).
    #[test]
    fn the_next_query_works_on_the_last_accepted_candidate() {
        let base = Arc::new(b"base".to_vec());
        let candidates: Vec<Arc<Vec<u8>>> = (0..3).map(|i| Arc::new(vec![b'0' + i])).collect();
        let nth = |i: usize| &candidates[i];
        let after = |stop_on, end| base_after(stop_on, end, &base, nth, 3).as_slice().to_vec();
        assert_eq!(after(true, Some(1)), b"1");
        assert_eq!(after(true, None), b"base");
        assert_eq!(after(false, Some(0)), b"base");
        assert_eq!(after(false, Some(2)), b"1");
        assert_eq!(after(false, None), b"2");
    }

    /// Replaying a path's verdicts moves the odds the way committing them would, so a run of
    /// accepted candidates switches the pass to probing exactly when the door will.
    #[test]
    fn odds_replayed_along_a_path_match_committed_ones() {
        let mut committed = Odds::default();
        let mut replayed = Odds::default();
        for _ in 0..8 {
            // A probe query (stop_on = false) whose first three candidates are accepted and the
            // fourth rejected.
            for accepted in [true, true, true, false] {
                committed.record(false, accepted);
            }
            replayed = odds_after(replayed, false, 3, true);
            assert_eq!(committed.success_likely(), replayed.success_likely());
            assert_eq!(committed.stop(false), replayed.stop(false));
        }
        assert!(replayed.success_likely());
    }
}
