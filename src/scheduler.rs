//! The adaptive pass scheduler (seed 002, "Reduction Passes"), after one cheap question: is the
//! empty file already interesting?
//!
//! - Tiers first: cheap size-reducing passes before expensive ones, both before normalising
//!   ones; a pass runs only when every pass of a lower tier is stuck. `format` runs once, last.
//! - Within a tier, the pass that has removed the most bytes per committed call so far goes
//!   first; passes not yet measured go in the order given (`--passes` or the default).
//! - A pass that has just run waits until another pass has made progress: on the same input it
//!   would find nothing new.
//! - A pass that keeps failing is tried less often: after `m` fruitless runs in a row it sits out
//!   `2^m` rounds of progress by others. Before declaring a fixed point every such pass gets
//!   its run, so the fixed point is a true one.
//!
//! Every decision uses committed counts only, so the order is the same for every `--jobs`.

use std::time::Instant;

use crate::engine::Engine;
use crate::passes::{Context, Pass, PassOptions, Tier};
use crate::stop::Stop;

/// What the scheduler remembers about one pass.
#[derive(Default, Clone)]
struct Record {
    /// Committed calls it made, over all its runs.
    calls: u64,
    /// Bytes it removed, over all its runs.
    removed: u64,
    /// Whether it has run at all.
    measured: bool,
    /// Ran since the last progress by another pass: would find nothing.
    stale: bool,
    /// Fruitless runs in a row.
    misses: u32,
    /// Rounds of progress by others it still sits out.
    waiting: u64,
}

impl Record {
    /// Bytes removed per committed call (unmeasured passes rank above every measured one).
    fn yield_per_call(&self) -> f64 {
        if self.measured { self.removed as f64 / self.calls.max(1) as f64 } else { f64::INFINITY }
    }
}

/// Picks the next pass: lowest tier, then best yield, then the given order. `eager` passes only
/// (not waiting out a back-off) unless `include_waiting`.
fn pick(passes: &[Box<dyn Pass>], records: &[Record], include_waiting: bool) -> Option<usize> {
    (0..passes.len())
        .filter(|&i| passes[i].tier() != Tier::Final && !records[i].stale)
        .filter(|&i| include_waiting || records[i].waiting == 0)
        .min_by(|&a, &b| {
            let (ra, rb) = (&records[a], &records[b]);
            passes[a]
                .tier()
                .cmp(&passes[b].tier())
                .then(rb.yield_per_call().total_cmp(&ra.yield_per_call()))
                .then(a.cmp(&b))
        })
}

/// Runs `passes` until none of them can make progress, then the final ones.
pub fn run(engine: &mut Engine, passes: &[Box<dyn Pass>], options: PassOptions) -> Result<(), Stop> {
    if !engine.best().is_empty() {
        // The question before any pass has its own odds, apart from every pass's.
        engine.set_pass(passes.len(), "empty");
        if engine.try_candidate(Vec::new())? {
            return Ok(());
        }
    }
    let mut records = vec![Record::default(); passes.len()];
    while let Some(i) = pick(passes, &records, false).or_else(|| pick(passes, &records, true)) {
        let progress = run_one(engine, (i, passes[i].as_ref()), options, &mut records[i])?;
        records[i].stale = true;
        if progress {
            records[i].misses = 0;
            records[i].waiting = 0;
            for (j, other) in records.iter_mut().enumerate() {
                if j != i {
                    other.waiting = other.waiting.saturating_sub(1);
                    other.stale = false;
                }
            }
        } else {
            records[i].misses += 1;
            records[i].waiting = 1u64 << records[i].misses.min(6);
        }
    }
    for (i, pass) in passes.iter().enumerate().filter(|(_, p)| p.tier() == Tier::Final) {
        run_one(engine, (i, pass.as_ref()), options, &mut Record::default())?;
    }
    Ok(())
}

/// Runs one pass (with its index in the pass list), books its calls and bytes, and says whether
/// it made progress.
fn run_one(
    engine: &mut Engine,
    (id, pass): (usize, &dyn Pass),
    options: PassOptions,
    record: &mut Record,
) -> Result<bool, Stop> {
    let before = engine.state().generation();
    let (size, calls, committed) =
        (engine.best().len(), engine.state().stats.calls, engine.state().stats.committed_calls);
    engine.set_pass(id, pass.name());
    let started = Instant::now();
    let result = pass.run(&mut Context::new(engine, options));
    let stats = engine.state_mut().stats.pass_mut(pass.name());
    stats.runs += 1;
    stats.seconds += started.elapsed().as_secs_f64();
    record.measured = true;
    record.calls += engine.state().stats.committed_calls - committed;
    record.removed += size.saturating_sub(engine.best().len()) as u64;
    let line = format!(
        "pare: {:<10} {:>9} -> {:>9} bytes, {:>6} calls, {:.1}s",
        pass.name(),
        size,
        engine.best().len(),
        engine.state().stats.calls - calls,
        started.elapsed().as_secs_f64()
    );
    engine.say(&line);
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
        fn description(&self) -> &'static str {
            ""
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
            Box::new(Named("hoist", Tier::Expensive)),
            Box::new(Named("hdd", Tier::Cheap)),
            Box::new(Named("lines", Tier::Cheap)),
            Box::new(Named("format", Tier::Final)),
        ]
    }

    #[test]
    fn cheap_before_expensive_before_normalizing_then_by_yield() {
        let passes = passes();
        let mut records = vec![Record::default(); passes.len()];
        assert_eq!(pick(&passes, &records, false), Some(2), "unmeasured cheap passes in the given order");
        records[2] = Record { measured: true, calls: 100, removed: 10, ..Record::default() };
        assert_eq!(pick(&passes, &records, false), Some(3), "unmeasured before measured");
        records[3] = Record { measured: true, calls: 10, removed: 1000, ..Record::default() };
        assert_eq!(pick(&passes, &records, false), Some(3), "the better yield first");
        records[2].stale = true;
        records[3].stale = true;
        assert_eq!(pick(&passes, &records, false), Some(1), "expensive only when the cheap are stuck");
        records[1].stale = true;
        assert_eq!(pick(&passes, &records, false), Some(0));
        records[0].stale = true;
        assert_eq!(pick(&passes, &records, false), None, "format never runs in the rounds");
    }

    #[test]
    fn a_pass_that_keeps_failing_waits_but_runs_before_the_fixed_point() {
        let passes = passes();
        let mut records = vec![Record { stale: true, ..Record::default() }; passes.len()];
        records[2] = Record { waiting: 3, misses: 2, ..Record::default() };
        assert_eq!(pick(&passes, &records, false), None);
        assert_eq!(pick(&passes, &records, true), Some(2));
    }
}
