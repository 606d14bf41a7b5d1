//! Where a grammar fails on a real input: the number of error and missing nodes the syntax filter
//! counts, and the most common lines they sit on, so that the table, the stand-ins or the parse's
//! view of the text can be aimed at what a preprocessed header set really holds.
//!
//!     cargo run --release --example parse_errors -- [--raw] FILE.cpp [LINES_TO_SHOW]
//!
//! `--raw` parses the text as it is, without the table's readings (`[[read_as]]`), to measure
//! what they take away.

use std::collections::HashMap;

use pare::syntax::language::Lang;
use pare::syntax::parse::{parse, parse_reading};
use pare::syntax::walk::preorder;

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let raw = args.next_if(|a| a == "--raw").is_some();
    let path = args.next().expect("usage: parse_errors [--raw] FILE [LINES_TO_SHOW]");
    let show: usize = args.next().map_or(20, |n| n.parse().expect("a number of lines"));
    let lang = Lang::from_path(std::path::Path::new(&path)).expect("a file in a built-in language");
    let text = std::fs::read(&path).expect("readable file");
    let tree = if raw { parse_reading(lang, &text, None) } else { parse(lang, &text, None) };
    let lines_of_text: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    let mut count = 0;
    let mut lines: HashMap<String, usize> = HashMap::new();
    preorder(&tree, |node| {
        if node.is_error() || node.is_missing() {
            count += 1;
            let line = lines_of_text[node.start_position().row];
            let kind = if node.is_missing() { "missing" } else { "error" };
            let line = String::from_utf8_lossy(line).trim().chars().take(100).collect::<String>();
            *lines.entry(format!("{kind}: {line}")).or_default() += 1;
        }
        node.has_error()
    });
    let how = if raw { ", read as it is" } else { "" };
    println!("{path}: {} bytes, {lang:?}{how}, {count} error or missing nodes", text.len());
    let mut lines: Vec<_> = lines.into_iter().collect();
    lines.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    for (line, n) in lines.into_iter().take(show) {
        println!("{n:>6}  {line}");
    }
}
