//! Parsing with one tree-sitter parser per thread and language (parsers are not `Sync`), and
//! the trees of recently parsed texts, which passes share.

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use tree_sitter::{ParseOptions, ParseState, Parser, Tree};

use super::grammar::Grammar;
use super::language::Lang;
use super::points::{edit_tree, edited_bytes};
use crate::edits::changes;

thread_local! {
    static PARSERS: RefCell<HashMap<Lang, Parser>> = RefCell::new(HashMap::new());
    static ABANDON: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// From now on, parses on this thread give up as soon as `flag` is set: a reduction that must
/// stop (its time limit passed, a signal came) sets it, so that a parse of a file of megabytes,
/// which takes seconds, does not hold the stop up. A parse that gave up returns the tree of
/// the empty text; the door refuses every call once the run stops, so nothing built from such
/// a tree is ever judged, and [`tree_of`] does not keep it.
/// `None` makes them run to the end again.
pub fn abandon_on(flag: Option<Arc<AtomicBool>>) {
    ABANDON.with(|a| *a.borrow_mut() = flag);
}

/// What this thread's parses give up on (see [`abandon_on`]), for work it hands to other threads.
pub fn abandoning() -> Option<Arc<AtomicBool>> {
    ABANDON.with(|a| a.borrow().clone())
}

/// `work`, with this thread's parses giving up on `flag` meanwhile: the parses a thread hands
/// to a pool stop when its own would.
pub fn abandoning_on<T>(flag: &Option<Arc<AtomicBool>>, work: impl FnOnce() -> T) -> T {
    /// Puts the pool thread's own flag back, even when `work` panics.
    struct Restore(Option<Arc<AtomicBool>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            ABANDON.with(|a| *a.borrow_mut() = self.0.take());
        }
    }
    let _restore = Restore(ABANDON.with(|a| a.replace(flag.clone())));
    work()
}

/// True when this thread's parses must give up (see [`abandon_on`]).
fn abandoned() -> bool {
    ABANDON.with(|a| a.borrow().as_ref().is_some_and(|f| f.load(Ordering::Relaxed)))
}

/// Parses `text`, reusing `old` (already edited to match `text`) for an incremental parse. The
/// parser reads `text` as the language's table says (`[[read_as]]`, [`super::read_as`]): the
/// tree's nodes span the real text, their kinds come from the reading.
pub fn parse(lang: Lang, text: &[u8], old: Option<&Tree>) -> Tree {
    parse_reading(lang, &Grammar::get(lang).read(text), old)
}

/// Parses `reading`, which is already what the parser should read (`Grammar::read` of a text),
/// reusing `old` (edited to match `reading`).
pub fn parse_reading(lang: Lang, reading: &[u8], old: Option<&Tree>) -> Tree {
    let flag = ABANDON.with(|a| a.borrow().clone());
    PARSERS.with(|parsers| {
        let mut parsers = parsers.borrow_mut();
        let parser = parsers.entry(lang).or_insert_with(|| {
            let mut p = Parser::new();
            p.set_language(&lang.ts_language()).expect("the grammar crate matches the tree-sitter version");
            p
        });
        let mut give_up = |_: &ParseState| flag.as_ref().is_some_and(|f| f.load(Ordering::Relaxed));
        let options = ParseOptions::new().progress_callback(&mut give_up);
        let mut read = |i: usize, _| &reading[i.min(reading.len())..];
        match parser.parse_with_options(&mut read, old, Some(options)) {
            Some(tree) => tree,
            None => {
                // A parse that gave up would otherwise resume on the next call.
                parser.reset();
                parser.parse(b"", None).expect("parsing the empty text is never cancelled")
            }
        }
    })
}

/// The tree of `text`, parsed incrementally from `tree`, the tree of `base`: tree-sitter is told
/// where the two texts differ and reuses every subtree outside that. Telling a tree about a
/// change walks (and copies, the tree being shared) every node the change covers, so when the
/// edits cover more than the new text holds, a fresh parse is cheaper, and gives the same tree
/// when `tree` has no errors.
///
/// The edit is computed between the two texts as the parser reads them (see
/// [`Grammar::read`]), which may differ around a change more than the texts do.
pub fn reparse(lang: Lang, base: &[u8], tree: &Tree, text: &[u8]) -> Tree {
    let grammar = Grammar::get(lang);
    reparse_reading(lang, &grammar.read(base), tree, &grammar.read(text))
}

/// [`reparse`] between two readings (what the parser reads of two texts).
///
/// The change is told as the pieces [`changes`] finds, so a candidate with scattered deletions
/// re-reads only them; what they cover decides between the incremental parse and a fresh one,
/// not the stretch from the first to the last (a batch's merge deletes a few pieces spread over
/// the whole text). From a tree without errors any true description of the change gives the
/// fresh parse's tree. From a tree with errors, whose recovery may depend on how the change is
/// told, the tree is still a function of `base`, `tree` and `reading` ([`changes`] is one), which
/// is all the syntax filter's chain of bests needs.
pub fn reparse_reading(lang: Lang, base: &[u8], tree: &Tree, reading: &[u8]) -> Tree {
    let pieces = changes(base, reading);
    if edited_bytes(&pieces) > reading.len() {
        return parse_reading(lang, reading, None);
    }
    let mut edited = tree.clone();
    edit_tree(&mut edited, base, reading, &pieces);
    parse_reading(lang, reading, Some(&edited))
}

/// How many recently parsed texts [`tree_of`] remembers. Each tree costs tens of bytes per byte
/// of text, so only the last few: the best, and the text one change before or after it.
const RECENT: usize = 2;

/// A text [`tree_of`] parsed, and its tree.
struct Parsed {
    lang: Lang,
    text: Arc<[u8]>,
    tree: Tree,
}

/// The largest text pare builds syntax trees for while reducing an original of `original`
/// bytes: a tenth of it, and never less than 1 MiB.
///
/// A tree-sitter tree takes two orders of magnitude more memory than its text (see "Large
/// inputs" in docs/design.md), so a 10 MB original parsed whole would need gigabytes, and every pass
/// that parses the best would spend a fresh parse of seconds on it. Above this size only the
/// passes that read text (`chunks`, `lines`, ...) run and the syntax filter does not count
/// errors; the trees come once the best is small enough, or once those passes are stuck.
/// Inputs up to 1 MiB are parsed from the start, as before.
pub fn tree_bytes(original: usize) -> usize {
    (original / 10).max(1 << 20)
}

/// How far above [`tree_bytes`] trees may come when the passes that read text stall above it
/// (see the scheduler's `trees` module): twice the line, a bound on one tree's memory.
pub const TREE_STRETCH: usize = 2;

static RECENT_TREES: Mutex<Vec<Parsed>> = Mutex::new(Vec::new());

/// The trees of the files of a tree, by path (see [`tree_of_file`]), and how much text they
/// are the trees of.
static FILE_TREES: Mutex<FileTrees> = Mutex::new(FileTrees { by_path: BTreeMap::new(), text: 0 });

/// How much text [`tree_of_file`] keeps trees for, over all paths. A tree takes tens of bytes
/// per byte of text, and a pass across files used to hold its trees only while it ran: on a
/// tree of files of megabytes, the files past this are parsed afresh each time, as before.
const FILE_TREE_TEXT: usize = 4 << 20;

/// Each path's latest tree (one: a pass across files parses the latest best), with the total
/// length of their texts.
struct FileTrees {
    by_path: BTreeMap<String, Vec<Parsed>>,
    text: usize,
}

/// The tree of `text`, as a fresh parse would give it, at the cost of the change since a text
/// parsed recently. Every pass parses the best when it starts, and a pass that recomputes its
/// candidates after each success parses a text one change away from the last: on a file of
/// megabytes a full parse costs seconds, the lookup or incremental parse milliseconds.
///
/// An incremental parse starts only from a tree without errors, where tree-sitter gives the
/// tree a fresh parse would (error recovery can differ). So the result never depends on what
/// was parsed before, nor on the order speculation asked for texts in: results stay the same
/// for every `--jobs`.
pub fn tree_of(lang: Lang, text: &[u8]) -> Tree {
    recent_tree(&mut RECENT_TREES.lock().unwrap_or_else(|e| e.into_inner()), lang, text, RECENT)
}

/// [`tree_of`] for the file at `path` in a tree of files: each path keeps its latest tree (up to
/// [`FILE_TREE_TEXT`] in all), so that a pass across the files of a tree (which parses every
/// file whenever it starts, and its previews whenever they are planned) parses only the files
/// that changed since, and those incrementally.
pub fn tree_of_file(path: &str, lang: Lang, text: &[u8]) -> Tree {
    let lock = || FILE_TREES.lock().unwrap_or_else(|e| e.into_inner());
    let length = |recent: &[Parsed]| recent.iter().map(|p| p.text.len()).sum::<usize>();
    let mut recent = {
        let mut files = lock();
        let recent = files.by_path.remove(path).unwrap_or_default();
        files.text -= length(&recent);
        recent
    };
    // Parsed without the lock, so that the files of a tree are parsed side by side.
    let tree = recent_tree(&mut recent, lang, text, 1);
    let mut files = lock();
    let files = &mut *files;
    if files.text + length(&recent) <= FILE_TREE_TEXT {
        files.text += length(&recent);
        if let Some(other) = files.by_path.insert(path.to_string(), recent) {
            files.text -= length(&other);
        }
    }
    tree
}

/// Forgets the trees [`tree_of_file`] keeps for the paths `keep` turns down (files gone from
/// the tree being reduced), so that memory follows the files there are.
pub fn forget_file_trees(keep: impl Fn(&str) -> bool) {
    let mut files = FILE_TREES.lock().unwrap_or_else(|e| e.into_inner());
    files.by_path.retain(|path, _| keep(path));
    files.text = files.by_path.values().flatten().map(|p| p.text.len()).sum();
}

/// The tree of `text` from `recent` (most recent first): a hit, or an incremental parse from
/// the most recent clean tree, or a fresh parse; kept first in `recent`, which keeps `keep`
/// trees, unless the parse gave up ([`abandon_on`]).
fn recent_tree(recent: &mut Vec<Parsed>, lang: Lang, text: &[u8], keep: usize) -> Tree {
    if let Some(i) = recent.iter().position(|p| p.lang == lang && *p.text == *text) {
        let hit = recent.remove(i);
        let tree = hit.tree.clone();
        recent.insert(0, hit);
        return tree;
    }
    let base = recent.iter().find(|p| p.lang == lang && !p.tree.root_node().has_error());
    let tree = match base {
        Some(base) => reparse(lang, &base.text, &base.tree, text),
        None => parse(lang, text, None),
    };
    if abandoned() {
        return tree;
    }
    recent.insert(0, Parsed { lang, text: text.into(), tree: tree.clone() });
    recent.truncate(keep);
    tree
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// The shared trees are the trees of fresh parses, whatever was parsed before: on the corpus
    /// inputs, a chain of random deletions (each text one change from the one before, as passes
    /// ask) gives the fresh parse's tree at every step, with or without parse errors.
    #[test]
    fn shared_trees_are_fresh_parses() {
        let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus");
        let mut checked = 0;
        for case in
            ["c-tcc-rejects-complex", "js-duk-unstable-sort", "rust-ice-fully-perform", "py-cpython-nested-blocks"]
        {
            let dir = corpus.join(case);
            let input = std::fs::read_dir(&dir)
                .unwrap()
                .filter_map(Result::ok)
                .map(|e| e.path())
                .find(|p| p.file_stem().is_some_and(|s| s == "input"))
                .unwrap();
            let lang = Lang::from_path(&input).unwrap();
            let mut text = std::fs::read(&input).unwrap();
            let mut rng = SmallRng::seed_from_u64(3);
            for _ in 0..12 {
                let start = rng.random_range(0..text.len());
                let end = (start + rng.random_range(1..300)).min(text.len());
                text.drain(start..end);
                let shared = tree_of(lang, &text).root_node().to_sexp();
                assert_eq!(shared, parse(lang, &text, None).root_node().to_sexp(), "{case}: deleting {start}..{end}");
                assert_eq!(tree_of(lang, &text).root_node().to_sexp(), shared, "a hit is the same tree");
                checked += 1;
            }
        }
        assert_eq!(checked, 48);
    }

    /// Each file of a tree keeps its own recent trees: versions of two files asked in turn (each
    /// one change from its last) get the fresh parse's tree every time, with or without errors.
    #[test]
    fn file_trees_are_fresh_parses_per_path() {
        let mut files = [
            ("file-trees/a.c", b"int a(void) { return 1; }\nint b;\nint c(int x) { return x; }\n".to_vec()),
            ("file-trees/b.c", b"struct s { int f; };\nint d(struct s *p) { return p->f; }\n".to_vec()),
        ];
        let mut rng = SmallRng::seed_from_u64(5);
        for _ in 0..20 {
            for (path, text) in &mut files {
                let start = rng.random_range(0..text.len());
                let end = (start + rng.random_range(1..6)).min(text.len());
                text.drain(start..end);
                let shared = tree_of_file(path, Lang::C, text).root_node().to_sexp();
                assert_eq!(shared, parse(Lang::C, text, None).root_node().to_sexp(), "{path}: deleting {start}..{end}");
            }
        }
    }
}
