//! `function-bodies` (clang_delta's replace-function-def-with-decl): a function's definition
//! becomes a declaration, its body (and a constructor's initializer list) replaced by `;`, in
//! a class (`int size() const { return n; }` to `int size() const;`) or out of it. The body is a
//! required part of a definition, so `hdd` never takes it; this is where most of a preprocessed
//! header set's bytes are, and a compiler crash rarely needs the body of more than a few
//! functions. Adaptive deletion over every outermost function with a braced body, so runs of
//! them go in one call.

use crate::adaptive::reduce_list;
use crate::edits::{Piece, SpanList};
use crate::passes::{Context, Pass, Tier};
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::parse;
use crate::syntax::walk::preorder;

/// Replaces function bodies by `;`.
pub struct FunctionBodies;

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

impl Pass for FunctionBodies {
    fn name(&self) -> &'static str {
        "function-bodies"
    }
    fn description(&self) -> &'static str {
        "C++: a function's body becomes `;` (`int f() { … }` -> `int f();`), in classes too"
    }
    fn tier(&self) -> Tier {
        Tier::Cheap
    }
    fn run(&self, cx: &mut Context) -> Result<(), Stop> {
        let Some(grammar) = cx.grammar().filter(|g| g.is_cpp()) else { return Ok(()) };
        let mut list = bodies(grammar, &cx.best());
        let order = cx.order();
        reduce_list(cx, &mut list, order)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::DeletionList;
    use crate::syntax::language::Lang;
    use crate::{FnOracle, Reduction};

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
        let oracle = FnOracle(|c: &[u8]| std::str::from_utf8(c).unwrap().contains("data[0] = v;"));
        let out = Reduction::new(src.as_bytes().to_vec()).language(Lang::Cpp).passes(&["function-bodies"]).jobs(1);
        let out = String::from_utf8(out.run(oracle).unwrap().best).unwrap();
        assert_eq!(
            out,
            "template <class T> struct ring {\n    T at(int i) const;\n    void push(T v) { data[0] = v; }\n    T data[4];\n};\nint main();\n"
        );
    }
}
