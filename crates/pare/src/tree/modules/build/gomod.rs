//! `go.mod`: its `module` path (what the tree's Go imports start with), and `replace` lines
//! whose target is a directory of the tree (`replace x => ./local`: the line goes with the
//! directory's last file). Each `require` and `replace` line is an entry a pass deletes.

use std::ops::Range;

use super::{file_or_dir, naming};
use crate::text_units::lines::line_spans;
use crate::tree::modules::FileModules;
use crate::tree::modules::go::module_path;

/// The lines of `text` with the directive each is under (`require` for the lines of a
/// `require ( … )` block, the line's own first word otherwise); block brackets have none.
fn directives(text: &[u8]) -> Vec<(Range<usize>, String, String)> {
    let mut out = Vec::new();
    let mut block: Option<String> = None;
    for span in line_spans(text) {
        let line = String::from_utf8_lossy(&text[span.clone()]).trim().to_string();
        if let Some(b) = &block {
            if line.starts_with(')') {
                block = None;
            } else if !line.is_empty() && !line.starts_with("//") {
                out.push((span, b.clone(), line));
            }
            continue;
        }
        let word = line.split_whitespace().next().unwrap_or("").to_string();
        if line.ends_with('(') {
            block = Some(word);
        } else if !word.is_empty() {
            let rest = line[word.len()..].trim().to_string();
            out.push((span, word, rest));
        }
    }
    out
}

/// What a `go.mod` in directory `dir` says: its module path, its local replacements.
pub fn read(dir: &str, text: &[u8]) -> FileModules {
    let mut out = FileModules { package: module_path(text), ..FileModules::default() };
    for (span, directive, rest) in directives(text) {
        if directive == "replace"
            && let Some((_, target)) = rest.split_once("=>")
        {
            let target = target.split_whitespace().next().unwrap_or("");
            if target.starts_with("./") || target.starts_with("../") {
                out.statements.push(naming(span, file_or_dir(dir, target)));
            }
        }
    }
    out
}

/// The `require` and `replace` lines of a `go.mod`, each an entry.
pub fn entries(text: &[u8]) -> Vec<Vec<Range<usize>>> {
    directives(text)
        .into_iter()
        .filter(|(_, d, _)| d == "require" || d == "replace")
        .map(|(span, _, _)| vec![span])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::super::tests::{tree, without};
    use super::*;

    const GOMOD: &str = "module example.com/app\n\ngo 1.19\n\nrequire (\n\tgolang.org/x/text v0.3.0\n\texample.com/local v0.0.0\n)\n\nreplace example.com/local => ./local\n";

    #[test]
    fn a_local_replacement_goes_with_its_directory_and_requires_are_entries() {
        let (b, langs) = tree(&[("go.mod", GOMOD), ("local/l.go", "package local\n"), ("main.go", "package main\n")]);
        let after = without(&b, &langs, &["local/l.go"]);
        assert_eq!(after["go.mod"], GOMOD.replace("replace example.com/local => ./local\n", "").as_bytes());
        let e = entries(GOMOD.as_bytes());
        let texts: Vec<&[u8]> = e.iter().map(|l| &GOMOD.as_bytes()[l[0].clone()]).collect();
        assert_eq!(
            texts,
            [
                &b"\tgolang.org/x/text v0.3.0\n"[..],
                b"\texample.com/local v0.0.0\n",
                b"replace example.com/local => ./local\n"
            ]
        );
        assert_eq!(read("", GOMOD.as_bytes()).package.as_deref(), Some("example.com/app"));
    }
}
