//! Replacements of nodes that may contain one another, built from the inside out, and the small
//! text helpers the C rewrites share (parenthesizing, whether an edit shrinks the file).
//!
//! csmith nests the calls a rewrite replaces (`safe_add(safe_mul(a, b), c)`), so an edit that
//! replaces all of them at once cannot be a list of disjoint pieces of the original text: each
//! replacement is built from its arguments' text with the inner replacements already made.

use std::collections::BTreeMap;
use std::ops::Range;

use tree_sitter::Node;

use crate::edits::Piece;

/// Replacements collected inner ones first: each later one may contain earlier ones, whose text
/// it builds on through [`Nested::render`].
pub struct Nested<'a> {
    text: &'a [u8],
    /// start → (end, new text) of every replacement not inside a later one.
    outer: BTreeMap<usize, (usize, Vec<u8>)>,
}

impl<'a> Nested<'a> {
    /// No replacements yet in `text`.
    pub fn new(text: &'a [u8]) -> Nested<'a> {
        Nested { text, outer: BTreeMap::new() }
    }

    /// The text of `range` with every replacement made so far inside it.
    pub fn render(&self, range: Range<usize>) -> Vec<u8> {
        let mut out = Vec::with_capacity(range.len());
        let mut at = range.start;
        for (&start, (end, with)) in self.outer.range(range.start..range.end) {
            if *end <= range.end {
                out.extend_from_slice(&self.text[at..start]);
                out.extend_from_slice(with);
                at = *end;
            }
        }
        out.extend_from_slice(&self.text[at..range.end]);
        out
    }

    /// True when `range` holds a replacement or lies inside one (for the tests).
    #[cfg(test)]
    fn touches(&self, range: &Range<usize>) -> bool {
        let before = self.outer.range(..range.end).next_back();
        before.is_some_and(|(_, (end, _))| *end > range.start)
    }

    /// Replaces `range` by `with`, which must already hold the rendered text of every
    /// replacement inside `range`.
    pub fn replace(&mut self, range: Range<usize>, with: Vec<u8>) {
        let inner: Vec<usize> = self.outer.range(range.start..range.end).map(|(s, _)| *s).collect();
        for s in inner {
            self.outer.remove(&s);
        }
        self.outer.insert(range.start, (range.end, with));
    }

    /// The replacements as sorted, disjoint pieces.
    pub fn pieces(self) -> Vec<Piece> {
        self.outer.into_iter().map(|(start, (end, with))| Piece::replace(start..end, &with)).collect()
    }
}

/// Expression kinds that bind tighter than any operator, so they can replace an operand as they
/// are: names, literals, parentheses and postfix expressions.
const PRIMARY: [&str; 10] = [
    "identifier",
    "number_literal",
    "char_literal",
    "string_literal",
    "parenthesized_expression",
    "call_expression",
    "subscript_expression",
    "field_expression",
    "true",
    "false",
];

/// True when a node of `kind` may stand for an operand without parentheses.
pub fn is_primary(kind: &str) -> bool {
    PRIMARY.contains(&kind)
}

/// `text` as an operand: as it is when `node`, the expression it renders, is primary, else in
/// parentheses.
pub fn operand(node: Node, text: Vec<u8>) -> Vec<u8> {
    if is_primary(node.kind()) { text } else { [&b"("[..], &text, b")"].concat() }
}

/// True when applying `pieces` does not make the text longer (pare only accepts smaller texts).
pub fn shrinks(pieces: &[Piece]) -> bool {
    pieces.iter().map(|p| p.with.len() as isize - p.range.len() as isize).sum::<isize>() <= 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;

    #[test]
    fn inner_replacements_show_in_outer_ones() {
        let text = b"f(g(a), h(b))";
        let mut n = Nested::new(text);
        n.replace(2..6, b"A".to_vec());
        assert!(n.touches(&(3..4)) && !n.touches(&(7..8)));
        n.replace(8..12, b"B".to_vec());
        assert_eq!(n.render(0..13), b"f(A, B)");
        let outer = [b"<".as_slice(), &n.render(2..12), b">"].concat();
        n.replace(0..13, outer);
        let pieces = n.pieces();
        assert_eq!(pieces.len(), 1);
        assert_eq!(apply(text, &pieces), b"<A, B>");
    }
}
