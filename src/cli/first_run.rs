//! The test's first runs, before anything is written: on the original, which must be
//! interesting (within a limit, with a word while pare waits, and a clear error when the test
//! does not end), and on an empty file, which must not be (a test that passes on nothing does
//! not check for the bug), unless `--allow-trivial`. With `-j` above 1 the two run side by side;
//! the empty run's verdict is handed to the reduction, whose first question it is. With `-j`
//! above 2 the reduction itself starts beside them ([`super::head_start`]).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use super::explain;
use super::failure::{EXIT_FAILURE, Failure, usage};
use super::options::ReduceOptions;
use super::user_test::{MAX_AUTO_TIMEOUT, auto_timeout};
use pare::Verdict;
use pare::process::ProcessOracle;
use pare::process::command::{CallResult, Outcome, TestCommand};
use pare::process::expect::ExpectExit;

/// How long the first run goes on before pare says what it is waiting for.
const NOTICE_AFTER: Duration = Duration::from_secs(3);
/// How often it says so again while the test still runs.
const NOTICE_EVERY: Duration = Duration::from_secs(30);

/// What set the first run's time limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitBy {
    /// `--timeout`.
    Timeout,
    /// `--time-limit`, shorter than the time-out: the whole run's time is up.
    TimeLimit,
    /// Neither: [`MAX_AUTO_TIMEOUT`].
    Default,
}

impl std::fmt::Display for LimitBy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            LimitBy::Timeout => "--timeout",
            LimitBy::TimeLimit => "--time-limit",
            LimitBy::Default => "the first run's default limit",
        })
    }
}

/// The time limit of the test's first run, and what set it: `--timeout` if given, else
/// [`MAX_AUTO_TIMEOUT`], and never past `deadline` (`--time-limit`'s end).
pub fn limit(opts: &ReduceOptions, deadline: Option<Instant>) -> (Duration, LimitBy) {
    let timeout = match opts.timeout {
        Some(t) => (Duration::from_secs_f64(t), LimitBy::Timeout),
        None => (Duration::from_secs_f64(MAX_AUTO_TIMEOUT), LimitBy::Default),
    };
    match deadline.map(|d| d.saturating_duration_since(Instant::now())) {
        Some(left) if left < timeout.0 => (left, LimitBy::TimeLimit),
        _ => timeout,
    }
}

/// A run of the test that pare waits for, for its messages: what runs, on what, and how long
/// it may take.
pub struct Watched<'a> {
    /// TEST or the `--cmd` string, as the user gave it.
    pub shown: &'a str,
    /// What the test runs on ("the original", an input's path).
    pub on: String,
    /// The run's time limit and what set it (see [`limit`]).
    pub limit: (Duration, LimitBy),
    /// No notices (`-q`).
    pub quiet: bool,
}

impl Watched<'_> {
    /// Runs `oracle` on `bytes`, saying after a few seconds (and every half minute after) what
    /// pare waits for; cancelled when `signal` is set.
    pub fn run(&self, oracle: &ProcessOracle, bytes: &[u8], signal: &AtomicUsize) -> (CallResult, std::path::PathBuf) {
        let mut next = NOTICE_AFTER;
        oracle.run_watched(bytes, signal, |waited| {
            if waited >= next && !self.quiet {
                eprintln!(
                    "pare: waiting for the test on {} ({} s so far; stopped at {} s by {}): {}",
                    self.on,
                    waited.as_secs(),
                    seconds(self.limit.0),
                    self.limit.1,
                    self.shown
                );
                next += NOTICE_EVERY;
            }
        })
    }

    /// Why a test that ran into its limit says nothing about interestingness, and what to do.
    pub fn timed_out(&self, result: &CallResult) -> String {
        format!(
            "the test did not finish on {} within {} s ({}), so pare cannot tell whether it is \
             interesting. Does it end by itself? Run {} by hand in a directory holding only a copy of \
             the file; a slow test needs a larger --timeout (and --time-limit).{}",
            self.on,
            seconds(self.limit.0),
            self.limit.1,
            self.shown,
            explain::output_tail(result)
        )
    }
}

/// Why the original's run says nothing of the bug, if it does not: it timed out (unless that is
/// what the test expects), was not interesting, or its output lacks `--signature`. Else how long
/// it took, and the original's signature with `--signature`.
fn original_failure(
    oracle: &ProcessOracle,
    (result, dir): &(CallResult, std::path::PathBuf),
    watched: &Watched,
) -> Result<(Duration, Option<String>), Failure> {
    // Only a test expected to time out may: then the limit is what it waits for.
    let expected = oracle.test().expect.as_ref().is_some_and(|e| e.exit == Some(ExpectExit::Timeout));
    if result.outcome == Outcome::TimedOut && (!expected || watched.limit.1 == LimitBy::TimeLimit) {
        return Err(Failure { message: watched.timed_out(result), code: EXIT_FAILURE });
    }
    if !result.interesting {
        let message = explain::not_interesting(oracle.test(), result, dir, watched.shown);
        return Err(Failure { message, code: EXIT_FAILURE });
    }
    let Some(regex) = &oracle.test().signature else { return Ok((result.elapsed, None)) };
    match &result.signature {
        Some(signature) => Ok((result.elapsed, Some(signature.clone()))),
        None => Err(Failure {
            message: format!(
                "--signature '{}' matches nothing in the test's output on the original, so it cannot keep \
                 the bug's signature; the end of its output:\n{}",
                regex.as_str(),
                explain::output_tail(result)
            ),
            code: EXIT_FAILURE,
        }),
    }
}

/// The oracle of the test's first runs and of the reduction after them. Its time-out is the
/// first runs' limit until the run on the original settles it ([`TestCommand::settles`]); with
/// `held`, its verdicts wait for the first runs to pass, at most that many of its tests running
/// before then (see [`super::head_start`]).
pub fn oracle(mut command: TestCommand, watched: &Watched, held: Option<usize>) -> Result<ProcessOracle, Failure> {
    command.timeout = watched.limit.0;
    command.settles = Some(Arc::new(OnceLock::new()));
    let oracle = ProcessOracle::new(command).map_err(|e| usage(format!("cannot create a temporary directory: {e}")))?;
    Ok(match held {
        Some(permits) => oracle.held(permits),
        None => oracle,
    })
}

/// Runs the test on the original within `watched`'s limit, and on an empty input: side by side
/// when `jobs` allows two tests at once (the empty run's time-out is settled when the
/// original's run ends, so it is judged as a run after it would be), else one after the other.
/// The original must be interesting (else an error explains why); then the oracle's per-call
/// time-out settles at `--timeout`, or adapts to how long that run took, and with
/// `--signature` the original's signature is kept. Returns the verdict on an empty input (`None`
/// when it could not be judged, e.g. the test did not start on it; the reduction then asks
/// it itself), which the reduction need not ask again ([`pare::Reduction::empty_judged`]). An
/// empty original has no empty run. The other workers' directories are made while the test
/// runs on the original.
pub fn first_runs(
    opts: &ReduceOptions,
    oracle: &ProcessOracle,
    original: &[u8],
    watched: &Watched,
    (signal, jobs): (&AtomicUsize, usize),
) -> Result<Option<bool>, Failure> {
    let side_by_side = jobs > 1 && !original.is_empty();
    let settles = oracle.test().settles.clone().expect("first_run::oracle settles the time-out");
    let (stop_empty, original_ran) = (AtomicUsize::new(0), AtomicBool::new(false));
    let (checked, beside) = std::thread::scope(|s| {
        let empty = side_by_side.then(|| s.spawn(|| oracle.run_captured(b"", &stop_empty)));
        // The other workers' directories, made ready while the test runs on the original (and
        // no longer: the reduction does not wait for them).
        if side_by_side && jobs > 2 {
            let ran = &original_ran;
            let stop = move || ran.load(Ordering::SeqCst) || signal.load(Ordering::SeqCst) != 0;
            s.spawn(move || oracle.ready_dirs(jobs, original, stop));
        }
        let checked = original_failure(oracle, &watched.run(oracle, original, signal), watched);
        original_ran.store(true, Ordering::SeqCst);
        match &checked {
            Ok((took, _)) if signal.load(Ordering::SeqCst) == 0 => {
                let _ = settles.set(timeout_after(opts, *took));
            }
            _ => stop_empty.store(1, Ordering::SeqCst),
        }
        // The empty run may go on to its settled time-out: a signal still stops it at once.
        let empty = empty.map(|run| {
            while !run.is_finished() {
                if signal.load(Ordering::SeqCst) != 0 {
                    stop_empty.store(1, Ordering::SeqCst);
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            run.join().expect("the test runner does not panic").0
        });
        (checked, empty)
    });
    interrupted(signal)?;
    let (_, signature) = checked?;
    if let Some(signature) = signature {
        if !opts.quiet {
            eprintln!("pare: signature: {signature}");
        }
        oracle.keep_signature(Some(signature));
    }
    let empty = match beside {
        Some(result) => Some(result),
        None if original.is_empty() => None,
        None => Some(oracle.run_captured(b"", signal).0),
    };
    interrupted(signal)?;
    Ok(empty.and_then(|result| match oracle.verdict(result) {
        Verdict::Interesting => Some(true),
        Verdict::Boring | Verdict::TimedOut => Some(false),
        Verdict::Error(_) => None,
    }))
}

/// The per-call time-out: `--timeout`, or [`auto_timeout`] of the original's run.
fn timeout_after(opts: &ReduceOptions, took: Duration) -> Duration {
    opts.timeout.map_or_else(|| auto_timeout(took), Duration::from_secs_f64)
}

/// An error when the test passes on an empty file (`empty`), unless `--allow-trivial`.
pub fn check_trivial(empty: Option<bool>, opts: &ReduceOptions) -> Result<(), Failure> {
    if opts.allow_trivial || empty != Some(true) {
        return Ok(());
    }
    Err(Failure { message: trivial(opts), code: EXIT_FAILURE })
}

/// Why a test that passes on an empty file is refused, and how to fix it.
pub fn trivial(opts: &ReduceOptions) -> String {
    let no_expectation = opts.expect_exit.is_none()
        && opts.expect_stdout.is_none()
        && opts.expect_stderr.is_none()
        && opts.not_stderr.is_none();
    let hint = match (&opts.cmd, no_expectation) {
        (Some(_), true) => {
            "With --cmd and no --expect-*, a candidate is interesting when the command exits 0: add \
             the conditions that name the bug (--expect-stderr 'its message', --expect-exit 1, …)."
        }
        (Some(_), false) => "Every --expect-* condition holds on an empty file: make them name the bug.",
        (None, _) => "Make the test look for the bug itself (grep its message), not only at an exit status.",
    };
    format!(
        "the test passes on an empty file, so it does not check for the bug: every reduction would end \
         empty. {hint} Give --allow-trivial if an empty result is what you want."
    )
}

/// A time limit in seconds, as a person writes it: `300`, `2.5`.
fn seconds(d: Duration) -> String {
    let tenths = (d.as_secs_f64() * 10.0).round() / 10.0;
    if tenths.fract() == 0.0 { format!("{tenths:.0}") } else { format!("{tenths:.1}") }
}

/// The failure of a run stopped by a signal before anything was written.
fn interrupted(signal: &AtomicUsize) -> Result<(), Failure> {
    match signal.load(Ordering::SeqCst) {
        0 => Ok(()),
        sig => {
            Err(Failure { message: "interrupted before reducing; nothing was changed".into(), code: 128 + sig as i32 })
        }
    }
}
