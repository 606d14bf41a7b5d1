//! Where a C file declares and uses names: a function's locals and parameters, the file's
//! globals, the function a node lies in, the uses of a variable in its scope: enough to tell
//! whether an expression moved elsewhere still means the same thing, and which identifiers a
//! rewrite of a variable must fix up.

use std::collections::{HashMap, HashSet};

use tree_sitter::{Node, Tree};

use crate::analysis::names::declared_names;
use crate::syntax::grammar::Grammar;
use crate::syntax::walk::preorder;

const DEFINITION: &str = "function_definition";
const DECLARATION: &str = "declaration";
const PARAMETER: &str = "parameter_declaration";
const IDENTIFIER: &str = "identifier";
const PARENTHESIZED: &str = "parenthesized_expression";

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

/// Every `identifier` node of a file, by its text.
pub type Identifiers<'t> = HashMap<&'t [u8], Vec<Node<'t>>>;

/// Every `identifier` node of `tree`, by its text, in document order.
pub fn identifiers<'t>(tree: &'t Tree, text: &'t [u8]) -> Identifiers<'t> {
    let mut out: Identifiers = HashMap::new();
    preorder(tree, |node| {
        if node.kind() == IDENTIFIER {
            out.entry(&text[node.byte_range()]).or_default().push(node);
        }
        true
    });
    out
}

/// The uses of `name` (declared by the identifier `declared`) in `scope` from `from` on;
/// `None` when something else in `scope` declares the same name.
pub fn uses_in<'t>(identifiers: &[Node<'t>], scope: Node, from: usize, declared: Node) -> Option<Vec<Node<'t>>> {
    let mut uses = Vec::new();
    for n in identifiers {
        if n.id() == declared.id() || n.start_byte() < scope.start_byte() || n.end_byte() > scope.end_byte() {
            continue;
        }
        if n.parent().is_some_and(|p| declares_name(p, *n)) {
            return None;
        }
        if n.start_byte() >= from {
            uses.push(*n);
        }
    }
    Some(uses)
}

/// True when `identifier` is the name a declarator or declaration (`parent`) declares.
fn declares_name(parent: Node, identifier: Node) -> bool {
    parent.kind().ends_with("declarator")
        || (matches!(parent.kind(), DECLARATION | PARAMETER)
            && parent.child_by_field_name("declarator").is_some_and(|d| d.id() == identifier.id()))
}

/// `node`'s outermost enclosing parentheses (`node` itself when there are none).
pub fn outside_parentheses(node: Node) -> Node {
    let mut node = node;
    while let Some(p) = node.parent().filter(|p| p.kind() == PARENTHESIZED) {
        node = p;
    }
    node
}
