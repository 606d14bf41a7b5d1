//! `Cargo.toml`: its target sections (`[lib]`, `[[bin]]`, `[[test]]`, `[[example]]`,
//! `[[bench]]`) and `build = "…"` name files; workspace members and path dependencies name
//! directories (an entry goes when no file below its directory is left). Dependencies,
//! features, targets and members are the entries a pass deletes.

use std::ops::Range;

use super::toml::{Table, strings, tables, unquote};
use super::{file_or_dir, list, naming, under};
use crate::tree::modules::{FileModules, Spec};

const TARGETS: [&str; 5] = ["[lib]", "[[bin]]", "[[test]]", "[[example]]", "[[bench]]"];

/// Whether `header` is a table of dependencies (`[dependencies]`, `[target.'cfg(x)'.dev-dependencies]`).
fn dependencies(header: &str) -> bool {
    let h = header.trim_matches(|c| c == '[' || c == ']');
    h.ends_with("dependencies")
}

/// Whether `header` is one dependency as a table (`[dependencies.foo]`).
fn dependency_table(header: &str) -> bool {
    let h = header.trim_matches(|c| c == '[' || c == ']');
    h.rsplit_once('.').is_some_and(|(head, _)| head.ends_with("dependencies"))
}

/// The `path = "…"` inside an inline table value.
fn inline_path(value: &[u8]) -> Option<String> {
    let v = std::str::from_utf8(value).ok()?;
    let at = v.find("path")?;
    let rest = v[at + 4..].trim_start().strip_prefix('=')?.trim_start();
    let q = rest.chars().next()?;
    let end = rest[1..].find(q)?;
    Some(rest[1..1 + end].to_string())
}

/// What a `Cargo.toml` in directory `dir` names.
pub fn read(dir: &str, text: &[u8]) -> FileModules {
    let mut out = FileModules::default();
    for t in tables(text) {
        out.statements.extend(table_statements(dir, text, &t));
    }
    out.statements.sort_by_key(|s| s.span.start);
    out
}

fn table_statements(dir: &str, text: &[u8], t: &Table) -> Vec<crate::tree::modules::Statement> {
    let mut out = Vec::new();
    if TARGETS.contains(&t.header.as_str())
        && let Some(path) = t.string(text, "path")
    {
        out.push(naming(t.span.clone(), Spec::Root(under(dir, &path))));
    }
    if dependency_table(&t.header)
        && let Some(path) = t.string(text, "path")
    {
        out.push(naming(t.span.clone(), file_or_dir(dir, &path)));
    }
    for item in &t.items {
        let value = &text[item.value.clone()];
        if item.key == "build" && t.header == "[package]" {
            if let Some(path) = unquote(value) {
                out.push(naming(item.lines.clone(), Spec::Root(under(dir, &path))));
            }
        } else if item.key == "members" && t.header == "[workspace]" {
            let members =
                strings(text, item.value.clone()).into_iter().map(|(s, m)| (s, file_or_dir(dir, &m))).collect();
            out.push(list(item.lines.clone(), members));
        } else if dependencies(&t.header)
            && let Some(path) = inline_path(value)
        {
            out.push(naming(item.lines.clone(), file_or_dir(dir, &path)));
        }
    }
    out
}

/// The entries of a `Cargo.toml`: each dependency and feature, each dependency table, each
/// target section, and the workspace's members (one list).
pub fn entries(text: &[u8]) -> Vec<Vec<Range<usize>>> {
    let mut out = Vec::new();
    for t in tables(text) {
        if TARGETS.contains(&t.header.as_str()) || dependency_table(&t.header) {
            out.push(vec![t.span.clone()]);
        } else if dependencies(&t.header) || t.header == "[features]" {
            out.extend(t.items.iter().map(|i| vec![i.lines.clone()]));
        } else if t.header == "[workspace]"
            && let Some(members) = t.items.iter().find(|i| i.key == "members")
        {
            out.push(strings(text, members.value.clone()).into_iter().map(|(s, _)| s).collect());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::super::tests::{tree, without};
    use super::*;

    const CARGO: &str = "[workspace]\nmembers = [\"a\", \"b\"]\n\n[package]\nname = \"x\"\nbuild = \"build.rs\"\n\n[dependencies]\nb = { path = \"b\" }\nserde = \"1\"\n\n[features]\nfast = []\n\n[[bin]]\nname = \"t\"\npath = \"src/bin/t.rs\"\n\n[lib]\npath = \"src/lib.rs\"\n";

    #[test]
    fn targets_members_and_path_dependencies_go_with_what_they_name() {
        let (b, langs) = tree(&[
            ("Cargo.toml", CARGO),
            ("build.rs", "fn main() {}\n"),
            ("src/bin/t.rs", "fn main() {}\n"),
            ("src/lib.rs", "\n"),
            ("a/Cargo.toml", "[package]\nname = \"a\"\n"),
            ("a/src/lib.rs", "\n"),
            ("b/Cargo.toml", "[package]\nname = \"b\"\n"),
            ("b/src/lib.rs", "\n"),
        ]);
        let after = without(&b, &langs, &["build.rs", "src/bin/t.rs"]);
        assert_eq!(
            after["Cargo.toml"],
            CARGO
                .replace("build = \"build.rs\"\n", "")
                .replace("[[bin]]\nname = \"t\"\npath = \"src/bin/t.rs\"\n\n", "")
                .as_bytes()
        );
        let after = without(&b, &langs, &["b/src/lib.rs"]);
        assert_eq!(after["Cargo.toml"], CARGO.as_bytes(), "b/Cargo.toml is left");
        let after = without(&b, &langs, &["b/src/lib.rs", "b/Cargo.toml"]);
        assert_eq!(
            after["Cargo.toml"],
            CARGO.replace("\"a\", \"b\"", "\"a\"").replace("b = { path = \"b\" }\n", "").as_bytes()
        );
    }

    #[test]
    fn dependencies_features_targets_and_members_are_entries() {
        let text = CARGO.as_bytes();
        let e: Vec<Vec<&str>> = entries(text)
            .into_iter()
            .map(|l| l.into_iter().map(|s| std::str::from_utf8(&text[s]).unwrap()).collect())
            .collect();
        assert_eq!(e[0], ["\"a\"", "\"b\""]);
        assert_eq!(e[1], ["b = { path = \"b\" }\n"]);
        assert_eq!(e[2], ["serde = \"1\"\n"]);
        assert_eq!(e[3], ["fast = []\n"]);
        assert_eq!(e[4], ["[[bin]]\nname = \"t\"\npath = \"src/bin/t.rs\"\n\n"]);
        assert_eq!(e.len(), 6);
    }
}
