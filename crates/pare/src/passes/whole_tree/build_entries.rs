//! `build-entries`: deletes the entries of a tree's build files (a dependency, a feature, a
//! target section, a workspace member, a script, a `require` line, a Makefile rule, a CMake
//! command: see [`crate::tree::modules::build`]), each as one unit, with one separator in a
//! comma-separated list (a JSON object, a TOML array), so that a build file keeps only what the
//! bug's build needs. Adaptive deletion over every build file's entries at once; the entries are
//! read again only when a deletion is accepted.

use std::ops::Range;

use super::{Shared, TreeSpec};
use crate::adaptive::DeletionList;
use crate::analysis::removal::{list_deletions, merge};
use crate::edits::{Piece, apply};
use crate::passes::{Context, Filtering, Tier};
use crate::stop::Stop;
use crate::tree::bundle;
use crate::tree::modules::build;

/// Deletes build files' entries.
pub static BUILD_ENTRIES: TreeSpec = TreeSpec {
    name: "build-entries",
    description: "(trees) delete the entries of build files (Cargo.toml dependencies, features, targets and members; package.json dependencies and scripts; pyproject.toml dependencies and scripts; go.mod requires; Makefile rules; CMake commands), one separator with each",
    filtering: Filtering::Before,
    tier: Tier::Reducing,
    run,
};

/// Every build file's entries as one deletion list.
struct EntryList {
    base: Vec<u8>,
    /// Each unit: the list it is in, its index there.
    units: Vec<(usize, usize)>,
    /// The lists, each a run of sibling spans in the bundle.
    lists: Vec<Vec<Range<usize>>>,
}

impl EntryList {
    fn new(base: Vec<u8>) -> EntryList {
        let mut lists = Vec::new();
        for r in bundle::records(&base).unwrap_or_default() {
            let Some(kind) = build::kind(r.path(&base)) else { continue };
            let at = r.content.start;
            for list in build::entries(kind, r.content(&base)) {
                lists.push(list.into_iter().map(|s| s.start + at..s.end + at).collect::<Vec<_>>());
            }
        }
        let units = lists.iter().enumerate().flat_map(|(l, list)| (0..list.len()).map(move |k| (l, k))).collect();
        EntryList { base, units, lists }
    }

    fn pieces(&self, ranges: &[Range<usize>]) -> Vec<Piece> {
        let mut chosen: Vec<(usize, usize)> =
            ranges.iter().flat_map(|r| self.units[r.clone()].iter().copied()).collect();
        chosen.sort_unstable();
        let mut pieces = Vec::new();
        for (l, list) in self.lists.iter().enumerate() {
            let gone: Vec<usize> = chosen.iter().filter(|(cl, _)| *cl == l).map(|&(_, k)| k).collect();
            if !gone.is_empty() {
                pieces.extend(list_deletions(list, &gone));
            }
        }
        merge(pieces)
    }
}

impl DeletionList for EntryList {
    type Candidate = Vec<u8>;

    fn len(&self) -> usize {
        self.units.len()
    }

    fn candidate_of(&self, ranges: &[Range<usize>]) -> Vec<u8> {
        apply(&self.base, &self.pieces(ranges))
    }

    fn commit(&mut self, range: Range<usize>) {
        *self = EntryList::new(self.candidate(range));
    }
}

/// The body of [`BUILD_ENTRIES`]: build files are read without the languages or the reader.
fn run(cx: &mut Context, _: &Shared) -> Result<(), Stop> {
    let mut list = EntryList::new(cx.best().to_vec());
    if list.len() == 0 {
        return Ok(());
    }
    crate::passes::reduce(cx, &mut list)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::bundle::{Files, decode, encode};

    #[test]
    fn entries_of_every_build_file_go_one_by_one_with_their_separators() {
        let files: Files = [
            ("package.json", "{\"dependencies\": {\"a\": \"1\", \"b\": \"2\"}}\n"),
            ("sub/Cargo.toml", "[package]\nname = \"s\"\n\n[dependencies]\nx = \"1\"\ny = \"2\"\n"),
            ("main.c", "int main;\n"),
        ]
        .iter()
        .map(|(p, c)| (p.to_string(), c.as_bytes().to_vec()))
        .collect();
        let list = EntryList::new(encode(&files).unwrap());
        assert_eq!(list.len(), 4);
        let after = decode(&list.candidate_of(&[0..1, 2..3])).unwrap();
        assert_eq!(after["package.json"], b"{\"dependencies\": {\"b\": \"2\"}}\n");
        assert_eq!(after["sub/Cargo.toml"], b"[package]\nname = \"s\"\n\n[dependencies]\ny = \"2\"\n");
        assert_eq!(after["main.c"], b"int main;\n");
    }
}
