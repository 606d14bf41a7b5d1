//! Parsing with one tree-sitter parser per thread and language (parsers are not `Sync`).

use std::cell::RefCell;
use std::collections::HashMap;

use tree_sitter::{Parser, Tree};

use super::language::Lang;

thread_local! {
    static PARSERS: RefCell<HashMap<Lang, Parser>> = RefCell::new(HashMap::new());
}

/// Parses `text`, reusing `old` (already edited to match `text`) for an incremental parse.
pub fn parse(lang: Lang, text: &[u8], old: Option<&Tree>) -> Tree {
    PARSERS.with(|parsers| {
        let mut parsers = parsers.borrow_mut();
        let parser = parsers.entry(lang).or_insert_with(|| {
            let mut p = Parser::new();
            p.set_language(&lang.ts_language()).expect("the grammar crate matches the tree-sitter version");
            p
        });
        parser.parse(text, old).expect("parsing without a time-out or cancellation flag always returns a tree")
    })
}
