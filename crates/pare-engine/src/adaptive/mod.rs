//! Adaptive deletion (adaptive ddmin) over any list of deletable units.
//!
//! At each position the routine finds the longest run of units whose deletion is still accepted,
//! with `expand` (linear probe up to 6, then an exponential probe, then a two-probe search; see
//! [`run_length`]), deletes it, and carries on from the same position: it never restarts from the
//! beginning after a success, which would make the loop accidentally quadratic.
//!
//! The routine never calls the test itself. It hands lazy sequences of candidates to an [`Evaluator`],
//! asking for the first one that is accepted, or the first rejected ([`Seek`]). That is what lets the door evaluate the
//! candidates the routine *would* try next speculatively, in parallel, while keeping the result
//! identical to a sequential run. Backward deletion (the default order, `backward.rs`) goes one
//! step further: it is a [`search::Search`], so each of its queries also says what the queries
//! after it will be ([`Query::hint`]), computed by the same code that makes them.

mod backward;
mod batch;
pub mod run_length;
pub mod search;

use std::ops::Range;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

pub use run_length::{expand, probe};

use crate::stop::Stop;

/// What passes ask about candidates through: it judges sequences of candidates in their order
/// (the engine is the one that runs the oracle; the simulation model is another).
pub trait Evaluator<C> {
    /// Evaluates the query's candidates in order and returns the index of the first one that is
    /// what `seek` seeks (`None` if there is none). A candidate is *accepted* when it is
    /// interesting and better than the current best; every accepted candidate before the returned
    /// index (and at it, for [`Seek::Accepted`]) becomes the new best, in order. A parallel door
    /// may also start the query's [`Query::hint`] hints in idle slots; only verdicts the
    /// sequential order reaches are ever committed.
    fn query(&mut self, query: &mut dyn Query<C>, seek: Seek) -> Result<Option<usize>, Stop>;

    /// [`Evaluator::query`] for a plain sequence of candidates, with no hint about what comes next.
    fn first_with(&mut self, candidates: &mut dyn Iterator<Item = C>, seek: Seek) -> Result<Option<usize>, Stop> {
        self.query(&mut Unhinted(candidates), seek)
    }

    /// True when recent candidates were mostly accepted. Deletion then probes each position along
    /// its success path (runs of 1, 2, … 6 at once) instead of scanning along the failure path,
    /// which makes the same calls in sequence but lets a parallel door speculate the likely way.
    /// Must depend only on committed verdicts, so that results do not depend on `--jobs`.
    fn success_likely(&self) -> bool {
        false
    }

    /// Asked at a pass's natural stopping points (where a search can resume later without
    /// redoing work: the start of a scan, of a query of independent rewrites): true when the
    /// pass should stop there and hand control back to the scheduler, because its recent yield
    /// fell below what it had or what another pass offers. Must depend only on committed
    /// verdicts, so that results do not depend on `--jobs` or timing.
    fn should_yield(&mut self) -> bool {
        false
    }

    /// The pass stopped at `position` because [`Evaluator::should_yield`] said so: where to resume.
    fn yielded(&mut self, position: search::Position) {
        let _ = position;
    }

    /// Says that the pass ends with the best `best_then()` builds if its next batch leaves it so
    /// (the merge the batch leads with is accepted and its `rejected` other candidates are all
    /// rejected), so that a door can start what the passes after it ask first in the slots the
    /// batch leaves idle: a pass's last batch is often a merge alone, and the next pass would
    /// wait a whole test for it. `best_then` is called only by a door that starts calls early
    /// and finds the end likely enough, and answers `None` when the pass goes on after all (a
    /// sweep with a level below). Only a hint: it changes when calls run, never what is
    /// committed.
    fn ending_on(&mut self, rejected: usize, best_then: &mut dyn FnMut() -> Option<C>) {
        let _ = (rejected, best_then);
    }

    /// How many independent candidates a pass may put to the door at once, to be judged against
    /// the same best ([`Evaluator::judge_all`]) and their successes merged (`--width`). 1 keeps the
    /// sequential searches. It is an option of the run, never derived from `--jobs` or the
    /// machine, so that the result stays a function of the input, the verdicts and the options.
    fn width(&self) -> usize {
        1
    }

    /// Judges every one of `candidates` against the current best and commits none of them:
    /// entry `i` of the answer is true when candidate `i` is interesting and better than the
    /// best. The verdicts are committed (cached, counted) in order, as a sequential run would
    /// make them, so every candidate may run at once. Only asked of a door whose
    /// [`Evaluator::width`] is above 1; such a door must answer it.
    fn judge_all(&mut self, candidates: Vec<C>) -> Result<Vec<bool>, Stop> {
        let _ = candidates;
        unreachable!("a door of width 1 is never asked to judge a batch")
    }

    /// [`Evaluator::judge_all`], told what the pass will judge next if every verdict of this batch is
    /// a rejection: `ahead(k)` builds the `k`-th batch after this one (k ≥ 1) on that
    /// assumption, or `None` past the last. A batch alone keeps at most W tests running, and
    /// fewer while its slowest ones finish; a door with more slots starts the batches ahead in
    /// them. Only a hint: a wrong one costs speculative calls, never a different result.
    fn judge_all_ahead(
        &mut self,
        candidates: Vec<C>,
        ahead: &mut dyn FnMut(usize) -> Option<Vec<C>>,
    ) -> Result<Vec<bool>, Stop> {
        let _ = ahead;
        self.judge_all(candidates)
    }

    /// [`Evaluator::judge_all_ahead`], told too what the pass judges next when two or more of the
    /// candidates are accepted: `merges(mask)` builds that batch (their merge first, see
    /// [`Evaluator::judge_merge_ahead`]) for the verdicts `mask` says (bit `i`: candidate `i`
    /// accepted), or `None`. A door with slots the batch leaves free starts the merges the
    /// verdicts are likeliest to call for, so that a merge which ends a level, with nothing to
    /// judge beside it, does not take a round of its own. Only a hint, as for
    /// [`Evaluator::judge_all_ahead`].
    fn judge_all_merging(
        &mut self,
        candidates: Vec<C>,
        ahead: &mut dyn FnMut(usize) -> Option<Vec<C>>,
        merges: &mut dyn FnMut(u64) -> Option<Vec<C>>,
    ) -> Result<Vec<bool>, Stop> {
        let _ = merges;
        self.judge_all_ahead(candidates, ahead)
    }

    /// [`Evaluator::judge_all_ahead`] on a batch whose first candidate is a merge of successes
    /// the pass expects to be accepted and then commits (a query of its own, ending at it):
    /// `ahead(k)` builds the `k`-th batch after this one when it is, and every other candidate
    /// is rejected. `fallback(0)` builds the batch the pass judges next when the merge is
    /// rejected (the merges of parts of it, largest first, see
    /// [`Evaluator::judge_parts_ahead`]), and `fallback(k)` the `k`-th batch after that one once
    /// its largest part went. Only hints, as for [`Evaluator::judge_all_ahead`].
    fn judge_merge_ahead(
        &mut self,
        candidates: Vec<C>,
        ahead: &mut dyn FnMut(usize) -> Option<Vec<C>>,
        fallback: &mut dyn FnMut(usize) -> Option<Vec<C>>,
    ) -> Result<Vec<bool>, Stop> {
        let _ = (ahead, fallback);
        self.judge_all(candidates)
    }

    /// [`Evaluator::judge_all_ahead`] on the parts of a failed merge, largest first: the pass
    /// commits the first that is accepted, and `ahead(k)` builds the `k`-th batch after this
    /// one when that is the first part, whatever the verdicts on the others. Only a hint, as
    /// for [`Evaluator::judge_all_ahead`].
    fn judge_parts_ahead(
        &mut self,
        candidates: Vec<C>,
        ahead: &mut dyn FnMut(usize) -> Option<Vec<C>>,
    ) -> Result<Vec<bool>, Stop> {
        let _ = ahead;
        self.judge_all(candidates)
    }

    /// [`Evaluator::judge_all_ahead`] on a batch of `width` candidates the door's candidate
    /// filter admits: `candidates` are drawn in order until `width` of them got past the filter
    /// (one it turns away is a rejection that made no call, and takes no place in the batch), and
    /// the answer has one verdict per candidate drawn. Which candidates those are follows from
    /// the filter's counts, never from timing, so the batch is the same at every `--jobs`. A
    /// door without a filter takes the first `width`.
    fn judge_admitted(
        &mut self,
        candidates: &mut dyn Iterator<Item = C>,
        width: usize,
        ahead: &mut dyn FnMut(usize) -> Option<Vec<C>>,
    ) -> Result<Vec<bool>, Stop> {
        self.judge_all_ahead(candidates.take(width).collect(), ahead)
    }
}

/// A batch for a door's query: its candidates, and the batches after it if every one of them is
/// rejected, as hints along paths of `None` ends (see [`Evaluator::judge_all_ahead`]).
pub struct Batch<'a, C> {
    candidates: Box<dyn Iterator<Item = C> + 'a>,
    ahead: &'a mut dyn FnMut(usize) -> Option<Vec<C>>,
    /// What its first candidate is to the batches ahead.
    lead: Lead,
    /// A merge's fallback and the batches after its largest part (see
    /// [`Evaluator::judge_merge_ahead`]).
    fallback: Option<&'a mut dyn FnMut(usize) -> Option<Vec<C>>>,
    /// The batch judged next for each way two or more candidates can be accepted (see
    /// [`Evaluator::judge_all_merging`]).
    merges: Option<&'a mut dyn FnMut(u64) -> Option<Vec<C>>>,
}

/// What a batch's first candidate is to the batches ahead of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lead {
    /// One candidate like the others: the batches ahead follow when every one is rejected.
    None,
    /// A merge of successes, committed when accepted: the batches ahead follow when it is
    /// accepted and the others (the window judged with it) are rejected; when it is rejected,
    /// its fallback ([`Query::fallback_path`]) does (see [`Evaluator::judge_merge_ahead`]).
    Merge,
    /// The largest part of a failed merge, committed when accepted whatever the smaller parts
    /// after it say: the batches ahead follow when it is accepted (see
    /// [`Evaluator::judge_parts_ahead`]).
    Part,
}

impl<'a, C: 'a> Batch<'a, C> {
    /// The query of `candidates`, followed by the batches `ahead` builds.
    pub fn new(candidates: Vec<C>, ahead: &'a mut dyn FnMut(usize) -> Option<Vec<C>>) -> Batch<'a, C> {
        Batch { candidates: Box::new(candidates.into_iter()), ahead, lead: Lead::None, fallback: None, merges: None }
    }

    /// The query of `candidates`, followed by the batches `ahead` builds when every one is
    /// rejected, or by the merge `merges` builds for the ones accepted (see
    /// [`Evaluator::judge_all_merging`]).
    pub fn merging(
        candidates: Vec<C>,
        ahead: &'a mut dyn FnMut(usize) -> Option<Vec<C>>,
        merges: &'a mut dyn FnMut(u64) -> Option<Vec<C>>,
    ) -> Batch<'a, C> {
        Batch { merges: Some(merges), ..Batch::new(candidates, ahead) }
    }

    /// The query of `candidates`, a merge first, followed by the batches `ahead` builds once the
    /// merge is committed, or by those `fallback` builds when it is rejected (see
    /// [`Evaluator::judge_merge_ahead`]).
    pub fn merge(
        candidates: Vec<C>,
        ahead: &'a mut dyn FnMut(usize) -> Option<Vec<C>>,
        fallback: &'a mut dyn FnMut(usize) -> Option<Vec<C>>,
    ) -> Batch<'a, C> {
        Batch { lead: Lead::Merge, fallback: Some(fallback), ..Batch::new(candidates, ahead) }
    }

    /// The query of a failed merge's parts, largest first, followed by the batches `ahead`
    /// builds once the largest is committed (see [`Evaluator::judge_parts_ahead`]).
    pub fn parts(candidates: Vec<C>, ahead: &'a mut dyn FnMut(usize) -> Option<Vec<C>>) -> Batch<'a, C> {
        Batch { lead: Lead::Part, ..Batch::new(candidates, ahead) }
    }

    /// The query of as many of `candidates` as the door draws (see
    /// [`Evaluator::judge_admitted`]), followed by the batches `ahead` builds.
    pub fn drawn_from(
        candidates: &'a mut dyn Iterator<Item = C>,
        ahead: &'a mut dyn FnMut(usize) -> Option<Vec<C>>,
    ) -> Batch<'a, C> {
        Batch { candidates: Box::new(candidates), ahead, lead: Lead::None, fallback: None, merges: None }
    }
}

impl<C> Iterator for Batch<'_, C> {
    type Item = C;
    fn next(&mut self) -> Option<C> {
        self.candidates.next()
    }
}

impl<C> Query<C> for Batch<'_, C> {
    /// The `k`-th batch ahead on the path [`Query::batch_path`] gives for it, or a merge's
    /// fallback on [`Query::fallback_path`] and the batches after its largest part on
    /// [`Query::after_part_path`]; nothing on any other path.
    fn hint(&mut self, path: &[End], _limit: usize) -> Option<Hint<C>> {
        if let (Some(merges), Some(mask)) = (self.merges.as_mut(), merged_mask(path)) {
            return Hint::new(Seek::Accepted, merges(mask)?, true);
        }
        let k = path.len().saturating_sub(2);
        let after_failed_merge = path == self.fallback_path() || (k > 0 && path == self.after_part_path(k));
        if let Some(fallback) = self.fallback.as_mut().filter(|_| after_failed_merge) {
            return Hint::new(Seek::Accepted, fallback(k)?, true);
        }
        let led = self.lead != Lead::None;
        let k = path.len() - usize::from(led);
        if k == 0 || self.batch_path(k).iter().zip(path).any(|(a, b)| a.at != b.at) {
            return None;
        }
        Hint::new(Seek::Accepted, (self.ahead)(k)?, true)
    }

    /// Every query on the way ends with no candidate that stopped it (a batch never stops, so
    /// that is how every one of them ends); after a lead, the query that commits it comes
    /// second and ends at it.
    fn batch_path(&self, k: usize) -> Vec<End> {
        match self.lead {
            Lead::None => vec![End { at: None, success_likely: false }; k],
            Lead::Merge | Lead::Part => led_path(k),
        }
    }

    fn lead(&self) -> Lead {
        self.lead
    }

    fn merges(&self) -> bool {
        self.merges.is_some()
    }
}

/// A sequence of candidates for [`Evaluator::query`] that can also say what its pass will ask next.
pub trait Query<C>: Iterator<Item = C> {
    /// The first (at most `limit`) candidates of the query the pass will make once this query,
    /// and the hypothetical queries after it, have ended as `path` says: `path[0]` is how this
    /// query ends, `path[1]` how the next one does, and so on. `path` is never empty. Only a
    /// hint: wrong or missing hints cost speculative calls, never correctness.
    fn hint(&mut self, path: &[End], limit: usize) -> Option<Hint<C>> {
        let _ = (path, limit);
        None
    }

    /// The path of ends on which the query after `k` batches is reached, for a batch
    /// ([`Batch`]); other queries have none.
    fn batch_path(&self, k: usize) -> Vec<End> {
        vec![End { at: None, success_likely: false }; k]
    }

    /// What a batch's first candidate is to the batches ahead of it.
    fn lead(&self) -> Lead {
        Lead::None
    }

    /// True when a batch says what it merges for each way its candidates can be accepted (see
    /// [`Evaluator::judge_all_merging`]), along the paths [`merge_path`] gives.
    fn merges(&self) -> bool {
        false
    }

    /// The path on which a batch whose first candidate is a merge reaches the batch the pass
    /// judges when the merge is rejected (its fallback): the batch ends, as every batch does,
    /// and that batch comes next (the query that would commit the merge is not made).
    fn fallback_path(&self) -> Vec<End> {
        vec![End { at: None, success_likely: false }]
    }

    /// The path on which a batch whose first candidate is a merge reaches the `k`-th batch
    /// after its fallback's largest part went: the fallback's path, then that of a batch led
    /// by a part.
    fn after_part_path(&self, k: usize) -> Vec<End> {
        self.fallback_path().into_iter().chain(led_path(k)).collect()
    }
}

/// Where a merge path's second end begins: far past any candidate's index, so that the mask of
/// verdicts it carries is never taken for one.
const MERGED: usize = 1 << 40;

/// The widest batch whose merges are hinted: a mask of verdicts fits a path's end below it.
pub const MERGE_BITS: usize = 32;

/// The path on which a batch ([`Evaluator::judge_all_merging`]) reaches the merge it judges next
/// when the verdicts are `mask` (bit `i`: candidate `i` accepted, `i` < [`MERGE_BITS`]): the
/// batch ends, as every batch does, and an end no query has carries the mask.
pub fn merge_path(mask: u64) -> Vec<End> {
    let end = |at| End { at, success_likely: false };
    vec![end(None), end(Some(MERGED + mask as usize))]
}

/// The mask of verdicts a bet on a merge stood for, from the rest of its path once the batch
/// ended (its second end, see [`merge_path`]); `None` for any other path.
pub fn merged_at(at: Option<usize>) -> Option<u64> {
    at.filter(|&at| at >= MERGED).map(|at| (at - MERGED) as u64)
}

/// `verdicts` as a mask (bit `i`: candidate `i` accepted, for the first 64), as a merge path
/// carries them.
pub fn mask_of(verdicts: &[bool]) -> u64 {
    verdicts.iter().take(64).enumerate().filter(|&(_, &v)| v).fold(0, |mask, (i, _)| mask | 1 << i)
}

/// The mask a merge path carries, if `path` is one.
fn merged_mask(path: &[End]) -> Option<u64> {
    match path {
        [first, second] if first.at.is_none() => merged_at(second.at),
        _ => None,
    }
}

/// The path on which a batch led by a merge or a part reaches the `k`-th batch after it: the
/// batch ends, as every batch does; the query that commits its lead ends at it; and every batch
/// between is all rejected.
fn led_path(k: usize) -> Vec<End> {
    let mut path = vec![End { at: None, success_likely: false }; k + 1];
    path[1].at = Some(0);
    path
}

/// What a query seeks: the first candidate the door accepts (a pass trying alternatives until
/// one works), or the first it rejects (a probe of how long a run of deletions keeps working).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seek {
    /// The first accepted candidate, which becomes the new best.
    Accepted,
    /// The first rejected candidate; every accepted one before it becomes the new best.
    Rejected,
}

impl Seek {
    /// The acceptance the query looks for: true for [`Seek::Accepted`].
    pub fn wanted(self) -> bool {
        self == Seek::Accepted
    }

    /// True when a candidate with this acceptance ends the query.
    pub fn stops(self, accepted: bool) -> bool {
        accepted == self.wanted()
    }
}

/// How a query ends, with what the pass will see of the door afterwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct End {
    /// `Some(i)`: candidate `i` had the searched-for verdict; `None`: none had.
    pub at: Option<usize>,
    /// What [`Evaluator::success_likely`] says once the query's verdicts are committed.
    pub success_likely: bool,
}

/// A hint of what a pass will ask later: the start of a query, with what it seeks and its first
/// candidates.
pub struct Hint<C> {
    /// What the query will seek.
    pub seek: Seek,
    /// Its first candidates, in order.
    pub candidates: Vec<C>,
    /// True when `candidates` is the whole query, so that "no candidate stopped it" is a
    /// possible end to speculate beyond.
    pub complete: bool,
}

impl<C> Hint<C> {
    /// A hint, or none when there are no candidates.
    pub fn new(seek: Seek, candidates: Vec<C>, complete: bool) -> Option<Hint<C>> {
        (!candidates.is_empty()).then_some(Hint { seek, candidates, complete })
    }
}

/// A plain iterator as a query without hints.
struct Unhinted<'a, C>(&'a mut dyn Iterator<Item = C>);

impl<C> Iterator for Unhinted<'_, C> {
    type Item = C;
    fn next(&mut self) -> Option<C> {
        self.0.next()
    }
}

impl<C> Query<C> for Unhinted<'_, C> {}

/// A list of units that can be deleted in contiguous runs, over a base the list owns.
pub trait DeletionList: Sized {
    /// What the door evaluates: usually the whole file's bytes.
    type Candidate;
    /// The current number of units.
    fn len(&self) -> usize;
    /// True when there are no units left.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The base with the units in `range` deleted (or replaced by their stand-ins).
    fn candidate(&self, range: Range<usize>) -> Self::Candidate {
        self.candidate_of(std::slice::from_ref(&range))
    }
    /// The base with the units in every one of `ranges` (sorted, disjoint) deleted. Hints use it
    /// to build, on the current base, what a candidate will look like once an earlier deletion
    /// is committed.
    fn candidate_of(&self, ranges: &[Range<usize>]) -> Self::Candidate;
    /// Makes the deletion of `range` the new base (the door has just accepted it). The list may
    /// re-derive its units afterwards; the routine copes with the length changing.
    fn commit(&mut self, range: Range<usize>);
    /// Makes the deletion of every one of `ranges` (sorted, disjoint) the new base: the door
    /// has just accepted [`DeletionList::candidate_of`] them, a merge of a batch's successes.
    /// Commits them last first, which is right for every list whose commit leaves the units
    /// below the range where they were; a list that re-derives its units otherwise overrides it.
    fn commit_all(&mut self, ranges: &[Range<usize>]) {
        for range in ranges.iter().rev() {
            self.commit(range.clone());
        }
    }
    /// Which level of its hierarchy this list is (HDD's depth, a stage of `braces`), so that a
    /// pass that stopped here can rebuild the list at the same level later.
    fn level(&self) -> usize {
        0
    }
    /// True when units of this list may only go together in twos or threes (declarations that
    /// name each other, an opening and a closing line): backward deletion then tries the blocks
    /// of a small level whose units all failed alone. Off where such pairs are rare or another
    /// pass covers them (tokens have `windows`), since every block is a call.
    fn blocks(&self) -> bool {
        false
    }
    /// The level [`DeletionList::deeper`] will give once the deletion of `ranges` (sorted,
    /// disjoint) is committed, without committing it: a batch that judges a merge at its level's
    /// start judges the next level's first window with it. `None` where the list cannot tell
    /// (the merge is then judged alone); a level that turns out otherwise costs only calls.
    fn deeper_after(&self, ranges: &[Range<usize>]) -> Option<Self> {
        let _ = ranges;
        None
    }
    /// The same text's units one level deeper, when the list is one level of a hierarchy (HDD's
    /// depths, braces' depths and modes) and there is a next level. Backward deletion runs on
    /// into it once every unit of this level has failed alone; the other orders once they are
    /// done with this level. Built from the current text, so a chain may come back to the top
    /// (HDD's next sweep).
    fn deeper(&self) -> Option<Self> {
        None
    }
}

/// In which order a deletion pass visits the units (the pass's choice of order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScanOrder {
    /// From the end to the start: later units often depend on earlier ones, so fewer rounds.
    Backward,
    /// From the start to the end.
    Forward,
    /// A random (seeded, so reproducible) order: avoids long stalls in undeletable regions.
    Random,
}

impl ScanOrder {
    /// Every order, in the order a command line lists them.
    pub const ALL: [ScanOrder; 3] = [ScanOrder::Backward, ScanOrder::Forward, ScanOrder::Random];

    /// The name `--order` gives it.
    pub fn name(self) -> &'static str {
        match self {
            ScanOrder::Backward => "backward",
            ScanOrder::Forward => "forward",
            ScanOrder::Random => "random",
        }
    }

    /// One sentence saying what it does, for a command line's help.
    pub fn description(self) -> &'static str {
        match self {
            ScanOrder::Backward => {
                "From the end to the start: later units often depend on earlier ones, so fewer rounds."
            }
            ScanOrder::Forward => "From the start to the end.",
            ScanOrder::Random => "A random (seeded, so reproducible) order: avoids long stalls in undeletable regions.",
        }
    }
}

impl std::str::FromStr for ScanOrder {
    type Err = String;

    /// The order `--order` names.
    fn from_str(name: &str) -> Result<ScanOrder, String> {
        ScanOrder::ALL.into_iter().find(|o| o.name() == name).ok_or_else(|| format!("unknown scan order '{name}'"))
    }
}

/// Backward deletion of `list` resumed below unit `unit` (from the end when `None`): for a pass
/// that stopped there earlier (see [`Evaluator::yielded`]). Returns whether anything was deleted.
pub fn reduce_list_from<L, D>(door: &mut D, list: &mut L, unit: Option<usize>) -> Result<bool, Stop>
where
    L: DeletionList,
    D: Evaluator<L::Candidate> + ?Sized,
{
    if door.width() > 1 {
        return batch::backward(door, list, unit);
    }
    backward::backward(door, list, unit)
}

/// Deletes as much of `list` as the door accepts; returns whether anything was deleted.
pub fn reduce_list<L, D>(door: &mut D, list: &mut L, order: ScanOrder) -> Result<bool, Stop>
where
    L: DeletionList,
    D: Evaluator<L::Candidate> + ?Sized,
{
    let one_level: fn(&mut D, &mut L) -> Result<bool, Stop> = match order {
        ScanOrder::Backward => return reduce_list_from(door, list, None),
        ScanOrder::Forward => forward,
        ScanOrder::Random => random,
    };
    // The other orders take a list's levels one after the other.
    let mut progress = false;
    loop {
        progress |= one_level(door, list)?;
        match list.deeper() {
            Some(below) => *list = below,
            None => return Ok(progress),
        }
    }
}

fn forward<L, D>(door: &mut D, list: &mut L) -> Result<bool, Stop>
where
    L: DeletionList,
    D: Evaluator<L::Candidate> + ?Sized,
{
    let mut progress = false;
    let mut start = 0;
    while start < list.len() {
        let len = list.len();
        if door.success_likely() {
            let k = probe(door, len - start, |k| list.candidate(start..start + k))?;
            if k > 0 {
                list.commit(start..start + k);
                progress = true;
            } else {
                start += 1;
            }
            continue;
        }
        let hit = door.first_with(&mut (start..len).map(|j| list.candidate(j..j + 1)), Seek::Accepted)?;
        let Some(offset) = hit else { break };
        let j = start + offset;
        let k = expand(door, len - j, |k| list.candidate(j..j + k))?;
        list.commit(j..j + k);
        progress = true;
        start = j;
    }
    Ok(progress)
}

/// Visits units in a shuffled order (seeded by the list length, so runs are reproducible), each
/// tried at most once per call; a success expands forwards from the unit it started at.
fn random<L, D>(door: &mut D, list: &mut L) -> Result<bool, Stop>
where
    L: DeletionList,
    D: Evaluator<L::Candidate> + ?Sized,
{
    let mut untried: Vec<usize> = (0..list.len()).collect();
    untried.shuffle(&mut SmallRng::seed_from_u64(list.len() as u64));
    let mut progress = false;
    loop {
        untried.retain(|&j| j < list.len());
        let hit = door.first_with(&mut untried.iter().rev().map(|&j| list.candidate(j..j + 1)), Seek::Accepted)?;
        let Some(offset) = hit else { break };
        let pos = untried.len() - 1 - offset;
        let j = untried[pos];
        untried.truncate(pos);
        let len = list.len();
        let k = expand(door, len - j, |k| list.candidate(j..j + k))?;
        list.commit(j..j + k);
        progress = true;
        untried.retain(|&u| u < j || u >= j + k);
        for u in untried.iter_mut().filter(|u| **u >= j + k) {
            *u -= k;
        }
    }
    Ok(progress)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::subset_model::{ItemList, SubsetModel};

    fn reduce(n: usize, fraction: f64, seed: u64, order: ScanOrder) -> (SubsetModel, Vec<u32>) {
        let mut model = SubsetModel::new(n, fraction, seed);
        let mut list = ItemList::new((0..n as u32).collect());
        reduce_list(&mut model, &mut list, order).unwrap();
        (model, list.items)
    }

    #[test]
    fn finds_exactly_the_subset_in_every_order() {
        for order in [ScanOrder::Backward, ScanOrder::Forward, ScanOrder::Random] {
            for &fraction in &[0.0, 0.01, 0.1, 0.5, 0.9, 1.0] {
                let (model, items) = reduce(500, fraction, 7, order);
                assert_eq!(items, model.essential(), "{order:?} at {fraction}");
            }
        }
    }

    /// Each of the k essential units costs at most its own failed probe plus the failed probes
    /// that end a run next to it, and each deleted run of length r costs at most
    /// 1 + min(r, 6) + 2·log2(r) + 1 calls. With n units and k essential ones that gives the
    /// bound below; a quadratic implementation (restarting after a success) would blow it for
    /// any fraction.
    #[test]
    fn call_count_stays_within_the_derived_bound() {
        for &fraction in &[0.01, 0.1, 0.5, 0.9] {
            let n = 2000;
            let (model, items) = reduce(n, fraction, 11, ScanOrder::Backward);
            let k = items.len();
            let runs = k + 1;
            let log = (n as f64).log2().ceil() as usize;
            let bound = k + runs * (LINEAR_BOUND + 2 * log + 2);
            assert!(model.calls <= bound, "fraction {fraction}: {} calls > bound {bound}", model.calls);
            // And never worse than the linear greedy loop by more than the seed's 15% plus log terms.
            assert!(model.calls <= n + n / 2, "fraction {fraction}: {} calls", model.calls);
        }
    }
    const LINEAR_BOUND: usize = run_length::LINEAR_CAP;

    /// Probing along the success path is only a different speculation direction: sequentially it
    /// must make exactly the same calls, and find exactly the same result, as scanning.
    #[test]
    fn success_path_probing_makes_the_same_calls_as_scanning() {
        for order in [ScanOrder::Backward, ScanOrder::Forward] {
            for &fraction in &[0.01, 0.3, 0.7, 0.95] {
                let (scan_model, scan_items) = reduce(700, fraction, 5, order);
                let mut model = SubsetModel::new(700, fraction, 5);
                model.optimistic = true;
                let mut list = ItemList::new((0..700).collect());
                reduce_list(&mut model, &mut list, order).unwrap();
                assert_eq!(list.items, scan_items, "{order:?} {fraction}");
                assert_eq!(model.calls, scan_model.calls, "{order:?} {fraction}");
            }
        }
    }

    /// Runs of two or three adjacent units that only go together survive every single deletion;
    /// once a small level's singles all fail, its blocks find them, and nothing essential goes.
    #[test]
    fn pairs_and_triples_that_only_go_together_go_once_singles_fail() {
        for seed in 0..6 {
            let mut model = SubsetModel::with_groups(300, 0.02, seed, 4, 2);
            let all: Vec<u32> = (0..300).collect();
            assert_eq!(model.together_left(&all), 4 * 2 + 2 * 3, "seed {seed}: the model placed every run");
            let mut list = ItemList::new(all);
            while reduce_list(&mut model, &mut list, ScanOrder::Backward).unwrap() {}
            assert_eq!(list.items, model.essential(), "seed {seed}");
        }
    }

    /// The worst case for restarting loops (what linear greedy deletion avoids): every unit deletable. A restart-from-zero loop
    /// would ask about index 0 again after every deletion; a single expansion run here must
    /// finish in O(log n) calls.
    #[test]
    fn never_restarts_from_the_beginning() {
        let n = 4096;
        let (model, items) = reduce(n, 0.0, 3, ScanOrder::Forward);
        assert!(items.is_empty());
        assert!(model.calls <= 2 + 5 + 2 * 12, "{} calls", model.calls);
        // Only unit 0 is essential: each unit is tried at most once per pass plus the final sweep.
        let mut model = SubsetModel::with_essential(n, vec![0]);
        let mut list = ItemList::new((0..n as u32).collect());
        reduce_list(&mut model, &mut list, ScanOrder::Forward).unwrap();
        assert_eq!(list.items, vec![0]);
        assert!(model.calls <= 1 + 2 + 5 + 2 * 12 + 1, "{} calls", model.calls);
        assert_eq!(model.asked_about_first_unit_alone, 1, "unit 0 alone was retried after a success");
    }
}
