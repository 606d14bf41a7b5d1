//! `class-to-struct` (clang_delta's class-to-struct): `class` becomes `struct` and the class's
//! own access labels (`public:`, `private:`, `protected:`) go, with `public` in its base list;
//! in a `struct` the labels and `public` bases go alone. Deletion cannot do it: a label without
//! its `:` does not parse, and `class` without its labels changes what is accessible. The members
//! all become public, which keeps what compiled compiling. Each class is one candidate, tried
//! only when it is shorter than the text it replaces (`class` is one byte shorter than `struct`).

use tree_sitter::Node;

use super::{children_of_kind, with_spaces_after};
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::parse;
use crate::syntax::walk::preorder;
use crate::text_units::lines::with_line;

const CLASS: &str = "class_specifier";
const STRUCT: &str = "struct_specifier";
const ACCESS: &str = "access_specifier";
const BASES: &str = "base_class_clause";

/// The pieces that delete the access labels directly in `body`, each with its `:`.
fn label_deletions(text: &[u8], body: Node) -> Vec<Piece> {
    children_of_kind(body, ACCESS)
        .into_iter()
        .filter_map(|label| {
            let colon = label.next_sibling().filter(|c| c.kind() == ":")?;
            Some(Piece::delete(with_line(text, with_spaces_after(text, label.start_byte()..colon.end_byte()))))
        })
        .collect()
}

/// The pieces that delete `public` from the bases of `class`.
fn public_bases(text: &[u8], class: Node) -> Vec<Piece> {
    let Some(bases) = children_of_kind(class, BASES).pop() else { return Vec::new() };
    children_of_kind(bases, ACCESS)
        .into_iter()
        .filter(|a| &text[a.byte_range()] == b"public")
        .map(|a| Piece::delete(with_spaces_after(text, a.byte_range())))
        .collect()
}

/// The edit that makes `node` (a class or a struct with a body) a struct without access labels,
/// if that is shorter.
fn conversion(text: &[u8], node: Node) -> Option<Vec<Piece>> {
    let body = node.child_by_field_name("body")?;
    let mut pieces = Vec::new();
    let mut grows = 0;
    if node.kind() == CLASS {
        let keyword = node.child(0).filter(|k| k.kind() == "class")?;
        pieces.push(Piece::replace(keyword.byte_range(), b"struct"));
        grows = 1;
    }
    pieces.extend(public_bases(text, node));
    pieces.extend(label_deletions(text, body));
    let removed: usize = pieces.iter().map(|p| p.range.len()).sum::<usize>() - (grows * 5);
    (removed > grows).then_some(pieces)
}

/// Every class or struct conversion of `text`, outermost first.
pub fn conversions(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = parse(grammar.lang, text, None);
    let mut out = Vec::new();
    preorder(&tree, |node| {
        if matches!(node.kind(), CLASS | STRUCT)
            && let Some(pieces) = conversion(text, node)
        {
            out.push(pieces);
        }
        true
    });
    out
}

/// Turns classes into structs without access labels.
pub const CLASS_TO_STRUCT: Spec = Spec {
    name: "class-to-struct",
    description: "C++: `class` to `struct` without its access labels (`class A { public: int f(); };` -> `struct A { int f(); };`)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_cpp),
    body: Body::Rewrite(conversions),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::rewritten;
    use crate::syntax::language::Lang;

    fn all(src: &str) -> Vec<String> {
        rewritten(Lang::Cpp, src, conversions)
    }

    #[test]
    fn a_class_loses_its_labels_and_public_bases() {
        let src = "class ring : public base<int>, private other {\npublic:\n    int size() const;\nprivate:\n    int n_;\n};\n";
        assert_eq!(all(src), ["struct ring : base<int>, private other {\n    int size() const;\n    int n_;\n};\n"]);
    }

    #[test]
    fn structs_lose_labels_and_classes_only_when_shorter() {
        let src = "struct S { public: int a; };\nclass C { int b; };\nclass D : public S {};\n";
        assert_eq!(
            all(src),
            [
                "struct S { int a; };\nclass C { int b; };\nclass D : public S {};\n",
                "struct S { public: int a; };\nclass C { int b; };\nstruct D : S {};\n"
            ]
        );
    }

    #[test]
    fn nested_classes_are_candidates_of_their_own() {
        let src = "class A { public: class B { public: int x; }; };";
        let got = all(src);
        assert_eq!(got, ["struct A { class B { public: int x; }; };", "class A { public: struct B { int x; }; };"]);
    }
}
