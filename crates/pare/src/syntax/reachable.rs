//! Which file-level declarations the rest of the file can reach by name, and the one edit that
//! deletes all the others: what a preprocessed C++ file needs first. Of its megabytes of
//! library headers a crash uses a few templates; the rest is declarations that nothing the
//! crash needs names, directly or through other declarations, and they go in one test call
//! instead of thousands.
//!
//! The *units* are the declarations at file level: the top level's, and those inside the
//! bodies of the table's `namespaces` kinds (`namespace std { … }`, `extern "C++" { … }`,
//! Rust's `mod m { … }`) at any depth, since a namespace reopened a hundred times is one scope.
//! Units that declare the same name are one *group* (a prototype and its definition, overloads,
//! a template and its specialisations). Everything else is a *root*: code outside every unit,
//! units that declare no plain name (`operator<<`, which `<<` uses without naming it; `using`
//! directives; static assertions). A group is reachable when a root, or a reachable group,
//! holds an identifier with one of its names (names matched by text, as everywhere in pare:
//! over-approximate, never scoped). Deleting every unreachable group at once can fail only
//! where something is used without being named (an implicit conversion, ADL on a name it
//! does not spell): a rejected candidate, never a wrong result.
//!
//! The entry point the test needs (`main`, a test function) is a unit nothing names, so the
//! deletions keep the last few groups in document order as roots too: one candidate for each
//! of a few such counts, the test decides.

use std::collections::HashMap;
use std::ops::Range;

use petgraph::unionfind::UnionFind;
use tree_sitter::{Node, Tree};

use super::grammar::Grammar;
use super::names::declared_names;
use super::removal::{merge, removal};
use crate::edits::Piece;
use crate::views::lines::with_line;

/// The file-level declarations of one text, grouped by name, and what each refers to.
pub struct Reachable {
    /// Each group's deletion pieces, in document order of its last unit.
    groups: Vec<Vec<Piece>>,
    /// The groups each group names (by its identifiers).
    refers: Vec<Vec<usize>>,
    /// The groups roots name.
    rooted: Vec<usize>,
}

impl Reachable {
    /// The groups of `tree`, the parse of `text`.
    pub fn new(grammar: &Grammar, tree: &Tree, text: &[u8]) -> Reachable {
        let mut units = Vec::new();
        collect_units(grammar, tree.root_node(), &mut units);
        let mut builder = Builder::new(units.len());
        for unit in &units {
            builder.add(grammar, text, *unit);
        }
        builder.finish(grammar, text, &units)
    }

    /// How many groups there are.
    pub fn group_count(&self) -> usize {
        self.groups.len()
    }

    /// The pieces that delete every group the roots cannot reach, with the last `keep` groups
    /// (in document order) as roots too; `None` when that deletes nothing.
    pub fn deletion(&self, keep: usize) -> Option<Vec<Piece>> {
        let mut reached = vec![false; self.groups.len()];
        let mut stack: Vec<usize> = self.rooted.clone();
        stack.extend(self.groups.len().saturating_sub(keep)..self.groups.len());
        while let Some(g) = stack.pop() {
            if !std::mem::replace(&mut reached[g], true) {
                stack.extend(self.refers[g].iter().copied().filter(|&t| !reached[t]));
            }
        }
        let pieces: Vec<Piece> =
            (0..self.groups.len()).filter(|&g| !reached[g]).flat_map(|g| self.groups[g].iter().cloned()).collect();
        (!pieces.is_empty()).then(|| merge(pieces))
    }
}

/// The named children of `node` that are file-level units, through namespace bodies. A
/// declaration the parser did not read cleanly, or that stands beside text it could not read,
/// is no unit (its words are roots): deleting it could leave half a construct behind.
fn collect_units<'t>(grammar: &Grammar, node: Node<'t>, out: &mut Vec<Node<'t>>) {
    let mut cursor = node.walk();
    let children: Vec<Node> =
        node.named_children(&mut cursor).filter(|c| !c.is_extra() && !grammar.is_comment(c.kind())).collect();
    for (i, &child) in children.iter().enumerate() {
        let beside_error = [i.checked_sub(1), Some(i + 1)]
            .into_iter()
            .flatten()
            .any(|j| children.get(j).is_some_and(|c| c.is_error() || c.is_missing()));
        if child.has_error() || beside_error {
            continue;
        }
        match child.child_by_field_name("body") {
            Some(body) if grammar.is_namespace(child.kind()) && grammar.is_block(body.kind()) => {
                collect_units(grammar, body, out)
            }
            _ if grammar.is_declaration(child.kind()) || grammar.is_namespace(child.kind()) => out.push(child),
            _ => {}
        }
    }
}

/// The byte ranges of the words of `text` that could be names: runs of ASCII letters, digits
/// and `_` that do not start with a digit. Read from the text, not the tree, since a parser may
/// keep no node for a name it skips (tree-sitter-cpp's `(C::*member)`); a word in a comment or
/// a string only keeps more than needed.
fn words(text: &[u8]) -> impl Iterator<Item = Range<usize>> + '_ {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut at = 0;
    std::iter::from_fn(move || {
        loop {
            while at < text.len() && !word(text[at]) {
                at += 1;
            }
            if at == text.len() {
                return None;
            }
            let start = at;
            while at < text.len() && word(text[at]) {
                at += 1;
            }
            if !text[start].is_ascii_digit() {
                return Some(start..at);
            }
        }
    })
}

/// The plain names `unit` declares: its own, or, for a wrapper that declares none itself
/// (`template <…> class C`), those of the declarations it holds.
fn unit_names<'t>(grammar: &Grammar, unit: Node<'t>) -> Vec<Node<'t>> {
    let names = declared_names(grammar, unit);
    if !names.is_empty() {
        return names;
    }
    let mut cursor = unit.walk();
    let inner: Vec<Node> = unit.named_children(&mut cursor).filter(|c| grammar.is_declaration(c.kind())).collect();
    inner.into_iter().flat_map(|c| declared_names(grammar, c)).collect()
}

/// The piece that deletes `unit`, with the `;` that ends it when the parser left that outside
/// (C++'s `struct S { … };` at file level is a specifier and a `;`).
fn unit_removal(grammar: &Grammar, text: &[u8], unit: Node) -> Piece {
    match unit.next_sibling() {
        Some(next) if !next.is_named() && next.kind() == ";" => {
            Piece::delete(with_line(text, unit.start_byte()..next.end_byte()))
        }
        _ => removal(grammar, text, unit),
    }
}

/// Groups by name as units are added: units that declare a name in common are one group.
struct Builder<'t> {
    /// name → the first unit that declares it.
    by_name: HashMap<&'t [u8], usize>,
    /// Units joined by the names they share.
    sets: UnionFind<usize>,
    /// Whether each unit declares a plain name (a unit that does not is a root).
    named: Vec<bool>,
}

impl<'t> Builder<'t> {
    fn new(units: usize) -> Self {
        Builder { by_name: HashMap::new(), sets: UnionFind::new(units), named: Vec::with_capacity(units) }
    }

    fn add(&mut self, grammar: &Grammar, text: &'t [u8], unit: Node<'t>) {
        let u = self.named.len();
        let names = unit_names(grammar, unit);
        self.named.push(!names.is_empty());
        for name in names {
            let first = *self.by_name.entry(&text[name.byte_range()]).or_insert(u);
            self.sets.union(first, u);
        }
    }

    /// Numbers the groups by the position of their last unit, and links every word of the text
    /// to the group declaring it: from the unit it stands in, or from the roots.
    fn finish(self, grammar: &Grammar, text: &[u8], units: &[Node]) -> Reachable {
        let provisional: Vec<Option<usize>> =
            (0..units.len()).map(|u| self.named[u].then(|| self.sets.find(u))).collect();
        let mut number: HashMap<usize, usize> = HashMap::new();
        for g in provisional.iter().rev().flatten() {
            let next = number.len();
            number.entry(*g).or_insert(next);
        }
        let count = number.len();
        // Numbered from the end: reverse so that the last group in the file is the last number.
        let final_of = |g: usize| count - 1 - number[&g];
        let group_of_unit: Vec<Option<usize>> = provisional.iter().map(|g| g.map(final_of)).collect();
        let mut groups = vec![Vec::new(); count];
        for (u, g) in group_of_unit.iter().enumerate() {
            if let Some(g) = *g {
                groups[g].push(unit_removal(grammar, text, units[u]));
            }
        }
        let named: HashMap<&[u8], usize> =
            self.by_name.iter().map(|(n, &u)| (*n, final_of(self.sets.find(u)))).collect();
        let mut refers = vec![Vec::new(); count];
        let mut rooted = Vec::new();
        let spans: Vec<(usize, usize, Option<usize>)> =
            units.iter().zip(&group_of_unit).map(|(u, g)| (u.start_byte(), u.end_byte(), *g)).collect();
        let mut at = 0;
        for word in words(text) {
            let Some(&target) = named.get(&text[word.clone()]) else { continue };
            while at < spans.len() && spans[at].1 <= word.start {
                at += 1;
            }
            match spans.get(at).filter(|s| s.0 <= word.start).and_then(|s| s.2) {
                Some(g) if g != target => refers[g].push(target),
                Some(_) => {}
                None => rooted.push(target),
            }
        }
        for targets in &mut refers {
            targets.sort_unstable();
            targets.dedup();
        }
        rooted.sort_unstable();
        rooted.dedup();
        Reachable { groups, refers, rooted }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use crate::syntax::language::Lang;
    use crate::syntax::parse::parse;

    fn swept(lang: Lang, src: &str, keep: usize) -> String {
        let grammar = Grammar::get(lang);
        let tree = parse(lang, src.as_bytes(), None);
        let reach = Reachable::new(grammar, &tree, src.as_bytes());
        let pieces = reach.deletion(keep).unwrap_or_default();
        String::from_utf8(apply(src.as_bytes(), &pieces)).unwrap()
    }

    #[test]
    fn what_the_entry_point_does_not_reach_goes_through_namespaces() {
        let src = "namespace std {\nint used(int);\nint unused(int x) { return used(x); }\n}\n\
                   namespace std {\nint used(int x) { return x; }\nstruct Dead { int m; };\n}\n\
                   int main() { return std::used(1); }\n";
        // Kept as a root, `main` reaches `used` (both of its declarations, across the two
        // blocks of the reopened namespace); `unused` and `Dead` go.
        assert_eq!(
            swept(Lang::Cpp, src, 1),
            "namespace std {\nint used(int);\n}\nnamespace std {\nint used(int x) { return x; }\n}\n\
             int main() { return std::used(1); }\n"
        );
        // Without keeping anything, nothing is reachable: everything named goes.
        assert_eq!(swept(Lang::Cpp, src, 0), "namespace std {\n}\nnamespace std {\n}\n");
    }

    #[test]
    fn templates_cycles_and_operators() {
        let src = "template <class T> struct A { B<T> *b; };\ntemplate <class T> struct B { A<T> *a; };\n\
                   struct S {};\nbool operator<(S, S);\nint main() { return 0; }\n";
        // The pair that names each other goes together (a cycle no count of uses frees); the
        // operator, which nothing names, stays a root and keeps `S`.
        assert_eq!(swept(Lang::Cpp, src, 1), "struct S {};\nbool operator<(S, S);\nint main() { return 0; }\n");
    }

    #[test]
    fn without_namespaces_the_top_level_alone() {
        let src = "static int helper(void) { return 1; }\nint twice(int x) { return 2 * x; }\nint main(void) { return twice(3); }\n";
        assert_eq!(swept(Lang::C, src, 1), "int twice(int x) { return 2 * x; }\nint main(void) { return twice(3); }\n");
        assert_eq!(swept(Lang::C, src, 3), src);
    }
}
