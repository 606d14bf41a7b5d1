//! `lines`: adaptive deletion over the lines of the file (the classic bad parse).

use super::Context;
use super::Pass;
use crate::edits::{Piece, SpanList};
use crate::stop::Stop;
use crate::views::lines::line_spans;

/// Deletes runs of whole lines.
pub struct Lines;

impl Pass for Lines {
    fn name(&self) -> &'static str {
        "lines"
    }
    fn reads_trees(&self) -> bool {
        false
    }
    fn description(&self) -> &'static str {
        "delete runs of lines (adaptive deletion over lines)"
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let best = cx.best();
        let mut list = SpanList::new(best.to_vec()).with_blocks();
        for span in line_spans(&best) {
            list.push([Piece::delete(span)]);
        }
        super::reduce(cx, &mut list)?;
        Ok(())
    }
}
