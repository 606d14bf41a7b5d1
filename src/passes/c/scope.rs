//! Where a C file declares names: a function's locals and parameters, the file's globals, and
//! the function a node lies in. Enough to tell whether an expression moved to another function
//! still means the same thing (it names only globals and literals).

use std::collections::HashSet;

use tree_sitter::{Node, Tree};

use crate::syntax::grammar::Grammar;
use crate::syntax::names::declared_names;

const DEFINITION: &str = "function_definition";
const DECLARATION: &str = "declaration";
const PARAMETER: &str = "parameter_declaration";
const IDENTIFIER: &str = "identifier";

/// Every name declared inside `node` by a declaration or a parameter declaration: a function's
/// locals and parameters when `node` is its definition.
pub fn locals<'t>(grammar: &Grammar, text: &'t [u8], node: Node) -> Vec<&'t [u8]> {
    let mut out = Vec::new();
    let mut cursor = node.walk();
    let mut stack = vec![node];
    while let Some(node) = stack.pop() {
        if matches!(node.kind(), DECLARATION | PARAMETER) {
            out.extend(declared_names(grammar, node).iter().map(|n| &text[n.byte_range()]));
        }
        stack.extend(node.named_children(&mut cursor));
    }
    out
}

/// The function definition `node` lies in, if any.
pub fn enclosing_definition(node: Node) -> Option<Node> {
    let mut node = node.parent()?;
    while node.kind() != DEFINITION {
        node = node.parent()?;
    }
    Some(node)
}

/// Every name a top-level declaration or definition of the file declares.
pub fn globals<'t>(grammar: &Grammar, tree: &Tree, text: &'t [u8]) -> HashSet<&'t [u8]> {
    let root = tree.root_node();
    let mut cursor = root.walk();
    root.named_children(&mut cursor)
        .filter(|d| grammar.is_declaration(d.kind()))
        .flat_map(|d| declared_names(grammar, d))
        .map(|n| &text[n.byte_range()])
        .collect()
}

/// True when every identifier in `expression` is a global that `shadowing` (names declared
/// where the expression stands) does not hide: the expression means the same anywhere.
pub fn names_only_globals(text: &[u8], expression: Node, globals: &HashSet<&[u8]>, shadowing: &[&[u8]]) -> bool {
    let mut stack = vec![expression];
    let mut cursor = expression.walk();
    while let Some(node) = stack.pop() {
        if node.kind() == IDENTIFIER {
            let name = &text[node.byte_range()];
            if !globals.contains(name) || shadowing.contains(&name) {
                return false;
            }
        }
        stack.extend(node.named_children(&mut cursor));
    }
    true
}
