//! `return-void` (clang_delta's return-void): a function whose every call discards the result
//! returns nothing. `static uint32_t func_1(void) { … return (**g_3489); }`, called only as
//! `func_1();`, becomes `static void func_1(void) { … (**g_3489); }`, and its prototypes change
//! with it. A `return e;` that ends the body keeps `e` as a statement; one elsewhere becomes
//! `return;`, or `{e;return;}` when `e` has an effect.

use tree_sitter::Node;

use super::functions::{Function, function_declarator, functions};
use super::splice::shrinks;
use crate::analysis::removal::merge;
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;

const EXPRESSION_STATEMENT: &str = "expression_statement";
const RETURN: &str = "return_statement";
const POINTER_DECLARATOR: &str = "pointer_declarator";
const COMMENT: &str = "comment";
/// Expression kinds that may change state; an expression without them can be dropped.
const EFFECTS: [&str; 3] = ["assignment_expression", "update_expression", "call_expression"];

/// True when evaluating `node` can change state.
fn has_effect(node: Node) -> bool {
    let mut stack = vec![node];
    let mut cursor = node.walk();
    while let Some(n) = stack.pop() {
        if EFFECTS.contains(&n.kind()) {
            return true;
        }
        stack.extend(n.named_children(&mut cursor));
    }
    false
}

/// The pieces that make a declaration or definition with `declarator` say `void`: its type, and
/// the pointer stars between the type and the function's declarator; `None` when the
/// declaration declares more than the function or already returns `void`.
fn void_type(text: &[u8], declaration: Node, declarator: Node) -> Option<Vec<Piece>> {
    let ty = declaration.child_by_field_name("type")?;
    let mut cursor = declaration.walk();
    if declaration.children_by_field_name("declarator", &mut cursor).count() != 1 {
        return None;
    }
    let function = function_declarator(declarator)?;
    let pointer = declarator.kind() == POINTER_DECLARATOR;
    if !pointer && &text[ty.byte_range()] == b"void" {
        return None;
    }
    let mut pieces = vec![Piece::replace(ty.byte_range(), b"void")];
    if pointer {
        pieces.push(Piece::delete(declarator.start_byte()..function.start_byte()));
    }
    Some(pieces)
}

/// What each `return e;` of a body becomes once the function returns nothing.
fn returns(text: &[u8], body: Node) -> Vec<Piece> {
    let mut cursor = body.walk();
    let last = body.named_children(&mut cursor).filter(|c| c.kind() != COMMENT).last().map(|c| c.id());
    let mut out = Vec::new();
    let mut stack = vec![body];
    while let Some(node) = stack.pop() {
        if node.kind() != RETURN {
            stack.extend(node.named_children(&mut cursor));
            continue;
        }
        let Some(value) = node.named_children(&mut cursor).find(|c| c.kind() != COMMENT) else { continue };
        let value_text = &text[value.byte_range()];
        let with = if Some(node.id()) == last {
            [value_text, b";"].concat()
        } else if has_effect(value) {
            [&b"{"[..], value_text, b";return;}"].concat()
        } else {
            b"return;".to_vec()
        };
        out.push(Piece::replace(node.byte_range(), &with));
    }
    out
}

/// The edit that makes `function` return nothing, if every call discards its result.
fn to_void(text: &[u8], name: &[u8], function: &Function) -> Option<Vec<Piece>> {
    let definition = function.definition?;
    let discarded = |c: &Node| c.parent().is_some_and(|p| p.kind() == EXPRESSION_STATEMENT);
    if name == b"main" || function.other_uses > 0 || function.calls.is_empty() || !function.calls.iter().all(discarded)
    {
        return None;
    }
    let mut pieces = void_type(text, definition, definition.child_by_field_name("declarator")?)?;
    for prototype in &function.prototypes {
        pieces.extend(void_type(text, prototype.parent()?, *prototype)?);
    }
    pieces.extend(returns(text, definition.child_by_field_name("body")?));
    Some(merge(pieces))
}

/// Every function that may return nothing, as edits, in file order.
pub fn voidings(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let mut out: Vec<Vec<Piece>> =
        functions(&tree, text).iter().filter_map(|(name, f)| to_void(text, name, f)).filter(|p| shrinks(p)).collect();
    out.sort_by_key(|p| p.first().map(|p| p.range.start));
    out
}

/// Makes functions whose results nobody uses return nothing.
pub const RETURN_VOID: Spec = Spec {
    name: "return-void",
    description: "C: a function whose calls all discard the result returns void",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_c_family),
    body: Body::Rewrite(voidings),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::passes::testing::rewritten;

    fn edits(src: &str) -> Vec<String> {
        rewritten(Lang::C, src, voidings)
    }

    #[test]
    fn a_function_called_as_a_statement_returns_void() {
        let src = "static uint32_t func_1(void);\nint g;\n\
                   static uint32_t func_1(void) { if (g) return g; if (g > 1) return g++; return (g = 2); }\n\
                   int main(void) { func_1(); return 0; }\n";
        assert_eq!(
            crate::passes::testing::reduced(Lang::C, src, &["return-void"], |c| c.contains("func_1();")),
            "static void func_1(void);\nint g;\n\
             static void func_1(void) { if (g) return; if (g > 1) {g++;return;} (g = 2); }\n\
             int main(void) { func_1(); return 0; }\n"
        );
    }

    #[test]
    fn pointer_results_lose_their_stars() {
        let src = "int *f(void) { return 0; }\nint main(void) { f(); return 0; }\n";
        assert_eq!(edits(src), ["void f(void) { 0; }\nint main(void) { f(); return 0; }\n"]);
    }

    #[test]
    fn a_used_result_or_main_keeps_its_type() {
        assert!(edits("int f(void) { return 1; }\nint main(void) { return f(); }\n").is_empty());
        assert!(edits("int f(void) { return 1; }\nint main(void) { f(); int (*p)(void) = f; return 0; }\n").is_empty());
    }
}
