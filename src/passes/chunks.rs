//! `chunks`: coarse deletion first. The forms at each of the first brace depths (see
//! [`crate::views::forms`]) are cut into 2, 4, 8, … equal chunks, and each granularity is one
//! list for adaptive deletion, down to [`MAX_CHUNKS`] chunks (of at least four forms each).
//! A depth with fewer than [`MIN_FORMS`] forms is left alone: there adaptive deletion over the
//! single units (`hdd`) finds the same runs in about as many calls, and the calls chunks would
//! spend first only delay it.
//!
//! On a large file where most of the text does not matter (a preprocessed translation unit
//! around the few lines a compiler crash needs), this is what removes the most per call: the
//! halves and quarters of the file that hold nothing needed go in the first few calls, before
//! any pass that removes a node or a token per call, and without building a syntax tree of the
//! whole file. It is C-Vise's `lines` at its coarse levels, on forms instead of lines, so that a
//! chunk's edges fall between declarations. Finer work is left to `hdd` and the others: the
//! scheduler's cost model moves on once chunks stop paying.

use super::{Context, Filtering, Pass};
use crate::adaptive::stages::Stages;
use crate::edits::{Piece, SpanList};
use crate::stop::Stop;
use crate::views::forms::{forms, indented_forms};
use crate::views::tokens::Lexicon;

/// Deletes runs of declarations and statements in coarse chunks.
pub struct Chunks;

/// Brace depths whose forms are chunked: the top level, and the members of blocks up to two
/// levels in (a namespace's declarations, a class's members in a namespace).
const DEPTHS: usize = 3;

/// Granularities per depth: halves, quarters, … down to 1/2^GRANULARITIES of the forms.
const GRANULARITIES: usize = 6;

/// The largest number of chunks one granularity has (2^[`GRANULARITIES`]).
pub const MAX_CHUNKS: usize = 1 << GRANULARITIES;

/// Depths with fewer forms than this are not chunked (so that the finest chunks still hold four
/// forms; smaller ones are left to the passes that delete one unit at a time).
pub const MIN_FORMS: usize = 4 * MAX_CHUNKS;

impl Pass for Chunks {
    fn name(&self) -> &'static str {
        "chunks"
    }
    fn description(&self) -> &'static str {
        "delete coarse chunks (halves, quarters, …) of the declarations at the top levels"
    }
    /// Whole forms rarely break the syntax, and checking a candidate that deletes half of a file
    /// of megabytes costs a parse of that half: only what the test found interesting is checked.
    fn filtering(&self) -> Filtering {
        Filtering::After
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let level = cx.resume().map_or(0, |p| p.level);
        let indented = cx.grammar().is_some_and(|g| g.indentation());
        let lexicon = cx.lexicon();
        let stage = |text: &[u8], i| stage(text, i, indented, lexicon);
        let Some(mut list) = Stages::at(&cx.best(), stage, level) else { return Ok(()) };
        super::reduce(cx, &mut list)?;
        Ok(())
    }
}

/// Stage `i`'s list on `text`: the forms at depth `i / GRANULARITIES` in `2^(i % GRANULARITIES
/// + 1)` chunks; none past the last depth. A depth with too few forms has empty stages.
fn stage(text: &[u8], i: usize, indented: bool, lexicon: &Lexicon) -> Option<SpanList> {
    let (depth, granularity) = (i / GRANULARITIES, i % GRANULARITIES + 1);
    if depth >= DEPTHS || (indented && depth > 0) {
        return None;
    }
    let mut list = SpanList::new(text.to_vec());
    let units = if indented { indented_forms(text) } else { forms(text, lexicon, depth) };
    let size = units.len().div_ceil(1 << granularity);
    if units.len() < MIN_FORMS {
        return Some(list);
    }
    for chunk in units.chunks(size) {
        list.push(merged(chunk.iter().map(|r| Piece::delete(r.clone()))));
    }
    Some(list)
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
    use crate::adaptive::DeletionList;

    /// The number of chunks of each granularity at depth 0 of `forms` one-line declarations.
    fn chunk_counts(forms: usize) -> Vec<usize> {
        let text: String = (0..forms).map(|i| format!("int x{i};\n")).collect();
        (0..GRANULARITIES).map(|i| stage(text.as_bytes(), i, false, Lexicon::plain()).unwrap().len()).collect()
    }

    #[test]
    fn granularities_halve_until_chunks_get_small() {
        assert_eq!(chunk_counts(512), [2, 4, 8, 16, 32, 64], "chunks of 256 down to 8 forms");
        assert_eq!(chunk_counts(300), [2, 4, 8, 16, 30, 60], "chunks of 150, 75, 38, 19, 10 and 5 forms");
        assert_eq!(chunk_counts(200), [0; GRANULARITIES], "too few forms to chunk");
        let text: String = (0..512).map(|i| format!("int x{i};\n")).collect();
        let halves = stage(text.as_bytes(), 0, false, Lexicon::plain()).unwrap();
        let second_half = String::from_utf8(halves.candidate(1..2)).unwrap();
        assert_eq!(second_half, (0..256).map(|i| format!("int x{i};\n")).collect::<String>());
        assert!(stage(text.as_bytes(), DEPTHS * GRANULARITIES, false, Lexicon::plain()).is_none());
    }

    #[test]
    fn deeper_stages_chunk_the_members_of_blocks() {
        let members: String = (0..MIN_FORMS).map(|i| format!("  int f{i}();\n")).collect();
        let text = format!("namespace n {{\n{members}}}\nint main() {{}}\n");
        let list = stage(text.as_bytes(), GRANULARITIES, false, Lexicon::plain()).unwrap();
        assert_eq!(list.len(), 2);
        let first_half_gone = String::from_utf8(list.candidate(0..1)).unwrap();
        let (middle, last) = (MIN_FORMS / 2, MIN_FORMS - 1);
        assert!(first_half_gone.starts_with(&format!("namespace n {{\n  int f{middle}();")), "{first_half_gone}");
        assert!(first_half_gone.ends_with(&format!("  int f{last}();\n}}\nint main() {{}}\n")), "{first_half_gone}");
    }
}
