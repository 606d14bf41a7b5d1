//! Runs the user's interestingness test once, on one candidate, in a directory of its own.
//!
//! The test gets the candidate under the original file's base name in its working directory *and*
//! as its first argument (absolute path), so scripts written for C-Reduce/C-Vise (relative name) and
//! for treereduce-style tools (path argument) both work. Each call runs in a new process group so
//! that a time-out or a cancellation kills the test and every child it started.

use std::ffi::OsString;
use std::fs;
use std::io;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use wait_timeout::ChildExt;

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
    /// True only for a clean exit with status 0: the candidate is interesting.
    pub fn is_interesting(&self) -> bool {
        matches!(self, Outcome::Exited(0))
    }

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

/// A handle through which another thread can cancel a running call (kills its process group).
#[derive(Default)]
pub struct CallHandle {
    pgid: Mutex<Option<i32>>,
    cancelled: AtomicBool,
}

impl CallHandle {
    /// Kills the call's process group now, or as soon as it has started.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::SeqCst);
        if let Some(pgid) = *self.pgid.lock().unwrap() {
            kill_group(pgid);
        }
    }

    fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::SeqCst)
    }
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
    /// Arguments given before the candidate's path.
    pub args: Vec<OsString>,
    /// The base name the candidate gets inside the test's directory.
    pub file_name: OsString,
    /// Per-call time limit; past it the call counts as not interesting.
    pub timeout: Duration,
    /// Where the test's output goes.
    pub output: TestOutput,
}

/// The outcome of one call together with its wall time.
#[derive(Clone, Debug)]
pub struct CallResult {
    /// How the call ended.
    pub outcome: Outcome,
    /// How long it took, from spawn to exit.
    pub elapsed: Duration,
}

impl TestCommand {
    /// Runs the test once on `candidate` inside `dir` (emptied first), killing its process group
    /// at the time-out or when `handle` is cancelled. Output goes where `self.output` says, unless
    /// `capture` gives files for stdout and stderr.
    pub fn run(
        &self,
        dir: &Path,
        candidate: &[u8],
        handle: &CallHandle,
        capture: Option<(fs::File, fs::File)>,
    ) -> CallResult {
        let start = Instant::now();
        let outcome = self.run_inner(dir, candidate, handle, capture);
        CallResult { outcome, elapsed: start.elapsed() }
    }

    fn run_inner(
        &self,
        dir: &Path,
        candidate: &[u8],
        handle: &CallHandle,
        capture: Option<(fs::File, fs::File)>,
    ) -> Outcome {
        if handle.is_cancelled() {
            return Outcome::Cancelled;
        }
        let path = match prepare_dir(dir, &self.file_name, candidate) {
            Ok(path) => path,
            Err(e) => {
                return Outcome::SpawnFailed(format!("cannot write the candidate in {}: {e}", dir.display()));
            }
        };
        let mut command = Command::new(&self.program);
        command.args(&self.args).arg(&path).current_dir(dir).stdin(Stdio::null()).process_group(0);
        match (capture, self.output) {
            (Some((out, err)), _) => {
                command.stdout(out).stderr(err);
            }
            (None, TestOutput::Discard) => {
                command.stdout(Stdio::null()).stderr(Stdio::null());
            }
            (None, TestOutput::Inherit) => {}
        }
        let mut child = match command.spawn() {
            Ok(child) => child,
            Err(e) => {
                return Outcome::SpawnFailed(format!("cannot run {}: {e}", self.program.display()));
            }
        };
        let pgid = child.id() as i32;
        {
            let mut slot = handle.pgid.lock().unwrap();
            *slot = Some(pgid);
            if handle.is_cancelled() {
                kill_group(pgid);
            }
        }
        let outcome = match child.wait_timeout(self.timeout) {
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
        // Children the test left running (daemons, background jobs) die with the group.
        let mut slot = handle.pgid.lock().unwrap();
        kill_group(pgid);
        *slot = None;
        if handle.is_cancelled() { Outcome::Cancelled } else { outcome }
    }
}

/// Empties `dir` (recreating it if the last test deleted it) and writes the candidate into it.
fn prepare_dir(dir: &Path, file_name: &OsString, candidate: &[u8]) -> io::Result<PathBuf> {
    match fs::read_dir(dir) {
        Ok(entries) => {
            for entry in entries.flatten() {
                let p = entry.path();
                let is_dir = entry.file_type().map(|t| t.is_dir()).unwrap_or(false);
                let _ = if is_dir { fs::remove_dir_all(&p) } else { fs::remove_file(&p) };
            }
        }
        Err(_) => crate::private_dir::create(dir)?,
    }
    let path = dir.join(file_name);
    fs::write(&path, candidate)?;
    Ok(path)
}
