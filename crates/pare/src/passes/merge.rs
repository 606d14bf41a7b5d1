//! `merge`: fold one function into its neighbour. The statements of one function's body move to
//! the end of the next (or previous) function's body, and the emptied function is deleted, header
//! and all. Deletion alone cannot do this: when a bug needs a call *and* the function it calls,
//! the caller's header is the price of keeping the call, and merging makes the callee call itself
//! (`fn c(){} fn d(){c()}` becomes `fn c(){c()}`). Shrink Ray finds such results; so must we.

use std::ops::Range;

use tree_sitter::{Node, Tree};

use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec, every_grammar};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::text_units::lines::with_line;

/// A function with a braced body: its whole range and its body's.
struct Function {
    whole: Range<usize>,
    body: Range<usize>,
}

/// The functions among the named children of `parent`, in order.
fn functions(grammar: &Grammar, parent: Node, text: &[u8]) -> Vec<Function> {
    let mut cursor = parent.walk();
    parent
        .named_children(&mut cursor)
        .filter(|n| grammar.is_declaration(n.kind()))
        .filter_map(|n| {
            let body = grammar.body(n)?;
            let braced = text.get(body.start_byte()) == Some(&b'{') && text.get(body.end_byte() - 1) == Some(&b'}');
            (grammar.is_block(body.kind()) && braced && body.byte_range().len() >= 2)
                .then(|| Function { whole: n.byte_range(), body: body.byte_range() })
        })
        .collect()
}

/// Every merge of two neighbouring functions, as edits of `text`: for each pair, the later one
/// moved into the earlier, then the earlier into the later.
pub fn merges(grammar: &Grammar, tree: &Tree, text: &[u8]) -> Vec<Vec<Piece>> {
    let mut out = Vec::new();
    crate::syntax::walk::preorder(tree, |node| {
        if grammar.is_block(node.kind()) {
            let fns = functions(grammar, node, text);
            for pair in fns.windows(2) {
                let (a, b) = (&pair[0], &pair[1]);
                let inside = |f: &Function| &text[f.body.start + 1..f.body.end - 1];
                let append = |f: &Function, what: &[u8]| Piece::replace(f.body.end - 1..f.body.end - 1, what);
                out.push(vec![append(a, inside(b)), Piece::delete(with_line(text, b.whole.clone()))]);
                out.push(vec![Piece::delete(with_line(text, a.whole.clone())), append(b, inside(a))]);
            }
        }
        true
    });
    out
}

/// Moves a function's body into its neighbour's.
pub const MERGE: Spec = Spec {
    name: "merge",
    description: "move a function's body into its neighbour's and delete the emptied function",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(every_grammar),
    body: Body::Rewrite(merges_of),
};

/// [`merges`] of `text` on its tree.
fn merges_of(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    merges(grammar, &tree_of(grammar.lang, text), text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use crate::syntax::language::Lang;
    use crate::syntax::parse::parse;

    fn merged(lang: Lang, text: &str) -> Vec<String> {
        let g = Grammar::get(lang);
        let tree = parse(lang, text.as_bytes(), None);
        let edits = merges(g, &tree, text.as_bytes());
        edits.iter().map(|e| String::from_utf8(apply(text.as_bytes(), e)).unwrap()).collect()
    }

    #[test]
    fn moves_either_body_into_the_other_function() {
        let out = merged(Lang::Rust, "fn c(x: u8) {}\nfn d() { c(0); }\n");
        assert_eq!(out, vec!["fn c(x: u8) { c(0); }\n", "fn d() { c(0); }\n"]);
        let out = merged(Lang::C, "int f(int a) { return a; }\nint main(void) { f(1); return 0; }\n");
        assert_eq!(out[0], "int f(int a) { return a;  f(1); return 0; }\n");
        let out = merged(Lang::JavaScript, "function f() { g(); }\nfunction h() { f(); }\n");
        assert_eq!(out, vec!["function f() { g();  f(); }\n", "function h() { f();  g(); }\n"]);
    }

    #[test]
    fn only_neighbours_with_braced_bodies() {
        // A prototype has no body; a lone function has no neighbour.
        assert!(merged(Lang::C, "int f(int);\nint g(void) { return 1; }\n").is_empty());
        assert_eq!(merged(Lang::Rust, "fn a() {}\nstruct S;\nfn b() { a() }\nfn c() {}\n").len(), 4);
    }
}
