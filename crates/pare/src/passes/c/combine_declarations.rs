//! `combine-declarations` (C-Reduce's combine-global-var and combine-local-var): neighbouring
//! declarations that begin with the same text (storage class, qualifiers, type) become one:
//! `int a; int *b;` becomes `int a, *b;`. Small, but it is what separates a C-Reduce-sized
//! result from a slightly larger one, and pare optimizes bytes.

use tree_sitter::Node;

use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

const DECLARATION: &str = "declaration";

/// The first and last declarators of a declaration.
fn declarators(declaration: Node) -> Option<(Node, Node)> {
    let mut cursor = declaration.walk();
    let all: Vec<Node> = declaration.children_by_field_name("declarator", &mut cursor).collect();
    Some((*all.first()?, *all.last()?))
}

/// The piece that appends `second`'s declarators to `first`, when both begin alike.
fn join(text: &[u8], first: Node, second: Node) -> Option<Piece> {
    if first.kind() != DECLARATION || second.kind() != DECLARATION {
        return None;
    }
    let ((head, last), (next, _)) = (declarators(first)?, declarators(second)?);
    let prefix = |d: Node, start: Node| &text[d.start_byte()..start.start_byte()];
    (prefix(first, head) == prefix(second, next)).then(|| Piece::replace(last.end_byte()..next.start_byte(), b", "))
}

/// Every join of neighbours: all of them at once, then each pair alone.
pub fn joins(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let mut pairs = Vec::new();
    preorder(&tree, |node| {
        if grammar.is_block(node.kind()) {
            let mut cursor = node.walk();
            let children: Vec<Node> = node.named_children(&mut cursor).collect();
            pairs.extend(children.windows(2).filter_map(|w| join(text, w[0], w[1])));
        }
        true
    });
    pairs.sort_by_key(|p| p.range.start);
    let mut out = Vec::new();
    if pairs.len() > 1 {
        out.push(pairs.clone());
    }
    out.extend(pairs.into_iter().map(|p| vec![p]));
    out
}

/// Joins neighbouring declarations of the same type.
pub const COMBINE_DECLARATIONS: Spec = Spec {
    name: "combine-declarations",
    description: "C: join neighbouring declarations of the same type (int a; int b; to int a, b;)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::has_c_kinds),
    body: Body::Rewrite(joins),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::edits::apply;

    #[test]
    fn declarations_of_one_type_join() {
        let src =
            "static int a = 1;\nstatic int *b;\nint c;\nvoid f(void) {\n    int i;\n    int j, k;\n    i = 0;\n}\n";
        assert_eq!(
            crate::passes::testing::reduced(Lang::C, src, &["combine-declarations"], |c| c.contains("i = 0;")),
            "static int a = 1, *b;\nint c;\nvoid f(void) {\n    int i, j, k;\n    i = 0;\n}\n"
        );
    }

    #[test]
    fn different_types_or_qualifiers_stay_apart() {
        let src = "int a;\nconst int b = 1;\nlong c;\nint d(void);\n";
        let got: Vec<Vec<u8>> =
            joins(Grammar::get(Lang::C), src.as_bytes()).iter().map(|p| apply(src.as_bytes(), p)).collect();
        assert!(got.is_empty(), "{got:?}");
    }
}
