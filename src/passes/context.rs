//! What a pass sees while it runs: the best test case, the grammar, the scan order, and the door.
//!
//! A pass gets this narrow view instead of the engine, so it cannot reach the statistics, the
//! options it does not need, or the speculation bookkeeping: everything it learns about
//! candidates comes through the door, and everything it changes goes through it.

use std::sync::Arc;

use crate::adaptive::{Door, Query, ScanOrder};
use crate::engine::Engine;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;

/// The options a pass may read.
#[derive(Clone, Copy)]
pub struct PassOptions {
    /// The order deletion passes scan their units in.
    pub order: ScanOrder,
    /// The file's grammar, when it is in a language pare has a grammar for.
    pub grammar: Option<&'static Grammar>,
}

/// A running pass's view of the reduction.
pub struct Context<'a> {
    engine: &'a mut Engine,
    options: PassOptions,
}

impl<'a> Context<'a> {
    /// The view of `engine` for a pass run with `options`.
    pub fn new(engine: &'a mut Engine, options: PassOptions) -> Context<'a> {
        Context { engine, options }
    }

    /// The best test case so far.
    pub fn best(&self) -> Arc<Vec<u8>> {
        self.engine.best()
    }

    /// The file's grammar, if pare has one for its language.
    pub fn grammar(&self) -> Option<&'static Grammar> {
        self.options.grammar
    }

    /// The order deletion passes scan their units in.
    pub fn order(&self) -> ScanOrder {
        self.options.order
    }

    /// Evaluates one candidate; true if it became the new best.
    pub fn try_candidate(&mut self, candidate: Vec<u8>) -> Result<bool, Stop> {
        self.engine.try_candidate(candidate)
    }

    /// Makes `text` the result if the oracle accepts it, even when it is not smaller (`format`).
    pub fn present(&mut self, text: Vec<u8>) -> Result<bool, Stop> {
        self.engine.present(text)
    }
}

impl Door<Vec<u8>> for Context<'_> {
    fn query(&mut self, query: &mut dyn Query<Vec<u8>>, stop_on: bool) -> Result<Option<usize>, Stop> {
        self.engine.query(query, stop_on)
    }

    fn success_likely(&self) -> bool {
        self.engine.success_likely()
    }
}
