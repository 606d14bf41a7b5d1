//! `nesting`: cut runs of levels out of chains of nested nodes (`((((x))))` → `((x))`), with
//! adaptive deletion over the links of every chain (see [`crate::syntax::chains`]).
//!
//! A compiler that overflows its stack on deep nesting needs a few thousand levels and nothing
//! else; one link at a time, that is thousands of calls. As a list, the links of a chain go in
//! runs: the longest deletable run is found with a logarithmic number of calls.

use std::ops::Range;

use super::Context;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::adaptive::DeletionList;
use crate::edits::{Piece, apply};
use crate::stop::Stop;
use crate::syntax::chains::{Link, chains};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::parse;
use crate::text_units::braces::pairs;
use crate::text_units::tokens::Lexicon;

/// The links of every chain of the text, chain by chain in document order, each chain from the
/// outermost link in.
pub struct ChainList {
    grammar: Option<&'static Grammar>,
    text: Vec<u8>,
    links: Vec<Link>,
}

impl ChainList {
    /// The chains of `text`: of its syntax tree when it has a grammar, else of its brackets.
    pub fn new(grammar: Option<&'static Grammar>, text: Vec<u8>) -> ChainList {
        let links = match grammar {
            Some(g) => chains(&parse(g.lang, &text, None), 1).into_iter().flatten().collect(),
            None => bracket_links(&text),
        };
        ChainList { grammar, text, links }
    }

    /// The pieces that remove the links in `ranges`: each link's text before and after the node
    /// it wraps. Links of one chain nest, so the pieces are sorted and adjacent ones merged.
    fn pieces(&self, ranges: &[Range<usize>]) -> Vec<Piece> {
        let mut spans: Vec<Range<usize>> = ranges
            .iter()
            .flat_map(|r| &self.links[r.clone()])
            .flat_map(|l| [l.before.clone(), l.after.clone()])
            .filter(|s| !s.is_empty())
            .collect();
        spans.sort_by_key(|s| s.start);
        let mut merged: Vec<Range<usize>> = Vec::new();
        for s in spans {
            match merged.last_mut() {
                Some(last) if last.end >= s.start => last.end = last.end.max(s.end),
                _ => merged.push(s),
            }
        }
        merged.into_iter().map(Piece::delete).collect()
    }
}

impl DeletionList for ChainList {
    type Candidate = Vec<u8>;

    fn len(&self) -> usize {
        self.links.len()
    }

    fn candidate_of(&self, ranges: &[Range<usize>]) -> Vec<u8> {
        apply(&self.text, &self.pieces(ranges))
    }

    /// Removes the links and finds the chains again: the links before the run keep their
    /// places, which is all backward deletion needs.
    fn commit(&mut self, range: Range<usize>) {
        let text = self.candidate(range);
        *self = ChainList::new(self.grammar, text);
    }

    /// The chains are found again on the new text, which renumbers them: every range goes at once.
    fn commit_all(&mut self, ranges: &[Range<usize>]) {
        let text = self.candidate_of(ranges);
        *self = ChainList::new(self.grammar, text);
    }
}

/// The links of the chains of nested brackets (`((x))`), for text without a grammar.
fn bracket_links(text: &[u8]) -> Vec<Link> {
    let pairs = pairs(text, Lexicon::plain());
    let mut links = Vec::new();
    // Pairs are sorted by opening offset, so a link's inner pair follows its outer one.
    for (outer, inner) in pairs.iter().zip(pairs.iter().skip(1)) {
        if inner.inner && inner.open > outer.open && inner.close < outer.close {
            links.push(Link { before: outer.open..inner.open, after: inner.close + 1..outer.close + 1 });
        }
    }
    links
}

/// Removes levels of nested nodes of one kind.
pub const NESTING: Spec = Spec {
    name: "nesting",
    description: "cut runs of levels out of chains of nested nodes of one kind: ((((x)))) -> ((x))",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Any,
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    let mut list = ChainList::new(cx.grammar(), cx.best().to_vec());
    if list.is_empty() {
        return Ok(());
    }
    super::reduce(cx, &mut list)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;
    use crate::{FnOracle, Reduction};

    #[test]
    fn runs_of_links_come_out_together() {
        for grammar in [Some(Grammar::get(Lang::C)), None] {
            let list = ChainList::new(grammar, b"int x = ((((y))));".to_vec());
            assert_eq!(list.len(), 3);
            assert_eq!(list.candidate(0..2), b"int x = ((y));");
            assert_eq!(list.candidate_of(&[0..1, 2..3]), b"int x = ((y));");
            assert_eq!(list.candidate(0..3), b"int x = (y);");
        }
    }

    /// A "crash" that needs at least 300 levels: a few dozen calls cut 2,000 levels down to
    /// exactly 300.
    #[test]
    fn deep_nesting_comes_down_to_what_the_bug_needs_in_few_calls() {
        let depth = 2000;
        let source = format!("int x = {}y{};\nint z = 1;\n", "(".repeat(depth), ")".repeat(depth));
        let oracle = FnOracle(|c: &[u8]| c.iter().filter(|&&b| b == b'(').count() >= 300 && c.ends_with(b";\n"));
        let out =
            Reduction::new(source.into_bytes()).language(Lang::C).passes(&["nesting"]).jobs(1).run(oracle).unwrap();
        let opened = out.best.iter().filter(|&&b| b == b'(').count();
        assert_eq!(opened, 300);
        assert!(out.stats.calls < 60, "{} calls", out.stats.calls);
    }
}
