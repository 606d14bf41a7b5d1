//! The adaptive pass scheduler, after one cheap question: is the
//! empty file already interesting?
//!
//! - Size-reducing passes before normalising ones, which run only when every size-reducing pass
//!   is stuck. `format` runs once, last.
//! - Among them, passes not measured yet first, in the order given (`--passes` or the default:
//!   it puts first the passes that try the largest removals first); then the pass that has
//!   removed the most bytes per unit of test cost (cost in the deterministic model of
//!   [`crate::engine::cost`]: an accepted call on a large candidate costs most, so while the
//!   file is large, passes that remove much per accepted call go first). Older runs count half
//!   as much at every run, so the ranking follows what a pass does lately.
//! - A pass yields at natural points ([`yielding`]) when its recent yield falls below half its
//!   best in the run or below what another pass offers, and resumes where it stopped the next
//!   time it runs: one long pass cannot starve the others.
//! - A pass that ran to its end waits until another pass has made progress: on the same input
//!   it would find nothing new.
//! - A pass that keeps failing is tried less often: after `m` fruitless runs in a row it sits out
//!   `2^m` rounds of progress by others. Before declaring a fixed point every such pass gets
//!   its run, so the fixed point is a true one.
//!
//! - On an input too large for syntax trees at first, the passes that read text run alone until
//!   the best is small enough, or until they stall near that size ([`trees`]).
//!
//! Every decision uses committed counts and modelled costs only, so the order is the same for
//! every `--jobs` and on any machine.

mod preview;
mod trees;
mod yielding;

use std::sync::LazyLock;
use std::time::Instant;

use crate::adaptive::search::Position;
use crate::engine::Engine;
use crate::passes::{Context, Pass, PassOptions, PassesAfter, Run, Tier};
use crate::stop::Stop;

/// The longest pass name: the `-v` lines keep their columns after a long one.
static NAME_WIDTH: LazyLock<usize> =
    LazyLock::new(|| crate::passes::registry::REGISTRY.iter().map(|e| e.name().len()).max().unwrap_or(0));

/// What the scheduler remembers about one pass.
#[derive(Default, Clone)]
struct Record {
    /// Bytes it removed and what its calls cost, over its runs, each older run counting half.
    removed: f64,
    cost: f64,
    /// Whether it has run at all.
    measured: bool,
    /// Ran to its end since the last progress by another pass: would find nothing.
    stale: bool,
    /// Fruitless runs in a row.
    misses: u32,
    /// Rounds of progress by others it still sits out.
    waiting: u64,
    /// Where it yielded last, to resume there.
    resume: Option<Position>,
    /// Has nothing to do on the best as it is now (see [`Pass::applies`]).
    idle: bool,
}

impl Record {
    /// Bytes removed per unit of cost (unmeasured passes rank above every measured one).
    fn rate(&self) -> f64 {
        if self.measured { self.removed / self.cost.max(crate::engine::cost::FILTERED) } else { f64::INFINITY }
    }

    /// Books a run that removed `removed` bytes at `cost`; older runs count half.
    fn book(&mut self, removed: f64, cost: f64) {
        self.measured = true;
        self.removed = 0.5 * self.removed + removed;
        self.cost = 0.5 * self.cost + cost;
    }
}

/// The scheduler's order of tiers: size-reducing passes, then the last resort, then the rest.
fn rank(tier: Tier) -> u8 {
    match tier {
        Tier::Reducing => 0,
        Tier::LastResort => 1,
        Tier::Normalizing | Tier::Final => 2,
    }
}

/// Picks the next pass. Size-reducing passes come before the last resort,
/// and that before normalising ones;
/// among them, the ones not measured yet first, in the given order, then the best yield per unit
/// of cost, then the given order. `eager` passes only (not
/// waiting out a back-off) unless `include_waiting`; unless `trees`, only size-reducing passes
/// that read text alone.
fn pick(passes: &[Box<dyn Pass>], records: &[Record], include_waiting: bool, trees: bool) -> Option<usize> {
    let group = |i: usize| rank(passes[i].tier());
    (0..passes.len())
        .filter(|&i| passes[i].tier() != Tier::Final && !records[i].stale && !records[i].idle)
        .filter(|&i| include_waiting || records[i].waiting == 0)
        .filter(|&i| trees || reads_text(passes[i].as_ref()))
        .min_by(|&a, &b| {
            let (ra, rb) = (&records[a], &records[b]);
            group(a)
                .cmp(&group(b))
                .then(ra.measured.cmp(&rb.measured))
                .then(rb.rate().total_cmp(&ra.rate()))
                .then(a.cmp(&b))
        })
}

/// True for the size-reducing passes that read text alone: those that run while the best is too
/// large for trees.
fn reads_text(pass: &dyn Pass) -> bool {
    !pass.reads_trees() && pass.tier() < Tier::Normalizing
}

/// The pass to run next: the eager ones before those waiting out a back-off. While the best is
/// larger than trees are built for, the passes that read text come first, and the others run
/// only once those are stuck.
fn next(size: usize, passes: &[Box<dyn Pass>], records: &[Record], options: PassOptions) -> Option<usize> {
    let trees = size <= options.tree_bytes;
    let any = |trees| pick(passes, records, false, trees).or_else(|| pick(passes, records, true, trees));
    any(trees).or_else(|| any(true))
}

/// What pass `i`'s run is told: where to resume, and when to yield (see [`alternatives`]).
fn run_for(passes: &[Box<dyn Pass>], records: &[Record], i: usize) -> Run {
    let (alternative, others) = alternatives(passes, records, i);
    Run::new(records[i].resume, Box::new(yielding::Lagging::new(alternative, others)))
}

/// The best yield among the passes that could run instead of pass `i` (measured ones), and
/// whether any could.
fn alternatives(passes: &[Box<dyn Pass>], records: &[Record], i: usize) -> (Option<f64>, bool) {
    let others: Vec<&Record> = (0..passes.len())
        .filter(|&j| j != i && passes[j].tier() != Tier::Final)
        .filter(|&j| rank(passes[j].tier()) <= rank(passes[i].tier()))
        .map(|j| &records[j])
        .filter(|r| !r.stale && r.waiting == 0 && !r.idle)
        .collect();
    (others.iter().filter(|r| r.measured).map(|r| r.rate()).reduce(f64::max), !others.is_empty())
}

/// Runs `passes` until none of them can make progress, then the final ones.
pub fn run(engine: &mut Engine, passes: &[Box<dyn Pass>], mut options: PassOptions) -> Result<(), Stop> {
    let mut records = vec![Record::default(); passes.len()];
    let mut plan = preview::Plan::default();
    if !engine.best().is_empty() {
        // The question before any pass has its own odds, apart from every pass's.
        engine.set_pass(passes.len(), "empty");
        preview::expect_after(engine, passes, &records, None, options, &mut plan);
        if engine.try_candidate(Vec::new())? {
            return Ok(());
        }
    }
    let mut gate = trees::TreeGate::new(engine, options.tree_bytes);
    loop {
        let measured = passes.iter().zip(&records).all(|(p, r)| !reads_text(p.as_ref()) || r.measured || r.idle);
        options.tree_bytes = gate.limit(engine, measured);
        let size = engine.best().len();
        mark_idle(&mut records, passes, size, options);
        let Some(i) = next(size, passes, &records, options) else { break };
        let mut run = run_for(passes, &records, i);
        preview::expect_after(engine, passes, &records, Some(i), options, &mut plan);
        let after = preview::After::new(engine, passes, &records, i, options);
        let progress = run_one(
            engine,
            (i, passes[i].as_ref()),
            options,
            (&mut records[i], after.as_ref().map(|a| a as _)),
            &mut run,
        )?;
        settle(&mut records, i, progress, run.yielded);
        if let Some(after) = after.filter(|_| progress && run.yielded.is_none()) {
            // The list the pass made for the best it would end with, to follow if it did.
            plan = after.into_plan();
        }
    }
    for (i, pass) in passes.iter().enumerate().filter(|(_, p)| p.tier() == Tier::Final) {
        run_one(engine, (i, pass.as_ref()), options, (&mut Record::default(), None), &mut Run::default())?;
    }
    Ok(())
}

/// Marks the passes that have nothing to do on a best of `size` bytes (see [`Pass::applies`]).
fn mark_idle(records: &mut [Record], passes: &[Box<dyn Pass>], size: usize, options: PassOptions) {
    for (record, pass) in records.iter_mut().zip(passes) {
        record.idle = !pass.applies(size, options.tree_bytes);
    }
}

/// Updates the records after pass `i` ran, made `progress` or not, and yielded at `yielded` or
/// ran to its end.
fn settle(records: &mut [Record], i: usize, progress: bool, yielded: Option<Position>) {
    records[i].measured = true;
    records[i].resume = yielded;
    // A pass that yielded has more to do, and so has one whose own changes may have opened
    // new candidates (a list whose blocks waited for a level where nothing went); one that
    // ran to its end without progress would find nothing new.
    records[i].stale = yielded.is_none() && !progress;
    if progress {
        records[i].misses = 0;
        records[i].waiting = 0;
        for (j, other) in records.iter_mut().enumerate() {
            if j != i {
                other.waiting = other.waiting.saturating_sub(1);
                other.stale = false;
            }
        }
    } else if yielded.is_none() {
        records[i].misses += 1;
        records[i].waiting = 1u64 << records[i].misses.min(6);
    }
}

/// Runs one pass (with its index in the pass list), books what it removed and what that cost,
/// and says whether it made progress; `after` says what comes after it.
fn run_one(
    engine: &mut Engine,
    (id, pass): (usize, &dyn Pass),
    options: PassOptions,
    (record, after): (&mut Record, Option<&dyn PassesAfter>),
    run: &mut Run,
) -> Result<bool, Stop> {
    let before = engine.state().generation();
    let (size, calls) = (engine.best().len(), engine.state().stats.calls);
    engine.set_pass(id, pass.name());
    engine.set_filtering(pass.filtering());
    let cost = engine.pass_cost();
    let started = Instant::now();
    let result = pass.run(&mut Context::new(engine, options, run).with_after(after));
    let stats = engine.state_mut().stats.pass_mut(pass.name());
    stats.runs += 1;
    stats.seconds += started.elapsed().as_secs_f64();
    record.book(size.saturating_sub(engine.best().len()) as f64, engine.pass_cost() - cost);
    // Saturating: a call started before the pass and turned away by the filter during it is
    // taken back from the total then.
    let line = format!(
        "pare: {:<width$} {:>9} -> {:>9} bytes, {:>6} calls, {:.1}s{}",
        pass.name(),
        size,
        engine.best().len(),
        engine.state().stats.calls.saturating_sub(calls),
        started.elapsed().as_secs_f64(),
        if run.yielded.is_some() { " (yielded)" } else { "" },
        width = *NAME_WIDTH
    );
    engine.notify_observer(&line);
    result?;
    Ok(engine.state().generation() != before)
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Named(&'static str, Tier);
    impl Pass for Named {
        fn name(&self) -> &'static str {
            self.0
        }
        fn reads_trees(&self) -> bool {
            self.0 != "lines"
        }
        fn tier(&self) -> Tier {
            self.1
        }
        fn run(&self, _: &mut Context) -> Result<(), Stop> {
            Ok(())
        }
    }

    fn passes() -> Vec<Box<dyn Pass>> {
        vec![
            Box::new(Named("rename", Tier::Normalizing)),
            Box::new(Named("hoist", Tier::Reducing)),
            Box::new(Named("hdd", Tier::Reducing)),
            Box::new(Named("lines", Tier::Reducing)),
            Box::new(Named("format", Tier::Final)),
            Box::new(Named("bytes", Tier::LastResort)),
        ]
    }

    #[test]
    fn unmeasured_first_then_by_yield_then_normalizing() {
        let passes = passes();
        let mut records = vec![Record::default(); passes.len()];
        assert_eq!(pick(&passes, &records, false, true), Some(1), "unmeasured size-reducing passes in the given order");
        records[1] = Record { measured: true, cost: 10.0, removed: 50.0, ..Record::default() };
        assert_eq!(pick(&passes, &records, false, true), Some(2), "unmeasured before measured");
        records[2] = Record { measured: true, cost: 100.0, removed: 10.0, ..Record::default() };
        assert_eq!(pick(&passes, &records, false, true), Some(3));
        records[3] = Record { measured: true, cost: 10.0, removed: 1000.0, ..Record::default() };
        assert_eq!(pick(&passes, &records, false, true), Some(3), "then by yield, cheap or expensive");
        records[3].removed = 10.0;
        assert_eq!(pick(&passes, &records, false, true), Some(1));
        records[1].stale = true;
        records[2].stale = true;
        records[3].stale = true;
        assert_eq!(pick(&passes, &records, false, true), Some(5), "the last resort once the others are stuck");
        records[5].stale = true;
        assert_eq!(pick(&passes, &records, false, true), Some(0), "normalising only when the others are stuck");
        records[0].stale = true;
        assert_eq!(pick(&passes, &records, false, true), None, "format never runs in the rounds");
    }

    /// A run is told the best yield among the passes that could run instead of it: measured,
    /// not stale, not waiting, not in a higher tier.
    #[test]
    fn a_run_hears_what_the_passes_that_could_replace_it_offer() {
        let passes = passes();
        let mut records = vec![Record::default(); passes.len()];
        records[3] = Record { measured: true, cost: 10.0, removed: 1000.0, ..Record::default() };
        records[1] = Record { measured: true, cost: 1.0, removed: 1e6, ..Record::default() };
        assert_eq!(alternatives(&passes, &records, 2), (Some(1e6), true), "hoist can run instead of hdd");
        records[1].stale = true;
        records[3].stale = true;
        assert_eq!(alternatives(&passes, &records, 2), (None, false), "hoist and lines have run to their end");
        records[2].resume = Some(Position { level: 3, unit: 7 });
        assert_eq!(run_for(&passes, &records, 2).resume, Some(Position { level: 3, unit: 7 }));
    }

    /// While the best is too large for trees, only `lines` (size-reducing, reads text) may run.
    #[test]
    fn without_trees_only_size_reducing_text_passes_run() {
        let passes = passes();
        let mut records = vec![Record::default(); passes.len()];
        assert_eq!(pick(&passes, &records, false, false), Some(3));
        records[3].stale = true;
        assert_eq!(pick(&passes, &records, false, false), None, "rename reads trees and normalises");
        assert_eq!(pick(&passes, &records, false, true), Some(1));
    }

    #[test]
    fn a_pass_that_keeps_failing_waits_but_runs_before_the_fixed_point() {
        let passes = passes();
        let mut records = vec![Record { stale: true, ..Record::default() }; passes.len()];
        records[2] = Record { waiting: 3, misses: 2, ..Record::default() };
        assert_eq!(pick(&passes, &records, false, true), None);
        assert_eq!(pick(&passes, &records, true, true), Some(2));
    }
}
