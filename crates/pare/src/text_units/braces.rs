//! Balanced pairs of `()`, `[]` and `{}`, found on the token stream so that brackets inside
//! string literals and comments are ignored.

use super::tokens::{Lexicon, TokenKind, tokenize};

/// One matched pair: `open` and `close` are the byte offsets of the two delimiters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    /// Offset of the opening delimiter.
    pub open: usize,
    /// Offset of the closing delimiter.
    pub close: usize,
    /// How many pairs enclose this one (0 for outermost), not counting the links of chains.
    pub depth: usize,
    /// True when the pair is all that an enclosing pair of the same kind holds (`((x))`): a link
    /// of a chain of nested pairs, which counts at the enclosing pair's depth. Chains can be
    /// thousands of pairs deep; passes that go depth by depth skip their links, and `nesting`
    /// takes runs of links out at once.
    pub inner: bool,
}

fn closer(open: u8) -> u8 {
    match open {
        b'(' => b')',
        b'[' => b']',
        _ => b'}',
    }
}

/// All balanced pairs in `text`, sorted by opening offset. A closer with no matching opener is
/// ignored; openers left unclosed in between are dropped.
pub fn pairs(text: &[u8], lexicon: &Lexicon) -> Vec<Pair> {
    let mut stack: Vec<usize> = Vec::new();
    let mut out = Vec::new();
    for t in tokenize(text, lexicon).iter().filter(|t| t.kind == TokenKind::Bracket) {
        let b = text[t.start];
        if matches!(b, b'(' | b'[' | b'{') {
            stack.push(t.start);
            continue;
        }
        if let Some(k) = stack.iter().rposition(|&o| closer(text[o]) == b) {
            stack.truncate(k + 1);
            let open = stack.pop().unwrap();
            out.push(Pair { open, close: t.start, depth: k, inner: false });
        }
    }
    out.sort_by_key(|p| p.open);
    // Depths must count only pairs that really matched: recompute them from the nesting.
    let mut enclosing: Vec<Pair> = Vec::new();
    let blank = |r: std::ops::Range<usize>| text[r].iter().all(u8::is_ascii_whitespace);
    for p in &mut out {
        while enclosing.last().is_some_and(|e| e.close < p.open) {
            enclosing.pop();
        }
        if let Some(e) = enclosing.last() {
            p.inner = text[e.open] == text[p.open] && blank(e.open + 1..p.open) && blank(p.close + 1..e.close);
            p.depth = e.depth + usize::from(!p.inner);
        } else {
            p.depth = 0;
        }
        enclosing.push(*p);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nests_and_skips_literals() {
        let text = b"f(a[1], \"(\") { g(); }";
        let p = pairs(text, Lexicon::plain());
        let shape: Vec<(u8, usize)> = p.iter().map(|p| (text[p.open], p.depth)).collect();
        assert_eq!(shape, vec![(b'(', 0), (b'[', 1), (b'{', 0), (b'(', 1)]);
        assert_eq!(text[p[0].close], b')');
    }

    #[test]
    fn a_pair_that_is_all_of_its_enclosing_pair_counts_at_its_depth() {
        let text = b"f(( (x) ), y) { { g(); } }";
        let shape: Vec<(usize, bool)> = pairs(text, Lexicon::plain()).iter().map(|p| (p.depth, p.inner)).collect();
        // f( … ): 0; `( (x) )`: 1; `(x)`: inner, 1; `{ … }`: 0; `{ g(); }`: inner, 0; g(): 1.
        assert_eq!(shape, vec![(0, false), (1, false), (1, true), (0, false), (0, true), (1, false)]);
    }

    #[test]
    fn tolerates_unbalanced_text() {
        // A stray closer is ignored; an unclosed opener inside a pair is dropped.
        let p = pairs(b"] { ( } )", Lexicon::plain());
        assert_eq!(p.len(), 1, "{p:?}");
        assert_eq!((p[0].open, p[0].close, p[0].depth), (2, 6, 0));
    }
}
