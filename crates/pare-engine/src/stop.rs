//! Why a reduction ended before reaching a fixed point.

use std::fmt;

/// A reason to stop reducing now; passes propagate it with `?` so every loop unwinds at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// A signal arrived (SIGINT, SIGTERM or SIGHUP); the number is the signal's.
    Interrupted(i32),
    /// `--max-calls` test calls have been made.
    MaxCalls,
    /// `--time-limit` has passed.
    TimeLimit,
    /// The output could not be written; the reducer keeps the message.
    WriteFailed,
    /// A dry run of a pass, which only lists what the pass would ask first, has its list: the
    /// scheduler's preview of the next pass (never the end of a reduction).
    DryRun,
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::Interrupted(sig) => write!(f, "interrupted by signal {sig}"),
            Stop::MaxCalls => write!(f, "reached --max-calls"),
            Stop::TimeLimit => write!(f, "reached --time-limit"),
            Stop::WriteFailed => write!(f, "could not write the output"),
            Stop::DryRun => write!(f, "a dry run listed its candidates"),
        }
    }
}
