//! `cross-rename`: `rename` over a whole tree. A name is renamed in every file at once, to the
//! shortest name no file uses (nor any of the tree's languages keeps as a keyword), largest
//! savings first: renaming a function in the file that defines it alone would break the files
//! that call it.

use std::collections::{BTreeMap, HashSet};
use std::ops::Range;

use super::parsed::parse_all;
use super::{Shared, TreeSpec};
use crate::analysis::names::identifiers;
use crate::edits::Piece;
use crate::passes::rename::nth_name;
use crate::passes::{Context, Filtering, Tier, try_edits};
use crate::stop::Stop;
use crate::text_units::tokens::{Lexicon, TokenKind, tokenize};
use crate::tree::languages::Langs;

/// Renames names in every file at once.
pub static CROSS_RENAME: TreeSpec = TreeSpec {
    name: "cross-rename",
    description: "(trees) rename each name in every file at once to the shortest name no file uses",
    filtering: Filtering::Before,
    tier: Tier::Normalizing,
    run,
};

/// The renamings worth trying on the tree `best`, as edits of the bundle.
fn renamings(best: &[u8], langs: &Langs) -> Vec<Vec<Piece>> {
    let files = parse_all(best, langs);
    let mut used: HashSet<&[u8]> = HashSet::new();
    let mut occurrences: BTreeMap<&[u8], Vec<Range<usize>>> = BTreeMap::new();
    for file in &files {
        let lexicon = file.syntax.as_ref().map_or(Lexicon::plain(), |(g, _)| g.lexicon());
        let words = tokenize(file.text, lexicon).into_iter().filter(|t| t.kind == TokenKind::Word);
        used.extend(words.map(|t| &file.text[t.start..t.end]));
        let Some((grammar, tree)) = &file.syntax else { continue };
        for (name, nodes) in identifiers(grammar, tree, file.text) {
            let at = nodes.iter().map(|n| n.start_byte() + file.start..n.end_byte() + file.start);
            occurrences.entry(name).or_default().extend(at);
        }
    }
    let grammars: Vec<_> = files.iter().filter_map(|f| f.syntax.as_ref().map(|(g, _)| *g)).collect();
    let fresh = (0..)
        .map(nth_name)
        .find(|n| !used.contains(n.as_bytes()) && !grammars.iter().any(|g| g.is_keyword(n)))
        .expect("the sequence of names is infinite");
    let mut out: Vec<(&[u8], Vec<Range<usize>>)> =
        occurrences.into_iter().filter(|(name, _)| name.len() > fresh.len()).collect();
    out.sort_by_key(|(name, ranges)| std::cmp::Reverse(name.len() * ranges.len()));
    out.into_iter()
        .map(|(_, mut ranges)| {
            ranges.sort_by_key(|r| r.start);
            ranges.into_iter().map(|r| Piece::replace(r, fresh.as_bytes())).collect()
        })
        .collect()
}

/// The body of [`CROSS_RENAME`].
fn run(cx: &mut Context, tree: &Shared) -> Result<(), Stop> {
    let langs = tree.langs.clone();
    try_edits(cx, |best| renamings(best, &langs))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use crate::tree::bundle::{Files, decode, encode};

    #[test]
    fn a_name_is_renamed_in_every_file_to_one_no_file_uses() {
        let files: Files = [
            ("a.h", "int compute(int value);\n"),
            ("a.c", "int compute(int value) { return value; }\nint a;\n"),
            ("b.rs", "fn b() {}\n"),
            ("main.c", "int main(void) { return compute(2); }\n"),
        ]
        .iter()
        .map(|(p, c)| (p.to_string(), c.as_bytes().to_vec()))
        .collect();
        let langs = crate::tree::languages::languages(files.keys().map(String::as_str), None);
        let best = encode(&files).unwrap();
        let first = decode(&apply(&best, &renamings(&best, &langs)[0])).unwrap();
        assert_eq!(first["a.h"], b"int c(int value);\n", "`a` and `b` are taken in some file");
        assert_eq!(first["a.c"], b"int c(int value) { return value; }\nint a;\n");
        assert_eq!(first["main.c"], b"int main(void) { return c(2); }\n");
    }
}
