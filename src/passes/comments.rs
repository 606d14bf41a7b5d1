//! `comments`: delete comments, all at once if the test allows (one call), else with adaptive
//! deletion. Comments almost never matter to a bug, and deleting them first makes every later
//! pass cheaper.

use super::Pass;
use crate::adaptive::{DeletionList, reduce_list};
use crate::reducer::Reducer;
use crate::stop::Stop;
use crate::syntax::parse::parse;

/// Deletes comment nodes.
pub struct Comments;

impl Pass for Comments {
    fn name(&self) -> &'static str {
        "comments"
    }
    fn description(&self) -> &'static str {
        "delete all comments at once, else comment by comment (C, Rust, JavaScript)"
    }
    fn run(&self, reducer: &mut Reducer) -> Result<(), Stop> {
        let Some(grammar) = reducer.options.grammar else { return Ok(()) };
        let best = reducer.best();
        let tree = parse(grammar.lang, &best, None);
        let mut list = super::node_spans(&tree, &best, |node| {
            node.is_named() && (node.is_extra() || grammar.is_comment(node.kind()))
        });
        if list.is_empty() || reducer.try_candidate(list.candidate(0..list.len()))? {
            return Ok(());
        }
        let order = reducer.options.order;
        reduce_list(reducer, &mut list, order)?;
        Ok(())
    }
}
