//! What unit tests of passes share: a rewrite's edits applied, and a source reduced by some
//! passes alone against a test written as a closure.

use crate::edits::{Piece, apply};
use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;
use crate::{FnOracle, Reduction};

/// Each rewrite `edits` lists for `src` in `lang`, applied.
pub fn rewritten(lang: Lang, src: &str, edits: fn(&Grammar, &[u8]) -> Vec<Vec<Piece>>) -> Vec<String> {
    let text = src.as_bytes();
    edits(Grammar::get(lang), text).iter().map(|p| String::from_utf8(apply(text, p)).unwrap()).collect()
}

/// `src` in `lang` reduced by the passes `names` alone, on one job, where a candidate is
/// interesting when `keep` says so of its text.
pub fn reduced(lang: Lang, src: &str, names: &[&str], keep: impl Fn(&str) -> bool + Send + Sync + 'static) -> String {
    let oracle = FnOracle(move |c: &[u8]| keep(&String::from_utf8_lossy(c)));
    let out = Reduction::new(src.as_bytes().to_vec()).language(lang).passes(names).jobs(1).run(oracle).unwrap();
    String::from_utf8(out.best).unwrap()
}
