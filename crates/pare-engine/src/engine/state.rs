//! The reduction state (keeping track of the best example): the best test case so far
//! under the shortlex order, the verdict cache and the counters. Every improvement is handed to
//! the [`Sink`] at once, on the writer's thread (the command line writes it to the output file
//! atomically), so an interrupted run keeps its best result: reduction is an anytime algorithm.

use std::collections::VecDeque;
use std::io;
use std::sync::Arc;

use crate::cache::VerdictCache;
use crate::shortlex;
use crate::stats::Stats;

use super::writer::Writer;

/// How many earlier bests are kept, and how many bytes of them at most.
const HISTORY_LEN: usize = 16;
const HISTORY_BYTES: usize = 64 << 20;

/// Where every new result goes the moment it is taken: a reduction's only side effect. It runs
/// on a thread of its own ([`Writer`]), and may skip a best when a newer one is already waiting.
pub type Sink = Box<dyn FnMut(&[u8]) -> io::Result<()> + Send>;

/// The one object that owns the best test case and all bookkeeping.
pub struct ReductionState {
    best: Arc<Vec<u8>>,
    /// Earlier bests, newest first (bounded), to fall back on when a flaky test lets the final
    /// result down.
    previous: VecDeque<Arc<Vec<u8>>>,
    generation: u64,
    writer: Writer,
    /// Verdicts of every committed candidate.
    pub cache: VerdictCache,
    /// Counters for the summary.
    pub stats: Stats,
}

impl ReductionState {
    /// A state whose best is `original`, handed to `sink` on every improvement.
    pub fn new(original: Arc<Vec<u8>>, sink: Sink) -> ReductionState {
        ReductionState {
            best: original,
            previous: VecDeque::new(),
            generation: 0,
            writer: Writer::new(sink),
            cache: VerdictCache::default(),
            stats: Stats::default(),
        }
    }

    /// The best test case so far.
    pub fn best(&self) -> &Arc<Vec<u8>> {
        &self.best
    }

    /// Earlier bests, newest first.
    pub fn previous(&self) -> impl Iterator<Item = &Arc<Vec<u8>>> {
        self.previous.iter()
    }

    /// Makes an earlier (worse) test case the result again, handing it to the sink: the fallback when
    /// the best does not pass its final re-check.
    pub fn fall_back_to(&mut self, earlier: Arc<Vec<u8>>) -> io::Result<()> {
        self.writer.send(earlier.clone())?;
        self.best = earlier;
        self.generation += 1;
        Ok(())
    }

    /// Increases with every improvement; lets callers notice progress cheaply.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Waits until the sink holds the best; the error of a write that failed unreported.
    pub fn flush(&self) -> io::Result<()> {
        self.writer.flush()
    }

    /// True once a write of a best failed: the run should stop.
    pub fn write_failed(&self) -> bool {
        self.writer.failed()
    }

    /// True when `candidate` would improve on the best.
    pub fn is_better(&self, candidate: &[u8]) -> bool {
        shortlex::is_better(candidate, &self.best)
    }

    /// Makes an interesting `candidate` the new best if it is better, handing it to the sink.
    /// Returns whether it was taken; an error is an earlier write's.
    pub fn offer(&mut self, candidate: Arc<Vec<u8>>) -> io::Result<bool> {
        if !self.is_better(&candidate) {
            return Ok(false);
        }
        self.writer.send(candidate.clone())?;
        let old = std::mem::replace(&mut self.best, candidate);
        self.previous.push_front(old);
        let mut kept = 0;
        let limit = self.previous.iter().position(|p| {
            kept += p.len();
            kept > HISTORY_BYTES
        });
        self.previous.truncate(limit.unwrap_or(HISTORY_LEN).clamp(1, HISTORY_LEN));
        self.generation += 1;
        self.stats.successes += 1;
        Ok(true)
    }
}
