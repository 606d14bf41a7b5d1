//! Unwrappings that keep what a header does: `for (init; cond; upd) B` by `init; B` or by
//! `init; if (cond) B`, and `if (c) A else B` by `c; A`, `c; B` or `c; A B` (C-Reduce's
//! simplify-if). csmith's headers assign globals (`for (g_6 = -20; …)`, `if ((l_5 = g_6))`) that
//! the output depends on, so dropping the header with the construct loses the bug.

use tree_sitter::Node;

use super::jumps::{owned_jumps, without};
use super::{among_statements, last_named};
use crate::analysis::effects::has_effects;
use crate::syntax::grammar::{Grammar, Unwrap};

/// `parts` as what replaces `node`: as they are among statements, in braces where `node` is the
/// whole body of another statement.
fn as_statement(grammar: &Grammar, node: Node, parts: Vec<u8>) -> Vec<u8> {
    if among_statements(grammar, node) { parts } else { [b"{".as_slice(), &parts, b"}"].concat() }
}

/// `node`'s text as a statement: followed by a `;` unless it ends with one (a declaration).
fn statement_of(text: &[u8], node: Node) -> Vec<u8> {
    let mut out = text[node.byte_range()].to_vec();
    if !out.ends_with(b";") {
        out.push(b';');
    }
    out
}

/// What `op` (one of the header-keeping ones) replaces `node` with, if it applies.
pub fn replacement(grammar: &Grammar, text: &[u8], node: Node, op: &Unwrap) -> Option<Vec<u8>> {
    match op {
        Unwrap::InitBody | Unwrap::InitIfBody => {
            let init = node.child_by_field_name("initializer")?;
            let body = node.child_by_field_name("body")?;
            let mut parts = statement_of(text, init);
            parts.push(b' ');
            if *op == Unwrap::InitIfBody {
                let condition = node.child_by_field_name("condition")?;
                parts.extend_from_slice(b"if (");
                parts.extend_from_slice(&text[condition.byte_range()]);
                parts.extend_from_slice(b") ");
            }
            parts.extend(without(grammar, text, body, &owned_jumps(grammar, body)));
            Some(as_statement(grammar, node, parts))
        }
        Unwrap::CondThen | Unwrap::CondElse | Unwrap::CondBoth => {
            let condition = node.child_by_field_name("condition")?;
            let consequence = &text[node.child_by_field_name("consequence")?.byte_range()];
            let alternative =
                node.child_by_field_name("alternative").and_then(last_named).map(|a| &text[a.byte_range()]);
            let kept = has_effects(grammar, condition);
            let branches = match op {
                Unwrap::CondThen if kept => consequence.to_vec(),
                Unwrap::CondElse if kept => alternative?.to_vec(),
                Unwrap::CondBoth => [consequence, b" ", alternative?].concat(),
                _ => return None,
            };
            let mut parts = if kept { statement_of(text, condition) } else { Vec::new() };
            if kept {
                parts.push(b' ');
            }
            parts.extend(branches);
            Some(as_statement(grammar, node, parts))
        }
        _ => None,
    }
}
