//! `unwrap`: replace a compound construct by part of itself, as the grammar table's `[unwrap]`
//! says: `if (c) { s }` by `{ s }` (or its `else` branch), a loop by its body (without its own
//! `break`s), a block standing among statements by its statements, `return e;` by `e;`, a
//! JavaScript IIFE by its body; in C also by pieces that keep the header's effects
//! (`for (i = 0; …) B` by `i = 0; B`, `if ((x = y)) A` by `(x = y); A`).
//! Outer constructs are tried first, so one success can save the inner ones their calls.

mod jumps;
mod kept;

use std::ops::Range;

use tree_sitter::Node;

use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec, every_grammar};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::{Grammar, Unwrap};
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

/// True when `node` stands among statements (directly in a block, or as a Rust block statement).
pub(super) fn among_statements(grammar: &Grammar, node: Node) -> bool {
    let Some(parent) = node.parent() else { return false };
    grammar.is_block(parent.kind())
        || (grammar.is_expression_statement(parent.kind())
            && parent.parent().is_some_and(|p| grammar.is_block(p.kind())))
}

/// The last named child that is not a comment.
pub(super) fn last_named(node: Node) -> Option<Node> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor).filter(|c| !c.is_extra()).last()
}

/// The column of byte `at`: how many bytes lie between it and the line break before it.
fn column(text: &[u8], at: usize) -> usize {
    at - text[..at].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1)
}

/// The text of `part` as it reads when moved to byte `to`: where indentation is syntax, every
/// line after the first loses the indentation that `part` had beyond `to`'s column (a block's
/// statements lifted out of an `if` move left with it), else unchanged.
fn reindent(grammar: &Grammar, text: &[u8], to: usize, part: Range<usize>) -> Vec<u8> {
    if !grammar.indentation() {
        return text[part].to_vec();
    }
    let shift = column(text, part.start).saturating_sub(column(text, to));
    let mut out = Vec::with_capacity(part.len());
    for (i, line) in text[part].split(|&b| b == b'\n').enumerate() {
        if i > 0 {
            out.push(b'\n');
        }
        let spaces = line.iter().take(shift).take_while(|&&b| b == b' ' || b == b'\t').count();
        out.extend_from_slice(if i > 0 { &line[spaces..] } else { line });
    }
    out
}

/// What `op` would replace `node` with (`None` if it does not apply).
fn replacement(grammar: &Grammar, text: &[u8], node: Node, op: &Unwrap) -> Option<Vec<u8>> {
    let range = match op {
        Unwrap::Field(field) => {
            let child = node.child_by_field_name(field)?;
            let child = if grammar.is_clause(child.kind()) { last_named(child)? } else { child };
            return Some(reindent(grammar, text, node.start_byte(), child.byte_range()));
        }
        Unwrap::LoopBody => {
            let body = node.child_by_field_name("body")?;
            return Some(jumps::without(grammar, text, body, &jumps::owned_jumps(grammar, body)));
        }
        Unwrap::Last => return Some(reindent(grammar, text, node.start_byte(), last_named(node)?.byte_range())),
        Unwrap::Inner => {
            let count = node.child_count();
            if count < 2 || !among_statements(grammar, node) {
                return None;
            }
            node.child(0)?.end_byte()..node.child(count - 1)?.start_byte()
        }
        Unwrap::Keyword => {
            let first = node.child(0).filter(|c| !c.is_named())?;
            let rest = node.child(1)?;
            (first.end_byte() <= rest.start_byte()).then(|| rest.start_byte()..node.end_byte())?
        }
        Unwrap::Iife => {
            let mut function = grammar.callee(node)?;
            while grammar.is_iife_wrapper(function.kind()) {
                function = last_named(function)?;
            }
            if !grammar.is_function_expression(function.kind()) {
                return None;
            }
            let body = grammar.body(function)?;
            if !grammar.is_function_body(body.kind()) {
                body.byte_range()
            } else {
                let count = body.child_count();
                body.child(0)?.end_byte()..body.child(count.checked_sub(1)?)?.start_byte()
            }
        }
        _ => return kept::replacement(grammar, text, node, op),
    };
    Some(text[range].to_vec())
}

/// Every unwrapping of `text`, outer constructs first, as edits.
pub fn unwrappings(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let mut out = Vec::new();
    preorder(&tree, |node| {
        for op in grammar.unwraps(node.kind()) {
            if let Some(inner) = replacement(grammar, text, node, op)
                && inner.len() < node.byte_range().len()
            {
                out.push(vec![Piece::replace(node.byte_range(), &inner)]);
            }
        }
        true
    });
    out
}

/// Replaces constructs by their bodies or branches.
pub const UNWRAP: Spec = Spec {
    name: "unwrap",
    description: "replace a construct by its body or branch (if, loops, blocks, return e; -> e;, IIFEs)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(every_grammar),
    body: Body::Rewrite(unwrappings),
};

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

    #[test]
    fn a_loop_by_its_body_loses_only_its_own_jumps() {
        let src = "void f(void) { for (;;) { g(); if (c) break; while (d) { break; } switch (e) { case 1: break; default: continue; } } }";
        let got = all(Lang::C, src);
        let body = "{ g(); if (c) ; while (d) { break; } switch (e) { case 1: break; default: ; } }";
        assert_eq!(got[0], format!("void f(void) {{ {body} }}"));
        let inner =
            "void f(void) { for (;;) { g(); if (c) break; {  } switch (e) { case 1: break; default: continue; } } }";
        assert!(got.contains(&inner.to_string()), "the inner loop loses its own break only: {got:?}");
    }

    #[test]
    fn a_for_keeps_its_initializer_before_its_body() {
        let got = all(Lang::C, "void f(void) { if (a) for (g_6 = -20; g_6 <= -13; g_6++) { x(); break; } }");
        for want in [
            "void f(void) { if (a) {g_6 = -20; { x();  }} }",
            "void f(void) { if (a) {g_6 = -20; if (g_6 <= -13) { x();  }} }",
        ] {
            assert!(got.contains(&want.to_string()), "missing {want:?} in {got:?}");
        }
        let declared = all(Lang::C, "void f(void) { for (int i = 0; i < 2; i++) g(i); }");
        assert!(declared.contains(&"void f(void) { int i = 0; g(i); }".to_string()), "{declared:?}");
        assert!(
            all(Lang::C, "void f(void) { for (; c;) g(); }").iter().all(|c| !c.contains("if")),
            "no initializer, nothing kept"
        );
    }

    #[test]
    fn an_if_keeps_a_condition_with_effects() {
        let got = all(Lang::C, "void f(void) { if ((l_5 = g_6)) { a(); } else b(); }");
        for want in [
            "void f(void) { ((l_5 = g_6)); { a(); } }",
            "void f(void) { ((l_5 = g_6)); b(); }",
            "void f(void) { ((l_5 = g_6)); { a(); } b(); }",
        ] {
            assert!(got.contains(&want.to_string()), "missing {want:?} in {got:?}");
        }
        let pure = all(Lang::C, "void f(void) { while (x) if (l_5 > 1) { a(); } else b(); }");
        assert!(pure.contains(&"void f(void) { while (x) {{ a(); } b();} }".to_string()), "{pure:?}");
        assert!(!pure.iter().any(|c| c.contains("(l_5 > 1);")), "a condition without effects goes: {pure:?}");
    }

    #[test]
    fn reduces_a_csmith_style_loop_to_its_effects() {
        let src = "int g_6, g_7;\nint main(void) {\n  for (g_6 = -20; g_6 <= -13; g_6++) {\n    g_7 = 1;\n    break;\n  }\n  return g_6 + g_7;\n}\n";
        let keep = |c: &str| ["g_6 = -20", "g_7 = 1;", "return g_6 + g_7;"].iter().all(|s| c.contains(s));
        // The loop goes first; a second run (the pass's own change opened it) unwraps the block.
        assert_eq!(
            crate::passes::testing::reduced(Lang::C, src, &["unwrap"], keep),
            "int g_6, g_7;\nint main(void) {\n  g_6 = -20; \n    g_7 = 1;\n    \n  \n  return g_6 + g_7;\n}\n"
        );
    }
}
