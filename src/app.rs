//! One run of `pare` from parsed options to exit code: check the inputs, check the original is
//! interesting, keep a backup, reduce, report.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicUsize;
use std::time::{Duration, Instant};

use crate::cli::Cli;
use crate::evaluator::{CandidateFilter, Evaluator};
use crate::passes;
use crate::progress::Progress;
use crate::reducer::{Limits, PassOptions, Reducer};
use crate::state::ReductionState;
use crate::stats::{Summary, count_lines};
use crate::stop::Stop;
use crate::syntax::filter::SyntaxFilter;
use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;
use crate::test_runner::{Outcome, TestCommand, TestOutput};
use crate::{output, scheduler};

/// Exit status for bad input or options (nothing was written).
pub const EXIT_USAGE: i32 = 2;
/// Exit status when the original is not interesting, or the run failed.
pub const EXIT_FAILURE: i32 = 1;

/// A user-facing error: one line, and the exit status that goes with it.
#[derive(Debug)]
pub struct Failure {
    /// What went wrong and how to fix it.
    pub message: String,
    /// The process exit status.
    pub code: i32,
}

fn usage(message: String) -> Failure {
    Failure { message, code: EXIT_USAGE }
}

/// Runs pare with `cli`; returns the process exit status.
pub fn main(cli: Cli) -> i32 {
    match run(cli) {
        Ok(code) => code,
        Err(f) => {
            eprintln!("pare: error: {}", f.message);
            f.code
        }
    }
}

fn run(cli: Cli) -> Result<i32, Failure> {
    if cli.list_passes {
        for p in passes::all() {
            println!("{:<10} {}", p.name(), p.description());
        }
        return Ok(0);
    }
    let (test, file) = (cli.test.clone().expect("clap requires TEST"), cli.file.clone().expect("clap requires FILE"));
    let original = read_input(&file)?;
    let program = check_test(&test)?;
    let lang = match cli.lang {
        Some(choice) => Lang::from_choice(choice),
        None => Lang::from_path(&file),
    };
    if lang.is_none() && cli.lang.is_none() && !cli.quiet {
        eprintln!(
            "pare: no grammar for {}: using the language-agnostic passes only (--lang c|rust|javascript chooses one)",
            file.display()
        );
    }
    let grammar = lang.map(Grammar::get);
    let names: Vec<String> = match &cli.passes {
        Some(names) => names.clone(),
        None => passes::default_names(grammar.is_some()).into_iter().map(String::from).collect(),
    };
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let pass_list = passes::select(&names).map_err(usage)?;
    let output_path = cli.output.clone().unwrap_or_else(|| file.clone());
    check_writable(&output_path)?;

    let jobs = cli.jobs.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), |j| j as usize);
    let command = TestCommand {
        program,
        args: Vec::new(),
        file_name: file.file_name().expect("a readable file has a name").to_owned(),
        timeout: Duration::from_secs_f64(cli.timeout),
        output: if cli.show_test_output { TestOutput::Inherit } else { TestOutput::Discard },
    };
    let filter: Option<Arc<dyn CandidateFilter>> = match lang {
        Some(lang) if !cli.allow_syntax_errors => match SyntaxFilter::for_original(lang, &original) {
            Some(f) => Some(Arc::new(f)),
            None => {
                if !cli.quiet {
                    eprintln!(
                        "pare: {} has parse errors, so candidates with parse errors are tested too",
                        file.display()
                    );
                }
                None
            }
        },
        _ => None,
    };
    let evaluator = Evaluator::new(command, jobs, filter)
        .map_err(|e| usage(format!("cannot create a temporary directory: {e}")))?;
    check_original(&evaluator, &original, &test)?;

    if cli.output.is_some() {
        output::write_atomic(&output_path, &original)
            .map_err(|e| usage(format!("cannot write {}: {e}", output_path.display())))?;
    } else {
        let backup = output::write_backup(&file, &original)
            .map_err(|e| usage(format!("cannot write a backup of {}: {e}", file.display())))?;
        if !cli.quiet {
            eprintln!("pare: original saved as {}", backup.display());
        }
    }

    let signal = Arc::new(AtomicUsize::new(0));
    for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        signal_hook::flag::register_usize(sig, signal.clone(), sig as usize)
            .map_err(|e| usage(format!("cannot install a signal handler: {e}")))?;
    }
    let started = Instant::now();
    let limits =
        Limits { max_calls: cli.max_calls, deadline: cli.time_limit.map(|s| started + Duration::from_secs_f64(s)) };
    let state = ReductionState::new(original.clone(), output_path.clone());
    let options = PassOptions { order: cli.order, grammar };
    let mut reducer = Reducer::new(state, evaluator, limits, signal, options, Progress::new(!cli.quiet));
    let result = scheduler::run(&mut reducer, &pass_list);
    let write_error = reducer.write_error().map(str::to_string);
    let (state, progress) = reducer.finish();
    progress.finish();

    let ended = match result {
        Ok(()) => "fixed point".to_string(),
        Err(stop) => stop.to_string(),
    };
    let summary = Summary {
        original_bytes: original.len(),
        final_bytes: state.best().len(),
        original_lines: count_lines(&original),
        final_lines: count_lines(state.best()),
        seconds: started.elapsed().as_secs_f64(),
        ended,
        stats: state.stats.clone(),
    };
    if !cli.quiet {
        eprint!("{}", summary.render());
        eprintln!("pare: result in {}", output_path.display());
    }
    if let Some(path) = &cli.json {
        let json = serde_json::to_string_pretty(&summary).expect("stats serialize");
        fs::write(path, json + "\n")
            .map_err(|e| Failure { message: format!("cannot write {}: {e}", path.display()), code: EXIT_FAILURE })?;
    }
    match result {
        Err(Stop::Interrupted(sig)) => Ok(128 + sig),
        Err(Stop::WriteFailed) => Err(Failure { message: write_error.unwrap_or_default(), code: EXIT_FAILURE }),
        _ => Ok(0),
    }
}

/// Reads FILE, with an error that says what is wrong with it.
fn read_input(file: &Path) -> Result<Vec<u8>, Failure> {
    let meta = fs::metadata(file).map_err(|e| usage(format!("cannot read {}: {e}", file.display())))?;
    if !meta.is_file() {
        return Err(usage(format!("{} is not a regular file", file.display())));
    }
    fs::read(file).map_err(|e| usage(format!("cannot read {}: {e}", file.display())))
}

/// Resolves TEST to an absolute path of an executable file.
fn check_test(test: &Path) -> Result<PathBuf, Failure> {
    let meta = fs::metadata(test).map_err(|e| usage(format!("cannot find the test {}: {e}", test.display())))?;
    if !meta.is_file() {
        return Err(usage(format!("the test {} is not a file", test.display())));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(usage(format!("the test {} is not executable (try: chmod +x {})", test.display(), test.display())));
    }
    fs::canonicalize(test).map_err(|e| usage(format!("cannot resolve {}: {e}", test.display())))
}

/// Fails early when the output's directory cannot take a new file.
fn check_writable(path: &Path) -> Result<(), Failure> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    tempfile::Builder::new()
        .prefix(".pare-check-")
        .tempfile_in(dir)
        .map(drop)
        .map_err(|e| usage(format!("cannot write in {} (for {}): {e}", dir.display(), path.display())))
}

/// Runs the test on the original; if it is not interesting, explains what happened and why.
fn check_original(evaluator: &Evaluator, original: &[u8], test: &Path) -> Result<(), Failure> {
    let (result, captured, dir) = evaluator
        .run_captured(original)
        .map_err(|e| Failure { message: format!("cannot run the test: {e}"), code: EXIT_FAILURE })?;
    if result.outcome.is_interesting() {
        return Ok(());
    }
    let status = match &result.outcome {
        Outcome::Exited(code) => format!("exited with status {code}"),
        Outcome::Signaled(sig) => format!("was killed by signal {sig}"),
        Outcome::TimedOut => "timed out".to_string(),
        Outcome::Cancelled => "was cancelled".to_string(),
        Outcome::SpawnFailed(e) => format!("could not start: {e}"),
    };
    let file_name = evaluator.test().file_name.to_string_lossy().to_string();
    let mut message = format!(
        "the original is not interesting: the test {status}\n  command:   {} {}\n  directory: {} (holding only {file_name})",
        evaluator.test().program.display(),
        dir.join(&file_name).display(),
        dir.display()
    );
    for (name, text) in [("stdout", &captured.stdout), ("stderr", &captured.stderr)] {
        if !text.is_empty() {
            message.push_str(&format!("\n  last lines of its {name}:\n    {}", text.replace('\n', "\n    ")));
        }
    }
    message.push_str(&format!(
        "\n  usual causes: the test uses an absolute path to the original instead of ./{file_name}; it needs another file \
         that is not in the temporary directory; a program it runs is not installed; it exits non-zero on success. \
         Try running {} by hand in a directory holding only a copy of the file.",
        test.display()
    ));
    Err(Failure { message, code: EXIT_FAILURE })
}
