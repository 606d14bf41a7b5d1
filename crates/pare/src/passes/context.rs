//! What a pass sees while it runs: the best test case, the grammar, the scan order, the door,
//! and where it stopped last time.
//!
//! A pass gets this narrow view instead of the engine, so it cannot reach the statistics, the
//! options it does not need, or the speculation bookkeeping: everything it learns about
//! candidates comes through the door, and everything it changes goes through it.
//!
//! At every natural stopping point the view asks the run's [`YieldPolicy`] whether the pass
//! should hand control back; the scheduler's policy (`scheduler::yielding`) decides from the
//! deterministic cost model, so the decision is the same for every `--jobs`.

use std::sync::Arc;

use crate::adaptive::search::Position;
use crate::adaptive::{Evaluator, Query, ScanOrder, Seek};
use crate::engine::Engine;
use crate::engine::Lister;
use crate::engine::Upcoming;
use crate::passes::frame::{Frame, Framed};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::{abandoning, abandoning_on};
use crate::text_units::tokens::Lexicon;

/// The options a pass may read.
#[derive(Clone, Copy)]
pub struct PassOptions {
    /// The order deletion passes scan their units in.
    pub order: ScanOrder,
    /// The file's grammar, when it is in a language pare has a grammar for.
    pub grammar: Option<&'static Grammar>,
    /// The largest best that passes which read trees run on while text passes can still make
    /// progress ([`crate::syntax::parse::tree_bytes`] of the original; unlimited without a
    /// grammar and in trees of files).
    pub tree_bytes: usize,
}

/// When a running pass should hand control back to whoever runs it (the scheduler's policy is
/// `scheduler::yielding`): asked at every natural point of the pass.
pub trait YieldPolicy {
    /// True when the pass should yield now, having spent `cost` (the engine's pass cost, in the
    /// units of [`crate::engine::cost`]) with a best of `size` bytes.
    fn should_yield(&mut self, cost: f64, size: usize) -> bool;
}

/// The policy of a pass that runs to its end: the final passes, and runs no one else waits for.
struct RunsToEnd;

impl YieldPolicy for RunsToEnd {
    fn should_yield(&mut self, _: f64, _: usize) -> bool {
        false
    }
}

/// What the scheduler tells one run of a pass, and learns back from it.
pub struct Run {
    /// Where the pass stopped last time (it yielded there), to resume from.
    pub resume: Option<Position>,
    /// Set when the pass yielded: where it stopped.
    pub yielded: Option<Position>,
    /// When it should yield.
    policy: Box<dyn YieldPolicy>,
}

impl Run {
    /// A run told where to resume, yielding as `policy` says.
    pub fn new(resume: Option<Position>, policy: Box<dyn YieldPolicy>) -> Run {
        Run { resume, yielded: None, policy }
    }
}

impl Default for Run {
    /// A run from the start, to the end.
    fn default() -> Run {
        Run::new(None, Box::new(RunsToEnd))
    }
}

/// What a pass's view stands on: the engine's door, or a dry run's (`passes::dry_run`), which
/// lists the pass's first candidates without judging any, so the scheduler can start them early.
pub trait Door: Evaluator<Vec<u8>> {
    /// The best test case so far.
    fn best(&self) -> Arc<Vec<u8>>;
    /// What the running pass's committed calls have cost so far (see `engine::cost`): what the
    /// yield policy weighs.
    fn pass_cost(&self) -> f64;
    /// True for a dry run: a pass that keeps state across its runs must not change it then.
    fn is_dry_run(&self) -> bool {
        false
    }
    /// True when the running pass's next `rejected` candidates are likely enough to be all
    /// rejected for what comes after it to be listed (see [`Evaluator::ending_on`]); a door that
    /// starts nothing early says no.
    fn end_likely(&self, rejected: usize) -> bool {
        let _ = rejected;
        false
    }
    /// True when what the passes to come ask first was listed on `base` already (see
    /// [`Evaluator::ending_on`]); a door that starts nothing early says yes.
    fn previews_made_on(&mut self, base: &[u8]) -> bool {
        let _ = base;
        true
    }
    /// Where another thread sends what the passes to come ask first, listed for the batch the
    /// door judges next, to start in slots the batch leaves idle (see [`Evaluator::ending_on`]
    /// and `engine::listing`); a door that starts nothing early has none.
    fn list_beside(&mut self) -> Option<Lister> {
        None
    }
    /// The batch the list was made for has been judged; true when the list reached the door
    /// in time.
    fn end_list_beside(&mut self) -> bool {
        true
    }
}

impl Door for Engine {
    fn best(&self) -> Arc<Vec<u8>> {
        Engine::best(self)
    }
    fn pass_cost(&self) -> f64 {
        Engine::pass_cost(self)
    }
    fn end_likely(&self, rejected: usize) -> bool {
        Engine::end_likely(self, rejected)
    }
    fn previews_made_on(&mut self, base: &[u8]) -> bool {
        Engine::previews_made_on(self, base)
    }
    fn list_beside(&mut self) -> Option<Lister> {
        Some(Engine::list_beside(self))
    }
    fn end_list_beside(&mut self) -> bool {
        Engine::end_list_beside(self)
    }
}

/// What comes after a running pass: the scheduler's answer to "which passes run next, and what
/// do they ask first, if this pass ends with this best?" (see [`Evaluator::ending_on`]).
/// Listed on another thread while the pass's batch runs, hence `Sync`.
pub trait PassesAfter: Sync {
    /// What the passes to come ask first, in order, if the running pass ends with `best` as
    /// the best, its committed calls having cost `cost` (see `engine::cost`) by then.
    fn upcoming(&self, best: &Arc<Vec<u8>>, cost: f64) -> Vec<Upcoming>;
    /// The last list never reached the door (its batch was judged first): what it foresaw
    /// must not be followed.
    fn unheard(&self);
}

/// A running pass's view of the reduction.
pub struct Context<'a> {
    engine: &'a mut dyn Door,
    options: PassOptions,
    run: &'a mut Run,
    /// The part of the test case the pass works on, when it is not all of it (one file of a
    /// tree): the pass sees that part, and the door sees it put back in place.
    frame: Option<&'a dyn Frame>,
    /// What comes after the pass, when the scheduler runs it and the door starts calls early.
    after: Option<&'a dyn PassesAfter>,
    /// The best the pass ends with if its next batch leaves it so, when what comes after it
    /// is to be listed beside that batch (see [`Evaluator::ending_on`]).
    ending: Option<Arc<Vec<u8>>>,
}

impl<'a> Context<'a> {
    /// The largest best that passes reading trees work on now (see [`PassOptions::tree_bytes`]).
    pub fn tree_bytes(&self) -> usize {
        self.options.tree_bytes
    }

    /// The view of `engine` (the engine, or a dry run) for a run of a pass with `options`, as the
    /// scheduler set up `run`.
    pub fn new(engine: &'a mut dyn Door, options: PassOptions, run: &'a mut Run) -> Context<'a> {
        Context { engine, options, run, frame: None, after: None, ending: None }
    }

    /// This view, told what comes after the pass, if anything is: then a pass that says how it
    /// may end ([`Evaluator::ending_on`]) gets the passes after it started early.
    pub fn with_after(self, after: Option<&'a dyn PassesAfter>) -> Context<'a> {
        Context { after, ..self }
    }

    /// The same run's view of the part `frame` cuts out of the test case, parsed with `grammar`
    /// and resumed at `resume`: how a pass written for one file reduces one file of a tree.
    /// When the view is the `last` the pass visits in this run, the pass ends with it, so its
    /// last batch may list what comes after the pass (see [`Evaluator::ending_on`]).
    pub fn within<'b>(
        &'b mut self,
        frame: &'b dyn Frame,
        grammar: Option<&'static Grammar>,
        resume: Option<Position>,
        last: bool,
    ) -> Context<'b> {
        let options = PassOptions { grammar, ..self.options };
        self.run.resume = resume;
        self.run.yielded = None;
        let after = self.after.filter(|_| last);
        Context { engine: &mut *self.engine, options, run: &mut *self.run, frame: Some(frame), after, ending: None }
    }

    /// True when this run is a dry run (see [`Door::is_dry_run`]).
    pub fn is_dry_run(&self) -> bool {
        self.engine.is_dry_run()
    }

    /// Where the pass stopped because it should yield, if it did.
    pub fn yielded_at(&self) -> Option<Position> {
        self.run.yielded
    }

    /// The best test case so far (the framed part of it, in a framed view).
    pub fn best(&self) -> Arc<Vec<u8>> {
        let best = self.engine.best();
        match self.frame {
            Some(frame) => Arc::new(frame.view(&best).to_vec()),
            None => best,
        }
    }

    /// The file's grammar, if pare has one for its language.
    pub fn grammar(&self) -> Option<&'static Grammar> {
        self.options.grammar
    }

    /// How the tokenizer reads the file: its grammar's lexicon, or C-like without one.
    pub fn lexicon(&self) -> &'static Lexicon {
        self.options.grammar.map_or(Lexicon::plain(), Grammar::lexicon)
    }

    /// The order deletion passes scan their units in.
    pub fn order(&self) -> ScanOrder {
        self.options.order
    }

    /// Where the pass stopped last time, if it yielded: it should resume there.
    pub fn resume(&self) -> Option<Position> {
        self.run.resume
    }

    /// Evaluates one candidate; true if it became the new best.
    pub fn try_candidate(&mut self, candidate: Vec<u8>) -> Result<bool, Stop> {
        let candidate = self.whole(candidate);
        Ok(self.engine.first_with(&mut std::iter::once(candidate), Seek::Accepted)?.is_some())
    }

    /// A candidate of the pass as the door judges it: put back in its frame, if there is one.
    fn whole(&self, candidate: Vec<u8>) -> Vec<u8> {
        embedding(self.frame)(candidate)
    }

    /// Has the engine `judge` a batch of `candidates`, told of the batches `ahead` builds, each
    /// candidate made whole.
    fn judge_whole(
        &mut self,
        candidates: Vec<Vec<u8>>,
        ahead: &mut Ahead,
        judge: impl FnOnce(&mut dyn Door, Vec<Vec<u8>>, &mut Ahead) -> Result<Vec<bool>, Stop>,
    ) -> Result<Vec<bool>, Stop> {
        let whole = embedding(self.frame);
        let candidates = candidates.into_iter().map(whole).collect();
        self.listing_beside(|door| {
            judge(door, candidates, &mut |k| ahead(k).map(|batch| batch.into_iter().map(whole).collect()))
        })
    }

    /// Runs `judge` on the door; when [`Evaluator::ending_on`] asked for what comes after the
    /// pass, lists it on another thread meanwhile, so that the batch's calls do not wait for
    /// the dry runs (see `engine::listing`). Parses on that thread give up when this one's do.
    fn listing_beside<R>(&mut self, judge: impl FnOnce(&mut dyn Door) -> R) -> R {
        let (Some(best_then), Some(after)) = (self.ending.take(), self.after) else { return judge(self.engine) };
        let Some(lister) = self.engine.list_beside() else { return judge(self.engine) };
        let (cost, flag) = (self.engine.pass_cost(), abandoning());
        let judged = std::thread::scope(|s| {
            s.spawn(move || {
                let upcoming = abandoning_on(&flag, || after.upcoming(&best_then, cost));
                lister.send(upcoming, best_then);
            });
            judge(&mut *self.engine)
        });
        if !self.engine.end_list_beside() {
            after.unheard();
        }
        judged
    }
}

/// What builds the batches after a batch (see [`Evaluator::judge_all_ahead`]).
type Ahead<'a> = dyn FnMut(usize) -> Option<Vec<Vec<u8>>> + 'a;

/// What makes a pass's candidate the whole text: `frame`'s embedding, or nothing. A copyable
/// function, so that one serves a batch and the batches ahead of it.
fn embedding<'a>(frame: Option<&'a dyn Frame>) -> impl Fn(Vec<u8>) -> Vec<u8> + Copy + 'a {
    move |candidate| match frame {
        Some(f) => f.embed(&candidate),
        None => candidate,
    }
}

impl Evaluator<Vec<u8>> for Context<'_> {
    fn query(&mut self, query: &mut dyn Query<Vec<u8>>, seek: Seek) -> Result<Option<usize>, Stop> {
        match self.frame {
            Some(frame) => self.engine.query(&mut Framed::new(query, frame), seek),
            None => self.engine.query(query, seek),
        }
    }

    fn success_likely(&self) -> bool {
        self.engine.success_likely()
    }

    fn width(&self) -> usize {
        self.engine.width()
    }

    fn judge_all(&mut self, candidates: Vec<Vec<u8>>) -> Result<Vec<bool>, Stop> {
        let whole = candidates.into_iter().map(|c| self.whole(c)).collect();
        self.engine.judge_all(whole)
    }

    fn judge_all_ahead(&mut self, candidates: Vec<Vec<u8>>, ahead: &mut Ahead) -> Result<Vec<bool>, Stop> {
        self.judge_whole(candidates, ahead, |door, candidates, ahead| door.judge_all_ahead(candidates, ahead))
    }

    fn judge_all_merging(
        &mut self,
        candidates: Vec<Vec<u8>>,
        ahead: &mut Ahead,
        merges: &mut dyn FnMut(u64) -> Option<Vec<Vec<u8>>>,
    ) -> Result<Vec<bool>, Stop> {
        let whole = embedding(self.frame);
        let merges = &mut |mask| merges(mask).map(|batch: Vec<Vec<u8>>| batch.into_iter().map(whole).collect());
        self.judge_whole(candidates, ahead, |door, candidates, ahead| door.judge_all_merging(candidates, ahead, merges))
    }

    fn judge_merge_ahead(
        &mut self,
        candidates: Vec<Vec<u8>>,
        ahead: &mut Ahead,
        fallback: &mut Ahead,
    ) -> Result<Vec<bool>, Stop> {
        let whole = embedding(self.frame);
        let fallback = &mut |k| fallback(k).map(|batch: Vec<Vec<u8>>| batch.into_iter().map(whole).collect());
        self.judge_whole(candidates, ahead, |door, candidates, ahead| {
            door.judge_merge_ahead(candidates, ahead, fallback)
        })
    }

    fn judge_parts_ahead(&mut self, candidates: Vec<Vec<u8>>, ahead: &mut Ahead) -> Result<Vec<bool>, Stop> {
        self.judge_whole(candidates, ahead, |door, candidates, ahead| door.judge_parts_ahead(candidates, ahead))
    }

    fn judge_admitted(
        &mut self,
        candidates: &mut dyn Iterator<Item = Vec<u8>>,
        width: usize,
        ahead: &mut dyn FnMut(usize) -> Option<Vec<Vec<u8>>>,
    ) -> Result<Vec<bool>, Stop> {
        let whole = embedding(self.frame);
        let mut candidates = candidates.map(whole);
        self.listing_beside(|door| {
            door.judge_admitted(&mut candidates, width, &mut |k| {
                ahead(k).map(|batch| batch.into_iter().map(whole).collect())
            })
        })
    }

    /// Asks for what the passes after this one ask first on `best_then`, listed beside the
    /// pass's next batch for the door to start early (see [`Context::with_after`]); in a view
    /// of one file of a tree, only when the pass ends with that file (see [`Context::within`]),
    /// `best_then` put back in its place.
    fn ending_on(&mut self, rejected: usize, best_then: &mut dyn FnMut() -> Option<Vec<u8>>) {
        if self.after.is_none() || !self.engine.end_likely(rejected) {
            return;
        }
        let Some(best_then) = best_then().map(embedding(self.frame)) else { return };
        if !self.engine.previews_made_on(&best_then) {
            self.ending = Some(Arc::new(best_then));
        }
    }

    fn should_yield(&mut self) -> bool {
        let (cost, size) = (self.engine.pass_cost(), self.engine.best().len());
        self.run.policy.should_yield(cost, size)
    }

    fn yielded(&mut self, position: Position) {
        self.run.yielded = Some(position);
    }
}
