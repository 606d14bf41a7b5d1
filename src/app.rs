//! One run of `pare` from parsed options to exit code: check the inputs, check the original is
//! interesting, keep a backup, reduce, re-check, report.

use std::ffi::OsString;
use std::fs;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use clap::CommandFactory;

use crate::cli::Cli;
use crate::evaluator::{CandidateFilter, Evaluator};
use crate::expect::Expectations;
use crate::passes;
use crate::progress::Progress;
use crate::protect::Protected;
use crate::reducer::{Guards, Limits, PassOptions, Reducer};
use crate::state::ReductionState;
use crate::stats::{Summary, count_lines};
use crate::stop::Stop;
use crate::syntax::filter::SyntaxFilter;
use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;
use crate::test_runner::{Outcome, TestCommand, TestOutput};
use crate::{output, scheduler};

/// Exit status when the original is not interesting, or the output could not be written.
pub const EXIT_FAILURE: i32 = 1;
/// Exit status for bad input or options (nothing was written).
pub const EXIT_USAGE: i32 = 2;
/// Exit status when the final result did not pass its re-check (a flaky test).
pub const EXIT_FLAKY: i32 = 3;
/// The default and largest automatic per-call time-out, in seconds.
const MAX_AUTO_TIMEOUT: f64 = 300.0;

/// A user-facing error: what went wrong and how to fix it, and the exit status that goes with it.
#[derive(Debug)]
pub struct Failure {
    /// The message (one line, or a few for the original-not-interesting case).
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

/// Installs the handlers for SIGINT, SIGTERM and SIGHUP: the first sets `flag` (the run stops,
/// keeping its best result); a second one exits at once (the output is always complete, since
/// every write is atomic).
fn install_signal_handlers(flag: &Arc<AtomicUsize>) -> Result<(), Failure> {
    for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        let fail = |e: std::io::Error| usage(format!("cannot install a signal handler: {e}"));
        let seen = Arc::new(std::sync::atomic::AtomicBool::new(false));
        signal_hook::flag::register_conditional_shutdown(sig, 128 + sig, seen.clone()).map_err(fail)?;
        signal_hook::flag::register(sig, seen).map_err(fail)?;
        signal_hook::flag::register_usize(sig, flag.clone(), sig as usize).map_err(fail)?;
    }
    Ok(())
}

fn run(cli: Cli) -> Result<i32, Failure> {
    if cli.list_passes {
        for p in passes::all() {
            println!("{:<10} {}", p.name(), p.description());
        }
        return Ok(0);
    }
    if let Some(shell) = cli.completions {
        clap_complete::generate(shell, &mut Cli::command(), "pare", &mut std::io::stdout());
        return Ok(0);
    }
    if cli.man {
        let mut out = Vec::new();
        clap_mangen::Man::new(Cli::command()).render(&mut out).map_err(|e| usage(e.to_string()))?;
        std::io::stdout().write_all(&out).map_err(|e| usage(e.to_string()))?;
        return Ok(0);
    }
    let signal = Arc::new(AtomicUsize::new(0));
    install_signal_handlers(&signal)?;

    let (program, args, file, shown_test) = test_and_file(&cli)?;
    let original = read_input(&file)?;
    if cli.output.is_none() && fs::symlink_metadata(&file).is_ok_and(|m| m.file_type().is_symlink()) {
        return Err(usage(format!(
            "{} is a symbolic link: reducing it in place would replace the link; use -o PATH",
            file.display()
        )));
    }
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
    let expect = (cli.cmd.is_some()
        || cli.expect_exit.is_some()
        || cli.expect_stdout.is_some()
        || cli.expect_stderr.is_some()
        || cli.not_stderr.is_some())
    .then(|| Expectations {
        exit: cli.expect_exit.clone(),
        stdout: cli.expect_stdout.clone(),
        stderr: cli.expect_stderr.clone(),
        not_stderr: cli.not_stderr.clone(),
    });
    let mut command = TestCommand {
        program,
        args,
        file_name: file.file_name().expect("a readable file has a name").to_owned(),
        timeout: Duration::from_secs_f64(cli.timeout.unwrap_or(MAX_AUTO_TIMEOUT)),
        output: if cli.show_test_output { TestOutput::Inherit } else { TestOutput::Discard },
        memory_limit: cli.memory_limit,
        expect,
    };
    let evaluator = Evaluator::new(command.clone(), jobs, None)
        .map_err(|e| usage(format!("cannot create a temporary directory: {e}")))?;
    let took = match check_original(&evaluator, &original, &shown_test, &signal) {
        Err(f) if f.code > 128 && cli.output.is_some() => {
            // Interrupted before reducing: the output still gets the (unchanged) original.
            let _ = output::write_atomic(&output_path, &original);
            return Err(f);
        }
        other => other?,
    };
    if cli.timeout.is_none() {
        // Like Shrink Ray: 10 times what the original took, at least 1 s, at most the default.
        command.timeout = Duration::from_secs_f64((10.0 * took.as_secs_f64()).clamp(1.0, MAX_AUTO_TIMEOUT));
    }
    let filter = match lang {
        Some(lang) if !cli.allow_syntax_errors => syntax_filter(lang, &original, took, &file, cli.quiet),
        _ => None,
    };
    let evaluator = Evaluator::new(command, jobs, filter)
        .map_err(|e| usage(format!("cannot create a temporary directory: {e}")))?;

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

    let started = Instant::now();
    let limits =
        Limits { max_calls: cli.max_calls, deadline: cli.time_limit.map(|s| started + Duration::from_secs_f64(s)) };
    let protected = cli.protect.as_ref().map(|r| Protected::new(r, &original));
    let guards = Guards { confirm: cli.confirm, protected };
    let state = ReductionState::new(original.clone(), output_path.clone());
    let options = PassOptions { order: cli.order, grammar, verbose: cli.verbose > 0 };
    let mut reducer =
        Reducer::new(state, evaluator, limits, guards, signal.clone(), options, Progress::new(!cli.quiet));
    let result = match signal.load(Ordering::SeqCst) {
        0 => scheduler::run(&mut reducer, &pass_list),
        sig => Err(Stop::Interrupted(sig as i32)),
    };
    // An interrupted run's best was tested when it was accepted; any other end re-checks it.
    let held = matches!(result, Err(Stop::Interrupted(_))) || reducer.final_check();
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
    if let Some(message) = write_error {
        return Err(Failure { message, code: EXIT_FAILURE });
    }
    if !held {
        eprintln!(
            "pare: the final result did not pass the test again: the test is flaky. Kept the last result that passed \
             twice ({} bytes) in {}. Try --confirm 2, or make the test deterministic.",
            state.best().len(),
            output_path.display()
        );
        return Ok(EXIT_FLAKY);
    }
    match result {
        Err(Stop::Interrupted(sig)) => Ok(128 + sig),
        _ => Ok(0),
    }
}

/// The syntax pre-filter, when it pays: the original must parse cleanly (otherwise parse errors
/// are part of the input), and checking a candidate must cost well under a test call (otherwise
/// the filter would slow the reduction down).
fn syntax_filter(
    lang: Lang,
    original: &[u8],
    test_time: Duration,
    file: &Path,
    quiet: bool,
) -> Option<Arc<dyn CandidateFilter>> {
    let Some(filter) = SyntaxFilter::for_original(lang, original) else {
        if !quiet {
            eprintln!("pare: {} has parse errors, so candidates with parse errors are tested too", file.display());
        }
        return None;
    };
    // Time a typical candidate, the original without its middle line (parsed incrementally), a
    // second time: the first pays one-time set-up that no candidate pays, and on a small file
    // that set-up alone could tip the decision (and so the result) with the machine's load.
    let middle = original.len() / 2;
    let start = memchr::memrchr(b'\n', &original[..middle]).map_or(0, |i| i + 1);
    let end = memchr::memchr(b'\n', &original[middle..]).map_or(original.len(), |i| middle + i + 1);
    let typical = [&original[..start], &original[end..]].concat();
    filter.rejects(&typical);
    let timer = Instant::now();
    filter.rejects(&typical);
    (timer.elapsed() * 4 < test_time).then(|| Arc::new(filter) as Arc<dyn CandidateFilter>)
}

/// The program and arguments to run, the file to reduce, and the test as the user named it.
fn test_and_file(cli: &Cli) -> Result<(PathBuf, Vec<OsString>, PathBuf, String), Failure> {
    match (&cli.cmd, &cli.test, &cli.file) {
        (Some(cmd), Some(file), None) => {
            let words = shlex::split(cmd)
                .filter(|w| !w.is_empty())
                .ok_or_else(|| usage(format!("cannot split --cmd '{cmd}' into words (unbalanced quotes?)")))?;
            let program = find_program(&words[0])?;
            Ok((program, words[1..].iter().map(OsString::from).collect(), file.clone(), cmd.clone()))
        }
        (Some(_), _, _) => Err(usage("with --cmd, give only FILE (the command replaces TEST)".to_string())),
        (None, Some(test), Some(file)) => Ok((check_test(test)?, Vec::new(), file.clone(), test.display().to_string())),
        (None, _, None) => Err(usage("missing FILE: usage is pare [OPTIONS] <TEST> <FILE>".to_string())),
        (None, None, Some(_)) => unreachable!("clap fills TEST before FILE"),
    }
}

/// Finds a --cmd program: a path as given, or a name on PATH.
fn find_program(name: &str) -> Result<PathBuf, Failure> {
    if name.contains('/') {
        return check_test(Path::new(name));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0))
        .ok_or_else(|| usage(format!("cannot find the program '{name}' of --cmd on PATH")))
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
/// Returns how long the call took.
fn check_original(
    evaluator: &Evaluator,
    original: &[u8],
    test: &str,
    signal: &AtomicUsize,
) -> Result<Duration, Failure> {
    let (result, dir) = evaluator.run_captured(original, signal);
    if let sig @ 1.. = signal.load(Ordering::SeqCst) {
        return Err(Failure {
            message: "interrupted before reducing; nothing was changed".into(),
            code: 128 + sig as i32,
        });
    }
    if result.interesting {
        return Ok(result.elapsed);
    }
    let status = match &result.outcome {
        Outcome::Exited(code) => format!("exited with status {code}"),
        Outcome::Signaled(sig) => format!("was killed by signal {sig}"),
        Outcome::TimedOut => "timed out".to_string(),
        Outcome::Cancelled => "was cancelled".to_string(),
        Outcome::SpawnFailed(e) => format!("could not start: {e}"),
    };
    let t = evaluator.test();
    let file_name = t.file_name.to_string_lossy().to_string();
    let shown_args: Vec<String> = t.args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    let mut message = format!(
        "the original is not interesting: the test {status}{}\n  command:   {} {}{}\n  directory: {} (holding only {file_name})",
        if t.expect.is_some() { " (or an --expect-* condition did not hold)" } else { "" },
        t.program.display(),
        shown_args.join(" "),
        if t.args.iter().any(|a| a == "{}") { String::new() } else { format!(" {}", dir.join(&file_name).display()) },
        dir.display()
    );
    let captured = result.captured.unwrap_or_default();
    for (name, text) in [("stdout", &captured.stdout), ("stderr", &captured.stderr)] {
        if !text.is_empty() {
            message.push_str(&format!("\n  last lines of its {name}:\n    {}", text.replace('\n', "\n    ")));
        }
    }
    message.push_str(&format!(
        "\n  usual causes: the test uses an absolute path to the original instead of ./{file_name}; it needs another file \
         that is not in the temporary directory; a program it runs is not installed; it exits non-zero on success. \
         Try running {test} by hand in a directory holding only a copy of the file."
    ));
    Err(Failure { message, code: EXIT_FAILURE })
}
