//! Balanced pairs of `()`, `[]` and `{}`, found on the token stream so that brackets inside
//! string literals and comments are ignored.

use super::tokens::{TokenKind, tokenize};

/// One matched pair: `open` and `close` are the byte offsets of the two delimiters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    /// Offset of the opening delimiter.
    pub open: usize,
    /// Offset of the closing delimiter.
    pub close: usize,
    /// How many pairs enclose this one (0 for outermost).
    pub depth: usize,
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
pub fn pairs(text: &[u8]) -> Vec<Pair> {
    let mut stack: Vec<usize> = Vec::new();
    let mut out = Vec::new();
    for t in tokenize(text).iter().filter(|t| t.kind == TokenKind::Bracket) {
        let b = text[t.start];
        if matches!(b, b'(' | b'[' | b'{') {
            stack.push(t.start);
            continue;
        }
        if let Some(k) = stack.iter().rposition(|&o| closer(text[o]) == b) {
            stack.truncate(k + 1);
            let open = stack.pop().unwrap();
            out.push(Pair { open, close: t.start, depth: k });
        }
    }
    out.sort_by_key(|p| p.open);
    // Depths must count only pairs that really matched: recompute them from the nesting.
    let mut enclosing: Vec<usize> = Vec::new();
    for p in &mut out {
        while enclosing.last().is_some_and(|&c| c < p.open) {
            enclosing.pop();
        }
        p.depth = enclosing.len();
        enclosing.push(p.close);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nests_and_skips_literals() {
        let text = b"f(a[1], \"(\") { g(); }";
        let p = pairs(text);
        let shape: Vec<(u8, usize)> = p.iter().map(|p| (text[p.open], p.depth)).collect();
        assert_eq!(shape, vec![(b'(', 0), (b'[', 1), (b'{', 0), (b'(', 1)]);
        assert_eq!(text[p[0].close], b')');
    }

    #[test]
    fn tolerates_unbalanced_text() {
        // A stray closer is ignored; an unclosed opener inside a pair is dropped.
        let p = pairs(b"] { ( } )");
        assert_eq!(p.len(), 1, "{p:?}");
        assert_eq!((p[0].open, p[0].close, p[0].depth), (2, 6, 0));
    }
}
