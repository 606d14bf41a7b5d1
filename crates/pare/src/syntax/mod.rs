//! Everything tree-sitter: which language a file is in, the per-language tables, parsing, the
//! syntax pre-filter, and the node lists that the grammar-aware passes reduce.

pub mod chains;
pub mod effects;
pub mod filter;
pub mod grammar;
pub mod hollow;
pub mod language;
pub mod loaded;
pub mod merge;
pub mod names;
pub mod node_list;
pub mod parse;
pub mod points;
pub mod reachable;
pub mod reading;
pub mod references;
pub mod removal;
pub mod walk;
