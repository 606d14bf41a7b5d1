//! `package.json`: `main`, `module`, `types`, `typings`, `browser`, `bin` and `exports` name files
//! (an `exports` or `bin` member goes with the file it names, the whole key when the last of
//! them goes), and a script that runs a file of the tree (`"test": "node test/run.js"`) goes
//! with it. Each dependency and script is an entry a pass deletes.

use std::ops::Range;

use tree_sitter::Node;

use super::under;
use crate::syntax::language::Lang;
use crate::syntax::parse::parse;
use crate::tree::modules::{Entry, FileModules, Spec, Statement};

/// The keys whose values name files.
const FILE_KEYS: [&str; 7] = ["main", "module", "types", "typings", "browser", "bin", "exports"];

/// The keys whose members are entries.
const ENTRY_KEYS: [&str; 6] =
    ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies", "bundledDependencies", "scripts"];

fn string_value(text: &[u8], node: Node) -> Option<String> {
    (node.kind() == "string").then(|| String::from_utf8_lossy(&text[node.byte_range()]).trim_matches('"').to_string())
}

/// The key of a pair, quotes off.
fn key(text: &[u8], pair: Node) -> String {
    pair.child_by_field_name("key").and_then(|k| string_value(text, k)).unwrap_or_default()
}

/// The pairs of an object node.
fn pairs(node: Node) -> Vec<Node> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor).filter(|n| n.kind() == "pair").collect()
}

/// The top-level object of `text`, if any.
fn with_top<T>(text: &[u8], f: impl FnOnce(Node) -> T) -> Option<T> {
    let tree = parse(Lang::Json, text, None);
    let root = tree.root_node();
    let mut cursor = root.walk();
    let top = root.named_children(&mut cursor).find(|n| n.kind() == "object")?;
    Some(f(top))
}

/// The entry of a value that names files: a string names one; an object's members each an
/// entry of its list; anything else nothing.
fn value_entry(dir: &str, text: &[u8], span: Range<usize>, value: Node) -> Entry {
    if let Some(path) = string_value(text, value) {
        let spec = if path.starts_with("./") || path.contains('/') || path.contains('.') {
            Spec::AnyOf(vec![under(dir, &path)])
        } else {
            Spec::None
        };
        return Entry::leaf(span, spec);
    }
    let children = if value.kind() == "object" {
        pairs(value)
            .into_iter()
            .filter_map(|p| Some(value_entry(dir, text, p.byte_range(), p.child_by_field_name("value")?)))
            .collect()
    } else {
        Vec::new()
    };
    Entry { span, spec: Spec::None, asks: None, binds: None, children }
}

/// A script, naming the first file of the tree its command runs (its first word that looks
/// like a path).
fn script_entry(dir: &str, text: &[u8], span: Range<usize>, value: Node) -> Entry {
    let command = string_value(text, value).unwrap_or_default();
    let runs = command
        .split_whitespace()
        .filter(|w| w.contains('/') || w.ends_with(".js") || w.ends_with(".mjs") || w.ends_with(".cjs"))
        .find(|w| !w.starts_with('-') && !w.contains('*'));
    Entry::leaf(span, runs.map_or(Spec::None, |w| Spec::AnyOf(vec![under(dir, w)])))
}

/// What a `package.json` in directory `dir` names: one statement, the top-level object's
/// members as its list.
pub fn read(dir: &str, text: &[u8]) -> FileModules {
    let statement = with_top(text, |top| {
        let mut children = Vec::new();
        for pair in pairs(top) {
            let Some(value) = pair.child_by_field_name("value") else { continue };
            let k = key(text, pair);
            let entry = if FILE_KEYS.contains(&k.as_str()) {
                value_entry(dir, text, pair.byte_range(), value)
            } else if k == "scripts" && value.kind() == "object" {
                let scripts = pairs(value)
                    .into_iter()
                    .filter_map(|s| Some(script_entry(dir, text, s.byte_range(), s.child_by_field_name("value")?)));
                Entry {
                    span: pair.byte_range(),
                    spec: Spec::None,
                    asks: None,
                    binds: None,
                    children: scripts.collect(),
                }
            } else {
                Entry::leaf(pair.byte_range(), Spec::None)
            };
            children.push(entry);
        }
        let root = Entry { span: top.byte_range(), spec: Spec::None, asks: None, binds: None, children };
        Statement { span: top.byte_range(), scope: Vec::new(), root, declares: true, standin: None }
    });
    FileModules { statements: statement.into_iter().collect(), ..FileModules::default() }
}

/// The entries of a `package.json`: the members of each dependency list and of `scripts`, one
/// list each.
pub fn entries(text: &[u8]) -> Vec<Vec<Range<usize>>> {
    with_top(text, |top| {
        pairs(top)
            .into_iter()
            .filter(|p| ENTRY_KEYS.contains(&key(text, *p).as_str()))
            .filter_map(|p| p.child_by_field_name("value").filter(|v| v.kind() == "object"))
            .map(|v| pairs(v).into_iter().map(|m| m.byte_range()).collect::<Vec<_>>())
            .filter(|l| !l.is_empty())
            .collect()
    })
    .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::super::super::tests::{tree, without};
    use super::*;

    const PACKAGE: &str = "{\n  \"name\": \"x\",\n  \"main\": \"lib/index.js\",\n  \"exports\": {\n    \".\": \"./lib/index.js\",\n    \"./extra\": \"./lib/extra.js\"\n  },\n  \"scripts\": {\n    \"test\": \"node test/run.js\",\n    \"lint\": \"eslint .\"\n  },\n  \"dependencies\": {\n    \"a\": \"1\",\n    \"b\": \"2\"\n  }\n}\n";

    #[test]
    fn members_naming_a_file_go_with_it_and_dependencies_are_entries() {
        let (b, langs) =
            tree(&[("package.json", PACKAGE), ("lib/index.js", "\n"), ("lib/extra.js", "\n"), ("test/run.js", "\n")]);
        let after = without(&b, &langs, &["lib/extra.js", "test/run.js"]);
        assert_eq!(
            String::from_utf8_lossy(&after["package.json"]),
            PACKAGE
                .replace(",\n    \"./extra\": \"./lib/extra.js\"", "")
                .replace("\"test\": \"node test/run.js\",\n    ", "")
        );
        let after = without(&b, &langs, &["lib/extra.js", "lib/index.js"]);
        assert_eq!(
            String::from_utf8_lossy(&after["package.json"]),
            "{\n  \"name\": \"x\",\n  \"scripts\": {\n    \"test\": \"node test/run.js\",\n    \"lint\": \"eslint .\"\n  },\n  \"dependencies\": {\n    \"a\": \"1\",\n    \"b\": \"2\"\n  }\n}\n"
        );
        let e = entries(PACKAGE.as_bytes());
        assert_eq!(e.iter().map(Vec::len).collect::<Vec<_>>(), [2, 2]);
    }
}
