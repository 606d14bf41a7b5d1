//! Rewrites in batches (`--width W`): the next W rewrites of the best judged at once, the accepted
//! ones merged into one candidate and the merge judged.
//!
//! [`super::try_edits`] tries one rewrite at a time: each success moves the best, and the list of
//! rewrites is computed again on it, so a parallel door can only bet on how the verdicts will fall
//! and the pass analyses the whole file once per success. A batch does not depend on its own
//! verdicts, so its W calls all run at once, and one analysis serves W candidates. When several
//! rewrites are accepted, their pieces go together: a piece inside another's goes with it, two
//! deletions that overlap go as one, and a rewrite that overlaps an earlier one's otherwise is
//! left for later; if the merge is rejected, the first accepted rewrite goes alone, as the
//! sequential search would have taken it, and the search goes on from there. A merge is judged
//! in one batch with the next batch as it will be once the merge goes, so the search takes one
//! round of calls per batch, not two; that batch has one rewrite fewer, so that the merge and it
//! are W calls, which W workers run in one wave.

use std::cell::Cell;
use std::ops::Range;

use super::Context;
use crate::adaptive::search::Position;
use crate::adaptive::{Evaluator, Seek};
use crate::edits::{Piece, apply};
use crate::stop::Stop;

/// Tries the rewrites `edits` lists for the best, [`Evaluator::width`] at a time, from the position
/// where the pass stopped last (or the start).
pub fn try_edits_merged(cx: &mut Context, edits: impl Fn(&[u8]) -> Vec<Vec<Piece>>) -> Result<(), Stop> {
    let width = cx.width();
    let mut base = cx.best();
    let mut list = edits(&base);
    let mut position = cx.resume().map_or(0, |p| p.unit);
    // The verdicts on the batch at `position`, when a merge's batch judged them already.
    let mut known: Option<Vec<bool>> = None;
    while position < list.len() {
        // A batch judged with a merge has the length it was judged with.
        let verdicts = match known.take() {
            Some(verdicts) => verdicts,
            None if cx.should_yield() => {
                cx.yielded(Position { level: 0, unit: position });
                return Ok(());
            }
            None => {
                // If every rewrite of the batch is rejected, the next batches are the next
                // rewrites on the same best (after the ones drawn so far).
                let drawn = Cell::new(0);
                let mut ahead = |k: usize| {
                    let start = position + drawn.get() + (k - 1) * width;
                    (start < list.len())
                        .then(|| list[start..(start + width).min(list.len())].iter().map(|p| apply(&base, p)).collect())
                };
                if list.len() - position <= width {
                    // The last batch: when every rewrite is rejected, the pass ends here.
                    cx.ending_on(list.len() - position, &mut || Some(base.to_vec()));
                }
                let mut batch = list[position..].iter().map(|pieces| {
                    drawn.set(drawn.get() + 1);
                    apply(&base, pieces)
                });
                cx.judge_admitted(&mut batch, width, &mut ahead)?
            }
        };
        let batch = &list[position..position + verdicts.len()];
        let accepted: Vec<usize> = (0..batch.len()).filter(|&i| verdicts[i]).collect();
        let Some(&first) = accepted.first() else {
            position += batch.len();
            continue;
        };
        let (went, pieces) = merge_of(batch, &accepted);
        if went.len() > 1 {
            // The merge, judged with the next batch as it will be once the merge goes: the
            // rewrites that went are gone from the list computed on it, the batch's others
            // come next.
            let merge = apply(&base, &pieces);
            let (after, next) = (edits(&merge), position + resume_at(&went, &accepted, batch.len()));
            if after.len().saturating_sub(next) < width {
                // Judged with the rest of the list: the pass ends with the merge when it is
                // accepted and the rest rejected.
                cx.ending_on(after.len().saturating_sub(next), &mut || Some(merge.clone()));
            }
            let ahead = after[next.min(after.len())..].iter().map(|p| apply(&merge, p));
            let mut verdicts =
                cx.judge_admitted(&mut std::iter::once(merge.clone()).chain(ahead), width, &mut |_| None)?;
            // The merge's verdict is cached: this commits it without a call.
            if verdicts[0] && cx.first_with(&mut std::iter::once(merge), Seek::Accepted)?.is_some() {
                verdicts.remove(0);
                (base, list, position, known) = (cx.best(), after, next, Some(verdicts));
                continue;
            }
        }
        // The first accepted rewrite alone is known to be accepted (its verdict is cached), and
        // the sequential search would go on from there.
        let taken = cx.first_with(&mut std::iter::once(apply(&base, &batch[first])), Seek::Accepted)?;
        position += first + usize::from(taken.is_none());
        base = cx.best();
        list = edits(&base);
    }
    Ok(())
}

/// Where the search goes on in the list computed on a batch's merge, counted from the batch's
/// start: the rewrites that went are gone from that list and the others stay, so past every
/// rejected one, or at the first accepted rewrite the merge left out (it clashed with one that
/// went, and may still go on the new text).
fn resume_at(went: &[usize], accepted: &[usize], len: usize) -> usize {
    let stays = |i: &usize| !went.contains(i);
    let left_out = (0..len).filter(stays).position(|i| accepted.contains(&i));
    left_out.unwrap_or(len - went.len())
}

/// The rewrites of `batch` that go together, of the `accepted` ones in order, and the pieces of
/// their merge, sorted by position and apart. A rewrite goes when each of its pieces lies apart
/// from the pieces taken so far, or removes all the bytes of those it touches, or has all its
/// bytes removed by one, or is a deletion touching only deletions (they go as one, over both).
/// That is what a sequential search finds once the first rewrite went: a declaration deleted
/// with its uses, whose use sits in another deleted declaration, goes with it, and two
/// deletions that share their edges' spaces go together. Any other overlap, and an insertion
/// inside or beside another piece, leave the rewrite out.
fn merge_of(batch: &[Vec<Piece>], accepted: &[usize]) -> (Vec<usize>, Vec<Piece>) {
    let mut taken: Vec<Piece> = Vec::new();
    let mut went = Vec::new();
    for &i in accepted {
        let fits = |p: &Piece| taken.iter().all(|t| !touches(&t.range, &p.range) || goes_with(t, p));
        if batch[i].iter().all(fits) {
            for p in &batch[i] {
                take(&mut taken, p.clone());
            }
            went.push(i);
        }
    }
    taken.sort_by_key(|p| p.range.start);
    (went, taken)
}

/// True when two pieces that touch can both go: one removes all the other's bytes, or both
/// delete some.
fn goes_with(a: &Piece, b: &Piece) -> bool {
    let deletes = |p: &Piece| p.with.is_empty() && !p.range.is_empty();
    holds(a, b) || holds(b, a) || deletes(a) && deletes(b)
}

/// Adds `p` to `taken` (pieces apart, each going with `p` where they touch): not at all when a
/// taken piece removes its bytes, else in place of the pieces whose bytes it removes, and over
/// the deletions it overlaps when it is one.
fn take(taken: &mut Vec<Piece>, mut p: Piece) {
    if taken.iter().any(|t| holds(t, &p)) {
        return;
    }
    while let Some(k) = taken.iter().position(|t| touches(&t.range, &p.range)) {
        let t = taken.swap_remove(k);
        if !holds(&p, &t) {
            p.range = p.range.start.min(t.range.start)..p.range.end.max(t.range.end);
        }
    }
    taken.push(p);
}

/// True when `outer` removes all of `inner`'s bytes (an insertion, which has none, is never
/// held: where it goes is not decided by the piece around it).
fn holds(outer: &Piece, inner: &Piece) -> bool {
    !inner.range.is_empty() && outer.range.start <= inner.range.start && inner.range.end <= outer.range.end
}

/// True when two pieces' ranges cannot both be applied: they overlap, or both insert at one place.
fn touches(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start < b.end && b.start < a.end || a.start == b.start
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewrite(ranges: &[(usize, usize)]) -> Vec<Piece> {
        ranges.iter().map(|&(a, b)| Piece::delete(a..b)).collect()
    }

    /// A rewrite that overlaps an earlier one's piece in part (but for two deletions, which go
    /// as one), or inserts inside or at the start of one, waits; the others go together, their
    /// pieces in text order.
    #[test]
    fn rewrites_that_overlap_in_part_wait() {
        let a = rewrite(&[(10, 12), (30, 31)]);
        let b = vec![Piece::replace(11..13, b"q")];
        let c = rewrite(&[(0, 2), (40, 45)]);
        let d = vec![Piece::replace(30..30, b"x")];
        let e = vec![Piece::replace(11..11, b"y")];
        let f = rewrite(&[(44, 47)]);
        let batch = vec![a, b, c, d, e, f];
        let (went, pieces) = merge_of(&batch, &[0, 1, 2, 3, 5]);
        assert_eq!(went, vec![0, 2, 5]);
        let ranges: Vec<Range<usize>> = pieces.iter().map(|p| p.range.clone()).collect();
        assert_eq!(ranges, vec![0..2, 10..12, 30..31, 40..47], "two deletions that overlap go as one");
        let text: Vec<u8> = (0..50).collect();
        assert_eq!(apply(&text, &pieces).len(), 50 - 2 - 2 - 1 - 7);
        let (went, _) = merge_of(&batch, &[0, 4]);
        assert_eq!(went, vec![0], "an insertion inside a deletion is not held by it");
    }

    /// A declaration deleted with its uses goes with another whose deletion holds one of those
    /// uses, in either order: the merge is what deleting one and then the other would leave.
    #[test]
    fn a_deletion_holds_the_pieces_inside_it() {
        // `a` deletes 10..20 and puts a stand-in for its use at 40..43; `b` deletes 30..35 and
        // puts a stand-in for its use at 14..16, inside `a`'s declaration.
        let a = vec![Piece::delete(10..20), Piece::replace(40..43, b"0")];
        let b = vec![Piece::replace(14..16, b"0"), Piece::delete(30..35)];
        let text: Vec<u8> = (100..150).collect();
        let expected = apply(&text, &[Piece::delete(10..20), Piece::delete(30..35), Piece::replace(40..43, b"0")]);
        for order in [[0, 1], [1, 0]] {
            let batch: Vec<Vec<Piece>> = order.iter().map(|&i| [&a, &b][i].clone()).collect();
            let (went, pieces) = merge_of(&batch, &[0, 1]);
            assert_eq!(went, vec![0, 1]);
            assert_eq!(apply(&text, &pieces), expected);
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { failure_persistence: None, ..Default::default() })]
        /// Whatever the rewrites, a merge's pieces are sorted and apart (so `apply` can take
        /// them), and every piece of a rewrite that went is in the merge or inside one of its
        /// pieces.
        #[test]
        fn a_merge_is_pieces_apart_that_cover_what_went(
            spans in proptest::collection::vec(
                proptest::collection::vec((0usize..60, 0usize..8, proptest::bool::ANY), 1..4), 1..10)
        ) {
            let batch: Vec<Vec<Piece>> = spans.iter().map(|pieces| {
                let mut at = 0;
                let mut rewrite = Vec::new();
                for &(gap, len, deletes) in pieces {
                    let range = at + gap..at + gap + len;
                    at = range.end + 1;
                    rewrite.push(if deletes { Piece::delete(range) } else { Piece::replace(range, b"x") });
                }
                rewrite
            }).collect();
            let accepted: Vec<usize> = (0..batch.len()).collect();
            let (went, pieces) = merge_of(&batch, &accepted);
            proptest::prop_assert!(went.first() == Some(&0));
            for pair in pieces.windows(2) {
                proptest::prop_assert!(pair[0].range.end <= pair[1].range.start && !touches(&pair[0].range, &pair[1].range));
            }
            for &i in &went {
                for p in &batch[i] {
                    proptest::prop_assert!(pieces.iter().any(|m| m == p || holds(m, p)), "{p:?} lost from {pieces:?}");
                }
            }
        }
    }

    /// After a merge the search goes on past the batch's rejected rewrites, unless the merge
    /// left an accepted one out: then at that one, in the list computed on the merge.
    #[test]
    fn the_search_goes_on_at_the_first_rewrite_left_out() {
        // Six rewrites; 1, 2 and 4 accepted, all of them went: the three rejected ones stay.
        assert_eq!(resume_at(&[1, 2, 4], &[1, 2, 4], 6), 3);
        // 2 clashed with 1 and was left out: 0 stays before it, so it is at 1 in the new list.
        assert_eq!(resume_at(&[1, 4], &[1, 2, 4], 6), 1);
    }
}
