//! What the parser reads in place of spellings its grammar does not know (a table's
//! `[[read_as]]`): GNU extensions in preprocessed C++ (`namespace std __attribute__((…))`,
//! `__complex__`, `extern template class`) that tree-sitter-cpp turns into error nodes.
//!
//! A reading has the text's length and its line breaks in the same places, so every node of the
//! tree spans the real text it came from and the passes cut and copy real bytes; only the kinds
//! come from the reading. A rule rewrites a construct *inside* the node that will cover it (a
//! qualifier among qualifiers, an attribute between a namespace's name and body), so deleting
//! the node deletes the construct with it.
//!
//! Each rule matches a few tokens, so a change to the text changes the reading only at the
//! change and in the tokens next to it, which an incremental parse re-reads anyway; the syntax
//! filter goes further and computes its edits on the readings themselves.

use std::borrow::Cow;

use regex::bytes::{Regex, RegexBuilder};
use serde::Deserialize;

/// One `[[read_as]]` entry as the table spells it.
#[derive(Deserialize, Clone)]
pub(crate) struct ReadAsEntry {
    /// A regex (bytes, ASCII classes) whose first capture group is the text to read otherwise.
    find: String,
    /// What the parser reads there instead, padded with spaces to the group's length.
    #[serde(default, rename = "as")]
    read_as: String,
}

/// One rule: where, and what to read there.
struct Rule {
    find: Regex,
    read_as: Vec<u8>,
}

/// A language's rules, applied in the table's order (a rule sees what the rules before it made).
#[derive(Default)]
pub struct Readings {
    rules: Vec<Rule>,
}

impl Readings {
    /// The rules of a table's `[[read_as]]` entries, or what is wrong with one.
    pub(crate) fn new(entries: &[ReadAsEntry]) -> Result<Readings, String> {
        let rules = entries
            .iter()
            .map(|e| {
                let find = RegexBuilder::new(&e.find)
                    .unicode(false)
                    .build()
                    .map_err(|err| format!("read_as: `{}` is not a regex: {err}", e.find))?;
                if find.captures_len() < 2 {
                    return Err(format!("read_as: `{}` has no capture group to read otherwise", e.find));
                }
                if e.read_as.contains('\n') {
                    return Err(format!("read_as: `{}` would read a line break", e.read_as));
                }
                Ok(Rule { find, read_as: e.read_as.as_bytes().to_vec() })
            })
            .collect::<Result<_, String>>()?;
        Ok(Readings { rules })
    }

    /// What the parser reads for `text`: `text` itself when no rule matches.
    pub fn read<'t>(&self, text: &'t [u8]) -> Cow<'t, [u8]> {
        let mut out: Cow<'t, [u8]> = Cow::Borrowed(text);
        for rule in &self.rules {
            let groups: Vec<(usize, usize)> = rule
                .find
                .captures_iter(&out)
                .filter_map(|c| c.get(1))
                .map(|m| (m.start(), m.end()))
                .filter(|&(start, end)| fits(&out[start..end], &rule.read_as))
                .collect();
            if groups.is_empty() {
                continue;
            }
            let bytes = out.to_mut();
            for (start, end) in groups {
                overwrite(&mut bytes[start..end], &rule.read_as);
            }
        }
        out
    }
}

/// True when `read_as` fits before the first line break of `group`.
fn fits(group: &[u8], read_as: &[u8]) -> bool {
    group.iter().position(|&b| b == b'\n').unwrap_or(group.len()) >= read_as.len()
}

/// Writes `read_as` at the start of `group` and spaces over the rest, keeping its line breaks.
fn overwrite(group: &mut [u8], read_as: &[u8]) {
    for (i, b) in group.iter_mut().enumerate() {
        if let Some(&r) = read_as.get(i) {
            *b = r;
        } else if *b != b'\n' {
            *b = b' ';
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn readings(rules: &[(&str, &str)]) -> Readings {
        let entries: Vec<ReadAsEntry> =
            rules.iter().map(|(f, a)| ReadAsEntry { find: f.to_string(), read_as: a.to_string() }).collect();
        Readings::new(&entries).unwrap()
    }

    #[test]
    fn reads_the_group_padded_keeping_length_and_line_breaks() {
        let r = readings(&[(r"\b(__decltype)\s*\(", "decltype"), (r"(__attr\n\(\))", "")]);
        let text = b"typedef __decltype(x) t; int a __attr\n() = 1;";
        let read = r.read(text);
        assert_eq!(read.len(), text.len());
        assert_eq!(&read[..], &b"typedef decltype  (x) t; int a       \n   = 1;"[..]);
    }

    #[test]
    fn a_text_without_matches_is_not_copied() {
        let r = readings(&[(r"\b(__complex__)\s", "const")]);
        assert!(matches!(r.read(b"double d;"), Cow::Borrowed(_)));
    }

    #[test]
    fn later_rules_see_what_earlier_ones_made() {
        let r =
            readings(&[(r"\b(extern\s+template)\s+class\b", "template<>"), (r"\b(extern\s+template)\b", "template")]);
        assert_eq!(
            &r.read(b"extern template class A<int>; extern template int f<int>();")[..],
            &b"template<>      class A<int>; template        int f<int>();"[..]
        );
    }

    #[test]
    fn a_reading_longer_than_its_first_line_is_skipped() {
        let r = readings(&[(r"(a\nb)", "xy")]);
        assert_eq!(&r.read(b"a\nb")[..], b"a\nb");
    }

    #[test]
    fn bad_rules_are_refused() {
        let bad = |f: &str, a: &str| Readings::new(&[ReadAsEntry { find: f.into(), read_as: a.into() }]).err();
        assert!(bad("(", "").unwrap().contains("not a regex"));
        assert!(bad("abc", "").unwrap().contains("no capture group"));
        assert!(bad("(a)", "x\ny").unwrap().contains("line break"));
    }
}
