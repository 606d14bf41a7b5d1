//! `chunks`: coarse deletion first. The forms at each of the first brace depths (see
//! [`crate::text_units::forms`]) are cut into halves, then chunks of half that size, and so on (never
//! below [`MIN_CHUNK`] forms nor above [`MAX_CHUNKS`] chunks), and each granularity is one list
//! for adaptive deletion, built on the text the one before left.
//!
//! When what the test needs sits in a small part of the file (a compiler crash in a few lines of
//! a preprocessed translation unit, a fuzz case in one function of a library), halves and
//! quarters that hold none of it go in the first few calls, before any pass that removes a node
//! or a token per call, and without building a syntax tree of the whole file: C-Vise's `lines`
//! at its coarse levels, on forms instead of lines, so that a chunk's edges fall between
//! declarations. When what it needs is spread over the file, every chunk fails; two
//! granularities in a row without a success end the depth, and a depth that removed nothing ends
//! the pass (what the top level's chunks all hold some of, the members' chunks mostly do too), so
//! that costs a few calls (2 + 4) and finer work is left to `braces`, `hdd` and the others.

use std::ops::Range;

use super::Context;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::adaptive::DeletionList;
use crate::edits::{Piece, SpanList};
use crate::stop::Stop;
use crate::text_units::forms::{forms, indented_forms};
use crate::text_units::tokens::Lexicon;

/// Brace depths whose forms are chunked: the top level, and the members of blocks up to two
/// levels in (a namespace's declarations, a class's members in a namespace).
const DEPTHS: usize = 3;

/// The most chunks one granularity has: finer ones are left to `hdd`.
pub const MAX_CHUNKS: usize = 64;

/// Chunks smaller than this are left to the passes that delete one unit at a time.
pub const MIN_CHUNK: usize = 4;

/// Levels are numbered `depth * STEPS + step`: a depth has fewer steps than this (each halves
/// the chunks, from half the forms down to four).
const STEPS: usize = 64;

/// Granularities in a row without a success that end a depth.
const FRUITLESS: usize = 2;

/// Deletes runs of declarations and statements in coarse chunks.
pub const CHUNKS: Spec = Spec {
    name: "chunks",
    description: "delete coarse chunks (halves, quarters, …) of the declarations at the top levels",
    tier: Tier::Reducing,
    // Whole forms rarely break the syntax, and checking a candidate that deletes half of a file
    // of megabytes costs a parse of that half: only what the test found interesting is checked.
    filtering: Filtering::After,
    reads_trees: false,
    gate: Gate::Any,
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    let level = cx.resume().map_or(0, |p| p.level);
    let indented = cx.grammar().is_some_and(|g| g.indentation());
    let reader = Reader { indented, lexicon: cx.lexicon() };
    let Some(mut list) = Granularity::at(&cx.best(), reader, level) else { return Ok(()) };
    super::reduce(cx, &mut list)?;
    Ok(())
}

/// How the pass reads forms off a text.
#[derive(Clone, Copy)]
struct Reader {
    indented: bool,
    lexicon: &'static Lexicon,
}

impl Reader {
    /// The forms at `depth`, or none past the last depth the pass chunks.
    fn forms(&self, text: &[u8], depth: usize) -> Option<Vec<Range<usize>>> {
        match depth {
            _ if depth >= DEPTHS => None,
            0 if self.indented => Some(indented_forms(text)),
            _ if self.indented => None,
            _ => Some(forms(text, self.lexicon, depth)),
        }
    }
}

/// One granularity of one depth: the chunks as a deletion list, and how the granularities
/// before it at this depth went.
struct Granularity {
    list: SpanList,
    reader: Reader,
    depth: usize,
    /// 0 for halves, then one more for each halving of the chunks' size.
    step: usize,
    /// Forms per chunk.
    size: usize,
    /// The text's length when this granularity began: unchanged at its end means no success.
    start_len: usize,
    /// Granularities in a row before this one, at this depth, without a success.
    fruitless: usize,
    /// The text's length when this depth began: unchanged when it ends means it removed nothing.
    depth_start_len: usize,
}

impl Granularity {
    /// The granularity at `level` (as [`DeletionList::level`] numbers them) on `text`, or the
    /// first one with chunks after it; none when no depth has any.
    fn at(text: &[u8], reader: Reader, level: usize) -> Option<Granularity> {
        Granularity::first_from(text, reader, (level / STEPS, level % STEPS), None, (0, text.len()))
    }

    /// The first granularity from step `step` of `depth` on that has chunks, with chunks of
    /// `size` forms (else the step's share of the forms there are now), after `fruitless`
    /// granularities without a success at a depth that began at `depth_start_len` bytes.
    fn first_from(
        text: &[u8],
        reader: Reader,
        (mut depth, mut step): (usize, usize),
        mut size: Option<usize>,
        (mut fruitless, mut depth_start_len): (usize, usize),
    ) -> Option<Granularity> {
        loop {
            let units = reader.forms(text, depth)?;
            let share = || 1usize.checked_shl(step as u32 + 1).map_or(1, |parts| units.len().div_ceil(parts));
            let size = size.take().unwrap_or_else(share);
            if let Some(list) = chunked(text, &units, size) {
                let start_len = text.len();
                return Some(Granularity { list, reader, depth, step, size, start_len, fruitless, depth_start_len });
            }
            (depth, step) = (depth + 1, 0);
            (fruitless, depth_start_len) = (0, text.len());
        }
    }
}

/// `units` over `text` in chunks of `size`, or none when they would be smaller than
/// [`MIN_CHUNK`] forms or more than [`MAX_CHUNKS`].
fn chunked(text: &[u8], units: &[Range<usize>], size: usize) -> Option<SpanList> {
    if size < MIN_CHUNK || units.len().div_ceil(size) > MAX_CHUNKS {
        return None;
    }
    let mut list = SpanList::new(text.to_vec());
    for chunk in units.chunks(size) {
        list.push(merged(chunk.iter().map(|r| Piece::delete(r.clone()))));
    }
    Some(list)
}

impl DeletionList for Granularity {
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
        self.depth * STEPS + self.step
    }

    /// The next granularity on the text this one left: chunks half the size at the same depth,
    /// or the next depth's halves once this depth has had [`FRUITLESS`] granularities in a row
    /// without a success or has no finer one; none once a depth ends having removed nothing.
    fn deeper(&self) -> Option<Self> {
        let text = self.list.base();
        let fruitless = if text.len() == self.start_len { self.fruitless + 1 } else { 0 };
        if fruitless >= FRUITLESS && text.len() == self.depth_start_len {
            return None;
        }
        if fruitless >= FRUITLESS {
            return Granularity::first_from(text, self.reader, (self.depth + 1, 0), None, (0, text.len()));
        }
        let finer = Some(self.size.div_ceil(2));
        let before = (fruitless, self.depth_start_len);
        Granularity::first_from(text, self.reader, (self.depth, self.step + 1), finer, before)
    }
}

/// Deletions with touching ones joined: a chunk of adjacent forms is one piece.
fn merged(pieces: impl Iterator<Item = Piece>) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    for p in pieces {
        match out.last_mut() {
            Some(q) if q.range.end == p.range.start => q.range.end = p.range.end,
            _ => out.push(p),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::{Evaluator, Query, ScanOrder, Seek, reduce_list};

    /// A door whose test needs every one of some strings, counting its calls.
    struct Needs {
        best: Vec<u8>,
        needles: Vec<String>,
        calls: usize,
    }

    impl Evaluator<Vec<u8>> for Needs {
        fn query(&mut self, query: &mut dyn Query<Vec<u8>>, seek: Seek) -> Result<Option<usize>, Stop> {
            for (i, c) in query.enumerate() {
                self.calls += 1;
                let text = String::from_utf8_lossy(&c);
                let accepted = c.len() < self.best.len() && self.needles.iter().all(|n| text.contains(n.as_str()));
                if accepted {
                    self.best = c;
                }
                if seek.stops(accepted) {
                    return Ok(Some(i));
                }
            }
            Ok(None)
        }
    }

    fn reader() -> Reader {
        Reader { indented: false, lexicon: Lexicon::plain() }
    }

    fn declarations(n: usize) -> String {
        (0..n).map(|i| format!("int x{i};\n")).collect()
    }

    #[test]
    fn granularities_halve_until_chunks_get_small() {
        let text = declarations(40);
        let units = forms(text.as_bytes(), Lexicon::plain(), 0);
        let counts: Vec<usize> =
            [20, 10, 5, 3].iter().map(|&size| chunked(text.as_bytes(), &units, size).map_or(0, |l| l.len())).collect();
        assert_eq!(counts, [2, 4, 8, 0], "chunks of 20, 10 and 5 forms; smaller ones are left to others");
        let many = declarations(1000);
        let units = forms(many.as_bytes(), Lexicon::plain(), 0);
        assert!(chunked(many.as_bytes(), &units, 8).is_none(), "125 chunks are too many");
        let halves = Granularity::at(text.as_bytes(), reader(), 0).unwrap();
        let second_half = String::from_utf8(halves.candidate(1..2)).unwrap();
        assert_eq!(second_half, declarations(20));
        assert!(Granularity::at(b"int x;", reader(), 0).is_none(), "nothing to chunk");
    }

    /// A test that needs one declaration in the middle of many: the halves that miss it go in a
    /// few calls. A test that needs declarations spread over the whole file: every chunk fails,
    /// and each depth gives up after two granularities.
    #[test]
    fn small_needs_cost_few_calls_and_spread_ones_give_up_early() {
        let text = declarations(1000);
        let needles = vec!["int x517;".to_string()];
        let mut door = Needs { best: text.clone().into_bytes(), needles, calls: 0 };
        let mut list = Granularity::at(text.as_bytes(), reader(), 0).unwrap();
        reduce_list(&mut door, &mut list, ScanOrder::Backward).unwrap();
        let left = String::from_utf8(list.list.base().to_vec()).unwrap();
        assert!(left.contains("int x517;") && left.lines().count() < 2 * MIN_CHUNK, "{left}");
        assert!(door.calls <= 40, "{} calls", door.calls);

        let needles: Vec<String> = (0..1000).step_by(7).map(|i| format!("int x{i};")).collect();
        let mut door = Needs { best: text.clone().into_bytes(), needles, calls: 0 };
        let mut list = Granularity::at(text.as_bytes(), reader(), 0).unwrap();
        reduce_list(&mut door, &mut list, ScanOrder::Backward).unwrap();
        assert_eq!(door.calls, 2 + 4, "halves and quarters at depth 0, then no other depth has forms");
    }

    /// Namespaces whose members the test needs throughout: the top level's halves and quarters
    /// fail, and the members' chunks are not tried.
    #[test]
    fn a_depth_that_removes_nothing_ends_the_pass() {
        let text: String = (0..40).map(|i| format!("namespace n{i} {{\n{}}}\n", declarations(8))).collect();
        let needles: Vec<String> = (0..40).map(|i| format!("n{i} ")).collect();
        let mut door = Needs { best: text.clone().into_bytes(), needles, calls: 0 };
        let mut list = Granularity::at(text.as_bytes(), reader(), 0).unwrap();
        reduce_list(&mut door, &mut list, ScanOrder::Backward).unwrap();
        assert_eq!(door.calls, 2 + 4, "halves and quarters of the 40 namespaces, no member chunks");
    }

    #[test]
    fn deeper_levels_chunk_the_members_of_blocks() {
        let members: String = (0..16).map(|i| format!("  int f{i}();\n")).collect();
        let text = format!("namespace n {{\n{members}}}\nint main() {{}}\n");
        let list = Granularity::at(text.as_bytes(), reader(), 0).unwrap();
        assert_eq!((list.depth, list.step, list.len()), (1, 0, 2), "depth 0 has too few forms");
        let first_half_gone = String::from_utf8(list.candidate(0..1)).unwrap();
        assert!(first_half_gone.starts_with("namespace n {\n  int f8();"), "{first_half_gone}");
        assert!(first_half_gone.ends_with("  int f15();\n}\nint main() {}\n"), "{first_half_gone}");
    }
}
