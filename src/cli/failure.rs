//! What a command ends with when it cannot go on: a message for the user and an exit status.

/// Exit status when the original is not interesting, or the output could not be written.
pub const EXIT_FAILURE: i32 = 1;
/// Exit status for bad input or options (nothing was written).
pub const EXIT_USAGE: i32 = 2;
/// Exit status when the final result did not pass its re-check (a flaky test).
pub const EXIT_FLAKY: i32 = 3;

/// A user-facing error: what went wrong and how to fix it, and the exit status that goes with it.
#[derive(Debug)]
pub struct Failure {
    /// The message (one line, or a few for the original-not-interesting case).
    pub message: String,
    /// The process exit status.
    pub code: i32,
}

/// A failure of the options or the input: nothing was started, exit 2.
pub fn usage(message: String) -> Failure {
    Failure { message, code: EXIT_USAGE }
}
