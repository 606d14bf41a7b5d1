//! Classifying a batch's inputs: the test runs once on each original (its output captured to
//! files), which says whether the input is interesting and what its signature is. Inputs
//! classified by an earlier run of the same batch (same bytes) are not run again.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use pare::process::ProcessOracle;
use pare::process::command::{Outcome, TestCommand};
use pare::reduction::Budget;

use super::buckets::Classified;
use super::inputs::Input;
use crate::cli::explain;
use crate::cli::first_run::Watched;

/// Runs the test once on each of `todo` (indices into `inputs`), up to the budget's slots at
/// once, calling `done` with each verdict as it comes; `command` is the test for an input, and
/// `watched` what pare says while it waits for it.
/// Inputs not run before `stop` was set get no verdict.
pub fn classify<'w>(
    inputs: &[Input],
    todo: &[usize],
    (command, watched): (impl Fn(&Input) -> TestCommand + Sync, impl Fn(&Input) -> Watched<'w> + Sync),
    budget: &Arc<Budget>,
    stop: &AtomicUsize,
    done: impl Fn(usize, Classified) + Sync,
) -> Result<(), String> {
    let error = Mutex::new(None);
    super::lanes::run(todo.len(), budget, stop, |k, _lane| {
        let input = &inputs[todo[k]];
        let watched = watched(input);
        let oracle = match ProcessOracle::new(command(input)) {
            Ok(oracle) => oracle,
            Err(e) => {
                *error.lock().expect("no panics under the lock") =
                    Some(format!("cannot create a temporary directory: {e}"));
                return;
            }
        };
        let (result, dir) = watched.run(&oracle, &input.bytes, stop);
        if stop.load(Ordering::SeqCst) != 0 {
            return;
        }
        let boring = !result.interesting;
        let note = boring.then(|| format!("the test {}", explain::status(&result.outcome)));
        let explanation = boring.then(|| match result.outcome {
            Outcome::TimedOut => watched.timed_out(&result),
            _ => explain::not_interesting(oracle.test(), &result, &dir, &input.shown()),
        });
        let signature = if result.interesting { result.signature } else { None };
        let seconds = result.elapsed.as_secs_f64();
        done(todo[k], Classified { interesting: result.interesting, signature, seconds, note, explanation });
    });
    match error.into_inner().expect("no panics under the lock") {
        Some(e) => Err(e),
        None => Ok(()),
    }
}
