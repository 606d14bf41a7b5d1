//! C and C++ includes across a tree: `includes` deletes `#include` lines (every C-family file's,
//! by adaptive deletion over all of them at once, so that a header nothing includes any more can
//! go with `files`), and `inline-headers` moves a header that exactly one line of the tree
//! includes into that line's place and deletes the header (C-Vise's inlining of headers
//! included once: pasting a header into several files could break the one-definition rule and
//! would grow the tree).

use std::ops::Range;
use std::sync::Arc;

use crate::edits::{Piece, SpanList};
use crate::passes::{Context, Pass, try_in_order};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::tree::bundle::{self, Record};
use crate::tree::languages::Langs;
use crate::views::lines::line_spans;

/// Deletes `#include` lines.
pub struct Includes(pub Arc<Langs>);

/// Inlines headers included once.
pub struct InlineHeaders(pub Arc<Langs>);

/// One `#include` line of a file of the tree.
struct IncludeLine {
    /// The line, with its line break, in the bundle.
    line: Range<usize>,
    /// The path it names, as written.
    target: String,
    /// The path of the file it is in.
    from: String,
}

/// The path an `#include` line names, if `line` is one.
fn include_target(line: &[u8]) -> Option<String> {
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

/// Every `#include` line of the C-family files of `best`, in order.
fn include_lines(best: &[u8], langs: &Langs) -> Vec<IncludeLine> {
    let mut out = Vec::new();
    for record in bundle::records(best).unwrap_or_default() {
        let path = record.path(best);
        if !langs.get(path).is_some_and(|&l| Grammar::get(l).is_c_family()) {
            continue;
        }
        let text = record.content(best);
        for span in line_spans(text) {
            if let Some(target) = include_target(&text[span.clone()]) {
                let line = record.content.start + span.start..record.content.start + span.end;
                out.push(IncludeLine { line, target, from: path.to_string() });
            }
        }
    }
    out
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

/// The file of the tree (one of `paths`) that `#include target` in `from` names: beside `from`,
/// else from the root, else the one file whose path ends with it (an include directory).
fn resolve(from: &str, target: &str, paths: &[&str]) -> Option<String> {
    let dir = from.rsplit_once('/').map_or("", |(d, _)| d);
    for candidate in [join(dir, target), join("", target)].into_iter().flatten() {
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

/// A header that exactly one include line names: that line and the header's record.
struct Inline {
    line: Range<usize>,
    header: Record,
}

/// Every header of `best` that exactly one include line of another file names, in tree order.
fn inlines(best: &[u8], langs: &Langs) -> Vec<Inline> {
    let records = bundle::records(best).unwrap_or_default();
    let paths: Vec<&str> = records.iter().map(|r| r.path(best)).collect();
    let lines = include_lines(best, langs);
    let resolved: Vec<Option<String>> = lines.iter().map(|l| resolve(&l.from, &l.target, &paths)).collect();
    let mut out = Vec::new();
    for record in &records {
        let path = record.path(best);
        let mut including = lines.iter().zip(&resolved).filter(|(_, to)| to.as_deref() == Some(path));
        if let (Some((line, _)), None) = (including.next(), including.next())
            && line.from != path
        {
            out.push(Inline { line: line.line.clone(), header: record.clone() });
        }
    }
    out
}

/// `best` with the header pasted in place of its include line, and its file deleted.
fn inline(best: &[u8], inline: &Inline) -> Vec<u8> {
    let mut content = inline.header.content(best).to_vec();
    if !content.is_empty() && !content.ends_with(b"\n") {
        content.push(b'\n');
    }
    let mut pieces = [Piece::replace(inline.line.clone(), &content), Piece::delete(inline.header.whole.clone())];
    pieces.sort_by_key(|p| p.range.start);
    crate::edits::apply(best, &pieces)
}

impl Pass for Includes {
    fn name(&self) -> &'static str {
        "includes"
    }
    fn description(&self) -> &'static str {
        "(trees) delete #include lines of every C and C++ file, by adaptive deletion over all of them"
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let best = cx.best();
        let mut list = SpanList::new(best.to_vec());
        for include in include_lines(&best, &self.0) {
            list.push([Piece::delete(include.line)]);
        }
        crate::passes::reduce(cx, &mut list)?;
        Ok(())
    }
}

impl Pass for InlineHeaders {
    fn name(&self) -> &'static str {
        "inline-headers"
    }
    fn description(&self) -> &'static str {
        "(trees) paste a header that one #include line names in place of that line, and delete it"
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let langs = self.0.clone();
        try_in_order(cx, |best| inlines(best, &langs), inline)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;
    use crate::tree::bundle::{Files, decode, encode};

    fn tree(files: &[(&str, &str)]) -> (Vec<u8>, Langs) {
        let files: Files = files.iter().map(|(p, c)| (p.to_string(), c.as_bytes().to_vec())).collect();
        let langs = crate::tree::languages::languages(files.keys().map(String::as_str), None);
        (encode(&files).unwrap(), langs)
    }

    #[test]
    fn include_lines_name_their_targets() {
        assert_eq!(include_target(b"  #  include \"a/b.h\" // x\n").as_deref(), Some("a/b.h"));
        assert_eq!(include_target(b"#include <stdio.h>").as_deref(), Some("stdio.h"));
        assert_eq!(include_target(b"#define include \"x\""), None);
        let paths = ["inc/a.h", "src/b.h", "src/c.c", "x.h"];
        assert_eq!(resolve("src/c.c", "b.h", &paths).as_deref(), Some("src/b.h"));
        assert_eq!(resolve("src/c.c", "../x.h", &paths).as_deref(), Some("x.h"));
        assert_eq!(resolve("src/c.c", "a.h", &paths).as_deref(), Some("inc/a.h"), "an include directory");
        assert_eq!(resolve("src/c.c", "stdio.h", &paths), None);
        assert_eq!(resolve("src/c.c", "../../etc/passwd", &paths), None);
    }

    #[test]
    fn a_header_included_once_moves_into_its_includer() {
        let (best, langs) = tree(&[
            ("a.c", "#include \"once.h\"\n#include \"twice.h\"\nint a;\n"),
            ("b.c", "#include \"twice.h\"\n#include <stdio.h>\n"),
            ("Makefile", "#include \"once.h\"\n"),
            ("once.h", "int once;"),
            ("twice.h", "int twice;\n"),
        ]);
        let found = inlines(&best, &langs);
        assert_eq!(found.len(), 1, "twice.h has two includers; a Makefile is not C");
        let after = decode(&inline(&best, &found[0])).unwrap();
        assert_eq!(after["a.c"], b"int once;\n#include \"twice.h\"\nint a;\n");
        assert!(!after.contains_key("once.h"));
        assert_eq!(include_lines(&best, &langs).len(), 4);
        assert_eq!(langs.get("once.h"), Some(&Lang::C));
    }
}
