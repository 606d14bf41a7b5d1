//! `denest` (C): lift the left operand of a comma expression out in front of its statement,
//! `x = (l_5 = 3, g_6);` to `l_5 = 3;x = g_6;` (clang_delta's simplify-comma-expr).
//!
//! csmith threads side effects through commas deep inside long expressions; `hoist` can replace
//! `(a, b)` by `b` but loses `a`. Once lifted, the effect is a statement of its own that deletion
//! can keep while the expression around it goes. Only lefts with effects are lifted (the rest is
//! `hoist`'s), never out of a loop header (that would change how often it runs) or from under
//! `&&`, `||` or `?:` (that would make it unconditional). The parentheses go with the comma where
//! that cannot change how the rest parses, so every candidate is shorter than the text it
//! replaces. First every outermost comma at once, then each on its own.

use std::collections::BTreeMap;
use std::ops::Range;

use tree_sitter::Node;

use crate::analysis::effects::has_effects;
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;

/// The tree-sitter-c kinds this pass reads.
mod kind {
    pub const COMMA: &str = "comma_expression";
    pub const PARENTHESIZED: &str = "parenthesized_expression";
    /// Blocks whose children are statements of a function body.
    pub const STATEMENT_BLOCKS: [&str; 2] = ["compound_statement", "case_statement"];
    /// Statements whose body is one statement (the lifted text then needs braces).
    pub const BODY_HOLDERS: [&str; 6] =
        [IF, "else_clause", "for_statement", "while_statement", "do_statement", "labeled_statement"];
    /// Its body is the `consequence` field; its other unnamed children are tokens.
    pub const IF: &str = "if_statement";
    pub const BODY_FIELDS: [&str; 2] = ["consequence", "body"];
    pub const LABEL: &str = "statement_identifier";
    pub const LOOPS: [&str; 3] = ["for_statement", "while_statement", "do_statement"];
    pub const CONDITIONAL: &str = "conditional_expression";
    pub const BINARY: &str = "binary_expression";
    pub const SHORT_CIRCUIT: [&str; 2] = ["&&", "||"];
    /// Operands that need no parentheses anywhere.
    pub const PRIMARY: [&str; 9] = [
        "identifier",
        "number_literal",
        "string_literal",
        "char_literal",
        "call_expression",
        "subscript_expression",
        "field_expression",
        "parenthesized_expression",
        "true",
    ];
    /// Parents in which any expression may stand without parentheses.
    pub const LOOSE: [&str; 6] = [
        "argument_list",
        "parenthesized_expression",
        "expression_statement",
        "init_declarator",
        "return_statement",
        "initializer_list",
    ];
    pub const ASSIGNMENT: &str = "assignment_expression";
}

/// The statement a lifted operand goes in front of.
#[derive(Clone)]
struct Statement {
    range: Range<usize>,
    /// It is the whole body of another statement: the result needs braces.
    wrap: bool,
}

/// One lift: `left;` in front of `statement`, `replaced` by `right`.
struct Lift {
    statement: Statement,
    left: Range<usize>,
    replaced: Range<usize>,
    right: Range<usize>,
}

impl Lift {
    /// The edit of this lift alone.
    fn pieces(&self, text: &[u8]) -> Vec<Piece> {
        let open: &[u8] = if self.statement.wrap { b"{" } else { b"" };
        let lifted = [open, &text[self.left.clone()], b";"].concat();
        let mut out = vec![
            Piece::replace(self.statement.range.start..self.statement.range.start, &lifted),
            Piece::replace(self.replaced.clone(), &text[self.right.clone()]),
        ];
        if self.statement.wrap {
            out.push(Piece::replace(self.statement.range.end..self.statement.range.end, b"}"));
        }
        out
    }
}

/// A node on the walk down, with what it inherits from above.
struct Frame<'t> {
    node: Node<'t>,
    /// Its parent's kind and its field there.
    place: Option<(&'t str, Option<&'t str>)>,
    statement: Option<Statement>,
    /// Evaluated only under a condition (`&&`, `||`, `?:`).
    guarded: bool,
}

/// The statement context `child` (in `field` of `parent`) has, given its parent's: itself when
/// it is a statement among others or the body of another one; none in a loop's header.
fn statement_of(parent: Node, field: Option<&str>, child: Node, inherited: Option<Statement>) -> Option<Statement> {
    let kind = parent.kind();
    if kind::LOOPS.contains(&kind) && field != Some("body") {
        return None;
    }
    let wrap = if kind::STATEMENT_BLOCKS.contains(&kind) && field.is_none() {
        false
    } else if kind::BODY_HOLDERS.contains(&kind)
        && (field.is_some_and(|f| kind::BODY_FIELDS.contains(&f)) || (field.is_none() && kind != kind::IF))
        && child.kind() != kind::LABEL
    {
        true
    } else {
        return inherited;
    };
    if !child.is_named() || child.is_extra() {
        return inherited;
    }
    Some(Statement { range: child.byte_range(), wrap })
}

/// True when `child` of `parent` is evaluated only under a condition.
fn guarded_in(text: &[u8], parent: Node, field: Option<&str>) -> bool {
    match parent.kind() {
        kind::CONDITIONAL => field != Some("condition"),
        kind::BINARY => {
            field == Some("right")
                && parent
                    .child_by_field_name("operator")
                    .is_some_and(|o| kind::SHORT_CIRCUIT.iter().any(|s| s.as_bytes() == &text[o.byte_range()]))
        }
        _ => false,
    }
}

/// The lift of comma expression `comma` (whose parent, in `frame`, is its parentheses), if any.
fn lift(grammar: &Grammar, comma: Node, frame: &Frame, statement: Statement) -> Option<Lift> {
    let (left, right) = (comma.child_by_field_name("left")?, comma.child_by_field_name("right")?);
    if !has_effects(grammar, left) {
        return None;
    }
    let parens = frame.node;
    let (loose, required) = match frame.place {
        Some((parent, field)) => (
            kind::LOOSE.contains(&parent) || (parent == kind::ASSIGNMENT && field == Some("right")),
            field == Some("condition"),
        ),
        None => (false, true),
    };
    let drop_parens = !required && (loose || kind::PRIMARY.contains(&right.kind()));
    let replaced = if drop_parens { parens.byte_range() } else { comma.byte_range() };
    Some(Lift { statement, left: left.byte_range(), replaced, right: right.byte_range() })
}

/// Every lift in `text`, outermost first within each statement, in document order.
fn lifts(grammar: &Grammar, text: &[u8]) -> Vec<Lift> {
    let tree = tree_of(grammar.lang, text);
    let mut out = Vec::new();
    let mut stack = vec![Frame { node: tree.root_node(), place: None, statement: None, guarded: false }];
    while let Some(frame) = stack.pop() {
        let mut cursor = frame.node.walk();
        let mut children = Vec::new();
        let mut more = cursor.goto_first_child();
        while more {
            let (child, field) = (cursor.node(), cursor.field_name());
            more = cursor.goto_next_sibling();
            let statement = statement_of(frame.node, field, child, frame.statement.clone());
            let guarded = frame.guarded || guarded_in(text, frame.node, field);
            if child.kind() == kind::COMMA
                && frame.node.kind() == kind::PARENTHESIZED
                && !guarded
                && let Some(statement) = statement.clone()
                && let Some(found) = lift(grammar, child, &frame, statement)
            {
                out.push(found);
            }
            children.push(Frame { node: child, place: Some((frame.node.kind(), field)), statement, guarded });
        }
        stack.extend(children.into_iter().rev());
    }
    out
}

/// The edit of every lift whose replaced range lies outside the earlier ones', with one pair of
/// braces per wrapped statement and the lifted operands in document order.
fn all_at_once(text: &[u8], lifts: &[Lift]) -> Option<Vec<Piece>> {
    let mut taken: Vec<&Lift> = Vec::new();
    for lift in lifts {
        if taken.iter().all(|t| t.replaced.end <= lift.replaced.start || lift.replaced.end <= t.replaced.start) {
            taken.push(lift);
        }
    }
    if taken.len() < 2 {
        return None;
    }
    let mut before: BTreeMap<(usize, usize), (bool, Vec<u8>)> = BTreeMap::new();
    let mut pieces = Vec::new();
    for lift in &taken {
        let entry = before.entry((lift.statement.range.start, lift.statement.range.end)).or_default();
        entry.0 = lift.statement.wrap;
        entry.1.extend_from_slice(&text[lift.left.clone()]);
        entry.1.push(b';');
        pieces.push(Piece::replace(lift.replaced.clone(), &text[lift.right.clone()]));
    }
    for ((start, end), (wrap, lifted)) in before {
        let open: &[u8] = if wrap { b"{" } else { b"" };
        pieces.push(Piece::replace(start..start, &[open, &lifted].concat()));
        if wrap {
            pieces.push(Piece::replace(end..end, b"}"));
        }
    }
    pieces.sort_by_key(|p| (p.range.start, p.range.end));
    let disjoint = pieces.windows(2).all(|w| w[0].range.end <= w[1].range.start);
    disjoint.then_some(pieces)
}

/// Every de-nesting of `text` as edits: all at once first, then each comma on its own; only
/// edits that shorten the text.
pub fn edits(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let lifts = lifts(grammar, text);
    let shorter =
        |pieces: &Vec<Piece>| pieces.iter().map(|p| p.with.len() as isize - p.range.len() as isize).sum::<isize>() < 0;
    all_at_once(text, &lifts).into_iter().chain(lifts.iter().map(|l| l.pieces(text))).filter(shorter).collect()
}

/// Replaces comma expressions by their right operand, lifting the left one.
pub const DENEST: Spec = Spec {
    name: "denest",
    description: "C: lift the left operand of a comma out in front of its statement (`x = (a = 1, b);` -> `a = 1;x = b;`)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::has_c_kinds),
    body: Body::Rewrite(edits),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::rewritten;
    use crate::syntax::language::Lang;

    const SRC: &str = "void f(void) {\n  x = (l_5 = 3, g_6);\n  if (c) y = f((g_1++, 2), 1 + (h(), z));\n  \
        while (l_2 = 1, l_3) g();\n  for (i = (a = 1, 0); i < (b = 2, 3); i++) ;\n  w = c && (d = 1, e);\n  v = (p_15, 7);\n}\n";

    fn all(src: &str) -> Vec<String> {
        rewritten(Lang::C, src, edits)
    }

    #[test]
    fn lifts_lefts_with_effects_out_of_statements_but_not_headers_or_guards() {
        let got = all(SRC);
        let lines = |c: &str| c.lines().skip(1).take(3).collect::<Vec<_>>().join("\n");
        let shown: Vec<String> = got.iter().map(|c| lines(c)).collect();
        assert_eq!(
            shown,
            [
                "  l_5 = 3;x = g_6;\n  if (c) {g_1++;h();y = f(2, 1 + z);}\n  while (l_2 = 1, l_3) g();",
                "  l_5 = 3;x = g_6;\n  if (c) y = f((g_1++, 2), 1 + (h(), z));\n  while (l_2 = 1, l_3) g();",
                "  x = (l_5 = 3, g_6);\n  if (c) {g_1++;y = f(2, 1 + (h(), z));}\n  while (l_2 = 1, l_3) g();",
                "  x = (l_5 = 3, g_6);\n  if (c) {h();y = f((g_1++, 2), 1 + z);}\n  while (l_2 = 1, l_3) g();",
            ]
        );
        assert!(got.iter().all(|c| c.contains("for (i = (a = 1, 0); i < (b = 2, 3); i++) ;")), "loop headers stay");
        assert!(got.iter().all(|c| c.contains("w = c && (d = 1, e);")), "a guarded comma stays");
        assert!(got.iter().all(|c| c.contains("v = (p_15, 7);")), "a left without effects is hoist's");
    }

    #[test]
    fn a_condition_keeps_its_parentheses() {
        assert_eq!(
            all("void f(void) { if ((l_2 = 1, l_3)) g(); switch (k++, l) {} }"),
            [
                "void f(void) { l_2 = 1;if (l_3) g(); k++;switch (l) {} }",
                "void f(void) { l_2 = 1;if (l_3) g(); switch (k++, l) {} }",
                "void f(void) { if ((l_2 = 1, l_3)) g(); k++;switch (l) {} }",
            ]
        );
    }

    #[test]
    fn keeps_the_effect_the_test_needs() {
        let src = "int g_6, l_5;\nint main(void) {\n  int x = (l_5 = 3, g_6);\n  return x + l_5;\n}\n";
        let keep = |c: &str| c.contains("l_5 = 3") && c.contains("return x + l_5;") && c.contains("int x");
        assert_eq!(
            crate::passes::testing::reduced(Lang::C, src, &["denest"], keep),
            "int g_6, l_5;\nint main(void) {\n  l_5 = 3;int x = g_6;\n  return x + l_5;\n}\n"
        );
    }
}
