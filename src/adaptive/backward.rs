//! Backward deletion (the default order) as a machine of steps, each one query to the door, so
//! that every query can say what the next one will be (seed 002's speculation across queries).
//!
//! The loop alternates two kinds of step. A *scan* asks about single units from the current
//! position downwards, stopping at the first accepted one; when the list has levels (HDD's
//! depths) and the current level is exhausted without a success, the text is unchanged, so the
//! scan runs on into the next level's units: exactly what a sequential HDD tries next. A *run*
//! step is one query of the [`RunSearch`] for the longest accepted run ending at a place: after a
//! scan hit (expand), or at every position when successes are likely (probe along the success
//! path). A finished run is committed and the loop resumes just below it.
//!
//! Each query carries [`Query::then`]: the first candidates of the step reached after the query,
//! and possibly a few hypothetical queries after it, end a given way. They are computed by the
//! same transitions the loop uses, replayed on a [`Hypothesis`]: the deletions the ends imply are
//! added to each candidate rather than committed. A parallel door runs them in idle slots; a
//! sequential door never asks, so `-j 1` pays nothing.

use std::ops::Range;

use super::run_length::{Outcome, RunSearch};
use super::{DeletionList, Door, End, Query, Then};
use crate::stop::Stop;

/// One step of backward deletion.
#[derive(Clone, Debug)]
enum Step {
    /// Single units below `end` (then deeper levels), last first; stops at the first accepted.
    Scan { end: usize },
    /// One query of the search for the longest accepted run ending just below `top`.
    Run { top: usize, search: RunSearch },
    /// Probing along the success path reached the start of the level: go one level deeper.
    Deeper,
}

impl Step {
    /// The step that resumes at `end` (units below it are still to be tried).
    fn resume(end: usize, success_likely: bool) -> Step {
        match (success_likely, RunSearch::probe(end)) {
            (true, Err(search)) => Step::Run { top: end, search },
            (true, Ok(_)) => Step::Deeper,
            (false, _) => Step::Scan { end },
        }
    }

    /// The range a finished run of `k` units ending below `top` commits (none when `k` is 0).
    fn finish(top: usize, k: usize) -> Option<Range<usize>> {
        (k > 0).then(|| top - k..top)
    }
}

/// Where the loop resumes after a run of `k` ending below `top` (for hints: the list's length
/// after the commit is not known, and only matters at its very end).
fn resume_after(top: usize, k: usize, success_likely: bool) -> Step {
    Step::resume(if k > 0 { top - k } else { top - 1 }, success_likely)
}

/// Deletes as much of `list` as the door accepts, last units first; returns whether anything was
/// deleted. When the list has levels, `list` ends up as the deepest level the loop worked on.
pub fn backward<L, D>(door: &mut D, list: &mut L) -> Result<bool, Stop>
where
    L: DeletionList,
    D: Door<L::Candidate> + ?Sized,
{
    let mut progress = false;
    let mut step = Step::resume(list.len(), door.success_likely());
    loop {
        let outcome: Outcome;
        let top;
        match &step {
            Step::Deeper => match list.deeper() {
                Some(below) => {
                    *list = below;
                    step = Step::resume(list.len(), door.success_likely());
                    continue;
                }
                None => return Ok(progress),
            },
            Step::Scan { .. } => {
                let mut query = StepQuery::new(list, &step);
                let hit = door.query(&mut query, true)?;
                let Some(hit) = hit else { return Ok(progress) };
                let (level, j) = query.positions[hit];
                if level > 0 {
                    *list = query.levels.below.swap_remove(level - 1);
                }
                top = j + 1;
                outcome = RunSearch::expand(top);
            }
            Step::Run { top: t, search } => {
                let mut query = StepQuery::new(list, &step);
                let rejected = door.query(&mut query, false)?;
                top = *t;
                outcome = search.advance(rejected);
            }
        }
        step = match outcome {
            Err(search) => Step::Run { top, search },
            Ok(k) => {
                let end = match Step::finish(top, k) {
                    Some(range) => {
                        list.commit(range);
                        progress = true;
                        (top - k).min(list.len())
                    }
                    None => top - 1,
                };
                Step::resume(end, door.success_likely())
            }
        };
    }
}

/// A list's levels as far as they have been built: the list itself, then `deeper()` of it, and so
/// on, built on demand and kept, so that the query and its hints share them.
struct Levels<'a, L> {
    top: &'a L,
    /// `below[i]` is `i + 1` levels below `top`.
    below: Vec<L>,
    /// True once a level had no deeper one.
    bottom: bool,
}

impl<'a, L: DeletionList> Levels<'a, L> {
    fn new(top: &'a L) -> Self {
        Levels { top, below: Vec::new(), bottom: false }
    }

    /// Level `level` below the top, if the list goes that deep.
    fn get(&mut self, level: usize) -> Option<&L> {
        while self.below.len() < level && !self.bottom {
            let last = self.below.last().unwrap_or(self.top);
            match last.deeper() {
                Some(below) => self.below.push(below),
                None => self.bottom = true,
            }
        }
        if level == 0 { Some(self.top) } else { self.below.get(level - 1) }
    }
}

/// A step the loop would reach after some hypothetical query ends, on one level of the list, with
/// the runs it would have committed by then (descending, all above the step's units).
struct Hypothesis {
    level: usize,
    step: Step,
    committed: Vec<Range<usize>>,
}

impl Hypothesis {
    /// Where a run search that reached `outcome`, ending below `top`, leads.
    fn after_run(level: usize, top: usize, outcome: Outcome, mut committed: Vec<Range<usize>>, likely: bool) -> Self {
        let step = match outcome {
            Err(search) => Step::Run { top, search },
            Ok(k) => {
                committed.extend(Step::finish(top, k));
                resume_after(top, k, likely)
            }
        };
        Hypothesis { level, step, committed }
    }

    /// Where the loop goes once this step's query ends at `end`. A scan runs on into deeper
    /// levels and probing moves to the next level at the start of one; hints follow them only
    /// while nothing hypothetical is committed, because a deeper level is built from the text.
    fn after<L: DeletionList>(self, end: Option<usize>, likely: bool, levels: &mut Levels<L>) -> Option<Self> {
        let Hypothesis { level, step, committed } = self;
        let next = match step {
            Step::Scan { end: below } => {
                let (level, j) = scan_position(levels, level, below, end?, committed.is_empty())?;
                Self::after_run(level, j + 1, RunSearch::expand(j + 1), committed, likely)
            }
            Step::Run { top, search } => Self::after_run(level, top, search.advance(end), committed, likely),
            Step::Deeper => return None,
        };
        next.settle(likely, levels)
    }

    /// Resolves `Deeper` steps (which ask nothing) into the step the loop takes in the next level.
    fn settle<L: DeletionList>(mut self, likely: bool, levels: &mut Levels<L>) -> Option<Self> {
        while let Step::Deeper = self.step {
            if !self.committed.is_empty() {
                return None;
            }
            self.level += 1;
            self.step = Step::resume(levels.get(self.level)?.len(), likely);
        }
        Some(self)
    }

    /// The first `limit` candidates of this step, with the committed runs deleted too. Built on
    /// the current base, without committing: after a commit the units below it keep their
    /// places, so these are the bytes the loop will ask about.
    fn then<L: DeletionList>(&self, levels: &mut Levels<L>, limit: usize) -> Option<Then<L::Candidate>> {
        let with = |list: &L, r: Range<usize>| {
            let mut ranges = vec![r];
            ranges.extend(self.committed.iter().rev().cloned());
            list.candidate_of(&ranges)
        };
        match &self.step {
            Step::Scan { end } => {
                let (mut level, mut end, mut candidates) = (self.level, *end, Vec::new());
                loop {
                    let list = levels.get(level)?;
                    candidates.extend((0..end).rev().take(limit - candidates.len()).map(|j| with(list, j..j + 1)));
                    // Past this level the scan goes deeper, which hints follow only on the
                    // current text.
                    if candidates.len() == limit || !self.committed.is_empty() {
                        return Then::new(true, candidates, false);
                    }
                    level += 1;
                    match levels.get(level) {
                        Some(below) => end = below.len(),
                        None => return Then::new(true, candidates, true),
                    }
                }
            }
            Step::Run { top, search } => {
                let list = levels.get(self.level)?;
                let lengths = search.lengths();
                let complete = lengths.len() <= limit;
                Then::new(false, lengths.into_iter().take(limit).map(|k| with(list, top - k..*top)).collect(), complete)
            }
            Step::Deeper => None,
        }
    }
}

/// The level and unit of the `index`-th candidate of a scan that starts below unit `end` of
/// `level` and runs on into deeper levels (only when `deeper` allows it).
fn scan_position<L: DeletionList>(
    levels: &mut Levels<L>,
    mut level: usize,
    mut end: usize,
    mut index: usize,
    deeper: bool,
) -> Option<(usize, usize)> {
    while index >= end {
        if !deeper {
            return None;
        }
        index -= end;
        level += 1;
        end = levels.get(level)?.len();
    }
    Some((level, end - 1 - index))
}

/// One step's query: its candidates, built lazily, and the hints for the steps after it.
struct StepQuery<'a, L> {
    levels: Levels<'a, L>,
    step: &'a Step,
    /// Scan only: (level, unit) of every candidate yielded, by position.
    positions: Vec<(usize, usize)>,
    /// Scan: which level is being yielded and the unit below which it continues.
    level: usize,
    next: usize,
    /// Run: the lengths asked about.
    lengths: Vec<usize>,
}

impl<'a, L: DeletionList> StepQuery<'a, L> {
    fn new(list: &'a L, step: &'a Step) -> Self {
        let (next, lengths) = match step {
            Step::Scan { end } => (*end, Vec::new()),
            Step::Run { search, .. } => (0, search.lengths()),
            Step::Deeper => (0, Vec::new()),
        };
        StepQuery { levels: Levels::new(list), step, positions: Vec::new(), level: 0, next, lengths }
    }

    /// The step reached once this query ends as `end` says.
    fn after(&mut self, end: End) -> Option<Hypothesis> {
        let likely = end.success_likely;
        let next = match self.step {
            Step::Scan { end: below } => {
                let (level, j) = match end.at {
                    Some(i) if i < self.positions.len() => self.positions[i],
                    at => scan_position(&mut self.levels, 0, *below, at?, true)?,
                };
                Hypothesis::after_run(level, j + 1, RunSearch::expand(j + 1), Vec::new(), likely)
            }
            Step::Run { top, search } => Hypothesis::after_run(0, *top, search.advance(end.at), Vec::new(), likely),
            Step::Deeper => return None,
        };
        next.settle(likely, &mut self.levels)
    }
}

impl<L: DeletionList> Iterator for StepQuery<'_, L> {
    type Item = L::Candidate;

    fn next(&mut self) -> Option<L::Candidate> {
        if let Step::Run { top, .. } = self.step {
            let k = *self.lengths.get(self.positions.len())?;
            self.positions.push((0, k));
            return Some(self.levels.top.candidate(top - k..*top));
        }
        loop {
            if self.next > 0 {
                self.next -= 1;
                self.positions.push((self.level, self.next));
                return Some(self.levels.get(self.level)?.candidate(self.next..self.next + 1));
            }
            self.level += 1;
            self.next = self.levels.get(self.level)?.len();
        }
    }
}

impl<L: DeletionList> Query<L::Candidate> for StepQuery<'_, L> {
    fn then(&mut self, path: &[End], limit: usize) -> Option<Then<L::Candidate>> {
        let (&first, rest) = path.split_first()?;
        let mut hypothesis = self.after(first)?;
        for &end in rest {
            hypothesis = hypothesis.after(end.at, end.success_likely, &mut self.levels)?;
        }
        hypothesis.then(&mut self.levels, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::{ItemList, LevelList, SubsetModel};

    /// Passes every query to the subset model and records what it drew and how it ended. Given
    /// the ends of an earlier identical run, it also asks each query for its hints along the
    /// real path, up to `DEPTH` queries ahead.
    struct Predicting {
        model: SubsetModel,
        /// The ends of every query of an earlier run, in order (empty on the first run).
        ends: Vec<End>,
        /// Per query: what it drew, and the hints it gave for 1, 2, … queries ahead.
        queries: Vec<(bool, Vec<Vec<u32>>, End)>,
        hints: Vec<Vec<Option<Then<Vec<u32>>>>>,
    }

    const DEPTH: usize = 3;

    struct Recording<'a> {
        inner: &'a mut dyn Query<Vec<u32>>,
        drawn: Vec<Vec<u32>>,
    }

    impl Iterator for Recording<'_> {
        type Item = Vec<u32>;
        fn next(&mut self) -> Option<Vec<u32>> {
            let c = self.inner.next()?;
            self.drawn.push(c.clone());
            Some(c)
        }
    }

    impl Query<Vec<u32>> for Recording<'_> {}

    impl Door<Vec<u32>> for Predicting {
        fn success_likely(&self) -> bool {
            self.model.success_likely()
        }

        fn query(&mut self, query: &mut dyn Query<Vec<u32>>, stop_on: bool) -> Result<Option<usize>, Stop> {
            let t = self.queries.len();
            let mut recording = Recording { inner: query, drawn: Vec::new() };
            let end = self.model.query(&mut recording, stop_on)?;
            let drawn = recording.drawn;
            let known = &self.ends[t.min(self.ends.len())..];
            let hints = (1..=DEPTH.min(known.len())).map(|d| query.then(&known[..d], 3)).collect();
            self.hints.push(hints);
            self.queries.push((stop_on, drawn, End { at: end, success_likely: self.model.success_likely() }));
            Ok(end)
        }
    }

    /// Reduces 300 items, in one list or in `levels` levels, recording every query.
    fn run(fraction: f64, optimistic: bool, levels: u32, ends: Vec<End>) -> (Predicting, Vec<u32>) {
        let mut model = SubsetModel::new(300, fraction, 9);
        model.optimistic = optimistic;
        let mut door = Predicting { model, ends, queries: Vec::new(), hints: Vec::new() };
        if levels == 1 {
            let mut list = ItemList::new((0..300).collect());
            backward(&mut door, &mut list).unwrap();
            (door, list.items)
        } else {
            let mut list = LevelList::new((0..300).collect(), levels);
            backward(&mut door, &mut list).unwrap();
            (door, list.items)
        }
    }

    /// On a list whose units keep their places (as the hints assume), every hint, one, two or
    /// three queries ahead along the path the run really takes, names exactly the candidates
    /// that query asks about, in both deletion modes, on a flat list and on one in levels (where
    /// hints follow scans and probes into the next level); and hints do exist at every depth.
    #[test]
    fn hints_predict_the_queries_ahead_exactly() {
        for (optimistic, levels) in [(false, 1), (true, 1), (false, 4), (true, 4)] {
            for &fraction in &[0.05, 0.3, 0.6, 0.95] {
                let (first, items) = run(fraction, optimistic, levels, Vec::new());
                assert_eq!(items, first.model.essential());
                let ends = first.queries.iter().map(|q| q.2).collect();
                let (door, _) = run(fraction, optimistic, levels, ends);
                let mut checked = [0; DEPTH];
                for (t, hints) in door.hints.iter().enumerate() {
                    for (d, hint) in hints.iter().enumerate() {
                        let Some(hint) = hint else { continue };
                        let (stop_on, drawn, _) = &door.queries[t + d + 1];
                        let n = hint.candidates.len().min(drawn.len());
                        let case = format!("{optimistic} {levels} {fraction}: query {t}, {} ahead", d + 1);
                        assert_eq!(hint.stop_on, *stop_on, "{case}");
                        assert_eq!(hint.candidates[..n], drawn[..n], "{case}");
                        if hint.complete {
                            assert!(hint.candidates.len() >= drawn.len(), "{case}: complete hint too short");
                        }
                        checked[d] += 1;
                    }
                }
                assert!(checked.iter().all(|&c| c > 10), "{optimistic} {fraction}: only {checked:?} hints");
            }
        }
    }
}
