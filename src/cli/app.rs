//! One run of `pare` from parsed options to exit code: check the inputs, check the original is
//! interesting, keep a backup, reduce (with the library's [`Reduction`]), re-check, report.

use std::fs::{self, Permissions};
use std::io::Write;
use std::path::Path;
use std::sync::atomic::AtomicUsize;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::CommandFactory;

use super::args::Cli;
use super::end;
use super::failure::{Failure, usage};
use super::first_run;
use super::head_start::{self, Later};
use super::output;
use super::progress::ProgressLine;
use super::report::live::{self, Live};
use super::report::run::{Facts, Subject};
use super::signals;
use super::user_test::{self, Program};
use pare::process::{ProcessOracle, TestTime};
use pare::reduction::Lang;
use pare::reduction::Limits;
use pare::reduction::tree_sizes;
use pare::reduction::{Outcome, Reduction, SyntaxFilterMode, Watchdog};

/// Makes room for `-j` tests at once (open files), and says what still stands in its way: a
/// limit too low, or a search too narrow to keep many tests running (advice whose answer
/// changes the result, so pare gives it rather than widening by itself).
fn prepare_for_jobs(opts: &super::options::ReduceOptions) {
    let jobs = opts.jobs();
    let warning = super::fd_limit::raise(jobs);
    if opts.quiet {
        return;
    }
    if let Some(warning) = warning {
        eprintln!("pare: warning: {warning}");
    }
    if let Some(advice) = width_advice(jobs, opts.width as usize) {
        eprintln!("pare: {advice}");
    }
}

/// What to say when `--width` leaves most of `jobs` slots idle: the sequential search keeps a
/// few tests running, a width about twice its batches (merges and bets around them).
fn width_advice(jobs: usize, width: usize) -> Option<String> {
    let running = match width {
        1 => "the sequential search keeps about 2 to 5 tests running".to_string(),
        _ => format!("--width {width} keeps about {} to {} tests running", width, 2 * width),
    };
    (jobs >= 8 && jobs > 2 * width).then(|| {
        format!(
            "-j {jobs} with {running}; --width {jobs} to {} keeps all {jobs} busy (another search, as deterministic; see README)",
            2 * jobs
        )
    })
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
    if let Some(code) = informational(&cli)? {
        return Ok(code);
    }
    // `--time-limit` counts from here: reading and parsing a file of megabytes and the first
    // test run are part of the time the user gave.
    let started = Instant::now();
    let signal = Arc::new(AtomicUsize::new(0));
    signals::install(&signal)?;
    prepare_for_jobs(&cli.opts);
    if let Some(page) = &cli.report {
        check_writable(page)?;
    }
    if super::tree::wanted(&cli) {
        return super::tree::run(&cli, signal);
    }
    let (program, file) = test_and_file(&cli)?;
    let (original, mode) = read_input(&file)?;
    let original = Arc::new(original);
    if cli.output.is_none() && fs::symlink_metadata(&file).is_ok_and(|m| m.file_type().is_symlink()) {
        return Err(usage(format!(
            "{} is a symbolic link: reducing it in place would replace the link; use -o PATH",
            file.display()
        )));
    }
    let deadline = cli.opts.time_limit.map(|s| started + Duration::from_secs_f64(s));
    let watchdog = Watchdog::start(signal.clone(), deadline);
    let lang = language(&cli, &file, &original)?;
    drop(watchdog);
    if let Some(names) = &cli.opts.passes {
        pare::reduction::check_pass_names(&names.iter().map(String::as_str).collect::<Vec<_>>()).map_err(usage)?;
    }
    let output_path = cli.output.clone().unwrap_or_else(|| file.clone());
    check_writable(&output_path)?;
    let file_name = file.file_name().expect("a readable file has a name");
    let command = user_test::test_command(&cli.opts, &program, file_name);
    let limit = first_run::limit(&cli.opts, deadline);
    let watched = first_run::Watched { shown: &program.shown, on: "the original".into(), limit, quiet: cli.opts.quiet };
    let jobs = cli.opts.jobs();
    let held = head_start::permits(jobs, &original);
    let oracle = Arc::new(first_run::oracle(command, &watched, held)?);
    let run = end::Run {
        cli: &cli,
        program: &program,
        file: &file,
        original: &original,
        output: &output_path,
        mode: &mode,
        lang,
        oracle: &oracle,
        deadline,
    };
    let (live, passed): (Later<Arc<Live>>, Later<()>) = Default::default();
    // Interrupted before reducing: the output still gets the (unchanged) original.
    let interrupted = |f: Failure| {
        if f.code > 128 && cli.output.is_some() {
            let _ = output::write_result(&output_path, &original, &mode);
        }
        f
    };
    let checks = || {
        let empty =
            first_run::first_runs(&cli.opts, &oracle, &original, &watched, (&signal, jobs)).map_err(interrupted)?;
        first_run::check_trivial(empty, &cli.opts)?;
        keep_original(&cli, &file, &output_path, &original, &mode)?;
        if let Some(page) = report_page(&run, oracle.test_time()) {
            let _ = live.set(page);
        }
        let _ = passed.set(());
        Ok(empty)
    };
    let (outcome, test_seconds) = head_start::reduce_after_checks(&oracle, &signal, held.is_some(), checks, |empty| {
        reduce(&run, (&oracle, empty), signal.clone(), (live.clone(), passed.clone()))
    })?;
    end::report(&run, outcome, test_seconds, live.get().map(|l| l.as_ref()))
}

/// The live `--report` page of `run`, if asked for: started once the original has passed its
/// checks, so that nothing is written before.
fn report_page(run: &end::Run, test_time: TestTime) -> Option<Arc<Live>> {
    let path = run.cli.report.as_ref()?;
    let subject = Subject {
        program: run.program,
        opts: &run.cli.opts,
        input: run.file.display().to_string(),
        output: run.output.display().to_string(),
        language: run.lang.map_or("text", |l| l.name()).to_string(),
    };
    let facts = Facts::of_text(subject, run.original);
    Some(Live::start(path.clone(), facts, live::reading(Some(run.output.to_path_buf()), test_time)))
}

/// Handles the options that print something and exit (`--list-passes`, `--list-languages`,
/// `--completions`, `--man`).
fn informational(cli: &Cli) -> Result<Option<i32>, Failure> {
    if cli.list_passes {
        for (name, description) in pare::reduction::pass_descriptions() {
            println!("{name:<10} {description}");
        }
        return Ok(Some(0));
    }
    if cli.list_languages {
        for lang in Lang::ALL {
            let extensions: Vec<String> = lang.extensions().iter().map(|e| format!(".{e}")).collect();
            println!("{:<12} {}", lang.name(), extensions.join(" "));
        }
        println!("{:<12} any other file (lines, brackets, tokens, whitespace)", "text");
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

/// The file's language (from `--grammar`, `--lang` or its extension), saying so when there is
/// none, when the file is too large for a syntax tree at first, or when it has parse errors; a
/// grammar directory that cannot be loaded is a usage error.
fn language(cli: &Cli, file: &Path, original: &[u8]) -> Result<Option<Lang>, Failure> {
    let lang = cli.opts.language(file).map_err(|e| usage(format!("--grammar: {e}")))?;
    if cli.opts.quiet {
        return Ok(lang);
    }
    match lang {
        None if cli.opts.lang.is_none() => eprintln!(
            "pare: no grammar for {}: using the language-agnostic passes only (--lang chooses one, --list-languages lists them)",
            file.display()
        ),
        Some(_) if original.len() > tree_sizes(original.len()).0 => eprintln!(
            "pare: {} is {:.1} MB: passes that read text first, syntax trees once it is under {:.1} MB \
             (or under {:.1} MB when those passes stall)",
            file.display(),
            original.len() as f64 / 1e6,
            tree_sizes(original.len()).0 as f64 / 1e6,
            tree_sizes(original.len()).1 as f64 / 1e6
        ),
        Some(lang) if cli.opts.filter_mode() == SyntaxFilterMode::Auto && lang.has_parse_errors(original) => {
            eprintln!(
                "pare: {} has parse errors: candidates with no more errors than the best are tested too (--syntax-filter off tests all)",
                file.display()
            )
        }
        _ => {}
    }
    Ok(lang)
}

/// Writes the original to `-o PATH`, or keeps a backup of FILE before it is reduced in place.
fn keep_original(
    cli: &Cli,
    file: &Path,
    output_path: &Path,
    original: &[u8],
    mode: &Permissions,
) -> Result<(), Failure> {
    if cli.output.is_some() {
        return output::write_result(output_path, original, mode)
            .map_err(|e| usage(format!("cannot write {}: {e}", output_path.display())));
    }
    let backup = output::write_backup(file, original, mode)
        .map_err(|e| usage(format!("cannot write a backup of {}: {e}", file.display())))?;
    if !cli.opts.quiet {
        eprintln!("pare: original saved as {}", backup.display());
    }
    Ok(())
}

/// Reduces with the library, writing every improvement to the output with the input's mode
/// (and showing the run on the `live` page). Returns the outcome and the seconds spent in test
/// runs.
fn reduce(
    run: &end::Run,
    (oracle, empty): (&Arc<ProcessOracle>, Option<bool>),
    signal: Arc<AtomicUsize>,
    (live, passed): (Later<Arc<Live>>, Later<()>),
) -> Result<(Outcome, f64), Failure> {
    let opts = &run.cli.opts;
    let line = Arc::new(Mutex::new(ProgressLine::until_passed(!opts.quiet, passed)));
    let (progress, message, stalled) = (line.clone(), line.clone(), line.clone());
    let (path, result_mode) = (run.output.to_path_buf(), run.mode.clone());
    let mut reduction = Reduction::new(run.original.clone())
        .jobs(opts.jobs())
        .limits(Limits { max_calls: opts.max_calls, deadline: run.deadline })
        .confirm(opts.confirm)
        .order(opts.order)
        .width(opts.width as usize)
        .syntax_filter(opts.filter_mode())
        .interrupt(signal)
        .skip_original_check()
        .on_progress(move |p| {
            if let Some(live) = live.get() {
                live.observe(&p);
            }
            progress.lock().expect("no panics while drawing").update(p)
        })
        .on_stall(Duration::from_secs_f64(run.cli.watchdog), move |s| {
            stalled.lock().expect("no panics while drawing").stalled(s)
        })
        .on_improvement(move |bytes| {
            output::write_result(&path, bytes, &result_mode)
                .map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", path.display())))
        });
    if opts.verbose > 0 {
        reduction = reduction.on_message(move |m| message.lock().expect("no panics while drawing").println(m));
    }
    if let Some(lang) = run.lang {
        reduction = reduction.language(lang);
    }
    if let Some(names) = &opts.passes {
        reduction = reduction.passes(names);
    }
    if let Some(regex) = &opts.protect {
        reduction = reduction.protect(regex);
    }
    if run.cli.pretty {
        reduction = reduction.pretty();
    }
    if let Some(interesting) = empty {
        reduction = reduction.empty_judged(interesting);
    }
    let test_time = oracle.test_time();
    // Shared, not lent: the process oracle is the reduction's own, so candidates need no copies.
    let outcome = reduction.run_shared(oracle.clone()).map_err(|e| usage(e.to_string()))?;
    line.lock().expect("no panics while drawing").finish();
    Ok((outcome, test_time.seconds()))
}

/// The test to run and the file to reduce.
fn test_and_file(cli: &Cli) -> Result<(Program, std::path::PathBuf), Failure> {
    match (&cli.opts.cmd, &cli.test, &cli.file) {
        (Some(cmd), Some(file), None) => Ok((Program::from_cmd(cmd)?, file.clone())),
        (Some(_), _, _) => Err(usage("with --cmd, give only FILE (the command replaces TEST)".to_string())),
        (None, Some(test), Some(file)) => Ok((Program::from_test(test)?, file.clone())),
        (None, _, None) => Err(usage("missing FILE: usage is pare [OPTIONS] <TEST> <FILE>".to_string())),
        (None, None, Some(_)) => unreachable!("clap fills TEST before FILE"),
    }
}

/// Reads FILE and its mode (results and backups get it), with an error that says what is wrong.
fn read_input(file: &Path) -> Result<(Vec<u8>, Permissions), Failure> {
    let meta = fs::metadata(file).map_err(|e| usage(format!("cannot read {}: {e}", file.display())))?;
    if !meta.is_file() {
        return Err(usage(format!("{} is not a regular file", file.display())));
    }
    let bytes = fs::read(file).map_err(|e| usage(format!("cannot read {}: {e}", file.display())))?;
    Ok((bytes, meta.permissions()))
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

#[cfg(test)]
mod tests {
    use super::width_advice;

    /// The advice names the width that fills the slots, and comes only when the width leaves
    /// most of them idle.
    #[test]
    fn width_advice_comes_only_when_most_slots_would_idle() {
        let wide = width_advice(64, 16).expect("-j 64 at width 16");
        assert!(
            wide.contains("--width 16 keeps about 16 to 32") && wide.contains("--width 64 to 128 keeps all 64 busy"),
            "{wide}"
        );
        assert!(width_advice(16, 1).expect("-j 16 sequential").contains("sequential search"));
        assert_eq!(width_advice(16, 16), None);
        assert_eq!(width_advice(64, 32), None);
        assert_eq!(width_advice(4, 1), None);
    }
}
