//! `bytes`: adaptive deletion over chunks of 64 bytes, then over single bytes. The last resort for
//! input no other view cuts well (binary data, long runs of word characters); it runs last, when
//! the other passes have made the file small.

use super::deletions::{Deletions, Resume};
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::edits::{Piece, SpanList};
use crate::syntax::grammar::Grammar;

/// Deletes runs of bytes.
pub const BYTES: Spec = Spec {
    name: "bytes",
    description: "delete runs of 64-byte chunks, then of single bytes (for binary or oddly shaped input)",
    tier: Tier::LastResort,
    filtering: Filtering::Before,
    reads_trees: false,
    gate: Gate::Any,
    body: Body::Deletions(Deletions { first: None, list: chunks, resume: Resume::Restart }),
};

/// Step 0 deletes chunks of 64 bytes, step 1 single bytes.
fn chunks(_: Option<&'static Grammar>, best: &[u8], step: usize) -> Option<SpanList> {
    let chunk = *[64, 1].get(step)?;
    let mut list = SpanList::new(best.to_vec());
    for start in (0..best.len()).step_by(chunk) {
        list.push([Piece::delete(start..(start + chunk).min(best.len()))]);
    }
    Some(list)
}
