//! The syntax pre-filter: when the original parses cleanly, a candidate with parse errors is
//! rejected without running the test. A parse costs microseconds to milliseconds; a test call
//! often costs seconds. `--allow-syntax-errors` turns it off for bugs that need broken input.

use super::language::Lang;
use super::parse::parses_cleanly;
use crate::evaluator::CandidateFilter;

/// Rejects candidates that do not parse cleanly.
pub struct SyntaxFilter {
    lang: Lang,
}

impl SyntaxFilter {
    /// A filter for `lang`, or `None` when `original` itself has parse errors (then errors are
    /// part of what the user gave us, and rejecting them would change the problem).
    pub fn for_original(lang: Lang, original: &[u8]) -> Option<SyntaxFilter> {
        parses_cleanly(lang, original).then_some(SyntaxFilter { lang })
    }
}

impl CandidateFilter for SyntaxFilter {
    fn rejects(&self, candidate: &[u8]) -> bool {
        !parses_cleanly(self.lang, candidate)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_broken_candidates_only_for_clean_originals() {
        assert!(SyntaxFilter::for_original(Lang::C, b"int f( {").is_none());
        let f = SyntaxFilter::for_original(Lang::C, b"int f(void) { return 1; }").unwrap();
        assert!(!f.rejects(b"int f(void) { return 0; }"));
        assert!(f.rejects(b"int f(void) { return 0; "));
        assert!(!f.rejects(b""));
    }
}
