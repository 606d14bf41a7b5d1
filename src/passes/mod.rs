//! Reduction passes: each one kind of transformation, tried through the reducer's single door.
//!
//! A pass reads the best test case, proposes candidates, and returns when it has nothing more to
//! try on the current best. The scheduler decides when to run it again.

use crate::adaptive::Door;
use crate::edits::{Piece, SpanList, apply};
use crate::reducer::Reducer;
use crate::stop::Stop;

pub mod blank;
pub mod braces;
pub mod bytes;
pub mod comments;
pub mod decl;
pub mod format;
pub mod hdd;
pub mod hoist;
pub mod lines;
pub mod literals;
pub mod merge;
pub mod modifiers;
pub mod params;
pub mod rename;
pub mod substitute;
pub mod tokens;
pub mod unwrap;

/// Where the scheduler places a pass (seed 002, "Reduction Passes"). Lower tiers run first; a
/// pass of a higher tier runs only when every pass below it is stuck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Tier {
    /// Size-reducing and cheap: about one call per unit, most of them removing a lot.
    Cheap,
    /// Size-reducing but expensive: many candidates per unit, or quadratic in the file.
    Expensive,
    /// Normalising: rewrites that shorten little (names, literals, whitespace).
    Normalizing,
    /// Runs once, after the fixed point (`format`).
    Final,
}

/// One reduction pass.
pub trait Pass: Send + Sync {
    /// The name users give to `--passes`.
    fn name(&self) -> &'static str;
    /// One line for `--list-passes`.
    fn description(&self) -> &'static str;
    /// Where the scheduler places the pass.
    fn tier(&self) -> Tier {
        Tier::Cheap
    }
    /// Tries the pass's transformations on the current best until none is left to try.
    fn run(&self, reducer: &mut Reducer) -> Result<(), Stop>;
}

/// Tries the candidates `items` describes on the current best, in order, building each text only
/// when the door asks for it; after a success the list is recomputed on the new best and the
/// search continues at the same index, never from the start (seed 000).
pub fn try_in_order<T>(
    reducer: &mut Reducer,
    items: impl Fn(&[u8]) -> Vec<T>,
    build: impl Fn(&[u8], &T) -> Vec<u8>,
) -> Result<(), Stop> {
    let mut position = 0;
    loop {
        let best = reducer.best();
        let list = items(&best);
        if position >= list.len() {
            return Ok(());
        }
        match reducer.first_with(&mut list[position..].iter().map(|item| build(&best, item)), true)? {
            Some(k) => position += k,
            None => return Ok(()),
        }
    }
}

/// Tries edits of the current best (each a list of sorted, disjoint pieces), in order, like
/// [`try_in_order`]: the shape of every pass that proposes independent rewrites.
pub fn try_edits(reducer: &mut Reducer, edits: impl Fn(&[u8]) -> Vec<Vec<Piece>>) -> Result<(), Stop> {
    try_in_order(reducer, edits, |best, pieces| apply(best, pieces))
}

/// A deletion list with one unit per outermost node of `tree` that `matches`, each with its
/// line when it stands alone on it (else with the spaces after it), in document order.
pub fn node_spans(tree: &tree_sitter::Tree, text: &[u8], matches: impl Fn(tree_sitter::Node) -> bool) -> SpanList {
    let mut list = SpanList::new(text.to_vec());
    let mut last_end = 0;
    crate::syntax::walk::preorder(tree, |node| {
        let found = matches(node);
        if found {
            let range = crate::views::lines::with_line(text, node.byte_range());
            if range.start >= last_end {
                last_end = range.end;
                list.push([Piece::delete(range)]);
            }
        }
        !found
    });
    list
}

/// Every pass pare has.
pub fn all() -> Vec<Box<dyn Pass>> {
    vec![
        Box::new(comments::Comments),
        Box::new(hdd::Hdd),
        Box::new(braces::Braces),
        Box::new(hoist::Hoist),
        Box::new(unwrap::UnwrapPass),
        Box::new(decl::Decl),
        Box::new(merge::Merge),
        Box::new(params::Params),
        Box::new(lines::Lines),
        Box::new(tokens::Tokens),
        Box::new(modifiers::Modifiers),
        Box::new(literals::Literals),
        Box::new(substitute::Substitute),
        Box::new(rename::Rename),
        Box::new(blank::Blank),
        Box::new(bytes::Bytes),
        Box::new(format::Format),
    ]
}

/// The default passes, in the order the scheduler prefers within a tier (before it has measured
/// them): coarse, size-reducing passes first, whitespace last, `format` at the very end. Files
/// in a tree-sitter language get the grammar-aware passes; other files end with `bytes`.
pub fn default_names(has_grammar: bool) -> Vec<&'static str> {
    if has_grammar {
        vec![
            "comments",
            "hdd",
            "braces",
            "hoist",
            "unwrap",
            "decl",
            "merge",
            "params",
            "lines",
            "tokens",
            "modifiers",
            "literals",
            "substitute",
            "rename",
            "blank",
            "format",
        ]
    } else {
        vec!["lines", "braces", "tokens", "blank", "bytes"]
    }
}

/// Looks passes up by name, in the order given; an unknown name is an error naming the choices.
pub fn select(names: &[&str]) -> Result<Vec<Box<dyn Pass>>, String> {
    let mut out = Vec::new();
    for name in names {
        let pass = all().into_iter().find(|p| p.name() == *name).ok_or_else(|| {
            let known: Vec<&str> = all().iter().map(|p| p.name()).collect();
            format!("unknown pass '{name}' (known passes: {})", known.join(", "))
        })?;
        out.push(pass);
    }
    Ok(out)
}
