//! A pass as data: what the scheduler and the command line know of it (its name, its one-line
//! description, its tier, how its candidates meet the syntax filter, whether it reads trees,
//! which files it applies to) beside what it does, its body. Every single-file pass is one
//! [`Spec`] constant in its own file, and [`super::registry`] lists them all in one table with
//! their default ranks.
//!
//! Bodies come in three kinds: a function of its own ([`Body::Run`]), the rewrites of a text
//! tried one at a time ([`Body::Rewrite`]), and deletion lists reduced step by step
//! ([`Body::Deletions`], see [`super::deletions`]).

use super::deletions::Deletions;
use super::{Context, Filtering, Pass, Tier, try_edits};
use crate::edits::Piece;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;

/// One pass: its description for the scheduler and the user, and its body.
#[derive(Clone, Copy)]
pub struct Spec {
    /// The name users give to `--passes`.
    pub name: &'static str,
    /// One line for `--list-passes`.
    pub description: &'static str,
    /// Where the scheduler places the pass.
    pub tier: Tier,
    /// When its candidates meet the syntax filter (see [`Pass::filtering`]).
    pub filtering: Filtering,
    /// Whether it parses the best (see [`Pass::reads_trees`]).
    pub reads_trees: bool,
    /// Which files it applies to: the body runs only on those.
    pub gate: Gate,
    /// What it does.
    pub body: Body,
}

/// Which files a pass applies to.
#[derive(Clone, Copy)]
pub enum Gate {
    /// Every file, with a grammar or without.
    Any,
    /// Files whose grammar the function accepts (C's rewrites need C's kinds).
    Grammar(fn(&Grammar) -> bool),
    /// Files with a grammar whose size `(size, tree_bytes)` the function accepts: a pass for
    /// files too large for trees. The scheduler neither runs it elsewhere nor counts it there.
    Sized(fn(usize, usize) -> bool),
}

/// For [`Gate::Grammar`]: the pass applies to every grammar.
pub fn every_grammar(_: &Grammar) -> bool {
    true
}

/// What a pass does.
#[derive(Clone, Copy)]
pub enum Body {
    /// A function of its own.
    Run(fn(&mut Context) -> Result<(), Stop>),
    /// Tries, in order, every rewrite the function lists on the best ([`try_edits`]): each a
    /// list of sorted, disjoint pieces.
    Rewrite(fn(&Grammar, &[u8]) -> Vec<Vec<Piece>>),
    /// Reduces deletion lists, step by step.
    Deletions(Deletions),
}

impl Spec {
    /// Whether the gate lets the body run in `cx`.
    fn open(&self, cx: &Context) -> bool {
        match self.gate {
            Gate::Any => true,
            Gate::Grammar(accepts) => cx.grammar().is_some_and(accepts),
            Gate::Sized(fits) => cx.grammar().is_some() && fits(cx.best().len(), cx.tree_bytes()),
        }
    }
}

impl Pass for Spec {
    fn name(&self) -> &'static str {
        self.name
    }
    fn tier(&self) -> Tier {
        self.tier
    }
    fn filtering(&self) -> Filtering {
        self.filtering
    }
    fn reads_trees(&self) -> bool {
        self.reads_trees
    }
    fn applies(&self, size: usize, tree_bytes: usize) -> bool {
        match self.gate {
            Gate::Sized(fits) => fits(size, tree_bytes),
            Gate::Any | Gate::Grammar(_) => true,
        }
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        if !self.open(cx) {
            return Ok(());
        }
        match &self.body {
            Body::Run(run) => run(cx),
            Body::Rewrite(edits) => match cx.grammar() {
                Some(grammar) => try_edits(cx, |best| edits(grammar, best)),
                None => Ok(()),
            },
            Body::Deletions(deletions) => deletions.run(cx),
        }
    }
}
