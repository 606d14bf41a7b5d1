//! `braces`: the balanced-brackets bad parse. For each nesting depth, outermost first,
//! adaptive deletion over the sibling pairs at that depth, four ways: the whole statement the pair
//! ends (back to the previous `;`, `}` or opener at the same depth: a function, a struct, an `if`),
//! the region alone, only its contents, only the two delimiters.

use super::Context;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::edits::stages::Stages;
use crate::edits::{Piece, SpanList};
use crate::stop::Stop;
use crate::text_units::braces::{Pair, pairs};
use crate::text_units::tokens::{Lexicon, Token, TokenKind, tokenize};

#[derive(Clone, Copy)]
enum Mode {
    Statement,
    Whole,
    Contents,
    Delimiters,
}

/// The modes, in the order each depth tries them.
const MODES: [Mode; 4] = [Mode::Statement, Mode::Whole, Mode::Contents, Mode::Delimiters];

/// The start of the statement that ends with the pair opening at token `open`: just after the
/// previous `;` or `}` at the same depth, the enclosing opener, or a directive's line (C's
/// `#define`).
fn statement_start(text: &[u8], tokens: &[Token], open: usize, lexicon: &Lexicon) -> usize {
    let mut depth = 0usize;
    let mut start = tokens[open].start;
    for t in tokens[..open].iter().rev() {
        let b = text[t.start];
        match (t.kind, b) {
            (TokenKind::Bracket, b')' | b']' | b'}') if depth > 0 => depth += 1,
            (TokenKind::Bracket, b')' | b']') => depth += 1,
            (TokenKind::Bracket, b'}') => return t.ws_end,
            (TokenKind::Bracket, _) if depth == 0 => return t.ws_end,
            (TokenKind::Bracket, _) => depth -= 1,
            (TokenKind::Punct, b';') if depth == 0 => return t.ws_end,
            (TokenKind::Punct, _) if depth == 0 && lexicon.directive_at(text, t.start) && line_start(text, t.start) => {
                let after = text[t.start..].iter().position(|&c| c == b'\n').map_or(text.len(), |p| t.start + p + 1);
                // A pair on the directive's own line (`#define E ((T)-1)`) is part of it.
                return if after > tokens[open].start { t.start } else { after };
            }
            _ => {}
        }
        start = t.start;
    }
    start
}

/// True when `i` is the first byte of its line.
fn line_start(text: &[u8], i: usize) -> bool {
    i == 0 || text[i - 1] == b'\n'
}

fn unit(text: &[u8], tokens: &[Token], p: &Pair, mode: Mode, lexicon: &Lexicon) -> Vec<Piece> {
    match mode {
        Mode::Statement => {
            let open = tokens.partition_point(|t| t.start < p.open);
            let close = tokens.partition_point(|t| t.start < p.close);
            let start = statement_start(text, tokens, open, lexicon);
            let end = match tokens.get(close + 1) {
                Some(t) if text[t.start] == b';' => t.ws_end,
                _ => tokens[close].ws_end,
            };
            vec![Piece::delete(start..end)]
        }
        Mode::Whole => {
            let mut end = p.close + 1;
            while end < text.len() && matches!(text[end], b' ' | b'\t') {
                end += 1;
            }
            vec![Piece::delete(p.open..end)]
        }
        Mode::Contents => vec![Piece::delete(p.open + 1..p.close)],
        Mode::Delimiters => vec![Piece::delete(p.open..p.open + 1), Piece::delete(p.close..p.close + 1)],
    }
}

/// Deletes bracketed regions, their contents, or their delimiters.
pub const BRACES: Spec = Spec {
    name: "braces",
    description: "for (), [], {} pairs by depth: delete the region, its contents, or the delimiters",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: false,
    gate: Gate::Any,
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    // One stage per depth and mode, outermost depth first; the pass ends at the first depth
    // that has no pairs. A run that yielded resumes at its stage.
    let level = cx.resume().map_or(0, |p| p.level);
    let indented = cx.grammar().is_some_and(|g| g.indentation());
    let lexicon = cx.lexicon();
    let stage = |text: &[u8], i| stage(text, i, indented, lexicon);
    let Some(mut list) = Stages::at(&cx.best(), stage, level) else { return Ok(()) };
    super::reduce(cx, &mut list)?;
    Ok(())
}

/// Stage `i`'s list on `text`: the units of mode `i % 4` for the pairs at depth `i / 4`. Where
/// indentation is syntax (`indented`), statements end at line breaks, not at `;` or `}`, so the
/// statement mode has no units.
fn stage(text: &[u8], i: usize, indented: bool, lexicon: &Lexicon) -> Option<SpanList> {
    let (depth, mode) = (i / MODES.len(), MODES[i % MODES.len()]);
    // A link of a chain of nested pairs is left to `nesting`: it counts at its chain's depth,
    // and with every link a unit, a chain thousands deep would cost thousands of calls.
    let at_depth: Vec<Pair> = pairs(text, lexicon).into_iter().filter(|p| p.depth == depth && !p.inner).collect();
    if at_depth.is_empty() && i.is_multiple_of(MODES.len()) {
        return None;
    }
    let mut list = SpanList::new(text.to_vec());
    if indented && matches!(mode, Mode::Statement) {
        return Some(list);
    }
    let tokens = tokenize(text, lexicon);
    let mut units: Vec<Vec<Piece>> = Vec::new();
    for p in &at_depth {
        let pieces = unit(text, &tokens, p, mode, lexicon);
        match units.last_mut() {
            // `f(..) {..}`: both pairs end the same statement; keep the longer one.
            Some(prev) if prev[0].range.start == pieces[0].range.start => *prev = pieces,
            // Overlapping statements (`if (c) {} else {}`) would break the list's order.
            Some(prev) if pieces[0].range.start < prev.last().unwrap().range.end => {}
            _ => units.push(pieces),
        }
    }
    for pieces in units {
        list.push(pieces);
    }
    Some(list)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pair inside a directive belongs to the directive's statement; one after it starts on
    /// the next line.
    #[test]
    fn statements_around_directives_never_end_before_they_start() {
        let text = b"#define E ((T)-1)\nint f(void) { return E; }\n";
        for i in 0..8 {
            let Some(list) = stage(text, i, false, Lexicon::plain()) else { break };
            for k in 0..crate::adaptive::DeletionList::len(&list) {
                let _ = crate::adaptive::DeletionList::candidate(&list, k..k + 1);
            }
        }
        let tokens = tokenize(text, Lexicon::plain());
        let paren = tokens.iter().position(|t| text[t.start] == b'(').unwrap();
        assert_eq!(statement_start(text, &tokens, paren, Lexicon::plain()), 0);
        let brace = tokens.iter().position(|t| text[t.start] == b'{').unwrap();
        assert_eq!(statement_start(text, &tokens, brace, Lexicon::plain()), 18);
    }
}
