//! Which names a declaration introduces, and where names are used: what `decl` and `params`
//! need to change a definition together with every use of it.
//!
//! Names are matched by text, as `rename` does: without a resolver, two entities with the same
//! name in different scopes are one. A wrong guess only costs a rejected candidate.

use std::collections::HashMap;

use tree_sitter::{Node, Tree};

use crate::syntax::grammar::Grammar;

/// Every non-empty identifier node of `tree`, by its text, each list in document order.
pub fn identifiers<'t>(grammar: &Grammar, tree: &'t Tree, text: &'t [u8]) -> HashMap<&'t [u8], Vec<Node<'t>>> {
    let mut out: HashMap<&[u8], Vec<Node>> = HashMap::new();
    crate::syntax::walk::preorder(tree, |node| {
        let named = grammar.is_identifier(node.kind()) && node.end_byte() > node.start_byte();
        if named {
            out.entry(&text[node.byte_range()]).or_default().push(node);
        }
        !named
    });
    out
}

/// `node`, or what it wraps when it is a declarator wrapper (the table's `[names] wrappers`: C's
/// `(f)` in `int (f)(void)`), at any depth.
pub fn through_parentheses<'t>(grammar: &Grammar, node: Node<'t>) -> Node<'t> {
    inside_wrappers(node, |kind| grammar.is_declarator_wrapper(kind))
}

/// `node`, or the first named child of each wrapper (`is_wrapper` of its kind) down from it.
pub fn inside_wrappers<'t>(node: Node<'t>, is_wrapper: impl Fn(&str) -> bool) -> Node<'t> {
    let mut node = node;
    while is_wrapper(node.kind()) {
        let mut cursor = node.walk();
        let Some(inner) = node.named_children(&mut cursor).find(|c| !c.is_extra()) else { break };
        node = inner;
    }
    node
}

/// How deep a declarator may nest (`int *(*f)(void)` is a few levels).
const MAX_DEPTH: usize = 8;

/// The identifier nodes `declaration` introduces: through the table's name fields (`name`,
/// `declarator`, `pattern`; C's declarators nest: `*f(void)` names `f`), its declarators in no
/// field (JavaScript's `let a = 1, b;` names `a` and `b`) and declarator wrappers.
pub fn declared_names<'t>(grammar: &Grammar, declaration: Node<'t>) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    collect(grammar, declaration, 0, &mut out);
    out
}

fn collect<'t>(grammar: &Grammar, node: Node<'t>, depth: usize, out: &mut Vec<Node<'t>>) {
    if depth > MAX_DEPTH {
        return;
    }
    // The children of a wrapper or of a declarator that are in no field hold names too (Go's
    // `x, y := …` declares the identifiers of an expression list).
    let holder = grammar.is_declarator_wrapper(node.kind()) || grammar.is_declarator(node.kind());
    let mut cursor = node.walk();
    if cursor.goto_first_child() {
        loop {
            let child = cursor.node();
            let field = cursor.field_name();
            let named_field = field.is_some_and(|f| grammar.name_fields().iter().any(|n| n == f))
                || (holder && field.is_none() && child.is_named() && !child.is_extra());
            if named_field && grammar.is_identifier(child.kind()) {
                out.push(child);
            } else if named_field || (field.is_none() && grammar.is_declarator(child.kind())) {
                collect(grammar, child, depth + 1, out);
            }
            if !cursor.goto_next_sibling() {
                break;
            }
        }
    }
}

/// The name a parameter list or field list belongs to: the identifier in a name field of its
/// parent or grandparent (`fn f(…)`, `int f(…)`, `struct S {…}`).
pub fn owner_name<'t>(grammar: &Grammar, list: Node<'t>) -> Option<Node<'t>> {
    let mut node = list;
    for _ in 0..2 {
        node = node.parent()?;
        for field in grammar.name_fields() {
            if let Some(n) = node.child_by_field_name(field).map(|n| through_parentheses(grammar, n))
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
    let function = grammar.callee(call)?;
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
        assert_eq!(names(Lang::Cpp, "int &r = x, &s = y;"), ["r", "s"], "through reference declarators");
        assert_eq!(names(Lang::Java, "class C { int a = 1, b; void m() {} }"), ["C", "a", "b", "m"]);
        assert_eq!(names(Lang::Python, "def f(x):\n    pass\nclass K:\n    pass\n"), ["f", "K"]);
        let go = "package p\nvar v, w = 1, 2\nconst c = 3\ntype T struct{}\nfunc f() { x, y := 1, 2 }\n";
        assert_eq!(names(Lang::Go, go), ["v", "w", "c", "T", "f", "x", "y"]);
    }
}
