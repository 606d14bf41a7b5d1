//! `pare TEST DIR` and `pare TEST FILE...`: reducing a project, not one file. The tree is read
//! ([`scan`]), checked like a single file's original, kept or copied ([`output`]), reduced by
//! the library's [`Reduction::tree`] with every improvement written file by file, and reported
//! file by file ([`report`]).

pub mod output;
pub mod report;
pub mod scan;

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::args::Cli;
use super::failure::{EXIT_FAILURE, EXIT_FLAKY, Failure, usage};
use super::first_run;
use super::head_start::{self, Later};
use super::progress::ProgressLine;
use super::report::live::{self, Live};
use super::report::run::{Facts, Now, Subject, ending};
use super::user_test::{self, Program};
use output::Output;
use pare::process::ProcessOracle;
use pare::reduction::{Ended, Reduction};
use pare::reduction::{Lang, LangChoice};
use pare::reduction::{Limits, Progress};
use pare::stats::{Summary, count_lines};
use pare::tree::{self, Files, bundle};
use scan::Scanned;

/// What the command line names to reduce: FILE and the files after it (with `--cmd`, TEST too).
fn paths(cli: &Cli) -> Vec<PathBuf> {
    let test = cli.opts.cmd.as_ref().and(cli.test.clone());
    test.into_iter().chain(cli.file.clone()).chain(cli.more_files.iter().cloned()).collect()
}

/// True when the command line names a directory or several files: a tree to reduce.
pub fn wanted(cli: &Cli) -> bool {
    let paths = paths(cli);
    paths.len() > 1 || paths.first().is_some_and(|p| p.is_dir())
}

/// Reduces the tree the command line names; returns the exit status.
pub fn run(cli: &Cli, signal: Arc<AtomicUsize>) -> Result<i32, Failure> {
    // `--time-limit` counts from here: reading the tree and the first runs are part of it.
    let started = Instant::now();
    let program = match (&cli.opts.cmd, &cli.test) {
        (Some(cmd), _) => Program::from_cmd(cmd)?,
        (None, Some(test)) => Program::from_test(test)?,
        (None, None) => unreachable!("clap asks for TEST"),
    };
    let scanned = scan::read(&paths(cli), &cli.glob)?;
    let original = bundle::encode(&scanned.files).map_err(|e| usage(e.to_string()))?;
    let over = language(cli)?;
    let langs = tree::file_languages(&original, over);
    pare::reduction::check_tree_pass_names(&original, &langs, cli.opts.passes.as_deref()).map_err(usage)?;
    if !cli.opts.quiet {
        eprintln!("{}", describe(&scanned, &langs));
    }
    let root_name = scanned.layout.root.clone().unwrap_or_else(|| OsString::from("."));
    let mut command = user_test::test_command(&cli.opts, &program, &root_name);
    command.tree = Some(Arc::new(scanned.layout.clone()));
    let deadline = cli.opts.time_limit.map(|s| started + Duration::from_secs_f64(s));
    let limit = first_run::limit(&cli.opts, deadline);
    let watched =
        first_run::Watched { shown: &program.shown, on: "the original tree".into(), limit, quiet: cli.opts.quiet };
    let jobs = cli.opts.jobs();
    let held = head_start::permits(jobs, &original);
    let oracle = Arc::new(first_run::oracle(command, &watched, held)?);
    let (output, live, passed): Sinks = Default::default();
    let checks = || {
        // While the test runs on the original, the files are parsed as the reduction will first
        // ask (a reduction that starts ahead parses them itself).
        let empty = std::thread::scope(|s| {
            if held.is_none() {
                s.spawn(|| pare::reduction::warm_up_tree(&original, &langs, || signal.load(Ordering::SeqCst) != 0));
            }
            first_run::first_runs(&cli.opts, &oracle, &original, &watched, (&signal, jobs))
        });
        let empty = match empty {
            Err(f) if f.code > 128 && cli.output.is_some() => {
                // Interrupted before reducing: the output still gets the (unchanged) original.
                let _ = Output::prepare(&scanned, &original, cli.output.as_deref(), true);
                return Err(f);
            }
            other => other?,
        };
        let prepared = Output::prepare(&scanned, &original, cli.output.as_deref(), cli.opts.quiet)?;
        if let Some(path) = &cli.report {
            let subject = Subject {
                program: &program,
                opts: &cli.opts,
                input: paths(cli).iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(" "),
                output: prepared.root.display().to_string(),
                language: over.map_or("by extension", |l| l.name()).to_string(),
            };
            let facts = Facts::of_tree(subject, &scanned.files, original.len());
            let _ = live.set(Live::start(path.clone(), facts, live::reading(None, oracle.test_time())));
        }
        let _ = output.set(Mutex::new(prepared));
        let _ = passed.set(());
        Ok(empty)
    };
    let test_time = oracle.test_time();
    let outcome = head_start::reduce_after_checks(&oracle, &signal, held.is_some(), checks, |empty| {
        let sinks = (output.clone(), live.clone(), passed.clone());
        reduce(cli, over, &scanned.files, (&oracle, empty, deadline), (signal.clone(), sinks))
    })?;
    let result = outcome.files.clone().unwrap_or_default();
    report(cli, (&scanned.files, &result), &outcome, (test_time.seconds(), live.get().map(|l| l.as_ref())))
}

/// The language `--lang` or `--grammar` gives every source file, if any (`--lang text` has no
/// meaning for a tree whose build files are text already).
fn language(cli: &Cli) -> Result<Option<Lang>, Failure> {
    if cli.opts.lang == Some(LangChoice::Text) {
        return Err(usage("--lang text: in a tree, files without a language are reduced as text already".into()));
    }
    cli.opts.language(Path::new("")).map_err(|e| usage(format!("--grammar: {e}")))
}

/// One line on what will be reduced: files by language, and what is copied as it is.
fn describe(scanned: &Scanned, langs: &std::collections::BTreeMap<String, Lang>) -> String {
    let mut by_lang: std::collections::BTreeMap<&str, usize> = Default::default();
    for path in scanned.files.keys() {
        *by_lang.entry(langs.get(path).map_or("text", |l| l.name())).or_default() += 1;
    }
    let kinds: Vec<String> = by_lang.iter().map(|(lang, n)| format!("{n} {lang}")).collect();
    let bytes: usize = scanned.files.values().map(Vec::len).sum();
    let fixed = match scanned.layout.fixed.len() {
        0 => String::new(),
        n => format!("; {n} copied as they are"),
    };
    format!("pare: {} files to reduce ({}), {bytes} bytes{fixed}", scanned.files.len(), kinds.join(", "))
}

/// The number of files and bytes of contents of the tree `bundle`.
fn size(bundle: &[u8]) -> (usize, usize) {
    let records = bundle::records(bundle).unwrap_or_default();
    (records.len(), records.iter().map(|r| r.content.len()).sum())
}

/// What the checks leave for the reduction's callbacks once the first runs pass (before any
/// verdict is given): the output, prepared; the `--report` page; and that they passed (the
/// progress line is drawn from then on, after their messages).
type Sinks = (Later<Mutex<Output>>, Later<Arc<Live>>, Later<()>);

/// Reduces `files` with the library, writing every improvement to the output, within
/// `deadline` (`--time-limit` counts from pare's start, as for a file).
fn reduce(
    cli: &Cli,
    over: Option<Lang>,
    files: &Files,
    (oracle, empty, deadline): (&Arc<ProcessOracle>, Option<bool>, Option<Instant>),
    (signal, (output, live, passed)): (Arc<AtomicUsize>, Sinks),
) -> Result<pare::Outcome, Failure> {
    let opts = &cli.opts;
    let limits = Limits { max_calls: opts.max_calls, deadline };
    let line = Arc::new(Mutex::new(ProgressLine::until_passed(!opts.quiet, passed)));
    let total = files.len();
    let original_bytes: usize = files.values().map(Vec::len).sum();
    let left = Arc::new(Mutex::new((total, original_bytes)));
    line.lock().expect("no panics while drawing").set_prefix(format!("{total}/{total} files  "));
    let (progress, message, sink_line, sink_left) = (line.clone(), line.clone(), line.clone(), left.clone());
    let mut reduction = Reduction::tree(files)
        .map_err(|e| usage(e.to_string()))?
        .jobs(opts.jobs())
        .limits(limits)
        .interrupt(signal)
        .skip_original_check()
        .on_progress(move |p| {
            let (_, bytes) = *left.lock().expect("no panics under the lock");
            let p = Progress { size: bytes, original: original_bytes, ..p };
            if let Some(live) = live.get() {
                live.observe(&p);
            }
            progress.lock().expect("no panics while drawing").update(p);
        })
        .on_improvement(move |bundle| {
            let output = output.get().expect("the first runs prepare the output before any verdict");
            let mut output = output.lock().expect("no panics under the lock");
            output
                .write(bundle)
                .map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", output.root.display())))?;
            let (n, bytes) = size(bundle);
            *sink_left.lock().expect("no panics under the lock") = (n, bytes);
            sink_line.lock().expect("no panics while drawing").set_prefix(format!("{n}/{total} files  "));
            Ok(())
        });
    reduction = opts.shape(reduction);
    if let Some(interesting) = empty {
        // An empty tree that is interesting is the result, as the reduction's first question finds.
        reduction = reduction.empty_judged(interesting);
    }
    if opts.verbose > 0 {
        reduction = reduction.on_message(move |m| message.lock().expect("no panics while drawing").println(m));
    }
    if let Some(lang) = over {
        reduction = reduction.language(lang);
    }
    let outcome = reduction.run_shared(oracle.clone()).map_err(|e| usage(e.to_string()))?;
    line.lock().expect("no panics while drawing").finish();
    Ok(outcome)
}

/// Prints the summary and the files, writes `--json`, and says how the run ends.
fn report(
    cli: &Cli,
    (original, result): (&Files, &Files),
    outcome: &pare::Outcome,
    (test_seconds, live): (f64, Option<&Live>),
) -> Result<i32, Failure> {
    let joined = |files: &Files| files.values().flatten().copied().collect::<Vec<u8>>();
    let (before, after) = (joined(original), joined(result));
    let summary = Summary {
        original_bytes: before.len(),
        final_bytes: after.len(),
        original_lines: count_lines(&before),
        final_lines: count_lines(&after),
        seconds: outcome.seconds,
        ended: outcome.ended.to_string(),
        test_seconds,
        own_cpu_seconds: pare::stats::own_cpu_seconds(),
        own_kernel_cpu_seconds: pare::stats::own_kernel_cpu_seconds(),
        stats: outcome.stats.clone(),
    };
    let rows = report::rows(original, result);
    let root = output_root(cli);
    if !cli.opts.quiet {
        eprint!("{}{}", summary.render(cli.opts.verbose > 0), report::render(&rows));
        eprintln!("pare: result in {}", root.display());
    }
    if let Some(path) = &cli.json {
        let json = report::TreeSummary {
            summary: &summary,
            original_files: original.len(),
            final_files: result.len(),
            files: &rows,
        };
        let text = serde_json::to_string_pretty(&json).expect("stats serialize");
        fs::write(path, text + "\n")
            .map_err(|e| Failure { message: format!("cannot write {}: {e}", path.display()), code: EXIT_FAILURE })?;
    }
    if let Some(live) = live {
        let code = exit_code(outcome);
        let now = Now::of_tree(outcome, original, test_seconds, ending(&outcome.ended, outcome.reproduced, code));
        crate::cli::end::finish_page(live, &now, cli.opts.quiet)?;
    }
    if let Some(message) = &outcome.write_error {
        return Err(Failure { message: message.clone(), code: EXIT_FAILURE });
    }
    if !outcome.reproduced {
        eprintln!(
            "pare: the test is flaky: no result smaller than the original passed the test again, so the original \
             ({} files, {} bytes) is kept in {}. Make the test deterministic, or try --confirm 2.",
            result.len(),
            after.len(),
            root.display()
        );
    }
    Ok(exit_code(outcome))
}

/// The exit status a tree's run ends with.
fn exit_code(outcome: &pare::Outcome) -> i32 {
    match outcome.ended {
        _ if outcome.write_error.is_some() => EXIT_FAILURE,
        _ if !outcome.reproduced => EXIT_FLAKY,
        Ended::Stopped(pare::stop::Stop::Interrupted(sig)) => 128 + sig,
        _ => 0,
    }
}

/// Where the result is: `-o OUTDIR`, the directory given, or the directory holding the files.
fn output_root(cli: &Cli) -> PathBuf {
    if let Some(out) = &cli.output {
        return out.clone();
    }
    let paths = paths(cli);
    match &paths[..] {
        [dir] => dir.clone(),
        _ => PathBuf::from("."),
    }
}
