//! `chunks`: coarse deletion first. The forms at each of the first brace depths (see
//! [`crate::views::forms`]) are cut into 2, 4, 8, … equal chunks, and each granularity is one
//! list for adaptive deletion, down to chunks of [`MIN_CHUNK`] forms or [`MAX_CHUNKS`] chunks.
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

/// Chunks smaller than this are left to the passes that delete one unit at a time.
pub const MIN_CHUNK: usize = 4;

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
/// + 1)` chunks; none past the last depth. A stage whose chunks would be too small is empty.
fn stage(text: &[u8], i: usize, indented: bool, lexicon: &Lexicon) -> Option<SpanList> {
    let (depth, granularity) = (i / GRANULARITIES, i % GRANULARITIES + 1);
    if depth >= DEPTHS || (indented && depth > 0) {
        return None;
    }
    let mut list = SpanList::new(text.to_vec());
    let units = if indented { indented_forms(text) } else { forms(text, lexicon, depth) };
    let size = units.len().div_ceil(1 << granularity);
    if size < MIN_CHUNK {
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

    #[test]
    fn granularities_halve_until_chunks_get_small() {
        let text: String = (0..64).map(|i| format!("int x{i};\n")).collect();
        let lexicon = Lexicon::plain();
        let sizes: Vec<usize> =
            (0..GRANULARITIES).map(|i| stage(text.as_bytes(), i, false, lexicon).unwrap().len()).collect();
        assert_eq!(sizes, [2, 4, 8, 16, 0, 0], "chunks of 32, 16, 8, 4 forms; smaller ones are left to others");
        let halves = stage(text.as_bytes(), 0, false, lexicon).unwrap();
        let second_half = String::from_utf8(halves.candidate(1..2)).unwrap();
        assert_eq!(second_half, (0..32).map(|i| format!("int x{i};\n")).collect::<String>());
        assert!(stage(text.as_bytes(), DEPTHS * GRANULARITIES, false, lexicon).is_none());
    }

    #[test]
    fn deeper_stages_chunk_the_members_of_blocks() {
        let members: String = (0..16).map(|i| format!("  int f{i}();\n")).collect();
        let text = format!("namespace n {{\n{members}}}\nint main() {{}}\n");
        let list = stage(text.as_bytes(), GRANULARITIES, false, Lexicon::plain()).unwrap();
        assert_eq!(list.len(), 2);
        let first_half_gone = String::from_utf8(list.candidate(0..1)).unwrap();
        assert!(first_half_gone.starts_with("namespace n {\n  int f8();"), "{first_half_gone}");
        assert!(first_half_gone.ends_with("  int f15();\n}\nint main() {}\n"), "{first_half_gone}");
    }
}
