//! The command line: `pare [OPTIONS] <TEST> <FILE>`, the form C-Reduce and C-Vise users type.

use std::path::PathBuf;

use clap::Parser;

use crate::adaptive::ScanOrder;
use crate::syntax::language::LangChoice;

const EXAMPLES: &str = "\
Examples:
  pare ./crashes.sh crash.c            reduce crash.c in place (original kept as crash.c.orig)
  pare -o small.rs ./ice.sh big.rs     write the result to small.rs, leave big.rs untouched
  pare -j 4 --timeout 10 ./t.sh a.js   4 tests at once, each killed after 10 s

The test runs in a fresh directory holding the candidate under FILE's base name, and also gets
the candidate's absolute path as its first argument. Exit status 0 means \"still interesting\".";

/// Command-line options.
#[derive(Parser, Debug, Clone)]
#[command(name = "pare", version, about = "A grammar-aware, hierarchical test-case reducer", after_help = EXAMPLES)]
pub struct Cli {
    /// The interestingness test: an executable that exits 0 while the bug is still there.
    #[arg(required_unless_present = "list_passes")]
    pub test: Option<PathBuf>,

    /// The file to reduce (in place unless --output is given).
    #[arg(required_unless_present = "list_passes")]
    pub file: Option<PathBuf>,

    /// Write the result to PATH and leave FILE untouched.
    #[arg(short, long, value_name = "PATH")]
    pub output: Option<PathBuf>,

    /// How many tests to run at once [default: number of cores].
    #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub jobs: Option<u32>,

    /// Seconds before a test call is killed (with its whole process group) and counted as not interesting.
    #[arg(long, value_name = "SECS", default_value_t = 300.0, value_parser = positive_seconds)]
    pub timeout: f64,

    /// Comma-separated pass names to run, in that order (see --list-passes).
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    pub passes: Option<Vec<String>>,

    /// List every pass with a one-line description, and exit.
    #[arg(long)]
    pub list_passes: bool,

    /// Stop after this many test calls.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_calls: Option<u64>,

    /// Stop after this many seconds.
    #[arg(long, value_name = "SECS", value_parser = positive_seconds)]
    pub time_limit: Option<f64>,

    /// The file's language [default: from its extension; other files get the text passes only].
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<LangChoice>,

    /// Test candidates that do not parse (by default, when the original parses cleanly, such
    /// candidates are rejected without running the test).
    #[arg(long)]
    pub allow_syntax_errors: bool,

    /// The order deletion passes scan their units in.
    #[arg(long, value_enum, default_value_t = ScanOrder::Backward)]
    pub order: ScanOrder,

    /// Show the test's own stdout and stderr instead of discarding them.
    #[arg(long)]
    pub show_test_output: bool,

    /// Write machine-readable final statistics to PATH.
    #[arg(long, value_name = "PATH")]
    pub json: Option<PathBuf>,

    /// Print nothing but errors.
    #[arg(short, long, conflicts_with = "verbose")]
    pub quiet: bool,

    /// Say more (each pass as it runs).
    #[arg(short, long, action = clap::ArgAction::Count)]
    pub verbose: u8,
}

fn positive_seconds(s: &str) -> Result<f64, String> {
    let v: f64 = s.parse().map_err(|_| format!("'{s}' is not a number of seconds"))?;
    if v.is_finite() && v > 0.0 { Ok(v) } else { Err(format!("'{s}' must be a positive number of seconds")) }
}
