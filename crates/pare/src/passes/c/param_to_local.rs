//! `param-to-local` (clang_delta's param-to-local): turn a used parameter into a local of the
//! function. `static int16_t func_9(int16_t p_10) { … }` with the call `func_9(g_2)` becomes
//! `static int16_t func_9() {int16_t p_10=g_2; … }` and `func_9()`: the parameter goes from
//! the definition and every prototype, the argument from every call, and the body starts with
//! the parameter's declaration.
//!
//! The local starts with the argument when every call passes the same text and that text names
//! only globals (then nothing changes but the order in which arguments are evaluated), else with
//! zero (`{0}` for a structure, which a scalar also accepts). `params` removes parameters the
//! body does not use; this pass is for the others, which csmith's functions all are.

use std::collections::HashSet;
use std::ops::Range;

use tree_sitter::{Node, Tree};

use super::functions::{Function, functions};
use super::scope::{enclosing_definition, globals, locals, names_only_globals};
use super::splice::shrinks;
use crate::analysis::names::declared_names;
use crate::analysis::removal::{list_deletions, list_elements, merge};
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;

const IDENTIFIER: &str = "identifier";
const POINTER_DECLARATOR: &str = "pointer_declarator";
/// Parameter types a bare `0` cannot initialize (`{0}` can, and a scalar accepts it too).
const AGGREGATE_TYPES: [&str; 3] = ["struct_specifier", "union_specifier", "type_identifier"];

/// The parameter lists of every declarator of `function` and the argument lists of every call,
/// each as its elements' ranges; `None` unless all have `arity` elements.
fn lists(grammar: &Grammar, function: &Function, arity: usize) -> Option<Vec<Vec<Range<usize>>>> {
    let parameters = function.declarators.iter().map(|d| d.child_by_field_name("parameters"));
    let arguments = function.calls.iter().map(|c| c.child_by_field_name("arguments"));
    let lists: Vec<Vec<Range<usize>>> =
        parameters.chain(arguments).map(|l| l.map(|l| list_elements(grammar, l))).collect::<Option<_>>()?;
    lists.iter().all(|l| l.len() == arity).then_some(lists)
}

/// True when an identifier in `node` is `name`.
fn names(text: &[u8], node: Node, name: &[u8]) -> bool {
    let mut stack = vec![node];
    let mut cursor = node.walk();
    while let Some(n) = stack.pop() {
        if n.kind() == IDENTIFIER && &text[n.byte_range()] == name {
            return true;
        }
        stack.extend(n.named_children(&mut cursor));
    }
    false
}

/// What the local may start with: the argument every call passes, when it means the same in the
/// callee, then zero.
fn initializers(
    text: &[u8],
    function: &Function,
    k: usize,
    parameter: Node,
    globals: &HashSet<&[u8]>,
    grammar: &Grammar,
) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let args: Vec<Node> = function
        .calls
        .iter()
        .filter_map(|c| {
            let list = c.child_by_field_name("arguments")?;
            let mut cursor = list.walk();
            list.named_children(&mut cursor).filter(|a| !a.is_extra()).nth(k)
        })
        .collect();
    if let Some(first) = args.first()
        && args.len() == function.calls.len()
        && args.iter().all(|a| text[a.byte_range()] == text[first.byte_range()])
        && args.iter().all(|a| {
            let shadowing = enclosing_definition(*a).map(|d| locals(grammar, text, d)).unwrap_or_default();
            names_only_globals(text, *a, globals, &shadowing)
        })
    {
        out.push(text[first.byte_range()].to_vec());
    }
    let aggregate = parameter.child_by_field_name("type").is_some_and(|t| AGGREGATE_TYPES.contains(&t.kind()))
        && parameter.child_by_field_name("declarator").is_none_or(|d| d.kind() != POINTER_DECLARATOR);
    let zero: &[u8] = if aggregate { b"{0}" } else { b"0" };
    if out.first().is_none_or(|a| a != zero) {
        out.push(zero.to_vec());
    }
    out
}

/// Every conversion of a used parameter to a local, as edits: functions in file order, a
/// function's last parameter first, each with the argument as the initial value before zero.
pub fn conversions(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree: Tree = tree_of(grammar.lang, text);
    let globals = globals(grammar, &tree, text);
    let mut out = Vec::new();
    for function in functions(&tree, text).values() {
        let (Some(definition), Some(parameters)) = (function.definition, function.parameters(text)) else { continue };
        let Some(body) = definition.child_by_field_name("body") else { continue };
        let Some(lists) = lists(grammar, function, parameters.len()) else { continue };
        if function.other_uses > 0 || parameters.is_empty() || body.child(0).is_none() {
            continue;
        }
        let open = body.child(0).map_or(body.start_byte(), |b| b.end_byte());
        for (k, parameter) in parameters.iter().enumerate().rev() {
            let [name] = declared_names(grammar, *parameter)[..] else { continue };
            let declaration = &text[parameter.byte_range()];
            if !names(text, body, &text[name.byte_range()]) || declaration.contains(&b'[') {
                continue;
            }
            let removals: Vec<Piece> = lists.iter().flat_map(|l| list_deletions(l, &[k])).collect();
            for init in initializers(text, function, k, *parameter, &globals, grammar) {
                let local = [declaration, b"=", &init, b";"].concat();
                let mut pieces = removals.clone();
                pieces.push(Piece::replace(open..open, &local));
                out.push(merge(pieces));
            }
        }
    }
    out.retain(|p| shrinks(p));
    out
}

/// Turns used parameters into locals.
pub const PARAM_TO_LOCAL: Spec = Spec {
    name: "param-to-local",
    description: "C: turn a used parameter into a local initialized with the common argument or zero",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_c_family),
    body: Body::Rewrite(conversions),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::passes::testing::rewritten;

    fn edits(src: &str) -> Vec<String> {
        rewritten(Lang::C, src, conversions)
    }

    const SRC: &str = "static int g_2;\nstatic int16_t func_9(int16_t p_10, uint8_t p_11);\n\
                       static int16_t func_9(int16_t p_10, uint8_t p_11) { return p_10 + p_11; }\n\
                       int main(void) { int l_3 = 1; func_9(g_2, l_3); return func_9(g_2, 7); }\n";

    #[test]
    fn the_common_global_argument_starts_the_local_else_zero() {
        let got = edits(SRC);
        assert_eq!(
            got,
            [
                "static int g_2;\nstatic int16_t func_9(int16_t p_10);\n\
                 static int16_t func_9(int16_t p_10) {uint8_t p_11=0; return p_10 + p_11; }\n\
                 int main(void) { int l_3 = 1; func_9(g_2); return func_9(g_2); }\n",
                "static int g_2;\nstatic int16_t func_9(uint8_t p_11);\n\
                 static int16_t func_9(uint8_t p_11) {int16_t p_10=g_2; return p_10 + p_11; }\n\
                 int main(void) { int l_3 = 1; func_9(l_3); return func_9(7); }\n",
                "static int g_2;\nstatic int16_t func_9(uint8_t p_11);\n\
                 static int16_t func_9(uint8_t p_11) {int16_t p_10=0; return p_10 + p_11; }\n\
                 int main(void) { int l_3 = 1; func_9(l_3); return func_9(7); }\n",
            ]
        );
    }

    #[test]
    fn a_test_that_needs_the_value_keeps_the_argument() {
        let keep = |c: &str| c.contains("int main") && !c.contains("p_10=0");
        assert_eq!(
            crate::passes::testing::reduced(Lang::C, SRC, &["param-to-local"], keep),
            "static int g_2;\nstatic int16_t func_9();\n\
             static int16_t func_9() {int16_t p_10=g_2;uint8_t p_11=0; return p_10 + p_11; }\n\
             int main(void) { int l_3 = 1; func_9(); return func_9(); }\n"
        );
    }

    #[test]
    fn unused_parameters_and_pointers_to_the_function_are_left_alone() {
        assert!(edits("int f(int a) { return 1; }\nint main(void) { return f(2); }\n").is_empty());
        assert!(edits("int f(int a) { return a; }\nint (*h)(int) = f;\nint main(void) { return f(2); }\n").is_empty());
    }
}
