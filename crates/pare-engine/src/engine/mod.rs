//! The reduction engine: the single door between passes and the oracle.
//!
//! Passes ask the door one kind of question ([`crate::adaptive::Evaluator::query`]): "of these
//! candidates, in order, which is the first one accepted (or the first rejected)?". The engine answers it
//! in three parts, each in its own module:
//!
//! - the **committing door** ([`door`], [`sequence`], [`state`]): draws candidates, commits their
//!   verdicts strictly in sequence order, and owns the best test case, the verdict cache and the
//!   statistics. Only committed verdicts reach them, so a deterministic oracle gives the same
//!   result for every `--jobs`;
//! - the **speculator** ([`speculator`], [`lookahead`], [`odds`]): each pass's odds, the memory
//!   of changes, and the calls started for queries the pass has not asked yet;
//! - the **calls** ([`calls`]): judgements running on a pool, cancellable, reported on a channel.
//!
//! Passes never see the engine itself: they get a `pare::passes::Context` with the best test
//! case, the grammar and the door.

/// When a pass's candidates meet the candidate filter (the syntax filter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filtering {
    /// Before the test: a candidate with more errors than the best never runs. For passes whose
    /// candidates often break the syntax, where a check saves a call.
    Before,
    /// After the test, and only when it found the candidate interesting: one with more errors
    /// than the best is then not taken. For passes whose candidates rarely break the syntax but
    /// are large changes, which a check costs as much as a parse of the whole change: the
    /// verdict is the same as with `Before`, for the cost of checking only what passes.
    After,
    /// Never: for passes that make text the grammar rejects on purpose (C's implicit int).
    Off,
}

pub mod activity;
pub mod budget;
pub mod calls;
pub mod cost;
mod door;
pub mod listing;
pub mod lookahead;
pub mod occupancy;
pub mod odds;
pub mod previews;
pub mod recheck;
pub mod sequence;
pub mod speculator;
pub mod state;
pub mod writer;

pub use listing::Lister;
pub use previews::Upcoming;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use crate::adaptive::Seek;
use crate::protect::Protected;
use crate::stats::Stats;
use crate::stop::Stop;
use activity::Activity;
use calls::Calls;
use speculator::{PassId, Speculator};
use state::ReductionState;

/// Limits that end a run early.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    /// Stop after this many committed calls (as a sequential run counts them).
    pub max_calls: Option<u64>,
    /// Stop at this moment.
    pub deadline: Option<Instant>,
}

/// Extra conditions on a new best, beyond "interesting and better".
#[derive(Clone, Debug, Default)]
pub struct Guards {
    /// Judge a new best this many more times; keep it only if every judgement agrees.
    pub confirm: u32,
    /// Text that must survive (`--protect`).
    pub protected: Option<Protected>,
}

/// Where a running reduction stands, for a progress display.
#[derive(Clone, Copy, Debug)]
pub struct Progress<'a> {
    /// The pass running now.
    pub pass: &'a str,
    /// Bytes of the best test case.
    pub size: usize,
    /// Bytes of the original.
    pub original: usize,
    /// Calls started so far.
    pub calls: u64,
    /// Tests running now (speculative ones too): how much of `--jobs` the run keeps busy.
    pub running: usize,
    /// The counters so far, with the timeline of improvements: a live picture of the run reads
    /// them here (borrowed, so a display that only wants the size copies nothing).
    pub stats: &'a Stats,
}

/// Hears where a running reduction stands.
pub type ProgressFn = Box<dyn FnMut(Progress) + Send>;

/// Hears each line a verbose run prints.
pub type MessageFn = Box<dyn FnMut(&str) + Send>;

/// Who hears about a running reduction: progress (often, cheap) and messages (`-v`).
#[derive(Default)]
pub struct Observer {
    /// Called when the pass, the best's size or the number of calls changes.
    pub progress: Option<ProgressFn>,
    /// Called with each line a verbose run prints.
    pub message: Option<MessageFn>,
}

/// A batch that ends at its `want`-th candidate the filter admits.
#[derive(Clone, Copy, Debug)]
struct Admit {
    want: usize,
    admitted: usize,
}

/// The engine: state, calls, speculator, limits, behind the door.
pub struct Engine {
    state: ReductionState,
    calls: Calls,
    speculator: Speculator,
    limits: Limits,
    guards: Guards,
    /// Non-zero stops the run: a signal number, or any value a library user sets.
    interrupt: Arc<AtomicUsize>,
    observer: Observer,
    /// The pass the calls are made for, and its name (for the stats and the progress line).
    pass: (PassId, &'static str),
    original_len: usize,
    started: Instant,
    write_error: Option<String>,
    /// How the current pass's candidates meet the candidate filter.
    filtering: Filtering,
    /// The candidate filter's error count of the best (0 while it parses cleanly; an original
    /// with errors starts it at its own count): candidates with more are turned away.
    best_errors: usize,
    /// What the run is doing, for a watchdog on another thread.
    activity: Arc<Activity>,
    /// `--width`: how many independent candidates a pass may put to the door at once.
    width: usize,
    /// While the door judges a batch ([`crate::adaptive::Evaluator::judge_all`]): its verdicts so far.
    batch: Option<Vec<bool>>,
    /// While the door judges a batch of candidates the filter admits
    /// ([`crate::adaptive::Evaluator::judge_admitted`]): how many it wants, and how many of
    /// those committed so far the filter let through.
    admit: Option<Admit>,
    /// What the observer last heard (pass, size, calls, tests running): it hears only of changes.
    reported: Option<(&'static str, usize, u64, usize)>,
    /// How the timeline counts a best's files (a tree's); `None` for a single text.
    files_of: Option<fn(&[u8]) -> usize>,
    /// The pass each call the filter may still turn away was counted for: such a candidate
    /// made no call, and is taken back from that pass even when another one runs by then.
    charged: std::collections::HashMap<usize, &'static str>,
    /// The re-check of the best started in an idle slot, if any (see [`recheck`]).
    early: Option<recheck::Early>,
    /// Verdicts committed since the best last changed: the early re-check waits for a round.
    since_best: u64,
    /// The list of the passes to come being made on another thread for the batch the door
    /// judges now, if any (see [`listing`]).
    awaited_list: Option<u64>,
}

impl Engine {
    /// An engine over `state`, judging candidates with `calls`.
    pub fn new(
        state: ReductionState,
        calls: Calls,
        limits: Limits,
        guards: Guards,
        interrupt: Arc<AtomicUsize>,
        observer: Observer,
    ) -> Engine {
        let original_len = state.best().len();
        let best_errors = calls.errors(state.best()).map_or(0, |m| m.errors);
        Engine {
            state,
            calls,
            speculator: Speculator::default(),
            limits,
            guards,
            interrupt,
            observer,
            pass: (usize::MAX, "-"),
            original_len,
            started: Instant::now(),
            write_error: None,
            filtering: Filtering::Before,
            best_errors,
            activity: Arc::default(),
            reported: None,
            width: 1,
            batch: None,
            admit: None,
            files_of: None,
            charged: Default::default(),
            early: None,
            since_best: 0,
            awaited_list: None,
        }
    }

    /// Counts the files of every new best with `count` for the timeline (a tree's reduction
    /// gives it; the engine does not know what a file is).
    pub fn count_files(&mut self, count: fn(&[u8]) -> usize) {
        self.files_of = Some(count);
    }

    /// Lets passes put `width` independent candidates to the door at once (`--width`; 1: the
    /// sequential searches). Part of what decides the result, like the scan order.
    pub fn set_width(&mut self, width: usize) {
        self.width = width.max(1);
    }

    /// Records what the run does in `activity` (for a watchdog) instead of a private record.
    pub fn watch(&mut self, activity: Arc<Activity>) {
        self.activity = activity;
    }

    /// The best test case so far.
    pub fn best(&self) -> Arc<Vec<u8>> {
        self.state.best().clone()
    }

    /// The reduction state (read-only).
    pub fn state(&self) -> &ReductionState {
        &self.state
    }

    /// The state, for the scheduler's bookkeeping.
    pub fn state_mut(&mut self) -> &mut ReductionState {
        &mut self.state
    }

    /// Hands a message to the observer (the command line prints it under `-v`); without one,
    /// nothing happens.
    pub fn notify_observer(&mut self, message: &str) {
        if let Some(hear) = self.observer.message.as_mut() {
            hear(message);
        }
    }

    /// Names the pass that the next calls are made for (in the stats, the odds and the progress).
    pub fn set_pass(&mut self, id: PassId, name: &'static str) {
        if id != self.pass.0 {
            // Calls started for queries the last pass would have made next: it ended.
            self.drop_bets();
        }
        self.pass = (id, name);
        self.activity.pass(name);
        self.refresh_progress();
    }

    /// How the next calls meet the candidate filter (see `Pass::filtering`).
    pub fn set_filtering(&mut self, filtering: Filtering) {
        self.filtering = filtering;
    }

    /// What the current pass's committed calls have cost so far (see [`cost`]).
    pub fn pass_cost(&self) -> f64 {
        self.cost_of(self.pass.1)
    }

    /// What the committed calls of the pass called `name` have cost so far.
    pub fn cost_of(&self, name: &str) -> f64 {
        self.state.stats.passes.iter().find(|p| p.name == name).map_or(0.0, |p| p.cost)
    }

    /// True when the current pass's recent candidates were mostly accepted.
    pub fn success_likely(&self) -> bool {
        self.success_likely_of(self.pass.0)
    }

    /// True when `pass`'s recent candidates were mostly accepted (what a dry run of it tells it).
    pub fn success_likely_of(&self, pass: PassId) -> bool {
        self.speculator.success_likely(pass)
    }

    /// How many calls may run at once.
    pub fn jobs(&self) -> usize {
        self.calls.jobs()
    }

    /// Waits until the sink holds the best, keeping the message of a write that failed: the
    /// end of a run, before its result is read.
    pub fn flush_writes(&mut self) {
        if let Err(e) = self.state.flush() {
            self.write_error.get_or_insert(format!("cannot write the result: {e}"));
        }
    }

    /// The message of a failed hand-over of a result to the sink, if one ended the run.
    pub fn write_error(&self) -> Option<&str> {
        self.write_error.as_deref()
    }

    /// Hands the state back at the end of a run.
    pub fn finish(mut self) -> ReductionState {
        self.calls.cancel_all();
        self.state.stats.in_flight = self.calls.occupancy();
        self.state
    }

    /// Evaluates one candidate; true if it became the new best.
    pub fn try_candidate(&mut self, candidate: Vec<u8>) -> Result<bool, Stop> {
        use crate::adaptive::Evaluator;
        Ok(self.first_with(&mut std::iter::once(candidate), Seek::Accepted)?.is_some())
    }

    /// Syntax trees are built for bests up to `bytes` from now on (the scheduler widens the
    /// first line when the passes that read text stall above it): the filter counts candidates
    /// up to that size, and the best's count is the allowance.
    pub fn allow_trees(&mut self, bytes: usize) {
        self.calls.allow_trees(bytes);
        let best = self.state.best().clone();
        self.best_errors = self.calls.errors(&best).map_or(0, |m| m.errors);
    }

    /// Tells the calls about a new best and takes its error count, the allowance, from the
    /// filter's tree of it: not the count the best was accepted with, which a filter may take
    /// around a candidate's changes only (where the best has errors, a parse of the whole
    /// candidate costs what its error recovery costs), nor a count of 0 that may be no count at
    /// all (a candidate under the tree line from a best over it). The filter has just parsed
    /// the best (or kept its tree), so counting costs a walk of its errors.
    fn rebase(&mut self) {
        let best = self.state.best().clone();
        self.calls.rebase(&best);
        self.best_errors = self.calls.errors(&best).map_or(0, |m| m.errors);
    }

    /// Judges `candidate` `times` more times (sequentially); true if every judgement passes.
    pub fn confirm(&mut self, candidate: &[u8], times: u32) -> bool {
        for _ in 0..times {
            self.state.stats.calls += 1;
            self.state.stats.confirmations += 1;
            if !self.calls.judge_now(candidate).is_interesting() {
                self.state.stats.flaky += 1;
                return false;
            }
        }
        true
    }

    /// Why the run must stop now, if it must: an interrupt, a failed write, the deadline.
    fn check_stop(&self) -> Option<Stop> {
        match self.interrupt.load(Ordering::SeqCst) {
            0 => {}
            sig => return Some(Stop::Interrupted(sig as i32)),
        }
        if self.write_error.is_some() || self.state.write_failed() {
            return Some(Stop::WriteFailed);
        }
        if self.limits.deadline.is_some_and(|d| Instant::now() >= d) {
            return Some(Stop::TimeLimit);
        }
        None
    }

    /// False once the committed calls reach `--max-calls`.
    fn calls_left(&self) -> bool {
        self.limits.max_calls.is_none_or(|m| self.state.stats.committed_calls < m)
    }

    /// Tells the observer where the run stands, when that changed since it last heard.
    fn refresh_progress(&mut self) {
        let now = (self.pass.1, self.state.best().len(), self.state.stats.calls, self.calls.busy());
        if self.reported == Some(now) {
            return;
        }
        self.reported = Some(now);
        if let Some(progress) = self.observer.progress.as_mut() {
            let (pass, size, calls, running) = now;
            let stats = &self.state.stats;
            progress(Progress { pass, size, original: self.original_len, calls, running, stats });
        }
    }
}
