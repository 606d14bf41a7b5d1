//! `tokens`: adaptive deletion over tokens (identifiers, literals, punctuation runs, comments).

use super::Context;
use super::Pass;
use crate::edits::{Piece, SpanList};
use crate::stop::Stop;
use crate::views::tokens::{Token, tokenize};

/// Deletes runs of tokens together with the whitespace after them.
pub struct Tokens;

/// The end of what deleting `token` takes: the whitespace after it too, except that where
/// indentation is syntax a line break and what follows it stay, so no line is joined to the next.
fn deletion_end(text: &[u8], token: &Token, indented: bool) -> usize {
    match text[token.end..token.ws_end].iter().position(|&b| b == b'\n') {
        Some(newline) if indented => token.end + newline,
        _ => token.ws_end,
    }
}

impl Pass for Tokens {
    fn name(&self) -> &'static str {
        "tokens"
    }
    fn reads_trees(&self) -> bool {
        false
    }
    fn description(&self) -> &'static str {
        "delete runs of tokens (a comment or string literal is one token, as the table says)"
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let indented = cx.grammar().is_some_and(|g| g.indentation());
        let best = cx.best();
        let mut list = SpanList::new(best.to_vec());
        for t in tokenize(&best, cx.lexicon()) {
            list.push([Piece::delete(t.start..deletion_end(&best, &t, indented))]);
        }
        super::reduce(cx, &mut list)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::views::tokens::Lexicon;

    #[test]
    fn indented_text_keeps_its_line_breaks() {
        let text = b"if x:  \n    y\n";
        let tokens = tokenize(text, Lexicon::plain());
        let ends: Vec<usize> = tokens.iter().map(|t| deletion_end(text, t, true)).collect();
        assert_eq!(ends, [3, 4, 7, 13]);
        assert_eq!(deletion_end(text, &tokens[2], false), 12);
    }
}
