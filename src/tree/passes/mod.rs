//! The passes that work on a tree as a whole: what no pass over one file can do (delete a file,
//! move a header into the one file that includes it, delete a declaration no file uses, rename
//! a name in every file at once).
//!
//! Each sees the whole bundle through an unframed [`crate::passes::Context`] and changes it
//! only record by record (see [`super::bundle`]).

pub mod files;

use crate::passes::Pass;

/// Every pass over a whole tree, in the order they run before they are measured.
pub fn all() -> Vec<Box<dyn Pass>> {
    vec![Box::new(files::Files)]
}
