//! `unused-field` (clang_delta's remove-unused-field, for positional initializers): a structure
//! field no member access names goes, together with its element in every initializer of that
//! structure. `struct S0 {signed f0 : 17; volatile uint32_t f1; int16_t f2;};` and
//! `struct S0 g_9[2] = {{1,2,3},{4,5,6}};` with `f1` unused become
//! `struct S0 {signed f0 : 17; int16_t f2;};` and `{{1,3},{4,6}}`. (`params` handles fields that
//! initializers name, `.f1 = 2`.)
//!
//! csmith reuses field names (`f0`, `f1`, …) across structures, so a field counts as used when
//! an access names it on an expression of that structure's type, found from the declared type
//! of the variable the access starts from (through dereferences, subscripts and members). An
//! access whose structure cannot be told uses the name in every structure. Initializers are
//! found through arrays of the structure and through fields of other structures that hold it.

use std::collections::{HashMap, HashSet};

use tree_sitter::{Node, Tree};

use super::aggregate_to_scalar::elements;
use super::splice::shrinks;
use crate::analysis::names::declared_names;
use crate::analysis::removal::{list_deletions, merge, removal};
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

const STRUCT: &str = "struct_specifier";
const FIELD_DECLARATION: &str = "field_declaration";
const FIELD_EXPRESSION: &str = "field_expression";
const DECLARATION: &str = "declaration";
const PARAMETER: &str = "parameter_declaration";
const INIT_DECLARATOR: &str = "init_declarator";
const ARRAY_DECLARATOR: &str = "array_declarator";
const POINTER_DECLARATOR: &str = "pointer_declarator";
const INITIALIZER_LIST: &str = "initializer_list";
const IDENTIFIER: &str = "identifier";

/// One defined structure: its fields in order, each with its name, declaration, the structure
/// it holds (if any) and how many array levels wrap it.
#[derive(Default)]
struct Structure<'t> {
    fields: Vec<Field<'t>>,
}

struct Field<'t> {
    name: &'t [u8],
    declaration: Node<'t>,
    holds: Option<&'t [u8]>,
    rank: usize,
}

/// The structure a `type` node names, when it is `struct N`.
fn struct_name<'t>(text: &'t [u8], ty: Option<Node>) -> Option<&'t [u8]> {
    let ty = ty.filter(|t| t.kind() == STRUCT)?;
    Some(&text[ty.child_by_field_name("name")?.byte_range()])
}

/// The array levels and whether a pointer level wraps the name of a declarator.
fn shape(declarator: Node) -> (usize, bool) {
    let mut node = declarator;
    let (mut rank, mut pointer) = (0, false);
    loop {
        match node.kind() {
            ARRAY_DECLARATOR => rank += 1,
            POINTER_DECLARATOR => pointer = true,
            INIT_DECLARATOR => {}
            _ => return (rank, pointer),
        }
        match node.child_by_field_name("declarator") {
            Some(d) => node = d,
            None => return (rank, pointer),
        }
    }
}

/// Every defined structure (not union) by name.
fn structures<'t>(tree: &'t Tree, text: &'t [u8]) -> HashMap<&'t [u8], Structure<'t>> {
    let mut out = HashMap::new();
    preorder(tree, |node| {
        if node.kind() == STRUCT
            && let (Some(name), Some(body)) = (node.child_by_field_name("name"), node.child_by_field_name("body"))
        {
            let mut s = Structure::default();
            let mut cursor = body.walk();
            for declaration in body.named_children(&mut cursor).filter(|c| c.kind() == FIELD_DECLARATION) {
                let mut c = declaration.walk();
                for declarator in declaration.children_by_field_name("declarator", &mut c) {
                    let mut name_node = declarator;
                    while let Some(inner) = name_node.child_by_field_name("declarator") {
                        name_node = inner;
                    }
                    let (rank, pointer) = shape(declarator);
                    let holds = struct_name(text, declaration.child_by_field_name("type")).filter(|_| !pointer);
                    s.fields.push(Field { name: &text[name_node.byte_range()], declaration, holds, rank });
                }
            }
            out.insert(&text[name.byte_range()], s);
        }
        true
    });
    out
}

/// The structure each variable and parameter is declared with (or points to), by name.
fn variable_types<'t>(grammar: &Grammar, tree: &'t Tree, text: &'t [u8]) -> HashMap<&'t [u8], &'t [u8]> {
    let mut out = HashMap::new();
    preorder(tree, |node| {
        if matches!(node.kind(), DECLARATION | PARAMETER)
            && let Some(s) = struct_name(text, node.child_by_field_name("type"))
        {
            for name in declared_names(grammar, node) {
                out.insert(&text[name.byte_range()], s);
            }
        }
        true
    });
    out
}

/// The structure an expression has (or points to), when the declarations tell.
fn type_of<'t>(
    text: &'t [u8],
    expr: Node,
    variables: &HashMap<&'t [u8], &'t [u8]>,
    structures: &HashMap<&'t [u8], Structure<'t>>,
) -> Option<&'t [u8]> {
    match expr.kind() {
        IDENTIFIER => variables.get(&text[expr.byte_range()]).copied(),
        "parenthesized_expression" => type_of(text, expr.named_child(0)?, variables, structures),
        "pointer_expression" | "subscript_expression" => {
            type_of(text, expr.child_by_field_name("argument")?, variables, structures)
        }
        FIELD_EXPRESSION => {
            let outer = type_of(text, expr.child_by_field_name("argument")?, variables, structures)?;
            let field = &text[expr.child_by_field_name("field")?.byte_range()];
            structures.get(outer)?.fields.iter().find(|f| f.name == field)?.holds
        }
        "assignment_expression" => type_of(text, expr.child_by_field_name("left")?, variables, structures),
        "comma_expression" => type_of(text, expr.child_by_field_name("right")?, variables, structures),
        _ => None,
    }
}

/// The fields member accesses name.
struct Used<'t> {
    /// (structure, field) pairs whose structure the access tells.
    known: HashSet<(&'t [u8], &'t [u8])>,
    /// Field names accessed on an expression of unknown structure.
    anywhere: HashSet<&'t [u8]>,
}

/// The fields member accesses name.
fn used_fields<'t>(
    tree: &'t Tree,
    text: &'t [u8],
    variables: &HashMap<&'t [u8], &'t [u8]>,
    structures: &HashMap<&'t [u8], Structure<'t>>,
) -> Used<'t> {
    let (mut known, mut anywhere) = (HashSet::new(), HashSet::new());
    preorder(tree, |node| {
        if node.kind() == FIELD_EXPRESSION
            && let Some(field) = node.child_by_field_name("field")
        {
            let field = &text[field.byte_range()];
            match node.child_by_field_name("argument").and_then(|a| type_of(text, a, variables, structures)) {
                Some(s) => known.insert((s, field)),
                None => anywhere.insert(field),
            };
        }
        true
    });
    Used { known, anywhere }
}

/// Collects the initializer lists of structure `name` inside `value`, which initializes `rank`
/// array levels of it, through fields that hold other structures. A structure with a list that
/// designates its elements goes to `blocked` (its positions cannot be told).
fn struct_lists<'t, 'n>(
    value: Node<'t>,
    name: &'n [u8],
    rank: usize,
    structures: &HashMap<&'n [u8], Structure<'n>>,
    out: &mut Vec<(Node<'t>, &'n [u8])>,
    blocked: &mut HashSet<&'n [u8]>,
) {
    if value.kind() != INITIALIZER_LIST {
        return;
    }
    let Some(items) = elements(value) else {
        blocked.insert(name);
        return;
    };
    if rank > 0 {
        for item in items {
            struct_lists(item, name, rank - 1, structures, out, blocked);
        }
        return;
    }
    out.push((value, name));
    let Some(structure) = structures.get(name) else { return };
    for (field, item) in structure.fields.iter().zip(items) {
        if let Some(inner) = field.holds {
            struct_lists(item, inner, field.rank, structures, out, blocked);
        }
    }
}

/// Every removal of unused fields: per structure, all its unused fields at once, then each.
pub fn removals(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let structures = structures(&tree, text);
    let variables = variable_types(grammar, &tree, text);
    let used = used_fields(&tree, text, &variables, &structures);
    let mut lists = Vec::new();
    let mut blocked = HashSet::new();
    preorder(&tree, |node| {
        if node.kind() == INIT_DECLARATOR
            && let Some(s) = node.parent().and_then(|d| struct_name(text, d.child_by_field_name("type")))
            && let Some(value) = node.child_by_field_name("value")
        {
            let (rank, pointer) = shape(node);
            if !pointer {
                struct_lists(value, s, rank, &structures, &mut lists, &mut blocked);
            }
        }
        true
    });
    let mut out = Vec::new();
    let mut names: Vec<&&[u8]> = structures.keys().collect();
    names.sort();
    for name in names.into_iter().filter(|n| !blocked.contains(**n)) {
        let fields = &structures[*name].fields;
        let unused: Vec<usize> = (0..fields.len())
            .filter(|&k| !used.known.contains(&(*name, fields[k].name)) && !used.anywhere.contains(fields[k].name))
            .filter(|&k| fields.iter().filter(|f| f.declaration.id() == fields[k].declaration.id()).count() == 1)
            .collect();
        let edit = |indices: &[usize]| {
            let mut pieces: Vec<Piece> =
                indices.iter().map(|&k| removal(grammar, text, fields[k].declaration)).collect();
            for (list, _) in lists.iter().filter(|(_, s)| s == name) {
                let ranges: Vec<_> = elements(*list).unwrap_or_default().iter().map(|e| e.byte_range()).collect();
                let present: Vec<usize> = indices.iter().copied().filter(|&k| k < ranges.len()).collect();
                pieces.extend(list_deletions(&ranges, &present));
            }
            merge(pieces)
        };
        if unused.len() > 1 && unused.len() < fields.len() {
            out.push(edit(&unused));
        }
        out.extend(unused.iter().filter(|_| fields.len() > 1).map(|&k| edit(&[k])));
    }
    out.retain(|p| shrinks(p));
    out
}

/// Removes fields no access names, with their initializers.
pub const UNUSED_FIELD: Spec = Spec {
    name: "unused-field",
    description: "C: delete a struct field no access names, with its element in every positional initializer",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_c_family),
    body: Body::Rewrite(removals),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::passes::testing::rewritten;

    fn edits(src: &str) -> Vec<String> {
        rewritten(Lang::C, src, removals)
    }

    const SRC: &str = "struct S0 {\n    signed f0 : 17;\n    volatile uint32_t f1;\n    int16_t f2;\n};\n\
                       struct S1 {\n    struct S0 f0[2];\n    int f1;\n};\n\
                       static struct S0 g_9[2] = {{1,2,3},{4,5,6}};\nstatic struct S1 g_1 = {{{7,8,9},{1,2}}, 3};\n\
                       int f(struct S1 *p) { return (*p).f0[1].f2 + g_9[0].f0 + g_1.f1; }\n";

    #[test]
    fn unused_fields_go_with_their_positional_initializers() {
        let got = edits(SRC);
        // S0's f1 is unused (S1's f1 is used, S0's is not); S1's fields are both used.
        assert_eq!(
            got,
            ["struct S0 {\n    signed f0 : 17;\n    int16_t f2;\n};\n\
              struct S1 {\n    struct S0 f0[2];\n    int f1;\n};\n\
              static struct S0 g_9[2] = {{1,3},{4,6}};\nstatic struct S1 g_1 = {{{7,9},{1}}, 3};\n\
              int f(struct S1 *p) { return (*p).f0[1].f2 + g_9[0].f0 + g_1.f1; }\n"]
        );
        let out = crate::passes::testing::reduced(Lang::C, SRC, &["unused-field"], |c| c.contains("f2 +"));
        assert_eq!(out, got[0]);
    }

    #[test]
    fn an_access_of_unknown_type_keeps_the_name_everywhere() {
        let src = "struct S { int f0; int f1; };\nstruct S g = {1, 2};\nint f(void) { return h().f1 + g.f0; }\n";
        assert!(edits(src).is_empty());
        let known = "struct S { int f0; int f1; };\nstruct S g = {1, 2};\nstruct T { int f0; int f1; };\n\
                     struct T t = {.f1 = 2};\nstruct U *u;\nint f(void) { return g.f0; }\n";
        // T's list designates its elements (params' job); U is not defined here.
        assert_eq!(
            edits(known),
            ["struct S { int f0; };\nstruct S g = {1};\nstruct T { int f0; int f1; };\n\
              struct T t = {.f1 = 2};\nstruct U *u;\nint f(void) { return g.f0; }\n"]
        );
    }
}
