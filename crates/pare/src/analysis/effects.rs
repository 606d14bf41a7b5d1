//! Which expressions may change something when evaluated: what a rewrite must keep when it
//! takes an expression out of its context (`if ((x = y))` keeps `(x = y);`). The kinds come from
//! the table's `effects`, so the passes that keep effects (`unwrap`, the C rewrites) name none.

use tree_sitter::Node;

use crate::syntax::grammar::Grammar;

/// True when evaluating `node` may change something: it is or holds a kind the table lists in
/// `effects` (C: an assignment, an update or a call).
pub fn has_effects(grammar: &Grammar, node: Node) -> bool {
    if grammar.is_effect(node.kind()) {
        return true;
    }
    let mut cursor = node.walk();
    node.named_children(&mut cursor).any(|child| has_effects(grammar, child))
}
