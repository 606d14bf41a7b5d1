//! Reducing one unit of a batch: its original copied beside the result, every improvement
//! written atomically, the verdicts journaled (an interrupted reduction replays them and goes on
//! to the same result), the signature kept, the manifest row updated when it starts and ends, and
//! the run shown on its report page ([`super::page`]).

use std::ffi::OsStr;
use std::fs::Permissions;
use std::path::Path;
use std::sync::atomic::AtomicUsize;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use pare::journal::Journal;
use pare::process::ProcessOracle;
use pare::reduction::Lane;
use pare::reduction::Limits;
use pare::reduction::{Ended, Reduction};
use pare::stop::Stop;

use super::campaign;
use super::display::{Display, UnitLine};
use super::inputs::Input;
use super::manifest::{Manifest, Row, Status};
use super::outdir::OutDir;
use super::page;
use crate::cli::options::ReduceOptions;
use crate::cli::output::{input_mode, write_result};
use crate::cli::progress::StallNotice;
use crate::cli::report::live::Live;
use crate::cli::tree::output::Output;
use crate::cli::user_test::{self, Program};
use pare::process::command::TestCommand;

/// How long a reduction of a batch runs no test before the display says what it computes.
const STALL_AFTER: Duration = Duration::from_secs(10);

/// What every reduction of a batch shares.
pub struct Context<'a> {
    /// The test and reduction options.
    pub opts: &'a ReduceOptions,
    /// The test.
    pub program: &'a Program,
    /// Where results go.
    pub out: &'a OutDir,
    /// This shard's manifest.
    pub manifest: &'a Mutex<Manifest>,
    /// The progress display.
    pub display: &'a Arc<Display>,
    /// Non-zero once a signal arrived.
    pub signal: &'a Arc<AtomicUsize>,
}

impl Context<'_> {
    /// Puts `row` in the manifest and saves it, and the campaign page with it; a failed save is
    /// reported, not fatal (the results themselves are written).
    pub fn record(&self, row: Row) {
        let mut manifest = self.manifest.lock().expect("no panics under the manifest's lock");
        manifest.put(row);
        if let Err(e) = manifest.save() {
            self.display.println(&format!("pare: warning: cannot write the manifest: {e}"));
        }
        if let Err(e) = campaign::write(&self.out.dir) {
            self.display.println(&format!("pare: warning: cannot write the campaign page: {e}"));
        }
    }
}

/// The test for `input`: the candidate under the input's name, written out as a tree for a
/// directory.
pub fn test_command(opts: &ReduceOptions, program: &Program, input: &Input) -> TestCommand {
    let name = input.path.file_name().expect("an input has a name");
    let mut command = user_test::test_command(opts, program, name);
    command.tree = input.tree.clone();
    command
}

/// The names of a unit's result and original copy: the unit's name with the input's extension
/// (a tree's: the unit's name, and `.orig` after it).
pub fn file_names(unit: &str, input: &Input) -> (String, String) {
    if input.tree.is_some() {
        return (unit.to_string(), format!("{unit}.orig"));
    }
    let input = &input.path;
    match input.extension().and_then(OsStr::to_str) {
        Some(ext) => (format!("{unit}.{ext}"), format!("{unit}.orig.{ext}")),
        None => (unit.to_string(), format!("{unit}.orig")),
    }
}

/// Reduces `input` as unit `name` in `lane`, starting from (and returning) its manifest row.
pub fn reduce(ctx: &Context, name: &str, input: &Input, mut row: Row, lane: Arc<Lane>) -> Row {
    let (result_name, original_name) = file_names(name, input);
    let (result, original) = (ctx.out.file(&result_name), ctx.out.file(&original_name));
    row.result = Some(result_name);
    row.original = Some(original_name);
    // Like `cp -p`: the copies of an executable input stay executable.
    let mode = input_mode(&input.path);
    if let Err(e) = keep_original(input, &original, &mode) {
        return failed(ctx, row, format!("cannot write {}: {e}", original.display()));
    }
    // A unit that an earlier session began goes on from its journal.
    row.resumed |= row.status == Status::Reducing;
    row.report = Some(ctx.out.report(name).1);
    row.status = Status::Reducing;
    ctx.record(row.clone());
    let line = Arc::new(ctx.display.start(name));
    let ran = match run(ctx, name, input, &row, lane, (&result, &mode), line.clone()) {
        Ok(ran) => {
            row.test_runs = Some(row.test_runs.unwrap_or(0) + ran.tests);
            ran
        }
        Err(message) => {
            ctx.display.finish(&line, false, &format!("pare: {name}: {message}"));
            return failed(ctx, row, message);
        }
    };
    let outcome = &ran.outcome;
    if outcome.write_error.is_none()
        && input.tree.is_none()
        && let Err(e) = write_result(&result, &outcome.best, &mode)
    {
        ctx.display.finish(&line, false, &format!("pare: {name}: cannot write {}: {e}", result.display()));
        return failed(ctx, row, format!("cannot write {}: {e}", result.display()));
    }
    row.final_bytes = Some(outcome.best.len());
    row.final_tokens = Some(pare::reduction::count_tokens(&outcome.best));
    row.final_hash = Some(format!("{:032x}", pare::reduction::content_hash(&outcome.best)));
    row.calls = Some(outcome.stats.calls);
    row.seconds = Some(row.seconds.unwrap_or(0.0) + outcome.seconds);
    row.ended = Some(outcome.ended.to_string());
    row.status = match (&outcome.ended, &outcome.write_error, outcome.reproduced) {
        (Ended::Stopped(Stop::Interrupted(_)), _, _) => Status::Reducing,
        (_, Some(message), _) => {
            row.note = Some(message.clone());
            Status::Failed
        }
        (_, None, false) => {
            row.note = Some("no result smaller than the input passed the test again (a flaky test)".into());
            Status::Flaky
        }
        (_, None, true) => Status::Reduced,
    };
    ctx.display.update(&line, progress_of(outcome, input));
    page::finish(ctx, &ran.page, input, (outcome, ran.test_seconds), &row);
    let message = format!(
        "pare: {name} ({}): {} -> {} bytes, {} calls, {:.1} s, {}",
        input.shown(),
        input.bytes.len(),
        outcome.best.len(),
        outcome.stats.calls,
        outcome.seconds,
        outcome.ended
    );
    ctx.display.finish(&line, row.status != Status::Reducing, &message);
    ctx.record(row.clone());
    row
}

fn progress_of<'a>(outcome: &'a pare::Outcome, input: &Input) -> pare::reduction::Progress<'a> {
    pare::reduction::Progress {
        pass: "-",
        size: outcome.best.len(),
        original: input.bytes.len(),
        calls: outcome.stats.calls,
        running: 0,
        stats: &outcome.stats,
    }
}

/// Writes the unit's original beside its result: a file, or a tree (rewritten only when it
/// differs from what is there).
fn keep_original(input: &Input, original: &Path, mode: &Permissions) -> std::io::Result<()> {
    match &input.tree {
        Some(layout) => Output::fresh(original, layout, &input.bytes).map(drop),
        None if std::fs::read(original).ok().as_deref() == Some(&input.bytes[..]) => Ok(()),
        None => write_result(original, &input.bytes, mode),
    }
}

fn failed(ctx: &Context, mut row: Row, message: String) -> Row {
    row.status = Status::Failed;
    row.note = Some(message);
    ctx.record(row.clone());
    row
}

/// Where every improvement goes.
type Sink = Box<dyn FnMut(&[u8]) -> std::io::Result<()> + Send>;

/// The reduction of `input` and where its improvements go: the result file, or the result tree
/// (written out at once, then file by file).
fn start(input: &Input, (result, mode): (&Path, &Permissions)) -> Result<(Reduction, Sink), String> {
    let (path, mode) = (result.to_path_buf(), mode.clone());
    let Some(layout) = &input.tree else {
        let sink = Box::new(move |bytes: &[u8]| write_result(&path, bytes, &mode));
        return Ok((Reduction::new(input.bytes.clone()), sink));
    };
    let files = pare::tree::bundle::decode(&input.bytes).map_err(|e| e.to_string())?;
    let reduction = Reduction::tree(&files).map_err(|e| e.to_string())?;
    let mut output =
        Output::fresh(result, layout, &input.bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok((reduction, Box::new(move |bundle: &[u8]| output.write(bundle))))
}

/// A reduction that ran: its outcome, the tests it ran (the others were replayed from the
/// journal), the seconds they took, and its report page (live until it is finished).
struct Ran {
    outcome: pare::Outcome,
    tests: u64,
    test_seconds: f64,
    page: Arc<Live>,
}

/// Runs the reduction, showing it on its report page.
fn run(
    ctx: &Context,
    name: &str,
    input: &Input,
    row: &Row,
    lane: Arc<Lane>,
    (result, mode): (&Path, &Permissions),
    line: Arc<UnitLine>,
) -> Result<Ran, String> {
    let opts = ctx.opts;
    let mut command = test_command(opts, ctx.program, input);
    if opts.timeout.is_none() {
        command.timeout = user_test::auto_timeout(Duration::from_secs_f64(row.test_seconds.unwrap_or(0.0)));
    }
    let oracle = ProcessOracle::new(command).map_err(|e| format!("cannot create a temporary directory: {e}"))?;
    if opts.signature.is_some() {
        oracle.keep_signature(row.signature.clone());
    }
    let test_time = oracle.test_time();
    let page = page::start(ctx, name, input, result, oracle.test_time());
    let journal_path = ctx.out.journal(name);
    let journal = Arc::new(
        Journal::open(&journal_path, oracle).map_err(|e| format!("cannot open {}: {e}", journal_path.display()))?,
    );
    let deadline = opts.time_limit.map(|s| Instant::now() + Duration::from_secs_f64(s));
    let display = ctx.display.clone();
    let (reduction, sink) = start(input, (result, mode))?;
    let mut reduction = reduction
        .jobs(lane.budget().total())
        .lane(lane)
        .limits(Limits { max_calls: opts.max_calls, deadline })
        .confirm(opts.confirm)
        .order(opts.order)
        .width(opts.width as usize)
        .syntax_filter(opts.filter_mode())
        .interrupt(ctx.signal.clone())
        .skip_original_check()
        .on_progress({
            let page = page.clone();
            move |p| {
                page.observe(&p);
                display.update(&line, p)
            }
        })
        .on_improvement(sink);
    // A --grammar directory loaded before the batch started; this cannot fail again.
    let lang = opts.language(&input.path).ok().flatten();
    if let Some(lang) = lang {
        reduction = reduction.language(lang);
    }
    let (display, unit, mut notice) = (ctx.display.clone(), name.to_string(), StallNotice::default());
    reduction = reduction.on_stall(STALL_AFTER, move |stall| {
        if notice.due(stall) {
            display.println(&format!("pare: {unit}: {stall}"));
        }
    });
    if opts.verbose > 0 {
        let (display, name) = (ctx.display.clone(), name.to_string());
        reduction = reduction.on_message(move |m| display.println(&format!("{name}: {m}")));
    }
    if let Some(names) = &opts.passes {
        reduction = reduction.passes(names);
    }
    if let Some(regex) = &opts.protect {
        reduction = reduction.protect(regex);
    }
    let outcome = reduction.run_shared(journal.clone()).map_err(|e| e.to_string())?;
    Ok(Ran { outcome, tests: journal.ran(), test_seconds: test_time.seconds(), page })
}
