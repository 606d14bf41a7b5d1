//! Items tried in batches (`--width W`): the next W candidates of an in-order pass judged at once
//! against the same best, the first accepted one taken.
//!
//! [`super::try_in_order`] asks about one item at a time, and a parallel door can only bet on
//! how the verdicts will fall: a pass with few successes (`hoist`, `windows`) keeps few tests
//! running. Its items are opaque (a built text, not pieces), so successes cannot be merged the
//! way [`super::merged`] merges rewrites; but a batch's verdicts do not depend on each other, so
//! all W calls run at once, and the first accepted item is the one the sequential search would
//! have taken. Its verdict is cached, so it becomes the best without a call, the items are
//! computed again on it, and the search goes on at its index.

use std::cell::Cell;

use super::Context;
use crate::adaptive::search::Position;
use crate::adaptive::{Evaluator, Seek};
use crate::stop::Stop;

/// Tries the items `items` lists for the best, [`Evaluator::width`] at a time, from the position where
/// the pass stopped last (or the start); `build` makes an item's candidate from the best.
pub fn try_in_order_batched<T>(
    cx: &mut Context,
    items: impl Fn(&[u8]) -> Vec<T>,
    build: impl Fn(&[u8], &T) -> Vec<u8>,
) -> Result<(), Stop> {
    let width = cx.width();
    let mut base = cx.best();
    let mut list = items(&base);
    let mut position = cx.resume().map_or(0, |p| p.unit);
    while position < list.len() {
        if cx.should_yield() {
            cx.yielded(Position { level: 0, unit: position });
            return Ok(());
        }
        // If every item of the batch is rejected, the next batches are the next items on the
        // same best (after the ones drawn so far).
        let drawn = Cell::new(0);
        let mut ahead = |k: usize| {
            let start = position + drawn.get() + (k - 1) * width;
            (start < list.len())
                .then(|| list[start..(start + width).min(list.len())].iter().map(|i| build(&base, i)).collect())
        };
        if list.len() - position <= width {
            // The last batch: when every item is rejected, the pass ends here.
            cx.ending_on(list.len() - position, &mut || Some(base.to_vec()));
        }
        let mut candidates = list[position..].iter().map(|item| {
            drawn.set(drawn.get() + 1);
            build(&base, item)
        });
        let verdicts = cx.judge_admitted(&mut candidates, width, &mut ahead)?;
        let batch = &list[position..position + verdicts.len()];
        let Some(first) = verdicts.iter().position(|&accepted| accepted) else {
            position += batch.len();
            continue;
        };
        // Accepted against this very best, so cached: this commits it without a call.
        let taken = cx.first_with(&mut std::iter::once(build(&base, &batch[first])), Seek::Accepted)?;
        position += first + usize::from(taken.is_none());
        base = cx.best();
        list = items(&base);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::{FnOracle, Lang, Reduction};

    /// The first accepted item of a batch is the one the sequential search takes, so an in-order
    /// pass takes the same steps at every width: the same result as width 1, smaller than the
    /// input and still interesting.
    #[test]
    fn batches_take_the_steps_of_the_sequential_search() {
        let source = b"int *b = 0;\nint u = 1, v = 2;\nint main(void) { int w = u + v; if (w) w++; return b != 0; }\n";
        let interesting = |c: &[u8]| {
            let text = String::from_utf8_lossy(c);
            text.contains("int *b") && text.contains("main(void) {") && text.contains("return b")
        };
        let run = |width: usize| {
            let reduction = Reduction::new(source.to_vec()).language(Lang::C).passes(&["windows", "hoist"]);
            reduction.width(width).jobs(2).run(FnOracle(interesting)).unwrap().best
        };
        let sequential = run(1);
        assert!(
            interesting(&sequential) && sequential.len() < source.len() / 2,
            "{}",
            String::from_utf8_lossy(&sequential)
        );
        for width in [2, 5, 16] {
            assert_eq!(run(width), sequential, "width {width}");
        }
    }
}
