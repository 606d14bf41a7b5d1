//! `cross-decl`: `decl` over a whole tree. A declaration that one file makes and others use (a
//! prototype in a header, a definition in one source, calls in another) is used in no single
//! file that `decl` sees alone; here the uses are counted over every file. First every top-level
//! declaration whose names no file uses outside it, in one call (again while that works); then
//! each top-level name on its own: every declaration of it in every file, with every use in
//! every file replaced by its kind's stand-in (a call by the call's, `0`).

use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::sync::Arc;

use super::parsed::{FileMemo, ParsedFile, at};
use super::{Shared, TreeSpec};
use crate::analysis::names::{declared_names, identifiers};
use crate::analysis::removal::{merge, removal};
use crate::edits::{Piece, apply};
use crate::passes::{Context, Filtering, Tier, try_edits};
use crate::stop::Stop;
use crate::text_units::tokens::{Lexicon, TokenKind, tokenize};
use crate::tree::languages::Langs;

/// Deletes declarations no file uses, and each declaration with its uses in every file.
pub static CROSS_DECL: TreeSpec = TreeSpec {
    name: "cross-decl",
    description: "(trees) delete top-level declarations no file uses, then each with its uses in every file",
    filtering: Filtering::Before,
    tier: Tier::Reducing,
    run,
};

/// What each file of a tree declares and uses, kept by its text for the pass and its dry runs.
pub type Usages = FileMemo<Arc<FileUsage>>;

/// What one file declares at the top level and where it uses each name, in byte ranges of the
/// file, so that it outlives the file's tree and is read once per version of the file.
#[derive(Default)]
pub struct FileUsage {
    /// Its top-level declarations that declare a name.
    declarations: Vec<Declaration>,
    /// Every identifier by its text.
    uses: HashMap<Box<[u8]>, Vec<Use>>,
    /// The words of a file without a grammar (a build file may name a function): never deleted.
    words: HashSet<Box<[u8]>>,
}

/// A top-level declaration: its bytes, the names it declares, and the piece that removes it.
struct Declaration {
    range: Range<usize>,
    names: Vec<Box<[u8]>>,
    removal: Piece,
}

/// One use of a name: its bytes, and the piece that puts its kind's stand-in in place of it
/// (of its call, when it is called), if its kind has one.
struct Use {
    range: Range<usize>,
    standin: Option<Piece>,
}

impl FileUsage {
    /// What `file` declares and uses.
    fn read(file: &ParsedFile) -> Arc<FileUsage> {
        let mut usage = FileUsage::default();
        let Some((grammar, tree)) = &file.syntax else {
            let words = tokenize(file.text, Lexicon::plain()).into_iter().filter(|t| t.kind == TokenKind::Word);
            usage.words.extend(words.map(|t| file.text[t.start..t.end].into()));
            return Arc::new(usage);
        };
        for (name, nodes) in identifiers(grammar, tree, file.text) {
            let uses = nodes.into_iter().map(|use_| {
                let call = use_.parent().filter(|p| grammar.callee(*p).is_some_and(|c| c.id() == use_.id()));
                let target = call.unwrap_or(use_);
                let standin =
                    grammar.standin(target.kind()).map(|text| Piece::replace(target.byte_range(), text.as_bytes()));
                Use { range: use_.byte_range(), standin }
            });
            usage.uses.insert(name.into(), uses.collect());
        }
        let root = tree.root_node();
        let mut cursor = root.walk();
        for node in root.named_children(&mut cursor).filter(|d| grammar.is_declaration(d.kind())) {
            let names: Vec<Box<[u8]>> =
                declared_names(grammar, node).iter().map(|n| file.text[n.byte_range()].into()).collect();
            if !names.is_empty() {
                let removal = removal(grammar, file.text, node);
                usage.declarations.push(Declaration { range: node.byte_range(), names, removal });
            }
        }
        Arc::new(usage)
    }
}

/// What the tree declares and uses: each file's [`FileUsage`], with where its contents start in
/// the bundle.
struct Usage {
    files: Vec<(usize, Arc<FileUsage>)>,
    /// The words of every file without a grammar.
    words: HashSet<Box<[u8]>>,
}

impl Usage {
    /// The usage of the tree `best`, read from `memo` for every file whose text it has seen.
    fn of(best: &[u8], langs: &Langs, memo: &Usages) -> Usage {
        let files = memo.read(best, langs, FileUsage::read);
        let words = files.iter().flat_map(|(_, f)| f.words.iter().cloned()).collect();
        Usage { files, words }
    }

    /// Every top-level declaration: its file (an index) and itself.
    fn declarations(&self) -> impl Iterator<Item = (usize, &Declaration)> {
        self.files.iter().enumerate().flat_map(|(i, (_, f))| f.declarations.iter().map(move |d| (i, d)))
    }

    /// The uses of `name`, file by file.
    fn uses<'a>(&'a self, name: &'a [u8]) -> impl Iterator<Item = (usize, &'a Use)> {
        self.files
            .iter()
            .enumerate()
            .flat_map(move |(i, (_, f))| f.uses.get(name).into_iter().flatten().map(move |u| (i, u)))
    }

    /// True when `name` is used somewhere outside the declarations `of`.
    fn used_outside(&self, name: &[u8], of: &[(usize, &Declaration)]) -> bool {
        self.words.contains(name) || self.uses(name).any(|(f, u)| !inside_any(f, &u.range, of))
    }

    /// The edit of the bundle made of each file's pieces.
    fn edit(&self, per_file: Vec<Vec<Piece>>) -> Vec<Piece> {
        self.files.iter().zip(per_file).flat_map(|(&(start, _), pieces)| at(start, merge(pieces))).collect()
    }
}

/// True when `range` of file `file` is inside one of the declarations `of`.
fn inside_any(file: usize, range: &Range<usize>, of: &[(usize, &Declaration)]) -> bool {
    of.iter().any(|(f, d)| *f == file && d.range.start <= range.start && range.end <= d.range.end)
}

/// Deletes, in one edit, every top-level declaration whose names no file uses outside it.
fn unreferenced(best: &[u8], langs: &Langs, memo: &Usages) -> Option<Vec<Piece>> {
    let usage = Usage::of(best, langs, memo);
    let mut per_file = vec![Vec::new(); usage.files.len()];
    for (f, d) in usage.declarations() {
        if d.names.iter().all(|n| !usage.used_outside(n, &[(f, d)])) {
            per_file[f].push(d.removal.clone());
        }
    }
    let pieces = usage.edit(per_file);
    (!pieces.is_empty()).then_some(pieces)
}

/// For each top-level name, the edit that deletes its declarations in every file and replaces
/// its uses in every file by stand-ins; the biggest removals first.
fn deletions(best: &[u8], langs: &Langs, memo: &Usages) -> Vec<Vec<Piece>> {
    let usage = Usage::of(best, langs, memo);
    let mut names: Vec<&[u8]> = usage.declarations().flat_map(|(_, d)| d.names.iter().map(|n| &n[..])).collect();
    names.sort();
    names.dedup();
    let mut out = Vec::new();
    for name in names.into_iter().filter(|n| !usage.words.contains(*n)) {
        let same: Vec<(usize, &Declaration)> =
            usage.declarations().filter(|(_, d)| d.names.iter().any(|n| &n[..] == name)).collect();
        let mut per_file = vec![Vec::new(); usage.files.len()];
        for (f, d) in &same {
            per_file[*f].push(d.removal.clone());
        }
        let mut complete = true;
        for (f, use_) in usage.uses(name).filter(|(f, u)| !inside_any(*f, &u.range, &same)) {
            match &use_.standin {
                Some(piece) => per_file[f].push(piece.clone()),
                None => complete = false,
            }
        }
        if complete {
            out.push(usage.edit(per_file));
        }
    }
    let saving = |p: &Vec<Piece>| p.iter().map(|p| p.range.len() as isize - p.with.len() as isize).sum::<isize>();
    out.sort_by_key(|p| std::cmp::Reverse(saving(p)));
    out
}

/// The body of [`CROSS_DECL`].
fn run(cx: &mut Context, tree: &Shared) -> Result<(), Stop> {
    while let Some(pieces) = unreferenced(&cx.best(), &tree.langs, &tree.usages) {
        if !cx.try_candidate(apply(&cx.best(), &pieces))? {
            break;
        }
    }
    let (langs, usages) = (tree.langs.clone(), tree.usages.clone());
    try_edits(cx, |best| deletions(best, &langs, &usages))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::bundle::{Files, decode};

    use crate::tree::languages::bundled as tree;

    fn files_main() -> &'static [u8] {
        b"#include \"a.h\"\nint main(void) { return used(2); }\n"
    }

    fn show(best: &[u8], pieces: &[Piece]) -> Files {
        decode(&apply(best, pieces)).unwrap()
    }

    #[test]
    fn a_declaration_used_in_another_file_stays_and_one_used_nowhere_goes() {
        let (best, langs) = tree(&[
            ("a.h", "int used(int);\nint unused(int);\n"),
            ("a.c", "#include \"a.h\"\nint used(int x) { return x; }\nint dead(void) { return 1; }\n"),
            ("main.c", std::str::from_utf8(files_main()).unwrap()),
            ("Makefile", "run: main\n"),
        ]);
        let after = show(&best, &unreferenced(&best, &langs, &Usages::default()).unwrap());
        assert_eq!(after["a.h"], b"int used(int);\n");
        assert_eq!(after["a.c"], b"#include \"a.h\"\nint used(int x) { return x; }\n");
        assert_eq!(after["main.c"], files_main(), "main is named in the Makefile: it stays");
    }

    /// A memo that read the tree before an edit gives, after it, what a fresh read gives.
    #[test]
    fn the_memo_gives_what_a_fresh_read_gives_after_an_edit() {
        let (best, langs) = tree(&[
            ("a.h", "int used(int);\nint gone(void);\n"),
            ("a.c", "int used(int x) { return x + gone(); }\n"),
            ("main.c", "int main(void) { return used(2) + 1; }\n"),
        ]);
        let memo = Usages::default();
        let first = deletions(&best, &langs, &memo);
        let edited = apply(&best, &first[0]);
        assert_eq!(deletions(&edited, &langs, &memo), deletions(&edited, &langs, &Usages::default()));
        assert_ne!(deletions(&edited, &langs, &memo), first);
    }

    #[test]
    fn a_name_goes_from_every_file_with_its_uses() {
        let (best, langs) = tree(&[
            ("a.h", "int used(int);\n"),
            ("a.c", "int used(int x) { return x; }\n"),
            ("main.c", "int main(void) { return used(2) + 1; }\n"),
        ]);
        let all: Vec<Files> = deletions(&best, &langs, &Usages::default()).iter().map(|p| show(&best, p)).collect();
        let gone = all.iter().find(|t| t["a.h"].is_empty()).expect("used goes");
        assert_eq!(gone["a.c"], b"");
        assert_eq!(gone["main.c"], b"int main(void) { return 0 + 1; }\n");
    }
}
