//! Lines of a tree that name another of its files: a C or C++ `#include`, a Rust `mod m;` (and
//! the `use m::…;` statements of that module). A file such a line names cannot go alone (the
//! compiler would miss it), but it can go together with every line that names it: that is how `files` deletes a header, or a module, in one
//! call. `includes` and `inline-headers` use the include lines too.

use std::collections::BTreeMap;
use std::ops::Range;

use crate::syntax::grammar::Grammar;
use crate::syntax::language::Lang;
use crate::text_units::lines::line_spans;
use crate::tree::bundle;
use crate::tree::languages::Langs;

/// One line of a file that names a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reference {
    /// The line (a `use` statement: its lines), with its line break, in the bundle.
    pub line: Range<usize>,
    /// The path of the file the line is in.
    pub from: String,
    /// The file of the tree it names, if the tree has it.
    pub to: Option<String>,
    /// True for a C or C++ `#include`.
    pub include: bool,
}

/// Every reference of the tree `bundle`, in order.
pub fn references(bundle: &[u8], langs: &Langs) -> Vec<Reference> {
    references_of(bundle, langs, true)
}

/// The `#include` lines of the tree `bundle`, in order: all the module graph takes from here
/// (it reads Rust's modules from their syntax), without scanning every Rust file's lines.
pub fn includes(bundle: &[u8], langs: &Langs) -> Vec<Reference> {
    references_of(bundle, langs, false)
}

/// The references of `bundle`'s C and C++ files, and of its Rust files too when `rust`.
fn references_of(bundle: &[u8], langs: &Langs, rust: bool) -> Vec<Reference> {
    let records = bundle::records(bundle).unwrap_or_default();
    let paths: Vec<&str> = records.iter().map(|r| r.path(bundle)).collect();
    let mut out = Vec::new();
    for record in &records {
        let from = record.path(bundle);
        let Some(&lang) = langs.get(from) else { continue };
        let c_family = Grammar::get(lang).is_c_family();
        if !(c_family || rust && lang == Lang::Rust) {
            continue;
        }
        let text = record.content(bundle);
        let found = if c_family { includes_of(from, text, &paths) } else { modules_of(from, text, &paths) };
        let at = |r: Range<usize>| record.content.start + r.start..record.content.start + r.end;
        out.extend(found.into_iter().map(|(line, to)| Reference {
            line: at(line),
            from: from.to_string(),
            to,
            include: c_family,
        }));
    }
    out
}

/// The `#include` lines of the C or C++ file `from` (its `text`), with the files they name.
fn includes_of(from: &str, text: &[u8], paths: &[&str]) -> Vec<(Range<usize>, Option<String>)> {
    line_spans(text)
        .into_iter()
        .filter_map(|span| include_target(&text[span.clone()]).map(|t| (span, resolve_include(from, &t, paths))))
        .collect()
}

/// The `mod m;` lines of the Rust file `from` (its `text`), and its `use` statements of such a
/// module (`pub use m::{…};`, which would name a module that is gone), with the files they name.
fn modules_of(from: &str, text: &[u8], paths: &[&str]) -> Vec<(Range<usize>, Option<String>)> {
    let mut modules: Vec<(String, Option<String>)> = Vec::new();
    let mut out = Vec::new();
    for span in line_spans(text) {
        if let Some(name) = module_name(&text[span.clone()]) {
            let file = resolve_module(from, &name, paths);
            modules.push((name, file.clone()));
            out.push((span, file));
        }
    }
    for span in line_spans(text) {
        let Some(first) = used_module(&text[span.clone()]) else { continue };
        let Some((_, file)) = modules.iter().find(|(name, file)| *name == first && file.is_some()) else { continue };
        let Some(semicolon) = memchr::memchr(b';', &text[span.start..]) else { continue };
        let end = span.start + semicolon + 1;
        let end = if text.get(end) == Some(&b'\n') { end + 1 } else { end };
        out.push((span.start..end, file.clone()));
    }
    out.sort_by_key(|(r, _)| r.start);
    out
}

/// A Rust line's text after its visibility (`pub`, `pub(crate)`, …) and leading spaces.
fn after_visibility(line: &[u8]) -> Option<&str> {
    let mut rest = std::str::from_utf8(line).ok()?.trim_start();
    if let Some(after) = rest.strip_prefix("pub") {
        rest = after.trim_start();
        if rest.starts_with('(') {
            rest = rest[rest.find(')')? + 1..].trim_start();
        }
    }
    Some(rest)
}

/// The first segment of the path a Rust `use` statement starting on `line` imports from
/// (`crate::` and `self::` skipped).
fn used_module(line: &[u8]) -> Option<String> {
    let mut path = after_visibility(line)?.strip_prefix("use ")?.trim_start();
    for prefix in ["crate::", "self::"] {
        path = path.strip_prefix(prefix).unwrap_or(path);
    }
    let end = path.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    path[end..].starts_with("::").then(|| path[..end].to_string())
}

/// The lines naming each file of the tree, by the file's path.
pub fn by_target(references: &[Reference]) -> BTreeMap<&str, Vec<&Reference>> {
    let mut out: BTreeMap<&str, Vec<&Reference>> = BTreeMap::new();
    for r in references {
        if let Some(to) = &r.to {
            out.entry(to.as_str()).or_default().push(r);
        }
    }
    out
}

/// The path an `#include` line names, if `line` is one.
pub fn include_target(line: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(line).ok()?.trim_start();
    let rest = text.strip_prefix('#')?.trim_start().strip_prefix("include")?.trim_start();
    let close = match rest.chars().next()? {
        '"' => '"',
        '<' => '>',
        _ => return None,
    };
    let inner = &rest[1..];
    Some(inner[..inner.find(close)?].to_string())
}

/// The module a Rust line `mod m;` (with any visibility) declares in a file of its own.
fn module_name(line: &[u8]) -> Option<String> {
    let rest = after_visibility(line)?.trim_end();
    let name = rest.strip_prefix("mod")?.strip_suffix(';')?.trim();
    let ident = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') && rest.len() > 4;
    (ident && rest.as_bytes()[3].is_ascii_whitespace()).then(|| name.to_string())
}

/// `dir/target` with `.` and `..` resolved, if it stays inside the tree.
fn join(dir: &str, target: &str) -> Option<String> {
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

/// The directory part of a path in the tree (empty at the root).
fn dir_of(path: &str) -> &str {
    path.rsplit_once('/').map_or("", |(d, _)| d)
}

/// The file of the tree (one of `paths`) that `#include target` in `from` names: beside `from`,
/// else from the root, else the one file whose path ends with it (an include directory).
pub fn resolve_include(from: &str, target: &str, paths: &[&str]) -> Option<String> {
    for candidate in [join(dir_of(from), target), join("", target)].into_iter().flatten() {
        if paths.contains(&candidate.as_str()) {
            return Some(candidate);
        }
    }
    let suffix = format!("/{target}");
    let mut ends = paths.iter().filter(|p| p.ends_with(&suffix));
    match (ends.next(), ends.next()) {
        (Some(only), None) => Some(only.to_string()),
        _ => None,
    }
}

/// The file of the tree that `mod name;` in `from` names: `name.rs` or `name/mod.rs` in the
/// module's directory (beside `lib.rs`, `main.rs`, `mod.rs`; else in the directory named after
/// the file).
fn resolve_module(from: &str, name: &str, paths: &[&str]) -> Option<String> {
    let file = from.rsplit('/').next().unwrap_or(from);
    let dir = match file {
        "lib.rs" | "main.rs" | "mod.rs" => dir_of(from).to_string(),
        _ => from.strip_suffix(".rs").unwrap_or(from).to_string(),
    };
    [format!("{name}.rs"), format!("{name}/mod.rs")]
        .into_iter()
        .filter_map(|target| join(&dir, &target))
        .find(|candidate| paths.contains(&candidate.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::bundle::{Files, encode};

    #[test]
    fn include_lines_name_their_targets() {
        assert_eq!(include_target(b"  #  include \"a/b.h\" // x\n").as_deref(), Some("a/b.h"));
        assert_eq!(include_target(b"#include <stdio.h>").as_deref(), Some("stdio.h"));
        assert_eq!(include_target(b"#define include \"x\""), None);
        let paths = ["inc/a.h", "src/b.h", "src/c.c", "x.h"];
        assert_eq!(resolve_include("src/c.c", "b.h", &paths).as_deref(), Some("src/b.h"));
        assert_eq!(resolve_include("src/c.c", "../x.h", &paths).as_deref(), Some("x.h"));
        assert_eq!(resolve_include("src/c.c", "a.h", &paths).as_deref(), Some("inc/a.h"), "an include directory");
        assert_eq!(resolve_include("src/c.c", "stdio.h", &paths), None);
        assert_eq!(resolve_include("src/c.c", "../../etc/passwd", &paths), None);
    }

    #[test]
    fn module_lines_name_their_files() {
        assert_eq!(module_name(b"mod a;\n").as_deref(), Some("a"));
        assert_eq!(module_name(b"  pub(crate) mod b_c ;").as_deref(), Some("b_c"));
        assert_eq!(module_name(b"mod a { }"), None);
        assert_eq!(module_name(b"module;"), None);
        let paths = ["src/lib.rs", "src/a.rs", "src/a/b.rs", "src/c/mod.rs"];
        assert_eq!(resolve_module("src/lib.rs", "a", &paths).as_deref(), Some("src/a.rs"));
        assert_eq!(resolve_module("src/a.rs", "b", &paths).as_deref(), Some("src/a/b.rs"));
        assert_eq!(resolve_module("src/lib.rs", "c", &paths).as_deref(), Some("src/c/mod.rs"));
        assert_eq!(resolve_module("src/lib.rs", "d", &paths), None);
    }

    #[test]
    fn every_reference_of_a_tree_is_found() {
        let files: Files = [
            ("Cargo.toml", "mod x;\n"),
            ("src/lib.rs", "mod a;\npub mod b;\npub use a::{\n    X, Y,\n};\nuse std::fmt;\nfn f() {}\n"),
            ("src/a.rs", ""),
            ("c/m.c", "#include \"m.h\"\n#include <stdio.h>\n"),
            ("c/m.h", ""),
        ]
        .iter()
        .map(|(p, c)| (p.to_string(), c.as_bytes().to_vec()))
        .collect();
        let langs = crate::tree::languages::languages(files.keys().map(String::as_str), None);
        let bundle = encode(&files).unwrap();
        let found = references(&bundle, &langs);
        let to: Vec<Option<&str>> = found.iter().map(|r| r.to.as_deref()).collect();
        assert_eq!(to, [Some("c/m.h"), None, Some("src/a.rs"), None, Some("src/a.rs")], "a Cargo.toml is not Rust");
        assert_eq!(&bundle[found[0].line.clone()], b"#include \"m.h\"\n");
        assert_eq!(&bundle[found[4].line.clone()], b"pub use a::{\n    X, Y,\n};\n", "the use goes with the module");
        assert_eq!(by_target(&found)["src/a.rs"].len(), 2);
    }
}
