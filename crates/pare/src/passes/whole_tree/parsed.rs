//! The files of a tree with their parses, for the passes that look across files, and edits of
//! several files as one edit of the bundle.

use std::collections::HashSet;

use tree_sitter::Tree;

use crate::edits::Piece;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::{forget_file_trees, tree_of_file};
use crate::tree::bundle;
use crate::tree::languages::Langs;

/// One file of a bundle, parsed when it has a language.
pub struct ParsedFile<'b> {
    /// Where its contents start in the bundle.
    pub start: usize,
    /// Its contents.
    pub text: &'b [u8],
    /// Its grammar and its parse, when it has a language.
    pub syntax: Option<(&'static Grammar, Tree)>,
}

impl ParsedFile<'_> {
    /// `pieces` of this file's text, moved to where the file sits in the bundle.
    pub fn in_bundle(&self, pieces: impl IntoIterator<Item = Piece>) -> impl Iterator<Item = Piece> {
        let start = self.start;
        pieces.into_iter().map(move |p| Piece { range: p.range.start + start..p.range.end + start, with: p.with })
    }
}

/// Every file of `bundle`, in order, parsed with its language in `langs` (each file's tree
/// as a fresh parse gives it, from the trees of its recent versions: [`tree_of_file`]).
pub fn parse_all<'b>(bundle: &'b [u8], langs: &Langs) -> Vec<ParsedFile<'b>> {
    let records = bundle::records(bundle).unwrap_or_default();
    let paths: HashSet<&str> = records.iter().map(|r| r.path(bundle)).collect();
    forget_file_trees(|path| paths.contains(path));
    records
        .iter()
        .map(|r| {
            let (path, text) = (r.path(bundle), r.content(bundle));
            let syntax = langs.get(path).map(|&lang| (Grammar::get(lang), tree_of_file(path, lang, text)));
            ParsedFile { start: r.content.start, text, syntax }
        })
        .collect()
}
