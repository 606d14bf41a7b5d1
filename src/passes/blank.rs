//! `blank`: collapse whitespace runs to one space or line break, then try removing them entirely.

use super::Context;
use super::Pass;
use crate::adaptive::reduce_list;
use crate::edits::{Piece, SpanList};
use crate::stop::Stop;
use crate::views::whitespace::runs;

/// Shrinks whitespace where the test allows.
pub struct Blank;

impl Pass for Blank {
    fn name(&self) -> &'static str {
        "blank"
    }
    fn description(&self) -> &'static str {
        "collapse whitespace runs and blank lines, then delete whitespace"
    }
    fn tier(&self) -> super::Tier {
        super::Tier::Normalizing
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let order = cx.order();
        let best = cx.best();
        let mut list = SpanList::new(best.to_vec());
        for r in runs(&best) {
            let with: &[u8] = if best[r.clone()].contains(&b'\n') { b"\n" } else { b" " };
            list.push([Piece::replace(r, with)]);
        }
        reduce_list(cx, &mut list, order)?;
        let best = cx.best();
        let mut list = SpanList::new(best.to_vec());
        for r in runs(&best) {
            list.push([Piece::delete(r)]);
        }
        reduce_list(cx, &mut list, order)?;
        Ok(())
    }
}
