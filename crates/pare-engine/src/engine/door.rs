//! The committing door: `Engine::query`, the one place where verdicts become results.
//!
//! A query's candidates are drawn lazily, in sequence order, into a [`Sequence`]; each gets a
//! verdict from the cache, from an identical earlier candidate, from a speculative call the
//! lookahead started before the pass asked, or from a new call. Verdicts are committed strictly
//! in sequence order: the first one that stops the query wins, and the calls after it are
//! cancelled. While the front of the sequence waits, the lookahead decides whether a free slot
//! should draw the query's next candidate or start a candidate of a query the pass will make
//! later (speculative parallel evaluation with pessimistic concurrency). Because only committed verdicts reach the cache,
//! the odds and the best test case, the result is the same for every `--jobs` when the oracle is
//! deterministic.

use std::sync::Arc;
use std::time::Duration;

use super::calls::{Check, Evaluation, Priority};
use super::lookahead::{Move, Path, QueryTree, Situation};
use super::odds;
use super::previews::Upcoming;
use super::sequence::{Entry, Sequence, Source, Status};
use super::speculator::{PassId, Prefetch, Prefetched};
use super::{Admit, Engine, Filtering};
use crate::adaptive::{Batch, Evaluator, Query, Seek, mask_of, merged_at};
use crate::cache;
use crate::stats::Improvement;
use crate::stop::Stop;

/// How long the door waits for a report before it looks at the clock and the signals again.
pub(super) const TICK: Duration = Duration::from_millis(100);

/// The same in a lane of a shared budget, where a slot can also come free in another lane.
const SHARED_TICK: Duration = Duration::from_millis(20);

impl Evaluator<Vec<u8>> for Engine {
    fn success_likely(&self) -> bool {
        Engine::success_likely(self)
    }

    fn width(&self) -> usize {
        self.width
    }

    /// A query that never stops and commits no best: every candidate is drawn as soon as a slot
    /// is free (each is needed), and each committed verdict is kept in `batch`.
    fn judge_all(&mut self, candidates: Vec<Vec<u8>>) -> Result<Vec<bool>, Stop> {
        self.judge_all_ahead(candidates, &mut |_| None)
    }

    /// [`Evaluator::judge_all`]; once every candidate is out, free slots start the batches `ahead`
    /// builds (see [`super::lookahead`]).
    fn judge_all_ahead(
        &mut self,
        candidates: Vec<Vec<u8>>,
        ahead: &mut dyn FnMut(usize) -> Option<Vec<Vec<u8>>>,
    ) -> Result<Vec<bool>, Stop> {
        // The batches ahead were bets that every candidate would be rejected.
        let stands = |verdicts: &[bool], _: &Prefetch| !verdicts.contains(&true);
        self.judge_batch(Batch::new(candidates, ahead), stands)
    }

    fn judge_all_merging(
        &mut self,
        candidates: Vec<Vec<u8>>,
        ahead: &mut dyn FnMut(usize) -> Option<Vec<Vec<u8>>>,
        merges: &mut dyn FnMut(u64) -> Option<Vec<Vec<u8>>>,
    ) -> Result<Vec<bool>, Stop> {
        // The batches ahead were bets that every candidate would be rejected; a merge's, that
        // the verdicts would be the ones it merges (its path's first end carries them).
        let stands = |verdicts: &[bool], bet: &Prefetch| match bet.path.first().and_then(|&at| merged_at(at)) {
            Some(mask) => mask == mask_of(verdicts),
            None => !verdicts.contains(&true),
        };
        self.judge_batch(Batch::merging(candidates, ahead, merges), stands)
    }

    fn judge_merge_ahead(
        &mut self,
        candidates: Vec<Vec<u8>>,
        ahead: &mut dyn FnMut(usize) -> Option<Vec<Vec<u8>>>,
        fallback: &mut dyn FnMut(usize) -> Option<Vec<Vec<u8>>>,
    ) -> Result<Vec<bool>, Stop> {
        // The batches ahead were bets that the merge would be accepted and the others rejected
        // (their paths go on through the query that commits it); the fallback's and those after
        // its largest part (the next query's own now, or after it), that it is rejected.
        let committed = |bet: &Prefetch| bet.path.first() == Some(&Some(0));
        let stands = |v: &[bool], bet: &Prefetch| match v.split_first() {
            Some((true, rest)) => committed(bet) && !rest.contains(&true),
            _ => !committed(bet),
        };
        self.judge_batch(Batch::merge(candidates, ahead, fallback), stands)
    }

    fn judge_parts_ahead(
        &mut self,
        candidates: Vec<Vec<u8>>,
        ahead: &mut dyn FnMut(usize) -> Option<Vec<Vec<u8>>>,
    ) -> Result<Vec<bool>, Stop> {
        // The batches ahead were bets that the first part would be accepted.
        let stands = |v: &[bool], bet: &Prefetch| v.first() == Some(&true) && !bet.path.is_empty();
        self.judge_batch(Batch::parts(candidates, ahead), stands)
    }

    fn judge_admitted(
        &mut self,
        candidates: &mut dyn Iterator<Item = Vec<u8>>,
        width: usize,
        ahead: &mut dyn FnMut(usize) -> Option<Vec<Vec<u8>>>,
    ) -> Result<Vec<bool>, Stop> {
        if self.filtering != Filtering::Before || !self.calls.filters() {
            return self.judge_all_ahead(candidates.take(width).collect(), ahead);
        }
        self.admit = Some(Admit { want: width.max(1), admitted: 0 });
        let stands = |verdicts: &[bool], _: &Prefetch| !verdicts.contains(&true);
        let verdicts = self.judge_batch(Batch::drawn_from(candidates, ahead), stands);
        self.admit = None;
        verdicts
    }

    fn query(&mut self, query: &mut dyn Query<Vec<u8>>, seek: Seek) -> Result<Option<usize>, Stop> {
        let base = self.best();
        let mut sequence = Sequence::default();
        let mut queries = QueryTree::default();
        // Nothing has changed since the last look but the time: no call reported, and no slot
        // can come free but through a report (outside a shared budget's lanes). Then only a
        // stop is looked for: a test of minutes would otherwise cost a lookahead every tick.
        let mut unchanged = false;
        let end = loop {
            if !unchanged && let Some(end) = self.commit_decided(&mut sequence, seek, &mut queries, &base) {
                break end;
            }
            if let Some(stop) = self.check_stop().or(sequence.blocked().then_some(Stop::MaxCalls)) {
                break Err(stop);
            }
            if sequence.entries.is_empty() && sequence.exhausted {
                break Ok(None);
            }
            if sequence.entries.is_empty() && !self.calls_left() {
                break Err(Stop::MaxCalls);
            }
            self.calls.note_waiting(self.drawing(&sequence));
            if !unchanged && self.calls_left() && self.step(query, seek, &mut sequence, &mut queries, &base) {
                continue;
            }
            let tick = if self.calls.in_shared_lane() { SHARED_TICK } else { TICK };
            unchanged = match self.calls.wait(tick) {
                Some((tag, evaluation)) => {
                    self.deliver(tag, evaluation, &mut sequence, (&base, seek));
                    false
                }
                None => !self.calls.in_shared_lane(),
            };
            unchanged &= !self.hear_listing();
            self.refresh_progress();
        };
        self.calls.note_waiting(false);
        let dropped = match end {
            Ok(end) => self.speculator.reanchor(end),
            Err(_) => self.speculator.drop_unless(|_| false),
        };
        self.discard(dropped);
        self.abandon(sequence);
        self.refresh_progress();
        end
    }
}

impl Engine {
    /// Judges `batch` as one query, keeping each committed verdict; a bet on the queries after
    /// it stands only when the verdicts are as it assumed (`stands`).
    fn judge_batch(
        &mut self,
        mut batch: Batch<Vec<u8>>,
        stands: impl Fn(&[bool], &Prefetch) -> bool,
    ) -> Result<Vec<bool>, Stop> {
        self.batch = Some(Vec::new());
        let end = self.query(&mut batch, Seek::Accepted);
        let verdicts = self.batch.take().expect("set above");
        let lost = self.speculator.drop_unless(|bet| stands(&verdicts, bet));
        self.discard(lost);
        end.map(|_| verdicts)
    }

    /// Commits the decided entries at the front of the sequence, drawn from `base`. Returns how
    /// the query ends if one of them ends it (or the call limit stops it).
    fn commit_decided(
        &mut self,
        sequence: &mut Sequence,
        seek: Seek,
        queries: &mut QueryTree,
        base: &[u8],
    ) -> Option<Result<Option<usize>, Stop>> {
        while let Some(mut entry) = sequence.pop_decided() {
            self.weigh(&mut entry, base, seek);
            if !self.settle(&mut entry) {
                if !self.calls_left() {
                    sequence.unpop(entry);
                    return Some(Err(Stop::MaxCalls));
                }
                // Its error count is known already: judge it without measuring again.
                entry.status = Status::Running { tag: self.spawn(entry.candidate.clone(), Check::Off) };
                sequence.unpop(entry);
                return None;
            }
            if matches!(entry.status, Status::Decided { source: Source::Ran, .. }) {
                // `--max-calls` counts the calls a sequential run would make, so a limited run
                // ends at the same point for every `--jobs`.
                if !self.calls_left() {
                    sequence.unpop(entry);
                    return Some(Err(Stop::MaxCalls));
                }
                self.state.stats.committed_calls += 1;
            }
            if let (Some(change), Status::Decided { interesting, .. }) = (entry.change, entry.status) {
                self.speculator.remember(change, interesting);
            }
            self.book_cost(&entry);
            let position = entry.position;
            let filtered = matches!(entry.status, Status::Decided { source: Source::Filtered, .. });
            if self.batch.is_none()
                && matches!(entry.status, Status::Decided { interesting, .. } if seek.stops(interesting))
            {
                // The query's answer: it will draw nothing more while the answer is committed.
                self.calls.note_waiting(false);
            }
            let accepted = self.commit(entry);
            if let Some(admit) = self.admit.as_mut().filter(|_| !filtered) {
                admit.admitted += 1;
                if admit.admitted == admit.want {
                    // The batch is whole: the candidates drawn after this one are not in it.
                    return Some(Ok(None));
                }
            }
            // A batch's verdict is no new best and never stops it, but the pass's odds learn it.
            let judged = self.batch.as_ref().and_then(|verdicts| verdicts.last().copied());
            self.speculator.record(self.pass.0, seek, judged.unwrap_or(accepted));
            if seek.stops(accepted) {
                return Some(Ok(Some(position)));
            }
            // Every bet that the query ends here is lost.
            let lost = self.speculator.drop_unless(|p| p.path.first() != Some(&Some(position)));
            self.discard(lost);
            queries.forget(Some(position));
        }
        None
    }

    /// Makes a decided entry's verdict the one a sequential run reaches at this point. The filter
    /// measured a candidate's errors when its call started, maybe against an older best (with
    /// another error count and another tree), or for a pass that filters differently: a count
    /// taken against another best is taken again, and the allowance is applied here, against
    /// the best now. Returns false when a sequential run would have
    /// judged a candidate that the filter turned away: it must be judged now.
    fn settle(&mut self, entry: &mut Entry) -> bool {
        let Status::Decided { source, .. } = entry.status else { return true };
        if source == Source::Known {
            // A follower took its leader's verdict before the leader was settled; the cache
            // holds the settled one.
            if let Some(interesting) = self.state.cache.get(&entry.key) {
                entry.status = Status::Decided { interesting, source };
            }
            return true;
        }
        let check = match self.filtering {
            Filtering::Before => true,
            Filtering::After => matches!(entry.status, Status::Decided { interesting: true, .. }),
            Filtering::Off => false,
        };
        if check {
            if !entry.errors.is_some_and(|m| self.calls.is_current(&m)) {
                entry.errors = self.calls.errors(&entry.candidate);
            }
            if entry.errors.is_some_and(|m| m.errors > self.best_errors) {
                entry.status = Status::Decided { interesting: false, source: Source::Filtered };
                return true;
            }
        }
        source == Source::Ran
    }

    /// Adds a committed entry's modelled cost (see [`super::cost`]) to the current pass.
    fn book_cost(&mut self, entry: &Entry) {
        let cost = match entry.status {
            Status::Decided { interesting, source: Source::Ran } => {
                super::cost::call(entry.candidate.len(), self.original_len, interesting)
            }
            Status::Decided { source: Source::Filtered, .. } => {
                super::cost::filtered(entry.candidate.len(), self.original_len)
            }
            _ => return,
        };
        self.state.stats.pass_mut(self.pass.1).cost += cost;
    }

    /// True while the query has candidates it will still draw: its sequence is not exhausted
    /// and, in a batch of admitted candidates, its width is not out.
    fn drawing(&self, sequence: &Sequence) -> bool {
        !sequence.exhausted && !self.batch_is_drawn(sequence)
    }

    /// True when a batch of admitted candidates has drawn enough: those committed and those
    /// drawn that the filter has not turned away make its width (a candidate the filter turns
    /// away later makes room for another).
    fn batch_is_drawn(&self, sequence: &Sequence) -> bool {
        let Some(admit) = self.admit else { return false };
        let filtered = |e: &&Entry| matches!(e.status, Status::Decided { source: Source::Filtered, .. });
        let open = sequence.entries.iter().filter(|e| !filtered(e)).count();
        admit.admitted + open >= admit.want
    }

    /// Lets the lookahead choose a move and makes it; false when nothing was worth starting.
    /// In a lane of a shared budget, one free slot is borrowed for the choice and given back
    /// unless a call was started on it.
    fn step(
        &mut self,
        query: &mut dyn Query<Vec<u8>>,
        seek: Seek,
        sequence: &mut Sequence,
        queries: &mut QueryTree,
        base: &[u8],
    ) -> bool {
        self.calls.top_up();
        let moved = self.step_within(query, seek, sequence, queries, base);
        self.calls.trim();
        moved
    }

    /// [`Engine::step`] within the slots held now.
    fn step_within(
        &mut self,
        query: &mut dyn Query<Vec<u8>>,
        seek: Seek,
        sequence: &mut Sequence,
        queries: &mut QueryTree,
        base: &[u8],
    ) -> bool {
        // A batch's own candidates are certainly needed: they are drawn first.
        if (self.batch.is_none() || !self.drawing(sequence)) && self.recheck_before_the_limit() {
            return true;
        }
        if self.batch.is_some() {
            return self.step_in_batch(query, seek, sequence, queries, base);
        }
        let situation = self.situation(seek, sequence);
        let Some((chosen, displace)) = self.speculator.choose(&situation, query, queries) else {
            return self.start_preview(sequence);
        };
        if let Some(tag) = displace
            && let Some(p) = self.speculator.take_running(tag)
        {
            self.discard(vec![p]);
        }
        self.make_room();
        match chosen {
            Move::Draw => return self.draw(query, seek, sequence, base),
            Move::Prefetch { path, index } => self.prefetch(queries, &path, index),
        }
        true
    }

    /// What the lookahead reads of the door now. The next pass's previews give way to anything
    /// of this pass: they do not count as busy.
    fn situation<'a>(&'a self, seek: Seek, sequence: &'a Sequence) -> Situation<'a> {
        Situation {
            state: &self.state,
            protected: self.guards.protected.as_ref(),
            odds: self.speculator.odds(self.pass.0),
            seek,
            sequence,
            jobs: self.calls.jobs(),
            busy: self.busy_for_this_pass(),
            judged: self.batch.as_deref().unwrap_or_default(),
        }
    }

    /// The slots held by calls of the current pass (the next pass's previews and the early
    /// re-check of the best give way to them).
    fn busy_for_this_pass(&self) -> usize {
        self.calls.busy().saturating_sub(self.speculator.previews_running() + self.early_recheck_yielding())
    }

    /// [`Engine::step_within`] in a batch, which needs every candidate: draw while a slot is
    /// free, and make one by cancelling the newest bet when none is (a bet is at best likely
    /// needed, a candidate of the batch certainly: a candidate the filter turns away after the
    /// batch seemed drawn makes room for another); once all are out, the batches after it (or
    /// the merges it calls for) may take the free slots.
    fn step_in_batch(
        &mut self,
        query: &mut dyn Query<Vec<u8>>,
        seek: Seek,
        sequence: &mut Sequence,
        queries: &mut QueryTree,
        base: &[u8],
    ) -> bool {
        let drawing = self.drawing(sequence);
        let jobs = self.calls.jobs();
        if self.busy_for_this_pass() >= jobs && !(drawing && self.displace_newest_bet()) {
            return false;
        }
        if drawing {
            self.make_room();
            return self.draw(query, seek, sequence, base);
        }
        if jobs == 1 {
            return false;
        }
        for entry in sequence.entries.iter_mut() {
            self.weigh(entry, base, seek);
        }
        let situation = self.situation(seek, sequence);
        let Some(Move::Prefetch { path, index }) = self.speculator.ahead(&situation, query, queries) else {
            return self.start_preview(sequence);
        };
        self.make_room();
        self.prefetch(queries, &path, index);
        true
    }

    /// Cancels the running bet started last, if there is one; true if one was.
    pub(super) fn displace_newest_bet(&mut self) -> bool {
        let newest = self.speculator.prefetched().iter().filter_map(|p| match p.state {
            Prefetched::Running { tag } => Some(tag),
            Prefetched::Done { .. } => None,
        });
        let Some(bet) = newest.max().and_then(|tag| self.speculator.take_running(tag)) else { return false };
        self.discard(vec![bet]);
        true
    }

    /// Draws the query's next candidate into the sequence (starting its call if one is needed).
    fn draw(&mut self, query: &mut dyn Query<Vec<u8>>, seek: Seek, sequence: &mut Sequence, base: &[u8]) -> bool {
        match query.next() {
            None => sequence.exhausted = true,
            Some(candidate) => {
                let entry = self.admit(candidate, sequence, base, seek);
                sequence.push(entry);
            }
        }
        true
    }

    /// Starts candidate `index` of the hypothetical query at `path` (chosen by the lookahead, so
    /// its verdict is not known, pending or already being found).
    fn prefetch(&mut self, queries: &QueryTree, path: &Path, index: usize) {
        let Some((bytes, key, change)) = queries.candidate(path, index) else { return };
        let tag = self.spawn(bytes, self.check());
        self.state.stats.hints_started += 1;
        let path = path.iter().map(|e| e.at).collect();
        self.speculator.push(Prefetch { key, change, path, state: Prefetched::Running { tag } });
    }

    /// Starts a call on `candidate`, counting it for the current pass, with the filter's `check`.
    fn spawn(&mut self, candidate: Arc<Vec<u8>>, check: Check) -> usize {
        self.spawn_for(self.pass.1, candidate, check, Priority::Now)
    }

    /// [`Engine::spawn`], counting the call for the pass called `pass`, with the filter's
    /// `priority`.
    fn spawn_for(&mut self, pass: &'static str, candidate: Arc<Vec<u8>>, check: Check, priority: Priority) -> usize {
        self.state.stats.calls += 1;
        self.state.stats.pass_mut(pass).calls += 1;
        let tag = self.calls.spawn(candidate, check, priority);
        if matches!(check, Check::Before(_)) {
            self.charged.insert(tag, pass);
        }
        tag
    }

    /// Cancels call `tag` (see [`super::calls::Calls::cancel`]).
    fn cancel(&mut self, tag: usize) {
        self.calls.cancel(tag);
        self.charged.remove(&tag);
    }

    /// What the filter does with the current pass's calls: turns away candidates with more
    /// errors than the best before the test, counts them after it, or nothing.
    fn check(&self) -> Check {
        self.check_for(self.filtering)
    }

    /// What the filter does with the calls of a pass that meets it with `filtering`.
    fn check_for(&self, filtering: Filtering) -> Check {
        match filtering {
            Filtering::Before => Check::Before(self.best_errors),
            Filtering::After => Check::After,
            Filtering::Off => Check::Off,
        }
    }

    /// Classifies a newly drawn candidate of a query asked with `seek` on `base`, starting a
    /// call if one is needed. A call the lookahead already started for the same bytes is
    /// adopted instead.
    fn admit(&mut self, candidate: Vec<u8>, sequence: &Sequence, base: &[u8], seek: Seek) -> Entry {
        let position = sequence.next_position();
        self.activity.built();
        let unprotected = self.guards.protected.as_ref().is_some_and(|p| !p.allows(&candidate));
        if unprotected || !self.state.is_better(&candidate) {
            let status = Status::NotBetter;
            let candidate = Arc::new(candidate);
            return Entry { candidate, key: 0, status, position, change: None, guess: 0.0, errors: None };
        }
        let key = cache::key(&candidate);
        let candidate = Arc::new(candidate);
        let mut errors = None;
        let status = if let Some(interesting) = self.state.cache.get(&key) {
            self.state.stats.cache_hits += 1;
            self.state.stats.pass_mut(self.pass.1).cache_hits += 1;
            Status::Decided { interesting, source: Source::Known }
        } else if let Some(&leader) = sequence.pending.get(&key) {
            Status::Following(leader)
        } else if let Some((prefetched, preview)) = self.speculator.adopt(key) {
            self.state.stats.hints_used += 1;
            self.state.stats.previews_used += u64::from(preview);
            match prefetched {
                Prefetched::Running { tag } => Status::Running { tag },
                Prefetched::Done { interesting, ran, errors: measured } => {
                    errors = measured;
                    let source = if ran { Source::Ran } else { Source::Filtered };
                    Status::Decided { interesting, source }
                }
            }
        } else if !self.calls_left() {
            Status::Blocked
        } else {
            Status::Running { tag: self.spawn(candidate.clone(), self.check()) }
        };
        let mut entry = Entry { candidate, key, status, position, change: None, guess: 0.0, errors };
        if self.batch.is_none() {
            self.weigh(&mut entry, base, seek);
        }
        entry
    }

    /// Finds what a drawn entry changes in `base` and guesses from it how likely its verdict
    /// stops the query, unless that is done or pointless (one slot; an entry not better than
    /// the best). A query weighs each candidate as it draws it, since the lookahead reads the
    /// guesses to choose between drawing and betting; a batch draws every candidate whatever
    /// they say, so its entries are weighed only when drawing stops or a verdict is filed: on
    /// a large input finding the change costs as much as the rest of a draw, and a batch's
    /// calls start sooner without it.
    fn weigh(&self, entry: &mut Entry, base: &[u8], seek: Seek) {
        if self.calls.jobs() > 1 && entry.change.is_none() && entry.status != Status::NotBetter {
            let change = odds::change(base, &entry.candidate);
            entry.change = Some(change);
            entry.guess = self.speculator.guess(&self.speculator.odds(self.pass.0), seek, change);
        }
    }

    /// Counts a finished evaluation in the stats and returns its verdict.
    pub(super) fn record(&mut self, tag: usize, evaluation: &Evaluation) -> bool {
        let charged = self.charged.remove(&tag);
        match evaluation {
            Evaluation::Skipped { .. } => {
                self.activity.turned_away();
                let pass = charged.expect("only the filter's calls are skipped");
                self.state.stats.skipped += 1;
                self.state.stats.pass_mut(pass).skipped += 1;
                // The call was counted when it was started; a filtered candidate made none.
                self.state.stats.calls -= 1;
                self.state.stats.pass_mut(pass).calls -= 1;
            }
            Evaluation::Judged { verdict, .. } => {
                if *verdict == crate::oracle::Verdict::TimedOut {
                    self.state.stats.timeouts += 1;
                }
            }
        }
        evaluation.interesting()
    }

    /// Files a call's report under the query entry or speculative call that waits for it; an
    /// entry's change is found on its query's base, asked with its seek (`drawn`).
    fn deliver(&mut self, tag: usize, evaluation: Evaluation, sequence: &mut Sequence, drawn: (&[u8], Seek)) {
        let interesting = self.record(tag, &evaluation);
        if self.deliver_early_recheck(tag, interesting) {
            return;
        }
        let ran = matches!(evaluation, Evaluation::Judged { .. });
        let source = if ran { Source::Ran } else { Source::Filtered };
        if let Some((i, followers)) = sequence.decide(tag, interesting, source, evaluation.errors()) {
            self.weigh(&mut sequence.entries[i], drawn.0, drawn.1);
            if let Some(change) = sequence.entries[i].change {
                self.speculator.remember(change, interesting);
            }
            self.state.stats.cache_hits += followers;
        } else {
            let filed = self.speculator.deliver(tag, interesting, ran, evaluation.errors());
            debug_assert!(filed, "a report of a call nobody waits for");
        }
    }

    /// Commits the front entry's verdict; returns whether it was accepted as the new best.
    fn commit(&mut self, entry: Entry) -> bool {
        self.since_best += 1;
        let Status::Decided { interesting, source } = entry.status else {
            if let Some(verdicts) = self.batch.as_mut() {
                verdicts.push(false);
            }
            return false;
        };
        // Only judgements are cached: the filter's rejection holds for filtered passes at this
        // best only, and a pass outside the filter (`implicit`) must still get its candidates
        // judged when a filtered pass made the same bytes before.
        if source == Source::Ran {
            self.state.cache.insert(entry.key, interesting);
        }
        let better = self.state.is_better(&entry.candidate);
        if let Some(verdicts) = self.batch.as_mut() {
            // A batch's verdicts are answers, not new bests.
            verdicts.push(interesting && better);
            return false;
        }
        if !interesting || !better {
            return false;
        }
        if self.guards.confirm > 0 && !self.confirm(&entry.candidate, self.guards.confirm) {
            self.state.cache.insert(entry.key, false);
            return false;
        }
        let (before, key) = (self.state.best().len(), entry.key);
        match self.state.offer(entry.candidate) {
            Ok(true) => {
                // The previews of the passes to come were listed on another text, unless the
                // pass listed them on this one, as the best it would end with.
                if !self.speculator.previews().made_on(key) {
                    let previews = self.speculator.previews().clear();
                    self.discard(previews);
                }
                self.drop_early_recheck();
                self.since_best = 0;
                self.rebase();
                let removed = before.saturating_sub(self.state.best().len()) as u64;
                let best = self.state.best();
                let point = Improvement {
                    seconds: self.started.elapsed().as_secs_f64(),
                    calls: self.state.stats.calls,
                    bytes: best.len(),
                    pass: self.pass.1.to_string(),
                    files: self.files_of.map(|count| count(best)),
                };
                self.state.stats.timeline.push(point);
                let p = self.state.stats.pass_mut(self.pass.1);
                p.successes += 1;
                p.bytes_removed += removed;
                true
            }
            Ok(false) => false,
            Err(e) => {
                self.write_error = Some(format!("cannot write the result: {e}"));
                false
            }
        }
    }

    /// Cancels every bet on the current pass's later queries (the previews of passes to come
    /// stay): the path they bet on was not taken.
    pub(super) fn drop_bets(&mut self) {
        let lost = self.speculator.drop_unless(|_| false);
        self.discard(lost);
    }

    /// Cancels the dropped speculative calls that still run; every one of them that ran counts
    /// as wasted.
    pub(super) fn discard(&mut self, dropped: Vec<Prefetch>) {
        for p in dropped {
            match p.state {
                Prefetched::Running { tag } => {
                    self.cancel(tag);
                    self.state.stats.wasted += 1;
                }
                Prefetched::Done { ran, .. } => self.state.stats.wasted += u64::from(ran),
            }
        }
    }

    /// Cancels every running call of an ended query's sequence; all of them count as wasted.
    fn abandon(&mut self, sequence: Sequence) {
        for e in sequence.entries {
            match e.status {
                Status::Running { tag } => {
                    self.cancel(tag);
                    self.state.stats.wasted += 1;
                }
                Status::Decided { source: Source::Ran, .. } => self.state.stats.wasted += 1,
                _ => {}
            }
        }
    }
}

/// Below this many slots the door starts no previews of the next pass: with two or three, the
/// current pass's own lookahead fills them nearly always, and a test that runs on this machine's
/// cores would share them with calls that are less likely needed.
const PREVIEW_JOBS: usize = 4;

/// Speculation across passes (see [`super::previews`]).
impl Engine {
    /// True when the door would start previews of the next pass: enough slots, and none
    /// borrowed from other reductions (a shared budget lends its slots to needed calls only).
    pub fn wants_previews(&self) -> bool {
        self.calls.jobs() >= PREVIEW_JOBS && !self.calls.in_shared_lane()
    }

    /// Takes what the passes to come will ask first, in order, if the best stays as it is now.
    pub fn expect(&mut self, upcoming: Vec<Upcoming>) {
        let best = self.best();
        let expired = self.speculator.previews().expect(upcoming, &best);
        self.discard(expired);
    }

    /// Takes what the passes to come will ask first, in order, if the current pass ends with
    /// `base` as the best (see [`crate::adaptive::Evaluator::ending_on`]).
    fn expect_on(&mut self, upcoming: Vec<Upcoming>, base: &[u8]) {
        let expired = self.speculator.previews().expect(upcoming, base);
        self.discard(expired);
    }

    /// Where another thread sends the list of the passes to come it makes for the batch judged
    /// next (see [`super::listing`]): the door takes it while that batch runs, until
    /// [`Engine::end_list_beside`].
    pub fn list_beside(&mut self) -> super::listing::Lister {
        self.state.stats.lists_at_ends += 1;
        let lister = self.calls.lister();
        self.awaited_list = Some(lister.id());
        lister
    }

    /// The batch the list was made for has been judged: a list that comes later is stale.
    /// True when the list came in time.
    pub fn end_list_beside(&mut self) -> bool {
        self.calls.take_listing();
        self.awaited_list.take().is_none()
    }

    /// Takes the list another thread sent, when it is the one awaited; true if it was.
    fn hear_listing(&mut self) -> bool {
        let Some(listing) = self.calls.take_listing() else { return false };
        if self.awaited_list != Some(listing.id) {
            return false;
        }
        self.awaited_list = None;
        self.expect_on(listing.upcoming, &listing.base);
        true
    }

    /// True when the running pass's next `rejected` candidates are all rejected, by its odds,
    /// at least as likely as a call for a batch ahead must be needed (`lookahead::ahead_bet`,
    /// with the slots those candidates will hold): previews, like those calls, are needed only
    /// if every verdict before them goes one way, and both take only slots left idle. Listing
    /// what comes after the pass costs a dry run of the passes after it (beside the batch, see
    /// [`super::listing`]), and calls that are wasted when the pass goes on; a last batch of a
    /// few candidates at `-j 64` leaves most slots idle for a whole test, so a smaller chance
    /// is worth it then.
    pub fn end_likely(&self, rejected: usize) -> bool {
        let accepted = self.speculator.odds(self.pass.0).stop(Seek::Accepted);
        let bar = super::lookahead::ahead_bet(self.calls.busy() + rejected, self.calls.jobs());
        (1.0 - accepted).powi(i32::try_from(rejected).unwrap_or(i32::MAX)) >= bar
    }

    /// True when the previews were listed on `base`: a pass that expects to end with it need
    /// not list them again.
    pub fn previews_made_on(&mut self, base: &[u8]) -> bool {
        self.speculator.previews().made_on(cache::key(base))
    }

    /// Keeps the previews of the passes `keep` says are still to come (the list handed in last
    /// holds the others too, which have run since without a success), cancelling the rest.
    pub fn keep_previews(&mut self, keep: impl Fn(PassId) -> bool) {
        let ended = self.speculator.previews().keep_passes(keep);
        self.discard(ended);
    }

    /// Starts the next preview in a free slot, or when there is none to start, the early
    /// re-check of the best (see [`super::recheck`]); false when neither started. A candidate
    /// the current query holds, the cache knows or a call runs for already is passed over.
    fn start_preview(&mut self, sequence: &Sequence) -> bool {
        if !self.wants_previews() || self.calls.busy() >= self.calls.jobs() || !self.calls_left() {
            return false;
        }
        while let Some(next) = self.speculator.previews().take_next() {
            let allowed = self.guards.protected.as_ref().is_none_or(|p| p.allows(&next.bytes));
            let known = self.state.cache.get(&next.key).is_some()
                || sequence.pending.contains_key(&next.key)
                || self.speculator.has_call(next.key);
            if !allowed || known || !self.state.is_better(&next.bytes) {
                continue;
            }
            let tag = self.spawn_for(next.pass.1, next.bytes.clone(), self.check_for(next.filtering), Priority::Later);
            self.state.stats.hints_started += 1;
            self.state.stats.previews_started += 1;
            self.speculator.previews().started(&next, tag);
            return true;
        }
        self.start_early_recheck()
    }

    /// Cancels the early re-check of the best, or else the most recent preview, when every slot
    /// is busy, so a call of the current pass can start.
    fn make_room(&mut self) {
        if self.calls.busy() >= self.calls.jobs()
            && !self.give_way_early_recheck()
            && let Some(preview) = self.speculator.previews().give_way()
        {
            self.discard(vec![preview]);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;
    use crate::engine::calls::Calls;
    use crate::engine::state::ReductionState;
    use crate::engine::{Filtering, Guards, Limits, Observer};
    use crate::oracle::{Cancel, Oracle, Verdict};

    /// Interesting iff the candidate holds a `!`; a candidate holding `~` takes a tenth of a
    /// second, one holding `^` until it is cancelled (or three seconds). Records every candidate
    /// it was asked about and every cancellation.
    #[derive(Default)]
    struct Fake {
        asked: Mutex<Vec<Vec<u8>>>,
        cancelled: AtomicUsize,
    }

    impl Oracle for Fake {
        fn judge(&self, candidate: &[u8], cancel: &Cancel) -> Verdict {
            self.asked.lock().unwrap().push(candidate.to_vec());
            let polls = if candidate.contains(&b'^') { 300 } else { 10 * usize::from(candidate.contains(&b'~')) };
            for _ in 0..polls {
                if cancel.is_cancelled() {
                    self.cancelled.fetch_add(1, Ordering::SeqCst);
                    return Verdict::Boring;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            Verdict::from_bool(candidate.contains(&b'!'))
        }
    }

    fn engine(oracle: &Arc<Fake>, jobs: usize, best: &[u8]) -> Engine {
        let calls = Calls::new(oracle.clone(), jobs, None).unwrap();
        let state = ReductionState::new(Arc::new(best.to_vec()), Box::new(|_: &[u8]| Ok(())));
        let interrupt = Arc::new(AtomicUsize::new(0));
        Engine::new(state, calls, Limits::default(), Guards::default(), interrupt, Observer::default())
    }

    fn texts(list: &[&str]) -> Vec<Vec<u8>> {
        list.iter().map(|s| s.as_bytes().to_vec()).collect()
    }

    /// The first candidate in sequence order with the searched-for verdict wins, even when a
    /// later one finishes first; the slower, later calls are cancelled.
    #[test]
    fn the_first_in_sequence_order_wins_and_later_calls_are_cancelled() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 4, b"0123456789");
        // Odds that say candidates are rarely accepted: the door starts all four at once.
        for _ in 0..30 {
            door.speculator.record(door.pass.0, Seek::Accepted, false);
        }
        // Candidate 1 takes a while; candidate 2 is interesting at once; candidate 3 runs until
        // it is cancelled.
        let mut candidates = texts(&["abc", "!~", "!", "^^"]).into_iter();
        let end = door.first_with(&mut candidates, Seek::Accepted).unwrap();
        assert_eq!(end, Some(1), "the slow interesting candidate comes first in sequence order");
        assert_eq!(door.best().as_slice(), b"!~");
        let state = door.finish();
        assert_eq!(state.stats.committed_calls, 2);
        assert!(state.stats.wasted >= 2, "the calls after the winner are wasted");
        // The slow candidate after the winner hears of its cancellation within its next poll.
        let deadline = std::time::Instant::now() + Duration::from_secs(1);
        while oracle.cancelled.load(Ordering::SeqCst) == 0 && std::time::Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(oracle.cancelled.load(Ordering::SeqCst), 1, "the slow candidate after the winner was cancelled");
    }

    /// The cache answers a candidate asked again, and identical candidates in one query make one
    /// call between them.
    #[test]
    fn a_candidate_is_never_judged_twice() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 2, b"0123456789");
        let end = door.first_with(&mut texts(&["ab", "ab", "cd", "ab"]).into_iter(), Seek::Accepted).unwrap();
        assert_eq!(end, None);
        let end = door.first_with(&mut texts(&["cd", "x!"]).into_iter(), Seek::Accepted).unwrap();
        assert_eq!(end, Some(1));
        let asked = oracle.asked.lock().unwrap().clone();
        let mut sorted = asked.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), asked.len(), "asked twice: {asked:?}");
        let stats = &door.state().stats;
        assert_eq!(stats.committed_calls, 3);
        assert!(stats.cache_hits >= 3, "{} cache hits", stats.cache_hits);
    }

    /// A candidate that is not better than the best is rejected without a call, and an
    /// accepted one becomes the best for the candidates after it.
    #[test]
    fn only_better_candidates_are_judged() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 1, b"abcde!");
        // Longer than the best: rejected unasked; "zz!" is accepted, and "zzzz!" is then longer
        // than the new best.
        let end = door.first_with(&mut texts(&["abcdefg!", "zz!", "zzzz!", "y!"]).into_iter(), Seek::Rejected).unwrap();
        assert_eq!(end, Some(0), "a candidate that is not better is a rejection");
        let end = door.first_with(&mut texts(&["zz!", "zzzz!", "y!"]).into_iter(), Seek::Accepted).unwrap();
        assert_eq!(end, Some(0));
        let end = door.first_with(&mut texts(&["zzzz!", "y!"]).into_iter(), Seek::Rejected).unwrap();
        assert_eq!(end, Some(0));
        assert_eq!(door.best().as_slice(), b"zz!");
        assert_eq!(*oracle.asked.lock().unwrap(), texts(&["zz!"]));
    }

    /// `--max-calls` counts committed calls: a limited query stops at the same point at every
    /// width, however many speculative calls ran.
    #[test]
    fn the_call_limit_counts_committed_calls() {
        for jobs in [1, 3] {
            let oracle = Arc::new(Fake::default());
            let mut door = engine(&oracle, jobs, b"0123456789");
            door.limits.max_calls = Some(2);
            let end = door.first_with(&mut texts(&["a", "b", "c", "d!"]).into_iter(), Seek::Accepted);
            assert_eq!(end, Err(Stop::MaxCalls), "jobs {jobs}");
            assert_eq!(door.state().stats.committed_calls, 2, "jobs {jobs}");
        }
    }

    /// While a batch's slow calls run, free slots judge the batches after it; when the pass then
    /// asks for them (the batch was all rejected), their verdicts are taken, counted as the
    /// calls a sequential run makes, and nothing is judged twice.
    #[test]
    fn free_slots_start_the_batches_ahead() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 6, b"0123456789");
        door.set_width(2);
        for _ in 0..30 {
            door.speculator.record(door.pass.0, Seek::Accepted, false);
        }
        let batches = [texts(&["a~", "b~"]), texts(&["c", "d"]), texts(&["e", "f!"])];
        let verdicts = door.judge_all_ahead(batches[0].clone(), &mut |k| batches.get(k).cloned()).unwrap();
        assert_eq!(verdicts, vec![false, false]);
        let asked = |oracle: &Fake| oracle.asked.lock().unwrap().len();
        assert_eq!(asked(&oracle), 6, "the two batches ahead ran beside the slow one");
        let verdicts = door.judge_all_ahead(batches[1].clone(), &mut |k| batches.get(1 + k).cloned()).unwrap();
        assert_eq!(verdicts, vec![false, false]);
        let verdicts = door.judge_all(batches[2].clone()).unwrap();
        assert_eq!(verdicts, vec![false, true]);
        assert_eq!(asked(&oracle), 6, "nothing judged twice");
        let stats = &door.state().stats;
        assert_eq!((stats.committed_calls, stats.hints_used, stats.wasted), (6, 4, 0));
    }

    /// While a merge's slow batch runs, free slots start the merge's fallback (the batch the pass
    /// judges when the merge is rejected) and the batch after the fallback's largest part, as
    /// well as the batches after the merge accepted; once the merge is rejected, the fallback's
    /// and then the next batch's verdicts are taken, counted as a sequential run's calls, and
    /// only the bets on the merge going are wasted.
    #[test]
    fn a_rejected_merge_takes_the_fallback_started_beside_it() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 8, b"0123456789");
        door.set_width(3);
        for i in 0..30 {
            door.speculator.record(door.pass.0, Seek::Accepted, i % 2 == 0);
        }
        let (merge, after) = (texts(&["m~", "w~"]), texts(&["x", "y"]));
        let (parts, after_part) = (texts(&["h!", "q!"]), texts(&["u", "v"]));
        let mut ahead = |k: usize| (k == 1).then(|| after.clone());
        let mut fallback = |k: usize| [parts.clone(), after_part.clone()].get(k).cloned();
        let verdicts = door.judge_merge_ahead(merge.clone(), &mut ahead, &mut fallback).unwrap();
        assert_eq!(verdicts, vec![false, false]);
        let asked = oracle.asked.lock().unwrap().clone();
        for started in parts.iter().chain(&after_part) {
            assert!(asked.contains(started), "{:?} did not run beside the merge: {asked:?}", started);
        }
        let verdicts = door.judge_parts_ahead(parts.clone(), &mut |k| (k == 1).then(|| after_part.clone())).unwrap();
        assert_eq!(verdicts, vec![true, true]);
        assert_eq!(door.first_with(&mut parts[..1].iter().cloned(), Seek::Accepted).unwrap(), Some(0));
        assert_eq!(door.judge_all(after_part.clone()).unwrap(), vec![false, false]);
        assert_eq!(oracle.asked.lock().unwrap().len(), asked.len(), "nothing judged twice");
        let stats = &door.state().stats;
        assert_eq!((stats.committed_calls, stats.hints_used), (6, 4));
        assert_eq!(stats.wasted, (asked.len() - 6) as u64, "only the bets on the merge going are wasted");
    }

    /// While a batch's slow candidates run, free slots start the merges their verdicts are
    /// likeliest to call for; the merge the verdicts do call for is judged next without a call
    /// of its own, and only the other merges are wasted.
    #[test]
    fn the_merge_a_batch_calls_for_was_started_beside_it() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 8, b"0123456789");
        door.set_width(3);
        for _ in 0..30 {
            door.speculator.record(door.pass.0, Seek::Accepted, true);
        }
        let batch = texts(&["a!~", "b!~", "c~"]);
        let mut merges = |mask: u64| Some(vec![format!("m{mask}!").into_bytes()]);
        let verdicts = door.judge_all_merging(batch, &mut |_| None, &mut merges).unwrap();
        assert_eq!(verdicts, vec![true, true, false]);
        let asked = oracle.asked.lock().unwrap().clone();
        assert!(asked.contains(&b"m3!".to_vec()), "the merge of the first two did not run beside them: {asked:?}");
        let verdicts = door.judge_merge_ahead(texts(&["m3!"]), &mut |_| None, &mut |_| None).unwrap();
        assert_eq!(verdicts, vec![true]);
        assert_eq!(oracle.asked.lock().unwrap().len(), asked.len(), "the merge was not judged again");
        let stats = &door.state().stats;
        assert_eq!((stats.committed_calls, stats.hints_used), (4, 1));
        assert_eq!(stats.wasted, (asked.len() - 4) as u64, "only the other merges are wasted");
    }

    fn upcoming(list: &[&str]) -> Vec<Upcoming> {
        vec![Upcoming { pass: (7, "next"), filtering: Filtering::Off, candidates: texts(list) }]
    }

    /// Previews start in the slots a query leaves idle, in order, and the pass that asks for the
    /// same bytes later takes their verdicts: no candidate is judged twice, and the calls count
    /// as the ones a sequential run makes.
    #[test]
    fn previews_fill_idle_slots_and_are_adopted_later() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 4, b"0123456789");
        door.expect(upcoming(&["p", "q", "r~", "s!"]));
        let end = door.first_with(&mut texts(&["a~"]).into_iter(), Seek::Accepted).unwrap();
        assert_eq!(end, None);
        let asked = oracle.asked.lock().unwrap().len();
        assert!(asked >= 4, "three slots idle while the slow candidate ran: {asked} asked");
        let end = door.first_with(&mut texts(&["p", "q", "r~", "s!"]).into_iter(), Seek::Accepted).unwrap();
        assert_eq!(end, Some(3));
        let asked = oracle.asked.lock().unwrap().clone();
        let mut distinct = asked.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), asked.len(), "asked twice: {asked:?}");
        assert_eq!(asked.len(), 5);
        let stats = &door.state().stats;
        assert!(stats.previews_used >= 3, "{} previews adopted", stats.previews_used);
        assert_eq!(stats.previews_used, stats.hints_used);
        assert_eq!(stats.committed_calls, 5);
        assert_eq!(door.best().as_slice(), b"s!");
    }

    /// Counts a `#` as an error: a candidate holding one is turned away before the test.
    struct Hashes;

    impl crate::oracle::CandidateFilter for Hashes {
        fn errors(&self, candidate: &[u8]) -> crate::oracle::Measure {
            crate::oracle::Measure { errors: candidate.iter().filter(|&&b| b == b'#').count(), against: 0 }
        }
        fn rebase(&self, _: &Arc<Vec<u8>>) {}
        fn allow_trees(&self, _: usize) {}
    }

    /// A preview the filter turns away made no call, and it is taken back from the pass it was
    /// counted for, not from the pass that runs when the filter's word arrives.
    #[test]
    fn a_filtered_preview_is_taken_back_from_its_own_pass() {
        let oracle = Arc::new(Fake::default());
        let calls = Calls::new(oracle.clone(), 4, Some(Arc::new(Hashes))).unwrap();
        let state = ReductionState::new(Arc::new(b"0123456789".to_vec()), Box::new(|_: &[u8]| Ok(())));
        let interrupt = Arc::new(AtomicUsize::new(0));
        let mut door = Engine::new(state, calls, Limits::default(), Guards::default(), interrupt, Observer::default());
        door.set_pass(3, "now");
        door.expect(vec![Upcoming {
            pass: (7, "next"),
            filtering: Filtering::Before,
            candidates: texts(&["p#", "q~"]),
        }]);
        door.first_with(&mut texts(&["a~"]).into_iter(), Seek::Accepted).unwrap();
        let stats = &door.state().stats;
        let pass = |name: &str| stats.passes.iter().find(|p| p.name == name).cloned().unwrap_or_default();
        assert_eq!((pass("now").calls, pass("now").skipped), (1, 0), "{:?}", stats.passes);
        assert_eq!((pass("next").calls, pass("next").skipped), (1, 1), "{:?}", stats.passes);
        assert_eq!(stats.calls, 2);
    }

    /// A batch of admitted candidates takes its width from those the filter lets through: the
    /// ones it turns away are rejections that take no place, the batch ends at the last one it
    /// wants, and it is the same batch with one slot and with four.
    #[test]
    fn a_batch_of_admitted_candidates_skips_what_the_filter_turns_away() {
        for jobs in [1, 4] {
            let oracle = Arc::new(Fake::default());
            let calls = Calls::new(oracle.clone(), jobs, Some(Arc::new(Hashes))).unwrap();
            let state = ReductionState::new(Arc::new(b"0123456789".to_vec()), Box::new(|_: &[u8]| Ok(())));
            let interrupt = Arc::new(AtomicUsize::new(0));
            let mut door =
                Engine::new(state, calls, Limits::default(), Guards::default(), interrupt, Observer::default());
            door.set_width(2);
            let mut candidates = texts(&["a#", "b", "c#~", "d!", "e", "f!"]).into_iter();
            let verdicts = door.judge_admitted(&mut candidates, 2, &mut |_| None).unwrap();
            assert_eq!(verdicts, vec![false, false, false, true], "-j {jobs}");
            let stats = &door.state().stats;
            assert_eq!((stats.committed_calls, stats.skipped), (2, 2), "-j {jobs}");
            let asked = oracle.asked.lock().unwrap().clone();
            assert!(asked.contains(&b"b".to_vec()) && asked.contains(&b"d!".to_vec()), "-j {jobs}: {asked:?}");
            assert!(!asked.iter().any(|c| c.contains(&b'#')), "-j {jobs}: the filter's rejections ran: {asked:?}");
        }
    }

    /// A new best ends the bet: the previews still running are cancelled and none is adopted.
    #[test]
    fn a_new_best_cancels_the_previews() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 4, b"0123456789");
        door.expect(upcoming(&["^a", "^b"]));
        let end = door.first_with(&mut texts(&["x!~"]).into_iter(), Seek::Accepted).unwrap();
        assert_eq!(end, Some(0));
        let deadline = std::time::Instant::now() + Duration::from_secs(2);
        while oracle.cancelled.load(Ordering::SeqCst) < 2 && std::time::Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(oracle.cancelled.load(Ordering::SeqCst), 2, "both previews were cancelled");
        assert_eq!(door.state().stats.wasted, 2);
        assert_eq!(door.best().as_slice(), b"x!~");
    }

    /// Previews listed on the best a pass expects to end with run beside the candidate that
    /// makes it; when it does become the best they stay, and the next pass adopts their
    /// verdicts without a call of its own. Previews listed on another text are cancelled.
    #[test]
    fn previews_listed_on_the_new_best_outlive_it() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 4, b"0123456789");
        door.expect_on(upcoming(&["a~", "b!~"]), b"x!~");
        assert!(door.previews_made_on(b"x!~") && !door.previews_made_on(b"0123456789"));
        let end = door.first_with(&mut texts(&["x!~"]).into_iter(), Seek::Accepted).unwrap();
        assert_eq!(end, Some(0));
        let asked = oracle.asked.lock().unwrap().clone();
        assert!(asked.contains(&b"a~".to_vec()) && asked.contains(&b"b!~".to_vec()), "{asked:?}");
        let verdicts = door.judge_all(texts(&["a~", "b!~"])).unwrap();
        assert_eq!(verdicts, vec![false, true]);
        assert_eq!(oracle.asked.lock().unwrap().len(), asked.len(), "the previews were judged again");
        assert_eq!(door.state().stats.previews_used, 2);
        assert_eq!(door.state().stats.wasted, 0);
        // A list made on a text that does not become the best ends with the next new best.
        door.expect_on(upcoming(&["^c", "^d"]), b"y");
        assert_eq!(door.first_with(&mut texts(&["z!"]).into_iter(), Seek::Accepted).unwrap(), Some(0));
        assert!(!door.previews_made_on(b"y"), "the list on another text stayed");
    }

    /// A pass's end is likely enough to list what comes after it while its candidates are
    /// mostly rejected, and less so the more candidates must all be rejected; not once they
    /// are mostly accepted.
    #[test]
    fn a_pass_is_expected_to_end_only_while_its_candidates_are_rejected() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 4, b"0123456789");
        door.set_width(4);
        door.judge_all(texts(&["a", "b", "c", "d", "e", "f", "g", "h"])).unwrap();
        assert!(door.end_likely(4), "four more after eight rejections");
        assert!(!door.end_likely(400), "four hundred more, all rejected");
        door.judge_all(texts(&["a!", "b!", "c!", "d!", "e!", "f!", "g!", "h!"])).unwrap();
        assert!(!door.end_likely(4), "four more after eight acceptances");
    }

    /// Below four slots the door starts no previews.
    #[test]
    fn few_slots_start_no_previews() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 3, b"0123456789");
        assert!(!door.wants_previews());
        door.expect(upcoming(&["p", "q"]));
        door.first_with(&mut texts(&["a~"]).into_iter(), Seek::Accepted).unwrap();
        assert_eq!(*oracle.asked.lock().unwrap(), texts(&["a~"]));
    }

    /// A batch weighs its candidates only once they are drawn, yet each verdict it commits
    /// teaches the memory: the same change retried later is guessed as it went, where a change
    /// never judged gets the pass's odds.
    #[test]
    fn a_batch_teaches_the_memory_each_change() {
        let oracle = Arc::new(Fake::default());
        let base = b"0123456789";
        let mut door = engine(&oracle, 4, base);
        door.set_width(3);
        let batch = texts(&["0123!", "56789", "01234~"]);
        assert_eq!(door.judge_all(batch.clone()).unwrap(), vec![true, false, false]);
        let odds = door.speculator.odds(door.pass.0);
        let guess = |text: &[u8]| door.speculator.guess(&odds, Seek::Accepted, odds::change(base, text));
        let unknown = guess(b"9");
        assert!(guess(&batch[0]) > unknown, "accepted: {} against {unknown}", guess(&batch[0]));
        assert!(guess(&batch[1]) < 0.1 && guess(&batch[2]) < 0.1, "rejected, the slow one too");
        assert!(unknown >= 0.1, "the pass's odds for a change never judged: {unknown}");
    }

    /// A batch judges every candidate against the same best and commits none: all of them run at
    /// once, the verdicts come back in order (a candidate that is not better is a rejection), the
    /// cache learns them, and the best does not move.
    #[test]
    fn a_batch_judges_every_candidate_and_commits_none() {
        let oracle = Arc::new(Fake::default());
        let mut door = engine(&oracle, 4, b"0123456789");
        door.set_width(4);
        let verdicts = door.judge_all(texts(&["a!~", "b", "0123456789abc!", "c!"])).unwrap();
        assert_eq!(verdicts, vec![true, false, false, true]);
        assert_eq!(door.best().as_slice(), b"0123456789", "a batch commits no best");
        assert_eq!(oracle.asked.lock().unwrap().len(), 3, "the longer candidate is not judged");
        assert_eq!(door.state().stats.committed_calls, 3);
        // The verdicts are cached: asking again costs no call.
        let end = door.first_with(&mut texts(&["b", "c!"]).into_iter(), Seek::Accepted).unwrap();
        assert_eq!(end, Some(1));
        assert_eq!(oracle.asked.lock().unwrap().len(), 3);
        assert_eq!(door.best().as_slice(), b"c!");
    }
}
