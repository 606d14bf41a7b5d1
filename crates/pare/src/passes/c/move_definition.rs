//! `move-definition` (C-Vise's move-definition-to-declaration, C-Reduce's move-function-body):
//! a function's definition takes the place of its first prototype, and the prototypes go. csmith
//! declares every function up front and calls functions before defining them, so no prototype
//! can simply be deleted while such a call remains; moving the definition up removes them all
//! in one edit.

use tree_sitter::Node;

use super::declarator::declarator_removal;
use super::functions::{Function, functions};
use crate::analysis::removal::{merge, removal};
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;

const TRANSLATION_UNIT: &str = "translation_unit";
const IDENTIFIER: &str = "identifier";

/// True when `name` occurs as an identifier before `end` outside the prototypes.
fn used_before(text: &[u8], root: Node, name: &[u8], end: usize, prototypes: &[Node]) -> bool {
    let mut stack = vec![root];
    let mut cursor = root.walk();
    while let Some(node) = stack.pop() {
        if node.start_byte() >= end || prototypes.iter().any(|p| p.id() == node.id()) {
            continue;
        }
        if node.kind() == IDENTIFIER && &text[node.byte_range()] == name {
            return true;
        }
        stack.extend(node.named_children(&mut cursor));
    }
    false
}

/// The edit that moves `function`'s definition to its first top-level prototype.
fn move_up(grammar: &Grammar, text: &[u8], root: Node, name: &[u8], function: &Function) -> Option<Vec<Piece>> {
    let definition = function.definition.filter(|d| d.parent().is_some_and(|p| p.kind() == TRANSLATION_UNIT))?;
    let declarations: Vec<Node> = function.prototypes.iter().filter_map(|p| p.parent()).collect();
    let first = *declarations
        .iter()
        .filter(|d| d.parent().is_some_and(|p| p.kind() == TRANSLATION_UNIT))
        .min_by_key(|d| d.start_byte())?;
    let mut cursor = first.walk();
    if first.end_byte() > definition.start_byte()
        || first.children_by_field_name("declarator", &mut cursor).count() != 1
        || !used_before(text, root, name, definition.start_byte(), &declarations)
    {
        return None;
    }
    let mut pieces =
        vec![Piece::replace(first.byte_range(), &text[definition.byte_range()]), removal(grammar, text, definition)];
    pieces.extend(
        function
            .prototypes
            .iter()
            .filter(|p| p.parent().is_some_and(|d| d.id() != first.id()))
            .map(|p| declarator_removal(grammar, text, *p)),
    );
    Some(merge(pieces))
}

/// Every move of a definition to its first prototype, the longest prototypes first.
pub fn moves(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let root = tree.root_node();
    let mut out: Vec<Vec<Piece>> =
        functions(&tree, text).iter().filter_map(|(name, f)| move_up(grammar, text, root, name, f)).collect();
    out.sort_by_key(|p| p.iter().map(|p| p.with.len() as isize - p.range.len() as isize).sum::<isize>());
    out
}

/// Moves definitions up to their first prototype.
pub const MOVE_DEFINITION: Spec = Spec {
    name: "move-definition",
    description: "C: move a function's definition to its first prototype and delete the prototypes",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_c_family),
    body: Body::Rewrite(moves),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::passes::testing::rewritten;

    fn edits(src: &str) -> Vec<String> {
        rewritten(Lang::C, src, moves)
    }

    #[test]
    fn the_definition_replaces_the_prototype_a_call_needs() {
        let src = "static int f(void);\nstatic int g(void);\nint main(void) { return f(); }\n\
                   static int f(void) { return 1; }\nstatic int g(void) { return 2; }\n";
        // `g` is not used before its definition: deleting its prototype is hdd's job.
        assert_eq!(
            edits(src),
            ["static int f(void) { return 1; }\nstatic int g(void);\nint main(void) { return f(); }\n\
              static int g(void) { return 2; }\n"]
        );
        let keep = |c: &str| {
            c.find("int f(void)").is_some_and(|d| c.find("f()").is_some_and(|u| d < u)) && c.contains("g(void)")
        };
        assert_eq!(crate::passes::testing::reduced(Lang::C, src, &["move-definition"], keep), edits(src)[0]);
    }

    #[test]
    fn a_definition_without_an_earlier_prototype_stays() {
        assert!(edits("static int f(void) { return 1; }\nint main(void) { return f(); }\n").is_empty());
        assert!(edits("int main(void);\nint main(void) { return 0; }\n").is_empty());
    }
}
