//! Reducing a tree of files (a project: sources, headers, build files) instead of one file.
//!
//! The tree is one text to the engine (a [`bundle`]: every file's path and contents, in path
//! order), so everything the engine promises for a file holds for a tree unchanged: the
//! verdict cache is keyed by the whole tree's content, results are the same for every `--jobs`,
//! an interrupt keeps the best tree, and the journal replays a tree reduction. What is new is
//! which passes run on that text ([`plan`]): the passes over the whole tree ([`passes`]:
//! delete files, inline headers, declarations and names across files), and every single-file
//! pass across the files ([`across`]), each file cut out of the bundle by a [`frame`] and parsed
//! with its own grammar ([`languages`]); and the syntax filter counts errors file by file ([`filter`]).
//!
//! A library user gives [`crate::Reduction::tree`] a map of relative paths to contents and an
//! oracle over bundles ([`FnTreeOracle`] decodes them for a closure); the command line's
//! process oracle writes each candidate out as a directory ([`layout`]).

pub mod across;
pub mod bundle;
pub mod filter;
pub mod frame;
pub mod languages;
pub mod layout;
pub mod oracle;
pub mod passes;
pub mod plan;
pub mod references;

pub use bundle::Files;
pub use oracle::FnTreeOracle;
