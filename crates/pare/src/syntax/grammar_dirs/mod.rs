//! Grammars a user brings (`--grammar DIR`): a tree-sitter grammar directory is compiled once
//! into a cached shared library, loaded, checked against this build's ABI, and given a table
//! derived from its own files ([`derive`]), to which an optional hand-written table
//! (`--grammar-table FILE`, the format of `grammars/`) adds or overrides entries.
//!
//! A loaded grammar is a [`Lang::Loaded`] for the rest of the process: the library stays mapped
//! and its table and grammar knowledge live as long as the built-in ones.
//!
//! Loading needs a C compiler (`cc`) and the dynamic loader (`libloading`): it is the
//! `grammar-dirs` feature, which the command line turns on. Without it no grammar is ever
//! loaded, and an embedder that parses only the built-in languages builds neither.

#[cfg(feature = "grammar-dirs")]
mod compile;
#[cfg(feature = "grammar-dirs")]
mod derive;
#[cfg(feature = "grammar-dirs")]
mod error;
#[cfg(feature = "grammar-dirs")]
mod load;

use std::path::PathBuf;
use std::sync::Mutex;

#[cfg(feature = "grammar-dirs")]
pub use error::LoadError;
#[cfg(feature = "grammar-dirs")]
pub use load::load;

use super::grammar::Grammar;

/// One loaded grammar. Never freed: the language points into `_library`. (Without the
/// `grammar-dirs` feature none is ever made.)
#[cfg_attr(not(feature = "grammar-dirs"), allow(dead_code))]
pub(crate) struct Loaded {
    /// Where it came from (with the hints file), so loading it again finds it.
    source: (PathBuf, Option<PathBuf>),
    /// The tree-sitter language.
    pub language: tree_sitter::Language,
    /// Its `node-types.json`.
    pub node_types: &'static str,
    /// Its table, derived and merged with the hints.
    pub table: &'static str,
    /// What pare knows about its syntax.
    pub grammar: Grammar,
    #[cfg(feature = "grammar-dirs")]
    _library: libloading::Library,
}

static LOADED: Mutex<Vec<&'static Loaded>> = Mutex::new(Vec::new());

/// The grammar loaded as number `index` (a [`Lang::Loaded`] exists only after its load).
pub(crate) fn get(index: usize) -> &'static Loaded {
    LOADED.lock().unwrap_or_else(|e| e.into_inner())[index]
}
