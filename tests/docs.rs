//! The documentation says what the binary does: docs/passes.md has one entry for every pass
//! `pare --list-passes` prints and none for a pass it does not print, its lists of default
//! passes are the registry's, and the links of README.md
//! and of the pages in docs/ lead to files (and headings) that exist.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The pass names the built binary lists: the first word of every line of `--list-passes`.
fn listed_passes() -> BTreeSet<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_pare")).arg("--list-passes").output().unwrap();
    assert!(out.status.success(), "pare --list-passes failed: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let names: BTreeSet<String> =
        text.lines().filter_map(|line| line.split_whitespace().next()).map(str::to_string).collect();
    assert!(names.len() >= 40, "--list-passes printed only {} passes:\n{text}", names.len());
    names
}

/// The lines of a markdown text outside fenced code blocks.
fn prose(text: &str) -> impl Iterator<Item = &str> {
    let mut fenced = false;
    text.lines().filter(move |line| {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            return false;
        }
        !fenced
    })
}

/// The entries of docs/passes.md: every `### ` heading, which must be one pass name in
/// backticks. Panics on a heading of that level that is not.
fn entries(text: &str) -> Vec<String> {
    prose(text)
        .filter_map(|line| line.strip_prefix("### "))
        .map(|heading| {
            let name = heading.trim().strip_prefix('`').and_then(|h| h.strip_suffix('`'));
            match name {
                Some(name) if !name.is_empty() && !name.contains('`') => name.to_string(),
                _ => panic!("docs/passes.md: the heading `### {heading}` is not a pass name in backticks"),
            }
        })
        .collect()
}

#[test]
fn entries_are_the_level_three_headings_outside_code() {
    let text = "# Passes\n## Group\n### `one`\ntext\n```\n### `not-an-entry`\n```\n#### detail\n### `two`\n";
    assert_eq!(entries(text), ["one", "two"]);
}

#[test]
#[should_panic(expected = "not a pass name in backticks")]
fn a_heading_that_is_not_a_pass_name_is_refused() {
    entries("### Passes that read text\n");
}

#[test]
fn docs_passes_describes_exactly_the_listed_passes() {
    let listed = listed_passes();
    let found = entries(&read(&root().join("docs/passes.md")));
    let documented: BTreeSet<String> = found.iter().cloned().collect();
    assert_eq!(documented.len(), found.len(), "docs/passes.md has a pass twice: {found:?}");
    let missing: Vec<&String> = listed.difference(&documented).collect();
    let unknown: Vec<&String> = documented.difference(&listed).collect();
    assert!(missing.is_empty(), "docs/passes.md has no `### name` entry for {missing:?}");
    assert!(unknown.is_empty(), "docs/passes.md describes passes --list-passes does not print: {unknown:?}");
}

/// docs/passes.md's lists of default passes (in backticks, lines joined) are the registry's, in
/// its order: for a file with a grammar and for one without.
#[test]
fn docs_passes_lists_the_default_passes_in_their_order() {
    let text = read(&root().join("docs/passes.md")).replace('\n', " ");
    for has_grammar in [true, false] {
        let list = format!("`{}`", pare::passes::default_names(has_grammar).join(", "));
        assert!(text.contains(&list), "docs/passes.md does not list the defaults {list}");
    }
}

#[test]
fn readme_names_every_pass() {
    let readme = read(&root().join("README.md"));
    let missing: Vec<String> =
        listed_passes().into_iter().filter(|name| !readme.contains(&format!("`{name}`"))).collect();
    assert!(missing.is_empty(), "README.md does not name these passes (in backticks): {missing:?}");
}

/// The targets of the inline links `[text](target)` in a markdown text, outside code.
fn links(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    for line in prose(text) {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            if let Some(end) = rest.find(')') {
                targets.push(rest[..end].to_string());
                rest = &rest[end..];
            }
        }
    }
    targets
}

/// The anchor GitHub gives a heading: lower case, spaces to `-`, other punctuation dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c.to_ascii_lowercase()),
            _ => None,
        })
        .collect()
}

/// The anchors of a markdown file's headings.
fn anchors(text: &str) -> BTreeSet<String> {
    prose(text).filter(|line| line.starts_with('#')).map(|line| slug(line.trim_start_matches('#'))).collect()
}

#[test]
fn slugs_follow_github() {
    assert_eq!(slug(" Batches (`--width`)"), "batches---width");
    assert_eq!(slug(" Passes across files (a tree)"), "passes-across-files-a-tree");
    assert_eq!(slug(" Speculative, deterministic parallelism"), "speculative-deterministic-parallelism");
}

/// Every link of `file` that stays inside the repository must name a file that exists, and an
/// anchor in a markdown file must name one of its headings. Returns the broken ones.
fn broken_links(file: &Path) -> Vec<String> {
    let dir = file.parent().unwrap();
    let mut broken = Vec::new();
    for target in links(&read(file)) {
        if target.contains("://") || target.starts_with("mailto:") {
            continue;
        }
        let (path, anchor) = match target.split_once('#') {
            Some((path, anchor)) => (path, Some(anchor)),
            None => (target.as_str(), None),
        };
        let resolved: PathBuf = if path.is_empty() { file.to_path_buf() } else { dir.join(path) };
        if !resolved.exists() {
            broken.push(format!("{target} (no {})", resolved.display()));
            continue;
        }
        if let Some(anchor) = anchor
            && resolved.extension().is_some_and(|e| e == "md")
            && !anchors(&read(&resolved)).contains(anchor)
        {
            broken.push(format!("{target} (no heading #{anchor})"));
        }
    }
    broken
}

#[test]
fn readme_links_lead_to_files_that_exist() {
    let readme = root().join("README.md");
    let targets = links(&read(&readme));
    for dir in ["docs/", "corpus/"] {
        assert!(targets.iter().any(|t| t.starts_with(dir)), "README.md links nothing in {dir}");
    }
    let broken = broken_links(&readme);
    assert!(broken.is_empty(), "README.md has broken links: {broken:#?}");
}

#[test]
fn links_between_the_docs_lead_to_files_that_exist() {
    let mut pages: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.extend([root().join("ARCHITECTURE.md"), root().join("corpus/README.md")]);
    for page in pages {
        let broken = broken_links(&page);
        assert!(broken.is_empty(), "{} has broken links: {broken:#?}", page.display());
    }
}
