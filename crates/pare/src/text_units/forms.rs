//! Forms: the declarations and statements of a text, read off its brackets alone (the bad parse
//! behind C-Reduce's `topformflat`). A form ends with a `;` or with the `}` that closes its
//! last block, at its own depth; a directive line (`#define`) is a form of its own. Forms at
//! depth 0 are the top level; forms at depth `d` sit directly inside a `{}` at depth `d - 1`
//! (namespace members, class members, statements of a body). Where indentation is syntax, a
//! top-level form is a line at column 0 with the indented lines after it.
//!
//! Finding them costs one scan of the tokens and no tree, so they are what a pass can cut a
//! file of megabytes into before anything else has made it smaller.

use std::ops::Range;

use super::tokens::{Lexicon, Token, TokenKind, token_stream};

/// The forms at brace depth `depth` of `text`, in order, each with the whitespace after it.
pub fn forms(text: &[u8], lexicon: &Lexicon, depth: usize) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    // The open brackets around the current token, and where the current form started.
    let mut open: Vec<u8> = Vec::new();
    let mut start: Option<usize> = None;
    // The end of a directive line already taken: its tokens are not read.
    let mut skip_to = 0;
    let at_depth = |open: &[u8]| open.len() == depth && (depth == 0 || open.last() == Some(&b'{'));
    for token in token_stream(text, lexicon) {
        let t = &token;
        if t.start < skip_to {
            continue;
        }
        let byte = text[t.start];
        let here = at_depth(&open);
        if here && start.is_none() && !(t.kind == TokenKind::Bracket && byte == b'}') {
            if is_directive(text, t, lexicon) {
                skip_to = line_end(text, t.start);
                out.push(t.start..skip_space(text, skip_to));
                continue;
            }
            start = Some(t.start);
        }
        match t.kind {
            TokenKind::Bracket if matches!(byte, b'(' | b'[' | b'{') => open.push(byte),
            TokenKind::Bracket => {
                // The `}` that closes the block the forms sit in ends an unterminated last form.
                if here && let Some(s) = start.take() {
                    out.push(s..t.start);
                }
                open.pop();
                if byte == b'}'
                    && at_depth(&open)
                    && let Some(s) = start.take()
                {
                    out.push(s..t.ws_end);
                }
            }
            TokenKind::Punct if here && text[t.start..t.end].contains(&b';') => {
                if let Some(s) = start.take() {
                    out.push(s..t.ws_end);
                }
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push(s..text.len());
    }
    out
}

/// The top-level forms of a text where indentation is syntax: each line that starts at column 0
/// (and is not blank) with the lines after it that are indented or blank.
pub fn indented_forms(text: &[u8]) -> Vec<Range<usize>> {
    let mut out: Vec<Range<usize>> = Vec::new();
    for line in super::lines::line_spans(text) {
        let first = text[line.clone()].iter().find(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'));
        let continues = first.is_none() || matches!(text[line.start], b' ' | b'\t');
        match out.last_mut() {
            Some(form) if continues => form.end = line.end,
            _ => out.push(line),
        }
    }
    out
}

fn is_directive(text: &[u8], t: &Token, lexicon: &Lexicon) -> bool {
    lexicon.directive_at(text, t.start) && (t.start == 0 || text[t.start - 1] == b'\n')
}

/// One past the line break of the line holding `i` (or the text's end).
fn line_end(text: &[u8], i: usize) -> usize {
    memchr::memchr(b'\n', &text[i..]).map_or(text.len(), |p| i + p + 1)
}

fn skip_space(text: &[u8], mut i: usize) -> usize {
    while i < text.len() && text[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'a>(text: &'a str, forms: &[Range<usize>]) -> Vec<&'a str> {
        forms.iter().map(|r| text[r.clone()].trim_end()).collect()
    }

    #[test]
    fn top_level_forms_end_at_semicolons_and_closing_braces() {
        let text = "#include <a.h>\nint x;\nstruct S { int a; int b; };\nint f(void) { for (;;) { g(); } }\n";
        let lexicon = Lexicon::plain();
        assert_eq!(
            texts(text, &forms(text.as_bytes(), lexicon, 0)),
            ["#include <a.h>", "int x;", "struct S { int a; int b; }", ";", "int f(void) { for (;;) { g(); } }"]
        );
        assert_eq!(texts(text, &forms(text.as_bytes(), lexicon, 1)), ["int a;", "int b;", "for (;;) { g(); }"]);
        assert_eq!(texts(text, &forms(text.as_bytes(), lexicon, 2)), ["g();"]);
    }

    #[test]
    fn namespace_members_are_forms_one_level_down() {
        let text = "namespace std { template<class T> struct A { T t; }; int f() { return 1 } }";
        let lexicon = Lexicon::plain();
        assert_eq!(texts(text, &forms(text.as_bytes(), lexicon, 0)), [text]);
        assert_eq!(
            texts(text, &forms(text.as_bytes(), lexicon, 1)),
            ["template<class T> struct A { T t; }", ";", "int f() { return 1 }"]
        );
        // The last statement of a body has no `;`: the closing brace ends it.
        assert_eq!(texts(text, &forms(text.as_bytes(), lexicon, 2)), ["T t;", "return 1"]);
    }

    #[test]
    fn indented_forms_take_their_blocks() {
        let text = "import os\n\ndef f():\n    return 1\n\nx = f()\n";
        assert_eq!(texts(text, &indented_forms(text.as_bytes())), ["import os", "def f():\n    return 1", "x = f()"]);
    }
}
