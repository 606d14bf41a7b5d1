//! The options `pare` and `pare batch` share: how to run and judge the test, and how to reduce.
//! One definition, flattened into both commands, so a batch takes exactly what a single
//! reduction takes.

use std::path::{Path, PathBuf};

use clap::Args;

use super::choices;
use super::user_test::Program;
use pare::Reduction;
use pare::process::expect::ExpectExit;
use pare::reduction::ScanOrder;
use pare::reduction::SyntaxFilterMode;
use pare::reduction::grammar_dirs;
use pare::reduction::{Lang, LangChoice};

/// Test and reduction options.
#[derive(Args, Debug, Clone)]
pub struct ReduceOptions {
    /// A test without a script: run this command ({} is the candidate's path), judged by the
    /// --expect-* conditions (all must hold; without any, exit status 0 is interesting; with
    /// some but no --expect-exit, any ending but a time-out).
    #[arg(long, value_name = "CMD")]
    pub cmd: Option<String>,

    /// The test must exit with this status, or be killed by a signal (crash), or time out (timeout).
    #[arg(long, value_name = "CODE|crash|timeout")]
    pub expect_exit: Option<ExpectExit>,

    /// The test's stdout must match this regex.
    #[arg(long, value_name = "REGEX", value_parser = super::regex_arg::parse)]
    pub expect_stdout: Option<regex::bytes::Regex>,

    /// The test's stderr must match this regex.
    #[arg(long, value_name = "REGEX", value_parser = super::regex_arg::parse)]
    pub expect_stderr: Option<regex::bytes::Regex>,

    /// The test's stderr must not match this regex.
    #[arg(long, value_name = "REGEX", value_parser = super::regex_arg::parse)]
    pub not_stderr: Option<regex::bytes::Regex>,

    /// Names the bug: this regex's capture groups (or its whole match) in the test's stdout and
    /// stderr. A candidate is interesting only if the test passes *and* its output has the
    /// original's signature, so the reduction cannot slip to another bug.
    #[arg(long, value_name = "REGEX", value_parser = super::regex_arg::parse)]
    pub signature: Option<regex::bytes::Regex>,

    /// How many tests to run at once [default: number of cores].
    #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub jobs: Option<u32>,

    /// Seconds before a test call is killed (with its whole process group) and counted as not
    /// interesting [default: 10 times the original's test time, at least 1, at most 300].
    #[arg(long, value_name = "SECS", value_parser = positive_seconds)]
    pub timeout: Option<f64>,

    /// Cap each test's address space (RLIMIT_AS), e.g. 2G or 512M.
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    pub memory_limit: Option<u64>,

    /// Re-run every new best N more times and keep it only if all pass (for flaky tests).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=100))]
    pub confirm: u32,

    /// Text matching this regex is never removed or changed.
    #[arg(long, value_name = "REGEX", value_parser = super::regex_arg::parse)]
    pub protect: Option<regex::bytes::Regex>,

    /// Comma-separated pass names to run, in that order (see --list-passes).
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    pub passes: Option<Vec<String>>,

    /// Stop after this many test calls (counted as a -j 1 run would make them).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_calls: Option<u64>,

    /// Stop after this many seconds.
    #[arg(long, value_name = "SECS", value_parser = positive_seconds)]
    pub time_limit: Option<f64>,

    /// The file's language [default: from its extension; other files get the text passes only].
    #[arg(long, value_name = "LANG", value_parser = choices::lang())]
    pub lang: Option<LangChoice>,

    /// Parse with the tree-sitter grammar in DIR (with src/parser.c and src/node-types.json),
    /// compiled once into a cache; its table is derived from the grammar's own files.
    #[arg(long, value_name = "DIR", conflicts_with = "lang")]
    pub grammar: Option<PathBuf>,

    /// A grammar table (the format of pare's grammars/) whose entries add to or replace what
    /// --grammar derives.
    #[arg(long, value_name = "FILE", requires = "grammar")]
    pub grammar_table: Option<PathBuf>,

    /// Test candidates that do not parse (the same as --syntax-filter off).
    #[arg(long, conflicts_with = "syntax_filter")]
    pub allow_syntax_errors: bool,

    /// Reject candidates that do not parse without running the test: auto (when the original
    /// parses cleanly), on (the original must parse cleanly), off.
    #[arg(long, value_name = "MODE", value_parser = choices::syntax_filter(), default_value = "auto")]
    pub syntax_filter: SyntaxFilterMode,

    /// The order deletion passes scan their units in.
    #[arg(long, value_parser = choices::order(), default_value = "backward")]
    pub order: ScanOrder,

    /// How many independent deletions to judge at once against the same best, merging their
    /// successes: keeps up to W tests running however the verdicts fall. On a machine with many
    /// slots (tests that run elsewhere, many cores) set it between -j and twice -j: at twice -j
    /// the slots stay busy while a batch's last tests run; 1 is the sequential search. Decides
    /// the result (-j never does); costs a few more test calls in all.
    #[arg(long, value_name = "W", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub width: u32,

    /// Reduce even when the test passes on an empty file (by default that is an error: such a
    /// test does not check for the bug, and every reduction would end empty).
    #[arg(long)]
    pub allow_trivial: bool,

    /// Show the test's own stdout and stderr instead of discarding them.
    #[arg(long)]
    pub show_test_output: bool,

    /// Print nothing but errors.
    #[arg(short, long, conflicts_with = "verbose")]
    pub quiet: bool,

    /// Say more (each pass as it runs).
    #[arg(short, long, action = clap::ArgAction::Count)]
    pub verbose: u8,
}

impl ReduceOptions {
    /// The syntax filter asked for (`--allow-syntax-errors` is `--syntax-filter off`).
    pub fn filter_mode(&self) -> SyntaxFilterMode {
        if self.allow_syntax_errors { SyntaxFilterMode::Off } else { self.syntax_filter }
    }

    /// The language of `file`: the grammar `--grammar` loads (compiled on first use), the one
    /// `--lang` names, or the one its extension chooses; none for plain text.
    pub fn language(&self, file: &Path) -> Result<Option<Lang>, grammar_dirs::LoadError> {
        if let Some(dir) = &self.grammar {
            return grammar_dirs::load(dir, self.grammar_table.as_deref()).map(Some);
        }
        Ok(match self.lang {
            Some(choice) => Lang::from_choice(choice),
            None => Lang::from_path(file),
        })
    }

    /// The options that decide what a run of `program` with them gives (not `-j`, not the
    /// display): `pare batch` stamps its directory with them, `--json` records them.
    pub fn deciding(&self, program: &Program) -> serde_json::Value {
        let regex = |r: &Option<regex::bytes::Regex>| r.as_ref().map(|r| r.as_str().to_string());
        serde_json::json!({
            "test": program.path.display().to_string(),
            "args": program.args.iter().map(|a| a.to_string_lossy().into_owned()).collect::<Vec<_>>(),
            "expect_exit": self.expect_exit.as_ref().map(|e| format!("{e:?}")),
            "expect_stdout": regex(&self.expect_stdout),
            "expect_stderr": regex(&self.expect_stderr),
            "not_stderr": regex(&self.not_stderr),
            "signature": regex(&self.signature),
            "timeout": self.timeout,
            "memory_limit": self.memory_limit,
            "confirm": self.confirm,
            "protect": regex(&self.protect),
            "passes": self.passes,
            "max_calls": self.max_calls,
            "time_limit": self.time_limit,
            "lang": self.lang.map(|l| format!("{l:?}")),
            "grammar": self.grammar,
            "grammar_table": self.grammar_table,
            "syntax_filter": format!("{:?}", self.filter_mode()),
            "order": format!("{:?}", self.order),
            "width": self.width,
        })
    }

    /// `reduction` with the options that say how to reduce: `--confirm`, `--order`, `--width`,
    /// the syntax filter, `--passes`, `--protect`.
    pub fn shape(&self, mut reduction: Reduction) -> Reduction {
        reduction = reduction.confirm(self.confirm).order(self.order).width(self.width as usize);
        reduction = reduction.syntax_filter(self.filter_mode());
        if let Some(names) = &self.passes {
            reduction = reduction.passes(names);
        }
        if let Some(regex) = &self.protect {
            reduction = reduction.protect(regex);
        }
        reduction
    }

    /// How many tests may run at once.
    pub fn jobs(&self) -> usize {
        self.jobs.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), |j| j as usize)
    }
}

/// Parses a positive number of seconds (`--timeout`, `--time-limit`, `--watchdog`).
pub fn positive_seconds(s: &str) -> Result<f64, String> {
    let v: f64 = s.parse().map_err(|_| format!("'{s}' is not a number of seconds"))?;
    if v.is_finite() && v > 0.0 { Ok(v) } else { Err(format!("'{s}' must be a positive number of seconds")) }
}

/// Parses `4096`, `512K`, `512M`, `2G` (powers of 1024).
fn parse_size(s: &str) -> Result<u64, String> {
    let (digits, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len()));
    let n: u64 = digits.parse().map_err(|_| format!("'{s}' is not a size like 512M or 2G"))?;
    let shift = match unit.to_ascii_uppercase().as_str() {
        "" | "B" => 0,
        "K" | "KB" => 10,
        "M" | "MB" => 20,
        "G" | "GB" => 30,
        _ => return Err(format!("'{s}' is not a size like 512M or 2G")),
    };
    n.checked_shl(shift).filter(|v| *v > 0).ok_or_else(|| format!("'{s}' is out of range"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse() {
        assert_eq!(parse_size("512M"), Ok(512 << 20));
        assert_eq!(parse_size("2g"), Ok(2 << 30));
        assert_eq!(parse_size("4096"), Ok(4096));
        assert!(parse_size("0").is_err());
        assert!(parse_size("12X").is_err());
    }
}
