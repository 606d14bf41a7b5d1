//! `inline-return` (clang_delta's replace-callexpr): replace a call by the expression its callee
//! returns, with the arguments put in for the parameters: given
//! `static int32_t (safe_add)(int32_t si1, int32_t si2) { return (si1 + si2); }`, the call
//! `safe_add(g_2, 4)` becomes `(g_2 + 4)`, or, keeping the conversions,
//! `((int32_t)(((int32_t)g_2) + ((int32_t)4)))` when a parameter or the result is not `int`.
//!
//! A returned expression qualifies when it names only parameters and names the function does
//! not declare (globals, other functions, enumerators). First every call of one function at
//! once, deleting the function too when nothing else names it (a preprocessed csmith file has
//! about 250 calls of `safe_*` functions), then each call on its own. pare accepts only smaller
//! texts, which is the size guard clang_delta's `hasBadEffect` is: inlining a large body or
//! repeating a large argument many times never shrinks the file.
//!
//! Files that were not preprocessed call csmith's `safe_*` functions with no definition in the
//! file; those calls become the operator the function guards (`safe_add_func_int8_t_s_s(a, b)`
//! to `(a + b)`), which is unsound exactly where the function would have caught an overflow.

use std::collections::BTreeMap;
use std::ops::Range;

use tree_sitter::{Node, Tree};

use super::declarator::declarator_removal;
use super::functions::{Function, functions};
use super::scope::locals;
use super::splice::{Nested, operand, shrinks};
use crate::analysis::names::declared_names;
use crate::analysis::removal::{merge, removal};
use crate::edits::Piece;
use crate::passes::spec::{self, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;

const RETURN: &str = "return_statement";
const IDENTIFIER: &str = "identifier";
const COMMENT: &str = "comment";

/// What a call of one function becomes: its returned expression with the parameters replaced.
struct Body<'t> {
    /// The returned expression.
    expression: Node<'t>,
    /// The parameters' names, in order, each with the type to convert an argument to (none for
    /// `int` and arrays).
    parameters: Vec<(&'t [u8], Option<Vec<u8>>)>,
    /// Every occurrence of a parameter in the expression: its range and the parameter's index.
    holes: Vec<(Range<usize>, usize)>,
    /// The type to convert the result to (none for `int` and pointers).
    result: Option<Vec<u8>>,
}

/// The type a cast to `declaration`'s type needs: its text without the declared name (none when
/// `int`, an array, or not one name).
fn cast_type(text: &[u8], declaration: Node, name: Node) -> Option<Vec<u8>> {
    let before = &text[declaration.start_byte()..name.start_byte()];
    let after = &text[name.end_byte()..declaration.end_byte()];
    let ty: Vec<u8> = [before, after].concat();
    let ty = ty.trim_ascii().to_vec();
    (ty != b"int" && !ty.contains(&b'[') && !ty.contains(&b'(')).then_some(ty)
}

/// The expressions `function` returns that a call may become, each as a [`Body`].
fn bodies<'t>(grammar: &Grammar, text: &'t [u8], function: &Function<'t>) -> Vec<Body<'t>> {
    let (Some(definition), Some(params)) = (function.definition, function.parameters(text)) else { return Vec::new() };
    let Some(body) = definition.child_by_field_name("body") else { return Vec::new() };
    let mut parameters = Vec::new();
    for p in &params {
        let [name] = declared_names(grammar, *p)[..] else { return Vec::new() };
        parameters.push((&text[name.byte_range()], cast_type(text, *p, name)));
    }
    let result = definition
        .child_by_field_name("type")
        .filter(|_| definition.child_by_field_name("declarator").is_some_and(|d| d.kind() != "pointer_declarator"))
        .map(|t| text[t.byte_range()].to_vec())
        .filter(|t| t != b"int" && t != b"void");
    let locals = locals(grammar, text, body);
    let mut out = Vec::new();
    let mut stack = vec![body];
    let mut cursor = body.walk();
    while let Some(node) = stack.pop() {
        if node.kind() != RETURN {
            stack.extend(node.named_children(&mut cursor));
            continue;
        }
        let Some(expression) = node.named_children(&mut cursor).find(|c| c.kind() != COMMENT) else { continue };
        if let Some(holes) = holes(text, expression, &parameters, &locals) {
            out.push(Body { expression, parameters: parameters.clone(), holes, result: result.clone() });
        }
    }
    out.sort_by_key(|b| b.expression.start_byte());
    out
}

/// The parameter occurrences in `expression`, or `None` when it names a local.
fn holes(
    text: &[u8],
    expression: Node,
    parameters: &[(&[u8], Option<Vec<u8>>)],
    locals: &[&[u8]],
) -> Option<Vec<(Range<usize>, usize)>> {
    let mut out = Vec::new();
    let mut stack = vec![expression];
    let mut cursor = expression.walk();
    while let Some(node) = stack.pop() {
        if node.kind() == IDENTIFIER {
            let name = &text[node.byte_range()];
            match parameters.iter().position(|(p, _)| *p == name) {
                Some(k) => out.push((node.byte_range(), k)),
                None if locals.contains(&name) => return None,
                None => {}
            }
        }
        stack.extend(node.named_children(&mut cursor));
    }
    out.sort_by_key(|(r, _)| r.start);
    Some(out)
}

impl Body<'_> {
    /// True when converting keeps anything the bare expression loses.
    fn converts(&self) -> bool {
        self.result.is_some() || self.parameters.iter().any(|(_, t)| t.is_some())
    }

    /// The text `call` becomes, its arguments rendered by `nested`; `None` when the counts
    /// disagree.
    fn inline(&self, text: &[u8], nested: &Nested, call: Node, convert: bool) -> Option<Vec<u8>> {
        let args = arguments(call);
        if args.len() != self.parameters.len() {
            return None;
        }
        let rendered: Vec<Vec<u8>> = args
            .iter()
            .zip(&self.parameters)
            .map(|(a, (_, ty))| {
                let arg = operand(*a, nested.render(a.byte_range()));
                match ty {
                    Some(ty) if convert => [&b"(("[..], ty, b")", &arg, b")"].concat(),
                    _ => arg,
                }
            })
            .collect();
        let range = self.expression.byte_range();
        let mut out = Vec::new();
        let mut at = range.start;
        for (hole, k) in &self.holes {
            out.extend_from_slice(&text[at..hole.start]);
            out.extend_from_slice(&rendered[*k]);
            at = hole.end;
        }
        out.extend_from_slice(&text[at..range.end]);
        let out = operand(self.expression, out);
        Some(match &self.result {
            Some(ty) if convert => [&b"(("[..], ty, b")", &out, b")"].concat(),
            _ => out,
        })
    }
}

/// A call's arguments, comments aside.
fn arguments(call: Node) -> Vec<Node> {
    let Some(list) = call.child_by_field_name("arguments") else { return Vec::new() };
    let mut cursor = list.walk();
    list.named_children(&mut cursor).filter(|c| c.kind() != COMMENT).collect()
}

fn inside(node: Node, outer: Node) -> bool {
    outer.start_byte() <= node.start_byte() && node.end_byte() <= outer.end_byte()
}

/// Replaces `calls` (each with what it becomes), inner ones first, so that an outer call's
/// arguments carry the inner replacements; `None` if a call cannot be replaced.
fn replace_calls<'t>(
    text: &[u8],
    calls: &[Node<'t>],
    mut rewrite: impl FnMut(&Nested, Node<'t>) -> Option<Vec<u8>>,
) -> Option<Vec<Piece>> {
    let mut calls = calls.to_vec();
    calls.sort_by_key(|c| (c.byte_range().len(), c.start_byte()));
    let mut nested = Nested::new(text);
    for call in calls {
        let with = rewrite(&nested, call)?;
        nested.replace(call.byte_range(), with);
    }
    Some(nested.pieces())
}

/// Every inlining of functions defined in the file: each function's calls all at once (with the
/// function deleted when nothing else names it), then each call alone; the bare expression
/// before the converting one.
fn defined_inlinings(grammar: &Grammar, tree: &Tree, text: &[u8]) -> Vec<Vec<Piece>> {
    let mut all_at_once = Vec::new();
    let mut one_by_one = Vec::new();
    for function in functions(tree, text).values() {
        let Some(definition) = function.definition else { continue };
        if function.calls.is_empty() || function.calls.iter().any(|c| inside(*c, definition)) {
            continue;
        }
        for body in bodies(grammar, text, function) {
            let variants: &[bool] = if body.converts() { &[false, true] } else { &[false] };
            for &convert in variants {
                let Some(mut pieces) =
                    replace_calls(text, &function.calls, |n, call| body.inline(text, n, call, convert))
                else {
                    continue;
                };
                if function.other_uses == 0 {
                    pieces.push(removal(grammar, text, definition));
                    pieces.extend(function.prototypes.iter().map(|p| declarator_removal(grammar, text, *p)));
                }
                all_at_once.push(merge(pieces));
                if function.calls.len() > 1 {
                    for call in &function.calls {
                        let nested = Nested::new(text);
                        if let Some(with) = body.inline(text, &nested, *call, convert) {
                            one_by_one.push(vec![Piece::replace(call.byte_range(), &with)]);
                        }
                    }
                }
            }
        }
    }
    all_at_once.sort_by_key(|p: &Vec<Piece>| saving(p));
    all_at_once.extend(one_by_one);
    all_at_once
}

/// How much an edit grows the text (negative: how much it saves), to sort the largest saving
/// first.
fn saving(pieces: &[Piece]) -> isize {
    pieces.iter().map(|p| p.with.len() as isize - p.range.len() as isize).sum()
}

/// The operator a csmith `safe_*` function guards.
#[derive(Clone, Copy)]
struct Operator {
    token: &'static [u8],
    unary: bool,
}

/// The operator a csmith `safe_*` function guards, from its name (`safe_add_func_int8_t_s_s` →
/// `+`).
fn safe_operator(name: &[u8]) -> Option<Operator> {
    let rest = name.strip_prefix(b"safe_")?;
    const OPERATORS: [(&[u8], &[u8], bool); 8] = [
        (b"add_func_", b"+", false),
        (b"sub_func_", b"-", false),
        (b"mul_func_", b"*", false),
        (b"div_func_", b"/", false),
        (b"mod_func_", b"%", false),
        (b"lshift_func_", b"<<", false),
        (b"rshift_func_", b">>", false),
        (b"unary_minus_func_", b"-", true),
    ];
    OPERATORS.iter().find(|(prefix, _, _)| rest.starts_with(prefix)).map(|&(_, token, unary)| Operator { token, unary })
}

/// The operator expression a call of an undefined csmith `safe_*` function becomes.
fn operator_call(nested: &Nested, call: Node, op: Operator) -> Option<Vec<u8>> {
    let args = arguments(call);
    let arg = |k: usize| operand(args[k], nested.render(args[k].byte_range()));
    match (op.unary, args.len()) {
        (true, 1) => Some([&b"("[..], op.token, &arg(0), b")"].concat()),
        (false, 2) => Some([&b"("[..], &arg(0), b" ", op.token, b" ", &arg(1), b")"].concat()),
        _ => None,
    }
}

/// Calls of csmith `safe_*` functions the file does not define, as operators: all at once, then
/// per function, then each call.
fn undefined_safe_calls(tree: &Tree, text: &[u8]) -> Vec<Vec<Piece>> {
    let mut by_name: BTreeMap<&[u8], (Vec<Node>, Operator)> = BTreeMap::new();
    for (name, function) in functions(tree, text) {
        if function.definition.is_none()
            && let Some(op) = safe_operator(name)
            && !function.calls.is_empty()
        {
            by_name.insert(name, (function.calls.clone(), op));
        }
    }
    let op_of = |call: Node| by_name.get(&text[super::functions::callee(call)?.byte_range()]).map(|(_, op)| *op);
    let mut out = Vec::new();
    let every: Vec<Node> = by_name.values().flat_map(|(calls, _)| calls.iter().copied()).collect();
    let group = |calls: &[Node]| replace_calls(text, calls, |n, call| operator_call(n, call, op_of(call)?));
    if by_name.len() > 1 {
        out.extend(group(&every));
    }
    out.extend(by_name.values().filter_map(|(calls, _)| group(calls)));
    let mut singles: Vec<Node> = every.clone();
    singles.sort_by_key(|c| c.start_byte());
    out.extend(singles.iter().filter_map(|c| group(&[*c])));
    out
}

/// Every inlining `inline-return` tries on `text`, in order.
pub fn inlinings(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let mut out = defined_inlinings(grammar, &tree, text);
    out.extend(undefined_safe_calls(&tree, text));
    out.retain(|p| shrinks(p));
    out
}

/// Replaces calls by their callee's return expression.
pub const INLINE_RETURN: Spec = Spec {
    name: "inline-return",
    description: "C: replace calls by the callee's returned expression with the arguments put in",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_c_family),
    body: spec::Body::Rewrite(inlinings),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::passes::testing::rewritten;

    fn edits(src: &str) -> Vec<String> {
        rewritten(Lang::C, src, inlinings)
    }

    fn reduce(src: &str, keep: impl Fn(&str) -> bool + Send + Sync + 'static) -> String {
        crate::passes::testing::reduced(Lang::C, src, &["inline-return"], keep)
    }

    const SAFE: &str = "static int8_t\n(safe_add)(int8_t si1, int8_t si2 )\n{\n  return\n    (si1 + si2);\n}\n";

    #[test]
    fn every_call_at_once_and_the_callee_goes_nested_calls_included() {
        let src =
            format!("{SAFE}int g_2;\nint main(void) {{ g_2 = safe_add(safe_add(1, g_2), g_2 * 2); return 0; }}\n");
        let got = edits(&src);
        assert_eq!(got[0], "int g_2;\nint main(void) { g_2 = ((1 + g_2) + (g_2 * 2)); return 0; }\n");
        assert_eq!(
            got[1],
            "int g_2;\nint main(void) { g_2 = ((int8_t)(((int8_t)((int8_t)(((int8_t)1) + ((int8_t)g_2)))) + \
             ((int8_t)(g_2 * 2)))); return 0; }\n"
        );
    }

    #[test]
    fn conversions_are_kept_when_the_test_needs_them() {
        let src = format!("{SAFE}int g_2;\nint main(void) {{ g_2 = safe_add(g_2, 300); return 0; }}\n");
        // The test stands for one that checks the value: it needs the call or the conversions.
        let out =
            reduce(&src, |c| c.contains("int main") && (c.contains("safe_add(g_2, 300)") || c.contains("(int8_t)")));
        assert_eq!(out, "int g_2;\nint main(void) { g_2 = ((int8_t)(((int8_t)g_2) + ((int8_t)300))); return 0; }\n");
        let bare = reduce(&src, |c| c.contains("int main"));
        assert_eq!(bare, "int g_2;\nint main(void) { g_2 = (g_2 + 300); return 0; }\n");
    }

    #[test]
    fn a_returned_local_or_a_pointer_to_the_callee_blocks_it() {
        let local = "int f(int p) { int l = p; return l + p; }\nint main(void) { return f(1) + f(2); }\n";
        assert!(edits(local).is_empty(), "{:?}", edits(local));
        // `f` stays (its address is taken); each call still may go, one at a time.
        let taken = "int f(int p) { return p; }\nint (*h)(int) = f;\nint main(void) { return f(1) + f(2); }\n";
        let got = edits(taken);
        assert_eq!(
            got,
            [
                "int f(int p) { return p; }\nint (*h)(int) = f;\nint main(void) { return 1 + 2; }\n",
                "int f(int p) { return p; }\nint (*h)(int) = f;\nint main(void) { return 1 + f(2); }\n",
                "int f(int p) { return p; }\nint (*h)(int) = f;\nint main(void) { return f(1) + 2; }\n",
            ]
        );
    }

    #[test]
    fn undefined_safe_functions_become_their_operators() {
        let src = "#include \"csmith.h\"\nint a, b;\nint main(void) { a = safe_mul_func_int8_t_s_s(safe_unary_minus_func_int32_t_s(a), b + 1); return safe_lshift_func_uint16_t_u_s(a, 2); }\n";
        let out = reduce(src, |c| c.contains("int main"));
        assert_eq!(
            out,
            "#include \"csmith.h\"\nint a, b;\nint main(void) { a = ((-a) * (b + 1)); return (a << 2); }\n"
        );
        let kept = reduce(src, |c| c.contains("safe_mul"));
        assert_eq!(
            kept,
            "#include \"csmith.h\"\nint a, b;\nint main(void) { a = safe_mul_func_int8_t_s_s((-a), b + 1); return (a << 2); }\n"
        );
    }
}
