//! Reducing a tree of files (a project: sources, headers, build files) instead of one file.
//!
//! The tree is one text to the engine (a [`bundle`]: every file's path and contents, in path
//! order), so everything the engine promises for a file holds for a tree unchanged: the
//! verdict cache is keyed by the whole tree's content, results are the same for every `--jobs`,
//! an interrupt keeps the best tree, and the journal replays a tree reduction. What is new is
//! which passes run on that text (`plan`): the passes over the whole tree (`passes`:
//! delete files, inline headers, declarations and names across files), and every single-file
//! pass across the files (`across`), each file cut out of the bundle by a `frame` and parsed
//! with its own grammar (`languages`); and the syntax filter counts errors file by file (`filter`).
//!
//! A library user gives [`crate::Reduction::tree`] a map of relative paths to contents and an
//! oracle over bundles ([`FnTreeOracle`] decodes them for a closure); the command line's
//! process oracle writes each candidate out as a directory ([`layout`]).

pub(crate) mod across;
pub mod bundle;
pub(crate) mod filter;
pub(crate) mod frame;
pub(crate) mod languages;
pub mod layout;
pub(crate) mod modules;
pub(crate) mod oracle;
pub(crate) mod passes;
pub(crate) mod plan;
pub(crate) mod references;

pub use bundle::Files;
pub use oracle::FnTreeOracle;
pub use plan::languages as file_languages;

use std::collections::BTreeMap;

use crate::syntax::language::Lang;

/// Checks pass names (`--passes`) for the tree `original` whose files have the languages `langs`
/// before a run starts, so that a typo is a usage error at once; the message lists the choices.
pub fn check_pass_names(
    original: &[u8],
    langs: &BTreeMap<String, Lang>,
    names: Option<&[String]>,
) -> Result<(), String> {
    plan::passes(original, langs, names).map(drop)
}
