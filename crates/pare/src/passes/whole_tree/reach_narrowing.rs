//! How `cross-reach` finds the few entries a bug needs, as a search of queries a parallel door
//! can run ahead of.
//!
//! While more than one entry is kept, the two halves of the kept entries are tried in order and
//! the first that keeps the bug alone is kept; when neither does and more than two entries are
//! kept, each entry alone is tried in order, and the first that keeps the bug is kept. Tried one
//! call at a time, that is a test's wait per halving and one per entry: with a test of seconds,
//! minutes of one slot busy and every other idle. As a [`Search`], each step is one query whose
//! candidates the door starts side by side (an entry alone is rarely enough, so most are
//! rejected), and each step's query tells the door what the steps after it will ask for each
//! way it can end, so that idle slots run halvings ahead. The candidate a step keeps depends
//! only on which part is kept, never on the text of the best, so a fork of the search can build
//! every step ahead. What is committed is what the sequential search commits: the first part in
//! order that keeps the bug.
//!
//! With a `--width` above 1, the entries alone go in batches of that width instead
//! ([`first_alone`]): a door's bets follow the pass's odds, which the halvings (mostly accepted)
//! leave high just when the entries alone are mostly rejected, so the search alone would start
//! few of them at once. A batch runs every one of its candidates whatever the odds; the first of
//! them the test accepts is kept, as one at a time keeps it, at the price of the calls after it.

use std::sync::Arc;

use super::reach::Items;
use crate::adaptive::search::{Draw, Search};
use crate::adaptive::{End, Evaluator, Seek};
use crate::passes::Context;
use crate::stop::Stop;

/// Which parts of the kept entries a step tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Each half alone.
    Halves,
    /// Each entry alone.
    Ones,
    /// Nothing more.
    Done,
}

/// The narrowing of `kept` (see the module's documentation).
#[derive(Clone)]
pub struct Narrowing {
    items: Arc<Items>,
    /// The entries kept so far, in the order the steps split them.
    kept: Vec<usize>,
    step: Step,
    /// The current step's parts, in the order they are tried.
    parts: Vec<Vec<usize>>,
    /// The best as this search will have left it: a part whose candidate is this text is not
    /// tried.
    best: Arc<Vec<u8>>,
    /// Whether the entries alone are a step of the search (else [`first_alone`] tries them).
    ones: bool,
    /// For each candidate drawn so far, the part it keeps.
    tried: Vec<usize>,
    /// How many parts were looked at to draw them.
    looked: usize,
}

impl Narrowing {
    /// A narrowing of `kept` (the order in which halves split them) on the tree `items`, whose
    /// best is now `best`; with `ones`, the entries alone are its last step.
    pub fn new(items: Arc<Items>, kept: Vec<usize>, best: Arc<Vec<u8>>, ones: bool) -> Narrowing {
        let step = if kept.len() > 1 { Step::Halves } else { Step::Done };
        let mut narrowing =
            Narrowing { items, kept, step, parts: Vec::new(), best, ones, tried: Vec::new(), looked: 0 };
        narrowing.split();
        narrowing
    }

    /// The entries kept once the search is over.
    pub fn kept(self) -> Vec<usize> {
        self.kept
    }

    /// Makes the current step's parts from the kept entries.
    fn split(&mut self) {
        self.parts = match self.step {
            Step::Halves => {
                let half = self.kept.len() / 2;
                vec![self.kept[..half].to_vec(), self.kept[half..].to_vec()]
            }
            Step::Ones => self.kept.iter().map(|&e| vec![e]).collect(),
            Step::Done => Vec::new(),
        };
        self.tried.clear();
        self.looked = 0;
    }
}

impl Search for Narrowing {
    type Candidate = Vec<u8>;

    fn seek(&self) -> Option<Seek> {
        (self.step != Step::Done).then_some(Seek::Accepted)
    }

    fn draw(&mut self, index: usize) -> Draw<Vec<u8>> {
        if let Some(&part) = self.tried.get(index) {
            return Draw::Candidate(self.items.keeping(&self.parts[part]));
        }
        while self.looked < self.parts.len() {
            let part = self.looked;
            self.looked += 1;
            let candidate = self.items.keeping(&self.parts[part]);
            if candidate != *self.best {
                self.tried.push(part);
                if self.tried.len() > index {
                    return Draw::Candidate(candidate);
                }
            }
        }
        Draw::End
    }

    fn advance(&mut self, end: End) {
        let kept = end.at.map(|i| {
            while self.tried.len() <= i && matches!(self.draw(self.tried.len()), Draw::Candidate(_)) {}
            self.parts[self.tried[i]].clone()
        });
        self.step = match (self.step, kept) {
            (Step::Halves, Some(part)) => {
                self.best = Arc::new(self.items.keeping(&part));
                self.kept = part;
                if self.kept.len() > 1 { Step::Halves } else { Step::Done }
            }
            (Step::Halves, None) if self.ones && self.kept.len() > 2 => Step::Ones,
            (Step::Ones, Some(part)) => {
                self.best = Arc::new(self.items.keeping(&part));
                self.kept = part;
                Step::Done
            }
            _ => Step::Done,
        };
        self.split();
    }

    fn fork(&self) -> Narrowing {
        self.clone()
    }
}

/// The first of `kept` whose entry alone keeps the bug, tried in batches of the door's width (see
/// the module's documentation); it becomes the best.
pub fn first_alone(cx: &mut Context, items: &Items, kept: &[usize]) -> Result<Option<usize>, Stop> {
    let best = cx.best();
    let alone: Vec<usize> = kept.iter().copied().filter(|&e| items.keeping(&[e]) != *best).collect();
    let batches: Vec<&[usize]> = alone.chunks(cx.width().max(1)).collect();
    let build = |batch: &[usize]| batch.iter().map(|&e| items.keeping(&[e])).collect::<Vec<_>>();
    for (b, batch) in batches.iter().enumerate() {
        let mut ahead = |k: usize| batches.get(b + k).map(|next| build(next));
        let verdicts = cx.judge_all_ahead(build(batch), &mut ahead)?;
        for (&entry, _) in batch.iter().zip(verdicts).filter(|(_, accepted)| *accepted) {
            // Its verdict is in the cache: no test runs again (but for `--confirm`'s re-runs).
            if cx.try_candidate(items.keeping(&[entry]))? {
                return Ok(Some(entry));
            }
        }
    }
    Ok(None)
}
