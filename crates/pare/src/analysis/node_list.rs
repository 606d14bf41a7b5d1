//! The nodes at one depth of the syntax tree, as a deletion list for HDD.
//!
//! A unit is a named node that may vanish (its place in `node-types.json` is optional, or one of
//! several), or failing that one whose stand-in from `grammars/` is shorter than it. Deleting an
//! element of a separated list removes one separator with it; deleting a node alone on its line
//! removes the line; deleting an optional field also removes the anonymous tokens that introduce
//! it (`-> T`, `: T`, `= v`).
//!
//! An accepted deletion costs what it changes, not what the file holds: the tree is told about
//! it in a few edits and re-parsed incrementally, and the level's other units keep their places,
//! shifted past the change, instead of being collected again from the whole tree. A unit that
//! became undeletable through the change (the last of a required list) is still tried; the
//! candidate fails, and the next sweep collects the level afresh.

use std::collections::{BTreeMap, HashSet};
use std::ops::Range;
use std::sync::Arc;

use tree_sitter::{Node, Tree};

use super::removal::{list_deletions, merge};
use crate::adaptive::DeletionList;
use crate::edits::{Piece, apply};
use crate::syntax::chains::spine;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::{parse, tree_of};
use crate::syntax::points::edit_tree;
use crate::text_units::lines::with_line;

/// What happens to a unit's node.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Action {
    /// Delete this (already extended) byte range.
    Delete(Range<usize>),
    /// Delete element `index` of list `list`.
    DeleteElement { list: usize, index: usize },
    /// Replace the node's bytes with this stand-in.
    Replace(Range<usize>, Box<[u8]>),
}

/// The named nodes at one depth of the current tree, as deletable units.
pub struct NodeList {
    grammar: &'static Grammar,
    depth: usize,
    text: Arc<Vec<u8>>,
    tree: Tree,
    units: Vec<Action>,
    /// Each separated list's element ranges.
    lists: Vec<Vec<Range<usize>>>,
    /// Whether any named node exists at this depth (deleteable or not).
    reached: bool,
    /// The text when this sweep from the root began: past the leaves, HDD* sweeps again if it
    /// changed.
    sweep_start: Arc<Vec<u8>>,
}

impl NodeList {
    /// The units at `depth` (the root is depth 0) of `tree`, the parse of `text`.
    pub fn new(grammar: &'static Grammar, text: Arc<Vec<u8>>, tree: Tree, depth: usize) -> NodeList {
        let sweep_start = text.clone();
        NodeList::in_sweep(grammar, text, tree, depth, sweep_start)
    }

    fn in_sweep(
        grammar: &'static Grammar,
        text: Arc<Vec<u8>>,
        tree: Tree,
        depth: usize,
        sweep_start: Arc<Vec<u8>>,
    ) -> Self {
        let (units, lists) = (Vec::new(), Vec::new());
        let mut list = NodeList { grammar, depth, text, tree, units, lists, reached: false, sweep_start };
        list.collect();
        list
    }

    /// The depth of this level (the root is 0): what `examples/parse_cost.rs` rebuilds a level at.
    #[cfg(any(test, feature = "internals"))]
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// The current text and its tree (for the tests).
    #[cfg(test)]
    fn into_parts(self) -> (Arc<Vec<u8>>, Tree) {
        (self.text, self.tree)
    }

    fn collect(&mut self) {
        self.units.clear();
        self.lists.clear();
        self.reached = false;
        let root = self.tree.root_node();
        if self.depth == 0 {
            self.reached = true;
            if root.end_byte() > root.start_byte() {
                self.units.push(Action::Delete(0..self.text.len()));
            }
            return;
        }
        let tree = self.tree.clone();
        let (mut parents, interior) = parents(&tree, self.depth);
        parents.sort_by_key(|p| p.start_byte());
        for parent in parents {
            self.collect_children(parent, &interior);
        }
    }

    fn collect_children(&mut self, parent: Node, interior: &HashSet<usize>) {
        let g = self.grammar;
        let mut cursor = parent.walk();
        let children: Vec<(Node, Option<&'static str>)> = {
            let mut v = Vec::new();
            if cursor.goto_first_child() {
                loop {
                    v.push((cursor.node(), cursor.field_name()));
                    if !cursor.goto_next_sibling() {
                        break;
                    }
                }
            }
            v
        };
        let mut per_place: BTreeMap<&str, usize> = BTreeMap::new();
        for (node, field) in &children {
            if node.is_named() && !node.is_extra() {
                *per_place.entry(field.unwrap_or("")).or_default() += 1;
            }
        }
        let separated = g.list_separator(parent.kind()).is_some();
        let list_id = self.lists.len();
        let mut elements = Vec::new();
        for (i, (node, field)) in children.iter().enumerate() {
            if !node.is_named() || interior.contains(&node.id()) {
                continue;
            }
            self.reached = true;
            if node.end_byte() == node.start_byte() {
                continue;
            }
            let range = node.start_byte()..node.end_byte();
            let comment = node.is_extra() || g.is_comment(node.kind());
            let deletable = comment
                || parent.is_error()
                || node.is_error()
                || match g.place(parent.kind(), *field) {
                    None => true,
                    Some(place) => !place.required || (place.multiple && per_place[field.unwrap_or("")] > 1),
                };
            if deletable && separated && !comment {
                elements.push(range);
                self.units.push(Action::DeleteElement { list: list_id, index: elements.len() - 1 });
            } else if deletable {
                let extended =
                    if field.is_some() { self.with_introducers(parent.kind(), &children, i) } else { range.clone() };
                let range = if extended == range { with_line(&self.text, range) } else { extended };
                self.units.push(Action::Delete(range));
            } else if let Some(standin) = g.standin(node.kind())
                && standin.len() < range.len()
            {
                self.units.push(Action::Replace(range, standin.as_bytes().into()));
            }
        }
        if !elements.is_empty() {
            self.lists.push(elements);
        }
    }

    /// Extends an optional field's range over the anonymous tokens that introduce it: those
    /// between it and the previous named sibling (`-> T`), or else up to the next (`Trait for`).
    /// Separators and brackets are not taken: they belong to the parent's shape, unless the
    /// grammar's `[introducers]` table says the token introduces a field in this parent.
    fn with_introducers(&self, parent: &str, children: &[(Node, Option<&'static str>)], i: usize) -> Range<usize> {
        let (node, _) = children[i];
        let shape = |kind: &str| matches!(kind, ";" | "," | "(" | ")" | "[" | "]" | "{" | "}");
        let takeable = |n: &Node| !n.is_named() && (!shape(n.kind()) || self.grammar.introduces(parent, n.kind()));
        let mut j = i;
        while j > 0 && takeable(&children[j - 1].0) {
            j -= 1;
        }
        if j < i && j > 0 && children[j - 1].0.is_named() {
            return children[j - 1].0.end_byte()..node.end_byte();
        }
        let mut k = i + 1;
        while k < children.len() && takeable(&children[k].0) {
            k += 1;
        }
        if k > i + 1 && k < children.len() && children[k].0.is_named() {
            return node.start_byte()..children[k].0.start_byte();
        }
        node.start_byte()..node.end_byte()
    }

    /// The pieces that delete or replace the units in `ranges`, sorted and disjoint.
    fn pieces(&self, ranges: &[Range<usize>]) -> Vec<Piece> {
        let mut pieces = Vec::new();
        let mut in_lists: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for action in ranges.iter().flat_map(|r| &self.units[r.clone()]) {
            match action {
                Action::Delete(r) => pieces.push(Piece::delete(r.clone())),
                Action::Replace(r, with) => pieces.push(Piece::replace(r.clone(), with)),
                Action::DeleteElement { list, index } => in_lists.entry(*list).or_default().push(*index),
            }
        }
        for (list, indices) in in_lists {
            pieces.extend(list_deletions(&self.lists[list], &indices));
        }
        merge(pieces)
    }
}

impl NodeList {
    /// Drops the units in `range` (just committed): list elements leave their lists, and the
    /// later elements of those lists are renumbered.
    fn forget(&mut self, range: Range<usize>) {
        let mut gone: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for unit in self.units.drain(range) {
            if let Action::DeleteElement { list, index } = unit {
                gone.entry(list).or_default().push(index);
            }
        }
        if gone.is_empty() {
            return;
        }
        for (list, indices) in &mut gone {
            indices.sort_unstable();
            let elements = &mut self.lists[*list];
            for &i in indices.iter().rev() {
                elements.remove(i);
            }
        }
        for unit in &mut self.units {
            if let Action::DeleteElement { list, index } = unit
                && let Some(indices) = gone.get(list)
            {
                *index -= indices.partition_point(|&i| i < *index);
            }
        }
    }
}

/// Where positions of the old text are after sorted, disjoint pieces were applied to it.
struct Shift<'a> {
    pieces: &'a [Piece],
    /// `before[i]`: how much the pieces before piece `i` grew the text (negative: shrank).
    before: Vec<isize>,
}

impl<'a> Shift<'a> {
    fn new(pieces: &'a [Piece]) -> Self {
        let mut before = Vec::with_capacity(pieces.len() + 1);
        let mut growth = 0isize;
        before.push(0);
        for p in pieces {
            growth += p.with.len() as isize - p.range.len() as isize;
            before.push(growth);
        }
        Shift { pieces, before }
    }

    /// Where the first piece starts: nothing before it moves.
    fn first_start(&self) -> usize {
        self.pieces.first().map_or(usize::MAX, |p| p.range.start)
    }

    /// Where old position `x` is now; a position inside a piece goes to where the piece starts.
    fn position(&self, x: usize) -> usize {
        if x <= self.first_start() {
            return x;
        }
        let i = self.pieces.partition_point(|p| p.range.end <= x);
        let x = match self.pieces.get(i) {
            Some(p) if p.range.start < x => p.range.start,
            _ => x,
        };
        x.wrapping_add_signed(self.before[i])
    }

    fn range(&self, r: &Range<usize>) -> Range<usize> {
        self.position(r.start)..self.position(r.end)
    }
}

/// The nodes whose children make up level `depth`, and the nodes inside chains, walking without
/// recursion (chains of nested nodes can be thousands deep). A chain of nested nodes of one kind
/// (see [`crate::syntax::chains`]) counts as one level: the nodes it wraps sit at its depth and are never
/// units themselves (the `nesting` pass takes levels out of chains), so a chain thousands of
/// levels deep costs HDD neither thousands of levels nor thousands of calls.
fn parents(tree: &Tree, depth: usize) -> (Vec<Node<'_>>, HashSet<usize>) {
    let mut parents = Vec::new();
    let mut interior = HashSet::new();
    let mut stack = vec![(tree.root_node(), 0)];
    while let Some((node, at)) = stack.pop() {
        let path = spine(node).unwrap_or_default();
        interior.extend(path.iter().map(Node::id));
        if at + 1 == depth {
            parents.push(node);
        } else {
            let mut cursor = node.walk();
            let children = node.named_children(&mut cursor).filter(|c| !interior.contains(&c.id()));
            stack.extend(children.map(|c| (c, at + 1)).collect::<Vec<_>>());
        }
        stack.extend(path.last().map(|&inner| (inner, at)));
    }
    (parents, interior)
}

impl NodeList {
    /// The level below this one on `text` (parsed as `tree`): the next depth, or past the
    /// leaves the root of a fresh parse if this sweep changed the text, else none.
    fn below(&self, text: Arc<Vec<u8>>, tree: Tree) -> Option<NodeList> {
        let grammar = self.grammar;
        let below = NodeList::in_sweep(grammar, text.clone(), tree, self.depth + 1, self.sweep_start.clone());
        if below.reached {
            return Some(below);
        }
        (text != self.sweep_start).then(|| NodeList::new(grammar, text.clone(), tree_of(grammar.lang, &text), 0))
    }
}

impl DeletionList for NodeList {
    type Candidate = Vec<u8>;

    fn len(&self) -> usize {
        self.units.len()
    }

    fn candidate_of(&self, ranges: &[Range<usize>]) -> Vec<u8> {
        apply(&self.text, &self.pieces(ranges))
    }

    fn level(&self) -> usize {
        self.depth
    }

    /// The top level's declarations that name each other go only together. Deeper levels'
    /// blocks cost calls in every early sweep and seldom go;
    /// `groups` finds the groups among members and statements through their names.
    fn blocks(&self) -> bool {
        self.depth <= 1
    }

    fn commit(&mut self, range: Range<usize>) {
        let pieces = self.pieces(std::slice::from_ref(&range));
        let text = apply(&self.text, &pieces);
        edit_tree(&mut self.tree, &self.text, &text, &pieces);
        self.tree = parse(self.grammar.lang, &text, Some(&self.tree));
        self.text = Arc::new(text);
        self.forget(range);
        let shift = Shift::new(&pieces);
        for unit in &mut self.units {
            match unit {
                Action::Delete(r) | Action::Replace(r, _) => *r = shift.range(r),
                Action::DeleteElement { .. } => {}
            }
        }
        for list in &mut self.lists {
            if list.last().is_some_and(|last| last.end > shift.first_start()) {
                list.iter_mut().for_each(|r| *r = shift.range(r));
            }
        }
    }

    /// The units one level deeper, on the same text and tree. Past the leaves, the root of a
    /// fresh parse if this sweep changed the text (HDD*: sweep until a sweep changes nothing),
    /// else none. Chaining the sweeps into one list lets backward deletion's hints run on from
    /// one sweep into the next.
    fn deeper(&self) -> Option<NodeList> {
        self.below(self.text.clone(), self.tree.clone())
    }

    /// On a fresh parse of the text after the deletion, which is the tree an incremental
    /// reparse gives nearly always.
    fn deeper_after(&self, ranges: &[Range<usize>]) -> Option<NodeList> {
        let text = self.candidate_of(ranges);
        let tree = tree_of(self.grammar.lang, &text);
        self.below(Arc::new(text), tree)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;

    fn level(lang: Lang, text: &str, depth: usize) -> NodeList {
        let tree = parse(lang, text.as_bytes(), None);
        NodeList::new(Grammar::get(lang), Arc::new(text.as_bytes().to_vec()), tree, depth)
    }

    fn all_single(list: &NodeList) -> Vec<String> {
        (0..list.len()).map(|i| String::from_utf8(list.candidate(i..i + 1)).unwrap()).collect()
    }

    #[test]
    fn deleting_list_elements_takes_their_separators() {
        let text = "int x = f(a, b, c);\n";
        // translation_unit > declaration > init_declarator > call_expression > argument_list > args
        let list = level(Lang::C, text, 5);
        let singles = all_single(&list);
        assert!(singles.contains(&"int x = f(b, c);\n".to_string()), "{singles:?}");
        assert!(singles.contains(&"int x = f(a, c);\n".to_string()), "{singles:?}");
        assert!(singles.contains(&"int x = f(a, b);\n".to_string()), "{singles:?}");
        assert_eq!(String::from_utf8(list.candidate(0..2)).unwrap(), "int x = f(c);\n");
        assert_eq!(String::from_utf8(list.candidate(1..3)).unwrap(), "int x = f(a);\n");
        assert_eq!(String::from_utf8(list.candidate(0..3)).unwrap(), "int x = f();\n");
    }

    #[test]
    fn required_nodes_get_shorter_standins() {
        // function_definition > compound_statement is required: replaced by {}.
        let list = level(Lang::C, "int main(void) { return 1 + 2; }\n", 2);
        let singles = all_single(&list);
        assert!(singles.contains(&"int main(void) {}\n".to_string()), "{singles:?}");
        // binary_expression is required in return_statement? No: optional, so it is deleted.
        let list = level(Lang::C, "int x = (1 + 2) * 3;\n", 4);
        let singles = all_single(&list);
        assert!(singles.contains(&"int x = 0 * 3;\n".to_string()), "{singles:?}");
    }

    #[test]
    fn a_statement_alone_on_its_line_takes_the_line() {
        let text = "fn main() {\n    let a = 1;\n    let b = 2;\n}\n";
        let list = level(Lang::Rust, text, 3);
        let singles = all_single(&list);
        assert!(singles.contains(&"fn main() {\n    let b = 2;\n}\n".to_string()), "{singles:?}");
    }

    #[test]
    fn optional_fields_go_with_their_introducers() {
        let list = level(Lang::Rust, "fn f() -> u32 { 0 }\n", 2);
        let singles = all_single(&list);
        assert!(singles.contains(&"fn f() { 0 }\n".to_string()), "{singles:?}");
        let list = level(Lang::Rust, "fn f() { let x: u8 = 1; }\n", 4);
        let singles = all_single(&list);
        assert!(singles.contains(&"fn f() { let x = 1; }\n".to_string()), "{singles:?}");
        assert!(singles.contains(&"fn f() { let x: u8; }\n".to_string()), "{singles:?}");
    }

    #[test]
    fn commit_reparses_and_recollects() {
        let mut list = level(Lang::JavaScript, "f(1, 2);\ng(3);\nh(4);\n", 1);
        assert_eq!(list.len(), 3);
        list.commit(1..2);
        assert_eq!(*list.into_parts().0, b"f(1, 2);\nh(4);\n");
        let mut list = level(Lang::JavaScript, "f(1, 2);\ng(3);\nh(4);\n", 1);
        list.commit(0..1);
        assert_eq!(list.len(), 2);
        let (text, tree) = list.into_parts();
        assert_eq!(*text, b"g(3);\nh(4);\n");
        assert!(!tree.root_node().has_error());
        assert_eq!(tree.root_node().to_sexp(), parse(Lang::JavaScript, &text, None).root_node().to_sexp());
    }

    #[test]
    fn broken_input_still_has_units() {
        let text = "int f( { x = ; } } int g(void) { return 0; }\n";
        let singles: Vec<String> = (1..6).flat_map(|d| all_single(&level(Lang::C, text, d))).collect();
        assert!(singles.len() >= 4, "{singles:?}");
        assert!(singles.iter().any(|s| !s.contains("return")), "{singles:?}");
    }

    #[test]
    fn a_leading_optional_field_takes_the_token_after_it() {
        let list = level(Lang::Rust, "impl Tr for S {}\n", 2);
        let singles = all_single(&list);
        assert!(singles.contains(&"impl S {}\n".to_string()), "{singles:?}");
    }
}
