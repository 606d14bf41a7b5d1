//! What a pass sees while it runs: the best test case, the grammar, the scan order, the door,
//! and where it stopped last time.
//!
//! A pass gets this narrow view instead of the engine, so it cannot reach the statistics, the
//! options it does not need, or the speculation bookkeeping: everything it learns about
//! candidates comes through the door, and everything it changes goes through it.
//!
//! The view also decides when a pass should hand control back to the scheduler (adaptive pass
//! ordering, Shrink Ray's watchdog): at a natural stopping point, once the pass has spent a
//! little, if what it removed per unit of cost lately fell below half of its best in this run, or
//! below what another pass offers. Cost is the deterministic model of [`crate::engine::cost`],
//! so the decision is the same for every `--jobs` and on any machine.

use std::sync::Arc;

use crate::adaptive::search::Position;
use crate::adaptive::{Door, Query, ScanOrder, Seek};
use crate::engine::Engine;
use crate::passes::frame::{Frame, Framed};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::views::tokens::Lexicon;

/// The options a pass may read.
#[derive(Clone, Copy)]
pub struct PassOptions {
    /// The order deletion passes scan their units in.
    pub order: ScanOrder,
    /// The file's grammar, when it is in a language pare has a grammar for.
    pub grammar: Option<&'static Grammar>,
    /// The largest best that passes which read trees run on while text passes can still make
    /// progress ([`crate::syntax::parse::tree_bytes`] of the original; unlimited without a
    /// grammar and in trees of files).
    pub tree_bytes: usize,
}

/// A pass yields only after spending this much in the run (in the units of
/// [`crate::engine::cost`]: one accepted call on the original's size), so that its rate means
/// something and every run gets something done.
const MIN_SPEND: f64 = 5.0;

/// How fast the memory of a run's rate fades, in cost units: the rate that decides a yield is
/// about the last this-many units' worth.
const HORIZON: f64 = 12.0;

/// What the scheduler tells one run of a pass, and learns back from it.
#[derive(Clone, Debug, Default)]
pub struct Run {
    /// Where the pass stopped last time (it yielded there), to resume from.
    pub resume: Option<Position>,
    /// The best yield (bytes per cost unit) that another pass the scheduler could run instead
    /// has had, if any such pass was measured.
    pub alternative: Option<f64>,
    /// Whether any other pass could run instead (without one, yielding is pointless).
    pub others: bool,
    /// Set when the pass yielded: where it stopped.
    pub yielded: Option<Position>,
    meter: Meter,
}

impl Run {
    /// A run told where to resume, the best alternative yield, and whether others could run.
    pub fn new(resume: Option<Position>, alternative: Option<f64>, others: bool) -> Run {
        Run { resume, alternative, others, ..Run::default() }
    }
}

/// How a run is going: its cost and size at the start and at the last natural point, its
/// recent rate (a fading sum of bytes removed and cost), and its best rate so far.
#[derive(Clone, Debug, Default)]
struct Meter {
    started: bool,
    start_cost: f64,
    last: (f64, usize),
    recent: (f64, f64),
    best_rate: f64,
}

impl Meter {
    /// Books the pass's cost and the best's size at a natural point; returns the run's recent
    /// rate (bytes removed per cost unit) once the run has spent enough for it to mean something.
    fn observe(&mut self, cost: f64, size: usize) -> Option<f64> {
        if !self.started {
            *self = Meter { started: true, start_cost: cost, last: (cost, size), ..Meter::default() };
            return None;
        }
        let (window_cost, window_removed) = (cost - self.last.0, self.last.1.saturating_sub(size) as f64);
        self.last = (cost, size);
        let fade = (-window_cost / HORIZON).exp();
        self.recent = (self.recent.0 * fade + window_removed, self.recent.1 * fade + window_cost);
        if cost - self.start_cost < MIN_SPEND || self.recent.1 <= 0.0 {
            return None;
        }
        let rate = self.recent.0 / self.recent.1;
        self.best_rate = self.best_rate.max(rate);
        Some(rate)
    }

    /// True when `rate` fell below half the run's best, or below what another pass offers.
    fn lagging(&self, rate: f64, alternative: Option<f64>) -> bool {
        rate < 0.5 * self.best_rate || alternative.is_some_and(|a| rate < a)
    }
}

/// A running pass's view of the reduction.
pub struct Context<'a> {
    engine: &'a mut Engine,
    options: PassOptions,
    run: &'a mut Run,
    /// The part of the test case the pass works on, when it is not all of it (one file of a
    /// tree): the pass sees that part, and the door sees it put back in place.
    frame: Option<&'a dyn Frame>,
}

impl<'a> Context<'a> {
    /// The largest best that passes reading trees work on now (see [`PassOptions::tree_bytes`]).
    pub fn tree_bytes(&self) -> usize {
        self.options.tree_bytes
    }

    /// The view of `engine` for a run of a pass with `options`, as the scheduler set up `run`.
    pub fn new(engine: &'a mut Engine, options: PassOptions, run: &'a mut Run) -> Context<'a> {
        Context { engine, options, run, frame: None }
    }

    /// The same run's view of the part `frame` cuts out of the test case, parsed with `grammar`
    /// and resumed at `resume`: how a pass written for one file reduces one file of a tree.
    pub fn within<'b>(
        &'b mut self,
        frame: &'b dyn Frame,
        grammar: Option<&'static Grammar>,
        resume: Option<Position>,
    ) -> Context<'b> {
        let options = PassOptions { grammar, ..self.options };
        self.run.resume = resume;
        self.run.yielded = None;
        Context { engine: &mut *self.engine, options, run: &mut *self.run, frame: Some(frame) }
    }

    /// Where the pass stopped because it should yield, if it did.
    pub fn yielded_at(&self) -> Option<Position> {
        self.run.yielded
    }

    /// The best test case so far (the framed part of it, in a framed view).
    pub fn best(&self) -> Arc<Vec<u8>> {
        let best = self.engine.best();
        match self.frame {
            Some(frame) => Arc::new(frame.view(&best).to_vec()),
            None => best,
        }
    }

    /// The file's grammar, if pare has one for its language.
    pub fn grammar(&self) -> Option<&'static Grammar> {
        self.options.grammar
    }

    /// How the token views read the file: its grammar's lexicon, or C-like without one.
    pub fn lexicon(&self) -> &'static Lexicon {
        self.options.grammar.map_or(Lexicon::plain(), Grammar::lexicon)
    }

    /// The order deletion passes scan their units in.
    pub fn order(&self) -> ScanOrder {
        self.options.order
    }

    /// Where the pass stopped last time, if it yielded: it should resume there.
    pub fn resume(&self) -> Option<Position> {
        self.run.resume
    }

    /// Evaluates one candidate; true if it became the new best.
    pub fn try_candidate(&mut self, candidate: Vec<u8>) -> Result<bool, Stop> {
        let candidate = self.whole(candidate);
        self.engine.try_candidate(candidate)
    }

    /// A candidate of the pass as the door judges it: put back in its frame, if there is one.
    fn whole(&self, candidate: Vec<u8>) -> Vec<u8> {
        match self.frame {
            Some(frame) => frame.embed(&candidate),
            None => candidate,
        }
    }
}

impl Door<Vec<u8>> for Context<'_> {
    fn query(&mut self, query: &mut dyn Query<Vec<u8>>, seek: Seek) -> Result<Option<usize>, Stop> {
        match self.frame {
            Some(frame) => self.engine.query(&mut Framed::new(query, frame), seek),
            None => self.engine.query(query, seek),
        }
    }

    fn success_likely(&self) -> bool {
        self.engine.success_likely()
    }

    fn width(&self) -> usize {
        self.engine.width()
    }

    fn judge_all(&mut self, candidates: Vec<Vec<u8>>) -> Result<Vec<bool>, Stop> {
        let whole = candidates.into_iter().map(|c| self.whole(c)).collect();
        self.engine.judge_all(whole)
    }

    fn should_yield(&mut self) -> bool {
        let (cost, size) = (self.engine.pass_cost(), self.engine.best().len());
        let rate = self.run.meter.observe(cost, size);
        rate.is_some_and(|rate| self.run.others && self.run.meter.lagging(rate, self.run.alternative))
    }

    fn yielded(&mut self, position: Position) {
        self.run.yielded = Some(position);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds the meter natural points `(cost, size)` and says where it would have yielded.
    fn yields(points: &[(f64, usize)], alternative: Option<f64>) -> Vec<bool> {
        let mut meter = Meter::default();
        points.iter().map(|&(c, s)| meter.observe(c, s).is_some_and(|r| meter.lagging(r, alternative))).collect()
    }

    #[test]
    fn a_steady_pass_runs_on_and_a_fading_one_yields() {
        // 100 bytes per cost unit, steadily: never yields.
        let steady: Vec<(f64, usize)> = (0..40).map(|i| (i as f64, 100_000 - 100 * i)).collect();
        assert!(yields(&steady, None).iter().all(|&y| !y));
        // The same, then nothing more for a while: yields once the recent rate halves.
        let fading: Vec<(f64, usize)> = (0..40).map(|i| (i as f64, 100_000 - 100 * i.min(20))).collect();
        let when = yields(&fading, None).iter().position(|&y| y).expect("yields");
        assert!((21..30).contains(&when), "yielded at {when}");
    }

    #[test]
    fn a_pass_below_what_another_offers_yields_but_not_before_spending_a_little() {
        let steady: Vec<(f64, usize)> = (0..40).map(|i| (i as f64, 100_000 - 100 * i)).collect();
        let got = yields(&steady, Some(500.0));
        let first = got.iter().position(|&y| y).expect("yields");
        assert_eq!(first as f64, MIN_SPEND, "after spending {MIN_SPEND} units, not before");
        assert!(yields(&steady, Some(50.0)).iter().all(|&y| !y), "the other pass offers less");
    }
}
