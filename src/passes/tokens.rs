//! `tokens`: adaptive deletion over tokens (identifiers, literals, punctuation runs, comments).

use super::Context;
use super::Pass;
use crate::edits::{Piece, SpanList};
use crate::stop::Stop;
use crate::views::tokens::tokenize;

/// Deletes runs of tokens together with the whitespace after them.
pub struct Tokens;

impl Pass for Tokens {
    fn name(&self) -> &'static str {
        "tokens"
    }
    fn description(&self) -> &'static str {
        "delete runs of tokens (language-agnostic tokenizer)"
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let best = cx.best();
        let mut list = SpanList::new(best.to_vec());
        for t in tokenize(&best) {
            list.push([Piece::delete(t.start..t.ws_end)]);
        }
        super::reduce(cx, &mut list)?;
        Ok(())
    }
}
