//! `braces`: the balanced-brackets bad parse (seed 002). For each nesting depth, outermost first,
//! adaptive deletion over the sibling pairs at that depth, three ways: the whole region, only its
//! contents, only the two delimiters.

use super::Pass;
use crate::adaptive::reduce_list;
use crate::edits::{Piece, SpanList};
use crate::reducer::Reducer;
use crate::stop::Stop;
use crate::views::braces::{Pair, pairs};

/// Deletes bracketed regions, their contents, or their delimiters.
pub struct Braces;

#[derive(Clone, Copy)]
enum Mode {
    Whole,
    Contents,
    Delimiters,
}

fn unit(text: &[u8], p: &Pair, mode: Mode) -> Vec<Piece> {
    match mode {
        Mode::Whole => {
            let mut end = p.close + 1;
            while end < text.len() && matches!(text[end], b' ' | b'\t') {
                end += 1;
            }
            vec![Piece::delete(p.open..end)]
        }
        Mode::Contents => vec![Piece::delete(p.open + 1..p.close)],
        Mode::Delimiters => vec![
            Piece::delete(p.open..p.open + 1),
            Piece::delete(p.close..p.close + 1),
        ],
    }
}

impl Pass for Braces {
    fn name(&self) -> &'static str {
        "braces"
    }
    fn description(&self) -> &'static str {
        "for (), [], {} pairs by depth: delete the region, its contents, or the delimiters"
    }
    fn run(&self, reducer: &mut Reducer) -> Result<(), Stop> {
        let order = reducer.options.order;
        let mut depth = 0;
        loop {
            let mut any_at_depth = false;
            for mode in [Mode::Whole, Mode::Contents, Mode::Delimiters] {
                let best = reducer.best();
                let at_depth: Vec<Pair> = pairs(&best)
                    .into_iter()
                    .filter(|p| p.depth == depth)
                    .collect();
                any_at_depth |= !at_depth.is_empty();
                let mut list = SpanList::new(best.to_vec());
                for p in &at_depth {
                    list.push(unit(&best, p, mode));
                }
                reduce_list(reducer, &mut list, order)?;
            }
            if !any_at_depth {
                return Ok(());
            }
            depth += 1;
        }
    }
}
