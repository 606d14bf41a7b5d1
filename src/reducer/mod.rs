//! The single door between passes and the test: `Reducer::first_with`.
//!
//! Passes hand the door lazy sequences of candidates and ask for the first one whose acceptance is
//! `stop_on` (see [`Door`]). The door evaluates ahead speculatively (seed 002, "Pessimistic
//! Concurrency"): it starts whichever calls the sequential order is most likely to need, from the
//! query and from the queries the pass will make after it ([`lookahead`]), then commits verdicts
//! strictly in sequence order. The first verdict that stops the search wins; later calls are
//! cancelled (process groups killed) and their verdicts dropped. Because only committed verdicts
//! reach the cache and the best test case, the result is the same for every `--jobs` when the
//! test is deterministic.

mod lookahead;

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::adaptive::{Door, Query, ScanOrder};
use crate::cache::{self, Key};
use crate::evaluator::{Evaluation, Evaluator};
use crate::progress::Progress;
use crate::protect::Protected;
use crate::speculation::{self, Change, Memory, Odds, Prefetch, Prefetched};
use crate::state::ReductionState;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::test_runner::{CallHandle, Outcome};
use lookahead::{Move, Tree};

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

/// The reducer: state, evaluator, limits and the speculation bookkeeping, behind the door.
pub struct Reducer {
    state: ReductionState,
    evaluator: Evaluator,
    limits: Limits,
    guards: Guards,
    signal: Arc<AtomicUsize>,
    /// Each pass's odds: passes differ wildly in how often their candidates are accepted.
    odds: HashMap<String, Odds>,
    /// Verdicts by change, to guess the verdict of a change tried again (parallel runs only).
    memory: Memory,
    /// Every call reports on this channel, tagged; `in_flight` calls have not reported yet.
    tx: mpsc::Sender<(usize, Evaluation)>,
    rx: mpsc::Receiver<(usize, Evaluation)>,
    next_tag: usize,
    in_flight: usize,
    /// Cancelled calls whose reports have not arrived yet: they no longer hold a slot.
    dying: usize,
    /// Calls started for the queries after the current one, waiting for a query to ask for the
    /// same bytes.
    prefetched: Vec<Prefetch>,
    progress: Progress,
    pass: String,
    original_len: usize,
    started: Instant,
    write_error: Option<String>,
    /// Options the passes read.
    pub options: PassOptions,
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
    /// A call is running; its report will carry `tag`.
    Running { tag: usize, handle: Arc<CallHandle> },
    /// The same bytes are being evaluated at an earlier position.
    Following(usize),
    /// Would need a call, but `--max-calls` is reached.
    Blocked,
}

struct Entry {
    candidate: Arc<Vec<u8>>,
    key: Key,
    slot: Slot,
    /// Its position in the query's sequence.
    position: usize,
    /// What it changes in the text it was built from (parallel runs only, for the memory).
    change: Option<Change>,
    /// The guessed probability that its verdict stops the query, while the verdict is unknown.
    guess: f64,
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
        let original_len = state.best().len();
        let (tx, rx) = mpsc::channel();
        Reducer {
            state,
            evaluator,
            limits,
            guards,
            signal,
            odds: HashMap::new(),
            memory: Memory::default(),
            tx,
            rx,
            next_tag: 0,
            in_flight: 0,
            dying: 0,
            prefetched: Vec::new(),
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
        self.evaluator.rebase(self.state.best());
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

    /// Starts a test call on `candidate`; its report will carry the returned tag.
    fn spawn(&mut self, candidate: Arc<Vec<u8>>) -> (usize, Arc<CallHandle>) {
        let tag = self.next_tag;
        self.next_tag += 1;
        self.in_flight += 1;
        self.state.stats.calls += 1;
        self.state.stats.pass_mut(&self.pass).calls += 1;
        (tag, self.evaluator.spawn(tag, candidate, self.tx.clone()))
    }

    /// Classifies a new candidate at sequence position `position` of a query asked with
    /// `stop_on` on `base`, starting a call if one is needed. A call already started for the same
    /// bytes (from the lookahead) is adopted instead.
    fn admit(
        &mut self,
        candidate: Vec<u8>,
        position: usize,
        pending: &HashMap<Key, usize>,
        base: &[u8],
        stop_on: bool,
    ) -> Entry {
        let unprotected = self.guards.protected.as_ref().is_some_and(|p| !p.allows(&candidate));
        if unprotected || !self.state.is_better(&candidate) {
            let slot = Slot::NotBetter;
            return Entry { candidate: Arc::new(candidate), key: 0, slot, position, change: None, guess: 0.0 };
        }
        let (change, guess) = if self.evaluator.jobs() > 1 {
            let change = speculation::change(base, &candidate);
            (Some(change), speculation::stop_probability(&self.odds(), &self.memory, stop_on, Some(change)))
        } else {
            (None, 0.0)
        };
        let key = cache::key(&candidate);
        let candidate = Arc::new(candidate);
        let slot = if let Some(interesting) = self.state.cache.get(&key) {
            self.state.stats.cache_hits += 1;
            self.state.stats.pass_mut(&self.pass).cache_hits += 1;
            Slot::Decided { interesting, source: Source::Known }
        } else if let Some(&leader) = pending.get(&key) {
            Slot::Following(leader)
        } else if let Some(i) = self.prefetched.iter().position(|p| p.key == key) {
            self.state.stats.hints_used += 1;
            match self.prefetched.swap_remove(i).state {
                Prefetched::Running { tag, handle } => Slot::Running { tag, handle },
                Prefetched::Done { interesting, ran: true } => Slot::Decided { interesting, source: Source::Ran },
                Prefetched::Done { interesting, ran: false } => Slot::Decided { interesting, source: Source::Filtered },
            }
        } else if !self.calls_left() {
            Slot::Blocked
        } else {
            let (tag, handle) = self.spawn(candidate.clone());
            Slot::Running { tag, handle }
        };
        Entry { candidate, key, slot, position, change, guess }
    }

    /// Drops the speculative calls that `keep` rejects: cancelled if running, wasted if they ran.
    fn drop_prefetched(&mut self, keep: impl Fn(&Prefetch) -> bool) {
        let (kept, dropped): (Vec<Prefetch>, Vec<Prefetch>) = self.prefetched.drain(..).partition(|p| keep(p));
        self.prefetched = kept;
        for p in dropped {
            match p.state {
                Prefetched::Running { handle, .. } => self.cancel(&handle),
                Prefetched::Done { ran, .. } => self.state.stats.wasted += u64::from(ran),
            }
        }
    }

    /// Kills a running call whose verdict will not be used; it counts as wasted.
    fn cancel(&mut self, handle: &CallHandle) {
        handle.cancel();
        self.dying += 1;
        self.state.stats.wasted += 1;
    }

    /// The current query ended at `end`: the speculative calls that bet on that end now belong
    /// to the next query (their paths lose their first step); the others are dropped.
    fn reanchor(&mut self, end: Option<usize>) {
        self.drop_prefetched(|p| p.path.first() == Some(&end));
        for p in &mut self.prefetched {
            p.path.remove(0);
        }
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

    /// Files a call's report under the query entry or speculative call that waits for it;
    /// reports of cancelled calls are dropped.
    fn deliver(&mut self, tag: usize, evaluation: Evaluation, entries: &mut VecDeque<Entry>) {
        self.in_flight -= 1;
        let ran = matches!(evaluation, Evaluation::Ran(_));
        let waiting = |e: &Entry| matches!(e.slot, Slot::Running { tag: t, .. } if t == tag);
        if let Some(i) = entries.iter().position(waiting) {
            let interesting = self.record(&evaluation);
            if let Some(change) = entries[i].change {
                self.memory.record(change, interesting);
            }
            let source = if ran { Source::Ran } else { Source::Filtered };
            entries[i].slot = Slot::Decided { interesting, source };
            let leader = entries[i].position;
            for e in entries.iter_mut().skip(i + 1) {
                if matches!(e.slot, Slot::Following(l) if l == leader) {
                    e.slot = Slot::Decided { interesting, source: Source::Known };
                    self.state.stats.cache_hits += 1;
                }
            }
        } else if let Some(i) =
            self.prefetched.iter().position(|p| matches!(p.state, Prefetched::Running { tag: t, .. } if t == tag))
        {
            let interesting = self.record(&evaluation);
            self.memory.record(self.prefetched[i].change, interesting);
            self.prefetched[i].state = Prefetched::Done { interesting, ran };
        } else {
            // A cancelled call's last word.
            self.dying -= 1;
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
                self.evaluator.rebase(self.state.best());
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
                Slot::Running { handle, .. } => self.cancel(&handle),
                Slot::Decided { source: Source::Ran, .. } => self.state.stats.wasted += 1,
                _ => {}
            }
        }
    }

    /// The current pass's odds.
    fn odds(&self) -> Odds {
        self.odds.get(&self.pass).copied().unwrap_or_default()
    }

    fn refresh_progress(&mut self) {
        let size = self.state.best().len();
        self.progress.update(&self.pass, size, self.original_len, self.state.stats.calls);
    }
}

impl Door<Vec<u8>> for Reducer {
    fn success_likely(&self) -> bool {
        self.odds().success_likely()
    }

    fn query(&mut self, query: &mut dyn Query<Vec<u8>>, stop_on: bool) -> Result<Option<usize>, Stop> {
        let base = self.best();
        let mut entries: VecDeque<Entry> = VecDeque::new();
        let mut pending: HashMap<Key, usize> = HashMap::new();
        let mut tree = Tree::default();
        let mut first = 0; // sequence position of entries[0]
        let mut exhausted = false;
        let end = loop {
            // Commit decided verdicts strictly in sequence order.
            let mut ended = None;
            while entries.front().is_some_and(|e| matches!(e.slot, Slot::Decided { .. } | Slot::NotBetter)) {
                let entry = entries.pop_front().unwrap();
                if matches!(entry.slot, Slot::Decided { source: Source::Ran, .. }) {
                    // `--max-calls` counts the calls a sequential run would make, so a limited run
                    // ends at the same point for every `--jobs`.
                    if !self.calls_left() {
                        entries.push_front(entry);
                        ended = Some(Err(Stop::MaxCalls));
                        break;
                    }
                    self.state.stats.committed_calls += 1;
                }
                if pending.get(&entry.key) == Some(&first) {
                    pending.remove(&entry.key);
                }
                if let (Some(change), Slot::Decided { interesting, .. }) = (entry.change, &entry.slot) {
                    self.memory.record(change, *interesting);
                }
                let accepted = self.commit(entry);
                self.odds.entry(self.pass.clone()).or_default().record(stop_on, accepted);
                if accepted == stop_on {
                    ended = Some(Ok(Some(first)));
                    break;
                }
                // Every bet that the query ends here is lost.
                self.drop_prefetched(|p| p.path.first() != Some(&Some(first)));
                tree.forget(Some(first));
                first += 1;
            }
            if let Some(end) = ended {
                break end;
            }
            let blocked = entries.front().is_some_and(|e| matches!(e.slot, Slot::Blocked));
            if let Some(stop) = self.check_stop().or(blocked.then_some(Stop::MaxCalls)) {
                break Err(stop);
            }
            if entries.is_empty() && exhausted {
                break Ok(None);
            }
            if entries.is_empty() && !self.calls_left() {
                break Err(Stop::MaxCalls);
            }
            let chosen =
                self.calls_left().then(|| self.choose(query, stop_on, &entries, exhausted, &pending, &mut tree));
            match chosen.flatten() {
                Some(Move::Draw) => {
                    match query.next() {
                        None => exhausted = true,
                        Some(candidate) => {
                            let position = first + entries.len();
                            let mut entry = self.admit(candidate, position, &pending, &base, stop_on);
                            if let Slot::Following(leader) = entry.slot
                                && let Slot::Decided { interesting, .. } = entries[leader - first].slot
                            {
                                entry.slot = Slot::Decided { interesting, source: Source::Known };
                            }
                            if !matches!(entry.slot, Slot::NotBetter) {
                                pending.entry(entry.key).or_insert(position);
                            }
                            entries.push_back(entry);
                        }
                    }
                    continue;
                }
                Some(Move::Prefetch { path, index }) => {
                    self.prefetch(&tree, path, index);
                    continue;
                }
                None => {}
            }
            match self.rx.recv_timeout(Duration::from_millis(20)) {
                Ok((tag, evaluation)) => {
                    self.deliver(tag, evaluation, &mut entries);
                    self.refresh_progress();
                }
                Err(mpsc::RecvTimeoutError::Timeout) => self.refresh_progress(),
                Err(mpsc::RecvTimeoutError::Disconnected) => unreachable!("the reducer holds a sender"),
            }
        };
        match end {
            Ok(end) => self.reanchor(end),
            Err(_) => self.drop_prefetched(|_| false),
        }
        self.abandon(entries);
        self.refresh_progress();
        end
    }
}
