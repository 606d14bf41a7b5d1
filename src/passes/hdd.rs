//! `hdd`: hierarchical delta debugging on the tree-sitter tree. For depth 0, 1, 2, … the named
//! nodes at that depth that may vanish (or be replaced by a shorter stand-in) are reduced with
//! adaptive deletion, last first; levels are swept again until a whole sweep changes nothing (HDD*).
//!
//! The scan's failure path continues across levels: when every remaining unit of a level fails,
//! the text is unchanged, so the next level's units are exactly what a sequential HDD tries next.
//! Handing the door one sequence that runs on into deeper levels therefore makes the same calls
//! in sequence, but keeps a parallel door busy where levels hold only a few nodes.

use super::Pass;
use crate::adaptive::DeletionList;
use crate::adaptive::{Door, expand, probe_backward_step};
use crate::reducer::Reducer;
use crate::stop::Stop;
use crate::syntax::node_list::NodeList;
use crate::syntax::parse::parse;

/// Deletes syntax subtrees level by level.
pub struct Hdd;

/// The candidates HDD would try next if none is accepted: the current level's units below `end`
/// (last first), then every deeper level's units, built lazily on the same text.
struct FailurePath<'a> {
    current: &'a NodeList,
    /// Deeper levels built so far: `deeper[i]` is `current.depth() + 1 + i`.
    deeper: Vec<NodeList>,
    /// Which level is being yielded: 0 is `current`, i is `deeper[i - 1]`.
    level: usize,
    /// Units below this index of that level are still to come.
    next: usize,
    /// (level, unit) of every candidate yielded, by position.
    positions: Vec<(usize, usize)>,
}

impl Iterator for FailurePath<'_> {
    type Item = Vec<u8>;

    fn next(&mut self) -> Option<Vec<u8>> {
        loop {
            let list = if self.level == 0 { self.current } else { &self.deeper[self.level - 1] };
            if self.next > 0 {
                self.next -= 1;
                self.positions.push((self.level, self.next));
                return Some(list.candidate(self.next..self.next + 1));
            }
            let below = list.deeper();
            if !below.reached() {
                return None;
            }
            self.next = below.len();
            self.deeper.push(below);
            self.level += 1;
        }
    }
}

/// One HDD sweep from the root to the leaves; returns whether anything was accepted.
fn sweep(reducer: &mut Reducer, mut list: NodeList) -> Result<bool, Stop> {
    let mut progress = false;
    let mut end = list.len();
    loop {
        if reducer.success_likely() {
            // Mostly successes: probe each position along its success path instead.
            if end == 0 {
                list = list.deeper();
                if !list.reached() {
                    return Ok(progress);
                }
                end = list.len();
                continue;
            }
            let deleted;
            (end, deleted) = probe_backward_step(reducer, &mut list, end)?;
            progress |= deleted;
            continue;
        }
        let mut path = FailurePath { current: &list, deeper: Vec::new(), level: 0, next: end, positions: Vec::new() };
        let Some(hit) = reducer.first_with(&mut path, true)? else { return Ok(progress) };
        let (level, j) = path.positions[hit];
        let mut deeper = path.deeper;
        if level > 0 {
            list = deeper.swap_remove(level - 1);
        }
        let k = expand(reducer, j + 1, |k| list.candidate(j + 1 - k..j + 1))?;
        list.commit(j + 1 - k..j + 1);
        progress = true;
        end = (j + 1 - k).min(list.len());
    }
}

impl Pass for Hdd {
    fn name(&self) -> &'static str {
        "hdd"
    }
    fn description(&self) -> &'static str {
        "hierarchical delta debugging: delete or stand in for syntax nodes, level by level"
    }
    fn run(&self, reducer: &mut Reducer) -> Result<(), Stop> {
        let Some(grammar) = reducer.options.grammar else { return Ok(()) };
        loop {
            let best = reducer.best();
            let tree = parse(grammar.lang, &best, None);
            if !sweep(reducer, NodeList::new(grammar, best, tree, 0))? {
                return Ok(());
            }
        }
    }
}
