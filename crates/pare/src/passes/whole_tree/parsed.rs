//! The files of a tree with their parses, for the passes that look across files, and edits of
//! several files as one edit of the bundle.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

use rayon::prelude::*;
use tree_sitter::Tree;

use crate::cache::{Key, key};
use crate::edits::Piece;
use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;
use crate::syntax::parse::{abandoning, abandoning_on, forget_file_trees, tree_of_file};
use crate::tree::bundle;
use crate::tree::languages::Langs;

/// One file of a bundle, parsed when it has a language.
pub struct ParsedFile<'b> {
    /// Where its contents start in the bundle.
    pub start: usize,
    /// Its contents.
    pub text: &'b [u8],
    /// Its grammar and its parse, when it has a language.
    pub syntax: Option<(&'static Grammar, Tree)>,
}

/// Every file of `bundle`, in order, parsed with its language in `langs` (each file's tree
/// as a fresh parse gives it, from the trees of its recent versions: [`tree_of_file`]).
pub fn parse_all<'b>(bundle: &'b [u8], langs: &Langs) -> Vec<ParsedFile<'b>> {
    let records = bundle::records(bundle).unwrap_or_default();
    let paths: HashSet<&str> = records.iter().map(|r| r.path(bundle)).collect();
    forget_file_trees(|path| paths.contains(path));
    let files: Vec<_> = records
        .iter()
        .map(|r| (r.path(bundle), r.content.start, r.content(bundle)))
        .map(|(path, start, text)| (path, start, text, langs.get(path).copied()))
        .collect();
    let stop = abandoning();
    files
        .into_par_iter()
        .map(|(path, start, text, lang)| abandoning_on(&stop, || parsed(path, start, text, lang)))
        .collect()
}

/// `text`, the contents of the file at `path` starting at `start` in its bundle, parsed with
/// `lang` when it has one.
fn parsed<'b>(path: &str, start: usize, text: &'b [u8], lang: Option<Lang>) -> ParsedFile<'b> {
    let syntax = lang.map(|lang| (Grammar::get(lang), tree_of_file(path, lang, text)));
    ParsedFile { start, text, syntax }
}

/// What a pass reads off each file of a tree, kept by the file's language and text. A pass
/// across files asks again after each accepted edit, and a dry run listing it ahead asks on
/// the best it expects: parsing and walking every file each time would make an edit of one
/// file cost what the tree costs. With the memo only the files that changed are parsed and
/// read; the rest cost a hash of their text.
pub struct FileMemo<T> {
    /// What each file gave, by its language (none: no language) and the hash of its text.
    kept: Mutex<HashMap<(Option<Lang>, Key), T>>,
}

impl<T> Default for FileMemo<T> {
    fn default() -> FileMemo<T> {
        FileMemo { kept: Mutex::default() }
    }
}

impl<T: Clone + Send> FileMemo<T> {
    /// `read` of every file of `bundle` in order (parsed with its language in `langs`, as
    /// [`parse_all`] gives it), with where the file's contents start in the bundle. A file whose
    /// language and text were read before is not read again. Only what this bundle's files gave
    /// is kept, so that memory follows the tree. The files are read side by side on rayon's
    /// pool, in no set order: `read` must depend on its file alone.
    pub fn read(&self, bundle: &[u8], langs: &Langs, read: impl Fn(&ParsedFile) -> T + Sync) -> Vec<(usize, T)> {
        let mut kept = std::mem::take(&mut *self.kept.lock().unwrap_or_else(|e| e.into_inner()));
        let files: Vec<_> = bundle::records(bundle)
            .unwrap_or_default()
            .iter()
            .map(|r| {
                let (path, text) = (r.path(bundle), r.content(bundle));
                let lang = langs.get(path).copied();
                (path, r.content.start, text, lang, (lang, key(text)))
            })
            .collect();
        let mut now = HashMap::with_capacity(files.len());
        let mut unread = HashMap::new();
        for &(path, start, text, lang, id) in &files {
            if let Some(value) = kept.remove(&id) {
                now.insert(id, value);
            } else if !now.contains_key(&id) {
                unread.entry(id).or_insert((path, start, text, lang));
            }
        }
        // The files that changed are parsed and read side by side (the first read of a tree
        // of a thousand files parses them all), each giving up when this thread's parses would.
        let stop = abandoning();
        let fresh: Vec<_> = unread
            .into_par_iter()
            .map(|(id, (path, start, text, lang))| {
                (id, abandoning_on(&stop, || read(&parsed(path, start, text, lang))))
            })
            .collect();
        now.extend(fresh);
        let out = files.iter().map(|(_, start, .., id)| (*start, now[id].clone())).collect();
        *self.kept.lock().unwrap_or_else(|e| e.into_inner()) = now;
        out
    }
}

/// `pieces` of a file's text, moved to `start`, where the file's contents sit in the bundle.
pub fn at(start: usize, pieces: impl IntoIterator<Item = Piece>) -> impl Iterator<Item = Piece> {
    pieces.into_iter().map(move |p| Piece { range: p.range.start + start..p.range.end + start, with: p.with })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    use super::*;
    use crate::tree::languages::bundled;

    /// The memo reads a file again only when its text changed (or it is new), gives what a fresh
    /// read gives, and keeps only what the files of the last bundle gave.
    #[test]
    fn only_changed_files_are_read_again() {
        let memo = FileMemo::default();
        let reads = AtomicUsize::new(0);
        let nodes = |f: &ParsedFile| {
            reads.fetch_add(1, Ordering::Relaxed);
            f.syntax.as_ref().map_or(0, |(_, tree)| tree.root_node().descendant_count())
        };
        let (first, langs) = bundled(&[("a.c", "int a;\n"), ("b.c", "int b(void) { return 1; }\n"), ("n.txt", "x\n")]);
        let before = memo.read(&first, &langs, nodes);
        assert_eq!(reads.load(Ordering::Relaxed), 3);
        let (second, _) = bundled(&[("a.c", "int a;\n"), ("b.c", "int b(void);\n"), ("n.txt", "x\n")]);
        let after = memo.read(&second, &langs, nodes);
        assert_eq!(reads.load(Ordering::Relaxed), 4, "b.c alone is read again");
        let fresh = FileMemo::default().read(&second, &langs, nodes);
        assert_eq!(after, fresh, "what a fresh memo reads, file by file, at the same places");
        assert_eq!(before[0], after[0]);
        assert!(before[1].1 > after[1].1, "b.c lost its body");
        assert_eq!(memo.kept.lock().unwrap().len(), 3, "b.c's old text is forgotten");
    }

    /// Files parsed side by side on the pool give up when the thread that asked for them would
    /// (a reduction stopping at Ctrl-C or its time limit), and go to the end again after.
    #[test]
    fn parses_on_the_pool_give_up_with_the_thread_that_asked() {
        let body: String = (0..2000).map(|i| format!("int stop_{i}(int x) {{ return x + {i}; }}\n")).collect();
        let files: Vec<(String, String)> =
            (0..8).map(|i| (format!("abandon/f{i}.c"), format!("{body}// {i}\n"))).collect();
        let (bundle, langs) = bundled(&files.iter().map(|(p, t)| (p.as_str(), t.as_str())).collect::<Vec<_>>());
        let ends = |parsed: Vec<ParsedFile>| -> Vec<usize> {
            parsed.iter().map(|f| f.syntax.as_ref().map_or(0, |(_, tree)| tree.root_node().end_byte())).collect()
        };
        crate::syntax::parse::abandon_on(Some(Arc::new(AtomicBool::new(true))));
        let stopped = ends(parse_all(&bundle, &langs));
        crate::syntax::parse::abandon_on(None);
        assert_eq!(stopped, vec![0; 8], "every parse gave up");
        let whole = ends(parse_all(&bundle, &langs));
        assert!(whole.iter().all(|&end| end > body.len()), "{whole:?}");
    }
}
