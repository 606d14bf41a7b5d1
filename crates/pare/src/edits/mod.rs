//! Edits on a text and the generic deletion list built from them.
//!
//! A unit is one or more [`Piece`]s (a byte range and what replaces it, usually nothing). Units in
//! a [`SpanList`] are ordered and never interleave: every piece of unit `i` ends before any piece
//! of unit `i + 1` starts. That keeps committing a run cheap: earlier units stay where they are,
//! later ones shift by the run's length change.

pub mod stages;

use std::ops::Range;

use crate::adaptive::DeletionList;

/// Replace `range` of the base with `with`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The bytes replaced.
    pub range: Range<usize>,
    /// What replaces them (empty for a deletion).
    pub with: Box<[u8]>,
}

impl Piece {
    /// Deletes `range`.
    pub fn delete(range: Range<usize>) -> Piece {
        Piece { range, with: Box::default() }
    }

    /// Replaces `range` with `with`.
    pub fn replace(range: Range<usize>, with: &[u8]) -> Piece {
        Piece { range, with: with.into() }
    }

    fn growth(&self) -> isize {
        self.with.len() as isize - self.range.len() as isize
    }
}

/// Applies sorted, disjoint pieces to `base`.
pub fn apply<'a>(base: &[u8], pieces: impl IntoIterator<Item = &'a Piece>) -> Vec<u8> {
    let mut out = Vec::with_capacity(base.len());
    let mut at = 0;
    for p in pieces {
        out.extend_from_slice(&base[at..p.range.start]);
        out.extend_from_slice(&p.with);
        at = p.range.end;
    }
    out.extend_from_slice(&base[at..]);
    out
}

/// The lengths of the longest common prefix of `a` and `b` and of the longest common suffix of
/// what remains: everything between them is the one change that turns `a` into `b`. Compares
/// in blocks (a slice comparison is a `memcmp`), because the inputs can be megabytes long.
pub fn common_ends(a: &[u8], b: &[u8]) -> (usize, usize) {
    const BLOCK: usize = 64;
    let room = a.len().min(b.len());
    let mut prefix = 0;
    while prefix + BLOCK <= room && a[prefix..prefix + BLOCK] == b[prefix..prefix + BLOCK] {
        prefix += BLOCK;
    }
    prefix += a[prefix..room].iter().zip(&b[prefix..room]).take_while(|(x, y)| x == y).count();
    let room = room - prefix;
    let (a_end, b_end) = (a.len(), b.len());
    let mut suffix = 0;
    while suffix + BLOCK <= room
        && a[a_end - suffix - BLOCK..a_end - suffix] == b[b_end - suffix - BLOCK..b_end - suffix]
    {
        suffix += BLOCK;
    }
    suffix += a[..a_end - suffix]
        .iter()
        .rev()
        .zip(b[..b_end - suffix].iter().rev())
        .take(room - suffix)
        .take_while(|(x, y)| x == y)
        .count();
    (prefix, suffix)
}

/// A base text and an ordered list of units (groups of pieces) that can be deleted in runs.
pub struct SpanList {
    base: Vec<u8>,
    pieces: Vec<Piece>,
    /// `starts[i]..starts[i + 1]` are unit `i`'s pieces; one extra entry closes the last unit.
    starts: Vec<usize>,
    /// See [`DeletionList::blocks`].
    blocks: bool,
}

impl SpanList {
    /// A list over `base` with no units yet.
    pub fn new(base: Vec<u8>) -> SpanList {
        SpanList { base, pieces: Vec::new(), starts: vec![0], blocks: false }
    }

    /// The same list, whose units may only go together in twos or threes (lines that open and
    /// close something): see [`DeletionList::blocks`].
    pub fn with_blocks(mut self) -> SpanList {
        self.blocks = true;
        self
    }

    /// Appends a unit made of `pieces` (sorted, after every piece already added). A piece that
    /// changes nothing is dropped; a unit with no effective piece is not added.
    pub fn push(&mut self, pieces: impl IntoIterator<Item = Piece>) {
        let before = self.pieces.len();
        for p in pieces {
            if self.base[p.range.clone()] != *p.with {
                debug_assert!(self.pieces.last().is_none_or(|q| q.range.end <= p.range.start));
                self.pieces.push(p);
            }
        }
        if self.pieces.len() > before {
            self.starts.push(self.pieces.len());
        }
    }

    /// The current base text.
    pub fn base(&self) -> &[u8] {
        &self.base
    }

    fn unit_pieces(&self, range: Range<usize>) -> &[Piece] {
        &self.pieces[self.starts[range.start]..self.starts[range.end]]
    }
}

impl DeletionList for SpanList {
    type Candidate = Vec<u8>;

    fn len(&self) -> usize {
        self.starts.len() - 1
    }

    fn candidate(&self, range: Range<usize>) -> Vec<u8> {
        apply(&self.base, self.unit_pieces(range))
    }

    fn candidate_of(&self, ranges: &[Range<usize>]) -> Vec<u8> {
        let pieces: Vec<Piece> = ranges.iter().flat_map(|r| self.unit_pieces(r.clone()).iter().cloned()).collect();
        apply(&self.base, &pieces)
    }

    fn commit(&mut self, range: Range<usize>) {
        self.base = self.candidate(range.clone());
        let (lo, hi) = (self.starts[range.start], self.starts[range.end]);
        let shift: isize = self.pieces[lo..hi].iter().map(Piece::growth).sum();
        for p in &mut self.pieces[hi..] {
            p.range = p.range.start.wrapping_add_signed(shift)..p.range.end.wrapping_add_signed(shift);
        }
        self.pieces.drain(lo..hi);
        let removed = hi - lo;
        self.starts.drain(range.start + 1..range.end + 1);
        for s in &mut self.starts[range.start + 1..] {
            *s -= removed;
        }
    }

    fn blocks(&self) -> bool {
        self.blocks
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The block comparison finds the same ends as a byte-by-byte one, across block
        /// boundaries, and the two ends never overlap.
        #[test]
        fn common_ends_match_a_plain_scan(
            shared in proptest::collection::vec(0u8..3, 0..300),
            cut in 0usize..300,
            left in proptest::collection::vec(0u8..3, 0..70),
            right in proptest::collection::vec(0u8..3, 0..70),
        ) {
            let cut = cut.min(shared.len());
            let a: Vec<u8> = [&shared[..cut], &left[..], &shared[cut..]].concat();
            let b: Vec<u8> = [&shared[..cut], &right[..], &shared[cut..]].concat();
            let prefix = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
            let room = a.len().min(b.len()) - prefix;
            let suffix = a.iter().rev().zip(b.iter().rev()).take(room).take_while(|(x, y)| x == y).count();
            prop_assert_eq!(common_ends(&a, &b), (prefix, suffix));
        }
    }

    #[test]
    fn commits_shift_later_units() {
        let mut list = SpanList::new(b"aa bb cc dd".to_vec());
        for r in [0..3, 3..6, 6..9] {
            list.push([Piece::delete(r)]);
        }
        list.push([Piece::replace(9..11, b"X")]);
        assert_eq!(list.len(), 4);
        assert_eq!(list.candidate(1..3), b"aa dd");
        list.commit(1..2);
        assert_eq!(list.base(), b"aa cc dd");
        assert_eq!(list.len(), 3);
        assert_eq!(list.candidate(2..3), b"aa cc X");
        assert_eq!(list.candidate(0..1), b"cc dd");
        list.commit(2..3);
        assert_eq!(list.base(), b"aa cc X");
    }

    #[test]
    fn multi_piece_units_and_noops() {
        let mut list = SpanList::new(b"(a)(b)".to_vec());
        list.push([Piece::delete(0..1), Piece::delete(2..3)]);
        list.push([Piece::replace(3..4, b"(")]);
        list.push([Piece::delete(3..4), Piece::delete(5..6)]);
        assert_eq!(list.len(), 2);
        assert_eq!(list.candidate(0..2), b"ab");
        list.commit(0..1);
        assert_eq!(list.candidate(0..1), b"ab");
    }
}
