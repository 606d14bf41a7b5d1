//! The declarative pass: a name, a description, where the scheduler places it, which grammars
//! it applies to and the function that lists its rewrites of a text. Most grammar-aware passes
//! are exactly that, tried one rewrite at a time on the current best ([`super::try_edits`]), and
//! defining them as data keeps each pass's file about its rewrites, not about the [`Pass`] trait.

use super::{Context, Filtering, Pass, Tier, try_edits};
use crate::edits::Piece;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;

/// A pass that tries, in order, every rewrite `edits` lists on the best, when the file has a
/// grammar that `grammars` accepts.
pub struct Rewrite {
    /// The name users give to `--passes`.
    pub name: &'static str,
    /// One line for `--list-passes`.
    pub description: &'static str,
    /// Where the scheduler places the pass.
    pub tier: Tier,
    /// When its candidates meet the syntax filter.
    pub filtering: Filtering,
    /// The grammars it applies to (C's rewrites need C's kinds): [`every_grammar`] for all.
    pub grammars: fn(&Grammar) -> bool,
    /// Every rewrite of a text, each as the edits that make it, in the order to try them.
    pub edits: fn(&Grammar, &[u8]) -> Vec<Vec<Piece>>,
}

/// For [`Rewrite::grammars`]: the pass applies to every grammar.
pub fn every_grammar(_: &Grammar) -> bool {
    true
}

impl Pass for Rewrite {
    fn name(&self) -> &'static str {
        self.name
    }
    fn description(&self) -> &'static str {
        self.description
    }
    fn tier(&self) -> Tier {
        self.tier
    }
    fn filtering(&self) -> Filtering {
        self.filtering
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let Some(grammar) = cx.grammar().filter(|g| (self.grammars)(g)) else { return Ok(()) };
        try_edits(cx, |best| (self.edits)(grammar, best))
    }
}

/// What tests of rewrites share: each rewrite `edits` lists for `src` in `lang`, applied.
#[cfg(test)]
pub fn rewritten(
    lang: crate::syntax::language::Lang,
    src: &str,
    edits: fn(&Grammar, &[u8]) -> Vec<Vec<Piece>>,
) -> Vec<String> {
    let text = src.as_bytes();
    edits(Grammar::get(lang), text).iter().map(|p| String::from_utf8(crate::edits::apply(text, p)).unwrap()).collect()
}
