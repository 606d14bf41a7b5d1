//! The simulation model of adaptive deletion, and the two classic baselines pare's deletion is measured against.
//!
//! The model: a list of `n` items is interesting iff it contains a fixed random subset of them.
//! The reduced result must be exactly that subset; what differs between algorithms is the number
//! of distinct test calls. Used by unit tests (call-count bounds) and by `examples/subset_model.rs`. A
//! variant adds runs of adjacent items that only go together (two functions that call each
//! other), which single deletions cannot remove. Also [`KeepsBytes`], the same idea over text.

use std::collections::HashSet;
use std::ops::Range;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::adaptive::{DeletionList, Evaluator, Query, Seek};
use crate::stop::Stop;

/// A list of items is interesting iff it holds every essential item; counts distinct calls.
pub struct SubsetModel {
    essential: Vec<u32>,
    /// Runs of items that only go together: a candidate holding part of one is not interesting.
    together: Vec<Vec<u32>>,
    /// Pairs of items either of which will do: a candidate holding neither is not interesting
    /// (each may go alone, never both: a batch's merge fails on them).
    either: Vec<[u32; 2]>,
    best: Vec<u32>,
    seen: HashSet<Vec<u32>>,
    /// Distinct candidates evaluated so far.
    pub calls: usize,
    /// How often a candidate was "the best minus its first item": a restarting loop asks this
    /// again after every success.
    pub asked_about_first_unit_alone: usize,
    /// What the model answers to `Evaluator::success_likely` (to exercise both deletion modes).
    pub optimistic: bool,
    /// What the model answers to `Evaluator::width` (1: the sequential searches).
    pub width: usize,
    /// Rounds of calls a door with `width` slots waits for: the waves of each batch (one when
    /// it has at most `width` new candidates), one per call of a query.
    pub rounds: usize,
    /// The most candidates one batch held.
    pub widest: usize,
}

impl SubsetModel {
    /// Items `0..n`, each essential with probability `fraction`, drawn from `seed`.
    pub fn new(n: usize, fraction: f64, seed: u64) -> SubsetModel {
        let mut rng = SmallRng::seed_from_u64(seed);
        let essential = (0..n as u32).filter(|_| rng.random_bool(fraction)).collect();
        SubsetModel::with_essential(n, essential)
    }

    /// Items `0..n` with the given essential items (sorted).
    pub fn with_essential(n: usize, essential: Vec<u32>) -> SubsetModel {
        SubsetModel {
            essential,
            together: Vec::new(),
            either: Vec::new(),
            best: (0..n as u32).collect(),
            seen: HashSet::new(),
            calls: 0,
            asked_about_first_unit_alone: 0,
            optimistic: false,
            width: 1,
            rounds: 0,
            widest: 0,
        }
    }

    /// Items `0..n`, each essential with probability `fraction`, and `pairs` disjoint pairs of
    /// adjacent non-essential items either of which will do, placed at random (from `seed`).
    pub fn with_alternatives(n: usize, fraction: f64, seed: u64, pairs: usize) -> SubsetModel {
        let mut model = SubsetModel::new(n, fraction, seed);
        let mut rng = SmallRng::seed_from_u64(seed ^ 0x51_7cc1);
        let mut taken: HashSet<u32> = model.essential.iter().copied().collect();
        for _ in 0..pairs {
            for _ in 0..1000 {
                let a = rng.random_range(0..n as u32 - 1);
                if !taken.contains(&a) && !taken.contains(&(a + 1)) {
                    taken.extend([a, a + 1]);
                    model.either.push([a, a + 1]);
                    break;
                }
            }
        }
        model
    }

    /// Items `0..n`, none essential, with the given pairs either of which will do.
    pub fn with_either(n: usize, pairs: Vec<[u32; 2]>) -> SubsetModel {
        SubsetModel { either: pairs, ..SubsetModel::with_essential(n, Vec::new()) }
    }

    /// How many of the pairs either of which will do `result` holds both of.
    pub fn both_left(&self, result: &[u32]) -> usize {
        self.either.iter().filter(|p| p.iter().all(|i| result.binary_search(i).is_ok())).count()
    }

    /// Items `0..n`, each essential with probability `fraction`, and `pairs` runs of two and
    /// `triples` runs of three adjacent non-essential items that only go together, placed at
    /// random (drawn from `seed`, never touching each other).
    pub fn with_groups(n: usize, fraction: f64, seed: u64, pairs: usize, triples: usize) -> SubsetModel {
        let mut model = SubsetModel::new(n, fraction, seed);
        let mut rng = SmallRng::seed_from_u64(seed ^ 0x9e37_79b9);
        let mut taken: HashSet<u32> = model.essential.iter().copied().collect();
        let sizes = std::iter::repeat_n(2u32, pairs).chain(std::iter::repeat_n(3u32, triples));
        for size in sizes {
            for _ in 0..1000 {
                let start = rng.random_range(1..n as u32 - size);
                if (start - 1..start + size + 1).all(|i| !taken.contains(&i)) {
                    taken.extend(start - 1..start + size + 1);
                    model.together.push((start..start + size).collect());
                    break;
                }
            }
        }
        model
    }

    /// How many items of the runs that only go together `result` still holds.
    pub fn together_left(&self, result: &[u32]) -> usize {
        self.together.iter().flatten().filter(|i| result.binary_search(i).is_ok()).count()
    }

    /// The subset a correct reducer must return.
    pub fn essential(&self) -> Vec<u32> {
        self.essential.clone()
    }

    /// The test itself, with call counting (a repeated candidate is a cache hit, not a call).
    pub fn is_interesting(&mut self, candidate: &[u32]) -> bool {
        if self.seen.insert(candidate.to_vec()) {
            self.calls += 1;
        }
        if !self.best.is_empty() && candidate == &self.best[1..] {
            self.asked_about_first_unit_alone += 1;
        }
        let mut it = candidate.iter();
        let whole = |group: &Vec<u32>| {
            let held = group.iter().filter(|i| candidate.binary_search(i).is_ok()).count();
            held == 0 || held == group.len()
        };
        let held = |i: &u32| candidate.binary_search(i).is_ok();
        self.essential.iter().all(|e| it.any(|c| c == e))
            && self.together.iter().all(whole)
            && self.either.iter().all(|p| p.iter().any(held))
    }
}

impl Evaluator<Vec<u32>> for SubsetModel {
    fn success_likely(&self) -> bool {
        self.optimistic
    }

    fn width(&self) -> usize {
        self.width
    }

    fn judge_all(&mut self, candidates: Vec<Vec<u32>>) -> Result<Vec<bool>, Stop> {
        let before = self.calls;
        let verdicts = candidates.iter().map(|c| c.len() < self.best.len() && self.is_interesting(c)).collect();
        self.rounds += (self.calls - before).div_ceil(self.width.max(1));
        self.widest = self.widest.max(candidates.len());
        Ok(verdicts)
    }

    fn query(&mut self, candidates: &mut dyn Query<Vec<u32>>, seek: Seek) -> Result<Option<usize>, Stop> {
        for (i, candidate) in candidates.enumerate() {
            let before = self.calls;
            let accepted = candidate.len() < self.best.len() && self.is_interesting(&candidate);
            self.rounds += self.calls - before;
            if accepted {
                self.best = candidate;
            }
            if seek.stops(accepted) {
                return Ok(Some(i));
            }
        }
        Ok(None)
    }
}

/// A text model: a candidate is accepted when it is shorter than the best and still holds every
/// byte of `needed` (for tests of passes and list combinators over text).
pub struct KeepsBytes {
    /// The best text so far.
    pub best: Vec<u8>,
    /// The bytes every interesting text holds.
    pub needed: &'static [u8],
}

impl KeepsBytes {
    /// Judges `candidate`, making it the best when it is accepted.
    pub fn accept(&mut self, candidate: &[u8]) -> bool {
        let accepted = candidate.len() < self.best.len() && self.needed.iter().all(|b| candidate.contains(b));
        if accepted {
            self.best = candidate.to_vec();
        }
        accepted
    }
}

impl Evaluator<Vec<u8>> for KeepsBytes {
    fn query(&mut self, query: &mut dyn Query<Vec<u8>>, seek: Seek) -> Result<Option<usize>, Stop> {
        Ok(query.enumerate().position(|(_, c)| seek.stops(self.accept(&c))))
    }
}

/// A plain list of items as a deletion list.
pub struct ItemList {
    /// The current items.
    pub items: Vec<u32>,
}

impl ItemList {
    /// Wraps `items`.
    pub fn new(items: Vec<u32>) -> ItemList {
        ItemList { items }
    }
}

impl DeletionList for ItemList {
    type Candidate = Vec<u32>;
    fn len(&self) -> usize {
        self.items.len()
    }
    fn candidate_of(&self, ranges: &[Range<usize>]) -> Vec<u32> {
        let gone = |i: &usize| ranges.iter().any(|r| r.contains(i));
        self.items.iter().enumerate().filter(|(i, _)| !gone(i)).map(|(_, &item)| item).collect()
    }
    fn commit(&mut self, range: Range<usize>) {
        self.items.drain(range);
    }
    fn blocks(&self) -> bool {
        true
    }
}

/// A list of items in levels, like HDD's depths: level `d` holds the items equal to `d` modulo
/// `levels`, and `deeper` builds the next level from the current items.
pub struct LevelList {
    /// The current items, of every level.
    pub items: Vec<u32>,
    level: u32,
    levels: u32,
}

impl LevelList {
    /// Level 0 of `items` split into `levels` levels.
    pub fn new(items: Vec<u32>, levels: u32) -> LevelList {
        LevelList { items, level: 0, levels }
    }

    /// The positions in `items` of this level's units.
    fn units(&self) -> Vec<usize> {
        (0..self.items.len()).filter(|&i| self.items[i] % self.levels == self.level).collect()
    }
}

impl DeletionList for LevelList {
    type Candidate = Vec<u32>;
    fn len(&self) -> usize {
        self.units().len()
    }
    fn candidate_of(&self, ranges: &[Range<usize>]) -> Vec<u32> {
        let units = self.units();
        let gone: Vec<usize> = ranges.iter().flat_map(|r| units[r.clone()].to_vec()).collect();
        self.items.iter().enumerate().filter(|(i, _)| !gone.contains(i)).map(|(_, &item)| item).collect()
    }
    fn commit(&mut self, range: Range<usize>) {
        self.items = self.candidate(range);
    }
    fn deeper_after(&self, ranges: &[Range<usize>]) -> Option<LevelList> {
        LevelList { items: self.candidate_of(ranges), level: self.level, levels: self.levels }.deeper()
    }
    fn deeper(&self) -> Option<LevelList> {
        let level = self.level + 1;
        (level < self.levels).then(|| LevelList { items: self.items.clone(), level, levels: self.levels })
    }
}

/// Classic ddmin (Zeller and Hildebrandt): test each of n subsets, then each complement, else
/// double the granularity; returns the 1-minimal result.
pub fn ddmin(model: &mut SubsetModel, mut items: Vec<u32>) -> Vec<u32> {
    let mut n = 2usize;
    while items.len() >= 2 {
        let chunks = split(items.len(), n);
        let subset = chunks.iter().find(|r| model.is_interesting(&items[(*r).clone()])).cloned();
        if let Some(r) = subset {
            items = items[r].to_vec();
            n = 2;
            continue;
        }
        let complement = chunks.iter().find_map(|r| {
            let c: Vec<u32> = items[..r.start].iter().chain(&items[r.end..]).copied().collect();
            model.is_interesting(&c).then_some(c)
        });
        if let Some(c) = complement {
            items = c;
            n = (n - 1).max(2);
            continue;
        }
        if n >= items.len() {
            break;
        }
        n = (2 * n).min(items.len());
    }
    if items.len() == 1 && model.is_interesting(&[]) {
        items.clear();
    }
    items
}

/// Linear greedy deletion: delete one item at a time, continue at the same index,
/// repeat until a full sweep deletes nothing.
pub fn greedy(model: &mut SubsetModel, mut items: Vec<u32>) -> Vec<u32> {
    let mut deleted = true;
    while deleted {
        deleted = false;
        let mut i = 0;
        while i < items.len() {
            let mut attempt = items.clone();
            attempt.remove(i);
            if model.is_interesting(&attempt) {
                items = attempt;
                deleted = true;
            } else {
                i += 1;
            }
        }
    }
    items
}

fn split(len: usize, n: usize) -> Vec<Range<usize>> {
    (0..n).map(|i| i * len / n..(i + 1) * len / n).filter(|r| !r.is_empty()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn baselines_find_the_subset() {
        for &fraction in &[0.0, 0.05, 0.5, 1.0] {
            let mut m = SubsetModel::new(300, fraction, 5);
            assert_eq!(ddmin(&mut m, (0..300).collect()), m.essential());
            let mut m = SubsetModel::new(300, fraction, 5);
            assert_eq!(greedy(&mut m, (0..300).collect()), m.essential());
        }
    }
}
