//! `pare`: a grammar-aware, hierarchical test-case reducer.
//!
//! A run reads a file and an interestingness test, then repeatedly proposes smaller candidates
//! through one door ([`reducer::Reducer`], implementing [`adaptive::Door`]) until no pass can make
//! progress. The pieces, from the bottom up:
//!
//! - [`test_runner`] runs the test once, in a private directory, in its own process group;
//! - [`evaluator`] runs calls on a rayon pool;
//! - [`state`] owns the best test case (shortlex order, [`shortlex`]), the [`cache`] and the [`stats`];
//! - [`reducer`] is the door: speculative, deterministic evaluation of candidate sequences;
//! - [`adaptive`] is adaptive deletion over any [`adaptive::DeletionList`], e.g. [`edits::SpanList`];
//! - [`views`] are the bad parses (lines, tokens, brace pairs, whitespace);
//! - [`passes`] turn views into deletion lists; [`scheduler`] runs them to a fixed point;
//! - [`cli`] and [`app`] are the command line.

pub mod adaptive;
pub mod app;
pub mod cache;
pub mod cli;
pub mod edits;
pub mod evaluator;
pub mod expect;
pub mod output;
pub mod passes;
pub mod private_dir;
pub mod progress;
pub mod protect;
pub mod reducer;
pub mod scheduler;
pub mod shortlex;
pub mod sim;
pub mod speculation;
pub mod state;
pub mod stats;
pub mod stop;
pub mod syntax;
pub mod test_runner;
pub mod views;
