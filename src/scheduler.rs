//! Runs passes until a full round makes no progress (a fixed point of every pass), after asking
//! once whether the empty file is already interesting.
//!
//! A pass whose last run found nothing is skipped until another pass has changed the file: run
//! on the same input it would find nothing again (seed 002, "Reduction Passes").

use std::time::Instant;

use crate::passes::Pass;
use crate::reducer::Reducer;
use crate::stop::Stop;

/// Runs `passes` in order, round after round, until none of them can make progress.
pub fn run(reducer: &mut Reducer, passes: &[Box<dyn Pass>]) -> Result<(), Stop> {
    // One cheap question first: a test that is interesting even for an empty file is done.
    if !reducer.best().is_empty() {
        reducer.set_pass("empty");
        if reducer.try_candidate(Vec::new())? {
            return Ok(());
        }
    }
    let mut stale = vec![false; passes.len()];
    loop {
        let mut round_progress = false;
        for (i, pass) in passes.iter().enumerate() {
            if stale[i] {
                continue;
            }
            let before = reducer.state().generation();
            let (size, calls) = (reducer.best().len(), reducer.state().stats.calls);
            reducer.set_pass(pass.name());
            let started = Instant::now();
            let result = pass.run(reducer);
            let stats = reducer.state_mut().stats.pass_mut(pass.name());
            stats.runs += 1;
            stats.seconds += started.elapsed().as_secs_f64();
            reducer.say(&format!(
                "pare: {:<9} {:>9} -> {:>9} bytes, {:>6} calls, {:.1}s",
                pass.name(),
                size,
                reducer.best().len(),
                reducer.state().stats.calls - calls,
                started.elapsed().as_secs_f64()
            ));
            result?;
            if reducer.state().generation() != before {
                stale.fill(false);
                round_progress = true;
            } else {
                stale[i] = true;
            }
        }
        if !round_progress {
            return Ok(());
        }
    }
}
