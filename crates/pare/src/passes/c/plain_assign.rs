//! `plain-assign` (C): compound assignments become plain ones, `x |= e` to `x = e` (C-Reduce's
//! `peep a`): one byte each, and the old value of `x` no longer matters, so what computed it may
//! go. Adaptive deletion over the list of them: every run the test allows in one call.

use crate::adaptive::reduce_list;
use crate::edits::{Piece, SpanList};
use crate::passes::Context;
use crate::passes::Pass;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

/// The tree-sitter-c kind of an assignment, whose `operator` field is `=`, `+=`, `|=`, ….
const ASSIGNMENT: &str = "assignment_expression";

/// Turns compound assignments into plain ones.
pub struct PlainAssign;

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

impl Pass for PlainAssign {
    fn name(&self) -> &'static str {
        "plain-assign"
    }
    fn description(&self) -> &'static str {
        "C: compound assignments become plain ones (`x |= e` -> `x = e`)"
    }
    fn tier(&self) -> crate::passes::Tier {
        crate::passes::Tier::Normalizing
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let Some(grammar) = cx.grammar().filter(|g| g.has_c_kinds()) else { return Ok(()) };
        let mut list = operators(grammar, &cx.best());
        let order = cx.order();
        reduce_list(cx, &mut list, order)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::DeletionList;
    use crate::syntax::language::Lang;
    use crate::{FnOracle, Reduction};

    #[test]
    fn one_unit_per_compound_operator() {
        let list = operators(Grammar::get(Lang::C), b"void f(void) { a |= 1; b = 2; c >>= 3; }");
        assert_eq!(list.len(), 2);
        assert_eq!(list.candidate(0..2), b"void f(void) { a = 1; b = 2; c = 3; }");
    }

    #[test]
    fn compound_assignments_become_plain_where_the_test_allows() {
        let src = "void f(void) { a |= 1; b <<= c = 2; d += 3; e = 4; }";
        let oracle = FnOracle(|c: &[u8]| c.windows(6).any(|w| w == b"d += 3") && c.starts_with(b"void f"));
        let out = Reduction::new(src.as_bytes().to_vec()).language(Lang::C).passes(&["plain-assign"]).jobs(1);
        let out = String::from_utf8(out.run(oracle).unwrap().best).unwrap();
        assert_eq!(out, "void f(void) { a = 1; b = c = 2; d += 3; e = 4; }");
    }
}
