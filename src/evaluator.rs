//! Runs test calls on a rayon pool, one private directory per worker thread.
//!
//! The evaluator knows nothing about order or verdict bookkeeping: it starts a call, hands back a
//! handle to cancel it, and reports how it ended on a channel. `Reducer::first_with` decides
//! which calls to start and which results count.

use std::io;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::Sender;

use crate::test_runner::{CallHandle, CallResult, TestCommand};

/// A cheap check that rejects a candidate without running the test (the syntax pre-filter).
pub trait CandidateFilter: Send + Sync {
    /// True when the candidate must not be tested.
    fn rejects(&self, candidate: &[u8]) -> bool;
    /// Hears of a new best test case: the next candidates are built from it.
    fn rebase(&self, best: &Arc<Vec<u8>>);
}

/// How the evaluation of one candidate ended.
#[derive(Clone, Debug)]
pub enum Evaluation {
    /// The test ran.
    Ran(CallResult),
    /// The filter rejected the candidate; the test did not run.
    Skipped,
}

/// The pool of workers that run test calls.
pub struct Evaluator {
    pool: Arc<rayon::ThreadPool>,
    /// Where the filter runs: not in `pool`, where a check that takes milliseconds would queue
    /// behind test calls that take seconds while it holds one of the door's `jobs` slots.
    filter_pool: rayon::ThreadPool,
    jobs: usize,
    dirs: Arc<Vec<PathBuf>>,
    _root: tempfile::TempDir,
    test: Arc<TestCommand>,
    filter: Option<Arc<dyn CandidateFilter>>,
}

impl Evaluator {
    /// `jobs` workers, each with its own private directory under a fresh private temporary root.
    pub fn new(test: TestCommand, jobs: usize, filter: Option<Arc<dyn CandidateFilter>>) -> io::Result<Evaluator> {
        let root = tempfile::Builder::new().prefix("pare-").tempdir()?;
        let dirs: Vec<PathBuf> = (0..=jobs).map(|i| root.path().join(format!("w{i}"))).collect();
        for d in &dirs {
            crate::private_dir::create(d)?;
        }
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
        let (pool, dirs, test) = (Arc::new(pool), Arc::new(dirs), Arc::new(test));
        Ok(Evaluator { pool, filter_pool, jobs, dirs, _root: root, test, filter })
    }

    /// How many calls may run at once.
    pub fn jobs(&self) -> usize {
        self.jobs
    }

    /// The test being run.
    pub fn test(&self) -> &TestCommand {
        &self.test
    }

    /// Starts evaluating `candidate`: the filter first (on its own pool), then the test on the
    /// pool; the result arrives on `tx` tagged with `tag`.
    pub fn spawn(&self, tag: usize, candidate: Arc<Vec<u8>>, tx: Sender<(usize, Evaluation)>) -> Arc<CallHandle> {
        let handle = Arc::new(CallHandle::default());
        let (h, dirs, test, pool) = (handle.clone(), self.dirs.clone(), self.test.clone(), self.pool.clone());
        let (checked, skipped) = (candidate.clone(), tx.clone());
        let run = move || {
            let dir = &dirs[rayon::current_thread_index().unwrap_or(0)];
            let result = test.run(dir, &candidate, &h, false);
            let _ = tx.send((tag, Evaluation::Ran(result)));
        };
        let Some(filter) = self.filter.clone() else {
            self.pool.spawn(run);
            return handle;
        };
        self.filter_pool.spawn(move || {
            if filter.rejects(&checked) {
                let _ = skipped.send((tag, Evaluation::Skipped));
            } else {
                pool.spawn(run);
            }
        });
        handle
    }

    /// Tells the filter about a new best test case, which later candidates are built from.
    pub fn rebase(&self, best: &Arc<Vec<u8>>) {
        if let Some(filter) = &self.filter {
            filter.rebase(best);
        }
    }

    /// Runs the test once on `candidate` in the calling thread (in the spare directory).
    pub fn run_once(&self, candidate: &[u8]) -> CallResult {
        self.test.run(&self.dirs[self.jobs], candidate, &CallHandle::default(), false)
    }

    /// Runs the test once on `candidate` in the calling thread, capturing the end of its output
    /// (used for the check of the original, whose failure must be explained to the user), and
    /// cancelling it when `cancel` is set. Returns the result and the directory it ran in.
    pub fn run_captured(&self, candidate: &[u8], cancel: &std::sync::atomic::AtomicUsize) -> (CallResult, PathBuf) {
        let dir = self.dirs[self.jobs].clone();
        let handle = CallHandle::default();
        let result = std::thread::scope(|s| {
            let call = s.spawn(|| self.test.run(&dir, candidate, &handle, true));
            while !call.is_finished() {
                if cancel.load(std::sync::atomic::Ordering::SeqCst) != 0 {
                    handle.cancel();
                }
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            call.join().expect("the test runner does not panic")
        });
        (result, dir)
    }
}
