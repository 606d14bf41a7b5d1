//! `hoist`: replace a node by one of its own descendants of a compatible kind (an expression by a
//! sub-expression, a statement by a nested statement, a call by one of its arguments), largest
//! reductions first.

use std::ops::Range;

use tree_sitter::{Node, Tree};

use super::Context;
use super::Pass;
use crate::stop::Stop;
use crate::syntax::chains::interior;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::parse;

/// How many named levels below a node its hoistable descendants may be.
const MAX_DEPTH: usize = 4;

/// Replaces nodes by compatible descendants.
pub struct Hoist;

/// Every (outer, inner) pair where `inner` may replace `outer`, largest saving first.
pub fn hoists(grammar: &Grammar, tree: &Tree) -> Vec<(Range<usize>, Range<usize>)> {
    let mut out = Vec::new();
    let inside = interior(tree);
    let mut stack = vec![tree.root_node()];
    while let Some(node) = stack.pop() {
        let mut cursor = node.walk();
        let children: Vec<Node> = node.named_children(&mut cursor).collect();
        if node.id() != tree.root_node().id() && !node.is_extra() && !inside.contains(&node.id()) {
            descendants(grammar, node, node, 1, &mut out);
        }
        stack.extend(children);
    }
    out.sort_by_key(|(o, i)| (std::cmp::Reverse(o.len() - i.len()), o.start, i.start));
    out
}

fn descendants(grammar: &Grammar, outer: Node, node: Node, depth: usize, out: &mut Vec<(Range<usize>, Range<usize>)>) {
    if depth > MAX_DEPTH {
        return;
    }
    let mut cursor = node.walk();
    for child in node.named_children(&mut cursor) {
        if child.is_extra() || child.byte_range().len() >= outer.byte_range().len() {
            continue;
        }
        if grammar.compatible(outer.kind(), child.kind()) {
            out.push((outer.byte_range(), child.byte_range()));
        }
        descendants(grammar, outer, child, depth + 1, out);
    }
}

impl Pass for Hoist {
    fn name(&self) -> &'static str {
        "hoist"
    }
    fn description(&self) -> &'static str {
        "replace a node by a compatible descendant (expression by sub-expression, statement by inner statement)"
    }
    fn tier(&self) -> super::Tier {
        super::Tier::Expensive
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let Some(grammar) = cx.grammar() else { return Ok(()) };
        super::try_in_order(
            cx,
            |best| hoists(grammar, &parse(grammar.lang, best, None)),
            |best, (outer, inner)| {
                let mut c = Vec::with_capacity(best.len());
                c.extend_from_slice(&best[..outer.start]);
                c.extend_from_slice(&best[inner.clone()]);
                c.extend_from_slice(&best[outer.end..]);
                c
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;

    #[test]
    fn offers_sub_expressions_and_inner_statements_largest_first() {
        let text = b"int f(int a) { if (a) { return g(a + 1); } return 0; }";
        let g = Grammar::get(Lang::C);
        let tree = parse(Lang::C, text, None);
        let pairs = hoists(g, &tree);
        let shown: Vec<(String, String)> = pairs
            .iter()
            .map(|(o, i)| {
                (String::from_utf8_lossy(&text[o.clone()]).into(), String::from_utf8_lossy(&text[i.clone()]).into())
            })
            .collect();
        let has = |o: &str, i: &str| shown.iter().any(|(a, b)| a == o && b == i);
        assert!(has("if (a) { return g(a + 1); }", "{ return g(a + 1); }"), "{shown:?}");
        assert!(has("g(a + 1)", "a + 1"), "{shown:?}");
        assert!(has("a + 1", "a"), "{shown:?}");
        let savings: Vec<usize> = pairs.iter().map(|(o, i)| o.len() - i.len()).collect();
        assert!(savings.windows(2).all(|w| w[0] >= w[1]), "not largest first: {savings:?}");
    }
}
