//! The passes by name, for a command line's `--list-passes` and `--passes`, without making the
//! [`crate::passes::Pass`] trait (and the context it runs in) part of the library's surface.
//! All of it reads the one table of [`crate::passes::registry`].

use std::collections::BTreeMap;

use crate::passes::{self, registry};
use crate::syntax::language::Lang;

/// Every pass's name and one-line description, in the registry's order: the single-file passes,
/// then those over trees.
pub fn pass_descriptions() -> Vec<(&'static str, &'static str)> {
    registry::REGISTRY.iter().map(|e| (e.name(), e.description())).collect()
}

/// Checks pass names before a run starts, so that a typo is a usage error at once; the message
/// lists the known names.
pub fn check_pass_names(names: &[&str]) -> Result<(), String> {
    passes::select(names).map(drop)
}

/// Checks pass names (`--passes`) for the tree `original` whose files have the languages `langs`
/// before a run starts, so that a typo is a usage error at once; the message lists the choices,
/// the passes over whole trees among them.
pub fn check_tree_pass_names(
    original: &[u8],
    langs: &BTreeMap<String, Lang>,
    names: Option<&[String]>,
) -> Result<(), String> {
    passes::for_tree(original, langs, names).map(drop)
}
