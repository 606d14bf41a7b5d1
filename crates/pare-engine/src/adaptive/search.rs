//! A pass's search as a machine of queries, so that one piece of code both drives the real run
//! and tells a parallel door what the pass will ask next (a pass seen as a series of choices, which
//! is what lets the door speculate across queries).
//!
//! A [`Search`] holds one query at a time: what it seeks ([`super::Seek`]) and its candidates, drawn by position.
//! [`run`] asks the door about the query and moves the search on with how it ended. For the
//! door's lookahead, the query's [`Query::hint`] forks the search and advances the copy along
//! hypothetical ends, then draws that copy's candidates: the very transitions the real run will
//! take. A fork never changes what the search itself will do; the one thing it cannot do is build
//! text from hypothetical results it has not committed, and where that matters its candidates
//! are [`Draw::Unknown`].

use super::{End, Evaluator, Hint, Query, Seek};
use crate::stop::Stop;

/// What a search's current query holds at one position.
#[derive(Debug, PartialEq, Eq)]
pub enum Draw<C> {
    /// The candidate at that position.
    Candidate(C),
    /// The query has no candidate there: it is shorter.
    End,
    /// Only a fork says this: it cannot tell without text it has not built.
    Unknown,
}

/// Where a search stands, for resuming it later on a text that may have changed in between: the
/// level of its list (see [`super::DeletionList::level`]) and a unit or item index in it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Position {
    /// The list's level.
    pub level: usize,
    /// The unit (or item) the search goes on from.
    pub unit: usize,
}

/// A pass's search: one query at a time, moved on by how each one ends.
pub trait Search {
    /// What the door evaluates.
    type Candidate;

    /// What the current query seeks (see [`Evaluator::query`]), or `None` once the search is over
    /// (or, for a fork, when it cannot tell what comes next).
    fn seek(&self) -> Option<Seek>;

    /// The current query's candidate at `index` (0-based).
    fn draw(&mut self, index: usize) -> Draw<Self::Candidate>;

    /// Whether the current query has a candidate at `index`, without building it (a candidate
    /// can be a copy of a large file).
    fn probe(&mut self, index: usize) -> Draw<()> {
        match self.draw(index) {
            Draw::Candidate(_) => Draw::Candidate(()),
            Draw::End => Draw::End,
            Draw::Unknown => Draw::Unknown,
        }
    }

    /// Moves on to the next query, given how the current one ended.
    fn advance(&mut self, end: End);

    /// True where the search may stop and resume later without redoing work (see
    /// [`Evaluator::should_yield`]).
    fn natural_point(&self) -> bool {
        false
    }

    /// Where the search stands, to resume it from there later.
    fn position(&self) -> Position {
        Position::default()
    }

    /// A copy to advance along hypothetical ends: whatever it commits is kept aside, and the
    /// search itself is not affected.
    fn fork(&self) -> Self;
}

/// Runs `search` to its end through `door`, or until the door asks it to yield at a natural
/// point.
pub fn run<S, D>(door: &mut D, search: &mut S) -> Result<(), Stop>
where
    S: Search,
    D: Evaluator<S::Candidate> + ?Sized,
{
    while let Some(seek) = search.seek() {
        if search.natural_point() && door.should_yield() {
            door.yielded(search.position());
            return Ok(());
        }
        let at = door.query(&mut Driven { search, drawn: 0 }, seek)?;
        search.advance(End { at, success_likely: door.success_likely() });
    }
    Ok(())
}

/// The current query of a search, as the door sees it.
struct Driven<'a, S> {
    search: &'a mut S,
    drawn: usize,
}

impl<S: Search> Iterator for Driven<'_, S> {
    type Item = S::Candidate;

    fn next(&mut self) -> Option<S::Candidate> {
        let draw = self.search.draw(self.drawn);
        self.drawn += 1;
        match draw {
            Draw::Candidate(c) => Some(c),
            Draw::End => None,
            Draw::Unknown => unreachable!("only a fork cannot see its own query"),
        }
    }
}

impl<S: Search> Query<S::Candidate> for Driven<'_, S> {
    fn hint(&mut self, path: &[End], limit: usize) -> Option<Hint<S::Candidate>> {
        let mut fork = self.search.fork();
        for &end in path {
            fork.seek()?;
            fork.advance(end);
        }
        let seek = fork.seek()?;
        let mut candidates = Vec::new();
        for i in 0..limit {
            match fork.draw(i) {
                Draw::Candidate(c) => candidates.push(c),
                Draw::End => return Hint::new(seek, candidates, true),
                Draw::Unknown => return Hint::new(seek, candidates, false),
            }
        }
        let complete = fork.probe(limit) == Draw::End;
        Hint::new(seek, candidates, complete)
    }
}
