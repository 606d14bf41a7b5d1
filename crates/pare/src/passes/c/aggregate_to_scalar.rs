//! `aggregate-to-scalar` (clang_delta's aggregate-to-scalar and remove-array): an array used
//! only through constant subscripts becomes one scalar per element used, declared in its place
//! with that element's initial value. csmith's `int32_t l_4023[6][5][3] = {{…}};` with the
//! uses `l_4023[0][4][2]` and `l_4023[1][0][0]` becomes
//! `int32_t l_4023_0_4_2 = 0xBE168CC3L, l_4023_1_0_0 = 0L;`: the large initializer goes in the
//! same edit, which is where the bytes are. An array of which one element is used keeps its
//! name (`int a[1] = {5}; … a[0]` becomes `int a = 5; … a`).
//!
//! An array with any other use (a variable index, fewer subscripts than dimensions, the array
//! itself) is left alone, as is one whose initializer designates elements or elides braces.

use std::collections::BTreeSet;

use tree_sitter::Node;

use super::declarator::{Level, levels};
use super::scope::{Identifiers, identifiers, uses_in};
use super::splice::shrinks;
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

const DECLARATION: &str = "declaration";
const INIT_DECLARATOR: &str = "init_declarator";
const SUBSCRIPT: &str = "subscript_expression";
const NUMBER: &str = "number_literal";
const INITIALIZER_LIST: &str = "initializer_list";
/// Element types a bare `0` cannot initialize.
const AGGREGATE_TYPES: [&str; 3] = ["struct_specifier", "union_specifier", "type_identifier"];

/// An array variable: its declarator (an `init_declarator` when initialized) and the node of
/// its outermost array level next to the name (`l_5[3][1]` in `*l_5[3][1]`).
pub struct Array<'t> {
    /// The declarator, an `init_declarator` when initialized.
    pub declarator: Node<'t>,
    /// The declared name.
    pub name: Node<'t>,
    /// The array levels next to the name, outermost first: the last dimension first.
    pub dimensions: Vec<Node<'t>>,
    /// True when its elements are pointers.
    pub of_pointers: bool,
}

/// The array `declarator` declares, if it is one.
pub fn array(declarator: Node) -> Option<Array> {
    declarator.parent().filter(|d| d.kind() == DECLARATION)?;
    let (levels, name) = levels(declarator)?;
    let first = levels.iter().rposition(|(l, _)| *l == Level::Pointer).map_or(0, |p| p + 1);
    let dimensions: Vec<Node> = levels[first..].iter().map(|(_, n)| *n).collect();
    (!dimensions.is_empty()).then_some(Array { declarator, name, dimensions, of_pointers: first > 0 })
}

/// The constant indices of a use of an array with `rank` dimensions and the subscript
/// expression they form; `None` unless the use is `rank` literal subscripts.
pub fn constant_path<'t>(text: &[u8], name: Node<'t>, rank: usize) -> Option<(Vec<u64>, Node<'t>)> {
    let mut node = name;
    let mut path = Vec::new();
    for _ in 0..rank {
        let parent = node.parent().filter(|p| p.kind() == SUBSCRIPT)?;
        (parent.child_by_field_name("argument")?.id() == node.id()).then_some(())?;
        let index = parent.child_by_field_name("index").filter(|i| i.kind() == NUMBER)?;
        path.push(literal(&text[index.byte_range()])?);
        node = parent;
    }
    Some((path, node))
}

/// The value of an integer literal (decimal, hex or octal, with any suffix).
pub fn literal(text: &[u8]) -> Option<u64> {
    let s = std::str::from_utf8(text).ok()?.trim_end_matches(['u', 'U', 'l', 'L']);
    if let Some(hex) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        u64::from_str_radix(hex, 16).ok()
    } else if s.len() > 1 && s.starts_with('0') {
        u64::from_str_radix(&s[1..], 8).ok()
    } else {
        s.parse().ok()
    }
}

/// The elements of an initializer list, comments aside; `None` if one designates its place.
pub fn elements(list: Node) -> Option<Vec<Node>> {
    let mut cursor = list.walk();
    let out: Vec<Node> = list.named_children(&mut cursor).filter(|e| !e.is_extra()).collect();
    out.iter().all(|e| e.kind() != "initializer_pair").then_some(out)
}

/// The initial value of the element at `path`: the text of the element there, `zero` where the
/// list ends early; `None` where the lists do not nest as deep as the path.
fn element(text: &[u8], value: Node, path: &[u64], zero: &[u8]) -> Option<Vec<u8>> {
    let mut node = value;
    for &k in path {
        if node.kind() != INITIALIZER_LIST {
            return None;
        }
        match elements(node)?.get(k as usize) {
            Some(e) => node = *e,
            None => return Some(zero.to_vec()),
        }
    }
    Some(text[node.byte_range()].to_vec())
}

/// The edit that splits `array` into scalars, if every use allows it.
fn split(text: &[u8], identifiers: &Identifiers, array: &Array) -> Option<Vec<Piece>> {
    let declaration = array.declarator.parent()?;
    let name = &text[array.name.byte_range()];
    let uses = uses_in(identifiers.get(name)?, declaration.parent()?, declaration.end_byte(), array.name)?;
    let rank = array.dimensions.len();
    let paths: Vec<(Vec<u64>, Node)> = uses.iter().map(|u| constant_path(text, *u, rank)).collect::<Option<_>>()?;
    let distinct: BTreeSet<&Vec<u64>> = paths.iter().map(|(p, _)| p).collect();
    if distinct.is_empty() {
        return None;
    }
    let scalar_name = |path: &[u64]| -> Vec<u8> {
        if distinct.len() == 1 {
            return name.to_vec();
        }
        let suffix: Vec<String> = path.iter().map(u64::to_string).collect();
        [name, b"_", suffix.join("_").as_bytes()].concat()
    };
    if distinct.len() > 1 && distinct.iter().any(|p| identifiers.contains_key(scalar_name(p).as_slice())) {
        return None;
    }
    let inner =
        array.declarator.child_by_field_name("declarator").filter(|_| array.declarator.kind() == INIT_DECLARATOR);
    let bare = inner.unwrap_or(array.declarator);
    let outermost = array.dimensions[0];
    let value = inner.and(array.declarator.child_by_field_name("value"));
    let aggregate = !array.of_pointers
        && declaration.child_by_field_name("type").is_some_and(|t| AGGREGATE_TYPES.contains(&t.kind()));
    let zero: &[u8] = if aggregate { b"{0}" } else { b"0" };
    let mut declarators = Vec::new();
    for path in &distinct {
        let mut d = [
            &text[bare.start_byte()..outermost.start_byte()],
            &scalar_name(path),
            &text[outermost.end_byte()..bare.end_byte()],
        ]
        .concat();
        if let Some(value) = value {
            d.extend_from_slice(b" = ");
            d.extend(element(text, value, path, zero)?);
        }
        declarators.push(d);
    }
    let mut pieces = vec![Piece::replace(array.declarator.byte_range(), &declarators.join(&b", "[..]))];
    pieces.extend(paths.iter().map(|(path, node)| Piece::replace(node.byte_range(), &scalar_name(path))));
    pieces.sort_by_key(|p| p.range.start);
    Some(pieces)
}

/// Every array of `tree` with its declaration, in document order.
pub fn arrays<'t>(tree: &'t tree_sitter::Tree) -> Vec<Array<'t>> {
    let mut out = Vec::new();
    preorder(tree, |node| {
        if node.kind() == DECLARATION {
            let mut cursor = node.walk();
            out.extend(node.children_by_field_name("declarator", &mut cursor).filter_map(array));
        }
        true
    });
    out
}

/// Every split `aggregate-to-scalar` tries on `text`, the largest saving first.
pub fn splits(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let identifiers = identifiers(&tree, text);
    let mut out: Vec<Vec<Piece>> =
        arrays(&tree).iter().filter_map(|a| split(text, &identifiers, a)).filter(|p| shrinks(p)).collect();
    out.sort_by_key(|p| p.iter().map(|p| p.with.len() as isize - p.range.len() as isize).sum::<isize>());
    out
}

/// Splits arrays used at constant indices into scalars.
pub const AGGREGATE_TO_SCALAR: Spec = Spec {
    name: "aggregate-to-scalar",
    description: "C: split an array used only at constant indices into one scalar per element used",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_c_family),
    body: Body::Rewrite(splits),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::passes::testing::rewritten;

    fn edits(src: &str) -> Vec<String> {
        rewritten(Lang::C, src, splits)
    }

    #[test]
    fn each_element_used_becomes_a_scalar_with_its_initial_value() {
        let src = "static int32_t g_1[2][3] = {{1, 2, 3}, {4, 0x5L}};\n\
                   int main(void) { g_1[1][2] = g_1[0][1] + g_1[1][1]; return g_1[0][1]; }\n";
        assert_eq!(
            edits(src),
            ["static int32_t g_1_0_1 = 2, g_1_1_1 = 0x5L, g_1_1_2 = 0;\n\
              int main(void) { g_1_1_2 = g_1_0_1 + g_1_1_1; return g_1_0_1; }\n"]
        );
    }

    #[test]
    fn one_element_used_keeps_the_name_and_pointers_keep_their_stars() {
        let src = "int g;\nvoid f(void) { int32_t *l_5[3][1] = {{&g}, {0}, {0}}; *l_5[0][0] = 1; }\n";
        assert_eq!(
            crate::passes::testing::reduced(Lang::C, src, &["aggregate-to-scalar"], |c| c.contains("= 1;")),
            "int g;\nvoid f(void) { int32_t *l_5 = &g; *l_5 = 1; }\n"
        );
    }

    #[test]
    fn variable_indices_and_whole_array_uses_block_it() {
        assert!(edits("int a[3] = {1, 2, 3};\nint f(int i) { return a[i] + a[1]; }\n").is_empty());
        assert!(edits("int a[3];\nint f(void) { h(a); return a[1]; }\n").is_empty());
        assert!(edits("int a[2][2] = {1, 2, 3, 4};\nint f(void) { return a[1][1]; }\n").is_empty());
    }
}
