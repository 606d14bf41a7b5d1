//! `groups`: delete groups of declarations that only refer to each other: mutually recursive
//! functions, classes that name each other, a prototype with its definition. Deleting any one
//! of them alone leaves a dangling reference, so neither `hdd` nor `decl` can; together they go.
//!
//! The groups are the strongly connected components of the reference graph among a list's units
//! ([`References`]). The pass first deletes, in one call, every top-level group nothing refers to
//! (again while that works: deleting some frees others), then each free group of two or more
//! units in any list, largest first. The graph is built once per run; an accepted deletion only
//! updates which groups it freed, so a run costs one parse and one walk of the file however many
//! groups go.

use std::cmp::Reverse;
use std::collections::BTreeSet;
use std::rc::Rc;
use std::sync::Arc;

use super::{Context, Pass, Tier};
use crate::adaptive::End;
use crate::adaptive::search::{self, Draw, Position, Search};
use crate::edits::{Piece, apply};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::parse;
use crate::syntax::references::References;
use crate::syntax::removal::merge;

/// Deletes groups of declarations nothing outside them refers to.
pub struct Groups;

impl Pass for Groups {
    fn name(&self) -> &'static str {
        "groups"
    }
    fn description(&self) -> &'static str {
        "delete groups of declarations that only refer to each other (mutual recursion), largest first"
    }
    fn tier(&self) -> Tier {
        Tier::Cheap
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let Some(grammar) = cx.grammar() else { return Ok(()) };
        let mut search = GroupSearch::new(grammar, cx.best(), false);
        if let Some(at) = cx.resume().filter(|p| p.level == EACH) {
            search.skip_to_each(at.unit);
        }
        search::run(cx, &mut search)
    }
}

/// Deletes, in one call, every top-level group that nothing refers to, again while that works.
pub fn peel(cx: &mut Context, grammar: &Grammar) -> Result<(), Stop> {
    let mut search = GroupSearch::new(grammar, cx.best(), true);
    search::run(cx, &mut search)
}

/// How many groups one query asks about at most (every query start is a natural point).
const QUERY_CHUNK: usize = 32;

/// The position level of the phase that tries groups one by one.
const EACH: usize = 1;

/// Which groups are gone and which are free, as the search's deletions are accepted.
#[derive(Clone)]
struct Live {
    gone: Vec<bool>,
    /// How many referrers each group has left.
    left: Vec<usize>,
    /// The deletions accepted so far, sorted and disjoint.
    pieces: Vec<Piece>,
    /// The free top-level groups.
    roots: BTreeSet<usize>,
    /// The free groups of two or more units not tried yet, largest first.
    pending: BTreeSet<(Reverse<usize>, usize)>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// One candidate: every free top-level group at once.
    Peel,
    /// The free groups one by one.
    Each,
    Over,
}

/// The pass's search: the peel while it works, then every free group of two or more units.
struct GroupSearch {
    refs: Rc<References>,
    base: Arc<Vec<u8>>,
    live: Live,
    phase: Phase,
    peel_only: bool,
    /// The current query's groups (for the peel, those of its one candidate).
    chunk: Vec<usize>,
    /// How many groups the one-by-one phase has finished with.
    tried: usize,
}

impl GroupSearch {
    fn new(grammar: &Grammar, base: Arc<Vec<u8>>, peel_only: bool) -> Self {
        let tree = parse(grammar.lang, &base, None);
        let refs = Rc::new(References::new(grammar, &tree, &base));
        let n = refs.groups.len();
        let left = refs.groups.iter().map(|g| g.referrers).collect();
        let live =
            Live { gone: vec![false; n], left, pieces: Vec::new(), roots: BTreeSet::new(), pending: BTreeSet::new() };
        let mut search = GroupSearch { refs, base, live, phase: Phase::Peel, peel_only, chunk: Vec::new(), tried: 0 };
        for g in 0..n {
            search.offer(g);
        }
        search.next_query();
        search
    }

    /// Starts with the one-by-one phase, past the first `tried` groups (a run resuming).
    fn skip_to_each(&mut self, tried: usize) {
        let skipped: Vec<_> = self.live.pending.iter().take(tried).copied().collect();
        for entry in skipped {
            self.live.pending.remove(&entry);
        }
        self.tried = tried;
        self.phase = Phase::Each;
        self.next_query();
    }

    /// Records group `g` as free if it is.
    fn offer(&mut self, g: usize) {
        let group = &self.refs.groups[g];
        if !group.named || group.pinned || self.live.gone[g] || self.live.left[g] > 0 {
            return;
        }
        if self.refs.lists[group.list].root {
            self.live.roots.insert(g);
        }
        if group.units.len() >= 2 {
            self.live.pending.insert((Reverse(group.bytes), g));
        }
    }

    /// True while no unit holding `list` has been deleted.
    fn alive(&self, list: usize) -> bool {
        let mut owner = self.refs.lists[list].owner;
        while let Some(u) = owner {
            let unit = &self.refs.units[u];
            if self.live.gone[unit.group] {
                return false;
            }
            owner = self.refs.lists[unit.list].owner;
        }
        true
    }

    /// Sets up the current phase's query, moving on to the next phase when it has none.
    fn next_query(&mut self) {
        if self.phase == Phase::Peel {
            self.chunk = self.live.roots.iter().copied().collect();
            if !self.chunk.is_empty() {
                return;
            }
            self.phase = if self.peel_only { Phase::Over } else { Phase::Each };
        }
        if self.phase == Phase::Each {
            let pending = self.live.pending.iter().map(|&(_, g)| g);
            self.chunk = pending.filter(|&g| self.alive(self.refs.groups[g].list)).take(QUERY_CHUNK).collect();
            if self.chunk.is_empty() {
                self.phase = Phase::Over;
            }
        }
    }

    /// The base with every accepted deletion and `groups` deleted.
    fn candidate(&self, groups: &[usize]) -> Vec<u8> {
        let units: Vec<usize> = groups.iter().flat_map(|&g| self.refs.groups[g].units.iter().copied()).collect();
        let mut pieces = self.live.pieces.clone();
        pieces.extend(self.refs.deletion(&units));
        apply(&self.base, &merge(pieces))
    }

    /// Makes the deletion of group `g` part of the base and frees the groups only it referred to.
    fn commit(&mut self, g: usize) {
        let refs = self.refs.clone();
        let group = &refs.groups[g];
        self.live.gone[g] = true;
        self.live.roots.remove(&g);
        self.live.pending.remove(&(Reverse(group.bytes), g));
        let mut pieces = std::mem::take(&mut self.live.pieces);
        pieces.extend(refs.deletion(&group.units));
        self.live.pieces = merge(pieces);
        for &t in &group.targets {
            self.live.left[t] -= 1;
            self.offer(t);
        }
    }
}

impl Search for GroupSearch {
    type Candidate = Vec<u8>;

    fn stop_on(&self) -> Option<bool> {
        (self.phase != Phase::Over).then_some(true)
    }

    fn draw(&mut self, index: usize) -> Draw<Vec<u8>> {
        match self.phase {
            Phase::Peel if index == 0 => Draw::Candidate(self.candidate(&self.chunk)),
            Phase::Each if index < self.chunk.len() => Draw::Candidate(self.candidate(&self.chunk[index..=index])),
            _ => Draw::End,
        }
    }

    fn probe(&mut self, index: usize) -> Draw<()> {
        let len = if self.phase == Phase::Peel { 1 } else { self.chunk.len() };
        if self.phase != Phase::Over && index < len { Draw::Candidate(()) } else { Draw::End }
    }

    fn advance(&mut self, end: End) {
        match self.phase {
            Phase::Peel => match end.at {
                Some(_) => self.chunk.clone().into_iter().for_each(|g| self.commit(g)),
                None => {
                    // A peel of one group was that group's own candidate.
                    if let [g] = self.chunk[..] {
                        self.live.pending.remove(&(Reverse(self.refs.groups[g].bytes), g));
                    }
                    self.phase = if self.peel_only { Phase::Over } else { Phase::Each };
                }
            },
            Phase::Each => {
                let done = end.at.map_or(self.chunk.len(), |k| k + 1);
                for &g in &self.chunk[..done] {
                    self.live.pending.remove(&(Reverse(self.refs.groups[g].bytes), g));
                }
                self.tried += done;
                if let Some(k) = end.at {
                    self.commit(self.chunk[k]);
                }
            }
            Phase::Over => {}
        }
        if self.phase != Phase::Over {
            self.next_query();
        }
    }

    /// Every query starts where the groups before it are done.
    fn natural_point(&self) -> bool {
        true
    }

    fn position(&self) -> Position {
        match self.phase {
            Phase::Peel => Position::default(),
            _ => Position { level: EACH, unit: self.tried },
        }
    }

    fn fork(&self) -> Self {
        GroupSearch {
            refs: self.refs.clone(),
            base: self.base.clone(),
            live: self.live.clone(),
            phase: self.phase,
            peel_only: self.peel_only,
            chunk: self.chunk.clone(),
            tried: self.tried,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::{Door, Query};
    use crate::syntax::language::Lang;

    /// A door that accepts a shorter candidate when `keep` says it is interesting, and records
    /// every candidate it is asked about.
    struct Judge {
        best: Vec<u8>,
        keep: fn(&str) -> bool,
        asked: Vec<String>,
    }

    impl Door<Vec<u8>> for Judge {
        fn query(&mut self, query: &mut dyn Query<Vec<u8>>, stop_on: bool) -> Result<Option<usize>, Stop> {
            for (i, candidate) in query.enumerate() {
                let text = String::from_utf8(candidate.clone()).unwrap();
                let accepted = candidate.len() < self.best.len() && (self.keep)(&text);
                self.asked.push(text);
                if accepted {
                    self.best = candidate;
                }
                if accepted == stop_on {
                    return Ok(Some(i));
                }
            }
            Ok(None)
        }
    }

    fn reduce(lang: Lang, src: &str, keep: fn(&str) -> bool, peel_only: bool) -> Judge {
        let mut judge = Judge { best: src.as_bytes().to_vec(), keep, asked: Vec::new() };
        let mut search = GroupSearch::new(Grammar::get(lang), Arc::new(judge.best.clone()), peel_only);
        search::run(&mut judge, &mut search).unwrap();
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
