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

/// Tells `tree` about `pieces` (sorted, disjoint, in `old_text`'s coordinates), last first so
/// that every edit's coordinates are still valid when it is applied.
pub fn edit_tree(tree: &mut Tree, old_text: &[u8], pieces: &[Piece]) {
    let offsets: Vec<usize> = pieces.iter().flat_map(|p| [p.range.start, p.range.end]).collect();
    let pts = points(old_text, &offsets);
    for (i, p) in pieces.iter().enumerate().rev() {
        let start_position = pts[2 * i];
        tree.edit(&InputEdit {
            start_byte: p.range.start,
            old_end_byte: p.range.end,
            new_end_byte: p.range.start + p.with.len(),
            start_position,
            old_end_position: pts[2 * i + 1],
            new_end_position: advance(start_position, &p.with),
        });
    }
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
}
