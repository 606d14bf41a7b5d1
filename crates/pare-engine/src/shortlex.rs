//! The total order on test cases that defines "better": shorter wins, then lexicographically smaller.
//!
//! Why a total order (a reduction order): under it every oracle has one canonical best answer, the
//! reduction state can tell progress from lateral moves, and normalising passes (which keep the
//! length) still make measurable progress.

use std::cmp::Ordering;

/// Compares two test cases in shortlex order.
pub fn cmp(a: &[u8], b: &[u8]) -> Ordering {
    a.len().cmp(&b.len()).then_with(|| a.cmp(b))
}

/// True when `candidate` is strictly better than `best` in shortlex order.
pub fn is_better(candidate: &[u8], best: &[u8]) -> bool {
    cmp(candidate, best) == Ordering::Less
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shorter_wins_then_lexicographic() {
        assert!(is_better(b"zz", b"aaa"));
        assert!(is_better(b"ab", b"ba"));
        assert!(!is_better(b"ab", b"ab"));
        assert!(!is_better(b"abc", b"ab"));
    }
}
