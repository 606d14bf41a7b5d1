//! Backward deletion (the default order) as a [`Search`]: one machine of steps, each one query to
//! the door, that drives the real run and, forked, tells a parallel door what comes next.
//!
//! The machine alternates two kinds of step. A *scan* asks about single units from the current
//! position downwards, stopping at the first accepted one; when the list has levels (HDD's
//! depths) and the current level is exhausted without a success, the text is unchanged, so the
//! scan runs on into the next level's units: exactly what a sequential HDD tries next. A *run*
//! step is one query of the [`RunSearch`] for the longest accepted run ending at a place: after a
//! scan hit (expand), or at every position when successes are likely (probe along the success
//! path). A finished run is committed and the machine resumes just below it.
//!
//! A scan asks about at most [`SCAN_CHUNK`] units per query; the next query goes on below them.
//!
//! Once the scan has gone through a small level from its top and nothing went from it, every
//! unit failed alone, but units that only go together (two functions that call each other, an opening and a closing line) may
//! be among them. In lists that allow it ([`DeletionList::blocks`]), a *blocks* step then tries
//! each run of two adjacent units, then of three, last first, before moving deeper; a block that
//! goes grows like any run, and blocks go on below it. A level of `m` units costs `m` single
//! calls; its blocks at most `2m` more, which is only worth it where `m` is small
//! ([`BLOCK_UNITS`]), as in a reduced file's top level.

use std::cell::RefCell;
use std::ops::Range;
use std::rc::Rc;

use super::run_length::{Outcome, RunSearch};
use super::search::{self, Draw, Position, Search};
use super::{DeletionList, End, Evaluator, Seek};
use crate::stop::Stop;

/// Deletes as much of `list` as the door accepts, last units first (below unit `from`, when
/// resuming); returns whether anything was deleted. When the list has levels, `list` ends up as
/// the deepest level the run worked on.
pub fn backward<L, D>(door: &mut D, list: &mut L, from: Option<usize>) -> Result<bool, Stop>
where
    L: DeletionList,
    D: Evaluator<L::Candidate> + ?Sized,
{
    let mut machine = Backward::new(list, door.success_likely(), from);
    search::run(door, &mut machine)?;
    Ok(machine.progress)
}

/// How many units one scan query asks about at most. Sequentially this changes nothing (the next
/// query goes on where the last stopped), but every query start is a natural point where the
/// pass may yield to the scheduler, so a long fruitless scan is not an unbroken stretch.
const SCAN_CHUNK: usize = 32;

/// The largest level whose blocks are tried once all its units failed alone.
pub const BLOCK_UNITS: usize = 64;

/// The largest block tried.
const BLOCK_MAX: usize = 3;

/// One step of backward deletion.
#[derive(Clone, Debug)]
enum Step {
    /// Single units below `end` (then deeper levels), last first; stops at the first accepted.
    Scan { end: usize },
    /// One query of the search for the longest accepted run ending just below `top`.
    Run { top: usize, search: RunSearch },
    /// Blocks of `size` units ending below `end` (then larger blocks, then the next level), last
    /// first; stops at the first accepted.
    Blocks { size: usize, end: usize },
    /// Probing along the success path reached the start of the level: go one level deeper.
    Deeper,
    /// Nothing left to try.
    Over,
    /// A fork that would need a level built from text it has not committed.
    Unknown,
}

/// A list's levels as far as they have been built: the list itself, then `deeper()` of it, and so
/// on, built on demand and shared by the machine and its forks.
struct Levels<'a, L> {
    top: &'a mut L,
    /// `below[i]` is `i + 1` levels below `top`.
    below: Vec<L>,
    /// True once a level had no deeper one.
    bottom: bool,
}

impl<L: DeletionList> Levels<'_, L> {
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

/// Where the `index`-th candidate of a scan below unit `end` of `level` is: the level and unit.
enum ScanAt {
    At(usize, usize),
    /// The end of a level whose every unit failed alone: its blocks come next.
    Blocks(usize),
    /// Past the last level.
    End,
    /// In a deeper level, which a fork with pending commits cannot build.
    Unknown,
}

/// Backward deletion of a list in levels: the machine, or a fork of it.
pub struct Backward<'a, L> {
    levels: Rc<RefCell<Levels<'a, L>>>,
    /// The level the step works on: always 0 for the machine itself, which makes a deeper level
    /// its top when it moves there.
    level: usize,
    step: Step,
    /// A fork's commits, kept aside (descending, all above the step's units).
    pending: Vec<Range<usize>>,
    fork: bool,
    /// Whether anything was committed.
    progress: bool,
    /// True while the scan has gone through the current level from its top (every unit it still
    /// has failed alone in this run) and its blocks have not been tried yet.
    whole: bool,
    /// True while nothing was deleted from the current level in this run.
    fruitless: bool,
    /// The block size a run under way grows from: once it is committed, blocks of that size go
    /// on below it.
    block: Option<usize>,
}

impl<'a, L: DeletionList> Backward<'a, L> {
    /// The machine over `list`, starting at its end (or below unit `from`).
    fn new(list: &'a mut L, likely: bool, from: Option<usize>) -> Self {
        let len = from.map_or(list.len(), |from| from.min(list.len()));
        let levels = Rc::new(RefCell::new(Levels { top: list, below: Vec::new(), bottom: false }));
        let whole = from.is_none();
        let mut machine = Backward {
            levels,
            level: 0,
            step: Step::Over,
            pending: Vec::new(),
            fork: false,
            progress: false,
            whole,
            fruitless: whole,
            block: None,
        };
        machine.resume(len, likely);
        machine
    }

    /// The step that resumes at `end` (units below it are still to be tried).
    fn resume(&mut self, end: usize, likely: bool) {
        self.step = match (likely, RunSearch::probe(end)) {
            (true, Err(search)) => Step::Run { top: end, search },
            // Probing along the success path reached the level's start: its blocks, if due,
            // as a scan would try them.
            (true, Ok(_)) if self.blocks_due() => return,
            (true, Ok(_)) => Step::Deeper,
            (false, _) => Step::Scan { end },
        };
        while let Step::Deeper = self.step {
            if !self.pending.is_empty() {
                self.step = Step::Unknown;
                return;
            }
            let Some(len) = self.levels.borrow_mut().get(self.level + 1).map(L::len) else {
                self.step = Step::Over;
                return;
            };
            self.move_to(self.level + 1);
            self.step = match (likely, RunSearch::probe(len)) {
                (true, Err(search)) => Step::Run { top: len, search },
                (true, Ok(_)) => Step::Deeper,
                (false, _) => Step::Scan { end: len },
            };
        }
    }

    /// At the start of the current level, after probing it: when the probe went through the
    /// whole level and the list allows blocks there, makes them the next step; true if so.
    fn blocks_due(&mut self) -> bool {
        let (len, blocks) = self.levels.borrow_mut().get(self.level).map_or((0, false), |l| (l.len(), l.blocks()));
        if !self.whole || !blocks || !(2..=BLOCK_UNITS).contains(&len) || !self.fruitless {
            return false;
        }
        self.whole = false;
        self.step = if self.pending.is_empty() { Step::Blocks { size: 2, end: len } } else { Step::Unknown };
        true
    }

    /// Works on `level` from now on. The machine itself makes it its top level (the levels above
    /// are done); a fork just looks there.
    fn move_to(&mut self, level: usize) {
        if level != self.level {
            self.whole = true;
            self.fruitless = true;
        }
        if self.fork {
            self.level = level;
            return;
        }
        let mut levels = self.levels.borrow_mut();
        if level > 0 {
            let mut below = std::mem::take(&mut levels.below);
            *levels.top = below.remove(level - 1);
            levels.below = below.split_off(level - 1);
        }
        self.level = 0;
    }

    /// Where a run search that reached `outcome`, ending below `top`, leads.
    fn after_run(&mut self, top: usize, outcome: Outcome, likely: bool) {
        match outcome {
            Err(search) => self.step = Step::Run { top, search },
            Ok(0) => self.resume(top - 1, likely),
            Ok(k) => {
                let end = self.commit(top - k..top);
                match self.block.take() {
                    Some(size) => self.blocks_below(size, end),
                    None => self.resume(end, likely),
                }
            }
        }
    }

    /// Where a query of blocks of `size` units below `below` leads, given where it stopped: an
    /// accepted block grows like a run, and blocks go on below it; else the next blocks.
    fn after_blocks(&mut self, size: usize, below: usize, at: Option<usize>, likely: bool) {
        if let Some(i) = at {
            let top = block_top(size, below, i).expect("the query drew this block");
            self.block = Some(size);
            self.after_run(top, RunSearch::grow(top, size), likely);
            return;
        }
        self.blocks_below(size, below.saturating_sub(SCAN_CHUNK));
    }

    /// Blocks of `size` units below `end`, else larger blocks from the level's end, else the
    /// next level's scan.
    fn blocks_below(&mut self, size: usize, end: usize) {
        let len = self.levels.borrow_mut().get(self.level).map_or(0, L::len);
        self.step = if end >= size {
            Step::Blocks { size, end }
        } else if size < BLOCK_MAX && len > size && !self.pending.is_empty() {
            // Larger blocks start again from the level's end, above a fork's pending runs, where
            // the units it has not committed have other places than in the real run.
            Step::Unknown
        } else if size < BLOCK_MAX && len > size {
            Step::Blocks { size: size + 1, end: len }
        } else {
            match self.scan_at(0, 0) {
                ScanAt::End => Step::Over,
                ScanAt::Unknown => Step::Unknown,
                ScanAt::At(..) | ScanAt::Blocks(_) => Step::Scan { end: 0 },
            }
        };
    }

    /// Commits the deletion of `range` (a fork keeps it aside); returns where to resume.
    fn commit(&mut self, range: Range<usize>) -> usize {
        self.progress = true;
        self.fruitless = false;
        let start = range.start;
        if self.fork {
            self.pending.push(range);
            return start;
        }
        let mut levels = self.levels.borrow_mut();
        // Deeper levels were built from the old text (dropped first: they share its tree, which
        // the commit then edits in place instead of copying).
        levels.below.clear();
        levels.top.commit(range);
        levels.bottom = false;
        start.min(levels.top.len())
    }

    /// Where the `index`-th candidate of a scan below unit `end` of the current level is.
    fn scan_at(&self, mut end: usize, mut index: usize) -> ScanAt {
        let mut level = self.level;
        let mut levels = self.levels.borrow_mut();
        while index >= end {
            if !self.pending.is_empty() {
                return ScanAt::Unknown;
            }
            let (len, blocks) = levels.get(level).map_or((0, false), |l| (l.len(), l.blocks()));
            let due = level > self.level || (self.whole && self.fruitless);
            if blocks && due && (2..=BLOCK_UNITS).contains(&len) {
                return ScanAt::Blocks(level);
            }
            index -= end;
            level += 1;
            match levels.get(level) {
                Some(list) => end = list.len(),
                None => return ScanAt::End,
            }
        }
        ScanAt::At(level, end - 1 - index)
    }

    /// The candidate deleting `range` of `level`, and the fork's pending runs too.
    fn candidate(&self, level: usize, range: Range<usize>) -> L::Candidate {
        let mut ranges = vec![range];
        ranges.extend(self.pending.iter().rev().cloned());
        let mut levels = self.levels.borrow_mut();
        levels.get(level).expect("a level a candidate was found in").candidate_of(&ranges)
    }
}

/// The end of the `index`-th block of `size` units a blocks query below `end` asks about.
fn block_top(size: usize, end: usize, index: usize) -> Option<usize> {
    end.checked_sub(index).filter(|&top| top >= size && index < SCAN_CHUNK)
}

impl<L: DeletionList> Search for Backward<'_, L> {
    type Candidate = L::Candidate;

    fn seek(&self) -> Option<Seek> {
        match self.step {
            Step::Scan { .. } | Step::Blocks { .. } => Some(Seek::Accepted),
            Step::Run { .. } => Some(Seek::Rejected),
            Step::Deeper | Step::Over | Step::Unknown => None,
        }
    }

    fn draw(&mut self, index: usize) -> Draw<L::Candidate> {
        match &self.step {
            Step::Scan { .. } if index >= SCAN_CHUNK => Draw::End,
            Step::Scan { end } => match self.scan_at(*end, index) {
                ScanAt::At(level, j) => Draw::Candidate(self.candidate(level, j..j + 1)),
                ScanAt::End | ScanAt::Blocks(_) => Draw::End,
                ScanAt::Unknown => Draw::Unknown,
            },
            Step::Blocks { size, end } => match block_top(*size, *end, index) {
                Some(top) => Draw::Candidate(self.candidate(self.level, top - size..top)),
                None => Draw::End,
            },
            Step::Run { top, search } => match search.lengths().get(index) {
                Some(&k) => Draw::Candidate(self.candidate(self.level, top - k..*top)),
                None => Draw::End,
            },
            Step::Deeper | Step::Over => Draw::End,
            Step::Unknown => Draw::Unknown,
        }
    }

    fn probe(&mut self, index: usize) -> Draw<()> {
        match &self.step {
            Step::Scan { .. } if index >= SCAN_CHUNK => Draw::End,
            Step::Scan { end } => match self.scan_at(*end, index) {
                ScanAt::At(..) => Draw::Candidate(()),
                ScanAt::End | ScanAt::Blocks(_) => Draw::End,
                ScanAt::Unknown => Draw::Unknown,
            },
            Step::Blocks { size, end } if block_top(*size, *end, index).is_some() => Draw::Candidate(()),
            Step::Blocks { .. } => Draw::End,
            Step::Run { search, .. } if index < search.lengths().len() => Draw::Candidate(()),
            Step::Run { .. } | Step::Deeper | Step::Over => Draw::End,
            Step::Unknown => Draw::Unknown,
        }
    }

    fn advance(&mut self, end: End) {
        let likely = end.success_likely;
        match self.step.clone() {
            Step::Scan { end: below } => {
                let Some(i) = end.at else {
                    // The chunk found nothing: the scan goes on from its next unit, if any.
                    self.step = match self.scan_at(below, SCAN_CHUNK) {
                        ScanAt::At(level, j) => {
                            self.move_to(level);
                            Step::Scan { end: j + 1 }
                        }
                        ScanAt::Blocks(level) => {
                            self.move_to(level);
                            self.whole = false;
                            let len = self.levels.borrow_mut().get(self.level).map_or(0, L::len);
                            Step::Blocks { size: 2, end: len }
                        }
                        ScanAt::End => Step::Over,
                        ScanAt::Unknown => Step::Unknown,
                    };
                    return;
                };
                match self.scan_at(below, i) {
                    ScanAt::At(level, j) => {
                        self.move_to(level);
                        self.after_run(j + 1, RunSearch::expand(j + 1), likely);
                    }
                    ScanAt::End | ScanAt::Blocks(_) | ScanAt::Unknown => self.step = Step::Unknown,
                }
            }
            Step::Blocks { size, end: below } => self.after_blocks(size, below, end.at, likely),
            Step::Run { top, search } => self.after_run(top, search.advance(end.at), likely),
            Step::Deeper | Step::Over | Step::Unknown => {}
        }
    }

    /// A scan starts where nothing is half done: the units above it are finished.
    fn natural_point(&self) -> bool {
        matches!(self.step, Step::Scan { .. })
    }

    fn position(&self) -> Position {
        let unit = match self.step {
            Step::Scan { end } => end,
            Step::Run { top, .. } => top,
            Step::Blocks { end, .. } => end,
            _ => 0,
        };
        Position { level: self.levels.borrow_mut().get(self.level).map_or(0, L::level), unit }
    }

    fn fork(&self) -> Self {
        Backward {
            levels: self.levels.clone(),
            level: self.level,
            step: self.step.clone(),
            pending: self.pending.clone(),
            fork: true,
            progress: self.progress,
            whole: self.whole,
            fruitless: self.fruitless,
            block: self.block,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::{Hint, Query};
    use crate::subset_model::{ItemList, LevelList, SubsetModel};

    /// Passes every query to the subset model and records what it drew and how it ended. Given
    /// the ends of an earlier identical run, it also asks each query for its hints along the
    /// real path, up to `DEPTH` queries ahead.
    struct Predicting {
        model: SubsetModel,
        /// The ends of every query of an earlier run, in order (empty on the first run).
        ends: Vec<End>,
        /// Per query: what it drew, and the hints it gave for 1, 2, … queries ahead.
        queries: Vec<(Seek, Vec<Vec<u32>>, End)>,
        hints: Vec<Vec<Option<Hint<Vec<u32>>>>>,
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

    impl Evaluator<Vec<u32>> for Predicting {
        fn success_likely(&self) -> bool {
            self.model.success_likely()
        }

        fn query(&mut self, query: &mut dyn Query<Vec<u32>>, seek: Seek) -> Result<Option<usize>, Stop> {
            let t = self.queries.len();
            let mut recording = Recording { inner: query, drawn: Vec::new() };
            let end = self.model.query(&mut recording, seek)?;
            let drawn = recording.drawn;
            let known = &self.ends[t.min(self.ends.len())..];
            let hints = (1..=DEPTH.min(known.len())).map(|d| query.hint(&known[..d], 3)).collect();
            self.hints.push(hints);
            self.queries.push((seek, drawn, End { at: end, success_likely: self.model.success_likely() }));
            Ok(end)
        }
    }

    /// Reduces 300 items, in one list or in `levels` levels, recording every query.
    fn run(fraction: f64, optimistic: bool, levels: u32, ends: Vec<End>) -> (Predicting, Vec<u32>) {
        // With few essential units, a flat list starts reduced to them and to runs that only go
        // together, so that every single fails and the blocks step deletes the runs.
        let grouped = levels == 1 && fraction < 0.1 && !optimistic;
        let mut model = match grouped {
            true => SubsetModel::with_groups(300, fraction, 9, 3, 2),
            false => SubsetModel::new(300, fraction, 9),
        };
        model.optimistic = optimistic;
        let essential = model.essential();
        let start: Vec<u32> =
            (0..300).filter(|&i| !grouped || essential.contains(&i) || model.together_left(&[i]) == 1).collect();
        let mut door = Predicting { model, ends, queries: Vec::new(), hints: Vec::new() };
        if levels == 1 {
            let mut list = ItemList::new(start);
            backward(&mut door, &mut list, None).unwrap();
            (door, list.items)
        } else {
            let mut list = LevelList::new(start, levels);
            backward(&mut door, &mut list, None).unwrap();
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
                        let (seek, drawn, _) = &door.queries[t + d + 1];
                        let n = hint.candidates.len().min(drawn.len());
                        let case = format!("{optimistic} {levels} {fraction}: query {t}, {} ahead", d + 1);
                        assert_eq!(hint.seek, *seek, "{case}");
                        assert_eq!(hint.candidates[..n], drawn[..n], "{case}");
                        if hint.complete {
                            assert!(hint.candidates.len() >= drawn.len(), "{case}: complete hint too short");
                        }
                        checked[d] += 1;
                    }
                }
                // The run that starts at the blocks is short.
                let least = if levels == 1 && fraction < 0.1 && !optimistic { 5 } else { 10 };
                assert!(checked.iter().all(|&c| c > least), "{optimistic} {fraction}: only {checked:?} hints");
            }
        }
    }
}
