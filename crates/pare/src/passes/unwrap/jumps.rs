//! The `break` and `continue` statements that belong to a loop: a loop replaced by its body must
//! lose them (C-Reduce's `peep c` rule), or the body no longer compiles outside the loop.

use std::ops::Range;

use tree_sitter::Node;

use crate::syntax::grammar::{Grammar, Unwrap};

/// True for a loop: a kind the table lets `unwrap` replace by its body without its jumps.
pub fn is_loop(grammar: &Grammar, kind: &str) -> bool {
    grammar.unwraps(kind).contains(&Unwrap::LoopBody)
}

/// The `break` and `continue` statements inside `body` whose nearest enclosing loop (or, for a
/// `break`, switch) is the loop `body` belongs to, in document order (none when `body` is a
/// loop itself).
pub fn owned_jumps<'t>(grammar: &Grammar, body: Node<'t>) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    // (node, inside a switch of the body): a `break` there leaves the switch, not the loop.
    let mut stack = vec![(body, false)];
    while let Some((node, in_switch)) = stack.pop() {
        match node.kind() {
            kind if grammar.is_break(kind) && !in_switch => out.push(node),
            kind if grammar.is_continue(kind) => out.push(node),
            kind if is_loop(grammar, kind) => {}
            kind => {
                let in_switch = in_switch || grammar.is_switch(kind);
                let mut cursor = node.walk();
                let children: Vec<Node> = node.children(&mut cursor).collect();
                stack.extend(children.into_iter().rev().map(|c| (c, in_switch)));
            }
        }
    }
    out
}

/// True when `jump` can simply vanish: it stands among statements and something follows it
/// there (another statement or the closing brace), so no label or `if` is left without one.
fn deletable(grammar: &Grammar, jump: Node) -> bool {
    let Some(parent) = jump.parent().filter(|p| grammar.is_block(p.kind())) else { return false };
    jump.next_named_sibling().is_some()
        || parent.child(parent.child_count().saturating_sub(1)).is_some_and(|c| !c.is_named())
}

/// The text of `node` with every jump of `jumps` (inside it, document order) taken out: deleted
/// where it stands among statements, replaced by the empty statement `;` where it is the whole
/// body of an `if` or ends a `case`.
pub fn without(grammar: &Grammar, text: &[u8], node: Node, jumps: &[Node]) -> Vec<u8> {
    let mut out = Vec::with_capacity(node.byte_range().len());
    let mut at = node.start_byte();
    for jump in jumps {
        let Range { start, end } = jump.byte_range();
        out.extend_from_slice(&text[at..start]);
        if !deletable(grammar, *jump) {
            out.push(b';');
        }
        at = end;
    }
    out.extend_from_slice(&text[at..node.end_byte()]);
    out
}
