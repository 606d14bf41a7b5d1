//! Explaining a test run that did not go as expected: what ran, where, how it ended, the end of
//! its output, and the usual causes. Used when the original is not interesting (`pare`) and when
//! no input of a batch is.

use std::path::Path;

use pare::process::command::{CallResult, Outcome, TestCommand};

/// How a call ended, in words.
pub fn status(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Exited(code) => format!("exited with status {code}"),
        Outcome::Signaled(sig) => format!("was killed by signal {sig}"),
        Outcome::TimedOut => "timed out".to_string(),
        Outcome::Cancelled => "was cancelled".to_string(),
        Outcome::SpawnFailed(e) => format!("could not start: {e}"),
    }
}

/// The last lines of a captured call's stdout and stderr, indented.
pub fn output_tail(result: &CallResult) -> String {
    let captured = result.captured.clone().unwrap_or_default();
    let mut text = String::new();
    for (name, tail) in [("stdout", &captured.stdout), ("stderr", &captured.stderr)] {
        if !tail.is_empty() {
            text.push_str(&format!("\n  last lines of its {name}:\n    {}", tail.replace('\n', "\n    ")));
        }
    }
    text
}

/// Why the original is not interesting: the test `t` (shown to the user as `shown`) ran in `dir`
/// and ended as `result` says.
pub fn not_interesting(t: &TestCommand, result: &CallResult, dir: &Path, shown: &str) -> String {
    let file_name = t.file_name.to_string_lossy().to_string();
    let shown_args: Vec<String> = t.args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    let mut message = format!(
        "the original is not interesting: the test {}{}\n  command:   {} {}{}\n  directory: {} (holding only {file_name})",
        status(&result.outcome),
        if t.expect.is_some() { " (or an --expect-* condition did not hold)" } else { "" },
        t.program.display(),
        shown_args.join(" "),
        if t.args.iter().any(|a| a == "{}") { String::new() } else { format!(" {}", dir.join(&file_name).display()) },
        dir.display()
    );
    message.push_str(&output_tail(result));
    message.push_str(&format!(
        "\n  usual causes: the test uses an absolute path to the original instead of ./{file_name}; it needs another file \
         that is not in the temporary directory; a program it runs is not installed; it exits non-zero on success. \
         Try running {shown} by hand in a directory holding only a copy of the file."
    ));
    message
}
