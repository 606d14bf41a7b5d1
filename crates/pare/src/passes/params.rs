//! `params`: remove a function's parameter together with the matching argument at every call of
//! that function in the file (its definition and prototypes change together), and a structure's
//! field together with every initializer that names it (`.x = 1` in C, `S { x: 1 }` in Rust).
//!
//! Deleting a parameter alone breaks every call, and deleting an argument alone breaks the
//! definition, so deletion passes can never make these changes: they need one edit across the
//! file. Functions are matched by name (no resolver); a function whose lists disagree in length,
//! or that takes `self` or varargs, is left alone.

use std::collections::BTreeMap;
use std::ops::Range;

use tree_sitter::{Node, Tree};

use crate::analysis::names::{callee_name, declared_names, owner_name};
use crate::analysis::removal::{list_deletions, list_elements, merge, removal};
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec, every_grammar};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

/// Every function's parameter lists and argument lists, by name.
#[derive(Default)]
struct Lists {
    parameters: Vec<Vec<Range<usize>>>,
    arguments: Vec<Vec<Range<usize>>>,
    unusable: bool,
}

fn parameter_removals(grammar: &Grammar, tree: &Tree, text: &[u8]) -> Vec<Vec<Piece>> {
    let mut by_name: BTreeMap<&[u8], Lists> = BTreeMap::new();
    preorder(tree, |node| {
        let kind = node.kind();
        if grammar.is_parameter_list(kind)
            && let Some(name) = owner_name(grammar, node)
        {
            let entry = by_name.entry(&text[name.byte_range()]).or_default();
            let mut cursor = node.walk();
            entry.unusable |= node.children(&mut cursor).any(|c| grammar.is_unmatched_parameter(c.kind()));
            entry.parameters.push(list_elements(grammar, node));
        } else if grammar.is_argument_list(kind)
            && let Some(name) = callee_name(grammar, node)
        {
            by_name.entry(&text[name.byte_range()]).or_default().arguments.push(list_elements(grammar, node));
        }
        true
    });
    let mut out = Vec::new();
    for lists in by_name.values() {
        let Some(arity) = lists.parameters.first().map(Vec::len) else { continue };
        let all = || lists.parameters.iter().chain(&lists.arguments);
        if lists.unusable || arity == 0 || !all().all(|l| l.len() == arity) {
            continue;
        }
        for index in (0..arity).rev() {
            out.push(merge(all().flat_map(|l| list_deletions(l, &[index])).collect()));
        }
    }
    out
}

/// The field a field initializer sets: `x` in `.x = 1`, `x: 1` and the shorthand `x`.
fn initialized_field<'t>(grammar: &Grammar, init: Node<'t>) -> Option<Node<'t>> {
    if let Some(named) = grammar.field_name_fields().iter().find_map(|f| init.child_by_field_name(f)) {
        if grammar.is_identifier(named.kind()) {
            return Some(named);
        }
        let mut cursor = named.walk();
        return named.named_children(&mut cursor).find(|c| grammar.is_identifier(c.kind()));
    }
    (init.named_child_count() == 0 || grammar.is_identifier(init.named_child(0)?.kind())).then_some(init)
}

/// The structure an initializer belongs to, when the text says (Rust's `S { … }`).
fn initialized_struct<'t>(grammar: &Grammar, init: Node<'t>) -> Option<Node<'t>> {
    let name = grammar.literal_type(init.parent()?.parent()?)?;
    let mut cursor = name.walk();
    // `a::S` names `S`.
    Some(name.named_children(&mut cursor).last().unwrap_or(name))
}

fn field_removals(grammar: &Grammar, tree: &Tree, text: &[u8]) -> Vec<Vec<Piece>> {
    let mut fields = Vec::new();
    let mut inits = Vec::new();
    preorder(tree, |node| {
        if grammar.is_field_declaration(node.kind()) {
            fields.push(node);
        } else if grammar.is_field_initializer(node.kind()) {
            inits.push(node);
        }
        true
    });
    let mut out = Vec::new();
    for field in fields.into_iter().rev() {
        let [name] = declared_names(grammar, field)[..] else { continue };
        let owner = field.parent().and_then(|list| owner_name(grammar, list));
        let name_text = &text[name.byte_range()];
        let mut pieces = vec![removal(grammar, text, field)];
        for init in &inits {
            let same_field = initialized_field(grammar, *init).is_some_and(|f| text[f.byte_range()] == *name_text);
            let same_struct = match (owner, initialized_struct(grammar, *init)) {
                (Some(o), Some(s)) => text[o.byte_range()] == text[s.byte_range()],
                _ => true,
            };
            if same_field && same_struct {
                pieces.push(removal(grammar, text, *init));
            }
        }
        out.push(merge(pieces));
    }
    out
}

/// Every parameter and field removal in `text`, as edits.
pub fn removals(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let mut out = parameter_removals(grammar, &tree, text);
    out.extend(field_removals(grammar, &tree, text));
    out
}

/// Removes parameters with their arguments, and fields with their initializers.
pub const PARAMS: Spec = Spec {
    name: "params",
    description: "remove a parameter with its argument at every call; a struct field with its initializers",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(every_grammar),
    body: Body::Rewrite(removals),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use crate::syntax::language::Lang;

    fn all(lang: Lang, src: &str) -> Vec<String> {
        removals(Grammar::get(lang), src.as_bytes())
            .iter()
            .map(|p| String::from_utf8_lossy(&apply(src.as_bytes(), p)).into_owned())
            .collect()
    }

    #[test]
    fn a_parameter_goes_with_its_argument_everywhere() {
        let got =
            all(Lang::C, "int f(int a, int b);\nint f(int a, int b) { return b; }\nint g() { return f(1, f(2, 3)); }");
        assert_eq!(
            got,
            [
                "int f(int a);\nint f(int a) { return b; }\nint g() { return f(1); }",
                "int f(int b);\nint f(int b) { return b; }\nint g() { return f(f(3)); }",
            ]
        );
        let parenthesized = all(Lang::C, "static int (f)(int a, int b) { return b; }\nint g() { return f(1, 2); }");
        assert_eq!(parenthesized[0], "static int (f)(int a) { return b; }\nint g() { return f(1); }");
        let js = all(Lang::JavaScript, "function h(x) { return 1; } h(5); h(6);");
        assert_eq!(js, ["function h() { return 1; } h(); h();"]);
    }

    #[test]
    fn mismatched_or_self_taking_functions_are_left_alone() {
        assert!(all(Lang::C, "int f(int a) { return a; } int x = f(1, 2);").is_empty());
        assert!(all(Lang::Rust, "impl S { fn m(&self, a: u8) {} }").is_empty());
    }

    #[test]
    fn a_field_goes_with_its_initializers() {
        let rs = all(Lang::Rust, "struct S { a: u8, b: u8 }\nfn f() -> S { let b = 1; S { a: 0, b } }");
        assert_eq!(
            rs,
            [
                "struct S { a: u8 }\nfn f() -> S { let b = 1; S { a: 0 } }",
                "struct S { b: u8 }\nfn f() -> S { let b = 1; S { b } }",
            ]
        );
        let c = all(Lang::C, "struct P { int x;\n int y; };\nstruct P p = { .x = 1, .y = 2 };");
        assert!(c.contains(&"struct P { int x;\n };\nstruct P p = { .x = 1 };".to_string()), "{c:?}");
    }
}
