//! Turning byte-offset edits into tree-sitter `InputEdit`s (which also need row/column points),
//! so that re-parsing after an accepted change is incremental.

use tree_sitter::{InputEdit, Point, Tree};

use crate::edits::Piece;

/// The point (row, byte column) of every offset in `sorted` (ascending), in one scan of `text`.
fn points(text: &[u8], sorted: &[usize]) -> Vec<Point> {
    let mut out = Vec::with_capacity(sorted.len());
    let (mut row, mut line_start, mut at) = (0, 0, 0);
    for &offset in sorted {
        let between = &text[at..offset];
        row += memchr::memchr_iter(b'\n', between).count();
        if let Some(last) = memchr::memrchr(b'\n', between) {
            line_start = at + last + 1;
        }
        at = offset;
        out.push(Point { row, column: offset - line_start });
    }
    out
}

/// The point reached after writing `text` starting at `start`.
fn advance(start: Point, text: &[u8]) -> Point {
    match memchr::memrchr(b'\n', text) {
        Some(last) => {
            Point { row: start.row + memchr::memchr_iter(b'\n', text).count(), column: text.len() - last - 1 }
        }
        None => Point { row: start.row, column: start.column + text.len() },
    }
}

/// At most this many `InputEdit`s tell a tree about one change. Tree-sitter's edit costs grow
/// with the tree's width and depth for every edit, so a commit of thousands of scattered pieces
/// must not become thousands of edits; a few edits that each span several pieces only make the
/// next parse re-read the unchanged text between them.
const MAX_EDITS: usize = 8;

/// Tells `tree` about `pieces` (sorted, disjoint, in `old_text`'s coordinates), which turn
/// `old_text` into `new_text`: as at most [`MAX_EDITS`] edits, each spanning the pieces between
/// the largest gaps, applied last first so that every edit's coordinates are still valid.
pub fn edit_tree(tree: &mut Tree, old_text: &[u8], new_text: &[u8], pieces: &[Piece]) {
    let spans = coalesce(pieces);
    let offsets: Vec<usize> = spans.iter().flat_map(|s| [s.old.start, s.old.end]).collect();
    let pts = points(old_text, &offsets);
    for (i, s) in spans.iter().enumerate().rev() {
        let start_position = pts[2 * i];
        let new_end_byte = s.old.start + s.new_len;
        tree.edit(&InputEdit {
            start_byte: s.old.start,
            old_end_byte: s.old.end,
            new_end_byte,
            start_position,
            old_end_position: pts[2 * i + 1],
            new_end_position: advance(start_position, &new_text[s.new_start..s.new_start + s.new_len]),
        });
    }
}

/// How many bytes of the old text the edits [`edit_tree`] makes of `pieces` cover: telling a
/// tree about an edit walks (and copies, the tree being shared) every node it covers, and the
/// parse after it re-reads the text it spans.
pub fn edited_bytes(pieces: &[Piece]) -> usize {
    coalesce(pieces).iter().map(|s| s.old.len()).sum()
}

/// One edit as tree-sitter sees it: the old bytes it replaces, and where its replacement
/// starts in the new text and how long it is.
#[derive(Debug, PartialEq, Eq)]
struct Span {
    old: std::ops::Range<usize>,
    new_start: usize,
    new_len: usize,
}

/// `pieces` as at most [`MAX_EDITS`] spans: the pieces are cut into groups at the largest gaps
/// between neighbours (the earliest of equal gaps first), and each group is one span.
fn coalesce(pieces: &[Piece]) -> Vec<Span> {
    let mut cuts: Vec<usize> = (1..pieces.len()).collect();
    if pieces.len() > MAX_EDITS {
        cuts.sort_by_key(|&i| (std::cmp::Reverse(pieces[i].range.start - pieces[i - 1].range.end), i));
        cuts.truncate(MAX_EDITS - 1);
        cuts.sort_unstable();
    }
    let mut spans = Vec::with_capacity(cuts.len() + 1);
    let mut growth = 0isize;
    let mut first = 0;
    for end in cuts.into_iter().chain([pieces.len()]) {
        let group = &pieces[first..end];
        if let (Some(a), Some(b)) = (group.first(), group.last()) {
            let new_start = a.range.start.wrapping_add_signed(growth);
            let group_growth: isize = group.iter().map(|p| p.with.len() as isize - p.range.len() as isize).sum();
            growth += group_growth;
            let old = a.range.start..b.range.end;
            let new_len = old.len().wrapping_add_signed(group_growth);
            spans.push(Span { old, new_start, new_len });
        }
        first = end;
    }
    spans
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_count_rows_and_columns() {
        let text = b"ab\ncd\n\nx";
        let p = points(text, &[0, 1, 3, 4, 7]);
        assert_eq!(
            p.iter().map(|p| (p.row, p.column)).collect::<Vec<_>>(),
            vec![(0, 0), (0, 1), (1, 0), (1, 1), (3, 0)]
        );
        assert_eq!(advance(Point { row: 2, column: 3 }, b"a\nbc"), Point { row: 3, column: 2 });
        assert_eq!(advance(Point { row: 2, column: 3 }, b"ab"), Point { row: 2, column: 5 });
    }

    #[test]
    fn many_pieces_become_a_few_spans_cut_at_the_largest_gaps() {
        // Ten one-byte deletions; the gaps after pieces 2 and 6 are the widest.
        let starts = [0, 2, 4, 20, 22, 24, 26, 40, 42, 44];
        let pieces: Vec<Piece> = starts.iter().map(|&s| Piece::delete(s..s + 1)).collect();
        let spans = coalesce(&pieces);
        assert_eq!(spans.len(), MAX_EDITS);
        assert_eq!(spans[0], Span { old: 0..1, new_start: 0, new_len: 0 });
        // Every span's replacement starts where the earlier spans' growth puts it.
        let mut growth = 0isize;
        for s in &spans {
            assert_eq!(s.new_start as isize, s.old.start as isize + growth);
            growth += s.new_len as isize - s.old.len() as isize;
        }
        assert_eq!(growth, -10);
        let few = coalesce(&pieces[..3]);
        assert_eq!(few.len(), 3, "few pieces stay one edit each");
    }

    /// What edits cover is what their pieces cover, not the stretch from the first to the last;
    /// past [`MAX_EDITS`] pieces, the gaps inside a span count too.
    #[test]
    fn edited_bytes_are_the_pieces_not_the_stretch_between() {
        let spread: Vec<Piece> = [10, 5_000, 90_000].iter().map(|&s| Piece::delete(s..s + 4)).collect();
        assert_eq!(edited_bytes(&spread), 12);
        // Ten one-byte deletions ten bytes apart: the last three become one span of 21 bytes.
        let many: Vec<Piece> = (0..10).map(|i| Piece::delete(i * 10..i * 10 + 1)).collect();
        assert_eq!(edited_bytes(&many), 7 + 21);
    }

    /// A tree told about many scattered deletions at once parses to the same tree as the new
    /// text parsed afresh.
    #[test]
    fn edited_trees_reparse_like_fresh_ones() {
        use crate::syntax::language::Lang;
        use crate::syntax::parse::parse;
        let old: String = (0..40).map(|i| format!("int f{i}(void) {{ return {i}; }}\n")).collect();
        let old = old.as_bytes();
        let mut tree = parse(Lang::C, old, None);
        let pieces: Vec<Piece> = (0..40)
            .step_by(3)
            .map(|i| {
                let name = format!(" f{i}(");
                let at = old.windows(name.len()).position(|w| w == name.as_bytes()).unwrap() + 1;
                Piece::replace(at..at + 1, b"gg")
            })
            .collect();
        let new = crate::edits::apply(old, &pieces);
        edit_tree(&mut tree, old, &new, &pieces);
        let incremental = parse(Lang::C, &new, Some(&tree));
        assert_eq!(incremental.root_node().to_sexp(), parse(Lang::C, &new, None).root_node().to_sexp());
        assert_eq!(incremental.root_node().end_byte(), new.len());
    }
}
