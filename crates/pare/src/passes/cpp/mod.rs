//! Rewrites for C++ in the manner of C-Reduce's clang_delta: each removes a C++ construct that
//! plain deletion cannot take apart because the pieces must go together (a template parameter
//! with its argument at every use, a base class with its initializer in the constructors, a
//! function's body with the constructor's initializer list, `class` with its access labels).
//! They name tree-sitter-cpp's kinds and run only on grammars whose table says `family = "c++"`.
//!
//! Like the C rewrites, names are matched by text (no resolver); a wrong guess costs one
//! rejected candidate, and pare only accepts smaller texts.

pub mod base_class;
pub mod class_to_struct;
pub mod function_bodies;
pub mod template_params;
pub mod typename;

use tree_sitter::Node;

/// The children of `node` of `kind` (named or not), in order.
fn children_of_kind<'t>(node: Node<'t>, kind: &str) -> Vec<Node<'t>> {
    let mut cursor = node.walk();
    node.children(&mut cursor).filter(|c| c.kind() == kind).collect()
}

/// The range of `range` widened over the spaces and tabs after it, so that a deleted keyword
/// does not leave a double space (`public B` to `B`).
fn with_spaces_after(text: &[u8], range: std::ops::Range<usize>) -> std::ops::Range<usize> {
    let end = range.end + text[range.end..].iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    range.start..end
}
