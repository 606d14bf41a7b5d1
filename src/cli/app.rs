//! One run of `pare` from parsed options to exit code: check the inputs, check the original is
//! interesting, keep a backup, reduce (with the library's [`Reduction`]), re-check, report.

use std::ffi::OsString;
use std::fs;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::CommandFactory;

use super::args::Cli;
use super::output;
use super::progress::ProgressLine;
use pare::engine::Limits;
use pare::passes;
use pare::process::ProcessOracle;
use pare::process::command::{Outcome, TestCommand, TestOutput};
use pare::process::expect::Expectations;
use pare::reduction::{Ended, Reduction, SyntaxFilterMode};
use pare::stats::{Summary, count_lines};
use pare::syntax::language::Lang;
use pare::syntax::parse::parse;
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
    if let Some(code) = informational(&cli)? {
        return Ok(code);
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
    let lang = language(&cli, &file, &original);
    if let Some(names) = &cli.passes {
        passes::select(&names.iter().map(String::as_str).collect::<Vec<_>>()).map_err(usage)?;
    }
    let output_path = cli.output.clone().unwrap_or_else(|| file.clone());
    check_writable(&output_path)?;
    let mut command = test_command(&cli, program, args, &file);
    let oracle =
        ProcessOracle::new(command.clone()).map_err(|e| usage(format!("cannot create a temporary directory: {e}")))?;
    let took = match check_original(&oracle, &original, &shown_test, &signal) {
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
    let oracle = ProcessOracle::new(command).map_err(|e| usage(format!("cannot create a temporary directory: {e}")))?;
    keep_original(&cli, &file, &output_path, &original)?;
    reduce(&cli, lang, original, oracle, &output_path, signal)
}

/// Handles the options that print something and exit (`--list-passes`, `--completions`, `--man`).
fn informational(cli: &Cli) -> Result<Option<i32>, Failure> {
    if cli.list_passes {
        for p in passes::all() {
            println!("{:<10} {}", p.name(), p.description());
        }
        return Ok(Some(0));
    }
    if let Some(shell) = cli.completions {
        clap_complete::generate(shell, &mut Cli::command(), "pare", &mut std::io::stdout());
        return Ok(Some(0));
    }
    if cli.man {
        let mut out = Vec::new();
        clap_mangen::Man::new(Cli::command()).render(&mut out).map_err(|e| usage(e.to_string()))?;
        std::io::stdout().write_all(&out).map_err(|e| usage(e.to_string()))?;
        return Ok(Some(0));
    }
    Ok(None)
}

/// The file's language (from `--lang` or its extension), saying so when there is none or when
/// its parse errors switch the syntax filter off.
fn language(cli: &Cli, file: &Path, original: &[u8]) -> Option<Lang> {
    let lang = match cli.lang {
        Some(choice) => Lang::from_choice(choice),
        None => Lang::from_path(file),
    };
    if cli.quiet {
        return lang;
    }
    match lang {
        None if cli.lang.is_none() => eprintln!(
            "pare: no grammar for {}: using the language-agnostic passes only (--lang c|rust|javascript chooses one)",
            file.display()
        ),
        Some(lang)
            if filter_mode(cli) == SyntaxFilterMode::Auto && parse(lang, original, None).root_node().has_error() =>
        {
            eprintln!("pare: {} has parse errors, so candidates with parse errors are tested too", file.display())
        }
        _ => {}
    }
    lang
}

fn filter_mode(cli: &Cli) -> SyntaxFilterMode {
    if cli.allow_syntax_errors { SyntaxFilterMode::Off } else { cli.syntax_filter }
}

/// The test as pare runs it for every candidate, before its time-out is known.
fn test_command(cli: &Cli, program: PathBuf, args: Vec<OsString>, file: &Path) -> TestCommand {
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
    TestCommand {
        program,
        args,
        file_name: file.file_name().expect("a readable file has a name").to_owned(),
        timeout: Duration::from_secs_f64(cli.timeout.unwrap_or(MAX_AUTO_TIMEOUT)),
        output: if cli.show_test_output { TestOutput::Inherit } else { TestOutput::Discard },
        memory_limit: cli.memory_limit,
        expect,
    }
}

/// Writes the original to `-o PATH`, or keeps a backup of FILE before it is reduced in place.
fn keep_original(cli: &Cli, file: &Path, output_path: &Path, original: &[u8]) -> Result<(), Failure> {
    if cli.output.is_some() {
        return output::write_atomic(output_path, original)
            .map_err(|e| usage(format!("cannot write {}: {e}", output_path.display())));
    }
    let backup = output::write_backup(file, original)
        .map_err(|e| usage(format!("cannot write a backup of {}: {e}", file.display())))?;
    if !cli.quiet {
        eprintln!("pare: original saved as {}", backup.display());
    }
    Ok(())
}

/// Reduces with the library, writing every improvement to `output_path`, then reports.
fn reduce(
    cli: &Cli,
    lang: Option<Lang>,
    original: Vec<u8>,
    oracle: ProcessOracle,
    output_path: &Path,
    signal: Arc<AtomicUsize>,
) -> Result<i32, Failure> {
    let started = Instant::now();
    let limits =
        Limits { max_calls: cli.max_calls, deadline: cli.time_limit.map(|s| started + Duration::from_secs_f64(s)) };
    let line = Arc::new(Mutex::new(ProgressLine::new(!cli.quiet)));
    let (progress, message) = (line.clone(), line.clone());
    let path = output_path.to_path_buf();
    let mut reduction = Reduction::new(original.clone())
        .jobs(cli.jobs.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), |j| j as usize))
        .limits(limits)
        .confirm(cli.confirm)
        .order(cli.order)
        .syntax_filter(filter_mode(cli))
        .interrupt(signal)
        .original_checked()
        .on_progress(move |p| progress.lock().expect("no panics while drawing").update(p))
        .on_improvement(move |bytes| {
            output::write_atomic(&path, bytes)
                .map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", path.display())))
        });
    if cli.verbose > 0 {
        reduction = reduction.on_message(move |m| message.lock().expect("no panics while drawing").println(m));
    }
    if let Some(lang) = lang {
        reduction = reduction.language(lang);
    }
    if let Some(names) = &cli.passes {
        reduction = reduction.passes(names);
    }
    if let Some(regex) = &cli.protect {
        reduction = reduction.protect(regex);
    }
    let outcome = reduction.run(oracle).map_err(|e| usage(e.to_string()))?;
    line.lock().expect("no panics while drawing").finish();
    let summary = Summary {
        original_bytes: original.len(),
        final_bytes: outcome.best.len(),
        original_lines: count_lines(&original),
        final_lines: count_lines(&outcome.best),
        seconds: outcome.seconds,
        ended: outcome.ended.to_string(),
        stats: outcome.stats.clone(),
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
    if let Some(message) = outcome.write_error {
        return Err(Failure { message, code: EXIT_FAILURE });
    }
    if !outcome.held {
        eprintln!(
            "pare: the final result did not pass the test again: the test is flaky. Kept the last result that passed \
             twice ({} bytes) in {}. Try --confirm 2, or make the test deterministic.",
            outcome.best.len(),
            output_path.display()
        );
        return Ok(EXIT_FLAKY);
    }
    match outcome.ended {
        Ended::Stopped(pare::stop::Stop::Interrupted(sig)) => Ok(128 + sig),
        _ => Ok(0),
    }
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
    oracle: &ProcessOracle,
    original: &[u8],
    test: &str,
    signal: &AtomicUsize,
) -> Result<Duration, Failure> {
    let (result, dir) = oracle.run_captured(original, signal);
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
    let t = oracle.test();
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
