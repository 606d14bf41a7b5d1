//! No function over 80 lines, anywhere in the workspace's Rust: a function that long does more
//! than one thing, and the next reader has to hold all of it at once. The sources are formatted
//! by rustfmt, so a function's body ends at the first line that is its `fn` line's indentation
//! followed by `}`.

use std::fs;
use std::path::{Path, PathBuf};

/// The longest a function may be, its signature and closing brace included.
const MAX_LINES: usize = 80;

/// Every `.rs` file below `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() && path.file_name().is_some_and(|n| n != "target") {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// True for a line that starts a function item (not a closure, not a `fn` type).
fn starts_function(line: &str) -> bool {
    let mut rest = line.trim_start();
    for word in ["pub(crate) ", "pub(super) ", "pub ", "const ", "async ", "unsafe ", "extern \"C\" "] {
        rest = rest.strip_prefix(word).unwrap_or(rest);
    }
    rest.strip_prefix("fn ").is_some_and(|name| name.starts_with(|c: char| c.is_alphabetic() || c == '_'))
}

/// Each function of `text` longer than [`MAX_LINES`]: its first line (from 1) and its length.
fn long_functions(text: &str) -> Vec<(usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut long = Vec::new();
    for (i, line) in lines.iter().enumerate().filter(|(_, l)| starts_function(l)) {
        let indent = &line[..line.len() - line.trim_start().len()];
        // The signature may span lines; a declaration without a body (a trait's) ends in `;`.
        let Some(open) = (i..lines.len()).find(|&j| lines[j].trim_end().ends_with(['{', ';', '}'])) else { continue };
        if !lines[open].trim_end().ends_with('{') {
            continue;
        }
        let close = format!("{indent}}}");
        if let Some(end) = (open + 1..lines.len()).find(|&k| lines[k] == close) {
            let length = end - i + 1;
            if length > MAX_LINES {
                long.push((i + 1, length));
            }
        }
    }
    long
}

#[test]
fn the_check_finds_a_long_function_and_passes_a_short_one() {
    let body = "    let x = 1;\n".repeat(MAX_LINES);
    let text = format!("fn short() {{\n}}\n\npub(crate) fn long(\n    a: u8,\n) {{\n{body}}}\n");
    assert_eq!(long_functions(&text), [(4, MAX_LINES + 4)]);
    assert!(long_functions("trait T {\n    fn f(&self);\n}\nlet f: fn(u8) = g;\n").is_empty());
}

#[test]
fn no_function_is_over_80_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["crates", "src", "tests", "examples", "bench"] {
        sources(&root.join(dir), &mut files);
    }
    assert!(files.len() > 100, "found only {} sources", files.len());
    let mut found = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).unwrap();
        for (line, length) in long_functions(&text) {
            found.push(format!("{}:{line}: {length} lines", file.strip_prefix(root).unwrap().display()));
        }
    }
    assert!(found.is_empty(), "functions over {MAX_LINES} lines:\n{}", found.join("\n"));
}
