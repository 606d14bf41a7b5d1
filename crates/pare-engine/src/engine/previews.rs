//! Speculation across passes: the next pass's first candidates, started in slots the current
//! pass leaves idle.
//!
//! The lookahead ([`super::lookahead`]) bets within a pass: on the queries the pass describes
//! through its hints. A pass's last questions often leave most slots idle (a single rewrite, a
//! short list, the slowest calls of a batch) while the pass the scheduler runs next waits for
//! them. Before a pass runs, the scheduler lists what the pass after it would ask first if this
//! one changes nothing (a dry run on the best as it is) and hands the list here. Free slots
//! that nothing of the current pass wants start those candidates, in order; when the next pass
//! asks for the same bytes it adopts the call, as it adopts any speculative call. Nothing is
//! committed from here, so the result is the same with or without them.
//!
//! A preview bets that the best stays as it is, or becomes the one the list was made on (a
//! pass that ends with a merge lists the passes after it on the merge's text): any other new
//! best ends the bet (the calls are cancelled). Its calls are the least likely ones to be
//! needed, so they give way: a call the current pass needs takes the slot of the most recently
//! started preview.

use std::collections::{HashSet, VecDeque};
use std::sync::Arc;

use super::Filtering;
use super::odds::{self, Change};
use super::speculator::{PassId, Prefetch, Prefetched};
use crate::cache::{self, Key};
use crate::oracle::Measure;

/// What the scheduler expects a pass to ask first.
pub struct Upcoming {
    /// The pass, and its name (for the stats).
    pub pass: (PassId, &'static str),
    /// How its candidates meet the candidate filter.
    pub filtering: Filtering,
    /// Its first candidates, in the order it will ask about them.
    pub candidates: Vec<Vec<u8>>,
}

/// A candidate of an upcoming pass not started yet.
pub struct Unstarted {
    /// The candidate.
    pub bytes: Arc<Vec<u8>>,
    /// Its hash.
    pub key: Key,
    /// What it changes in the best.
    pub change: Change,
    /// Its pass, and its name.
    pub pass: (PassId, &'static str),
    /// How its pass meets the candidate filter.
    pub filtering: Filtering,
}

/// The previews of the passes to come: those not started yet, and the calls started for them.
#[derive(Default)]
pub struct Previews {
    /// The hash of the best the list was made on.
    base: Option<Key>,
    unstarted: VecDeque<Unstarted>,
    /// The calls started, each with its pass.
    started: Vec<(PassId, Prefetch)>,
}

impl Previews {
    /// Takes a new list of what the passes to come ask first, in order, of `base` (the best
    /// now, or the best the current pass ends with if it is accepted). A call started for a
    /// candidate the new list holds stays (it was listed before, for a pass still to come, on
    /// the same text); the others bet on a path that was not taken (their pass ended, or
    /// yielded, or the best is not the one they were listed on) and are returned, to be
    /// cancelled.
    pub fn expect(&mut self, upcoming: Vec<Upcoming>, base: &[u8]) -> Vec<Prefetch> {
        self.base = Some(cache::key(base));
        self.unstarted = upcoming
            .into_iter()
            .flat_map(|u| {
                let (pass, filtering) = (u.pass, u.filtering);
                u.candidates.into_iter().map(move |bytes| Unstarted {
                    key: cache::key(&bytes),
                    change: odds::change(base, &bytes),
                    bytes: Arc::new(bytes),
                    pass,
                    filtering,
                })
            })
            .collect();
        let listed: HashSet<Key> = self.unstarted.iter().map(|u| u.key).collect();
        let (kept, dropped) = self.started.drain(..).partition(|(_, p)| listed.contains(&p.key));
        self.started = kept;
        dropped.into_iter().map(|(_, p)| p).collect()
    }

    /// Keeps what is listed for the passes `keep` says are still to come: the others ran (to
    /// their end, without a success). Returns their calls, to be cancelled.
    pub fn keep_passes(&mut self, keep: impl Fn(PassId) -> bool) -> Vec<Prefetch> {
        self.unstarted.retain(|u| keep(u.pass.0));
        let (kept, dropped) = self.started.drain(..).partition(|(pass, _)| keep(*pass));
        self.started = kept;
        dropped.into_iter().map(|(_, p)| p).collect()
    }

    /// The next candidate to start.
    pub fn take_next(&mut self) -> Option<Unstarted> {
        self.unstarted.pop_front()
    }

    /// Keeps the call started for a candidate [`Previews::next`] gave.
    pub fn started(&mut self, unstarted: &Unstarted, tag: usize) {
        let prefetch = Prefetch {
            key: unstarted.key,
            change: unstarted.change,
            path: Vec::new(),
            state: Prefetched::Running { tag },
        };
        self.started.push((unstarted.pass.0, prefetch));
    }

    /// True when a call for the bytes hashed `key` was started.
    pub fn has(&self, key: Key) -> bool {
        self.started.iter().any(|(_, p)| p.key == key)
    }

    /// Takes the call on the bytes hashed `key`, if there is one: a query asked for them.
    pub fn adopt(&mut self, key: Key) -> Option<Prefetched> {
        let i = self.started.iter().position(|(_, p)| p.key == key)?;
        Some(self.started.remove(i).1.state)
    }

    /// Files the report of call `tag`, returning what it changed; `None` if it is not one of
    /// these.
    pub fn deliver(&mut self, tag: usize, interesting: bool, ran: bool, errors: Option<Measure>) -> Option<Change> {
        let (_, p) = self.started.iter_mut().find(|(_, p)| p.state == Prefetched::Running { tag })?;
        p.state = Prefetched::Done { interesting, ran, errors };
        Some(p.change)
    }

    /// How many of the calls still run.
    pub fn running(&self) -> usize {
        self.started.iter().filter(|(_, p)| matches!(p.state, Prefetched::Running { .. })).count()
    }

    /// Takes the running call started last (the least likely to be needed), to free its slot.
    pub fn give_way(&mut self) -> Option<Prefetch> {
        let i = self.started.iter().rposition(|(_, p)| matches!(p.state, Prefetched::Running { .. }))?;
        Some(self.started.remove(i).1)
    }

    /// True when the list was made on the text hashed `key`.
    pub fn made_on(&self, key: Key) -> bool {
        self.base == Some(key)
    }

    /// The best changed to a text the list was not made on. Returns the calls, to be cancelled.
    pub fn clear(&mut self) -> Vec<Prefetch> {
        self.base = None;
        self.unstarted.clear();
        self.started.drain(..).map(|(_, p)| p).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn upcoming(texts: &[&str]) -> Vec<Upcoming> {
        let candidates = texts.iter().map(|t| t.as_bytes().to_vec()).collect();
        vec![Upcoming { pass: (1, "next"), filtering: Filtering::Before, candidates }]
    }

    /// Candidates start in order; a call is adopted by identical bytes; the most recent running
    /// call gives way first; a new list keeps the calls it lists again and ends the others.
    #[test]
    fn previews_start_in_order_give_way_last_first_and_end_when_no_longer_listed() {
        let mut p = Previews::default();
        assert!(p.expect(upcoming(&["a", "b", "c"]), b"abc").is_empty());
        for tag in 0..3 {
            let u = p.take_next().expect("three to start");
            assert_eq!(u.pass, (1, "next"));
            p.started(&u, tag);
        }
        assert!(p.take_next().is_none());
        assert_eq!(p.running(), 3);
        assert_eq!(p.deliver(0, false, true, None), Some(odds::change(b"abc", b"a")));
        assert_eq!(p.deliver(9, false, true, None), None);
        assert_eq!(p.give_way().map(|g| g.state), Some(Prefetched::Running { tag: 2 }));
        assert_eq!(p.running(), 1);
        assert!(p.expect(upcoming(&["a", "b", "d"]), b"abc").is_empty(), "both calls are listed again");
        assert_eq!(p.adopt(cache::key(b"a")), Some(Prefetched::Done { interesting: false, ran: true, errors: None }));
        let ended = p.expect(upcoming(&["d"]), b"abc");
        assert_eq!(ended.iter().map(|e| e.key).collect::<Vec<_>>(), vec![cache::key(b"b")], "b is no longer listed");
        assert!(!p.has(cache::key(b"b")));
    }

    /// The passes that ran leave the list: their calls are returned, the others' stay, started
    /// or not.
    #[test]
    fn passes_that_ran_leave_the_list() {
        let mut p = Previews::default();
        let two = |pass, texts: &[&str]| Upcoming {
            pass: (pass, "pass"),
            filtering: Filtering::Before,
            candidates: texts.iter().map(|t| t.as_bytes().to_vec()).collect(),
        };
        p.expect(vec![two(1, &["a", "b"]), two(2, &["c", "d"])], b"abcd");
        for tag in 0..3 {
            let u = p.take_next().unwrap();
            p.started(&u, tag);
        }
        let ended = p.keep_passes(|pass| pass == 2);
        assert_eq!(ended.iter().map(|e| e.key).collect::<Vec<_>>(), vec![cache::key(b"a"), cache::key(b"b")]);
        assert!(p.has(cache::key(b"c")));
        assert_eq!(p.take_next().map(|u| u.key), Some(cache::key(b"d")));
    }

    /// A new best ends every bet: nothing is left to start or adopt.
    #[test]
    fn a_new_best_clears_everything() {
        let mut p = Previews::default();
        p.expect(upcoming(&["a", "b"]), b"ab");
        let u = p.take_next().unwrap();
        p.started(&u, 7);
        assert_eq!(p.clear().len(), 1);
        assert!(p.take_next().is_none());
        assert_eq!(p.adopt(cache::key(b"a")), None);
    }
}
