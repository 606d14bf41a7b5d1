//! `blank`: collapse whitespace runs to one space or line break, then try removing them entirely.
//! Where indentation is syntax (Python), a run that crosses lines keeps the next line's
//! indentation and is never removed, so no line is joined to another or moved to another block.

use super::deletions::{Deletions, Resume};
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::edits::{Piece, SpanList};
use crate::syntax::grammar::Grammar;
use crate::text_units::whitespace::runs;

/// The shortest text that may replace the whitespace `run`: one line break followed by the
/// next line's indentation when `indented` and the run crosses lines, else one line break or
/// one space.
fn collapsed(run: &[u8], indented: bool) -> Vec<u8> {
    match run.iter().rposition(|&b| b == b'\n') {
        Some(last) if indented => [b"\n".as_slice(), &run[last + 1..]].concat(),
        Some(_) => b"\n".to_vec(),
        None => b" ".to_vec(),
    }
}

/// Shrinks whitespace where the test allows.
pub const BLANK: Spec = Spec {
    name: "blank",
    description: "collapse whitespace runs and blank lines, then delete whitespace",
    tier: Tier::Normalizing,
    filtering: Filtering::Before,
    reads_trees: false,
    gate: Gate::Any,
    body: Body::Deletions(Deletions { first: None, list, resume: Resume::Restart }),
};

/// Step 0 collapses whitespace runs, step 1 deletes them.
fn list(grammar: Option<&'static Grammar>, best: &[u8], step: usize) -> Option<SpanList> {
    let indented = grammar.is_some_and(|g| g.indentation());
    let mut list = SpanList::new(best.to_vec());
    match step {
        0 => {
            for r in runs(best) {
                let with = collapsed(&best[r.clone()], indented);
                if with.len() < r.len() {
                    list.push([Piece::replace(r, &with)]);
                }
            }
        }
        1 => {
            // An indented file's line breaks and indentation (a run at the very start is the
            // first line's) stay, and so do spaces between two words (`if x`, `return x`),
            // which such a language's parser may read as one name without complaint.
            let word = |b: Option<&u8>| b.is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80);
            let removable = |r: &std::ops::Range<usize>| {
                !indented
                    || (r.start > 0
                        && !best[r.clone()].contains(&b'\n')
                        && !(word(best.get(r.start - 1)) && word(best.get(r.end))))
            };
            for r in runs(best).into_iter().filter(removable) {
                list.push([Piece::delete(r)]);
            }
        }
        _ => return None,
    }
    Some(list)
}

#[cfg(test)]
mod tests {
    use super::collapsed;

    #[test]
    fn indented_runs_keep_the_next_lines_indentation() {
        assert_eq!(collapsed(b"  \n\n        ", true), b"\n        ");
        assert_eq!(collapsed(b"  \n\n        ", false), b"\n");
        assert_eq!(collapsed(b"   ", true), b" ");
    }
}
