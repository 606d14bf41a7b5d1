//! `substitute`: replace a node by the smallest node of the same kind found elsewhere in the file
//! (as Shrink Ray does: two different expressions often can become the same one), or by its
//! kind's stand-in from `grammars/`; largest savings first.

use std::collections::HashMap;
use std::ops::Range;

use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec, every_grammar};
use crate::passes::{Filtering, Tier};
use crate::shortlex;
use crate::syntax::chains::interior;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

/// Every (node, smaller replacement) pair in `text`, largest saving first.
pub fn substitutions(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let (root, inside) = (tree.root_node().id(), interior(&tree));
    let mut nodes: Vec<(&str, Range<usize>)> = Vec::new();
    let mut smallest: HashMap<&str, &[u8]> = HashMap::new();
    preorder(&tree, |node| {
        let usable = node.is_named() && !node.is_extra() && !node.has_error() && node.id() != root;
        let usable = usable && !inside.contains(&node.id());
        if usable {
            let kind = node.kind();
            let own = &text[node.byte_range()];
            let entry = smallest.entry(kind).or_insert(own);
            if shortlex::is_better(own, entry) {
                *entry = own;
            }
            nodes.push((kind, node.byte_range()));
        }
        true
    });
    let mut out: Vec<(usize, Vec<Piece>)> = Vec::new();
    for (kind, range) in nodes {
        let own = &text[range.clone()];
        let standin = grammar.standin(kind).map(str::as_bytes);
        for replacement in [standin, Some(smallest[kind])].into_iter().flatten() {
            if shortlex::is_better(replacement, own)
                && out.last().is_none_or(|(_, p)| p[0].range != range || *p[0].with != *replacement)
            {
                out.push((own.len() - replacement.len(), vec![Piece::replace(range.clone(), replacement)]));
            }
        }
    }
    out.sort_by_key(|(saving, pieces)| (std::cmp::Reverse(*saving), pieces[0].range.start));
    out.into_iter().map(|(_, pieces)| pieces).collect()
}

/// Replaces nodes by smaller ones of the same kind.
pub const SUBSTITUTE: Spec = Spec {
    name: "substitute",
    description: "replace a node by the smallest node of the same kind in the file, or by its stand-in",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(every_grammar),
    body: Body::Rewrite(substitutions),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use crate::syntax::language::Lang;

    #[test]
    fn offers_the_smallest_node_of_the_same_kind() {
        let src = "int f() { g(aa + bb); return h(c); }";
        let all: Vec<String> = substitutions(Grammar::get(Lang::C), src.as_bytes())
            .iter()
            .map(|p| String::from_utf8_lossy(&apply(src.as_bytes(), p)).into_owned())
            .collect();
        // The call `g(aa + bb)` becomes the smaller call `h(c)` or the stand-in `0`; the binary
        // expression its stand-in; identifiers the smallest identifier `c`.
        assert!(all.contains(&"int f() { h(c); return h(c); }".to_string()), "{all:?}");
        assert!(all.contains(&"int f() { 0; return h(c); }".to_string()), "{all:?}");
        assert!(all.contains(&"int f() { g(0); return h(c); }".to_string()), "{all:?}");
        assert!(all.contains(&"int f() { g(c + bb); return h(c); }".to_string()), "{all:?}");
        assert!(all.iter().all(|c| c.len() <= src.len()));
    }
}
