//! A small reader of TOML's layout, enough for build files: the tables (`[x]`, `[[x]]`), their
//! key/value items (an item's lines run on while its brackets are open), and the strings of an
//! array. It reads what a build file's lines name, not TOML's whole grammar.

use std::ops::Range;

use crate::text_units::lines::line_spans;

/// One `key = value` item: its key, its lines (with their breaks), its value's text.
pub struct Item {
    /// The key, quotes off.
    pub key: String,
    /// Its lines, with the line break.
    pub lines: Range<usize>,
    /// The value after `=`.
    pub value: Range<usize>,
}

/// One table: its header line as written (`[dependencies]`, `[[bin]]`; empty before any
/// header), its span from its header to the next one, its items.
pub struct Table {
    /// The header's text, trimmed.
    pub header: String,
    /// From the header line to the next header.
    pub span: Range<usize>,
    /// Its items, in order.
    pub items: Vec<Item>,
}

impl Table {
    /// The value of the item `key` when it is a string.
    pub fn string(&self, text: &[u8], key: &str) -> Option<String> {
        let item = self.items.iter().find(|i| i.key == key)?;
        unquote(&text[item.value.clone()])
    }
}

/// A string value's contents, quotes off.
pub fn unquote(value: &[u8]) -> Option<String> {
    let v = std::str::from_utf8(value).ok()?.trim();
    let q = v.chars().next().filter(|&c| c == '"' || c == '\'')?;
    (v.len() >= 2 && v.ends_with(q)).then(|| v[1..v.len() - 1].to_string())
}

/// How many brackets and braces `line` leaves open, outside strings and comments.
fn depth_change(line: &[u8]) -> i32 {
    let (mut depth, mut quote) = (0, None);
    for &b in line {
        match (quote, b) {
            (Some(q), _) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'"' | b'\'') => quote = Some(b),
            (None, b'#') => break,
            (None, b'[' | b'{') => depth += 1,
            (None, b']' | b'}') => depth -= 1,
            _ => {}
        }
    }
    depth
}

/// The tables of `text`.
pub fn tables(text: &[u8]) -> Vec<Table> {
    let lines = line_spans(text);
    let mut out = vec![Table { header: String::new(), span: 0..0, items: Vec::new() }];
    let mut k = 0;
    while k < lines.len() {
        let line = &text[lines[k].clone()];
        let trimmed = String::from_utf8_lossy(line).trim().to_string();
        if trimmed.starts_with('[') {
            out.push(Table { header: trimmed, span: lines[k].start..lines[k].end, items: Vec::new() });
            k += 1;
            continue;
        }
        let Some(eq) = line.iter().position(|&b| b == b'=') else {
            k += 1;
            continue;
        };
        if trimmed.starts_with('#') {
            k += 1;
            continue;
        }
        let key = String::from_utf8_lossy(&line[..eq]).trim().trim_matches('"').to_string();
        let start = lines[k].start;
        let mut depth = depth_change(&line[eq + 1..]);
        let mut end = k;
        while depth > 0 && end + 1 < lines.len() {
            end += 1;
            depth += depth_change(&text[lines[end].clone()]);
        }
        let value_end = text[..lines[end].end].trim_ascii_end().len();
        let item = Item { key, lines: start..lines[end].end, value: start + eq + 1..value_end };
        out.last_mut().expect("one table at least").items.push(item);
        k = end + 1;
    }
    // A table runs to the next header (its blank lines and comments with it).
    let starts: Vec<usize> = out.iter().skip(1).map(|t| t.span.start).chain([text.len()]).collect();
    for (t, end) in out.iter_mut().zip(starts) {
        t.span.end = end;
    }
    out
}

/// The string elements of the array `value` (spans with their quotes, and contents), at its top
/// level.
pub fn strings(text: &[u8], value: Range<usize>) -> Vec<(Range<usize>, String)> {
    let mut out = Vec::new();
    let (mut depth, mut i) = (0, value.start);
    while i < value.end {
        match text[i] {
            b'[' | b'{' => depth += 1,
            b']' | b'}' => depth -= 1,
            q @ (b'"' | b'\'') => {
                let close = text[i + 1..value.end].iter().position(|&b| b == q).map(|p| i + 1 + p);
                let Some(close) = close else { break };
                if depth == 1 {
                    out.push((i..close + 1, String::from_utf8_lossy(&text[i + 1..close]).into_owned()));
                }
                i = close;
            }
            b'#' => {
                while i < value.end && text[i] != b'\n' {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_items_and_arrays() {
        let text =
            b"[package]\nname = \"x\"\n\n[dependencies]\na = { path = \"../a\" }\nb = [\n  \"1\", # c\n  'two',\n]\n";
        let t = tables(text);
        assert_eq!(t.iter().map(|t| t.header.as_str()).collect::<Vec<_>>(), ["", "[package]", "[dependencies]"]);
        assert_eq!(t[1].string(text, "name").as_deref(), Some("x"));
        let b = &t[2].items[1];
        assert_eq!(&text[b.lines.clone()], b"b = [\n  \"1\", # c\n  'two',\n]\n");
        let s: Vec<String> = strings(text, b.value.clone()).into_iter().map(|s| s.1).collect();
        assert_eq!(s, ["1", "two"]);
    }
}
