//! `array-size` (clang_delta's reduce-array-size): an array dimension shrinks to the largest
//! constant index used in it plus one, and the initializer lists lose the elements past the new
//! size (clang_delta leaves them, which draws an "excess elements" warning). A dimension that
//! some use indexes with anything but a literal keeps its size.

use tree_sitter::Node;

use super::aggregate_to_scalar::{Array, arrays, elements, literal};
use super::scope::{Identifiers, identifiers, uses_in};
use super::splice::shrinks;
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;

const SUBSCRIPT: &str = "subscript_expression";
const NUMBER: &str = "number_literal";
const INIT_DECLARATOR: &str = "init_declarator";
const INITIALIZER_LIST: &str = "initializer_list";

/// What the uses say about one dimension.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Extent {
    /// No use indexes it.
    Unused,
    /// The largest literal index.
    Max(u64),
    /// Some use indexes it with something else.
    Unknown,
}

/// Folds one use's subscripts (as many as there are, up to the rank) into `extents`.
fn note_use(text: &[u8], name: Node, extents: &mut [Extent]) {
    let mut node = name;
    for extent in extents.iter_mut() {
        let Some(parent) = node.parent().filter(|p| p.kind() == SUBSCRIPT) else { return };
        if parent.child_by_field_name("argument").is_none_or(|a| a.id() != node.id()) {
            return;
        }
        let index = parent.child_by_field_name("index");
        let value = index.filter(|i| i.kind() == NUMBER).and_then(|i| literal(&text[i.byte_range()]));
        *extent = match (value, *extent) {
            (_, Extent::Unknown) | (None, _) => Extent::Unknown,
            (Some(v), Extent::Max(m)) => Extent::Max(m.max(v)),
            (Some(v), Extent::Unused) => Extent::Max(v),
        };
        node = parent;
    }
}

/// The pieces that cut every initializer list at `depth` and below to `sizes`.
fn trim(list: Node, depth: usize, sizes: &[Option<u64>], out: &mut Vec<Piece>) -> Option<()> {
    let elements = elements(list)?;
    let keep = match sizes.get(depth)? {
        Some(n) if (*n as usize) < elements.len() => {
            let n = *n as usize;
            out.push(Piece::delete(elements[n - 1].end_byte()..elements[elements.len() - 1].end_byte()));
            n
        }
        _ => elements.len(),
    };
    for e in elements[..keep].iter().filter(|e| e.kind() == INITIALIZER_LIST) {
        if depth + 1 < sizes.len() {
            trim(*e, depth + 1, sizes, out)?;
        }
    }
    Some(())
}

/// The edit that shrinks `array`'s dimensions, if any can shrink.
fn shrink(text: &[u8], identifiers: &Identifiers, array: &Array) -> Option<Vec<Piece>> {
    let declaration = array.declarator.parent()?;
    let name = &text[array.name.byte_range()];
    let uses = uses_in(identifiers.get(name)?, declaration.parent()?, declaration.end_byte(), array.name)?;
    let mut extents = vec![Extent::Unused; array.dimensions.len()];
    for u in uses {
        note_use(text, u, &mut extents);
    }
    let mut pieces = Vec::new();
    let mut sizes = Vec::new();
    // The declarator nests the last dimension outermost; uses subscript the first one first.
    for (dimension, extent) in array.dimensions.iter().rev().zip(&extents) {
        let size = dimension.child_by_field_name("size").filter(|s| s.kind() == NUMBER);
        let old = size.and_then(|s| literal(&text[s.byte_range()]));
        let new = match (extent, old) {
            (Extent::Max(m), Some(old)) if m + 1 < old => Some(m + 1),
            _ => None,
        };
        if let (Some(new), Some(size)) = (new, size) {
            pieces.push(Piece::replace(size.byte_range(), new.to_string().as_bytes()));
        }
        sizes.push(new);
    }
    if pieces.is_empty() {
        return None;
    }
    if array.declarator.kind() == INIT_DECLARATOR
        && let Some(value) = array.declarator.child_by_field_name("value").filter(|v| v.kind() == INITIALIZER_LIST)
    {
        trim(value, 0, &sizes, &mut pieces)?;
    }
    pieces.sort_by_key(|p| p.range.start);
    Some(pieces)
}

/// Every shrink `array-size` tries on `text`, the largest saving first.
pub fn shrinks_of(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let identifiers = identifiers(&tree, text);
    let mut out: Vec<Vec<Piece>> =
        arrays(&tree).iter().filter_map(|a| shrink(text, &identifiers, a)).filter(|p| shrinks(p)).collect();
    out.sort_by_key(|p| p.iter().map(|p| p.with.len() as isize - p.range.len() as isize).sum::<isize>());
    out
}

/// Shrinks array dimensions to the indices used.
pub const ARRAY_SIZE: Spec = Spec {
    name: "array-size",
    description: "C: shrink an array dimension to the largest constant index used, cutting its initializers",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_c_family),
    body: Body::Rewrite(shrinks_of),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::passes::testing::rewritten;

    fn edits(src: &str) -> Vec<String> {
        rewritten(Lang::C, src, shrinks_of)
    }

    #[test]
    fn dimensions_shrink_to_the_largest_index_and_initializers_follow() {
        let src = "int g[4][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {1, 1, 1}};\n\
                   int f(int i) { return g[i][1] + g[0][0]; }\n";
        assert_eq!(
            edits(src),
            ["int g[4][2] = {{1, 2}, {4, 5}, {7, 8}, {1, 1}};\nint f(int i) { return g[i][1] + g[0][0]; }\n"]
        );
        let src = "int g[9] = {1, 2, 3};\nint f(void) { h(g); return g[0][0]; }\n";
        assert_eq!(
            crate::passes::testing::reduced(Lang::C, src, &["array-size"], |c| c.contains("g[0][0]")),
            "int g[1] = {1};\nint f(void) { h(g); return g[0][0]; }\n"
        );
    }

    #[test]
    fn variable_or_missing_indices_keep_the_size() {
        assert!(edits("int g[4];\nint f(int i) { return g[i] + g[1]; }\n").is_empty());
        assert!(edits("int g[4];\nint f(void) { return h(g); }\n").is_empty());
        assert!(edits("int g[2] = {1, 2};\nint f(void) { return g[1]; }\n").is_empty());
    }
}
