//! The syntax pre-filter: a candidate with more parse errors than the best test case is rejected
//! without running the test (the door compares the measure this filter takes, [`count_errors`],
//! with the best's).
//! `--syntax-filter off` turns it off for bugs that need broken input.
//!
//! "More errors than the best", not "any error": a pass may deliberately make text that the
//! grammar rejects but the program under test accepts (C's implicit `int`: `f(){}`, which
//! tree-sitter-c does not parse), and once the test has taken such a text, the passes after it
//! must still be able to reduce the rest of it. For the same reason an original with parse
//! errors is filtered too, with its own count as the first allowance: real inputs often hold
//! what a grammar does not know (GNU attributes in preprocessed C++), and without the filter
//! every deletion that breaks the syntax elsewhere would cost a test call.
//!
//! Candidates are parsed incrementally against the best test case while it parses cleanly: a
//! candidate is the best with one change (or a few, for a speculative call), so tree-sitter
//! reuses every subtree outside the change, and a check costs what the change costs, not what
//! the file costs (README's Benchmarks, "Parsing", has the measurements of
//! `examples/parse_cost.rs`). Tree-sitter's incremental parse gives the same tree as a fresh one from
//! a clean tree (tested below on the corpus inputs that parse cleanly), so the count does not
//! depend on which best a candidate was parsed against, and so not on `--jobs`. Error recovery
//! is not promised to be the same incrementally, so against a best with errors every candidate
//! is parsed afresh.
//!
//! On a very large original no tree is built until the best is small enough
//! ([`tree_bytes`]): until then candidates count no errors, and the first allowance is the count
//! of the first best that has a tree.

use std::sync::{Arc, Mutex};

use tree_sitter::Tree;

use super::grammar::Grammar;
use super::language::Lang;
use super::parse::{parse_reading, reparse_reading, tree_bytes, tree_of};
use crate::oracle::CandidateFilter;

/// Counts the parse errors of candidates, for the door to turn away those with more than the best.
pub struct SyntaxFilter {
    lang: Lang,
    /// The largest candidate whose errors are counted ([`tree_bytes`] of the original's size):
    /// a larger one counts none, and no tree is built for a best larger than this.
    limit: usize,
    reference: Mutex<Reference>,
}

/// What the parser read of the best, which candidates are parsed against (the language's
/// reading, [`super::reading`]: edits are computed between readings, so an incremental parse is
/// told exactly what changed) and its tree, once the best is small enough to have one; and the
/// newer best it will move to when a candidate next needs it (the move is a parse too, done off
/// the door's thread).
struct Reference {
    parsed: Option<(Arc<Vec<u8>>, Tree)>,
    next: Option<Arc<Vec<u8>>>,
}

impl SyntaxFilter {
    /// A filter for `lang`, starting from `original` (parsed when a candidate first needs it).
    pub fn for_original(lang: Lang, original: &[u8]) -> SyntaxFilter {
        let reference = Reference { parsed: None, next: Some(Arc::new(original.to_vec())) };
        SyntaxFilter { lang, limit: tree_bytes(original.len()), reference: Mutex::new(reference) }
    }

    /// Runs `f` on the reference's reading and tree (if the best has one), moved to the newest
    /// best first if there is one.
    fn with_reference<R>(&self, f: impl FnOnce(Option<(&[u8], &Tree)>) -> R) -> R {
        let parsed = {
            let mut r = self.reference.lock().expect("no parse panics while holding the lock");
            if let Some(next) = r.next.take() {
                r.parsed = (next.len() <= self.limit).then(|| {
                    let reading = Arc::new(Grammar::get(self.lang).read(&next).into_owned());
                    let tree = match &r.parsed {
                        Some((base, tree)) => self.parse_against(base, tree, &reading),
                        None => tree_of(self.lang, &next),
                    };
                    (reading, tree)
                });
            }
            r.parsed.clone()
        };
        f(parsed.as_ref().map(|(reading, tree)| (reading.as_slice(), tree)))
    }

    /// Parses `reading`, reusing `tree` (of `base`) outside the one span where the two differ
    /// when `tree` is clean (see the module's comment), afresh otherwise.
    fn parse_against(&self, base: &[u8], tree: &Tree, reading: &[u8]) -> Tree {
        if tree.root_node().has_error() {
            return parse_reading(self.lang, reading, None);
        }
        reparse_reading(self.lang, base, tree, reading)
    }
}

/// How much of `tree` the grammar could not read: every missing node, and every error node with
/// the tokens inside it. Error nodes alone would not do: tree-sitter's recovery folds new damage
/// into an error node that is already there, so `a(){0/0;}` (C's implicit int, one error node
/// around `a()`) and `a(){0/0` (its braces broken too) would count the same, and once a pass
/// outside the filter (`implicit`) made the first, every later pass could make the second.
pub fn count_errors(tree: &Tree) -> usize {
    let mut n = 0;
    super::walk::preorder(tree, |node| {
        if node.is_error() {
            n += 1 + leaves(node);
            return false;
        }
        n += usize::from(node.is_missing());
        node.has_error()
    });
    n
}

/// The tokens under `node`.
fn leaves(node: tree_sitter::Node) -> usize {
    let mut cursor = node.walk();
    let mut n = 0;
    loop {
        if cursor.goto_first_child() {
            continue;
        }
        n += 1;
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() || cursor.node() == node {
                return n;
            }
        }
    }
}

impl CandidateFilter for SyntaxFilter {
    fn errors(&self, candidate: &[u8]) -> usize {
        if candidate.len() > self.limit {
            return 0;
        }
        let reading = Grammar::get(self.lang).read(candidate);
        let parsed = self.with_reference(|reference| match reference {
            // The best itself (the door asks when a pass outside the filter made it): its tree
            // is at hand.
            Some((base, tree)) if *reading == *base => tree.clone(),
            Some((base, tree)) => self.parse_against(base, tree, &reading),
            None => parse_reading(self.lang, &reading, None),
        });
        // Counting walks the whole tree: only when there is something to count.
        if parsed.root_node().has_error() { count_errors(&parsed) } else { 0 }
    }

    fn rebase(&self, best: &Arc<Vec<u8>>) {
        self.reference.lock().expect("no parse panics while holding the lock").next = Some(best.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse::parse;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// A fresh parse's count of errors, to compare the filter's incremental one with.
    fn fresh(candidate: &[u8]) -> usize {
        count_errors(&parse(Lang::C, candidate, None))
    }

    #[test]
    fn counts_errors_of_candidates() {
        let broken = SyntaxFilter::for_original(Lang::C, b"int f( {");
        assert!(broken.errors(b"int f( {") > 0);
        assert_eq!(broken.errors(b"int f(void);"), 0);
        let f = SyntaxFilter::for_original(Lang::C, b"int f(void) { return 1; }");
        assert_eq!(f.errors(b"int f(void) { return 0; }"), 0);
        assert!(f.errors(b"int f(void) { return 0; ") > 0);
        assert_eq!(f.errors(b""), 0);
        f.rebase(&Arc::new(b"int f(void) { return 0; }".to_vec()));
        assert!(f.errors(b"int f(void) { return 0 }") > 0);
        assert_eq!(f.errors(b"int f(void) { }"), 0);
    }

    /// Once the best has errors (C's implicit int, which the test accepted), the count of a
    /// candidate is still that of a fresh parse, whichever best the filter parsed it against.
    #[test]
    fn counts_do_not_depend_on_the_reference() {
        let candidates: [&[u8]; 3] =
            [b"int g; static f() { return 0; }", b"int g; static f() { }", b"int g; static f() { return g }"];
        let f = SyntaxFilter::for_original(Lang::C, b"int g; static int f() { return g; }");
        let before: Vec<usize> = candidates.iter().map(|c| f.errors(c)).collect();
        f.rebase(&Arc::new(b"int g; static f() { return g; }".to_vec()));
        let after: Vec<usize> = candidates.iter().map(|c| f.errors(c)).collect();
        let fresh: Vec<usize> = candidates.iter().map(|c| fresh(c)).collect();
        assert_eq!(before, fresh);
        assert_eq!(after, fresh);
        assert!(fresh[2] > fresh[0], "a second error counts: {fresh:?}");
    }

    /// Damage that tree-sitter folds into an error node already there still counts: with C's
    /// implicit int accepted (`a(){0/0;}`), breaking the braces too is more, not the same.
    #[test]
    fn damage_folded_into_an_existing_error_counts() {
        let implicit = fresh(b"a(){0/0;}");
        assert!(implicit > 0);
        for broken in [&b"a(){0/0"[..], b"a(){0/0;", b"a(){0/0}"] {
            assert!(fresh(broken) > implicit, "{}: {} vs {implicit}", String::from_utf8_lossy(broken), fresh(broken));
        }
        assert!(fresh(b"a(){}") <= implicit, "deleting inside the function keeps the allowance");
        assert_eq!(fresh(b"int a(){0/0;}"), 0);
    }

    /// A span of `text` to delete: from a random place to the end of its line, a token-sized
    /// piece, or a larger one.
    fn random_span(rng: &mut SmallRng, text: &[u8]) -> std::ops::Range<usize> {
        let start = rng.random_range(0..text.len());
        let len = match rng.random_range(0..3) {
            0 => text[start..].iter().position(|&b| b == b'\n').map_or(text.len() - start, |n| n + 1),
            1 => rng.random_range(1..8),
            _ => rng.random_range(1..400),
        };
        start..(start + len).min(text.len())
    }

    /// The filter's verdict on a candidate is the verdict of a fresh parse, whichever best it is
    /// parsed against: on every corpus input that parses cleanly, random deletions from a
    /// chain of bests (each a clean candidate accepted before) agree with a full parse.
    #[test]
    fn incremental_verdicts_match_fresh_parses_on_the_corpus() {
        let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus");
        let mut checked = (0, 0);
        for case in std::fs::read_dir(corpus).unwrap() {
            let case = case.unwrap().path();
            let Some(input) = std::fs::read_dir(&case).ok().and_then(|d| {
                d.filter_map(Result::ok).map(|e| e.path()).find(|p| p.file_stem().is_some_and(|s| s == "input"))
            }) else {
                continue;
            };
            let Some(lang) = Lang::from_path(&input) else { continue };
            let original = std::fs::read(&input).unwrap();
            if parse(lang, &original, None).root_node().has_error() {
                continue;
            }
            let filter = SyntaxFilter::for_original(lang, &original);
            let mut rng = SmallRng::seed_from_u64(7);
            let mut best = original;
            for _ in 0..100 {
                let span = random_span(&mut rng, &best);
                let candidate = [&best[..span.start], &best[span.end..]].concat();
                let fresh = parse(lang, &candidate, None).root_node().has_error();
                assert_eq!(filter.errors(&candidate) > 0, fresh, "{}: deleting {span:?}", case.display());
                checked.0 += 1;
                checked.1 += usize::from(fresh);
                if !fresh && rng.random_bool(0.3) {
                    best = candidate;
                    filter.rebase(&Arc::new(best.clone()));
                }
            }
        }
        assert!(checked.0 >= 800 && checked.1 >= 200 && checked.1 < checked.0, "{checked:?}");
    }
}
