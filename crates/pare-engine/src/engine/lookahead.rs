//! The door's lookahead: which call a free slot should run.
//!
//! The sequential order is a tree of possible futures. The current query's candidates come first;
//! each way the query can end leads to the next query the pass would make, which the pass
//! describes on request ([`Query::hint`] along a path of ends), and so on. Every candidate in
//! that tree is needed with some probability: the probability that the queries before it end
//! the way its path says, times the probability that no earlier candidate of its own query stops
//! it. Those come from known verdicts where there are any (committed, or of calls that already
//! finished) and from guesses otherwise: the memory of the same change's earlier verdict, else the
//! pass's recent odds.
//!
//! The door explores the tree best first, down to [`MAX_DEPTH`] queries ahead, and runs the
//! candidate most likely to be needed if that is at least the bet [`odds::bet`] allows. With every slot busy, that
//! candidate may take the place of a speculative call half as likely to be needed. A sequential
//! door (`-j 1`) skips all of this and just draws the query's next candidate.

use std::collections::HashMap;
use std::sync::Arc;

use super::odds::{self, Change, Odds, Reach};
use super::sequence::{Sequence, Status};
use super::speculator::{Prefetched, Speculator};
use super::state::ReductionState;
use crate::adaptive::{End, Hint, Lead, MERGE_BITS, Query, Seek, merge_path};
use crate::cache::{self, Key};
use crate::protect::Protected;

/// How the current query and the hypothetical ones after it must end for a query to be reached
/// (see [`Query::hint`]).
pub type Path = Vec<End>;

/// How many queries ahead the lookahead goes (it also never goes deeper than `--jobs`).
const MAX_DEPTH: usize = 4;

/// How many batches ahead of the current one a door starts calls for, at most.
const MAX_BATCHES_AHEAD: usize = 8;

/// The least probability of being needed that a call for a batch ahead must have, while at
/// least half of the slots are held. Lower than [`odds::bet`]: such calls only take slots that
/// the batch itself leaves idle.
const AHEAD_BET: f64 = 0.1;

/// What share of [`ahead_bet`] a bet on a batch's merge must reach: a merge that ends a level,
/// with nothing to judge beside it, takes a whole round of its own when it was not started
/// beside the batch, and the slots it bets in are ones the batch leaves idle.
const MERGE_BET: f64 = 0.25;

/// [`AHEAD_BET`] with `busy` of `jobs` slots held: down to a fifth of it as a wide door empties.
/// A batch of two candidates (HDD's top levels) leaves 14 of 16 slots idle for a whole test,
/// and the levels below it are reached one time in twenty or more.
pub(super) fn ahead_bet(busy: usize, jobs: usize) -> f64 {
    if jobs <= 4 {
        return AHEAD_BET;
    }
    (AHEAD_BET * 2.0 * busy as f64 / jobs as f64).clamp(AHEAD_BET / 5.0, AHEAD_BET)
}

/// What the door does next.
#[derive(Debug, PartialEq)]
pub enum Move {
    /// Take the query's next candidate.
    Draw,
    /// Start candidate `index` of the hypothetical query at `path`.
    Prefetch {
        /// Which hypothetical query.
        path: Path,
        /// Which of its candidates.
        index: usize,
    },
}

/// A move, and the running speculative call to cancel first to make room for it (when every
/// slot is busy).
pub type Choice = (Move, Option<usize>);

/// What the lookahead reads of the door to choose a move.
pub struct Situation<'a> {
    /// The best test case, the cache.
    pub state: &'a ReductionState,
    /// `--protect`: candidates that lose protected text are rejected without a call.
    pub protected: Option<&'a Protected>,
    /// The current pass's odds.
    pub odds: Odds,
    /// The current query's `seek`.
    pub seek: Seek,
    /// The current query's uncommitted candidates.
    pub sequence: &'a Sequence,
    /// How many calls may run at once, and how many do.
    pub jobs: usize,
    /// How many calls hold a slot.
    pub busy: usize,
    /// The verdicts of the current batch committed so far (empty outside a batch).
    pub judged: &'a [bool],
}

/// The hypothetical queries after the current one, by path, built when first needed; `None`
/// where the pass has no hint.
#[derive(Default)]
pub struct QueryTree {
    nodes: HashMap<Path, Option<Node>>,
}

impl QueryTree {
    /// Forgets the queries that could only follow the current one ending at `end`: it did not.
    pub fn forget(&mut self, end: Option<usize>) {
        self.nodes.retain(|path, _| path[0].at != end);
    }

    /// Candidate `index` of the hypothetical query at `path`, with what it changes in its base:
    /// what the door needs to start it.
    pub fn candidate(&self, path: &Path, index: usize) -> Option<(Arc<Vec<u8>>, Key, Change)> {
        let node = self.nodes.get(path)?.as_ref()?;
        let c = node.candidates.get(index)?;
        Some((c.bytes.clone(), c.key, odds::change(&node.base, &c.bytes)))
    }
}

/// A hypothetical query.
struct Node {
    seek: Seek,
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

/// The pass's odds after a query asked with `seek` saw `passed` verdicts that did not stop it
/// and then, if `stopped`, one that did: the door records every committed verdict, so this is
/// what [`crate::adaptive::Evaluator::success_likely`] will say after that query.
fn odds_after(mut odds: Odds, seek: Seek, passed: usize, stopped: bool) -> Odds {
    for _ in 0..passed {
        odds.record(seek, !seek.wanted());
    }
    if stopped {
        odds.record(seek, seek.wanted());
    }
    odds
}

/// The text the query after one asked with `seek` works on, if that query ends at `end`:
/// the candidate that stopped it ([`Seek::Accepted`]), or the last one it accepted on the way.
fn base_after<'a>(
    seek: Seek,
    end: Option<usize>,
    base: &'a Arc<Vec<u8>>,
    nth: impl Fn(usize) -> &'a Arc<Vec<u8>>,
    len: usize,
) -> Arc<Vec<u8>> {
    let last_accepted = match (seek, end) {
        (Seek::Accepted, Some(i)) => Some(i),
        (Seek::Accepted, None) => None,
        (Seek::Rejected, Some(i)) => i.checked_sub(1),
        (Seek::Rejected, None) => len.checked_sub(1),
    };
    last_accepted.map_or(base, nth).clone()
}

/// The hypothetical queries after `node` (at `path`, reached as `reach` says): one per way it
/// can end, with the probability, base text and odds each is reached with.
fn children<'a>(
    path: &'a Path,
    node: &'a Node,
    reach: &'a Reach,
    odds: Odds,
) -> impl Iterator<Item = (Path, f64, Arc<Vec<u8>>, Odds)> + 'a {
    let nth = |i: usize| &node.candidates[i].bytes;
    let len = node.candidates.len();
    let ends = reach.ends.iter().enumerate().map(|(j, &p)| (Some(j), p));
    ends.chain(node.complete.then_some((None, reach.beyond))).map(move |(at, p)| {
        let odds = odds_after(odds, node.seek, at.unwrap_or(len), at.is_some());
        let end = End { at, success_likely: odds.success_likely() };
        let child = path.iter().copied().chain([end]).collect();
        (child, p, base_after(node.seek, at, &node.base, nth, len), odds)
    })
}

/// How many of a batch's least certain verdicts [`likely_masks`] varies.
const UNSURE: usize = 6;

/// The ways two or more of a batch's candidates can be accepted, as masks (bit `i`: candidate
/// `i`), with their probabilities, likeliest first, given each candidate's chance `accepted[i]`:
/// the likeliest verdicts with any of the [`UNSURE`] least certain ones turned.
fn likely_masks(accepted: &[f64]) -> Vec<(f64, u64)> {
    let likeliest = accepted.iter().enumerate().filter(|&(_, &p)| p >= 0.5).fold(0u64, |m, (i, _)| m | 1 << i);
    let mut unsure: Vec<usize> = (0..accepted.len()).filter(|&i| accepted[i] > 0.0 && accepted[i] < 1.0).collect();
    unsure.sort_by(|&a, &b| (accepted[a] - 0.5).abs().total_cmp(&(accepted[b] - 0.5).abs()));
    unsure.truncate(UNSURE);
    let probability = |mask: u64| {
        accepted.iter().enumerate().map(|(i, &p)| if mask >> i & 1 == 1 { p } else { 1.0 - p }).product::<f64>()
    };
    let mut masks: Vec<(f64, u64)> = (0..1u64 << unsure.len())
        .map(|turned| {
            unsure.iter().enumerate().filter(|&(j, _)| turned >> j & 1 == 1).fold(likeliest, |m, (_, &i)| m ^ 1 << i)
        })
        .filter(|mask| mask.count_ones() >= 2)
        .map(|mask| (probability(mask), mask))
        .collect();
    masks.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    masks
}

impl Speculator {
    /// The most useful call to start next, if any is worth it (see the module doc).
    pub fn choose(&self, s: &Situation, query: &mut dyn Query<Vec<u8>>, queries: &mut QueryTree) -> Option<Choice> {
        let (jobs, busy, exhausted) = (s.jobs, s.busy, s.sequence.exhausted);
        if jobs == 1 {
            return (busy == 0 && !exhausted).then_some((Move::Draw, None));
        }
        let displaceable = self.prefetched().iter().any(|q| matches!(q.state, Prefetched::Running { .. }));
        if busy >= jobs && !displaceable {
            // Nothing could be started: no slot is free and no speculative call could give one up.
            return None;
        }
        let stops = s.sequence.entries.iter().map(|e| match e.status {
            Status::Decided { interesting, .. } => f64::from(u8::from(s.seek.stops(interesting))),
            Status::NotBetter => f64::from(u8::from(s.seek.stops(false))),
            _ => e.guess,
        });
        let reach = Reach::new(1.0, stops);
        if !exhausted && reach.beyond >= 1.0 {
            // Nothing drawn can stop the query: its next candidate is needed for certain, and
            // no call in the tree can be likelier (the common case while the cache answers).
            return Some((Move::Draw, None));
        }
        let draw = (if exhausted { 0.0 } else { reach.beyond }, Move::Draw);
        let (needed, (p, chosen)) = self.explore(s, &reach, query, queries, draw);
        if p < odds::bet(busy, jobs) {
            return None;
        }
        if busy < jobs {
            return Some((chosen, None));
        }
        // Every slot is busy: displace the running speculative call least likely to be needed,
        // if the chosen one is at least twice as likely.
        let running = self.prefetched().iter().filter_map(|q| match q.state {
            Prefetched::Running { tag } => Some((needed.get(&q.key).copied().unwrap_or(0.0), tag)),
            Prefetched::Done { .. } => None,
        });
        let (q, tag) = running.min_by(|a, b| a.0.total_cmp(&b.0))?;
        (q <= p / 2.0).then_some((chosen, Some(tag)))
    }

    /// In a batch whose candidates are all out ([`crate::adaptive::Evaluator::judge_all_ahead`]): the
    /// first candidate of the batches after it, up to [`MAX_BATCHES_AHEAD`] of them, that is not
    /// judged, pending or started yet, if the order is likely enough to reach it. A batch never
    /// stops, so the next batch is reached when none of this one's candidates is accepted (else
    /// the pass merges): the product of their chances of rejection, known or guessed. A batch
    /// led by a merge or a part ([`Lead`]) bets its lead accepted (and, after a merge, the others
    /// rejected); the batch judged when a merge is rejected instead (its fallback,
    /// [`Query::fallback_path`]), and the batches after the fallback's largest part, take the
    /// slots first when that is the likelier way.
    pub fn ahead(&self, s: &Situation, query: &mut dyn Query<Vec<u8>>, queries: &mut QueryTree) -> Option<Move> {
        let lead = query.lead();
        let leader = (lead != Lead::None).then(|| self.lead_accepted(s));
        let stops = s.sequence.entries.iter().enumerate().map(|(i, e)| {
            if s.sequence.first + i == 0 && lead != Lead::None {
                // The lead breaks the path when it is rejected.
                return 1.0 - leader.unwrap_or(1.0);
            }
            match e.status {
                // The parts after the first do not matter.
                _ if lead == Lead::Part => 0.0,
                Status::Decided { interesting, .. } => f64::from(u8::from(interesting)),
                Status::NotBetter => 0.0,
                _ => e.guess,
            }
        });
        let mut reached = Reach::new(1.0, stops).beyond;
        if s.sequence.first > 0 {
            reached *= leader.unwrap_or(1.0);
        }
        let bet = ahead_bet(s.busy, s.jobs);
        let fallback = leader.filter(|_| lead == Lead::Merge).map(|accepted| 1.0 - accepted).filter(|&p| p >= bet);
        let after_lead = |query: &dyn Query<Vec<u8>>, k| query.batch_path(k);
        if lead == Lead::None && query.merges() {
            // The merge the verdicts are likeliest to call for, or the batches after an
            // all-rejected one, whichever is likelier first.
            return match self.down_merges(s, query, queries, bet * MERGE_BET) {
                Some((p, next)) if p >= reached => Some(next),
                merge => self.down(s, query, queries, reached, bet, after_lead).or(merge.map(|(_, next)| next)),
            };
        }
        if let Some(p) = fallback.filter(|&p| p >= reached) {
            return self
                .down_fallback(s, query, queries, p, bet)
                .or_else(|| self.down(s, query, queries, reached, bet, after_lead));
        }
        let next = self.down(s, query, queries, reached, bet, after_lead);
        next.or_else(|| self.down_fallback(s, query, queries, fallback?, bet))
    }

    /// The first unstarted candidate of a merge's fallback ([`Query::fallback_path`], reached
    /// with probability `reached`), or of the batches after its largest part
    /// ([`Query::after_part_path`]), while they are reached with at least `bet`.
    fn down_fallback(
        &self,
        s: &Situation,
        query: &mut dyn Query<Vec<u8>>,
        queries: &mut QueryTree,
        reached: f64,
        bet: f64,
    ) -> Option<Move> {
        let path = query.fallback_path();
        if let Some(next) = self.unstarted(s, query, queries, path.clone()) {
            return Some(next);
        }
        let Some(Some(node)) = queries.nodes.get(&path) else { return None };
        let largest = node.candidates.first().map_or(0.0, |c| self.stop_guess(s, c, Seek::Accepted));
        let after_part = |query: &dyn Query<Vec<u8>>, k| query.after_part_path(k);
        self.down(s, query, queries, reached * largest, bet, after_part)
    }

    /// The first unstarted candidate of the batches at `path(1)`, `path(2)`, ... (up to
    /// [`MAX_BATCHES_AHEAD`]), the first reached with probability `reached` and each after it
    /// when the one before is all rejected, while that stays at least `bet`.
    fn down(
        &self,
        s: &Situation,
        query: &mut dyn Query<Vec<u8>>,
        queries: &mut QueryTree,
        mut reached: f64,
        bet: f64,
        path: fn(&dyn Query<Vec<u8>>, usize) -> Path,
    ) -> Option<Move> {
        for depth in 1..=MAX_BATCHES_AHEAD {
            if reached < bet {
                break;
            }
            let path = path(query, depth);
            if let Some(next) = self.unstarted(s, query, queries, path.clone()) {
                return Some(next);
            }
            let Some(Some(node)) = queries.nodes.get(&path) else { break };
            reached *= Reach::new(1.0, node.candidates.iter().map(|c| self.stop_guess(s, c, Seek::Accepted))).beyond;
        }
        None
    }

    /// The first unstarted candidate of the merge a batch's verdicts are likeliest to call for
    /// (see [`crate::adaptive::Evaluator::judge_all_merging`]), with how likely those verdicts
    /// are, while that is at least `bet`.
    fn down_merges(
        &self,
        s: &Situation,
        query: &mut dyn Query<Vec<u8>>,
        queries: &mut QueryTree,
        bet: f64,
    ) -> Option<(f64, Move)> {
        let accepted =
            s.judged.iter().map(|&v| f64::from(u8::from(v))).chain(s.sequence.entries.iter().map(|e| match e.status {
                Status::Decided { interesting, .. } => f64::from(u8::from(interesting)),
                Status::NotBetter => 0.0,
                _ => e.guess,
            }));
        let accepted: Vec<f64> = accepted.collect();
        if accepted.len() > MERGE_BITS {
            return None;
        }
        for (p, mask) in likely_masks(&accepted) {
            if p < bet {
                break;
            }
            if let Some(next) = self.unstarted(s, query, queries, merge_path(mask)) {
                return Some((p, next));
            }
        }
        None
    }

    /// How likely a batch's lead ([`Lead`]) is accepted: its verdict once committed
    /// ([`Situation::judged`]) or known, else the guess.
    fn lead_accepted(&self, s: &Situation) -> f64 {
        if let Some(&verdict) = s.judged.first() {
            return f64::from(u8::from(verdict));
        }
        match s.sequence.entries.front().map(|e| (e.status, e.guess)) {
            Some((Status::Decided { interesting, .. }, _)) => f64::from(u8::from(interesting)),
            Some((Status::NotBetter, _)) => 0.0,
            Some((_, guess)) => guess,
            None => 1.0,
        }
    }

    /// The first candidate of the hypothetical query at `path` (built from the query's hint if
    /// it is new) that is better than the best and not judged, pending or started yet.
    fn unstarted(
        &self,
        s: &Situation,
        query: &mut dyn Query<Vec<u8>>,
        queries: &mut QueryTree,
        path: Path,
    ) -> Option<Move> {
        if !queries.nodes.contains_key(&path) {
            let node = query.hint(&path, s.jobs).map(|hint| self.node(s, hint, s.state.best().clone(), &s.odds));
            queries.nodes.insert(path.clone(), node);
        }
        let node = queries.nodes[&path].as_ref()?;
        let started = |c: &Candidate| {
            s.state.cache.get(&c.key).is_some() || s.sequence.pending.contains_key(&c.key) || self.has_call(c.key)
        };
        let index = node.candidates.iter().position(|c| c.better && !started(c))?;
        Some(Move::Prefetch { path, index })
    }

    /// Walks the tree of hypothetical queries best first, from the current query's possible
    /// ends (`reach`), down to [`MAX_DEPTH`] queries ahead. Returns how likely each running
    /// speculative call is to be needed, and the likeliest call to start (`best` unless one in
    /// the tree beats it).
    fn explore(
        &self,
        s: &Situation,
        reach: &Reach,
        query: &mut dyn Query<Vec<u8>>,
        queries: &mut QueryTree,
        mut best: (f64, Move),
    ) -> (HashMap<Key, f64>, (f64, Move)) {
        let mut needed: HashMap<Key, f64> = HashMap::new();
        let root = s.state.best().clone();
        let entries = &s.sequence.entries;
        let nth = |i: usize| &entries[i].candidate;
        let (len, start) = (entries.len(), s.sequence.first);
        let ends =
            (0..len).map(|i| (Some(i), reach.ends[i])).chain(s.sequence.exhausted.then_some((None, reach.beyond)));
        let mut frontier: Vec<(Path, f64, Arc<Vec<u8>>, Odds)> = ends
            .map(|(end, p)| {
                let odds = odds_after(s.odds, s.seek, end.unwrap_or(len), end.is_some());
                let path = vec![End { at: end.map(|i| start + i), success_likely: odds.success_likely() }];
                (path, p, base_after(s.seek, end, &root, nth, len), odds)
            })
            .collect();
        let depth = MAX_DEPTH.min(s.jobs);
        while let Some((path, p, base, odds)) = frontier.pop() {
            if p < odds::bet(s.busy, s.jobs) {
                continue;
            }
            if !queries.nodes.contains_key(&path) {
                let node = query.hint(&path, s.jobs).map(|hint| self.node(s, hint, base, &odds));
                queries.nodes.insert(path.clone(), node);
            }
            let Some(node) = &queries.nodes[&path] else { continue };
            let reach = Reach::new(p, node.candidates.iter().map(|c| self.stop_guess(s, c, node.seek)));
            let mut first_new = true;
            for (j, c) in node.candidates.iter().enumerate() {
                if !c.better || s.state.cache.get(&c.key).is_some() || s.sequence.pending.contains_key(&c.key) {
                    continue;
                }
                if self.has_call(c.key) {
                    let n = needed.entry(c.key).or_default();
                    *n = n.max(reach.needs[j]);
                } else if std::mem::take(&mut first_new) && reach.needs[j] > best.0 {
                    best = (reach.needs[j], Move::Prefetch { path: path.clone(), index: j });
                }
            }
            if path.len() < depth {
                frontier.extend(children(&path, node, &reach, odds));
            }
        }
        (needed, best)
    }

    /// A hypothetical query from the pass's hint, with its candidates hashed and guessed.
    fn node(&self, s: &Situation, hint: Hint<Vec<u8>>, base: Arc<Vec<u8>>, odds: &Odds) -> Node {
        let candidates = (hint.candidates.into_iter())
            .map(|bytes| {
                let better = s.state.is_better(&bytes) && s.protected.is_none_or(|p| p.allows(&bytes));
                let guess = self.guess(odds, hint.seek, odds::change(&base, &bytes));
                Candidate { key: cache::key(&bytes), bytes: Arc::new(bytes), better, guess }
            })
            .collect();
        Node { seek: hint.seek, complete: hint.complete, base, candidates }
    }

    /// The probability that `c` stops its query: certain when its verdict is known (cached, or
    /// from a finished speculative call), else the guess.
    fn stop_guess(&self, s: &Situation, c: &Candidate, seek: Seek) -> f64 {
        if !c.better {
            return f64::from(u8::from(seek.stops(false)));
        }
        let finished = |p: &super::speculator::Prefetch| match p.state {
            Prefetched::Done { interesting, .. } if p.key == c.key => Some(interesting),
            _ => None,
        };
        match s.state.cache.get(&c.key).or_else(|| self.prefetched().iter().find_map(finished)) {
            Some(interesting) => f64::from(u8::from(seek.stops(interesting))),
            None => c.guess,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sequence::{Entry, Source};

    /// A query whose next query, once it ends at its first candidate, asks about `next`.
    struct Hinted {
        next: Vec<&'static str>,
    }

    impl Iterator for Hinted {
        type Item = Vec<u8>;
        fn next(&mut self) -> Option<Vec<u8>> {
            None
        }
    }

    impl Query<Vec<u8>> for Hinted {
        fn hint(&mut self, path: &[End], limit: usize) -> Option<Hint<Vec<u8>>> {
            if path.len() != 1 || path[0].at != Some(0) {
                return None;
            }
            Hint::new(Seek::Accepted, self.next.iter().take(limit).map(|s| s.as_bytes().to_vec()).collect(), false)
        }
    }

    /// A sequence whose one entry is running and guessed to stop the query with `guess`.
    fn running(guess: f64) -> Sequence {
        let mut sequence = Sequence::default();
        let entry = Entry {
            candidate: Arc::new(b"x".to_vec()),
            key: 1,
            status: Status::Running { tag: 0 },
            position: 0,
            change: None,
            guess,
            errors: None,
        };
        sequence.push(entry);
        sequence
    }

    fn choose(sequence: &Sequence, busy: usize, speculator: &Speculator) -> Option<Choice> {
        let state = ReductionState::new(Arc::new(b"0123456789".to_vec()), Box::new(|_: &[u8]| Ok(())));
        let situation = Situation {
            state: &state,
            protected: None,
            odds: Odds::default(),
            seek: Seek::Accepted,
            sequence,
            jobs: 2,
            busy,
            judged: &[],
        };
        speculator.choose(&situation, &mut Hinted { next: vec!["ab", "cd"] }, &mut QueryTree::default())
    }

    /// A free slot goes to whatever the sequential order most likely needs next: the query's next
    /// candidate when the running one will probably not stop it, else the first candidate of
    /// the query that follows; nothing when no call is likely enough to be needed.
    #[test]
    fn a_free_slot_goes_to_the_likeliest_needed_call() {
        let speculator = Speculator::default();
        assert_eq!(choose(&running(0.1), 1, &speculator), Some((Move::Draw, None)));
        let hinted = choose(&running(0.9), 1, &speculator);
        let path = vec![End { at: Some(0), success_likely: false }];
        assert_eq!(hinted, Some((Move::Prefetch { path, index: 0 }, None)));
        assert_eq!(choose(&running(0.5), 2, &speculator), None, "every slot is busy, nothing to displace");
        let mut decided = running(0.9);
        decided.entries[0].status = Status::Decided { interesting: false, source: Source::Ran };
        assert_eq!(choose(&decided, 1, &speculator), Some((Move::Draw, None)), "a known rejection: draw on");
    }

    /// The next query works on the last accepted candidate: the one that stopped a
    /// [`Seek::Accepted`] query, or the last one a [`Seek::Rejected`] query accepted before it stopped (or ran out).
    #[test]
    fn the_next_query_works_on_the_last_accepted_candidate() {
        let base = Arc::new(b"base".to_vec());
        let candidates: Vec<Arc<Vec<u8>>> = (0..3).map(|i| Arc::new(vec![b'0' + i])).collect();
        let nth = |i: usize| &candidates[i];
        let after = |seek, end| base_after(seek, end, &base, nth, 3).as_slice().to_vec();
        assert_eq!(after(Seek::Accepted, Some(1)), b"1");
        assert_eq!(after(Seek::Accepted, None), b"base");
        assert_eq!(after(Seek::Rejected, Some(0)), b"base");
        assert_eq!(after(Seek::Rejected, Some(2)), b"1");
        assert_eq!(after(Seek::Rejected, None), b"2");
    }

    /// Replaying a path's verdicts moves the odds the way committing them would, so a run of
    /// accepted candidates switches the pass to probing exactly when the door will.
    #[test]
    fn odds_replayed_along_a_path_match_committed_ones() {
        let mut committed = Odds::default();
        let mut replayed = Odds::default();
        for _ in 0..8 {
            // A probe query (Seek::Rejected) whose first three candidates are accepted and the
            // fourth rejected.
            for accepted in [true, true, true, false] {
                committed.record(Seek::Rejected, accepted);
            }
            replayed = odds_after(replayed, Seek::Rejected, 3, true);
            assert_eq!(committed.success_likely(), replayed.success_likely());
            assert_eq!(committed.stop(Seek::Rejected), replayed.stop(Seek::Rejected));
        }
        assert!(replayed.success_likely());
    }
}
