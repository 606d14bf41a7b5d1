//! The options of `pare batch` and `pare batch report`.

use std::path::PathBuf;

use clap::Parser;

use super::shard::Shard;
use crate::cli::options::ReduceOptions;

const EXAMPLES: &str = "\
Examples:
  pare batch -j 4 --signature 'error: ([^\\n]*)' ./rejects.sh crashes/ --out triage/
  pare batch --cmd 'node {}' --expect-exit crash --signature 'Assertion `(.*)'\"'\"' failed' fuzz/ --glob '*.js' --out triage/
  pare batch report triage/            one table of buckets, merged over every shard's manifest

Every input is run once and classified: interesting or not, and its signature (--signature's
capture groups in the test's stdout and stderr; without it every interesting input is one bucket).
One representative per signature (the smallest) is reduced, keeping its signature; the others are
recorded as duplicates (--all reduces every input). Reductions run at once in one budget of -j N
test calls. Everything lands in --out DIR: per bucket the reduced file and the original beside it,
a manifest (JSON lines), and journals of verdicts, so the same command resumes an interrupted batch
without redoing finished work.

Shards: --shard K/N (K = 0 .. N-1), or SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT, or a Kubernetes
Indexed Job's JOB_COMPLETION_INDEX with --shards N. Every shard classifies every input and reduces
the buckets whose name hashes to it; shards may share one --out.

Exit status: 0 done; 1 no input is interesting, the test passes on an empty file (see
--allow-trivial), or some reduction could not write its result; 2 bad options or inputs (nothing
started); 3 for some bucket no result smaller than its input passed the test again (flaky test);
128+N stopped by signal N (130 for Ctrl-C): run the same command again to resume.";

/// `pare batch` options.
#[derive(Parser, Debug, Clone)]
#[command(
    name = "pare batch",
    version,
    about = "Classify, deduplicate and reduce many inputs (a fuzzer's crashes), resumably and in shards",
    after_help = EXAMPLES
)]
pub struct BatchCli {
    /// The interestingness test, then the inputs: files, or directories searched recursively
    /// (files and directories whose names start with a dot are left out). With --cmd, inputs only.
    #[arg(required = true, value_name = "TEST|INPUT")]
    pub paths: Vec<PathBuf>,

    /// Where the results, the originals, the manifest and the journals go (created if missing).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,

    /// Only files in INPUT directories whose path below the directory matches this glob
    /// (`*.c`, `**/crash-*`); may be given several times.
    #[arg(long, value_name = "GLOB")]
    pub glob: Vec<String>,

    /// What one test case is: a file (the default), or a directory (`dir`: each subdirectory
    /// of an INPUT directory is one tree, reduced as `pare TEST DIR` reduces one).
    #[arg(long, value_enum, default_value_t = UnitKind::File)]
    pub unit: UnitKind,

    /// Reduce every interesting input, not one representative per signature.
    #[arg(long)]
    pub all: bool,

    /// Do shard K of N (K = 0 .. N-1): the buckets whose name hashes to K [default: from
    /// SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT, or JOB_COMPLETION_INDEX and --shards, else 0/1].
    #[arg(long, value_name = "K/N")]
    pub shard: Option<Shard>,

    /// The number of shards when the index comes from JOB_COMPLETION_INDEX (a Kubernetes
    /// Indexed Job's completions).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub shards: Option<u32>,

    /// How to run and judge the test, and how to reduce.
    #[command(flatten)]
    pub opts: ReduceOptions,
}

/// What a batch's test cases are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum UnitKind {
    /// Every file found is a test case.
    File,
    /// Every subdirectory of an INPUT directory is a test case (a tree of files).
    Dir,
}

/// `pare batch report` options.
#[derive(Parser, Debug, Clone)]
#[command(
    name = "pare batch report",
    version,
    about = "Merge the manifests of batch runs (every shard's) into one table, grouped by bucket"
)]
pub struct ReportCli {
    /// Output directories of `pare batch` (each may hold several shards' manifests).
    #[arg(required = true, value_name = "DIR")]
    pub dirs: Vec<PathBuf>,

    /// Print JSON instead of a markdown table.
    #[arg(long)]
    pub json: bool,
}
