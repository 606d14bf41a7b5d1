//! Who refers to whom among the siblings of a list: the statements of a block, the members of a
//! class, the declarations of a file (every node of a `blocks` kind is a list, its named children
//! its units). What `groups` and `decl` need to delete a group of declarations that only refer to
//! each other, which no single deletion can remove.
//!
//! A unit refers to a list's name when it holds an identifier with that text whose innermost
//! enclosing list declaring the text is that list (lexical scoping, names matched by text as
//! everywhere in pare). A use that no enclosing list declares (`obj.m` naming another class's
//! member, a library name) pins every declaration of its text: it may refer to any of them. Each
//! list's declarations of one name are one entity (a prototype and its definition, overloads), so
//! they land in one group. The groups are the strongly connected components of that graph; they
//! never span lists. A wrong guess costs a rejected candidate, never a wrong result.
//!
//! Built in one walk of the tree with the names indexed by text: linear in the file, never in
//! the number of declarations times the number of uses.

use std::collections::HashMap;
use std::ops::Range;

use petgraph::algo::kosaraju_scc;
use petgraph::graph::{DiGraph, NodeIndex};
use tree_sitter::{Node, Tree};

use super::names::declared_names;
use super::removal::list_deletions;
use crate::edits::Piece;
use crate::syntax::grammar::Grammar;
use crate::text_units::lines::with_line;

/// A list: a node of a `blocks` kind, whose named children are its units.
#[derive(Debug)]
pub struct List {
    /// The unit of the enclosing list that holds this list (`None` for an outermost list).
    pub owner: Option<usize>,
    /// True for the file's root list (the top level).
    pub root: bool,
    /// Its units' indices in [`References::units`].
    pub units: Range<usize>,
    /// Whether its units are separated (`a, b`): then a deletion takes one separator along.
    separated: bool,
}

/// One sibling of a list.
#[derive(Debug)]
pub struct Unit {
    /// The list it belongs to.
    pub list: usize,
    /// Its node's bytes.
    pub range: Range<usize>,
    /// The bytes deleting it alone removes (with its line when it stands alone on one).
    deletion: Range<usize>,
    /// Its group.
    pub group: usize,
}

/// A strongly connected component of the reference graph: units of one list that refer to each
/// other, directly or through other members.
#[derive(Debug)]
pub struct Group {
    /// The list it lies in.
    pub list: usize,
    /// Its units, in document order.
    pub units: Vec<usize>,
    /// True when its units declare a name (a group of plain statements is `false`).
    pub named: bool,
    /// True when something outside every list refers to one of its names, or a use this
    /// analysis cannot place does: it must stay.
    pub pinned: bool,
    /// How many other groups refer to it.
    pub referrers: usize,
    /// The other groups it refers to.
    pub targets: Vec<usize>,
    /// The bytes its units span.
    pub bytes: usize,
}

/// The lists of a file, their units and the groups of the reference graph among them.
#[derive(Debug)]
pub struct References {
    /// Every list, outer lists before the lists they hold.
    pub lists: Vec<List>,
    /// Every unit, list by list, each list's in document order.
    pub units: Vec<Unit>,
    /// Every group.
    pub groups: Vec<Group>,
}

impl References {
    /// The references of `tree`, the parse of `text`.
    pub fn new(grammar: &Grammar, tree: &Tree, text: &[u8]) -> References {
        let mut builder = Builder::new(grammar, text);
        builder.walk(tree);
        builder.finish()
    }

    /// The pieces that delete `units` (of any lists), sorted and disjoint.
    pub fn deletion(&self, units: &[usize]) -> Vec<Piece> {
        let mut by_list: HashMap<usize, Vec<usize>> = HashMap::new();
        for &u in units {
            by_list.entry(self.units[u].list).or_default().push(u);
        }
        let mut pieces = Vec::new();
        for (list, mut members) in by_list {
            let list = &self.lists[list];
            members.sort_unstable();
            if list.separated {
                let ranges: Vec<Range<usize>> =
                    self.units[list.units.clone()].iter().map(|u| u.range.clone()).collect();
                let indices: Vec<usize> = members.iter().map(|u| u - list.units.start).collect();
                pieces.extend(list_deletions(&ranges, &indices));
            } else {
                pieces.extend(members.iter().map(|&u| Piece::delete(self.units[u].deletion.clone())));
            }
        }
        super::removal::merge(pieces)
    }
}

/// A list the walk is inside.
struct Open<'t> {
    depth: usize,
    /// Its units' tree-sitter node ids and graph vertices, in order, and how many the walk has
    /// entered.
    units: Vec<(usize, u32)>,
    next: usize,
    /// The graph node of the unit the walk is in, if it is in one.
    current: Option<u32>,
    /// The names it declares, to close their scopes when the walk leaves it.
    names: Vec<&'t [u8]>,
}

/// A graph node: a unit, or one list's declarations of one name.
enum Vertex {
    Unit(usize),
    Name { list: usize },
}

struct Builder<'g, 't> {
    grammar: &'g Grammar,
    text: &'t [u8],
    lists: Vec<List>,
    units: Vec<Unit>,
    vertices: Vec<Vertex>,
    edges: Vec<(u32, u32)>,
    /// Name vertices that some use pins where it stands.
    pinned: Vec<u32>,
    /// Each name vertex's text, to pin it when a free use of the text turns up.
    texts: Vec<(u32, &'t [u8])>,
    /// Texts some use refers to without an enclosing list declaring them.
    free: std::collections::HashSet<&'t [u8]>,
    open: Vec<Open<'t>>,
    /// For each text, the name vertices of the open lists declaring it, innermost last, with
    /// their index in `open`.
    scopes: HashMap<&'t [u8], Vec<(usize, u32)>>,
}

impl<'g, 't> Builder<'g, 't> {
    fn new(grammar: &'g Grammar, text: &'t [u8]) -> Self {
        Builder {
            grammar,
            text,
            lists: Vec::new(),
            units: Vec::new(),
            vertices: Vec::new(),
            edges: Vec::new(),
            pinned: Vec::new(),
            texts: Vec::new(),
            free: Default::default(),
            open: Vec::new(),
            scopes: HashMap::new(),
        }
    }

    fn vertex(&mut self, vertex: Vertex) -> u32 {
        self.vertices.push(vertex);
        (self.vertices.len() - 1) as u32
    }

    /// One walk of the tree without recursion: lists are opened on the way down and closed on
    /// the way up, identifiers are bound to the innermost open list declaring their text.
    fn walk(&mut self, tree: &'t Tree) {
        let mut cursor = tree.walk();
        let mut depth = 0;
        loop {
            let node = cursor.node();
            self.enter(node, depth);
            let identifier = self.grammar.is_identifier(node.kind());
            if !identifier && cursor.goto_first_child() {
                depth += 1;
                continue;
            }
            loop {
                self.leave(depth);
                if cursor.goto_next_sibling() {
                    break;
                }
                if !cursor.goto_parent() {
                    return;
                }
                depth -= 1;
            }
        }
    }

    fn enter(&mut self, node: Node<'t>, depth: usize) {
        if let Some(open) = self.open.last_mut()
            && open.depth + 1 == depth
        {
            open.current = None;
            if let Some(&(id, vertex)) = open.units.get(open.next)
                && id == node.id()
            {
                open.next += 1;
                open.current = Some(vertex);
            }
        }
        if self.grammar.is_identifier(node.kind()) && node.end_byte() > node.start_byte() {
            self.use_of(&self.text[node.byte_range()]);
        } else if self.grammar.is_block(node.kind()) {
            self.open_list(node, depth);
        }
    }

    fn leave(&mut self, depth: usize) {
        if self.open.last().is_some_and(|open| open.depth == depth) {
            let open = self.open.pop().expect("an open list");
            for name in open.names {
                self.scopes.get_mut(name).and_then(Vec::pop);
            }
        }
    }

    /// A use of `name`: the unit it stands in refers to the innermost open list's declarations.
    fn use_of(&mut self, name: &'t [u8]) {
        let Some(&(at, vertex)) = self.scopes.get(name).and_then(|s| s.last()) else {
            self.free.insert(name);
            return;
        };
        match self.open[at].current {
            Some(unit) => self.edges.push((unit, vertex)),
            None => self.pinned.push(vertex),
        }
    }

    /// Opens `node` as a list: its units, the names they declare, one vertex per name.
    fn open_list(&mut self, node: Node<'t>, depth: usize) {
        let list = self.lists.len();
        let owner = self.open.last().and_then(|o| o.current).map(|v| match self.vertices[v as usize] {
            Vertex::Unit(u) => u,
            Vertex::Name { .. } => unreachable!("a unit vertex"),
        });
        let separated = self.grammar.list_separator(node.kind()).is_some();
        let start = self.units.len();
        let mut members = Vec::new();
        let mut declared: Vec<(&'t [u8], u32)> = Vec::new();
        let mut by_name: HashMap<&'t [u8], u32> = HashMap::new();
        let mut cursor = node.walk();
        for child in node.named_children(&mut cursor) {
            if child.is_extra() || self.grammar.is_comment(child.kind()) {
                continue;
            }
            let unit = self.units.len();
            let deletion = with_line(self.text, child.byte_range());
            self.units.push(Unit { list, range: child.byte_range(), deletion, group: 0 });
            let vertex = self.vertex(Vertex::Unit(unit));
            members.push((child.id(), vertex));
            for name in unit_names(self.grammar, child) {
                let name = &self.text[name.byte_range()];
                let shared = match by_name.get(name) {
                    Some(&v) => v,
                    None => {
                        let v = self.vertex(Vertex::Name { list });
                        by_name.insert(name, v);
                        declared.push((name, v));
                        self.texts.push((v, name));
                        v
                    }
                };
                // A declaration and its name's vertex stand or fall together.
                self.edges.push((vertex, shared));
                self.edges.push((shared, vertex));
            }
        }
        self.lists.push(List { owner, root: depth == 0, units: start..self.units.len(), separated });
        let at = self.open.len();
        for &(name, v) in &declared {
            self.scopes.entry(name).or_default().push((at, v));
        }
        let names = declared.into_iter().map(|(n, _)| n).collect();
        self.open.push(Open { depth, units: members, next: 0, current: None, names });
    }

    /// The groups: strongly connected components, with the references between them.
    fn finish(mut self) -> References {
        for &(v, text) in &self.texts {
            if self.free.contains(text) {
                self.pinned.push(v);
            }
        }
        self.edges.sort_unstable();
        self.edges.dedup();
        let mut graph: DiGraph<(), (), u32> = DiGraph::with_capacity(self.vertices.len(), self.edges.len());
        for _ in &self.vertices {
            graph.add_node(());
        }
        graph.extend_with_edges(self.edges.iter().copied());
        let components = kosaraju_scc(&graph);
        let mut component = vec![0usize; self.vertices.len()];
        for (c, members) in components.iter().enumerate() {
            for v in members {
                component[v.index()] = c;
            }
        }
        let mut groups: Vec<Group> = components.iter().map(|members| self.group(members)).collect();
        for g in &mut groups {
            g.units.sort_unstable();
        }
        for &v in &self.pinned {
            groups[component[v as usize]].pinned = true;
        }
        let mut links: Vec<(usize, usize)> = self
            .edges
            .iter()
            .map(|&(a, b)| (component[a as usize], component[b as usize]))
            .filter(|(a, b)| a != b)
            .collect();
        links.sort_unstable();
        links.dedup();
        for (from, to) in links {
            groups[from].targets.push(to);
            groups[to].referrers += 1;
        }
        for (g, group) in groups.iter().enumerate() {
            for &u in &group.units {
                self.units[u].group = g;
            }
        }
        References { lists: self.lists, units: self.units, groups }
    }

    fn group(&self, members: &[NodeIndex<u32>]) -> Group {
        let mut units = Vec::new();
        let mut named = false;
        let mut list = 0;
        for v in members {
            match self.vertices[v.index()] {
                Vertex::Unit(u) => {
                    list = self.units[u].list;
                    units.push(u);
                }
                Vertex::Name { list: l } => {
                    list = l;
                    named = true;
                }
            }
        }
        let bytes = units.iter().map(|&u| self.units[u].range.len()).sum();
        Group { list, units, named, pinned: false, referrers: 0, targets: Vec::new(), bytes }
    }
}

/// The names a unit declares: its own when it is a declaration, else those of the declarations
/// it directly holds (`export function f`, a decorated Python definition, C's `#ifdef` around
/// declarations).
fn unit_names<'t>(grammar: &Grammar, unit: Node<'t>) -> Vec<Node<'t>> {
    if grammar.is_declaration(unit.kind()) {
        let names = declared_names(grammar, unit);
        if !names.is_empty() {
            return names;
        }
    }
    let mut cursor = unit.walk();
    unit.named_children(&mut cursor)
        .filter(|c| grammar.is_declaration(c.kind()))
        .flat_map(|c| declared_names(grammar, c))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;
    use crate::syntax::parse::parse;

    /// Each group of the list at `list`, as its units' texts, with whether it is free (named, not
    /// pinned, no referrer).
    fn groups(lang: Lang, src: &str, root: bool) -> Vec<(Vec<String>, bool)> {
        let grammar = Grammar::get(lang);
        let tree = parse(lang, src.as_bytes(), None);
        let refs = References::new(grammar, &tree, src.as_bytes());
        let mut out: Vec<(Vec<String>, bool)> = refs
            .groups
            .iter()
            .filter(|g| refs.lists[g.list].root == root && !g.units.is_empty())
            .map(|g| {
                let texts = g.units.iter().map(|&u| src[refs.units[u].range.clone()].to_string()).collect();
                (texts, g.named && !g.pinned && g.referrers == 0)
            })
            .collect();
        out.sort();
        out
    }

    fn free(groups: &[(Vec<String>, bool)]) -> Vec<Vec<String>> {
        groups.iter().filter(|g| g.1).map(|g| g.0.clone()).collect()
    }

    #[test]
    fn mutually_recursive_functions_are_one_free_group_with_their_prototype() {
        let src =
            "int f(int);\nint g(int x) { return f(x); }\nint f(int x) { return g(x); }\nint main(void) { return 0; }\n";
        let all = groups(Lang::C, src, true);
        assert_eq!(
            free(&all),
            [
                vec!["int f(int);", "int g(int x) { return f(x); }", "int f(int x) { return g(x); }"],
                vec!["int main(void) { return 0; }"]
            ]
        );
        // Once main calls g, the group has a referrer.
        let called = src.replace("return 0;", "return g(1);");
        assert_eq!(free(&groups(Lang::C, &called, true)), [vec!["int main(void) { return g(1); }"]]);
    }

    #[test]
    fn classes_that_name_each_other_are_one_group() {
        let src = "import java.util.List;\nclass A { B b; }\nclass B { C c; }\nclass C { A a; int n() { return 1; } }\npublic class Main { public static void main(String[] s) { } }\n";
        let free = free(&groups(Lang::Java, src, true));
        assert!(
            free.contains(&vec![
                "class A { B b; }".into(),
                "class B { C c; }".into(),
                "class C { A a; int n() { return 1; } }".into()
            ]),
            "{free:?}"
        );
        assert!(
            free.contains(&vec!["public class Main { public static void main(String[] s) { } }".into()]),
            "{free:?}"
        );
    }

    #[test]
    fn locals_bind_to_their_own_block_and_members_named_from_outside_are_pinned() {
        // `i` in g is g's own: it neither pins nor refers to f's `i`; `int i` in f is unused.
        let c = "void f(void) { int i; int j = 2; j++; }\nvoid g(void) { int i = 1; i++; }\n";
        let inner = groups(Lang::C, c, false);
        let free_inner = free(&inner);
        assert!(free_inner.contains(&vec!["int i;".to_string()]), "{inner:?}");
        assert!(!free_inner.contains(&vec!["int i = 1;".to_string()]), "{inner:?}");
        assert!(!free_inner.contains(&vec!["int j = 2;".to_string()]), "{inner:?}");
        // `m` is named through an object elsewhere: it may be that member, so it stays.
        let java = "class K { void m() { n(); } void n() { m(); } }\nclass U { void u(K k) { k.m(); } }\n";
        let members = groups(Lang::Java, java, false);
        assert!(
            members.iter().any(|(g, free)| g == &["void m() { n(); }", "void n() { m(); }"] && !free),
            "{members:?}"
        );
    }

    #[test]
    fn ten_thousand_declarations_in_a_chain_are_ten_thousand_groups() {
        // Each function calls the one before: a DAG of single groups, only the last one free.
        let mut src = String::from("int f0(void) { return 0; }\n");
        for i in 1..10_000 {
            src.push_str(&format!("int f{i}(void) {{ return f{}(); }}\n", i - 1));
        }
        let tree = parse(Lang::C, src.as_bytes(), None);
        let refs = References::new(Grammar::get(Lang::C), &tree, src.as_bytes());
        let top: Vec<&Group> = refs.groups.iter().filter(|g| refs.lists[g.list].root).collect();
        assert_eq!(top.len(), 10_000);
        let free: Vec<&&Group> = top.iter().filter(|g| g.referrers == 0 && !g.pinned).collect();
        assert_eq!(free.len(), 1);
        assert_eq!(&src[refs.units[free[0].units[0]].range.clone()], "int f9999(void) { return f9998(); }");
    }
}
