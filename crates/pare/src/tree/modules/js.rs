//! JavaScript's and TypeScript's modules: `import … from './m'`, `import './m'`,
//! `export … from './m'`, `export * from`, and `require('./m')` in a top-level statement, with
//! relative specifiers resolved as Node and bundlers do (the path itself, then with each of the
//! table's extensions, then its `index` file; a TypeScript `./m.js` may be `./m.ts`). Bare
//! specifiers (`lodash`) name no file of the tree.

use tree_sitter::{Node, Tree as Parse};

use super::{Entry, FileModules, Spec, Statement, Tree, dir_of, join};
use crate::syntax::grammar::Grammar;
use crate::text_units::lines::with_line;

fn node_text<'t>(text: &'t [u8], node: Node) -> &'t str {
    std::str::from_utf8(&text[node.byte_range()]).unwrap_or("")
}

/// The contents of a string literal node, quotes off.
fn string_value(text: &[u8], node: Node) -> Option<String> {
    let s = node_text(text, node);
    let q = s.chars().next()?;
    (matches!(q, '"' | '\'' | '`') && s.len() >= 2 && s.ends_with(q)).then(|| s[1..s.len() - 1].to_string())
}

/// What a JavaScript or TypeScript file says about modules.
pub fn read(grammar: &Grammar, tree: &Parse, text: &[u8]) -> FileModules {
    let mut out = FileModules::default();
    let root = tree.root_node();
    let mut cursor = root.walk();
    for node in root.named_children(&mut cursor) {
        if !grammar.is_module_import(node.kind()) {
            continue;
        }
        let span = with_line(text, node.byte_range());
        let statement =
            |root: Entry| Statement { span: span.clone(), scope: Vec::new(), root, declares: false, standin: None };
        if let Some(source) = node.child_by_field_name("source").and_then(|s| string_value(text, s)) {
            let spec = Spec::Js(source);
            let mut root = Entry::leaf(node.byte_range(), spec.clone());
            // Named imports and exports: each asks the module for a name (a re-export to follow).
            let mut names = Vec::new();
            specifiers(text, node, &spec, &mut names);
            if node.kind().starts_with("export") && names.is_empty() {
                // `export * from`: every name of the module passes through.
                out.statements.push(statement(root));
                continue;
            }
            root.children = names;
            if root.children.is_empty() {
                // A default or namespace import binds the module's default export or all of it.
                root.asks = Some("default".into());
            } else {
                // The whole statement names the file: the list entries die with it, never alone.
                root.spec = spec;
            }
            out.statements.push(statement(root));
        } else if let Some(source) = required(text, node) {
            out.statements.push(statement(Entry::leaf(node.byte_range(), Spec::Js(source))));
        }
    }
    out
}

/// The named import and export specifiers under `node` (`{a, b as c}`), each asking for its
/// name and binding its alias.
fn specifiers(text: &[u8], node: Node, spec: &Spec, out: &mut Vec<Entry>) {
    let mut cursor = node.walk();
    for child in node.named_children(&mut cursor) {
        match child.kind() {
            "import_specifier" | "export_specifier" => {
                let Some(name) = child.child_by_field_name("name") else { continue };
                let name = node_text(text, name).to_string();
                let alias = child.child_by_field_name("alias").map(|a| node_text(text, a).to_string());
                out.push(Entry {
                    span: child.byte_range(),
                    spec: spec.clone(),
                    asks: Some(name.clone()),
                    binds: Some(alias.unwrap_or(name)),
                    children: Vec::new(),
                });
            }
            "import_clause" | "named_imports" | "export_clause" => specifiers(text, child, spec, out),
            _ => {}
        }
    }
}

/// The specifier of the first `require('…')` call in a top-level statement.
fn required(text: &[u8], node: Node) -> Option<String> {
    if node.kind() == "function_declaration" || node.kind() == "class_declaration" {
        return None;
    }
    let mut found = None;
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        if found.is_some() {
            break;
        }
        if n.kind() == "call_expression"
            && n.child_by_field_name("function").is_some_and(|f| node_text(text, f) == "require")
            && let Some(args) = n.child_by_field_name("arguments")
            && let Some(first) = args.named_child(0)
        {
            found = string_value(text, first);
            continue;
        }
        if matches!(n.kind(), "arrow_function" | "function_expression" | "function" | "statement_block") {
            continue;
        }
        let mut cursor = n.walk();
        stack.extend(n.named_children(&mut cursor));
    }
    found
}

/// The extensions a specifier may leave out, in the order they are tried.
const EXTENSIONS: [&str; 10] = ["js", "mjs", "cjs", "jsx", "ts", "tsx", "mts", "cts", "d.ts", "json"];

/// The file of the tree the specifier `specifier` in file `file` names.
pub fn resolve(tree: &Tree, file: usize, specifier: &str) -> Vec<usize> {
    if !(specifier.starts_with("./") || specifier.starts_with("../") || specifier == "." || specifier == "..") {
        return Vec::new();
    }
    let Some(base) = join(dir_of(&tree.paths[file]), specifier) else { return Vec::new() };
    let mut candidates = vec![base.clone()];
    candidates.extend(EXTENSIONS.iter().map(|e| format!("{base}.{e}")));
    if let Some(stem) = base.strip_suffix(".js").or_else(|| base.strip_suffix(".mjs")) {
        candidates.extend(["ts", "tsx", "mts"].iter().map(|e| format!("{stem}.{e}")));
    }
    candidates.extend(
        EXTENSIONS.iter().map(|e| if base.is_empty() { format!("index.{e}") } else { format!("{base}/index.{e}") }),
    );
    candidates.into_iter().find_map(|c| tree.file(&c)).filter(|&f| f != file).into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::super::tests::{tree, without};

    #[test]
    fn a_module_goes_with_its_imports_exports_and_requires() {
        let (b, langs) = tree(&[
            (
                "index.js",
                "import {a, b as c} from './lib/a.js';\nimport './side';\nexport * from './lib';\nexport {z} from './lib/index.mjs';\nconst q = require('./q');\nconsole.log(a);\n",
            ),
            ("lib/a.js", "export {y as a} from './y.js';\nexport const b = 1;\n"),
            ("lib/y.js", "export const y = 2;\n"),
            ("lib/index.mjs", "export const z = 3;\n"),
            ("side.js", "globalThis.s = 1;\n"),
            ("q.js", "module.exports = 1;\n"),
        ]);
        let after = without(&b, &langs, &["lib/a.js", "side.js", "q.js"]);
        assert_eq!(after["index.js"], b"export * from './lib';\nexport {z} from './lib/index.mjs';\nconsole.log(a);\n");
        let after = without(&b, &langs, &["lib/y.js"]);
        assert_eq!(after["lib/a.js"], b"export const b = 1;\n");
        assert_eq!(after["index.js"], b"import {b as c} from './lib/a.js';\nimport './side';\nexport * from './lib';\nexport {z} from './lib/index.mjs';\nconst q = require('./q');\nconsole.log(a);\n", "`a` came from y");
        let after = without(&b, &langs, &["lib/index.mjs"]);
        assert_eq!(
            after["index.js"],
            b"import {a, b as c} from './lib/a.js';\nimport './side';\nconst q = require('./q');\nconsole.log(a);\n"
        );
    }

    #[test]
    fn typescript_names_its_files_by_their_js_names() {
        let (b, langs) = tree(&[
            ("src/main.ts", "import type {T} from './types.js';\nlet t: T;\n"),
            ("src/types.ts", "export type T = number;\n"),
        ]);
        let after = without(&b, &langs, &["src/types.ts"]);
        assert_eq!(after["src/main.ts"], b"let t: T;\n");
    }
}
