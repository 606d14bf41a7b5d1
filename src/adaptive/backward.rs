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
//! Each query carries [`Query::then`]: the first candidates of the step that follows if the query
//! ends a given way, computed by the same transition the loop uses (with the deletion the
//! hypothesis implies added to each candidate, rather than committed). A parallel door runs them
//! in idle slots; a sequential door never asks, so `-j 1` pays nothing.

use std::ops::Range;

use super::run_length::{Outcome, RunSearch};
use super::{DeletionList, Door, Query, Then};
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
                let mut query = StepQuery::new(list, &step, door.success_likely());
                let hit = door.query(&mut query, true)?;
                let Some(hit) = hit else { return Ok(progress) };
                let (level, j) = query.positions[hit];
                let mut deeper = query.deeper;
                if level > 0 {
                    *list = deeper.swap_remove(level - 1);
                }
                top = j + 1;
                outcome = RunSearch::expand(top);
            }
            Step::Run { top: t, search } => {
                let mut query = StepQuery::new(list, &step, door.success_likely());
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

/// One step's query: its candidates, built lazily, and the hints for the step after it.
struct StepQuery<'a, L> {
    list: &'a L,
    step: &'a Step,
    success_likely: bool,
    /// Scan only: deeper levels built so far (`deeper[i]` is `i + 1` levels below `list`).
    deeper: Vec<L>,
    /// Scan only: (level, unit) of every candidate yielded, by position.
    positions: Vec<(usize, usize)>,
    /// Scan: which level is being yielded and the unit below which it continues.
    level: usize,
    next: usize,
    /// Run: the lengths asked about, and how many were yielded.
    lengths: Vec<usize>,
}

impl<'a, L: DeletionList> StepQuery<'a, L> {
    fn new(list: &'a L, step: &'a Step, success_likely: bool) -> Self {
        let (next, lengths) = match step {
            Step::Scan { end } => (*end, Vec::new()),
            Step::Run { search, .. } => (0, search.lengths()),
            Step::Deeper => (0, Vec::new()),
        };
        StepQuery { list, step, success_likely, deeper: Vec::new(), positions: Vec::new(), level: 0, next, lengths }
    }

    fn level_list(&self, level: usize) -> &L {
        if level == 0 { self.list } else { &self.deeper[level - 1] }
    }

    /// The first `limit` candidates of `step` on `list` once `committed` is deleted too (a scan
    /// stays on this level). Built on the current base, without committing: after a commit the
    /// units below it keep their places, so these are the bytes the loop will ask about.
    fn candidates_of(list: &L, step: &Step, committed: Option<Range<usize>>, limit: usize) -> Vec<L::Candidate> {
        let with = |r: Range<usize>| match &committed {
            Some(c) => list.candidate_of(&[r, c.clone()]),
            None => list.candidate(r),
        };
        match step {
            Step::Scan { end } => (0..*end).rev().take(limit).map(|j| with(j..j + 1)).collect(),
            Step::Run { top, search } => {
                search.lengths().into_iter().take(limit).map(|k| with(top - k..*top)).collect()
            }
            Step::Deeper => Vec::new(),
        }
    }

    /// The hint for a run search that reached `outcome` on `list`, ending below `top`.
    fn after_run(&self, list: &L, top: usize, outcome: Outcome, limit: usize) -> Option<Then<L::Candidate>> {
        let (next, committed) = match outcome {
            Err(search) => (Step::Run { top, search }, None),
            Ok(k) => (resume_after(top, k, self.success_likely), Step::finish(top, k)),
        };
        Then::new(matches!(next, Step::Scan { .. }), Self::candidates_of(list, &next, committed, limit))
    }
}

impl<L: DeletionList> Iterator for StepQuery<'_, L> {
    type Item = L::Candidate;

    fn next(&mut self) -> Option<L::Candidate> {
        if let Step::Run { top, .. } = self.step {
            let k = *self.lengths.get(self.positions.len())?;
            self.positions.push((0, k));
            return Some(self.list.candidate(top - k..*top));
        }
        loop {
            if self.next > 0 {
                self.next -= 1;
                self.positions.push((self.level, self.next));
                return Some(self.level_list(self.level).candidate(self.next..self.next + 1));
            }
            let below = self.level_list(self.level).deeper()?;
            self.next = below.len();
            self.deeper.push(below);
            self.level += 1;
        }
    }
}

impl<L: DeletionList> Query<L::Candidate> for StepQuery<'_, L> {
    fn then(&mut self, end: Option<usize>, limit: usize) -> Option<Then<L::Candidate>> {
        match self.step {
            Step::Scan { .. } => {
                let (level, j) = *self.positions.get(end?)?;
                let list = self.level_list(level);
                self.after_run(list, j + 1, RunSearch::expand(j + 1), limit)
            }
            Step::Run { top, search } => self.after_run(self.list, *top, search.advance(end), limit),
            Step::Deeper => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::{ItemList, SubsetModel};

    /// Passes every query to the subset model, remembers the candidates it drew, and checks them
    /// against the hint the previous query gave for the way it actually ended.
    struct Predicting {
        model: SubsetModel,
        predicted: Option<Then<Vec<u32>>>,
        checked: usize,
        missed: Vec<String>,
    }

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
            let mut recording = Recording { inner: query, drawn: Vec::new() };
            let end = self.model.query(&mut recording, stop_on)?;
            let drawn = recording.drawn;
            if let Some(then) = self.predicted.take() {
                self.checked += 1;
                let n = then.candidates.len().min(drawn.len());
                if then.stop_on != stop_on || then.candidates[..n] != drawn[..n] {
                    self.missed.push(format!("predicted {:?}, asked {:?}", then.candidates, drawn));
                }
            }
            self.predicted = query.then(end, 3);
            Ok(end)
        }
    }

    /// On a list whose units keep their places (as the hints assume), every hint names exactly
    /// the candidates the next query asks about, in both deletion modes.
    #[test]
    fn hints_predict_the_next_query_exactly() {
        for optimistic in [false, true] {
            for &fraction in &[0.05, 0.3, 0.6, 0.95] {
                let mut model = SubsetModel::new(300, fraction, 9);
                model.optimistic = optimistic;
                let essential = model.essential();
                let mut door = Predicting { model, predicted: None, checked: 0, missed: Vec::new() };
                let mut list = ItemList::new((0..300).collect());
                backward(&mut door, &mut list).unwrap();
                assert_eq!(list.items, essential);
                assert!(door.checked > 20, "{optimistic} {fraction}: only {} hints", door.checked);
                assert!(door.missed.is_empty(), "{optimistic} {fraction}: {:?}", &door.missed[..1]);
            }
        }
    }
}
