//! The command line: `pare [OPTIONS] <TEST> <FILE>`, the form C-Reduce and C-Vise users type, or
//! `pare --cmd CMD [--expect-…] <FILE>` for a test without a script. (`pare batch …` has its
//! own options, in `batch::args`.)

use std::path::PathBuf;

use clap::Parser;

use super::options::ReduceOptions;

const EXAMPLES: &str = "\
Examples:
  C:    pare ./crashes.sh crash.c           reduce crash.c in place (original kept as crash.c.orig)
        pare --cmd 'tcc -c {}' --expect-stderr \"error: ',' expected\" crash.c
  Rust: pare -o small.rs ./ice.sh big.rs    write the result to small.rs, leave big.rs untouched
        pare --cmd 'rustc --crate-type lib --emit=metadata {}' --expect-stderr 'internal compiler error' ice.rs
  JS:   pare -j 4 --timeout 10 ./differs.sh fuzz.js
        pare --cmd 'node {}' --expect-exit crash fuzz.js

The test runs in a fresh private directory holding the candidate under FILE's base name, and also
gets the candidate's absolute path as its first argument. Exit status 0 means \"still interesting\".
With --cmd, {} stands for the candidate's path, and every --expect-* condition given must hold
(without any, exit status 0 is interesting).

Many inputs (a fuzzer's crashes): pare batch --help

Exit status: 0 done; 1 the original is not interesting (or its test did not end), the test
passes on an empty file (see --allow-trivial), or the output could not be written; 2 bad options
or input (nothing written); 3 no result smaller than the original passed the test again (flaky
test; the original is kept); 128+N stopped by signal N (130 for Ctrl-C), keeping the best result
so far.";

/// Command-line options.
#[derive(Parser, Debug, Clone)]
#[command(name = "pare", version, about = "A grammar-aware, hierarchical test-case reducer", after_help = EXAMPLES)]
pub struct Cli {
    /// The interestingness test: an executable that exits 0 while the bug is still there.
    /// With --cmd, leave it out and give only FILE.
    #[arg(required_unless_present_any = ["list_passes", "list_languages", "completions", "man"])]
    pub test: Option<PathBuf>,

    /// The file to reduce (in place unless --output is given), or a directory: a whole project,
    /// whose files are reduced together (in place, the original kept as DIR.orig).
    pub file: Option<PathBuf>,

    /// More files to reduce together with FILE, as one project (each kept as FILE.orig).
    #[arg(value_name = "MORE_FILES")]
    pub more_files: Vec<PathBuf>,

    /// In a directory, only files whose path below it matches this glob may change; the others
    /// are copied as they are into every test's copy. May be given several times.
    #[arg(long, value_name = "GLOB")]
    pub glob: Vec<String>,

    /// How to run and judge the test, and how to reduce.
    #[command(flatten)]
    pub opts: ReduceOptions,

    /// Write the result to PATH (a directory for a tree) and leave FILE untouched.
    #[arg(short, long, value_name = "PATH")]
    pub output: Option<PathBuf>,

    /// List every pass with a one-line description, and exit.
    #[arg(long)]
    pub list_passes: bool,

    /// List the built-in languages with their file extensions, and exit.
    #[arg(long)]
    pub list_languages: bool,

    /// Also write a readable form of the result (one statement per line, indented) beside it
    /// as NAME.pretty.EXT, if the test passes on it too; the result stays the smallest found.
    #[arg(long)]
    pub pretty: bool,

    /// Seconds with no test running before the progress line says what pare computes.
    #[arg(long, value_name = "SECS", default_value_t = 10.0, value_parser = super::options::positive_seconds)]
    pub watchdog: f64,

    /// Write a JSON record of the run to PATH: version, input, output, test, options, totals,
    /// per-pass counters and the timeline of improvements.
    #[arg(long, value_name = "PATH")]
    pub json: Option<PathBuf>,

    /// Write a picture of the run to PATH: one self-contained HTML page (the run's facts, the
    /// time-to-size plots, the passes, the result), refreshed every few seconds while it runs.
    #[arg(long, value_name = "PATH")]
    pub report: Option<PathBuf>,

    /// Print a shell completion script for SHELL and exit.
    #[arg(long, value_name = "SHELL")]
    pub completions: Option<clap_complete::Shell>,

    /// Print the man page (roff) and exit.
    #[arg(long)]
    pub man: bool,
}
