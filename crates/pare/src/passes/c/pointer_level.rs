//! `pointer-level` (clang_delta's reduce-pointer-level): a pointer variable loses one level of
//! indirection, and every use is fixed up in the same edit. `int **q = &p; **q = 1;` becomes
//! `int *q = p; *q = 1;`. Deeper pointers go first (csmith nests them five deep), so that the
//! rewrites cascade down to scalars, which no longer alias anything.
//!
//! The fix-ups, per use of the pointer value `V` (after the subscripts of an array of pointers):
//! `*V` becomes `V`, `V->f` becomes `V.f`, `V[0]` becomes `V`, `V = &x` becomes `V = x` and
//! `V = e` becomes `V = *e`, and any other use becomes `&V`. The initializer loses its `&`;
//! a global's `&g`, which would not be constant, becomes `g`'s own initial value (or zero). A
//! variable whose address is taken, or that is incremented, assigned with another operator than
//! `=` or indexed at a non-zero position, keeps its level. The rewrite changes what writes through the pointer reach; the
//! test decides whether the bug cares.

use tree_sitter::Node;

use super::declarator::{Level, levels};
use super::scope::{Identifiers, identifiers, outside_parentheses, uses_in};
use super::splice::{is_primary, shrinks};
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

const DECLARATION: &str = "declaration";
const INIT_DECLARATOR: &str = "init_declarator";
const TRANSLATION_UNIT: &str = "translation_unit";
const IDENTIFIER: &str = "identifier";
const NUMBER: &str = "number_literal";
const INITIALIZER_LIST: &str = "initializer_list";
const POINTER_EXPRESSION: &str = "pointer_expression";
const SUBSCRIPT: &str = "subscript_expression";
const FIELD: &str = "field_expression";
const ASSIGNMENT: &str = "assignment_expression";
const UPDATE: &str = "update_expression";
const CAST: &str = "cast_expression";
const NULL: &str = "null";
/// Parents in which `&V` needs no parentheses.
const LOOSE: [&str; 6] = [
    "argument_list",
    "init_declarator",
    "initializer_list",
    "return_statement",
    "expression_statement",
    "parenthesized_expression",
];

/// A variable declared through at least one pointer: its declarator levels and name.
struct Pointer<'t> {
    declarator: Node<'t>,
    name: Node<'t>,
    /// The innermost `pointer_declarator`, whose `*` goes (its qualifiers stay).
    star: Node<'t>,
    /// How many array levels lie inside that pointer (`*l_5[3][1]` has two).
    rank: usize,
    /// How many pointer levels there are.
    depth: usize,
    global: bool,
}

/// The pointer variable `declarator` declares, if it is one.
fn pointer<'t>(declarator: Node<'t>) -> Option<Pointer<'t>> {
    let declaration = declarator.parent().filter(|d| d.kind() == DECLARATION)?;
    let (levels, name) = levels(declarator)?;
    let innermost = levels.iter().rposition(|(l, _)| *l == Level::Pointer)?;
    Some(Pointer {
        declarator,
        name,
        star: levels[innermost].1,
        rank: levels.len() - innermost - 1,
        depth: levels.iter().filter(|(l, _)| *l == Level::Pointer).count(),
        global: declaration.parent().is_some_and(|p| p.kind() == TRANSLATION_UNIT),
    })
}

/// True for a null pointer constant (`0`, `(void*)0`, `NULL`).
fn null(text: &[u8], node: Node) -> bool {
    match node.kind() {
        NUMBER => text[node.byte_range()].iter().all(|b| matches!(b, b'0' | b'L' | b'l' | b'U' | b'u')),
        CAST => node.child_by_field_name("value").is_some_and(|v| null(text, v)),
        NULL => true,
        "parenthesized_expression" => node.named_child(0).is_some_and(|c| null(text, c)),
        IDENTIFIER => &text[node.byte_range()] == b"NULL",
        _ => false,
    }
}

/// `node`'s text as an operand.
fn operand_text(text: &[u8], node: Node) -> Vec<u8> {
    let t = &text[node.byte_range()];
    if is_primary(node.kind()) { t.to_vec() } else { [&b"("[..], t, b")"].concat() }
}

/// The object `&x` takes the address of, `None` for any other expression.
fn address_of<'t>(text: &[u8], node: Node<'t>) -> Option<Node<'t>> {
    let op = node.child_by_field_name("operator").filter(|_| node.kind() == POINTER_EXPRESSION)?;
    (&text[op.byte_range()] == b"&").then(|| node.child_by_field_name("argument")).flatten()
}

/// The initial value of the global `name`: its initializer when it has one, else zero.
fn initial_value(text: &[u8], identifiers: &Identifiers, name: &[u8]) -> Vec<u8> {
    let declared = identifiers.get(name).into_iter().flatten().find_map(|n| {
        let init = n.parent().filter(|p| p.kind() == INIT_DECLARATOR)?;
        let value = init.child_by_field_name("value")?;
        let global = init.parent()?.parent().is_some_and(|p| p.kind() == TRANSLATION_UNIT);
        (global && value.kind() != INITIALIZER_LIST).then(|| text[value.byte_range()].to_vec())
    });
    declared.unwrap_or_else(|| b"0".to_vec())
}

/// What one pointer value of the initializer becomes one level down.
fn lower_value(text: &[u8], identifiers: &Identifiers, p: &Pointer, value: Node) -> Option<Vec<u8>> {
    if let Some(object) = address_of(text, value) {
        if !p.global {
            return Some(operand_text(text, object));
        }
        let named = (object.kind() == IDENTIFIER).then(|| initial_value(text, identifiers, &text[object.byte_range()]));
        return Some(named.unwrap_or_else(|| b"0".to_vec()));
    }
    if null(text, value) {
        return Some(if p.depth == 1 { b"0".to_vec() } else { text[value.byte_range()].to_vec() });
    }
    (!p.global).then(|| [&b"*"[..], &operand_text(text, value)].concat())
}

/// The pieces that lower the initializer `value`, `rank` levels of lists above the pointers.
fn lower_initializer(
    text: &[u8],
    ids: &Identifiers,
    p: &Pointer,
    value: Node,
    rank: usize,
    out: &mut Vec<Piece>,
) -> Option<()> {
    if rank == 0 || value.kind() != INITIALIZER_LIST {
        if rank > 0 {
            return None;
        }
        let with = lower_value(text, ids, p, value)?;
        out.push(Piece::replace(value.byte_range(), &with));
        return Some(());
    }
    let mut cursor = value.walk();
    for element in value.named_children(&mut cursor).filter(|e| !e.is_extra()) {
        lower_initializer(text, ids, p, element, rank - 1, out)?;
    }
    Some(())
}

/// The piece that fixes up one use `name` of the pointer; `None` when the use forbids lowering.
fn lower_use(text: &[u8], p: &Pointer, name: Node) -> Option<Piece> {
    let mut value = name;
    for _ in 0..p.rank {
        let parent = value.parent().filter(|s| s.kind() == SUBSCRIPT)?;
        (parent.child_by_field_name("argument")?.id() == value.id()).then_some(())?;
        value = parent;
    }
    let outer = outside_parentheses(value);
    let parent = outer.parent()?;
    let operator = parent.child_by_field_name("operator").map(|o| &text[o.byte_range()]);
    let is = |field: &str| parent.child_by_field_name(field).is_some_and(|c| c.id() == outer.id());
    match parent.kind() {
        POINTER_EXPRESSION if operator == Some(b"*") => {
            Some(Piece::replace(parent.byte_range(), &text[outer.byte_range()]))
        }
        POINTER_EXPRESSION | UPDATE => None,
        FIELD if operator == Some(b"->") => {
            let arrow = parent.child_by_field_name("operator")?;
            Some(Piece::replace(outer.start_byte()..arrow.end_byte(), &[&text[outer.byte_range()], &b"."[..]].concat()))
        }
        SUBSCRIPT if is("argument") => {
            let index = parent.child_by_field_name("index")?;
            (&text[index.byte_range()] == b"0").then(|| Piece::replace(parent.byte_range(), &text[outer.byte_range()]))
        }
        ASSIGNMENT if is("left") => {
            (operator == Some(b"=")).then_some(())?;
            let right = parent.child_by_field_name("right")?;
            let with = match address_of(text, right) {
                Some(object) => operand_text(text, object),
                None if null(text, right) && p.depth == 1 => b"0".to_vec(),
                None if null(text, right) => text[right.byte_range()].to_vec(),
                None => [&b"*"[..], &operand_text(text, right)].concat(),
            };
            Some(Piece::replace(right.byte_range(), &with))
        }
        kind => {
            let loose = LOOSE.contains(&kind) || (kind == ASSIGNMENT && is("right"));
            let address = if loose {
                [&b"&"[..], &text[value.byte_range()]].concat()
            } else {
                [&b"(&"[..], &text[value.byte_range()], b")"].concat()
            };
            Some(Piece::replace(value.byte_range(), &address))
        }
    }
}

/// The edit that lowers `p` by one level, if every use allows it.
fn lowering(text: &[u8], identifiers: &Identifiers, p: &Pointer) -> Option<Vec<Piece>> {
    // Only the `*`: qualifiers after it qualify the variable itself (`** volatile g`).
    let star = p.star.child(0).filter(|c| !c.is_named())?;
    let mut pieces = vec![Piece::delete(star.byte_range())];
    if let Some(value) = p.declarator.child_by_field_name("value").filter(|_| p.declarator.kind() == INIT_DECLARATOR) {
        lower_initializer(text, identifiers, p, value, p.rank, &mut pieces)?;
    }
    let declaration = p.declarator.parent()?;
    let scope = declaration.parent()?;
    let name = &text[p.name.byte_range()];
    for u in uses_in(identifiers.get(name)?, scope, declaration.end_byte(), p.name)? {
        pieces.push(lower_use(text, p, u)?);
    }
    pieces.sort_by_key(|p| (p.range.start, p.range.end));
    pieces.windows(2).all(|w| w[0].range.end <= w[1].range.start).then_some(pieces)
}

/// Every lowering `pointer-level` tries on `text`: the deepest pointers first.
pub fn lowerings(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let identifiers = identifiers(&tree, text);
    let mut pointers = Vec::new();
    preorder(&tree, |node| {
        if node.kind() == DECLARATION {
            let mut cursor = node.walk();
            pointers.extend(node.children_by_field_name("declarator", &mut cursor).filter_map(pointer));
        }
        true
    });
    pointers.sort_by_key(|p| std::cmp::Reverse(p.depth));
    pointers.iter().filter_map(|p| lowering(text, &identifiers, p)).filter(|p| shrinks(p)).collect()
}

/// Lowers pointer variables by one level.
pub const POINTER_LEVEL: Spec = Spec {
    name: "pointer-level",
    description: "C: take one level of indirection off a pointer variable and fix up every use",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_c_family),
    body: Body::Rewrite(lowerings),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::passes::testing::rewritten;

    fn edits(src: &str) -> Vec<String> {
        rewritten(Lang::C, src, lowerings)
    }

    #[test]
    fn the_deepest_pointer_goes_first_and_the_rest_cascades() {
        let src = "void f(void) { int a; int *p = &a; int **q = &p; **q = 1; }\n";
        assert_eq!(edits(src)[0], "void f(void) { int a; int *p = &a; int *q = p; *q = 1; }\n");
        assert_eq!(
            crate::passes::testing::reduced(Lang::C, src, &["pointer-level"], |c| c.contains("= 1;")),
            "void f(void) { int a; int p = a; int q = p; q = 1; }\n"
        );
    }

    #[test]
    fn arrays_of_global_pointers_take_the_initial_values() {
        let src = "static int g_2 = 5;\nstatic int *g_5[2] = {&g_2, (void*)0};\n\
                   void f(void) { *g_5[1] = 3; g_5[0] = &g_2; g_5[1]->x = h(g_5[0]); }\n";
        assert_eq!(
            edits(src),
            ["static int g_2 = 5;\nstatic int g_5[2] = {5, 0};\n\
              void f(void) { g_5[1] = 3; g_5[0] = g_2; g_5[1].x = h(&g_5[0]); }\n"]
        );
    }

    #[test]
    fn qualifiers_of_the_variable_stay() {
        let src = "int *g_1;\nstatic int ** volatile g_9 = &g_1;\nint f(void) { return **g_9; }\n";
        assert_eq!(edits(src), ["int *g_1;\nstatic int * volatile g_9 = 0;\nint f(void) { return *g_9; }\n"]);
    }

    #[test]
    fn pointers_whose_address_or_arithmetic_matters_stay() {
        assert!(edits("int a;\nvoid f(void) { int *p = &a; p++; }\n").is_empty());
        assert!(edits("int a;\nvoid f(void) { int *p = &a; h(&p); }\n").is_empty());
        assert!(edits("int a[2];\nvoid f(void) { int *p = &a[0]; p[1] = 2; }\n").is_empty());
    }
}
