//! The layers of ARCHITECTURE.md as a test: reads the sources of the library's two crates (`pare`
//! and the `pare-engine` below it) and fails when a module
//! names one it may not know (`crate::…`, in a `use` or in a path), when the library prints, or
//! when it reads the operating system's entropy. Comments are skipped: a doc comment may point
//! anywhere.

use std::fs;
use std::path::{Path, PathBuf};

/// Modules every module may name: the simulation model (the baselines tests compare with).
const ALWAYS_ALLOWED: &[&str] = &["subset_model"];

/// A crate's top-level modules: the files and directories of its `src/` but `lib.rs`.
fn modules(src: &Path) -> Vec<String> {
    let mut out: Vec<String> = fs::read_dir(src)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().trim_end_matches(".rs").to_string())
        .filter(|name| name != "lib")
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The section of `doc` under the heading `## {title}`, up to the next `## `.
fn section<'a>(doc: &'a str, title: &str) -> &'a str {
    let start = doc.find(&format!("\n## {title}\n")).unwrap_or_else(|| panic!("ARCHITECTURE.md has no `## {title}`"));
    let body = &doc[start + title.len() + 5..];
    &body[..body.find("\n## ").unwrap_or(body.len())]
}

/// The words in backticks of `text`.
fn quoted(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// The layer of every module `known`, from the numbered list of ARCHITECTURE.md's `## Layers`:
/// a module is in the layer whose item names it in backticks. Panics when a module is in no
/// layer or in two.
fn layers(doc: &str, known: &[String]) -> Vec<(String, usize)> {
    let mut out: Vec<(String, usize)> = Vec::new();
    let mut layer = 0;
    for line in section(doc, "Layers").lines() {
        let item = line.split_once(". **").and_then(|(n, _)| n.parse::<usize>().ok());
        layer = item.unwrap_or(layer);
        for word in quoted(line).into_iter().filter(|w| known.iter().any(|k| k == w)) {
            if let Some((_, other)) = out.iter().find(|(m, _)| m == word) {
                panic!("ARCHITECTURE.md names `{word}` in layers {other} and {layer}");
            }
            out.push((word.to_string(), layer));
        }
    }
    let missing: Vec<&String> = known.iter().filter(|k| !out.iter().any(|(m, _)| m == *k)).collect();
    assert!(missing.is_empty(), "ARCHITECTURE.md's layers leave out {missing:?}");
    out
}

/// The rules `a, b ↛ c, d` in backticks of ARCHITECTURE.md's `## What each part may not know`,
/// as (module, what it may not name).
fn extra_rules(doc: &str) -> Vec<(String, String)> {
    let text = section(doc, "What each part may not know").replace('\n', " ");
    let list = |s: &str| s.split(',').map(|w| w.trim().to_string()).collect::<Vec<_>>();
    let mut out = Vec::new();
    for rule in quoted(&text).into_iter().filter_map(|q| q.split_once('↛')) {
        for module in list(rule.0) {
            out.extend(list(rule.1).into_iter().map(|forbidden| (module.clone(), forbidden)));
        }
    }
    out
}

/// Each module and what it may not name: every module of a higher layer, and the extra rules.
fn forbidden(doc: &str, known: &[String]) -> Vec<(String, Vec<String>)> {
    let layers = layers(doc, known);
    let extra = extra_rules(doc);
    let layer_of = |m: &str| layers.iter().find(|(n, _)| n == m).map(|(_, l)| *l).unwrap();
    known
        .iter()
        .map(|m| {
            let mut rules: Vec<String> = known.iter().filter(|o| layer_of(o) > layer_of(m)).cloned().collect();
            rules.extend(extra.iter().filter(|(a, _)| a == m).map(|(_, b)| b.clone()));
            (m.clone(), rules)
        })
        .collect()
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// `text` without its `//` comments (doc comments too), lines kept.
fn without_comments(text: &str) -> String {
    text.lines().map(|line| line.find("//").map_or(line, |at| &line[..at])).collect::<Vec<_>>().join("\n")
}

/// The top-level module a source file belongs to (`engine` for `src/engine/door.rs`).
fn module_of(src: &Path, file: &Path) -> String {
    let first = file.strip_prefix(src).unwrap().components().next().unwrap();
    first.as_os_str().to_str().unwrap().trim_end_matches(".rs").to_string()
}

/// The items of a `{…}` group, split at its own commas (not those of groups inside it).
fn split_group(inner: &str) -> Vec<&str> {
    let (mut items, mut depth, mut from) = (Vec::new(), 0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&inner[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[from..]);
    items.into_iter().map(str::trim).filter(|item| !item.is_empty()).collect()
}

/// Every path a use tree names: `a::{b, c::{d}}` is `a::b` and `a::c::d`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else { return vec![tree.to_string()] };
    let (prefix, close) = (&tree[..open], tree.rfind('}').unwrap_or(tree.len()));
    split_group(&tree[open + 1..close]).into_iter().flat_map(expand).map(|path| format!("{prefix}{path}")).collect()
}

/// Every module path `code` names, with its line: `crate::a::b…` in paths and in `use` trees
/// (as `a::b`, see [`path_head`]).
fn named(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(found) = code[from..].find("crate::") {
        let at = from + found;
        let line = code[..at].matches('\n').count() + 1;
        let rest = &code[at + "crate::".len()..];
        if code[..at].trim_end().ends_with("use") {
            let statement = &rest[..rest.find(';').unwrap_or(rest.len())];
            out.extend(expand(statement).iter().map(|path| (line, path_head(path))));
            from = at + "crate::".len() + statement.len();
        } else {
            out.push((line, path_head(rest)));
            from = at + "crate::".len();
        }
    }
    out
}

/// `a::b` of `a::b::c…` (or `a` alone).
fn path_head(path: &str) -> String {
    let ident = |s: &str| s.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect::<String>();
    let first = ident(path);
    match path[first.len()..].strip_prefix("::") {
        Some(more) if !ident(more).is_empty() => format!("{first}::{}", ident(more)),
        _ => first,
    }
}

/// True when a module that may not name `rule` names `path` (`engine::*` forbids the engine's
/// inner modules but not its facade's items, which start with a capital letter).
fn breaks(rule: &str, path: &str) -> bool {
    let top = path.split("::").next().unwrap();
    if ALWAYS_ALLOWED.contains(&top) {
        return false;
    }
    match rule.strip_suffix("::*") {
        Some(module) => path
            .strip_prefix(module)
            .and_then(|r| r.strip_prefix("::"))
            .is_some_and(|inner| inner != "self" && inner.starts_with(|c: char| c.is_lowercase())),
        None => rule == "*" || rule == top,
    }
}

/// Every violation in the sources under `src` of the rules `forbidden`, as "file:line: what".
fn violations(src: &Path, forbidden: &[(String, Vec<String>)]) -> Vec<String> {
    let mut out = Vec::new();
    for file in sources(src) {
        let module = module_of(src, &file);
        let rules = forbidden.iter().find(|(m, _)| *m == module).map_or(&[][..], |(_, r)| r.as_slice());
        let code = without_comments(&fs::read_to_string(&file).unwrap());
        let at = |line: usize| format!("{}:{line}", file.display());
        for (line, path) in named(&code) {
            if let Some(rule) = rules.iter().find(|r| breaks(r, &path)) {
                out.push(format!("{}: {module} names crate::{path} (forbidden: {rule})", at(line)));
            }
        }
        for (number, line) in code.lines().enumerate() {
            for word in ["print!(", "println!(", "eprint!(", "eprintln!("] {
                if line.contains(word) && !line.contains(&format!("_{word}")) {
                    out.push(format!("{}: the library prints ({word}); tell the observer instead", at(number + 1)));
                }
            }
            for entropy in ["thread_rng", "from_entropy", "from_os_rng", "rand::rng()", "OsRng"] {
                if line.contains(entropy) {
                    out.push(format!("{}: unseeded randomness ({entropy}); seed it", at(number + 1)));
                }
            }
        }
    }
    out
}

/// The sources of the library's two crates: `pare` and the `pare-engine` it builds on.
fn crate_sources() -> [PathBuf; 2] {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    [root.join("src"), root.join("../pare-engine/src")]
}

#[test]
fn no_module_names_a_layer_it_may_not_know() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = fs::read_to_string(root.join("../../ARCHITECTURE.md")).unwrap();
    let mut known: Vec<String> = crate_sources().iter().flat_map(|src| modules(src)).collect();
    known.sort();
    let rules = forbidden(&doc, &known);
    assert!(rules.iter().any(|(m, r)| m == "engine" && r.iter().any(|r| r == "scheduler")), "{rules:?}");
    let found: Vec<String> = crate_sources().iter().flat_map(|src| violations(src, &rules)).collect();
    assert!(found.is_empty(), "ARCHITECTURE.md's layers are broken:\n{}", found.join("\n"));
}

/// The checker itself: a forbidden name is found however it is written, an allowed one is not.
#[test]
fn the_checker_sees_every_way_of_naming_a_module() {
    let paths = |code: &str| named(code).into_iter().map(|(_, p)| p).collect::<Vec<_>>();
    assert_eq!(paths("use crate::engine::calls::Calls;"), ["engine::calls"]);
    assert_eq!(paths("use crate::{oracle::Oracle, tree};"), ["oracle::Oracle", "tree"]);
    assert_eq!(
        paths("use crate::{\n    engine::{self, calls::{Calls, Check}},\n    process,\n};"),
        ["engine::self", "engine::calls", "engine::calls", "process"]
    );
    assert_eq!(named("fn f() {}\nlet x = crate::passes::Tier::Reducing;"), [(2, "passes::Tier".to_string())]);
    assert_eq!(without_comments("use x; // crate::engine\n/// crate::tree"), "use x; \n");
    assert!(breaks("engine::*", "engine::calls"));
    assert!(!breaks("engine::*", "engine::Engine"));
    assert!(!breaks("engine::*", "engine::self"));
    assert!(breaks("*", "adaptive::Evaluator"));
    assert!(!breaks("*", "subset_model::SubsetModel"));
    assert!(breaks("process", "process::command"));
    assert!(!breaks("process", "protect::Protected"));
}

/// The rules read off a document: a module may not name one of a higher layer, nor what a
/// `↛` rule forbids; a module in no layer, or in two, is an error.
#[test]
fn the_rules_come_from_the_documents_layers() {
    let doc = "# A\n## Layers\n\n1. **Low**: `low` (see `High`), `also`.\n2. **High**: `high`.\n\n\
               ## What each part may not know\n\n- Nothing (`low, also ↛ *`), and\n  (`high ↛ \nlow`).\n";
    let known: Vec<String> = ["also", "high", "low"].map(String::from).to_vec();
    let rules = forbidden(doc, &known);
    let of = |m: &str| rules.iter().find(|(n, _)| n == m).unwrap().1.clone();
    assert_eq!(of("low"), ["high", "*"]);
    assert_eq!(of("also"), ["high", "*"]);
    assert_eq!(of("high"), ["low"]);
    let missing = std::panic::catch_unwind(|| layers(doc, &["low".into(), "other".into()]));
    assert!(missing.is_err(), "a module in no layer");
    let twice = "\n## Layers\n1. **A**: `low`.\n2. **B**: `low`.\n";
    assert!(std::panic::catch_unwind(|| layers(twice, &["low".into()])).is_err(), "a module in two layers");
}
