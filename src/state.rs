//! The reduction state (seed 002, "Keeping Track of the Best Example"): the best test case so far
//! under the shortlex order, the verdict cache and the counters. Every improvement is written to
//! the output at once, so an interrupted run keeps its best result (pare is an anytime algorithm).

use std::io;
use std::path::PathBuf;
use std::sync::Arc;

use crate::cache::VerdictCache;
use crate::shortlex;
use crate::stats::Stats;

/// The one object that owns the best test case and all bookkeeping.
pub struct ReductionState {
    best: Arc<Vec<u8>>,
    generation: u64,
    output: PathBuf,
    /// Verdicts of every committed candidate.
    pub cache: VerdictCache,
    /// Counters for the summary.
    pub stats: Stats,
}

impl ReductionState {
    /// A state whose best is `original`, written to `output` on every improvement.
    pub fn new(original: Vec<u8>, output: PathBuf) -> ReductionState {
        ReductionState {
            best: Arc::new(original),
            generation: 0,
            output,
            cache: VerdictCache::default(),
            stats: Stats::default(),
        }
    }

    /// The best test case so far.
    pub fn best(&self) -> &Arc<Vec<u8>> {
        &self.best
    }

    /// Increases with every improvement; lets callers notice progress cheaply.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Where improvements are written.
    pub fn output(&self) -> &PathBuf {
        &self.output
    }

    /// True when `candidate` would improve on the best.
    pub fn is_better(&self, candidate: &[u8]) -> bool {
        shortlex::is_better(candidate, &self.best)
    }

    /// Makes an interesting `candidate` the new best if it is better, writing it out atomically.
    /// Returns whether it was taken.
    pub fn offer(&mut self, candidate: Arc<Vec<u8>>) -> io::Result<bool> {
        if !self.is_better(&candidate) {
            return Ok(false);
        }
        crate::output::write_atomic(&self.output, &candidate)?;
        self.best = candidate;
        self.generation += 1;
        self.stats.successes += 1;
        Ok(true)
    }
}
