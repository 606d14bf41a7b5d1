//! `bytes`: adaptive deletion over chunks of 64 bytes, then over single bytes. The last resort for
//! input no other view cuts well (binary data, long runs of word characters); it runs last, when
//! the other passes have made the file small.

use super::Context;
use super::Pass;
use crate::adaptive::reduce_list;
use crate::edits::{Piece, SpanList};
use crate::stop::Stop;

/// Deletes runs of bytes.
pub struct Bytes;

impl Pass for Bytes {
    fn name(&self) -> &'static str {
        "bytes"
    }
    fn reads_trees(&self) -> bool {
        false
    }
    fn description(&self) -> &'static str {
        "delete runs of 64-byte chunks, then of single bytes (for binary or oddly shaped input)"
    }
    fn tier(&self) -> super::Tier {
        super::Tier::LastResort
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let order = cx.order();
        for chunk in [64, 1] {
            let best = cx.best();
            let mut list = SpanList::new(best.to_vec());
            for start in (0..best.len()).step_by(chunk) {
                list.push([Piece::delete(start..(start + chunk).min(best.len()))]);
            }
            reduce_list(cx, &mut list, order)?;
        }
        Ok(())
    }
}
