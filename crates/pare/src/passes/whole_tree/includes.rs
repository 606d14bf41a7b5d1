//! C and C++ includes across a tree: `includes` deletes `#include` lines (every C-family file's,
//! by adaptive deletion over all of them at once, so that a header nothing includes any more can
//! go with `files`), and `inline-headers` moves a header that exactly one line of the tree
//! includes into that line's place and deletes the header (C-Vise's inlining of headers
//! included once: pasting a header into several files could break the one-definition rule and
//! would grow the tree).

use std::ops::Range;

use super::{Shared, TreeSpec};
use crate::edits::{Piece, SpanList};
use crate::passes::{Context, Filtering, Tier, try_in_order};
use crate::stop::Stop;
use crate::tree::bundle::{self, Record};
use crate::tree::languages::Langs;
use crate::tree::references::{by_target, references};

/// Deletes `#include` lines.
pub static INCLUDES: TreeSpec = TreeSpec {
    name: "includes",
    description: "(trees) delete #include lines of every C and C++ file, by adaptive deletion over all of them",
    filtering: Filtering::After,
    tier: Tier::Reducing,
    run: run_includes,
};

/// Inlines headers included once.
pub static INLINE_HEADERS: TreeSpec = TreeSpec {
    name: "inline-headers",
    description: "(trees) paste a header that one #include line names in place of that line, and delete it",
    filtering: Filtering::After,
    tier: Tier::Reducing,
    run: run_inline_headers,
};

/// A header that exactly one include line names: that line and the header's record.
struct Inline {
    line: Range<usize>,
    header: Record,
}

/// Every header of `best` that exactly one include line of another file names, in tree order.
fn inlines(best: &[u8], langs: &Langs) -> Vec<Inline> {
    let records = bundle::records(best).unwrap_or_default();
    let found = references(best, langs);
    let named = by_target(&found);
    records
        .into_iter()
        .filter_map(|header| match named.get(header.path(best)).map(Vec::as_slice) {
            Some([only]) if only.include && only.from != header.path(best) => {
                Some(Inline { line: only.line.clone(), header })
            }
            _ => None,
        })
        .collect()
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

/// The body of [`INCLUDES`].
fn run_includes(cx: &mut Context, tree: &Shared) -> Result<(), Stop> {
    let best = cx.best();
    let mut list = SpanList::new(best.to_vec());
    for include in references(&best, &tree.langs).into_iter().filter(|r| r.include) {
        list.push([Piece::delete(include.line)]);
    }
    crate::passes::reduce(cx, &mut list)?;
    Ok(())
}

/// The body of [`INLINE_HEADERS`].
fn run_inline_headers(cx: &mut Context, tree: &Shared) -> Result<(), Stop> {
    let langs = tree.langs.clone();
    try_in_order(cx, |best| inlines(best, &langs), inline)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;
    use crate::tree::bundle::decode;

    use crate::tree::languages::bundled as tree;

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
        assert_eq!(references(&best, &langs).len(), 4);
        assert_eq!(langs.get("once.h"), Some(&Lang::C));
    }
}
