//! `lines`: adaptive deletion over the lines of the file (the classic bad parse).

use super::deletions::{Deletions, Resume, single};
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::edits::{Piece, SpanList};
use crate::syntax::grammar::Grammar;
use crate::text_units::lines::line_spans;

/// Deletes runs of whole lines.
pub const LINES: Spec = Spec {
    name: "lines",
    description: "delete runs of lines (adaptive deletion over lines)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: false,
    gate: Gate::Any,
    body: Body::Deletions(Deletions { first: None, list, resume: Resume::Below }),
};

/// The pass's one list: every line.
fn list(_: Option<&'static Grammar>, best: &[u8], step: usize) -> Option<SpanList> {
    single(step)?;
    let mut list = SpanList::new(best.to_vec()).with_blocks();
    for span in line_spans(best) {
        list.push([Piece::delete(span)]);
    }
    Some(list)
}
