//! How a reduction finishes: rounds of passes until the best passes its re-check, and the
//! readable form of the result.
//!
//! The scheduler runs to a fixed point (or a limit), then the best is re-checked
//! (`engine::recheck`). When it does not pass, the best falls back to the newest earlier result
//! that does, and — if no limit ended the round — the passes go on from there: a flaky test
//! costs a detour, not the rest of the run. The rounds are bounded, so a test that fails most
//! re-checks still ends.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::engine::Engine;
use crate::engine::recheck::Recheck;
use crate::passes::format::format;
use crate::passes::{Pass, PassOptions};
use crate::scheduler;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;

/// The most rounds a reduction runs (each after a best that did not pass its re-check).
pub const MAX_ROUNDS: usize = 8;

/// Runs rounds of `passes` from the best of `engine` until the best passes its re-check, a
/// limit or `interrupt` stops it, or [`MAX_ROUNDS`] have run. Returns how the last round ended
/// and how its re-check went (an interrupted run's best was judged when it was taken and is not
/// re-checked).
pub fn rounds(
    engine: &mut Engine,
    passes: &[Box<dyn Pass>],
    options: PassOptions,
    original: &Arc<Vec<u8>>,
    interrupt: &AtomicUsize,
) -> (Result<(), Stop>, Recheck) {
    let mut round = 0;
    loop {
        let result = match interrupt.load(Ordering::SeqCst) {
            0 => scheduler::run(engine, passes, options),
            sig => Err(Stop::Interrupted(sig as i32)),
        };
        if matches!(result, Err(Stop::Interrupted(_))) {
            return (result, Recheck::Held);
        }
        let recheck = engine.final_check(original);
        round += 1;
        let stopped = result.is_err() || engine.write_error().is_some();
        if recheck == Recheck::Held || stopped || round == MAX_ROUNDS {
            return (result, recheck);
        }
        engine.notify_observer(&format!(
            "pare: the result did not pass the test again; going on from a {}-byte one",
            engine.best().len()
        ));
    }
}

/// The best laid out one statement per line, if `grammar` has a layout for it, it differs from
/// the best, and the test passes on it (`--pretty`).
pub fn readable(engine: &mut Engine, grammar: &Grammar) -> Option<Vec<u8>> {
    let best = engine.best();
    let text = format(grammar, &best).filter(|t| *t != *best)?;
    engine.judge_once(&text).then_some(text)
}
