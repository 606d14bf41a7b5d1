//! Rust's modules: `mod m;` (in `m.rs` or `m/mod.rs` beside a crate root or a `mod.rs`, else
//! in the directory named after the file; `#[path = "…"]`; inside inline `mod a { … }` one
//! directory deeper), and `use` paths (`crate::`, `self::`, `super::`, a child module's name,
//! use-lists at any depth, `as`, `*`) resolved to the files of the modules they go through.
//! Every file no `mod` line declares is the root of a crate of its own (`src/lib.rs`,
//! `src/main.rs`, `src/bin/x.rs`, `tests/x.rs`, `build.rs`).
//! (A `Cargo.toml`'s files are read by `super::build::cargo`.)

use std::collections::HashMap;

use tree_sitter::{Node, Tree as Parse};

use super::{Entry, FileModules, Spec, Statement, Tree, dir_of, join};
use crate::syntax::grammar::Grammar;
use crate::text_units::lines::with_line;

/// What a Rust file says about modules: its `mod` and `use` statements, and the macros it
/// defines (`macro_rules!`, in `declares`) and invokes (in `words`): a file that invokes a macro
/// of another file (in textual scope by `#[macro_use] mod m;`) uses that file.
pub fn read(grammar: &Grammar, tree: &Parse, text: &[u8]) -> FileModules {
    let mut out = FileModules::default();
    items(grammar, tree.root_node(), text, &mut Vec::new(), &mut out);
    let mut stack = vec![tree.root_node()];
    while let Some(n) = stack.pop() {
        let (list, field) = match n.kind() {
            "macro_definition" => (&mut out.declares, "name"),
            "macro_invocation" => (&mut out.words, "macro"),
            _ => {
                let mut cursor = n.walk();
                stack.extend(n.named_children(&mut cursor));
                continue;
            }
        };
        list.extend(n.child_by_field_name(field).map(|m| node_text(text, m).to_string()));
        let mut cursor = n.walk();
        stack.extend(n.named_children(&mut cursor));
    }
    for list in [&mut out.declares, &mut out.words] {
        list.sort();
        list.dedup();
    }
    out
}

fn node_text<'t>(text: &'t [u8], node: Node) -> &'t str {
    std::str::from_utf8(&text[node.byte_range()]).unwrap_or("")
}

/// The statements among the items of `body` (a file, or an inline module's body), in modules
/// `scope`.
fn items(grammar: &Grammar, body: Node, text: &[u8], scope: &mut Vec<String>, out: &mut FileModules) {
    let mut cursor = body.walk();
    let children: Vec<Node> = body.named_children(&mut cursor).collect();
    for (k, node) in children.iter().enumerate() {
        let imports = grammar.is_module_import(node.kind());
        let declares = grammar.is_module_declaration(node.kind());
        if !imports && !declares {
            continue;
        }
        // The attributes right before it (`#[cfg(…)]`, `#[path = "…"]`, `#[macro_use]`) go with it.
        let mut first = k;
        while first > 0 && children[first - 1].kind() == "attribute_item" {
            first -= 1;
        }
        let span = with_line(text, children[first].start_byte()..node.end_byte());
        if declares {
            let Some(name) = node.child_by_field_name("name") else { continue };
            let name = node_text(text, name).to_string();
            if let Some(inner) = node.child_by_field_name("body") {
                scope.push(name);
                items(grammar, inner, text, scope, out);
                scope.pop();
                continue;
            }
            let path = children[first..k].iter().find_map(|a| path_attribute(node_text(text, *a)));
            out.statements.push(Statement {
                span,
                scope: scope.clone(),
                root: Entry::leaf(node.byte_range(), Spec::Mod { name, path }),
                declares: true,
                standin: None,
            });
            continue;
        }
        let Some(argument) = node.child_by_field_name("argument") else { continue };
        let Some(root) = entry(text, argument, &[]) else { continue };
        out.statements.push(Statement { span, scope: scope.clone(), root, declares: false, standin: None });
    }
}

/// The value of a `#[path = "…"]` attribute.
fn path_attribute(attribute: &str) -> Option<String> {
    let inner = attribute.strip_prefix("#[")?.strip_suffix(']')?.trim();
    let value = inner.strip_prefix("path")?.trim_start().strip_prefix('=')?.trim();
    Some(value.strip_prefix('"')?.strip_suffix('"')?.to_string())
}

/// The segments of a path node (`crate::a::b`, `self`, `super::super::x`).
fn segments(text: &[u8], node: Node) -> Option<Vec<String>> {
    match node.kind() {
        "identifier" | "crate" | "self" | "super" | "metavariable" => Some(vec![node_text(text, node).to_string()]),
        "scoped_identifier" => {
            let mut out = match node.child_by_field_name("path") {
                Some(path) => segments(text, path)?,
                None => Vec::new(),
            };
            out.push(node_text(text, node.child_by_field_name("name")?).to_string());
            Some(out)
        }
        _ => None,
    }
}

/// The entry of a use tree `node` under the path `prefix`.
fn entry(text: &[u8], node: Node, prefix: &[String]) -> Option<Entry> {
    let span = node.byte_range();
    let with = |more: Vec<String>| prefix.iter().cloned().chain(more).collect::<Vec<String>>();
    match node.kind() {
        "use_as_clause" => {
            let path = with(segments(text, node.child_by_field_name("path")?)?);
            let alias = node_text(text, node.child_by_field_name("alias")?).to_string();
            let asks = path.last().cloned();
            Some(Entry {
                span,
                spec: Spec::Rust { segments: path, glob: false },
                asks,
                binds: Some(alias),
                children: Vec::new(),
            })
        }
        "use_wildcard" => {
            let mut cursor = node.walk();
            let path = node.named_children(&mut cursor).find_map(|c| segments(text, c)).unwrap_or_default();
            Some(Entry::leaf(span, Spec::Rust { segments: with(path), glob: true }))
        }
        "scoped_use_list" | "use_list" => {
            let (path, list) = if node.kind() == "use_list" {
                (prefix.to_vec(), node)
            } else {
                let path = match node.child_by_field_name("path") {
                    Some(p) => with(segments(text, p)?),
                    None => prefix.to_vec(),
                };
                (path, node.child_by_field_name("list")?)
            };
            let mut cursor = list.walk();
            let children: Vec<Entry> = list
                .named_children(&mut cursor)
                .filter(|c| !c.kind().ends_with("comment"))
                .filter_map(|c| entry(text, c, &path))
                .collect();
            // `{self, X}` binds the list's last segment.
            let spec = if path.is_empty() { Spec::None } else { Spec::Rust { segments: path, glob: false } };
            Some(Entry { span, spec, asks: None, binds: None, children })
        }
        _ => {
            let mut path = with(segments(text, node)?);
            if path.last().is_some_and(|s| s == "self") && path.len() > 1 {
                path.pop();
            }
            let last = path.last().cloned();
            Some(Entry {
                span,
                spec: Spec::Rust { segments: path, glob: false },
                asks: last.clone(),
                binds: last,
                children: Vec::new(),
            })
        }
    }
}

/// The modules of every crate of a tree.
pub struct Table {
    /// Each file's crate (the index of its root file) and module path.
    of: HashMap<usize, (usize, Vec<String>)>,
    /// Each module's file, by its crate and path.
    files: HashMap<(usize, Vec<String>), usize>,
    /// Each `mod` line's file, by the declaring file, its scope and name.
    declared: HashMap<(usize, Vec<String>, String), usize>,
}

/// The directory where the modules that `file` declares (in inline modules `scope`) live.
fn module_dir(path: &str, root: bool, scope: &[String]) -> String {
    let name = path.rsplit('/').next().unwrap_or(path);
    let mut dir = if root || name == "mod.rs" {
        dir_of(path).to_string()
    } else {
        path.strip_suffix(".rs").unwrap_or(path).to_string()
    };
    for s in scope {
        dir = if dir.is_empty() { s.clone() } else { format!("{dir}/{s}") };
    }
    dir
}

impl Table {
    /// The module table of `tree`'s Rust files.
    pub fn new(tree: &Tree) -> Table {
        let rust = |i: usize| tree.paths[i].ends_with(".rs");
        // Which file each `mod` line names, with the declaring file taken as a root when no
        // `mod` line names it.
        let mut declared = HashMap::new();
        let mut children: HashMap<usize, Vec<(Vec<String>, String, usize)>> = HashMap::new();
        let mut named = vec![false; tree.paths.len()];
        for pass in 0..2 {
            for i in (0..tree.paths.len()).filter(|&i| rust(i)) {
                let Some(Some(found)) = tree.modules.get(i) else { continue };
                for s in found.statements.iter().filter(|s| s.declares) {
                    let Spec::Mod { name, path } = &s.root.spec else { continue };
                    // A file is a root unless a `mod` line names it; roots and `mod.rs` files
                    // keep their modules beside them.
                    let dir = module_dir(&tree.paths[i], !named[i], &s.scope);
                    let candidates = match path {
                        Some(p) => vec![join(
                            &if s.scope.is_empty() { dir_of(&tree.paths[i]).to_string() } else { dir.clone() },
                            p,
                        )],
                        None => vec![join(&dir, &format!("{name}.rs")), join(&dir, &format!("{name}/mod.rs"))],
                    };
                    let Some(file) = candidates.into_iter().flatten().find_map(|c| tree.file(&c)) else { continue };
                    if file == i {
                        continue;
                    }
                    if pass == 0 {
                        named[file] = true;
                    } else {
                        declared.insert((i, s.scope.clone(), name.clone()), file);
                        children.entry(i).or_default().push((s.scope.clone(), name.clone(), file));
                    }
                }
            }
        }
        let mut of = HashMap::new();
        let mut files = HashMap::new();
        for root in (0..tree.paths.len()).filter(|&i| rust(i) && !named[i]) {
            let mut stack = vec![(root, Vec::<String>::new())];
            while let Some((file, path)) = stack.pop() {
                if of.contains_key(&file) {
                    continue;
                }
                of.insert(file, (root, path.clone()));
                files.insert((root, path.clone()), file);
                for (scope, name, child) in children.get(&file).into_iter().flatten() {
                    let mut sub = path.clone();
                    sub.extend(scope.iter().cloned());
                    // The inline modules on the way are in `file`.
                    for k in 0..scope.len() {
                        let mut inline = path.clone();
                        inline.extend(scope[..=k].iter().cloned());
                        files.entry((root, inline)).or_insert(file);
                    }
                    sub.push(name.clone());
                    stack.push((*child, sub));
                }
            }
        }
        Table { of, files, declared }
    }

    /// The files `spec` (in file `file`, inline modules `scope`) depends on.
    pub fn resolve(&self, file: usize, scope: &[String], spec: &Spec) -> Vec<usize> {
        match spec {
            Spec::Mod { name, .. } => {
                self.declared.get(&(file, scope.to_vec(), name.clone())).copied().into_iter().collect()
            }
            Spec::Rust { segments, .. } => self.walk(file, scope, segments).0,
            _ => Vec::new(),
        }
    }

    /// The file of the module in which the last segment of `segments` is looked up.
    pub fn module_file(&self, file: usize, scope: &[String], segments: &[String]) -> Option<usize> {
        self.walk(file, scope, segments).1
    }

    /// The files of the modules `segments` goes through from file `file` (in `scope`), and the
    /// file of the module its last segment is looked up in.
    fn walk(&self, file: usize, scope: &[String], segments: &[String]) -> (Vec<usize>, Option<usize>) {
        let Some((root, path)) = self.of.get(&file) else { return (Vec::new(), None) };
        let mut current = path.clone();
        current.extend(scope.iter().cloned());
        let module = |p: &Vec<String>| self.files.get(&(*root, p.clone())).copied();
        let mut rest: &[String] = segments;
        let mut at: Vec<String> = match rest.first().map(String::as_str) {
            Some("crate") => {
                rest = &rest[1..];
                Vec::new()
            }
            Some("self") => {
                rest = &rest[1..];
                current.clone()
            }
            Some("super") => {
                let mut at = current.clone();
                while rest.first().is_some_and(|s| s == "super") {
                    at.pop();
                    rest = &rest[1..];
                }
                at
            }
            Some(first) => {
                let mut here = current.clone();
                here.push(first.to_string());
                if module(&here).is_some() {
                    current.clone()
                } else if module(&vec![first.to_string()]).is_some() {
                    Vec::new()
                } else {
                    return (Vec::new(), None);
                }
            }
            None => return (Vec::new(), None),
        };
        let mut deps = Vec::new();
        if at != current
            && let Some(f) = module(&at)
        {
            deps.push(f);
        }
        let mut lookup = module(&at);
        for (k, segment) in rest.iter().enumerate() {
            at.push(segment.clone());
            let Some(f) = module(&at) else { break };
            deps.push(f);
            if k + 1 < rest.len() {
                lookup = Some(f);
            }
        }
        deps.retain(|&d| d != file);
        deps.dedup();
        (deps, lookup)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{tree, without};

    #[test]
    fn a_module_goes_with_its_mod_line_and_every_use_of_it() {
        let (b, langs) = tree(&[
            ("src/lib.rs", "pub mod buf;\nmod fmt;\n#[cfg(test)]\nmod tests;\npub use crate::buf::{Buf, Take};\n"),
            (
                "src/buf/mod.rs",
                "mod take;\nmod limit;\npub use self::take::{latent, Take};\npub use self::limit::Limit;\n",
            ),
            ("src/buf/take.rs", "use crate::fmt::Well;\npub struct Take;\npub fn latent() {}\n"),
            ("src/buf/limit.rs", "use super::take::Take;\npub struct Limit;\n"),
            ("src/fmt/mod.rs", "mod hex;\npub(crate) use self::hex::Well;\n"),
            ("src/fmt/hex.rs", "pub trait Well {}\n"),
            ("src/tests.rs", "use crate::buf::{latent, Limit};\nuse std::fmt;\n"),
            ("src/bytes.rs", "use crate::buf::{latent as l, Buf};\n"),
        ]);
        let after = without(&b, &langs, &["src/buf/take.rs"]);
        assert_eq!(after["src/buf/mod.rs"], b"mod limit;\npub use self::limit::Limit;\n");
        assert_eq!(after["src/buf/limit.rs"], b"pub struct Limit;\n");
        assert_eq!(
            after["src/lib.rs"],
            b"pub mod buf;\nmod fmt;\n#[cfg(test)]\nmod tests;\npub use crate::buf::{Buf};\n"
        );
        assert_eq!(after["src/tests.rs"], b"use crate::buf::{Limit};\nuse std::fmt;\n", "re-exported from take");
        let after = without(&b, &langs, &["src/fmt/hex.rs"]);
        assert_eq!(after["src/fmt/mod.rs"], b"");
        assert_eq!(after["src/buf/take.rs"], b"pub struct Take;\npub fn latent() {}\n");
        let after = without(&b, &langs, &["src/tests.rs"]);
        assert_eq!(
            after["src/lib.rs"], b"pub mod buf;\nmod fmt;\npub use crate::buf::{Buf, Take};\n",
            "with its attribute"
        );
        let after = without(&b, &langs, &["src/buf/mod.rs"]);
        assert_eq!(after["src/lib.rs"], b"mod fmt;\n#[cfg(test)]\nmod tests;\n");
        assert_eq!(after["src/tests.rs"], b"use std::fmt;\n");
    }

    #[test]
    fn paths_inline_modules_and_build_files() {
        let (b, langs) = tree(&[
            (
                "Cargo.toml",
                "[package]\nname = \"x\"\nbuild = \"build.rs\"\n\n[[bin]]\nname = \"t\"\npath = \"src/bin/t.rs\"\n\n[lib]\npath = \"src/lib.rs\"\n",
            ),
            ("build.rs", "fn main() {}\n"),
            ("src/bin/t.rs", "fn main() { x::a::f(); }\n"),
            ("src/lib.rs", "pub mod a {\n    mod inner;\n}\n#[path = \"other/p.rs\"]\nmod p;\nuse a::inner::G;\n"),
            ("src/a/inner.rs", "pub struct G;\n"),
            ("src/other/p.rs", "pub use crate::a::inner::G as H;\n"),
        ]);
        let after = without(&b, &langs, &["src/a/inner.rs"]);
        assert_eq!(after["src/lib.rs"], b"pub mod a {\n}\n#[path = \"other/p.rs\"]\nmod p;\n");
        assert_eq!(after["src/other/p.rs"], b"");
        let after = without(&b, &langs, &["src/other/p.rs", "build.rs", "src/bin/t.rs"]);
        assert_eq!(after["src/lib.rs"], b"pub mod a {\n    mod inner;\n}\nuse a::inner::G;\n");
        assert_eq!(after["Cargo.toml"], b"[package]\nname = \"x\"\n\n[lib]\npath = \"src/lib.rs\"\n");
    }
}
