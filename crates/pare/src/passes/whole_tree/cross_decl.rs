//! `cross-decl`: `decl` over a whole tree. A declaration that one file makes and others use (a
//! prototype in a header, a definition in one source, calls in another) is used in no single
//! file that `decl` sees alone; here the uses are counted over every file. First every top-level
//! declaration whose names no file uses outside it, in one call (again while that works); then
//! each top-level name on its own: every declaration of it in every file, with every use in
//! every file replaced by its kind's stand-in (a call by the call's, `0`).

use std::collections::HashMap;

use tree_sitter::Node;

use super::parsed::{ParsedFile, parse_all};
use super::{Shared, TreeSpec};
use crate::analysis::names::{declared_names, identifiers};
use crate::analysis::removal::{merge, removal};
use crate::edits::{Piece, apply};
use crate::passes::{Context, Tier, try_edits};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::text_units::tokens::{Lexicon, TokenKind, tokenize};
use crate::tree::languages::Langs;

/// Deletes declarations no file uses, and each declaration with its uses in every file.
pub static CROSS_DECL: TreeSpec = TreeSpec {
    name: "cross-decl",
    description: "(trees) delete top-level declarations no file uses, then each with its uses in every file",
    tier: Tier::Reducing,
    run,
};

/// A top-level declaration: the file it is in (an index), the node, and the names it declares.
struct Declaration<'t> {
    file: usize,
    node: Node<'t>,
    names: Vec<&'t [u8]>,
}

/// What the tree declares at the top level and where every name is used.
struct Usage<'t> {
    declarations: Vec<Declaration<'t>>,
    /// Every identifier by its text: the file and the node.
    uses: HashMap<&'t [u8], Vec<(usize, Node<'t>)>>,
    /// Words of the files without a grammar (a build file may name a function): never deleted.
    words: std::collections::HashSet<&'t [u8]>,
}

fn inside(node: Node, outer: Node) -> bool {
    outer.start_byte() <= node.start_byte() && node.end_byte() <= outer.end_byte()
}

fn usage<'t>(files: &'t [ParsedFile<'t>]) -> Usage<'t> {
    let mut usage = Usage { declarations: Vec::new(), uses: HashMap::new(), words: Default::default() };
    for (i, file) in files.iter().enumerate() {
        let Some((grammar, tree)) = &file.syntax else {
            let words = tokenize(file.text, Lexicon::plain()).into_iter().filter(|t| t.kind == TokenKind::Word);
            usage.words.extend(words.map(|t| &file.text[t.start..t.end]));
            continue;
        };
        for (name, nodes) in identifiers(grammar, tree, file.text) {
            usage.uses.entry(name).or_default().extend(nodes.into_iter().map(|n| (i, n)));
        }
        let root = tree.root_node();
        let mut cursor = root.walk();
        for node in root.named_children(&mut cursor).filter(|d| grammar.is_declaration(d.kind())) {
            let names: Vec<&[u8]> = declared_names(grammar, node).iter().map(|n| &file.text[n.byte_range()]).collect();
            if !names.is_empty() {
                usage.declarations.push(Declaration { file: i, node, names });
            }
        }
    }
    usage
}

impl<'t> Usage<'t> {
    /// True when `name` is used somewhere outside the declarations `of` (indices).
    fn used_outside(&self, name: &[u8], of: &[&Declaration]) -> bool {
        self.words.contains(name)
            || self
                .uses
                .get(name)
                .into_iter()
                .flatten()
                .any(|(f, u)| !of.iter().any(|d| d.file == *f && inside(*u, d.node)))
    }
}

/// The edit of the bundle made of each file's pieces.
fn edit(files: &[ParsedFile], mut per_file: Vec<Vec<Piece>>) -> Vec<Piece> {
    files
        .iter()
        .zip(per_file.iter_mut())
        .flat_map(|(f, p)| f.in_bundle(merge(std::mem::take(p))).collect::<Vec<_>>())
        .collect()
}

/// Deletes, in one edit, every top-level declaration whose names no file uses outside it.
fn unreferenced(best: &[u8], langs: &Langs) -> Option<Vec<Piece>> {
    let files = parse_all(best, langs);
    let usage = usage(&files);
    let mut per_file = vec![Vec::new(); files.len()];
    for d in &usage.declarations {
        if d.names.iter().all(|n| !usage.used_outside(n, &[d])) {
            per_file[d.file].push(removal(grammar_of(&files[d.file]), files[d.file].text, d.node));
        }
    }
    let pieces = edit(&files, per_file);
    (!pieces.is_empty()).then_some(pieces)
}

fn grammar_of(file: &ParsedFile) -> &'static Grammar {
    file.syntax.as_ref().expect("declarations come from parsed files").0
}

/// For each top-level name, the edit that deletes its declarations in every file and replaces
/// its uses in every file by stand-ins; the biggest removals first.
fn deletions(best: &[u8], langs: &Langs) -> Vec<Vec<Piece>> {
    let files = parse_all(best, langs);
    let usage = usage(&files);
    let mut names: Vec<&[u8]> = usage.declarations.iter().flat_map(|d| d.names.iter().copied()).collect();
    names.sort();
    names.dedup();
    let mut out = Vec::new();
    for name in names.into_iter().filter(|n| !usage.words.contains(n)) {
        let same: Vec<&Declaration> = usage.declarations.iter().filter(|d| d.names.contains(&name)).collect();
        let mut per_file = vec![Vec::new(); files.len()];
        for d in &same {
            per_file[d.file].push(removal(grammar_of(&files[d.file]), files[d.file].text, d.node));
        }
        let mut complete = true;
        for &(f, use_) in usage.uses.get(name).into_iter().flatten() {
            if same.iter().any(|d| d.file == f && inside(use_, d.node)) {
                continue;
            }
            let grammar = grammar_of(&files[f]);
            let call = use_.parent().filter(|p| grammar.callee(*p).is_some_and(|c| c.id() == use_.id()));
            let target = call.unwrap_or(use_);
            match grammar.standin(target.kind()) {
                Some(text) => per_file[f].push(Piece::replace(target.byte_range(), text.as_bytes())),
                None => complete = false,
            }
        }
        if complete {
            out.push(edit(&files, per_file));
        }
    }
    let saving = |p: &Vec<Piece>| p.iter().map(|p| p.range.len() as isize - p.with.len() as isize).sum::<isize>();
    out.sort_by_key(|p| std::cmp::Reverse(saving(p)));
    out
}

/// The body of [`CROSS_DECL`].
fn run(cx: &mut Context, tree: &Shared) -> Result<(), Stop> {
    while let Some(pieces) = unreferenced(&cx.best(), &tree.langs) {
        if !cx.try_candidate(apply(&cx.best(), &pieces))? {
            break;
        }
    }
    let langs = tree.langs.clone();
    try_edits(cx, |best| deletions(best, &langs))
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
        let after = show(&best, &unreferenced(&best, &langs).unwrap());
        assert_eq!(after["a.h"], b"int used(int);\n");
        assert_eq!(after["a.c"], b"#include \"a.h\"\nint used(int x) { return x; }\n");
        assert_eq!(after["main.c"], files_main(), "main is named in the Makefile: it stays");
    }

    #[test]
    fn a_name_goes_from_every_file_with_its_uses() {
        let (best, langs) = tree(&[
            ("a.h", "int used(int);\n"),
            ("a.c", "int used(int x) { return x; }\n"),
            ("main.c", "int main(void) { return used(2) + 1; }\n"),
        ]);
        let all: Vec<Files> = deletions(&best, &langs).iter().map(|p| show(&best, p)).collect();
        let gone = all.iter().find(|t| t["a.h"].is_empty()).expect("used goes");
        assert_eq!(gone["a.c"], b"");
        assert_eq!(gone["main.c"], b"int main(void) { return 0 + 1; }\n");
    }
}
