//! Which names a declaration introduces, and where names are used: what `decl` and `params`
//! need to change a definition together with every use of it.
//!
//! Names are matched by text, as `rename` does: without a resolver, two entities with the same
//! name in different scopes are one. A wrong guess only costs a rejected candidate.

use std::collections::HashMap;

use tree_sitter::{Node, Tree};

use super::grammar::Grammar;

/// Every non-empty identifier node of `tree`, by its text, each list in document order.
pub fn identifiers<'t>(grammar: &Grammar, tree: &'t Tree, text: &'t [u8]) -> HashMap<&'t [u8], Vec<Node<'t>>> {
    let mut out: HashMap<&[u8], Vec<Node>> = HashMap::new();
    super::walk::preorder(tree, |node| {
        let named = grammar.is_identifier(node.kind()) && node.end_byte() > node.start_byte();
        if named {
            out.entry(&text[node.byte_range()]).or_default().push(node);
        }
        !named
    });
    out
}

/// C's parenthesized declarator, `(f)` in `int (f)(void)`: a wrapper whose inner declarator is in
/// no field. Preprocessed csmith declares every `safe_*` function this way.
const PARENTHESIZED: &str = "parenthesized_declarator";

/// `node`, or what it wraps when it is a parenthesized declarator (at any depth).
pub fn through_parentheses(node: Node) -> Node {
    let mut node = node;
    while node.kind() == PARENTHESIZED {
        let mut cursor = node.walk();
        let Some(inner) = node.named_children(&mut cursor).find(|c| !c.is_extra()) else { break };
        node = inner;
    }
    node
}

/// How deep a declarator may nest (`int *(*f)(void)` is a few levels).
const MAX_DEPTH: usize = 8;

/// The identifier nodes `declaration` introduces: through its `name`, `declarator` and `pattern`
/// fields (C's declarators nest: `*f(void)` names `f`), and its `…declarator` children
/// (JavaScript's `let a = 1, b;` names `a` and `b`).
pub fn declared_names<'t>(grammar: &Grammar, declaration: Node<'t>) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    collect(grammar, declaration, 0, &mut out);
    out
}

fn collect<'t>(grammar: &Grammar, node: Node<'t>, depth: usize, out: &mut Vec<Node<'t>>) {
    if depth > MAX_DEPTH {
        return;
    }
    let parenthesized = node.kind() == PARENTHESIZED;
    let mut cursor = node.walk();
    if cursor.goto_first_child() {
        loop {
            let child = cursor.node();
            let field = cursor.field_name();
            let named_field = matches!(field, Some("name" | "declarator" | "pattern"))
                || (parenthesized && child.is_named() && !child.is_extra());
            if named_field && grammar.is_identifier(child.kind()) {
                out.push(child);
            } else if named_field || (field.is_none() && child.kind().ends_with("declarator")) {
                collect(grammar, child, depth + 1, out);
            }
            if !cursor.goto_next_sibling() {
                break;
            }
        }
    }
}

/// The name a parameter list or field list belongs to: the identifier in the `name` or
/// `declarator` field of its parent or grandparent (`fn f(…)`, `int f(…)`, `struct S {…}`).
pub fn owner_name<'t>(grammar: &Grammar, list: Node<'t>) -> Option<Node<'t>> {
    let mut node = list;
    for _ in 0..2 {
        node = node.parent()?;
        for field in ["name", "declarator"] {
            if let Some(n) = node.child_by_field_name(field).map(through_parentheses)
                && grammar.is_identifier(n.kind())
            {
                return Some(n);
            }
        }
    }
    None
}

/// The name a call calls, when it calls a plain identifier: `f` in `f(a, b)` (in the table's
/// `callee_fields`).
pub fn callee_name<'t>(grammar: &Grammar, arguments: Node<'t>) -> Option<Node<'t>> {
    let call = arguments.parent()?;
    let function = grammar.callee_fields().iter().find_map(|f| call.child_by_field_name(f))?;
    grammar.is_identifier(function.kind()).then_some(function)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::language::Lang;
    use crate::syntax::parse::parse;
    use crate::syntax::walk::preorder;

    fn names(lang: Lang, src: &str) -> Vec<String> {
        let g = Grammar::get(lang);
        let tree = parse(lang, src.as_bytes(), None);
        let mut out = Vec::new();
        preorder(&tree, |n| {
            if g.is_declaration(n.kind()) {
                out.extend(declared_names(g, n).iter().map(|n| src[n.byte_range()].to_string()));
            }
            true
        });
        out
    }

    #[test]
    fn finds_declared_names_through_declarators() {
        assert_eq!(names(Lang::C, "int *f(void) { return 0; }"), ["f"]);
        assert_eq!(names(Lang::C, "static int a = 1, *b;"), ["a", "b"]);
        assert_eq!(names(Lang::C, "static int (safe_add)(int a, int b) { return a + b; }"), ["safe_add"]);
        assert_eq!(names(Lang::C, "typedef struct S { int x; } T;"), ["T", "S"]);
        assert_eq!(names(Lang::Rust, "fn f() { let x = 1; }\nstruct S;"), ["f", "x", "S"]);
        assert_eq!(names(Lang::JavaScript, "let a = 1, b; function g() {}"), ["a", "b", "g"]);
    }
}
