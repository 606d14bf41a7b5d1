//! Which file-level declarations the rest of the file can reach by name, and the one edit that
//! deletes all the others: what a preprocessed C++ file needs first. Of its megabytes of
//! library headers a crash uses a few templates; the rest is declarations that nothing the
//! crash needs names, directly or through other declarations, and they go in one test call
//! instead of thousands.
//!
//! The *units* are the declarations at file level: the top level's, and those inside the
//! bodies of the table's `namespaces` kinds (`namespace std { … }`, `extern "C++" { … }`,
//! Rust's `mod m { … }`) at any depth, since a namespace reopened a hundred times is one scope
//! (in C and C++ every construct there declares something; elsewhere a top-level statement runs
//! and is a *root*, like any code outside every unit and any construct the parser could not
//! read). Units that declare the same name are one *group* (a prototype and its definition,
//! overloads, a template and its specialisations). A group is reachable when a root, or a kept
//! unit, names it. Names are matched by text, over-approximately, but as C++ scopes them
//! where that is cheap to see: a unit's own members, parameters and locals hide file-level
//! names inside it, a word after `.` or after a class's `::` is a member, and strings and
//! comments name nothing. A unit that declares no plain name (`operator<<`, which `<<` uses
//! without naming it; `void vector<T>::push(…)` defined out of its class; `extern template`;
//! `using ::abs;`) is kept once every group its signature names is kept. Deleting every unit
//! not kept at once can fail where something is used without being named (an implicit
//! conversion, ADL on a name it does not spell): a rejected candidate, never a wrong result.
//!
//! The entry point the test needs (`main`, a test function) is a unit nothing names, so the
//! deletions keep the last few groups in document order as roots too: one candidate for each
//! of a few such counts, the test decides.

use std::collections::{HashMap, HashSet};

use petgraph::unionfind::UnionFind;
use tree_sitter::{Node, Tree};

use super::names::declared_names;
use super::removal::{merge, removal};
use crate::edits::Piece;
use crate::syntax::grammar::Grammar;
use crate::text_units::lines::with_line;
use crate::text_units::tokens::{Token, TokenKind, token_stream};

/// The file-level declarations of one text, grouped by name, and what each refers to.
pub struct Reachable {
    /// Every unit, in document order.
    units: Vec<Unit>,
    /// For each group (numbered in document order of its last unit), its units.
    members: Vec<Vec<usize>>,
    /// For each group, the units whose signatures name it.
    watchers: Vec<Vec<usize>>,
    /// The groups roots name.
    rooted: Vec<usize>,
}

/// One file-level declaration.
struct Unit {
    /// The piece that deletes it.
    removal: Piece,
    /// The group of the names it declares; `None` for a unit that declares no plain name
    /// (`operator<<`, an out-of-class member definition `void vector<T>::push(…)`, `extern
    /// template class vector<int>;`, `using ::rename;`). Nothing can name such a unit: it is
    /// kept once every group its signature names is, since that is what it works on.
    group: Option<usize>,
    /// For a unit without a group, the groups its signature (the text before its body) names.
    needs: Vec<usize>,
    /// The groups it names anywhere.
    refers: Vec<usize>,
}

impl Reachable {
    /// The groups of `tree`, the parse of `text`.
    pub fn new(grammar: &Grammar, tree: &Tree, text: &[u8]) -> Reachable {
        let mut nodes = Vec::new();
        // Names are read from the tokens of the text, not from the tree, since a parser may keep
        // no node for a name it skips (tree-sitter-cpp's `(C::*member)`); comments name nothing.
        let tokens: Vec<Token> =
            token_stream(text, grammar.lexicon()).filter(|t| t.kind != TokenKind::Comment).collect();
        let mut namespaces = namespace_aliases(text, &tokens);
        collect_units(grammar, text, tree.root_node(), &mut nodes, &mut namespaces);
        let mut builder = Builder::new(nodes.len());
        for node in &nodes {
            builder.add(grammar, text, *node, &namespaces);
        }
        builder.finish(grammar, text, &nodes, &namespaces, &tokens)
    }

    /// How many groups there are.
    pub fn group_count(&self) -> usize {
        self.members.len()
    }

    /// Where the entry points begin when the last `keep` groups are roots: the start of the
    /// earliest last unit of those groups (the groups are numbered by where their last unit
    /// is), so that everything after it, the program a library was included into, counts as
    /// theirs. The text's end when `keep` is 0, its start when there are no more groups.
    pub fn entries_start(&self, keep: usize, text_len: usize) -> usize {
        let Some(first) = self.members.len().checked_sub(keep) else { return 0 };
        self.members.get(first).and_then(|units| units.last()).map_or(text_len, |&u| self.units[u].removal.range.start)
    }

    /// The pieces that delete every unit the roots cannot reach, with the last `keep` groups
    /// (in document order) as roots too; `None` when that deletes nothing.
    pub fn deletion(&self, keep: usize) -> Option<Vec<Piece>> {
        let mut missing: Vec<usize> = self.units.iter().map(|u| u.needs.len()).collect();
        let mut named = vec![false; self.members.len()];
        let mut kept = vec![false; self.units.len()];
        let mut groups: Vec<usize> = self.rooted.clone();
        groups.extend(self.members.len().saturating_sub(keep)..self.members.len());
        let mut ready: Vec<usize> =
            (0..self.units.len()).filter(|&u| self.units[u].group.is_none() && missing[u] == 0).collect();
        loop {
            if let Some(u) = ready.pop() {
                if !std::mem::replace(&mut kept[u], true) {
                    groups.extend(self.units[u].refers.iter().copied().filter(|&g| !named[g]));
                }
            } else if let Some(g) = groups.pop() {
                if std::mem::replace(&mut named[g], true) {
                    continue;
                }
                ready.extend(&self.members[g]);
                for &u in &self.watchers[g] {
                    missing[u] -= 1;
                    if missing[u] == 0 {
                        ready.push(u);
                    }
                }
            } else {
                break;
            }
        }
        let pieces: Vec<Piece> =
            (0..self.units.len()).filter(|&u| !kept[u]).map(|u| self.units[u].removal.clone()).collect();
        (!pieces.is_empty()).then(|| merge(pieces))
    }
}

/// The named children of `node` that are file-level units, through namespace bodies. A
/// construct the parser could not read, or read as two (tree-sitter-cpp ends a function at a
/// `requires … &&` it cannot follow and starts another after it), is no unit, nor is what stands
/// beside it: deleting it could leave half a construct behind. Its words are roots. Adds the
/// names of the namespaces it looks through to `namespaces`.
fn collect_units<'t, 'a>(
    grammar: &Grammar,
    text: &'a [u8],
    node: Node<'t>,
    out: &mut Vec<Node<'t>>,
    namespaces: &mut HashSet<&'a [u8]>,
) {
    let mut cursor = node.walk();
    let children: Vec<Node> =
        node.named_children(&mut cursor).filter(|c| !c.is_extra() && !grammar.is_comment(c.kind())).collect();
    // An empty declaration (`namespace n { … };`) is cut cleanly however it reads.
    let empty = |c: &Node| text[c.byte_range()].trim_ascii() == b";";
    let broken = |c: &Node| c.is_error() || c.is_missing() || !(empty(c) || cleanly_cut(&text[c.byte_range()]));
    for (i, &child) in children.iter().enumerate() {
        let beside_broken =
            [i.checked_sub(1), Some(i + 1)].into_iter().flatten().any(|j| children.get(j).is_some_and(broken));
        if broken(&child) || beside_broken {
            continue;
        }
        match child.child_by_field_name("body") {
            Some(body) if grammar.is_namespace(child.kind()) && grammar.is_block(body.kind()) => {
                namespaces.extend(child.child_by_field_name("name").map(|n| &text[n.byte_range()]));
                collect_units(grammar, text, body, out, namespaces)
            }
            // In C and C++ everything at file level declares something (`using ::abs;`, `extern
            // template …`); elsewhere a statement at the top level runs, and stays a root.
            _ if grammar.is_declaration(child.kind())
                || grammar.is_namespace(child.kind())
                || grammar.is_c_family()
                || grammar.is_cpp() =>
            {
                out.push(child)
            }
            _ => {}
        }
    }
}

/// The names of namespace aliases (`namespace __tc = std::__detail;`, often inside a function),
/// which qualify file-level names as namespaces do.
fn namespace_aliases<'a>(text: &'a [u8], tokens: &[Token]) -> HashSet<&'a [u8]> {
    let token = |t: &Token| &text[t.start..t.end];
    tokens.windows(3).filter(|w| token(&w[0]) == b"namespace" && token(&w[2]) == b"=").map(|w| token(&w[1])).collect()
}

/// Whether a construct's text starts and ends where a construct can: not on an operator or a
/// bracket (`&&`, `,`, `(`), which tells that the parser cut it short or began it in the
/// middle of another.
fn cleanly_cut(text: &[u8]) -> bool {
    let text = text.trim_ascii();
    let starts = text.first().is_some_and(|&b| b.is_ascii_alphanumeric() || b"_[#~:".contains(&b) || !b.is_ascii());
    let ends = text.last().is_some_and(|&b| b.is_ascii_alphanumeric() || b"_;})]\"'>".contains(&b) || !b.is_ascii());
    starts && ends
}

/// The plain names `unit` declares: its own, or, for a wrapper that declares none itself
/// (`template <…> class C`), those of the declarations it holds.
fn unit_names<'t>(grammar: &Grammar, text: &[u8], unit: Node<'t>, namespaces: &HashSet<&[u8]>) -> Vec<Node<'t>> {
    let names = plain_names(grammar, text, unit, namespaces);
    if !names.is_empty() {
        return names;
    }
    // A declarator that is a single token of another kind: tree-sitter-c reads the `int8_t` of
    // `typedef __int8_t int8_t;` as a primitive type.
    if let Some(token) = unit.child_by_field_name("declarator").filter(|d| d.child_count() == 0) {
        return vec![token];
    }
    let mut cursor = unit.walk();
    let inner: Vec<Node> = unit.named_children(&mut cursor).filter(|c| grammar.is_declaration(c.kind())).collect();
    inner.into_iter().flat_map(|c| plain_names(grammar, text, c, namespaces)).collect()
}

/// The names `declaration` declares, but for those qualified by a class: `vector<T>::push`
/// defines a member of `vector` out of its class, which nothing names on its own, where
/// `class __cxx11::collate` declares `collate`.
fn plain_names<'t>(
    grammar: &Grammar,
    text: &[u8],
    declaration: Node<'t>,
    namespaces: &HashSet<&[u8]>,
) -> Vec<Node<'t>> {
    let names = declared_names(grammar, declaration);
    names.into_iter().filter(|n| !member_of_class(text, n.start_byte(), namespaces)).collect()
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

/// The names declared inside `unit` (members, parameters, locals): inside the unit a plain use
/// of one means that declaration, which hides any file-level one of the same name. A friend
/// declares none ([`Grammar::is_foreign_declaration`]).
fn inner_names<'t>(grammar: &Grammar, text: &'t [u8], unit: Node) -> HashSet<&'t [u8]> {
    let mut out = HashSet::new();
    let none = HashSet::new();
    let mut add =
        |node: Node| out.extend(plain_names(grammar, text, node, &none).iter().map(|n| &text[n.byte_range()]));
    let mut cursor = unit.walk();
    let mut depth = 0usize;
    loop {
        let node = cursor.node();
        let kind = node.kind();
        // `struct S` without a body names a type declared elsewhere.
        let reference = kind.ends_with("_specifier") && node.child_by_field_name("body").is_none();
        if depth > 0 && (grammar.is_declaration(kind) || grammar.is_field_declaration(kind)) && !reference {
            add(node);
        }
        if grammar.is_parameter_list(kind) {
            let mut params = node.walk();
            node.named_children(&mut params).for_each(&mut add);
        }
        // A friend declares nothing in the class: `__copy_streambufs_eof` in `friend streamsize
        // __copy_streambufs_eof<>(…);` is the namespace's function, which must stay.
        if !grammar.is_foreign_declaration(kind) && cursor.goto_first_child() {
            depth += 1;
            continue;
        }
        loop {
            if depth == 0 {
                return out;
            }
            if cursor.goto_next_sibling() {
                break;
            }
            cursor.goto_parent();
            depth -= 1;
        }
    }
}

/// Whether the word at `at` is qualified by a class (`V::size`, `vector<T>::push`): a member's
/// name, where one qualified by a namespace (`std::size`, `::rename`) is a file-level one.
fn member_of_class(text: &[u8], at: usize, namespaces: &HashSet<&[u8]>) -> bool {
    // `using ::abs;`: the global scope, not a class.
    let Some(before) = text[..at].trim_ascii_end().strip_suffix(b"::") else { return false };
    if before.ends_with(b">") {
        return true;
    }
    let start = before.iter().rposition(|&b| !(b.is_ascii_alphanumeric() || b == b'_')).map_or(0, |i| i + 1);
    start < before.len() && !namespaces.contains(&before[start..])
}

/// Whether the word at `at` follows the keyword `namespace`: the name a namespace block opens
/// (`namespace views {`), read as the scope it is, not as a use of a declaration of that name.
fn names_a_namespace(text: &[u8], at: usize) -> bool {
    let before = text[..at].trim_ascii_end();
    before
        .strip_suffix(b"namespace")
        .is_some_and(|rest| !rest.last().is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_'))
}

/// Whether the word at `at` follows `.`: a member's name, never a file-level one. (Not `->`,
/// which also opens C++'s trailing return types and a requirement's type constraint.)
fn after_member_access(text: &[u8], at: usize) -> bool {
    let before = text[..at].trim_ascii_end();
    before.ends_with(b".") && !before.ends_with(b"..")
}

/// Groups by name as units are added: units that declare a name in common are one group.
struct Builder<'t> {
    /// name → the first unit that declares it.
    by_name: HashMap<&'t [u8], usize>,
    /// Units joined by the names they share.
    sets: UnionFind<usize>,
    /// Whether each unit declares a plain name.
    named: Vec<bool>,
}

impl<'t> Builder<'t> {
    fn new(units: usize) -> Self {
        Builder { by_name: HashMap::new(), sets: UnionFind::new(units), named: Vec::with_capacity(units) }
    }

    fn add(&mut self, grammar: &Grammar, text: &'t [u8], unit: Node<'t>, namespaces: &HashSet<&[u8]>) {
        let u = self.named.len();
        let names = unit_names(grammar, text, unit, namespaces);
        self.named.push(!names.is_empty());
        for name in names {
            let first = *self.by_name.entry(&text[name.byte_range()]).or_insert(u);
            self.sets.union(first, u);
        }
    }

    /// Numbers the groups by the position of their last unit, and links every word of the text
    /// to the group declaring it: from the unit it stands in, or from the roots.
    fn finish(
        self,
        grammar: &Grammar,
        text: &[u8],
        nodes: &[Node],
        namespaces: &HashSet<&[u8]>,
        tokens: &[Token],
    ) -> Reachable {
        let mut number: HashMap<usize, usize> = HashMap::new();
        for u in (0..nodes.len()).rev().filter(|&u| self.named[u]) {
            let next = number.len();
            number.entry(self.sets.find(u)).or_insert(next);
        }
        let count = number.len();
        // Numbered from the end: reverse so that the last group in the file is the last number.
        let final_of = |u: usize| count - 1 - number[&self.sets.find(u)];
        let mut members = vec![Vec::new(); count];
        let mut units: Vec<Unit> = Vec::with_capacity(nodes.len());
        let mut needs_in = Vec::with_capacity(nodes.len());
        for (u, node) in nodes.iter().enumerate() {
            let group = self.named[u].then(|| final_of(u));
            if let Some(g) = group {
                members[g].push(u);
            }
            let range = node.byte_range();
            let end = text[range.clone()].iter().position(|&b| b == b'{').map_or(range.end, |i| range.start + i);
            needs_in.push(if group.is_none() { range.start..end } else { 0..0 });
            let removal = unit_removal(grammar, text, *node);
            units.push(Unit { removal, group, needs: Vec::new(), refers: Vec::new() });
        }
        let named: HashMap<&[u8], usize> = self.by_name.iter().map(|(n, &u)| (*n, final_of(u))).collect();
        let mut rooted = Vec::new();
        let inner: Vec<HashSet<&[u8]>> = nodes.iter().map(|n| inner_names(grammar, text, *n)).collect();
        let mut at = 0;
        for word in tokens.iter().filter(|t| t.kind == TokenKind::Word).map(|t| t.start..t.end) {
            let Some(&target) = named.get(&text[word.clone()]) else { continue };
            if after_member_access(text, word.start)
                || member_of_class(text, word.start, namespaces)
                || names_a_namespace(text, word.start)
            {
                continue;
            }
            while at < nodes.len() && nodes[at].end_byte() <= word.start {
                at += 1;
            }
            if at == nodes.len() || nodes[at].start_byte() > word.start {
                rooted.push(target);
                continue;
            }
            let qualified = text[..word.start].ends_with(b"::");
            let unit = &mut units[at];
            if unit.group == Some(target) || (!qualified && inner[at].contains(&text[word.clone()])) {
                continue;
            }
            unit.refers.push(target);
            if needs_in[at].contains(&word.start) {
                unit.needs.push(target);
            }
        }
        let mut watchers = vec![Vec::new(); count];
        for (u, unit) in units.iter_mut().enumerate() {
            for targets in [&mut unit.needs, &mut unit.refers] {
                targets.sort_unstable();
                targets.dedup();
            }
            for &g in &unit.needs {
                watchers[g].push(u);
            }
        }
        rooted.sort_unstable();
        rooted.dedup();
        Reachable { units, members, watchers, rooted }
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
                   struct S {};\nbool operator<(S, S);\nstruct K {};\nbool operator<(K, K);\n\
                   int main() { K k; return 0; }\n";
        // The pair that names each other goes together (a cycle no count of uses frees); an
        // operator, which nothing names, stays with the type it works on.
        assert_eq!(swept(Lang::Cpp, src, 1), "struct K {};\nbool operator<(K, K);\nint main() { K k; return 0; }\n");
    }

    #[test]
    fn members_are_not_file_level_names() {
        let src = "namespace std {\nint size(int);\nstruct V { int size() const; int n; int f() { return size() + n; } };\n\
                   int V::size() const { return n; }\ntypedef __int8_t int8_t;\nint data(int);\n}\n\
                   int main() { std::V v; int8_t i = 0; return v.data + i; }\n";
        // `size` inside `V` is V's own (its members hide the file-level function), and `v.data`
        // is a member: neither keeps the function of that name. The out-of-class definition of
        // `V::size` stays with `V`; `int8_t`, which tree-sitter reads as a primitive type, is
        // still a name.
        assert_eq!(
            swept(Lang::Cpp, src, 1),
            "namespace std {\nstruct V { int size() const; int n; int f() { return size() + n; } };\n\
             int V::size() const { return n; }\ntypedef __int8_t int8_t;\n}\n\
             int main() { std::V v; int8_t i = 0; return v.data + i; }\n"
        );
    }

    #[test]
    fn using_declarations_and_instantiations_are_units_not_roots() {
        let src = "typedef int int8_t;\ntypedef int time_t;\nnamespace std {\nusing ::int8_t;\nusing ::time_t;\n\
                   template <class T> struct B {};\nextern template struct B<char>;\n}\n\
                   int main() { std::int8_t i = 0; return i; }\n";
        // Each `using` and the explicit instantiation stay exactly when what they name does:
        // read as roots, they kept `time_t` and `B` alive.
        assert_eq!(
            swept(Lang::Cpp, src, 1),
            "typedef int int8_t;\nnamespace std {\nusing ::int8_t;\n}\nint main() { std::int8_t i = 0; return i; }\n"
        );
    }

    #[test]
    fn a_friend_names_the_function_it_befriends() {
        let src = "namespace std {\nint copy_eof(int);\nint other(int);\n\
                   template <class T> struct Buf { friend int copy_eof(int); int other(int); };\n}\n\
                   int main() { std::Buf<int> b; return 0; }\n";
        // `copy_eof` inside `Buf` is the namespace's function, which must stay; `other` is the
        // class's own member, which hides the file-level one.
        assert_eq!(
            swept(Lang::Cpp, src, 1),
            "namespace std {\nint copy_eof(int);\n\
             template <class T> struct Buf { friend int copy_eof(int); int other(int); };\n}\n\
             int main() { std::Buf<int> b; return 0; }\n"
        );
    }

    #[test]
    fn a_namespace_name_and_an_empty_declaration_are_no_roots() {
        let src = "namespace std {\nstruct duration { int r; };\nstruct views { int x; };\n\
                   namespace chrono {\ntypedef duration seconds;\n};\n}\n\
                   namespace std {\nnamespace views {\nint take(int);\n}\n}\nint main() { return 0; }\n";
        // `views` in `namespace views {` names the scope it opens, and the `;` after `chrono`'s
        // block is an empty declaration, not a construct cut short: read as roots, they kept
        // the struct `views` and, through the block beside the `;`, `duration`.
        assert_eq!(
            swept(Lang::Cpp, src, 1),
            "namespace std {\nnamespace chrono {\n};\n}\nnamespace std {\nnamespace views {\n}\n}\nint main() { return 0; }\n"
        );
    }

    #[test]
    fn without_namespaces_the_top_level_alone() {
        let src = "static int helper(void) { return 1; }\nint twice(int x) { return 2 * x; }\nint main(void) { return twice(3); }\n";
        assert_eq!(swept(Lang::C, src, 1), "int twice(int x) { return 2 * x; }\nint main(void) { return twice(3); }\n");
        assert_eq!(swept(Lang::C, src, 3), src);
    }
}
