//! `files`: delete whole files, then empty the ones that must stay (a header another file
//! includes, a module `mod m;` names), by adaptive deletion over the list of files, largest
//! first: one accepted call can remove a whole file, and the files that do not matter go at the
//! start of a run.

use std::ops::Range;

use crate::adaptive::{DeletionList, ScanOrder};
use crate::edits::{Piece, apply};
use crate::passes::{Context, Pass};
use crate::stop::Stop;
use crate::tree::bundle::{self, Record};

/// Deletes files, then empties them.
pub struct Files;

/// Whether a unit of the list deletes its file or only its contents.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Delete,
    Empty,
}

/// The files of a bundle as a deletion list, in the order the scan meets the largest first.
pub struct FileList {
    base: Vec<u8>,
    paths: Vec<String>,
    mode: Mode,
    order: ScanOrder,
}

impl FileList {
    /// Every file of `bundle`, each unit deleting one.
    pub fn deleting(bundle: &[u8], order: ScanOrder) -> FileList {
        FileList::new(bundle.to_vec(), Mode::Delete, order)
    }

    fn new(base: Vec<u8>, mode: Mode, order: ScanOrder) -> FileList {
        let records = bundle::records(&base).unwrap_or_default();
        let mut files: Vec<&Record> =
            records.iter().filter(|r| mode == Mode::Delete || !r.content.is_empty()).collect();
        // A backward scan starts at the end of the list: the largest file goes there.
        files.sort_by_key(|r| (r.content.len(), std::cmp::Reverse(r.path(&base))));
        if order != ScanOrder::Backward {
            files.reverse();
        }
        let paths = files.iter().map(|r| r.path(&base).to_string()).collect();
        FileList { base, paths, mode, order }
    }

    /// What unit `range`'s files lose: the whole record, or the contents.
    fn pieces(&self, units: &[Range<usize>]) -> Vec<Piece> {
        let chosen: Vec<&str> = units.iter().flat_map(|u| self.paths[u.clone()].iter().map(String::as_str)).collect();
        bundle::records(&self.base)
            .unwrap_or_default()
            .into_iter()
            .filter(|r| chosen.contains(&r.path(&self.base)))
            .map(|r| Piece::delete(if self.mode == Mode::Delete { r.whole } else { r.content }))
            .collect()
    }
}

impl DeletionList for FileList {
    type Candidate = Vec<u8>;

    fn len(&self) -> usize {
        self.paths.len()
    }

    fn candidate_of(&self, ranges: &[Range<usize>]) -> Vec<u8> {
        apply(&self.base, &self.pieces(ranges))
    }

    fn commit(&mut self, range: Range<usize>) {
        self.base = self.candidate(range.clone());
        self.paths.drain(range);
    }

    fn level(&self) -> usize {
        usize::from(self.mode == Mode::Empty)
    }

    fn deeper(&self) -> Option<FileList> {
        (self.mode == Mode::Delete).then(|| FileList::new(self.base.clone(), Mode::Empty, self.order))
    }
}

impl Pass for Files {
    fn name(&self) -> &'static str {
        "files"
    }
    fn description(&self) -> &'static str {
        "(trees) delete whole files, then empty the ones that must stay, largest first"
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let best = cx.best();
        let mut list = FileList::deleting(&best, cx.order());
        if cx.resume().is_some_and(|p| p.level == 1) {
            list = list.deeper().expect("deleting lists have an emptying level");
        }
        crate::passes::reduce(cx, &mut list)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::bundle::{Files as Tree, decode, encode};

    fn tree(files: &[(&str, &str)]) -> Vec<u8> {
        encode(&files.iter().map(|(p, c)| (p.to_string(), c.as_bytes().to_vec())).collect::<Tree>()).unwrap()
    }

    #[test]
    fn the_scan_meets_the_largest_file_first_and_then_empties() {
        let base = tree(&[("a.c", "aaaa"), ("b.h", "b"), ("c.c", "cccccccc"), ("d", "")]);
        let list = FileList::deleting(&base, ScanOrder::Backward);
        assert_eq!(list.paths, ["d", "b.h", "a.c", "c.c"]);
        let gone = decode(&list.candidate_of(&[0..1, 3..4])).unwrap();
        assert_eq!(gone.keys().collect::<Vec<_>>(), ["a.c", "b.h"]);
        let mut list = list;
        list.commit(3..4);
        let empty = list.deeper().unwrap();
        assert_eq!(empty.paths, ["b.h", "a.c"], "the empty file has nothing to lose");
        assert_eq!(decode(&empty.candidate(1..2)).unwrap()["a.c"], b"");
        assert_eq!(FileList::deleting(&base, ScanOrder::Forward).paths, ["c.c", "a.c", "b.h", "d"]);
    }
}
