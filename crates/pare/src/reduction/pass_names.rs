//! The passes by name, for a command line's `--list-passes` and `--passes`, without making the
//! [`crate::passes::Pass`] trait (and the context it runs in) part of the library's surface.

use crate::passes;

/// Every pass's name and one-line description: the single-file passes, then those over trees.
pub fn pass_descriptions() -> Vec<(&'static str, &'static str)> {
    let tree = crate::tree::passes::listed().into_iter().map(|p| (p.name(), p.description()));
    passes::all().map(|p| (p.name, p.description)).chain(tree).collect()
}

/// Checks pass names before a run starts, so that a typo is a usage error at once; the message
/// lists the known names.
pub fn check_pass_names(names: &[&str]) -> Result<(), String> {
    passes::select(names).map(drop)
}
