//! `base-class` (clang_delta's remove-base-class): a class loses one base, together with the
//! initializer of that base in its constructors (`: B(x), m(1)` to `: m(1)`). Deletion cannot do
//! it: the last base leaves `struct A : {`, and a constructor that still initializes a base the
//! class no longer has does not compile. Like clang_delta it copies nothing of the base into the
//! class: what the class used of it becomes a compile error, and the test says no.

use tree_sitter::Node;

use super::children_of_kind;
use crate::analysis::removal::{list_deletions, merge};
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::parse;
use crate::syntax::walk::preorder;

const BASES: &str = "base_class_clause";
const ACCESS: &str = "access_specifier";
const VIRTUAL: &str = "virtual";
const TEMPLATE_TYPE: &str = "template_type";
const TEMPLATE_METHOD: &str = "template_method";
const QUALIFIED: &str = "qualified_identifier";
const FUNCTION: &str = "function_definition";
const TEMPLATE: &str = "template_declaration";
const INITIALIZERS: &str = "field_initializer_list";

/// One base of a class: the span from its access specifier (or `virtual`) to its end, and the
/// name its initializers use (`B` of `ns::B<int>`).
struct Base<'t> {
    span: std::ops::Range<usize>,
    name: &'t [u8],
}

/// The name a base (or its initializer) spells: the last name of a qualified or template type.
fn base_name<'t>(text: &'t [u8], base: Node) -> &'t [u8] {
    match base.kind() {
        TEMPLATE_TYPE | TEMPLATE_METHOD => {
            base.child_by_field_name("name").map_or(&text[base.byte_range()], |n| &text[n.byte_range()])
        }
        QUALIFIED => base.child_by_field_name("name").map_or(&text[base.byte_range()], |n| base_name(text, n)),
        _ => &text[base.byte_range()],
    }
}

/// The bases of a base clause, each with the access specifier and `virtual` before it.
fn bases<'t>(text: &'t [u8], clause: Node) -> Vec<Base<'t>> {
    let mut out = Vec::new();
    let mut start = None;
    let mut cursor = clause.walk();
    for child in clause.children(&mut cursor) {
        match child.kind() {
            ACCESS | VIRTUAL => {
                start.get_or_insert(child.start_byte());
            }
            _ if child.is_named() && !child.is_extra() && child.kind() != "attribute_declaration" => {
                let span = start.take().unwrap_or(child.start_byte())..child.end_byte();
                out.push(Base { span, name: base_name(text, child) });
            }
            _ => {}
        }
    }
    out
}

/// The constructors' initializer lists among the members of `body`.
fn initializer_lists(body: Node) -> Vec<Node> {
    let mut out = Vec::new();
    let mut cursor = body.walk();
    for member in body.named_children(&mut cursor) {
        let function = if member.kind() == TEMPLATE {
            member.named_child(member.named_child_count().saturating_sub(1))
        } else {
            Some(member)
        };
        if let Some(function) = function.filter(|f| f.kind() == FUNCTION) {
            out.extend(children_of_kind(function, INITIALIZERS));
        }
    }
    out
}

/// The pieces that delete the initializers of `name` from `list`: the whole list (with its `:`)
/// when nothing else is left in it.
fn initializer_deletions(text: &[u8], list: Node, name: &[u8]) -> Vec<Piece> {
    let mut cursor = list.walk();
    let inits: Vec<Node> = list.named_children(&mut cursor).filter(|c| !c.is_extra()).collect();
    let names_it = |init: &Node| init.named_child(0).is_some_and(|n| base_name(text, n) == name);
    let hits: Vec<usize> = (0..inits.len()).filter(|&i| names_it(&inits[i])).collect();
    if hits.is_empty() {
        return Vec::new();
    }
    if hits.len() == inits.len() {
        let start = list
            .prev_sibling()
            .filter(|p| p.end_byte() <= list.start_byte())
            .map_or(list.start_byte(), |p| p.end_byte());
        return vec![Piece::delete(start..list.end_byte())];
    }
    let ranges: Vec<_> = inits.iter().map(|i| i.byte_range()).collect();
    list_deletions(&ranges, &hits)
}

/// Every base removal of the class `node`, if it has bases and a body.
fn removals(text: &[u8], node: Node, out: &mut Vec<Vec<Piece>>) {
    let (Some(clause), Some(body)) = (children_of_kind(node, BASES).pop(), node.child_by_field_name("body")) else {
        return;
    };
    let bases = bases(text, clause);
    let spans: Vec<_> = bases.iter().map(|b| b.span.clone()).collect();
    for (i, base) in bases.iter().enumerate() {
        let mut pieces = if bases.len() == 1 {
            // `struct A : B {` to `struct A {`: the clause with the space before it.
            let start = clause.prev_sibling().map_or(clause.start_byte(), |p| p.end_byte());
            vec![Piece::delete(start..clause.end_byte())]
        } else {
            list_deletions(&spans, &[i])
        };
        for list in initializer_lists(body) {
            pieces.extend(initializer_deletions(text, list, base.name));
        }
        out.push(merge(pieces));
    }
}

/// Every base class removal in `text`.
pub fn base_removals(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = parse(grammar.lang, text, None);
    let mut out = Vec::new();
    preorder(&tree, |node| {
        if matches!(node.kind(), "class_specifier" | "struct_specifier") {
            removals(text, node, &mut out);
        }
        true
    });
    out
}

/// Removes base classes with their initializers.
pub const BASE_CLASS: Spec = Spec {
    name: "base-class",
    description: "C++: remove a base class with its initializers in the constructors",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_cpp),
    body: Body::Rewrite(base_removals),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::rewritten;
    use crate::syntax::language::Lang;

    fn all(src: &str) -> Vec<String> {
        rewritten(Lang::Cpp, src, base_removals)
    }

    #[test]
    fn a_base_goes_with_its_initializer() {
        let src = "struct D : public std::B<int>, virtual C {\n    D(int x) : B<int>(x), C(), m(1) {}\n    template <class T> D(T t) : C(t) {}\n    int m;\n};";
        assert_eq!(
            all(src),
            [
                "struct D : virtual C {\n    D(int x) : C(), m(1) {}\n    template <class T> D(T t) : C(t) {}\n    int m;\n};",
                "struct D : public std::B<int> {\n    D(int x) : B<int>(x), m(1) {}\n    template <class T> D(T t) {}\n    int m;\n};",
            ]
        );
    }

    #[test]
    fn the_last_base_takes_its_colon() {
        assert_eq!(all("class A : B { A() : B() {} };"), ["class A { A() {} };"]);
        assert!(all("struct E {}; struct F;").is_empty());
    }
}
