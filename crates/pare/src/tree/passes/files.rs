//! `files`: delete whole files, each with the lines that name it (its `#include`s, its `mod m;`:
//! see [`crate::tree::references`]), then empty the ones that must stay, by adaptive deletion
//! over the list of files, largest first: one accepted call can remove a whole file, and the
//! files that do not matter go at the start of a run.

use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::Arc;

use crate::adaptive::{DeletionList, ScanOrder};
use crate::analysis::removal::merge;
use crate::edits::{Piece, apply};
use crate::passes::{Context, Pass};
use crate::stop::Stop;
use crate::tree::bundle::{self, Record};
use crate::tree::languages::Langs;
use crate::tree::references::{by_target, references};

/// Deletes files with the lines that name them, then empties files.
pub struct Files(pub Arc<Langs>);

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
    langs: Arc<Langs>,
    /// The lines of `base` that name each file.
    naming: BTreeMap<String, Vec<Range<usize>>>,
}

impl FileList {
    /// Every file of `bundle` whose languages are `langs`, each unit deleting one.
    pub fn deleting(bundle: &[u8], order: ScanOrder, langs: Arc<Langs>) -> FileList {
        FileList::new(bundle.to_vec(), Mode::Delete, order, langs)
    }

    fn new(base: Vec<u8>, mode: Mode, order: ScanOrder, langs: Arc<Langs>) -> FileList {
        let records = bundle::records(&base).unwrap_or_default();
        let mut files: Vec<&Record> =
            records.iter().filter(|r| mode == Mode::Delete || !r.content.is_empty()).collect();
        // A backward scan starts at the end of the list: the largest file goes there.
        files.sort_by_key(|r| (r.content.len(), std::cmp::Reverse(r.path(&base))));
        if order != ScanOrder::Backward {
            files.reverse();
        }
        let paths = files.iter().map(|r| r.path(&base).to_string()).collect();
        let naming = naming(&base, &langs);
        FileList { base, paths, mode, order, langs, naming }
    }

    /// What the files of `units` lose: the whole record with the lines naming it, or the
    /// contents.
    fn pieces(&self, units: &[Range<usize>]) -> Vec<Piece> {
        let chosen: Vec<&str> = units.iter().flat_map(|u| self.paths[u.clone()].iter().map(String::as_str)).collect();
        let mut pieces = Vec::new();
        for record in bundle::records(&self.base).unwrap_or_default() {
            let path = record.path(&self.base);
            if !chosen.contains(&path) {
                continue;
            }
            if self.mode == Mode::Empty {
                pieces.push(Piece::delete(record.content));
                continue;
            }
            pieces.push(Piece::delete(record.whole));
            pieces.extend(self.naming.get(path).into_iter().flatten().map(|line| Piece::delete(line.clone())));
        }
        merge(pieces)
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
        self.naming = naming(&self.base, &self.langs);
    }

    fn level(&self) -> usize {
        usize::from(self.mode == Mode::Empty)
    }

    fn deeper(&self) -> Option<FileList> {
        (self.mode == Mode::Delete)
            .then(|| FileList::new(self.base.clone(), Mode::Empty, self.order, self.langs.clone()))
    }
}

/// The lines of `bundle` that name each of its files.
fn naming(bundle: &[u8], langs: &Langs) -> BTreeMap<String, Vec<Range<usize>>> {
    let found = references(bundle, langs);
    by_target(&found)
        .into_iter()
        .map(|(to, lines)| (to.to_string(), lines.iter().map(|r| r.line.clone()).collect()))
        .collect()
}

impl Pass for Files {
    fn name(&self) -> &'static str {
        "files"
    }
    fn description(&self) -> &'static str {
        "(trees) delete whole files with the #include and mod lines naming them, then empty files; largest first"
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let best = cx.best();
        let mut list = FileList::deleting(&best, cx.order(), self.0.clone());
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
        let list = FileList::deleting(&base, ScanOrder::Backward, Arc::default());
        assert_eq!(list.paths, ["d", "b.h", "a.c", "c.c"]);
        let gone = decode(&list.candidate_of(&[0..1, 3..4])).unwrap();
        assert_eq!(gone.keys().collect::<Vec<_>>(), ["a.c", "b.h"]);
        let mut list = list;
        list.commit(3..4);
        let empty = list.deeper().unwrap();
        assert_eq!(empty.paths, ["b.h", "a.c"], "the empty file has nothing to lose");
        assert_eq!(decode(&empty.candidate(1..2)).unwrap()["a.c"], b"");
        assert_eq!(FileList::deleting(&base, ScanOrder::Forward, Arc::default()).paths, ["c.c", "a.c", "b.h", "d"]);
    }

    #[test]
    fn a_file_goes_with_the_lines_that_name_it() {
        let base = tree(&[
            ("lib.c", "#include \"q.c\"\n#include \"p.c\"\nint x;\n"),
            ("p.c", "int p;\n"),
            ("q.c", "int q;\n"),
        ]);
        let langs = crate::tree::languages::languages(["lib.c", "p.c", "q.c"], None);
        let list = FileList::deleting(&base, ScanOrder::Backward, Arc::new(langs));
        let q = list.paths.iter().position(|p| p == "q.c").unwrap();
        let after = decode(&list.candidate(q..q + 1)).unwrap();
        assert_eq!(after.keys().collect::<Vec<_>>(), ["lib.c", "p.c"]);
        assert_eq!(after["lib.c"], b"#include \"p.c\"\nint x;\n");
        let both = decode(&list.candidate(0..3)).unwrap();
        assert!(both.is_empty(), "lines inside deleted files go with them: {both:?}");
    }
}
