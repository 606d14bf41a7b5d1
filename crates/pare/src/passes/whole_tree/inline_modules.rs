//! Fewer files, and rewrites over whole files and the whole tree at once.
//!
//! `inline-modules`: a Rust module in a file of its own moves into its parent (`mod m;` and
//! `m.rs` become `mod m { … }`), one candidate per module, so the result has as few files as
//! the bug needs (the modules it declares stay where they were: `mod m { mod n; }` still finds
//! `m/n.rs`). `inline-headers` does the same for a C header included once. Then the module
//! wrappers go where names allow: `mod m { X }` becomes `X`, with `m::` gone from the file's
//! paths and `super::` inside it now `self::`; if that fails, once more without the file's
//! imports from its own crate, which would name what is now beside them. A Python or
//! JavaScript module that one import statement of one other file names takes that statement's
//! place (`from . import core` becomes core's contents), its file deleted. A Go file moves into
//! the file before it of its package (`super::go_files`); Java's classes stay in their files.
//!
//! `tree-modifiers`: the modifiers that `modifiers` drops one at a time (visibility: `pub`,
//! `pub(crate)`, JavaScript's and TypeScript's `export` before a declaration; attributes `#[…]`)
//! and the comments (doc comments too), dropped over the
//! whole tree in one candidate, then over each file in one candidate, before the passes that
//! take them one by one.

use std::ops::Range;

use super::parsed::{FileMemo, ParsedFile, at};
use super::{Shared, TreeSpec};
use crate::analysis::removal::merge;
use crate::edits::{Piece, apply};
use crate::passes::{Context, Filtering, Tier, try_edits, try_in_order};
use crate::stop::Stop;
use crate::syntax::walk::preorder;
use crate::text_units::lines::with_line;
use crate::tree::languages::Langs;
use crate::tree::modules::{Graph, Reader};

/// Moves Rust modules into their parents.
pub static INLINE_MODULES: TreeSpec = TreeSpec {
    name: "inline-modules",
    description: "(trees) move a Rust module's file into its parent (`mod m;` and m.rs become `mod m { … }`), then a module's body in place of the module; a Python or JavaScript module into its only importer; a Go file into the file before it of its package",
    filtering: Filtering::After,
    tier: Tier::Reducing,
    run: run_inline_modules,
};

/// Drops modifiers and comments over the tree, then over each file.
pub static TREE_MODIFIERS: TreeSpec = TreeSpec {
    name: "tree-modifiers",
    description: "(trees) drop every visibility (`pub`, `export`), attribute or comment of the tree in one call, then of each file",
    filtering: Filtering::After,
    tier: Tier::Reducing,
    run: run_tree_modifiers,
};

/// One module to inline: its `mod` item, its name, its file's record and contents.
struct Inline {
    item: Range<usize>,
    file: Range<usize>,
    content: Range<usize>,
}

/// Every module of `best` that a `mod m;` of another file declares, smallest file first.
fn inlines(best: &[u8], langs: &Langs, reader: &Reader) -> Vec<Inline> {
    let graph = Graph::build(best, langs, reader);
    let records = crate::tree::bundle::records(best).unwrap_or_default();
    let mut out: Vec<Inline> = graph
        .modules()
        .into_iter()
        .filter(|(_, _, file, from)| file != from)
        .map(|(item, _, file, _)| Inline { item, file: graph.whole(file), content: records[file].content.clone() })
        .collect();
    out.sort_by_key(|i| (i.content.len(), i.item.start));
    out
}

/// `best` with the module's contents in place of its `mod m;`'s `;`, and its file deleted.
fn inline(best: &[u8], inline: &Inline) -> Vec<u8> {
    let item = &best[inline.item.clone()];
    let Some(semicolon) = item.iter().rposition(|&b| b == b';') else { return best.to_vec() };
    let mut body = item[..semicolon].trim_ascii_end().to_vec();
    body.extend_from_slice(b" {\n");
    let content = &best[inline.content.clone()];
    body.extend_from_slice(content);
    if !content.is_empty() && !content.ends_with(b"\n") {
        body.push(b'\n');
    }
    body.push(b'}');
    let mut pieces = [Piece::replace(inline.item.clone(), &body), Piece::delete(inline.file.clone())];
    pieces.sort_by_key(|p| p.range.start);
    apply(best, &pieces)
}

/// A Python or JavaScript module that one import statement of one other file names: that
/// statement and the module's record.
struct Paste {
    statement: Range<usize>,
    file: Range<usize>,
    content: Range<usize>,
}

/// Every such module of `best`, smallest first.
fn pastes(best: &[u8], langs: &Langs, reader: &Reader) -> Vec<Paste> {
    let graph = Graph::build(best, langs, reader);
    let records = crate::tree::bundle::records(best).unwrap_or_default();
    let mut out = Vec::new();
    for (f, record) in records.iter().enumerate() {
        let style = langs.get(record.path(best)).and_then(|&l| crate::syntax::grammar::Grammar::get(l).module_style());
        if !matches!(style, Some("python" | "js")) {
            continue;
        }
        if let [(statement, _)] = graph.importers(f).as_slice()
            && !statement.is_empty()
        {
            out.push(Paste { statement: statement.clone(), file: graph.whole(f), content: record.content.clone() });
        }
    }
    out.sort_by_key(|p| (p.content.len(), p.file.start));
    out
}

/// `best` with the module's contents in place of the statement that imports it, and its file
/// deleted.
fn paste(best: &[u8], p: &Paste) -> Vec<u8> {
    let mut content = best[p.content.clone()].to_vec();
    if !content.is_empty() && !content.ends_with(b"\n") {
        content.push(b'\n');
    }
    let mut pieces = [Piece::replace(p.statement.clone(), &content), Piece::delete(p.file.clone())];
    pieces.sort_by_key(|p| p.range.start);
    apply(best, &pieces)
}

/// An inline module to unwrap: its file's contents in the bundle, its item, its body's inside,
/// its name.
struct Unwrap {
    content: Range<usize>,
    item: Range<usize>,
    inner: Range<usize>,
    name: Vec<u8>,
}

/// An inline module of one file: its item, its body's inside and its name, at offsets in the
/// file.
#[derive(Clone)]
pub struct Wrapper {
    item: Range<usize>,
    inner: Range<usize>,
    name: Vec<u8>,
}

/// The inline modules of each file, read once per version of it.
pub type Wrappers = FileMemo<Vec<Wrapper>>;

/// Every inline `mod m { … }` of `file` with a body, if it is a Rust file, in order.
fn wrappers_of(file: &ParsedFile) -> Vec<Wrapper> {
    let Some((grammar, tree)) = &file.syntax else { return Vec::new() };
    if grammar.module_style() != Some("rust") {
        return Vec::new();
    }
    let mut out = Vec::new();
    preorder(tree, |node| {
        if grammar.is_module_declaration(node.kind())
            && let (Some(name), Some(body)) = (node.child_by_field_name("name"), node.child_by_field_name("body"))
            && body.end_byte() > body.start_byte() + 1
        {
            out.push(Wrapper {
                item: node.byte_range(),
                inner: body.start_byte() + 1..body.end_byte() - 1,
                name: file.text[name.byte_range()].to_vec(),
            });
        }
        true
    });
    out
}

/// Every inline `mod m { … }` of the Rust files of `best`, innermost (last) first.
fn unwraps(best: &[u8], langs: &Langs, memo: &Wrappers) -> Vec<Unwrap> {
    let records = crate::tree::bundle::records(best).unwrap_or_default();
    let files = memo.read(best, langs, wrappers_of);
    let mut out = Vec::new();
    for (record, (start, wrappers)) in records.iter().zip(files) {
        let at = |r: &Range<usize>| r.start + start..r.end + start;
        out.extend(wrappers.iter().map(|w| Unwrap {
            content: record.content.clone(),
            item: at(&w.item),
            inner: at(&w.inner),
            name: w.name.clone(),
        }));
    }
    out.reverse();
    out
}

/// `best` with the module's body in place of the module, its name gone from the file's paths
/// (`crate::m::x` to `crate::x`) and `super::` inside it now `self::`; with `imports`, also
/// without the file's imports from its own crate (`use crate::…`, `self::`, `super::`), which
/// name what is now beside them.
fn unwrap(best: &[u8], u: &Unwrap, imports: bool) -> Vec<u8> {
    let text = &best[u.content.clone()];
    let local = |r: &Range<usize>| r.start - u.content.start..r.end - u.content.start;
    let (item, inner) = (local(&u.item), local(&u.inner));
    let mut body = text[inner.clone()].to_vec();
    body = replace_all(&body, b"super::", b"self::");
    let mut out = text[..item.start].to_vec();
    out.extend_from_slice(&body);
    out.extend_from_slice(&text[item.end..]);
    let mut segment = u.name.clone();
    segment.extend_from_slice(b"::");
    out = strip_segment(&out, &segment);
    if imports {
        out = out
            .split_inclusive(|&b| b == b'\n')
            .flat_map(|line| line.split_inclusive(|&b| b == b';'))
            .filter(|part| {
                let t = part.trim_ascii_start();
                let t = t.strip_prefix(b"pub(crate) ").or_else(|| t.strip_prefix(b"pub ")).unwrap_or(t);
                !(t.starts_with(b"use crate::") || t.starts_with(b"use self::") || t.starts_with(b"use super::"))
            })
            .flatten()
            .copied()
            .collect();
    }
    let mut whole = best[..u.content.start].to_vec();
    whole.extend_from_slice(&out);
    whole.extend_from_slice(&best[u.content.end..]);
    whole
}

fn replace_all(text: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        if text[i..].starts_with(from) {
            out.extend_from_slice(to);
            i += from.len();
        } else {
            out.push(text[i]);
            i += 1;
        }
    }
    out
}

/// `text` without every `m::` that starts a path segment (not part of a longer name).
fn strip_segment(text: &[u8], segment: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    while i < text.len() {
        if text[i..].starts_with(segment) && (i == 0 || !word(text[i - 1])) {
            i += segment.len();
        } else {
            out.push(text[i]);
            i += 1;
        }
    }
    out
}

/// The body of [`INLINE_MODULES`].
fn run_inline_modules(cx: &mut Context, tree: &Shared) -> Result<(), Stop> {
    let (langs, reader) = (tree.langs.clone(), tree.reader.clone());
    try_in_order(cx, |best| inlines(best, &langs, &reader), inline)?;
    // Then the module wrappers, where names allow: alone, then without the imports that
    // named across them.
    let (langs, memo) = (tree.langs.clone(), tree.wrappers.clone());
    try_in_order(cx, |best| unwraps(best, &langs, &memo), |best, u| unwrap(best, u, false))?;
    let (langs, memo) = (tree.langs.clone(), tree.wrappers.clone());
    try_in_order(cx, |best| unwraps(best, &langs, &memo), |best, u| unwrap(best, u, true))?;
    // A Python or JavaScript module into its only importer.
    let (langs, reader) = (tree.langs.clone(), tree.reader.clone());
    try_in_order(cx, |best| pastes(best, &langs, &reader), paste)?;
    // A Go file into the file before it of its package.
    let langs = tree.langs.clone();
    try_in_order(cx, |best| super::go_files::merges(best, &langs), super::go_files::merge)
}

/// What one category drops in one file: visibility, attributes, or comments.
fn category(file: &ParsedFile, which: usize) -> Vec<Piece> {
    let Some((grammar, tree)) = &file.syntax else { return Vec::new() };
    let text = file.text;
    let mut out = Vec::new();
    preorder(tree, |node| {
        let kind = node.kind();
        // JavaScript's and TypeScript's `export` before a declaration is a visibility too.
        let export = (which == 0 && kind == "export_statement")
            .then(|| node.child_by_field_name("declaration"))
            .flatten()
            .filter(|d| d.start_byte() > node.start_byte() && !text[node.byte_range()].starts_with(b"export default"));
        if let Some(declaration) = export {
            out.push(Piece::delete(node.start_byte()..declaration.start_byte()));
            return true;
        }
        let take = match which {
            0 => kind == "visibility_modifier",
            1 => kind == "attribute_item" || kind == "decorator",
            _ => grammar.is_comment(kind),
        };
        if take {
            let range = if which == 0 {
                // `pub fn` → `fn`: the spaces after it go too.
                let mut end = node.end_byte();
                while end < text.len() && text[end] == b' ' {
                    end += 1;
                }
                node.start_byte()..end
            } else {
                with_line(text, node.byte_range())
            };
            out.push(Piece::delete(range));
        }
        !take
    });
    merge(out)
}

/// The drops worth trying on `best`: each category over the whole tree, then over each file.
/// What each file drops is kept in `memo` by its text, so only the files changed since are read.
fn drops(best: &[u8], langs: &Langs, memo: &Drops) -> Vec<Vec<Piece>> {
    let files = memo.read(best, langs, |f| std::array::from_fn(|c| category(f, c)));
    let mut out = Vec::new();
    let per: Vec<Vec<Vec<Piece>>> = (0..3)
        .map(|c| files.iter().map(|(start, drops)| at(*start, drops[c].iter().cloned()).collect()).collect())
        .collect();
    for by_file in &per {
        let all: Vec<Piece> = by_file.iter().flatten().cloned().collect();
        if by_file.iter().filter(|p| !p.is_empty()).count() > 1 {
            out.push(all);
        }
    }
    for by_file in &per {
        out.extend(by_file.iter().filter(|p| !p.is_empty()).cloned());
    }
    out
}

/// The body of [`TREE_MODIFIERS`].
fn run_tree_modifiers(cx: &mut Context, tree: &Shared) -> Result<(), Stop> {
    let (langs, memo) = (tree.langs.clone(), tree.drops.clone());
    try_edits(cx, |best| drops(best, &langs, &memo))
}

/// What each category of [`TREE_MODIFIERS`] drops in each file, kept across the pass's runs
/// and the dry runs that list it ahead.
pub type Drops = FileMemo<[Vec<Piece>; 3]>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::bundle::decode;

    use crate::tree::languages::bundled as tree;

    #[test]
    fn a_module_moves_into_its_parent() {
        let (b, langs) = tree(&[
            ("src/lib.rs", "#[cfg(all())]\npub(crate) mod buf;\nfn f() {}\n"),
            ("src/buf/mod.rs", "mod take;\npub fn g() {}"),
            ("src/buf/take.rs", "pub struct T;\n"),
        ]);
        let found = inlines(&b, &langs, &Reader::default());
        assert_eq!(found.len(), 2);
        let after = decode(&inline(&b, &found[0])).unwrap();
        assert_eq!(after["src/buf/mod.rs"], b"mod take {\npub struct T;\n}\npub fn g() {}");
        assert!(!after.contains_key("src/buf/take.rs"));
        let after = decode(&inline(&b, &found[1])).unwrap();
        assert_eq!(
            after["src/lib.rs"],
            b"#[cfg(all())]\npub(crate) mod buf {\nmod take;\npub fn g() {}\n}\nfn f() {}\n"
        );
        assert_eq!(after.len(), 2, "take.rs stays where `mod buf {{ mod take; }}` finds it");
    }

    #[test]
    fn a_python_module_moves_into_its_only_importer() {
        let (b, langs) = tree(&[
            ("pkg/__init__.py", "from . import core\nx = 1\n"),
            ("pkg/core.py", "from . import parser\n"),
            ("pkg/parser.py", "for a in b:\n    pass"),
            ("pkg/twice.py", "t = 2\n"),
            ("main.py", "import pkg.twice\nfrom pkg import twice\n"),
        ]);
        let found = pastes(&b, &langs, &Reader::default());
        assert_eq!(found.len(), 2, "twice.py has two importers, __init__.py none in another file");
        let after = decode(&paste(&b, &found[0])).unwrap();
        assert_eq!(after["pkg/core.py"], b"for a in b:\n    pass\n");
        assert!(!after.contains_key("pkg/parser.py"));
        let after = decode(&paste(&b, &found[1])).unwrap();
        assert_eq!(after["pkg/__init__.py"], b"from . import parser\nx = 1\n");
    }

    #[test]
    fn a_module_wrapper_goes_with_its_name_in_paths() {
        let (b, langs) = tree(&[(
            "src/lib.rs",
            "mod d { use crate::e::a; fn c() { a() } }\nmod e { pub fn a() { super::d::c } }\n",
        )]);
        let found = unwraps(&b, &langs, &Wrappers::default());
        assert_eq!(found.len(), 2);
        let after = decode(&unwrap(&b, &found[0], false)).unwrap();
        assert_eq!(after["src/lib.rs"], b"mod d { use crate::a; fn c() { a() } }\n pub fn a() { self::d::c } \n");
        let after = decode(&unwrap(&b, &found[1], true)).unwrap();
        assert_eq!(after["src/lib.rs"], b" fn c() { a() } \nmod e { pub fn a() { super::c } }\n");
    }

    #[test]
    fn modifiers_and_comments_go_over_the_tree_then_per_file() {
        let (b, langs) = tree(&[
            ("a.rs", "/// Doc.\n#[derive(Debug)]\npub struct A;\npub(crate) fn f() {}\n"),
            ("b.rs", "// c\npub fn g() {}\n"),
        ]);
        let all = drops(&b, &langs, &Drops::default());
        let first = decode(&apply(&b, &all[0])).unwrap();
        assert_eq!(first["a.rs"], b"/// Doc.\n#[derive(Debug)]\nstruct A;\nfn f() {}\n");
        assert_eq!(first["b.rs"], b"// c\nfn g() {}\n");
        let comments = decode(&apply(&b, &all[1])).unwrap();
        assert_eq!(comments["a.rs"], b"#[derive(Debug)]\npub struct A;\npub(crate) fn f() {}\n");
        assert_eq!(comments["b.rs"], b"pub fn g() {}\n");
        assert_eq!(all.len(), 2 + 5, "attributes are in one file only: no tree-wide candidate for them");
    }

    #[test]
    fn exports_go_over_the_tree_then_per_file() {
        let (b, langs) = tree(&[
            (
                "a.js",
                "export function f() {}
export const x = 1;
export default function () {}
export { f as g };
",
            ),
            (
                "b.ts",
                "export interface I {}
export class C {}
",
            ),
        ]);
        let all = drops(&b, &langs, &Drops::default());
        let first = decode(&apply(&b, &all[0])).unwrap();
        assert_eq!(
            first["a.js"],
            b"function f() {}\nconst x = 1;\nexport default function () {}\nexport { f as g };\n"
        );
        assert_eq!(first["b.ts"], b"interface I {}\nclass C {}\n");
        let per_file = decode(&apply(&b, &all[1])).unwrap();
        assert_eq!(per_file["b.ts"], b"export interface I {}\nexport class C {}\n", "a.js alone");
    }
}
