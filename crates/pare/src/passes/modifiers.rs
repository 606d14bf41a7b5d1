//! `modifiers`: drop qualifiers and attributes (`static`, `const`, `unsigned`, `pub`, `mut`,
//! `async`, `#[…]`, `export`, … as the grammar table lists them), each with the space after it,
//! by adaptive deletion over the list of them: all of a run at once when the test allows, one at
//! a time where it does not.

use super::deletions::{Deletions, Resume, single};
use super::spec::every_grammar;
use super::spec::{Body, Gate, Spec};
use super::{Filtering, Tier};
use crate::edits::SpanList;
use crate::syntax::grammar::Grammar;
use crate::syntax::parse::tree_of;

/// The deletion list of every modifier in `text`, in document order (a modifier inside another,
/// like `async` inside Rust's `function_modifiers`, is part of the outer one).
pub fn modifiers(grammar: &Grammar, text: &[u8]) -> SpanList {
    let tree = tree_of(grammar.lang, text);
    super::node_spans(&tree, text, |node| grammar.is_modifier(node.kind()) && node.end_byte() > node.start_byte())
}

/// Drops qualifiers and attributes.
pub const MODIFIERS: Spec = Spec {
    name: "modifiers",
    description: "drop qualifiers and attributes (static, const, unsigned, pub, mut, async, #[...], export)",
    tier: Tier::Reducing,
    filtering: Filtering::Before,
    reads_trees: true,
    gate: Gate::Grammar(every_grammar),
    body: Body::Deletions(Deletions { first: None, list, resume: Resume::Below }),
};

/// The pass's one list.
fn list(grammar: Option<&'static Grammar>, best: &[u8], step: usize) -> Option<SpanList> {
    single(step)?;
    Some(modifiers(grammar?, best))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adaptive::DeletionList;
    use crate::syntax::language::Lang;

    fn singles(lang: Lang, src: &str) -> Vec<String> {
        let list = modifiers(Grammar::get(lang), src.as_bytes());
        (0..list.len()).map(|i| String::from_utf8_lossy(&list.candidate(i..i + 1)).into_owned()).collect()
    }

    #[test]
    fn drops_each_modifier_with_its_space() {
        assert_eq!(
            singles(Lang::C, "static const unsigned int x;"),
            ["const unsigned int x;", "static unsigned int x;", "static const int x;"]
        );
        assert_eq!(
            singles(Lang::Rust, "#[inline]\npub async fn f(mut a: u8) {}"),
            [
                "pub async fn f(mut a: u8) {}",
                "#[inline]\nasync fn f(mut a: u8) {}",
                "#[inline]\npub fn f(mut a: u8) {}",
                "#[inline]\npub async fn f(a: u8) {}"
            ]
        );
        assert_eq!(
            singles(Lang::JavaScript, "export async function f() {}"),
            ["async function f() {}", "export function f() {}"]
        );
    }
}
