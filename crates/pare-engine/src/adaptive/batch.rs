//! Backward deletion in batches (`--width W`): W independent candidates judged at once against the
//! same best, their successes merged and the merge judged, as C-Vise's folding and Shrink Ray's
//! merge queue do, but with the merge as part of the sequential order.
//!
//! The sequential searches ([`super::backward`]) build each query on the last success, so a
//! parallel door can only bet on how the verdicts will fall: with verdicts that are hard to
//! foresee, a few calls at a time are all that is worth running. A batch does not depend on its
//! own verdicts: its W candidates can all run at once, on any number of cores, and the result is
//! still the same for every `--jobs`, because the batches themselves are part of the order.
//!
//! A sweep goes down a level in windows of W runs of `size` units each, from the level's end:
//!
//! - every run is judged alone; if one is accepted it goes, and if several are, they go together
//!   when their merge is accepted, else the first (highest) of them goes alone and the window is
//!   looked at again below it (the others may go on the new text, or clash with it). A merge is
//!   judged in one batch with the next window as it will be once the merge goes, so a sweep
//!   takes one round of calls per window, not two; that window has one run fewer, so that the
//!   merge and it are W calls, which W workers run in one wave (W + 1 would take two);
//! - a window whose runs all went doubles `size` (a region that all goes takes logarithmically
//!   many windows, like the exponential probe of adaptive deletion); a window with a rejected run
//!   of several units is looked at again with runs half as long, down to single units, so every
//!   unit that fails alone has been tried alone before the sweep goes below it.
//!
//! A level's sweep ends at its start; then the next level (HDD's next depth), as the sequential
//! search does. Pairs that only go together (the sequential search's blocks) are left to it and
//! to the passes that look for them.

use std::ops::Range;

use super::search::Position;
use super::{DeletionList, Evaluator, Seek};
use crate::stop::Stop;

/// The longest run one candidate of a batch deletes, in units.
const MAX_SIZE: usize = 1 << 16;

/// Deletes as much of `list` as the door accepts, a window of [`Evaluator::width`] runs at a time,
/// last units first (below unit `from`, when resuming); returns whether anything was deleted.
pub fn backward<L, D>(door: &mut D, list: &mut L, from: Option<usize>) -> Result<bool, Stop>
where
    L: DeletionList,
    D: Evaluator<L::Candidate> + ?Sized,
{
    let mut progress = false;
    let mut from = from;
    // The verdicts on the next level's first window, judged with a merge that ended a level.
    let mut known = None;
    loop {
        let swept = sweep(door, list, from.take(), known.take())?;
        progress |= swept.deleted;
        if swept.yielded {
            return Ok(progress);
        }
        known = swept.next_level;
        // Empty levels pass the first window's size on to the next one with units.
        loop {
            match list.deeper() {
                Some(below) => *list = below,
                None => return Ok(progress),
            }
            if !list.is_empty() {
                break;
            }
        }
    }
}

/// How a level's sweep ended.
struct Swept {
    /// Something went.
    deleted: bool,
    /// The pass yielded to the scheduler at a window's start.
    yielded: bool,
    /// The level's last window ended with a merge that went, judged together with the first
    /// window of the next level with units (one run short): the verdicts on that window.
    next_level: Option<Vec<bool>>,
}

/// One level, from unit `from` (its end when `None`) down to its start; `known`: the verdicts
/// on its first window (of as many single units), judged already.
fn sweep<L, D>(door: &mut D, list: &mut L, from: Option<usize>, known: Option<Vec<bool>>) -> Result<Swept, Stop>
where
    L: DeletionList,
    D: Evaluator<L::Candidate> + ?Sized,
{
    let width = door.width().max(1);
    let (mut end, mut size) = (from.map_or(list.len(), |f| f.min(list.len())), 1);
    let mut swept = Swept { deleted: false, yielded: false, next_level: None };
    // The verdicts on the window at (end, size), when a merge's batch judged them already.
    let mut known = known.filter(|v| !v.is_empty() && from.is_none());
    while end > 0 {
        if end > list.len() {
            // A list that finds its units again after a commit may have lost some (nesting's
            // chains on a text with parse errors): the sweep goes on at its end, and verdicts
            // judged on the window it expected there do not hold.
            (end, known) = (list.len(), None);
            continue;
        }
        // A window judged with a merge has the run count it was judged with.
        let runs = window(end, size, known.as_ref().map_or(width, Vec::len));
        let verdicts = match known.take() {
            Some(verdicts) => verdicts,
            None if door.should_yield() => {
                door.yielded(Position { level: list.level(), unit: end });
                swept.yielded = true;
                return Ok(swept);
            }
            None => {
                let after = rejected(end, size, runs.len());
                if after.is_none() {
                    // The level's last window: when every run of it is rejected and no level
                    // below has units, the sweep ends on the text as it is.
                    door.ending_on(runs.len(), &mut || {
                        first_level_below(list.deeper()).is_none().then(|| list.candidate_of(&[]))
                    });
                }
                let candidates = runs.iter().map(|r| list.candidate(r.clone())).collect();
                let mut ahead = Ahead::new(&*list, Vec::new(), after, width);
                let mut merges =
                    |mask: u64| merge_batch(&*list, &runs, &verdicts_of(mask, runs.len()), (end, size), width);
                door.judge_all_merging(candidates, &mut |k| ahead.batch(k), &mut merges)?
            }
        };
        let Outcome { accepted, next, all_gone } = outcome(&runs, &verdicts, (end, size));
        let with_merge = judged_with_merge(&*list, &accepted, all_gone, width - 1);
        let judged_with = with_merge.len();
        // Once the merge went and every run judged with it was rejected: the windows after them.
        let after = match all_gone {
            (0, _) => After::NextLevel(judged_with),
            (end, size) => After::Level(rejected(end, size, judged_with)),
        };
        let (gone, verdicts) = commit(door, list, &accepted, with_merge, after, (end, size))?;
        swept.deleted |= !gone.is_empty();
        let merged = gone.len() == accepted.len() && accepted.len() > 1;
        if let (true, Some((0, _))) = (merged, next) {
            swept.next_level = verdicts;
            return Ok(swept);
        }
        if gone.len() == accepted.len()
            && let Some(verdicts) = verdicts.filter(|v| !v.is_empty())
        {
            ((end, size), known) = (all_gone, Some(verdicts));
            continue;
        }
        let low = runs.last().map_or(0, |r| r.start);
        (end, size) = match next {
            Some(next) if gone.len() == accepted.len() => next,
            _ => after_some((end, size), &gone).unwrap_or((low, 1)),
        };
    }
    Ok(swept)
}

/// Where a sweep goes on from the window at `(end, size)` once `gone` (ascending), not all of
/// its successes, went: the window again in runs half as long, or, for single units, below the
/// lowest that went (the successes that did not go are looked at again there). `None` when
/// nothing went and the runs are single units.
fn after_some((end, size): (usize, usize), gone: &[Range<usize>]) -> Option<(usize, usize)> {
    if size > 1 {
        return Some((end - gone.iter().map(|r| r.len()).sum::<usize>(), size / 2));
    }
    gone.first().map(|g| (g.start, 1))
}

/// What the merge of `accepted` (highest first; none when fewer than two) is judged with: the
/// window of `runs` runs at `at` = (end, size) as it will be once the merge goes (below the
/// merge, or the merge's own window looked at again, its units counted once the merge went), or,
/// when the merge ends the level (`at` at unit 0), the next level's first window.
fn judged_with_merge<L: DeletionList>(
    list: &L,
    accepted: &[Range<usize>],
    at: (usize, usize),
    runs: usize,
) -> Vec<L::Candidate> {
    if accepted.len() < 2 {
        return Vec::new();
    }
    let merge = ascending(accepted);
    if at.0 == 0 {
        return next_level_window(list, accepted, runs);
    }
    window(at.0, at.1, runs).into_iter().map(|r| after_merge(list, r, &merge)).collect()
}

/// The candidate that deletes the units of `range`, counted once the runs `gone` (ascending)
/// went, built on the list before they went.
fn after_merge<L: DeletionList>(list: &L, range: Range<usize>, gone: &[Range<usize>]) -> L::Candidate {
    let mut ranges = before(range, gone);
    ranges.extend(gone.iter().cloned());
    ranges.sort_by_key(|r| r.start);
    list.candidate_of(&ranges)
}

/// The units of `range`, counted on the list once the runs `gone` (ascending) went, as ranges
/// of the list before: split around the runs that went between them.
fn before(range: Range<usize>, gone: &[Range<usize>]) -> Vec<Range<usize>> {
    let mut unit = range.start;
    let mut rest = gone.iter().peekable();
    while let Some(g) = rest.next_if(|g| g.start <= unit) {
        unit += g.len();
    }
    let (mut out, mut left) = (Vec::new(), range.len());
    while left > 0 {
        let take = rest.peek().map_or(left, |g| left.min(g.start - unit));
        if take > 0 {
            out.push(unit..unit + take);
        }
        left -= take;
        unit += take;
        if left > 0 {
            unit = rest.next().expect("a run that went stopped the range").end;
        }
    }
    out
}

/// `accepted` (highest first) in ascending order, as [`DeletionList::candidate_of`] takes runs.
fn ascending(accepted: &[Range<usize>]) -> Vec<Range<usize>> {
    accepted.iter().rev().cloned().collect()
}

/// The first window (of `runs` single units) of the level the sweep goes to once the merge of
/// `accepted` (highest first) goes at its level's start: the next level with units, as the list
/// says it will be ([`DeletionList::deeper_after`]). Empty when the list cannot tell.
fn next_level_window<L: DeletionList>(list: &L, accepted: &[Range<usize>], runs: usize) -> Vec<L::Candidate> {
    let Some(level) = first_level_below(list.deeper_after(&ascending(accepted))) else { return Vec::new() };
    window(level.len(), 1, runs).into_iter().map(|r| level.candidate(r)).collect()
}

/// True when a sweep ends once the merge of `all` (ascending) goes and the `judged` runs judged
/// with it, the first window of the level below (none: the merge ends the level), are all
/// rejected: no level with units is below, or that window is all of the one below and no level
/// under that has units.
fn ends_after_merge<L: DeletionList>(list: &L, all: &[Range<usize>], judged: usize) -> bool {
    match first_level_below(list.deeper_after(all)) {
        None => true,
        Some(level) => judged > 0 && level.len() <= judged && first_level_below(level.deeper()).is_none(),
    }
}

/// The first level with units from `below` down ([`DeletionList::deeper`]), within
/// [`MAX_LEVELS_AHEAD`] levels; `None` when there is none (or the list cannot tell).
fn first_level_below<L: DeletionList>(mut below: Option<L>) -> Option<L> {
    for _ in 0..MAX_LEVELS_AHEAD {
        match below {
            Some(level) if level.is_empty() => below = level.deeper(),
            level => return level,
        }
    }
    None
}

/// Where a sweep goes on from the window of `runs` runs at (`end`, `size`) when every run of it
/// is rejected: the same units in runs half as long, or, once runs are single units, the window
/// below it; `None` at the level's start. The batches a door may start ahead of their turn.
fn rejected(end: usize, size: usize, runs: usize) -> Option<(usize, usize)> {
    let next = if size > 1 { (end, size / 2) } else { (end.saturating_sub(runs), 1) };
    (next.0 > 0).then_some(next)
}

/// How many levels below its own a sweep's batches ahead go at most: a hierarchy may come back
/// to its top (HDD's next sweep), and levels can be empty.
const MAX_LEVELS_AHEAD: usize = 8;

/// The windows a sweep reaches while every run is rejected, from the one after the current
/// window (`start`, on `list`) down its level and on through the levels below, which the sweep
/// goes to once a level is done: the batches a door may start ahead of their turn. After a merge
/// (`gone`, the runs it takes), they are the windows of the list once the merge went, built on
/// the list before it.
struct Ahead<'a, L> {
    list: &'a L,
    /// The runs of `list` a merge judged before these batches takes (ascending; empty if none).
    gone: Vec<Range<usize>>,
    /// The levels below `list` (once `gone` went), built as the windows reach them.
    below: Vec<L>,
    /// The level (0: `list`'s) and window of the first batch ahead; `None`: that level is done.
    start: (usize, Option<(usize, usize)>),
    width: usize,
}

impl<'a, L: DeletionList> Ahead<'a, L> {
    /// The batches after the window before `start` on `list` once `gone` went.
    fn new(list: &'a L, gone: Vec<Range<usize>>, start: Option<(usize, usize)>, width: usize) -> Self {
        Ahead { list, gone, below: Vec::new(), start: (0, start), width }
    }

    /// The batches after a window of `runs` single units at the end of the first level below
    /// with units (judged already, with a merge that ended its level).
    fn past_next_levels_first(mut self, runs: usize) -> Self {
        let found = (1..=MAX_LEVELS_AHEAD).find_map(|i| self.level(i).map(|l| (i, l.len())).filter(|&(_, n)| n > 0));
        self.start = match found {
            Some((i, n)) => (i, rejected(n, 1, runs)),
            None => (MAX_LEVELS_AHEAD, None),
        };
        self
    }

    /// The `k`-th batch after the current one (k ≥ 1), or `None` past the last level.
    fn batch(&mut self, k: usize) -> Option<Vec<L::Candidate>> {
        let (mut level, mut at) = self.start;
        for step in 1..=k {
            while at.is_none() {
                level += 1;
                at = Some(self.level(level)?.len()).filter(|&n| n > 0).map(|n| (n, 1));
            }
            let (end, size) = at?;
            if step == k {
                let runs = window(end, size, self.width).into_iter();
                if level == 0 {
                    return Some(runs.map(|r| after_merge(self.list, r, &self.gone)).collect());
                }
                let list = self.level(level)?;
                return Some(runs.map(|r| list.candidate(r)).collect());
            }
            at = rejected(end, size, self.width);
        }
        None
    }

    /// Level `i` below the list's own (0: the list).
    fn level(&mut self, i: usize) -> Option<&L> {
        if i > MAX_LEVELS_AHEAD {
            return None;
        }
        while self.below.len() < i {
            let next = match self.below.last() {
                Some(last) => last.deeper()?,
                None if self.gone.is_empty() => self.list.deeper()?,
                None => self.list.deeper_after(&self.gone)?,
            };
            self.below.push(next);
        }
        Some(if i == 0 { self.list } else { &self.below[i - 1] })
    }
}

/// Where the batches ahead of a merge's batch start, on the list once the merge went.
#[derive(Clone, Copy, Debug)]
enum After {
    /// At this window of the merge's own level (`None`: the level is done).
    Level(Option<(usize, usize)>),
    /// Past the next level's first window of this many runs, which the merge's batch holds.
    NextLevel(usize),
}

/// The runs a window's successes took, ascending, and the verdicts on the runs judged with
/// their merge when it went.
type Gone = (Vec<Range<usize>>, Option<Vec<bool>>);

/// What a window's verdicts make of it: the runs accepted (highest first); where the sweep goes
/// on if every accepted run goes, when that is below the window (then the next window's runs
/// keep their places, and are judged with the merge); and where it goes on once every accepted
/// run went: below the window, or the window again in runs half as long.
struct Outcome {
    accepted: Vec<Range<usize>>,
    next: Option<(usize, usize)>,
    all_gone: (usize, usize),
}

/// The [`Outcome`] of `verdicts` on `runs`, the window at `(end, size)`.
fn outcome(runs: &[Range<usize>], verdicts: &[bool], (end, size): (usize, usize)) -> Outcome {
    let accepted: Vec<Range<usize>> =
        runs.iter().zip(verdicts).filter(|&(_, &ok)| ok).map(|(r, _)| r.clone()).collect();
    let low = runs.last().map_or(0, |r| r.start);
    let next = match (accepted.len() == runs.len(), size) {
        (true, _) => Some((low, (size * 2).min(MAX_SIZE))),
        (false, 1) => Some((low, 1)),
        (false, _) => None,
    };
    let all_gone = next.unwrap_or_else(|| (end - accepted.iter().map(|r| r.len()).sum::<usize>(), size / 2));
    Outcome { accepted, next, all_gone }
}

/// The verdicts on `n` candidates that `mask` says (bit `i`: candidate `i` accepted).
fn verdicts_of(mask: u64, n: usize) -> Vec<bool> {
    (0..n).map(|i| i < 64 && mask >> i & 1 == 1).collect()
}

/// The batch [`commit`] judges after `verdicts` on `runs` (the window at `window`, `width` runs
/// at most) when two or more runs were accepted: their merge, and the next window as it will be
/// once the merge goes.
fn merge_batch<L: DeletionList>(
    list: &L,
    runs: &[Range<usize>],
    verdicts: &[bool],
    window: (usize, usize),
    width: usize,
) -> Option<Vec<L::Candidate>> {
    let Outcome { accepted, all_gone, .. } = outcome(runs, verdicts, window);
    (accepted.len() > 1).then(|| {
        let merge = list.candidate_of(&ascending(&accepted));
        std::iter::once(merge).chain(judged_with_merge(list, &accepted, all_gone, width - 1)).collect()
    })
}

/// Up to `width` runs of `size` units each below `end`, highest first; the last may be shorter.
fn window(end: usize, size: usize, width: usize) -> Vec<Range<usize>> {
    (0..width)
        .map_while(|i| {
            let top = end.checked_sub(i * size).filter(|&t| t > 0)?;
            Some(top.saturating_sub(size)..top)
        })
        .collect()
}

/// Deletes the accepted runs (highest first) of the window at `window` (its end and run size):
/// all of them when their merge is accepted, else the largest first half, quarter, ... of them
/// whose merge is (a round of its own, which the door may start beside the merge), else the
/// first alone. A merge is judged in one batch with the candidates `with` (the next window as it
/// will be once the merge goes), so the next window costs no round of its own; the door may
/// start the batches after `with` (`after`) in its free slots. Returns the runs that went,
/// ascending, and the verdicts on `with` when the merge went.
fn commit<L, D>(
    door: &mut D,
    list: &mut L,
    accepted: &[Range<usize>],
    with: Vec<L::Candidate>,
    after: After,
    window: (usize, usize),
) -> Result<Gone, Stop>
where
    L: DeletionList,
    D: Evaluator<L::Candidate> + ?Sized,
{
    let Some(first) = accepted.first() else { return Ok((Vec::new(), None)) };
    if accepted.len() > 1 {
        let all = ascending(accepted);
        // When the merge goes and the window judged with it (if any) is all rejected, the level
        // ends (or the level below, when the window is all of it); with no level below, so
        // does the sweep.
        let judged_below = match after {
            After::NextLevel(_) => Some(with.len()),
            After::Level(at) => at.is_none().then_some(0),
        };
        if let Some(judged) = judged_below {
            door.ending_on(judged, &mut || ends_after_merge(&*list, &all, judged).then(|| list.candidate_of(&all)));
        }
        let batch = std::iter::once(list.candidate_of(&all)).chain(with).collect();
        let width = door.width().max(1);
        let mut verdicts = {
            let mut ahead = match after {
                After::Level(at) => Ahead::new(&*list, all.clone(), at, width),
                After::NextLevel(runs) => Ahead::new(&*list, all.clone(), None, width).past_next_levels_first(runs),
            };
            let mut fallback = Fallback::new(&*list, accepted, window, width);
            door.judge_merge_ahead(batch, &mut |k| ahead.batch(k), &mut |k| fallback.batch(k))?
        };
        // The merge's verdict is cached: this commits it without a call.
        if verdicts[0] && door.first_with(&mut std::iter::once(list.candidate_of(&all)), Seek::Accepted)?.is_some() {
            list.commit_all(&all);
            verdicts.remove(0);
            return Ok((all, Some(verdicts)));
        }
        if let Some(part) = largest_part(door, list, Fallback::new(&*list, accepted, window, width))? {
            list.commit_all(&part);
            return Ok((part, None));
        }
    }
    // The first run alone is known to be accepted (its verdict is cached).
    if door.first_with(&mut std::iter::once(list.candidate(first.clone())), Seek::Accepted)?.is_none() {
        // The best moved under the batch (`--confirm` disagreed): nothing goes.
        return Ok((Vec::new(), None));
    }
    list.commit_all(std::slice::from_ref(first));
    Ok((vec![first.clone()], None))
}

/// What is merged when the merge of `accepted` (highest first) fails: their first half, quarter,
/// ... (more than one run each, at most `width` of them), each ascending; none when there are
/// fewer than four successes.
fn parts(accepted: &[Range<usize>], width: usize) -> Vec<Vec<Range<usize>>> {
    let sizes = std::iter::successors(Some(accepted.len() / 2), |&m| Some(m / 2)).take_while(|&m| m >= 2);
    sizes.take(width).map(|m| ascending(&accepted[..m])).collect()
}

/// A failed merge's fallback: the merges of its parts (see [`parts`]), and the windows the sweep
/// looks at once the largest part went.
struct Fallback<'a, L> {
    list: &'a L,
    parts: Vec<Vec<Range<usize>>>,
    after_largest: Option<Ahead<'a, L>>,
}

impl<'a, L: DeletionList> Fallback<'a, L> {
    /// The fallback of the merge of `accepted` (highest first), the successes of the window at
    /// `window` (its end and run size) on `list`.
    fn new(list: &'a L, accepted: &[Range<usize>], window: (usize, usize), width: usize) -> Self {
        let parts = parts(accepted, width);
        let after_largest = parts.first().map(|largest| {
            let at = after_some(window, largest).filter(|&(end, _)| end > 0);
            Ahead::new(list, largest.clone(), at, width)
        });
        Fallback { list, parts, after_largest }
    }

    /// The parts' batch (`k` = 0), or the `k`-th batch after it once the largest part went.
    fn batch(&mut self, k: usize) -> Option<Vec<L::Candidate>> {
        if k == 0 {
            return (!self.parts.is_empty()).then(|| self.parts.iter().map(|p| self.list.candidate_of(p)).collect());
        }
        self.after_largest.as_mut()?.batch(k)
    }
}

/// When a merge failed: the largest of its `fallback`'s parts whose merge is accepted (all
/// judged in one round), committed as the new best; `None` when none is. The door may start the
/// windows the sweep looks at once the largest part went.
fn largest_part<L, D>(door: &mut D, list: &L, mut fallback: Fallback<L>) -> Result<Option<Vec<Range<usize>>>, Stop>
where
    L: DeletionList,
    D: Evaluator<L::Candidate> + ?Sized,
{
    let Some(candidates) = fallback.batch(0) else { return Ok(None) };
    let verdicts = door.judge_parts_ahead(candidates, &mut |k| fallback.batch(k))?;
    let Some(part) = fallback.parts.into_iter().zip(verdicts).find_map(|(p, ok)| ok.then_some(p)) else {
        return Ok(None);
    };
    // Its verdict is cached: this commits it without a call.
    Ok(door.first_with(&mut std::iter::once(list.candidate_of(&part)), Seek::Accepted)?.map(|_| part))
}

#[cfg(test)]
mod tests {
    use super::{Ahead, DeletionList, before, rejected};
    use crate::adaptive::{Evaluator, Query, ScanOrder, Seek, mask_of, reduce_list};
    use crate::stop::Stop;
    use crate::subset_model::{ItemList, LevelList, SubsetModel};

    fn reduce(n: usize, fraction: f64, seed: u64, width: usize) -> (SubsetModel, Vec<u32>) {
        let mut model = SubsetModel::new(n, fraction, seed);
        model.width = width;
        let mut list = ItemList::new((0..n as u32).collect());
        reduce_list(&mut model, &mut list, ScanOrder::Backward).unwrap();
        (model, list.items)
    }

    /// Units are independent in this model: whatever the width, every inessential unit goes and
    /// every essential one stays, as with the sequential search.
    #[test]
    fn finds_exactly_the_subset_at_every_width() {
        for width in [2, 3, 8, 64] {
            for &fraction in &[0.0, 0.01, 0.1, 0.5, 0.9, 1.0] {
                let (model, items) = reduce(500, fraction, 7, width);
                assert_eq!(items, model.essential(), "width {width} at {fraction}");
            }
        }
    }

    /// The number of rounds (batches and merges, each of which runs its calls at once) is what
    /// a wide machine waits for: a region that all goes takes logarithmically many, and a sparse
    /// list about n / W of them.
    #[test]
    fn rounds_fall_with_the_width() {
        let (model, items) = reduce(4096, 0.0, 3, 16);
        assert!(items.is_empty());
        assert!(model.rounds <= 2 * 12, "{} rounds to delete everything", model.rounds);
        let (narrow, _) = reduce(2000, 0.5, 11, 4);
        let (wide, _) = reduce(2000, 0.5, 11, 32);
        assert!(wide.rounds * 3 < narrow.rounds, "{} rounds at width 32, {} at 4", wide.rounds, narrow.rounds);
        // Every unit is judged alone at least once, and a batch wastes little beyond that.
        assert!(wide.calls <= 2000 * 2, "{} calls", wide.calls);
    }

    /// A merge is judged with the next window one run short, so no batch holds more candidates
    /// than the width: W workers run each in one wave.
    #[test]
    fn every_batch_fits_the_width() {
        for width in [2, 8, 16] {
            for &fraction in &[0.05, 0.3] {
                let (model, items) = reduce(1000, fraction, 4, width);
                assert_eq!(items, model.essential(), "width {width} at {fraction}");
                assert_eq!(model.widest, width, "width {width} at {fraction}");
            }
        }
    }

    /// Units either of which will do (a merge of their successes fails): the first success goes
    /// alone and the rest are looked at again, so nothing essential goes, one of each pair stays,
    /// and the search still ends.
    #[test]
    fn a_failed_merge_keeps_the_first_success_and_looks_again() {
        for seed in 0..6 {
            let mut model = SubsetModel::with_alternatives(300, 0.05, seed, 8);
            model.width = 8;
            let mut list = ItemList::new((0..300).collect());
            reduce_list(&mut model, &mut list, ScanOrder::Backward).unwrap();
            assert!(model.is_interesting(&list.items), "seed {seed}");
            assert_eq!(model.both_left(&list.items), 0, "seed {seed}: a pair kept both");
            let essential = model.essential();
            assert_eq!(list.items.len(), essential.len() + 8, "seed {seed}: one of each pair and the essential");
        }
    }

    /// When the merge of a window's successes fails, the largest first half, quarter, ... of
    /// them whose merge is accepted goes (judged in one round after the failed merge): a window
    /// of 40 successes whose merge fails on a pair at its bottom loses half of them per two
    /// rounds, not one per round.
    #[test]
    fn a_failed_merge_falls_back_to_its_largest_accepted_half() {
        let mut model = SubsetModel::with_either(40, vec![[0, 1]]);
        model.width = 64;
        let mut list = ItemList::new((0..40).collect());
        reduce_list(&mut model, &mut list, ScanOrder::Backward).unwrap();
        assert_eq!(list.items.len(), 1, "{:?}", list.items);
        assert!(list.items[0] <= 1);
        assert_eq!(model.rounds, 11, "40 when only the first success goes");
    }

    /// A door that checks the batches a sweep says come next: whenever every candidate of a
    /// batch was rejected (or, after a merge, the merge accepted and the others rejected), the
    /// next batch judged is the one the sweep announced.
    struct Foresee {
        model: SubsetModel,
        announced: Option<Vec<Vec<u32>>>,
        /// Announced by a merge's batch: the query that commits the merge comes first.
        after_merge: Option<Vec<Vec<u32>>>,
        /// Announced by a merge's batch, once the merge was committed.
        merge_announced: Option<Vec<Vec<u32>>>,
        /// Announced by a merge's batch for the merge rejected: its fallback, and the batch after
        /// the fallback's largest part went.
        fallback: Option<Vec<Vec<u32>>>,
        after_fallback: Option<Vec<Vec<u32>>>,
        checked_fallbacks: usize,
        checked_after_fallbacks: usize,
        /// The batch after the merge was announced by a fallback, for its largest part.
        after_part: bool,
        checked_after_parts: usize,
        checked: usize,
        checked_after_merges: usize,
        /// Announced by a batch for the verdicts it had: the merge judged next.
        merge_expected: Option<Vec<Vec<u32>>>,
        checked_merges: usize,
    }

    impl Foresee {
        fn new(model: SubsetModel) -> Foresee {
            Foresee {
                model,
                announced: None,
                after_merge: None,
                merge_announced: None,
                fallback: None,
                after_fallback: None,
                checked_fallbacks: 0,
                checked_after_fallbacks: 0,
                after_part: false,
                checked_after_parts: 0,
                checked: 0,
                checked_after_merges: 0,
                merge_expected: None,
                checked_merges: 0,
            }
        }
    }

    impl Evaluator<Vec<u32>> for Foresee {
        fn query(&mut self, query: &mut dyn Query<Vec<u32>>, seek: Seek) -> Result<Option<usize>, Stop> {
            self.announced = None;
            self.merge_announced = self.after_merge.take();
            self.model.query(query, seek)
        }

        fn judge_merge_ahead(
            &mut self,
            candidates: Vec<Vec<u32>>,
            ahead: &mut dyn FnMut(usize) -> Option<Vec<Vec<u32>>>,
            fallback: &mut dyn FnMut(usize) -> Option<Vec<Vec<u32>>>,
        ) -> Result<Vec<bool>, Stop> {
            (self.announced, self.merge_announced) = (None, None);
            if let Some(expected) = self.merge_expected.take() {
                assert_eq!(candidates, expected, "the merge announced for the batch's verdicts");
                self.checked_merges += 1;
            }
            let verdicts = self.model.judge_all(candidates)?;
            if verdicts[0] && !verdicts[1..].contains(&true) {
                self.after_merge = ahead(1);
            }
            if !verdicts[0] {
                (self.fallback, self.after_fallback) = (fallback(0), fallback(1));
            }
            Ok(verdicts)
        }

        fn width(&self) -> usize {
            self.model.width
        }

        fn judge_parts_ahead(
            &mut self,
            candidates: Vec<Vec<u32>>,
            ahead: &mut dyn FnMut(usize) -> Option<Vec<Vec<u32>>>,
        ) -> Result<Vec<bool>, Stop> {
            (self.announced, self.merge_announced) = (None, None);
            if let Some(announced) = self.fallback.take() {
                assert_eq!(candidates, announced, "the fallback of a rejected merge");
                self.checked_fallbacks += 1;
            }
            let verdicts = self.model.judge_all(candidates)?;
            if verdicts[0] {
                (self.after_merge, self.after_part) = (ahead(1), true);
                if let Some(announced) = self.after_fallback.take() {
                    assert_eq!(
                        self.after_merge.as_ref(),
                        Some(&announced),
                        "the merge announced the parts' next batch"
                    );
                    self.checked_after_fallbacks += 1;
                }
            }
            Ok(verdicts)
        }

        fn judge_all_ahead(
            &mut self,
            candidates: Vec<Vec<u32>>,
            ahead: &mut dyn FnMut(usize) -> Option<Vec<Vec<u32>>>,
        ) -> Result<Vec<bool>, Stop> {
            if let Some(announced) = self.announced.take() {
                assert_eq!(candidates, announced, "the batch after an all-rejected one");
                self.checked += 1;
            }
            if let Some(announced) = self.merge_announced.take() {
                assert_eq!(candidates, announced, "the batch after a merge (or a part) and its rejected window");
                self.checked_after_merges += 1;
                self.checked_after_parts += usize::from(std::mem::take(&mut self.after_part));
            }
            let verdicts = self.model.judge_all(candidates)?;
            if verdicts.iter().all(|&v| !v) {
                self.announced = ahead(1);
            }
            Ok(verdicts)
        }

        fn judge_all_merging(
            &mut self,
            candidates: Vec<Vec<u32>>,
            ahead: &mut dyn FnMut(usize) -> Option<Vec<Vec<u32>>>,
            merges: &mut dyn FnMut(u64) -> Option<Vec<Vec<u32>>>,
        ) -> Result<Vec<bool>, Stop> {
            let verdicts = self.judge_all_ahead(candidates, ahead)?;
            if verdicts.iter().filter(|&&v| v).count() > 1 {
                self.merge_expected = merges(mask_of(&verdicts));
            }
            Ok(verdicts)
        }
    }

    /// The batches announced ahead are the ones the sweep judges when the batch before was all
    /// rejected, and the merge announced for a batch's verdicts is the one it judges next, at
    /// every width and density.
    #[test]
    fn the_batches_ahead_are_the_next_ones_judged() {
        let (mut checked, mut after_merges, mut merges) = (0, 0, 0);
        for width in [2, 5, 16] {
            for &fraction in &[0.1, 0.5, 0.9] {
                let mut model = SubsetModel::new(400, fraction, 9);
                model.width = width;
                let mut door = Foresee::new(model);
                let mut list = LevelList::new((0..400).collect(), 2);
                reduce_list(&mut door, &mut list, ScanOrder::Backward).unwrap();
                assert_eq!(list.items, door.model.essential(), "width {width} at {fraction}");
                checked += door.checked;
                after_merges += door.checked_after_merges;
                merges += door.checked_merges;
            }
        }
        assert!(checked > 20, "only {checked} batches came after an all-rejected one");
        assert!(merges > 20, "only {merges} merges came after a batch that announced them");
        assert!(after_merges > 5, "only {after_merges} batches came after a merge and a rejected window");
    }

    /// A merge's batch announces its fallback: the batch judged next when the merge is
    /// rejected, and only then; both the merge and the fallback announce the window the sweep
    /// judges once the fallback's largest part went.
    #[test]
    fn a_rejected_merge_is_followed_by_the_fallback_it_announced() {
        for pairs in [vec![[0, 1]], vec![[3, 17], [20, 38]]] {
            let mut door = Foresee::new(SubsetModel::with_either(40, pairs.clone()));
            door.model.width = 64;
            let mut list = ItemList::new((0..40).collect());
            reduce_list(&mut door, &mut list, ScanOrder::Backward).unwrap();
            assert_eq!(door.model.both_left(&list.items), 0, "{pairs:?}");
            assert!(door.checked_fallbacks >= 1, "{pairs:?}: no fallback came after a rejected merge");
            assert!(door.checked_after_parts >= 1, "{pairs:?}: no batch came after a part went");
            assert!(door.checked_after_fallbacks >= 1, "{pairs:?}: no merge announced its parts' next batch");
            assert!(door.fallback.is_none(), "{pairs:?}: a fallback announced and never judged");
        }
    }

    /// Past its level's start, the batches ahead go on into the levels below, as the sweep
    /// does, and end with the last level.
    #[test]
    fn the_batches_ahead_go_down_the_levels() {
        // Items 0..6 on three levels (item % 3): level 0 holds 0 and 3, level 1 holds 1 and 4.
        let list = LevelList::new((0..6).collect(), 3);
        let mut ahead = Ahead::new(&list, Vec::new(), rejected(2, 1, 2), 2);
        let without = |gone: &[u32]| (0..6).filter(|i| !gone.contains(i)).collect::<Vec<u32>>();
        assert_eq!(ahead.batch(1), Some(vec![without(&[4]), without(&[1])]), "level 1's first window");
        assert_eq!(ahead.batch(2), Some(vec![without(&[5]), without(&[2])]), "then level 2's");
        assert_eq!(ahead.batch(3), None, "no level below the last");
    }

    /// A merge at its level's start is judged with the next level's first window: levels
    /// smaller than the width take one round each (their batch), not two (batch, then the merge
    /// alone), and the next level's first window comes from the cache.
    #[test]
    fn a_merge_at_a_levels_start_is_judged_with_the_next_level() {
        let mut model = SubsetModel::new(24, 0.0, 1);
        model.width = 16;
        let mut list = LevelList::new((0..24).collect(), 3);
        reduce_list(&mut model, &mut list, ScanOrder::Backward).unwrap();
        assert!(list.items.is_empty());
        assert_eq!(model.rounds, 4, "three levels' batches and the last merge");
        for &fraction in &[0.1, 0.5] {
            let mut model = SubsetModel::new(200, fraction, 2);
            model.width = 16;
            let mut list = LevelList::new((0..200).collect(), 4);
            reduce_list(&mut model, &mut list, ScanOrder::Backward).unwrap();
            assert_eq!(list.items, model.essential(), "at {fraction}");
            assert!(model.widest <= 16, "{} candidates in one batch", model.widest);
        }
    }

    /// A range counted after some runs went maps back to the units it was before, split around
    /// the runs that went, adjacent ones too.
    #[test]
    fn a_range_after_a_merge_maps_back_around_the_runs_that_went() {
        let gone = [2..4, 6..8, 8..9];
        // Before: 0 1 [2 3] 4 5 [6 7][8] 9 10; after: 0 1 4 5 9 10.
        assert_eq!(before(0..2, &gone), vec![0..2]);
        assert_eq!(before(1..5, &gone), vec![1..2, 4..6, 9..10]);
        assert_eq!(before(4..6, &gone), vec![9..11]);
    }

    /// A merge of a window's runs with a rejected one among them is judged with the window looked
    /// at again in runs half as long: no round holds the merge alone.
    #[test]
    fn a_merge_inside_its_window_is_judged_with_the_window_again() {
        // Width 4 over 32 units, 9 and 14 essential: once the runs have doubled, windows of long
        // runs hold both rejected and accepted runs; judging each such merge alone took 10 rounds.
        let mut model = SubsetModel::with_essential(32, vec![9, 14]);
        model.width = 4;
        let mut list = ItemList::new((0..32).collect());
        reduce_list(&mut model, &mut list, ScanOrder::Backward).unwrap();
        assert_eq!(list.items, vec![9, 14]);
        assert_eq!(model.rounds, 8);
    }

    /// Levels are swept one after the other, as HDD's depths are.
    #[test]
    fn every_level_is_swept() {
        let mut model = SubsetModel::new(300, 0.1, 5);
        model.width = 8;
        let mut list = LevelList::new((0..300).collect(), 3);
        reduce_list(&mut model, &mut list, ScanOrder::Backward).unwrap();
        assert_eq!(list.items, model.essential());
    }

    /// A list whose units are found again after a commit (nesting's chains, re-found on a text
    /// with parse errors) may come back with fewer units than the ones that went account for:
    /// the sweep goes on within the list's length, never past it.
    #[test]
    fn a_list_that_loses_units_on_commit_is_swept_within_its_length() {
        /// Loses its first unit at every commit; its candidates index it as a slice does.
        struct Lossy(Vec<u32>);
        impl DeletionList for Lossy {
            type Candidate = Vec<u32>;
            fn len(&self) -> usize {
                self.0.len()
            }
            fn candidate_of(&self, ranges: &[std::ops::Range<usize>]) -> Vec<u32> {
                let mut gone = vec![false; self.0.len()];
                ranges.iter().for_each(|r| gone[r.clone()].fill(true));
                self.0.iter().zip(&gone).filter(|&(_, &g)| !g).map(|(&i, _)| i).collect()
            }
            fn commit(&mut self, range: std::ops::Range<usize>) {
                self.commit_all(&[range]);
            }
            fn commit_all(&mut self, ranges: &[std::ops::Range<usize>]) {
                self.0 = self.candidate_of(ranges);
                if !self.0.is_empty() {
                    self.0.remove(0);
                }
            }
        }
        for width in [1, 2, 3, 8] {
            // Only the last unit is needed (the model does not see the units lost at the front,
            // so its best and the list part ways: only the sweep's bounds are checked).
            let mut model = SubsetModel::with_essential(120, vec![119]);
            model.width = width;
            let mut list = Lossy((0..120).collect());
            reduce_list(&mut model, &mut list, ScanOrder::Backward).unwrap();
            assert!(list.0.len() < 10, "width {width}: {:?}", list.0);
        }
    }
}
