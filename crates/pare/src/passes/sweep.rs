//! `sweep`: deletes, in one call, every file-level declaration that the rest of the file cannot
//! reach by name ([`Reachable`]), keeping the last few as entry points. Of a preprocessed C++
//! file's megabytes of library headers a crash uses a part; the rest goes at once, instead of
//! in the thousands of calls that chunks, lines and HDD would spend on it.
//!
//! `decl` sweeps first whenever it runs. This pass runs the sweep on a file too large for the
//! passes that read trees ([`crate::syntax::parse::tree_bytes`]), where only the passes that
//! read text would otherwise run: one parse of a few megabytes (tens of bytes of memory per
//! byte of text, for the time of the parse) buys the largest deletion a test call can make.
//! Then it empties every function body before the entry points in one more call
//! ([`crate::analysis::hollow`]) and, when the test takes that, sweeps again: the names that tied
//! a library together are mostly in bodies, so far less of it is reachable without them.

use super::Context;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::adaptive::{Evaluator, Seek};
use crate::analysis::hollow::hollowing;
use crate::analysis::reachable::Reachable;
use crate::edits::Piece;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::parse;
use tree_sitter::Tree;

/// The largest file this pass parses: the preprocessed translation units of a C++ crash (1-5 MB)
/// and some room; above it a single parse would cost too much memory.
const MAX_BYTES: usize = 8 << 20;

/// How many of the file's last declaration groups the candidates keep as entry points, most
/// first: each candidate deletes what the one before it deletes and more.
const KEEP_LAST: [usize; 6] = [32, 8, 4, 2, 1, 0];

/// Deletes, in one call, every file-level declaration the rest of the file cannot reach. The
/// candidates go from keeping the last 32 groups as entry points down to none, and the sweep
/// stops at the first the test rejects: where nothing can go it costs one call, where the
/// entry point is the last declaration (`main`) the deletions grow while they are accepted.
/// `parse` gives the tree of the best.
pub(super) fn sweep(cx: &mut Context, grammar: &Grammar, parse: impl Fn(&[u8]) -> Tree) -> Result<(), Stop> {
    let best = cx.best();
    let reach = Reachable::new(grammar, &parse(&best), &best);
    sweep_from(cx, &best, &reach)
}

/// The sweep's candidates on `best`, whose reachability is `reach`.
fn sweep_from(cx: &mut Context, best: &[u8], reach: &Reachable) -> Result<(), Stop> {
    let mut candidates: Vec<Vec<u8>> = Vec::new();
    for keep in KEEP_LAST.into_iter().filter(|&k| k < reach.group_count().max(1)) {
        if let Some(pieces) = reach.deletion(keep) {
            let candidate = crate::edits::apply(best, &pieces);
            if candidates.last() != Some(&candidate) {
                candidates.push(candidate);
            }
        }
    }
    if !candidates.is_empty() {
        cx.first_with(&mut candidates.into_iter(), Seek::Rejected)?;
    }
    Ok(())
}

/// Sweeps unreachable declarations out of a file too large for the passes that read trees.
pub const SWEEP: Spec = Spec {
    name: "sweep",
    description: "on a file too large for trees, delete every declaration nothing reachable names, in one call; empty the bodies before the entry points and sweep again",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    // It parses once, and only what it can afford to: it runs while the others wait.
    reads_trees: false,
    gate: Gate::Sized(fits),
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    let Some(grammar) = cx.grammar() else { return Ok(()) };
    // Fresh parses, not kept among the shared recent trees: a tree of megabytes is freed as
    // soon as what this pass needs of it is known.
    let parse = |text: &[u8]| parse(grammar.lang, text, None);
    let best = cx.best();
    let (reach, hollowed) = read(grammar, &best, parse);
    sweep_from(cx, &best, &reach)?;
    // The bodies to empty, on the best as the sweep left it: read again only if it changed.
    let now = cx.best();
    let hollowed = if *now == *best || !grammar.hollows() { hollowed } else { read(grammar, &now, parse).1 };
    if !hollowed.is_empty() && cx.try_candidate(crate::edits::apply(&now, &hollowed))? {
        sweep(cx, grammar, parse)?;
    }
    Ok(())
}

/// The files the pass is for: too large for trees, small enough for one parse.
fn fits(size: usize, tree_bytes: usize) -> bool {
    tree_bytes < size && size <= MAX_BYTES
}

/// One parse of `text`: which of its declarations are reachable, and the pieces that empty, in
/// one call, the body of every function before the entry points that the grammar's `[hollow]`
/// table lets go ([`hollowing`]; none without the table). The entry points are what the sweep
/// keeps as roots at most: everything from the last [`KEEP_LAST`]`[0]` groups on.
fn read(grammar: &Grammar, text: &[u8], parse: impl Fn(&[u8]) -> Tree) -> (Reachable, Vec<Piece>) {
    let tree = parse(text);
    let reach = Reachable::new(grammar, &tree, text);
    let entries = reach.entries_start(KEEP_LAST[0], text.len());
    let hollowed = if grammar.hollows() { hollowing(grammar, &tree, text, entries) } else { Vec::new() };
    (reach, hollowed)
}
