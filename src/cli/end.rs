//! The end of a `pare` run: the summary, the readable form beside the result (`--pretty`), the
//! `--json` record, the final `--report` page, what a flaky test did, and the exit status.

use std::fs::{self, Permissions};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use super::args::Cli;
use super::failure::{EXIT_FAILURE, EXIT_FLAKY, Failure};
use super::output;
use super::record;
use super::report::live::Live;
use super::report::run::{Now, ending};
use super::user_test::Program;
use pare::process::ProcessOracle;
use pare::reduction::Lang;
use pare::reduction::{Ended, Outcome};
use pare::stats::{Summary, count_lines};
use pare::stop::Stop;

/// What a run reduced, with what, and where the result goes.
pub struct Run<'a> {
    /// The options.
    pub cli: &'a Cli,
    /// The test.
    pub program: &'a Program,
    /// The input file and its bytes.
    pub file: &'a Path,
    /// The input's bytes.
    pub original: &'a Arc<Vec<u8>>,
    /// Where the result goes, and its mode (the input's).
    pub output: &'a Path,
    /// The mode results get.
    pub mode: &'a Permissions,
    /// The language the passes read it as.
    pub lang: Option<Lang>,
    /// The test's oracle: its per-call time-out is settled by the first runs.
    pub oracle: &'a ProcessOracle,
    /// When `--time-limit` ends the run (it counts from pare's start).
    pub deadline: Option<Instant>,
}

/// Where the readable form of a result in `output` goes: `small.pretty.c` beside `small.c`.
pub fn pretty_path(output: &Path) -> PathBuf {
    let stem = output.file_stem().unwrap_or_default().to_string_lossy();
    let name = match output.extension() {
        Some(ext) => format!("{stem}.pretty.{}", ext.to_string_lossy()),
        None => format!("{stem}.pretty"),
    };
    output.with_file_name(name)
}

/// Reports how `run` went (`test_seconds` of it spent in test runs) and returns its exit status.
pub fn report(run: &Run, outcome: Outcome, test_seconds: f64, live: Option<&Live>) -> Result<i32, Failure> {
    let opts = &run.cli.opts;
    let summary = Summary {
        original_bytes: run.original.len(),
        final_bytes: outcome.best.len(),
        original_lines: count_lines(run.original),
        final_lines: count_lines(&outcome.best),
        seconds: outcome.seconds,
        ended: outcome.ended.to_string(),
        test_seconds,
        own_cpu_seconds: pare::stats::own_cpu_seconds(),
        own_kernel_cpu_seconds: pare::stats::own_kernel_cpu_seconds(),
        stats: outcome.stats.clone(),
    };
    if !opts.quiet {
        eprint!("{}", summary.render(opts.verbose > 0));
        eprintln!("pare: result in {}", run.output.display());
    }
    let pretty = write_pretty(run, &outcome)?;
    flaky(run, &outcome);
    let code = match (&outcome.write_error, outcome.reproduced, outcome.ended) {
        (Some(_), _, _) => EXIT_FAILURE,
        (None, false, _) => EXIT_FLAKY,
        (None, true, Ended::Stopped(Stop::Interrupted(sig))) => 128 + sig,
        (None, true, _) => 0,
    };
    if let Some(path) = &run.cli.json {
        let json = record::json(run, &summary, (outcome.reproduced, code), pretty.as_deref());
        fs::write(path, json)
            .map_err(|e| Failure { message: format!("cannot write {}: {e}", path.display()), code: EXIT_FAILURE })?;
    }
    if let Some(live) = live {
        let now = Now::of_text(&outcome, test_seconds, ending(&outcome.ended, outcome.reproduced, code));
        finish_page(live, &now, opts.quiet)?;
    }
    match outcome.write_error {
        Some(message) => Err(Failure { message, code: EXIT_FAILURE }),
        None => Ok(code),
    }
}

/// Writes the final `--report` page, saying where it is.
pub fn finish_page(live: &Live, now: &Now, quiet: bool) -> Result<(), Failure> {
    let path = live.path();
    live.finish(now)
        .map_err(|e| Failure { message: format!("cannot write {}: {e}", path.display()), code: EXIT_FAILURE })?;
    if !quiet {
        eprintln!("pare: report in {}", path.display());
    }
    Ok(())
}

/// Writes the readable form with `--pretty`, or says why there is none; returns its path.
fn write_pretty(run: &Run, outcome: &Outcome) -> Result<Option<PathBuf>, Failure> {
    if !run.cli.pretty || matches!(outcome.ended, Ended::Stopped(Stop::Interrupted(_))) {
        return Ok(None);
    }
    let Some(text) = &outcome.pretty else {
        if !run.cli.opts.quiet {
            let why = match run.lang {
                None => "there is no grammar for the file's language",
                Some(_) => "the result is laid out already, has no layout to give, or the test fails on it",
            };
            eprintln!("pare: --pretty: no readable form written: {why}");
        }
        return Ok(None);
    };
    let path = pretty_path(run.output);
    output::write_result(&path, text, run.mode)
        .map_err(|e| Failure { message: format!("cannot write {}: {e}", path.display()), code: EXIT_FAILURE })?;
    if !run.cli.opts.quiet {
        eprintln!("pare: readable form ({} bytes, the test passes on it too) in {}", text.len(), path.display());
    }
    Ok(Some(path))
}

/// Says what a flaky test did: results that did not pass again, and whether pare went on.
fn flaky(run: &Run, outcome: &Outcome) {
    let st = &outcome.stats;
    if !outcome.reproduced {
        eprintln!(
            "pare: the test is flaky: none of the results smaller than the original passed the test again ({} did \
             not, each run {} times), so the original is kept in {}. Make the test deterministic, or try --confirm 2.",
            st.flaky,
            1 + pare::reduction::RETRIES,
            run.output.display()
        );
    } else if st.fallbacks > 0 && !run.cli.opts.quiet {
        eprintln!(
            "pare: the test is flaky: {} results did not pass it again (each run {} times); pare went on from the last \
             one that did",
            st.flaky,
            1 + pare::reduction::RETRIES
        );
    }
}
