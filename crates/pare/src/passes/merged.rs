//! Rewrites in batches (`--width W`): the next W rewrites of the best judged at once, the accepted
//! ones merged into one candidate and the merge judged.
//!
//! [`super::try_edits`] tries one rewrite at a time: each success moves the best, and the list of
//! rewrites is computed again on it, so a parallel door can only bet on how the verdicts will fall
//! and the pass analyses the whole file once per success. A batch does not depend on its own
//! verdicts, so its W calls all run at once, and one analysis serves W candidates. When several
//! rewrites are accepted, their pieces go together (those that overlap an earlier one's are
//! left for later); if the merge is rejected, the first accepted rewrite goes alone, as the
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
        let went = disjoint(batch, &accepted);
        if went.len() > 1 {
            // The merge, judged with the next batch as it will be once the merge goes: the
            // rewrites that went are gone from the list computed on it, the batch's others
            // come next.
            let merge = apply(&base, merged(batch, &went));
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

/// Of the `accepted` rewrites of `batch`, in order, the indices of those whose pieces overlap no
/// piece of one taken before.
fn disjoint(batch: &[Vec<Piece>], accepted: &[usize]) -> Vec<usize> {
    let mut taken: Vec<&Range<usize>> = Vec::new();
    let mut kept = Vec::new();
    for &i in accepted {
        let clashes = |p: &Piece| taken.iter().any(|t| touches(t, &p.range));
        if !batch[i].iter().any(clashes) {
            taken.extend(batch[i].iter().map(|p| &p.range));
            kept.push(i);
        }
    }
    kept
}

/// True when two pieces' ranges cannot both be applied: they overlap, or both insert at one place.
fn touches(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start < b.end && b.start < a.end || a.start == b.start
}

/// The pieces of the rewrites `went` of `batch`, sorted by position (they are disjoint).
fn merged<'a>(batch: &'a [Vec<Piece>], went: &[usize]) -> Vec<&'a Piece> {
    let mut pieces: Vec<&Piece> = went.iter().flat_map(|&i| batch[i].iter()).collect();
    pieces.sort_by_key(|p| p.range.start);
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewrite(ranges: &[(usize, usize)]) -> Vec<Piece> {
        ranges.iter().map(|&(a, b)| Piece::delete(a..b)).collect()
    }

    /// Rewrites whose pieces overlap an earlier one's, or insert at the same place, wait; the
    /// others go together, their pieces in text order.
    #[test]
    fn only_disjoint_rewrites_are_merged() {
        let a = rewrite(&[(10, 12), (30, 31)]);
        let b = rewrite(&[(11, 13)]);
        let c = rewrite(&[(0, 2), (40, 45)]);
        let d = rewrite(&[(30, 30)]);
        let batch = vec![a, b, c, d];
        let went = disjoint(&batch, &[0, 1, 2, 3]);
        assert_eq!(went, vec![0, 2]);
        let starts: Vec<usize> = merged(&batch, &went).iter().map(|p| p.range.start).collect();
        assert_eq!(starts, vec![0, 10, 30, 40]);
        let text: Vec<u8> = (0..50).collect();
        assert_eq!(apply(&text, merged(&batch, &went)).len(), 50 - 2 - 1 - 2 - 5);
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
