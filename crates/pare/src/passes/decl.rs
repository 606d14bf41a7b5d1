//! `decl`: delete a declaration together with all its uses. First, in one call, every file-level
//! declaration that the rest of the file cannot reach by name, keeping the last few as entry
//! points ([`super::sweep`]: a preprocessed C++ file loses most of its headers at once); then every
//! top-level declaration, or group of declarations that only refer to each other, that nothing else in the
//! file refers to (again while that works: deleting some can orphan others; see `groups`); then each declaration on its own, with every other declaration of the
//! same name (a prototype and its definition), each use replaced by its kind's stand-in: a call
//! of a deleted function by the call's stand-in (`0`), any other use by the identifier's.

use std::collections::HashMap;

use tree_sitter::Node;

use super::Context;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::analysis::names::{declared_names, identifiers};
use crate::analysis::removal::{merge, removal};
use crate::edits::Piece;
use crate::stop::Stop;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;
use crate::syntax::walk::preorder;

fn inside(node: Node, outer: Node) -> bool {
    outer.start_byte() <= node.start_byte() && node.end_byte() <= outer.end_byte()
}

/// For every declaration, the edit that deletes it, the other declarations of its names, and
/// replaces every remaining use by a stand-in; the edits that remove the most first (each
/// accepted call costs a whole test, so while the file is large, big removals go first).
pub fn deletions(grammar: &Grammar, text: &[u8]) -> Vec<Vec<Piece>> {
    let tree = tree_of(grammar.lang, text);
    let uses = identifiers(grammar, &tree, text);
    let mut declarations: Vec<(Node, Vec<&[u8]>)> = Vec::new();
    // The call each callee belongs to, by the callee's node id: asking a use for its parent
    // would walk down from the root every time.
    let mut call_of: HashMap<usize, Node> = HashMap::new();
    preorder(&tree, |node| {
        if let Some(callee) = grammar.callee(node) {
            call_of.insert(callee.id(), node);
        }
        if grammar.is_declaration(node.kind()) {
            let names: Vec<&[u8]> = declared_names(grammar, node).iter().map(|n| &text[n.byte_range()]).collect();
            if !names.is_empty() {
                declarations.push((node, names));
            }
        }
        true
    });
    let mut by_name: HashMap<&[u8], Vec<usize>> = HashMap::new();
    for (i, (_, names)) in declarations.iter().enumerate() {
        for name in names {
            by_name.entry(name).or_default().push(i);
        }
    }
    let mut out = Vec::new();
    for (_, names) in &declarations {
        let mut indices: Vec<usize> = names.iter().flat_map(|n| by_name[n].iter().copied()).collect();
        indices.sort_unstable();
        indices.dedup();
        let same: Vec<Node> = indices.into_iter().map(|i| declarations[i].0).collect();
        let removals: Vec<Piece> = same.iter().map(|d| removal(grammar, text, *d)).collect();
        let mut targets = Vec::new();
        for name in names {
            for use_ in uses.get(name).into_iter().flatten().filter(|u| !same.iter().any(|d| inside(**u, *d))) {
                targets.push(call_of.get(&use_.id()).copied().unwrap_or(*use_));
            }
        }
        out.extend(with_standins(grammar, removals, &targets));
    }
    let saving =
        |pieces: &Vec<Piece>| pieces.iter().map(|p| p.range.len() as isize - p.with.len() as isize).sum::<isize>();
    out.sort_by_key(|pieces| std::cmp::Reverse(saving(pieces)));
    out
}

/// `removals` with every use in `targets` replaced by its stand-in; then, for each alternative
/// stand-in some target has (Go's `nil` beside `0`), the same with that alternative wherever a
/// target has one. Empty when some target has no stand-in at all.
fn with_standins(grammar: &Grammar, removals: Vec<Piece>, targets: &[Node]) -> Vec<Vec<Piece>> {
    let mut out = Vec::new();
    let most = targets.iter().map(|t| grammar.standin_alternatives(t.kind()).len()).max().unwrap_or(0);
    for choice in 0..=most {
        let mut pieces = removals.clone();
        for target in targets {
            let kind = target.kind();
            let first = grammar.standin(kind);
            let text =
                choice.checked_sub(1).and_then(|i| grammar.standin_alternatives(kind).get(i)).map(String::as_str);
            let Some(text) = text.or(first) else { return out };
            pieces.push(Piece::replace(target.byte_range(), text.as_bytes()));
        }
        out.push(merge(pieces));
    }
    out
}

/// Deletes declarations with their uses.
pub const DECL: Spec = Spec {
    name: "decl",
    description: "delete unreferenced top-level declarations and groups at once, then each declaration with its uses",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Any,
    body: Body::Run(run),
};

/// The pass's body.
fn run(cx: &mut Context) -> Result<(), Stop> {
    let Some(grammar) = cx.grammar() else { return Ok(()) };
    super::sweep::sweep(cx, grammar, |text| tree_of(grammar.lang, text))?;
    super::groups::peel(cx, grammar)?;
    super::try_edits(cx, |best| deletions(grammar, best))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::apply;
    use crate::syntax::language::Lang;

    #[test]
    fn a_declaration_goes_with_its_uses() {
        let src = "int f(int x);\nint y = 2;\nint f(int x) { return x + y; }\nint g() { return f(y) + 1; }\n";
        let all: Vec<String> = deletions(Grammar::get(Lang::C), src.as_bytes())
            .iter()
            .map(|p| String::from_utf8_lossy(&apply(src.as_bytes(), p)).into_owned())
            .collect();
        assert!(all.contains(&"int y = 2;\nint g() { return 0 + 1; }\n".to_string()), "{all:?}");
        assert!(
            all.contains(&"int f(int x);\nint f(int x) { return x + 0; }\nint g() { return f(0) + 1; }\n".to_string()),
            "{all:?}"
        );
        let js: Vec<String> = deletions(Grammar::get(Lang::JavaScript), b"var k = 3; print(k);")
            .iter()
            .map(|p| String::from_utf8_lossy(&apply(b"var k = 3; print(k);", p)).into_owned())
            .collect();
        assert_eq!(js, ["print(0);"]);
    }

    #[test]
    fn uses_also_get_the_alternative_stand_ins() {
        let src = "package p\nfunc d() *int { return nil }\nfunc f() *int { b := d(); return b }\n";
        let all: Vec<String> = deletions(Grammar::get(Lang::Go), src.as_bytes())
            .iter()
            .map(|p| String::from_utf8_lossy(&apply(src.as_bytes(), p)).into_owned())
            .collect();
        assert!(
            all.contains(&"package p\nfunc d() *int { return nil }\nfunc f() *int { ; return nil }\n".into()),
            "{all:?}"
        );
        assert!(
            all.contains(&"package p\nfunc d() *int { return nil }\nfunc f() *int { ; return 0 }\n".into()),
            "{all:?}"
        );
    }
}
