//! `CMakeLists.txt`: an argument of any command that names a file of the tree (`add_executable(app
//! main.c util.c)`, `add_library`, `target_sources`, `set(SOURCES …)`) goes with that file, and
//! `add_subdirectory(sub)` goes with the directory's last file. Each command is an entry a pass
//! deletes, but `cmake_minimum_required` and `project`, which every build needs.

use std::ops::Range;

use super::{naming, under};
use crate::tree::modules::{FileModules, Spec};

/// One command: its name, its span (with its line break), its arguments (each with the blank
/// before it, and its text).
struct Command {
    name: String,
    span: Range<usize>,
    arguments: Vec<(Range<usize>, String)>,
}

/// The commands of `text`.
fn commands(text: &[u8]) -> Vec<Command> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        // Skip blanks and comments to the next command's name.
        if text[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if text[i] == b'#' {
            while i < text.len() && text[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        while i < text.len() && (text[i].is_ascii_alphanumeric() || text[i] == b'_') {
            i += 1;
        }
        let name = String::from_utf8_lossy(&text[start..i]).to_ascii_lowercase();
        while i < text.len() && text[i] == b' ' {
            i += 1;
        }
        if name.is_empty() || text.get(i) != Some(&b'(') {
            i += 1;
            continue;
        }
        let (arguments, close) = arguments(text, i + 1);
        let mut end = close + 1;
        if text.get(end) == Some(&b'\n') {
            end += 1;
        }
        out.push(Command { name, span: start..end.min(text.len()), arguments });
        i = end;
    }
    out
}

/// The arguments from `i` to the closing parenthesis, and where that is.
fn arguments(text: &[u8], mut i: usize) -> (Vec<(Range<usize>, String)>, usize) {
    let mut out = Vec::new();
    let mut depth = 0;
    while i < text.len() {
        let blank = i;
        while i < text.len() && text[i].is_ascii_whitespace() {
            i += 1;
        }
        let start = i;
        match text.get(i) {
            None => break,
            Some(b')') if depth == 0 => return (out, i),
            Some(b'"') => {
                i += 1 + text[i + 1..].iter().position(|&b| b == b'"').unwrap_or(text.len() - i - 1) + 1;
            }
            _ => {
                while i < text.len() && !text[i].is_ascii_whitespace() && (text[i] != b')' || depth > 0) {
                    depth += i32::from(text[i] == b'(') - i32::from(text[i] == b')');
                    i += 1;
                }
            }
        }
        let word = String::from_utf8_lossy(&text[start..i]).trim_matches('"').to_string();
        out.push((blank..i, word));
    }
    (out, text.len())
}

/// What a `CMakeLists.txt` in directory `dir` names.
pub fn read(dir: &str, text: &[u8]) -> FileModules {
    let mut out = FileModules::default();
    for c in commands(text) {
        if c.name == "add_subdirectory" {
            if let Some((_, sub)) = c.arguments.first() {
                out.statements.push(naming(c.span.clone(), Spec::Dir(under(dir, sub))));
            }
            continue;
        }
        for (span, word) in &c.arguments {
            let plain = !word.contains('$') && word.contains('.') && !word.ends_with('.');
            if plain {
                out.statements.push(naming(span.clone(), Spec::AnyOf(vec![under(dir, word)])));
            }
        }
    }
    out
}

/// The commands of a `CMakeLists.txt`, each an entry, but those every build needs.
pub fn entries(text: &[u8]) -> Vec<Vec<Range<usize>>> {
    commands(text)
        .into_iter()
        .filter(|c| c.name != "cmake_minimum_required" && c.name != "project")
        .map(|c| vec![c.span])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::super::tests::{tree, without};
    use super::*;

    const CMAKE: &str = "cmake_minimum_required(VERSION 3.10)\nproject(x C)\n# sources\nadd_library(util STATIC util.c extra.c)\nadd_executable(app\n  main.c\n  \"util.h\")\ntarget_link_libraries(app util)\nadd_subdirectory(sub)\n";

    #[test]
    fn sources_and_subdirectories_go_with_their_files_and_commands_are_entries() {
        let (b, langs) = tree(&[
            ("CMakeLists.txt", CMAKE),
            ("main.c", "\n"),
            ("util.c", "\n"),
            ("extra.c", "\n"),
            ("util.h", "\n"),
            ("sub/CMakeLists.txt", "\n"),
        ]);
        let after = without(&b, &langs, &["extra.c", "util.h", "sub/CMakeLists.txt"]);
        assert_eq!(
            String::from_utf8_lossy(&after["CMakeLists.txt"]),
            "cmake_minimum_required(VERSION 3.10)\nproject(x C)\n# sources\nadd_library(util STATIC util.c)\nadd_executable(app\n  main.c)\ntarget_link_libraries(app util)\n"
        );
        assert_eq!(entries(CMAKE.as_bytes()).len(), 4);
    }
}
