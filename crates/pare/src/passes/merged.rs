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
//! round of calls per batch, not two.

use std::ops::Range;

use super::Context;
use crate::adaptive::search::Position;
use crate::adaptive::{Door, Seek};
use crate::edits::{Piece, apply};
use crate::stop::Stop;

/// Tries the rewrites `edits` lists for the best, [`Door::width`] at a time, from the position
/// where the pass stopped last (or the start).
pub fn try_edits_merged(cx: &mut Context, edits: impl Fn(&[u8]) -> Vec<Vec<Piece>>) -> Result<(), Stop> {
    let width = cx.width();
    let mut base = cx.best();
    let mut list = edits(&base);
    let mut position = cx.resume().map_or(0, |p| p.unit);
    // The verdicts on the batch at `position`, when a merge's batch judged them already.
    let mut known: Option<Vec<bool>> = None;
    while position < list.len() {
        let batch = &list[position..(position + width).min(list.len())];
        let verdicts = match known.take() {
            Some(verdicts) => verdicts,
            None if cx.should_yield() => {
                cx.yielded(Position { level: 0, unit: position });
                return Ok(());
            }
            None => cx.judge_all(batch.iter().map(|pieces| apply(&base, pieces)).collect())?,
        };
        let accepted: Vec<usize> = (0..batch.len()).filter(|&i| verdicts[i]).collect();
        let Some(&first) = accepted.first() else {
            position += batch.len();
            continue;
        };
        let together = disjoint(accepted.iter().map(|&i| &batch[i]));
        if together.len() > 1 {
            // The merge, judged with the next batch as it will be once the merge goes: the
            // rewrites that went are gone from the list computed on it, the batch's others
            // come next.
            let merge = apply(&base, merged(&together));
            let (after, next) = (edits(&merge), position + batch.len() - together.len());
            let ahead = after[next.min(after.len())..(next + width).min(after.len())].iter();
            let mut verdicts = cx.judge_all([merge.clone()].into_iter().chain(ahead.map(|p| apply(&merge, p))).collect())?;
            // The merge's verdict is cached: this commits it without a call.
            if verdicts[0] && cx.first_with(&mut std::iter::once(merge), Seek::Accepted)?.is_some() {
                verdicts.remove(0);
                (base, list, position, known) = (cx.best(), after, next, Some(verdicts));
                continue;
            }
        }
        // The first accepted rewrite alone is known to be accepted (its verdict is cached), and
        // the sequential search would go on from there.
        if cx.first_with(&mut std::iter::once(apply(&base, &batch[first])), Seek::Accepted)?.is_some() {
            position += first;
        }
        base = cx.best();
        list = edits(&base);
    }
    Ok(())
}

/// Of `rewrites`, in order, those whose pieces overlap no piece of one taken before.
fn disjoint<'a>(rewrites: impl Iterator<Item = &'a Vec<Piece>>) -> Vec<&'a Vec<Piece>> {
    let mut taken: Vec<Range<usize>> = Vec::new();
    let mut kept = Vec::new();
    for pieces in rewrites {
        let clashes = |p: &Piece| taken.iter().any(|t| touches(t, &p.range));
        if !pieces.iter().any(clashes) {
            taken.extend(pieces.iter().map(|p| p.range.clone()));
            kept.push(pieces);
        }
    }
    kept
}

/// True when two pieces' ranges cannot both be applied: they overlap, or both insert at one place.
fn touches(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start < b.end && b.start < a.end || a.start == b.start
}

/// The pieces of every rewrite, sorted by position (they are disjoint).
fn merged<'a>(rewrites: &[&'a Vec<Piece>]) -> Vec<&'a Piece> {
    let mut pieces: Vec<&Piece> = rewrites.iter().flat_map(|r| r.iter()).collect();
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
        let kept = disjoint([&a, &b, &c, &d].into_iter());
        assert_eq!(kept, vec![&a, &c]);
        let starts: Vec<usize> = merged(&kept).iter().map(|p| p.range.start).collect();
        assert_eq!(starts, vec![0, 10, 30, 40]);
        let text: Vec<u8> = (0..50).collect();
        assert_eq!(apply(&text, merged(&kept)).len(), 50 - 2 - 1 - 2 - 5);
    }
}
