//! The module graph of a tree: which files each file's module declarations and imports name, in
//! every language whose table has a `[modules]` entry (Rust's `mod m;` and `use crate::…`,
//! JavaScript's and TypeScript's `import … from './m'`, `export … from`, `require('./m')`,
//! Python's `import pkg.m` and `from .m import x`, Java's packages and `import a.b.C;`, Go's
//! packages by directory and `go.mod`), so that a file goes in one candidate with every line
//! and list entry that names it ([`Graph::deletion`]). Build files name files too (`build`).
//!
//! Each file is read once per version of its contents ([`Reader`] keeps what a file says by the
//! hash of its path and contents): the graph of a new best re-reads only the files that changed,
//! and a candidate never re-reads anything. What a file says is a list of [`Statement`]s, each a
//! tree of [`Entry`]s (Rust's `use a::{b, c::{d, e}};` is a statement whose entries are `b`, `c`,
//! and `d` and `e` under `c`); an entry names a module by a language's own spelling ([`Spec`]),
//! resolved against the tree's paths when the graph is built (`rust`, `js`, `python`). An entry
//! dies with any file it depends on, a list entry when all its entries die, a statement when its
//! root entry dies: a use-list that empties goes whole. An entry that names a package of several
//! files (Go's import, Java's `import a.b.*;`, a build file's directory) dies only with the last
//! of them. Java's and Go's files of one package name each other without imports: the graph
//! knows those edges from each file's top-level names and words ([`Graph::uses`]).
//!
//! An entry that asks a module for a name (`use crate::buf::Take`, `import {x} from './m'`,
//! `from .m import x`) also depends on the files that module's own imports bring that name
//! from (a re-export: `pub use self::take::Take;` in `buf`), at any depth: once `take.rs` goes,
//! `use crate::buf::Take` would name nothing.

pub(crate) mod build;
pub(crate) mod go;
pub(crate) mod java;
pub(crate) mod js;
pub(crate) mod python;
pub(crate) mod rust;

use std::collections::{BTreeSet, HashMap};
use std::ops::Range;
use std::sync::{Arc, Mutex};

use rayon::prelude::*;

use crate::analysis::removal::{list_deletions, merge};
use crate::cache::{Key, key};
use crate::edits::Piece;
use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;
use crate::syntax::parse::{abandoning, abandoning_on, tree_of_file};
use crate::tree::bundle;
use crate::tree::languages::Langs;
use crate::tree::references::includes;

/// How an entry names a module, before it is resolved against the tree's paths.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Spec {
    /// Nothing by itself (a list: its entries name the modules).
    None,
    /// A Rust path: its segments (`crate`, `self`, `super` kept), whether it ends in `*`.
    Rust { segments: Vec<String>, glob: bool },
    /// A Rust `mod m;`: the module's name, its `#[path]` if any.
    Mod { name: String, path: Option<String> },
    /// A JavaScript or TypeScript specifier (`./m`, `../lib/index.js`, `lodash`).
    Js(String),
    /// A Python module: the leading dots of a relative import, then the dotted names.
    Python { dots: usize, names: Vec<String> },
    /// A file named by a path relative to the tree's root (a build file's `path = "src/x.rs"`).
    Root(String),
    /// A Java name: its dotted segments, whether it ends in `.*`.
    Java { segments: Vec<String>, glob: bool },
    /// A Go import path.
    Go(String),
    /// A directory relative to the tree's root: every file below it (a workspace member).
    Dir(String),
    /// The first of these paths relative to the tree's root that the tree has (a Makefile's
    /// `x.o`: `x.c`, `x.cc`, …); a path ending in `/` is a directory, as `Dir`.
    AnyOf(Vec<String>),
}

/// One entry of an import statement: what it spans, what it names, the entries of its list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its text in the file (without the separator after it).
    pub span: Range<usize>,
    /// The module it names (for an entry of a list, prefixed with its list's path).
    pub spec: Spec,
    /// The name it asks the module for (followed through the module's own imports), if any.
    pub asks: Option<String>,
    /// The name it binds in its file (what another file may import from this one), if any.
    pub binds: Option<String>,
    /// The entries of its list, each separated from the next.
    pub children: Vec<Entry>,
}

impl Entry {
    /// An entry naming `spec`, with no list.
    pub fn leaf(span: Range<usize>, spec: Spec) -> Entry {
        Entry { span, spec, asks: None, binds: None, children: Vec::new() }
    }
}

/// A statement of a file that names other files: its span (with its attributes and line) and
/// its root entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    /// What goes when the statement goes: the statement with its attributes and its line.
    pub span: Range<usize>,
    /// The inline modules it stands in (Rust's `mod a { use … }`), outermost first.
    pub scope: Vec<String>,
    /// What it names: one entry, or a list of them.
    pub root: Entry,
    /// True for a statement that declares the file it names (`mod m;`): it is how the file is
    /// part of the program, not a use of it (no edge for the groups of files that only go
    /// together).
    pub declares: bool,
    /// What replaces the statement when it goes, if it cannot simply vanish (Python's `pass`
    /// for an import alone in a block).
    pub standin: Option<&'static str>,
}

/// What one file says about other files.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileModules {
    /// Its statements that name modules, in file order.
    pub statements: Vec<Statement>,
    /// Its package (Java's `package` line), or the module path a `go.mod` declares.
    pub package: Option<String>,
    /// The top-level names it declares, for languages whose files of one package use each
    /// other's names without imports (Java, Go); a Rust file's `macro_rules!` names.
    pub declares: Vec<String>,
    /// The words of the file, sorted, for the same languages; a Rust file's invoked macros.
    pub words: Vec<String>,
}

/// The words of `text` in `grammar`'s lexicon, sorted and without repeats.
pub fn words_of(grammar: &Grammar, text: &[u8]) -> Vec<String> {
    use crate::text_units::tokens::{TokenKind, tokenize};
    let mut out: Vec<String> = tokenize(text, grammar.lexicon())
        .into_iter()
        .filter(|t| t.kind == TokenKind::Word)
        .map(|t| String::from_utf8_lossy(&text[t.start..t.end]).into_owned())
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Reads files once per version: what each says, by the hash of its path and contents.
#[derive(Default)]
pub struct Reader {
    read: Mutex<HashMap<Key, Arc<FileModules>>>,
}

/// How many versions the reader keeps before it forgets them all (a long run makes thousands).
const KEPT: usize = 4096;

impl Reader {
    /// What the file at `path` with `text` says, read with `lang`'s reader (a build file's, by
    /// its name, without a language).
    pub fn read(&self, path: &str, lang: Option<Lang>, text: &[u8]) -> Arc<FileModules> {
        self.read_all(&[(path, lang, text)]).pop().expect("one file read")
    }

    /// [`Reader::read`] of each `(path, lang, text)`, in order. The files not read before are
    /// read side by side on rayon's pool (a tree's first read parses them all), each giving up
    /// when this thread's parses would.
    pub fn read_all(&self, files: &[(&str, Option<Lang>, &[u8])]) -> Vec<Arc<FileModules>> {
        // The path's hash and the text's, combined: the text is not copied to be hashed.
        let keys: Vec<Key> =
            files.iter().map(|(path, _, text)| key(path.as_bytes()).rotate_left(1) ^ key(text)).collect();
        let known: Vec<Option<Arc<FileModules>>> = {
            let read = self.read.lock().expect("no panics under the lock");
            keys.iter().map(|k| read.get(k).cloned()).collect()
        };
        let stop = abandoning();
        let fresh: HashMap<Key, Arc<FileModules>> = (0..files.len())
            .filter(|&i| known[i].is_none())
            .map(|i| (keys[i], files[i]))
            .collect::<HashMap<_, _>>()
            .into_par_iter()
            .map(|(k, (path, lang, text))| (k, Arc::new(abandoning_on(&stop, || read_file(path, lang, text)))))
            .collect();
        if !fresh.is_empty() {
            let mut read = self.read.lock().expect("no panics under the lock");
            if read.len() + fresh.len() > KEPT {
                read.clear();
            }
            read.extend(fresh.iter().map(|(k, v)| (*k, v.clone())));
        }
        known.into_iter().zip(&keys).map(|(found, k)| found.unwrap_or_else(|| fresh[k].clone())).collect()
    }
}

/// What the file at `path` says: a build file by its name, a source in `lang`; nothing for a
/// language without modules.
pub fn read_file(path: &str, lang: Option<Lang>, text: &[u8]) -> FileModules {
    if let Some(kind) = build::kind(path) {
        return build::read(kind, path, text);
    }
    let Some(lang) = lang else { return FileModules::default() };
    let grammar = Grammar::get(lang);
    let Some(style) = grammar.module_style() else { return FileModules::default() };
    // The file's tree as every pass across the tree shares it: parsed once per version of the
    // file, and incrementally from the one before.
    let tree = tree_of_file(path, lang, text);
    match style {
        "rust" => rust::read(grammar, &tree, text),
        "js" => js::read(grammar, &tree, text),
        "python" => python::read(grammar, &tree, text),
        "java" => java::read(grammar, &tree, text),
        "go" => go::read(grammar, &tree, text),
        _ => FileModules::default(),
    }
}

/// One resolved entry: its span in the bundle, the files it depends on, its list.
#[derive(Clone, Debug)]
struct Resolved {
    span: Range<usize>,
    deps: BTreeSet<usize>,
    /// True when it dies only once all its `deps` are gone (a package of several files).
    all: bool,
    children: Vec<Resolved>,
}

/// One resolved statement.
#[derive(Clone, Debug)]
struct ResolvedStatement {
    /// The file it is in.
    file: usize,
    span: Range<usize>,
    root: Resolved,
    declares: bool,
    standin: Option<&'static str>,
    /// For a Rust `mod m;` without `#[path]`: the module's name.
    module: Option<String>,
}

/// The module graph of one version of a tree.
pub struct Graph {
    /// The files, in bundle order.
    pub paths: Vec<String>,
    /// Each file's record span in the bundle.
    wholes: Vec<Range<usize>>,
    statements: Vec<ResolvedStatement>,
    /// `#include` lines: the line, the file it is in, the file it names.
    includes: Vec<(Range<usize>, usize, usize)>,
    /// Files of one package that use each other's names without imports (Java, Go): `from → to`.
    implicit: BTreeSet<(usize, usize)>,
}

/// What a language's resolver sees of the tree: its paths and each file's statements.
pub struct Tree<'a> {
    /// Every file's path, in bundle order.
    pub paths: &'a [String],
    /// Each path's index in `paths`.
    pub index: HashMap<&'a str, usize>,
    /// What each file says, for the files that have a module reader.
    pub modules: &'a [Option<Arc<FileModules>>],
}

impl Tree<'_> {
    /// The index of the file at `path`, if the tree has it.
    pub fn file(&self, path: &str) -> Option<usize> {
        self.index.get(path).copied()
    }
}

/// How deep re-exports are followed.
const DEPTH: usize = 8;

impl Graph {
    /// The graph of `bundle`, whose files have languages `langs`, reading changed files with
    /// `reader`.
    pub fn build(bundle: &[u8], langs: &Langs, reader: &Reader) -> Graph {
        let records = bundle::records(bundle).unwrap_or_default();
        let paths: Vec<String> = records.iter().map(|r| r.path(bundle).to_string()).collect();
        let wanted = |path: &str| langs.contains_key(path) || build::kind(path).is_some();
        let read: Vec<(&str, Option<Lang>, &[u8])> = records
            .iter()
            .map(|r| (r.path(bundle), langs.get(r.path(bundle)).copied(), r.content(bundle)))
            .filter(|&(path, ..)| wanted(path))
            .collect();
        let mut read = reader.read_all(&read).into_iter();
        let modules: Vec<Option<Arc<FileModules>>> =
            records.iter().map(|r| wanted(r.path(bundle)).then(|| read.next().expect("read above"))).collect();
        let index: HashMap<&str, usize> = paths.iter().enumerate().map(|(i, p)| (p.as_str(), i)).collect();
        let tree = Tree { paths: &paths, index, modules: &modules };
        let rust = rust::Table::new(&tree);
        let mut statements = Vec::new();
        for (i, found) in modules.iter().enumerate() {
            let Some(found) = found else { continue };
            let offset = records[i].content.start;
            for s in &found.statements {
                let resolver = |spec: &Spec, scope: &[String]| resolve_spec(&tree, &rust, i, spec, scope);
                let root = resolve_entry(&tree, &s.root, &s.scope, offset, &resolver, &rust, i);
                statements.push(ResolvedStatement {
                    file: i,
                    span: s.span.start + offset..s.span.end + offset,
                    root,
                    declares: s.declares,
                    standin: s.standin,
                    module: match &s.root.spec {
                        Spec::Mod { name, path: None } => Some(name.clone()),
                        _ => None,
                    },
                });
            }
        }
        let includes = includes(bundle, langs)
            .into_iter()
            .filter_map(|r| {
                let from = tree.file(&r.from)?;
                let to = tree.file(r.to.as_deref()?)?;
                Some((r.line, from, to))
            })
            .collect();
        let wholes = records.iter().map(|r| r.whole.clone()).collect();
        let implicit = implicit_uses(&tree);
        Graph { paths, wholes, statements, includes, implicit }
    }

    /// The index of the file at `path`.
    pub fn file(&self, path: &str) -> Option<usize> {
        self.paths.iter().position(|p| p == path)
    }

    /// The edit that deletes the files `gone` (indices) with every statement and entry of the
    /// other files that names one of them: a `mod` line, an `#include`, an import, an entry of
    /// a use-list (the list too when it empties, the statement when its root goes).
    pub fn deletion(&self, gone: &BTreeSet<usize>) -> Vec<Piece> {
        let mut pieces: Vec<Piece> = gone.iter().map(|&f| Piece::delete(self.wholes[f].clone())).collect();
        for (line, from, to) in &self.includes {
            if gone.contains(to) && !gone.contains(from) {
                pieces.push(Piece::delete(line.clone()));
            }
        }
        for s in &self.statements {
            if gone.contains(&s.file) {
                continue;
            }
            if dies(&s.root, gone) {
                pieces.push(match s.standin {
                    Some(text) => Piece::replace(s.span.clone(), text.as_bytes()),
                    None => Piece::delete(s.span.clone()),
                });
            } else {
                entry_pieces(&s.root, gone, &mut pieces);
            }
        }
        merge(pieces)
    }

    /// The files each file uses (imports, includes; not the `mod` lines that declare files),
    /// as edges `from → to`, without self-edges.
    pub fn uses(&self) -> BTreeSet<(usize, usize)> {
        let mut out = BTreeSet::new();
        for s in self.statements.iter().filter(|s| !s.declares) {
            let mut deps = BTreeSet::new();
            all_deps(&s.root, &mut deps);
            out.extend(deps.into_iter().filter(|&d| d != s.file).map(|d| (s.file, d)));
        }
        out.extend(self.includes.iter().filter(|(_, f, t)| f != t).map(|(_, f, t)| (*f, *t)));
        out.extend(self.implicit.iter().copied());
        out
    }

    /// Every Rust `mod m;` (without `#[path]`) that names a file: the `mod` item's span in the
    /// bundle, the module's name, the file it declares and the file it is in.
    pub fn modules(&self) -> Vec<(Range<usize>, String, usize, usize)> {
        self.statements
            .iter()
            .filter_map(|s| {
                let name = s.module.clone()?;
                let &file = s.root.deps.iter().next()?;
                Some((s.root.span.clone(), name, file, s.file))
            })
            .collect()
    }

    /// The import statements of other files that name file `f` (any entry of them), as the
    /// statement's span in the bundle and its file; statements in a block (those with a
    /// stand-in) are left out.
    pub fn importers(&self, f: usize) -> Vec<(Range<usize>, usize)> {
        self.statements
            .iter()
            .filter(|s| !s.declares && s.file != f)
            .filter(|s| {
                let mut deps = BTreeSet::new();
                all_deps(&s.root, &mut deps);
                deps.contains(&f)
            })
            .map(|s| if s.standin.is_some() { (0..0, s.file) } else { (s.span.clone(), s.file) })
            .collect()
    }

    /// The packages of two or more files that entries name as a whole (a Go package, a Java
    /// package's `*`, a build file's directory): files that may only go together.
    pub fn packages(&self) -> Vec<Vec<usize>> {
        fn walk(e: &Resolved, out: &mut BTreeSet<Vec<usize>>) {
            if e.all && e.deps.len() > 1 {
                out.insert(e.deps.iter().copied().collect());
            }
            for c in &e.children {
                walk(c, out);
            }
        }
        let mut out = BTreeSet::new();
        for s in &self.statements {
            walk(&s.root, &mut out);
        }
        out.into_iter().collect()
    }

    /// The span of file `f`'s record in the bundle.
    pub fn whole(&self, f: usize) -> Range<usize> {
        self.wholes[f].clone()
    }

    /// The files a file declares (`mod m;`), as edges `parent → child`.
    pub fn declares(&self) -> BTreeSet<(usize, usize)> {
        let mut out = BTreeSet::new();
        for s in self.statements.iter().filter(|s| s.declares) {
            out.extend(s.root.deps.iter().filter(|&&d| d != s.file).map(|&d| (s.file, d)));
        }
        out
    }

    /// Groups of two or more files that use each other (strongly connected), each sorted, in
    /// order of their first file.
    pub fn cycles(&self) -> Vec<Vec<usize>> {
        let mut graph = petgraph::graph::DiGraph::<usize, ()>::new();
        let nodes: Vec<_> = (0..self.paths.len()).map(|i| graph.add_node(i)).collect();
        for (a, b) in self.uses() {
            graph.add_edge(nodes[a], nodes[b], ());
        }
        let mut out: Vec<Vec<usize>> = petgraph::algo::tarjan_scc(&graph)
            .into_iter()
            .filter(|c| c.len() > 1)
            .map(|c| {
                let mut files: Vec<usize> = c.into_iter().map(|n| graph[n]).collect();
                files.sort();
                files
            })
            .collect();
        out.sort();
        out
    }
}

fn all_deps(e: &Resolved, out: &mut BTreeSet<usize>) {
    out.extend(e.deps.iter().copied());
    for c in &e.children {
        all_deps(c, out);
    }
}

/// Whether an entry dies when the files `gone` go: with a file it depends on (with the last of
/// a package's), or (a list) with all its entries.
fn dies(e: &Resolved, gone: &BTreeSet<usize>) -> bool {
    let by_deps = if e.all {
        !e.deps.is_empty() && e.deps.iter().all(|d| gone.contains(d))
    } else {
        e.deps.iter().any(|d| gone.contains(d))
    };
    by_deps || (!e.children.is_empty() && e.children.iter().all(|c| dies(c, gone)))
}

/// The files `spec` names from file `file` (in inline modules `scope`), and whether an entry
/// naming them dies only with the last of them.
fn resolve_spec(tree: &Tree, rust: &rust::Table, file: usize, spec: &Spec, scope: &[String]) -> (Vec<usize>, bool) {
    match spec {
        Spec::None => (Vec::new(), false),
        Spec::Rust { .. } | Spec::Mod { .. } => (rust.resolve(file, scope, spec), false),
        Spec::Js(specifier) => (js::resolve(tree, file, specifier), false),
        Spec::Python { dots, names } => (python::resolve(tree, file, *dots, names), false),
        Spec::Root(path) => (tree.file(path).into_iter().collect(), false),
        Spec::AnyOf(paths) => paths
            .iter()
            .find_map(|p| match p.strip_suffix('/') {
                Some(dir) => Some(resolve_spec(tree, rust, file, &Spec::Dir(dir.to_string()), scope))
                    .filter(|(files, _)| !files.is_empty()),
                None => tree.file(p).map(|f| (vec![f], false)),
            })
            .unwrap_or_default(),
        Spec::Java { segments, glob } => java::resolve(tree, file, segments, *glob),
        Spec::Go(path) => (go::resolve(tree, file, path), true),
        Spec::Dir(dir) => {
            let prefix = format!("{dir}/");
            ((0..tree.paths.len()).filter(|&f| tree.paths[f].starts_with(&prefix)).collect(), true)
        }
    }
}

/// The files of one package that use each other's top-level names without imports (Java's
/// packages, Go's directories; Rust files invoking another's macros), as edges `from → to`.
fn implicit_uses(tree: &Tree) -> BTreeSet<(usize, usize)> {
    let mut packages: HashMap<String, Vec<usize>> = HashMap::new();
    for f in 0..tree.paths.len() {
        let Some(Some(m)) = tree.modules.get(f) else { continue };
        let path = &tree.paths[f];
        if path.ends_with(".rs") {
            // A crate's macros: the files that invoke a `macro_rules!` of another.
            packages.entry("rust".to_string()).or_default().push(f);
        } else if path.ends_with(".go") {
            packages.entry(format!("go:{}", dir_of(path))).or_default().push(f);
        } else if path.ends_with(".java") {
            packages.entry(format!("java:{}", m.package.as_deref().unwrap_or(""))).or_default().push(f);
        }
    }
    let mut out = BTreeSet::new();
    for files in packages.values() {
        for &a in files {
            let ma = tree.modules[a].as_ref().expect("read above");
            for &b in files.iter().filter(|&&b| b != a) {
                let mb = tree.modules[b].as_ref().expect("read above");
                let named = |d: &String| ma.words.binary_search(d).is_ok() && !ma.declares.contains(d);
                if mb.declares.iter().any(named) {
                    out.insert((a, b));
                }
            }
        }
    }
    out
}

/// The pieces that take the dead entries out of the live list entry `e`.
fn entry_pieces(e: &Resolved, gone: &BTreeSet<usize>, out: &mut Vec<Piece>) {
    if e.children.is_empty() {
        return;
    }
    let dead: Vec<usize> = (0..e.children.len()).filter(|&k| dies(&e.children[k], gone)).collect();
    let spans: Vec<Range<usize>> = e.children.iter().map(|c| c.span.clone()).collect();
    if !dead.is_empty() {
        out.extend(list_deletions(&spans, &dead));
    }
    for (k, c) in e.children.iter().enumerate() {
        if !dead.contains(&k) {
            entry_pieces(c, gone, out);
        }
    }
}

/// `resolve_spec` for one file: the files a spec (in inline modules `scope`) names, and whether
/// an entry naming them dies only with the last of them.
type Resolver<'a> = dyn Fn(&Spec, &[String]) -> (Vec<usize>, bool) + 'a;

/// Resolves `e` (of file `file`, in inline modules `scope`), moving spans by `offset`.
fn resolve_entry(
    tree: &Tree,
    e: &Entry,
    scope: &[String],
    offset: usize,
    resolver: &Resolver,
    rust: &rust::Table,
    file: usize,
) -> Resolved {
    let (found, all) = resolver(&e.spec, scope);
    let mut deps: BTreeSet<usize> = found.into_iter().collect();
    let module_itself = match &e.spec {
        Spec::Python { dots, names } => python::is_module(tree, file, *dots, names),
        _ => false,
    };
    if let Some(name) = e.asks.as_ref().filter(|_| !module_itself) {
        // The module's own imports of that name: a re-export.
        let target = match &e.spec {
            Spec::Rust { segments, .. } => rust.module_file(file, scope, segments),
            _ => resolver(&e.spec, scope).0.last().copied(),
        };
        if let Some(target) = target {
            let mut seen = BTreeSet::from([file]);
            reexports(tree, rust, target, name, &mut deps, &mut seen, DEPTH);
        }
    }
    let children = e.children.iter().map(|c| resolve_entry(tree, c, scope, offset, resolver, rust, file)).collect();
    Resolved { span: e.span.start + offset..e.span.end + offset, deps, all, children }
}

/// Adds to `deps` the files the imports of file `module` that bind `name` (or import every
/// name: a glob) depend on, following their own re-exports.
fn reexports(
    tree: &Tree,
    rust: &rust::Table,
    module: usize,
    name: &str,
    deps: &mut BTreeSet<usize>,
    seen: &mut BTreeSet<usize>,
    depth: usize,
) {
    if depth == 0 || !seen.insert(module) {
        return;
    }
    let Some(Some(found)) = tree.modules.get(module) else { return };
    for s in found.statements.iter().filter(|s| !s.declares) {
        let mut leaves = Vec::new();
        binding(&s.root, name, &mut leaves);
        for leaf in leaves {
            let files: Vec<usize> = match &leaf.spec {
                Spec::Rust { .. } => rust.resolve(module, &s.scope, &leaf.spec),
                Spec::Js(specifier) => js::resolve(tree, module, specifier),
                Spec::Python { dots, names } => python::resolve(tree, module, *dots, names),
                _ => Vec::new(),
            };
            deps.extend(files.iter().copied());
            let next = match &leaf.spec {
                Spec::Rust { segments, .. } => rust.module_file(module, &s.scope, segments),
                _ => files.last().copied(),
            };
            if let (Some(next), Some(asked)) = (next, leaf.asks.as_deref().or(Some(name))) {
                reexports(tree, rust, next, asked, deps, seen, depth - 1);
            }
        }
    }
}

/// The leaves under `e` that bind `name`, or bind every name of their module (a glob).
fn binding<'e>(e: &'e Entry, name: &str, out: &mut Vec<&'e Entry>) {
    if e.children.is_empty() {
        let glob = matches!(&e.spec, Spec::Rust { glob: true, .. }) || (e.binds.is_none() && e.asks.is_none());
        if e.binds.as_deref() == Some(name) || (glob && !matches!(e.spec, Spec::None | Spec::Mod { .. })) {
            out.push(e);
        }
    }
    for c in &e.children {
        binding(c, name, out);
    }
}

/// The directory part of a path in the tree (empty at the root).
pub fn dir_of(path: &str) -> &str {
    path.rsplit_once('/').map_or("", |(d, _)| d)
}

/// `dir/target` with `.` and `..` resolved, if it stays inside the tree.
pub fn join(dir: &str, target: &str) -> Option<String> {
    let mut parts: Vec<&str> = dir.split('/').filter(|p| !p.is_empty()).collect();
    for part in target.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            part => parts.push(part),
        }
    }
    Some(parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use crate::tree::bundle::{Files, decode};

    pub(crate) use crate::tree::languages::bundled as tree;

    /// The tree after deleting `paths` with the graph's edit.
    pub(crate) fn without(bundle: &[u8], langs: &Langs, paths: &[&str]) -> Files {
        let graph = Graph::build(bundle, langs, &Reader::default());
        let gone = paths.iter().map(|p| graph.file(p).unwrap_or_else(|| panic!("{p} is in the tree"))).collect();
        decode(&apply(bundle, &graph.deletion(&gone))).unwrap()
    }

    #[test]
    fn a_header_goes_with_its_include_lines() {
        let (b, langs) = tree(&[("a.c", "#include \"a.h\"\nint a;\n"), ("a.h", "int h;\n")]);
        let after = without(&b, &langs, &["a.h"]);
        assert_eq!(after["a.c"], b"int a;\n");
    }

    #[test]
    fn files_that_use_each_other_are_a_group() {
        let (b, langs) = tree(&[
            ("src/lib.rs", "mod a;\nmod b;\nmod c;\n"),
            ("src/a.rs", "use crate::b::B;\npub struct A;\n"),
            ("src/b.rs", "use crate::a::A;\npub struct B;\n"),
            ("src/c.rs", "use crate::a::A;\n"),
        ]);
        let graph = Graph::build(&b, &langs, &Reader::default());
        let names = |g: Vec<usize>| g.into_iter().map(|i| graph.paths[i].clone()).collect::<Vec<_>>();
        assert_eq!(graph.cycles().into_iter().map(names).collect::<Vec<_>>(), [["src/a.rs", "src/b.rs"]]);
        let after = without(&b, &langs, &["src/a.rs", "src/b.rs"]);
        assert_eq!(after["src/lib.rs"], b"mod c;\n");
        assert_eq!(after["src/c.rs"], b"");
    }
}
