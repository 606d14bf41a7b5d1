//! Parsing with one tree-sitter parser per thread and language (parsers are not `Sync`).

use std::cell::RefCell;
use std::collections::HashMap;

use tree_sitter::{Parser, Tree};

use super::grammar::Grammar;
use super::language::Lang;

thread_local! {
    static PARSERS: RefCell<HashMap<Lang, Parser>> = RefCell::new(HashMap::new());
}

/// Parses `text`, reusing `old` (already edited to match `text`) for an incremental parse. The
/// parser reads `text` as the language's table says (`[[read_as]]`, [`super::reading`]): the
/// tree's nodes span the real text, their kinds come from the reading.
pub fn parse(lang: Lang, text: &[u8], old: Option<&Tree>) -> Tree {
    parse_reading(lang, &Grammar::get(lang).read(text), old)
}

/// Parses `reading`, which is already what the parser should read (`Grammar::read` of a text),
/// reusing `old` (edited to match `reading`).
pub fn parse_reading(lang: Lang, reading: &[u8], old: Option<&Tree>) -> Tree {
    PARSERS.with(|parsers| {
        let mut parsers = parsers.borrow_mut();
        let parser = parsers.entry(lang).or_insert_with(|| {
            let mut p = Parser::new();
            p.set_language(&lang.ts_language()).expect("the grammar crate matches the tree-sitter version");
            p
        });
        parser.parse(reading, old).expect("parsing without a time-out or cancellation flag always returns a tree")
    })
}
