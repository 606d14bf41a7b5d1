//! `cross-reach`: reachability across the files of a tree, the way `sweep` does it in one file.
//! The *units* are the file-level items of every file with a module graph (Rust, JavaScript,
//! TypeScript, Python), inside inline modules too (`mod tests { … }`), each with the attributes
//! before it. A unit that declares names is reachable when a reachable unit names one of them
//! (by text, over every file: a wrong guess costs a rejected candidate, never a wrong result);
//! an `impl` block is reachable once every name of the tree its header names is (the trait and
//! the type: a trait impl in another module comes with them); a Rust `use` passes reachability
//! from the name it binds to the name it asks for (`as`) and to the crate its path starts from
//! (`alloc::…` needs `extern crate alloc;`), and goes when the name it binds is not reachable
//! (so a use-list loses its dead entries and goes when it empties). A Python or JavaScript
//! import runs the module it names: it stays, for `files` to judge; Java's and Go's imports run
//! nothing and go like Rust's (Go refuses an unused import), and a Java `package` line or a Go
//! `package` clause always stays. Macro definitions and invocations are names like any other
//! (`fmt_impl!(…)` names `fmt_impl`, in whichever file `macro_rules! fmt_impl` is, which a
//! `#[macro_use] mod m;` brings into textual scope); a `#[macro_use] extern crate x;` declares
//! every macro the tree invokes and does not define, so it stays while one of them is reached.
//!
//! The *entries* are the units nothing else names (the function with the bug, a test, a
//! public item no other item uses, a trait only impls name) and the units that declare nothing
//! (a top-level statement, a macro invocation). A candidate keeps some entries and deletes
//! everything they do not reach, in every file at once. First the entries are halved while one
//! half alone keeps the bug (most bugs need one entry: about two calls per halving), or, when no
//! half does, each entry alone (`reach_narrowing`, a search a parallel door runs ahead of); then
//! adaptive deletion runs over the entries left: a crate keeps the few items the bug needs in a
//! handful of calls. A trait's methods count as its names (`b.advance()` needs `Buf`).

use std::collections::{BTreeSet, HashMap};
use std::ops::Range;
use std::sync::Arc;

use tree_sitter::Node;

use super::reach_narrowing::{Narrowing, first_alone};
use super::{Shared, TreeSpec};
use crate::adaptive::search;
use crate::adaptive::{DeletionList, Evaluator};
use crate::analysis::names::declared_names;
use crate::analysis::removal::{list_deletions, merge};
use crate::edits::{Piece, apply};
use crate::passes::{Context, Filtering, Tier};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of_file;
use crate::text_units::lines::with_line;
use crate::text_units::tokens::{TokenKind, tokenize};
use crate::tree::bundle;
use crate::tree::languages::Langs;
use crate::tree::modules::{Entry, Reader, Spec};

/// Deletes what no kept entry reaches, across the tree.
pub static CROSS_REACH: TreeSpec = TreeSpec {
    name: "cross-reach",
    description: "(trees) delete every item no kept entry reaches through names, imports, impls and macros, in every file at once; adaptive deletion over the entries",
    filtering: Filtering::Before,
    tier: Tier::Reducing,
    run,
};

/// Kinds that come with the names their header names (an `impl Trait for Type`), never alone.
const ATTACHED: [&str; 1] = ["impl_item"];

/// Kinds always kept: what says which package a file is in.
const KEPT: [&str; 2] = ["package_declaration", "package_clause"];

/// Module styles whose imports run nothing: an import goes once nothing reached names what it
/// binds.
const INERT_IMPORTS: [&str; 3] = ["rust", "java", "go"];

/// One file-level item.
struct Unit {
    /// Its span in the bundle, with its attributes and line.
    span: Range<usize>,
    /// The names it declares (ids).
    names: Vec<usize>,
    /// The names of the tree it names anywhere (ids).
    refers: Vec<usize>,
    /// For an attached unit, the names its header names: it is kept once all are.
    needs: Option<Vec<usize>>,
}

/// One import leaf: binds a name, asks for one, from a path that starts with a name (`alloc`
/// in `use alloc::vec::Vec`: an `extern crate alloc;` it needs).
struct Import {
    binds: Option<usize>,
    asks: Option<usize>,
    from: Option<usize>,
}

/// An import statement: its span, and its tree of entries (indices into `imports`).
struct ImportStatement {
    span: Range<usize>,
    root: ImportNode,
    standin: Option<&'static str>,
}

struct ImportNode {
    span: Range<usize>,
    leaf: Option<usize>,
    children: Vec<ImportNode>,
}

/// The items of a tree and what names what.
pub struct Items {
    base: Vec<u8>,
    units: Vec<Unit>,
    imports: Vec<Import>,
    statements: Vec<ImportStatement>,
    /// The units that declare each name.
    declaring: Vec<Vec<usize>>,
    /// The entries (unit indices), in bundle order.
    entries: Vec<usize>,
    /// The units always kept (what the parser could not read, inner attributes).
    roots: Vec<usize>,
}

/// Names to ids.
#[derive(Default)]
struct Names(HashMap<Vec<u8>, usize>);

impl Names {
    fn id(&mut self, name: &[u8]) -> usize {
        let n = self.0.len();
        *self.0.entry(name.to_vec()).or_insert(n)
    }
    fn get(&self, name: &[u8]) -> Option<usize> {
        self.0.get(name).copied()
    }
}

/// The words of `text` (a method's name after `.` too: it may be a trait's).
fn words<'t>(grammar: &Grammar, text: &'t [u8]) -> Vec<&'t [u8]> {
    tokenize(text, grammar.lexicon())
        .into_iter()
        .filter(|t| t.kind == TokenKind::Word)
        .map(|t| &text[t.start..t.end])
        .collect()
}

/// A raw unit before names have ids.
struct Raw<'t> {
    span: Range<usize>,
    names: Vec<&'t [u8]>,
    body: Range<usize>,
    header: Option<Range<usize>>,
    root: bool,
    /// The macros it invokes (`m!(…)`: `m`).
    invokes: Vec<&'t [u8]>,
    /// True for a `#[macro_use] extern crate`.
    macro_use: bool,
}

/// The names of the macros invoked under `node`.
fn invocations<'t>(text: &'t [u8], node: Node) -> Vec<&'t [u8]> {
    let mut out = Vec::new();
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        if n.kind() == "macro_invocation"
            && let Some(m) = n.child_by_field_name("macro")
        {
            out.push(&text[m.byte_range()]);
        }
        let mut cursor = n.walk();
        stack.extend(n.named_children(&mut cursor));
    }
    out
}

/// The units of `body` (a file or an inline module's body) of the file `text`.
fn collect<'t>(grammar: &Grammar, text: &'t [u8], body: Node, out: &mut Vec<Raw<'t>>) {
    let mut cursor = body.walk();
    let children: Vec<Node> = body.named_children(&mut cursor).collect();
    let mut k = 0;
    while k < children.len() {
        // The attributes and comments right before an item (its doc comment) go with it.
        let first = k;
        while k < children.len() && (children[k].kind() == "attribute_item" || grammar.is_comment(children[k].kind())) {
            k += 1;
        }
        let Some(&node) = children.get(k) else { break };
        k += 1;
        let kind = node.kind();
        // An import statement is not a unit, but for a declaration it wraps (`export function`).
        let wraps = declaration_of(grammar, node).is_some_and(|d| d.id() != node.id());
        if grammar.is_module_import(kind) && !wraps {
            continue;
        }
        if grammar.is_module_declaration(kind) {
            if let Some(inner) = node.child_by_field_name("body") {
                collect(grammar, text, inner, out);
            }
            continue;
        }
        let span = with_line(text, children[first].start_byte()..node.end_byte());
        let root = node.is_error() || kind == "inner_attribute_item" || node.has_error() || KEPT.contains(&kind);
        let macro_use = kind == "extern_crate_declaration"
            && children[first..k - 1].iter().any(|a| text[a.byte_range()].starts_with(b"#[macro_use"));
        let decl = declaration_of(grammar, node);
        let mut names: Vec<&[u8]> = decl
            .map(|d| {
                declared_names(grammar, d).iter().map(|n| &text[n.byte_range()]).filter(|n| !n.is_empty()).collect()
            })
            .unwrap_or_default();
        // A trait's methods are its names too: `b.advance()` needs the trait `Buf` in scope.
        if kind == "trait_item"
            && let Some(body) = node.child_by_field_name("body")
        {
            let mut cursor = body.walk();
            for member in body.named_children(&mut cursor) {
                if let Some(name) = member.child_by_field_name("name")
                    && matches!(member.kind(), "function_item" | "function_signature_item")
                {
                    names.push(&text[name.byte_range()]);
                }
            }
        }
        if kind == "extern_crate_declaration"
            && let Some(name) = node.child_by_field_name("alias").or_else(|| node.child_by_field_name("name"))
        {
            names.push(&text[name.byte_range()]);
        }
        // An impl hangs on its trait and its type (`impl<T: Buf> Iterator for IntoIter<T>` on
        // `IntoIter`), not on the bounds of its parameters, which its body reaches if it needs.
        let header = ATTACHED.contains(&kind).then(|| {
            let parts: Vec<Range<usize>> =
                ["trait", "type"].iter().filter_map(|f| node.child_by_field_name(f)).map(|n| n.byte_range()).collect();
            match (parts.first(), parts.last()) {
                (Some(a), Some(b)) => a.start.min(b.start)..a.end.max(b.end),
                _ => node.start_byte()..node.child_by_field_name("body").map_or(node.end_byte(), |b| b.start_byte()),
            }
        });
        let invokes = invocations(text, node);
        out.push(Raw { span, names, body: node.byte_range(), header, root, invokes, macro_use });
    }
}

/// The declaration `node` is or wraps (`export function f`).
fn declaration_of<'t>(grammar: &Grammar, node: Node<'t>) -> Option<Node<'t>> {
    if grammar.is_declaration(node.kind()) && !grammar.is_module_declaration(node.kind()) {
        return Some(node);
    }
    node.child_by_field_name("declaration").filter(|d| grammar.is_declaration(d.kind()))
}

/// A raw unit with its file's grammar, text and offset in the bundle.
type RawUnit<'b> = (Raw<'b>, &'static Grammar, &'b [u8], usize);

/// The raw units and the Rust imports of the files of `bundle` that have a module graph.
fn read<'b>(
    bundle: &'b [u8],
    langs: &Langs,
    reader: &Reader,
    names: &mut Names,
) -> (Vec<RawUnit<'b>>, Vec<Import>, Vec<ImportStatement>) {
    let mut raw_units = Vec::new();
    let mut imports = Vec::new();
    let mut statements = Vec::new();
    for r in &bundle::records(bundle).unwrap_or_default() {
        let path = r.path(bundle);
        let Some(&lang) = langs.get(path) else { continue };
        let grammar = Grammar::get(lang);
        if grammar.module_style().is_none() {
            continue;
        }
        let text = r.content(bundle);
        // The tree the passes and the filter share for this file (read once per version).
        let tree = tree_of_file(path, lang, text);
        let mut raws = Vec::new();
        collect(grammar, text, tree.root_node(), &mut raws);
        let offset = r.content.start;
        raw_units.extend(raws.into_iter().map(|u| (u, grammar, text, offset)));
        // Only Rust's, Java's and Go's imports are free of effects: a Python or JavaScript
        // import runs the module it names, which may be what the bug needs, so those stay for
        // `files`.
        if !grammar.module_style().is_some_and(|s| INERT_IMPORTS.contains(&s)) {
            continue;
        }
        for s in reader.read(path, Some(lang), text).statements.iter().filter(|s| !s.declares) {
            let root = import_node(&s.root, offset, names, &mut imports);
            statements.push(ImportStatement {
                span: s.span.start + offset..s.span.end + offset,
                root,
                standin: s.standin,
            });
        }
    }
    (raw_units, imports, statements)
}

/// Gives every `#[macro_use] extern crate` the names of the macros the tree invokes and does
/// not define: what it brings into scope.
fn foreign_macros(raw_units: &mut [RawUnit]) {
    let defined: std::collections::HashSet<&[u8]> =
        raw_units.iter().flat_map(|(u, ..)| u.names.iter().copied()).collect();
    let mut foreign: Vec<&[u8]> =
        raw_units.iter().flat_map(|(u, ..)| u.invokes.iter().copied()).filter(|m| !defined.contains(m)).collect();
    foreign.sort_unstable();
    foreign.dedup();
    for (u, ..) in raw_units.iter_mut().filter(|(u, ..)| u.macro_use) {
        u.names.extend(foreign.iter().copied());
    }
}

/// The entries among `units`: the units nothing else names, and those that declare nothing and
/// hang on nothing. What only impls name (a trait, a type with impls and no other use) is an
/// entry too: an impl hangs on it, it does not hang on the impl. A unit's own names (in its own
/// text) do not count: two `fn _assert()` in two files do not name each other.
fn entries(units: &[Unit], declaring: &[Vec<usize>], roots: &[usize]) -> Vec<usize> {
    let mut named_by_others = vec![false; units.len()];
    for (i, u) in units.iter().enumerate().filter(|(_, u)| u.needs.is_none()) {
        for &id in u.refers.iter().filter(|id| !u.names.contains(id)) {
            for &d in &declaring[id] {
                if d != i {
                    named_by_others[d] = true;
                }
            }
        }
    }
    (0..units.len())
        .filter(|i| !roots.contains(i))
        .filter(|&i| match &units[i].needs {
            Some(needs) => needs.is_empty(),
            None => units[i].names.is_empty() || !named_by_others[i],
        })
        .collect()
}

fn import_node(e: &Entry, offset: usize, names: &mut Names, imports: &mut Vec<Import>) -> ImportNode {
    let leaf = e.children.is_empty().then(|| {
        let from = match &e.spec {
            Spec::Rust { segments, .. } if segments.len() > 1 => {
                Some(&segments[0]).filter(|s| !matches!(s.as_str(), "crate" | "self" | "super"))
            }
            _ => None,
        };
        imports.push(Import {
            binds: e.binds.as_ref().map(|b| names.id(b.as_bytes())),
            asks: e.asks.as_ref().map(|a| names.id(a.as_bytes())),
            from: from.map(|f| names.id(f.as_bytes())),
        });
        imports.len() - 1
    });
    let children = e.children.iter().map(|c| import_node(c, offset, names, imports)).collect();
    ImportNode { span: e.span.start + offset..e.span.end + offset, leaf, children }
}

impl Items {
    /// The items of `bundle`'s files that have a module graph.
    pub fn new(bundle: &[u8], langs: &Langs, reader: &Reader) -> Items {
        let mut names = Names::default();
        let (mut raw_units, imports, statements) = read(bundle, langs, reader, &mut names);
        foreign_macros(&mut raw_units);
        // Declared names first, so that references only keep names of the tree.
        let declared: Vec<Vec<usize>> =
            raw_units.iter().map(|(u, ..)| u.names.iter().map(|n| names.id(n)).collect()).collect();
        let mut declaring: Vec<Vec<usize>> = vec![Vec::new(); names.0.len()];
        for (i, ids) in declared.iter().enumerate() {
            for &id in ids {
                declaring[id].push(i);
            }
        }
        let known = |id: &usize| declaring.get(*id).is_some_and(|d| !d.is_empty());
        let ids = |grammar: &Grammar, text: &[u8]| -> Vec<usize> {
            let mut ids: Vec<usize> = words(grammar, text).into_iter().filter_map(|w| names.get(w)).collect();
            ids.sort_unstable();
            ids.dedup();
            ids
        };
        let mut units = Vec::new();
        let mut roots = Vec::new();
        for (i, (raw, grammar, text, offset)) in raw_units.iter().enumerate() {
            // Every name with an id: the tree's declarations and what imports bind (`vec`,
            // `MaybeUninit`: an import of another crate stays while something names it).
            let refers = ids(grammar, &text[raw.body.clone()]);
            let needs = raw.header.as_ref().map(|h| ids(grammar, &text[h.clone()]).into_iter().filter(known).collect());
            if raw.root {
                roots.push(i);
            }
            units.push(Unit {
                span: raw.span.start + offset..raw.span.end + offset,
                names: declared[i].clone(),
                refers,
                needs,
            });
        }
        let entries = entries(&units, &declaring, &roots);
        Items { base: bundle.to_vec(), units, imports, statements, declaring, entries, roots }
    }

    /// The units kept when the entries `kept` (and the roots) are: what they reach.
    fn reached(&self, kept: &[usize]) -> (Vec<bool>, Vec<bool>) {
        let mut live = vec![false; self.units.len()];
        let mut names = vec![false; self.declaring.len()];
        let mut stack: Vec<usize> = kept.iter().chain(&self.roots).copied().collect();
        // Imports by the name they bind.
        let mut binding: HashMap<usize, Vec<usize>> = HashMap::new();
        for imp in &self.imports {
            let Some(b) = imp.binds else { continue };
            let to = binding.entry(b).or_default();
            to.extend(imp.asks.iter().chain(&imp.from).copied().filter(|&a| a != b));
        }
        let attached: Vec<usize> = (0..self.units.len()).filter(|&i| self.units[i].needs.is_some()).collect();
        loop {
            while let Some(u) = stack.pop() {
                if live[u] {
                    continue;
                }
                live[u] = true;
                let mut pending: Vec<usize> = self.units[u].refers.clone();
                pending.extend(self.units[u].names.iter().copied());
                while let Some(id) = pending.pop() {
                    if id >= names.len() || names[id] {
                        continue;
                    }
                    names[id] = true;
                    stack.extend(self.declaring[id].iter().copied());
                    pending.extend(binding.get(&id).into_iter().flatten().copied());
                }
            }
            let woken: Vec<usize> = attached
                .iter()
                .copied()
                .filter(|&i| !live[i])
                .filter(|&i| {
                    let needs = self.units[i].needs.as_ref().expect("attached units have needs");
                    !needs.is_empty() && needs.iter().all(|&n| names[n])
                })
                .collect();
            if woken.is_empty() {
                break;
            }
            stack.extend(woken);
        }
        (live, names)
    }

    /// How many bytes of units the entry `e` reaches alone.
    fn reach_size(&self, e: usize) -> usize {
        let (live, _) = self.reached(&[e]);
        (0..self.units.len()).filter(|&i| live[i]).map(|i| self.units[i].span.len()).sum()
    }

    /// The edit that keeps the entries `kept` and what they reach, and deletes the rest.
    fn pieces(&self, kept: &[usize]) -> Vec<Piece> {
        let (live, names) = self.reached(kept);
        let mut pieces: Vec<Piece> =
            (0..self.units.len()).filter(|&i| !live[i]).map(|i| Piece::delete(self.units[i].span.clone())).collect();
        let dead_leaf = |leaf: usize| -> bool {
            let imp = &self.imports[leaf];
            // A glob or an import that binds no name of the tree's reach stays only while its
            // name is reached; one that binds nothing (a glob) stays.
            imp.binds.is_some_and(|b| b >= names.len() || !names[b])
        };
        for s in &self.statements {
            if dies(&s.root, &dead_leaf) {
                pieces.push(match s.standin {
                    Some(text) => Piece::replace(s.span.clone(), text.as_bytes()),
                    None => Piece::delete(s.span.clone()),
                });
            } else {
                node_pieces(&s.root, &dead_leaf, &mut pieces);
            }
        }
        // An import inside a deleted unit goes with it.
        merge(pieces)
    }

    /// The tree with the entries `kept` and what they reach.
    pub fn keeping(&self, kept: &[usize]) -> Vec<u8> {
        apply(&self.base, &self.pieces(kept))
    }
}

fn dies(n: &ImportNode, dead: &dyn Fn(usize) -> bool) -> bool {
    match n.leaf {
        Some(leaf) => dead(leaf),
        None => !n.children.is_empty() && n.children.iter().all(|c| dies(c, dead)),
    }
}

fn node_pieces(n: &ImportNode, dead: &dyn Fn(usize) -> bool, out: &mut Vec<Piece>) {
    if n.children.is_empty() {
        return;
    }
    let gone: Vec<usize> = (0..n.children.len()).filter(|&k| dies(&n.children[k], dead)).collect();
    if !gone.is_empty() {
        let spans: Vec<Range<usize>> = n.children.iter().map(|c| c.span.clone()).collect();
        out.extend(list_deletions(&spans, &gone));
    }
    for (k, c) in n.children.iter().enumerate() {
        if !gone.contains(&k) {
            node_pieces(c, dead, out);
        }
    }
}

/// The entries as a deletion list: deleting some deletes what only they reached.
struct EntryList {
    items: Arc<Items>,
    /// The entries still kept, in bundle order.
    kept: Vec<usize>,
}

impl DeletionList for EntryList {
    type Candidate = Vec<u8>;

    fn len(&self) -> usize {
        self.kept.len()
    }

    fn candidate_of(&self, ranges: &[Range<usize>]) -> Vec<u8> {
        let gone: BTreeSet<usize> = ranges.iter().flat_map(|r| r.clone()).collect();
        let kept: Vec<usize> = (0..self.kept.len()).filter(|k| !gone.contains(k)).map(|k| self.kept[k]).collect();
        self.items.keeping(&kept)
    }

    fn commit(&mut self, range: Range<usize>) {
        self.kept.drain(range);
    }
}

/// The body of [`CROSS_REACH`].
fn run(cx: &mut Context, tree: &Shared) -> Result<(), Stop> {
    let best = cx.best();
    let items = Arc::new(Items::new(&best, &tree.langs, &tree.reader));
    if items.units.is_empty() {
        return Ok(());
    }
    let all = items.entries.clone();
    // What nothing reaches at all goes first, in one call; if even that fails, names do
    // not tell this tree's reach.
    let swept = items.keeping(&all);
    if swept != *best && !cx.try_candidate(swept)? {
        return Ok(());
    }
    // Most bugs need few entries: halve the kept entries while one half alone keeps the bug
    // (a binary search for a single entry in two calls per halving), and when no half works
    // alone (entries often need each other in ways names do not show: a method of an impl the
    // other half hangs on), try one entry alone; then adaptive deletion over what is left.
    // The entries that reach least first: the half tried first is the cheaper tree, and
    // an entry with a small reach (a function with the bug) is found in a few halvings.
    let mut kept = all;
    let sizes: HashMap<usize, usize> = kept.iter().map(|&e| (e, items.reach_size(e))).collect();
    kept.sort_by_key(|e| (sizes[e], *e));
    let batched = cx.width() > 1;
    let mut narrowing = Narrowing::new(items.clone(), kept, cx.best(), !batched);
    search::run(cx, &mut narrowing)?;
    let mut kept = narrowing.kept();
    if batched
        && kept.len() > 2
        && let Some(entry) = first_alone(cx, &items, &kept)?
    {
        kept = vec![entry];
    }
    kept.sort_unstable();
    let mut list = EntryList { items, kept };
    crate::passes::reduce(cx, &mut list)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::{End, Evaluator, Hint, Query, Seek};
    use crate::tree::bundle::decode;

    use crate::tree::languages::bundled as tree;

    #[test]
    fn what_one_entry_reaches_stays_in_every_file_and_the_rest_goes() {
        let (b, langs) = tree(&[
            ("src/lib.rs", "mod fmt;\nmod buf;\nmod bytes;\n#![allow(x)]\npub use crate::bytes::{Bytes, bang};\n"),
            (
                "src/fmt.rs",
                "pub trait Well { type N; }\nimpl<T> Well for T { type N = (); }\nmacro_rules! m { () => {} }\nm!();\npub struct Unused;\nimpl Unused { fn f() {} }\n",
            ),
            (
                "src/buf.rs",
                "use crate::fmt::{Well, Unused as U};\npub fn latent(_: <() as Well>::N) {}\npub fn other(_: U) {}\n",
            ),
            (
                "src/bytes.rs",
                "use crate::buf::{latent, other};\n#[derive(Debug)]\npub struct Bytes;\n/// Doc.\npub fn bang() {\n    latent(());\n}\n#[cfg(test)]\nmod tests {\n    use super::*;\n    #[test]\n    fn t() { other(super::Bytes) }\n}\n",
            ),
        ]);
        let items = Items::new(&b, &langs, &Reader::default());
        let bang = items
            .entries
            .iter()
            .copied()
            .find(|&e| {
                items.units[e].span.len() > 20 && {
                    let t = &b[items.units[e].span.clone()];
                    t.windows(8).any(|w| w == b"fn bang(")
                }
            })
            .expect("bang is an entry");
        let after = decode(&items.keeping(&[bang])).unwrap();
        assert_eq!(after["src/fmt.rs"], b"pub trait Well { type N; }\nimpl<T> Well for T { type N = (); }\n");
        assert_eq!(after["src/buf.rs"], b"use crate::fmt::{Well};\npub fn latent(_: <() as Well>::N) {}\n");
        assert_eq!(after["src/bytes.rs"], b"use crate::buf::{latent};\n/// Doc.\npub fn bang() {\n    latent(());\n}\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n");
        assert_eq!(
            after["src/lib.rs"],
            b"mod fmt;\nmod buf;\nmod bytes;\n#![allow(x)]\npub use crate::bytes::{bang};\n"
        );
        let all = decode(&items.keeping(&items.entries)).unwrap();
        assert!(String::from_utf8_lossy(&all["src/fmt.rs"]).contains("m!();"), "an invocation is an entry");
    }

    /// The entry of `items` whose text contains `needle`.
    fn entry(items: &Items, b: &[u8], needle: &str) -> usize {
        items
            .entries
            .iter()
            .copied()
            .find(|&e| b[items.units[e].span.clone()].windows(needle.len()).any(|w| w == needle.as_bytes()))
            .unwrap_or_else(|| panic!("{needle} is an entry"))
    }

    #[test]
    fn macros_reach_across_files_and_macro_use_crates_stay_for_their_macros() {
        let (b, langs) = tree(&[
            ("src/lib.rs", "#[macro_use]\nextern crate log;\nextern crate alloc;\n#[macro_use]\nmod macros;\nmod a;\n"),
            ("src/macros.rs", "macro_rules! twice { ($e:expr) => { $e * 2 } }\nmacro_rules! unused { () => {} }\n"),
            ("src/a.rs", "pub fn f() -> u32 { info!(\"x\"); twice!(2) }\npub fn g() {}\n"),
        ]);
        let items = Items::new(&b, &langs, &Reader::default());
        let f = entry(&items, &b, "fn f()");
        let after = decode(&items.keeping(&[f])).unwrap();
        assert_eq!(after["src/lib.rs"], b"#[macro_use]\nextern crate log;\n#[macro_use]\nmod macros;\nmod a;\n");
        assert_eq!(after["src/macros.rs"], b"macro_rules! twice { ($e:expr) => { $e * 2 } }\n");
        let g = entry(&items, &b, "fn g()");
        let after = decode(&items.keeping(&[g])).unwrap();
        assert_eq!(after["src/lib.rs"], b"#[macro_use]\nmod macros;\nmod a;\n", "no macro of log is reached");
        assert_eq!(after["src/macros.rs"], b"");
    }

    #[test]
    fn java_and_go_imports_go_with_what_they_bind_and_package_lines_stay() {
        let (b, langs) = tree(&[
            (
                "app/Main.java",
                "package app;\n\nimport lib.A;\nimport lib.B;\n\npublic class Main { void m() { A.f(); } }\nclass Other { B b; }\n",
            ),
            ("lib/A.java", "package lib;\npublic class A { public static void f() {} }\n"),
            ("lib/B.java", "package lib;\npublic class B {}\n"),
            (
                "main.go",
                "package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n\nfunc main() { fmt.Println() }\nfunc unused() { os.Exit(1) }\n",
            ),
        ]);
        let items = Items::new(&b, &langs, &Reader::default());
        // Go's `func main` hangs on the package clause, which always stays.
        let kept = [entry(&items, &b, "class Main")];
        let after = decode(&items.keeping(&kept)).unwrap();
        assert_eq!(
            after["app/Main.java"],
            b"package app;\n\nimport lib.A;\n\npublic class Main { void m() { A.f(); } }\n"
        );
        assert_eq!(after["lib/B.java"], b"package lib;\n");
        assert_eq!(after["main.go"], b"package main\n\nimport (\n\t\"fmt\"\n)\n\nfunc main() { fmt.Println() }\n");
    }

    /// A sequential door judging by `interesting`: it records each query's candidates, how it
    /// ended, and, given the ends of an earlier identical run, its hints one to three queries
    /// ahead along the path the run really takes.
    struct Recorder<F> {
        interesting: F,
        best: Vec<u8>,
        ends: Vec<End>,
        drawn: Vec<Vec<Vec<u8>>>,
        ended: Vec<End>,
        hints: Vec<Vec<Option<Hint<Vec<u8>>>>>,
    }

    impl<F: Fn(&[u8]) -> bool> Evaluator<Vec<u8>> for Recorder<F> {
        fn query(&mut self, mut query: &mut dyn Query<Vec<u8>>, seek: Seek) -> Result<Option<usize>, Stop> {
            let known = &self.ends[self.drawn.len().min(self.ends.len())..];
            self.hints.push((1..=3.min(known.len())).map(|d| query.hint(&known[..d], 8)).collect());
            let mut drawn = Vec::new();
            let end = Iterator::position(&mut query, |c| {
                drawn.push(c.clone());
                let accepted = (self.interesting)(&c) && crate::shortlex::is_better(&c, &self.best);
                if accepted {
                    self.best = c;
                }
                seek.stops(accepted)
            });
            self.drawn.push(drawn);
            self.ended.push(End { at: end, success_likely: false });
            Ok(end)
        }
    }

    /// The narrowing as it was written before it was a search: one candidate at a time.
    fn one_at_a_time(
        items: &Items,
        mut kept: Vec<usize>,
        best: &[u8],
        interesting: impl Fn(&[u8]) -> bool,
    ) -> Vec<usize> {
        let mut best = best.to_vec();
        let mut tried = |part: &[usize]| {
            let candidate = items.keeping(part);
            let accepted =
                candidate != best && interesting(&candidate) && crate::shortlex::is_better(&candidate, &best);
            if accepted {
                best = candidate;
            }
            accepted
        };
        while kept.len() > 1 {
            let half = kept.len() / 2;
            let Some(part) = [kept[..half].to_vec(), kept[half..].to_vec()].into_iter().find(|p| tried(p)) else {
                break;
            };
            kept = part;
        }
        if kept.len() > 2
            && let Some(&one) = kept.iter().find(|&&e| tried(&[e]))
        {
            kept = vec![one];
        }
        kept
    }

    /// The narrowing as a search keeps what one candidate at a time kept, through the same
    /// queries, and every hint names exactly what the query it foresees asks: for a bug that
    /// needs one entry (halvings), two entries in different halves (then each entry alone, in
    /// vain), two neighbours, and any function at all (the first half each time).
    #[test]
    fn narrowing_keeps_what_one_at_a_time_kept_and_its_hints_foresee_its_queries() {
        let fns = |p: &str| (0..5).map(|i| format!("pub fn {p}{i}() {{}}\n")).collect::<String>();
        let files = [
            ("src/lib.rs".to_string(), "mod a;\nmod b;\n".to_string()),
            ("src/a.rs".into(), fns("a")),
            ("src/b.rs".into(), fns("b")),
        ];
        let (b, langs) = tree(&files.iter().map(|(p, t)| (p.as_str(), t.as_str())).collect::<Vec<_>>());
        let items = Arc::new(Items::new(&b, &langs, &Reader::default()));
        assert!(items.entries.len() >= 10, "every function is an entry");
        let has = |c: &[u8], needle: &str| c.windows(needle.len()).any(|w| w == needle.as_bytes());
        type Bug<'a> = &'a dyn Fn(&[u8]) -> bool;
        let bugs: [Bug; 4] = [
            &|c| has(c, "fn a3("),
            &|c| has(c, "fn a1(") && has(c, "fn b2("),
            &|c| has(c, "fn b4(") && has(c, "fn b3("),
            &|c| has(c, "pub fn"),
        ];
        let mut checked = 0;
        for bug in bugs {
            let expected = one_at_a_time(&items, items.entries.clone(), &b, bug);
            let run = |ends: Vec<End>| {
                let mut door =
                    Recorder { interesting: bug, best: b.clone(), ends, drawn: vec![], ended: vec![], hints: vec![] };
                let mut narrowing = Narrowing::new(items.clone(), items.entries.clone(), Arc::new(b.clone()), true);
                search::run(&mut door, &mut narrowing).unwrap();
                (narrowing.kept(), door)
            };
            let (kept, first) = run(Vec::new());
            assert_eq!(kept, expected);
            let (again, second) = run(first.ended);
            assert_eq!(again, expected);
            for (t, hints) in second.hints.iter().enumerate() {
                for (d, hint) in hints.iter().enumerate() {
                    let (Some(hint), Some(drawn)) = (hint, second.drawn.get(t + d + 1)) else { continue };
                    let n = hint.candidates.len().min(drawn.len());
                    assert_eq!(hint.candidates[..n], drawn[..n], "query {t}, {} ahead", d + 1);
                    checked += 1;
                }
            }
        }
        assert!(checked >= 10, "only {checked} hints");
    }
}
