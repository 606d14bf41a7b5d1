//! What a report page shows, gathered apart from how it is drawn: the facts fixed when the run
//! starts ([`Facts`]) and where it stands ([`Now`]), live or final.

use std::ffi::OsString;

use pare::stats::{Stats, count_lines};
use pare::tree::Files;

use crate::cli::options::ReduceOptions;
use crate::cli::tree::report::{self, FileRow};
use crate::cli::user_test::Program;
use pare::Outcome;
use pare::reduction::Ended;

/// The size of a test case in the three units people count it in.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Sizes {
    /// Bytes (for a tree: of the files' contents).
    pub bytes: usize,
    /// Lines, as `wc -l` counts them plus a last line without a break.
    pub lines: usize,
    /// Tokens of pare's plain tokenizer (as the end table and the manifest count them); `None`
    /// on a live page, where tokenizing megabytes every few seconds would cost a core.
    pub tokens: Option<usize>,
}

impl Sizes {
    /// The sizes of one text.
    pub fn of(text: &[u8]) -> Sizes {
        Sizes { bytes: text.len(), lines: count_lines(text), tokens: Some(pare::reduction::count_tokens(text)) }
    }

    /// The sizes of a tree: its files' contents, each tokenized alone.
    pub fn of_files(files: &Files) -> Sizes {
        files.values().map(|f| Sizes::of(f)).fold(Sizes { tokens: Some(0), ..Sizes::default() }, |a, b| Sizes {
            bytes: a.bytes + b.bytes,
            lines: a.lines + b.lines,
            tokens: a.tokens.zip(b.tokens).map(|(x, y)| x + y),
        })
    }
}

/// What does not change while the run goes on.
#[derive(Clone, Debug, Default)]
pub struct Facts {
    /// What the page is titled by: the input's name.
    pub title: String,
    /// The command line that started pare, quoted for a shell.
    pub command_line: String,
    /// The test as given.
    pub test: String,
    /// The options that decide the result (and `-j`), as name and value, unset ones left out.
    pub options: Vec<(String, String)>,
    /// The input reduced.
    pub input: String,
    /// Where the result goes.
    pub output: String,
    /// The language the passes read it as.
    pub language: String,
    /// The original's sizes.
    pub original: Sizes,
    /// A tree's files before; `None` for one file.
    pub original_files: Option<usize>,
    /// The original's size as the engine measures it (a tree's bundle): where the plot starts.
    pub original_measured: usize,
}

/// What a run reduces, with what, and where the result goes: what every kind of run (a file,
/// a tree, a unit of a batch) tells its page the same way.
pub struct Subject<'a> {
    /// The test.
    pub program: &'a Program,
    /// The options.
    pub opts: &'a ReduceOptions,
    /// The input, as the user named it.
    pub input: String,
    /// Where the result goes.
    pub output: String,
    /// The language the passes read it as (`text`, or `by extension` for a tree).
    pub language: String,
}

impl Facts {
    /// The facts of a run on one text, `original`.
    pub fn of_text(subject: Subject, original: &[u8]) -> Facts {
        Facts { original: Sizes::of(original), original_measured: original.len(), ..Facts::common(subject) }
    }

    /// The facts of a run on a tree of `files`, whose bundle (what the engine measures) is
    /// `bundle_bytes` long.
    pub fn of_tree(subject: Subject, files: &Files, bundle_bytes: usize) -> Facts {
        Facts {
            original: Sizes::of_files(files),
            original_files: Some(files.len()),
            original_measured: bundle_bytes,
            ..Facts::common(subject)
        }
    }

    fn common(subject: Subject) -> Facts {
        let mut options = options(&subject.opts.deciding(subject.program));
        options.push(("jobs".into(), subject.opts.jobs().to_string()));
        let title = std::path::Path::new(&subject.input)
            .file_name()
            .map_or_else(|| subject.input.clone(), |n| n.to_string_lossy().into_owned());
        Facts {
            title,
            command_line: command_line(),
            test: subject.program.shown.clone(),
            options,
            input: subject.input,
            output: subject.output,
            language: subject.language,
            ..Facts::default()
        }
    }
}

/// How a run ended, for the page: why, the exit status, and what a flaky test did.
pub fn ending(ended: &Ended, reproduced: bool, code: i32) -> String {
    let flaky =
        if reproduced { "" } else { "; the test is flaky: no smaller result passed it again, the original is kept" };
    format!("{ended} (exit status {code}){flaky}")
}

/// Where the run stands.
#[derive(Clone, Debug, Default)]
pub struct Now {
    /// The counters and the timeline.
    pub stats: Stats,
    /// Wall seconds so far.
    pub seconds: f64,
    /// Seconds inside tests, summed over calls.
    pub test_seconds: f64,
    /// CPU seconds of pare's own threads.
    pub own_cpu_seconds: f64,
    /// How the run ended; `None` while it runs.
    pub ended: Option<String>,
    /// The (best so far, or final) result's sizes, when known.
    pub result: Option<Sizes>,
    /// The result's text, when known (a tree's: its files one after another under their paths).
    pub text: Option<Vec<u8>>,
    /// A tree's files, before and after; empty for one file or while the tree runs.
    pub files: Vec<FileRow>,
}

impl Now {
    /// The final state of a run on one text.
    pub fn of_text(outcome: &Outcome, test_seconds: f64, ended: String) -> Now {
        Now {
            result: Some(Sizes::of(&outcome.best)),
            text: Some(outcome.best.clone()),
            ..Now::common(outcome, test_seconds, ended)
        }
    }

    /// The final state of a run on the tree `original`.
    pub fn of_tree(outcome: &Outcome, original: &Files, test_seconds: f64, ended: String) -> Now {
        let result = outcome.files.clone().unwrap_or_default();
        Now {
            result: Some(Sizes::of_files(&result)),
            text: Some(tree_text(&result)),
            files: report::rows(original, &result),
            ..Now::common(outcome, test_seconds, ended)
        }
    }

    fn common(outcome: &Outcome, test_seconds: f64, ended: String) -> Now {
        Now {
            stats: outcome.stats.clone(),
            seconds: outcome.seconds,
            test_seconds,
            own_cpu_seconds: pare::stats::own_cpu_seconds(),
            ended: Some(ended),
            ..Now::default()
        }
    }

    /// The files left now (a tree's), from the newest improvement, or the original's count.
    pub fn files_left(&self, facts: &Facts) -> Option<usize> {
        let newest = self.stats.timeline.last().and_then(|i| i.files);
        newest.or(facts.original_files)
    }
}

/// A tree's result as one text to show: every file under a line with its path.
pub fn tree_text(files: &Files) -> Vec<u8> {
    let mut text = Vec::new();
    for (path, content) in files {
        text.extend_from_slice(format!("==> {path} <==\n").as_bytes());
        text.extend_from_slice(content);
        if !content.ends_with(b"\n") {
            text.push(b'\n');
        }
    }
    text
}

/// The command line pare was started with, each argument quoted for a POSIX shell when it
/// needs to be, so that it can be copied and run again.
pub fn command_line() -> String {
    let args: Vec<OsString> = std::env::args_os().collect();
    args.iter().map(|a| quote(&a.to_string_lossy())).collect::<Vec<_>>().join(" ")
}

fn quote(arg: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-./:=@%+,".contains(c);
    if !arg.is_empty() && arg.chars().all(plain) {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', "'\\''"))
    }
}

/// The options of a `deciding` record (`ReduceOptions::deciding`) that are set, as names and
/// values to show.
pub fn options(deciding: &serde_json::Value) -> Vec<(String, String)> {
    let Some(map) = deciding.as_object() else { return Vec::new() };
    let shown = |v: &serde_json::Value| match v {
        serde_json::Value::String(s) => Some(s.clone()),
        serde_json::Value::Null => None,
        serde_json::Value::Array(a) if a.is_empty() => None,
        v => Some(v.to_string()),
    };
    map.iter().filter_map(|(k, v)| shown(v).map(|v| (k.clone(), v))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_are_quoted_only_when_a_shell_needs_it() {
        assert_eq!(quote("-j"), "-j");
        assert_eq!(quote("error: ([^\\n]*)"), "'error: ([^\\n]*)'");
        assert_eq!(quote("it's"), "'it'\\''s'");
        let files: Files = [("a.c".to_string(), b"int a;\n".to_vec()), ("b.h".into(), b"x".to_vec())].into();
        assert_eq!(Sizes::of_files(&files), Sizes { bytes: 8, lines: 2, tokens: Some(4) });
        assert_eq!(String::from_utf8(tree_text(&files)).unwrap(), "==> a.c <==\nint a;\n==> b.h <==\nx\n");
        let set = options(&serde_json::json!({"a": null, "b": "x", "c": 3, "d": []}));
        assert_eq!(set, [("b".to_string(), "x".to_string()), ("c".into(), "3".into())]);
    }
}
