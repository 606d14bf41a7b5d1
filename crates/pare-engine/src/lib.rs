//! `pare-engine`: the part of pare that knows no syntax and no pass, as a crate of its own so that
//! the compiler keeps it so. It holds the foundations (why a run stops, the shortlex order,
//! content hashes and the verdict cache, statistics, protected text), the judge's interface
//! (`Oracle`, `CandidateFilter`), adaptive deletion over any list of units and text edits as
//! deletion lists, and the engine: the door that commits verdicts in the order a sequential run
//! would ask them while it runs calls ahead of need.
//!
//! The `pare` library builds on it and re-exports what an embedder needs (`pare::oracle`,
//! `pare::stats`, `pare::stop`); the rest is public here only because `pare` uses it, with no
//! promise of stability. ARCHITECTURE.md has the layers.

#![deny(missing_docs)]

pub mod adaptive;
pub mod cache;
pub mod edits;
pub mod engine;
pub mod oracle;
pub mod protect;
pub mod shortlex;
pub mod stats;
pub mod stop;
#[cfg(any(test, feature = "subset-model"))]
pub mod subset_model;
