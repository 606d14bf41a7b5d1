//! The interestingness test as an external program: the [`Oracle`] the command line uses.
//!
//! Each judgement runs the user's test once ([`command::TestCommand::run`]) in a private directory
//! that no other running judgement uses, in its own process group, so that a time-out or a
//! cancellation kills the test and everything it started.

pub mod command;
pub mod expect;
pub(crate) mod private_dir;
pub mod signature;
pub mod temp_roots;
mod wait;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::SystemTime;
use std::{io, thread, time::Duration};

use crate::oracle::{Cancel, Oracle, Verdict};
use crate::tree::written::Written;
use command::{CallResult, Outcome, TestCommand};

/// Runs a [`TestCommand`] per judgement, each in a private directory of its own.
pub struct ProcessOracle {
    test: TestCommand,
    /// The private temporary root of the test directories, removed on drop (and at exit).
    root: PathBuf,
    /// Directories not in use, each with what pare last wrote there; a judgement takes one and
    /// gives it back.
    free: Mutex<Vec<(PathBuf, Written)>>,
    made: AtomicUsize,
    /// The modification time of the files pare writes in them (see [`Written`]).
    mtime: SystemTime,
    /// The slip guard: a candidate is interesting only if its run names this bug (`Some(None)`:
    /// only if the signature regex finds nothing, as in the original's run).
    keep: Option<Option<String>>,
    /// Nanoseconds spent inside test runs, summed over every call (see [`ProcessOracle::test_time`]).
    in_tests: Arc<AtomicU64>,
}

impl ProcessOracle {
    /// An oracle running `test`, with its directories under a fresh private temporary root.
    pub fn new(test: TestCommand) -> io::Result<ProcessOracle> {
        temp_roots::sweep_stale_once();
        let root = tempfile::Builder::new().prefix("pare-").tempdir()?.keep();
        temp_roots::register(&root);
        temp_roots::claim(&root)?;
        let in_tests = Arc::new(AtomicU64::new(0));
        let (free, made, mtime) = (Mutex::new(Vec::new()), AtomicUsize::new(0), Written::run_time());
        Ok(ProcessOracle { test, root, free, made, mtime, keep: None, in_tests })
    }

    /// Judges a candidate interesting only if the test passes *and* its output has this
    /// signature (the test's [`TestCommand::signature`]): a reduction must not slip to another bug.
    pub fn keep_signature(mut self, signature: Option<String>) -> ProcessOracle {
        self.keep = Some(signature);
        self
    }

    /// The oracle with its time-out settled at `timeout` for every call from now on (the first
    /// runs ran with a limit of their own), keeping its directories and what they hold.
    pub fn settled(mut self, timeout: Duration) -> ProcessOracle {
        self.test.timeout = timeout;
        self.test.settles = None;
        self
    }

    /// A handle on the time spent inside test runs so far (every call's wall time, summed), kept
    /// after the oracle is handed to a reduction: what is not spent there is pare's own overhead.
    pub fn test_time(&self) -> TestTime {
        TestTime(self.in_tests.clone())
    }

    /// The test being run.
    pub fn test(&self) -> &TestCommand {
        &self.test
    }

    /// Takes a directory no other judgement is using, making a new one when all are busy.
    fn take_dir(&self) -> io::Result<(PathBuf, Written)> {
        if temp_roots::closing() {
            return Err(io::Error::other("pare is exiting"));
        }
        if let Some(dir) = self.free.lock().expect("no panics under the lock").pop() {
            return Ok(dir);
        }
        let n = self.made.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let dir = self.root.join(format!("w{n}"));
        private_dir::create(&dir)?;
        Ok((dir, Written::new(self.mtime)))
    }

    /// Makes up to `count` more workers' directories ready while nothing needs them (the test's
    /// first runs), each holding `candidate` (the original) as its last call would have left
    /// it: a reduction's first round of calls then writes only what its candidates change, not
    /// every file of a tree into every directory while the slots wait. Stops early when `stop`
    /// says so; a directory that cannot be written is left for a call to make.
    pub fn ready_dirs(&self, count: usize, candidate: &[u8], stop: impl Fn() -> bool) {
        let mut ready = Vec::with_capacity(count);
        for _ in 0..count {
            if stop() {
                break;
            }
            let Ok((dir, mut written)) = self.take_dir() else { break };
            if self.test.write_ahead(&dir, &mut written, candidate).is_err() {
                written = written.afresh();
            }
            ready.push((dir, written));
        }
        self.free.lock().expect("no panics under the lock").extend(ready);
    }

    fn give_back(&self, dir: PathBuf, written: Written) {
        self.free.lock().expect("no panics under the lock").push((dir, written));
    }

    /// Runs the test once on `candidate` in a directory of its own.
    pub fn run(&self, candidate: &[u8], cancel: &Cancel, capture: bool) -> (CallResult, PathBuf) {
        let (dir, mut written) = match self.take_dir() {
            Ok(taken) => taken,
            Err(e) => {
                let outcome = Outcome::SpawnFailed(format!("cannot create a directory for the test: {e}"));
                let elapsed = Duration::ZERO;
                let result = CallResult { outcome, interesting: false, elapsed, captured: None, signature: None };
                return (result, self.root.clone());
            }
        };
        let result = self.test.run(&dir, &mut written, candidate, cancel, capture);
        self.in_tests.fetch_add(result.elapsed.as_nanos() as u64, Ordering::Relaxed);
        self.give_back(dir.clone(), written);
        (result, dir)
    }

    /// Runs the test once on `candidate`, capturing the end of its output (for explaining why the
    /// original is not interesting), and cancelling it as soon as `stop` is non-zero (a signal
    /// arrived). Returns the result and the directory it ran in.
    pub fn run_captured(&self, candidate: &[u8], stop: &AtomicUsize) -> (CallResult, PathBuf) {
        self.run_watched(candidate, stop, |_| {})
    }

    /// [`ProcessOracle::run_captured`], calling `waiting` with the time spent so far about every
    /// 10 ms while the test runs (to say what pare waits for when a test takes long).
    pub fn run_watched(
        &self,
        candidate: &[u8],
        stop: &AtomicUsize,
        mut waiting: impl FnMut(Duration),
    ) -> (CallResult, PathBuf) {
        let cancel = Cancel::default();
        let started = std::time::Instant::now();
        thread::scope(|s| {
            let call = s.spawn(|| self.run(candidate, &cancel, true));
            while !call.is_finished() {
                if stop.load(std::sync::atomic::Ordering::SeqCst) != 0 {
                    cancel.cancel();
                }
                waiting(started.elapsed());
                thread::sleep(Duration::from_millis(10));
            }
            call.join().expect("the test runner does not panic")
        })
    }

    /// The root of the test directories (for messages).
    pub fn root(&self) -> &Path {
        &self.root
    }
}

/// The time a [`ProcessOracle`]'s test runs have taken so far.
#[derive(Clone)]
pub struct TestTime(Arc<AtomicU64>);

impl TestTime {
    /// Seconds spent inside test runs, summed over calls (parallel calls each count in full).
    pub fn seconds(&self) -> f64 {
        self.0.load(Ordering::Relaxed) as f64 / 1e9
    }
}

impl Drop for ProcessOracle {
    fn drop(&mut self) {
        temp_roots::remove(&self.root);
    }
}

impl Oracle for ProcessOracle {
    fn judge(&self, candidate: &[u8], cancel: &Cancel) -> Verdict {
        self.verdict(self.run(candidate, cancel, false).0)
    }
}

impl ProcessOracle {
    /// The verdict on a call's result: interesting only if the test passed and, with the slip
    /// guard, its output named the kept signature.
    pub fn verdict(&self, result: CallResult) -> Verdict {
        let kept = self.keep.as_ref().is_none_or(|keep| *keep == result.signature);
        match result.outcome {
            _ if result.interesting && kept => Verdict::Interesting,
            Outcome::TimedOut => Verdict::TimedOut,
            Outcome::SpawnFailed(e) => Verdict::Error(e),
            _ => Verdict::Boring,
        }
    }
}
