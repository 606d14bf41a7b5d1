//! A language-agnostic tokenizer for C-like text: identifiers, numbers, string and char literals,
//! comments, single brackets and runs of other punctuation. Whitespace belongs to the token before
//! it, so deleting a token never leaves a double space behind.

/// What a token looks like; the brace matcher uses it to skip literals and comments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// An identifier or keyword (non-ASCII bytes count as identifier characters).
    Word,
    /// A numeric literal, with its suffix (`0x1Fu`, `1.5e-3f`).
    Number,
    /// A string, char or template literal, quotes included.
    Literal,
    /// A `//` or `/* */` comment.
    Comment,
    /// One of `( ) [ ] { }`.
    Bracket,
    /// A run of other punctuation (`->`, `+=`, `;`).
    Punct,
}

/// One token: `start..end` is the token itself, `end..ws_end` the whitespace after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// First byte of the token.
    pub start: usize,
    /// One past its last byte.
    pub end: usize,
    /// One past the whitespace that follows it.
    pub ws_end: usize,
    /// Its shape.
    pub kind: TokenKind,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80
}

fn is_bracket(b: u8) -> bool {
    matches!(b, b'(' | b')' | b'[' | b']' | b'{' | b'}')
}

fn is_punct(b: u8) -> bool {
    b.is_ascii_punctuation() && !is_bracket(b) && !matches!(b, b'"' | b'\'' | b'`' | b'_' | b'$')
}

/// Splits `text` into tokens; leading whitespace at the very start belongs to no token.
pub fn tokenize(text: &[u8]) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < text.len() && is_space(text[i]) {
        i += 1;
    }
    while i < text.len() {
        let (end, kind) = scan(text, i);
        let mut ws_end = end;
        while ws_end < text.len() && is_space(text[ws_end]) {
            ws_end += 1;
        }
        tokens.push(Token { start: i, end, ws_end, kind });
        i = ws_end;
    }
    tokens
}

/// Scans one token starting at `i` (not whitespace); returns its end and kind.
fn scan(text: &[u8], i: usize) -> (usize, TokenKind) {
    let b = text[i];
    let next = text.get(i + 1).copied();
    if b == b'/' && next == Some(b'/') {
        let end = text[i..].iter().position(|&c| c == b'\n').map_or(text.len(), |p| i + p);
        return (end, TokenKind::Comment);
    }
    if b == b'/' && next == Some(b'*') {
        let end = find(text, i + 2, b"*/").map_or(text.len(), |p| p + 2);
        return (end, TokenKind::Comment);
    }
    if b.is_ascii_digit() {
        let mut j = i + 1;
        while j < text.len() {
            let c = text[j];
            let exponent_sign = matches!(c, b'+' | b'-') && matches!(text[j - 1], b'e' | b'E' | b'p' | b'P');
            if is_word(c) || c == b'.' || exponent_sign {
                j += 1;
            } else {
                break;
            }
        }
        return (j, TokenKind::Number);
    }
    if is_word(b) {
        let mut j = i + 1;
        while j < text.len() && is_word(text[j]) {
            j += 1;
        }
        return (j, TokenKind::Word);
    }
    if matches!(b, b'"' | b'`') {
        return (literal_end(text, i, b == b'"'), TokenKind::Literal);
    }
    if b == b'\'' {
        return match char_literal_end(text, i) {
            Some(end) => (end, TokenKind::Literal),
            // A lifetime (`'a`) or a stray quote.
            None => (i + 1, TokenKind::Punct),
        };
    }
    if is_bracket(b) {
        return (i + 1, TokenKind::Bracket);
    }
    if is_punct(b) {
        let mut j = i + 1;
        while j < text.len() && is_punct(text[j]) && !(text[j] == b'/' && matches!(text.get(j + 1), Some(b'/' | b'*')))
        {
            j += 1;
        }
        return (j, TokenKind::Punct);
    }
    (i + 1, TokenKind::Punct)
}

/// The end of a char literal at `i`: one (UTF-8) character or one escape sequence, then `'`.
fn char_literal_end(text: &[u8], i: usize) -> Option<usize> {
    let first = *text.get(i + 1)?;
    let body_end = if first == b'\\' {
        let close = text.get(i + 2..)?.iter().take(10).position(|&c| c == b'\'' || c == b'\n')?;
        i + 2 + close
    } else {
        let width = match first {
            0xf0.. => 4,
            0xe0.. => 3,
            0xc0.. => 2,
            b'\n' | b'\'' => return None,
            _ => 1,
        };
        i + 1 + width
    };
    (text.get(body_end) == Some(&b'\'')).then_some(body_end + 1)
}

/// The end of a quoted literal starting at `i`; a single-line literal stops at the line's end.
fn literal_end(text: &[u8], i: usize, single_line: bool) -> usize {
    let quote = text[i];
    let mut j = i + 1;
    while j < text.len() {
        match text[j] {
            b'\\' => j += 2,
            b'\n' if single_line => return j,
            c if c == quote => return j + 1,
            _ => j += 1,
        }
    }
    text.len()
}

fn find(text: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    text.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|p| from + p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<&str> {
        tokenize(text.as_bytes()).iter().map(|t| &text[t.start..t.end]).collect()
    }

    #[test]
    fn splits_c_like_text() {
        assert_eq!(
            words("int x = 0x1F+1.5e-3; // hi\n f(\"a)b\", 'c');"),
            vec!["int", "x", "=", "0x1F", "+", "1.5e-3", ";", "// hi", "f", "(", "\"a)b\"", ",", "'c'", ")", ";"]
        );
        assert_eq!(words("a->b /* x */ c"), vec!["a", "->", "b", "/* x */", "c"]);
        assert_eq!(
            words("fn f<'a>(x: &'a u8)"),
            vec!["fn", "f", "<", "'", "a", ">", "(", "x", ":", "&", "'", "a", "u8", ")"]
        );
    }

    #[test]
    fn whitespace_belongs_to_the_token_before() {
        let t = tokenize(b"  a  b\n");
        assert_eq!((t[0].start, t[0].end, t[0].ws_end), (2, 3, 5));
        assert_eq!((t[1].start, t[1].end, t[1].ws_end), (5, 6, 7));
    }
}
