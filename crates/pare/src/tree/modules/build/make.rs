//! Makefiles: a rule whose target is a file of the tree or the object of one (`util.o` of
//! `util.c`) goes with that file, recipe and all; a word naming such a file or object in a
//! prerequisite list, a recipe or a variable's value goes with it (`app: main.o util.o` loses
//! ` util.o`), so no rule or prerequisite names a deleted source. Each rule is an entry a pass
//! deletes.

use std::ops::Range;

use super::{naming, under};
use crate::text_units::lines::line_spans;
use crate::tree::modules::{FileModules, Spec};

/// The extensions of sources whose object file (`x.o`) a Makefile may name.
const SOURCES: [&str; 9] = ["c", "cc", "cpp", "cxx", "c++", "s", "S", "f90", "m"];

/// What a word of a Makefile in `dir` names: the file, or for `x.o` the source it is built from.
fn names(dir: &str, word: &str) -> Option<Spec> {
    let word = word.strip_prefix("./").unwrap_or(word);
    let plain = |c: char| c.is_ascii_alphanumeric() || "._-/+".contains(c);
    if word.is_empty() || !word.contains('.') || !word.chars().all(plain) || word.starts_with('.') {
        return None;
    }
    let mut paths = vec![under(dir, word)];
    if let Some(stem) = word.strip_suffix(".o") {
        paths.extend(SOURCES.iter().map(|e| under(dir, &format!("{stem}.{e}"))));
    }
    Some(Spec::AnyOf(paths))
}

/// The words of `line` (offset `at` in the text) after byte `from`, each with the blank before it.
fn words(line: &[u8], at: usize, from: usize) -> Vec<(Range<usize>, String)> {
    let mut out = Vec::new();
    let mut i = from;
    while i < line.len() {
        let blank = i;
        while i < line.len() && (line[i] == b' ' || line[i] == b'\t') {
            i += 1;
        }
        let start = i;
        while i < line.len() && !line[i].is_ascii_whitespace() {
            i += 1;
        }
        if i > start && blank < start {
            out.push((at + blank..at + i, String::from_utf8_lossy(&line[start..i]).into_owned()));
        }
        if i == start {
            break;
        }
    }
    out
}

/// A rule line's colon (not `:=`, `::=`), if the line is a rule.
fn rule_colon(line: &[u8]) -> Option<usize> {
    if line.first() == Some(&b'\t') || line.starts_with(b"#") {
        return None;
    }
    let colon = line.iter().position(|&b| b == b':')?;
    let assigns = line[..colon].contains(&b'=') || line.get(colon + 1) == Some(&b'=');
    (!assigns && !line[colon + 1..].starts_with(b":=")).then_some(colon)
}

/// The rules of `text`: each rule's span (its line and recipe lines) and its line.
fn rules(text: &[u8]) -> Vec<(Range<usize>, Range<usize>, usize)> {
    let lines = line_spans(text);
    let mut out = Vec::new();
    let mut k = 0;
    while k < lines.len() {
        let Some(colon) = rule_colon(&text[lines[k].clone()]) else {
            k += 1;
            continue;
        };
        let mut end = k + 1;
        while end < lines.len() && text[lines[end].clone()].first() == Some(&b'\t') {
            end += 1;
        }
        out.push((lines[k].start..lines[end - 1].end, lines[k].clone(), colon));
        k = end;
    }
    out
}

/// What a Makefile in directory `dir` names.
pub fn read(dir: &str, text: &[u8]) -> FileModules {
    let mut out = FileModules::default();
    let rule_list = rules(text);
    for (rule, line, colon) in &rule_list {
        let targets = String::from_utf8_lossy(&text[line.start..line.start + colon]).into_owned();
        for target in targets.split_whitespace() {
            if let Some(spec) = names(dir, target) {
                out.statements.push(naming(rule.clone(), spec));
            }
        }
    }
    for span in line_spans(text) {
        let line = &text[span.clone()];
        let from = match rule_colon(line) {
            Some(colon) => colon + 1,
            None if line.first() == Some(&b'\t') => 0,
            None => match line.iter().position(|&b| b == b'=') {
                Some(eq) => eq + 1,
                None => continue,
            },
        };
        for (word_span, word) in words(line, span.start, from) {
            if let Some(spec) = names(dir, &word) {
                out.statements.push(naming(word_span, spec));
            }
        }
    }
    out.statements.sort_by_key(|s| s.span.start);
    out
}

/// The rules of a Makefile, each an entry.
pub fn entries(text: &[u8]) -> Vec<Vec<Range<usize>>> {
    rules(text).into_iter().map(|(rule, _, _)| vec![rule]).collect()
}

#[cfg(test)]
mod tests {
    use super::super::super::tests::{tree, without};

    const MAKEFILE: &str = "OBJS = main.o util.o\napp: main.o util.o\n\tcc -o app main.o util.o\nutil.o: util.c util.h\n\tcc -c util.c\nclean:\n\trm -f $(OBJS) app\n";

    #[test]
    fn a_source_takes_its_rule_and_every_word_naming_it_or_its_object() {
        let (b, langs) =
            tree(&[("Makefile", MAKEFILE), ("main.c", "int main(){}\n"), ("util.c", "\n"), ("util.h", "\n")]);
        let after = without(&b, &langs, &["util.c"]);
        assert_eq!(
            String::from_utf8_lossy(&after["Makefile"]),
            "OBJS = main.o\napp: main.o\n\tcc -o app main.o\nclean:\n\trm -f $(OBJS) app\n"
        );
        let after = without(&b, &langs, &["util.h"]);
        assert_eq!(
            String::from_utf8_lossy(&after["Makefile"]),
            MAKEFILE.replace(" util.h", ""),
            "a header goes from the prerequisites"
        );
    }
}
