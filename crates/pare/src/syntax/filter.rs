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
//! Candidates are parsed incrementally against the best test case: a candidate is the best
//! with one change (or a few, for a speculative call), so tree-sitter reuses every subtree
//! outside the change, and a check costs what the change costs, not what the file costs
//! (docs/benchmarks.md, "Parsing", has the measurements of `examples/parse_cost.rs`). That
//! holds for a best with parse errors too, which every preprocessed C++ file has: there a fresh
//! parse of a megabyte costs a tenth of a second or more, an incremental one milliseconds.
//!
//! Tree-sitter's incremental parse of a clean tree gives the tree a fresh parse gives on the
//! corpus inputs that parse cleanly (tested below), but not on every text; from a tree with
//! errors, error recovery can differ. So a count may depend on the best it was taken against, and the best's own tree is
//! kept by the same rule: each best's tree is the previous best's tree parsed incrementally,
//! best after best, none skipped. The bests come in the same order for every `--jobs`, so the
//! trees do too, and a count is a function of the candidate and the best it was taken against;
//! the door takes a count again when it was taken against another best than the one a
//! sequential run has at that point ([`crate::oracle::Measure`]).
//!
//! Every candidate is parsed against the best's tree, even one nearer to another text (a batch
//! (`--width`) judges a merge together with the next candidates as they will be once it goes,
//! each of which changes the whole stretch of the merge against the best). Parsing such a
//! candidate against the nearest clean tree counted before was cheaper, but an incremental parse
//! does not always give a fresh parse's tree, and which trees were counted before depends on
//! speculation: the property test in `reduction::determinism` found a candidate with errors
//! against one base and none against the best, so a run at `-j 8` made one call fewer than at
//! `-j 1`. Likewise the tree a new best takes from its count is one parsed against the best
//! before it, never an older one.
//!
//! A best with errors makes every such parse re-run the recovery of each of its errors, so
//! there a candidate is first counted around its changes ([`super::local_count`]), and parsed
//! whole only when that count is over the best's or its stretches would cover much of the
//! text. The best's own count, the allowance, is always its chain tree's.
//!
//! On a very large original no tree is built until the best is small enough
//! ([`tree_bytes`]) or the reduction lets trees come for it ([`CandidateFilter::allow_trees`]):
//! until then candidates count no errors, not even those under the line (a count against the
//! best's missing one would turn every candidate of a file with errors away), and the first
//! allowance is the count of the first best that has a tree.

use std::sync::{Arc, Mutex};

use tree_sitter::Tree;

use super::grammar::Grammar;
use super::language::Lang;
use super::local_count::{Items, Stretches};
use super::parse::{reparse_reading, tree_bytes, tree_of, tree_of_file};
use crate::oracle::{CandidateFilter, Measure};

/// Counts the parse errors of candidates, for the door to turn away those with more than the best.
pub struct SyntaxFilter {
    lang: Lang,
    /// The file's path in a tree of files: its best's tree is then the one every pass across the
    /// tree shares ([`tree_of_file`]).
    path: Option<String>,
    reference: Mutex<Reference>,
    /// The stretches of bests with errors parsed alone ([`Items::count`]).
    stretches: Stretches,
}

/// The newest best heard of (shared with the reduction, not copied); what the parser read of it
/// (the language's reading, [`super::read_as`]: edits are computed between readings, so an
/// incremental parse is told exactly what changed) and its tree, once it is small enough to
/// have one (parsed when a candidate first needs it: that can take seconds); the largest
/// candidate whose errors are counted ([`tree_bytes`] of the original's size, or more once the
/// reduction lets trees come for a larger best); how many bests and limits were heard of; and
/// the last [`COUNTED`] candidates counted against this best.
struct Reference {
    best: Arc<Vec<u8>>,
    parsed: Option<Parsed>,
    limit: usize,
    heard: u64,
    counted: Vec<Counted>,
    items: Option<Arc<Items>>,
}

/// A candidate counted against the best `against` counts: its reading, its tree (unless it was
/// counted around its changes, [`Items`]) and its count.
/// When it becomes the next best, its tree is the one the chain would parse, so it is taken
/// instead of being parsed twice (a pass that deletes large chunks has most of its counted
/// candidates accepted, and a batch's merge is counted among the candidates judged with it).
/// While the best is the same, a candidate with the same reading takes its count without a
/// parse: the candidates of a tree of files share most of their files' versions (a batch's
/// candidates each add one change to the files the merge judged with them changed), and the
/// door counts a candidate again when its count was taken against an older best.
struct Counted {
    against: u64,
    reading: Arc<Vec<u8>>,
    tree: Option<Tree>,
    errors: usize,
}

/// How many counted candidates the filter keeps: a batch's merge and the candidates judged
/// with it (`--width` of them, usually at most this many). A tree parsed incrementally shares
/// every subtree outside its change with the tree it was parsed against, so each costs about
/// what its change costs.
const COUNTED: usize = 64;

/// A best's reading and tree.
type Parsed = (Arc<Vec<u8>>, Tree);

impl SyntaxFilter {
    /// A filter for `lang`, starting from `original`.
    pub fn for_original(lang: Lang, original: &Arc<Vec<u8>>) -> SyntaxFilter {
        let limit = tree_bytes(original.len());
        let reference =
            Reference { best: original.clone(), parsed: None, limit, heard: 0, counted: Vec::new(), items: None };
        SyntaxFilter { lang, path: None, reference: Mutex::new(reference), stretches: Stretches::default() }
    }

    /// [`SyntaxFilter::for_original`] for the file at `path` in a tree of files.
    pub fn for_file(lang: Lang, path: &str, original: &Arc<Vec<u8>>) -> SyntaxFilter {
        SyntaxFilter { path: Some(path.to_string()), ..SyntaxFilter::for_original(lang, original) }
    }

    /// The reference's reading and tree (if the best has one), how many bests and limits were
    /// heard of, and the limit; the best is parsed first if it is due a tree and has none yet.
    fn reference(&self) -> (Option<Parsed>, u64, usize) {
        let mut r = self.reference.lock().expect("no parse panics while holding the lock");
        if r.parsed.is_none() && r.best.len() <= r.limit {
            let reading = Arc::new(Grammar::get(self.lang).read(&r.best).into_owned());
            let tree = match &self.path {
                Some(path) => tree_of_file(path, self.lang, &r.best),
                None => tree_of(self.lang, &r.best),
            };
            r.parsed = Some((reading, tree));
        }
        (r.parsed.clone(), r.heard, r.limit)
    }

    /// The items of `tree`, the tree of the best `against` counts, found once per best (by the
    /// first candidate that needs them, on the filter's threads, not by the door's rebase).
    fn items(&self, against: u64, tree: &Tree) -> Arc<Items> {
        {
            let r = self.reference.lock().expect("no parse panics while holding the lock");
            if r.heard == against
                && let Some(items) = &r.items
            {
                return items.clone();
            }
        }
        let items = Arc::new(Items::of(tree, errors_of(tree)));
        let mut r = self.reference.lock().expect("no parse panics while holding the lock");
        if r.heard == against && r.items.is_none() {
            r.items = Some(items.clone());
        }
        items
    }

    /// Keeps a candidate's tree and count, taken against the best `against` counts, while that
    /// is still the best: the next best may be this candidate, and another candidate may have
    /// its reading.
    fn remember(&self, against: u64, reading: Arc<Vec<u8>>, tree: Option<Tree>, errors: usize) {
        let mut r = self.reference.lock().expect("no parse panics while holding the lock");
        if r.heard == against {
            r.counted.retain(|c| *c.reading != *reading);
            r.counted.insert(0, Counted { against, reading, tree, errors });
            r.counted.truncate(COUNTED);
        }
    }

    /// The count of the candidate with `reading` counted against the best `against` counts,
    /// if there is one.
    fn known(&self, against: u64, reading: &[u8]) -> Option<usize> {
        let r = self.reference.lock().expect("no parse panics while holding the lock");
        r.counted.iter().find(|c| c.against == against && *c.reading == *reading).map(|c| c.errors)
    }
}

/// The count of `tree`'s errors: counting walks the whole tree, so only when there is
/// something to count.
pub fn errors_of(tree: &Tree) -> usize {
    if tree.root_node().has_error() { count_errors(tree) } else { 0 }
}

/// How much of `tree` the grammar could not read: every missing node, and every error node with
/// the tokens inside it. Error nodes alone would not do: tree-sitter's recovery folds new damage
/// into an error node that is already there, so `a(){0/0;}` (C's implicit int, one error node
/// around `a()`) and `a(){0/0` (its braces broken too) would count the same, and once a pass
/// outside the filter (`implicit`) made the first, every later pass could make the second.
pub fn count_errors(tree: &Tree) -> usize {
    errors_under(tree.root_node())
}

/// [`count_errors`] of `node` and what is under it.
pub fn errors_under(node: tree_sitter::Node) -> usize {
    let mut n = 0;
    super::walk::preorder_under(node, |node| {
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
    fn errors(&self, candidate: &[u8]) -> Measure {
        let (parsed, against, limit) = self.reference();
        // Nothing to compare with while the best is over the line (it has no tree, and no
        // count: 0); a candidate under it is not counted either, or every one of a file with
        // errors would have more than that 0. Its count comes when it becomes the best.
        let Some((base, tree)) = parsed.filter(|_| candidate.len() <= limit) else {
            return Measure { errors: 0, against };
        };
        let reading = Grammar::get(self.lang).read(candidate);
        // The best itself (the door asks when a pass outside the filter made it): its tree is at
        // hand.
        if *reading == *base {
            return Measure { errors: errors_of(&tree), against };
        }
        if let Some(errors) = self.known(against, &reading) {
            return Measure { errors, against };
        }
        let items = Some(self.items(against, &tree)).filter(|items| items.errors() > 0);
        if let Some(errors) = items.and_then(|items| items.count(self.lang, &base, &reading, &self.stretches)) {
            self.remember(against, Arc::new(reading.into_owned()), None, errors);
            return Measure { errors, against };
        }
        let tree = reparse_reading(self.lang, &base, &tree, &reading);
        let errors = errors_of(&tree);
        self.remember(against, Arc::new(reading.into_owned()), Some(tree), errors);
        Measure { errors, against }
    }

    /// Parses the new best against the last one's tree at once, so that no best of the chain
    /// is skipped (see the module's comment); incremental, so it costs what the change costs.
    fn rebase(&self, best: &Arc<Vec<u8>>) {
        let (parsed, heard, limit) = self.reference();
        let mut counted =
            std::mem::take(&mut self.reference.lock().expect("no parse panics while holding the lock").counted);
        let next = (best.len() <= limit).then(|| {
            let reading = Grammar::get(self.lang).read(best);
            let kept = counted.iter().position(|c| c.against == heard && c.tree.is_some() && *c.reading == *reading);
            let kept = kept.map(|i| counted.swap_remove(i));
            match (&parsed, kept.and_then(|c| c.tree.map(|tree| (c.reading, tree)))) {
                (Some(_), Some(kept)) => kept,
                (Some((base, tree)), None) => {
                    let tree = reparse_reading(self.lang, base, tree, &reading);
                    (Arc::new(reading.into_owned()), tree)
                }
                (None, _) => (Arc::new(reading.into_owned()), tree_of(self.lang, best)),
            }
        });
        let mut r = self.reference.lock().expect("no parse panics while holding the lock");
        let old = (std::mem::replace(&mut r.parsed, next), r.items.take());
        r.best = best.clone();
        r.heard += 1;
        drop(r);
        // Freeing a tree walks every node of it that no other tree shares: a rebase would free
        // up to COUNTED of them on the door's thread, while the test slots wait for it.
        rayon::spawn(move || drop((counted, old)));
    }

    fn allow_trees(&self, bytes: usize) {
        let mut r = self.reference.lock().expect("no parse panics while holding the lock");
        r.limit = r.limit.max(bytes);
        r.heard += 1;
        r.counted.clear();
        r.items = None;
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
        let broken = SyntaxFilter::for_original(Lang::C, &Arc::new(b"int f( {".to_vec()));
        assert!(broken.errors(b"int f( {").errors > 0);
        assert_eq!(broken.errors(b"int f(void);").errors, 0);
        let f = SyntaxFilter::for_original(Lang::C, &Arc::new(b"int f(void) { return 1; }".to_vec()));
        assert_eq!(f.errors(b"int f(void) { return 0; }").errors, 0);
        assert!(f.errors(b"int f(void) { return 0; ").errors > 0);
        assert_eq!(f.errors(b"").errors, 0);
        f.rebase(&Arc::new(b"int f(void) { return 0; }".to_vec()));
        assert!(f.errors(b"int f(void) { return 0 }").errors > 0);
        assert_eq!(f.errors(b"int f(void) { }"), Measure { errors: 0, against: 1 });
    }

    /// Once the best has errors (C's implicit int, which the test accepted), a candidate is still
    /// counted: a second error is more than the best's.
    #[test]
    fn candidates_of_a_best_with_errors_are_counted() {
        let f = SyntaxFilter::for_original(Lang::C, &Arc::new(b"int g; static int f() { return g; }".to_vec()));
        let implicit = Arc::new(b"int g; static f() { return g; }".to_vec());
        let allowance = f.errors(&implicit).errors;
        f.rebase(&implicit);
        assert!(allowance > 0);
        assert_eq!(f.errors(&implicit), Measure { errors: allowance, against: 1 }, "the best keeps its count");
        assert!(f.errors(b"int g; static f() { }").errors <= allowance);
        assert!(f.errors(b"int g; static f() { return g }").errors > allowance);
    }

    /// Above the line no tree is built and nothing is counted, until the reduction lets trees
    /// come for larger bests; a count taken before then is against an older state.
    #[test]
    fn candidates_above_the_line_are_counted_once_trees_are_allowed() {
        let line = tree_bytes(0);
        let filler = "int f(void) { return 0; }\n".repeat(line / 26 + 100);
        let best = Arc::new(filler.into_bytes());
        let broken = [&best[..best.len() - 4], b"; ))\n"].concat();
        let f = SyntaxFilter::for_original(Lang::C, &best);
        assert!(best.len() > line);
        assert_eq!(f.errors(&broken), Measure { errors: 0, against: 0 }, "over the line: not counted");
        f.allow_trees(best.len() + 10);
        let counted = f.errors(&broken);
        assert!(counted.errors > 0 && counted.against == 1, "{counted:?}");
        assert_eq!(f.errors(&best), Measure { errors: 0, against: 1 });
    }

    /// While the best is over the line it has no count, so a candidate under the line, with
    /// errors, is not counted either: against the best's 0 it would always have more.
    #[test]
    fn under_the_line_from_a_best_over_it_nothing_is_counted() {
        let line = tree_bytes(0);
        let filler = "int f(void) { return 0; }\n".repeat(line / 26 + 100);
        let best = Arc::new(format!("int g( {{\n{filler}").into_bytes());
        let f = SyntaxFilter::for_original(Lang::C, &best);
        let under = &best[..line - 10];
        assert!(fresh(under) > 0);
        assert_eq!(f.errors(under), Measure { errors: 0, against: 0 });
        f.rebase(&Arc::new(under.to_vec()));
        assert_eq!(f.errors(under), Measure { errors: fresh(under), against: 1 }, "once it is the best, it is counted");
    }

    /// The chain of bests: a random walk of deletions from a corpus input with parse errors (the
    /// preprocessed C++ crash), each candidate counted, some accepted.
    fn walk(text: &[u8], seed: u64, steps: usize) -> Vec<(Vec<u8>, bool)> {
        let (mut rng, mut best, mut walk) = (SmallRng::seed_from_u64(seed), text.to_vec(), Vec::new());
        for _ in 0..steps {
            let span = random_span(&mut rng, &best);
            let candidate = [&best[..span.start], &best[span.end..]].concat();
            let accept = rng.random_bool(0.3);
            if accept {
                best = candidate.clone();
            }
            walk.push((candidate, accept));
        }
        walk
    }

    /// On a best with errors a count depends on the chain of bests and on the best it is taken
    /// against, never on which other candidates were counted before (speculation counts more of
    /// them at `-j 2`); the best's own count is its chain tree's, whether that tree was kept
    /// from counting it or parsed when it became the best, and a count over the allowance is
    /// taken on the whole candidate, so it is the count the candidate has as the best.
    #[test]
    fn counts_against_a_best_with_errors_depend_on_the_chain_only() {
        let input = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../corpus/cpp-gxx-ice-unevaluated-lambda-stdcxx/input.cpp");
        let mut text = std::fs::read(input).unwrap();
        // Its first 200 KB of libstdc++, to the end of a line.
        text.truncate(200_000 + text[200_000..].iter().position(|&b| b == b'\n').unwrap());
        let text = Arc::new(text);
        let every = SyntaxFilter::for_original(Lang::Cpp, &text);
        let accepted_only = SyntaxFilter::for_original(Lang::Cpp, &text);
        // Never counts a candidate before it becomes the best: parses each best in the chain.
        let chain_only = SyntaxFilter::for_original(Lang::Cpp, &text);
        assert!(every.errors(&text).errors > 0, "the input has parse errors");
        let (mut accepted, mut allowance) = (0, every.errors(&text).errors);
        for (candidate, accept) in walk(&text, 11, 60) {
            let counted = every.errors(&candidate);
            if !accept {
                continue;
            }
            assert_eq!(accepted_only.errors(&candidate), counted, "the same whatever was counted before");
            let best = Arc::new(candidate);
            every.rebase(&best);
            accepted_only.rebase(&best);
            chain_only.rebase(&best);
            let chained = chain_only.errors(&best).errors;
            assert_eq!(every.errors(&best).errors, chained, "the best's count is its chain tree's");
            assert_eq!(accepted_only.errors(&best).errors, chained);
            if counted.errors > allowance {
                assert_eq!(counted.errors, chained, "a count over the allowance is the whole parse's");
            }
            allowance = chained;
            accepted += 1;
        }
        assert!(accepted >= 10, "{accepted} bests");
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

    /// A batch's candidates: a merge of many scattered deletions (whole functions), then the
    /// merge with one more piece gone, counted before the merge becomes the best (so parsed
    /// against the best before it); every verdict is a fresh parse's, and the merge's tree
    /// serves as the next best's.
    #[test]
    fn candidates_near_a_merge_get_a_fresh_parse_verdict() {
        let function = |n: usize| format!("int f{n}(int a) {{ int x = a + {n}; if (x) return x * 2; return a; }}\n");
        let mut functions: Vec<String> = (0..400).map(function).collect();
        let filter = SyntaxFilter::for_original(Lang::C, &Arc::new(functions.concat().into_bytes()));
        let (mut rng, mut checked) = (SmallRng::seed_from_u64(3), [0, 0]);
        for _ in 0..12 {
            for _ in 0..16 {
                functions.remove(rng.random_range(0..functions.len()));
            }
            let merge = functions.concat().into_bytes();
            assert_eq!(filter.errors(&merge).errors, 0);
            for _ in 0..8 {
                let span = random_span(&mut rng, &merge);
                let candidate = [&merge[..span.start], &merge[span.end..]].concat();
                let broken = fresh(&candidate) > 0;
                assert_eq!(filter.errors(&candidate).errors > 0, broken, "deleting {span:?}");
                checked[usize::from(broken)] += 1;
            }
            filter.rebase(&Arc::new(merge.clone()));
            assert_eq!(filter.errors(&merge).errors, 0, "the merge's tree is the best's");
        }
        assert!(checked[0] >= 10 && checked[1] >= 10, "{checked:?}");
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
            let filter = SyntaxFilter::for_original(lang, &Arc::new(original.clone()));
            let mut rng = SmallRng::seed_from_u64(7);
            let mut best = original;
            for _ in 0..100 {
                let span = random_span(&mut rng, &best);
                let candidate = [&best[..span.start], &best[span.end..]].concat();
                let fresh = parse(lang, &candidate, None).root_node().has_error();
                assert_eq!(filter.errors(&candidate).errors > 0, fresh, "{}: deleting {span:?}", case.display());
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
