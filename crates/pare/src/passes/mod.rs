//! Reduction passes: each one kind of transformation, tried through the reducer's single door.
//!
//! A pass reads the best test case, proposes candidates, and returns when it has nothing more to
//! try on the current best. The scheduler decides when to run it again.

use std::rc::Rc;
use std::sync::Arc;

use crate::adaptive::search::{self, Draw, Position, Search};
use crate::adaptive::{DeletionList, End, Evaluator, ScanOrder, Seek, reduce_list, reduce_list_from};
use crate::edits::{Piece, SpanList, apply};
pub use crate::engine::Filtering;
use crate::stop::Stop;

mod batched;
mod context;
pub mod deletions;
pub mod dry_run;
pub mod frame;
mod merged;
pub mod per_file;
pub mod registry;
pub mod spec;
#[cfg(test)]
pub mod testing;

pub mod blank;
pub mod braces;
pub mod bytes;
pub mod c;
pub mod chunks;
pub mod comments;
pub mod cpp;
pub mod decl;
pub mod format;
pub mod groups;
pub mod hdd;
pub mod hoist;
pub mod implicit;
pub mod indent;
pub mod lines;
pub mod literals;
pub mod merge;
pub mod modifiers;
pub mod nesting;
pub mod params;
pub mod rename;
pub mod substitute;
pub mod sweep;
pub mod tokens;
pub mod unwrap;
pub mod whole_tree;
pub mod windows;

pub use context::{Context, Door, PassOptions, PassesAfter, Run, YieldPolicy};
pub use registry::{default_names, for_tree, select};

/// Where the scheduler places a pass. Lower tiers run first; a
/// pass of a higher tier runs only when every pass below it is stuck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Tier {
    /// Size-reducing: the scheduler ranks these among themselves by what they removed per unit
    /// of cost, so a pass that is cheap and one that is expensive need no tier of their own.
    Reducing,
    /// Size-reducing at the finest grain (single bytes): runs only when every other reducing
    /// pass is stuck, since what it deletes (a line break, half a token) takes the structure the
    /// coarser passes work on with it.
    LastResort,
    /// Normalising: rewrites that shorten little (names, literals, whitespace).
    Normalizing,
    /// Runs once, after the fixed point (`format`).
    Final,
}

/// One reduction pass.
pub trait Pass: Send + Sync {
    /// The name users give to `--passes`.
    fn name(&self) -> &'static str;
    /// Where the scheduler places the pass.
    fn tier(&self) -> Tier {
        Tier::Reducing
    }
    /// When its candidates meet the syntax filter: before the test by default; after it for
    /// passes of large changes that rarely break the syntax; never for a pass that makes text
    /// the grammar rejects on purpose (C's implicit int).
    fn filtering(&self) -> Filtering {
        Filtering::Before
    }
    /// Whether it parses the best. Such passes wait while the best is larger than
    /// [`crate::syntax::parse::tree_bytes`] allows and the passes that read only text can still
    /// make progress: a tree of megabytes costs gigabytes of memory and seconds per parse.
    fn reads_trees(&self) -> bool {
        true
    }
    /// Whether it has anything to do on a best of `size` bytes while trees are built for up to
    /// `tree_bytes`: the scheduler neither runs a pass that has not nor counts it as an
    /// alternative, so a pass meant for one kind of input does not shift the order on others.
    fn applies(&self, _size: usize, _tree_bytes: usize) -> bool {
        true
    }
    /// Tries the pass's transformations on the current best until none is left to try.
    fn run(&self, cx: &mut Context) -> Result<(), Stop>;
}

/// Tries the candidates `items` describes on the current best, in order, building each text only
/// when the door asks for it; after a success the list is recomputed on the new best and the
/// search continues at the same index, never from the start (linear greedy deletion).
/// With a `--width` above 1, the items go in batches ([`batched`]).
pub fn try_in_order<T>(
    cx: &mut Context,
    items: impl Fn(&[u8]) -> Vec<T>,
    build: impl Fn(&[u8], &T) -> Vec<u8>,
) -> Result<(), Stop> {
    if cx.width() > 1 {
        return batched::try_in_order_batched(cx, items, build);
    }
    let mut search = InOrder::new(cx.best(), &items, &build);
    search.position = cx.resume().map_or(0, |p| p.unit);
    search::run(cx, &mut search)
}

/// Deletes as much of `list` as the door accepts, in the user's scan order. A backward scan
/// resumes below the unit where the pass stopped last time, when `list` is at that level.
pub fn reduce<L: DeletionList<Candidate = Vec<u8>>>(cx: &mut Context, list: &mut L) -> Result<bool, Stop> {
    match cx.order() {
        ScanOrder::Backward => {
            let unit = cx.resume().filter(|p| p.level == list.level()).map(|p| p.unit);
            reduce_list_from(cx, list, unit)
        }
        order => reduce_list(cx, list, order),
    }
}

/// How many items one query of [`try_in_order`] asks about at most: every query start is a
/// natural point where the pass may yield, and sequentially the chunks change nothing.
const QUERY_CHUNK: usize = 32;

/// [`try_in_order`]'s search: one query per success (or per chunk of items), each asking about
/// the items from the last success's index on, on the text that success left.
struct InOrder<'a, T, I, B> {
    base: Arc<Vec<u8>>,
    list: Rc<Vec<T>>,
    position: usize,
    items: &'a I,
    build: &'a B,
}

impl<'a, T, I: Fn(&[u8]) -> Vec<T>, B: Fn(&[u8], &T) -> Vec<u8>> InOrder<'a, T, I, B> {
    fn new(base: Arc<Vec<u8>>, items: &'a I, build: &'a B) -> Self {
        let list = Rc::new(items(&base));
        InOrder { base, list, position: 0, items, build }
    }
}

impl<T, I: Fn(&[u8]) -> Vec<T>, B: Fn(&[u8], &T) -> Vec<u8>> Search for InOrder<'_, T, I, B> {
    type Candidate = Vec<u8>;

    fn seek(&self) -> Option<Seek> {
        (self.position < self.list.len()).then_some(Seek::Accepted)
    }

    fn draw(&mut self, index: usize) -> Draw<Vec<u8>> {
        if index >= QUERY_CHUNK {
            return Draw::End;
        }
        match self.list.get(self.position + index) {
            Some(item) => Draw::Candidate((self.build)(&self.base, item)),
            None => Draw::End,
        }
    }

    fn probe(&mut self, index: usize) -> Draw<()> {
        if index < QUERY_CHUNK && self.position + index < self.list.len() { Draw::Candidate(()) } else { Draw::End }
    }

    /// Every query starts where the items before it are done.
    fn natural_point(&self) -> bool {
        true
    }

    fn position(&self) -> Position {
        Position { level: 0, unit: self.position }
    }

    /// The accepted item's candidate is the new best: the next query works on it, with the
    /// items recomputed on it, from the accepted item's index. A query that finds nothing ends
    /// the search.
    fn advance(&mut self, end: End) {
        let Some(k) = end.at else {
            // Nothing in this chunk: the next query goes on after it (or the search is over).
            self.position = (self.position + QUERY_CHUNK).min(self.list.len());
            return;
        };
        self.position += k;
        self.base = Arc::new((self.build)(&self.base, &self.list[self.position]));
        self.list = Rc::new((self.items)(&self.base));
    }

    fn fork(&self) -> Self {
        InOrder { base: self.base.clone(), list: self.list.clone(), ..*self }
    }
}

/// Tries edits of the current best (each a list of sorted, disjoint pieces), in order, like
/// [`try_in_order`]: the shape of every pass that proposes independent rewrites.
/// With a `--width` above 1, the rewrites go in merged batches ([`merged`]).
/// In a batch, an edit listed twice (a JavaScript `var i` in every loop makes `decl` list one
/// deletion of all of them per declaration) is tried once, at its first place: a second try is a
/// cache hit, but it would take a place. (One at a time, a repeat costs nothing.)
pub fn try_edits(cx: &mut Context, edits: impl Fn(&[u8]) -> Vec<Vec<Piece>>) -> Result<(), Stop> {
    if cx.width() > 1 {
        return merged::try_edits_merged(cx, |best| distinct(edits(best)));
    }
    try_in_order(cx, edits, |best, pieces| apply(best, pieces))
}

/// `edits` without the repeats of an earlier edit, in order.
fn distinct(mut edits: Vec<Vec<Piece>>) -> Vec<Vec<Piece>> {
    let first: Vec<bool> = {
        let mut seen = std::collections::HashSet::with_capacity(edits.len());
        edits.iter().map(|e| seen.insert(e)).collect()
    };
    let mut first = first.into_iter();
    edits.retain(|_| first.next().expect("one flag per edit"));
    edits
}

/// A deletion list with one unit per outermost node of `tree` that `matches`, each with its
/// line when it stands alone on it (else with the spaces after it), in document order.
pub fn node_spans(tree: &tree_sitter::Tree, text: &[u8], matches: impl Fn(tree_sitter::Node) -> bool) -> SpanList {
    let mut list = SpanList::new(text.to_vec());
    let mut last_end = 0;
    crate::syntax::walk::preorder(tree, |node| {
        let found = matches(node);
        if found {
            let range = crate::text_units::lines::with_line(text, node.byte_range());
            if range.start >= last_end {
                last_end = range.end;
                list.push([Piece::delete(range)]);
            }
        }
        !found
    });
    list
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::{Evaluator, Hint, Query};
    use crate::subset_model::KeepsBytes;

    /// A sequential door over [`KeepsBytes`] that records each query's candidates and end, and,
    /// given the ends of an earlier identical run, each query's hints along the path the run
    /// really takes.
    struct Model {
        text: KeepsBytes,
        ends: Vec<End>,
        drawn: Vec<Vec<Vec<u8>>>,
        ended: Vec<End>,
        hints: Vec<Vec<Option<Hint<Vec<u8>>>>>,
    }

    impl Evaluator<Vec<u8>> for Model {
        fn query(&mut self, query: &mut dyn Query<Vec<u8>>, seek: Seek) -> Result<Option<usize>, Stop> {
            let t = self.drawn.len();
            let known = &self.ends[t.min(self.ends.len())..];
            let hints = (1..=3.min(known.len())).map(|d| query.hint(&known[..d], 4)).collect();
            self.hints.push(hints);
            let mut drawn = Vec::new();
            let end = query.enumerate().position(|(_, c)| {
                drawn.push(c.clone());
                seek.stops(self.text.accept(&c))
            });
            self.drawn.push(drawn);
            self.ended.push(End { at: end, success_likely: false });
            Ok(end)
        }
    }

    fn run(ends: Vec<End>) -> Model {
        let text = KeepsBytes { best: b"the quick brown fox jumps over the lazy dog".to_vec(), needed: b"qzx" };
        let mut model = Model { text, ends, drawn: Vec::new(), ended: Vec::new(), hints: Vec::new() };
        // Items: each word; building one deletes it (with its space).
        let words = |t: &[u8]| {
            let mut spans = Vec::new();
            let mut start = 0;
            for (i, &b) in t.iter().enumerate().chain([(t.len(), &b' ')]) {
                if b == b' ' {
                    spans.push(start..(i + 1).min(t.len()));
                    start = i + 1;
                }
            }
            spans
        };
        let delete = |t: &[u8], r: &std::ops::Range<usize>| [&t[..r.start], &t[r.end..]].concat();
        let mut search = InOrder::new(Arc::new(model.text.best.clone()), &words, &delete);
        search::run(&mut model, &mut search).unwrap();
        model
    }

    /// Every hint of [`try_in_order`]'s queries, one to three queries ahead along the real path,
    /// names exactly what that query asks about, and the run finds the smallest text.
    /// A repeated edit is dropped, every first one kept in its place.
    #[test]
    fn an_edit_listed_twice_is_tried_once() {
        let e = |a: usize, b: usize| vec![Piece::delete(a..b)];
        let listed = vec![e(0, 2), e(4, 5), e(0, 2), e(7, 9), e(4, 5)];
        assert_eq!(distinct(listed), vec![e(0, 2), e(4, 5), e(7, 9)]);
    }

    #[test]
    fn in_order_hints_predict_the_next_queries_exactly() {
        let first = run(Vec::new());
        assert_eq!(first.text.best, b"quick fox lazy ");
        let second = run(first.ended);
        let mut checked = 0;
        for (t, hints) in second.hints.iter().enumerate() {
            for (d, hint) in hints.iter().enumerate() {
                let Some(hint) = hint else { continue };
                let drawn = &second.drawn[t + d + 1];
                let n = hint.candidates.len().min(drawn.len());
                assert_eq!(hint.seek, Seek::Accepted);
                assert_eq!(hint.candidates[..n], drawn[..n], "query {t}, {} ahead", d + 1);
                if hint.complete {
                    assert!(hint.candidates.len() >= drawn.len());
                }
                checked += 1;
            }
        }
        assert!(checked >= 6, "only {checked} hints");
    }
}
