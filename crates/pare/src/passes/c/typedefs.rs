//! `typedefs` (clang_delta's replace-simple-typedef): a `typedef` of a plain name is deleted and
//! every use of the name spelled out. After preprocessing, csmith's `#include "csmith.h"` leaves
//! the `stdint.h` chains `typedef signed int __int32_t; typedef __int32_t int32_t;` that a
//! reduced program still uses; the chain resolves in one edit (`int32_t x;` becomes
//! `signed int x;`), and `modifiers` can then drop `signed`.
//!
//! tree-sitter-c knows the `stdint.h` names and parses them as `primitive_type`, so both that
//! kind and `type_identifier` count as uses. A typedef of a pointer, array or function type, or
//! of an anonymous structure, stays.

use std::collections::{HashMap, HashSet};

use tree_sitter::{Node, Tree};

use super::splice::shrinks;
use crate::analysis::removal::removal;
use crate::edits::Piece;
use crate::passes::spec::{Body, Gate, Spec};
use crate::passes::{Filtering, Tier};
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

const TYPE_DEFINITION: &str = "type_definition";
/// The kinds a typedef's name has, where it is declared and where it is used.
const NAMES: [&str; 2] = ["type_identifier", "primitive_type"];
/// Type kinds whose text can stand for the typedef as it is, unless they have a body.
const TAGGED: [&str; 3] = ["struct_specifier", "union_specifier", "enum_specifier"];

/// One simple typedef: its node, the name, the type it stands for, and whether it also defines
/// a tagged type (whose definition must stay when the typedef goes).
struct Typedef<'t> {
    node: Node<'t>,
    name: Node<'t>,
    ty: Vec<u8>,
    defines: bool,
}

/// The typedef `node` defines, if it names a plain type.
fn typedef<'t>(text: &'t [u8], node: Node<'t>) -> Option<Typedef<'t>> {
    let mut cursor = node.walk();
    let declarators: Vec<Node> = node.children_by_field_name("declarator", &mut cursor).collect();
    let [name] = declarators[..] else { return None };
    let ty = node.child_by_field_name("type")?;
    if !NAMES.contains(&name.kind()) {
        return None;
    }
    let defines = TAGGED.contains(&ty.kind()) && ty.child_by_field_name("body").is_some();
    let spelled = if defines {
        text[ty.start_byte()..ty.child_by_field_name("name")?.end_byte()].to_vec()
    } else {
        // Qualifiers may stand before the type: everything after `typedef` up to the name.
        text[node.child(0)?.end_byte()..name.start_byte()].trim_ascii().to_vec()
    };
    Some(Typedef { node, name, ty: spelled, defines })
}

/// The pieces that take a typedef out: all of it, or, when it also defines a tagged type, the
/// `typedef` keyword and the name (`typedef struct S {…} T;` to `struct S {…};`).
fn take_out(grammar: &Grammar, text: &[u8], t: &Typedef) -> Option<Vec<Piece>> {
    if !t.defines {
        return Some(vec![removal(grammar, text, t.node)]);
    }
    let keyword = t.node.child(0)?;
    let ty = t.node.child_by_field_name("type")?;
    Some(vec![Piece::delete(keyword.start_byte()..ty.start_byte()), Piece::delete(ty.end_byte()..t.name.end_byte())])
}

/// Every typedef's name spelled out everywhere, with the typedef taken out: resolved through
/// chains, the edits that shrink the file, largest saving first.
pub fn spellings(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree: Tree = tree_of(grammar.lang, text);
    let mut typedefs: HashMap<&[u8], Typedef> = HashMap::new();
    let mut twice: HashSet<&[u8]> = HashSet::new();
    let mut uses: HashMap<&[u8], Vec<Node>> = HashMap::new();
    preorder(&tree, |node| {
        if node.kind() == TYPE_DEFINITION
            && let Some(t) = typedef(text, node)
            && let Some(old) = typedefs.insert(&text[t.name.byte_range()], t)
        {
            twice.insert(&text[old.name.byte_range()]);
        }
        if NAMES.contains(&node.kind()) {
            uses.entry(&text[node.byte_range()]).or_default().push(node);
        }
        true
    });
    let resolve = |name: &[u8]| -> Vec<u8> {
        let mut ty = name.to_vec();
        for _ in 0..8 {
            match typedefs.get(ty.as_slice()) {
                Some(t) => ty = t.ty.clone(),
                None => break,
            }
        }
        ty
    };
    let mut out = Vec::new();
    for (name, t) in typedefs.iter().filter(|(n, _)| !twice.contains(*n)) {
        let spelled = resolve(name);
        let Some(mut pieces) = take_out(grammar, text, t) else { continue };
        let inside = |n: &&Node| t.node.start_byte() <= n.start_byte() && n.end_byte() <= t.node.end_byte();
        let spell = |n: &Node| Piece::replace(n.byte_range(), &spelled);
        pieces.extend(uses.get(name).into_iter().flatten().filter(|n| !inside(n)).map(spell));
        pieces.sort_by_key(|p| p.range.start);
        out.push(pieces);
    }
    out.retain(|p| shrinks(p));
    out.sort_by_key(|p| {
        (p.iter().map(|p| p.with.len() as isize - p.range.len() as isize).sum::<isize>(), p[0].range.start)
    });
    out
}

/// Spells out simple typedefs.
pub const TYPEDEFS: Spec = Spec {
    name: "typedefs",
    description: "C: delete a simple typedef and spell out its type at every use",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(Grammar::is_c_family),
    body: Body::Rewrite(spellings),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::passes::testing::rewritten;

    fn edits(src: &str) -> Vec<String> {
        rewritten(Lang::C, src, spellings)
    }

    #[test]
    fn chains_resolve_and_the_typedefs_go() {
        let src = "typedef signed int __int32_t;\ntypedef __int32_t int32_t;\nstatic int32_t g_2;\n\
                   int f(void) { return (int32_t)g_2 + sizeof(int32_t); }\n";
        assert_eq!(
            crate::passes::testing::reduced(Lang::C, src, &["typedefs"], |c| c.contains("g_2;")),
            "static signed int g_2;\nint f(void) { return (signed int)g_2 + sizeof(signed int); }\n"
        );
    }

    #[test]
    fn structures_keep_their_tag_and_pointer_typedefs_stay() {
        let src = "typedef struct S { int x; } T;\nT a, b, c;\ntypedef int *P;\nP p;\n";
        assert_eq!(edits(src), ["struct S { int x; };\nstruct S a, b, c;\ntypedef int *P;\nP p;\n"]);
    }
}
