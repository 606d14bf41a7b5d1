//! `init-drop` (C): delete the `= value` of initialized declarators, `int *b = 0;` to `int *b;`.
//!
//! tree-sitter-c makes `init_declarator.value` a required field and puts `init_declarator` in no
//! supertype, so `hdd` can never drop the value and `hoist` cannot swap the declarator in; token
//! deletion misses it too, because `=` or `0` alone does not parse. First one candidate drops every
//! zero initializer of a static-storage variable (a no-op for the program: such variables start at
//! zero anyway); then adaptive deletion over every `= value` (local ones and `for` headers too),
//! so that runs of them go in one call.

use crate::adaptive::DeletionList;
use crate::passes::deletions::{After, Deletions, Resume};
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use tree_sitter::Node;

use crate::edits::{Piece, SpanList, apply};
use crate::passes::Context;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

/// The tree-sitter-c kinds this pass reads.
mod kind {
    pub const INIT_DECLARATOR: &str = "init_declarator";
    pub const TOP_LEVEL: &str = "translation_unit";
    pub const STORAGE_CLASS: &str = "storage_class_specifier";
    pub const ARRAY_DECLARATOR: &str = "array_declarator";
    pub const NUMBER: &str = "number_literal";
    pub const PARENTHESIZED: &str = "parenthesized_expression";
    pub const CAST: &str = "cast_expression";
    pub const UNARY: &str = "unary_expression";
    pub const LIST: &str = "initializer_list";
    pub const PAIR: &str = "initializer_pair";
}

/// One `= value` that may go, and whether dropping it keeps the program's meaning.
struct Initializer {
    /// From the end of the declarator to the end of the value.
    span: std::ops::Range<usize>,
    /// A static-storage variable initialized to zero.
    zero_static: bool,
    /// How many other initializers' values hold it (a GNU statement expression,
    /// `int a = ({ int b = 1; b; });`, holds `= 1` in `a`'s): those of one depth never overlap.
    depth: usize,
}

/// Every droppable initializer of `text`, in document order. An array declarator without a size
/// keeps its initializer: without it the array has no size, which no compiler accepts.
fn initializers(grammar: &Grammar, text: &[u8]) -> Vec<Initializer> {
    let tree = tree_of(grammar.lang, text);
    let mut out: Vec<Initializer> = Vec::new();
    // The ends of the initializers around the node being visited, outermost first.
    let mut around: Vec<usize> = Vec::new();
    preorder(&tree, |node| {
        if node.kind() == kind::INIT_DECLARATOR
            && let (Some(declarator), Some(value)) =
                (node.child_by_field_name("declarator"), node.child_by_field_name("value"))
            && !(declarator.kind() == kind::ARRAY_DECLARATOR && declarator.child_by_field_name("size").is_none())
            && declarator.end_byte() <= value.end_byte()
        {
            let span = declarator.end_byte()..value.end_byte();
            while around.last().is_some_and(|&end| end <= span.start) {
                around.pop();
            }
            let zero_static = is_static_storage(text, node) && is_zero(text, value);
            out.push(Initializer { span: span.clone(), zero_static, depth: around.len() });
            around.push(span.end);
        }
        true
    });
    out
}

/// True when the declaration `init` belongs to is top-level or `static`.
fn is_static_storage(text: &[u8], init: Node) -> bool {
    let Some(declaration) = init.parent() else { return false };
    if declaration.parent().is_some_and(|p| p.kind() == kind::TOP_LEVEL) {
        return true;
    }
    let mut cursor = declaration.walk();
    declaration.children(&mut cursor).any(|c| c.kind() == kind::STORAGE_CLASS && &text[c.byte_range()] == b"static")
}

/// True for a value that is zero: `0`, `0L`, `0x0U`, `(void*)0`, `-0`, `((0))`, or an
/// initializer list of zeros (`{0}`, `{{0, 0}, {(void*)0}}`, `{}`).
fn is_zero(text: &[u8], value: Node) -> bool {
    match value.kind() {
        kind::NUMBER => zero_literal(&text[value.byte_range()]),
        kind::PARENTHESIZED => value.named_child(0).is_some_and(|c| is_zero(text, c)),
        kind::UNARY => {
            let sign =
                value.child_by_field_name("operator").is_some_and(|o| matches!(&text[o.byte_range()], b"-" | b"+"));
            sign && value.child_by_field_name("argument").is_some_and(|a| is_zero(text, a))
        }
        kind::CAST => value.child_by_field_name("value").is_some_and(|v| is_zero(text, v)),
        kind::PAIR => value.child_by_field_name("value").is_some_and(|v| is_zero(text, v)),
        kind::LIST => {
            let mut cursor = value.walk();
            value.named_children(&mut cursor).filter(|c| !c.is_extra()).all(|c| is_zero(text, c))
        }
        _ => false,
    }
}

/// True for a number literal whose digits are all zero (any sign, base prefix or suffix).
fn zero_literal(literal: &[u8]) -> bool {
    let literal = literal.strip_prefix(b"-").or_else(|| literal.strip_prefix(b"+")).unwrap_or(literal);
    let digits = literal.strip_prefix(b"0x").or_else(|| literal.strip_prefix(b"0X")).unwrap_or(literal);
    let end = digits.iter().position(|b| !b.is_ascii_hexdigit() && *b != b'.').unwrap_or(digits.len());
    let suffix_ok = digits[end..].iter().all(|b| b"uUlLfF".contains(b));
    end > 0 && suffix_ok && digits[..end].iter().all(|b| *b == b'0' || *b == b'.')
}

/// The edit that drops every zero initializer of a static-storage variable, if there is one.
pub fn zero_statics(grammar: &Grammar, text: &[u8]) -> Option<Vec<Piece>> {
    let pieces: Vec<Piece> =
        initializers(grammar, text).into_iter().filter(|i| i.zero_static).map(|i| Piece::delete(i.span)).collect();
    (!pieces.is_empty()).then_some(pieces)
}

/// The deletion list of every initializer in `text` held in `depth` others' values, one unit
/// per `= value`.
pub fn all_initializers(grammar: &Grammar, text: &[u8], depth: usize) -> SpanList {
    let mut list = SpanList::new(text.to_vec());
    for init in initializers(grammar, text).into_iter().filter(|i| i.depth == depth) {
        list.push([Piece::delete(init.span)]);
    }
    list
}

/// Deletes initializers.
pub const INIT_DROP: Spec = Spec {
    name: "init-drop",
    description: "C: delete initializers (`int *b = 0;` -> `int *b;`), zero ones of globals first",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::has_c_kinds),
    body: Body::Deletions(Deletions { first: Some(first), list, resume: Resume::Restart }),
};

/// Every zero initializer of a static-storage variable, in one candidate.
fn first(cx: &mut Context, grammar: Option<&'static Grammar>) -> Result<After, Stop> {
    let best = cx.best();
    if let Some(pieces) = grammar.and_then(|g| zero_statics(g, &best)) {
        cx.try_candidate(apply(&best, &pieces))?;
    }
    Ok(After::Lists)
}

/// Step `depth`: the initializers at that depth, the outermost first (the ones inside a value
/// that goes go with it); done at the first depth that has none.
fn list(grammar: Option<&'static Grammar>, best: &[u8], depth: usize) -> Option<SpanList> {
    Some(all_initializers(grammar?, best, depth)).filter(|l| !l.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;
    use crate::{FnOracle, Reduction};

    fn reduce(src: &str, keep: impl Fn(&str) -> bool + Send + Sync + 'static) -> String {
        crate::passes::testing::reduced(Lang::C, src, &["init-drop"], keep)
    }

    #[test]
    fn zero_statics_go_in_one_edit_and_others_stay() {
        let src = "static int32_t * volatile g_5[2] = {(void*)0, 0L};\nstatic int (g_1) = 0x0UL, g_2 = 3;\n\
                   int g_3[2][1] = {{0}, {-0}};
int g_4 = ~0;\nvoid f(void) { int l = 0; static char s = '\\0'; static int t = (0); }";
        let g = Grammar::get(Lang::C);
        let edit = zero_statics(g, src.as_bytes()).unwrap();
        assert_eq!(
            String::from_utf8(apply(src.as_bytes(), &edit)).unwrap(),
            "static int32_t * volatile g_5[2];\nstatic int (g_1), g_2 = 3;\n\
             int g_3[2][1];\nint g_4 = ~0;\nvoid f(void) { int l = 0; static char s = '\\0'; static int t; }"
        );
    }

    #[test]
    fn every_initializer_is_a_unit_but_sizeless_arrays_keep_theirs() {
        let src = "int a[] = {1, 2};\nint main(void) { for (int i = 0; i < 2; i++) { int *p = &a[i]; } }";
        let list = all_initializers(Grammar::get(Lang::C), src.as_bytes(), 0);
        let singles: Vec<String> =
            (0..list.len()).map(|i| String::from_utf8(list.candidate(i..i + 1)).unwrap()).collect();
        assert_eq!(
            singles,
            [
                "int a[] = {1, 2};\nint main(void) { for (int i; i < 2; i++) { int *p = &a[i]; } }",
                "int a[] = {1, 2};\nint main(void) { for (int i = 0; i < 2; i++) { int *p; } }",
            ]
        );
    }

    /// A statement expression holds an initializer inside another's value: the outer one is a
    /// unit first, the inner one once the outer has stayed, so no candidate deletes overlapping
    /// spans (it panicked before).
    #[test]
    fn an_initializer_inside_another_waits_for_it() {
        let src = "int f(void) { int a = ({ int b = 1; b; }); int c = 2; return a + c; }";
        let list = all_initializers(Grammar::get(Lang::C), src.as_bytes(), 0);
        let all = String::from_utf8(list.candidate(0..list.len())).unwrap();
        assert_eq!(all, "int f(void) { int a; int c; return a + c; }");
        let out = reduce(src, |c| c.contains("b = 1") && c.contains("c = 2"));
        assert_eq!(out, src, "the outer value holds what the test needs");
        let out = reduce(src, |c| c.contains("({"));
        assert_eq!(out, "int f(void) { int a = ({ int b; b; }); int c; return a + c; }");
    }

    #[test]
    fn drops_what_the_test_does_not_need_and_keeps_what_it_does() {
        let src = "static int g_1 = 0;\nstatic int *g_2 = (void*)0;\nstatic long g_3 = 5L;\n\
                   int main(void) { int l_4 = 7; int l_5 = g_3; return l_4; }\n";
        let out = reduce(src, |c| c.contains("l_4 = 7") && c.contains("main"));
        assert_eq!(
            out,
            "static int g_1;\nstatic int *g_2;\nstatic long g_3;\nint main(void) { int l_4 = 7; int l_5; return l_4; }\n"
        );
    }

    #[test]
    fn other_languages_are_left_alone() {
        let out = Reduction::new(b"let x = 0;".to_vec())
            .language(Lang::JavaScript)
            .passes(&["init-drop"])
            .jobs(1)
            .run(FnOracle(|c: &[u8]| c.starts_with(b"let")))
            .unwrap();
        assert_eq!(out.best, b"let x = 0;");
    }
}
