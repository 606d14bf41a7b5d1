//! `implicit`: leave out the types a language can default (C89's implicit `int`): `static int
//! a;` → `static a;`, `int f(void){…}` → `f(void){…}`. The table's `implicit_types` says which
//! top-level kinds may lose their `type`.
//!
//! Compilers accept such text (with a warning) and C-Reduce's results are full of it, but
//! tree-sitter's grammar does not parse it: the syntax filter would reject every candidate. So
//! this pass's candidates are judged regardless ([`Pass::filtered`] is false), and the filter
//! afterwards lets through candidates with no more parse errors than the best. Every candidate
//! costs a test call, which is why the pass waits for the normalising tier, when the file is small.

use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec, every_grammar};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;

/// The edits that drop one top-level declaration's type (with the spaces after it), all of them
/// in one edit first, then one by one from the last.
pub fn drops(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let root = tree.root_node();
    let mut cursor = root.walk();
    let mut singles: Vec<Vec<Piece>> = Vec::new();
    for item in root.named_children(&mut cursor) {
        if !grammar.has_implicit_type(item.kind()) || item.has_error() {
            continue;
        }
        let Some(ty) = item.child_by_field_name("type") else { continue };
        let mut end = ty.end_byte();
        while end < text.len() && matches!(text[end], b' ' | b'\t') {
            end += 1;
        }
        // Only where a declarator follows: `int;` alone declares nothing.
        if item.child_by_field_name("declarator").is_some() {
            singles.push(vec![Piece::delete(ty.start_byte()..end)]);
        }
    }
    let mut out = Vec::new();
    if singles.len() > 1 {
        out.push(singles.iter().flatten().cloned().collect());
    }
    out.extend(singles.into_iter().rev());
    out
}

/// Drops types the language lets a program leave out.
pub const IMPLICIT: Spec = Spec {
    name: "implicit",
    description: "leave out types the language defaults (C89 implicit int): int f(){} -> f(){}",
    tier: Tier::Normalizing,
    filtering: Filtering::Off,
    reads_trees: true,
    gate: Gate::Grammar(every_grammar),
    body: Body::Rewrite(drops),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use crate::syntax::language::Lang;

    #[test]
    fn drops_every_top_level_type_then_each() {
        let src = b"static int a;\nint f(void) { int b; return a; }\n";
        let all: Vec<String> =
            drops(Grammar::get(Lang::C), src).iter().map(|p| String::from_utf8(apply(src, p)).unwrap()).collect();
        assert_eq!(
            all,
            vec![
                "static a;\nf(void) { int b; return a; }\n",
                "static int a;\nf(void) { int b; return a; }\n",
                "static a;\nint f(void) { int b; return a; }\n",
            ]
        );
    }

    /// The grammar rejects the result, yet the oracle is asked, and once it accepts, the filter
    /// lets the other passes go on: `tokens` still removes what it can.
    #[test]
    fn its_unparsable_candidates_are_judged_and_later_passes_go_on() {
        let src = "static int a;\nint f(void) { return a + 1; }\n";
        let text = crate::passes::testing::reduced(Lang::C, src, &["implicit", "tokens"], |c| c.contains("return a"));
        assert!(!text.contains("int"), "{text}");
        assert!(
            !text.contains("static") && !text.contains("f(void)"),
            "tokens went on after the best stopped parsing: {text}"
        );
        assert!(text.contains("return a + 1;"), "{text}");
    }
}
