//! Java's modules: a file's `package a.b;` and its imports (`import a.b.C;`, `import a.b.*;`,
//! `import static a.b.C.m;`, `import static a.b.C.*;`), resolved to the tree's files: a class
//! is the file of its package named after it (one public class per file), or a file of its
//! package that declares it at top level; a package is every file whose `package` line names
//! it. A wildcard import of a package names all its files and goes only when the last of them
//! goes. Files of one package use each other by simple name without imports: the reader keeps
//! each file's top-level type names and words, so that the graph knows those edges too.

use tree_sitter::{Node, Tree as Parse};

use super::{Entry, FileModules, Spec, Statement, Tree, words_of};
use crate::syntax::grammar::Grammar;
use crate::text_units::lines::with_line;

fn node_text<'t>(text: &'t [u8], node: Node) -> &'t str {
    std::str::from_utf8(&text[node.byte_range()]).unwrap_or("")
}

/// The dotted names of a (scoped) identifier node.
fn dotted(text: &[u8], node: Node) -> Vec<String> {
    node_text(text, node).split('.').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
}

/// What a Java file says about modules: its package, its imports, its top-level types.
pub fn read(grammar: &Grammar, tree: &Parse, text: &[u8]) -> FileModules {
    let mut out = FileModules { words: words_of(grammar, text), ..FileModules::default() };
    let root = tree.root_node();
    let mut cursor = root.walk();
    for node in root.named_children(&mut cursor) {
        let kind = node.kind();
        if kind == "package_declaration" {
            let mut c = node.walk();
            let name = node.named_children(&mut c).find(|n| n.kind().ends_with("identifier"));
            out.package = name.map(|n| dotted(text, n).join("."));
        } else if grammar.is_module_import(kind) {
            out.statements.extend(import(text, node));
        } else if let Some(name) = node.child_by_field_name("name").filter(|_| kind.ends_with("_declaration")) {
            out.declares.push(node_text(text, name).to_string());
        }
    }
    out
}

/// The statement of an `import` declaration.
fn import(text: &[u8], node: Node) -> Option<Statement> {
    let mut cursor = node.walk();
    let children: Vec<Node> = node.named_children(&mut cursor).collect();
    let name = children.iter().find(|n| n.kind().ends_with("identifier"))?;
    let segments = dotted(text, *name);
    let glob = children.iter().any(|n| n.kind() == "asterisk");
    let last = (!glob).then(|| segments.last().cloned()).flatten();
    let root = Entry {
        span: node.byte_range(),
        spec: Spec::Java { segments, glob },
        asks: last.clone(),
        binds: last,
        children: Vec::new(),
    };
    let span = with_line(text, node.byte_range());
    Some(Statement { span, scope: Vec::new(), root, declares: false, standin: None })
}

/// The package of Java file `file`: its `package` line's name (empty without one).
fn package_of<'a>(tree: &'a Tree, file: usize) -> Option<&'a str> {
    let found = tree.modules.get(file)?.as_ref()?;
    tree.paths[file].ends_with(".java").then(|| found.package.as_deref().unwrap_or(""))
}

/// The files of package `package`.
fn package_files(tree: &Tree, package: &str) -> Vec<usize> {
    (0..tree.paths.len()).filter(|&f| package_of(tree, f) == Some(package)).collect()
}

/// The file of class `class` of package `package`: the one named after it, else one that
/// declares it at top level.
fn class_file(tree: &Tree, package: &str, class: &str) -> Option<usize> {
    let files = package_files(tree, package);
    let stem = |f: usize| tree.paths[f].rsplit('/').next().and_then(|n| n.strip_suffix(".java")).unwrap_or("");
    files.iter().copied().find(|&f| stem(f) == class).or_else(|| {
        files.iter().copied().find(|&f| tree.modules[f].as_ref().is_some_and(|m| m.declares.iter().any(|d| d == class)))
    })
}

/// The files `segments` (a `*` import when `glob`) names from file `file`, and whether the
/// import dies only with all of them (a package's wildcard).
pub fn resolve(tree: &Tree, file: usize, segments: &[String], glob: bool) -> (Vec<usize>, bool) {
    if glob {
        let package = segments.join(".");
        let files: Vec<usize> = package_files(tree, &package).into_iter().filter(|&f| f != file).collect();
        if !files.is_empty() {
            return (files, true);
        }
    }
    // The longest prefix that is a class of a package: `a.b.C.Inner` and `a.b.C.m` name `C`.
    for k in (1..=segments.len()).rev() {
        let package = segments[..k - 1].join(".");
        if let Some(f) = class_file(tree, &package, &segments[k - 1]) {
            return (if f == file { Vec::new() } else { vec![f] }, false);
        }
    }
    (Vec::new(), false)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{tree, without};
    use super::super::{Graph, Reader};

    fn program() -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "src/app/Main.java",
                "package app;\n\nimport lib.util.Strings;\nimport lib.shapes.*;\nimport static lib.util.Maths.square;\nimport java.util.List;\n\npublic class Main {\n    public static void main(String[] a) { Helper.go(); }\n}\n",
            ),
            ("src/app/Helper.java", "package app;\n\nclass Helper { static void go() { Main.main(null); } }\n"),
            ("src/lib/util/Strings.java", "package lib.util;\n\npublic class Strings {}\n"),
            (
                "src/lib/util/Maths.java",
                "package lib.util;\n\npublic class Maths { public static int square(int x) { return x * x; } }\n",
            ),
            ("src/lib/shapes/Circle.java", "package lib.shapes;\n\npublic class Circle {}\nclass Dot {}\n"),
            (
                "src/lib/shapes/Square.java",
                "package lib.shapes;\n\nimport lib.shapes.Circle.Inner;\npublic class Square {}\n",
            ),
        ]
    }

    #[test]
    fn a_class_goes_with_its_imports_and_a_package_with_its_last_file() {
        let (b, langs) = tree(&program());
        let after = without(&b, &langs, &["src/lib/util/Strings.java", "src/lib/util/Maths.java"]);
        assert_eq!(
            after["src/app/Main.java"],
            b"package app;\n\nimport lib.shapes.*;\nimport java.util.List;\n\npublic class Main {\n    public static void main(String[] a) { Helper.go(); }\n}\n"
        );
        let after = without(&b, &langs, &["src/lib/shapes/Circle.java"]);
        assert!(
            String::from_utf8_lossy(&after["src/app/Main.java"]).contains("import lib.shapes.*;"),
            "Square is left"
        );
        assert_eq!(after["src/lib/shapes/Square.java"], b"package lib.shapes;\n\npublic class Square {}\n");
        let after = without(&b, &langs, &["src/lib/shapes/Circle.java", "src/lib/shapes/Square.java"]);
        assert!(!String::from_utf8_lossy(&after["src/app/Main.java"]).contains("shapes"));
    }

    #[test]
    fn classes_of_one_package_use_each_other_without_imports() {
        let (b, langs) = tree(&program());
        let graph = Graph::build(&b, &langs, &Reader::default());
        let names = |g: Vec<usize>| g.into_iter().map(|i| graph.paths[i].clone()).collect::<Vec<_>>();
        assert_eq!(
            graph.cycles().into_iter().map(names).collect::<Vec<_>>(),
            [["src/app/Helper.java", "src/app/Main.java"]]
        );
    }
}
