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

use super::{Record, next, run_for, settle};
use crate::adaptive::Evaluator;
use crate::engine::Engine;
use crate::engine::previews::Upcoming;
use crate::passes::dry_run::DryRun;
use crate::passes::{Context, Pass, PassOptions};

/// How many bytes of candidates the previews hold at most (each is a whole text): on a file of
/// megabytes at `-j 64`, a preview per slot would double the memory the calls in flight take.
const PREVIEW_BYTES: usize = 64 << 20;

/// What the last list handed to the engine assumed: the passes it holds, in the order the
/// scheduler would run them on the best of one generation while nothing succeeds.
#[derive(Default)]
pub(super) struct Plan {
    /// The generation of the best the list was made on.
    generation: Option<u64>,
    /// Each pass listed, with how many candidates, and whether its dry run reached its end.
    steps: Vec<(usize, usize, bool)>,
    /// The scheduler had nothing to run after the last pass: the list holds every pass to come.
    complete: bool,
}

impl Plan {
    /// True when pass `i` starts now where the plan foresaw it: the best is as it was, every
    /// pass listed before `i` ran to its end (nothing succeeded), and enough of the list is left
    /// (half of `room`, unless it holds every pass to come). Then the list's rest is what a new
    /// dry run would list, and the passes before `i` leave the plan.
    fn follows(&mut self, generation: u64, i: usize, room: usize) -> bool {
        let Some(k) = self.steps.iter().position(|&(pass, _, _)| pass == i) else { return false };
        let left: usize = self.steps[k..].iter().map(|&(_, listed, _)| listed).sum();
        let foreseen = self.generation == Some(generation) && k > 0 && self.steps[..k].iter().all(|s| s.2);
        if foreseen && (self.complete || 2 * left >= room) {
            self.steps.drain(..k);
            return true;
        }
        false
    }
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
    let room = engine.jobs().min((PREVIEW_BYTES / engine.best().len().max(1)).max(1));
    let generation = engine.state().generation();
    if let Some(i) = current
        && plan.follows(generation, i, room)
    {
        let to_come: Vec<usize> = plan.steps.iter().map(|s| s.0).collect();
        engine.keep_previews(|pass| to_come.contains(&pass));
        return;
    }
    *plan = Plan { generation: Some(generation), ..Plan::default() };
    let mut assumed = records.to_vec();
    let mut upcoming = Vec::new();
    let mut left = room;
    let mut pass = current;
    for _ in 0..=passes.len() {
        let Some(j) = pass.or_else(|| next(engine, passes, &assumed, options)) else {
            plan.complete = true;
            break;
        };
        let (listed, ended) = dry_run(engine, passes, &assumed, j, options, left);
        left -= listed.len();
        plan.steps.push((j, listed.len(), ended));
        let p = passes[j].as_ref();
        upcoming.push(Upcoming { pass: (j, p.name()), filtering: p.filtering(), candidates: listed });
        if !ended || left == 0 {
            break;
        }
        // It ran to its end without a success: the scheduler's next choice.
        settle(&mut assumed, j, false, None);
        pass = None;
    }
    engine.expect(upcoming);
}

/// Runs pass `j` dry on the best as it is, as the scheduler would run it with `records`, listing
/// at most `limit` candidates. Returns them, and whether the pass ran to its end (it did not
/// when it reached the limit or yielded).
fn dry_run(
    engine: &Engine,
    passes: &[Box<dyn Pass>],
    records: &[Record],
    j: usize,
    options: PassOptions,
    limit: usize,
) -> (Vec<Vec<u8>>, bool) {
    let pass = passes[j].as_ref();
    let mut run = run_for(passes, records, j);
    let (likely, cost) = (engine.success_likely_of(j), engine.cost_of(pass.name()));
    let mut door = DryRun::new(engine.best(), engine.width(), likely, cost, limit);
    let ended = pass.run(&mut Context::new(&mut door, options, &mut run));
    let finished = ended.is_ok() && run.yielded.is_none();
    (door.listed(), finished)
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
}
