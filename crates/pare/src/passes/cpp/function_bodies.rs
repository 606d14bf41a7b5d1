//! `function-bodies` (clang_delta's replace-function-def-with-decl): a function's definition
//! becomes a declaration, its body (and a constructor's initializer list) replaced by `;`, in
//! a class (`int size() const { return n; }` to `int size() const;`) or out of it. The body is a
//! required part of a definition, so `hdd` never takes it; this is where most of a preprocessed
//! header set's bytes are, and a compiler crash rarely needs the body of more than a few
//! functions. Adaptive deletion over every outermost function with a braced body, so runs of
//! them go in one call.

use crate::edits::{Piece, SpanList};
use crate::passes::deletions::{Deletions, Resume, single};
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::parse;
use crate::syntax::walk::preorder;

const FUNCTION: &str = "function_definition";
const BODY: &str = "compound_statement";
const INITIALIZERS: &str = "field_initializer_list";

/// The deletion list of every outermost function body of `text`, one unit per function: from a
/// constructor's `:` (or the body's `{`) to the body's `}`, read as `;`.
pub fn bodies(grammar: &Grammar, text: &[u8]) -> SpanList {
    let tree = parse(grammar.lang, text, None);
    let mut list = SpanList::new(text.to_vec());
    preorder(&tree, |node| {
        let Some(body) = node.child_by_field_name("body").filter(|b| node.kind() == FUNCTION && b.kind() == BODY)
        else {
            return true;
        };
        let mut cursor = node.walk();
        let start =
            node.children(&mut cursor).find(|c| c.kind() == INITIALIZERS).map_or(body.start_byte(), |i| i.start_byte());
        // `f() {…}` to `f();`, not `f() ;`.
        let start = start - text[..start].iter().rev().take_while(|&&b| b == b' ').count();
        list.push([Piece::replace(start..body.end_byte(), b";")]);
        false
    });
    list
}

/// Replaces function bodies by `;`.
pub const FUNCTION_BODIES: Spec = Spec {
    name: "function-bodies",
    description: "C++: a function's body becomes `;` (`int f() { … }` -> `int f();`), in classes too",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_cpp),
    body: Body::Deletions(Deletions { first: None, list, resume: Resume::Restart }),
};

/// The pass's one list.
fn list(grammar: Option<&'static Grammar>, best: &[u8], step: usize) -> Option<SpanList> {
    single(step)?;
    Some(bodies(grammar?, best))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::DeletionList;
    use crate::syntax::language::Lang;

    #[test]
    fn one_unit_per_outermost_body_with_the_initializers() {
        let src = "struct R {\n    R(int n) : n_(n) {}\n    int size() const { struct L { int g() { return 1; } }; return n_; }\n    int n_;\n};\nint R::* p;\nint main() { return 0; }\n";
        let list = bodies(Grammar::get(Lang::Cpp), src.as_bytes());
        assert_eq!(list.len(), 3);
        assert_eq!(
            String::from_utf8(list.candidate(0..3)).unwrap(),
            "struct R {\n    R(int n);\n    int size() const;\n    int n_;\n};\nint R::* p;\nint main();\n"
        );
    }

    #[test]
    fn bodies_the_test_does_not_need_go() {
        let src = "template <class T> struct ring {\n    T at(int i) const { return data[i % 4]; }\n    void push(T v) { data[0] = v; }\n    T data[4];\n};\nint main() { ring<int> r; r.push(1); return r.at(0); }\n";
        let out = crate::passes::testing::reduced(Lang::Cpp, src, &["function-bodies"], |c| c.contains("data[0] = v;"));
        assert_eq!(
            out,
            "template <class T> struct ring {\n    T at(int i) const;\n    void push(T v) { data[0] = v; }\n    T data[4];\n};\nint main();\n"
        );
    }
}
