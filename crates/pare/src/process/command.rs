//! Runs the user's interestingness test once, on one candidate, in a directory of its own.
//!
//! The test gets the candidate under the original file's base name in its working directory *and*
//! as its first argument (absolute path), so scripts written for C-Reduce/C-Vise (relative name) and
//! for treereduce-style tools (path argument) both work. Each call runs in a new process group so
//! that a time-out or a cancellation kills the test and every child it started.

use std::ffi::OsString;
use std::fs;
use std::io::{self, Read};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use std::sync::{Arc, OnceLock};

use super::expect::Expectations;
use super::signature::{Signature, without_paths};
use super::wait::{Limit, wait_for};
use crate::oracle::Cancel;
use crate::tree::layout::Layout;
use crate::tree::written::{Written, overwrite};

/// How one call of the test ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The test exited normally with this status code (0 means interesting).
    Exited(i32),
    /// The test was killed by this signal (not by us).
    Signaled(i32),
    /// The test ran past the time-out and was killed with its process group.
    TimedOut,
    /// Another candidate won first, so this call was killed early; its verdict is meaningless.
    Cancelled,
    /// The test could not be started at all.
    SpawnFailed(String),
}

impl Outcome {
    fn from_status(status: ExitStatus) -> Outcome {
        match (status.code(), status.signal()) {
            (Some(code), _) => Outcome::Exited(code),
            (None, Some(sig)) => Outcome::Signaled(sig),
            (None, None) => Outcome::Exited(-1),
        }
    }
}

/// What to do with the test's stdout and stderr.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TestOutput {
    /// Throw it away (the default: a chatty test must not slow pare down or fill the terminal).
    Discard,
    /// Pass it through to pare's own stdout/stderr (`--show-test-output`).
    Inherit,
}

/// Sends SIGKILL to a whole process group; a group that is already gone is not an error.
pub fn kill_group(pgid: i32) {
    // SAFETY: killpg has no memory-safety preconditions; a stale id at worst fails with ESRCH.
    unsafe {
        libc::killpg(pgid, libc::SIGKILL);
    }
}

/// The user's test, as pare runs it for every candidate.
#[derive(Clone, Debug)]
pub struct TestCommand {
    /// Absolute path of the program to run.
    pub program: PathBuf,
    /// Its arguments. An argument `{}` is replaced by the candidate's path; when there is none,
    /// the path is appended as the last argument.
    pub args: Vec<OsString>,
    /// The base name the candidate gets inside the test's directory.
    pub file_name: OsString,
    /// Per-call time limit; past it the call counts as not interesting (unless expected).
    pub timeout: Duration,
    /// A shorter time-out that is not known yet when the call starts: a call run beside the
    /// first run on the original, whose time sets the time-out (see [`Limit`]).
    pub settles: Option<Arc<OnceLock<Duration>>>,
    /// Where the test's output goes.
    pub output: TestOutput,
    /// A cap on the test's address space in bytes (RLIMIT_AS), if any.
    pub memory_limit: Option<u64>,
    /// Conditions that decide interestingness instead of "exit status 0".
    pub expect: Option<Expectations>,
    /// What names the bug in the test's output (`--signature`); its output is then captured.
    pub signature: Option<Signature>,
    /// For a tree's reduction: the candidate is a bundle, written out as a directory tree by
    /// this layout, whose root is the test's first argument.
    pub tree: Option<Arc<Layout>>,
}

/// The outcome of one call, its verdict and its wall time.
#[derive(Clone, Debug)]
pub struct CallResult {
    /// How the call ended.
    pub outcome: Outcome,
    /// Whether the candidate is interesting.
    pub interesting: bool,
    /// How long it took, from spawn to exit.
    pub elapsed: Duration,
    /// The end of its output, when capture was asked for.
    pub captured: Option<CapturedOutput>,
    /// The bug its output names, with a `signature` (`None` when the regex found nothing).
    pub signature: Option<String>,
}

/// The last lines of a call's output, for error messages.
#[derive(Clone, Debug, Default)]
pub struct CapturedOutput {
    /// The end of its stdout.
    pub stdout: String,
    /// The end of its stderr.
    pub stderr: String,
}

/// How much of a test's output the `--expect-*` conditions look at.
const MAX_MATCHED_OUTPUT: u64 = 16 << 20;

impl TestCommand {
    /// Runs the test once on `candidate` inside `dir` (made to hold the candidate and nothing
    /// else; `written` says what pare last left there), killing its process group
    /// at the time-out or when `cancel` says so. With `capture`, the end of its output is
    /// returned too. Output that is captured or matched goes to files beside `dir`, never to a
    /// pipe, so a test that writes megabytes cannot block.
    pub fn run(
        &self,
        dir: &Path,
        written: &mut Written,
        candidate: &[u8],
        cancel: &Cancel,
        capture: bool,
    ) -> CallResult {
        let start = Instant::now();
        let matched = self.expect.is_some() || self.signature.is_some();
        let files = (capture || matched).then(|| (dir.with_extension("stdout"), dir.with_extension("stderr")));
        let outcome = self.run_inner(dir, written, candidate, cancel, files.as_ref());
        let elapsed = start.elapsed();
        let read = |p: &Path| -> Vec<u8> {
            let mut buf = Vec::new();
            if let Ok(f) = fs::File::open(p) {
                let _ = f.take(MAX_MATCHED_OUTPUT).read_to_end(&mut buf);
            }
            buf
        };
        let (out, err) = files.as_ref().map(|(o, e)| (read(o), read(e))).unwrap_or_default();
        let interesting = match &self.expect {
            Some(expect) => expect.hold(&outcome, &out, &err),
            None => outcome == Outcome::Exited(0),
        };
        let captured = capture.then(|| CapturedOutput { stdout: tail(&out), stderr: tail(&err) });
        let signature = self.signature.as_ref().and_then(|s| {
            let path = dir.join(&self.file_name);
            s.of(&without_paths(&out, dir, &path), &without_paths(&err, dir, &path))
        });
        CallResult { outcome, interesting, elapsed, captured, signature }
    }

    /// Writes `candidate` into `dir` as a call would before starting the test, without
    /// starting it: a worker's directory made ready ahead of its first call.
    pub fn write_ahead(&self, dir: &Path, written: &mut Written, candidate: &[u8]) -> io::Result<()> {
        prepare_dir(dir, written, &self.file_name, self.tree.as_deref(), candidate)?;
        empty_dir(&dir.with_extension("tmp"))
    }

    fn run_inner(
        &self,
        dir: &Path,
        written: &mut Written,
        candidate: &[u8],
        cancel: &Cancel,
        files: Option<&(PathBuf, PathBuf)>,
    ) -> Outcome {
        if cancel.is_cancelled() {
            return Outcome::Cancelled;
        }
        let path = match prepare_dir(dir, written, &self.file_name, self.tree.as_deref(), candidate) {
            Ok(path) => path,
            Err(e) => return Outcome::SpawnFailed(format!("cannot write the candidate in {}: {e}", dir.display())),
        };
        let mut command = Command::new(&self.program);
        if self.args.iter().any(|a| a == "{}") {
            command.args(self.args.iter().map(|a| if a == "{}" { path.as_os_str() } else { a.as_os_str() }));
        } else {
            command.args(&self.args).arg(&path);
        }
        // The test's own temporary files go beside its directory and are emptied before the
        // next call: a test killed at its time-out or cancelled never runs its cleanup traps.
        let tmp = dir.with_extension("tmp");
        if let Err(e) = empty_dir(&tmp) {
            return Outcome::SpawnFailed(format!("cannot prepare {}: {e}", tmp.display()));
        }
        command.current_dir(dir).env("TMPDIR", &tmp).stdin(Stdio::null()).process_group(0);
        if let Some(limit) = self.memory_limit {
            // SAFETY: setrlimit is async-signal-safe and touches no memory of the parent.
            unsafe {
                command.pre_exec(move || {
                    let rl = libc::rlimit { rlim_cur: limit, rlim_max: limit };
                    if libc::setrlimit(libc::RLIMIT_AS, &rl) != 0 {
                        return Err(io::Error::last_os_error());
                    }
                    Ok(())
                });
            }
        }
        match (files, self.output) {
            (Some((out, err)), _) => match (fs::File::create(out), fs::File::create(err)) {
                (Ok(o), Ok(e)) => {
                    command.stdout(o).stderr(e);
                }
                _ => return Outcome::SpawnFailed(format!("cannot create output files beside {}", dir.display())),
            },
            (None, TestOutput::Discard) => {
                command.stdout(Stdio::null()).stderr(Stdio::null());
            }
            (None, TestOutput::Inherit) => {}
        }
        let mut child = match command.spawn() {
            Ok(child) => child,
            Err(e) => return Outcome::SpawnFailed(format!("cannot run {}: {e}", self.program.display())),
        };
        let pgid = child.id() as i32;
        cancel.on_cancel(Box::new(move || kill_group(pgid)));
        let limit = Limit { most: self.timeout, settled: self.settles.as_deref() };
        let outcome = match wait_for(&mut child, limit) {
            Ok(Some(status)) => Outcome::from_status(status),
            Ok(None) => {
                kill_group(pgid);
                let _ = child.wait();
                Outcome::TimedOut
            }
            Err(e) => {
                kill_group(pgid);
                let _ = child.wait();
                Outcome::SpawnFailed(format!("waiting for the test failed: {e}"))
            }
        };
        // Children the test left running (daemons, background jobs) die with the group; once the
        // hook is cleared, a cancellation can no longer kill a process group id reused since.
        cancel.clear(|| kill_group(pgid));
        if cancel.is_cancelled() { Outcome::Cancelled } else { outcome }
    }
}

/// The last 10 lines (at most 2 KB) of some output.
fn tail(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(&bytes[bytes.len().saturating_sub(2048)..]);
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(10)..].join("\n")
}

/// Empties `dir`, creating it (private) if it is missing, e.g. because the last test deleted it.
fn empty_dir(dir: &Path) -> io::Result<()> {
    empty_dir_but(dir, None)
}

/// [`empty_dir`], leaving the entry called `keep`.
fn empty_dir_but(dir: &Path, keep: Option<&std::ffi::OsStr>) -> io::Result<()> {
    match fs::read_dir(dir) {
        Ok(entries) => {
            for entry in entries.flatten().filter(|e| Some(e.file_name().as_os_str()) != keep) {
                let p = entry.path();
                let is_dir = entry.file_type().map(|t| t.is_dir()).unwrap_or(false);
                let _ = if is_dir { fs::remove_dir_all(&p) } else { fs::remove_file(&p) };
            }
            Ok(())
        }
        Err(_) => super::private_dir::create(dir),
    }
}

/// Makes `dir` hold the candidate and nothing else; returns the path the test gets. A tree is
/// written by its layout, rewriting only what changed since `written` (and all of it if that
/// fails, e.g. because the test made a directory pare cannot walk); a file is written afresh.
fn prepare_dir(
    dir: &Path,
    written: &mut Written,
    file_name: &OsString,
    tree: Option<&Layout>,
    candidate: &[u8],
) -> io::Result<PathBuf> {
    if let Some(layout) = tree {
        if let Ok(root) = layout.write(dir, candidate, written) {
            return Ok(root);
        }
        empty_dir(dir)?;
        *written = written.afresh();
        return layout.write(dir, candidate, written);
    }
    let path = dir.join(file_name);
    // The last candidate's file is rewritten where it is when the test left it as pare wrote
    // it: a new file costs a new inode (see `tree::written`).
    let reuse = written.has_file(dir, Path::new(file_name));
    empty_dir_but(dir, reuse.then_some(file_name.as_os_str()))?;
    overwrite(&path, candidate)?;
    written.wrote_file(dir, Path::new(file_name))?;
    Ok(path)
}
