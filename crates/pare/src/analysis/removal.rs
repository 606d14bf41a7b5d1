//! Taking nodes out of a text: a list element with one separator, a statement with its line, and
//! merging the pieces of several removals into one disjoint, sorted edit.

use std::ops::Range;

use tree_sitter::Node;

use crate::edits::Piece;
use crate::syntax::grammar::Grammar;
use crate::text_units::lines::with_line;

/// The piece that deletes `node` from its parent: with one separator when the parent is a
/// separated list (no `f(a, )` is left), with its whole line when it stands alone on it.
pub fn removal(grammar: &Grammar, text: &[u8], node: Node) -> Piece {
    if let Some(parent) = node.parent()
        && grammar.list_separator(parent.kind()).is_some()
    {
        let mut cursor = parent.walk();
        let elements: Vec<Node> =
            parent.named_children(&mut cursor).filter(|c| !c.is_extra() && !grammar.is_comment(c.kind())).collect();
        if let Some(index) = elements.iter().position(|e| e.id() == node.id()) {
            let ranges: Vec<Range<usize>> = elements.iter().map(|e| e.byte_range()).collect();
            return list_deletions(&ranges, &[index]).remove(0);
        }
    }
    Piece::delete(with_line(text, node.byte_range()))
}

/// The ranges of a list node's elements: its named children, comments aside.
pub fn list_elements(grammar: &Grammar, list: Node) -> Vec<Range<usize>> {
    let mut cursor = list.walk();
    list.named_children(&mut cursor)
        .filter(|c| !c.is_extra() && !grammar.is_comment(c.kind()))
        .map(|c| c.byte_range())
        .collect()
}

/// Deletes elements `indices` (ascending) of a separated list whose elements span `elements`:
/// each maximal run goes with the separators after it, or before it when it ends the list.
pub fn list_deletions(elements: &[Range<usize>], indices: &[usize]) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < indices.len() {
        let first = indices[k];
        let mut last = first;
        while k + 1 < indices.len() && indices[k + 1] == last + 1 {
            k += 1;
            last += 1;
        }
        k += 1;
        let n = elements.len();
        let range = if last + 1 < n {
            elements[first].start..elements[last + 1].start
        } else if first > 0 {
            elements[first - 1].end..elements[last].end
        } else {
            elements[first].start..elements[last].end
        };
        out.push(Piece::delete(range));
    }
    out
}

/// Sorts pieces and merges overlapping or touching deletions (the same text, in fewer pieces);
/// a replacement that overlaps anything is dropped.
pub fn merge(mut pieces: Vec<Piece>) -> Vec<Piece> {
    pieces.sort_by_key(|p| (p.range.start, p.range.end));
    let mut out: Vec<Piece> = Vec::with_capacity(pieces.len());
    for p in pieces {
        match out.last_mut() {
            Some(q) if q.with.is_empty() && p.with.is_empty() && p.range.start <= q.range.end => {
                q.range.end = q.range.end.max(p.range.end);
            }
            Some(q) if p.range.start < q.range.end => {}
            _ => out.push(p),
        }
    }
    out
}
