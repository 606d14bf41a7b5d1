//! `rename`: rename each identifier, all its occurrences at once, to the shortest name not yet in
//! the file (`a`, `b`, …, `aa`, …), largest savings first. Results get shorter, and reductions of
//! the same bug become comparable, since names no longer carry the original's vocabulary.

use std::collections::HashSet;
use std::ops::Range;

use tree_sitter::Tree;

use crate::analysis::names::identifiers;
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec, every_grammar};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::text_units::tokens::{TokenKind, tokenize};

/// The `n`-th name of the sequence a, b, …, z, aa, ab, …
pub fn nth_name(mut n: usize) -> String {
    let mut name = Vec::new();
    loop {
        name.push(b'a' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    name.reverse();
    String::from_utf8(name).expect("ASCII letters")
}

/// For every identifier text in `tree`, the ranges where it occurs, biggest total first.
fn occurrences(grammar: &Grammar, tree: &Tree, text: &[u8]) -> Vec<(Vec<u8>, Vec<Range<usize>>)> {
    let mut out: Vec<(Vec<u8>, Vec<Range<usize>>)> = identifiers(grammar, tree, text)
        .into_iter()
        .map(|(name, nodes)| (name.to_vec(), nodes.iter().map(|n| n.byte_range()).collect()))
        .collect();
    out.sort_by_key(|(name, ranges)| (std::cmp::Reverse(name.len() * ranges.len()), name.clone()));
    out
}

/// The renamings worth trying on `text`, as edits: each identifier to the shortest name not in
/// use, when that is shorter.
pub fn renamings(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let used: HashSet<&[u8]> = tokenize(text, grammar.lexicon())
        .into_iter()
        .filter(|t| t.kind == TokenKind::Word)
        .map(|t| &text[t.start..t.end])
        .collect();
    let fresh = (0..)
        .map(nth_name)
        .find(|n| !used.contains(n.as_bytes()) && !grammar.is_keyword(n))
        .expect("the sequence of names is infinite");
    occurrences(grammar, &tree, text)
        .into_iter()
        .filter(|(name, _)| name.len() > fresh.len())
        .map(|(_, ranges)| ranges.into_iter().map(|r| Piece::replace(r, fresh.as_bytes())).collect())
        .collect()
}

/// Renames identifiers to the shortest free names.
pub const RENAME: Spec = Spec {
    name: "rename",
    description: "rename each identifier (all occurrences) to the shortest unused name, largest savings first",
    tier: Tier::Normalizing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(every_grammar),
    body: Body::Rewrite(renamings),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use crate::syntax::language::Lang;

    #[test]
    fn names_run_a_to_z_then_aa() {
        assert_eq!([0, 1, 25, 26, 27, 701, 702].map(nth_name), ["a", "b", "z", "aa", "ab", "zz", "aaa"]);
    }

    #[test]
    fn renames_every_occurrence_to_a_free_name_biggest_first() {
        let src = b"int counter; int a; int bump(int step) { counter = counter + step; return counter; }";
        let all: Vec<Vec<u8>> = renamings(Grammar::get(Lang::C), src).iter().map(|p| apply(src, p)).collect();
        let first = String::from_utf8(all[0].clone()).unwrap();
        // `counter` (3 uses of 7 bytes) goes first, to `b` (`a` is taken).
        assert_eq!(first, "int b; int a; int bump(int step) { b = b + step; return b; }");
        assert!(all.iter().all(|c| c.len() < src.len()));
        assert_eq!(all.len(), 3, "counter, step and bump; `a` is already short");
    }

    #[test]
    fn strings_and_comments_are_left_alone() {
        let src = b"fn long_name() { let s = \"long_name\"; } // long_name\n";
        let all: Vec<Vec<u8>> = renamings(Grammar::get(Lang::Rust), src).iter().map(|p| apply(src, p)).collect();
        let shown: Vec<String> = all.iter().map(|c| String::from_utf8_lossy(c).into_owned()).collect();
        assert!(shown.contains(&"fn a() { let s = \"long_name\"; } // long_name\n".to_string()), "{shown:?}");
    }
}
