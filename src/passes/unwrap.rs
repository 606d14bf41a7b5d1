//! `unwrap`: replace a compound construct by part of itself, as the grammar table's `[unwrap]`
//! says: `if (c) { s }` by `{ s }` (or its `else` branch), a loop by its body, a block standing
//! among statements by its statements, `return e;` by `e;`, a JavaScript IIFE by its body.
//! Outer constructs are tried first, so one success can save the inner ones their calls.

use std::ops::Range;

use tree_sitter::Node;

use super::Context;
use super::Pass;
use crate::edits::Piece;
use crate::stop::Stop;
use crate::syntax::grammar::{Grammar, Unwrap};
use crate::syntax::parse::parse;
use crate::syntax::walk::preorder;

/// Replaces constructs by their bodies or branches.
pub struct UnwrapPass;

/// True when `node` stands among statements (directly in a block, or as a Rust block statement).
fn among_statements(grammar: &Grammar, node: Node) -> bool {
    let Some(parent) = node.parent() else { return false };
    grammar.is_block(parent.kind())
        || (parent.kind() == "expression_statement" && parent.parent().is_some_and(|p| grammar.is_block(p.kind())))
}

/// The last named child that is not a comment.
fn last_named(node: Node) -> Option<Node> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor).filter(|c| !c.is_extra()).last()
}

/// What `op` would replace `node` with, as a range of the text (`None` if it does not apply).
fn replacement(grammar: &Grammar, node: Node, op: &Unwrap) -> Option<Range<usize>> {
    match op {
        Unwrap::Field(field) => {
            let child = node.child_by_field_name(field)?;
            let child = if child.kind() == "else_clause" { last_named(child)? } else { child };
            Some(child.byte_range())
        }
        Unwrap::Last => Some(last_named(node)?.byte_range()),
        Unwrap::Inner => {
            let count = node.child_count();
            if count < 2 || !among_statements(grammar, node) {
                return None;
            }
            Some(node.child(0)?.end_byte()..node.child(count - 1)?.start_byte())
        }
        Unwrap::Keyword => {
            let first = node.child(0).filter(|c| !c.is_named())?;
            let rest = node.child(1)?;
            Some(rest.start_byte()..node.end_byte()).filter(|_| first.end_byte() <= rest.start_byte())
        }
        Unwrap::Iife => {
            let mut function = node.child_by_field_name("function")?;
            while function.kind() == "parenthesized_expression" {
                function = last_named(function)?;
            }
            if !matches!(function.kind(), "function_expression" | "arrow_function") {
                return None;
            }
            let body = function.child_by_field_name("body")?;
            if body.kind() != "statement_block" {
                return Some(body.byte_range());
            }
            let count = body.child_count();
            Some(body.child(0)?.end_byte()..body.child(count.checked_sub(1)?)?.start_byte())
        }
    }
}

/// Every unwrapping of `text`, outer constructs first, as edits.
pub fn unwrappings(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = parse(grammar.lang, text, None);
    let mut out = Vec::new();
    preorder(&tree, |node| {
        for op in grammar.unwraps(node.kind()) {
            if let Some(inner) = replacement(grammar, node, op)
                && inner.len() < node.byte_range().len()
            {
                out.push(vec![Piece::replace(node.byte_range(), &text[inner])]);
            }
        }
        true
    });
    out
}

impl Pass for UnwrapPass {
    fn name(&self) -> &'static str {
        "unwrap"
    }
    fn description(&self) -> &'static str {
        "replace a construct by its body or branch (if, loops, blocks, return e; -> e;, IIFEs)"
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let Some(grammar) = cx.grammar() else { return Ok(()) };
        super::try_edits(cx, |best| unwrappings(grammar, best))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use crate::syntax::language::Lang;

    fn all(lang: Lang, src: &str) -> Vec<String> {
        unwrappings(Grammar::get(lang), src.as_bytes())
            .iter()
            .map(|p| String::from_utf8_lossy(&apply(src.as_bytes(), p)).into_owned())
            .collect()
    }

    #[test]
    fn c_branches_loops_blocks_and_returns() {
        let got = all(Lang::C, "int f(int c) { if (c) { g(); } else h(); while (c) c--; return c; }");
        for want in [
            "int f(int c) { { g(); } while (c) c--; return c; }",
            "int f(int c) { h(); while (c) c--; return c; }",
            "int f(int c) { if (c) { g(); } else h(); c--; return c; }",
            "int f(int c) { if (c) { g(); } else h(); while (c) c--; c; }",
        ] {
            assert!(got.contains(&want.to_string()), "missing {want:?} in {got:?}");
        }
        assert!(!got.iter().any(|g| g.starts_with("int f(int c)  if")), "a function body is not a statement");
    }

    #[test]
    fn rust_blocks_and_javascript_iifes() {
        let rs = all(Lang::Rust, "fn f() { unsafe { g(); } loop { h(); } }");
        assert!(rs.contains(&"fn f() { { g(); } loop { h(); } }".to_string()), "{rs:?}");
        assert!(rs.contains(&"fn f() { unsafe { g(); } { h(); } }".to_string()), "{rs:?}");
        let js = all(Lang::JavaScript, "(function () { var a = 1; f(a); })();");
        assert!(js.contains(&" var a = 1; f(a); ;".to_string()), "{js:?}");
    }
}
