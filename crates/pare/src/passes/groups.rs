//! `groups`: delete groups of declarations that only refer to each other: mutually recursive
//! functions, classes that name each other, a prototype with its definition. Deleting any one
//! of them alone leaves a dangling reference, so neither `hdd` nor `decl` can; together they go.
//!
//! The groups are the strongly connected components of the reference graph among a list's units
//! ([`References`]); a group is *free* when no other group refers to it any more and nothing
//! outside the lists does. The pass first deletes, in one call, every free top-level group (the
//! peel, again while that works: deleting some frees others), then runs adaptive deletion over
//! the free groups (the top level's, and those of two or more units in inner lists), largest
//! first, so that runs of them go together; the groups they free are the next level. The graph
//! is built once per run; an accepted deletion only updates which groups it freed, so a run
//! costs one parse and one walk of the file however many groups go.

use std::collections::BTreeSet;
use std::ops::Range;
use std::rc::Rc;
use std::sync::Arc;

use super::Context;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::adaptive::{DeletionList, Evaluator, Seek};
use crate::analysis::references::References;
use crate::analysis::removal::merge;
use crate::edits::{Piece, apply};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::parse;

/// Deletes groups of declarations nothing outside them refers to.
pub const GROUPS: Spec = Spec {
    name: "groups",
    description: "delete groups of declarations that only refer to each other (mutual recursion), largest first",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Any,
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    let Some(grammar) = cx.grammar() else { return Ok(()) };
    let mut live = Live::new(grammar, cx.best());
    if cx.resume().is_none() {
        live.peel(cx)?;
    }
    let mut list = FreeGroups::new(live, 0);
    super::reduce(cx, &mut list)?;
    Ok(())
}

/// Deletes, in one call, every top-level group that nothing refers to, again while that works.
pub fn peel(cx: &mut Context, grammar: &Grammar) -> Result<(), Stop> {
    Live::new(grammar, cx.best()).peel(cx)
}

/// The groups of one text, which of them are gone, and which are free, as deletions are accepted.
#[derive(Clone)]
struct Live {
    refs: Rc<References>,
    /// The text the references were built on.
    base: Arc<Vec<u8>>,
    gone: Vec<bool>,
    /// How many referrers each group has left.
    left: Vec<usize>,
    /// The deletions accepted so far, sorted and disjoint.
    pieces: Vec<Piece>,
    /// Free groups not handed out yet (see [`Live::take_fresh`]).
    fresh: BTreeSet<usize>,
}

impl Live {
    fn new(grammar: &Grammar, base: Arc<Vec<u8>>) -> Live {
        let tree = parse(grammar.lang, &base, None);
        let refs = Rc::new(References::new(grammar, &tree, &base));
        let n = refs.groups.len();
        let left = refs.groups.iter().map(|g| g.referrers).collect();
        let mut live = Live { refs, base, gone: vec![false; n], left, pieces: Vec::new(), fresh: BTreeSet::new() };
        for g in 0..n {
            live.offer(g);
        }
        live
    }

    /// Records group `g` as free if it is.
    fn offer(&mut self, g: usize) {
        let group = &self.refs.groups[g];
        if group.named && !group.pinned && !self.gone[g] && self.left[g] == 0 {
            self.fresh.insert(g);
        }
    }

    fn root(&self, g: usize) -> bool {
        self.refs.lists[self.refs.groups[g].list].root
    }

    /// True while no unit holding `list` has been deleted.
    fn alive(&self, list: usize) -> bool {
        let mut owner = self.refs.lists[list].owner;
        while let Some(u) = owner {
            let unit = &self.refs.units[u];
            if self.gone[unit.group] {
                return false;
            }
            owner = self.refs.lists[unit.list].owner;
        }
        true
    }

    /// The free groups handed out since the last call that deletion should try: every free
    /// top-level group, and inner ones of two or more units (a single unit is `hdd`'s), in
    /// lists still there; smallest first, so that backward deletion tries the largest first.
    fn take_fresh(&mut self) -> Vec<usize> {
        let fresh = std::mem::take(&mut self.fresh);
        let groups = &self.refs.groups;
        let mut out: Vec<usize> = fresh
            .into_iter()
            .filter(|&g| (self.root(g) || groups[g].units.len() >= 2) && self.alive(groups[g].list))
            .collect();
        out.sort_by_key(|&g| (groups[g].bytes, std::cmp::Reverse(g)));
        out
    }

    /// The base with every accepted deletion and `groups` deleted.
    fn candidate(&self, groups: impl Iterator<Item = usize>) -> Vec<u8> {
        let units: Vec<usize> = groups.flat_map(|g| self.refs.groups[g].units.iter().copied()).collect();
        let mut pieces = self.pieces.clone();
        pieces.extend(self.refs.deletion(&units));
        apply(&self.base, &merge(pieces))
    }

    /// Makes the deletion of group `g` part of the base and frees the groups only it referred to.
    fn commit(&mut self, g: usize) {
        let refs = self.refs.clone();
        let group = &refs.groups[g];
        self.gone[g] = true;
        self.fresh.remove(&g);
        let mut pieces = std::mem::take(&mut self.pieces);
        pieces.extend(refs.deletion(&group.units));
        self.pieces = merge(pieces);
        for &t in &group.targets {
            self.left[t] -= 1;
            self.offer(t);
        }
    }

    /// The peel: every free top-level group at once, again while the door accepts it.
    fn peel<D: Evaluator<Vec<u8>> + ?Sized>(&mut self, door: &mut D) -> Result<(), Stop> {
        loop {
            let roots: Vec<usize> = self.fresh.iter().copied().filter(|&g| self.root(g)).collect();
            if roots.is_empty() {
                return Ok(());
            }
            let candidate = self.candidate(roots.iter().copied());
            if door.first_with(&mut std::iter::once(candidate), Seek::Accepted)?.is_none() {
                return Ok(());
            }
            roots.into_iter().for_each(|g| self.commit(g));
        }
    }
}

/// The free groups as a deletion list; the groups its deletions free are its next level.
struct FreeGroups {
    live: Live,
    units: Vec<usize>,
    level: usize,
}

impl FreeGroups {
    fn new(mut live: Live, level: usize) -> FreeGroups {
        let units = live.take_fresh();
        FreeGroups { live, units, level }
    }
}

impl DeletionList for FreeGroups {
    type Candidate = Vec<u8>;

    fn len(&self) -> usize {
        self.units.len()
    }

    fn candidate_of(&self, ranges: &[Range<usize>]) -> Vec<u8> {
        self.live.candidate(ranges.iter().flat_map(|r| self.units[r.clone()].iter().copied()))
    }

    fn commit(&mut self, range: Range<usize>) {
        for g in self.units.drain(range) {
            self.live.commit(g);
        }
    }

    fn level(&self) -> usize {
        self.level
    }

    /// Free groups that only go together (something the graph cannot see ties them) are unions
    /// worth a call.
    fn blocks(&self) -> bool {
        true
    }

    /// The groups this level's deletions freed.
    fn deeper(&self) -> Option<FreeGroups> {
        let next = FreeGroups::new(self.live.clone(), self.level + 1);
        (!next.units.is_empty()).then_some(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::{Query, ScanOrder, reduce_list};
    use crate::syntax::language::Lang;

    /// A door that accepts a shorter candidate when `keep` says it is interesting, and records
    /// every distinct candidate it is asked about (the engine's cache answers the others).
    struct Judge {
        best: Vec<u8>,
        keep: fn(&str) -> bool,
        asked: Vec<String>,
    }

    impl Evaluator<Vec<u8>> for Judge {
        fn query(&mut self, query: &mut dyn Query<Vec<u8>>, seek: Seek) -> Result<Option<usize>, Stop> {
            for (i, candidate) in query.enumerate() {
                let text = String::from_utf8(candidate.clone()).unwrap();
                let accepted = candidate.len() < self.best.len() && (self.keep)(&text);
                if !self.asked.contains(&text) {
                    self.asked.push(text);
                }
                if accepted {
                    self.best = candidate;
                }
                if seek.stops(accepted) {
                    return Ok(Some(i));
                }
            }
            Ok(None)
        }
    }

    fn reduce(lang: Lang, src: &str, keep: fn(&str) -> bool, peel_only: bool) -> Judge {
        let mut judge = Judge { best: src.as_bytes().to_vec(), keep, asked: Vec::new() };
        let mut live = Live::new(Grammar::get(lang), Arc::new(judge.best.clone()));
        live.peel(&mut judge).unwrap();
        if !peel_only {
            reduce_list(&mut judge, &mut FreeGroups::new(live, 0), ScanOrder::Backward).unwrap();
        }
        judge
    }

    /// A C "linker": every function called is defined.
    fn links(text: &str) -> bool {
        ["f", "g", "h"]
            .iter()
            .all(|n| !text.contains(&format!("{n}(x)")) || text.contains(&format!("int {n}(int x) {{")))
            && (!text.contains("h()") || text.contains("int h(void)"))
    }

    #[test]
    fn a_mutually_recursive_pair_goes_with_its_prototype_where_the_peel_fails() {
        let src = "int f(int);\nint g(int x) { return f(x); }\nint f(int x) { return g(x); }\nint h(void) { return 1; }\nint main(void) { return h(); }\n";
        let judge = reduce(Lang::C, src, |t| t.contains("main") && links(t), false);
        assert_eq!(
            String::from_utf8(judge.best).unwrap(),
            "int h(void) { return 1; }\nint main(void) { return h(); }\n"
        );
        // The peel (every free top-level group, main among them) fails, then the group goes.
        assert_eq!(judge.asked.len(), 2, "{:?}", judge.asked);
        assert!(judge.asked[1].contains("main"));
        assert!(!judge.asked[0].contains("main"));
    }

    #[test]
    fn the_peel_deletes_what_nothing_refers_to_again_while_that_works() {
        let src = "int a;\nint b = 1;\nstatic int (s)(int x) { return x; }\nint f(void) { return b; }\nint main(void) { return f(); }\n";
        let judge = reduce(Lang::C, src, |t| t.contains("int b = 1;"), true);
        assert_eq!(judge.asked[0], "int b = 1;\nint f(void) { return b; }\n");
        assert_eq!(String::from_utf8(judge.best).unwrap(), "int b = 1;\n");
        // A chain: each round frees the next function down.
        let chain = "// keep\nint a(void) { return 0; }\nint b(void) { return a(); }\nint c(void) { return b(); }\n";
        let judge = reduce(Lang::C, chain, |_| true, true);
        assert_eq!(String::from_utf8(judge.best).unwrap(), "// keep\n");
        assert_eq!(judge.asked.len(), 3, "{:?}", judge.asked);
    }

    #[test]
    fn largest_groups_first_and_none_inside_a_deleted_one() {
        let src = "class A { B b; void m() { n(); } void n() { m(); } }\nclass B { A a; }\n";
        let judge = reduce(Lang::Java, src, |_| false, false);
        assert_eq!(
            judge.asked,
            ["", "class A { B b; }\nclass B { A a; }\n"].iter().map(|s| s.to_string()).collect::<Vec<_>>()
        );
        let judge = reduce(Lang::Java, src, |_| true, false);
        assert_eq!(judge.asked, [""], "the members' group died with its class");
    }
}
