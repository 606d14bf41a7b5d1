//! `hoist`: replace a node by one of its own descendants of a compatible kind (an expression by a
//! sub-expression, a statement by a nested statement, a call by one of its arguments), or of a
//! kind the node's place in its parent allows (`int *p = 0` by `int *p`: an `init_declarator` by
//! its declarator; `a, b;` by `b;`), largest reductions first.

use std::collections::VecDeque;
use std::ops::Range;

use tree_sitter::{Node, Tree};

use super::Context;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::stop::Stop;
use crate::syntax::chains::interior;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;

/// How many named levels below a node its hoistable descendants may be (transparent wrappers
/// such as `(e)` do not count).
const MAX_DEPTH: usize = 4;

/// How many descendants one node may be replaced by, nearest first: keeps the candidate count
/// linear in the file when wrappers nest deep; farther ones come within reach after a hoist.
const MAX_PER_NODE: usize = 24;

/// How many descendants of one node are looked at: a chain of transparent wrappers can be
/// thousands of nodes deep.
const MAX_VISITED: usize = 256;

/// Where a node stands: its parent's kind and its field there (None for unnamed children).
#[derive(Clone, Copy)]
struct Place<'t> {
    parent: &'t str,
    field: Option<&'t str>,
}

/// Every (outer, inner) pair where `inner` may replace `outer`, largest saving first.
pub fn hoists(grammar: &Grammar, tree: &Tree) -> Vec<(Range<usize>, Range<usize>)> {
    let mut out = Vec::new();
    let inside = interior(tree);
    let mut cursor = tree.walk();
    // The kinds of the nodes above the cursor (`Node::parent` walks down from the root, which
    // would make deep trees quadratic).
    let mut parents: Vec<&str> = Vec::new();
    loop {
        let node = cursor.node();
        if let Some(&parent) = parents.last()
            && !node.is_extra()
            && !inside.contains(&node.id())
        {
            descendants(grammar, node, Place { parent, field: cursor.field_name() }, &mut out);
        }
        if cursor.goto_first_child() {
            parents.push(node.kind());
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                out.sort_by_key(|(o, i)| (std::cmp::Reverse(o.len() - i.len()), o.start, i.start));
                return out;
            }
            parents.pop();
        }
    }
}

/// A descendant on the way down from the node being replaced.
struct Below<'t> {
    node: Node<'t>,
    /// Named levels below the outer node, transparent wrappers aside.
    depth: usize,
    /// Reached through named fields and transparent wrappers only: a part of the outer node
    /// (`int *p` of `int *p = 0`), not an element of a list in it (`1` of `{1, 2}`, which no
    /// array may be initialized with).
    by_fields: bool,
}

/// True when `inner` may stand where `outer` stands at `place`: a compatible kind, or a part
/// of it that the place allows. The place rule does not apply among statements: there the shared
/// supertype already says which kinds fit, and the place's list (any top-level item) would offer
/// a function's statements in its place.
fn may_replace(grammar: &Grammar, outer: Node, place: Place, inner: &Below) -> bool {
    let kind = inner.node.kind();
    grammar.compatible(outer.kind(), kind)
        || (inner.by_fields && !grammar.is_block(place.parent) && grammar.fits(place.parent, place.field, kind))
}

/// The descendants that may replace `outer`, nearest first, at most [`MAX_PER_NODE`] of the first
/// [`MAX_VISITED`].
fn descendants(grammar: &Grammar, outer: Node, place: Place, out: &mut Vec<(Range<usize>, Range<usize>)>) {
    let mut found = 0;
    let mut visited = 0;
    // A wrapper counts the wrappers under it as levels: in `((((x))))` the outermost reaching
    // `x` makes every inner pair redundant.
    let looks_through = !grammar.is_transparent(outer.kind());
    let mut queue = VecDeque::from([Below { node: outer, depth: 0, by_fields: true }]);
    while let Some(above) = queue.pop_front() {
        let mut cursor = above.node.walk();
        let mut more = cursor.goto_first_child();
        while more {
            let (child, field) = (cursor.node(), cursor.field_name());
            more = cursor.goto_next_sibling();
            if !child.is_named() || child.is_extra() || child.byte_range().len() >= outer.byte_range().len() {
                continue;
            }
            visited += 1;
            if visited > MAX_VISITED {
                return;
            }
            let through = grammar.is_transparent(above.node.kind()) && above.node.id() != outer.id();
            let below = Below {
                node: child,
                depth: if looks_through && grammar.is_transparent(child.kind()) {
                    above.depth
                } else {
                    above.depth + 1
                },
                by_fields: above.by_fields && (field.is_some() || through),
            };
            if may_replace(grammar, outer, place, &below) {
                out.push((outer.byte_range(), child.byte_range()));
                found += 1;
                if found == MAX_PER_NODE {
                    return;
                }
            }
            if below.depth < MAX_DEPTH {
                queue.push_back(below);
            }
        }
    }
}

/// Replaces nodes by compatible descendants.
pub const HOIST: Spec = Spec {
    name: "hoist",
    description: "replace a node by a compatible descendant (expression by sub-expression, statement by inner statement, declarator for an initialized one)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Any,
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    let Some(grammar) = cx.grammar() else { return Ok(()) };
    super::try_in_order(
        cx,
        |best| hoists(grammar, &tree_of(grammar.lang, best)),
        |best, (outer, inner)| {
            let mut c = Vec::with_capacity(best.len());
            c.extend_from_slice(&best[..outer.start]);
            c.extend_from_slice(&best[inner.clone()]);
            c.extend_from_slice(&best[outer.end..]);
            c
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;
    use crate::syntax::parse::parse;

    fn pairs(text: &str) -> Vec<(String, String)> {
        let tree = parse(Lang::C, text.as_bytes(), None);
        hoists(Grammar::get(Lang::C), &tree)
            .into_iter()
            .map(|(o, i)| (text[o].to_string(), text[i].to_string()))
            .collect()
    }

    #[test]
    fn offers_sub_expressions_and_inner_statements_largest_first() {
        let text = b"int f(int a) { if (a) { return g(a + 1); } return 0; }";
        let g = Grammar::get(Lang::C);
        let tree = parse(Lang::C, text, None);
        let pairs = hoists(g, &tree);
        let shown = super::tests::pairs(std::str::from_utf8(text).unwrap());
        let has = |o: &str, i: &str| shown.iter().any(|(a, b)| a == o && b == i);
        assert!(has("if (a) { return g(a + 1); }", "{ return g(a + 1); }"), "{shown:?}");
        assert!(has("g(a + 1)", "a + 1"), "{shown:?}");
        assert!(has("a + 1", "a"), "{shown:?}");
        let savings: Vec<usize> = pairs.iter().map(|(o, i)| o.len() - i.len()).collect();
        assert!(savings.windows(2).all(|w| w[0] >= w[1]), "not largest first: {savings:?}");
    }

    #[test]
    fn a_place_takes_any_descendant_it_allows() {
        let shown = pairs("static int (*g_1) = 0; void f(void) { g_1, g(); }");
        let has = |o: &str, i: &str| shown.iter().any(|(a, b)| a == o && b == i);
        assert!(has("(*g_1) = 0", "(*g_1)"), "init_declarator by its declarator: {shown:?}");
        assert!(has("(*g_1) = 0", "*g_1"), "through the parenthesized declarator: {shown:?}");
        assert!(has("(*g_1)", "*g_1"), "parenthesized declarator by the inner one: {shown:?}");
        assert!(has("g_1, g()", "g()"), "a comma expression statement by its right: {shown:?}");
        assert!(!has("(*g_1) = 0", "0"), "a number is no declarator: {shown:?}");
        let top = pairs("void f(void) { g(); }");
        assert!(!top.iter().any(|(o, _)| o.starts_with("void f")), "a function is not a statement: {top:?}");
    }

    #[test]
    fn wrappers_do_not_count_as_levels_and_each_node_has_a_bounded_number() {
        let deep = "int x = a + ((int)((((short)(b + c)))));";
        assert!(pairs(deep).iter().any(|(o, i)| o.starts_with("a + ") && i == "b"), "{:?}", pairs(deep));
        let wide = format!("int x = f({});", vec!["g(1)"; 40].join(", "));
        let from_call = pairs(&wide).iter().filter(|(o, _)| o.starts_with("f(")).count();
        assert_eq!(from_call, MAX_PER_NODE);
    }

    #[test]
    fn drops_an_initializer_through_the_declarator_place() {
        let src = "int g_1;\nint *g_2 = &g_1;\nint main(void) { return g_2 != 0; }\n";
        let keep = |c: &str| c.contains("*g_2") && c.ends_with("(void) { return g_2 != 0; }\n");
        let out = crate::passes::testing::reduced(Lang::C, src, &["hoist"], keep);
        assert_eq!(out, "int g_1;\nint *g_2;\nint main(void) { return g_2 != 0; }\n");
    }
}
