//! `files`: delete whole files, each with every line and entry of the other files that names it
//! (its `#include`s, its `mod m;`, every `use`, `import`, `require`, re-export and use-list entry
//! that names it, and the build files' lines and entries: see [`crate::tree::modules`]), so one
//! call decides a file; then the groups of files that only go together (files that use each
//! other, a package named as a whole, a module with the files it declares);
//! then empty the files that must stay. Adaptive deletion over the list of files, largest first:
//! one accepted call can remove a whole file, and the files that do not matter go at the start of
//! a run. The module graph is read once per version of each file (the pass keeps a
//! [`Reader`]) and rebuilt only when a deletion is accepted, never per candidate.

use std::collections::BTreeSet;
use std::ops::Range;
use std::sync::Arc;

use super::{Shared, TreeSpec};
use crate::adaptive::{DeletionList, ScanOrder};
use crate::edits::{Piece, apply};
use crate::passes::{Context, Filtering, Tier};
use crate::stop::Stop;
use crate::tree::bundle::{self, Record};
use crate::tree::languages::Langs;
use crate::tree::modules::{Graph, Reader};

/// Deletes files with the lines that name them, then groups of files, then empties files.
pub static FILES: TreeSpec = TreeSpec {
    name: "files",
    description: "(trees) delete whole files with every #include, mod, use, import and re-export naming them, then groups of files that only go together, then empty files; largest first",
    filtering: Filtering::After,
    tier: Tier::Reducing,
    run,
};

/// Whether a unit of the list deletes files or only empties one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    /// Each unit one file.
    Delete,
    /// Each unit a group of files that may only go together.
    Groups,
    /// Each unit one file's contents.
    Empty,
}

/// The files of a bundle as a deletion list, in the order the scan meets the largest first.
pub struct FileList {
    base: Vec<u8>,
    /// Each unit's files.
    units: Vec<Vec<String>>,
    mode: Mode,
    order: ScanOrder,
    langs: Arc<Langs>,
    reader: Arc<Reader>,
    /// The module graph of `base`.
    graph: Graph,
}

impl FileList {
    /// Every file of `bundle` whose languages are `langs`, each unit deleting one.
    pub fn deleting(bundle: &[u8], order: ScanOrder, langs: Arc<Langs>, reader: Arc<Reader>) -> FileList {
        FileList::new(bundle.to_vec(), Mode::Delete, order, langs, reader)
    }

    fn new(base: Vec<u8>, mode: Mode, order: ScanOrder, langs: Arc<Langs>, reader: Arc<Reader>) -> FileList {
        let graph = Graph::build(&base, &langs, &reader);
        let records = bundle::records(&base).unwrap_or_default();
        let size = |paths: &[String]| -> usize {
            paths.iter().filter_map(|p| records.iter().find(|r| r.path(&base) == p)).map(|r| r.content.len()).sum()
        };
        let mut units: Vec<Vec<String>> = match mode {
            Mode::Delete => records.iter().map(|r| vec![r.path(&base).to_string()]).collect(),
            Mode::Empty => {
                records.iter().filter(|r| !r.content.is_empty()).map(|r| vec![r.path(&base).to_string()]).collect()
            }
            Mode::Groups => {
                groups(&graph).into_iter().map(|g| g.into_iter().map(|f| graph.paths[f].clone()).collect()).collect()
            }
        };
        // A backward scan starts at the end of the list: the largest unit goes there.
        units.sort_by_key(|u| (size(u), std::cmp::Reverse(u.clone())));
        if order != ScanOrder::Backward {
            units.reverse();
        }
        FileList { base, units, mode, order, langs, reader, graph }
    }

    /// The paths of the units `units` covers, in the list.
    fn chosen(&self, units: &[Range<usize>]) -> Vec<&str> {
        units.iter().flat_map(|u| self.units[u.clone()].iter().flatten().map(String::as_str)).collect()
    }

    /// What the files of `units` lose: the whole record with every statement naming it, or the
    /// contents.
    fn pieces(&self, units: &[Range<usize>]) -> Vec<Piece> {
        let chosen = self.chosen(units);
        if self.mode == Mode::Empty {
            let records: Vec<Record> = bundle::records(&self.base).unwrap_or_default();
            return records
                .into_iter()
                .filter(|r| chosen.contains(&r.path(&self.base)))
                .map(|r| Piece::delete(r.content))
                .collect();
        }
        let gone: BTreeSet<usize> = chosen.iter().filter_map(|p| self.graph.file(p)).collect();
        self.graph.deletion(&gone)
    }
}

/// The groups of two or more files that may only go together: files that use each other, the
/// files of a package named as a whole, and each module with every file it declares, at any
/// depth; each group once, in path order.
fn groups(graph: &Graph) -> Vec<Vec<usize>> {
    let mut out: BTreeSet<Vec<usize>> = graph.cycles().into_iter().chain(graph.packages()).collect();
    let declares = graph.declares();
    for top in 0..graph.paths.len() {
        let mut seen = BTreeSet::from([top]);
        let mut stack = vec![top];
        while let Some(f) = stack.pop() {
            for &(_, child) in declares.range((f, 0)..=(f, usize::MAX)) {
                if seen.insert(child) {
                    stack.push(child);
                }
            }
        }
        if seen.len() > 1 {
            out.insert(seen.into_iter().collect());
        }
    }
    out.into_iter().collect()
}

impl FileList {
    /// The next mode's list on `base`, if there is a next mode.
    fn below(&self, base: Vec<u8>) -> Option<FileList> {
        let next = match self.mode {
            Mode::Delete => Mode::Groups,
            Mode::Groups => Mode::Empty,
            Mode::Empty => return None,
        };
        Some(FileList::new(base, next, self.order, self.langs.clone(), self.reader.clone()))
    }
}

impl DeletionList for FileList {
    type Candidate = Vec<u8>;

    fn len(&self) -> usize {
        self.units.len()
    }

    fn candidate_of(&self, ranges: &[Range<usize>]) -> Vec<u8> {
        apply(&self.base, &self.pieces(ranges))
    }

    fn commit(&mut self, range: Range<usize>) {
        self.base = self.candidate(range.clone());
        self.units.drain(range);
        self.graph = Graph::build(&self.base, &self.langs, &self.reader);
        // Files that went with a group are no longer there to delete.
        let graph = &self.graph;
        for unit in &mut self.units {
            unit.retain(|p| graph.file(p).is_some());
        }
    }

    fn level(&self) -> usize {
        match self.mode {
            Mode::Delete => 0,
            Mode::Groups => 1,
            Mode::Empty => 2,
        }
    }

    fn deeper_after(&self, ranges: &[Range<usize>]) -> Option<FileList> {
        self.below(self.candidate_of(ranges))
    }

    fn deeper(&self) -> Option<FileList> {
        self.below(self.base.clone())
    }
}

/// The body of [`FILES`].
fn run(cx: &mut Context, tree: &Shared) -> Result<(), Stop> {
    let best = cx.best();
    let mut list = FileList::deleting(&best, cx.order(), tree.langs.clone(), tree.reader.clone());
    let resume = cx.resume().map_or(0, |p| p.level);
    for _ in 0..resume {
        match list.deeper() {
            Some(below) => list = below,
            None => break,
        }
    }
    crate::passes::reduce(cx, &mut list)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::bundle::{Files as Tree, decode, encode};

    impl FileList {
        fn paths(&self) -> Vec<&str> {
            self.units.iter().map(|u| u.join("+")).map(|s| &*s.leak()).collect()
        }
    }

    fn tree(files: &[(&str, &str)]) -> Vec<u8> {
        encode(&files.iter().map(|(p, c)| (p.to_string(), c.as_bytes().to_vec())).collect::<Tree>()).unwrap()
    }

    #[test]
    fn the_scan_meets_the_largest_file_first_and_then_empties() {
        let base = tree(&[("a.c", "aaaa"), ("b.h", "b"), ("c.c", "cccccccc"), ("d", "")]);
        let list = FileList::deleting(&base, ScanOrder::Backward, Arc::default(), Arc::default());
        assert_eq!(list.paths(), ["d", "b.h", "a.c", "c.c"]);
        let gone = decode(&list.candidate_of(&[0..1, 3..4])).unwrap();
        assert_eq!(gone.keys().collect::<Vec<_>>(), ["a.c", "b.h"]);
        let mut list = list;
        list.commit(3..4);
        let groups = list.deeper().unwrap();
        assert_eq!(groups.len(), 0, "no file uses another");
        let empty = groups.deeper().unwrap();
        assert_eq!(empty.paths(), ["b.h", "a.c"], "the empty file has nothing to lose");
        assert_eq!(decode(&empty.candidate(1..2)).unwrap()["a.c"], b"");
        assert_eq!(
            FileList::deleting(&base, ScanOrder::Forward, Arc::default(), Arc::default()).paths(),
            ["c.c", "a.c", "b.h", "d"]
        );
    }

    #[test]
    fn a_file_goes_with_the_lines_that_name_it() {
        let base = tree(&[
            ("lib.c", "#include \"q.c\"\n#include \"p.c\"\nint x;\n"),
            ("p.c", "int p;\n"),
            ("q.c", "int q;\n"),
        ]);
        let langs = crate::tree::languages::languages(["lib.c", "p.c", "q.c"], None);
        let list = FileList::deleting(&base, ScanOrder::Backward, Arc::new(langs), Arc::default());
        let q = list.paths().iter().position(|p| *p == "q.c").unwrap();
        let after = decode(&list.candidate(q..q + 1)).unwrap();
        assert_eq!(after.keys().collect::<Vec<_>>(), ["lib.c", "p.c"]);
        assert_eq!(after["lib.c"], b"#include \"p.c\"\nint x;\n");
        let both = decode(&list.candidate(0..3)).unwrap();
        assert!(both.is_empty(), "lines inside deleted files go with them: {both:?}");
    }

    #[test]
    fn modules_that_use_each_other_go_together() {
        let files = [
            ("src/lib.rs", "mod a;\nmod b;\npub mod m;\npub fn keep() {}\n"),
            ("src/a.rs", "use crate::b::B;\npub struct A(B);\n"),
            ("src/b.rs", "use crate::a::A;\npub struct B(Box<A>);\n"),
            ("src/m/mod.rs", "mod n;\npub use self::n::N;\n"),
            ("src/m/n.rs", "pub struct N;\n"),
        ];
        let base = tree(&files);
        let langs = crate::tree::languages::languages(files.iter().map(|f| f.0), None);
        let list = FileList::deleting(&base, ScanOrder::Backward, Arc::new(langs), Arc::default());
        let groups = list.deeper().unwrap();
        let whole = "src/a.rs+src/b.rs+src/lib.rs+src/m/mod.rs+src/m/n.rs";
        assert_eq!(
            groups.paths(),
            ["src/m/mod.rs+src/m/n.rs", "src/a.rs+src/b.rs", whole],
            "a crate root is a module too"
        );
        let after = decode(&groups.candidate(0..2)).unwrap();
        assert_eq!(after.keys().collect::<Vec<_>>(), ["src/lib.rs"]);
        assert_eq!(after["src/lib.rs"], b"pub fn keep() {}\n");
    }
}
