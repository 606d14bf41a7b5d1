//! Reducing a tree of files (a project: sources, headers, build files) instead of one file.
//!
//! The tree is one text to the engine (a [`bundle`]: every file's path and contents, in path
//! order), so everything the engine promises for a file holds for a tree unchanged: the
//! verdict cache is keyed by the whole tree's content, results are the same for every `--jobs`,
//! an interrupt keeps the best tree, and the journal replays a tree reduction. What is new is
//! what this module knows of a tree: each file's language (`languages`), what each file says of
//! the others (`modules`: the module graph; `references`: the `#include`s), and a syntax filter
//! that counts errors file by file (`filter`). The passes that run on a tree are in
//! [`crate::passes`]: those over the whole tree (`passes::whole_tree`: delete files, inline
//! headers and modules, declarations and names across files), and every single-file pass across
//! the files (`passes::per_file`), each file cut out of the bundle by a frame and parsed with its
//! own grammar; `passes::registry` says which run by default.
//!
//! A library user gives [`crate::Reduction::tree`] a map of relative paths to contents and an
//! oracle over bundles ([`FnTreeOracle`] decodes them for a closure); the command line's
//! process oracle writes each candidate out as a directory ([`layout`]).

pub mod bundle;
pub(crate) mod filter;
pub(crate) mod languages;
pub mod layout;
pub(crate) mod modules;
pub(crate) mod oracle;
pub(crate) mod references;
pub mod written;

pub use bundle::Files;
pub use languages::of_bundle as file_languages;
pub use oracle::FnTreeOracle;
