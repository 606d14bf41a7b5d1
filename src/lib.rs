//! `pare`: a grammar-aware, hierarchical test-case reducer, as a library.
//!
//! Give a [`Reduction`] the bytes of a test case and an [`Oracle`] that says whether a candidate
//! is still interesting; it returns the smallest candidate it can find (shortlex order: shorter,
//! then lexicographically smaller) on which the oracle still says yes.
//!
//! ```
//! use pare::{FnOracle, Lang, Reduction};
//!
//! // Interesting while both `b = 7` and `return b` are there.
//! fn still_fails(c: &[u8]) -> bool {
//!     let has = |w: &[u8]| c.windows(w.len()).any(|x| x == w);
//!     has(b"b = 7") && has(b"return b")
//! }
//! let source = b"int f(void) {\n  int a = 1;\n  int b = 7;\n  a = a + 1;\n  return b;\n}\n";
//! let outcome = Reduction::new(source.to_vec()).language(Lang::C).jobs(1).run(FnOracle(still_fails)).unwrap();
//! assert!(outcome.best.len() < source.len());
//! assert!(still_fails(&outcome.best));
//! ```
//!
//! The pieces, from the outside in:
//!
//! - [`reduction`]: the builder, and what a run returns;
//! - [`oracle`]: the judge of candidates; [`process`] is the one that runs an external test;
//!   [`journal`] records verdicts so that an interrupted reduction resumes where it was;
//! - [`scheduler`] runs [`passes`] to a fixed point, each through a [`passes::Context`];
//! - [`engine`] is the door: speculative, deterministic evaluation of candidate sequences;
//! - [`adaptive`] is adaptive deletion over any [`adaptive::DeletionList`], e.g. [`edits::SpanList`];
//! - [`views`] are the bad parses (lines, tokens, brace pairs, whitespace); [`syntax`] the good
//!   ones (tree-sitter grammars and the tables in `grammars/`).

#![deny(missing_docs)]

pub mod adaptive;
pub mod cache;
pub mod edits;
pub mod engine;
pub mod journal;
pub mod oracle;
pub mod passes;
pub mod process;
pub mod protect;
pub mod reduction;
pub mod scheduler;
pub mod shortlex;
#[cfg(any(test, feature = "sim"))]
pub mod sim;
pub mod stats;
pub mod stop;
pub mod syntax;
pub mod tree;
pub mod views;

pub use oracle::{FnOracle, Oracle, Verdict};
pub use reduction::{Ended, Outcome, Reduction};
pub use syntax::language::Lang;
