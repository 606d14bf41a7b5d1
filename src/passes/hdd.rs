//! `hdd`: hierarchical delta debugging on the tree-sitter tree. For depth 0, 1, 2, … the named
//! nodes at that depth that may vanish (or be replaced by a shorter stand-in) are reduced with
//! adaptive deletion; levels are swept again until a whole sweep changes nothing (HDD*).

use super::Pass;
use crate::adaptive::reduce_list;
use crate::reducer::Reducer;
use crate::stop::Stop;
use crate::syntax::node_list::NodeList;
use crate::syntax::parse::parse;

/// Deletes syntax subtrees level by level.
pub struct Hdd;

impl Pass for Hdd {
    fn name(&self) -> &'static str {
        "hdd"
    }
    fn description(&self) -> &'static str {
        "hierarchical delta debugging: delete or stand in for syntax nodes, level by level"
    }
    fn run(&self, reducer: &mut Reducer) -> Result<(), Stop> {
        let Some(grammar) = reducer.options.grammar else { return Ok(()) };
        let order = reducer.options.order;
        loop {
            let generation = reducer.state().generation();
            let best = reducer.best();
            let mut text = best.to_vec();
            let mut tree = parse(grammar.lang, &text, None);
            for depth in 0.. {
                let mut list = NodeList::new(grammar, text, tree, depth);
                if !list.reached() {
                    break;
                }
                reduce_list(reducer, &mut list, order)?;
                (text, tree) = list.into_parts();
            }
            if reducer.state().generation() == generation {
                return Ok(());
            }
        }
    }
}
