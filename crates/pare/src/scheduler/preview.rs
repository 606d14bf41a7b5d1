//! Speculation across queries and passes, the scheduler's part: before a pass runs, what it and
//! the passes after it will ask while every candidate is rejected.
//!
//! The lookahead bets on the queries a pass describes through its hints; many questions come
//! with none (a pass's opening rewrite of everything at once, the next level of a tree, the next
//! pass), and while they wait most slots idle. Yet a pass whose candidates are all rejected
//! sees the same best throughout, so its questions on that path are known now: a dry run lists
//! them (`passes::dry_run`). If it changes nothing and runs to its end, the scheduler's next
//! choice follows from the records alone (the pass becomes stale, nobody else's record moves),
//! so the pass after it is known too, and so on. The engine starts the listed candidates, in
//! order, in slots nothing else wants (`engine::previews`). When the bet is wrong (a success,
//! a yield), the calls are cancelled or never adopted: speculation decides when calls run,
//! never what is committed, so the result is the same at every `--jobs`.

use std::sync::{Arc, Mutex};

use super::{Record, mark_idle, next, run_for, settle};
use crate::adaptive::Evaluator;
use crate::cache::{self, Key};
use crate::engine::Engine;
use crate::engine::Upcoming;
use crate::passes::dry_run::DryRun;
use crate::passes::{Context, Pass, PassOptions, PassesAfter};

/// How many bytes of candidates the previews hold at most (each is a whole text): on a file of
/// megabytes at `-j 64`, a preview per slot would double the memory the calls in flight take.
const PREVIEW_BYTES: usize = 64 << 20;

/// What the last list handed to the engine assumed: the passes it holds, in the order the
/// scheduler would run them on one best while nothing succeeds.
#[derive(Default)]
pub(super) struct Plan {
    /// The hash of the best the list was made on.
    base: Option<Key>,
    /// Each pass listed, with how many candidates, and whether its dry run reached its end.
    steps: Vec<(usize, usize, bool)>,
    /// The scheduler had nothing to run after the last pass: the list holds every pass to come.
    complete: bool,
    /// Made by the pass before for the best it ended with ([`After`]), and not followed yet:
    /// its first pass is the one to run now if the scheduler chooses as it foresaw.
    fresh: bool,
}

impl Plan {
    /// True when pass `i` starts now on `best` where the plan foresaw it: the best is the one
    /// it was made on, it is fresh and `i` comes first, or every pass listed before `i` ran to
    /// its end (nothing succeeded); and enough of the list is left (half of `room`, unless it
    /// holds every pass to come). Then the list's rest is what a new dry run would list, and
    /// the passes before `i` leave the plan.
    fn follows(&mut self, best: Key, i: usize, room: usize) -> bool {
        let Some(k) = self.steps.iter().position(|&(pass, _, _)| pass == i) else { return false };
        let left: usize = self.steps[k..].iter().map(|&(_, listed, _)| listed).sum();
        let ran = if k == 0 { self.fresh } else { self.steps[..k].iter().all(|s| s.2) };
        self.fresh = false;
        if self.base == Some(best) && ran && (self.complete || 2 * left >= room) {
            self.steps.drain(..k);
            return true;
        }
        false
    }
}

/// How many candidates the previews of a best of `size` bytes may hold, with `jobs` slots.
fn room(jobs: usize, size: usize) -> usize {
    jobs.min((PREVIEW_BYTES / size.max(1)).max(1))
}

/// Hands the engine what pass `current` (the opening question, for `None`) and the passes after
/// it ask first while every candidate is rejected, as many as the engine has slots for (and
/// [`PREVIEW_BYTES`] allows). When `plan` foresaw `current`, the list handed in before stands,
/// less the passes that have run: their dry runs are not repeated.
pub(super) fn expect_after(
    engine: &mut Engine,
    passes: &[Box<dyn Pass>],
    records: &[Record],
    current: Option<usize>,
    options: PassOptions,
    plan: &mut Plan,
) {
    if !engine.wants_previews() {
        return;
    }
    let (best, room) = (engine.best(), room(engine.jobs(), engine.best().len()));
    if let Some(i) = current
        && plan.follows(cache::key(&best), i, room)
    {
        let to_come: Vec<usize> = plan.steps.iter().map(|s| s.0).collect();
        engine.keep_previews(|pass| to_come.contains(&pass));
        return;
    }
    let outlook = Outlook::of(engine, passes, options);
    let (upcoming, listed) = outlook.list(&best, records.to_vec(), current, room);
    // After the opening question, the list's first pass is the scheduler's first choice.
    *plan = Plan { fresh: current.is_none(), ..listed };
    engine.expect(upcoming);
}

/// What listing the passes to come reads of the engine: each pass's odds and cost as they are
/// when a pass starts (only the running pass's change while it runs).
struct Outlook<'a> {
    passes: &'a [Box<dyn Pass>],
    options: PassOptions,
    width: usize,
    /// For each pass: whether its recent candidates were mostly accepted, and what its committed
    /// calls have cost.
    odds: Vec<(bool, f64)>,
}

impl<'a> Outlook<'a> {
    fn of(engine: &Engine, passes: &'a [Box<dyn Pass>], options: PassOptions) -> Outlook<'a> {
        let odds = passes.iter().enumerate().map(|(j, p)| (engine.success_likely_of(j), engine.cost_of(p.name())));
        Outlook { passes, options, width: engine.width(), odds: odds.collect() }
    }

    /// What pass `first` (the scheduler's choice with `assumed`, for `None`) and the passes
    /// after it ask first on `base` while every candidate is rejected, at most `room`
    /// candidates; with the plan that list makes.
    fn list(
        &self,
        base: &Arc<Vec<u8>>,
        mut assumed: Vec<Record>,
        first: Option<usize>,
        room: usize,
    ) -> (Vec<Upcoming>, Plan) {
        let mut plan = Plan { base: Some(cache::key(base)), ..Plan::default() };
        let mut upcoming = Vec::new();
        let mut left = room;
        let mut pass = first;
        for _ in 0..=self.passes.len() {
            let Some(j) = pass.or_else(|| next(base.len(), self.passes, &assumed, self.options)) else {
                plan.complete = true;
                break;
            };
            let (listed, ended) = self.dry_run(base, &assumed, j, left);
            left -= listed.len();
            plan.steps.push((j, listed.len(), ended));
            let p = self.passes[j].as_ref();
            upcoming.push(Upcoming { pass: (j, p.name()), filtering: p.filtering(), candidates: listed });
            if !ended || left == 0 {
                break;
            }
            // It ran to its end without a success: the scheduler's next choice.
            settle(&mut assumed, j, false, None);
            pass = None;
        }
        (upcoming, plan)
    }

    /// Runs pass `j` dry on `base`, as the scheduler would run it with `records`, listing at
    /// most `limit` candidates. Returns them, and whether the pass ran to its end (it did not
    /// when it reached the limit or yielded).
    fn dry_run(&self, base: &Arc<Vec<u8>>, records: &[Record], j: usize, limit: usize) -> (Vec<Vec<u8>>, bool) {
        let pass = self.passes[j].as_ref();
        let mut run = run_for(self.passes, records, j);
        let (likely, cost) = self.odds[j];
        let mut door = DryRun::new(base.clone(), self.width, likely, cost, limit);
        let ended = pass.run(&mut Context::new(&mut door, self.options, &mut run));
        let finished = ended.is_ok() && run.yielded.is_none();
        (door.listed(), finished)
    }
}

/// What comes after a running pass, if it ends with a given best: the scheduler's records as
/// that run would leave them (a success, what it removed and cost), its next choice, and the
/// dry runs of the passes from there (see [`crate::adaptive::Evaluator::ending_on`]).
pub(super) struct After<'a> {
    outlook: Outlook<'a>,
    records: Vec<Record>,
    /// The running pass, and the best's size and the pass's cost when it started.
    current: usize,
    start: (usize, f64),
    jobs: usize,
    /// The plan of the last list made: the scheduler follows it when the pass ends as foreseen,
    /// instead of making the same list again.
    made: Mutex<Plan>,
}

impl<'a> After<'a> {
    /// What comes after pass `current`, starting now with `records`; `None` when the engine
    /// starts nothing early.
    pub(super) fn new(
        engine: &Engine,
        passes: &'a [Box<dyn Pass>],
        records: &[Record],
        current: usize,
        options: PassOptions,
    ) -> Option<After<'a>> {
        engine.wants_previews().then(|| After {
            outlook: Outlook::of(engine, passes, options),
            records: records.to_vec(),
            current,
            start: (engine.best().len(), engine.cost_of(passes[current].name())),
            jobs: engine.jobs(),
            made: Mutex::default(),
        })
    }

    /// The plan of the last list made, to follow when the next pass starts on its best.
    pub(super) fn into_plan(self) -> Plan {
        Plan { fresh: true, ..self.made.into_inner().expect("a plan") }
    }
}

impl PassesAfter for After<'_> {
    fn upcoming(&self, best: &Arc<Vec<u8>>, cost: f64) -> Vec<Upcoming> {
        let mut assumed = self.records.clone();
        let (size, progress) = (best.len(), best.len() < self.start.0);
        assumed[self.current].book(self.start.0.saturating_sub(size) as f64, cost - self.start.1);
        settle(&mut assumed, self.current, progress, None);
        mark_idle(&mut assumed, self.outlook.passes, size, self.outlook.options);
        let (upcoming, plan) = self.outlook.list(best, assumed, None, room(self.jobs, size));
        *self.made.lock().expect("a plan") = plan;
        upcoming
    }

    fn unheard(&self) {
        *self.made.lock().expect("a plan") = Plan::default();
    }
}

#[cfg(test)]
mod tests {
    use crate::oracle::FnOracle;
    use crate::reduction::Reduction;
    use crate::syntax::language::Lang;

    /// A C program whose functions all stay (the test keeps their names) but whose statements
    /// and declarations mostly go.
    fn program() -> Vec<u8> {
        let mut text = String::new();
        for i in 0..12 {
            text += &format!(
                "int g{i} = {i};\nint f{i}(int x) {{ int y = x + g{i}; if (y > {i}) {{ y = y * 2; }} return y; }}\n"
            );
        }
        text.into_bytes()
    }

    /// How long the tests' oracle takes at `jobs`: the lists of the passes to come are made on
    /// another thread while a batch runs and count only when they come before its verdicts, so
    /// a parallel run's calls take long enough for a loaded machine to make them first (the
    /// result never depends on it).
    fn pause(jobs: usize) -> std::time::Duration {
        std::time::Duration::from_millis(if jobs == 1 { 1 } else { 25 })
    }

    /// With slots to spare, the passes to come are started early and their calls adopted when
    /// they ask; the result and the committed calls are those of a sequential run.
    #[test]
    fn the_passes_to_come_start_in_idle_slots_and_change_nothing() {
        let run = |jobs: usize| {
            Reduction::new(program())
                .jobs(jobs)
                .language(Lang::C)
                .run(FnOracle(|c: &[u8]| {
                    std::thread::sleep(std::time::Duration::from_millis(2));
                    (0..12).all(|i| c.windows(3 + (i >= 10) as usize).any(|w| w == format!("f{i}(").as_bytes()))
                }))
                .expect("the default passes")
        };
        let (one, many) = (run(1), run(8));
        assert!(one.reproduced && one.best.len() < program().len() / 2, "{}", String::from_utf8_lossy(&one.best));
        assert_eq!(String::from_utf8_lossy(&one.best), String::from_utf8_lossy(&many.best));
        assert_eq!(one.stats.committed_calls, many.stats.committed_calls);
        assert_eq!(one.stats.previews_started, 0, "a sequential run starts none");
        assert!(many.stats.previews_used > 0, "{} previews started, none used", many.stats.previews_started);
    }

    /// A sweep's last window (a backward sweep's first lines) lists the passes after it on the
    /// text as it is, once its pass's candidates are mostly rejected; the result and the
    /// committed calls stay those of a sequential run.
    #[test]
    fn a_sweeps_last_window_lists_what_comes_after_it() {
        let kept = |i: usize| format!("int keep{i};\n");
        let text: String = (0..40).map(kept).chain((0..6).map(|i| format!("int junk{i};\n"))).collect();
        let run = |jobs: usize| {
            Reduction::new(text.clone().into_bytes())
                .jobs(jobs)
                .width(4)
                .language(Lang::C)
                .passes(&["lines"])
                .run(FnOracle(|c: &[u8]| {
                    std::thread::sleep(pause(jobs));
                    (0..40).all(|i| c.windows(kept(i).len()).any(|w| w == kept(i).as_bytes()))
                }))
                .expect("the lines pass")
        };
        let (one, many) = (run(1), run(8));
        assert_eq!(String::from_utf8_lossy(&one.best), (0..40).map(kept).collect::<String>());
        assert_eq!(String::from_utf8_lossy(&one.best), String::from_utf8_lossy(&many.best));
        assert_eq!(one.stats.committed_calls, many.stats.committed_calls);
        assert_eq!(one.stats.lists_at_ends, 0, "a sequential run lists nothing ahead");
        assert!(many.stats.lists_at_ends > 0, "the last window listed nothing");
    }

    /// A pass run over the files of a tree, one file at a time, lists what comes after it
    /// from its last file's last window, as it does on a single file; the result and the
    /// committed calls stay those of a sequential run.
    #[test]
    fn a_pass_over_a_trees_files_lists_what_comes_after_it_from_its_last_file() {
        let kept = |f: &str, i: usize| format!("int {f}_keep{i};\n");
        let file = |f: &str| {
            let junk = (0..4).map(|i| format!("int {f}_junk{i};\n"));
            (0..20).map(|i| kept(f, i)).chain(junk).collect::<String>()
        };
        let files: crate::tree::Files = ["a", "b"].iter().map(|f| (format!("{f}.c"), file(f).into_bytes())).collect();
        let run = |jobs: usize| {
            Reduction::tree(&files)
                .expect("two C files")
                .jobs(jobs)
                .width(4)
                .passes(&["lines"])
                .run(crate::tree::FnTreeOracle(|t: &crate::tree::Files| {
                    std::thread::sleep(pause(jobs));
                    ["a", "b"].iter().all(|f| {
                        let text = t.get(&format!("{f}.c")).map(|b| String::from_utf8_lossy(b).into_owned());
                        (0..20).all(|i| text.as_ref().is_some_and(|t| t.contains(&kept(f, i))))
                    })
                }))
                .expect("the lines pass")
        };
        let (one, many) = (run(1), run(8));
        let a = String::from_utf8_lossy(&one.files.as_ref().expect("a tree")["a.c"]).into_owned();
        assert_eq!(a, (0..20).map(|i| kept("a", i)).collect::<String>());
        assert_eq!(one.best, many.best);
        assert_eq!(one.stats.committed_calls, many.stats.committed_calls);
        assert_eq!(one.stats.lists_at_ends, 0, "a sequential run lists nothing ahead");
        assert!(many.stats.lists_at_ends > 0, "the last file's last window listed nothing");
    }

    /// Passes whose last batch may leave a new best (merged rewrites, a sweep's last merge)
    /// list the passes after them on that best while it runs, and the calls started for the
    /// list are adopted; the result and the committed calls stay those of a sequential run.
    #[test]
    fn a_pass_lists_what_comes_after_it_on_the_best_it_may_end_with() {
        // `decl` ends with rewrites: each declaration deleted with its uses, the largest first,
        // so its last batches delete the globals (accepted) and end with their merge.
        let run = |jobs: usize| {
            Reduction::new(program())
                .jobs(jobs)
                .width(4)
                .language(Lang::C)
                .passes(&["decl"])
                .run(FnOracle(|c: &[u8]| {
                    std::thread::sleep(pause(jobs));
                    (0..12).all(|i| c.windows(3 + (i >= 10) as usize).any(|w| w == format!("f{i}(").as_bytes()))
                }))
                .expect("the default passes")
        };
        let (one, many) = (run(1), run(8));
        assert!(one.reproduced && one.best.len() < program().len(), "{}", String::from_utf8_lossy(&one.best));
        assert!(!String::from_utf8_lossy(&one.best).contains("int g"), "{}", String::from_utf8_lossy(&one.best));
        assert_eq!(String::from_utf8_lossy(&one.best), String::from_utf8_lossy(&many.best));
        assert_eq!(one.stats.committed_calls, many.stats.committed_calls);
        assert_eq!(one.stats.lists_at_ends, 0, "a sequential run lists nothing ahead");
        assert!(many.stats.lists_at_ends > 0, "no pass listed what comes after it");
        assert!(many.stats.previews_used > 0, "{} previews started, none used", many.stats.previews_started);
    }
}
