//! `plain-assign` (C): compound assignments become plain ones, `x |= e` to `x = e` (C-Reduce's
//! `peep a`): one byte each, and the old value of `x` no longer matters, so what computed it may
//! go. Adaptive deletion over the list of them: every run the test allows in one call.

use crate::edits::{Piece, SpanList};
use crate::passes::deletions::{Deletions, Resume, single};
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

/// The tree-sitter-c kind of an assignment, whose `operator` field is `=`, `+=`, `|=`, ….
const ASSIGNMENT: &str = "assignment_expression";

/// The list of compound assignment operators in `text`, each unit turning one into `=`.
pub fn operators(grammar: &Grammar, text: &[u8]) -> SpanList {
    let tree = tree_of(grammar.lang, text);
    let mut list = SpanList::new(text.to_vec());
    preorder(&tree, |node| {
        if node.kind() == ASSIGNMENT
            && let Some(operator) = node.child_by_field_name("operator")
            && operator.byte_range().len() > 1
        {
            list.push([Piece::replace(operator.byte_range(), b"=")]);
        }
        true
    });
    list
}

/// Turns compound assignments into plain ones.
pub const PLAIN_ASSIGN: Spec = Spec {
    name: "plain-assign",
    description: "C: compound assignments become plain ones (`x |= e` -> `x = e`)",
    tier: Tier::Normalizing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::has_c_kinds),
    body: Body::Deletions(Deletions { first: None, list, resume: Resume::Restart }),
};

/// The pass's one list.
fn list(grammar: Option<&'static Grammar>, best: &[u8], step: usize) -> Option<SpanList> {
    single(step)?;
    Some(operators(grammar?, best))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::DeletionList;
    use crate::syntax::language::Lang;

    #[test]
    fn one_unit_per_compound_operator() {
        let list = operators(Grammar::get(Lang::C), b"void f(void) { a |= 1; b = 2; c >>= 3; }");
        assert_eq!(list.len(), 2);
        assert_eq!(list.candidate(0..2), b"void f(void) { a = 1; b = 2; c = 3; }");
    }

    #[test]
    fn compound_assignments_become_plain_where_the_test_allows() {
        let src = "void f(void) { a |= 1; b <<= c = 2; d += 3; e = 4; }";
        let keep = |c: &str| c.contains("d += 3") && c.starts_with("void f");
        let out = crate::passes::testing::reduced(Lang::C, src, &["plain-assign"], keep);
        assert_eq!(out, "void f(void) { a = 1; b = c = 2; d += 3; e = 4; }");
    }
}
