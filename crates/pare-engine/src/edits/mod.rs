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
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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

/// Pieces that turn `a` into `b`, sorted and disjoint: the deletions that leave the rest of `a`
/// as it was, then one piece for whatever is left. A candidate is mostly the best with a few
/// scattered pieces deleted (a declaration and its uses, a batch's merge), and an incremental
/// parse told about the pieces re-reads only them, where one span from the first to the last
/// re-reads everything between. Each deletion is found by looking for the next [`ANCHOR`] bytes
/// of `b` in `a` (or bytes a little further on, past a short rewrite), so the scan costs about
/// what the texts' lengths cost; where none are found, or after [`MAX_PIECES`], the rest is one
/// piece. Every stretch outside
/// the pieces is equal in both texts: a wrong guess of where a deletion ends makes more pieces,
/// never a wrong one.
pub fn changes(a: &[u8], b: &[u8]) -> Vec<Piece> {
    let (prefix, suffix) = common_ends(a, b);
    let (a_mid, b_mid) = (&a[prefix..a.len() - suffix], &b[prefix..b.len() - suffix]);
    let (mut i, mut j, mut pieces) = (0, 0, Vec::new());
    while i < a_mid.len() && pieces.len() < MAX_PIECES {
        // Where `b` goes on as `a` did, `skip` bytes after the mismatch: right there (a deletion),
        // or past a short stretch that differs (a rewrite, or two deletions close together).
        let resumes = [0, ANCHOR, 8 * ANCHOR].into_iter().filter(|skip| j + skip + ANCHOR <= b_mid.len());
        let mut found = resumes.map(|skip| (skip, memchr::memmem::find(&a_mid[i + 1..], &b_mid[j + skip..][..ANCHOR])));
        let Some((skip, Some(gap))) = found.find(|(_, at)| at.is_some()) else { break };
        // A rewrite found past `skip` bytes of `b` ends where the two texts meet again, not
        // `skip` bytes on: the piece keeps no bytes both texts share, so a parse told of it
        // re-reads the rewrite alone, and a count around it stays inside the item rewritten.
        let shared = b_mid[j..j + skip].iter().rev().zip(a_mid[i..=i + gap].iter().rev()).take_while(|(x, y)| x == y);
        let shared = shared.count();
        pieces.push(Piece::replace(prefix + i..prefix + i + 1 + gap - shared, &b_mid[j..j + skip - shared]));
        (i, j) = (i + 1 + gap, j + skip);
        let same = common_prefix(&a_mid[i..], &b_mid[j..]);
        (i, j) = (i + same, j + same);
    }
    if i < a_mid.len() || j < b_mid.len() {
        pieces.push(Piece::replace(prefix + i..prefix + a_mid.len(), &b_mid[j..]));
    }
    pieces
}

/// The length of the longest common prefix of `a` and `b`, compared in blocks.
fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let room = a.len().min(b.len());
    let mut prefix = 0;
    while prefix + BLOCK <= room && a[prefix..prefix + BLOCK] == b[prefix..prefix + BLOCK] {
        prefix += BLOCK;
    }
    prefix + a[prefix..room].iter().zip(&b[prefix..room]).take_while(|(x, y)| x == y).count()
}

/// How many bytes [`common_prefix`] and [`common_ends`] compare at once.
const BLOCK: usize = 64;

/// How many bytes of `b` [`changes`] looks for in `a` to find where a deletion ends: enough that
/// a match is rarely a repetition elsewhere.
const ANCHOR: usize = 32;

/// How many deletions [`changes`] finds before the rest goes as one piece.
const MAX_PIECES: usize = 64;

/// The lengths of the longest common prefix of `a` and `b` and of the longest common suffix of
/// what remains: everything between them is the one change that turns `a` into `b`. Compares
/// in blocks (a slice comparison is a `memcmp`), because the inputs can be megabytes long.
pub fn common_ends(a: &[u8], b: &[u8]) -> (usize, usize) {
    let prefix = common_prefix(a, b);
    let room = a.len().min(b.len()) - prefix;
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
    use rand::{Rng, SeedableRng};

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

        /// The pieces [`changes`] finds turn one text into the other, sorted and disjoint,
        /// whatever the texts; a text with scattered deletions (over a varied text, so the
        /// anchors are unique, and at least [`ANCHOR`] bytes apart, so each is followed by an
        /// anchor) is told as those deletions, not one span. Deletions closer together may be
        /// told as one piece, which costs a parse more bytes and is still true.
        #[test]
        fn changes_turn_one_text_into_the_other(
            a in proptest::collection::vec(0u8..4, 0..400),
            b in proptest::collection::vec(0u8..4, 0..400),
            cuts in proptest::collection::btree_set(0usize..2000, 0..12),
        ) {
            for (x, y) in [(&a, &b), (&a, &a[a.len() / 3..].to_vec())] {
                let pieces = changes(x, y);
                prop_assert!(pieces.windows(2).all(|w| w[0].range.end <= w[1].range.start));
                prop_assert_eq!(&apply(x, &pieces), y);
            }
            let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
            let varied: Vec<u8> = (0..2000 + 12 * ANCHOR).map(|_| rng.random()).collect();
            let cuts: Vec<usize> = cuts.into_iter().enumerate().map(|(k, at)| at + k * ANCHOR).collect();
            let spans: Vec<Piece> = cuts.chunks_exact(2).map(|c| Piece::delete(c[0]..c[1])).filter(|p| !p.range.is_empty()).collect();
            let deleted = apply(&varied, &spans);
            let pieces = changes(&varied, &deleted);
            prop_assert_eq!(&apply(&varied, &pieces), &deleted);
            let changed: usize = pieces.iter().map(|p| p.range.len()).sum();
            let wanted: usize = spans.iter().map(|p| p.range.len()).sum();
            prop_assert!(changed <= wanted + 64 * spans.len(), "{changed} bytes told for {wanted} deleted");
        }
    }

    /// Rewrites (a type renamed at each use) are told as the bytes rewritten, not as the
    /// stretch of the text after them that [`changes`] looked past to find where they end.
    #[test]
    fn a_rewrite_is_told_as_the_bytes_rewritten() {
        let line = |i| {
            format!(
                "TSParser *parser_{i}(int n{i}); /* a use of the type, then {i} bytes of a comment long enough for two anchors */\n"
            )
        };
        let uses = (0..20).map(line).collect::<String>();
        let rewritten = uses.replace("TSParser", "int");
        let pieces = changes(uses.as_bytes(), rewritten.as_bytes());
        assert_eq!(apply(uses.as_bytes(), &pieces), rewritten.as_bytes());
        assert_eq!(pieces.len(), 20, "{pieces:?}");
        for piece in &pieces {
            assert_eq!((&uses.as_bytes()[piece.range.clone()], &piece.with[..]), (&b"TSParser"[..], &b"int"[..]));
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
