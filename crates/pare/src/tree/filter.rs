//! The syntax filter over a tree: each file is parsed with its own grammar, and a candidate's
//! count is the sum over its files. A candidate changes one file (or a few, for the passes
//! across files), so a file whose bytes are the best's keeps the best's count without a parse,
//! and a changed one is parsed incrementally against the best's version of it by that file's
//! own [`SyntaxFilter`]. A count is taken against the bests heard of so far, counted here for
//! the whole tree ([`Measure::against`]).

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use super::bundle::{self, Record};
use crate::oracle::{CandidateFilter, Measure};
use crate::syntax::filter::SyntaxFilter;
use crate::syntax::language::Lang;
use crate::syntax::parse::parse;

/// The syntax filter over the tree `original`, if any file has a language: every such file is
/// filtered.
pub fn for_bundle(original: &[u8], langs: &BTreeMap<String, Lang>) -> Option<Arc<dyn CandidateFilter>> {
    (!langs.is_empty()).then(|| Arc::new(TreeFilter::for_original(original, langs)) as Arc<dyn CandidateFilter>)
}

/// True when every file of the tree `original` with a language parses without errors.
pub fn parses_cleanly(original: &[u8], langs: &BTreeMap<String, Lang>) -> bool {
    bundle::records(original).unwrap_or_default().iter().all(|record| {
        let lang = langs.get(record.path(original));
        lang.is_none_or(|&lang| !parse(lang, record.content(original), None).root_node().has_error())
    })
}

/// Counts parse errors file by file.
pub struct TreeFilter {
    filters: BTreeMap<String, SyntaxFilter>,
    best: Mutex<Best>,
}

/// The best tree, its records by path, the counts of its files measured so far, and how many
/// bests were heard of.
struct Best {
    bundle: Arc<Vec<u8>>,
    records: HashMap<String, Record>,
    counts: BTreeMap<String, usize>,
    heard: u64,
}

impl Best {
    /// The best on `bundle`, its records indexed by path: a candidate's files are looked up
    /// one by one, so a tree of many files costs each candidate one lookup per file, not a scan.
    fn new(bundle: Arc<Vec<u8>>, records: Vec<Record>, counts: BTreeMap<String, usize>, heard: u64) -> Best {
        let records = records.into_iter().map(|r| (r.path(&bundle).to_string(), r)).collect();
        Best { bundle, records, counts, heard }
    }

    /// True when the best holds `content` at `path`.
    fn holds(&self, path: &str, content: &[u8]) -> bool {
        self.records.get(path).is_some_and(|r| r.content(&self.bundle) == content)
    }
}

impl TreeFilter {
    /// A filter for the files of `original` that have a language in `langs`.
    pub fn for_original(original: &[u8], langs: &BTreeMap<String, Lang>) -> TreeFilter {
        let records = bundle::records(original).expect("the original is a bundle");
        let filters = records
            .iter()
            .filter_map(|r| {
                let path = r.path(original);
                langs.get(path).map(|&lang| {
                    (path.to_string(), SyntaxFilter::for_file(lang, path, &Arc::new(r.content(original).to_vec())))
                })
            })
            .collect();
        let best = Best::new(Arc::new(original.to_vec()), records, BTreeMap::new(), 0);
        TreeFilter { filters, best: Mutex::new(best) }
    }

    /// The best's count for the file at `path` if the best holds `content` there (measured once
    /// per version of the file), else `None`.
    fn best_count(&self, path: &str, content: &[u8]) -> Option<usize> {
        let (bundle, known) = {
            let best = self.best.lock().expect("no panics under the lock");
            if !best.holds(path, content) {
                return None;
            }
            (best.bundle.clone(), best.counts.get(path).copied())
        };
        if known.is_some() {
            return known;
        }
        let n = self.filters[path].errors(content).errors;
        let mut best = self.best.lock().expect("no panics under the lock");
        if Arc::ptr_eq(&best.bundle, &bundle) {
            best.counts.insert(path.to_string(), n);
        }
        Some(n)
    }
}

impl CandidateFilter for TreeFilter {
    fn errors(&self, candidate: &[u8]) -> Measure {
        // Read first: a rebase while the files are counted makes the count stale, never wrong.
        let against = self.best.lock().expect("no panics under the lock").heard;
        // Not a tree at all: no test can judge it, so it counts as broken beyond any best.
        let Ok(records) = bundle::records(candidate) else { return Measure { errors: usize::MAX / 2, against } };
        let mut errors = 0;
        for record in &records {
            let (path, content) = (record.path(candidate), record.content(candidate));
            let Some(filter) = self.filters.get(path) else { continue };
            errors += self.best_count(path, content).unwrap_or_else(|| filter.errors(content).errors);
        }
        Measure { errors, against }
    }

    fn rebase(&self, best: &Arc<Vec<u8>>) {
        let Ok(records) = bundle::records(best) else { return };
        let mut old = self.best.lock().expect("no panics under the lock");
        for record in &records {
            let (path, content) = (record.path(best), record.content(best));
            if !old.holds(path, content) {
                old.counts.remove(path);
                if let Some(filter) = self.filters.get(path) {
                    filter.rebase(&Arc::new(content.to_vec()));
                }
            }
        }
        let heard = old.heard + 1;
        *old = Best::new(best.clone(), records, std::mem::take(&mut old.counts), heard);
    }

    fn allow_trees(&self, bytes: usize) {
        let mut best = self.best.lock().expect("no panics under the lock");
        for filter in self.filters.values() {
            filter.allow_trees(bytes);
        }
        best.counts.clear();
        best.heard += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::bundle::{Files, encode};

    fn bundle(files: &[(&str, &str)]) -> Vec<u8> {
        encode(&files.iter().map(|(p, c)| (p.to_string(), c.as_bytes().to_vec())).collect::<Files>()).unwrap()
    }

    #[test]
    fn each_file_is_counted_with_its_own_grammar() {
        let langs = BTreeMap::from([("a.c".to_string(), Lang::C), ("b.rs".to_string(), Lang::Rust)]);
        let original = bundle(&[("Makefile", "all: (\n"), ("a.c", "int a;\n"), ("b.rs", "fn b() {}\n")]);
        let filter = TreeFilter::for_original(&original, &langs);
        assert_eq!(filter.errors(&original).errors, 0, "the Makefile has no grammar");
        let broken_c = bundle(&[("Makefile", ""), ("a.c", "int a(;\n"), ("b.rs", "fn b() {}\n")]);
        assert!(filter.errors(&broken_c).errors > 0);
        // `fn b() {}` is Rust, not C: parsed as C it would have errors.
        let moved = bundle(&[("a.c", "int a;\n"), ("b.rs", "fn b() {}\nfn c() {}\n")]);
        assert_eq!(filter.errors(&moved).errors, 0);
        assert_eq!(filter.errors(&moved).against, 0);
        filter.rebase(&Arc::new(broken_c.clone()));
        let after = filter.errors(&broken_c);
        assert_eq!(after.against, 1, "counted against the new best");
        assert_eq!(after.errors, filter.errors(&bundle(&[("a.c", "int a(;\n")])).errors);
        assert!(filter.errors(b"not a tree").errors > 1000);
    }
}
