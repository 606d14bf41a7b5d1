//! One query's candidates as the door holds them: drawn in sequence order, each with where its
//! verdict stands, until the front one is decided and can be committed.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

use super::odds::Change;
use crate::cache::Key;
use crate::oracle::Measure;

/// How a verdict became known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// From the cache, or from an identical candidate earlier in the sequence.
    Known,
    /// The oracle judged it.
    Ran,
    /// The candidate filter rejected it without a judgement.
    Filtered,
}

/// How a follower's verdict is known from its leader's: a judgement is as good as a cache hit,
/// but the filter's word stays the filter's, to be weighed again when the follower commits
/// (the best, and so what the filter allows, may have changed in between).
fn follow(source: Source) -> Source {
    if source == Source::Filtered { Source::Filtered } else { Source::Known }
}

/// Where one position of the sequence stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The verdict is known; `source` says how.
    Decided {
        /// The verdict.
        interesting: bool,
        /// How it became known.
        source: Source,
    },
    /// Not better than the best (or not allowed by `--protect`): rejected without asking.
    NotBetter,
    /// A call is running; its report will carry `tag`.
    Running {
        /// The call's tag.
        tag: usize,
    },
    /// The same bytes are being evaluated at an earlier position.
    Following(usize),
    /// Would need a call, but the call limit is reached.
    Blocked,
}

impl Status {
    /// True once the entry can be committed.
    pub fn decided(&self) -> bool {
        matches!(self, Status::Decided { .. } | Status::NotBetter)
    }
}

/// A candidate of the current query.
pub struct Entry {
    /// Its bytes.
    pub candidate: Arc<Vec<u8>>,
    /// Their hash (0 for candidates rejected without asking).
    pub key: Key,
    /// Where its verdict stands.
    pub status: Status,
    /// Its position in the query's sequence.
    pub position: usize,
    /// What it changes in the text it was built from (parallel runs only, for the memory).
    pub change: Option<Change>,
    /// The guessed probability that its verdict stops the query, while the verdict is unknown.
    pub guess: f64,
    /// Its parse error count, once the candidate filter measured it.
    pub errors: Option<Measure>,
}

/// The drawn, uncommitted candidates of one query.
#[derive(Default)]
pub struct Sequence {
    /// In sequence order; the front one is the next to commit.
    pub entries: VecDeque<Entry>,
    /// Position of the first entry holding each key whose verdict is not committed yet.
    pub pending: HashMap<Key, usize>,
    /// The sequence position of `entries[0]`.
    pub first: usize,
    /// True once the query has no more candidates.
    pub exhausted: bool,
}

impl Sequence {
    /// The position the next drawn candidate will have.
    pub fn next_position(&self) -> usize {
        self.first + self.entries.len()
    }

    /// Appends a drawn entry; an entry following an earlier one that is already decided takes
    /// its verdict at once.
    pub fn push(&mut self, mut entry: Entry) {
        if let Status::Following(leader) = entry.status {
            let leader = &self.entries[leader - self.first];
            if let Status::Decided { interesting, source } = leader.status {
                entry.status = Status::Decided { interesting, source: follow(source) };
                entry.errors = leader.errors;
            }
        }
        if entry.status != Status::NotBetter {
            self.pending.entry(entry.key).or_insert(entry.position);
        }
        self.entries.push_back(entry);
    }

    /// Takes the front entry if its verdict is decided.
    pub fn pop_decided(&mut self) -> Option<Entry> {
        if !self.entries.front()?.status.decided() {
            return None;
        }
        let entry = self.entries.pop_front()?;
        if self.pending.get(&entry.key) == Some(&self.first) {
            self.pending.remove(&entry.key);
        }
        self.first += 1;
        Some(entry)
    }

    /// Puts back an entry taken by [`Sequence::pop_decided`] (the call limit stopped its commit).
    pub fn unpop(&mut self, entry: Entry) {
        self.first -= 1;
        if entry.status != Status::NotBetter {
            self.pending.entry(entry.key).or_insert(entry.position);
        }
        self.entries.push_front(entry);
    }

    /// Records the verdict of call `tag` at the entry waiting for it, and at every later entry
    /// following that one. Returns the entry's index and how many followers were decided, or
    /// `None` when no entry waits for `tag`.
    pub fn decide(
        &mut self,
        tag: usize,
        interesting: bool,
        source: Source,
        errors: Option<Measure>,
    ) -> Option<(usize, u64)> {
        let i = self.entries.iter().position(|e| e.status == Status::Running { tag })?;
        self.entries[i].status = Status::Decided { interesting, source };
        // A call started without the filter reports no count; keep one measured before.
        self.entries[i].errors = errors.or(self.entries[i].errors);
        let leader = self.entries[i].position;
        let mut followers = 0;
        for e in self.entries.iter_mut().skip(i + 1) {
            if e.status == Status::Following(leader) {
                e.status = Status::Decided { interesting, source: follow(source) };
                e.errors = errors;
                followers += 1;
            }
        }
        Some((i, followers))
    }

    /// True when the front entry waits for a call the limit does not allow.
    pub fn blocked(&self) -> bool {
        self.entries.front().is_some_and(|e| e.status == Status::Blocked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(position: usize, key: Key, status: Status) -> Entry {
        Entry { candidate: Arc::new(vec![]), key, status, position, change: None, guess: 0.0, errors: None }
    }

    /// Entries commit strictly in order: a later decided entry waits for the front one, and a
    /// follower takes its leader's verdict.
    #[test]
    fn entries_commit_in_sequence_order() {
        let mut s = Sequence::default();
        s.push(entry(0, 10, Status::Running { tag: 0 }));
        s.push(entry(1, 11, Status::Decided { interesting: true, source: Source::Ran }));
        s.push(entry(2, 10, Status::Following(0)));
        assert!(s.pop_decided().is_none(), "the front is still running");
        assert_eq!(s.decide(0, false, Source::Ran, None), Some((0, 1)));
        assert_eq!(s.entries[2].status, Status::Decided { interesting: false, source: Source::Known });
        let positions: Vec<usize> = std::iter::from_fn(|| s.pop_decided()).map(|e| e.position).collect();
        assert_eq!(positions, vec![0, 1, 2]);
        assert!(s.pending.is_empty());
        assert_eq!(s.next_position(), 3);
    }
}
