//! The user's interestingness test, from the options: a TEST script or a `--cmd` with
//! `--expect-*` conditions, checked before anything runs, and turned into the
//! [`TestCommand`] run for every candidate.

use std::ffi::OsString;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::failure::{Failure, usage};
use super::options::ReduceOptions;
use pare::process::command::{TestCommand, TestOutput};
use pare::process::expect::{ExpectExit, Expectations};
use pare::process::signature::Signature;

/// The default and largest automatic per-call time-out, in seconds.
pub const MAX_AUTO_TIMEOUT: f64 = 300.0;

/// The program to run and its arguments, and the test as the user named it (for messages).
#[derive(Clone, Debug)]
pub struct Program {
    /// Absolute path of the program.
    pub path: PathBuf,
    /// Its arguments (`{}` stands for the candidate's path).
    pub args: Vec<OsString>,
    /// TEST or the `--cmd` string, as given.
    pub shown: String,
}

impl Program {
    /// The `--cmd` command, split into words, its program found on PATH.
    pub fn from_cmd(cmd: &str) -> Result<Program, Failure> {
        let words = shlex::split(cmd)
            .filter(|w| !w.is_empty())
            .ok_or_else(|| usage(format!("cannot split --cmd '{cmd}' into words (unbalanced quotes?)")))?;
        let path = find_program(&words[0])?;
        Ok(Program { path, args: words[1..].iter().map(OsString::from).collect(), shown: cmd.to_string() })
    }

    /// A TEST script.
    pub fn from_test(test: &Path) -> Result<Program, Failure> {
        Ok(Program { path: check_test(test)?, args: Vec::new(), shown: test.display().to_string() })
    }
}

/// The test as pare runs it for every candidate, with the candidate named `file_name`, before
/// its time-out is known (`--timeout` or the largest automatic one).
pub fn test_command(opts: &ReduceOptions, program: &Program, file_name: &std::ffi::OsStr) -> TestCommand {
    let any = opts.expect_exit.is_some()
        || opts.expect_stdout.is_some()
        || opts.expect_stderr.is_some()
        || opts.not_stderr.is_some();
    // C-Reduce's convention: a command with no expectation is interesting when it exits 0.
    // ("Any ending but a time-out" would make every candidate interesting, the empty one first.)
    let exit = opts.expect_exit.clone().or_else(|| (!any).then_some(ExpectExit::Code(0)));
    let expect = (opts.cmd.is_some() || any).then(|| Expectations {
        exit,
        stdout: opts.expect_stdout.clone(),
        stderr: opts.expect_stderr.clone(),
        not_stderr: opts.not_stderr.clone(),
    });
    TestCommand {
        program: program.path.clone(),
        args: program.args.clone(),
        file_name: file_name.to_owned(),
        timeout: Duration::from_secs_f64(opts.timeout.unwrap_or(MAX_AUTO_TIMEOUT)),
        settles: None,
        output: if opts.show_test_output { TestOutput::Inherit } else { TestOutput::Discard },
        memory_limit: opts.memory_limit,
        expect,
        signature: opts.signature.clone().map(Signature::new),
        tree: None,
    }
}

/// Like Shrink Ray: 10 times what the original's test took, at least 1 s, at most the default.
pub fn auto_timeout(took: Duration) -> Duration {
    Duration::from_secs_f64((10.0 * took.as_secs_f64()).clamp(1.0, MAX_AUTO_TIMEOUT))
}

/// Finds a --cmd program: a path as given, or a name on PATH.
fn find_program(name: &str) -> Result<PathBuf, Failure> {
    if name.contains('/') {
        return check_test(Path::new(name));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0))
        .ok_or_else(|| usage(format!("cannot find the program '{name}' of --cmd on PATH")))
}

/// Resolves TEST to an absolute path of an executable file.
fn check_test(test: &Path) -> Result<PathBuf, Failure> {
    let meta = fs::metadata(test).map_err(|e| usage(format!("cannot find the test {}: {e}", test.display())))?;
    if !meta.is_file() {
        return Err(usage(format!("the test {} is not a file", test.display())));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(usage(format!("the test {} is not executable (try: chmod +x {})", test.display(), test.display())));
    }
    fs::canonicalize(test).map_err(|e| usage(format!("cannot resolve {}: {e}", test.display())))
}
