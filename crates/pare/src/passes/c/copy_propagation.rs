//! `copy-propagation` (clang_delta's copy-propagation): a variable that is never written after
//! its declaration is replaced at every use by what it was initialized with, and its declarator
//! goes. csmith's `int32_t *l_3995 = &g_63; … (*l_3995) = 1;` becomes `(g_63) = 1;`: a
//! dereference of the pointer becomes the object it points to (the `*&` folded at once), any
//! other use the address in parentheses. Constants propagate the same way
//! (`int16_t l_143 = 0x5C23L;`).
//!
//! A variable qualifies when nothing assigns it, increments it or takes its address in its
//! scope, and nothing in its scope declares the name again; an address qualifies when it is
//! that of a name, an element with a literal index or a member (`&g_134[1]`, `&g_9.f1`).

use tree_sitter::Node;

use super::declarator::{Level, declarator_removal, levels};
use super::scope::{Identifiers, identifiers, outside_parentheses, uses_in};
use super::splice::{is_primary, shrinks};
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

const INIT_DECLARATOR: &str = "init_declarator";
const DECLARATION: &str = "declaration";
const IDENTIFIER: &str = "identifier";
const NUMBER: &str = "number_literal";
const POINTER_EXPRESSION: &str = "pointer_expression";
const PARENTHESIZED: &str = "parenthesized_expression";
const SUBSCRIPT: &str = "subscript_expression";
const FIELD: &str = "field_expression";
const ASSIGNMENT: &str = "assignment_expression";
const UPDATE: &str = "update_expression";
const CAST: &str = "cast_expression";
const UNARY: &str = "unary_expression";
const TYPE_DESCRIPTOR: &str = "type_descriptor";

/// What a variable was initialized with.
enum Value<'t> {
    /// `&place`: uses become `place` under a dereference, `(&place)` elsewhere.
    Address(Node<'t>),
    /// A constant expression: uses become it.
    Constant(Node<'t>),
}

/// The object an address names when it is a name, an element with a literal index or a member
/// of one (through parentheses).
fn place(node: Node) -> Option<Node> {
    let mut n = node;
    loop {
        n = match n.kind() {
            IDENTIFIER => return Some(node),
            PARENTHESIZED => n.named_child(0)?,
            SUBSCRIPT if n.child_by_field_name("index")?.kind() == NUMBER => n.child_by_field_name("argument")?,
            FIELD if n.child_by_field_name("operator")?.kind() == "." => n.child_by_field_name("argument")?,
            _ => return None,
        };
    }
}

/// True when `node` is a constant expression: literals under parentheses, casts and unary
/// operators (`(-7L)`, `(void*)0`).
fn constant(node: Node) -> bool {
    let mut stack = vec![node];
    let mut cursor = node.walk();
    while let Some(n) = stack.pop() {
        match n.kind() {
            NUMBER | TYPE_DESCRIPTOR => continue,
            PARENTHESIZED | CAST | UNARY => stack.extend(n.named_children(&mut cursor)),
            _ if n.is_extra() => {}
            _ => return false,
        }
    }
    true
}

/// What `init` (an `init_declarator`) initializes its variable with, if it may propagate.
fn value<'t>(text: &[u8], init: Node<'t>) -> Option<Value<'t>> {
    let value = init.child_by_field_name("value")?;
    if value.kind() == POINTER_EXPRESSION && &text[value.child_by_field_name("operator")?.byte_range()] == b"&" {
        return Some(Value::Address(place(value.child_by_field_name("argument")?)?));
    }
    constant(value).then_some(Value::Constant(value))
}

/// True when `parent` writes `child` or takes its address.
fn writes(text: &[u8], parent: Node, child: Node) -> bool {
    match parent.kind() {
        ASSIGNMENT => parent.child_by_field_name("left").is_some_and(|l| l.id() == child.id()),
        UPDATE => true,
        POINTER_EXPRESSION => parent.child_by_field_name("operator").is_some_and(|o| &text[o.byte_range()] == b"&"),
        _ => false,
    }
}

/// The piece that replaces the use `name` of a variable initialized with `value`; `None` if the
/// use writes the variable.
fn replace_use(text: &[u8], name: Node, value: &Value) -> Option<Piece> {
    let outer = outside_parentheses(name);
    let parent = outer.parent()?;
    if writes(text, parent, outer) {
        return None;
    }
    let target = match *value {
        Value::Constant(c) => return Some(Piece::replace(name.byte_range(), &operand_text(text, c))),
        Value::Address(target) => target,
    };
    let target_text = operand_text(text, target);
    let operator = parent.child_by_field_name("operator").map(|o| &text[o.byte_range()]);
    if parent.kind() == POINTER_EXPRESSION && operator == Some(b"*") {
        return Some(Piece::replace(parent.byte_range(), &target_text));
    }
    if parent.kind() == FIELD && operator == Some(b"->") {
        let arrow = parent.child_by_field_name("operator")?;
        return Some(Piece::replace(outer.start_byte()..arrow.end_byte(), &[&target_text[..], b"."].concat()));
    }
    Some(Piece::replace(name.byte_range(), &[&b"(&"[..], &text[target.byte_range()], b")"].concat()))
}

/// `node`'s text, in parentheses unless it binds tighter than any operator.
fn operand_text(text: &[u8], node: Node) -> Vec<u8> {
    let t = &text[node.byte_range()];
    if is_primary(node.kind()) { t.to_vec() } else { [&b"("[..], t, b")"].concat() }
}

/// The edit that propagates the variable `init` declares, if it qualifies.
fn propagation(grammar: &Grammar, text: &[u8], identifiers: &Identifiers, init: Node) -> Option<Vec<Piece>> {
    let (levels, name) = levels(init)?;
    if levels.iter().any(|(l, _)| *l == Level::Array) {
        return None;
    }
    let value = value(text, init)?;
    let declaration = init.parent().filter(|d| d.kind() == DECLARATION)?;
    let scope = declaration.parent()?;
    let name_text = &text[name.byte_range()];
    let uses = uses_in(identifiers.get(name_text)?, scope, declaration.end_byte(), name)?;
    if let Value::Address(target) = value {
        let mut stack = vec![target];
        let mut cursor = target.walk();
        while let Some(n) = stack.pop() {
            if n.kind() == IDENTIFIER && &text[n.byte_range()] == name_text {
                return None;
            }
            stack.extend(n.named_children(&mut cursor));
        }
    }
    let mut pieces: Vec<Piece> = uses.iter().map(|u| replace_use(text, *u, &value)).collect::<Option<_>>()?;
    pieces.push(declarator_removal(grammar, text, init));
    pieces.sort_by_key(|p| (p.range.start, p.range.end));
    let disjoint = pieces.windows(2).all(|w| w[0].range.end <= w[1].range.start);
    disjoint.then_some(pieces)
}

/// Every propagation `copy-propagation` tries on `text`, the largest saving first.
pub fn propagations(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let identifiers = identifiers(&tree, text);
    let mut inits = Vec::new();
    preorder(&tree, |node| {
        if node.kind() == INIT_DECLARATOR {
            inits.push(node);
        }
        true
    });
    let mut out: Vec<Vec<Piece>> = inits.iter().filter_map(|i| propagation(grammar, text, &identifiers, *i)).collect();
    let growth = |p: &Vec<Piece>| p.iter().map(|p| p.with.len() as isize - p.range.len() as isize).sum::<isize>();
    out.sort_by_key(growth);
    out.retain(|p| shrinks(p));
    out
}

/// Replaces never-written variables by their initial values.
pub const COPY_PROPAGATION: Spec = Spec {
    name: "copy-propagation",
    description: "C: replace a never-written variable by its initial address or constant at every use",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_c_family),
    body: Body::Rewrite(propagations),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::passes::testing::rewritten;

    fn edits(src: &str) -> Vec<String> {
        rewritten(Lang::C, src, propagations)
    }

    #[test]
    fn dereferences_become_the_object_and_the_pointer_goes() {
        let src = "struct S { int f1; } g_9;\nint g_63[2];\n\
                   void f(void) {\n    int32_t *l_3995 = &g_63[1];\n    struct S *l_7 = &g_9;\n    \
                   (*l_3995) = 1;\n    l_7->f1 = *l_3995 + h(l_3995);\n}\n";
        assert_eq!(
            crate::passes::testing::reduced(Lang::C, src, &["copy-propagation"], |c| c.contains("f1 =")),
            "struct S { int f1; } g_9;\nint g_63[2];\n\
             void f(void) {\n    (g_63[1]) = 1;\n    g_9.f1 = g_63[1] + h((&g_63[1]));\n}\n"
        );
    }

    #[test]
    fn constants_propagate_into_every_function_of_their_scope() {
        let src = "static int16_t g_1 = (-7L);\nint f(void) { return g_1 + 1; }\nint h(void) { return g_1; }\n";
        assert_eq!(edits(src), ["int f(void) { return (-7L) + 1; }\nint h(void) { return (-7L); }\n"]);
    }

    #[test]
    fn written_or_shadowed_variables_stay() {
        assert!(edits("int g;\nvoid f(void) { int *l = &g; l = 0; *l = 1; }\n").is_empty());
        // `p` may go (nothing uses it), `l` may not: its address is taken.
        let taken = edits("int g;\nvoid f(void) { int *l = &g; int **p = &l; *l = 1; }\n");
        assert_eq!(taken, ["int g;\nvoid f(void) { int *l = &g; *l = 1; }\n"]);
        assert!(edits("int g = 1;\nvoid f(void) { g++; }\n").is_empty());
        // The local `g` may go; the global it shadows may not.
        let shadowed = edits("int g = 1;\nvoid f(void) { int g = 2; h(g); }\nint k(void) { return g; }\n");
        assert_eq!(shadowed, ["int g = 1;\nvoid f(void) { h(2); }\nint k(void) { return g; }\n"]);
    }
}
