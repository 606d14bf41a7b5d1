//! Python's modules: `import a.b.c [as x], d` and `from .m import x, y`, `from . import m`,
//! `from pkg.m import *`, resolved to the tree's files: a package is a directory (with or
//! without `__init__.py`), a module `m.py` or `m/__init__.py`; a relative import starts at the
//! importing file's package, an absolute one at the tree's root or its `src/` or `lib/`, or
//! at an ancestor directory of the importing file. Each imported name is an entry of its own,
//! naming the submodule of that name where there is one, else the module it comes from.

use tree_sitter::{Node, Tree as Parse};

use super::{Entry, FileModules, Spec, Statement, Tree, dir_of};
use crate::syntax::grammar::Grammar;
use crate::text_units::lines::with_line;

fn node_text<'t>(text: &'t [u8], node: Node) -> &'t str {
    std::str::from_utf8(&text[node.byte_range()]).unwrap_or("")
}

/// The names of a `dotted_name` node.
fn dotted(text: &[u8], node: Node) -> Vec<String> {
    node_text(text, node).split('.').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
}

/// A name entry (`a.b`, `a.b as x`) of an import, under the module `dots`/`prefix`.
fn name_entry(text: &[u8], node: Node, dots: usize, prefix: &[String], from: bool) -> Option<Entry> {
    let (name, alias) = match node.kind() {
        "aliased_import" => (node.child_by_field_name("name")?, node.child_by_field_name("alias")),
        "dotted_name" => (node, None),
        _ => return None,
    };
    let names = dotted(text, name);
    let mut path = prefix.to_vec();
    path.extend(names.iter().cloned());
    let binds = alias.map(|a| node_text(text, a).to_string()).or_else(|| names.first().cloned());
    Some(Entry {
        span: node.byte_range(),
        spec: Spec::Python { dots, names: path },
        asks: if from { names.last().cloned() } else { None },
        binds,
        children: Vec::new(),
    })
}

/// What a Python file says about modules: its top-level imports and those in top-level
/// `if`/`try` blocks (`try: from .x import y` / `except ImportError`).
pub fn read(grammar: &Grammar, tree: &Parse, text: &[u8]) -> FileModules {
    let mut out = FileModules::default();
    let top = tree.root_node();
    let mut stack = vec![top];
    while let Some(body) = stack.pop() {
        let mut cursor = body.walk();
        for node in body.named_children(&mut cursor) {
            if matches!(node.kind(), "if_statement" | "try_statement" | "block" | "else_clause" | "except_clause") {
                stack.push(node);
                continue;
            }
            if !grammar.is_module_import(node.kind()) {
                continue;
            }
            if let Some(mut s) = statement(text, node) {
                if body.id() != top.id() {
                    // Alone in a block it must leave a statement behind.
                    s.span = node.byte_range();
                    s.standin = Some("pass");
                }
                out.statements.push(s);
            }
        }
    }
    out.statements.sort_by_key(|s| s.span.start);
    out
}

fn statement(text: &[u8], node: Node) -> Option<Statement> {
    let span = with_line(text, node.byte_range());
    let mut cursor = node.walk();
    let named: Vec<Node> = node.named_children(&mut cursor).collect();
    let (dots, prefix, from) = if node.kind() == "import_from_statement" {
        let module = node.child_by_field_name("module_name")?;
        if module.kind() == "relative_import" {
            let t = node_text(text, module);
            let dots = t.chars().take_while(|&c| c == '.').count();
            let names = t[dots..].split('.').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
            (dots, names, true)
        } else {
            (0, dotted(text, module), true)
        }
    } else {
        (0, Vec::new(), false)
    };
    let module_id = node.child_by_field_name("module_name").map(|m| m.id());
    if from && named.iter().any(|n| n.kind() == "wildcard_import") {
        let root = Entry::leaf(node.byte_range(), Spec::Python { dots, names: prefix });
        return Some(Statement { span, scope: Vec::new(), root, declares: false, standin: None });
    }
    let children: Vec<Entry> = named
        .iter()
        .filter(|n| Some(n.id()) != module_id)
        .filter_map(|n| name_entry(text, *n, dots, &prefix, from))
        .collect();
    if children.is_empty() {
        return None;
    }
    let root = Entry { span: node.byte_range(), spec: Spec::None, asks: None, binds: None, children };
    Some(Statement { span, scope: Vec::new(), root, declares: false, standin: None })
}

/// Whether the tree has a directory at `dir`.
fn is_dir(tree: &Tree, dir: &str) -> bool {
    let prefix = format!("{dir}/");
    dir.is_empty() || tree.paths.iter().any(|p| p.starts_with(&prefix))
}

fn under(dir: &str, name: &str) -> String {
    if dir.is_empty() { name.to_string() } else { format!("{dir}/{name}") }
}

/// The files of the tree the module `dots`/`names` imported in file `file` depends on: the
/// deepest module file on its path (`m.py`, `m/__init__.py`; a relative import of no name, its
/// package's `__init__.py`).
pub fn resolve(tree: &Tree, file: usize, dots: usize, names: &[String]) -> Vec<usize> {
    walk(tree, file, dots, names).0
}

/// Whether every name of `dots`/`names` is a package or module of the tree (`from . import m`
/// of a submodule `m`: nothing is asked of a module's own imports).
pub fn is_module(tree: &Tree, file: usize, dots: usize, names: &[String]) -> bool {
    walk(tree, file, dots, names).1
}

fn walk(tree: &Tree, file: usize, dots: usize, names: &[String]) -> (Vec<usize>, bool) {
    let here = dir_of(&tree.paths[file]).to_string();
    let bases: Vec<String> = if dots > 0 {
        let mut base = here;
        for _ in 1..dots {
            base = dir_of(&base).to_string();
        }
        vec![base]
    } else {
        let Some(first) = names.first() else { return (Vec::new(), false) };
        let mut bases = vec![String::new(), "src".into(), "lib".into()];
        let mut d = here.as_str();
        while !d.is_empty() {
            bases.push(d.to_string());
            d = dir_of(d);
        }
        let found = bases
            .into_iter()
            .find(|b| tree.file(&under(b, &format!("{first}.py"))).is_some() || is_dir(tree, &under(b, first)));
        match found {
            Some(b) => vec![b],
            None => return (Vec::new(), false),
        }
    };
    let mut dir = bases[0].clone();
    let mut found = if names.is_empty() { tree.file(&under(&dir, "__init__.py")) } else { None };
    let mut complete = true;
    for (k, name) in names.iter().enumerate() {
        let package = under(&dir, name);
        if let Some(init) = tree.file(&under(&package, "__init__.py")) {
            found = Some(init);
            dir = package;
        } else if let Some(module) = tree.file(&format!("{package}.py")) {
            found = Some(module);
            complete = k + 1 == names.len();
            break;
        } else if is_dir(tree, &package) {
            dir = package;
        } else {
            complete = false;
            break;
        }
    }
    (found.filter(|&f| f != file).into_iter().collect(), complete)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{tree, without};

    #[test]
    fn a_module_goes_with_the_imports_that_name_it() {
        let (b, langs) = tree(&[
            ("main.py", "import pkg.sub.m as mm, os\nfrom pkg import sub\nfrom pkg.sub.m import f\nprint(1)\n"),
            (
                "pkg/__init__.py",
                "from .a import A\nfrom . import sub, a\ntry:\n    from .sub import m\nexcept ImportError:\n    m = None\n",
            ),
            ("pkg/a.py", "A = 1\n"),
            ("pkg/sub/__init__.py", ""),
            ("pkg/sub/m.py", "from ..a import *\ndef f(): pass\n"),
        ]);
        let after = without(&b, &langs, &["pkg/sub/m.py"]);
        assert_eq!(after["main.py"], b"import os\nfrom pkg import sub\nprint(1)\n");
        assert_eq!(
            after["pkg/__init__.py"],
            b"from .a import A\nfrom . import sub, a\ntry:\n    pass\nexcept ImportError:\n    m = None\n"
        );
        let after = without(&b, &langs, &["pkg/a.py"]);
        assert_eq!(
            after["pkg/__init__.py"],
            b"from . import sub\ntry:\n    from .sub import m\nexcept ImportError:\n    m = None\n"
        );
        assert_eq!(after["pkg/sub/m.py"], b"def f(): pass\n");
        let after = without(&b, &langs, &["pkg/sub/__init__.py"]);
        assert_eq!(after["main.py"], b"import pkg.sub.m as mm, os\nfrom pkg.sub.m import f\nprint(1)\n");
        assert_eq!(
            after["pkg/__init__.py"],
            b"from .a import A\nfrom . import a\ntry:\n    from .sub import m\nexcept ImportError:\n    m = None\n"
        );
    }
}
