//! C declarators: the identifier a declarator declares, the pointer and array levels wrapped
//! around it, and deleting one declarator from its declaration.

use tree_sitter::Node;

use crate::analysis::names::inside_wrappers;
use crate::analysis::removal::{list_deletions, removal};
use crate::edits::Piece;
use crate::syntax::grammar::Grammar;

const IDENTIFIER: &str = "identifier";
const INIT_DECLARATOR: &str = "init_declarator";
const POINTER_DECLARATOR: &str = "pointer_declarator";
const ARRAY_DECLARATOR: &str = "array_declarator";
/// `(f)` in `int (f)(void)`: preprocessed csmith declares every `safe_*` function this way.
const PARENTHESIZED: &str = "parenthesized_declarator";

/// `node`, or the declarator it wraps in parentheses (at any depth).
pub fn through_parentheses(node: Node) -> Node {
    inside_wrappers(node, |kind| kind == PARENTHESIZED)
}

/// One level of a variable's declarator, outermost first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// `*` (with its qualifiers).
    Pointer,
    /// `[size]`.
    Array,
}

/// The levels of a variable declarator (`*a[2]` is a pointer around an array, outermost first;
/// an `init_declarator` counts as its declarator) and the node of each level, with the declared
/// identifier; `None` for functions and anything but plain pointers and arrays.
pub fn levels(declarator: Node) -> Option<(Vec<(Level, Node)>, Node)> {
    let mut node = through_parentheses(declarator);
    if node.kind() == INIT_DECLARATOR {
        node = through_parentheses(node.child_by_field_name("declarator")?);
    }
    let mut out = Vec::new();
    loop {
        let level = match node.kind() {
            IDENTIFIER => return Some((out, node)),
            POINTER_DECLARATOR => Level::Pointer,
            ARRAY_DECLARATOR => Level::Array,
            _ => return None,
        };
        out.push((level, node));
        node = through_parentheses(node.child_by_field_name("declarator")?);
    }
}

/// The piece that deletes a declarator (a prototype's, a variable's) from its declaration: the
/// whole declaration when it declares nothing else, else the declarator with one comma.
pub fn declarator_removal(grammar: &Grammar, text: &[u8], declarator: Node) -> Piece {
    let Some(declaration) = declarator.parent() else { return removal(grammar, text, declarator) };
    let mut cursor = declaration.walk();
    if declaration.children_by_field_name("declarator", &mut cursor).count() == 1 {
        removal(grammar, text, declaration)
    } else {
        let mut cursor = declaration.walk();
        let siblings: Vec<_> =
            declaration.children_by_field_name("declarator", &mut cursor).map(|d| d.byte_range()).collect();
        let index = siblings.iter().position(|r| *r == declarator.byte_range()).unwrap_or(0);
        list_deletions(&siblings, &[index]).remove(0)
    }
}
