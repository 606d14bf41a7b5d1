//! A tokenizer for any text: identifiers, numbers, string and char literals, comments, single
//! brackets and runs of other punctuation. What comments and strings look like comes from the
//! language's table (a [`Lexicon`]); text without a grammar is read as C-like. Whitespace belongs
//! to the token before it, so deleting a token never leaves a double space behind.

use std::sync::OnceLock;

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

/// What a language's comments and string literals look like, so that a literal or a comment is
/// one token and brackets inside one are not counted (from a table's `line_comments`,
/// `block_comments`, `quotes`, `long_quotes` and `char_quote`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lexicon {
    /// Openers of comments that run to the end of the line (`//`, `#`).
    pub line_comments: Vec<Vec<u8>>,
    /// Opener and closer of each kind of delimited comment (`/*`, `*/`).
    pub block_comments: Vec<(Vec<u8>, Vec<u8>)>,
    /// Quotes of string literals that end at the line's end when unclosed (`"`): one stray
    /// quote then swallows one line, not the rest of the file.
    pub quotes: Vec<Vec<u8>>,
    /// Quotes of literals that may span lines (JavaScript's `` ` ``, Python's `"""`), tried before
    /// `quotes`.
    pub long_quotes: Vec<Vec<u8>>,
    /// True when `'` opens a one-character literal (C's `'a'`); where it opens none it is a token
    /// of its own (Rust's lifetimes `'a`).
    pub char_quote: bool,
    /// Openers of lines that are a statement of their own (C's `#define`), which `braces` does not
    /// take into the statement that follows them.
    pub directives: Vec<Vec<u8>>,
}

impl Lexicon {
    /// How text without a grammar is read: C-like (`//` and `/* */` comments, `"` strings,
    /// `` ` `` templates, `'c'` characters), which fits most languages' brackets well enough.
    pub fn plain() -> &'static Lexicon {
        static PLAIN: OnceLock<Lexicon> = OnceLock::new();
        PLAIN.get_or_init(|| Lexicon {
            line_comments: vec![b"//".to_vec()],
            block_comments: vec![(b"/*".to_vec(), b"*/".to_vec())],
            quotes: vec![b"\"".to_vec()],
            long_quotes: vec![b"`".to_vec()],
            char_quote: true,
            directives: vec![b"#".to_vec()],
        })
    }

    /// True when the line from `i` on is a directive.
    pub fn directive_at(&self, text: &[u8], i: usize) -> bool {
        self.directives.iter().any(|d| text[i..].starts_with(d))
    }

    /// True when a comment starts at `i`.
    fn comment_at(&self, text: &[u8], i: usize) -> bool {
        let at = &text[i..];
        self.line_comments.iter().any(|o| at.starts_with(o))
            || self.block_comments.iter().any(|(o, _)| at.starts_with(o))
    }

    /// The comment starting at `i`, if one does: its end.
    fn comment(&self, text: &[u8], i: usize) -> Option<usize> {
        let at = &text[i..];
        if self.line_comments.iter().any(|o| at.starts_with(o)) {
            return Some(at.iter().position(|&c| c == b'\n').map_or(text.len(), |p| i + p));
        }
        let (open, close) = self.block_comments.iter().find(|(o, _)| at.starts_with(o))?;
        Some(find(text, i + open.len(), close).map_or(text.len(), |p| p + close.len()))
    }

    /// The string literal starting at `i`, if one does: its end. Long quotes are tried first, so
    /// that `"""` is not read as an empty `""` string.
    fn literal(&self, text: &[u8], i: usize) -> Option<usize> {
        let at = &text[i..];
        let long = self.long_quotes.iter().map(|q| (q, false));
        let (quote, single_line) =
            long.chain(self.quotes.iter().map(|q| (q, true))).find(|(q, _)| at.starts_with(q))?;
        Some(literal_end(text, i, quote, single_line))
    }
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

/// Splits `text` into tokens as `lexicon` reads it; leading whitespace at the very start belongs
/// to no token.
pub fn tokenize(text: &[u8], lexicon: &Lexicon) -> Vec<Token> {
    token_stream(text, lexicon).collect()
}

/// [`tokenize`]'s tokens one at a time, for a scan of a file of megabytes that needs no list of
/// them (a token list is four words per token: hundreds of megabytes for such a file).
pub fn token_stream<'a>(text: &'a [u8], lexicon: &'a Lexicon) -> impl Iterator<Item = Token> + 'a {
    let mut i = text.iter().position(|&b| !is_space(b)).unwrap_or(text.len());
    std::iter::from_fn(move || {
        if i >= text.len() {
            return None;
        }
        let (end, kind) = scan(text, i, lexicon);
        let mut ws_end = end;
        while ws_end < text.len() && is_space(text[ws_end]) {
            ws_end += 1;
        }
        let token = Token { start: i, end, ws_end, kind };
        i = ws_end;
        Some(token)
    })
}

/// Scans one token starting at `i` (not whitespace); returns its end and kind.
fn scan(text: &[u8], i: usize, lexicon: &Lexicon) -> (usize, TokenKind) {
    let b = text[i];
    if let Some(end) = lexicon.comment(text, i) {
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
    if let Some(end) = lexicon.literal(text, i) {
        return (end, TokenKind::Literal);
    }
    if b == b'\'' && lexicon.char_quote {
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
        while j < text.len() && is_punct(text[j]) && !lexicon.comment_at(text, j) {
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

/// The end of a literal opening with `quote` at `i`, which the same quote closes; a backslash
/// escapes the byte after it, and a single-line literal stops at the line's end.
fn literal_end(text: &[u8], i: usize, quote: &[u8], single_line: bool) -> usize {
    let mut j = i + quote.len();
    while j < text.len() {
        match text[j] {
            b'\\' => j += 2,
            b'\n' if single_line => return j,
            _ if text[j..].starts_with(quote) => return j + quote.len(),
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
        tokenize(text.as_bytes(), Lexicon::plain()).iter().map(|t| &text[t.start..t.end]).collect()
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
        let t = tokenize(b"  a  b\n", Lexicon::plain());
        assert_eq!((t[0].start, t[0].end, t[0].ws_end), (2, 3, 5));
        assert_eq!((t[1].start, t[1].end, t[1].ws_end), (5, 6, 7));
    }

    #[test]
    fn a_lexicon_says_what_comments_and_strings_are() {
        let python = Lexicon {
            line_comments: vec![b"#".to_vec()],
            quotes: vec![b"\"".to_vec(), b"'".to_vec()],
            long_quotes: vec![b"\"\"\"".to_vec(), b"'''".to_vec()],
            ..Lexicon::default()
        };
        let text = "x = 'a(b' # c)\ny = \"\"\"d\n)\"\"\" + /* e */";
        let shown: Vec<&str> = tokenize(text.as_bytes(), &python).iter().map(|t| &text[t.start..t.end]).collect();
        assert_eq!(shown, ["x", "=", "'a(b'", "# c)", "y", "=", "\"\"\"d\n)\"\"\"", "+", "/*", "e", "*/"]);
        assert_eq!(words("x = 'a(b' # c)"), ["x", "=", "'", "a", "(", "b", "'", "#", "c", ")"], "plain: C-like");
    }
}
