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
//! The public pieces:
//!
//! - [`reduction`]: the builder, what a run returns, and what a command line needs besides
//!   (limits, progress, budget lanes, languages, pass names);
//! - [`oracle`]: the judge of candidates; [`process`] is the one that runs an external test;
//!   [`journal`] records verdicts so that an interrupted reduction resumes where it was;
//! - [`tree`]: reducing a tree of files as one text.
//!
//! Inside (ARCHITECTURE.md has the layers): the scheduler runs the passes to a fixed point;
//! the engine is the door, speculative and deterministic evaluation of candidate sequences;
//! adaptive deletion works over any list of deletable units; the text units are the bad parses
//! (lines, tokens, brace pairs, whitespace) and the syntax module the good ones (tree-sitter
//! grammars and their tables).

#![deny(missing_docs)]

// What an embedder needs: the builder and what a run returns, the oracles (a closure's, a test
// program's), the journal, tree reduction, and the statistics and stops an outcome reports.
pub mod journal;
pub use pare_engine::oracle;
#[cfg(feature = "process")]
pub mod process;
pub mod reduction;
pub use pare_engine::{stats, stop};
pub mod tree;

// The engine's parts are the crate's own business, so that they can change without breaking an
// embedder. The `internals` feature makes them public for the examples, the tests and the
// simulation model only; it is not a stable surface. (Each is declared twice, not by a macro,
// so that rustfmt sees the modules and `cargo fmt` formats them.)
#[cfg(feature = "internals")]
pub mod analysis;
#[cfg(not(feature = "internals"))]
pub(crate) mod analysis;
#[cfg(feature = "internals")]
pub mod passes;
#[cfg(not(feature = "internals"))]
pub(crate) mod passes;
#[cfg(feature = "internals")]
pub mod scheduler;
#[cfg(not(feature = "internals"))]
pub(crate) mod scheduler;
#[cfg(feature = "internals")]
pub mod syntax;
#[cfg(not(feature = "internals"))]
pub(crate) mod syntax;
#[cfg(feature = "internals")]
pub mod text_units;
#[cfg(not(feature = "internals"))]
pub(crate) mod text_units;

// The layers below syntax are the crate `pare-engine` (ARCHITECTURE.md says why); its modules
// keep their paths here (`crate::engine`, `crate::adaptive`, …).
/// Re-exports modules of `pare-engine`: public with the `internals` feature, crate-private
/// without it.
macro_rules! engine_modules {
    ($($name:ident),* $(,)?) => {
        $(
            #[cfg(feature = "internals")]
            pub use pare_engine::$name;
            #[cfg(not(feature = "internals"))]
            pub(crate) use pare_engine::$name;
        )*
    };
}

engine_modules!(adaptive, cache, edits, engine, protect, shortlex);
#[cfg(any(test, feature = "internals"))]
pub use pare_engine::subset_model;

pub use oracle::{Cancel, FnOracle, Oracle, Verdict};
pub use reduction::{Ended, Limits, Outcome, Progress, Reduction};
pub use syntax::language::Lang;
