//! A pass's lists, one after another, as one list in levels.
//!
//! Passes such as `braces` reduce several lists in turn, each built on the text the one before
//! left. Handed to adaptive deletion as separate calls, every list boundary is a place where the
//! door cannot see what comes next. Chained as levels ([`DeletionList::deeper`]), backward
//! deletion makes exactly the same calls in sequence, and its hints run on into the next list.

use std::ops::Range;
use std::sync::Arc;

use super::SpanList;
use crate::adaptive::DeletionList;

/// Stage `stage` of a pass's lists, and how to build the ones after it.
pub struct Stages<F> {
    list: SpanList,
    stage: usize,
    build: Arc<F>,
}

impl<F: Fn(&[u8], usize) -> Option<SpanList>> Stages<F> {
    /// Stage `stage` on `text` (0 to start, or where a pass stopped), or the first stage when the
    /// pass now ends before `stage`. `build(text, i)` is stage `i`'s list on `text`, or none when
    /// the pass ends before stage `i`.
    pub fn at(text: &[u8], build: F, stage: usize) -> Option<Self> {
        if let Some(list) = build(text, stage) {
            return Some(Stages { list, stage, build: Arc::new(build) });
        }
        let list = build(text, 0)?;
        Some(Stages { list, stage: 0, build: Arc::new(build) })
    }
}

impl<F: Fn(&[u8], usize) -> Option<SpanList>> DeletionList for Stages<F> {
    type Candidate = Vec<u8>;

    fn len(&self) -> usize {
        self.list.len()
    }

    fn candidate_of(&self, ranges: &[Range<usize>]) -> Vec<u8> {
        self.list.candidate_of(ranges)
    }

    fn commit(&mut self, range: Range<usize>) {
        self.list.commit(range);
    }

    fn level(&self) -> usize {
        self.stage
    }

    /// The next stage, built on the text this one has left.
    fn deeper(&self) -> Option<Self> {
        let stage = self.stage + 1;
        let list = (self.build)(self.list.base(), stage)?;
        Some(Stages { list, stage, build: self.build.clone() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::{ScanOrder, reduce_list};
    use crate::edits::Piece;
    use crate::subset_model::KeepsBytes;

    /// Stage 0 deletes single digits, stage 1 single letters, of whatever text stage 0 left.
    fn stages(text: &[u8], stage: usize) -> Option<SpanList> {
        let wanted: fn(u8) -> bool = match stage {
            0 => |b: u8| b.is_ascii_digit(),
            1 => |b: u8| b.is_ascii_alphabetic(),
            _ => return None,
        };
        let mut list = SpanList::new(text.to_vec());
        for (i, &b) in text.iter().enumerate() {
            if wanted(b) {
                list.push([Piece::delete(i..i + 1)]);
            }
        }
        Some(list)
    }

    /// Every order goes through every stage, each on the text the stage before left.
    #[test]
    fn every_order_reduces_every_stage() {
        for order in [ScanOrder::Backward, ScanOrder::Forward, ScanOrder::Random] {
            let mut door = KeepsBytes { best: b"a1b2c3".to_vec(), needed: b"b2" };
            let mut list = Stages::at(b"a1b2c3", stages, 0).unwrap();
            assert!(reduce_list(&mut door, &mut list, order).unwrap(), "{order:?}");
            assert_eq!(door.best, b"b2", "{order:?}");
        }
    }
}
