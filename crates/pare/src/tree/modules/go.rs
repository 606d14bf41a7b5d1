//! Go's modules: a package is a directory (every `.go` file of it is one package), imported by
//! its path: the module path of a `go.mod` of the tree (its `module` line) followed by the
//! directory below that `go.mod`. An import names every file of its package's directory and
//! goes only when the last of them goes (`import "m/sub"`, `import x "m/sub"`, each spec of an
//! `import ( … )` list an entry of its own; the list goes when it empties). Files of one
//! directory use each other's names without imports: the reader keeps each file's top-level
//! names and words, so that the graph knows those edges too.

use tree_sitter::{Node, Tree as Parse};

use super::{Entry, FileModules, Spec, Statement, Tree, dir_of, words_of};
use crate::analysis::names::declared_names;
use crate::syntax::grammar::Grammar;
use crate::text_units::lines::with_line;

fn node_text<'t>(text: &'t [u8], node: Node) -> &'t str {
    std::str::from_utf8(&text[node.byte_range()]).unwrap_or("")
}

/// What a Go file says about modules: its imports, its top-level names.
pub fn read(grammar: &Grammar, tree: &Parse, text: &[u8]) -> FileModules {
    let mut out = FileModules { words: words_of(grammar, text), ..FileModules::default() };
    let root = tree.root_node();
    let mut cursor = root.walk();
    for node in root.named_children(&mut cursor) {
        if grammar.is_module_import(node.kind()) {
            out.statements.extend(import(text, node));
        } else if grammar.is_declaration(node.kind()) {
            out.declares.extend(declared_names(grammar, node).iter().map(|n| node_text(text, *n).to_string()));
            // A type's name is inside its spec: `type T struct{}`.
            let mut c = node.walk();
            for spec in node.named_children(&mut c).filter(|n| n.kind() == "type_spec") {
                if let Some(name) = spec.child_by_field_name("name") {
                    out.declares.push(node_text(text, name).to_string());
                }
            }
        }
    }
    out.declares.sort();
    out.declares.dedup();
    out
}

/// The entry of one `import_spec`.
fn spec_entry(text: &[u8], spec: Node) -> Option<Entry> {
    let path = spec.child_by_field_name("path")?;
    let path = node_text(text, path).trim_matches(|c| c == '"' || c == '`').to_string();
    let name = spec.child_by_field_name("name").map(|n| node_text(text, n).to_string());
    // The name it binds: its alias, else the path's last element; `_` and `.` bind none.
    let binds = match name.as_deref() {
        Some("_" | ".") => None,
        Some(alias) => Some(alias.to_string()),
        None => path.rsplit('/').next().map(str::to_string),
    };
    Some(Entry { span: spec.byte_range(), spec: Spec::Go(path), asks: None, binds, children: Vec::new() })
}

/// The statement of an `import` declaration: one spec, or a list of them.
fn import(text: &[u8], node: Node) -> Option<Statement> {
    let mut cursor = node.walk();
    let inner = node.named_children(&mut cursor).find(|n| matches!(n.kind(), "import_spec" | "import_spec_list"))?;
    let root = if inner.kind() == "import_spec" {
        spec_entry(text, inner)?
    } else {
        let mut c = inner.walk();
        let children: Vec<Entry> = inner
            .named_children(&mut c)
            .filter(|n| n.kind() == "import_spec")
            .filter_map(|n| spec_entry(text, n))
            .collect();
        Entry { span: inner.byte_range(), spec: Spec::None, asks: None, binds: None, children }
    };
    let span = with_line(text, node.byte_range());
    Some(Statement { span, scope: Vec::new(), root, declares: false, standin: None })
}

/// The `module` path of a `go.mod`.
pub fn module_path(text: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(text).ok()?;
    text.lines().find_map(|l| {
        let rest = l.trim().strip_prefix("module")?;
        rest.starts_with([' ', '\t']).then(|| rest.trim().trim_matches('"').to_string())
    })
}

/// The `.go` files directly in directory `dir`.
pub fn package_files(tree: &Tree, dir: &str) -> Vec<usize> {
    (0..tree.paths.len()).filter(|&f| tree.paths[f].ends_with(".go") && dir_of(&tree.paths[f]) == dir).collect()
}

/// The files of the package `path` imports (from file `file`): every `.go` file of its
/// directory, below the `go.mod` whose module path it starts with.
pub fn resolve(tree: &Tree, file: usize, path: &str) -> Vec<usize> {
    for (m, p) in tree.paths.iter().enumerate() {
        if !(p == "go.mod" || p.ends_with("/go.mod")) {
            continue;
        }
        let Some(Some(found)) = tree.modules.get(m) else { continue };
        let Some(module) = found.package.as_deref() else { continue };
        let rest = if path == module { Some("") } else { path.strip_prefix(module).and_then(|r| r.strip_prefix('/')) };
        let Some(rest) = rest else { continue };
        let root = dir_of(p);
        let dir = match (root.is_empty(), rest.is_empty()) {
            (true, _) => rest.to_string(),
            (false, true) => root.to_string(),
            (false, false) => format!("{root}/{rest}"),
        };
        return package_files(tree, &dir).into_iter().filter(|&f| f != file).collect();
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::super::tests::{tree, without};
    use super::super::{Graph, Reader};

    fn module() -> Vec<(&'static str, &'static str)> {
        vec![
            ("go.mod", "module example.com/app\n\ngo 1.19\n"),
            (
                "main.go",
                "package main\n\nimport (\n\t\"fmt\"\n\tst \"example.com/app/store\"\n\t\"example.com/app/util\"\n)\n\nfunc main() { fmt.Println(st.Get(), util.X, helper()) }\n",
            ),
            ("helper.go", "package main\n\nimport \"example.com/app/util\"\n\nfunc helper() int { return util.X }\n"),
            ("store/store.go", "package store\n\nfunc Get() int { return get() }\n"),
            ("store/get.go", "package store\n\nfunc get() int { return 1 }\n"),
            ("util/util.go", "package util\n\nvar X = 2\n"),
        ]
    }

    #[test]
    fn a_package_goes_with_its_imports_when_its_last_file_goes() {
        let (b, langs) = tree(&module());
        let after = without(&b, &langs, &["store/get.go"]);
        assert_eq!(after["main.go"], module()[1].1.as_bytes(), "store.go is left");
        let after = without(&b, &langs, &["store/get.go", "store/store.go"]);
        assert_eq!(
            after["main.go"],
            b"package main\n\nimport (\n\t\"fmt\"\n\t\"example.com/app/util\"\n)\n\nfunc main() { fmt.Println(st.Get(), util.X, helper()) }\n"
        );
        let after = without(&b, &langs, &["util/util.go"]);
        assert_eq!(after["helper.go"], b"package main\n\n\nfunc helper() int { return util.X }\n");
    }

    #[test]
    fn files_of_one_directory_use_each_other_without_imports() {
        let (b, langs) = tree(&module());
        let graph = Graph::build(&b, &langs, &Reader::default());
        let uses: Vec<(String, String)> =
            graph.uses().into_iter().map(|(a, b)| (graph.paths[a].clone(), graph.paths[b].clone())).collect();
        assert!(uses.contains(&("main.go".into(), "helper.go".into())), "{uses:?}");
        assert!(uses.contains(&("store/store.go".into(), "store/get.go".into())), "{uses:?}");
        assert!(!uses.contains(&("store/get.go".into(), "store/store.go".into())), "{uses:?}");
    }
}
