//! Everything tree-sitter: which language a file is in, the per-language tables, parsing and
//! the syntax pre-filter. What passes read off the trees (declarations, references, reachability,
//! node lists) is a layer above, in [`crate::analysis`].

pub mod chains;
pub mod filter;
pub mod grammar;
pub mod grammar_dirs;
pub mod language;
pub mod local_count;
pub mod parse;
pub mod points;
pub mod read_as;
pub mod table_merge;
pub mod walk;
