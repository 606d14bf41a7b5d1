//! `template-params` (clang_delta's reduce-class-template-param and class-template-to-class): a
//! template parameter its declaration never names goes, with the argument in that place at every
//! use of the template (`S<int, char>` to `S<int>`); a template's only parameter takes the
//! `template <…>` with it and every use its argument list (`S<int> s;` to `S s;`). Deletion
//! cannot do it: a parameter alone or an argument alone no longer matches the other side.
//!
//! Templates are matched by name (every declaration of the name must take the same number of
//! parameters); a template with a parameter pack is left alone, and so is a use with more
//! arguments than parameters. A use with fewer (defaults) loses only what it has.

use std::collections::{BTreeMap, HashMap};
use std::ops::Range;

use tree_sitter::{Node, Tree};

use crate::analysis::names::declared_names;
use crate::analysis::removal::{list_deletions, list_elements, merge};
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::parse;
use crate::syntax::walk::preorder;

const TEMPLATE: &str = "template_declaration";
const USES: [&str; 3] = ["template_type", "template_function", "template_method"];
const PACKS: [&str; 2] = ["variadic_type_parameter_declaration", "variadic_parameter_declaration"];

/// One declaration of a template: its parameters, the whole `template <…>` prefix (with the
/// whitespace after it), and which
/// parameters the declaration never names.
struct Declaration {
    parameters: Vec<Range<usize>>,
    prefix: Range<usize>,
    unused: Vec<bool>,
}

/// Everything known about one name.
#[derive(Default)]
struct Template {
    declarations: Vec<Declaration>,
    /// Each use's argument list: its whole range and its elements.
    uses: Vec<(Range<usize>, Vec<Range<usize>>)>,
    unusable: bool,
}

/// The name a template declaration declares: the identifier of its class or function (not a
/// specialization's `S<T*>`, whose argument list is a use).
fn declared_name<'t>(grammar: &Grammar, declaration: Node<'t>) -> Option<Node<'t>> {
    let inner = declaration.named_child(declaration.named_child_count().checked_sub(1)?)?;
    if let Some(name) = inner.child_by_field_name("name") {
        return grammar.is_identifier(name.kind()).then_some(name);
    }
    match declared_names(grammar, inner)[..] {
        [name] => Some(name),
        _ => None,
    }
}

/// The identifier a parameter declares, if it is named.
fn parameter_name<'t>(grammar: &Grammar, parameter: Node<'t>) -> Option<Node<'t>> {
    if let Some(name) = parameter.child_by_field_name("name").or_else(|| parameter.child_by_field_name("declarator")) {
        return Some(name);
    }
    let mut cursor = parameter.walk();
    parameter.named_children(&mut cursor).find(|c| grammar.is_identifier(c.kind()))
}

/// How many times each identifier occurs in `declaration`.
fn identifier_counts<'t>(grammar: &Grammar, text: &'t [u8], declaration: Node) -> HashMap<&'t [u8], usize> {
    let mut counts = HashMap::new();
    let mut cursor = declaration.walk();
    let mut stack = vec![declaration];
    while let Some(node) = stack.pop() {
        if grammar.is_identifier(node.kind()) {
            *counts.entry(&text[node.byte_range()]).or_default() += 1;
        }
        stack.extend(node.children(&mut cursor));
    }
    counts
}

fn collect<'t>(grammar: &Grammar, tree: &'t Tree, text: &'t [u8]) -> BTreeMap<&'t [u8], Template> {
    let mut by_name: BTreeMap<&[u8], Template> = BTreeMap::new();
    preorder(tree, |node| {
        if node.kind() == TEMPLATE
            && let (Some(list), Some(name)) = (node.child_by_field_name("parameters"), declared_name(grammar, node))
        {
            let entry = by_name.entry(&text[name.byte_range()]).or_default();
            let mut cursor = list.walk();
            let parameters: Vec<Node> =
                list.named_children(&mut cursor).filter(|c| !grammar.is_comment(c.kind())).collect();
            entry.unusable |= parameters.iter().any(|p| PACKS.contains(&p.kind()));
            let counts = identifier_counts(grammar, text, node);
            // A parameter named once (where it is declared) is unused.
            let unused = parameters
                .iter()
                .map(|p| {
                    parameter_name(grammar, *p).is_none_or(|n| counts.get(&text[n.byte_range()]).is_none_or(|&c| c < 2))
                })
                .collect();
            let after = text[list.end_byte()..].iter().take_while(|b| b.is_ascii_whitespace()).count();
            let prefix = node.start_byte()..list.end_byte() + after;
            entry.declarations.push(Declaration { parameters: list_elements(grammar, list), prefix, unused });
        } else if USES.contains(&node.kind())
            && let (Some(name), Some(arguments)) =
                (node.child_by_field_name("name"), node.child_by_field_name("arguments"))
        {
            let entry = by_name.entry(&text[name.byte_range()]).or_default();
            entry.uses.push((arguments.byte_range(), list_elements(grammar, arguments)));
        }
        true
    });
    by_name
}

/// The edit that removes parameter `index` of `template` (of `arity` parameters), or none.
fn removal(template: &Template, arity: usize, index: usize) -> Vec<Piece> {
    let mut pieces = Vec::new();
    for d in &template.declarations {
        if arity == 1 {
            pieces.push(Piece::delete(d.prefix.clone()));
        } else {
            pieces.extend(list_deletions(&d.parameters, &[index]));
        }
    }
    for (whole, arguments) in &template.uses {
        if arity == 1 {
            pieces.push(Piece::delete(whole.clone()));
        } else if index < arguments.len() {
            pieces.extend(list_deletions(arguments, &[index]));
        }
    }
    merge(pieces)
}

/// Every template parameter removal of `text`.
pub fn parameter_removals(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = parse(grammar.lang, text, None);
    let mut out = Vec::new();
    for template in collect(grammar, &tree, text).values() {
        let Some(arity) = template.declarations.first().map(|d| d.parameters.len()) else { continue };
        let fits = template.declarations.iter().all(|d| d.parameters.len() == arity)
            && template.uses.iter().all(|(_, a)| a.len() <= arity);
        if template.unusable || arity == 0 || !fits {
            continue;
        }
        for index in (0..arity).rev() {
            if template.declarations.iter().all(|d| d.unused[index]) {
                out.push(removal(template, arity, index));
            }
        }
    }
    out
}

/// Removes unused template parameters with their arguments.
pub const TEMPLATE_PARAMS: Spec = Spec {
    name: "template-params",
    description: "C++: remove an unused template parameter with its argument at every use (`S<int, T>` -> `S<int>`)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_cpp),
    body: Body::Rewrite(parameter_removals),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::testing::rewritten;
    use crate::syntax::language::Lang;

    fn all(src: &str) -> Vec<String> {
        rewritten(Lang::Cpp, src, parameter_removals)
    }

    #[test]
    fn an_unused_parameter_goes_with_its_arguments() {
        let src = "template <class T, class Tag = void> struct box { T value; };\nbox<int, char> a;\nbox<long> b;\n";
        assert_eq!(all(src), ["template <class T> struct box { T value; };\nbox<int> a;\nbox<long> b;\n"]);
    }

    #[test]
    fn the_only_parameter_takes_the_template_with_it() {
        let src = "template <typename Tag> struct counter { int calls = 0; };\ncounter<int> c;\n\
                   template <int N> int f() { return 1; }\nint x = f<3>();\n";
        assert_eq!(
            all(src),
            [
                "struct counter { int calls = 0; };\ncounter c;\ntemplate <int N> int f() { return 1; }\nint x = f<3>();\n",
                "template <typename Tag> struct counter { int calls = 0; };\ncounter<int> c;\nint f() { return 1; }\nint x = f();\n",
            ]
        );
    }

    #[test]
    fn packs_used_parameters_and_extra_arguments_stay() {
        assert!(all("template <class... T> struct t {}; t<int, int> x;").is_empty());
        assert!(all("template <class T> T id(T t) { return t; } int y = id<int>(1);").is_empty());
        assert!(all("template <class T> struct s {}; s<int, int> z;").is_empty());
    }
}
