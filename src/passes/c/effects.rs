//! Which C expressions may change something when evaluated: what a rewrite must keep when it
//! takes an expression out of its context (`if ((x = y))` keeps `(x = y);`).

use tree_sitter::Node;

/// The tree-sitter-c kinds of expressions with effects: assignments (also compound ones),
/// `++`/`--` and calls.
const EFFECTS: [&str; 3] = ["assignment_expression", "update_expression", "call_expression"];

/// True when evaluating `node` may change something: it is or holds an assignment, an update
/// or a call.
pub fn has_effects(node: Node) -> bool {
    if EFFECTS.contains(&node.kind()) {
        return true;
    }
    let mut cursor = node.walk();
    node.named_children(&mut cursor).any(has_effects)
}
