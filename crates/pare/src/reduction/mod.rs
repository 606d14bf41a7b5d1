//! The public entry point: configure a [`Reduction`], run it with an [`Oracle`], get an
//! [`Outcome`].
//!
//! The command line is one client of this builder; a fuzzing harness or a batch runner is
//! another. Results are a function of the input, the oracle's verdicts and these options only:
//! never of timing, load or `jobs` (for a deterministic oracle).

mod borrowed;
mod finish;
mod input;
mod pass_names;
mod sign_of_life;

// What a command line needs besides the builder, from the crate's inner modules, which are not
// public themselves: the options' types, the shared budget, the languages (and, with the
// `grammar-dirs` feature, grammars loaded from a directory), and the content hash that names
// results in a batch, and the token count reports give.
pub use crate::adaptive::ScanOrder;
pub use crate::cache::key as content_hash;
pub use crate::engine::activity::Stall;
pub use crate::engine::budget::{Budget, Lane};
pub use crate::engine::recheck::RETRIES;
pub use crate::engine::{Limits, Progress};
#[cfg(feature = "grammar-dirs")]
pub use crate::syntax::grammar_dirs;
pub use crate::syntax::language::{Lang, LangChoice};
pub use pass_names::{check_pass_names, check_tree_pass_names, pass_descriptions};

/// Counts tokens the way reports do, whatever the language: pare's plain tokenizer, for which a
/// comment or a string literal is one token.
pub fn count_tokens(text: &[u8]) -> usize {
    crate::text_units::tokens::tokenize(text, crate::text_units::tokens::Lexicon::plain()).len()
}

/// The sizes of a file of `original` bytes below which passes that read syntax trees run: at
/// first, and once the passes that read text alone are stuck. Above them, a tree costs too much
/// memory and time per parse, so those passes wait.
pub fn tree_sizes(original: usize) -> (usize, usize) {
    let at_first = crate::syntax::parse::tree_bytes(original);
    (at_first, at_first * crate::syntax::parse::TREE_STRETCH)
}

/// Parses the files of the tree `bundle` that have a language in `langs` (and are small enough
/// to get a syntax tree), as a reduction of it first does: each file's tree is kept by its path
/// for every pass across the tree and the syntax filter, so a caller with time to spare (the
/// command line, while the test runs on the original) lets the reduction start sooner. Gives up
/// between files once `stop` says so. The trees are those of fresh parses either way: warming
/// changes when they are made, never the result.
pub fn warm_up_tree(bundle: &[u8], langs: &std::collections::BTreeMap<String, Lang>, stop: impl Fn() -> bool) {
    for record in tree::bundle::records(bundle).unwrap_or_default() {
        let (path, text) = (record.path(bundle), record.content(bundle));
        if stop() {
            return;
        }
        if let Some(&lang) = langs.get(path)
            && text.len() <= crate::syntax::parse::tree_bytes(text.len())
        {
            crate::syntax::parse::tree_of_file(path, lang, text);
        }
    }
}

use std::fmt;
use std::io;
use std::sync::Arc;
use std::sync::atomic::AtomicUsize;
use std::time::{Duration, Instant};

use crate::engine::activity::Activity;
use crate::engine::calls::Calls;
use crate::engine::recheck::Recheck;
use crate::engine::state::{ReductionState, Sink};
use crate::engine::{Engine, Guards, Observer};
use crate::oracle::Oracle;
use crate::passes::PassOptions;
use crate::protect::Protected;
use crate::stats::Stats;
use crate::stop::Stop;
use crate::tree::{self, Files};
use input::{Input, Plan};

/// Whether candidates that do not parse are rejected without asking the oracle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SyntaxFilterMode {
    /// On: a candidate with more parse errors than the best is turned away (an original with
    /// errors sets the first allowance).
    #[default]
    Auto,
    /// The same, but the original must parse cleanly.
    On,
    /// Off: every candidate is judged.
    Off,
}

impl SyntaxFilterMode {
    /// Every mode, in the order a command line lists them.
    pub const ALL: [SyntaxFilterMode; 3] = [SyntaxFilterMode::Auto, SyntaxFilterMode::On, SyntaxFilterMode::Off];

    /// The name `--syntax-filter` gives it.
    pub fn name(self) -> &'static str {
        match self {
            SyntaxFilterMode::Auto => "auto",
            SyntaxFilterMode::On => "on",
            SyntaxFilterMode::Off => "off",
        }
    }

    /// One sentence saying what it does, for a command line's help.
    pub fn description(self) -> &'static str {
        match self {
            SyntaxFilterMode::Auto => {
                "On: a candidate with more parse errors than the best is turned away (an original with errors sets the first allowance)."
            }
            SyntaxFilterMode::On => "The same, but the original must parse cleanly.",
            SyntaxFilterMode::Off => "Off: every candidate is judged.",
        }
    }
}

impl std::str::FromStr for SyntaxFilterMode {
    type Err = String;

    /// The mode `--syntax-filter` names.
    fn from_str(name: &str) -> Result<SyntaxFilterMode, String> {
        SyntaxFilterMode::ALL
            .into_iter()
            .find(|m| m.name() == name)
            .ok_or_else(|| format!("unknown syntax filter mode '{name}'"))
    }
}

/// Why a reduction could not start.
#[derive(Debug)]
pub enum Error {
    /// A pass name that does not exist; the message lists the known ones.
    UnknownPass(String),
    /// `SyntaxFilterMode::On` for an original with parse errors.
    OriginalDoesNotParse,
    /// Threads or temporary files could not be set up.
    Setup(io::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownPass(message) => f.write_str(message),
            Error::OriginalDoesNotParse => {
                f.write_str("the syntax filter is on, but the original has parse errors (use auto or off)")
            }
            Error::Setup(e) => write!(f, "cannot set up the reduction: {e}"),
        }
    }
}

impl std::error::Error for Error {}

/// Why a reduction ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// No pass can make progress any more.
    FixedPoint,
    /// A limit, an interrupt or a failed write ended it early; the best so far is kept.
    Stopped(Stop),
    /// The oracle does not find the original interesting: there is nothing to reduce.
    OriginalNotInteresting,
}

impl fmt::Display for Ended {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ended::FixedPoint => f.write_str("fixed point"),
            Ended::Stopped(stop) => stop.fmt(f),
            Ended::OriginalNotInteresting => f.write_str("the original is not interesting"),
        }
    }
}

/// What a reduction returns.
pub struct Outcome {
    /// The smallest interesting test case found (the original if nothing smaller was).
    pub best: Vec<u8>,
    /// Why it ended.
    pub ended: Ended,
    /// False when results smaller than the original were found but none of them passed its
    /// re-check (a flaky oracle): `best` is then the original. (A best that did not pass while
    /// an earlier one did makes the reduction go on from that one; see `stats.fallbacks`.)
    pub reproduced: bool,
    /// The best laid out one statement per line, when [`Reduction::pretty`] asked for it, the
    /// language has a layout, it differs from `best` and the oracle finds it interesting too.
    pub pretty: Option<Vec<u8>>,
    /// Calls, cache hits, per-pass counters, the timeline of improvements.
    pub stats: Stats,
    /// Wall time, in seconds.
    pub seconds: f64,
    /// Why a result could not be handed to the sink, if that ended the run.
    pub write_error: Option<String>,
    /// For a reduction of a tree ([`Reduction::tree`]): `best` as files.
    pub files: Option<Files>,
}

/// A reduction to configure and run.
pub struct Reduction {
    original: Arc<Vec<u8>>,
    /// A file in its language, or a tree of files: the plan follows from it.
    input: Input,
    passes: Option<Vec<String>>,
    jobs: usize,
    limits: Limits,
    guards: Guards,
    order: ScanOrder,
    /// `--width`: see [`Reduction::width`].
    width: usize,
    filter: SyntaxFilterMode,
    observer: Observer,
    sink: Option<Sink>,
    interrupt: Arc<AtomicUsize>,
    checked: bool,
    /// The verdict on the empty candidate, when the caller judged it (see
    /// [`Reduction::empty_judged`]).
    empty: Option<bool>,
    lane: Option<Arc<Lane>>,
    pretty: bool,
    stall: Option<(Duration, sign_of_life::StallFn)>,
}

impl Reduction {
    /// A reduction of `original`, with the defaults: no grammar, the default passes, as many
    /// jobs as cores, no limits, backward scans, the syntax filter on when it applies.
    /// `original` may be shared (an `Arc`): a caller that keeps the original of a file of
    /// megabytes for itself then holds no second copy.
    pub fn new(original: impl Into<Arc<Vec<u8>>>) -> Reduction {
        Reduction {
            original: original.into(),
            input: Input::File(None),
            passes: None,
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
            limits: Limits::default(),
            guards: Guards::default(),
            order: ScanOrder::Backward,
            width: 1,
            filter: SyntaxFilterMode::Auto,
            observer: Observer::default(),
            sink: None,
            interrupt: Arc::new(AtomicUsize::new(0)),
            checked: false,
            empty: None,
            lane: None,
            pretty: false,
            stall: None,
        }
    }

    /// A reduction of a tree of files (relative path → contents), with the same defaults: each
    /// file gets the passes of its extension's language ([`Reduction::language`] replaces that
    /// of every source file), and the passes over the whole tree run too. The oracle judges the
    /// tree as a bundle ([`tree::bundle`]; [`tree::FnTreeOracle`] decodes it for a closure),
    /// improvements reach [`Reduction::on_improvement`] as bundles, and [`Outcome::files`] is
    /// the result. A path that cannot name a file, or contents with a NUL byte, are refused.
    pub fn tree(files: &Files) -> Result<Reduction, tree::bundle::BadBundle> {
        let mut reduction = Reduction::new(tree::bundle::encode(files)?);
        reduction.input = Input::Tree(None);
        Ok(reduction)
    }

    /// The language to parse the input as (grammar-aware passes need one).
    pub fn language(mut self, lang: Lang) -> Reduction {
        self.input = self.input.in_language(lang);
        self
    }

    /// The passes to run, by name, instead of the default ones for the language.
    pub fn passes<S: AsRef<str>>(mut self, names: &[S]) -> Reduction {
        self.passes = Some(names.iter().map(|n| n.as_ref().to_string()).collect());
        self
    }

    /// How many judgements may run at once (at least 1). The result does not depend on it.
    pub fn jobs(mut self, jobs: usize) -> Reduction {
        self.jobs = jobs.max(1);
        self
    }

    /// Runs in `lane` of a budget shared with other reductions: one call always has a slot,
    /// more run only while the budget has free slots, and never more than [`Reduction::jobs`].
    /// The result does not depend on it.
    pub fn lane(mut self, lane: Arc<Lane>) -> Reduction {
        self.lane = Some(lane);
        self
    }

    /// Ends the run early at a number of committed calls or a deadline.
    pub fn limits(mut self, limits: Limits) -> Reduction {
        self.limits = limits;
        self
    }

    /// Judges every new best `times` more times and keeps it only if all agree (flaky oracles).
    pub fn confirm(mut self, times: u32) -> Reduction {
        self.guards.confirm = times;
        self
    }

    /// Text matching `regex` in the original is never removed or changed.
    pub fn protect(mut self, regex: &regex::bytes::Regex) -> Reduction {
        self.guards.protected = Some(Protected::new(regex, &self.original));
        self
    }

    /// How many independent candidates a deletion pass judges at once against the same best,
    /// merging their successes (1, the default: the sequential searches). Wider batches keep
    /// more tests running on a machine with many slots; the result depends on the width, never
    /// on `jobs`.
    pub fn width(mut self, width: usize) -> Reduction {
        self.width = width.max(1);
        self
    }

    /// The order deletion passes scan their units in.
    pub fn order(mut self, order: ScanOrder) -> Reduction {
        self.order = order;
        self
    }

    /// Whether candidates that do not parse are rejected without a judgement.
    pub fn syntax_filter(mut self, mode: SyntaxFilterMode) -> Reduction {
        self.filter = mode;
        self
    }

    /// Called with where the run stands (pass, size, calls) whenever that changes, with the
    /// counters and the timeline so far lent beside them (`Progress::stats`): it runs on the
    /// reduction's own thread, so what it does beyond a glance delays the run.
    pub fn on_progress(mut self, f: impl FnMut(Progress) + Send + 'static) -> Reduction {
        self.observer.progress = Some(Box::new(f));
        self
    }

    /// Called with a line for each pass run (what `-v` prints).
    pub fn on_message(mut self, f: impl FnMut(&str) + Send + 'static) -> Reduction {
        self.observer.message = Some(Box::new(f));
        self
    }

    /// Called with every new result the moment it is taken, on a thread of its own so that a
    /// slow write does not hold the reduction up: when a newer result comes before the last one
    /// is handed over, the one in between is skipped; the last call before [`Reduction::run`]
    /// returns is with the result. An error ends the run (keeping the results handed over
    /// before).
    pub fn on_improvement(mut self, f: impl FnMut(&[u8]) -> io::Result<()> + Send + 'static) -> Reduction {
        self.sink = Some(Box::new(f));
        self
    }

    /// Stops the run, keeping its best result, as soon as `flag` is non-zero (the command line
    /// stores the number of a signal there).
    pub fn interrupt(mut self, flag: Arc<AtomicUsize>) -> Reduction {
        self.interrupt = flag;
        self
    }

    /// Also finds a readable form of the result ([`Outcome::pretty`]): one more judgement at
    /// the end. The result itself stays the smallest found.
    pub fn pretty(mut self) -> Reduction {
        self.pretty = true;
        self
    }

    /// Called from a thread of its own, about once a second, while no judgement has been running
    /// for `after` or more: what pass computes and how far it is (a run that seems to stall).
    pub fn on_stall(mut self, after: Duration, f: impl FnMut(&Stall) + Send + 'static) -> Reduction {
        self.stall = Some((after, Box::new(f)));
        self
    }

    /// Skips the first judgement of the original: the caller has already made it (the command
    /// line does, to explain a failure).
    pub fn skip_original_check(mut self) -> Reduction {
        self.checked = true;
        self
    }

    /// Takes the oracle's verdict on the empty candidate (an empty file, a tree without files)
    /// as known: the caller judged it already (the command line does, beside the original's
    /// first run, to refuse a test that passes on nothing), so the reduction's first question
    /// costs no second call. Given at every `jobs`, it keeps results the same at every `jobs`.
    pub fn empty_judged(mut self, interesting: bool) -> Reduction {
        self.empty = Some(interesting);
        self
    }

    /// Runs the reduction with `oracle` to a fixed point, a limit or an interrupt. The oracle
    /// may borrow (a closure over a local): its judgements run on scoped threads that end before
    /// this returns, each with its own copy of the candidate.
    pub fn run(self, oracle: impl Oracle) -> Result<Outcome, Error> {
        // As many judgements may run at once as there are jobs, and one re-check beside them.
        let threads = self.jobs + 1;
        borrowed::lend(&oracle, threads, |forwarder| self.run_shared(forwarder))
    }

    /// [`Reduction::run`] with an oracle the caller keeps a handle on (no copies of candidates).
    pub fn run_shared(mut self, oracle: Arc<dyn Oracle>) -> Result<Outcome, Error> {
        let activity = Arc::new(Activity::default());
        let oracle: Arc<dyn Oracle> = Arc::new(sign_of_life::Timed { inner: oracle, activity: activity.clone() });
        let stall = self.stall.take();
        sign_of_life::watch(&activity.clone(), stall, move || self.reduce(oracle, activity))
    }

    /// The reduction itself, judging with `oracle` and recording what it does in `activity`.
    fn reduce(self, oracle: Arc<dyn Oracle>, activity: Arc<Activity>) -> Result<Outcome, Error> {
        let started = Instant::now();
        // Parsing the original for the filter can take seconds on a large file: watched too.
        let watchdog = Watchdog::start(self.interrupt.clone(), self.limits.deadline);
        let Plan { passes: pass_list, filter, grammar } =
            self.input.plan(&self.original, self.passes.as_deref(), self.filter)?;
        let mut calls = Calls::new(oracle, self.jobs, filter).map_err(Error::Setup)?;
        if let Some(lane) = self.lane.clone() {
            calls = calls.in_lane(lane);
        }
        if !self.checked && !calls.judge_now(&self.original).is_interesting() {
            let stats = Stats { calls: 1, ..Stats::default() };
            let seconds = started.elapsed().as_secs_f64();
            let ended = Ended::OriginalNotInteresting;
            let (best, pretty) = (Arc::unwrap_or_clone(self.original), None);
            let files = self.input.files(&best);
            return Ok(Outcome { best, ended, reproduced: false, pretty, stats, seconds, write_error: None, files });
        }
        let sink = self.sink.unwrap_or_else(|| Box::new(|_: &[u8]| Ok(())));
        let original = self.original;
        let mut state = ReductionState::new(original.clone(), sink);
        if let Some(interesting) = self.empty {
            state.cache.insert(crate::cache::key(&[]), interesting);
        }
        let mut engine = Engine::new(state, calls, self.limits, self.guards, self.interrupt.clone(), self.observer);
        engine.watch(activity);
        engine.set_width(self.width);
        if self.input.is_tree() {
            engine.count_files(|bundle| tree::bundle::records(bundle).map_or(0, |records| records.len()));
        }
        let tree_bytes = if grammar.is_some() { tree_sizes(original.len()).0 } else { usize::MAX };
        let options = PassOptions { order: self.order, grammar, tree_bytes };
        let (result, recheck) = finish::rounds(&mut engine, &pass_list, options, &original, &self.interrupt);
        let reproduced = recheck != Recheck::Original;
        let pretty = match grammar {
            Some(grammar) if self.pretty && !matches!(result, Err(Stop::Interrupted(_))) => {
                finish::readable(&mut engine, grammar)
            }
            _ => None,
        };
        drop(watchdog);
        engine.flush_writes();
        let write_error = engine.write_error().map(str::to_string);
        let state = engine.finish();
        let ended = match result {
            Ok(()) => Ended::FixedPoint,
            Err(stop) => Ended::Stopped(stop),
        };
        let seconds = started.elapsed().as_secs_f64();
        let files = self.input.files(state.best());
        let best = state.best().to_vec();
        Ok(Outcome { best, ended, reproduced, pretty, stats: state.stats, seconds, write_error, files })
    }
}

mod watchdog;
pub use watchdog::Watchdog;

#[cfg(test)]
mod determinism;
