//! The single door between passes and the test: `Reducer::first_with`.
//!
//! Passes hand the door lazy sequences of candidates and ask for the first one whose acceptance is
//! `stop_on` (see [`Door`]). The door evaluates ahead speculatively (seed 002, "Pessimistic
//! Concurrency"): it starts the next few candidates in parallel as if the earlier ones will not
//! stop the search, then commits verdicts strictly in sequence order. The first verdict that stops
//! the search wins; later calls are cancelled (process groups killed) and their verdicts dropped.
//! Because only committed verdicts reach the cache and the best test case, the result is the same
//! for every `--jobs` when the test is deterministic.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::adaptive::{Door, ScanOrder};
use crate::cache::{self, Key};
use crate::evaluator::{Evaluation, Evaluator};
use crate::progress::Progress;
use crate::protect::Protected;
use crate::state::ReductionState;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::test_runner::{CallHandle, Outcome};

/// Limits that end a run early.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    /// Stop after this many test calls.
    pub max_calls: Option<u64>,
    /// Stop at this moment.
    pub deadline: Option<Instant>,
}

/// Extra conditions on a new best, beyond "interesting and better".
#[derive(Clone, Debug, Default)]
pub struct Guards {
    /// Re-run a new best this many more times; keep it only if all pass.
    pub confirm: u32,
    /// Text that must survive (`--protect`).
    pub protected: Option<Protected>,
}

/// What a pass may read besides the best test case.
#[derive(Clone, Copy)]
pub struct PassOptions {
    /// The order deletion passes scan their units in.
    pub order: ScanOrder,
    /// The file's grammar, when it is in a tree-sitter language.
    pub grammar: Option<&'static Grammar>,
    /// Say what each pass run did (`-v`).
    pub verbose: bool,
}

/// The reducer: state, evaluator, limits and the speculation width, behind the door.
pub struct Reducer {
    state: ReductionState,
    evaluator: Evaluator,
    limits: Limits,
    guards: Guards,
    signal: Arc<AtomicUsize>,
    width: Width,
    progress: Progress,
    pass: String,
    original_len: usize,
    started: Instant,
    write_error: Option<String>,
    /// Options the passes read.
    pub options: PassOptions,
}

/// How far ahead to speculate: wide while the searched-for verdict is rare, narrow when it comes
/// often (then most speculative calls would be thrown away).
struct Width {
    jobs: usize,
    /// Recent rate of "this verdict stopped the search", for stop_on = false and true.
    rate: [f64; 2],
    /// Recent rate of accepted candidates, over every committed verdict.
    accepted: f64,
}

impl Width {
    fn get(&self, stop_on: bool) -> usize {
        let rate = self.rate[usize::from(stop_on)].max(1e-3);
        ((1.0 / rate).floor() as usize).clamp(1, self.jobs)
    }

    fn record(&mut self, stop_on: bool, stopped: bool) {
        let r = &mut self.rate[usize::from(stop_on)];
        *r = 0.85 * *r + 0.15 * f64::from(u8::from(stopped));
    }
}

/// How a verdict became known.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    /// From the cache, or from an identical candidate earlier in the sequence.
    Known,
    /// A test call ran.
    Ran,
    /// The syntax filter rejected it without a call.
    Filtered,
}

/// Where one position of the sequence stands.
enum Slot {
    /// The verdict is known; `source` says how.
    Decided { interesting: bool, source: Source },
    /// Not better than the best: rejected without asking anything.
    NotBetter,
    /// A call is running.
    Running(Arc<CallHandle>),
    /// The same bytes are being evaluated at an earlier position.
    Following(usize),
    /// Would need a call, but `--max-calls` is reached.
    Blocked,
}

struct Entry {
    candidate: Arc<Vec<u8>>,
    key: Key,
    slot: Slot,
}

impl Reducer {
    /// A reducer over `state`, running calls with `evaluator`.
    pub fn new(
        state: ReductionState,
        evaluator: Evaluator,
        limits: Limits,
        guards: Guards,
        signal: Arc<AtomicUsize>,
        options: PassOptions,
        progress: Progress,
    ) -> Reducer {
        let jobs = evaluator.jobs();
        let original_len = state.best().len();
        Reducer {
            state,
            evaluator,
            limits,
            guards,
            signal,
            width: Width { jobs, rate: [0.0; 2], accepted: 0.0 },
            progress,
            pass: String::from("-"),
            original_len,
            started: Instant::now(),
            write_error: None,
            options,
        }
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

    /// Prints a line above the progress line when `-v` asked for it.
    pub fn say(&self, message: &str) {
        if self.options.verbose {
            self.progress.println(message);
        }
    }

    /// Names the pass that the next calls are made for, in the stats and on the progress line.
    pub fn set_pass(&mut self, name: &str) {
        self.pass = name.to_string();
    }

    /// The message of a failed write of the output, if one ended the run.
    pub fn write_error(&self) -> Option<&str> {
        self.write_error.as_deref()
    }

    /// Hands the state and progress line back at the end of a run.
    pub fn finish(self) -> (ReductionState, Progress) {
        (self.state, self.progress)
    }

    /// Evaluates one candidate; true if it became the new best.
    pub fn try_candidate(&mut self, candidate: Vec<u8>) -> Result<bool, Stop> {
        Ok(self.first_with(&mut std::iter::once(candidate), true)?.is_some())
    }

    /// Makes `text` the result if the test passes on it, even when it is not better than the best
    /// (the final `format` pass); one committed call. Returns whether it was taken.
    pub fn present(&mut self, text: Vec<u8>) -> Result<bool, Stop> {
        if self.state.is_better(&text) {
            return self.try_candidate(text);
        }
        if let Some(stop) = self.check_stop() {
            return Err(stop);
        }
        if !self.calls_left() {
            return Err(Stop::MaxCalls);
        }
        if self.guards.protected.as_ref().is_some_and(|p| !p.allows(&text)) {
            return Ok(false);
        }
        self.state.stats.calls += 1;
        self.state.stats.committed_calls += 1;
        self.state.stats.pass_mut(&self.pass).calls += 1;
        if !self.evaluator.run_once(&text).interesting {
            return Ok(false);
        }
        if let Err(e) = self.state.present(Arc::new(text)) {
            self.write_error = Some(format!("cannot write {}: {e}", self.state.output().display()));
            return Err(Stop::WriteFailed);
        }
        Ok(true)
    }

    fn check_stop(&self) -> Option<Stop> {
        match self.signal.load(Ordering::SeqCst) {
            0 => {}
            sig => return Some(Stop::Interrupted(sig as i32)),
        }
        if self.write_error.is_some() {
            return Some(Stop::WriteFailed);
        }
        if self.limits.deadline.is_some_and(|d| Instant::now() >= d) {
            return Some(Stop::TimeLimit);
        }
        None
    }

    fn calls_left(&self) -> bool {
        self.limits.max_calls.is_none_or(|m| self.state.stats.committed_calls < m)
    }

    /// Classifies a new candidate at `pos`, starting a call if one is needed.
    fn admit(
        &mut self,
        pos: usize,
        candidate: Vec<u8>,
        pending: &HashMap<Key, usize>,
        tx: &mpsc::Sender<(usize, Evaluation)>,
    ) -> Entry {
        let unprotected = self.guards.protected.as_ref().is_some_and(|p| !p.allows(&candidate));
        if unprotected || !self.state.is_better(&candidate) {
            return Entry { candidate: Arc::new(candidate), key: 0, slot: Slot::NotBetter };
        }
        let key = cache::key(&candidate);
        let candidate = Arc::new(candidate);
        let slot = if let Some(interesting) = self.state.cache.get(&key) {
            self.state.stats.cache_hits += 1;
            self.state.stats.pass_mut(&self.pass).cache_hits += 1;
            Slot::Decided { interesting, source: Source::Known }
        } else if let Some(&leader) = pending.get(&key) {
            Slot::Following(leader)
        } else if !self.calls_left() {
            Slot::Blocked
        } else {
            self.state.stats.calls += 1;
            self.state.stats.pass_mut(&self.pass).calls += 1;
            Slot::Running(self.evaluator.spawn(pos, candidate.clone(), tx.clone()))
        };
        Entry { candidate, key, slot }
    }

    /// Records a finished evaluation and returns its verdict.
    fn record(&mut self, evaluation: &Evaluation) -> bool {
        match evaluation {
            Evaluation::Skipped => {
                self.state.stats.skipped += 1;
                self.state.stats.pass_mut(&self.pass).skipped += 1;
                // The call was counted when it was started; a filtered candidate made none.
                self.state.stats.calls -= 1;
                self.state.stats.pass_mut(&self.pass).calls -= 1;
                false
            }
            Evaluation::Ran(result) => {
                if result.outcome == Outcome::TimedOut {
                    self.state.stats.timeouts += 1;
                }
                result.interesting
            }
        }
    }

    /// Commits the front entry's verdict; returns whether it was accepted as the new best.
    fn commit(&mut self, entry: Entry) -> bool {
        let (interesting, source) = match entry.slot {
            Slot::Decided { interesting, source } => (interesting, source),
            _ => return false,
        };
        if source != Source::Known {
            self.state.cache.insert(entry.key, interesting);
        }
        if !interesting || !self.state.is_better(&entry.candidate) {
            return false;
        }
        if self.guards.confirm > 0 && !self.confirm(&entry.candidate, self.guards.confirm) {
            self.state.cache.insert(entry.key, false);
            return false;
        }
        let before = self.state.best().len();
        match self.state.offer(entry.candidate) {
            Ok(true) => {
                let removed = before.saturating_sub(self.state.best().len()) as u64;
                let point = (self.started.elapsed().as_secs_f64(), self.state.stats.calls, self.state.best().len());
                self.state.stats.timeline.push(point);
                let p = self.state.stats.pass_mut(&self.pass);
                p.successes += 1;
                p.bytes_removed += removed;
                true
            }
            Ok(false) => false,
            Err(e) => {
                self.write_error = Some(format!("cannot write {}: {e}", self.state.output().display()));
                false
            }
        }
    }

    /// Runs the test `times` more times on `candidate` (sequentially); true if every run passes.
    pub fn confirm(&mut self, candidate: &[u8], times: u32) -> bool {
        for _ in 0..times {
            self.state.stats.calls += 1;
            self.state.stats.confirmations += 1;
            if !self.evaluator.run_once(candidate).interesting {
                self.state.stats.flaky += 1;
                return false;
            }
        }
        true
    }

    /// Re-checks the best at the end. If it no longer passes, falls back to the newest earlier
    /// best that passes again (it passed twice) and returns false.
    pub fn final_check(&mut self) -> bool {
        let best = self.best();
        if self.confirm(&best, 1) {
            return true;
        }
        let earlier: Vec<Arc<Vec<u8>>> = self.state.previous().cloned().collect();
        for candidate in earlier {
            if self.confirm(&candidate, 1) {
                if let Err(e) = self.state.fall_back_to(candidate) {
                    self.write_error = Some(format!("cannot write {}: {e}", self.state.output().display()));
                }
                break;
            }
        }
        false
    }

    /// Cancels every running call among `entries`; all of them count as wasted.
    fn abandon(&mut self, entries: VecDeque<Entry>) {
        for e in entries {
            match e.slot {
                Slot::Running(handle) => {
                    handle.cancel();
                    self.state.stats.wasted += 1;
                }
                Slot::Decided { source: Source::Ran, .. } => self.state.stats.wasted += 1,
                _ => {}
            }
        }
    }

    fn refresh_progress(&mut self) {
        let size = self.state.best().len();
        self.progress.update(&self.pass, size, self.original_len, self.state.stats.calls);
    }
}

impl Door<Vec<u8>> for Reducer {
    fn success_likely(&self) -> bool {
        self.width.accepted >= 0.5
    }

    fn first_with(
        &mut self,
        candidates: &mut dyn Iterator<Item = Vec<u8>>,
        stop_on: bool,
    ) -> Result<Option<usize>, Stop> {
        let (tx, rx) = mpsc::channel();
        let mut entries: VecDeque<Entry> = VecDeque::new();
        let mut pending: HashMap<Key, usize> = HashMap::new();
        let mut first = 0; // sequence position of entries[0]
        let mut running = 0;
        let mut exhausted = false;
        loop {
            // Commit decided verdicts strictly in sequence order.
            while entries.front().is_some_and(|e| matches!(e.slot, Slot::Decided { .. } | Slot::NotBetter)) {
                let entry = entries.pop_front().unwrap();
                if matches!(entry.slot, Slot::Decided { source: Source::Ran, .. }) {
                    // `--max-calls` counts the calls a sequential run would make, so a limited run
                    // ends at the same point for every `--jobs`.
                    if !self.calls_left() {
                        entries.push_front(entry);
                        self.abandon(entries);
                        return Err(Stop::MaxCalls);
                    }
                    self.state.stats.committed_calls += 1;
                }
                if pending.get(&entry.key) == Some(&first) {
                    pending.remove(&entry.key);
                }
                let accepted = self.commit(entry);
                self.width.record(stop_on, accepted == stop_on);
                self.width.accepted = 0.9 * self.width.accepted + 0.1 * f64::from(u8::from(accepted));
                if accepted == stop_on {
                    self.abandon(entries);
                    self.refresh_progress();
                    return Ok(Some(first));
                }
                first += 1;
            }
            let stop = self.check_stop().or_else(|| {
                let blocked = entries.front().is_some_and(|e| matches!(e.slot, Slot::Blocked));
                (blocked && running == 0).then_some(Stop::MaxCalls)
            });
            if let Some(stop) = stop {
                self.abandon(entries);
                return Err(stop);
            }
            if !exhausted && running < self.width.get(stop_on) && self.calls_left() {
                match candidates.next() {
                    None => exhausted = true,
                    Some(candidate) => {
                        let pos = first + entries.len();
                        let mut entry = self.admit(pos, candidate, &pending, &tx);
                        match entry.slot {
                            Slot::Running(_) => running += 1,
                            Slot::Following(leader) => {
                                if let Slot::Decided { interesting, .. } = entries[leader - first].slot {
                                    entry.slot = Slot::Decided { interesting, source: Source::Known };
                                }
                            }
                            _ => {}
                        }
                        if !matches!(entry.slot, Slot::NotBetter) {
                            pending.entry(entry.key).or_insert(pos);
                        }
                        entries.push_back(entry);
                    }
                }
                continue;
            }
            if entries.is_empty() && (exhausted || !self.calls_left()) {
                if exhausted {
                    return Ok(None);
                }
                return Err(Stop::MaxCalls);
            }
            match rx.recv_timeout(Duration::from_millis(20)) {
                Ok((pos, evaluation)) => {
                    running -= 1;
                    if pos < first {
                        continue;
                    }
                    let interesting = self.record(&evaluation);
                    let source = match evaluation {
                        Evaluation::Ran(_) => Source::Ran,
                        Evaluation::Skipped => Source::Filtered,
                    };
                    entries[pos - first].slot = Slot::Decided { interesting, source };
                    for e in entries.iter_mut().skip(pos - first + 1) {
                        if matches!(e.slot, Slot::Following(l) if l == pos) {
                            e.slot = Slot::Decided { interesting, source: Source::Known };
                            self.state.stats.cache_hits += 1;
                        }
                    }
                    self.refresh_progress();
                }
                Err(mpsc::RecvTimeoutError::Timeout) => self.refresh_progress(),
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    unreachable!("the reducer holds a sender")
                }
            }
        }
    }
}
