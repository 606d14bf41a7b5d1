//! `tokens`: adaptive deletion over tokens (identifiers, literals, punctuation runs, comments).

use super::deletions::{Deletions, Resume, single};
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::edits::{Piece, SpanList};
use crate::syntax::grammar::Grammar;
use crate::text_units::tokens::Lexicon;
use crate::text_units::tokens::{Token, tokenize};

/// The end of what deleting `token` takes: the whitespace after it too, except that where
/// indentation is syntax a line break and what follows it stay, so no line is joined to the next.
fn deletion_end(text: &[u8], token: &Token, indented: bool) -> usize {
    match text[token.end..token.ws_end].iter().position(|&b| b == b'\n') {
        Some(newline) if indented => token.end + newline,
        _ => token.ws_end,
    }
}

/// Deletes runs of tokens together with the whitespace after them.
pub const TOKENS: Spec = Spec {
    name: "tokens",
    description: "delete runs of tokens (a comment or string literal is one token, as the table says)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: false,
    gate: Gate::Any,
    body: Body::Deletions(Deletions { first: None, list, resume: Resume::Below }),
};

/// The pass's one list: every token, read with the grammar's lexicon (C-like without one).
fn list(grammar: Option<&'static Grammar>, best: &[u8], step: usize) -> Option<SpanList> {
    single(step)?;
    let indented = grammar.is_some_and(|g| g.indentation());
    let lexicon = grammar.map_or(Lexicon::plain(), Grammar::lexicon);
    let mut list = SpanList::new(best.to_vec());
    for t in tokenize(best, lexicon) {
        list.push([Piece::delete(t.start..deletion_end(best, &t, indented))]);
    }
    Some(list)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text_units::tokens::Lexicon;

    #[test]
    fn indented_text_keeps_its_line_breaks() {
        let text = b"if x:  \n    y\n";
        let tokens = tokenize(text, Lexicon::plain());
        let ends: Vec<usize> = tokens.iter().map(|t| deletion_end(text, t, true)).collect();
        assert_eq!(ends, [3, 4, 7, 13]);
        assert_eq!(deletion_end(text, &tokens[2], false), 12);
    }
}
