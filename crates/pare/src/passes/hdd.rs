//! `hdd`: hierarchical delta debugging on the tree-sitter tree. For depth 0, 1, 2, … the named
//! nodes at that depth that may vanish (or be replaced by a shorter stand-in) are reduced with
//! adaptive deletion, last first; levels are swept again until a whole sweep changes nothing (HDD*).
//!
//! The levels, and the sweeps after the first, are one chain of [`NodeList`] levels, so the pass is
//! a single backward deletion. The scan's failure path continues across levels: when every
//! remaining unit of a level fails, the text is unchanged, so the next level's units are exactly
//! what a sequential HDD tries next. Handing the door one sequence that runs on into deeper levels
//! (and the next sweep) therefore makes the same calls in sequence, but keeps a parallel door
//! busy where levels hold only a few nodes.

use super::Context;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::adaptive::reduce_list_from;
use crate::analysis::node_list::NodeList;
use crate::stop::Stop;
use crate::syntax::parse::tree_of;

/// Deletes syntax subtrees level by level.
pub const HDD: Spec = Spec {
    name: "hdd",
    description: "hierarchical delta debugging: delete or stand in for syntax nodes, level by level",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Any,
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    let Some(grammar) = cx.grammar() else { return Ok(()) };
    let best = cx.best();
    let tree = tree_of(grammar.lang, &best);
    // A run that yielded resumes at its depth, below the unit it stopped at.
    let at = cx.resume();
    let mut list = NodeList::new(grammar, best, tree, at.map_or(0, |p| p.level));
    reduce_list_from(cx, &mut list, at.map(|p| p.unit))?;
    Ok(())
}
