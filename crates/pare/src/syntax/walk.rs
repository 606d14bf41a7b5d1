//! Walking a tree in document order without recursion (deep trees must not overflow the stack).

use tree_sitter::{Node, Tree};

/// Visits `tree`'s nodes in document order; `visit` returns whether to descend into the node.
pub fn preorder<'t>(tree: &'t Tree, visit: impl FnMut(Node<'t>) -> bool) {
    preorder_under(tree.root_node(), visit);
}

/// [`preorder`] over `node` and the nodes under it.
pub fn preorder_under<'t>(node: Node<'t>, mut visit: impl FnMut(Node<'t>) -> bool) {
    let mut cursor = node.walk();
    loop {
        if visit(cursor.node()) && cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                return;
            }
        }
    }
}
