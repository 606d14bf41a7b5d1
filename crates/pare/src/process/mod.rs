//! The interestingness test as an external program: the [`Oracle`] the command line uses.
//!
//! Each judgement runs the user's test once ([`command::TestCommand::run`]) in a private directory
//! that no other running judgement uses, in its own process group, so that a time-out or a
//! cancellation kills the test and everything it started.

pub mod command;
pub mod expect;
mod gate;
pub(crate) mod private_dir;
pub mod signature;
pub mod temp_roots;
mod top_dir;
mod wait;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
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
    /// The slip guard, once set: a candidate is interesting only if its run names this bug
    /// (`None`: only if the signature regex finds nothing, as in the original's run).
    keep: OnceLock<Option<String>>,
    /// Holds verdicts until the original is judged (see [`ProcessOracle::held`]).
    gate: Option<gate::Gate>,
    /// Nanoseconds spent inside test runs, summed over every call (see [`ProcessOracle::test_time`]).
    in_tests: Arc<AtomicU64>,
}

impl ProcessOracle {
    /// An oracle running `test`, with its directories under a fresh private temporary root.
    pub fn new(test: TestCommand) -> io::Result<ProcessOracle> {
        temp_roots::sweep_stale_once();
        let root = tempfile::Builder::new().prefix("pare-").tempdir()?.keep();
        top_dir::mark(&root);
        temp_roots::register(&root);
        temp_roots::claim(&root)?;
        let in_tests = Arc::new(AtomicU64::new(0));
        let (free, made, mtime) = (Mutex::new(Vec::new()), AtomicUsize::new(0), Written::run_time());
        Ok(ProcessOracle { test, root, free, made, mtime, keep: OnceLock::new(), gate: None, in_tests })
    }

    /// Judges a candidate interesting only if the test passes *and* its output has this
    /// signature (the test's [`TestCommand::signature`]): a reduction must not slip to another
    /// bug. Set once, from the original's run, before any verdict that needs it is given (a
    /// later call changes nothing).
    pub fn keep_signature(&self, signature: Option<String>) {
        let _ = self.keep.set(signature);
    }

    /// The oracle with its verdicts held until [`ProcessOracle::open`] (see the `gate` module):
    /// a reduction may start while the test's first runs go on, at most `permits` of its tests
    /// at once until then (the slots the first runs leave).
    pub fn held(mut self, permits: usize) -> ProcessOracle {
        self.gate = Some(gate::Gate::new(permits));
        self
    }

    /// The first runs passed: held verdicts are given, and calls start freely.
    pub fn open(&self) {
        if let Some(gate) = &self.gate {
            gate.open();
        }
    }

    /// The first runs failed: held verdicts are "not interesting", and no test starts any more
    /// (the caller stops the reduction).
    pub fn close(&self) {
        if let Some(gate) = &self.gate {
            gate.close();
        }
    }

    /// The per-call time-out: settled by the first run on the original when the test has a
    /// time-out that settles ([`TestCommand::settles`]), else the test's own.
    pub fn timeout(&self) -> Duration {
        self.test.settles.as_deref().and_then(OnceLock::get).copied().unwrap_or(self.test.timeout)
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
        self.make_dir()
    }

    /// Makes a new directory for a judgement (none while pare is exiting).
    fn make_dir(&self) -> io::Result<(PathBuf, Written)> {
        if temp_roots::closing() {
            return Err(io::Error::other("pare is exiting"));
        }
        let n = self.made.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let dir = self.root.join(format!("w{n}"));
        private_dir::create(&dir)?;
        Ok((dir, Written::new(self.mtime)))
    }

    /// Makes workers' directories ready until `count` exist (those the calls made count too),
    /// each holding `candidate` (the original) as its last call would have left it, and each
    /// handed to the calls as soon as it is: the first round of calls then writes only what
    /// its candidates change, not every file of a tree into every directory while they start.
    /// Meant for the time the test's first runs take (the reduction plans its first calls
    /// meanwhile, on another core). Stops early when `stop` says so; a directory that cannot
    /// be written is left for a call to write in full.
    pub fn ready_dirs(&self, count: usize, candidate: &[u8], stop: impl Fn() -> bool) {
        while self.made.load(Ordering::SeqCst) < count && !stop() {
            let Ok((dir, mut written)) = self.make_dir() else { break };
            if self.test.write_ahead(&dir, &mut written, candidate).is_err() {
                written = written.afresh();
            }
            self.give_back(dir, written);
        }
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
        let Some(gate) = &self.gate else { return self.verdict(self.run(candidate, cancel, false).0) };
        let Some(entered) = gate.enter(cancel) else { return Verdict::Boring };
        let result = self.run(candidate, cancel, false).0;
        drop(entered);
        if gate.passed(cancel) { self.verdict(result) } else { Verdict::Boring }
    }
}

impl ProcessOracle {
    /// The verdict on a call's result: interesting only if the test passed and, with the slip
    /// guard, its output named the kept signature.
    pub fn verdict(&self, result: CallResult) -> Verdict {
        let kept = self.keep.get().is_none_or(|keep| *keep == result.signature);
        match result.outcome {
            _ if result.interesting && kept => Verdict::Interesting,
            Outcome::TimedOut => Verdict::TimedOut,
            Outcome::SpawnFailed(e) => Verdict::Error(e),
            _ => Verdict::Boring,
        }
    }
}
