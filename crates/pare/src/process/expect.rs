//! Conditions that make a test call interesting without a script (`--cmd` with `--expect-*`).
//!
//! Every condition given must hold (AND). treereduce OR-s its conditions, and users fall into
//! that trap: `--expect-stderr X --expect-exit 1` must not accept an exit 1 without X.

use regex::bytes::Regex;

use super::command::Outcome;

/// How the command must end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExpectExit {
    /// Exit with this status.
    Code(i32),
    /// Be killed by a signal (a crash).
    Crash,
    /// Run into the time-out.
    Timeout,
}

impl std::str::FromStr for ExpectExit {
    type Err = String;
    fn from_str(s: &str) -> Result<ExpectExit, String> {
        match s {
            "crash" => Ok(ExpectExit::Crash),
            "timeout" => Ok(ExpectExit::Timeout),
            _ => s
                .parse()
                .map(ExpectExit::Code)
                .map_err(|_| format!("'{s}' is not an exit status, 'crash' or 'timeout'")),
        }
    }
}

/// All conditions of one run.
#[derive(Clone, Debug, Default)]
pub struct Expectations {
    /// How it must end; without it any ending but a time-out will do.
    pub exit: Option<ExpectExit>,
    /// A regex its stdout must match.
    pub stdout: Option<Regex>,
    /// A regex its stderr must match.
    pub stderr: Option<Regex>,
    /// A regex its stderr must not match.
    pub not_stderr: Option<Regex>,
}

impl Expectations {
    /// True when every condition holds for a call that ended with `outcome` and printed these.
    pub fn hold(&self, outcome: &Outcome, stdout: &[u8], stderr: &[u8]) -> bool {
        let exit_ok = match (&self.exit, outcome) {
            (_, Outcome::Cancelled | Outcome::SpawnFailed(_)) => false,
            (None, Outcome::TimedOut) => false,
            (None, _) => true,
            (Some(ExpectExit::Code(c)), Outcome::Exited(e)) => c == e,
            (Some(ExpectExit::Crash), Outcome::Signaled(_)) => true,
            (Some(ExpectExit::Timeout), Outcome::TimedOut) => true,
            (Some(_), _) => false,
        };
        exit_ok
            && self.stdout.as_ref().is_none_or(|r| r.is_match(stdout))
            && self.stderr.as_ref().is_none_or(|r| r.is_match(stderr))
            && self.not_stderr.as_ref().is_none_or(|r| !r.is_match(stderr))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_condition_must_hold() {
        let e = Expectations {
            exit: Some(ExpectExit::Code(1)),
            stderr: Some(Regex::new("error: ',' expected").unwrap()),
            ..Default::default()
        };
        assert!(e.hold(&Outcome::Exited(1), b"", b"x.c:3: error: ',' expected (got \")\")"));
        assert!(!e.hold(&Outcome::Exited(1), b"", b"some other error"), "exit alone must not be enough");
        assert!(!e.hold(&Outcome::Exited(0), b"", b"error: ',' expected"), "stderr alone must not be enough");
        let crash = Expectations { exit: Some("crash".parse().unwrap()), ..Default::default() };
        assert!(crash.hold(&Outcome::Signaled(11), b"", b""));
        assert!(!crash.hold(&Outcome::Exited(139), b"", b""));
        let any = Expectations { not_stderr: Some(Regex::new("warning").unwrap()), ..Default::default() };
        assert!(any.hold(&Outcome::Exited(3), b"", b"fine"));
        assert!(!any.hold(&Outcome::TimedOut, b"", b"fine"));
        assert!(!any.hold(&Outcome::Exited(0), b"", b"a warning"));
        assert_eq!("timeout".parse::<ExpectExit>(), Ok(ExpectExit::Timeout));
        assert!("x".parse::<ExpectExit>().is_err());
    }
}
