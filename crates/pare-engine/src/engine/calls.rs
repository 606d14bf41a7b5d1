//! Judgements in flight: started on a rayon pool, reported on a channel, cancellable by tag.
//!
//! This part knows nothing about order or bookkeeping. It starts a judgement of a candidate by
//! the oracle (after the cheap candidate filter, when there is one), hands back a tag, and later
//! reports how the judgement ended. A cancelled judgement's report is swallowed here, so the door
//! only ever hears about calls it still cares about.

use std::collections::HashMap;
use std::io;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

use super::budget::Lane;
use super::listing::{Lister, Listing, Message};
use super::occupancy::Occupancy;
use crate::oracle::{Cancel, CandidateFilter, Measure, Oracle, Verdict};

/// What the candidate filter does with a call's candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// Nothing.
    Off,
    /// Counts its errors before the oracle, and skips the oracle when there are more than this.
    Before(usize),
    /// Counts its errors after the oracle, only on an interesting verdict (the door then decides).
    After,
}

/// How the evaluation of one candidate ended.
#[derive(Clone, Debug)]
pub enum Evaluation {
    /// The oracle judged it; `errors` is the filter's count when the filter looked at it.
    Judged {
        /// The oracle's verdict.
        verdict: Verdict,
        /// The candidate's error count, if it was measured.
        errors: Option<Measure>,
    },
    /// The filter rejected it (more errors than allowed); the oracle was not asked.
    Skipped {
        /// The candidate's error count.
        errors: Measure,
    },
}

impl Evaluation {
    /// The candidate's verdict: only an interesting judgement is interesting.
    pub fn interesting(&self) -> bool {
        matches!(self, Evaluation::Judged { verdict, .. } if verdict.is_interesting())
    }

    /// The candidate's error count, if the filter measured it.
    pub fn errors(&self) -> Option<Measure> {
        match *self {
            Evaluation::Judged { errors, .. } => errors,
            Evaluation::Skipped { errors } => Some(errors),
        }
    }
}

/// Which candidates the filter takes first when several wait for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Priority {
    /// A candidate the current pass asks for, or bets on.
    Now,
    /// A preview of a pass to come (see [`super::previews`]): only when nothing else waits.
    Later,
}

/// A candidate's check by the filter, waiting for a thread of the filter's pool.
type FilterJob = Box<dyn FnOnce() + Send>;

/// The checks waiting for the filter, by priority: the filter's pool has few threads (the
/// machine's cores), so a long list of previews must not hold up what the current pass needs.
#[derive(Default)]
struct FilterQueue {
    now: std::collections::VecDeque<FilterJob>,
    later: std::collections::VecDeque<FilterJob>,
}

impl FilterQueue {
    fn push(&mut self, job: FilterJob, priority: Priority) {
        match priority {
            Priority::Now => self.now.push_back(job),
            Priority::Later => self.later.push_back(job),
        }
    }

    fn pop(&mut self) -> Option<FilterJob> {
        self.now.pop_front().or_else(|| self.later.pop_front())
    }
}

/// The pools that judge candidates, and the calls running on them.
pub struct Calls {
    oracle: Arc<dyn Oracle>,
    pool: Arc<rayon::ThreadPool>,
    /// Where the filter runs: not in `pool`, where a check that takes milliseconds would queue
    /// behind judgements that take seconds while it holds one of the door's `jobs` slots.
    filter_pool: rayon::ThreadPool,
    /// The checks waiting for `filter_pool`: each task spawned on it takes the first by priority.
    filter_queue: Arc<std::sync::Mutex<FilterQueue>>,
    filter: Option<Arc<dyn CandidateFilter>>,
    /// How many bests and limits the filter heard of: what a measure taken now is against.
    rebased: u64,
    jobs: usize,
    tx: Sender<Message>,
    rx: Receiver<Message>,
    next_tag: usize,
    /// The last list of the passes to come that another thread sent, until the door takes it.
    listing: Option<Listing>,
    next_list: u64,
    /// Calls whose report has not arrived, with how to cancel them and when they started.
    running: HashMap<usize, (Arc<Cancel>, Instant)>,
    /// How many judgements reported, and their time in all: how long a call takes.
    timed: (u32, Duration),
    /// Of those, the ones cancelled: they no longer hold a slot, and their report is swallowed.
    cancelled: usize,
    /// The lane of a shared budget this reduction runs in, if any, and the extra slots it
    /// holds: then `jobs` is only the most it may widen to.
    shared: Option<(Arc<Lane>, usize)>,
    /// The slots held over time, for the run's figures.
    occupancy: Occupancy,
}

impl Calls {
    /// Up to `jobs` judgements at once by `oracle`, each candidate first checked by `filter`.
    pub fn new(oracle: Arc<dyn Oracle>, jobs: usize, filter: Option<Arc<dyn CandidateFilter>>) -> io::Result<Calls> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .thread_name(|i| format!("pare-worker-{i}"))
            .build()
            .map_err(io::Error::other)?;
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let filter_pool = rayon::ThreadPoolBuilder::new()
            .num_threads(cores.min(jobs))
            .thread_name(|i| format!("pare-filter-{i}"))
            .build()
            .map_err(io::Error::other)?;
        let (tx, rx) = mpsc::channel();
        let pool = Arc::new(pool);
        Ok(Calls {
            oracle,
            pool,
            filter_pool,
            filter_queue: Arc::default(),
            filter,
            rebased: 0,
            jobs,
            tx,
            rx,
            next_tag: 0,
            listing: None,
            next_list: 0,
            running: HashMap::new(),
            timed: (0, Duration::ZERO),
            cancelled: 0,
            shared: None,
            occupancy: Occupancy::default(),
        })
    }

    /// Runs the calls in `lane` of a shared budget: one slot of its own, and up to `jobs - 1`
    /// extras while the budget has them to lend.
    pub fn in_lane(mut self, lane: Arc<Lane>) -> Calls {
        self.shared = Some((lane, 0));
        self
    }

    /// True when the calls run in a lane of a budget shared with other reductions.
    pub fn in_shared_lane(&self) -> bool {
        self.shared.is_some()
    }

    /// How many calls may run at once now.
    pub fn jobs(&self) -> usize {
        match &self.shared {
            None => self.jobs,
            Some((_, extras)) => 1 + extras,
        }
    }

    /// With a shared budget, borrows one more slot when every slot held is busy (and the width
    /// allows), so the door may start another call; [`Calls::trim`] returns it if unused.
    pub fn top_up(&mut self) {
        let busy = self.busy();
        if let Some((lane, extras)) = &mut self.shared
            && busy > *extras
            && 1 + *extras < self.jobs
            && lane.try_extra()
        {
            *extras += 1;
        }
    }

    /// With a shared budget, returns the extra slots no running call uses.
    pub fn trim(&mut self) {
        let busy = self.busy();
        if let Some((lane, extras)) = &mut self.shared {
            while *extras > busy.saturating_sub(1) {
                lane.give_back();
                *extras -= 1;
            }
        }
    }

    /// Calls that hold a slot: started, not finished, not cancelled.
    pub fn busy(&self) -> usize {
        self.running.len() - self.cancelled
    }

    /// How many calls held a slot over the run (see [`super::occupancy`]).
    pub fn occupancy(&mut self) -> crate::stats::InFlight {
        self.occupancy.summary()
    }

    /// Notes whether the running query has candidates it has not drawn yet.
    pub fn note_waiting(&mut self, waiting: bool) {
        self.occupancy.set_waiting(waiting);
    }

    /// Starts evaluating `candidate` as `check` says (the filter first, on its own pool; or the
    /// oracle first, then the filter on an interesting verdict); its report will carry the
    /// returned tag. Candidates waiting for the filter are taken by `priority`, then in order.
    pub fn spawn(&mut self, candidate: Arc<Vec<u8>>, check: Check, priority: Priority) -> usize {
        let tag = self.next_tag;
        self.next_tag += 1;
        let cancel = Arc::new(Cancel::default());
        let cancelled = cancel.clone();
        self.running.insert(tag, (cancel.clone(), Instant::now()));
        self.occupancy.set(self.busy());
        let (oracle, tx) = (self.oracle.clone(), self.tx.clone());
        let (checked, skipped) = (candidate.clone(), tx.clone());
        let after = match check {
            Check::After => self.filter.clone(),
            _ => None,
        };
        let judge = move |errors: Option<Measure>| {
            let verdict = oracle.judge(&candidate, &cancel);
            let errors = match &after {
                Some(filter) if verdict.is_interesting() && !cancel.is_cancelled() => Some(filter.errors(&candidate)),
                _ => errors,
            };
            let _ = tx.send(Message::Report(tag, Evaluation::Judged { verdict, errors }));
        };
        match (self.filter.clone(), check) {
            (Some(filter), Check::Before(allowed)) => {
                let pool = self.pool.clone();
                let job: FilterJob = Box::new(move || {
                    if cancelled.is_cancelled() {
                        // Its report is swallowed: no parse is owed to it.
                        let _ = skipped
                            .send(Message::Report(tag, Evaluation::Judged { verdict: Verdict::Boring, errors: None }));
                        return;
                    }
                    let errors = filter.errors(&checked);
                    if errors.errors > allowed {
                        let _ = skipped.send(Message::Report(tag, Evaluation::Skipped { errors }));
                    } else {
                        pool.spawn(move || judge(Some(errors)));
                    }
                });
                self.filter_queue.lock().expect("never poisoned").push(job, priority);
                let queue = self.filter_queue.clone();
                self.filter_pool.spawn(move || {
                    let job = queue.lock().expect("never poisoned").pop();
                    if let Some(job) = job {
                        job();
                    }
                });
            }
            _ => self.pool.spawn(move || judge(None)),
        }
        tag
    }

    /// True when candidates meet a filter before the test.
    pub fn filters(&self) -> bool {
        self.filter.is_some()
    }

    /// The filter's error count for `candidate`, measured now in the calling thread (`None`
    /// without a filter).
    pub fn errors(&self, candidate: &[u8]) -> Option<Measure> {
        self.filter.as_ref().map(|f| f.errors(candidate))
    }

    /// True when `measure` was taken against the newest best the filter heard of.
    pub fn is_current(&self, measure: &Measure) -> bool {
        measure.against == self.rebased
    }

    /// Cancels call `tag`: it gives up its slot now, and its report will never be delivered.
    pub fn cancel(&mut self, tag: usize) {
        if let Some((cancel, _)) = self.running.get(&tag)
            && !cancel.is_cancelled()
        {
            cancel.cancel();
            self.cancelled += 1;
            self.occupancy.set(self.busy());
            self.trim();
        }
    }

    /// The next report of a call that was not cancelled, waiting at most `timeout`; `None` at
    /// the time-out, or as soon as a list of the passes to come arrives ([`Calls::take_listing`]).
    pub fn wait(&mut self, timeout: Duration) -> Option<(usize, Evaluation)> {
        let deadline = std::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let (tag, evaluation) = match self.rx.recv_timeout(left) {
                Ok(Message::Report(tag, evaluation)) => (tag, evaluation),
                Ok(Message::Listed(listing)) => {
                    self.listing = Some(listing);
                    return None;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => return None,
                Err(mpsc::RecvTimeoutError::Disconnected) => unreachable!("the calls hold a sender"),
            };
            let (cancel, started) = self.running.remove(&tag).expect("every report is of a started call");
            if !cancel.is_cancelled() {
                if matches!(evaluation, Evaluation::Judged { .. }) {
                    self.timed = (self.timed.0 + 1, self.timed.1 + started.elapsed());
                }
                self.occupancy.set(self.busy());
                self.trim();
                return Some((tag, evaluation));
            }
            self.cancelled -= 1;
        }
    }

    /// Where another thread sends the list it makes of the passes to come: it wakes
    /// [`Calls::wait`], and carries a number of its own to tell it from older lists.
    pub fn lister(&mut self) -> Lister {
        self.next_list += 1;
        Lister::new(self.tx.clone(), self.next_list)
    }

    /// The list last sent by a [`Lister`], if it has not been taken.
    pub fn take_listing(&mut self) -> Option<Listing> {
        self.listing.take()
    }

    /// How long a judgement took on average, from its start to its report (`None` before the
    /// first): how far ahead of a deadline the end is in sight.
    pub fn mean_call(&self) -> Option<Duration> {
        (self.timed.0 > 0).then(|| self.timed.1 / self.timed.0)
    }

    /// Tells the filter about a new best test case, which later candidates are built from.
    pub fn rebase(&mut self, best: &Arc<Vec<u8>>) {
        if let Some(filter) = &self.filter {
            filter.rebase(best);
            self.rebased += 1;
        }
    }

    /// Tells the filter that bests up to `bytes` have syntax trees from now on.
    pub fn allow_trees(&mut self, bytes: usize) {
        if let Some(filter) = &self.filter {
            filter.allow_trees(bytes);
            self.rebased += 1;
        }
    }

    /// Judges `candidate` once in the calling thread, without the filter (re-checks of results
    /// the filter already let through).
    pub fn judge_now(&self, candidate: &[u8]) -> Verdict {
        self.oracle.judge(candidate, &Cancel::default())
    }

    /// Cancels every running call (the reduction is over).
    pub fn cancel_all(&mut self) {
        let tags: Vec<usize> = self.running.keys().copied().collect();
        for tag in tags {
            self.cancel(tag);
        }
    }
}

impl Drop for Calls {
    fn drop(&mut self) {
        self.cancel_all();
        // A syntax filter keeps the trees of the candidates it counted last: freeing them takes
        // tens of milliseconds on a file of 100 KB, which the end of every run would wait for.
        if let Some(filter) = self.filter.take() {
            let _ = std::thread::Builder::new().name("pare-free".into()).spawn(move || drop(filter));
        }
        if let Some((lane, extras)) = &mut self.shared {
            for _ in 0..std::mem::take(extras) {
                lane.give_back();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::FnOracle;

    /// A cancelled call frees its slot at once and its report is never delivered; the others
    /// are delivered with their verdicts.
    #[test]
    fn cancelled_reports_are_swallowed() {
        let slow = FnOracle(|c: &[u8]| {
            if c == b"slow" {
                std::thread::sleep(Duration::from_millis(200));
            }
            c.contains(&b'x')
        });
        let mut calls = Calls::new(Arc::new(slow), 2, None).unwrap();
        let a = calls.spawn(Arc::new(b"slow".to_vec()), Check::Off, Priority::Now);
        let b = calls.spawn(Arc::new(b"x".to_vec()), Check::Off, Priority::Now);
        assert_eq!(calls.busy(), 2);
        calls.cancel(a);
        assert_eq!(calls.busy(), 1);
        let (tag, evaluation) = calls.wait(Duration::from_secs(5)).expect("b reports");
        assert_eq!(tag, b);
        assert!(evaluation.interesting());
        assert!(calls.wait(Duration::from_millis(500)).is_none(), "a's report is swallowed");
        assert_eq!(calls.busy(), 0);
    }
}
