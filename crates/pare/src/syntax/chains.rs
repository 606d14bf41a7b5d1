//! Chains of nested nodes of one kind: `((((x))))`, `{ { { } } }`, `- - - x`.
//!
//! A node *wraps* the nearest node of its own kind below it when everything between them is a
//! spine of nodes with exactly one named child each: `(` `(x)` `)` wraps `(x)`; `-(-x)` wraps
//! `-x` through the parentheses. Removing one link of such a chain (the wrapper's text around
//! the wrapped node) keeps the text's shape, so a chain's links are a list that adaptive
//! deletion can cut whole runs from at once: a few dozen calls take a thousand levels off a
//! compiler crash that needs only its last few hundred. They also matter for HDD, which would
//! otherwise spend one level, and one call, on every link of the chain.

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use tree_sitter::{Node, Tree};

/// The node of `node`'s kind that `node` wraps, if any (see the module doc).
pub fn wrapped(node: Node) -> Option<Node> {
    spine(node).and_then(|path| path.last().copied())
}

/// The nodes from `node`'s child down to the node of its kind it wraps, if it wraps one: the
/// nodes inside the link. (Walks down, never up: `Node::parent` costs the node's depth.)
pub fn spine(node: Node) -> Option<Vec<Node>> {
    let mut path = Vec::new();
    let mut current = node;
    loop {
        let mut cursor = current.walk();
        let mut named = current.named_children(&mut cursor).filter(|c| !c.is_extra());
        let (Some(only), None) = (named.next(), named.next()) else { return None };
        path.push(only);
        if only.kind_id() == node.kind_id() {
            return Some(path);
        }
        current = only;
    }
}

/// The ids of the nodes inside the links of chains: every node a wrapper wraps, and the spine
/// between them. Passes that try something on every node skip these: a chain thousands of levels
/// deep would otherwise cost thousands of calls that each remove one level (which `nesting` does
/// in runs), or undo the nesting the bug needs.
pub fn interior(tree: &Tree) -> HashSet<usize> {
    let mut inside = HashSet::new();
    super::walk::preorder(tree, |node| {
        if let Some(path) = spine(node) {
            inside.extend(path.iter().map(Node::id));
        }
        true
    });
    inside
}

/// One link of a chain: the wrapper's text before and after the node it wraps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// From the wrapper's start to the wrapped node's start.
    pub before: Range<usize>,
    /// From the wrapped node's end to the wrapper's end.
    pub after: Range<usize>,
}

/// Every chain of `tree` with at least `min_links` links, in document order; each chain's links
/// from the outermost in. Walks the tree without recursion: chains can be tens of thousands of
/// levels deep.
pub fn chains(tree: &Tree, min_links: usize) -> Vec<Vec<Link>> {
    // The wrapper of every wrapped node, by node id.
    let mut wrapper_of: HashMap<usize, usize> = HashMap::new();
    let mut links: HashMap<usize, (Link, usize)> = HashMap::new();
    let mut heads: Vec<usize> = Vec::new();
    super::walk::preorder(tree, |node| {
        if let Some(inner) = wrapped(node) {
            let link = Link { before: node.start_byte()..inner.start_byte(), after: inner.end_byte()..node.end_byte() };
            links.insert(node.id(), (link, inner.id()));
            wrapper_of.insert(inner.id(), node.id());
            if !wrapper_of.contains_key(&node.id()) {
                heads.push(node.id());
            }
        }
        true
    });
    let mut out = Vec::new();
    for head in heads {
        let mut chain = Vec::new();
        let mut at = head;
        while let Some((link, next)) = links.remove(&at) {
            chain.push(link);
            at = next;
        }
        if chain.len() >= min_links {
            out.push(chain);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;
    use crate::syntax::parse::parse;

    fn texts(source: &str, min_links: usize) -> Vec<Vec<(String, String)>> {
        let tree = parse(Lang::C, source.as_bytes(), None);
        let piece = |r: &Range<usize>| source[r.clone()].to_string();
        chains(&tree, min_links)
            .iter()
            .map(|chain| chain.iter().map(|l| (piece(&l.before), piece(&l.after))).collect())
            .collect()
    }

    #[test]
    fn nested_parentheses_are_one_chain_outermost_first() {
        let found = texts("int x = (((y)));", 1);
        assert_eq!(found, vec![vec![("(".to_string(), ")".to_string()), ("(".to_string(), ")".to_string())]]);
    }

    #[test]
    fn a_wrapper_may_reach_its_kind_through_a_spine() {
        // unary `-` wraps unary `-` through the parentheses, and the parentheses wrap theirs
        // through the `-`.
        let found = texts("int x = -(-(-y));", 1);
        let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
        assert_eq!(found, vec![vec![pair("-(", ")"), pair("-(", ")")], vec![pair("(-", ")")]]);
    }

    #[test]
    fn a_block_with_other_statements_does_not_wrap() {
        let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
        // The body wraps the block, which holds two statements and wraps nothing.
        assert_eq!(texts("void f(void) { { { g(); } h(); } }", 1), vec![vec![pair("{ ", " }")]]);
        assert_eq!(texts("void f(void) { { { g(); } } }", 1)[0].len(), 2);
    }

    /// Tens of thousands of levels: no recursion, one chain.
    #[test]
    fn deep_chains_do_not_overflow_the_stack() {
        let depth = 30_000;
        let source = format!("int x = {}y{};", "(".repeat(depth), ")".repeat(depth));
        let tree = parse(Lang::C, source.as_bytes(), None);
        let found = chains(&tree, 2);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].len(), depth - 1);
    }
}
