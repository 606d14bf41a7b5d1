//! `pare batch`: a directory of crashing inputs (a fuzz campaign's) in, one reduced file per bug
//! out. Every input is classified by one run of the test (interesting or not, and its
//! `--signature`); byte-identical copies are merged before anything runs; one representative
//! per signature is reduced, keeping its signature, the rest recorded as duplicates. The
//! reductions run at once in one budget of `-j N` test calls ([`lanes`], the library's
//! `engine::budget`), under one progress display ([`display`]). Everything lands in `--out`
//! ([`outdir`], [`manifest`], [`unit`]); the same command resumes ([`plan`], the library's
//! `journal`), and `--shard K/N` splits the work between processes ([`shard`]); `pare batch
//! report` merges the shards' manifests ([`report`]). Every reduction has a report page
//! ([`page`]), and the campaign page `index.html` links them all ([`campaign`]).

pub mod args;
pub mod buckets;
pub mod campaign;
pub mod classify;
pub mod dirs;
pub mod display;
pub mod inputs;
pub mod lanes;
pub mod manifest;
pub mod outdir;
pub mod page;
pub mod plan;
pub mod report;
pub mod shard;
pub mod unit;

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use pare::reduction::Budget;
use pare::reduction::grammar_dirs;

use args::BatchCli;
use buckets::Classified;
use inputs::{Found, Input};
use manifest::{Manifest, Status};
use outdir::OutDir;
use shard::Shard;

use crate::cli::failure::{EXIT_FAILURE, EXIT_FLAKY, Failure, usage};
use crate::cli::first_run;
use crate::cli::signals;
use crate::cli::user_test::Program;
use pare::process::ProcessOracle;

/// How often the manifest is saved while inputs are classified.
const SAVE_EVERY: Duration = Duration::from_secs(2);

/// Runs `pare batch`; returns the exit status.
pub fn main(cli: BatchCli) -> i32 {
    match run(cli) {
        Ok(code) => code,
        Err(f) => {
            eprintln!("pare: error: {}", f.message);
            f.code
        }
    }
}

/// Everything a batch run works with, once the options are checked.
struct Batch {
    cli: BatchCli,
    program: Program,
    shard: Shard,
    found: Found,
    out: OutDir,
    signal: Arc<AtomicUsize>,
    budget: Arc<Budget>,
}

fn run(cli: BatchCli) -> Result<i32, Failure> {
    let (program, paths) = program_and_inputs(&cli)?;
    if let Some(names) = &cli.opts.passes {
        pare::reduction::check_pass_names(&names.iter().map(String::as_str).collect::<Vec<_>>()).map_err(usage)?;
    }
    if let Some(dir) = &cli.opts.grammar {
        // Loaded (and compiled) once here, so that every reduction finds it loaded.
        grammar_dirs::load(dir, cli.opts.grammar_table.as_deref()).map_err(|e| usage(format!("--grammar: {e}")))?;
    }
    let (shard, from) = shard::resolve(cli.shard, cli.shards, |k| std::env::var(k).ok()).map_err(usage)?;
    let found = match cli.unit {
        args::UnitKind::File => inputs::collect(&paths, &cli.glob, &cli.out)?,
        args::UnitKind::Dir => dirs::collect(&paths, &cli.glob, &cli.out)?,
    };
    if found.inputs.is_empty() {
        return Err(usage(format!(
            "none of the {} input files can be used (binary or unreadable): pare reduces text",
            found.skipped.len()
        )));
    }
    let out = outdir::prepare(&cli.out, &outdir::stamp(&cli.opts, &program, cli.all, shard))?;
    let earlier = Manifest::load(Manifest::path(&out.dir, shard)).map_err(|e| usage(format!("{e}")))?;
    let signal = Arc::new(AtomicUsize::new(0));
    signals::install(&signal)?;
    if let Some(warning) = super::fd_limit::raise(cli.opts.jobs())
        && !cli.opts.quiet
    {
        eprintln!("pare: warning: {warning}");
    }
    if !cli.opts.quiet && shard != Shard::ALL {
        eprintln!("pare: shard {shard} (from {from})");
    }
    let budget = Budget::new(cli.opts.jobs());
    let batch = Batch { cli, program, shard, found, out, signal, budget };
    batch.go(earlier)
}

/// TEST and the inputs, or with `--cmd` the inputs only.
fn program_and_inputs(cli: &BatchCli) -> Result<(Program, Vec<PathBuf>), Failure> {
    let (program, inputs) = match &cli.opts.cmd {
        Some(cmd) => (Program::from_cmd(cmd)?, cli.paths.clone()),
        None => (Program::from_test(&cli.paths[0])?, cli.paths[1..].to_vec()),
    };
    if inputs.is_empty() {
        return Err(usage("missing INPUT: usage is pare batch [OPTIONS] (TEST | --cmd CMD) INPUT... --out DIR".into()));
    }
    Ok((program, inputs))
}

impl Batch {
    /// Classifies, plans, reduces this shard's units, and says how it went.
    fn go(self, earlier: Manifest) -> Result<i32, Failure> {
        // Once per batch: a resume finds the inputs classified and skips the question.
        if earlier.rows.is_empty() {
            self.check_trivial()?;
        }
        let classes = self.classify(&earlier)?;
        let (manifest, units) = self.plan(&classes, &earlier);
        manifest
            .save()
            .map_err(|e| Failure { message: format!("cannot write the manifest: {e}"), code: EXIT_FAILURE })?;
        if let Err(e) = campaign::write(&self.out.dir) {
            eprintln!("pare: warning: cannot write the campaign page: {e}");
        }
        if let sig @ 1.. = self.signal.load(Ordering::SeqCst) {
            eprintln!("pare: interrupted while classifying; run the same command to go on");
            return Ok(128 + sig as i32);
        }
        if units.is_empty() {
            return Err(self.nothing_interesting(&classes));
        }
        let manifest = Mutex::new(manifest);
        self.reduce(&units, &manifest);
        Ok(self.conclude(&manifest.into_inner().expect("no panics under the manifest's lock")))
    }

    /// The buckets and units of the inputs classified so far, and the manifest that records them.
    fn plan(&self, classes: &[Option<Classified>], earlier: &Manifest) -> (Manifest, Vec<buckets::Unit>) {
        let inputs = &self.found.inputs;
        let known: Vec<Classified> = classes.iter().map(|c| c.clone().unwrap_or_else(unknown)).collect();
        let buckets = buckets::group(inputs, &known, self.cli.opts.signature.is_some());
        let units = buckets::units(&buckets, inputs, self.cli.all, |name| plan::earlier_representative(earlier, name));
        let plan = plan::Plan { inputs, classes, buckets: &buckets, units: &units, shard: self.shard, earlier };
        let mut rows = plan::set_aside(&self.found.skipped, inputs);
        rows.extend(plan::rows(&plan));
        rows.sort_by(|a, b| a.input.cmp(&b.input));
        (earlier.with_rows(rows), units)
    }

    /// The classification of every input: recorded by an earlier run, or one test run now. What
    /// is known is saved in the manifest every few seconds, so a lost machine loses little of it.
    fn classify(&self, earlier: &Manifest) -> Result<Vec<Option<Classified>>, Failure> {
        let inputs = &self.found.inputs;
        let classes: Mutex<Vec<Option<Classified>>> =
            Mutex::new(inputs.iter().map(|i| plan::earlier_class(earlier, i)).collect());
        let todo: Vec<usize> = (0..inputs.len()).filter(|&i| classes.lock().expect("no panics")[i].is_none()).collect();
        if !self.cli.opts.quiet {
            let skipped = self.found.skipped.len();
            eprintln!(
                "pare: {} inputs ({} to classify, {} classified before, {skipped} set aside)",
                inputs.len() + skipped,
                todo.len(),
                inputs.len() - todo.len()
            );
        }
        // --time-limit is per reduction: one input's classification gets no more either.
        let time_limit = self.cli.opts.time_limit.map(|s| Instant::now() + Duration::from_secs_f64(s));
        let limit = first_run::limit(&self.cli.opts, time_limit);
        let command = |input: &Input| {
            let mut command = unit::test_command(&self.cli.opts, &self.program, input);
            command.timeout = limit.0;
            command
        };
        let watched = |input: &Input| first_run::Watched {
            shown: &self.program.shown,
            on: input.shown(),
            limit,
            quiet: self.cli.opts.quiet,
        };
        let saved = Mutex::new(Instant::now());
        let record = |i: usize, class: Classified| {
            let mut classes = classes.lock().expect("no panics");
            classes[i] = Some(class);
            let mut saved = saved.lock().expect("no panics");
            if saved.elapsed() >= SAVE_EVERY {
                // A failed save here is retried by the next one and by the save after classifying.
                let _ = self.plan(&classes, earlier).0.save();
                *saved = Instant::now();
            }
        };
        classify::classify(inputs, &todo, (command, watched), &self.budget, &self.signal, record)
            .map_err(|message| Failure { message, code: EXIT_FAILURE })?;
        Ok(classes.into_inner().expect("no panics"))
    }

    /// Reduces this shard's units that are not done, the largest inputs first (they take
    /// longest; starting them first leaves the short ones to fill the end).
    fn reduce(&self, units: &[buckets::Unit], manifest: &Mutex<Manifest>) {
        let inputs = &self.found.inputs;
        let status = |name: &str| {
            let m = manifest.lock().expect("no panics under the manifest's lock");
            m.rows.iter().find(|r| r.unit.as_deref() == Some(name)).map(|r| (r.status, r.clone()))
        };
        let mut todo: Vec<(&buckets::Unit, manifest::Row)> = units
            .iter()
            .filter_map(|u| {
                status(&u.name).filter(|(s, _)| matches!(s, Status::Pending | Status::Reducing)).map(|(_, r)| (u, r))
            })
            .collect();
        todo.sort_by(|a, b| {
            inputs[b.0.input].bytes.len().cmp(&inputs[a.0.input].bytes.len()).then(a.0.name.cmp(&b.0.name))
        });
        let mine = units.iter().filter(|u| self.shard.owns(&u.name)).count();
        let noun = if self.cli.all { "inputs" } else { "buckets" };
        let display = Arc::new(display::Display::new(self.cli.opts.quiet, mine, noun, mine - todo.len()));
        let ctx = unit::Context {
            opts: &self.cli.opts,
            program: &self.program,
            out: &self.out,
            manifest,
            display: &display,
            signal: &self.signal,
        };
        lanes::run(todo.len(), &self.budget, &self.signal, |k, lane| {
            let (u, row) = &todo[k];
            unit::reduce(&ctx, &u.name, &inputs[u.input], row.clone(), lane.clone());
        });
        display.close();
    }

    /// The summary line and the exit status.
    fn conclude(&self, manifest: &Manifest) -> i32 {
        let count = |s: Status| manifest.rows.iter().filter(|r| r.status == s).count();
        let (reduced, left) = (count(Status::Reduced), count(Status::Pending) + count(Status::Reducing));
        if !self.cli.opts.quiet {
            eprintln!(
                "pare: {reduced} reduced, {left} left, {} for other shards, {} duplicates, {} not interesting; \
                 the table: pare batch report {}",
                count(Status::Elsewhere),
                count(Status::Duplicate),
                count(Status::NotInteresting),
                self.out.dir.display()
            );
            for group in report::build(manifest.rows.clone()).same_results {
                eprintln!("pare: byte-identical results, probably one bug: {}", group.join(", "));
            }
        }
        let flaky: Vec<&str> =
            manifest.rows.iter().filter(|r| r.status == Status::Flaky).filter_map(|r| r.unit.as_deref()).collect();
        if !flaky.is_empty() {
            eprintln!(
                "pare: the test is flaky: no result smaller than the input passed it again for {} ({}), so those \
                 results are the inputs themselves (exit status 3). Make the test deterministic, or try --confirm 2.",
                if flaky.len() == 1 { "one bucket".to_string() } else { format!("{} buckets", flaky.len()) },
                flaky.join(", ")
            );
        }
        match self.signal.load(Ordering::SeqCst) {
            0 if count(Status::Failed) > 0 => EXIT_FAILURE,
            0 if count(Status::Flaky) > 0 => EXIT_FLAKY,
            0 => 0,
            sig => {
                eprintln!("pare: interrupted; run the same command to resume (finished reductions are kept)");
                128 + sig as i32
            }
        }
    }

    /// Runs the test on an empty file (named like the first input): an error, unless
    /// `--allow-trivial`, when it passes (with `--signature`, only when its output also names a
    /// bug: one that names none could never be a reduction's result, the slip guard keeps them).
    fn check_trivial(&self) -> Result<(), Failure> {
        let (opts, first) = (&self.cli.opts, &self.found.inputs[0]);
        // A tree's empty bundle is no file at all: the tree tests check their own emptiness.
        if opts.allow_trivial || first.tree.is_some() {
            return Ok(());
        }
        let oracle = ProcessOracle::new(unit::test_command(opts, &self.program, first))
            .map_err(|e| usage(format!("cannot create a temporary directory: {e}")))?;
        let (result, _) = oracle.run_captured(b"", &self.signal);
        let named = opts.signature.is_none() || result.signature.is_some();
        if self.signal.load(Ordering::SeqCst) != 0 || !result.interesting || !named {
            return Ok(());
        }
        Err(Failure { message: first_run::trivial(opts), code: EXIT_FAILURE })
    }

    /// The failure when no input is interesting: the explanation for the first one.
    fn nothing_interesting(&self, classes: &[Option<Classified>]) -> Failure {
        let first = classes.iter().flatten().find_map(|c| c.explanation.clone().or_else(|| c.note.clone()));
        let message = format!(
            "no input is interesting, so there is nothing to reduce (see the manifest in {}); the first one: {}",
            self.out.dir.display(),
            first.unwrap_or_default().trim_start_matches("the original is not interesting: ")
        );
        Failure { message, code: EXIT_FAILURE }
    }
}

/// The class of an input not classified (interrupted): not interesting, so in no bucket.
fn unknown() -> Classified {
    Classified { interesting: false, signature: None, seconds: 0.0, note: None, explanation: None }
}
